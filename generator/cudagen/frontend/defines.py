"""The owned headers' #defines: read from the cursors, evaluated through macros.py.

libclang gives each definition as tokens; macros.py evaluates them as C would, with the
walk's enumerators, typedefs and function symbols. A macro the header #undefs again, or one
with a reserved name, is kept as skipped, with the reason.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path

import clang.cindex as ci

from .. import ir
from . import libclang, macros
from .ctype import STANDARD_TYPEDEFS
from .docs import Docs
from .enums import Enums
from .files import Files
from .typedefs import Typedefs


class Defines:
    """The macros one walk defines, by name, and their evaluation once the walk is done."""

    def __init__(self, files: Files, docs: Docs, typedefs: Typedefs, enums: Enums, tu: ci.TranslationUnit,
                 root: Path) -> None:
        self.files = files
        self.docs = docs
        self.typedefs = typedefs  # what a cast to a typedef'd type means
        self.enums = enums
        self.tu = tu  # for the #if blocks the preprocessor skipped
        self.root = root
        self.macro_defs: dict[str, macros.MacroDef] = {}
        self.macro_locations: dict[str, tuple[ir.Location, ir.Doc]] = {}

    def definition(self, cur: ci.Cursor) -> None:
        """A #define as its tokens: a `(` right after the name, with no space, opens the
        parameters of a function-like macro."""
        tokens = list(cur.get_tokens())
        if not tokens:
            return
        name_tok = tokens[0]
        params: tuple[str, ...] | None = None
        body_start = 1
        if (
            len(tokens) > 1
            and tokens[1].spelling == "("
            and tokens[1].extent.start.line == name_tok.extent.end.line
            and tokens[1].extent.start.column == name_tok.extent.end.column
        ):
            close = next(i for i, t in enumerate(tokens) if libclang.token_text(t) == ")")
            params = tuple(libclang.token_text(t) for t in tokens[2:close] if libclang.token_text(t) != ",")
            body_start = close + 1
        body = tuple((_token_kind(t), libclang.token_text(t)) for t in tokens[body_start:])
        self.macro_defs[cur.spelling] = macros.MacroDef(cur.spelling, params, body)
        self.macro_locations[cur.spelling] = (self.files.location(cur), self.docs.macro_doc(cur))

    def _type_resolver(self, name: str) -> str | None:
        """What a cast to type `name` casts to, for macros.py: a builtin type, "pointer", or
        None where it is not a type the walk knows."""
        if name in STANDARD_TYPEDEFS:
            return {"size_t": "unsigned long", "ptrdiff_t": "long", "intptr_t": "long", "uintptr_t": "unsigned long"}.get(
                name, _std_int(name)
            )
        td = self.typedefs.typedefs.get(name)
        seen = set()
        while td is not None and name not in seen:
            seen.add(name)
            t = td.type
            if t.kind == "pointer":
                return "pointer"
            if t.kind == "builtin":
                return self._type_resolver(t.name) if t.name in STANDARD_TYPEDEFS else t.name
            if t.kind == "enum":
                return self.enums.enums[t.name].underlying if t.name in self.enums.enums else "int"
            if t.kind == "typedef":
                name = t.name
                td = self.typedefs.typedefs.get(name)
                continue
            return None
        if name in self.typedefs.callbacks:
            return "pointer"
        return None

    def _undefined_later(self) -> set[str]:
        """Macros an active `#undef` below their definition removes again (cuda.h 13.5's
        RESOURCE_ABI_BYTES); #undefs in inactive #if blocks do not count."""
        undefs: dict[str, dict[str, int]] = {}  # file -> macro -> last active #undef line
        pattern = re.compile(r"^\s*#\s*undef\s+(\w+)")
        skipped = libclang.skipped_lines(self.tu)
        out = set()
        for name, (location, _doc) in self.macro_locations.items():
            if location.file not in undefs:
                path = (self.root / location.file).resolve()
                found: dict[str, int] = {}
                inactive = skipped.get(path, [])
                if path.is_file():
                    for number, line in enumerate(self.files.lines(path), start=1):
                        m = pattern.match(line)
                        if m and not any(start <= number <= end for start, end in inactive):
                            found[m.group(1)] = number
                undefs[location.file] = found
            if undefs[location.file].get(name, 0) > location.line:
                out.add(name)
        return out

    def evaluate(self, functions: Mapping[str, ir.Function]) -> tuple[list[ir.Macro], list[ir.SkippedMacro]]:
        enumerators = {m.name: m.value for e in self.enums.enums.values() for m in e.members}
        symbols = frozenset(f.symbol for f in functions.values()) | frozenset(functions)
        types = frozenset(self.typedefs.typedefs) | frozenset(self.enums.enums)
        ev = macros.Evaluator(self.macro_defs, enumerators, self._type_resolver, symbols, types)
        ok: list[ir.Macro] = []
        skipped: list[ir.SkippedMacro] = []
        undefined = self._undefined_later()
        for name, mdef in self.macro_defs.items():
            location, doc = self.macro_locations[name]
            if name in undefined:
                # The header #undefs it after use: users including the header never see it.
                skipped.append(ir.SkippedMacro(name, "#undef'd by the header after use", mdef.text, location))
                continue
            if name.startswith("__") or (name.startswith("_") and name[1:2].isupper()):
                if mdef.params is None and not mdef.body:
                    reason = "empty (a flag or include guard)"
                else:
                    reason = "reserved identifier (implementation detail)"
                skipped.append(ir.SkippedMacro(name, reason, mdef.text, location))
                continue
            try:
                v = ev.evaluate(name)
            except macros.Unevaluable as exc:
                skipped.append(ir.SkippedMacro(name, str(exc), mdef.text, location))
                continue
            if v.kind == "alias" and v.value == name:
                skipped.append(ir.SkippedMacro(name, "expands to itself", mdef.text, location))
                continue
            ok.append(
                ir.Macro(
                    name=name,
                    kind=v.kind,  # type: ignore[arg-type]
                    value=v.value,
                    ctype=v.ctype,
                    text=mdef.text,
                    location=location,
                    group=self.docs.group_at(location),
                    doc=doc,
                )
            )
        return ok, skipped


def _std_int(name: str) -> str | None:
    m = re.fullmatch(r"(u?)int(8|16|32|64)_t", name)
    if not m:
        return None
    base = {"8": "char", "16": "short", "32": "int", "64": "long"}[m.group(2)]
    if m.group(2) == "8":
        return "unsigned char" if m.group(1) else "signed char"
    return ("unsigned " if m.group(1) else "") + base


def _token_kind(t: ci.Token) -> str:
    return {
        ci.TokenKind.IDENTIFIER: "identifier",
        ci.TokenKind.KEYWORD: "keyword",
        ci.TokenKind.LITERAL: "literal",
        ci.TokenKind.PUNCTUATION: "punctuation",
        ci.TokenKind.COMMENT: "comment",
    }[t.kind]
