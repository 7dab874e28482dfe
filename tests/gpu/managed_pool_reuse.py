"""Shows MANAGED_POOL_REUSE (tests/gpu/test_core_gpu.py) on the GPU machine, with driver calls
alone and with cuda.core:

    python3 tests/gpu/managed_pool_reuse.py

For each managed memory pool (cuMemGetMemPool, CU_MEM_ALLOCATION_TYPE_MANAGED, located on
device 0, nowhere (NONE: the default ManagedMemoryResource() of cuda.core and ours) and on the
host): 256 bytes are allocated, set to 4 on the device (cuMemsetD8Async), read on the host and
freed; 4 KiB are allocated again (the same address), the host writes 41 into them and a kernel
adds one. Prints, per pool, whether the kernel saw the host's 41s. Seen 2026-11-26 (H100,
driver 580.159.04): the NONE pool's kernel sees 0x04040404 (the old contents), the others 41.
"""

from __future__ import annotations

import ctypes
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "generated"))
from cuda_13_0 import core
from cuda_13_0 import driver as cu

SOURCE = 'extern "C" __global__ void add_one(int *a, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; ' \
         "if (i < n) a[i] += 1; }"
N = 1024


def ints(address: int, count: int) -> np.ndarray:
    return np.ctypeslib.as_array((ctypes.c_int32 * count).from_address(address))


def main() -> None:
    dev = core.Device(0)
    dev.set_current()
    arch = "sm_{}{}".format(*dev.compute_capability)
    kernel = core.Program(SOURCE, "c++", core.ProgramOptions(arch=arch)).compile("cubin").get_kernel("add_one")
    stream = dev.create_stream()
    s = stream.handle
    print(f"{dev.name}, driver {cu.cuDriverGetVersion()}")
    for name, kind in (("device 0", cu.CU_MEM_LOCATION_TYPE_DEVICE), ("none", cu.CU_MEM_LOCATION_TYPE_NONE),
                       ("host", cu.CU_MEM_LOCATION_TYPE_HOST)):
        try:
            pool = cu.cuMemGetMemPool(cu.CUmemLocation(type=kind, id=0), cu.CU_MEM_ALLOCATION_TYPE_MANAGED)
        except core.CUDAError as exc:
            print(f"{name} pool: {exc}")
            continue
        first = int(cu.cuMemAllocFromPoolAsync(256, pool, s))
        cu.cuMemsetD8Async(first, 4, 256, s)
        cu.cuStreamSynchronize(s)
        assert (ints(first, 64) == 0x04040404).all()
        cu.cuMemFreeAsync(first, s)
        again = int(cu.cuMemAllocFromPoolAsync(4 * N, pool, s))
        cu.cuStreamSynchronize(s)
        ints(again, N)[:] = 41
        core.launch(stream, core.LaunchConfig(grid=N // 256, block=256), kernel,
                    core.Buffer.from_handle(again, 4 * N), N)
        cu.cuStreamSynchronize(s)
        seen = ints(again, N)
        print(f"{name} pool: same address {again == first}, host writes kept {(seen == 42).all()}, "
              f"kernel saw {seen[0] - 1:#x} first")
        cu.cuMemFreeAsync(again, s)
        cu.cuStreamSynchronize(s)
    try:
        import cuda.core as cc
    except ImportError:
        return
    d = cc.Device(0)
    d.set_current()
    st = d.create_stream()
    k = cc.Program(SOURCE, code_type="c++", options=cc.ProgramOptions(arch=arch)).compile("cubin").get_kernel("add_one")
    mr = cc.ManagedMemoryResource()
    a = mr.allocate(256, stream=st)
    a.fill(4, stream=st)
    st.sync()
    first = int(a.handle)
    assert (ints(first, 64) == 0x04040404).all()
    a.close(st)
    b = mr.allocate(4 * N, stream=st)
    st.sync()
    ints(int(b.handle), N)[:] = 41
    cc.launch(st, cc.LaunchConfig(grid=N // 256, block=256), k, b, np.int32(N))
    st.sync()
    seen = ints(int(b.handle), N)
    print(f"cuda.core {cc.__version__} ManagedMemoryResource(): same address {int(b.handle) == first}, "
          f"host writes kept {(seen == 42).all()}, kernel saw {seen[0] - 1:#x} first")


if __name__ == "__main__":
    main()
