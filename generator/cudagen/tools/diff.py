"""API and ABI change reports between two releases, from their IR alone.

Every change is one `Change`: what (library, kind of declaration, name), how (added,
removed, retyped, ...), and its severity for the people who depend on it:

- `api`: breaks callers' source (a function, parameter, field, enumerator or macro is gone
  or has a different type);
- `abi`: breaks binaries built against the old headers (a struct's size, alignment or a
  field's offset, an enumerator's or macro's value, the symbol a name binds to, changed);
- `compatible`: additions and deprecations.

Reports render as Markdown (a summary table first, for a pull-request comment), JSON (the
schema is `Change`'s fields, sorted) or text (coloured on a terminal). A `Report` adds the
changes of the generated Python API (pydiff.py) as a section of its own.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass

from .. import ir
from . import pydiff

SEVERITIES = ("api", "abi", "compatible")
SEVERITY_TITLES = {"api": "breaking (API)", "abi": "breaking (ABI)", "compatible": "compatible"}
JSON_SCHEMA = 1


@dataclass(frozen=True, slots=True, order=True)
class Change:
    """One difference between the two releases."""

    library: str  # driver | runtime | nvrtc
    kind: str  # function | enum | enumerator | struct | union | field | typedef | callback | macro | library
    name: str  # cuMemAlloc, CUresult.CUDA_ERROR_X, cudaDeviceProp.clockRate
    change: str  # added | removed | retyped | signature | symbol | value | size | align | offset | deprecated
    severity: str  # api | abi | compatible
    detail: str = ""


def _spell(t: ir.CType) -> str:
    return " ".join(t.spelling().split())


def _params(f: ir.Function) -> str:
    return ", ".join(_spell(p.type) for p in f.params) + (", ..." if f.variadic else "")


class _Differ:
    def __init__(self, library: str) -> None:
        self.library = library
        self.out: list[Change] = []

    def add(self, kind: str, name: str, change: str, severity: str, detail: str = "") -> None:
        self.out.append(Change(self.library, kind, name, change, severity, detail))

    def functions(self, old: Sequence[ir.Function], new: Sequence[ir.Function]) -> None:
        a, b = {f.name: f for f in old}, {f.name: f for f in new}
        for name in sorted(a.keys() - b.keys()):
            self.add("function", name, "removed", "api", f"was {a[name].symbol}({_params(a[name])})")
        for name in sorted(b.keys() - a.keys()):
            self.add("function", name, "added", "compatible", f"{b[name].symbol}({_params(b[name])})")
        for name in sorted(a.keys() & b.keys()):
            fa, fb = a[name], b[name]
            if (_params(fa), _spell(fa.result)) != (_params(fb), _spell(fb.result)):
                self.add("function", name, "signature", "api",
                         f"({_params(fa)}) -> {_spell(fa.result)} became ({_params(fb)}) -> {_spell(fb.result)}")
            elif [p.name for p in fa.params] != [p.name for p in fb.params]:
                self.add("function", name, "renamed parameters", "api",
                         f"({', '.join(p.name for p in fa.params)}) became ({', '.join(p.name for p in fb.params)})")
            if fa.symbol != fb.symbol:
                self.add("function", name, "symbol", "abi", f"binds {fb.symbol} instead of {fa.symbol}")
            if fb.doc.deprecated and not fa.doc.deprecated:
                self.add("function", name, "deprecated", "compatible", " ".join(fb.doc.deprecated.split())[:200])

    def enums(self, old: Sequence[ir.Enum], new: Sequence[ir.Enum]) -> None:
        a, b = {e.name: e for e in old}, {e.name: e for e in new}
        for name in sorted(a.keys() - b.keys()):
            self.add("enum", name, "removed", "api", f"{len(a[name].members)} members")
        for name in sorted(b.keys() - a.keys()):
            self.add("enum", name, "added", "compatible", f"{len(b[name].members)} members")
        for name in sorted(a.keys() & b.keys()):
            ea, eb = a[name], b[name]
            if ea.underlying != eb.underlying:
                self.add("enum", name, "retyped", "abi", f"{ea.underlying} became {eb.underlying}")
            ma, mb = {m.name: m.value for m in ea.members}, {m.name: m.value for m in eb.members}
            for m in sorted(ma.keys() - mb.keys()):
                self.add("enumerator", f"{name}.{m}", "removed", "api", f"was {ma[m]}")
            for m in sorted(mb.keys() - ma.keys()):
                self.add("enumerator", f"{name}.{m}", "added", "compatible", f"= {mb[m]}")
            for m in sorted(ma.keys() & mb.keys()):
                if ma[m] != mb[m]:
                    self.add("enumerator", f"{name}.{m}", "value", "abi", f"{ma[m]} became {mb[m]}")

    def records(self, old: Sequence[ir.Record], new: Sequence[ir.Record]) -> None:
        a = {r.name: r for r in old if not r.opaque}
        b = {r.name: r for r in new if not r.opaque}
        for name in sorted(a.keys() - b.keys()):
            self.add(a[name].kind, name, "removed", "api", f"{a[name].size} bytes")
        for name in sorted(b.keys() - a.keys()):
            self.add(b[name].kind, name, "added", "compatible", f"{b[name].size} bytes")
        for name in sorted(a.keys() & b.keys()):
            ra, rb = a[name], b[name]
            if ra.size != rb.size:
                self.add(ra.kind, name, "size", "abi", f"{ra.size} bytes became {rb.size}")
            if ra.align != rb.align:
                self.add(ra.kind, name, "align", "abi", f"alignment {ra.align} became {rb.align}")
            fa = {f.name: f for f in ra.fields if f.name}
            fb = {f.name: f for f in rb.fields if f.name}
            for f in sorted(fa.keys() - fb.keys()):
                self.add("field", f"{name}.{f}", "removed", "api", f"{_spell(fa[f].type)} at byte {fa[f].offset_bits // 8}")
            for f in sorted(fb.keys() - fa.keys()):
                severity = "abi" if ra.size != rb.size or fb[f].offset_bits // 8 < ra.size else "compatible"
                self.add("field", f"{name}.{f}", "added", severity,
                         f"{_spell(fb[f].type)} at byte {fb[f].offset_bits // 8}")
            for f in sorted(fa.keys() & fb.keys()):
                if _spell(fa[f].type) != _spell(fb[f].type):
                    self.add("field", f"{name}.{f}", "retyped", "api",
                             f"{_spell(fa[f].type)} became {_spell(fb[f].type)}")
                if fa[f].offset_bits != fb[f].offset_bits:
                    self.add("field", f"{name}.{f}", "offset", "abi",
                             f"byte {fa[f].offset_bits // 8} became {fb[f].offset_bits // 8}")

    def typedefs(self, old: Sequence[ir.Typedef], new: Sequence[ir.Typedef]) -> None:
        def own(t: ir.Typedef) -> bool:
            # `typedef struct X_st {...} X`: the struct itself, reported as a struct.
            return t.type.kind in ("record", "enum") and t.type.name == t.name

        a = {t.name: t for t in old if not own(t)}
        b = {t.name: t for t in new if not own(t)}
        for name in sorted(a.keys() - b.keys()):
            self.add("typedef", name, "removed", "api", _spell(a[name].type))
        for name in sorted(b.keys() - a.keys()):
            self.add("typedef", name, "added", "compatible", _spell(b[name].type))
        for name in sorted(a.keys() & b.keys()):
            if _spell(a[name].type) != _spell(b[name].type):
                self.add("typedef", name, "retyped", "api", f"{_spell(a[name].type)} became {_spell(b[name].type)}")

    def callbacks(self, old: Sequence[ir.Callback], new: Sequence[ir.Callback]) -> None:
        def sig(c: ir.Callback) -> str:
            return f"({', '.join(_spell(p.type) for p in c.params)}) -> {_spell(c.result)}"

        a, b = {c.name: c for c in old}, {c.name: c for c in new}
        for name in sorted(a.keys() - b.keys()):
            self.add("callback", name, "removed", "api", sig(a[name]))
        for name in sorted(b.keys() - a.keys()):
            self.add("callback", name, "added", "compatible", sig(b[name]))
        for name in sorted(a.keys() & b.keys()):
            if sig(a[name]) != sig(b[name]):
                self.add("callback", name, "signature", "api", f"{sig(a[name])} became {sig(b[name])}")

    def macros(self, old: Sequence[ir.Macro], new: Sequence[ir.Macro]) -> None:
        a = {m.name: m for m in old if m.kind != "alias"}
        b = {m.name: m for m in new if m.kind != "alias"}
        for name in sorted(a.keys() - b.keys()):
            self.add("macro", name, "removed", "api", f"was {a[name].value!r}")
        for name in sorted(b.keys() - a.keys()):
            self.add("macro", name, "added", "compatible", f"= {b[name].value!r}")
        for name in sorted(a.keys() & b.keys()):
            if a[name].value != b[name].value:
                # The version macros change every release by design.
                severity = "compatible" if name.endswith("VERSION") else "abi"
                self.add("macro", name, "value", severity, f"{a[name].value!r} became {b[name].value!r}")


def diff_apis(old: ir.Api, new: ir.Api) -> list[Change]:
    d = _Differ(new.library)
    d.functions(old.functions, new.functions)
    d.enums(old.enums, new.enums)
    d.records(old.records, new.records)
    d.typedefs(old.typedefs, new.typedefs)
    d.callbacks(old.callbacks, new.callbacks)
    d.macros(old.macros, new.macros)
    return sorted(d.out)


def diff_packages(old: ir.Package, new: ir.Package) -> list[Change]:
    a = {api.library: api for api in old.libraries}
    b = {api.library: api for api in new.libraries}
    out: list[Change] = []
    for lib in sorted(a.keys() - b.keys()):
        out.append(Change(lib, "library", lib, "removed", "api", f"{len(a[lib].functions)} functions"))
    for lib in sorted(b.keys() - a.keys()):
        out.append(Change(lib, "library", lib, "added", "compatible", f"{len(b[lib].functions)} functions"))
    for lib in sorted(a.keys() & b.keys()):
        out += diff_apis(a[lib], b[lib])
    return sorted(out)


def fails(changes: Iterable[Change], fail_on: str) -> bool:
    """Whether `--fail-on fail_on` fails for these changes."""
    if fail_on == "none":
        return False
    if fail_on == "any":
        return any(True for _ in changes)
    return any(c.severity in ("api", "abi") for c in changes)


# --- rendering ---------------------------------------------------------------------------

_KIND_ORDER = ["library", "function", "callback", "enum", "enumerator", "struct", "union", "field",
               "typedef", "macro"]


def _grouped(changes: Sequence[Change]) -> Iterator[tuple[str, str, list[Change]]]:
    libraries = sorted({c.library for c in changes})
    for lib in libraries:
        for kind in _KIND_ORDER:
            group = [c for c in changes if c.library == lib and c.kind == kind]
            if group:
                yield lib, kind, sorted(group, key=lambda c: (SEVERITIES.index(c.severity), c.name, c.change))


def summary(changes: Sequence[Change]) -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = {}
    for c in changes:
        out.setdefault(c.library, {s: 0 for s in SEVERITIES})[c.severity] += 1
    return dict(sorted(out.items()))


def render_markdown(changes: Sequence[Change], old: str, new: str) -> str:
    lines = [f"# CUDA API changes: {old} → {new}", ""]
    if not changes:
        return "\n".join([*lines, "No changes.", ""])
    lines += ["| library | breaking (API) | breaking (ABI) | compatible |", "|---|---:|---:|---:|"]
    for lib, counts in summary(changes).items():
        lines.append(f"| {lib} | {counts['api']} | {counts['abi']} | {counts['compatible']} |")
    lines.append("")
    lines.append("Breaking (API): source that compiled against the old headers may not. Breaking (ABI): "
                 "binaries built against the old headers see different sizes, offsets, values or "
                 "symbols. Compatible: additions and deprecations.")
    current = ""
    for lib, kind, group in _grouped(changes):
        if lib != current:
            lines += ["", f"## {lib}"]
            current = lib
        lines += ["", f"### {kind} ({len(group)})", "", "| name | change | severity | detail |", "|---|---|---|---|"]
        for c in group:
            detail = c.detail.replace("|", "\\|")
            lines.append(f"| `{c.name}` | {c.change} | {SEVERITY_TITLES[c.severity]} | {detail} |")
    return "\n".join(lines) + "\n"


def render_json(changes: Sequence[Change], old: str, new: str) -> str:
    data = {
        "schema": JSON_SCHEMA,
        "old": old,
        "new": new,
        "summary": summary(changes),
        "changes": [asdict(c) for c in sorted(changes)],
    }
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


_COLOURS = {"api": "\033[31m", "abi": "\033[33m", "compatible": "\033[32m"}


def render_text(changes: Sequence[Change], old: str, new: str, colour: bool = False) -> str:
    def paint(text: str, severity: str) -> str:
        return f"{_COLOURS[severity]}{text}\033[0m" if colour else text

    lines = [f"CUDA API changes {old} -> {new}"]
    if not changes:
        return lines[0] + ": no changes\n"
    for lib, counts in summary(changes).items():
        lines.append(f"  {lib}: {counts['api']} breaking (API), {counts['abi']} breaking (ABI), "
                     f"{counts['compatible']} compatible")
    for lib, kind, group in _grouped(changes):
        lines.append(f"{lib} {kind}:")
        for c in group:
            tag = paint(f"[{c.severity}]", c.severity)
            lines.append(f"  {tag} {c.name}: {c.change}" + (f" ({c.detail})" if c.detail else ""))
    return "\n".join(lines) + "\n"


RENDERERS = {"md": render_markdown, "json": render_json}


@dataclass(frozen=True, slots=True)
class Report:
    """What `cudagen diff` reports: the C changes (None with --python: not asked for) and
    the changes of the generated Python API."""

    old: str
    new: str
    c: Sequence[Change] | None
    python: Sequence[pydiff.PyChange]

    def fails(self, fail_on: str) -> bool:
        return fails(self.c or (), fail_on) or pydiff.fails(self.python, fail_on)

    def render(self, fmt: str, colour: bool = False) -> str:
        if fmt == "json":
            data = json.loads(render_json(self.c, self.old, self.new)) if self.c is not None else {
                "schema": JSON_SCHEMA, "old": self.old, "new": self.new}
            data["python"] = pydiff.render_json(self.python)
            return json.dumps(data, indent=1, ensure_ascii=False) + "\n"
        if fmt == "md":
            if self.c is None:
                return pydiff.render_markdown(self.python, 1, f"Python API changes: {self.old} → {self.new}")
            return render_markdown(self.c, self.old, self.new) + "\n" + pydiff.render_markdown(self.python)
        c_text = render_text(self.c, self.old, self.new, colour) if self.c is not None else (
            f"Python API changes {self.old} -> {self.new}\n")
        return c_text + pydiff.render_text(self.python, colour)
