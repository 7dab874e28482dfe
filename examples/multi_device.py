"""Two devices, written for cuda.core: each device's own memory pool, opened to the other with
peer_accessible_by; a peer copy from device 0's pool into device 1's, and a kernel on device 1
that reads device 0's memory directly. Streams of the two devices are ordered with events (wait(record())).
Prints "skipped" with one GPU (or two that cannot reach each other).

    python examples/multi_device.py
    CUDAGEN_EXAMPLE_CORE=cuda.core python examples/multi_device.py   # the same on cuda.core
"""

import numpy as np
from _path import core

SOURCE = r"""
extern "C" __global__ void iota(int *p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i;
}
extern "C" __global__ void add(const int *a, const int *b, int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = a[i] + 2 * b[i];
}
"""


def kernels(dev):
    """The kernels, loaded for `dev` (made current first)."""
    dev.set_current()
    options = core.ProgramOptions(arch=f"sm_{dev.arch}")
    code = core.Program(SOURCE, code_type="c++", options=options).compile("cubin")
    return code.get_kernel("iota"), code.get_kernel("add")


def main(n: int = 1 << 16) -> None:
    devices = core.Device.get_all_devices()
    if len(devices) < 2:
        print(f"skipped: needs two GPUs, found {len(devices)}")
        return
    dev0, dev1 = devices[0], devices[1]
    if not (dev0.can_access_peer(dev1) and dev1.can_access_peer(dev0)):
        print("skipped: devices 0 and 1 cannot access each other's memory")
        return
    print(f"device 0 can access device 1: {dev0.can_access_peer(dev1)}; "
          f"device 1 can access device 0: {dev1.can_access_peer(dev0)}")
    config = core.LaunchConfig(grid=(n + 255) // 256, block=256)
    nbytes = 4 * n

    iota0, _ = kernels(dev0)
    stream0 = dev0.create_stream()
    pool0 = core.DeviceMemoryResource(dev0, options=core.DeviceMemoryResourceOptions(max_size=1 << 26))
    pool0.peer_accessible_by = [dev1]  # device 1's kernels may read this pool's buffers
    print(f"pool on device 0 open to: {sorted(d.device_id for d in pool0.peer_accessible_by)}")
    a = pool0.allocate(nbytes, stream=stream0)
    core.launch(stream0, config, iota0, a, np.int32(n))

    _, add1 = kernels(dev1)
    stream1 = dev1.create_stream()
    pool1 = core.DeviceMemoryResource(dev1, options=core.DeviceMemoryResourceOptions(max_size=1 << 26))
    pool1.peer_accessible_by = [dev0]
    print(f"pool on device 1 open to: {sorted(d.device_id for d in pool1.peer_accessible_by)}")
    b = pool1.allocate(nbytes, stream=stream1)
    out = pool1.allocate(nbytes, stream=stream1)
    dev0.set_current()
    iota_done = stream0.record()  # device 0's iota is done before device 1 reads `a`
    dev1.set_current()
    stream1.wait(iota_done)
    b.copy_from(a, stream=stream1)  # a peer copy, device 0 -> device 1
    core.launch(stream1, config, add1, a, b, out, np.int32(n))  # reads `a` across the link

    add_done = stream1.record()  # recorded while device 1 is current, as cuda.core needs
    dev0.set_current()
    back = pool0.allocate(nbytes, stream=stream0)
    stream0.wait(add_done)
    back.copy_from(out, stream=stream0)  # and back, device 1 -> device 0
    host = core.LegacyPinnedMemoryResource().allocate(nbytes)
    host.copy_from(back, stream=stream0)
    stream0.sync()
    got = np.from_dlpack(host).view(np.int32)
    np.testing.assert_array_equal(got, 3 * np.arange(n, dtype=np.int32))
    print(f"device 1 computed a + 2 * copy(a) from device 0's memory: {got[:5].tolist()} ... "
          f"sum {int(got.sum(dtype=np.int64))}")

    host.close()
    for dev, stream, buffers, pool in ((dev0, stream0, (a, back), pool0), (dev1, stream1, (b, out), pool1)):
        dev.set_current()
        for buffer in buffers:
            buffer.close(stream)
        stream.sync()
        pool.peer_accessible_by = []
        pool.close()
    print("peer copies between two devices through their pools: correct")


if __name__ == "__main__":
    main()
