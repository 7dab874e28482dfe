"""A Pythonic object layer over this package's CUDA driver and NVRTC bindings, by cudagen.

Do not edit: cudagen copies this file verbatim into every package it generates (from its
generator/cudagen/runtime/core.py, where it is linted and tested). Built only on this package's
own `driver` and `nvrtc` modules (either backend), so a vendored copy carries it. Names and
shapes follow cuda.core: `Device`, `Stream`, `Event`, `Buffer` and memory resources, `Program`
-> `ObjectCode` -> `Kernel`, `LaunchConfig` + `launch`, `GraphBuilder` / `GraphDefinition` ->
`Graph`.

What differs between CUDA releases is data, rendered per release into `_core_release.py` from the
headers and read here: the release (`CUDA_RELEASE`), what it declares of the optional features
used here (host memory pools, nvrtcGetLTOIR, cuFuncGetParamInfo, nvJitLink, cuGraphInstantiate's
flags), and the generated properties: `Device.properties` has one per CU_DEVICE_ATTRIBUTE_*
enumerator of the release, and `Kernel.attributes` one per CU_FUNC_ATTRIBUTE_* enumerator, made
from the header's enum and its documentation.

Lifetimes: every object that owns a CUDA resource frees it exactly once, by `close()`, by
leaving a `with` block, or by its finalizer when it is garbage collected; the free runs with
the resource's own context current, and objects keep alive what their free needs (a buffer its
stream and memory resource, a kernel its module). Nothing is freed once the interpreter has
begun to exit (the process's end frees it). Objects made from foreign handles
(`Stream.from_handle`, `Buffer.from_handle` without a memory resource, `from_array`) never
free them.
"""

from __future__ import annotations

import atexit as _atexit
import ctypes as _c
import os as _os
import sys as _sys
import threading as _threading
import uuid as _uuidmod
import weakref as _weakref
from collections import namedtuple as _namedtuple
from dataclasses import dataclass as _dataclass
from dataclasses import replace as _replace

from . import _core_release as _r
from . import driver as _d
from ._support import CUDAError

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from collections.abc import Sequence as _Sequence
    from typing import Any as _Any
    from typing import ClassVar as _ClassVar
    from typing import TypeVar as _TypeVar

    from . import _core_system as system

    _T = _TypeVar("_T")

    _Finalizer = _weakref.finalize[..., object]  # what _finalizer() makes

CUDA_RELEASE = _r.RELEASE


def __getattr__(name: str) -> _Any:
    """`system` (cuda.core's: `from <package>.core import system`), imported at first use."""
    if name == "system":
        from . import _core_system

        globals()["system"] = _core_system
        return _core_system
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "Buffer",
    "ComputeCapability",
    "Context",
    "Device",
    "DeviceMemoryResource",
    "DeviceMemoryResourceOptions",
    "DeviceProperties",
    "Event",
    "EventOptions",
    "Graph",
    "GraphBuilder",
    "GraphDefinition",
    "GraphNode",
    "IPCAllocationHandle",
    "IPCBufferDescriptor",
    "IPCEventDescriptor",
    "Kernel",
    "KernelAttributes",
    "LEGACY_DEFAULT_STREAM",
    "LaunchConfig",
    "LegacyPinnedMemoryResource",
    *(("Linker", "LinkerOptions") if _r.NVJITLINK else ()),
    "ManagedMemoryResource",
    "MemoryResource",
    "ObjectCode",
    "PER_THREAD_DEFAULT_STREAM",
    "ParamInfo",
    "PinnedMemoryResource",
    "PinnedMemoryResourceOptions",
    "Program",
    "ProgramOptions",
    "Stream",
    "StreamOptions",
    "from_array",
    "launch",
]

# --- process state: initialization, exit ------------------------------------------------

_LOCK = _threading.RLock()
_INITIALIZED = False
_EXITING = False  # set at interpreter exit: from then on nothing is freed
_RETAINED: list[Device] = []  # devices whose primary context this module retained


def _init() -> None:
    global _INITIALIZED
    if not _INITIALIZED:
        with _LOCK:
            if not _INITIALIZED:
                _d.cuInit(0)
                _INITIALIZED = True


@_atexit.register
def _at_exit() -> None:
    """Stop freeing (the driver frees what is left when the process ends), then release each
    primary context this module retained, once. Errors are ignored: the driver may already
    be shutting down."""
    global _EXITING
    _EXITING = True
    with _LOCK:
        retained, _RETAINED[:] = list(_RETAINED), []
    for device in retained:
        context = device._context
        if context is not None:
            try:
                _release_primary(context, device._id)
            except Exception:  # at exit there is nobody to tell
                pass


def _release(context: Context | None, free: _Any, *args: _Any) -> None:
    """The one place resources are freed: `free(*args)` with `context` current (pushed when
    another one is), unless the interpreter is exiting. Finalizers and close() call it."""
    if _EXITING or _sys.is_finalizing():
        return
    if context is None:
        free(*args)
        return
    if context._handle is None:
        return  # the context itself is gone: so is everything it held
    pushed = False
    if _cuCtxGetCurrent() != context._handle:
        _d.cuCtxPushCurrent(context._handle)
        pushed = True
    try:
        free(*args)
    finally:
        if pushed:
            _d.cuCtxPopCurrent()


def _finalizer(owner: object, context: Context | None, free: _Any, *args: _Any) -> _Finalizer:
    """A finalizer that frees once (close() calls it; the garbage collector otherwise), and
    never at interpreter exit. It holds `context` and `args`: what the free needs outlives it."""
    fin = _weakref.finalize(owner, _release, context, free, *args)
    fin.atexit = False
    return fin


# Entry points used on hot paths, looked up once.
_cuCtxGetCurrent = _d.cuCtxGetCurrent
_cuCtxGetDevice = _d.cuCtxGetDevice
_cuLaunchKernel = _d.cuLaunchKernel


class Context:
    """A CUDA context this module uses: a device's primary context (retained once, by
    `Device.set_current` or the first object made on the device, and released once at exit)."""

    __slots__ = ("__weakref__", "_device", "_handle")
    _device: Device
    _handle: int | None  # None once released

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError("a Context comes from Device.context")

    @classmethod
    def _primary(cls, device: Device) -> Context:
        self = object.__new__(cls)
        self._device = device
        self._handle = int(_d.cuDevicePrimaryCtxRetain(device._id))
        return self

    @property
    def handle(self) -> int:
        """The CUcontext, as an int (0 once released)."""
        return self._handle or 0

    @property
    def device(self) -> Device:
        return self._device

    def __repr__(self) -> str:
        return f"<Context {self.handle:#x} of device {self._device._id}>"


def _release_primary(context: Context, ordinal: int) -> None:
    """Release a retained primary context, once (at exit: devices live as long as the process)."""
    handle, context._handle = context._handle, None
    if handle is not None:
        _d.cuDevicePrimaryCtxRelease(ordinal)


def _in_context(context: Context, fn: _Any, *args: _Any) -> _Any:
    """fn(*args) with `context` current on this thread (pushed for the call when another is)."""
    if _cuCtxGetCurrent() == context._handle:
        return fn(*args)
    _d.cuCtxPushCurrent(context._handle)
    try:
        return fn(*args)
    finally:
        _d.cuCtxPopCurrent()


# --- devices ----------------------------------------------------------------------------

ComputeCapability = _namedtuple("ComputeCapability", ["major", "minor"])

_DEVICES: dict[int, Device] = {}


def _current_device_id() -> int:
    """The device of this thread's current context; device 0 when there is none (as cudart)."""
    try:
        return int(_cuCtxGetDevice())
    except _d.CUDADriverError as exc:
        if exc.code == _d.CUresult.CUDA_ERROR_NOT_INITIALIZED:
            _init()
            return _current_device_id()
        if exc.code == _d.CUresult.CUDA_ERROR_INVALID_CONTEXT:
            return 0
        raise


class Device:
    """A GPU: `Device(n)` for ordinal n, `Device()` for the current context's device (device
    0 when the thread has none). One object per ordinal in the process: `Device(0) is
    Device(0)`. Creating one does not initialize the GPU; `set_current()` retains its primary
    context and makes it current on the calling thread."""

    __slots__ = ("__weakref__", "_context", "_handle", "_id", "_mr", "_properties", "_uuid")
    _id: int
    _handle: int
    _context: Context | None  # retained on first use
    _properties: DeviceProperties | None
    _mr: MemoryResource | None
    _uuid: str | None

    def __new__(cls, device_id: Device | int | None = None) -> Device:
        if device_id is None:
            device_id = _current_device_id()
        try:
            return _DEVICES[device_id]  # type: ignore[index]
        except (KeyError, TypeError):
            return cls._make(device_id)

    @classmethod
    def _make(cls, device_id: Device | int) -> Device:
        if isinstance(device_id, Device):
            return device_id
        if isinstance(device_id, bool) or not hasattr(device_id, "__index__"):
            raise TypeError(f"device_id must be an int or a Device, got {type(device_id).__name__}")
        ordinal = device_id.__index__()
        if ordinal < 0:
            raise ValueError(f"device_id must be >= 0, got {ordinal}")
        _init()
        with _LOCK:
            if ordinal in _DEVICES:
                return _DEVICES[ordinal]
            count = _d.cuDeviceGetCount()
            if ordinal >= count:
                raise ValueError(f"device_id {ordinal} is out of range: there are {count} devices")
            self = object.__new__(cls)
            self._id = ordinal
            self._handle = int(_d.cuDeviceGet(ordinal))
            self._context = None
            self._properties = None
            self._mr = None
            self._uuid = None
            _DEVICES[ordinal] = self
            return self

    @classmethod
    def get_all_devices(cls) -> tuple[Device, ...]:
        """Every device the driver sees, in ordinal order."""
        _init()
        return tuple(cls(i) for i in range(_d.cuDeviceGetCount()))

    def __reduce__(self) -> tuple[object, ...]:
        return Device, (self._id,)

    def __int__(self) -> int:
        return self._id

    def __repr__(self) -> str:
        return f"<Device {self._id} ({self.name})>"

    @property
    def device_id(self) -> int:
        """The device ordinal."""
        return self._id

    @property
    def name(self) -> str:
        return _d.cuDeviceGetName(self._handle)

    @property
    def pci_bus_id(self) -> str:
        return _d.cuDeviceGetPCIBusId(self._handle)

    @property
    def uuid(self) -> str:
        """The device's UUID, as cuda.core formats it: 8-4-4-4-12 hexadecimal digits."""
        if self._uuid is None:
            digits = bytes(_d.cuDeviceGetUuid(self._handle).bytes).hex()
            self._uuid = (
                f"{digits[:8]}-{digits[8:12]}-{digits[12:16]}-{digits[16:20]}-{digits[20:]}"
            )
        return self._uuid

    def to_system_device(self) -> system.Device:
        """The NVML device (`system.Device`) with this device's UUID: NVML's "GPU-" one, for a
        MIG instance its "MIG-" one, else as CUDA writes it (which cuda.core passes NVML).
        RuntimeError where the package binds no NVML (11.8)."""
        from . import _core_system

        nvml = _core_system._initialize()
        for prefix in ("GPU-", "MIG-"):
            try:
                return _core_system.Device(uuid=prefix + self.uuid)
            except nvml.NvmlErrorNotFound:
                pass
        return _core_system.Device(uuid=self.uuid)

    @property
    def properties(self) -> DeviceProperties:
        """One property per device attribute of the package's CUDA release (values cached on
        first read)."""
        props = self._properties
        if props is None:
            props = self._properties = DeviceProperties._init(self._handle)
        return props

    @property
    def compute_capability(self) -> ComputeCapability:
        p = self.properties
        return ComputeCapability(p.compute_capability_major, p.compute_capability_minor)

    @property
    def arch(self) -> str:
        """The compute capability as digits: "90" for 9.0."""
        p = self.properties
        return f"{p.compute_capability_major}{p.compute_capability_minor}"

    @property
    def context(self) -> Context:
        """The device's primary context (retained on first use)."""
        return self._context or self._retain()

    def _retain(self) -> Context:
        _init()
        with _LOCK:
            if self._context is None:
                self._context = Context._primary(self)
                _RETAINED.append(self)
            return self._context

    def set_current(self) -> None:
        """Make the device's primary context current on the calling thread (retaining it the
        first time, once for the process)."""
        _d.cuCtxSetCurrent((self._context or self._retain())._handle)

    def sync(self) -> None:
        """Wait until everything queued on the device's primary context has finished."""
        _in_context(self.context, _d.cuCtxSynchronize)

    def can_access_peer(self, peer: Device | int) -> bool:
        """Whether this device can access memory of `peer` (cuDeviceCanAccessPeer)."""
        other = Device(peer)
        if other is self:
            return True
        return bool(_d.cuDeviceCanAccessPeer(self._handle, other._handle))

    def enable_peer_access(self, peer: Device | int) -> None:
        """Let kernels on this device access memory on `peer` (cuCtxEnablePeerAccess); a
        second call is a no-op."""
        other = Device(peer)
        try:
            _in_context(self.context, _d.cuCtxEnablePeerAccess, other.context._handle, 0)
        except _d.CUDADriverError as exc:
            if exc.code != _d.CUresult.CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED:
                raise

    @property
    def memory_resource(self) -> MemoryResource:
        """What `allocate` uses: a DeviceMemoryResource on the device's memory pool, unless set."""
        if self._mr is None:
            self._mr = DeviceMemoryResource(self)
        return self._mr

    @memory_resource.setter
    def memory_resource(self, mr: MemoryResource) -> None:
        if not isinstance(mr, MemoryResource):
            raise TypeError(f"expected a MemoryResource, got {type(mr).__name__}")
        self._mr = mr

    @property
    def default_stream(self) -> Stream:
        return LEGACY_DEFAULT_STREAM

    def create_stream(self, obj: object = None, options: StreamOptions | None = None) -> Stream:
        """A new stream on this device (`options`: nonblocking, priority), or a Stream that
        wraps `obj`, any object with `__cuda_stream__` (kept alive, never destroyed)."""
        if obj is not None:
            return Stream._wrap(obj)
        return Stream._create(self, options)

    def create_event(self, options: EventOptions | dict[str, object] | None = None) -> Event:
        """A new event on this device (`options`: timing_enabled, blocking_sync, ipc_enabled)."""
        return Event._create(self, options)

    def allocate(self, size: int, stream: Stream | GraphBuilder | None = None) -> Buffer:
        """`size` bytes from the device's memory resource, ordered on `stream` (None: the
        legacy default stream)."""
        return self.memory_resource.allocate(size, stream)

    def create_graph_builder(self) -> GraphBuilder:
        """A graph builder capturing on a new stream of this device."""
        return GraphBuilder._create(self.create_stream(), owns_stream=True)


