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
import struct as _struct
import sys as _sys
import threading as _threading
import uuid as _uuidmod
import weakref as _weakref
from collections import namedtuple as _namedtuple
from collections.abc import MutableSet as _MutableSet
from dataclasses import dataclass as _dataclass
from dataclasses import field as _field
from dataclasses import replace as _replace
from operator import attrgetter as _attrgetter

from . import _core_release as _r
from . import driver as _d
from ._support import CUDAError

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from collections.abc import Iterable as _Iterable
    from collections.abc import Iterator as _Iterator
    from collections.abc import Sequence as _Sequence
    from collections.abc import Set as _AbstractSet
    from typing import Any as _Any
    from typing import ClassVar as _ClassVar
    from typing import TypeVar as _TypeVar

    from . import _core_system as system
    from . import _core_texture as texture
    from ._core_utils import CopyOptions as _CopyOptions
    from ._core_utils import ProgramCacheResource as _ProgramCacheResource

    _T = _TypeVar("_T")


CUDA_RELEASE = _r.RELEASE


def __getattr__(name: str) -> _Any:
    """`system`, `utils`, `graph`, `texture` and `checkpoint` (cuda.core's: `from <package>.core
    import system, utils, graph, texture, checkpoint`), each imported at first use (`graph` is
    also the module this one imports its graph classes from)."""
    if name == "system":
        from . import _core_system

        globals()["system"] = _core_system
        return _core_system
    if name == "utils":
        from . import _core_utils

        globals()["utils"] = _core_utils
        return _core_utils
    if name == "graph":
        from . import _core_graph

        globals()["graph"] = _core_graph
        return _core_graph
    if name == "texture":
        from . import _core_texture

        globals()["texture"] = _core_texture
        return _core_texture
    if name == "checkpoint":
        from . import _core_checkpoint

        globals()["checkpoint"] = _core_checkpoint
        return _core_checkpoint
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "LEGACY_DEFAULT_STREAM",
    "PER_THREAD_DEFAULT_STREAM",
    "Buffer",
    "ComputeCapability",
    "Context",
    "ContextOptions",
    "Device",
    "DeviceMemoryResource",
    "DeviceMemoryResourceOptions",
    "DeviceProperties",
    "DeviceResources",
    "Event",
    "EventOptions",
    "Graph",
    "GraphBuilder",
    "GraphDefinition",
    "GraphMemoryResource",
    "GraphNode",
    "GraphicsResource",
    "Host",
    "IPCAllocationHandle",
    "IPCBufferDescriptor",
    "IPCEventDescriptor",
    "Kernel",
    "KernelAttributes",
    "LaunchConfig",
    "LegacyPinnedMemoryResource",
    "Linker",
    "LinkerOptions",
    "ManagedBuffer",
    "ManagedMemoryResource",
    "ManagedMemoryResourceOptions",
    "MemoryResource",
    "ObjectCode",
    "ParamInfo",
    "PinnedMemoryResource",
    "PinnedMemoryResourceOptions",
    "Program",
    "ProgramOptions",
    "SMResource",
    "SMResourceOptions",
    "Stream",
    "StreamOptions",
    "TensorMapDescriptor",
    "TensorMapDescriptorOptions",
    "VirtualMemoryResource",
    "VirtualMemoryResourceOptions",
    "WorkqueueResource",
    "WorkqueueResourceOptions",
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
    _Finalizer.exiting = True
    if _recorder is not None:
        _recorder.exit()
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


class _Finalizer(_weakref.ref):  # type: ignore[type-arg]
    """What frees a resource once: called by close(), or by the garbage collector when its
    owner dies, and never at interpreter exit. A weak reference to the owner whose entry in
    `live` holds `(context, free, *args)`, what the free needs: taken with dict.pop (atomic),
    so whoever takes it frees. Held there, outside the owner, what the free needs (a buffer's
    stream) outlives the owner even in a garbage cycle, as weakref.finalize's registry does;
    this is weakref.finalize's part core needs, at half the cost (it is made for every event,
    stream and buffer: `Stream.record()` makes one)."""

    __slots__ = ()
    live: _ClassVar[dict[_Finalizer, tuple[_Any, ...]]] = {}
    exiting: _ClassVar[bool] = False  # set by _at_exit; read through the class at shutdown
    __hash__ = object.__hash__  # by identity: owners' __eq__ must not matter
    __eq__ = object.__eq__

    def __call__(self) -> None:
        payload = self.live.pop(self, None)
        if payload is not None:
            _release(*payload)

    @staticmethod
    def _collected(self: _Finalizer) -> None:
        if not self.exiting:
            self()

    @property
    def alive(self) -> bool:
        return self in self.live

    def detach(self) -> tuple[_Any, ...] | None:
        """(context, free, *args), which no longer frees (None if it has freed)."""
        return self.live.pop(self, None)


def _finalizer(owner: object, context: Context | None, free: _Any, *args: _Any) -> _Finalizer:
    """A finalizer that frees once when called or when `owner` dies (see _Finalizer)."""
    fin = _Finalizer(owner, _Finalizer._collected)
    _Finalizer.live[fin] = (context, free, *args)
    return fin


# Entry points used on hot paths, looked up once.
_cuCtxGetCurrent = _d.cuCtxGetCurrent
_cuCtxGetDevice = _d.cuCtxGetDevice
_cuLaunchKernel = _d.cuLaunchKernel
_cuEventCreate = _d.cuEventCreate
_cuEventRecord = _d.cuEventRecord


class Context:
    """A CUDA context: a device's primary context (retained once, by `Device.set_current` or the
    first object made on the device, and released once at exit; `close()` only closes this
    object) or a green context (`Device.create_context`: destroyed once, when this object is
    closed or collected and every stream made on it is gone)."""

    __slots__ = ("__weakref__", "_closed", "_device", "_finalizer", "_green", "_handle")
    _device: Device
    _handle: int | None  # None once released
    _closed: bool
    _green: _GreenContext | None  # a green context's CUgreenCtx, shared with its streams
    _finalizer: _Finalizer | None  # a green context's: lets go of _green once

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError(
            "Context objects cannot be instantiated directly. Please use Device or Stream APIs."
        )

    @classmethod
    def _new(cls, device: Device, handle: int | None) -> Context:
        self = object.__new__(cls)
        self._device = device
        self._handle = handle
        self._closed = False
        self._green = None
        self._finalizer = None
        return self

    @classmethod
    def _primary(cls, device: Device) -> Context:
        return cls._new(device, int(_d.cuDevicePrimaryCtxRetain(device._id)))

    @classmethod
    def _green_context(cls, device: Device, green: _GreenContext) -> Context:
        """A Context holding one use of `green` (acquired by the caller), let go once."""
        self = cls._new(device, green._handle)
        self._green = green
        self._finalizer = _finalizer(self, None, _release_green, green)
        return self

    @property
    def handle(self) -> int | None:
        """The CUcontext, as an int (None once closed, 0 once released)."""
        return None if self._closed else self._handle or 0

    @property
    def device(self) -> Device:
        return self._device

    @property
    def is_closed(self) -> bool:
        """Whether this object has been closed."""
        return self._closed

    @property
    def is_green(self) -> bool:
        """Whether this is a green context (made by Device.create_context from device resources)."""
        return self._green is not None and not self._closed

    @property
    def resources(self) -> DeviceResources:
        """The resources of this context: a green context's own, a primary one's its device's."""
        if self._closed:
            raise RuntimeError("Context has been closed")
        return DeviceResources._init(self._device, context=self)

    def create_stream(self, options: StreamOptions | None = None) -> Stream:
        """A new stream on this green context (cuGreenCtxStreamCreate; nonblocking)."""
        if self._closed:
            raise RuntimeError("Context has been closed")
        if self._green is None:
            raise RuntimeError(
                "Context.create_stream() is only supported on green contexts. "
                "Use Device.create_stream() for primary contexts."
            )
        return _create_green_stream(self, options)

    def close(self) -> None:
        """Close this object: a green context is destroyed once its streams are gone too; a
        primary one stays retained (released at exit). RuntimeError while it is current."""
        if self._closed:
            return
        if self._handle and _cuCtxGetCurrent() == self._handle:
            raise RuntimeError(
                "Cannot close a CUDA context while it is current. "
                "Restore a previous context before closing this context."
            )
        self._closed = True
        fin = self._finalizer
        if fin is not None:
            fin()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Context):
            return self.handle == other.handle
        return NotImplemented

    def __hash__(self) -> int:
        return hash((Context, self.handle))

    def __repr__(self) -> str:
        state = "closed" if self._closed else f"{self.handle:#x}"
        return f"<Context {state} of device {self._device._id}{' (green)' if self._green else ''}>"


def _context_of(handle: int) -> Context:
    """A Context for a CUcontext made current elsewhere: a device's primary one, a live green
    context's, else one that owns nothing."""
    for device in list(_DEVICES.values()):
        if device._context is not None and device._context._handle == handle:
            return device.context
    green = _GREEN_CONTEXTS.get(handle)
    if green is not None and green._handle == handle:
        green.acquire()
        return Context._green_context(green.device, green)
    pushed = _cuCtxGetCurrent() != handle
    if pushed:
        _d.cuCtxPushCurrent(handle)
    try:
        device = Device(int(_cuCtxGetDevice()))
    finally:
        if pushed:
            _d.cuCtxPopCurrent()
    return Context._new(device, handle)


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
    _properties: DeviceProperties
    _mr: MemoryResource | None
    _uuid: str | None

    def __new__(cls, device_id: Device | int | None = None) -> Device:
        try:
            # Device(): the current context's device, asked here (not through
            # _current_device_id) on this hot path; it raises when there is no context.
            return _DEVICES[_cuCtxGetDevice() if device_id is None else device_id]  # type: ignore[index]
        except (KeyError, TypeError, _d.CUDADriverError):
            return cls._make(_current_device_id() if device_id is None else device_id)

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
            self._properties = DeviceProperties._init(self._handle)
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

    # A property read by a C getter (no Python frame): `Device().properties.x` is a hot path.
    properties = property(
        _attrgetter("_properties"),
        doc="One property per device attribute of the package's CUDA release (values cached "
        "on first read).",
    )

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
        context = self._context
        if context is None or context._closed:
            return self._retain()
        return context

    def _retain(self) -> Context:
        _init()
        with _LOCK:
            context = self._context
            if context is None:
                self._context = context = Context._primary(self)
                _RETAINED.append(self)
            elif context._closed:  # closed by its user: a new object, the same retained context
                self._context = context = Context._new(self, context._handle)
            return context

    def set_current(self, ctx: Context | None = None) -> Context | None:
        """Make the device's primary context current on the calling thread (retaining it the
        first time, once for the process); or `ctx`, a context of this device (a green one from
        create_context), in place of the current one, which is returned (None if none was)."""
        if ctx is None:
            _d.cuCtxSetCurrent(self.context._handle)
            return None
        if not isinstance(ctx, Context):
            raise TypeError(f"ctx must be a Context, got {type(ctx).__name__}")
        if ctx._closed:
            raise RuntimeError("Context has been closed")
        if ctx._device is not self:
            raise RuntimeError(
                f"the provided context was created on the device with id={ctx._device._id}, "
                f"which is different from the target id={self._id}"
            )
        _init()
        previous = int(_cuCtxGetCurrent() or 0)
        _d.cuCtxSetCurrent(ctx._handle)  # replaces the top of the thread's stack: pop + push
        return _context_of(previous) if previous else None

    @property
    def resources(self) -> DeviceResources:
        """The device's resources (SMs, workqueues) to make green contexts from."""
        return DeviceResources._init(self)

    def create_context(self, options: ContextOptions | None = None) -> Context:
        """A new green context with `options.resources` (SMResource groups from
        `resources.sm.split`, WorkqueueResources); not made current."""
        return _create_green_context(self, options)

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

    # CUDA arrays, textures and surfaces: core.texture (_core_texture.py) has them.

    def create_opaque_array(
        self, options: texture.OpaqueArrayOptions | dict[str, object]
    ) -> texture.OpaqueArray:
        """A new CUDA array on this device (cuArray3DCreate): `options` (OpaqueArrayOptions or
        a dict of its fields) gives its shape, format, channels and surface flag."""
        from . import _core_texture as t

        return t.OpaqueArray._create(self, _options(options, t.OpaqueArrayOptions))

    def create_mipmapped_array(
        self, options: texture.MipmappedArrayOptions | dict[str, object]
    ) -> texture.MipmappedArray:
        """A new mipmapped CUDA array on this device (cuMipmappedArrayCreate), from
        MipmappedArrayOptions or a dict of its fields."""
        from . import _core_texture as t

        return t.MipmappedArray._create(self, _options(options, t.MipmappedArrayOptions))

    def create_texture_object(
        self,
        *,
        resource: texture.ResourceDescriptor,
        options: texture.TextureObjectOptions | dict[str, object] | None = None,
    ) -> texture.TextureObject:
        """A texture object on this device (cuTexObjectCreate) reading `resource` with the
        sampling state of `options` (None: TextureObjectOptions' defaults)."""
        from . import _core_texture as t

        return t.TextureObject._create(self, resource, options)

    def create_surface_object(
        self, *, resource: texture.ResourceDescriptor
    ) -> texture.SurfaceObject:
        """A surface object on this device (cuSurfObjectCreate) over `resource`, an OpaqueArray
        made with is_surface_load_store."""
        from . import _core_texture as t

        return t.SurfaceObject._create(self, resource)


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
        """The context the stream belongs to: the green context it was made on
        (Context.create_stream), else its device's primary context."""
        owner = self._owner
        if isinstance(owner, _GreenContext) and not self.is_closed:
            owner.acquire()
            return Context._green_context(owner.device, owner)
        return self.device.context

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
        return _d.cuStreamQuery(self._stream_handle()) == _d.CUresult.CUDA_SUCCESS

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
        context = device._context or device.context
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
        self._finalizer = _finalizer(self, None, _os.close, fd)
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
        return self._allocate(size, stream, Buffer)

    def _allocate(
        self, size: int, stream: Stream | GraphBuilder | None, cls: type[Buffer]
    ) -> Buffer:
        """A `cls` (Buffer, or ManagedBuffer for managed pools) of `size` bytes from the pool."""
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
        return cls._owned(ptr, nbytes, self, s)

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
    def peer_accessible_by(self) -> _PeerAccessibleBy:
        """The other devices that may read and write this pool's buffers: a live set of Devices
        (cuda.core's PeerAccessibleBySetProxy; reads ask cuMemPoolGetAccess, each change is one
        cuMemPoolSetAccess). Assign it any iterable of Devices or ordinals to grant exactly
        those access; a copy or kernel of another device reaching this pool's memory needs it."""
        return _PeerAccessibleBy(self)

    @peer_accessible_by.setter
    def peer_accessible_by(self, devices: _Iterable[Device | int]) -> None:
        _PeerAccessibleBy(self)._set(_PeerAccessibleBy._ordinals(devices))


