"""The intermediate representation: what a set of C headers declares.

Every class is a frozen, slotted dataclass that stands for one C construct.
Items refer to each other by name, never by object, so the IR is a plain tree
that round-trips through JSON (`to_json` / `from_json`) unchanged.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import re
import types
import typing
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal, TypeVar

SCHEMA_VERSION = 1


@dataclass(frozen=True, slots=True)
class Location:
    """A source position: the header's path relative to the header root, and a 1-based line."""

    file: str
    line: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}"


CTypeKind = Literal[
    "void", "builtin", "typedef", "record", "enum", "pointer", "array", "function"
]


@dataclass(frozen=True, slots=True)
class CType:
    """A C type as written: a builtin (`unsigned int`, `size_t`), a reference by name to a
    typedef, record or enum, or a pointer, array or function type built from another."""

    kind: CTypeKind
    name: str = ""
    const: bool = False
    target: CType | None = None  # pointee, array element, or function result
    length: int | None = None  # array length; None for `T[]`
    params: tuple[CType, ...] = ()  # function parameter types
    variadic: bool = False

    def __str__(self) -> str:
        return self.spelling()

    def spelling(self, declarator: str = "") -> str:
        """The C spelling of this type, optionally around a declarator name."""
        const = "const " if self.const else ""
        if self.kind == "pointer":
            assert self.target is not None
            inner = "* const " + declarator if self.const else "*" + declarator
            if self.target.kind in ("array", "function"):
                inner = "(" + inner + ")"
            return self.target.spelling(inner)
        if self.kind == "array":
            assert self.target is not None
            n = "" if self.length is None else str(self.length)
            return self.target.spelling(f"{declarator}[{n}]")
        if self.kind == "function":
            assert self.target is not None
            ps = ", ".join(p.spelling() for p in self.params) or "void"
            if self.variadic:
                ps += ", ..."
            return self.target.spelling(f"{declarator}({ps})")
        base = const + (self.name if self.kind != "void" else "void")
        return f"{base} {declarator}".rstrip() if declarator else base


@dataclass(frozen=True, slots=True)
class ParamDoc:
    """Doxygen `\\param[dir] name text`."""

    name: str
    direction: str  # "in", "out", "in,out" or "" when the header does not say
    text: str


@dataclass(frozen=True, slots=True)
class Doc:
    """A Doxygen comment, split into its commands. Text is plain: `\\p x` became `x`,
    `::cuFoo` became `cuFoo`; paragraphs are separated by blank lines."""

    brief: str = ""
    details: str = ""
    params: tuple[ParamDoc, ...] = ()
    returns: tuple[str, ...] = ()  # result codes listed under \return
    returns_text: str = ""  # \return text that is not a list of codes
    notes: tuple[str, ...] = ()
    see_also: tuple[str, ...] = ()
    # The \deprecated text; where the comment has none but the declaration carries
    # `__attribute__((deprecated(msg)))`, its message (or "Deprecated.").
    deprecated: str | None = None

    def is_empty(self) -> bool:
        return self == Doc()


EMPTY_DOC = Doc()


@dataclass(frozen=True, slots=True)
class Param:
    """A function parameter: its name (synthesized as `arg<i>` when the header gives none) and type."""

    name: str
    type: CType


@dataclass(frozen=True, slots=True)
class Function:
    """A function declaration. `name` is the public name the header's users write
    (`cuMemAlloc`); `symbol` the versioned symbol it binds to (`cuMemAlloc_v2`)."""

    name: str
    symbol: str
    result: CType
    params: tuple[Param, ...]
    location: Location
    variadic: bool = False
    group: str = ""
    doc: Doc = EMPTY_DOC
    # The symbol the header binds under per-thread default-stream semantics
    # (CUDA_API_PER_THREAD_DEFAULT_STREAM): cuStreamQuery_ptsz; "" when it is `symbol`.
    per_thread_symbol: str = ""
    # The CUDA version to ask cuGetProcAddress for this ABI of the entry point (from
    # cudaTypedefs.h: PFN_cuMemAlloc_v3020 is cuMemAlloc_v2); 0 when unknown.
    proc_version: int = 0

    def param(self, name: str) -> Param:
        return next(p for p in self.params if p.name == name)