class DeviceProperties(_r.DeviceAttributes):
    """The attributes of one device, one property per CU_DEVICE_ATTRIBUTE_* enumerator of the
    package's CUDA release, generated from its cuda.h (into _core_release.DeviceAttributes).
    Each value is asked of the driver on first read and cached. Types are decided from each
    enumerator's documentation: a bitmask is an int; a brief that names an enum returns it; a
    brief stating a yes/no fact ("Device supports ...", "Device can ...", "Indicates if ...",
    "... is supported") is a bool; anything else is an int. Deprecated aliases read what they
    alias."""

    _handle: int

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError("DeviceProperties come from Device.properties")

    @classmethod
    def _init(cls, handle: int) -> DeviceProperties:
        self = object.__new__(cls)
        self._handle = handle
        return self

    def _get(self, attribute: int) -> int:
        return _d.cuDeviceGetAttribute(attribute, self._handle)


# --- streams and events -----------------------------------------------------------------


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
        context = device.context
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
        """The context the stream belongs to (its device's primary context)."""
        return self.device.context

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
        return _d.cuStreamQuery(self._stream_handle()) == _d.CUresult.CUDA_SUCCESS

    def record(
        self, event: Event | None = None, options: EventOptions | dict[str, object] | None = None
    ) -> Event:
        """Record `event` (a new one made with `options` when None) on the stream; returns it."""
        if event is None:
            event = Event._create(self.device, options)
        _d.cuEventRecord(event._event_handle(), self._stream_handle())
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


@_dataclass
class EventOptions:
    """Options of `Device.create_event`: `timing_enabled` (default False: the event cannot
    time), `blocking_sync` (sync() yields the CPU), `ipc_enabled` (shareable across processes;
    needs timing off)."""

    timing_enabled: bool = False
    blocking_sync: bool = False
    ipc_enabled: bool = False


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
        if isinstance(options, dict):
            options = EventOptions(**options)  # type: ignore[arg-type]
        options = options or EventOptions()
        if options.ipc_enabled and options.timing_enabled:
            raise ValueError("an IPC event cannot time (timing_enabled must be False)")
        flags = 0 if options.timing_enabled else int(_d.CU_EVENT_DISABLE_TIMING)
        if options.blocking_sync:
            flags |= int(_d.CU_EVENT_BLOCKING_SYNC)
        if options.ipc_enabled:
            flags |= int(_d.CU_EVENT_INTERPROCESS)
        context = device.context
        handle = int(_in_context(context, _d.cuEventCreate, flags))
        self = object.__new__(cls)
        self._handle = handle
        self._device = device
        self._options = options
        self._finalizer = _finalizer(self, context, _d.cuEventDestroy, handle)
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
        return self._device.context

    @property
    def ipc_descriptor(self) -> IPCEventDescriptor:
        """What another process needs to open this event (cuIpcGetEventHandle): the event
        must be IPC-enabled (EventOptions(ipc_enabled=True), which cannot time)."""
        if not self._options.ipc_enabled:
            raise RuntimeError("the event is not IPC-enabled (EventOptions(ipc_enabled=True))")
        data = _in_context(self._device.context, _d.cuIpcGetEventHandle, self._event_handle())
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
        context = device.context
        shared = _d.CUipcEventHandle.from_buffer_copy(ipc_descriptor._data)
        handle = int(_in_context(context, _d.cuIpcOpenEventHandle, shared))
        self = object.__new__(cls)
        self._handle = handle
        self._device = device
        self._options = EventOptions(
            timing_enabled=False, blocking_sync=ipc_descriptor._blocking_sync, ipc_enabled=True
        )
        self._finalizer = _finalizer(self, context, _d.cuEventDestroy, handle)
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
        return _d.cuEventQuery(self._event_handle()) == _d.CUresult.CUDA_SUCCESS

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

_kDLCPU, _kDLCUDA, _kDLCUDAHost, _kDLCUDAManaged = 1, 2, 3, 13


class MemoryResource:
    """Where Buffers come from: `allocate(size, stream)` and `deallocate(ptr, size, stream)`.
    Subclass it for another allocator (a Buffer calls deallocate once)."""

    _context: Context | None = None

    def allocate(self, size: int, stream: Stream | GraphBuilder | None = None) -> Buffer:
        raise NotImplementedError

    def deallocate(self, ptr: int, size: int, stream: Stream | GraphBuilder | None = None) -> None:
        raise NotImplementedError

    @property
    def is_device_accessible(self) -> bool:
        raise NotImplementedError

    @property
    def is_host_accessible(self) -> bool:
        raise NotImplementedError

    @property
    def is_managed(self) -> bool:
        return False

    @property
    def device_id(self) -> int:
        raise NotImplementedError


def _size(size: object) -> int:
    if isinstance(size, bool) or not hasattr(size, "__index__"):
        raise TypeError(f"size must be an int, got {type(size).__name__}")
    value = size.__index__()
    if value < 0:
        raise ValueError(f"size must be >= 0, got {value}")
    return value  # type: ignore[no-any-return]


def _stream_arg(stream: object) -> Stream | GraphBuilder:
    if stream is None:
        return LEGACY_DEFAULT_STREAM
    if isinstance(stream, (Stream, GraphBuilder)):
        return stream
    return Stream._wrap(stream)


# --- memory pools: device and pinned, owned or not, shared with other processes ----------

_POSIX_FD = _d.CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR
# Mapped pools (imported from another process) by the uuid of the pool they map: how a
# pickled Buffer finds the pool its descriptor belongs to (as cuda.core's registry).
_REGISTRY: _weakref.WeakValueDictionary[_uuidmod.UUID, _MemPool] = _weakref.WeakValueDictionary()


@_dataclass
class DeviceMemoryResourceOptions:
    """A DeviceMemoryResource of its own pool: `ipc_enabled` makes the pool (and its buffers)
    shareable with other processes (POSIX file descriptors); `max_size` caps it in bytes (0:
    the driver's limit)."""

    ipc_enabled: bool = False
    max_size: int = 0


@_dataclass
class PinnedMemoryResourceOptions:
    """A PinnedMemoryResource's pool: `ipc_enabled` and `max_size` as for device pools;
    `numa_id` places it on that host NUMA node (None: where the OS puts it, or, for an IPC
    pool, the current device's nearest node)."""

    ipc_enabled: bool = False
    max_size: int = 0
    numa_id: int | None = None


def _options(options: object, cls: type[_T]) -> _T:
    """None, an options object, or a dict of its fields (as cuda.core takes them)."""
    if options is None:
        return cls()
    if isinstance(options, cls):
        return options
    if isinstance(options, dict):
        return cls(**options)
    raise TypeError(f"options must be a {cls.__name__} or a dict, got {type(options).__name__}")


class IPCAllocationHandle:
    """A memory pool's shareable handle: a POSIX file descriptor this object owns and closes
    once, and the pool's uuid. multiprocessing sends it to another process (the descriptor is
    duplicated there); DeviceMemoryResource.from_allocation_handle imports the pool."""

    __slots__ = ("__weakref__", "_fd", "_finalizer", "_uuid")
    _fd: int | None
    _uuid: _uuidmod.UUID | None
    _finalizer: _Finalizer

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError(
            "an IPCAllocationHandle comes from a memory resource's allocation_handle"
        )

    @classmethod
    def _init(cls, fd: int, uuid: _uuidmod.UUID | None) -> IPCAllocationHandle:
        self = object.__new__(cls)
        self._fd = fd
        self._uuid = uuid
        self._finalizer = _weakref.finalize(self, _os.close, fd)
        self._finalizer.atexit = False
        return self

    def close(self) -> None:
        """Close the descriptor (once)."""
        self._fd = None
        self._finalizer()

    @property
    def is_closed(self) -> bool:
        return self._fd is None

    @property
    def handle(self) -> int:
        """The file descriptor."""
        if self._fd is None:
            raise RuntimeError("the allocation handle is closed")
        return self._fd

    def __int__(self) -> int:
        return self.handle

    @property
    def uuid(self) -> _uuidmod.UUID | None:
        return self._uuid

    def __reduce__(self) -> tuple[object, ...]:
        from multiprocessing import reduction  # sends the descriptor itself (SCM_RIGHTS)

        return (_rebuild_allocation_handle, (reduction.DupFd(self.handle), self._uuid))

    def __repr__(self) -> str:
        return f"<IPCAllocationHandle fd={self._fd} uuid={self._uuid}>"


def _rebuild_allocation_handle(dup: _Any, uuid: _uuidmod.UUID | None) -> IPCAllocationHandle:
    return IPCAllocationHandle._init(dup.detach(), uuid)


class IPCBufferDescriptor:
    """What another process needs to map one buffer of a shared pool: the driver's export data
    (cuMemPoolExportPointer) and the size. It pickles; Buffer.from_ipc_descriptor maps it.
    Take descriptors only from processes you trust: the driver maps what they describe."""

    __slots__ = ("_data", "_size")
    _data: bytes
    _size: int

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError("an IPCBufferDescriptor comes from Buffer.ipc_descriptor")

    @classmethod
    def _init(cls, data: bytes, size: int) -> IPCBufferDescriptor:
        if len(data) != _c.sizeof(_d.CUmemPoolPtrExportData):
            raise ValueError(
                f"an IPC buffer descriptor holds {_c.sizeof(_d.CUmemPoolPtrExportData)} bytes "
                f"of export data, got {len(data)}"
            )
        self = object.__new__(cls)
        self._data = bytes(data)
        self._size = _size(size)
        return self

    @property
    def size(self) -> int:
        return self._size

    def __reduce__(self) -> tuple[object, ...]:
        return (IPCBufferDescriptor._init, (self._data, self._size))

    def __repr__(self) -> str:
        return f"<IPCBufferDescriptor {self._size} bytes>"


class IPCEventDescriptor:
    """What another process needs to open an IPC event (cuIpcGetEventHandle's handle), and
    whether it syncs by blocking. It pickles; Event.from_ipc_descriptor opens it."""

    __slots__ = ("_blocking_sync", "_data")
    _data: bytes
    _blocking_sync: bool

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError("an IPCEventDescriptor comes from Event.ipc_descriptor")

    @classmethod
    def _init(cls, data: bytes, blocking_sync: bool) -> IPCEventDescriptor:
        if len(data) != _c.sizeof(_d.CUipcEventHandle):
            raise ValueError(
                f"an IPC event descriptor holds {_c.sizeof(_d.CUipcEventHandle)} bytes, "
                f"got {len(data)}"
            )
        self = object.__new__(cls)
        self._data = bytes(data)
        self._blocking_sync = bool(blocking_sync)
        return self

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, IPCEventDescriptor)
            and self._data == other._data
            and self._blocking_sync == other._blocking_sync
        )

    def __hash__(self) -> int:
        return hash((self._data, self._blocking_sync))

    def __reduce__(self) -> tuple[object, ...]:
        return (IPCEventDescriptor._init, (self._data, self._blocking_sync))


class _MemPoolAttributes:
    """A memory pool's attributes (cuMemPoolGetAttribute), read when asked."""

    __slots__ = ("_mr",)

    def __init__(self, mr: _MemPool) -> None:
        self._mr = mr

    def _get(self, attribute: _Any) -> int:
        return int(_d.cuMemPoolGetAttribute(self._mr._live, attribute))

    @property
    def reuse_follow_event_dependencies(self) -> bool:
        """Allow memory to be reused when there are event dependencies between streams."""
        return bool(self._get(_d.CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES))

    @property
    def reuse_allow_opportunistic(self) -> bool:
        """Allow reuse of completed frees without dependencies."""
        return bool(self._get(_d.CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC))

    @property
    def reuse_allow_internal_dependencies(self) -> bool:
        """Allow insertion of new stream dependencies for memory reuse."""
        return bool(self._get(_d.CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES))

    @property
    def release_threshold(self) -> int:
        """Amount of reserved memory to hold before OS release."""
        return self._get(_d.CU_MEMPOOL_ATTR_RELEASE_THRESHOLD)

    @property
    def reserved_mem_current(self) -> int:
        """Current amount of backing memory allocated."""
        return self._get(_d.CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT)

    @property
    def reserved_mem_high(self) -> int:
        """High watermark of backing memory allocated."""
        return self._get(_d.CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH)

    @property
    def used_mem_current(self) -> int:
        """Current amount of memory in use."""
        return self._get(_d.CU_MEMPOOL_ATTR_USED_MEM_CURRENT)

    @property
    def used_mem_high(self) -> int:
        """High watermark of memory in use."""
        return self._get(_d.CU_MEMPOOL_ATTR_USED_MEM_HIGH)

    def __repr__(self) -> str:
        names = [n for n in dir(type(self)) if not n.startswith("_")]
        return "_MemPoolAttributes(" + ", ".join(f"{n}={getattr(self, n)!r}" for n in names) + ")"


