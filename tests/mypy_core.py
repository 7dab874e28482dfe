"""`mypy --strict` on the object layer's source, generator/cudagen/runtime/core.py, as the module
it is once shipped: `core` of the newest package under generated/ (make lint runs this).

core.py is copied verbatim into every generated package, where it imports its siblings
(`.driver`, `.nvrtc`, `.nvjitlink`, `._support`, `._core_release`), which exist only there. mypy
names a module after the folders around its file, so on its own it would take this file for
`cudagen.runtime.core` and find none of them; with `--shadow-file` it would check the text of
this file but report against the package's copy. mypy's build API takes a source path together
with its module name: the file is checked where it is, as `cuda_X_Y.core`, its relative imports
resolve to that package's stubs (driver.pyi, nvrtc.pyi, ...) and rendered `_core_release.py`
through MYPYPATH=generated/, and every error names generator/cudagen/runtime/core.py and its
line. The release flags of `_core_release.py` are plain bools to mypy, so both sides of each
branch on them are checked, whichever release the stubs come from. The newest release's stubs
are the ones that declare everything core.py calls; what older releases lack is behind those
flags.

The project's own mypy run (pyproject's [tool.mypy], generator/cudagen) leaves this file out
(its `exclude`): there it has no package to import from.

Usage: python tests/mypy_core.py    exit 0: clean; 1: errors (listed); 2: mypy could not run.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from mypy import build
from mypy.errors import CompileError
from mypy.main import process_options
from mypy.modulefinder import BuildSource

REPO = Path(__file__).resolve().parents[1]
CORE = REPO / "generator" / "cudagen" / "runtime" / "core.py"
# The object layer's other shipped files, by their module name in a package.
MORE = {
    REPO / "generator" / "cudagen" / "runtime" / "core_system.py": "_core_system",
    REPO / "generator" / "cudagen" / "runtime" / "core_utils.py": "_core_utils",
    REPO / "generator" / "cudagen" / "runtime" / "core_graph.py": "_core_graph",
    REPO / "generator" / "cudagen" / "runtime" / "core_tma.py": "_core_tma",
    REPO / "generator" / "cudagen" / "runtime" / "core_texture.py": "_core_texture",
    REPO / "generator" / "cudagen" / "runtime" / "core_resources.py": "_core_resources",
    REPO / "generator" / "cudagen" / "runtime" / "core_checkpoint.py": "_core_checkpoint",
    REPO / "generator" / "cudagen" / "runtime" / "core_graphics.py": "_core_graphics",
}
GENERATED = REPO / "generated"
PYTHON = "3.11"  # the oldest Python the packages support (pyproject's requires-python)


def newest_package() -> Path:
    """The generated package of the newest release that has the object layer."""
    packages = [p for p in GENERATED.glob("cuda_*") if (p / "_core_release.py").is_file()]
    if not packages:
        raise SystemExit(f"mypy_core: no generated package with _core_release.py in {GENERATED}")
    return max(packages, key=lambda p: tuple(int(part) for part in p.name.split("_")[1:]))


def main() -> int:
    package = newest_package()
    # --config-file "": none (not pyproject's, which is for cudagen itself); a cache of its own.
    _, options = process_options(
        ["--strict", "--config-file", "", "--python-version", PYTHON,
         "--cache-dir", str(REPO / ".mypy_cache" / "runtime-core"), str(CORE), *map(str, MORE)]
    )
    options.mypy_path = [str(GENERATED)]
    sources = [BuildSource(os.path.relpath(CORE), f"{package.name}.core")]
    sources += [BuildSource(os.path.relpath(path), f"{package.name}.{name}") for path, name in MORE.items()]
    try:
        result = build.build(sources, options)
    except CompileError as exc:
        print("\n".join(exc.messages), file=sys.stderr)
        return 2
    for line in result.errors:
        print(line)
    checked = (f"{os.path.relpath(CORE)} as {package.name}.core and "
               + ", ".join(f"{os.path.relpath(p)} as {package.name}.{n}" for p, n in MORE.items())
               + f" (mypy --strict, Python {PYTHON})")
    if result.errors:
        print(f"mypy_core: {len(result.errors)} error(s) in {checked}", file=sys.stderr)
        return 1
    print(f"mypy_core: no issues in {checked}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
