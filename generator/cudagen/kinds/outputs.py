"""Outputs: values, arrays, bytes and text C writes, returned (several as a tuple, in C order);
and the parameters derived from them (sizes, counts)."""

from __future__ import annotations

from .. import ir
from ..backends.c.call import CCall
from ..backends.python.call import Output, PyCall, PyParam
from ..errors import GeneratorError
from ..rules.classify import ParamRule
from ..rules.typemap import py_global
from .base import Kind, Param, fill_version, kind


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
            check = py.module.range_check(target, tr, n, q)  # ctypes would truncate
            if check:
                py.pre.append((0, check))
            py.pre.append((3, f"_o_{n} = {py.module.cell(ctype)}({n})"))
        else:
            py.pre.append((3, f"_o_{n} = {py.module.cell(ctype)}()"))
        version = a.struct_version(target)
        if version is not None:  # NVML's versioned structs: the version C checks, where it is 0
            # (through ctypes' own field: the struct's checked assignment costs 0.5 µs)
            py.module.hot["_set_field"] = "object.__setattr__"
            py.pre.append((3.1, f"if not _o_{n}[0].version:\n    _set_field(_o_{n}[0], 'version', {version[1]})"))
        value, ann = py.module.read(tr, target, ctype, f"_o_{n}[0]")  # one-element array: C gets its address
        py.results.append(value)
        py.outputs.append(Output(n, ann, a.doc))
        return f"_o_{n}", ""

    def c(self, a: Param, cc: CCall) -> bool:
        t = a.t
        target = a.target()
        tr = t.resolve(target)
        v = cc.var(a.p, "o")
        if tr.category == "record":
            cls = t.ctypes_type(target)
            if a.rule.kind == "inout":  # a copy of the caller's struct (exactly of its class) goes in
                o = cc.argv(a.n)
                cc.memory(f"{v}_in")
                cc.check(0, f"if (Py_TYPE({o}) != (PyTypeObject *){cc.obj(cls)}) goto fallback;\n"
                            f"if (cg_ctypes_memory({o}, &{v}_in_b, &{v}_in_held, &{v}_in) < 0) goto fallback;")
            cc.record_storage(v, cls, 3)
            if a.rule.kind == "inout":
                cc.convert(3.05, f"memcpy({v}, {v}_in, {t.records[tr.ctype.name].size});")
            version = a.struct_version(target)
            if version is not None:
                fill_version(cc, v, version, 3.1)
            cc.arg(a.p, v)
            cc.result(f"Py_NewRef({v}_o)")
            return True
        pointer = tr.category in ("pointer", "void") or (tr.category == "handle" and tr.ctype.kind == "pointer")
        ctype = "void *" if pointer else cc.cm.c_type(target)
        if a.rule.kind == "inout":
            o = cc.argv(a.n)
            if pointer:
                cc.decls.append(f"void *{v} = NULL;")
                cc.check(0, f"if (cg_handle({o}, &{v}) < 0) goto fallback;")
            elif tr.category in ("int", "enum", "handle", "bool", "char"):
                cc.int_check(o, target, v, ctype)
            else:
                return False
        else:
            cc.decls.append(f"{ctype} {v};")
            cc.check(3, f"memset(&{v}, 0, sizeof {v});")
        cc.arg(a.p, f"&{v}")
        cc.result(cc.value_of(ir.CType("pointer", target=ir.CType("void")) if pointer else target, v))
        return True


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
        whole = ""  # a byte size the caller gives: C fills its whole elements
        if rule.in_bytes and count_rule is not None and count_rule.kind == "value":
            # The caller's size is in bytes, as C's (the docs say so): room for all of them, and
            # the list of the elements that fit.
            whole = f"{size} // {a.py_sizeof(el)}"
            size = f"-(-{size} // {a.py_sizeof(el)})"
        elif rule.in_bytes and not rule.elements and (count_rule is None or count_rule.kind != "count"):
            raise GeneratorError(f"{a.fn.location}: {a.fn.name}.{a.p.name}: a length in bytes needs a fixed "
                                 "count, a derived one or the caller's")
        py.pre.append((4 if rule.size_function else 3, f"_o_{n} = ({ctype} * {size})()"))
        arg = f"_o_{n}"
        value, ann = py.module.read(er, el, ctype, "_v")
        if whole:
            py.results.append(f"[{value} for _v in _o_{n}[: {whole}]]" if value != "_v" else f"_o_{n}[: {whole}]")
        elif count_rule is not None and count_rule.kind == "inout":
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
        rule = a.rule
        v = cc.var(a.p, "o")
        inout = False
        if rule.size_function:
            names = a.inputs_before(cc.py_names)
            cc.decls.append(f"Py_ssize_t {v}_size = 0;")
            cc.convert(4, f"{v}_size = cg_call_size({cc.obj(rule.size_function)}, "
                          f"{cc.argv_list(names)}, {len(names)});\n"
                          f"if ({v}_size < 0) goto error;")
            size, phase = f"{v}_size", 4.5
        elif rule.elements:
            size, phase = str(rule.elements), 3
        else:
            count_kind = a.rules.param(rule.related).kind
            if count_kind not in ("count", "value", "inout"):
                return False
            bound, signed = a.size_var(cc, rule.related)
            if count_kind != "count":  # counts are made non-negative; a huge one: the Python body says
                negative = f"{bound} < 0 || " if signed else ""
                cc.check(1, f"if ({negative}(unsigned long long){bound} > 0x7fffffffULL) goto fallback;")
            size, phase = f"(Py_ssize_t){bound}", 3
            inout = count_kind == "inout"
        whole = ""
        if rule.in_bytes and not rule.size_function and not rule.elements and a.rules.param(rule.related).kind == "value":
            bytes_ = a.c_sizeof(cc, a.target())  # the caller's size is in bytes, as C's (see python)
            whole = f"(Py_ssize_t)((size_t){size} / {bytes_})"
            size = f"(Py_ssize_t)(((size_t){size} + {bytes_} - 1) / {bytes_})"
        element = cc.storage(v, a.target(), size, phase)
        if whole:
            cc.arg(a.p, f"(void *){v}")
            cc.results_list(v, element, whole)
        elif inout:
            # 0 asks how many (C takes NULL); the list is cut to the count C writes back.
            cc.arg(a.p, f"({v}_len ? (void *){v} : NULL)")
            cc.results_list(v, element, f"(Py_ssize_t)o_{rule.related}")
        elif rule.filled:  # C writes how many it filled (at most the count): the list is cut to it
            cc.arg(a.p, f"(void *){v}")
            cc.results_list(v, element, f"(Py_ssize_t)o_{rule.filled}")
        else:
            cc.arg(a.p, f"(void *){v}")
            cc.results_list(v, element, f"{v}_len")
        return True


