"""cuda.core's `system` module for the object layer (`from <package>.core import system`): what
the machine has, through the package's NVML bindings (`nvml`, from CUDA 12.9 on), and through
the driver where the package has no NVML or a call does not need it.

Shipped as each driver package's `_core_system.py` (cudagen.runtime.SHIPPED); `core.system`
imports it at first use. The names are cuda.core 1.2's: the version and device-count queries;
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

import atexit as _atexit
import ctypes as _ctypes
import os as _os
import sys as _sys
import threading as _threading
import types as _types
import warnings as _warnings
import weakref as _weakref
from enum import Enum as _Enum
from enum import IntEnum as _IntEnum
from enum import StrEnum as _StrEnum

from . import driver as _d

try:
    from . import nvml as _nvml
except ImportError:  # a release before NVML was bound (11.8)
    _nvml = None  # type: ignore[assignment]

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator as _Iterator
    from typing import Any as _Any

    from . import core as _core

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


# --------------------------------------------------------------------------- enums (system.typing)
# cuda.core's names and values; the NVML values they stand for are in the tables below them
# (NVML's ABI: the same numbers in every nvml.h, so the tables need no NVML to be built).


class AddressingMode(_StrEnum):
    """How system allocated memory is addressable from the device."""

    HMM = "hmm"
    ATS = "ats"


class AffinityScope(_StrEnum):
    """The scope of an affinity query."""

    NODE = "node"
    SOCKET = "socket"


class ClockId(_StrEnum):
    """Which value of a clock (with a ClockType)."""

    CURRENT = "current"
    CUSTOMER_BOOST_MAX = "customer_boost_max"


class ClocksEventReasons(_StrEnum):
    """Why the clocks are what they are."""

    NONE = "none"
    GPU_IDLE = "gpu_idle"
    APPLICATIONS_CLOCKS_SETTING = "applications_clocks_setting"
    SW_POWER_CAP = "sw_power_cap"
    HW_SLOWDOWN = "hw_slowdown"
    SYNC_BOOST = "sync_boost"
    SW_THERMAL_SLOWDOWN = "sw_thermal_slowdown"
    HW_THERMAL_SLOWDOWN = "hw_thermal_slowdown"
    HW_POWER_BRAKE_SLOWDOWN = "hw_power_brake_slowdown"
    DISPLAY_CLOCK_SETTING = "display_clock_setting"
    BOARD_LIMIT = "board_limit"
    RELIABILITY = "reliability"


class ClockType(_StrEnum):
    """Clock domains; speeds are in MHz."""

    GRAPHICS = "graphics"
    SM = "sm"
    MEMORY = "memory"
    VIDEO = "video"


class CoolerControl(_StrEnum):
    """A cooler's control signal."""

    TOGGLE = "toggle"
    VARIABLE = "variable"


class CoolerTarget(_StrEnum):
    """What a cooler cools."""

    NONE = "none"
    GPU = "gpu"
    MEMORY = "memory"
    POWER_SUPPLY = "power_supply"


class EventType(_StrEnum):
    """Device event types (Device.register_events)."""

    NONE = "none"
    SINGLE_BIT_ECC_ERROR = "single_bit_ecc_error"
    DOUBLE_BIT_ECC_ERROR = "double_bit_ecc_error"
    PSTATE = "pstate"
    XID_CRITICAL_ERROR = "xid_critical_error"
    CLOCK = "clock"
    POWER_SOURCE_CHANGE = "power_source_change"
    MIG_CONFIG_CHANGE = "mig_config_change"
    SINGLE_BIT_ECC_ERROR_STORM = "single_bit_ecc_error_storm"
    DRAM_RETIREMENT_EVENT = "dram_retirement_event"
    DRAM_RETIREMENT_FAILURE = "dram_retirement_failure"
    NON_FATAL_POISON_ERROR = "non_fatal_poison_error"
    FATAL_POISON_ERROR = "fatal_poison_error"
    GPU_UNAVAILABLE_ERROR = "gpu_unavailable_error"
    GPU_RECOVERY_ACTION = "gpu_recovery_action"


class FanControlPolicy(_StrEnum):
    """Fan control policies."""

    TEMPERATURE_CONTROLLED = "temperature_controlled"
    MANUAL = "manual"


class GpuP2PCapsIndex(_StrEnum):
    """Peer-to-peer capabilities (get_p2p_status)."""

    READ = "read"
    WRITE = "write"
    NVLINK = "nvlink"
    ATOMICS = "atomics"
    PCI = "pci"
    PROP = "prop"
    UNKNOWN = "unknown"


class GpuP2PStatus(_StrEnum):
    """Peer-to-peer status of two devices."""

    OK = "ok"
    CHIPSET_NOT_SUPPORTED = "chipset not supported"
    GPU_NOT_SUPPORTED = "GPU not supported"
    IOH_TOPOLOGY_NOT_SUPPORTED = "IOH topology not supported"
    DISABLED_BY_REGKEY = "disabled by regkey"
    NOT_SUPPORTED = "not supported"
    UNKNOWN = "unknown"


class GpuTopologyLevel(_StrEnum):
    """How far apart two GPUs are."""

    INTERNAL = "internal"
    SINGLE = "single"
    MULTIPLE = "multiple"
    HOSTBRIDGE = "hostbridge"
    NODE = "node"
    SYSTEM = "system"


class InforomObject(_StrEnum):
    """InfoROM object types."""

    OEM = "oem"
    ECC = "ecc"
    POWER = "power"
    DEN = "den"


class SystemEventType(_StrEnum):
    """System event types (register_events)."""

    UNBIND = "unbind"
    BIND = "bind"


class TemperatureThresholds(_StrEnum):
    """Temperature threshold types."""

    SHUTDOWN = "shutdown"
    SLOWDOWN = "slowdown"
    MEM_MAX = "mem_max"
    GPU_MAX = "gpu_max"
    ACOUSTIC_MIN = "acoustic_min"
    ACOUSTIC_CURR = "acoustic_curr"
    ACOUSTIC_MAX = "acoustic_max"
    GPS_CURR = "gps_curr"


class ThermalController(_StrEnum):
    """Thermal controller types."""

    GPU_INTERNAL = "gpu_internal"
    ADM1032 = "adm1032"
    ADT7461 = "adt7461"
    MAX6649 = "max6649"
    MAX1617 = "max1617"
    LM99 = "lm99"
    LM89 = "lm89"
    LM64 = "lm64"
    G781 = "g781"
    ADT7473 = "adt7473"
    SBMAX6649 = "sbmax6649"
    VBIOSEVT = "vbiosevt"
    OS = "os"
    NVSYSCON_CANOAS = "nvsyscon_canoas"
    NVSYSCON_E551 = "nvsyscon_e551"
    MAX6649R = "max6649r"
    ADT7473S = "adt7473s"
    UNKNOWN = "unknown"


class ThermalTarget(_StrEnum):
    """Thermal sensor targets."""

    NONE = "none"
    GPU = "gpu"
    MEMORY = "memory"
    POWER_SUPPLY = "power_supply"
    BOARD = "board"
    VCD_BOARD = "vcd_board"
    VCD_INLET = "vcd_inlet"
    VCD_OUTLET = "vcd_outlet"
    ALL = "all"


class DeviceArch(_IntEnum):
    """Device architecture (ordered: Kepler "or later")."""

    KEPLER = 2
    MAXWELL = 3
    PASCAL = 4
    VOLTA = 5
    TURING = 6
    AMPERE = 7
    ADA = 8
    HOPPER = 9
    BLACKWELL = 10
    UNKNOWN = 0xFFFFFFFF


