"""From IR + rules to the views the templates lay out.

Each view is plain data (names, annotations, ready-made lines of code), so the
templates contain no type logic. This module decides how every C parameter is
passed, checked and returned, following the calling convention of DESIGN.md.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Sequence
from dataclasses import dataclass, field

from . import ir
from .cbackend import CCall, CFunction, CModule, Unsupported, assemble
from .deprecation import Deprecation, deprecation
from .errors import GeneratorError
from .kinds import KINDS, Output, Param, PyCall, PyParam
from .rules import Classifier, FunctionRules, ParamRule
from .typemap import Resolved, TypeMap, py_field, py_global, py_name, py_param


@dataclass(frozen=True, slots=True)
class Library:
    """What differs between the libraries a package binds."""

    module: str  # driver | runtime | nvrtc
    result_enum: str  # CUresult, cudaError_t, nvrtcResult
    success: str  # CUDA_SUCCESS
    error_base: str  # CUDADriverError
    title: str  # "CUDA driver API"
    loader: str = "DriverFunctions"  # the _support class that resolves entry points
    describe: str = ""  # Python source of `_describe(code) -> str`, the library's message text
    kernel_layout: str = ""  # Python source of `_param_layout(f)` and `pack_kernel_args`, if any
    # Arguments after (specs, release) for the loader; {major} and {library} are filled in.
    loader_args: str = ""
    # The integer macro of the library's own major version, which is its soname's (libcufft.so.12
    # for CUDA 13.0, .so.11 for 12.9): {major} is that, else the CUDA release's major.
    soname_macro: str = ""
    extra_names: tuple[str, ...] = ()  # public names the snippets define
    device_count: str = ""  # the function that returns the number of devices (for device-list values)


_DRIVER_DESCRIBE = '''def _describe(code: int) -> str:
    """The driver's own text for `code` (cuGetErrorString), else the header's."""
    try:
        text = _c.c_char_p()
        if _f.cuGetErrorString(code, _byref(text)) == 0 and text.value:
            return text.value.decode(errors="replace")
    except (OSError, NotImplementedError, _ArgumentError):
        pass
    return _DOCS.get(code) or "unrecognized error code"
'''

_PLAIN_DESCRIBE = '''def _describe(code: int) -> str:
    """The header's text for `code` (cufft.h documents none of its codes: their name says it)."""
    return _DOCS.get(code) or ("no description in the header" if code in _DOCS else "unrecognized error code")
'''

_DRIVER_KERNEL_LAYOUT = '''def _param_layout(f: int) -> tuple[tuple[int, int], ...] | None:
    """(offset, size) of each parameter of kernel `f`, from cuFuncGetParamInfo; cached."""
    return _s.param_layout(f, _f)


def pack_kernel_args(f: CUfunction | int, args: _Sequence[_Any]) -> KernelArgs:
    """Pack `args` once for launching kernel `f` many times: plain ints and floats take
    the sizes the kernel declares, and a wrong count or size raises ValueError now."""
    return KernelArgs(args, _param_layout(_s.as_handle(f, "f") or 0))


def set_per_thread_default_stream(enabled: bool) -> None:
    """Choose per-thread (True) or legacy (False) default-stream semantics for the driver
    entry points; must be called before the first driver call. The environment variable
    CUDAGEN_PER_THREAD_DEFAULT_STREAM=1 does the same."""
    _f.set_per_thread_default_stream(enabled)
'''

_RETURNED_TEXT_DESCRIBE = '''def _describe(code: int) -> str:
    """{library}'s own text for `code` ({function}), else the header's."""
    try:
        text = _f.{function}(code)
        if text:
            return text.decode(errors="replace")
    except (OSError, NotImplementedError, _ArgumentError):
        pass
    return _DOCS.get(code) or "unrecognized error code"
'''

_RUNTIME_DESCRIBE = _RETURNED_TEXT_DESCRIBE.format(library="The runtime", function="cudaGetErrorString")

# `_error_with_log(code, function, handle)`: what a rules file's `error_log = "PARAM"` raises,
# the library's log for that handle attached as `.log` and to the message.
_ERROR_WITH_LOG = '''

def _error_with_log(code: int, function: str, {arg}: _Any) -> {error}:
    """The exception for a failed {what}, carrying the {log} as `.log`."""
    error = _error(code, function)
    try:
        error.log = {log_function}({arg})
    except Exception:  # noqa: BLE001 - the log is a courtesy; the error is what matters
        error.log = ""
    if error.log:
        error.args = (f"{{error.args[0]}}\\n{{error.log}}",)
    return error
