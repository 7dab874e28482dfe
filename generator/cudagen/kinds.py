"""Parameter kinds: one small class per kind (rules.KINDS), each knowing how a parameter of
that kind is taken, checked, passed to C and returned, in each backend.

`python()` adds the kind's pieces to a `PyCall` (the pure-Python body: signature entries,
lines by phase, the argument C receives, results); `c()` adds them to a `CCall` (the C
extension's function, see cbackend.py) or returns False where the kind has no C form, and
the function then keeps its Python body. ModuleBuilder.function composes them per function;
adding a kind means adding one class here.

Phases order what runs before the call, so that nothing reaches C (or allocates what an
argument sizes) before every argument is checked: 0 range checks and strings, 1 counts,
2 conversions, 3 output storage, 4 what calls C first (sizes, kernel layouts).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar, TypeVar

from . import ir
from .errors import GeneratorError
from .rules import FunctionRules, ParamRule
from .typemap import Resolved, TypeMap, py_global

if TYPE_CHECKING:
    from .cbackend import CCall
    from .codegen import ModuleBuilder


@dataclass(frozen=True, slots=True)
class PyParam:
    """A parameter of the Python signature."""

    name: str
    annotation: str
    doc: str


@dataclass(frozen=True, slots=True)
class Output:
    """One value the Python function returns (several make a tuple, in C order)."""

    name: str
    annotation: str
    doc: str


@dataclass
class PyCall:
    """The pure-Python body of one function, as its parameters build it."""

    params: list[PyParam] = field(default_factory=list)
    outputs: list[Output] = field(default_factory=list)
    results: list[str] = field(default_factory=list)
    pre: list[tuple[float, str]] = field(default_factory=list)  # (phase, lines) before the call
    between: list[str] = field(default_factory=list)  # after array_out_query's size query, before the call
    preamble: list[str] = field(default_factory=list)  # module-level lines before the def
    unsigned: dict[int, list[tuple[int, str, str]]] = field(default_factory=dict)  # max -> (pre index, name, label)


@dataclass
class Param:
    """One C parameter of one function, with what its kind needs to know about the others."""

    fn: ir.Function
    p: ir.Param
    rule: ParamRule
    rules: FunctionRules
    names: dict[str, str]  # C parameter name -> Python name
    docs: dict[str, str]  # C parameter name -> its Doxygen text
    doc: str  # the parameter's doc, as the Python signature's docs show it
    counted: dict[str, list[str]]  # count parameter -> the (Python) arrays it counts
    fewer: dict[str, list[int]]  # count parameter -> how many fewer elements each array has
    mb: ModuleBuilder

    @property
    def n(self) -> str:
        """The Python name."""
        return self.names[self.p.name]

    @property
    def q(self) -> str:
        """How errors name the parameter: a Python string literal."""
        return repr(f"{self.fn.name}() argument '{self.n}'")

    @property
    def t(self) -> TypeMap:
        return self.mb.types

    @property
    def r(self) -> Resolved:
        return self.t.resolve(self.p.type)

    def target(self) -> ir.CType:
        """What the pointer parameter points to."""
        target = self.r.ctype.target
        assert target is not None, f"{self.fn.name}.{self.p.name} is not a pointer"
        return target

    def storage_ctype(self, ctype_ir: ir.CType) -> str:
        """The ctypes type of output storage for a value of `ctype_ir`: pointers as c_void_p."""
        resolved = self.t.resolve(ctype_ir)
        return "_c.c_void_p" if resolved.category in ("pointer", "void") else self.t.ctypes_type(ctype_ir)


class Kind:
    """A parameter kind. `python` returns the expression C receives (and the one the size
    query of array_out_query passes, "" for the same)."""

    name: ClassVar[str]

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        raise NotImplementedError

    def c(self, a: Param, cc: CCall) -> bool:
        """Add this parameter to the C function; False: the kind has no C form."""
        return False


KINDS: dict[str, Kind] = {}
K = TypeVar("K", bound=Kind)


def kind(*names: str) -> Callable[[type[K]], type[K]]:
    """Register the class as the handling of parameters of these rules.KINDS."""

    def register(cls: type[K]) -> type[K]:
        for name in names:
            KINDS[name] = cls()
        cls.name = names[0]
        return cls

    return register


# --- values ----------------------------------------------------------------------------


@kind("value")
class Value(Kind):
    """Passed by value: an int, enum, float, handle or struct."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        n, q, r, t = a.n, a.q, a.r, a.t
        py.params.append(PyParam(n, t.annotation(a.p.type, accept=True), a.doc))
        if r.category == "handle" and r.ctype.kind == "pointer":
            # Handles recur (one stream, one kernel): a plain int seen before takes its
            # c_void_p from the cache, which only holds checked values.
            # None is NULL; anything else the cache lacks is checked and converted by handle_in.
            py.pre.append((0, f"_h_{n} = _hv({n}) if {n}.__class__ is _int else None\n"
                              f"if _h_{n} is None and {n} is not None:\n"
                              f"    _h_{n} = _s.handle_in({n}, {q})"))
            return f"_h_{n}", ""
        check = a.mb.range_check(a.p.type, r, n, q)
        if check:
            bounds = t.int_range(a.p.type) if r.category == "int" else None
            if bounds is not None and bounds[0] == 0 and (bounds[1] + 1).bit_count() == 1:
                py.unsigned.setdefault(bounds[1], []).append((len(py.pre), n, q))
            py.pre.append((0, check))
        return a.mb.pass_value(a.p.type, n), ""

    def c(self, a: Param, cc: CCall) -> bool:
        return cc.value(a)


