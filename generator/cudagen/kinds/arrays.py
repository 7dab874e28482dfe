"""Arrays going in: sequences of values, structs, strings or pointers, and the counts derived
from their lengths."""

from __future__ import annotations

from ..backends.c.call import CCall
from ..backends.python.call import Output, PyCall, PyParam
from ..errors import GeneratorError
from ..rules.typemap import py_global
from .base import Kind, Param, kind


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
        t = a.t
        el = a.target()
        er = t.resolve(el)
        o, v = cc.argv(a.n), cc.var(a.p)
        cc.decls.append(f"Py_ssize_t {v}_n = 0;")
        cc.lengths[a.n] = f"{v}_n"
        if er.category == "record":
            # A list or tuple of instances of the struct: _s.struct_array copies them.
            cls = cc.obj(t.ctypes_type(el))
            cc.memory(v)
            cc.owned(v)
            cc.check(2, f"if (cg_record_items({o}, {cls}, &{v}_n) < 0) goto fallback;")
            # struct_array is Python: where another thread changed the list since its length was
            # taken, the copy's length tells (and the Python body starts over).
            cc.convert(2, f"if ({o} != Py_None) {{\n"
                          f"    {v}_o = PyObject_CallFunctionObjArgs({cc.obj('_s.struct_array')}, {cls}, {o}, "
                          f"{cc.obj(a.q)}, NULL);\n"
                          f"    if ({v}_o == NULL || cg_ctypes_memory({v}_o, &{v}_b, &{v}_held, &{v}) < 0) "
                          "goto error;\n"
                          f"    if (cg_length({v}_o) != {v}_n) goto fallback;\n"
                          "}")
        else:
            ctype = cc.cm.c_type(el)
            cc.decls.append(f"void *{v} = NULL;")
            if er.category == "handle" and er.ctype.kind == "pointer":
                call = f"cg_handle_items({o}, &{v}, &{v}_n)"
            elif er.category == "float":
                call = f"cg_float_items({o}, sizeof({ctype}), &{v}, &{v}_n)"
            elif er.category in ("int", "enum", "handle", "bool", "char"):
                lo, hi = cc.bounds(el)
                if lo >= 0:
                    call = f"cg_unsigned_items({o}, {hi}ULL, sizeof({ctype}), &{v}, &{v}_n)"
                else:
                    low = "(-9223372036854775807LL - 1)" if lo == -(2**63) else f"{lo}LL"
                    call = f"cg_signed_items({o}, {low}, {hi}LL, sizeof({ctype}), &{v}, &{v}_n)"
            else:
                return False
            cc.check(2, f"if ({call} < 0) goto fallback;")
            cc.cleanup.append(f"PyMem_Free({v});")
        if a.rule.elements:  # the length read with the elements, not another read of it
            cc.check(2.5, f"if ({o} != Py_None && {v}_n != {a.rule.elements}) goto fallback;")
        cc.arg(a.p, v)
        return True


@kind("array_inout")
class ArrayInOut(ArrayIn):
    """A sequence of structs C reads and fills in (nvmlDeviceGetFieldValues: the caller sets each
    fieldId, NVML writes the values): copied in as array_in, the copy returned as a list."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        if a.t.resolve(a.target()).category != "record":
            raise GeneratorError(f"{a.fn.location}: {a.fn.name}.{a.p.name}: array_inout takes structs")
        arg = super().python(a, py)
        py.results.append(f"_list(_a_{a.n} or ())")
        py.outputs.append(Output(a.n, f"list[{py_global(a.t.resolve(a.target()).ctype.name)}]",
                                 a.doc or "The structs as C filled them in."))
        return arg

    def c(self, a: Param, cc: CCall) -> bool:
        if not super().c(a, cc):
            return False
        v = cc.var(a.p)  # array_in's copy of the structs: v_o, with v_n of them
        cc.result(f"{v}_o != NULL ? PySequence_GetSlice({v}_o, 0, {v}_n) : PyList_New(0)")
        return True


@kind("string_array")
class StringArray(Kind):
    """A sequence of strings (str or bytes)."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        py.params.append(PyParam(a.n, "_Sequence[str | bytes] | None", a.doc))
        py.pre.append((2, f"_a_{a.n} = _s.string_array({a.n}, {a.q})"))
        return f"_a_{a.n}", ""

    def c(self, a: Param, cc: CCall) -> bool:
        return via_helper(a, cc, "_s.string_array")


