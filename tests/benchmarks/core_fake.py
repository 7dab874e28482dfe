"""The object layer's hot calls on this machine (no GPU): the four statements of
tests/benchmarks/core.py against the fake driver (tests/fakecuda/fakecuda.c), beside the same
driver calls made in a C loop against the same fake (the floor), for our tree and any trees given
with --compare, in one process taking turns loop by loop.

    python3 tests/benchmarks/core_fake.py [--compare before=DIR ...] [--iterations N] [--loops L]

DIR holds a cuda_13_0/ package with its compiled backend built (`python -m cuda_13_0._build`
there), e.g. an earlier commit's tree: `git archive HEAD~1 generated/cuda_13_0 | tar -x -C
before --strip-components=1`. The fake kernel takes (int, float, pointer), so the launch here is
`launch(stream, config, kernel, 7, 2.5, a)` (one Buffer; core.py's GPU kernel takes two and an
int). The fake does next to nothing, so "- C" is the object layer's own cost per call: what a
change to core/ or to the compiled wrappers moves. For the ratio against cuda.core, run
core.py on the GPU machine. Needs gcc; the backend is CUDAGEN_BACKEND's (compiled when built).
"""

from __future__ import annotations

import argparse
import ctypes
import importlib
import os
import statistics
import subprocess
import sys
import tempfile
import timeit
from pathlib import Path
from typing import Any

from fake import build_fake  # this folder is on sys.path
from trees import TREE, load_tree

STATEMENTS = {
    "launch(stream, config, kernel, a, b, n)": "launch(stream, config, kernel, 7, 2.5, a)",
    "Device().properties.multiprocessor_count": "Device().properties.multiprocessor_count",
    "stream.record(event)": "stream.record(event)",
    "stream.record()": "stream.record()",
    "e = stream.record()": "e = stream.record()",
}
# the floor's loop of each statement (FLOOR_C's op)
FLOOR_OP = {"launch(stream, config, kernel, a, b, n)": 0, "Device().properties.multiprocessor_count": 1,
            "stream.record(event)": 2, "stream.record()": 3, "e = stream.record()": 3}

# The floor, as core.py's (bench_calls.c): the driver calls of each statement in a C loop,
# against the same fake.
FLOOR_C = r"""
#define _POSIX_C_SOURCE 199309L
#include <cuda.h>
#include <time.h>
static double now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e9 + ts.tv_nsec;
}
#define LOOP(call) do { double t0 = now_ns(); \
    for (long i = 0; i < n; i++) if ((call) != CUDA_SUCCESS) return -1.0; \
    return (now_ns() - t0) / n; } while (0)
double floor_ns(int op, long n, CUfunction f, CUstream s, CUevent e, CUdeviceptr p) {
    int a = 7, value;
    float b = 2.5f;
    void *args[3] = {&a, &b, &p};
    CUevent made;
    switch (op) {
    case 0: LOOP(cuLaunchKernel(f, 1, 1, 1, 32, 1, 1, 0, s, args, NULL));
    case 1: LOOP(cuDeviceGetAttribute(&value, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, 0));
    case 2: LOOP(cuEventRecord(e, s));
    case 3: LOOP(cuEventCreate(&made, CU_EVENT_DISABLE_TIMING) || cuEventRecord(made, s) || cuEventDestroy(made));
    }
    return -1.0;
}
"""


class CLoop:
    """A timeit.Timer look-alike over one floor loop."""

    def __init__(self, fn: Any, op: int, handles: tuple[int, ...]) -> None:
        self.fn, self.op, self.handles = fn, op, handles

    def timeit(self, number: int) -> float:
        ns = self.fn(self.op, number, *self.handles)
        if ns < 0:
            raise SystemExit(f"the floor's loop {self.op} failed")
        return float(ns) * number / 1e9