@dataclass(frozen=True, slots=True)
class EnumMember:
    """An enumerator and its value."""

    name: str
    value: int
    doc: Doc = EMPTY_DOC


@dataclass(frozen=True, slots=True)
class Enum:
    """An enum type. `name` is the typedef name when the typedef declares the enum
    (`typedef enum cudaError_enum {...} CUresult`), otherwise the tag."""

    name: str
    tag: str
    underlying: str  # builtin C type, e.g. "unsigned int"
    members: tuple[EnumMember, ...]
    location: Location
    group: str = ""
    doc: Doc = EMPTY_DOC


@dataclass(frozen=True, slots=True)
class Field:
    """A struct or union member. `name` is empty for an anonymous member
    (`union { ... };` inside a struct), whose fields are reachable from the parent."""

    name: str
    type: CType
    offset_bits: int
    bit_width: int | None = None
    doc: Doc = EMPTY_DOC


@dataclass(frozen=True, slots=True)
class Record:
    """A struct or union with the compiler's layout. `opaque` records are only declared
    (`struct CUctx_st`), so they have no size; pointers to them are handles. Nested
    anonymous record types get a name derived from their parent and member."""

    name: str
    tag: str
    kind: Literal["struct", "union"]
    size: int
    align: int
    fields: tuple[Field, ...]
    location: Location
    opaque: bool = False
    group: str = ""
    doc: Doc = EMPTY_DOC


@dataclass(frozen=True, slots=True)
class Typedef:
    """`typedef <type> name;` (function-pointer typedefs are Callbacks instead)."""

    name: str
    type: CType
    location: Location
    group: str = ""
    doc: Doc = EMPTY_DOC


@dataclass(frozen=True, slots=True)
class Callback:
    """A function-pointer typedef: `typedef void (CUDA_CB *CUhostFn)(void *userData);`."""

    name: str
    result: CType
    params: tuple[Param, ...]
    location: Location
    group: str = ""
    doc: Doc = EMPTY_DOC


MacroKind = Literal["integer", "float", "string", "pointer", "alias"]


@dataclass(frozen=True, slots=True)
class Macro:
    """An object-like macro evaluated to a typed value. `ctype` is the C type of the
    value (`unsigned int` for `(1u<<4)`, `void *` or a handle typedef for pointer casts);
    an `alias` names the function symbol a public name is redirected to."""

    name: str
    kind: MacroKind
    value: int | float | str
    ctype: str
    text: str  # the replacement list as written
    location: Location
    group: str = ""
    doc: Doc = EMPTY_DOC


@dataclass(frozen=True, slots=True)
class SkippedMacro:
    """A macro that has no Python value, and why (function-like, empty, attribute, ...)."""

    name: str
    reason: str
    text: str
    location: Location


@dataclass(frozen=True, slots=True)
class Refused:
    """A declaration of a C++ header that Python cannot call, left out of the module, and why:
    a template, a class's methods, a function with C++ linkage (its symbol is mangled; overloads
    are), one that takes a C++ reference or class by value. `what` says which construct it is
    ("function template", "class", "overloaded function", ...)."""

    name: str
    what: str
    reason: str
    location: Location

    def __str__(self) -> str:
        return f"{self.location}: {self.name} ({self.what}): {self.reason}"


@dataclass(frozen=True, slots=True)
class Group:
    """A Doxygen `\\defgroup`: a chapter of the reference (Initialization, Memory Management, ...)."""

    name: str
    title: str
    location: Location
    doc: Doc = EMPTY_DOC


@dataclass(frozen=True, slots=True)
class HeaderFile:
    """A header the IR was read from, with its checksum."""

    path: str
    sha256: str


