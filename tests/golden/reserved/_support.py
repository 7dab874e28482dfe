"""Support code shared by the generated modules of this package.

Copied verbatim by cudagen from its runtime/support.py; standard library only. The
generated modules (driver, ...) hold the declarations; this module holds the
machinery: loading libraries lazily, result-code exceptions, open enums,
argument conversion and kernel-argument packing.
"""

from __future__ import annotations

import ctypes as _c
import enum
import importlib
import os
import struct
import sys
import threading
import weakref
from collections.abc import Callable, Sequence

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (~8 ms of import time)
if TYPE_CHECKING:
    from typing import Any, ClassVar

__all__ = [
    "CUDAError",
    "DriverNotFoundError",
    "FunctionNotFoundError",
    "KernelArgs",
    "OpenIntEnum",
    "Struct",
    "Union",
]


_FUNCTION_POINTER: type = _c.CFUNCTYPE(None).__mro__[1]  # ctypes' _CFuncPtr, not in typeshed

# --- enums ---------------------------------------------------------------------------


class OpenIntEnum(enum.IntEnum):
    """An IntEnum that accepts values it does not list (a newer driver may return them):
    `CUresult(12345)` gives a member named `UNKNOWN_12345` instead of raising."""

    @classmethod
    def _missing_(cls, value: object) -> Any:
        if not isinstance(value, int) or isinstance(value, bool):
            return None
        member = int.__new__(cls, value)
        member._name_ = f"UNKNOWN_{value}"
        member._value_ = value
        return cls._value2member_map_.setdefault(value, member)


_LAZY_LOCK = threading.RLock()  # two threads first using one enum make it once


def lazy_attribute(namespace: dict[str, Any], name: str) -> Any:
    """A module's __getattr__, until a lazy name is first asked for: make name from the
    module's _LAZY (enums, made by their functions), _LAZY_ERRORS (exception classes),
    _LAZY_ALIASES (an enum's alias), _LAZY_MEMBERS (enumerators) or _LAZY_TYPES (structs,
    unions, callback types: _types()), keep it in the module,
    then make the others too (materialize), which removes the hook."""
    with _LAZY_LOCK:
        made = _lazy_one(namespace, name)
        materialize(namespace)
        return made


def _lazy_one(namespace: dict[str, Any], name: str) -> Any:
    """Lazy name `name` of the module, made if it is not yet (the others left as they are:
    the compiled backend's objects at import)."""
    with _LAZY_LOCK:
        made = namespace.get(name, _LAZY_LOCK)
        return made if made is not _LAZY_LOCK else _make_lazy(namespace, name)


def _make_lazy(namespace: dict[str, Any], name: str) -> Any:
    factory = namespace["_LAZY"].get(name)
    error_doc = namespace.get("_LAZY_ERRORS", {}).get(name)
    if name in namespace.get(
        "_LAZY_TYPES", ()
    ):  # the structs, unions and callback types: all at once
        if not namespace.get("_TYPES_MADE"):
            _make_types(namespace)
        return namespace[name]
    if factory is not None:
        value = factory()
        value.__qualname__ = name  # made in a function: what pickle finds it by
    elif error_doc is not None:  # the exception class of one result code
        value = type(
            name,
            (namespace["_ERROR_BASE"],),
            {"__doc__": error_doc, "__module__": namespace["__name__"]},
        )
    else:
        target = namespace["_LAZY_ALIASES"].get(name) or _enum_of(namespace, name)
        if target is None:
            raise AttributeError(f"module {namespace['__name__']!r} has no attribute {name!r}")
        head, _, rest = target.partition(".")
        value = namespace[head] if head in namespace else _lazy_one(namespace, head)
        if rest:
            value = getattr(value, rest)
    namespace[name] = value
    return value


def _enum_of(namespace: dict[str, Any], name: str) -> str | None:
    """ "Enum.NAME" when `name` is an enumerator of one of the module's enums (its _LAZY_MEMBERS,
    read into an index at the first need), else None."""
    index: dict[str, str] | None = namespace.get("_MEMBER_OF")
    if index is None:
        index = {}
        for enum, members in namespace.get("_LAZY_MEMBERS", {}).items():
            for member in members.split():
                index[member] = f"{enum}.{member}"
        namespace["_MEMBER_OF"] = index
    return index.get(name)


def module_dir(namespace: dict[str, Any]) -> list[str]:
    """A module's __dir__: its names and those it makes lazily, but not its __getattr__, which
    the first lazy name made removes (what dir() lists must stay gettable)."""
    return sorted({*namespace, *lazy_names(namespace)} - {"__getattr__"})


def lazy_names(namespace: dict[str, Any]) -> list[str]:
    """Every name a module makes lazily (its __dir__ lists them before they are made)."""
    members = [m for names in namespace.get("_LAZY_MEMBERS", {}).values() for m in names.split()]
    return [
        *namespace["_LAZY"],
        *namespace["_LAZY_ALIASES"],
        *namespace.get("_LAZY_ERRORS", ()),
        *namespace.get("_LAZY_TYPES", ()),
        *members,
    ]


def _make_types(namespace: dict[str, Any]) -> None:
    """Run the module's _types() (classes made in a function: give them their module-level
    qualified names, which pickle and repr use) and keep what it made in the module."""
    made = namespace["_types"]()
    for value in made.values():
        if isinstance(value, type) and "<locals>" in value.__qualname__:
            value.__qualname__ = value.__name__
    for key, value in made.items():
        namespace.setdefault(key, value)
    namespace["_TYPES_MADE"] = True


def materialize(namespace: dict[str, Any]) -> None:
    """Make every lazy name of a module (before a pure-Python function body runs, since its
    global lookups do not go through the module's __getattr__; or at the first use of any),
    then remove the module's __getattr__: CPython specializes attribute loads from a module
    (`driver.cuCtxGetCurrent`, LOAD_ATTR_MODULE) only when it has none, and the unspecialized
    load cost 52 ns of a 118 ns call on an H100 host (cudagen's docs/benchmarks.md)."""
    with _LAZY_LOCK:
        if namespace.get("_MATERIALIZED"):
            return
        if "_types" in namespace and not namespace.get("_TYPES_MADE"):
            _make_types(namespace)
        for name in (
            *namespace["_LAZY"],
            *namespace["_LAZY_ALIASES"],
            *namespace.get("_LAZY_ERRORS", ()),
        ):
            if name not in namespace:
                _make_lazy(namespace, name)
        for enum, members in namespace.get(
            "_LAZY_MEMBERS", {}
        ).items():  # enumerators, as C has them
            cls = namespace[enum]
            for member in members.split():
                if member not in namespace:
                    namespace[member] = getattr(cls, member)
        namespace["_MATERIALIZED"] = True  # only once all are made
        namespace.pop("__getattr__", None)


# The DeprecationWarnings given (their messages), by Python bodies and compiled functions alike:
# each deprecated function warns once per process, then costs what the others do.
deprecations_warned: set[str] = set()


def warn_deprecated(message: str) -> None:
    """Called first by a generated function the headers deprecate (`message in
    deprecations_warned or warn_deprecated(message)`): a DeprecationWarning attributed to the
    line that called it (past this module's frames), once per process; where warnings are
    errors it raises, and the next call warns again."""
    import warnings

    frame: Any = sys._getframe(2)  # the deprecated function's caller
    level = 3
    while frame is not None and frame.f_code.co_filename == __file__:
        frame = frame.f_back
        level += 1
    warnings.warn(message, DeprecationWarning, stacklevel=level)
    deprecations_warned.add(message)


def member(enum_class: Any, value: int) -> Any:
    """`enum_class(value)`, fast for declared values (calling an Enum class is slow)."""
    found = enum_class._value2member_map_.get(value)
    return found if found is not None else enum_class(value)


# --- errors --------------------------------------------------------------------------


class CUDAError(Exception):
    """A CUDA call returned an error code. Each library derives a base from this, and a
    class per result code from that base.

    Attributes: `code` (int), `name` (the result code's name), `message` (the library's
    own text), `function` (the binding that failed)."""

    library: ClassVar[str] = "CUDA"
    log: str = ""  # NVRTC compilation failures carry the program log here

    def __init__(self, code: int, function: str = "", message: str | None = None) -> None:
        self.code = int(code)
        self.name = self._name(self.code)
        self.function = function
        self.message = message if message is not None else self._message(self.code)
        where = f"{function}: " if function else ""
        super().__init__(f"{where}{self.name} ({self.code}): {self.message}")

    @classmethod
    def _name(cls, code: int) -> str:
        return str(code)

    @classmethod
    def _message(cls, code: int) -> str:
        return ""

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.code, self.function, self.message))


def error_factory(namespace: dict[str, Any]) -> Callable[[int, str], CUDAError]:
    """A module's `_error(code, function)`: the exception of status `code` raised by `function`,
    of the class its _ERRORS names (made when first raised) or else its _ERROR_BASE."""
    errors: dict[int, str] = namespace["_ERRORS"]
    base: type[CUDAError] = namespace["_ERROR_BASE"]

    def error(code: int, function: str) -> CUDAError:
        name = errors.get(code)
        cls = base if name is None else namespace.get(name) or _lazy_one(namespace, name)
        made: CUDAError = cls(code, function)
        return made

    return error


_errno_cell: Any = None  # libc's errno of the calling thread (errno_now)


def errno_now() -> int:
    """errno as the last C call of this thread left it. The libraries are loaded without
    ctypes' use_errno (which would cost every call of every function), so it is read where C
    keeps it: glibc's and musl's __errno_location (0 where there is none)."""
    global _errno_cell
    if _errno_cell is None:
        try:
            location = _c.CDLL(None).__errno_location
        except (AttributeError, OSError, TypeError):
            return 0
        location.restype = _c.POINTER(_c.c_int)
        _errno_cell = location
    value: int = _errno_cell()[0]
    return value


def negative_result_error(
    result: int, errno: int, function: str, error: Callable[[int, str], CUDAError]
) -> Exception:
    """What a negative count a function returned means (its rules: negative_errors; cuFileRead,
    "-1 on error, in which case errno is set ... all other errors will return a negative
    integer value of CUfileOpError"): -1 an OSError from errno, -code the library's exception."""
    if result == -1:
        return OSError(
            errno, f"{function}: {os.strerror(errno) if errno else 'failed (errno not set)'}"
        )
    return error(-result, function)


def describer(
    namespace: dict[str, Any], message: str, returns_status: bool
) -> Callable[[int], str]:
    """A module's `_describe(code)`: the library's own text for status `code` from its function
    `message` (which returns the text, or with `returns_status` writes it through a pointer
    and returns a status, as cuGetErrorString), else the header's (the module's _DOCS)."""
    docs: dict[int, str] = namespace["_DOCS"]
    if not message:

        def header_text(code: int) -> str:
            # cufft.h documents none of its codes: their name says it.
            return docs.get(code) or (
                "no description in the header" if code in docs else "unrecognized error code"
            )

        return header_text

    def describe(code: int) -> str:
        try:
            function = getattr(namespace["_f"], message)
            if returns_status:
                text = _c.c_char_p()
                if function(code, _c.byref(text)) == 0 and text.value:
                    return text.value.decode(errors="replace")
            else:
                found = function(code)
                if found:
                    return str(found.decode(errors="replace"))
        except (OSError, NotImplementedError, _c.ArgumentError):
            pass
        return docs.get(code) or "unrecognized error code"

    return describe