@kind("pointer_array")
class PointerArray(Kind):
    """A sequence of addresses (ints, None, or buffers whose address is taken)."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        py.params.append(PyParam(a.n, "_Sequence[_Pointer] | None", a.doc))
        py.pre.append((2, f"_a_{a.n} = _s.pointer_array({a.n}, {a.q})"))
        if a.rule.elements:  # C reads this many (NPP's `const Npp32s *pValues[3]`), as array_in
            py.pre.append((1, f"_s.fixed_length({a.n}, {a.rule.elements}, {a.q})"))
            py.pre.append((2.5, f"_s.fixed_length(_a_{a.n}, {a.rule.elements}, {a.q})"))
        return f"_a_{a.n}", ""

    def c(self, a: Param, cc: CCall) -> bool:
        if not via_helper(a, cc, "_s.pointer_array"):
            return False
        if a.rule.elements:
            v = cc.var(a.p)
            cc.check(2.5, f"if ({cc.argv(a.n)} != Py_None && {v}_n != {a.rule.elements}) goto fallback;")
        return True


def via_helper(a: Param, cc: CCall, helper: str, counted: bool = True) -> bool:
    """A sequence a _support helper converts (strings, pointers, `extra`): a list, tuple or
    None is checked in C (its length counts), the helper converts it after every check.
    `counted`: the helper takes the argument's label, and the copy's length must be the one
    checked (a count parameter reads it); else (cuLaunchKernel's `extra`) it takes the
    argument alone, converted after the other arguments."""
    o, v = cc.argv(a.n), cc.var(a.p)
    cc.decls += [f"void *{v} = NULL;", f"Py_ssize_t {v}_n = 0;"]
    cc.owned(v)
    cc.lengths[a.n] = f"{v}_n"
    cc.check(2, f"if (cg_sequence({o}, &{v}_n) < 0) goto fallback;")
    args = f"{o}, {cc.obj(a.q)}, NULL" if counted else f"{o}, NULL"
    cc.convert(2 if counted else 4,
               f"if ({o} != Py_None) {{\n"
               f"    {v}_o = PyObject_CallFunctionObjArgs({cc.obj(helper)}, {args});\n"
               f"    if ({v}_o == NULL || cg_pointer_of({cc.obj('_s.c_arg')}, {v}_o, &{v}) < 0) goto error;\n"
               + (f"    if (cg_length({v}_o) != {v}_n) goto fallback;\n" if counted else "")
               + "}")
    cc.arg(a.p, v)
    return True


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
        if a.rule.in_bytes:  # C reads the size in bytes (nvml.h: "... array in bytes")
            return py.module.pass_value(a.p.type, f"_n_{n} * {a.py_sizeof(a.element_of(a.rule.related))}"), ""
        return py.module.pass_value(a.p.type, f"_n_{n}"), ""

    def c(self, a: Param, cc: CCall) -> bool:
        """Derived from the arrays it counts, whose lengths their checks found (the composer runs
        counts after every other parameter)."""
        arrays = a.counted.get(a.p.name, [a.names[a.rule.related]])
        fewer = a.fewer.get(a.p.name, [0])
        if any(name not in cc.lengths for name in arrays):
            return False
        v = cc.var(a.p)
        cc.decls.append(f"long long {v}_v = -1;")
        lines = []
        for name, less in zip(arrays, fewer, strict=True):
            length, obj = cc.lengths[name], cc.argv(name)
            total = f"{length} + {less}" if less else length
            lines.append(f"if ({obj} != Py_None) {{\n"
                         f"    if ({v}_v >= 0 && {v}_v != {total}) goto fallback;\n"
                         f"    {v}_v = {total};\n"
                         "}")
        lines.append(f"if ({v}_v < 0) {v}_v = 0;")
        if a.rule.in_bytes:  # C reads the size in bytes: the count times the element's size
            size = a.c_sizeof(cc, a.element_of(a.rule.related))
            lines.append(f"if ((unsigned long long){v}_v > {cc.bounds(a.p.type)[1]}ULL / {size}) goto fallback;")
            cc.check(2.9, "\n".join(lines))
            cc.arg(a.p, f"({cc.cm.c_type(a.p.type)})((size_t){v}_v * {size})")
            return True
        lines.append(f"if ((unsigned long long){v}_v > {cc.bounds(a.p.type)[1]}ULL) goto fallback;")
        cc.check(2.9, "\n".join(lines))
        cc.arg(a.p, f"({cc.cm.c_type(a.p.type)}){v}_v")
        return True
