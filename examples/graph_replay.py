"""Capture a kernel launch into a graph once and replay it 100 times; then build the same work
node by node with GraphDefinition (memset, kernel, copy, host callback).

    python examples/graph_replay.py
"""

import _path  # noqa: F401 - generated/ on sys.path when run from a checkout
import numpy as np
from cuda_13_0.core import Device, GraphDefinition, LaunchConfig, LegacyPinnedMemoryResource, Program, launch

SOURCE = r"""
extern "C" __global__ void add_one(int *p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] += 1;
}
"""


def main(n: int = 1024, replays: int = 100) -> None:
    dev = Device(0)
    dev.set_current()
    kernel = Program(SOURCE, "c++").compile("cubin").get_kernel("add_one")
    stream = dev.create_stream()
    data = dev.allocate(4 * n, stream)
    data.fill(0, stream=stream)
    config = LaunchConfig(grid=(n + 127) // 128, block=128)

    builder = stream.create_graph_builder().begin_building()
    launch(builder, config, kernel, data, n)
    graph = builder.end_building().complete()
    for _ in range(replays):
        graph.launch(stream)
    host = LegacyPinnedMemoryResource().allocate(4 * n)
    host.copy_from(data, stream=stream)
    stream.sync()
    assert (np.asarray(host).view(np.int32) == replays).all()
    print(f"captured graph replayed {replays} times: correct")

    calls = []
    definition = GraphDefinition()
    cleared = definition.add_memset(data, 5, n, element_size=4)
    added = definition.add_kernel(config, kernel, data, n, depends_on=cleared)
    copied = definition.add_memcpy(host, data, 4 * n, depends_on=added)
    definition.add_host_callback(lambda: calls.append("done"), depends_on=copied)
    with definition.complete() as explicit:
        explicit.launch(stream)
        stream.sync()
    assert (np.asarray(host).view(np.int32) == 6).all() and calls == ["done"]
    print("graph definition (memset, kernel, copy, callback): correct")


if __name__ == "__main__":
    main()
