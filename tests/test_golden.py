"""Golden tests, rust-bindgen style: one small header per C construct in tests/headers/*.h,
its whole generated package beside it in tests/golden/<fixture>/.

Each fixture is generated through the CLI (`cudagen generate --header`, in-process) into a
temporary folder and every file is compared byte for byte with the golden copy. After a
generator change, refresh and review them:

    make golden        # CUDAGEN_UPDATE_GOLDEN=1 pytest tests/test_golden.py; prints the diff

The golden files are reviewed output, so this file also checks what a user of a generated
package relies on, with values worked out by hand from the fixture headers and DESIGN.md:
the package imports and compiles, `__all__` is honest, ctypes layouts equal clang's, and the
calling convention holds when the functions are called for real (each fixture with a fake C
library, compiled with gcc, behind it).
"""

from __future__ import annotations

import contextlib
import ctypes
import difflib
import importlib
import inspect
import io
import json
import os
import shutil
import subprocess
import sys
import textwrap
import types
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from cudagen.cli import main
from cudagen.rules.typemap import py_field

pytestmark = pytest.mark.version_independent  # generated text of the fixture headers (generator; regeneration is checked on every Python)

TESTS = Path(__file__).resolve().parent
HEADERS = TESTS / "headers"
GOLDEN = TESTS / "golden"
FIXTURES = sorted(p.stem for p in HEADERS.glob("*.h"))  # subfolders (bad/, frontend/) are not fixtures
UPDATE = os.environ.get("CUDAGEN_UPDATE_GOLDEN") == "1"
DIFF_LINES = 80
UPDATE_COMMAND = "make golden"


# ------------------------------------------------------------------------------------------ helpers


def read_tree(root: Path) -> dict[str, bytes]:
    """Every file under `root`, by POSIX relative path."""
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def tree_diff(old: dict[str, bytes], new: dict[str, bytes], old_label: str, new_label: str) -> list[str]:
    """A unified diff between two file trees (binary files are named, not shown)."""
    lines: list[str] = []
    for rel in sorted(old.keys() | new.keys()):
        a, b = old.get(rel), new.get(rel)
        if a == b:
            continue
        if a is None:
            lines.append(f"only in {new_label}: {rel}")
        elif b is None:
            lines.append(f"only in {old_label}: {rel}")
        try:
            a_text = (a or b"").decode("utf-8").splitlines(keepends=True)
            b_text = (b or b"").decode("utf-8").splitlines(keepends=True)
        except UnicodeDecodeError:
            lines.append(f"binary files differ: {rel}")
            continue
        lines.extend(
            line.rstrip("\n")
            for line in difflib.unified_diff(a_text, b_text, f"{old_label}/{rel}", f"{new_label}/{rel}")
        )
    return lines


def generate(header: Path, out: Path) -> None:
    """`cudagen generate --header HEADER --out OUT` in-process; fails the test with cudagen's message."""
    err = io.StringIO()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
        rc = main(["generate", "--header", str(header), "--out", str(out)])
    assert rc == 0, f"cudagen generate --header {header.name} exited {rc}:\n{err.getvalue()}"


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], Path]:
    """Generates each fixture once per module: fixture name -> package folder."""
    cache: dict[str, Path] = {}

    def get(name: str) -> Path:
        if name not in cache:
            out = tmp_path_factory.mktemp("golden") / f"golden_{name}"
            generate(HEADERS / f"{name}.h", out)
            cache[name] = out
        return cache[name]

    return get


@pytest.fixture
def load(tmp_path: Path) -> Iterator[Callable[[str, Path], types.ModuleType]]:
    """Imports a fresh copy of a generated package (so each test gets its own lazily loaded
    library) and forgets it afterwards. Returns the bindings module."""
    imported: list[str] = []

    def do_load(name: str, package: Path) -> types.ModuleType:
        pkg = f"pkg_{name}_{len(imported)}"
        shutil.copytree(package, tmp_path / pkg)
        imported.append(pkg)
        sys.path.insert(0, str(tmp_path))
        try:
            return importlib.import_module(f"{pkg}.{name}")
        finally:
            sys.path.remove(str(tmp_path))

    yield do_load
    for pkg in imported:
        for mod in [m for m in sys.modules if m == pkg or m.startswith(pkg + ".")]:
            del sys.modules[mod]


# ------------------------------------------------------------------------------------------ golden files


def test_fixtures_exist() -> None:
    assert len(FIXTURES) >= 10, FIXTURES