# cuda.core's value -> NVML's (or NVML's -> cuda.core's where NVML answers with it).
_ADDRESSING_MODE = {1: AddressingMode.HMM, 2: AddressingMode.ATS}
_AFFINITY_SCOPE = {AffinityScope.NODE: 0, AffinityScope.SOCKET: 1}
_CLOCK_ID = {ClockId.CURRENT: 0, ClockId.CUSTOMER_BOOST_MAX: 3}
_CLOCK_TYPE = {ClockType.GRAPHICS: 0, ClockType.SM: 1, ClockType.MEMORY: 2, ClockType.VIDEO: 3}
_CLOCKS_EVENT_REASONS = {
    0x1: ClocksEventReasons.GPU_IDLE,
    0x2: ClocksEventReasons.APPLICATIONS_CLOCKS_SETTING,
    0x4: ClocksEventReasons.SW_POWER_CAP,
    0x8: ClocksEventReasons.HW_SLOWDOWN,
    0x10: ClocksEventReasons.SYNC_BOOST,
    0x20: ClocksEventReasons.SW_THERMAL_SLOWDOWN,
    0x40: ClocksEventReasons.HW_THERMAL_SLOWDOWN,
    0x80: ClocksEventReasons.HW_POWER_BRAKE_SLOWDOWN,
    0x100: ClocksEventReasons.DISPLAY_CLOCK_SETTING,
    0x200: ClocksEventReasons.BOARD_LIMIT,
    0x400: ClocksEventReasons.RELIABILITY,
}
_COOLER_CONTROL = {1: CoolerControl.TOGGLE, 2: CoolerControl.VARIABLE}
_COOLER_TARGET = {
    0x1: CoolerTarget.NONE,
    0x2: CoolerTarget.GPU,
    0x4: CoolerTarget.MEMORY,
    0x8: CoolerTarget.POWER_SUPPLY,
}
_EVENT_TYPE = {
    EventType.NONE: 0,
    EventType.SINGLE_BIT_ECC_ERROR: 0x1,
    EventType.DOUBLE_BIT_ECC_ERROR: 0x2,
    EventType.PSTATE: 0x4,
    EventType.XID_CRITICAL_ERROR: 0x8,
    EventType.CLOCK: 0x10,
    EventType.POWER_SOURCE_CHANGE: 0x80,
    EventType.MIG_CONFIG_CHANGE: 0x100,
    EventType.SINGLE_BIT_ECC_ERROR_STORM: 0x200,
    EventType.DRAM_RETIREMENT_EVENT: 0x400,
    EventType.DRAM_RETIREMENT_FAILURE: 0x800,
    EventType.NON_FATAL_POISON_ERROR: 0x1000,
    EventType.FATAL_POISON_ERROR: 0x2000,
    EventType.GPU_UNAVAILABLE_ERROR: 0x4000,
    EventType.GPU_RECOVERY_ACTION: 0x8000,
}
_EVENT_TYPE_OF = {v: k for k, v in _EVENT_TYPE.items()}
_XID_CRITICAL_ERROR = 0x8
_FAN_CONTROL_POLICY = {0: FanControlPolicy.TEMPERATURE_CONTROLLED, 1: FanControlPolicy.MANUAL}
_INFOROM_OBJECT = {
    InforomObject.OEM: 0,
    InforomObject.ECC: 1,
    InforomObject.POWER: 2,
    InforomObject.DEN: 3,
}
_NVLINK_VERSION = {1: (1, 0), 2: (2, 0), 3: (2, 2), 4: (3, 0), 5: (3, 1), 6: (4, 0), 7: (5, 0)}
_TEMPERATURE_THRESHOLD = {t: i for i, t in enumerate(TemperatureThresholds)}
_THERMAL_CONTROLLER = {
    i: c for i, c in enumerate(ThermalController, start=1) if c != ThermalController.UNKNOWN
}
_THERMAL_TARGET = {
    ThermalTarget.NONE: 0,
    ThermalTarget.GPU: 1,
    ThermalTarget.MEMORY: 2,
    ThermalTarget.POWER_SUPPLY: 4,
    ThermalTarget.BOARD: 8,
    ThermalTarget.VCD_BOARD: 9,
    ThermalTarget.VCD_INLET: 10,
    ThermalTarget.VCD_OUTLET: 11,
    ThermalTarget.ALL: 15,
}
_THERMAL_TARGET_OF = {v: k for k, v in _THERMAL_TARGET.items()}
_BRAND = {
    0: "Unknown",
    1: "Quadro",
    2: "Tesla",
    3: "NVS",
    4: "GRID",
    5: "GeForce",
    6: "Titan",
    7: "NVIDIA vApps",
    8: "NVIDIA VPC",
    9: "NVIDIA VCS",
    10: "NVIDIA VWS",
    11: "NVIDIA Cloud Gaming",
    12: "Quadro RTX",
    13: "NVIDIA RTX",
    14: "NVIDIA",
    15: "GeForce RTX",
    16: "Titan RTX",
}
_P2P_CAPS_INDEX = {
    GpuP2PCapsIndex.READ: 0,
    GpuP2PCapsIndex.WRITE: 1,
    GpuP2PCapsIndex.NVLINK: 2,
    GpuP2PCapsIndex.ATOMICS: 3,
    GpuP2PCapsIndex.PCI: 4,
    GpuP2PCapsIndex.PROP: 4,  # NVML_P2P_CAPS_INDEX_PROP is NVML_P2P_CAPS_INDEX_PCI
    GpuP2PCapsIndex.UNKNOWN: 5,
}
_P2P_STATUS = dict(enumerate(GpuP2PStatus))
_TOPOLOGY_LEVEL = {
    GpuTopologyLevel.INTERNAL: 0,
    GpuTopologyLevel.SINGLE: 10,
    GpuTopologyLevel.MULTIPLE: 20,
    GpuTopologyLevel.HOSTBRIDGE: 30,
    GpuTopologyLevel.NODE: 40,
    GpuTopologyLevel.SYSTEM: 50,
}
_TOPOLOGY_LEVEL_OF = {v: k for k, v in _TOPOLOGY_LEVEL.items()}
_SYSTEM_EVENT_TYPE = {SystemEventType.UNBIND: 0x1, SystemEventType.BIND: 0x2}
_SYSTEM_EVENT_TYPE_OF = {v: k for k, v in _SYSTEM_EVENT_TYPE.items()}
_FEATURE_ENABLED = 1
_PSTATE_UNKNOWN = 32
_NVLINK_LINK_COUNT = 91  # NVML_FI_DEV_NVLINK_LINK_COUNT
_MAX_GPU_UTILIZATIONS = 8
_MAX_THERMAL_SENSORS_PER_GPU = 3
_VALUE_TYPES = {0: "dVal", 1: "uiVal", 2: "ulVal", 3: "ullVal", 4: "sllVal", 5: "siVal", 6: "usVal"}

typing = _types.ModuleType(
    f"{__name__}.typing", "cuda.core.system.typing's enums (cuda.core's names and values)."
)
for _enum in (
    AddressingMode,
    AffinityScope,
    ClockId,
    ClocksEventReasons,
    ClockType,
    CoolerControl,
    CoolerTarget,
    DeviceArch,
    EventType,
    FanControlPolicy,
    GpuP2PCapsIndex,
    GpuP2PStatus,
    GpuTopologyLevel,
    InforomObject,
    SystemEventType,
    TemperatureThresholds,
    ThermalController,
    ThermalTarget,
):
    setattr(typing, _enum.__name__, _enum)