@kind("array_out_query")
class ArrayOutQuery(Kind):
    """An array whose size the binding first asks of the library (NULL, then the count)."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        n, t = a.n, a.t
        el = a.target()
        er = t.resolve(el)
        ctype = a.storage_ctype(el)
        count = a.names[a.rule.related]
        size = whole = f"_q_{count}[0]"
        if a.rule.in_bytes:  # C answers in bytes: room for them all, the list of whole elements
            size, whole = f"-(-_q_{count}[0] // {a.py_sizeof(el)})", f"_q_{count}[0] // {a.py_sizeof(el)}"
        py.between.append(f"_o_{n} = ({ctype} * {size})()")
        value, ann = py.module.read(er, el, ctype, "_v")
        py.results.append(f"[{value} for _v in _o_{n}[: {whole}]]" if value != "_v" else f"_o_{n}[: {whole}]")
        py.outputs.append(Output(n, f"list[{ann}]", a.doc))
        return f"_o_{n}", "None"

    def c(self, a: Param, cc: CCall) -> bool:
        v = cc.var(a.p, "o")
        count = f"q_{a.rule.related}"
        size = whole = f"(Py_ssize_t){count}"
        if a.rule.in_bytes:  # C answers in bytes (see python)
            bytes_ = a.c_sizeof(cc, a.target())
            size = f"(Py_ssize_t)(((size_t){count} + {bytes_} - 1) / {bytes_})"
            whole = f"(Py_ssize_t)((size_t){count} / {bytes_})"
        element = cc.storage(v, a.target(), size, 0, cc.between)
        index = a.fn.params.index(a.p)
        cc.arg(a.p, f"(void *){v}")
        cc.query_args[index] = "NULL"
        cc.results_list(v, element, whole)
        return True


@kind("count_query")
class CountQuery(Kind):
    """The in/out count of array_out_query: asked, then derived."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        py.pre.append((3, f"_q_{a.n} = {py.module.cell(a.t.ctypes_type(a.target()))}(0)"))
        return f"_q_{a.n}", ""

    def c(self, a: Param, cc: CCall) -> bool:
        v = cc.var(a.p, "q")
        cc.decls.append(f"{cc.cm.c_type(a.target())} {v} = 0;")
        cc.arg(a.p, f"&{v}")
        return True


