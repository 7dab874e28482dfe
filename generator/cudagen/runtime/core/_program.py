"""`Program` and `ProgramOptions`: NVRTC, NVVM and PTX compilation."""

from __future__ import annotations

import os as _os
import sys as _sys
import threading as _threading
from dataclasses import dataclass as _dataclass

from .._support import CUDAError
from . import _release as _r

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from collections.abc import Sequence as _Sequence
    from typing import Any as _Any

    from ._context import _Finalizer
    from .utils._program_cache import ProgramCacheResource as _ProgramCacheResource


# What NVVM does not take (ProgramOptions.as_bytes("nvvm") raises naming each that is set):
# (field, whether any value but None counts as set, else only a true one), as cuda.core decides.
_NOT_NVVM = (
    ("relocatable_device_code", True),
    ("extensible_whole_program", False),
    ("lineinfo", False),
    ("ptxas_options", True),
    ("max_register_count", True),
    ("use_fast_math", False),
    ("extra_device_vectorization", False),
    ("gen_opt_lto", False),
    ("define_macro", True),
    ("undefine_macro", True),
    ("include_path", True),
    ("use_bundled_headers", False),
    ("pre_include", True),
    ("no_source_include", False),
    ("std", True),
    ("builtin_move_forward", True),
    ("builtin_initializer_list", True),
    ("disable_warnings", False),
    ("restrict", False),
    ("device_as_default_execution_space", False),
    ("device_int128", False),
    ("optimization_info", True),
    ("no_display_error_number", False),
    ("diag_error", True),
    ("diag_suppress", True),
    ("diag_warn", True),
    ("brief_diagnostics", True),
    ("time", True),
    ("split_compile", True),
    ("fdevice_syntax_only", False),
    ("minimal", False),
)


