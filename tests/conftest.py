"""Shared pytest fixtures: where things are. Kept generic on purpose."""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[1]
# More compiler flags for every compiled backend and fake driver the tests build: `make sanitize`
# sets -fsanitize=address,undefined here (and preloads the sanitizer runtimes).
EXTRA_CFLAGS = os.environ.get("CUDAGEN_TEST_CFLAGS", "")

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
    from cudagen.project import generate as pipeline
    from cudagen.project import libraries as project

    @functools.cache
    def parse(release: str) -> Any:
        return pipeline.parse_sources(project.sources(release), pipeline.Timings())

    return parse


@pytest.fixture(scope="session")
def build_package(tmp_path_factory: pytest.TempPathFactory) -> Callable[..., Path]:
    """build_package(python, *extensions) -> a folder holding a copy of generated/cuda_13_0 with
    its compiled backend (those extensions, default all) built for that Python by the
    package's own _build.py, as a vendored copy is built."""
    import compileall
    import shutil
    import subprocess

    def build(python: str, *extensions: str) -> Path:
        root = tmp_path_factory.mktemp("pkg")
        pkg = root / "cuda_13_0"
        shutil.copytree(REPO / "generated" / "cuda_13_0", pkg,
                        ignore=shutil.ignore_patterns("__pycache__", "*.so", "docs", "api.json"))
        flags = ["--cflags", EXTRA_CFLAGS] if EXTRA_CFLAGS else []
        done = subprocess.run([python, str(pkg / "_build.py"), "--quiet", *flags, *extensions], capture_output=True,
                              text=True, check=False)
        if done.returncode:
            pytest.fail(f"building the compiled backend with {python} failed:\n{done.stdout}\n{done.stderr}")
        if python == sys.executable:
            compileall.compile_dir(pkg, quiet=1)
        return root

    return build


@pytest.fixture(scope="session")
def every_release_built(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Path, str]]:
    """{package name: (folder holding a copy of it, the build's errors or "")}: every generated
    release copied once per session and its compiled backend built by its own _build.py with
    -O0 -Wall -Wextra -Werror (quick to compile, and what each generated source must pass)."""
    import shutil
    import subprocess

    out: dict[str, tuple[Path, str]] = {}
    for package in sorted((REPO / "generated").glob("cuda_*")):
        root = tmp_path_factory.mktemp(package.name)
        shutil.copytree(package, root / package.name,
                        ignore=shutil.ignore_patterns("__pycache__", "*.so", "docs", "api.json"))
        done = subprocess.run([sys.executable, str(root / package.name / "_build.py"), "--quiet",
                               "--cflags", f"-O0 -Wall -Wextra -Werror {EXTRA_CFLAGS}"], capture_output=True, text=True,
                              check=False)
        out[package.name] = (root, "" if done.returncode == 0 else (done.stderr or done.stdout)[:6000])
    return out


@pytest.fixture(scope="session")
def package_copy(build_package: Callable[..., Path]) -> Path:
    """generated/cuda_13_0 copied and built for this Python: the fake-driver tests import it with
    CUDAGEN_BACKEND=python and =compiled."""
    return build_package(sys.executable)