class _MemPool(MemoryResource):
    """A stream-ordered memory pool (cuMemAllocFromPoolAsync / cuMemFreeAsync): the device's
    current pool (not owned: close() only forgets it), or one this resource created or
    imported from another process (owned: destroyed once, by close() or when the resource and
    every buffer from it are gone; the driver waits for outstanding allocations)."""

    _device: Device
    _context: Context
    _pool: int | None  # None once closed
    _owned: bool
    _ipc: bool
    _mapped: bool
    _uuid: _uuidmod.UUID | None
    _alloc_handle: IPCAllocationHandle | None
    _finalizer: _Finalizer | None

    def _init_pool(self, device: Device, pool: int, *, owned: bool, ipc: bool, mapped: bool,
                   uuid: _uuidmod.UUID | None) -> None:  # fmt: skip
        self._device = device
        self._context = device.context
        self._pool = pool
        self._owned = owned
        self._ipc = ipc
        self._mapped = mapped
        self._uuid = uuid
        self._alloc_handle = None
        self._finalizer = (
            _finalizer(self, self._context, _d.cuMemPoolDestroy, pool) if owned else None
        )

    def _create(self, device: Device, props: _Any, max_size: int, ipc: bool) -> None:
        props.handleTypes = _POSIX_FD if ipc else _d.CU_MEM_HANDLE_TYPE_NONE
        props.maxSize = _size(max_size)
        pool = int(_in_context(device.context, _d.cuMemPoolCreate, props))
        uuid = _uuidmod.uuid4() if ipc else None
        self._init_pool(device, pool, owned=True, ipc=ipc, mapped=False, uuid=uuid)

    @property
    def _live(self) -> int:
        if self._pool is None:
            raise RuntimeError("the memory resource is closed")
        return self._pool

    @property
    def handle(self) -> int:
        """The CUmemoryPool, as an int (0 once closed)."""
        return self._pool or 0

    def close(self) -> None:
        """Destroy an owned pool (once), as soon as its outstanding buffers are freed: buffers
        from it can still be closed; new allocations raise. On a pool it does not own (the
        device's), close() has no effect, as in cuda.core."""
        if not self._owned:
            return
        if self._alloc_handle is not None:
            self._alloc_handle.close()
            self._alloc_handle = None
        self._pool = None
        if self._finalizer is not None:
            self._finalizer()

    @property
    def is_closed(self) -> bool:
        return self._pool is None

    @property
    def is_handle_owned(self) -> bool:
        """Whether close() destroys the pool (a pool created or imported here)."""
        return self._owned

    @property
    def is_ipc_enabled(self) -> bool:
        return self._ipc

    @property
    def is_mapped(self) -> bool:
        """Whether this maps another process's pool: it takes that process's buffers
        (Buffer.from_ipc_descriptor) and allocates none."""
        return self._mapped

    @property
    def uuid(self) -> _uuidmod.UUID | None:
        """The pool's identity across processes (IPC pools only; None otherwise)."""
        return self._uuid

    @property
    def attributes(self) -> _MemPoolAttributes:
        return _MemPoolAttributes(self)

    def allocate(self, size: int, stream: Stream | GraphBuilder | None = None) -> Buffer:
        nbytes = _size(size)
        pool = self._live
        if self._mapped:
            raise RuntimeError(
                "a mapped memory resource (another process's pool) cannot allocate: "
                "map its buffers with Buffer.from_ipc_descriptor"
            )
        s = _stream_arg(stream)
        handle = _stream_handle(s)
        if handle in (1, 2) or self.device_id < 0:  # the default streams: this device's context
            ptr = int(_in_context(self._context, _d.cuMemAllocFromPoolAsync, nbytes, pool, handle))
        else:
            ptr = int(_d.cuMemAllocFromPoolAsync(nbytes, pool, handle))
        return Buffer._owned(ptr, nbytes, self, s)

    def deallocate(self, ptr: int, size: int, stream: Stream | GraphBuilder | None = None) -> None:
        s = _stream_arg(stream)
        handle = s._handle if isinstance(s, Stream) else _stream_handle(s)
        # A stream closed since: free on the legacy default stream instead.
        _d.cuMemFreeAsync(ptr, int(_d.CU_STREAM_LEGACY) if handle is None else handle)

    @property
    def allocation_handle(self) -> IPCAllocationHandle:
        """The pool's shareable handle (IPC pools only): made once, owned by this resource
        (closed with it). Send it to another process (multiprocessing duplicates the
        descriptor) and map the pool there with from_allocation_handle."""
        pool = self._live
        if not self._ipc:
            raise RuntimeError("the memory resource is not IPC-enabled (options ipc_enabled=True)")
        if self._mapped:
            raise RuntimeError("a mapped memory resource has no allocation handle to share")
        if self._alloc_handle is None:
            fd = int(_in_context(self._context, _d.cuMemPoolExportToShareableHandle, pool,
                                 _POSIX_FD, 0))  # fmt: skip
            self._alloc_handle = IPCAllocationHandle._init(fd, self._uuid)
        return self._alloc_handle

    def _import(self, device: Device, alloc_handle: int | IPCAllocationHandle) -> None:
        fd = int(alloc_handle)
        uuid = alloc_handle.uuid if isinstance(alloc_handle, IPCAllocationHandle) else None
        pool = int(_in_context(device.context, _d.cuMemPoolImportFromShareableHandle, fd,
                               _POSIX_FD, 0))  # fmt: skip
        self._init_pool(device, pool, owned=True, ipc=True, mapped=True, uuid=uuid)

    def register(self, uuid: _uuidmod.UUID) -> _MemPool:
        """Register this mapped resource under `uuid` (its exporter's) for from_registry;
        returns the resource already registered under it, if any."""
        existing = _REGISTRY.get(uuid)
        if existing is not None:
            return existing
        _REGISTRY[uuid] = self
        self._uuid = uuid
        return self

    @staticmethod
    def from_registry(uuid: _uuidmod.UUID) -> _MemPool:
        """The mapped resource registered under `uuid`."""
        try:
            return _REGISTRY[uuid]
        except KeyError:
            raise RuntimeError(f"no mapped memory resource is registered under {uuid}") from None

    def __reduce__(self) -> tuple[object, ...]:
        # multiprocessing sends an IPC pool as its allocation handle; the receiver maps it
        # (once per uuid) and registers it, so that buffers pickled after it find it.
        if not self._ipc or self._mapped:
            raise TypeError(
                f"only an IPC-enabled {type(self).__name__} can be sent to another process"
            )
        return (_map_pool, (type(self), self._device._id, self.allocation_handle, self._uuid))


def _map_pool(cls: type[_MemPool], ordinal: int, alloc_handle: IPCAllocationHandle,
              uuid: _uuidmod.UUID) -> _MemPool:  # fmt: skip
    existing = _REGISTRY.get(uuid)
    if existing is not None:
        alloc_handle.close()
        return existing
    mr: _MemPool
    try:
        if issubclass(cls, DeviceMemoryResource):
            mr = cls.from_allocation_handle(ordinal, alloc_handle)
        else:
            mr = PinnedMemoryResource.from_allocation_handle(alloc_handle)
    finally:
        alloc_handle.close()  # the imported pool does not need the descriptor
    return mr.register(uuid)


class DeviceMemoryResource(_MemPool):
    """Stream-ordered device memory. Without options, from the device's current memory pool
    (not owned); like cuda.core, it raises that pool's release threshold to the maximum, so
    freed memory is kept for reuse. With options (DeviceMemoryResourceOptions or a dict), from
    a pool of its own, which can be shared with other processes (ipc_enabled)."""

    def __init__(
        self, device_id: Device | int, options: DeviceMemoryResourceOptions | dict[str, _Any] | None = None
    ) -> None:  # fmt: skip
        device = Device(device_id)
        if options is None:
            pool = int(_d.cuDeviceGetMemPool(device._handle))
            _d.cuMemPoolSetAttribute(pool, _d.CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, 2**64 - 1)
            self._init_pool(device, pool, owned=False, ipc=False, mapped=False, uuid=None)
            return
        opts = _options(options, DeviceMemoryResourceOptions)
        props = _d.CUmemPoolProps(
            allocType=_d.CU_MEM_ALLOCATION_TYPE_PINNED, location=_device_location(device._id)
        )
        self._create(device, props, opts.max_size, bool(opts.ipc_enabled))

    @classmethod
    def from_allocation_handle(
        cls, device_id: Device | int, alloc_handle: int | IPCAllocationHandle
    ) -> DeviceMemoryResource:
        """Map another process's pool on `device_id` from its allocation handle (an
        IPCAllocationHandle, or a file descriptor the caller keeps and closes): a mapped
        resource, owned (close() releases the mapping), that takes the exporter's buffers."""
        device = Device(device_id)
        self = object.__new__(cls)
        self._import(device, alloc_handle)
        location = _device_location(device._id)
        readwrite = int(_d.CU_MEM_ACCESS_FLAGS_PROT_READWRITE)
        if int(_d.cuMemPoolGetAccess(self._live, location)) != readwrite:  # another device's
            _d.cuMemPoolSetAccess(
                self._live, [_d.CUmemAccessDesc(location=location, flags=readwrite)]
            )
        return self

    @staticmethod
    def from_registry(uuid: _uuidmod.UUID) -> DeviceMemoryResource:
        """The mapped resource registered under `uuid`."""
        return _MemPool.from_registry(uuid)  # type: ignore[return-value]

    def register(self, uuid: _uuidmod.UUID) -> DeviceMemoryResource:
        """Register this mapped resource under `uuid` (its exporter's) for from_registry;
        returns the resource already registered under it, if any."""
        return _MemPool.register(self, uuid)  # type: ignore[return-value]

    @property
    def is_device_accessible(self) -> bool:
        return True

    @property
    def is_host_accessible(self) -> bool:
        return False

    @property
    def device_id(self) -> int:
        return self._device._id

    @property
    def peer_accessible_by(self) -> tuple[int, ...]:
        """The other devices that may read and write this pool's buffers (cuMemPoolGetAccess).
        Set it to a sequence of devices (Device or int) to grant exactly those access and take
        it from the others (cuMemPoolSetAccess): a copy or kernel of another device reaching
        this pool's memory needs it."""
        pool = self._live
        count = int(_d.cuDeviceGetCount())
        return tuple(
            i
            for i in range(count)
            if i != self._device._id
            and int(_d.cuMemPoolGetAccess(pool, _device_location(i)))
            == int(_d.CU_MEM_ACCESS_FLAGS_PROT_READWRITE)
        )

    @peer_accessible_by.setter
    def peer_accessible_by(self, devices: _Sequence[Device | int]) -> None:
        wanted = {d._id if isinstance(d, Device) else int(d) for d in devices} - {self._device._id}
        have = set(self.peer_accessible_by)
        changes = [
            _d.CUmemAccessDesc(
                location=_device_location(i),
                flags=(
                    _d.CU_MEM_ACCESS_FLAGS_PROT_READWRITE
                    if i in wanted
                    else _d.CU_MEM_ACCESS_FLAGS_PROT_NONE
                ),
            )
            for i in sorted(wanted ^ have)
        ]
        if changes:
            _d.cuMemPoolSetAccess(self._live, changes)


def _device_location(ordinal: int) -> _Any:
    return _d.CUmemLocation(type=_d.CU_MEM_LOCATION_TYPE_DEVICE, id=ordinal)


# Where the release does not declare host memory pools (CU_MEM_LOCATION_TYPE_HOST: CUDA 11.8),
# the class is still there, as in cuda.core, and says what to use instead.
if _r.HOST_POOLS:

    class PinnedMemoryResource(_MemPool):
        """Stream-ordered page-locked host memory, from a host memory pool this resource creates
        (cuMemPoolCreate with a host location) and destroys once (close(), or when it and every
        buffer from it are gone). Options (PinnedMemoryResourceOptions or a dict) cap its size,
        place it on a NUMA node and make it shareable with other processes."""

        _numa_id: int

        def __init__(
            self, options: PinnedMemoryResourceOptions | dict[str, _Any] | None = None
        ) -> None:
            opts = _options(options, PinnedMemoryResourceOptions)
            device = Device()
            numa = opts.numa_id
            if numa is None and opts.ipc_enabled:  # an IPC host pool is placed on a NUMA node
                numa = max(int(device.properties.host_numa_id), 0)
            if numa is None:
                location = _d.CUmemLocation(type=_d.CU_MEM_LOCATION_TYPE_HOST, id=0)
            else:
                location = _d.CUmemLocation(type=_d.CU_MEM_LOCATION_TYPE_HOST_NUMA, id=numa)
            self._numa_id = -1 if numa is None else numa
            props = _d.CUmemPoolProps(allocType=_d.CU_MEM_ALLOCATION_TYPE_PINNED, location=location)
            self._create(device, props, opts.max_size, bool(opts.ipc_enabled))

        @classmethod
        def from_allocation_handle(
            cls, alloc_handle: int | IPCAllocationHandle
        ) -> PinnedMemoryResource:
            """Map another process's pinned pool from its allocation handle (see
            DeviceMemoryResource.from_allocation_handle)."""
            self = object.__new__(cls)
            self._numa_id = -1
            self._import(Device(), alloc_handle)
            return self

        @staticmethod
        def from_registry(uuid: _uuidmod.UUID) -> PinnedMemoryResource:
            """The mapped resource registered under `uuid`."""
            return _MemPool.from_registry(uuid)  # type: ignore[return-value]

        def register(self, uuid: _uuidmod.UUID) -> PinnedMemoryResource:
            """Register this mapped resource under `uuid` (its exporter's) for from_registry;
            returns the resource already registered under it, if any."""
            return _MemPool.register(self, uuid)  # type: ignore[return-value]

        @property
        def numa_id(self) -> int:
            """The host NUMA node the pool is placed on; -1: where the OS puts it."""
            return self._numa_id

        @property
        def is_device_accessible(self) -> bool:
            return True

        @property
        def is_host_accessible(self) -> bool:
            return True

        @property
        def device_id(self) -> int:
            return -1

