"""Host memory: buffers C reads or writes."""

from __future__ import annotations

from ..backends.c.call import CCall
from ..backends.python.call import PyCall, PyParam
from ..errors import GeneratorError
from .base import Kind, Param, kind


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
        size, writable = buffer_size(a), a.rule.kind == "buffer_out"
        v = cc.var(a.p)
        cc.memory(v)
        cc.decls.append(f"Py_ssize_t {v}_size = -1;")
        if size:
            name = next(p.name for p in a.fn.params if a.names[p.name] == size)
            bound, signed = a.size_var(cc, name)
            negative = f"if ({bound} < 0) goto fallback;\n" if signed else ""
            cc.check(1.5, f"{negative}{v}_size = (unsigned long long){bound} > (unsigned long long)PY_SSIZE_T_MAX "
                          f"? PY_SSIZE_T_MAX : (Py_ssize_t){bound};")
        cc.check(2, f"if (cg_host({cc.argv(a.n)}, {v}_size, {int(writable)}, &{v}_b, &{v}_held, &{v}) < 0) "
                    "goto fallback;")
        cc.arg(a.p, v)
        return True


def buffer_size(a: Param) -> str:
    """The Python name of a buffer's byte count, "" when it has none."""
    rule = a.rule
    size = a.names.get(rule.related, "") if rule.related else ""
    if size and a.rules.param(rule.related).kind not in ("value", "inout"):
        raise GeneratorError(f"{a.fn.location}: {a.fn.name}.{a.p.name}: its size {rule.related} is "
                             f"{a.rules.param(rule.related).kind}, not an argument the caller passes")
    return size