class _PeerAccessibleBy(_MutableSet["Device"]):
    """The devices granted access to a pool's memory, as cuda.core's PeerAccessibleBySetProxy:
    iterating gives Devices; `in`, `add` and `discard` take a Device or an ordinal (the pool's
    own device is ignored); bulk changes (`update`, `|=`, `clear`, ...) are one driver call."""

    __slots__ = ("_mr",)

    def __init__(self, mr: DeviceMemoryResource) -> None:
        self._mr = mr

    @classmethod
    def _from_iterable(cls, it: _Iterable[Device]) -> set[Device]:  # type: ignore[override]
        return set(it)

    @staticmethod
    def _ordinal(value: object) -> int | None:
        if isinstance(value, Device):
            return value._id
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        return None

    @classmethod
    def _ordinals(cls, values: _Iterable[object]) -> set[int]:
        out = set()
        for value in values:
            ordinal = cls._ordinal(value)
            if ordinal is None:
                raise TypeError(f"a device must be a Device or an int, got {type(value).__name__}")
            out.add(ordinal)
        return out

    def _ids(self) -> set[int]:
        mr = self._mr
        pool, own = mr._live, mr._device._id
        rw = int(_d.CU_MEM_ACCESS_FLAGS_PROT_READWRITE)
        return {
            i
            for i in range(int(_d.cuDeviceGetCount()))
            if i != own and int(_d.cuMemPoolGetAccess(pool, _device_location(i))) == rw
        }

    def _set(self, wanted: set[int]) -> None:
        mr = self._mr
        wanted = wanted - {mr._device._id}
        count = int(_d.cuDeviceGetCount())
        for i in wanted:
            if not 0 <= i < count:
                raise ValueError(f"device {i} is out of range: there are {count} devices")
        have = self._ids()
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
            _d.cuMemPoolSetAccess(mr._live, changes)

    def __contains__(self, value: object) -> bool:
        ordinal = self._ordinal(value)
        return ordinal is not None and ordinal in self._ids()

    def __iter__(self) -> _Iterator[Device]:
        return iter([Device(i) for i in sorted(self._ids())])

    def __len__(self) -> int:
        return len(self._ids())

    def __repr__(self) -> str:
        return f"PeerAccessibleBy({sorted(self._ids())})"

    def add(self, value: Device | int) -> None:
        self._set(self._ids() | self._ordinals([value]))

    def discard(self, value: Device | int) -> None:
        self._set(self._ids() - self._ordinals([value]))

    def clear(self) -> None:
        self._set(set())

    def update(self, *others: _Iterable[Device | int]) -> None:
        self._set(self._ids().union(*(self._ordinals(o) for o in others)))

    def difference_update(self, *others: _Iterable[Device | int]) -> None:
        self._set(self._ids().difference(*(self._ordinals(o) for o in others)))

    def intersection_update(self, *others: _Iterable[Device | int]) -> None:
        self._set(self._ids().intersection(*(self._ordinals(o) for o in others)))

    def symmetric_difference_update(self, other: _Iterable[Device | int]) -> None:
        self._set(self._ids() ^ self._ordinals(other))

    def __ior__(self, other: _AbstractSet[_Any]) -> _PeerAccessibleBy:  # type: ignore[misc]
        self.update(other)
        return self

    def __iand__(self, other: _AbstractSet[_Any]) -> _PeerAccessibleBy:
        self.intersection_update(other)
        return self

    def __isub__(self, other: _AbstractSet[_Any]) -> _PeerAccessibleBy:
        self.difference_update(other)
        return self

    def __ixor__(self, other: _AbstractSet[_Any]) -> _PeerAccessibleBy:  # type: ignore[misc]
        self.symmetric_difference_update(other)
        return self


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


# --- managed memory: pools of unified memory, host locations ------------------------------


class Host:
    """A host (CPU) location for managed memory's prefetch and advice, the counterpart of
    Device: `Host()` any NUMA node, `Host(numa_id=n)` node n, `Host.numa_current()` (or
    `Host(is_numa_current=True)`) the calling thread's node. One object per location, as
    Device: `Host() is Host()`."""

    __slots__ = ("__weakref__", "_is_numa_current", "_numa_id")
    _numa_id: int | None
    _is_numa_current: bool
    _instances: _ClassVar[dict[tuple[int | None, bool], Host]] = {}

    def __new__(cls, numa_id: int | None = None, *, is_numa_current: bool = False) -> Host:
        if is_numa_current and numa_id is not None:
            raise ValueError("numa_id and is_numa_current are mutually exclusive")
        if numa_id is not None and (
            isinstance(numa_id, bool) or not isinstance(numa_id, int) or numa_id < 0
        ):
            raise ValueError(f"numa_id must be a non-negative int, got {numa_id!r}")
        key = (numa_id, bool(is_numa_current))
        with _LOCK:
            self = cls._instances.get(key)
            if self is None:
                self = object.__new__(cls)
                self._numa_id = numa_id
                self._is_numa_current = bool(is_numa_current)
                cls._instances[key] = self
        return self

    @classmethod
    def numa_current(cls) -> Host:
        """The calling thread's NUMA node (a location relative to the thread, not a fixed one)."""
        return cls(is_numa_current=True)

    @property
    def numa_id(self) -> int | None:
        """The NUMA node, or None when not one node."""
        return self._numa_id

    @property
    def is_numa_current(self) -> bool:
        """Whether this is the calling thread's NUMA node (Host.numa_current())."""
        return self._is_numa_current

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Host):
            return NotImplemented
        return self is other

    def __hash__(self) -> int:
        return hash((Host, self._numa_id, self._is_numa_current))

    def __reduce__(self) -> tuple[object, ...]:
        if self._is_numa_current:
            return (Host.numa_current, ())
        return (Host, (self._numa_id,))

    def __repr__(self) -> str:
        if self._is_numa_current:
            return "Host.numa_current()"
        return "Host()" if self._numa_id is None else f"Host(numa_id={self._numa_id})"


# A location's kind -> its CUmemLocationType enumerator (11.8 declares only the device's).
_LOCATION_TYPES = {
    "device": "CU_MEM_LOCATION_TYPE_DEVICE",
    "host": "CU_MEM_LOCATION_TYPE_HOST",
    "host_numa": "CU_MEM_LOCATION_TYPE_HOST_NUMA",
    "host_numa_current": "CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT",
}


def _location_kind(where: object, what: str = "location") -> tuple[str, int]:
    """(kind, id) of a Device or a Host."""
    if isinstance(where, Device):
        return ("device", where._id)
    if isinstance(where, Host):
        if where._is_numa_current:
            return ("host_numa_current", 0)
        if where._numa_id is not None:
            return ("host_numa", where._numa_id)
        return ("host", 0)
    raise TypeError(f"{what} must be a Device or a Host, got {type(where).__name__}")


def _location_type(kind: str) -> int:
    value = getattr(_d, _LOCATION_TYPES[kind], None)
    if value is None:
        raise ValueError(
            f"location type {kind!r} ({_LOCATION_TYPES[kind]}) is not declared by CUDA {CUDA_RELEASE}"
        )
    return int(value)


def _mem_location(kind: str, ident: int) -> _Any:
    return _d.CUmemLocation(type=_location_type(kind), id=ident)


def _legacy_device(kind: str, ident: int) -> int:
    """What the prefetch and advice calls of a release without CUmemLocation take: a device
    ordinal, or -1 (CU_DEVICE_CPU) for the host; a host NUMA node cannot be said."""
    if kind == "device":
        return ident
    if kind == "host":
        return -1
    raise TypeError(
        "Host(numa_id=...) / Host.numa_current() need the prefetch and advice calls that take a "
        f"CUmemLocation, which CUDA {CUDA_RELEASE} does not declare; use Host() instead"
    )


@_dataclass
class ManagedMemoryResourceOptions:
    """A ManagedMemoryResource's own pool (cuda.core's options): `preferred_location` (a device
    ordinal or a NUMA node, as `preferred_location_type` says; None: no preference) and
    `preferred_location_type` ("device", "host" or "host_numa"; None: the legacy reading, where
    `preferred_location` is a device ordinal, -1 the host, None no preference)."""

    preferred_location: int | None = None
    preferred_location_type: str | None = None


_MANAGED_LOCATION_TYPES = ("device", "host", "host_numa")


def _preferred_location(opts: ManagedMemoryResourceOptions | None) -> tuple[str | None, int]:
    """(kind, id) of the options' preferred location: kind None for no preference."""
    loc = opts.preferred_location if opts is not None else None
    kind = opts.preferred_location_type if opts is not None else None
    if kind is not None and kind not in _MANAGED_LOCATION_TYPES:
        raise ValueError(
            f"preferred_location_type must be one of {_MANAGED_LOCATION_TYPES!r} or None, "
            f"got {kind!r}"
        )
    if kind is None:
        if loc is None:
            return (None, -1)
        if loc == -1:
            return ("host", -1)
        if loc < 0:
            raise ValueError(
                f"preferred_location must be a device ordinal (>= 0), -1 for host, or None for "
                f"no preference, got {loc}"
            )
        return ("device", loc)
    if kind == "device":
        if loc is None or loc < 0:
            raise ValueError(
                f"preferred_location must be a device ordinal (>= 0) when "
                f"preferred_location_type is 'device', got {loc!r}"
            )
        return ("device", loc)
    if kind == "host":
        if loc is not None:
            raise ValueError(
                f"preferred_location must be None when preferred_location_type is 'host', "
                f"got {loc!r}"
            )
        return ("host", -1)
    if loc is None:  # host_numa: the current device's nearest node
        numa = int(Device().properties.host_numa_id)
        if numa < 0:
            raise RuntimeError(
                "Cannot determine host NUMA ID for the current CUDA device. The system may not "
                "support NUMA, or no CUDA context is active. Set preferred_location to an explicit "
                "NUMA node ID or call Device.set_current() first."
            )
        return ("host_numa", numa)
    if loc < 0:
        raise ValueError(
            f"preferred_location must be a NUMA node ID (>= 0) or None when "
            f"preferred_location_type is 'host_numa', got {loc}"
        )
    return ("host_numa", loc)


_CONCURRENT_ACCESS_WARNED = [False]


def _check_concurrent_managed_access() -> None:
    """Warn once per process where host and device cannot use managed memory at once."""
    if _CONCURRENT_ACCESS_WARNED[0]:
        return
    with _LOCK:
        if _CONCURRENT_ACCESS_WARNED[0]:
            return
        _CONCURRENT_ACCESS_WARNED[0] = True
        if not int(_d.cuDeviceGetAttribute(_d.CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS, 0)):
            import warnings

            warnings.warn(
                "This platform does not support concurrent managed memory access "
                "(Device.properties.concurrent_managed_access is False). Host access to any "
                "managed allocation is forbidden while any GPU kernel is in flight, even if the "
                "kernel does not touch that allocation: synchronize before host access.",
                UserWarning,
                stacklevel=3,
            )


# Where the release does not declare managed memory pools (CU_MEM_ALLOCATION_TYPE_MANAGED,
# cuMemGetMemPool: before CUDA 13.0), the class is still there, as in cuda.core's CUDA 12 build,
# and says what it needs.
if _r.MANAGED_POOLS:

    class ManagedMemoryResource(_MemPool):
        """Stream-ordered managed (unified) memory, accessible from host and device, from a
        managed memory pool: without options the driver's current one for managed allocations
        (cuMemGetMemPool; not owned: close() has no effect), with options (or a dict of them) one
        of its own (cuMemPoolCreate with CU_MEM_ALLOCATION_TYPE_MANAGED; destroyed once, by close()
        or when it and its buffers are gone), preferring the options' location. Its buffers are
        ManagedBuffers (prefetch, advice). Not IPC-enabled, as in cuda.core."""

        _pref_kind: str | None
        _pref_id: int

        def __init__(
            self, options: ManagedMemoryResourceOptions | dict[str, _Any] | None = None
        ) -> None:
            opts = None if options is None else _options(options, ManagedMemoryResourceOptions)
            kind, ident = _preferred_location(opts)
            self._pref_kind, self._pref_id = kind, ident
            device = Device()
            location = _d.CUmemLocation(
                type=_d.CU_MEM_LOCATION_TYPE_NONE if kind is None else _location_type(kind),
                id=ident,
            )
            managed = _d.CU_MEM_ALLOCATION_TYPE_MANAGED
            if opts is None:
                try:
                    pool = int(_in_context(device.context, _d.cuMemGetMemPool, location, managed))
                except CUDAError as exc:
                    if "CUDA_ERROR_NOT_SUPPORTED" in str(exc) and not int(
                        _d.cuDeviceGetAttribute(
                            _d.CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS, device._id
                        )
                    ):
                        raise RuntimeError(
                            "The default memory pool on this device does not support managed "
                            "allocations (concurrent managed access is not available). Use "
                            "ManagedMemoryResource(options=ManagedMemoryResourceOptions(...)) to "
                            "create a dedicated managed pool."
                        ) from exc
                    raise
                self._init_pool(device, pool, owned=False, ipc=False, mapped=False, uuid=None)
            else:
                props = _d.CUmemPoolProps(allocType=managed, location=location)
                self._create(device, props, 0, False)
            _check_concurrent_managed_access()

        def allocate(self, size: int, stream: Stream | GraphBuilder | None = None) -> ManagedBuffer:
            """A ManagedBuffer of `size` bytes from the pool, ordered on `stream` (None: the
            legacy default stream; a GraphBuilder is refused, as in cuda.core)."""
            if isinstance(stream, GraphBuilder):
                raise TypeError("GraphBuilder is not supported for managed memory allocations")
            return self._allocate(size, stream, ManagedBuffer)  # type: ignore[return-value]

        @property
        def device_id(self) -> int:
            """The preferred device's ordinal, or -1 when the preferred location is not a device."""
            return self._pref_id if self._pref_kind == "device" else -1

        @property
        def preferred_location(self) -> tuple[str, int | None] | None:
            """None (the driver decides), or (type, id): ("device", ordinal), ("host", None) or
            ("host_numa", node)."""
            if self._pref_kind is None:
                return None
            if self._pref_kind == "host":
                return ("host", None)
            return (self._pref_kind, self._pref_id)

        @property
        def is_device_accessible(self) -> bool:
            return True

        @property
        def is_host_accessible(self) -> bool:
            return True

        @property
        def is_managed(self) -> bool:
            return True

else:

    class ManagedMemoryResource(MemoryResource):  # type: ignore[no-redef]
        """Managed memory pools (CU_MEM_ALLOCATION_TYPE_MANAGED, cuMemGetMemPool) are not declared
        by this package's CUDA release: as cuda.core's CUDA 12 build, it raises. Managed memory
        from elsewhere (cuMemAllocManaged) can still be wrapped: ManagedBuffer.from_handle."""

        def __init__(self, options: object = None) -> None:
            raise RuntimeError(
                "ManagedMemoryResource needs managed memory pools (CU_MEM_ALLOCATION_TYPE_MANAGED, "
                f"cuMemGetMemPool), which CUDA {CUDA_RELEASE} does not declare: it requires "
                "CUDA 13.0 or later"
            )


# --- graph memory: allocations in a captured graph, from the device's graph memory pool ----


class GraphMemoryResourceAttributes:
    """The device's graph memory pool's attributes (cuDeviceGetGraphMemAttribute), read when
    asked; the high watermarks can be reset (set to 0)."""

    __slots__ = ("_device_id",)
    _device_id: int

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError("GraphMemoryResourceAttributes come from GraphMemoryResource.attributes")

    @classmethod
    def _init(cls, device_id: int) -> GraphMemoryResourceAttributes:
        self = object.__new__(cls)
        self._device_id = device_id
        return self

    def _get(self, attribute: _Any) -> int:
        return int(_d.cuDeviceGetGraphMemAttribute(self._device_id, attribute))

    def _reset(self, name: str, attribute: _Any, value: int) -> None:
        if value != 0:
            raise AttributeError(f"Attribute '{name}' may only be set to zero (got {value}).")
        _d.cuDeviceSetGraphMemAttribute(self._device_id, attribute, 0)

    @property
    def reserved_mem_current(self) -> int:
        """Current amount of backing memory allocated."""
        return self._get(_d.CU_GRAPH_MEM_ATTR_RESERVED_MEM_CURRENT)

    @property
    def reserved_mem_high(self) -> int:
        """High watermark of backing memory allocated; set it to 0 to reset it to the current
        usage."""
        return self._get(_d.CU_GRAPH_MEM_ATTR_RESERVED_MEM_HIGH)

    @reserved_mem_high.setter
    def reserved_mem_high(self, value: int) -> None:
        self._reset("reserved_mem_high", _d.CU_GRAPH_MEM_ATTR_RESERVED_MEM_HIGH, value)

    @property
    def used_mem_current(self) -> int:
        """Current amount of memory in use."""
        return self._get(_d.CU_GRAPH_MEM_ATTR_USED_MEM_CURRENT)

    @property
    def used_mem_high(self) -> int:
        """High watermark of memory in use; set it to 0 to reset it to the current usage."""
        return self._get(_d.CU_GRAPH_MEM_ATTR_USED_MEM_HIGH)

    @used_mem_high.setter
    def used_mem_high(self, value: int) -> None:
        self._reset("used_mem_high", _d.CU_GRAPH_MEM_ATTR_USED_MEM_HIGH, value)

    def __repr__(self) -> str:
        names = [n for n in dir(type(self)) if not n.startswith("_")]
        return (
            "GraphMemoryResourceAttributes("
            + ", ".join(f"{n}={getattr(self, n)}" for n in names)
            + ")"
        )


