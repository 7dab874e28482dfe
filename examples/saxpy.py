"""y = a * x + y on the GPU: compile with NVRTC (Program), allocate from the device's memory
pool on a stream, launch, copy back through pinned memory and check with NumPy.

    python examples/saxpy.py
"""

import _path  # noqa: F401 - generated/ on sys.path when run from a checkout
import numpy as np
from cuda_13_0.core import Device, LaunchConfig, LegacyPinnedMemoryResource, Program, ProgramOptions, launch

SOURCE = r"""
extern "C" __global__ void saxpy(float a, const float *x, float *y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}
"""


def main(n: int = 1 << 20) -> None:
    dev = Device(0)
    dev.set_current()
    stream = dev.create_stream()
    kernel = Program(SOURCE, "c++", ProgramOptions(std="c++17")).compile("cubin").get_kernel("saxpy")

    x_host = np.random.default_rng(0).random(n, dtype=np.float32)
    y_host = np.random.default_rng(1).random(n, dtype=np.float32)
    pinned = LegacyPinnedMemoryResource()
    staging = pinned.allocate(x_host.nbytes)
    x, y = dev.allocate(x_host.nbytes, stream), dev.allocate(y_host.nbytes, stream)
    view = np.asarray(staging).view(np.float32)  # the pinned buffer, seen by NumPy without a copy
    view[:] = x_host
    x.copy_from(staging, stream=stream)
    stream.sync()
    view[:] = y_host
    y.copy_from(staging, stream=stream)

    launch(stream, LaunchConfig(grid=(n + 255) // 256, block=256), kernel, np.float32(2.0), x, y, n)
    staging.copy_from(y, stream=stream)
    stream.sync()
    np.testing.assert_allclose(view, 2.0 * x_host + y_host, rtol=1e-6)
    print(f"saxpy of {n} floats: correct")
    for buffer in (x, y, staging):
        buffer.close()
    stream.close()


if __name__ == "__main__":
    main()
