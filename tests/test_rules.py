"""The rules files name real things. One rules file serves every release and the generator
skips entries a release does not declare, so a typo would pass silently: here every function,
parameter and enumerator a rule names must exist in at least one vendored release."""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path

import pytest

from cudagen import ir
from cudagen.rules import KINDS, RULES_DIR

ROOT = Path(__file__).resolve().parents[1]


@cache
def declared(library: str) -> tuple[dict[str, set[str]], set[str]]:
    """Function -> parameter names, and all enumerator names, over every generated release."""
    functions: dict[str, set[str]] = {}
    enumerators: set[str] = set()
    for package in sorted((ROOT / "generated").glob("cuda_*/api.json")):
        libraries = ir.from_json(package.read_text()).libraries
        api = next((a for a in libraries if a.library == library), None)
        if api is None:
            continue  # a library this release does not have (nvJitLink before 13.0)
        for f in api.functions:
            functions.setdefault(f.name, set()).update(p.name for p in f.params)
        enumerators.update(m.name for e in api.enums for m in e.members)
    return functions, enumerators


@pytest.mark.parametrize("path", sorted(RULES_DIR.glob("*.toml")), ids=lambda p: p.stem)
def test_rules_name_declared_functions_parameters_and_enumerators(path: Path) -> None:
    functions, enumerators = declared(path.stem)
    rules = tomllib.loads(path.read_text())
    problems = []
    for fname, entry in rules.items():
        if fname not in functions:
            problems.append(f"{fname}: no vendored release declares it")
            continue
        for pname, spec in entry.get("params", {}).items():
            if pname not in functions[fname]:
                problems.append(f"{fname}.{pname}: no such parameter in any release")
            if spec.get("kind") not in KINDS:
                problems.append(f"{fname}.{pname}: unknown kind {spec.get('kind')!r}")
            for member in spec.get("types", {}):
                if member not in enumerators:
                    problems.append(f"{fname}.{pname}: enumerator {member} is in no release")
            for key in ("count", "length", "attribute", "function", "size_param"):
                if key in spec and spec[key] not in functions[fname]:
                    problems.append(f"{fname}.{pname}: {key} {spec[key]!r} is not a parameter")
    assert len(rules) > 5
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("path", sorted(RULES_DIR.glob("*.toml")), ids=lambda p: p.stem)
def test_only_queries_keep_the_gil(path: Path) -> None:
    # holds_gil skips releasing the GIL in the compiled backend: only for calls that return at
    # once. A call that enqueues work can wait for room in a full queue that a Python host
    # function (which needs the GIL) is holding up, so those must never be listed: every name
    # here asks for something (Get, Query, Peek, a version), none creates, records, launches,
    # copies or synchronizes.
    data = tomllib.loads(path.read_text())
    held = sorted(name for name, entry in data.items() if isinstance(entry, dict) and entry.get("holds_gil"))
    for name in held:
        assert any(word in name for word in ("Get", "Query", "Peek", "Version")), name
        assert not any(verb in name for verb in ("Record", "Launch", "Memcpy", "Synchronize", "Create")), name
