"""Memory pools: `DeviceMemoryResource`, `PinnedMemoryResource` and `ManagedMemoryResource` (owned
or not, shared with other processes: the IPC handles and descriptors), `Host` locations, and
`LegacyPinnedMemoryResource`."""

from __future__ import annotations

import ctypes as _c
import os as _os
import uuid as _uuidmod
import weakref as _weakref
from collections.abc import MutableSet as _MutableSet
from dataclasses import dataclass as _dataclass

from ..._support import CUDAError
from .. import _release as _r
from .._release import driver as _d
from ._resource import MemoryResource

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from collections.abc import Iterable as _Iterable
    from collections.abc import Iterator as _Iterator
    from collections.abc import Set as _AbstractSet
    from typing import Any as _Any
    from typing import ClassVar as _ClassVar
    from typing import TypeVar as _TypeVar

    from .._context import Context, _Finalizer

    _T = _TypeVar("_T")


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
        self._context = device._primary
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
        pool = int(_in_context(device._primary, _d.cuMemPoolCreate, props))
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
        pool = int(_in_context(device._primary, _d.cuMemPoolImportFromShareableHandle, fd,
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
        self._context = self._device._primary

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
                    pool = int(_in_context(device._primary, _d.cuMemGetMemPool, location, managed))
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


# Names used only inside functions: imported once this module's own are defined (the
# package's modules refer to each other), the modules others build on first.
from .._context import _LOCK, CUDA_RELEASE, _finalizer, _in_context
from .._device import Device
from .._stream import Stream, _stream_arg, _stream_handle
from ..graph._graph_builder import GraphBuilder
from ._buffer import Buffer, ManagedBuffer
from ._resource import _LOCATION_TYPES, _size
