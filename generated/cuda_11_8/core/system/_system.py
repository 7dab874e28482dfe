"""NVML's state (initialized once, shut down at exit) and the version and device-count queries."""

from __future__ import annotations

import atexit as _atexit
import threading as _threading

from .._release import driver as _d
from ._enums import _text

try:
    from ... import nvml as _nvml  # type: ignore[attr-defined, unused-ignore]  # (11.8 binds none)
except ImportError:  # a release before NVML was bound (11.8)
    _nvml = None  # type: ignore[assignment, unused-ignore]


TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import Any as _Any


_lock = _threading.Lock()
_initialized = False
_shut_down = False  # NVML was shut down at exit: event sets are gone with it


def _shutdown() -> None:
    global _shut_down
    _shut_down = True
    _nvml.nvmlShutdown()


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
                _atexit.register(_shutdown)
                _initialized = True
    return _nvml


def _bound(name: str) -> _Any:
    """NVML function `name`, or RuntimeError where this package's NVML headers lack it (12.9
    has no nvmlDeviceGetAddressingMode or nvmlDeviceGetRepairStatus)."""
    function = getattr(_initialize(), name, None)
    if function is None:
        release = _nvml.CUDA_RELEASE
        raise RuntimeError(f"{name} is not in this package's NVML (CUDA {release} headers)")
    return function


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
    info = _initialize().nvmlSystemGetDriverBranch()  # the binding tells NVML the field's size
    return _text(info.branch)


def get_num_devices() -> int:
    """The number of GPUs: NVML's count where the package binds it, else the driver's."""
    if _nvml is not None:
        return int(_initialize().nvmlDeviceGetCount())
    _d.cuInit(0)
    return int(_d.cuDeviceGetCount())


def get_process_name(pid: int) -> str:
    """The name of the process with id `pid` (NVML)."""
    return str(_initialize().nvmlSystemGetProcessName(pid))


# --------------------------------------------------------------------------- enums (system.typing)
# cuda.core's names and values; the NVML values they stand for are in the tables below them
# (NVML's ABI: the same numbers in every nvml.h, so the tables need no NVML to be built).
