"""Code from older CUDA days, importing names directly."""

from cuda_12_9.runtime import *  # noqa: F403
from cuda_12_9.runtime import cudaDeviceSynchronize, cudaThreadSynchronize  # BREAKS: cudaThreadSynchronize


def sync() -> None:
    cudaThreadSynchronize()  # BREAKS: gone; use cudaDeviceSynchronize
    cudaDeviceSynchronize()


def copy_attributes(src: int, dst: int) -> None:
    cudaGraphKernelNodeCopyAttributes(src, dst)  # noqa: F405  BREAKS: now (hDst, hSrc)
    cudaGraphKernelNodeCopyAttributes(hSrc=src, hDst=dst)  # noqa: F405  fine: by keyword


def multi_device_attribute() -> int:
    return cudaDevAttrCooperativeMultiDeviceLaunch  # noqa: F405  BREAKS: gone in 13.0