def error_with_log(
    namespace: dict[str, Any], log_function: str
) -> Callable[[int, str, Any], CUDAError]:
    """A module's `_error_with_log(code, function, handle)`: what a failure of a function whose
    rules say `error_log = "PARAM"` raises, the library's log for that handle (the module's
    `log_function`, such as nvrtcGetProgramLog) attached as `.log` and to the message."""

    def make(code: int, function: str, handle: Any) -> CUDAError:
        error: CUDAError = namespace["_error"](code, function)
        try:
            error.log = namespace[log_function](handle)
        except Exception:  # the log is a courtesy; the error is what matters
            error.log = ""
        if error.log:
            error.args = (f"{error.args[0]}\n{error.log}",)
        return error

    return make


class DriverNotFoundError(OSError):
    """The CUDA library (libcuda, libcudart, libnvrtc) could not be loaded."""


class FunctionNotFoundError(NotImplementedError):
    """The installed library does not provide a function these bindings declare."""


# --- library loading -----------------------------------------------------------------

_PROTOTYPES: dict[tuple[Any, ...], Any] = {}


def _prototype(restype: Any) -> Any:
    # No argtypes: ctypes' per-argument conversion costs more than the foreign call itself,
    # so the generated wrappers pass every argument already in the form C receives.
    proto = _PROTOTYPES.get(restype)
    if proto is None:
        proto = _PROTOTYPES[restype] = _c.CFUNCTYPE(restype)
    return proto


class HandleType:
    """A handle type at run time: calling it returns its argument, as typing.NewType does
    (the stubs declare NewTypes of int for type checkers), without importing typing."""

    def __init__(self, name: str, module: str) -> None:
        self.__name__ = self.__qualname__ = name
        self.__module__ = module
        self.__supertype__ = int

    def __call__(self, value: int) -> int:
        return value

    def __repr__(self) -> str:
        return f"{self.__module__}.{self.__name__}"


if TYPE_CHECKING:
    # symbol, restype, the name cuGetProcAddress knows, the per-thread-stream symbol,
    # the CUDA version of this ABI for cuGetProcAddress (0: unknown)
    Spec = tuple[str, Any, str, str, int]


class LazyFunctions:
    """Entry points resolved on first use and cached as attributes.

    `specs` maps each public name to (symbol, restype, ...). Resolution is
    serialized by a lock, so threads that first-call a function together resolve it
    once. Subclasses say how an address is found."""

    namespace: ClassVar[dict[str, Any]] = (
        {}
    )  # the module's globals: a restype given by name is found there

    def __init__(self, specs: dict[str, Spec], release: str) -> None:
        self._specs = specs
        self._release = release
        self._lock = threading.RLock()
        self._lib: Any = None

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        try:
            symbol, restype = self._specs[name][:2]
        except KeyError:
            raise AttributeError(name) from None
        with self._lock:
            fn = self.__dict__.get(name)
            if fn is None:
                address = self._address(name, symbol)
                if (
                    restype.__class__ is str
                ):  # the module's name for it ("_c.c_uint", a struct): looked up now
                    restype = _evaluate(restype, self.namespace)
                fn = _prototype(restype)(address)
                self.__dict__[name] = fn
        return fn

    def address(self, name: str) -> int:
        """The address of entry point `name`, resolved as for calls through ctypes (and cached
        with them): what the compiled backend calls."""
        return int(_c.c_void_p.from_buffer(getattr(self, name)).value or 0)

    def _library(self) -> Any:
        raise NotImplementedError

    def _address(self, name: str, symbol: str) -> int:
        lib = self._library()
        try:
            return int(_c.cast(getattr(lib, symbol), _c.c_void_p).value or 0)
        except AttributeError:
            raise FunctionNotFoundError(self._missing(name, symbol)) from None

    def _missing(self, name: str, symbol: str) -> str:
        return (
            f"{name} (symbol {symbol}) is not provided by the installed library; these "
            f"bindings were generated from the CUDA {self._release} headers, which declare it"
        )


def library_variable(name: str) -> str:
    """The environment variable that names library `name`'s file: CUDAGEN_LIB_NVIDIA_ML."""
    return "CUDAGEN_LIB_" + "".join(c if c.isalnum() else "_" for c in name.upper())


def library_override(name: str) -> tuple[str, str] | None:
    """(variable, file) when the environment names the file of library `name` (cuda, cudart,
    nvrtc, ...): CUDAGEN_LIB_<NAME> (NAME in capitals, anything but letters and digits an
    underscore: CUDAGEN_LIB_NVIDIA_ML), or the older spelling CUDAGEN_LIB<NAME>, still read."""
    current = library_variable(name)
    for var in (current, current.replace("_LIB_", "_LIB", 1)):
        if os.environ.get(var):
            return var, os.environ[var]
    return None


def load_library(name: str, candidates: Sequence[str], what: str) -> Any:
    """dlopen the first loadable of: the file named by CUDAGEN_LIB_<NAME> (see
    library_override), then `candidates` through the system loader. The error lists every
    place tried."""
    tried: list[str] = []
    named = library_override(name)
    env = named[0] if named else library_variable(name)
    override = named[1] if named else None
    # A library named by the environment is the only one tried: silently loading another
    # would hide the mistake.
    names = [override] if override else list(candidates)
    for name in names:
        try:
            return _c.CDLL(name, mode=_c.RTLD_GLOBAL if sys.platform != "win32" else 0)
        except OSError as exc:
            tried.append(f"{name}: {exc}")
    raise DriverNotFoundError(
        f"{what} not found. Tried (set {env} to the library file to choose one):\n  "
        + "\n  ".join(tried)
    )


class LibraryFunctions(LazyFunctions):
    """Entry points of a shared library found by name: the file named by the environment
    variable CUDAGEN_LIB_<NAME>, else `lib<name>.so` through the system loader, else
    `lib<name>.so.<N>` where NVIDIA's wheels on sys.path (nvidia/*/lib), $CUDA_HOME,
    $CUDA_PATH or /usr/local/cuda keep it (newest first): a library of a header given to
    `cudagen generate --header`, as pip or the toolkit installed it."""

    def __init__(self, specs: dict[str, Spec], release: str, library: str) -> None:
        super().__init__(specs, release)
        self._name = library

    def _library(self) -> Any:
        if self._lib is None:
            self._lib = load_library(
                self._name,
                [f"lib{self._name}.so", *installed_copies(self._name)],
                f"The {self._name} library",
            )
        return self._lib


def installed_copies(name: str) -> list[str]:
    """lib<name>.so.<N> files in NVIDIA's wheels on sys.path (nvidia/<any>/lib) and the CUDA
    toolkit's lib64 folders ($CUDA_HOME, $CUDA_PATH, /usr/local/cuda): the highest version
    first, then in that order of places."""
    folders: list[str] = []
    for entry in sys.path:
        base = os.path.join(entry or ".", "nvidia")
        if os.path.isdir(base):
            folders += [os.path.join(base, d, "lib") for d in sorted(os.listdir(base))]
    for home in (os.environ.get("CUDA_HOME"), os.environ.get("CUDA_PATH"), "/usr/local/cuda"):
        if home:
            folders += [os.path.join(home, "lib64"), os.path.join(home, "lib")]
    prefix = f"lib{name}.so."
    found: dict[str, tuple[list[int], int]] = {}
    for place, folder in enumerate(folders):
        try:
            names = os.listdir(folder)
        except OSError:
            continue
        for n in names:
            version = n[len(prefix) :]
            if (
                n.startswith(prefix)
                and version.replace(".", "").isdigit()
                and "" not in version.split(".")
            ):
                path = os.path.join(folder, n)
                found.setdefault(path, ([-int(x) for x in version.split(".")], place))
    return sorted(found, key=lambda p: found[p])


class DiscoveredLibrary(LazyFunctions):
    """A CUDA toolkit library (libcudart, libnvrtc) found, in this order, through: the
    environment variable CUDAGEN_LIB_<NAME> (a file), the NVIDIA pip wheels on sys.path,
    cuda-pathfinder when installed, $CUDA_HOME / $CUDA_PATH, /usr/local/cuda, and the
    system loader. The soname's major version is the library's for these headers
    (libcudart.so.13, libnvvm.so.4); when nothing loads, the error lists every place tried.
    `wheel_dirs` are the 12.x wheels' folders (a bare name means nvidia/<name>/lib; 13.x wheels
    share nvidia/cu13/lib), `home_dirs` more folders under $CUDA_HOME than lib64 and lib.
    `companions`: libraries the library opens by name itself (NVRTC its libnvrtc-builtins),
    loaded first from the folder it is found in: a wheel's copy has no RUNPATH to find them."""

    def __init__(
        self,
        specs: dict[str, Spec],
        release: str,
        name: str,
        major: int,
        wheel_dirs: Sequence[str],
        home_dirs: Sequence[str] = (),
        companions: Sequence[str] = (),
    ) -> None:
        super().__init__(specs, release)
        self._name = name
        self._major = major
        self._wheel_dirs = tuple(d if "/" in d else f"nvidia/{d}/lib" for d in wheel_dirs)
        self._home_dirs = tuple(home_dirs)
        self._companions = tuple(companions)
        self.companions_loaded: list[str] = []  # the companions' files, as loaded

    def wheel_dirs(self) -> list[str]:
        """Where NVIDIA's wheels put the library, relative to a sys.path entry."""
        return [f"nvidia/cu{self._release.split('.')[0]}/lib", *self._wheel_dirs]

    def candidates(self) -> list[tuple[str, str]]:
        """(where, path or soname) in search order."""
        soname = f"lib{self._name}.so.{self._major}"
        out: list[tuple[str, str]] = []
        named = library_override(self._name)
        if named:
            return [(f"${named[0]}", named[1])]  # named by the user: the only one tried
        for entry in sys.path:
            for d in self.wheel_dirs():
                path = os.path.join(entry or ".", d, soname)
                if os.path.isfile(path):
                    out.append(("pip wheel", path))
                elif d in self._wheel_dirs and os.path.isfile(path[: -len(f".{self._major}")]):
                    # A 12.x wheel's only copy may be unversioned (nvidia-cuda-nvcc-cu12:
                    # nvvm/lib64/libnvvm.so, soname libnvvm.so.4): that folder holds one major.
                    out.append(("pip wheel", path[: -len(f".{self._major}")]))
        try:
            pathfinder: Any = importlib.import_module("cuda.pathfinder")
            found = getattr(pathfinder.load_nvidia_dynamic_lib(self._name), "abs_path", None)
            # pathfinder finds whatever version is installed: only the headers' major will do
            # (12.9's bindings on 13.0's libcudart would pass 12.9 structs to 13.0 code).
            if found and (
                os.path.basename(found) == soname
                or os.path.basename(found).startswith(soname + ".")
            ):
                out.append(("cuda-pathfinder", str(found)))
        except Exception:  # not installed, or it found nothing
            pass
        for var in ("CUDA_HOME", "CUDA_PATH"):
            base = os.environ.get(var)
            if base:
                for sub in (
                    "lib64",
                    "lib",
                    os.path.join("targets", "x86_64-linux", "lib"),
                    *self._home_dirs,
                ):
                    out.append((f"${var}", os.path.join(base, sub, soname)))
        for sub in ("lib64", *self._home_dirs):
            out.append(("/usr/local/cuda", os.path.join("/usr/local/cuda", sub, soname)))
        out.append(("system loader", soname))
        return out

    def _library(self) -> Any:
        if self._lib is None:
            tried = []
            candidates = self.candidates()
            soname = f"lib{self._name}.so.{self._major}"
            # Only wheels that hold the library are candidates: say where none was found.
            if library_override(self._name) is None and all(
                where != "pip wheel" for where, _ in candidates
            ):
                tried.append(
                    "pip wheel: no "
                    + " or ".join(f"{d}/{soname}" for d in self.wheel_dirs())
                    + " under any sys.path entry"
                )
            for where, path in candidates:
                if where != "system loader" and not os.path.isfile(path):
                    tried.append(f"{where}: {path} (no such file)")
                    continue
                try:
                    if os.path.isabs(path):
                        self._load_companions(os.path.dirname(path))
                    self._lib = _c.CDLL(path, mode=_c.RTLD_GLOBAL)
                    self.loaded_from = (where, path)
                    break
                except OSError as exc:
                    tried.append(f"{where}: {path} ({exc})")
            else:
                raise DriverNotFoundError(
                    f"{soname} (for the CUDA {self._release} bindings) not found. Tried:\n  "
                    + "\n  ".join(tried)
                )
        return self._lib

    def _load_companions(self, folder: str) -> None:
        """Each companion's lib<name>.so* in `folder`, loaded (globally, so that the library's
        own dlopen of its soname finds it) where it is there; the system loader finds the rest."""
        for name in self._companions:
            found = sorted(
                f
                for f in os.listdir(folder)
                if f.startswith(f"lib{name}.so") and f not in self.companions_loaded
            )
            for file in found[:1]:
                try:
                    _c.CDLL(os.path.join(folder, file), mode=_c.RTLD_GLOBAL)
                    self.companions_loaded.append(file)
                except OSError:
                    pass  # then the library's own search, and its own error


