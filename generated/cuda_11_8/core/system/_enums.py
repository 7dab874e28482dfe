"""system's enumerations (cuda.core's `system.typing`) and the tables that map them to NVML's values."""

from __future__ import annotations

import types as _types
from enum import Enum as _Enum
from enum import IntEnum as _IntEnum
from enum import StrEnum as _StrEnum

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import Any as _Any


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
    f"{__package__}.typing", "cuda.core.system.typing's enums (cuda.core's names and values)."
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
