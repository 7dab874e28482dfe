"""The object layer (core.py) against the fake driver, on both backends, and its generation.

Each group of tests/fakecuda/core_scenarios.py runs in a fresh interpreter (the fake driver and the
package copy of test_driver_runtime's fixtures); the scenario records what happened, the
assertions are here, against what the fake is written to do (tests/fakecuda/fakecuda.c: the
object-layer section).
"""

from __future__ import annotations

import json
import os
import py_compile
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from test_driver_runtime import BACKENDS, MARK, Build, fake_driver  # noqa: F401 - fixture

from cudagen import ir
from cudagen.project.layout import GENERATED
from cudagen.views import core

SCENARIOS = Path(__file__).resolve().parent / "fakecuda" / "core_scenarios.py"
EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
STREAM, EVENT, MODULE, GRAPH, GRAPH_EXEC, POOL = range(6)  # indexes into the fake's per-kind counts
_CACHE: dict[tuple[str, str, str], tuple[dict[str, Any], dict[str, Any] | None]] = {}


@pytest.fixture(scope="module", params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def run(build: Build, backend: str, group: str, exit_how: str = "return") -> tuple[dict[str, Any], dict[str, Any] | None]:
    """(the scenario's record, the fake's report written when the process ended)."""
    key = (group, backend, exit_how)
    if key in _CACHE:
        return _CACHE[key]
    report = build.root / f"report-{group}-{backend}-{exit_how}.json"
    report.unlink(missing_ok=True)
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("CUDAGEN_", "FAKECUDA_")) and k not in ("PYTHONPATH", "LD_LIBRARY_PATH")}
    env.update(PYTHONPATH=str(build.pythonpath), CUDAGEN_BACKEND=backend, CUDAGEN_LIBCUDA=str(build.lib),
               FAKECUDA_PATH=str(build.lib), FAKECUDA_REPORT=str(report), EXIT_HOW=exit_how)
    done = subprocess.run([sys.executable, "-X", "faulthandler", str(SCENARIOS), group], cwd=build.root, env=env,
                          capture_output=True, text=True, timeout=120, check=False)
    lines = [line for line in done.stdout.splitlines() if line.startswith(MARK)]
    expected_rc = 3 if exit_how == "exception" else 0
    if done.returncode != expected_rc or not lines:
        pytest.fail(f"scenario {group!r} failed (exit {done.returncode}):\n{done.stdout}\n{done.stderr}")
    assert "Exception ignored" not in done.stderr and "Traceback" not in done.stderr, done.stderr
    result: dict[str, Any] = json.loads(lines[-1][len(MARK):])
    assert result["_backend"] == backend
    written = json.loads(report.read_text()) if report.is_file() else None
    _CACHE[key] = (result, written)
    return _CACHE[key]


@pytest.fixture(scope="module")
def scenario(fake_driver: Build, backend: str) -> Callable[..., dict[str, Any]]:  # noqa: F811
    return lambda group: run(fake_driver, backend, group)[0]


def raised(outcome: dict[str, Any], exc: str, *words: str, c_calls: int | None = 0) -> None:
    assert outcome["raised"] is not None, f"returned {outcome.get('value')!r}"
    assert exc in outcome["mro"], outcome
    for word in words:
        assert word in outcome["text"], outcome["text"]
    if c_calls is not None:
        assert outcome["c_calls"] == c_calls, outcome


# ------------------------------------------------------------------------------------------ devices


