"""Partition a GPU's SMs with green contexts: split device 0's SMs into two groups, give each a
green context, and run a kernel on a stream of each; each result is checked.

    python examples/green_contexts.py
"""

import _path  # noqa: F401 - generated/ on sys.path when run from a checkout
import numpy as np
from cuda_13_0.core import (
    ContextOptions,
    Device,
    LaunchConfig,
    LegacyPinnedMemoryResource,
    Program,
    SMResourceOptions,
    launch,
)

SOURCE = r"""
extern "C" __global__ void fill(int *p, int n, int value) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = value;
}
"""


def main(n: int = 1 << 20) -> None:
    dev = Device(0)
    dev.set_current()
    try:
        sm = dev.resources.sm
    except NotImplementedError as exc:  # a release or driver without green contexts
        print(f"green contexts: skipped ({exc})")
        return
    align = max(sm.coscheduled_alignment, sm.min_partition_size, 1)
    per = sm.sm_count // 2 // align * align
    groups, remainder = sm.split(SMResourceOptions(count=[per, per]))
    print(f"{sm.sm_count} SMs: two groups of {[g.sm_count for g in groups]}, {remainder.sm_count} left over")
    fill = Program(SOURCE, "c++").compile("cubin").get_kernel("fill")
    config = LaunchConfig(grid=(n + 255) // 256, block=256)
    primary = dev.create_stream()
    host = LegacyPinnedMemoryResource().allocate(4 * n)
    for value, group in enumerate(groups, start=1):
        ctx = dev.create_context(ContextOptions(resources=[group]))
        stream = ctx.create_stream()
        data = dev.allocate(4 * n, primary)
        primary.sync()
        previous = dev.set_current(ctx)  # the green context current while it launches
        launch(stream, config, fill, data, n, value)
        dev.set_current(previous)
        stream.sync()
        host.copy_from(data, stream=primary)
        primary.sync()
        assert (np.asarray(host).view(np.int32) == value).all(), value
        data.close(primary)
        stream.close()
        ctx.close()
    print("green contexts, a kernel on each: correct")


if __name__ == "__main__":
    main()
