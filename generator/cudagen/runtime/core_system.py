"""cuda.core's `system` module for the object layer (`from <package>.core import system`): what
the machine has, through the package's NVML bindings (`nvml`, from CUDA 12.9 on), and through
the driver where the package has no NVML or a call does not need it.

Shipped as each driver package's `_core_system.py` (cudagen.runtime.SHIPPED); `core.system`
imports it at first use. The names are cuda.core 1.2's: the version and device-count queries
and the exception classes, which are the package's NVML exceptions (`NvmlError` is its
`nvml.NVMLError`, `InvalidArgumentError` its `nvml.NvmlErrorInvalidArgument`, ...). cuda.core's
`system.Device` (an NVML device with its clocks, fans, temperatures and events) is not here yet.
"""

from __future__ import annotations

import atexit as _atexit
import threading as _threading

from . import driver as _d

try:
    from . import nvml as _nvml
except ImportError:  # a release before NVML was bound (11.8)
    _nvml = None  # type: ignore[assignment]

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any as _Any

# cuda.core's name: whether NVML is there to use (here: whether this package binds it).
CUDA_BINDINGS_NVML_IS_COMPATIBLE: bool = _nvml is not None

__all__ = [
    "CUDA_BINDINGS_NVML_IS_COMPATIBLE",
    "get_driver_branch",
    "get_kernel_mode_driver_version",
    "get_num_devices",
    "get_nvml_version",
    "get_process_name",
    "get_user_mode_driver_version",
]

_lock = _threading.Lock()
_initialized = False


def _initialize() -> _Any:
    """NVML, initialized once (nvmlInit_v2) and shut down at exit; RuntimeError without it."""
    global _initialized
    if _nvml is None:
        raise RuntimeError(
            "NVML is not available: this package does not bind it (CUDA 12.9 and newer do)"
        )
    if not _initialized:
        with _lock:
            if not _initialized:
                _nvml.nvmlInit()
                _atexit.register(_nvml.nvmlShutdown)
                _initialized = True
    return _nvml


def _driver_version() -> int:
    _d.cuInit(0)
    return int(_d.cuDriverGetVersion())


def get_user_mode_driver_version() -> tuple[int, ...]:
    """The user-mode (CUDA) driver version as (MAJOR, MINOR), e.g. (13, 0)."""
    if _nvml is not None:
        version = int(_initialize().nvmlSystemGetCudaDriverVersion_v2())
    else:
        version = _driver_version()
    return (version // 1000, (version // 10) % 100)


def get_kernel_mode_driver_version() -> tuple[int, ...]:
    """The kernel-mode (GPU) driver version, e.g. (580, 159, 4); RuntimeError without NVML."""
    return tuple(int(part) for part in _initialize().nvmlSystemGetDriverVersion().split("."))


def get_nvml_version() -> tuple[int, ...]:
    """The NVML library's version, e.g. (13, 580, 159, 4); RuntimeError without NVML."""
    return tuple(int(part) for part in _initialize().nvmlSystemGetNVMLVersion().split("."))


def get_driver_branch() -> str:
    """The driver's branch ("r580_00", ...); RuntimeError without NVML."""
    nvml = _initialize()
    info = nvml.nvmlSystemGetDriverBranch(nvml.NVML_SYSTEM_DRIVER_VERSION_BUFFER_SIZE)
    # A char array field is its bytes as C has them, NUL padding included (cuUUID's are binary).
    return bytes(info.branch).split(b"\0", 1)[0].decode()


def get_num_devices() -> int:
    """The number of GPUs: NVML's count where the package binds it, else the driver's."""
    if _nvml is not None:
        return int(_initialize().nvmlDeviceGetCount())
    _d.cuInit(0)
    return int(_d.cuDeviceGetCount())


def get_process_name(pid: int) -> str:
    """The name of the process with id `pid` (NVML)."""
    return str(_initialize().nvmlSystemGetProcessName(pid))


def _exception_names() -> dict[str, str]:
    """cuda.core's exception names -> the package's NVML classes: NvmlError, and for each
    NVML_ERROR_X its CamelCase + "Error" (NVML_ERROR_INVALID_ARGUMENT: InvalidArgumentError)."""
    if _nvml is None:
        return {}
    names = {"NvmlError": "NVMLError"}
    for member in _nvml.nvmlReturn_t:
        if member.name.startswith("NVML_ERROR_"):
            camel = "".join(p.capitalize() for p in member.name[len("NVML_ERROR_") :].split("_"))
            names[camel + "Error"] = "NvmlError" + camel
    return names


_EXCEPTIONS = _exception_names()
__all__ += sorted(_EXCEPTIONS)


def __getattr__(name: str) -> _Any:
    target = _EXCEPTIONS.get(name)
    if target is None or _nvml is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(_nvml, target)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_EXCEPTIONS))
