"""The IR names of structs, unions and enums.

A struct or enum declared inside a typedef takes the typedef's name; others keep their tag;
an anonymous one is named after its line. A declaration is known by its USR, so every cursor
that reaches it finds the same name.
"""

from __future__ import annotations

import clang.cindex as ci


def decl_key(cursor: ci.Cursor) -> str:
    """What identifies a declaration across the cursors that reach it: its USR, else its place."""
    return cursor.get_usr() or f"{cursor.location.file}:{cursor.location.line}:{cursor.location.column}"


def has_tag(cursor: ci.Cursor) -> bool:
    """Whether the struct, union or enum has a tag of its own (libclang spells an anonymous
    one `(unnamed struct at ...)`)."""
    return bool(cursor.spelling) and not cursor.is_anonymous() and "(" not in cursor.spelling


def contains(outer: ci.SourceRange, inner: ci.SourceRange) -> bool:
    """Whether `inner` lies within `outer`: a struct defined inside a typedef, not before it."""
    return (outer.start.line, outer.start.column) <= (inner.start.line, inner.start.column) and (
        outer.end.line,
        outer.end.column,
    ) >= (inner.end.line, inner.end.column)


class Names:
    """Declaration key -> IR name, for records (structs and unions) and for enums."""

    def __init__(self) -> None:
        self.record_names: dict[str, str] = {}  # record cursor hash key -> IR name
        self.enum_names: dict[str, str] = {}

    def record_name(self, cursor: ci.Cursor) -> str:
        key = decl_key(cursor)
        if key not in self.record_names:
            # Declared before we named it (e.g. used in a typedef first): use its tag.
            self.record_names[key] = cursor.spelling if has_tag(cursor) else f"_anon_{cursor.location.line}"
        return self.record_names[key]

    def enum_name(self, cursor: ci.Cursor) -> str:
        key = decl_key(cursor)
        if key not in self.enum_names:
            self.enum_names[key] = cursor.spelling if has_tag(cursor) else f"_anon_enum_{cursor.location.line}"
        return self.enum_names[key]

    def name_from_typedefs(self, top: list[ci.Cursor]) -> None:
        """A struct or enum declared inside a typedef takes the typedef's name
        (`typedef struct CUDA_MEMCPY2D_st {...} CUDA_MEMCPY2D_v2`); others keep their tag."""
        for i, cur in enumerate(top):
            if cur.kind not in (ci.CursorKind.STRUCT_DECL, ci.CursorKind.UNION_DECL, ci.CursorKind.ENUM_DECL):
                continue
            names = self.enum_names if cur.kind == ci.CursorKind.ENUM_DECL else self.record_names
            key = decl_key(cur)
            if key in names:
                continue
            nxt = top[i + 1] if i + 1 < len(top) else None
            if (
                nxt is not None
                and nxt.kind == ci.CursorKind.TYPEDEF_DECL
                and cur.is_definition()
                and contains(nxt.extent, cur.extent)
            ):
                names[key] = nxt.spelling
            elif has_tag(cur):
                names[key] = cur.spelling
            elif nxt is not None and nxt.kind == ci.CursorKind.TYPEDEF_DECL:
                names[key] = nxt.spelling
            else:
                names[key] = f"_anon_{'enum_' if names is self.enum_names else ''}{cur.location.line}"

    def name_after_typedef(self, typedef: ci.Cursor) -> None:
        """A struct, union or enum defined inside the typedef takes its name, unless it has one
        already (`typedef enum X {...} Y`: the enum is Y)."""
        for child in typedef.get_children():
            if (child.kind in (ci.CursorKind.STRUCT_DECL, ci.CursorKind.UNION_DECL, ci.CursorKind.ENUM_DECL)
                    and child.is_definition() and contains(typedef.extent, child.extent)):
                names = self.enum_names if child.kind == ci.CursorKind.ENUM_DECL else self.record_names
                names.setdefault(decl_key(child), typedef.spelling)
