"""What classification decides: a `ParamRule` per C parameter, gathered per function in a
`FunctionRules` (rules.classify makes them, from the heuristics and the library's rules file)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class ParamRule:
    """The decision for one C parameter."""

    name: str
    kind: str
    source: str
    related: str = ""  # the tied parameter: size, count, length or array
    size: int = 0  # buffer size the binding allocates (string_out_len, bytes_out)
    lifetime: str = ""  # callbacks: "call" (only during the call), "oneshot" (until C calls it), "process"
    types: tuple[tuple[str, str], ...] = ()  # by_attribute: (enumerator, C type of the value)
    size_param: str = ""  # by_attribute: the parameter that receives the value's size
    size_function: str = ""  # sized outputs: the function that tells the size first (nvrtcGetPTXSize)
    elements: int = 0  # array_in: the fixed element count C reads when no parameter carries it
    fewer: int = 0  # array_in tied to a count: the array holds `count - fewer` elements
    filled: str = ""  # array_out: the out parameter C writes how many it filled to (the list is cut)
    # An array and its length parameter: the length counts bytes, not elements (C gets
    # count * sizeof(element)); on the array's rule and on the derived length's.
    in_bytes: bool = False
    # A buffer whose length parameter (related) is its size in bytes, derived from the buffer the
    # caller passes (`const unsigned char *data, size_t length`): the length becomes byte_length.
    derive_length: bool = False
    # struct_query: the struct's fields C reads, in the order they become the function's Python
    # parameters, and the field C writes that is returned ("": the whole struct).
    fields: tuple[str, ...] = ()
    returns: str = ""
    # What the heuristics assumed where nothing in the header says (one value, or an array of a
    # length no parameter gives, a count found only next to it, device memory): `explain --audit`
    # lists each, so that a user reviews every guess.
    assumed: str = ""


@dataclass(frozen=True, slots=True)
class FunctionRules:
    """Every parameter's rule, plus result codes that are answers, not errors."""

    name: str
    params: tuple[ParamRule, ...]
    answers: tuple[str, ...] = ()
    from_rules_file: bool = False
    forget_kernel_layouts: bool = False  # unloads code: cached kernel parameter layouts go stale
    error_log: str = ""  # on failure, attach the log of this parameter (an NVRTC program, an nvJitLink handle)
    returns_result: bool = False  # the result code is the answer (cudaGetLastError): never raised
    holds_gil: bool = False  # compiled backend: the call is too short to release the GIL for
    # Result codes the size query of an array_out_query may answer besides success (NVML says
    # NVML_ERROR_INSUFFICIENT_SIZE when asked with a count of 0, and gives the count).
    query_answers: tuple[str, ...] = ()
    # The C result is a count whose negative values are errors (cuFileRead's ssize_t): -1 raises
    # OSError from errno, another -code the library's exception of that status code.
    negative_errors: bool = False

    def param(self, name: str) -> ParamRule:
        return next(p for p in self.params if p.name == name)
