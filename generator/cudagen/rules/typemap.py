"""C types to Python: the ctypes type used at run time and the annotation in the stubs.

All type-mapping decisions live here (and in `rules`), in Python with unit tests;
templates only lay the results out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .. import ir

CTYPES_BUILTIN = {
    "_Bool": "c_bool",
    "char": "c_char",
    "signed char": "c_byte",
    "unsigned char": "c_ubyte",
    "short": "c_short",
    "unsigned short": "c_ushort",
    "int": "c_int",
    "unsigned int": "c_uint",
    "long": "c_long",
    "unsigned long": "c_ulong",
    "long long": "c_longlong",
    "unsigned long long": "c_ulonglong",
    "float": "c_float",
    "double": "c_double",
    "long double": "c_longdouble",
    "wchar_t": "c_wchar",
    "size_t": "c_size_t",
    "ptrdiff_t": "c_ssize_t",
    "intptr_t": "c_ssize_t",
    "uintptr_t": "c_size_t",
    "intmax_t": "c_int64",
    "uintmax_t": "c_uint64",
    "int8_t": "c_int8",
    "int16_t": "c_int16",
    "int32_t": "c_int32",
    "int64_t": "c_int64",
    "uint8_t": "c_uint8",
    "uint16_t": "c_uint16",
    "uint32_t": "c_uint32",
    "uint64_t": "c_uint64",
    "ssize_t": "c_ssize_t",
    "off_t": "c_int64",
    "loff_t": "c_int64",
}

# (bits, signed) of each integer builtin, LP64.
INT_RANGES = {
    "_Bool": (1, False), "char": (8, True), "signed char": (8, True), "unsigned char": (8, False),
    "short": (16, True), "unsigned short": (16, False), "int": (32, True), "unsigned int": (32, False),
    "long": (64, True), "unsigned long": (64, False), "long long": (64, True),
    "unsigned long long": (64, False), "size_t": (64, False), "ptrdiff_t": (64, True),
    "intptr_t": (64, True), "uintptr_t": (64, False), "intmax_t": (64, True), "uintmax_t": (64, False),
    "int8_t": (8, True), "int16_t": (16, True), "int32_t": (32, True), "int64_t": (64, True),
    "uint8_t": (8, False), "uint16_t": (16, False), "uint32_t": (32, False), "uint64_t": (64, False),
    "wchar_t": (32, True), "ssize_t": (64, True), "off_t": (64, True), "loff_t": (64, True),
}
FLOATS = {"float", "double", "long double"}

Category = Literal[
    "void", "int", "float", "bool", "char", "enum", "handle", "record", "opaque", "pointer",
    "callback", "array",
]

# The renaming rule (README, "Names"): a C name that Python cannot use as it is gets a
# trailing underscore. Module-level names: keywords and builtins (a module constant `print`
# would shadow the builtin for every user of the module). Parameters: keywords (function
# bodies reach builtins through private aliases, so a parameter named `bytes` shadows nothing
# they use). Struct fields: keywords and ctypes' own class attributes (`_fields_`, `_pack_`).
# Soft keywords (match, case, type, _) are valid names everywhere and stay as they are.
#
# Both lists are frozen here, not read from the running interpreter, so that every Python
# generates the same bindings (3.12 added `type` to the soft keywords, 3.13 a builtin).
PY_RESERVED = frozenset({
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def",
    "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is",
    "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
})
# The public builtins of Python 3.11 to 3.13.
BUILTIN_NAMES = frozenset({
    "ArithmeticError", "AssertionError", "AttributeError", "BaseException", "BaseExceptionGroup",
    "BlockingIOError", "BrokenPipeError", "BufferError", "BytesWarning", "ChildProcessError",
    "ConnectionAbortedError", "ConnectionError", "ConnectionRefusedError", "ConnectionResetError",
    "DeprecationWarning", "EOFError", "Ellipsis", "EncodingWarning", "EnvironmentError", "Exception",
    "ExceptionGroup", "False", "FileExistsError", "FileNotFoundError", "FloatingPointError",
    "FutureWarning", "GeneratorExit", "IOError", "ImportError", "ImportWarning", "IndentationError",
    "IndexError", "InterruptedError", "IsADirectoryError", "KeyError", "KeyboardInterrupt",
    "LookupError", "MemoryError", "ModuleNotFoundError", "NameError", "None", "NotADirectoryError",
    "NotImplemented", "NotImplementedError", "OSError", "OverflowError", "PendingDeprecationWarning",
    "PermissionError", "ProcessLookupError", "PythonFinalizationError", "RecursionError",
    "ReferenceError", "ResourceWarning", "RuntimeError", "RuntimeWarning", "StopAsyncIteration",
    "StopIteration", "SyntaxError", "SyntaxWarning", "SystemError", "SystemExit", "TabError",
    "TimeoutError", "True", "TypeError", "UnboundLocalError", "UnicodeDecodeError",
    "UnicodeEncodeError", "UnicodeError", "UnicodeTranslateError", "UnicodeWarning", "UserWarning",
    "ValueError", "Warning", "ZeroDivisionError", "abs", "aiter", "all", "anext", "any", "ascii", "bin",
    "bool", "breakpoint", "bytearray", "bytes", "callable", "chr", "classmethod", "compile", "complex",
    "copyright", "credits", "delattr", "dict", "dir", "divmod", "enumerate", "eval", "exec", "exit",
    "filter", "float", "format", "frozenset", "getattr", "globals", "hasattr", "hash", "help", "hex",
    "id", "input", "int", "isinstance", "issubclass", "iter", "len", "license", "list", "locals", "map",
    "max", "memoryview", "min", "next", "object", "oct", "open", "ord", "pow", "print", "property",
    "quit", "range", "repr", "reversed", "round", "set", "setattr", "slice", "sorted", "staticmethod",
    "str", "sum", "super", "tuple", "type", "vars", "zip",
})

# Soft keywords known when the lists above were frozen (3.12 added `type`). They stay valid
# names; tests/test_hostile.py fails when a newer Python adds one, so that a maintainer decides.
SOFT_KEYWORDS = frozenset({"_", "case", "match", "type"})

# The public names a generated module defines for itself (templates/bindings.py.j2); its
# private ones all begin with one underscore. A C name equal to one of them, or of the private
# kind, is renamed at module level (a macro `_s` must not replace the support module the
# function bodies call, nor a constant `KernelArgs` the class).
MODULE_NAMES = frozenset({
    "BACKEND", "BACKEND_REASON", "CUDAError", "CUDA_RELEASE", "DriverNotFoundError",
    "FunctionNotFoundError", "HEADER_VERSION", "KernelArgs", "TYPE_CHECKING", "pack_kernel_args",
    "set_per_thread_default_stream",
})
CTYPES_ATTRIBUTES = frozenset({
    "_fields_", "_pack_", "_anonymous_", "_align_", "_layout_", "_swappedbytes_", "_type_", "_length_",
    "_objects", "_b_base_", "_b_needsfree_", "_as_parameter_", "_cudagen_fields_",
})


def _dunder(name: str) -> bool:
    return len(name) > 4 and name.startswith("__") and name.endswith("__")


def _private(name: str) -> bool:
    """A name of the kind the generated code keeps for itself: one leading underscore (`_s`,
    `_error`, `_h_stream`), or a `__dunder__` (`__all__`, `__getattr__`). C's `__half` is neither."""
    return (name.startswith("_") and not name.startswith("__")) or _dunder(name)


