"""The generated driver bindings on a real GPU: every scenario checks values read back
from the device against a NumPy/Python reference."""

from __future__ import annotations

import ctypes
import faulthandler
import gc
import inspect
import struct
import sys
import threading
import time
from types import ModuleType
from typing import Any

import numpy as np
import pytest
from gpu_env import device_array, read_back

N = 4096


def instantiate(cu: ModuleType, graph: int) -> int:
    """cuGraphInstantiate across releases: (graph, flags) from 12.0, before that (graph) ->
    (exec, error node, log)."""
    if len(inspect.signature(cu.cuGraphInstantiate).parameters) == 2:
        return int(cu.cuGraphInstantiate(graph, 0))
    exe, error_node, log = cu.cuGraphInstantiate(graph)
    assert error_node == 0 and log == "", (error_node, log)
    return int(exe)


# --- initialization and device queries ------------------------------------------------


def test_device_queries(cu: ModuleType, device: int) -> None:
    assert cu.cuDriverGetVersion() >= 12000
    assert cu.cuDeviceGetCount() >= 1
    name = cu.cuDeviceGetName(device)
    assert isinstance(name, str) and name and "\x00" not in name
    assert cu.cuDeviceTotalMem(device) > 1 << 30
    major = cu.cuDeviceGetAttribute(cu.CUdevice_attribute.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, device)
    assert major >= 7
    uuid = cu.cuDeviceGetUuid(device)
    assert len(bytes(uuid.bytes)) == 16 and any(bytes(uuid.bytes))


# --- contexts -------------------------------------------------------------------------


def test_primary_and_created_contexts(cu: ModuleType, device: int, primary: int) -> None:
    assert cu.cuCtxGetCurrent() == primary
    # 13.0 added a parameters struct in front: cuCtxCreate(params, flags, dev).
    takes_params = len(inspect.signature(cu.cuCtxCreate).parameters) == 3
    ctx = cu.cuCtxCreate(None, 0, device) if takes_params else cu.cuCtxCreate(0, device)
    try:
        assert cu.cuCtxGetCurrent() == ctx != primary
        popped = cu.cuCtxPopCurrent()
        assert popped == ctx
        assert cu.cuCtxGetCurrent() == primary
        cu.cuCtxPushCurrent(ctx)
        assert cu.cuCtxGetCurrent() == ctx
        assert cu.cuCtxGetDevice() == device
        cu.cuCtxSynchronize()
    finally:
        cu.cuCtxDestroy(ctx)
        cu.cuCtxSetCurrent(primary)
    assert cu.cuCtxGetCurrent() == primary


# --- memory ---------------------------------------------------------------------------


def test_memory_sync_copies_and_memset(cu: ModuleType, primary: int) -> None:
    rng = np.random.default_rng(1)
    host = rng.integers(0, 2**31, N, dtype=np.int32)
    a = device_array(cu, host)
    b = int(cu.cuMemAlloc(host.nbytes))
    try:
        cu.cuMemcpyDtoD(b, a, host.nbytes)
        np.testing.assert_array_equal(read_back(cu, b, host), host)
        # bytes, bytearray and memoryview sources and destinations
        cu.cuMemcpyHtoD(a, bytes(range(256)) * 4, 1024)
        dst = bytearray(1024)
        cu.cuMemcpyDtoH(dst, a, 1024)
        assert dst == bytes(range(256)) * 4
        view = memoryview(bytearray(16))
        cu.cuMemcpyDtoH(view, a, 16)
        assert view.tobytes() == bytes(range(16))
        cu.cuMemsetD32(b, 0xDEADBEEF, N)
        np.testing.assert_array_equal(read_back(cu, b, host), np.full(N, 0xDEADBEEF, dtype=np.uint32).view(np.int32))
        cu.cuMemsetD8(b, 7, 8)
        assert bytes(read_back(cu, b, host).view(np.uint8)[:9]) == b"\x07" * 8 + b"\xef"
        with pytest.raises(ValueError):
            cu.cuMemcpyDtoH(bytearray(8), a, 16)  # too small: refused before any copy
        with pytest.raises(ValueError):
            cu.cuMemcpyDtoH(b"immutable......." , a, 16)  # read-only destination
    finally:
        cu.cuMemFree(a)
        cu.cuMemFree(b)


