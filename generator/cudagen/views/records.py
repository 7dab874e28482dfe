"""Structs and unions: their fields as ctypes lays them out (with explicit padding where the
compiler's layout differs: packed records, `_Alignas` members), what each field accepts and
returns, and the order they are made in."""

from __future__ import annotations

import re

from .. import ir
from ..rules.deprecation import deprecation
from ..rules.typemap import TypeMap, py_field, py_global
from .docstrings import doc_text, one_line
from .model import FieldView, RecordView

_SCALAR_SIZES = {
    "_Bool": 1, "char": 1, "signed char": 1, "unsigned char": 1, "short": 2, "unsigned short": 2,
    "int": 4, "unsigned int": 4, "float": 4, "wchar_t": 4, "int8_t": 1, "uint8_t": 1, "int16_t": 2,
    "uint16_t": 2, "int32_t": 4, "uint32_t": 4, "long double": 16,
}

# A char array that holds no text, whatever its library's others hold: its name or doc says so.
_BINARY_CHARS = re.compile(r"opaque|reserved|^_?pad|padding|\bbytes\b", re.IGNORECASE)


class RecordBuilder:
    """The RecordViews of one library's structs and unions."""

    def __init__(self, api: ir.Api, types: TypeMap, function_names: frozenset[str],
                 text_char_arrays: bool = False) -> None:
        self.api = api
        self.types = types
        self.text_char_arrays = text_char_arrays  # the library's char[N] fields hold text (NVML)
        self._explicit: dict[str, bool] = {}
        self.function_names = function_names  # what a field's deprecation may point to instead
        self.record_names = frozenset(r.name for r in api.records)  # ... and a struct's

    def record(self, rec: ir.Record) -> RecordView:
        t = self.types
        fields: list[FieldView] = []
        anonymous: list[str] = []
        offsets: list[tuple[str, int]] = []
        promoted: list[FieldView] = []
        siblings = frozenset(f.name for f in rec.fields if f.name)
        bit_end = 0  # where the last bit-field ended, in bits
        for i, f in enumerate(rec.fields):
            if f.bit_width == 0:
                # `unsigned : 0;` closes the storage unit; ctypes cannot spell width 0, so the
                # rest of the unit is filled with an unnamed padding bit-field instead.
                unit = _SCALAR_SIZES.get(self._scalar_name(t.strip(f.type)), 8) * 8
                pad = -bit_end % unit
                if pad:
                    fields.append(FieldView(f"_pad{i}", t.ctypes_type(f.type), pad, "int", ""))
                continue
            if f.bit_width is not None:
                bit_end = f.offset_bits + f.bit_width
            name = py_field(f.name) if f.name else f"_anon{i}"
            if not f.name and f.bit_width is None:
                anonymous.append(name)  # unnamed bit-fields are padding, not members
                promoted += self._promoted_fields(f.type, rec.name)
            if f.name:
                fields.append(self._field_view(name, f, t.ctypes_type(f.type), siblings, rec.name))
            else:
                fields.append(FieldView(name, t.ctypes_type(f.type), f.bit_width, t.field_annotation(f.type),
                                        one_line(f.doc.brief)))
            if f.bit_width is None:
                offsets.append((name, f.offset_bits // 8))
        explicit = self._needs_explicit_layout(rec)
        if explicit:
            fields = self._padded(rec, fields)
        # In the stubs, a field named like a builtin type (CUuuid.bytes) would shadow it.
        shadowed = {f.name for f in fields + promoted} & {"bytes", "int", "float", "bool", "str", "type"}
        if shadowed:
            pattern = re.compile(r"\b(" + "|".join(sorted(shadowed)) + r")\b")
            for fv in fields + promoted:
                fv.annotation = pattern.sub(r"_builtins.\1", fv.annotation)
                fv.accepts = pattern.sub(r"_builtins.\1", fv.accepts)
        return RecordView(
            name=py_global(rec.name),
            kind="Union" if rec.kind == "union" else "Struct",
            fields=fields,
            promoted=promoted,
            anonymous=anonymous,
            doc=doc_text(rec.doc, rec.name),
            size=rec.size,
            align=rec.align,
            offsets=offsets,
            over_aligned=rec.align > (1 if explicit else self._natural_align(rec)),
            pack=1 if explicit else 0,
            deprecation=deprecation(rec.doc, self.record_names.__contains__, rec.name),
        )

    # --- layouts ctypes cannot derive (packed structs, _Alignas members) ----------------

    def _field_layout(self, t: ir.CType) -> tuple[int, int]:
        """(size, alignment) ctypes gives a field of type `t`."""
        s = self.types.strip(t)
        if s.kind == "array" and s.target is not None:
            size, align = self._field_layout(s.target)
            return size * (s.length or 0), align
        if s.kind == "record" and s.name in self.types.records:
            rec = self.types.records[s.name]
            return rec.size, 1 if self._needs_explicit_layout(rec) else self._natural_align(rec)
        if s.kind in ("pointer", "function") or (s.kind == "typedef" and s.name in self.types.callbacks):
            return 8, 8
        size = _SCALAR_SIZES.get(self._scalar_name(s), 8)
        return size, size

    def _needs_explicit_layout(self, rec: ir.Record) -> bool:
        """Whether ctypes' natural layout differs from the compiler's (packed records,
        `_Alignas` on a member): those get `_pack_ = 1` and explicit padding."""
        cached = self._explicit.get(rec.name)
        if cached is not None:
            return cached
        self._explicit[rec.name] = False  # no recursion through self-reference
        result = False
        if not rec.opaque and all(f.bit_width is None for f in rec.fields):
            offset, max_align, end = 0, 1, 0
            for f in rec.fields:
                size, align = self._field_layout(f.type)
                max_align = max(max_align, align)
                place = 0 if rec.kind == "union" else -(-offset // align) * align
                if place != f.offset_bits // 8:
                    result = True
                offset = place + size
                end = max(end, offset)
            if -(-end // max_align) * max_align != rec.size:
                result = True
        self._explicit[rec.name] = result
        return result

    def _padded(self, rec: ir.Record, fields: list[FieldView]) -> list[FieldView]:
        """The fields with explicit padding where the compiler left gaps (for `_pack_ = 1`)."""
        out: list[FieldView] = []
        cursor = 0
        views = iter(fields)
        for i, f in enumerate(rec.fields):
            view = next(views)
            size, _ = self._field_layout(f.type)
            start = f.offset_bits // 8
            if rec.kind == "struct" and start > cursor:
                out.append(FieldView(f"_pad{i}", f"(_c.c_ubyte * {start - cursor})", None, "_Any", ""))
            out.append(view)
            cursor = max(cursor, start + size) if rec.kind == "struct" else max(cursor, size)
        if rec.size > cursor:
            out.append(FieldView("_pad_end", f"(_c.c_ubyte * {rec.size - cursor if rec.kind == 'struct' else rec.size})",
                                 None, "_Any", ""))
        return out

    def _promoted_fields(self, t: ir.CType, owner: str) -> list[FieldView]:
        """Fields reachable on the parent through an anonymous member (for the stubs)."""
        rec = self.types.records.get(self.types.strip(t).name)
        out: list[FieldView] = []
        if rec is None:
            return out
        siblings = frozenset(f.name for f in rec.fields if f.name)
        for f in rec.fields:
            if f.name:
                out.append(self._field_view(py_field(f.name), f, "", siblings, owner))
            elif f.bit_width is None:
                out += self._promoted_fields(f.type, owner)
        return out

    def _field_view(self, name: str, f: ir.Field, ctype: str, siblings: frozenset[str], owner: str) -> FieldView:
        check, read, accepts = self._field_check(f.type, f.bit_width, f.doc, f.name)
        found = deprecation(f.doc, lambda n: n in siblings or n in self.function_names, f.name)
        return FieldView(name, ctype, f.bit_width, read, one_line(f.doc.brief), accepts if accepts != read else "",
                         check, found, py_global(owner))

    def _is_text(self, name: str, doc: ir.Doc) -> bool:
        """Whether a plain `char[N]` field holds text: its doc says "string" (cudaDeviceProp.name,
        "ASCII string identifying device"), or its library's are text (NVML: text_char_arrays)
        and neither its name nor its doc says it is opaque, reserved or padding (opaqueData)."""
        words = doc.brief + " " + doc.details
        if re.search(r"\bstring\b", words, re.IGNORECASE):
            return True
        return self.text_char_arrays and not _BINARY_CHARS.search(name + " " + words)

    def _field_check(self, ftype: ir.CType, bits: int | None, doc: ir.Doc = ir.EMPTY_DOC,
                     name: str = "") -> tuple[str, str, str]:
        """(spec, read annotation, assign annotation) of a field: how _support checks and
        converts what is assigned to it (see checked_fields there), "" where ctypes' own
        handling is what a function argument of that type gets too (floats, bools, structs)."""
        t = self.types
        r = t.resolve(ftype)
        read = t.field_annotation(ftype)
        if r.category == "array" and r.ctype.target is not None and r.ctype.length:
            n = r.ctype.length
            el = t.resolve(r.ctype.target)
            if el.category == "char" and self._is_text(name, doc):
                return f'("t", {n})', "str", "str | bytes"  # text (cudaDeviceProp.name): read to the NUL
            if el.category == "char" or (el.category == "int" and el.ctype.name in ("signed char", "unsigned char")):
                return f'("b", {n})', "bytes", "bytes | _Sequence[int]"  # binary data: every byte
            spec, ann, accepts = self._element_check(r.ctype.target)
            if not spec:
                return "", read, read
            return f'("a", {spec}, {n})', f"_s.ArrayView[{ann}]", f"_Sequence[{accepts}]"
        if r.category in ("int", "enum") and not (r.category == "int" and r.ctype.name == "char"):
            bounds = t.int_range(ftype)
            if bounds is None:
                return "", read, read
            lo, hi = bounds
            if bits is not None:  # a bit-field holds `bits` bits of its type's signedness
                lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if lo < 0 else (0, (1 << bits) - 1)
            return f'("i", {lo}, {hi})', read, "_SupportsInt"
        if r.category == "handle":
            if r.ctype.kind == "pointer":
                return '("h",)', read, "int | _HandleLike | None"
            bounds = t.int_range(ftype)
            assert bounds is not None
            return f'("H", {bounds[0]}, {bounds[1]})', read, "int | _HandleLike"
        if r.category == "pointer" and r.ctype.target is not None:
            target = t.resolve(r.ctype.target)
            if target.category == "char":
                return '("z",)', read, "str | bytes | None"
            if t.ctypes_type(ftype) == "_c.c_void_p":
                return '("p",)', read, "_Pointer"
            element = t.ctypes_type(r.ctype.target)
            _, _, items = self._element_check(r.ctype.target)
            # An address (int, a buffer's), or the data itself: an instance, array or sequence
            accepts = (f"_FieldPointerItems[{element}, {items}]" if items and items != element  # the stubs' aliases
                       else f"_FieldPointer[{element}]")
            return '("P",)', f"_c._Pointer[{element}]", accepts
        if r.category == "callback" and t.ctypes_type(ftype) != "_c.c_void_p":
            return '("c",)', read, "_Callable[..., _Any] | None"
        return "", read, read

    def _element_check(self, el: ir.CType) -> tuple[str, str, str]:
        """(spec, read annotation, assign annotation) of an array field's elements."""
        t = self.types
        r = t.resolve(el)
        if r.category == "enum":
            bounds = t.int_range(el)
            assert bounds is not None
            name = py_global(r.ctype.name)
            return f'("e", "{name}", {bounds[0]}, {bounds[1]})', name, f"{name} | int"
        if r.category == "int":
            bounds = t.int_range(el)
            return (f'("i", {bounds[0]}, {bounds[1]})', "int", "_SupportsInt") if bounds else ("", "", "")
        if r.category == "handle":
            if r.ctype.kind == "pointer":
                return '("h",)', "int | None", "int | _HandleLike | None"
            bounds = t.int_range(el)
            assert bounds is not None
            return f'("H", {bounds[0]}, {bounds[1]})', "int", "int | _HandleLike"
        if r.category == "float":
            return '("f",)', "float", "float"
        if r.category == "record":
            name = py_global(r.ctype.name)
            return '("s",)', name, name
        if r.category == "pointer" and t.ctypes_type(el) == "_c.c_void_p":
            return '("p",)', "int | None", "int | None"
        if r.category == "pointer" and r.ctype.target is not None \
                and t.resolve(r.ctype.target).category not in ("char", "callback"):
            # `unsigned char *channel[4]` (nvjpegImage_t): addresses, read back as ints
            return '("P",)', "int | None", "int | _Buffer | None"
        return "", "", ""

    def _natural_align(self, rec: ir.Record) -> int:
        """The alignment ctypes gives a record: the largest of its members' (8 at most)."""
        best = 1
        for f in rec.fields:
            s = self.types.strip(f.type)
            while s.kind == "array" and s.target is not None:
                s = self.types.strip(s.target)
            if s.kind == "record" and s.name in self.types.records:
                best = max(best, self.types.records[s.name].align)
            elif s.kind in ("pointer", "function") or (s.kind == "typedef" and s.name in self.types.callbacks):
                best = max(best, 8)
            else:
                best = max(best, _SCALAR_SIZES.get(self._scalar_name(s), 8))
        return best

    def _scalar_name(self, s: ir.CType) -> str:
        if s.kind == "enum":
            enum = self.types.enums.get(s.name)
            return enum.underlying if enum else "int"
        return s.name

    def record_order(self) -> list[ir.Record]:
        """Records with layout, each after the records it holds by value."""
        records = {r.name: r for r in self.api.records if not r.opaque}
        done: dict[str, None] = {}

        def deps(r: ir.Record) -> list[str]:
            out = []
            for f in r.fields:
                s = self.types.strip(f.type)
                while s.kind == "array" and s.target is not None:
                    s = self.types.strip(s.target)
                if s.kind == "record" and s.name in records:
                    out.append(s.name)
            return out

        def visit(name: str, stack: tuple[str, ...]) -> None:
            if name in done or name in stack:
                return
            for d in deps(records[name]):
                visit(d, (*stack, name))
            done[name] = None

        for name in sorted(records):
            visit(name, ())
        return [records[n] for n in done]
