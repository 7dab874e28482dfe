"""Which libraries a release's package has, and which headers make each module."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..errors import GeneratorError
from ..frontend.clang import STANDIN_INCLUDE, Source
from .layout import HEADERS, releases


@dataclass(frozen=True, slots=True)
class LibrarySpec:
    """A module of the generated package: its main header, the headers whose declarations
    it owns, and headers parsed with it that the main header does not include."""

    module: str
    main: str
    owned: tuple[str, ...]
    extra: tuple[str, ...] = ()
    # Takes in the types it uses from headers it does not own instead of failing: cudaStream_t,
    # cuComplex, cudaDataType in the math and communication libraries; GLuint, EGLImageKHR,
    # VdpDevice (from the stand-ins) in driver and runtime.
    foreign: bool = False
    version_macro: str = "CUDA_VERSION"  # the library's version (api.json's "version")

    @property
    def standins(self) -> tuple[str, ...]:
        """Its extra headers that are cudagen's stand-ins (vdpau/vdpau.h), in parse order: a C
        compiler given the stand-in folder includes them before the headers that expect them."""
        return tuple(h for h in self.extra if (STANDIN_INCLUDE / h).is_file())


_RUNTIME_TYPES = (
    "cuda_runtime_api.h", "driver_types.h", "vector_types.h", "surface_types.h", "texture_types.h",
    "device_types.h", "builtin_types.h", "cuda_device_runtime_api.h",
)

# In module order. A library is generated for a release when its main header is vendored.
# C++-only declarations (templates and overloads in cuda_runtime.h) are out of scope.
# The graphics interop headers (from the runtime wheels) use types of GL, EGL and VDPAU headers
# that CUDA does not ship: cudagen's stand-ins (generator/cudagen/frontend/include/standins) declare them, and
# each module takes in the ones it uses (GLuint, EGLImageKHR, VdpDevice, ...). cudaVDPAU.h
# expects vdpau.h included before it.
_DRIVER_INTEROP = ("cudaGL.h", "cudaEGL.h", "vdpau/vdpau.h", "cudaVDPAU.h")
_RUNTIME_INTEROP = ("cuda_gl_interop.h", "cuda_egl_interop.h", "cuda_vdpau_interop.h")
LIBRARY_SPECS = (
    # The profiler headers come from their own wheel (nvidia-cuda-profiler-api), where vendored.
    LibrarySpec("driver", "cuda.h", ("cuda.h", "cudaProfiler.h", *_DRIVER_INTEROP),
                ("cudaProfiler.h", *_DRIVER_INTEROP), foreign=True),
    LibrarySpec("runtime", "cuda_runtime_api.h", (*_RUNTIME_TYPES, "cuda_profiler_api.h", *_RUNTIME_INTEROP),
                ("library_types.h", "cuda_profiler_api.h", *_RUNTIME_INTEROP), foreign=True),
    LibrarySpec("nvrtc", "nvrtc.h", ("nvrtc.h",)),
    LibrarySpec("nvjitlink", "nvJitLink.h", ("nvJitLink.h",)),
    LibrarySpec("nvvm", "nvvm.h", ("nvvm.h",)),
    # cublas_v2.h names the current API (#define cublasCreate cublasCreate_v2) over cublas_api.h.
    LibrarySpec("cublas", "cublas_v2.h", ("cublas_v2.h", "cublas_api.h"), foreign=True,
                version_macro="CUBLAS_VERSION"),
    LibrarySpec("curand", "curand.h", ("curand.h",), foreign=True, version_macro="CURAND_VERSION"),
    LibrarySpec("cufft", "cufft.h", ("cufft.h",), foreign=True, version_macro="CUFFT_VERSION"),
    LibrarySpec("nccl", "nccl.h", ("nccl.h",), foreign=True, version_macro="NCCL_VERSION_CODE"),
)


# The ABI versions of the driver's extra headers' entry points (cuProfilerStart: 4000).
_MORE_PROC_TYPEDEFS = ("cudaProfilerTypedefs.h", "cudaGLTypedefs.h", "cudaEGLTypedefs.h", "cudaVDPAUTypedefs.h")


def sources(release: str, headers: Path = HEADERS) -> list[Source]:
    root = headers / release
    if not root.is_dir():
        known = ", ".join(releases(headers)) or "none"
        raise GeneratorError(f"{root}: release {release} is not vendored (vendored: {known})")
    out = [
        Source(spec.module, release, root / spec.main, root, spec.owned,
               extra=tuple(h for h in spec.extra if (root / h).is_file() or (STANDIN_INCLUDE / h).is_file()),
               version_macro="CUDART_VERSION" if spec.module == "runtime" else spec.version_macro,
               per_thread_define="CUDA_API_PER_THREAD_DEFAULT_STREAM" if spec.module == "driver" else "",
               proc_typedefs="cudaTypedefs.h" if spec.module == "driver" and (root / "cudaTypedefs.h").is_file() else "",
               more_proc_typedefs=tuple(h for h in _MORE_PROC_TYPEDEFS if spec.module == "driver" and (root / h).is_file()),
               foreign=spec.foreign)
        for spec in LIBRARY_SPECS
        if (root / spec.main).is_file()
    ]
    if not out:
        raise GeneratorError(f"{root}: no known library header (expected one of "
                             f"{', '.join(s.main for s in LIBRARY_SPECS)})")
    return out
