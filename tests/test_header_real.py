"""`cudagen generate --header` on real headers as a user downloads them: a library's header in
its own folder, CUDA's types from a vendored release (`--with runtime=13.5`), the machine's C
headers after cudagen's stand-ins, `-D` macros, more owned headers (`--owned`), and errors that
say which option to add."""

from __future__ import annotations

import importlib
import shutil
import sys
from pathlib import Path

import pytest
from test_cli_errors import run

from cudagen.frontend.system import compiler_include_dirs, parse_search_list
from cudagen.project import layout
from cudagen.rules.library import infer

pytestmark = pytest.mark.slow  # generates real library headers, fake libraries built with gcc

GENERATED = layout.GENERATED
HEADERS = layout.HEADERS


def _generate(tmp_path: Path, *argv: str) -> tuple[int, str]:
    code, _, err = run(["generate", "-q", *argv])
    return code, err


def _import(out: Path, module: str) -> object:
    sys.path.insert(0, str(out.parent))
    try:
        return importlib.import_module(f"{out.name}.{module}")
    finally:
        sys.path.remove(str(out.parent))


@pytest.mark.parametrize(
    ("module", "headers", "with_"),
    [("cusparse", ["cusparse.h"], "runtime=13.5"), ("cufile", ["cufile.h"], "driver=13.5")],
)
def test_a_table_library_downloaded_alone_binds_as_the_vendored_module(
    tmp_path: Path, module: str, headers: list[str], with_: str
) -> None:
    """The header alone in a folder (as its wheel ships it), CUDA's types from the vendored 13.5
    headers: the module is the vendored package's, byte for byte (same rules, loader, types)."""
    folder = tmp_path / "download"
    folder.mkdir()
    for name in headers:
        shutil.copy(HEADERS / "13.5" / name, folder / name)
    out = tmp_path / f"pkg_{module}"
    code, err = _generate(tmp_path, "--header", str(folder / headers[0]), "--with", with_, "--out", str(out))
    assert code == 0, err
    for name in (f"{module}.py", f"{module}.pyi", f"_{module}_bodies.py"):
        assert (out / name).read_bytes() == (GENERATED / "cuda_13_5" / name).read_bytes(), name
    mod = _import(out, module)
    assert mod.CUDA_RELEASE == "13.5"  # type: ignore[attr-defined]


def test_without_cuda_headers_the_error_names_the_missing_header_and_the_option(tmp_path: Path) -> None:
    folder = tmp_path / "download"
    folder.mkdir()
    shutil.copy(HEADERS / "13.5" / "cusparse.h", folder / "cusparse.h")
    out = tmp_path / "out"
    code, err = _generate(tmp_path, "--header", str(folder / "cusparse.h"), "--out", str(out))
    assert code != 0
    line = next(i for i, t in enumerate((folder / "cusparse.h").read_text().splitlines(), 1) if "cuComplex.h" in t)
    assert f"cusparse.h:{line}:10: 'cuComplex.h' file not found" in err
    assert "--with runtime=13.5" in err
    assert not out.exists()


MYLIB = """\
#include <stdio.h>
#include <stdint.h>
#include <pthread.h>
#include <cuda_runtime_api.h>
#include "mylib_types.h"
typedef enum { MYLIB_OK = 0, MYLIB_BAD_VALUE = 1 } mylibStatus_t;
/** Says hello. \\param[in] stream where \\param[in] f a log */
mylibStatus_t mylibHello(cudaStream_t stream, FILE *f);
mylibStatus_t mylibThread(pthread_t thread);
mylibStatus_t mylibPoint(mylibPoint_t *out);
#ifdef MYLIB_EXPERIMENTAL
mylibStatus_t mylibExperimental(int level);
#endif
#if MYLIB_LEVEL > 2
mylibStatus_t mylibLevel3(void);
#endif
"""
MYLIB_TYPES = """\
typedef struct { int x; int y; } mylibPoint_t;
int mylibTypesVersion(void);
"""


@pytest.fixture
def mylib(tmp_path: Path) -> Path:
    folder = tmp_path / "mylib"
    folder.mkdir()
    (folder / "mylib.h").write_text(MYLIB)
    (folder / "mylib_types.h").write_text(MYLIB_TYPES)
    return folder / "mylib.h"


needs_pthread = pytest.mark.skipif(
    not any((d / "pthread.h").is_file() for d in compiler_include_dirs()),
    reason="the C compiler's include folders have no pthread.h (or there is no cc)",
)


