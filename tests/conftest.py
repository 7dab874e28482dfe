"""Shared pytest fixtures: where things are. Kept generic on purpose."""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[1]

try:
    import cudagen  # noqa: F401
except ModuleNotFoundError:  # not installed (pip install -e) and no PYTHONPATH=generator
    sys.path.insert(0, str(REPO / "generator"))


@pytest.fixture(scope="session")
def repo_root() -> Path:
    """The repository root (the folder holding pyproject.toml)."""
    return REPO


@pytest.fixture(scope="session")
def release_ir() -> Callable[[str], Any]:
    """release ("13.0") -> its IR (ir.Package) parsed from the vendored headers, once a session:
    what generation and `explain --audit` read, with the Doxygen prose that the committed
    api.json leaves out."""
    from cudagen import pipeline, project

    @functools.cache
    def parse(release: str) -> Any:
        return pipeline.parse_sources(project.sources(release), pipeline.Timings())

    return parse


@pytest.fixture(scope="session")
def package_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder holding a copy of generated/cuda_13_0 with its compiled backend built for this
    Python by the package's own _build.py (as a vendored copy is built): the fake-driver tests
    import it with CUDAGEN_BACKEND=python and =compiled."""
    import compileall
    import shutil
    import subprocess

    root = tmp_path_factory.mktemp("pkg")
    pkg = root / "cuda_13_0"
    shutil.copytree(REPO / "generated" / "cuda_13_0", pkg,
                    ignore=shutil.ignore_patterns("__pycache__", "*.so", "docs", "api.json"))
    done = subprocess.run([sys.executable, str(pkg / "_build.py"), "--quiet"], capture_output=True, text=True,
                          check=False)
    if done.returncode:
        pytest.fail(f"building the compiled backend failed:\n{done.stdout}\n{done.stderr}")
    compileall.compile_dir(pkg, quiet=1)
    return root
