"""Changes of the generated Python API between two releases, as a caller sees them.

`diff.py` compares the C declarations; this compares what the bindings make of them (the
pyapi model of each release): Python signatures (parameters added, removed, renamed,
reordered, made optional or required, retyped; a count that became derived from its array),
returned values (how many, of what type), functions, enum members, struct and union fields,
module constants and exception classes added or removed, enumerators renumbered, new
deprecations, and C parameters whose binding (explain's decision) changed.

Each `PyChange` is **breaking** (code that ran against the old bindings can fail against the
new ones, or a type checker now rejects it) or **compatible**, and carries the fix where one
is known (the argument to add, the name to use instead). `cudagen check-usage` reports the uses
a code base makes of what changed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass

from ..rules.deprecation import Deprecation
from . import pyapi

SEVERITIES = ("breaking", "compatible")
KINDS = ("function", "parameter", "return", "binding", "enum", "enumerator", "struct", "union", "field",
         "constant", "exception", "name")


@dataclass(frozen=True, slots=True, order=True)
class PyChange:
    """One change of a module's Python API."""

    library: str  # driver | runtime | nvrtc
    kind: str  # KINDS
    name: str  # cuCtxCreate, cuCtxCreate.ctxCreateParams, CUresult.CUDA_ERROR_X, cudaDeviceProp.clockRate
    change: str  # added | removed | renamed | reordered | derived | made optional | made required | retyped
    # | arity | value | deprecated | classification | aliased
    severity: str  # breaking | compatible
    detail: str = ""
    fix: str = ""  # how to update a caller, where it is known


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


def ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _alternatives(annotation: str) -> set[str]:
    """The members of a top-level union annotation ("int | None" -> {"int", "None"})."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(annotation):
        depth += ch == "["
        depth -= ch == "]"
        if ch == "|" and depth == 0:
            parts.append(annotation[start:i])
            start = i + 1
    parts.append(annotation[start:])
    return {p.strip() for p in parts}


class _Types:
    """What the annotations of the new release name: which names are ints at run time, and
    which are other names of a class (`CUDA_MEM_ALLOC_NODE_PARAMS`, a struct in 11.8, is
    another name of `CUDA_MEM_ALLOC_NODE_PARAMS_v1` in 12.9: an annotation that says either
    means the same class)."""

    def __init__(self, module: pyapi.Module) -> None:
        self.ints = {t.name for t in module.types if t.what in ("handle", "int")} | {e.name for e in module.enums}
        self.aliases = {t.name: t.what.removeprefix("alias of ") for t in module.types
                        if t.what.startswith("alias of ")}

    def canonical(self, annotation: str) -> str:
        return re.sub(r"[A-Za-z_]\w*", lambda m: self.aliases.get(m.group(0), m.group(0)), annotation)

    def same(self, new: str, old: str) -> bool:
        return new == old or self.canonical(new) == self.canonical(old)

    def narrower(self, new: str, old: str) -> bool:
        """Whether a value of annotation `new` is one of annotation `old` (a returned value or a
        field read: callers that handled `old` handle `new`)."""
        a, b = _alternatives(self.canonical(new)), _alternatives(self.canonical(old))
        return all(x in b or (x in self.ints and "int" in b) for x in a)

    def wider(self, new: str, old: str) -> bool:
        """Whether annotation `new` accepts everything `old` did (a parameter, a field assigned)."""
        a, b = _alternatives(self.canonical(new)), _alternatives(self.canonical(old))
        return b <= a or "Any" in a


def _replacement(dep: Deprecation | None, exists: Iterable[str]) -> str:
    names = set(exists)
    return dep.replacement if dep and dep.replacement in names else ""


class _Differ:
    """The changes between two releases of one module: a method per kind of item."""

    def __init__(self, old: pyapi.Module, new: pyapi.Module) -> None:
        self.old, self.new = old, new
        self.library = new.library
        self.types = _Types(new)
        self.out: list[PyChange] = []
        self.new_names = new.names()

    def add(self, kind: str, name: str, change: str, breaking: bool, detail: str = "", fix: str = "") -> None:
        self.out.append(PyChange(self.library, kind, name, change, "breaking" if breaking else "compatible",
                                 detail, fix))

    def use_instead(self, dep: Deprecation | None, exists: Iterable[str]) -> str:
        name = _replacement(dep, exists)
        return f"use `{name}`" if name else ""

    # --- functions -----------------------------------------------------------------

    def functions(self) -> None:
        a = {f.name: f for f in self.old.functions}
        b = {f.name: f for f in self.new.functions}
        for name in sorted(a.keys() - b.keys()):
            self.add("function", name, "removed", True, f"was {a[name].signature}",
                     self.use_instead(a[name].deprecated, b) or _successor(a[name], b))
        for name in sorted(b.keys() - a.keys()):
            self.add("function", name, "added", False, b[name].signature)
        for name in sorted(a.keys() & b.keys()):
            fa, fb = a[name], b[name]
            self.parameters(fa, fb)
            self.returns(fa, fb)
            self.bindings(fa, fb)
            if fb.deprecated and not fa.deprecated:
                self.add("function", name, "deprecated", False, fb.deprecated.sentence(name),
                         self.use_instead(fb.deprecated, b))

    def parameters(self, fa: pyapi.Function, fb: pyapi.Function) -> None:
        name = fb.name
        old = [p.name for p in fa.params]
        new = [p.name for p in fb.params]
        call = f"{name}({', '.join(new)})"
        derived = {bn.name for bn in fb.bindings if bn.kind in _DERIVED}
        was_derived = {bn.name for bn in fa.bindings if bn.kind in _DERIVED}
        counted = {bn.related: bn.name for bn in fb.bindings if bn.related and bn.kind in _ARRAYS}
        renamed: dict[str, str] = {}
        if len(old) == len(new):
            for x, y in zip(old, new, strict=True):
                if x != y and x not in new and y not in old:
                    renamed[x] = y
        for x, y in renamed.items():
            self.add("parameter", f"{name}.{x}", "renamed", True, f"{x} is now {y}",
                     f"pass it as `{y}=` (positional calls are unaffected)")
        gone = [x for x in old if x not in new and x not in renamed]
        for x in gone:
            cname = _c_name(fa, x)
            if cname in derived:
                array = counted.get(cname, "")
                self.add("parameter", f"{name}.{x}", "derived", True,
                         f"{x} is now derived" + (f" from len({_py_name(fb, array)})" if array else ""),
                         f"drop the argument: `{call}`")
            else:
                self.add("parameter", f"{name}.{x}", "removed", True, f"was {_spell(fa, x)}",
                         f"drop the argument: `{call}`")
        for i, y in enumerate(new):
            if y in old or y in renamed.values():
                continue
            p = fb.params[i]
            cname = _c_name(fb, y)
            was = " (was derived)" if cname in was_derived else ""
            self.add("parameter", f"{name}.{y}", "added", not p.optional,
                     f"{_spell(fb, y)}, {ordinal(i + 1)} of {len(new)}{was}",
                     f"pass `{y}`: `{call}`")
        kept_old = [x for x in old if x in new]
        kept_new = [y for y in new if y in old]
        if kept_old != kept_new:
            self.add("parameter", name, "reordered", True, f"({', '.join(old)}) became ({', '.join(new)})",
                     f"pass them in the new order, or by keyword: `{call}`")
        pa = {p.name: p for p in fa.params}
        for p in fb.params:
            q = pa.get(p.name) or next((pa[x] for x, y in renamed.items() if y == p.name), None)
            if q is None:
                continue
            if not self.types.same(p.annotation, q.annotation):
                self.add("parameter", f"{name}.{p.name}", "retyped", not self.types.wider(p.annotation, q.annotation),
                         f"{q.annotation} became {p.annotation}")
            if q.optional != p.optional:
                self.add("parameter", f"{name}.{p.name}", "made optional" if p.optional else "made required",
                         not p.optional)

    def returns(self, fa: pyapi.Function, fb: pyapi.Function) -> None:
        name = fb.name
        if fa.arity != fb.arity:
            breaking = fa.arity != 0  # None before: nobody used the value
            self.add("return", name, "arity", breaking, f"{_shape(fa)} became {_shape(fb)}",
                     _unpack_fix(fb) if breaking else "")
        elif not self.types.same(fb.returns, fa.returns):
            self.add("return", name, "retyped", not self.types.narrower(fb.returns, fa.returns),
                     f"{fa.returns} became {fb.returns}")

    def bindings(self, fa: pyapi.Function, fb: pyapi.Function) -> None:
        a = {bn.name: bn for bn in fa.bindings}
        for bn in fb.bindings:
            was = a.get(bn.name)
            if was is not None and (was.kind, was.related) != (bn.kind, bn.related):
                self.add("binding", f"{fb.name}.{bn.name}", "classification", False,
                         f"{_rule(was)} became {_rule(bn)}")

    # --- types and names -----------------------------------------------------------

    def enums(self) -> None:
        a = {e.name: e for e in self.old.enums}
        b = {e.name: e for e in self.new.enums}
        for name in sorted(a.keys() - b.keys()):
            self.add("enum", name, "removed", True, _count(len(a[name].members), "member"))
        for name in sorted(b.keys() - a.keys()):
            self.add("enum", name, "added", False, _count(len(b[name].members), "member"))
        for name in sorted(a.keys() & b.keys()):
            ma = {m.name: m for m in a[name].members}
            mb = {m.name: m for m in b[name].members}
            # A member removed while one of the same value is added was most likely renamed
            # (placeholders that only hold the value, "...Reserved96", are not new names).
            by_value: dict[int, list[str]] = {}
            for member in b[name].members:
                if member.name not in ma and "reserved" not in member.name.lower():
                    by_value.setdefault(member.value, []).append(member.name)
            for m in sorted(ma.keys() - mb.keys()):
                fix = self.use_instead(ma[m].deprecated, mb)
                same = by_value.get(ma[m].value, [])
                if not fix and len(same) == 1:
                    fix = f"use `{same[0]}` (added with the same value)"
                self.add("enumerator", f"{name}.{m}", "removed", True,
                         f"was {ma[m].value}; also the module constant {m}", fix)
            for m in sorted(mb.keys() - ma.keys()):
                self.add("enumerator", f"{name}.{m}", "added", False, f"= {mb[m].value}")
            for m in sorted(ma.keys() & mb.keys()):
                if ma[m].value != mb[m].value:
                    self.add("enumerator", f"{name}.{m}", "value", False,
                             f"{ma[m].value} became {mb[m].value} (code that uses the name follows it)")
                dep = mb[m].deprecated
                if dep and not ma[m].deprecated:
                    self.add("enumerator", f"{name}.{m}", "deprecated", False, dep.sentence(f"{name}.{m}"),
                             self.use_instead(dep, mb))

    def records(self) -> None:
        a = {r.name: r for r in self.old.records}
        b = {r.name: r for r in self.new.records}
        pairs = [(name, name) for name in sorted(a.keys() & b.keys())]
        for name in sorted(a.keys() - b.keys()):
            target = self.types.aliases.get(name, "")
            if target in b:  # the class has another name now, and this one names it
                self.add(b[target].kind, name, "aliased", False, f"now another name of {target}")
                pairs.append((name, target))
                continue
            self.add(a[name].kind, name, "removed", True, _count(len(a[name].fields), "field"),
                     self.use_instead(a[name].deprecated, b))
        for name in sorted(b.keys() - a.keys()):
            self.add(b[name].kind, name, "added", False, _count(len(b[name].fields), "field"))
        for name, target in pairs:
            ra, rb = a[name], b[target]
            if ra.kind != rb.kind:
                self.add(rb.kind, name, "retyped", True, f"a {ra.kind} became a {rb.kind}")
            if rb.deprecated and not ra.deprecated:
                self.add(rb.kind, name, "deprecated", False, rb.deprecated.sentence(name),
                         self.use_instead(rb.deprecated, b))
            fa = {f.name: f for f in ra.fields}
            fb = {f.name: f for f in rb.fields}
            for f in sorted(fa.keys() - fb.keys()):
                self.add("field", f"{name}.{f}", "removed", True, f"was {fa[f].annotation}",
                         self.use_instead(fa[f].deprecated, fb.keys() | self.new_names.keys()))
            for f in sorted(fb.keys() - fa.keys()):
                self.add("field", f"{name}.{f}", "added", False, fb[f].annotation)
            for f in sorted(fa.keys() & fb.keys()):
                x, y = fa[f], fb[f]
                if not self.types.same(y.annotation, x.annotation):
                    self.add("field", f"{name}.{f}", "retyped", not self.types.narrower(y.annotation, x.annotation),
                             f"reads {x.annotation}, now {y.annotation}")
                elif not self.types.same(y.accepts, x.accepts):
                    self.add("field", f"{name}.{f}", "retyped", not self.types.wider(y.accepts, x.accepts),
                             f"takes {x.accepts}, now {y.accepts}")
                if y.deprecated and not x.deprecated:
                    self.add("field", f"{name}.{f}", "deprecated", False, y.deprecated.sentence(f"{name}.{f}"),
                             self.use_instead(y.deprecated, fb.keys() | self.new_names.keys()))

    def constants(self) -> None:
        a = {c.name: c for c in self.old.constants}
        b = {c.name: c for c in self.new.constants}
        for name in sorted(a.keys() - b.keys()):
            self.add("constant", name, "removed", True, f"was {a[name].value}", self.use_instead(a[name].deprecated, b))
        for name in sorted(b.keys() - a.keys()):
            self.add("constant", name, "added", False, f"= {b[name].value}")
        for name in sorted(a.keys() & b.keys()):
            if a[name].value != b[name].value:
                self.add("constant", name, "value", False, f"{a[name].value} became {b[name].value}")
            dep = b[name].deprecated
            if dep and not a[name].deprecated:
                self.add("constant", name, "deprecated", False, dep.sentence(name), self.use_instead(dep, b))

    def errors(self) -> None:
        a = {e.name: e for e in self.old.errors}
        b = {e.name: e for e in self.new.errors}
        for name in sorted(a.keys() - b.keys()):
            self.add("exception", name, "removed", True, f"raised for {a[name].member} ({a[name].code})")
        for name in sorted(b.keys() - a.keys()):
            self.add("exception", name, "added", False, f"raised for {b[name].member} ({b[name].code})")

    def names(self) -> None:
        a = {t.name: t for t in self.old.types}
        b = {t.name: t for t in self.new.types}
        for name in sorted(a.keys() - b.keys()):
            self.add("name", name, "removed", True, f"was {_what(a[name])}")
        records = {r.name for r in self.old.records}
        for name in sorted(b.keys() - a.keys() - records):  # a struct that became an alias: records()
            self.add("name", name, "added", False, _what(b[name]))
        for name in sorted(a.keys() & b.keys()):
            if a[name].what != b[name].what:
                family = a[name].what.split()[0] != b[name].what.split()[0]
                self.add("name", name, "retyped", family, f"{_what(a[name])} became {_what(b[name])}")


_DERIVED = frozenset({"count", "length", "attribute_size", "attribute_sizes", "count_query"})
_ARRAYS = frozenset({"array_in", "array_inout", "array_out_query", "pointer_array", "string_array"})


def _successor(gone: pyapi.Function, new: dict[str, pyapi.Function]) -> str:
    """For a versioned function that is gone (cuGraphAddNode_v2), its public name when that is
    now the same function: the same parameters and returns (13.0's cuGraphAddNode)."""
    base = re.sub(r"_v\d+$", "", gone.name)
    same = new.get(base)
    if base == gone.name or same is None or (same.params, same.returns) != (gone.params, gone.returns):
        return ""
    return f"use `{base}` (the same function now)"


def _c_name(f: pyapi.Function, python: str) -> str:
    """The C parameter a Python parameter stands for (keywords get a trailing `_`)."""
    return next((bn.name for bn in f.bindings if bn.name == python or f"{bn.name}_" == python), python)


def _py_name(f: pyapi.Function, cname: str) -> str:
    return next((p.name for p in f.params if p.name in (cname, f"{cname}_")), cname)


def _spell(f: pyapi.Function, name: str) -> str:
    p = next(p for p in f.params if p.name == name)
    return f"{p.name}: {p.annotation}"


def _shape(f: pyapi.Function) -> str:
    if f.arity == 0:
        return "None"
    if f.arity == 1:
        return f"{f.outputs[0].name} ({f.returns})"
    return f"a tuple ({', '.join(o.name for o in f.outputs)})"


def _unpack_fix(f: pyapi.Function) -> str:
    if f.arity == 0:
        return f"`{f.name}` returns nothing now"
    if f.arity == 1:
        return f"`{f.outputs[0].name} = {f.name}(...)`"
    return f"`{', '.join(o.name for o in f.outputs)} = {f.name}(...)`"


def _rule(b: pyapi.Binding) -> str:
    return b.kind + (f" [{b.related}]" if b.related else "") + (f" ({b.source})" if b.source else "")


def _what(t: pyapi.TypeName) -> str:
    return {"handle": "a handle type", "int": "an int type", "float": "a float type", "bool": "a bool type",
            "bytes": "a bytes type", "callback": "a callback type", "binding": "a name of the bindings"}.get(
        t.what, t.what)


def diff_modules(old: pyapi.Module, new: pyapi.Module) -> list[PyChange]:
    d = _Differ(old, new)
    d.functions()
    d.enums()
    d.records()
    d.constants()
    d.errors()
    d.names()
    return sorted(d.out)


def diff_apis(old: pyapi.PyApi, new: pyapi.PyApi) -> list[PyChange]:
    a = {m.library: m for m in old.modules}
    b = {m.library: m for m in new.modules}
    out: list[PyChange] = []
    for lib in sorted(a.keys() - b.keys()):
        out.append(PyChange(lib, "name", lib, "removed", "breaking", f"the module {lib}"))
    for lib in sorted(b.keys() - a.keys()):
        out.append(PyChange(lib, "name", lib, "added", "compatible", f"the module {lib}"))
    for lib in sorted(a.keys() & b.keys()):
        out += diff_modules(a[lib], b[lib])
    return sorted(out)


def fails(changes: Iterable[PyChange], fail_on: str) -> bool:
    """Whether `--fail-on fail_on` fails for these changes."""
    if fail_on == "none":
        return False
    if fail_on == "any":
        return any(True for _ in changes)
    return any(c.severity == "breaking" for c in changes)


# --- rendering ---------------------------------------------------------------------------


def summary(changes: Sequence[PyChange]) -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = {}
    for c in changes:
        out.setdefault(c.library, {s: 0 for s in SEVERITIES})[c.severity] += 1
    return dict(sorted(out.items()))


def _grouped(changes: Sequence[PyChange]) -> Iterator[tuple[str, str, list[PyChange]]]:
    for lib in sorted({c.library for c in changes}):
        for kind in KINDS:
            group = [c for c in changes if c.library == lib and c.kind == kind]
            if group:
                yield lib, kind, sorted(group, key=lambda c: (SEVERITIES.index(c.severity), c.name, c.change))


def _cell(text: str) -> str:
    return re.sub(r"\s+", " ", text).replace("|", "\\|")


def render_markdown(changes: Sequence[PyChange], level: int = 2, title: str = "Python API") -> str:
    """The Python section of a report (its heading at `level`): a summary table, then the
    changes by module and kind."""
    h = "#" * level
    lines = [f"{h} {title}", ""]
    if not changes:
        return "\n".join([*lines, "No changes of the generated Python API.", ""])
    lines += ["What callers of the generated bindings see. Breaking: a call, attribute or unpacking that "
              "worked may fail, or a type checker may reject it. `cudagen check-usage` finds the uses "
              "a code base makes of them.", "",
              "| module | breaking | compatible |", "|---|---:|---:|"]
    for lib, counts in summary(changes).items():
        lines.append(f"| {lib} | {counts['breaking']} | {counts['compatible']} |")
    current = ""
    for lib, kind, group in _grouped(changes):
        if lib != current:
            lines += ["", f"{h}# Python: {lib}"]
            current = lib
        lines += ["", f"{h}## {kind} ({len(group)})", "", "| name | change | severity | detail | fix |",
                  "|---|---|---|---|---|"]
        for c in group:
            lines.append(f"| `{c.name}` | {c.change} | {c.severity} | {_cell(c.detail)} | {_cell(c.fix)} |")
    return "\n".join(lines) + "\n"


def render_json(changes: Sequence[PyChange]) -> dict[str, object]:
    return {"summary": summary(changes), "changes": [asdict(c) for c in sorted(changes)]}


_COLOURS = {"breaking": "\033[31m", "compatible": "\033[32m"}


def render_text(changes: Sequence[PyChange], colour: bool = False) -> str:
    def paint(text: str, severity: str) -> str:
        return f"{_COLOURS[severity]}{text}\033[0m" if colour else text

    if not changes:
        return "Python API: no changes\n"
    lines = ["Python API:"]
    for lib, counts in summary(changes).items():
        lines.append(f"  {lib}: {counts['breaking']} breaking, {counts['compatible']} compatible")
    for lib, kind, group in _grouped(changes):
        lines.append(f"{lib} {kind} (Python):")
        for c in group:
            tag = paint(f"[{c.severity}]", c.severity)
            text = f"  {tag} {c.name}: {c.change}" + (f" ({c.detail})" if c.detail else "")
            lines.append(text + (f"; fix: {c.fix}" if c.fix else ""))
    return "\n".join(lines) + "\n"
