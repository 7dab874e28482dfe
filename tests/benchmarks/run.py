"""Call overhead, launch overhead and import time of the generated bindings, beside the C
floor and cuda.bindings, measured in one run on the GPU machine.

    python3 tests/benchmarks/run.py [--iterations N] [--loops L] [--compare LABEL=DIR ...]
                                    [--out FILE]

Prints one Markdown table: ns per call for C (bench_calls.c, built here with gcc and -lcuda
and loaded into this process; it times its own loops), a bare ctypes call of the same entry
point with its arguments already converted (what ctypes alone costs: the floor for any
ctypes binding), ours and cuda.bindings, and the overhead ratio (ours - C) / (cuda.bindings
- C); then import times (median of 7 fresh interpreters, bytecode cached). `--compare
before=DIR` also times the generated tree under DIR (a folder holding cuda_13_0/, e.g. an
earlier commit's generated/), loaded under another package name.

The host is shared and its speed comes in phases (a call can cost twice as much for a few
seconds), so all the contestants, C included, run in one process pinned to one CPU and take
turns loop by loop: each figure is the median of L loops of N calls. Needs a GPU, gcc, and
cuda-bindings for its column.
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

sys.path.insert(0, str(TREE))

from cuda_13_0 import driver as cu
from cuda_13_0 import nvrtc as nv

KERNELS = r"""
extern "C" __global__ void k3(int *p, int n, float a) { if (threadIdx.x == 1000) p[0] = n + (int)a; }
extern "C" __global__ void k16(int a0, int a1, int a2, int a3, int a4, int a5, int a6, int a7,
                               int a8, int a9, int a10, int a11, int a12, int a13, int a14, int a15) {
    if (threadIdx.x == 1000) asm volatile("" :: "r"(a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + a10 +
                                                   a11 + a12 + a13 + a14 + a15));
}
extern "C" __global__ void kb(float *a, float *b, int n) { if (threadIdx.x == 1000) a[0] = b[0] + n; }
"""

OPS = [
    "cuCtxGetCurrent", "cuDeviceGetAttribute", "cuPointerGetAttribute", "cuStreamQuery", "cuEventRecord",
    "cuMemcpyHtoD_8B", "cuLaunchKernel_3_values", "cuLaunchKernel_3_packed", "cuLaunchKernel_16",
]
SYNC = {"cuEventRecord", "cuLaunchKernel_3_values", "cuLaunchKernel_3_packed", "cuLaunchKernel_16"}


def compile_cubin(workdir: Path) -> Path:
    major = cu.cuDeviceGetAttribute(cu.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, 0)
    minor = cu.cuDeviceGetAttribute(cu.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, 0)
    prog = nv.nvrtcCreateProgram(KERNELS, "bench.cu", None, None)
    nv.nvrtcCompileProgram(prog, [f"--gpu-architecture=sm_{major}{minor}"])
    path = workdir / "bench.cubin"
    path.write_bytes(nv.nvrtcGetCUBIN(prog))
    nv.nvrtcDestroyProgram(prog)
    return path


class CLoop:
    """A timeit.Timer look-alike for one C benchmark: the loop runs and is timed in C."""

    def __init__(self, lib: ctypes.CDLL, op: str) -> None:
        self._lib, self._op = lib, op.encode()

    def timeit(self, number: int) -> float:
        ns = self._lib.bench_ns(self._op, number)
        if ns < 0:
            raise RuntimeError(f"C benchmark {self._op.decode()} failed")
        return float(ns) * number / 1e9


def c_floor(cubin: Path, workdir: Path, ops: list[str] = OPS) -> dict[str, CLoop]:
    """bench_calls.c built with gcc and -lcuda, loaded here: its loops take turns with ours."""
    lib_path = workdir / "libbench_calls.so"
    libdirs = ["-L/usr/local/cuda/lib64/stubs", "-L/usr/lib/x86_64-linux-gnu"]
    subprocess.run(["gcc", "-O2", "-std=c11", "-shared", "-fPIC", str(Path(__file__).with_name("bench_calls.c")),
                    f"-I{ROOT / 'headers' / '13.0'}", "-I/usr/local/cuda/include",  # the latter: `make gpu-tree`
                    *libdirs, "-lcuda", "-o", str(lib_path)], check=True)
    lib = ctypes.CDLL(str(lib_path))
    lib.bench_ns.restype = ctypes.c_double
    lib.bench_ns.argtypes = [ctypes.c_char_p, ctypes.c_long]
    if lib.bench_init(str(cubin).encode()) != 0:
        raise SystemExit("bench_init failed")
    return {op: CLoop(lib, op) for op in ops}


Timers = dict[str, Any]  # call name -> a timeit.Timer (or CLoop) of one call


def gil_cost(lib_path: Path, iterations: int, loops: int) -> float:
    """ns that releasing and retaking the GIL adds to a call: bench_noop through ctypes.CDLL
    (which releases it) minus through ctypes.PyDLL (which holds it), taking turns, medians."""
    released, held = ctypes.CDLL(str(lib_path)).bench_noop, ctypes.PyDLL(str(lib_path)).bench_noop
    timers = [timeit.Timer(f, globals={}) for f in (released, held)]
    samples: list[list[float]] = [[], []]
    for k in range(loops):
        for i in (k % 2, 1 - k % 2):
            samples[i].append(timers[i].timeit(iterations) / iterations * 1e9)
    return statistics.median(samples[0]) - statistics.median(samples[1])


def measure(contestants: dict[str, Timers], iterations: int, loops: int, ops: list[str] = OPS,
            sync: set[str] = SYNC) -> dict[str, dict[str, float]]:
    """ns per call for every contestant and call of `ops`. The contestants take turns loop by
    loop (the first one rotates), so a slow phase of the shared host falls on all of them alike;
    each figure is the median of `loops` loops of `iterations` calls; after each loop of a call
    in `sync` the context's queues drain, outside the timed loop."""
    labels = list(contestants)
    out: dict[str, dict[str, float]] = {label: {} for label in labels}
    for op in ops:
        present = [label for label in labels if op in contestants[label]]
        samples: dict[str, list[float]] = {label: [] for label in present}
        for label in present:  # warm-up: first calls resolve symbols, fill caches
            contestants[label][op].timeit(max(iterations // 10, 1))
        cu.cuCtxSynchronize()
        for k in range(loops):
            for label in present[k % len(present):] + present[:k % len(present)]:
                samples[label].append(contestants[label][op].timeit(iterations) / iterations * 1e9)
                if op in sync:
                    cu.cuCtxSynchronize()  # drain the launch queue outside the timed loop
        for label in present:
            out[label][op] = statistics.median(samples[label])
    return out


def ours(cu: ModuleType, cubin: Path) -> Timers:
    """Timers of the calls through generated driver module `cu`, as a user writes them
    (handles as ints, arguments as Python values), on the device's primary context."""
    cu.cuInit(0)
    dev = cu.cuDeviceGet(0)
    ctx = cu.cuDevicePrimaryCtxRetain(dev)
    cu.cuCtxSetCurrent(ctx)
    mod = cu.cuModuleLoad(str(cubin))
    f3 = cu.cuModuleGetFunction(mod, "k3")
    f16 = cu.cuModuleGetFunction(mod, "k16")
    ptr = cu.cuMemAlloc(1 << 20)
    stream = cu.cuStreamCreate(cu.CU_STREAM_NON_BLOCKING)
    event = cu.cuEventCreate(cu.CU_EVENT_DISABLE_TIMING)
    host = bytearray(8)
    env = {
        "cu": cu, "dev": dev, "ptr": ptr, "stream": stream, "event": event, "host": host, "f3": f3,
        "f16": f16, "packed": cu.pack_kernel_args(f3, [ptr, 5, 1.0]), "a16": list(range(16)),
        "ATTR": cu.CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, "PATTR": cu.CU_POINTER_ATTRIBUTE_MEMORY_TYPE,
    }
    stmts = {
        "cuCtxGetCurrent": "cu.cuCtxGetCurrent()",
        "cuDeviceGetAttribute": "cu.cuDeviceGetAttribute(ATTR, dev)",
        "cuPointerGetAttribute": "cu.cuPointerGetAttribute(PATTR, ptr)",
        "cuStreamQuery": "cu.cuStreamQuery(stream)",
        "cuEventRecord": "cu.cuEventRecord(event, stream)",
        "cuMemcpyHtoD_8B": "cu.cuMemcpyHtoD(ptr, host, 8)",
        "cuLaunchKernel_3_values": "cu.cuLaunchKernel(f3, 1, 1, 1, 32, 1, 1, 0, stream, [ptr, 5, 1.0], None)",
        "cuLaunchKernel_3_packed": "cu.cuLaunchKernel(f3, 1, 1, 1, 32, 1, 1, 0, stream, packed, None)",
        "cuLaunchKernel_16": "cu.cuLaunchKernel(f16, 1, 1, 1, 32, 1, 1, 0, stream, a16, None)",
    }
    return {op: timeit.Timer(stmts[op], globals=env) for op in OPS}


def ctypes_floor(cu: ModuleType, cubin: Path) -> Timers:
    """The same entry points called through ctypes with every argument already converted
    (output cells, c_void_p handles, packed parameters made once): the part of a call no
    ctypes wrapper can remove."""
    c = ctypes
    f = cu._f  # the bound entry points of the generated module
    mod = cu.cuModuleLoad(str(cubin))
    vp = c.c_void_p
    f3, f16 = vp(cu.cuModuleGetFunction(mod, "k3")), vp(cu.cuModuleGetFunction(mod, "k16"))
    ptr = cu.cuMemAlloc(1 << 20)
    stream = vp(cu.cuStreamCreate(cu.CU_STREAM_NON_BLOCKING))
    event = vp(cu.cuEventCreate(cu.CU_EVENT_DISABLE_TIMING))
    packed = cu.pack_kernel_args(int(f3.value or 0), [ptr, 5, 1.0])
    packed16 = cu.pack_kernel_args(int(f16.value or 0), list(range(16)))
    env = {
        "f": f, "cell": (vp * 1)(), "icell": (c.c_int * 1)(), "ucell": (c.c_uint * 1)(), "dev": 0,
        "ptr": c.c_uint64(ptr), "stream": stream, "event": event, "host": (c.c_char * 8)(), "n8": c.c_size_t(8), "f3": f3,
        "f16": f16, "p3": packed._as_parameter_, "p16": packed16._as_parameter_,
        "keep": (packed, packed16),  # the timers outlive this function: so must the packed values
        "ATTR": int(cu.CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT), "PATTR": int(cu.CU_POINTER_ATTRIBUTE_MEMORY_TYPE),
    }
    stmts = {
        "cuCtxGetCurrent": "f.cuCtxGetCurrent(cell)",
        "cuDeviceGetAttribute": "f.cuDeviceGetAttribute(icell, ATTR, dev)",
        "cuPointerGetAttribute": "f.cuPointerGetAttribute(ucell, PATTR, ptr)",
        "cuStreamQuery": "f.cuStreamQuery(stream)",
        "cuEventRecord": "f.cuEventRecord(event, stream)",
        "cuMemcpyHtoD_8B": "f.cuMemcpyHtoD(ptr, host, n8)",
        "cuLaunchKernel_3_values": "f.cuLaunchKernel(f3, 1, 1, 1, 32, 1, 1, 0, stream, p3, None)",
        "cuLaunchKernel_3_packed": "f.cuLaunchKernel(f3, 1, 1, 1, 32, 1, 1, 0, stream, p3, None)",
        "cuLaunchKernel_16": "f.cuLaunchKernel(f16, 1, 1, 1, 32, 1, 1, 0, stream, p16, None)",
    }
    return {op: timeit.Timer(stmts[op], globals=env) for op in OPS}


def reference(cubin: Path) -> Timers:
    try:
        from cuda.bindings import driver as cb
    except ImportError:
        return {}
    cb.cuInit(0)
    _, dev = cb.cuDeviceGet(0)
    _, ctx = cb.cuDevicePrimaryCtxRetain(dev)
    cb.cuCtxSetCurrent(ctx)
    _, mod = cb.cuModuleLoad(str(cubin).encode())
    _, f3 = cb.cuModuleGetFunction(mod, b"k3")
    _, f16 = cb.cuModuleGetFunction(mod, b"k16")
    _, ptr = cb.cuMemAlloc(1 << 20)
    _, stream = cb.cuStreamCreate(cb.CUstream_flags.CU_STREAM_NON_BLOCKING)
    _, event = cb.cuEventCreate(cb.CUevent_flags.CU_EVENT_DISABLE_TIMING)
    host = bytearray(8)
    n, a = ctypes.c_int(5), ctypes.c_float(1.0)
    p = ctypes.c_uint64(int(ptr))
    packed = (ctypes.c_void_p * 3)(ctypes.addressof(p), ctypes.addressof(n), ctypes.addressof(a))
    values = ((int(ptr), 5, 1.0), (ctypes.c_void_p, ctypes.c_int, ctypes.c_float))
    a16 = (tuple(range(16)), (ctypes.c_int,) * 16)
    env = {
        "cb": cb, "dev": dev, "ptr": ptr, "stream": stream, "event": event, "host": host, "f3": f3, "f16": f16,
        "packed": ctypes.addressof(packed), "values": values, "a16": a16,
        "keep": (packed, p, n, a),  # what `packed` points at lives as long as the timers
        "ATTR": cb.CUdevice_attribute.CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT,
        "PATTR": cb.CUpointer_attribute.CU_POINTER_ATTRIBUTE_MEMORY_TYPE,
    }
    stmts = {
        "cuCtxGetCurrent": "cb.cuCtxGetCurrent()",
        "cuDeviceGetAttribute": "cb.cuDeviceGetAttribute(ATTR, dev)",
        "cuPointerGetAttribute": "cb.cuPointerGetAttribute(PATTR, ptr)",
        "cuStreamQuery": "cb.cuStreamQuery(stream)",
        "cuEventRecord": "cb.cuEventRecord(event, stream)",
        "cuMemcpyHtoD_8B": "cb.cuMemcpyHtoD(ptr, host, 8)",
        "cuLaunchKernel_3_values": "cb.cuLaunchKernel(f3, 1, 1, 1, 32, 1, 1, 0, stream, values, 0)",
        "cuLaunchKernel_3_packed": "cb.cuLaunchKernel(f3, 1, 1, 1, 32, 1, 1, 0, stream, packed, 0)",
        "cuLaunchKernel_16": "cb.cuLaunchKernel(f16, 1, 1, 1, 32, 1, 1, 0, stream, a16, 0)",
    }
    out = {}
    for op in OPS:
        try:
            timer = timeit.Timer(stmts[op], globals=env)
            timer.timeit(1)
        except Exception as exc:
            print(f"cuda.bindings {op}: {exc!r}", file=sys.stderr)
        else:
            out[op] = timer
    return out


def import_sample(module: str, backend: str = "") -> float | None:
    """ms to import `module` in a fresh interpreter (None if it fails)."""
    code = f"import time; t = time.perf_counter(); import {module}; print(time.perf_counter() - t)"
    env = dict(os.environ, PYTHONPATH=str(TREE))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.pop("CUDAGEN_BACKEND", None)
    if backend:
        env["CUDAGEN_BACKEND"] = backend
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    return float(done.stdout.strip()) * 1000 if done.returncode == 0 else None


def import_times(rows: list[tuple[str, str]], runs: int = 11) -> list[float | None]:
    """The median import time of each (module, backend), the rows taking turns: one sample of
    each per round (the hosts' speed comes in phases), after a first round that writes the
    bytecode."""
    samples: list[list[float]] = [[] for _ in rows]
    failed = [False] * len(rows)
    for round_ in range(runs + 1):
        for i, (module, backend) in enumerate(rows):
            t = None if failed[i] else import_sample(module, backend)
            failed[i] = failed[i] or t is None
            if round_ and t is not None:
                samples[i].append(t)
    return [None if failed[i] else statistics.median(s) for i, s in enumerate(samples)]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--iterations", type=int, default=20000)
    ap.add_argument("--loops", type=int, default=21, help="loops per call and contestant")
    ap.add_argument("--compare", action="append", default=[], metavar="LABEL=DIR",
                    help="also time the generated tree under DIR, labelled LABEL")
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {max(os.sched_getaffinity(0))})  # one CPU for every contestant
    trees = [("ours", cu)]
    if cu.BACKEND == "compiled":  # the pure-Python backend beside it, as a second copy
        trees.append(("ours-python", load_tree("ours_python", TREE, backend="python")))
    trees += [(label, load_tree(label, Path(d))) for label, _, d in (c.partition("=") for c in args.compare)]
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        cu.cuInit(0)
        cubin = compile_cubin(work)
        contestants: dict[str, Timers] = {label: ours(module, cubin) for label, module in trees}
        contestants["C"] = c_floor(cubin, work)
        contestants["ctypes floor"] = ctypes_floor(cu, cubin)
        contestants["cuda.bindings"] = reference(cubin)
        timed = measure(contestants, args.iterations, args.loops)
        gil = gil_cost(work / "libbench_calls.so", args.iterations, args.loops)
    c = timed.pop("C")
    floor = timed.pop("ctypes floor")
    ref = timed.pop("cuda.bindings")
    name = cu.cuDeviceGetName(0)
    version = cu.cuDriverGetVersion()
    labels = list(timed)
    lines = [
        f"Device: {name}, driver CUDA {version // 1000}.{version % 1000 // 10}, Python "
        f"{sys.version.split()[0]}; ns per call, median of {args.loops} loops of {args.iterations} calls, "
        f"the contestants taking turns loop by loop; ours: the {cu.BACKEND} backend"
        f"{' (' + cu.BACKEND_REASON + ')' if cu.BACKEND_REASON else ''}.",
        "",
        "| call | C | ctypes floor | " + " | ".join(labels) + " | cuda.bindings | "
        + " | ".join(f"ratio {label}" for label in labels) + " |",
        "|---|" + "---:|" * (3 + 2 * len(labels)),
    ]
    for op in OPS:
        r = ref.get(op)
        cells = [f"{c[op]:.0f}", f"{floor[op]:.0f}", *(f"{timed[label][op]:.0f}" for label in labels),
                 f"{r:.0f}" if r is not None else "n/a"]
        for label in labels:
            ok = r is not None and r > c[op]
            cells.append(f"{(timed[label][op] - c[op]) / (r - c[op]):.2f}" if ok and r is not None else "n/a")
        lines.append(f"| {op} | " + " | ".join(cells) + " |")
    lines += ["", f"Releasing and retaking the GIL around a call costs {gil:.0f} ns here (a C no-op "
              "through ctypes.CDLL, which releases it, minus ctypes.PyDLL, which does not): every "
              "call that can wait for the GPU or a queue pays it, in ours and in cuda.bindings."]
    lines += ["", "| import | ms (median of 11 fresh interpreters, taking turns; bytecode cached) |", "|---|---:|"]
    rows = [(m, "") for m in ("cuda_13_0.driver", "cuda_13_0.runtime", "cuda_13_0.nvrtc")]
    if cu.BACKEND == "compiled":
        rows += [(m, "python") for m in ("cuda_13_0.driver", "cuda_13_0.runtime", "cuda_13_0.nvrtc")]
    rows += [(m, "") for m in ("cuda.bindings.driver", "cuda.bindings.runtime", "cuda.bindings.nvrtc")]
    times = import_times(rows)
    for (module, backend), t in zip(rows, times, strict=True):
        label = f"{module} ({backend or cu.BACKEND} backend)" if module.startswith("cuda_13_0") else module
        lines.append(f"| {label} | {t:.1f} |" if t is not None else f"| {label} | n/a |")
    driver_ours, driver_theirs = times[0], times[-3]
    if driver_ours is not None and driver_theirs:
        lines += ["", f"Importing driver ({cu.BACKEND} backend): {driver_ours / driver_theirs:.2f}x "
                  "cuda.bindings.driver's."]
    text = "\n".join(lines)
    print(text)
    if args.out:
        args.out.write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