_GRAPH_MRS: dict[int, GraphMemoryResource] = {}


class GraphMemoryResource(MemoryResource):
    """Memory allocated while a stream is captured into a graph (cuMemAllocAsync during
    capture: an allocation node, served by the device's graph memory pool when the graph runs),
    freed by cuMemFreeAsync (a free node while capturing; after, a free outside the graph). It
    allocates only on a capturing stream or GraphBuilder; a stream that is not capturing raises
    RuntimeError. One per device: `GraphMemoryResource(0) is GraphMemoryResource(0)`. `trim()`
    returns the pool's unused memory to the OS; `attributes` reads its usage."""

    _device: Device
    _context: Context

    def __new__(cls, device_id: Device | int) -> GraphMemoryResource:
        device = Device(device_id)
        with _LOCK:
            self = _GRAPH_MRS.get(device._id)
            if self is None:
                self = object.__new__(cls)
                self._device = device
                self._context = device.context
                _GRAPH_MRS[device._id] = self
        return self

    def allocate(self, size: int, stream: Stream | GraphBuilder | None = None) -> Buffer:
        nbytes = _size(size)
        s = _stream_arg(stream)
        handle = _stream_handle(s)
        status = _d.cuStreamIsCapturing(handle)
        if int(status) != int(_d.CU_STREAM_CAPTURE_STATUS_ACTIVE):
            raise RuntimeError(
                "GraphMemoryResource cannot perform memory operations on a non-capturing stream."
            )
        pushed = _push_stream_context(handle)
        try:
            ptr = int(_d.cuMemAllocAsync(nbytes, handle))
        finally:
            if pushed:
                _d.cuCtxPopCurrent()
        return Buffer._owned(ptr, nbytes, self, s)

    def deallocate(self, ptr: int, size: int, stream: Stream | GraphBuilder | None = None) -> None:
        s = _stream_arg(stream)
        handle = s._handle if isinstance(s, Stream) else _stream_handle(s)
        _d.cuMemFreeAsync(ptr, int(_d.CU_STREAM_LEGACY) if handle is None else handle)

    def close(self) -> None:
        """No operation (the graph memory pool is the device's), as in cuda.core."""

    def trim(self) -> None:
        """Return the graph memory pool's unused memory to the OS (cuDeviceGraphMemTrim)."""
        _d.cuDeviceGraphMemTrim(self._device._id)

    @property
    def attributes(self) -> GraphMemoryResourceAttributes:
        return GraphMemoryResourceAttributes._init(self._device._id)

    @property
    def device_id(self) -> int:
        return self._device._id

    @property
    def is_device_accessible(self) -> bool:
        return True

    @property
    def is_host_accessible(self) -> bool:
        return False

    def __repr__(self) -> str:
        return f"<GraphMemoryResource device={self._device._id}>"


# --- virtual memory management: physical allocations mapped into reserved address ranges ---

# Each option's spellings (cuda.core's, its StrEnums' values) -> the enumerator's name; a
# name the release does not declare is refused, saying so.
_VMM_ALLOCATION = {
    "pinned": "CU_MEM_ALLOCATION_TYPE_PINNED",
    "managed": "CU_MEM_ALLOCATION_TYPE_MANAGED",
}
_VMM_HANDLE = {
    None: "CU_MEM_HANDLE_TYPE_NONE",
    "posix_fd": "CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR",
    "win32_kmt": "CU_MEM_HANDLE_TYPE_WIN32_KMT",
    "fabric": "CU_MEM_HANDLE_TYPE_FABRIC",
}
_VMM_GRANULARITY = {
    "recommended": "CU_MEM_ALLOC_GRANULARITY_RECOMMENDED",
    "minimum": "CU_MEM_ALLOC_GRANULARITY_MINIMUM",
}
_VMM_ACCESS = {"rw": "CU_MEM_ACCESS_FLAGS_PROT_READWRITE", "r": "CU_MEM_ACCESS_FLAGS_PROT_READ"}
_VMM_HOST_LOCATIONS = frozenset(("host", "host_numa", "host_numa_current"))


def _vmm_value(table: dict[_Any, str], spec: object, what: str) -> int:
    if what == "handle_type" and spec == "win32":
        raise NotImplementedError(
            "win32 is currently not supported, please reach out to the CUDA Python team"
        )
    try:
        name = table[spec]
    except (KeyError, TypeError):
        raise ValueError(f"Unsupported {what}: {spec!r}") from None
    value = getattr(_d, name, None)
    if value is None:
        raise ValueError(
            f"Unsupported {what}: {spec!r} ({name} is not declared by CUDA {CUDA_RELEASE})"
        )
    return int(value)


def _vmm_access(spec: object) -> int:
    if spec is None:
        return 0
    try:
        return int(getattr(_d, _VMM_ACCESS[spec]))  # type: ignore[index]
    except (KeyError, TypeError):
        raise ValueError(f"Unknown access spec: {spec!r}") from None


def _align_up(size: int, granularity: int) -> int:
    return (size + granularity - 1) // granularity * granularity


@_dataclass
class VirtualMemoryResourceOptions:
    """How a VirtualMemoryResource uses the driver's virtual memory management (cuda.core's
    options; each takes cuda.core's strings, or its StrEnums):

    - `allocation_type`: "pinned" (or "managed", where the release declares it);
    - `location_type`: "device", "host", "host_numa" or "host_numa_current";
    - `handle_type`: the handle the physical memory can be exported as: "posix_fd",
      "win32_kmt", "fabric", or None;
    - `granularity`: "recommended" or "minimum" (cuMemGetAllocationGranularity), to which sizes
      are rounded up;
    - `gpu_direct_rdma`: ask for GPUDirect RDMA-capable memory;
    - `addr_hint`: an address to reserve at (0: where the driver likes); `addr_align`: the
      reservation's alignment (None: the granularity);
    - `peers`: devices granted `peer_access` besides the owner's `self_access` ("rw", "r",
      or None: none)."""

    allocation_type: str = "pinned"
    location_type: str = "device"
    handle_type: str | None = "posix_fd"
    granularity: str = "recommended"
    gpu_direct_rdma: bool = False
    addr_hint: int | None = 0
    addr_align: int | None = None
    peers: _Iterable[int] = _field(default_factory=tuple)
    self_access: str | None = "rw"
    peer_access: str | None = "rw"


class _VmmRange:
    """What one buffer of a VirtualMemoryResource holds: its address reservations, the
    physical allocations mapped into them (address, size, the cuMemCreate handle), in order."""

    __slots__ = ("mappings", "reservations")

    def __init__(self) -> None:
        self.reservations: list[tuple[int, int]] = []
        self.mappings: list[tuple[int, int, int]] = []

    @property
    def size(self) -> int:
        return sum(size for _, size, _ in self.mappings)


def _undo(steps: list[tuple[_Any, ...]]) -> None:
    """Roll back what a failed transaction did, last step first; a failing step does not stop
    the others (the first error is the one raised)."""
    for fn, *args in reversed(steps):
        try:
            fn(*args)
        except Exception:  # the transaction's own error is the one to raise
            pass


class VirtualMemoryResource(MemoryResource):
    """Memory from the driver's virtual memory management, as cuda.core's resource of that
    name: each buffer is a physical allocation (cuMemCreate) mapped (cuMemMap) into an address
    range reserved for it (cuMemAddressReserve), made accessible to its device and `peers`
    (cuMemSetAccess); sizes are rounded up to the granularity. A buffer is freed once: its
    mappings unmapped, then its ranges freed, then its physical allocations released (a failed
    allocation undoes what it did, in the same order). `modify_allocation` grows a buffer, in
    place when the range after it is free. Options: VirtualMemoryResourceOptions (or a dict).
    Operations are synchronous: the streams allocate and deallocate take are not used."""

    device: Device | None
    config: VirtualMemoryResourceOptions
    _context: Context
    _numa_id: int
    _ranges: dict[int, _VmmRange]

    def __init__(
        self,
        device_id: Device | int,
        config: VirtualMemoryResourceOptions | dict[str, _Any] | None = None,
    ) -> None:
        device = Device(device_id)
        self.config = _options(config, VirtualMemoryResourceOptions)
        self.device = None if self.config.location_type in _VMM_HOST_LOCATIONS else device
        self._context = device.context
        self._numa_id = -1
        if self.config.location_type == "host_numa":  # the node nearest the device given
            self._numa_id = max(int(device.properties.host_numa_id), 0)  # (cuda.core gives none)
        self._ranges = {}
        if self.device is not None and not device.properties.virtual_memory_management_supported:
            raise RuntimeError("VirtualMemoryResource requires CUDA VMM API support")
        if (
            self.config.gpu_direct_rdma
            and self.device is not None
            and not device.properties.gpu_direct_rdma_supported
        ):
            raise RuntimeError("GPU Direct RDMA is not supported on this device")

    def _prop(self) -> _Any:
        c = self.config
        kind = c.location_type
        if kind not in _LOCATION_TYPES:
            raise ValueError(f"Unsupported location_type: {kind!r}")
        ident = self.device._id if self.device is not None else -1
        if kind == "host_numa":
            ident = self._numa_id
        prop = _d.CUmemAllocationProp(
            type=_vmm_value(_VMM_ALLOCATION, c.allocation_type, "allocation_type"),
            location=_mem_location(kind, ident),
            requestedHandleTypes=_vmm_value(_VMM_HANDLE, c.handle_type, "handle_type"),
        )
        prop.allocFlags.gpuDirectRDMACapable = 1 if c.gpu_direct_rdma else 0
        return prop

    def _granularity(self, prop: _Any) -> int:
        flag = _vmm_value(_VMM_GRANULARITY, self.config.granularity, "granularity")
        return int(_d.cuMemGetAllocationGranularity(prop, flag))

    def _access(self, prop: _Any) -> list[_Any]:
        """The access descriptors of the config: the owner's location, then each peer device."""
        descs = []
        owner = _vmm_access(self.config.self_access)
        if owner:
            location = _d.CUmemLocation(type=prop.location.type, id=prop.location.id)
            descs.append(_d.CUmemAccessDesc(location=location, flags=owner))
        peer = _vmm_access(self.config.peer_access)
        if peer:
            for p in self.config.peers:
                descs.append(_d.CUmemAccessDesc(location=_device_location(int(p)), flags=peer))
        return descs

    def _map_new(self, steps: list[tuple[_Any, ...]], ptr: int, size: int, prop: _Any) -> int:
        """Create `size` bytes of physical memory and map them at `ptr` (undo steps added)."""
        handle = int(_d.cuMemCreate(size, prop, 0))
        steps.append((_d.cuMemRelease, handle))
        _d.cuMemMap(ptr, size, 0, handle, 0)
        steps.append((_d.cuMemUnmap, ptr, size))
        return handle

    def allocate(self, size: int, stream: Stream | GraphBuilder | None = None) -> Buffer:
        """A buffer of `size` bytes rounded up to the granularity (its size says how many)."""
        nbytes = _size(size)
        if stream is not None:
            _stream_arg(stream)  # checked, not used: the calls are synchronous
        return _in_context(self._context, self._allocate, nbytes)  # type: ignore[no-any-return]

    def _allocate(self, nbytes: int) -> Buffer:
        c = self.config
        prop = self._prop()
        granularity = self._granularity(prop)
        aligned = _align_up(nbytes, granularity)
        steps: list[tuple[_Any, ...]] = []
        try:
            handle = int(_d.cuMemCreate(aligned, prop, 0))
            steps.append((_d.cuMemRelease, handle))
            ptr = int(
                _d.cuMemAddressReserve(aligned, c.addr_align or granularity, c.addr_hint or 0, 0)
            )
            steps.append((_d.cuMemAddressFree, ptr, aligned))
            _d.cuMemMap(ptr, aligned, 0, handle, 0)
            steps.append((_d.cuMemUnmap, ptr, aligned))
            descs = self._access(prop)
            if descs:
                _d.cuMemSetAccess(ptr, aligned, descs)
        except BaseException:
            _undo(steps)
            raise
        record = _VmmRange()
        record.reservations.append((ptr, aligned))
        record.mappings.append((ptr, aligned, handle))
        self._ranges[ptr] = record
        return Buffer._owned(ptr, aligned, self, None)

    def deallocate(self, ptr: int, size: int, stream: Stream | GraphBuilder | None = None) -> None:
        """Free a buffer of this resource: unmap its memory, free its address ranges, release
        its physical allocations (each once). A pointer this resource did not allocate is freed
        as cuda.core frees it: its handle retained, unmapped, its range freed, released."""
        address = int(ptr)
        if stream is not None:
            _stream_arg(stream)
        record = self._ranges.pop(address, None)
        if record is None:
            handle = int(_d.cuMemRetainAllocationHandle(address))
            _d.cuMemUnmap(address, size)
            _d.cuMemAddressFree(address, size)
            _d.cuMemRelease(handle)
            return
        for mapped, length, _ in record.mappings:
            _d.cuMemUnmap(mapped, length)
        for reserved, length in record.reservations:
            _d.cuMemAddressFree(reserved, length)
        for _, _, handle in record.mappings:
            _d.cuMemRelease(handle)

    def modify_allocation(
        self, buf: Buffer, new_size: int, config: VirtualMemoryResourceOptions | None = None
    ) -> Buffer:
        """Grow `buf` (a buffer of this resource) to `new_size` bytes, with `config` (which
        becomes the resource's, as in cuda.core) for the new memory. When the addresses after it
        can be reserved, the buffer grows in place and is returned; otherwise its memory is
        remapped into a new, larger range and a new Buffer is returned (`buf` is then closed,
        without freeing). A size no larger only re-applies the access settings. Transactional:
        on failure `buf` is as it was and everything done is undone."""
        if not isinstance(buf, Buffer):
            raise TypeError(f"buf must be a Buffer, got {type(buf).__name__}")
        if buf.is_closed:
            raise RuntimeError("Buffer has been closed")
        if config is not None:
            self.config = _options(config, VirtualMemoryResourceOptions)
        record = self._ranges.get(buf.handle)
        if buf.memory_resource is not self or record is None:
            raise ValueError("buf was not allocated by this VirtualMemoryResource")
        if self.device is None:
            raise RuntimeError("modify_allocation requires a device-located resource")
        new_size = _size(new_size)
        return _in_context(  # type: ignore[no-any-return]
            self._context, self._modify, buf, record, new_size
        )

    def _modify(self, buf: Buffer, record: _VmmRange, new_size: int) -> Buffer:
        prop = self._prop()
        base, mapped = buf.handle, record.size
        if new_size <= buf.size:
            descs = self._access(prop)
            if descs:
                _d.cuMemSetAccess(base, mapped, descs)
            return buf
        granularity = self._granularity(prop)
        total = _align_up(new_size, granularity)
        extra = total - mapped
        if extra <= 0:  # the mapped memory already holds it
            buf._size = new_size
            return buf
        align = self.config.addr_align or granularity
        try:
            tail = int(_d.cuMemAddressReserve(extra, align, base + mapped, 0))
        except CUDAError as exc:
            if exc.name in (
                "CUDA_ERROR_INVALID_VALUE",
                "CUDA_ERROR_NOT_PERMITTED",
                "CUDA_ERROR_NOT_INITIALIZED",
                "CUDA_ERROR_NOT_SUPPORTED",
            ):
                raise
            tail = 0
        if tail == base + mapped:
            return self._grow_in_place(buf, record, new_size, prop, tail, extra)
        if tail:
            _d.cuMemAddressFree(tail, extra)
        return self._grow_moving(buf, record, new_size, prop, total, align)

    def _grow_in_place(
        self, buf: Buffer, record: _VmmRange, new_size: int, prop: _Any, tail: int, extra: int
    ) -> Buffer:
        steps: list[tuple[_Any, ...]] = [(_d.cuMemAddressFree, tail, extra)]
        try:
            handle = self._map_new(steps, tail, extra, prop)
            descs = self._access(prop)
            if descs:
                _d.cuMemSetAccess(tail, extra, descs)
        except BaseException:
            _undo(steps)
            raise
        record.reservations.append((tail, extra))
        record.mappings.append((tail, extra, handle))
        buf._size = new_size
        return buf

    def _grow_moving(
        self, buf: Buffer, record: _VmmRange, new_size: int, prop: _Any, total: int, align: int
    ) -> Buffer:
        descs = self._access(prop)
        steps: list[tuple[_Any, ...]] = []
        mappings: list[tuple[int, int, int]] = []
        try:
            new = int(_d.cuMemAddressReserve(total, align, 0, 0))
            steps.append((_d.cuMemAddressFree, new, total))
            offset = 0
            for old, length, handle in record.mappings:
                _d.cuMemUnmap(old, length)
                steps.append((self._remap, old, length, handle, descs))
                _d.cuMemMap(new + offset, length, 0, handle, 0)
                steps.append((_d.cuMemUnmap, new + offset, length))
                mappings.append((new + offset, length, handle))
                offset += length
            handle = self._map_new(steps, new + offset, total - offset, prop)
            mappings.append((new + offset, total - offset, handle))
            if descs:
                _d.cuMemSetAccess(new, total, descs)
        except BaseException:
            _undo(steps)
            raise
        for reserved, length in record.reservations:
            _d.cuMemAddressFree(reserved, length)
        moved = _VmmRange()
        moved.reservations.append((new, total))
        moved.mappings.extend(mappings)
        del self._ranges[buf.handle]
        self._ranges[new] = moved
        fin = buf._finalizer  # the memory is the new buffer's now: the old one frees nothing
        if fin is not None:
            fin.detach()
        buf._finalizer = None
        buf._ptr = None
        buf._owner = None
        return Buffer._owned(new, new_size, self, buf._stream)

    @staticmethod
    def _remap(ptr: int, size: int, handle: int, descs: list[_Any]) -> None:
        _d.cuMemMap(ptr, size, 0, handle, 0)
        if descs:
            _d.cuMemSetAccess(ptr, size, descs)

    @property
    def is_device_accessible(self) -> bool:
        return self.config.location_type == "device"

    @property
    def is_host_accessible(self) -> bool:
        return self.config.location_type in _VMM_HOST_LOCATIONS

    @property
    def device_id(self) -> int:
        """The device's ordinal; -1 for a resource of host memory."""
        return self.device._id if self.device is not None else -1

    def __repr__(self) -> str:
        return f"<VirtualMemoryResource device={self.device}>"


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
        ptr: int,
        size: int,
        mr: MemoryResource | None = None,
        owner: object = None,
        *,
        stream: Stream | GraphBuilder | None = None,
    ) -> Buffer:
        """A Buffer for memory at address `ptr`: freed through `mr.deallocate` once when `mr`
        is given (on `stream`: None, the legacy default stream), otherwise never (and `owner`,
        if given, is kept alive as long as the Buffer)."""
        address = int(ptr)
        nbytes = _size(size)
        if mr is not None:
            buffer = Buffer._owned(address, nbytes, mr, stream)
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
            context, free, ptr, size, _ = fin.detach()  # type: ignore[misc]
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
        context, free, ptr, size, _ = fin.detach()  # type: ignore[misc]
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
        self,
        dst: Buffer | None = None,
        *,
        stream: Stream | GraphBuilder | None = None,
        options: _CopyOptions | None = None,
    ) -> Buffer:
        """Copy this buffer into `dst` (a new buffer from the same resource when None), ordered
        on `stream` (None: the legacy default stream); returns `dst`. `options`
        (utils.CopyOptions: source access order, location hints, overlap mode) go with
        cuMemcpyWithAttributesAsync where this package and the driver have it (CUDA 13.2);
        elsewhere STREAM and ANY are met by a plain copy and DURING_API_CALL raises
        RuntimeError. Options are refused (TypeError) with the legacy default stream and on a
        capturing stream, as cuda.core refuses them."""
        src = self._address  # a closed buffer raises before anything is allocated
        if options is not None:
            from ._core_utils import _check_copy_options

            _check_copy_options(options, stream, "copy_to")
        if dst is None:
            if self._mr is None:
                raise ValueError("a buffer without a memory resource needs a dst to copy to")
            dst = self._mr.allocate(self._size, stream)
        if dst._size != self._size:
            raise ValueError(f"buffer sizes differ: {self._size} bytes to {dst._size}")
        if options is None:
            self._copy(dst._address, src, self._size, stream)
        else:
            from ._core_utils import _buffer_copy

            _buffer_copy(dst._address, src, self._size, stream, options)
        return dst

    def copy_from(
        self,
        src: Buffer,
        *,
        stream: Stream | GraphBuilder | None = None,
        options: _CopyOptions | None = None,
    ) -> None:
        """Copy `src` into this buffer, ordered on `stream` (None: the legacy default stream),
        with `options` as copy_to takes them."""
        if src._size != self._size:
            raise ValueError(f"buffer sizes differ: {src._size} bytes to {self._size}")
        if options is None:
            self._copy(self._address, src._address, self._size, stream)
            return
        from ._core_utils import _buffer_copy, _check_copy_options

        _check_copy_options(options, stream, "copy_from")
        _buffer_copy(self._address, src._address, self._size, stream, options)

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
            _stream_wait(stream, _stream_handle(self._stream))
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


