"""The libraries bound with the library table, on a real GPU: NVML, cuSPARSE, cuSOLVER, nvFatbin,
cuFile and (13.5) cuDLA through the release's generated modules (CUDAGEN_GPU_RELEASE, default
13.0). Every test reads values back and checks them against a reference the bindings do not
produce: nvidia-smi, pynvml and the CUDA driver for NVML, NumPy (and SciPy's CSR where it is
installed) for the math libraries, the kernel's known output for nvFatbin, the file's bytes and
the installed package's version for cuFile, the header's version macros for cuDLA.

Each library is skipped, with the reason, where its shared library is not installed (libnvidia-ml
comes with the driver; NVIDIA's wheels nvidia-cusparse, nvidia-cusolver, nvidia-nvfatbin,
nvidia-cufile, or a toolkit, for the others) or lacks a function the test calls; cuFile also
where its driver cannot be opened (the reason is cuFileDriverOpen's own error).
"""

from __future__ import annotations

import csv
import ctypes
import glob
import io
import json
import os
import re
import shutil
import struct
import subprocess
import warnings
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np
import pytest
from gpu_env import RELEASE, library

RNG = np.random.default_rng(20261126)
MIB = 1 << 20


class Allocations:
    """Device memory from the driver module (cuMemAlloc), freed together on exit."""

    def __init__(self, cu: ModuleType) -> None:
        self.cu = cu
        self.ptrs: list[int] = []

    def __enter__(self) -> Allocations:
        return self

    def __exit__(self, *exc: object) -> None:
        for ptr in self.ptrs:
            self.cu.cuMemFree(ptr)

    def empty(self, nbytes: int) -> int:
        ptr = int(self.cu.cuMemAlloc(max(nbytes, 1)))
        self.ptrs.append(ptr)
        return ptr

    def put(self, host: np.ndarray, order: str = "C") -> int:
        """A copy of `host` in device memory, its elements in `order` (F: column-major)."""
        data = host.tobytes(order=order)
        ptr = self.empty(len(data))
        self.cu.cuMemcpyHtoD(ptr, data, len(data))
        return ptr

    def get(self, ptr: int, shape: tuple[int, ...], dtype: Any, order: str = "C") -> np.ndarray:
        flat = np.empty(int(np.prod(shape)), dtype=dtype)
        self.cu.cuMemcpyDtoH(flat, ptr, flat.nbytes)
        return flat.reshape(shape, order=order)


def _scalar(dtype: Any, value: float) -> ctypes.c_float | ctypes.c_double:
    """A host scalar for a `const void *alpha` (its C type is the compute type's): a ctypes
    value, passed by reference. (Not a NumPy scalar: its __array_interface__ address is that of
    a temporary array, freed before the call.)"""
    return ctypes.c_float(value) if dtype == np.float32 else ctypes.c_double(value)


# --------------------------------------------------------------------------------------------- NVML

# Memory in use moves while the tests run (this process holds a context; other processes may
# come and go), so "used" and "free" are compared within this much; totals, names and PCI ids
# exactly.
USED_TOLERANCE = 256 * MIB
TEMPERATURE_TOLERANCE = 3  # degrees C between two readings
SMI_FIELDS = ("count", "name", "memory.total", "memory.used", "temperature.gpu", "pci.bus_id",
              "pci.device_id", "utilization.gpu")


@pytest.fixture(scope="module")
def nvml() -> Iterator[ModuleType]:
    module = library("nvml", probe="nvmlInit")
    module.nvmlInit()  # nvmlInit_v2 (nvml.h's macro)
    yield module
    module.nvmlShutdown()


def _text(value: bytes | str) -> str:
    """A C string field as text: up to the first NUL (the generated structs return a char
    array whole, as bytes; pynvml, depending on its version, bytes or str)."""
    if isinstance(value, bytes):
        value = value.split(b"\0", 1)[0].decode()
    return value.split("\0", 1)[0].strip()


def _pci(bus_id: str) -> tuple[int, int, int, int]:
    """(domain, bus, device, function) of "DDDDDDDD:BB:DD.F" (NVML, nvidia-smi) or
    "DDDD:BB:DD.F" (NVML's legacy form, the CUDA driver)."""
    match = re.fullmatch(r"([0-9a-fA-F]+):([0-9a-fA-F]+):([0-9a-fA-F]+)\.([0-9a-fA-F]+)", bus_id.strip())
    assert match, f"not a PCI bus id: {bus_id!r}"
    domain, bus, device, function = (int(part, 16) for part in match.groups())
    return domain, bus, device, function


def _read(nvml: ModuleType, index: int) -> dict[str, Any]:
    """Everything the tests compare, for NVML device `index`, through the generated module."""
    handle = nvml.nvmlDeviceGetHandleByIndex(index)
    assert isinstance(handle, int) and handle  # handles are plain ints
    memory = nvml.nvmlDeviceGetMemoryInfo(handle)
    memory_v2 = nvml.nvmlDeviceGetMemoryInfo_v2(handle)
    # the sensor in, the reading out (struct_query: NVML refuses a wrong version, which the binding fills)
    temperature = nvml.nvmlDeviceGetTemperatureV(handle, nvml.NVML_TEMPERATURE_GPU)
    # deprecated: it warns once per process (the first call anywhere), then costs what the others do
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        legacy = nvml.nvmlDeviceGetTemperature(handle, nvml.NVML_TEMPERATURE_GPU)
    assert all(issubclass(w.category, DeprecationWarning) and "nvmlDeviceGetTemperatureV" in str(w.message)
               for w in caught), caught
    assert len(caught) <= 1
    pci = nvml.nvmlDeviceGetPciInfo(handle)
    assert isinstance(pci.busId, str) and "\0" not in pci.busId, pci.busId  # NVML's char arrays read as text
    try:
        rates = nvml.nvmlDeviceGetUtilizationRates(handle)
        utilization: tuple[int, int] | None = (rates.gpu, rates.memory)
    except nvml.NvmlErrorNotSupported:  # MIG mode
        utilization = None
    return {
        "handle": handle, "name": nvml.nvmlDeviceGetName(handle), "memory": memory, "memory_v2": memory_v2,
        "temperature": temperature, "legacy_temperature": legacy, "pci": pci,
        "bus_id": _pci(_text(pci.busId)), "utilization": utilization,
    }


