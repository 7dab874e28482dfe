"""Occupancy and programmatic dependent launch, written for cuda.core: Kernel.occupancy picks a
block size and says how many blocks fit on a multiprocessor; a producer kernel and a consumer
launched with LaunchConfig(programmatic_stream_serialization=True) overlap, the consumer's
griddepcontrol.wait holding it until the producer's writes are visible (Hopper and newer; an
ordinary launch elsewhere).

    python examples/occupancy_pdl.py
    CUDAGEN_EXAMPLE_CORE=cuda.core python examples/occupancy_pdl.py   # the same on cuda.core
"""

import numpy as np
from _path import core

SOURCE = r"""
extern "C" __global__ void produce(int *data, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] = i % 1000;
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.launch_dependents;");  // the consumer may start its prologue
#endif
}
extern "C" __global__ void consume(const int *data, int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int bias = 3 * (i % 7);  // independent work, overlapping the producer's tail
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");  // the producer's writes are visible now
#endif
    if (i < n) out[i] = 2 * data[i] + bias;
}
"""


def main(n: int = 1 << 20) -> None:
    dev = core.Device(0)
    dev.set_current()
    stream = dev.create_stream()
    options = core.ProgramOptions(std="c++17", arch=f"sm_{dev.arch}")
    code = core.Program(SOURCE, code_type="c++", options=options).compile("cubin")
    produce, consume = code.get_kernel("produce"), code.get_kernel("consume")

    occupancy = consume.occupancy
    suggested = occupancy.max_potential_block_size(0, 0)
    block = suggested.max_block_size
    per_sm = occupancy.max_active_blocks_per_multiprocessor(block, 0)
    print(f"consume: block size {block} for the highest occupancy, {per_sm} block(s) of it per SM, "
          f"at least {suggested.min_grid_size} blocks to fill the GPU")
    assert 0 < block <= dev.properties.max_threads_per_block and suggested.min_grid_size > 0
    assert 0 < per_sm <= dev.properties.max_blocks_per_multiprocessor
    for size in (64, 128, 256):
        blocks = occupancy.max_active_blocks_per_multiprocessor(size, 0)
        print(f"  block {size}: {blocks} active per SM, "
              f"{occupancy.available_dynamic_shared_memory_per_block(blocks, size)} bytes of dynamic "
              f"shared memory each")

    data = dev.allocate(4 * n, stream=stream)
    out = dev.allocate(4 * n, stream=stream)
    grid = (n + block - 1) // block
    pdl = dev.compute_capability.major >= 9
    core.launch(stream, core.LaunchConfig(grid=grid, block=block), produce, data, np.int32(n))
    dependent = core.LaunchConfig(grid=grid, block=block, programmatic_stream_serialization=pdl)
    core.launch(stream, dependent, consume, data, out, np.int32(n))
    host = core.LegacyPinnedMemoryResource().allocate(4 * n)
    out.copy_to(host, stream=stream)
    stream.sync()
    index = np.arange(n, dtype=np.int32)
    got = np.from_dlpack(host).view(np.int32)
    np.testing.assert_array_equal(got, 2 * (index % 1000) + 3 * (index % 7))
    print(f"producer -> consumer{' (programmatic dependent launch)' if pdl else ''}: "
          f"{got[:6].tolist()} ... sum {int(got.sum(dtype=np.int64))}")
    for buffer in (data, out):
        buffer.close(stream)
    host.close()
    print("occupancy and programmatic dependent launch: correct")


if __name__ == "__main__":
    main()
