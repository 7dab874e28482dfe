"""Order work across two streams with an event: stream 2 waits for stream 1's write before it
reads, without blocking the CPU.

    python examples/two_streams.py
"""

import _path  # noqa: F401 - generated/ on sys.path when run from a checkout
import numpy as np
from cuda_13_0.core import Device, LaunchConfig, LegacyPinnedMemoryResource, Program, launch

SOURCE = r"""
extern "C" __global__ void slow_fill(int *p, int n, int value, long long cycles) {
    long long start = clock64();
    while (clock64() - start < cycles) { }
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = value;
}
extern "C" __global__ void add(int *p, int n, int value) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] += value;
}
"""


def main(n: int = 4096) -> None:
    dev = Device(0)
    dev.set_current()
    code = Program(SOURCE, "c++").compile("cubin")
    slow_fill, add = code.get_kernel("slow_fill"), code.get_kernel("add")
    first, second = dev.create_stream(), dev.create_stream()
    data = dev.allocate(4 * n, first)
    config = LaunchConfig(grid=(n + 255) // 256, block=256)
    launch(first, config, slow_fill, data, n, 40, 10_000_000)  # slow: ~5 ms
    done = first.record()
    second.wait(done)  # without this, add could run before slow_fill has written
    launch(second, config, add, data, n, 2)
    host = LegacyPinnedMemoryResource().allocate(4 * n)
    host.copy_from(data, stream=second)
    second.sync()
    result = np.asarray(host).view(np.int32)
    assert (result == 42).all(), result[:8]
    print("two streams ordered by an event: correct")


if __name__ == "__main__":
    main()
