"""A realistic program against the generated driver stubs; must pass `mypy --strict` unchanged.

tests/test_typing.py type-checks it with generated/ on MYPYPATH, so `from cuda_13_0 import driver`
resolves to generated/cuda_13_0/driver.pyi. It is never run (it needs a GPU).
"""

from __future__ import annotations

import array
import ctypes
from dataclasses import dataclass

from cuda_13_0 import driver
from cuda_13_0.driver import CUDADriverError, CUresult


@dataclass(frozen=True)
class DeviceInfo:
    ordinal: int
    handle: driver.CUdevice
    name: str
    total_memory: int
    compute_capability: tuple[int, int]
    multiprocessors: int


def describe(ordinal: int) -> DeviceInfo:
    dev = driver.cuDeviceGet(ordinal)
    major = driver.cuDeviceGetAttribute(
        driver.CUdevice_attribute.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev
    )
    minor = driver.cuDeviceGetAttribute(driver.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev)
    sms = driver.cuDeviceGetAttribute(driver.CUdevice_attribute.CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev)
    return DeviceInfo(
        ordinal=ordinal,
        handle=dev,
        name=driver.cuDeviceGetName(dev),
        total_memory=driver.cuDeviceTotalMem(dev),
        compute_capability=(major, minor),
        multiprocessors=sms,
    )


class DeviceBuffer:
    """Owns one device allocation."""

    def __init__(self, nbytes: int) -> None:
        self.nbytes = nbytes
        self.ptr: driver.CUdeviceptr | None = driver.cuMemAlloc(nbytes)

    def upload(self, data: bytes | bytearray | memoryview | array.array[int]) -> None:
        assert self.ptr is not None
        driver.cuMemcpyHtoD(self.ptr, data, memoryview(data).nbytes)

    def download(self) -> bytearray:
        assert self.ptr is not None
        out = bytearray(self.nbytes)
        driver.cuMemcpyDtoH(out, self.ptr, self.nbytes)
        return out

    def free(self) -> None:
        if self.ptr is not None:
            driver.cuMemFree(self.ptr)
            self.ptr = None


def wait(stream: driver.CUstream) -> int:
    """Polls a stream: CUDA_ERROR_NOT_READY is an answer, not an exception."""
    polls = 1
    while driver.cuStreamQuery(stream) == CUresult.CUDA_ERROR_NOT_READY:
        polls += 1
    return polls


class ForeignStream:
    """Another library's stream, as cuda.core's: the __cuda_stream__ protocol."""

    def __init__(self, handle: int) -> None:
        self.handle_value = handle

    def __cuda_stream__(self) -> tuple[int, int]:
        return (0, self.handle_value)


class ForeignArray:
    """Another library's device array, as CuPy's: the CUDA Array Interface."""

    def __init__(self, address: int, nbytes: int) -> None:
        self.address, self.nbytes = address, nbytes

    @property
    def __cuda_array_interface__(self) -> dict[str, object]:
        return {"shape": (self.nbytes,), "typestr": "|u1", "data": (self.address, False), "version": 3}


def upload_on(stream: ForeignStream, target: ForeignArray, data: bytes) -> None:
    """Other libraries' objects go where handles and device pointers do."""
    driver.cuMemcpyHtoDAsync(target, data, len(data), stream)
    driver.cuStreamSynchronize(stream)


def try_device(ordinal: int) -> driver.CUdevice | None:
    try:
        return driver.cuDeviceGet(ordinal)
    except driver.CudaErrorInvalidDevice:
        return None
    except CUDADriverError as e:
        code: int = e.code
        name: str = e.name
        message: str = e.message
        function: str = e.function
        raise RuntimeError(f"{function} failed: {name} ({code}): {message}") from e


def main() -> int:
    try:
        driver.cuInit(0)
    except driver.DriverNotFoundError as e:
        print(f"no CUDA driver: {e}")
        return 1
    except driver.CUDAError as e:
        print(f"cuInit failed: {e}")
        return 1
    version = driver.cuDriverGetVersion()
    print(f"driver supports CUDA {version // 1000}.{version % 1000 // 10}; bindings: {driver.CUDA_RELEASE}")

    devices = [describe(i) for i in range(driver.cuDeviceGetCount())]
    for d in devices:
        cc = ".".join(map(str, d.compute_capability))
        print(f"{d.ordinal}: {d.name}, sm_{cc}, {d.multiprocessors} SMs, {d.total_memory >> 20} MiB")
    if try_device(len(devices)) is not None:
        return 1

    ctx: driver.CUcontext = driver.cuDevicePrimaryCtxRetain(devices[0].handle)
    driver.cuCtxSetCurrent(ctx)
    assert driver.cuCtxGetCurrent() == ctx
    try:
        free, total = driver.cuMemGetInfo()
        print(f"{free} of {total} bytes free")

        stream = driver.cuStreamCreate(driver.CU_STREAM_NON_BLOCKING)
        start = driver.cuEventCreate(driver.CUevent_flags.CU_EVENT_DEFAULT)
        end = driver.cuEventCreate(0)
        buf = DeviceBuffer(4096)
        try:
            driver.cuEventRecord(start, stream)
            buf.upload(array.array("I", range(1024)))
            driver.cuMemsetD8(buf.ptr or 0, 0, 16)
            host_done: list[int | None] = []
            driver.cuLaunchHostFunc(stream, host_done.append, None)
            driver.cuEventRecord(end, stream)
            wait(stream)
            driver.cuEventSynchronize(end)
            elapsed: float = driver.cuEventElapsedTime(start, end)
            data = buf.download()
            print(f"{len(data)} bytes back in {elapsed:.3f} ms; host function ran: {bool(host_done)}")
            raw = (ctypes.c_uint32 * 1024)()
            assert buf.ptr is not None
            driver.cuMemcpyDtoH(raw, buf.ptr, ctypes.sizeof(raw))
        finally:
            buf.free()
            for event in (start, end):
                driver.cuEventDestroy(event)
            driver.cuStreamDestroy(stream)
    except CUDADriverError as e:
        print(f"{e.function}: {e.name} ({e.code}): {e.message}")
        return 2
    finally:
        driver.cuDevicePrimaryCtxRelease(devices[0].handle)

    status: CUresult = CUresult(0)
    print(status.name, driver.cuGetErrorString(CUresult.CUDA_ERROR_INVALID_VALUE))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