@pytest.mark.parametrize("name", FIXTURES)
def test_golden(name: str, generated: Callable[[str], Path], capsys: pytest.CaptureFixture[str]) -> None:
    new = read_tree(generated(name))
    golden_dir = GOLDEN / name
    old = read_tree(golden_dir) if golden_dir.is_dir() else {}
    if UPDATE:
        if old != new:
            shutil.rmtree(golden_dir, ignore_errors=True)
            for rel, data in new.items():
                (golden_dir / rel).parent.mkdir(parents=True, exist_ok=True)
                (golden_dir / rel).write_bytes(data)
            with capsys.disabled():
                print(f"\nupdated tests/golden/{name}:")
                print("\n".join(tree_diff(old, new, f"a/tests/golden/{name}", f"b/tests/golden/{name}")))
        return
    if not old:
        pytest.fail(f"tests/golden/{name}/ is missing: run `{UPDATE_COMMAND}` and review the new files")
    if old != new:
        diff = tree_diff(old, new, f"tests/golden/{name}", "generated")
        shown = "\n".join(diff[:DIFF_LINES])
        more = f"\n... ({len(diff) - DIFF_LINES} more diff lines)" if len(diff) > DIFF_LINES else ""
        pytest.fail(
            f"generated output for tests/headers/{name}.h differs from tests/golden/{name}/:\n"
            f"{shown}{more}\n\nIf the change is intended, run `{UPDATE_COMMAND}` and review the diff.",
            pytrace=False,
        )


def test_no_stale_golden() -> None:
    """Every golden folder belongs to a fixture header (a renamed fixture leaves none behind)."""
    stale = sorted(p.name for p in GOLDEN.iterdir() if p.is_dir() and p.name not in FIXTURES) if GOLDEN.is_dir() else []
    if UPDATE:
        for name in stale:
            shutil.rmtree(GOLDEN / name)
        return
    assert not stale, f"golden folders without a fixture header: {stale}; run `{UPDATE_COMMAND}`"


def test_package_contents(generated: Callable[[str], Path]) -> None:
    """The files DESIGN.md promises, for one fixture (the others are compared with golden)."""
    files = set(read_tree(generated("functions")))
    for rel in ["functions.py", "functions.pyi", "_support.py", "__init__.py", "api.json", "py.typed"]:
        assert rel in files
    assert any(f.startswith("docs/") and f.endswith(".md") for f in files)


# ------------------------------------------------------------------------------------------ importable


@pytest.mark.parametrize("name", FIXTURES)
def test_package_compiles_and_imports(
    name: str, generated: Callable[[str], Path], load: Callable[[str, Path], types.ModuleType]
) -> None:
    package = generated(name)
    for path in sorted(package.rglob("*.py*")):
        if path.suffix in (".py", ".pyi"):
            compile(path.read_text(encoding="utf-8"), str(path), "exec", dont_inherit=True)
    module = load(name, package)
    assert module.__name__.endswith(f".{name}")
    init = sys.modules[module.__name__.rsplit(".", 1)[0]]
    assert init.MODULES == (name,)
    assert set(init.HEADER_SHA256) == {f"{name}.h"}


@pytest.mark.parametrize("name", FIXTURES)
def test_all_names_exist(
    name: str, generated: Callable[[str], Path], load: Callable[[str, Path], types.ModuleType]
) -> None:
    module = load(name, generated(name))
    missing = [n for n in module.__all__ if not hasattr(module, n)]
    assert not missing, f"__all__ names what the module does not define: {missing}"



def _bit_position(cfield: Any) -> tuple[int, int | None]:
    """(offset in bits, width or None) of a ctypes field descriptor, across Python versions."""
    if hasattr(cfield, "bit_offset"):  # Python 3.14+
        width = cfield.bit_size if cfield.is_bitfield else None
        return cfield.byte_offset * 8 + (cfield.bit_offset if width else 0), width
    if cfield.size >> 16:  # older: size packs (width << 16) | bit offset for bit-fields
        return cfield.offset * 8 + (cfield.size & 0xFFFF), cfield.size >> 16
    return cfield.offset * 8, None


