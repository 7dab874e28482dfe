"""cuda.core's `system` module for the object layer (`from <package>.core import system`): what
the machine has, through the package's NVML bindings (`nvml`, from CUDA 12.9 on), and through
the driver where the package has no NVML or a call does not need it.

The package's `core/system/`, imported at first use (`core.system`, or `import
<package>.core.system`): `_system` (NVML's state, the version queries), `_enums`, `_device_info`
(what devices answer), `_device` (`Device`), `_system_events`. The names are cuda.core 1.2's: the version and device-count queries;
the exception classes, which are the package's NVML exceptions (`NvmlError` is its
`nvml.NVMLError`, `InvalidArgumentError` its `nvml.NvmlErrorInvalidArgument`, ...); and NVML
devices: `Device` (by index, UUID or PCI bus id) with its clocks, fans, temperatures, power,
memory, PCI, NVLink, MIG and events, `get_p2p_status`, `get_topology_common_ancestor` and
`register_events`. The enums cuda.core keeps in `cuda.core.system.typing` are `system.typing`'s
here (and this module's). NVML device handles need no freeing; each event set (device or
system) is freed once, by nvmlEventSetFree or nvmlSystemEventSetFree, when its object goes, and
never after NVML was shut down at exit. Where the package binds no NVML (11.8) the names are
here and raise RuntimeError saying so.
"""

from __future__ import annotations

try:
    from ... import nvml as _nvml  # type: ignore[attr-defined, unused-ignore]  # (11.8 binds none)
except ImportError:  # a release before NVML was bound (11.8)
    _nvml = None  # type: ignore[assignment, unused-ignore]

from ._device import Device, get_p2p_status, get_topology_common_ancestor

# The module's other public names (its classes' types, the enumerations), as before the split.
from ._device_info import BAR1MemoryInfo as BAR1MemoryInfo
from ._device_info import ClockInfo as ClockInfo
from ._device_info import ClockOffsets as ClockOffsets
from ._device_info import CoolerInfo as CoolerInfo
from ._device_info import DeviceAttributes as DeviceAttributes
from ._device_info import DeviceEvents as DeviceEvents
from ._device_info import EventData as EventData
from ._device_info import FanInfo as FanInfo
from ._device_info import FieldValue as FieldValue
from ._device_info import FieldValues as FieldValues
from ._device_info import GpuDynamicPstatesInfo as GpuDynamicPstatesInfo
from ._device_info import GpuDynamicPstatesUtilization as GpuDynamicPstatesUtilization
from ._device_info import InforomInfo as InforomInfo
from ._device_info import MemoryInfo as MemoryInfo
from ._device_info import MigInfo as MigInfo
from ._device_info import NvlinkInfo
from ._device_info import PciInfo as PciInfo
from ._device_info import ProcessInfo as ProcessInfo
from ._device_info import RepairStatus as RepairStatus
from ._device_info import Temperature as Temperature
from ._device_info import ThermalSensor as ThermalSensor
from ._device_info import ThermalSettings as ThermalSettings
from ._device_info import Utilization as Utilization
from ._enums import AddressingMode as AddressingMode
from ._enums import AffinityScope as AffinityScope
from ._enums import ClockId as ClockId
from ._enums import ClocksEventReasons as ClocksEventReasons
from ._enums import ClockType as ClockType
from ._enums import CoolerControl as CoolerControl
from ._enums import CoolerTarget as CoolerTarget
from ._enums import DeviceArch as DeviceArch
from ._enums import EventType as EventType
from ._enums import FanControlPolicy as FanControlPolicy
from ._enums import GpuP2PCapsIndex as GpuP2PCapsIndex
from ._enums import GpuP2PStatus as GpuP2PStatus
from ._enums import GpuTopologyLevel as GpuTopologyLevel
from ._enums import InforomObject as InforomObject
from ._enums import SystemEventType as SystemEventType
from ._enums import TemperatureThresholds as TemperatureThresholds
from ._enums import ThermalController as ThermalController
from ._enums import ThermalTarget as ThermalTarget
from ._enums import typing as typing
from ._system import (
    get_driver_branch,
    get_kernel_mode_driver_version,
    get_num_devices,
    get_nvml_version,
    get_process_name,
    get_user_mode_driver_version,
)
from ._system_events import RegisteredSystemEvents as RegisteredSystemEvents
from ._system_events import SystemEvents as SystemEvents
from ._system_events import register_events

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import Any as _Any


# cuda.core's name: whether NVML is there to use (here: whether this package binds it).
CUDA_BINDINGS_NVML_IS_COMPATIBLE: bool = _nvml is not None

__all__ = [
    "CUDA_BINDINGS_NVML_IS_COMPATIBLE",
    "Device",
    "NvlinkInfo",
    "get_driver_branch",
    "get_kernel_mode_driver_version",
    "get_num_devices",
    "get_nvml_version",
    "get_p2p_status",
    "get_process_name",
    "get_topology_common_ancestor",
    "get_user_mode_driver_version",
    "register_events",
]


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