@_dataclass
class ProgramOptions:
    """NVRTC (and NVVM) options, as cuda.core 1.2.2 names them; None leaves the compiler's
    default. `arch` defaults to the current device's ("sm_90"), read when the options are
    turned into flags (cuda.core reads it when the options are made). `as_bytes("nvrtc")` gives
    the flags cuda.core gives for the same options; `as_options()` the ones Program.compile
    passes (the same, as str, with a bare "90" arch spelled "sm_90"). `extra_options` (ours)
    are appended as they are."""

    name: str | None = "default_program"
    arch: str | None = None
    relocatable_device_code: bool | None = None
    extensible_whole_program: bool | None = None
    debug: bool | None = None
    lineinfo: bool | None = None
    device_code_optimize: bool | None = None
    ptxas_options: str | list[str] | tuple[str, ...] | None = None
    max_register_count: int | None = None
    ftz: bool | None = None
    prec_sqrt: bool | None = None
    prec_div: bool | None = None
    fma: bool | None = None
    use_fast_math: bool | None = None
    extra_device_vectorization: bool | None = None
    link_time_optimization: bool | None = None
    gen_opt_lto: bool | None = None
    define_macro: (
        str
        | tuple[str, str]
        | list[str | tuple[str, str]]
        | tuple[str | tuple[str, str], ...]
        | None
    ) = None
    undefine_macro: str | list[str] | tuple[str, ...] | None = None
    include_path: str | list[str] | tuple[str, ...] | None = None
    use_bundled_headers: bool | None = None
    pre_include: str | list[str] | tuple[str, ...] | None = None
    no_source_include: bool | None = None
    std: str | None = None
    builtin_move_forward: bool | None = None
    builtin_initializer_list: bool | None = None
    disable_warnings: bool | None = None
    restrict: bool | None = None
    device_as_default_execution_space: bool | None = None
    device_int128: bool | None = None
    optimization_info: str | None = None
    no_display_error_number: bool | None = None
    diag_error: int | list[int] | tuple[int, ...] | None = None
    diag_suppress: int | list[int] | tuple[int, ...] | None = None
    diag_warn: int | list[int] | tuple[int, ...] | None = None
    brief_diagnostics: bool | None = None
    time: str | None = None
    split_compile: int | None = None
    fdevice_syntax_only: bool | None = None
    minimal: bool | None = None
    no_cache: bool | None = None
    fdevice_time_trace: str | None = None
    device_float128: bool | None = None
    frandom_seed: str | None = None
    ofast_compile: str | None = None
    pch: bool | None = None
    create_pch: str | None = None
    use_pch: str | None = None
    pch_dir: str | None = None
    pch_verbose: bool | None = None
    pch_messages: bool | None = None
    instantiate_templates_in_pch: bool | None = None
    extra_sources: (
        list[tuple[str, str | bytes | bytearray]]
        | tuple[tuple[str, str | bytes | bytearray], ...]
        | None
    ) = None
    use_libdevice: bool | None = None
    numba_debug: bool | None = None
    extra_options: list[str] | tuple[str, ...] | None = None

    def __post_init__(self) -> None:
        if self.name is None:
            self.name = "default_program"  # as cuda.core

    def as_bytes(self, backend: str, target_type: str | None = None) -> list[bytes]:
        """The options as flags for `backend` ("nvrtc" or "nvvm"), as cuda.core 1.2.2 spells
        them: NVVM takes a subset (CUDAError names the options it does not take) and, for
        target_type "ltoir", -gen-lto."""
        which = backend.lower()
        if which == "nvrtc":
            return [o.encode() for o in self._nvrtc_flags(self._arch())]
        if which == "nvvm":
            flags = self._nvvm_flags()
            if target_type == "ltoir" and "-gen-lto" not in flags:
                flags.append("-gen-lto")
            return [o.encode() for o in flags]
        raise ValueError(f"Unknown backend '{backend}'. Must be one of: 'nvrtc', 'nvvm'")

    def as_options(self) -> list[str]:
        """The NVRTC options Program.compile passes: as_bytes("nvrtc") as str, but that a bare
        arch ("90") is spelled "sm_90", and no -arch while `arch` is None (compile adds the
        current device's)."""
        arch = self.arch
        if arch is not None and not arch.startswith(("sm_", "compute_", "lto_")):
            arch = "sm_" + arch
        return self._nvrtc_flags(arch)

    def _arch(self) -> str:
        return self.arch if self.arch is not None else f"sm_{Device().arch}"

    def _nvrtc_flags(self, arch: str | None) -> list[str]:
        out: list[str] = [] if arch is None else [f"-arch={arch}"]

        def valued(flag: str, value: object) -> None:  # --flag=true|false, when set
            if value is not None:
                out.append(f"{flag}={'true' if value else 'false'}")

        def each(flag: str, value: object) -> None:  # --flag=v for a value or each of a list
            for item in _listed(value):
                out.append(f"{flag}={item}")

        valued("--relocatable-device-code", self.relocatable_device_code)
        if self.extensible_whole_program:
            out.append("--extensible-whole-program")
        if self.debug:
            out.append("--device-debug")
        if self.lineinfo:
            out.append("--generate-line-info")
        if self.device_code_optimize:
            out.append("--dopt=on")
        each("--ptxas-options", self.ptxas_options)
        if self.max_register_count is not None:
            out.append(f"--maxrregcount={self.max_register_count}")
        valued("--ftz", self.ftz)
        valued("--prec-sqrt", self.prec_sqrt)
        valued("--prec-div", self.prec_div)
        valued("--fmad", self.fma)
        for field, flag in (
            ("use_fast_math", "--use_fast_math"),
            ("extra_device_vectorization", "--extra-device-vectorization"),
            ("link_time_optimization", "--dlink-time-opt"),
            ("gen_opt_lto", "--gen-opt-lto"),
        ):
            if getattr(self, field):
                out.append(flag)
        out += [f"--define-macro={m}" for m in _macros(self.define_macro)]
        each("--undefine-macro", self.undefine_macro)
        if self.use_bundled_headers:  # before the include paths, as cuda.core
            out.append(f"--use-bundled-headers={_bundled_headers_dir()}")
        each("--include-path", self.include_path)
        each("--pre-include", self.pre_include)
        if self.no_source_include:
            out.append("--no-source-include")
        if self.std is not None:
            out.append(f"--std={self.std}")
        valued("--builtin-move-forward", self.builtin_move_forward)
        valued("--builtin-initializer-list", self.builtin_initializer_list)
        for field, flag in (
            ("disable_warnings", "--disable-warnings"),
            ("restrict", "--restrict"),
            ("device_as_default_execution_space", "--device-as-default-execution-space"),
            ("device_int128", "--device-int128"),
            ("device_float128", "--device-float128"),
        ):
            if getattr(self, field):
                out.append(flag)
        if self.optimization_info is not None:
            out.append(f"--optimization-info={self.optimization_info}")
        if self.no_display_error_number:
            out.append("--no-display-error-number")
        each("--diag-error", self.diag_error)
        each("--diag-suppress", self.diag_suppress)
        each("--diag-warn", self.diag_warn)
        valued("--brief-diagnostics", self.brief_diagnostics)
        if self.time is not None:
            out.append(f"--time={self.time}")
        if self.split_compile is not None:
            out.append(f"--split-compile={self.split_compile}")
        if self.fdevice_syntax_only:
            out.append("--fdevice-syntax-only")
        if self.minimal:
            out.append("--minimal")
        if self.no_cache:
            out.append("--no-cache")
        for field, flag in (
            ("fdevice_time_trace", "--fdevice-time-trace"),
            ("frandom_seed", "--frandom-seed"),
            ("ofast_compile", "--Ofast-compile"),
        ):
            value = getattr(self, field)
            if value is not None:
                out.append(f"{flag}={value}")
        if self.pch:
            out.append("--pch")
        for field, flag in (
            ("create_pch", "--create-pch"),
            ("use_pch", "--use-pch"),
            ("pch_dir", "--pch-dir"),
        ):
            value = getattr(self, field)
            if value is not None:
                out.append(f"{flag}={value}")
        valued("--pch-verbose", self.pch_verbose)
        valued("--pch-messages", self.pch_messages)
        valued("--instantiate-templates-in-pch", self.instantiate_templates_in_pch)
        if self.numba_debug:
            out.append("--numba-debug")
        out.extend(self.extra_options or ())
        return out

    def _nvvm_flags(self) -> list[str]:
        unsupported = [
            field
            for field, any_value in _NOT_NVVM
            if (getattr(self, field) is not None if any_value else getattr(self, field))
        ]
        if self.use_bundled_headers:
            _bundled_headers_dir()  # cuda.core checks NVRTC's version whatever the backend
        if unsupported:
            raise _UnsupportedOptions(
                f"The following options are not supported by NVVM backend: {', '.join(unsupported)}"
            )
        arch = self._arch()
        out = [f"-arch={'compute_' + arch[3:] if arch.startswith('sm_') else arch}"]
        if self.debug:
            out.append("-g")
        if self.device_code_optimize is not None:
            out.append("-opt=3" if self.device_code_optimize else "-opt=0")
        for field, flag in (
            ("ftz", "-ftz"),
            ("prec_sqrt", "-prec-sqrt"),
            ("prec_div", "-prec-div"),
            ("fma", "-fma"),
        ):
            value = getattr(self, field)
            if value is not None:
                out.append(f"{flag}={'1' if value else '0'}")
        if self.numba_debug:
            out.append("-numba-debug")
        return out