# cuGetProcAddress flags (cuda.h CUdriverProcAddress_flags).
_PROC_LEGACY_STREAM = 1
_PROC_PER_THREAD_DEFAULT_STREAM = 2
_PER_THREAD_ENV = "CUDAGEN_PER_THREAD_DEFAULT_STREAM"


class DriverFunctions(LazyFunctions):
    """Driver entry points, resolved through cuGetProcAddress with the CUDA version of the
    ABI the headers declare for each (from cudaTypedefs.h: cuMemAlloc is cuMemAlloc_v2, the
    3.2 ABI), so each public name binds what these bindings were generated for; falls back
    to the versioned symbol itself."""

    def __init__(self, specs: dict[str, Spec], release: str) -> None:
        super().__init__(specs, release)
        self._per_thread: bool | None = None
        self._get_proc: Any = None

    def set_per_thread_default_stream(self, enabled: bool) -> None:
        with self._lock:
            if self._lib is not None and self._per_thread != enabled:
                raise RuntimeError(
                    "the default-stream mode must be chosen before the first driver call"
                )
            self._per_thread = bool(enabled)

    def _library(self) -> Any:
        if self._lib is None:
            self._lib = load_library(
                "cuda",
                ["nvcuda.dll"] if sys.platform == "win32" else ["libcuda.so.1", "libcuda.so"],
                "The CUDA driver (libcuda)",
            )
            if self._per_thread is None:
                self._per_thread = os.environ.get(_PER_THREAD_ENV, "0") not in ("", "0")
            for symbol, nargs in (("cuGetProcAddress_v2", 5), ("cuGetProcAddress", 4)):
                fn = getattr(self._lib, symbol, None)
                if fn is not None:
                    fn.restype = _c.c_int
                    fn.argtypes = [_c.c_char_p, _c.POINTER(_c.c_void_p), _c.c_int, _c.c_uint64] + (
                        [_c.c_void_p] if nargs == 5 else []
                    )
                    self._get_proc = (fn, nargs)
                    break
        return self._lib

    def _address(self, name: str, symbol: str) -> int:
        lib = self._library()
        base, per_thread, version = self._specs[name][2:5]
        # cuGetProcAddress returns the newest ABI of `base` up to the version asked: asking
        # with the ABI's own version (cuCtxSynchronize: 2000, not 13000, whose ABI takes a
        # context) is what binds the header's declaration. Unknown versions use the symbol.
        if self._get_proc is not None and version:
            fn, nargs = self._get_proc
            out = _c.c_void_p()
            flags = _PROC_PER_THREAD_DEFAULT_STREAM if self._per_thread else _PROC_LEGACY_STREAM
            extra = (None,) if nargs == 5 else ()
            if fn(base.encode(), _c.byref(out), version, flags, *extra) == 0 and out.value:
                return int(out.value)
        # Without cuGetProcAddress: the per-thread variant where the header declares one.
        symbols = [per_thread, symbol] if self._per_thread and per_thread else [symbol]
        for s in symbols:
            f = getattr(lib, s, None)
            if f is not None:
                return int(_c.cast(f, _c.c_void_p).value or 0)
        note = f" (ABI of CUDA {version // 1000}.{version % 1000 // 10})" if version else ""
        raise FunctionNotFoundError(
            self._missing(name, symbol) + note + self._driver_version_note()
        )

    def _driver_version_note(self) -> str:
        try:
            fn = self._lib.cuDriverGetVersion
            v = _c.c_int()
            if fn(_c.byref(v)) == 0:
                return f" (the installed driver supports CUDA {v.value // 1000}.{v.value % 1000 // 10})"
        except AttributeError:
            pass
        return ""


# --- argument conversion ---------------------------------------------------------------


def as_int(
    value: Any, name: str, lo: int | None = None, hi: int | None = None, handle: bool = False
) -> int:
    """An integer argument from an int, an IntEnum or any object with __index__ (or, for
    integer handles such as CUdeviceptr, whatever _foreign_handle takes)."""
    if handle and value.__class__ is not int:  # CUdeviceptr and the like: any handle-like object
        v = _foreign_handle(value, name)
    else:
        try:
            v = value.__index__()
        except AttributeError:
            raise TypeError(f"{name}: expected an integer, got {type(value).__name__}") from None
    if lo is not None and hi is not None and not lo <= v <= hi:
        raise OverflowError(f"{name}: {v} is out of range for the C type ({lo}..{hi})")
    return int(v)


# Handle value -> c_void_p passed for it (the entry points have no argtypes, so a 64-bit
# handle must travel as a ctypes pointer). Streams, events and kernels recur from call to
# call; the objects are passed by value and never mutated, so every thread may share them.
handle_args: dict[int, Any] = {0: _c.c_void_p(0)}  # 0 (NULL) always: default streams are common


def handle_arg(value: int) -> Any:
    """The c_void_p for handle `value`, made now and cached (the cache is bounded)."""
    if len(handle_args) >= 1024:
        handle_args.clear()
        handle_args[0] = _c.c_void_p(0)
    arg = handle_args[value] = _c.c_void_p(value)
    return arg


def handle_in(value: Any, name: str) -> Any:
    """What a handle argument `value` (not None, not in the handle_args cache) passes as: its
    c_void_p (cached), or None for NULL. Another library's object or an int-like is converted
    and checked by as_handle, which raises naming `name`."""
    if value.__class__ is not int or not 0 <= value < 2**64:
        value = as_handle(value, name)
    return handle_arg(value) if value else None


def as_handle(value: Any, name: str) -> int | None:
    """A handle or device pointer from an int, None (NULL), or another library's object
    (see _foreign_handle)."""
    if value is None or value.__class__ is int:
        if value is not None and not 0 <= value < 2**64:
            raise OverflowError(f"{name}: {value} is not a valid 64-bit handle or address")
        return value
    v = _foreign_handle(value, name)
    if not 0 <= v < 2**64:
        raise OverflowError(f"{name}: {v} is not a valid 64-bit handle or address")
    return v


def _foreign_handle(value: Any, name: str) -> int:
    """The handle or address another library's object stands for, asked in this order:
    the __cuda_stream__ protocol (cuda.core streams, and anything following it), the CUDA
    Array Interface (CuPy, Numba and PyTorch device arrays: their data pointer), __index__
    or __int__ (cuda.bindings handles, int-like objects), then a `ptr`, `handle` or
    `cuda_stream` attribute holding one (CuPy streams and memory pointers, cuda.core
    buffers, PyTorch streams)."""
    if isinstance(value, (float, complex, str, bytes, bytearray)):
        raise TypeError(
            f"{name}: expected a handle (int, None or an object with __int__), "
            f"got {type(value).__name__}"
        )
    protocol = getattr(value, "__cuda_stream__", None)
    if protocol is not None:
        version, handle = protocol()
        if version != 0:
            raise TypeError(
                f"{name}: __cuda_stream__ protocol version {version} is not "
                "supported (version 0 is)"
            )
        return int(handle)
    interface = getattr(value, "__cuda_array_interface__", None)
    if interface is not None:
        return int(interface["data"][0])
    for attr in ("__index__", "__int__"):
        conv = getattr(value, attr, None)
        if conv is not None:
            return int(conv())
    for attr in ("ptr", "handle", "cuda_stream"):
        inner = getattr(value, attr, None)
        if inner is not None and not isinstance(inner, float) and hasattr(inner, "__int__"):
            return int(inner)
    raise TypeError(
        f"{name}: expected a handle (int, None or an object with __int__), "
        f"got {type(value).__name__}"
    )


def as_float(value: Any, name: str) -> float:
    """A float argument from an int, a float or any object with __float__ or __index__
    (NumPy scalars); not from a string, which float() would parse."""
    if isinstance(value, (str, bytes, bytearray)):
        raise TypeError(f"{name}: expected a float, got {type(value).__name__}")
    try:
        return float(value)
    except (TypeError, ValueError):
        raise TypeError(f"{name}: expected a float, got {type(value).__name__}") from None


def pointer_arg(value: Any, name: str) -> Any:
    """A raw `T *` argument, ready for C: an int address, None, a ctypes object (passed by
    reference), or a buffer-protocol object (its address)."""
    p = as_pointer(value, name)
    return _c.c_void_p(p) if p.__class__ is int else p


def as_cstring(value: Any, name: str, nullable: bool = True) -> bytes | None:
    """A `const char *` argument: str (UTF-8 encoded), bytes, or None where the header says
    NULL is allowed."""
    if value is None:
        if not nullable:
            raise TypeError(f"{name}: must not be None (the header does not allow NULL here)")
        return None
    if isinstance(value, bytes):
        return value
    if isinstance(value, str):
        return value.encode()
    raise TypeError(f"{name}: expected str, bytes or None, got {type(value).__name__}")


def _placed(cls: Any, align: int) -> Any:
    """An instance of the ctypes type `cls` at an address that is a multiple of `align`, in a
    larger buffer that it keeps alive (ctypes memory is only 16-byte aligned)."""
    raw = (_c.c_char * (_c.sizeof(cls) + align - 1))()
    return cls.from_buffer(raw, -_c.addressof(raw) % align)


def aligned_cell(ctype: Any, align: int) -> Callable[[], Any]:
    """A maker of one-element arrays of `ctype` at an address that is a multiple of `align`:
    output storage for a C type declared wider-aligned than ctypes allocates (CUtensorMap is
    _Alignas(128))."""
    cell = ctype * 1
    return lambda: _placed(cell, align)


def align_instances(cls: Any, align: int) -> None:
    """Make every new instance of the ctypes record class `cls` (made by calling it, copied or
    unpickled) sit at an address that is a multiple of `align`, where its C type is declared
    wider-aligned than ctypes memory is (16 bytes); fields, size and layout are unchanged."""

    def __new__(klass: Any, *args: Any, **kwargs: Any) -> Any:
        return _placed(klass, align)

    cls.__new__ = __new__


def struct_value(value: Any, cls: Any, name: str) -> Any:
    """A struct passed by value: exactly an instance of its class."""
    if isinstance(value, cls):
        return value
    raise TypeError(f"{name}: expected {cls.__name__}, got {type(value).__name__}")


