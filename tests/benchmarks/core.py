"""The object layer against cuda.core and the C floor, in one process on the GPU machine (issue
#29, point 4).

    python3 tests/benchmarks/core.py [--iterations N] [--loops L]

Times, per call, with our core/ and with cuda.core (each library's own objects, the same
kernel from one cubin), beside the same driver calls made in a C loop (bench_calls.c, built here
with gcc and -lcuda, as tests/benchmarks/run.py does):

- `launch(stream, config, kernel, a, b, n)`: two Buffers and an int (C: cuLaunchKernel with the
  arguments packed once);
- `Device().properties.multiprocessor_count` (C: cuDeviceGetAttribute);
- `stream.record(event)` (C: cuEventRecord) and `stream.record()`, which makes an event
  (C: cuEventCreate, cuEventRecord, cuEventDestroy), its Event dropped at once or, as
  `e = stream.record()`, when the next one replaces it (the previous Event lives during the call).

With `--compare LABEL=DIR` (repeatable) other trees take their turns too, each a folder holding
a cuda_13_0/ package with its _driver built (e.g. a variant of `_cudagen.h`): an A/B on the GPU
in one run, under the same conditions. `--calls TEXT` keeps the statements whose name holds it.

Then the import of each object layer in a fresh interpreter (`import cuda_13_0.core` against
`import cuda.core`, both byte-compiled by a first import; the two take turns, median of
--import-runs runs).

As run.py does: one process pinned to one CPU, the contestants take turns loop by loop, each
figure is the median of L loops of N calls, and queues drain outside the timed loops. Prints a
Markdown table with each library's overhead over C and the ratio of the overheads, ours /
cuda.core (the issue's target: at most 0.5). Needs a GPU, gcc, cuda-core and NumPy; the backend
is CUDAGEN_BACKEND's (the compiled one when it is built).
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
import tempfile
import timeit
from pathlib import Path
from typing import Any

# this folder is on sys.path; cu: generated/cuda_13_0/driver
from run import c_floor, compile_cubin, cu, measure
from trees import load_tree

# call: the bench_calls.c loop that asks the driver for the same
CALLS = {
    "launch(stream, config, kernel, a, b, n)": "cuLaunchKernel_2_buffers_int",
    "Device().properties.multiprocessor_count": "cuDeviceGetAttribute",
    "stream.record(event)": "cuEventRecord",
    "stream.record()": "cuEventCreate_Record_Destroy",
    "e = stream.record()": "cuEventCreate_Record_Destroy",
}
STATEMENTS = {
    "launch(stream, config, kernel, a, b, n)": "launch(stream, config, kernel, a, b, 7)",
    "Device().properties.multiprocessor_count": "Device().properties.multiprocessor_count",
    "stream.record(event)": "stream.record(event)",
    "stream.record()": "stream.record()",
    "e = stream.record()": "e = stream.record()",
}


def timers(namespace: dict[str, Any]) -> dict[str, Any]:
    return {call: timeit.Timer(stmt, globals=namespace) for call, stmt in STATEMENTS.items()}


def ours(cubin: bytes, core: Any = None, label: str = "ours") -> dict[str, Any]:
    """The timers of an object layer of ours: generated/'s, or `core` (another tree's)."""
    if core is None:
        from cuda_13_0 import core
    driver = sys.modules[core.__name__.rpartition(".")[0] + ".driver"]
    dev = core.Device(0)
    dev.set_current()
    stream = dev.create_stream()
    kernel = core.ObjectCode.from_cubin(cubin).get_kernel("kb")
    a, b = dev.allocate(1024, stream), dev.allocate(1024, stream)
    namespace = {"launch": core.launch, "stream": stream, "config": core.LaunchConfig(grid=1, block=32),
                 "kernel": kernel, "a": a, "b": b, "Device": core.Device, "event": dev.create_event()}
    print(f"{label}: {core.__name__}, {driver.BACKEND} backend", file=sys.stderr)
    return timers(namespace)


def theirs(cubin: bytes) -> dict[str, Any]:
    import cuda.core as cc

    dev = cc.Device(0)
    dev.set_current()
    stream = dev.create_stream()
    kernel = cc.ObjectCode.from_cubin(cubin).get_kernel("kb")
    a, b = dev.allocate(1024, stream=stream), dev.allocate(1024, stream=stream)
    namespace = {"launch": cc.launch, "stream": stream, "config": cc.LaunchConfig(grid=1, block=32),
                 "kernel": kernel, "a": a, "b": b, "Device": cc.Device, "event": dev.create_event()}
    print(f"cuda.core {getattr(cc, '__version__', '?')}", file=sys.stderr)
    return timers(namespace)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=20_000)
    parser.add_argument("--loops", type=int, default=21)
    parser.add_argument("--import-runs", type=int, default=15, help="0: no import times")
    parser.add_argument("--compare", action="append", default=[], metavar="LABEL=DIR",
                        help="another tree's cuda_13_0 (its _driver built) in the turns too")
    parser.add_argument("--calls", default="", metavar="TEXT", help="only the statements whose name holds TEXT")
    args = parser.parse_args(argv)
    calls = [call for call in STATEMENTS if args.calls in call]
    if not calls:
        parser.error(f"--calls {args.calls!r}: no statement holds it (they are: {', '.join(STATEMENTS)})")
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {max(os.sched_getaffinity(0))})  # one CPU for every contestant
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        cu.cuInit(0)
        from cuda_13_0 import core

        core.Device(0).set_current()  # the primary context, current: C's loops run in it too
        cubin_path = compile_cubin(work)
        cubin = cubin_path.read_bytes()
        floor = c_floor(cubin_path, work, list(CALLS.values()))
        contestants = {"C": {call: floor[loop] for call, loop in CALLS.items()}, "ours": ours(cubin)}
        for label, _, folder in (spec.partition("=") for spec in args.compare):
            driver = load_tree(label, Path(folder))
            contestants[label] = ours(cubin, importlib.import_module(driver.__name__.rpartition(".")[0] + ".core"),
                                      label)
        contestants["cuda.core"] = theirs(cubin)
        results = measure(contestants, args.iterations, args.loops, calls, set(calls))
    name = cu.cuDeviceGetName(0)
    version = cu.cuDriverGetVersion()
    print(f"Device: {name}, driver CUDA {version // 1000}.{version % 1000 // 10}, Python {sys.version.split()[0]}; "
          f"ns per call, median of {args.loops} loops of {args.iterations} calls, taking turns loop by loop.")
    print()
    trees = [label for label in contestants if label not in ("C", "cuda.core")]  # ours first
    print("| call | C | " + " | ".join(trees) + " | cuda.core | "
          + " | ".join(f"{label} - C" for label in trees) + " | cuda.core - C | "
          + " | ".join(f"ratio {label}" if len(trees) > 1 else "ratio of overheads" for label in trees) + " |")
    print("|---|" + "---:|" * (3 + 3 * len(trees)))
    for op in calls:
        c, reference = results["C"][op], results["cuda.core"][op]
        mine = [results[label][op] for label in trees]
        ratios = [f"{(m - c) / (reference - c):.2f}" if reference > c else "n/a" for m in mine]
        print(f"| `{op}` | {c:.0f} | " + " | ".join(f"{m:.0f}" for m in mine) + f" | {reference:.0f} | "
              + " | ".join(f"{m - c:.0f}" for m in mine) + f" | {reference - c:.0f} | " + " | ".join(ratios) + " |")
    print()
    if args.import_runs <= 0:
        return 0
    imports = import_times(["cuda_13_0.core", "cuda.core"], args.import_runs)
    print(f"Import in a fresh interpreter, ms (median of {args.import_runs}, taking turns): "
          + ", ".join(f"`{module}` {ms:.1f}" for module, ms in imports.items())
          + f"; ratio {imports['cuda_13_0.core'] / imports['cuda.core']:.2f}")
    return 0


def import_times(modules: list[str], runs: int) -> dict[str, float]:
    """Median milliseconds of `import module` in a fresh interpreter (the import alone, timed
    inside the child), each module byte-compiled first by an untimed run; the modules take turns."""
    import statistics
    import subprocess

    probe = "import time; t = time.perf_counter(); import {0}; print((time.perf_counter() - t) * 1e3)"
    import cuda_13_0

    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    # the children find the package where this process found it (run.py puts generated/ on sys.path)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(Path(cuda_13_0.__file__).parents[1]),
                                                      os.environ.get("PYTHONPATH")]))
    samples: dict[str, list[float]] = {module: [] for module in modules}
    for turn in range(runs + 1):
        for module in modules:
            done = subprocess.run([sys.executable, "-c", probe.format(module)], env=env, capture_output=True,
                                  text=True, check=True)
            if turn:  # the first turn writes the bytecode
                samples[module].append(float(done.stdout))
    return {module: statistics.median(times) for module, times in samples.items()}


if __name__ == "__main__":
    sys.exit(main())
