"""What the libraries added with the library table need of the generator, against small fake
libraries compiled from the vendored headers, on both backends of the generated 13.0 package:

- NVML: the size query of a list whose first call answers NVML_ERROR_INSUFFICIENT_SIZE
  (query_answers), the version NVML checks in a versioned struct (nvmlMemory_v2_t: sizeof | 2
  << 24) filled in by the binding, a struct C reads one field of and writes another
  (nvmlTemperature_t, struct_query: the sensor is the argument, the reading returned), a list of structs C reads and fills (nvmlDeviceGetFieldValues),
  and NVML's own error text;
- cuFile: a status that is a field of the struct every function returns (CUfileError_t.err);
- cuSOLVER: a small struct of floats passed by value (cuComplex mu0), which the compiled
  backend passes in vector registers as C does.

Each fake checks what it is given and answers from it, so a wrong pass shows as a wrong value.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # fake libraries built with gcc

REPO = Path(__file__).resolve().parents[1]
HEADERS = REPO / "headers" / "13.0"

FAKE_NVML = r"""
#include <stdio.h>
#include <string.h>
#include "nvml.h"
nvmlReturn_t nvmlInit_v2(void) { return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetHandleByIndex_v2(unsigned int i, nvmlDevice_t *d) {
    *d = (nvmlDevice_t)(unsigned long)(0x1000 + i);
    return NVML_SUCCESS;
}
/* Three pids: asked with a count below that, the count and INSUFFICIENT_SIZE, as NVML. */
nvmlReturn_t nvmlDeviceGetAccountingPids(nvmlDevice_t d, unsigned int *count, unsigned int *pids) {
    if (!count) return NVML_ERROR_INVALID_ARGUMENT;
    if (*count < 3) { *count = 3; return NVML_ERROR_INSUFFICIENT_SIZE; }
    pids[0] = 11; pids[1] = 22; pids[2] = (unsigned int)(unsigned long)d;
    *count = 3;
    return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetMemoryInfo_v2(nvmlDevice_t d, nvmlMemory_v2_t *m) {
    if (m->version != nvmlMemory_v2) return NVML_ERROR_ARGUMENT_VERSION_MISMATCH;
    m->total = 1000; m->reserved = 10; m->free = 600; m->used = 390;
    return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetTemperatureV(nvmlDevice_t d, nvmlTemperature_t *t) {
    if (t->version != nvmlTemperature_v1) return NVML_ERROR_ARGUMENT_VERSION_MISMATCH;
    t->temperature = 40 + (int)t->sensorType;
    return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetFieldValues(nvmlDevice_t d, int n, nvmlFieldValue_t *values) {
    for (int i = 0; i < n; i++) {
        values[i].nvmlReturn = NVML_SUCCESS;
        values[i].valueType = NVML_VALUE_TYPE_UNSIGNED_INT;
        values[i].value.uiVal = values[i].fieldId * 10 + values[i].scopeId;
    }
    return NVML_SUCCESS;
}
const char *nvmlErrorString(nvmlReturn_t r) { return r == NVML_ERROR_NOT_SUPPORTED ? "fake: not supported" : "fake"; }
nvmlReturn_t nvmlDeviceGetPowerUsage(nvmlDevice_t d, unsigned int *power) { return NVML_ERROR_NOT_SUPPORTED; }
/* For the object layer's `system` (cuda.core's), built on these. */
nvmlReturn_t nvmlShutdown(void) { return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetCount_v2(unsigned int *n) { *n = 3; return NVML_SUCCESS; }
nvmlReturn_t nvmlSystemGetDriverVersion(char *v, unsigned int n) { snprintf(v, n, "580.159.04"); return NVML_SUCCESS; }
nvmlReturn_t nvmlSystemGetNVMLVersion(char *v, unsigned int n) { snprintf(v, n, "13.580.159.04"); return NVML_SUCCESS; }
nvmlReturn_t nvmlSystemGetCudaDriverVersion_v2(int *v) { *v = 13020; return NVML_SUCCESS; }
nvmlReturn_t nvmlSystemGetDriverBranch(nvmlSystemDriverBranchInfo_t *b, unsigned int n) {
    if (b->version != nvmlSystemDriverBranchInfo_v1) return NVML_ERROR_ARGUMENT_VERSION_MISMATCH;
    if (n != sizeof b->branch) return NVML_ERROR_INVALID_ARGUMENT;  /* the field's size, never more */
    snprintf(b->branch, n, "r580_00"); return NVML_SUCCESS;
}
nvmlReturn_t nvmlSystemGetProcessName(unsigned int pid, char *name, unsigned int n) {
    if (pid == 0) return NVML_ERROR_INVALID_ARGUMENT;
    snprintf(name, n, "proc%u", pid); return NVML_SUCCESS;
}
/* Output arrays the caller sizes (word i: i + 1 << 8 * i), text into a buffer of the header's size. */
nvmlReturn_t nvmlDeviceGetCpuAffinity(nvmlDevice_t d, unsigned int n, unsigned long *set) {
    for (unsigned int i = 0; i < n; i++) set[i] = (i + 1UL) << (8 * i);
    return n ? NVML_SUCCESS : NVML_ERROR_INVALID_ARGUMENT;
}
nvmlReturn_t nvmlDeviceGetMemoryAffinity(nvmlDevice_t d, unsigned int n, unsigned long *set, nvmlAffinityScope_t s) {
    for (unsigned int i = 0; i < n; i++) set[i] = 100 * s + i;
    return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetGspFirmwareVersion(nvmlDevice_t d, char *version) {
    memset(version, 'x', NVML_GSP_FIRMWARE_VERSION_BUF_SIZE);  /* NVML may write the whole buffer */
    snprintf(version, NVML_GSP_FIRMWARE_VERSION_BUF_SIZE, "580.159.04"); return NVML_SUCCESS;
}
"""

FAKE_CUFILE = r"""
#include <errno.h>
#include "cufile.h"
static int opened;
CUfileError_t cuFileDriverOpen(void) { CUfileError_t e = {CU_FILE_SUCCESS, CUDA_SUCCESS}; opened = 1; return e; }
CUfileError_t cuFileDriverClose(void) {  /* cuFileDriverClose_v2: cufile.h renames it */
    CUfileError_t e = {opened ? CU_FILE_SUCCESS : CU_FILE_DRIVER_NOT_INITIALIZED, CUDA_SUCCESS};
    opened = 0;
    return e;
}
/* size bytes, -1 with errno, or -CUfileOpError, as the size asks. */
ssize_t cuFileRead(CUfileHandle_t fh, void *buf, size_t size, off_t off, off_t buf_off) {
    if (size == 1) { errno = ENOENT; return -1; }
    if (size == 2) return -CU_FILE_IO_ERROR;
    return (ssize_t)size;
}
"""

FAKE_CUSOLVER = r"""
#include "cusolverSp.h"
/* mu = 2 * mu0 + x0[0]: what the by-value mu0 and the pointers carry. */
cusolverStatus_t cusolverSpCcsreigvsi(cusolverSpHandle_t h, int m, int nnz, const cusparseMatDescr_t d,
        const cuComplex *val, const int *rows, const int *cols, cuComplex mu0, const cuComplex *x0,
        int maxite, float eps, cuComplex *mu, cuComplex *x) {
    mu->x = 2 * mu0.x + x0->x; mu->y = 2 * mu0.y + x0->y;
    return maxite == 7 && eps == 0.5f ? CUSOLVER_STATUS_SUCCESS : CUSOLVER_STATUS_INVALID_VALUE;
}
"""

SCRIPT = r"""
import ctypes, json, sys, warnings
warnings.simplefilter("ignore", DeprecationWarning)
from cuda_13_0 import cufile, cusolver, nvml
out = {"backends": [nvml.BACKEND, cufile.BACKEND, cusolver.BACKEND],
       "compiled": [type(f).__name__ for f in (nvml.nvmlDeviceGetAccountingPids, nvml.nvmlDeviceGetMemoryInfo_v2,
                    nvml.nvmlDeviceGetTemperatureV, nvml.nvmlDeviceGetFieldValues, cufile.cuFileDriverOpen,
                    cusolver.cusolverSpCcsreigvsi)]}
nvml.nvmlInit()
dev = nvml.nvmlDeviceGetHandleByIndex(2)
out["pids"] = nvml.nvmlDeviceGetAccountingPids(dev)
m = nvml.nvmlDeviceGetMemoryInfo_v2(dev)
out["memory"] = [m.version, m.total, m.reserved, m.free, m.used]
out["temperature"] = [nvml.nvmlDeviceGetTemperatureV(dev, 0), nvml.nvmlDeviceGetTemperatureV(dev, sensorType=2)]
fields = [nvml.nvmlFieldValue_t(fieldId=f, scopeId=s) for f, s in ((7, 1), (9, 2))]
values = nvml.nvmlDeviceGetFieldValues(dev, fields)
out["fields"] = [[v.fieldId, v.value.uiVal, int(v.nvmlReturn)] for v in values]
try:
    nvml.nvmlDeviceGetPowerUsage(dev)
except nvml.NVMLError as exc:
    out["nvml_error"] = [type(exc).__name__, exc.code, exc.message]
out["cufile_open"] = cufile.cuFileDriverOpen()
out["cufile_close"] = cufile.cuFileDriverClose()
try:
    cufile.cuFileDriverClose()
except cufile.CuFileError as exc:
    out["cufile_error"] = [type(exc).__name__, exc.code, exc.name]
out["cufile_read"] = [cufile.cuFileRead(0, 0, 4096, 0, 0)]
for size in (1, 2):
    try:
        cufile.cuFileRead(0, 0, size, 0, 0)
    except (OSError, cufile.CuFileError) as exc:
        out["cufile_read"].append([type(exc).__name__, getattr(exc, "errno", None) or exc.code])
out["affinity"] = [nvml.nvmlDeviceGetCpuAffinity(dev, 3), nvml.nvmlDeviceGetMemoryAffinity(dev, 2, 1)]
out["gsp"] = nvml.nvmlDeviceGetGspFirmwareVersion(dev)
from cuda_13_0.core import system
out["system"] = [system.get_num_devices(), system.get_user_mode_driver_version(),
                 system.get_kernel_mode_driver_version(), system.get_nvml_version(), system.get_driver_branch(),
                 system.get_process_name(42), system.CUDA_BINDINGS_NVML_IS_COMPATIBLE]
try:
    system.get_process_name(0)
except system.InvalidArgumentError as exc:
    out["system_error"] = [type(exc).__name__, isinstance(exc, system.NvmlError), exc.code]
x0 = cusolver.cuComplex(x=0.25, y=-1.0)
mu = cusolver.cuComplex()
cusolver.cusolverSpCcsreigvsi(1, 4, 4, 0, 0, 0, 0, cusolver.cuComplex(x=1.5, y=3.0), ctypes.addressof(x0), 7, 0.5,
                              ctypes.addressof(mu), 0)
out["mu"] = [mu.x, mu.y]
print(json.dumps(out))
"""


def _fake(tmp: Path, name: str, source: str) -> Path:
    compiler = os.environ.get("CC", "gcc")
    if shutil.which(compiler) is None:
        pytest.skip("no C compiler")
    c_file = tmp / f"fake_{name}.c"
    c_file.write_text(textwrap.dedent(source))
    lib = tmp / f"lib{name}_fake.so"
    subprocess.run([compiler, "-shared", "-fPIC", "-w", "-o", str(lib), "-I", str(HEADERS),
                    "-I", str(REPO / "generator/cudagen/frontend/include/cuda_c"), str(c_file)],
                   check=True, capture_output=True, text=True)
    return lib


@pytest.fixture(scope="module")
def fakes(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    tmp = tmp_path_factory.mktemp("fakes")
    return {"CUDAGEN_LIB_NVIDIA_ML": str(_fake(tmp, "nvml", FAKE_NVML)),
            "CUDAGEN_LIB_CUFILE": str(_fake(tmp, "cufile", FAKE_CUFILE)),
            "CUDAGEN_LIB_CUSOLVER": str(_fake(tmp, "cusolver", FAKE_CUSOLVER))}


@pytest.mark.parametrize("backend", ["python", "compiled"])
def test_the_new_libraries_conventions_on_both_backends(backend: str, package_copy: Path,
                                                        fakes: dict[str, str]) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("CUDAGEN_")}
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=120, check=False,
                          env={**env, **fakes, "PYTHONPATH": str(package_copy), "CUDAGEN_BACKEND": backend})
    assert done.returncode == 0, done.stderr[-3000:]
    r = json.loads(done.stdout.strip().splitlines()[-1])
    assert r["backends"] == [backend] * 3
    kind = "builtin_function_or_method" if backend == "compiled" else "function"
    assert r["compiled"] == [kind] * 6
    assert r["pids"] == [11, 22, 0x1002]  # asked (INSUFFICIENT_SIZE, 3), then filled
    version = 40 | (2 << 24)  # sizeof(nvmlMemory_v2_t) | 2 << 24: the fake refuses any other
    assert r["memory"] == [version, 1000, 10, 600, 390]
    assert r["temperature"] == [40, 42]  # the sensor went in (and the version: the fake checks it), the reading came back
    assert r["fields"] == [[7, 71, 0], [9, 92, 0]]
    assert r["nvml_error"] == ["NvmlErrorNotSupported", 3, "fake: not supported"]
    assert r["cufile_open"] is None and r["cufile_close"] is None
    assert r["cufile_error"] == ["CuFileDriverNotInitialized", 5001, "CU_FILE_DRIVER_NOT_INITIALIZED"]
    # cuFileRead's count returned; -1 raised from errno, -code as that code's CuFileError
    assert r["cufile_read"] == [4096, ["FileNotFoundError", 2], ["CuFileIoError", 5044]]
    # count + returned array (the caller gives the count), text into a buffer of the header's size
    assert r["affinity"] == [[1, 2 << 8, 3 << 16], [100, 101]]
    assert r["gsp"] == "580.159.04"
    assert r["mu"] == [3.25, 5.0]  # 2 * (1.5 + 3i) + (0.25 - 1i)
    # core.system (cuda.core's names) on NVML: what the fake says, and its errors as cuda.core's
    assert r["system"] == [3, [13, 2], [580, 159, 4], [13, 580, 159, 4], "r580_00", "proc42", True]
    assert r["system_error"] == ["NvmlErrorInvalidArgument", True, 2]