@dataclass(frozen=True, slots=True)
class Api:
    """Everything one library's headers declare (one generated module)."""

    library: str  # "driver", "runtime", "nvrtc", or the module name for --header
    release: str  # "13.0", or "" for ad-hoc headers
    version: int | None  # the header's CUDA_VERSION-style macro value, when known
    headers: tuple[HeaderFile, ...]
    functions: tuple[Function, ...] = ()
    enums: tuple[Enum, ...] = ()
    records: tuple[Record, ...] = ()
    typedefs: tuple[Typedef, ...] = ()
    callbacks: tuple[Callback, ...] = ()
    macros: tuple[Macro, ...] = ()
    skipped_macros: tuple[SkippedMacro, ...] = ()
    groups: tuple[Group, ...] = ()
    # The language the headers were parsed as: "c", or "c++" for a C API in a C++ header (then
    # `language_reason` says why: --lang c++, or the C++ the C parse met) and `refused` holds
    # what the C++ declares that Python cannot call. A C parse leaves all three out of api.json.
    language: Literal["c", "c++"] = "c"
    language_reason: str = ""
    refused: tuple[Refused, ...] = ()
    schema: int = SCHEMA_VERSION

    def sorted(self) -> Api:
        """The same Api with every collection in name order, so the JSON is stable."""

        def by_name(items: tuple[Any, ...]) -> tuple[Any, ...]:
            return tuple(sorted(items, key=lambda i: i.name))

        return dataclasses.replace(
            self,
            functions=by_name(self.functions),
            enums=by_name(self.enums),
            records=by_name(self.records),
            typedefs=by_name(self.typedefs),
            callbacks=by_name(self.callbacks),
            macros=by_name(self.macros),
            skipped_macros=by_name(self.skipped_macros),
            groups=by_name(self.groups),
            refused=tuple(sorted(self.refused, key=lambda r: (r.location.file, r.location.line, r.name, r.what))),
        )


@dataclass(frozen=True, slots=True)
class Package:
    """One generated package: a release's libraries (driver, runtime, nvrtc), the content
    of `generated/<release>/api.json`."""

    release: str
    libraries: tuple[Api, ...]
    schema: int = SCHEMA_VERSION

    def library(self, name: str) -> Api:
        for api in self.libraries:
            if api.library == name:
                return api
        raise KeyError(name)


# --- JSON round trip -------------------------------------------------------------------

T = TypeVar("T")


# What a Doc keeps without its prose (to_json(prose=False)): what diffs, usage checks and
# `explain` read. The prose is rendered into the docstrings and docs pages.
def _without_prose(doc: Doc) -> Doc:
    return dataclasses.replace(doc, details="", returns_text="", notes=(), see_also=())


# The names a builtin CType has (the C types and the C library's integer typedefs the front end
# keeps as builtins): in the JSON text of a type, any other bare name is a typedef.
BUILTIN_NAMES = frozenset([
    "_Bool", "char", "signed char", "unsigned char", "short", "unsigned short", "int", "unsigned int",
    "long", "unsigned long", "long long", "unsigned long long", "float", "double", "long double", "wchar_t",
    "size_t", "ptrdiff_t", "intptr_t", "uintptr_t", "intmax_t", "uintmax_t", "ssize_t", "off_t", "loff_t",
    *(f"{s}int{n}_t" for s in ("", "u") for n in (8, 16, 32, 64)),
])


def type_text(t: CType) -> str:
    """A CType as the short text api.json keeps (a third of its size as objects): `const ` for a
    const type, then `*T` (pointer to T), `[N]T` or `[]T` (array), `(P, Q, ...)R` (function of
    P, Q returning R; `...` for variadic), `struct NAME` (struct or union), `enum NAME`, `void`,
    a builtin's name, or a typedef's name (`typedef NAME` where it is a builtin's)."""
    const = "const " if t.const else ""
    if t.kind == "pointer":
        assert t.target is not None
        return f"{const}*{type_text(t.target)}"
    if t.kind == "array":
        assert t.target is not None
        return f"{const}[{'' if t.length is None else t.length}]{type_text(t.target)}"
    if t.kind == "function":
        assert t.target is not None
        params = [type_text(p) for p in t.params] + (["..."] if t.variadic else [])
        return f"{const}({', '.join(params)}){type_text(t.target)}"
    if t.kind == "record":
        return f"{const}struct {t.name}"
    if t.kind == "enum":
        return f"{const}enum {t.name}"
    if t.kind == "void":
        return f"{const}void"
    if t.kind == "typedef" and (t.name in BUILTIN_NAMES or t.name == "void" or t.name.startswith(("struct ", "enum "))):
        return f"{const}typedef {t.name}"
    return f"{const}{t.name}"


