"""`Device` and `DeviceProperties` (whose generated properties are the release's: core/_release.py)."""

from __future__ import annotations

from collections import namedtuple as _namedtuple
from operator import attrgetter as _attrgetter

from . import _release as _r
from ._release import driver as _d

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from . import system, texture
    from ._device_resources import ContextOptions
    from ._event import EventOptions
    from ._memory._buffer import Buffer
    from ._stream import StreamOptions


if TYPE_CHECKING:  # its fields' types, for type checkers (a plain namedtuple at run time)
    from typing import NamedTuple as _NamedTuple

    class ComputeCapability(_NamedTuple):
        major: int
        minor: int

else:
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
        name: str = _d.cuDeviceGetName(self._handle)
        return name

    @property
    def pci_bus_id(self) -> str:
        bus_id: str = _d.cuDeviceGetPCIBusId(self._handle)
        return bus_id

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
        from . import system as _core_system
        from .system._system import _initialize

        nvml = _initialize()
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
        """The calling thread's context on this device, as cuda.core's: a green context of this
        device that set_current(ctx) made current, else the device's primary context (retained
        on first use)."""
        if _GREEN_CONTEXTS:  # none alive: none can be current, and the driver is not asked
            current = int(_cuCtxGetCurrent() or 0)
            green = _GREEN_CONTEXTS.get(current)
            if green is not None and green.device is self and green._handle == current:
                return _context_of(current)
        return self._primary

    @property
    def _primary(self) -> Context:
        """The device's primary context (retained on first use): the one core's objects of this
        device are made in, whichever context is current."""
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
            _d.cuCtxSetCurrent(self._primary._handle)
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
        _in_context(self._primary, _d.cuCtxSynchronize)

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
            _in_context(self._primary, _d.cuCtxEnablePeerAccess, other._primary._handle, 0)
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

    # CUDA arrays, textures and surfaces: core.texture has them.

    def create_opaque_array(
        self, options: texture.OpaqueArrayOptions | dict[str, object]
    ) -> texture.OpaqueArray:
        """A new CUDA array on this device (cuArray3DCreate): `options` (OpaqueArrayOptions or
        a dict of its fields) gives its shape, format, channels and surface flag."""
        from . import texture as t

        return t.OpaqueArray._create(self, _options(options, t.OpaqueArrayOptions))

    def create_mipmapped_array(
        self, options: texture.MipmappedArrayOptions | dict[str, object]
    ) -> texture.MipmappedArray:
        """A new mipmapped CUDA array on this device (cuMipmappedArrayCreate), from
        MipmappedArrayOptions or a dict of its fields."""
        from . import texture as t

        return t.MipmappedArray._create(self, _options(options, t.MipmappedArrayOptions))

    def create_texture_object(
        self,
        *,
        resource: texture.ResourceDescriptor,
        options: texture.TextureObjectOptions | dict[str, object] | None = None,
    ) -> texture.TextureObject:
        """A texture object on this device (cuTexObjectCreate) reading `resource` with the
        sampling state of `options` (None: TextureObjectOptions' defaults)."""
        from . import texture as t

        return t.TextureObject._create(self, resource, options)

    def create_surface_object(
        self, *, resource: texture.ResourceDescriptor
    ) -> texture.SurfaceObject:
        """A surface object on this device (cuSurfObjectCreate) over `resource`, an OpaqueArray
        made with is_surface_load_store."""
        from . import texture as t

        return t.SurfaceObject._create(self, resource)


class DeviceProperties(_r.DeviceAttributes):
    """The attributes of one device, one property per CU_DEVICE_ATTRIBUTE_* enumerator of the
    package's CUDA release, generated from its cuda.h (into core/_release.py's DeviceAttributes).
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
        value: int = _d.cuDeviceGetAttribute(attribute, self._handle)
        return value


# --- streams and events -----------------------------------------------------------------


# Names used only inside functions: imported once this module's own are defined (the
# package's modules refer to each other), the modules others build on first.
from ._context import (
    _LOCK,
    _RETAINED,
    Context,
    _context_of,
    _cuCtxGetCurrent,
    _cuCtxGetDevice,
    _in_context,
    _init,
)
from ._device_resources import _GREEN_CONTEXTS, DeviceResources
from ._device_resources import create_context as _create_green_context
from ._event import Event
from ._memory._pool import DeviceMemoryResource, _options
from ._memory._resource import MemoryResource
from ._stream import LEGACY_DEFAULT_STREAM, Stream
from .graph._graph_builder import GraphBuilder


def _compiled_device() -> bool:
    """On the compiled backend, `Device()` / `Device(n)` in C (the class's vectorcall: the current
    context's device, or an ordinal, looked up in _DEVICES; every other call goes to __new__
    above) and `Device.properties` a read-only member of the `_properties` slot; False on the
    Python backend."""
    if _d.BACKEND != "compiled":
        return False
    import importlib

    install = getattr(importlib.import_module("._driver", _d.__package__), "device_paths", None)
    if install is None:
        return False
    install(Device, _DEVICES, _d._f)  # type: ignore[attr-defined, unused-ignore]
    return True


_COMPILED = _compiled_device()
