"""GPU tests: the generated bindings run real work on a real GPU.

Every test here is marked `gpu` and skipped, with the reason, where no CUDA driver or
device is present (CI has none). Run with `make test-gpu` on a machine with a GPU; the
device tool's command is in tests/gpu/RESULTS.md.
"""

from __future__ import annotations

import ctypes
from collections.abc import Iterator
from types import ModuleType
from typing import Any

import pytest
from gpu_env import PACKAGE, RELEASE, loadable


def _driver_problem() -> str | None:
    try:
        lib = ctypes.CDLL("libcuda.so.1")
    except OSError as exc:
        return f"no CUDA driver (libcuda.so.1: {exc})"
    if lib.cuInit(0) != 0:
        return "cuInit failed: no usable GPU"
    count = ctypes.c_int()
    if lib.cuDeviceGetCount(ctypes.byref(count)) != 0 or count.value < 1:
        return "no CUDA device"
    return None


PROBLEM = _driver_problem()


def pytest_report_header(config: pytest.Config) -> str:
    """Which release and backend the GPU tests run (CUDAGEN_GPU_RELEASE, CUDAGEN_BACKEND)."""
    import importlib

    try:
        driver = importlib.import_module(f"{PACKAGE}.driver")
    except ImportError as exc:
        return f"cudagen: {PACKAGE}: {exc}"
    return f"cudagen: {PACKAGE}, the {driver.BACKEND} backend {driver.BACKEND_REASON}".rstrip()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/gpu" in str(item.fspath):
            item.add_marker(pytest.mark.gpu)
            if PROBLEM:
                item.add_marker(pytest.mark.skip(reason=f"GPU test skipped: {PROBLEM}"))


@pytest.fixture(scope="session")
def cu() -> ModuleType:
    import importlib

    return importlib.import_module(f"{PACKAGE}.driver")


@pytest.fixture(scope="session")
def rt() -> ModuleType:
    import importlib

    module = importlib.import_module(f"{PACKAGE}.runtime")
    problem = loadable(module)
    if problem:
        pytest.skip(f"the {RELEASE} runtime bindings cannot load their library here: {problem}")
    installed = module.cudaRuntimeGetVersion()
    if installed < (module.HEADER_VERSION or 0):
        pytest.skip(f"the libcudart found here is CUDA {installed}, older than the {RELEASE} headers "
                    f"({module._f.loaded_from[1]})")
    return module


@pytest.fixture(scope="session")
def nv() -> ModuleType:
    """NVRTC to compile the test kernels: the release's own bindings, or, where their
    libnvrtc is not installed (12.9's libnvrtc.so.12 on a CUDA 13 machine), 13.0's."""
    import importlib

    module = importlib.import_module(f"{PACKAGE}.nvrtc")
    if loadable(module) is None:
        return module
    fallback = importlib.import_module("cuda_13_0.nvrtc")
    problem = loadable(fallback)
    if problem:
        pytest.skip(f"no NVRTC to compile the test kernels: {problem}")
    return fallback


@pytest.fixture(scope="session")
def device(cu: ModuleType) -> int:
    cu.cuInit(0)
    return int(cu.cuDeviceGet(0))


@pytest.fixture(scope="session")
def primary(cu: ModuleType, device: int) -> Iterator[int]:
    """The device's primary context, current on the main thread for the session."""
    ctx = cu.cuDevicePrimaryCtxRetain(device)
    cu.cuCtxSetCurrent(ctx)
    yield int(ctx)
    cu.cuCtxSetCurrent(None)
    cu.cuDevicePrimaryCtxRelease(device)


@pytest.fixture(scope="session")
def arch(cu: ModuleType, device: int) -> str:
    major = cu.cuDeviceGetAttribute(cu.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, device)
    minor = cu.cuDeviceGetAttribute(cu.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, device)
    return f"{major}{minor}"


KERNELS = r"""
struct Pair { int a; float b; };

extern "C" __global__ void saxpy(float a, const float *x, float *y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

extern "C" __global__ void fill_pair(struct Pair p, int *out_a, float *out_b, long long scale) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    out_a[i] = p.a * (int)scale + i;
    out_b[i] = p.b * (float)scale;
}

extern "C" __global__ void spin(long long cycles) {
    long long start = clock64();
    while (clock64() - start < cycles) { }
}

extern "C" __global__ void add_one(int *data, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] += 1;
}

__device__ int counter;
"""


@pytest.fixture(scope="session")
def program(nv: ModuleType, arch: str) -> dict[str, Any]:
    """KERNELS compiled once with the generated NVRTC bindings: PTX and CUBIN."""
    prog = nv.nvrtcCreateProgram(KERNELS, "kernels.cu", None, None)
    try:
        nv.nvrtcCompileProgram(prog, [f"--gpu-architecture=sm_{arch}"])
        ptx = nv.nvrtcGetPTX(prog)
        cubin = nv.nvrtcGetCUBIN(prog)
        log = nv.nvrtcGetProgramLog(prog)
    finally:
        nv.nvrtcDestroyProgram(prog)
    return {"ptx": ptx, "cubin": cubin, "log": log}


@pytest.fixture(scope="session")
def module(cu: ModuleType, primary: int, program: dict[str, Any]) -> Iterator[int]:
    mod = cu.cuModuleLoadData(program["cubin"])
    yield int(mod)
    cu.cuModuleUnload(mod)
