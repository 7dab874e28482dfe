"""`Stream`, its options and the default streams; on the compiled backend, `Stream.record` in C."""

from __future__ import annotations

import uuid as _uuidmod
from dataclasses import dataclass as _dataclass

from ._release import driver as _d

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import Any as _Any

    from ._context import _Finalizer
    from ._event import EventOptions
    from ._memory._pool import IPCBufferDescriptor


@_dataclass
class StreamOptions:
    """Options of `Device.create_stream`: `nonblocking` (does not synchronize with the legacy
    default stream; default True) and `priority` (lower is higher; None: the default)."""

    nonblocking: bool = True
    priority: int | None = None


def _stream_handle(stream: object) -> int:
    """The CUstream of a Stream, a GraphBuilder, or any object with `__cuda_stream__`."""
    cls = stream.__class__
    if cls is Stream or cls is GraphBuilder or isinstance(stream, (Stream, GraphBuilder)):
        handle = stream._stream_handle()  # type: ignore[attr-defined]
        return handle  # type: ignore[no-any-return]
    protocol = getattr(stream, "__cuda_stream__", None)
    if protocol is None:
        raise TypeError(
            f"expected a Stream, a GraphBuilder or an object with __cuda_stream__, "
            f"got {type(stream).__name__}"
        )
    version, handle = protocol()
    if version != 0:
        raise TypeError(f"__cuda_stream__ protocol version {version} is not supported (0 is)")
    return int(handle)