vars(typing)["__all__"] = sorted(n for n in vars(typing) if not n.startswith("_"))
del _enum


def _choice(table: dict[_Any, _Any], value: object, what: str, enum: type[_Enum]) -> _Any:
    """table[value] for a cuda.core enum member or its string; ValueError naming the argument."""
    try:
        return table[value]
    except (KeyError, TypeError):
        raise ValueError(f"Invalid {what}: {value!r}. Must be one of {list(enum)}") from None


def _bits(mask: int, table: dict[int, _Any], what: str) -> list[_Any]:
    """The members of `table` whose bit is set in `mask`, lowest first."""
    out = []
    bit = 1
    while bit <= mask:
        if mask & bit:
            if bit not in table:
                raise ValueError(f"Unknown {what} bit: {bit}")
            out.append(table[bit])
        bit <<= 1
    return out


def _unpack_bitmask(words: _Any) -> list[int]:
    """The indices of the bits set in a sequence of 64-bit words."""
    return [i * 64 + j for i, word in enumerate(words) for j in range(64) if int(word) >> j & 1]


def _pstate_in(pstate: int) -> int:
    if not isinstance(pstate, int) or not 0 <= pstate <= 15:
        raise ValueError(f"Invalid P-state: {pstate!r}. Must be between 0 and 15 inclusive.")
    return pstate


def _pstate_out(pstate: int) -> int | None:
    return None if int(pstate) == _PSTATE_UNKNOWN else int(pstate)


def _text(value: _Any) -> str:
    """A string NVML answered: str as it is, a char array's bytes up to the NUL."""
    if isinstance(value, str):
        return value
    return bytes(value).split(b"\0", 1)[0].decode()


def _device_of(handle: int) -> Device:
    device = Device.__new__(Device)
    device._handle = int(handle)
    return device


# ------------------------------------------------------------------------ what devices answer


class ClockOffsets:
    """A clock's offsets at a P-state (ClockInfo.get_offsets)."""

    def __init__(self, clock_offset: _Any) -> None:
        self._clock_offset = clock_offset

    @property
    def clock_offset_mhz(self) -> int:
        return int(self._clock_offset.clockOffsetMHz)

    @property
    def max_offset_mhz(self) -> int:
        return int(self._clock_offset.maxClockOffsetMHz)

    @property
    def min_offset_mhz(self) -> int:
        return int(self._clock_offset.minClockOffsetMHz)


class ClockInfo:
    """One clock domain of a device (Device.get_clock)."""

    def __init__(self, handle: int, clock_type: ClockType | str) -> None:
        self._handle = handle
        self._type = _choice(_CLOCK_TYPE, clock_type, "clock type", ClockType)

    def get_current_mhz(self, clock_id: ClockId | str = ClockId.CURRENT) -> int:
        """The clock's speed in MHz (nvmlDeviceGetClock)."""
        clock = _choice(_CLOCK_ID, clock_id, "clock ID", ClockId)
        return int(_initialize().nvmlDeviceGetClock(self._handle, self._type, clock))

    def get_max_mhz(self) -> int:
        """The clock's maximum speed in MHz (nvmlDeviceGetMaxClockInfo)."""
        return int(_initialize().nvmlDeviceGetMaxClockInfo(self._handle, self._type))

    def get_max_customer_boost_mhz(self) -> int:
        """The clock's maximum customer boost speed in MHz."""
        return int(_initialize().nvmlDeviceGetMaxCustomerBoostClock(self._handle, self._type))

    def get_min_max_clock_of_pstate_mhz(self, pstate: int) -> tuple[int, int]:
        """(minimum, maximum) in MHz at P-state `pstate` (0 to 15)."""
        nvml = _initialize()
        low, high = nvml.nvmlDeviceGetMinMaxClockOfPState(
            self._handle, self._type, _pstate_in(pstate)
        )
        return int(low), int(high)

    def get_offsets(self, pstate: int) -> ClockOffsets:
        """The clock's offsets at P-state `pstate` (0 to 15)."""
        nvml = _initialize()
        info = nvml.nvmlClockOffset_v1_t(type=self._type, pstate=_pstate_in(pstate))
        return ClockOffsets(nvml.nvmlDeviceGetClockOffsets(self._handle, info))


class CoolerInfo:
    """A device's cooler (Device.cooler)."""

    def __init__(self, cooler_info: _Any) -> None:
        self._cooler_info = cooler_info

    @property
    def signal_type(self) -> CoolerControl | None:
        return _COOLER_CONTROL.get(int(self._cooler_info.signalType))

    @property
    def target(self) -> list[CoolerTarget]:
        targets: list[CoolerTarget] = _bits(
            int(self._cooler_info.target), _COOLER_TARGET, "cooler target"
        )
        return targets


class DeviceAttributes:
    """A device's attributes (Device.attributes: nvmlDeviceGetAttributes_v2)."""

    def __init__(self, attributes: _Any) -> None:
        self._attributes = attributes

    @property
    def multiprocessor_count(self) -> int:
        return int(self._attributes.multiprocessorCount)

    @property
    def shared_copy_engine_count(self) -> int:
        return int(self._attributes.sharedCopyEngineCount)

    @property
    def shared_decoder_count(self) -> int:
        return int(self._attributes.sharedDecoderCount)

    @property
    def shared_encoder_count(self) -> int:
        return int(self._attributes.sharedEncoderCount)

    @property
    def shared_jpeg_count(self) -> int:
        return int(self._attributes.sharedJpegCount)

    @property
    def shared_ofa_count(self) -> int:
        return int(self._attributes.sharedOfaCount)

    @property
    def gpu_instance_slice_count(self) -> int:
        return int(self._attributes.gpuInstanceSliceCount)

    @property
    def compute_instance_slice_count(self) -> int:
        return int(self._attributes.computeInstanceSliceCount)

    @property
    def memory_size_mb(self) -> int:
        return int(self._attributes.memorySizeMB)


class EventData:
    """One event a DeviceEvents.wait returned."""

    def __init__(self, event_data: _Any) -> None:
        self._event_data = event_data

    @property
    def device(self) -> Device:
        return _device_of(self._event_data.device or 0)

    @property
    def event_type(self) -> EventType:
        event_type: EventType = _EVENT_TYPE_OF[int(self._event_data.eventType)]
        return event_type

    def _xid(self, what: str) -> int:
        if int(self._event_data.eventType) != _XID_CRITICAL_ERROR:
            raise ValueError(f"{what} is only available for Xid critical error events.")
        return int(getattr(self._event_data, what))

    @property
    def event_data(self) -> int:
        """The Xid of an XID_CRITICAL_ERROR event (ValueError for other events)."""
        return self._xid("eventData")

    @property
    def gpu_instance_id(self) -> int:
        return self._xid("gpuInstanceId")

    @property
    def compute_instance_id(self) -> int:
        return self._xid("computeInstanceId")


def _free_event_set(free: _Any, *args: _Any) -> None:
    """The one place event sets are freed: not after NVML was shut down (at exit)."""
    if _shut_down or _sys.is_finalizing():
        return
    free(*args)


