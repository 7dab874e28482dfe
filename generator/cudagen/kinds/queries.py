"""A struct C reads some fields of and writes the others (struct_query): NVML's
`nvmlDeviceGetTemperatureV(device, nvmlTemperature_t *temperature)` reads `sensorType` and writes
`temperature`. The fields C reads are the function's Python parameters, in the order the rules
list them (`fields`); the field the rules name (`returns`) is returned, or the whole struct.
`nvmlDeviceGetTemperatureV(device, sensorType) -> int`, as pynvml's and cuda.bindings' are.

The compiled backend makes no Python object for the struct where one field is returned: a
zeroed C buffer of the struct's size and alignment, the inputs copied in at their offsets.
"""

from __future__ import annotations

import re

from .. import ir
from ..backends.c.call import RES, CCall
from ..backends.python.call import Output, PyCall, PyParam
from ..rules.typemap import py_field, py_global, py_param
from .base import Kind, Param, fill_version, kind

# "IN:", "OUT -", "[in]", "IN/OUT:" opening a field's doc: the direction, which the signature says.
_DIRECTION = re.compile(r"^\s*(\[\s*(in|out|in\s*,\s*out)\s*\]|IN\s*/\s*OUT|IN|OUT)\s*[:-]?\s*", re.IGNORECASE)


def _record(a: Param) -> ir.Record:
    return a.t.records[a.t.resolve(a.target()).ctype.name]


def _field(a: Param, name: str) -> ir.Field:
    return next(f for f in _record(a).fields if f.name == name)


def _doc(a: Param, f: ir.Field) -> str:
    """A field's doc for the Python signature: its own (the direction marker dropped), else the
    struct parameter's; either with where it lives in C."""
    own = " ".join(_DIRECTION.sub("", f.doc.brief).split())
    where = f"{a.p.name}.{f.name} in C"
    if own:
        return f"{own[:1].upper()}{own[1:]} ({where})"
    return f"{where}: {a.doc}" if a.doc else where


@kind("struct_query")
class StructQuery(Kind):
    """A struct C reads some fields of (the Python parameters) and writes the others (one
    returned, or the struct); a versioned struct's version filled as Out fills it."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        n, t = a.n, a.t
        target = a.target()
        # The struct, in a one-element array C gets as a pointer (as Out's); its fields set
        # from the checked arguments through ctypes' own fields: the struct's checked
        # assignment (_support's _Record.__setattr__) would repeat the checks, at 0.5 µs a field.
        py.module.hot["_set_field"] = "object.__setattr__"
        lines = [f"_o_{n} = {py.module.cell(t.ctypes_type(target))}()", f"_v_{n} = _o_{n}[0]"]
        for name in a.rule.fields:
            f = _field(a, name)
            arg = py_param(name)
            py.params.append(PyParam(arg, t.annotation(f.type, accept=True), _doc(a, f)))
            # As a `value` argument of the field's type: an out-of-range int raises naming the
            # argument (ctypes would truncate it).
            check = py.module.range_check(f.type, t.resolve(f.type), arg, repr(f"{a.fn.name}() argument '{arg}'"))
            if check:
                py.pre.append((0, check))
            lines.append(f"_set_field(_v_{n}, {py_field(name)!r}, {arg})")
        version = a.struct_version(target)
        if version is not None:  # a new struct: its version is 0, NVML's is set
            lines.append(f"_set_field(_v_{n}, 'version', {version[1]})")
        py.pre.append((3, "\n".join(lines)))
        if a.rule.returns:
            f = _field(a, a.rule.returns)
            value, ann = py.module.read(t.resolve(f.type), f.type, t.ctypes_type(f.type), f"_v_{n}.{py_field(f.name)}")
            py.results.append(value)
            py.outputs.append(Output(py_param(f.name), ann, _doc(a, f)))
        else:
            py.results.append(f"_v_{n}")
            py.outputs.append(Output(n, py_global(t.resolve(target).ctype.name), a.doc))
        return f"_o_{n}", ""

    def c(self, a: Param, cc: CCall) -> bool:
        t = a.t
        target = a.target()
        v = cc.var(a.p, "s")
        if a.rule.returns:
            # No Python object: the struct is a C buffer of its size and alignment (the
            # extension's cg_rec_ type of it), zeroed, on the stack.
            cc.decls.append(f"{cc.cm.c_type(target)} {v};")
            cc.convert(3, f"memset(&{v}, 0, sizeof {v});")
            memory = f"&{v}"
        else:  # the struct returned: an instance of its class, C writing its memory (as Out's)
            cc.record_storage(v, t.ctypes_type(target), 3)
            memory = v
        copies = []
        for i, name in enumerate(a.rule.fields):
            f = _field(a, name)
            var, arg, ctype = f"{v}_f{i}", cc.argv(py_param(name)), cc.cm.c_type(f.type)
            if t.resolve(f.type).category == "float":
                cc.float_check(arg, var, ctype)
            else:  # ints, enums, bools: the checks of a `value` argument (else the Python body raises)
                cc.int_check(arg, f.type, var, ctype)
            copies.append(f"memcpy((char *){memory} + {f.offset_bits // 8}, &{var}, sizeof {var});")
        cc.convert(3.05, "\n".join(copies))
        version = a.struct_version(target)
        if version is not None:
            fill_version(cc, memory, version, 3.1)
        cc.arg(a.p, f"(void *){memory}")
        if not a.rule.returns:
            cc.result(f"Py_NewRef({v}_o)")
            return True
        f = _field(a, a.rule.returns)
        read = f"{v}_r"
        cc.decls.append(f"{cc.cm.c_type(f.type)} {read};")
        cc.results.append(f"memcpy(&{read}, (const char *)&{v} + {f.offset_bits // 8}, sizeof {read});\n"
                          f"{RES} = {cc.value_of(f.type, read)};\n"
                          f"if ({RES} == NULL) goto error;")
        return True
