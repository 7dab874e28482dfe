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


# ------------------------------------------------------------------------------ system (NVML)


def _system(core: ModuleType) -> Any:
    if not core.system.CUDA_BINDINGS_NVML_IS_COMPATIBLE:
        pytest.skip(f"{PACKAGE} binds no NVML")
    library("nvml")  # skips where libnvidia-ml cannot be loaded
    return core.system


def _cuda_core_system() -> Any:
    system = pytest.importorskip("cuda.core.system")
    if not system.CUDA_BINDINGS_NVML_IS_COMPATIBLE:
        pytest.skip("cuda.core's system has no NVML here")
    return system


def _bus(bus_id: str) -> str:
    """A PCI bus id as "bus:device.function", lower case: CUDA writes a 4-digit domain, NVML 8."""
    return bus_id.lower().split(":", 1)[1]


def _plain(value: Any) -> Any:
    """A value to compare across implementations: enums by their value, sequences as lists."""
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if hasattr(value, "value") and type(value).__module__ != "builtins":
        return value.value
    return value


# Properties and no-argument getters read on both, by path from the device; the values that
# move between two reads (clocks, temperatures, utilization, throughput) are range-checked below.
STATIC = ("index", "uuid", "uuid_without_prefix", "pci_bus_id", "name", "brand", "serial", "arch", "module_id",
          "minor_number", "numa_node_id", "is_c2c_enabled", "is_persistence_mode_enabled", "cuda_compute_capability",
          "addressing_mode", "is_display_connected", "is_display_active", "num_fans", "supported_pstates",
          "memory_info.total", "bar1_memory_info.total", "pci_info.bus", "pci_info.bus_id", "pci_info.device",
          "pci_info.domain", "pci_info.vendor_id", "pci_info.device_id", "pci_info.subsystem_id",
          "pci_info.base_class", "pci_info.sub_class", "pci_info.max_link_generation", "pci_info.max_link_width",
          "pci_info.link_generation", "attributes.multiprocessor_count", "attributes.memory_size_mb",
          "attributes.shared_copy_engine_count", "mig.is_mig_device", "mig.mode", "mig.pending_mode",
          "mig.device_count", "inforom.image_version", "inforom.board_part_number", "inforom.configuration_checksum",
          "repair_status.channel_repair_pending", "repair_status.tpc_repair_pending", "supported_clock_event_reasons",
          "is_auto_boosted_clocks_enabled", "cooler.signal_type", "cooler.target", "get_supported_event_types",
          "get_nvlink_count", "get_memory_affinity", "get_cpu_affinity")


def _read(device: Any, path: str) -> tuple[str, Any]:
    """("ok", value) or ("error", exception class name) for a dotted path on a device."""
    obj = device
    try:
        for part in path.split("."):
            obj = getattr(obj, part)
        if callable(obj):
            obj = obj()
        return "ok", _plain(obj)
    except Exception as exc:  # NVML's NotSupported / NoPermission on this board, as on theirs
        return "error", type(exc).__name__


def test_system_device_against_cuda_core_and_pynvml(core: ModuleType) -> None:
    """Each NVML device as ours reads it, against cuda.core.system's and pynvml's for the same
    device: identity, memory, PCI, static attributes alike (or failing alike), live readings in
    sane ranges, and the CUDA <-> NVML mapping both ways."""
    system = _system(core)
    theirs = _cuda_core_system()
    pynvml = pytest.importorskip("pynvml")
    pynvml.nvmlInit()
    count = system.get_num_devices()
    assert count == theirs.get_num_devices() == pynvml.nvmlDeviceGetCount() >= 1
    for index in range(count):
        ours, them = system.Device(index), theirs.Device(index=index)
        handle = pynvml.nvmlDeviceGetHandleByIndex(index)
        reference = {"name": pynvml.nvmlDeviceGetName(handle), "uuid": pynvml.nvmlDeviceGetUUID(handle),
                     "memory_info.total": pynvml.nvmlDeviceGetMemoryInfo(handle).total,
                     "pci_info.bus_id": pynvml.nvmlDeviceGetPciInfo(handle).busId}
        for path, value in reference.items():
            value = value.split(b"\0", 1)[0].decode() if isinstance(value, bytes) else value
            assert _read(ours, path) == ("ok", value), (index, path)
        assert _read(ours, "cuda_compute_capability") == ("ok", list(pynvml.nvmlDeviceGetCudaComputeCapability(handle)))
        for path in STATIC:
            mine, expected = _read(ours, path), _read(them, path)
            if expected[0] == "error":  # not supported here: ours must fail too, not answer something
                assert mine[0] == "error", (index, path, mine, expected)
            else:
                assert mine == expected, (index, path, mine, expected)
        # by UUID and by PCI bus id: the same device
        assert system.Device(uuid=ours.uuid).index == index
        assert system.Device(pci_bus_id=ours.pci_bus_id).index == index
        # live readings: in sane ranges, and near cuda.core's
        for clock in ("graphics", "sm", "memory"):
            info = ours.get_clock(clock)
            high = info.get_max_mhz()
            assert 100 <= high <= 20000, (clock, high)
            assert 0 <= info.get_current_mhz() <= high + 100, clock
            assert high == them.get_clock(clock).get_max_mhz()
        sensor = ours.temperature.get_sensor()
        assert 0 < sensor < 120 and abs(sensor - them.temperature.get_sensor()) <= 10
        assert 0 <= ours.utilization.gpu <= 100 and 0 <= ours.utilization.memory <= 100
        state = ours.performance_state
        assert state is None or 0 <= state <= 15
        memory = ours.memory_info
        assert memory.used + memory.free <= memory.total
        # the CUDA device with this UUID, and back
        if not ours.mig.is_mig_device:
            cuda_device = ours.to_cuda_device()
            assert cuda_device.uuid == ours.uuid_without_prefix
            assert _bus(cuda_device.pci_bus_id) == _bus(ours.pci_bus_id)
            assert cuda_device.to_system_device().uuid == ours.uuid
            assert tuple(cuda_device.compute_capability) == ours.cuda_compute_capability
    cuda_core = pytest.importorskip("cuda.core")
    assert core.Device(0).to_system_device().uuid == cuda_core.Device(0).to_system_device().uuid


