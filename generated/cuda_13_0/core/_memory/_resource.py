"""`MemoryResource`, the base of every memory resource, and the location kinds of CUDA's memory APIs."""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from .._context import Context
    from .._stream import Stream
    from ..graph._graph_builder import GraphBuilder
    from ._buffer import Buffer


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


# A location's kind -> its CUmemLocationType enumerator (11.8 declares only the device's).
_LOCATION_TYPES = {
    "device": "CU_MEM_LOCATION_TYPE_DEVICE",
    "host": "CU_MEM_LOCATION_TYPE_HOST",
    "host_numa": "CU_MEM_LOCATION_TYPE_HOST_NUMA",
    "host_numa_current": "CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT",
}
