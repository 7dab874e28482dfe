"""The generated runtime (cudart) and NVRTC bindings on a real GPU, and runtime <-> driver
handle interoperability."""

from __future__ import annotations

from types import ModuleType

import numpy as np
import pytest


def test_runtime_memory_roundtrip(rt: ModuleType, primary: int) -> None:
    assert rt.cudaGetDeviceCount() >= 1
    rt.cudaSetDevice(0)
    data = np.arange(1000, dtype=np.float64)
    dev = rt.cudaMalloc(data.nbytes)
    try:
        rt.cudaMemcpy(dev, data, data.nbytes, rt.cudaMemcpyHostToDevice)
        rt.cudaMemset(dev, 0, 8)  # zero the first element
        out = np.empty_like(data)
        rt.cudaMemcpy(out, dev, data.nbytes, rt.cudaMemcpyDeviceToHost)
        expected = data.copy()
        expected[0] = 0.0
        np.testing.assert_array_equal(out, expected)
    finally:
        rt.cudaFree(dev)


def test_runtime_properties(rt: ModuleType, cu: ModuleType, device: int) -> None:
    prop = rt.cudaGetDeviceProperties(0)
    assert prop.name == cu.cuDeviceGetName(device)  # text fields read as str
    assert prop.totalGlobalMem == cu.cuDeviceTotalMem(device)
    assert prop.major == cu.cuDeviceGetAttribute(cu.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, device)
    assert list(prop.maxThreadsDim) == [
        cu.cuDeviceGetAttribute(a, device)
        for a in (cu.CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X, cu.CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y,
                  cu.CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z)
    ]
    assert rt.cudaDriverGetVersion() == cu.cuDriverGetVersion()
    assert rt.cudaRuntimeGetVersion() >= 13000


def test_runtime_streams_events_and_driver_interop(rt: ModuleType, cu: ModuleType, primary: int) -> None:
    stream = rt.cudaStreamCreate()
    start, end = rt.cudaEventCreate(), rt.cudaEventCreate()
    data = np.arange(1 << 16, dtype=np.int32)
    dev = rt.cudaMalloc(data.nbytes)
    rt.cudaEventRecord(start, stream)
    # The runtime's stream and allocation are the driver's handles: same integers.
    cu.cuMemcpyHtoDAsync(dev, data, data.nbytes, stream)
    rt.cudaEventRecord(end, stream)
    cu.cuStreamSynchronize(stream)
    assert rt.cudaStreamQuery(stream) == rt.cudaError_t.cudaSuccess
    assert rt.cudaEventElapsedTime(start, end) >= 0.0
    out = np.empty_like(data)
    rt.cudaMemcpy(out, dev, data.nbytes, rt.cudaMemcpyDeviceToHost)
    np.testing.assert_array_equal(out, data)
    drv_stream = cu.cuStreamCreate(0)
    rt.cudaStreamSynchronize(drv_stream)  # and the other way round
    cu.cuStreamDestroy(drv_stream)
    rt.cudaFree(dev)
    rt.cudaEventDestroy(start)
    rt.cudaEventDestroy(end)
    rt.cudaStreamDestroy(stream)


def test_runtime_errors(rt: ModuleType) -> None:
    with pytest.raises(rt.CudaErrorMemoryAllocation) as info:
        rt.cudaMalloc(1 << 60)
    assert info.value.name == "cudaErrorMemoryAllocation"
    assert info.value.message == rt.cudaGetErrorString(rt.cudaError_t.cudaErrorMemoryAllocation)
    # cudaGetLastError reports (and clears) the last error: returned, not raised.
    assert rt.cudaGetLastError() == rt.cudaError_t.cudaErrorMemoryAllocation
    assert rt.cudaGetLastError() == rt.cudaError_t.cudaSuccess
    with pytest.raises(rt.CudaErrorInvalidDevice):
        rt.cudaSetDevice(10_000)
    assert rt.cudaPeekAtLastError() == rt.cudaError_t.cudaErrorInvalidDevice
    rt.cudaGetLastError()


def test_nvrtc_errors_carry_the_log(nv: ModuleType) -> None:
    major, minor = nv.nvrtcVersion()
    assert (major, minor) >= (12, 0)
    assert nv.nvrtcGetSupportedArchs()
    prog = nv.nvrtcCreateProgram("__global__ void k() { undefined_thing(); }", "bad.cu", None, None)
    try:
        with pytest.raises(nv.NvrtcErrorCompilation) as info:
            nv.nvrtcCompileProgram(prog, ["-arch=compute_80"])
        assert "undefined_thing" in info.value.log
        assert "undefined_thing" in str(info.value)
    finally:
        nv.nvrtcDestroyProgram(prog)


def test_nvrtc_headers_and_lowered_names(nv: ModuleType) -> None:
    src = '#include "value.h"\ntemplate <typename T> __global__ void k(T *p) { *p = VALUE; }\n'
    prog = nv.nvrtcCreateProgram(src, "t.cu", ["#define VALUE 42\n"], ["value.h"])
    try:
        nv.nvrtcAddNameExpression(prog, "k<int>")
        nv.nvrtcCompileProgram(prog, ["-arch=compute_80"])
        lowered = nv.nvrtcGetLoweredName(prog, "k<int>")
        assert lowered.startswith("_Z") and lowered.encode() in nv.nvrtcGetPTX(prog)
    finally:
        nv.nvrtcDestroyProgram(prog)
