"""The libclang front end: hermetic builtin headers (size_t stays size_t), comments kept in
system headers, and the zero-diagnostics policy (any clang error stops with file:line)."""

from __future__ import annotations

import contextlib
import ctypes
import importlib
import io
import re
import shutil
import sys
from pathlib import Path

import clang.cindex
import pytest

from cudagen import ir
from cudagen.cli import main
from cudagen.errors import GeneratorError
from cudagen.frontend import clang as clang_frontend

pytestmark = pytest.mark.version_independent  # the libclang pass (generator)

HEADERS = Path(__file__).resolve().parent / "headers"
SIZES = HEADERS / "sizes.h"


def source(header: Path, *owned: str) -> clang_frontend.Source:
    return clang_frontend.Source(header.stem, "", header, header.parent, (header.name, *owned))


def line_of(header: Path, text: str) -> int:
    """1-based line of the first line of `header` containing `text`."""
    return next(i for i, line in enumerate(header.read_text().splitlines(), 1) if text in line)


def record(api: ir.Api, name: str) -> ir.Record:
    return next(r for r in api.records if r.name == name)


# ------------------------------------------------------------------------------------------ (a) size_t


def test_size_t_stays_size_t_in_the_ir() -> None:
    api = clang_frontend.parse(source(SIZES))
    fn = next(f for f in api.functions if f.name == "fooGetSize")
    assert fn.params[0].type == ir.CType("pointer", target=ir.CType("builtin", "size_t"))
    assert fn.params[1].type == ir.CType("builtin", "uint64_t")
    sized = record(api, "fooSized")
    assert (sized.size, sized.align) == (16, 8)  # struct { char c; size_t n; }
    assert [(f.name, f.type, f.offset_bits) for f in sized.fields] == [
        ("c", ir.CType("builtin", "char"), 0),
        ("n", ir.CType("builtin", "size_t"), 64),
    ]
    widths = record(api, "fooWidths")
    assert {f.name: f.type.name for f in widths.fields} == {
        "u8": "uint8_t", "i16": "int16_t", "u32": "uint32_t", "i64": "int64_t", "u64": "uint64_t",
        "address": "uintptr_t", "offset": "ptrdiff_t",
    }
    assert [f.offset_bits // 8 for f in widths.fields] == [0, 2, 4, 8, 16, 24, 32]
    assert widths.size == 40


def test_size_t_is_c_size_t_in_the_bindings(tmp_path: Path) -> None:
    out = tmp_path / "pkg_sizes"
    with contextlib.redirect_stdout(io.StringIO()):
        assert main(["generate", "--header", str(SIZES), "--out", str(out)]) == 0
    sys.path.insert(0, str(tmp_path))
    try:
        m = importlib.import_module("pkg_sizes.sizes")
    finally:
        sys.path.remove(str(tmp_path))
        for name in [n for n in sys.modules if n.startswith("pkg_sizes")]:
            del sys.modules[name]
    assert dict(m.fooSized._fields_)["n"] is ctypes.c_size_t
    assert ctypes.sizeof(m.fooSized) == 16 and m.fooSized.n.offset == 8
    fields = dict(m.fooWidths._fields_)
    assert fields["u64"] is ctypes.c_uint64 and fields["i64"] is ctypes.c_int64
    assert ctypes.sizeof(fields["address"]) == ctypes.sizeof(fields["offset"]) == 8


def test_missing_stddef_is_an_error_with_its_location(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    empty = tmp_path / "include"
    empty.mkdir()
    monkeypatch.setattr(clang_frontend, "BUILTIN_INCLUDE", empty)
    with pytest.raises(GeneratorError) as info:
        clang_frontend.parse(source(SIZES))
    text = info.value.render()
    assert "stddef.h" in text
    assert f"{SIZES}:{line_of(SIZES, '<stddef.h>')}:" in text


def test_missing_stdint_is_an_error_with_its_location(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    partial = tmp_path / "include"
    partial.mkdir()
    shutil.copy(clang_frontend.BUILTIN_INCLUDE / "stddef.h", partial)
    monkeypatch.setattr(clang_frontend, "BUILTIN_INCLUDE", partial)
    with pytest.raises(GeneratorError) as info:
        clang_frontend.parse(source(SIZES))
    text = info.value.render()
    assert "stdint.h" in text and "stddef.h" not in text
    assert f"{SIZES}:{line_of(SIZES, '<stdint.h>')}:" in text


def test_stdint_limits_are_values(tmp_path: Path) -> None:
    """<stdint.h>'s limits, which headers use as enum values (nvimgcodec.h: `= INT32_MAX`)."""
    header = tmp_path / "limits.h"
    header.write_text("#include <stdint.h>\n"
                      "typedef enum { A = INT32_MAX, B = INT32_MIN, C = (int)UINT16_MAX, D = INT8_MIN } fooLimits;\n")
    api = clang_frontend.parse(source(header))
    (limits,) = api.enums
    assert [(m.name, m.value) for m in limits.members] == [("A", 2**31 - 1), ("B", -(2**31)), ("C", 2**16 - 1),
                                                           ("D", -128)]


def test_size_t_without_its_include_is_an_error() -> None:
    bad = HEADERS / "bad" / "size_t_without_include.h"
    with pytest.raises(GeneratorError) as info:
        clang_frontend.parse(source(bad))
    assert f"{bad}:{line_of(bad, 'error here')}:" in info.value.render()
    assert "size_t" in info.value.render()


def test_parse_arguments_never_select_the_legacy_abi() -> None:
    args = clang_frontend.clang_args(source(SIZES))
    assert not [a for a in args if "__CUDA_API_VERSION_INTERNAL" in a]
    assert "-nostdinc" in args


# ------------------------------------------------------------------------------------------ (b) system headers


SYSTEM_MAIN = HEADERS / "frontend" / "system_main.h"


def test_comments_in_a_system_header_are_kept() -> None:
    api = clang_frontend.parse(source(SYSTEM_MAIN, "system_inner.h"))
    fn = next(f for f in api.functions if f.name == "fooSystemSet")
    assert fn.location == ir.Location("system_inner.h", line_of(SYSTEM_MAIN.parent / "system_inner.h", "fooSystemSet"))
    assert fn.doc.brief == "Documented inside a system header"
    assert [(p.name, p.text) for p in fn.doc.params] == [("value", "The value to set")]
    assert fn.doc.returns == ("FOO_SUCCESS", "FOO_ERROR_X")
    (result,) = api.enums
    assert [m.doc.brief for m in result.members] == ["Success", "Failure"]


def test_the_system_header_fixture_is_a_system_header(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without -fretain-comments-from-system-headers the comment is gone: the test above is meaningful."""
    args = clang_frontend.clang_args
    monkeypatch.setattr(clang_frontend, "clang_args",
                        lambda s: [a for a in args(s) if a != "-fretain-comments-from-system-headers"])
    api = clang_frontend.parse(source(SYSTEM_MAIN, "system_inner.h"))
    docs = {f.name: f.doc.brief for f in api.functions}
    assert docs == {"fooMainCall": "Documented in the main header", "fooSystemSet": ""}


# ------------------------------------------------------------------------------------------ (c) diagnostics


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("syntax_error.h", "expected parameter declarator"),
        ("missing_include.h", "'foo_does_not_exist.h' file not found"),
        ("unknown_type.h", "unknown type name 'fooUnknown_t'"),
    ],
)
def test_a_clang_error_stops_parsing_with_file_and_line(name: str, message: str) -> None:
    bad = HEADERS / "bad" / name
    with pytest.raises(GeneratorError) as info:
        clang_frontend.parse(source(bad))
    err = info.value
    assert name in err.summary
    assert len(err.problems) == 1
    assert err.problems[0].startswith(f"{bad}:{line_of(bad, 'error here')}:")
    assert message in err.problems[0]


def test_every_error_is_reported() -> None:
    bad = HEADERS / "bad" / "two_errors.h"
    with pytest.raises(GeneratorError) as info:
        clang_frontend.parse(source(bad))
    lines = sorted(re.findall(rf"^{re.escape(str(bad))}:(\d+):", "\n".join(info.value.problems), re.M))
    assert lines == [str(line_of(bad, "fooMissingA")), str(line_of(bad, "fooMissingB"))]


def test_a_warning_alone_does_not_stop_parsing() -> None:
    header = HEADERS / "warning.h"
    tu = clang.cindex.Index.create().parse(str(header), args=clang_frontend.clang_args(source(header)))
    severities = [d.severity for d in tu.diagnostics]
    assert clang.cindex.Diagnostic.Warning in severities  # the fixture does warn
    assert max(severities) < clang.cindex.Diagnostic.Error
    api = clang_frontend.parse(source(header))
    assert [f.name for f in api.functions] == ["fooAfterWarning"]


def test_a_type_from_outside_the_library_is_an_error_with_its_location() -> None:
    bad = HEADERS / "bad" / "outside_type.h"
    src = clang_frontend.Source("outside", "", bad, bad.parent, (bad.name,), (bad.parent / "include",))
    with pytest.raises(GeneratorError) as info:
        clang_frontend.parse(src)
    assert "fooOther" in info.value.render()
    assert "foo_other.h:2" in info.value.render()


# ------------------------------------------------------------------------------------------ groups


def test_defgroup_in_a_plain_comment_is_not_a_group(tmp_path: Path) -> None:
    header = tmp_path / "plain.h"
    header.write_text(
        "/* Groups are made with \\defgroup NAME Title and @{ ... @} in doc comments. */\n"
        "typedef enum fooResult_enum { FOO_SUCCESS = 0, FOO_ERROR_X = 1 } fooResult;\n"
        "fooResult fooCall(void);\n"
    )
    api = clang_frontend.parse(source(header))
    assert api.groups == ()


# ------------------------------------------------------------------------------------------ other libraries


def test_a_public_inline_wrapper_binds_the_symbol_it_forwards_to(tmp_path: Path) -> None:
    # nvJitLink's shape: the public name is a static inline forward to a versioned export.
    header = tmp_path / "fwd.h"
    header.write_text(
        "typedef enum fooResult_enum { FOO_SUCCESS = 0, FOO_ERROR_X = 1 } fooResult;\n"
        "typedef struct fooHandle_st *fooHandle;\n"
        "/** Versioned export. */\n"
        "fooResult __fooCreate_2_0(fooHandle *handle, unsigned int n);\n"
        "/** \\brief Create a handle. */\n"
        "static inline fooResult fooCreate(fooHandle *handle, unsigned int n)  // n may be 0\n"
        "{\n"
        "  return __fooCreate_2_0(handle, n);\n"
        "}\n"
        "fooResult __fooDestroy_2_0(fooHandle handle);\n"
        "static inline fooResult fooDestroy(fooHandle handle) { return __fooDestroy_2_0(handle); }\n"
        "fooResult fooSwapped(int a, int b);\n"
        "static inline fooResult fooSwap(int a, int b) { return fooSwapped(b, a); }\n"
        "static inline int fooHelper(int a) { int b = a * 2; return b; }\n"
    )
    api = clang_frontend.parse(source(header))
    functions = {f.name: f for f in api.functions}
    assert sorted(functions) == ["fooCreate", "fooDestroy", "fooSwapped"]
    assert functions["fooCreate"].symbol == "__fooCreate_2_0"
    assert functions["fooCreate"].doc.brief == "Create a handle."
    assert [p.name for p in functions["fooCreate"].params] == ["handle", "n"]
    assert functions["fooDestroy"].symbol == "__fooDestroy_2_0"
    # A wrapper that does more than pass its own parameters on is no binding (fooSwap), and
    # neither is an inline helper with a body of its own (fooHelper).


def test_a_macro_naming_a_versioned_declaration_is_its_public_name(tmp_path: Path) -> None:
    # cuBLAS's shape: cublas_api.h declares cublasSgemm_v2, cublas_v2.h names it cublasSgemm.
    header = tmp_path / "blas_v2.h"
    (tmp_path / "blas_api.h").write_text(
        "typedef enum { BLAS_OK = 0 } blasStatus;\n"
        "blasStatus blasGemm_v2(int m);\n"
        "blasStatus blasGemm_v2_64(long long m);\n"
        "blasStatus blasGemmEx(int m);\n"
        "blasStatus blasOld(int m);\n"
        "blasStatus blasOld_v2(int m);\n"
    )
    header.write_text(
        '#include "blas_api.h"\n'
        "#define blasGemm blasGemm_v2\n"
        "#define blasGemm_64 blasGemm_v2_64\n"
        "#define blasOld blasOld_v2\n"  # a function of that name exists: left as it is
    )
    api = clang_frontend.parse(source(header, "blas_api.h"))
    functions = {f.name: f.symbol for f in api.functions}
    assert functions == {"blasGemm": "blasGemm_v2", "blasGemm_64": "blasGemm_v2_64", "blasGemmEx": "blasGemmEx",
                         "blasOld": "blasOld", "blasOld_v2": "blasOld_v2"}


def test_c_stand_ins_for_cuda_cpp_headers_are_searched_last(tmp_path: Path) -> None:
    # curand.h includes <cuda_runtime.h> (C++): the stand-in gives the runtime's C API instead,
    # unless the header folder has its own (searched first).
    args = clang_frontend.clang_args(source(SIZES))
    assert args[-2:] == ["-idirafter", str(clang_frontend.CUDA_C_INCLUDE)]
    assert (clang_frontend.CUDA_C_INCLUDE / "cuda_runtime.h").read_text().count('#include "cuda_runtime_api.h"') == 1


def test_a_library_that_takes_foreign_types_declares_them_itself() -> None:
    bad = HEADERS / "bad" / "outside_type.h"
    src = clang_frontend.Source("outside", "", bad, bad.parent, (bad.name,), (bad.parent / "include",),
                                foreign=True)
    api = clang_frontend.parse(src)
    assert [f.name for f in api.functions] == ["fooUse"]
    assert [t.name for t in api.typedefs if t.name == "fooOther"] == ["fooOther"]
    taken = record(api, "fooOther")
    assert [(f.name, f.type.name) for f in taken.fields] == [("x", "int")]
    assert taken.location.file.endswith("foo_other.h")


# ------------------------------------------------------------------------------------------ enumerator comments


def test_an_enumerator_without_a_comment_has_no_doc(tmp_path: Path) -> None:
    # libclang gives C and D the comment before B (cuda.h's CU_JIT_NUM_INPUT_TYPES got
    # CU_JIT_INPUT_NVVM's \deprecated that way); trailing comments stay with their enumerator.
    header = tmp_path / "enums.h"
    header.write_text(
        "typedef enum fooKind_enum {\n"
        "    FOO_A = 0, /**< trailing A */\n"
        "    FOO_A2 = 1,\n"
        "    /** \\deprecated before B */\n"
        "    FOO_B = 2,\n"
        "    FOO_C = 3,\n"
        "    FOO_D = 4\n"
        "} fooKind;\n"
    )
    (kind,) = clang_frontend.parse(source(header)).enums
    docs = {m.name: (m.doc.brief, m.doc.deprecated) for m in kind.members}
    assert docs == {
        "FOO_A": ("trailing A", None),
        "FOO_A2": ("", None),
        "FOO_B": ("", "before B"),
        "FOO_C": ("", None),
        "FOO_D": ("", None),
    }
