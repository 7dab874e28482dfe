"""C APIs in C++-flavoured headers (`--header`, `--lang auto|c|c++`).

A header that declares a C API but is C++ around it (tests/headers/cplusplus.h: `<cstddef>`,
`extern "C"`, `half` from a C++ header, a namespace, an overload, templates, classes, a
reference) generates: its `extern "C"` functions and C types bind, called here through a library
compiled with g++ from the same header, on both backends; what Python cannot call is left out
with one line each, which `generate`, `explain --summary` and the IR show. The expected lines
are worked out from the header and the C++ ABI (Itanium mangling), not read from the output.
"""

from __future__ import annotations

import ctypes
import dataclasses
import importlib
import json
import os
import re
import shutil
import subprocess
import sys
import types
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_cli_errors import run

from cudagen import ir
from cudagen.errors import GeneratorError
from cudagen.frontend import clang as clang_frontend
from cudagen.project import layout, libraries

HEADERS = Path(__file__).resolve().parent / "headers"
HEADER = HEADERS / "cplusplus.h"


def line_of(header: Path, text: str) -> int:
    """1-based line of the first line of `header` containing `text`."""
    return next(i for i, line in enumerate(header.read_text().splitlines(), 1) if text in line)


# What cplusplus.h declares that Python cannot call: (name, what it is, words its reason has,
# the text of its line). The mangled names are the Itanium C++ ABI's (g++ and clang on Linux).
LEFT_OUT = [
    ("cxx::version", "function", ["C++ linkage", "_ZN3cxx7versionEv"], "int version();"),
    ("cxxOverload", "overloaded function", ["C++ linkage", "2 functions"], "int cxxOverload(int x);"),
    ("cxxMax", "function template", ["template"], "T cxxMax(T a, T b);"),
    ("cxxBox", "class template", ["template"], "struct cxxBox {"),
    ("cxxCounter", "class's member functions", ["2 member function(s)", "its fields are"], "class cxxCounter {"),
    ("cxxStream", "class", ["virtual", "opaque"], "class cxxStream {"),
    ("cxxCount", "function", ["parameter n", "reference"], "int cxxCount(const int &n);"),
    ("cxxDefault", "function", ["C++ linkage", "_Z10cxxDefaulti"], "int cxxDefault(int x = 3);"),
]
BOUND = {"cxxAddPoints", "cxxAnswer", "cxxConfigure", "cxxCreate", "cxxDestroy", "cxxHalfAdd", "cxxIsReady", "cxxSetMode",
         "cxxSizeOf", "cxxStreamOpen", "cxxVersion"}


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """cplusplus.h generated once through the CLI (auto): (package folder, what generate printed)."""
    out = tmp_path_factory.mktemp("cxx") / "cxx_pkg"
    code, stdout, stderr = run(["generate", "--header", str(HEADER), "--out", str(out)])
    assert code == 0, stderr
    return out, stdout


def test_the_cpp_header_is_parsed_as_cpp_and_says_why(generated: tuple[Path, str]) -> None:
    _, stdout = generated
    first = stdout.splitlines()[0]
    assert first == (f"cplusplus: parsed as C++ (cplusplus.h:{line_of(HEADER, '#include <cstddef>')}: #include <cstddef>, "
                     f"a C++ header); {len(LEFT_OUT)} declaration(s) left out")


def test_what_python_cannot_call_is_left_out_with_one_line_each(generated: tuple[Path, str]) -> None:
    _, stdout = generated
    lines = [line.removeprefix("  left out: ") for line in stdout.splitlines() if line.startswith("  left out: ")]
    assert len(lines) == len(LEFT_OUT), "\n".join(lines)
    for name, what, words, text in LEFT_OUT:
        prefix = f"cplusplus.h:{line_of(HEADER, text)}: {name} ({what}): "
        (line,) = [line for line in lines if line.startswith(prefix)] or [f"no line starts with {prefix!r}"]
        assert all(word in line for word in words), line


