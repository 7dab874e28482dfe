"""Libraries bound from their headers where pip installs them (`cudagen generate --header
.../nvidia/cu13/include/X.h`), run on the GPU against the libraries of the same wheels:
cuBLASLt's matmul checked against NumPy, and cuPTI's activity API reading back a kernel's
record (its name, its duration) after the launch. The packages are generated on a machine with
cudagen (tests/gpu/pip_packages.py writes build/gpu-packages) and carried here; each scenario
runs in a fresh interpreter on each backend (CUDAGEN_BACKEND), the compiled one built here first.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from gpu_env import GENERATED, ROOT

PACKAGES = Path(os.environ.get("CUDAGEN_GPU_PIP_PACKAGES", ROOT / "build" / "gpu-packages"))
BACKENDS = ("compiled", "python")
MARK = "@@PIP-LIBRARY@@"


def _wheel_lib(name: str) -> Path | None:
    """lib<name>.so.* in an installed NVIDIA cu13 wheel (nvidia/cu13/lib), if there is one."""
    try:
        import nvidia  # a namespace package: every nvidia-* wheel's folder
    except ImportError:
        return None
    for folder in nvidia.__path__:
        found = sorted((Path(folder) / "cu13" / "lib").glob(f"lib{name}.so.*"))
        if found:
            return found[0]
    return None


@pytest.fixture(scope="module")
def packages() -> Path:
    missing = [p for p in ("pip_cublaslt", "pip_cupti") if not (PACKAGES / p / "__init__.py").is_file()]
    if missing:
        pytest.skip(f"{PACKAGES}: no {', '.join(missing)}: run tests/gpu/pip_packages.py where cudagen is installed "
                    "and carry build/gpu-packages")
    # The compiled backends, for this Python: the two packages', and 13.0's driver and NVRTC, which
    # the scenarios use beside them (quick: one or two modules each).
    for build in ([PACKAGES / "pip_cublaslt" / "_build.py"], [PACKAGES / "pip_cupti" / "_build.py"],
                  [GENERATED / "cuda_13_0" / "_build.py", "_driver", "_nvrtc"]):
        done = subprocess.run([sys.executable, str(build[0]), "--quiet", *build[1:]], capture_output=True,
                              text=True, check=False)
        assert done.returncode == 0, done.stderr[-3000:]
    return PACKAGES


def run(packages: Path, backend: str, script: str) -> dict[str, Any]:
    # No CUDAGEN_LIB_<NAME>: a header's library is found where the wheels put it (nvidia/cu13/lib).
    env = {k: v for k, v in os.environ.items() if not k.startswith("CUDAGEN_")}
    env.update(CUDAGEN_BACKEND=backend, PYTHONPATH=os.pathsep.join([str(packages), str(GENERATED)]))
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=300,
                          check=False)
    lines = [line for line in done.stdout.splitlines() if line.startswith(MARK)]
    assert done.returncode == 0 and lines, f"exit {done.returncode}\n{done.stdout[-3000:]}\n{done.stderr[-5000:]}"
    result: dict[str, Any] = json.loads(lines[-1][len(MARK):])
    assert result["backend"] == backend, result
    return result


MATMUL = r"""
import json, struct
import numpy as np
from cuda_13_0 import driver as cu
from pip_cublaslt import cublasLt as lt

cu.cuInit(0)
dev = cu.cuDeviceGet(0)
ctx = cu.cuDevicePrimaryCtxRetain(dev)
cu.cuCtxSetCurrent(ctx)
rng = np.random.default_rng(7)
m, n, k = 96, 80, 64
A = np.asfortranarray(rng.standard_normal((m, k)).astype(np.float32))  # column-major, as cuBLAS
B = np.asfortranarray(rng.standard_normal((k, n)).astype(np.float32))
C = np.asfortranarray(rng.standard_normal((m, n)).astype(np.float32))
alpha, beta = 1.5, -0.25
dA, dB, dC, dD = (int(cu.cuMemAlloc(x.nbytes)) for x in (A, B, C, C))
for d, x in ((dA, A), (dB, B), (dC, C)):
    cu.cuMemcpyHtoD(d, x.tobytes(order="F"), x.nbytes)
