"""Clang types to `ir.CType`.

Builtins are named as C spells them; the C library's typedefs in STANDARD_TYPEDEFS stay by
name as builtins; typedefs, records and enums are referred to by their IR name. A type from a
header the library does not own is a problem, or, for a source that takes such declarations
in, is handed over to be declared too.
"""

from __future__ import annotations

from collections.abc import Callable

import clang.cindex as ci

from .. import ir
from ..errors import GeneratorError
from .files import Files, decl_where
from .names import Names

# Integer typedefs of the C library (and POSIX's sizes and offsets, which cufile.h uses) that
# the IR keeps by name, as builtins. The C library's other typedefs (FILE) are taken in as a
# library's own where its source takes declarations in, as its other foreign types are.
STANDARD_TYPEDEFS = frozenset(
    ["size_t", "ptrdiff_t", "wchar_t", "intptr_t", "uintptr_t", "intmax_t", "uintmax_t", "ssize_t", "off_t", "loff_t"]
    + [f"{s}int{n}_t" for s in ("", "u") for n in (8, 16, 32, 64)]
)

# The builtin kinds C and C++ share (cxx.py takes these as C's).
BUILTIN_KINDS = {
    ci.TypeKind.BOOL: "_Bool",
    ci.TypeKind.CHAR_S: "char",
    ci.TypeKind.CHAR_U: "char",
    ci.TypeKind.SCHAR: "signed char",
    ci.TypeKind.UCHAR: "unsigned char",
    ci.TypeKind.SHORT: "short",
    ci.TypeKind.USHORT: "unsigned short",
    ci.TypeKind.INT: "int",
    ci.TypeKind.UINT: "unsigned int",
    ci.TypeKind.LONG: "long",
    ci.TypeKind.ULONG: "unsigned long",
    ci.TypeKind.LONGLONG: "long long",
    ci.TypeKind.ULONGLONG: "unsigned long long",
    ci.TypeKind.FLOAT: "float",
    ci.TypeKind.DOUBLE: "double",
    ci.TypeKind.LONGDOUBLE: "long double",
    ci.TypeKind.WCHAR: "wchar_t",
}


class Types:
    """Maps the types one walk meets; `problems` collects types from headers not owned."""

    def __init__(self, files: Files, names: Names, take_foreign: Callable[[ci.Cursor], None] | None) -> None:
        self.files = files
        self.names = names
        # Declares a type's declaration from a header not owned; None: such a type is a problem.
        self.take_foreign = take_foreign
        self.problems: list[str] = []

    def ctype(self, t: ci.Type) -> ir.CType:
        const = t.is_const_qualified()
        kind = t.kind
        if kind == ci.TypeKind.ELABORATED:
            inner = self.ctype(t.get_named_type())
            return _with_const(inner, const or inner.const)
        if kind == ci.TypeKind.VOID:
            return ir.CType("void", const=const)
        if kind in BUILTIN_KINDS:
            return ir.CType("builtin", BUILTIN_KINDS[kind], const=const)
        if kind == ci.TypeKind.TYPEDEF:
            decl = t.get_declaration()
            name = decl.spelling
            if decl.semantic_parent.kind == ci.CursorKind.NAMESPACE and _same_name_typedef(decl):
                # C++'s `namespace std { typedef ::FILE FILE; }`: the type is the C one
                inner = self.ctype(decl.underlying_typedef_type)
                return _with_const(inner, const or inner.const)
            if not self.files.is_owned(decl) and not self.files.is_builtin_header(decl):
                if name in STANDARD_TYPEDEFS:
                    return ir.CType("builtin", name, const=const)
                if self.take_foreign is not None:
                    self.take_foreign(decl)
                    return ir.CType("typedef", name, const=const)
                self.problems.append(
                    f"{decl_where(decl)}: type '{name}' comes from a header outside this library"
                )
            if self.files.is_builtin_header(decl):
                if name in STANDARD_TYPEDEFS:
                    return ir.CType("builtin", name, const=const)
                if self.take_foreign is None:
                    raise GeneratorError(f"{decl_where(decl)}: builtin typedef {name} is not mapped")
                self.take_foreign(decl)
            return ir.CType("typedef", name, const=const)
        if kind == ci.TypeKind.RECORD:
            decl = t.get_declaration()
            if self.take_foreign is not None and not self.files.is_owned(decl):
                self.take_foreign(decl)
            return ir.CType("record", self.names.record_name(decl), const=const)
        if kind == ci.TypeKind.ENUM:
            decl = t.get_declaration()
            if self.take_foreign is not None and not self.files.is_owned(decl):
                self.take_foreign(decl)
            return ir.CType("enum", self.names.enum_name(decl), const=const)
        if kind == ci.TypeKind.POINTER:
            return ir.CType("pointer", target=self.ctype(t.get_pointee()), const=const)
        if kind == ci.TypeKind.CONSTANTARRAY:
            return ir.CType("array", target=self.ctype(t.element_type), length=t.element_count, const=const)
        if kind == ci.TypeKind.INCOMPLETEARRAY:
            return ir.CType("array", target=self.ctype(t.element_type), const=const)
        if kind == ci.TypeKind.FUNCTIONPROTO:
            return ir.CType(
                "function",
                target=self.ctype(t.get_result()),
                params=tuple(self.ctype(a) for a in t.argument_types()),
                variadic=t.is_function_variadic(),
            )
        if kind == ci.TypeKind.FUNCTIONNOPROTO:
            return ir.CType("function", target=self.ctype(t.get_result()))
        if kind == ci.TypeKind.UNEXPOSED and t.get_canonical().kind != ci.TypeKind.UNEXPOSED:
            # C++ names a type through a using-declaration (`using ::size_t;` in a namespace) as a
            # type libclang does not expose, without its declaration: the C type it stands for.
            if t.spelling in STANDARD_TYPEDEFS:
                return ir.CType("builtin", t.spelling, const=const)
            inner = self.ctype(t.get_canonical())
            return _with_const(inner, const or inner.const)
        raise GeneratorError(f"unsupported C type '{t.spelling}' (clang kind {kind.name})")


def _same_name_typedef(decl: ci.Cursor) -> bool:
    """Whether a typedef names another typedef of its own name (`typedef ::FILE FILE;`)."""
    underlying = decl.underlying_typedef_type
    if underlying.kind == ci.TypeKind.ELABORATED:
        underlying = underlying.get_named_type()
    if underlying.kind != ci.TypeKind.TYPEDEF:
        return False
    return str(underlying.get_declaration().spelling) == str(decl.spelling)


def _with_const(t: ir.CType, const: bool) -> ir.CType:
    if t.const == const:
        return t
    return ir.CType(t.kind, t.name, const, t.target, t.length, t.params, t.variadic)
