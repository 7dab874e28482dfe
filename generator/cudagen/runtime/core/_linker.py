"""`Linker` and `LinkerOptions`: nvJitLink, or the driver's cuLink*."""

from __future__ import annotations

import ctypes as _c
from dataclasses import dataclass as _dataclass
from dataclasses import replace as _replace
from enum import StrEnum as _StrEnum

from . import _release as _r
from ._release import driver as _d

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import Any as _Any
    from typing import ClassVar as _ClassVar

    from ._context import _Finalizer


class _CompilerBackendType(_StrEnum):
    """cuda.core's CompilerBackendType (cuda.core.typing): the compiler or linker a Program or
    Linker uses. Its members are strs equal to cuda.core's values ("nvJitLink", "driver")."""

    NVRTC = "NVRTC"
    NVVM = "NVVM"
    NVJITLINK = "nvJitLink"
    DRIVER = "driver"


# The linking backend, decided at the first Linker (or which_backend()) of the process, as
# cuda.core decides it once; None until then. Set it to _CompilerBackendType.DRIVER to link with
# the driver where nvJitLink would serve (the tests do; cuda.core has no public switch).
_LINKER_BACKEND: _CompilerBackendType | None = None


def _linker_backend() -> _CompilerBackendType:
    """nvJitLink where the package binds it (12.9 on), its library loads and it is 12.3 or newer
    (it has nvJitLinkVersion: cuda.core's test); else the driver's cuLink*, with cuda.core's
    RuntimeWarning when the package binds nvJitLink but this machine cannot use it."""
    global _LINKER_BACKEND
    backend = _LINKER_BACKEND
    if backend is not None:
        return backend
    backend = _CompilerBackendType.DRIVER
    if _r.NVJITLINK:
        from .. import nvjitlink as _jl  # type: ignore[attr-defined, unused-ignore]  # (11.8 binds none)

        try:
            _jl.nvJitLinkVersion()  # loads the library; missing before nvJitLink 12.3
            backend = _CompilerBackendType.NVJITLINK
        except (_jl.DriverNotFoundError, _jl.FunctionNotFoundError) as exc:
            import warnings

            why = str(exc).splitlines()[0].split(" Tried")[0].rstrip(".")  # library or function
            warnings.warn(
                f"nvJitLink is not installed or too old (<12.3): {why}. Therefore it is not "
                "usable and the culink APIs will be used instead.",
                RuntimeWarning,
                stacklevel=3,
            )
    _LINKER_BACKEND = backend
    return backend


# cuLinkCreate's log buffers: cuda.core's size, 4 MiB each (the info log, then the error log).
_LINK_LOG_SIZE = 4194304