def struct_ref(value: Any, cls: Any, name: str, nullable: bool = True) -> Any:
    """A `const T *` struct argument: the struct (passed by reference), an address, or None
    where the header says NULL is allowed."""
    if value is None:
        if not nullable:
            raise TypeError(f"{name}: must not be None (the header does not allow NULL here)")
        return None
    if isinstance(value, cls):
        return _c.byref(value)
    if value.__class__ is int:
        return _c.c_void_p(as_handle(value, name))
    raise TypeError(f"{name}: expected {cls.__name__} or None, got {type(value).__name__}")


def summary_regions(ptr: Any, size: int, summary_granularity: int, *rest: Any) -> int:
    """How many locations cuMemGetLocationInfo (cudaMemGetLocationInfo) writes: one per summary
    region of the range, ceil(size / summaryGranularity); 0 where the granularity is (C then
    refuses it)."""
    return -(-size // summary_granularity) if summary_granularity > 0 else 0


def fill_version(value: Any, cls: Any, version: int) -> None:
    """A versioned struct argument (NVML's nvmlX_vN_t): its `version` field set to `version`
    (sizeof | N << 24) where it is 0, so that callers need not know the convention."""
    if isinstance(value, cls) and not value.version:
        value.version = version


def argument_error(exc: Exception, function: str, cnames: str) -> TypeError:
    """ctypes' ArgumentError ("argument 3: ...") as a TypeError naming the parameter
    (`cnames`: the C parameter names, separated by spaces)."""
    index = _argument_index(exc)
    names = cnames.split()
    pname = names[index] if index is not None and index < len(names) else "?"
    return TypeError(f"{function}() argument '{pname}': {str(exc).split(': ', 1)[-1]}")


def _numpy_scalar(value: Any) -> bool:
    """Whether `value` is a NumPy scalar (numpy.float32(1.0)): its __array_interface__ points
    into a temporary array freed at once, so its bytes are copied instead (a buffer it is)."""
    return any(c.__name__ == "generic" and c.__module__ == "numpy" for c in type(value).__mro__)


def as_pointer(value: Any, name: str) -> Any:
    """A raw pointer: an int address, None, a ctypes object (passed by reference), or a
    buffer-protocol object (its address)."""
    if value is None or value.__class__ is int:
        return value
    if isinstance(value, (_c._SimpleCData, _c.Structure, _c.Union, _c.Array)):
        return _c.byref(value)
    if isinstance(value, (_c._Pointer, _FUNCTION_POINTER)):
        return value
    if hasattr(value, "__array_interface__") and not _numpy_scalar(value):
        return value.__array_interface__["data"][0]
    try:
        view = memoryview(value)
    except TypeError:
        return as_handle(value, name)
    if view.readonly:
        return bytes(view)
    return (_c.c_char * view.nbytes).from_buffer(view)


def _view(obj: Any, name: str) -> memoryview:
    try:
        view = memoryview(obj)
    except TypeError:
        raise TypeError(
            f"{name}: expected a buffer (bytes, bytearray, memoryview, array) "
            f"or an int address, got {type(obj).__name__}"
        ) from None
    if not view.c_contiguous:
        raise ValueError(f"{name}: buffer is not C-contiguous")
    return view


def _check_size(size: Any, name: str) -> int | None:
    """The byte count of a host buffer argument (callers test `size.__class__ is int and
    size >= 0` themselves first: the generated code has checked it, and a call costs more
    than the test)."""
    if size.__class__ is int and size >= 0:
        return size
    if size is None:
        return None
    checked = as_int(size, f"size of {name}")
    if checked < 0:
        raise ValueError(f"{name}: size {checked} is negative")
    return checked


_byref = _c.byref
_char_at = _c.c_char.from_buffer  # a c_char over a buffer's first byte, holding an export


def _first_byte(buffer: Any) -> Any:
    """A writable, non-empty buffer passed by the address of its first byte (the export
    keeps the buffer from moving during the call); a third of the cost of a ctypes array
    over the whole buffer."""
    return _byref(_char_at(buffer))


def readable(obj: Any, size: int | None, name: str) -> Any:
    """Host memory C reads from: returns something ctypes passes as `const void *`."""
    # The usual host buffer first: a non-empty bytearray with the bytes C is to read.
    if obj.__class__ is bytearray and size.__class__ is int and 0 <= size <= len(obj) and obj:
        return _byref(_char_at(obj))
    return _readable(obj, size, name)


def _readable(obj: Any, size: int | None, name: str) -> Any:
    if size.__class__ is not int or size < 0:
        size = _check_size(size, name)
    cls = obj.__class__
    if cls is bytearray and obj:
        if size is not None and len(obj) < size:
            raise ValueError(f"{name}: buffer holds {len(obj)} bytes, {size} are needed")
        return _first_byte(obj)
    if obj is None:
        return None
    if cls is int:
        return _c.c_void_p(as_handle(obj, name))
    if cls is bytes:
        if size is not None and len(obj) < size:
            raise ValueError(f"{name}: buffer holds {len(obj)} bytes, {size} are needed")
        return obj
    device = _device_array(obj, size, name)
    if device is not None:
        return device
    # Any other buffer (memoryview, array, NumPy, ctypes objects): its memory as it is.
    view = _view(obj, name)
    if size is not None and view.nbytes < size:
        raise ValueError(f"{name}: buffer holds {view.nbytes} bytes, {size} are needed")
    if not view.readonly and view.nbytes:
        return _first_byte(view)
    iface = getattr(obj, "__array_interface__", None)
    if iface is not None and not _numpy_scalar(
        obj
    ):  # a read-only NumPy array: its data pointer, not a copy
        return _c.c_void_p(iface["data"][0])
    if view.readonly:
        return view.tobytes()
    return (_c.c_char * 0).from_buffer(view)


def byte_length(obj: Any, name: str) -> int:
    """The size in bytes of a buffer argument whose length C is told beside it (`const unsigned
    char *data, size_t length`): 0 for None; a device array's (CUDA Array Interface: CuPy,
    PyTorch), contiguous; an int address has no size, so it is refused."""
    if obj is None:
        return 0
    if obj.__class__ is bytes or obj.__class__ is bytearray:
        return len(obj)
    if obj.__class__ is int:
        raise TypeError(
            f"{name}: its length is derived from it: pass a buffer (bytes, bytearray, "
            "memoryview, array) or a device array, not an address"
        )
    interface = getattr(obj, "__cuda_array_interface__", None)
    if interface is not None:
        itemsize = int(interface["typestr"][2:] or 0)
        shape = [int(extent) for extent in interface["shape"]]
        contiguous: list[int] = []  # the strides of C order, which `strides` may spell out
        step = itemsize
        for extent in reversed(shape):
            contiguous.insert(0, step)
            step *= extent
        strides = interface.get("strides")
        if strides is not None and [int(x) for x in strides] != contiguous and step:
            raise ValueError(f"{name}: device array is not C-contiguous")
        return step
    return _view(obj, name).nbytes


def writable(obj: Any, size: int | None, name: str) -> Any:
    """Host memory C writes to: must be writable and hold at least `size` bytes."""
    if obj.__class__ is bytearray and size.__class__ is int and 0 <= size <= len(obj) and obj:
        return _byref(_char_at(obj))  # the usual host buffer, as in readable()
    return _writable(obj, size, name)


def _writable(obj: Any, size: int | None, name: str) -> Any:
    if size.__class__ is not int or size < 0:
        size = _check_size(size, name)
    if obj.__class__ is bytearray and obj:
        if size is not None and len(obj) < size:
            raise ValueError(f"{name}: buffer holds {len(obj)} bytes, {size} are needed")
        return _first_byte(obj)
    if obj is None:
        return None
    if obj.__class__ is int:
        return _c.c_void_p(as_handle(obj, name))
    device = _device_array(obj, size, name)
    if device is not None:
        return device
    view = _view(obj, name)
    if view.readonly:
        raise ValueError(f"{name}: buffer is read-only; a destination must be writable")
    if size is not None and view.nbytes < size:
        raise ValueError(f"{name}: buffer holds {view.nbytes} bytes, {size} are needed")
    if view.nbytes == 0:
        return None
    return _first_byte(view)


def _device_array(obj: Any, size: int | None, name: str) -> Any:
    """A device array (CUDA Array Interface: CuPy, PyTorch, Numba) where C takes a pointer
    it may read on the device (unified addressing): its data pointer, checked to hold `size`
    bytes when the interface says how many it has. None for anything else."""
    interface = getattr(obj, "__cuda_array_interface__", None)
    if interface is None:
        return None
    nbytes = None
    if interface.get("strides") is None and "shape" in interface and "typestr" in interface:
        nbytes = int(interface["typestr"][2:] or 0)
        for extent in interface["shape"]:
            nbytes *= int(extent)
    if size is not None and nbytes is not None and nbytes < size:
        raise ValueError(f"{name}: device array holds {nbytes} bytes, {size} are needed")
    return _c.c_void_p(int(interface["data"][0]))


def _argument_index(exc: Exception) -> int | None:
    text = str(exc)
    if text.startswith("argument "):
        try:
            return int(text.split()[1].rstrip(":")) - 1
        except ValueError:
            return None
    return None


# --- callbacks -----------------------------------------------------------------------

_LIVE_CALLBACKS: dict[int, Any] = {}
_DONE_CALLBACKS: list[Any] = []  # one-shot callbacks that ran, freed at the next registration
_LIVE_LOCK = threading.Lock()


def callback(cftype: Any, fn: Any, name: str, lifetime: str) -> Any:
    """Wrap a Python callable as a C function pointer of type `cftype`, kept alive while C
    may call it: for the call only ("call": C calls it before returning), until its first
    call ("oneshot": host functions, stream callbacks), or for the life of the process
    ("process": registrations). An exception raised in the callable is reported through
    sys.unraisablehook and never crosses into C."""
    if fn is None:
        return cftype()  # a NULL function pointer
    if isinstance(fn, cftype):
        return fn
    if not callable(fn):
        raise TypeError(f"{name}: expected a callable, got {type(fn).__name__}")
    key: list[int] = []
    target = [fn]
    label = getattr(
        fn, "__qualname__", type(fn).__name__
    )  # not fn itself: it is released after one-shots
    failed = 0 if cftype._restype_ is not None else None

    def trampoline(*args: Any) -> Any:
        try:
            return target[0](*args)
        except BaseException as exc:  # nothing may propagate into C
            sys.unraisablehook(_Unraisable(exc, f"Exception ignored in CUDA callback {label}"))  # type: ignore[arg-type]
            return failed
        finally:
            if key:
                # The callable is released now; the thunk C is still executing is kept
                # until the next registration, when this call has long returned.
                target.clear()
                with _LIVE_LOCK:
                    _DONE_CALLBACKS.append(_LIVE_CALLBACKS.pop(key[0], None))

    with _LIVE_LOCK:
        _DONE_CALLBACKS.clear()
    wrapped = cftype(trampoline)
    if lifetime != "call":
        with _LIVE_LOCK:
            _LIVE_CALLBACKS[id(wrapped)] = wrapped
        if lifetime == "oneshot":
            key.append(id(wrapped))
    return wrapped


class _Unraisable:
    def __init__(self, exc: BaseException, message: str) -> None:
        self.exc_type = type(exc)
        self.exc_value = exc
        self.exc_traceback = exc.__traceback__
        self.err_msg = message
        self.object = None


# --- structs -------------------------------------------------------------------------


class _Record:
    """What generated structs and unions add to ctypes': a readable repr, and fields that
    take what a function argument of the same C type takes (checked_fields, below)."""

    _cudagen_fields_: ClassVar[dict[str, _FieldRule]] = {}

    def __repr__(self) -> str:
        fields = []
        for f in self._fields_:  # type: ignore[attr-defined]
            name = f[0]
            if name in getattr(self, "_anonymous_", ()) or name.startswith("_pad"):
                continue
            fields.append(f"{name}={getattr(self, name)!r}")
        return f"{type(self).__name__}({', '.join(fields)})"

    def __setattr__(self, name: str, value: Any) -> None:
        # Every assignment, the keyword constructor's too, comes here: a checked field
        # converts the value first; reads stay ctypes' own (arrays read through a view).
        rule = self._cudagen_fields_.get(name)
        if rule is None:
            super().__setattr__(name, value)
        else:
            rule.set(self, value)


class Struct(_Record, _c.Structure):
    """Base of generated structs: keyword constructor (ctypes'), a readable repr, and
    fields that check what they are given."""


class Union(_Record, _c.Union):
    """Base of generated unions."""


# --- struct fields that take what function arguments take ----------------------------
#
# ctypes stores what it is given with no more checks than a C cast: an int field wraps
# 2**40 to 0, an array field wants an instance of its own array type, a `void *` field an
# int, and a pointer to a buffer keeps nothing alive. The generated modules describe each
# field whose C type needs more (checked_fields, after every record has its layout) with
# a spec; the spec becomes a rule that converts and checks a value as the function
# argument of that C type would be, and writes it through ctypes' own field.
#
# Specs (from the generator, which knows the C types):
#   ("i", lo, hi)        integer, enum or bit-field: ints and __index__ objects in lo..hi
#   ("H", lo, hi)        integer handle or address (CUdeviceptr): also other libraries' objects
#   ("h",)               handle (a pointer type): int, None or another library's handle object
#   ("p",)               untyped pointer: int, None, a buffer or ctypes object (its address,
#                        kept alive with the struct), or a handle or device-array object
#   ("P",)               pointer to typed data: None, int, a buffer or device array (its address),
#                        an instance or array of the type, or a sequence converted to one (kept
#                        alive with the struct); as an array element: an address (int, None, a
#                        buffer's), read back as the int address
#   ("z",)               char *: str (UTF-8), bytes or None
#   ("c",)               function pointer: a Python callable (kept for the process) or None
#   ("f",)               float (as ctypes takes it); only as an array element
#   ("e", Enum, lo, hi)  enum array element: read back as a member of Enum
#   ("s",)               struct array element: an instance of the struct
#   ("a", element, n)    array of n elements, each taken as `element` says; reads as an
#                        ArrayView (a list-like view of the struct's memory)
#   ("b", n)             char array of binary data: bytes (n of them) or n ints -128..255;
#                        reads as all n bytes (ctypes would stop at the first NUL)
#   ("t", n)             char array holding text: str or bytes (up to n); reads as str up to
#                        the first NUL (UTF-8, undecodable bytes replaced)


class _FieldRule:
    """How one field of one record takes a value: `convert` it, then store it with the
    original ctypes field descriptor (`cfield`)."""

    __slots__ = ("cfield", "label", "name")

    def __init__(self, cls: type, name: str, cfield: Any) -> None:
        self.cfield = cfield
        self.name = name
        self.label = f"{cls.__name__}.{name}"

    def set(self, obj: Any, value: Any) -> None:
        self.cfield.__set__(obj, self.convert(obj, value))

    def convert(self, obj: Any, value: Any) -> Any:
        raise NotImplementedError

    def __getattr__(self, name: str) -> Any:
        # Where a rule replaces the field on the class (arrays), it describes the field as
        # ctypes' descriptor does: offset, size, and the bit-field attributes of 3.14.
        return getattr(self.cfield, name)


def _keep(obj: Any, key: str, value: Any) -> None:
    """Keep `value` alive as long as the memory of `obj` (the root object that owns it:
    a struct read out of another is a view of that one's memory)."""
    root = obj
    while root._b_base_ is not None:
        root = root._b_base_
    root.__dict__.setdefault("_cudagen_keep", {})[(_c.addressof(obj), key)] = value


class _IntField(_FieldRule):
    __slots__ = ("handle", "hi", "lo")

    def __init__(
        self, cls: type, name: str, cfield: Any, lo: int, hi: int, handle: bool = False
    ) -> None:
        super().__init__(cls, name, cfield)
        self.lo, self.hi, self.handle = lo, hi, handle

    def convert(self, obj: Any, value: Any) -> Any:
        if value.__class__ is int and self.lo <= value <= self.hi:
            return value
        return as_int(value, self.label, self.lo, self.hi, handle=self.handle)


class _HandleField(_FieldRule):
    __slots__ = ()

    def convert(self, obj: Any, value: Any) -> Any:
        return as_handle(value, self.label)


def _field_address(obj: Any, key: str, value: Any, label: str) -> int | None:
    """The address a pointer field of `obj` is given: an int or None as it is, a handle or
    device-array object's, or a buffer's or ctypes object's (kept alive with `obj`, under
    `key`)."""
    if value is None or value.__class__ is int:
        return as_handle(value, label)
    if isinstance(value, (_c._SimpleCData, _c.Structure, _c.Union, _c.Array)):
        _keep(obj, key, value)
        return _c.addressof(value)
    if hasattr(value, "__cuda_array_interface__") or hasattr(value, "__cuda_stream__"):
        return as_handle(value, label)
    try:
        view = memoryview(value)
    except TypeError:
        return as_handle(value, label)
    if not view.c_contiguous:
        raise ValueError(f"{label}: buffer is not C-contiguous")
    iface = getattr(value, "__array_interface__", None)
    if iface is not None and not _numpy_scalar(value):  # NumPy: its data pointer, the array kept
        _keep(obj, key, value)
        return int(iface["data"][0])
    if view.readonly:  # bytes and other read-only buffers: a copy C may read
        copy = _c.create_string_buffer(view.tobytes(), view.nbytes)
        _keep(obj, key, copy)
        return _c.addressof(copy)
    if not view.nbytes:
        return None
    holder = (_c.c_char * view.nbytes).from_buffer(view)
    _keep(obj, key, holder)
    return _c.addressof(holder)


def _is_buffer(value: Any) -> bool:
    """A buffer-protocol object (bytes, bytearray, memoryview, array, NumPy), not a str."""
    if isinstance(value, str):
        return False
    try:
        memoryview(value)
    except TypeError:
        return False
    return True


class _PointerField(_FieldRule):
    """`void *` and the like: an address; a buffer or ctypes object is kept alive."""

    __slots__ = ()

    def convert(self, obj: Any, value: Any) -> Any:
        return _field_address(obj, self.name, value, self.label)


class _TypedPointerField(_FieldRule):
    """`T *`: an address (an int, a buffer's: nvjpegImage_t's `unsigned char *channel`, or a
    device array's), an instance or array of T, or a sequence converted to an array of T."""

    __slots__ = ("ctype",)

    def __init__(self, cls: type, name: str, cfield: Any, pointer_type: Any) -> None:
        super().__init__(cls, name, cfield)
        self.ctype = pointer_type

    def convert(self, obj: Any, value: Any) -> Any:
        target = self.ctype._type_
        if value is None or isinstance(value, self.ctype):
            return value
        if value.__class__ is int:
            return _c.cast(_c.c_void_p(as_handle(value, self.label)), self.ctype)
        if isinstance(value, target):
            array: Any = (target * 1)(value)
        elif isinstance(value, _c.Array) and value._type_ is target:
            array = value
        elif hasattr(value, "__cuda_array_interface__") or (
            _is_buffer(value) and not isinstance(value, (_c.Array, _c.Structure, _c.Union))
        ):
            return _c.cast(
                _c.c_void_p(_field_address(obj, self.name, value, self.label)), self.ctype
            )
        elif isinstance(value, str) or not hasattr(value, "__len__"):
            raise TypeError(
                f"{self.label}: expected None, an address, {target.__name__} or a sequence of them, "
                f"got {type(value).__name__}"
            )
        else:
            items = list(value)
            if issubclass(target, (_c.Structure, _c.Union)):
                for i, v in enumerate(items):
                    if not isinstance(v, target):
                        raise TypeError(
                            f"{self.label}[{i}]: expected {target.__name__}, got {type(v).__name__}"
                        )
            array = (target * len(items))(*items)
        _keep(obj, self.name, array)
        return _c.cast(array, self.ctype)


class _StringField(_FieldRule):
    __slots__ = ()

    def convert(self, obj: Any, value: Any) -> Any:
        return as_cstring(value, self.label)  # ctypes keeps the bytes with the struct


class _CallbackField(_FieldRule):
    __slots__ = ("cftype",)

    def __init__(self, cls: type, name: str, cfield: Any, cftype: Any) -> None:
        super().__init__(cls, name, cfield)
        self.cftype = cftype

    def convert(self, obj: Any, value: Any) -> Any:
        # C may call it long after the struct is gone (a graph's host node): kept for the process.
        return callback(self.cftype, value, self.label, "process")


class _BytesField(_FieldRule):
    """A char array of binary data (UUIDs, IPC handles): all n bytes, NULs included."""

    __slots__ = ("length", "offset")

    def __init__(self, cls: type, name: str, cfield: Any, length: int) -> None:
        super().__init__(cls, name, cfield)
        self.length, self.offset = length, cfield.offset

    def set(self, obj: Any, value: Any) -> None:
        data = _byte_values(value, self.length, self.label)
        _c.memmove(_c.addressof(obj) + self.offset, data, self.length)

    def __get__(self, obj: Any, cls: Any = None) -> Any:
        if obj is None:
            return self
        return _c.string_at(_c.addressof(obj) + self.offset, self.length)

    def __set__(self, obj: Any, value: Any) -> None:
        self.set(obj, value)


def _byte_values(value: Any, length: int, name: str) -> bytes:
    """`length` bytes from bytes-like data or a sequence of ints in -128..255."""
    if isinstance(value, str):
        raise TypeError(f"{name}: expected bytes or {length} ints, got str (encode it first)")
    try:
        data = bytes(memoryview(value))
    except TypeError:
        try:
            items = list(value)
        except TypeError:
            raise TypeError(
                f"{name}: expected bytes or a sequence of {length} ints, "
                f"got {type(value).__name__}"
            ) from None
        if len(items) != length:
            raise ValueError(f"{name}: expected {length} elements, got {len(items)}") from None
        data = bytes(as_int(v, f"{name}[{i}]", -128, 255) & 0xFF for i, v in enumerate(items))
    if len(data) != length:
        raise ValueError(f"{name}: expected {length} bytes, got {len(data)}")
    return data


class _TextField(_FieldRule):
    """A char array holding text (cudaDeviceProp.name, nvmlPciInfo_t.busId): reads as str up to
    the first NUL (C's string; what follows is padding), takes str (UTF-8) or bytes."""

    __slots__ = ("length", "offset")

    def __init__(self, cls: type, name: str, cfield: Any, length: int) -> None:
        super().__init__(cls, name, cfield)
        self.length, self.offset = length, cfield.offset

    def __get__(self, obj: Any, cls: Any = None) -> Any:
        if obj is None:
            return self
        raw = _c.string_at(_c.addressof(obj) + self.offset, self.length)
        return raw.split(b"\0", 1)[0].decode(errors="replace")

    def __set__(self, obj: Any, value: Any) -> None:
        self.set(obj, value)

    def convert(self, obj: Any, value: Any) -> Any:
        text = as_cstring(value, self.label, nullable=False)
        assert text is not None
        if len(text) > self.length:
            raise ValueError(f"{self.label}: {len(text)} bytes; the field holds {self.length}")
        return text


class _Element:
    """How one element of an array field is read and converted."""

    __slots__ = ("_enum", "enum_name", "handle", "hi", "kind", "lo", "module", "pointer_type")

    def __init__(self, spec: tuple[Any, ...], module: str) -> None:
        self.kind: str = spec[0]
        self.pointer_type: Any = None  # "P": the element's ctypes pointer type (set by _ArrayField)
        self.enum_name: str = (
            spec[1] if self.kind == "e" else ""
        )  # made on first use, as the module's enums
        self.module = module
        self._enum: Any = None
        ranged = self.kind in ("i", "H", "e")
        self.lo: int = spec[-2] if ranged else 0
        self.hi: int = spec[-1] if ranged else 0
        self.handle = self.kind == "H"

    def convert(self, value: Any, name: str, keeper: Any = None, key: str = "") -> Any:
        """`value` as the element C reads; a buffer an address is taken of is kept alive with
        `keeper` (the struct, or the array of the struct's memory) under `key`."""
        kind = self.kind
        if kind in ("i", "H", "e"):
            if value.__class__ is int and self.lo <= value <= self.hi:
                return value
            return as_int(value, name, self.lo, self.hi, handle=self.handle)
        if kind == "f":
            return value if value.__class__ is float else as_float(value, name)
        if kind in ("h", "p"):
            return as_handle(value, name)
        if kind == "P":  # `T *x[n]`: an address (an int, None, a buffer's), as the field's type
            if isinstance(value, self.pointer_type):
                return value
            address = (
                _field_address(keeper, key, value, name)
                if keeper is not None
                else as_handle(value, name)
            )
            return _c.cast(_c.c_void_p(address), self.pointer_type)
        return value  # structs: ctypes checks the type

    def read(self, value: Any) -> Any:
        if self.kind == "P":  # the address, as the element takes it (None for NULL)
            return _c.cast(value, _c.c_void_p).value
        if not self.enum_name:
            return value
        if self._enum is None:
            self._enum = getattr(sys.modules[self.module], self.enum_name)
        return member(self._enum, value)


class _ArrayField(_FieldRule):
    """An array of n elements: set from a sequence of exactly n, read as an ArrayView."""

    __slots__ = ("array_type", "element", "length")

    def __init__(
        self, cls: type, name: str, cfield: Any, array_type: Any, element: _Element
    ) -> None:
        super().__init__(cls, name, cfield)
        self.array_type, self.element, self.length = array_type, element, array_type._length_
        if element.kind == "P":
            element.pointer_type = array_type._type_

    def convert(self, obj: Any, value: Any) -> Any:
        if isinstance(value, self.array_type):
            return value
        if isinstance(value, (str, bytes)) or not hasattr(value, "__len__"):
            raise TypeError(
                f"{self.label}: expected a sequence of {self.length} elements, got {type(value).__name__}"
            )
        if len(value) != self.length:
            raise ValueError(f"{self.label}: expected {self.length} elements, got {len(value)}")
        convert = self.element.convert
        items = [
            convert(v, f"{self.label}[{i}]", obj, f"{self.name}[{i}]") for i, v in enumerate(value)
        ]
        try:
            return self.array_type(*items)
        except TypeError as exc:  # a struct element of another type
            raise TypeError(f"{self.label}: {exc}") from None

    def __get__(self, obj: Any, cls: Any = None) -> Any:
        if obj is None:
            return self
        return ArrayView(self.cfield.__get__(obj, cls), self.element, self.label)

    def __set__(self, obj: Any, value: Any) -> None:
        self.set(obj, value)


if TYPE_CHECKING:
    from typing import TypeVar, overload

    _T = TypeVar("_T")


class ArrayView(Sequence["_T"]):  # generic for type checkers; a plain Sequence at run time
    """An array field of a struct, read: a list-like view of the struct's memory. It
    compares equal to a list or tuple of the same values; assigning an element (or a slice
    of the same length) checks it as the field does; `tolist()` copies it out."""

    __slots__ = ("_array", "_element", "_label")

    def __init__(self, array: Any, element: _Element, label: str) -> None:
        self._array, self._element, self._label = array, element, label

    def __len__(self) -> int:
        return len(self._array)

    if TYPE_CHECKING:

        @overload
        def __getitem__(self, index: int) -> _T: ...
        @overload
        def __getitem__(self, index: slice) -> list[_T]: ...

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return [self._element.read(v) for v in self._array[index]]
        return self._element.read(self._array[index])

    def __setitem__(self, index: Any, value: Any) -> None:
        if isinstance(index, slice):
            positions = range(len(self._array))[index]
            values = list(value)
            if len(values) != len(positions):
                raise ValueError(
                    f"{self._label}: {len(positions)} elements are assigned {len(values)} values"
                )
            for i, v in zip(positions, values, strict=True):
                self._array[i] = self._element.convert(
                    v, f"{self._label}[{i}]", self._array, str(i)
                )
            return
        i = index.__index__()
        if not -len(self._array) <= i < len(self._array):
            raise IndexError(
                f"{self._label}: index {i} out of range for {len(self._array)} elements"
            )
        i %= len(self._array)
        self._array[i] = self._element.convert(value, f"{self._label}[{i}]", self._array, str(i))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (list, tuple, ArrayView)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return repr(list(self))

    def tolist(self) -> list[Any]:
        return list(self)


def _element_type(cls: Any, name: str) -> Any:
    """The ctypes type of field `name` of record `cls`, or of a field an anonymous member
    promotes into it."""
    for field in cls._fields_:
        if field[0] == name:
            return field[1]
    for anonymous in getattr(cls, "_anonymous_", ()):
        inner = dict((f[0], f[1]) for f in cls._fields_)[anonymous]
        found = _element_type(inner, name)
        if found is not None:
            return found
    return None


def checked_fields(cls: Any, specs: dict[str, tuple[Any, ...]]) -> None:
    """Give record `cls` the field rules its specs describe (see above). Called once every
    record has its layout: ctypes builds the fields an anonymous member promotes from the
    member's own, which must still be ctypes' then."""
    rules: dict[str, _FieldRule] = {}
    for name, spec in specs.items():
        cfield = cls.__dict__[name]
        kind = spec[0]
        rule: _FieldRule
        if kind == "i" or kind == "H":
            rule = _IntField(cls, name, cfield, spec[1], spec[2], handle=kind == "H")
        elif kind == "h":
            rule = _HandleField(cls, name, cfield)
        elif kind == "p":
            rule = _PointerField(cls, name, cfield)
        elif kind == "P":
            rule = _TypedPointerField(cls, name, cfield, _element_type(cls, name))
        elif kind == "z":
            rule = _StringField(cls, name, cfield)
        elif kind == "c":
            rule = _CallbackField(cls, name, cfield, _element_type(cls, name))
        elif kind == "b":
            rule = _BytesField(cls, name, cfield, spec[1])
            setattr(cls, name, rule)  # reads all the bytes
        elif kind == "t":
            rule = _TextField(cls, name, cfield, spec[1])
            setattr(cls, name, rule)  # reads as str
        elif kind == "a":
            rule = _ArrayField(
                cls, name, cfield, _element_type(cls, name), _Element(spec[1], cls.__module__)
            )
            setattr(cls, name, rule)  # reads as a view
        else:
            raise ValueError(f"{cls.__name__}.{name}: unknown field spec {spec!r}")
        rules[name] = rule
    cls._cudagen_fields_ = rules


# --- kernel arguments ----------------------------------------------------------------


class KernelArgs:
    """Kernel arguments packed once, for launching the same kernel many times.

    Each argument is a ctypes value or struct, a NumPy scalar (anything with the buffer
    protocol), a Python int or a float. With a `layout` ((offset, size) per parameter, as
    cuFuncGetParamInfo reports; see the driver's pack_kernel_args) ints and floats take the
    declared sizes and a wrong count or size raises ValueError; without one, an int is a
    64-bit value (a device pointer) and a float a C double. Keep the object alive while
    launches may still read it."""

    __slots__ = ("_as_parameter_", "_keep", "count", "pointer")

    def __init__(
        self, args: Sequence[Any], layout: Sequence[tuple[int, int]] | None = None
    ) -> None:
        if layout is not None and len(layout) != len(args):
            raise ValueError(f"the kernel takes {len(layout)} parameters, {len(args)} were given")
        keep: list[Any] = []
        pointers = (_c.c_void_p * max(len(args), 1))()
        for i, arg in enumerate(args):
            storage = (
                _argument_storage(arg, i)
                if layout is None
                else _sized_storage(arg, layout[i][1], i)
            )
            keep.append(storage)
            pointers[i] = _c.addressof(storage)
        self._keep = (keep, pointers)
        self.count = len(args)
        self.pointer = _c.addressof(pointers) if args else None
        self._as_parameter_ = _c.c_void_p(self.pointer)  # ctypes passes the object as this


_SIGNED = {1: _c.c_int8, 2: _c.c_int16, 4: _c.c_int32, 8: _c.c_int64}
_UNSIGNED = {1: _c.c_uint8, 2: _c.c_uint16, 4: _c.c_uint32, 8: _c.c_uint64}


def _sized_storage(arg: Any, size: int, index: int) -> Any:
    """Storage for kernel argument `index` whose parameter is `size` bytes."""
    where = f"kernel argument {index}"
    if isinstance(arg, (_c._SimpleCData, _c.Structure, _c.Union, _c.Array)):
        if _c.sizeof(arg) != size:
            raise ValueError(
                f"{where}: {type(arg).__name__} is {_c.sizeof(arg)} bytes, the kernel's "
                f"parameter is {size}"
            )
        return arg
    if isinstance(arg, bool):
        arg = int(arg)
    if isinstance(arg, int):
        table = _SIGNED if arg < 0 else _UNSIGNED
        ctype = table.get(size)
        bits = size * 8
        if ctype is None or not (-(1 << (bits - 1)) <= arg < (1 << bits)):
            raise ValueError(f"{where}: {arg} does not fit the kernel's {size}-byte parameter")
        return ctype(arg)
    if isinstance(arg, float):
        if size == 8:
            return _c.c_double(arg)
        if size == 4:
            return _c.c_float(arg)
        if size == 2:
            return (_c.c_char * 2).from_buffer_copy(struct.pack("<e", arg))
        raise ValueError(f"{where}: a float cannot fill the kernel's {size}-byte parameter")
    storage = _argument_storage(arg, index)
    if _c.sizeof(storage) != size:
        raise ValueError(
            f"{where}: {type(arg).__name__} is {_c.sizeof(storage)} bytes, the kernel's "
            f"parameter is {size}"
        )
    return storage


_LAYOUTS: dict[int, tuple[tuple[int, int], ...] | None] = {}
_CUDA_ERROR_INVALID_VALUE = 1


def param_layout(func: int, functions: Any) -> tuple[tuple[int, int], ...] | None:
    """(offset, size) per parameter of kernel `func`, asked of cuFuncGetParamInfo once and
    cached; None when the driver cannot tell (an older driver, or a handle it does not
    describe), and then arguments are packed without size checks."""
    layout = _LAYOUTS.get(func, False)
    if layout is not False:
        return layout  # type: ignore[return-value]
    try:
        info = functions.cuFuncGetParamInfo
    except (FunctionNotFoundError, DriverNotFoundError, AttributeError):
        return None
    found: list[tuple[int, int]] = []
    offset, size = _c.c_size_t(), _c.c_size_t()
    result = 0
    while result == 0 and len(found) < 4096:
        result = info(_c.c_void_p(func), len(found), _c.byref(offset), _c.byref(size))
        if result == 0:
            found.append((offset.value, size.value))
    layout = tuple(found) if result == _CUDA_ERROR_INVALID_VALUE else None
    _LAYOUTS[func] = layout
    return layout


layout_generation = 0  # bumped when code is unloaded: the compiled backend's layout cache checks it


def forget_param_layouts() -> None:
    """Called when code is unloaded: a new kernel may reuse a handle value."""
    global layout_generation
    layout_generation += 1
    _LAYOUTS.clear()
    with _PLAIN_LOCK:
        caches = list(_PLAIN_CACHES)
    for cache in caches:
        cache.kernels.clear()


def _argument_storage(arg: Any, index: int) -> Any:
    if isinstance(arg, (_c._SimpleCData, _c.Structure, _c.Union, _c.Array)):
        return arg
    if arg.__class__ is int or arg is None:
        return _c.c_uint64(arg or 0)
    if arg.__class__ is float:
        return _c.c_double(arg)
    try:
        view = memoryview(arg)
    except TypeError:
        index_fn = getattr(arg, "__int__", None)
        if index_fn is not None:
            return _c.c_uint64(int(arg))
        raise TypeError(f"kernel argument {index}: cannot pass {type(arg).__name__}") from None
    return (_c.c_char * view.nbytes).from_buffer_copy(view)


def kernel_params(args: Any, func: int | None = None, functions: Any = None) -> Any:
    """`kernelParams` of a launch: None, a KernelArgs, an int address, or a sequence to pack
    now, to the parameter sizes kernel `func` declares when `functions` (the driver's entry
    points) can tell them through cuFuncGetParamInfo.

    A list or tuple of plain ints and floats for a kernel launched before on this thread
    takes the fast path: one lookup for the thread's buffer of that kernel, one for the
    compiled packer of those argument types, and struct.pack_into."""
    if args.__class__ is list or args.__class__ is tuple:
        try:
            plain = _THREAD.kernels[func]
        except (AttributeError, KeyError):
            plain = _new_plain(func, functions)
        if plain is not None:
            # The argument types choose the packer. The commonest counts are unpacked and
            # passed one by one: a comprehension, or a star call, would cost this path more
            # than anything else it does.
            packers = plain.packers
            n = len(args)
            try:
                if n == 3:
                    a0, a1, a2 = args
                    packers[a0.__class__, a1.__class__, a2.__class__](
                        plain.buffer, plain.values_at, a0, a1, a2
                    )
                elif n == 2:
                    a0, a1 = args
                    packers[a0.__class__, a1.__class__](plain.buffer, plain.values_at, a0, a1)
                elif n == 4:
                    a0, a1, a2, a3 = args
                    packers[a0.__class__, a1.__class__, a2.__class__, a3.__class__](
                        plain.buffer, plain.values_at, a0, a1, a2, a3
                    )
                else:
                    packers[tuple([a.__class__ for a in args])](
                        plain.buffer, plain.values_at, *args
                    )
                return plain.buffer
            except KeyError:  # argument types not seen before for this kernel
                try:
                    plain.packer(tuple([a.__class__ for a in args]))(
                        plain.buffer, plain.values_at, *args
                    )
                    return plain.buffer
                except struct.error:
                    pass
            except struct.error:
                pass  # types it cannot pack, or a value that does not fit: the general path says which
    if args is None:
        return None
    if args.__class__ is KernelArgs:
        return args
    if isinstance(args, int):
        return _c.c_void_p(args)
    layout = None if func is None or functions is None else param_layout(func, functions)
    return KernelArgs(args, layout)  # ctypes passes its _as_parameter_; it lives for the call


# --- the fast path for plain ints and floats --------------------------------------------
#
# cuLaunchKernel copies the argument values when it is called, so one buffer per thread
# and kernel can be reused launch after launch: the pointer array at its start is written
# once, and each launch only packs the values with struct.pack_into. forget_param_layouts
# (called on module and library unload, after which a new kernel may take a handle value)
# empties every thread's buffers.

_THREAD = threading.local()
_INT_CODES = {1: "b", 2: "h", 4: "i", 8: "q"}
_FLOAT_CODES = {2: "e", 4: "f", 8: "d"}


class _PlainCache:
    """One thread's buffers: kernel handle -> _Plain."""

    __slots__ = ("__weakref__", "kernels")

    def __init__(self) -> None:
        self.kernels: dict[int, _Plain] = {}


_PLAIN_CACHES: weakref.WeakSet[_PlainCache] = weakref.WeakSet()
_PLAIN_LOCK = threading.Lock()


def _new_plain(func: int | None, functions: Any) -> _Plain | None:
    """This thread's buffer for kernel `func`, made now; None when its layout is unknown."""
    if func is None or functions is None:
        return None
    layout = param_layout(func, functions)
    if layout is None:
        return None
    try:
        cache = _THREAD.plain
    except AttributeError:
        cache = _THREAD.plain = _PlainCache()
        _THREAD.kernels = cache.kernels  # what the fast path reads: one lookup, not two
        with _PLAIN_LOCK:
            _PLAIN_CACHES.add(cache)
    if len(cache.kernels) >= 256:  # handles of unloaded kernels leave entries behind
        cache.kernels.clear()
    plain = cache.kernels[func] = _Plain(layout)
    return plain


class _Plain:
    """A reusable argument buffer for one kernel layout: k pointers, then the values."""

    __slots__ = ("buffer", "layout", "packers", "values_at")

    def __init__(self, layout: tuple[tuple[int, int], ...]) -> None:
        sizes = [size for _, size in layout]
        slots = [-(-size // 8) * 8 for size in sizes]
        self.layout = layout
        self.values_at = 8 * len(sizes)
        self.buffer = (_c.c_char * (self.values_at + sum(slots)))()
        base = _c.addressof(self.buffer)
        offsets, at = [], self.values_at
        for slot in slots:
            offsets.append(base + at)
            at += slot
        struct.pack_into(f"<{len(sizes)}Q", self.buffer, 0, *offsets)
        # Argument types -> a compiled packer for them, or _unpackable (the general path).
        self.packers: dict[tuple[type, ...], Callable[..., None]] = {}

    def packer(self, types: tuple[type, ...]) -> Callable[..., None]:
        fmt = _format(self.layout, types) if len(types) == len(self.layout) else None
        packer = _unpackable if fmt is None else struct.Struct(fmt).pack_into
        if len(self.packers) < 64:
            self.packers[types] = packer
        return packer


def _unpackable(*_: Any) -> None:
    """The packer of argument types the fast path cannot pack (ctypes objects, structs,
    NumPy scalars, the wrong count): sends them to the general path."""
    raise struct.error("not plain ints and floats")


def _format(layout: tuple[tuple[int, int], ...], types: tuple[type, ...]) -> str | None:
    codes = ["<"]
    for (_, size), kind in zip(layout, types, strict=True):
        if kind is int or kind is bool:
            code = _INT_CODES.get(size)
        elif kind is float:
            code = _FLOAT_CODES.get(size)
        else:
            return None  # ctypes objects, structs, NumPy scalars: the general path
        if code is None:
            return None
        codes.append(code + ("x" * (-(-size // 8) * 8 - size)))
    return "".join(codes)


def kernel_extra(extra: Any) -> Any:
    """`extra` of cuLaunchKernel: None, an int address, or a sequence of pointer-sized
    values (CU_LAUNCH_PARAM_BUFFER_POINTER, a buffer, CU_LAUNCH_PARAM_BUFFER_SIZE, a
    c_size_t, CU_LAUNCH_PARAM_END); the array keeps the buffers alive, as pointer_array's do."""
    if extra is None:
        return None
    if isinstance(extra, int):
        return _c.c_void_p(extra)
    return pointer_array(extra, "extra")


# --- the compiled backend ----------------------------------------------------------------

_BACKENDS = ("python", "compiled")


def compiled_backend(namespace: dict[str, Any], name: str, source_hash: str) -> tuple[str, str]:
    """Bind extension `name` (the compiled backend of the module whose globals are
    `namespace`) in place of the module's Python bodies, when it is built from the source
    generated with the module (`source_hash`); the functions it does not compile are defined
    in the module itself. Returns (backend, why not compiled).

    CUDAGEN_BACKEND=python uses the Python bodies; =compiled makes a missing, stale or
    foreign build an ImportError; unset, the compiled one where it can be used. Importing
    never fails otherwise."""
    choice = os.environ.get("CUDAGEN_BACKEND", "").strip().lower()
    if choice and choice not in _BACKENDS:
        raise ImportError(f"CUDAGEN_BACKEND={choice!r}: expected one of {', '.join(_BACKENDS)}")
    if choice == "python":
        _python_backend(namespace)
        return "python", "CUDAGEN_BACKEND=python"
    package = namespace["__package__"]
    try:
        ext: Any = importlib.import_module(f"{package}.{name}")
        reason = (
            ""
            if ext.SOURCE_HASH == source_hash
            else (f"{ext.__file__} was built from another {name}.c (rebuild it)")
        )
    except ImportError as exc:
        reason = f"{name} is not built for this Python ({exc})"
    if reason:
        if choice == "compiled":
            raise ImportError(
                f"CUDAGEN_BACKEND=compiled, but {reason}; build it with "
                f"`python -m {package}._build`"
            )
        _python_backend(namespace)
        return "python", reason
    names = ext.NAMES
    sources = ext.OBJECTS
    compiled = ext.bind(
        namespace["_f"],
        namespace["_FUNCTION_DOCS"],
        namespace["__name__"],
        lambda: _fallbacks(namespace, names),
        lambda i: _evaluate(sources[i], namespace),
    )
    namespace.update(compiled)
    return "compiled", ""


def _python_backend(namespace: dict[str, Any]) -> None:
    """The Python bodies serve every call: load them, and make the lazy names they use."""
    namespace.update(python_bodies(namespace))
    materialize(namespace)


def python_bodies(namespace: dict[str, Any]) -> dict[str, Any]:
    """The Python bodies of the functions a module's compiled backend serves, by name: its
    _<module>_bodies.py run in its namespace (once; functions of the module, with the
    docstrings of its _FUNCTION_DOCS), not imported. Loaded at import only for the Python backend.
    """
    with _LAZY_LOCK:
        bodies: dict[str, Any] | None = namespace.get("_BODIES")
        if bodies is None:
            import importlib.util

            package, _, module = namespace["__name__"].rpartition(".")
            spec = importlib.util.find_spec(f"{package}._{module}_bodies")
            get_code = getattr(
                spec and spec.loader, "get_code", None
            )  # bytecode cached as for imports
            code = get_code(spec.name) if spec is not None and get_code is not None else None
            if code is None:
                raise ImportError(
                    f"{package}._{module}_bodies.py is missing: regenerate or re-copy the package"
                )
            made: dict[str, Any] = {}
            exec(code, namespace, made)  # the generated bodies
            bodies = {}
            for doc in namespace["_FUNCTION_DOCS"].decode().split("\0") if made else ():
                signature, _, text = doc.partition("\n--\n\n")
                name = signature[: signature.index("(")]
                function = bodies[name] = made[name]
                function.__doc__ = text
            namespace["_BODIES"] = bodies
        return bodies


def _fallbacks(namespace: dict[str, Any], names: tuple[str, ...]) -> tuple[Any, ...]:
    """What the compiled backend hands calls to: the Python bodies in its order, with the
    module's lazy names made (their global lookups do not go through __getattr__)."""
    bodies = python_bodies(namespace)
    materialize(namespace)
    return tuple(bodies[n] for n in names)


def _evaluate(source: str, namespace: dict[str, Any]) -> Any:
    """The value of an OBJECTS expression: a dotted name (most), a string literal, else eval."""
    if source[:1] in "'\"":
        return eval(source, {})  # a literal the generator wrote
    head, _, rest = source.partition(".")
    if head.isidentifier() and all(part.isidentifier() for part in rest.split(".") if rest):
        value = namespace[head] if head in namespace else _lazy_one(namespace, head)
        for part in rest.split(".") if rest else ():
            value = getattr(value, part)
        return value
    return eval(source, namespace)  # an expression the generator wrote


if TYPE_CHECKING:  # annotations of the generated modules' signatures
    from typing import Protocol, SupportsInt

    Buffer = Any  # any buffer-protocol object: bytes, bytearray, memoryview, array, NumPy array
    Pointer = Any  # int address, None, ctypes object or buffer

    # What _foreign_handle takes for a handle or device pointer, spelled for type checkers.
    class _CudaStreamLike(Protocol):
        def __cuda_stream__(self) -> tuple[int, int]: ...

    class _CudaArrayLike(Protocol):
        @property
        def __cuda_array_interface__(self) -> dict[str, Any]: ...

    class _HasPtr(Protocol):
        @property
        def ptr(self) -> SupportsInt: ...

    class _HasHandle(Protocol):
        @property
        def handle(self) -> SupportsInt: ...

    class _HasCudaStream(Protocol):
        @property
        def cuda_stream(self) -> SupportsInt: ...

    HandleLike = (
        SupportsInt | _CudaStreamLike | _CudaArrayLike | _HasPtr | _HasHandle | _HasCudaStream
    )


# --- arrays --------------------------------------------------------------------------


def value_array(
    ctype: Any,
    values: Any,
    name: str,
    convert: Callable[..., Any],
    bounds: tuple[int, int] | tuple[()] = (),
) -> Any:
    """A C array of `ctype` from a Python sequence (None for NULL), each element converted
    as a scalar argument of that type is: integers checked against `bounds`, the C type's
    range, an error naming the element. A ctypes array of `ctype` itself passes as it is
    (one of another element type is converted like any sequence, never reinterpreted)."""
    if values is None:
        return None
    if isinstance(values, _c.Array) and values._type_ is ctype:
        return values
    try:
        elements = iter(values)
    except TypeError:
        raise TypeError(f"{name}: expected a sequence, got {type(values).__name__}") from None
    items = []
    for i, v in enumerate(elements):
        if bounds and v.__class__ is int and bounds[0] <= v <= bounds[1]:
            items.append(v)
        else:
            items.append(convert(v, f"{name}[{i}]", *bounds))
    return (ctype * len(items))(*items)


def struct_array(ctype: Any, values: Any, name: str) -> Any:
    """A C array of structs from a sequence of struct instances (None for NULL); a ctypes
    array of `ctype` itself passes as it is."""
    if values is None:
        return None
    if isinstance(values, _c.Array) and values._type_ is ctype:
        return values
    items = list(values)
    for i, v in enumerate(items):
        if not isinstance(v, ctype):
            raise TypeError(f"{name}[{i}]: expected {ctype.__name__}, got {type(v).__name__}")
    return (ctype * len(items))(*items)


def common_length(*arrays: Any, names: tuple[str, ...], fewer: tuple[int, ...] = ()) -> int:
    """The element count shared by the arrays a C count parameter describes (None arrays
    are NULL and do not count); lengths that differ are an error. `fewer[i]`: array i holds
    that many elements fewer than the count (globalStrides has tensorRank - 1)."""
    length: int | None = None
    first = ""
    for i, (array, name) in enumerate(zip(arrays, names, strict=True)):
        if array is None:
            continue
        try:
            n = len(array) + (fewer[i] if fewer else 0)
        except TypeError:
            raise TypeError(
                f"{name}: expected a sequence or None, got {type(array).__name__}"
            ) from None
        if length is None:
            length, first = n, name
        elif n != length:
            if fewer:
                raise ValueError(
                    f"{name} has {n - fewer[i]} elements, so the count would be {n}, but "
                    f"{first} makes it {length}; each must have count - "
                    f"{', '.join(f'{f} ({a})' for a, f in zip(names, fewer, strict=True))} elements"
                )
            raise ValueError(f"{name} has {n} elements but {first} has {length}; they must match")
    return length or 0


def fixed_length(array: Any, length: int, name: str) -> None:
    """An array C reads `length` elements of, whatever it is given: exactly that many (or
    None for NULL)."""
    if array is None:
        return
    try:
        n = len(array)
    except TypeError:
        raise TypeError(
            f"{name}: expected a sequence of {length} elements, got {type(array).__name__}"
        ) from None
    if n != length:
        raise ValueError(f"{name}: expected {length} elements, got {n}")


def read_array(ctype: Any, address: int | None, count: int) -> list[Any]:
    """Copy `count` elements of `ctype` from memory the library owns (and may reuse at its
    next call): structs come back as views of a copy, never of the library's memory."""
    if not address or count <= 0:
        return []
    return list((ctype * count).from_buffer_copy(_c.string_at(address, _c.sizeof(ctype) * count)))


# --- values whose C type depends on an attribute ---------------------------------------

if TYPE_CHECKING:
    AttributeTable = dict[int, tuple[str, Any]]


def attribute_entry(table: AttributeTable, attribute: Any, name: str) -> tuple[str, Any]:
    """(reader, C type) of an attribute's value; the generated code looks the table up
    itself first and calls this for a value it lacks, to raise saying which."""
    # The generated code has checked `attribute`: an int or an enum member, which hashes as
    # its value, so the table (keyed by values) needs no int() on the way.
    try:
        return table[attribute]
    except (KeyError, TypeError):
        raise ValueError(
            f"{name}: {attribute!r} is not an attribute this binding knows the value type of"
        ) from None


_CU_DEVICE_INVALID = -2  # CU_DEVICE_INVALID and cudaInvalidDeviceId: an unused entry


class DeviceList:
    """The storage factory of a value that is a list of device ordinals (ACCESSED_BY): one
    `int` per device and one for the CPU, as many as C could fill."""

    def __init__(self, count: Callable[[], int]) -> None:
        self._count = count

    def __call__(self) -> Any:
        return (_c.c_int * (self._count() + 1))()


def attribute_value(reader: str, storage: Any) -> Any:
    """The Python value of attribute storage C wrote (the generated code reads plain
    integers, reader "i", itself)."""
    if reader == "s":
        return storage
    if reader == "b":
        return bool(storage.value)
    if reader == "h":
        return storage.value or 0
    if reader == "z":
        return storage.value.decode(errors="replace")
    if reader == "A":
        return [v for v in storage if v != _CU_DEVICE_INVALID]
    return storage.value


class AttributeStorages:
    """Storage for the values of a list of attributes (cuPointerGetAttributes): each of
    its attribute's C type, the array of their addresses C writes through (`pointers`), and
    of their sizes (`sizes`) for the functions that take them."""

    __slots__ = ("entries", "pointers", "sizes")

    def __init__(self, table: AttributeTable, attributes: Any, name: str) -> None:
        entries = []
        for i, attribute in enumerate(attributes if attributes is not None else ()):
            reader, ctype = attribute_entry(table, attribute, f"{name}: element {i}")
            entries.append((reader, ctype()))
        self.entries = entries
        n = len(entries)
        self.pointers = (_c.c_void_p * n)(*[_c.addressof(s) for _, s in entries]) if n else None
        self.sizes = (_c.c_size_t * n)(*[_c.sizeof(s) for _, s in entries]) if n else None

    def values(self) -> list[Any]:
        return [attribute_value(reader, storage) for reader, storage in self.entries]


def attribute_storages(table: AttributeTable, attributes: Any, name: str) -> AttributeStorages:
    """Storage for the value of each attribute in `attributes` (a C array of enumerators)."""
    return AttributeStorages(table, attributes, name)


def attribute_input(table: AttributeTable, attribute: Any, value: Any, name: str) -> Any:
    """The attribute's value converted to its C type, ready to pass by reference."""
    reader, ctype = attribute_entry(table, attribute, name)
    if reader == "s":
        if not isinstance(value, ctype):
            raise TypeError(f"{name}: expected {ctype.__name__}, got {type(value).__name__}")
        return value
    if reader == "h":
        return ctype(as_handle(value, name))
    if reader == "b":
        return ctype(bool(value))
    if reader == "z":
        text = as_cstring(value, name, nullable=False)
        assert text is not None
        if len(text) >= _c.sizeof(ctype):
            raise ValueError(
                f"{name}: {len(text)} bytes; this attribute holds at most {_c.sizeof(ctype) - 1}"
            )
        return _c.create_string_buffer(text)  # C is given its size: the text and its NUL
    if reader == "A":
        raise TypeError(
            f"{name}: this attribute's value is a list the library fills; it cannot be set"
        )
    return ctype(as_int(value, name))


def pointer_array(values: Any, name: str) -> Any:
    """A C array of `void *` from a sequence of ints, None or buffers (None for NULL). The
    array keeps what it points into alive for as long as it lives."""
    if values is None:
        return None
    if isinstance(values, _c.Array) and (
        values._type_ in (_c.c_void_p, _c.c_char_p)
        or issubclass(values._type_, (_c._Pointer, _FUNCTION_POINTER))
    ):
        return values  # already pointers; an array of anything else is taken element-wise
    keep = []
    addresses = []
    for i, v in enumerate(values):
        if v is None or v.__class__ is int:
            addresses.append(v)
            continue
        p = as_pointer(v, f"{name}[{i}]")
        keep.append(p)
        addresses.append(_address(p))
    array = (_c.c_void_p * len(addresses))(*addresses)
    array._cudagen_keep = keep  # type: ignore[attr-defined]
    return array


def c_arg(value: Any) -> int:
    """The address C receives for what an argument helper returned (what ctypes would pass
    for it): the compiled backend calls the same helpers as the Python body, then this."""
    if value is None or value.__class__ is int:
        return value or 0
    if value.__class__ is KernelArgs:
        return value.pointer or 0
    if isinstance(value, _c.c_void_p):
        return value.value or 0
    if isinstance(value, (_c.Structure, _c.Union)):
        return _c.addressof(value)
    if isinstance(value, _c.c_char_p):
        return _c.c_void_p.from_buffer(value).value or 0
    return _address(value) or 0


def new_array(ctype: Any, n: int) -> Any:
    """Zeroed storage for `n` elements of `ctype` (the compiled backend's struct outputs)."""
    return (ctype * n)()


def _address(p: Any) -> int | None:
    """The address an as_pointer() result stands for. Not through ctypes.cast: its result
    and its source form a reference cycle, which keeps a buffer's export (and the buffer
    unresizable) until the garbage collector runs."""
    if p is None or isinstance(p, int):
        return p
    if isinstance(p, bytes):
        return _c.c_void_p.from_buffer(_c.c_char_p(p)).value  # the pointer c_char_p holds
    if isinstance(p, _c.Array):
        return _c.addressof(p)
    if isinstance(p, (_c._Pointer, _FUNCTION_POINTER)):
        pointer: Any = p  # typeshed does not know _FUNCTION_POINTER for a ctypes instance
        return _c.c_void_p.from_buffer(pointer).value  # the address the pointer holds
    return _c.addressof(p._obj)  # byref(obj): as_pointer passes ctypes objects by reference


def string_array(values: Any, name: str) -> Any:
    """A C array of `const char *` from a sequence of str or bytes (None for NULL)."""
    if values is None:
        return None
    if isinstance(values, (str, bytes)):
        raise TypeError(
            f"{name}: expected a sequence of strings, got a single {type(values).__name__}"
        )
    items = []
    for i, v in enumerate(values):
        if isinstance(v, str):
            v = v.encode()
        elif not isinstance(v, bytes):
            raise TypeError(f"{name}[{i}]: expected str or bytes, got {type(v).__name__}")
        items.append(v)
    return (_c.c_char_p * len(items))(*items)
