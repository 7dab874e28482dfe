"""The views: plain data (names, annotations, ready-made lines of code) that the templates lay
out, so the templates contain no type logic."""

from __future__ import annotations

from dataclasses import dataclass, field

from .. import ir
from ..backends.c.function import CFunction
from ..backends.python.call import Output, PyParam
from ..rules.classify import FunctionRules
from ..rules.deprecation import Deprecation
from ..rules.library import Library


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
class HelperView:
    """A struct-building `static inline` helper bound in Python (rules: [helper.NAME])."""

    name: str
    result: str  # the struct's Python name
    params: list[tuple[str, str]]  # (Python name, annotation)
    fields: list[tuple[str, str]]  # (field, the parameter's Python name)
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
    message_returns_status: bool = False  # the message function writes the text through a pointer
    type_cells: list[tuple[str, str]] = field(default_factory=list)  # (alias, ctypes type) of `T * 1`
    type_preambles: list[str] = field(default_factory=list)  # functions' module-level lines naming structs
    lazy_types: list[str] = field(default_factory=list)  # every name _types() makes
    hot: list[tuple[str, str]] = field(default_factory=list)  # (alias, `_s` function) hot paths call
    loader: str = ""
    loader_args: list[str] = field(default_factory=list)
    compiled: list[CFunction] = field(default_factory=list)  # the compiled backend's functions
    c_objects: list[str] = field(default_factory=list)  # Python expressions the C functions use
    # By-value records: name, size, align, and their fields' C declarations (scalars of floating
    # point) or () (a byte array of that size and alignment).
    c_records: list[tuple[str, int, int, tuple[str, ...]]] = field(default_factory=list)
    c_keywords: list[tuple[str, str]] = field(default_factory=list)  # (name, its C initializer's items)
    c_entry_types: list[tuple[str, str]] = field(default_factory=list)  # (name, C type with @ for the name)
    source_hash: str = ""  # sha256 of the extension's C source (set when it is rendered)
    result_names: list[tuple[int, str]] = field(default_factory=list)  # result code -> its enumerator
    helpers: list[HelperView] = field(default_factory=list)  # struct-building inline helpers, in Python

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
    def field_pointers(self) -> bool:
        """Whether a struct has a typed pointer field (its stub declares the _FieldPointer aliases)."""
        return any(f.accepts.startswith("_FieldPointer") for r in self.records for f in r.fields + r.promoted)

    @property
    def has_deprecations(self) -> bool:
        """Whether the stubs mark anything @deprecated (and so import it)."""
        return any(f.deprecation for f in self.functions) or any(
            r.deprecation or any(f.deprecation for f in r.fields + r.promoted) for r in self.records)