def test_the_c_api_binds_and_nothing_else(generated: tuple[Path, str]) -> None:
    out, _ = generated
    (api,) = ir.from_json((out / "api.json").read_text()).libraries
    assert {f.name for f in api.functions} == BOUND
    assert api.language == "c++" and api.language_reason.endswith("#include <cstddef>, a C++ header")
    assert [(r.name, r.what) for r in api.refused] == [(n, w) for n, w, _, _ in LEFT_OUT]  # in header order
    records = {r.name: r for r in api.records}
    # A class C copies (a constructor and a method, one int): its fields; one with virtual
    # functions: opaque; `half` (from cuda_fp16.h: cudagen's stand-in, not owned): 2 bytes.
    assert [(f.name, f.offset_bits) for f in records["cxxCounter"].fields] == [("count", 0)]
    assert records["cxxStream"].opaque
    assert (records["__half"].size, records["__half"].align) == (2, 2)
    # A struct in a namespace, its name its own: a C struct.
    assert [(f.name, f.offset_bits) for f in records["cxxOptions"].fields] == [("level", 0), ("scale", 32)]
    assert {t.name: str(t.type) for t in api.typedefs}["half"] == "__half"
    # A struct and an enum named without their keyword are the C ones.
    add = next(f for f in api.functions if f.name == "cxxAddPoints")
    assert [str(p.type) for p in add.params] == ["const cxxPoint *", "const cxxPoint *", "cxxPoint *"]
    size_of = next(f for f in api.functions if f.name == "cxxSizeOf")
    assert [str(p.type) for p in size_of.params] == ["cxxMode", "size_t *"]  # std::size_t is size_t
    assert {m.name: m.value for m in api.macros}["CXX_VERSION"] == 1203


FAKE = r"""
#include <cstring>
#include "cplusplus.h"

struct cxxHandle_st { cxxMode mode; };
static cxxHandle_st the_handle;

cxxStream::~cxxStream() {}
class FileStream : public cxxStream {
public:
    int read(void *, std::size_t n) override { return (int)n; }
};

extern "C" {
cxxStatus cxxCreate(cxxHandle *handle) { the_handle.mode = CXX_MODE_FAST; *handle = &the_handle; return CXX_SUCCESS; }
cxxStatus cxxDestroy(cxxHandle handle) { return handle == &the_handle ? CXX_SUCCESS : CXX_ERROR_INVALID_VALUE; }
cxxStatus cxxAddPoints(const cxxPoint *a, const cxxPoint *b, cxxPoint *out) {
    out->x = a->x + b->x;
    out->y = a->y + b->y;
    return CXX_SUCCESS;
}
cxxStatus cxxSetMode(cxxHandle handle, cxxMode mode) {
    if (mode != CXX_MODE_FAST && mode != CXX_MODE_EXACT) return CXX_ERROR_INVALID_VALUE;
    handle->mode = mode;
    return CXX_SUCCESS;
}
cxxStatus cxxSizeOf(cxxMode mode, std::size_t *bytes) { *bytes = mode == CXX_MODE_EXACT ? 64 : 16; return CXX_SUCCESS; }
cxxStatus cxxIsReady(cxxHandle handle, bool *ready) { *ready = handle->mode == CXX_MODE_EXACT; return CXX_SUCCESS; }
half cxxHalfAdd(half a, half b) {  /* the bits, added: what matters is that both arrive and one returns */
    unsigned short x, y;
    std::memcpy(&x, &a, 2);
    std::memcpy(&y, &b, 2);
    x = (unsigned short)(x + y);
    half sum;
    std::memcpy(&sum, &x, 2);
    return sum;
}
int cxxAnswer(void) { return 42; }
cxxStatus cxxConfigure(cxxHandle handle, const cxx::cxxOptions *options) {
    if (options->level < 0 || options->scale != 0.5f) return CXX_ERROR_INVALID_VALUE;
    handle->mode = (cxxMode)options->level;
    return CXX_SUCCESS;
}
cxxStatus cxxStreamOpen(cxxStream_t *stream) { static FileStream s; *stream = &s; return CXX_SUCCESS; }
int cxxCount(const int &n) { return n; }
}
namespace cxx {
int version() { return 1; }
extern "C" int cxxVersion(void) { return CXX_VERSION; }
}
int cxxOverload(int x) { return x; }
int cxxOverload(double x) { return (int)x; }
int cxxDefault(int x) { return x; }
"""


