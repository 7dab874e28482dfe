"""`Buffer` and `ManagedBuffer`: device, host or managed memory, owned or foreign."""

from __future__ import annotations

import sys as _sys
from collections.abc import MutableSet as _MutableSet

from ..._support import CUDAError
from .. import _release as _r
from .._release import driver as _d
from ._resource import _LOCATION_TYPES

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from collections.abc import Iterable as _Iterable
    from typing import Any as _Any

    from .._context import _Finalizer
    from .._stream import Stream
    from ..graph._graph_builder import GraphBuilder
    from ._copy import CopyOptions as _CopyOptions
    from ._pool import DeviceMemoryResource, PinnedMemoryResource
    from ._resource import MemoryResource


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
        "_held",
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
    _held: _Held | None  # where the free went while a texture reads the memory (_hold)

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
        self._held = None
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
        held = self._held
        self._ptr = None
        self._owner = None
        if held is not None:  # a texture reads the memory: freed when the last holder lets go
            self._held = None
            if stream is not None:
                held._free_on(stream)
            return
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
        if self._held is not None:
            self._held._free_on(stream)
            return
        if fin is None or not fin.alive:
            return  # foreign memory: never freed here
        context, free, ptr, size, _ = fin.detach()  # type: ignore[misc]
        self._finalizer = _finalizer(self, context, free, ptr, size, stream)

    def _hold(self) -> object:
        """What an object that reads this memory (a texture) keeps, so that the memory outlives
        close(): an owned buffer's free moves to a _Held that the buffer holds too, run once when
        the last holder lets go (cuda.core's textures keep the memory so). A foreign buffer's
        memory is never freed here: the Buffer itself is kept."""
        if self._ptr is None:
            raise RuntimeError("the buffer is closed")
        held = self._held
        if held is None:
            fin = self._finalizer
            payload = None if fin is None else fin.detach()
            if payload is None:
                return self
            held = self._held = _Held()
            held._finalizer = _finalizer(held, *payload)
        return held

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
            from ._copy import _check_copy_options

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
            from ._copy import _buffer_copy

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
        from ._copy import _buffer_copy, _check_copy_options

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


class _Held:
    """A Buffer's memory while something besides the Buffer reads it (a texture): the free the
    Buffer's finalizer had, run once when this object goes, that is when the Buffer is closed or
    collected and every texture over it is gone; never at interpreter exit."""

    __slots__ = ("__weakref__", "_finalizer")
    _finalizer: _Finalizer

    def _free_on(self, stream: Stream | GraphBuilder) -> None:
        payload = self._finalizer.detach()
        if payload is not None:
            context, free, ptr, size, _ = payload
            self._finalizer = _finalizer(self, context, free, ptr, size, stream)


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


# Names used only inside functions: imported once this module's own are defined (the
# package's modules refer to each other), the modules others build on first.
from .._context import CUDA_RELEASE, _finalizer, _in_context, _release
from .._device import Device
from .._dlpack import _dlpack_capsule, _kDLCPU, _kDLCUDA, _kDLCUDAHost, _kDLCUDAManaged
from .._stream import _map_buffer, _push_stream_context, _stream_arg, _stream_handle
from ._pool import (
    Host,
    IPCBufferDescriptor,
    _legacy_device,
    _location_kind,
    _mem_location,
    _MemPool,
)
from ._resource import _size