'''

_NVRTC_DESCRIBE = _RETURNED_TEXT_DESCRIBE.format(library="NVRTC", function="nvrtcGetErrorString") + _ERROR_WITH_LOG.format(
    arg="prog", error="NVRTCError", what="compilation", log="program log", log_function="nvrtcGetProgramLog")

_NVJITLINK_DESCRIBE = _PLAIN_DESCRIBE + _ERROR_WITH_LOG.format(
    arg="handle", error="NvJitLinkError", what="link", log="linker's error log", log_function="nvJitLinkGetErrorLog")

LIBRARIES = {
    "driver": Library(
        "driver", "CUresult", "CUDA_SUCCESS", "CUDADriverError", "CUDA driver API",
        describe=_DRIVER_DESCRIBE, kernel_layout=_DRIVER_KERNEL_LAYOUT,
        extra_names=("pack_kernel_args", "set_per_thread_default_stream"), device_count="cuDeviceGetCount",
    ),
    "runtime": Library(
        "runtime", "cudaError_t", "cudaSuccess", "CUDARuntimeError", "CUDA runtime API",
        loader="DiscoveredLibrary", describe=_RUNTIME_DESCRIBE,
        loader_args="'cudart', {major}, ('cuda_runtime',)", device_count="cudaGetDeviceCount",
    ),
    "nvrtc": Library(
        "nvrtc", "nvrtcResult", "NVRTC_SUCCESS", "NVRTCError", "NVRTC (runtime compilation)",
        loader="DiscoveredLibrary", describe=_NVRTC_DESCRIBE,
        loader_args="'nvrtc', {major}, ('cuda_nvrtc',)",
    ),
    # libnvJitLink.so.<CUDA major>: nvidia/cu13/lib in 13.x wheels, nvidia/nvjitlink/lib in 12.x.
    "nvjitlink": Library(
        "nvjitlink", "nvJitLinkResult", "NVJITLINK_SUCCESS", "NvJitLinkError", "nvJitLink (link-time optimization)",
        loader="DiscoveredLibrary", describe=_NVJITLINK_DESCRIBE,
        loader_args="'nvJitLink', {major}, ('nvjitlink',)",
    ),
    # libnvvm.so.4 whatever the CUDA release: nvidia/cu13/lib in 13.x wheels, the nvcc wheel's
    # nvvm/lib64 in 12.x (there only as an unversioned libnvvm.so, which the loader also tries in
    # a 12.x wheel folder), $CUDA_HOME/nvvm/lib64 in a toolkit.
    "nvvm": Library(
        "nvvm", "nvvmResult", "NVVM_SUCCESS", "NVVMError", "NVVM (NVVM IR to PTX)",
        loader="DiscoveredLibrary",
        describe=_RETURNED_TEXT_DESCRIBE.format(library="NVVM", function="nvvmGetErrorString"),
        loader_args="'nvvm', 4, ('nvidia/cuda_nvcc/nvvm/lib64',), ('nvvm/lib64',)",
    ),
    # The math and communication libraries: nvidia/cu13/lib in 13.x wheels, nvidia/<lib>/lib in
    # 12.x ones (NCCL: nvidia/nccl/lib in both); each soname carries the library's own major.
    "cublas": Library(
        "cublas", "cublasStatus_t", "CUBLAS_STATUS_SUCCESS", "CUBLASError", "cuBLAS (BLAS on the GPU)",
        loader="DiscoveredLibrary",
        describe=_RETURNED_TEXT_DESCRIBE.format(library="cuBLAS", function="cublasGetStatusString"),
        loader_args="'cublas', {major}, ('cublas',)", soname_macro="CUBLAS_VER_MAJOR",
    ),
    "curand": Library(
        "curand", "curandStatus_t", "CURAND_STATUS_SUCCESS", "CURANDError", "cuRAND (random numbers)",
        loader="DiscoveredLibrary", describe=_PLAIN_DESCRIBE,
        loader_args="'curand', {major}, ('curand',)", soname_macro="CURAND_VER_MAJOR",
    ),
    "cufft": Library(
        "cufft", "cufftResult", "CUFFT_SUCCESS", "CUFFTError", "cuFFT (fast Fourier transforms)",
        loader="DiscoveredLibrary", describe=_PLAIN_DESCRIBE,
        loader_args="'cufft', {major}, ('cufft',)", soname_macro="CUFFT_VER_MAJOR",
    ),
    "nccl": Library(
        "nccl", "ncclResult_t", "ncclSuccess", "NCCLError", "NCCL (collective communication)",
        loader="DiscoveredLibrary",
        describe=_RETURNED_TEXT_DESCRIBE.format(library="NCCL", function="ncclGetErrorString"),
        loader_args="'nccl', {major}, ('nccl',)", soname_macro="NCCL_MAJOR",
    ),
}


def library_for(api: ir.Api) -> Library:
    """The known library, or one inferred from an arbitrary header: its result enum is the
    enum most functions return that has a SUCCESS member equal to 0."""
    if api.library in LIBRARIES:
        return LIBRARIES[api.library]
    types = TypeMap(api)
    counts: dict[str, int] = {}
    for f in api.functions:
        r = types.resolve(f.result)
        if r.category == "enum":
            counts[r.typedef or r.ctype.name] = counts.get(r.typedef or r.ctype.name, 0) + 1
    for name, _n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        enum = types.enums.get(types.strip(ir.CType("typedef", name)).name) or types.enums.get(name)
        if enum is None:
            continue
        success = next((m.name for m in enum.members if m.value == 0 and "success" in m.name.lower()), None)
        if success:
            base = "".join(p[:1].upper() + p[1:] for p in re.split(r"_", api.library) if p) + "Error"
            return Library(api.library, name, success, base, f"{api.library} API", "LibraryFunctions",
                           _PLAIN_DESCRIBE, loader_args="{library!r}")
    return Library(api.library, "", "", "".join(p[:1].upper() + p[1:] for p in api.library.split("_")) + "Error",
                   f"{api.library} API", "LibraryFunctions", _PLAIN_DESCRIBE, loader_args="{library!r}")


@dataclass
class FunctionView:
    name: str
    symbol: str
    params: list[PyParam]
    outputs: list[Output]
    returns: str
    body: list[str]
    restype: str
    docstring: str
    group: str
    rules: FunctionRules
    signature: str = ""
    c_signature: str = ""
    preamble: list[str] = field(default_factory=list)  # module-level lines before the def
    base: str = ""  # the name cuGetProcAddress knows the entry point by
    raises: bool = True  # the result is the library's error code, raised when not success
    per_thread: str = ""  # the per-thread default-stream symbol (cuMemcpyHtoD_v2_ptds), if any
    proc_version: int = 0  # the version cuGetProcAddress is asked for (0: unknown, use the symbol)
    compiled: bool = False  # served by the compiled backend when it is built
    c_reason: str = ""  # why not, when not
    deprecation: Deprecation | None = None  # the headers deprecate it: it warns when called

    @property
    def deprecated(self) -> str:
        """The DeprecationWarning's text (and the stubs' @deprecated), "" when not deprecated."""
        return self.deprecation.sentence(self.name) if self.deprecation else ""

    @property
    def builtin_doc(self) -> str:
        """The docstring with the text signature a builtin carries (inspect.signature reads it):
        the compiled function's, and (after the marker) the Python body's."""
        return f"{self.name}({', '.join(['$module', *(p.name for p in self.params)])})\n--\n\n{self.docstring}"


@dataclass(frozen=True, slots=True)
class AttributeEntry:
    """One attribute's value type, for a by-attribute parameter's table."""

    value: int  # the enumerator's value
    member: str
    ctext: str  # the C type as the rules or docs write it
    reader: str  # how the value reads back (see ModuleBuilder.attribute_entries)
    storage: str  # Python expression: the ctypes type (or storage factory) of the value
    scalar: ir.CType | None  # the C scalar type C writes, when it is one (the compiled backend reads it)


@dataclass
class EnumView:
    name: str
    members: list[tuple[str, int, str]]  # name, value, brief
    doc: str
    aliases: list[str] = field(default_factory=list)
    deprecations: dict[str, Deprecation] = field(default_factory=dict)  # by member name


@dataclass
class FieldView:
    name: str
    ctype: str
    bits: int | None
    annotation: str  # what reading the field gives
    doc: str
    accepts: str = ""  # what assigning it takes, when that differs from `annotation`
    check: str = ""  # the _support field spec (Python source) of a checked field; "" for ctypes' own
    deprecation: Deprecation | None = None
    owner: str = ""  # the struct's name (what a deprecation names: cudaDeviceProp.clockRate)

    @property
    def deprecated(self) -> str:
        """The stubs' @deprecated text, "" when the field is not deprecated."""
        return self.deprecation.sentence(f"{self.owner}.{self.name}") if self.deprecation else ""


@dataclass
class RecordView:
    name: str
    kind: str  # Struct | Union
    fields: list[FieldView]
    anonymous: list[str]
    doc: str
    size: int
    align: int
    offsets: list[tuple[str, int]]  # (python field name, byte offset) for the layout check
    aliases: list[str] = field(default_factory=list)
    over_aligned: bool = False  # _Alignas above the natural alignment: needs ctypes' _align_
    pack: int = 0  # 1 when the layout is spelled out with padding (packed, aligned members)
    promoted: list[FieldView] = field(default_factory=list)  # fields of anonymous members
    deprecation: Deprecation | None = None

    @property
    def deprecated(self) -> str:
        """The stubs' @deprecated text, "" when the record is not deprecated."""
        return self.deprecation.sentence(self.name) if self.deprecation else ""

    @property
    def checks(self) -> list[tuple[str, str]]:
        """(field, _support spec) of every checked field, those anonymous members promote too."""
        return [(f.name, f.check) for f in self.fields + self.promoted if f.check]


@dataclass
class ConstantView:
    name: str
    value: str
    annotation: str
    doc: str
    lazy: bool = False  # an enumerator: made with its enum, on first use
    deprecation: Deprecation | None = None  # a macro the headers deprecate (enumerators: EnumView's)


@dataclass
class CallbackView:
    name: str
    restype: str
    argtypes: list[str]
    doc: str


@dataclass
class ErrorView:
    name: str  # exception class name
    code: int
    member: str  # enum member name
    doc: str


@dataclass
class ModuleView:
    library: Library
    api: ir.Api
    release: str
    version: int | None
    handles: list[tuple[str, str]]  # (name, doc)
    int_aliases: list[tuple[str, str]]  # typedef name -> python type ("int")
    enums: list[EnumView]
    enum_aliases: list[tuple[str, str]]
    records: list[RecordView]
    record_aliases: list[tuple[str, str]]
    callbacks: list[CallbackView]
    callback_aliases: list[tuple[str, str]]
    constants: list[ConstantView]
    functions: list[FunctionView]
    errors: list[ErrorView]
    groups: list[ir.Group]
    all_names: list[str]
    describe: str = ""
    kernel_layout: str = ""
    type_cells: list[tuple[str, str]] = field(default_factory=list)  # (alias, ctypes type) of `T * 1`
    type_preambles: list[str] = field(default_factory=list)  # functions' module-level lines naming structs
    lazy_types: list[str] = field(default_factory=list)  # every name _types() makes
    hot: list[tuple[str, str]] = field(default_factory=list)  # (alias, `_s` function) hot paths call
    loader: str = ""
    loader_args: str = ""
    compiled: list[CFunction] = field(default_factory=list)  # the compiled backend's functions
    c_objects: list[str] = field(default_factory=list)  # Python expressions the C functions use
    c_records: list[tuple[str, int, int]] = field(default_factory=list)  # by-value records: name, size, align
    source_hash: str = ""  # sha256 of the extension's C source (set when it is rendered)
    result_names: list[tuple[int, str]] = field(default_factory=list)  # result code -> its enumerator

    @property
    def extension(self) -> str:
        """The compiled backend's module name (_driver for driver)."""
        return "_" + self.library.module

    @property
    def lazy_members(self) -> list[tuple[str, list[str]]]:
        """(enum, its enumerators as module-level constants of the same name), for the lazy
        constants that are enumerators: written one string per enum, the cheapest table to
        import. The others (renamed: `print` is `print_` at module level) are lazy_renamed."""
        groups: dict[str, list[str]] = {}
        for c in self.constants:
            enum, _, member = c.value.partition(".")
            if c.lazy and member == c.name:
                groups.setdefault(enum, []).append(member)
        return list(groups.items())

    @property
    def lazy_renamed(self) -> list[tuple[str, str]]:
        """(module-level name, "Enum.member") of the enumerator constants named otherwise."""
        return [(c.name, c.value) for c in self.constants if c.lazy and c.value.partition(".")[2] != c.name]

    @property
    def compiled_functions(self) -> list[FunctionView]:
        """The functions the compiled backend serves (their Python bodies are in _<module>_bodies.py)."""
        return [f for f in self.functions if f.compiled]

    @property
    def has_deprecations(self) -> bool:
        """Whether the stubs mark anything @deprecated (and so import it)."""
        return any(f.deprecation for f in self.functions) or any(
            r.deprecation or any(f.deprecation for f in r.fields + r.promoted) for r in self.records)


_SCALAR_SIZES = {
    "_Bool": 1, "char": 1, "signed char": 1, "unsigned char": 1, "short": 2, "unsigned short": 2,
    "int": 4, "unsigned int": 4, "float": 4, "wchar_t": 4, "int8_t": 1, "uint8_t": 1, "int16_t": 2,
    "uint16_t": 2, "int32_t": 4, "uint32_t": 4, "long double": 16,
}


def exception_name(member: str) -> str:
    """CUDA_ERROR_INVALID_VALUE -> CudaErrorInvalidValue; cudaErrorInvalidValue -> CudaErrorInvalidValue."""
    parts = [p for p in re.split(r"_|(?<=[a-z0-9])(?=[A-Z])", member) if p]
    return "".join(p[:1].upper() + p[1:].lower() for p in parts)


def _one_line(text: str) -> str:
    return " ".join(text.split())


class ModuleBuilder:
    """Builds the ModuleView of one library."""

    def __init__(self, api: ir.Api, library: Library, classifier: Classifier) -> None:
        self.api = api
        self.lib = library
        self.types = TypeMap(api)
        self.classifier = classifier
        self.enums = {e.name: e for e in api.enums}
        self._explicit: dict[str, bool] = {}
        self.cmodule = CModule(self.types, library)  # the compiled backend's shared tables
        self.compiled: list[CFunction] = []  # the functions it serves, in its order
        self.cells: dict[str, str] = {}  # ctypes type -> module-level `T * 1` alias
        self.hot: dict[str, str] = {}  # module-level alias -> the _support function it names
        # The names a deprecation may point to instead (deprecation.replacement): a function
        # for a function, struct field or enumerator, a struct for a struct, a constant for a macro.
        self.function_names = frozenset(f.name for f in api.functions)
        self.record_names = frozenset(r.name for r in api.records)
        self.constant_names = frozenset([m.name for m in api.macros] + [m.name for e in api.enums for m in e.members])

    # --- functions ----------------------------------------------------------------

    def function(self, fn: ir.Function) -> FunctionView:
        rules = self.classifier.classify(fn)
        docs = {d.name: d.text for d in fn.doc.params}
        names = {p.name: py_param(p.name) for p in fn.params}
        py = PyCall()
        args: list[str] = []
        query_args: list[str] = []
        cnames: list[str] = []  # the Python name responsible for each C argument
        counted: dict[str, list[str]] = {}  # count parameter -> the arrays it counts
        fewer: dict[str, list[int]] = {}  # count parameter -> how many fewer elements each array has
        for p, rule in zip(fn.params, rules.params, strict=True):
            if rule.kind in ("array_in", "array_out_query", "pointer_array", "string_array") and rule.related:
                counted.setdefault(rule.related, []).append(names[p.name])
                fewer.setdefault(rule.related, []).append(rule.fewer)
        for p, rule in zip(fn.params, rules.params, strict=True):
            param = Param(fn, p, rule, rules, names, docs, _strip_c_wording(docs.get(p.name, "")), counted, fewer,
                          self)
            arg, query_arg = KINDS[rule.kind].python(param, py)
            args.append(arg)
            query_args.append(query_arg or arg)
            cnames.append(names[p.name])
        self._group_unsigned_checks(py.pre, py.unsigned)
        restype, checks = self._restype(fn)
        if rules.returns_result:
            checks = False
        body = [line for _, line in sorted(py.pre, key=lambda item: item[0])]
        if py.between:
            body += self._call_lines(fn, query_args, cnames, checks, rules.answers)
            body += py.between
        body += self._call_lines(fn, args, cnames, checks, rules.answers, names.get(rules.error_log, ""))
        if rules.forget_kernel_layouts:
            body.append("_s.forget_param_layouts()")
        body += self._return_lines(fn, rules, checks, py.results, py.outputs)
        view = FunctionView(
            name=py_global(fn.name),
            symbol=fn.symbol,
            params=py.params,
            outputs=py.outputs,
            returns=self._returns(rules, py.outputs),
            body=body,
            restype=restype,
            docstring="",
            group=fn.group,
            rules=rules,
            preamble=py.preamble,
            raises=checks,
            deprecation=deprecation(fn.doc, self.function_names.__contains__, fn.name),
        )
        if view.deprecation:  # warns first, attributed to the caller's line, on either backend
            view.body.insert(0, f"_s.warn_deprecated({view.deprecated!r})")
        view.compiled, view.c_reason = self.compile(fn, rules, names, docs, counted, fewer, py, checks,
                                                    view.deprecated)
        view.base = re.sub(r"_v\d+$", "", fn.symbol)
        view.proc_version = fn.proc_version
        view.per_thread = fn.per_thread_symbol
        view.signature = f"{view.name}({', '.join(p.name for p in py.params)}) -> {view.returns}"
        view.c_signature = _one_line(
            f"{fn.result.spelling()} {fn.symbol}({', '.join(p.type.spelling(p.name) for p in fn.params)})"
        )
        view.docstring = self._docstring(fn, view)
        return view

    def compile(self, fn: ir.Function, rules: FunctionRules, names: dict[str, str], docs: dict[str, str],
                counted: dict[str, list[str]], fewer: dict[str, list[int]], py: PyCall,
                checks: bool, deprecated: str = "") -> tuple[bool, str]:
        """Add fn's C function to the extension, if every parameter's kind has a C form:
        (whether it is compiled, why not). `deprecated`: the DeprecationWarning it gives."""
        cc = CCall(self.cmodule, fn, [p.name for p in py.params])
        if deprecated:
            cc.warn_deprecated(deprecated)
        params = [Param(fn, p, rule, rules, names, docs, "", counted, fewer, self)
                  for p, rule in zip(fn.params, rules.params, strict=True)]
        # Counts last: they read the lengths their arrays' checks find.
        for param in sorted(params, key=lambda a: a.rule.kind == "count"):
            try:
                if not KINDS[param.rule.kind].c(param, cc):
                    return False, f"{param.p.name}: {param.rule.kind} has no C form"
            except Unsupported as exc:
                return False, f"{param.p.name}: {exc}"
        try:
            answers = tuple(self._member_value(x) for x in rules.answers)
            returns_result = py_global(self.lib.result_enum) if rules.returns_result else ""
            self.compiled.append(assemble(cc, len(self.compiled), fn.result, checks, answers, rules.error_log,
                                          rules.forget_kernel_layouts, returns_result, rules.holds_gil))
        except Unsupported as exc:
            return False, f"result: {exc}"
        return True, ""

    def cell(self, ctype: str) -> str:
        """A module-level one-element array type of `ctype` (output storage: passed as is,
        it is a pointer to C, and cheaper than a scalar plus byref)."""
        name = self.cells.get(ctype)
        if name is None:
            name = self.cells[ctype] = f"_cell{len(self.cells)}"
        return name

    def pass_value(self, ctype: ir.CType, expr: str) -> str:
        """How a checked Python value is passed to C with no argtypes: ints of 32 bits or
        fewer as they are (ctypes passes a C int), wider ints, pointers and floats wrapped
        in their ctypes type, structs by value as they are."""
        r = self.types.resolve(ctype)
        s = r.ctype
        if r.category == "float":
            return {"float": f"_c.c_float({expr})", "long double": f"_c.c_longdouble({expr})"}.get(
                s.name, f"_c.c_double({expr})")
        if r.category in ("pointer", "handle") and s.kind == "pointer":
            return f"{expr} if {expr} is None else _vp({expr})" if expr.isidentifier() else f"_vp({expr})"
        if r.category in ("int", "enum", "handle", "bool", "char"):
            bounds = self.types.int_range(ctype)
            if bounds is not None and bounds[1] > 2**32 - 1:
                return f"{'_i64' if bounds[0] < 0 else '_u64'}({expr})"
            return expr
        return expr

    @staticmethod
    def _group_unsigned_checks(pre: list[tuple[float, str]], unsigned: dict[int, list[tuple[int, str, str]]]) -> None:
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

    def range_check(self, ctype: ir.CType, r: Resolved, n: str, q: str) -> str:
        """A check that lets plain in-range ints through at the cost of a comparison and
        converts or rejects everything else (ctypes would truncate out-of-range ints)."""
        if r.category == "float":
            return f"if {n}.__class__ is not _float:\n    {n} = _s.as_float({n}, {q})"
        if r.category == "record":
            cls = self.types.ctypes_type(ctype)
            return f"if {n}.__class__ is not {cls}:\n    {n} = _s.struct_value({n}, {cls}, {q})"
        if r.category not in ("int", "enum", "handle", "bool", "char"):
            return ""
        bounds = self.types.int_range(ctype)
        if bounds is None:
            return ""
        lo, hi = bounds
        test = f"{n}.__class__ is not _int or not {lo} <= {n} <= {hi}"
        if r.category == "enum":
            # A member of the parameter's own enum is in range by construction.
            test = f"{n}.__class__ is not {py_global(r.ctype.name)} and ({test})"
        handle = ", handle=True" if r.category == "handle" else ""
        return f"if {test}:\n    {n} = _s.as_int({n}, {q}, {lo}, {hi}{handle})"

    def attribute_table(self, fn: ir.Function, table: str, rule: ParamRule, sized: bool) -> str:
        """`{enumerator value: (reader, ctypes type)}` for a by-attribute parameter (see
        attribute_entries)."""
        lines = [f"    {e.value}: ({e.reader!r}, {e.storage}),  # {e.member}: {e.ctext}"
                 for e in self.attribute_entries(fn, rule, sized)]
        return f"{table} = {{\n" + "\n".join(lines) + "\n}"

    def attribute_entries(self, fn: ir.Function, rule: ParamRule, sized: bool) -> list[AttributeEntry]:
        """The value type of each attribute a by-attribute parameter documents. Readers: "h"
        handle or address (NULL is 0), "b" bool, "s" struct (returned as is), "i" int (or
        float), "z" string (`char[N]` in the rules), "A" device ordinals (`int[devices]`:
        storage for one per device and the CPU, read back without CU_DEVICE_INVALID entries).
        `sized`: the function also passes the storage's size, which C checks."""
        t = self.types
        attr_type = t.resolve(fn.param(rule.related).type)
        if attr_type.category == "pointer" and attr_type.ctype.target is not None:
            attr_type = t.resolve(attr_type.ctype.target)  # an array of attributes
        enum = t.enums[attr_type.ctype.name]
        values = {m.name: m.value for m in enum.members}
        entries = []
        for member, ctext in rule.types:
            if member not in values:
                continue  # an enumerator of another release (tests/test_rules.py checks the names)
            array = re.fullmatch(r"\s*(char|int)\s*\[\s*(\d+|devices)\s*\]\s*", ctext)
            if array is not None:
                if array.group(1) == "char" and array.group(2).isdigit():
                    storage = f"(_c.c_char * {array.group(2)})"
                    entries.append(AttributeEntry(values[member], member, ctext, "z", storage, None))
                elif array.group(1) == "int" and array.group(2) == "devices" and self.lib.device_count:
                    storage = f"_s.DeviceList(lambda: {self.lib.device_count}())"
                    entries.append(AttributeEntry(values[member], member, ctext, "A", storage, None))
                else:
                    raise GeneratorError(f"{fn.location}: {fn.name}.{rule.name}: {member}: {ctext!r} is not "
                                         "char[N] or int[devices] (in a library that can count its devices)")
                continue
            try:
                ctype_ir = t.parse_type_name(ctext)
            except ValueError as exc:
                if rule.source == "rules file":
                    continue  # a type another release declares
                raise GeneratorError(f"{fn.location}: {fn.name}.{rule.name}: {exc}") from exc
            r = t.resolve(ctype_ir)
            scalar: ir.CType | None = ctype_ir
            if r.category in ("handle", "pointer", "void"):
                reader, ctype = "h", "_c.c_void_p" if r.ctype.kind == "pointer" else t.ctypes_type(ctype_ir)
                if r.ctype.kind == "pointer":
                    scalar = ir.CType("builtin", "uintptr_t")
            elif r.category == "bool" and sized:
                reader, ctype = "b", "_c.c_bool"  # C checks the size it is given: sizeof(bool)
            elif r.category == "bool":
                reader, ctype = "b", "_c.c_uint"  # zeroed 4 bytes read right whether C writes 1 or 4
                scalar = ir.CType("builtin", "unsigned int")
            elif r.category == "record":
                reader, ctype, scalar = "s", t.ctypes_type(ctype_ir), None
            else:
                reader, ctype = "i", t.ctypes_type(ctype_ir)
            entries.append(AttributeEntry(values[member], member, ctext, reader, ctype, scalar))
        return entries

    def read(self, tr: Resolved, ctype_ir: ir.CType, ctype: str, var: str) -> tuple[str, str]:
        """How to read an output of C type `ctype_ir` held in ctypes storage `var`:
        (Python expression, annotation)."""
        if tr.category == "enum":
            return f"_s.member({py_global(tr.ctype.name)}, {var})", py_global(tr.ctype.name)
        if tr.category == "record":
            return var, py_global(tr.ctype.name)
        value = var
        if ctype == "_c.c_void_p":
            return f"{value} or 0", (tr.handle if tr.category == "handle" else "int")
        return value, self.types.annotation(ctype_ir, accept=False)

    def _returns(self, rules: FunctionRules, outputs: list[Output]) -> str:
        if rules.answers:
            return py_global(self.lib.result_enum)
        if rules.returns_result and outputs and outputs[0].name == "result":
            outputs[0] = Output("result", py_global(self.lib.result_enum), outputs[0].doc)
        if not outputs:
            return "None"
        if len(outputs) == 1:
            return outputs[0].annotation
        return f"tuple[{', '.join(o.annotation for o in outputs)}]"

    def _restype(self, fn: ir.Function) -> tuple[str, bool]:
        """The ctypes restype, and whether the result is the library's error code."""
        t = self.types
        r = t.resolve(fn.result)
        checks = bool(self.lib.result_enum) and r.category == "enum" and (
            r.ctype.name == t.resolve(ir.CType("typedef", self.lib.result_enum)).ctype.name
        )
        return t.ctypes_type(fn.result), checks

    def _call_lines(
        self, fn: ir.Function, args: list[str], cnames: list[str], checks: bool, answers: tuple[str, ...],
        error_log: str = "",
    ) -> list[str]:
        # The entry points have no argtypes (ctypes' per-call conversion costs more than
        # the call): every argument is already what C receives (see _pass).
        lines = [
            "try:",
            f"    _r = _f.{py_global(fn.name)}({', '.join(args)})",
            "except _ArgumentError as _e:",
            # The C parameter names as one string: a tuple would take a line per name (black).
            f"    raise _s.argument_error(_e, {fn.name!r}, {' '.join(cnames)!r}) from None",
        ]
        if checks:
            cond = " and ".join(["_r"] + [f"_r != {self._member_value(a)}" for a in answers])
            raise_ = f"_error_with_log(_r, {fn.name!r}, {error_log})" if error_log else f"_error(_r, {fn.name!r})"
            lines.append(f"if {cond}:\n    raise {raise_}")
        return lines

    def _return_lines(
        self, fn: ir.Function, rules: FunctionRules, checks: bool, results: list[str], outputs: list[Output]
    ) -> list[str]:
        if checks and rules.answers:
            # _r is success or one of the answers, all declared members: a dict lookup.
            return [f"return {py_global(self.lib.result_enum)}._value2member_map_[_r]"]
        result = self.types.resolve(fn.result)
        if not checks and result.category != "void":
            target = result.ctype.target
            if result.category == "pointer" and target is not None and self.types.resolve(target).category == "char":
                results = ["_r.decode(errors='replace') if _r is not None else None", *results]
                outputs.insert(0, Output("result", "str | None", "The C return value."))
                return self._pack(results)
            if rules.returns_result:
                results = [f"{py_global(self.lib.result_enum)}(_r)", *results]
            else:
                results = ["_r", *results]
            outputs.insert(0, Output("result", self.types.annotation(fn.result, accept=False), "The C return value."))
        return self._pack(results)

    @staticmethod
    def _pack(results: list[str]) -> list[str]:
        if not results:
            return ["return None"]
        if len(results) == 1:
            return [f"return {results[0]}"]
        return [f"return ({', '.join(results)})"]

    def _member_value(self, member: str) -> int:
        for e in self.api.enums:
            for m in e.members:
                if m.name == member:
                    return m.value
        raise KeyError(member)

    def _docstring(self, fn: ir.Function, view: FunctionView) -> str:
        d = fn.doc
        parts: list[str] = []
        if d.brief:
            parts.append(_sentence(d.brief))
        if d.details:
            parts.append(_wrap_paragraphs(d.details))
        if any(p.doc for p in view.params):  # none documented (cuBLAS): the signature says it all
            lines = ["Args:"]
            for p in view.params:
                lines.append(_hang(f"{p.name}: {p.doc or '(undocumented)'}", 4))
            parts.append("\n".join(lines))
        if view.outputs or view.rules.answers:
            lines = ["Returns:"]
            if view.rules.answers:
                codes = ", ".join([self.lib.success, *view.rules.answers])
                lines.append(_hang(f"{self.lib.result_enum}: {codes} (these are answers, not errors)", 4))
            elif len(view.outputs) == 1:
                o = view.outputs[0]
                lines.append(_hang(f"{o.annotation}: {o.doc or o.name}", 4))
            else:
                lines.append(_hang(f"tuple of ({', '.join(o.name for o in view.outputs)}):", 4))
                for o in view.outputs:
                    lines.append(_hang(f"{o.name} ({o.annotation}): {o.doc or ''}".rstrip(": "), 8))
            parts.append("\n".join(lines))
        if view.raises:
            errs = [c for c in d.returns if c != self.lib.success and c not in view.rules.answers]
            accepted = ", ".join([self.lib.success, *view.rules.answers])
            raises = [f"{self.lib.error_base}: on any result other than {accepted}"]
            if errs:
                raises.append(f"(the headers list {', '.join(exception_name(c) for c in errs)}).")
            parts.append("Raises:\n" + _hang(" ".join(raises), 4))
        if d.notes:
            parts.append("Note:\n" + "\n".join(_hang(n, 4) for n in d.notes))
        if d.deprecated:
            parts.append("Deprecated:\n" + _hang(d.deprecated, 4))
        if d.see_also:
            parts.append("See also:\n" + _hang(", ".join(d.see_also), 4))
        parts.append(f"C: ``{view.c_signature}``")
        return "\n\n".join(parts)

    # --- types --------------------------------------------------------------------

    def enum(self, e: ir.Enum) -> EnumView:
        deprecations = {}
        siblings = frozenset(m.name for m in e.members)
        for m in e.members:
            found = deprecation(m.doc, lambda n: n in siblings or n in self.function_names, m.name)
            if found:
                deprecations[py_name(m.name)] = found
        return EnumView(
            name=py_global(e.name),
            members=[(py_name(m.name), m.value, _one_line(m.doc.brief)) for m in e.members],
            doc=_doc_text(e.doc, e.name),
            deprecations=deprecations,
        )

    def record(self, rec: ir.Record) -> RecordView:
        t = self.types
        fields: list[FieldView] = []
        anonymous: list[str] = []
        offsets: list[tuple[str, int]] = []
        promoted: list[FieldView] = []
        siblings = frozenset(f.name for f in rec.fields if f.name)
        bit_end = 0  # where the last bit-field ended, in bits
        for i, f in enumerate(rec.fields):
            if f.bit_width == 0:
                # `unsigned : 0;` closes the storage unit; ctypes cannot spell width 0, so the
                # rest of the unit is filled with an unnamed padding bit-field instead.
                unit = _SCALAR_SIZES.get(self._scalar_name(t.strip(f.type)), 8) * 8
                pad = -bit_end % unit
                if pad:
                    fields.append(FieldView(f"_pad{i}", t.ctypes_type(f.type), pad, "int", ""))
                continue
            if f.bit_width is not None:
                bit_end = f.offset_bits + f.bit_width
            name = py_field(f.name) if f.name else f"_anon{i}"
            if not f.name and f.bit_width is None:
                anonymous.append(name)  # unnamed bit-fields are padding, not members
                promoted += self._promoted_fields(f.type, rec.name)
            if f.name:
                fields.append(self._field_view(name, f, t.ctypes_type(f.type), siblings, rec.name))
            else:
                fields.append(FieldView(name, t.ctypes_type(f.type), f.bit_width, t.field_annotation(f.type),
                                        _one_line(f.doc.brief)))
            if f.bit_width is None:
                offsets.append((name, f.offset_bits // 8))
        explicit = self._needs_explicit_layout(rec)
        if explicit:
            fields = self._padded(rec, fields)
        # In the stubs, a field named like a builtin type (CUuuid.bytes) would shadow it.
        shadowed = {f.name for f in fields + promoted} & {"bytes", "int", "float", "bool", "str", "type"}
        if shadowed:
            pattern = re.compile(r"\b(" + "|".join(sorted(shadowed)) + r")\b")
            for fv in fields + promoted:
                fv.annotation = pattern.sub(r"_builtins.\1", fv.annotation)
                fv.accepts = pattern.sub(r"_builtins.\1", fv.accepts)
        return RecordView(
            name=py_global(rec.name),
            kind="Union" if rec.kind == "union" else "Struct",
            fields=fields,
            promoted=promoted,
            anonymous=anonymous,
            doc=_doc_text(rec.doc, rec.name),
            size=rec.size,
            align=rec.align,
            offsets=offsets,
            over_aligned=rec.align > (1 if explicit else self._natural_align(rec)),
            pack=1 if explicit else 0,
            deprecation=deprecation(rec.doc, self.record_names.__contains__, rec.name),
        )

    # --- layouts ctypes cannot derive (packed structs, _Alignas members) ----------------

    def _field_layout(self, t: ir.CType) -> tuple[int, int]:
        """(size, alignment) ctypes gives a field of type `t`."""
        s = self.types.strip(t)
        if s.kind == "array" and s.target is not None:
            size, align = self._field_layout(s.target)
            return size * (s.length or 0), align
        if s.kind == "record" and s.name in self.types.records:
            rec = self.types.records[s.name]
            return rec.size, 1 if self._needs_explicit_layout(rec) else self._natural_align(rec)
        if s.kind in ("pointer", "function") or (s.kind == "typedef" and s.name in self.types.callbacks):
            return 8, 8
        size = _SCALAR_SIZES.get(self._scalar_name(s), 8)
        return size, size

    def _needs_explicit_layout(self, rec: ir.Record) -> bool:
        """Whether ctypes' natural layout differs from the compiler's (packed records,
        `_Alignas` on a member): those get `_pack_ = 1` and explicit padding."""
        cached = self._explicit.get(rec.name)
        if cached is not None:
            return cached
        self._explicit[rec.name] = False  # no recursion through self-reference
        result = False
        if not rec.opaque and all(f.bit_width is None for f in rec.fields):
            offset, max_align, end = 0, 1, 0
            for f in rec.fields:
                size, align = self._field_layout(f.type)
                max_align = max(max_align, align)
                place = 0 if rec.kind == "union" else -(-offset // align) * align
                if place != f.offset_bits // 8:
                    result = True
                offset = place + size
                end = max(end, offset)
            if -(-end // max_align) * max_align != rec.size:
                result = True
        self._explicit[rec.name] = result
        return result

    def _padded(self, rec: ir.Record, fields: list[FieldView]) -> list[FieldView]:
        """The fields with explicit padding where the compiler left gaps (for `_pack_ = 1`)."""
        out: list[FieldView] = []
        cursor = 0
        views = iter(fields)
        for i, f in enumerate(rec.fields):
            view = next(views)
            size, _ = self._field_layout(f.type)
            start = f.offset_bits // 8
            if rec.kind == "struct" and start > cursor:
                out.append(FieldView(f"_pad{i}", f"(_c.c_ubyte * {start - cursor})", None, "_Any", ""))
            out.append(view)
            cursor = max(cursor, start + size) if rec.kind == "struct" else max(cursor, size)
        if rec.size > cursor:
            out.append(FieldView("_pad_end", f"(_c.c_ubyte * {rec.size - cursor if rec.kind == 'struct' else rec.size})",
                                 None, "_Any", ""))
        return out

    def _promoted_fields(self, t: ir.CType, owner: str) -> list[FieldView]:
        """Fields reachable on the parent through an anonymous member (for the stubs)."""
        rec = self.types.records.get(self.types.strip(t).name)
        out: list[FieldView] = []
        if rec is None:
            return out
        siblings = frozenset(f.name for f in rec.fields if f.name)
        for f in rec.fields:
            if f.name:
                out.append(self._field_view(py_field(f.name), f, "", siblings, owner))
            elif f.bit_width is None:
                out += self._promoted_fields(f.type, owner)
        return out

    def _field_view(self, name: str, f: ir.Field, ctype: str, siblings: frozenset[str], owner: str) -> FieldView:
        check, read, accepts = self._field_check(f.type, f.bit_width, f.doc)
        found = deprecation(f.doc, lambda n: n in siblings or n in self.function_names, f.name)
        return FieldView(name, ctype, f.bit_width, read, _one_line(f.doc.brief), accepts if accepts != read else "",
                         check, found, py_global(owner))

    def _field_check(self, ftype: ir.CType, bits: int | None, doc: ir.Doc = ir.EMPTY_DOC) -> tuple[str, str, str]:
        """(spec, read annotation, assign annotation) of a field: how _support checks and
        converts what is assigned to it (see checked_fields there), "" where ctypes' own
        handling is what a function argument of that type gets too (floats, bools, structs)."""
        t = self.types
        r = t.resolve(ftype)
        read = t.field_annotation(ftype)
        if r.category == "array" and r.ctype.target is not None and r.ctype.length:
            n = r.ctype.length
            el = t.resolve(r.ctype.target)
            if el.category == "char" and re.search(r"\bstring\b", doc.brief + " " + doc.details, re.IGNORECASE):
                return f'("t", {n})', "bytes", "str | bytes"  # text (cudaDeviceProp.name): read to the NUL
            if el.category == "char" or (el.category == "int" and el.ctype.name in ("signed char", "unsigned char")):
                return f'("b", {n})', "bytes", "bytes | _Sequence[int]"  # binary data: every byte
            spec, ann, accepts = self._element_check(r.ctype.target)
            if not spec:
                return "", read, read
            return f'("a", {spec}, {n})', f"_s.ArrayView[{ann}]", f"_Sequence[{accepts}]"
        if r.category in ("int", "enum") and not (r.category == "int" and r.ctype.name == "char"):
            bounds = t.int_range(ftype)
            if bounds is None:
                return "", read, read
            lo, hi = bounds
            if bits is not None:  # a bit-field holds `bits` bits of its type's signedness
                lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if lo < 0 else (0, (1 << bits) - 1)
            return f'("i", {lo}, {hi})', read, "_SupportsInt"
        if r.category == "handle":
            if r.ctype.kind == "pointer":
                return '("h",)', read, "int | _HandleLike | None"
            bounds = t.int_range(ftype)
            assert bounds is not None
            return f'("H", {bounds[0]}, {bounds[1]})', read, "int | _HandleLike"
        if r.category == "pointer" and r.ctype.target is not None:
            target = t.resolve(r.ctype.target)
            if target.category == "char":
                return '("z",)', read, "str | bytes | None"
            if t.ctypes_type(ftype) == "_c.c_void_p":
                return '("p",)', read, "_Pointer"
            return '("P",)', read, "_Any"
        if r.category == "callback" and t.ctypes_type(ftype) != "_c.c_void_p":
            return '("c",)', read, "_Callable[..., _Any] | None"
        return "", read, read

    def _element_check(self, el: ir.CType) -> tuple[str, str, str]:
        """(spec, read annotation, assign annotation) of an array field's elements."""
        t = self.types
        r = t.resolve(el)
        if r.category == "enum":
            bounds = t.int_range(el)
            assert bounds is not None
            name = py_global(r.ctype.name)
            return f'("e", {name!r}, {bounds[0]}, {bounds[1]})', name, f"{name} | int"
        if r.category == "int":
            bounds = t.int_range(el)
            return (f'("i", {bounds[0]}, {bounds[1]})', "int", "_SupportsInt") if bounds else ("", "", "")
        if r.category == "handle":
            if r.ctype.kind == "pointer":
                return '("h",)', "int | None", "int | _HandleLike | None"
            bounds = t.int_range(el)
            assert bounds is not None
            return f'("H", {bounds[0]}, {bounds[1]})', "int", "int | _HandleLike"
        if r.category == "float":
            return '("f",)', "float", "float"
        if r.category == "record":
            name = py_global(r.ctype.name)
            return '("s",)', name, name
        if r.category == "pointer" and t.ctypes_type(el) == "_c.c_void_p":
            return '("p",)', "int | None", "int | None"
        return "", "", ""

    def _natural_align(self, rec: ir.Record) -> int:
        """The alignment ctypes gives a record: the largest of its members' (8 at most)."""
        best = 1
        for f in rec.fields:
            s = self.types.strip(f.type)
            while s.kind == "array" and s.target is not None:
                s = self.types.strip(s.target)
            if s.kind == "record" and s.name in self.types.records:
                best = max(best, self.types.records[s.name].align)
            elif s.kind in ("pointer", "function") or (s.kind == "typedef" and s.name in self.types.callbacks):
                best = max(best, 8)
            else:
                best = max(best, _SCALAR_SIZES.get(self._scalar_name(s), 8))
        return best

    def _scalar_name(self, s: ir.CType) -> str:
        if s.kind == "enum":
            enum = self.types.enums.get(s.name)
            return enum.underlying if enum else "int"
        return s.name

    def record_order(self) -> list[ir.Record]:
        """Records with layout, each after the records it holds by value."""
        records = {r.name: r for r in self.api.records if not r.opaque}
        done: dict[str, None] = {}

        def deps(r: ir.Record) -> list[str]:
            out = []
            for f in r.fields:
                s = self.types.strip(f.type)
                while s.kind == "array" and s.target is not None:
                    s = self.types.strip(s.target)
                if s.kind == "record" and s.name in records:
                    out.append(s.name)
            return out

        def visit(name: str, stack: tuple[str, ...]) -> None:
            if name in done or name in stack:
                return
            for d in deps(records[name]):
                visit(d, (*stack, name))
            done[name] = None

        for name in sorted(records):
            visit(name, ())
        return [records[n] for n in done]

    def build(self) -> ModuleView:
        t = self.types
        api = self.api
        handles = sorted(
            (py_global(name), _one_line(t.typedefs[name].doc.brief)) for name in t.handle_typedefs
        )
        handle_names = set(t.handle_typedefs)
        enum_aliases: list[tuple[str, str]] = []
        record_aliases: list[tuple[str, str]] = []
        callback_aliases: list[tuple[str, str]] = []
        int_aliases: list[tuple[str, str]] = []
        enum_names = {e.name for e in api.enums}
        record_names = {r.name for r in api.records if not r.opaque}
        # Tags are alternative names too: `struct CUDA_MEMCPY2D_st` is CUDA_MEMCPY2D_v2.
        for e in api.enums:
            if e.tag and e.tag != e.name:
                enum_aliases.append((e.tag, e.name))
        for r in api.records:
            if not r.opaque and r.tag and r.tag != r.name:
                record_aliases.append((r.tag, r.name))
        for td in api.typedefs:
            if td.name in handle_names:
                continue
            s = t.strip(td.type)
            if s.kind == "enum" and s.name in enum_names and td.name != s.name:
                enum_aliases.append((td.name, s.name))
            elif s.kind == "record" and s.name in record_names and td.name != s.name:
                record_aliases.append((td.name, s.name))
            elif td.type.kind == "typedef" and td.type.name in t.callbacks:
                callback_aliases.append((td.name, td.type.name))
            elif s.kind == "builtin":
                category = t.resolve(td.type).category
                int_aliases.append((td.name, {"float": "float", "bool": "bool", "char": "bytes"}.get(category, "int")))
        taken = {a for a, _ in enum_aliases} | enum_names
        # Python names (the renaming rule: trailing underscore for keywords and builtins).
        enum_aliases = sorted({(py_global(a), py_global(b)) for a, b in enum_aliases})
        record_aliases = sorted({(py_global(a), py_global(b)) for a, b in record_aliases if a not in taken})
        callback_aliases = [(py_global(a), py_global(b)) for a, b in callback_aliases]
        int_aliases = [(py_global(a), b) for a, b in int_aliases]
        enums = [self.enum(e) for e in api.enums]
        records = [self.record(r) for r in self.record_order()]
        callbacks = [
            CallbackView(
                py_global(c.name),
                "None" if t.resolve(c.result).category == "void" else t.ctypes_type(c.result),
                [t.ctypes_type(p.type) for p in c.params],
                _doc_text(c.doc, c.name),
            )
            for c in api.callbacks
        ]
        constants = self.constants()
        functions = [self.function(f) for f in api.functions]
        errors = []
        result_names: list[tuple[int, str]] = []
        if self.lib.result_enum:
            result = self.enums.get(self.lib.result_enum) or self.enums[
                t.strip(ir.CType("typedef", self.lib.result_enum)).name
            ]
            errors = [
                ErrorView(py_global(exception_name(m.name)), m.value, m.name, _one_line(m.doc.brief))
                for m in result.members
                if m.name != self.lib.success
            ]
            for m in result.members:  # the first name of a value is the enum's own
                if all(code != m.value for code, _ in result_names):
                    result_names.append((m.value, m.name))
        # Structs, unions and callback types are made together, at the first use of a lazy name
        # (or of one by the compiled backend): their fields name each other, and making them
        # costs more than the rest of the import. So are the module-level lines naming them.
        type_names = ({r.name for r in records} | {a for a, _ in record_aliases} | {c.name for c in callbacks}
                      | {a for a, _ in callback_aliases})
        # One-element arrays (output storage C writes through) are made with them: ctypes types
        # cost to make, and only Python bodies use them.
        type_cells = sorted(((a, c) for c, a in self.cells.items()), key=lambda c: int(c[0][5:]))
        type_names |= {alias for alias, _ in type_cells}
        alternatives = "|".join(sorted(type_names))
        names_type = re.compile(rf"\b(?:{alternatives})\b").search if type_names else None
        type_preambles: list[str] = []
        preamble_names: list[str] = []
        for f in functions:
            if names_type and any(names_type(line) for line in f.preamble):
                type_preambles += f.preamble
                preamble_names += [line.split(" = ", 1)[0] for line in f.preamble]
                f.preamble = []
            if f.restype != "None":  # the loader looks it up at the first call: constant tables
                f.restype = repr(f.restype)
        all_names = sorted(
            {h for h, _ in handles}
            | {a for a, _ in int_aliases}
            | {e.name for e in enums}
            | {a for a, _ in enum_aliases}
            | {r.name for r in records}
            | {a for a, _ in record_aliases}
            | {c.name for c in callbacks}
            | {a for a, _ in callback_aliases}
            | {c.name for c in constants}
            | {f.name for f in functions}
            | {e.name for e in errors}
            | {self.lib.error_base, "KernelArgs", "CUDAError", "DriverNotFoundError", "FunctionNotFoundError"}
            | set(self.lib.extra_names)
        )
        return ModuleView(
            library=self.lib,
            api=api,
            release=api.release,
            version=api.version,
            handles=handles,
            int_aliases=sorted(int_aliases),
            enums=enums,
            enum_aliases=enum_aliases,
            records=records,
            record_aliases=record_aliases,
            callbacks=callbacks,
            callback_aliases=sorted(callback_aliases),
            constants=constants,
            functions=functions,
            errors=errors,
            groups=list(api.groups),
            all_names=all_names,
            describe=self.lib.describe,
            kernel_layout=self.lib.kernel_layout,
            type_cells=type_cells,
            type_preambles=type_preambles,
            lazy_types=sorted(type_names | {alias for alias, _ in type_cells} | set(preamble_names)),
            hot=sorted(self.hot.items()),
            loader=self.lib.loader,
            loader_args=", ".join(filter(None, [repr(api.release or api.library), self.lib.loader_args.format(
                major=self.soname_major(),
                library=api.library,
            )])),
            compiled=self.compiled,
            result_names=result_names,
            c_objects=self.cmodule.objects,
            c_records=[(name, size, align) for name, (size, align) in sorted(self.cmodule.records.items())],
        )

    def soname_major(self) -> int:
        """The major version in the library's soname: its own version macro's, else the CUDA
        release's."""
        if self.lib.soname_macro:
            value = next((m.value for m in self.api.macros if m.name == self.lib.soname_macro), None)
            if not isinstance(value, int):
                raise GeneratorError(f"{self.api.library}: no integer macro {self.lib.soname_macro} for the soname")
            return value
        return int(self.api.release.split(".")[0]) if self.api.release else 0

    def constants(self) -> list[ConstantView]:
        """Macros and enumerators at module level, as C has them."""
        out: list[ConstantView] = []
        declared = {f.name for f in self.api.functions}
        for m in self.api.macros:
            if m.kind == "alias" or m.name in declared:
                continue
            if m.kind == "string":
                value, ann = repr(m.value), "str"
            elif m.kind == "float":
                value, ann = repr(m.value), "float"
            else:
                value, ann = str(m.value), "int"
            out.append(ConstantView(py_global(m.name), value, ann, _one_line(m.doc.brief),
                                    deprecation=deprecation(m.doc, self.constant_names.__contains__, m.name)))
        macro_names = {c.name for c in out}
        for e in self.api.enums:
            for mem in e.members:
                if py_global(mem.name) in macro_names:
                    continue
                out.append(ConstantView(py_global(mem.name), f"{py_global(e.name)}.{py_name(mem.name)}",
                                        py_global(e.name), "", lazy=True))
        return sorted(out, key=lambda c: c.name)


# --- doc text helpers --------------------------------------------------------------


def _strip_c_wording(text: str) -> str:
    """'Returned device pointer' stays; '- foo' markers and pointer talk go."""
    text = text.strip().lstrip("-").strip()
    text = re.sub(r"^Pointer to (the )?returned ", "Returned ", text)
    text = re.sub(r"(?<![\w*])\*(\w)", r"\1", text)  # "*dptr" -> "dptr"; "7*7" stays
    return _one_line(text)


def _wrap_paragraphs(text: str, width: int = 88) -> str:
    """Wrap prose paragraphs; leave fenced code as it is."""
    out: list[str] = []
    in_code = False
    for para in text.split("\n\n"):
        if para.startswith("```") or in_code:
            out.append(para)
            in_code = para.count("```") % 2 == 1 if not in_code else para.count("```") % 2 == 0
            continue
        out.append(textwrap.fill(_one_line(para), width=width))
    return "\n\n".join(out)


def _sentence(text: str) -> str:
    text = _one_line(text)
    return text if text.endswith((".", ":", "!", "?")) else text + "."


def _hang(text: str, indent: int) -> str:
    return textwrap.fill(
        _one_line(text), width=88, initial_indent=" " * indent, subsequent_indent=" " * (indent + 4)
    )


def _doc_text(doc: ir.Doc, name: str) -> str:
    parts = []
    if doc.brief:
        parts.append(_sentence(doc.brief))
    if doc.details:
        parts.append(_wrap_paragraphs(doc.details))
    if doc.deprecated:
        parts.append("Deprecated: " + doc.deprecated)
    return "\n\n".join(parts) or f"C type {name}."


def functions_in_groups(view: ModuleView) -> Sequence[tuple[ir.Group | None, list[FunctionView]]]:
    by_group: dict[str, list[FunctionView]] = {}
    for f in view.functions:
        by_group.setdefault(f.group, []).append(f)
    out: list[tuple[ir.Group | None, list[FunctionView]]] = []
    for g in view.groups:
        if g.name in by_group:
            out.append((g, by_group.pop(g.name)))
    for _name, fns in sorted(by_group.items()):
        out.append((None, fns))
    return out