def _nearest(device: Any, level: Any) -> tuple[str, Any]:
    try:
        return "ok", sorted(d.index for d in device.get_topology_nearest_gpus(level))
    except Exception as exc:
        return "error", type(exc).__name__


def test_system_nvlink_p2p_and_topology_on_two_gpus(core: ModuleType) -> None:
    """Between each pair of GPUs: P2P status for every capability, the common ancestor and the
    nearest GPUs, and each device's NVLinks (count, state, version), against cuda.core and pynvml."""
    system = _system(core)
    theirs = _cuda_core_system()
    pynvml = pytest.importorskip("pynvml")
    pynvml.nvmlInit()
    count = system.get_num_devices()
    if count < 2:
        pytest.skip("needs two GPUs")
    typing = system.typing
    levels = {int(v): k for k, v in {"internal": 0, "single": 10, "multiple": 20, "hostbridge": 30, "node": 40,
                                     "system": 50}.items()}
    for a in range(count):
        for b in range(count):
            if a == b:
                continue
            da, db = system.Device(a), system.Device(b)
            ta, tb = theirs.Device(index=a), theirs.Device(index=b)
            for index in typing.GpuP2PCapsIndex:
                mine = system.get_p2p_status(da, db, index)
                assert mine == theirs.get_p2p_status(ta, tb, str(index)), (a, b, index)
            ancestor = system.get_topology_common_ancestor(da, db)
            assert ancestor == theirs.get_topology_common_ancestor(ta, tb)
            ha, hb = pynvml.nvmlDeviceGetHandleByIndex(a), pynvml.nvmlDeviceGetHandleByIndex(b)
            assert str(ancestor) == levels[int(pynvml.nvmlDeviceGetTopologyCommonAncestor(ha, hb))]
            nvlink_ok = pynvml.nvmlDeviceGetP2PStatus(ha, hb, pynvml.NVML_P2P_CAPS_INDEX_NVLINK) == 0
            assert (system.get_p2p_status(da, db, "nvlink") == "ok") == nvlink_ok
            assert _nearest(da, ancestor) == _nearest(ta, str(ancestor)), (a, b, ancestor)
    for index in range(count):
        ours, them = system.Device(index), theirs.Device(index=index)
        links = ours.get_nvlink_count()
        assert links == them.get_nvlink_count()
        for link in ours.get_nvlinks():
            assert isinstance(link, system.NvlinkInfo)
        for i in range(links):
            mine, expected = _read(ours.get_nvlink(i), "state"), _read(them.get_nvlink(i), "state")
            assert mine == expected, (index, i)
            if mine == ("ok", True):
                assert ours.get_nvlink(i).version == tuple(them.get_nvlink(i).version)
        with pytest.raises(ValueError, match="out of range"):
            ours.get_nvlink(links)


def test_system_events_register_wait_and_free(core: ModuleType) -> None:
    """Device events: registering what the device supports and waiting 1 ms raises
    system.TimeoutError (no Xid on a healthy GPU); the event set is freed once (many made and
    dropped: NVML would run out otherwise)."""
    import gc

    system = _system(core)
    device = system.Device(0)
    supported = device.get_supported_event_types()
    if not supported:
        pytest.skip("the device supports no events")
    for _ in range(200):
        try:
            events = device.register_events(supported)
        except (system.NotSupportedError, system.NoPermissionError) as exc:
            pytest.skip(f"registering events: {exc}")
        with pytest.raises(system.TimeoutError):
            events.wait(timeout_ms=1)
        del events
        gc.collect()
    with pytest.raises(ValueError, match="Invalid event type"):
        device.register_events("nonsense")


# ----------------------------------------------------------------------------------------- examples


@pytest.mark.parametrize("example", sorted(p.name for p in EXAMPLES.glob("*.py") if not p.name.startswith("_")))
def test_example_runs(example: str) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "generated"))
    done = subprocess.run([sys.executable, str(EXAMPLES / example)], env=env, capture_output=True, text=True,
                          timeout=300, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "correct" in done.stdout or example == "device_info.py" or "skipped" in done.stdout, done.stdout
    assert Path(EXAMPLES / example).read_text().count("import _path") == 1
