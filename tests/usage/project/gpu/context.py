"""Contexts, graphs and memory advice through the driver API."""

import cuda_12_9.driver as cu


def make_context(ordinal: int = 0) -> int:
    cu.cuInit(0)
    dev = cu.cuDeviceGet(ordinal)
    ctx = cu.cuCtxCreate(0, dev)  # BREAKS: 13.0 adds ctxCreateParams
    return ctx


def make_context_by_keyword(dev: int) -> int:
    return cu.cuCtxCreate(flags=0, dev=dev)  # BREAKS: ctxCreateParams is missing


def dependencies(node: int) -> int:
    deps = cu.cuGraphNodeGetDependencies(node)  # BREAKS: returns (dependencies, edgeData) now
    return len(deps)


def advise(ptr: int, size: int, dev: int) -> None:
    advice = cu.CUmem_advise.CU_MEM_ADVISE_SET_READ_MOSTLY
    cu.cuMemAdvise(ptr, size, advice, device=dev)  # BREAKS: device= is location=, a CUmemLocation


def capability(dev: int) -> tuple[int, int]:
    return cu.cuDeviceComputeCapability(dev)  # DEPRECATED: use cuDeviceGetAttribute


def overlap_attribute() -> int:
    return cu.CUdevice_attribute.CU_DEVICE_ATTRIBUTE_GPU_OVERLAP  # DEPRECATED: ASYNC_ENGINE_COUNT


def fine(dev: int) -> tuple[object, ...]:
    cu.cuCtxSynchronize()
    name = cu.cuDeviceGetName(dev)
    free, total = cu.cuMemGetInfo()
    cu.cuGraphNodeGetDependencies(0)  # the value is not used: its new shape does not matter
    attribute = cu.CUdevice_attribute.CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT
    return cu.CUresult.CUDA_SUCCESS, name, free, total, attribute
