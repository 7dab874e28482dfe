"""What the functions of one extension share: the object table, the by-value record types
and the C spelling of the IR's types."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ... import ir
from ...rules.typemap import TypeMap

if TYPE_CHECKING:
    from ...rules.library import Library

# C spellings of the builtin integer types the IR names (LP64).
_C_INTS = {
    "_Bool": "_Bool", "char": "char", "signed char": "signed char", "unsigned char": "unsigned char",
    "short": "short", "unsigned short": "unsigned short", "int": "int", "unsigned int": "unsigned int",
    "long": "long", "unsigned long": "unsigned long", "long long": "long long",
    "unsigned long long": "unsigned long long", "size_t": "size_t", "ptrdiff_t": "ptrdiff_t",
    "intptr_t": "intptr_t", "uintptr_t": "uintptr_t", "intmax_t": "int64_t", "uintmax_t": "uint64_t",
    "int8_t": "int8_t", "int16_t": "int16_t", "int32_t": "int32_t", "int64_t": "int64_t",
    "uint8_t": "uint8_t", "uint16_t": "uint16_t", "uint32_t": "uint32_t", "uint64_t": "uint64_t",
    "wchar_t": "int32_t", "float": "float", "double": "double",
    "ssize_t": "int64_t", "off_t": "int64_t", "loff_t": "int64_t",  # POSIX, LP64
}


# The typed converters of _cudagen.h: C type -> (converter, the range it takes), which must be
# the range the IR gives the parameter's type (INT_RANGES, LP64); it writes the C type itself.
_S64, _U64 = (-(2**63), 2**63 - 1), (0, 2**64 - 1)
INT_CONVERTERS: dict[str, tuple[str, int, int]] = {
    "_Bool": ("cg_bool", 0, 1), "char": ("cg_char", -128, 127), "signed char": ("cg_schar", -128, 127),
    "unsigned char": ("cg_uchar", 0, 255), "short": ("cg_short", -32768, 32767),
    "unsigned short": ("cg_ushort", 0, 65535), "int": ("cg_int", -(2**31), 2**31 - 1),
    "unsigned int": ("cg_uint", 0, 2**32 - 1), "long": ("cg_long", *_S64), "unsigned long": ("cg_ulong", *_U64),
    "long long": ("cg_llong", *_S64), "unsigned long long": ("cg_ullong", *_U64), "size_t": ("cg_size", *_U64),
    "intptr_t": ("cg_intptr", *_S64), "uintptr_t": ("cg_uintptr", *_U64),
    "int8_t": ("cg_i8", -128, 127), "int16_t": ("cg_i16", -32768, 32767), "int32_t": ("cg_i32", -(2**31), 2**31 - 1),
    "int64_t": ("cg_i64", *_S64), "uint8_t": ("cg_u8", 0, 255), "uint16_t": ("cg_u16", 0, 65535),
    "uint32_t": ("cg_u32", 0, 2**32 - 1), "uint64_t": ("cg_u64", *_U64),
}

class Unsupported(Exception):
    """A C type the extension does not declare: the function keeps its Python body."""


@dataclass
class CModule:
    """What the functions of one extension share: the object table and record types."""

    types: TypeMap
    lib: Library
    objects: list[str] = field(default_factory=list)  # Python expressions, evaluated in the module
    # By-value record -> (size, align, its fields' C declarations, or () for a byte array).
    records: dict[str, tuple[int, int, tuple[str, ...]]] = field(default_factory=dict)

    # Shared by the functions that have the same: keyword names (cuBLAS's S, D, C and Z
    # variants), entry-point types. Each table's C text -> its name, in first-use order.
    keywords: dict[str, str] = field(default_factory=dict)
    entry_types: dict[str, str] = field(default_factory=dict)

    def keyword_table(self, names: list[str]) -> str:
        """The static array of these keyword names (the Python parameters, in order)."""
        items = ", ".join(f'"{n}"' for n in names) or "NULL"
        return self.keywords.setdefault(items, f"cg_kw{len(self.keywords)}")

    def entry_type(self, ret: str, params: list[str]) -> str:
        """The function-pointer type of an entry point returning `ret` and taking `params`."""
        text = f"{ret} (*@)({', '.join(params) or 'void'})"
        return self.entry_types.setdefault(text, f"cg_fn{len(self.entry_types)}")

    def obj(self, expr: str) -> int:
        """The index of a Python expression's value in the object table."""
        if expr not in self.objects:
            self.objects.append(expr)
        return self.objects.index(expr)

    def c_type(self, t: ir.CType) -> str:
        """The C type a value of IR type `t` is passed as (pointers of any kind as void *)."""
        r = self.types.resolve(t)
        s = r.ctype
        if r.category in ("pointer", "callback") or (r.category == "handle" and s.kind == "pointer"):
            return "void *"
        if s.kind == "array":  # a parameter `T x[]` is a `T *` (cuBLAS's batched `Aarray[]`)
            return "void *"
        if r.category == "void":
            return "void"
        if r.category == "enum":
            enum = self.types.enums.get(s.name)
            return _C_INTS[enum.underlying if enum else "int"]
        if r.category in ("int", "handle", "bool", "char", "float") and s.name in _C_INTS:
            return _C_INTS[s.name]
        if r.category == "record":
            record = self.types.records[s.name]
            fields: tuple[str, ...] = ()
            if record.size <= 16 and self._has_floats(record):
                # Small structs of floats travel in vector registers, which a byte array would
                # not: declared with their own scalar fields (cuComplex), the compiler passes
                # them as the library expects.
                fields = self._scalar_fields(record)
            name = "cg_rec_" + re.sub(r"\W", "_", s.name)
            self.records[name] = (record.size, record.align, fields)
            return name
        raise Unsupported(f"C type {t.spelling()}")

    def _scalar_fields(self, record: ir.Record) -> tuple[str, ...]:
        """C declarations of a struct's fields where each is a scalar at its natural place
        (cuComplex: `float f0; float f1;`); Unsupported otherwise."""
        out: list[str] = []
        end = 0
        for i, f in enumerate(record.fields):
            s = self.types.strip(f.type)
            size = {"float": 4, "double": 8}.get(s.name, 0) if s.kind == "builtin" else 0
            if record.kind != "struct" or f.bit_width is not None or not size or f.offset_bits != end * 8:
                raise Unsupported(f"{record.name} by value holds floating-point members not laid out as scalars")
            out.append(f"{s.name} f{i};")
            end += size
        if end != record.size:
            raise Unsupported(f"{record.name} by value has padding")
        return tuple(out)

    def _has_floats(self, record: ir.Record) -> bool:
        for f in record.fields:
            s = self.types.strip(f.type)
            while s.kind == "array" and s.target is not None:
                s = self.types.strip(s.target)
            if s.kind == "builtin" and s.name in ("float", "double", "long double"):
                return True
            if s.kind == "record" and s.name in self.types.records and self._has_floats(self.types.records[s.name]):
                return True
        return False


def c_string(value: str) -> str:
    """A C string literal holding `value` exactly (UTF-8; everything but printable ASCII,
    quotes and backslashes as octal escapes, which cannot run into the next character)."""
    out = []
    for byte in value.encode("utf-8"):
        ch = chr(byte)
        if ch in '"\\?' or byte < 32 or byte >= 127:
            out.append(f"\\{byte:03o}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'
