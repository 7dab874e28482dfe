"""Programs written for cuda.core run on our object layer unchanged but for the import (issue 29,
point 3): every example that takes its object layer from `from _path import core` runs twice in
a child process, once on our core (CUDAGEN_GPU_RELEASE's package, on the backend CUDAGEN_BACKEND
picks) and once on NVIDIA's cuda.core (CUDAGEN_EXAMPLE_CORE=cuda.core; that run skips where
cuda.core is not importable). Both must exit 0 and end by saying "correct" (or "skipped: <why>",
as the two-GPU example does on one GPU and the TMA one below compute capability 9.0), and print the same: each prints only values read back
from the device and checked against NumPy, so a difference is a difference in behaviour.

NCCL_NVLS_ENABLE=0 in every child (no NVLink multicast on the shared machines); no example calls
cuMulticastCreate.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import os
import re
import subprocess
import sys

import pytest
from gpu_env import GENERATED, PACKAGE, ROOT, loadable

EXAMPLES = ROOT / "examples"
IMPORT = "from _path import core"
CORE_EXAMPLES = sorted(p.name for p in EXAMPLES.glob("*.py") if not p.name.startswith("_") and IMPORT in p.read_text())
NAMES_LIBRARY = re.compile(r"cuda[._](core|\d+_\d+)")  # a line naming the object layer differs by design


def run(example: str, core: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(GENERATED), CUDAGEN_EXAMPLE_CORE=core, NCCL_NVLS_ENABLE="0",
               PYTHONUNBUFFERED="1")
    return subprocess.run([sys.executable, str(EXAMPLES / example)], env=env, capture_output=True, text=True,
                          timeout=300, check=False, cwd=ROOT)


def finished(done: subprocess.CompletedProcess[str], who: str) -> list[str]:
    """The lines of a run that exited 0 and said "correct" or "skipped: ...", less those naming
    the library."""
    assert done.returncode == 0, f"{who}: exit {done.returncode}\n{done.stdout}\n{done.stderr}"
    lines = done.stdout.splitlines()
    assert lines and ("correct" in lines[-1] or lines[-1].startswith("skipped: ")), f"{who}:\n{done.stdout}"
    return [line for line in lines if not NAMES_LIBRARY.search(line)]


@functools.cache
def cuda_core_problem() -> str | None:
    """Why cuda.core cannot run here (None when it can), asked of a child like the runs."""
    done = subprocess.run([sys.executable, "-c", "import cuda.core; cuda.core.Device(0)"], capture_output=True,
                          text=True, timeout=120, check=False)
    return None if done.returncode == 0 else (done.stderr.strip().splitlines() or ["?"])[-1]


@functools.cache
def nvrtc_problem() -> str | None:
    """Why the release's NVRTC, which Program compiles with, cannot load here (None when it can):
    12.9's libnvrtc.so.12 and 11.8's .so.11 are absent where only CUDA 13 is installed."""
    return loadable(importlib.import_module(f"{PACKAGE}.nvrtc"))


def test_the_examples_written_for_cuda_core_are_there() -> None:
    assert {"memory_resources.py", "ipc_pool.py", "virtual_memory.py", "graphs.py", "host_callbacks.py",
            "strided_views.py", "multi_device.py", "system_info.py", "occupancy_pdl.py",
            "program_cache.py", "green_contexts.py", "tensor_maps.py", "textures.py"} <= set(CORE_EXAMPLES)


@pytest.mark.parametrize("example", CORE_EXAMPLES)
def test_example_prints_the_same_on_our_core_and_on_cuda_core(example: str) -> None:
    if "Program(" in (EXAMPLES / example).read_text() and nvrtc_problem():
        pytest.skip(f"{example} compiles with {PACKAGE}'s NVRTC, which cannot load here: {nvrtc_problem()}")
    if "core.system" in (EXAMPLES / example).read_text() and importlib.util.find_spec(f"{PACKAGE}.nvml") is None:
        pytest.skip(f"{example} reads NVML through core.system; {PACKAGE} binds no NVML (CUDA 12.9 and newer do)")
    ours = finished(run(example, f"{PACKAGE}.core"), f"{example} on {PACKAGE}.core")
    problem = cuda_core_problem()
    if problem:
        pytest.skip(f"{example} ran on {PACKAGE}.core; cuda.core cannot run here: {problem}")
    theirs = finished(run(example, "cuda.core"), f"{example} on cuda.core")
    assert ours == theirs, "\n".join(["ours:", *ours, "cuda.core:", *theirs])