@_dataclass
class LinkerOptions:
    """Linker options, as cuda.core 1.2.2 names them; None leaves the linker's default. Each is
    an nvJitLink flag (`as_bytes()`) or, with the driver's linker, a CUjit_option of
    cuLinkCreate, as cuda.core maps them: arch -> CU_JIT_TARGET, max_register_count ->
    CU_JIT_MAX_REGISTERS, verbose -> CU_JIT_LOG_VERBOSE, link_time_optimization -> CU_JIT_LTO,
    optimization_level -> CU_JIT_OPTIMIZATION_LEVEL, debug -> CU_JIT_GENERATE_DEBUG_INFO,
    lineinfo -> CU_JIT_GENERATE_LINE_INFO, no_cache -> CU_JIT_CACHE_MODE (none); the driver
    refuses time, ptx, ptxas_options, split_compile and split_compile_extended (ValueError) and
    ignores ftz, prec_div, prec_sqrt, fma, kernels_used, variables_used and
    optimize_unused_variables (DeprecationWarning). `arch` defaults to the current device's
    ("sm_90"; with the driver, its context's target), read when a Linker is made. `name` names
    the linked ObjectCode. `as_options()` gives the nvJitLink flags Linker passes (`as_bytes()`'s,
    as str, with a bare "90" arch spelled "sm_90"). `numba_debug` does nothing (no linker takes
    it) and, as in cuda.core, setting it warns (DeprecationWarning)."""

    name: str | None = "<default linker>"
    arch: str | None = None
    max_register_count: int | None = None
    time: bool | None = None
    verbose: bool | None = None
    link_time_optimization: bool | None = None
    ptx: bool | None = None
    optimization_level: int | None = None
    debug: bool | None = None
    lineinfo: bool | None = None
    ftz: bool | None = None
    prec_div: bool | None = None
    prec_sqrt: bool | None = None
    fma: bool | None = None
    kernels_used: str | list[str] | tuple[str, ...] | None = None
    variables_used: str | list[str] | tuple[str, ...] | None = None
    optimize_unused_variables: bool | None = None
    ptxas_options: str | list[str] | tuple[str, ...] | None = None
    split_compile: int | None = None
    split_compile_extended: int | None = None
    no_cache: bool | None = None
    numba_debug: bool | None = None

    def __post_init__(self) -> None:
        if self.numba_debug is not None:
            import warnings

            warnings.warn(
                "numba_debug is not supported by any linking backend and is ignored. "
                "LinkerOptions.numba_debug is deprecated (as in cuda.core 1.2); use "
                "ProgramOptions.numba_debug on an NVVM or NVRTC compilation path instead.",
                DeprecationWarning,
                stacklevel=3,
            )

    def as_bytes(self, backend: str = "nvjitlink") -> list[bytes]:
        """nvJitLink's flags for these options, as cuda.core 1.2.2 spells them (RuntimeError
        where Linker links with the driver: nvJitLink is not there to take them)."""
        if backend.lower() != "nvjitlink":
            raise ValueError(f"as_bytes() only supports 'nvjitlink' backend, got '{backend}'")
        if _linker_backend() is not _CompilerBackendType.NVJITLINK:
            raise RuntimeError("nvJitLink backend is not available")
        arch = self.arch if self.arch is not None else f"sm_{Device().arch}"
        return [o.encode() for o in self._flags(arch)]

    def as_options(self) -> list[str]:
        """The nvJitLink options Linker passes (no -arch while `arch` is None: Linker
        fills it with the current device's)."""
        arch = self.arch
        if arch is not None and not arch.startswith(("sm_", "compute_", "lto_")):
            arch = "sm_" + arch
        return self._flags(arch)

    def _flags(self, arch: str | None) -> list[str]:
        out: list[str] = [] if arch is None else [f"-arch={arch}"]
        if self.max_register_count is not None:
            out.append(f"-maxrregcount={int(self.max_register_count)}")
        for field, flag in (
            ("time", "-time"),
            ("verbose", "-verbose"),
            ("link_time_optimization", "-lto"),
            ("ptx", "-ptx"),
        ):
            if getattr(self, field):
                out.append(flag)
        if self.optimization_level is not None:
            out.append(f"-O{int(self.optimization_level)}")
        if self.debug:
            out.append("-g")
        if self.lineinfo:
            out.append("-lineinfo")
        for field, flag in (
            ("ftz", "-ftz"),
            ("prec_div", "-prec-div"),
            ("prec_sqrt", "-prec-sqrt"),
            ("fma", "-fma"),
        ):
            value = getattr(self, field)
            if value is not None:
                out.append(f"{flag}={'true' if value else 'false'}")
        for item in _listed(self.kernels_used):
            out.append(f"-kernels-used={item}")
        for item in _listed(self.variables_used):
            out.append(f"-variables-used={item}")
        if self.optimize_unused_variables:
            out.append("-optimize-unused-variables")
        for item in _listed(self.ptxas_options):
            out.append(f"-Xptxas={item}")
        if self.split_compile is not None:
            out.append(f"-split-compile={int(self.split_compile)}")
        if self.split_compile_extended is not None:
            out.append(f"-split-compile-extended={int(self.split_compile_extended)}")
        if self.no_cache:
            out.append("-no-cache")
        return out

    def _driver_options(self, stacklevel: int) -> tuple[list[int], list[_Any]]:
        """cuLinkCreate's (CUjit_option keys, values) for these options, as cuda.core 1.2.2 maps
        them: the info and error log buffers first (two ctypes buffers of _LINK_LOG_SIZE bytes,
        each with its size), then one key per option set. Options the driver's linker does not
        take raise ValueError; those it ignores warn (DeprecationWarning, at `stacklevel`)."""
        jit = _d.CUjit_option
        values: list[_Any] = []
        keys: list[int] = [
            jit.CU_JIT_INFO_LOG_BUFFER,
            jit.CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES,
            jit.CU_JIT_ERROR_LOG_BUFFER,
            jit.CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
        ]
        for _ in range(2):
            values += [_c.create_string_buffer(_LINK_LOG_SIZE), _LINK_LOG_SIZE]

        def add(key: int, value: int) -> None:
            keys.append(key)
            values.append(int(value))

        if self.arch is not None:
            target = "CU_TARGET_COMPUTE_" + self.arch.split("_")[-1].upper()
            if not hasattr(_d.CUjit_target, target):
                raise ValueError(
                    f"LinkerOptions.arch={self.arch!r}: the driver's CUjit_target of CUDA "
                    f"{CUDA_RELEASE} has no {target}"
                )
            add(jit.CU_JIT_TARGET, getattr(_d.CUjit_target, target))
        if self.max_register_count is not None:
            add(jit.CU_JIT_MAX_REGISTERS, self.max_register_count)
        if self.time is not None:
            raise ValueError("time option is not supported by the driver API")
        if self.verbose:
            add(jit.CU_JIT_LOG_VERBOSE, 1)
        if self.link_time_optimization:
            add(jit.CU_JIT_LTO, 1)
        if self.ptx:
            raise ValueError("ptx option is not supported by the driver API")
        if self.optimization_level is not None:
            add(jit.CU_JIT_OPTIMIZATION_LEVEL, self.optimization_level)
        if self.debug:
            add(jit.CU_JIT_GENERATE_DEBUG_INFO, 1)
        if self.lineinfo:
            add(jit.CU_JIT_GENERATE_LINE_INFO, 1)
        ignored = [
            ("ftz", "ftz option is"),
            ("prec_div", "prec_div option is"),
            ("prec_sqrt", "prec_sqrt option is"),
            ("fma", "fma options is"),  # sic: cuda.core's words
            ("kernels_used", "kernels_used is"),
            ("variables_used", "variables_used is"),
            ("optimize_unused_variables", "optimize_unused_variables is"),
        ]
        for field, words in ignored:
            if getattr(self, field) is not None:
                import warnings

                warnings.warn(
                    f"{words} deprecated in the driver API",
                    DeprecationWarning,
                    stacklevel=stacklevel,
                )
        for field in ("ptxas_options", "split_compile", "split_compile_extended"):
            if getattr(self, field) is not None:
                raise ValueError(f"{field} option is not supported by the driver API")
        if self.no_cache is True:
            add(jit.CU_JIT_CACHE_MODE, _d.CUjit_cacheMode.CU_JIT_CACHE_OPTION_NONE)
        return keys, values


