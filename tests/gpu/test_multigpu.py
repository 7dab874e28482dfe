"""Two GPUs through the generated bindings: device queries against cuda.bindings, peer access and
peer copies, a kernel reading the other device's memory, four threads on two devices, stream-ordered
pools shared between devices, events ordering work across devices, IPC memory, events and pools
between two processes, NCCL with two ranks, and the object layer on both devices. Every scenario
checks values read back from the devices against a reference.

The whole module skips, with the reason, where fewer than two devices are visible. It tests the
release CUDAGEN_GPU_RELEASE names (13.0 by default) on the backend CUDAGEN_BACKEND picks.

NVLink multicast must stay off on the shared multi-GPU machines (shared/GPU.md): nothing here calls
cuMulticastCreate or cudaMulticast*, and NCCL_NVLS_ENABLE=0 is set below, before anything loads
NCCL, and again in every child process.
"""

from __future__ import annotations

import os

os.environ["NCCL_NVLS_ENABLE"] = "0"  # no NVLink SHARP (multicast): before NCCL is ever loaded

import ctypes
import hashlib
import importlib
import multiprocessing
import sys
import threading
import traceback
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from multiprocessing import reduction
from types import ModuleType
from typing import Any

import numpy as np
import pytest
from gpu_env import GENERATED, PACKAGE, library

MiB = 1 << 20
BIG = 256 * MiB  # the peer copies
IPC_BYTES = 16 * MiB
CHILD_TIMEOUT = 120.0  # seconds a child process may take before it is killed and the test fails

KERNELS = r"""
extern "C" __global__ void scale_add(const unsigned int *src, unsigned int *dst, int n,
                                     unsigned int mul, unsigned int add) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) dst[i] = src[i] * mul + add;
}

extern "C" __global__ void add_value(unsigned int *p, int n, unsigned int value) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] += value;
}

extern "C" __global__ void spin(long long cycles) {
    long long start = clock64();
    while (clock64() - start < cycles) { }
}
"""

P, I32, U32, I64 = ctypes.c_uint64, ctypes.c_int, ctypes.c_uint, ctypes.c_longlong


# ------------------------------------------------------------------------------------ helpers