class _UnsupportedOptions(CUDAError):
    """Options a compiler backend does not take: a CUDAError, as cuda.core raises, though no
    CUDA call failed (its message is the whole text; `code` is -1)."""

    def __init__(self, message: str) -> None:
        Exception.__init__(self, message)
        self.code = -1
        self.name = "unsupported options"
        self.function = "ProgramOptions.as_bytes"
        self.message = message


def _listed(value: _Any) -> list[_Any]:
    if value is None:
        return []
    if isinstance(value, (list, tuple)):
        return list(value)
    return [value]


def _macros(value: object) -> list[str]:
    """define_macro as NAME or NAME=VALUE each: a str, a (name, value) pair, or a list of them;
    anything else raises RuntimeError, as cuda.core."""
    if value is None:
        return []

    def one(macro: object) -> str | None:
        if isinstance(macro, str):
            return macro
        if isinstance(macro, tuple):
            if len(macro) != 2 or not all(isinstance(v, str) for v in macro):
                raise RuntimeError(f"Expected define_macro tuple[str, str], got {macro}")
            return f"{macro[0]}={macro[1]}"
        return None

    single = one(value)
    if single is not None:
        return [single]
    union = "Union[str, tuple[str, str]]"
    if (
        isinstance(value, (list, tuple))
        and value
        and all(isinstance(m, (str, tuple)) for m in value)
    ):
        out = []
        for macro in value:
            spelled = one(macro)
            if spelled is None:
                raise RuntimeError(f"Expected define_macro {union}, got {macro}")
            out.append(spelled)
        return out
    raise RuntimeError(f"Expected define_macro {union}, list[{union}], got {value}")


