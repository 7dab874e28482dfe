"""The heuristics: how a C parameter shows in Python when no rules file says. A header given with
`--header` has no rules file, and a vendored library's rules file says only what these get wrong,
so they decide most parameters: from the C type (const-ness, pointer depth, `T x[]`), the Doxygen
text (or `// IN name : text` comments) and the names around it. Each decision says why it was
taken (`ParamRule.source`), which `cudagen explain` shows; where they cannot tell one value from
an array, `cudagen explain --audit` lists the guess (tools/audit.py).

How they read a parameter, in order:

- `T x[]` and `T x[N]` are pointers (C adjusts array parameters), `N` the elements C expects;
- what its type and direction say (strings, callbacks, structs, handles, values);
- what sizes it: a count named after it (`numModes`, `nodeCount`), documented as its count, or
  next to it (`n`, `num*`, `nb*`, `*Count`, a `*Size` after it); a size its doc states ("pointer
  to NVJPEG_MAX_COMPONENT of ints", "array of 4"); a requested count with a returned one
  (`requestedAlgoCount`, `*returnedAlgoCount`: an output list cut to what C filled);
- device memory: a matrix or vector with a leading dimension or increment (`A`, `lda`; `x`,
  `incx`), an image with a step (`pDst`, `nDstStep`), names or docs that say so (`d_x`, `devPtr`,
  "Pointer to device memory"), and the float pointers beside them: an address, never copied;
- bytes with a length are a buffer, the length derived (`const unsigned char *data, size_t
  length`, PTX with its size); text or bytes C writes whose size a companion function tells
  (`xGetPTX`, `xGetPTXSize`) are returned; a Destroy function's handle pointer is an input.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass

from .. import ir
from .decisions import ParamRule
from .typemap import Resolved, TypeMap

_STREAM_HANDLES = {"CUstream", "cudaStream_t"}
_NEXT = "next to it"  # how a count found only by its place is named (an assumption)
_RETURNED = re.compile(
    r"^\s*(returned|returns\b|pointer to (the )?returned|location (to|where)|output\b|"
    r"pointer to (store|return)|on success|will be (set|filled|written)|set to|resulting|"
    r"result\b|the returned|reference (in which )?to return)",  # the last: NVML's "Reference in which to return ..."
    re.IGNORECASE,
)
_RETURNED_ANYWHERE = re.compile(r"\b(are|is|be) returned(?! by| from| in a previous| via)\b", re.IGNORECASE)
_SIZE_NAME = re.compile(r"(ByteCount|bytesize|byteSize|nbytes|size|Size|count|SizeInBytes|sizeInBytes)$")
# What follows a pointer's name in the name of its size: `dataSize`, `bufferSizeInBytes`, `buf_len`.
_SIZE_REST = re.compile(r"_?(size|sizeinbytes|insize|bytes|nbytes|bytecount|bytesize|len|length|count)")

# A parameter whose name says it counts elements: n, numX, nX, nbX, xCount, count, len, xLength,
# rank, nDims. (`nX` excludes strides: NPP's nSrcStep is a row pitch in bytes.)
_COUNT_NAME = re.compile(
    r"^(n|num[A-Z_]\w*|n[A-Z_]\w*|nb[A-Z_]\w*|p(Num|Nb|N)[A-Z]\w*|\w*[Cc]ount(_out)?|count_\w+|len|length|\w*Len|\w*Length|"
    r"rank|\w*Rank|ndims?)$"
)
# A size that counts elements only where it follows the array (`const T *data, size_t dataSize`):
# before an array (`vectorSize, seqLengthArray[]`) it is more often another dimension.
_SIZE_AFTER = re.compile(r"^(size|\w*Size|\w*_size)$")
# Strides, pitches, leading dimensions: never counts.
_STRIDE_NAME = re.compile(r"(Step|Stride|stride|Pitch|pitch|_step)$|^(ld|inc)[A-Za-z]")
# Words of an array's name that are not its stem: `pDependencies`, `dimA`, `seqLengthArray`.
_ARRAY_WORDS = re.compile(r"^p(?=[A-Z])|(Array|Arr|List|_array|_list|Ptr|_ptr)$")
# What a parameter's doc says of an array.
_DOC_ARRAY = re.compile(r"\b(array|list|vector)s?\s+(of|containing|holding|with)\b|\b(entries|structures|structs)\b", re.IGNORECASE)
# A size given as an expression: "numModes x numNonZeroBlocks", "\\sum_i numSectionsPerMode[i]".
_EXPRESSION = re.compile(r"\s[x*×+/]\s|\\sum|\bsum\b|\bproduct\b|\btimes\b", re.IGNORECASE)
# A size a parameter's doc states: "pointer to NVJPEG_MAX_COMPONENT of ints", "array of 4 floats",
# "array of size N", "N elements" (a number, an integer macro or another parameter).
_STATED = (
    re.compile(r"\b(?:array|pointer|list|vector)\s+(?:to|of)\s+(?:an?\s+)?(?:array\s+of\s+)?(?:size\s+|length\s+)?"
               r"(?P<n>[A-Za-z_]\w*|\d+)\s+(?:of\s+)?\w+", re.IGNORECASE),
    re.compile(r"\b(?P<n>[A-Z_][A-Z0-9_]+|\d+)\s+(?:elements|entries|values|items)\b"),
)
# A requested count and the count C writes back (cuDNN's requestedAlgoCount and
# returnedAlgoCount, cuBLASLt's returnAlgoCount, nbDimsRequested and nbDims).
_REQUESTED = re.compile(r"^(requested\w+|\w+Requested|\w+Req)$")
_RETURNED_COUNT = re.compile(r"^(p?[Rr]eturn(ed)?\w*|\w*Returned|\w*Written)$")
# Device memory by name: d_x, x_d, devPtr, devInfo, deviceBuffer, pDeviceBuffer, dptr.
_DEVICE_NAME = re.compile(
    r"^(d_\w+|\w+_d|\w+_dev|dev[A-Z_]\w*|dptr|dPtr|p?[Dd]evice(Ptr|Pointer|Buffer|Memory|Data|Array)\w*|"
    r"\w+OnDevice|gpu(Ptr|Buffer|Memory|Data)\w*)$"
)
# Names of one thing even where they end in s: a struct of parameters, a status.
_SINGULAR = re.compile(r"([Pp]arams|[Aa]rgs|[Ss]tatus|ss|us|is|[Aa]ttribs|[Pp]rops|[Bb]ytes)$")
# A word of an in/out count's name: `pNumDependencies`, `sizeBytes`, `count`, `bufferLen`.
_LENGTH_WORD = re.compile(r"[Ss]ize|[Bb]ytes|[Ll]en|[Cc]ount|[Nn]um|^nb?[A-Z]|^n$")
# A doc saying the pointer is device memory: "Pointer to device memory to store ..." (cuRAND's
# outputPtr), "Device pointer to ...", "... in device memory". Not "Host pointer to an array of 3
# device memory pointers" (NPP): there the elements are.
_DEVICE_DOC = re.compile(r"\b(pointer|address)\s+(to|of|in)\s+(the\s+)?(device|GPU)\b|^\s*(device|GPU)\s+"
                         r"(memory|pointer|buffer|array|address)\b|\bin\s+(device|GPU)\s+memory\b", re.IGNORECASE)
# Names of code or data a `const char *` may hold without a NUL at its end (with a size).
_BLOB_NAME = re.compile(r"^(buffer|buf|code|data|image|module|bytes|blob|binary|bitcode|ir|ptx|cubin|fatbin|ltoir|elf)$"
                        r"|(Buffer|Code|Data|Image|Binary|Blob)$", re.IGNORECASE)
# A name that says C writes it.
# (Not `output`: cufftXtExecDescriptor's `cudaLibXtDesc *output` describes where C writes, and C
# reads it.)
_OUT_NAME = re.compile(r"^(out|result|ret)$|(_out|Out|Ret|_ret)$")
# BLAS's scaling factors, read through a pointer (host memory in the default pointer mode).
_SCALAR_NAME = re.compile(r"^(alpha|beta)$")
# Outputs C writes a result to even in a function on device memory (cuBLAS's dot product).
_RESULT_NAME = re.compile(r"^(p?[Rr]esult|res)$")
_SCALARS = ("int", "enum", "handle", "float", "bool")


def _is_byte(r: Resolved) -> bool:
    """Bytes: unsigned char, signed char, uint8_t, int8_t (and typedefs of them)."""
    return r.category == "int" and r.ctype.kind == "builtin" and r.ctype.name in (
        "unsigned char", "signed char", "uint8_t", "int8_t")


@dataclass(frozen=True, slots=True)
class _Arg:
    """One parameter as the heuristics read it: its type with an array decayed to a pointer to
    its element (C adjusts `T x[]` and `T x[N]` to `T *x`), N where the declaration gives it."""

    name: str
    type: ir.CType
    declared: int | None  # `T x[N]`: N; `T x[]`: 0; not an array: None
    doc: ir.ParamDoc | None

    @property
    def text(self) -> str:
        return self.doc.text if self.doc else ""

    @property
    def direction(self) -> str:
        return self.doc.direction if self.doc else ""


class Heuristics:
    """The heuristic decisions for the parameters of one Api's functions."""

    def __init__(self, api: ir.Api, types: TypeMap) -> None:
        self.api = api
        self.types = types
        self.numbers = {m.name: m.value for m in api.macros
                        if isinstance(m.value, int) and not isinstance(m.value, bool)}
        for e in api.enums:
            for member in e.members:
                self.numbers.setdefault(member.name, member.value)

    def decide(self, fn: ir.Function, i: int, docs: dict[str, ir.ParamDoc]) -> ParamRule:
        """The decision for parameter i of fn (`docs`: its parameters' Doxygen text by name)."""
        args = self.args(fn, docs)
        rule = self._decide(fn, args, i)
        assumed = self._assumption(args[i], rule)
        return dataclasses.replace(rule, assumed=assumed) if assumed else rule

    def _assumption(self, a: _Arg, rule: ParamRule) -> str:
        """What decision `rule` of parameter `a` assumes where the header does not say, "" where
        its type, declaration or doc says (explain --audit lists every assumption)."""
        target = self._target(a)
        if target not in (*_SCALARS, "record", "pointer") or rule.kind in ("string_array", "string_out"):
            return ""
        if rule.kind in ("array_in", "array_out", "pointer_array", "array_inout") and not rule.related \
                and not rule.elements:
            return "an array of a length no parameter gives: C reads as many elements as it needs"
        if _NEXT in rule.source:
            return f"an array counted by {rule.related}, only because it is next to it"
        if "device memory, as" in rule.source or "its name says so" in rule.source:
            return "device memory (an address), from " + rule.source.split(": ", 1)[-1]
        if rule.kind == "pointer" and a.declared is not None:
            return "an array of a length the header does not give: passed as an address"
        if rule.kind in ("out", "inout", "struct_in", "ref_in") and target != "pointer" and not a.text:
            return "one value: nothing in the header says whether it is one or an array"
        return ""

    def args(self, fn: ir.Function, docs: dict[str, ir.ParamDoc]) -> list[_Arg]:
        out = []
        for p in fn.params:
            s = self.types.strip(p.type)
            declared = (s.length or 0) if s.kind == "array" else None
            out.append(_Arg(p.name, self.types.decayed(p.type), declared, docs.get(p.name)))
        return out

    # --- what sizes an array ------------------------------------------------------------

    def _is_count_type(self, t: ir.CType) -> bool:
        """An integer, or a non-const pointer to one (an in/out count)."""
        r = self.types.resolve(t)
        if r.category == "int":
            return True
        if r.category == "pointer" and r.ctype.target is not None and not r.ctype.target.const:
            return self.types.resolve(r.ctype.target).category == "int"
        return False

    def _count_for(self, fn: ir.Function, args: list[_Arg], i: int) -> tuple[str, str]:
        """(the integer parameter that counts the elements of array parameter i, why): named
        after it (`numDependencies` for `dependencies`, `nodeCount`, `nbDims` for `dimA`),
        documented as its count, named by the array's doc, or a count-like name next to it (or
        next to the run of arrays it is in: `nbDims, const int dimA[], const int strideA[]`)."""
        a = args[i]
        stem = _ARRAY_WORDS.sub("", a.name)
        stem = re.sub(r"(?<=[a-z])[A-Z]$", "", stem).lower().rstrip("s")  # dimA: the dims of A
        plain = re.sub(r"^p(?=[A-Z])", "", a.name).lower().rstrip("s")
        # Integers, and in/out counts named as lengths (`unsigned int *sizeBytes`, not the
        # `long long *entries` it counts); never an array (`int nLevels[3]`), a stride or a pitch
        counts = [(j, q) for j, q in enumerate(args) if j != i and self._is_count_type(q.type)
                  and not _STRIDE_NAME.search(q.name) and q.declared is None
                  and (self.types.resolve(q.type).category == "int" or _LENGTH_WORD.search(q.name))]
        for _j, q in counts:
            qstem = re.sub(r"^(num|nb|n)(?=[A-Z_])", "", q.name).lower()
            qstem = re.sub(r"_?(count|size|len|length)$", "", qstem).strip("_")
            if qstem == q.name.lower():
                continue  # not named as a count (`level` for `pLevelArray` is an index)
            qstem = qstem.rstrip("s")
            if qstem and (qstem in (stem, plain) or qstem == plain.rstrip("e")):
                return q.name, f"{q.name} is named after it"
        for _j, q in counts:
            if len(plain) >= 3 and q.text and re.search(r"\b(number|count|size|length)\b", q.text, re.IGNORECASE):
                if re.search(rf"\b{re.escape(a.name)}\b", q.text):
                    return q.name, f"{q.name}'s doc counts it"
        named = [q.name for _j, q in counts if re.search(rf"\b{re.escape(q.name)}\b", a.text)]
        if len(named) == 1 and _DOC_ARRAY.search(a.text) and not _EXPRESSION.search(a.text):
            return named[0], f"its doc names {named[0]}"
        if len(named) > 1 or (named and _EXPRESSION.search(a.text)):
            return "", ""  # a size the doc gives as an expression of counts (cuTENSOR's `numModes` x
            # `numNonZeroBlocks`): C reads what the caller passes, never what a neighbour counts
        in_out = [q for _j, q in counts if self.types.resolve(q.type).category == "pointer" and _COUNT_NAME.match(q.name)]
        if len(in_out) == 1 and not _COUNT_NAME.match(a.name) and not self._const_target(a):
            # "pass NULL for `from` to get the count in numEdges": the function's docs pair it with
            # NULL and there is one in/out count
            for sentence in re.split(r"(?<=\.)\s", f"{fn.doc.details}\n{a.text}"):
                if re.search(rf"\b{re.escape(a.name)}\b", sentence) and re.search(r"\bNULL\b", sentence):
                    return in_out[0].name, f"the docs pair it with NULL and {in_out[0].name}"
        if not self._array_like(args[i]):
            return "", ""  # one value or struct (a handle C makes, a struct of parameters): never
            # counted by a neighbour
        run = self._run(args, i)
        before, after = run[0] - 1, run[-1] + 1
        if before >= 0 and self.types.resolve(args[before].type).category == "int":
            q = args[before]
            if _COUNT_NAME.match(q.name) and not _STRIDE_NAME.search(q.name):
                return q.name, f"{q.name}, the count {_NEXT} (before it)"
        if after < len(args) and self.types.resolve(args[after].type).category == "int":
            q = args[after]
            if (_COUNT_NAME.match(q.name) or _SIZE_AFTER.match(q.name)) and not _STRIDE_NAME.search(q.name):
                return q.name, f"{q.name}, the count {_NEXT} (after it)"
        return "", ""

    def _array_like(self, a: _Arg) -> bool:
        """Whether a parameter reads as an array of its own accord (what a count next to it may
        count): declared `T x[]`, documented as an array, named as one (`device_arr`, `modeList`,
        a plural: `dependencies`), or a const pointer to values (one struct is often passed by
        const pointer, one value rarely)."""
        r = self.types.resolve(a.type)
        if r.category != "pointer" or r.ctype.target is None:
            return False
        target = self.types.resolve(r.ctype.target)
        if target.category in ("char", "void", "callback"):
            return False
        named = (bool(re.search(r"(Array|Arr|List|_array|_arr|_list|[A-Za-z]s)$", a.name))  # whichGPUs
                 and not _SINGULAR.search(a.name) and not _COUNT_NAME.match(a.name))  # nComponents: a count
        return a.declared is not None or bool(_DOC_ARRAY.search(a.text)) or named or (
            r.ctype.target.const and target.category in (*_SCALARS, "pointer"))

    def _run(self, args: list[_Arg], i: int) -> list[int]:
        """Parameter i and the array-like parameters next to it, in order."""
        lo = hi = i
        while lo > 0 and self._array_like(args[lo - 1]):
            lo -= 1
        while hi + 1 < len(args) and self._array_like(args[hi + 1]):
            hi += 1
        return list(range(lo, hi + 1))

    def _stated(self, fn: ir.Function, args: list[_Arg], i: int) -> tuple[int, str, str]:
        """(elements, count parameter, why) that array parameter i's doc or declaration states:
        "pointer to NVJPEG_MAX_COMPONENT of ints" (a macro's value), "array of 4", "array of
        numModes elements" (a parameter), `int x[4]`."""
        a = args[i]
        for pattern in _STATED:
            for found in pattern.finditer(a.text):
                n = found.group("n")
                if n.isdigit() and int(n) > 0:
                    return int(n), "", f"its doc says '{found.group(0)}'"
                if n in self.numbers and self.numbers[n] > 0:
                    return self.numbers[n], "", f"its doc says '{found.group(0)}' ({n} = {self.numbers[n]})"
                q = next((q for j, q in enumerate(args) if j != i and q.name == n), None)
                if q is not None and self._is_count_type(q.type):
                    return 0, n, f"its doc says '{found.group(0)}'"
        if a.declared:
            return a.declared, "", f"declared {a.name}[{a.declared}]"
        text = "\n".join((fn.doc.details, fn.doc.deprecated or "", a.text))
        indexes = {int(n) for n in re.findall(rf"\b{re.escape(a.name)}\[(\d+)\]", text)}
        if len(indexes) > 1 and indexes == set(range(len(indexes))):
            return len(indexes), "", f"its docs index {a.name}[0] to [{len(indexes) - 1}]"
        return 0, "", ""

    def _requested(self, fn: ir.Function, args: list[_Arg], i: int) -> tuple[str, str]:
        """(requested count, returned count) where output array parameter i is filled up to a
        requested count and C writes how many it filled (cudnnFindConvolutionForwardAlgorithm's
        requestedAlgoCount and returnedAlgoCount, cudnnGetTensorNdDescriptor's nbDimsRequested
        and nbDims): ("", "") otherwise."""
        requested = next((q for q in args if _REQUESTED.match(q.name)
                          and self.types.resolve(q.type).category == "int"), None)
        if requested is None:
            return "", ""
        base = re.sub(r"^requested|Requested$|Req$", "", requested.name)
        base = base[:1].lower() + base[1:]
        returned = next((q for q in args if q is not args[i] and self._is_count_type(q.type)
                         and self.types.resolve(q.type).category == "pointer"
                         and (_RETURNED_COUNT.match(q.name) or q.name == base)), None)
        if returned is None:
            # A requested count alone (cudnnGetTensorTransformDescriptor's nbDimsRequested): the
            # outputs declared `T x[]` or documented as arrays have room for that many
            outputs = [j for j, q in enumerate(args) if self._output_pointer(q)
                       and (q.declared is not None or _DOC_ARRAY.search(q.text))]
            return (requested.name, "") if i in outputs else ("", "")
        # Which outputs it fills: those declared `T x[]` or documented as arrays, else the one
        # output after the returned count (cuDNN's perfResults).
        outputs = [j for j, q in enumerate(args) if q is not returned and self._output_pointer(q)]
        arrays = [j for j in outputs if args[j].declared is not None or _DOC_ARRAY.search(args[j].text)]
        if not arrays:
            after = [j for j in outputs if j > args.index(returned)]
            arrays = after[:1]
        return (requested.name, returned.name) if i in arrays else ("", "")

    def _capacity(self, fn: ir.Function, args: list[_Arg], count: str) -> bool:
        """Whether in/out count `count` is the room the caller gives (documented [in,out], and
        nothing says NULL asks for the count, which would make it an array_out_query):
        cuDeviceGetCliqueInfo's `count` ("Input: Size of the cliqueInfo array. Output: Number
        of entries updated")."""
        q = next(x for x in args if x.name == count)
        if not ("in" in q.direction.split(",") and "out" in q.direction) and not re.search(
                r"\binput\b.*\boutput\b", q.text, re.IGNORECASE | re.DOTALL):
            return False
        texts = [fn.doc.details, *(x.text for x in args)]
        return not any(re.search(r"\bNULL\b", t) for t in texts)

    def _output_pointer(self, a: _Arg) -> bool:
        r = self.types.resolve(a.type)
        if r.category != "pointer" or r.ctype.target is None or r.ctype.target.const:
            return False
        return self.types.resolve(r.ctype.target).category in (*_SCALARS, "record")

    # --- device memory ------------------------------------------------------------------------

    def _strided(self, args: list[_Arg], i: int) -> str:
        """The leading dimension, increment or step of data parameter i (`lda` for `A`, `incx`
        for `x`, `nDstStep` for `pDst`, `lwork` for `work`): "" for none."""
        name = _ARRAY_WORDS.sub("", args[i].name)
        stems = {name.lower(), re.sub(r"^p(?=[A-Z])", "", args[i].name).lower()}
        for q in args:
            if self.types.resolve(q.type).category != "int":
                continue
            low = q.name.lower()
            for stem in stems:
                if low in (f"ld{stem}", f"inc{stem}", f"l{stem}", f"n{stem}step", f"{stem}step", f"{stem}stride",
                           f"{stem}pitch", f"stride{stem}"):
                    return q.name
        return ""

    def _device_memory(self, args: list[_Arg], i: int) -> str:
        """Why data parameter i is device memory ("" where nothing says): a leading dimension,
        increment or step; its name; or another parameter of the function that is (cuBLAS's
        `A, lda` makes its `x` and cuSOLVER's `devInfo` and `TAU` device memory too)."""
        strided = self._strided(args, i)
        if strided:
            return f"device memory: strided by {strided}"
        if _DEVICE_NAME.match(args[i].name) and not _COUNT_NAME.match(args[i].name):
            return "device memory: its name says so"
        said = _DEVICE_DOC.search(args[i].text)
        if said:
            return f"device memory: its doc says '{said.group(0)}'"
        if _RESULT_NAME.match(args[i].name) or _SCALAR_NAME.match(args[i].name) or _COUNT_NAME.match(args[i].name):
            return ""
        if self._target(args[i]) != "float":
            return ""  # an int may be a host result beside device memory (cuBLAS's `info`)
        for j, q in enumerate(args):
            if j != i and self._data_pointer(q) and (self._strided(args, j) or _DEVICE_NAME.match(q.name)):
                return f"device memory, as {q.name} is"
        return ""

    def _size_function(self, fn: ir.Function, i: int) -> str:
        """The function that tells the size of the text or bytes parameter i of fn writes: fn's
        name with Size after it, or in place of Get (nvrtcGetPTX: nvrtcGetPTXSize;
        nvFatbinGet: nvFatbinSize), taking fn's other parameters and a `size_t *` last. ""
        where there is none."""
        names = {f"{fn.name}Size", fn.name.replace("Get", "Size", 1) if "Get" in fn.name else ""} - {""}
        others = [p.type for j, p in enumerate(fn.params) if j != i]
        for f in self.api.functions:
            if f.name not in names or len(f.params) != len(others) + 1:
                continue
            last = self.types.resolve(f.params[-1].type)
            if last.category != "pointer" or last.ctype.target is None \
                    or self.types.resolve(last.ctype.target).category != "int":
                continue
            if [p.type for p in f.params[:-1]] == others:
                return f.name
        return ""

    def _const_target(self, a: _Arg) -> bool:
        r = self.types.resolve(a.type)
        return r.category == "pointer" and r.ctype.target is not None and r.ctype.target.const

    def _target(self, a: _Arg) -> str:
        """The category of what pointer parameter `a` points to ("" for no pointer)."""
        r = self.types.resolve(a.type)
        return self.types.resolve(r.ctype.target).category if r.category == "pointer" and r.ctype.target else ""

    def _data_pointer(self, a: _Arg) -> bool:
        """A pointer to numbers (or untyped memory): what a GPU library's matrices are."""
        r = self.types.resolve(a.type)
        if r.category != "pointer" or r.ctype.target is None:
            return False
        return self.types.resolve(r.ctype.target).category in ("int", "float", "void")

    # --- the rest -------------------------------------------------------------------------

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

    def _size_for(self, fn: ir.Function, i: int) -> str:
        """The byte count of pointer parameter i (ByteCount, bytesize, size, sizeInBytes, ...):
        the parameter right after it when that is one (cudaMemRangeGetAttribute(data, dataSize,
        attribute, devPtr, count): devPtr's is count), else one named after it (`dataSize`), else
        the first in the list that is not named after another pointer (cuTENSOR's `alpha, A, ...,
        workspace, workspaceSize`: workspaceSize is the workspace's)."""
        pointers = [q.name.lower() for j, q in enumerate(fn.params) if j != i and self._pointer(q)]
        candidates = [j for j, q in enumerate(fn.params)
                      if self.types.resolve(q.type).category == "int" and _SIZE_NAME.search(q.name)]
        if i + 1 in candidates:
            return fn.params[i + 1].name
        stem = fn.params[i].name.lower()
        named = [j for j in candidates if fn.params[j].name.lower().startswith(stem) and _SIZE_REST.fullmatch(
            fn.params[j].name.lower()[len(stem):])]  # dataSize for data; not workSpaceSizeInBytes for w
        if named:
            return fn.params[named[0]].name
        free = [j for j in candidates if not any(fn.params[j].name.lower().startswith(o) for o in pointers)]
        return fn.params[free[0]].name if free else ""

    def _byte_length(self, fn: ir.Function, args: list[_Arg], i: int) -> str:
        """The length of byte array parameter i (a value C reads): a count found for it, else the
        size or length right after it (`const unsigned char *data, size_t length`)."""
        count, _why = self._count_for(fn, args, i)
        if count and self.types.resolve(fn.param(count).type).category == "int":
            return count
        if i + 1 < len(args) and self._is_count_type(args[i + 1].type):
            # A value, or an in/out length (nvjpegEncodeRetrieveBitstream's `size_t *length`: the
            # room given, the length written)
            if re.search(r"(^|[a-z_])([Ll]en|[Ll]ength|[Ss]ize|[Bb]ytes|[Cc]ount)$", args[i + 1].name):
                return args[i + 1].name
        return ""

    def _struct_handle(self, t: ir.CType) -> str:
        """The typedef's name where `t` is a typedef naming a pointer to a struct that is not a
        handle (cuBLASLt's `typedef cublasLtMatmulDescOpaque_t *cublasLtMatmulDesc_t`: the struct
        is declared only so that it can live on the stack; the API passes the pointer about as a
        handle): "" otherwise."""
        if t.kind != "typedef":
            return ""
        r = self.types.resolve(t)
        if r.category != "pointer" or r.ctype.target is None:
            return ""
        target = self.types.resolve(r.ctype.target)
        record = self.types.records.get(target.ctype.name) if target.category == "record" else None
        if record is None:
            return ""
        # Storage only: one array member (`uint64_t data[23]`), or a name that says so. A struct
        # with members of its own (`typedef fooDesc *fooDescPtr`) is passed as that struct.
        storage = len(record.fields) == 1 and self.types.strip(record.fields[0].type).kind == "array"
        return t.name if storage or "Opaque" in record.name else ""

    def _pointer(self, p: ir.Param) -> bool:
        s = self.types.strip(p.type)
        return s.kind in ("pointer", "array")

    def _neighbour(self, fn: ir.Function, i: int, pattern: re.Pattern[str]) -> str:
        for j in (i + 1, i - 1):
            if 0 <= j < len(fn.params):
                q = fn.params[j]
                r = self.types.resolve(q.type)
                if r.category == "int" and pattern.match(q.name):
                    return q.name
        return ""

    def _decide(self, fn: ir.Function, args: list[_Arg], i: int) -> ParamRule:
        t = self.types
        a = args[i]
        name = a.name
        r = t.resolve(a.type)
        if r.category != "pointer":
            if r.category == "callback":
                if "Register" in fn.name:
                    return ParamRule(name, "callback", "heuristic: registered callback, kept for the process",
                                     lifetime="process")
                if any(self.types.resolve(q.type).handle in _STREAM_HANDLES for q in fn.params):
                    # Enqueued on a stream: C calls it later, once (cuLaunchHostFunc, _v2, ...).
                    return ParamRule(name, "callback", "heuristic: callback of stream-ordered work, "
                                     "kept until its call", lifetime="oneshot")
                return ParamRule(name, "callback", "heuristic: callback used during the call", lifetime="call")
            return ParamRule(name, "value", "heuristic: passed by value")
        hidden = self._struct_handle(a.type)
        if hidden:
            return ParamRule(name, "pointer", f"heuristic: {hidden} names a pointer to a struct: an address "
                             "(what its Create function returns)")
        s = r.ctype
        assert s.target is not None
        target = t.resolve(s.target)
        const = s.target.const
        doc_text = a.text
        direction = a.direction
        first_sentence = doc_text.split(". ")[0]
        # Where the docs say nothing (or nothing of direction), a name that says output: `out`,
        # `result`, `x_out`, `xOut`, `xRet` (mylib.h's `f(const T *pts, size_t n, T *out)`)
        named_out = name.endswith("_out") or (not direction and bool(_OUT_NAME.search(name)))
        says_out = (
            "out" in direction
            or bool(_RETURNED.match(doc_text))
            or bool(_RETURNED_ANYWHERE.search(first_sentence))
            or named_out
        )
        why_out = (
            f"heuristic: Doxygen direction [{direction}]" if "out" in direction
            else f"heuristic: its name ({name}) says output" if named_out
            else f"heuristic: Doxygen says '{doc_text[:40]}'"
        )
        declared = " (declared as an array)" if a.declared is not None else ""
        if target.category == "char":
            if const:
                size = self._byte_length(fn, args, i) if _BLOB_NAME.search(name) else ""
                if size and self.types.resolve(fn.param(size).type).category == "int":
                    # PTX, IR, a module image with its size: bytes that need not end in NUL
                    return ParamRule(name, "buffer_in", f"heuristic: code or data ({name}) with its size {size}",
                                     size, derive_length=True)
                return ParamRule(name, "string", "heuristic: const char *" + declared)
            length = self._neighbour(fn, i, re.compile(r"^(len|length|size|.*Len|.*Size)$"))
            if length:
                return ParamRule(name, "string_out_len", "heuristic: char * with a length", length, 256)
            sized = self._size_function(fn, i)
            if sized:
                kind = "sized_str_out" if re.search(r"Log|Str|Text|Message", fn.name) else "sized_bytes_out"
                return ParamRule(name, kind, f"heuristic: {sized} tells its size first", size_function=sized)
            return ParamRule(name, "pointer", "heuristic: char * without a length")
        if target.category == "pointer" and target.ctype.target is not None:
            inner = t.resolve(target.ctype.target)
            hidden = self._struct_handle(s.target)
            if hidden and not const and a.declared is None:
                return ParamRule(name, "out", f"heuristic: {hidden} names a pointer to a struct, C writes one: "
                                 "returned as an address")
            count, counted = self._count_for(fn, args, i)
            if inner.category == "char" and inner.ctype.const:
                # `const char **x` C writes (ncclParamGetParameter's value) unless it is counted by
                # an input count, or const: `const char *const *options`.
                if const or (count and self.types.resolve(fn.param(count).type).category == "int"):
                    return ParamRule(name, "string_array", "heuristic: array of const char *"
                                     + (f", counted by {counted}" if count else ""), count)
            if inner.category == "char" and not const:
                return ParamRule(name, "string_out", "heuristic: const char ** output")
            if (not const and target.ctype.target.const and count and inner.category in (*_SCALARS, "record")
                    and self.types.resolve(fn.param(count).type).category == "pointer"):
                # `const CUgraphNode **deps_out` with `size_t *numDeps_out`: C points it at an array of
                # its own and writes how many: read into a list
                return ParamRule(name, "array_ref_out", f"heuristic: C points it at its own array, {counted}",
                                 count)
            if inner.category == "void" and count:
                return ParamRule(name, "pointer_array", f"heuristic: void ** counted by {counted}", count)
            if inner.category == "void" and not const:
                return ParamRule(name, "out", why_out + " (void **)" if says_out else "heuristic: void ** output")
            if inner.category in ("int", "float", "void") and (const or a.declared is not None):
                # `const T *const *x`, `T *x[]`: addresses of data, C reads them (batched APIs), in
                # device memory where the array is strided (cuBLAS's `Aarray[]`, `lda`).
                device = self._device_memory(args, i)
                if device:
                    return ParamRule(name, "pointer", f"heuristic: {device}")
                elements, _, stated = (0, "", "") if count else self._stated(fn, args, i)
                if elements:  # NPP's `const Npp32s *pValues[3]`
                    return ParamRule(name, "pointer_array", f"heuristic: array of data pointers, {stated}",
                                     elements=elements)
                return ParamRule(name, "pointer_array", "heuristic: array of data pointers"
                                 + (f" counted by {counted}" if count else ", length not passed"), count)
            if not const and says_out and not count and a.declared is None:
                # `uint64_t **devPtr`, "[out] The output pointer ...": C writes an address, returned
                return ParamRule(name, "out", f"{why_out} (an address C writes)")
            if not const and inner.category == "record" and not count and a.declared is None:
                # cufftXtMalloc(plan, cudaLibXtDesc **descriptor, ...): C allocates the struct and
                # writes its address: returned as an int (what the functions taking it accept)
                return ParamRule(name, "out", "heuristic: a struct C allocates, its address returned")
            return ParamRule(name, "pointer", "heuristic: pointer to pointer" + declared)
        if target.category == "void" and not const:
            typed = self._attribute_types(fn)
            if typed is not None and re.search(r"Get|Set", fn.name):
                attr, types = typed
                kind = "out_by_attribute" if "Get" in fn.name else "in_by_attribute"
                return ParamRule(name, kind, f"heuristic: {attr}'s enumerators document '(value type = T)'",
                                 attr, types=types)
        if target.category == "void":
            size = self._size_for(fn, i)
            if const:
                return ParamRule(name, "buffer_in", "heuristic: const void *", size)
            if size and re.match(r"(dst|dest)", name):
                return ParamRule(name, "buffer_out", "heuristic: void * destination with a size", size)
            if size and says_out:
                return ParamRule(name, "buffer_out", f"{why_out} (void * with a size)", size)
            sized = "" if size else self._size_function(fn, i)
            if sized:  # nvJitLinkGetLinkedCubin(handle, void *cubin) and nvJitLinkGetLinkedCubinSize
                return ParamRule(name, "sized_bytes_out", f"heuristic: {sized} tells its size first",
                                 size_function=sized)
            return ParamRule(name, "pointer", "heuristic: void * (opaque)")
        return self._data(fn, args, i, target, const, says_out, why_out)

    def _data(self, fn: ir.Function, args: list[_Arg], i: int, target: Resolved, const: bool, says_out: bool,
              why_out: str) -> ParamRule:
        """A pointer to values or structs: one value, an array (sized how), or device memory."""
        a = args[i]
        name, direction, doc_text = a.name, a.direction, a.text
        if target.category == "float" and const and _SCALAR_NAME.match(name) and not a.declared:
            return ParamRule(name, "ref_in", f"heuristic: {name}, a scaling factor read through a pointer")
        if target.category in ("int", "float", "void"):
            device = self._device_memory(args, i)
            # A name or a neighbour says device memory, unless the docs say C writes the value
            # (`unsigned long long *dptr`, "[out] Returned device pointer": the pointer is returned)
            if device and (device.startswith("device memory: strided") or not says_out):
                return ParamRule(name, "pointer", f"heuristic: {device}")
        if _is_byte(target):
            # Bytes: a buffer (bytes, bytearray, NumPy, ...), not a sequence of ints copied one by one;
            # the length C is given is the buffer's size.
            size = self._byte_length(fn, args, i)
            by_value = bool(size) and self.types.resolve(fn.param(size).type).category == "int"
            if const:
                return ParamRule(name, "buffer_in", "heuristic: bytes C reads" + (f", {size} of them" if size else ""),
                                 size, derive_length=by_value)
            if size:
                # The room is the caller's (checked against the buffer): an address C reads the
                # records of (cuptiActivityGetNextRecord's buffer) has no size to derive it from
                return ParamRule(name, "buffer_out", f"heuristic: bytes C writes, room for {size}"
                                 + ("" if by_value else " (given, and the length written returned)"), size)
        requested, returned = ("", "") if const else self._requested(fn, args, i)
        if requested and returned:
            return ParamRule(name, "array_out", f"heuristic: C fills up to {requested} and writes how many to "
                             f"{returned}", requested, filled=returned)
        if requested:
            return ParamRule(name, "array_out", f"heuristic: an output array of {requested} elements", requested)
        count, counted = self._count_for(fn, args, i)
        query = bool(count) and self.types.resolve(fn.param(count).type).category == "pointer"
        elements, doc_count, stated = (0, "", "") if count else self._stated(fn, args, i)
        if doc_count:
            count, counted = doc_count, stated
        if target.category == "record":
            # A getter's struct (the first parameter of a Get function, or a `pX` one) is its output;
            # a setter's `pX` (nvmlDeviceSetVgpuSchedulerState(device, pSchedulerState): "to set")
            # is what it sets, unless its docs say C writes it.
            setter = "Get" not in fn.name and "Set" in re.findall(r"[A-Z][a-z0-9]*", fn.name)
            struct_getter = ("Get" in fn.name and i == 0) or (bool(re.match(r"p[A-Z]", name)) and not setter)
            if not count and not elements and (a.declared is not None or _DOC_ARRAY.search(doc_text)):
                # Declared `T x[]` or documented as an array, of a length no parameter gives
                # (nvjpegDecodeBatched's destinations: as many as nvjpegDecodeBatchedInitialize
                # was told). A plural name is not enough: NVML's `fbcStats` is one struct.
                return ParamRule(name, "array_in", "heuristic: array of structs, length not passed")
            if not const and (("in" in direction.split(",") and "out" in direction) or "(input)" in doc_text):
                # The caller fills some fields, C the others (NVML: "Structure specifying the
                # sensor type (input) and retrieved ..."): the struct goes in, and comes back.
                why = f"[{direction}]" if direction else "'(input)'"
                return ParamRule(name, "inout", f"heuristic: struct the caller fills in part, Doxygen says {why}")
            if not const and not count and elements:
                return ParamRule(name, "array_out", f"heuristic: output array of structs, {stated}",
                                 elements=elements)
            if count and const:
                return ParamRule(name, "array_in", f"heuristic: const array of structs counted by {counted}", count)
            if count and query and self._capacity(fn, args, count):
                return ParamRule(name, "array_out", f"heuristic: output array of structs, {count} says how many it "
                                 "holds and C writes how many it filled", count)
            if count and query:
                return ParamRule(name, "array_out_query", f"heuristic: array sized by {count} (in/out)", count)
            if count and says_out:
                return ParamRule(name, "array_out", f"heuristic: output array of structs counted by {counted}", count)
            if not const and (says_out or (struct_getter and not count)):
                return ParamRule(name, "out", why_out if says_out else "heuristic: struct pointer of a getter")
            if count:
                return ParamRule(name, "array_in", f"heuristic: array of structs counted by {counted}, "
                                 "not documented as output", count)
            if elements:
                return ParamRule(name, "array_in", f"heuristic: const array of structs, {stated}", elements=elements)
            return ParamRule(name, "struct_in", "heuristic: pointer to struct" + (" (const)" if const else ""))
        if target.category in _SCALARS:
            if (not const and target.category == "handle" and not count and not elements and "out" not in direction
                    and re.search(r"Destroy|Disconnect|Release|Delete|Unload", fn.name)):
                # A handle a Destroy function takes by pointer (and clears): nvrtcDestroyProgram(
                # nvrtcProgram *prog): passed in, nothing returned. (Not by the [in] of the docs
                # alone: nvvmCreateProgram documents its output as "[in] prog".)
                return ParamRule(name, "ref_in", f"heuristic: the handle {fn.name} takes by pointer")
            if const:
                if count:
                    return ParamRule(name, "array_in", f"heuristic: const array counted by {counted}", count)
                if elements:
                    return ParamRule(name, "array_in", f"heuristic: const array, {stated}", elements=elements)
                return ParamRule(name, "array_in", "heuristic: const array, length not passed")
            if count and query and self._capacity(fn, args, count):
                return ParamRule(name, "array_out", f"heuristic: output array, {count} says how many it holds "
                                 "and C writes how many it filled", count)
            if count and query:
                return ParamRule(name, "array_out_query", f"heuristic: array sized by in/out {count}", count)
            if count and says_out:
                return ParamRule(name, "array_out", f"heuristic: output array counted by {counted}", count)
            if count:
                return ParamRule(name, "array_in", f"heuristic: array counted by {counted}, "
                                 "not documented as output", count)
            if elements and (says_out or ("Set" not in fn.name and "in" not in direction.split(",")
                                          and (a.declared is None or "Get" in fn.name))):
                return ParamRule(name, "array_out", f"heuristic: output array, {stated}", elements=elements)
            if elements:  # cuTexRefSetBorderColor's pBorderColor[0..3], NPP's `int nLevels[3]`: C reads
                return ParamRule(name, "array_in", f"heuristic: array C reads, {stated}", elements=elements)
            if a.declared is not None:
                return ParamRule(name, "pointer", "heuristic: declared as an array of a length the header "
                                 "does not give")
            return ParamRule(name, "out", why_out if says_out else "heuristic: non-const pointer to a value")
        return ParamRule(name, "pointer", "heuristic: no rule applies")
