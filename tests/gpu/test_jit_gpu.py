"""#15 on a GPU: the profiler around a kernel, an LTO-IR kernel from NVRTC (-dlto) linked by
nvJitLink, and NVVM IR compiled to PTX, each loaded and run, with results read back and
checked against NumPy. Needs the release's nvjitlink/nvvm modules (13.0 and newer) and the
NVIDIA wheels (nvidia-nvjitlink, nvidia-nvvm) or a toolkit that provides the libraries."""

from __future__ import annotations

from collections.abc import Iterator
from types import ModuleType

import numpy as np
import pytest
from gpu_env import PACKAGE, device_array, library, read_back

N = 1024


@pytest.fixture(scope="module")
def jit() -> ModuleType:
    # Probed by a versioned symbol: an installed nvJitLink older than the headers lacks it.
    return library("nvjitlink", probe="nvJitLinkCreate")


@pytest.fixture(scope="module")
def nvvm() -> ModuleType:
    return library("nvvm", probe="nvvmCreateProgram")


def _run_scale(cu: ModuleType, image: bytes, name: str) -> None:
    """Load `image`, run kernel `name(float *data, float a)` (data[i] *= a) on N floats with
    a = 3, and check the values read back."""
    mod = cu.cuModuleLoadData(image)
    try:
        f = cu.cuModuleGetFunction(mod, name)
        host = np.random.default_rng(15).random(N, dtype=np.float32)
        ptr = device_array(cu, host)
        try:
            cu.cuLaunchKernel(f, N // 256, 1, 1, 256, 1, 1, 0, None, [ptr, np.float32(3.0)], None)
            cu.cuCtxSynchronize()
            np.testing.assert_allclose(read_back(cu, ptr, host), host * np.float32(3.0), rtol=1e-6)
        finally:
            cu.cuMemFree(ptr)
    finally:
        cu.cuModuleUnload(mod)


SCALE_CU = r"""
extern "C" __global__ void scale(float *data, float a) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    data[i] = times(data[i], a);
}
"""
TIMES_CU = r"""
extern "C" __device__ float times(float x, float a) { return x * a; }
"""


def _ltoir(nv: ModuleType, source: str, name: str, arch: str) -> bytes:
    prog = nv.nvrtcCreateProgram(source, name, None, None)
    try:
        nv.nvrtcCompileProgram(prog, [f"--gpu-architecture=sm_{arch}", "-dlto", "-rdc=true"])
        return nv.nvrtcGetLTOIR(prog)
    finally:
        nv.nvrtcDestroyProgram(prog)


def test_lto_ir_from_nvrtc_linked_by_nvjitlink_runs(
    cu: ModuleType, nv: ModuleType, jit: ModuleType, primary: int, arch: str
) -> None:
    # Two translation units, linked with LTO: the kernel calls a device function of the other.
    kernel = _ltoir(nv, "extern \"C\" __device__ float times(float x, float a);\n" + SCALE_CU, "scale.cu", arch)
    helper = _ltoir(nv, TIMES_CU, "times.cu", arch)
    handle = jit.nvJitLinkCreate([f"-arch=sm_{arch}", "-lto"])
    try:
        for data, name in ((kernel, "scale.ltoir"), (helper, "times.ltoir")):
            jit.nvJitLinkAddData(handle, jit.nvJitLinkInputType.NVJITLINK_INPUT_LTOIR, data, len(data), name)
        jit.nvJitLinkComplete(handle)
        cubin = jit.nvJitLinkGetLinkedCubin(handle)
        assert isinstance(jit.nvJitLinkGetInfoLog(handle), str)
    finally:
        jit.nvJitLinkDestroy(handle)
    assert cubin[:4] == b"\x7fELF"
    _run_scale(cu, cubin, "scale")


NVVM_IR = """
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @scale(float* %data, float %a) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %ctaid, %ntid
  %i = add i32 %base, %tid
  %p = getelementptr float, float* %data, i32 %i
  %v = load float, float* %p
  %r = fmul float %v, %a
  store float %r, float* %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
!nvvm.annotations = !{!0}
!0 = !{void (float*, float)* @scale, !"kernel", i32 1}
!nvvmir.version = !{!1}
!1 = !{i32 IR_MAJOR, i32 IR_MINOR, i32 DBG_MAJOR, i32 DBG_MINOR}
"""


def test_nvvm_ir_compiled_to_ptx_runs(cu: ModuleType, nvvm: ModuleType, primary: int, arch: str) -> None:
    major, minor, dmajor, dminor = nvvm.nvvmIRVersion()
    ir = (NVVM_IR.replace("IR_MAJOR", str(major)).replace("IR_MINOR", str(minor))
          .replace("DBG_MAJOR", str(dmajor)).replace("DBG_MINOR", str(dminor))).encode()
    prog = nvvm.nvvmCreateProgram()
    try:
        nvvm.nvvmAddModuleToProgram(prog, ir, len(ir), "scale.ll")
        nvvm.nvvmCompileProgram(prog, [f"-arch=compute_{arch}"])
        ptx = nvvm.nvvmGetCompiledResult(prog)
    finally:
        nvvm.nvvmDestroyProgram(prog)
    _run_scale(cu, ptx.rstrip(b"\0") + b"\0", "scale")


@pytest.fixture
def saxpy(cu: ModuleType, module: int) -> Iterator[int]:
    yield cu.cuModuleGetFunction(module, "saxpy")


def test_profiler_start_and_stop_around_a_kernel(cu: ModuleType, primary: int, saxpy: int) -> None:
    if not hasattr(cu, "cuProfilerStart"):
        pytest.skip(f"{PACKAGE} vendors no cudaProfiler.h")
    x = np.arange(N, dtype=np.float32)
    y = np.ones(N, dtype=np.float32)
    dx, dy = device_array(cu, x), device_array(cu, y)
    try:
        cu.cuProfilerStart()
        cu.cuLaunchKernel(saxpy, N // 256, 1, 1, 256, 1, 1, 0, None, [np.float32(2.0), dx, dy, np.int32(N)], None)
        cu.cuCtxSynchronize()
        cu.cuProfilerStop()
        np.testing.assert_allclose(read_back(cu, dy, y), 2 * x + y)
    finally:
        cu.cuMemFree(dx)
        cu.cuMemFree(dy)


def test_runtime_profiler_start_and_stop(rt: ModuleType, cu: ModuleType, primary: int) -> None:
    if not hasattr(rt, "cudaProfilerStart"):
        pytest.skip(f"{PACKAGE} vendors no cuda_profiler_api.h")
    rt.cudaProfilerStart()
    rt.cudaProfilerStop()
