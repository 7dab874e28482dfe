"""What the generated wrappers cost on top of ctypes, on this machine (no GPU): the calls of
the GPU benchmark that the fake driver (tests/fakecuda/fakecuda.c) answers, through a bare
ctypes call with its arguments already converted (the floor), our tree and any trees given
with --compare, in one process taking turns loop by loop.

    python3 tests/benchmarks/fake.py [--compare before=DIR ...] [--iterations N] [--loops L]

DIR holds a cuda_13_0/ package, e.g. an earlier commit's tree:
`git archive HEAD~1 generated/cuda_13_0 | tar -x -C before --strip-components=1`.
The fake driver does next to nothing, so "ours - floor" is the Python side of a call: what a
change to the generated code moves (the floor of a value launch is the pre-packed call, so
there it includes the packing). It says nothing of the driver's own time: for that, and
for cuda.bindings and C beside us, `make bench` on the GPU machine. Needs gcc.
"""

from __future__ import annotations

import argparse
import ctypes
import os
import statistics
import subprocess
import sys
import tempfile
import timeit
from pathlib import Path
from types import ModuleType
from typing import Any

from trees import ROOT, TREE, load_tree  # this folder is on sys.path

FAKE = ROOT / "tests" / "fakecuda" / "fakecuda.c"
KERNEL = 1  # fakecuda.c: kernel 1 is kernel(int a, float b, CUdeviceptr c), described by cuFuncGetParamInfo
OPS = [
    "cuCtxGetCurrent", "cuDeviceGetAttribute", "cuPointerGetAttribute", "cuStreamQuery",
    "cuMemcpyHtoD_8B", "cuLaunchKernel_3_values", "cuLaunchKernel_3_packed",
]


def build_fake(workdir: Path) -> Path:
    lib = workdir / "libcuda.so.1"
    cmd = [os.environ.get("CC", "gcc"), "-shared", "-fPIC", "-O2", "-I", str(ROOT / "headers" / "13.0"),
           "-o", str(lib), str(FAKE), "-lpthread"]
    done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if done.returncode:
        raise SystemExit(f"building the fake driver failed:\n{' '.join(cmd)}\n{done.stderr}")
    return lib


def ours(cu: ModuleType) -> dict[str, timeit.Timer]:
    """The calls as a user writes them: handles and pointers as ints, values as Python values."""
    cu.cuInit(0)
    ptr = cu.cuMemAlloc(64)
    env = {
        "cu": cu, "ptr": ptr, "host": bytearray(8), "f": KERNEL, "stream": 0x5000,
        "packed": cu.pack_kernel_args(KERNEL, [1, 2.0, ptr]), "args": [1, 2.0, ptr],
        "ATTR": cu.CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, "PATTR": cu.CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL,
    }
    stmts = {
        "cuCtxGetCurrent": "cu.cuCtxGetCurrent()",
        "cuDeviceGetAttribute": "cu.cuDeviceGetAttribute(ATTR, 0)",
        "cuPointerGetAttribute": "cu.cuPointerGetAttribute(PATTR, ptr)",
        "cuStreamQuery": "cu.cuStreamQuery(stream)",
        "cuMemcpyHtoD_8B": "cu.cuMemcpyHtoD(ptr, host, 8)",
        "cuLaunchKernel_3_values": "cu.cuLaunchKernel(f, 1, 1, 1, 32, 1, 1, 0, stream, args, None)",
        "cuLaunchKernel_3_packed": "cu.cuLaunchKernel(f, 1, 1, 1, 32, 1, 1, 0, stream, packed, None)",
    }
    return {op: timeit.Timer(stmts[op], globals=env) for op in OPS}


