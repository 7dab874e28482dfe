"""C structs and unions with their layout as clang computes it.

Size, alignment and each field's offset in bits come from clang for the fixed target, so the
generated code can assert them. An anonymous member's fields belong to the parent (placed
through its first named field); `struct { ... } member;` is named after the member; a struct
declared but never defined is opaque.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import clang.cindex as ci

from .. import ir
from ..errors import GeneratorError
from .ctype import Types
from .docs import Docs
from .enums import Enums
from .files import Files, decl_where
from .names import Names, decl_key, has_tag


class Records:
    """The structs and unions one walk declares, by IR name."""

    def __init__(self, files: Files, docs: Docs, names: Names, types: Types, enums: Enums,
                 opaque_reason: Callable[[ci.Cursor], str] | None = None) -> None:
        self.files = files
        self.docs = docs
        self.names = names
        self.types = types
        self.enums = enums  # an enum defined inside a struct is declared with it
        # In a C++ header: why C cannot copy a class ("" if it can); such a class is opaque.
        self.opaque_reason = opaque_reason
        self.records: dict[str, ir.Record] = {}

    def record(self, cur: ci.Cursor, name: str | None = None) -> str:
        name = name or self.names.record_name(cur)
        existing = self.records.get(name)
        if existing is not None and not existing.opaque:
            return name
        if self.opaque_reason is not None and cur.is_definition() and self.opaque_reason(cur):
            self.records[name] = self._opaque(cur, name)
            return name
        if not cur.is_definition():
            definition = cur.get_definition()
            if definition is not None and definition != cur:
                return name  # the definition is visited on its own
            self.records[name] = self._opaque(cur, name)
            return name
        children = list(cur.get_children())
        fields: list[ir.Field] = []
        field_types = {
            decl_key(_element_type(c.type).get_declaration())
            for c in children
            if c.kind == ci.CursorKind.FIELD_DECL
        }
        anon_index = 0
        for i, child in enumerate(children):
            if child.kind in (ci.CursorKind.STRUCT_DECL, ci.CursorKind.UNION_DECL, ci.CursorKind.CLASS_DECL):
                key = decl_key(child)
                if not has_tag(child):
                    if key in field_types:
                        # `struct { ... } member;` : name the type after the member.
                        member = next(
                            c.spelling for c in children[i + 1 :]
                            if c.kind == ci.CursorKind.FIELD_DECL
                            and decl_key(_element_type(c.type).get_declaration()) == key
                        )
                        self.names.record_names[key] = f"{name}_{member}"
                        self.record(child)
                    else:
                        # An anonymous member: its fields belong to the parent.
                        anon_name = f"{name}_anon{anon_index}"
                        anon_index += 1
                        self.names.record_names[key] = anon_name
                        self.record(child)
                        fields.append(
                            ir.Field(
                                name="",
                                type=ir.CType("record", anon_name),
                                offset_bits=self._anon_offset(cur, child),
                                doc=self.docs.doc(child),
                            )
                        )
                else:
                    self.record(child)
            elif child.kind == ci.CursorKind.ENUM_DECL:
                self.enums.enum(child)
            elif child.kind == ci.CursorKind.FIELD_DECL:
                fields.append(
                    ir.Field(
                        name=child.spelling,
                        type=self.types.ctype(child.type),
                        offset_bits=child.get_field_offsetof(),
                        bit_width=child.get_bitfield_width() if child.is_bitfield() else None,
                        doc=self.docs.doc(child),
                    )
                )
        self.records[name] = ir.Record(
            name=name,
            tag=cur.spelling if has_tag(cur) else "",
            kind="union" if cur.kind == ci.CursorKind.UNION_DECL else "struct",
            size=cur.type.get_size(),
            align=cur.type.get_align(),
            fields=tuple(fields),
            location=self.files.location(cur),
            group=self.docs.group_of(cur),
            doc=self.docs.doc(cur),
        )
        return name

    def _opaque(self, cur: ci.Cursor, name: str) -> ir.Record:
        """The record as only declared: no size, no fields; a pointer to it is a handle."""
        return ir.Record(
            name=name,
            tag=cur.spelling if has_tag(cur) else "",
            kind="union" if cur.kind == ci.CursorKind.UNION_DECL else "struct",
            size=0,
            align=0,
            fields=(),
            location=self.files.location(cur),
            opaque=True,
            group=self.docs.group_of(cur),
            doc=self.docs.doc(cur),
        )

    def _anon_offset(self, parent: ci.Cursor, anon: ci.Cursor) -> int:
        """Offset of an anonymous member: that of its first named field, found through the parent."""
        for leaf in _leaf_fields(anon):
            off = parent.type.get_offset(leaf)
            if off >= 0:
                return int(off)
        raise GeneratorError(f"{decl_where(anon)}: cannot place an anonymous member with no named field")


def _element_type(t: ci.Type) -> ci.Type:
    """The type under arrays and pointers: `struct {...} items[2]` declares the struct."""
    while t.kind in (ci.TypeKind.CONSTANTARRAY, ci.TypeKind.INCOMPLETEARRAY, ci.TypeKind.POINTER):
        t = t.element_type if t.kind != ci.TypeKind.POINTER else t.get_pointee()
    return t


def _leaf_fields(cursor: ci.Cursor) -> Iterable[str]:
    for c in cursor.get_children():
        if c.kind == ci.CursorKind.FIELD_DECL and c.spelling:
            yield c.spelling
        elif c.kind in (ci.CursorKind.STRUCT_DECL, ci.CursorKind.UNION_DECL):
            yield from _leaf_fields(c)
