"""API rules: how each C parameter shows in Python.

Every parameter of every function gets a `ParamRule`: its kind (below), the
parameters it is tied to (a buffer's size, an array's count, a callback's user
data) and `source`, the reason for the decision ("rule file", or which heuristic
fired). Heuristics come first (const-ness, the Doxygen text, naming); the rules
file of each library (`rules/<library>.toml`) overrides them.
"""

from __future__ import annotations

import dataclasses
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import ir
from ..errors import GeneratorError
from .decisions import FunctionRules as FunctionRules
from .decisions import ParamRule as ParamRule
from .heuristics import Heuristics
from .typemap import TypeMap, py_param

RULES_DIR = Path(__file__).resolve().parent  # rules/<library>.toml, beside this module

KINDS = {
    "value": "input passed by value",
    "string": "input string (str or bytes; None for NULL)",
    "struct_in": "input struct passed by pointer (the struct itself, or None for NULL)",
    "array_in": "input sequence; its count parameter is derived",
    "array_inout": "sequence of structs C reads and fills in (nvmlDeviceGetFieldValues): its count derived, returned as a list",
    "count": "derived from the length of another parameter",
    "byte_length": "derived: the size in bytes of the buffer it measures (an address has none: pass a buffer)",
    "buffer_in": "host memory read by C: any buffer-protocol object, or an int address",
    "buffer_out": "host memory written by C: a writable buffer large enough, or an int address",
    "out": "output: allocated by the binding and returned",
    "string_out_len": "output string: a buffer allocated by the binding, its length derived",
    "string_out": "output string pointer, returned as str",
    "callback": "a Python callable, kept alive while C may call it",
    "pointer": "raw pointer: an int address, a ctypes object or None",
    "kernel_params": "kernel arguments: a sequence of values, or a pre-packed KernelArgs",
    "kernel_extra": "cuLaunchKernel's `extra` option list (None for none)",
    "length": "derived: the size of a binding-allocated string buffer",
    "array_out": "output array: allocated by the binding (its count is an input or derived), returned as a list",
    "array_out_query": "output array whose size the binding first asks of the library, returned as a list",
    "count_query": "in/out count of an array_out_query: asked, then derived",
    "ref_in": "an input C takes by pointer (and may reset, as nvrtcDestroyProgram does): passed in, nothing returned",
    "inout": "a value read and written by C: passed in, and its new value returned",
    "string_array": "input sequence of strings (str or bytes)",
    "sized_bytes_out": "output bytes whose size a companion function tells first (nvrtcGetCUBINSize)",
    "sized_str_out": "output text whose size a companion function tells first (nvrtcGetProgramLogSize)",
    "pointer_array": "input sequence of addresses (ints, None, or buffers whose address is taken)",
    "bytes_out": "fixed-size output bytes (size given by the rules), returned as bytes",
    "out_by_attribute": "output whose C type depends on an attribute argument; returned as that type",
    "in_by_attribute": "input whose C type depends on an attribute argument",
    "attribute_size": "derived: the size of the attribute value's C type",
    "array_ref_out": "output pointer to an array the library owns, returned as a list (count: another output)",
    "out_by_attributes": "outputs whose C types depend on each element of an attribute array; returned as a list",
    "attribute_sizes": "derived: the byte size of each out_by_attributes value's C type",
    "string_out_query": "output text whose buffer size (in bytes) the binding first asks of the library (in/out)",
    "sized_struct_out": "one struct C writes with data after it (a variable-length tail): its size in bytes asked "
                        "first (in/out), returned as the struct, holding all of it",
    "struct_query": "a struct C reads some fields of and writes the others: the fields it reads (`fields`, in that "
                    "order) are the function's Python parameters; the field named by `returns` is returned, or the "
                    "whole struct where there is no `returns`",
}

