"""What NVML's devices answer: clocks, fans, memory, PCI, temperatures, utilization, ..."""

from __future__ import annotations

import sys as _sys
import warnings as _warnings
import weakref as _weakref

from ._enums import ClockId

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from collections.abc import Iterator as _Iterator
    from typing import Any as _Any

    from ._device import Device
    from ._enums import CoolerControl, CoolerTarget, FanControlPolicy


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
        offsets = _initialize().nvmlDeviceGetClockOffsets(
            self._handle, self._type, _pstate_in(pstate)
        )
        return ClockOffsets(offsets)


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
        return int(_initialize().nvmlDeviceGetFanSpeedRPM(self._handle, self._fan))

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
        return int(_initialize().nvmlDeviceGetTemperatureV(self._handle, 0))  # NVML_TEMPERATURE_GPU

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


# Names used only inside functions: imported once this module's own are defined (the
# package's modules refer to each other), the modules others build on first.
from ._device import _device_of
from ._enums import (
    _CLOCK_ID,
    _CLOCK_TYPE,
    _COOLER_CONTROL,
    _COOLER_TARGET,
    _EVENT_TYPE,
    _EVENT_TYPE_OF,
    _FAN_CONTROL_POLICY,
    _FEATURE_ENABLED,
    _INFOROM_OBJECT,
    _MAX_GPU_UTILIZATIONS,
    _MAX_THERMAL_SENSORS_PER_GPU,
    _NVLINK_VERSION,
    _TEMPERATURE_THRESHOLD,
    _THERMAL_CONTROLLER,
    _THERMAL_TARGET,
    _THERMAL_TARGET_OF,
    _VALUE_TYPES,
    _XID_CRITICAL_ERROR,
    ClockType,
    DeviceArch,
    EventType,
    InforomObject,
    TemperatureThresholds,
    ThermalController,
    ThermalTarget,
    _bits,
    _choice,
    _pstate_in,
    _text,
)
from ._system import _bound, _initialize, _shut_down