else:

    class PinnedMemoryResource(MemoryResource):  # type: ignore[no-redef]
        """Stream-ordered pinned host memory needs host memory pools (CU_MEM_LOCATION_TYPE_HOST),
        which this package's CUDA release does not declare: use LegacyPinnedMemoryResource."""

        def __init__(self, options: object = None) -> None:
            raise NotImplementedError(
                "PinnedMemoryResource needs host memory pools, which CUDA "
                f"{CUDA_RELEASE} does not declare; use LegacyPinnedMemoryResource"
            )


class LegacyPinnedMemoryResource(MemoryResource):
    """Page-locked host memory from cuMemAllocHost, freed by cuMemFreeHost (not stream-ordered:
    the free waits for nothing, so finish the work that uses a buffer before closing it)."""

    _device: Device
    _context: Context

    def __init__(self) -> None:
        self._device = Device()
        self._context = self._device.context

    def allocate(self, size: int, stream: Stream | GraphBuilder | None = None) -> Buffer:
        nbytes = _size(size)
        ptr = int(_in_context(self._context, _d.cuMemAllocHost, nbytes))
        return Buffer._owned(ptr, nbytes, self, None)

    def deallocate(self, ptr: int, size: int, stream: Stream | GraphBuilder | None = None) -> None:
        if stream is not None:
            # A GraphBuilder has no sync(): one here raises AttributeError (as it always has).
            _stream_arg(stream).sync()  # type: ignore[union-attr]
        _d.cuMemFreeHost(ptr)

    @property
    def is_device_accessible(self) -> bool:
        return True

    @property
    def is_host_accessible(self) -> bool:
        return True

    @property
    def device_id(self) -> int:
        return -1


class ManagedMemoryResource(MemoryResource):
    """Managed (unified) memory from cuMemAllocManaged(CU_MEM_ATTACH_GLOBAL), freed by cuMemFree."""

    _device: Device
    _context: Context

    def __init__(self, options: object = None) -> None:
        self._device = Device()
        self._context = self._device.context

    def allocate(self, size: int, stream: Stream | GraphBuilder | None = None) -> Buffer:
        nbytes = _size(size)
        ptr = int(
            _in_context(self._context, _d.cuMemAllocManaged, nbytes, int(_d.CU_MEM_ATTACH_GLOBAL))
        )
        return Buffer._owned(ptr, nbytes, self, None)

    def deallocate(self, ptr: int, size: int, stream: Stream | GraphBuilder | None = None) -> None:
        if stream is not None:
            # A GraphBuilder has no sync(): one here raises AttributeError (as it always has).
            _stream_arg(stream).sync()  # type: ignore[union-attr]
        _d.cuMemFree(ptr)

    @property
    def is_device_accessible(self) -> bool:
        return True

    @property
    def is_host_accessible(self) -> bool:
        return True

    @property
    def is_managed(self) -> bool:
        return True

    @property
    def device_id(self) -> int:
        return self._device._id


