"""The CPU benchmark (tests/benchmarks/fake.py) still runs: a short run against the fake
driver, with a copy of the generated tree loaded beside ours as --compare does it."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SCRIPT = REPO / "tests" / "benchmarks" / "fake.py"
OPS = ["cuCtxGetCurrent", "cuDeviceGetAttribute", "cuPointerGetAttribute", "cuStreamQuery",
       "cuMemcpyHtoD_8B", "cuLaunchKernel_3_values", "cuLaunchKernel_3_packed"]


def test_fake_driver_benchmark_prints_every_call_for_every_tree(tmp_path: Path) -> None:
    if shutil.which("gcc") is None:
        pytest.fail("gcc is needed to build the fake driver")
    shutil.copytree(REPO / "generated" / "cuda_13_0", tmp_path / "cuda_13_0")
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--iterations", "20", "--loops", "3", "--compare", f"copy={tmp_path}"],
        capture_output=True, text=True, check=False, timeout=300,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert "| call | ctypes floor | ours | copy | ours − floor | copy − floor |" in lines
    rows = {m.group(1): m.group(2) for m in (re.match(r"\| (\w+) \| (.*) \|$", line) for line in lines) if m}
    for op in OPS:
        cells = [float(c) for c in rows[op].split(" | ")]
        assert len(cells) == 5 and all(c > 0 for c in cells[:3]), (op, cells)
        assert cells[3] == pytest.approx(cells[1] - cells[0], abs=1) and cells[4] == pytest.approx(cells[2] - cells[0], abs=1)


def test_compare_folder_without_a_package_is_refused(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--iterations", "1", "--loops", "1", "--compare", f"x={tmp_path}"],
        capture_output=True, text=True, check=False, timeout=300,
    )
    assert done.returncode != 0 and f"{tmp_path}: no cuda_13_0/ package there" in done.stderr
