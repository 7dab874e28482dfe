"""Values typed by an attribute: `cuPointerGetAttribute(attribute, ptr)` returns an int, a bool,
a handle or a struct depending on `attribute`. The rules file (or the docs) give each
attribute's C type; both backends read one table of them."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .. import ir
from ..backends.c.call import CCall
from ..backends.python.call import Output, PyCall, PyParam
from ..errors import GeneratorError
from ..rules.classify import ParamRule
from .base import Kind, Param, kind


@dataclass(frozen=True, slots=True)
class AttributeEntry:
    """One attribute's value type, for a by-attribute parameter's table."""

    value: int  # the enumerator's value
    member: str
    ctext: str  # the C type as the rules or docs write it
    reader: str  # how the value reads back (see attribute_entries)
    storage: str  # Python expression: the ctypes type (or storage factory) of the value
    scalar: ir.CType | None  # the C scalar type C writes, when it is one (the compiled backend reads it)


def attribute_entries(a: Param, rule: ParamRule, sized: bool) -> list[AttributeEntry]:
    """The value type of each attribute a by-attribute parameter documents. Readers: "h"
    handle or address (NULL is 0), "b" bool, "s" struct (returned as is), "i" int (or
    float), "z" string (`char[N]` in the rules), "A" device ordinals (`int[devices]`:
    storage for one per device and the CPU, read back without CU_DEVICE_INVALID entries).
    `sized`: the function also passes the storage's size, which C checks."""
    t, fn = a.t, a.fn
    attr_type = t.resolve(fn.param(rule.related).type)
    if attr_type.category == "pointer" and attr_type.ctype.target is not None:
        attr_type = t.resolve(attr_type.ctype.target)  # an array of attributes
    enum = t.enums[attr_type.ctype.name]
    values = {m.name: m.value for m in enum.members}
    entries = []
    for member, ctext in rule.types:
        if member not in values:
            continue  # an enumerator of another release (tests/test_rules.py checks the names)
        array = re.fullmatch(r"\s*(char|int)\s*\[\s*(\d+|devices)\s*\]\s*", ctext)
        if array is not None:
            if array.group(1) == "char" and array.group(2).isdigit():
                storage = f"(_c.c_char * {array.group(2)})"
                entries.append(AttributeEntry(values[member], member, ctext, "z", storage, None))
            elif array.group(1) == "int" and array.group(2) == "devices" and a.lib.device_count:
                storage = f"_s.DeviceList(lambda: {a.lib.device_count}())"
                entries.append(AttributeEntry(values[member], member, ctext, "A", storage, None))
            else:
                raise GeneratorError(f"{fn.location}: {fn.name}.{rule.name}: {member}: {ctext!r} is not "
                                     "char[N] or int[devices] (in a library that can count its devices)")
            continue
        try:
            ctype_ir = t.parse_type_name(ctext)
        except ValueError as exc:
            if rule.source == "rules file":
                continue  # a type another release declares
            raise GeneratorError(f"{fn.location}: {fn.name}.{rule.name}: {exc}") from exc
        r = t.resolve(ctype_ir)
        scalar: ir.CType | None = ctype_ir
        if r.category in ("handle", "pointer", "void"):
            reader, ctype = "h", "_c.c_void_p" if r.ctype.kind == "pointer" else t.ctypes_type(ctype_ir)
            if r.ctype.kind == "pointer":
                scalar = ir.CType("builtin", "uintptr_t")
        elif r.category == "bool" and sized:
            reader, ctype = "b", "_c.c_bool"  # C checks the size it is given: sizeof(bool)
        elif r.category == "bool":
            reader, ctype = "b", "_c.c_uint"  # zeroed 4 bytes read right whether C writes 1 or 4
            scalar = ir.CType("builtin", "unsigned int")
        elif r.category == "record":
            reader, ctype, scalar = "s", t.ctypes_type(ctype_ir), None
        else:
            reader, ctype = "i", t.ctypes_type(ctype_ir)
        entries.append(AttributeEntry(values[member], member, ctext, reader, ctype, scalar))
    return entries


