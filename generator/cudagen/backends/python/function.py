"""One Python body assembled from the pieces its parameters added to a `PyCall`: the checks
and conversions in phase order, the call (and the size query before it), the result check,
the values returned; and the signature's return annotation."""

from __future__ import annotations

from ... import ir
from ...rules.classify import FunctionRules
from ...rules.typemap import py_global
from .call import Output, PyCall


def assemble(py: PyCall, fn: ir.Function, rules: FunctionRules, checks: bool, answers: tuple[int, ...],
             error_log: str, status: str = "_r", query_answers: tuple[int, ...] = ()) -> list[str]:
    """The body's lines. `checks`: the result is the library's status, raised unless success or
    one of `answers` (their values); `error_log`: the Python name of the handle whose log a
    failure carries ("" for none); `status`: how the status reads from the result `_r` (a field
    of it where the library returns a struct). Adds the C return value to `py.outputs` where it
    is one. `query_answers`: what the size query of an array_out_query may answer besides those."""
    group_unsigned_checks(py.pre, py.unsigned)
    body = [line for _, line in sorted(py.pre, key=lambda item: item[0])]
    if py.between:
        body += _call_lines(fn, py.query_args, py.cnames, checks, answers + query_answers, status=status)
        body += py.between
    body += _call_lines(fn, py.args, py.cnames, checks, answers, error_log, status)
    if rules.negative_errors:
        # errno is read first: what runs after it in Python may set it.
        body.append(f"if _r < 0:\n    raise _s.negative_result_error(_r, _s.errno_now(), {fn.name!r}, _error)")
    if rules.forget_kernel_layouts:
        body.append("_s.forget_param_layouts()")
    body += _return_lines(py, fn, rules, checks)
    return body


def returns(py: PyCall, rules: FunctionRules) -> str:
    """The signature's return annotation (after `assemble`, which adds the C return value)."""
    outputs = py.outputs
    result_enum = py_global(py.module.lib.result_enum)
    if rules.answers:
        return result_enum
    if rules.returns_result and outputs and outputs[0].name == "result":
        outputs[0] = Output("result", result_enum, outputs[0].doc)
    if not outputs:
        return "None"
    if len(outputs) == 1:
        return outputs[0].annotation
    return f"tuple[{', '.join(o.annotation for o in outputs)}]"


def group_unsigned_checks(pre: list[tuple[float, str]], unsigned: dict[int, list[tuple[int, str, str]]]) -> None:
    """Replace the range checks of several unsigned parameters of one width by one test
    (a launch has seven): their bitwise or is an exact int that fits the width, which
    holds exactly when each is a non-negative int of that width (or an int subclass or
    enum member of one, which ctypes passes by value). Floats, NumPy integers (their or
    is a NumPy integer) and anything else take the per-parameter conversions, which say
    which argument is wrong."""
    drop: set[int] = set()
    for hi, members in unsigned.items():
        if len(members) < 2:
            continue
        bits = hi.bit_length()
        names = [n for _, n, _ in members]
        fixes = "\n".join(f"    {n} = _s.as_int({n}, {q}, 0, {hi})" for _, n, q in members)
        pre[members[0][0]] = (0, f"try:\n    _or{bits} = {' | '.join(names)}\n"
                                 f"except TypeError:\n    _or{bits} = None\n"
                                 f"if _or{bits}.__class__ is not _int or _or{bits} >> {bits}:\n{fixes}")
        drop.update(index for index, _, _ in members[1:])
    pre[:] = [item for index, item in enumerate(pre) if index not in drop]


def _call_lines(fn: ir.Function, args: list[str], cnames: list[str], checks: bool, answers: tuple[int, ...],
                error_log: str = "", status: str = "_r") -> list[str]:
    # The entry points have no argtypes (ctypes' per-call conversion costs more than
    # the call): every argument is already what C receives (see PyModule.pass_value).
    lines = [
        "try:",
        f"    _r = _f.{py_global(fn.name)}({', '.join(args)})",
        "except _ArgumentError as _e:",
        # The C parameter names as one string: a tuple would take a line per name (black).
        f"    raise _s.argument_error(_e, {fn.name!r}, {' '.join(cnames)!r}) from None",
    ]
    if checks:
        cond = " and ".join([status] + [f"{status} != {value}" for value in answers])
        raise_ = (f"_error_with_log({status}, {fn.name!r}, {error_log})" if error_log
                  else f"_error({status}, {fn.name!r})")
        lines.append(f"if {cond}:\n    raise {raise_}")
    return lines


def _return_lines(py: PyCall, fn: ir.Function, rules: FunctionRules, checks: bool) -> list[str]:
    types, result_enum = py.module.types, py_global(py.module.lib.result_enum)
    results, outputs = py.results, py.outputs
    if checks and rules.answers:
        # _r is success or one of the answers, all declared members: a dict lookup.
        return [f"return {result_enum}._value2member_map_[_r]"]
    result = types.resolve(fn.result)
    if not checks and result.category != "void":
        target = result.ctype.target
        if result.category == "pointer" and target is not None and types.resolve(target).category == "char":
            results = ["_r.decode(errors='replace') if _r is not None else None", *results]
            outputs.insert(0, Output("result", "str | None", "The C return value."))
            return _pack(results)
        if rules.returns_result:
            results = [f"{result_enum}(_r)", *results]
        else:
            results = ["_r", *results]
        outputs.insert(0, Output("result", types.annotation(fn.result, accept=False), "The C return value."))
    return _pack(results)


def _pack(results: list[str]) -> list[str]:
    if not results:
        return ["return None"]
    if len(results) == 1:
        return [f"return {results[0]}"]
    return [f"return ({', '.join(results)})"]
