"""`VirtualMemoryResource`: physical allocations mapped into reserved address ranges."""

from __future__ import annotations

from dataclasses import dataclass as _dataclass
from dataclasses import field as _field

from ..._support import CUDAError
from .._release import driver as _d
from ._resource import MemoryResource

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from collections.abc import Iterable as _Iterable
    from typing import Any as _Any

    from .._context import Context
    from .._stream import Stream
    from ..graph._graph_builder import GraphBuilder


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
        self._context = device._primary
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


# Names used only inside functions: imported once this module's own are defined (the
# package's modules refer to each other), the modules others build on first.
from .._context import CUDA_RELEASE, _in_context
from .._device import Device
from .._stream import _stream_arg
from ._buffer import Buffer
from ._pool import _device_location, _mem_location, _options
from ._resource import _LOCATION_TYPES, _size