def attribute_table(a: Param, table: str, sized: bool) -> str:
    """The module-level `{enumerator value: (reader, ctypes type)}` of a by-attribute
    parameter (see attribute_entries), which both backends read."""
    lines = [f"    {e.value}: ({e.reader!r}, {e.storage}),  # {e.member}: {e.ctext}"
             for e in attribute_entries(a, a.rule, sized)]
    return f"{table} = {{\n" + "\n".join(lines) + "\n}"


def _sized(a: Param, size_kind: str) -> bool:
    """Whether the function also passes the size of this parameter's storage to C."""
    return any(x.kind == size_kind and x.related == a.rule.name for x in a.rules.params)


def _table(a: Param) -> str:
    return f"_ATTR_{a.fn.name}_{a.n}"


@kind("out_by_attribute", "in_by_attribute")
class ByAttribute(Kind):
    """A value of the C type its attribute argument documents: returned (out_by_attribute), or
    taken (in_by_attribute) as that type's Python value."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        n, q, rule = a.n, a.q, a.rule
        table = _table(a)
        py.preamble.append(attribute_table(a, table, _sized(a, "attribute_size")))
        attr = a.names[rule.related]
        if rule.kind == "out_by_attribute":
            # Inline, as the getters are hot: the table entry (reader, C type) once,
            # zeroed storage of that type, and plain integers read back here.
            py.pre.append((3, f"_t_{n} = {table}.get({attr}) or _s.attribute_entry({table}, {attr}, {attr!r})"))
            py.pre.append((3, f"_o_{n} = _t_{n}[1]()"))
            py.results.append(f'_o_{n}.value if _t_{n}[0] == "i" else _s.attribute_value(_t_{n}[0], _o_{n})')
            py.outputs.append(Output(n, "_Any", a.doc or "The attribute's value, of the type it documents."))
        else:
            py.params.append(PyParam(n, "_Any", a.doc))
            py.pre.append((2, f"_o_{n} = _s.attribute_input({table}, {attr}, {n}, {q})"))
        return f"_byref(_o_{n})", ""

    def c(self, a: Param, cc: CCall) -> bool:
        """The table entry the Python body uses, the storage it makes (a ctypes object C
        writes), and the same read-back; scalars of an out_by_attribute in C storage."""
        rule, table = a.rule, _table(a)
        v = cc.var(a.p, "o")
        attr = cc.argv(a.names[rule.related])
        cc.decls.append(f"PyObject *{v}_e = NULL;")
        cc.cleanup.append(f"Py_XDECREF({v}_e);")
        cc.memory(v)
        cc.owned(v)
        if rule.kind == "out_by_attribute":
            # Scalars (ints, floats, bools, handles) in C storage, read back here; the rest
            # (structs, strings, device lists, attributes the table lacks) as the Python body.
            sized = _sized(a, "attribute_size")
            rows = []
            for e in attribute_entries(a, rule, sized):
                code = "p"
                size, signed = 0, 0
                if e.scalar is not None:
                    sr = a.t.resolve(e.scalar)
                    if sr.category == "float":
                        code, size = "f", 4 if sr.ctype.name == "float" else 8
                    else:
                        bounds = a.t.int_range(e.scalar)
                        if bounds is not None:
                            code = e.reader
                            size = (bounds[1] - bounds[0]).bit_length() // 8 or 1
                            signed = int(bounds[0] < 0)
                rows.append(f"{{{e.value}LL, '{code}', {size}, {signed}}}")
            c_table = f"cg_attrs_{cc.fn.name}_{a.p.name}"
            cc.tables.append(f"static const cg_attr {c_table}[] = {{\n    " + ",\n    ".join(rows or ["{0, 'p', 0, 0}"])
                             + "\n};")
            attr_value = f"a_{rule.related}"
            cc.decls += [f"const cg_attr *{v}_c = NULL;", f"uint64_t {v}_st[2] = {{0, 0}};", f"Py_ssize_t {v}_size = 0;"]
            cc.convert(3, f"{v}_c = cg_find_attr({c_table}, {len(rows)}, (long long){attr_value});\n"
                          f"if ({v}_c != NULL && {v}_c->reader != 'p') {{\n"
                          f"    {v} = {v}_st;\n"
                          f"    {v}_size = {v}_c->size;\n"
                          "} else {\n"
                          f"    {v}_c = NULL;\n"
                          f"    {v}_e = cg_attribute_entry({cc.obj(table)}, {attr}, "
                          f"{cc.obj('_s.attribute_entry')}, {cc.obj(repr(a.names[rule.related]))});\n"
                          f"    if ({v}_e == NULL) goto error;\n"
                          f"    {v}_o = PyObject_CallNoArgs(PyTuple_GET_ITEM({v}_e, 1));\n"
                          f"    if ({v}_o == NULL || cg_ctypes_memory({v}_o, &{v}_b, &{v}_held, &{v}) < 0) goto error;\n"
                          f"    {v}_size = {v}_b.len;\n"
                          "}" + ("" if sized else f"\n(void){v}_size;"))
            cc.result(f"{v}_c != NULL ? cg_attr_read({v}_c, {v}_st) : "
                      f"cg_attribute_value({v}_e, {v}_o, {cc.obj('_s.attribute_value')})")
        else:
            cc.convert(2, f"{v}_o = PyObject_CallFunctionObjArgs({cc.obj('_s.attribute_input')}, "
                          f"{cc.obj(table)}, {attr}, {cc.argv(a.n)}, {cc.obj(a.q)}, NULL);\n"
                          f"if ({v}_o == NULL || cg_ctypes_memory({v}_o, &{v}_b, &{v}_held, &{v}) < 0) goto error;")
        cc.arg(a.p, v)
        return True


@kind("attribute_size")
class AttributeSize(Kind):
    """Derived: the size of the attribute value's C type (by value, or by pointer)."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        size = f"_c.sizeof(_o_{a.names[a.rule.related]})"
        if a.r.category == "pointer":
            return f"_byref({a.t.ctypes_type(a.target())}({size}))", ""
        return py.module.pass_value(a.p.type, size), ""

    def c(self, a: Param, cc: CCall) -> bool:
        owner_rule = a.rules.param(a.rule.related)
        owner = f"o_{a.rule.related}_size" if owner_rule.kind == "out_by_attribute" else f"o_{a.rule.related}_b.len"
        if a.r.category == "pointer":
            v = cc.var(a.p, "o")
            ctype = cc.cm.c_type(a.target())
            cc.decls.append(f"{ctype} {v} = 0;")
            cc.convert(3.5, f"{v} = ({ctype}){owner};")
            cc.arg(a.p, f"&{v}")
        else:
            cc.arg(a.p, f"({cc.cm.c_type(a.p.type)}){owner}")
        return True


@kind("out_by_attributes")
class ByAttributes(Kind):
    """One value per element of an attribute array: storage of each one's C type, and C gets
    the array of their addresses (and of their sizes, if it asks). No C form."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        n, rule = a.n, a.rule
        table = _table(a)
        py.preamble.append(attribute_table(a, table, _sized(a, "attribute_sizes")))
        attrs = a.names[rule.related]
        label = f"{a.fn.name}() argument {attrs!r}"
        py.pre.append((3, f"_e_{n} = _s.attribute_storages({table}, _a_{attrs}, {label!r})"))
        py.results.append(f"_e_{n}.values()")
        py.outputs.append(Output(n, "list[_Any]", f"The value of each attribute of {attrs}, in order, "
                                                  "each of the C type that attribute documents."))
        return f"_e_{n}.pointers", ""


@kind("attribute_sizes")
class AttributeSizes(Kind):
    """Derived: the byte size of each out_by_attributes value's C type."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        return f"_e_{a.names[a.rule.related]}.sizes", ""