def _stream_wait(consumer: int, producer: int) -> None:
    """Make stream `consumer` wait for what is queued on `producer` so far (an event recorded on
    one, waited on by the other, destroyed): the stream hand-off of DLPack and the CUDA Array
    Interface. Nothing when they are the same stream."""
    if consumer == producer:
        return
    event = int(_d.cuEventCreate(int(_d.CU_EVENT_DISABLE_TIMING)))
    try:
        _d.cuEventRecord(event, producer)
        _d.cuStreamWaitEvent(consumer, event, 0)
    finally:
        _d.cuEventDestroy(event)


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


class _AccessedBy(_MutableSet):  # type: ignore[type-arg]
    """A managed buffer's set_accessed_by advice, as a live set: reading asks the driver
    (cuMemRangeGetAttribute), add() and discard() advise it (cuMemAdvise)."""

    __slots__ = ("_buf",)

    def __init__(self, buf: ManagedBuffer) -> None:
        self._buf = buf

    @classmethod
    def _from_iterable(cls, it: _Any) -> set[Device | Host]:  # type: ignore[override]
        return set(it)  # &, |, ^ make plain sets

    def __contains__(self, location: object) -> bool:
        return isinstance(location, (Device, Host)) and location in self._buf._accessed_by()

    def __iter__(self) -> _Any:
        return iter(self._buf._accessed_by())

    def __len__(self) -> int:
        return len(self._buf._accessed_by())

    def add(self, location: Device | Host) -> None:
        """Advise that `location` accesses the buffer (CU_MEM_ADVISE_SET_ACCESSED_BY)."""
        if not isinstance(location, (Device, Host)):
            raise TypeError(f"expected Device or Host, got {type(location).__name__}")
        self._buf._advise("CU_MEM_ADVISE_SET_ACCESSED_BY", location)

    def discard(self, location: Device | Host) -> None:
        """Take the advice back (CU_MEM_ADVISE_UNSET_ACCESSED_BY); a location that can never be
        in the set (not a Device or Host, a NUMA node) is ignored, as sets do."""
        if not isinstance(location, (Device, Host)):
            return
        if isinstance(location, Host) and (
            location._numa_id is not None or location._is_numa_current
        ):
            return
        self._buf._advise("CU_MEM_ADVISE_UNSET_ACCESSED_BY", location)

    def __repr__(self) -> str:
        return f"AccessedBySetProxy({set(self._buf._accessed_by())!r})"


# Advice -> the location kinds it takes, and whether it takes none (cuda.core's table).
_ADVICE = {
    "CU_MEM_ADVISE_SET_READ_MOSTLY": (("device", "host", "host_numa"), True),
    "CU_MEM_ADVISE_UNSET_READ_MOSTLY": (("device", "host", "host_numa"), True),
    "CU_MEM_ADVISE_SET_PREFERRED_LOCATION": (tuple(_LOCATION_TYPES), False),
    "CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION": (("device", "host", "host_numa"), True),
    "CU_MEM_ADVISE_SET_ACCESSED_BY": (("device", "host"), False),
    "CU_MEM_ADVISE_UNSET_ACCESSED_BY": (("device", "host"), False),
}


class ManagedBuffer(Buffer):
    """A Buffer of managed (unified) memory with cuda.core's advice and prefetch API: from a
    ManagedMemoryResource, or wrapping managed memory allocated elsewhere (from_handle).
    `read_mostly`, `preferred_location` and `accessed_by` read the driver's advice for the
    range (cuMemRangeGetAttribute) and set it (cuMemAdvise); `prefetch` migrates the range to
    a Device or a Host (cuMemPrefetchAsync), `discard` drops its pages and `discard_prefetch`
    does both (CUDA 13's cuMemDiscardBatchAsync, cuMemDiscardAndPrefetchBatchAsync). Where the
    release has only the calls that take a device ordinal (CUDA 11.8), a host NUMA node
    (`Host(numa_id=...)`, `Host.numa_current()`) raises TypeError."""

    __slots__ = ()

    @classmethod
    def from_handle(
        cls,
        ptr: int,
        size: int,
        mr: MemoryResource | None = None,
        owner: object = None,
        *,
        stream: Stream | GraphBuilder | None = None,
    ) -> ManagedBuffer:
        """A ManagedBuffer for managed memory at `ptr`: freed through `mr.deallocate` once
        (on `stream`) when `mr` is given, otherwise never (`owner` is kept alive with it)."""
        address = int(ptr)
        nbytes = _size(size)
        if mr is not None:
            buffer = cls._owned(address, nbytes, mr, stream)
            buffer._owner = owner
            buffer._kind = _kDLCUDAManaged
            return buffer  # type: ignore[return-value]
        return cls._new(address, nbytes, None, owner, _managed_kind(address), 0)  # type: ignore[return-value]

    def _range(self, what: str) -> tuple[int, int]:
        if self._ptr is None:
            raise RuntimeError("Buffer has been closed")
        if not self.is_managed:
            raise ValueError(f"{what} requires a managed-memory allocation")
        return self._ptr, self._size

    def _attribute(self, name: str) -> int:
        if self._ptr is None:
            raise RuntimeError("Buffer has been closed")
        return int(_d.cuMemRangeGetAttribute(getattr(_d, name), self._ptr, self._size))

    def _advise(self, advice: str, location: Device | Host | None) -> None:
        ptr, size = self._range("advise")
        kinds, takes_none = _ADVICE[advice]
        if location is None:
            if not takes_none:
                raise ValueError("location is required")
            kind, ident = "host", 0  # ignored by the driver, which still checks it
        else:
            kind, ident = _location_kind(location)
            if kind not in kinds:
                raise ValueError(f"advise {advice} does not support location_type='{kind}'")
        call = _r.ADVISE_AT_LOCATION
        if call is not None:
            call(ptr, size, getattr(_d, advice), _mem_location(kind, ident))
        else:
            _d.cuMemAdvise(ptr, size, getattr(_d, advice), _legacy_device(kind, ident))

    def _accessed_by(self) -> list[Device | Host]:
        if self._ptr is None:
            raise RuntimeError("Buffer has been closed")
        found = _d.cuMemRangeGetAttribute(
            _d.CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY, self._ptr, self._size
        )
        return [Host() if v == -1 else Device(v) for v in found if v != -2]

    @property
    def read_mostly(self) -> bool:
        """Whether set_read_mostly advice applies to the range."""
        return self._attribute("CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY") != 0

    @read_mostly.setter
    def read_mostly(self, value: bool) -> None:
        advice = "CU_MEM_ADVISE_SET_READ_MOSTLY" if value else "CU_MEM_ADVISE_UNSET_READ_MOSTLY"
        self._advise(advice, None)

    @property
    def preferred_location(self) -> Device | Host | None:
        """The range's preferred location (set_preferred_location advice), or None. Releases
        without CUmemLocation attributes (11.8) say a host node as Host()."""
        if _r.ADVISE_AT_LOCATION is None:
            ident = self._attribute("CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION")
            if ident == -2:
                return None
            return Host() if ident == -1 else Device(ident)
        kind = self._attribute("CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE")
        ident = self._attribute("CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_ID")
        if kind == int(_d.CU_MEM_LOCATION_TYPE_DEVICE):
            return Device(ident)
        if kind == int(_d.CU_MEM_LOCATION_TYPE_HOST):
            return Host()
        if kind == int(_d.CU_MEM_LOCATION_TYPE_HOST_NUMA):
            return Host(numa_id=ident)
        if kind == int(_d.CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT):
            return Host.numa_current()
        return None

    @preferred_location.setter
    def preferred_location(self, value: Device | Host | None) -> None:
        if value is None:
            self._advise("CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION", None)
        else:
            self._advise("CU_MEM_ADVISE_SET_PREFERRED_LOCATION", value)

    @property
    def accessed_by(self) -> _AccessedBy:
        """The locations set_accessed_by advice names, as a live set (add, discard)."""
        if self._ptr is None:
            raise RuntimeError("Buffer has been closed")
        return _AccessedBy(self)

    @accessed_by.setter
    def accessed_by(self, locations: _Iterable[Device | Host]) -> None:
        if self._ptr is None:
            raise RuntimeError("Buffer has been closed")
        wanted: set[Device | Host] = set()
        for location in locations:  # all checked before any advice is given
            if not isinstance(location, (Device, Host)):
                raise TypeError(
                    f"accessed_by entries must be Device or Host, got {type(location).__name__}"
                )
            kind, _ = _location_kind(location)
            if kind not in ("device", "host"):
                raise ValueError(
                    f"advise CU_MEM_ADVISE_SET_ACCESSED_BY does not support location_type='{kind}'"
                )
            wanted.add(location)
        current = set(self._accessed_by())
        for location in current - wanted:
            self._advise("CU_MEM_ADVISE_UNSET_ACCESSED_BY", location)
        for location in wanted - current:
            self._advise("CU_MEM_ADVISE_SET_ACCESSED_BY", location)

    def _on_stream(self, stream: object, fn: _Any, *args: _Any) -> None:
        handle = _stream_handle(_stream_arg(stream))
        pushed = _push_stream_context(handle)  # a stream of another device than the current
        try:
            fn(*args, handle)
        finally:
            if pushed:
                _d.cuCtxPopCurrent()

    def prefetch(self, location: Device | Host, *, stream: Stream | GraphBuilder) -> None:
        """Migrate the range to `location` (a Device or a Host), ordered on `stream`."""
        ptr, size = self._range("prefetch")
        kind, ident = _location_kind(location)
        call = _r.PREFETCH_TO_LOCATION
        if call is not None:
            self._on_stream(stream, call, ptr, size, _mem_location(kind, ident), 0)
        else:
            self._on_stream(stream, _d.cuMemPrefetchAsync, ptr, size, _legacy_device(kind, ident))

    def _need_discard(self) -> None:
        if not _r.DISCARD:
            raise NotImplementedError(
                "discard needs cuMemDiscardBatchAsync and cuMemDiscardAndPrefetchBatchAsync, "
                f"which CUDA {CUDA_RELEASE} does not declare"
            )

    def discard(self, *, stream: Stream | GraphBuilder) -> None:
        """Drop the range's resident pages, ordered on `stream`: their contents are undefined
        after (CUDA 13's cuMemDiscardBatchAsync)."""
        ptr, size = self._range("discard")
        self._need_discard()
        self._on_stream(stream, _d.cuMemDiscardBatchAsync, [ptr], [size], 0)

    def discard_prefetch(self, location: Device | Host, *, stream: Stream | GraphBuilder) -> None:
        """Drop the range's pages and prefetch it to `location`, ordered on `stream` (CUDA 13's
        cuMemDiscardAndPrefetchBatchAsync)."""
        ptr, size = self._range("discard_prefetch")
        kind, ident = _location_kind(location)
        self._need_discard()
        where = _mem_location(kind, ident)
        self._on_stream(
            stream, _d.cuMemDiscardAndPrefetchBatchAsync, [ptr], [size], [where], [0], 0
        )