@kind("string")
class String(Kind):
    """`const char *`: str (UTF-8) or bytes; None only where the docs allow NULL."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        n, q = a.n, a.q
        nullable = _mentions_null(a.docs.get(a.p.name, ""))
        py.params.append(PyParam(n, "str | bytes | None" if nullable else "str | bytes", a.doc))
        py.pre.append((0, f"if {n}.__class__ is _str:\n    {n} = {n}.encode()\n"
                          f"elif {n}.__class__ is not _bytes:\n    {n} = _s.as_cstring({n}, {q}, {nullable})"))
        return n, ""

    def c(self, a: Param, cc: CCall) -> bool:
        return cc.string(a, _mentions_null(a.docs.get(a.p.name, "")))


@kind("struct_in")
class StructIn(Kind):
    """`const T *` to a struct: the struct itself, or None for NULL."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        n, q, t = a.n, a.q, a.t
        target = t.resolve(a.target())
        # None passes as NULL: the driver checks its struct pointers (cuCtxCreate takes NULL
        # parameters without saying so), unlike strings, whose NULL must be documented.
        py.params.append(PyParam(n, f"{py_global(target.ctype.name)} | None", a.doc))
        py.pre.append((2, f"_p_{n} = _s.struct_ref({n}, {t.ctypes_type(a.target())}, {q})"))
        return f"_p_{n}", ""

    def c(self, a: Param, cc: CCall) -> bool:
        return cc.struct_in(a)


# --- arrays going in -------------------------------------------------------------------


