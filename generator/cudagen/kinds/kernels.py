"""Callables and kernels: Python callbacks, kernel arguments and cuLaunchKernel's `extra`."""

from __future__ import annotations

from ..backends.c.call import CCall
from ..backends.python.call import PyCall, PyParam
from .arrays import via_helper
from .base import Kind, Param, kind


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
        """The Python body's helper makes the C function pointer, after every check."""
        cbtype = callback_type(a)
        o, v = cc.argv(a.n), cc.var(a.p)
        cc.decls.append(f"void *{v} = NULL;")
        cc.owned(v)
        if cbtype:
            call = (f"PyObject_CallFunctionObjArgs({cc.obj('_s.callback')}, {cc.obj(cbtype)}, {o}, "
                    f"{cc.obj(a.q)}, {cc.obj(repr(a.rule.lifetime or 'call'))}, NULL)")
            cc.check(2, f"if ({o} != Py_None && !PyCallable_Check({o})) goto fallback;")
        else:
            call = f"PyObject_CallFunctionObjArgs({cc.obj('_s.pointer_arg')}, {o}, {cc.obj(a.q)}, NULL)"
            cc.check(2, f"if ({o} != Py_None && !PyLong_CheckExact({o})) goto fallback;")
        cc.convert(2, f"{v}_o = {call};\n"
                      f"if ({v}_o == NULL || cg_pointer_of({cc.obj('_s.c_arg')}, {v}_o, &{v}) < 0) goto error;")
        cc.arg(a.p, v)
        return True


def callback_type(a: Param) -> str:
    """The ctypes function type of a callback parameter, "" when it has none (a void *)."""
    cbtype = a.t.ctypes_type(a.p.type) if a.r.category == "callback" else ""
    return "" if cbtype == "_c.c_void_p" else cbtype


@kind("kernel_params")
class KernelParams(Kind):
    """Kernel arguments: a sequence of values packed to the sizes the kernel declares, or a
    pre-packed KernelArgs (the hot path)."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        n, rule = a.n, a.rule
        py.params.append(PyParam(n, "KernelArgs | _Sequence[_Any] | None", a.doc))
        # A pre-packed KernelArgs goes straight through: that is the hot path.
        py.module.hot["_kernel_params"] = "_s.kernel_params"  # saves a lookup per launch
        packer = (f"_kernel_params({n}, {a.names[rule.related]}, _f)"
                  if rule.related and a.lib.kernel_args else f"_kernel_params({n})")
        py.pre.append((4, f"_k_{n} = {n}._as_parameter_ if {n}.__class__ is KernelArgs else {packer}"))
        return f"_k_{n}", ""

    def c(self, a: Param, cc: CCall) -> bool:
        """A pre-packed KernelArgs passes its pointer; plain ints and floats in a list or tuple
        are packed here, to the sizes the kernel declares; anything else goes through the
        Python body's packer (_s.kernel_params: per-thread, per-kernel argument buffers)."""
        o, v = cc.argv(a.n), cc.var(a.p)
        cc.decls.append(f"void *{v} = NULL;")
        cc.owned(v)
        related = a.rule.related
        packed = ""
        if related and a.lib.kernel_args:
            func = cc.argv(a.names[related])
            call = (f"PyObject_CallFunctionObjArgs({cc.obj('_s.kernel_params')}, {o}, {func}, "
                    f"{cc.obj('_f')}, NULL)")
            cc.decls += [f"cg_layout {v}_layout;", f"uint64_t {v}_values[CG_MAX_KERNEL_ARGS];",
                         f"void *{v}_pointers[CG_MAX_KERNEL_ARGS];", f"int {v}_packed = CG_FALLBACK;"]
            packed = (f"if ((PyList_CheckExact({o}) || PyTuple_CheckExact({o})) && PyLong_CheckExact({func})) {{\n"
                      f"    {v}_packed = cg_kernel_layout({cc.obj('_s')}, {cc.obj('_s.param_layout')}, "
                      f"{cc.obj('_f')}, {func}, a_{related}, &{v}_layout);\n"
                      f"    if ({v}_packed == 0) {v}_packed = cg_pack_args({o}, &{v}_layout, {v}_values, {v}_pointers);\n"
                      f"    if ({v}_packed == CG_ERROR) goto error;\n"
                      "}\n")
        else:
            call = f"PyObject_CallFunctionObjArgs({cc.obj('_s.kernel_params')}, {o}, NULL)"
        cc.convert(4, f"{packed}"
                      f"if (Py_TYPE({o}) == (PyTypeObject *){cc.obj('KernelArgs')}) {{\n"
                      f"    if (cg_kernel_args({o}, &{v}) < 0) goto error;\n"
                      + (f"}} else if ({v}_packed == 0) {{\n    {v} = {v}_pointers;\n" if packed else "")
                      + "} else {\n"
                      f"    {v}_o = {call};\n"
                      f"    if ({v}_o == NULL || cg_pointer_of({cc.obj('_s.c_arg')}, {v}_o, &{v}) < 0) goto error;\n"
                      "}")
        cc.arg(a.p, v)
        return True


@kind("kernel_extra")
class KernelExtra(Kind):
    """cuLaunchKernel's `extra` option list (None for none)."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        py.params.append(PyParam(a.n, "_Sequence[_Any] | int | None", a.doc))
        py.pre.append((4, f"_k_{a.n} = None if {a.n} is None else _s.kernel_extra({a.n})"))
        return f"_k_{a.n}", ""

    def c(self, a: Param, cc: CCall) -> bool:
        return via_helper(a, cc, "_s.kernel_extra", counted=False)