handle = lt.cublasLtCreate()
desc = lt.cublasLtMatmulDescCreate(lt.CUBLAS_COMPUTE_32F, lt.CUDA_R_32F)
layouts = [lt.cublasLtMatrixLayoutCreate(lt.CUDA_R_32F, r, c, r) for r, c in ((m, k), (k, n), (m, n), (m, n))]
lt.cublasLtMatmul(handle, desc, struct.pack("f", alpha), dA, layouts[0], dB, layouts[1], struct.pack("f", beta),
                  dC, layouts[2], dD, layouts[3], None, 0, 0, 0)
cu.cuCtxSynchronize()
out = bytearray(C.nbytes)
cu.cuMemcpyDtoH(out, dD, len(out))
D = np.frombuffer(out, dtype=np.float32).reshape((m, n), order="F")
expected = alpha * (A.astype(np.float64) @ B) + beta * C
try:  # a 1-byte value for a 4-byte attribute: C answers CUBLAS_STATUS_INVALID_VALUE
    lt.cublasLtMatmulDescSetAttribute(desc, lt.CUBLASLT_MATMUL_DESC_TRANSA, b"\0", 1)
    error = None
except lt.CublasLtError as exc:
    error = [type(exc).__name__, exc.code, str(exc)]
for layout in layouts:
    lt.cublasLtMatrixLayoutDestroy(layout)
lt.cublasLtMatmulDescDestroy(desc)
lt.cublasLtDestroy(handle)
print("@@PIP-LIBRARY@@" + json.dumps({
    "backend": lt.BACKEND, "version": lt.cublasLtGetVersion(), "header_version": lt.HEADER_VERSION,
    "loaded_from": lt._f._library()._name,
    "max_error": float(np.max(np.abs(D - expected))), "scale": float(np.max(np.abs(expected))),
    "error": error, "invalid_text": lt.cublasLtGetStatusString(lt.CUBLAS_STATUS_INVALID_VALUE),
}))
"""


@pytest.mark.parametrize("backend", BACKENDS)
def test_cublaslt_matmul_from_the_pip_headers_agrees_with_numpy(packages: Path, backend: str) -> None:
    lib = _wheel_lib("cublasLt")
    if lib is None:
        pytest.skip("no nvidia-cublas wheel (nvidia/cu13/lib/libcublasLt.so.*) installed here")
    r = run(packages, backend, MATMUL)
    print(f"\ncublasLtMatmul ({backend}): 96x80x64 fp32, max |D - NumPy| {r['max_error']:.3g} of "
          f"{r['scale']:.3g}; cublasLtGetVersion {r['version']}; loaded {r['loaded_from']}")
    # fp32 GEMM of 64-term dot products: far within 1e-4 of the float64 reference's scale.
    assert r["max_error"] <= 1e-4 * r["scale"], r
    # The library's version (13.1.0: 130100); cublasLt.h itself defines no version macro (cuBLAS's
    # CUBLAS_VERSION is in cublas_api.h, cuBLAS's header), so the module has none.
    assert r["version"] // 10000 == 13 and r["header_version"] is None, r
    # Found without CUDAGEN_LIB_CUBLASLT: libcublasLt.so where the loader has one (a toolkit on
    # its path), else the wheel's nvidia/cu13/lib/libcublasLt.so.13 (test_discovery checks the order).
    assert Path(r["loaded_from"]).name.startswith("libcublasLt.so"), r
    # Errors raise, with the library's own text for the code (cublasLtGetStatusString, found by
    # its signature: the header says nothing of it).
    name, code, text = r["error"]
    assert name == "CublasStatusInvalidValue" and code == 7, r  # CUBLAS_STATUS_INVALID_VALUE
    assert r["invalid_text"] and r["invalid_text"] in text and "cublasLtMatmulDescSetAttribute" in text, r


ACTIVITY = r"""
import ctypes, json
from cuda_13_0 import driver as cu, nvrtc
from pip_cupti import cupti

cu.cuInit(0)
dev = cu.cuDeviceGet(0)
ctx = cu.cuDevicePrimaryCtxRetain(dev)
cu.cuCtxSetCurrent(ctx)
BUFFER = 1 << 20
buffers = {}  # address -> the ctypes buffer CUPTI fills (kept alive until it hands it back)
records = []