def _managed_kind(ptr: int) -> int:
    """The DLPack device type of memory at `ptr`, managed memory known as such."""
    try:
        if int(_d.cuPointerGetAttribute(_d.CU_POINTER_ATTRIBUTE_IS_MANAGED, ptr)):
            return _kDLCUDAManaged
    except CUDAError:
        pass
    return _pointer_kind(ptr)


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
    """A DLPack capsule of `buffer`'s bytes (uint8, 1-D)."""
    return _dlpack_export(
        buffer,
        buffer._address,
        buffer.__dlpack_device__(),
        (buffer._size,),
        None,
        (0, 8, 1),  # kDLInt, 8 bits, 1 lane: bytes as cuda.core exports them (int8)
        versioned,
    )


def _dlpack_export(
    keep: object,
    data: int,
    device: tuple[int, int],
    shape: tuple[int, ...],
    strides: tuple[int, ...] | None,
    dtype: tuple[int, int, int],
    versioned: bool,
    readonly: bool = False,
) -> object:
    """A DLPack capsule of the tensor at `data` (`strides` in elements, None: C-contiguous;
    `dtype`: DLPack's (code, bits, lanes)), which keeps `keep` alive until its consumer's
    deleter (or, unconsumed, its own destructor) runs."""
    ndim = len(shape)
    shape_array = (_c.c_int64 * max(ndim, 1))(*shape)
    strides_array = None if strides is None else (_c.c_int64 * max(ndim, 1))(*strides)
    managed: _Any = _DLManagedTensorVersioned() if versioned else _DLManagedTensor()
    tensor = managed.dl_tensor
    tensor.data = data or None
    tensor.device = _DLDevice(*device)
    tensor.ndim = ndim
    tensor.dtype = _DLDataType(*dtype)
    tensor.shape = shape_array if ndim else None
    tensor.strides = strides_array if ndim else None
    tensor.byte_offset = 0
    with _EXPORTS_LOCK:
        key = _NEXT_EXPORT[0]
        _NEXT_EXPORT[0] += 1
        _EXPORTS[key] = (keep, managed, shape_array, strides_array)
    managed.manager_ctx = key
    if versioned:
        managed.version = _DLPackVersion(1, 0)
        managed.flags = _DLPACK_READ_ONLY if readonly else 0
        managed.deleter = _DELETER_VERSIONED
        return _PyCapsule_New(_c.addressof(managed), b"dltensor_versioned", _DESTRUCTOR_VERSIONED)
    managed.deleter = _DELETER_UNVERSIONED
    return _PyCapsule_New(_c.addressof(managed), b"dltensor", _DESTRUCTOR_UNVERSIONED)


_DLPACK_READ_ONLY = 1  # DLPACK_FLAG_BITMASK_READ_ONLY


def _dlpack_tensor(capsule: object) -> tuple[_DLTensor, bool]:
    """(the tensor, whether it is read-only) of an unconsumed DLPack capsule, read in place:
    valid as long as the capsule lives (it keeps the memory alive)."""
    pointer = _c.c_void_p(id(capsule))
    if _PyCapsule_IsValid(pointer, b"dltensor_versioned"):
        versioned = _DLManagedTensorVersioned.from_address(
            _PyCapsule_GetPointer(pointer, b"dltensor_versioned")
        )
        return versioned.dl_tensor, bool(versioned.flags & _DLPACK_READ_ONLY)
    if _PyCapsule_IsValid(pointer, b"dltensor"):
        managed = _DLManagedTensor.from_address(_PyCapsule_GetPointer(pointer, b"dltensor"))
        return managed.dl_tensor, False
    raise TypeError("__dlpack__ did not return a DLPack capsule")


def _read_dlpack(capsule: object) -> tuple[int, int, int, int]:
    """(address, nbytes, device type, device id) of a DLPack capsule's contiguous tensor,
    read without consuming it (the capsule keeps the memory alive)."""
    tensor, _ = _dlpack_tensor(capsule)
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


# What NVVM does not take (ProgramOptions.as_bytes("nvvm") raises naming each that is set):
# (field, whether any value but None counts as set, else only a true one), as cuda.core decides.
_NOT_NVVM = (
    ("relocatable_device_code", True),
    ("extensible_whole_program", False),
    ("lineinfo", False),
    ("ptxas_options", True),
    ("max_register_count", True),
    ("use_fast_math", False),
    ("extra_device_vectorization", False),
    ("gen_opt_lto", False),
    ("define_macro", True),
    ("undefine_macro", True),
    ("include_path", True),
    ("use_bundled_headers", False),
    ("pre_include", True),
    ("no_source_include", False),
    ("std", True),
    ("builtin_move_forward", True),
    ("builtin_initializer_list", True),
    ("disable_warnings", False),
    ("restrict", False),
    ("device_as_default_execution_space", False),
    ("device_int128", False),
    ("optimization_info", True),
    ("no_display_error_number", False),
    ("diag_error", True),
    ("diag_suppress", True),
    ("diag_warn", True),
    ("brief_diagnostics", True),
    ("time", True),
    ("split_compile", True),
    ("fdevice_syntax_only", False),
    ("minimal", False),
)


@_dataclass
class ProgramOptions:
    """NVRTC (and NVVM) options, as cuda.core 1.2.2 names them; None leaves the compiler's
    default. `arch` defaults to the current device's ("sm_90"), read when the options are
    turned into flags (cuda.core reads it when the options are made). `as_bytes("nvrtc")` gives
    the flags cuda.core gives for the same options; `as_options()` the ones Program.compile
    passes (the same, as str, with a bare "90" arch spelled "sm_90"). `extra_options` (ours)
    are appended as they are."""

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
    define_macro: (
        str
        | tuple[str, str]
        | list[str | tuple[str, str]]
        | tuple[str | tuple[str, str], ...]
        | None
    ) = None
    undefine_macro: str | list[str] | tuple[str, ...] | None = None
    include_path: str | list[str] | tuple[str, ...] | None = None
    use_bundled_headers: bool | None = None
    pre_include: str | list[str] | tuple[str, ...] | None = None
    no_source_include: bool | None = None
    std: str | None = None
    builtin_move_forward: bool | None = None
    builtin_initializer_list: bool | None = None
    disable_warnings: bool | None = None
    restrict: bool | None = None
    device_as_default_execution_space: bool | None = None
    device_int128: bool | None = None
    optimization_info: str | None = None
    no_display_error_number: bool | None = None
    diag_error: int | list[int] | tuple[int, ...] | None = None
    diag_suppress: int | list[int] | tuple[int, ...] | None = None
    diag_warn: int | list[int] | tuple[int, ...] | None = None
    brief_diagnostics: bool | None = None
    time: str | None = None
    split_compile: int | None = None
    fdevice_syntax_only: bool | None = None
    minimal: bool | None = None
    no_cache: bool | None = None
    fdevice_time_trace: str | None = None
    device_float128: bool | None = None
    frandom_seed: str | None = None
    ofast_compile: str | None = None
    pch: bool | None = None
    create_pch: str | None = None
    use_pch: str | None = None
    pch_dir: str | None = None
    pch_verbose: bool | None = None
    pch_messages: bool | None = None
    instantiate_templates_in_pch: bool | None = None
    extra_sources: (
        list[tuple[str, str | bytes | bytearray]]
        | tuple[tuple[str, str | bytes | bytearray], ...]
        | None
    ) = None
    use_libdevice: bool | None = None
    numba_debug: bool | None = None
    extra_options: list[str] | tuple[str, ...] | None = None

    def __post_init__(self) -> None:
        if self.name is None:
            self.name = "default_program"  # as cuda.core

    def as_bytes(self, backend: str, target_type: str | None = None) -> list[bytes]:
        """The options as flags for `backend` ("nvrtc" or "nvvm"), as cuda.core 1.2.2 spells
        them: NVVM takes a subset (CUDAError names the options it does not take) and, for
        target_type "ltoir", -gen-lto."""
        which = backend.lower()
        if which == "nvrtc":
            return [o.encode() for o in self._nvrtc_flags(self._arch())]
        if which == "nvvm":
            flags = self._nvvm_flags()
            if target_type == "ltoir" and "-gen-lto" not in flags:
                flags.append("-gen-lto")
            return [o.encode() for o in flags]
        raise ValueError(f"Unknown backend '{backend}'. Must be one of: 'nvrtc', 'nvvm'")

    def as_options(self) -> list[str]:
        """The NVRTC options Program.compile passes: as_bytes("nvrtc") as str, but that a bare
        arch ("90") is spelled "sm_90", and no -arch while `arch` is None (compile adds the
        current device's)."""
        arch = self.arch
        if arch is not None and not arch.startswith(("sm_", "compute_", "lto_")):
            arch = "sm_" + arch
        return self._nvrtc_flags(arch)

    def _arch(self) -> str:
        return self.arch if self.arch is not None else f"sm_{Device().arch}"

    def _nvrtc_flags(self, arch: str | None) -> list[str]:
        out: list[str] = [] if arch is None else [f"-arch={arch}"]

        def valued(flag: str, value: object) -> None:  # --flag=true|false, when set
            if value is not None:
                out.append(f"{flag}={'true' if value else 'false'}")

        def each(flag: str, value: object) -> None:  # --flag=v for a value or each of a list
            for item in _listed(value):
                out.append(f"{flag}={item}")

        valued("--relocatable-device-code", self.relocatable_device_code)
        if self.extensible_whole_program:
            out.append("--extensible-whole-program")
        if self.debug:
            out.append("--device-debug")
        if self.lineinfo:
            out.append("--generate-line-info")
        if self.device_code_optimize:
            out.append("--dopt=on")
        each("--ptxas-options", self.ptxas_options)
        if self.max_register_count is not None:
            out.append(f"--maxrregcount={self.max_register_count}")
        valued("--ftz", self.ftz)
        valued("--prec-sqrt", self.prec_sqrt)
        valued("--prec-div", self.prec_div)
        valued("--fmad", self.fma)
        for field, flag in (
            ("use_fast_math", "--use_fast_math"),
            ("extra_device_vectorization", "--extra-device-vectorization"),
            ("link_time_optimization", "--dlink-time-opt"),
            ("gen_opt_lto", "--gen-opt-lto"),
        ):
            if getattr(self, field):
                out.append(flag)
        out += [f"--define-macro={m}" for m in _macros(self.define_macro)]
        each("--undefine-macro", self.undefine_macro)
        if self.use_bundled_headers:  # before the include paths, as cuda.core
            out.append(f"--use-bundled-headers={_bundled_headers_dir()}")
        each("--include-path", self.include_path)
        each("--pre-include", self.pre_include)
        if self.no_source_include:
            out.append("--no-source-include")
        if self.std is not None:
            out.append(f"--std={self.std}")
        valued("--builtin-move-forward", self.builtin_move_forward)
        valued("--builtin-initializer-list", self.builtin_initializer_list)
        for field, flag in (
            ("disable_warnings", "--disable-warnings"),
            ("restrict", "--restrict"),
            ("device_as_default_execution_space", "--device-as-default-execution-space"),
            ("device_int128", "--device-int128"),
            ("device_float128", "--device-float128"),
        ):
            if getattr(self, field):
                out.append(flag)
        if self.optimization_info is not None:
            out.append(f"--optimization-info={self.optimization_info}")
        if self.no_display_error_number:
            out.append("--no-display-error-number")
        each("--diag-error", self.diag_error)
        each("--diag-suppress", self.diag_suppress)
        each("--diag-warn", self.diag_warn)
        valued("--brief-diagnostics", self.brief_diagnostics)
        if self.time is not None:
            out.append(f"--time={self.time}")
        if self.split_compile is not None:
            out.append(f"--split-compile={self.split_compile}")
        if self.fdevice_syntax_only:
            out.append("--fdevice-syntax-only")
        if self.minimal:
            out.append("--minimal")
        if self.no_cache:
            out.append("--no-cache")
        for field, flag in (
            ("fdevice_time_trace", "--fdevice-time-trace"),
            ("frandom_seed", "--frandom-seed"),
            ("ofast_compile", "--Ofast-compile"),
        ):
            value = getattr(self, field)
            if value is not None:
                out.append(f"{flag}={value}")
        if self.pch:
            out.append("--pch")
        for field, flag in (
            ("create_pch", "--create-pch"),
            ("use_pch", "--use-pch"),
            ("pch_dir", "--pch-dir"),
        ):
            value = getattr(self, field)
            if value is not None:
                out.append(f"{flag}={value}")
        valued("--pch-verbose", self.pch_verbose)
        valued("--pch-messages", self.pch_messages)
        valued("--instantiate-templates-in-pch", self.instantiate_templates_in_pch)
        if self.numba_debug:
            out.append("--numba-debug")
        out.extend(self.extra_options or ())
        return out

    def _nvvm_flags(self) -> list[str]:
        unsupported = [
            field
            for field, any_value in _NOT_NVVM
            if (getattr(self, field) is not None if any_value else getattr(self, field))
        ]
        if self.use_bundled_headers:
            _bundled_headers_dir()  # cuda.core checks NVRTC's version whatever the backend
        if unsupported:
            raise _UnsupportedOptions(
                f"The following options are not supported by NVVM backend: {', '.join(unsupported)}"
            )
        arch = self._arch()
        out = [f"-arch={'compute_' + arch[3:] if arch.startswith('sm_') else arch}"]
        if self.debug:
            out.append("-g")
        if self.device_code_optimize is not None:
            out.append("-opt=3" if self.device_code_optimize else "-opt=0")
        for field, flag in (
            ("ftz", "-ftz"),
            ("prec_sqrt", "-prec-sqrt"),
            ("prec_div", "-prec-div"),
            ("fma", "-fma"),
        ):
            value = getattr(self, field)
            if value is not None:
                out.append(f"{flag}={'1' if value else '0'}")
        if self.numba_debug:
            out.append("-numba-debug")
        return out


class _UnsupportedOptions(CUDAError):
    """Options a compiler backend does not take: a CUDAError, as cuda.core raises, though no
    CUDA call failed (its message is the whole text; `code` is -1)."""

    def __init__(self, message: str) -> None:
        Exception.__init__(self, message)
        self.code = -1
        self.name = "unsupported options"
        self.function = "ProgramOptions.as_bytes"
        self.message = message


def _listed(value: _Any) -> list[_Any]:
    if value is None:
        return []
    if isinstance(value, (list, tuple)):
        return list(value)
    return [value]


def _macros(value: object) -> list[str]:
    """define_macro as NAME or NAME=VALUE each: a str, a (name, value) pair, or a list of them;
    anything else raises RuntimeError, as cuda.core."""
    if value is None:
        return []

    def one(macro: object) -> str | None:
        if isinstance(macro, str):
            return macro
        if isinstance(macro, tuple):
            if len(macro) != 2 or not all(isinstance(v, str) for v in macro):
                raise RuntimeError(f"Expected define_macro tuple[str, str], got {macro}")
            return f"{macro[0]}={macro[1]}"
        return None

    single = one(value)
    if single is not None:
        return [single]
    union = "Union[str, tuple[str, str]]"
    if (
        isinstance(value, (list, tuple))
        and value
        and all(isinstance(m, (str, tuple)) for m in value)
    ):
        out = []
        for macro in value:
            spelled = one(macro)
            if spelled is None:
                raise RuntimeError(f"Expected define_macro {union}, got {macro}")
            out.append(spelled)
        return out
    raise RuntimeError(f"Expected define_macro {union}, list[{union}], got {value}")


