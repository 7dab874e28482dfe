"""The array audit: pointer parameters that C reads or writes as arrays, found mechanically.

C cannot say how many elements a `T *` points to; the count lives in another parameter, a
struct field or the documentation. A binding that passes one cell where C reads `n` lets C
read or write past it (cuPointerGetAttributes once passed one `void *` for `data[0 ..
numAttributes-1]`). This module looks at every pointer parameter of a library for evidence
that C treats it as an array, and at how the binding passes it:

evidence (any of):
  doc      the parameter's doc says "array of", "list of", "entries", ...
  count    a count-like parameter (numX, nX, xCount, count, ...) names it in its doc, or
           is named after it (`numDependencies` for `dependencies`)
  T**      a pointer to pointers to something other than void or char
  query    the docs pair it with NULL and an in/out count (the "pass NULL to get the
           count" pattern)
  fixed    the docs give a fixed element count ("array of 4", "pBorderColor[3] holds ...")

binding:
  array    bound as a sequence whose length C is told, or allocated from its count
  sized    host memory or typed storage whose byte size the binding passes
  address  the caller's memory, passed by its address (device memory)
  single   one cell or one value: needs a justification in the rules file (a table
           `[function.audit]` with `parameter = "why"`), or it is reported
  unsized  bound as a sequence whose length C is not told (nor fixed by a rule)
  miscounted  bound as an array, tied to another count than the one the docs name

`cudagen explain --audit` prints the findings; tests/test_audit.py fails on any finding
that is neither bound as an array nor justified.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .. import ir
from ..rules.classify import Classifier, FunctionRules, ParamRule, RulesFile
from ..rules.typemap import Resolved, TypeMap

# Kinds whose C pointer receives as many elements as C is told (or the rules fix).
ARRAY_KINDS = frozenset({
    "array_in", "array_inout", "array_out", "array_out_query", "array_ref_out", "pointer_array", "string_array",
    "out_by_attributes", "attribute_sizes", "kernel_params", "kernel_extra",
})
# Host memory or typed storage passed with its byte size (or sized by a companion function).
SIZED_KINDS = frozenset({
    "buffer_in", "buffer_out", "bytes_out", "sized_bytes_out", "sized_str_out", "string_out_len",
    "out_by_attribute", "in_by_attribute", "sized_struct_out", "string_out_query",
})
# Parameters that are themselves counts or sizes, not arrays.
COUNT_KINDS = frozenset({"count", "count_query", "length", "attribute_size", "byte_length"})

_DOC_ARRAY = re.compile(
    r"\b(array|list|vector)s?\s+(of|containing|holding|with)\b|\bentries\b|\btwo-dimensional array\b",
    re.IGNORECASE,
)
_COUNT_NAME = re.compile(r"^(num[A-Z_]\w*|n[A-Z]\w*|nb[A-Z]\w*|\w*[Cc]ount(_out)?|count|len|length|\w*Len)$")
_COUNT_WORDS = re.compile(r"\b(number|count|size|length)\b", re.IGNORECASE)
_FIXED = re.compile(r"\b(?:array|arrays)\s+of\s+(\d+)\b|\b(\d+)[- ](?:element|entry|float|int)s?\b",
                    re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Finding:
    """A pointer parameter with evidence that C treats it as an array, and how it is bound."""

    library: str
    function: str
    param: str
    ctype: str  # the C declaration of the parameter
    evidence: tuple[str, ...]  # "doc", "count:numX", "T**", "query:nX", "fixed:4"
    kind: str  # the parameter's rule kind
    binding: str  # array | sized | single | unsized
    justification: str  # from the rules file's [function.audit] table, or ""
    location: ir.Location
    assumed: str = ""  # what the heuristics assumed where the header does not say (ParamRule.assumed)

    @property
    def ok(self) -> bool:
        # One value where nothing says otherwise is the heuristics' assumption, listed, not a
        # finding; with evidence of an array it is one.
        return self.binding in ("array", "sized", "address") or bool(self.justification) or (
            bool(self.assumed) and not self.evidence and self.binding == "single")


def audit_function(fn: ir.Function, rules: FunctionRules, types: TypeMap, library: str,
                   justifications: dict[str, str]) -> list[Finding]:
    docs = {d.name: d.text for d in fn.doc.params}
    # In/out counts of arrays (nbGroups) are counts, not arrays.
    counts = {q.related for q in rules.params if q.kind in ARRAY_KINDS and q.related}
    counts |= {q.filled for q in rules.params if q.filled}  # how many C filled (cudnnFind*'s returnedAlgoCount)
    out: list[Finding] = []
    for p, rule in zip(fn.params, rules.params, strict=True):
        r = types.resolve(types.decayed(p.type))  # `T x[]` is a pointer
        if r.category != "pointer" or r.ctype.target is None or rule.kind in COUNT_KINDS or p.name in counts:
            continue
        target = types.resolve(r.ctype.target)
        if target.category == "char":
            continue  # strings: C reads to the NUL, Python passes the whole text
        evidence = _evidence(fn, p, target, types, docs)
        if not evidence and not (rule.kind == "array_in" and not _sized(rule)) and not rule.assumed:
            continue
        binding = _binding(rule)
        named = {e.split(":", 1)[1] for e in evidence if e.startswith("count:")}
        if binding == "array" and rule.related and named and rule.related not in named:
            binding = "miscounted"  # tied to another count than the one the docs name
        fixed = {int(e.split(":", 1)[1]) for e in evidence if e.startswith("fixed:")}
        if binding == "array" and rule.elements and fixed and rule.elements not in fixed:
            binding = "miscounted"  # a fixed length the docs contradict
        out.append(Finding(library, fn.name, p.name, " ".join(p.type.spelling(p.name).split()),
                           tuple(evidence), rule.kind, binding, justifications.get(p.name, ""),
                           fn.location, rule.assumed))
    return out


def _evidence(fn: ir.Function, p: ir.Param, target: Resolved, types: TypeMap,
              docs: dict[str, str]) -> list[str]:
    evidence: list[str] = []
    doc = docs.get(p.name, "")
    name = re.escape(p.name)
    if _DOC_ARRAY.search(doc):
        evidence.append("doc")
    counts = [q for q in fn.params if q is not p and _count_like(q, types)]
    stem = re.sub(r"^p(?=[A-Z])", "", p.name).lower().rstrip("s")
    for q in counts:
        qdoc = docs.get(q.name, "")
        qstem = re.sub(r"^(num|nb|n)(?=[a-z])|_?count(_out)?$", "", q.name.lower()).rstrip("s")
        named = bool(qstem) and len(qstem) >= 3 and (qstem == stem or qstem == stem.rstrip("e"))
        mentioned = bool(re.search(rf"\b{name}\b", qdoc)) and bool(_COUNT_WORDS.search(qdoc))
        if named or mentioned:
            evidence.append(f"count:{q.name}")
    if target.category == "pointer" and target.ctype.target is not None:
        inner = types.resolve(target.ctype.target)
        if inner.category not in ("void", "char", "callback"):
            evidence.append("T**")
    in_out_counts = [q for q in counts if types.resolve(q.type).category == "pointer"]
    if in_out_counts:
        text = fn.doc.details + "\n" + doc
        for sentence in re.split(r"(?<=\.)\s", text):
            if re.search(rf"\b{name}\b", sentence) and re.search(r"\bNULL\b", sentence):
                evidence.append(f"query:{in_out_counts[0].name}")
                break
    fixed = _FIXED.search(doc)
    if fixed:
        evidence.append(f"fixed:{fixed.group(1) or fixed.group(2)}")
    text = "\n".join((fn.doc.details, fn.doc.deprecated or "", doc))
    indexes = {int(i) for i in re.findall(rf"\b{name}\[(\d+)\]", text)}
    if len(indexes) > 1 and indexes == set(range(len(indexes))):  # "pBorderColor[3] holds 'A'"
        evidence.append(f"fixed:{len(indexes)}")
    return evidence


def _count_like(q: ir.Param, types: TypeMap) -> bool:
    r = types.resolve(q.type)
    if r.category == "pointer" and r.ctype.target is not None and not r.ctype.target.const:
        r = types.resolve(r.ctype.target)
    return r.category == "int" and bool(_COUNT_NAME.match(q.name))


def _sized(rule: ParamRule) -> bool:
    """Whether an array rule tells C (or fixes) its length."""
    if rule.kind in ("array_in", "array_inout"):
        return bool(rule.related) or rule.elements > 0
    if rule.kind == "array_out":
        return bool(rule.related or rule.size_function) or rule.elements > 0
    return True


def _binding(rule: ParamRule) -> str:
    if rule.kind in ARRAY_KINDS:
        return "array" if _sized(rule) else "unsized"
    if rule.kind in SIZED_KINDS:
        return "sized"
    if rule.kind == "pointer" and (not rule.source.startswith("heuristic") or "device memory" in rule.source):
        # The caller's own memory, passed by its address (device memory: cuBLAS's `Aarray[]` of
        # device pointers): no cell of the binding's that C could run past. A raw pointer the
        # heuristics fell back to (a `T **` C writes) is not known to be one.
        return "address"
    return "single"


def audit_api(api: ir.Api, rules: RulesFile) -> list[Finding]:
    """Every finding of one library's functions."""
    types = TypeMap(api)
    classifier = Classifier(api, types, rules)
    out: list[Finding] = []
    for fn in api.functions:
        justifications = {k: str(v) for k, v in rules.functions.get(fn.name, {}).get("audit", {}).items()}
        out += audit_function(fn, classifier.classify(fn), types, api.library, justifications)
    return out


