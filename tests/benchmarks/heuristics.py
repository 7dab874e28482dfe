"""How well the heuristics alone stand in for the vendored libraries' rules files.

    .venv/bin/python tests/benchmarks/heuristics.py [--release R ...] [--detail LIBRARY]

A header given with `--header` has no rules file: the heuristics (rules/classify.py) decide each
parameter alone. The vendored libraries' rules files say, by hand, what the heuristics got wrong
or could not see; so for every parameter a rules file decides (its own entry, a pattern, or a
parameter derived from one: the count of an array the file names), this asks the classifier again
with the rules switched off and counts the parameters it decides the same way (same kind, same
related parameter: the count, size or length it is tied to).

The same for what a library says about itself, which the library table
(headers/libraries.toml) states for the vendored libraries and `rules.library.infer` finds for any
header: its status enum, the function giving a status's text (the exceptions' messages), and its
version (the value of the version macro).

Every vendored release is parsed (a function's parameter counts once, from the newest release
that declares it). Prints one table: per library, the parameters the rules decide, how many the
heuristics alone decide the same way, and the figure recorded in heuristics_baseline.json
(measured on the code before the heuristics were worked on), beside it. tests/test_heuristics.py
fails where a library's figure goes down or the total does not go up.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
BASELINE = Path(__file__).with_name("heuristics_baseline.json")

try:
    import cudagen  # noqa: F401
except ModuleNotFoundError:  # not installed: the checkout's generator/
    sys.path.insert(0, str(ROOT / "generator"))

from cudagen import ir  # noqa: E402
from cudagen.rules import library as described  # noqa: E402
from cudagen.rules.classify import Classifier, ParamRule, RulesFile, load_rules  # noqa: E402
from cudagen.rules.typemap import TypeMap  # noqa: E402


@dataclass
class Agreement:
    """One library's figures: the parameters its rules decide, and those the heuristics agree on."""

    decided: int = 0
    same: int = 0
    # (function, parameter, the rules' decision, the heuristics') where they differ
    differ: list[tuple[str, str, str, str]] = field(default_factory=list)

    @property
    def percent(self) -> float:
        return 100.0 * self.same / self.decided if self.decided else 100.0


# Kinds derived from other parameters: their `related` names one of the parameters they serve (a
# count shared by `from` and `to` names either), so they compare by all the parameters tied to them.
DERIVED = frozenset({"count", "count_query", "length", "attribute_size", "attribute_sizes"})


def _decision(rule: ParamRule, rules: dict[str, ParamRule]) -> tuple[str, str]:
    """What is compared: the kind, and the related parameter (for a derived parameter, every
    parameter tied to it)."""
    if rule.kind in DERIVED:
        tied = sorted(r.name for r in rules.values() if r.related == rule.name and r.kind not in DERIVED)
        return rule.kind, ",".join(tied) or rule.related
    return rule.kind, rule.related


def _text(decision: tuple[str, str]) -> str:
    return f"{decision[0]}[{decision[1]}]" if decision[1] else decision[0]


def _by_rules(rule: ParamRule, rules: dict[str, ParamRule]) -> bool:
    """Whether the rules file decided this parameter: its own entry or a pattern, or a parameter
    derived from such a decision (a count, a length: tied to a parameter the file decides; one
    tied to a heuristic decision is the heuristics')."""
    if rule.source.startswith("rules file"):
        return True
    if rule.source.startswith("heuristic") or rule.related not in rules:
        return False
    return rules[rule.related].source.startswith("rules file")


def compare(api: ir.Api, seen: set[tuple[str, str]], into: Agreement) -> None:
    """Add to `into` the parameters of `api` (a library of one release) its rules file decides,
    but those already counted in `seen` (from a newer release)."""
    rules = load_rules(api.library)
    if rules.path is None:
        return
    types = TypeMap(api)
    with_rules = Classifier(api, types, rules)
    alone = Classifier(api, types, RulesFile(None))
    for fn in api.functions:
        ruled = {r.name: r for r in with_rules.classify(fn).params}
        decided = [r for r in ruled.values() if _by_rules(r, ruled) and (fn.name, r.name) not in seen]
        if not decided:
            continue
        guessed = {r.name: r for r in alone.classify(fn).params}
        for rule in decided:
            seen.add((fn.name, rule.name))
            into.decided += 1
            want, got = _decision(rule, ruled), _decision(guessed[rule.name], guessed)
            if want == got:
                into.same += 1
            else:
                into.differ.append((fn.name, rule.name, _text(want), _text(got)))


# What a library says about itself, compared with the library table.
SELF = ("status enum", "message function", "version")


def _version(api: ir.Api) -> object:
    """The version found for a header not in the table (before the heuristics found one,
    project/header.py took CUDA_VERSION for every such header)."""
    find = getattr(described, "find_version", None)
    return find(api)[1] if find is not None else _macro_value(api, "CUDA_VERSION")


def _macro_value(api: ir.Api, name: str) -> object:
    return next((m.value for m in api.macros if m.name == name), None)


def describe(api: ir.Api) -> dict[str, tuple[str, str]]:
    """Per item of SELF: (what the table says, what is inferred from the header alone)."""
    from cudagen.project.table import entry

    known = entry(api.library)
    assert known is not None, api.library
    table, guess = known.library, described.infer(api)
    types = TypeMap(api)

    def enum(name: str) -> str:
        return types.strip(ir.CType("typedef", name)).name if name else ""

    return {
        "status enum": (enum(table.result_enum), enum(guess.result_enum)),
        "message function": (table.message, guess.message),
        "version": (repr(_macro_value(api, known.version_macro)), repr(_version(api))),
    }