class DeviceEvents:
    """Events registered on a device (Device.register_events): an NVML event set, freed once
    (nvmlEventSetFree) when this goes."""

    def __init__(self, device_handle: int, events: EventType | str | list[EventType | str]) -> None:
        if isinstance(events, str):
            events = [events]
        if not isinstance(events, list):
            raise TypeError("events must be an EventType, str, or list of EventType or str")
        mask = 0
        for event in events:
            mask |= _choice(_EVENT_TYPE, event, "event type", EventType)
        nvml = _initialize()
        self._device_handle = device_handle
        self._event_set = int(nvml.nvmlEventSetCreate())
        self._finalizer = _weakref.finalize(
            self, _free_event_set, nvml.nvmlEventSetFree, self._event_set
        )
        self._finalizer.atexit = False
        try:
            nvml.nvmlDeviceRegisterEvents(device_handle, mask, self._event_set)
        except BaseException:
            self._finalizer()
            raise

    def wait(self, timeout_ms: int = 0) -> EventData:
        """The next event, waiting up to `timeout_ms` (0: for ever); system.TimeoutError when
        none came (nvmlEventSetWait_v2)."""
        return EventData(_initialize().nvmlEventSetWait(self._event_set, timeout_ms))


class FanInfo:
    """One fan of a device (Device.get_fan)."""

    def __init__(self, handle: int, fan: int) -> None:
        self._handle = handle
        self._fan = fan

    @property
    def speed(self) -> int:
        """The fan's intended speed, in percent of its maximum (may exceed 100)."""
        return int(_initialize().nvmlDeviceGetFanSpeed_v2(self._handle, self._fan))

    @speed.setter
    def speed(self, speed: int) -> None:
        _initialize().nvmlDeviceSetFanSpeed_v2(self._handle, self._fan, speed)

    @property
    def speed_rpm(self) -> int:
        nvml = _initialize()
        return int(
            nvml.nvmlDeviceGetFanSpeedRPM(
                self._handle, nvml.nvmlFanSpeedInfo_v1_t(fan=self._fan)
            ).speed
        )

    @property
    def target_speed(self) -> int:
        return int(_initialize().nvmlDeviceGetTargetFanSpeed(self._handle, self._fan))

    @property
    def min_max_speed(self) -> tuple[int, int]:
        low, high = _initialize().nvmlDeviceGetMinMaxFanSpeed(self._handle)
        return int(low), int(high)

    @property
    def control_policy(self) -> FanControlPolicy:
        policy: FanControlPolicy = _FAN_CONTROL_POLICY[
            int(_initialize().nvmlDeviceGetFanControlPolicy_v2(self._handle, self._fan))
        ]
        return policy

    def set_default_speed(self) -> None:
        _initialize().nvmlDeviceSetDefaultFanSpeed_v2(self._handle, self._fan)


class FieldValue:
    """One field value (Device.get_field_values); `value` raises the field's NVML error."""

    def __init__(self, field_value: _Any) -> None:
        self._field_value = field_value

    @property
    def field_id(self) -> int:
        return int(self._field_value.fieldId)

    @property
    def scope_id(self) -> int:
        return int(self._field_value.scopeId)

    @property
    def timestamp(self) -> int:
        return int(self._field_value.timestamp)

    @property
    def latency_usec(self) -> int:
        return int(self._field_value.latencyUsec)

    @property
    def value(self) -> int | float:
        fv = self._field_value
        _check(int(fv.nvmlReturn))
        member = _VALUE_TYPES.get(int(fv.valueType))
        if member is None:
            raise AssertionError(f"Unexpected value type {int(fv.valueType)}")
        value = getattr(fv.value, member)
        return float(value) if member == "dVal" else int(value)


def _check(status: int, function: str = "nvmlDeviceGetFieldValues") -> None:
    """Raise the package's NVML exception for a status other than NVML_SUCCESS."""
    if status:
        nvml = _initialize()
        raise nvml._error(status, function)


class FieldValues:
    """The field values of one Device.get_field_values call."""

    def __init__(self, field_values: _Any) -> None:
        self._field_values = list(field_values)

    def __getitem__(self, idx: int) -> FieldValue:
        return FieldValue(self._field_values[idx])

    def __len__(self) -> int:
        return len(self._field_values)

    def validate(self) -> None:
        """Raise the first field's NVML error, if any."""
        for fv in self._field_values:
            _check(int(fv.nvmlReturn))

    def get_all_values(self) -> list[int | float]:
        return [FieldValue(fv).value for fv in self._field_values]


class InforomInfo:
    """A device's InfoROM (Device.inforom)."""

    def __init__(self, device: Device) -> None:
        self._device = device

    def get_version(self, inforom: InforomObject | str) -> str:
        obj = _choice(_INFOROM_OBJECT, inforom, "InfoROM object", InforomObject)
        return _text(_initialize().nvmlDeviceGetInforomVersion(self._device._handle, obj))

    @property
    def image_version(self) -> str:
        return _text(_initialize().nvmlDeviceGetInforomImageVersion(self._device._handle))

    @property
    def configuration_checksum(self) -> int:
        return int(_initialize().nvmlDeviceGetInforomConfigurationChecksum(self._device._handle))

    def validate(self) -> None:
        """system.CorruptedInforomError if the InfoROM's checksums are wrong."""
        _initialize().nvmlDeviceValidateInforom(self._device._handle)

    @property
    def bbx_flush_time(self) -> tuple[int, int]:
        timestamp, duration = _initialize().nvmlDeviceGetLastBBXFlushTime(self._device._handle)
        return int(timestamp), int(duration)

    @property
    def board_part_number(self) -> str:
        return _text(_initialize().nvmlDeviceGetBoardPartNumber(self._device._handle))


class MemoryInfo:
    """A device's memory, in bytes (Device.memory_info: nvmlDeviceGetMemoryInfo_v2)."""

    def __init__(self, memory_info: _Any) -> None:
        self._memory_info = memory_info

    @property
    def free(self) -> int:
        return int(self._memory_info.free)

    @property
    def total(self) -> int:
        return int(self._memory_info.total)

    @property
    def used(self) -> int:
        return int(self._memory_info.used)

    @property
    def reserved(self) -> int:
        return int(self._memory_info.reserved)


class BAR1MemoryInfo(MemoryInfo):
    """A device's BAR1 memory, in bytes (Device.bar1_memory_info)."""

    @property
    def free(self) -> int:
        return int(self._memory_info.bar1Free)

    @property
    def total(self) -> int:
        return int(self._memory_info.bar1Total)

    @property
    def used(self) -> int:
        return int(self._memory_info.bar1Used)


class MigInfo:
    """A device's MIG (Multi-Instance GPU) state (Device.mig)."""

    def __init__(self, device: Device) -> None:
        self._device = device

    @property
    def is_mig_device(self) -> bool:
        return bool(_initialize().nvmlDeviceIsMigDeviceHandle(self._device._handle))

    @property
    def mode(self) -> bool:
        current, _ = _initialize().nvmlDeviceGetMigMode(self._device._handle)
        return int(current) == _FEATURE_ENABLED

    @mode.setter
    def mode(self, mode: bool) -> None:
        _initialize().nvmlDeviceSetMigMode(self._device._handle, 1 if mode else 0)

    @property
    def pending_mode(self) -> bool:
        _, pending = _initialize().nvmlDeviceGetMigMode(self._device._handle)
        return int(pending) == _FEATURE_ENABLED

    @property
    def device_count(self) -> int:
        return int(_initialize().nvmlDeviceGetMaxMigDeviceCount(self._device._handle))

    @property
    def parent(self) -> Device:
        return _device_of(
            _initialize().nvmlDeviceGetDeviceHandleFromMigDeviceHandle(self._device._handle)
        )

    def get_device_by_index(self, index: int) -> Device:
        return _device_of(
            _initialize().nvmlDeviceGetMigDeviceHandleByIndex(self._device._handle, index)
        )

    def get_all_devices(self) -> _Iterator[Device]:
        nvml = _initialize()
        for i in range(self.device_count):
            try:
                yield self.get_device_by_index(i)
            except nvml.NvmlErrorNotFound:
                continue