@pytest.mark.parametrize("name", FIXTURES)
def test_layout_matches_clang(
    name: str, generated: Callable[[str], Path], load: Callable[[str, Path], types.ModuleType]
) -> None:
    """Every record's ctypes size, alignment and field offsets equal clang's (from api.json).
    (tests/test_layout.py compares cuda.h with gcc; this covers the fixtures' constructs.)"""
    package = generated(name)
    module = load(name, package)
    (api,) = json.loads((package / "api.json").read_text())["libraries"]
    wrong = []
    for rec in api.get("records", []):
        if rec.get("opaque"):
            continue
        cls = getattr(module, rec["name"])
        align = ctypes.alignment(cls)
        if sys.version_info < (3, 13) and getattr(cls, "_align_", None) == rec["align"]:
            align = rec["align"]  # _align_ is set, and honoured by ctypes from Python 3.13 on
        if (ctypes.sizeof(cls), align) != (rec["size"], rec["align"]):
            wrong.append(f"{rec['name']}: sizeof/alignof {ctypes.sizeof(cls)}/{ctypes.alignment(cls)}, "
                         f"clang {rec['size']}/{rec['align']}")
        for i, f in enumerate(rec["fields"]):
            attr = py_field(f["name"]) if f["name"] else f"_anon{i}"
            got = _bit_position(getattr(cls, attr))
            want = (f["offset_bits"], f.get("bit_width"))
            if got != want:
                wrong.append(f"{rec['name']}.{attr}: (bit offset, width) {got}, clang {want}")
    assert not wrong, "\n".join(wrong)


# ------------------------------------------------------------------------------------------ the contract
# What a user of a generated package relies on (DESIGN.md, "The generated API"), on the fixtures.
# Expected values are worked out from the fixture headers, not read from the output.


def signature(fn: Callable[..., Any]) -> tuple[list[str], str]:
    """(parameter names, return annotation) of a generated binding."""
    sig = inspect.signature(fn)
    return list(sig.parameters), str(sig.return_annotation)


def fake_library(tmp_path: Path, name: str, source: str) -> Path:
    """Compiles `source` (which includes the fixture header) into lib<name>.so."""
    if shutil.which(os.environ.get("CC", "gcc")) is None:
        pytest.skip("no C compiler")
    c_file = tmp_path / f"fake_{name}.c"
    c_file.write_text(textwrap.dedent(source))
    lib = tmp_path / f"lib{name}.so"
    subprocess.run(
        [os.environ.get("CC", "gcc"), "-shared", "-fPIC", "-o", str(lib), "-I", str(HEADERS), str(c_file)],
        check=True, capture_output=True, text=True,
    )
    return lib


FAKE_FUNCTIONS = r"""
    #include <string.h>
    #include "functions.h"
    static unsigned char device_memory[64];
    static int last_count;
    static fooDesc last_desc;
    fooResult fooGetCount(int *count) { *count = last_count; return FOO_SUCCESS; }
    fooResult fooCtxCreate(fooCtx *pctx, unsigned int flags) {
        if (flags) return FOO_ERROR_INVALID_VALUE;
        *pctx = (fooCtx)0x1234;
        return FOO_SUCCESS;
    }
    fooResult fooGetGlobal(fooDeviceptr *dptr, size_t *bytes, fooCtx ctx, const char *name) {
        *dptr = (fooDeviceptr)ctx + 1;
        *bytes = strlen(name);
        return FOO_SUCCESS;
    }
    fooResult fooGetName(char *name, int len, int dev) {
        strncpy(name, dev ? "second device" : "first device", len);
        return FOO_SUCCESS;
    }
    fooResult fooGetErrorString(fooResult error, const char **pStr) {
        *pStr = error == FOO_ERROR_INVALID_VALUE ? "invalid value" : "other";
        return FOO_SUCCESS;
    }
    fooResult fooMemcpyHtoD(fooDeviceptr dstDevice, const void *srcHost, size_t ByteCount) {
        memcpy(device_memory + dstDevice, srcHost, ByteCount);
        return FOO_SUCCESS;
    }
    fooResult fooMemcpyDtoH(void *dstHost, fooDeviceptr srcDevice, size_t ByteCount) {
        memcpy(dstHost, device_memory + srcDevice, ByteCount);
        return FOO_SUCCESS;
    }
    fooResult fooWaitAll(const fooCtx *contexts, unsigned int numContexts) {
        for (unsigned int i = 0; i < numContexts; i++)
            if (!contexts[i]) return FOO_ERROR_NOT_READY;
        last_count = (int)numContexts;
        return FOO_SUCCESS;
    }
    fooResult fooSetValues(const int *values, size_t count) {
        last_count = 0;
        for (size_t i = 0; i < count; i++) last_count += values[i];
        return FOO_SUCCESS;
    }
    fooResult fooArrayCreate(const fooDesc *desc) {
        if (!desc) return FOO_ERROR_INVALID_VALUE;
        last_desc = *desc;
        return FOO_SUCCESS;
    }
    fooResult fooArrayGetDescriptor(fooDesc *desc, fooCtx ctx) {
        (void)ctx;
        *desc = last_desc;
        return FOO_SUCCESS;
    }
    fooResult fooArrayDescribe(fooDesc *desc, fooCtx ctx) {
        (void)ctx;
        *desc = last_desc;
        return FOO_SUCCESS;
    }
    fooResult fooKeywords(int lambda, unsigned int from, float f) {
        return lambda + (int)from == (int)f ? FOO_SUCCESS : FOO_ERROR_INVALID_VALUE;
    }
    int fooAdd(int a, int b) { return a + b; }
    void fooReset(void) { last_count = -1; }
    fooResult fooRaw(void *p) { return p ? FOO_SUCCESS : FOO_ERROR_INVALID_VALUE; }
"""


