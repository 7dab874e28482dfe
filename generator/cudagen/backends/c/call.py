"""`CCall`: the C function of one library function, as its parameters build it.

Each parameter kind (cudagen.kinds) declares its C variables, adds check statements (which
fall back to the Python body on any argument the fast path does not take) and conversion
statements (which raise), says what C receives for its parameter and how results are made.
The statements run in (stage, phase) order: every check before any conversion, so that errors
come in the order the Python body raises them. `function.assemble` lays the pieces out.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ... import ir
from ...rules.typemap import py_global
from .module import INT_CONVERTERS, CModule, Unsupported, c_string

CHECK, CONVERT = 0, 1  # stages: checks fall back to Python; conversions raise

RES = "@RES@"  # where a result statement stores its new reference


@dataclass
class CCall:
    """The C function of one library function, as its parameters build it (each kind's `c`
    adds its pieces; False or Unsupported there: the function keeps its Python body)."""

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

    def argv(self, name: str) -> str:
        """The argument object of Python parameter `name`."""
        return f"argv[{self.py_names.index(name)}]"

    def argv_list(self, names: list[str]) -> str:
        """A C array of the argument objects of Python parameters `names` (a size function's)."""
        items = ", ".join(self.argv(n) for n in names)
        return f"(PyObject *[]){{{items or 'NULL'}}}"

    def arg(self, p: ir.Param, expr: str) -> None:
        """What C receives for parameter `p`."""
        self.args[self.fn.params.index(p)] = expr

    def var(self, p: ir.Param, prefix: str = "a") -> str:
        """The C variable (and prefix of the variables) of parameter `p`."""
        return f"{prefix}_{p.name}"

    def obj(self, expr: str) -> str:
        """The value of a Python expression, evaluated in the module when it binds the extension."""
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
        Once per process (a static flag, then nothing but its test; the messages given are in
        _support's deprecations_warned, which the Python body reads too). An error where
        warnings are errors, and then nothing is marked: the next call raises too."""
        given = self.obj("_s.deprecations_warned")
        self.convert(-1, "static int cg_warned;\n"
                         f"if (!cg_warned && cg_warn_once({given}, {c_string(message)}, &cg_warned) < 0) goto error;")

    def result(self, expr: str) -> None:
        self.results.append(f"{RES} = {expr};\nif ({RES} == NULL) goto error;")

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
        typed = INT_CONVERTERS.get(ctype)
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

    def memory(self, v: str) -> None:
        """A buffer held on a Python object (released after the call), and the C pointer to it."""
        self.decls += [f"Py_buffer {v}_b;", f"int {v}_held = 0;", f"void *{v} = NULL;"]
        self.cleanup.append(f"if ({v}_held) PyBuffer_Release(&{v}_b);")

    def owned(self, v: str) -> None:
        """A new reference `v`_o, released after the call."""
        self.decls.append(f"PyObject *{v}_o = NULL;")
        self.cleanup.append(f"Py_XDECREF({v}_o);")

    def record_storage(self, v: str, cls_expr: str, phase: float) -> None:
        """A new instance of a struct class (as the Python body's storage), C writing its memory."""
        self.decls.append(f"void *{v} = NULL;")
        self.owned(v)
        self.convert(phase, f"if (({v}_o = cg_new_record({self.obj(cls_expr)}, &{v})) == NULL) goto error;")

    def storage(self, v: str, el: ir.CType, size: str, phase: float, code: list[str] | None = None) -> str:
        """Storage `v` for `size` elements of `el` (C memory for scalars, a ctypes array, as the
        Python body's, for structs), made at `phase` or in `code`; returns how element `cg_i`
        reads back ("" for structs: the array's own elements)."""
        t = self.cm.types
        er = t.resolve(el)
        self.decls.append(f"Py_ssize_t {v}_len = 0;")
        if er.category == "record":
            self.memory(v)
            self.owned(v)
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

    def results_list(self, v: str, element: str, count: str) -> None:
        """The list result of storage `v` (see `storage`), cut to `count` elements."""
        cut = f"{v}_len" if count == f"{v}_len" else f"({count} < {v}_len ? {count} : {v}_len)"
        if not element:
            self.result(f"PySequence_GetSlice({v}_o, 0, {cut})")
        else:
            self._list(cut, element)

    def _list(self, count: str, element: str) -> None:
        """A list of `count` elements, element `cg_i` made by `element`."""
        self.results.append(f"{RES} = PyList_New({count});\n"
                            f"if ({RES} == NULL) goto error;\n"
                            f"for (Py_ssize_t cg_i = 0; cg_i < {count}; cg_i++) {{\n"
                            f"    PyObject *cg_item = {element};\n"
                            "    if (cg_item == NULL) goto error;\n"
                            f"    PyList_SET_ITEM({RES}, cg_i, cg_item);\n"
                            "}")