def py_name(name: str) -> str:
    """A C identifier as a Python identifier: keywords get a trailing `_`."""
    return name + "_" if name in PY_RESERVED else name


def py_member(name: str) -> str:
    """An enumerator as a member of its enum class: keywords, and the names an Enum keeps for
    itself (`__dunder__`, `_sunder_`, `__private` is name-mangled), get a trailing `_`
    (`_s_` would be a sunder name: `_s` stays, `_x_` becomes `_x__`)."""
    if name in PY_RESERVED or _dunder(name) or (name.startswith("__") and not name.endswith("__")):
        return name + "_"
    if len(name) > 2 and name[0] == name[-1] == "_" and name[1] != "_" and name[-2] != "_":
        return name + "_"
    return name


def py_global(name: str) -> str:
    """A module-level name: keywords, builtins, the module's own names and the kind its private
    names are (one leading underscore, `__dunder__`) get a trailing `_`."""
    if name in PY_RESERVED or name in BUILTIN_NAMES or name in MODULE_NAMES or _private(name):
        return name + "_"
    return name


def py_param(name: str) -> str:
    """A parameter: keywords, the module's own names and the kind of name a function body keeps
    for itself (`_s`, `_r`, `_h_x`: one leading underscore; `__dunder__`) get a trailing `_`."""
    if name in PY_RESERVED or name in MODULE_NAMES or _private(name):
        return name + "_"
    return name