def _libdevice() -> bytes:
    """libdevice.10.bc, NVIDIA's math library as NVVM bitcode: where cuda.pathfinder finds it,
    else beside an NVIDIA wheel's libNVVM (nvidia/cu*/nvvm/libdevice) or in a CUDA toolkit
    ($CUDA_HOME, $CUDA_PATH, /usr/local/cuda: nvvm/libdevice)."""
    candidates: list[str] = []
    try:
        import importlib

        pathfinder = importlib.import_module("cuda.pathfinder")
        candidates.append(str(pathfinder.find_bitcode_lib("device")))
    except Exception:  # no pathfinder, or one without bitcode libraries: look ourselves
        pass
    major = CUDA_RELEASE.split(".")[0]
    roots = [_os.path.join(p or ".", "nvidia", f"cu{major}") for p in _sys.path]
    roots += [_os.path.join(p or ".", "nvidia", "cuda_nvcc") for p in _sys.path]
    roots += [r for r in (_os.environ.get("CUDA_HOME"), _os.environ.get("CUDA_PATH")) if r]
    roots.append("/usr/local/cuda")
    candidates += [_os.path.join(r, "nvvm", "libdevice", "libdevice.10.bc") for r in roots]
    for path in candidates:
        if _os.path.isfile(path):
            with open(path, "rb") as f:
                return f.read()
    raise RuntimeError(
        "use_libdevice: libdevice.10.bc not found (cuda.pathfinder, the nvidia-nvvm wheel, "
        "$CUDA_HOME/nvvm/libdevice)"
    )


def _bundled_headers_dir() -> str:
    """Where NVRTC installs the headers it bundles (--use-bundled-headers, NVRTC 13.3 on): the
    user's cache, as cuda.core ($XDG_CACHE_HOME or ~/.cache, then
    cuda-python/nvrtc-bundled-headers)."""
    from . import nvrtc as _nvrtc

    version = tuple(_nvrtc.nvrtcVersion())
    if version < (13, 3):
        raise RuntimeError(
            f"use_bundled_headers requires NVRTC >= 13.3, but found {version[0]}.{version[1]}. "
            "Upgrade the CUDA Toolkit / driver providing libnvrtc, or set use_bundled_headers=False "
            "and supply include_path manually."
        )
    root = _os.environ.get("XDG_CACHE_HOME") or _os.path.join(_os.path.expanduser("~"), ".cache")
    return _os.path.join(root, "cuda-python", "nvrtc-bundled-headers")


class Program:
    """Source to compile: `Program(code, "c++", ProgramOptions(...)).compile("cubin")` (or
    "ptx", "ltoir") -> ObjectCode, with NVRTC. A compile error raises the NVRTC error with
    the compiler's log in its message and `.log`. A "ptx" program compiles to "cubin" with a
    Linker (nvJitLink, or the driver's cuLink*: Linker.which_backend()), or is passed through to
    a "ptx" ObjectCode (the driver JIT-compiles it when loaded). An "nvvm" program (NVVM IR, text
    or bitcode) compiles with libNVVM to "ptx" or "ltoir". The NVRTC (NVVM) program is destroyed
    once (close(), a with block, or the garbage collector). `pch_status` says whether the last
    compile made the precompiled header it was asked for (create_pch, pch)."""

    def __init__(
        self,
        code: str | bytes | bytearray,
        code_type: str = "c++",
        options: ProgramOptions | dict[str, _Any] | None = None,
    ) -> None:
        if isinstance(options, dict):  # as cuda.core: the ProgramOptions fields by name
            options = ProgramOptions(**options)
        self._options = options or ProgramOptions()
        self._code_type = code_type.lower()
        self._handle: int | None = None
        self._finalizer: _Finalizer | None = None
        self._pch_status: str | None = None
        self._code = bytes(code) if isinstance(code, (bytes, bytearray)) else code.encode()
        if self._code_type == "nvvm":
            self._init_nvvm()
            return
        if self._code_type == "ptx":
            if self._options.extra_sources is not None:
                raise ValueError("extra_sources is not supported by the PTX backend.")
            if self._options.numba_debug:
                import warnings

                warnings.warn(
                    "ProgramOptions.numba_debug is ignored for code_type='ptx' (the driver "
                    "JIT-compiles PTX; no compiler here takes the option)",
                    UserWarning,
                    stacklevel=2,
                )
            return
        if self._code_type not in ("c++", "cu", "cuda"):
            raise ValueError(f"code_type must be 'c++', 'ptx' or 'nvvm', got {code_type!r}")
        if self._options.extra_sources is not None:
            raise ValueError("extra_sources is not supported by the NVRTC backend (C++ code_type)")
        from . import nvrtc as _nvrtc

        self._nvrtc = _nvrtc
        self._create()

    def _create(self) -> None:
        """A new NVRTC program of the code (destroying the one before, if any)."""
        if self._finalizer is not None:
            self._finalizer()
        nv = self._nvrtc
        self._handle = int(
            nv.nvrtcCreateProgram(self._code, self._options.name or "default_program", None, None)
        )
        self._finalizer = _finalizer(self, None, nv.nvrtcDestroyProgram, self._handle)

    def _init_nvvm(self) -> None:
        """An NVVM program of the IR (text or bitcode) and of `extra_sources`, as cuda.core."""
        try:
            from . import nvvm as _nvvm
        except ImportError:
            raise NotImplementedError(
                f"the package of CUDA {CUDA_RELEASE} binds no NVVM: code_type 'nvvm' needs 12.9 on"
            ) from None
        modules = [(self._code, self._options.name or "default_program")]
        extra = self._options.extra_sources
        if extra is not None:
            if not isinstance(extra, (list, tuple)):
                raise TypeError(
                    "extra_sources must be a sequence of 2-tuples: "
                    "((name1, source1), (name2, source2), ...)"
                )
            for i, module in enumerate(extra):
                if not isinstance(module, tuple) or len(module) != 2:
                    raise TypeError(
                        "Each extra module must be a 2-tuple (name, source), "
                        f"got {type(module).__name__} at index {i}"
                    )
                name, source = module
                if not isinstance(name, str):
                    raise TypeError(
                        f"Module name at index {i} must be a string, got {type(name).__name__}"
                    )
                if isinstance(source, str):
                    source = source.encode()
                elif not isinstance(source, (bytes, bytearray)):
                    raise TypeError(
                        f"Module source at index {i} must be str (textual LLVM IR), bytes "
                        f"(textual LLVM IR or bitcode), or bytearray, got {type(source).__name__}"
                    )
                if not source:
                    raise ValueError(f"Module source for '{name}' (index {i}) cannot be empty")
                modules.append((bytes(source), name))
        self._nvvm = _nvvm
        self._lock = _threading.Lock()
        self._libdevice_added = False
        self._handle = int(_nvvm.nvvmCreateProgram())
        self._finalizer = _finalizer(self, None, _nvvm.nvvmDestroyProgram, self._handle)
        for source, name in modules:
            _nvvm.nvvmAddModuleToProgram(self._handle, source, len(source), name)

    @property
    def backend(self) -> _CompilerBackendType:
        """The compiler, cuda.core's CompilerBackendType (a str enum): "NVRTC", "NVVM", or for
        a PTX program the Linker's backend ("nvJitLink" or "driver")."""
        if self._code_type == "ptx":
            return Linker.which_backend()
        if self._code_type == "nvvm":
            return _CompilerBackendType.NVVM
        return _CompilerBackendType.NVRTC

    @property
    def handle(self) -> int | None:
        """The nvrtcProgram (nvvmProgram for NVVM IR), as an int (None for a PTX program)."""
        return self._handle

    @property
    def is_closed(self) -> bool:
        return self._code_type != "ptx" and self._handle is None

    @property
    def pch_status(self) -> str | None:
        """What the last compile did of the precompiled header its options asked for
        (create_pch or pch): "created", "not_attempted" or "failed" (nvrtcGetPCHCreateStatus);
        None when none was asked for, before compiling, for a PTX program, or where the
        package's NVRTC does not declare nvrtcGetPCHCreateStatus (before CUDA 12.8). When the
        PCH heap was too small, compile has grown it (nvrtcSetPCHHeapSize) and compiled again."""
        return self._pch_status

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
        *,
        cache: _ProgramCacheResource | None = None,
    ) -> ObjectCode:
        """Compile to `target_type` ("cubin", "ptx" or "ltoir"). `name_expressions` (C++ names,
        "f<int>") are looked up after compiling, so `get_kernel` takes them as written.
        `logs`, if given, has the compiler log written to it (`.write`). `cache` (a
        utils.ProgramCacheResource) is asked first, by utils.make_program_cache_key: a hit is
        returned without compiling (and without a log), a miss compiled and stored; it cannot
        go with `name_expressions` (the cache keeps no symbol mapping)."""
        target = target_type.lower()
        if target not in ("cubin", "ptx", "ltoir"):
            raise ValueError(f"target_type must be 'cubin', 'ptx' or 'ltoir', got {target_type!r}")
        name = self._options.name or ""
        if cache is not None:
            if name_expressions:
                raise ValueError(
                    "Program.compile(cache=...) cannot take name_expressions: the cache stores "
                    "the binary alone, without the symbol mapping get_kernel(name_expression) "
                    "needs; compile without cache="
                )
            from ._core_utils import make_program_cache_key

            key = make_program_cache_key(
                code=self._code,
                code_type=self._code_type,
                options=self._options,
                target_type=target,
            )
            data = cache.get(key)
            if data is not None:
                return ObjectCode._init(bytes(data), target, name)
            compiled = self.compile(target, (), logs)
            cache[key] = compiled
            return compiled
        if self._code_type == "ptx":
            if target == "ptx":
                return ObjectCode._init(self._code, "ptx", name)
            return self._link_ptx(target)
        if self._handle is None:
            raise RuntimeError("the program is closed")
        if self._code_type == "nvvm":
            return self._compile_nvvm(target, logs)
        options = self._options.as_options()
        if self._options.arch is None:
            options.insert(0, f"-arch=sm_{Device().arch}")
        if target == "ltoir" and not {"-dlto", "--dlink-time-opt"} & set(options):
            options.append("-dlto")
        code = self._compiled(target, name_expressions, logs, options)
        nv = self._nvrtc
        wants_pch = bool(self._options.create_pch) or bool(self._options.pch)
        if not wants_pch or not hasattr(nv, "nvrtcGetPCHCreateStatus"):
            self._pch_status = None
            return code
        status = self._read_pch_status()
        if status is None:  # the PCH heap is too small: grow it, compile a new program again
            nv.nvrtcSetPCHHeapSize(nv.nvrtcGetPCHHeapSizeRequired(self._handle))
            self._create()
            code = self._compiled(target, name_expressions, logs, options)
            status = self._read_pch_status() or "failed"
        self._pch_status = status
        return code

    def _link_ptx(self, target: str) -> ObjectCode:
        """PTX to a cubin with a Linker (nvJitLink, or the driver's cuLink*), the options
        translated as cuda.core translates them."""
        if target != "cubin":
            raise ValueError(
                f"Unsupported target_type=\"{target}\" for a PTX program (supported: 'cubin', 'ptx')"
            )
        o = self._options
        options = LinkerOptions(
            name=o.name,
            arch=o.arch,
            max_register_count=o.max_register_count,
            time=True if o.time else None,
            link_time_optimization=o.link_time_optimization,
            debug=o.debug,
            lineinfo=o.lineinfo,
            ftz=o.ftz,
            prec_div=o.prec_div,
            prec_sqrt=o.prec_sqrt,
            fma=o.fma,
            split_compile=o.split_compile,
            ptxas_options=o.ptxas_options,
            no_cache=o.no_cache,
        )
        with Linker(ObjectCode._init(self._code, "ptx", o.name or ""), options=options) as linker:
            return linker.link("cubin")

    def _compile_nvvm(self, target: str, logs: object) -> ObjectCode:
        """NVVM IR to PTX or LTO-IR: verified, libdevice added once if asked for, compiled."""
        if target not in ("ptx", "ltoir"):
            raise ValueError(
                f"Unsupported target_type=\"{target}\" for NVVM (supported: 'ptx', 'ltoir')"
            )
        nv, handle = self._nvvm, self._handle
        options = [o.decode() for o in self._options.as_bytes("nvvm", target)]
        with self._lock:
            nv.nvvmVerifyProgram(handle, options)
            if self._options.use_libdevice and not self._libdevice_added:
                libdevice = _libdevice()
                nv.nvvmLazyAddModuleToProgram(handle, libdevice, len(libdevice), None)
                self._libdevice_added = True
            nv.nvvmCompileProgram(handle, options)
            code = nv.nvvmGetCompiledResult(handle)
            if logs is not None:
                log = nv.nvvmGetProgramLog(handle)
                if log and log.strip("\0"):
                    logs.write(log)  # type: ignore[attr-defined]
        if target == "ptx":
            code = ObjectCode._read(code.rstrip(b"\0"), True)
        return ObjectCode._init(code, target, self._options.name or "")

    def _compiled(
        self, target: str, name_expressions: _Sequence[str], logs: object, options: list[str]
    ) -> ObjectCode:
        """Compile the NVRTC program once and read back its `target` code."""
        nv, handle = self._nvrtc, self._handle
        for expression in name_expressions:
            nv.nvrtcAddNameExpression(handle, expression)
        nv.nvrtcCompileProgram(handle, options)  # a failure raises with the log
        if logs is not None:
            log = nv.nvrtcGetProgramLog(handle)
            if log:
                logs.write(log)  # type: ignore[attr-defined]
        mapping = {expr: nv.nvrtcGetLoweredName(handle, expr) for expr in name_expressions}
        if target == "cubin":
            code = nv.nvrtcGetCUBIN(handle)
        elif target == "ltoir":
            if not _r.NVRTC_LTOIR:
                raise NotImplementedError(f"NVRTC of CUDA {CUDA_RELEASE} has no nvrtcGetLTOIR")
            code = nv.nvrtcGetLTOIR(handle)
        else:
            code = nv.nvrtcGetPTX(handle)
        return ObjectCode._init(code, target, self._options.name or "", mapping)

    def _read_pch_status(self) -> str | None:
        """nvrtcGetPCHCreateStatus as cuda.core words it; None: the heap was exhausted."""
        nv = self._nvrtc
        try:
            nv.nvrtcGetPCHCreateStatus(self._handle)
        except nv.NvrtcErrorPchCreateHeapExhausted:
            return None
        except nv.NvrtcErrorNoPchCreateAttempted:
            return "not_attempted"
        except nv.NVRTCError:
            return "failed"
        return "created"


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

    @staticmethod
    def from_object(
        module: bytes | str | _os.PathLike[str],
        *,
        name: str = "",
        symbol_mapping: dict[str, str] | None = None,
    ) -> ObjectCode:
        """A relocatable device object (bytes, as `nvcc -dc` writes a .o) or a path to one: to
        be linked by a Linker (NVJITLINK_INPUT_OBJECT, CU_JIT_INPUT_OBJECT)."""
        return ObjectCode._init(ObjectCode._read(module, False), "object", name, symbol_mapping)

    @staticmethod
    def from_library(
        module: bytes | str | _os.PathLike[str],
        *,
        name: str = "",
        symbol_mapping: dict[str, str] | None = None,
    ) -> ObjectCode:
        """A library of device objects (bytes of a .a, as `nvcc -lib` writes) or a path to one:
        to be linked by a Linker (NVJITLINK_INPUT_LIBRARY, CU_JIT_INPUT_LIBRARY)."""
        return ObjectCode._init(ObjectCode._read(module, False), "library", name, symbol_mapping)

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
                if self._code_type in ("ltoir", "object", "library"):
                    raise NotImplementedError(
                        f"{self._code_type!r} code must be linked (Linker) before it can be loaded"
                    )
                context = Device().context
                module = int(_in_context(context, _d.cuModuleLoadData, self._code))
                self._module = module
                self._finalizer = _finalizer(self, context, _d.cuModuleUnload, module)
            return self._module

    def get_module(self) -> int:
        """The CUmodule, as an int, for driver calls that take one (cuModuleGetGlobal, ...):
        `handle`, loaded now if it was not (as get_kernel loads it). cuda.core bridges its
        CUlibrary to a CUmodule with cuLibraryGetModule; ours is the module itself. After
        close() it is loaded again, as get_kernel does."""
        return self._load()

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


# --- linking: nvJitLink, or the driver's cuLink* ------------------------------------------

from enum import StrEnum as _StrEnum  # noqa: E402 - beside its users: this section stands alone