class _NvlinkInfoMeta(type):
    @property
    def max_links(cls) -> int:
        """NVML_NVLINK_MAX_LINKS (deprecated in cuda.core 1.1: Device.get_nvlink_count)."""
        _warnings.warn(
            "NvlinkInfo.max_links is deprecated: use Device.get_nvlink_count()",
            DeprecationWarning,
            stacklevel=2,
        )
        return 18


class NvlinkInfo(metaclass=_NvlinkInfoMeta):
    """One NVLink of a device (Device.get_nvlink)."""

    def __init__(self, device: Device, link: int) -> None:
        self._device = device
        self._link = link

    @property
    def version(self) -> tuple[int, int]:
        """The link's NVLink version as (major, minor)."""
        version = int(_initialize().nvmlDeviceGetNvLinkVersion(self._device._handle, self._link))
        if version not in _NVLINK_VERSION:
            raise ValueError(f"Unknown NVLink version {version}")
        return _NVLINK_VERSION[version]

    @property
    def state(self) -> bool:
        """Whether the link is active."""
        return (
            int(_initialize().nvmlDeviceGetNvLinkState(self._device._handle, self._link))
            == _FEATURE_ENABLED
        )


class PciInfo:
    """A device's PCI attributes (Device.pci_info: nvmlDeviceGetPciInfoExt)."""

    def __init__(self, pci_info_ext: _Any, handle: int) -> None:
        self._pci = pci_info_ext
        self._handle = handle

    @property
    def bus(self) -> int:
        return int(self._pci.bus)

    @property
    def bus_id(self) -> str:
        return _text(self._pci.busId)

    @property
    def device(self) -> int:
        return int(self._pci.device)

    @property
    def domain(self) -> int:
        return int(self._pci.domain)

    @property
    def vendor_id(self) -> int:
        return int(self._pci.pciDeviceId) & 0xFFFF

    @property
    def device_id(self) -> int:
        return int(self._pci.pciDeviceId) >> 16

    @property
    def subsystem_id(self) -> int:
        return int(self._pci.pciSubSystemId)

    @property
    def base_class(self) -> int:
        return int(self._pci.baseClass)

    @property
    def sub_class(self) -> int:
        return int(self._pci.subClass)

    @property
    def link_generation(self) -> int:
        return int(_initialize().nvmlDeviceGetMaxPcieLinkGeneration(self._handle))

    @property
    def max_link_generation(self) -> int:
        return int(_initialize().nvmlDeviceGetGpuMaxPcieLinkGeneration(self._handle))

    @property
    def max_link_width(self) -> int:
        return int(_initialize().nvmlDeviceGetMaxPcieLinkWidth(self._handle))

    @property
    def current_link_generation(self) -> int:
        return int(_initialize().nvmlDeviceGetCurrPcieLinkGeneration(self._handle))

    @property
    def current_link_width(self) -> int:
        return int(_initialize().nvmlDeviceGetCurrPcieLinkWidth(self._handle))

    @property
    def rx_throughput(self) -> int:
        """PCIe reception throughput in KB/s over 20 ms (NVML_PCIE_UTIL_RX_BYTES)."""
        return int(_initialize().nvmlDeviceGetPcieThroughput(self._handle, 1))

    @property
    def tx_throughput(self) -> int:
        """PCIe transmission throughput in KB/s over 20 ms (NVML_PCIE_UTIL_TX_BYTES)."""
        return int(_initialize().nvmlDeviceGetPcieThroughput(self._handle, 0))

    @property
    def replay_counter(self) -> int:
        return int(_initialize().nvmlDeviceGetPcieReplayCounter(self._handle))


class GpuDynamicPstatesUtilization:
    """One utilization domain of GpuDynamicPstatesInfo."""

    def __init__(self, utilization: _Any, owner: object) -> None:
        self._utilization = utilization
        self._owner = owner

    @property
    def is_present(self) -> bool:
        return bool(self._utilization.bIsPresent)

    @property
    def percentage(self) -> int:
        return int(self._utilization.percentage)

    @property
    def inc_threshold(self) -> int:
        return int(self._utilization.incThreshold)

    @property
    def dec_threshold(self) -> int:
        return int(self._utilization.decThreshold)


class GpuDynamicPstatesInfo:
    """A device's performance monitor samples (Device.dynamic_pstates_info)."""

    def __init__(self, gpu_dynamic_pstates_info: _Any) -> None:
        self._info = gpu_dynamic_pstates_info

    def __len__(self) -> int:
        return _MAX_GPU_UTILIZATIONS

    def __getitem__(self, idx: int) -> GpuDynamicPstatesUtilization:
        if not 0 <= idx < _MAX_GPU_UTILIZATIONS:
            raise IndexError("GPU dynamic P-states index out of range")
        return GpuDynamicPstatesUtilization(self._info.utilization[idx], self._info)


class ProcessInfo:
    """A process with a compute context on a device (Device.compute_running_processes)."""

    def __init__(self, device: Device, process_info: _Any) -> None:
        self._device = device
        self._process_info = process_info

    @property
    def pid(self) -> int:
        return int(self._process_info.pid)

    @property
    def used_gpu_memory(self) -> int:
        return int(self._process_info.usedGpuMemory)

    def _mig_only(self, what: str) -> None:
        """system.NotSupportedError off a MIG device, as cuda.core's."""
        if not self._device.mig.is_mig_device:
            _check(3, f"ProcessInfo.{what} (not a MIG device)")  # NVML_ERROR_NOT_SUPPORTED

    @property
    def gpu_instance_id(self) -> int:
        """The process's GPU instance (system.NotSupportedError off a MIG device)."""
        self._mig_only("gpu_instance_id")
        return int(self._process_info.gpuInstanceId)

    @property
    def compute_instance_id(self) -> int:
        """The process's compute instance (system.NotSupportedError off a MIG device)."""
        self._mig_only("compute_instance_id")
        return int(self._process_info.computeInstanceId)


class RepairStatus:
    """A device's TPC/channel repair status (Device.repair_status)."""

    def __init__(self, handle: int) -> None:
        self._status = _bound("nvmlDeviceGetRepairStatus")(handle)

    @property
    def channel_repair_pending(self) -> bool:
        return bool(self._status.bChannelRepairPending)

    @property
    def tpc_repair_pending(self) -> bool:
        return bool(self._status.bTpcRepairPending)


class ThermalSensor:
    """One sensor of ThermalSettings."""

    def __init__(self, sensor: _Any, owner: object) -> None:
        self._sensor = sensor
        self._owner = owner

    @property
    def controller(self) -> ThermalController:
        return _THERMAL_CONTROLLER.get(int(self._sensor.controller), ThermalController.UNKNOWN)

    @property
    def default_min_temp(self) -> int:
        return int(self._sensor.defaultMinTemp)

    @property
    def default_max_temp(self) -> int:
        return int(self._sensor.defaultMaxTemp)

    @property
    def current_temp(self) -> int:
        return int(self._sensor.currentTemp)

    @property
    def target(self) -> ThermalTarget:
        return _THERMAL_TARGET_OF.get(int(self._sensor.target), ThermalTarget.NONE)