class Buffer:
    """A range of memory: `handle` (the address, an int), `size` in bytes, and the memory
    resource it came from. An owned buffer is freed once, through its resource, by close(), a
    with block or the garbage collector (on the stream it was allocated on, which it keeps
    alive). It exports itself as DLPack (`__dlpack__`), as the CUDA Array Interface (device
    memory) or the NumPy array interface (host memory), as bytes (uint8, 1-D)."""

    __slots__ = (
        "__weakref__",
        "_device_id",
        "_finalizer",
        "_kind",
        "_mr",
        "_owner",
        "_ptr",
        "_size",
        "_stream",
    )
    _ptr: int | None  # None once closed
    _size: int
    _mr: MemoryResource | None  # None: foreign memory, never freed here
    _owner: object  # kept alive as long as the buffer
    _kind: int  # where the memory is: a DLPack device type (_kDLCUDA, ...)
    _device_id: int
    _stream: Stream | GraphBuilder | None  # what an owned buffer is freed on
    _finalizer: _Finalizer | None  # owned buffers only

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError(
            "a Buffer comes from a MemoryResource, Device.allocate(), "
            "Buffer.from_handle() or from_array()"
        )

    @classmethod
    def _new(
        cls,
        ptr: int,
        size: int,
        mr: MemoryResource | None,
        owner: object,
        kind: int,
        device_id: int,
    ) -> Buffer:
        self = object.__new__(cls)
        self._ptr = ptr
        self._size = size
        self._mr = mr
        self._owner = owner
        self._kind = kind
        self._device_id = device_id
        self._stream = None
        self._finalizer = None
        return self

    @classmethod
    def _owned(
        cls, ptr: int, size: int, mr: MemoryResource, stream: Stream | GraphBuilder | None
    ) -> Buffer:
        kind = _kDLCUDA
        if mr.is_managed:
            kind = _kDLCUDAManaged
        elif mr.is_host_accessible:
            kind = _kDLCUDAHost
        self = cls._new(ptr, size, mr, None, kind, mr.device_id if kind == _kDLCUDA else 0)
        self._stream = stream
        self._finalizer = _finalizer(self, mr._context, mr.deallocate, ptr, size, stream)
        return self

    @staticmethod
    def from_handle(
        ptr: int, size: int, mr: MemoryResource | None = None, owner: object = None
    ) -> Buffer:
        """A Buffer for memory at address `ptr`: freed through `mr.deallocate` once when `mr`
        is given, otherwise never (and `owner`, if given, is kept alive as long as the Buffer)."""
        address = int(ptr)
        nbytes = _size(size)
        if mr is not None:
            buffer = Buffer._owned(address, nbytes, mr, None)
            buffer._owner = owner
            return buffer
        return Buffer._new(address, nbytes, None, owner, _pointer_kind(address), 0)

    @classmethod
    def from_ipc_descriptor(
        cls,
        mr: DeviceMemoryResource | PinnedMemoryResource,
        ipc_descriptor: IPCBufferDescriptor,
        *,
        stream: Stream | GraphBuilder | None = None,
    ) -> Buffer:
        """Map a buffer another process shared (its `ipc_descriptor`) from `mr`, the mapped
        resource of that process's pool (from_allocation_handle). The mapping is released on
        `stream` (None: the legacy default stream) when the buffer is closed; release it before
        the exporter frees the buffer. Only map descriptors from processes you trust."""
        if not isinstance(mr, _MemPool) or not mr.is_mapped:
            raise TypeError("mr must be a mapped memory resource (from_allocation_handle)")
        if not isinstance(ipc_descriptor, IPCBufferDescriptor):
            raise TypeError(
                f"ipc_descriptor must be an IPCBufferDescriptor, got {type(ipc_descriptor).__name__}"
            )
        data = _d.CUmemPoolPtrExportData.from_buffer_copy(ipc_descriptor._data)
        ptr = int(_in_context(mr._context, _d.cuMemPoolImportPointer, mr._live, data))
        return Buffer._owned(ptr, ipc_descriptor._size, mr, stream)

    @property
    def ipc_descriptor(self) -> IPCBufferDescriptor:
        """What another process needs to map this buffer (cuMemPoolExportPointer): the buffer
        must come from an IPC-enabled memory resource of this process."""
        mr = self._mr
        if not isinstance(mr, _MemPool) or not mr.is_ipc_enabled or mr.is_mapped:
            raise RuntimeError("the buffer does not come from an IPC-enabled memory resource")
        data = _in_context(mr._context, _d.cuMemPoolExportPointer, self._address)
        return IPCBufferDescriptor._init(bytes(data), self._size)

    @property
    def is_mapped(self) -> bool:
        """Whether this buffer maps another process's memory (from_ipc_descriptor)."""
        return isinstance(self._mr, _MemPool) and self._mr.is_mapped

    def __reduce__(self) -> tuple[object, ...]:
        # A buffer of an IPC pool pickles as its pool's uuid and its descriptor: the receiver
        # maps it from the pool registered there under that uuid (sent before it).
        mr = self._mr
        if not isinstance(mr, _MemPool) or mr.uuid is None or mr.is_mapped:
            raise TypeError("only a buffer of an IPC-enabled memory resource can be pickled")
        return (_map_buffer, (mr.uuid, self.ipc_descriptor))

    @property
    def handle(self) -> int:
        """The address, an int; 0 once the buffer is closed (as cuda.core)."""
        return 0 if self._ptr is None else self._ptr

    @property
    def _address(self) -> int:
        """The address, for the calls that use the memory: a closed buffer is an error there."""
        if self._ptr is None:
            raise RuntimeError("the buffer is closed")
        return self._ptr

    @property
    def size(self) -> int:
        return self._size

    @property
    def memory_resource(self) -> MemoryResource | None:
        return self._mr

    @property
    def owner(self) -> object:
        return self._owner

    @property
    def device_id(self) -> int:
        return self._device_id

    @property
    def is_device_accessible(self) -> bool:
        return self._kind != _kDLCPU

    @property
    def is_host_accessible(self) -> bool:
        return self._kind in (_kDLCPU, _kDLCUDAHost, _kDLCUDAManaged)

    @property
    def is_managed(self) -> bool:
        return self._kind == _kDLCUDAManaged

    @property
    def is_closed(self) -> bool:
        return self._ptr is None

    def close(self, stream: Stream | GraphBuilder | None = None) -> None:
        """Free the buffer (once) through its memory resource, on `stream` (default: the stream
        it was allocated on); a foreign buffer is only forgotten."""
        fin = self._finalizer
        self._ptr = None
        self._owner = None
        if fin is None:
            return
        if stream is not None and fin.alive:
            context, free, ptr, size, _ = fin.detach()[2]  # type: ignore[index]
            _release(context, free, ptr, size, stream)
        else:
            fin()

    def set_deallocation_stream(self, stream: Stream | GraphBuilder) -> None:
        """Free the buffer on `stream` when it is freed without one (close(), the garbage
        collector). It stays open; nothing is synchronized: work on the buffer must be ordered
        before the free on `stream` by the caller."""
        if self._ptr is None:
            raise RuntimeError("the buffer is closed")
        fin = self._finalizer
        self._stream = stream
        if fin is None or not fin.alive:
            return  # foreign memory: never freed here
        context, free, ptr, size, _ = fin.detach()[2]  # type: ignore[index]
        self._finalizer = _finalizer(self, context, free, ptr, size, stream)

    def __enter__(self) -> Buffer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        state = "closed" if self._ptr is None else f"{self._ptr:#x}"
        return f"<Buffer {state}, {self._size} bytes>"

    def _copy(self, dst: int, src: int, size: int, stream: object) -> None:
        handle = _stream_handle(_stream_arg(stream))
        pushed = _push_stream_context(handle)  # a stream of another device than the current
        try:
            _d.cuMemcpyAsync(dst, src, size, handle)
        finally:
            if pushed:
                _d.cuCtxPopCurrent()

    def copy_to(
        self, dst: Buffer | None = None, *, stream: Stream | GraphBuilder | None = None
    ) -> Buffer:
        """Copy this buffer into `dst` (a new buffer from the same resource when None), ordered
        on `stream` (None: the legacy default stream); returns `dst`."""
        src = self._address  # a closed buffer raises before anything is allocated
        if dst is None:
            if self._mr is None:
                raise ValueError("a buffer without a memory resource needs a dst to copy to")
            dst = self._mr.allocate(self._size, stream)
        if dst._size != self._size:
            raise ValueError(f"buffer sizes differ: {self._size} bytes to {dst._size}")
        self._copy(dst._address, src, self._size, stream)
        return dst

    def copy_from(self, src: Buffer, *, stream: Stream | GraphBuilder | None = None) -> None:
        """Copy `src` into this buffer, ordered on `stream` (None: the legacy default stream)."""
        if src._size != self._size:
            raise ValueError(f"buffer sizes differ: {src._size} bytes to {self._size}")
        self._copy(self._address, src._address, self._size, stream)

    def fill(self, value: int | bytes, *, stream: Stream | GraphBuilder | None = None) -> None:
        """Set every byte to `value` (an int 0..255), or repeat a 1-, 2- or 4-byte pattern
        (bytes, or a NumPy scalar) over the buffer, ordered on `stream`."""
        if isinstance(value, int) and not isinstance(value, bool):
            if not 0 <= value <= 255:
                raise ValueError(f"a fill byte must be 0..255, got {value}")
            number, width = value, 1
        else:
            pattern = bytes(memoryview(value).cast("B"))  # type: ignore[arg-type]
            width = len(pattern)
            if width not in (1, 2, 4):
                raise ValueError(f"a fill pattern is 1, 2 or 4 bytes, got {width}")
            if self._size % width:
                raise ValueError(
                    f"the buffer's {self._size} bytes are not a multiple of the {width}-byte pattern"
                )
            number = int.from_bytes(pattern, _sys.byteorder)
        address = self._address  # a closed buffer raises before any C call
        handle = _stream_handle(_stream_arg(stream))
        pushed = _push_stream_context(handle)  # a stream of another device than the current
        try:
            if width == 1:
                _d.cuMemsetD8Async(address, number, self._size, handle)
            elif width == 2:
                _d.cuMemsetD16Async(address, number, self._size // 2, handle)
            else:
                _d.cuMemsetD32Async(address, number, self._size // 4, handle)
        finally:
            if pushed:
                _d.cuCtxPopCurrent()

    # --- interchange ---

    def __dlpack_device__(self) -> tuple[int, int]:
        return (self._kind, self._device_id)

    def __dlpack__(
        self,
        *,
        stream: int | None = None,
        max_version: tuple[int, int] | None = None,
        dl_device: tuple[int, int] | None = None,
        copy: bool | None = None,
    ) -> object:
        """A DLPack capsule of the buffer (uint8, 1-D, not copied; `copy=True` is refused). When
        the consumer names its `stream`, it is made to wait for the buffer's allocation stream."""
        if copy:
            raise BufferError("a Buffer exports its memory as it is (copy=True is not supported)")
        if dl_device is not None and tuple(dl_device) != self.__dlpack_device__():
            raise BufferError(
                f"the buffer is on {self.__dlpack_device__()}, not {tuple(dl_device)}"
            )
        if (
            stream is not None
            and stream != -1
            and self._stream is not None
            and self._kind != _kDLCPU
        ):
            own = _stream_handle(self._stream)
            if own != stream:
                event = int(_d.cuEventCreate(int(_d.CU_EVENT_DISABLE_TIMING)))
                try:
                    _d.cuEventRecord(event, own)
                    _d.cuStreamWaitEvent(stream, event, 0)
                finally:
                    _d.cuEventDestroy(event)
        versioned = max_version is not None and tuple(max_version) >= (1, 0)
        return _dlpack_capsule(self, versioned)

    @property
    def __cuda_array_interface__(self) -> dict[str, object]:
        if self._kind == _kDLCPU:
            raise AttributeError(
                "host memory has no __cuda_array_interface__ (see __array_interface__)"
            )
        return {
            "shape": (self._size,),
            "typestr": "|u1",
            "data": (self._address, False),
            "version": 3,
            "strides": None,
        }

    @property
    def __array_interface__(self) -> dict[str, object]:
        if not self.is_host_accessible:
            raise AttributeError(
                "device memory has no __array_interface__ (see __cuda_array_interface__)"
            )
        return {
            "shape": (self._size,),
            "typestr": "|u1",
            "data": (self._address, False),
            "version": 3,
            "strides": None,
        }


def _pointer_kind(ptr: int) -> int:
    """The DLPack device type of memory at `ptr`, asked of the driver (cuPointerGetAttribute):
    host memory the driver does not know is kDLCPU."""
    try:
        memory_type = int(_d.cuPointerGetAttribute(_d.CU_POINTER_ATTRIBUTE_MEMORY_TYPE, ptr))
    except CUDAError:
        return _kDLCPU
    if memory_type == int(_d.CU_MEMORYTYPE_HOST):
        return _kDLCUDAHost
    return _kDLCUDA


# --- DLPack: the structures of dlpack.h, and capsules made and read with ctypes ---


class _DLDevice(_c.Structure):
    _fields_ = [("device_type", _c.c_int32), ("device_id", _c.c_int32)]


class _DLDataType(_c.Structure):
    _fields_ = [("code", _c.c_uint8), ("bits", _c.c_uint8), ("lanes", _c.c_uint16)]


class _DLTensor(_c.Structure):
    _fields_ = [
        ("data", _c.c_void_p),
        ("device", _DLDevice),
        ("ndim", _c.c_int32),
        ("dtype", _DLDataType),
        ("shape", _c.POINTER(_c.c_int64)),
        ("strides", _c.POINTER(_c.c_int64)),
        ("byte_offset", _c.c_uint64),
    ]


_DELETER = _c.CFUNCTYPE(None, _c.c_void_p)


class _DLManagedTensor(_c.Structure):
    _fields_ = [("dl_tensor", _DLTensor), ("manager_ctx", _c.c_void_p), ("deleter", _DELETER)]


class _DLPackVersion(_c.Structure):
    _fields_ = [("major", _c.c_uint32), ("minor", _c.c_uint32)]


class _DLManagedTensorVersioned(_c.Structure):
    _fields_ = [
        ("version", _DLPackVersion),
        ("manager_ctx", _c.c_void_p),
        ("deleter", _DELETER),
        ("flags", _c.c_uint64),
        ("dl_tensor", _DLTensor),
    ]


_CAPSULE_DESTRUCTOR = _c.CFUNCTYPE(None, _c.c_void_p)
_PyCapsule_New = _c.pythonapi.PyCapsule_New
_PyCapsule_New.restype = _c.py_object
_PyCapsule_New.argtypes = [_c.c_void_p, _c.c_char_p, _CAPSULE_DESTRUCTOR]
_PyCapsule_IsValid = _c.pythonapi.PyCapsule_IsValid
_PyCapsule_IsValid.restype = _c.c_int
_PyCapsule_IsValid.argtypes = [_c.c_void_p, _c.c_char_p]
_PyCapsule_GetPointer = _c.pythonapi.PyCapsule_GetPointer
_PyCapsule_GetPointer.restype = _c.c_void_p
_PyCapsule_GetPointer.argtypes = [_c.c_void_p, _c.c_char_p]

# manager_ctx (an int key) -> what the exported tensor needs alive: the Buffer, the struct,
# its shape. The consumer's deleter (or the capsule's destructor, when nobody consumed it)
# drops the entry, once.
_EXPORTS: dict[int, tuple[object, ...]] = {}
_EXPORTS_LOCK = _threading.Lock()
_NEXT_EXPORT = [1]


def _deleter_for(offset: int) -> _Any:
    """The deleter of a managed tensor whose manager_ctx sits `offset` bytes in."""

    def deleter(managed: int | None) -> None:
        if not managed:
            return
        key = _c.c_void_p.from_address(managed + offset).value
        with _EXPORTS_LOCK:
            _EXPORTS.pop(key or 0, None)

    return _DELETER(deleter)


_DELETER_UNVERSIONED = _deleter_for(_DLManagedTensor.manager_ctx.offset)
_DELETER_VERSIONED = _deleter_for(_DLManagedTensorVersioned.manager_ctx.offset)


def _capsule_destructor_for(name: bytes, deleter: _Any) -> _Any:
    def destructor(capsule: int | None) -> None:
        # Not consumed (still named `name`): nobody will call the deleter, so do it here.
        if capsule and _PyCapsule_IsValid(capsule, name):
            deleter(_PyCapsule_GetPointer(capsule, name))

    return _CAPSULE_DESTRUCTOR(destructor)


_DESTRUCTOR_UNVERSIONED = _capsule_destructor_for(b"dltensor", _DELETER_UNVERSIONED)
_DESTRUCTOR_VERSIONED = _capsule_destructor_for(b"dltensor_versioned", _DELETER_VERSIONED)


def _dlpack_capsule(buffer: Buffer, versioned: bool) -> object:
    shape = (_c.c_int64 * 1)(buffer._size)
    managed: _Any = _DLManagedTensorVersioned() if versioned else _DLManagedTensor()
    tensor = managed.dl_tensor
    tensor.data = buffer._address
    tensor.device = _DLDevice(*buffer.__dlpack_device__())
    tensor.ndim = 1
    tensor.dtype = _DLDataType(1, 8, 1)  # kDLUInt, 8 bits
    tensor.shape = shape
    tensor.strides = None
    tensor.byte_offset = 0
    with _EXPORTS_LOCK:
        key = _NEXT_EXPORT[0]
        _NEXT_EXPORT[0] += 1
        _EXPORTS[key] = (buffer, managed, shape)
    managed.manager_ctx = key
    if versioned:
        managed.version = _DLPackVersion(1, 0)
        managed.flags = 0
        managed.deleter = _DELETER_VERSIONED
        return _PyCapsule_New(_c.addressof(managed), b"dltensor_versioned", _DESTRUCTOR_VERSIONED)
    managed.deleter = _DELETER_UNVERSIONED
    return _PyCapsule_New(_c.addressof(managed), b"dltensor", _DESTRUCTOR_UNVERSIONED)


def _read_dlpack(capsule: object) -> tuple[int, int, int, int]:
    """(address, nbytes, device type, device id) of a DLPack capsule's contiguous tensor,
    read without consuming it (the capsule keeps the memory alive)."""
    pointer = _c.c_void_p(id(capsule))
    if _PyCapsule_IsValid(pointer, b"dltensor_versioned"):
        managed: _Any = _DLManagedTensorVersioned.from_address(
            _PyCapsule_GetPointer(pointer, b"dltensor_versioned")
        )
    elif _PyCapsule_IsValid(pointer, b"dltensor"):
        managed = _DLManagedTensor.from_address(_PyCapsule_GetPointer(pointer, b"dltensor"))
    else:
        raise TypeError("__dlpack__ did not return a DLPack capsule")
    tensor = managed.dl_tensor
    nbytes = (tensor.dtype.bits * tensor.dtype.lanes + 7) // 8
    expected = nbytes
    for i in reversed(range(tensor.ndim)):
        if tensor.strides and tensor.shape[i] > 1 and tensor.strides[i] * nbytes != expected:
            raise ValueError("from_array takes contiguous (C-order) arrays only")
        expected *= tensor.shape[i]
    return (
        (tensor.data or 0) + tensor.byte_offset,
        expected,
        tensor.device.device_type,
        tensor.device.device_id,
    )


def from_array(obj: object) -> Buffer:
    """A Buffer over the memory of another library's array, not copied and never freed here
    (the Buffer keeps `obj` alive): `__cuda_array_interface__` (CuPy, PyTorch, Numba), then
    DLPack (`__dlpack__`), then `__array_interface__` or the buffer protocol (host memory:
    NumPy, bytearray). The array must be contiguous."""
    interface = getattr(obj, "__cuda_array_interface__", None)
    if interface is not None:
        return Buffer._new(
            int(interface["data"][0]),
            _interface_nbytes(interface),
            None,
            obj,
            _kDLCUDA,
            _pointer_device(int(interface["data"][0])),
        )
    if hasattr(obj, "__dlpack__") and hasattr(obj, "__dlpack_device__"):
        device_type, _ = obj.__dlpack_device__()
        if device_type != _kDLCPU or not hasattr(obj, "__array_interface__"):
            capsule = obj.__dlpack__()
            ptr, nbytes, kind, device_id = _read_dlpack(capsule)
            return Buffer._new(ptr, nbytes, None, (obj, capsule), kind, device_id)
    interface = getattr(obj, "__array_interface__", None)
    if interface is not None:
        return Buffer._new(
            int(interface["data"][0]), _interface_nbytes(interface), None, obj, _kDLCPU, 0
        )
    try:
        view = memoryview(obj)  # type: ignore[arg-type]
    except TypeError:
        raise TypeError(
            f"from_array takes an object with __cuda_array_interface__, __dlpack__, "
            f"__array_interface__ or the buffer protocol; got {type(obj).__name__}"
        ) from None
    if not view.c_contiguous:
        raise ValueError("from_array takes contiguous (C-order) arrays only")
    if view.readonly:
        raise ValueError("from_array takes writable host buffers (this one is read-only)")
    chars = (_c.c_char * view.nbytes).from_buffer(view)
    return Buffer._new(_c.addressof(chars), view.nbytes, None, (obj, view, chars), _kDLCPU, 0)


def _interface_nbytes(interface: dict[str, _Any]) -> int:
    itemsize = int(interface["typestr"][2:])
    strides = interface.get("strides")
    shape = tuple(int(n) for n in interface["shape"])
    if strides is not None:
        expected = itemsize
        for extent, stride in zip(reversed(shape), reversed(tuple(strides)), strict=True):
            if extent > 1 and stride != expected:
                raise ValueError("from_array takes contiguous (C-order) arrays only")
            expected *= extent
    nbytes = itemsize
    for extent in shape:
        nbytes *= extent
    return nbytes


def _pointer_device(ptr: int) -> int:
    try:
        return int(_d.cuPointerGetAttribute(_d.CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, ptr))
    except CUDAError:
        return 0


# --- compilation ------------------------------------------------------------------------------


@_dataclass
class ProgramOptions:
    """NVRTC options, named as cuda.core names them; None leaves NVRTC's default. `arch`
    defaults to the current device's ("sm_90"). Each maps to one NVRTC flag (see as_options)."""

    name: str | None = "default_program"
    arch: str | None = None
    relocatable_device_code: bool | None = None
    extensible_whole_program: bool | None = None
    debug: bool | None = None
    lineinfo: bool | None = None
    device_code_optimize: bool | None = None
    ptxas_options: str | list[str] | tuple[str, ...] | None = None
    max_register_count: int | None = None
    ftz: bool | None = None
    prec_sqrt: bool | None = None
    prec_div: bool | None = None
    fma: bool | None = None
    use_fast_math: bool | None = None
    extra_device_vectorization: bool | None = None
    link_time_optimization: bool | None = None
    gen_opt_lto: bool | None = None
    define_macro: str | tuple[str, str] | list[str | tuple[str, str]] | None = None
    undefine_macro: str | list[str] | tuple[str, ...] | None = None
    include_path: str | list[str] | tuple[str, ...] | None = None
    pre_include: str | list[str] | tuple[str, ...] | None = None
    no_source_include: bool | None = None
    std: str | None = None
    builtin_move_forward: bool | None = None
    builtin_initializer_list: bool | None = None
    disable_warnings: bool | None = None
    restrict: bool | None = None
    device_as_default_execution_space: bool | None = None
    diag_error: int | list[int] | tuple[int, ...] | None = None
    diag_suppress: int | list[int] | tuple[int, ...] | None = None
    diag_warn: int | list[int] | tuple[int, ...] | None = None
    brief_diagnostics: bool | None = None
    minimal: bool | None = None
    extra_options: list[str] | tuple[str, ...] | None = None

    def as_options(self) -> list[str]:
        """The NVRTC command-line options these settings stand for."""
        out: list[str] = []
        arch = self.arch
        if arch is not None:
            out.append(f"-arch={arch if arch.startswith(('sm_', 'compute_')) else 'sm_' + arch}")
        flags = {
            "relocatable_device_code": "-rdc",
            "extensible_whole_program": "-ewp",
            "debug": "--device-debug",
            "lineinfo": "--generate-line-info",
            "device_code_optimize": "-dopt",
            "ftz": "--ftz",
            "prec_sqrt": "--prec-sqrt",
            "prec_div": "--prec-div",
            "fma": "--fmad",
            "extra_device_vectorization": "--extra-device-vectorization",
            "restrict": "--restrict",
            "builtin_move_forward": "--builtin-move-forward",
            "builtin_initializer_list": "--builtin-initializer-list",
        }
        for name, flag in flags.items():
            value = getattr(self, name)
            if value is not None:
                out.append(f"{flag}={'true' if value else 'false'}")
        switches = {
            "use_fast_math": "--use_fast_math",
            "link_time_optimization": "-dlto",
            "gen_opt_lto": "--gen-opt-lto",
            "no_source_include": "--no-source-include",
            "disable_warnings": "--disable-warnings",
            "device_as_default_execution_space": "--device-as-default-execution-space",
            "brief_diagnostics": "--brief-diagnostics",
            "minimal": "--minimal",
        }
        for name, flag in switches.items():
            if getattr(self, name):
                out.append(flag)
        if self.max_register_count is not None:
            out.append(f"--maxrregcount={self.max_register_count}")
        if self.std is not None:
            out.append(f"--std={self.std}")
        for value in _listed(self.ptxas_options):
            out.append(f"--ptxas-options={value}")
        macros = self.define_macro
        if (
            isinstance(macros, tuple)
            and len(macros) == 2
            and all(isinstance(m, str) for m in macros)
        ):
            macros = [macros]  # one (name, value) pair
        for macro in _listed(macros):
            out.append(
                f"--define-macro={macro[0]}={macro[1]}"
                if isinstance(macro, tuple)
                else f"--define-macro={macro}"
            )
        for value in _listed(self.undefine_macro):
            out.append(f"--undefine-macro={value}")
        for value in _listed(self.include_path):
            out.append(f"--include-path={value}")
        for value in _listed(self.pre_include):
            out.append(f"--pre-include={value}")
        for name, flag in (
            ("diag_error", "--diag-error"),
            ("diag_suppress", "--diag-suppress"),
            ("diag_warn", "--diag-warn"),
        ):
            for value in _listed(getattr(self, name)):
                out.append(f"{flag}={value}")
        out.extend(self.extra_options or ())
        return out


def _listed(value: _Any) -> list[_Any]:
    if value is None:
        return []
    if isinstance(value, (list, tuple)):
        return list(value)
    return [value]


class Program:
    """Source to compile: `Program(code, "c++", ProgramOptions(...)).compile("cubin")` (or
    "ptx", "ltoir") -> ObjectCode, with NVRTC. A compile error raises the NVRTC error with
    the compiler's log in its message and `.log`. A "ptx" program is passed through to an
    ObjectCode (the driver JIT-compiles it when loaded). The NVRTC program is destroyed once
    (close(), a with block, or the garbage collector)."""

    def __init__(
        self,
        code: str | bytes,
        code_type: str = "c++",
        options: ProgramOptions | dict[str, _Any] | None = None,
    ) -> None:
        if isinstance(options, dict):  # as cuda.core: the ProgramOptions fields by name
            options = ProgramOptions(**options)
        self._options = options or ProgramOptions()
        self._code_type = code_type.lower()
        self._handle: int | None = None
        self._finalizer: _Finalizer | None = None
        if self._code_type == "ptx":
            self._code = code if isinstance(code, bytes) else code.encode()
            return
        if self._code_type not in ("c++", "cu", "cuda"):
            raise ValueError(f"code_type must be 'c++' or 'ptx', got {code_type!r}")
        from . import nvrtc as _nvrtc

        self._nvrtc = _nvrtc
        self._code = code if isinstance(code, bytes) else code.encode()
        self._handle = int(
            _nvrtc.nvrtcCreateProgram(
                self._code, self._options.name or "default_program", None, None
            )
        )
        self._finalizer = _finalizer(self, None, _nvrtc.nvrtcDestroyProgram, self._handle)

    @property
    def backend(self) -> str:
        return "driver" if self._code_type == "ptx" else "NVRTC"

    @property
    def handle(self) -> int | None:
        """The nvrtcProgram, as an int (None for a PTX program)."""
        return self._handle

    @property
    def is_closed(self) -> bool:
        return self._code_type != "ptx" and self._handle is None

    def close(self) -> None:
        """Destroy the NVRTC program (once)."""
        self._handle = None
        if self._finalizer is not None:
            self._finalizer()

    def __enter__(self) -> Program:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def compile(
        self,
        target_type: str,
        name_expressions: tuple[str, ...] | list[str] = (),
        logs: object = None,
    ) -> ObjectCode:
        """Compile to `target_type` ("cubin", "ptx" or "ltoir"). `name_expressions` (C++ names,
        "f<int>") are looked up after compiling, so `get_kernel` takes them as written.
        `logs`, if given, has the compiler log written to it (`.write`)."""
        target = target_type.lower()
        if target not in ("cubin", "ptx", "ltoir"):
            raise ValueError(f"target_type must be 'cubin', 'ptx' or 'ltoir', got {target_type!r}")
        name = self._options.name or ""
        if self._code_type == "ptx":
            if target != "ptx":
                raise ValueError(
                    "a PTX program compiles only to 'ptx' here (linking needs nvJitLink)"
                )
            return ObjectCode._init(self._code, "ptx", name)
        if self._handle is None:
            raise RuntimeError("the program is closed")
        nv = self._nvrtc
        for expression in name_expressions:
            nv.nvrtcAddNameExpression(self._handle, expression)
        options = self._options.as_options()
        if self._options.arch is None:
            options.insert(0, f"-arch=sm_{Device().arch}")
        if target == "ltoir" and "-dlto" not in options:
            options.append("-dlto")
        nv.nvrtcCompileProgram(self._handle, options)  # a failure raises with the log
        if logs is not None:
            log = nv.nvrtcGetProgramLog(self._handle)
            if log:
                logs.write(log)  # type: ignore[attr-defined]
        mapping = {expr: nv.nvrtcGetLoweredName(self._handle, expr) for expr in name_expressions}
        if target == "cubin":
            code = nv.nvrtcGetCUBIN(self._handle)
        elif target == "ltoir":
            if not _r.NVRTC_LTOIR:
                raise NotImplementedError(f"NVRTC of CUDA {CUDA_RELEASE} has no nvrtcGetLTOIR")
            code = nv.nvrtcGetLTOIR(self._handle)
        else:
            code = nv.nvrtcGetPTX(self._handle)
        return ObjectCode._init(code, target, name, mapping)


ParamInfo = _namedtuple("ParamInfo", ["offset", "size"])


class ObjectCode:
    """Compiled code: a cubin, PTX or LTO-IR image. Loaded as a module (cuModuleLoadData) in the
    current device's primary context when a kernel is first asked for, and unloaded once
    (close(), a with block, or when it and its kernels are gone)."""

    _code: bytes
    _code_type: str
    _name: str
    _symbol_mapping: dict[str, str]
    _module: int | None  # the CUmodule, once loaded; None once unloaded
    _finalizer: _Finalizer | None
    _kernels: _weakref.WeakSet[Kernel]  # what close() must mark unloaded
    _lock: _threading.Lock

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError(
            "an ObjectCode comes from Program.compile() or ObjectCode.from_cubin/from_ptx()"
        )

    @classmethod
    def _init(
        cls,
        code: bytes,
        code_type: str,
        name: str = "",
        symbol_mapping: dict[str, str] | None = None,
    ) -> ObjectCode:
        self = object.__new__(cls)
        self._code = code
        self._code_type = code_type
        self._name = name
        self._symbol_mapping = dict(symbol_mapping or {})
        self._module = None
        self._finalizer = None
        self._kernels = _weakref.WeakSet()
        self._lock = _threading.Lock()
        return self

    @staticmethod
    def _read(module: bytes | str | _os.PathLike[str], text: bool) -> bytes:
        if isinstance(module, (bytes, bytearray)):
            data = bytes(module)
        elif (
            isinstance(module, str)
            and text
            and ("\n" in module or module.lstrip().startswith(("//", ".")))
        ):
            data = module.encode()
        else:
            with open(module, "rb") as f:
                data = f.read()
        if text and not data.endswith(b"\0"):
            data += b"\0"  # the driver reads PTX as a C string
        return data

    @staticmethod
    def from_cubin(
        module: bytes | str | _os.PathLike[str],
        *,
        name: str = "",
        symbol_mapping: dict[str, str] | None = None,
    ) -> ObjectCode:
        """A cubin image (bytes) or a path to one."""
        return ObjectCode._init(ObjectCode._read(module, False), "cubin", name, symbol_mapping)

    @staticmethod
    def from_ptx(
        module: bytes | str | _os.PathLike[str],
        *,
        name: str = "",
        symbol_mapping: dict[str, str] | None = None,
    ) -> ObjectCode:
        """PTX text (str or bytes) or a path to a .ptx file."""
        return ObjectCode._init(ObjectCode._read(module, True), "ptx", name, symbol_mapping)

    @staticmethod
    def from_ltoir(
        module: bytes | str | _os.PathLike[str],
        *,
        name: str = "",
        symbol_mapping: dict[str, str] | None = None,
    ) -> ObjectCode:
        """LTO-IR (bytes, e.g. from NVVM's -gen-lto) or a path to it: to be linked by a Linker."""
        return ObjectCode._init(ObjectCode._read(module, False), "ltoir", name, symbol_mapping)

    @staticmethod
    def from_fatbin(
        module: bytes | str | _os.PathLike[str],
        *,
        name: str = "",
        symbol_mapping: dict[str, str] | None = None,
    ) -> ObjectCode:
        """A fatbin image (bytes) or a path to one."""
        return ObjectCode._init(ObjectCode._read(module, False), "fatbin", name, symbol_mapping)

    @property
    def code(self) -> bytes:
        return self._code

    @property
    def code_type(self) -> str:
        return self._code_type

    @property
    def name(self) -> str:
        return self._name

    @property
    def symbol_mapping(self) -> dict[str, str]:
        return dict(self._symbol_mapping)

    @property
    def handle(self) -> int | None:
        """The CUmodule, as an int (None until loaded)."""
        return self._module

    def _load(self) -> int:
        with self._lock:
            if self._module is None:
                if self._code_type == "ltoir":
                    raise NotImplementedError(
                        "LTO-IR must be linked (nvJitLink) before it can be loaded"
                    )
                context = Device().context
                module = int(_in_context(context, _d.cuModuleLoadData, self._code))
                self._module = module
                self._finalizer = _finalizer(self, context, _d.cuModuleUnload, module)
            return self._module

    def get_kernel(self, name: str | bytes) -> Kernel:
        """The kernel `name` (a name expression given to compile, or the symbol itself)."""
        key = name.decode() if isinstance(name, bytes) else name
        symbol = self._symbol_mapping.get(key, key)
        module = self._load()
        kernel = Kernel._init(int(_d.cuModuleGetFunction(module, symbol)), self)
        self._kernels.add(kernel)
        return kernel

    def close(self) -> None:
        """Unload the module (once); its kernels can no longer be launched."""
        with self._lock:
            for kernel in list(self._kernels):
                kernel._handle = None
            self._module = None
            fin = self._finalizer
        if fin is not None:
            fin()

    def __enter__(self) -> ObjectCode:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"<ObjectCode {self._name or '?'} ({self._code_type}, {len(self._code)} bytes)>"


# nvJitLink, where the package binds it (not CUDA 11.8's): imported when a Linker is made.
if _r.NVJITLINK:

    @_dataclass
    class LinkerOptions:
        """nvJitLink options, named as cuda.core names them; None leaves nvJitLink's default. `arch`
        defaults to the current device's ("sm_90"). Each maps to one nvJitLink option (as_options).
        """

        arch: str | None = None
        max_register_count: int | None = None
        time: bool | None = None
        verbose: bool | None = None
        link_time_optimization: bool | None = None
        ptx: bool | None = None
        optimization_level: int | None = None
        debug: bool | None = None
        lineinfo: bool | None = None
        ftz: bool | None = None
        prec_div: bool | None = None
        prec_sqrt: bool | None = None
        fma: bool | None = None
        kernels_used: str | list[str] | tuple[str, ...] | None = None
        variables_used: str | list[str] | tuple[str, ...] | None = None
        optimize_unused_variables: bool | None = None
        ptxas_options: str | list[str] | tuple[str, ...] | None = None
        split_compile: int | None = None
        no_cache: bool | None = None

        def as_options(self) -> list[str]:
            """The nvJitLink options these settings stand for (the arch must be set by then)."""
            out: list[str] = []
            if self.arch is not None:
                out.append(
                    f"-arch={self.arch if self.arch.startswith(('sm_', 'compute_', 'lto_')) else 'sm_' + self.arch}"
                )
            if self.max_register_count is not None:
                out.append(f"-maxrregcount={int(self.max_register_count)}")
            switches = {
                "time": "-time",
                "verbose": "-verbose",
                "link_time_optimization": "-lto",
                "ptx": "-ptx",
                "debug": "-g",
                "lineinfo": "-lineinfo",
                "optimize_unused_variables": "-optimize-unused-variables",
                "no_cache": "-no-cache",
            }
            out += [flag for field, flag in switches.items() if getattr(self, field)]
            if self.optimization_level is not None:
                out.append(f"-O{int(self.optimization_level)}")
            for field, flag in (
                ("ftz", "-ftz"),
                ("prec_div", "-prec-div"),
                ("prec_sqrt", "-prec-sqrt"),
                ("fma", "-fma"),
            ):
                value = getattr(self, field)
                if value is not None:
                    out.append(f"{flag}={'true' if value else 'false'}")
            for field, flag in (
                ("kernels_used", "-kernels-used"),
                ("variables_used", "-variables-used"),
                ("ptxas_options", "-Xptxas"),
            ):
                value = getattr(self, field)
                for item in [value] if isinstance(value, str) else (value or ()):
                    out.append(f"{flag}={item}")
            if self.split_compile is not None:
                out.append(f"-split-compile={int(self.split_compile)}")
            return out

    class Linker:
        """Links ObjectCode (cubin, PTX, LTO-IR, fatbin, object, library) with nvJitLink:
        `Linker(a, b, options=LinkerOptions(link_time_optimization=True)).link("cubin")` ->
        ObjectCode. A failed link raises nvJitLink's error with the linker's error log in its
        message and `.log`. The nvJitLink handle is destroyed once (close(), a with block, or the
        garbage collector)."""

        _INPUTS: _ClassVar[dict[str, str]] = {
            "cubin": "NVJITLINK_INPUT_CUBIN",
            "ptx": "NVJITLINK_INPUT_PTX",
            "ltoir": "NVJITLINK_INPUT_LTOIR",
            "fatbin": "NVJITLINK_INPUT_FATBIN",
            "object": "NVJITLINK_INPUT_OBJECT",
            "library": "NVJITLINK_INPUT_LIBRARY",
        }

        def __init__(self, *object_codes: ObjectCode, options: LinkerOptions | None = None) -> None:
            if not object_codes:
                raise ValueError("Linker: give at least one ObjectCode")
            for i, code in enumerate(object_codes):
                if not isinstance(code, ObjectCode):
                    raise TypeError(
                        f"Linker: argument {i} is a {type(code).__name__}, not an ObjectCode"
                    )
                if code.code_type not in self._INPUTS:
                    raise ValueError(
                        f"Linker: {code!r} has code type {code.code_type!r}, which nvJitLink does not take"
                    )
            from . import nvjitlink as _jl

            self._jl = _jl
            self._options = options or LinkerOptions()
            if self._options.arch is None:
                self._options = _replace(self._options, arch="sm_" + Device().arch)
            self._handle: int | None = int(_jl.nvJitLinkCreate(self._options.as_options()))
            self._finalizer: _Finalizer | None = _finalizer(
                self, None, _jl.nvJitLinkDestroy, self._handle
            )
            for i, code in enumerate(object_codes):
                kind = getattr(_jl.nvJitLinkInputType, self._INPUTS[code.code_type])
                # A failed add or link raises with the linker's error log (`.log`): nvjitlink does it.
                _jl.nvJitLinkAddData(
                    self._handle, kind, code.code, len(code.code), code.name or f"input{i}"
                )

        @property
        def handle(self) -> int | None:
            """The nvJitLinkHandle, as an int (None once closed)."""
            return self._handle

        @property
        def is_closed(self) -> bool:
            return self._handle is None

        @property
        def backend(self) -> str:
            return "nvJitLink"

        def link(self, target_type: str) -> ObjectCode:
            """Link the inputs into "cubin" or "ptx" (PTX needs LinkerOptions(ptx=True))."""
            if target_type not in ("cubin", "ptx"):
                raise ValueError(f"target_type must be 'cubin' or 'ptx', got {target_type!r}")
            handle = self._live()
            jl = self._jl
            jl.nvJitLinkComplete(handle)
            if target_type == "cubin":
                return ObjectCode._init(jl.nvJitLinkGetLinkedCubin(handle), "cubin")
            # The driver reads PTX as a C string: NUL-terminated whatever the size nvJitLink reports.
            return ObjectCode._init(ObjectCode._read(jl.nvJitLinkGetLinkedPtx(handle), True), "ptx")

        def get_error_log(self) -> str:
            return str(self._jl.nvJitLinkGetErrorLog(self._live()))

        def get_info_log(self) -> str:
            return str(self._jl.nvJitLinkGetInfoLog(self._live()))

        def _live(self) -> int:
            if self._handle is None:
                raise RuntimeError("this Linker is closed")
            return self._handle

        def close(self) -> None:
            """Destroy the nvJitLink handle (once)."""
            self._handle = None
            fin = self._finalizer
            if fin is not None:
                fin()

        def __enter__(self) -> Linker:
            return self

        def __exit__(self, *exc: object) -> None:
            self.close()


class KernelAttributes(_r.FunctionAttributes):
    """The attributes of one kernel, one property per CU_FUNC_ATTRIBUTE_* enumerator of the
    package's CUDA release, generated from its cuda.h (into _core_release.FunctionAttributes):
    cuFuncGetAttribute, read each time, as some can be set. Those that cuFuncSetAttribute's
    documentation lists as settable have setters. Types are decided from the documentation as
    for DeviceProperties."""

    _kernel: Kernel

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError("KernelAttributes come from Kernel.attributes")

    @classmethod
    def _init(cls, kernel: Kernel) -> KernelAttributes:
        self = object.__new__(cls)
        self._kernel = kernel
        return self

    def _get(self, attribute: int) -> int:
        return _d.cuFuncGetAttribute(attribute, self._kernel._function())

    def _set(self, attribute: int, value: int) -> None:
        _d.cuFuncSetAttribute(self._kernel._function(), attribute, int(value))


class Kernel:
    """A kernel of a loaded ObjectCode (which it keeps loaded): launch it with `launch`.
    `attributes`, `num_arguments` and `arguments_info` (offset and size of each parameter,
    from cuFuncGetParamInfo)."""

    __slots__ = ("__weakref__", "_attributes", "_handle", "_module")
    _handle: int | None  # the CUfunction; None once its module is unloaded
    _module: ObjectCode | None  # kept loaded as long as the kernel
    _attributes: KernelAttributes | None

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError("a Kernel comes from ObjectCode.get_kernel() or Kernel.from_handle()")

    @classmethod
    def _init(cls, handle: int, module: ObjectCode | None) -> Kernel:
        self = object.__new__(cls)
        self._handle = handle
        self._module = module
        self._attributes = None
        return self

    @staticmethod
    def from_handle(handle: int, mod: ObjectCode | None = None) -> Kernel:
        """A Kernel for a CUfunction made elsewhere (`mod`, if given, is kept loaded)."""
        return Kernel._init(int(handle), mod)

    def _function(self) -> int:
        handle = self._handle
        if handle is None:
            raise RuntimeError("the kernel's module is unloaded")
        return handle

    @property
    def handle(self) -> int:
        """The CUfunction, as an int."""
        return self._function()

    @property
    def attributes(self) -> KernelAttributes:
        if self._attributes is None:
            self._attributes = KernelAttributes._init(self)
        return self._attributes

    @property
    def arguments_info(self) -> list[ParamInfo]:
        """(offset, size) in bytes of each parameter, as the driver lays them out."""
        if not _r.PARAM_INFO:
            raise NotImplementedError(f"cuFuncGetParamInfo is not declared by CUDA {CUDA_RELEASE}")
        # driver.py's own helper, which its stubs leave out (it is private).
        layout = _d._param_layout(self._function())  # type: ignore[attr-defined]
        if layout is None:
            raise NotImplementedError(
                "the driver cannot describe this kernel's parameters (cuFuncGetParamInfo)"
            )
        return [ParamInfo(offset, size) for offset, size in layout]

    @property
    def num_arguments(self) -> int:
        return len(self.arguments_info)

    def __repr__(self) -> str:
        state = "unloaded" if self._handle is None else f"{self._handle:#x}"
        return f"<Kernel {state}>"


# --- launching --------------------------------------------------------------------------------


def _dim3(value: object, what: str) -> tuple[int, int, int]:
    if isinstance(value, int) and not isinstance(value, bool):
        dims: tuple[int, ...] = (value,)
    elif (
        isinstance(value, tuple)
        and 1 <= len(value) <= 3
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        dims = value
    else:
        raise TypeError(f"{what} must be an int or a tuple of 1 to 3 ints, got {value!r}")
    if any(v < 1 for v in dims):
        raise ValueError(f"{what} dimensions must be positive, got {value!r}")
    return (*dims, 1, 1)[:3]  # type: ignore[return-value]


class LaunchConfig:
    """How to launch a kernel: `grid` (blocks; clusters when `cluster` is given), `block`
    (threads), `shmem_size` (dynamic shared memory per block, bytes), `cluster` (blocks per
    cluster) and `is_cooperative` (also `cooperative=`). Cluster and cooperative launches go
    through cuLaunchKernelEx; the others through cuLaunchKernel."""

    __slots__ = ("_attrs", "_dims", "block", "cluster", "grid", "is_cooperative", "shmem_size")

    def __init__(
        self,
        grid: int | tuple[int, ...] | None = None,
        cluster: int | tuple[int, ...] | None = None,
        block: int | tuple[int, ...] | None = None,
        shmem_size: int | None = None,
        is_cooperative: bool = False,
        *,
        cooperative: bool | None = None,
    ) -> None:
        if grid is None or block is None:
            raise ValueError("LaunchConfig needs grid and block")
        self.grid = _dim3(grid, "grid")
        self.block = _dim3(block, "block")
        self.cluster = None if cluster is None else _dim3(cluster, "cluster")
        self.shmem_size = 0 if shmem_size is None else int(shmem_size)
        self.is_cooperative = bool(is_cooperative if cooperative is None else cooperative)
        g, b = self.grid, self.block
        if self.cluster is not None:
            g = (g[0] * self.cluster[0], g[1] * self.cluster[1], g[2] * self.cluster[2])
        self._dims = (g[0], g[1], g[2], b[0], b[1], b[2], self.shmem_size)
        self._attrs = None
        if self.cluster is not None or self.is_cooperative:
            attrs = []
            if self.cluster is not None:
                value = _d.CUlaunchAttributeValue()
                value.clusterDim.x, value.clusterDim.y, value.clusterDim.z = self.cluster
                attrs.append(
                    _d.CUlaunchAttribute(id=_d.CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION, value=value)
                )
            if self.is_cooperative:
                value = _d.CUlaunchAttributeValue()
                value.cooperative = 1
                attrs.append(
                    _d.CUlaunchAttribute(id=_d.CU_LAUNCH_ATTRIBUTE_COOPERATIVE, value=value)
                )
            self._attrs = (_d.CUlaunchAttribute * len(attrs))(*attrs)

    def __repr__(self) -> str:
        return (
            f"LaunchConfig(grid={self.grid}, cluster={self.cluster}, block={self.block}, "
            f"shmem_size={self.shmem_size}, is_cooperative={self.is_cooperative})"
        )

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LaunchConfig):
            return (self.grid, self.cluster, self.block, self.shmem_size, self.is_cooperative) == (
                other.grid,
                other.cluster,
                other.block,
                other.shmem_size,
                other.is_cooperative,
            )
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.grid, self.cluster, self.block, self.shmem_size, self.is_cooperative))

    def _native(self, stream: int) -> _Any:
        """The CUlaunchConfig of a cuLaunchKernelEx launch on `stream`."""
        gx, gy, gz, bx, by, bz, shmem = self._dims
        attrs = self._attrs
        return _d.CUlaunchConfig(
            gridDimX=gx,
            gridDimY=gy,
            gridDimZ=gz,
            blockDimX=bx,
            blockDimY=by,
            blockDimZ=bz,
            sharedMemBytes=shmem,
            hStream=stream,
            attrs=attrs,
            numAttrs=0 if attrs is None else len(attrs),
        )


