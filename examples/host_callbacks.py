"""Host callbacks in CUDA graphs, written for cuda.core (1.2.2 has them as graph nodes): a Python
callable runs on the CPU when the graph reaches it, after the kernel and the copy before it, so
it sees their results in pinned memory. One callback is a node of a built graph
(GraphDefinition: node.callback), one is captured (GraphBuilder.callback); an executable
graph's callback is then replaced (graph[node].update).

    python examples/host_callbacks.py
    CUDAGEN_EXAMPLE_CORE=cuda.core python examples/host_callbacks.py   # the same on cuda.core
"""

import numpy as np
from _path import core

SOURCE = r"""
extern "C" __global__ void iota_times(int *p, int factor, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i * factor;
}
"""


def main(n: int = 1000) -> None:
    dev = core.Device(0)
    dev.set_current()
    stream = dev.create_stream()
    options = core.ProgramOptions(arch=f"sm_{dev.arch}")
    kernel = core.Program(SOURCE, code_type="c++", options=options).compile("cubin").get_kernel("iota_times")
    config = core.LaunchConfig(grid=(n + 127) // 128, block=128)
    data = dev.allocate(4 * n, stream=stream)
    host = core.LegacyPinnedMemoryResource().allocate(4 * n)
    view = np.from_dlpack(host).view(np.int32)
    seen: list[tuple[str, int]] = []

    def record(label: str):  # callbacks take no arguments: bind the state in a closure
        def callback() -> None:
            seen.append((label, int(view.sum())))  # pinned memory, written before this node ran
        return callback

    # Built: kernel -> copy -> callback.
    definition = core.graph.GraphDefinition()
    launched = definition.launch(config, kernel, data, np.int32(2), np.int32(n))
    copied = launched.memcpy(host, data, 4 * n)
    called = copied.callback(record("built"))
    graph = definition.instantiate()
    graph.launch(stream)
    stream.sync()

    graph[called].update(record("replaced"))  # the executable graph's callback, swapped
    graph[launched].update(config=config, kernel=kernel, args=(data, np.int32(3), np.int32(n)))
    graph.launch(stream)
    stream.sync()

    # Captured: the callback is a node of the captured graph, after the copy.
    builder = stream.create_graph_builder().begin_building()
    core.launch(builder, config, kernel, data, np.int32(5), np.int32(n))
    host.copy_from(data, stream=builder)
    builder.callback(record("captured"))
    captured = builder.end_building().complete()
    for _ in range(2):
        captured.launch(stream)
    stream.sync()

    triangle = n * (n - 1) // 2
    expected = [("built", 2 * triangle), ("replaced", 3 * triangle), ("captured", 5 * triangle),
                ("captured", 5 * triangle)]
    for label, total in seen:
        print(f"callback {label}: saw sum {total}")
    np.testing.assert_equal(seen, expected)
    graph.close()
    captured.close()
    data.close(stream)
    host.close()
    print("host callbacks in built and captured graphs: correct")


if __name__ == "__main__":
    main()