class Stream:
    """A queue of GPU work, run in order. Made by `Device.create_stream()` (owned: destroyed
    once, by close(), a with block or the garbage collector) or `Stream.from_handle()` /
    `Device.create_stream(obj)` (foreign: never destroyed). `handle` is the CUstream as an int;
    `__cuda_stream__` lets other libraries take the stream as it is."""

    __slots__ = (
        "__weakref__",
        "_device",
        "_finalizer",
        "_handle",
        "_nonblocking",
        "_owner",
        "_priority",
    )
    _handle: int | None  # None once closed
    _device: Device | None  # asked of the driver when first needed
    _owner: object  # what a wrapped stream came from, kept alive
    _finalizer: _Finalizer | None  # owned streams only
    _nonblocking: bool | None  # asked of the driver when first needed
    _priority: int | None  # asked of the driver when first needed

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError("a Stream comes from Device.create_stream() or Stream.from_handle()")

    @classmethod
    def _new(cls, handle: int, device: Device | None, owner: object = None) -> Stream:
        self = object.__new__(cls)
        self._handle = handle
        self._device = device
        self._owner = owner
        self._finalizer = None
        self._nonblocking = None
        self._priority = None
        return self

    @classmethod
    def _create(cls, device: Device, options: StreamOptions | None) -> Stream:
        options = options or StreamOptions()
        flags = int(_d.CU_STREAM_NON_BLOCKING) if options.nonblocking else 0
        context = device._primary
        if options.priority is None:
            handle = int(_in_context(context, _d.cuStreamCreate, flags))
        else:
            handle = int(
                _in_context(context, _d.cuStreamCreateWithPriority, flags, options.priority)
            )
        self = cls._new(handle, device)
        self._nonblocking = bool(options.nonblocking)
        self._finalizer = _finalizer(self, context, _d.cuStreamDestroy, handle)
        return self

    @classmethod
    def _wrap(cls, obj: object) -> Stream:
        return cls._new(_stream_handle(obj), None, obj)

    @staticmethod
    def from_handle(handle: int) -> Stream:
        """A Stream for a CUstream made elsewhere (an int address); never destroyed here: the
        stream must outlive this object."""
        if isinstance(handle, bool) or not hasattr(handle, "__index__"):
            raise TypeError(f"handle must be an int, got {type(handle).__name__}")
        return Stream._new(handle.__index__(), None)

    def _stream_handle(self) -> int:
        handle = self._handle
        if handle is None:
            raise RuntimeError("the stream is closed")
        return handle

    @property
    def handle(self) -> int:
        """The CUstream, as an int."""
        return self._stream_handle()

    def __cuda_stream__(self) -> tuple[int, int]:
        return (0, self._stream_handle())

    @property
    def is_closed(self) -> bool:
        return self._handle is None

    def close(self) -> None:
        """Destroy an owned stream (work already queued still completes); forget a foreign one."""
        fin = self._finalizer
        self._handle = None
        self._owner = None
        if fin is not None:
            fin()

    def __enter__(self) -> Stream:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Stream):
            return self._handle == other._handle
        return NotImplemented

    def __hash__(self) -> int:
        return hash((Stream, self._handle))

    def __repr__(self) -> str:
        state = "closed" if self._handle is None else f"{self._handle:#x}"
        return f"<Stream {state}>"

    @property
    def context(self) -> Context:
        """The context the stream belongs to: the green context it was made on
        (Context.create_stream), else its device's primary context."""
        owner = self._owner
        if isinstance(owner, _GreenContext) and not self.is_closed:
            owner.acquire()
            return Context._green_context(owner.device, owner)
        return self.device._primary

    @property
    def resources(self) -> DeviceResources:
        """The resources of the stream's context (a green context's own)."""
        return DeviceResources._init(self.device, stream=self)

    @property
    def device(self) -> Device:
        if self._device is None:
            if self._handle in (1, 2, 0, None):
                return Device()
            context = int(_d.cuStreamGetCtx(self._handle))
            pushed = _cuCtxGetCurrent() != context
            if pushed:
                _d.cuCtxPushCurrent(context)
            try:
                self._device = Device(int(_cuCtxGetDevice()))
            finally:
                if pushed:
                    _d.cuCtxPopCurrent()
        return self._device

    @property
    def is_nonblocking(self) -> bool:
        if self._nonblocking is None:
            self._nonblocking = bool(
                _d.cuStreamGetFlags(self._stream_handle()) & int(_d.CU_STREAM_NON_BLOCKING)
            )
        return self._nonblocking

    @property
    def priority(self) -> int:
        if self._priority is None:
            self._priority = _d.cuStreamGetPriority(self._stream_handle())
        return self._priority

    def sync(self) -> None:
        """Wait until everything queued on the stream has finished."""
        _d.cuStreamSynchronize(self._stream_handle())

    def query(self) -> bool:
        """True when everything queued on the stream has finished (cuStreamQuery)."""
        done: bool = _d.cuStreamQuery(self._stream_handle()) == _d.CUresult.CUDA_SUCCESS
        return done

    def record(
        self, event: Event | None = None, options: EventOptions | dict[str, object] | None = None
    ) -> Event:
        """Record `event` (a new one made with `options` when None) on the stream; returns it."""
        stream = self._handle  # the two handles read inline: `record` is a hot path
        if stream is None:
            raise RuntimeError("the stream is closed")
        if event is None:
            event = Event._create(self._device or self.device, options)
        handle = event._handle
        if handle is None:
            raise RuntimeError("the event is closed")
        _cuEventRecord(handle, stream)
        return event

    def wait(self, event_or_stream: Event | Stream | object) -> None:
        """Make later work on this stream wait for `event_or_stream`: an Event, or a stream
        (a Stream or any `__cuda_stream__` object: its work queued so far)."""
        if isinstance(event_or_stream, Event):
            _d.cuStreamWaitEvent(self._stream_handle(), event_or_stream._event_handle(), 0)
            return
        other = _stream_handle(event_or_stream)
        # The event must be of the waited-for stream's context (cuEventRecord: "must be from
        # the same context"), which may be another device's than the current one.
        pushed = _push_stream_context(other)
        try:
            event = int(_d.cuEventCreate(int(_d.CU_EVENT_DISABLE_TIMING)))
        finally:
            if pushed:
                _d.cuCtxPopCurrent()
        try:
            _d.cuEventRecord(event, other)
            _d.cuStreamWaitEvent(self._stream_handle(), event, 0)
        finally:
            _d.cuEventDestroy(event)

    def create_graph_builder(self) -> GraphBuilder:
        """A graph builder that captures work queued on this stream."""
        return GraphBuilder._create(self, owns_stream=False)