@functools.lru_cache(maxsize=1 << 16)  # a release repeats a few thousand texts ~25,000 times
def parse_type_text(text: str) -> CType:
    """The CType of a type_text; ValueError naming the text where it is not one (a CType is
    frozen: one object serves every use of a text)."""
    t, end = _parse_type(text, 0)
    if end != len(text):
        raise ValueError(f"{text!r}: unexpected {text[end:]!r} at {end}")
    return t


_TYPE_NAME = re.compile(r"[A-Za-z_]\w*(?: [A-Za-z_]\w*)*")


def _parse_type(s: str, i: int) -> tuple[CType, int]:
    const = s.startswith("const ", i)
    if const:
        i += len("const ")
    if s.startswith("*", i):
        target, i = _parse_type(s, i + 1)
        return CType("pointer", const=const, target=target), i
    if s.startswith("[", i):
        close = s.index("]", i)
        target, end = _parse_type(s, close + 1)
        length = s[i + 1:close]
        return CType("array", const=const, target=target, length=int(length) if length else None), end
    if s.startswith("(", i):
        params: list[CType] = []
        variadic = False
        i += 1
        while not s.startswith(")", i):
            if s.startswith("...", i):
                variadic, i = True, i + 3
            else:
                param, i = _parse_type(s, i)
                params.append(param)
            if s.startswith(", ", i):
                i += 2
            elif not s.startswith(")", i):
                raise ValueError(f"{s!r}: expected ', ' or ')' at {i}")
        result, end = _parse_type(s, i + 1)
        return CType("function", const=const, target=result, params=tuple(params), variadic=variadic), end
    end = i
    while end < len(s) and s[end] not in ",)":
        end += 1
    name = s[i:end]
    if not _TYPE_NAME.fullmatch(name):
        raise ValueError(f"{s!r}: expected a type at {i}")
    for prefix, kind in (("struct ", "record"), ("enum ", "enum"), ("typedef ", "typedef")):
        if name.startswith(prefix):
            return CType(kind, name[len(prefix):], const=const), end  # type: ignore[arg-type]
    if name == "void":
        return CType("void", const=const), end
    return CType("builtin" if name in BUILTIN_NAMES else "typedef", name, const=const), end


def _encode(value: Any, prose: bool = True) -> Any:
    if isinstance(value, CType):
        return type_text(value)
    if isinstance(value, Location):
        return str(value)  # "cuda.h:1234"
    if isinstance(value, Param):
        return f"{value.name}: {type_text(value.type)}"  # "dptr: *CUdeviceptr"
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        if not prose and isinstance(value, Doc):
            value = _without_prose(value)
        out: dict[str, Any] = {}
        for f in dataclasses.fields(value):
            v = getattr(value, f.name)
            if f.name == "symbol" and isinstance(value, Function) and v == value.name:
                continue  # implied: a function binds its own name unless the header versions it
            if not prose and isinstance(v, Doc):
                v = _without_prose(v)  # a Doc with nothing but prose is then left out
            default = f.default if f.default is not dataclasses.MISSING else dataclasses.MISSING
            if default is not dataclasses.MISSING and v == default:
                continue  # keep the JSON small: defaults are implied
            out[f.name] = _encode(v, prose)
        return out
    if isinstance(value, tuple):
        return [_encode(v, prose) for v in value]
    return value


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    if cls not in _HINTS:
        _HINTS[cls] = typing.get_type_hints(cls)
    return _HINTS[cls]


# A decoder per type hint, made once: a release's api.json has ~100,000 values, and working out
# each one's type anew (typing.get_origin, get_type_hints, ...) took most of the reading time.
_DECODERS: dict[Any, Callable[[Any], Any]] = {}


def _decoder(tp: Any) -> Callable[[Any], Any]:
    found = _DECODERS.get(tp)
    if found is None:
        found = _DECODERS[tp] = _make_decoder(tp)
    return found


