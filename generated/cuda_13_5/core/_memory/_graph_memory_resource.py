"""`GraphMemoryResource`: allocations in a captured graph, from the device's graph memory pool."""

from __future__ import annotations

from .._release import driver as _d
from ._resource import MemoryResource

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import Any as _Any

    from .._context import Context
    from ..graph._graph_builder import GraphBuilder


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
                self._context = device._primary
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


# Names used only inside functions: imported once this module's own are defined (the
# package's modules refer to each other), the modules others build on first.
from .._context import _LOCK
from .._device import Device
from .._stream import Stream, _push_stream_context, _stream_arg, _stream_handle
from ._buffer import Buffer
from ._resource import _size