def test_memory_async_on_stream_with_pinned_host(cu: ModuleType, primary: int) -> None:
    stream = cu.cuStreamCreate(cu.CU_STREAM_NON_BLOCKING)
    nbytes = N * 8
    pinned = cu.cuMemAllocHost(nbytes)
    try:
        host = np.ctypeslib.as_array((ctypes.c_double * N).from_address(pinned))
        host[:] = np.linspace(0.0, 1.0, N)
        expected = host.copy()
        dev = int(cu.cuMemAlloc(nbytes))
        cu.cuMemcpyHtoDAsync(dev, pinned, nbytes, stream)
        cu.cuStreamSynchronize(stream)  # the copy reads the pinned buffer asynchronously
        host[:] = 0.0
        cu.cuMemcpyDtoHAsync(pinned, dev, nbytes, stream)
        cu.cuStreamSynchronize(stream)
        np.testing.assert_array_equal(host, expected)
        cu.cuMemFree(dev)
        flags = cu.cuMemHostGetFlags(pinned)
        assert isinstance(flags, int)
    finally:
        cu.cuMemFreeHost(pinned)
        cu.cuStreamDestroy(stream)


def test_pointer_attributes_are_typed(cu: ModuleType, primary: int) -> None:
    ptr = int(cu.cuMemAlloc(1 << 20))
    try:
        assert cu.cuPointerGetAttribute(cu.CU_POINTER_ATTRIBUTE_CONTEXT, ptr) == primary
        assert cu.cuPointerGetAttribute(cu.CU_POINTER_ATTRIBUTE_MEMORY_TYPE, ptr) == cu.CU_MEMORYTYPE_DEVICE
        assert cu.cuPointerGetAttribute(cu.CU_POINTER_ATTRIBUTE_DEVICE_POINTER, ptr) == ptr
        assert cu.cuPointerGetAttribute(cu.CU_POINTER_ATTRIBUTE_IS_MANAGED, ptr) is False
        assert cu.cuPointerGetAttribute(cu.CU_POINTER_ATTRIBUTE_RANGE_START_ADDR, ptr + 100) == ptr
        assert cu.cuPointerGetAttribute(cu.CU_POINTER_ATTRIBUTE_RANGE_SIZE, ptr + 100) >= 1 << 20
        base, size = cu.cuMemGetAddressRange(ptr + 10)
        assert (base, size >= 1 << 20) == (ptr, True)
    finally:
        cu.cuMemFree(ptr)


# --- kernels --------------------------------------------------------------------------


def test_nvrtc_compiles_ptx_and_cubin(program: dict[str, Any]) -> None:
    assert b".entry saxpy" in program["ptx"] or b".entry saxpy(" in program["ptx"]
    assert program["cubin"][:4] == b"\x7fELF"
    assert isinstance(program["log"], str)


