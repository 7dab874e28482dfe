# isort: skip_file
"""A Pythonic object layer over this package's CUDA driver and NVRTC bindings, by cudagen.

Do not edit: cudagen copies this package verbatim into every package it generates (from its
generator/cudagen/runtime/core/, where it is linted and tested). Built only on this package's
own `driver` and `nvrtc` modules (either backend), so a vendored copy carries it. Names and
shapes follow cuda.core 1.2.2, and so does the layout: this module has cuda.core's top-level
names; `utils`, `system`, `graph`, `texture` and `checkpoint` are its submodules; the private
modules hold the implementation, split by concern as cuda.core's source is:

- `_context`: process state (initialization, exit), `Context`, the finalizers every resource
  is freed by;
- `_device`: `Device`, `DeviceProperties`; `_device_resources`: green contexts, SM and
  workqueue resources;
- `_stream`, `_event`: `Stream` (and the default streams), `Event`;
- `_memory/`: `Buffer`, `ManagedBuffer` (`_buffer`) and the memory resources (`_resource`: the
  base; `_pool`: device, pinned and managed memory pools, host locations and IPC;
  `_graph_memory_resource`, `_virtual_memory_resource`), batched copies (`_copy`); `_dlpack`: DLPack capsules both ways and `from_array`;
- `_program`: `Program`, `ProgramOptions`; `_linker`: `Linker`, `LinkerOptions`; `_module`:
  `ObjectCode`, `Kernel` and its attributes and occupancy;
- `_launch_config`, `_launcher`: `LaunchConfig`, `launch`;
- `_memoryview`, `_strided_copy`: `utils.StridedMemoryView` and its copies; `_tensor_map`: TMA
  descriptors; `_graphics`: `GraphicsResource`;
- `_release`: what differs between CUDA releases, rendered per release from the headers: the
  release (`CUDA_RELEASE`), what it declares of the optional features used here (host memory
  pools, nvrtcGetLTOIR, cuFuncGetParamInfo, nvJitLink, cuGraphInstantiate's flags), and the
  generated properties: `Device.properties` has one per CU_DEVICE_ATTRIBUTE_* enumerator of the
  release, and `Kernel.attributes` one per CU_FUNC_ATTRIBUTE_* enumerator.

Lifetimes: every object that owns a CUDA resource frees it exactly once, by `close()`, by
leaving a `with` block, or by its finalizer when it is garbage collected; the free runs with
the resource's own context current, and objects keep alive what their free needs (a buffer its
stream and memory resource, a kernel its module). Nothing is freed once the interpreter has
begun to exit (the process's end frees it). Objects made from foreign handles
(`Stream.from_handle`, `Buffer.from_handle` without a memory resource, `from_array`) never
free them.
"""

from __future__ import annotations

# In the order their definitions need each other (each module imports what its functions use
# once its own names are defined).
from ._context import CUDA_RELEASE as CUDA_RELEASE
from ._context import Context
from ._device import ComputeCapability, Device, DeviceProperties
from ._stream import LEGACY_DEFAULT_STREAM, PER_THREAD_DEFAULT_STREAM, Stream, StreamOptions
from ._event import Event, EventOptions
from ._memory._resource import MemoryResource
from ._memory._pool import (
    DeviceMemoryResource,
    DeviceMemoryResourceOptions,
    Host,
    IPCAllocationHandle,
    IPCBufferDescriptor,
    IPCEventDescriptor,
    LegacyPinnedMemoryResource,
    ManagedMemoryResource,
    ManagedMemoryResourceOptions,
    PinnedMemoryResource,
    PinnedMemoryResourceOptions,
)
from ._memory._graph_memory_resource import GraphMemoryResource
from ._memory._graph_memory_resource import (
    GraphMemoryResourceAttributes as GraphMemoryResourceAttributes,  # not in cuda.core's __all__
)
from ._memory._virtual_memory_resource import VirtualMemoryResource, VirtualMemoryResourceOptions
from ._memory._buffer import Buffer, ManagedBuffer
from ._dlpack import from_array
from ._program import Program, ProgramOptions
from ._module import (
    Kernel,
    KernelAttributes,
    ObjectCode,
    ParamInfo,
)
from ._module import KernelOccupancy as KernelOccupancy  # Kernel.occupancy's, not in __all__
from ._module import MaxPotentialBlockSizeOccupancyResult as MaxPotentialBlockSizeOccupancyResult
from ._linker import Linker, LinkerOptions
from ._launch_config import LaunchConfig
from ._launcher import launch
from .graph import Graph, GraphBuilder, GraphDefinition, GraphNode
from ._graphics import GraphicsResource
from ._device_resources import (
    ContextOptions,
    DeviceResources,
    SMResource,
    SMResourceOptions,
    WorkqueueResource,
    WorkqueueResourceOptions,
)
from ._tensor_map import TensorMapDescriptor, TensorMapDescriptorOptions
from . import graph as graph
from .._support import CUDAError as CUDAError  # the base of every error the bindings raise

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from types import ModuleType as _ModuleType

    from . import checkpoint as checkpoint
    from . import system as system
    from . import texture as texture
    from . import utils as utils

# The submodules cuda.core's users reach as attributes (`core.utils.StridedMemoryView`) without
# importing them; imported at first use (`import <package>.core.utils` works as for any package).
_LAZY = frozenset(("system", "utils", "texture", "checkpoint"))


def __getattr__(name: str) -> _ModuleType:
    if name in _LAZY:
        import importlib

        return importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | _LAZY)


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
