"""The compiled backend: a CPython extension per library module, built from the same IR,
rules and parameter kinds as the pure-Python body (kinds.py adds each parameter's pieces here).

Each C function takes a fast path for arguments of the exact types it converts natively (ints
in range, None, str and bytes, buffers, struct instances), in the order the Python body checks
them; any other argument, keyword or count error makes it call the function's pure-Python body
instead, which does the same conversions in full and raises what it raises. Conversions that
need Python (callbacks, arrays of strings or pointers, kernel arguments) call the very helpers
of `_support` the Python body calls, after every argument has passed its checks, so errors come
in the same order either way. Everything C needs from the module (enum classes, struct
classes, helpers, the error factory) is a Python expression in OBJECTS, evaluated in the module
when the extension is bound to it (see _support.compiled_backend).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from . import ir
from .render import c_string
from .typemap import TypeMap, py_global

if TYPE_CHECKING:
    from .codegen import Library
    from .kinds import Param

CHECK, CONVERT = 0, 1  # stages: checks fall back to Python; conversions raise

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
}


# The typed converters of _cudagen.h: C type -> (converter, the range it takes), which must be
# the range the IR gives the parameter's type (INT_RANGES, LP64); it writes the C type itself.
_S64, _U64 = (-(2**63), 2**63 - 1), (0, 2**64 - 1)
_INT_CONVERTERS: dict[str, tuple[str, int, int]] = {
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
    records: dict[str, tuple[int, int]] = field(default_factory=dict)  # by-value record -> (size, align)

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
            if record.size <= 16 and self._has_floats(record):
                # Small structs of floats travel in vector registers: a byte array would not.
                raise Unsupported(f"{s.name} by value holds floating-point members")
            name = "cg_rec_" + re.sub(r"\W", "_", s.name)
            self.records[name] = (record.size, record.align)
            return name
        raise Unsupported(f"C type {t.spelling()}")

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



RES = "@RES@"  # where a result statement stores its new reference


@dataclass
class CCall:
    """The C function of one library function, as its parameters build it (kinds.py calls
    the method of each parameter's kind; False or Unsupported: the function keeps its
    Python body)."""

    cm: CModule
    fn: ir.Function
    py_names: list[str]  # the Python signature's parameter names, in order
    decls: list[str] = field(default_factory=list)
    pieces: list[tuple[int, float, str]] = field(default_factory=list)  # (stage, phase, C statements)
    args: dict[int, str] = field(default_factory=dict)  # C argument position -> expression
    query_args: dict[int, str] = field(default_factory=dict)  # what array_out_query's size query passes
    between: list[str] = field(default_factory=list)  # after the size query, before the call
    cleanup: list[str] = field(default_factory=list)
    results: list[str] = field(default_factory=list)  # statements storing a new reference in RES
    lengths: dict[str, str] = field(default_factory=dict)  # Python array name -> C length variable
    tables: list[str] = field(default_factory=list)  # static data the function reads (attribute tables)

    # --- shared pieces --------------------------------------------------------------

    def argv(self, a: Param) -> str:
        return f"argv[{self.py_names.index(a.n)}]"

    def arg(self, a: Param, expr: str) -> None:
        self.args[a.fn.params.index(a.p)] = expr

    def var(self, a: Param, prefix: str = "a") -> str:
        return f"{prefix}_{a.p.name}"

    def obj(self, expr: str) -> str:
        return f"CG_OBJ({self.cm.obj(expr)})"

    def check(self, phase: float, code: str) -> None:
        self.pieces.append((CHECK, phase, code))

    def convert(self, phase: float, code: str) -> None:
        self.pieces.append((CONVERT, phase, code))

    def warn_deprecated(self, message: str) -> None:
        """The DeprecationWarning of a function the headers deprecate, as the Python body's
        _s.warn_deprecated gives it: after the fast path's checks (a call they hand to the
        Python body warns there, once) and before any conversion that can raise (the body warns
        before its own), attributed to the calling line (stack level 1: a builtin has no frame),
        so the warnings registry shows one per call site. An error where warnings are errors."""
        self.convert(-1, f"if (PyErr_WarnEx(PyExc_DeprecationWarning, {c_string(message)}, 1) < 0) goto error;")

    def result(self, expr: str) -> None:
        self.results.append(f"{RES} = {expr};\nif ({RES} == NULL) goto error;")

    def label(self, a: Param) -> str:
        return self.obj(a.q)

    def bounds(self, t: ir.CType) -> tuple[int, int]:
        found = self.cm.types.int_range(t)
        if found is None:
            raise Unsupported(f"no range for {t.spelling()}")
        return found

    def int_check(self, obj: str, t: ir.CType, var: str, ctype: str, phase: float = 0) -> None:
        """Declare `var` of C type `ctype` and take it from `obj`: an int (or int subclass) in
        t's range, by the typed converter of `ctype` where its range is t's (all of today's),
        else through a 64-bit `var`_v and a cast."""
        lo, hi = self.bounds(t)
        self.decls.append(f"{ctype} {var} = 0;")
        typed = _INT_CONVERTERS.get(ctype)
        if typed is not None and typed[1:] == (lo, hi):
            self.check(phase, f"if ({typed[0]}({obj}, &{var}) < 0) goto fallback;")
            return
        if lo >= 0:
            self.decls.append(f"unsigned long long {var}_v = 0;")
            self.check(phase, f"if (cg_unsigned({obj}, {hi}ULL, &{var}_v) < 0) goto fallback;\n"
                              f"{var} = ({ctype}){var}_v;")
        else:
            low = "(-9223372036854775807LL - 1)" if lo == -(2**63) else f"{lo}LL"
            self.decls.append(f"long long {var}_v = 0;")
            self.check(phase, f"if (cg_signed({obj}, {low}, {hi}LL, &{var}_v) < 0) goto fallback;\n"
                              f"{var} = ({ctype}){var}_v;")

    def float_check(self, obj: str, var: str, ctype: str, phase: float = 0) -> None:
        """Declare `var` (float or double) and take it from `obj`, a float object."""
        self.decls.append(f"{ctype} {var} = 0;")
        helper = "cg_float" if ctype == "float" else "cg_double"
        self.check(phase, f"if ({helper}({obj}, &{var}) < 0) goto fallback;")

    def value_of(self, t: ir.CType, expr: str) -> str:
        """A C expression making the Python value the Python body returns for a C value of IR
        type `t` in `expr` (a new reference, NULL with an exception set on failure)."""
        r = self.cm.types.resolve(t)
        s = r.ctype
        if r.category == "enum":
            name = py_global(s.name)
            return f"cg_member({self.obj(name + '._value2member_map_')}, {self.obj(name)}, {self._long(t, expr)})"
        if r.category in ("pointer", "void") or (r.category == "handle" and s.kind == "pointer"):
            return f"PyLong_FromVoidPtr((void *){expr})"
        if r.category == "bool":
            return f"PyBool_FromLong({expr})"
        if r.category == "float":
            return f"PyFloat_FromDouble((double){expr})"
        if r.category == "char":
            return f"PyBytes_FromStringAndSize((const char *)&{expr}, 1)"
        if r.category in ("int", "handle"):
            return self._long(t, expr)
        raise Unsupported(f"result of C type {t.spelling()}")

    def _long(self, t: ir.CType, expr: str) -> str:
        if self.bounds(t)[0] >= 0:
            return f"PyLong_FromUnsignedLongLong((unsigned long long){expr})"
        return f"PyLong_FromLongLong((long long){expr})"

    def _memory(self, v: str) -> None:
        """A buffer held on a Python object (released after the call), and the C pointer to it."""
        self.decls += [f"Py_buffer {v}_b;", f"int {v}_held = 0;", f"void *{v} = NULL;"]
        self.cleanup.append(f"if ({v}_held) PyBuffer_Release(&{v}_b);")

    def _owned(self, v: str) -> None:
        self.decls.append(f"PyObject *{v}_o = NULL;")
        self.cleanup.append(f"Py_XDECREF({v}_o);")

    def _list(self, count: str, element: str) -> None:
        """A list of `count` elements, element `cg_i` made by `element`."""
        self.results.append(f"{RES} = PyList_New({count});\n"
                            f"if ({RES} == NULL) goto error;\n"
                            f"for (Py_ssize_t cg_i = 0; cg_i < {count}; cg_i++) {{\n"
                            f"    PyObject *cg_item = {element};\n"
                            "    if (cg_item == NULL) goto error;\n"
                            f"    PyList_SET_ITEM({RES}, cg_i, cg_item);\n"
                            "}")

    def _size_var(self, a: Param, name: str) -> tuple[str, bool]:
        """The C variable holding a size or count parameter's checked value, and whether
        it is signed."""
        rule = a.rules.param(name)
        prefix = "o" if rule.kind == "inout" else "a"
        target = a.fn.param(name).type
        if rule.kind == "inout":
            target = a.t.resolve(target).ctype.target or target
        var = f"a_{name}_v" if rule.kind == "count" else f"{prefix}_{name}"  # a count: its 64-bit value
        return var, self.bounds(target)[0] < 0

    # --- parameter kinds ----------------------------------------------------------------

    def value(self, a: Param) -> bool:
        r, o, v = a.r, self.argv(a), self.var(a)
        if r.category == "handle" and r.ctype.kind == "pointer":
            self.decls.append(f"void *{v} = NULL;")
            self.check(0, f"if (cg_handle({o}, &{v}) < 0) goto fallback;")
        elif r.category in ("int", "enum", "handle", "bool", "char"):
            self.int_check(o, a.p.type, v, self.cm.c_type(a.p.type))
        elif r.category == "float":
            self.float_check(o, v, self.cm.c_type(a.p.type))
        elif r.category == "record":
            ctype = self.cm.c_type(a.p.type)
            cls = self.obj(a.t.ctypes_type(a.p.type))
            self.decls.append(f"{ctype} {v};")
            self._memory(f"{v}_m")
            # Exactly the struct's class, as the Python body's `n.__class__ is not cls` test wants.
            self.check(0, f"if (Py_TYPE({o}) != (PyTypeObject *){cls}) goto fallback;\n"
                          f"if (cg_ctypes_memory({o}, &{v}_m_b, &{v}_m_held, &{v}_m) < 0) goto fallback;\n"
                          f"memcpy(&{v}, {v}_m, sizeof {v});")
        else:
            return False
        self.arg(a, v)
        return True

    def string(self, a: Param, nullable: bool) -> bool:
        v = self.var(a)
        self.decls.append(f"const char *{v} = NULL;")
        self.check(0, f"if (cg_cstring({self.argv(a)}, {int(nullable)}, &{v}) < 0) goto fallback;")
        self.arg(a, f"(void *){v}")
        return True

    def struct_in(self, a: Param) -> bool:
        v = self.var(a)
        self._memory(v)
        cls = self.obj(a.t.ctypes_type(a.target()))
        self.check(2, f"if (cg_record({self.argv(a)}, {cls}, &{v}_b, &{v}_held, &{v}) < 0) goto fallback;")
        self.arg(a, v)
        return True

    def buffer(self, a: Param, size: str, writable: bool) -> bool:
        v = self.var(a)
        self._memory(v)
        self.decls.append(f"Py_ssize_t {v}_size = -1;")
        if size:
            name = next(p.name for p in a.fn.params if a.names[p.name] == size)
            bound, signed = self._size_var(a, name)
            negative = f"if ({bound} < 0) goto fallback;\n" if signed else ""
            self.check(1.5, f"{negative}{v}_size = (unsigned long long){bound} > (unsigned long long)PY_SSIZE_T_MAX "
                            f"? PY_SSIZE_T_MAX : (Py_ssize_t){bound};")
        self.check(2, f"if (cg_host({self.argv(a)}, {v}_size, {int(writable)}, &{v}_b, &{v}_held, &{v}) < 0) "
                      "goto fallback;")
        self.arg(a, v)
        return True

    def raw_pointer(self, a: Param) -> bool:
        v = self.var(a)
        self.decls.append(f"void *{v} = NULL;")
        self.check(0, f"if (cg_handle({self.argv(a)}, &{v}) < 0) goto fallback;")
        self.arg(a, v)
        return True

    def array_in(self, a: Param) -> bool:
        t = a.t
        el = a.target()
        er = t.resolve(el)
        o, v = self.argv(a), self.var(a)
        self.decls.append(f"Py_ssize_t {v}_n = 0;")
        self.lengths[a.n] = f"{v}_n"
        if er.category == "record":
            # A list or tuple of instances of the struct: _s.struct_array copies them.
            cls = self.obj(t.ctypes_type(el))
            self._memory(v)
            self._owned(v)
            self.check(2, f"if (cg_record_items({o}, {cls}, &{v}_n) < 0) goto fallback;")
            # struct_array is Python: where another thread changed the list since its length was
            # taken, the copy's length tells (and the Python body starts over).
            self.convert(2, f"if ({o} != Py_None) {{\n"
                            f"    {v}_o = PyObject_CallFunctionObjArgs({self.obj('_s.struct_array')}, {cls}, {o}, "
                            f"{self.label(a)}, NULL);\n"
                            f"    if ({v}_o == NULL || cg_ctypes_memory({v}_o, &{v}_b, &{v}_held, &{v}) < 0) "
                            "goto error;\n"
                            f"    if (cg_length({v}_o) != {v}_n) goto fallback;\n"
                            "}")
        else:
            ctype = self.cm.c_type(el)
            self.decls.append(f"void *{v} = NULL;")
            if er.category == "handle" and er.ctype.kind == "pointer":
                call = f"cg_handle_items({o}, &{v}, &{v}_n)"
            elif er.category == "float":
                call = f"cg_float_items({o}, sizeof({ctype}), &{v}, &{v}_n)"
            elif er.category in ("int", "enum", "handle", "bool", "char"):
                lo, hi = self.bounds(el)
                if lo >= 0:
                    call = f"cg_unsigned_items({o}, {hi}ULL, sizeof({ctype}), &{v}, &{v}_n)"
                else:
                    low = "(-9223372036854775807LL - 1)" if lo == -(2**63) else f"{lo}LL"
                    call = f"cg_signed_items({o}, {low}, {hi}LL, sizeof({ctype}), &{v}, &{v}_n)"
            else:
                return False
            self.check(2, f"if ({call} < 0) goto fallback;")
            self.cleanup.append(f"PyMem_Free({v});")
        if a.rule.elements:  # the length read with the elements, not another read of it
            self.check(2.5, f"if ({o} != Py_None && {v}_n != {a.rule.elements}) goto fallback;")
        self.arg(a, v)
        return True

    def count(self, a: Param) -> bool:
        """Derived from the arrays it counts, whose lengths their checks found (run after them)."""
        arrays = a.counted.get(a.p.name, [a.names[a.rule.related]])
        fewer = a.fewer.get(a.p.name, [0])
        if any(name not in self.lengths for name in arrays):
            return False
        v = self.var(a)
        self.decls.append(f"long long {v}_v = -1;")
        lines = []
        for name, less in zip(arrays, fewer, strict=True):
            length, obj = self.lengths[name], f"argv[{self.py_names.index(name)}]"
            total = f"{length} + {less}" if less else length
            lines.append(f"if ({obj} != Py_None) {{\n"
                         f"    if ({v}_v >= 0 && {v}_v != {total}) goto fallback;\n"
                         f"    {v}_v = {total};\n"
                         "}")
        lines.append(f"if ({v}_v < 0) {v}_v = 0;")
        lines.append(f"if ((unsigned long long){v}_v > {self.bounds(a.p.type)[1]}ULL) goto fallback;")
        self.check(2.9, "\n".join(lines))
        self.arg(a, f"({self.cm.c_type(a.p.type)}){v}_v")
        return True

    def via_helper(self, a: Param, helper: str) -> bool:
        """A sequence a _support helper converts (strings, pointers, `extra`): a list, tuple or
        None is checked here (its length counts), the helper converts it after every check."""
        o, v = self.argv(a), self.var(a)
        self.decls += [f"void *{v} = NULL;", f"Py_ssize_t {v}_n = 0;"]
        self._owned(v)
        self.lengths[a.n] = f"{v}_n"
        self.check(2, f"if (cg_sequence({o}, &{v}_n) < 0) goto fallback;")
        args = f"{o}, NULL" if a.rule.kind == "kernel_extra" else f"{o}, {self.label(a)}, NULL"
        self.convert(4 if a.rule.kind == "kernel_extra" else 2,
                     f"if ({o} != Py_None) {{\n"
                     f"    {v}_o = PyObject_CallFunctionObjArgs({self.obj(helper)}, {args});\n"
                     f"    if ({v}_o == NULL || cg_pointer_of({self.obj('_s.c_arg')}, {v}_o, &{v}) < 0) goto error;\n"
                     + ("" if a.rule.kind == "kernel_extra" else  # counted: the copy's length is the count's
                        f"    if (cg_length({v}_o) != {v}_n) goto fallback;\n")
                     + "}")
        self.arg(a, v)
        return True

    def callback(self, a: Param, cbtype: str) -> bool:
        o, v = self.argv(a), self.var(a)
        self.decls.append(f"void *{v} = NULL;")
        self._owned(v)
        if cbtype:
            call = (f"PyObject_CallFunctionObjArgs({self.obj('_s.callback')}, {self.obj(cbtype)}, {o}, "
                    f"{self.label(a)}, {self.obj(repr(a.rule.lifetime or 'call'))}, NULL)")
            self.check(2, f"if ({o} != Py_None && !PyCallable_Check({o})) goto fallback;")
        else:
            call = f"PyObject_CallFunctionObjArgs({self.obj('_s.pointer_arg')}, {o}, {self.label(a)}, NULL)"
            self.check(2, f"if ({o} != Py_None && !PyLong_CheckExact({o})) goto fallback;")
        self.convert(2, f"{v}_o = {call};\n"
                        f"if ({v}_o == NULL || cg_pointer_of({self.obj('_s.c_arg')}, {v}_o, &{v}) < 0) goto error;")
        self.arg(a, v)
        return True

    def kernel_params(self, a: Param) -> bool:
        """A pre-packed KernelArgs passes its pointer; a sequence goes through the Python body's
        packer (_s.kernel_params: per-thread, per-kernel argument buffers)."""
        o, v = self.argv(a), self.var(a)
        self.decls.append(f"void *{v} = NULL;")
        self._owned(v)
        related = a.rule.related
        packed = ""
        if related and a.mb.lib.kernel_layout:
            func = f"argv[{self.py_names.index(a.names[related])}]"
            call = (f"PyObject_CallFunctionObjArgs({self.obj('_s.kernel_params')}, {o}, {func}, "
                    f"{self.obj('_f')}, NULL)")
            # Plain ints and floats: packed here, to the sizes the kernel declares.
            self.decls += [f"cg_layout {v}_layout;", f"uint64_t {v}_values[CG_MAX_KERNEL_ARGS];",
                           f"void *{v}_pointers[CG_MAX_KERNEL_ARGS];", f"int {v}_packed = CG_FALLBACK;"]
            packed = (f"if ((PyList_CheckExact({o}) || PyTuple_CheckExact({o})) && PyLong_CheckExact({func})) {{\n"
                      f"    {v}_packed = cg_kernel_layout({self.obj('_s')}, {self.obj('_s.param_layout')}, "
                      f"{self.obj('_f')}, {func}, a_{related}, &{v}_layout);\n"
                      f"    if ({v}_packed == 0) {v}_packed = cg_pack_args({o}, &{v}_layout, {v}_values, {v}_pointers);\n"
                      f"    if ({v}_packed == CG_ERROR) goto error;\n"
                      "}\n")
        else:
            call = f"PyObject_CallFunctionObjArgs({self.obj('_s.kernel_params')}, {o}, NULL)"
        self.convert(4, f"{packed}"
                        f"if (Py_TYPE({o}) == (PyTypeObject *){self.obj('KernelArgs')}) {{\n"
                        f"    if (cg_kernel_args({o}, &{v}) < 0) goto error;\n"
                        + (f"}} else if ({v}_packed == 0) {{\n    {v} = {v}_pointers;\n" if packed else "")
                        + "} else {\n"
                        f"    {v}_o = {call};\n"
                        f"    if ({v}_o == NULL || cg_pointer_of({self.obj('_s.c_arg')}, {v}_o, &{v}) < 0) goto error;\n"
                        "}")
        self.arg(a, v)
        return True

    # --- outputs --------------------------------------------------------------------

    def _record_storage(self, v: str, cls_expr: str, phase: float) -> None:
        """A new instance of a struct class (as the Python body's storage), C writing its memory."""
        self._memory(v)
        self._owned(v)
        self.convert(phase, f"{v}_o = PyObject_CallNoArgs({self.obj(cls_expr)});\n"
                            f"if ({v}_o == NULL || cg_ctypes_memory({v}_o, &{v}_b, &{v}_held, &{v}) < 0) goto error;")

    def out(self, a: Param) -> bool:
        t = a.t
        target = a.target()
        tr = t.resolve(target)
        v = self.var(a, "o")
        if tr.category == "record":
            self._record_storage(v, t.ctypes_type(target), 3)
            self.arg(a, v)
            self.result(f"Py_NewRef({v}_o)")
            return True
        pointer = tr.category in ("pointer", "void") or (tr.category == "handle" and tr.ctype.kind == "pointer")
        ctype = "void *" if pointer else self.cm.c_type(target)
        if a.rule.kind == "inout":
            o = self.argv(a)
            if pointer:
                self.decls.append(f"void *{v} = NULL;")
                self.check(0, f"if (cg_handle({o}, &{v}) < 0) goto fallback;")
            elif tr.category in ("int", "enum", "handle", "bool", "char"):
                self.int_check(o, target, v, ctype)
            else:
                return False
        else:
            self.decls.append(f"{ctype} {v};")
            self.check(3, f"memset(&{v}, 0, sizeof {v});")
        self.arg(a, f"&{v}")
        self.result(self.value_of(ir.CType("pointer", target=ir.CType("void")) if pointer else target, v))
        return True

    def ref_in(self, a: Param) -> bool:
        target = a.target()
        tr = a.t.resolve(target)
        v = self.var(a, "o")
        if tr.category in ("handle", "pointer") and (tr.category == "pointer" or tr.ctype.kind == "pointer"):
            self.decls.append(f"void *{v} = NULL;")
            self.check(3, f"if (cg_handle({self.argv(a)}, &{v}) < 0) goto fallback;")
        elif tr.category in ("int", "enum", "handle"):
            self.int_check(self.argv(a), target, v, self.cm.c_type(target), phase=3)
        elif tr.category == "float":
            self.float_check(self.argv(a), v, self.cm.c_type(target), phase=3)
        else:
            return False
        self.arg(a, f"&{v}")
        return True

    def _storage(self, a: Param, el: ir.CType, size: str, phase: float, code: list[str] | None = None) -> str:
        """Storage for `size` elements of `el` (C memory for scalars, a ctypes array, as the
        Python body's, for structs), made at `phase` or in `code`; returns how element `cg_i`
        reads back ("" for structs: the array's own elements)."""
        t = a.t
        er = t.resolve(el)
        v = self.var(a, "o")
        self.decls.append(f"Py_ssize_t {v}_len = 0;")
        if er.category == "record":
            self._memory(v)
            self._owned(v)
            make = (f"{v}_len = {size};\n"
                    f"{v}_o = PyObject_CallFunction({self.obj('_s.new_array')}, \"On\", {self.obj(t.ctypes_type(el))}, "
                    f"{v}_len);\n"
                    f"if ({v}_o == NULL || cg_ctypes_memory({v}_o, &{v}_b, &{v}_held, &{v}) < 0) goto error;")
            element = ""
        else:
            pointer = er.category in ("pointer", "void") or (er.category == "handle" and er.ctype.kind == "pointer")
            ctype = "void *" if pointer else self.cm.c_type(el)
            self.decls.append(f"{ctype} *{v} = NULL;")
            self.cleanup.append(f"PyMem_Free({v});")
            make = (f"{v}_len = {size};\n"
                    f"{v} = PyMem_Calloc({v}_len > 0 ? (size_t){v}_len : 1, sizeof *{v});\n"
                    f"if ({v} == NULL) {{\n    PyErr_NoMemory();\n    goto error;\n}}")
            read = ir.CType("pointer", target=ir.CType("void")) if pointer else el
            element = self.value_of(read, f"{v}[cg_i]")
        if code is None:
            self.convert(phase, make)
        else:
            code.append(make)
        return element

    def _results_list(self, v: str, element: str, count: str) -> None:
        cut = f"{v}_len" if count == f"{v}_len" else f"({count} < {v}_len ? {count} : {v}_len)"
        if not element:
            self.result(f"PySequence_GetSlice({v}_o, 0, {cut})")
        else:
            self._list(cut, element)

    def array_out(self, a: Param) -> bool:
        rule = a.rule
        v = self.var(a, "o")
        inout = False
        if rule.size_function:
            names = self.py_names_before(a)
            self.decls.append(f"Py_ssize_t {v}_size = 0;")
            self.convert(4, f"{v}_size = cg_call_size({self.obj(rule.size_function)}, "
                            f"{self._argv_list(names)}, {len(names)});\n"
                            f"if ({v}_size < 0) goto error;")
            size, phase = f"{v}_size", 4.5
        elif rule.elements:
            size, phase = str(rule.elements), 3
        else:
            count_kind = a.rules.param(rule.related).kind
            if count_kind not in ("count", "value", "inout"):
                return False
            bound, signed = self._size_var(a, rule.related)
            if count_kind != "count":  # counts are made non-negative; a huge one: the Python body says
                negative = f"{bound} < 0 || " if signed else ""
                self.check(1, f"if ({negative}(unsigned long long){bound} > 0x7fffffffULL) goto fallback;")
            size, phase = f"(Py_ssize_t){bound}", 3
            inout = count_kind == "inout"
        element = self._storage(a, a.target(), size, phase)
        if inout:
            # 0 asks how many (C takes NULL); the list is cut to the count C writes back.
            self.arg(a, f"({v}_len ? (void *){v} : NULL)")
            self._results_list(v, element, f"(Py_ssize_t)o_{rule.related}")
        elif rule.filled:  # C writes how many it filled (at most the count): the list is cut to it
            self.arg(a, f"(void *){v}")
            self._results_list(v, element, f"(Py_ssize_t)o_{rule.filled}")
        else:
            self.arg(a, f"(void *){v}")
            self._results_list(v, element, f"{v}_len")
        return True

    def py_names_before(self, a: Param) -> list[str]:
        """The Python parameters before `a` (what a size function is called with)."""
        names = []
        for p in a.fn.params:
            if p.name == a.p.name:
                break
            if a.names[p.name] in self.py_names:
                names.append(a.names[p.name])
        return names

    def _argv_list(self, names: list[str]) -> str:
        items = ", ".join(f"argv[{self.py_names.index(n)}]" for n in names)
        return f"(PyObject *[]){{{items or 'NULL'}}}"

    def array_out_query(self, a: Param) -> bool:
        v = self.var(a, "o")
        count = f"q_{a.rule.related}"
        element = self._storage(a, a.target(), f"(Py_ssize_t){count}", 0, self.between)
        index = a.fn.params.index(a.p)
        self.arg(a, f"(void *){v}")
        self.query_args[index] = "NULL"
        self._results_list(v, element, f"(Py_ssize_t){count}")
        return True

    def count_query(self, a: Param) -> bool:
        v = self.var(a, "q")
        self.decls.append(f"{self.cm.c_type(a.target())} {v} = 0;")
        self.arg(a, f"&{v}")
        return True

    def bytes_out(self, a: Param) -> bool:
        v = self.var(a, "o")
        self.decls.append(f"char {v}[{a.rule.size}] = {{0}};")
        self.arg(a, v)
        self.result(f"PyBytes_FromStringAndSize({v}, {a.rule.size})")
        return True

    def sized_out(self, a: Param) -> bool:
        v = self.var(a, "o")
        names = self.py_names_before(a)
        self.decls += [f"Py_ssize_t {v}_size = 0;", f"char *{v} = NULL;"]
        self.convert(4, f"{v}_size = cg_call_size({self.obj(a.rule.size_function)}, {self._argv_list(names)}, "
                        f"{len(names)});\n"
                        f"if ({v}_size < 0) goto error;\n"
                        f"{v} = PyMem_Calloc({v}_size > 1 ? (size_t){v}_size : 1, 1);\n"
                        f"if ({v} == NULL) {{\n    PyErr_NoMemory();\n    goto error;\n}}")
        self.cleanup.append(f"PyMem_Free({v});")
        self.arg(a, v)
        if a.rule.kind == "sized_bytes_out":
            self.result(f"PyBytes_FromStringAndSize({v}, {v}_size)")
        else:
            self.result(f"cg_text_stripped({v}, {v}_size)")
        return True

    def string_out_len(self, a: Param) -> bool:
        v = self.var(a, "o")
        self.decls.append(f"char {v}[{a.rule.size}] = {{0}};")
        self.arg(a, v)
        self.result(f"cg_text_stripped({v}, (Py_ssize_t)strnlen({v}, {a.rule.size}))")
        return True

    def length(self, a: Param) -> bool:
        owner = a.rules.param(a.rule.related)
        self.arg(a, f"({self.cm.c_type(a.p.type)}){owner.size}")
        return True

    def string_out(self, a: Param) -> bool:
        v = self.var(a, "o")
        self.decls.append(f"const char *{v} = NULL;")
        self.arg(a, f"(void *)&{v}")
        self.result(f"cg_text({v}, 0)")
        return True

    def by_attribute(self, a: Param, table: str) -> bool:
        """Values typed by an attribute: the table entry the Python body uses, the storage it
        makes (a ctypes object C writes), and the same read-back."""
        rule = a.rule
        v = self.var(a, "o")
        attr = f"argv[{self.py_names.index(a.names[rule.related])}]"
        self.decls.append(f"PyObject *{v}_e = NULL;")
        self.cleanup.append(f"Py_XDECREF({v}_e);")
        self._memory(v)
        self._owned(v)
        if rule.kind == "out_by_attribute":
            # Scalars (ints, floats, bools, handles) in C storage, read back here; the rest
            # (structs, strings, device lists, attributes the table lacks) as the Python body.
            sized = any(x.kind == "attribute_size" and x.related == rule.name for x in a.rules.params)
            rows = []
            for e in a.mb.attribute_entries(a.fn, rule, sized):
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
            c_table = f"cg_attrs_{self.fn.name}_{a.p.name}"
            self.tables.append(f"static const cg_attr {c_table}[] = {{\n    " + ",\n    ".join(rows or ["{0, 'p', 0, 0}"])
                               + "\n};")
            attr_value = f"a_{rule.related}"
            self.decls += [f"const cg_attr *{v}_c = NULL;", f"uint64_t {v}_st[2] = {{0, 0}};", f"Py_ssize_t {v}_size = 0;"]
            self.convert(3, f"{v}_c = cg_find_attr({c_table}, {len(rows)}, (long long){attr_value});\n"
                            f"if ({v}_c != NULL && {v}_c->reader != 'p') {{\n"
                            f"    {v} = {v}_st;\n"
                            f"    {v}_size = {v}_c->size;\n"
                            "} else {\n"
                            f"    {v}_c = NULL;\n"
                            f"    {v}_e = cg_attribute_entry({self.obj(table)}, {attr}, "
                            f"{self.obj('_s.attribute_entry')}, {self.obj(repr(a.names[rule.related]))});\n"
                            f"    if ({v}_e == NULL) goto error;\n"
                            f"    {v}_o = PyObject_CallNoArgs(PyTuple_GET_ITEM({v}_e, 1));\n"
                            f"    if ({v}_o == NULL || cg_ctypes_memory({v}_o, &{v}_b, &{v}_held, &{v}) < 0) goto error;\n"
                            f"    {v}_size = {v}_b.len;\n"
                            "}" + ("" if sized else f"\n(void){v}_size;"))
            self.result(f"{v}_c != NULL ? cg_attr_read({v}_c, {v}_st) : "
                        f"cg_attribute_value({v}_e, {v}_o, {self.obj('_s.attribute_value')})")
        else:
            self.convert(2, f"{v}_o = PyObject_CallFunctionObjArgs({self.obj('_s.attribute_input')}, "
                            f"{self.obj(table)}, {attr}, {self.argv(a)}, {self.label(a)}, NULL);\n"
                            f"if ({v}_o == NULL || cg_ctypes_memory({v}_o, &{v}_b, &{v}_held, &{v}) < 0) goto error;")
        self.arg(a, v)
        return True

    def attribute_size(self, a: Param) -> bool:
        owner_rule = a.rules.param(a.rule.related)
        owner = f"o_{a.rule.related}_size" if owner_rule.kind == "out_by_attribute" else f"o_{a.rule.related}_b.len"
        if a.r.category == "pointer":
            v = self.var(a, "o")
            ctype = self.cm.c_type(a.target())
            self.decls.append(f"{ctype} {v} = 0;")
            self.convert(3.5, f"{v} = ({ctype}){owner};")
            self.arg(a, f"&{v}")
        else:
            self.arg(a, f"({self.cm.c_type(a.p.type)}){owner}")
        return True


# --- one function, assembled ---------------------------------------------------------------


@dataclass
class CFunction:
    """A compiled function, ready for the extension template."""

    name: str  # the public name (its Python name)
    index: int
    text: str  # the C text: the prototype as a comment, any attribute tables, the function


def assemble(cc: CCall, index: int, restype: ir.CType, checks: bool, answers: tuple[int, ...],
             error_log: str, forget_layouts: bool, returns_result: str, holds_gil: bool) -> CFunction:
    """The C text of a function whose parameters have all added their pieces."""
    fn, cm = cc.fn, cc.cm
    name = py_global(fn.name)
    n = len(cc.py_names)
    c_params = [cm.c_type(p.type) for p in fn.params]
    ret = cm.c_type(restype)
    if checks:
        ret_decl = "long long r = 0;"
    elif ret == "void":
        ret_decl = ""
    else:
        ret_decl = f"{ret} r = 0;" if not ret.startswith("cg_rec_") else f"{ret} r;"
    results = list(cc.results)
    rt = cm.types.resolve(restype)
    if checks and answers:
        # Success or one of the answers: the result code is what comes back (nothing else).
        results = [f"{RES} = cg_member({cc.obj(_result_enum(cc) + '._value2member_map_')}, "
                   f"{cc.obj(_result_enum(cc))}, PyLong_FromLongLong(r));\nif ({RES} == NULL) goto error;"]
    if not checks and rt.category != "void":
        if returns_result:
            results.insert(0, f"{RES} = cg_member({cc.obj(returns_result + '._value2member_map_')}, "
                              f"{cc.obj(returns_result)}, PyLong_FromLongLong((long long)r));\n"
                              f"if ({RES} == NULL) goto error;")
        elif rt.category == "pointer" and rt.ctype.target is not None and \
                cm.types.resolve(rt.ctype.target).category == "char":
            results.insert(0, f"{RES} = cg_text((const char *)r, 1);\nif ({RES} == NULL) goto error;")
        elif rt.category in ("pointer", "handle") and rt.ctype.kind == "pointer":
            results.insert(0, f"{RES} = r ? PyLong_FromVoidPtr((void *)r) : Py_NewRef(Py_None);\n"
                              f"if ({RES} == NULL) goto error;")
        else:
            results.insert(0, f"{RES} = {cc.value_of(restype, 'r')};\nif ({RES} == NULL) goto error;")
    arg_list = ", ".join(cc.args[i] for i in range(len(fn.params)))
    typedef = f"typedef {ret} (*cg_fn)({', '.join(c_params) or 'void'});"  # the entry point's type
    lines: list[str] = []
    out = lines.append
    keywords = ", ".join(f'"{p}"' for p in cc.py_names) or "NULL"
    out(f"/* {fn.name}: {' '.join(fn.result.spelling().split())} {fn.symbol}("
        f"{', '.join(' '.join(p.type.spelling(p.name).split()) for p in fn.params)}) */")
    if cc.tables:
        lines += [*cc.tables, ""]
    out(f"CG_FUNCTION({name})")
    out("{")
    # Where the result goes: returned as it is made where nothing needs cleaning up after the
    # call; else kept in `result` (or `res`, one per tuple item) for the return after cleanup.
    cleanup = bool(cc.cleanup)
    simple = [_simple_result(statement) for statement in results]
    body: list[str] = [f"static const char *const cg_kw[] = {{{keywords}}};", typedef,
                       "cg_module *m = &cg_state;", f"PyObject *argv[{max(n, 1)}];"]
    if len(results) > 1:
        body.append(f"PyObject *res[{len(results)}] = {{NULL}};")
    if cleanup or (len(results) == 1 and simple[0] is None):
        body.append("PyObject *result = NULL;")
    if cleanup:
        body.append("int fall = 0;")
    if ret_decl:
        body.append(ret_decl)
    body += cc.decls
    body.append(f"if (cg_args(args, nargs, kwnames, {n}, cg_kw, argv) < 0) goto fallback;")
    for _stage, _phase, code in sorted(cc.pieces, key=lambda piece: (piece[0], piece[1])):
        body.append(code)
    body += [f"cg_fn fp = (cg_fn)cg_resolve(m, {index});", "if (fp == NULL) goto error;"]
    assign = "r = " if ret_decl else ""
    raise_ = _raise(cc, answers, error_log, fn.name, not cleanup) if checks else []
    if cc.query_args:
        query = ", ".join(cc.query_args.get(i, cc.args[i]) for i in range(len(fn.params)))
        body += _gil(holds_gil, f"{assign}fp({query})")
        body += raise_
        body += cc.between
    body += _gil(holds_gil, f"{assign}fp({arg_list})")
    body += raise_
    if forget_layouts:
        body.append(f"if (cg_call0({cc.obj('_s.forget_param_layouts')}) < 0) goto error;")
    done = "result = {};\ngoto done;" if cleanup else "return {};"
    clear = ""
    if not results:
        body.append(done.format("Py_NewRef(Py_None)"))
    elif len(results) == 1:
        if simple[0] is not None:
            body.append(done.format(simple[0]))
        else:
            body.append(results[0].replace(RES, "result"))
            body.append("goto done;" if cleanup else "return result;")
            clear = "Py_CLEAR(result);"
    else:
        for i, statement in enumerate(results):
            body.append(statement.replace(RES, f"res[{i}]"))
        body.append(done.format(f"cg_tuple({len(results)}, res)"))  # cg_tuple takes them all
        clear = f"for (int cg_j = 0; cg_j < {len(results)}; cg_j++) Py_CLEAR(res[cg_j]);"
    lines.append(_indent("\n".join(body)))
    fallback = f"cg_fallback(m, {index}, args, nargs, kwnames)"
    if cleanup:
        lines += ["fallback:", "    fall = 1;", "error:"] + ([_indent(clear)] if clear else []) + ["done:"]
        lines.append(_indent("\n".join(cc.cleanup)))
        lines += [f"    if (fall) return {fallback};", "    return result;", "}"]
    else:
        lines += ["fallback:", f"    return {fallback};", "error:"] + ([_indent(clear)] if clear else [])
        lines += ["    return NULL;", "}"]
    return CFunction(name, index, "\n".join(lines))


def _raise(cc: CCall, answers: tuple[int, ...], error_log: str, fname: str, returns: bool) -> list[str]:
    cond = " && ".join(["r != 0"] + [f"r != {value}" for value in answers])
    if error_log:
        factory = cc.obj("_error_with_log")
        extra = f"argv[{cc.py_names.index(error_log)}]"
    else:
        factory, extra = cc.obj("_error"), "NULL"
    call = f"cg_raise({factory}, r, \"{fname}\", {extra})"
    if returns:  # nothing to clean up: the error is returned at once
        return [f"if ({cond}) return {call};"]
    return [f"if ({cond}) {{", f"    {call};", "    goto error;", "}"]


def _result_enum(cc: CCall) -> str:
    return py_global(cc.cm.lib.result_enum)


def _gil(holds: bool, call: str) -> list[str]:
    return [f"{call};" if holds else f"CG_NOGIL({call});"]


def _simple_result(statement: str) -> str | None:
    """The expression of a result statement that only makes it (NULL: an exception set)."""
    found = re.fullmatch(rf"{RES} = (.*);\nif \({RES} == NULL\) goto error;", statement)
    return found.group(1) if found else None


def _indent(text: str, by: int = 4) -> str:
    pad = " " * by
    return "\n".join(pad + line if line else line for line in text.split("\n"))