def test_device_objects_and_generated_properties(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("device")
    assert r["current_without_context"] == 0  # no current context: device 0, as cudart
    assert r["singleton"]
    assert (r["name"], r["pci"]) == ("Fake GPU 1", "0000:02:00.0")
    assert r["uuid"] == "10111213-1415-1617-1819-1a1b1c1d1e1f"  # cuda.core's format
    # The fake answers attribute * 10 + device: CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT is 16.
    assert r["multiprocessor_count"] == [161, "int"]
    assert r["integrated"] == [True, "bool"]  # "Device is integrated with host memory"
    assert r["compute_mode"] == [201, "CUcomputemode"]  # "(See CUcomputemode for details)"
    assert r["cc"] == [751, 761] and r["arch"] == "751761"
    assert r["deprecated_alias"] == [81, 81]  # SHARED_MEMORY_PER_BLOCK reads what it aliases
    assert r["cached_read_calls"] == 0
    assert r["count"] == 153  # one per CU_DEVICE_ATTRIBUTE_* of 13.0 but the _MAX sentinel
    raised(r["out_of_range"], "ValueError", "out of range", c_calls=None)
    raised(r["bad_type"], "TypeError")
    assert r["peer"] == [True, True]
    assert r["peer_twice"]["raised"] is None  # CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED is not an error
    assert r["current"] and r["current0"] and r["all"] == [0, 1]
    assert r["retains"] == 2  # each device's primary context once, however often set_current runs
    for outcome in r["direct"]:
        raised(outcome, "RuntimeError")


# ---------------------------------------------------------------------------------------- lifetimes


def test_every_resource_is_freed_exactly_once(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("lifetimes")
    assert r["stream_closed_twice"] == [1, 1, True]
    assert r["stream_with"] == [2, True]
    assert r["stream_options"] == [False, -3]
    assert r["stream_gc"] == 3  # the finalizer
    assert r["events"] == [3, 3, True]  # close twice, with, garbage collector
    assert r["buffer_closed_twice"] == [0, True]
    assert r["module"][:2] == [1, 1] and "unloaded" in r["module"][2]
    assert r["close_on_other_stream"] == 0 and r["after_buffers"] == 0
    counts = r["counts"]
    assert counts["violations"] == [0, 0, 0], "freed after its context, freed twice, or made without a context"


def test_foreign_handles_are_never_freed(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("lifetimes")
    assert r["foreign_stream_live"] == [3, True]  # Stream.from_handle: closing it destroys nothing
    assert r["wrapped"] and r["wrapped_not_destroyed"]  # a __cuda_stream__ object's stream
    assert r["foreign_buffer_live"] == 1  # Buffer.from_handle without a memory resource
    assert r["owned_buffer_freed"] == 0  # ... and with one


def test_objects_keep_what_their_free_needs(scenario: Callable[..., dict[str, Any]]) -> None:
    """Garbage-collection orders: a buffer keeps its stream and pool, a kernel its module;
    cycles are collected with each resource freed once; a thread with no current context frees
    with the owning context pushed and popped."""
    r = scenario("lifetimes")
    assert r["stream_kept_by_buffer"] == 1
    assert r["buffer_then_stream"] == [0, 0]
    assert r["pool_kept_by_buffer"] == 1 and r["pool_after_buffer"] == 0
    assert r["own_pool"] == [True, False, True, 2, True, False, None]  # `also` is the second
    # closed: no allocations, handle 0; the fake's pool outlives close() only through the
    # driver (cuMemPoolDestroy is called once, at close); the device's own pool is never destroyed
    assert r["own_pool_closed"] == [True, 0, "RuntimeError", 1, False]
    assert r["own_pool_after"][0] == 0 and r["own_pool_after"][2] == 0
    assert r["own_pool_bad_options"] == "TypeError"
    assert r["not_ipc"] == ["RuntimeError", "TypeError"]
    assert r["module_kept_by_kernel"] == 1 and r["module_after_kernel"] == 0
    assert r["cycle"] == [0, 0]
    assert r["thread_context_before"] == 0 and r["thread_context_after"] == [0, 0]
    assert r["pinned_host"] == [True, 3] and r["managed"] == [True, 13]  # kDLCUDAHost, kDLCUDAManaged


@pytest.mark.parametrize("exit_how", ["return", "sys_exit", "exception"])
def test_interpreter_exit_frees_nothing_and_releases_each_context_once(
        fake_driver: Build, backend: str, exit_how: str) -> None:  # noqa: F811
    """Objects alive at exit (globals, a cycle, a graph, a module and its kernel): no free runs
    once the interpreter exits (no crash, no error printed), and each primary context retained
    is released exactly once."""
    result, report = run(fake_driver, backend, "exit", exit_how)
    assert result["made"][STREAM] >= 2
    assert report is not None, "the fake wrote no report at exit"
    assert report["retains"] == 2 and report["releases"] == 2
    assert report["after_release"] == 0 and report["bad_destroy"] == 0 and report["no_context"] == 0
    assert report["stream"][1] == 0 and report["module"][1] == 0 and report["graph_exec"][1] == 0


# -------------------------------------------------------------------------------------------- errors


def test_errors_raise_before_any_c_call_where_they_can(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("errors")
    raised(r["wrong_count"], "ValueError", "3 parameters, 2 were given", c_calls=None)
    raised(r["too_big"], "ValueError", "does not fit")
    raised(r["bad_arg"], "TypeError", "kernel argument 1")
    assert r["no_launch"] == 0
    for name in ("closed_stream", "closed_stream_sync", "closed_event", "record_closed_event", "closed_buffer",
                 "unloaded_attribute", "untimed", "builder_twice"):
        raised(r[name], "RuntimeError")
    assert r["closed_buffer_handle"] == {"raised": None, "value": 0, "c_calls": 0}  # cuda.core's 0
    raised(r["not_a_stream"], "TypeError", "__cuda_stream__")
    raised(r["missing_kernel"], "CudaErrorNotFound", "cuModuleGetFunction", c_calls=None)
    raised(r["bad_image"], "CudaErrorInvalidImage", c_calls=None)
    raised(r["unloaded_kernel"], "CUDADriverError", c_calls=None)  # NULL function: the driver refuses
    raised(r["too_much"], "CudaErrorOutOfMemory", c_calls=None)
    for name in ("ipc_timing", "copy_size", "fill_range", "fill_pattern", "negative_size", "grid", "no_block",
                 "from_array_readonly", "program_type", "compile_target"):
        raised(r[name], "ValueError")
    raised(r["grid_type"], "TypeError")
    raised(r["from_array"], "TypeError")
    assert r["counts"]["violations"] == [0, 0, 0]


# ------------------------------------------------------------------------------- launches and graphs


def test_launch_packs_arguments_to_the_kernel_layout(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("launch")
    assert r["arguments_info"] == [[0, 4], [4, 4], [8, 8]] and r["num_arguments"] == 3
    assert r["plain"] == [7, 2.5, True, 120]  # grid (2, 3) x block (4, 5)
    assert r["numpy"] == [-3, 0.25, True, 120]
    assert r["ctypes"] == [9, 1.5, True, 120]
    assert r["foreign_stream_launch"] == 11
    assert r["ex_before"] == 0


def test_cluster_and_cooperative_launches_go_through_launch_kernel_ex(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("launch")
    assert r["cluster"] == [1, 1.0, True, 32]  # grid counts clusters: 2 clusters x 2 blocks x 8 threads
    assert r["cluster_attrs"] == [1, 1, 0, 2, 1, 1]  # launches, attributes, cooperative, cluster dims
    assert r["cooperative"] == [1, 1.0, True, 8]
    assert r["cooperative_attrs"] == [2, 1, 1, 0, 0, 0]


def test_kernel_attributes_are_generated_with_setters_where_documented(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("launch")
    assert r["attributes"] == [401, True, "CUclusterSchedulingPolicy"]  # NUM_REGS 4 * 100 + kernel 1
    assert r["set_attribute"] == 4096
    raised(r["read_only"], "AttributeError", "no setter")


def test_memory_operations_and_array_interfaces(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("launch")
    assert (r["fill8"], r["fill16"], r["fill32"]) == ("abababab", "34123412", "0102030401020304")
    assert r["copy_to"] == "0102030401020304"
    assert r["numpy_view"] == [64, 2, "|u1"]  # a pinned buffer seen by NumPy without a copy
    assert r["numpy_writes_through"] == "77"


def test_graphs_capture_replay_and_definitions(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("launch")
    assert r["graph_launches"] == 100
    assert r["kernel_node_args"] == [42, 4.0]
    assert r["host_calls"] == 3  # the callback outlives the closed definition


def test_dlpack_cuda_array_interface_and_from_array(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("interop")
    assert r["cai"]["shape"] == [32] and r["cai"]["typestr"] == "|u1" and r["cai"]["version"] == 3
    assert r["dlpack_device"] == [2, 0]  # kDLCUDA, device 0
    raised(r["no_array_interface"], "AttributeError")
    assert r["capsule"] == ["PyCapsule", 1]
    assert r["unconsumed_capsule_released"] == 0  # the capsule's destructor called the deleter
    assert r["versioned"] == "dltensor_versioned"
    raised(r["copy_refused"], "BufferError")
    assert r["stream_handoff_events"] == 1
    assert r["from_numpy"] == [True, 16, True, True]
    assert r["numpy_roundtrip"] == [5, True]
    assert r["consumed_capsule_released"] == 0  # NumPy called the deleter
    assert r["from_bytearray"] == [4, "abcd"]
    assert r["from_cai"] == [True, 32, True]
    raised(r["from_cai_strided"], "ValueError", "contiguous")
    assert r["driver_takes_objects"] == "0909" and r["cuda_stream"]
    assert r["streams"] == [False, True, 1, 2]  # the fake's first query is NOT_READY


# ----------------------------------------------------------------------------------------- generation


# cuda.core 1.2.2's DeviceProperties annotates these as bool (its stub, cu13/_device.pyi); the
# rest of its properties are int. Ours are decided from the header's text alone.
CUDA_CORE_BOOLS = set("""gpu_overlap kernel_exec_timeout integrated can_map_host_memory concurrent_kernels ecc_enabled
tcc_driver unified_addressing global_l1_cache_supported local_l1_cache_supported managed_memory multi_gpu_board
host_native_atomic_supported pageable_memory_access concurrent_managed_access compute_preemption_supported
can_use_host_pointer_for_registered_mem cooperative_launch pageable_memory_access_uses_host_page_tables
direct_managed_mem_access_from_host virtual_memory_management_supported handle_type_posix_file_descriptor_supported
handle_type_win32_handle_supported handle_type_win32_kmt_handle_supported generic_compression_supported
gpu_direct_rdma_with_cuda_vmm_supported sparse_cuda_array_supported read_only_host_register_supported
memory_pools_supported gpu_direct_rdma_supported deferred_mapping_cuda_array_supported multicast_supported
can_tex2d_gather stream_priorities_supported can_flush_remote_writes host_register_supported
timeline_semaphore_interop_supported cluster_launch can_use_64_bit_stream_mem_ops can_use_stream_wait_value_nor
dma_buf_supported ipc_event_supported tensor_map_access_supported handle_type_fabric_supported
unified_function_pointers mps_enabled d3d12_cig_supported vulkan_cig_supported
host_numa_virtual_memory_management_supported host_numa_memory_pools_supported host_numa_multinode_ipc_supported
host_memory_pools_supported host_virtual_memory_management_supported host_alloc_dma_buf_supported
only_partial_host_native_atomic_supported""".split())


def test_property_types_from_the_docs_agree_with_cuda_core(release_ir: Callable[[str], ir.Package]) -> None:
    view = core.core_view(release_ir("13.0"))
    assert view is not None
    ours = {p.name: p.kind for p in view.device_properties if not p.deprecated}
    bools = {name for name, kind in ours.items() if kind == "bool"}
    # Differences, each explained: can_tex2d_gather's brief is "Deprecated, do not use." (no
    # statement to read a bool from); the enum-typed ones are IntEnums, ints to cuda.core.
    assert bools ^ (CUDA_CORE_BOOLS & set(ours)) == set()
    assert {n for n, k in ours.items() if k == "enum"} == {"compute_mode", "gpu_direct_rdma_writes_ordering",
                                                           "numa_config"}


def test_value_kind_reads_the_brief() -> None:
    enums = frozenset({"CUcomputemode", "CUflushGPUDirectRDMAWritesOptions"})
    assert core.value_kind("Number of multiprocessors on device", enums) == ("int", "int")
    assert core.value_kind("Device supports stream priorities", enums) == ("bool", "bool")
    assert core.value_kind("Device suports HOST location", enums) == ("bool", "bool")  # the header's typo
    assert core.value_kind("Specifies whether there is a run time limit on kernels", enums) == ("bool", "bool")
    assert core.value_kind("64-bit operations are supported in cuStreamBatchMemOp", enums) == ("bool", "bool")
    assert core.value_kind("Compute mode (See CUcomputemode for details)", enums) == ("enum", "CUcomputemode")
    assert core.value_kind("The returned attribute shall be interpreted as a bitmask, where the individual bits "
                           "are described by the CUflushGPUDirectRDMAWritesOptions enum", enums) == ("int", "int")
    assert core.value_kind("NUMA ID of the host node closest to the device. Returns -1 when system does not "
                           "support NUMA.", enums) == ("int", "int")


def test_a_newer_release_gains_properties_by_regeneration(release_ir: Callable[[str], ir.Package]) -> None:
    counts = {}
    for release in ("11.8", "12.9", "13.0", "13.5"):
        view = core.core_view(release_ir(release))
        assert view is not None
        names = [p.name for p in view.device_properties]
        assert len(names) == len(set(names)) and "max" not in names  # the count sentinel is left out
        counts[release] = len(names)
        # The generated properties: in _core_release.py, which core.py (the same everywhere) reads.
        text = (GENERATED / ("cuda_" + release.replace(".", "_")) / "_core_release.py").read_text()
        for name in names:
            assert f"def {name}(self)" in text
    assert counts["11.8"] < counts["12.9"] < counts["13.0"] < counts["13.5"]


# What each release's core.py (the same file everywhere) does with its _core_release.py, read
# without a driver: importing never needs one, and these answers come before any C call.
_PER_RELEASE = r"""
import importlib, json, sys
out = {}
for package in sys.argv[1:]:
    core = importlib.import_module(package + ".core")
    r = {"release": core.CUDA_RELEASE, "all_defined": all(hasattr(core, n) for n in core.__all__),
         "linker": [hasattr(core, "Linker"), "Linker" in core.__all__, "LinkerOptions" in core.__all__],
         "pinned_pool": hasattr(core.PinnedMemoryResource, "close"),
         "device_properties": sorted(n for n in dir(core.DeviceProperties) if not n.startswith("_")),
         "kernel_attributes": sorted(n for n in dir(core.KernelAttributes) if not n.startswith("_"))}
    for what, call in [("pinned", lambda: core.PinnedMemoryResource()),
                       ("param_info", lambda: core.Kernel.from_handle(1).arguments_info)]:
        try:
            call()
            r[what] = None
        except Exception as exc:  # a newer release goes on to the driver, which is not there
            r[what] = [type(exc).__name__, str(exc)]
    out[package] = r
print(json.dumps(out))
"""


def test_each_release_runs_the_same_core_on_what_it_declares(release_ir: Callable[[str], ir.Package]) -> None:
    """core.py reads the release, its optional features and its generated properties from the
    package's _core_release.py: CUDA 11.8 (no host memory pools, cuFuncGetParamInfo, nvJitLink)
    says what it lacks, naming the release, where the newer releases have it."""
    releases = ("11.8", "12.9", "13.0", "13.5")
    packages = ["cuda_" + r.replace(".", "_") for r in releases]
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CUDAGEN_", "FAKECUDA_")) and k != "PYTHONPATH"}
    env.update(PYTHONPATH=str(GENERATED), PYTHONDONTWRITEBYTECODE="1", CUDAGEN_BACKEND="python",
               CUDAGEN_LIB_CUDA="/nonexistent/libcuda.so.1")
    done = subprocess.run([sys.executable, "-c", _PER_RELEASE, *packages], env=env, capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    got = json.loads(done.stdout)
    for release, package in zip(releases, packages, strict=True):
        r = got[package]
        view = core.core_view(release_ir(release))
        assert view is not None
        old = release == "11.8"
        assert r["release"] == release and r["all_defined"]
        assert r["linker"] == [not old] * 3
        assert r["pinned_pool"] is not old
        assert r["device_properties"] == sorted(p.name for p in view.device_properties)
        assert set(r["kernel_attributes"]) == {p.name for p in view.kernel_attributes}
        if old:
            assert r["pinned"] == ["NotImplementedError", "PinnedMemoryResource needs host memory pools, which "
                                   "CUDA 11.8 does not declare; use LegacyPinnedMemoryResource"]
            assert r["param_info"] == ["NotImplementedError", "cuFuncGetParamInfo is not declared by CUDA 11.8"]
        else:  # on to the driver, which is not there
            assert "driver (libcuda) not found" in r["pinned"][1], r
            assert r["param_info"] == ["NotImplementedError",
                                       "the driver cannot describe this kernel's parameters (cuFuncGetParamInfo)"]


def test_settable_kernel_attributes_come_from_cu_func_set_attribute_docs(release_ir: Callable[[str], ir.Package]) -> None:
    view = core.core_view(release_ir("13.0"))
    assert view is not None
    settable = {p.name for p in view.kernel_attributes if p.settable}
    assert settable == {"max_dynamic_shared_size_bytes", "preferred_shared_memory_carveout", "required_cluster_width",
                        "required_cluster_height", "required_cluster_depth", "non_portable_cluster_size_allowed",
                        "cluster_scheduling_policy_preference"}


# ------------------------------------------------------------------------------------------- examples


def test_examples_compile_and_name_only_what_core_exports() -> None:
    """The examples run on a GPU (tests/gpu/test_core_gpu.py runs each); here they must compile
    and import only names core.py defines."""
    examples = sorted(EXAMPLES.glob("*.py"))
    assert len(examples) >= 4
    package = GENERATED / "cuda_13_0"
    text = (package / "core.py").read_text() + (package / "_core_graph.py").read_text()  # core.graph's too
    for path in examples:
        py_compile.compile(str(path), doraise=True)
        for line in path.read_text().splitlines():
            if line.startswith("from cuda_13_0.core import"):
                for name in line.split("import", 1)[1].replace("(", "").replace(")", "").split(","):
                    name = name.strip()
                    assert name and (f"class {name}" in text or f"def {name}(" in text
                                     or f"\n{name} = " in text), f"{path.name}: {name}"


def test_device_info_example_runs_against_the_fake(fake_driver: Build, backend: str) -> None:  # noqa: F811
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CUDAGEN_", "FAKECUDA_")) and k != "PYTHONPATH"}
    env.update(PYTHONPATH=str(fake_driver.pythonpath), CUDAGEN_BACKEND=backend, CUDAGEN_LIBCUDA=str(fake_driver.lib))
    done = subprocess.run([sys.executable, str(EXAMPLES / "device_info.py")], env=env, capture_output=True, text=True,
                          timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert "device 1: Fake GPU 1" in done.stdout and "161 SMs" in done.stdout
    assert "can access device 0: True" in done.stdout


# ------------------------------------------------------------------------------------------- graphs


def test_graph_module_typed_nodes_read_back_what_they_do(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("graph")
    assert r["module"] == [True] * 5  # core.graph, and its classes at core's top level too
    assert r["kernel_args"] == [42, 4.0, True]  # packed when the node is added
    assert r["types"] == ["KernelNode", "MemsetNode", "MemcpyNode", "HostCallbackNode", "EmptyNode", "EmptyNode",
                          "EventRecordNode", "EventWaitNode", "AllocNode", "FreeNode"]
    assert r["kinds"] == ["kernel", "memset", "memcpy", "host_callback", "empty", "empty", "event_record",
                          "event_wait", "alloc", "free"]
    assert r["kernel"] == [[2, 1, 1], [32, 1, 1], 16, True, True]
    assert r["memset"] == [True, 7, 4, 16, 1, 0]  # 4 bytes of value: 4-byte elements
    assert r["memset_byte"] == [9, 1]
    assert r["memcpy"] == [True, True, 64]
    assert r["callback"] and r["event"] == [True, True]
    assert r["alloc"] == [True, 256, 0, "device", [1], True]
    assert r["type"] == [0, 1, None, True]  # CU_GRAPH_NODE_TYPE_KERNEL, _MEMCPY; the entry node has none
    assert r["pred_succ"] == [True] * 4
    assert r["nodes"] == [True, 8, True, True]
    assert r["succ_set"] == [True, 9] and r["succ_reset"] == [True, 8]
    assert r["proxy"] == [True, True, 2, True, True, 0, "AdjacencySetProxy", True, 0, 7]
    assert r["destroyed"] == [False, None, 10, True]
    assert r["repr"] == [True, True] and r["eq"] == [True, True]


def test_graph_conditional_nodes_have_bodies_the_graph_owns(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("graph")
    assert r["condition"] == [True, True, True]
    assert r["if"] == ["IfNode", "if", True, 1, "GraphDefinition", True]
    assert r["cond_arg"]  # a GraphCondition passed to a kernel packs as its handle
    assert r["bodies"] == [2, 3, True, True, "KernelNode", 1]
    assert r["bodies_made"] == 7 and r["conds_made"] == 1  # if 1 + while 1 + if-else 2 + switch 3
    assert r["child"] == ["ChildGraphNode", "GraphDefinition", True]


def test_graph_options_and_executable_nodes(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("graph")
    assert r["dot"] == [True, 1 | 1024]  # CU_GRAPH_DEBUG_DOT_FLAGS_VERBOSE | _HANDLES
    assert r["dot_plain"] == 0
    raised(r["bad_dot_options"], "TypeError", "GraphDebugPrintOptions")
    assert r["instantiate"] == [8 | 2, 1]  # USE_NODE_PRIORITY | UPLOAD, with the upload stream
    assert r["instantiate_flags"] == [1 | 4, 0]  # AUTO_FREE_ON_LAUNCH | DEVICE_LAUNCH
    raised(r["bad_complete_options"], "TypeError", "GraphCompleteOptions")
    assert r["exec_types"] == ["ExecutableKernelNode", "ExecutableMemsetNode", "ExecutableMemcpyNode",
                               "ExecutableHostCallbackNode", "ExecutableEventRecordNode", "ExecutableEventWaitNode",
                               "ExecutableChildGraphNode"]
    assert r["enabled"] == [False, True, True]
    assert r["exec_kernel_arg"] == 77 and r["exec_updates"] == 7
    raised(r["no_exec_view"], "TypeError", "EmptyNode")
    assert r["exec_repr"]
    assert r["kernel_update"] == [5, True] and r["memset_update"] == [9, 1, 16] and r["memcpy_update"] == [16, True]
    assert r["node_updates"] == 7
    assert r["calls"] == [1]


def test_graph_errors_name_the_argument(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("graph")
    raised(r["kernel_update_no_args"], "ValueError", "args")
    raised(r["memset_range"], "ValueError", "[0, 256)")
    raised(r["memset_size"], "ValueError", "1, 2 or 4 bytes")
    raised(r["owner_with_buffer"], "ValueError", "dst_owner")
    raised(r["bad_dst"], "TypeError", "dst")
    raised(r["bad_condition"], "TypeError", "condition")
    raised(r["switch_zero"], "ValueError", "count")
    raised(r["python_user_data"], "ValueError", "user_data")
    raised(r["bad_ctypes"], "TypeError", "CUhostFn")
    raised(r["cluster"], "NotImplementedError", "cluster")
    raised(r["bad_memory_type"], "ValueError", "memory_type")
    raised(r["not_a_node"], "TypeError", "GraphNode")
    assert r["direct"] == ["RuntimeError"] * 4
    assert r["ctypes_callback"]


def test_graph_handles_are_freed_once_and_bodies_never_by_us(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("graph")
    assert r["exec_closed"] == [True, "RuntimeError"]
    # close() lets go; a body's view keeps the graph until it goes too.
    assert r["closed_definition"] == [False, "RuntimeError", 0, True]
    # The definition destroyed once; its bodies and conditional handles with it, none by us.
    assert r["definition_freed"] == [1, 0, 0, True, True]
    assert r["split"] == [True, True, True]
    raised(r["end_unjoined"], "RuntimeError", "join")
    assert r["joined"] is False and r["builder_callback"] == 4 and r["builder_flags"] == 1
    assert r["builder_closed"] == [True, True, 0, "RuntimeError"]  # the view outlives the builder
    assert r["builder_freed"] == 1
    raised(r["condition_not_building"], "RuntimeError", "begin_building")
    # By capture: if (1 body), while (1), if-else (2), switch (3), a child clone (1); a chain of 5 nodes.
    assert r["captured_conditionals"] == ["GraphBuilder", 2, 3, 1, 8, ["ChildGraphNode"] + ["ConditionalNode"] * 4,
                                          4, 1, True]
    assert r["all_freed"] == [5, 5, 0, 0, 0]
    assert r["violations"] == [0, 0, 0]