def _plain_args(args: tuple[object, ...]) -> tuple[object, ...]:
    """Kernel arguments with Buffers as their addresses (the driver packs the rest). A closed
    buffer's address is None: then the slow form says which (None itself passes as NULL)."""
    out = tuple([a._ptr if a.__class__ is Buffer else a for a in args])
    if None in out:
        out = tuple([a._address if isinstance(a, Buffer) else a for a in args])
    return out


def launch(
    stream: Stream | GraphBuilder | object,
    config: LaunchConfig,
    kernel: Kernel,
    *kernel_args: object,
) -> None:
    """Launch `kernel` on `stream` (a Stream, a GraphBuilder being built, or any object with
    `__cuda_stream__`) with `config`. Arguments are Buffers (their address), ints, floats,
    NumPy scalars, ctypes values and structs, packed to the sizes the kernel declares
    (cuFuncGetParamInfo, as driver.cuLaunchKernel does: plain ints and floats are packed in C
    by the compiled backend). A wrong count or size raises ValueError before the launch."""
    h = stream._handle if stream.__class__ is Stream else _stream_handle(stream)
    if h is None:
        raise RuntimeError("the stream is closed")
    for a in kernel_args:
        if a.__class__ is Buffer:
            kernel_args = _plain_args(kernel_args)
            break
    if config._attrs is None:
        gx, gy, gz, bx, by, bz, shmem = config._dims
        _cuLaunchKernel(kernel._handle, gx, gy, gz, bx, by, bz, shmem, h, kernel_args, None)
    else:
        _d.cuLaunchKernelEx(config._native(h), kernel._handle, kernel_args, None)