@pytest.fixture
def functions_module(
    tmp_path: Path, generated: Callable[[str], Path], load: Callable[[str, Path], types.ModuleType],
    monkeypatch: pytest.MonkeyPatch,
) -> types.ModuleType:
    monkeypatch.setenv("CUDAGEN_LIB_FUNCTIONS", str(fake_library(tmp_path, "functions", FAKE_FUNCTIONS)))
    return load("functions", generated("functions"))


def test_functions_signatures(generated: Callable[[str], Path], load: Callable[[str, Path], types.ModuleType]) -> None:
    m = load("functions", generated("functions"))
    assert signature(m.fooGetCount) == ([], "int")  # out-parameter returned
    assert signature(m.fooCtxCreate) == (["flags"], "fooCtx")  # handle out-parameter: the handle type
    assert signature(m.fooGetGlobal) == (["ctx", "name"], "tuple[fooDeviceptr, int]")  # C order
    assert signature(m.fooGetName) == (["dev"], "str")  # buffer and length handled by the binding
    assert signature(m.fooGetErrorString) == (["error"], "str")
    assert signature(m.fooWaitAll)[0] == ["contexts"]  # count derived from the sequence
    assert signature(m.fooSetValues)[0] == ["values"]
    assert signature(m.fooKeywords)[0] == ["lambda_", "from_", "arg2"]  # keywords renamed, unnamed numbered
    assert signature(m.fooArrayGetDescriptor) == (["ctx"], "fooDesc")  # struct out-parameter
    assert signature(m.fooAdd) == (["a", "b"], "int")  # not a result code: returned as is
    assert signature(m.fooReset) == ([], "None")


def test_functions_documented_out_struct_is_returned(
    generated: Callable[[str], Path], load: Callable[[str, Path], types.ModuleType]
) -> None:
    m = load("functions", generated("functions"))
    assert signature(m.fooArrayDescribe) == (["ctx"], "fooDesc")


def test_functions_called_through_a_fake_library(functions_module: types.ModuleType) -> None:
    m = functions_module
    m.fooSetValues([1, 2, 3])
    assert m.fooGetCount() == 6
    assert m.fooCtxCreate(0) == 0x1234
    assert m.fooGetGlobal(0x10, "abc") == (0x11, 3)
    assert m.fooGetGlobal(0x10, b"abcd") == (0x11, 4)
    assert m.fooGetName(0) == "first device"
    assert m.fooGetName(1) == "second device"
    assert m.fooGetErrorString(m.fooResult.FOO_ERROR_INVALID_VALUE) == "invalid value"
    m.fooMemcpyHtoD(8, b"hello", 5)
    out = bytearray(5)
    m.fooMemcpyDtoH(out, 8, 5)
    assert out == b"hello"
    m.fooMemcpyHtoD(0, memoryview(b"xyz"), 3)  # any buffer-protocol object

    class Handle:  # cuda.bindings / CuPy style: an object with __int__
        def __int__(self) -> int:
            return 7

    m.fooWaitAll([1, Handle(), 3])
    assert m.fooGetCount() == 3
    assert m.fooGetGlobal(Handle(), "") == (8, 0)
    m.fooArrayCreate(m.fooDesc(width=4, height=2))  # `const T*` takes the struct itself
    desc = m.fooArrayGetDescriptor(0)
    assert (desc.width, desc.height) == (4, 2)
    assert (m.fooArrayDescribe(0).width, m.fooArrayDescribe(0).height) == (4, 2)  # \param[out]
    m.fooKeywords(1, 2, 3.0)
    assert m.fooAdd(2, 3) == 5
    assert m.fooReset() is None
    m.fooRaw(1)