def _check_own_invariants(r: dict[str, Any]) -> None:
    """What the structs must satisfy among themselves: the versioned struct's fields where
    its layout puts them, total = free + used (+ reserved in v2), the bus id text and the
    integer fields of nvmlPciInfo_t naming the same device."""
    m1, m2 = r["memory"], r["memory_v2"]
    assert m1.total == m2.total > 1 << 30
    assert abs(m1.free + m1.used - m1.total) <= USED_TOLERANCE, (m1.free, m1.used, m1.total)
    assert abs(m2.free + m2.used + m2.reserved - m2.total) <= USED_TOLERANCE, (m2.free, m2.used, m2.reserved)
    assert abs(m1.used - (m2.used + m2.reserved)) <= USED_TOLERANCE  # v1's used counts the reserved memory
    assert m2.version == ctypes.sizeof(type(m2)) | 2 << 24  # nvmlMemory_v2, filled in by the binding
    assert type(r["temperature"]) is int and -40 < r["temperature"] < 120
    assert abs(r["temperature"] - r["legacy_temperature"]) <= TEMPERATURE_TOLERANCE
    pci = r["pci"]
    assert r["bus_id"][:3] == (pci.domain, pci.bus, pci.device)
    assert _pci(_text(pci.busIdLegacy)) == r["bus_id"]
    assert pci.pciDeviceId & 0xFFFF == 0x10DE  # the vendor id in the low half: NVIDIA
    if r["utilization"] is not None:
        assert all(0 <= u <= 100 for u in r["utilization"]), r["utilization"]


def _nvidia_smi() -> list[dict[str, str]]:
    exe = shutil.which("nvidia-smi")
    if exe is None:
        pytest.skip("nvidia-smi is not on PATH: no reference to compare NVML's readings with")
    done = subprocess.run([exe, f"--query-gpu={','.join(SMI_FIELDS)}", "--format=csv,noheader,nounits"],
                          capture_output=True, text=True, timeout=120, check=False)
    if done.returncode != 0:
        pytest.skip(f"nvidia-smi failed ({done.returncode}): {(done.stderr or done.stdout).strip()}")
    rows = [row for row in csv.reader(io.StringIO(done.stdout), skipinitialspace=True) if row]
    return [dict(zip(SMI_FIELDS, (value.strip() for value in row), strict=True)) for row in rows]


def test_nvml_readings_match_nvidia_smi(nvml: ModuleType) -> None:
    rows = _nvidia_smi()
    count = nvml.nvmlDeviceGetCount()
    assert count == len(rows) == int(rows[0]["count"])
    for index, row in enumerate(rows):  # nvidia-smi lists the devices in NVML's index order
        r = _read(nvml, index)
        _check_own_invariants(r)
        assert r["bus_id"] == _pci(row["pci.bus_id"])
        assert r["name"] == row["name"]
        assert r["pci"].pciDeviceId == int(row["pci.device_id"], 16)
        assert abs(r["memory"].total / MIB - int(row["memory.total"])) < 1  # nvidia-smi: MiB
        smi_used = int(row["memory.used"]) * MIB
        # nvidia-smi's "used" leaves out the reserved memory, as _v2's does; v1's counts it.
        closest = min(abs(r["memory_v2"].used - smi_used), abs(r["memory"].used - smi_used))
        assert closest <= USED_TOLERANCE, (smi_used, r["memory"].used, r["memory_v2"].used)
        if row["temperature.gpu"].lstrip("-").isdigit():
            assert abs(r["temperature"] - int(row["temperature.gpu"])) <= TEMPERATURE_TOLERANCE
        if row["utilization.gpu"].isdigit():
            assert 0 <= int(row["utilization.gpu"]) <= 100
            assert r["utilization"] is not None