# What a rules-file entry may say: of a function, and of one of its parameters.
FUNCTION_KEYS = frozenset({
    "params", "answers", "forget_kernel_layouts", "error_log", "returns_result", "audit", "holds_gil",
    "query_answers", "negative_errors",
})
PARAM_KEYS = frozenset({
    "kind", "count", "length", "attribute", "function", "size", "lifetime", "types", "size_param",
    "size_function", "elements", "fewer", "like", "filled", "in_bytes", "fields", "returns",
})
# The C types a struct_query field may have, as TypeMap categories: values both backends take as
# arguments (range-checked) and return, with no memory of their own.
QUERY_FIELD_CATEGORIES = frozenset({"int", "enum", "bool", "float"})

# An array's length parameter that counts bytes, not elements (nvmlDeviceGetSupportedPerformanceStates'
# `size`: "Size of the supplied pstates array in bytes"): its doc says so, or its name does.
_BYTES_DOC = re.compile(r"\b(in|of) bytes\b|\bnumber of bytes\b|\bbytes? (count|size)\b|\bsize in bytes\b",
                        re.IGNORECASE)
_BYTES_NAME = re.compile(r"(^bytes|Bytes|^nbytes|ByteCount|[Bb]ytesize|ByteSize)$")
# The array kinds whose length parameter may count bytes (the kinds in kinds/ that scale it).
BYTE_LENGTH_KINDS = frozenset({"array_in", "array_inout", "array_out", "array_out_query"})
# The kinds whose length a `count` parameter is derived from.
COUNTED_KINDS = frozenset({"array_in", "array_inout", "pointer_array", "string_array"})


# What a `[[pattern]]` entry may say: which parameters it matches, and the parameter keys.
PATTERN_KEYS = frozenset({"why", "function", "param", "type", "unless_heuristic"}) | PARAM_KEYS


@dataclass(frozen=True, slots=True)
class Pattern:
    """A rule for every parameter that matches (cuBLAS: every matrix and vector is a device
    pointer): regular expressions, each matched whole, on the function's public name, the
    parameter's name and its C type as `explain` spells it ("const float *"); the first
    pattern that matches decides, after the function's own entry and before the heuristics."""

    why: str
    function: re.Pattern[str]
    param: re.Pattern[str]
    type: re.Pattern[str]
    spec: dict[str, Any]

    def matches(self, fn: ir.Function, p: ir.Param) -> bool:
        return bool(self.function.fullmatch(fn.name) and self.param.fullmatch(p.name)
                    and self.type.fullmatch(p.type.spelling()))


@dataclass
class RulesFile:
    path: Path | None
    functions: dict[str, dict[str, Any]] = field(default_factory=dict)
    patterns: tuple[Pattern, ...] = ()
    helpers: tuple[Helper, ...] = ()


@dataclass(frozen=True, slots=True)
class Helper:
    """A `static inline` helper of a header the library's module does not parse, which builds a
    struct from its parameters (driver_functions.h's `make_cudaExtent(w, h, d)`: `e.width = w;
    ... return e;`): bound as a Python function that does the same, from its definition as the
    rules file transcribes it. `params`: (parameter, its C type, the field it fills)."""

    name: str
    header: str
    result: str
    params: tuple[tuple[str, str, str], ...]


def load_rules(library: str, path: Path | None = None) -> RulesFile:
    path = path or RULES_DIR / f"{library}.toml"
    if not path.is_file():
        return RulesFile(None)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise GeneratorError(f"{path}: {exc}") from exc
    patterns = _patterns(path, data.pop("pattern", []))
    helpers = _helpers(path, data.pop("helper", {}))
    for fname, entry in data.items():
        for key in entry:
            if key not in FUNCTION_KEYS:
                raise GeneratorError(f"{path}: {fname}.{key}: unknown key (known: {', '.join(sorted(FUNCTION_KEYS))})")
        for pname, spec in entry.get("params", {}).items():
            if spec.get("kind") not in KINDS:
                raise GeneratorError(f"{path}: {fname}.params.{pname}: unknown kind {spec.get('kind')!r}")
            for key in spec:
                if key not in PARAM_KEYS:
                    raise GeneratorError(f"{path}: {fname}.params.{pname}.{key}: unknown key "
                                         f"(known: {', '.join(sorted(PARAM_KEYS))})")
            _struct_query_keys(f"{path}: {fname}.params.{pname}", spec)
    return RulesFile(path, data, patterns, helpers)


