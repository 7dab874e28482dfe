"""What differs between the libraries a package binds: the result enum and its success
code, the exception base, how the shared library is loaded, the library's own message text."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .. import ir
from .typemap import TypeMap


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