@kind("array_in")
class ArrayIn(Kind):
    """A sequence; its count parameter (if any) is derived from its length."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        n, q, t, rule = a.n, a.q, a.t, a.rule
        el = a.target()
        er = t.resolve(el)
        if er.category == "record":
            py.params.append(PyParam(n, f"_Sequence[{py_global(er.ctype.name)}] | None", a.doc))
            py.pre.append((2, f"_a_{n} = _s.struct_array({t.ctypes_type(el)}, {n}, {q})"))
        else:
            py.params.append(PyParam(n, f"_Sequence[{t.annotation(el, accept=True)}] | None", a.doc))
            conv = {"handle": "_s.as_handle", "float": "_s.as_float"}.get(er.category, "_s.as_int")
            if conv == "_s.as_int":  # each element checked as a scalar of its C type is
                bounds = t.int_range(el)
                if bounds is None:
                    raise GeneratorError(f"{a.fn.location}: {a.fn.name}.{a.p.name}: no range for its elements")
                conv += f", {bounds}"
            py.pre.append((2, f"_a_{n} = _s.value_array({t.ctypes_type(el)}, {n}, {q}, {conv})"))
        if rule.elements:  # C reads this many, whatever the caller passes: checked on the
            # argument (its error first), then on the copy C reads (a __len__ can lie)
            py.pre.append((1, f"_s.fixed_length({n}, {rule.elements}, {q})"))
            py.pre.append((2.5, f"_s.fixed_length(_a_{n}, {rule.elements}, {q})"))
        return f"_a_{n}", ""

    def c(self, a: Param, cc: CCall) -> bool:
        return cc.array_in(a)


@kind("string_array")
class StringArray(Kind):
    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        py.params.append(PyParam(a.n, "_Sequence[str | bytes] | None", a.doc))
        py.pre.append((2, f"_a_{a.n} = _s.string_array({a.n}, {a.q})"))
        return f"_a_{a.n}", ""

    def c(self, a: Param, cc: CCall) -> bool:
        return cc.via_helper(a, "_s.string_array" if a.rule.kind == "string_array" else "_s.pointer_array")


@kind("pointer_array")
class PointerArray(Kind):
    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        py.params.append(PyParam(a.n, "_Sequence[_Pointer] | None", a.doc))
        py.pre.append((2, f"_a_{a.n} = _s.pointer_array({a.n}, {a.q})"))
        return f"_a_{a.n}", ""

    def c(self, a: Param, cc: CCall) -> bool:
        return cc.via_helper(a, "_s.string_array" if a.rule.kind == "string_array" else "_s.pointer_array")


@kind("count")
class Count(Kind):
    """Derived from the length of the arrays it counts (which must agree)."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        n = a.n
        arrays = a.counted.get(a.p.name, [a.names[a.rule.related]])
        offsets = a.fewer.get(a.p.name, [0])
        more = f", fewer={tuple(offsets)!r}" if any(offsets) else ""
        # Checked on the arguments (their errors first), then taken from the copies C reads: a
        # sequence's __len__ can lie, or another thread change it while it is copied.
        py.pre.append((1, f"_s.common_length({', '.join(arrays)}, names={tuple(arrays)!r}{more})"))
        copies = ", ".join(f"_a_{name}" for name in arrays)
        py.pre.append((2.5, f"_n_{n} = _s.common_length({copies}, names={tuple(arrays)!r}{more})"))
        return a.mb.pass_value(a.p.type, f"_n_{n}"), ""

    def c(self, a: Param, cc: CCall) -> bool:
        return cc.count(a)


# --- host memory -----------------------------------------------------------------------


@kind("buffer_in", "buffer_out")
class Buffer(Kind):
    """Host memory C reads (buffer_in) or writes (buffer_out): any buffer, or an address."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        n, q, rule = a.n, a.q, a.rule
        py.params.append(PyParam(n, "_Buffer | int | None", a.doc))
        size = buffer_size(a)
        helper = "_s.readable" if rule.kind == "buffer_in" else "_s.writable"
        py.pre.append((2, f"_b_{n} = {helper}({n}, {size or 'None'}, {q})"))
        return f"_b_{n}", ""

    def c(self, a: Param, cc: CCall) -> bool:
        return cc.buffer(a, buffer_size(a), writable=a.rule.kind == "buffer_out")


def buffer_size(a: Param) -> str:
    """The Python name of a buffer's byte count, "" when it has none."""
    rule = a.rule
    size = a.names.get(rule.related, "") if rule.related else ""
    if size and a.rules.param(rule.related).kind not in ("value", "inout"):
        raise GeneratorError(f"{a.fn.location}: {a.fn.name}.{a.p.name}: its size {rule.related} is "
                             f"{a.rules.param(rule.related).kind}, not an argument the caller passes")
    return size


@kind("pointer")
class Pointer(Kind):
    """A raw `T *`: an int address, None, a ctypes object or a buffer."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        py.params.append(PyParam(a.n, "_Pointer", a.doc))
        return f"_s.pointer_arg({a.n}, {a.q})", ""

    def c(self, a: Param, cc: CCall) -> bool:
        return cc.raw_pointer(a)


# --- outputs ---------------------------------------------------------------------------


@kind("ref_in")
class RefIn(Kind):
    """An input C takes by pointer (and may reset): passed in, nothing returned."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        n, q, t = a.n, a.q, a.t
        target = a.target()
        tr = t.resolve(target)
        ctype = "_c.c_void_p" if tr.category in ("pointer", "void") else t.ctypes_type(target)
        py.params.append(PyParam(n, t.annotation(target, accept=True), a.doc))
        # A float read through a pointer: cuBLAS's alpha and beta in host pointer mode.
        conv = ("_s.as_handle" if tr.category in ("handle", "pointer")
                else "_s.as_float" if tr.category == "float" else "_s.as_int")
        py.pre.append((3, f"_o_{n} = {a.mb.cell(ctype)}({conv}({n}, {q}))"))
        return f"_o_{n}", ""

    def c(self, a: Param, cc: CCall) -> bool:
        return cc.ref_in(a)


