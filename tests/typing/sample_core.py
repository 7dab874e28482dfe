"""A program using the object layer as a user would; `mypy --strict` must find nothing."""

from __future__ import annotations

import cuda_13_0.core.system as nvml_system
import numpy as np
from cuda_13_0 import driver
from cuda_13_0.core import (
    Buffer,
    Device,
    EventOptions,
    GraphDefinition,
    GraphicsResource,
    LaunchConfig,
    LegacyPinnedMemoryResource,
    Linker,
    LinkerOptions,
    ObjectCode,
    Program,
    ProgramOptions,
    StreamOptions,
    from_array,
    graph,
    launch,
    system,
    utils,
)
from cuda_13_0.core.graph import GraphBuilder
from cuda_13_0.core.utils import StridedMemoryView


def saxpy(n: int) -> float:
    dev = Device(0)
    dev.set_current()
    count: int = dev.properties.multiprocessor_count
    unified: bool = dev.properties.unified_addressing
    mode: driver.CUcomputemode = dev.properties.compute_mode
    major, minor = dev.compute_capability
    stream = dev.create_stream(options=StreamOptions(nonblocking=True, priority=0))
    code: ObjectCode = Program("...", "c++", ProgramOptions(std="c++17", arch=dev.arch)).compile("cubin")
    kernel = code.get_kernel("saxpy")
    regs: int = kernel.attributes.num_regs
    kernel.attributes.max_dynamic_shared_size_bytes = 1024
    x: Buffer = dev.allocate(4 * n, stream)
    y = dev.allocate(4 * n, stream=stream)
    start = stream.record(options=EventOptions(timing_enabled=True))
    launch(stream, LaunchConfig(grid=(n + 255) // 256, block=256), kernel, np.float32(2.0), x, y, n)
    end = stream.record(options={"timing_enabled": True})
    end.sync()
    elapsed: float = end - start
    host = LegacyPinnedMemoryResource().allocate(4 * n)
    host.copy_from(y, stream=stream)
    stream.sync()
    view = np.asarray(host).view(np.float32)
    graph_def = GraphDefinition()
    node = graph_def.add_kernel(LaunchConfig(grid=1, block=1), kernel, 1.0, x, y, 1)
    graph_def.add_host_callback(lambda: None, depends_on=node)
    with graph_def.complete() as graph:
        graph.launch(stream)
    wrapped = from_array(np.zeros(4, dtype=np.float32))
    for buffer in (x, y, host, wrapped):
        buffer.close()
    stream.close()
    return elapsed + float(view[0]) + count + regs + major + minor + int(unified) + int(mode)


def submodules() -> int:
    """cuda.core's submodules, imported by name from core (mypy --strict: explicitly exported)."""
    view = utils.StridedMemoryView.from_dlpack(np.zeros(4, dtype=np.float32), -1)
    definition = graph.GraphDefinition()
    definition.empty()
    shape: tuple[int, ...] = view.shape
    return system.get_num_devices() + len(shape)


def graphics(vbo: int, texture: int) -> int:
    """OpenGL interop (GraphicsResource) as cuda.core's users write it."""
    stream = Device(0).create_stream()
    resource = GraphicsResource.from_gl_buffer(vbo, flags=("read_only", "write_discard"))
    with resource.map(stream=stream) as buf:
        size: int = buf.size
    with GraphicsResource.from_gl_buffer(vbo, stream=stream) as mapped:
        size += mapped.size
    image = GraphicsResource.from_gl_image(texture, 0x0DE1, flags="surface_load_store")
    mapped_now: bool = resource.is_mapped or image.is_closed
    handle: int = resource.handle + image.resource_handle
    resource.map(stream=stream)
    resource.unmap(stream=stream)
    resource.close()
    image.close(stream)
    return size + handle + int(mapped_now)


def linked(ptx: str) -> int:
    """Linking with whichever backend Linker picks (nvJitLink, else the driver's cuLink*)."""
    a = Program(ptx, "ptx").compile("ptx")
    backend: str = Linker.which_backend()
    options = LinkerOptions(arch="sm_90", verbose=backend == "driver")
    with Linker(a, ObjectCode.from_cubin(b"..."), options=options) as linker:
        code = linker.link("cubin")
        log: str = linker.get_info_log()
        same: bool = linker.backend == backend
    module: int = code.get_module()
    return module + len(log) + int(same)


def submodules_as_cuda_core_imports_them(builder: GraphBuilder) -> int:
    """The submodules imported as cuda.core's docs and examples import them."""
    view = StridedMemoryView.from_dlpack(np.zeros(2, dtype=np.float32), -1)
    graph_: graph.Graph = builder.end_building().complete()
    graph_.close()
    return nvml_system.get_num_devices() + len(view.shape)
