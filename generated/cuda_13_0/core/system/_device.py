"""system's `Device` (an NVML device) and the topology queries."""

from __future__ import annotations

import os as _os

from ._enums import AffinityScope

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from collections.abc import Iterator as _Iterator
    from typing import Any as _Any

    from ... import core as _core
    from ._enums import AddressingMode, ClocksEventReasons, ClockType, EventType


def _device_of(handle: int) -> Device:
    device = Device.__new__(Device)
    device._handle = int(handle)
    return device


# ------------------------------------------------------------------------ what devices answer


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
        from ... import core

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
        """The device's addressing mode; None where it cannot be asked: this package's NVML
        headers lack nvmlDeviceGetAddressingMode (12.9) or the driver's NVML does (cuda.core
        1.2.x answers None there too)."""
        function = getattr(_initialize(), "nvmlDeviceGetAddressingMode", None)
        if function is None:
            return None
        try:
            mode = function(self._handle)
        except _d.FunctionNotFoundError:  # the driver's NVML lacks it
            return None
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
        count = max(1, -(-(_os.cpu_count() or 1) // 64))  # unsigned longs of 64 bits, as NVML asks
        return _unpack_bitmask(getattr(_initialize(), function)(self._handle, count, which))

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
        # The first cooler, as cuda.core's (its struct's index is 0).
        return CoolerInfo(_initialize().nvmlDeviceGetCoolerInfo(self._handle, 0))

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


# Names used only inside functions: imported once this module's own are defined (the
# package's modules refer to each other), the modules others build on first.
from .._release import driver as _d
from ._device_info import (
    BAR1MemoryInfo,
    ClockInfo,
    CoolerInfo,
    DeviceAttributes,
    DeviceEvents,
    FanInfo,
    FieldValues,
    GpuDynamicPstatesInfo,
    InforomInfo,
    MemoryInfo,
    MigInfo,
    NvlinkInfo,
    PciInfo,
    ProcessInfo,
    RepairStatus,
    Temperature,
    Utilization,
)
from ._enums import (
    _ADDRESSING_MODE,
    _AFFINITY_SCOPE,
    _BRAND,
    _CLOCKS_EVENT_REASONS,
    _EVENT_TYPE_OF,
    _FEATURE_ENABLED,
    _NVLINK_LINK_COUNT,
    _P2P_CAPS_INDEX,
    _P2P_STATUS,
    _TOPOLOGY_LEVEL,
    _TOPOLOGY_LEVEL_OF,
    DeviceArch,
    GpuP2PCapsIndex,
    GpuP2PStatus,
    GpuTopologyLevel,
    _bits,
    _choice,
    _pstate_out,
    _text,
    _unpack_bitmask,
)
from ._system import _initialize
