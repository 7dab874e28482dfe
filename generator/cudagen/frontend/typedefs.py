"""C typedefs; a typedef of a function pointer is a callback.

A struct, union or enum declared inside a typedef (or only named through it, `typedef struct
X *Y;` with X never declared elsewhere) is declared with it.
"""

from __future__ import annotations

import clang.cindex as ci

from .. import ir
from .ctype import Types
from .docs import Docs
from .enums import Enums
from .files import Files
from .names import Names
from .records import Records


class Typedefs:
    """The typedefs and callbacks one walk declares, by name."""

    def __init__(self, files: Files, docs: Docs, names: Names, types: Types, records: Records, enums: Enums) -> None:
        self.files = files
        self.docs = docs
        self.names = names
        self.types = types
        self.records = records
        self.enums = enums
        self.typedefs: dict[str, ir.Typedef] = {}
        self.callbacks: dict[str, ir.Callback] = {}

    def typedef(self, cur: ci.Cursor) -> None:
        underlying = cur.underlying_typedef_type
        for child in cur.get_children():
            # `typedef struct X *Y;` with X never declared elsewhere: record the opaque X.
            if child.kind in (ci.CursorKind.STRUCT_DECL, ci.CursorKind.UNION_DECL):
                self.records.record(child)
            elif child.kind == ci.CursorKind.ENUM_DECL:
                self.enums.enum(child)
            elif child.kind == ci.CursorKind.TYPE_REF:
                decl = child.referenced
                if decl.kind in (ci.CursorKind.STRUCT_DECL, ci.CursorKind.UNION_DECL) and self.files.is_owned(decl):
                    if self.names.record_name(decl) not in self.records.records:
                        self.records.record(decl)
        t = self.types.ctype(underlying)
        doc = self.docs.doc(cur)
        if t.kind == "pointer" and t.target is not None and t.target.kind == "function":
            fn = t.target
            names = [c.spelling for c in cur.get_children() if c.kind == ci.CursorKind.PARM_DECL]
            params = tuple(
                ir.Param(names[i] if i < len(names) and names[i] else f"arg{i}", p)
                for i, p in enumerate(fn.params)
            )
            assert fn.target is not None
            self.callbacks[cur.spelling] = ir.Callback(
                cur.spelling, fn.target, params, self.files.location(cur), self.docs.group_of(cur), doc
            )
            return
        self.typedefs[cur.spelling] = ir.Typedef(cur.spelling, t, self.files.location(cur), self.docs.group_of(cur), doc)