@needs_pthread
def test_a_users_header_with_system_headers_defines_and_cuda_types(tmp_path: Path, mylib: Path) -> None:
    out = tmp_path / "mypkg"
    code, err = _generate(tmp_path, "--header", str(mylib), "--with", "runtime=13.0", "-D", "MYLIB_EXPERIMENTAL",
                          "-D", "MYLIB_LEVEL=3", "--owned", "mylib_types.h", "--out", str(out))
    assert code == 0, err
    m = _import(out, "mylib")
    names = set(dir(m))
    # -D: both guarded functions; --owned: the second header's function; status enum inferred.
    assert {"mylibExperimental", "mylibLevel3", "mylibTypesVersion", "MylibError", "MylibBadValue"} <= names
    # Taken in: FILE (cudagen's stand-in), pthread_t (the system's), cudaStream_t (CUDA 13.0's).
    api = (out / "api.json").read_text()
    assert '"name":"pthread_t"' in api and '"name":"cudaStream_t"' in api
    assert m.CUDA_RELEASE == "13.0"  # type: ignore[attr-defined]
    # The brief stops where the parameters start on the same line.
    assert m.mylibHello.__doc__.splitlines()[0] == "Says hello."  # type: ignore[attr-defined]
    assert issubclass(m.MylibBadValue, m.MylibError)  # type: ignore[attr-defined]
    # Without -D the guarded functions are not there.
    out2 = tmp_path / "plain"
    code, err = _generate(tmp_path, "--header", str(mylib), "--with", "runtime=13.0", "--out", str(out2))
    assert code == 0, err
    plain = _import(out2, "mylib")
    assert not hasattr(plain, "mylibExperimental") and not hasattr(plain, "mylibLevel3")
    # mylib.h includes mylib_types.h from its own folder: owned without --owned (an umbrella header).
    assert hasattr(plain, "mylibTypesVersion")
    out3 = tmp_path / "not_owned"
    code, err = _generate(tmp_path, "--header", str(mylib), "--with", "runtime=13.0", "--not-owned", "mylib_types.h",
                          "--out", str(out3))
    assert code == 0, err
    trimmed = _import(out3, "mylib")
    assert not hasattr(trimmed, "mylibTypesVersion") and hasattr(trimmed, "mylibPoint")
    # Its type is taken in, as CUDA's are, from the header it is declared in.
    assert '"location":"mylib_types.h:1"' in (out3 / "api.json").read_text()


def test_without_system_includes_a_system_header_is_not_found(tmp_path: Path, mylib: Path) -> None:
    code, err = _generate(tmp_path, "--header", str(mylib), "--with", "runtime=13.0", "--no-system-includes",
                          "--out", str(tmp_path / "out"))
    assert code != 0
    assert "mylib.h:3:10: 'pthread.h' file not found" in err
    assert "--no-system-includes" in err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--with", "runtime"], "expected MODULE=RELEASE"),
        (["--with", "runtime=10.2"], "release 10.2 is not vendored"),
        (["--with", "cudla=13.0"], "CUDA 13.0's package has no 'cudla' module"),
        (["--with", "runtime=/no/such/folder"], "neither a CUDA release"),
        (["-D", "1BAD"], "-D '1BAD': expected NAME or NAME=VALUE"),
        (["--owned", "nope.h"], "--owned nope.h: no such header"),
    ],
)
def test_bad_header_options_say_what_and_where(tmp_path: Path, mylib: Path, argv: list[str], message: str) -> None:
    code, err = _generate(tmp_path, "--header", str(mylib), *argv, "--out", str(tmp_path / "out"))
    assert code != 0
    assert message in err, err
    assert not (tmp_path / "out").exists()


def test_header_options_need_header() -> None:
    code, _, err = run(["generate", "-D", "X"])
    assert code == 2 and "go with --header" in err


GCC_TRANSCRIPT = """\
ignoring nonexistent directory "/usr/local/include/x86_64-linux-gnu"
#include "..." search starts here:
#include <...> search starts here:
 {gcc}
 {usr}
End of search list.
 {after}
"""


def test_search_list_is_read_from_gcc_and_clang_transcripts(tmp_path: Path) -> None:
    gcc, usr, after = (tmp_path / n for n in ("gcc", "usr", "after"))
    for d in (gcc, usr, after):
        d.mkdir()
    text = GCC_TRANSCRIPT.format(gcc=gcc, usr=usr, after=after)
    assert parse_search_list(text) == (gcc.resolve(), usr.resolve())
    clang = text.replace(f" {usr}\n", f" {usr} (framework directory)\n")
    assert parse_search_list(clang) == (gcc.resolve(), usr.resolve())
    assert parse_search_list("no list here") == ()


def test_the_status_enum_of_a_users_header_is_found_by_its_ok_member(tmp_path: Path, mylib: Path) -> None:
    from cudagen.project import generate as pipeline
    from cudagen.project.header import HeaderOptions, header_source

    mylib.write_text(MYLIB.replace("#include <pthread.h>\n", "typedef long pthread_t;\n"))
    source = header_source(HeaderOptions(mylib, with_=("runtime=13.0",), system_includes=False))
    api = pipeline.parse_sources([source], pipeline.Timings()).libraries[0]
    lib = infer(api)
    assert (lib.result_enum, lib.success, lib.error_base) == ("mylibStatus_t", "MYLIB_OK", "MylibError")


def test_a_missing_header_is_named(tmp_path: Path) -> None:
    code, err = _generate(tmp_path, "--header", str(tmp_path / "none.h"), "--out", str(tmp_path / "o"))
    assert code != 0 and f"{tmp_path / 'none.h'}: header not found" in err