def test_nvml_readings_match_pynvml(nvml: ModuleType) -> None:
    pynvml = pytest.importorskip("pynvml", reason="pynvml (nvidia-ml-py) is not installed")
    pynvml.nvmlInit()
    try:
        count = nvml.nvmlDeviceGetCount()
        assert pynvml.nvmlDeviceGetCount() == count >= 1
        for index in range(count):
            r = _read(nvml, index)
            h = pynvml.nvmlDeviceGetHandleByIndex(index)
            assert ctypes.cast(h, ctypes.c_void_p).value == r["handle"]  # the same nvmlDevice_t
            assert _text(pynvml.nvmlDeviceGetName(h)) == r["name"]
            memory = pynvml.nvmlDeviceGetMemoryInfo(h)
            assert memory.total == r["memory"].total
            assert abs(memory.used - r["memory"].used) <= USED_TOLERANCE
            assert abs(memory.free - r["memory"].free) <= USED_TOLERANCE
            if hasattr(pynvml, "nvmlMemory_v2"):
                memory_v2 = pynvml.nvmlDeviceGetMemoryInfo(h, version=pynvml.nvmlMemory_v2)
                assert memory_v2.total == r["memory_v2"].total
                assert memory_v2.reserved == r["memory_v2"].reserved
                assert abs(memory_v2.used - r["memory_v2"].used) <= USED_TOLERANCE
            pci = pynvml.nvmlDeviceGetPciInfo(h)
            ours = r["pci"]
            assert (pci.domain, pci.bus, pci.device, pci.pciDeviceId, pci.pciSubSystemId) == (
                ours.domain, ours.bus, ours.device, ours.pciDeviceId, ours.pciSubSystemId)
            assert _pci(_text(pci.busId)) == r["bus_id"]
            temperature = pynvml.nvmlDeviceGetTemperature(h, pynvml.NVML_TEMPERATURE_GPU)
            assert abs(temperature - r["temperature"]) <= TEMPERATURE_TOLERANCE
            try:
                rates = pynvml.nvmlDeviceGetUtilizationRates(h)
            except pynvml.NVMLError as exc:
                assert r["utilization"] is None, exc  # not supported for pynvml, nor for us
            else:
                assert r["utilization"] is not None
                assert 0 <= rates.gpu <= 100 and 0 <= rates.memory <= 100
            assert nvml.nvmlDeviceGetUUID(r["handle"]) == _text(pynvml.nvmlDeviceGetUUID(h))
        assert nvml.nvmlSystemGetDriverVersion() == _text(pynvml.nvmlSystemGetDriverVersion())
    finally:
        pynvml.nvmlShutdown()


def test_nvml_devices_are_the_cuda_drivers_devices(nvml: ModuleType, cu: ModuleType, device: int) -> None:
    """Each CUDA device found again through NVML by its PCI bus id: the same PCI location as the
    driver's attributes, name, UUID and at least the memory CUDA reports."""
    for ordinal in range(cu.cuDeviceGetCount()):
        dev = cu.cuDeviceGet(ordinal)
        bus_id = cu.cuDeviceGetPCIBusId(dev)
        location = (cu.cuDeviceGetAttribute(cu.CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID, dev),
                    cu.cuDeviceGetAttribute(cu.CU_DEVICE_ATTRIBUTE_PCI_BUS_ID, dev),
                    cu.cuDeviceGetAttribute(cu.CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID, dev))
        assert _pci(bus_id)[:3] == location
        handle = nvml.nvmlDeviceGetHandleByPciBusId(bus_id)
        assert nvml.nvmlDeviceGetHandleByIndex(nvml.nvmlDeviceGetIndex(handle)) == handle
        pci = nvml.nvmlDeviceGetPciInfo(handle)
        assert (pci.domain, pci.bus, pci.device) == location
        assert _pci(_text(pci.busId))[:3] == location
        name = cu.cuDeviceGetName(dev)
        if "MIG" in name:  # a MIG instance: NVML's handle is its parent GPU
            continue
        assert nvml.nvmlDeviceGetName(handle) == name
        uuid = nvml.nvmlDeviceGetUUID(handle)  # "GPU-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"
        assert uuid.startswith("GPU-")
        assert uuid[4:].replace("-", "").lower() == bytes(cu.cuDeviceGetUuid(dev).bytes).hex()
        total = nvml.nvmlDeviceGetMemoryInfo(handle).total
        assert 0.8 * total < cu.cuDeviceTotalMem(dev) <= total


def test_nvml_errors_raise_their_class(nvml: ModuleType) -> None:
    count = nvml.nvmlDeviceGetCount()
    with pytest.raises(nvml.NVMLError) as info:
        nvml.nvmlDeviceGetHandleByIndex(count + 7)  # past the last device
    assert info.value.code == nvml.NVML_ERROR_INVALID_ARGUMENT == 2  # nvml.h's value
    assert info.value.name == "NVML_ERROR_INVALID_ARGUMENT"
    assert info.value.message == nvml.nvmlErrorString(2)
    assert isinstance(info.value, nvml.NvmlErrorInvalidArgument)


# --------------------------------------------------------------------------------------------- cuSPARSE


@pytest.fixture(scope="module")
def cusparse() -> ModuleType:
    return library("cusparse", probe="cusparseSpMM")


@pytest.fixture
def sparse_handle(cusparse: ModuleType, primary: int) -> Iterator[int]:
    h = int(cusparse.cusparseCreate())
    yield h
    cusparse.cusparseDestroy(h)


def _sparse_matrix(m: int, k: int, dtype: Any) -> np.ndarray:
    """A dense m x k matrix, about 6% of it nonzero, with an empty row and an empty column."""
    dense = RNG.standard_normal((m, k)).astype(dtype)
    dense[RNG.random((m, k)) > 0.06] = 0
    dense[3, :] = 0
    dense[:, 5] = 0
    return dense