def floor(lib_path: Path, workdir: Path, namespace: dict[str, Any]) -> dict[str, CLoop]:
    source = workdir / "floor.c"
    source.write_text(FLOOR_C)
    out = workdir / "libfloor.so"
    cmd = [os.environ.get("CC", "gcc"), "-O2", "-shared", "-fPIC", "-I", str(TREE.parent / "headers" / "13.0"),
           str(source), "-o", str(out), str(lib_path)]
    subprocess.run(cmd, check=True)
    lib = ctypes.CDLL(str(out))
    lib.floor_ns.restype = ctypes.c_double
    lib.floor_ns.argtypes = [ctypes.c_int, ctypes.c_long, *[ctypes.c_void_p] * 3, ctypes.c_uint64]
    handles = (namespace["kernel"]._handle, namespace["stream"].handle, namespace["event"].handle,
               namespace["a"].handle)
    return {call: CLoop(lib.floor_ns, FLOOR_OP[call], handles) for call in STATEMENTS}


def contestant(core: Any) -> dict[str, Any]:
    """The statements' namespace for one object layer, as core.py sets up ours."""
    dev = core.Device(0)
    dev.set_current()
    stream = dev.create_stream()
    kernel = core.ObjectCode.from_cubin(b"FAKECUBIN").get_kernel("kernel")
    return {"launch": core.launch, "stream": stream, "config": core.LaunchConfig(grid=1, block=32),
            "kernel": kernel, "a": dev.allocate(1024, stream), "Device": core.Device, "event": dev.create_event()}


def measure(contestants: dict[str, dict[str, Any]], iterations: int, loops: int) -> dict[str, dict[str, float]]:
    """Median ns per call of each contestant and statement; the contestants take turns loop by
    loop, the first one rotating, so the machine's slow phases fall on all of them alike."""
    labels = list(contestants)
    out: dict[str, dict[str, float]] = {label: {} for label in labels}
    for call in STATEMENTS:
        samples: dict[str, list[float]] = {label: [] for label in labels}
        for label in labels:  # warm-up: first calls resolve entry points and fill caches
            contestants[label][call].timeit(max(iterations // 10, 1))
        for k in range(loops):
            for label in labels[k % len(labels):] + labels[:k % len(labels)]:
                samples[label].append(contestants[label][call].timeit(iterations) / iterations * 1e9)
        for label in labels:
            out[label][call] = statistics.median(samples[label])
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--compare", action="append", default=[], metavar="LABEL=DIR")
    ap.add_argument("--iterations", type=int, default=20000)
    ap.add_argument("--loops", type=int, default=21, help="loops per statement and contestant")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        lib = build_fake(Path(tmp))
        os.environ["CUDAGEN_LIB_CUDA"] = str(lib)  # the bindings load the driver at their first call
        sys.path.insert(0, str(TREE))
        if hasattr(os, "sched_setaffinity"):
            os.sched_setaffinity(0, {max(os.sched_getaffinity(0))})  # one CPU for every contestant
        drivers = [("ours", load_tree("ours", TREE))]
        drivers += [(label, load_tree(label, Path(folder)))
                    for label, _, folder in (spec.partition("=") for spec in args.compare)]
        namespaces = {label: contestant(importlib.import_module(driver.__name__.rpartition(".")[0] + ".core"))
                      for label, driver in drivers}
        timers: dict[str, dict[str, Any]] = {"C": floor(lib, Path(tmp), namespaces["ours"])}
        for label, namespace in namespaces.items():
            timers[label] = {call: timeit.Timer(stmt, globals=namespace) for call, stmt in STATEMENTS.items()}
        timed = measure(timers, args.iterations, args.loops)
    backends = ", ".join(f"{label}: {driver.BACKEND}" for label, driver in drivers)
    print(f"Fake driver, Python {sys.version.split()[0]} ({backends} backend); ns per call, median of "
          f"{args.loops} loops of {args.iterations} calls, taking turns loop by loop.\n")
    labels = [label for label in timed if label != "C"]
    print("| call | C | " + " | ".join(labels) + " | " + " | ".join(f"{lb} - C" for lb in labels) + " |")
    print("|---|" + "---:|" * (1 + 2 * len(labels)))
    for call in STATEMENTS:
        c = timed["C"][call]
        cells = [f"{c:.0f}", *(f"{timed[lb][call]:.0f}" for lb in labels),
                 *(f"{timed[lb][call] - c:.0f}" for lb in labels)]
        print(f"| `{call}` | " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