class _CompilerBackendType(_StrEnum):
    """cuda.core's CompilerBackendType (cuda.core.typing): the compiler or linker a Program or
    Linker uses. Its members are strs equal to cuda.core's values ("nvJitLink", "driver")."""

    NVRTC = "NVRTC"
    NVVM = "NVVM"
    NVJITLINK = "nvJitLink"
    DRIVER = "driver"


# The linking backend, decided at the first Linker (or which_backend()) of the process, as
# cuda.core decides it once; None until then. Set it to _CompilerBackendType.DRIVER to link with
# the driver where nvJitLink would serve (the tests do; cuda.core has no public switch).
_LINKER_BACKEND: _CompilerBackendType | None = None


def _linker_backend() -> _CompilerBackendType:
    """nvJitLink where the package binds it (12.9 on), its library loads and it is 12.3 or newer
    (it has nvJitLinkVersion: cuda.core's test); else the driver's cuLink*, with cuda.core's
    RuntimeWarning when the package binds nvJitLink but this machine cannot use it."""
    global _LINKER_BACKEND
    backend = _LINKER_BACKEND
    if backend is not None:
        return backend
    backend = _CompilerBackendType.DRIVER
    if _r.NVJITLINK:
        from . import nvjitlink as _jl

        try:
            _jl.nvJitLinkVersion()  # loads the library; missing before nvJitLink 12.3
            backend = _CompilerBackendType.NVJITLINK
        except (_jl.DriverNotFoundError, _jl.FunctionNotFoundError) as exc:
            import warnings

            why = str(exc).splitlines()[0].split(" Tried")[0].rstrip(".")  # library or function
            warnings.warn(
                f"nvJitLink is not installed or too old (<12.3): {why}. Therefore it is not "
                "usable and the culink APIs will be used instead.",
                RuntimeWarning,
                stacklevel=3,
            )
    _LINKER_BACKEND = backend
    return backend


# cuLinkCreate's log buffers: cuda.core's size, 4 MiB each (the info log, then the error log).
_LINK_LOG_SIZE = 4194304


@_dataclass
class LinkerOptions:
    """Linker options, as cuda.core 1.2.2 names them; None leaves the linker's default. Each is
    an nvJitLink flag (`as_bytes()`) or, with the driver's linker, a CUjit_option of
    cuLinkCreate, as cuda.core maps them: arch -> CU_JIT_TARGET, max_register_count ->
    CU_JIT_MAX_REGISTERS, verbose -> CU_JIT_LOG_VERBOSE, link_time_optimization -> CU_JIT_LTO,
    optimization_level -> CU_JIT_OPTIMIZATION_LEVEL, debug -> CU_JIT_GENERATE_DEBUG_INFO,
    lineinfo -> CU_JIT_GENERATE_LINE_INFO, no_cache -> CU_JIT_CACHE_MODE (none); the driver
    refuses time, ptx, ptxas_options, split_compile and split_compile_extended (ValueError) and
    ignores ftz, prec_div, prec_sqrt, fma, kernels_used, variables_used and
    optimize_unused_variables (DeprecationWarning). `arch` defaults to the current device's
    ("sm_90"; with the driver, its context's target), read when a Linker is made. `name` names
    the linked ObjectCode. `as_options()` gives the nvJitLink flags Linker passes (`as_bytes()`'s,
    as str, with a bare "90" arch spelled "sm_90"). `numba_debug` does nothing (no linker takes
    it) and, as in cuda.core, setting it warns (DeprecationWarning)."""

    name: str | None = "<default linker>"
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
    split_compile_extended: int | None = None
    no_cache: bool | None = None
    numba_debug: bool | None = None

    def __post_init__(self) -> None:
        if self.numba_debug is not None:
            import warnings

            warnings.warn(
                "numba_debug is not supported by any linking backend and is ignored. "
                "LinkerOptions.numba_debug is deprecated (as in cuda.core 1.2); use "
                "ProgramOptions.numba_debug on an NVVM or NVRTC compilation path instead.",
                DeprecationWarning,
                stacklevel=3,
            )

    def as_bytes(self, backend: str = "nvjitlink") -> list[bytes]:
        """nvJitLink's flags for these options, as cuda.core 1.2.2 spells them (RuntimeError
        where Linker links with the driver: nvJitLink is not there to take them)."""
        if backend.lower() != "nvjitlink":
            raise ValueError(f"as_bytes() only supports 'nvjitlink' backend, got '{backend}'")
        if _linker_backend() is not _CompilerBackendType.NVJITLINK:
            raise RuntimeError("nvJitLink backend is not available")
        arch = self.arch if self.arch is not None else f"sm_{Device().arch}"
        return [o.encode() for o in self._flags(arch)]

    def as_options(self) -> list[str]:
        """The nvJitLink options Linker passes (no -arch while `arch` is None: Linker
        fills it with the current device's)."""
        arch = self.arch
        if arch is not None and not arch.startswith(("sm_", "compute_", "lto_")):
            arch = "sm_" + arch
        return self._flags(arch)

    def _flags(self, arch: str | None) -> list[str]:
        out: list[str] = [] if arch is None else [f"-arch={arch}"]
        if self.max_register_count is not None:
            out.append(f"-maxrregcount={int(self.max_register_count)}")
        for field, flag in (
            ("time", "-time"),
            ("verbose", "-verbose"),
            ("link_time_optimization", "-lto"),
            ("ptx", "-ptx"),
        ):
            if getattr(self, field):
                out.append(flag)
        if self.optimization_level is not None:
            out.append(f"-O{int(self.optimization_level)}")
        if self.debug:
            out.append("-g")
        if self.lineinfo:
            out.append("-lineinfo")
        for field, flag in (
            ("ftz", "-ftz"),
            ("prec_div", "-prec-div"),
            ("prec_sqrt", "-prec-sqrt"),
            ("fma", "-fma"),
        ):
            value = getattr(self, field)
            if value is not None:
                out.append(f"{flag}={'true' if value else 'false'}")
        for item in _listed(self.kernels_used):
            out.append(f"-kernels-used={item}")
        for item in _listed(self.variables_used):
            out.append(f"-variables-used={item}")
        if self.optimize_unused_variables:
            out.append("-optimize-unused-variables")
        for item in _listed(self.ptxas_options):
            out.append(f"-Xptxas={item}")
        if self.split_compile is not None:
            out.append(f"-split-compile={int(self.split_compile)}")
        if self.split_compile_extended is not None:
            out.append(f"-split-compile-extended={int(self.split_compile_extended)}")
        if self.no_cache:
            out.append("-no-cache")
        return out

    def _driver_options(self, stacklevel: int) -> tuple[list[int], list[_Any]]:
        """cuLinkCreate's (CUjit_option keys, values) for these options, as cuda.core 1.2.2 maps
        them: the info and error log buffers first (two ctypes buffers of _LINK_LOG_SIZE bytes,
        each with its size), then one key per option set. Options the driver's linker does not
        take raise ValueError; those it ignores warn (DeprecationWarning, at `stacklevel`)."""
        jit = _d.CUjit_option
        values: list[_Any] = []
        keys: list[int] = [
            jit.CU_JIT_INFO_LOG_BUFFER,
            jit.CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES,
            jit.CU_JIT_ERROR_LOG_BUFFER,
            jit.CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
        ]
        for _ in range(2):
            values += [_c.create_string_buffer(_LINK_LOG_SIZE), _LINK_LOG_SIZE]

        def add(key: int, value: int) -> None:
            keys.append(key)
            values.append(int(value))

        if self.arch is not None:
            target = "CU_TARGET_COMPUTE_" + self.arch.split("_")[-1].upper()
            if not hasattr(_d.CUjit_target, target):
                raise ValueError(
                    f"LinkerOptions.arch={self.arch!r}: the driver's CUjit_target of CUDA "
                    f"{CUDA_RELEASE} has no {target}"
                )
            add(jit.CU_JIT_TARGET, getattr(_d.CUjit_target, target))
        if self.max_register_count is not None:
            add(jit.CU_JIT_MAX_REGISTERS, self.max_register_count)
        if self.time is not None:
            raise ValueError("time option is not supported by the driver API")
        if self.verbose:
            add(jit.CU_JIT_LOG_VERBOSE, 1)
        if self.link_time_optimization:
            add(jit.CU_JIT_LTO, 1)
        if self.ptx:
            raise ValueError("ptx option is not supported by the driver API")
        if self.optimization_level is not None:
            add(jit.CU_JIT_OPTIMIZATION_LEVEL, self.optimization_level)
        if self.debug:
            add(jit.CU_JIT_GENERATE_DEBUG_INFO, 1)
        if self.lineinfo:
            add(jit.CU_JIT_GENERATE_LINE_INFO, 1)
        ignored = [
            ("ftz", "ftz option is"),
            ("prec_div", "prec_div option is"),
            ("prec_sqrt", "prec_sqrt option is"),
            ("fma", "fma options is"),  # sic: cuda.core's words
            ("kernels_used", "kernels_used is"),
            ("variables_used", "variables_used is"),
            ("optimize_unused_variables", "optimize_unused_variables is"),
        ]
        for field, words in ignored:
            if getattr(self, field) is not None:
                import warnings

                warnings.warn(
                    f"{words} deprecated in the driver API",
                    DeprecationWarning,
                    stacklevel=stacklevel,
                )
        for field in ("ptxas_options", "split_compile", "split_compile_extended"):
            if getattr(self, field) is not None:
                raise ValueError(f"{field} option is not supported by the driver API")
        if self.no_cache is True:
            add(jit.CU_JIT_CACHE_MODE, _d.CUjit_cacheMode.CU_JIT_CACHE_OPTION_NONE)
        return keys, values


def _destroy_link_state(state: int, keep: object) -> None:
    """cuLinkDestroy, once; `keep` (cuLinkCreate's option arrays and log buffers, which the
    driver writes into until the state is destroyed) lives until then."""
    _d.cuLinkDestroy(state)


class Linker:
    """Links ObjectCode (cubin, PTX, LTO-IR, fatbin, object, library) with nvJitLink, or, where
    nvJitLink is not there (CUDA 11.8's package binds none; a machine without libnvJitLink, or
    one older than 12.3), with the driver's cuLink* (no LTO-IR; cubins only), as cuda.core
    decides: `Linker.which_backend()` says which.
    `Linker(a, b, options=LinkerOptions(link_time_optimization=True)).link("cubin")` ->
    ObjectCode. A failed link raises the linker's error with its error log in its message and
    `.log`. The nvJitLink handle or driver link state is destroyed once (close(), a with
    block, or the garbage collector); the driver's cubin is copied out before."""

    _NVJITLINK_INPUTS: _ClassVar[dict[str, str]] = {
        "cubin": "NVJITLINK_INPUT_CUBIN",
        "ptx": "NVJITLINK_INPUT_PTX",
        "ltoir": "NVJITLINK_INPUT_LTOIR",
        "fatbin": "NVJITLINK_INPUT_FATBIN",
        "object": "NVJITLINK_INPUT_OBJECT",
        "library": "NVJITLINK_INPUT_LIBRARY",
    }
    # cuda.core's: the driver takes no LTO-IR (CU_JIT_INPUT_NVVM is pre-12.0 NVVM IR).
    _DRIVER_INPUTS: _ClassVar[dict[str, str]] = {
        "cubin": "CU_JIT_INPUT_CUBIN",
        "ptx": "CU_JIT_INPUT_PTX",
        "fatbin": "CU_JIT_INPUT_FATBINARY",
        "object": "CU_JIT_INPUT_OBJECT",
        "library": "CU_JIT_INPUT_LIBRARY",
    }

    def __init__(
        self, *object_codes: ObjectCode, options: LinkerOptions | dict[str, _Any] | None = None
    ) -> None:
        self._handle: int | None = None
        self._finalizer: _Finalizer | None = None
        self._info_log: str | None = None  # read at link(), as cuda.core keeps them
        self._error_log: str | None = None
        if not object_codes:
            raise ValueError("Linker: give at least one ObjectCode")
        if isinstance(options, dict):  # as cuda.core: the LinkerOptions fields by name
            options = LinkerOptions(**options)
        self._options = options or LinkerOptions()
        self._backend = backend = _linker_backend()
        driver = backend is _CompilerBackendType.DRIVER
        inputs = self._DRIVER_INPUTS if driver else self._NVJITLINK_INPUTS
        for i, code in enumerate(object_codes):
            if not isinstance(code, ObjectCode):
                raise TypeError(
                    f"Linker: argument {i} is a {type(code).__name__}, not an ObjectCode"
                )
            if code.code_type not in inputs:
                which = "the driver's linker (cuLink*)" if driver else "nvJitLink"
                more = ": LTO-IR needs nvJitLink" if code.code_type == "ltoir" and driver else ""
                raise ValueError(
                    f"Linker: {code!r} has code type {code.code_type!r}, which {which} does "
                    f"not take{more}"
                )
        if driver:
            self._init_driver(object_codes)
        else:
            self._init_nvjitlink(object_codes)

    def _init_nvjitlink(self, object_codes: tuple[ObjectCode, ...]) -> None:
        from . import nvjitlink as _jl

        self._jl = _jl
        if self._options.arch is None:
            # numba_debug does nothing: the copy leaves it out, so it warns only once.
            self._options = _replace(self._options, arch="sm_" + Device().arch, numba_debug=None)
        self._handle = int(_jl.nvJitLinkCreate(self._options.as_options()))
        self._finalizer = _finalizer(self, None, _jl.nvJitLinkDestroy, self._handle)
        for i, code in enumerate(object_codes):
            kind = getattr(_jl.nvJitLinkInputType, self._NVJITLINK_INPUTS[code.code_type])
            # A failed add or link raises with the linker's error log (`.log`): nvjitlink does it.
            _jl.nvJitLinkAddData(
                self._handle, kind, code.code, len(code.code), code.name or f"input{i}"
            )

    def _init_driver(self, object_codes: tuple[ObjectCode, ...]) -> None:
        """cuLinkCreate with the options' CUjit_option arrays, kept (with the log buffers they
        point to) until cuLinkDestroy, as the driver requires; then cuLinkAddData per input.
        The state belongs to the current device's primary context (pushed for each call)."""
        keys, values = self._options._driver_options(stacklevel=4)  # the caller's Linker(...)
        self._logs = (values[0], values[2])
        keys_array = (_c.c_uint * len(keys))(*keys)
        values_array = (_c.c_void_p * len(values))(
            *(_c.addressof(v) if isinstance(v, _c.Array) else v for v in values)
        )
        self._context = context = Device().context
        state = int(self._driver_call(_d.cuLinkCreate, keys_array, values_array))
        self._handle = state
        keep = (keys_array, values_array, self._logs)
        self._finalizer = _finalizer(self, context, _destroy_link_state, state, keep)
        for i, code in enumerate(object_codes):
            kind = getattr(_d.CUjitInputType, self._DRIVER_INPUTS[code.code_type])
            data = code.code
            self._driver_call(
                _d.cuLinkAddData, state, kind, data, len(data), code.name or f"input{i}", None, None
            )

    def _driver_call(self, fn: _Any, *args: _Any) -> _Any:
        """fn(*args) in the link's context; a failure carries the driver linker's error log
        (`.log`, and in its message as cuda.core words it)."""
        try:
            return _in_context(self._context, fn, *args)
        except _d.CUDADriverError as exc:
            log = self._driver_log(1)
            if log:
                exc.log = log
                exc.args = (f"{exc.args[0]}\nLinker error log: {log}", *exc.args[1:])
            raise

    def _driver_log(self, which: int) -> str:
        """The driver's info (0) or error (1) log: its buffer's text, up to the NUL."""
        return bytes(self._logs[which].value).decode("utf-8", errors="backslashreplace")

    @classmethod
    def which_backend(cls) -> _CompilerBackendType:
        """Which linker Linkers use, cuda.core's CompilerBackendType (a str enum): "nvJitLink"
        where the package binds it and its library (12.3 or newer) loads, else "driver" (the
        driver's cuLink*). Decided once per process, at the first use."""
        return _linker_backend()

    @property
    def backend(self) -> _CompilerBackendType:
        """This Linker's backend: "nvJitLink" or "driver" (a CompilerBackendType)."""
        return self._backend

    @property
    def handle(self) -> int | None:
        """The nvJitLinkHandle or the driver's CUlinkState, as an int (None once closed)."""
        return self._handle

    @property
    def is_closed(self) -> bool:
        return self._handle is None

    def link(self, target_type: str) -> ObjectCode:
        """Link the inputs into "cubin" or "ptx" (PTX needs nvJitLink and
        LinkerOptions(ptx=True)); the logs are kept from here on, as cuda.core keeps them."""
        if target_type not in ("cubin", "ptx"):
            raise ValueError(f"target_type must be 'cubin' or 'ptx', got {target_type!r}")
        handle = self._live()
        name = self._options.name or ""
        if self._backend is _CompilerBackendType.DRIVER:
            if target_type != "cubin":
                raise ValueError(
                    "the driver's linker (cuLink*) links into a cubin only: link('cubin'), or "
                    "link PTX with nvJitLink"
                )
            cubin, size = self._driver_call(_d.cuLinkComplete, handle)
            # Copied out now: the driver's cubin is freed with the link state.
            code = ObjectCode._init(_c.string_at(cubin, size), "cubin", name)
        else:
            jl = self._jl
            jl.nvJitLinkComplete(handle)
            if target_type == "cubin":
                code = ObjectCode._init(jl.nvJitLinkGetLinkedCubin(handle), "cubin", name)
            else:
                # The driver reads PTX as a C string: NUL-terminated whatever size nvJitLink says.
                ptx = ObjectCode._read(jl.nvJitLinkGetLinkedPtx(handle), True)
                code = ObjectCode._init(ptx, "ptx", name)
        self._info_log = self.get_info_log()
        self._error_log = self.get_error_log()
        return code

    def get_error_log(self) -> str:
        if self._error_log is not None:
            return self._error_log
        if self._backend is _CompilerBackendType.DRIVER:
            return self._driver_log(1)
        return str(self._jl.nvJitLinkGetErrorLog(self._live()))

    def get_info_log(self) -> str:
        if self._info_log is not None:
            return self._info_log
        if self._backend is _CompilerBackendType.DRIVER:
            return self._driver_log(0)
        return str(self._jl.nvJitLinkGetInfoLog(self._live()))

    def _live(self) -> int:
        if self._handle is None:
            raise RuntimeError("this Linker is closed")
        return self._handle

    def close(self) -> None:
        """Destroy the nvJitLink handle or the driver's link state (once)."""
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


