"""C enums: their underlying type and members.

An enumerator's doc is its own comment, never the one libclang lends it from an earlier
enumerator.
"""

from __future__ import annotations

import clang.cindex as ci

from .. import ir
from . import libclang
from .ctype import Types
from .docs import Docs
from .files import Files
from .names import Names, has_tag


class Enums:
    """The enums one walk defines, by IR name (an enum only declared is left out)."""

    def __init__(self, files: Files, docs: Docs, names: Names, types: Types) -> None:
        self.files = files
        self.docs = docs
        self.names = names
        self.types = types
        self.enums: dict[str, ir.Enum] = {}

    def enum(self, cur: ci.Cursor) -> None:
        if not cur.is_definition():
            return
        name = self.names.enum_name(cur)
        underlying = self.types.ctype(cur.enum_type)
        enumerators = [c for c in cur.get_children() if c.kind == ci.CursorKind.ENUM_CONSTANT_DECL]
        self.enums[name] = ir.Enum(
            name=name,
            tag=cur.spelling if has_tag(cur) else "",
            underlying=underlying.name,
            members=tuple(
                ir.EnumMember(c.spelling, c.enum_value,
                              self.docs.doc(c, commented=i == 0 or not libclang.comment_precedes(c, enumerators[i - 1])))
                for i, c in enumerate(enumerators)
            ),
            location=self.files.location(cur),
            group=self.docs.group_of(cur),
            doc=self.docs.doc(cur),
        )
