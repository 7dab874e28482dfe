"""Hand Buffers to CuPy and PyTorch without a copy (DLPack, CUDA Array Interface), take their
arrays back with from_array, and share a stream through __cuda_stream__. Skips a library that
is not installed.

    python examples/interop.py
"""

import _path  # noqa: F401 - generated/ on sys.path when run from a checkout
from cuda_13_0.core import Device, from_array


def main(n: int = 256) -> None:
    dev = Device(0)
    dev.set_current()
    stream = dev.create_stream()
    buf = dev.allocate(n, stream)
    buf.fill(7, stream=stream)
    stream.sync()
    try:
        import cupy as cp
    except ImportError:
        print("CuPy: not installed, skipped")
    else:
        seen = cp.asarray(buf)  # __cuda_array_interface__: uint8, n bytes, no copy
        assert int(seen.sum()) == 7 * n
        via_dlpack = cp.from_dlpack(buf)
        via_dlpack[0] = 100
        assert cp.asnumpy(seen)[0] == 100  # the same memory
        back = from_array(cp.arange(n, dtype=cp.uint8))
        assert back.size == n
        print("CuPy: Buffer -> CuPy (CAI, DLPack) and back: correct")
    try:
        import torch
    except ImportError:
        print("PyTorch: not installed, skipped")
    else:
        tensor = torch.from_dlpack(buf)
        assert tensor.device.type == "cuda" and int(tensor[1]) == 7
        tensor[1] = 9
        theirs = torch.arange(n, dtype=torch.uint8, device="cuda")
        wrapped = from_array(theirs)
        assert wrapped.handle == theirs.data_ptr() and wrapped.size == n
        print("PyTorch: Buffer -> torch (DLPack) and back: correct")


if __name__ == "__main__":
    main()