def floor(cu: ModuleType) -> dict[str, timeit.Timer]:
    """The same entry points through ctypes, every argument converted beforehand."""
    c = ctypes
    ptr = cu.cuMemAlloc(64)
    packed = cu.pack_kernel_args(KERNEL, [1, 2.0, ptr])
    env = {
        "f": cu._f, "cell": (c.c_void_p * 1)(), "icell": (c.c_int * 1)(), "dptr": c.c_uint64(ptr),
        "host": (c.c_char * 8)(), "n8": c.c_size_t(8), "k": c.c_void_p(KERNEL), "stream": c.c_void_p(0x5000),
        "p3": packed._as_parameter_, "keep": packed, "ATTR": int(cu.CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT),
        "PATTR": int(cu.CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL),
    }
    stmts = {
        "cuCtxGetCurrent": "f.cuCtxGetCurrent(cell)",
        "cuDeviceGetAttribute": "f.cuDeviceGetAttribute(icell, ATTR, 0)",
        "cuPointerGetAttribute": "f.cuPointerGetAttribute(icell, PATTR, dptr)",
        "cuStreamQuery": "f.cuStreamQuery(stream)",
        "cuMemcpyHtoD_8B": "f.cuMemcpyHtoD(dptr, host, n8)",
        "cuLaunchKernel_3_values": "f.cuLaunchKernel(k, 1, 1, 1, 32, 1, 1, 0, stream, p3, None)",
        "cuLaunchKernel_3_packed": "f.cuLaunchKernel(k, 1, 1, 1, 32, 1, 1, 0, stream, p3, None)",
    }
    return {op: timeit.Timer(stmts[op], globals=env) for op in OPS}


def measure(contestants: dict[str, dict[str, timeit.Timer]], iterations: int, loops: int) -> dict[str, dict[str, float]]:
    """Median ns per call of each contestant and call; the contestants take turns loop by
    loop, the first one rotating, so the machine's slow phases fall on all of them alike."""
    labels = list(contestants)
    out: dict[str, dict[str, float]] = {label: {} for label in labels}
    for op in OPS:
        samples: dict[str, list[float]] = {label: [] for label in labels}
        for label in labels:  # warm-up: first calls resolve entry points and fill caches
            contestants[label][op].timeit(max(iterations // 10, 1))
        for k in range(loops):
            for label in labels[k % len(labels):] + labels[:k % len(labels)]:
                samples[label].append(contestants[label][op].timeit(iterations) / iterations * 1e9)
        for label in labels:
            out[label][op] = statistics.median(samples[label])
    return out


def table(timed: dict[str, dict[str, float]]) -> str:
    labels = [label for label in timed if label != "floor"]
    lines = [
        "| call | ctypes floor | " + " | ".join(labels) + " | " + " | ".join(f"{lb} − floor" for lb in labels) + " |",
        "|---|" + "---:|" * (1 + 2 * len(labels)),
    ]
    for op in OPS:
        base = timed["floor"][op]
        cells = [f"{base:.0f}", *(f"{timed[lb][op]:.0f}" for lb in labels),
                 *(f"{timed[lb][op] - base:.0f}" for lb in labels)]
        lines.append(f"| {op} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--compare", action="append", default=[], metavar="LABEL=DIR")
    ap.add_argument("--iterations", type=int, default=10000)
    ap.add_argument("--loops", type=int, default=31, help="loops per call and contestant")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        # The bindings load the driver on their first call: point them at the fake first.
        os.environ["CUDAGEN_LIB_CUDA"] = str(build_fake(Path(tmp)))
        sys.path.insert(0, str(TREE))
        if hasattr(os, "sched_setaffinity"):
            os.sched_setaffinity(0, {max(os.sched_getaffinity(0))})  # one CPU for every contestant
        trees: list[tuple[str, Any]] = [("ours", load_tree("ours", TREE))]
        if trees[0][1].BACKEND == "compiled":  # and the pure-Python backend beside it
            trees.append(("ours-python", load_tree("ours_python", TREE, backend="python")))
        for spec in args.compare:
            label, _, folder = spec.partition("=")
            trees.append((label, load_tree(label, Path(folder))))
        trees[0][1].cuInit(0)
        contestants = {"floor": floor(trees[0][1])}
        contestants.update((label, ours(module)) for label, module in trees)
        timed = measure(contestants, args.iterations, args.loops)
    print(f"Fake driver, Python {sys.version.split()[0]}; ns per call, median of {args.loops} loops of "
          f"{args.iterations} calls, the contestants taking turns loop by loop; ours: the "
          f"{trees[0][1].BACKEND} backend ({trees[0][1].BACKEND_REASON or 'built'}).\n")
    print(table(timed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