def test_functions_errors_raise(functions_module: types.ModuleType) -> None:
    m = functions_module
    with pytest.raises(m.FooErrorInvalidValue) as info:
        m.fooCtxCreate(1)
    err = info.value
    assert isinstance(err, m.FunctionsError) and isinstance(err, m.CUDAError)
    assert (err.code, err.name, err.function) == (1, "FOO_ERROR_INVALID_VALUE", "fooCtxCreate")
    with pytest.raises(m.FooErrorNotReady):
        m.fooWaitAll([1, None])  # None is NULL
    with pytest.raises(m.FooErrorInvalidValue):
        m.fooRaw(None)


def test_functions_buffers_checked_before_the_call(
    generated: Callable[[str], Path], load: Callable[[str, Path], types.ModuleType],
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
) -> None:
    """A destination that is too small or read-only is a ValueError before any C call: here there
    is no library at all, so reaching C would raise DriverNotFoundError instead."""
    monkeypatch.setenv("CUDAGEN_LIB_FUNCTIONS", str(tmp_path / "libmissing.so"))
    m = load("functions", generated("functions"))
    with pytest.raises(ValueError):
        m.fooMemcpyDtoH(bytearray(2), 0, 5)
    with pytest.raises(ValueError):
        m.fooMemcpyDtoH(b"12345", 0, 5)
    with pytest.raises(m.DriverNotFoundError, match="functions"):
        m.fooMemcpyDtoH(bytearray(5), 0, 5)


def test_enums(generated: Callable[[str], Path], load: Callable[[str, Path], types.ModuleType]) -> None:
    m = load("enums", generated("enums"))
    assert m.fooFlags.FOO_FLAG_HIGH == 2**31
    assert m.fooFlags.FOO_FLAG_B == 2
    assert m.fooLevel.FOO_LEVEL_INVALID == -2
    assert m.fooWide.FOO_WIDE_BIG == 2**32
    assert m.fooWide.FOO_WIDE_TOP == 2**64 - 1
    assert m.fooMixed.FOO_MIXED_NEG == -1 and m.fooMixed.FOO_MIXED_HIGH == 2**31
    assert m.fooMode.FOO_MODE_SPEED is m.fooMode.FOO_MODE_FAST  # duplicates are aliases
    assert m.fooMode.FOO_MODE_MAX == 2
    assert m.fooTagOnly.FOO_TAG_B == 11
    assert m.fooAnon.FOO_ANON_Y == 6
    assert m.FOO_FLAG_HIGH == 2**31 and m.FOO_LEVEL_NONE == -1  # enumerators at module level, as in C
    assert m.fooFlags_enum is m.fooFlags  # the tag names the same enum
    unknown = m.fooResult(12345)  # a newer library may return values the header does not list
    assert unknown == 12345 and "12345" in unknown.name
    assert signature(m.fooSetMode) == (["mode"], "fooLevel")


def test_structs(generated: Callable[[str], Path], load: Callable[[str, Path], types.ModuleType]) -> None:
    m = load("structs", generated("structs"))
    p = m.fooPoint(tag=b"a", x=1.5, y=-2.0)  # keyword constructor
    assert (p.tag, p.x, p.y) == (b"a", 1.5, -2.0)
    assert "x=1.5" in repr(p) and "y=-2.0" in repr(p)
    n = m.fooNested()
    n.asInt = 0x3F800000  # anonymous union members are reached through the parent
    assert n.asFloat == 1.0
    n.lo, n.hi = 1, 2
    assert (n.lo, n.hi) == (1, 2)
    n.inner.b = 7
    n.color.g = 255
    assert (n.inner.b, n.color.g) == (7, 255)
    a = m.fooArrays()
    a.two[1][2] = 4.0
    assert len(a.one) == 3 and len(a.two) == 2 and len(a.two[0]) == 3 and a.two[1][2] == 4.0
    b = m.fooBits(a=1, b=5, c=2**30 - 1, d=31)
    assert (b.a, b.b, b.c, b.d) == (1, 5, 2**30 - 1, 31)
    first = m.fooNode(value=1)
    second = m.fooNode(value=2, prev=ctypes.pointer(first))
    first.next = ctypes.pointer(second)
    assert first.next.contents.value == 2 and second.prev.contents.value == 1
    assert m.fooLine_st is m.fooLine and m.fooValue_un is m.fooValue
    assert ctypes.sizeof(m.fooValue) == 24


def test_typedefs(generated: Callable[[str], Path], load: Callable[[str, Path], types.ModuleType]) -> None:
    m = load("typedefs", generated("typedefs"))
    assert m.fooCtx(5) == 5 and m.fooStream(0) == 0  # handles: plain ints at run time
    assert signature(m.fooDeviceGet) == (["ordinal"], "fooDevice")
    assert signature(m.fooStreamCreate) == (["ctx", "flags"], "fooStream")
    params, returns = signature(m.fooGetInfo)
    assert params == ["dptr"]
    assert returns in ("tuple[fooDesc, int, float, bool]", "tuple[fooDesc_v1, int, float, bool]")
    assert m.fooDesc is m.fooDesc_v1 is m.fooDesc_st


