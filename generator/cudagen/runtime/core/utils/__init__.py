"""cuda.core's `utils` module for the object layer (`from <package>.core import utils`):
`StridedMemoryView`, a typed strided view of another library's array (DLPack, the CUDA Array
Interface, the NumPy array interface) with the decorator `args_viewable_as_strided_memory`, and
caches of compiled programs (`ProgramCacheResource`, `InMemoryProgramCache`,
`FileStreamProgramCache`, `make_program_cache_key`) that `Program.compile(..., cache=)` uses.

The package's `core/utils/`, imported at first use (`core.utils`, or `import <package>.core.utils`);
its names come from `core/_memoryview.py` (`StridedMemoryView`), `core/_strided_copy.py` (its
copies), `core/_memory/_copy.py` (batched copies) and `_program_cache`. Names and behaviour are cuda.core 1.2.2's; the DLPack structures,
capsule reading and export, and the stream hand-off are core/_dlpack.py's. NumPy is optional: with it
`StridedMemoryView.dtype` is a `numpy.dtype`, without it the array-interface type string
("<f4"). `StridedMemoryView.as_tensor_map` makes a TMA descriptor (core/_tensor_map.py).
`StridedMemoryView.copy_from`/`copy_to` copy between views (cuda.core 1.2.2 declares them and
raises NotImplementedError): one cuMemcpyAsync, cuMemcpy2DAsync or cuMemcpy3DAsync where the two
layouts allow it, else through temporary buffers, with a gather or scatter on the host (NumPy, or
ctypes) or on the device (a small strided-copy kernel compiled once with NVRTC).
"""

from __future__ import annotations

from .._memory._copy import (
    CopyOptions,
    MemcpyOverlapMode,
    MemcpySrcAccessOrder,
    copy_batch,
    discard_batch,
    discard_prefetch_batch,
    prefetch_batch,
)
from .._memoryview import StridedMemoryView, args_viewable_as_strided_memory
from ._program_cache import (
    FileStreamProgramCache,
    InMemoryProgramCache,
    ProgramCacheResource,
    make_program_cache_key,
)

__all__ = [
    "CopyOptions",
    "FileStreamProgramCache",
    "InMemoryProgramCache",
    "MemcpyOverlapMode",
    "MemcpySrcAccessOrder",
    "ProgramCacheResource",
    "StridedMemoryView",
    "args_viewable_as_strided_memory",
    "copy_batch",
    "discard_batch",
    "discard_prefetch_batch",
    "make_program_cache_key",
    "prefetch_batch",
]