def requested(buffer, size, max_records):
    # void (*)(uint8_t **buffer, size_t *size, size_t *maxNumRecords): hand CUPTI 8-aligned memory
    memory = (ctypes.c_uint64 * (BUFFER // 8))()
    buffers[ctypes.addressof(memory)] = memory
    ctypes.c_void_p.from_address(buffer).value = ctypes.addressof(memory)
    size[0] = BUFFER
    max_records[0] = 0

def completed(context, stream_id, buffer, size, valid):
    address = ctypes.cast(buffer, ctypes.c_void_p).value
    record = 0
    while True:
        try:
            record = cupti.cuptiActivityGetNextRecord(address, valid, record)
        except cupti.CuptiErrorMaxLimitReached:
            break
        kind = ctypes.c_uint.from_address(record).value
        if kind == cupti.CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL:
            kernel = cupti.CUpti_ActivityKernel10.from_address(record)
            name = kernel.name  # const char *: bytes
            records.append({"name": name.decode() if name else None, "start": kernel.start, "end": kernel.end,
                            "grid": [kernel.gridX, kernel.gridY, kernel.gridZ],
                            "block": [kernel.blockX, kernel.blockY, kernel.blockZ]})
    buffers.pop(address, None)

cupti.cuptiActivityRegisterCallbacks(requested, completed)
cupti.cuptiActivityEnable(cupti.CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL)
source = b'extern "C" __global__ void cudagen_scale(float *x, float a, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) x[i] *= a; }'
prog = nvrtc.nvrtcCreateProgram(source, "scale.cu", None, None)
major = cu.cuDeviceGetAttribute(cu.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev)
minor = cu.cuDeviceGetAttribute(cu.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev)
nvrtc.nvrtcCompileProgram(prog, [f"--gpu-architecture=sm_{major}{minor}"])
module = cu.cuModuleLoadData(nvrtc.nvrtcGetCUBIN(prog))
function = cu.cuModuleGetFunction(module, "cudagen_scale")
n = 1 << 16
x = cu.cuMemAlloc(4 * n)
cu.cuMemsetD32(x, 0x3F800000, n)  # 1.0f
cu.cuLaunchKernel(function, n // 256, 1, 1, 256, 1, 1, 0, None, [int(x), ctypes.c_float(3.0), ctypes.c_int(n)], None)
cu.cuCtxSynchronize()
cupti.cuptiActivityFlushAll(0)
out = bytearray(4)
cu.cuMemcpyDtoH(out, x, 4)
cupti.cuptiActivityDisable(cupti.CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL)
print("@@PIP-LIBRARY@@" + json.dumps({
    "backend": cupti.BACKEND, "records": records, "first": ctypes.c_float.from_buffer(out).value,
    "dropped": cupti.cuptiActivityGetNumDroppedRecords(ctx, 0), "version": cupti.cuptiGetVersion(),
    "result_text": cupti.cuptiGetResultString(cupti.CUPTI_ERROR_MAX_LIMIT_REACHED),
    "loaded_from": cupti._f._library()._name,
}))
"""


@pytest.mark.parametrize("backend", BACKENDS)
def test_cupti_activity_records_the_kernel_from_the_pip_headers(packages: Path, backend: str) -> None:
    lib = _wheel_lib("cupti")
    if lib is None:
        pytest.skip("no nvidia-cuda-cupti wheel (nvidia/cu13/lib/libcupti.so.*) installed here")
    r = run(packages, backend, ACTIVITY)
    assert r["first"] == 3.0, r  # the kernel ran: 1.0 * 3
    kernels = [k for k in r["records"] if k["name"] == "cudagen_scale"]
    assert len(kernels) == 1, r["records"]
    (k,) = kernels
    print(f"\ncuPTI ({backend}): {len(r['records'])} kernel record(s); cudagen_scale ran "
          f"{k['end'] - k['start']} ns; cuptiGetVersion {r['version']}; loaded {r['loaded_from']}")
    assert k["grid"] == [(1 << 16) // 256, 1, 1] and k["block"] == [256, 1, 1], k
    assert 0 < k["start"] < k["end"], k  # GPU timestamps, in ns
    assert r["dropped"] == 0 and r["version"] > 0, r
    assert "CUPTI_ERROR_MAX_LIMIT_REACHED" in r["result_text"] or "limit" in r["result_text"].lower(), r