def _launch(cu: ModuleType, f: int, n: int, stream: Any, *args: tuple[Any, Any]) -> None:
    """f over n threads (blocks of 256) on `stream`; `args` are (ctypes type, value) pairs. As the
    other GPU tests do: plain values where cuFuncGetParamInfo tells their sizes (CUDA 12.4 and
    later), ctypes values before."""
    if hasattr(cu, "cuFuncGetParamInfo"):
        values = [value for _, value in args]
    else:
        values = [kind(value) for kind, value in args]
    cu.cuLaunchKernel(f, max((n + 255) // 256, 1), 1, 1, 256, 1, 1, 0, stream, values, None)


def _spin_cycles(cu: ModuleType, device: int, ms: int) -> int:
    """clock64() cycles a `spin` kernel needs to run about `ms` milliseconds."""
    return cu.cuDeviceGetAttribute(cu.CU_DEVICE_ATTRIBUTE_CLOCK_RATE, device) * ms  # kHz * ms


@contextmanager
def _current(cu: ModuleType, ctx: int) -> Iterator[None]:
    """`ctx` current on this thread for the block (pushed, then popped)."""
    cu.cuCtxPushCurrent(ctx)
    try:
        yield
    finally:
        cu.cuCtxPopCurrent()


def _digest(array: np.ndarray) -> str:
    return hashlib.blake2b(np.ascontiguousarray(array).data, digest_size=16).hexdigest()


def _pattern(n: int, seed: int) -> np.ndarray:
    """n uint32 values that differ from element to element and from seed to seed."""
    return np.arange(n, dtype=np.uint32) * np.uint32(2654435761) + np.uint32(seed * 0x9E3779B9 & 0xFFFFFFFF)


def _read(cu: ModuleType, ptr: int, n: int) -> np.ndarray:
    out = np.empty(n, dtype=np.uint32)
    cu.cuMemcpyDtoH(out, ptr, out.nbytes)
    return out


@dataclass
class Gpus:
    devices: list[int]  # CUdevice of ordinals 0 and 1
    contexts: list[int]  # their primary contexts (retained for the module)


@dataclass
class Kernels:
    cubin: dict[int, bytes]  # device ordinal -> CUBIN for its architecture
    functions: dict[int, dict[str, int]]  # device ordinal -> kernel name -> CUfunction


# ---------------------------------------------------------------------------------- fixtures


@pytest.fixture(scope="module", autouse=True)
def gpus(cu: ModuleType) -> Iterator[Gpus]:
    """Skips the whole module where fewer than two devices are visible."""
    cu.cuInit(0)
    count = cu.cuDeviceGetCount()
    if count < 2:
        pytest.skip(f"multi-GPU tests need 2 devices, this machine has {count}")
    devices = [int(cu.cuDeviceGet(i)) for i in range(2)]
    contexts = [int(cu.cuDevicePrimaryCtxRetain(d)) for d in devices]
    yield Gpus(devices, contexts)
    for d in devices:
        cu.cuDevicePrimaryCtxRelease(d)


@pytest.fixture(autouse=True)
def _keep_current_context(cu: ModuleType, gpus: Gpus) -> Iterator[None]:
    """Each test starts with device 0's primary context current (as conftest's `primary` leaves
    it) and gives it back that way, whatever it switched to."""
    before = cu.cuCtxGetCurrent()
    cu.cuCtxSetCurrent(gpus.contexts[0])
    yield
    cu.cuCtxSetCurrent(before or gpus.contexts[0])


@pytest.fixture(scope="module")
def peers(cu: ModuleType, gpus: Gpus) -> Iterator[Gpus]:
    """Peer access enabled both ways between the primary contexts (cuCtxEnablePeerAccess),
    disabled again after the module where this fixture enabled it."""
    d0, d1 = gpus.devices
    if not (cu.cuDeviceCanAccessPeer(d0, d1) and cu.cuDeviceCanAccessPeer(d1, d0)):
        pytest.skip("devices 0 and 1 cannot access each other's memory (cuDeviceCanAccessPeer is 0)")
    enabled = []
    for me, peer in ((0, 1), (1, 0)):
        with _current(cu, gpus.contexts[me]):
            try:
                cu.cuCtxEnablePeerAccess(gpus.contexts[peer], 0)
                enabled.append((me, peer))
            except cu.CUDADriverError as exc:
                if exc.name != "CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED":
                    raise
    yield gpus
    for me, peer in enabled:
        with _current(cu, gpus.contexts[me]):
            try:
                cu.cuCtxDisablePeerAccess(gpus.contexts[peer])
            except cu.CUDADriverError as exc:  # disabled meanwhile (a test re-enabled it differently)
                if exc.name != "CUDA_ERROR_PEER_ACCESS_NOT_ENABLED":
                    raise


@pytest.fixture(scope="module")
def kernels(cu: ModuleType, nv: ModuleType, gpus: Gpus) -> Iterator[Kernels]:
    """KERNELS compiled with the package's NVRTC for each device's architecture and loaded
    (cuModuleLoadData) into each device's primary context."""
    cubins: dict[str, bytes] = {}
    per_device: dict[int, bytes] = {}
    functions: dict[int, dict[str, int]] = {}
    modules: list[tuple[int, int]] = []
    for ordinal, device in enumerate(gpus.devices):
        major = cu.cuDeviceGetAttribute(cu.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, device)
        minor = cu.cuDeviceGetAttribute(cu.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, device)
        arch = f"{major}{minor}"
        if arch not in cubins:
            prog = nv.nvrtcCreateProgram(KERNELS, "multigpu.cu", None, None)
            try:
                nv.nvrtcCompileProgram(prog, [f"--gpu-architecture=sm_{arch}"])
                cubins[arch] = nv.nvrtcGetCUBIN(prog)
            finally:
                nv.nvrtcDestroyProgram(prog)
        per_device[ordinal] = cubins[arch]
        with _current(cu, gpus.contexts[ordinal]):
            module = int(cu.cuModuleLoadData(cubins[arch]))
            modules.append((ordinal, module))
            functions[ordinal] = {
                name: int(cu.cuModuleGetFunction(module, name)) for name in ("scale_add", "add_value", "spin")
            }
    yield Kernels(per_device, functions)
    for ordinal, module in modules:
        with _current(cu, gpus.contexts[ordinal]):
            cu.cuModuleUnload(module)


def _cuda_bindings() -> ModuleType:
    try:
        from cuda.bindings import driver as cbd
    except ImportError as exc:
        pytest.skip(f"cuda.bindings is not importable here ({exc}): nothing to compare with")
    return cbd


def _ok(result: Any) -> Any:
    """The value of a cuda.bindings call, (err, value...), after checking err."""
    err, *values = result
    assert int(err) == 0, err
    return values[0] if len(values) == 1 else tuple(values)


def _text(value: Any) -> str:
    """A cuda.bindings char[] result as str (bytes up to the first NUL)."""
    if isinstance(value, (bytes, bytearray)):
        return bytes(value).split(b"\0", 1)[0].decode()
    return str(value).split("\0", 1)[0]


# ------------------------------------------------------------------ enumeration and attributes

ATTRIBUTES = (
    "CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR",
    "CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR",
    "CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT",
    "CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK",
    "CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE",
    "CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH",
    "CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID",
    "CU_DEVICE_ATTRIBUTE_PCI_BUS_ID",
    "CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID",
    "CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING",
    "CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED",
    "CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES",
    "CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD",
    "CU_DEVICE_ATTRIBUTE_IPC_EVENT_SUPPORTED",
)


def test_devices_are_told_apart_consistently(cu: ModuleType, gpus: Gpus) -> None:
    """Names, memory, PCI bus ids and UUIDs of every device, each checked against another source
    of the same fact: the bus id string against the PCI attributes, cuDeviceGetByPCIBusId back to
    the device, UUIDs distinct and non-zero."""
    count = cu.cuDeviceGetCount()
    uuids = set()
    for ordinal in range(count):
        dev = cu.cuDeviceGet(ordinal)
        assert int(dev) == ordinal
        name = cu.cuDeviceGetName(dev)
        assert isinstance(name, str) and name and "\0" not in name
        assert cu.cuDeviceTotalMem(dev) > 1 << 30
        bus_id = cu.cuDeviceGetPCIBusId(dev)
        domain, bus, rest = bus_id.split(":")
        slot = rest.split(".")[0]
        assert int(domain, 16) == cu.cuDeviceGetAttribute(cu.CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID, dev), bus_id
        assert int(bus, 16) == cu.cuDeviceGetAttribute(cu.CU_DEVICE_ATTRIBUTE_PCI_BUS_ID, dev), bus_id
        assert int(slot, 16) == cu.cuDeviceGetAttribute(cu.CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID, dev), bus_id
        assert int(cu.cuDeviceGetByPCIBusId(bus_id)) == ordinal
        uuid = bytes(cu.cuDeviceGetUuid(dev).bytes)
        assert len(uuid) == 16 and any(uuid)
        uuids.add(uuid)
    assert len(uuids) == count


def test_devices_and_attributes_match_cuda_bindings(cu: ModuleType, gpus: Gpus) -> None:
    cbd = _cuda_bindings()
    _ok(cbd.cuInit(0))
    count = cu.cuDeviceGetCount()
    assert count == _ok(cbd.cuDeviceGetCount())
    compared = 0
    for ordinal in range(count):
        dev = cu.cuDeviceGet(ordinal)
        ref = _ok(cbd.cuDeviceGet(ordinal))
        assert int(dev) == int(ref)
        assert cu.cuDeviceGetName(dev) == _text(_ok(cbd.cuDeviceGetName(256, ref)))
        assert cu.cuDeviceTotalMem(dev) == _ok(cbd.cuDeviceTotalMem(ref))
        assert cu.cuDeviceGetPCIBusId(dev) == _text(_ok(cbd.cuDeviceGetPCIBusId(64, ref)))
        assert bytes(cu.cuDeviceGetUuid(dev).bytes) == bytes(_ok(cbd.cuDeviceGetUuid(ref)).bytes)
        for name in ATTRIBUTES:
            ours_attr = getattr(cu, name, None)
            ref_attr = getattr(cbd.CUdevice_attribute, name, None)
            if ours_attr is None or ref_attr is None or int(ours_attr) != int(ref_attr):
                continue  # not in one of the two releases' headers
            assert cu.cuDeviceGetAttribute(ours_attr, dev) == _ok(cbd.cuDeviceGetAttribute(ref_attr, ref)), (
                ordinal,
                name,
            )
            compared += 1
    assert compared >= 2 * 10


# ------------------------------------------------------------------------------- peer access

P2P_ATTRIBUTES = (
    "CU_DEVICE_P2P_ATTRIBUTE_PERFORMANCE_RANK",
    "CU_DEVICE_P2P_ATTRIBUTE_ACCESS_SUPPORTED",
    "CU_DEVICE_P2P_ATTRIBUTE_NATIVE_ATOMIC_SUPPORTED",
    "CU_DEVICE_P2P_ATTRIBUTE_CUDA_ARRAY_ACCESS_SUPPORTED",
)


def test_peer_capabilities_both_ways(cu: ModuleType, gpus: Gpus) -> None:
    d0, d1 = gpus.devices
    for src, dst in ((d0, d1), (d1, d0)):
        can = cu.cuDeviceCanAccessPeer(src, dst)
        assert can in (0, 1)
        supported = cu.cuDeviceGetP2PAttribute(cu.CU_DEVICE_P2P_ATTRIBUTE_ACCESS_SUPPORTED, src, dst)
        assert supported == can, (src, dst)


def test_peer_capabilities_match_cuda_bindings(cu: ModuleType, gpus: Gpus) -> None:
    cbd = _cuda_bindings()
    _ok(cbd.cuInit(0))
    d0, d1 = gpus.devices
    for src, dst in ((d0, d1), (d1, d0)):
        ref_src, ref_dst = _ok(cbd.cuDeviceGet(src)), _ok(cbd.cuDeviceGet(dst))
        assert cu.cuDeviceCanAccessPeer(src, dst) == _ok(cbd.cuDeviceCanAccessPeer(ref_src, ref_dst))
        for name in P2P_ATTRIBUTES:
            ref_attr = getattr(cbd.CUdevice_P2PAttribute, name, None)
            if ref_attr is None or not hasattr(cu, name):
                continue
            ours = cu.cuDeviceGetP2PAttribute(getattr(cu, name), src, dst)
            assert ours == _ok(cbd.cuDeviceGetP2PAttribute(ref_attr, ref_src, ref_dst)), (name, src, dst)


def test_enable_peer_access_both_ways(cu: ModuleType, peers: Gpus) -> None:
    """The fixture enabled access both ways; enabling again says so, disabling and enabling again
    works, disabling twice says it is not enabled; a copy between the two devices' memory with
    the destination's context current then reads back what was written."""
    c0, c1 = peers.contexts
    for me, peer in ((c0, c1), (c1, c0)):
        with _current(cu, me):
            with pytest.raises(cu.CUDADriverError) as info:
                cu.cuCtxEnablePeerAccess(peer, 0)
            assert info.value.name == "CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED"
            cu.cuCtxDisablePeerAccess(peer)
            with pytest.raises(cu.CUDADriverError) as info:
                cu.cuCtxDisablePeerAccess(peer)
            assert info.value.name == "CUDA_ERROR_PEER_ACCESS_NOT_ENABLED"
            cu.cuCtxEnablePeerAccess(peer, 0)
    n = 1 << 20
    data = _pattern(n, 1)
    src = int(cu.cuMemAlloc(data.nbytes))  # device 0
    cu.cuMemcpyHtoD(src, data, data.nbytes)
    with _current(cu, c1):
        dst = int(cu.cuMemAlloc(data.nbytes))
        cu.cuMemcpyDtoD(dst, src, data.nbytes)  # unified addressing: device 0 -> device 1
        np.testing.assert_array_equal(_read(cu, dst, n), data)
        cu.cuMemFree(dst)
    cu.cuMemFree(src)


# ------------------------------------------------------------------------------- peer copies


def test_memcpy_peer_256_mib_both_ways(cu: ModuleType, gpus: Gpus) -> None:
    c0, c1 = gpus.contexts
    n = BIG // 4
    forward, backward = _pattern(n, 2), _pattern(n, 3)
    a0 = int(cu.cuMemAlloc(BIG))
    with _current(cu, c1):
        a1 = int(cu.cuMemAlloc(BIG))
        s1 = cu.cuStreamCreate(cu.CU_STREAM_NON_BLOCKING)
    try:
        # 0 -> 1, synchronous
        cu.cuMemcpyHtoD(a0, forward, BIG)
        with _current(cu, c1):
            cu.cuMemsetD32(a1, 0, n)
        cu.cuMemcpyPeer(a1, c1, a0, c0, BIG)
        with _current(cu, c1):
            got = _read(cu, a1, n)
        assert _digest(got) == _digest(forward)
        np.testing.assert_array_equal(got, forward)
        # 1 -> 0, asynchronous on device 1's stream
        with _current(cu, c1):
            cu.cuMemcpyHtoD(a1, backward, BIG)
        cu.cuMemsetD32(a0, 0, n)
        with _current(cu, c1):  # issued where its stream lives
            cu.cuMemcpyPeerAsync(a0, c0, a1, c1, BIG, s1)
            cu.cuStreamSynchronize(s1)
        got = _read(cu, a0, n)
        assert _digest(got) == _digest(backward)
        np.testing.assert_array_equal(got, backward)
        # 0 -> 1, asynchronous on device 1's stream, into the middle of the destination
        half = BIG // 2
        with _current(cu, c1):
            cu.cuMemsetD32(a1, 0xFFFFFFFF, n)
            cu.cuMemcpyPeerAsync(a1 + half, c1, a0, c0, half, s1)
            cu.cuStreamSynchronize(s1)
            got = _read(cu, a1, n)
        np.testing.assert_array_equal(got[: n // 2], np.full(n // 2, 0xFFFFFFFF, np.uint32))
        np.testing.assert_array_equal(got[n // 2 :], backward[: n // 2])
    finally:
        cu.cuMemFree(a0)
        with _current(cu, c1):
            cu.cuStreamDestroy(s1)
            cu.cuMemFree(a1)


def test_runtime_memcpy_peer_256_mib(cu: ModuleType, rt: ModuleType, gpus: Gpus) -> None:
    d0, d1 = gpus.devices
    assert rt.cudaGetDeviceCount() == cu.cuDeviceGetCount()
    assert rt.cudaDeviceCanAccessPeer(0, 1) == cu.cuDeviceCanAccessPeer(d0, d1)
    assert rt.cudaDeviceCanAccessPeer(1, 0) == cu.cuDeviceCanAccessPeer(d1, d0)
    n = BIG // 4
    data = _pattern(n, 4)
    out = np.empty_like(data)
    rt.cudaSetDevice(0)
    a0 = int(rt.cudaMalloc(BIG))
    rt.cudaSetDevice(1)
    a1 = int(rt.cudaMalloc(BIG))
    try:
        rt.cudaSetDevice(0)
        rt.cudaMemcpy(a0, data, BIG, rt.cudaMemcpyHostToDevice)
        rt.cudaMemcpyPeer(a1, 1, a0, 0, BIG)  # 0 -> 1
        rt.cudaSetDevice(1)
        rt.cudaMemcpy(out, a1, BIG, rt.cudaMemcpyDeviceToHost)
        assert _digest(out) == _digest(data)
        rt.cudaSetDevice(0)
        rt.cudaMemset(a0, 0, BIG)
        rt.cudaMemcpyPeer(a0, 0, a1, 1, BIG)  # and back, 1 -> 0
        out[:] = 0
        rt.cudaMemcpy(out, a0, BIG, rt.cudaMemcpyDeviceToHost)
        assert _digest(out) == _digest(data)
        np.testing.assert_array_equal(out, data)
    finally:
        rt.cudaSetDevice(1)
        rt.cudaFree(a1)
        rt.cudaSetDevice(0)
        rt.cudaFree(a0)


# ------------------------------------------------------------------ a kernel reading peer memory


def test_kernel_on_device_1_reads_device_0_memory(cu: ModuleType, peers: Gpus, kernels: Kernels) -> None:
    c1 = peers.contexts[1]
    n = 4 * MiB
    data = _pattern(n, 5)
    src = int(cu.cuMemAlloc(data.nbytes))  # device 0
    cu.cuMemcpyHtoD(src, data, data.nbytes)
    assert cu.cuPointerGetAttribute(cu.CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, src) == 0
    with _current(cu, c1):
        dst = int(cu.cuMemAlloc(data.nbytes))
        assert cu.cuPointerGetAttribute(cu.CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, dst) == 1
        stream = cu.cuStreamCreate(cu.CU_STREAM_NON_BLOCKING)
        _launch(
            cu, kernels.functions[1]["scale_add"], n, stream, (P, src), (P, dst), (I32, n), (U32, 3), (U32, 7)
        )
        cu.cuStreamSynchronize(stream)
        got = _read(cu, dst, n)
        # and the other way: device 1 writes into device 0's memory
        _launch(
            cu, kernels.functions[1]["scale_add"], n, stream, (P, dst), (P, src), (I32, n), (U32, 1), (U32, 1)
        )
        cu.cuStreamSynchronize(stream)
        cu.cuStreamDestroy(stream)
        cu.cuMemFree(dst)
    expected = data * np.uint32(3) + np.uint32(7)
    np.testing.assert_array_equal(got, expected)
    np.testing.assert_array_equal(_read(cu, src, n), expected + np.uint32(1))
    cu.cuMemFree(src)


# ---------------------------------------------------------------------- four threads, two GPUs


def test_two_threads_on_each_device(cu: ModuleType, gpus: Gpus, kernels: Kernels) -> None:
    """Four threads, two per device: each makes its device's context current, allocates on its own
    stream, fills with its own pattern, runs a kernel five times, copies on the device and then
    to the other device, and checks what it reads back; the main thread checks the copies that
    landed on the other device."""
    n = 2 * MiB
    rounds = 5
    jobs = [(ordinal, k) for ordinal in (0, 1) for k in (0, 1)]
    landing: dict[tuple[int, int], int] = {}
    for ordinal, k in jobs:  # on the other device, allocated here
        with _current(cu, gpus.contexts[1 - ordinal]):
            landing[(ordinal, k)] = int(cu.cuMemAlloc(n * 4))
    failures: list[BaseException] = []
    barrier = threading.Barrier(len(jobs))

    def expected(ordinal: int, k: int) -> np.ndarray:
        fill = 0x01000000 * (2 * ordinal + k + 1)
        return np.full(n, fill + rounds * (10 * ordinal + k + 1), dtype=np.uint32)

    def work(ordinal: int, k: int) -> None:
        try:
            ctx = gpus.contexts[ordinal]
            cu.cuCtxSetCurrent(ctx)
            assert cu.cuCtxGetDevice() == gpus.devices[ordinal]
            barrier.wait(30)  # all four at work at once
            stream = cu.cuStreamCreate(cu.CU_STREAM_NON_BLOCKING)
            a = int(cu.cuMemAllocAsync(n * 4, stream))
            b = int(cu.cuMemAllocAsync(n * 4, stream))
            cu.cuMemsetD32Async(a, 0x01000000 * (2 * ordinal + k + 1), n, stream)
            for _ in range(rounds):
                _launch(
                    cu,
                    kernels.functions[ordinal]["add_value"],
                    n,
                    stream,
                    (P, a),
                    (I32, n),
                    (U32, 10 * ordinal + k + 1),
                )
            cu.cuMemcpyDtoDAsync(b, a, n * 4, stream)
            cu.cuMemcpyPeerAsync(landing[(ordinal, k)], gpus.contexts[1 - ordinal], b, ctx, n * 4, stream)
            out = np.empty(n, dtype=np.uint32)
            cu.cuMemcpyDtoHAsync(out, b, n * 4, stream)
            cu.cuMemFreeAsync(a, stream)
            cu.cuMemFreeAsync(b, stream)
            cu.cuStreamSynchronize(stream)
            cu.cuStreamDestroy(stream)
            np.testing.assert_array_equal(out, expected(ordinal, k))
            assert cu.cuCtxGetCurrent() == ctx
        except BaseException as exc:
            failures.append(exc)

    threads = [threading.Thread(target=work, args=job) for job in jobs]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert not any(t.is_alive() for t in threads), "a thread did not finish"
    assert not failures, failures
    for (ordinal, k), ptr in landing.items():
        with _current(cu, gpus.contexts[1 - ordinal]):
            np.testing.assert_array_equal(_read(cu, ptr, n), expected(ordinal, k))
            cu.cuMemFree(ptr)


# ------------------------------------------------------------------ stream-ordered memory pools


def _device_location(cu: ModuleType, ordinal: int) -> Any:
    return cu.CUmemLocation(type=cu.CU_MEM_LOCATION_TYPE_DEVICE, id=ordinal)


def _access(cu: ModuleType, ordinal: int, flags: Any) -> Any:
    return cu.CUmemAccessDesc(location=_device_location(cu, ordinal), flags=flags)


def test_pool_on_device_0_shared_with_device_1(cu: ModuleType, peers: Gpus, kernels: Kernels) -> None:
    c1 = peers.contexts[1]
    d0 = peers.devices[0]
    if not cu.cuDeviceGetAttribute(cu.CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED, d0):
        pytest.skip("device 0 has no memory pools")
    # The default pool: device 0 has access to it, device 1 has none unless granted.
    default = cu.cuDeviceGetDefaultMemPool(d0)
    assert cu.cuMemPoolGetAccess(default, _device_location(cu, 0)) == cu.CU_MEM_ACCESS_FLAGS_PROT_READWRITE
    props = cu.CUmemPoolProps(
        allocType=cu.CU_MEM_ALLOCATION_TYPE_PINNED,
        handleTypes=cu.CU_MEM_HANDLE_TYPE_NONE,
        location=_device_location(cu, 0),
    )
    pool = cu.cuMemPoolCreate(props)
    n = 8 * MiB
    data = _pattern(n, 6)
    s0 = cu.cuStreamCreate(cu.CU_STREAM_NON_BLOCKING)
    with _current(cu, c1):
        s1 = cu.cuStreamCreate(cu.CU_STREAM_NON_BLOCKING)
        copy1 = int(cu.cuMemAlloc(data.nbytes))
        kernel1 = int(cu.cuMemAlloc(data.nbytes))
    try:
        assert cu.cuMemPoolGetAccess(pool, _device_location(cu, 0)) == cu.CU_MEM_ACCESS_FLAGS_PROT_READWRITE
        assert cu.cuMemPoolGetAccess(pool, _device_location(cu, 1)) == cu.CU_MEM_ACCESS_FLAGS_PROT_NONE
        cu.cuMemPoolSetAccess(pool, [_access(cu, 1, cu.CU_MEM_ACCESS_FLAGS_PROT_READWRITE)])
        assert cu.cuMemPoolGetAccess(pool, _device_location(cu, 1)) == cu.CU_MEM_ACCESS_FLAGS_PROT_READWRITE
        ptr = int(cu.cuMemAllocFromPoolAsync(data.nbytes, pool, s0))
        cu.cuMemcpyHtoDAsync(ptr, data, data.nbytes, s0)
        cu.cuStreamSynchronize(s0)
        assert cu.cuMemPoolGetAttribute(pool, cu.CU_MEMPOOL_ATTR_USED_MEM_CURRENT) >= data.nbytes
        assert cu.cuPointerGetAttribute(cu.CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE, ptr) == pool
        with _current(cu, c1):
            cu.cuMemcpyDtoDAsync(copy1, ptr, data.nbytes, s1)  # device 1 copies from the pool
            _launch(
                cu,
                kernels.functions[1]["scale_add"],
                n,
                s1,
                (P, ptr),
                (P, kernel1),
                (I32, n),
                (U32, 2),
                (U32, 5),
            )  # and a kernel of device 1 reads it
            cu.cuStreamSynchronize(s1)
            np.testing.assert_array_equal(_read(cu, copy1, n), data)
            np.testing.assert_array_equal(_read(cu, kernel1, n), data * np.uint32(2) + np.uint32(5))
        cu.cuMemFreeAsync(ptr, s0)
        cu.cuStreamSynchronize(s0)
        cu.cuMemPoolTrimTo(pool, 0)
        assert cu.cuMemPoolGetAttribute(pool, cu.CU_MEMPOOL_ATTR_USED_MEM_CURRENT) == 0
    finally:
        cu.cuStreamDestroy(s0)
        with _current(cu, c1):
            cu.cuStreamDestroy(s1)
            cu.cuMemFree(copy1)
            cu.cuMemFree(kernel1)
        cu.cuMemPoolDestroy(pool)


# ------------------------------------------------------------------ events across the devices


def test_event_of_device_0_orders_device_1(cu: ModuleType, peers: Gpus, kernels: Kernels) -> None:
    """Device 0 spins ~300 ms, then writes; device 1's stream waits for the event recorded after
    the write and copies: it must see the write. Then the other way round, with a kernel on
    device 0 reading device 1's memory after the wait."""
    c0, c1 = peers.contexts
    d0, d1 = peers.devices
    n = 16 * MiB
    a = np.uint32(0xA5A5A5A5)
    b = np.uint32(0x5A5A0001)
    buf0 = int(cu.cuMemAlloc(n * 4))
    cu.cuMemsetD32(buf0, 0, n)
    s0 = cu.cuStreamCreate(cu.CU_STREAM_NON_BLOCKING)
    e0 = cu.cuEventCreate(cu.CU_EVENT_DISABLE_TIMING)
    with _current(cu, c1):
        buf1 = int(cu.cuMemAlloc(n * 4))
        cu.cuMemsetD32(buf1, 0, n)
        s1 = cu.cuStreamCreate(cu.CU_STREAM_NON_BLOCKING)
        e1 = cu.cuEventCreate(cu.CU_EVENT_DISABLE_TIMING)
    try:
        _launch(cu, kernels.functions[0]["spin"], 1, s0, (I64, _spin_cycles(cu, d0, 300)))
        cu.cuMemsetD32Async(buf0, int(a), n, s0)
        cu.cuEventRecord(e0, s0)
        pending = cu.cuEventQuery(e0)
        with _current(cu, c1):
            cu.cuStreamWaitEvent(s1, e0, 0)  # an event of device 0, waited for on device 1
            cu.cuMemcpyPeerAsync(buf1, c1, buf0, c0, n * 4, s1)
            cu.cuStreamSynchronize(s1)
        assert pending == cu.CUDA_ERROR_NOT_READY  # the wait had something to wait for
        assert cu.cuEventQuery(e0) == cu.CUDA_SUCCESS
        with _current(cu, c1):
            np.testing.assert_array_equal(_read(cu, buf1, n), np.full(n, a, np.uint32))
            _launch(cu, kernels.functions[1]["spin"], 1, s1, (I64, _spin_cycles(cu, d1, 300)))
            cu.cuMemsetD32Async(buf1, int(b), n, s1)
            cu.cuEventRecord(e1, s1)
        cu.cuStreamWaitEvent(s0, e1, 0)
        _launch(
            cu, kernels.functions[0]["scale_add"], n, s0, (P, buf1), (P, buf0), (I32, n), (U32, 2), (U32, 1)
        )
        cu.cuStreamSynchronize(s0)
        np.testing.assert_array_equal(
            _read(cu, buf0, n), np.full(n, b * np.uint32(2) + np.uint32(1), np.uint32)
        )
    finally:
        cu.cuStreamDestroy(s0)
        cu.cuEventDestroy(e0)
        cu.cuMemFree(buf0)
        with _current(cu, c1):
            cu.cuStreamDestroy(s1)
            cu.cuEventDestroy(e1)
            cu.cuMemFree(buf1)


# ------------------------------------------------------------------ two processes: IPC
#
# Children start with multiprocessing's 'spawn' (a fresh interpreter: CUDA does not survive a
# fork). Their entry functions live at module level (spawn imports this module by name in the
# child) and take the generated/ folder and the package name, so they load the same bindings.
# Each child answers on its Pipe: ("ok", ...) or ("error", traceback).


def _child_driver(generated: str, package: str, ordinal: int) -> ModuleType:
    """In a child: the package's driver module, device `ordinal`'s primary context current."""
    os.environ["NCCL_NVLS_ENABLE"] = "0"
    if generated not in sys.path:
        sys.path.insert(0, generated)
    cu = importlib.import_module(f"{package}.driver")
    cu.cuInit(0)
    cu.cuCtxSetCurrent(cu.cuDevicePrimaryCtxRetain(cu.cuDeviceGet(ordinal)))
    return cu


def _child_ipc_memory(
    conn: Any, generated: str, package: str, ordinal: int, handle: bytes, n: int, die: bool
) -> None:
    """Open the parent's allocation from its handle's bytes on device `ordinal`, send the digest of
    what it holds, write back data * 3 + 7 (or, with `die`, only the first 4096 values, and exit
    without closing anything), close the handle, say done."""
    try:
        cu = _child_driver(generated, package, ordinal)
        ptr = int(
            cu.cuIpcOpenMemHandle(
                cu.CUipcMemHandle.from_buffer_copy(handle), cu.CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS
            )
        )
        data = np.empty(n, dtype=np.uint32)
        cu.cuMemcpyDtoH(data, ptr, data.nbytes)
        if die:
            head = data[:4096] ^ np.uint32(0xFFFFFFFF)
            cu.cuMemcpyHtoD(ptr, head, head.nbytes)
            cu.cuCtxSynchronize()
            conn.send(("ok", _digest(data)))
            conn.close()
            os._exit(7)  # mid-way: the handle stays open, the context is not torn down
        out = data * np.uint32(3) + np.uint32(7)
        cu.cuMemcpyHtoD(ptr, out, out.nbytes)
        cu.cuCtxSynchronize()
        cu.cuIpcCloseMemHandle(ptr)
        conn.send(("ok", _digest(data)))
    except BaseException:
        conn.send(("error", traceback.format_exc()))


def _child_ipc_events(
    conn: Any,
    generated: str,
    package: str,
    mem: bytes,
    parent_event: bytes,
    child_event: bytes,
    n: int,
    cubin: bytes,
) -> None:
    """Open the parent's buffer and two interprocess events. On "go": wait for the parent's event,
    copy the buffer and check it (all 0xA5A5A5A5); then spin, fill the buffer with 0x5A5A5A5A
    and record the child's event, say so (the parent waits for that event and reads)."""
    try:
        cu = _child_driver(generated, package, 0)
        ptr = int(
            cu.cuIpcOpenMemHandle(
                cu.CUipcMemHandle.from_buffer_copy(mem), cu.CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS
            )
        )
        theirs = cu.cuIpcOpenEventHandle(cu.CUipcEventHandle.from_buffer_copy(parent_event))
        mine = cu.cuIpcOpenEventHandle(cu.CUipcEventHandle.from_buffer_copy(child_event))
        module = cu.cuModuleLoadData(cubin)
        spin = cu.cuModuleGetFunction(module, "spin")
        stream = cu.cuStreamCreate(cu.CU_STREAM_NON_BLOCKING)
        local = int(cu.cuMemAlloc(n * 4))
        conn.send(("ready",))
        assert conn.recv() == "go"
        pending = cu.cuEventQuery(theirs) == cu.CUDA_ERROR_NOT_READY
        cu.cuStreamWaitEvent(stream, theirs, 0)
        cu.cuMemcpyDtoDAsync(local, ptr, n * 4, stream)
        seen = np.empty(n, dtype=np.uint32)
        cu.cuMemcpyDtoHAsync(seen, local, n * 4, stream)
        cu.cuStreamSynchronize(stream)
        values = np.unique(seen)
        _launch(cu, spin, 1, stream, (I64, _spin_cycles(cu, cu.cuCtxGetDevice(), 300)))
        cu.cuMemsetD32Async(ptr, 0x5A5A5A5A, n, stream)
        cu.cuEventRecord(mine, stream)
        conn.send(("ok", pending, values[:8].tolist(), len(values)))
        assert conn.recv() == "close"
        cu.cuStreamSynchronize(stream)
        cu.cuStreamDestroy(stream)
        cu.cuMemFree(local)
        cu.cuModuleUnload(module)
        cu.cuEventDestroy(theirs)
        cu.cuEventDestroy(mine)
        cu.cuIpcCloseMemHandle(ptr)
        conn.send(("closed",))
    except BaseException:
        conn.send(("error", traceback.format_exc()))


def _child_pool(conn: Any, generated: str, package: str, ordinal: int) -> None:
    """Receive the pool's file descriptor (SCM_RIGHTS) and the allocation's export data, import
    both on device `ordinal`, grant that device access if it has none, send what it reads and
    the access flags, write data * 5 + 3 back, free the imported pointer, destroy the imported
    pool, close the descriptor."""
    try:
        fd = reduction.recv_handle(conn)
        export = conn.recv()
        cu = _child_driver(generated, package, ordinal)
        pool = cu.cuMemPoolImportFromShareableHandle(fd, cu.CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0)
        location = cu.CUmemLocation(type=cu.CU_MEM_LOCATION_TYPE_DEVICE, id=ordinal)
        before = int(cu.cuMemPoolGetAccess(pool, location))
        if before != int(cu.CU_MEM_ACCESS_FLAGS_PROT_READWRITE):
            cu.cuMemPoolSetAccess(
                pool, [cu.CUmemAccessDesc(location=location, flags=cu.CU_MEM_ACCESS_FLAGS_PROT_READWRITE)]
            )
        after = int(cu.cuMemPoolGetAccess(pool, location))
        ptr = int(cu.cuMemPoolImportPointer(pool, cu.CUmemPoolPtrExportData.from_buffer_copy(export)))
        n = conn.recv()
        data = np.empty(n, dtype=np.uint32)
        cu.cuMemcpyDtoH(data, ptr, data.nbytes)
        out = data * np.uint32(5) + np.uint32(3)
        cu.cuMemcpyHtoD(ptr, out, out.nbytes)
        cu.cuCtxSynchronize()
        cu.cuMemFree(ptr)  # an imported pointer is freed in the importer before the exporter frees it
        cu.cuMemPoolDestroy(pool)
        os.close(fd)
        conn.send(("ok", _digest(data), before, after))
    except BaseException:
        conn.send(("error", traceback.format_exc()))


class Child:
    """A spawned child process and the parent's end of its Pipe."""

    def __init__(self, target: Any, *args: Any) -> None:
        context = multiprocessing.get_context("spawn")
        self.conn, theirs = context.Pipe()
        self.process = context.Process(
            target=target, args=(theirs, str(GENERATED), PACKAGE, *args), daemon=True
        )
        self.process.start()
        theirs.close()  # the parent's copy: the child's exit is then seen as EOF

    def recv(self, timeout: float = CHILD_TIMEOUT) -> tuple[Any, ...]:
        if not self.conn.poll(timeout):
            self.kill()
            pytest.fail(f"the child process said nothing in {timeout} s")
        try:
            message = self.conn.recv()
        except EOFError:
            self.process.join(10)
            pytest.fail(f"the child process ended without an answer (exit code {self.process.exitcode})")
        if message[0] == "error":
            self.join()
            pytest.fail(f"the child process failed:\n{message[1]}")
        return message  # type: ignore[no-any-return]

    def join(self, timeout: float = CHILD_TIMEOUT) -> int | None:
        self.process.join(timeout)
        if self.process.is_alive():
            self.kill()
            pytest.fail(f"the child process did not exit in {timeout} s")
        self.conn.close()
        return self.process.exitcode

    def kill(self) -> None:
        if self.process.is_alive():
            self.process.kill()  # only this child, by its own handle
            self.process.join(10)


@pytest.mark.parametrize("ordinal", [0, 1], ids=["same-device", "other-device"])
def test_ipc_memory_in_a_child(cu: ModuleType, gpus: Gpus, ordinal: int) -> None:
    d0, d1 = gpus.devices
    if ordinal == 1 and not cu.cuDeviceCanAccessPeer(d1, d0):
        pytest.skip("device 1 cannot access device 0's memory: no IPC to the other device")
    n = IPC_BYTES // 4
    data = _pattern(n, 7 + ordinal)
    ptr = int(cu.cuMemAlloc(IPC_BYTES))  # cuMemAlloc'd: the legacy IPC API shares those
    cu.cuMemcpyHtoD(ptr, data, IPC_BYTES)
    try:
        handle = cu.cuIpcGetMemHandle(ptr)
        raw = bytes(handle)
        assert len(raw) == ctypes.sizeof(cu.CUipcMemHandle) == 64
        assert bytes(cu.CUipcMemHandle.from_buffer_copy(raw)) == raw
        child = Child(_child_ipc_memory, ordinal, raw, n, False)
        _, digest = child.recv()
        assert child.join() == 0
        assert digest == _digest(data)  # the child read what the parent wrote
        got = _read(cu, ptr, n)  # and the parent reads what the child wrote, after the child closed
        np.testing.assert_array_equal(got, data * np.uint32(3) + np.uint32(7))
    finally:
        cu.cuMemFree(ptr)


def test_child_dying_with_an_open_handle_leaves_the_parent_working(
    cu: ModuleType, gpus: Gpus, kernels: Kernels
) -> None:
    n = IPC_BYTES // 4
    data = _pattern(n, 9)
    ptr = int(cu.cuMemAlloc(IPC_BYTES))
    cu.cuMemcpyHtoD(ptr, data, IPC_BYTES)
    try:
        child = Child(_child_ipc_memory, 0, bytes(cu.cuIpcGetMemHandle(ptr)), n, True)
        _, digest = child.recv()
        assert child.join() == 7  # it exited mid-way, handle open
        assert digest == _digest(data)
        expected = data.copy()
        expected[:4096] ^= np.uint32(0xFFFFFFFF)  # what it wrote before dying
        np.testing.assert_array_equal(_read(cu, ptr, n), expected)
        # The parent's context still works: copy, run a kernel, free.
        copy = int(cu.cuMemAlloc(IPC_BYTES))
        cu.cuMemcpyDtoD(copy, ptr, IPC_BYTES)
        _launch(cu, kernels.functions[0]["add_value"], n, None, (P, copy), (I32, n), (U32, 11))
        cu.cuCtxSynchronize()
        np.testing.assert_array_equal(_read(cu, copy, n), expected + np.uint32(11))
        cu.cuMemFree(copy)
    finally:
        cu.cuMemFree(ptr)
    cu.cuCtxSynchronize()


def test_ipc_events_order_work_between_processes(cu: ModuleType, gpus: Gpus, kernels: Kernels) -> None:
    if hasattr(cu, "CU_DEVICE_ATTRIBUTE_IPC_EVENT_SUPPORTED") and not cu.cuDeviceGetAttribute(
        cu.CU_DEVICE_ATTRIBUTE_IPC_EVENT_SUPPORTED, gpus.devices[0]
    ):
        pytest.skip("device 0 does not support IPC events")
    n = IPC_BYTES // 4
    buf = int(cu.cuMemAlloc(IPC_BYTES))
    cu.cuMemsetD32(buf, 0, n)
    flags = cu.CU_EVENT_INTERPROCESS | cu.CU_EVENT_DISABLE_TIMING
    parent_event, child_event = cu.cuEventCreate(flags), cu.cuEventCreate(flags)
    stream = cu.cuStreamCreate(cu.CU_STREAM_NON_BLOCKING)
    child = None
    try:
        handles = [bytes(cu.cuIpcGetEventHandle(e)) for e in (parent_event, child_event)]
        assert all(len(h) == ctypes.sizeof(cu.CUipcEventHandle) == 64 for h in handles)
        child = Child(_child_ipc_events, bytes(cu.cuIpcGetMemHandle(buf)), *handles, n, kernels.cubin[0])
        assert child.recv()[0] == "ready"
        _launch(cu, kernels.functions[0]["spin"], 1, stream, (I64, _spin_cycles(cu, gpus.devices[0], 300)))
        cu.cuMemsetD32Async(buf, 0xA5A5A5A5, n, stream)
        cu.cuEventRecord(parent_event, stream)
        child.conn.send("go")
        _, pending, values, distinct = child.recv()
        assert (values, distinct) == ([0xA5A5A5A5], 1)  # the child's copy waited for the parent's write
        print(f"the parent's event was pending when the child began waiting: {pending}")
        cu.cuStreamWaitEvent(stream, child_event, 0)  # recorded by the child after its write
        seen = np.empty(n, dtype=np.uint32)
        cu.cuMemcpyDtoHAsync(seen, buf, IPC_BYTES, stream)
        cu.cuStreamSynchronize(stream)
        np.testing.assert_array_equal(seen, np.full(n, 0x5A5A5A5A, np.uint32))
        child.conn.send("close")
        assert child.recv()[0] == "closed"
        assert child.join() == 0
    finally:
        if child is not None:
            child.kill()
        cu.cuStreamDestroy(stream)
        cu.cuEventDestroy(parent_event)
        cu.cuEventDestroy(child_event)
        cu.cuMemFree(buf)


@pytest.mark.parametrize("ordinal", [0, 1], ids=["same-device", "other-device"])
def test_pool_exported_through_a_file_descriptor(cu: ModuleType, gpus: Gpus, ordinal: int) -> None:
    d0 = gpus.devices[0]
    supported = cu.cuDeviceGetAttribute(cu.CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES, d0)
    if not supported & int(cu.CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR):
        pytest.skip("device 0's pools cannot be exported as POSIX file descriptors")
    if ordinal == 1 and not cu.cuDeviceCanAccessPeer(gpus.devices[1], d0):
        pytest.skip("device 1 cannot access device 0's memory")
    props = cu.CUmemPoolProps(
        allocType=cu.CU_MEM_ALLOCATION_TYPE_PINNED,
        handleTypes=cu.CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR,
        location=_device_location(cu, 0),
    )
    pool = cu.cuMemPoolCreate(props)
    stream = cu.cuStreamCreate(cu.CU_STREAM_NON_BLOCKING)
    n = IPC_BYTES // 4
    data = _pattern(n, 10 + ordinal)
    fd = -1
    try:
        fd = cu.cuMemPoolExportToShareableHandle(pool, cu.CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0)
        assert isinstance(fd, int) and fd >= 0
        os.fstat(fd)  # a real descriptor of this process
        ptr = int(cu.cuMemAllocFromPoolAsync(IPC_BYTES, pool, stream))
        cu.cuMemcpyHtoDAsync(ptr, data, IPC_BYTES, stream)
        cu.cuStreamSynchronize(stream)
        export = bytes(cu.cuMemPoolExportPointer(ptr))
        assert len(export) == ctypes.sizeof(cu.CUmemPoolPtrExportData)
        child = Child(_child_pool, ordinal)
        reduction.send_handle(child.conn, fd, child.process.pid)  # the descriptor first, then the data
        child.conn.send(export)
        child.conn.send(n)
        _, digest, before, after = child.recv()
        assert child.join() == 0
        assert digest == _digest(data)
        assert after == int(cu.CU_MEM_ACCESS_FLAGS_PROT_READWRITE)
        print(f"the importer's access to the pool before it asked: {before}")
        np.testing.assert_array_equal(_read(cu, ptr, n), data * np.uint32(5) + np.uint32(3))
        cu.cuMemFreeAsync(ptr, stream)  # after the importer freed its mapping
        cu.cuStreamSynchronize(stream)
    finally:
        cu.cuStreamDestroy(stream)
        cu.cuMemPoolDestroy(pool)
        if fd >= 0:
            os.close(fd)


# ------------------------------------------------------------------------------------ NCCL


def _nccl_inputs(rank: int, n: int) -> dict[str, np.ndarray]:
    """What rank `rank` sends: small integers, so float32 sums are exact."""
    base = (np.arange(n) % 1000).astype(np.float32)
    return {
        "all_reduce": base * np.float32(rank + 1),
        "broadcast": base + np.float32(100 * (rank + 1)),
        "all_gather": np.full(n, rank + 1, np.float32) + base,
    }


def _child_nccl_rank(conn: Any, generated: str, package: str, rank: int, nranks: int, n: int) -> None:
    """One rank on device `rank`: rank 0 makes the unique id and sends its bytes; every rank gets
    them back from the parent, joins the communicator, runs all-reduce (sum), broadcast (root 0)
    and all-gather, and sends the results."""
    try:
        cu = _child_driver(generated, package, rank)
        nccl = importlib.import_module(f"{package}.nccl")
        if rank == 0:
            conn.send(("uid", bytes(nccl.ncclGetUniqueId())))
        uid = nccl.ncclUniqueId.from_buffer_copy(conn.recv())
        comm = nccl.ncclCommInitRank(nranks, uid, rank)
        info = (nccl.ncclCommCount(comm), nccl.ncclCommUserRank(comm), nccl.ncclCommCuDevice(comm))
        stream = cu.cuStreamCreate(cu.CU_STREAM_NON_BLOCKING)
        inputs = _nccl_inputs(rank, n)
        send = int(cu.cuMemAlloc(n * 4))
        recv = int(cu.cuMemAlloc(n * 4 * nranks))
        results = {}
        for op in ("all_reduce", "broadcast", "all_gather"):
            cu.cuMemcpyHtoD(send, inputs[op], n * 4)
            cu.cuMemsetD32(recv, 0, n * nranks)
            if op == "all_reduce":
                nccl.ncclAllReduce(send, recv, n, nccl.ncclFloat32, nccl.ncclSum, comm, stream)
                count = n
            elif op == "broadcast":
                nccl.ncclBroadcast(send, recv, n, nccl.ncclFloat32, 0, comm, stream)
                count = n
            else:
                nccl.ncclAllGather(send, recv, n, nccl.ncclFloat32, comm, stream)
                count = n * nranks
            cu.cuStreamSynchronize(stream)
            out = np.empty(count, dtype=np.float32)
            cu.cuMemcpyDtoH(out, recv, out.nbytes)
            results[op] = out
        nccl.ncclCommDestroy(comm)
        cu.cuMemFree(send)
        cu.cuMemFree(recv)
        cu.cuStreamDestroy(stream)
        conn.send(("ok", info, results))
    except BaseException:
        conn.send(("error", traceback.format_exc()))


def _nccl_expected(nranks: int, n: int) -> dict[str, np.ndarray]:
    inputs = [_nccl_inputs(rank, n) for rank in range(nranks)]
    return {
        "all_reduce": np.sum([x["all_reduce"] for x in inputs], axis=0, dtype=np.float32),
        "broadcast": inputs[0]["broadcast"],
        "all_gather": np.concatenate([x["all_gather"] for x in inputs]),
    }


@pytest.fixture(scope="module")
def nccl() -> ModuleType:
    return library("nccl", probe="ncclAllReduce")


def test_nccl_two_ranks_in_two_processes(nccl: ModuleType, gpus: Gpus) -> None:
    n = 1 << 20
    ranks = [Child(_child_nccl_rank, rank, 2, n) for rank in range(2)]
    try:
        kind, uid = ranks[0].recv()
        assert kind == "uid" and len(uid) == ctypes.sizeof(nccl.ncclUniqueId)
        for child in ranks:
            child.conn.send(uid)  # rank 0's id, through the parent, to every rank
        answers = [child.recv() for child in ranks]
        for child in ranks:
            assert child.join() == 0
    finally:
        for child in ranks:
            child.kill()
    expected = _nccl_expected(2, n)
    for rank, (_, info, results) in enumerate(answers):
        assert info == (2, rank, rank)  # count, rank, device
        for op, want in expected.items():
            np.testing.assert_array_equal(results[op], want, err_msg=f"rank {rank}: {op}")


def test_nccl_comm_init_all_in_one_process(cu: ModuleType, nccl: ModuleType, gpus: Gpus) -> None:
    n = 1 << 20
    comms = [int(c) for c in nccl.ncclCommInitAll(2, [0, 1])]
    assert len(comms) == 2
    streams, sends, recvs = [], [], []
    try:
        for rank, comm in enumerate(comms):
            assert (nccl.ncclCommCount(comm), nccl.ncclCommUserRank(comm), nccl.ncclCommCuDevice(comm)) == (
                2,
                rank,
                rank,
            )
            with _current(cu, gpus.contexts[rank]):
                streams.append(int(cu.cuStreamCreate(cu.CU_STREAM_NON_BLOCKING)))
                sends.append(int(cu.cuMemAlloc(n * 4)))
                recvs.append(int(cu.cuMemAlloc(n * 4 * 2)))
        inputs = [_nccl_inputs(rank, n) for rank in range(2)]
        expected = _nccl_expected(2, n)
        expected["broadcast"] = inputs[1]["broadcast"]  # root 1 here
        for op in ("all_reduce", "broadcast", "all_gather"):
            for rank in range(2):
                with _current(cu, gpus.contexts[rank]):
                    cu.cuMemcpyHtoD(sends[rank], inputs[rank][op], n * 4)
                    cu.cuMemsetD32(recvs[rank], 0, 2 * n)
            nccl.ncclGroupStart()
            for rank in range(2):
                args = (sends[rank], recvs[rank], n, nccl.ncclFloat32)
                if op == "all_reduce":
                    nccl.ncclAllReduce(*args, nccl.ncclSum, comms[rank], streams[rank])
                elif op == "broadcast":
                    nccl.ncclBroadcast(*args, 1, comms[rank], streams[rank])
                else:
                    nccl.ncclAllGather(*args, comms[rank], streams[rank])
            nccl.ncclGroupEnd()
            for rank in range(2):
                with _current(cu, gpus.contexts[rank]):
                    cu.cuStreamSynchronize(streams[rank])
                    out = np.empty(expected[op].size, dtype=np.float32)
                    cu.cuMemcpyDtoH(out, recvs[rank], out.nbytes)
                np.testing.assert_array_equal(out, expected[op], err_msg=f"rank {rank}: {op}")
    finally:
        for comm in comms:
            nccl.ncclCommDestroy(comm)
        for rank in range(len(streams)):
            with _current(cu, gpus.contexts[rank]):
                cu.cuStreamDestroy(streams[rank])
                cu.cuMemFree(sends[rank])
                cu.cuMemFree(recvs[rank])


# --------------------------------------------------------------------- the object layer

CORE_SOURCE = r"""
extern "C" __global__ void iota(unsigned int *p, int n, unsigned int base) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = base + i;
}
extern "C" __global__ void twice_plus(const unsigned int *src, unsigned int *dst, int n, unsigned int add) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) dst[i] = 2 * src[i] + add;
}
extern "C" __global__ void slow_fill(unsigned int *p, int n, unsigned int value, long long cycles) {
    long long start = clock64();
    while (clock64() - start < cycles) { }
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = value;
}
"""


@pytest.fixture(scope="module")
def core(gpus: Gpus) -> ModuleType:
    module = importlib.import_module(f"{PACKAGE}.core")
    library("nvrtc")  # what Program compiles with
    return module


def _core_read(core: ModuleType, buffer: Any, stream: Any) -> np.ndarray:
    """A Buffer's bytes as uint32, through pinned host memory, ordered on `stream`."""
    host = core.LegacyPinnedMemoryResource().allocate(buffer.size)
    host.copy_from(buffer, stream=stream)
    stream.sync()
    out = np.asarray(host).view(np.uint32).copy()
    host.close()
    return out


def test_core_devices_programs_and_buffers_across_devices(
    cu: ModuleType, core: ModuleType, gpus: Gpus
) -> None:
    d0, d1 = core.Device(0), core.Device(1)
    assert core.Device.get_all_devices()[:2] == (d0, d1)
    for dev, ctx in ((d1, gpus.contexts[1]), (d0, gpus.contexts[0]), (d1, gpus.contexts[1])):
        dev.set_current()
        assert core.Device() is dev and cu.cuCtxGetCurrent() == ctx and dev.context.handle == ctx
    for dev, handle in ((d0, gpus.devices[0]), (d1, gpus.devices[1])):
        assert dev.name == cu.cuDeviceGetName(handle)
        assert dev.pci_bus_id == cu.cuDeviceGetPCIBusId(handle)
        assert dev.uuid.replace("-", "") == bytes(cu.cuDeviceGetUuid(handle).bytes).hex()
    assert d0.can_access_peer(d1) == bool(cu.cuDeviceCanAccessPeer(gpus.devices[0], gpus.devices[1]))

    n = 1 << 20
    config = core.LaunchConfig(grid=n // 256, block=256)
    streams, buffers, codes = {}, {}, {}
    for dev, base in ((d0, 1000), (d1, 2000)):
        dev.set_current()  # the program compiles for, and its module loads into, the current device
        codes[dev.device_id] = core.Program(CORE_SOURCE, "c++").compile("cubin")
        streams[dev.device_id] = stream = dev.create_stream()
        buffers[dev.device_id] = buffer = dev.allocate(4 * n, stream)
        assert buffer.device_id == dev.device_id
        core.launch(stream, config, codes[dev.device_id].get_kernel("iota"), buffer, n, np.uint32(base))
        np.testing.assert_array_equal(_core_read(core, buffer, stream), np.arange(n, dtype=np.uint32) + base)
    s0, s1 = streams[0], streams[1]

    # Each device's copies reach the other's pool memory: the pools grant that (without, the
    # copies are CUDA_ERROR_INVALID_VALUE, seen on the 2-H100 machine).
    d0.memory_resource.peer_accessible_by = [d1]
    d1.memory_resource.peer_accessible_by = [1 - d1.device_id]
    assert d0.memory_resource.peer_accessible_by == {d1} and d1.memory_resource.peer_accessible_by == {d0}
    assert 1 in d0.memory_resource.peer_accessible_by and d1 in d0.memory_resource.peer_accessible_by
    # device 0's buffer into a new buffer on device 1, on device 1's stream after device 0's work
    d1.set_current()
    on_one = d1.allocate(4 * n, s1)
    s1.wait(s0.record())
    assert buffers[0].copy_to(on_one, stream=s1) is on_one
    np.testing.assert_array_equal(_core_read(core, on_one, s1), np.arange(n, dtype=np.uint32) + 1000)
    # device 1's buffer into device 0's, on device 0's stream
    d0.set_current()
    s0.wait(s1.record())
    buffers[0].copy_from(buffers[1], stream=s0)
    np.testing.assert_array_equal(_core_read(core, buffers[0], s0), np.arange(n, dtype=np.uint32) + 2000)

    # a kernel of device 1 reading device 0's buffer through peer access
    if d1.can_access_peer(d0):
        d1.enable_peer_access(d0)
        d1.enable_peer_access(d0)  # a second call is a no-op
        d1.set_current()
        s1.wait(s0.record())
        core.launch(s1, config, codes[1].get_kernel("twice_plus"), buffers[0], on_one, n, np.uint32(5))
        np.testing.assert_array_equal(
            _core_read(core, on_one, s1), 2 * (np.arange(n, dtype=np.uint32) + 2000) + 5
        )

    for buffer in (*buffers.values(), on_one):
        buffer.close()
    for stream in streams.values():
        stream.sync()
        stream.close()
    d0.memory_resource.peer_accessible_by = d1.memory_resource.peer_accessible_by = ()
    assert len(d0.memory_resource.peer_accessible_by) == len(d1.memory_resource.peer_accessible_by) == 0
    # The live set (cuda.core's PeerAccessibleBySetProxy): single and bulk changes, Devices or ordinals,
    # the pool's own device ignored; each read asks the driver again.
    peers = d0.memory_resource.peer_accessible_by
    peers.add(1)
    assert 1 in d0.memory_resource.peer_accessible_by and list(peers) == [d1]
    peers.discard(d1)
    assert 1 not in peers and len(peers) == 0
    peers |= {d1, 0}
    assert list(d0.memory_resource.peer_accessible_by) == [d1]
    peers.clear()
    assert len(d0.memory_resource.peer_accessible_by) == 0
    d0.set_current()


def test_core_stream_waits_for_a_stream_of_the_other_device(core: ModuleType, gpus: Gpus) -> None:
    """`s1.wait(s0)` with device 1 current: device 0 fills slowly, device 1 copies after the wait.
    (cuda.core makes the temporary event on the waited-for stream's device: an event recorded on
    a stream of another context is CUDA_ERROR_INVALID_HANDLE.)"""
    d0, d1 = core.Device(0), core.Device(1)
    n = 1 << 20
    d0.set_current()
    code0 = core.Program(CORE_SOURCE, "c++").compile("cubin")
    s0 = d0.create_stream()
    source = d0.allocate(4 * n, s0)
    source.fill(0, stream=s0)
    s0.sync()
    cycles = d0.properties.clock_rate * 300  # ~300 ms
    core.launch(
        s0,
        core.LaunchConfig(grid=n // 256, block=256),
        code0.get_kernel("slow_fill"),
        source,
        n,
        np.uint32(0xC0FFEE),
        cycles,
    )
    d1.set_current()
    s1 = d1.create_stream()
    target = d1.allocate(4 * n, s1)
    s1.wait(s0)  # a stream of device 0, waited for with device 1 current
    # Device 1's copy engine reads device 0's pool memory: the pool must grant it access
    # (without, cuMemcpyAsync is CUDA_ERROR_INVALID_VALUE, seen on the 2-H100 machine).
    d0.memory_resource.peer_accessible_by = [d1]
    assert [d.device_id for d in d0.memory_resource.peer_accessible_by] == [1]
    target.copy_from(source, stream=s1)
    np.testing.assert_array_equal(_core_read(core, target, s1), np.full(n, 0xC0FFEE, np.uint32))
    for buffer, stream in ((target, s1), (source, s0)):
        buffer.close()
        stream.sync()
        stream.close()
    d0.memory_resource.peer_accessible_by = ()
    d0.set_current()


def _core_write(core: ModuleType, buffer: Any, values: np.ndarray, stream: Any) -> None:
    """Copy uint32 `values` into a Buffer through pinned host memory, ordered on `stream`."""
    host = core.LegacyPinnedMemoryResource().allocate(values.nbytes)
    np.asarray(host).view(np.uint32)[:] = values
    buffer.copy_from(host, stream=stream)
    stream.sync()
    host.close()


def _child_core_ipc(
    conn: Any, generated: str, package: str, ordinal: int, alloc_handle: Any, descriptor: Any
) -> None:
    """cuda.core's explicit IPC, in a child: map the parent's pool on device `ordinal` from its
    allocation handle (a descriptor multiprocessing duplicated into this process), map the
    buffer from its descriptor, send the digest of what it holds and write data * 5 + 3 back;
    close the buffer (the mapping) before the resource, and both before answering."""
    try:
        core = importlib.import_module(f"{package}.core")
        dev = core.Device(ordinal)
        dev.set_current()
        mr = core.DeviceMemoryResource.from_allocation_handle(ordinal, alloc_handle)
        alloc_handle.close()
        stream = dev.create_stream()
        buf = core.Buffer.from_ipc_descriptor(mr, descriptor, stream=stream)
        facts = [mr.is_mapped, mr.is_handle_owned, buf.is_mapped, buf.size, mr.device_id]
        data = _core_read(core, buf, stream)
        _core_write(core, buf, data * np.uint32(5) + np.uint32(3), stream)
        buf.close()
        stream.sync()
        mr.close()
        conn.send(("ok", _digest(data), facts))
    except BaseException:
        conn.send(("error", traceback.format_exc()))


def _child_core_ipc_pickled(conn: Any, generated: str, package: str, mr: Any) -> None:
    """cuda.core's multiprocessing IPC, in a child: the resource arrived as an argument (mapped
    and registered by its uuid while unpickling); buffers then arrive pickled through the pipe
    and map themselves. Adds 1 to each, answers with their digests."""
    try:
        core = importlib.import_module(f"{package}.core")
        assert core.DeviceMemoryResource.from_registry(mr.uuid) is mr and mr.is_mapped
        stream = core.Device(mr.device_id).create_stream()
        event = conn.recv()  # an IPC event, pickled: opened here
        stream.wait(event)  # ordered after the parent's writes
        opened = [event.is_ipc_enabled, event.is_timing_enabled, event.context is core.Device(0).context]
        digests = []
        for _ in range(conn.recv()):
            buf = conn.recv()
            data = _core_read(core, buf, stream)
            digests.append(_digest(data))
            _core_write(core, buf, data + np.uint32(1), stream)
            buf.close()
        stream.sync()
        event.close()
        conn.send(("ok", digests, opened))
    except BaseException:
        conn.send(("error", traceback.format_exc()))


def _core_ipc_supported(cu: ModuleType, gpus: Gpus, ordinal: int) -> None:
    supported = cu.cuDeviceGetAttribute(cu.CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES, gpus.devices[0])
    if not supported & int(cu.CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR):
        pytest.skip("device 0's pools cannot be exported as POSIX file descriptors")
    if ordinal == 1 and not cu.cuDeviceCanAccessPeer(gpus.devices[1], gpus.devices[0]):
        pytest.skip("device 1 cannot access device 0's memory")


@pytest.mark.parametrize("ordinal", [0, 1], ids=["same-device", "other-device"])
def test_core_ipc_memory_resource(cu: ModuleType, core: ModuleType, gpus: Gpus, ordinal: int) -> None:
    """An IPC-enabled DeviceMemoryResource on device 0 shared with a child process, which maps
    it on device `ordinal` (cuda.core's allocation handle and buffer descriptor): the child
    reads what the parent wrote, and the parent reads what the child wrote back."""
    _core_ipc_supported(cu, gpus, ordinal)
    dev = core.Device(0)
    dev.set_current()
    mr = core.DeviceMemoryResource(0, core.DeviceMemoryResourceOptions(ipc_enabled=True, max_size=64 * MiB))
    assert mr.is_ipc_enabled and mr.is_handle_owned and not mr.is_mapped and mr.uuid is not None
    assert mr.handle != core.DeviceMemoryResource(0).handle  # a pool of its own
    stream = dev.create_stream()
    n = IPC_BYTES // 4
    data = _pattern(n, 20 + ordinal)
    buf = mr.allocate(IPC_BYTES, stream=stream)
    _core_write(core, buf, data, stream)
    child = Child(_child_core_ipc, ordinal, mr.allocation_handle, buf.ipc_descriptor)
    _, digest, facts = child.recv()
    assert child.join() == 0
    assert digest == _digest(data)
    assert facts == [True, True, True, IPC_BYTES, ordinal]
    np.testing.assert_array_equal(_core_read(core, buf, stream), data * np.uint32(5) + np.uint32(3))
    assert mr.attributes.used_mem_current >= IPC_BYTES
    buf.close(stream)
    stream.sync()
    assert mr.attributes.used_mem_current == 0
    mr.close()
    assert mr.is_closed and mr.handle == 0
    with pytest.raises(RuntimeError, match="closed"):
        mr.allocate(16, stream=stream)
    stream.close()


def test_core_buffers_pickled_to_a_child(cu: ModuleType, core: ModuleType, gpus: Gpus) -> None:
    """cuda.core's multiprocessing form: the resource passed to the child process as an
    argument, then an IPC event and Buffers sent through a Pipe as they are; the child waits on
    the event, maps each buffer from the resource it registered, and the parent reads its
    writes."""
    _core_ipc_supported(cu, gpus, 0)
    dev = core.Device(0)
    dev.set_current()
    mr = core.DeviceMemoryResource(0, {"ipc_enabled": True, "max_size": 64 * MiB})
    stream = dev.create_stream()
    n = 1 << 16
    arrays = [_pattern(n, 30 + k) for k in range(3)]
    buffers = [mr.allocate(n * 4, stream=stream) for _ in arrays]
    for buf, values in zip(buffers, arrays, strict=True):
        _core_write(core, buf, values, stream)
    event = dev.create_event(core.EventOptions(timing_enabled=False, ipc_enabled=True))
    stream.record(event)
    assert core.IPCEventDescriptor._init(event.ipc_descriptor._data, False) == event.ipc_descriptor
    child = Child(_child_core_ipc_pickled, mr)
    child.conn.send(event)
    child.conn.send(len(buffers))
    for buf in buffers:
        child.conn.send(buf)
    _, digests, opened = child.recv()
    assert child.join() == 0
    assert digests == [_digest(values) for values in arrays]
    assert opened == [True, False, True]
    event.close()
    for buf, values in zip(buffers, arrays, strict=True):
        np.testing.assert_array_equal(_core_read(core, buf, stream), values + np.uint32(1))
        buf.close(stream)
    stream.sync()
    with core.DeviceMemoryResource(0).allocate(16, stream=stream) as plain, pytest.raises(TypeError):
        plain.__reduce__()  # a buffer of a pool that is not shared
    mr.close()
    stream.close()