def py_field(name: str) -> str:
    """A struct or union field: keywords, ctypes' own class attributes and `__dunder__` names
    (a field `__init__` would replace the constructor) get a trailing `_`."""
    return name + "_" if name in PY_RESERVED or name in CTYPES_ATTRIBUTES or _dunder(name) else name


@dataclass(frozen=True, slots=True)
class Resolved:
    """What a C type is once typedefs are followed."""

    category: Category
    ctype: ir.CType  # the type with typedefs resolved at the top level
    typedef: str = ""  # the outermost typedef name, if the type was written through one
    handle: str = ""  # for handles: the public handle type name


class TypeMap:
    """Type questions about one Api: resolution, ctypes spelling, stub annotations."""

    def __init__(self, api: ir.Api) -> None:
        self.api = api
        self.typedefs = {t.name: t for t in api.typedefs}
        self.records = {r.name: r for r in api.records}
        self.enums = {e.name: e for e in api.enums}
        self.callbacks = {c.name: c for c in api.callbacks}
        # The answers, by type (an Api does not change; the classification of a release asks
        # about the same few thousand types over a million times).
        self._stripped: dict[ir.CType, ir.CType] = {}
        self._resolved: dict[ir.CType, Resolved] = {}
        # Record tags and typedefs that name records or enums resolve to the IR name.
        self.handle_typedefs = {t.name for t in api.typedefs if self._is_handle_typedef(t)}

    # --- resolution ---------------------------------------------------------------

    def strip(self, t: ir.CType) -> ir.CType:
        """Follow typedefs until a non-typedef type (callbacks stay by name)."""
        if t.kind != "typedef":
            return t
        found = self._stripped.get(t)
        if found is None:
            found = self._stripped[t] = self._strip(t)
        return found

    def _strip(self, t: ir.CType) -> ir.CType:
        seen: set[str] = set()
        while t.kind == "typedef" and t.name in self.typedefs and t.name not in seen:
            seen.add(t.name)
            inner = self.typedefs[t.name].type
            t = ir.CType(inner.kind, inner.name, t.const or inner.const, inner.target, inner.length, inner.params, inner.variadic)
        return t

    def decayed(self, t: ir.CType) -> ir.CType:
        """A parameter's type as C takes it: `T x[]` and `T x[N]` (also through a typedef) are
        `T *x` (C adjusts array parameters to pointers); any other type as it is. The IR keeps
        the array, whose spelling the docs show."""
        s = self.strip(t)
        if s.kind == "array" and s.target is not None:
            return ir.CType("pointer", target=s.target)
        return t

    def _is_handle_typedef(self, td: ir.Typedef) -> bool:
        t = td.type
        if t.kind == "pointer" and t.target is not None:
            target = t.target
            if target.kind == "record" and target.name in self.records and self.records[target.name].opaque:
                return True
            if target.kind == "typedef":
                inner = self.strip(target)
                return inner.kind == "record" and inner.name in self.records and self.records[inner.name].opaque
            return False
        if t.kind == "typedef" and t.name in self.typedefs:
            return self._is_handle_typedef(self.typedefs[t.name]) or self._is_int_handle(td)
        return self._is_int_handle(td)

    def _is_int_handle(self, td: ir.Typedef) -> bool:
        """Integer typedefs that stand for an object (CUdevice, CUdeviceptr, CUtexObject):
        distinct types in the stubs. Plain width typedefs (cuuint32_t) are not."""
        t = self.strip(td.type)
        if t.kind != "builtin" or t.name not in INT_RANGES or t.name == "_Bool":
            return False
        name = td.name
        lowered = name.lower()
        if lowered.startswith(("cuuint", "cuint")) or (name.endswith(("_t",)) and "int" in lowered):
            return False
        return any(k in lowered for k in ("device", "ptr", "object", "handle", "cudevice"))

    def resolve(self, t: ir.CType) -> Resolved:
        """What `t` is once typedefs are followed: its category, the type, the typedef it was
        written through and, for handles, the handle type's name."""
        found = self._resolved.get(t)
        if found is None:
            found = self._resolved[t] = self._resolve(t)
        return found

    def _resolve(self, t: ir.CType) -> Resolved:
        typedef = t.name if t.kind == "typedef" else ""
        handle = ""
        if typedef:
            # The outermost handle typedef names the handle (CUcontext, not CUctx_st *).
            name = typedef
            while name:
                if name in self.handle_typedefs:
                    handle = name
                    break
                inner = self.typedefs.get(name)
                name = inner.type.name if inner is not None and inner.type.kind == "typedef" else ""
        if typedef in self.callbacks:
            return Resolved("callback", t, typedef)
        s = self.strip(t)
        if s.kind == "typedef" and s.name in self.callbacks:
            return Resolved("callback", s, typedef or s.name)
        if s.kind == "void":
            return Resolved("void", s, typedef)
        if s.kind == "builtin":
            if s.name in FLOATS:
                return Resolved("float", s, typedef)
            if s.name == "_Bool":
                return Resolved("bool", s, typedef)
            if s.name == "char":
                return Resolved("char", s, typedef)
            return Resolved("handle" if handle else "int", s, typedef, handle)
        if s.kind == "enum":
            return Resolved("enum", s, typedef)
        if s.kind == "record":
            rec = self.records.get(s.name)
            return Resolved("opaque" if rec is not None and rec.opaque else "record", s, typedef)
        if s.kind == "pointer":
            if s.target is not None and self.strip(s.target).kind == "function":
                return Resolved("callback", s, typedef)  # `void (*fn)(int)` without a typedef
            return Resolved("handle" if handle else "pointer", s, typedef, handle)
        if s.kind == "array":
            return Resolved("array", s, typedef)
        if s.kind == "function":
            return Resolved("callback", s, typedef)
        raise ValueError(f"cannot resolve C type {t.spelling()}")

    def parse_type_name(self, text: str) -> ir.CType:
        """A C type written in a rules file or a doc ("unsigned int", "CUcontext", "void *")."""
        text = " ".join(text.replace("*", " * ").split())
        stars = text.count("*")
        base = text.replace("*", "").strip()
        base = {"bool": "_Bool", "unsigned": "unsigned int", "signed": "int"}.get(base, base)
        if base not in self.typedefs:
            # The runtime headers document driver types they do not declare.
            base = {"cuuint64_t": "uint64_t", "cuuint32_t": "uint32_t"}.get(base, base)
        if base == "void":
            t = ir.CType("void")
        elif base in CTYPES_BUILTIN:
            t = ir.CType("builtin", base)
        elif base in self.typedefs or base in self.callbacks:
            t = ir.CType("typedef", base)
        elif base in self.records:
            t = ir.CType("record", base)
        elif base in self.enums:
            t = ir.CType("enum", base)
        else:
            raise ValueError(f"unknown C type '{text}'")
        for _ in range(stars):
            t = ir.CType("pointer", target=t)
        return t

    # --- ctypes -------------------------------------------------------------------

    def ctypes_type(self, t: ir.CType) -> str:
        """The ctypes type expression for a value of type `t` (module `_c` is ctypes)."""
        r = self.resolve(t)
        s = r.ctype
        if r.category == "callback":
            if r.typedef in self.callbacks:
                return py_global(r.typedef)
            fn = self.strip(s.target) if s.kind == "pointer" and s.target is not None else s
            if fn.kind != "function" or fn.target is None:
                return "_c.c_void_p"
            result = "None" if self.resolve(fn.target).category == "void" else self.ctypes_type(fn.target)
            return f"_c.CFUNCTYPE({', '.join([result, *(self.ctypes_type(p) for p in fn.params)])})"
        if r.category == "void":
            return "None"
        if s.kind == "builtin":
            return "_c." + CTYPES_BUILTIN[s.name]
        if s.kind == "enum":
            underlying = self.enums[s.name].underlying if s.name in self.enums else "int"
            return "_c." + CTYPES_BUILTIN[underlying]
        if s.kind == "record":
            if r.category == "opaque":
                raise ValueError(f"opaque struct {s.name} has no layout")
            return py_global(s.name)
        if s.kind == "pointer":
            assert s.target is not None
            target = self.resolve(s.target)
            if target.category == "char":
                return "_c.c_char_p"
            if target.category in ("void", "opaque", "handle", "pointer", "callback", "array"):
                return "_c.c_void_p"
            if target.category == "record":
                return f"_c.POINTER({self.ctypes_type(s.target)})"
            return f"_c.POINTER({self.ctypes_type(s.target)})"
        if s.kind == "array":
            assert s.target is not None
            if s.length is None:
                return f"_c.POINTER({self.ctypes_type(s.target)})"
            return f"({self.ctypes_type(s.target)} * {s.length})"
        raise ValueError(f"no ctypes type for {t.spelling()}")

    def int_range(self, t: ir.CType) -> tuple[int, int] | None:
        """(min, max) for integer-valued types, None otherwise."""
        s = self.strip(t)
        name = s.name
        if s.kind == "enum":
            name = self.enums[s.name].underlying if s.name in self.enums else "int"
        elif s.kind == "pointer":
            return (0, 2**64 - 1)
        if name not in INT_RANGES:
            return None
        bits, signed = INT_RANGES[name]
        return (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)

    # --- stubs --------------------------------------------------------------------

    def annotation(self, t: ir.CType, *, accept: bool) -> str:
        """The stub annotation of a value of type `t`: what a caller may pass when
        `accept`, or what a binding returns otherwise."""
        r = self.resolve(t)
        s = r.ctype
        if r.category == "handle":
            name = py_global(r.handle)
            if s.kind == "pointer":
                return f"{name} | _HandleLike | None" if accept else name
            return f"{name} | _HandleLike" if accept else name
        if r.category == "int":
            return "_SupportsInt" if accept else "int"
        if r.category == "char":
            return "bytes"
        if r.category == "bool":
            return "bool"
        if r.category == "float":
            return "float"
        if r.category == "enum":
            return f"{py_global(s.name)} | int" if accept else py_global(s.name)
        if r.category == "record":
            return py_global(s.name)
        if r.category == "callback":
            return "_Callable[..., _Any]" if accept else "_Any"
        if r.category == "array":
            return "_Any"
        if r.category == "pointer":
            return "_Pointer" if accept else "int"
        if r.category == "void":
            return "None"
        return "_Any"

    def field_annotation(self, t: ir.CType) -> str:
        """What reading a struct field gives in Python (ctypes' own conversions)."""
        r = self.resolve(t)
        s = r.ctype
        if r.category in ("int", "handle", "enum"):
            if s.kind == "pointer":
                return "int | None"
            return "int"
        if r.category == "float":
            return "float"
        if r.category == "bool":
            return "bool"
        if r.category == "char":
            return "bytes"
        if r.category == "record":
            return py_global(s.name)
        if r.category == "array":
            assert s.target is not None
            inner = self.resolve(s.target)
            if inner.category == "char":
                return "bytes"
            return "_Any"
        if r.category == "pointer":
            assert s.target is not None
            if self.resolve(s.target).category == "char":
                return "bytes | None"
            if self.ctypes_type(t) == "_c.c_void_p":
                return "int | None"
            return "_Any"
        return "_Any"
