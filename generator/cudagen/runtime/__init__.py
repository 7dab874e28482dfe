"""The code every generated package carries verbatim, kept here as ordinary, linted and
unit-tested source; the generator copies each file into each package under the name `SHIPPED`
gives it. Nothing in cudagen imports these modules, and they import nothing of cudagen: in a
package they sit beside the rendered modules, which hold only what varies by release or
library (declarations, tables, names) and which these files read.

- `support.py` (`_support.py`): library loading, result-code exceptions, open enums, argument
  conversion, kernel-argument packing, the compiled backend's binding;
- `cudagen.h` (`_cudagen.h`): the C helpers every compiled extension includes;
- `build.py` (`_build.py`): builds the package's extensions with the running Python;
- `core.py` (`core.py`): the object layer, in a package that binds the driver (`OBJECT_LAYER`),
  which reads what differs between releases from the package's rendered `_core_release.py`;
- `core_system.py` (`_core_system.py`): the object layer's `system` (cuda.core's), on NVML;
- `core_utils.py` (`_core_utils.py`): the object layer's `utils` (cuda.core's): strided views of
  other libraries' arrays, caches of compiled programs.
- `core_graph.py` (`_core_graph.py`): the object layer's `graph` (cuda.core's): CUDA graphs.
- `core_tma.py` (`_core_tma.py`): the object layer's TMA tensor maps (cuda.core's
  `TensorMapDescriptor`, `TensorMapDescriptorOptions`), on cuTensorMapEncode*.
- `core_texture.py` (`_core_texture.py`): the object layer's `texture` (cuda.core's): CUDA
  arrays, mipmapped arrays, texture and surface objects.
- `core_resources.py` (`_core_resources.py`): the object layer's green contexts and device
  resources (cuda.core's ContextOptions, DeviceResources, SMResource, WorkqueueResource, ...).
- `core_checkpoint.py` (`_core_checkpoint.py`): the object layer's `checkpoint` (cuda.core's):
  locking, checkpointing and restoring a process's GPU state.
- `core_graphics.py` (`_core_graphics.py`): the object layer's `GraphicsResource` (cuda.core's):
  OpenGL buffers and images registered with CUDA, mapped as Buffers.
"""

from pathlib import Path

SHIPPED = {
    "_support.py": "support.py",
    "_cudagen.h": "cudagen.h",
    "_build.py": "build.py",
    "core.py": "core.py",
    "_core_system.py": "core_system.py",
    "_core_utils.py": "core_utils.py",
    "_core_graph.py": "core_graph.py",
    "_core_tma.py": "core_tma.py",
    "_core_texture.py": "core_texture.py",
    "_core_resources.py": "core_resources.py",
    "_core_checkpoint.py": "core_checkpoint.py",
    "_core_graphics.py": "core_graphics.py",
}
# The files of SHIPPED only a package with the object layer has (one that binds the driver).
OBJECT_LAYER = frozenset(
    {
        "core.py",
        "_core_system.py",
        "_core_utils.py",
        "_core_graph.py",
        "_core_tma.py",
        "_core_texture.py",
        "_core_resources.py",
        "_core_checkpoint.py",
        "_core_graphics.py",
    }
)


def shipped_files(object_layer: bool) -> dict[str, str]:
    """The text of each shipped file, by its name in a generated package; the object layer's
    files (OBJECT_LAYER) only where `object_layer`."""
    here = Path(__file__).resolve().parent
    return {
        name: (here / source).read_text(encoding="utf-8")
        for name, source in SHIPPED.items()
        if object_layer or name not in OBJECT_LAYER
    }
