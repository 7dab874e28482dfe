"""Memory resources and pools, written for cuda.core: a device pool of its own (with options), a
pinned-host pool, legacy pinned memory and managed memory prefetched to the device and back.
A kernel writes each kind of memory; NumPy checks what comes back.

    python examples/memory_resources.py
    CUDAGEN_EXAMPLE_CORE=cuda.core python examples/memory_resources.py   # the same on cuda.core
"""

import numpy as np
from _path import core

SOURCE = r"""
extern "C" __global__ void affine(const float *x, float *y, float a, float b, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + b;
}
"""
MiB = 1 << 20


def main(n: int = 1 << 16) -> None:
    dev = core.Device(0)
    dev.set_current()
    stream = dev.create_stream()
    options = core.ProgramOptions(std="c++17", arch=f"sm_{dev.arch}")
    kernel = core.Program(SOURCE, code_type="c++", options=options).compile("cubin").get_kernel("affine")
    config = core.LaunchConfig(grid=(n + 255) // 256, block=256)
    nbytes = 4 * n
    expected_x = np.arange(n, dtype=np.float32)

    # A device pool of its own, capped at 64 MiB; its attributes are the driver's.
    pool = core.DeviceMemoryResource(dev, options=core.DeviceMemoryResourceOptions(max_size=64 * MiB))
    print(f"device pool: owned {pool.is_handle_owned}, ipc {pool.is_ipc_enabled}, "
          f"device accessible {pool.is_device_accessible}, host accessible {pool.is_host_accessible}")
    x = pool.allocate(nbytes, stream=stream)
    y = pool.allocate(nbytes, stream=stream)
    print(f"two buffers of {x.size} bytes from it; used by the pool >= {2 * nbytes}: "
          f"{pool.attributes.used_mem_current >= 2 * nbytes}")

    # Pinned host memory from a pool (stream ordered) and the legacy pinned allocator.
    pinned_pool = core.PinnedMemoryResource(core.PinnedMemoryResourceOptions(max_size=64 * MiB))
    legacy = core.LegacyPinnedMemoryResource()
    print(f"pinned pool: host accessible {pinned_pool.is_host_accessible}, "
          f"device accessible {pinned_pool.is_device_accessible}; "
          f"legacy pinned: host accessible {legacy.is_host_accessible}")
    staging = pinned_pool.allocate(nbytes, stream=stream)
    result = legacy.allocate(nbytes, stream=stream)
    stream.sync()  # the pinned pool's allocation is stream ordered: wait before the CPU writes
    np.from_dlpack(staging).view(np.float32)[:] = expected_x
    x.copy_from(staging, stream=stream)
    core.launch(stream, config, kernel, x, y, np.float32(2.0), np.float32(1.0), np.int32(n))
    y.copy_to(result, stream=stream)
    stream.sync()
    got = np.from_dlpack(result).view(np.float32)
    np.testing.assert_array_equal(got, 2 * expected_x + 1)
    print(f"device pool -> pinned: y[:4] = {got[:4].tolist()}, sum {float(got.sum()):.1f}")

    # Managed memory: written by the CPU, prefetched to the device, written by a kernel, then
    # prefetched back to the host and read there.
    if dev.properties.concurrent_managed_access:
        managed = core.ManagedMemoryResource()
        print(f"managed: is_managed {managed.is_managed}, host accessible {managed.is_host_accessible}")
        m = managed.allocate(nbytes, stream=stream)
        stream.sync()
        np.from_dlpack(m).view(np.float32)[:] = expected_x
        m.prefetch(dev, stream=stream)
        core.launch(stream, config, kernel, m, m, np.float32(3.0), np.float32(-1.0), np.int32(n))
        m.prefetch(core.Host(), stream=stream)
        stream.sync()
        got = np.from_dlpack(m).view(np.float32)
        np.testing.assert_array_equal(got, 3 * expected_x - 1)
        print(f"managed, prefetched both ways: m[:4] = {got[:4].tolist()}, sum {float(got.sum()):.1f}")
        m.close(stream)
    else:
        print("managed: skipped (no concurrent managed access on this device)")

    for buffer in (x, y, staging):
        buffer.close(stream)
    result.close()
    stream.sync()
    pool.close()
    pinned_pool.close()
    print("memory resources: correct")


if __name__ == "__main__":
    main()