def test_typedefs_of_builtins_are_exported(
    generated: Callable[[str], Path], load: Callable[[str, Path], types.ModuleType]
) -> None:
    m = load("typedefs", generated("typedefs"))
    for name in ["fooUInt", "fooFlags", "fooStreamFlags", "foouint64_t", "fooScale", "fooBool"]:
        assert hasattr(m, name), name


FAKE_CALLBACKS = r"""
    #include "callbacks.h"
    fooResult fooLaunchHostFunc(fooStream hStream, fooHostFn fn, void *userData) {
        (void)hStream;
        fn(userData);
        return FOO_SUCCESS;
    }
    fooResult fooStreamAddCallback(fooStream hStream, fooStreamCallback callback, void *userData,
                                   unsigned int flags) {
        callback(hStream, flags ? FOO_ERROR_INVALID_VALUE : FOO_SUCCESS, userData);
        return FOO_SUCCESS;
    }
    fooResult fooSetHandler(void (*handler)(int code)) { handler(42); return FOO_SUCCESS; }
    fooResult fooSetHooks(const fooHooks *hooks) {
        void *ptr = 0;
        hooks->onStart(hooks->userData);
        return hooks->alloc(16, &ptr) == 16 ? FOO_SUCCESS : FOO_ERROR_INVALID_VALUE;
    }
"""


@pytest.fixture
def callbacks_module(
    tmp_path: Path, generated: Callable[[str], Path], load: Callable[[str, Path], types.ModuleType],
    monkeypatch: pytest.MonkeyPatch,
) -> types.ModuleType:
    monkeypatch.setenv("CUDAGEN_LIB_CALLBACKS", str(fake_library(tmp_path, "callbacks", FAKE_CALLBACKS)))
    return load("callbacks", generated("callbacks"))


def test_callbacks_take_python_callables(callbacks_module: types.ModuleType) -> None:
    m = callbacks_module
    seen: list[Any] = []
    m.fooLaunchHostFunc(None, seen.append, 7)
    m.fooStreamAddCallback(0x20, lambda stream, status, data: seen.append((stream, status, data)), 9, 1)
    assert seen == [7, (0x20, m.FOO_ERROR_INVALID_VALUE, 9)]
    assert m.fooHostFn_v2 is m.fooHostFn
    hooks = m.fooHooks(onStart=m.fooHostFn(seen.append), alloc=m.fooAllocator(lambda n, p: n), userData=3)
    m.fooSetHooks(hooks)
    assert seen[-1] == 3


def test_callbacks_raw_function_pointer_parameter(callbacks_module: types.ModuleType) -> None:
    codes: list[int] = []
    callbacks_module.fooSetHandler(codes.append)
    assert codes == [42]


FAKE_MACROS = r"""
    #include "macros.h"
    #undef fooAlloc
    #undef fooCopy
    #undef fooQuery
    /* The unversioned symbols exist too and fail: binding to them would be the legacy ABI. */
    fooResult fooAlloc(unsigned long long *dptr, size_t bytesize) { (void)dptr; (void)bytesize; return FOO_ERROR_INVALID_VALUE; }
    fooResult fooAlloc_v2(unsigned long long *dptr, size_t bytesize) { *dptr = 2 * bytesize; return FOO_SUCCESS; }
    fooResult fooCopy(unsigned long long dst, unsigned long long src, size_t n) { return FOO_ERROR_INVALID_VALUE; }
    fooResult fooCopy_v3(unsigned long long dst, unsigned long long src, size_t n) {
        return dst + src == n ? FOO_SUCCESS : FOO_ERROR_INVALID_VALUE;
    }
    fooResult fooQuery(fooStream hStream) { return hStream == FOO_STREAM_LEGACY ? FOO_SUCCESS : FOO_ERROR_INVALID_VALUE; }
"""


