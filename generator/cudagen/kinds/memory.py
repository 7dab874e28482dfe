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
        derived = bool(rule.related) and a.rules.param(rule.related).kind == "byte_length"
        # An address has no size to derive the length from: a buffer then (or None).
        py.params.append(PyParam(n, "_Buffer | None" if derived else "_Buffer | int | None", a.doc))
        size = buffer_size(a)
        helper = "_s.readable" if rule.kind == "buffer_in" else "_s.writable"
        py.pre.append((2, f"_b_{n} = {helper}({n}, {size or 'None'}, {q})"))
        return f"_b_{n}", ""

    def c(self, a: Param, cc: CCall) -> bool:
        size, writable = buffer_size(a), a.rule.kind == "buffer_out"
        v = cc.var(a.p)
        cc.memory(v)
        # The byte count C is told, as the check reads it: `{v}_size`, unless a parameter's own
        # variable has that name (cufftXtSetJITCallback's lto_callback_fatbin_size)
        room = f"{v}_size" if all(cc.var(p) != f"{v}_size" for p in a.fn.params) else f"{v}_room"
        cc.decls.append(f"Py_ssize_t {room} = -1;")
        if size:
            name = next(p.name for p in a.fn.params if a.names[p.name] == size)
            bound, signed = a.size_var(cc, name)
            negative = f"if ({bound} < 0) goto fallback;\n" if signed else ""
            cc.check(1.5, f"{negative}{room} = (unsigned long long){bound} > (unsigned long long)PY_SSIZE_T_MAX "
                          f"? PY_SSIZE_T_MAX : (Py_ssize_t){bound};")
        cc.check(2, f"if (cg_host({cc.argv(a.n)}, {room}, {int(writable)}, &{v}_b, &{v}_held, &{v}) < 0) "
                    "goto fallback;")
        cc.arg(a.p, v)
        return True


@kind("byte_length")
class ByteLength(Kind):
    """Derived: the size in bytes of the buffer it measures (`const unsigned char *data, size_t
    length`). An address has no size: the caller passes a buffer (or None, 0 bytes)."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        buffer = a.names[a.rule.related]
        label = repr(f"{a.fn.name}() argument '{buffer}'")
        py.pre.append((1, f"_n_{a.n} = _s.byte_length({buffer}, {label})"))
        return py.module.pass_value(a.p.type, f"_n_{a.n}"), ""

    def c(self, a: Param, cc: CCall) -> bool:
        """After the buffer's own check (phase 2, which holds a view of any buffer but bytes):
        its length, or the Python body where the caller gave an address."""
        buffer = a.fn.param(a.rule.related)
        o, b, v = cc.argv(a.names[buffer.name]), cc.var(buffer), cc.var(a.p)
        cc.decls.append(f"Py_ssize_t {v}_v = 0;")
        cc.check(2.9, f"if ({o} == Py_None) {v}_v = 0;\n"
                      f"else if (PyBytes_CheckExact({o})) {v}_v = PyBytes_GET_SIZE({o});\n"
                      f"else if ({b}_held) {v}_v = {b}_b.len;\n"
                      "else goto fallback;\n"
                      f"if ((unsigned long long){v}_v > {cc.bounds(a.p.type)[1]}ULL) goto fallback;")
        cc.arg(a.p, f"({cc.cm.c_type(a.p.type)}){v}_v")
        return True


def buffer_size(a: Param) -> str:
    """The Python name of a buffer's byte count, "" when it has none (or when the count is the
    buffer's own size, byte_length)."""
    rule = a.rule
    size = a.names.get(rule.related, "") if rule.related else ""
    if size and a.rules.param(rule.related).kind == "byte_length":
        return ""
    if size and a.rules.param(rule.related).kind not in ("value", "inout"):
        raise GeneratorError(f"{a.fn.location}: {a.fn.name}.{a.p.name}: its size {rule.related} is "
                             f"{a.rules.param(rule.related).kind}, not an argument the caller passes")
    return size