# --- graphs ---------------------------------------------------------------------------------------

_CAPTURE_MODES = {
    "global": "CU_STREAM_CAPTURE_MODE_GLOBAL",
    "thread_local": "CU_STREAM_CAPTURE_MODE_THREAD_LOCAL",
    "relaxed": "CU_STREAM_CAPTURE_MODE_RELAXED",
}


def _instantiate(graph: int) -> int:
    if _r.INSTANTIATE_TAKES_FLAGS:
        return int(_d.cuGraphInstantiate(graph, 0))
    # CUDA 11.8: cuGraphInstantiate(graph) -> (exec, error node, log). Typed as _Any: the stubs
    # this file is checked against (make lint) are the newest release's, which take the flags.
    instantiate: _Any = _d.cuGraphInstantiate
    return int(instantiate(graph)[0])


class Graph:
    """An executable graph (CUgraphExec): `launch(stream)` runs it, `upload(stream)` prepares
    it. Destroyed once (close(), a with block, or the garbage collector); it keeps alive what
    its nodes use (kernels, arguments, callbacks)."""

    _handle: int | None  # the CUgraphExec; None once closed
    _keep: object  # what the graph's nodes use
    _finalizer: _Finalizer

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError(
            "a Graph comes from GraphBuilder.complete() or GraphDefinition.complete()"
        )

    @classmethod
    def _init(cls, graph: int, keep: object) -> Graph:
        self = object.__new__(cls)
        context = Device().context
        self._handle = int(_in_context(context, _instantiate, graph))
        self._keep = keep
        self._finalizer = _finalizer(self, context, _d.cuGraphExecDestroy, self._handle)
        return self

    def _exec(self) -> int:
        if self._handle is None:
            raise RuntimeError("the graph is closed")
        return self._handle

    @property
    def handle(self) -> int:
        """The CUgraphExec, as an int."""
        return self._exec()

    def launch(self, stream: Stream | object) -> None:
        """Run the graph on `stream`."""
        _d.cuGraphLaunch(self._exec(), _stream_handle(stream))

    def upload(self, stream: Stream | object) -> None:
        """Prepare the graph's resources on `stream` ahead of its first launch."""
        _d.cuGraphUpload(self._exec(), _stream_handle(stream))

    def update(self, source: GraphBuilder | GraphDefinition) -> None:
        """Take the node parameters of `source` (a GraphBuilder that finished building, or a
        GraphDefinition) whose topology is this graph's (cuGraphExecUpdate): a kernel's
        arguments, a copy's addresses. Another topology raises the driver's
        CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE error, and the graph stays as it was."""
        keep: object
        if isinstance(source, GraphBuilder):
            if source._graph is None:
                raise RuntimeError("end_building() was not called")
            graph, keep = source._graph, source
        elif isinstance(source, GraphDefinition):
            graph, keep = source._graph(), (source, list(source._keep))
        else:
            raise TypeError(
                f"a graph is updated from a GraphBuilder or a GraphDefinition, got {type(source).__name__}"
            )
        _in_context(Device().context, _d.cuGraphExecUpdate, self._exec(), graph)
        self._keep = (self._keep, keep)  # what the new parameters use lives as long as the graph

    def close(self) -> None:
        self._handle = None
        self._finalizer()

    def __enter__(self) -> Graph:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class GraphBuilder:
    """A graph made by capturing work queued on a stream: `begin_building()`, then queue work
    (`launch(builder, ...)`, copies on `builder.stream`), then `end_building()` and
    `complete()` -> Graph. The captured CUgraph is destroyed once (close(), a with block, or
    the garbage collector)."""

    _stream: Stream
    _owns_stream: bool  # the builder made the stream: close() closes it
    _graph: int | None  # the captured CUgraph, once end_building() ran; None once closed
    _finalizer: _Finalizer | None
    _building: bool

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError(
            "a GraphBuilder comes from Stream.create_graph_builder() or Device.create_graph_builder()"
        )

    @classmethod
    def _create(cls, stream: Stream, owns_stream: bool) -> GraphBuilder:
        self = object.__new__(cls)
        self._stream = stream
        self._owns_stream = owns_stream
        self._graph = None
        self._finalizer = None
        self._building = False
        return self

    @property
    def stream(self) -> Stream:
        return self._stream

    def _stream_handle(self) -> int:
        return self._stream._stream_handle()

    def __cuda_stream__(self) -> tuple[int, int]:
        return (0, self._stream._stream_handle())

    @property
    def is_building(self) -> bool:
        return self._building

    def begin_building(self, mode: str = "relaxed") -> GraphBuilder:
        """Start capturing the stream's work (`mode`: "relaxed", "global" or "thread_local")."""
        if self._graph is not None or self._building:
            raise RuntimeError("this builder has already captured a graph")
        if mode not in _CAPTURE_MODES:
            raise ValueError(f"mode must be one of {sorted(_CAPTURE_MODES)}, got {mode!r}")
        _d.cuStreamBeginCapture(self._stream_handle(), getattr(_d, _CAPTURE_MODES[mode]))
        self._building = True
        return self

    def end_building(self) -> GraphBuilder:
        """Stop capturing; the captured graph is this builder's until complete()."""
        if not self._building:
            raise RuntimeError("begin_building() was not called")
        graph = int(_d.cuStreamEndCapture(self._stream_handle()))
        self._building = False
        self._graph = graph
        self._finalizer = _finalizer(self, None, _d.cuGraphDestroy, graph)
        return self

    def complete(self) -> Graph:
        """Instantiate the captured graph (it can be completed more than once)."""
        if self._graph is None:
            raise RuntimeError("end_building() was not called")
        return Graph._init(self._graph, self)

    def close(self) -> None:
        """Destroy the captured graph, and the builder's own stream if it made one (once)."""
        self._graph = None
        if self._finalizer is not None:
            self._finalizer()
        if self._owns_stream:
            self._stream.close()

    def __enter__(self) -> GraphBuilder:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class GraphNode:
    """A node of a GraphDefinition: its `handle` (CUgraphNode) and `kind`."""

    __slots__ = ("_graph", "_handle", "kind")

    def __init__(self, graph: GraphDefinition, handle: int, kind: str) -> None:
        self._graph = graph
        self._handle = handle
        self.kind = kind

    @property
    def handle(self) -> int:
        return self._handle

    def __repr__(self) -> str:
        return f"<GraphNode {self.kind} {self._handle:#x}>"