@kind("out", "inout")
class Out(Kind):
    """One value C writes (inout: and reads first): returned."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        n, q, t = a.n, a.q, a.t
        target = a.target()
        tr = t.resolve(target)
        ctype = a.storage_ctype(target)
        if a.rule.kind == "inout":
            py.params.append(PyParam(n, t.annotation(target, accept=True), a.doc))
            check = a.mb.range_check(target, tr, n, q)  # ctypes would truncate
            if check:
                py.pre.append((0, check))
            py.pre.append((3, f"_o_{n} = {a.mb.cell(ctype)}({n})"))
        else:
            py.pre.append((3, f"_o_{n} = {a.mb.cell(ctype)}()"))
        value, ann = a.mb.read(tr, target, ctype, f"_o_{n}[0]")  # one-element array: C gets its address
        py.results.append(value)
        py.outputs.append(Output(n, ann, a.doc))
        return f"_o_{n}", ""

    def c(self, a: Param, cc: CCall) -> bool:
        return cc.out(a)


@kind("array_out")
class ArrayOut(Kind):
    """An array C writes, allocated from its count (an input, an in/out count, a size
    function or a fixed length): returned as a list."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        n, t, rule = a.n, a.t, a.rule
        el = a.target()
        er = t.resolve(el)
        ctype = a.storage_ctype(el)
        count_rule: ParamRule | None = None
        if rule.size_function:
            size = f"_n_{n}"
            py.pre.append((4, f"_n_{n} = {rule.size_function}({', '.join(x.name for x in py.params)})"))
        elif rule.elements:  # C writes this many
            size = str(rule.elements)
        else:
            count_rule = a.rules.param(rule.related)
            size = f"_n_{a.names[rule.related]}" if count_rule.kind == "count" else a.names[rule.related]
        py.pre.append((4 if rule.size_function else 3, f"_o_{n} = ({ctype} * {size})()"))
        arg = f"_o_{n}"
        value, ann = a.mb.read(er, el, ctype, "_v")
        if count_rule is not None and count_rule.kind == "inout":
            # An in/out count: 0 asks how many (C takes NULL then), and C writes back
            # how many it filled, which the list is cut to.
            arg = f"_o_{n} if {size} else None"
            filled = f"_o_{n}[: _o_{a.names[rule.related]}[0]]"
            py.results.append(f"[{value} for _v in {filled}]" if value != "_v" else filled)
        elif rule.filled:  # C writes how many it filled (at most the count): the list is cut to it
            filled = f"_o_{n}[: _o_{a.names[rule.filled]}[0]]"
            py.results.append(f"[{value} for _v in {filled}]" if value != "_v" else filled)
        else:
            py.results.append(f"[{value} for _v in _o_{n}]" if value != "_v" else f"_list(_o_{n})")
        py.outputs.append(Output(n, f"list[{ann}]", a.doc))
        return arg, ""

    def c(self, a: Param, cc: CCall) -> bool:
        return cc.array_out(a)


@kind("array_out_query")
class ArrayOutQuery(Kind):
    """An array whose size the binding first asks of the library (NULL, then the count)."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        n, t = a.n, a.t
        el = a.target()
        er = t.resolve(el)
        ctype = a.storage_ctype(el)
        count = a.names[a.rule.related]
        py.between.append(f"_o_{n} = ({ctype} * _q_{count}[0])()")
        value, ann = a.mb.read(er, el, ctype, "_v")
        py.results.append(
            f"[{value} for _v in _o_{n}[: _q_{count}[0]]]" if value != "_v" else f"_o_{n}[: _q_{count}[0]]"
        )
        py.outputs.append(Output(n, f"list[{ann}]", a.doc))
        return f"_o_{n}", "None"

    def c(self, a: Param, cc: CCall) -> bool:
        return cc.array_out_query(a)


@kind("count_query")
class CountQuery(Kind):
    """The in/out count of array_out_query: asked, then derived."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        py.pre.append((3, f"_q_{a.n} = {a.mb.cell(a.t.ctypes_type(a.target()))}(0)"))
        return f"_q_{a.n}", ""

    def c(self, a: Param, cc: CCall) -> bool:
        return cc.count_query(a)


