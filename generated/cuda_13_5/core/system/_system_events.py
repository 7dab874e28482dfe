"""System events: `register_events`."""

from __future__ import annotations

import ctypes as _ctypes
import weakref as _weakref

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import Any as _Any


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


# Names used only inside functions: imported once this module's own are defined (the
# package's modules refer to each other), the modules others build on first.
from ._device import Device
from ._device_info import _free_event_set
from ._enums import _SYSTEM_EVENT_TYPE, _SYSTEM_EVENT_TYPE_OF, SystemEventType, _choice
from ._system import _initialize