@kind("array_ref_out")
class ArrayRefOut(Kind):
    """A pointer to an array the library owns (its count another output): copied to a list.
    No C form: the function keeps its Python body."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        n, t = a.n, a.t
        inner = a.target().target
        assert inner is not None
        er = t.resolve(inner)
        ctype = a.storage_ctype(inner)
        py.pre.append((3, f"_o_{n} = {py.module.cell('_c.c_void_p')}()"))
        count = f"_o_{a.names[a.rule.related]}[0]"
        value, ann = py.module.read(er, inner, ctype, "_v")
        read = f"_s.read_array({ctype}, _o_{n}[0], {count})"
        py.results.append(f"[{value} for _v in {read}]" if value != "_v" else read)
        py.outputs.append(Output(n, f"list[{ann}]", a.doc))
        return f"_o_{n}", ""


@kind("bytes_out")
class BytesOut(Kind):
    """Bytes of a fixed size (the rules give it) C writes."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        py.pre.append((3, f"_o_{a.n} = (_c.c_char * {a.rule.size})()"))
        py.results.append(f"_o_{a.n}.raw")
        py.outputs.append(Output(a.n, "bytes", a.doc))
        return f"_o_{a.n}", ""

    def c(self, a: Param, cc: CCall) -> bool:
        v = cc.var(a.p, "o")
        cc.decls.append(f"char {v}[{a.rule.size}] = {{0}};")
        cc.arg(a.p, v)
        cc.result(f"PyBytes_FromStringAndSize({v}, {a.rule.size})")
        return True


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
        v = cc.var(a.p, "o")
        names = a.inputs_before(cc.py_names)
        cc.decls += [f"Py_ssize_t {v}_size = 0;", f"char *{v} = NULL;"]
        cc.convert(4, f"{v}_size = cg_call_size({cc.obj(a.rule.size_function)}, {cc.argv_list(names)}, "
                      f"{len(names)});\n"
                      f"if ({v}_size < 0) goto error;\n"
                      f"{v} = PyMem_Calloc({v}_size > 1 ? (size_t){v}_size : 1, 1);\n"
                      f"if ({v} == NULL) {{\n    PyErr_NoMemory();\n    goto error;\n}}")
        cc.cleanup.append(f"PyMem_Free({v});")
        cc.arg(a.p, v)
        if a.rule.kind == "sized_bytes_out":
            cc.result(f"PyBytes_FromStringAndSize({v}, {v}_size)")
        else:
            cc.result(f"cg_text_stripped({v}, {v}_size)")
        return True


@kind("string_out_len")
class StringOutLen(Kind):
    """Text C writes into a buffer the binding allocates (its size from the rules)."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        py.pre.append((3, f"_o_{a.n} = _c.create_string_buffer({a.rule.size})"))
        py.results.append(f"_o_{a.n}.value.decode(errors='replace')")
        py.outputs.append(Output(a.n, "str", a.doc))
        return f"_o_{a.n}", ""

    def c(self, a: Param, cc: CCall) -> bool:
        v = cc.var(a.p, "o")
        cc.decls.append(f"char {v}[{a.rule.size}] = {{0}};")
        cc.arg(a.p, v)
        cc.result(f"cg_text_stripped({v}, (Py_ssize_t)strnlen({v}, {a.rule.size}))")
        return True


@kind("length")
class Length(Kind):
    """Derived: the size of a binding-allocated string buffer, the room of an array_out of a
    fixed count (in elements, or in bytes where C counts bytes), or the size of the text field of
    a binding-allocated struct (the rules give it); by value, or in a cell C may write (an
    in/out length)."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        owner = a.rules.param(a.rule.related)
        size: int | str = owner.size
        if owner.kind == "array_out":  # room for its fixed count of elements (or their bytes)
            size = f"{owner.elements} * {a.py_sizeof(a.element_of(owner.name))}" if a.rule.in_bytes else owner.elements
        if a.r.category == "pointer":  # an in/out length (NVML's `unsigned int *size`): a cell holding it
            py.pre.append((3, f"_l_{a.n} = {py.module.cell(a.t.ctypes_type(a.target()))}({size})"))
            return f"_l_{a.n}", ""
        return py.module.pass_value(a.p.type, str(size)), ""

    def c(self, a: Param, cc: CCall) -> bool:
        owner = a.rules.param(a.rule.related)
        size = str(owner.size)
        if owner.kind == "array_out":
            size = (f"({owner.elements} * {a.c_sizeof(cc, a.element_of(owner.name))})" if a.rule.in_bytes
                    else str(owner.elements))
        if a.r.category == "pointer":
            ctype = cc.cm.c_type(a.target())
            cc.decls.append(f"{ctype} {cc.var(a.p, 'l')} = ({ctype})({size});")
            cc.arg(a.p, f"&{cc.var(a.p, 'l')}")
            return True
        cc.arg(a.p, f"({cc.cm.c_type(a.p.type)}){size}")
        return True