class ThermalSettings:
    """A device's thermal sensors (Temperature.get_thermal_settings)."""

    def __init__(self, thermal_settings: _Any) -> None:
        self._settings = thermal_settings

    def __len__(self) -> int:
        return min(int(self._settings.count), _MAX_THERMAL_SENSORS_PER_GPU)

    def __getitem__(self, idx: int) -> ThermalSensor:
        if not 0 <= idx < len(self):
            raise IndexError("Thermal sensor index out of range")
        return ThermalSensor(self._settings.sensor[idx], self._settings)


class Temperature:
    """A device's temperatures, in degrees Celsius (Device.temperature)."""

    def __init__(self, handle: int) -> None:
        self._handle = handle

    def get_sensor(self) -> int:
        """The GPU sensor's temperature (nvmlDeviceGetTemperatureV, NVML_TEMPERATURE_GPU)."""
        nvml = _initialize()
        reading = nvml.nvmlDeviceGetTemperatureV(
            self._handle, nvml.nvmlTemperature_v1_t(sensorType=0)
        )
        return int(reading.temperature)

    def get_threshold(self, threshold_type: TemperatureThresholds | str) -> int:
        """The threshold's temperature (nvmlDeviceGetTemperatureThreshold); a DeprecationWarning,
        as cuda.core's, for the four thresholds NVML reads by field value from Ada on.
        """
        threshold = _choice(
            _TEMPERATURE_THRESHOLD,
            threshold_type,
            "temperature threshold type",
            TemperatureThresholds,
        )
        nvml = _initialize()
        if threshold <= 3:  # SHUTDOWN, SLOWDOWN, MEM_MAX, GPU_MAX
            arch = int(nvml.nvmlDeviceGetArchitecture(self._handle))
            if DeviceArch.ADA <= arch < DeviceArch.UNKNOWN:
                _warnings.warn(
                    f"{threshold_type} is no longer recommended for Ada and later architectures. "
                    "Use get_field_values with NVML_FI_DEV_TEMPERATURE_* fields to retrieve this "
                    "threshold on these architectures.",
                    DeprecationWarning,
                    stacklevel=2,
                )
        return int(nvml.nvmlDeviceGetTemperatureThreshold(self._handle, threshold))

    @property
    def margin(self) -> int:
        """Degrees to the nearest slowdown threshold."""
        nvml = _initialize()
        info = nvml.nvmlDeviceGetMarginTemperature(self._handle, nvml.nvmlMarginTemperature_v1_t())
        return int(info.marginTemperature)

    def get_thermal_settings(self, sensor_index: ThermalTarget | str) -> ThermalSettings:
        target = _choice(_THERMAL_TARGET, sensor_index, "thermal sensor index", ThermalTarget)
        return ThermalSettings(_initialize().nvmlDeviceGetThermalSettings(self._handle, target))


class Utilization:
    """A device's utilization rates, in percent (Device.utilization)."""

    def __init__(self, utilization: _Any) -> None:
        self._utilization = utilization

    @property
    def gpu(self) -> int:
        return int(self._utilization.gpu)

    @property
    def memory(self) -> int:
        return int(self._utilization.memory)


# ------------------------------------------------------------------------------------- Device


