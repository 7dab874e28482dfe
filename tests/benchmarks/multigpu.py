"""Two GPUs: peer-copy bandwidth through our bindings beside cuda.bindings, and NCCL all-reduce bus
bandwidth, measured in one run on a two-GPU machine.

    python3 tests/benchmarks/multigpu.py [--release 13.0] [--copies 20] [--iterations 20] [--loops 5]

Prints the release, the backend (CUDAGEN_BACKEND picks it), the driver version and the devices, then:

- cuMemcpyPeer of 256 MiB, device 0 -> 1 and 1 -> 0, in GB/s (1e9 bytes/s): the median of
  `--copies` copies each, through our driver module and through cuda.bindings, taking turns copy
  by copy (the same allocations and contexts, peer access enabled both ways). Two timings per
  copy: perf_counter around the call and the synchronization of both contexts (what the caller
  waits), and events recorded around cuMemcpyPeerAsync on a stream (what the GPU spends).
- NCCL all-reduce (float32 sum, out of place) with both GPUs in this process (ncclCommInitAll,
  ncclGroupStart/End around the per-device calls), for 1, 4, 16, 64 and 256 MiB: time per
  operation (median of `--loops` loops of `--iterations` operations, both streams synchronized at
  the end of each loop), algorithm bandwidth size / time, and bus bandwidth algbw * 2(n-1)/n as
  nccl-tests reports it. The result is checked once per size (every element 2.0).

NVLink multicast stays off: NCCL_NVLS_ENABLE=0 is set before anything loads NCCL, and nothing here
calls cuMulticastCreate. Needs two GPUs; cuda-bindings for its column, NCCL for the second table.
"""

from __future__ import annotations

import os

os.environ["NCCL_NVLS_ENABLE"] = "0"  # before NCCL is loaded: no NVLink SHARP on the shared machines

import argparse
import importlib
import statistics
import struct
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "generated"))

MiB = 1 << 20
COPY_BYTES = 256 * MiB
NCCL_SIZES_MIB = (1, 4, 16, 64, 256)
ONE_F32 = 0x3F800000  # 1.0f as a 32-bit pattern


def synchronize(cu: ModuleType, contexts: list[int]) -> None:
    """Wait for everything queued in both contexts (cuMemcpyPeer is ordered with all three:
    the current context, the source's and the destination's)."""
    for ctx in contexts:
        cu.cuCtxPushCurrent(ctx)
        try:
            cu.cuCtxSynchronize()
        finally:
            cu.cuCtxPopCurrent()


def enable_peer_access(cu: ModuleType, contexts: list[int]) -> str:
    states = []
    for me, peer in ((0, 1), (1, 0)):
        cu.cuCtxPushCurrent(contexts[me])
        try:
            cu.cuCtxEnablePeerAccess(contexts[peer], 0)
            states.append(f"{me}->{peer} enabled")
        except cu.CUDADriverError as exc:
            states.append(f"{me}->{peer} {exc.name}")
        finally:
            cu.cuCtxPopCurrent()
    return ", ".join(states)


def cuda_bindings_copies(
    contexts: list[int], buffers: list[int]
) -> tuple[Any, dict[str, Callable[..., None]]]:
    """cuda.bindings' cuMemcpyPeer / cuMemcpyPeerAsync on the same contexts and allocations, as
    a cuda.bindings user holds them (CUcontext, CUdeviceptr, CUstream objects made once)."""
    from cuda.bindings import driver as cbd

    err, *_ = cbd.cuInit(0)
    assert int(err) == 0, err
    ctx = [cbd.CUcontext(c) for c in contexts]
    ptr = [cbd.CUdeviceptr(p) for p in buffers]

    def copy(dst: int, src: int) -> None:
        (err,) = cbd.cuMemcpyPeer(ptr[dst], ctx[dst], ptr[src], ctx[src], COPY_BYTES)
        if err:
            raise RuntimeError(f"cuda.bindings cuMemcpyPeer: {err}")

    def copy_async(dst: int, src: int, stream: int) -> None:
        (err,) = cbd.cuMemcpyPeerAsync(
            ptr[dst], ctx[dst], ptr[src], ctx[src], COPY_BYTES, cbd.CUstream(stream)
        )
        if err:
            raise RuntimeError(f"cuda.bindings cuMemcpyPeerAsync: {err}")

    return cbd, {"copy": copy, "copy_async": copy_async}


