"""Inputs: values by value, strings, structs by pointer, raw pointers, and values C takes by
pointer."""

from __future__ import annotations

from ..backends.c.call import CCall
from ..backends.python.call import PyCall, PyParam
from ..rules.typemap import py_global
from .base import Kind, Param, fill_version, kind, mentions_null


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
        check = py.module.range_check(a.p.type, r, n, q)
        if check:
            bounds = t.int_range(a.p.type) if r.category == "int" else None
            if bounds is not None and bounds[0] == 0 and (bounds[1] + 1).bit_count() == 1:
                py.unsigned.setdefault(bounds[1], []).append((len(py.pre), n, q))
            py.pre.append((0, check))
        return py.module.pass_value(a.p.type, n), ""

    def c(self, a: Param, cc: CCall) -> bool:
        r, o, v = a.r, cc.argv(a.n), cc.var(a.p)
        if r.category == "handle" and r.ctype.kind == "pointer":
            cc.decls.append(f"void *{v} = NULL;")
            cc.check(0, f"if (cg_handle({o}, &{v}) < 0) goto fallback;")
        elif r.category in ("int", "enum", "handle", "bool", "char"):
            cc.int_check(o, a.p.type, v, cc.cm.c_type(a.p.type))
        elif r.category == "float":
            cc.float_check(o, v, cc.cm.c_type(a.p.type))
        elif r.category == "record":
            ctype = cc.cm.c_type(a.p.type)
            cls = cc.obj(a.t.ctypes_type(a.p.type))
            cc.decls.append(f"{ctype} {v};")
            cc.memory(f"{v}_m")
            # Exactly the struct's class, as the Python body's `n.__class__ is not cls` test wants.
            cc.check(0, f"if (Py_TYPE({o}) != (PyTypeObject *){cls}) goto fallback;\n"
                        f"if (cg_ctypes_memory({o}, &{v}_m_b, &{v}_m_held, &{v}_m) < 0) goto fallback;\n"
                        f"memcpy(&{v}, {v}_m, sizeof {v});")
        else:
            return False
        cc.arg(a.p, v)
        return True


@kind("string")
class String(Kind):
    """`const char *`: str (UTF-8) or bytes; None only where the docs allow NULL."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        n, q = a.n, a.q
        nullable = mentions_null(a.docs.get(a.p.name, ""))
        py.params.append(PyParam(n, "str | bytes | None" if nullable else "str | bytes", a.doc))
        py.pre.append((0, f"if {n}.__class__ is _str:\n    {n} = {n}.encode()\n"
                          f"elif {n}.__class__ is not _bytes:\n    {n} = _s.as_cstring({n}, {q}, {nullable})"))
        return n, ""

    def c(self, a: Param, cc: CCall) -> bool:
        v = cc.var(a.p)
        nullable = mentions_null(a.docs.get(a.p.name, ""))
        cc.decls.append(f"const char *{v} = NULL;")
        cc.check(0, f"if (cg_cstring({cc.argv(a.n)}, {int(nullable)}, &{v}) < 0) goto fallback;")
        cc.arg(a.p, f"(void *){v}")
        return True


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
        version = a.struct_version(a.target())
        if version is not None:  # a struct of the caller's: its version where it has none
            py.pre.append((2.5, f"_s.fill_version({n}, {t.ctypes_type(a.target())}, {version[1]})"))
        return f"_p_{n}", ""

    def c(self, a: Param, cc: CCall) -> bool:
        v = cc.var(a.p)
        cc.memory(v)
        cls = cc.obj(a.t.ctypes_type(a.target()))
        cc.check(2, f"if (cg_record({cc.argv(a.n)}, {cls}, &{v}_b, &{v}_held, &{v}) < 0) goto fallback;")
        version = a.struct_version(a.target())
        if version is not None:  # only a struct's memory (held), never an address the caller gave
            fill_version(cc, v, version, 2.5, f"{v}_held")
        cc.arg(a.p, v)
        return True


@kind("pointer")
class Pointer(Kind):
    """A raw `T *`: an int address, None, a ctypes object or a buffer."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        py.params.append(PyParam(a.n, "_Pointer", a.doc))
        return f"_s.pointer_arg({a.n}, {a.q})", ""

    def c(self, a: Param, cc: CCall) -> bool:
        v = cc.var(a.p)
        cc.decls.append(f"void *{v} = NULL;")
        cc.check(0, f"if (cg_handle({cc.argv(a.n)}, &{v}) < 0) goto fallback;")
        cc.arg(a.p, v)
        return True


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
        py.pre.append((3, f"_o_{n} = {py.module.cell(ctype)}({conv}({n}, {q}))"))
        return f"_o_{n}", ""

    def c(self, a: Param, cc: CCall) -> bool:
        target = a.target()
        tr = a.t.resolve(target)
        v, o = cc.var(a.p, "o"), cc.argv(a.n)
        if tr.category in ("handle", "pointer") and (tr.category == "pointer" or tr.ctype.kind == "pointer"):
            cc.decls.append(f"void *{v} = NULL;")
            cc.check(3, f"if (cg_handle({o}, &{v}) < 0) goto fallback;")
        elif tr.category in ("int", "enum", "handle"):
            cc.int_check(o, target, v, cc.cm.c_type(target), phase=3)
        elif tr.category == "float":
            cc.float_check(o, v, cc.cm.c_type(target), phase=3)
        else:
            return False
        cc.arg(a.p, f"&{v}")
        return True