def _libdevice() -> bytes:
    """libdevice.10.bc, NVIDIA's math library as NVVM bitcode: where cuda.pathfinder finds it,
    else beside an NVIDIA wheel's libNVVM (nvidia/cu*/nvvm/libdevice) or in a CUDA toolkit
    ($CUDA_HOME, $CUDA_PATH, /usr/local/cuda: nvvm/libdevice)."""
    candidates: list[str] = []
    try:
        import importlib

        pathfinder = importlib.import_module("cuda.pathfinder")
        candidates.append(str(pathfinder.find_bitcode_lib("device")))
    except Exception:  # no pathfinder, or one without bitcode libraries: look ourselves
        pass
    major = CUDA_RELEASE.split(".")[0]
    roots = [_os.path.join(p or ".", "nvidia", f"cu{major}") for p in _sys.path]
    roots += [_os.path.join(p or ".", "nvidia", "cuda_nvcc") for p in _sys.path]
    roots += [r for r in (_os.environ.get("CUDA_HOME"), _os.environ.get("CUDA_PATH")) if r]
    roots.append("/usr/local/cuda")
    candidates += [_os.path.join(r, "nvvm", "libdevice", "libdevice.10.bc") for r in roots]
    for path in candidates:
        if _os.path.isfile(path):
            with open(path, "rb") as f:
                return f.read()
    raise RuntimeError(
        "use_libdevice: libdevice.10.bc not found (cuda.pathfinder, the nvidia-nvvm wheel, "
        "$CUDA_HOME/nvvm/libdevice)"
    )


def _bundled_headers_dir() -> str:
    """Where NVRTC installs the headers it bundles (--use-bundled-headers, NVRTC 13.3 on): the
    user's cache, as cuda.core ($XDG_CACHE_HOME or ~/.cache, then
    cuda-python/nvrtc-bundled-headers)."""
    from .. import nvrtc as _nvrtc

    version = tuple(_nvrtc.nvrtcVersion())
    if version < (13, 3):
        raise RuntimeError(
            f"use_bundled_headers requires NVRTC >= 13.3, but found {version[0]}.{version[1]}. "
            "Upgrade the CUDA Toolkit / driver providing libnvrtc, or set use_bundled_headers=False "
            "and supply include_path manually."
        )
    root = _os.environ.get("XDG_CACHE_HOME") or _os.path.join(_os.path.expanduser("~"), ".cache")
    return _os.path.join(root, "cuda-python", "nvrtc-bundled-headers")


