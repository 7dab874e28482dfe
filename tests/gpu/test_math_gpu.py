"""#15 on a GPU: cuBLAS, cuRAND, cuFFT and NCCL through the generated modules, every result read
back and checked against NumPy. Each library is skipped, with the reason, where its shared
library is not installed (NVIDIA wheels: nvidia-cublas, nvidia-curand, nvidia-cufft,
nvidia-nccl-cu13; or a toolkit) or lacks a function the test calls (older than the headers).

Device memory comes from the driver module (cuMemAlloc); streams from the driver and runtime
modules and a `__cuda_stream__` object are handed to the libraries as they are.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from types import ModuleType
from typing import Any

import numpy as np
import pytest
from gpu_env import library

RNG = np.random.default_rng(15)


def _to_device(cu: ModuleType, host: np.ndarray) -> int:
    ptr = int(cu.cuMemAlloc(max(host.nbytes, 1)))
    cu.cuMemcpyHtoD(ptr, np.ascontiguousarray(host) if host.flags.c_contiguous else host.tobytes(order="A"),
                    host.nbytes)
    return ptr


def _from_device(cu: ModuleType, ptr: int, shape: tuple[int, ...], dtype: Any, order: str = "C") -> np.ndarray:
    flat = np.empty(int(np.prod(shape)), dtype=dtype)
    cu.cuMemcpyDtoH(flat, ptr, flat.nbytes)
    return flat.reshape(shape, order=order)


class CudaStream:
    """A foreign stream object as cuda.core hands it out: only `__cuda_stream__`."""

    def __init__(self, handle: int) -> None:
        self.handle = handle

    def __cuda_stream__(self) -> tuple[int, int]:
        return (0, self.handle)


@pytest.fixture
def stream(cu: ModuleType, primary: int) -> Iterator[int]:
    s = int(cu.cuStreamCreate(0))
    yield s
    cu.cuStreamDestroy(s)


# --------------------------------------------------------------------------------------------- cuBLAS


@pytest.fixture(scope="module")
def cublas() -> ModuleType:
    return library("cublas", probe="cublasSgemm")


@pytest.fixture
def handle(cublas: ModuleType, primary: int) -> Iterator[int]:
    h = int(cublas.cublasCreate())
    yield h
    cublas.cublasDestroy(h)


@pytest.mark.parametrize("dtype", [np.float32, np.float64], ids=["sgemm", "dgemm"])
def test_gemm_row_major_through_the_transpose_identity(cu: ModuleType, cublas: ModuleType, handle: int,
                                                       dtype: Any) -> None:
    """NumPy is row-major, cuBLAS column-major: a row-major (m, n) C = A @ B is the column-major
    n x m C^T = B^T A^T, so B goes first and the leading dimensions are the row lengths."""
    gemm = cublas.cublasSgemm if dtype == np.float32 else cublas.cublasDgemm
    m, n, k = 33, 17, 45
    a = RNG.random((m, k)).astype(dtype)
    b = RNG.random((k, n)).astype(dtype)
    c0 = RNG.random((m, n)).astype(dtype)
    pa, pb, pc = _to_device(cu, a), _to_device(cu, b), _to_device(cu, c0)
    try:
        gemm(handle, cublas.CUBLAS_OP_N, cublas.CUBLAS_OP_N, n, m, k, 2.0, pb, n, pa, k, 0.5, pc, n)
        cu.cuCtxSynchronize()
        got = _from_device(cu, pc, (m, n), dtype)
    finally:
        for p in (pa, pb, pc):
            cu.cuMemFree(p)
    rtol = 1e-5 if dtype == np.float32 else 1e-12
    np.testing.assert_allclose(got, 2.0 * np.matmul(a, b) + 0.5 * c0, rtol=rtol)


@pytest.mark.parametrize("dtype", [np.float32, np.float64], ids=["sgemm", "dgemm"])
def test_gemm_column_major_with_a_transposed_operand(cu: ModuleType, cublas: ModuleType, handle: int,
                                                     dtype: Any) -> None:
    """Column-major (Fortran-order) operands as cuBLAS documents them, A transposed by the op:
    C (m x n) = A^T B with A stored k x m (lda = k), B k x n (ldb = k), C ldc = m."""
    gemm = cublas.cublasSgemm if dtype == np.float32 else cublas.cublasDgemm
    m, n, k = 20, 12, 31
    a = np.asfortranarray(RNG.random((k, m)).astype(dtype))
    b = np.asfortranarray(RNG.random((k, n)).astype(dtype))
    pa, pb = _to_device(cu, a), _to_device(cu, b)
    pc = int(cu.cuMemAlloc(m * n * np.dtype(dtype).itemsize))
    try:
        gemm(handle, cublas.CUBLAS_OP_T, cublas.CUBLAS_OP_N, m, n, k, 1.0, pa, k, pb, k, 0.0, pc, m)
        cu.cuCtxSynchronize()
        got = _from_device(cu, pc, (m, n), dtype, order="F")
    finally:
        for p in (pa, pb, pc):
            cu.cuMemFree(p)
    rtol = 1e-5 if dtype == np.float32 else 1e-12
    np.testing.assert_allclose(got, np.matmul(a.T, b), rtol=rtol)


def test_cublas_takes_driver_runtime_and_cuda_stream_objects(cu: ModuleType, cublas: ModuleType, handle: int,
                                                             stream: int) -> None:
    cublas.cublasSetStream(handle, stream)  # a CUstream from the driver module
    assert int(cublas.cublasGetStream(handle)) == stream
    cublas.cublasSetStream(handle, CudaStream(stream))  # any __cuda_stream__ object
    assert int(cublas.cublasGetStream(handle)) == stream
    x = np.arange(1, 65, dtype=np.float32)
    px = _to_device(cu, x)
    try:
        assert cublas.cublasSasum(handle, x.size, px, 1) == pytest.approx(float(np.abs(x).sum()))
        assert cublas.cublasSnrm2(handle, x.size, px, 1) == pytest.approx(float(np.linalg.norm(x)), rel=1e-6)
        assert cublas.cublasIsamax(handle, x.size, px, 1) == int(np.argmax(np.abs(x))) + 1  # 1-based
        cublas.cublasSscal(handle, x.size, 0.5, px, 1)
        cu.cuStreamSynchronize(stream)
        np.testing.assert_allclose(_from_device(cu, px, x.shape, np.float32), x * 0.5)
    finally:
        cublas.cublasSetStream(handle, None)
        cu.cuMemFree(px)
    assert cublas.cublasGetVersion(handle) // 10000 == cublas.CUBLAS_VER_MAJOR


def test_cublas_takes_a_runtime_stream(rt: ModuleType, cublas: ModuleType, handle: int) -> None:
    s = rt.cudaStreamCreate()  # a cudaStream_t from the runtime module, as it is
    try:
        cublas.cublasSetStream(handle, s)
        assert int(cublas.cublasGetStream(handle)) == int(s)
    finally:
        cublas.cublasSetStream(handle, None)
        rt.cudaStreamDestroy(s)


def test_cublas_errors_raise_their_class(cublas: ModuleType, handle: int) -> None:
    with pytest.raises(cublas.CUBLASError) as info:
        cublas.cublasSgemm(handle, cublas.CUBLAS_OP_N, cublas.CUBLAS_OP_N, -1, 1, 1, 1.0, 0, 1, 0, 1, 0.0, 0, 1)
    assert info.value.name == "CUBLAS_STATUS_INVALID_VALUE" and info.value.function == "cublasSgemm"


# --------------------------------------------------------------------------------------------- cuRAND


@pytest.fixture(scope="module")
def curand() -> ModuleType:
    return library("curand", probe="curandGenerateNormal")


def _generate(cu: ModuleType, curand: ModuleType, seed: int, n: int, normal: bool = False,
              stream: Any = None) -> np.ndarray:
    g = int(curand.curandCreateGenerator(curand.CURAND_RNG_PSEUDO_DEFAULT))
    ptr = int(cu.cuMemAlloc(n * 4))
    try:
        if stream is not None:
            curand.curandSetStream(g, stream)
        curand.curandSetPseudoRandomGeneratorSeed(g, seed)
        if normal:
            curand.curandGenerateNormal(g, ptr, n, 2.0, 3.0)
        else:
            curand.curandGenerateUniform(g, ptr, n)
        cu.cuCtxSynchronize()
        return _from_device(cu, ptr, (n,), np.float32)
    finally:
        cu.cuMemFree(ptr)
        curand.curandDestroyGenerator(g)


def test_uniform_numbers_have_the_uniform_mean_and_variance(cu: ModuleType, curand: ModuleType,
                                                            primary: int) -> None:
    x = _generate(cu, curand, 1234, 1 << 20).astype(np.float64)
    assert x.min() > 0.0 and x.max() <= 1.0  # cuRAND's uniform excludes 0, includes 1
    assert abs(x.mean() - 0.5) < 0.005
    assert abs(x.var() - 1 / 12) < 0.002


def test_normal_numbers_have_the_asked_mean_and_deviation(cu: ModuleType, curand: ModuleType, stream: int) -> None:
    x = _generate(cu, curand, 99, 1 << 20, normal=True, stream=CudaStream(stream)).astype(np.float64)
    assert abs(x.mean() - 2.0) < 0.02
    assert abs(x.std() - 3.0) < 0.02


def test_same_seed_same_numbers(cu: ModuleType, curand: ModuleType, primary: int) -> None:
    a = _generate(cu, curand, 42, 4096)
    b = _generate(cu, curand, 42, 4096)
    c = _generate(cu, curand, 43, 4096)
    np.testing.assert_array_equal(a, b)
    assert not np.array_equal(a, c)


# --------------------------------------------------------------------------------------------- cuFFT


@pytest.fixture(scope="module")
def cufft() -> ModuleType:
    return library("cufft", probe="cufftPlan2d")


def _fft(cu: ModuleType, cufft: ModuleType, x: np.ndarray, plan: int, kind: str, out_shape: tuple[int, ...],
         stream: Any = None) -> np.ndarray:
    pin = _to_device(cu, x)
    pout = int(cu.cuMemAlloc(int(np.prod(out_shape)) * 8))
    try:
        if stream is not None:
            cufft.cufftSetStream(plan, stream)
        if kind == "C2C":
            cufft.cufftExecC2C(plan, pin, pout, cufft.CUFFT_FORWARD)
        else:
            cufft.cufftExecR2C(plan, pin, pout)
        cu.cuCtxSynchronize()
        return _from_device(cu, pout, out_shape, np.complex64)
    finally:
        cu.cuMemFree(pin)
        cu.cuMemFree(pout)
        cufft.cufftDestroy(plan)


def _close(got: np.ndarray, want: np.ndarray) -> None:
    np.testing.assert_allclose(got, want, rtol=0, atol=2e-5 * float(np.abs(want).max()))


def test_fft_1d_c2c_and_r2c(cu: ModuleType, cufft: ModuleType, stream: int) -> None:
    n = 256
    z = (RNG.standard_normal(n) + 1j * RNG.standard_normal(n)).astype(np.complex64)
    _close(_fft(cu, cufft, z, int(cufft.cufftPlan1d(n, cufft.CUFFT_C2C, 1)), "C2C", (n,), stream), np.fft.fft(z))
    r = RNG.standard_normal(n).astype(np.float32)
    _close(_fft(cu, cufft, r, int(cufft.cufftPlan1d(n, cufft.CUFFT_R2C, 1)), "R2C", (n // 2 + 1,),
                CudaStream(stream)), np.fft.rfft(r))


def test_fft_2d_c2c_and_r2c(cu: ModuleType, cufft: ModuleType, primary: int) -> None:
    nx, ny = 32, 48  # row-major: nx the slowest dimension, as NumPy's C order
    z = (RNG.standard_normal((nx, ny)) + 1j * RNG.standard_normal((nx, ny))).astype(np.complex64)
    _close(_fft(cu, cufft, z, int(cufft.cufftPlan2d(nx, ny, cufft.CUFFT_C2C)), "C2C", (nx, ny)), np.fft.fft2(z))
    r = RNG.standard_normal((nx, ny)).astype(np.float32)
    _close(_fft(cu, cufft, r, int(cufft.cufftPlan2d(nx, ny, cufft.CUFFT_R2C)), "R2C", (nx, ny // 2 + 1)),
           np.fft.rfft2(r))


def test_fft_plan_many_batches_1d_transforms(cu: ModuleType, cufft: ModuleType, primary: int) -> None:
    n, batch = 64, 5  # rank derived from len([n]); basic layout: inembed/onembed None
    z = (RNG.standard_normal((batch, n)) + 1j * RNG.standard_normal((batch, n))).astype(np.complex64)
    plan = int(cufft.cufftPlanMany([n], None, 1, n, None, 1, n, cufft.CUFFT_C2C, batch))
    _close(_fft(cu, cufft, z, plan, "C2C", (batch, n)), np.fft.fft(z, axis=1))


# --------------------------------------------------------------------------------------------- NCCL


@pytest.fixture(scope="module")
def nccl() -> ModuleType:
    return library("nccl", probe="ncclAllReduce")


def test_nccl_version_is_the_headers_major(nccl: ModuleType) -> None:
    version = nccl.ncclGetVersion()
    assert version // 10000 == nccl.NCCL_MAJOR
    assert version >= 22700


def test_one_rank_all_reduce(cu: ModuleType, nccl: ModuleType, stream: int) -> None:
    # No NVLink SHARP (multicast) on the shared machines: off before the communicator exists.
    os.environ["NCCL_NVLS_ENABLE"] = "0"
    comm = int(nccl.ncclCommInitRank(1, nccl.ncclGetUniqueId(), 0))
    try:
        assert nccl.ncclCommCount(comm) == 1 and nccl.ncclCommUserRank(comm) == 0
        x = RNG.random(1000).astype(np.float32)
        send, recv = _to_device(cu, x), int(cu.cuMemAlloc(x.nbytes))
        try:
            nccl.ncclAllReduce(send, recv, x.size, nccl.ncclFloat32, nccl.ncclSum, comm, stream)
            cu.cuStreamSynchronize(stream)
            np.testing.assert_array_equal(_from_device(cu, recv, x.shape, np.float32), x)  # one rank: the sum is x
            nccl.ncclAllReduce(send, recv, x.size, nccl.ncclFloat32, nccl.ncclMax, comm, CudaStream(stream))
            cu.cuStreamSynchronize(stream)
            np.testing.assert_array_equal(_from_device(cu, recv, x.shape, np.float32), x)
        finally:
            cu.cuMemFree(send)
            cu.cuMemFree(recv)
    finally:
        nccl.ncclCommDestroy(comm)