def peer_copies(cu: ModuleType, contexts: list[int], copies: int) -> None:
    buffers = []
    for ordinal, ctx in enumerate(contexts):
        cu.cuCtxPushCurrent(ctx)
        try:
            ptr = int(cu.cuMemAlloc(COPY_BYTES))
            cu.cuMemsetD32(ptr, 0x01010101 * (ordinal + 1), COPY_BYTES // 4)
            buffers.append(ptr)
        finally:
            cu.cuCtxPopCurrent()
    cu.cuCtxSetCurrent(contexts[0])
    stream = int(cu.cuStreamCreate(cu.CU_STREAM_NON_BLOCKING))
    start, end = (int(cu.cuEventCreate(cu.CU_EVENT_DEFAULT)) for _ in range(2))

    def ours_copy(dst: int, src: int) -> None:
        cu.cuMemcpyPeer(buffers[dst], contexts[dst], buffers[src], contexts[src], COPY_BYTES)

    def ours_copy_async(dst: int, src: int, stream: int) -> None:
        cu.cuMemcpyPeerAsync(buffers[dst], contexts[dst], buffers[src], contexts[src], COPY_BYTES, stream)

    contestants: dict[str, dict[str, Callable[..., None]]] = {
        "ours": {"copy": ours_copy, "copy_async": ours_copy_async}
    }
    try:
        _, contestants["cuda.bindings"] = cuda_bindings_copies(contexts, buffers)
    except ImportError as exc:
        print(f"cuda.bindings is not importable ({exc}): its column is left out")

    directions = ((0, 1), (1, 0))  # (src, dst)
    wall: dict[tuple[str, int, int], list[float]] = {}
    gpu: dict[tuple[str, int, int], list[float]] = {}
    labels = list(contestants)
    for label in labels:  # warm-up: first calls resolve symbols, set up the peer mappings
        for src, dst in directions:
            for _ in range(3):
                contestants[label]["copy"](dst, src)
                contestants[label]["copy_async"](dst, src, stream)
    synchronize(cu, contexts)
    for k in range(copies):
        for label in labels[k % len(labels) :] + labels[: k % len(labels)]:
            for src, dst in directions:
                t0 = time.perf_counter()
                contestants[label]["copy"](dst, src)
                synchronize(cu, contexts)
                wall.setdefault((label, src, dst), []).append(time.perf_counter() - t0)
                cu.cuEventRecord(start, stream)
                contestants[label]["copy_async"](dst, src, stream)
                cu.cuEventRecord(end, stream)
                cu.cuEventSynchronize(end)
                gpu.setdefault((label, src, dst), []).append(cu.cuEventElapsedTime(start, end) / 1e3)

    print(f"\ncuMemcpyPeer, {COPY_BYTES // MiB} MiB, median of {copies} copies each, GB/s (1e9 bytes/s)\n")
    header = "| direction | timing |" + "".join(f" {label} |" for label in labels)
    print(header)
    print("|---|---|" + "---:|" * len(labels))
    for src, dst in directions:
        for name, samples in (("call + sync (perf_counter)", wall), ("cuMemcpyPeerAsync (events)", gpu)):
            cells = "".join(
                f" {COPY_BYTES / statistics.median(samples[(label, src, dst)]) / 1e9:.1f} |"
                for label in labels
            )
            print(f"| {src} -> {dst} | {name} |{cells}")

    # The first copy (0 -> 1) took device 0's pattern (0x01) to device 1; every copy after moves
    # it back and forth: both buffers hold it, end to end.
    for ptr in buffers:
        for offset in (0, COPY_BYTES - 16):
            check = bytearray(16)
            cu.cuMemcpyDtoH(check, ptr + offset, len(check))
            assert bytes(check) == b"\x01" * 16, bytes(check)
    cu.cuStreamDestroy(stream)
    cu.cuEventDestroy(start)
    cu.cuEventDestroy(end)
    for ctx, ptr in zip(contexts, buffers, strict=True):
        cu.cuCtxPushCurrent(ctx)
        try:
            cu.cuMemFree(ptr)
        finally:
            cu.cuCtxPopCurrent()


def nccl_all_reduce(cu: ModuleType, package: str, contexts: list[int], iterations: int, loops: int) -> None:
    try:
        nccl = importlib.import_module(f"{package}.nccl")
        version = nccl.ncclGetVersion()
    except Exception as exc:  # no nccl module in this release, or no libnccl here
        print(f"\nNCCL is not usable here ({type(exc).__name__}: {exc}): no all-reduce table")
        return
    ndev = len(contexts)
    print(
        f"\nNCCL {version} ({getattr(nccl, 'BACKEND', '?')} backend), all-reduce float32 sum, out of place, "
        f"{ndev} GPUs in one process (ncclCommInitAll), NCCL_NVLS_ENABLE={os.environ['NCCL_NVLS_ENABLE']}"
    )
    comms = [int(c) for c in nccl.ncclCommInitAll(ndev, list(range(ndev)))]
    largest = max(NCCL_SIZES_MIB) * MiB
    streams, sends, recvs = [], [], []
    for ctx in contexts:
        cu.cuCtxPushCurrent(ctx)
        try:
            streams.append(int(cu.cuStreamCreate(cu.CU_STREAM_NON_BLOCKING)))
            sends.append(int(cu.cuMemAlloc(largest)))
            recvs.append(int(cu.cuMemAlloc(largest)))
            cu.cuMemsetD32(sends[-1], ONE_F32, largest // 4)
        finally:
            cu.cuCtxPopCurrent()

    def all_reduce(count: int) -> None:
        nccl.ncclGroupStart()
        for i in range(ndev):
            nccl.ncclAllReduce(
                sends[i], recvs[i], count, nccl.ncclFloat32, nccl.ncclSum, comms[i], streams[i]
            )
        nccl.ncclGroupEnd()

    def wait() -> None:
        for ctx, stream in zip(contexts, streams, strict=True):
            cu.cuCtxPushCurrent(ctx)
            try:
                cu.cuStreamSynchronize(stream)
            finally:
                cu.cuCtxPopCurrent()

    factor = 2 * (ndev - 1) / ndev
    print("\n| size | time (us) | algbw (GB/s) | busbw (GB/s) |")
    print("|---:|---:|---:|---:|")
    for size_mib in NCCL_SIZES_MIB:
        nbytes = size_mib * MiB
        count = nbytes // 4
        for _ in range(5):  # warm-up
            all_reduce(count)
        wait()
        times = []
        for _ in range(loops):
            t0 = time.perf_counter()
            for _ in range(iterations):
                all_reduce(count)
            wait()
            times.append((time.perf_counter() - t0) / iterations)
        seconds = statistics.median(times)
        algbw = nbytes / seconds / 1e9
        print(f"| {size_mib} MiB | {seconds * 1e6:.1f} | {algbw:.1f} | {algbw * factor:.1f} |")
        for ctx, recv in zip(contexts, recvs, strict=True):  # every rank sent 1.0: the sum is ndev
            cu.cuCtxPushCurrent(ctx)
            try:
                for offset in (0, nbytes - 4):
                    got = bytearray(4)
                    cu.cuMemcpyDtoH(got, recv + offset, 4)
                    assert bytes(got) == struct.pack("<f", float(ndev)), bytes(got)
            finally:
                cu.cuCtxPopCurrent()
    for comm in comms:
        nccl.ncclCommDestroy(comm)
    for ctx, stream, send, recv in zip(contexts, streams, sends, recvs, strict=True):
        cu.cuCtxPushCurrent(ctx)
        try:
            cu.cuStreamDestroy(stream)
            cu.cuMemFree(send)
            cu.cuMemFree(recv)
        finally:
            cu.cuCtxPopCurrent()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--release", default=os.environ.get("CUDAGEN_GPU_RELEASE", "13.0"))
    parser.add_argument(
        "--copies", type=int, default=20, help="timed 256 MiB copies per direction and binding"
    )
    parser.add_argument("--iterations", type=int, default=20, help="all-reduces per timed loop")
    parser.add_argument("--loops", type=int, default=5, help="timed loops per all-reduce size")
    args = parser.parse_args()
    package = "cuda_" + args.release.replace(".", "_")
    cu = importlib.import_module(f"{package}.driver")
    cu.cuInit(0)
    count = cu.cuDeviceGetCount()
    print(f"{package}: the {cu.BACKEND} backend {cu.BACKEND_REASON}".rstrip())
    version = cu.cuDriverGetVersion()
    print(f"driver: CUDA {version // 1000}.{version % 1000 // 10} ({version})")
    for ordinal in range(count):
        dev = cu.cuDeviceGet(ordinal)
        print(
            f"device {ordinal}: {cu.cuDeviceGetName(dev)}, {cu.cuDeviceTotalMem(dev) / 2**30:.1f} GiB, "
            f"PCI {cu.cuDeviceGetPCIBusId(dev)}"
        )
    if count < 2:
        raise SystemExit(f"needs two GPUs, this machine has {count}")
    devices = [int(cu.cuDeviceGet(i)) for i in range(2)]
    contexts = [int(cu.cuDevicePrimaryCtxRetain(d)) for d in devices]
    cu.cuCtxSetCurrent(contexts[0])
    print(
        f"peer access: 0->1 {cu.cuDeviceCanAccessPeer(devices[0], devices[1])}, "
        f"1->0 {cu.cuDeviceCanAccessPeer(devices[1], devices[0])}; {enable_peer_access(cu, contexts)}"
    )
    peer_copies(cu, contexts, args.copies)
    nccl_all_reduce(cu, package, contexts, args.iterations, args.loops)
    cu.cuCtxSetCurrent(None)
    for d in devices:
        cu.cuDevicePrimaryCtxRelease(d)


if __name__ == "__main__":
    main()
