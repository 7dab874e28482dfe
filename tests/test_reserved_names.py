"""Names that Python or the generated module reserves, used by a header: every one is renamed
deterministically, never refused (tests/headers/reserved.h: each keyword and builtin that is not a
C keyword, and each name a generated module defines for itself, as a status enumerator, another
enum's enumerator, a struct field, a union member, a parameter and a macro). The package
generates, imports and runs on both backends, and each name is reachable where the renaming rule
(docs/calling-convention.md, "Names and NULL") says: typemap.py_global at module level,
py_member in its enum, py_field in its record, py_param as a keyword argument, and the error
codes' classes as module_view.exception_classes names them (`None` -> NoneError)."""

from __future__ import annotations

import importlib
import inspect
import shutil
import subprocess
import sys
import types
from collections.abc import Iterator
from pathlib import Path

import buildcache
import pytest

from cudagen import cli, ir
from cudagen.rules.library import infer
from cudagen.rules.typemap import (
    BUILTIN_NAMES,
    MODULE_NAMES,
    PY_RESERVED,
    py_field,
    py_global,
    py_member,
    py_param,
)
from cudagen.views.module import exception_classes

HEADER = Path(__file__).resolve().parent / "headers" / "reserved.h"
C_KEYWORDS = frozenset({"break", "continue", "else", "for", "if", "return", "while", "float", "int"})
# The private names of templates/bindings.py.j2 (and a function body's own, `_r`, `_e`), with one
# of each family made from a declaration's name (`_enum_<enum>`, `_cell<n>`) and the dunders a
# module has: the rule renames every C name beginning with an underscore, these are its witnesses.
PRIVATE_NAMES = (
    "_c", "_ArgumentError", "_byref", "_s", "_Callable", "_Sequence", "_Any", "_SupportsInt", "_Buffer",
    "_HandleLike", "_Pointer", "_LAZY", "_LAZY_ALIASES", "_LAZY_MEMBERS", "_MATERIALIZED", "_types", "_LAZY_TYPES",
    "_LAZY_ERRORS", "_ERROR_BASE", "_ERRORS", "_DOCS", "_NAMES", "_error", "_describe", "_error_with_log",
    "_param_layout", "_int", "_str", "_bytes", "_float", "_max", "_list", "_vp", "_hv", "_u64", "_i64", "_f",
    "_FUNCTION_DOCS", "_enum_rsKinds", "_cell0", "__getattr__", "__dir__", "__all__", "__name__", "__doc__", "_r",
    "_e",
)


def names() -> list[str]:
    return sorted((PY_RESERVED | BUILTIN_NAMES) - C_KEYWORDS) + sorted(MODULE_NAMES) + list(PRIVATE_NAMES)


def roles() -> tuple[list[str], list[str], list[str]]:
    """C lets an identifier be one file-scope thing: the names take turns (status enumerator,
    plain enumerator, macro); `None` and `True` are status enumerators, as in the issue."""
    every = names()
    status = [n for i, n in enumerate(every) if i % 3 == 0 or n in ("None", "True")]
    rest = [n for n in every if n not in status]
    return status, rest[0::2], rest[1::2]


def _wrap(items: list[str], indent: str, sep: str, width: int = 96) -> str:
    lines, line = [], indent
    for k, item in enumerate(items):
        piece = item + (sep if k < len(items) - 1 else "")
        if len(line) + len(piece) + 1 > width and line.strip():
            lines.append(line.rstrip())
            line = indent
        line += piece + " "
    lines.append(line.rstrip())
    return "\n".join(lines)