# cuda.core's namedtuple, whose type name is "MaxPotential".
MaxPotentialBlockSizeOccupancyResult = _namedtuple(  # type: ignore[name-match]
    "MaxPotential", ("min_grid_size", "max_block_size")
)


def _count(value: object, what: str) -> int:
    """An int argument of an occupancy query (bools refused), named in the error."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"{what} must be an int, got {type(value).__name__}")
    return value


class KernelOccupancy:
    """Occupancy queries of one kernel (`Kernel.occupancy`), as cuda.core's: the cuOccupancy*
    entry points of the driver, with the kernel's CUfunction. The cluster queries take a
    LaunchConfig and the stream the kernel would be launched on."""

    __slots__ = ("_kernel",)
    _kernel: Kernel

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError("KernelOccupancy comes from Kernel.occupancy")

    @classmethod
    def _init(cls, kernel: Kernel) -> KernelOccupancy:
        self = object.__new__(cls)
        self._kernel = kernel
        return self

    def max_active_blocks_per_multiprocessor(
        self, block_size: int, dynamic_shared_memory_size: int
    ) -> int:
        """The most blocks of `block_size` threads, each with `dynamic_shared_memory_size`
        bytes of dynamic shared memory, that can be active at once on one multiprocessor
        (cuOccupancyMaxActiveBlocksPerMultiprocessor)."""
        return int(
            _d.cuOccupancyMaxActiveBlocksPerMultiprocessor(
                self._kernel._function(),
                _count(block_size, "block_size"),
                _count(dynamic_shared_memory_size, "dynamic_shared_memory_size"),
            )
        )

    def max_potential_block_size(
        self, dynamic_shared_memory_needed: int | _Any, block_size_limit: int
    ) -> MaxPotentialBlockSizeOccupancyResult:
        """(min_grid_size, max_block_size): the block size reaching the highest occupancy and
        the fewest blocks that reach it (cuOccupancyMaxPotentialBlockSize).
        `dynamic_shared_memory_needed` is bytes per block, or a driver.CUoccupancyB2DSize (or
        any callable) giving them for a block size; `block_size_limit` caps the block size (0:
        none but the device's and the kernel's)."""
        func = self._kernel._function()
        limit = _count(block_size_limit, "block_size_limit")
        needed = dynamic_shared_memory_needed
        if isinstance(needed, int) and not isinstance(needed, bool):
            grid, block = _d.cuOccupancyMaxPotentialBlockSize(func, None, needed, limit)
        elif isinstance(needed, _d.CUoccupancyB2DSize) or callable(needed):
            grid, block = _d.cuOccupancyMaxPotentialBlockSize(func, needed, 0, limit)
        else:
            raise TypeError(
                "dynamic_shared_memory_needed expected to have type int, or CUoccupancyB2DSize, "
                f"got {type(needed)}"
            )
        return MaxPotentialBlockSizeOccupancyResult(min_grid_size=grid, max_block_size=block)

    def available_dynamic_shared_memory_per_block(
        self, num_blocks_per_multiprocessor: int, block_size: int
    ) -> int:
        """Bytes of dynamic shared memory each block can have when
        `num_blocks_per_multiprocessor` blocks of `block_size` threads share a multiprocessor
        (cuOccupancyAvailableDynamicSMemPerBlock)."""
        return int(
            _d.cuOccupancyAvailableDynamicSMemPerBlock(
                self._kernel._function(),
                _count(num_blocks_per_multiprocessor, "num_blocks_per_multiprocessor"),
                _count(block_size, "block_size"),
            )
        )

    def _config(self, config: LaunchConfig, stream: object) -> _Any:
        if not isinstance(config, LaunchConfig):
            raise TypeError(f"config must be a LaunchConfig, got {type(config).__name__}")
        return config._native(_stream_handle(stream))

    def max_potential_cluster_size(
        self, config: LaunchConfig, *, stream: Stream | GraphBuilder | object
    ) -> int:
        """The largest cluster (in blocks) the kernel can be launched with, with `config` on
        `stream` (cuOccupancyMaxPotentialClusterSize; the config's own cluster is not used)."""
        native = self._config(config, stream)
        return int(_d.cuOccupancyMaxPotentialClusterSize(self._kernel._function(), native))

    def max_active_clusters(
        self, config: LaunchConfig, *, stream: Stream | GraphBuilder | object
    ) -> int:
        """The most clusters of `config` that can run at once on the device, launched on
        `stream` (cuOccupancyMaxActiveClusters)."""
        native = self._config(config, stream)
        return int(_d.cuOccupancyMaxActiveClusters(self._kernel._function(), native))


class Kernel:
    """A kernel of a loaded ObjectCode (which it keeps loaded): launch it with `launch`.
    `attributes`, `num_arguments` and `arguments_info` (offset and size of each parameter,
    from cuFuncGetParamInfo), `occupancy` (cuOccupancy* queries)."""

    __slots__ = ("__weakref__", "_attributes", "_handle", "_layout", "_module", "_occupancy")
    _handle: int | None  # the CUfunction; None once its module is unloaded
    _module: ObjectCode | None  # kept loaded as long as the kernel
    _attributes: KernelAttributes | None
    _occupancy: KernelOccupancy | None
    # Its parameters' sizes for the compiled launch (_launch_layout): None until the first
    # launch, False when the driver cannot tell (then every launch takes the Python path).
    _layout: bytes | bool | None

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError("a Kernel comes from ObjectCode.get_kernel() or Kernel.from_handle()")

    @classmethod
    def _init(cls, handle: int, module: ObjectCode | None) -> Kernel:
        self = object.__new__(cls)
        self._handle = handle
        self._module = module
        self._attributes = None
        self._layout = None
        self._occupancy = None
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
    def occupancy(self) -> KernelOccupancy:
        """Occupancy queries of this kernel (cuOccupancy*)."""
        if self._occupancy is None:
            self._occupancy = KernelOccupancy._init(self)
        return self._occupancy

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
    cluster), `is_cooperative` (also `cooperative=`) and `programmatic_stream_serialization`
    (programmatic dependent launch: the kernel may start before the one before it on the stream
    has finished, and waits for it with griddepcontrol.wait / cudaGridDependencySynchronize).
    Cluster, cooperative and programmatic launches go through cuLaunchKernelEx; the others
    through cuLaunchKernel."""

    __slots__ = (
        "_attrs",
        "_dims",
        "_packed",
        "block",
        "cluster",
        "grid",
        "is_cooperative",
        "programmatic_stream_serialization",
        "shmem_size",
    )

    def __init__(
        self,
        grid: int | tuple[int, ...] | None = None,
        cluster: int | tuple[int, ...] | None = None,
        block: int | tuple[int, ...] | None = None,
        shmem_size: int | None = None,
        is_cooperative: bool = False,
        programmatic_stream_serialization: bool = False,
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
        self.programmatic_stream_serialization = bool(programmatic_stream_serialization)
        g, b = self.grid, self.block
        if self.cluster is not None:
            g = (g[0] * self.cluster[0], g[1] * self.cluster[1], g[2] * self.cluster[2])
        self._dims = (g[0], g[1], g[2], b[0], b[1], b[2], self.shmem_size)
        self._attrs = None
        if (
            self.cluster is not None
            or self.is_cooperative
            or self.programmatic_stream_serialization
        ):
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
            if self.programmatic_stream_serialization:
                value = _d.CUlaunchAttributeValue()
                value.programmaticStreamSerializationAllowed = 1
                attrs.append(
                    _d.CUlaunchAttribute(
                        id=_d.CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION, value=value
                    )
                )
            self._attrs = (_d.CUlaunchAttribute * len(attrs))(*attrs)
        # What the compiled launch reads: the dimensions as seven unsigned ints, packed once;
        # None where it cannot take the launch (attributes: cuLaunchKernelEx; or too big).
        self._packed: bytes | None = None
        if self._attrs is None and all(0 <= v <= 0xFFFFFFFF for v in self._dims):
            self._packed = _struct.pack("=7I", *self._dims)

    def __repr__(self) -> str:
        return (
            f"LaunchConfig(grid={self.grid}, cluster={self.cluster}, block={self.block}, "
            f"shmem_size={self.shmem_size}, is_cooperative={self.is_cooperative}, "
            f"programmatic_stream_serialization={self.programmatic_stream_serialization})"
        )

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LaunchConfig):
            return (self.grid, self.cluster, self.block, self.shmem_size, self.is_cooperative) == (
                other.grid,
                other.cluster,
                other.block,
                other.shmem_size,
                other.is_cooperative,
            ) and self.programmatic_stream_serialization == other.programmatic_stream_serialization
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
    """Kernel arguments with Buffers (ManagedBuffers too) as their addresses and
    TensorMapDescriptors as their CUtensorMap structs, passed by value (the driver packs the
    rest). A closed buffer's address is None: then the slow form says which (None itself passes
    as NULL)."""
    out = tuple(
        [
            (
                a._ptr
                if isinstance(a, Buffer)
                else a._kernel_arg() if a.__class__ is TensorMapDescriptor else a
            )
            for a in args
        ]
    )
    if None in out:
        out = tuple(
            [a._address if isinstance(a, Buffer) else o for a, o in zip(args, out, strict=True)]
        )
    return out


def launch(
    stream: Stream | GraphBuilder | object,
    config: LaunchConfig,
    kernel: Kernel,
    *kernel_args: object,
) -> None:
    """Launch `kernel` on `stream` (a Stream, a GraphBuilder being built, or any object with
    `__cuda_stream__`) with `config`. Arguments are Buffers (their address), ints, floats,
    NumPy scalars, ctypes values and structs, TensorMapDescriptors (their CUtensorMap, by
    value), packed to the sizes the kernel declares (cuFuncGetParamInfo, as
    driver.cuLaunchKernel does: plain ints and floats are packed in C by the compiled backend).
    A wrong count or size raises ValueError before the launch."""
    h = stream._handle if stream.__class__ is Stream else _stream_handle(stream)
    if h is None:
        raise RuntimeError("the stream is closed")
    if kernel._layout is None and _compiled_launch is not None:
        kernel._layout = _launch_layout(kernel)
    for a in kernel_args:
        if isinstance(a, Buffer) or a.__class__ is TensorMapDescriptor:  # ManagedBuffer too
            kernel_args = _plain_args(kernel_args)
            break
    if config._attrs is None:
        gx, gy, gz, bx, by, bz, shmem = config._dims
        _cuLaunchKernel(kernel._handle, gx, gy, gz, bx, by, bz, shmem, h, kernel_args, None)
    else:
        _d.cuLaunchKernelEx(config._native(h), kernel._handle, kernel_args, None)


def _launch_layout(kernel: Kernel) -> bytes | bool:
    """The sizes of `kernel`'s parameters as the compiled launch reads them (unsigned shorts),
    or False when the driver cannot tell."""
    handle = kernel._handle
    layout = None if handle is None else _d._param_layout(handle)  # type: ignore[attr-defined]
    if layout is None or any(size > 0xFFFF for _, size in layout):
        return False
    return _struct.pack(f"={len(layout)}H", *[size for _, size in layout])


def _compiled_launcher() -> _Any:
    """`launch` in C, from the compiled backend's driver extension (None on the Python backend):
    it takes the common case (a Stream, a LaunchConfig without attributes, a Kernel launched
    before, Buffers, ints and floats) and hands every other call to the Python `launch`."""
    if _d.BACKEND != "compiled":
        return None
    import importlib

    make = getattr(importlib.import_module(f"{__package__}._driver"), "launcher", None)
    if make is None:
        return None
    return make(launch, Stream, LaunchConfig, Kernel, Buffer, _d._error, _d._f)  # type: ignore[attr-defined]


_compiled_launch = _compiled_launcher()
if _compiled_launch is not None:  # the same function, compiled: its signature and doc are launch's
    globals()["launch"] = _compiled_launch


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

    make = getattr(importlib.import_module(f"{__package__}._driver"), "recorder", None)
    if make is None:
        return None
    options, flags = _EVENT_DEFAULTS
    error, loader = _d._error, _d._f  # type: ignore[attr-defined]
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


_recorder = _compiled_recorder()
if _recorder is not None:  # the same method, compiled: its signature and doc are record's
    Stream.record = _recorder  # type: ignore[method-assign]


# --- graphs ---------------------------------------------------------------------------------------
# In _core_graph.py, cuda.core's `graph` module (core.graph): imported last, when everything it
# uses from here is defined; its Graph, GraphBuilder, GraphDefinition and GraphNode are core's
# top-level names too.

# TMA tensor maps: in _core_tma.py, TensorMapDescriptor (made by
# utils.StridedMemoryView.as_tensor_map, passed to launch by value: _plain_args) and
# TensorMapDescriptorOptions.

from ._core_graph import Graph, GraphBuilder, GraphDefinition, GraphNode  # noqa: E402
from ._core_graphics import GraphicsResource  # noqa: E402

# --- green contexts and device resources -------------------------------------------------------
# In _core_resources.py (cuda.core's ContextOptions, DeviceResources, SMResource, ...): imported
# last, when the Device, Context and Stream it builds on are defined.
from ._core_resources import (  # noqa: E402
    _GREEN_CONTEXTS,
    ContextOptions,
    DeviceResources,
    SMResource,
    SMResourceOptions,
    WorkqueueResource,
    WorkqueueResourceOptions,
    _GreenContext,
    _release_green,
)
from ._core_resources import create_context as _create_green_context  # noqa: E402
from ._core_resources import create_stream as _create_green_stream  # noqa: E402
from ._core_tma import TensorMapDescriptor, TensorMapDescriptorOptions  # noqa: E402
