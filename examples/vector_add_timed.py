"""c = a + b with timing events: `end - start` is the milliseconds between two events.

    python examples/vector_add_timed.py
"""

import _path  # noqa: F401 - generated/ on sys.path when run from a checkout
import numpy as np
from cuda_13_0.core import Device, EventOptions, LaunchConfig, LegacyPinnedMemoryResource, Program, launch

SOURCE = r"""
extern "C" __global__ void vector_add(const int *a, const int *b, int *c, unsigned long long n) {
    unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}
"""


def main(n: int = 1 << 22) -> None:
    dev = Device(0)
    dev.set_current()
    kernel = Program(SOURCE, "c++").compile("cubin").get_kernel("vector_add")
    with dev.create_stream() as stream:
        a, b, c = (dev.allocate(4 * n, stream) for _ in range(3))
        a.fill(np.int32(3).tobytes(), stream=stream)
        b.fill(np.int32(4).tobytes(), stream=stream)
        timing = EventOptions(timing_enabled=True)
        start = stream.record(options=timing)
        launch(stream, LaunchConfig(grid=(n + 255) // 256, block=256), kernel, a, b, c, n)
        end = stream.record(options=timing)
        end.sync()
        host = LegacyPinnedMemoryResource().allocate(4 * n)
        host.copy_from(c, stream=stream)
        stream.sync()
        assert (np.asarray(host).view(np.int32) == 7).all()
        print(f"vector add of {n} ints: correct, {end - start:.3f} ms on the GPU")
        for buffer in (a, b, c, host):
            buffer.close()


if __name__ == "__main__":
    main()