@kind("string_out")
class StringOut(Kind):
    """A `const char **` the library points at its own text: returned as str."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        py.pre.append((3, f"_o_{a.n} = {py.module.cell('_c.c_char_p')}()"))
        py.results.append(f"(_o_{a.n}[0] or b'').decode(errors='replace')")
        py.outputs.append(Output(a.n, "str", a.doc))
        return f"_o_{a.n}", ""

    def c(self, a: Param, cc: CCall) -> bool:
        v = cc.var(a.p, "o")
        cc.decls.append(f"const char *{v} = NULL;")
        cc.arg(a.p, f"(void *)&{v}")
        cc.result(f"cg_text({v}, 0)")
        return True


@kind("sized_struct_out")
class SizedStructOut(Kind):
    """One struct C writes with data after it, its whole size in bytes an in/out parameter: NVML's
    vGPU metadata (nvmlVgpuMetadata_t's opaqueData holds opaqueDataSize bytes, past the struct's
    declared end). Asked first (NULL, then the size), the struct made that large (ctypes.resize),
    returned: what follows it stays in its memory, for the functions it is passed to."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        n, t = a.n, a.t
        target = a.target()
        cls = t.ctypes_type(target)
        count = a.names[a.rule.related]
        py.between.append(f"_o_{n} = {cls}()\n"
                          f"if _q_{count}[0] > _c.sizeof(_o_{n}):\n"
                          f"    _c.resize(_o_{n}, _q_{count}[0])")
        version = a.struct_version(target)
        if version is not None:
            py.between.append(f"_o_{n}.version = _o_{n}.version or {version[1]}")
        py.results.append(f"_o_{n}")
        py.outputs.append(Output(n, py_global(t.resolve(target).ctype.name), a.doc))
        return f"_c.byref(_o_{n})", "None"  # a struct itself would pass by value (no argtypes)

    def c(self, a: Param, cc: CCall) -> bool:
        target = a.target()
        if a.struct_version(target) is not None:
            return False  # a versioned struct's version set between the calls: the Python body does
        v = cc.var(a.p, "o")
        count = f"q_{a.rule.related}"
        cls = cc.obj(a.t.ctypes_type(target))
        cc.memory(v)
        cc.owned(v)
        # As the Python body: the struct, resized to the size C asked for, then its memory.
        cc.between.append(f"{v}_o = PyObject_CallNoArgs({cls});\n"
                          f"if ({v}_o == NULL) goto error;\n"
                          f"if ((size_t){count} > (size_t){a.t.records[a.t.resolve(target).ctype.name].size}) {{\n"
                          f"    PyObject *cg_r = PyObject_CallFunction({cc.obj('_c.resize')}, \"On\", {v}_o, "
                          f"(Py_ssize_t){count});\n"
                          "    if (cg_r == NULL) goto error;\n"
                          "    Py_DECREF(cg_r);\n"
                          "}\n"
                          f"if (cg_ctypes_memory({v}_o, &{v}_b, &{v}_held, &{v}) < 0) goto error;")
        cc.arg(a.p, v)
        cc.query_args[a.fn.params.index(a.p)] = "NULL"
        cc.result(f"Py_NewRef({v}_o)")
        return True


@kind("string_out_query")
class StringOutQuery(Kind):
    """Text into a buffer whose size in bytes the binding first asks of the library (NULL and 0,
    then a buffer of the size C answered), returned as str: nvmlDeviceGetPgpuMetadataString."""

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        n, count = a.n, a.names[a.rule.related]
        py.between.append(f"_o_{n} = _c.create_string_buffer(_max(_q_{count}[0], 1))")
        py.results.append(f"_o_{n}.value.decode(errors='replace')")
        py.outputs.append(Output(n, "str", a.doc))
        return f"_o_{n}", "None"

    def c(self, a: Param, cc: CCall) -> bool:
        v, count = cc.var(a.p, "o"), f"q_{a.rule.related}"
        cc.decls += [f"char *{v} = NULL;", f"size_t {v}_len = 1;"]
        cc.cleanup.append(f"PyMem_Free({v});")
        cc.between.append(f"{v}_len = {count} > 0 ? (size_t){count} : 1;\n"
                          f"{v} = PyMem_Calloc({v}_len, 1);\n"
                          f"if ({v} == NULL) {{\n    PyErr_NoMemory();\n    goto error;\n}}")
        cc.arg(a.p, v)
        cc.query_args[a.fn.params.index(a.p)] = "NULL"
        # read within what was allocated, whatever size C writes back
        cc.result(f"cg_text_stripped({v}, (Py_ssize_t)strnlen({v}, {v}_len))")
        return True
