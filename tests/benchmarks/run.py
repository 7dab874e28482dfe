"""Call overhead, launch overhead and import time of the generated bindings, beside the C
floor and cuda.bindings, measured in one run on the GPU machine.

    python3 tests/benchmarks/run.py [--iterations N] [--repeats R] [--out FILE]

Prints one Markdown table: ns per call (median of R loops of N calls) for C, ours and
cuda.bindings, and the overhead ratio (ours - C) / (cuda.bindings - C); then import times
(median of 7 fresh interpreters, bytecode cached). Needs a GPU, gcc, and cuda-bindings for
its column.
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

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "generated"))

from cuda_13_0 import driver as cu  # noqa: E402
from cuda_13_0 import nvrtc as nv  # noqa: E402

KERNELS = r"""
extern "C" __global__ void k3(int *p, int n, float a) { if (threadIdx.x == 1000) p[0] = n + (int)a; }
extern "C" __global__ void k16(int a0, int a1, int a2, int a3, int a4, int a5, int a6, int a7,
                               int a8, int a9, int a10, int a11, int a12, int a13, int a14, int a15) {
    if (threadIdx.x == 1000) asm volatile("" :: "r"(a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + a10 +
                                                   a11 + a12 + a13 + a14 + a15));
}
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


def c_floor(cubin: Path, workdir: Path, iterations: int, repeats: int) -> dict[str, float]:
    exe = workdir / "bench_calls"
    libdirs = ["-L/usr/local/cuda/lib64/stubs", "-L/usr/lib/x86_64-linux-gnu"]
    subprocess.run(["gcc", "-O2", "-std=c11", str(Path(__file__).with_name("bench_calls.c")),
                    f"-I{ROOT / 'headers' / '13.0'}", *libdirs, "-lcuda", "-o", str(exe)], check=True)
    out = subprocess.run([str(exe), str(cubin), str(iterations), str(repeats)], check=True,
                         capture_output=True, text=True).stdout
    return {name: float(ns) for name, ns in (line.split() for line in out.splitlines())}


def time_stmt(stmt: str, env: dict[str, object], iterations: int, repeats: int, sync: bool) -> float:
    timer = timeit.Timer(stmt, globals=env)
    timer.timeit(max(iterations // 10, 1))  # warm-up: first calls resolve symbols, fill caches
    if sync:
        cu.cuCtxSynchronize()
    samples = []
    for _ in range(repeats):
        samples.append(timer.timeit(iterations) / iterations * 1e9)
        if sync:
            cu.cuCtxSynchronize()
    return statistics.median(samples)


def ours(cubin: Path, iterations: int, repeats: int) -> dict[str, float]:
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
    return {op: time_stmt(stmts[op], env, iterations, repeats, op in SYNC) for op in OPS}


def reference(cubin: Path, iterations: int, repeats: int) -> dict[str, float]:
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
            out[op] = time_stmt(stmts[op], env, iterations, repeats, op in SYNC)
        except Exception as exc:
            print(f"cuda.bindings {op}: {exc!r}", file=sys.stderr)
    return out


def import_time(module: str, runs: int = 7) -> float | None:
    code = f"import time; t = time.perf_counter(); import {module}; print(time.perf_counter() - t)"
    env = dict(os.environ, PYTHONPATH=str(ROOT / "generated"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    samples = []
    for _ in range(runs + 1):
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
        if done.returncode != 0:
            return None
        samples.append(float(done.stdout.strip()) * 1000)
    return statistics.median(samples[1:])  # the first run writes the bytecode


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--iterations", type=int, default=20000)
    ap.add_argument("--repeats", type=int, default=7)
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        cu.cuInit(0)
        cubin = compile_cubin(work)
        c = c_floor(cubin, work, args.iterations, args.repeats)
        mine = ours(cubin, args.iterations, args.repeats)
        ref = reference(cubin, args.iterations, args.repeats)
    name = cu.cuDeviceGetName(0)
    version = cu.cuDriverGetVersion()
    lines = [
        f"Device: {name}, driver CUDA {version // 1000}.{version % 1000 // 10}; "
        f"{args.repeats} loops of {args.iterations} calls, median ns per call.",
        "",
        "| call | C | ours | cuda.bindings | overhead ratio (ours-C)/(cuda.bindings-C) |",
        "|---|---:|---:|---:|---:|",
    ]
    for op in OPS:
        r = ref.get(op)
        ratio = f"{(mine[op] - c[op]) / (r - c[op]):.2f}" if r is not None and r > c[op] else "n/a"
        lines.append(f"| {op} | {c[op]:.0f} | {mine[op]:.0f} | {r:.0f} | {ratio} |" if r is not None
                     else f"| {op} | {c[op]:.0f} | {mine[op]:.0f} | n/a | n/a |")
    lines += ["", "| import | ms (median of 7, bytecode cached) |", "|---|---:|"]
    for module in ("cuda_13_0.driver", "cuda_13_0.runtime", "cuda_13_0.nvrtc", "cuda.bindings.driver",
                   "cuda.bindings.runtime", "cuda.bindings.nvrtc"):
        t = import_time(module)
        lines.append(f"| {module} | {t:.1f} |" if t is not None else f"| {module} | n/a |")
    text = "\n".join(lines)
    print(text)
    if args.out:
        args.out.write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
