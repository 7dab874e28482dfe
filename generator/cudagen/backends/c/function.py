"""One compiled function assembled from the pieces its parameters added to a `CCall`."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ... import ir
from ...rules.typemap import py_global
from .call import RES, CCall


@dataclass
class CFunction:
    """A compiled function, ready for the extension template."""

    name: str  # the public name (its Python name)
    index: int
    text: str  # the C text: the prototype as a comment, any attribute tables, the function


def assemble(cc: CCall, index: int, restype: ir.CType, checks: bool, answers: tuple[int, ...],
             error_log: str, forget_layouts: bool, returns_result: str, holds_gil: bool,
             query_answers: tuple[int, ...] = (), negative_errors: bool = False) -> CFunction:
    """The C text of a function whose parameters have all added their pieces. `query_answers`:
    what the size query of an array_out_query may answer besides success and `answers`."""
    fn, cm = cc.fn, cc.cm
    name = py_global(fn.name)
    n = len(cc.py_names)
    c_params = [cm.c_type(p.type) for p in fn.params]
    ret = cm.c_type(restype)
    # A status that is a field of the struct the function returns (cuFile's CUfileError_t.err):
    # the struct is kept in `rv` and the field read into `r`.
    status = _status_read(cc, restype) if checks and ret.startswith("cg_rec_") else []
    if checks:
        ret_decl = "long long r = 0;" + (f"\n{ret} rv;" if status else "")
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
    entry_type = cm.entry_type(ret, c_params)  # the entry point's type (cg_fnN, shared)
    lines: list[str] = []
    out = lines.append
    keywords = cm.keyword_table(cc.py_names)
    # No comment with the C prototype: the docstring (and the docs) have it, and over the ~3,000
    # functions of a release it would be half a megabyte.
    if cc.tables:
        lines += [*cc.tables, ""]
    out(f"CG_FUNCTION({name})")
    out("{")
    # Where the result goes: returned as it is made where nothing needs cleaning up after the
    # call; else kept in `result` (or `res`, one per tuple item) for the return after cleanup.
    cleanup = bool(cc.cleanup)
    simple = [_simple_result(statement) for statement in results]
    body: list[str] = ["cg_module *m = &cg_state;", f"PyObject *argv[{max(n, 1)}];"]
    if len(results) > 1:
        body.append(f"PyObject *res[{len(results)}] = {{NULL}};")
    if cleanup or (len(results) == 1 and simple[0] is None):
        body.append("PyObject *result = NULL;")
    if cleanup:
        body.append("int fall = 0;")
    if ret_decl:
        body.append(ret_decl)
    body += cc.decls
    body.append(f"if (cg_args(args, nargs, kwnames, {n}, {keywords}, argv) < 0) goto fallback;")
    for _stage, _phase, code in sorted(cc.pieces, key=lambda piece: (piece[0], piece[1])):
        body.append(code)
    body += [f"{entry_type} fp = ({entry_type})cg_resolve(m, {index});", "if (fp == NULL) goto error;"]
    assign = "rv = " if status else "r = " if ret_decl else ""
    raise_ = _raise(cc, answers, error_log, fn.name, not cleanup) if checks else []
    if cc.query_args:
        query = ", ".join(cc.query_args.get(i, cc.args[i]) for i in range(len(fn.params)))
        body += _gil(holds_gil, f"{assign}fp({query})")
        body += status
        body += _raise(cc, answers + query_answers, error_log, fn.name, not cleanup) if checks else []
        body += cc.between
    body += _gil(holds_gil, f"{assign}fp({arg_list})")
    body += status
    body += raise_
    if negative_errors:
        # A negative count is an error (cuFileRead): errno as the call left it (taking the GIL
        # back keeps errno), made into OSError or the library's exception by the support module.
        body.append("if (r < 0) {\n"
                    f"    PyObject *cg_e = PyObject_CallFunction({cc.obj('_s.negative_result_error')}, \"LisO\", "
                    f"(long long)r, errno, \"{fn.name}\", {cc.obj('_error')});\n"
                    "    if (cg_e != NULL) {\n"
                    "        PyErr_SetObject((PyObject *)Py_TYPE(cg_e), cg_e);\n"
                    "        Py_DECREF(cg_e);\n"
                    "    }\n"
                    "    goto error;\n"
                    "}")
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


def _status_read(cc: CCall, restype: ir.CType) -> list[str]:
    """The statement reading the status field (the library's status_field) of the struct `rv`
    into `r`."""
    types = cc.cm.types
    record = types.records[types.resolve(restype).ctype.name]
    field = next(f for f in record.fields if f.name == cc.cm.lib.status_field)
    ctype = cc.cm.c_type(field.type)
    return [f"{{\n    {ctype} cg_st;\n    memcpy(&cg_st, (const char *)&rv + {field.offset_bits // 8}, sizeof cg_st);\n"
            "    r = cg_st;\n}"]


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