@kind("array_ref_out")
class ArrayRefOut(Kind):
    """A pointer to an array the library owns (its count another output): copied to a list."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        n, t = a.n, a.t
        inner = a.target().target
        assert inner is not None
        er = t.resolve(inner)
        ctype = a.storage_ctype(inner)
        py.pre.append((3, f"_o_{n} = {a.mb.cell('_c.c_void_p')}()"))
        count = f"_o_{a.names[a.rule.related]}[0]"
        value, ann = a.mb.read(er, inner, ctype, "_v")
        read = f"_s.read_array({ctype}, _o_{n}[0], {count})"
        py.results.append(f"[{value} for _v in {read}]" if value != "_v" else read)
        py.outputs.append(Output(n, f"list[{ann}]", a.doc))
        return f"_o_{n}", ""


@kind("bytes_out")
class BytesOut(Kind):
    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        py.pre.append((3, f"_o_{a.n} = (_c.c_char * {a.rule.size})()"))
        py.results.append(f"_o_{a.n}.raw")
        py.outputs.append(Output(a.n, "bytes", a.doc))
        return f"_o_{a.n}", ""

    def c(self, a: Param, cc: CCall) -> bool:
        return cc.bytes_out(a)


@kind("sized_bytes_out", "sized_str_out")
class SizedOut(Kind):
    """Output bytes or text whose size a companion function tells first."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        n, rule = a.n, a.rule
        inputs = ", ".join(x.name for x in py.params)
        py.pre.append((4, f"_n_{n} = {rule.size_function}({inputs})"))
        py.pre.append((4, f"_o_{n} = _c.create_string_buffer(_max(_n_{n}, 1))"))
        if rule.kind == "sized_bytes_out":
            py.results.append(f"_o_{n}.raw[: _n_{n}]")
            py.outputs.append(Output(n, "bytes", a.doc))
        else:
            py.results.append(f"_o_{n}.raw[: _n_{n}].rstrip(b'\\0').decode(errors='replace')")
            py.outputs.append(Output(n, "str", a.doc))
        return f"_o_{n}", ""

    def c(self, a: Param, cc: CCall) -> bool:
        return cc.sized_out(a)


@kind("string_out_len")
class StringOutLen(Kind):
    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        py.pre.append((3, f"_o_{a.n} = _c.create_string_buffer({a.rule.size})"))
        py.results.append(f"_o_{a.n}.value.decode(errors='replace')")
        py.outputs.append(Output(a.n, "str", a.doc))
        return f"_o_{a.n}", ""

    def c(self, a: Param, cc: CCall) -> bool:
        return cc.string_out_len(a)


@kind("length")
class Length(Kind):
    """Derived: the size of a binding-allocated string buffer."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        owner = a.rules.param(a.rule.related)
        return a.mb.pass_value(a.p.type, str(owner.size)), ""

    def c(self, a: Param, cc: CCall) -> bool:
        return cc.length(a)


@kind("string_out")
class StringOut(Kind):
    """A `const char **` the library points at its own text: returned as str."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        py.pre.append((3, f"_o_{a.n} = {a.mb.cell('_c.c_char_p')}()"))
        py.results.append(f"(_o_{a.n}[0] or b'').decode(errors='replace')")
        py.outputs.append(Output(a.n, "str", a.doc))
        return f"_o_{a.n}", ""

    def c(self, a: Param, cc: CCall) -> bool:
        return cc.string_out(a)


# --- values typed by an attribute ------------------------------------------------------


@kind("out_by_attribute", "in_by_attribute")
class ByAttribute(Kind):
    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        n, q, rule = a.n, a.q, a.rule
        table = f"_ATTR_{a.fn.name}_{n}"
        sized = any(x.kind == "attribute_size" and x.related == rule.name for x in a.rules.params)
        py.preamble.append(a.mb.attribute_table(a.fn, table, rule, sized))
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
        return cc.by_attribute(a, f"_ATTR_{a.fn.name}_{a.n}")


