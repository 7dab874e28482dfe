"""Virtual memory, written for cuda.core: a VirtualMemoryResource reserves an address range and
maps physical memory into it (cuMemCreate, cuMemMap); modify_allocation grows the buffer, the
data already written staying where it was. A kernel writes each part; NumPy checks the whole.

    python examples/virtual_memory.py
    CUDAGEN_EXAMPLE_CORE=cuda.core python examples/virtual_memory.py   # the same on cuda.core
"""

import numpy as np
from _path import core

SOURCE = r"""
extern "C" __global__ void iota(int *p, int offset, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[offset + i] = offset + i;
}
"""


def write(stream, kernel, buffer, offset: int, count: int) -> None:
    """p[offset + i] = offset + i for i < count."""
    config = core.LaunchConfig(grid=(count + 255) // 256, block=256)
    core.launch(stream, config, kernel, buffer, np.int32(offset), np.int32(count))


def main(first: int = 1 << 18, total: int = 3 << 18) -> None:
    dev = core.Device(0)
    dev.set_current()
    if not dev.properties.virtual_memory_management_supported:
        print("skipped: no virtual memory management on this device")
        return
    stream = dev.create_stream()
    options = core.ProgramOptions(arch=f"sm_{dev.arch}")
    kernel = core.Program(SOURCE, code_type="c++", options=options).compile("cubin").get_kernel("iota")

    vmr = core.VirtualMemoryResource(dev, core.VirtualMemoryResourceOptions(
        allocation_type="pinned", location_type="device", granularity="recommended"))
    print(f"virtual memory resource: device accessible {vmr.is_device_accessible}, "
          f"host accessible {vmr.is_host_accessible}")
    buf = vmr.allocate(4 * first, stream=stream)
    print(f"allocated at least {4 * first} bytes: {buf.size >= 4 * first}")
    write(stream, kernel, buf, 0, first)
    stream.sync()

    grown = vmr.modify_allocation(buf, 4 * total)
    print(f"grown to at least {4 * total} bytes: {grown.size >= 4 * total}")
    write(stream, kernel, grown, first, total - first)  # only the new part

    host = core.LegacyPinnedMemoryResource().allocate(grown.size)  # copies take equal sizes
    host.copy_from(grown, stream=stream)
    stream.sync()
    got = np.from_dlpack(host).view(np.int32)[:total]
    np.testing.assert_array_equal(got, np.arange(total, dtype=np.int32))
    print(f"old part kept, new part written: {got[first - 2:first + 2].tolist()}, sum {int(got.sum(dtype=np.int64))}")
    grown.close()
    host.close()
    print("virtual memory grown with modify_allocation: correct")


if __name__ == "__main__":
    main()
