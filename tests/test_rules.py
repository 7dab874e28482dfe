"""The rules files name real things. One rules file serves every release and the generator
skips entries a release does not declare, so a typo would pass silently: here every function,
parameter and enumerator a rule names must exist in at least one vendored release."""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path

import committed
import pytest

from cudagen import ir
from cudagen.errors import GeneratorError
from cudagen.rules.classify import KINDS, RULES_DIR, Classifier, load_rules
from cudagen.rules.typemap import TypeMap

pytestmark = pytest.mark.version_independent  # the rules files against the committed IR

ROOT = Path(__file__).resolve().parents[1]


@cache
def declared(library: str) -> tuple[dict[str, set[str]], set[str]]:
    """Function -> parameter names, and all enumerator names, over every generated release."""
    functions: dict[str, set[str]] = {}
    enumerators: set[str] = set()
    for package in committed.packages():
        api = next((a for a in package.libraries if a.library == library), None)
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
    patterns = rules.pop("pattern", [])
    helpers = rules.pop("helper", {})  # inline helpers of headers no module parses (test_inline_helpers.py)
    problems = [f"helper.{name}: a vendored release declares it" for name in helpers if name in functions]
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
            for key in ("count", "length", "attribute", "function", "size_param", "filled"):
                if key in spec and spec[key] not in functions[fname]:
                    problems.append(f"{fname}.{pname}: {key} {spec[key]!r} is not a parameter")
    assert len(rules) + len(patterns) >= 3
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


@cache
def declared_params(library: str) -> list[tuple[ir.Function, ir.Param]]:
    out = []
    for package in committed.packages():
        api = next((a for a in package.libraries if a.library == library), None)
        if api is not None:
            out += [(f, p) for f in api.functions for p in f.params]
    return out


@pytest.mark.parametrize("path", sorted(RULES_DIR.glob("*.toml")), ids=lambda p: p.stem)
def test_every_pattern_matches_and_its_count_is_a_parameter(path: Path) -> None:
    """[[pattern]] entries (rules.Pattern) apply to whatever they match: each must match some
    parameter of some release (no dead pattern), and a `count` must be a parameter of every
    function it matches in."""
    patterns = load_rules(path.stem, path).patterns
    problems = []
    for i, pattern in enumerate(patterns, start=1):
        matched = [(f, p) for f, p in declared_params(path.stem) if pattern.matches(f, p)]
        if not matched:
            problems.append(f"pattern {i} ({pattern.why}) matches no parameter of any release")
        count = pattern.spec.get("count")
        for f, _p in matched:
            if count and count not in {q.name for q in f.params}:
                problems.append(f"pattern {i}: {f.name} has no parameter {count!r}")
    assert not problems, "\n".join(problems)


def test_a_pattern_decides_after_the_function_entry_and_before_the_heuristics(tmp_path: Path) -> None:
    rules = tmp_path / "lib.toml"
    rules.write_text(
        '[[pattern]]\nwhy = "device memory"\nparam = "x|y"\ntype = "(const )?float \\\\*"\nkind = "pointer"\n\n'
        '[f.params]\ny = { kind = "out" }\n'
    )
    loaded = load_rules("lib", rules)
    f = ir.Function("f", "f", ir.CType("builtin", "int"), (
        ir.Param("x", ir.CType("pointer", target=ir.CType("builtin", "float", const=True))),
        ir.Param("y", ir.CType("pointer", target=ir.CType("builtin", "float"))),
        ir.Param("z", ir.CType("pointer", target=ir.CType("builtin", "float"))),
    ), ir.Location("lib.h", 1))
    api = ir.Api("lib", "", None, (), (f,))
    decided = {r.name: (r.kind, r.source) for r in Classifier(api, TypeMap(api), loaded).classify(f).params}
    assert decided["x"] == ("pointer", "rules file pattern: device memory")
    assert decided["y"] == ("out", "rules file")
    assert decided["z"][1].startswith("heuristic")


def test_a_bad_pattern_is_an_error_naming_the_file(tmp_path: Path) -> None:
    rules = tmp_path / "lib.toml"
    rules.write_text('[[pattern]]\nwhy = "w"\nparam = "x"\nkind = "pointer"\ncolour = 1\n')
    with pytest.raises(GeneratorError, match=r"lib.toml: pattern 1: colour: unknown key"):
        load_rules("lib", rules)
    rules.write_text('[[pattern]]\nwhy = "w"\nparam = "x("\nkind = "pointer"\n')
    with pytest.raises(GeneratorError, match=r"lib.toml: pattern 1"):
        load_rules("lib", rules)