def test_macros(
    generated: Callable[[str], Path], load: Callable[[str, Path], types.ModuleType],
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
) -> None:
    monkeypatch.setenv("CUDAGEN_LIB_MACROS", str(fake_library(tmp_path, "macros", FAKE_MACROS)))
    m = load("macros", generated("macros"))
    expected = {
        "FOO_INT": 42, "FOO_ULONGLONG": 42, "FOO_HEX": 16, "FOO_OCTAL": 8, "FOO_HEX_UINT": 2**32 - 1,
        "FOO_HEX_LONG": 2**32, "FOO_DEC_LONG": 2**31, "FOO_NEGATIVE": -1, "FOO_INT_MIN": -(2**31),
        "FOO_SHIFT": 16, "FOO_BITS": 12, "FOO_HIGH_BIT": 2**31 + 1, "FOO_WRAP": 2**32 - 1, "FOO_DIV": -3,
        "FOO_REF": 43, "FOO_ENUM_REF": 8, "FOO_TERNARY": 10, "FOO_COMPARE": 0, "FOO_CHAR": 65,
        "FOO_FLOAT": 1.5, "FOO_FLOAT_F": 2.0, "FOO_EXP": 1000.0, "FOO_NAME": "foo", "FOO_JOINED": "foobar",
        "FOO_ESCAPED": 'tab\there "quoted"\n', "FOO_UINT_MAX": 2**32 - 1, "FOO_BYTE": 255, "FOO_LL": 1,
        "FOO_NULL_PTR": 0, "FOO_PTR_ONE": 1, "FOO_STREAM_LEGACY": 1, "FOO_DEVICE_CPU": -1,
        "FOO_FLAGS_ALL": 15, "FOO_DOCUMENTED": 1000, "FOO_TRAILING": 7, "FOO_VERSION": 13000, "FOO_PASTED": 42,
        "FOO_ALIGN": 16, "FOO_DEVICE_NEXT": 2, "FOO_BIG": 2**40,
    }
    got = {name: getattr(m, name, "<missing>") for name in expected}
    assert got == expected
    for skipped in ["FOO_EXPORT", "FOO_SELF", "FOO_SIZEOF", "FOO_MAKE_VERSION", "_FOO_RESERVED", "FOO_DIV_ZERO"]:
        assert not hasattr(m, skipped), skipped
    assert m.fooAlloc(21) == 42  # the public name binds the versioned symbol fooAlloc_v2
    m.fooCopy(1, 2, 3)  # fooCopy_v3, through a function-like macro
    m.fooQuery(m.FOO_STREAM_LEGACY)


# ------------------------------------------------------------------------------------------ stubs


def _stub_tree(package: Path, name: str) -> dict[str, Any]:
    """Top-level functions and classes of the .pyi: function -> (params, return), class -> field names."""
    import ast

    tree = ast.parse((package / f"{name}.pyi").read_text(encoding="utf-8"))
    out: dict[str, Any] = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            out[node.name] = ([a.arg for a in node.args.args], ast.unparse(node.returns) if node.returns else "")
        elif isinstance(node, ast.ClassDef):
            # A field is an annotation, or a property (fields whose assignment takes more
            # than reading gives: a setter with its own annotation).
            out[node.name] = {s.target.id for s in node.body
                              if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name)} | {
                s.name for s in node.body if isinstance(s, ast.FunctionDef) and s.name != "__init__"}
    return out


def _runtime_fields(cls: type) -> set[str]:
    """Field names readable on a ctypes record, including those promoted from anonymous members."""
    names: set[str] = set()
    anonymous = set(getattr(cls, "_anonymous_", ()))
    for field in cls._fields_:  # type: ignore[attr-defined]
        if field[0] in anonymous:
            names |= _runtime_fields(field[1])
        else:
            names.add(field[0])
    return names


@pytest.mark.parametrize("name", FIXTURES)
def test_stubs_match_module(
    name: str, generated: Callable[[str], Path], load: Callable[[str, Path], types.ModuleType]
) -> None:
    """The .pyi describes what the module has: each function with the same parameters and return
    annotation, each struct with every field a user can read."""
    package = generated(name)
    module = load(name, package)
    stub = _stub_tree(package, name)
    problems = []
    for attr, value in vars(module).items():
        if inspect.isfunction(value) and value.__module__ == module.__name__ and not attr.startswith("_"):
            params, returns = signature(value)
            if stub.get(attr) != (params, returns):
                problems.append(f"{attr}: module {(params, returns)}, stub {stub.get(attr)}")
        elif isinstance(value, type) and issubclass(value, (ctypes.Structure, ctypes.Union)) and value.__name__ == attr:
            missing = _runtime_fields(value) - stub.get(attr, set())
            if missing:
                problems.append(f"{attr}: fields missing from the stub: {sorted(missing)}")
    assert not problems, "\n".join(problems)


def test_docstrings_promise_no_errors_for_functions_without_a_result_code(
    generated: Callable[[str], Path], load: Callable[[str, Path], types.ModuleType]
) -> None:
    m = load("functions", generated("functions"))
    assert "Raises" not in (m.fooAdd.__doc__ or "")
    assert "Raises" not in (m.fooReset.__doc__ or "")