@pytest.mark.parametrize("image", ["ptx", "cubin"])
def test_launch_with_pointer_and_scalar_arguments(
    cu: ModuleType, primary: int, program: dict[str, Any], image: str
) -> None:
    mod = cu.cuModuleLoadData(program[image])
    try:
        f = cu.cuModuleGetFunction(mod, "saxpy")
        rng = np.random.default_rng(2)
        x = rng.random(N, dtype=np.float32)
        y = rng.random(N, dtype=np.float32)
        dx, dy = device_array(cu, x), device_array(cu, y)
        if hasattr(cu, "cuFuncGetParamInfo"):
            # Plain Python values: packed to the kernel's declared sizes (float 4, pointers 8, int 4).
            cu.cuLaunchKernel(f, N // 256, 1, 1, 256, 1, 1, 0, None, [2.5, dx, dy, N], None)
        else:  # before CUDA 12.4 the sizes are not known: ctypes values say them
            cu.cuLaunchKernel(f, N // 256, 1, 1, 256, 1, 1, 0, None, [ctypes.c_float(2.5), dx, dy, ctypes.c_int(N)], None)
        cu.cuCtxSynchronize()
        np.testing.assert_allclose(read_back(cu, dy, y), np.float32(2.5) * x + y, rtol=1e-6)
        # ctypes values and NumPy scalars, and a pre-packed argument object
        packed = cu.pack_kernel_args(f, [np.float32(-1.0), ctypes.c_uint64(dx), dy, ctypes.c_int(N)])
        for _ in range(3):
            cu.cuLaunchKernel(f, N // 256, 1, 1, 256, 1, 1, 0, None, packed, None)
        cu.cuCtxSynchronize()
        np.testing.assert_allclose(read_back(cu, dy, y), np.float32(2.5) * x + y - 3 * x, rtol=1e-5, atol=1e-6)
        # The `extra` form: all arguments in one buffer laid out as the kernel declares them
        # (float at 0, pointers at 8 and 16, int at 24: 28 bytes, which the driver wants
        # exactly, 32 is refused as LAUNCH_OUT_OF_RESOURCES), given as bytes (copied, and
        # kept alive by the extra array) and as a bytearray, its size through a c_size_t.
        buffer = struct.pack("<f4xQQi", 0.75, dx, dy, N)
        size = ctypes.c_size_t(len(buffer))
        for arguments in (buffer, bytearray(buffer)):
            extra = [cu.CU_LAUNCH_PARAM_BUFFER_POINTER, arguments, cu.CU_LAUNCH_PARAM_BUFFER_SIZE, size,
                     cu.CU_LAUNCH_PARAM_END]
            cu.cuLaunchKernel(f, N // 256, 1, 1, 256, 1, 1, 0, None, None, extra)
        cu.cuCtxSynchronize()
        np.testing.assert_allclose(read_back(cu, dy, y), np.float32(2.5) * x + y - 3 * x + 1.5 * x,
                                   rtol=1e-5, atol=1e-6)
        if hasattr(cu, "cuFuncGetParamInfo"):
            with pytest.raises(ValueError, match="parameters"):
                cu.cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, None, [1.0, dx, dy], None)  # one missing
            with pytest.raises(ValueError):
                cu.cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, None, [1.0, dx, dy, ctypes.c_int64(N)], None)
        cu.cuMemFree(dx)
        cu.cuMemFree(dy)
    finally:
        cu.cuModuleUnload(mod)


def test_value_launches_reuse_buffers_across_types_unloads_and_threads(
    cu: ModuleType, primary: int, program: dict[str, Any]
) -> None:
    # The value form packs plain ints and floats into a per-thread buffer per kernel, and
    # handles travel as cached c_void_p objects. Alternate the argument types (a float
    # scale, then an int one), unload and reload the module (a new kernel may take the old
    # handle value), and launch from threads at once: every result must match NumPy.
    if not hasattr(cu, "cuFuncGetParamInfo"):
        pytest.skip("kernel parameter sizes are known from CUDA 12.4")
    x = np.arange(N, dtype=np.float32)
    for round_ in range(2):
        mod = cu.cuModuleLoadData(program["cubin"])
        try:
            saxpy = cu.cuModuleGetFunction(mod, "saxpy")
            add_one = cu.cuModuleGetFunction(mod, "add_one")
            dx, dy = device_array(cu, x), device_array(cu, np.zeros(N, np.float32))
            expected = np.zeros(N, np.float32)
            for k in range(20):
                a = float(k) * 0.5 + round_
                cu.cuLaunchKernel(saxpy, N // 256, 1, 1, 256, 1, 1, 0, None, [a, dx, dy, N], None)
                expected = np.float32(a) * x + expected
                if k % 5 == 4:  # a short n: only the first half changes
                    cu.cuLaunchKernel(saxpy, N // 256, 1, 1, 256, 1, 1, 0, None, (1.0, dx, dy, N // 2), None)
                    expected[: N // 2] += x[: N // 2]
            cu.cuCtxSynchronize()
            np.testing.assert_allclose(read_back(cu, dy, x), expected, rtol=1e-5)
            counts = np.zeros(N, np.int32)
            d = device_array(cu, counts)
            failures: list[BaseException] = []

            def work(k: int, add_one: int = add_one, d: int = d, failures: list[BaseException] = failures) -> None:
                try:
                    cu.cuCtxSetCurrent(primary)
                    stream = cu.cuStreamCreate(cu.CU_STREAM_NON_BLOCKING)
                    for _ in range(50):  # each thread adds one to 256 ints at element k * 1024
                        cu.cuLaunchKernel(add_one, 1, 1, 1, 256, 1, 1, 0, stream, [d + k * 4096, 256], None)
                    cu.cuStreamSynchronize(stream)
                    cu.cuStreamDestroy(stream)
                except BaseException as exc:
                    failures.append(exc)

            threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
            for t in threads:
                t.start()
            for t in threads:
                t.join(60)
            assert not failures, failures
            got = read_back(cu, d, counts)
            want = np.zeros(N, np.int32)
            for k in range(4):
                want[k * 1024 : k * 1024 + 256] = 50
            np.testing.assert_array_equal(got, want)
            for ptr in (dx, dy, d):
                cu.cuMemFree(ptr)
        finally:
            cu.cuModuleUnload(mod)


def test_launch_with_struct_argument_and_globals(cu: ModuleType, module: int) -> None:
    class Pair(ctypes.Structure):
        _fields_ = [("a", ctypes.c_int), ("b", ctypes.c_float)]

    f = cu.cuModuleGetFunction(module, "fill_pair")
    n = 64
    out_a = int(cu.cuMemAlloc(n * 4))
    out_b = int(cu.cuMemAlloc(n * 4))
    cu.cuLaunchKernel(f, 1, 1, 1, n, 1, 1, 0, None, [Pair(7, 1.5), out_a, out_b, 3], None)
    cu.cuCtxSynchronize()
    a = read_back(cu, out_a, np.empty(n, np.int32))
    b = read_back(cu, out_b, np.empty(n, np.float32))
    np.testing.assert_array_equal(a, 21 + np.arange(n))
    np.testing.assert_array_equal(b, np.full(n, 4.5, np.float32))
    dptr, size = cu.cuModuleGetGlobal(module, "counter")
    assert size == 4 and dptr != 0
    cu.cuMemcpyHtoD(dptr, np.array([41], np.int32), 4)
    got = np.zeros(1, np.int32)
    cu.cuMemcpyDtoH(got, dptr, 4)
    assert got[0] == 41
    cu.cuMemFree(out_a)
    cu.cuMemFree(out_b)


def test_library_load_and_kernel(cu: ModuleType, primary: int, program: dict[str, Any]) -> None:
    if not hasattr(cu, "cuLibraryLoadData"):
        pytest.skip("cuLibraryLoadData is new in CUDA 12.0")
    lib = cu.cuLibraryLoadData(program["cubin"], None, None, None, None)
    try:
        kernel = cu.cuLibraryGetKernel(lib, "add_one")
        f = cu.cuKernelGetFunction(kernel)
        data = np.arange(256, dtype=np.int32)
        d = device_array(cu, data)
        cu.cuLaunchKernel(f, 1, 1, 1, 256, 1, 1, 0, None, [d, 256], None)
        cu.cuCtxSynchronize()
        np.testing.assert_array_equal(read_back(cu, d, data), data + 1)
        cu.cuMemFree(d)
        if hasattr(cu, "cuLibraryGetKernelCount"):
            assert cu.cuLibraryGetKernelCount(lib) == 4
    finally:
        cu.cuLibraryUnload(lib)


def test_function_attributes_and_occupancy(cu: ModuleType, module: int) -> None:
    f = cu.cuModuleGetFunction(module, "saxpy")
    max_threads = cu.cuFuncGetAttribute(cu.CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, f)
    assert 32 <= max_threads <= 1024
    assert cu.cuFuncGetAttribute(cu.CU_FUNC_ATTRIBUTE_NUM_REGS, f) > 0
    blocks = cu.cuOccupancyMaxActiveBlocksPerMultiprocessor(f, 256, 0)
    assert blocks >= 1
    min_grid, block = cu.cuOccupancyMaxPotentialBlockSize(f, None, 0, 0)
    assert min_grid >= 1 and 32 <= block <= max_threads
    seen = []
    min_grid2, block2 = cu.cuOccupancyMaxPotentialBlockSize(f, lambda b: seen.append(b) or 0, 0, 0)
    assert (min_grid2, block2) == (min_grid, block) and seen  # the Python callable was called
    if hasattr(cu, "cuFuncGetParamInfo"):
        offset, size = cu.cuFuncGetParamInfo(f, 1)
        assert (offset, size) == (8, 8)


# --- streams, events, callbacks --------------------------------------------------------


def test_events_and_stream_query(cu: ModuleType, module: int) -> None:
    spin = cu.cuModuleGetFunction(module, "spin")
    stream = cu.cuStreamCreate(0)
    start = cu.cuEventCreate(cu.CU_EVENT_DEFAULT)
    end = cu.cuEventCreate(cu.CU_EVENT_DEFAULT)
    try:
        clock_khz = cu.cuDeviceGetAttribute(cu.CU_DEVICE_ATTRIBUTE_CLOCK_RATE, cu.cuCtxGetDevice())
        cu.cuEventRecord(start, stream)
        cu.cuLaunchKernel(spin, 1, 1, 1, 1, 1, 1, 0, stream, [clock_khz * 200], None)  # ~200 ms
        cu.cuEventRecord(end, stream)
        assert cu.cuStreamQuery(stream) == cu.CUresult.CUDA_ERROR_NOT_READY
        assert cu.cuEventQuery(end) == cu.CUresult.CUDA_ERROR_NOT_READY
        cu.cuStreamSynchronize(stream)
        assert cu.cuStreamQuery(stream) == cu.CUresult.CUDA_SUCCESS
        assert cu.cuEventQuery(end) == cu.CUresult.CUDA_SUCCESS
        ms = cu.cuEventElapsedTime(start, end)
        assert 50.0 < ms < 5000.0
    finally:
        cu.cuEventDestroy(start)
        cu.cuEventDestroy(end)
        cu.cuStreamDestroy(stream)


def test_polls_that_hold_the_gil_while_a_python_host_function_runs(cu: ModuleType, primary: int) -> None:
    """cuStreamQuery, cuEventQuery and cuPointerGetAttribute keep the GIL in the compiled
    backend (holds_gil in rules/driver.toml). A host function written in Python needs the GIL
    on the driver's thread: polling the stream while it runs must neither deadlock (a watchdog
    ends the process after 60 s, failing the run) nor starve it (it runs to the end)."""
    stream = cu.cuStreamCreate(0)
    event = cu.cuEventCreate(cu.CU_EVENT_DISABLE_TIMING)
    ptr = cu.cuMemAlloc(256)
    steps: list[str] = []

    def on_host(_: Any) -> None:
        steps.append("started")
        sum(range(200_000))  # Python work: the GIL taken and given back by the interpreter
        time.sleep(0.05)  # releases the GIL
        steps.append("finished")

    faulthandler.dump_traceback_later(60, exit=True)
    try:
        cu.cuLaunchHostFunc(stream, on_host, None)
        cu.cuEventRecord(event, stream)
        polls = 0
        while cu.cuStreamQuery(stream) == cu.CUresult.CUDA_ERROR_NOT_READY:
            polls += 1
            cu.cuEventQuery(event)
            assert cu.cuPointerGetAttribute(cu.CU_POINTER_ATTRIBUTE_DEVICE_POINTER, ptr) == ptr
        assert cu.cuEventQuery(event) == cu.CUresult.CUDA_SUCCESS
    finally:
        faulthandler.cancel_dump_traceback_later()
        cu.cuMemFree(ptr)
        cu.cuEventDestroy(event)
        cu.cuStreamDestroy(stream)
    assert steps == ["started", "finished"] and polls > 0, (steps, polls)


def test_host_callbacks(cu: ModuleType, primary: int) -> None:
    stream = cu.cuStreamCreate(0)
    done = threading.Event()
    calls: list[Any] = []

    def on_host(user_data: Any) -> None:
        calls.append(user_data)
        done.set()

    cu.cuLaunchHostFunc(stream, on_host, 1234)
    del on_host
    gc.collect()  # the binding keeps the callable alive until C has called it
    assert done.wait(10)
    assert calls == [1234]

    seen: list[Any] = []
    previous = sys.unraisablehook
    sys.unraisablehook = lambda u: seen.append(u.exc_value)
    try:
        def broken(_: Any) -> None:
            raise RuntimeError("inside a host function")

        cu.cuLaunchHostFunc(stream, broken, None)
        cu.cuStreamSynchronize(stream)
    finally:
        sys.unraisablehook = previous
    assert any(isinstance(e, RuntimeError) for e in seen)  # reported, not lost, no crash

    statuses: list[Any] = []
    cu.cuStreamAddCallback(stream, lambda s, status, data: statuses.append(status), None, 0)
    cu.cuStreamSynchronize(stream)
    assert statuses == [cu.CUresult.CUDA_SUCCESS]
    cu.cuStreamDestroy(stream)


# --- graphs ---------------------------------------------------------------------------


def test_graph_from_stream_capture(cu: ModuleType, module: int) -> None:
    f = cu.cuModuleGetFunction(module, "add_one")
    data = np.zeros(1024, np.int32)
    d = device_array(cu, data)
    stream = cu.cuStreamCreate(cu.CU_STREAM_NON_BLOCKING)
    cu.cuStreamBeginCapture(stream, cu.CU_STREAM_CAPTURE_MODE_GLOBAL)
    for _ in range(3):
        cu.cuLaunchKernel(f, 4, 1, 1, 256, 1, 1, 0, stream, [d, 1024], None)
    graph = cu.cuStreamEndCapture(stream)
    assert len(cu.cuGraphGetNodes(graph)) == 3
    exe = instantiate(cu, graph)
    cu.cuGraphLaunch(exe, stream)
    cu.cuGraphLaunch(exe, stream)
    cu.cuStreamSynchronize(stream)
    np.testing.assert_array_equal(read_back(cu, d, data), np.full(1024, 6, np.int32))
    cu.cuGraphExecDestroy(exe)
    cu.cuGraphDestroy(graph)
    cu.cuStreamDestroy(stream)
    cu.cuMemFree(d)


def test_explicit_graph(cu: ModuleType, module: int) -> None:
    f = cu.cuModuleGetFunction(module, "add_one")
    data = np.arange(512, dtype=np.int32)
    d = device_array(cu, data)
    graph = cu.cuGraphCreate(0)
    args = cu.pack_kernel_args(f, [d, 512])
    params = cu.CUDA_KERNEL_NODE_PARAMS(
        func=f, gridDimX=2, gridDimY=1, gridDimZ=1, blockDimX=256, blockDimY=1, blockDimZ=1,
        sharedMemBytes=0, kernelParams=args.pointer, extra=None,
    )
    first = cu.cuGraphAddKernelNode(graph, None, params)
    second = cu.cuGraphAddKernelNode(graph, [first], params)
    dependencies = cu.cuGraphNodeGetDependencies(second)
    if isinstance(dependencies, tuple):  # 12.3+: (nodes, edge data)
        dependencies = dependencies[0]
    assert dependencies == [first]
    assert set(cu.cuGraphGetNodes(graph)) == {first, second}
    assert cu.cuGraphGetRootNodes(graph) == [first]
    exe = instantiate(cu, graph)
    cu.cuGraphLaunch(exe, None)
    cu.cuCtxSynchronize()
    np.testing.assert_array_equal(read_back(cu, d, data), data + 2)
    cu.cuGraphExecDestroy(exe)
    cu.cuGraphDestroy(graph)
    cu.cuMemFree(d)


# --- allocators -----------------------------------------------------------------------


def test_stream_ordered_allocator(cu: ModuleType, device: int, primary: int) -> None:
    stream = cu.cuStreamCreate(0)
    ptr = cu.cuMemAllocAsync(1 << 20, stream)
    cu.cuMemsetD32Async(ptr, 3, (1 << 20) // 4, stream)
    out = np.zeros(16, np.int32)
    cu.cuMemcpyDtoHAsync(out, ptr, out.nbytes, stream)
    cu.cuMemFreeAsync(ptr, stream)
    cu.cuStreamSynchronize(stream)
    np.testing.assert_array_equal(out, np.full(16, 3, np.int32))
    pool = cu.cuDeviceGetDefaultMemPool(device)
    cu.cuMemPoolSetAttribute(pool, cu.CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, 1 << 24)
    assert cu.cuMemPoolGetAttribute(pool, cu.CU_MEMPOOL_ATTR_RELEASE_THRESHOLD) == 1 << 24
    assert isinstance(cu.cuMemPoolGetAttribute(pool, cu.CU_MEMPOOL_ATTR_USED_MEM_HIGH), int)
    cu.cuStreamDestroy(stream)


def test_virtual_memory_management(cu: ModuleType, device: int, primary: int) -> None:
    prop = cu.CUmemAllocationProp(type=cu.CU_MEM_ALLOCATION_TYPE_PINNED)
    prop.location.type = cu.CU_MEM_LOCATION_TYPE_DEVICE
    prop.location.id = device
    granularity = cu.cuMemGetAllocationGranularity(prop, cu.CU_MEM_ALLOC_GRANULARITY_MINIMUM)
    assert granularity > 0
    size = granularity * 2
    handle = cu.cuMemCreate(size, prop, 0)
    ptr = cu.cuMemAddressReserve(size, 0, 0, 0)
    try:
        cu.cuMemMap(ptr, size, 0, handle, 0)
        access = cu.CUmemAccessDesc(flags=cu.CU_MEM_ACCESS_FLAGS_PROT_READWRITE)
        access.location.type = cu.CU_MEM_LOCATION_TYPE_DEVICE
        access.location.id = device
        cu.cuMemSetAccess(ptr, size, [access])
        data = np.arange(size // 4, dtype=np.uint32)
        cu.cuMemcpyHtoD(ptr, data, data.nbytes)
        np.testing.assert_array_equal(read_back(cu, ptr, data), data)
        got = cu.cuMemGetAllocationPropertiesFromHandle(handle)
        assert got.location.id == device
        cu.cuMemUnmap(ptr, size)
    finally:
        cu.cuMemRelease(handle)
        cu.cuMemAddressFree(ptr, size)


# --- errors ---------------------------------------------------------------------------


def test_error_classes_and_messages(cu: ModuleType, primary: int) -> None:
    with pytest.raises(cu.CudaErrorOutOfMemory) as info:
        cu.cuMemAlloc(1 << 60)
    e = info.value
    assert isinstance(e, cu.CUDADriverError) and isinstance(e, cu.CUDAError)
    assert (e.code, e.name, e.function) == (2, "CUDA_ERROR_OUT_OF_MEMORY", "cuMemAlloc")
    assert e.message == cu.cuGetErrorString(cu.CUresult.CUDA_ERROR_OUT_OF_MEMORY)
    with pytest.raises(cu.CudaErrorInvalidDevice):
        cu.cuDeviceGet(10_000)
    assert cu.cuGetErrorName(cu.CUresult.CUDA_ERROR_INVALID_VALUE) == "CUDA_ERROR_INVALID_VALUE"


# --- concurrency ----------------------------------------------------------------------


def test_eight_threads_with_their_own_streams(cu: ModuleType, primary: int, module: int) -> None:
    f = cu.cuModuleGetFunction(module, "add_one")
    failures: list[BaseException] = []

    def work(k: int) -> None:
        try:
            cu.cuCtxSetCurrent(primary)
            stream = cu.cuStreamCreate(cu.CU_STREAM_NON_BLOCKING)
            data = np.full(4096, k, np.int32)
            d = int(cu.cuMemAllocAsync(data.nbytes, stream))
            cu.cuMemcpyHtoDAsync(d, data, data.nbytes, stream)
            for _ in range(k + 1):
                cu.cuLaunchKernel(f, 16, 1, 1, 256, 1, 1, 0, stream, [d, 4096], None)
            out = np.empty_like(data)
            cu.cuMemcpyDtoHAsync(out, d, out.nbytes, stream)
            cu.cuMemFreeAsync(d, stream)
            cu.cuStreamSynchronize(stream)
            cu.cuStreamDestroy(stream)
            np.testing.assert_array_equal(out, np.full(4096, 2 * k + 1, np.int32))
        except BaseException as exc:
            failures.append(exc)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert not failures, failures


def test_other_libraries_arrays_buffers_and_streams_pass_as_they_are(cu: ModuleType, primary: int) -> None:
    # CuPy arrays (CUDA Array Interface) and streams (.ptr), cuda.core buffers and streams
    # (__cuda_stream__), PyTorch tensors and streams (.cuda_stream): given to our calls as
    # the user holds them; the bytes copied through each are read back with its own library.
    data = np.arange(16, dtype=np.int32)
    tried = []
    try:
        import cupy as cp
    except ImportError:
        pass
    else:
        array, stream = cp.zeros(16, dtype=cp.int32), cp.cuda.Stream(non_blocking=True)
        cu.cuMemcpyHtoDAsync(array, data, data.nbytes, stream)
        cu.cuStreamSynchronize(stream)
        np.testing.assert_array_equal(array.get(), data)
        tried.append("cupy")
    try:
        from cuda.core import Device
    except ImportError:
        pass
    else:
        device = Device(0)
        device.set_current()
        core_stream = device.create_stream()
        buffer = device.allocate(data.nbytes, stream=core_stream)
        doubled, out = data * 2, np.zeros_like(data)
        cu.cuMemcpyHtoDAsync(buffer, doubled, data.nbytes, core_stream)
        cu.cuMemcpyDtoHAsync(out, buffer, data.nbytes, core_stream)
        cu.cuStreamSynchronize(core_stream)
        np.testing.assert_array_equal(out, doubled)
        buffer.close(core_stream)
        core_stream.sync()
        tried.append("cuda.core")
    try:
        import torch
    except ImportError:
        pass
    else:
        if torch.cuda.is_available():
            tensor, torch_stream = torch.zeros(16, dtype=torch.int32, device="cuda"), torch.cuda.Stream()
            tripled = data * 3
            cu.cuMemcpyHtoDAsync(tensor, tripled, data.nbytes, torch_stream)
            cu.cuStreamSynchronize(torch_stream)
            np.testing.assert_array_equal(tensor.cpu().numpy(), tripled)
            tried.append("torch")
    if not tried:
        pytest.skip("none of CuPy, cuda.core, PyTorch is installed here")
    print("checked with", ", ".join(tried))


def test_coredump_attributes_pass_their_sized_values(cu: ModuleType, primary: int) -> None:
    # cuCoredump{Get,Set}AttributeGlobal take the value's size and refuse any other than the
    # type's: bools are 1 byte (4 were refused with CUDA_ERROR_INVALID_VALUE). Each setting is
    # written back with the value it has, so the process's coredump behaviour does not change.
    if not hasattr(cu, "cuCoredumpGetAttributeGlobal"):
        pytest.skip("coredump attributes are new in CUDA 12.1")
    settings = cu.CUcoredumpSettings
    for name in ("CU_COREDUMP_ENABLE_ON_EXCEPTION", "CU_COREDUMP_TRIGGER_HOST", "CU_COREDUMP_LIGHTWEIGHT",
                 "CU_COREDUMP_ENABLE_USER_TRIGGER"):
        attribute = getattr(settings, name)
        value = cu.cuCoredumpGetAttributeGlobal(attribute)
        assert value is True or value is False, (name, value)
        cu.cuCoredumpSetAttributeGlobal(attribute, value)
        assert cu.cuCoredumpGetAttributeGlobal(attribute) is value, name
    flags = cu.cuCoredumpGetAttributeGlobal(settings.CU_COREDUMP_GENERATION_FLAGS)
    assert isinstance(flags, int) and flags >= 0


def test_the_backend_asked_for_runs(cu: ModuleType) -> None:
    # The GPU suite runs once per backend (CUDAGEN_BACKEND=compiled, then =python): each run is
    # of the backend it says.
    import os

    wanted = os.environ.get("CUDAGEN_BACKEND")
    if not wanted:
        pytest.skip("CUDAGEN_BACKEND is not set: whichever backend is built runs")
    assert cu.BACKEND == wanted, cu.BACKEND_REASON