def _struct_query_keys(where: str, spec: dict[str, Any]) -> None:
    """What a struct_query entry says, checked before any header is read: `fields`, a list of
    distinct field names; `returns`, one field name, not an input. `fields` and `returns` belong
    to struct_query alone. (Whether the struct has those fields, and of which types, is checked
    per release, by the classifier.)"""
    if spec.get("kind") != "struct_query":
        for key in ("fields", "returns"):
            if key in spec:
                raise GeneratorError(f"{where}.{key}: only a struct_query parameter has {key} "
                                     f"(this one is {spec.get('kind')!r})")
        return
    fields = spec.get("fields")
    if not isinstance(fields, list) or not fields or not all(isinstance(f, str) and f for f in fields):
        raise GeneratorError(f"{where}: struct_query needs `fields`, a non-empty list of the names of the fields "
                             "C reads (the function's Python parameters, in that order)")
    repeated = sorted({f for f in fields if fields.count(f) > 1})
    if repeated:
        raise GeneratorError(f"{where}.fields: {', '.join(repeated)} listed twice")
    returns = spec.get("returns", "")
    if not isinstance(returns, str):
        raise GeneratorError(f"{where}.returns: expected the name of the field C writes (a string), "
                             f"not {returns!r}")
    if returns and returns in fields:
        raise GeneratorError(f"{where}.returns: {returns!r} is an input (in `fields`): returns names a field "
                             "C writes")


def _helpers(path: Path, raw: Any) -> tuple[Helper, ...]:
    out = []
    for name, spec in sorted(raw.items()):
        where = f"{path}: helper.{name}"
        if set(spec) != {"header", "result", "params"}:
            raise GeneratorError(f"{where}: needs exactly `header`, `result` and `params`")
        params = spec["params"]
        if not all(isinstance(p, list) and len(p) == 3 and all(isinstance(x, str) for x in p) for p in params):
            raise GeneratorError(f"{where}: params: expected [parameter, C type, field] triples")
        out.append(Helper(name, spec["header"], spec["result"], tuple(tuple(p) for p in params)))
    return tuple(out)


def _patterns(path: Path, raw: Any) -> tuple[Pattern, ...]:
    if not isinstance(raw, list):
        raise GeneratorError(f"{path}: pattern: expected [[pattern]] tables")
    out = []
    for i, spec in enumerate(raw):
        where = f"{path}: pattern {i + 1}"
        for key in spec:
            if key not in PATTERN_KEYS:
                raise GeneratorError(f"{where}: {key}: unknown key (known: {', '.join(sorted(PATTERN_KEYS))})")
        if spec.get("kind") not in KINDS:
            raise GeneratorError(f"{where}: unknown kind {spec.get('kind')!r}")
        if spec.get("kind") == "struct_query" or "fields" in spec or "returns" in spec:
            raise GeneratorError(f"{where}: struct_query is a function's own rule (its fields are one struct's), "
                                 "not a pattern's")
        if not spec.get("why") or "param" not in spec:
            raise GeneratorError(f"{where}: a pattern needs `param` and `why`")
        try:
            function, param, ctype = (re.compile(spec.get(k, ".*")) for k in ("function", "param", "type"))
        except re.error as exc:
            raise GeneratorError(f"{where}: {exc}") from exc
        rest = {k: v for k, v in spec.items() if k in PARAM_KEYS or k == "unless_heuristic"}
        out.append(Pattern(spec["why"], function, param, ctype, rest))
    return tuple(out)


