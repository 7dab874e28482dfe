"""Shared pytest fixtures: where things are. Kept generic on purpose."""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import buildcache
import pytest

REPO = Path(__file__).resolve().parents[1]
# More compiler flags for every compiled backend and fake driver the tests build: `make sanitize`
# sets -fsanitize=address,undefined here (and preloads the sanitizer runtimes).
EXTRA_CFLAGS = buildcache.EXTRA_CFLAGS

try:
    import cudagen  # noqa: F401
except ModuleNotFoundError:  # not installed (pip install -e) and no PYTHONPATH=generator
    sys.path.insert(0, str(REPO / "generator"))


def pytest_configure(config: pytest.Config) -> None:
    if os.environ.get("CUDAGEN_SUITE_TIMES"):  # tests/benchmarks/suite.py: each test's wall and CPU seconds
        import suite_times

        config.pluginmanager.register(suite_times, "cudagen_suite_times")
    if not hasattr(config, "workerinput"):  # once a run, in the controller, before any worker starts
        buildcache.prune()  # builds unused for a week
        # Byte-compile what the tests' subprocesses import again and again (the generated
        # packages, the generator), whatever PYTHONDONTWRITEBYTECODE says: without it, each one
        # compiles driver.py & co. anew (3 s of CPU once, instead of seconds per test).
        import compileall

        for folder in (REPO / "generated", REPO / "generator" / "cudagen"):
            compileall.compile_dir(folder, quiet=2, workers=0)


# `make test-fast` runs `-m "not slow"`: the edit loop's tests. A `slow` test needs a C compiler
# (a compiled backend, the fake driver, a fake library), parses a vendored release's headers, or
# runs a tool over whole packages (mypy, pip, black, check-usage); it is marked here from the
# fixtures it uses, and by the modules and tests that do such work themselves.
SLOW_FIXTURES = frozenset({"package_copy", "build_package", "release_built", "fake_driver", "release_ir"})


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if SLOW_FIXTURES.intersection(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.slow)


@pytest.fixture(scope="session")
def repo_root() -> Path:
    """The repository root (the folder holding pyproject.toml)."""
    return REPO


@pytest.fixture(scope="session")
def release_ir() -> Callable[[str], Any]:
    """release ("13.0") -> its IR (ir.Package) parsed from the vendored headers, once a session:
    what generation and `explain --audit` read, with the Doxygen prose that the committed
    api.json leaves out."""
    import importlib.metadata
    import pickle

    from cudagen.project import generate as pipeline
    from cudagen.project import libraries as project

    @functools.cache
    def parse(release: str) -> Any:
        # Parsed once for all workers and runs (tests/buildcache.py), keyed by the headers, the
        # generator's source and libclang's version; the IR is frozen dataclasses: pickled.
        headers = REPO / "headers"
        key = [release, (headers / "libraries.toml").read_bytes(), buildcache.tree_digest(headers / release),
               buildcache.tree_digest(REPO / "generator" / "cudagen", ("__pycache__",)),
               importlib.metadata.version("libclang")]

        def make(folder: Path) -> None:
            package = pipeline.parse_sources(project.sources(release), pipeline.Timings())
            (folder / "ir.pickle").write_bytes(pickle.dumps(package, protocol=pickle.HIGHEST_PROTOCOL))

        return pickle.loads((buildcache.entry(f"ir-{release}", key, make) / "ir.pickle").read_bytes())

    return parse


@pytest.fixture(scope="session")
def build_package() -> Callable[..., Path]:
    """build_package(python, *extensions) -> a folder holding a copy of generated/cuda_13_0 with
    its compiled backend (those extensions, default all) built for that Python by the
    package's own _build.py, as a vendored copy is built (once for all workers and runs:
    tests/buildcache.py). Shared: a test that changes the package copies it first."""

    def build(python: str, *extensions: str) -> Path:
        # This Python's build is the warning-free -O0 one every_release check uses; another
        # interpreter's (free-threaded, debug) keeps _build.py's own -O2, as a user builds it.
        cflags = buildcache.TEST_CFLAGS if python == sys.executable else EXTRA_CFLAGS
        try:
            return buildcache.built_package("cuda_13_0", python, extensions, cflags)
        except buildcache.BuildError as exc:
            pytest.fail(str(exc))

    return build


@pytest.fixture(scope="session")
def release_built() -> Callable[[str], tuple[Path, str]]:
    """release_built(package name) -> (folder holding a copy of it, the build's errors or ""): a
    generated release with its compiled backend built by its own _build.py with -O0 -Wall -Wextra
    -Werror (quick to compile, and what each generated source must pass), once for all workers
    and runs (tests/buildcache.py); each release is built where it is first asked for."""

    def built(package: str) -> tuple[Path, str]:
        try:
            return buildcache.built_package(package), ""
        except buildcache.BuildError as exc:
            return REPO / "generated", str(exc)[-6000:]

    return built


@pytest.fixture(scope="session")
def package_copy(build_package: Callable[..., Path]) -> Path:
    """generated/cuda_13_0 copied and built for this Python: the fake-driver tests import it with
    CUDAGEN_BACKEND=python and =compiled."""
    return build_package(sys.executable)