def render(findings: list[Finding], release: str, label: str = "") -> str:
    """The findings as text: unjustified ones first, then the heuristics' assumptions (a header
    with no rules file has many: each is a guess a user reviews), then justified ones, then
    arrays. `label` names what was audited (default: CUDA `release`)."""
    lines = []
    bad = [f for f in findings if not f.ok]
    assumed = [f for f in findings if f.ok and f.assumed and not f.justification]
    for title, group in (
        ("NOT BOUND AS AN ARRAY, NO JUSTIFICATION", bad),
        ("assumed by the heuristics (nothing in the header says; a rules file decides otherwise)", assumed),
        ("single, justified in the rules file", [f for f in findings if f.ok and f.justification]),
        ("bound as arrays, sized storage or the caller's addresses",
         [f for f in findings if f.ok and not f.justification and not f.assumed]),
    ):
        if not group:
            continue
        lines.append(f"{title} ({len(group)}):")
        for f in group:
            lines.append(f"  {f.library}.{f.function}({f.param}): {f.ctype}")
            lines.append(f"      evidence: {', '.join(f.evidence) or 'none'}; bound as {f.kind} ({f.binding})"
                         + (f"; {f.justification}" if f.justification else "")
                         + (f"; assumed: {f.assumed}" if f.assumed else ""))
    evident = [f for f in findings if f.evidence or not f.assumed]
    lines.append(f"{label or 'CUDA ' + release}: {len(evident)} parameters with array evidence, "
                 f"{len([f for f in evident if f.ok])} bound as arrays or justified, "
                 f"{len(assumed)} assumed by the heuristics, {len(bad)} not")
    return "\n".join(lines) + "\n"
