"""The tree `make gpu-tree` leaves for a GPU run fits the device tool's 64 MiB and keeps what
the GPU tests read (tests/gpu/tree.py)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("gpu_tree", ROOT / "tests" / "gpu" / "tree.py")
assert _spec is not None and _spec.loader is not None
tree = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(tree)


def test_the_trimmed_tree_fits_the_gpu_machine() -> None:
    full = tree.travelling(with_hidden=True)
    trimmed = tree.travelling(with_hidden=False)
    assert sum(trimmed.values()) <= tree.LIMIT, f"{sum(trimmed.values()) / 2**20:.1f} MiB travel"
    assert sum(full.values()) > sum(trimmed.values())


def test_what_the_gpu_tests_read_is_kept() -> None:
    kept = tree.travelling(with_hidden=False)
    for package in sorted((ROOT / "generated").glob("cuda_*")):
        for name in ("api.json", "__init__.py", "_support.py", "driver.py", "_driver.c", "_build.py"):
            assert f"generated/{package.name}/{name}" in kept
    assert all(f"tests/gpu/{p.name}" in kept for p in (ROOT / "tests" / "gpu").glob("*.py"))
    assert all(f"tests/benchmarks/{p.name}" in kept for p in (ROOT / "tests" / "benchmarks").glob("*.py"))
    assert "tests/conftest.py" in kept and "pyproject.toml" in kept
    # and what is hidden is what the patterns say
    assert tree.hidden("headers/13.0/cuda.h") and tree.hidden("generated/cuda_13_0/docs/index.md")
    assert not tree.hidden("generated/cuda_13_0/api.json") and not tree.hidden("docs.py")