@pytest.fixture(scope="module")
def fake_library(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A library built by a C++ compiler from the header, as the vendor builds theirs."""
    cxx = os.environ.get("CXX", "g++")
    if shutil.which(cxx) is None:
        pytest.skip(f"no C++ compiler ({cxx})")
    folder = tmp_path_factory.mktemp("fakecxx")
    (folder / "fake.cpp").write_text(FAKE)
    lib = folder / "libcplusplus.so"
    # cuda_fp16.h: the stand-in the bindings were generated with (the real one needs nvcc's world).
    subprocess.run([cxx, "-std=c++17", "-shared", "-fPIC", "-o", str(lib), "-I", str(HEADERS), "-I",
                    str(clang_frontend.CUDA_C_INCLUDE), str(folder / "fake.cpp")], check=True, capture_output=True, text=True)
    return lib


def test_the_mangled_symbols_named_in_the_report_are_the_compilers(fake_library: Path) -> None:
    """The reasons say which symbol C++ exports instead of the name: the compiler's own."""
    lib = ctypes.CDLL(str(fake_library))
    for name, _, words, _ in LEFT_OUT:
        for word in (w for w in words if w.startswith("_Z")):
            assert hasattr(lib, word), word
            assert not hasattr(lib, name.rsplit("::", 1)[-1]), name
    for name in BOUND:
        assert hasattr(lib, name), name  # C linkage: the symbol is the name


@pytest.fixture(params=["python", "compiled"])
def module(request: pytest.FixtureRequest, generated: tuple[Path, str], fake_library: Path, tmp_path: Path,
           monkeypatch: pytest.MonkeyPatch) -> Iterator[types.ModuleType]:
    """The generated module on one backend, its library the fake one."""
    backend = str(request.param)
    package = tmp_path / f"cxx_{backend}"
    shutil.copytree(generated[0], package)
    if backend == "compiled":
        done = subprocess.run([sys.executable, str(package / "_build.py"), "--quiet"], capture_output=True, text=True,
                              check=False)
        assert done.returncode == 0, done.stderr or done.stdout
    monkeypatch.setenv("CUDAGEN_LIB_CPLUSPLUS", str(fake_library))
    monkeypatch.setenv("CUDAGEN_BACKEND", backend)
    monkeypatch.syspath_prepend(str(tmp_path))
    yield importlib.import_module(f"{package.name}.cplusplus")
    for name in [m for m in sys.modules if m == package.name or m.startswith(package.name + ".")]:
        del sys.modules[name]


def test_the_c_functions_are_called_through_the_cpp_library(module: types.ModuleType) -> None:
    m = module
    assert m.BACKEND == os.environ["CUDAGEN_BACKEND"]
    handle = m.cxxCreate()
    assert m.cxxIsReady(handle) is False
    m.cxxSetMode(handle, m.cxxMode.CXX_MODE_EXACT)
    assert m.cxxIsReady(handle) is True
    with pytest.raises(m.CxxErrorInvalidValue):
        m.cxxSetMode(handle, 5)
    assert m.cxxSizeOf(m.cxxMode.CXX_MODE_EXACT) == 64
    total = m.cxxAddPoints(m.cxxPoint(x=1, y=2), m.cxxPoint(x=10, y=-20))
    assert (total.x, total.y) == (11, -18)
    m.cxxConfigure(handle, m.cxxOptions(level=1, scale=0.5))
    assert m.cxxIsReady(handle) is False  # CXX_MODE_FAST again
    with pytest.raises(m.CxxErrorInvalidValue):
        m.cxxConfigure(handle, m.cxxOptions(level=2, scale=1.0))
    m.cxxDestroy(handle)
    assert m.cxxAnswer() == 42
    assert m.cxxVersion() == 1203  # C linkage inside a namespace
    assert int(m.cxxStreamOpen()) != 0  # a pointer to a class C cannot copy: a handle
    # `half` by value both ways (cuda_fp16.h's __half: copied as C copies it).
    total_half = m.cxxHalfAdd(m.half(**{"__x": 0x3C00}), m.half(**{"__x": 2}))
    assert getattr(total_half, "__x") == 0x3C02
    for name, what, _, _ in LEFT_OUT:
        if what in ("function", "overloaded function", "function template"):
            assert not hasattr(m, name.rsplit("::", 1)[-1]), name


def test_explain_summary_shows_what_was_left_out() -> None:
    code, stdout, stderr = run(["explain", "--summary", "--header", str(HEADER)])
    assert code == 0, stderr
    assert f"cplusplus: parsed as C++ (cplusplus.h:{line_of(HEADER, '#include <cstddef>')}:" in stdout
    assert sum(line.startswith("  left out: ") for line in stdout.splitlines()) == len(LEFT_OUT)


def test_explain_says_why_a_function_was_left_out() -> None:
    code, _, stderr = run(["explain", "cxxOverload", "--header", str(HEADER)])
    assert code == 1
    assert "cxxOverload: left out of cplusplus.h" in stderr
    assert f"cplusplus.h:{line_of(HEADER, 'int cxxOverload(int x);')}: cxxOverload (overloaded function)" in stderr


def test_lang_c_refuses_the_cpp_header_at_its_first_cpp_line(tmp_path: Path) -> None:
    code, _, stderr = run(["generate", "--header", str(HEADER), "--lang", "c", "--out", str(tmp_path / "o")])
    assert code == 1
    assert f"cplusplus.h:{line_of(HEADER, '#include <cstddef>')}:10: 'cstddef' file not found" in stderr
    assert not (tmp_path / "o").exists()


def test_lang_cpp_on_a_c_header_without_extern_c_binds_no_function(tmp_path: Path) -> None:
    """functions.h has no `extern "C"`: as C++ each function has C++ linkage, and says so."""
    c_header = HEADERS / "functions.h"
    code, stdout, stderr = run(["dump-ir", "--header", str(c_header), "--lang", "c++"])
    assert code == 0, stderr
    (api,) = ir.from_json(stdout).libraries
    declared = set(re.findall(r"^\w+\s+\**(foo\w+)\(", c_header.read_text(), re.M))
    assert len(declared) >= 10
    assert api.functions == ()
    assert {r.name for r in api.refused} == declared
    assert all("C++ linkage" in r.reason for r in api.refused)
    assert api.language_reason == "--lang c++"


def test_a_namespaced_type_whose_name_is_taken_is_left_out_with_what_uses_it(tmp_path: Path) -> None:
    """The IR names types as C does, without their namespace: of two types named alike, the one
    in a namespace is refused, and a function that uses it, rather than bound to the other."""
    header = tmp_path / "ns.h"
    header.write_text('#include <cstddef>\n'
                      'struct S { int a; };\n'
                      'namespace one { struct S { double d; }; struct Only { char c; }; }\n'
                      'extern "C" int useGlobal(S *s);\n'
                      'extern "C" int useOne(one::S *s);\n'
                      'extern "C" int useOnly(one::Only *o);\n')
    code, stdout, stderr = run(["dump-ir", "--header", str(header), "--no-system-includes"])
    assert code == 0, stderr
    (api,) = ir.from_json(stdout).libraries
    assert {f.name for f in api.functions} == {"useGlobal", "useOnly"}
    assert {r.name: r.size for r in api.records} == {"S": 4, "Only": 1}
    assert [(r.name, r.what, r.location.line) for r in api.refused] == [("one::S", "struct", 3),
                                                                         ("useOne", "function", 5)]


def test_inline_cpp_functions_are_helpers_or_wrappers_as_static_inline_ones_are_in_c(tmp_path: Path) -> None:
    """C leaves `static inline` helpers out without a word and binds a wrapper that only forwards
    to an exported function under the wrapper's name; C++'s inline functions alike, unless what
    they forward to has C++ linkage."""
    header = tmp_path / "inl.h"
    header.write_text('#include <cstddef>\n'
                      'extern "C" int cAdd(int a, int b);\n'
                      'inline int add(int a, int b) { return cAdd(a, b); }\n'
                      'inline int twice(int x) { return 2 * x; }\n'
                      'namespace { inline int hidden(int x) { return x; } }\n'
                      'int cxxOnly(int x);\n'
                      'inline int viaCxx(int x) { return cxxOnly(x); }\n')
    code, stdout, stderr = run(["dump-ir", "--header", str(header), "--no-system-includes"])
    assert code == 0, stderr
    (api,) = ir.from_json(stdout).libraries
    assert [(f.name, f.symbol) for f in api.functions] == [("add", "cAdd")]
    assert [(r.name, r.location.line) for r in api.refused] == [("cxxOnly", 6), ("viaCxx", 7)]
    assert api.refused[1].reason == "forwards to cxxOnly, which has C++ linkage"


HERMETIC = ["cstddef", "cstdint", "cstdio", "cstdlib", "cstring", "climits", "cinttypes", "cmath", "cstdbool",
            "type_traits", "cuda/std/cstddef", "cuda/std/cstdint", "cuda/std/climits", "cuda/std/type_traits"]


def test_the_cpp_stand_ins_need_nothing_from_the_machine_and_keep_the_c_names(tmp_path: Path) -> None:
    header = tmp_path / "std.h"
    header.write_text("".join(f"#include <{h}>\n" for h in HERMETIC) + (
        'extern "C" int stdTypes(std::size_t n, std::ptrdiff_t d, std::uint32_t u, cuda::std::int64_t i,\n'
        '                        cuda::std::size_t m, std::FILE *f, bool b);\n'
        "template <class T, class = std::enable_if_t<std::is_integral_v<T>>> T twice(T x);\n"
        "template <class T, class = cuda::std::enable_if_t<cuda::std::is_integral<T>::value>> T thrice(T x);\n"))
    code, stdout, stderr = run(["dump-ir", "--header", str(header), "--no-system-includes"])
    assert code == 0, stderr
    (api,) = ir.from_json(stdout).libraries
    (fn,) = api.functions
    assert [str(p.type) for p in fn.params] == ["size_t", "ptrdiff_t", "uint32_t", "int64_t", "size_t", "FILE *",
                                                "_Bool"]
    assert {t.name for t in api.typedefs} == {"FILE"}  # the C library's, taken in as in C
    assert [(r.name, r.what) for r in api.refused] == [("twice", "function template"), ("thrice", "function template")]


def test_a_c_header_is_parsed_as_c_and_its_ir_says_nothing_of_cpp() -> None:
    code, stdout, stderr = run(["dump-ir", "--header", str(HEADERS / "structs.h")])
    assert code == 0, stderr
    library = json.loads(stdout)["libraries"][0]
    assert not {"language", "language_reason", "refused"} & library.keys()


def test_the_vendored_releases_are_parsed_as_c() -> None:
    sources = libraries.sources(layout.releases()[-1])
    assert sources and {s.lang for s in sources} == {"c"}


# The C fixtures that are C++ too, each included in `extern "C" { }`: parsed as C++, they give the
# IR they give as C (the C++ front end reads C declarations as C does).
C_FIXTURES = ["callbacks", "deprecated", "doxygen", "enums", "functions", "groups", "macros", "packed", "sizes",
              "structs", "typedefs", "warning"]  # not hostile.h: it names a parameter `class`


@pytest.mark.parametrize("name", C_FIXTURES)
def test_cpp_reads_c_declarations_as_c_does(name: str, tmp_path: Path) -> None:
    header = tmp_path / f"{name}.h"
    shutil.copy(HEADERS / f"{name}.h", header)
    as_c = clang_frontend.parse(clang_frontend.Source(name, "", header, tmp_path, (header.name,)))
    wrapper = tmp_path / "wrapper.h"
    wrapper.write_text(f'extern "C" {{\n#include "{header.name}"\n}}\n')
    as_cxx = clang_frontend.parse(clang_frontend.Source(name, "", wrapper, tmp_path, (header.name,), lang="c++"))
    assert (as_cxx.language, as_cxx.refused) == ("c++", ())
    same = dataclasses.replace(as_cxx, language="c", language_reason="", headers=as_c.headers)
    assert ir.to_json(same) == ir.to_json(as_c)


# Vendored libraries whose headers are C and C++ alike (extern "C" behind #ifdef __cplusplus, and
# no other C++ in the declarations they bind): the C++ parse gives the IR of the C parse. (The
# runtime's headers differ by design in C++ (default arguments, dim3's constructors), cuBLAS's
# and cuSPARSE's declare __half functions for C++ only.)
SAME_IN_CPP = ["nvrtc", "nvjitlink", "curand", "cufft", "nccl", "nvfatbin"]


def test_vendored_c_headers_read_the_same_as_cpp() -> None:
    release = "13.0"
    sources = {s.library: s for s in libraries.sources(release)}
    for name in SAME_IN_CPP:
        as_c = clang_frontend.parse(sources[name])
        as_cxx = clang_frontend.parse(dataclasses.replace(sources[name], lang="c++"))
        assert (as_cxx.language, as_cxx.language_reason, as_cxx.refused) == ("c++", "--lang c++", ()), name
        assert ir.to_json(dataclasses.replace(as_cxx, language="c", language_reason="")) == ir.to_json(as_c), name


# --lang auto: what in a C parse's errors shows C++, and the line that says so.
EVIDENCE = [
    ("#include <cstdint>\nint f(int x);\n", 1, "#include <cstdint>, a C++ header"),
    ('extern "C" int f(int x);\n', 1, 'extern "C"'),
    ("struct P { int x; };\nint f(P *p);\n", 2, "'P' is used without the 'struct' keyword"),
    ("enum E { A };\nint f(E e);\n", 2, "'E' is used without the 'enum' keyword"),
    ("int f(bool b);\n", 1, "'bool'"),
    ("int f(int x = 3);\n", 1, "a default argument"),
    ("int f(int &x);\n", 1, "a C++ reference"),
    ("namespace n { int g(int); }\n", 1, "'namespace'"),
    ("template <class T> T g(T);\n", 1, "'template'"),
    ("class K;\n", 1, "'class'"),
    ("int f(void *p = nullptr);\n", 1, "'nullptr'"),
]


@pytest.mark.parametrize(("text", "line", "why"), EVIDENCE, ids=[e[2] for e in EVIDENCE])
def test_the_c_errors_that_show_cpp_switch_to_cpp(text: str, line: int, why: str, tmp_path: Path) -> None:
    header = tmp_path / "h.h"
    header.write_text(text)
    code, stdout, stderr = run(["dump-ir", "--header", str(header), "--no-system-includes"])
    assert code == 0, stderr
    (api,) = ir.from_json(stdout).libraries
    assert (api.language, api.language_reason) == ("c++", f"h.h:{line}: {why}")


def test_a_c_error_that_is_not_cpp_stays_a_c_error(tmp_path: Path) -> None:
    header = tmp_path / "h.h"
    header.write_text("int f(fooUnknown_t x);\n")
    code, _, stderr = run(["generate", "--header", str(header), "--no-system-includes", "--out", str(tmp_path / "o")])
    assert code == 1
    assert "1 error(s) parsing h.h\n" in stderr and "parsing h.h as C++" not in stderr
    assert f"{header}:1:7: unknown type name 'fooUnknown_t'" in stderr
    assert "--lang c++" in stderr  # the hint, for C++ the C errors do not show


def test_a_cpp_header_that_cpp_refuses_too_reports_the_cpp_errors(tmp_path: Path) -> None:
    header = tmp_path / "h.h"
    header.write_text('#include <cstddef>\nextern "C" int f(std::size_t n);\nint g(fooUnknown_t x);\n')
    with pytest.raises(GeneratorError) as info:
        clang_frontend.parse(dataclasses.replace(
            clang_frontend.Source("h", "", header, tmp_path, ("h.h",)), lang="auto"))
    err = info.value
    assert err.summary == "1 error(s) parsing h.h as C++ (h.h:1: #include <cstddef>, a C++ header)"
    assert err.problems == (f"{header}:3:7: unknown type name 'fooUnknown_t'",)


def test_lang_goes_with_header() -> None:
    code, _, stderr = run(["generate", "--lang", "c++"])
    assert code == 2 and "--lang" in stderr
