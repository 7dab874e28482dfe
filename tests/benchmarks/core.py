"""The object layer against cuda.core, in one process on the GPU machine (issue #16, point 9).

    python3 tests/benchmarks/core.py [--iterations N] [--loops L]

Times, per call: `launch(stream, config, kernel, a, b, n)` (a 3-argument kernel: two Buffers and an
int) with our core.py and with cuda.core's launch (same kernel, same arguments, each library's
own objects), and `Device().properties.multiprocessor_count` in both. As tests/benchmarks/run.py
does: one process pinned to one CPU, the contestants take turns loop by loop, each figure is the
median of L loops of N calls, and launch loops synchronize outside the timed region. Prints a
Markdown table and the ratio ours / cuda.core (at most 1.0 is the issue's target). Needs a GPU,
cuda-core and NumPy; the backend is CUDAGEN_BACKEND's (the compiled one when it is built).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import timeit
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "generated"))

KERNEL = r"""
extern "C" __global__ void k3(float *a, float *b, int n) { if (threadIdx.x == 1000) a[0] = b[0] + n; }
"""


def ours() -> dict[str, timeit.Timer]:
    from cuda_13_0 import core, driver

    dev = core.Device(0)
    dev.set_current()
    stream = dev.create_stream()
    kernel = core.Program(KERNEL, "c++").compile("cubin").get_kernel("k3")
    a, b = dev.allocate(1024, stream), dev.allocate(1024, stream)
    config = core.LaunchConfig(grid=1, block=32)
    namespace = {"launch": core.launch, "stream": stream, "config": config, "kernel": kernel, "a": a, "b": b,
                 "Device": core.Device}
    print(f"ours: cuda_13_0 core.py, {driver.BACKEND} backend", file=sys.stderr)
    return {
        "launch(stream, config, kernel, a, b, n)": timeit.Timer("launch(stream, config, kernel, a, b, 7)",
                                                                globals=namespace),
        "Device().properties.multiprocessor_count": timeit.Timer("Device().properties.multiprocessor_count",
                                                                 globals=namespace),
        "_sync": stream.sync,  # type: ignore[dict-item]
    }


def theirs() -> dict[str, timeit.Timer]:
    import cuda.core as cc

    dev = cc.Device(0)
    dev.set_current()
    stream = dev.create_stream()
    program = cc.Program(KERNEL, code_type="c++", options=cc.ProgramOptions(arch=f"sm_{dev.arch}"))
    kernel = program.compile("cubin").get_kernel("k3")
    a, b = dev.allocate(1024, stream=stream), dev.allocate(1024, stream=stream)
    config = cc.LaunchConfig(grid=1, block=32)
    namespace = {"launch": cc.launch, "stream": stream, "config": config, "kernel": kernel, "a": a, "b": b,
                 "Device": cc.Device}
    print(f"cuda.core {getattr(cc, '__version__', '?')}", file=sys.stderr)
    return {
        "launch(stream, config, kernel, a, b, n)": timeit.Timer("launch(stream, config, kernel, a, b, 7)",
                                                                globals=namespace),
        "Device().properties.multiprocessor_count": timeit.Timer("Device().properties.multiprocessor_count",
                                                                 globals=namespace),
        "_sync": stream.sync,  # type: ignore[dict-item]
    }


def measure(contestants: dict[str, dict[str, Any]], iterations: int, loops: int) -> dict[str, dict[str, float]]:
    labels = list(contestants)
    ops = [op for op in contestants[labels[0]] if not op.startswith("_")]
    out: dict[str, dict[str, float]] = {label: {} for label in labels}
    for op in ops:
        samples: dict[str, list[float]] = {label: [] for label in labels}
        for label in labels:  # warm-up: symbols resolved, caches (kernel layouts, properties) filled
            contestants[label][op].timeit(max(iterations // 10, 1))
            contestants[label]["_sync"]()
        for k in range(loops):
            for label in labels[k % len(labels):] + labels[:k % len(labels)]:
                samples[label].append(contestants[label][op].timeit(iterations) / iterations * 1e9)
                contestants[label]["_sync"]()  # drain the launch queue outside the timed loop
        for label in labels:
            out[label][op] = statistics.median(samples[label])
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=20_000)
    parser.add_argument("--loops", type=int, default=21)
    args = parser.parse_args(argv)
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {max(os.sched_getaffinity(0))})  # one CPU for every contestant
    contestants = {"ours": ours(), "cuda.core": theirs()}
    results = measure(contestants, args.iterations, args.loops)
    print(f"ns per call, median of {args.loops} loops of {args.iterations} calls")
    print("| call | ours | cuda.core | ours / cuda.core |")
    print("|---|---:|---:|---:|")
    for op in results["ours"]:
        mine, reference = results["ours"][op], results["cuda.core"][op]
        print(f"| {op} | {mine:.0f} | {reference:.0f} | {mine / reference:.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