def _map_buffer(uuid: _uuidmod.UUID, descriptor: IPCBufferDescriptor) -> Buffer:
    return Buffer.from_ipc_descriptor(_MemPool.from_registry(uuid), descriptor)  # type: ignore[arg-type]


def _push_stream_context(stream: int) -> bool:
    """Make the context of `stream` current (pushed) when it is not: stream-ordered calls on
    another device's stream need that device's context. Whether it pushed (pop after)."""
    if stream <= 2:  # NULL, CU_STREAM_LEGACY, CU_STREAM_PER_THREAD: the current context's
        return False
    context = int(_d.cuStreamGetCtx(stream))
    if context == int(_d.cuCtxGetCurrent() or 0):
        return False
    _d.cuCtxPushCurrent(context)
    return True


def _default_stream(handle: int) -> Stream:
    stream = Stream._new(handle, None)
    stream._nonblocking = False
    return stream


LEGACY_DEFAULT_STREAM = _default_stream(int(_d.CU_STREAM_LEGACY))
PER_THREAD_DEFAULT_STREAM = _default_stream(int(_d.CU_STREAM_PER_THREAD))


def _stream_arg(stream: object) -> Stream | GraphBuilder:
    if stream is None:
        return LEGACY_DEFAULT_STREAM
    if isinstance(stream, (Stream, GraphBuilder)):
        return stream
    return Stream._wrap(stream)


# --- memory pools: device and pinned, owned or not, shared with other processes ----------


def _event_finalizer(owner: Event, context: Context | None, handle: int) -> _Finalizer:
    """What destroys event `handle` of `owner` once (see _Finalizer): on the compiled backend,
    the compiled record's release object (_compiled_recorder)."""
    if _recorder is not None:
        try:
            return _recorder.release(context, handle)  # type: ignore[no-any-return]
        except Exception:  # its entry points did not resolve: the Python finalizer frees it
            pass
    return _finalizer(owner, context, _d.cuEventDestroy, handle)


def _compiled_recorder() -> _Any:
    """`Stream.record` in C, from the compiled backend's driver extension (None on the Python
    backend): it takes the common case (a Stream whose device is known, and an Event or None:
    then a new event, made in the device's primary context when it is current) and hands every
    other call to the Python `Stream.record`. Events it makes, and Event._create's, are
    destroyed by its release objects: _Finalizer's contract (freed once, in their context,
    never at exit, what they need held outside the Event) without its Python frames."""
    if _d.BACKEND != "compiled":
        return None
    import importlib

    make = getattr(importlib.import_module("._driver", _d.__package__), "recorder", None)
    if make is None:
        return None
    options, flags = _EVENT_DEFAULTS
    error, loader = _d._error, _d._f  # type: ignore[attr-defined, unused-ignore]
    return make(
        Stream.record,
        Stream,
        Event,
        Device,
        Context,
        options,
        flags,
        _d.cuEventDestroy,
        error,
        loader,
    )


# Names used only inside functions: imported once this module's own are defined (the
# package's modules refer to each other), the modules others build on first.
from ._context import (
    Context,
    _cuCtxGetCurrent,
    _cuCtxGetDevice,
    _cuEventRecord,
    _finalizer,
    _in_context,
)
from ._device import Device
from ._device_resources import DeviceResources, _GreenContext
from ._event import _EVENT_DEFAULTS, Event
from ._memory._buffer import Buffer
from ._memory._pool import _MemPool
from .graph._graph_builder import GraphBuilder

# Once the classes it takes are imported (above): the compiled record, if the backend has one.
_recorder = _compiled_recorder()
if _recorder is not None:  # the same method, compiled: its signature and doc are record's
    Stream.record = _recorder  # type: ignore[method-assign]