class Device:
    """An NVML device (cuda.core's system.Device): its metadata, clocks, fans, temperatures,
    power, memory, PCI attributes, NVLinks and events. Made from exactly one of `index` (NVML's,
    which need not be CUDA's; by position or keyword, as cuda.core 1.2.2 takes it), `uuid`
    (NVML's, "GPU-..." or "MIG-...") or `pci_bus_id`; `core.Device.to_system_device()` gives a
    CUDA device's. NVML device handles are not freed: NVML owns them until it shuts down."""

    _handle: int

    def __init__(
        self,
        index: int | None = None,
        *,
        uuid: bytes | str | None = None,
        pci_bus_id: bytes | str | None = None,
    ) -> None:
        given = sum(arg is not None for arg in (index, uuid, pci_bus_id))
        if given > 1:
            raise ValueError("Handle requires only one of `index`, `uuid`, or `pci_bus_id`.")
        if given == 0:
            raise ValueError("Handle requires either a device `index`, `uuid`, or `pci_bus_id`.")
        nvml = _initialize()
        if index is not None:
            if isinstance(index, bool) or not isinstance(index, int):
                raise TypeError(f"index must be an int, not {type(index).__name__}")
            self._handle = int(nvml.nvmlDeviceGetHandleByIndex(index))
        elif uuid is not None:
            if isinstance(uuid, bytes):
                uuid = uuid.decode("ascii")
            if not isinstance(uuid, str):
                raise TypeError(f"uuid must be a str or bytes, not {type(uuid).__name__}")
            self._handle = int(nvml.nvmlDeviceGetHandleByUUID(uuid))
        else:
            if isinstance(pci_bus_id, bytes):
                pci_bus_id = pci_bus_id.decode("ascii")
            if not isinstance(pci_bus_id, str):
                raise TypeError(
                    f"pci_bus_id must be a str or bytes, not {type(pci_bus_id).__name__}"
                )
            self._handle = int(nvml.nvmlDeviceGetHandleByPciBusId(pci_bus_id))

    def __repr__(self) -> str:
        return f"<system.Device handle={self._handle:#x}>"

    # basic properties
    @property
    def index(self) -> int:
        """NVML's index of this device (not necessarily CUDA's)."""
        return int(_initialize().nvmlDeviceGetIndex(self._handle))

    @property
    def uuid(self) -> str:
        """NVML's UUID, with its "GPU-" or "MIG-" prefix."""
        return _text(_initialize().nvmlDeviceGetUUID(self._handle))

    @property
    def uuid_without_prefix(self) -> str:
        """The UUID without its prefix, as CUDA (and core.Device.uuid) writes it."""
        return self.uuid[4:]

    @property
    def pci_bus_id(self) -> str:
        return self.pci_info.bus_id

    @property
    def numa_node_id(self) -> int:
        return int(_initialize().nvmlDeviceGetNumaNodeId(self._handle))

    @property
    def arch(self) -> DeviceArch:
        arch = int(_initialize().nvmlDeviceGetArchitecture(self._handle))
        try:
            return DeviceArch(arch)
        except ValueError:
            return DeviceArch.UNKNOWN

    @property
    def name(self) -> str:
        return _text(_initialize().nvmlDeviceGetName(self._handle))

    @property
    def brand(self) -> str:
        return _BRAND.get(int(_initialize().nvmlDeviceGetBrand(self._handle)), "Unknown")

    @property
    def serial(self) -> str:
        return _text(_initialize().nvmlDeviceGetSerial(self._handle))

    @property
    def module_id(self) -> int:
        return int(_initialize().nvmlDeviceGetModuleId(self._handle))

    @property
    def minor_number(self) -> int:
        return int(_initialize().nvmlDeviceGetMinorNumber(self._handle))

    @property
    def is_c2c_enabled(self) -> bool:
        return bool(_initialize().nvmlDeviceGetC2cModeInfoV(self._handle).isC2cEnabled)

    @property
    def is_persistence_mode_enabled(self) -> bool:
        return int(_initialize().nvmlDeviceGetPersistenceMode(self._handle)) == _FEATURE_ENABLED

    @is_persistence_mode_enabled.setter
    def is_persistence_mode_enabled(self, enabled: bool) -> None:
        _initialize().nvmlDeviceSetPersistenceMode(self._handle, 1 if enabled else 0)

    @property
    def cuda_compute_capability(self) -> tuple[int, int]:
        major, minor = _initialize().nvmlDeviceGetCudaComputeCapability(self._handle)
        return int(major), int(minor)

    def to_cuda_device(self) -> _core.Device:
        """The core.Device with this device's UUID; RuntimeError when CUDA has none (a MIG
        system's physical GPU)."""
        from . import core

        uuid = self.uuid_without_prefix
        for device in core.Device.get_all_devices():
            if device.uuid == uuid:
                return device
        raise RuntimeError("No corresponding CUDA device found for this NVML device.")

    @classmethod
    def get_device_count(cls) -> int:
        return int(_initialize().nvmlDeviceGetCount())

    @classmethod
    def get_all_devices(cls) -> _Iterator[Device]:
        nvml = _initialize()
        for index in range(int(nvml.nvmlDeviceGetCount())):
            yield cls(index=index)

    @property
    def addressing_mode(self) -> AddressingMode | None:
        mode = _bound("nvmlDeviceGetAddressingMode")(self._handle)
        return _ADDRESSING_MODE.get(int(mode.value))

    @property
    def mig(self) -> MigInfo:
        return MigInfo(self)

    # affinity
    @classmethod
    def get_all_devices_with_cpu_affinity(cls, cpu_index: int) -> _Iterator[Device]:
        for handle in _initialize().nvmlSystemGetTopologyGpuSet(cpu_index):
            yield _device_of(handle)

    def _affinity(self, function: str, scope: AffinityScope | str) -> list[int]:
        which = _choice(_AFFINITY_SCOPE, scope, "affinity scope", AffinityScope)
        words = (_ctypes.c_ulong * max(1, -(-(_os.cpu_count() or 1) // 64)))()
        getattr(_initialize(), function)(self._handle, words, which)
        return _unpack_bitmask(words)

    def get_memory_affinity(self, scope: AffinityScope | str = AffinityScope.NODE) -> list[int]:
        """The NUMA nodes (or CPU sockets) with ideal memory affinity to this device."""
        return self._affinity("nvmlDeviceGetMemoryAffinity", scope)

    def get_cpu_affinity(self, scope: AffinityScope | str = AffinityScope.NODE) -> list[int]:
        """The CPUs with ideal affinity to this device, within `scope`."""
        return self._affinity("nvmlDeviceGetCpuAffinityWithinScope", scope)

    def set_cpu_affinity(self) -> None:
        _initialize().nvmlDeviceSetCpuAffinity(self._handle)

    def clear_cpu_affinity(self) -> None:
        _initialize().nvmlDeviceClearCpuAffinity(self._handle)

    # clocks
    def get_clock(self, clock_type: ClockType | str) -> ClockInfo:
        return ClockInfo(self._handle, clock_type)

    @property
    def is_auto_boosted_clocks_enabled(self) -> tuple[bool, bool]:
        """(current, default) state of auto boosted clocks."""
        current, default = _initialize().nvmlDeviceGetAutoBoostedClocksEnabled(self._handle)
        return int(current) == _FEATURE_ENABLED, int(default) == _FEATURE_ENABLED

    @property
    def current_clock_event_reasons(self) -> list[ClocksEventReasons]:
        mask = int(_initialize().nvmlDeviceGetCurrentClocksEventReasons(self._handle))
        reasons: list[ClocksEventReasons] = _bits(mask, _CLOCKS_EVENT_REASONS, "clock event reason")
        return reasons

    @property
    def supported_clock_event_reasons(self) -> list[ClocksEventReasons]:
        mask = int(_initialize().nvmlDeviceGetSupportedClocksEventReasons(self._handle))
        reasons: list[ClocksEventReasons] = _bits(mask, _CLOCKS_EVENT_REASONS, "clock event reason")
        return reasons

    @property
    def cooler(self) -> CoolerInfo:
        return CoolerInfo(_initialize().nvmlDeviceGetCoolerInfo(self._handle))

    @property
    def attributes(self) -> DeviceAttributes:
        return DeviceAttributes(_initialize().nvmlDeviceGetAttributes(self._handle))

    @property
    def is_display_connected(self) -> bool:
        return int(_initialize().nvmlDeviceGetDisplayMode(self._handle)) == _FEATURE_ENABLED

    @property
    def is_display_active(self) -> bool:
        return int(_initialize().nvmlDeviceGetDisplayActive(self._handle)) == _FEATURE_ENABLED

    # events
    def register_events(self, events: EventType | str | list[EventType | str]) -> DeviceEvents:
        """Start recording `events` on this device; DeviceEvents.wait returns them."""
        return DeviceEvents(self._handle, events)

    def get_supported_event_types(self) -> list[EventType]:
        mask = int(_initialize().nvmlDeviceGetSupportedEventTypes(self._handle))
        types: list[EventType] = _bits(mask, _EVENT_TYPE_OF, "event type")
        return types

    # fans
    def get_fan(self, fan: int = 0) -> FanInfo:
        count = self.num_fans
        if not 0 <= fan < count:
            raise ValueError(f"Fan index {fan} is out of range [0, {count})")
        return FanInfo(self._handle, fan)

    @property
    def num_fans(self) -> int:
        return int(_initialize().nvmlDeviceGetNumFans(self._handle))

    # field values
    def _fields(self, field_ids: list[int | tuple[int, int]]) -> list[_Any]:
        nvml = _initialize()
        values = []
        for item in field_ids:
            field, scope = item if isinstance(item, tuple) else (item, 0)
            values.append(nvml.nvmlFieldValue_t(fieldId=int(field), scopeId=int(scope)))
        return values

    def get_field_values(self, field_ids: list[int | tuple[int, int]]) -> FieldValues:
        """The values of `field_ids` (NVML_FI_*, or (id, scope) pairs); each value raises its
        own NVML error when read (FieldValues.validate checks them all)."""
        if len(field_ids) == 0:
            return FieldValues([])
        return FieldValues(
            _initialize().nvmlDeviceGetFieldValues(self._handle, self._fields(field_ids))
        )

    def clear_field_values(self, field_ids: list[int | tuple[int, int]]) -> None:
        if len(field_ids) == 0:
            return
        _initialize().nvmlDeviceClearFieldValues(self._handle, self._fields(field_ids))

    @property
    def inforom(self) -> InforomInfo:
        return InforomInfo(self)

    # memory
    @property
    def bar1_memory_info(self) -> BAR1MemoryInfo:
        return BAR1MemoryInfo(_initialize().nvmlDeviceGetBAR1MemoryInfo(self._handle))

    @property
    def memory_info(self) -> MemoryInfo:
        return MemoryInfo(_initialize().nvmlDeviceGetMemoryInfo_v2(self._handle))

    # NVLink
    def get_nvlink(self, link: int) -> NvlinkInfo:
        """Link `link` (0 to get_nvlink_count() - 1; ValueError outside)."""
        count = self.get_nvlink_count()
        if not 0 <= link < count:
            raise ValueError(f"Link index {link} is out of range [0, {count})")
        return NvlinkInfo(self, link)

    def get_nvlink_count(self) -> int:
        """The number of NVLinks (field NVML_FI_DEV_NVLINK_LINK_COUNT)."""
        return int(self.get_field_values([_NVLINK_LINK_COUNT])[0].value)

    def get_nvlinks(self) -> _Iterator[NvlinkInfo]:
        for link in range(self.get_nvlink_count()):
            yield NvlinkInfo(self, link)

    @property
    def pci_info(self) -> PciInfo:
        """RuntimeError for a device without PCI attributes (a MIG device)."""
        nvml = _initialize()
        try:
            info = nvml.nvmlDeviceGetPciInfoExt(self._handle)
        except nvml.NvmlErrorInvalidArgument:
            raise RuntimeError("This device does not have PCI attributes") from None
        return PciInfo(info, self._handle)

    # performance
    @property
    def performance_state(self) -> int | None:
        """The P-state, 0 (maximum performance) to 15; None when unknown."""
        return _pstate_out(_initialize().nvmlDeviceGetPerformanceState(self._handle))

    @property
    def dynamic_pstates_info(self) -> GpuDynamicPstatesInfo:
        return GpuDynamicPstatesInfo(_initialize().nvmlDeviceGetDynamicPstatesInfo(self._handle))

    @property
    def supported_pstates(self) -> list[int]:
        # NVML_MAX_GPU_PERF_PSTATES entries, those past the supported ones NVML_PSTATE_UNKNOWN.
        states = _initialize().nvmlDeviceGetSupportedPerformanceStates(self._handle)
        return [s for s in (_pstate_out(p) for p in states) if s is not None]

    @property
    def compute_running_processes(self) -> list[ProcessInfo]:
        processes = _initialize().nvmlDeviceGetComputeRunningProcesses(self._handle)
        return [ProcessInfo(self, p) for p in processes]

    @property
    def repair_status(self) -> RepairStatus:
        return RepairStatus(self._handle)

    @property
    def temperature(self) -> Temperature:
        return Temperature(self._handle)

    def get_topology_nearest_gpus(self, level: GpuTopologyLevel | str) -> _Iterator[Device]:
        which = _choice(_TOPOLOGY_LEVEL, level, "topology level", GpuTopologyLevel)
        for handle in _initialize().nvmlDeviceGetTopologyNearestGpus(self._handle, which):
            yield _device_of(handle)

    @property
    def utilization(self) -> Utilization:
        return Utilization(_initialize().nvmlDeviceGetUtilizationRates(self._handle))


def _handle_of(device: object, name: str) -> int:
    if not isinstance(device, Device):
        raise TypeError(f"{name} must be a system.Device, not {type(device).__name__}")
    return device._handle


def get_topology_common_ancestor(device1: Device, device2: Device) -> GpuTopologyLevel:
    """The nearest common ancestor of two devices (nvmlDeviceGetTopologyCommonAncestor)."""
    nvml = _initialize()
    first, second = _handle_of(device1, "device1"), _handle_of(device2, "device2")
    level: GpuTopologyLevel = _TOPOLOGY_LEVEL_OF[
        int(nvml.nvmlDeviceGetTopologyCommonAncestor(first, second))
    ]
    return level


def get_p2p_status(device1: Device, device2: Device, index: GpuP2PCapsIndex | str) -> GpuP2PStatus:
    """The peer-to-peer status of two devices for capability `index` (nvmlDeviceGetP2PStatus)."""
    nvml = _initialize()
    caps = _choice(_P2P_CAPS_INDEX, index, "P2P caps index", GpuP2PCapsIndex)
    first, second = _handle_of(device1, "device1"), _handle_of(device2, "device2")
    status = int(nvml.nvmlDeviceGetP2PStatus(first, second, caps))
    return _P2P_STATUS.get(status, GpuP2PStatus.UNKNOWN)


# ------------------------------------------------------------------------------ system events


def _pci_bus_id_from_gpu_id(gpu_id: int) -> str:
    """A system event's packed gpu_id (domain << 16 | bus << 8 | device << 3 | function) as
    NVML writes a PCI bus id."""
    domain, bus, device, function = (
        gpu_id >> 16,
        (gpu_id >> 8) & 0xFF,
        (gpu_id >> 3) & 0x1F,
        gpu_id & 0x7,
    )
    return f"{domain:08X}:{bus:02X}:{device:02X}.{function}"


class SystemEvent:
    """One system event."""

    def __init__(self, event_data: _Any) -> None:
        self._event_data = event_data

    @property
    def event_type(self) -> SystemEventType:
        event_type: SystemEventType = _SYSTEM_EVENT_TYPE_OF[int(self._event_data.eventType)]
        return event_type

    @property
    def gpu_id(self) -> int:
        return int(self._event_data.gpuId)

    @property
    def device(self) -> Device:
        return Device(pci_bus_id=_pci_bus_id_from_gpu_id(self.gpu_id))


class SystemEvents:
    """The system events one RegisteredSystemEvents.wait returned."""

    def __init__(self, event_data: _Any) -> None:
        self._event_data = list(event_data)

    def __len__(self) -> int:
        return len(self._event_data)

    def __getitem__(self, idx: int) -> SystemEvent:
        return SystemEvent(self._event_data[idx])


def _free_system_event_set(nvml: _Any, handle: int) -> None:
    nvml.nvmlSystemEventSetFree(nvml.nvmlSystemEventSetFreeRequest_v1_t(set=handle))


class RegisteredSystemEvents:
    """System events registered by register_events: an NVML system event set, freed once
    (nvmlSystemEventSetFree) when this goes."""

    def __init__(self, events: SystemEventType | str | list[SystemEventType | str]) -> None:
        if isinstance(events, str):
            events = [events]
        if not isinstance(events, list):
            raise TypeError(
                "events must be a SystemEventType, str, or list of SystemEventType or str"
            )
        mask = 0
        for event in events:
            mask |= _choice(_SYSTEM_EVENT_TYPE, event, "system event type", SystemEventType)
        nvml = _initialize()
        request = nvml.nvmlSystemEventSetCreateRequest_v1_t()
        nvml.nvmlSystemEventSetCreate(request)
        self._event_set = int(request.set or 0)
        self._finalizer = _weakref.finalize(
            self, _free_event_set, _free_system_event_set, nvml, self._event_set
        )
        self._finalizer.atexit = False
        try:
            nvml.nvmlSystemRegisterEvents(
                nvml.nvmlSystemRegisterEventRequest_v1_t(eventTypes=mask, set=self._event_set)
            )
        except BaseException:
            self._finalizer()
            raise

    def wait(self, timeout_ms: int = 0, buffer_size: int = 1) -> SystemEvents:
        """Up to `buffer_size` events, waiting up to `timeout_ms` (0: for ever);
        system.TimeoutError when none came."""
        if not isinstance(buffer_size, int) or buffer_size < 1:
            raise ValueError(f"buffer_size must be at least 1, got {buffer_size!r}")
        nvml = _initialize()
        data = (nvml.nvmlSystemEventData_v1_t * buffer_size)()
        request = nvml.nvmlSystemEventSetWaitRequest_v1_t(
            timeoutms=timeout_ms,
            set=self._event_set,
            data=_ctypes.addressof(data),
            dataSize=buffer_size,
        )
        nvml.nvmlSystemEventSetWait(request)
        return SystemEvents(data[: min(int(request.numEvent), buffer_size)])


def register_events(
    events: SystemEventType | str | list[SystemEventType | str],
) -> RegisteredSystemEvents:
    """Start recording system events (driver bind/unbind); RegisteredSystemEvents.wait returns
    them. system.NotSupportedError when none of `events` can be registered."""
    return RegisteredSystemEvents(events)


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