def _make_decoder(tp: Any) -> Callable[[Any], Any]:
    origin = typing.get_origin(tp)
    if origin is tuple:
        (item, _ellipsis) = typing.get_args(tp)
        return lambda data: tuple(map(_decoder(item), data))
    if origin in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(tp) if a is not type(None)]
        if len(args) != 1:
            return lambda data: data  # unions of primitives (int | float | str)
        inner = args[0]
        return lambda data: None if data is None else _decoder(inner)(data)
    if origin is Literal:
        return lambda data: data
    if tp is Location:
        return _decode_location
    if tp is Param:
        return lambda data: Param(*_param_text(data)) if isinstance(data, str) else _decode_fields(Param, data)
    if tp is CType:  # a type text; a CType of api.json before type texts is an object
        return lambda data: parse_type_text(data) if isinstance(data, str) else _decode_fields(CType, data)
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return lambda data: _decode_fields(tp, data)
    return lambda data: data


def _decode_fields(tp: type, data: dict[str, Any]) -> Any:
    if tp is Function and "symbol" not in data:
        data = {**data, "symbol": data["name"]}  # left out when it is the name
    hints = _hints(tp)
    return tp(**{k: _decoder(hints[k])(v) for k, v in data.items()})


def _decode_location(data: Any) -> Location:
    if not isinstance(data, str):
        return typing.cast(Location, _decode_fields(Location, data))
    file, _, line = data.rpartition(":")
    return Location(file, int(line))


def _param_text(data: str) -> tuple[str, CType]:
    name, _, text = data.partition(": ")
    return name, parse_type_text(text)


def _decode(tp: Any, data: Any) -> Any:
    return _decoder(tp)(data)


def to_json(item: Api | Package, prose: bool = True) -> str:
    """Serialize sorted, one declaration per line, ending in a newline: byte-stable for a
    given input; a function's symbol is left out where it is its name.
    Without `prose`, each Doc keeps its brief, parameter texts, result codes and deprecation
    but not its details, notes, see-also and return text: the committed api.json of each
    release (what `cudagen diff` and `check-usage` read), 3.8 MB smaller over four releases;
    `cudagen dump-ir` gives all of it. Each CType is its short text (type_text), each Param
    "name: type text", each Location "file:line"; from_json also reads the objects of the
    files written before."""
    if isinstance(item, Api):
        item = item.sorted()
    else:
        item = Package(item.release, tuple(sorted((a.sorted() for a in item.libraries), key=lambda a: a.library)))
    return _item_lines(_encode(item, prose)) + "\n"


def _compact(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def _item_lines(value: dict[str, Any]) -> str:
    """A package's or library's JSON with one declaration per line (a function, an enum with
    its members, a struct with its fields): a change shows as that line in a diff. One value
    per line, as before, made a release's api.json 0.15 MiB bigger (a newline for each)."""
    parts = []
    for key, v in value.items():
        if isinstance(v, list) and v and all(isinstance(x, dict) for x in v):
            nested = key == "libraries"
            items = ",\n".join(_item_lines(x) if nested else _compact(x) for x in v)
            parts.append(f"{_compact(key)}:[\n{items}\n]")
        else:
            parts.append(f"{_compact(key)}:{_compact(v)}")
    return "{" + ",".join(parts) + "}"


def from_json(text: str) -> Package:
    """Read an api.json (a Package) or the JSON of a single Api (wrapped in a Package)."""
    data = json.loads(text)
    if data.get("schema") not in (None, SCHEMA_VERSION):
        raise ValueError(f"api.json schema {data.get('schema')} is not {SCHEMA_VERSION}")
    if "libraries" in data:
        package: Package = _decode(Package, data)
        return package
    api: Api = _decode(Api, data)
    return Package(api.release, (api,))


__all__ = [
    "EMPTY_DOC",
    "Api",
    "CType",
    "Callback",
    "Doc",
    "Enum",
    "EnumMember",
    "Field",
    "Function",
    "Group",
    "HeaderFile",
    "Location",
    "Macro",
    "Package",
    "Param",
    "ParamDoc",
    "Record",
    "Refused",
    "SkippedMacro",
    "Typedef",
    "from_json",
    "to_json",
]
