"""Device properties through the runtime API."""

from cuda_12_9 import runtime as rt


def clock_khz(device: int) -> int:
    prop = rt.cudaGetDeviceProperties(device)
    return prop.clockRate  # BREAKS: cudaDeviceProp.clockRate is gone


def describe(prop: rt.cudaDeviceProp) -> str:
    return f"{prop.name!r} overlap={prop.deviceOverlap}"  # BREAKS: gone; use asyncEngineCount


def template() -> object:
    return rt.cudaDeviceProp(major=9, memoryClockRate=0)  # BREAKS: memoryClockRate is gone


def entry_point() -> int:
    pointer, status = rt.cudaGetDriverEntryPoint("cuInit", 0)  # DEPRECATED: new in 13.0
    return pointer


def fine(device: int) -> tuple[int, int]:
    prop = rt.cudaGetDeviceProperties(device)
    return prop.totalGlobalMem, prop.multiProcessorCount
