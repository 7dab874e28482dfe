"""Mistakes the driver stubs must catch: `mypy --strict` reports exactly the errors marked `# E: <code>`.

Shows that sample_driver.py passes because the stubs are precise, not because they say Any.
Checked by tests/test_typing.py; never run.
"""

from __future__ import annotations

from cuda_13_0 import driver


def misuse() -> None:
    stream: driver.CUstream = driver.cuMemAlloc(16)  # E: assignment
    count: str = driver.cuDeviceGetCount()  # E: assignment
    name: int = driver.cuDeviceGetName(0)  # E: assignment
    free: str = driver.cuMemGetInfo()[0]  # E: assignment
    dptr, size, extra = driver.cuModuleGetGlobal(1, "x")  # E: misc
    nothing = driver.cuInit(0)  # E: func-returns-value
    driver.cuMemAlloc("16")  # E: arg-type
    driver.cuDeviceGetName()  # E: call-arg
    driver.cuDeviceGetNmae(0)  # E: attr-defined
    driver.cuModuleGetGlobal(1, 5)  # E: arg-type
    driver.cuDeviceGetAttribute("CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK", 0)  # E: arg-type
    driver.cuLaunchHostFunc(None, 42, None)  # E: arg-type
    driver.cuStreamSynchronize("stream")  # E: arg-type
    missing = driver.CUresult.CUDA_ERROR_NOT_A_THING  # E: attr-defined
    if driver.cuStreamQuery(stream) == "ready":  # E: comparison-overlap
        pass
    try:
        driver.cuCtxSynchronize()
    except driver.CUDADriverError as e:
        e.code.upper()  # E: attr-defined
    print(count, name, free, dptr, size, extra, nothing, missing)