class Program:
    """Source to compile: `Program(code, "c++", ProgramOptions(...)).compile("cubin")` (or
    "ptx", "ltoir") -> ObjectCode, with NVRTC. A compile error raises the NVRTC error with
    the compiler's log in its message and `.log`. A "ptx" program compiles to "cubin" with a
    Linker (nvJitLink, or the driver's cuLink*: Linker.which_backend()), or is passed through to
    a "ptx" ObjectCode (the driver JIT-compiles it when loaded). An "nvvm" program (NVVM IR, text
    or bitcode) compiles with libNVVM to "ptx" or "ltoir". The NVRTC (NVVM) program is destroyed
    once (close(), a with block, or the garbage collector). `pch_status` says whether the last
    compile made the precompiled header it was asked for (create_pch, pch)."""

    def __init__(
        self,
        code: str | bytes | bytearray,
        code_type: str = "c++",
        options: ProgramOptions | dict[str, _Any] | None = None,
    ) -> None:
        if isinstance(options, dict):  # as cuda.core: the ProgramOptions fields by name
            options = ProgramOptions(**options)
        self._options = options or ProgramOptions()
        self._code_type = code_type.lower()
        self._handle: int | None = None
        self._finalizer: _Finalizer | None = None
        self._pch_status: str | None = None
        self._code = bytes(code) if isinstance(code, (bytes, bytearray)) else code.encode()
        if self._code_type == "nvvm":
            self._init_nvvm()
            return
        if self._code_type == "ptx":
            if self._options.extra_sources is not None:
                raise ValueError("extra_sources is not supported by the PTX backend.")
            if self._options.numba_debug:
                import warnings

                warnings.warn(
                    "ProgramOptions.numba_debug is ignored for code_type='ptx' (the driver "
                    "JIT-compiles PTX; no compiler here takes the option)",
                    UserWarning,
                    stacklevel=2,
                )
            return
        if self._code_type not in ("c++", "cu", "cuda"):
            raise ValueError(f"code_type must be 'c++', 'ptx' or 'nvvm', got {code_type!r}")
        if self._options.extra_sources is not None:
            raise ValueError("extra_sources is not supported by the NVRTC backend (C++ code_type)")
        from .. import nvrtc as _nvrtc

        self._nvrtc = _nvrtc
        self._create()

    def _create(self) -> None:
        """A new NVRTC program of the code (destroying the one before, if any)."""
        if self._finalizer is not None:
            self._finalizer()
        nv = self._nvrtc
        self._handle = int(
            nv.nvrtcCreateProgram(self._code, self._options.name or "default_program", None, None)
        )
        self._finalizer = _finalizer(self, None, nv.nvrtcDestroyProgram, self._handle)

    def _init_nvvm(self) -> None:
        """An NVVM program of the IR (text or bitcode) and of `extra_sources`, as cuda.core."""
        try:
            from .. import nvvm as _nvvm  # type: ignore[attr-defined, unused-ignore]  # (11.8 binds none)
        except ImportError:
            raise NotImplementedError(
                f"the package of CUDA {CUDA_RELEASE} binds no NVVM: code_type 'nvvm' needs 12.9 on"
            ) from None
        modules = [(self._code, self._options.name or "default_program")]
        extra = self._options.extra_sources
        if extra is not None:
            if not isinstance(extra, (list, tuple)):
                raise TypeError(
                    "extra_sources must be a sequence of 2-tuples: "
                    "((name1, source1), (name2, source2), ...)"
                )
            for i, module in enumerate(extra):
                if not isinstance(module, tuple) or len(module) != 2:
                    raise TypeError(
                        "Each extra module must be a 2-tuple (name, source), "
                        f"got {type(module).__name__} at index {i}"
                    )
                name, source = module
                if not isinstance(name, str):
                    raise TypeError(
                        f"Module name at index {i} must be a string, got {type(name).__name__}"
                    )
                if isinstance(source, str):
                    source = source.encode()
                elif not isinstance(source, (bytes, bytearray)):
                    raise TypeError(
                        f"Module source at index {i} must be str (textual LLVM IR), bytes "
                        f"(textual LLVM IR or bitcode), or bytearray, got {type(source).__name__}"
                    )
                if not source:
                    raise ValueError(f"Module source for '{name}' (index {i}) cannot be empty")
                modules.append((bytes(source), name))
        self._nvvm = _nvvm
        self._lock = _threading.Lock()
        self._libdevice_added = False
        self._handle = int(_nvvm.nvvmCreateProgram())
        self._finalizer = _finalizer(self, None, _nvvm.nvvmDestroyProgram, self._handle)
        for source, name in modules:
            _nvvm.nvvmAddModuleToProgram(self._handle, source, len(source), name)

    @property
    def backend(self) -> _CompilerBackendType:
        """The compiler, cuda.core's CompilerBackendType (a str enum): "NVRTC", "NVVM", or for
        a PTX program the Linker's backend ("nvJitLink" or "driver")."""
        if self._code_type == "ptx":
            return Linker.which_backend()
        if self._code_type == "nvvm":
            return _CompilerBackendType.NVVM
        return _CompilerBackendType.NVRTC

    @property
    def handle(self) -> int | None:
        """The nvrtcProgram (nvvmProgram for NVVM IR), as an int (None for a PTX program)."""
        return self._handle

    @property
    def is_closed(self) -> bool:
        return self._code_type != "ptx" and self._handle is None

    @property
    def pch_status(self) -> str | None:
        """What the last compile did of the precompiled header its options asked for
        (create_pch or pch): "created", "not_attempted" or "failed" (nvrtcGetPCHCreateStatus);
        None when none was asked for, before compiling, for a PTX program, or where the
        package's NVRTC does not declare nvrtcGetPCHCreateStatus (before CUDA 12.8). When the
        PCH heap was too small, compile has grown it (nvrtcSetPCHHeapSize) and compiled again."""
        return self._pch_status

    def close(self) -> None:
        """Destroy the NVRTC program (once)."""
        self._handle = None
        if self._finalizer is not None:
            self._finalizer()

    def __enter__(self) -> Program:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def compile(
        self,
        target_type: str,
        name_expressions: tuple[str, ...] | list[str] = (),
        logs: object = None,
        *,
        cache: _ProgramCacheResource | None = None,
    ) -> ObjectCode:
        """Compile to `target_type` ("cubin", "ptx" or "ltoir"). `name_expressions` (C++ names,
        "f<int>") are looked up after compiling, so `get_kernel` takes them as written.
        `logs`, if given, has the compiler log written to it (`.write`). `cache` (a
        utils.ProgramCacheResource) is asked first, by utils.make_program_cache_key: a hit is
        returned without compiling (and without a log), a miss compiled and stored; it cannot
        go with `name_expressions` (the cache keeps no symbol mapping)."""
        target = target_type.lower()
        if target not in ("cubin", "ptx", "ltoir"):
            raise ValueError(f"target_type must be 'cubin', 'ptx' or 'ltoir', got {target_type!r}")
        name = self._options.name or ""
        if cache is not None:
            if name_expressions:
                raise ValueError(
                    "Program.compile(cache=...) cannot take name_expressions: the cache stores "
                    "the binary alone, without the symbol mapping get_kernel(name_expression) "
                    "needs; compile without cache="
                )
            from .utils._program_cache import make_program_cache_key

            key = make_program_cache_key(
                code=self._code,
                code_type=self._code_type,
                options=self._options,
                target_type=target,
            )
            data = cache.get(key)
            if data is not None:
                return ObjectCode._init(bytes(data), target, name)
            compiled = self.compile(target, (), logs)
            cache[key] = compiled
            return compiled
        if self._code_type == "ptx":
            if target == "ptx":
                return ObjectCode._init(self._code, "ptx", name)
            return self._link_ptx(target)
        if self._handle is None:
            raise RuntimeError("the program is closed")
        if self._code_type == "nvvm":
            return self._compile_nvvm(target, logs)
        options = self._options.as_options()
        if self._options.arch is None:
            options.insert(0, f"-arch=sm_{Device().arch}")
        if target == "ltoir" and not {"-dlto", "--dlink-time-opt"} & set(options):
            options.append("-dlto")
        code = self._compiled(target, name_expressions, logs, options)
        nv = self._nvrtc
        wants_pch = bool(self._options.create_pch) or bool(self._options.pch)
        if not wants_pch or not hasattr(nv, "nvrtcGetPCHCreateStatus"):
            self._pch_status = None
            return code
        status = self._read_pch_status()
        if status is None:  # the PCH heap is too small: grow it, compile a new program again
            nv.nvrtcSetPCHHeapSize(nv.nvrtcGetPCHHeapSizeRequired(self._handle))
            self._create()
            code = self._compiled(target, name_expressions, logs, options)
            status = self._read_pch_status() or "failed"
        self._pch_status = status
        return code

    def _link_ptx(self, target: str) -> ObjectCode:
        """PTX to a cubin with a Linker (nvJitLink, or the driver's cuLink*), the options
        translated as cuda.core translates them."""
        if target != "cubin":
            raise ValueError(
                f"Unsupported target_type=\"{target}\" for a PTX program (supported: 'cubin', 'ptx')"
            )
        o = self._options
        options = LinkerOptions(
            name=o.name,
            arch=o.arch,
            max_register_count=o.max_register_count,
            time=True if o.time else None,
            link_time_optimization=o.link_time_optimization,
            debug=o.debug,
            lineinfo=o.lineinfo,
            ftz=o.ftz,
            prec_div=o.prec_div,
            prec_sqrt=o.prec_sqrt,
            fma=o.fma,
            split_compile=o.split_compile,
            ptxas_options=o.ptxas_options,
            no_cache=o.no_cache,
        )
        with Linker(ObjectCode._init(self._code, "ptx", o.name or ""), options=options) as linker:
            return linker.link("cubin")

    def _compile_nvvm(self, target: str, logs: object) -> ObjectCode:
        """NVVM IR to PTX or LTO-IR: verified, libdevice added once if asked for, compiled."""
        if target not in ("ptx", "ltoir"):
            raise ValueError(
                f"Unsupported target_type=\"{target}\" for NVVM (supported: 'ptx', 'ltoir')"
            )
        nv, handle = self._nvvm, self._handle
        options = [o.decode() for o in self._options.as_bytes("nvvm", target)]
        with self._lock:
            nv.nvvmVerifyProgram(handle, options)
            if self._options.use_libdevice and not self._libdevice_added:
                libdevice = _libdevice()
                nv.nvvmLazyAddModuleToProgram(handle, libdevice, len(libdevice), None)
                self._libdevice_added = True
            nv.nvvmCompileProgram(handle, options)
            code = nv.nvvmGetCompiledResult(handle)
            if logs is not None:
                log = nv.nvvmGetProgramLog(handle)
                if log and log.strip("\0"):
                    logs.write(log)  # type: ignore[attr-defined]
        if target == "ptx":
            code = ObjectCode._read(code.rstrip(b"\0"), True)
        return ObjectCode._init(code, target, self._options.name or "")

    def _compiled(
        self, target: str, name_expressions: _Sequence[str], logs: object, options: list[str]
    ) -> ObjectCode:
        """Compile the NVRTC program once and read back its `target` code."""
        nv, handle = self._nvrtc, self._handle
        for expression in name_expressions:
            nv.nvrtcAddNameExpression(handle, expression)
        nv.nvrtcCompileProgram(handle, options)  # a failure raises with the log
        if logs is not None:
            log = nv.nvrtcGetProgramLog(handle)
            if log:
                logs.write(log)  # type: ignore[attr-defined]
        mapping = {expr: nv.nvrtcGetLoweredName(handle, expr) for expr in name_expressions}
        if target == "cubin":
            code = nv.nvrtcGetCUBIN(handle)
        elif target == "ltoir":
            if not _r.NVRTC_LTOIR:
                raise NotImplementedError(f"NVRTC of CUDA {CUDA_RELEASE} has no nvrtcGetLTOIR")
            code = nv.nvrtcGetLTOIR(handle)
        else:
            code = nv.nvrtcGetPTX(handle)
        return ObjectCode._init(code, target, self._options.name or "", mapping)

    def _read_pch_status(self) -> str | None:
        """nvrtcGetPCHCreateStatus as cuda.core words it; None: the heap was exhausted."""
        nv = self._nvrtc
        try:
            nv.nvrtcGetPCHCreateStatus(self._handle)
        except nv.NvrtcErrorPchCreateHeapExhausted:
            return None
        except nv.NvrtcErrorNoPchCreateAttempted:
            return "not_attempted"
        except nv.NVRTCError:
            return "failed"
        return "created"


# Names used only inside functions: imported once this module's own are defined (the
# package's modules refer to each other), the modules others build on first.
from ._context import CUDA_RELEASE, _finalizer
from ._device import Device
from ._linker import Linker, LinkerOptions, _CompilerBackendType
from ._module import ObjectCode