def _dependencies(
    depends_on: GraphNode | tuple[GraphNode, ...] | list[GraphNode] | None,
) -> list[int] | None:
    if depends_on is None:
        return None
    nodes = [depends_on] if isinstance(depends_on, GraphNode) else list(depends_on)
    for node in nodes:
        if not isinstance(node, GraphNode):
            raise TypeError(f"depends_on takes GraphNodes, got {type(node).__name__}")
    return [node._handle for node in nodes] or None


def _address(value: Buffer | int) -> int:
    return value._address if isinstance(value, Buffer) else int(value)


class GraphDefinition:
    """A graph built node by node: kernel launches, copies, memsets and host callbacks, each
    after the nodes it `depends_on`; `complete()` -> Graph. Keeps what its nodes use alive
    (kernels, packed arguments, callbacks). The CUgraph is destroyed once (close(), a with
    block, or the garbage collector)."""

    def __init__(self) -> None:
        self._context = Device().context
        self._handle: int | None = int(_in_context(self._context, _d.cuGraphCreate, 0))
        self._keep: list[object] = []
        self._finalizer = _finalizer(self, self._context, _d.cuGraphDestroy, self._handle)

    def _graph(self) -> int:
        if self._handle is None:
            raise RuntimeError("the graph definition is closed")
        return self._handle

    @property
    def handle(self) -> int:
        """The CUgraph, as an int."""
        return self._graph()

    def add_kernel(
        self,
        config: LaunchConfig,
        kernel: Kernel,
        *kernel_args: object,
        depends_on: GraphNode | tuple[GraphNode, ...] | list[GraphNode] | None = None,
    ) -> GraphNode:
        """A kernel launch node (arguments as `launch` takes them, packed now)."""
        if config._attrs is not None:
            raise NotImplementedError("cluster and cooperative kernel nodes are not supported here")
        args = _d.pack_kernel_args(kernel._function(), _plain_args(kernel_args))
        gx, gy, gz, bx, by, bz, shmem = config._dims
        params = _r.KERNEL_NODE_PARAMS(
            func=kernel._function(),
            gridDimX=gx,
            gridDimY=gy,
            gridDimZ=gz,
            blockDimX=bx,
            blockDimY=by,
            blockDimZ=bz,
            sharedMemBytes=shmem,
            kernelParams=args.pointer,
            extra=None,
        )
        self._keep += [kernel, args, params]
        node = _d.cuGraphAddKernelNode(self._graph(), _dependencies(depends_on), params)
        return GraphNode(self, int(node), "kernel")

    def add_memcpy(
        self,
        dst: Buffer | int,
        src: Buffer | int,
        size: int,
        *,
        depends_on: GraphNode | tuple[GraphNode, ...] | list[GraphNode] | None = None,
    ) -> GraphNode:
        """A copy of `size` bytes from `src` to `dst` (Buffers or addresses; unified addressing)."""
        params = _d.CUDA_MEMCPY3D(
            srcMemoryType=_d.CU_MEMORYTYPE_UNIFIED,
            srcDevice=_address(src),
            dstMemoryType=_d.CU_MEMORYTYPE_UNIFIED,
            dstDevice=_address(dst),
            WidthInBytes=_size(size),
            Height=1,
            Depth=1,
        )
        self._keep += [dst, src]
        node = _d.cuGraphAddMemcpyNode(
            self._graph(), _dependencies(depends_on), params, self._context._handle
        )
        return GraphNode(self, int(node), "memcpy")

    def add_memset(
        self,
        dst: Buffer | int,
        value: int,
        count: int,
        *,
        element_size: int = 1,
        depends_on: GraphNode | tuple[GraphNode, ...] | list[GraphNode] | None = None,
    ) -> GraphNode:
        """Set `count` elements of `element_size` bytes (1, 2 or 4) at `dst` to `value`."""
        if element_size not in (1, 2, 4):
            raise ValueError(f"element_size must be 1, 2 or 4, got {element_size}")
        params = _d.CUDA_MEMSET_NODE_PARAMS(
            dst=_address(dst),
            pitch=0,
            value=value,
            elementSize=element_size,
            width=_size(count),
            height=1,
        )
        self._keep.append(dst)
        node = _d.cuGraphAddMemsetNode(
            self._graph(), _dependencies(depends_on), params, self._context._handle
        )
        return GraphNode(self, int(node), "memset")

    def add_host_callback(
        self,
        fn: _Any,
        *,
        depends_on: GraphNode | tuple[GraphNode, ...] | list[GraphNode] | None = None,
    ) -> GraphNode:
        """A node that calls `fn()` on a CPU thread of the driver (it must not call CUDA)."""
        if not callable(fn):
            raise TypeError(f"fn must be callable, got {type(fn).__name__}")
        params = _d.CUDA_HOST_NODE_PARAMS(fn=lambda _data: fn(), userData=None)
        self._keep += [fn, params]
        node = _d.cuGraphAddHostNode(self._graph(), _dependencies(depends_on), params)
        return GraphNode(self, int(node), "host_callback")

    def add_empty(
        self, *, depends_on: GraphNode | tuple[GraphNode, ...] | list[GraphNode] | None = None
    ) -> GraphNode:
        """A node that does nothing: joins dependencies."""
        node = _d.cuGraphAddEmptyNode(self._graph(), _dependencies(depends_on))
        return GraphNode(self, int(node), "empty")

    def complete(self) -> Graph:
        """Instantiate the definition (it can be completed more than once, and changed after)."""
        return Graph._init(self._graph(), (self, list(self._keep)))

    def close(self) -> None:
        """Destroy the CUgraph (once); graphs completed from it keep running."""
        self._handle = None
        self._finalizer()

    def __enter__(self) -> GraphDefinition:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
