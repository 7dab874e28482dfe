"""`mypy --strict` on the object layer's source, the package generator/cudagen/runtime/core/, as
the package it is once shipped: `core` of the newest package under generated/ (make lint runs this).

core/ is copied verbatim into every generated package, where its modules import the package's
siblings (`..driver`, `..nvrtc`, `..nvjitlink`, `.._support`) and the rendered
`core/_release.py`, which exist only there. mypy names a module after the folders around its
file, so on its own it would take these files for `cudagen.runtime.core.*` and find none of
them. mypy's build API takes each source path together with its module name: every file is
checked where it is, as `cuda_X_Y.core.<module>`, its relative imports resolve to that
package's stubs (driver.pyi, nvrtc.pyi, ...) and rendered `core/_release.py` through
MYPYPATH=generated/, and every error names the file under generator/cudagen/runtime/core/ and
its line. The release flags of `_release.py` are plain bools to mypy, so both sides of each
branch on them are checked, whichever release the stubs come from. The newest release's stubs
are the ones that declare everything core/ calls; what older releases lack is behind those
flags.

The project's own mypy run (pyproject's [tool.mypy], generator/cudagen) leaves core/ out (its
`exclude`): there it has no package to import from.

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
CORE = REPO / "generator" / "cudagen" / "runtime" / "core"  # the package's core/, file by file
GENERATED = REPO / "generated"
PYTHON = "3.11"  # the oldest Python the packages support (pyproject's requires-python)


def newest_package() -> Path:
    """The generated package of the newest release that has the object layer."""
    packages = [p for p in GENERATED.glob("cuda_*") if (p / "core" / "_release.py").is_file()]
    if not packages:
        raise SystemExit(f"mypy_core: no generated package with core/_release.py in {GENERATED}")
    return max(packages, key=lambda p: tuple(int(part) for part in p.name.split("_")[1:]))


def module_name(package: str, path: Path) -> str:
    """runtime/core/_memory/_buffer.py -> <package>.core._memory._buffer; __init__.py: its folder."""
    parts = path.relative_to(CORE).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join((package, "core", *parts))


def main() -> int:
    package = newest_package()
    # --config-file "": none (not pyproject's, which is for cudagen itself); a cache of its own.
    files = sorted(p for p in CORE.rglob("*.py") if "__pycache__" not in p.parts)
    _, options = process_options(
        ["--strict", "--config-file", "", "--python-version", PYTHON,
         "--cache-dir", str(REPO / ".mypy_cache" / "runtime-core"), *map(str, files)]
    )
    options.mypy_path = [str(GENERATED)]
    # Each file as its module in the package (core/_release.py, rendered, is the package's own).
    sources = [BuildSource(os.path.relpath(path), module_name(package.name, path)) for path in files]
    try:
        result = build.build(sources, options)
    except CompileError as exc:
        print("\n".join(exc.messages), file=sys.stderr)
        return 2
    for line in result.errors:
        print(line)
    checked = (f"{len(files)} files of {os.path.relpath(CORE)}/ as {package.name}.core"
               f" (mypy --strict, Python {PYTHON})")
    if result.errors:
        print(f"mypy_core: {len(result.errors)} error(s) in {checked}", file=sys.stderr)
        return 1
    print(f"mypy_core: no issues in {checked}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