def header_text() -> str:
    every = names()
    status, plain, macros = roles()
    return "\n".join([
        "/**",
        " * Every name Python reserves (its keywords and builtins, but for the C keywords among them)",
        " * and every name a generated module defines for itself, as the status enum's enumerators,",
        " * another enum's, struct fields, union members, parameters and macros. C lets an identifier",
        " * be one file-scope thing, so the names take turns at file scope (status enumerator, plain",
        " * enumerator, macro); every one is a field, a member and a parameter. Made by",
        " * tests/test_reserved_names.py (header_text); the test checks the lists are still covered.",
        " */",
        "#ifndef RESERVED_H",
        "#define RESERVED_H",
        "",
        "/** Results: every enumerator but the first is an error with an exception class. */",
        "typedef enum rsResult_enum {\n    RS_SUCCESS = 0,\n"
        + _wrap([f"{n} = {i + 1}" for i, n in enumerate(status)], "    ", ",") + "\n} rsResult;\n",
        "typedef enum rsKinds_enum {\n" + _wrap([f"{n} = {i}" for i, n in enumerate(plain)], "    ", ",")
        + "\n} rsKinds;\n",
        "typedef struct rsFields_st {\n" + "\n".join(f"    int {n};" for n in every) + "\n} rsFields;\n",
        "typedef union rsMembers_un {\n" + "\n".join(f"    int {n};" for n in every) + "\n} rsMembers;\n",
        "/** \\brief Returns its first argument (a status code). */\nrsResult rsCall("
        + _wrap([f"int {n}" for n in every], "    ", ",").lstrip() + ");\n",
        "/** \\brief Fills the struct's fields with their indexes and the union with 7. */\n"
        "rsResult rsFill(rsFields *fields, rsMembers *members);\n",
        "/** \\brief Writes the sum of `_s` and `_c` to `_r`. */\nrsResult rsSum(int _s, int _c, int *_r);\n",
        "\n".join(f"#define {n} {1000 + i}" for i, n in enumerate(macros)) + "\n",
        "#endif",
    ]) + "\n"


def test_the_header_uses_every_reserved_name() -> None:
    """The committed header is the one header_text makes from today's lists: a name added to
    typemap's lists is in it (CUDAGEN_UPDATE_GOLDEN=1 rewrites it)."""
    import os

    if os.environ.get("CUDAGEN_UPDATE_GOLDEN"):
        HEADER.write_text(header_text())
    assert HEADER.read_text() == header_text(), "run CUDAGEN_UPDATE_GOLDEN=1 pytest tests/test_reserved_names.py"


FAKE = """
#include <string.h>
int rsCall(int first, ...) { return first; }
int rsFill(int *fields, int *members) {
    for (int i = 0; i < %(n)d; i++) fields[i] = i;
    *members = 7;
    return 0;
}
int rsSum(int s, int c, int *r) { *r = s + c; return 0; }
"""


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, ir.Api, Path]:
    root = tmp_path_factory.mktemp("reserved")
    out = root / "rspkg"
    assert cli.main(["generate", "--header", str(HEADER), "--out", str(out)]) == 0
    api = ir.from_json((out / "api.json").read_text()).libraries[0]
    source = root / "fake_reserved.c"
    source.write_text(FAKE % {"n": len(names())})
    return out, api, buildcache.built_library("fake_reserved", [source], ["-O0"])


@pytest.fixture(scope="module", params=["python", "compiled"])
def module(request: pytest.FixtureRequest, generated: tuple[Path, ir.Api, Path],
           tmp_path_factory: pytest.TempPathFactory) -> Iterator[types.ModuleType]:
    backend = str(request.param)
    root = tmp_path_factory.mktemp(f"reserved_{backend}")
    package = root / f"rs_{backend}"
    shutil.copytree(generated[0], package)
    if backend == "compiled":
        done = subprocess.run([sys.executable, str(package / "_build.py"), "--quiet"], capture_output=True,
                              text=True, check=False)
        assert done.returncode == 0, done.stderr or done.stdout
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("CUDAGEN_LIB_RESERVED", str(generated[2]))
        mp.setenv("CUDAGEN_BACKEND", backend)
        mp.syspath_prepend(str(root))
        yield importlib.import_module(f"{package.name}.reserved")
    for name in [m for m in sys.modules if m == package.name or m.startswith(package.name + ".")]:
        del sys.modules[name]


def test_the_issue_header_generates_its_enumerators_and_their_own_exception_classes(tmp_path: Path) -> None:
    """The regression: an enumerator `None` was refused ("the exception class None_ has the name
    of a declaration ... libraries.toml: result.exception")."""
    header = tmp_path / "h.h"
    header.write_text("typedef enum { X_SUCCESS = 0, X_ERROR_A = 1, None = 2, True = 3 } Xresult;\n"
                      "Xresult xCall(int a);\n")
    assert cli.main(["generate", "--header", str(header), "--out", str(tmp_path / "hpkg")]) == 0
    text = (tmp_path / "hpkg" / "h.py").read_text()
    assert '"NoneError": "None: ' in text and '"TrueError": "True: ' in text and '"XErrorA": ' in text


