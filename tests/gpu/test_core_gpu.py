"""The object layer (core.py) on a real GPU: results read back and checked with NumPy, and every
generated device property against cuda.bindings and cuda.core.

Uses CUDAGEN_GPU_RELEASE's package (13.0 by default) and its NVRTC; skipped without a GPU.
"""

from __future__ import annotations

import importlib
import os
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np
import pytest
from gpu_env import PACKAGE, ROOT, library

EXAMPLES = ROOT / "examples"

SOURCE = r"""
extern "C" __global__ void saxpy(float a, const float *x, float *y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}
extern "C" __global__ void vector_add(const int *a, const int *b, int *c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}
extern "C" __global__ void add_one(int *p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] += 1;
}
extern "C" __global__ void slow_fill(int *p, int n, int value, long long cycles) {
    long long start = clock64();
    while (clock64() - start < cycles) { }
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = value;
}
extern "C" __global__ void cluster_ids(unsigned int *out) {
    unsigned int rank = 0;
#if __CUDA_ARCH__ >= 900
    asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
#endif
    if (threadIdx.x == 0) out[blockIdx.x] = rank;
}
template <typename T> __global__ void scale(T *p, T s, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] *= s;
}
"""


@pytest.fixture(scope="module")
def core() -> ModuleType:
    module = importlib.import_module(f"{PACKAGE}.core")
    module.Device(0).set_current()
    return module


@pytest.fixture(scope="module")
def compiler(core: ModuleType) -> ModuleType:
    """The package's own NVRTC, which Program compiles with (12.9's libnvrtc.so.12 may be missing)."""
    return library("nvrtc")


@pytest.fixture(scope="module")
def code(core: ModuleType, compiler: ModuleType) -> Any:
    options = core.ProgramOptions(std="c++17")
    return core.Program(SOURCE, "c++", options).compile("cubin", name_expressions=("scale<float>",))


@pytest.fixture()
def stream(core: ModuleType) -> Any:
    s = core.Device(0).create_stream()
    yield s
    s.sync()
    s.close()


def read(core: ModuleType, buffer: Any, stream: Any, dtype: Any) -> np.ndarray:
    """The buffer's bytes, copied to pinned host memory and viewed as `dtype`."""
    host = core.LegacyPinnedMemoryResource().allocate(buffer.size)
    host.copy_from(buffer, stream=stream)
    stream.sync()
    out = np.asarray(host).view(dtype).copy()
    host.close()
    return out


def write(core: ModuleType, array: np.ndarray, stream: Any) -> Any:
    """A device buffer holding `array` (through pinned host memory)."""
    host = core.LegacyPinnedMemoryResource().allocate(array.nbytes)
    np.asarray(host).view(array.dtype)[:] = array.ravel()
    buffer = core.Device(0).allocate(array.nbytes, stream)
    buffer.copy_from(host, stream=stream)
    stream.sync()
    host.close()
    return buffer


