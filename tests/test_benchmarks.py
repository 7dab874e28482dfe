"""The CPU benchmark (tests/benchmarks/fake.py) still runs: a short run against the fake
driver, with a copy of the generated tree loaded beside ours as --compare does it."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # builds the compiled backend and the fake driver

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


def test_the_held_gil_copy_differs_in_one_line_and_binds_its_extension(tmp_path: Path) -> None:
    # tests/benchmarks/held_gil.py: what the cuEventRecord figures of docs/benchmarks.md compare.
    script = REPO / "tests" / "benchmarks" / "held_gil.py"
    # Unoptimized ($CFLAGS): what is checked is the one changed line and that the copy binds it.
    done = subprocess.run([sys.executable, str(script), str(tmp_path)], capture_output=True, text=True,
                          check=False, timeout=300, env={**os.environ, "CFLAGS": "-O0"})
    assert done.returncode == 0, done.stderr
    ours = (REPO / "generated" / "cuda_13_0" / "_driver.c").read_text().splitlines()
    held = (tmp_path / "cuda_13_0" / "_driver.c").read_text().splitlines()
    changed = [(a, b) for a, b in zip(ours, held, strict=True) if a != b]
    assert changed == [("    CG_NOGIL(r = fp(a_hEvent, a_hStream));", "    r = fp(a_hEvent, a_hStream);")]
    code = ("import sys; sys.path.insert(0, sys.argv[1]); from pathlib import Path; from trees import load_tree; "
            "d = load_tree('held_gil', Path(sys.argv[2])); print(d.BACKEND, d.BACKEND_REASON)")
    loaded = subprocess.run([sys.executable, "-c", code, str(script.parent), str(tmp_path)], capture_output=True,
                            text=True, check=False, timeout=300, env={**os.environ, "CUDAGEN_BACKEND": ""})
    assert loaded.returncode == 0, loaded.stderr
    assert loaded.stdout.startswith("compiled "), loaded.stdout
    refused = subprocess.run([sys.executable, str(script), str(tmp_path), "--function", "cuStreamQuery"],
                             capture_output=True, text=True, check=False, timeout=300)
    assert refused.returncode != 0 and "cuStreamQuery: releases the GIL around 0 calls, not one" in refused.stderr