class Classifier:
    """Classifies the parameters of one Api's functions."""

    def __init__(self, api: ir.Api, types: TypeMap, rules: RulesFile) -> None:
        self.api = api
        self.types = types
        # One rules file serves every release: an entry for a function (or parameter) this
        # release does not declare is not used here. tests/test_rules.py checks that every entry
        # names a function and parameter of some vendored release, so typos do not pass.
        self.rules = rules
        self.heuristics = Heuristics(api, types)

    def classify(self, fn: ir.Function) -> FunctionRules:
        entry = self.rules.functions.get(fn.name, {})
        overrides: dict[str, dict[str, Any]] = entry.get("params", {})
        pnames = {p.name for p in fn.params}
        overrides = {k: v for k, v in overrides.items() if k in pnames}
        decided: dict[str, ParamRule] = {}
        for pname, spec in overrides.items():
            if "like" in spec:  # the value types of another function's by-attribute parameter
                spec = {**self._like(fn, spec["like"]), **spec}
            query = self._struct_query(fn, pname, spec, overrides) if spec["kind"] == "struct_query" else {}
            decided[pname] = ParamRule(
                pname, spec["kind"], "rules file",
                spec.get("length", spec.get("count", spec.get("attribute", spec.get("function", "")))),
                self._number(fn, spec.get("size", 0)), spec.get("lifetime", ""),
                tuple(sorted(spec.get("types", {}).items())), spec.get("size_param", ""),
                spec.get("size_function", ""), self._number(fn, spec.get("elements", 0)), spec.get("fewer", 0),
                spec.get("filled", ""), bool(spec.get("in_bytes", False)), **query,
            )
        docs = {d.name: d for d in fn.doc.params}
        for i, p in enumerate(fn.params):
            if p.name in decided:
                continue
            pattern = next((pat for pat in self.rules.patterns if pat.matches(fn, p)), None)
            if pattern is not None and pattern.spec.get("unless_heuristic"):
                # The pattern gives way where the heuristics find one of these kinds (NVML's
                # getters write their structs, but for those the docs say carry inputs: inout).
                heuristic = self.heuristics.decide(fn, i, docs)
                if heuristic.kind in pattern.spec["unless_heuristic"]:
                    decided[p.name] = heuristic
                    continue
            if pattern is not None:
                spec = pattern.spec
                decided[p.name] = ParamRule(
                    p.name, spec["kind"], f"rules file pattern: {pattern.why}", spec.get("count", ""),
                    self._number(fn, spec.get("size", 0)), spec.get("lifetime", ""),
                    elements=self._number(fn, spec.get("elements", 0)),
                )
                continue
            decided[p.name] = self.heuristics.decide(fn, i, docs)
        for name, rule in decided.items():
            explicit = "in_bytes" in overrides.get(name, {})
            if rule.kind in BYTE_LENGTH_KINDS and rule.related and not explicit:
                why = self._length_in_bytes(fn.param(rule.related), docs)
                if why:
                    decided[name] = dataclasses.replace(rule, in_bytes=True, source=f"{rule.source}; {why}")
        # Tie derived parameters to what derives them.
        final: dict[str, ParamRule] = dict(decided)
        for rule in decided.values():
            unit = " bytes" if rule.in_bytes else ""
            if rule.in_bytes and rule.kind not in BYTE_LENGTH_KINDS:
                raise GeneratorError(f"{fn.location}: {fn.name}.{rule.name}: in_bytes applies to an array's "
                                     f"length ({', '.join(sorted(BYTE_LENGTH_KINDS))}), not to {rule.kind}")
            if rule.kind == "string_out_len" and rule.related:
                final[rule.related] = ParamRule(rule.related, "length", f"length of {rule.name}", rule.name)
            elif rule.kind in ("buffer_in", "buffer_out") and rule.related and rule.derive_length:
                final[rule.related] = ParamRule(rule.related, "byte_length", f"the size of {rule.name} in bytes",
                                                rule.name)
            elif (rule.kind in ("buffer_out", "array_out") and rule.related and final[rule.related].kind == "out"
                  and final[rule.related].source.startswith("heuristic")):
                # An in/out length or count: the room the caller gives, and what C wrote, returned
                # (nvjpegEncodeRetrieveBitstream's length, cuDeviceGetCliqueInfo's count).
                final[rule.related] = ParamRule(rule.related, "inout", f"heuristic: the room of {rule.name}, "
                                                "and how much C wrote", rule.name)
            elif (rule.kind in COUNTED_KINDS and rule.related
                  and final[rule.related].kind != "count"):
                final[rule.related] = ParamRule(rule.related, "count", f"len({rule.name}){unit}", rule.name,
                                                in_bytes=rule.in_bytes)
            elif (rule.kind in ("array_in", "array_inout") and rule.related
                  and final[rule.related].in_bytes != rule.in_bytes):
                raise GeneratorError(f"{fn.location}: {fn.name}.{rule.related}: counts arrays in bytes and "
                                     "in elements at once")
            elif rule.kind == "array_out" and rule.related and rule.elements:
                # C writes at most `elements`, the binding allocates them and tells C how many (or how
                # many bytes) there is room for: nvmlDeviceGetSupportedPerformanceStates' `size`.
                final[rule.related] = ParamRule(rule.related, "length", f"room for the {rule.elements} elements "
                                                f"of {rule.name}{', in bytes' if rule.in_bytes else ''}", rule.name,
                                                in_bytes=rule.in_bytes)
            elif rule.kind == "out" and rule.related and rule.size:
                # A struct whose text field C is told the size of (nvmlSystemGetDriverBranch's
                # `length`: its branch[NVML_SYSTEM_DRIVER_VERSION_BUFFER_SIZE]): the binding's struct
                # has that room, so the length is derived, never the caller's (C would write past it).
                final[rule.related] = ParamRule(rule.related, "length", f"the {rule.size} bytes of "
                                                f"{rule.name}'s field", rule.name)
            elif rule.kind in ("array_out_query", "sized_struct_out", "string_out_query") and rule.related:
                in_bytes = rule.in_bytes or rule.kind != "array_out_query"  # a struct's, a text's size: bytes
                final[rule.related] = ParamRule(
                    rule.related, "count_query", f"asked of the driver{' (in bytes)' if in_bytes else ''}, "
                    f"then {rule.name} is allocated", rule.name, in_bytes=in_bytes,
                )
            elif rule.kind in ("out_by_attribute", "in_by_attribute") and rule.size_param:
                final[rule.size_param] = ParamRule(
                    rule.size_param, "attribute_size", f"size of {rule.name}'s C type", rule.name
                )
            elif rule.kind == "out_by_attributes" and rule.size_param:
                final[rule.size_param] = ParamRule(
                    rule.size_param, "attribute_sizes", f"sizes of {rule.name}'s C types", rule.name
                )
            elif rule.kind == "string_out_len" and not rule.related and not rule.size:
                # Without a length parameter, the buffer's size comes from the rules alone
                # (nvmlDeviceGetGspFirmwareVersion: NVML_GSP_FIRMWARE_VERSION_BUF_SIZE).
                raise GeneratorError(f"{fn.location}: {fn.name}.{rule.name}: string_out_len needs a length "
                                     "or a size")
        for name, rule in final.items():
            # A byte size the heuristics took for a buffer's that the rules derive from arrays
            # (cublasGemmGroupedBatchedEx's alpha_array and group_count): not the caller's, no size.
            if (rule.kind in ("buffer_in", "buffer_out") and rule.related and rule.source.startswith("heuristic")
                    and final[rule.related].kind not in ("value", "inout", "byte_length")):
                final[name] = dataclasses.replace(rule, related="", source=f"{rule.source} ({rule.related} is "
                                                  f"{final[rule.related].kind}: no size checked)")
        for name, rule in final.items():
            # A count tied to a parameter that a later decision made something else (cuMemRange-
            # GetAttributes' dataSizes, attribute_sizes): tied to an array it still counts.
            if rule.kind == "count" and final[rule.related].kind not in COUNTED_KINDS:
                array = next((r.name for r in final.values() if r.related == name and r.kind in COUNTED_KINDS), "")
                if array:
                    final[name] = ParamRule(name, "count", f"len({array}){' bytes' if rule.in_bytes else ''}", array,
                                            in_bytes=rule.in_bytes)
        return FunctionRules(
            fn.name,
            tuple(final[p.name] for p in fn.params),
            tuple(entry.get("answers", ())),
            bool(entry) or any(r.source.startswith("rules file pattern") for r in final.values()),
            bool(entry.get("forget_kernel_layouts", False)),
            str(entry.get("error_log", "")),
            bool(entry.get("returns_result", False)),
            bool(entry.get("holds_gil", False)),
            tuple(entry.get("query_answers", ())),
            bool(entry.get("negative_errors", False)),
        )

    def _struct_query(self, fn: ir.Function, pname: str, spec: dict[str, Any],
                      overrides: dict[str, dict[str, Any]]) -> dict[str, Any]:
        """The `fields` and `returns` of struct_query parameter `pname`, checked against this
        release's struct: a pointer to a struct C may write, fields it has, each an integer,
        enum, bool or float (no bit-field: the compiled backend copies each at its byte offset),
        no input field that is a versioned struct's `version` (the binding fills it), and no
        field whose Python name another parameter of the function already has."""
        where = f"{self.rules.path}: {fn.name}.params.{pname}"
        p = fn.param(pname)
        r = self.types.resolve(p.type)
        pointee = r.ctype.target if r.category == "pointer" else None
        target = self.types.resolve(pointee) if pointee is not None else None
        record = self.types.records.get(target.ctype.name) if target and target.category == "record" else None
        if pointee is None or record is None or record.opaque or pointee.const:
            raise GeneratorError(f"{where}: struct_query needs a pointer to a struct C writes, not "
                                 f"{p.type.spelling()}")
        by_name = {f.name: f for f in record.fields if f.name}
        fields, returns = tuple(spec["fields"]), spec.get("returns", "")
        for key, name in [*(("fields", f) for f in fields), *((("returns", returns),) if returns else ())]:
            f = by_name.get(name)
            if f is None:
                raise GeneratorError(f"{where}.{key}: {record.name} has no field {name!r} "
                                     f"(its fields: {', '.join(by_name)})")
            category = self.types.resolve(f.type).category
            if category not in QUERY_FIELD_CATEGORIES or f.bit_width is not None:
                what = "a bit-field" if f.bit_width is not None else f.type.spelling()
                raise GeneratorError(f"{where}.{key}: {record.name}.{name} is {what}, not an integer, enum, "
                                     "bool or float: struct_query takes and returns scalar fields only")
            if key == "fields" and name == "version" and record.fields[0].name == "version":
                raise GeneratorError(f"{where}.fields: {record.name}.version is the struct's version, which the "
                                     "binding fills: not an input")
        others = {py_param(q.name) for q in fn.params if q.name != pname}
        others |= {py_param(f) for q, s in overrides.items() if q != pname and s.get("kind") == "struct_query"
                   for f in s.get("fields", ())}
        taken = [f for f in fields if py_param(f) in others]
        if taken:
            raise GeneratorError(f"{where}.fields: {', '.join(taken)}: another parameter of {fn.name} has that "
                                 "Python name")
        return {"fields": fields, "returns": returns}

    def _number(self, fn: ir.Function, value: int | str) -> int:
        """A fixed size or element count from the rules: a number, or the name of an integer
        macro of the headers (NVML_MAX_GPU_PERF_PSTATES), so that it follows each release's."""
        if isinstance(value, int):
            return value
        macro = next((m for m in self.api.macros if m.name == value), None)
        if macro is None or not isinstance(macro.value, int) or isinstance(macro.value, bool):
            raise GeneratorError(f"{self.rules.path}: {fn.name}: {value!r} names no integer macro")
        return macro.value

    def _length_in_bytes(self, q: ir.Param, docs: dict[str, ir.ParamDoc]) -> str:
        """Why array length parameter `q` counts bytes ("" where nothing says it does): its doc
        ("Size of the supplied pstates array in bytes") or its name (`sizeInBytes`)."""
        doc = docs.get(q.name)
        found = _BYTES_DOC.search(doc.text) if doc else None
        if found:
            return f"{q.name} counts bytes (its doc: '{found.group(0)}')"
        if _BYTES_NAME.search(q.name):
            return f"{q.name} counts bytes (its name)"
        return ""

    def _like(self, fn: ir.Function, like: str) -> dict[str, Any]:
        """The `types` of the rules-file entry `like` ("cuPointerGetAttribute.data")."""
        fname, _, pname = like.partition(".")
        spec = self.rules.functions.get(fname, {}).get("params", {}).get(pname)
        if spec is None or "types" not in spec:
            raise GeneratorError(f"{self.rules.path}: {fn.name}: like = {like!r} names no parameter with types")
        return {"types": spec["types"]}
