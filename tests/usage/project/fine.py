"""Code the upgrade to 13.0 does not break: nothing may be reported for this file."""

import cuda_12_9.driver as cu
import other_library.driver as driver  # not the vendored package
from cuda_12_9 import runtime as rt


def shadowed(cu: object) -> object:  # a parameter, not the module
    return cu.cuCtxCreate(0, 1)


def local() -> object:
    rt = Runtime()  # a local, not the module
    return rt.cudaThreadSynchronize()


class Clock:
    clockRate = 3

    def rate(self) -> int:
        cu = Clock()  # noqa: F841  a local of the method
        return self.clockRate


def unknown(prop: object) -> object:
    return prop.clockRate  # of no known type


def other_library(dev: int) -> None:
    driver.cuCtxCreate(0, dev)


def reassigned() -> object:
    api = cu
    api = None  # bound twice, to different things: left alone
    return api.cuCtxCreate(0, 1)


def ok(dev: int, node: int) -> object:
    cu.cuCtxSynchronize()
    a, b = cu.cuMemGetInfo()
    create = cu.cuCtxCreate  # named, not called: nothing to check
    cu.cuMemcpyBatchAsync  # noqa: B018
    keep = [cu.cuDeviceGet(i) for i in range(2)]
    return rt.cudaDeviceSynchronize(), a, b, create, keep


class Runtime:
    def cudaThreadSynchronize(self) -> None:
        pass
