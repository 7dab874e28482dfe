"""Partition a GPU's SMs with green contexts, written for cuda.core: split device 0's SMs into two
groups, give each a green context, and run a kernel on a stream of each; NumPy checks each result.

    python examples/green_contexts.py
    CUDAGEN_EXAMPLE_CORE=cuda.core python examples/green_contexts.py   # the same on cuda.core
"""

import numpy as np
from _path import core

SOURCE = r"""
extern "C" __global__ void fill(int *p, int n, int value) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = value;
}
"""


def main(n: int = 1 << 20) -> None:
    dev = core.Device(0)
    dev.set_current()
    try:
        sm = dev.resources.sm
    except (NotImplementedError, RuntimeError) as exc:  # a release or driver without green contexts
        print(f"skipped: no green contexts ({type(exc).__name__})")
        return
    align = max(sm.coscheduled_alignment, sm.min_partition_size, 1)
    per = sm.sm_count // 2 // align * align
    groups, remainder = sm.split(core.SMResourceOptions(count=[per, per]))
    print(f"{sm.sm_count} SMs: two groups of {[g.sm_count for g in groups]}, {remainder.sm_count} left over")
    options = core.ProgramOptions(arch=f"sm_{dev.arch}")
    fill = core.Program(SOURCE, code_type="c++", options=options).compile("cubin").get_kernel("fill")
    config = core.LaunchConfig(grid=(n + 255) // 256, block=256)
    primary = dev.create_stream()
    host = core.LegacyPinnedMemoryResource().allocate(4 * n)
    for value, group in enumerate(groups, start=1):
        ctx = dev.create_context(core.ContextOptions(resources=[group]))
        stream = ctx.create_stream()
        data = dev.allocate(4 * n, stream=primary)
        primary.sync()
        previous = dev.set_current(ctx)  # the green context current while it launches
        core.launch(stream, config, fill, data, n, value)
        dev.set_current(previous)
        stream.sync()
        host.copy_from(data, stream=primary)
        primary.sync()
        values = np.from_dlpack(host).view(np.int32)
        assert (values == value).all(), value
        print(f"group {value}: {n} ints written, sum {int(values.sum(dtype=np.int64))}")
        data.close(primary)
        stream.close()
        ctx.close()
    print("green contexts, a kernel on each: correct")


if __name__ == "__main__":
    main()