def test_every_name_is_reachable_as_documented(module: types.ModuleType, generated: tuple[Path, ir.Api, Path]) -> None:
    m = module
    _, api, _ = generated
    status, plain, macros = roles()
    assert m.BACKEND == m.__name__.split(".")[0].removeprefix("rs_")
    # The module's own names are still its own.
    assert m.KernelArgs.__module__.endswith("_support") and m.CUDAError.__name__ == "CUDAError"
    assert m.CUDA_RELEASE == "" and isinstance(m._s, types.ModuleType)
    exceptions = exception_classes(api, infer(api))
    result, kinds = m.rsResult, m.rsKinds
    missing: list[str] = []
    for i, n in enumerate(status):
        if getattr(m, py_global(n), None) != i + 1 or getattr(result, py_member(n), None) != i + 1:
            missing.append(f"enumerator {n}")
        cls = getattr(m, exceptions[n], None)
        if not (isinstance(cls, type) and issubclass(cls, m.ReservedError) and m._error(i + 1, "f").__class__ is cls):
            missing.append(f"exception class of {n}")
    for i, n in enumerate(plain):
        if getattr(m, py_global(n), None) != i or getattr(kinds, py_member(n), None) != i:
            missing.append(f"enumerator {n}")
    skipped = {x.name: x.reason for x in api.skipped_macros}
    for i, n in enumerate(macros):
        if n.startswith("__") or (n[:1] == "_" and n[1:2].isupper()):  # C reserves them: skipped, saying so
            if "reserved identifier" not in skipped.get(n, ""):
                missing.append(f"macro {n} (skipped)")
        elif getattr(m, py_global(n), None) != 1000 + i:
            missing.append(f"macro {n}")
    assert not missing, missing
    assert len(set(exceptions.values())) == len(status)  # one class each
    assert (exceptions["None"], exceptions["True"], m.None_, m.True_) == ("NoneError", "TrueError", 15, 23)

    # Fields and members, by keyword and by attribute.
    fields, members = m.rsFields(), m.rsMembers()
    m.rsFill(fields, members)
    every = names()
    assert [getattr(fields, py_field(n)) for n in every] == list(range(len(every)))
    assert getattr(members, py_field(every[0])) == 7
    made = m.rsFields(**{py_field(n): k for k, n in enumerate(every)})
    assert made.None_ == every.index("None") and made.__doc___ == every.index("__doc__")
    assert "rsFields(" in repr(made)

    # Parameters, by keyword: rsCall returns its first argument, a status code.
    params = list(inspect.signature(m.rsCall).parameters)
    assert params == [py_param(n) for n in every]
    assert m.rsCall(*([0] * len(every))) is None
    kwargs = {p: 0 for p in params}
    kwargs[params[0]] = status.index("None") + 1
    with pytest.raises(m.NoneError) as caught:
        m.rsCall(**kwargs)
    assert caught.value.name == "None" and caught.value.function == "rsCall"
    assert m.rsSum(_s_=2, _c_=3) == 5  # the body's own _s, _c and _r are untouched


def test_a_library_table_base_that_a_header_declares_names_the_declaration(tmp_path: Path) -> None:
    """An error that is raised names the real collision: the table's exception base and the
    declaration of the same name."""
    import dataclasses

    from cudagen.errors import GeneratorError
    from cudagen.frontend import clang as clang_frontend
    from cudagen.views.module import module_view

    header = tmp_path / "x.h"
    header.write_text("typedef enum { X_SUCCESS = 0, X_ERROR_A = 1 } Xresult;\n#define XCustomError 4\n"
                      "Xresult xCall(int a);\n")
    api = clang_frontend.parse(clang_frontend.Source("x", "", header, tmp_path, (header.name,)))
    lib = dataclasses.replace(infer(api), error_base="XCustomError")
    with pytest.raises(GeneratorError, match=r"exception base XCustomError .*macro XCustomError"):
        module_view(api, library=lib)