def _destroy_link_state(state: int, keep: object) -> None:
    """cuLinkDestroy, once; `keep` (cuLinkCreate's option arrays and log buffers, which the
    driver writes into until the state is destroyed) lives until then."""
    _d.cuLinkDestroy(state)


class Linker:
    """Links ObjectCode (cubin, PTX, LTO-IR, fatbin, object, library) with nvJitLink, or, where
    nvJitLink is not there (CUDA 11.8's package binds none; a machine without libnvJitLink, or
    one older than 12.3), with the driver's cuLink* (no LTO-IR; cubins only), as cuda.core
    decides: `Linker.which_backend()` says which.
    `Linker(a, b, options=LinkerOptions(link_time_optimization=True)).link("cubin")` ->
    ObjectCode. A failed link raises the linker's error with its error log in its message and
    `.log`. The nvJitLink handle or driver link state is destroyed once (close(), a with
    block, or the garbage collector); the driver's cubin is copied out before."""

    _NVJITLINK_INPUTS: _ClassVar[dict[str, str]] = {
        "cubin": "NVJITLINK_INPUT_CUBIN",
        "ptx": "NVJITLINK_INPUT_PTX",
        "ltoir": "NVJITLINK_INPUT_LTOIR",
        "fatbin": "NVJITLINK_INPUT_FATBIN",
        "object": "NVJITLINK_INPUT_OBJECT",
        "library": "NVJITLINK_INPUT_LIBRARY",
    }
    # cuda.core's: the driver takes no LTO-IR (CU_JIT_INPUT_NVVM is pre-12.0 NVVM IR).
    _DRIVER_INPUTS: _ClassVar[dict[str, str]] = {
        "cubin": "CU_JIT_INPUT_CUBIN",
        "ptx": "CU_JIT_INPUT_PTX",
        "fatbin": "CU_JIT_INPUT_FATBINARY",
        "object": "CU_JIT_INPUT_OBJECT",
        "library": "CU_JIT_INPUT_LIBRARY",
    }

    def __init__(
        self, *object_codes: ObjectCode, options: LinkerOptions | dict[str, _Any] | None = None
    ) -> None:
        self._handle: int | None = None
        self._finalizer: _Finalizer | None = None
        self._info_log: str | None = None  # read at link(), as cuda.core keeps them
        self._error_log: str | None = None
        if not object_codes:
            raise ValueError("Linker: give at least one ObjectCode")
        if isinstance(options, dict):  # as cuda.core: the LinkerOptions fields by name
            options = LinkerOptions(**options)
        self._options = options or LinkerOptions()
        self._backend = backend = _linker_backend()
        driver = backend is _CompilerBackendType.DRIVER
        inputs = self._DRIVER_INPUTS if driver else self._NVJITLINK_INPUTS
        for i, code in enumerate(object_codes):
            if not isinstance(code, ObjectCode):
                raise TypeError(
                    f"Linker: argument {i} is a {type(code).__name__}, not an ObjectCode"
                )
            if code.code_type not in inputs:
                which = "the driver's linker (cuLink*)" if driver else "nvJitLink"
                more = ": LTO-IR needs nvJitLink" if code.code_type == "ltoir" and driver else ""
                raise ValueError(
                    f"Linker: {code!r} has code type {code.code_type!r}, which {which} does "
                    f"not take{more}"
                )
        if driver:
            self._init_driver(object_codes)
        else:
            self._init_nvjitlink(object_codes)

    def _init_nvjitlink(self, object_codes: tuple[ObjectCode, ...]) -> None:
        from .. import nvjitlink as _jl  # type: ignore[attr-defined, unused-ignore]  # (11.8 binds none)

        self._jl = _jl
        if self._options.arch is None:
            # numba_debug does nothing: the copy leaves it out, so it warns only once.
            self._options = _replace(self._options, arch="sm_" + Device().arch, numba_debug=None)
        self._handle = int(_jl.nvJitLinkCreate(self._options.as_options()))
        self._finalizer = _finalizer(self, None, _jl.nvJitLinkDestroy, self._handle)
        for i, code in enumerate(object_codes):
            kind = getattr(_jl.nvJitLinkInputType, self._NVJITLINK_INPUTS[code.code_type])
            # A failed add or link raises with the linker's error log (`.log`): nvjitlink does it.
            _jl.nvJitLinkAddData(
                self._handle, kind, code.code, len(code.code), code.name or f"input{i}"
            )

    def _init_driver(self, object_codes: tuple[ObjectCode, ...]) -> None:
        """cuLinkCreate with the options' CUjit_option arrays, kept (with the log buffers they
        point to) until cuLinkDestroy, as the driver requires; then cuLinkAddData per input.
        The state belongs to the current device's primary context (pushed for each call)."""
        keys, values = self._options._driver_options(stacklevel=4)  # the caller's Linker(...)
        self._logs = (values[0], values[2])
        keys_array = (_c.c_uint * len(keys))(*keys)
        values_array = (_c.c_void_p * len(values))(
            *(_c.addressof(v) if isinstance(v, _c.Array) else v for v in values)
        )
        self._context = context = Device()._primary
        state = int(self._driver_call(_d.cuLinkCreate, keys_array, values_array))
        self._handle = state
        keep = (keys_array, values_array, self._logs)
        self._finalizer = _finalizer(self, context, _destroy_link_state, state, keep)
        for i, code in enumerate(object_codes):
            kind = getattr(_d.CUjitInputType, self._DRIVER_INPUTS[code.code_type])
            data = code.code
            self._driver_call(
                _d.cuLinkAddData, state, kind, data, len(data), code.name or f"input{i}", None, None
            )

    def _driver_call(self, fn: _Any, *args: _Any) -> _Any:
        """fn(*args) in the link's context; a failure carries the driver linker's error log
        (`.log`, and in its message as cuda.core words it)."""
        try:
            return _in_context(self._context, fn, *args)
        except _d.CUDADriverError as exc:
            log = self._driver_log(1)
            if log:
                exc.log = log
                exc.args = (f"{exc.args[0]}\nLinker error log: {log}", *exc.args[1:])
            raise

    def _driver_log(self, which: int) -> str:
        """The driver's info (0) or error (1) log: its buffer's text, up to the NUL."""
        return bytes(self._logs[which].value).decode("utf-8", errors="backslashreplace")

    @classmethod
    def which_backend(cls) -> _CompilerBackendType:
        """Which linker Linkers use, cuda.core's CompilerBackendType (a str enum): "nvJitLink"
        where the package binds it and its library (12.3 or newer) loads, else "driver" (the
        driver's cuLink*). Decided once per process, at the first use."""
        return _linker_backend()

    @property
    def backend(self) -> _CompilerBackendType:
        """This Linker's backend: "nvJitLink" or "driver" (a CompilerBackendType)."""
        return self._backend

    @property
    def handle(self) -> int | None:
        """The nvJitLinkHandle or the driver's CUlinkState, as an int (None once closed)."""
        return self._handle

    @property
    def is_closed(self) -> bool:
        return self._handle is None

    def link(self, target_type: str) -> ObjectCode:
        """Link the inputs into "cubin" or "ptx" (PTX needs nvJitLink and
        LinkerOptions(ptx=True)); the logs are kept from here on, as cuda.core keeps them."""
        if target_type not in ("cubin", "ptx"):
            raise ValueError(f"target_type must be 'cubin' or 'ptx', got {target_type!r}")
        handle = self._live()
        name = self._options.name or ""
        if self._backend is _CompilerBackendType.DRIVER:
            if target_type != "cubin":
                raise ValueError(
                    "the driver's linker (cuLink*) links into a cubin only: link('cubin'), or "
                    "link PTX with nvJitLink"
                )
            cubin, size = self._driver_call(_d.cuLinkComplete, handle)
            # Copied out now: the driver's cubin is freed with the link state.
            code = ObjectCode._init(_c.string_at(cubin, size), "cubin", name)
        else:
            jl = self._jl
            jl.nvJitLinkComplete(handle)
            if target_type == "cubin":
                code = ObjectCode._init(jl.nvJitLinkGetLinkedCubin(handle), "cubin", name)
            else:
                # The driver reads PTX as a C string: NUL-terminated whatever size nvJitLink says.
                ptx = ObjectCode._read(jl.nvJitLinkGetLinkedPtx(handle), True)
                code = ObjectCode._init(ptx, "ptx", name)
        self._info_log = self.get_info_log()
        self._error_log = self.get_error_log()
        return code

    def get_error_log(self) -> str:
        if self._error_log is not None:
            return self._error_log
        if self._backend is _CompilerBackendType.DRIVER:
            return self._driver_log(1)
        return str(self._jl.nvJitLinkGetErrorLog(self._live()))

    def get_info_log(self) -> str:
        if self._info_log is not None:
            return self._info_log
        if self._backend is _CompilerBackendType.DRIVER:
            return self._driver_log(0)
        return str(self._jl.nvJitLinkGetInfoLog(self._live()))

    def _live(self) -> int:
        if self._handle is None:
            raise RuntimeError("this Linker is closed")
        return self._handle

    def close(self) -> None:
        """Destroy the nvJitLink handle or the driver's link state (once)."""
        self._handle = None
        fin = self._finalizer
        if fin is not None:
            fin()

    def __enter__(self) -> Linker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# Names used only inside functions: imported once this module's own are defined (the
# package's modules refer to each other), the modules others build on first.
from ._context import CUDA_RELEASE, _finalizer, _in_context
from ._device import Device
from ._module import ObjectCode
from ._program import _listed
