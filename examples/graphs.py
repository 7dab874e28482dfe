"""CUDA graphs, written for cuda.core: one built node by node (core.graph.GraphDefinition:
memset -> kernel -> copy), one captured from stream work (GraphBuilder), and both updated
without being rebuilt: an executable node's parameters (graph[node].update), a whole graph
from an edited definition or a new capture of the same shape (Graph.update).

    python examples/graphs.py
    CUDAGEN_EXAMPLE_CORE=cuda.core python examples/graphs.py   # the same on cuda.core
"""

import numpy as np
from _path import core

SOURCE = r"""
extern "C" __global__ void add(int *p, int value, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] += value;
}
extern "C" __global__ void scale(int *p, int factor, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] *= factor;
}
"""


def run(graph, stream, host, n: int, expected: int, what: str) -> None:
    graph.launch(stream)
    stream.sync()
    got = np.from_dlpack(host).view(np.int32)[:n]
    np.testing.assert_array_equal(got, np.full(n, expected, dtype=np.int32))
    print(f"{what}: every element {int(got[0])}, sum {int(got.sum())}")


def main(n: int = 4096) -> None:
    dev = core.Device(0)
    dev.set_current()
    stream = dev.create_stream()
    options = core.ProgramOptions(std="c++17", arch=f"sm_{dev.arch}")
    code = core.Program(SOURCE, code_type="c++", options=options).compile("cubin")
    add, scale = code.get_kernel("add"), code.get_kernel("scale")
    config = core.LaunchConfig(grid=(n + 127) // 128, block=128)
    data = dev.allocate(4 * n, stream=stream)
    host = core.LegacyPinnedMemoryResource().allocate(4 * n)

    # Built: memset -> kernel -> copy to pinned host memory, each node depending on the last.
    definition = core.graph.GraphDefinition()
    cleared = definition.memset(data, np.int32(5).tobytes(), n)  # 4-byte value: n elements
    added = cleared.launch(config, add, data, np.int32(10), np.int32(n))
    added.memcpy(host, data, 4 * n)
    print(f"definition: {len(definition.nodes())} nodes, {len(definition.edges())} edges")
    graph = definition.instantiate()
    run(graph, stream, host, n, 15, "built graph (memset 5, add 10)")

    graph[added].update(config=config, kernel=add, args=(data, np.int32(100), np.int32(n)))
    run(graph, stream, host, n, 105, "executable kernel node updated (add 100)")

    cleared.update(value=np.int32(1).tobytes())  # the definition's memset, then the whole graph
    graph.update(definition)
    run(graph, stream, host, n, 11, "graph updated from the edited definition (memset 1, add 10)")

    # Captured: work queued on a graph builder becomes the graph's nodes.
    def capture(value: int, factor: int):
        builder = stream.create_graph_builder().begin_building()
        data.fill(np.int32(value).tobytes(), stream=builder)
        core.launch(builder, config, scale, data, np.int32(factor), np.int32(n))
        host.copy_from(data, stream=builder)
        return builder.end_building()

    captured = capture(3, 7).complete()
    run(captured, stream, host, n, 21, "captured graph (fill 3, scale 7)")
    captured.update(capture(2, 50))  # same shape, new parameters
    run(captured, stream, host, n, 100, "captured graph updated from a new capture (fill 2, scale 50)")
    for _ in range(9):
        captured.launch(stream)
    run(captured, stream, host, n, 100, "replayed ten times more")

    graph.close()
    captured.close()
    data.close(stream)
    host.close()
    print("graphs built, captured and updated: correct")


if __name__ == "__main__":
    main()