def test_saxpy_compiled_with_program_and_launched(core: ModuleType, code: Any, stream: Any) -> None:
    n = 100_000
    rng = np.random.default_rng(0)
    x_host, y_host = rng.random(n, dtype=np.float32), rng.random(n, dtype=np.float32)
    x, y = write(core, x_host, stream), write(core, y_host, stream)
    kernel = code.get_kernel("saxpy")
    assert kernel.num_arguments == 4 and [p.size for p in kernel.arguments_info] == [4, 8, 8, 4]
    core.launch(stream, core.LaunchConfig(grid=(n + 255) // 256, block=256), kernel, np.float32(3.0), x, y, n)
    np.testing.assert_allclose(read(core, y, stream, np.float32), 3.0 * x_host + y_host, rtol=1e-6)
    core.launch(stream, core.LaunchConfig(grid=(n + 255) // 256, block=256), kernel, 0.5, x, y, n)  # a float
    np.testing.assert_allclose(read(core, y, stream, np.float32), 3.5 * x_host + y_host, rtol=1e-5)


def test_vector_add_and_name_expressions(core: ModuleType, code: Any, stream: Any) -> None:
    n = 4099
    a_host, b_host = np.arange(n, dtype=np.int32), 2 * np.arange(n, dtype=np.int32)
    a, b = write(core, a_host, stream), write(core, b_host, stream)
    c = core.Device(0).allocate(4 * n, stream)
    core.launch(stream, core.LaunchConfig(grid=(n + 127) // 128, block=128), code.get_kernel("vector_add"),
                a, b, c, np.int32(n))
    np.testing.assert_array_equal(read(core, c, stream, np.int32), a_host + b_host)
    scale = code.get_kernel("scale<float>")  # a name expression, lowered by NVRTC
    f = write(core, np.ones(64, dtype=np.float32), stream)
    core.launch(stream, core.LaunchConfig(grid=1, block=64), scale, f, np.float32(2.5), 64)
    np.testing.assert_array_equal(read(core, f, stream, np.float32), np.full(64, 2.5, dtype=np.float32))


def test_compile_error_raises_with_the_log(core: ModuleType, compiler: ModuleType) -> None:
    with pytest.raises(core.CUDAError) as info:
        core.Program('extern "C" __global__ void broken() { undefined_name; }', "c++").compile("cubin")
    assert "undefined_name" in str(info.value)


def test_ptx_and_cubin_object_code(core: ModuleType, code: Any, stream: Any) -> None:
    ptx = core.Program(SOURCE, "c++", core.ProgramOptions(std="c++17")).compile("ptx")
    assert ptx.code_type == "ptx" and b".entry" in ptx.code
    again = core.ObjectCode.from_ptx(ptx.code)
    data = write(core, np.zeros(32, dtype=np.int32), stream)
    core.launch(stream, core.LaunchConfig(grid=1, block=32), again.get_kernel("add_one"), data, 32)
    np.testing.assert_array_equal(read(core, data, stream, np.int32), np.ones(32, dtype=np.int32))
    assert core.ObjectCode.from_cubin(code.code).get_kernel("add_one").attributes.num_regs > 0


def test_lto_ir_linked_by_the_linker_runs(core: ModuleType, compiler: ModuleType, stream: Any) -> None:
    # Two translation units compiled to LTO-IR by Program, linked with link-time optimization
    # by Linker (nvJitLink): the kernel calls a device function of the other unit.
    if not hasattr(core, "Linker"):
        pytest.skip(f"{PACKAGE} binds no nvJitLink")
    library("nvjitlink", probe="nvJitLinkCreate")
    lto = core.ProgramOptions(relocatable_device_code=True, link_time_optimization=True)
    kernel = core.Program('extern "C" __device__ int twice(int x);\n'
                          'extern "C" __global__ void apply(int *p, int n) {\n'
                          '    int i = blockIdx.x * blockDim.x + threadIdx.x;\n'
                          '    if (i < n) p[i] = twice(p[i]) + 1;\n'
                          '}\n', "c++", lto).compile("ltoir")
    helper = core.Program('extern "C" __device__ int twice(int x) { return 2 * x; }\n', "c++", lto).compile("ltoir")
    assert kernel.code_type == helper.code_type == "ltoir"
    with core.Linker(kernel, helper, options=core.LinkerOptions(link_time_optimization=True)) as linker:
        linked = linker.link("cubin")
    assert linked.code[:4] == b"\x7fELF"
    values = np.arange(256, dtype=np.int32)
    data = write(core, values, stream)
    core.launch(stream, core.LaunchConfig(grid=1, block=256), linked.get_kernel("apply"), data, 256)
    np.testing.assert_array_equal(read(core, data, stream, np.int32), 2 * values + 1)


def test_event_timing(core: ModuleType, code: Any, stream: Any) -> None:
    timing = core.EventOptions(timing_enabled=True)
    data = core.Device(0).allocate(4 * 32, stream)
    start = stream.record(options=timing)
    core.launch(stream, core.LaunchConfig(grid=1, block=32), code.get_kernel("slow_fill"), data, 32, 1, 20_000_000)
    end = stream.record(options=timing)
    end.sync()
    assert end.is_done
    elapsed = end - start
    assert 0.1 < elapsed < 10_000, elapsed


def test_two_streams_ordered_by_an_event(core: ModuleType, code: Any) -> None:
    dev = core.Device(0)
    first, second = dev.create_stream(), dev.create_stream()
    n = 4096
    data = dev.allocate(4 * n, first)
    config = core.LaunchConfig(grid=n // 256, block=256)
    core.launch(first, config, code.get_kernel("slow_fill"), data, n, 40, 50_000_000)
    second.wait(first.record())
    core.launch(second, config, code.get_kernel("add_one"), data, n)
    core.launch(second, config, code.get_kernel("add_one"), data, n)
    np.testing.assert_array_equal(read(core, data, second, np.int32), np.full(n, 42, dtype=np.int32))
    second.wait(first)  # a stream, through a temporary event
    for s in (first, second):
        s.sync()
        s.close()


def test_pool_allocation_on_a_stream(core: ModuleType, stream: Any) -> None:
    dev = core.Device(0)
    mr = core.DeviceMemoryResource(dev)
    assert dev.properties.memory_pools_supported
    buffers = [mr.allocate(1 << 20, stream) for _ in range(8)]
    for i, buffer in enumerate(buffers):
        buffer.fill(i, stream=stream)
    for i, buffer in enumerate(buffers):
        assert (read(core, buffer, stream, np.uint8) == i).all()
        buffer.close()  # stream-ordered free on its allocation stream
    stream.sync()
    fresh = dev.allocate(1 << 20, stream)
    fresh.fill(np.uint32(0xDEADBEEF).tobytes(), stream=stream)
    copy = fresh.copy_to(stream=stream)
    assert (read(core, copy, stream, np.uint32) == 0xDEADBEEF).all()


def test_pinned_and_managed_resources(core: ModuleType, stream: Any) -> None:
    if hasattr(core.PinnedMemoryResource, "close"):  # releases with host memory pools
        pinned = core.PinnedMemoryResource().allocate(256, stream)
        stream.sync()
        np.asarray(pinned)[:] = 9
        device = core.Device(0).allocate(256, stream)
        device.copy_from(pinned, stream=stream)
        assert (read(core, device, stream, np.uint8) == 9).all()
    managed = core.ManagedMemoryResource().allocate(256)
    managed.fill(4, stream=stream)
    stream.sync()
    assert (np.asarray(managed) == 4).all()


def test_graph_capture_replayed_100_times(core: ModuleType, code: Any, stream: Any) -> None:
    n = 1000
    data = write(core, np.zeros(n, dtype=np.int32), stream)
    builder = stream.create_graph_builder().begin_building()
    core.launch(builder, core.LaunchConfig(grid=(n + 127) // 128, block=128), code.get_kernel("add_one"), data, n)
    graph = builder.end_building().complete()
    graph.upload(stream)
    for _ in range(100):
        graph.launch(stream)
    np.testing.assert_array_equal(read(core, data, stream, np.int32), np.full(n, 100, dtype=np.int32))
    graph.close()
    builder.close()


def test_graph_definition_with_every_node_kind(core: ModuleType, code: Any, stream: Any) -> None:
    n = 512
    data = core.Device(0).allocate(4 * n, stream)
    out = core.Device(0).allocate(4 * n, stream)
    calls: list[str] = []
    definition = core.GraphDefinition()
    memset = definition.add_memset(data, 41, n, element_size=4)
    kernel = definition.add_kernel(core.LaunchConfig(grid=n // 128, block=128), code.get_kernel("add_one"), data, n,
                                   depends_on=memset)
    copy = definition.add_memcpy(out, data, 4 * n, depends_on=kernel)
    definition.add_host_callback(lambda: calls.append("done"), depends_on=[copy, definition.add_empty()])
    graph = definition.complete()
    definition.close()
    graph.launch(stream)
    np.testing.assert_array_equal(read(core, out, stream, np.int32), np.full(n, 42, dtype=np.int32))
    assert calls == ["done"]


def test_graph_updated_from_a_capture_of_the_same_topology(core: ModuleType, code: Any, stream: Any) -> None:
    """Graph.update (cuda.core 1.2.2): the kernel of a second capture, same topology, other
    buffer, replaces the first's parameters; a capture of another topology is refused."""
    n = 1000
    first, second = (write(core, np.zeros(n, dtype=np.int32), stream) for _ in range(2))
    config = core.LaunchConfig(grid=(n + 127) // 128, block=128)

    def capture(*buffers: Any) -> Any:
        builder = stream.create_graph_builder().begin_building()
        for buffer in buffers:
            core.launch(builder, config, code.get_kernel("add_one"), buffer, n)
        return builder.end_building()

    graph = capture(first).complete()
    graph.launch(stream)
    graph.update(capture(second))
    graph.launch(stream)
    graph.launch(stream)
    np.testing.assert_array_equal(read(core, first, stream, np.int32), np.ones(n, dtype=np.int32))
    np.testing.assert_array_equal(read(core, second, stream, np.int32), np.full(n, 2, dtype=np.int32))
    with pytest.raises(core.CUDAError):
        graph.update(capture(first, second))  # two kernels: another topology
    graph.launch(stream)  # still the second's parameters
    np.testing.assert_array_equal(read(core, second, stream, np.int32), np.full(n, 3, dtype=np.int32))
    graph.close()


CONDITIONAL_SOURCE = r"""
typedef __device_builtin__ unsigned long long cudaGraphConditionalHandle;
extern "C" __device__ __cudart_builtin__ void cudaGraphSetConditional(cudaGraphConditionalHandle handle,
                                                                      unsigned int value);
extern "C" __global__ void set_condition(cudaGraphConditionalHandle handle, const int *flag) {
    cudaGraphSetConditional(handle, *flag);
}
extern "C" __global__ void count_down(cudaGraphConditionalHandle handle, int *counter, int *steps) {
    *steps += 1;
    *counter -= 1;
    cudaGraphSetConditional(handle, *counter > 0 ? 1 : 0);
}
extern "C" __global__ void bump(int *p) { *p += 1; }
"""


@pytest.fixture(scope="module")
def conditional_code(core: ModuleType, compiler: ModuleType) -> Any:
    dev = core.Device(0)
    if core.CUDA_RELEASE < "12.4":
        pytest.skip("conditional graph nodes need CUDA 12.4")
    arch = f"sm_{dev.compute_capability.major}{dev.compute_capability.minor}"
    return core.Program(CONDITIONAL_SOURCE, "c++", core.ProgramOptions(std="c++17", arch=arch)).compile("cubin")


def _cuda_core() -> Any:
    """cuda.core 1.2 (imported lazily), with device 0 current; skips without it."""
    cc = pytest.importorskip("cuda.core")
    if not hasattr(cc, "graph"):
        pytest.skip("cuda.core without cuda.core.graph (1.2 has it)")
    cc.Device(0).set_current()
    return cc


def test_graph_typed_nodes_replayed_updated_and_against_cuda_core(core: ModuleType, code: Any, stream: Any,
                                                                  tmp_path: Path) -> None:
    """core.graph (cuda.core 1.2's API): memset -> kernel -> memcpy nodes, replayed; each node
    reads back what it does; graph[node] updates and disables nodes of the executable graph;
    cuda.core's graph of the same nodes gives the same values."""
    g = core.graph
    n = 1024
    data = core.Device(0).allocate(4 * n, stream)
    out = core.Device(0).allocate(4 * n, stream)
    config = core.LaunchConfig(grid=n // 128, block=128)
    d = g.GraphDefinition()
    memset = d.memset(data, np.uint32(41), n)
    kernel = memset.launch(config, code.get_kernel("add_one"), data, np.int32(n))
    copy = kernel.memcpy(out, data, 4 * n)
    assert (type(memset), type(kernel), type(copy)) == (g.MemsetNode, g.KernelNode, g.MemcpyNode)
    assert (memset.dptr, memset.value, memset.element_size, memset.width) == (data.handle, 41, 4, n)
    assert (kernel.grid, kernel.block, kernel.config) == ((n // 128, 1, 1), (128, 1, 1), config)
    assert (copy.dst, copy.src, copy.size) == (out.handle, data.handle, 4 * n)
    assert d.nodes() == {memset, kernel, copy} and d.edges() == {(memset, kernel), (kernel, copy)}
    driver = importlib.import_module(f"{PACKAGE}.driver")
    assert copy.pred == {kernel} and int(kernel.type) == int(driver.CU_GRAPH_NODE_TYPE_KERNEL)
    d.debug_dot_print(str(tmp_path / "graph.dot"), g.GraphDebugPrintOptions(kernel_node_params=True))
    assert "digraph" in (tmp_path / "graph.dot").read_text()
    graph = d.instantiate(g.GraphCompleteOptions(upload_stream=stream))
    for _ in range(3):  # the memset resets what the kernel adds to: 42 each time
        graph.launch(stream)
    ours = read(core, out, stream, np.int32)
    np.testing.assert_array_equal(ours, np.full(n, 42, dtype=np.int32))
    graph[memset].update(dst=data, value=np.uint32(9), width=n)
    graph.launch(stream)
    np.testing.assert_array_equal(read(core, out, stream, np.int32), np.full(n, 10, dtype=np.int32))
    graph[kernel].disable()
    assert not graph[kernel].is_enabled
    graph.launch(stream)
    np.testing.assert_array_equal(read(core, out, stream, np.int32), np.full(n, 9, dtype=np.int32))
    graph[kernel].enable()
    memset.update(value=np.uint32(1))  # the definition: graphs instantiated later
    again = d.instantiate()
    again.launch(stream)
    np.testing.assert_array_equal(read(core, out, stream, np.int32), np.full(n, 2, dtype=np.int32))
    graph.close()
    again.close()
    d.close()

    cc = _cuda_core()
    dev = cc.Device(0)
    theirs_stream = dev.create_stream()
    arch = f"sm_{dev.compute_capability.major}{dev.compute_capability.minor}"
    module = cc.Program(SOURCE, code_type="c++", options=cc.ProgramOptions(std="c++17", arch=arch)).compile("cubin")
    their_data = dev.allocate(4 * n, stream=theirs_stream)
    their_out = dev.allocate(4 * n, stream=theirs_stream)
    td = cc.graph.GraphDefinition()
    tm = td.memset(their_data, np.uint32(41), n)
    tk = tm.launch(cc.LaunchConfig(grid=n // 128, block=128), module.get_kernel("add_one"), their_data, np.int32(n))
    tk.memcpy(their_out, their_data, 4 * n)
    assert (tm.value, tm.element_size, tk.grid) == (41, 4, (n // 128, 1, 1))
    theirs_graph = td.instantiate()
    for _ in range(3):
        theirs_graph.launch(theirs_stream)
    theirs_stream.sync()
    wrapped = core.Buffer.from_handle(int(their_out.handle), 4 * n)
    np.testing.assert_array_equal(read(core, wrapped, stream, np.int32), ours)


def test_graph_builder_split_join_embed_callback_and_its_definition(core: ModuleType, code: Any,
                                                                    stream: Any) -> None:
    """GraphBuilder (cuda.core 1.2): two forks of a capture, joined; a finished builder's graph
    embedded as a child node; a captured host callback; the captured graph read back as a
    GraphDefinition whose kernel nodes tell their launch config."""
    g = core.graph
    n = 1024
    add_one = code.get_kernel("add_one")
    config = core.LaunchConfig(grid=n // 128, block=128)
    first, second = (write(core, np.zeros(n, dtype=np.int32), stream) for _ in range(2))
    child = stream.create_graph_builder().begin_building()
    core.launch(child, config, add_one, second, np.int32(n))
    child.end_building()
    calls: list[int] = []
    builder = stream.create_graph_builder().begin_building()
    left, right = builder.split(2)
    assert builder.is_join_required
    core.launch(left, config, add_one, first, np.int32(n))
    core.launch(right, config, add_one, second, np.int32(n))
    g.GraphBuilder.join(left, right)
    builder.embed(child)
    builder.callback(lambda: calls.append(1))
    builder.end_building()
    kernels = [node for node in builder.graph_definition.nodes() if isinstance(node, g.KernelNode)]
    assert len(kernels) == 2 and {node.grid for node in kernels} == {(n // 128, 1, 1)}
    assert any(isinstance(node, g.ChildGraphNode) for node in builder.graph_definition.nodes())
    graph = builder.complete()
    for _ in range(2):
        graph.launch(stream)
    stream.sync()
    np.testing.assert_array_equal(read(core, first, stream, np.int32), np.full(n, 2, dtype=np.int32))
    np.testing.assert_array_equal(read(core, second, stream, np.int32), np.full(n, 4, dtype=np.int32))
    assert calls == [1, 1]
    graph.close()
    builder.close()
    child.close()


def test_graph_if_and_while_nodes_driven_by_a_kernel(core: ModuleType, conditional_code: Any, stream: Any) -> None:
    """An If node whose body runs when a kernel sets the condition, and a While node whose body
    counts down until it clears it; built node by node and by stream capture, and by cuda.core."""
    g = core.graph
    one = core.LaunchConfig(grid=1, block=1)
    set_condition, count_down, bump = (conditional_code.get_kernel(k) for k in ("set_condition", "count_down", "bump"))
    flag = write(core, np.array([1], dtype=np.int32), stream)
    value = write(core, np.array([0], dtype=np.int32), stream)

    d = g.GraphDefinition()
    cond = d.create_condition()
    setter = d.launch(one, set_condition, cond, flag)
    if_node = setter.if_then(cond)
    assert (type(if_node), if_node.cond_type, if_node.condition) == (g.IfNode, "if", cond)
    if_node.then.launch(one, bump, value)
    graph = d.instantiate()
    results = []
    for bit in (1, 0, 1, 1, 0):
        flag.copy_from(write(core, np.array([bit], dtype=np.int32), stream), stream=stream)
        graph.launch(stream)
        results.append(int(read(core, value, stream, np.int32)[0]))
    assert results == [1, 1, 2, 3, 3]

    counter = write(core, np.array([5], dtype=np.int32), stream)
    steps = write(core, np.array([0], dtype=np.int32), stream)
    w = g.GraphDefinition()
    loop_cond = w.create_condition(default_value=1)
    while_node = w.while_loop(loop_cond)
    assert type(while_node) is g.WhileNode and while_node.body.is_valid
    while_node.body.launch(one, count_down, loop_cond, counter, steps)
    loop = w.instantiate()
    loop.launch(stream)
    assert [int(read(core, b, stream, np.int32)[0]) for b in (counter, steps)] == [0, 5]

    # If-else and switch (CUDA 12.8): the branch the kernel's flag selects runs, and only it.
    slots = write(core, np.zeros(5, dtype=np.int32), stream)
    s = g.GraphDefinition()
    scond, icond = s.create_condition(), s.create_condition()  # one conditional node each
    switch = s.launch(one, set_condition, scond, flag).switch(scond, 3)
    for i, branch in enumerate(switch.branches):
        branch.launch(one, bump, slots.handle + 4 * i)
    if_else = s.launch(one, set_condition, icond, flag).if_else(icond)
    if_else.then.launch(one, bump, slots.handle + 12)
    if_else.else_.launch(one, bump, slots.handle + 16)
    assert (type(switch), len(switch.branches), type(if_else)) == (g.SwitchNode, 3, g.IfElseNode)
    chosen = s.instantiate()
    for bit in (2, 0):
        flag.copy_from(write(core, np.array([bit], dtype=np.int32), stream), stream=stream)
        chosen.launch(stream)
    np.testing.assert_array_equal(read(core, slots, stream, np.int32), [1, 0, 1, 1, 1])
    chosen.close()

    # The same by stream capture: the builder's conditional bodies are builders.
    value2 = write(core, np.array([0], dtype=np.int32), stream)
    builder = stream.create_graph_builder().begin_building()
    bcond = builder.create_condition(default_value=0)
    core.launch(builder, one, set_condition, bcond, flag)
    body = builder.if_then(bcond).begin_building()
    core.launch(body, one, bump, value2)
    body.end_building()
    counter2 = write(core, np.array([3], dtype=np.int32), stream)
    steps2 = write(core, np.array([0], dtype=np.int32), stream)
    wcond = builder.create_condition(default_value=1)
    wbody = builder.while_loop(wcond).begin_building()
    core.launch(wbody, one, count_down, wcond, counter2, steps2)
    wbody.end_building()
    captured = builder.end_building().complete()
    flag.copy_from(write(core, np.array([1], dtype=np.int32), stream), stream=stream)
    captured.launch(stream)
    assert [int(read(core, b, stream, np.int32)[0]) for b in (value2, counter2, steps2)] == [1, 0, 3]
    for b in (body, wbody, builder):
        b.close()
    for x in (graph, loop, captured):
        x.close()

    cc = _cuda_core()
    dev = cc.Device(0)
    theirs_stream = dev.create_stream()
    arch = f"sm_{dev.compute_capability.major}{dev.compute_capability.minor}"
    module = cc.Program(CONDITIONAL_SOURCE, code_type="c++",
                        options=cc.ProgramOptions(std="c++17", arch=arch)).compile("cubin")
    their_counter = write(core, np.array([5], dtype=np.int32), stream)
    their_steps = write(core, np.array([0], dtype=np.int32), stream)
    tw = cc.graph.GraphDefinition()
    tcond = tw.create_condition(default_value=1)
    tnode = tw.while_loop(tcond)
    tnode.body.launch(cc.LaunchConfig(grid=1, block=1), module.get_kernel("count_down"), tcond,
                      cc.Buffer.from_handle(their_counter.handle, 4), cc.Buffer.from_handle(their_steps.handle, 4))
    tw.instantiate().launch(theirs_stream)
    theirs_stream.sync()
    assert [int(read(core, b, stream, np.int32)[0]) for b in (their_counter, their_steps)] == [0, 5]


def test_cuda_core_forms_program_options_dict_closed_handle_deallocation_stream(core: ModuleType,
                                                                               stream: Any) -> None:
    """What cuda.core programs do that stopped ours (issue 29): options as a dict, `handle` of a
    closed buffer is 0, set_deallocation_stream."""
    dev = core.Device(0)
    arch = f"sm_{dev.compute_capability.major}{dev.compute_capability.minor}"
    obj = core.Program(SOURCE, code_type="c++", options={"std": "c++17", "arch": arch}).compile("cubin")
    assert obj.get_kernel("add_one") is not None
    with pytest.raises(TypeError):
        core.Program(SOURCE, "c++", {"no_such_option": 1})
    other = dev.create_stream()
    buffer = dev.allocate(4096, stream)
    buffer.fill(7, stream=stream)
    stream.sync()
    buffer.set_deallocation_stream(other)  # freed on `other` from now on
    assert (read(core, buffer, stream, np.uint8) == 7).all()
    assert buffer.handle != 0 and not buffer.is_closed
    buffer.close()
    other.sync()
    assert buffer.handle == 0 and buffer.is_closed
    with pytest.raises(RuntimeError):
        buffer.fill(1, stream=stream)  # a closed buffer's memory is not used
    other.close()


def test_cluster_and_cooperative_launches(core: ModuleType, code: Any, stream: Any) -> None:
    dev = core.Device(0)
    out = dev.allocate(4 * 8, stream)
    if dev.properties.cluster_launch and dev.properties.compute_capability_major >= 9:
        core.launch(stream, core.LaunchConfig(grid=4, cluster=2, block=32), code.get_kernel("cluster_ids"), out)
        np.testing.assert_array_equal(read(core, out, stream, np.uint32), np.array([0, 1] * 4, dtype=np.uint32))
    if dev.properties.cooperative_launch:
        data = write(core, np.zeros(64, dtype=np.int32), stream)
        core.launch(stream, core.LaunchConfig(grid=1, block=64, is_cooperative=True), code.get_kernel("add_one"),
                    data, 64)
        np.testing.assert_array_equal(read(core, data, stream, np.int32), np.ones(64, dtype=np.int32))


def test_kernel_attributes(core: ModuleType, code: Any) -> None:
    kernel = code.get_kernel("saxpy")
    attrs = kernel.attributes
    assert 0 < attrs.max_threads_per_block <= 1024 and attrs.num_regs > 0
    assert attrs.binary_version == int(core.Device(0).arch)
    attrs.max_dynamic_shared_size_bytes = 1024
    assert attrs.max_dynamic_shared_size_bytes == 1024


# ------------------------------------------------------------------------- other libraries


def test_cupy_round_trip(core: ModuleType, stream: Any) -> None:
    cp = pytest.importorskip("cupy")
    buf = core.Device(0).allocate(256, stream)
    buf.fill(7, stream=stream)
    stream.sync()
    seen = cp.asarray(buf)  # CUDA Array Interface
    assert seen.dtype == cp.uint8 and int(seen.sum()) == 7 * 256
    via_dlpack = cp.from_dlpack(buf)
    via_dlpack[3] = 99
    cp.cuda.Device().synchronize()
    assert read(core, buf, stream, np.uint8)[3] == 99  # the same memory, no copy
    theirs = cp.arange(64, dtype=cp.int32)
    wrapped = core.from_array(theirs)
    assert wrapped.handle == theirs.data.ptr and wrapped.size == 256
    np.testing.assert_array_equal(read(core, wrapped, stream, np.int32), np.arange(64, dtype=np.int32))
    cp_stream = cp.cuda.Stream(non_blocking=True)
    if hasattr(cp_stream, "__cuda_stream__"):
        ours = core.Device(0).create_stream(cp_stream)  # CuPy's stream, wrapped (never destroyed here)
        assert ours.handle == cp_stream.ptr


def test_pytorch_round_trip(core: ModuleType, stream: Any) -> None:
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("PyTorch sees no GPU")
    buf = core.Device(0).allocate(128, stream)
    buf.fill(5, stream=stream)
    stream.sync()
    tensor = torch.from_dlpack(buf)
    assert tensor.device.type == "cuda" and tensor.dtype == torch.uint8 and int(tensor.sum()) == 5 * 128
    tensor[0] = 77
    torch.cuda.synchronize()
    assert read(core, buf, stream, np.uint8)[0] == 77
    theirs = torch.arange(32, dtype=torch.float32, device="cuda")
    wrapped = core.from_array(theirs)  # __cuda_array_interface__
    assert wrapped.handle == theirs.data_ptr() and wrapped.size == 128
    torch.cuda.synchronize()
    np.testing.assert_array_equal(read(core, core.from_array(theirs), stream, np.float32),
                                  np.arange(32, dtype=np.float32))


# ------------------------------------------------------------------ properties against references

_MEMBER = re.compile(r"\((CU_DEVICE_ATTRIBUTE_\w+)\)")


def _generated_properties(core: ModuleType) -> dict[str, str]:
    """property name -> the enumerator it reads (from its docstring). They are generated into
    the package's _core_release.py, a base class of DeviceProperties: every class of its MRO is
    read."""
    out = {}
    for cls in reversed(core.DeviceProperties.__mro__):
        for name, value in vars(cls).items():
            doc = getattr(value, "__doc__", None) or ""
            m = _MEMBER.search(doc)
            if m and not name.startswith("_"):
                out[name] = m.group(1)
    return out


def _renumbered(member: str) -> bool:
    """True where cuda.bindings' enumerator `member` has another value than this release's:
    the name means another attribute there (11.8's CAN_USE_64_BIT_STREAM_MEM_OPS is 93, 13.x's
    is 122), so the two answers are not comparable."""
    theirs = getattr(pytest.importorskip("cuda.bindings.driver").CUdevice_attribute, member, None)
    ours = importlib.import_module(f"{PACKAGE}.driver").CUdevice_attribute[member]
    return theirs is not None and int(theirs) != ours.value


def test_every_property_against_cuda_bindings(core: ModuleType) -> None:
    driver = pytest.importorskip("cuda.bindings.driver")
    props = core.Device(0).properties
    generated = _generated_properties(core)
    assert len(generated) > 100
    compared = 0
    for name, member in generated.items():
        attribute = getattr(driver.CUdevice_attribute, member, None)
        if attribute is None or _renumbered(member):
            continue  # an enumerator this cuda.bindings does not know, or numbers otherwise
        err, expected = driver.cuDeviceGetAttribute(attribute, 0)
        if err != driver.CUresult.CUDA_SUCCESS:
            with pytest.raises(core.CUDAError):
                getattr(props, name)
            continue
        value = getattr(props, name)
        assert int(value) == expected, (name, value, expected)
        compared += 1
    assert compared > 100


def test_every_property_against_cuda_core(core: ModuleType) -> None:
    theirs_module = pytest.importorskip("cuda.core")
    theirs = theirs_module.Device(0).properties
    ours = core.Device(0).properties
    compared = 0
    for name, member in _generated_properties(core).items():
        if not hasattr(type(theirs), name) or _renumbered(member):
            continue
        try:
            expected = getattr(theirs, name)
        except Exception:
            continue
        assert int(getattr(ours, name)) == int(expected), name
        compared += 1
    assert compared > 100
    assert core.Device(0).uuid == theirs_module.Device(0).uuid
    assert core.Device(0).arch == theirs_module.Device(0).arch
    assert tuple(core.Device(0).compute_capability) == tuple(theirs_module.Device(0).compute_capability)


# ----------------------------------------------------------------------------------------- examples


@pytest.mark.parametrize("example", sorted(p.name for p in EXAMPLES.glob("*.py") if not p.name.startswith("_")))
def test_example_runs(example: str) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "generated"))
    done = subprocess.run([sys.executable, str(EXAMPLES / example)], env=env, capture_output=True, text=True,
                          timeout=300, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "correct" in done.stdout or example == "device_info.py" or "skipped" in done.stdout, done.stdout
    assert Path(EXAMPLES / example).read_text().count("import _path") == 1