def _csr(dense: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(row offsets, column indices, values), zero-based, int32 indices: SciPy's CSR where it is
    installed, else built here from the nonzeros in row-major order."""
    try:
        import scipy.sparse
    except ImportError:
        rows, cols = np.nonzero(dense)
        counts = np.bincount(rows, minlength=dense.shape[0])
        indptr = np.concatenate(([0], np.cumsum(counts))).astype(np.int32)
        return indptr, cols.astype(np.int32), dense[rows, cols]
    matrix = scipy.sparse.csr_matrix(dense)
    matrix.sort_indices()
    return matrix.indptr.astype(np.int32), matrix.indices.astype(np.int32), matrix.data.astype(dense.dtype)


def _sparse_tolerance(dtype: Any) -> dict[str, float]:
    return {"rtol": 1e-4, "atol": 1e-5} if dtype == np.float32 else {"rtol": 1e-12, "atol": 1e-13}


def _create_csr(cusparse: ModuleType, mem: Allocations, dense: np.ndarray) -> int:
    indptr, indices, values = _csr(dense)
    value_type = cusparse.CUDA_R_32F if dense.dtype == np.float32 else cusparse.CUDA_R_64F
    return int(cusparse.cusparseCreateCsr(
        dense.shape[0], dense.shape[1], values.size, mem.put(indptr), mem.put(indices), mem.put(values),
        cusparse.CUSPARSE_INDEX_32I, cusparse.CUSPARSE_INDEX_32I, cusparse.CUSPARSE_INDEX_BASE_ZERO, value_type))


@pytest.mark.parametrize("dtype", [np.float32, np.float64], ids=["float32", "float64"])
def test_csr_spmv_matches_numpy(cu: ModuleType, cusparse: ModuleType, sparse_handle: int, dtype: Any) -> None:
    """y = alpha A x + beta y through the generic API: descriptors, bufferSize, then SpMV."""
    m, k = 200, 150
    dense = _sparse_matrix(m, k, dtype)
    x = RNG.standard_normal(k).astype(dtype)
    y0 = RNG.standard_normal(m).astype(dtype)
    value_type = cusparse.CUDA_R_32F if dtype == np.float32 else cusparse.CUDA_R_64F
    alpha, beta = _scalar(dtype, 2.0), _scalar(dtype, -0.5)
    op = cusparse.CUSPARSE_OPERATION_NON_TRANSPOSE
    with Allocations(cu) as mem:
        mat = _create_csr(cusparse, mem, dense)
        px, py = mem.put(x), mem.put(y0)
        vec_x = int(cusparse.cusparseCreateDnVec(k, px, value_type))
        vec_y = int(cusparse.cusparseCreateDnVec(m, py, value_type))
        try:
            size = cusparse.cusparseSpMV_bufferSize(sparse_handle, op, alpha, mat, vec_x, beta, vec_y, value_type,
                                                    cusparse.CUSPARSE_SPMV_ALG_DEFAULT)
            assert isinstance(size, int) and size >= 0
            cusparse.cusparseSpMV(sparse_handle, op, alpha, mat, vec_x, beta, vec_y, value_type,
                                  cusparse.CUSPARSE_SPMV_ALG_DEFAULT, mem.empty(size))
            cu.cuCtxSynchronize()
            got = mem.get(py, (m,), dtype)
        finally:
            cusparse.cusparseDestroyDnVec(vec_x)
            cusparse.cusparseDestroyDnVec(vec_y)
            cusparse.cusparseDestroySpMat(mat)
    want = 2.0 * (dense.astype(np.float64) @ x.astype(np.float64)) - 0.5 * y0.astype(np.float64)
    np.testing.assert_allclose(got, want, **_sparse_tolerance(dtype))
    assert got[3] == np.asarray(-0.5 * y0[3], dtype=dtype)  # the empty row: beta y alone


@pytest.mark.parametrize("order", ["row", "col"])
@pytest.mark.parametrize("dtype", [np.float32, np.float64], ids=["float32", "float64"])
def test_csr_spmm_matches_numpy(cu: ModuleType, cusparse: ModuleType, sparse_handle: int, dtype: Any,
                                order: str) -> None:
    """C = alpha A B + beta C with dense B and C in row-major (ld = columns) and column-major
    (ld = rows) layouts."""
    m, k, n = 120, 90, 7
    dense = _sparse_matrix(m, k, dtype)
    b = RNG.standard_normal((k, n)).astype(dtype)
    c0 = RNG.standard_normal((m, n)).astype(dtype)
    value_type = cusparse.CUDA_R_32F if dtype == np.float32 else cusparse.CUDA_R_64F
    layout, np_order = (cusparse.CUSPARSE_ORDER_ROW, "C") if order == "row" else (cusparse.CUSPARSE_ORDER_COL, "F")
    ldb, ldc = (n, n) if order == "row" else (k, m)
    alpha, beta = _scalar(dtype, 1.5), _scalar(dtype, 0.25)
    op = cusparse.CUSPARSE_OPERATION_NON_TRANSPOSE
    alg = cusparse.CUSPARSE_SPMM_ALG_DEFAULT
    with Allocations(cu) as mem:
        mat = _create_csr(cusparse, mem, dense)
        pb, pc = mem.put(b, np_order), mem.put(c0, np_order)
        mat_b = int(cusparse.cusparseCreateDnMat(k, n, ldb, pb, value_type, layout))
        mat_c = int(cusparse.cusparseCreateDnMat(m, n, ldc, pc, value_type, layout))
        try:
            size = cusparse.cusparseSpMM_bufferSize(sparse_handle, op, op, alpha, mat, mat_b, beta, mat_c,
                                                    value_type, alg)
            cusparse.cusparseSpMM(sparse_handle, op, op, alpha, mat, mat_b, beta, mat_c, value_type, alg,
                                  mem.empty(size))
            cu.cuCtxSynchronize()
            got = mem.get(pc, (m, n), dtype, np_order)
        finally:
            cusparse.cusparseDestroyDnMat(mat_b)
            cusparse.cusparseDestroyDnMat(mat_c)
            cusparse.cusparseDestroySpMat(mat)
    want = 1.5 * (dense.astype(np.float64) @ b.astype(np.float64)) + 0.25 * c0.astype(np.float64)
    np.testing.assert_allclose(got, want, **_sparse_tolerance(dtype))


def test_cusparse_version_is_the_headers_major(cusparse: ModuleType, sparse_handle: int) -> None:
    version = cusparse.cusparseGetVersion(sparse_handle)  # major * 1000 + minor * 100 + patch
    assert version // 1000 == cusparse.CUSPARSE_VER_MAJOR
    assert cusparse.cusparseGetProperty(cusparse.MAJOR_VERSION) == cusparse.CUSPARSE_VER_MAJOR


# --------------------------------------------------------------------------------------------- cuSOLVER


@pytest.fixture(scope="module")
def cusolver() -> ModuleType:
    return library("cusolver", probe="cusolverDnDgesvd")


@pytest.fixture
def dense_handle(cusolver: ModuleType, primary: int) -> Iterator[int]:
    h = int(cusolver.cusolverDnCreate())
    yield h
    cusolver.cusolverDnDestroy(h)


def _solver(cusolver: ModuleType, dtype: Any, name: str) -> Any:
    """cusolverDnS<name> or cusolverDnD<name>."""
    return getattr(cusolver, f"cusolverDn{'S' if dtype == np.float32 else 'D'}{name}")


def _info(mem: Allocations, ptr: int) -> int:
    return int(mem.get(ptr, (1,), np.int32)[0])


DTYPES = pytest.mark.parametrize("dtype", [np.float32, np.float64], ids=["float32", "float64"])


@DTYPES
def test_getrf_getrs_solve_as_numpy(cu: ModuleType, cusolver: ModuleType, dense_handle: int, dtype: Any) -> None:
    """LU with partial pivoting, then A X = B for three right-hand sides; column-major storage
    (NumPy's F order), the pivots 1-based as LAPACK's."""
    n, nrhs = 48, 3
    a = RNG.standard_normal((n, n)).astype(dtype)  # not diagonally dominant: rows get swapped
    b = RNG.standard_normal((n, nrhs)).astype(dtype)
    with Allocations(cu) as mem:
        pa, pb = mem.put(a, "F"), mem.put(b, "F")
        pivots, info = mem.empty(n * 4), mem.empty(4)
        lwork = _solver(cusolver, dtype, "getrf_bufferSize")(dense_handle, n, n, pa, n)
        work = mem.empty(lwork * np.dtype(dtype).itemsize)
        _solver(cusolver, dtype, "getrf")(dense_handle, n, n, pa, n, work, pivots, info)
        cu.cuCtxSynchronize()
        assert _info(mem, info) == 0
        lu = mem.get(pa, (n, n), dtype, "F")
        ipiv = mem.get(pivots, (n,), np.int32)
        _solver(cusolver, dtype, "getrs")(dense_handle, cusolver.CUBLAS_OP_N, n, nrhs, pa, n, pivots, pb, n, info)
        cu.cuCtxSynchronize()
        assert _info(mem, info) == 0
        x = mem.get(pb, (n, nrhs), dtype, "F")
    assert ((ipiv >= 1) & (ipiv <= n)).all() and (ipiv != np.arange(1, n + 1)).any()
    permuted = a.astype(np.float64)  # the row swaps of ipiv, in order, applied to A: P A = L U
    for i, p in enumerate(ipiv):
        permuted[[i, p - 1]] = permuted[[p - 1, i]]
    lower = np.tril(lu, -1).astype(np.float64) + np.eye(n)
    upper = np.triu(lu).astype(np.float64)
    eps = np.finfo(dtype).eps
    np.testing.assert_allclose(lower @ upper, permuted, rtol=0, atol=50 * n * eps * np.abs(a).max())
    want = np.linalg.solve(a.astype(np.float64), b.astype(np.float64))
    bound = 50 * np.linalg.cond(a.astype(np.float64)) * eps * np.abs(want).max()
    np.testing.assert_allclose(x, want, rtol=0, atol=bound)


@DTYPES
@pytest.mark.parametrize("fill", ["lower", "upper"])
def test_potrf_matches_numpy_cholesky(cu: ModuleType, cusolver: ModuleType, dense_handle: int, dtype: Any,
                                      fill: str) -> None:
    """A = L L^T (lower) or U^T U (upper), written into that triangle of the column-major A;
    NumPy's cholesky gives L, and U = L^T."""
    n = 40
    g = RNG.standard_normal((n, n))
    a = (g @ g.T + n * np.eye(n)).astype(dtype)  # symmetric positive definite
    uplo = cusolver.CUBLAS_FILL_MODE_LOWER if fill == "lower" else cusolver.CUBLAS_FILL_MODE_UPPER
    with Allocations(cu) as mem:
        pa, info = mem.put(a, "F"), mem.empty(4)
        lwork = _solver(cusolver, dtype, "potrf_bufferSize")(dense_handle, uplo, n, pa, n)
        work = mem.empty(lwork * np.dtype(dtype).itemsize)
        _solver(cusolver, dtype, "potrf")(dense_handle, uplo, n, pa, n, work, lwork, info)
        cu.cuCtxSynchronize()
        assert _info(mem, info) == 0
        got = mem.get(pa, (n, n), dtype, "F")
    want = np.linalg.cholesky(a.astype(np.float64))
    factor = np.tril(got) if fill == "lower" else np.triu(got).T
    rtol = 1e-4 if dtype == np.float32 else 1e-11
    np.testing.assert_allclose(factor, want, rtol=rtol, atol=rtol * np.abs(want).max())


def test_potrf_reports_the_first_minor_that_is_not_positive_definite(cu: ModuleType, cusolver: ModuleType,
                                                                     dense_handle: int) -> None:
    a = np.diag([4.0, 9.0, -1.0, 16.0, 25.0])  # the leading minor of order 3 is negative
    n = a.shape[0]
    uplo = cusolver.CUBLAS_FILL_MODE_LOWER
    with Allocations(cu) as mem:
        pa, info = mem.put(a, "F"), mem.empty(4)
        lwork = cusolver.cusolverDnDpotrf_bufferSize(dense_handle, uplo, n, pa, n)
        cusolver.cusolverDnDpotrf(dense_handle, uplo, n, pa, n, mem.empty(lwork * 8), lwork, info)
        cu.cuCtxSynchronize()
        assert _info(mem, info) == 3  # devInfo = i: the leading minor of order i (LAPACK's convention)


@DTYPES
def test_gesvd_matches_numpy_svd(cu: ModuleType, cusolver: ModuleType, dense_handle: int, dtype: Any) -> None:
    """Singular values as NumPy's, and U S V^T rebuilding A with orthogonal U and V (gesvd
    needs m >= n; jobu/jobvt are C chars: the generated binding takes their code points)."""
    m, n = 40, 24
    a = RNG.standard_normal((m, n)).astype(dtype)
    itemsize = np.dtype(dtype).itemsize
    with Allocations(cu) as mem:
        pa, info = mem.put(a, "F"), mem.empty(4)
        ps, pu, pvt = mem.empty(n * itemsize), mem.empty(m * m * itemsize), mem.empty(n * n * itemsize)
        lwork = _solver(cusolver, dtype, "gesvd_bufferSize")(dense_handle, m, n)
        work, rwork = mem.empty(lwork * itemsize), mem.empty(n * itemsize)
        _solver(cusolver, dtype, "gesvd")(dense_handle, ord("A"), ord("A"), m, n, pa, m, ps, pu, m, pvt, n, work,
                                          lwork, rwork, info)
        cu.cuCtxSynchronize()
        assert _info(mem, info) == 0
        s = mem.get(ps, (n,), dtype)
        u = mem.get(pu, (m, m), dtype, "F").astype(np.float64)
        vt = mem.get(pvt, (n, n), dtype, "F").astype(np.float64)
    want = np.linalg.svd(a.astype(np.float64), compute_uv=False)
    rtol = 1e-4 if dtype == np.float32 else 1e-11
    np.testing.assert_allclose(s, want, rtol=rtol, atol=rtol * want.max())
    assert (np.diff(s) <= 0).all()  # descending
    rebuilt = u[:, :n] @ np.diag(s.astype(np.float64)) @ vt
    np.testing.assert_allclose(rebuilt, a, rtol=0, atol=10 * rtol * want.max())
    np.testing.assert_allclose(u.T @ u, np.eye(m), rtol=0, atol=10 * rtol)
    np.testing.assert_allclose(vt @ vt.T, np.eye(n), rtol=0, atol=10 * rtol)


def test_cusolver_version_is_the_headers_major(cusolver: ModuleType) -> None:
    version = cusolver.cusolverGetVersion()  # major * 1000 + minor * 100 + patch
    assert version // 1000 == cusolver.CUSOLVER_VER_MAJOR
    assert cusolver.cusolverGetProperty(cusolver.MAJOR_VERSION) == cusolver.CUSOLVER_VER_MAJOR


# --------------------------------------------------------------------------------------------- nvFatbin


@pytest.fixture(scope="module")
def nvfatbin() -> ModuleType:
    return library("nvfatbin", probe="nvFatbinAddPTX")


# One kernel, compiled twice with a different TAG: the output says which entry of the fatbin
# the driver loaded (the PTX, JIT-compiled, or the CUBIN).
TAGGED = r"""
extern "C" __global__ void tagged(int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = 3 * i + TAG;
}
"""
PTX_TAG, CUBIN_TAG = 1000, 2000
FATBIN_MAGIC = 0xBA55ED50  # the fatbin container's header


def _compile_tagged(nv: ModuleType, arch: str, tag: int) -> tuple[bytes, bytes]:
    """(PTX, CUBIN) of TAGGED with TAG = tag, for sm_<arch>."""
    prog = nv.nvrtcCreateProgram(TAGGED, "tagged.cu", None, None)
    try:
        nv.nvrtcCompileProgram(prog, [f"--gpu-architecture=sm_{arch}", f"-DTAG={tag}"])
        return nv.nvrtcGetPTX(prog), nv.nvrtcGetCUBIN(prog)
    finally:
        nv.nvrtcDestroyProgram(prog)


def _fatbin(nvfatbin: ModuleType, arch: str, ptx: bytes | None, cubin: bytes | None, options: list[str]) -> bytes:
    handle = nvfatbin.nvFatbinCreate(options)
    assert isinstance(handle, int) and handle
    try:
        if ptx is not None:
            text = ptx.rstrip(b"\0") + b"\0"  # the size counts the terminating NUL (nvFatbin.h)
            nvfatbin.nvFatbinAddPTX(handle, text, len(text), arch, "tagged.ptx", "")
        if cubin is not None:
            nvfatbin.nvFatbinAddCubin(handle, cubin, len(cubin), arch, "tagged.cubin")
        image = nvfatbin.nvFatbinGet(handle)  # sized by nvFatbinSize
        assert isinstance(image, bytes) and len(image) == nvfatbin.nvFatbinSize(handle)
        return image
    finally:
        nvfatbin.nvFatbinDestroy(handle)


def _run_tagged(cu: ModuleType, image: bytes) -> np.ndarray:
    n = 1000
    mod = cu.cuModuleLoadData(image)
    try:
        f = cu.cuModuleGetFunction(mod, "tagged")
        with Allocations(cu) as mem:
            out = mem.empty(n * 4)
            cu.cuMemsetD32(out, 0xFFFFFFFF, n)
            cu.cuLaunchKernel(f, (n + 255) // 256, 1, 1, 256, 1, 1, 0, None, [out, n], None)
            cu.cuCtxSynchronize()
            return mem.get(out, (n,), np.int32)
    finally:
        cu.cuModuleUnload(mod)


@pytest.mark.parametrize(("contents", "compress"), [("ptx+cubin", False), ("ptx", False), ("cubin", False),
                                                    ("ptx+cubin", True)])
def test_fatbin_from_nvrtc_outputs_loads_and_runs(cu: ModuleType, nv: ModuleType, nvfatbin: ModuleType,
                                                  primary: int, arch: str, contents: str, compress: bool) -> None:
    ptx, _ = _compile_tagged(nv, arch, PTX_TAG)
    _, cubin = _compile_tagged(nv, arch, CUBIN_TAG)
    assert cubin[:4] == b"\x7fELF" and b".entry tagged" in ptx
    options = ["-64", "-compress-all"] if compress else ["-64", "-compress=false"]
    image = _fatbin(nvfatbin, arch, ptx if "ptx" in contents else None,
                    cubin if "cubin" in contents else None, options)
    magic, _version, header_size, fat_size = struct.unpack_from("<IHHQ", image)
    assert magic == FATBIN_MAGIC and header_size + fat_size == len(image)  # fatSize: all after the header
    if not compress:  # the ELF image stored as it is (nvFatbin compresses the PTX even then)
        assert (cubin in image) == ("cubin" in contents)
    # The driver prefers the CUBIN built for this device to JIT-compiling the PTX.
    forced_jit = os.environ.get("CUDA_FORCE_PTX_JIT", "0") not in ("", "0")
    tag = CUBIN_TAG if "cubin" in contents and not forced_jit else PTX_TAG
    if contents == "cubin" and forced_jit:
        pytest.skip("CUDA_FORCE_PTX_JIT is set: a fatbin without PTX cannot load")
    np.testing.assert_array_equal(_run_tagged(cu, image), 3 * np.arange(1000, dtype=np.int32) + tag)


def test_nvfatbin_version_is_the_releases(nvfatbin: ModuleType) -> None:
    major, minor = nvfatbin.nvFatbinVersion()
    assert major == int(RELEASE.split(".")[0]) and 0 <= minor < 100


def test_nvfatbin_errors_raise_their_class(nvfatbin: ModuleType) -> None:
    with pytest.raises(nvfatbin.NvFatbinError) as info:
        nvfatbin.nvFatbinCreate(["-no-such-option"])
    assert info.value.code == nvfatbin.NVFATBIN_ERROR_UNRECOGNIZED_OPTION == 8  # nvFatbin.h's value
    assert isinstance(info.value, nvfatbin.NvfatbinErrorUnrecognizedOption)
    assert info.value.function == "nvFatbinCreate"
    assert info.value.message == nvfatbin.nvFatbinGetErrorString(8)


# --------------------------------------------------------------------------------------------- cuFile


@pytest.fixture(scope="module")
def cufile(tmp_path_factory: pytest.TempPathFactory) -> ModuleType:
    # cuFile logs to ./cufile.log unless told otherwise: not into the checkout.
    os.environ.setdefault("CUFILE_LOGFILE_PATH", str(tmp_path_factory.mktemp("cufile") / "cufile.log"))
    return library("cufile", probe="cuFileDriverOpen")


@pytest.fixture
def cufile_driver(cufile: ModuleType, primary: int) -> Iterator[ModuleType]:
    """cuFile with its driver open (on the primary context), or the test skipped with
    cuFileDriverOpen's own error (no GPUDirect Storage, no nvidia-fs and no compat mode)."""
    try:
        cufile.cuFileDriverOpen()
    except cufile.CUDAError as exc:
        pytest.skip(f"cuFileDriverOpen: {type(exc).__name__}: {exc}")
    yield cufile
    cufile.cuFileDriverClose()


def _cufile_reference(cufile: ModuleType) -> tuple[str, str] | None:
    """(version text, where from) of the libcufile that was loaded: its wheel's version, or the
    toolkit's version.json; None where neither says."""
    where, path = cufile._f.loaded_from
    if where == "pip wheel":
        from importlib import metadata

        for dist in ("nvidia-cufile", "nvidia-cufile-cu13", "nvidia-cufile-cu12"):
            try:
                return metadata.version(dist), f"the {dist} wheel ({path})"
            except metadata.PackageNotFoundError:
                continue
        return None
    for lib in {Path(path), Path(path).resolve()}:
        for folder in list(lib.parents)[:4]:
            manifest = folder / "version.json"
            if manifest.is_file():
                entry = json.loads(manifest.read_text()).get("libcufile")
                if isinstance(entry, dict) and "version" in entry:
                    return entry["version"], str(manifest)
    return None


def test_cufile_version_and_driver_properties(cufile_driver: ModuleType) -> None:
    cufile = cufile_driver
    version = cufile.cuFileGetVersion()  # 1000 * major + 10 * minor (cufile.h: 1.7.0 is 1070)
    assert version // 1000 == 1 and version > 1000, version
    reference = _cufile_reference(cufile)
    if reference is not None:
        text, source = reference
        major, minor = (int(part) for part in text.split(".")[:2])
        assert version // 10 == 100 * major + minor, f"cuFileGetVersion() = {version}, {source}: {text}"
    props = cufile.cuFileDriverGetProperties()
    assert props.max_batch_io_size > 0 and props.max_batch_io_timeout_msecs > 0
    assert 0 <= props.per_buffer_cache_size <= props.max_device_cache_size  # 0 where nvidia-fs is absent
    assert props.max_device_pinned_mem_size > 0
    assert props.nvfs.max_direct_io_size > 0
    # The same settings through the parameter getters (cuFile 1.14 and newer): the struct's
    # fields read where its layout puts them.
    try:
        get = cufile.cuFileGetParameterSizeT
        expected = {
            "max_batch_io_size": get(cufile.CUFILE_PARAM_PROPERTIES_IO_BATCHSIZE),
            "max_batch_io_timeout_msecs": get(cufile.CUFILE_PARAM_PROPERTIES_BATCH_IO_TIMEOUT_MS),
            # per_buffer_cache_size is not: on the H100 machine (cuFile 1.15.1, no nvidia-fs)
            # the struct has 0 where the getter says 1024 (KB), the same on both backends.
            "max_device_cache_size": get(cufile.CUFILE_PARAM_PROPERTIES_MAX_DEVICE_CACHE_SIZE_KB),
        }
    except cufile.FunctionNotFoundError:
        return
    assert {name: getattr(props, name) for name in expected} == expected


def test_cufile_reads_a_file_into_device_memory(cu: ModuleType, cufile_driver: ModuleType,
                                                tmp_path: Path) -> None:
    """cuFileRead of a file written here, at two offsets, into device memory: GDS where the
    machine has it, cuFile's compat mode (POSIX reads) where not."""
    cufile = cufile_driver
    size = 1 << 20
    data = RNG.integers(0, 256, size, dtype=np.uint8).tobytes()
    path = tmp_path / "cufile.bin"
    path.write_bytes(data)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_DIRECT)
    except OSError as exc:  # tmpfs: no O_DIRECT; compat mode reads the file without it
        warnings.warn(f"{path}: no O_DIRECT ({exc}); cuFile reads it in compat mode", stacklevel=1)
        fd = os.open(path, os.O_RDONLY)
    try:
        descr = cufile.CUfileDescr_t(type=cufile.CU_FILE_HANDLE_TYPE_OPAQUE_FD)
        descr.handle.fd = fd
        try:
            fh = cufile.cuFileHandleRegister(descr)
        except cufile.CUDAError as exc:
            pytest.skip(f"cuFileHandleRegister({path}): {type(exc).__name__}: {exc}")
        try:
            with Allocations(cu) as mem:
                buf = mem.empty(size)
                cu.cuMemsetD32(buf, 0, size // 4)
                got = cufile.cuFileRead(fh, buf, size, 0, 0)  # ssize_t: bytes read, or -errno
                assert got == size, f"cuFileRead returned {got}"
                assert mem.get(buf, (size,), np.uint8).tobytes() == data
                chunk = 64 << 10  # 64 KiB from file offset 128 KiB to buffer offset 4 KiB
                cu.cuMemsetD32(buf, 0, size // 4)
                got = cufile.cuFileRead(fh, buf, chunk, 2 * chunk, 4096)
                assert got == chunk, f"cuFileRead returned {got}"
                back = mem.get(buf, (size,), np.uint8).tobytes()
                assert back[4096:4096 + chunk] == data[2 * chunk:3 * chunk]
                assert back[:4096] == bytes(4096) and back[4096 + chunk:] == bytes(size - 4096 - chunk)
        finally:
            cufile.cuFileHandleDeregister(fh)
    finally:
        os.close(fd)


# --------------------------------------------------------------------------------------------- cuDLA


def test_cudla_version_and_device_count() -> None:
    cudla = library("cudla", probe="cudlaGetVersion")  # 13.5 on, Tegra only: x86-64 has no libcudla
    version = cudla.cudlaGetVersion()  # 1000000 * major + 1000 * minor + patch
    installed = (version // 1_000_000, version // 1000 % 1000, version % 1000)
    header = (cudla.CUDLA_VER_MAJOR, cudla.CUDLA_VER_MINOR, cudla.CUDLA_VER_PATCH)
    assert installed[0] == header[0], (installed, header)
    if installed[:2] < header[:2]:
        pytest.skip(f"the installed cuDLA {installed} is older than the {RELEASE} headers' {header}")
    count = cudla.cudlaDeviceGetCount()
    nodes = glob.glob("/dev/nvhost-ctrl-nvdla*")  # one per DLA engine on Jetson (Xavier, Orin)
    if nodes:
        assert count == len(nodes), (count, nodes)
    assert 0 <= count <= 8
    for index in range(count):  # every counted device opens, and reports a device version
        handle = cudla.cudlaCreateDevice(index, cudla.CUDLA_CUDA_DLA)
        try:
            attribute = cudla.cudlaDeviceGetAttribute(handle, cudla.CUDLA_DEVICE_VERSION)
            assert attribute.deviceVersion > 0
        finally:
            cudla.cudlaDestroyDevice(handle)
