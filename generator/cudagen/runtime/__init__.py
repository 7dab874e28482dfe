"""The code every generated package carries verbatim, kept here as ordinary, linted and
unit-tested source; the generator copies each file into each package under the name `SHIPPED`
gives it. Nothing in cudagen imports these modules, and they import nothing of cudagen: in a
package they sit beside the rendered modules, which hold only what varies by release or
library (declarations, tables, names) and which these files read.

- `support.py` (`_support.py`): library loading, result-code exceptions, open enums, argument
  conversion, kernel-argument packing, the compiled backend's binding;
- `cudagen.h` (`_cudagen.h`): the C helpers every compiled extension includes;
- `build.py` (`_build.py`): builds the package's extensions with the running Python;
- `core/` (`core/`): the object layer, a package shaped as cuda.core's (its `__init__` has
  cuda.core's top-level names; `utils`, `system`, `graph`, `texture`, `checkpoint` are its
  submodules; private modules split by concern), only in a package that binds the driver. It
  reads what differs between releases from `core/_release.py`, rendered beside it per release
  (templates/core_release.py.j2); every other file of it is shipped as it is here.
"""

from pathlib import Path

SHIPPED = {
    "_support.py": "support.py",
    "_cudagen.h": "cudagen.h",
    "_build.py": "build.py",
}
# The object layer: this folder, shipped whole (subfolders too) as the package's `core/`, only
# where the package binds the driver.
OBJECT_LAYER = "core"


def object_layer_files() -> dict[str, Path]:
    """The object layer's source files, by their path in a generated package (`core/...`)."""
    root = Path(__file__).resolve().parent / OBJECT_LAYER
    return {
        f"{OBJECT_LAYER}/{path.relative_to(root).as_posix()}": path
        for path in sorted(root.rglob("*.py"))
        if "__pycache__" not in path.parts
    }


def shipped_files(object_layer: bool) -> dict[str, str]:
    """The text of each shipped file, by its path in a generated package; the object layer's
    (`core/...`) only where `object_layer`."""
    here = Path(__file__).resolve().parent
    files = {name: (here / source).read_text(encoding="utf-8") for name, source in SHIPPED.items()}
    if object_layer:
        files.update(
            {name: path.read_text(encoding="utf-8") for name, path in object_layer_files().items()}
        )
    return files