# ------------------------------------------------------------------------------------------ deprecations


def _deprecated_marks(package: Path, name: str) -> dict[str, str]:
    """What the .pyi marks @deprecated, with the message: "function", "Class", "Class.field"
    (a field's getter and setter must both be marked, with the same message)."""
    import ast

    def mark(node: ast.FunctionDef | ast.ClassDef) -> str | None:
        for d in node.decorator_list:
            if isinstance(d, ast.Call) and isinstance(d.func, ast.Name) and d.func.id == "_deprecated":
                value = d.args[0]
                assert isinstance(value, ast.Constant) and isinstance(value.value, str)
                return value.value
        return None

    tree = ast.parse((package / f"{name}.pyi").read_text(encoding="utf-8"))
    out: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)) and (text := mark(node)) is not None:
            out[node.name] = text
        if isinstance(node, ast.ClassDef):
            accessors: dict[str, list[str | None]] = {}
            for item in node.body:
                if isinstance(item, ast.FunctionDef) and item.name != "__init__":
                    accessors.setdefault(item.name, []).append(mark(item))
            for field, marks in accessors.items():
                if any(marks):
                    assert len(marks) == 2 and marks[0] == marks[1], (node.name, field, marks)
                    out[f"{node.name}.{field}"] = str(marks[0])
    return out


def test_deprecations_are_marked_in_the_stubs(generated: Callable[[str], Path]) -> None:
    package = generated("deprecated")
    marks = _deprecated_marks(package, "deprecated")
    # From tests/headers/deprecated.h: every deprecated function, struct and field, nothing else
    # (enumerators and macros cannot be marked: PEP 702 has no form for them).
    assert set(marks) == {"fooGetModeOld", "fooReset", "fooQueryMode", "fooOldProps", "fooProps.clock",
                          "fooProps.overlap"}
    assert marks["fooReset"] == "fooReset is deprecated."  # the bare attribute: no text to quote
    assert marks["fooGetModeOld"] == "fooGetModeOld is deprecated: Use fooGetMode instead."  # its message
    assert "replaced by fooGetMode()" in marks["fooQueryMode"]  # the \deprecated text
    assert "use fooProps" in marks["fooOldProps"]
    assert marks["fooProps.clock"] == "fooProps.clock is deprecated."  # its brief says what it is, not why
    assert marks["fooProps.overlap"] == "fooProps.overlap is deprecated: Use instead engines."
    stub = (package / "deprecated.pyi").read_text(encoding="utf-8")
    assert "from typing_extensions import deprecated as _deprecated" in stub
    assert "typing_extensions" not in (package / "deprecated.py").read_text(encoding="utf-8")  # stubs only


def test_stubs_import_deprecated_only_when_they_use_it(generated: Callable[[str], Path]) -> None:
    assert "_deprecated" not in (generated("functions") / "functions.pyi").read_text(encoding="utf-8")


FAKE_DEPRECATED = r"""
    #include "deprecated.h"
    fooResult fooGetMode(fooMode *mode) { *mode = FOO_MODE_SAFE; return FOO_SUCCESS; }
    fooResult fooGetModeOld(fooMode *mode) { *mode = FOO_MODE_SLOW; return FOO_SUCCESS; }
    fooResult fooReset(void) { return FOO_SUCCESS; }
    fooResult fooQueryMode(fooMode *mode) { *mode = FOO_MODE_FAST; return FOO_SUCCESS; }
"""


def test_deprecated_functions_warn_once_per_call_site(
    generated: Callable[[str], Path], load: Callable[[str, Path], types.ModuleType],
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
) -> None:
    import warnings

    monkeypatch.setenv("CUDAGEN_LIB_DEPRECATED", str(fake_library(tmp_path, "deprecated", FAKE_DEPRECATED)))
    m = load("deprecated", generated("deprecated"))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("default")
        for _ in range(3):
            assert m.fooGetModeOld() == m.fooMode.FOO_MODE_SLOW  # one call site
        assert m.fooGetMode() == m.fooMode.FOO_MODE_SAFE  # not deprecated
        m.fooReset()
    assert [(w.category, str(w.message), w.filename) for w in caught] == [
        (DeprecationWarning, "fooGetModeOld is deprecated: Use fooGetMode instead.", __file__),
        (DeprecationWarning, "fooReset is deprecated.", __file__),
    ]
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # as `python -W error` would: the call raises instead
        with pytest.raises(DeprecationWarning, match="replaced by fooGetMode"):
            m.fooQueryMode()
