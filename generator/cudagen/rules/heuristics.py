"""The heuristics: how a C parameter shows in Python when no rules file says. A header given with
`--header` has no rules file, and a vendored library's rules file says only what these get wrong,
so they decide most parameters: from the C type (const-ness, pointer depth), the Doxygen text and
the names. Each decision says why it was taken (`ParamRule.source`), which `cudagen explain` shows.
"""

from __future__ import annotations

import re

from .. import ir
from .decisions import ParamRule
from .typemap import TypeMap

_STREAM_HANDLES = {"CUstream", "cudaStream_t"}
_RETURNED = re.compile(
    r"^\s*(returned|returns\b|pointer to (the )?returned|location (to|where)|output\b|"
    r"pointer to (store|return)|on success|will be (set|filled|written)|set to|resulting|"
    r"result\b|the returned|reference (in which )?to return)",  # the last: NVML's "Reference in which to return ..."
    re.IGNORECASE,
)
_RETURNED_ANYWHERE = re.compile(r"\b(are|is|be) returned(?! by| from| in a previous| via)\b", re.IGNORECASE)
_SIZE_NAME = re.compile(r"(ByteCount|bytesize|byteSize|nbytes|size|Size|count)$")


class Heuristics:
    """The heuristic decisions for the parameters of one Api's functions."""

    def __init__(self, api: ir.Api, types: TypeMap) -> None:
        self.api = api
        self.types = types

    def decide(self, fn: ir.Function, i: int, docs: dict[str, ir.ParamDoc]) -> ParamRule:
        """The decision for parameter i of fn (`docs`: its parameters' Doxygen text by name)."""
        return self._decide(fn, i, fn.params[i], docs)

    def _count_for(self, fn: ir.Function, i: int, docs: dict[str, ir.ParamDoc]) -> str:
        """The integer parameter that counts the elements of array parameter i: named after
        it (`numDependencies` for `dependencies`, `nodeCount`) or documented as its count."""
        # `pDependencies` is counted by `numDependencies`: a pointer's `p` prefix is not a word
        name = re.sub(r"^p(?=[A-Z])", "", fn.params[i].name).lower().rstrip("s")
        for j, q in enumerate(fn.params):
            if j == i or not self._is_count_type(q.type):
                continue
            qn = q.name.lower()
            stem = re.sub(r"^(num|n)(?=[a-z])|count$|_count$|size$", "", qn).rstrip("s")
            if stem and (stem == name or stem == name.rstrip("e")):
                return q.name
            qdoc = docs.get(q.name)
            if len(name) >= 3 and qdoc and re.search(r"\b(number of|count of|size of)\b", qdoc.text, re.IGNORECASE):
                if re.search(rf"\b{re.escape(fn.params[i].name)}\b", qdoc.text):
                    return q.name
        return ""

    def _attribute_types(self, fn: ir.Function) -> tuple[str, tuple[tuple[str, str], ...]] | None:
        """(attribute parameter, value types) when an enum parameter's enumerators say
        "(value type = T)" in their docs, as CUmemPool_attribute's do."""
        for q in fn.params:
            r = self.types.resolve(q.type)
            if r.category != "enum":
                continue
            enum = self.types.enums.get(r.ctype.name)
            if enum is None:
                continue
            types = []
            for m in enum.members:
                tm = re.search(r"\(value type\s*=\s*([\w ]+?\s*\**)\)", m.doc.brief + " " + m.doc.details)
                if tm:
                    types.append((m.name, tm.group(1).strip()))
            if types:
                return q.name, tuple(types)
        return None

    def _is_count_type(self, t: ir.CType) -> bool:
        """An integer, or a non-const pointer to one (an in/out count)."""
        r = self.types.resolve(t)
        if r.category == "int":
            return True
        if r.category == "pointer" and r.ctype.target is not None and not r.ctype.target.const:
            return self.types.resolve(r.ctype.target).category == "int"
        return False

    def _size_for(self, fn: ir.Function, i: int) -> str:
        """The byte count of pointer parameter i (ByteCount, bytesize, size, ...): the
        parameter right after it when that is one (cudaMemRangeGetAttribute(data, dataSize,
        attribute, devPtr, count): devPtr's is count), else the first in the list."""
        candidates = [j for j, q in enumerate(fn.params)
                      if self.types.resolve(q.type).category == "int" and _SIZE_NAME.search(q.name)]
        if i + 1 in candidates:
            return fn.params[i + 1].name
        return fn.params[candidates[0]].name if candidates else ""

    def _neighbour(self, fn: ir.Function, i: int, pattern: re.Pattern[str]) -> str:
        for j in (i + 1, i - 1):
            if 0 <= j < len(fn.params):
                q = fn.params[j]
                r = self.types.resolve(q.type)
                if r.category == "int" and pattern.match(q.name):
                    return q.name
        return ""

    def _decide(self, fn: ir.Function, i: int, p: ir.Param, docs: dict[str, ir.ParamDoc]) -> ParamRule:
        t = self.types
        doc = docs.get(p.name)
        r = t.resolve(p.type)
        if r.category != "pointer":
            if r.category == "callback":
                if "Register" in fn.name:
                    return ParamRule(p.name, "callback", "heuristic: registered callback, kept for the process",
                                     lifetime="process")
                if any(self.types.resolve(q.type).handle in _STREAM_HANDLES for q in fn.params):
                    # Enqueued on a stream: C calls it later, once (cuLaunchHostFunc, _v2, ...).
                    return ParamRule(p.name, "callback", "heuristic: callback of stream-ordered work, "
                                     "kept until its call", lifetime="oneshot")
                return ParamRule(p.name, "callback", "heuristic: callback used during the call", lifetime="call")
            return ParamRule(p.name, "value", "heuristic: passed by value")
        s = r.ctype
        assert s.target is not None
        target = t.resolve(s.target)
        const = s.target.const
        doc_text = doc.text if doc else ""
        direction = doc.direction if doc else ""
        first_sentence = doc_text.split(". ")[0]
        says_out = (
            "out" in direction
            or bool(_RETURNED.match(doc_text))
            or bool(_RETURNED_ANYWHERE.search(first_sentence))
            or p.name.endswith("_out")
        )
        why_out = (
            f"heuristic: Doxygen direction [{direction}]" if "out" in direction
            else "heuristic: name ends in _out" if p.name.endswith("_out")
            else f"heuristic: Doxygen says '{doc_text[:40]}'"
        )
        if target.category == "char":
            if const:
                return ParamRule(p.name, "string", "heuristic: const char *")
            length = self._neighbour(fn, i, re.compile(r"^(len|length|size|.*Len|.*Size)$"))
            if length:
                return ParamRule(p.name, "string_out_len", "heuristic: char * with a length", length, 256)
            return ParamRule(p.name, "pointer", "heuristic: char * without a length")
        if target.category == "pointer" and target.ctype.target is not None:
            inner = t.resolve(target.ctype.target)
            if inner.category == "char" and inner.ctype.const:
                count = self._count_for(fn, i, docs)
                if const or count:
                    return ParamRule(p.name, "string_array", "heuristic: array of const char *", count)
            if inner.category == "char" and not const:
                return ParamRule(p.name, "string_out", "heuristic: const char ** output")
            count = self._count_for(fn, i, docs)
            if inner.category == "void" and count:
                return ParamRule(p.name, "pointer_array", f"heuristic: void ** counted by {count}", count)
            if inner.category == "void" and not const:
                return ParamRule(p.name, "out", why_out + " (void **)" if says_out else "heuristic: void ** output")
            return ParamRule(p.name, "pointer", "heuristic: pointer to pointer")
        if target.category == "void" and not const:
            typed = self._attribute_types(fn)
            if typed is not None and re.search(r"Get|Set", fn.name):
                attr, types = typed
                kind = "out_by_attribute" if "Get" in fn.name else "in_by_attribute"
                return ParamRule(p.name, kind, f"heuristic: {attr}'s enumerators document '(value type = T)'",
                                 attr, types=types)
        if target.category == "void":
            size = self._size_for(fn, i)
            if const:
                return ParamRule(p.name, "buffer_in", "heuristic: const void *", size)
            if size and re.match(r"(dst|dest)", p.name):
                return ParamRule(p.name, "buffer_out", "heuristic: void * destination with a size", size)
            return ParamRule(p.name, "pointer", "heuristic: void * (opaque)")
        count = self._count_for(fn, i, docs)
        query = bool(count) and self.types.resolve(fn.param(count).type).category == "pointer"
        if target.category == "record":
            getter = ("Get" in fn.name and i == 0) or bool(re.match(r"p[A-Z]", p.name))
            if not const and (("in" in direction.split(",") and "out" in direction) or "(input)" in doc_text):
                # The caller fills some fields, C the others (NVML: "Structure specifying the
                # sensor type (input) and retrieved ..."): the struct goes in, and comes back.
                why = f"[{direction}]" if direction else "'(input)'"
                return ParamRule(p.name, "inout", f"heuristic: struct the caller fills in part, Doxygen says {why}")
            if not const and (says_out or (getter and not count)):
                return ParamRule(p.name, "out", why_out if says_out else "heuristic: struct pointer of a getter")
            if count and const:
                return ParamRule(p.name, "array_in", f"heuristic: const array of structs counted by {count}", count)
            if count and query and not const:
                return ParamRule(p.name, "array_out_query", f"heuristic: array sized by {count} (in/out)", count)
            if count:
                return ParamRule(p.name, "array_in", f"heuristic: array of structs counted by {count}, "
                                 "not documented as output", count)
            return ParamRule(p.name, "struct_in", "heuristic: pointer to struct" + (" (const)" if const else ""))
        if target.category in ("int", "enum", "handle", "float", "bool"):
            if const:
                if count:
                    return ParamRule(p.name, "array_in", "heuristic: const array with a count", count)
                return ParamRule(p.name, "array_in", "heuristic: const array, length not passed")
            if count and query:
                return ParamRule(p.name, "array_out_query", f"heuristic: array sized by in/out {count}", count)
            if count and says_out:
                return ParamRule(p.name, "array_out", f"heuristic: output array counted by {count}", count)
            if count:
                return ParamRule(p.name, "array_in", f"heuristic: array counted by {count}, "
                                 "not documented as output", count)
            return ParamRule(p.name, "out", why_out if says_out else "heuristic: non-const pointer to a value")
        return ParamRule(p.name, "pointer", "heuristic: no rule applies")
