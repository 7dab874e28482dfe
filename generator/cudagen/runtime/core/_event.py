"""`Event` and its options."""

from __future__ import annotations

from dataclasses import dataclass as _dataclass

from ._release import driver as _d

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from ._context import Context, _Finalizer


@_dataclass
class EventOptions:
    """Options of `Device.create_event`: `timing_enabled` (default False: the event cannot
    time), `blocking_sync` (sync() yields the CPU), `ipc_enabled` (shareable across processes;
    needs timing off)."""

    timing_enabled: bool = False
    blocking_sync: bool = False
    ipc_enabled: bool = False


# The options of an event made without any, and its flags (never handed out: no one changes it).
_EVENT_DEFAULTS = (EventOptions(), int(_d.CU_EVENT_DISABLE_TIMING))


class Event:
    """A point in a stream's work: `stream.record()` makes one; `sync()`, `is_done`, and
    `end - start` gives the milliseconds between two timing events. Destroyed once (close(),
    a with block, or the garbage collector)."""

    __slots__ = ("__weakref__", "_device", "_finalizer", "_handle", "_options")
    _handle: int | None  # None once closed
    _device: Device
    _options: EventOptions
    _finalizer: _Finalizer

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError("an Event comes from Device.create_event() or Stream.record()")

    @classmethod
    def _create(cls, device: Device, options: EventOptions | dict[str, object] | None) -> Event:
        if options is None:  # `stream.record()`: a hot path
            options, flags = _EVENT_DEFAULTS
        else:
            if isinstance(options, dict):
                options = EventOptions(**options)  # type: ignore[arg-type]
            if options.ipc_enabled and options.timing_enabled:
                raise ValueError("an IPC event cannot time (timing_enabled must be False)")
            flags = 0 if options.timing_enabled else int(_d.CU_EVENT_DISABLE_TIMING)
            if options.blocking_sync:
                flags |= int(_d.CU_EVENT_BLOCKING_SYNC)
            if options.ipc_enabled:
                flags |= int(_d.CU_EVENT_INTERPROCESS)
        context = device._context or device._primary
        handle = int(_in_context(context, _cuEventCreate, flags))
        self = object.__new__(cls)
        self._handle = handle
        self._device = device
        self._options = options
        self._finalizer = _event_finalizer(self, context, handle)
        return self

    def _event_handle(self) -> int:
        handle = self._handle
        if handle is None:
            raise RuntimeError("the event is closed")
        return handle

    @property
    def handle(self) -> int:
        """The CUevent, as an int."""
        return self._event_handle()

    @property
    def device(self) -> Device:
        return self._device

    @property
    def context(self) -> Context:
        """The context the event belongs to (its device's primary context)."""
        return self._device._primary

    @property
    def ipc_descriptor(self) -> IPCEventDescriptor:
        """What another process needs to open this event (cuIpcGetEventHandle): the event
        must be IPC-enabled (EventOptions(ipc_enabled=True), which cannot time)."""
        if not self._options.ipc_enabled:
            raise RuntimeError("the event is not IPC-enabled (EventOptions(ipc_enabled=True))")
        data = _in_context(self._device._primary, _d.cuIpcGetEventHandle, self._event_handle())
        return IPCEventDescriptor._init(bytes(data), self._options.blocking_sync)

    @classmethod
    def from_ipc_descriptor(cls, ipc_descriptor: IPCEventDescriptor) -> Event:
        """Open an event another process shared (its `ipc_descriptor`), on the current device;
        closed (cuEventDestroy) once, as events made here are."""
        if not isinstance(ipc_descriptor, IPCEventDescriptor):
            raise TypeError(
                f"ipc_descriptor must be an IPCEventDescriptor, got {type(ipc_descriptor).__name__}"
            )
        device = Device()
        context = device._primary
        shared = _d.CUipcEventHandle.from_buffer_copy(ipc_descriptor._data)
        handle = int(_in_context(context, _d.cuIpcOpenEventHandle, shared))
        self = object.__new__(cls)
        self._handle = handle
        self._device = device
        self._options = EventOptions(
            timing_enabled=False, blocking_sync=ipc_descriptor._blocking_sync, ipc_enabled=True
        )
        self._finalizer = _event_finalizer(self, context, handle)
        return self

    def __reduce__(self) -> tuple[object, ...]:
        # An IPC event pickles as its descriptor: the receiving process opens it.
        return (Event.from_ipc_descriptor, (self.ipc_descriptor,))

    @property
    def is_timing_enabled(self) -> bool:
        return self._options.timing_enabled

    @property
    def is_blocking_sync(self) -> bool:
        return self._options.blocking_sync

    @property
    def is_ipc_enabled(self) -> bool:
        return self._options.ipc_enabled

    @property
    def is_closed(self) -> bool:
        return self._handle is None

    def close(self) -> None:
        """Destroy the event (once)."""
        self._handle = None
        self._finalizer()

    def __enter__(self) -> Event:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def sync(self) -> None:
        """Wait until the work before the event's record has finished."""
        _d.cuEventSynchronize(self._event_handle())

    @property
    def is_done(self) -> bool:
        """True when the work before the event's record has finished (cuEventQuery)."""
        done: bool = _d.cuEventQuery(self._event_handle()) == _d.CUresult.CUDA_SUCCESS
        return done

    def __sub__(self, other: Event) -> float:
        """`end - start`: milliseconds from event `start` to this one (both timing events)."""
        if not isinstance(other, Event):
            return NotImplemented
        if not (self._options.timing_enabled and other._options.timing_enabled):
            raise RuntimeError("both events need EventOptions(timing_enabled=True) to be timed")
        return float(_d.cuEventElapsedTime(other._event_handle(), self._event_handle()))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Event):
            return self._handle == other._handle
        return NotImplemented

    def __hash__(self) -> int:
        return hash((Event, self._handle))

    def __repr__(self) -> str:
        state = "closed" if self._handle is None else f"{self._handle:#x}"
        return f"<Event {state}>"


# --- memory ---------------------------------------------------------------------------------


# Names used only inside functions: imported once this module's own are defined (the
# package's modules refer to each other), the modules others build on first.
from ._context import _cuEventCreate, _in_context
from ._device import Device
from ._memory._pool import IPCEventDescriptor
from ._stream import _event_finalizer