@kind("attribute_size")
class AttributeSize(Kind):
    """Derived: the size of the attribute value's C type (by value, or by pointer)."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        size = f"_c.sizeof(_o_{a.names[a.rule.related]})"
        if a.r.category == "pointer":
            return f"_byref({a.t.ctypes_type(a.target())}({size}))", ""
        return a.mb.pass_value(a.p.type, size), ""

    def c(self, a: Param, cc: CCall) -> bool:
        return cc.attribute_size(a)


@kind("out_by_attributes")
class ByAttributes(Kind):
    """One value per element of an attribute array: storage of each one's C type, and C gets
    the array of their addresses (and of their sizes, if it asks)."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        n, rule = a.n, a.rule
        table = f"_ATTR_{a.fn.name}_{n}"
        sized = any(x.kind == "attribute_sizes" and x.related == rule.name for x in a.rules.params)
        py.preamble.append(a.mb.attribute_table(a.fn, table, rule, sized))
        attrs = a.names[rule.related]
        label = f"{a.fn.name}() argument {attrs!r}"
        py.pre.append((3, f"_e_{n} = _s.attribute_storages({table}, _a_{attrs}, {label!r})"))
        py.results.append(f"_e_{n}.values()")
        py.outputs.append(Output(n, "list[_Any]", f"The value of each attribute of {attrs}, in order, "
                                                  "each of the C type that attribute documents."))
        return f"_e_{n}.pointers", ""


@kind("attribute_sizes")
class AttributeSizes(Kind):
    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        return f"_e_{a.names[a.rule.related]}.sizes", ""


# --- callables and kernels -------------------------------------------------------------


@kind("callback")
class Callback(Kind):
    """A Python callable, kept alive while C may call it."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        n, q = a.n, a.q
        cbtype = callback_type(a)
        py.params.append(PyParam(n, "_Callable[..., _Any] | None", a.doc))
        if cbtype:
            py.pre.append((2, f"_cb_{n} = _s.callback({cbtype}, {n}, {q}, {(a.rule.lifetime or 'call')!r})"))
        else:
            py.pre.append((2, f"_cb_{n} = _s.pointer_arg({n}, {q})"))
        return f"_cb_{n}", ""

    def c(self, a: Param, cc: CCall) -> bool:
        return cc.callback(a, callback_type(a))


def callback_type(a: Param) -> str:
    """The ctypes function type of a callback parameter, "" when it has none (a void *)."""
    cbtype = a.t.ctypes_type(a.p.type) if a.r.category == "callback" else ""
    return "" if cbtype == "_c.c_void_p" else cbtype


@kind("kernel_params")
class KernelParams(Kind):
    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        n, rule = a.n, a.rule
        py.params.append(PyParam(n, "KernelArgs | _Sequence[_Any] | None", a.doc))
        # A pre-packed KernelArgs goes straight through: that is the hot path.
        a.mb.hot["_kernel_params"] = "_s.kernel_params"  # saves a lookup per launch
        packer = (f"_kernel_params({n}, {a.names[rule.related]}, _f)"
                  if rule.related and a.mb.lib.kernel_layout else f"_kernel_params({n})")
        py.pre.append((4, f"_k_{n} = {n}._as_parameter_ if {n}.__class__ is KernelArgs else {packer}"))
        return f"_k_{n}", ""

    def c(self, a: Param, cc: CCall) -> bool:
        return cc.kernel_params(a)


@kind("kernel_extra")
class KernelExtra(Kind):
    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        py.params.append(PyParam(a.n, "_Sequence[_Any] | int | None", a.doc))
        py.pre.append((4, f"_k_{a.n} = None if {a.n} is None else _s.kernel_extra({a.n})"))
        return f"_k_{a.n}", ""

    def c(self, a: Param, cc: CCall) -> bool:
        return cc.via_helper(a, "_s.kernel_extra")


def _mentions_null(text: str) -> bool:
    """Whether a parameter's doc allows NULL ("may be NULL", "or NULL", "optional"): only then
    does the binding pass None on as NULL for a string or struct pointer."""
    return bool(re.search(r"\bNULL\b|\bnull\b|optional|\bmay be omitted", text))