def measure_self(packages: Iterable[ir.Package]) -> dict[str, dict[str, tuple[str, str]]]:
    """Per library (from the newest release that has it): `describe`."""
    out: dict[str, dict[str, tuple[str, str]]] = {}
    for package in packages:
        for api in package.libraries:
            if api.library not in out:
                out[api.library] = describe(api)
    return out


def measure(packages: Iterable[ir.Package]) -> dict[str, Agreement]:
    """Per library, over `packages` (newest release first): the agreement of the heuristics
    with its rules file."""
    out: dict[str, Agreement] = {}
    seen: dict[str, set[tuple[str, str]]] = {}
    for package in packages:
        for api in package.libraries:
            compare(api, seen.setdefault(api.library, set()), out.setdefault(api.library, Agreement()))
    return {k: v for k, v in out.items() if v.decided}


def releases() -> list[str]:
    """The vendored releases, newest first."""
    from cudagen.project import layout

    return sorted(layout.releases(), key=lambda r: tuple(int(x) for x in r.split(".")), reverse=True)


def parse_all(names: Iterable[str], parse: Callable[[str], ir.Package] | None = None) -> list[ir.Package]:
    if parse is None:
        from cudagen.project import generate as pipeline
        from cudagen.project import libraries as project

        def parse(release: str) -> ir.Package:
            return pipeline.parse_sources(project.sources(release), pipeline.Timings())

    return [parse(r) for r in names]


def baseline() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(BASELINE.read_text(encoding="utf-8"))
    return data


def table(figures: dict[str, Agreement], before: dict[str, Any] | None = None) -> str:
    """The figures as a Markdown table, beside the recorded ones."""
    before = before or {"libraries": {}}
    old = before["libraries"]
    lines = [f"Parameters the rules files decide that the heuristics alone decide the same way "
             f"(baseline: {before.get('measured', '?')}, commit {before.get('commit', '?')[:10]})", "",
             "| library | decided by rules | baseline same | now same | baseline % | now % |",
             "|---|---:|---:|---:|---:|---:|"]
    total = Agreement()
    total_old = [0, 0]
    for lib in sorted(set(figures) | set(old)):
        now = figures.get(lib, Agreement())
        was = old.get(lib, {"decided": 0, "same": 0})
        total.decided += now.decided
        total.same += now.same
        total_old[0] += was["decided"]
        total_old[1] += was["same"]
        was_pct = 100.0 * was["same"] / was["decided"] if was["decided"] else 100.0
        lines.append(f"| {lib} | {now.decided} | {was['same']} | {now.same} | {was_pct:.1f} | {now.percent:.1f} |")
    old_pct = 100.0 * total_old[1] / total_old[0] if total_old[0] else 100.0
    lines.append(f"| **total** | {total.decided} | {total_old[1]} | {total.same} | {old_pct:.1f} | "
                 f"{total.percent:.1f} |")
    return "\n".join(lines) + "\n"


def self_table(found: dict[str, dict[str, tuple[str, str]]], before: dict[str, Any] | None = None) -> str:
    """What each library says about itself: the table's answer, and whether the header alone
    gives the same (baseline: how many libraries did)."""
    old = (before or {}).get("self", {})
    lines = ["What a library says about itself, found from its header alone (as the library table says)", "",
             "| library | " + " | ".join(SELF) + " |", "|---|" + "---|" * len(SELF)]
    for lib, items in sorted(found.items()):
        cells = [f"{'same' if want == got else 'differs'}: {got or '-'}" + ("" if want == got else f" (table: {want or '-'})")
                 for want, got in (items[k] for k in SELF)]
        lines.append(f"| {lib} | " + " | ".join(cells) + " |")
    counts = {k: sum(v[k][0] == v[k][1] for v in found.values()) for k in SELF}
    lines.append("| **same** | " + " | ".join(f"{counts[k]} of {len(found)} (baseline {old.get(k, '?')})"
                                               for k in SELF) + " |")
    return "\n".join(lines) + "\n"


def as_json(figures: dict[str, Agreement], found: dict[str, dict[str, tuple[str, str]]]) -> dict[str, Any]:
    return {
        "libraries": {lib: {"decided": a.decided, "same": a.same} for lib, a in sorted(figures.items())},
        "self": {k: sum(v[k][0] == v[k][1] for v in found.values()) for k in SELF},
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    ap.add_argument("--release", action="append", default=[], help="a vendored release (default: all)")
    ap.add_argument("--detail", action="append", default=[], metavar="LIBRARY",
                    help="list the parameters where the heuristics differ from this library's rules")
    ap.add_argument("--json", action="store_true", help="print the figures as JSON (the baseline's form)")
    args = ap.parse_args(argv)
    packages = parse_all(args.release or releases())
    figures, found = measure(packages), measure_self(packages)
    if args.json:
        print(json.dumps(as_json(figures, found), indent=2))
        return 0
    before = baseline() if BASELINE.is_file() else None
    sys.stdout.write(table(figures, before) + "\n" + self_table(found, before))
    for lib in args.detail:
        for fname, pname, rules, guess in figures.get(lib, Agreement()).differ:
            print(f"  {lib}.{fname}({pname}): rules {rules}, heuristics {guess}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
