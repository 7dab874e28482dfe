"""Header text must not be able to change the generated program: doc comments with quotes,
backslashes, Jinja syntax and bytes that are not UTF-8, identifiers that are Python keywords,
soft keywords or builtins, struct members named like ctypes' own attributes, string macros
with quotes. The output parses, imports, runs no header text, and keeps every declaration
reachable under the renaming rule (typemap.py_global / py_field / py_name)."""

from __future__ import annotations

import ast
import importlib
import os
import sys
from pathlib import Path
from types import ModuleType

import pytest

from cudagen import cli, ir
from cudagen.rules.typemap import py_field, py_global, py_name

HEADER = Path(__file__).resolve().parent / "headers" / "hostile.h"


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, ir.Api, ModuleType]:
    root = tmp_path_factory.mktemp("hostile")
    out = root / "hostpkg"
    assert cli.main(["generate", "--header", str(HEADER), "--out", str(out)]) == 0
    api = ir.from_json((out / "api.json").read_text()).libraries[0]
    cwd = os.getcwd()
    os.chdir(root)  # where the injected code would write its marker
    sys.path.insert(0, str(root))
    try:
        module = importlib.import_module("hostpkg.hostile")
        for fn in api.functions:  # touch every docstring and default too
            assert getattr(module, py_global(fn.name)).__doc__
    finally:
        sys.path.remove(str(root))
        os.chdir(cwd)
    return root, api, module


def test_output_parses_and_runs_no_header_text(generated: tuple[Path, ir.Api, ModuleType]) -> None:
    root, _, module = generated
    for path in (root / "hostpkg").glob("*.py*"):
        ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    assert not (root / "cudagen_pwned_marker").exists()
    doc = module.hostCall.__doc__
    assert '"""); open("cudagen_pwned_marker", "w") #' in doc  # kept as text, verbatim
    assert "{{ 7*7 }}" in doc and "49" not in doc  # Jinja syntax is text too
    # Doxygen's own escapes are read as Doxygen reads them: `\\` is one backslash.
    assert '"""' in module.hostResult.__doc__ and "\\ backslashes" in module.hostResult.__doc__


def test_string_macros_keep_their_quotes(generated: tuple[Path, ir.Api, ModuleType]) -> None:
    _, _, module = generated
    assert module.HOST_STRING == 'quote " and triple """ and backslash \\ and {{ x }}'
    assert module.HOST_SINGLE == "'''"


def test_bytes_that_are_not_utf8_become_replacement_characters(
    generated: tuple[Path, ir.Api, ModuleType],
) -> None:
    _, _, module = generated
    assert "\ufffd" in module.hostLatin.__doc__


def test_every_declaration_is_reachable_under_the_renaming_rule(
    generated: tuple[Path, ir.Api, ModuleType],
) -> None:
    _, api, module = generated
    missing = []
    for name in [f.name for f in api.functions] + [e.name for e in api.enums] + [m.name for m in api.macros]:
        if not hasattr(module, py_global(name)):
            missing.append(name)
    for e in api.enums:
        for m in e.members:
            if not hasattr(module, py_global(m.name)) or not hasattr(getattr(module, py_global(e.name)),
                                                                     py_name(m.name)):
                missing.append(f"{e.name}.{m.name}")
    for r in api.records:
        cls = getattr(module, py_global(r.name), None)
        if cls is None:
            missing.append(r.name)
            continue
        for f in r.fields:
            if f.name and not hasattr(cls, py_field(f.name)):
                missing.append(f"{r.name}.{f.name}")
    assert not missing, missing
    # The rule itself, on the names the header uses:
    assert module.lambda_ == 0 and module.None_ == 2 and module.True_ == 3 and module.print_ == 4
    # Soft keywords are valid names on every Python: `match` stays `match` (the rule is the
    # same whichever Python generates: typemap freezes its lists).
    assert module.match == 6 and module.async_ == 5 and module.import_ == 5
    assert callable(module.await_)
    fields = [f[0] for f in module.hostStruct._fields_]
    assert fields == ["class_", "_fields__", "_pack__", "_anonymous__", "def_", "self", "type", "bytes"]
    s = module.hostStruct(class_=1, _fields__=2, type=3, bytes=4)
    assert (s.class_, s._fields__, s.type, s.bytes) == (1, 2, 3, 4)


def test_parameters_named_like_keywords_are_renamed(generated: tuple[Path, ir.Api, ModuleType]) -> None:
    import inspect

    _, _, module = generated
    assert list(inspect.signature(module.hostCall).parameters) == ["lambda_", "from_", "class_", "print"]
    assert list(inspect.signature(module.await_).parameters) == ["yield_"]


def test_the_renaming_rule_does_not_depend_on_the_running_python() -> None:
    # The hard keywords are the same on every supported Python; the frozen builtins hold every
    # builtin of this one (3.11 to 3.13 add, never remove).
    import builtins
    import keyword

    from cudagen.rules.typemap import BUILTIN_NAMES, PY_RESERVED

    assert set(keyword.kwlist) == PY_RESERVED
    assert {n for n in dir(builtins) if not n.startswith("_")} <= BUILTIN_NAMES
    assert py_name("type") == "type" and py_name("match") == "match" and py_name("lambda") == "lambda_"


def test_the_frozen_name_lists_know_every_name_this_python_reserves() -> None:
    """The renaming rule reads frozen lists (typemap.py), never the running interpreter. When a
    newer Python reserves more names, this test names them: adding one to a list renames C names
    in every generated package (keyword arguments of the public API), so it is a decision, with
    a regeneration and a CHANGELOG line, not an accident of the Python that generated."""
    import builtins
    import keyword

    from cudagen.rules.typemap import BUILTIN_NAMES, PY_RESERVED, SOFT_KEYWORDS

    version = ".".join(map(str, sys.version_info[:2]))
    new = {
        "keywords (renamed everywhere: PY_RESERVED)": set(keyword.kwlist) - PY_RESERVED,
        "soft keywords (valid names, left as they are: SOFT_KEYWORDS)": set(keyword.softkwlist) - SOFT_KEYWORDS,
        "builtins (renamed at module level: BUILTIN_NAMES)":
            {n for n in dir(builtins) if not n.startswith("_")} - BUILTIN_NAMES,
    }
    found = {kind: sorted(names) for kind, names in new.items() if names}
    assert not found, f"Python {version} reserves names the frozen lists do not know: {found}"
