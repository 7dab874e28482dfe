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
import re
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


def test_device_objects_and_generated_properties(scenario: Callable[..., dict[str, Any]], backend: str) -> None:
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
    # Device() and Device.properties: C on the compiled backend (no Python frame), which hands
    # what it does not take to Device.__new__; read-only either way.
    assert r["fast"] == [[True] * 4, 0 if backend == "compiled" else r["fast"][1]]
    if backend == "python":
        assert r["fast"][1] >= 3
    assert r["slow"] == [True, True, True]
    raised(r["slow_errors"][0], "ValueError", ">= 0", c_calls=None)
    raised(r["slow_errors"][1], "ValueError", "out of range", c_calls=None)
    raised(r["slow_errors"][2], "TypeError", c_calls=None)
    for outcome in r["read_only"]:
        raised(outcome, "AttributeError", c_calls=None)
    assert r["properties_doc"]


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


# ------------------------------------------------------------- virtual, managed and graph memory


def test_virtual_memory_frees_each_handle_once_in_order(scenario: Callable[..., dict[str, Any]]) -> None:
    """VirtualMemoryResource (cuda.core 1.2.2's): create, reserve, map, set access (the owner,
    then each peer), sizes rounded to the granularity; each buffer freed once, in order: unmap,
    free the range, release the physical allocation (the fake counts a handle or range freed
    twice or never made as bad, a range freed while mapped or a handle released while mapped as
    out of order). Unlike cuda.core 1.2.2, the handle cuMemCreate returned is released too
    (cuda.core's leak, NVIDIA/cuda-python#2882)."""
    r = scenario("memory")
    # 2 MiB (the fake's recommended granularity), aligned; device memory of device 0
    assert r["vmm_alloc"] == [0x200000, True, True, True, False, 0, 0, True]
    assert r["vmm_prop"] == [1, 1, 0, 0, 0]  # PINNED, DEVICE 0, no handle type, no RDMA
    assert r["vmm_access"] == [2, 1, 0, 1, 1, 3, 3]  # owner (device 0), peer (device 1): read-write
    assert r["vmm_fill"] == [7, 7, 7, 7]  # the mapping is memory: a memset reached it
    # created 1, freed 1, none live (allocation, range, mapping), nothing bad or out of order
    assert r["vmm_freed"] == [1, 1, 0, 0, 0, 0, 0, 1]
    assert r["vmm_log"] == "CRMAUFL"  # closed twice: freed once
    assert r["vmm_minimum"] == [0x10000, 1, 1, 1, 1]  # minimum granularity, "r" self access, posix_fd, RDMA
    assert r["vmm_bad"] == ["Unsupported granularity: 'huge'", "Unknown access spec: 'x'", "NotImplementedError",
                            "TypeError"]
    assert r["vmm_foreign"] == [1, 0, 0, 1]  # retained and released once; the creator's reference left
    assert r["vmm_host"] == [-1, True, False, 3, 1340, True]  # HOST_NUMA, the device's nearest node
    assert r["vmm_end"] == [0, 0, 0, 0, 0]


def test_virtual_memory_grows_in_place_or_moves_and_rolls_back(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("memory")
    assert r["vmm_grow_in_place"] == [True, 3 * 0x10000, 2]  # the same buffer, a second mapping after it
    assert r["vmm_grow_kept"] == 9
    # the range after it taken: a new buffer over a new range, the old closed without a free
    assert r["vmm_grow_moved"] == [True, True, 5 * 0x10000, True, 9, 3, 1]
    assert r["vmm_same"]
    assert r["vmm_grow_errors"] == ["RuntimeError", "TypeError", "ValueError"]
    assert r["vmm_grown_freed"] == [0, 0, 0, 0, 0]
    assert r["vmm_grown_log_tail"] == "UUUFLLL"  # three mappings unmapped, the range freed, three released
    # cuMemSetAccess refused a peer: what was done is undone, last first
    assert r["vmm_rollback"] == ["CudaErrorInvalidDevice", 0, 0, 0, 0, 0]
    assert r["vmm_rollback_log"] == "CRMUFL"


def test_managed_memory_pools_buffers_and_host_locations(scenario: Callable[..., dict[str, Any]]) -> None:
    """ManagedMemoryResource on a managed memory pool (CUDA 13: cuMemGetMemPool, cuMemPoolCreate
    with CU_MEM_ALLOCATION_TYPE_MANAGED), its ManagedBuffers' prefetch, discard and advice, and
    Host locations, as cuda.core 1.2.2."""
    r = scenario("memory")
    # the current pool for managed memory (type 2), no preferred location (type 0): not owned
    assert r["managed_current"] == [False, 0x980, None, -1, [2, 0]]
    assert r["managed_own"] == [True, ["device", 1], 1, 1, [2, 1, 1]]  # MANAGED, DEVICE 1
    assert r["managed_numa"] == [["host_numa", 3], [2, 3, 3]]
    assert r["managed_bad"] == ["ValueError", "ValueError", "ValueError"]
    assert r["managed_buffer"] == ["ManagedBuffer", True, 13, True]  # kDLCUDAManaged
    assert r["prefetch_device"][0] == 1 and r["prefetch_device"][2:] == [64, 1, 1]  # DEVICE 1
    assert r["prefetch_host"] == [2, 3, 2]  # HOST_NUMA 2
    assert r["discard"] == [1, -1] and r["discard_prefetch"] == [2, 2]  # then HOST
    assert r["read_mostly"] == [2, True]  # CU_MEM_ADVISE_UNSET_READ_MOSTLY; the fake reads 1
    assert r["preferred"] == [3, 1, 1, "<Device 1 (Fake GPU 1)>"]  # SET_PREFERRED_LOCATION, DEVICE 1
    assert r["preferred_numa_current"] == "Host.numa_current()"
    assert r["preferred_none"] == [4, None]  # UNSET_PREFERRED_LOCATION
    assert r["accessed_by"] == ["<Device 0 (Fake GPU 0)>", "<Device 1 (Fake GPU 1)>"]
    assert r["accessed_by_add"] == [5, 2]  # SET_ACCESSED_BY, HOST
    assert r["accessed_by_set"] == [6, 1]  # UNSET_ACCESSED_BY device 1: only device 0 wanted
    assert r["advise_errors"] == ["ValueError", "TypeError"]
    assert r["host"] == [True, True, "Host(numa_id=1)", "Host.numa_current()", True, "ValueError", "ValueError"]
    assert r["managed_wrapped"] == ["ManagedBuffer", True, None]  # foreign: never freed here
    assert r["managed_after"] == [0, True]  # own pools destroyed once; the current one never


def test_graph_memory_allocates_only_while_capturing(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("memory")
    assert r["graph_singleton"] == [True, True, 0]
    assert r["graph_not_capturing"] == "RuntimeError"
    assert r["graph_alloc"] == [1, 64, True, False]
    assert r["graph_attributes"] == [1000, 2000, 3000, 4000]  # the fake: (attr + 1) * 1000 + device
    assert r["graph_reset"] == [0, 0, 1, 2, "AttributeError"]  # reset to 0 only
    assert r["allocations"] == 0
    assert r["counts"]["violations"] == [0, 0, 0]


def test_buffer_from_handle_frees_on_the_stream_given(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("memory")
    assert r["from_handle_stream"] == [True, None]


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
    assert report["pool"][1] == 0  # a managed pool of its own, left alive: not destroyed
    assert result["vmm"] == [1, 1, 1]  # a virtual memory buffer's allocation, range and mapping
    assert report["vmm"] == [1, 1, 1]  # ... still there when the process ended: nothing freed


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


def test_compiled_launch_takes_the_common_case_and_hands_the_rest_to_python(
    scenario: Callable[..., dict[str, Any]], backend: str
) -> None:
    """The compiled backend's core.launch is C (no Python frame) after a kernel's first launch,
    packs what the Python one packs, and leaves every other case, errors included, to it."""
    r = scenario("fast_launch")
    assert r["values_agree"]
    assert r["signature"] == ("(stream: 'Stream | GraphBuilder | object', config: 'LaunchConfig', "
                              "kernel: 'Kernel', *kernel_args: 'object') -> 'None'")
    assert r["doc"]
    cases = r["cases"]
    assert cases["numpy scalars"]["raised"] is None
    assert r["numpy_values"] == [4, 2.0]  # "plain again", last
    for name in ("too few", "too many"):
        assert cases[name]["raised"] == "ValueError" and "parameters" in cases[name]["text"], cases[name]
    assert cases["closed buffer"]["raised"] == "RuntimeError" and "closed" in cases["closed buffer"]["text"]
    assert cases["closed stream"]["raised"] == "RuntimeError" and "closed" in cases["closed stream"]["text"]
    assert cases["keywords"]["raised"] == "ValueError"  # three parameters, no arguments
    assert cases["int out of range"]["raised"] == "ValueError"
    assert cases["float for an int"]["raised"] is None  # a float in 4 bytes is a float, on both paths
    assert cases["cluster config"]["raised"] is None
    if backend == "compiled":
        assert r["wrapped"]
        assert r["python_calls_for_50"] == 1  # the first: it caches the kernel's parameter sizes
        for name, case in cases.items():
            in_c = name in ("plain again", "float for an int")
            assert case["python_calls"] == (0 if in_c else 1), (name, case)
    else:
        assert not r["wrapped"] and r["python_calls_for_50"] == 50


def test_compiled_record_takes_the_common_case_and_hands_the_rest_to_python(
    scenario: Callable[..., dict[str, Any]], backend: str
) -> None:
    """The compiled backend's Stream.record is C (no Python frame) for record() and
    record(event): the events it makes are Events like the Python path's, destroyed once, in
    their own context, in cycles too; every other case, errors included, is the Python one's."""
    r = scenario("fast_record")
    assert r["signature"] == ("(self, event: 'Event | None' = None, "
                              "options: 'EventOptions | dict[str, object] | None' = None) -> 'Event'")
    assert r["doc"]
    assert r["made_destroyed_recorded"] == [50, 50, 100, r["made_destroyed_recorded"][3]]
    assert r["made_destroyed_recorded"][3] >= 1  # handles may be reused once destroyed
    # An Event dropped is a later record()'s (compiled): its event destroyed, no object made for
    # 50 calls, dropped at once, bound to a name or to two (gc's count of allocations); one a weak
    # reference or its release still reaches goes as it would; a closed one is destroyed once.
    reused = r["reused"]
    assert reused[1:9] == [True, 1, False, True, True, True, 1, True], reused  # new handle, old destroyed
    assert reused[11:14] == [0, False, True], reused
    if backend == "compiled":
        assert reused == [True, True, 1, False, True, True, True, 1, True, True, True, 0, False, True, 0, 0, 0]
    else:
        assert min(reused[14:]) >= 50, reused
    # four threads, 300 record()s each on two devices: all destroyed once, each in its context
    assert r["threads"] == [[], 1200, 1200, 0, [0, 0, 0]], r["threads"]
    # made, waiting after the 40 Events went, destroyed after one more record(event): compiled,
    # the list let go of its last four Events first (the recorder's: they wait), then the 17th and
    # the 34th to go freed those waiting before them (the first time with the four): 2 wait
    assert r["deferred"] == ([40, 2, 40] if backend == "compiled" else [40, 0, 40])
    returned, said = r["failed_destroy"]
    assert returned is True
    if backend == "compiled":
        assert len(said) == 1 and said[0][0] == "CudaErrorInvalidHandle", said
        assert "cuEventDestroy" in said[0][1] and "CUDA_ERROR_INVALID_HANDLE" in said[0][1], said
    else:
        assert said == []
    assert r["event"] == [True, True, False, False, False, True, True, True]
    assert r["alive"] is True
    assert r["closed"] == [True, 1, False]  # closed twice: destroyed once
    # device 1 current: each pushed its own context to be destroyed (device 1's record() made the
    # third; compiled, it went when the cycle's Event went: a release frees what waits with its own)
    assert r["elsewhere"] == [3, 0]
    assert r["cycle"] == 1
    assert r["violations"] == [0, 0, 0]  # none after its context went, twice, or without a context
    cases = r["cases"]
    for name in ("record()", "record(None)", "default stream", "options"):
        assert cases[name]["raised"] is None and cases[name]["value"] is (name == "options"), (name, cases[name])
    for name in ("record(event)", "keyword", "unbound"):
        assert cases[name] == {"raised": None, "value": True, "python_frames": cases[name]["python_frames"]}, name
    assert cases["closed stream"]["raised"] == "RuntimeError" and "stream is closed" in cases["closed stream"]["text"]
    assert cases["closed event"]["raised"] == "RuntimeError" and "event is closed" in cases["closed event"]["text"]
    assert cases["not an event"]["raised"] == "AttributeError"
    assert "CUDAError" in cases["unknown stream"]["mro"] and "cuEventRecord" in cases["unknown stream"]["text"]
    assert "CUDA_ERROR_INVALID_HANDLE" in cases["unknown stream"]["text"]
    if backend == "compiled":
        assert r["wrapped"]
        assert r["python_frames_for_50"] == 0
        in_c = ("record()", "record(event)", "record(None)", "unknown stream", "unbound")
        for name, case in cases.items():
            assert (case["python_frames"] == 0) == (name in in_c), (name, case)
    else:
        assert not r["wrapped"] and r["python_frames_for_50"] >= 250


def test_cluster_and_cooperative_launches_go_through_launch_kernel_ex(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("launch")
    assert r["cluster"] == [1, 1.0, True, 32]  # grid counts clusters: 2 clusters x 2 blocks x 8 threads
    assert r["cluster_attrs"] == [1, 1, 0, 2, 1, 1]  # launches, attributes, cooperative, cluster dims
    assert r["cooperative"] == [1, 1.0, True, 8]
    assert r["cooperative_attrs"] == [2, 1, 1, 0, 0, 0]


def test_kernel_occupancy_queries_the_driver(scenario: Callable[..., dict[str, Any]]) -> None:
    """Kernel.occupancy (cuda.core's KernelOccupancy) against the fake's arithmetic: 2048 threads
    and 64 KiB of dynamic shared memory per multiprocessor, 16 multiprocessors."""
    r = scenario("occupancy")
    assert r["same_object"]
    assert r["blocks"] == [8, 4]  # 2048 / 256; 65536 / 16384 bytes
    assert r["potential"] == [32, 1024]
    assert r["potential_named"] == ["MaxPotential", 128, 256]  # cuda.core's namedtuple
    assert r["potential_callable"] == [64, 512] and r["b2d_arg"] == 512  # the callable got the block size
    assert r["potential_b2d"] == [16, 1024]  # a driver.CUoccupancyB2DSize as it is
    assert r["available_smem"] == 16384
    assert r["cluster_size"] == 8
    assert r["cluster_config"] == [8, 64, 512, 1, True]  # grid in blocks (4 clusters of 2), the stream's handle
    assert r["active_clusters"] == r["active_clusters_default_stream"] == 32 and r["default_stream_recorded"]
    raised(r["no_cluster"], "CUDAError", "CLUSTER", c_calls=None)
    raised(r["stream_required"], "TypeError", "stream")  # keyword-only and required, as cuda.core 1.2.2
    raised(r["bad_shmem_type"], "TypeError", "dynamic_shared_memory_needed")
    raised(r["bad_block_type"], "TypeError", "block_size")
    raised(r["bad_config"], "TypeError", "config")
    raised(r["bad_block_size"], "CUDAError", "INVALID_VALUE", c_calls=None)
    raised(r["direct"], "RuntimeError", "Kernel.occupancy")


def test_programmatic_dependent_launch_sets_its_attribute(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("occupancy")
    assert r["pdl_fields"] == [True, True, False, True]  # the field, repr, eq
    assert r["pdl_launch"] == [1, 1, 1, 3, 64]  # one cuLaunchKernelEx, one attribute, allowed; args, threads
    assert r["pdl_with_others"] == [2, 3, 1, 2, 1, 1, 1]  # cluster, cooperative and PDL together
    assert r["plain_after"] == [2, 5]  # a config without attributes still goes through cuLaunchKernel


def test_object_and_library_code_is_linked_not_loaded(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("occupancy")
    assert r["inputs"] == ["object", "a.o", "7f454c46", "library", {"f": "_Z1fv"}]
    raised(r["object_load"], "NotImplementedError", "'object'", "Linker")
    raised(r["library_load"], "NotImplementedError", "'library'", "Linker")
    assert r["no_module_made"] == 0
    counts = r["counts"]
    assert counts["violations"] == [0, 0, 0]
    assert counts["made"][MODULE] == counts["destroyed"][MODULE] == 1 and counts["live"][MODULE] == 0


# ------------------------------------------------------------------------------------------ linking

LOGS = "3=buf 4=4194304 5=buf 6=4194304"  # CU_JIT_{INFO,ERROR}_LOG_BUFFER and their sizes: 4 MiB each


def test_linker_falls_back_to_the_driver_where_nvjitlink_cannot_load(scenario: Callable[..., dict[str, Any]]) -> None:
    """As cuda.core: nvJitLink's library not found (CUDAGEN_LIB_NVJITLINK names no file), the
    driver's cuLink* links, with one RuntimeWarning; which_backend() is a classmethod giving a str
    enum equal to cuda.core's CompilerBackendType."""
    r = scenario("link")
    which, warned, text, equal, is_classmethod = r["which"]
    assert which == "driver" and equal and is_classmethod
    assert text == "<_CompilerBackendType.DRIVER: 'driver'>"
    assert len(warned) == 1, warned  # once: the choice is made once
    category, message, where = warned[0]
    assert category == "RuntimeWarning" and where == "core_scenarios.py"  # the caller's line
    assert message == ("nvJitLink is not installed or too old (<12.3): libnvJitLink.so.13 (for the CUDA 13.0 "
                       "bindings) not found. Therefore it is not usable and the culink APIs will be used instead.")
    assert r["enum"] == {"NVRTC": "NVRTC", "NVVM": "NVVM", "NVJITLINK": "nvJitLink", "DRIVER": "driver"}
    try:
        from cuda.core.typing import CompilerBackendType
    except Exception:  # cuda.core not installed: the values above are its 1.2.2's
        return
    assert r["enum"] == {m.name: m.value for m in CompilerBackendType}


def test_driver_linker_links_with_the_options_logs_and_inputs_cuda_core_gives(
    scenario: Callable[..., dict[str, Any]],
) -> None:
    r = scenario("link")
    raised, warned, options = r["full_options"]
    assert raised is None and warned == []
    # CU_JIT_TARGET CU_TARGET_COMPUTE_90A, MAX_REGISTERS 32, LOG_VERBOSE, LTO, OPTIMIZATION_LEVEL 3,
    # GENERATE_DEBUG_INFO, GENERATE_LINE_INFO, CACHE_MODE CU_JIT_CACHE_OPTION_NONE
    assert options == f"{LOGS} 9=65626 0=32 12=1 20=1 7=3 11=1 13=1 14=0"
    # No arch: no CU_JIT_TARGET (the context's device), as cuda.core; options as a dict too.
    assert r["defaults"] == [[LOGS, "<default linker>"], [LOGS, "<default linker>"], [f"{LOGS} 9=75", "d"]]
    added = "fake linker: added 'a.ptx' (33 bytes)\nfake linker: added 'b.cubin' (11 bytes)\n"
    assert r["before_link"] == ["driver", "_CompilerBackendType", False, True, added, ""]  # the verbose log
    name, code_type, code, info = r["linked"]
    assert (name, code_type) == ("linked", "cubin")
    # CU_JIT_INPUT_PTX (1) and CU_JIT_INPUT_CUBIN (0), with the names and sizes (PTX with its NUL).
    assert re.fullmatch(r"FAKECUBIN linked 2: 1:a\.ptx:33:[0-9a-f]+ 0:b\.cubin:11:[0-9a-f]+", code), code
    assert info == added + f"fake linker: linked 2 inputs into {len(code)} bytes\n"


def test_driver_linker_state_is_destroyed_once_after_its_cubin_is_copied(
    scenario: Callable[..., dict[str, Any]],
) -> None:
    r = scenario("link")
    # [made, destroyed, live, stale optionValues, completes]: close() twice destroys once; the cubin
    # (which the fake overwrites at cuLinkDestroy) was copied out; the logs were kept at link().
    before, after, closed, handle, code, info_lines, relink = r["closed"]
    assert before[:3] == [2, 1, 1] and after[:3] == [2, 2, 0]
    assert closed and handle is None and code == "FAKECUBIN linked " and info_lines == 3
    assert relink == "RuntimeError"
    # cuLinkCreate's optionValues (log buffers, sizes) held what they were given until each
    # cuLinkDestroy; a thread without a current context made its state in the primary context.
    assert r["thread"] == [True, 0, 0]
    made, destroyed, live, stale, completes = r["counts"]
    assert made == destroyed and live == 0 and stale == 0 and completes == 6
    assert r["all"]["violations"] == [0, 0, 0]


def test_driver_linker_refuses_what_the_driver_cannot_do(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("link")
    raised_, warned, options = r["ignored"]
    assert raised_ is None and options == LOGS  # ignored, as cuda.core: no option, a DeprecationWarning each
    assert [w[1] for w in warned] == [
        "ftz option is deprecated in the driver API", "prec_div option is deprecated in the driver API",
        "prec_sqrt option is deprecated in the driver API", "fma options is deprecated in the driver API",
        "kernels_used is deprecated in the driver API", "variables_used is deprecated in the driver API",
        "optimize_unused_variables is deprecated in the driver API"]
    assert {(w[0], w[2]) for w in warned} == {("DeprecationWarning", "core_scenarios.py")}  # the Linker(...) line
    for outcome_, words in zip(r["refused"], ["time option", "ptx option", "ptxas_options option", "split_compile option",
                                              "split_compile_extended option", "CU_TARGET_COMPUTE_999"], strict=True):
        raised(outcome_, "ValueError", words)
    raised(r["refused_ltoir"], "ValueError", "'ltoir'", "LTO-IR needs nvJitLink")
    raised(r["refused_none"][0], "ValueError", "at least one")
    raised(r["refused_none"][1], "TypeError", "not an ObjectCode")
    assert r["refused_states"] == 0  # refused before cuLinkCreate
    raised(r["ptx_target"], "ValueError", "cubin only")
    raised(r["as_bytes"], "RuntimeError", "nvJitLink backend is not available")  # as cuda.core


def test_driver_linker_errors_carry_the_error_log(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("link")
    raised(r["bad_input"], "CudaErrorInvalidPtx", "cuLinkAddData",
           "Linker error log: ptxas fatal   : fake: cannot read input 'bad.ptx'", c_calls=None)
    assert r["bad_input_log"] == "ptxas fatal   : fake: cannot read input 'bad.ptx'\n"
    raised(r["unresolved"], "CudaErrorNotFound", "cuLinkComplete", "Linker error log: nvlink error", c_calls=None)
    assert r["unresolved_log"] == "nvlink error   : Undefined reference to 'missing' (fake)\n"


def test_ptx_program_compiles_to_a_cubin_with_the_driver_linker(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("link")
    backend, cpp_backend, name, code = r["program"]
    assert (backend, cpp_backend, name) == ("driver", "NVRTC", "p.ptx")
    assert re.fullmatch(r"FAKECUBIN linked 1: 1:p\.ptx:13:[0-9a-f]+", code), code
    raised(r["program_time"], "ValueError", "time option is not supported by the driver API")  # as cuda.core


def test_object_code_get_module_is_its_loaded_cumodule(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("link")
    assert r["get_module"] == [True, 1, True, 1]  # handle; loaded once, by the first call
    assert r["get_module_closed"] == [None, True, 2]  # closed: None, then loaded again, as get_kernel does
    raised(r["get_module_ltoir"], "NotImplementedError", "must be linked")


def test_driver_linker_can_be_forced_where_nvjitlink_serves(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("link_forced")
    wheel = any((Path(p or ".") / "nvidia" / "cu13" / "lib" / "libnvJitLink.so.13").is_file() for p in sys.path)
    assert r["natural"] == (["nvJitLink", 0] if wheel else ["driver", 1])
    backend, linker_backend, code = r["forced"]
    assert backend == linker_backend == "driver" and code.startswith("FAKECUBIN linked 1: 1:f.ptx:")
    assert r["counts"] == [1, 1, 0, 0, 1]


_LINK_11_8 = r"""
import ctypes, json, os, warnings
warnings.simplefilter("error")  # 11.8 binds no nvJitLink: the driver links, with no warning
fake = ctypes.CDLL(os.environ["FAKECUDA_PATH"])
fake.fake_link_options.restype = ctypes.c_char_p
from cuda_11_8 import core
core.Device(0).set_current()
ptx = core.ObjectCode.from_ptx(".version 7.8\n", name="a.ptx")
with core.Linker(ptx, core.ObjectCode.from_cubin(b"FAKECUBIN b", name="b.cubin"),
                 options=core.LinkerOptions(arch="sm_80", verbose=True)) as linker:
    linked = linker.link("cubin")
    out = [core.Linker.which_backend(), linker.backend, fake.fake_link_options().decode(), linked.code.decode(),
           linker.get_info_log().count("\n")]
program = core.Program(".version 7.8\n", "ptx", {"arch": "sm_80", "name": "p.ptx"})
out += [program.backend, program.compile("cubin").code.decode()[:20], linked.get_module() == linked.handle,
        fake.fake_made(7), fake.fake_destroyed(7), fake.fake_violations(1)]
print(json.dumps(out))
"""


def test_cuda_11_8_links_with_the_driver(fake_driver: Build) -> None:  # noqa: F811
    """11.8's package binds no nvJitLink: its Linker (the same core.py) links with its own
    cuLinkCreate binding, the driver's (on the fake, by the pure-Python backend: the compiled
    one is built for 13.0 only here)."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("CUDAGEN_", "FAKECUDA_")) and k not in ("PYTHONPATH", "LD_LIBRARY_PATH")}
    env.update(PYTHONPATH=str(GENERATED), PYTHONDONTWRITEBYTECODE="1", CUDAGEN_BACKEND="python",
               CUDAGEN_LIB_CUDA=str(fake_driver.lib), FAKECUDA_PATH=str(fake_driver.lib))
    done = subprocess.run([sys.executable, "-c", _LINK_11_8], env=env, capture_output=True, text=True, timeout=120,
                          check=False)
    assert done.returncode == 0, done.stderr
    which, backend, options, code, info_lines, program_backend, program_code, module, *counts = json.loads(done.stdout)
    assert which == backend == program_backend == "driver"
    assert options == f"{LOGS} 9=80 12=1"  # CU_TARGET_COMPUTE_80, CU_JIT_LOG_VERBOSE
    assert re.fullmatch(r"FAKECUBIN linked 2: 1:a\.ptx:14:[0-9a-f]+ 0:b\.cubin:11:[0-9a-f]+", code), code
    assert info_lines == 3 and program_code == "FAKECUBIN linked 1: " and module
    assert counts == [2, 2, 0]  # two link states, each destroyed once


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


# ------------------------------------------------------------------------------------- TMA tensor maps


def test_tensor_maps_encode_what_the_view_describes(scenario: Callable[..., dict[str, Any]]) -> None:
    """as_tensor_map and the im2col factories hand the driver the view's dimensions, byte strides,
    box and element strides innermost first (reversed), with the data type and options as
    cuda.h's enumerators; the CUtensorMap is stored at its C alignment (128 in CUDA 13)."""
    r = scenario("tma")
    # float32 (48, 64), box (16, 32), SWIZZLE_128B, L2_128B, NAN_REQUEST_ZERO_FMA
    assert r["tiled"] == {"kind": 1, "type": 7, "rank": 2, "interleave": 0, "swizzle": 3, "l2": 2, "oob": 1,
                          "channels": 0, "pixels": 0, "mode": 0, "dim": [64, 48], "stride": [256], "box": [32, 16],
                          "element": [1, 1], "lower": [], "upper": []}
    assert r["tiled_address"]
    assert r["type"] == ["TensorMapDescriptor", True, "TensorMapDescriptor(tiled, rank=2, dtype=FLOAT32, swizzle=SWIZZLE_128B)"]
    assert r["device"]
    assert r["storage"] == [128, 0, True]
    assert r["opaque"][:5] == [2, 112, 256, 48, 2] and r["opaque"][5] == 7 and r["opaque"][7] == 1
    assert r["bytes"]
    assert r["options"]["type"] == 2 and r["options"]["box"] == [8, 8] and r["options"]["element"] == [2, 1]
    assert r["options_dict"] == [3, 4]  # INT32, box (4, 4)
    assert r["driver_enum"] == 2  # driver.CUtensorMapSwizzle.CU_TENSOR_MAP_SWIZZLE_64B is taken
    assert r["options_fields"] == [[8, 8], [1, 2], "uint32", "TensorMapSwizzle"]
    # float16 (10, 20) with a row stride of 32 elements: 64 bytes
    assert (r["strided"]["type"], r["strided"]["dim"], r["strided"]["stride"], r["strided"]["box"]) == (6, [20, 10], [64], [8, 4])
    # uint8 (2, 3, 16) contiguous
    assert (r["rank3"]["type"], r["rank3"]["dim"], r["rank3"]["stride"], r["rank3"]["box"]) == (0, [16, 3, 2], [16, 48], [16, 2, 1])
    assert r["calls_tiled"] == [6, 0, 0, 0]


def test_tensor_map_errors_name_the_argument_before_the_driver(scenario: Callable[..., dict[str, Any]]) -> None:
    e = scenario("tma")["errors"]
    expected = {
        "box length": ("ValueError", "box_dim must have 2 elements"),
        "box zero": ("ValueError", "box_dim[0] must be in [1, 256], got 0"),
        "box too big": ("ValueError", "box_dim[0] must be in [1, 256], got 300"),
        "int swizzle": ("TypeError", "swizzle must be a TensorMapSwizzle"),
        "options and box": ("TypeError", "either options or the individual"),
        "no box": ("TypeError", "box_dim is required"),
        "misaligned": ("ValueError", "16-byte aligned"),
        "host array": ("ValueError", "device-accessible"),
        "unsupported dtype": ("ValueError", "Unsupported dtype int8"),
        "unsupported data_type": ("ValueError", "Unsupported dtype complex64"),
        "no dtype": ("ValueError", "Cannot infer TMA data type"),
        "stride": ("ValueError", "multiple of 16"),
        "inner box bytes": ("ValueError", "box_dim[1]"),
        "swizzle span": ("ValueError", "at most 32 bytes with SWIZZLE_32B"),
        "element strides": ("ValueError", "element_strides[1] must be in [1, 8]"),
        "element strides length": ("ValueError", "element_strides must have 2 elements"),
        "rank": ("ValueError", "rank must be between 1 and 5, got 6"),
        "empty dimension": ("ValueError", "shape[0]"),
        "box not ints": ("TypeError", "box_dim[0] must be an int"),
        "data_type object": ("TypeError", "data_type must be"),
        "direct": ("RuntimeError", "cannot be instantiated directly"),
        "pickle": ("TypeError", "cannot be pickled"),
        "im2col rank": ("ValueError", "Im2col tensor rank must be between 3 and 5, got 2"),
        "im2col corners": ("ValueError", "pixel_box_lower_corner must have 1 elements"),
    }
    assert set(e) == set(expected)
    for name, (exc, text) in expected.items():
        raised(e[name], exc, text, c_calls=None)
    assert not scenario("tma")["errors_reached_driver"]


def test_im2col_tensor_maps_and_replace_address(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("tma")
    im2col = r["im2col"]  # NHWC (2, 4, 4, 8) float32; corners (-1, -2) .. (1, 2), reversed
    assert (im2col["kind"], im2col["dim"], im2col["stride"], im2col["lower"], im2col["upper"]) == \
        (2, [8, 4, 4, 2], [32, 128, 512], [-2, -1], [2, 1])
    assert (im2col["channels"], im2col["pixels"], im2col["element"]) == (8, 16, [1, 2, 1, 1])
    assert r["im2col_repr"] == "TensorMapDescriptor(im2col, rank=4, dtype=FLOAT32, swizzle=NONE)"
    wide = r["wide"]
    assert (wide["kind"], wide["lower"][0], wide["upper"][0], wide["channels"], wide["pixels"], wide["mode"],
            wide["swizzle"]) == (3, -1, 3, 8, 32, 1, 3)  # swizzle defaults to SWIZZLE_128B, as cuda.core's
    assert r["wide_repr"] == "TensorMapDescriptor(im2col_wide, rank=4, dtype=FLOAT32, swizzle=SWIZZLE_128B)"
    # The map points at the new memory, which it keeps alive; the old memory is let go.
    assert r["replace"] == [True, True, 1]
    raised(r["replace_misaligned"], "ValueError", "16-byte aligned", c_calls=None)
    assert r["keeps_new"] and r["frees_new"]


def test_launch_passes_a_tensor_map_by_value(scenario: Callable[..., dict[str, Any]]) -> None:
    """The kernel's 128-byte parameter receives the CUtensorMap's bytes, through launch (the
    compiled launch hands a descriptor to the Python one), cuLaunchKernelEx and graph kernel
    nodes; a descriptor is refused in a context other than its own."""
    r = scenario("tma")
    assert r["kernel_params"] == [[0, 128], [128, 4]]
    assert r["launches"] == [[True, 5], [True, 6], [True, 7]]
    raised(r["launch_wrong_count"], "ValueError", "parameters", c_calls=None)
    assert r["launch_ex"]["raised"] is None and r["launch_ex_seen"] == [True, 9]
    assert r["graph_node"] == [True, 42]
    raised(r["other_context_launch"], "RuntimeError", "different CUDA context", c_calls=None)
    raised(r["other_context_replace"], "RuntimeError", "different CUDA context", c_calls=None)
    raised(r["other_device_view"], "ValueError", "expects tensor on device 0, got 1", c_calls=None)
    raised(r["other_device_replace"], "ValueError", "expects tensor on device 0, got 1", c_calls=None)


def test_dlpack_capsule_dropped_while_an_exception_propagates(scenario: Callable[..., dict[str, Any]]) -> None:
    """Issue 40: a capsule dropped as its frame unwinds runs its destructor with the exception set;
    the C destructor sets it aside, so the exception arrives intact and the export is released."""
    r = scenario("dlpack_pending")
    assert r["unversioned"] == ["ZeroDivisionError", "integer division or modulo by zero", "NoneType", 0]
    assert r["versioned"] == ["ZeroDivisionError", "integer division or modulo by zero", "NoneType", 0]
    assert r["consumed"] == ["ZeroDivisionError", "integer division or modulo by zero", "NoneType", 1]
    assert r["consumer_deleted"] == 0
    assert r["destructor_is_c"] is True  # the driver extension is built beside either backend
    assert r["plain"] == 0


def test_utils_strided_memory_view_and_program_caches(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("utils")
    ptr = r["host_dlpack"][-1]
    # [ptr, shape, strides (elements), dtype, device_id, is_device_accessible, readonly, size]
    assert r["host_dlpack"][:-1] == [ptr, [3, 2], [4, 2], "float32", -1, False, False, 6]
    assert r["host_array_interface"][:-1] == [ptr, [4, 3], [1, 4], "float32", 0, False, False, 12]
    raised(r["host_none_stream"], "BufferError", "stream=None is ambiguous")
    raised(r["no_protocol"], "BufferError", "does not support any data exchange protocol")

    handle = r["from_buffer"][8]
    device = handle % 7  # the fake's CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL
    assert r["from_buffer"][:8] == [handle, [4, 4], None, "float32", 0, True, False, 16]
    assert r["from_buffer"][9:] == [True, [2, 0]]  # exporting_obj is the Buffer; kDLCUDA, device 0
    assert r["reexported"] == [handle, [4, 4], [4, 1], "float32", 0, True, False, 16, True]
    assert r["reexport_released"] == 0
    raised(r["too_small"], "ValueError", "Expected at least 80 bytes, got 64")
    raised(r["no_dtype"], "ValueError", "Either itemsize or dtype")
    raised(r["itemsize_mismatch"], "ValueError", "itemsize (2) does not match")
    assert r["strided_buffer"] == [handle, [2, 2], [1, 8], "None", 0, True, False, 4]
    raised(r["export_without_dtype"], "BufferError", "without dtype")
    assert r["retyped"] == [handle, [4, 4], None, "int32", 0, True, False, 16]
    raised(r["retyped_mismatch"], "ValueError", "does not match the layout's itemsize")
    assert r["relaid"] == [handle, [8, 2], None, "float32", 0, True, False, 16]

    # The Buffer's own DLPack: bytes, the stream hand-off's one event, the capsule kept and released.
    assert r["buffer_dlpack"] == [handle, [64], None, "int8", 0, True, False, 64, 1, 1]
    assert r["buffer_dlpack_released"] == 0

    assert r["cai_plain"] == [handle, [4, 4], None, "float32", device, True, False, 16]
    assert r["cai_strided"] == [handle, [2, 2], [1, 8], "float32", device, True, False, 4]
    assert r["cai_readonly"] == [handle, [4, 4], None, "float32", device, True, True, 16]
    assert r["cai_0d"] == [handle, [], None, "int64", device, True, False, 1]
    assert r["cai_null"] == [0, [0], None, "float32", 0, True, False, 0]  # no pointer: the current device
    raised(r["cai_bad_strides"], "ValueError", "divisible by itemsize", c_calls=1)  # the device ordinal
    raised(r["cai_v1"], "BufferError", "v2")
    assert r["cai_v2"][1:3] == [[4, 4], [4, 1]]  # version 2 without strides: C order, as cuda.core gives
    raised(r["cai_mask"], "BufferError", "mask")
    raised(r["cai_none_stream"], "BufferError", "stream=None")
    assert r["cai_events"] == [1, 1]  # one hand-off, its event destroyed
    raised(r["cai_zero_stream"], "BufferError", "rules out 0", c_calls=1)
    assert r["constructor"] == [r["cai_plain"], ["DeprecationWarning"]]
    assert r["repr"][0].strip() == "shape=(3, 4),"
    assert [line.strip() for line in r["repr"][1:]] == [
        "strides=(4, 1),", "itemsize=4,", "dtype=numpy.dtypes.Float32DType,", "device_id=-1,",
        "is_device_accessible=False,", "readonly=False,", "exporting_obj=numpy.ndarray)"]
    assert r["decorated"] == ["int", "_StridedMemoryViewProxy", False, r["cai_plain"]]
    raised(r["decorator_needs_tuple"], "TypeError", "tuple")

    assert r["key"] == ["bytes", 32, True, True]
    raised(r["key_bad_target"], "ValueError", "not valid for code_type='ptx'")
    raised(r["key_include_path"], "ValueError", "extra_digest", "include_path")
    assert r["compile_cache"] == [1, True, "ptx", True, True]
    raised(r["compile_cache_names"], "ValueError", "name_expressions")
    assert r["file_cache"] == [1, True, True]

    # Batched copies: the bytes copied, attribute runs of equal neighbours (two runs, then one),
    # the first run's CU_MEMCPY_SRC_ACCESS_ORDER_ANY (3) then _STREAM (1).
    assert r["copy_batch"] == ["A" * 16, "B" * 16, "C" * 16, 3, 2, 3, 0]
    assert r["copy_batch_broadcast"] == [5, 1, 1]
    assert r["copy_options"][:2] == ["any", "<MemcpyOverlapMode.DEFAULT: 'default'>"]
    raised(r["copy_options"][2], "ValueError", "invalid src_access_order")
    raised(r["copy_options"][3], "FrozenInstanceError")
    raised(r["copy_batch_one_buffer"], "TypeError", "one Buffer")
    raised(r["copy_batch_lengths"], "ValueError", "srcs length 3 does not match dsts length 2")
    raised(r["copy_batch_sizes"], "ValueError", "size mismatch at index 0", c_calls=None)
    raised(r["copy_batch_legacy"], "TypeError", "legacy default stream")
    raised(r["copy_batch_options"], "ValueError", "options length 1")
    # Discards and prefetches: ranges counted, one location run (device 0: type 1 * 100 + 0).
    assert r["prefetch"] == [3, 3, 1, 100]
    assert r["discard_prefetch"] == [6, 6, 1, 100]
    raised(r["prefetch_lengths"], "ValueError", "locations length 1")
    raised(r["prefetch_host"], "TypeError", "Device")


def test_strided_copies_between_views(scenario: Callable[..., dict[str, Any]]) -> None:
    """StridedMemoryView.copy_from / copy_to: every copy's values checked with NumPy (the fake's
    device memory is host memory), and the driver calls it made: one memcpy where the layouts
    agree (cuMemcpyAsync dense, cuMemcpy2DAsync / cuMemcpy3DAsync rows with a pitch), the
    strided-copy kernel between device memories, temporary buffers (all freed) and CPU
    gathers/scatters where a host side does not fit; host copies block by default, device ones
    do not."""
    r = scenario("strided_copy")
    copies = {name: out for name, out in r.items() if isinstance(out, dict) and "equal" in out}
    assert len(copies) == 29
    for name, out in copies.items():
        assert out["raised"] is None, (name, out)
        assert out["equal"], name
        assert out["temps_left"] == 0, name  # temporary buffers freed (stream-ordered)

    def calls(name: str) -> dict[str, int]:
        return dict(copies[name]["calls"])

    assert calls("h2d_dense") == {"memcpy": 1, "syncs": 1}  # blocking by default
    assert calls("h2d_nonblocking") == {"memcpy": 1}
    assert calls("d2h_dense") == {"memcpy": 1, "syncs": 1}
    assert calls("d2d_dense") == {"memcpy": 1}  # not blocking by default
    assert calls("d2d_blocking") == {"memcpy": 1, "syncs": 1}
    assert calls("copy_to_default_stream") == {"memcpy": 1, "syncs": 1}
    assert calls("scalar") == {"memcpy": 1, "syncs": 1}
    assert calls("empty") == {} and copies["empty"]["c_calls"] == 0
    # Pitched copies: [width, height, depth, src pitch, dst pitch, src height, dst height,
    # src memory type * 10 + dst's] (1: host, 2: device).
    assert calls("h2d_rows") == {"2d": 1, "syncs": 1}
    assert r["h2d_rows_params"] == [16, 6, 1, 32, 16, 0, 0, 12]
    assert calls("h2d_items") == {"2d": 1, "syncs": 1}  # a[:, ::2]: one item a row, merged to 24 rows
    assert r["h2d_items_params"] == [4, 24, 1, 8, 4, 0, 0, 12]
    assert calls("d2h_3d") == {"3d": 1, "syncs": 1}
    assert r["d2h_3d_params"] == [16, 3, 2, 16, 32, 3, 5, 21] and r["d2h_3d_untouched"] == 0
    assert calls("d2d_rows") == {"2d": 1} and r["d2d_rows_params"] == [16, 6, 1, 32, 16, 0, 0, 22]
    # Past the device's maximum pitch (the fake's: 110 bytes, its attribute * 10 rule): gathered
    # on the CPU, then one copy.
    assert calls("h2d_past_max_pitch") == {"memcpy": 1, "syncs": 2}
    # No one copy: a source dense in another order goes as it is, then the kernel; one with gaps
    # is gathered on the CPU into pinned memory (freed after a sync: cuMemFreeHost is not
    # stream-ordered), then one copy.
    assert calls("h2d_transposed") == {"memcpy": 1, "kernels": 1, "syncs": 1}
    assert calls("h2d_gathered") == {"memcpy": 1, "syncs": 2}
    assert calls("d2h_transposed") == {"memcpy": 1, "kernels": 1, "syncs": 1}
    assert calls("d2h_scattered") == {"memcpy": 1, "syncs": 3} and r["d2h_scattered_untouched"] == 0
    assert calls("d2d_kernel") == {"kernels": 1} and r["d2d_kernel_params"] == [4, 48, 2]  # unit, items, dims
    assert calls("h2d_reversed") == calls("d2h_negative") == {"memcpy": 1, "kernels": 1, "syncs": 1}
    assert calls("h2d_broadcast") == {"memcpy": 1, "syncs": 2}  # a stride of 0: gathered
    assert [copies[f"d2d_kernel_{t}"]["unit"] for t in ("i1", "u2", "f8", "c16")] == [1, 2, 8, 16]
    assert calls("d2d_17_dims") == {"kernels": 2}  # 16 dimensions a launch: the 17th looped
    assert calls("h2h") == {} and copies["h2h"]["c_calls"] == 0  # the CPU's copy
    assert calls("allocator_device") == calls("h2d_transposed") and calls("allocator_host") == calls("h2d_gathered")
    assert r["allocations"] == [1, 1]  # the temporary buffers came from the allocators given
    raised(r["between_devices"], "ValueError", "between devices", "device 0", "device 1")
    raised(r["stream_elsewhere"], "ValueError", "memory of device 1", "device 0's", c_calls=None)
    raised(r["no_kernel"], "RuntimeError", "copy kernel", "NVRTC", c_calls=None)
    shapes, dtypes, not_view, readonly, overlap, allocator, allocator_keys, blocking = r["errors"]
    raised(shapes, "ValueError", "copy_from: the shapes differ: this view (the destination) is (6, 8), "
                                 "other (the source) (8, 6)")
    raised(dtypes, "TypeError", "copy_to: the dtypes differ: other (the destination) holds float64, "
                                "this view (the source) float32")
    raised(not_view, "TypeError", "other must be a StridedMemoryView, got ndarray")
    raised(readonly, "ValueError", "this view (the destination) is read-only")
    raised(overlap, "ValueError", "overlap in memory")
    raised(allocator, "TypeError", "allocator must be a MemoryResource")
    raised(allocator_keys, "ValueError", "'host' and 'device'")
    raised(blocking, "TypeError", "blocking must be True, False or None")


def test_buffer_copies_take_copy_options(scenario: Callable[..., dict[str, Any]]) -> None:
    """Buffer.copy_to / copy_from(options=CopyOptions) on 13.0, which binds no
    cuMemcpyWithAttributesAsync: STREAM and ANY copy with cuMemcpyAsync, DURING_API_CALL raises
    RuntimeError; TypeError for other options, the legacy default stream (stream=None) and a
    capturing stream, as cuda.core 1.2.2 - before copy_to allocates anything."""
    r = scenario("strided_copy")
    assert r["options_copied"] == ["B" * 64, 2, 0]
    during, during_from, not_options, default, legacy, capturing = r["options_refused"]
    raised(during, "RuntimeError", "DURING_API_CALL", "cuMemcpyWithAttributesAsync", "CUDA 13.0's cuda.h",
           c_calls=None)
    raised(during_from, "RuntimeError", "copy_from", c_calls=None)
    raised(not_options, "TypeError", "options must be CopyOptions, got str")
    raised(default, "TypeError", "legacy default stream", "stream=None")
    raised(legacy, "TypeError", "copy_from", "legacy default stream")
    raised(capturing, "TypeError", "capturing", c_calls=None)
    assert r["options_allocated_nothing"] == 0


COPY_OPTIONS_135 = r"""
import ctypes, json, os
from cuda_13_5 import core, driver

fake = ctypes.CDLL(os.environ["FAKECUDA_PATH"])
fake.fake_copy.restype = ctypes.c_longlong
dev = core.Device(0)
dev.set_current()
stream = dev.create_stream()
a, b = dev.allocate(32, stream), dev.allocate(32, stream)
ctypes.memset(a.handle, 0x61, 32)
out = {"bound": hasattr(driver, "cuMemcpyWithAttributesAsync"), "driver": driver.cuDriverGetVersion()}
options = core.utils.CopyOptions(src_access_order="during_api_call", src_location_hint=dev, dst_location_hint=1,
                                 overlap_mode="prefer_overlap_with_compute")
calls = lambda: [fake.fake_copy(0), fake.fake_copy(3)]
before = calls()
try:
    a.copy_to(b, stream=stream, options=options)
    out["during"] = None
except RuntimeError as exc:
    out["during"] = str(exc)
out["first"] = [fake.fake_copy(i) for i in (12, 13, 14, 15, 22)]
ctypes.memset(a.handle, 0x62, 32)
b.copy_from(a, stream=stream, options=core.utils.CopyOptions(src_access_order="any", dst_location_hint=core.Host()))
b.copy_from(a, stream=stream)  # no options: cuMemcpyAsync
out["calls"] = [x - y for x, y in zip(calls(), before)]
out["attributes"] = [fake.fake_copy(i) for i in (12, 13, 14, 15, 22)]
out["bytes"] = ctypes.string_at(b.handle, 32).decode()
out["backend"] = driver.BACKEND
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def package_135(release_built: Callable[[str], tuple[Path, str]]) -> Path:
    """A copy of generated/cuda_13_5 with its compiled backend built (conftest.py: the build
    test_compiled.py checks, shared): the release whose cuda.h declares cuMemcpyWithAttributesAsync."""
    root, errors = release_built("cuda_13_5")
    assert not errors, errors
    return root


@pytest.mark.parametrize("driver_version", [13020, 13000])
def test_buffer_copy_options_with_attributes_on_13_5(fake_driver: Build, backend: str, package_135: Path,  # noqa: F811
                                                     driver_version: int) -> None:
    """13.5 binds cuMemcpyWithAttributesAsync (CUDA 13.2): with a 13.2 driver, Buffer copies with
    options send them in a CUmemcpyAttributes (the fake records what it got); with an older
    driver they fall back as 13.0's do, and DURING_API_CALL names the driver."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CUDAGEN_", "FAKECUDA_"))}
    env.update(PYTHONPATH=str(package_135), CUDAGEN_BACKEND=backend, CUDAGEN_LIB_CUDA=str(fake_driver.lib),
               FAKECUDA_PATH=str(fake_driver.lib), FAKECUDA_DRIVER_VERSION=str(driver_version))
    done = subprocess.run([sys.executable, "-c", COPY_OPTIONS_135], env=env, capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    r = json.loads(done.stdout.splitlines()[-1])
    assert r["bound"] and r["driver"] == driver_version and r["backend"] == backend
    assert r["bytes"] == "b" * 32
    if driver_version >= 13020:
        assert r["during"] is None
        assert r["calls"] == [1, 2]  # [cuMemcpyAsync, cuMemcpyWithAttributesAsync]
        # [srcAccessOrder, flags, srcLocHint, dstLocHint (type * 100 + id), bytes]: DURING_API_CALL
        # (2), PREFER_OVERLAP_WITH_COMPUTE (1), devices 0 and 1 (CU_MEM_LOCATION_TYPE_DEVICE: 1);
        # then ANY (3), no flags, no source hint, the host as destination hint (cuda.core's
        # batched_memcpy example passes Host(): CU_MEM_LOCATION_TYPE_HOST, 2).
        assert r["first"] == [2, 1, 100, 101, 32]
        assert r["attributes"] == [3, 0, 0, 200, 32]
    else:
        assert "the driver (13.0) does not have" in r["during"]
        assert r["calls"] == [2, 0]


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
        # The generated properties: in core/_release.py, which core/ (the same everywhere) reads.
        text = (GENERATED / ("cuda_" + release.replace(".", "_")) / "core" / "_release.py").read_text()
        for name in names:
            assert f"def {name}(self)" in text
    assert counts["11.8"] < counts["12.9"] < counts["13.0"] < counts["13.5"]


# What each release's core/ (the same files everywhere) does with its core/_release.py, read
# without a driver: importing never needs one, and these answers come before any C call.
_PER_RELEASE = r"""
import importlib, json, sys
out = {}
for package in sys.argv[1:]:
    core = importlib.import_module(package + ".core")
    r = {"release": core.CUDA_RELEASE, "all_defined": all(hasattr(core, n) for n in core.__all__),
         "linker": [hasattr(core, "Linker"), "Linker" in core.__all__, "LinkerOptions" in core.__all__],
         "which_backend": core.Linker.which_backend() if core.CUDA_RELEASE == "11.8" else None,
         "pinned_pool": hasattr(core.PinnedMemoryResource, "close"),
         "managed_pool": hasattr(core.ManagedMemoryResource, "preferred_location"),
         "device_properties": sorted(n for n in dir(core.DeviceProperties) if not n.startswith("_")),
         "kernel_attributes": sorted(n for n in dir(core.KernelAttributes) if not n.startswith("_"))}
    for what, call in [("pinned", lambda: core.PinnedMemoryResource()),
                       ("managed", lambda: core.ManagedMemoryResource()),
                       ("param_info", lambda: core.Kernel.from_handle(1).arguments_info),
                       ("tma", lambda: core.TensorMapDescriptor._from_tiled(None, (16,)))]:
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
    package's core/_release.py: CUDA 11.8 (no host memory pools, cuFuncGetParamInfo, nvJitLink:
    its Linker is the driver's)
    and 12.9 (no managed memory pools) say what they lack, naming the release, where the newer
    releases have it."""
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
        assert r["linker"] == [True] * 3  # nvJitLink, else the driver's cuLink*
        assert r["which_backend"] == ("driver" if old else None)  # 11.8 binds no nvJitLink: no probe
        assert r["pinned_pool"] is not old
        managed = release in ("13.0", "13.5")  # CU_MEM_ALLOCATION_TYPE_MANAGED, cuMemGetMemPool
        assert r["managed_pool"] is managed
        if managed:
            assert "driver (libcuda) not found" in r["managed"][1], r
        else:  # as cuda.core's CUDA 12 build: RuntimeError, saying what it needs
            assert r["managed"] == ["RuntimeError", "ManagedMemoryResource needs managed memory pools "
                                    f"(CU_MEM_ALLOCATION_TYPE_MANAGED, cuMemGetMemPool), which CUDA {release} does "
                                    "not declare: it requires CUDA 13.0 or later"]
        assert r["device_properties"] == sorted(p.name for p in view.device_properties)
        assert set(r["kernel_attributes"]) == {p.name for p in view.kernel_attributes}
        if old:
            assert r["pinned"] == ["NotImplementedError", "PinnedMemoryResource needs host memory pools, which "
                                   "CUDA 11.8 does not declare; use LegacyPinnedMemoryResource"]
            assert r["param_info"] == ["NotImplementedError", "cuFuncGetParamInfo is not declared by CUDA 11.8"]
            assert r["tma"] == ["NotImplementedError", "TensorMapDescriptor._from_tiled needs cuTensorMapEncodeTiled, "
                                "which CUDA 11.8 does not declare"]
        else:  # on to the driver, which is not there
            assert "driver (libcuda) not found" in r["pinned"][1], r
            assert r["tma"][0] == "BufferError", r  # None is no tensor: it got past the release check
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
    # core's names from core.graph and the green contexts' module too
    text = "".join(path.read_text() for path in sorted((package / "core").rglob("*.py")))
    for path in examples:
        py_compile.compile(str(path), doraise=True)
        for line in path.read_text().splitlines():
            if line.startswith("from cuda_13_0.core import"):
                for name in line.split("import", 1)[1].replace("(", "").replace(")", "").split(","):
                    name = name.strip()
                    assert name and (f"class {name}" in text or f"def {name}(" in text
                                     or f"\n{name} = " in text), f"{path.name}: {name}"


CORE_USE = re.compile(r"\bcore\.(\w+)(?:\.(\w+))?")
SUBMODULES = ("graph", "utils", "system", "texture")


def defines(text: str, name: str) -> bool:
    return (f"class {name}" in text or f"def {name}(" in text or f"\n{name} = " in text
            or f"\n{name}: " in text or re.search(rf"^from \S+ import .*\b{name}\b", text, re.M) is not None
            or re.search(rf"^from \S+ import \([^)]*\b{name}\b", text, re.M) is not None)


def test_examples_written_for_cuda_core_use_only_names_both_have() -> None:
    """The examples taking the object layer from `from _path import core` (cuda_13_0.core, or
    cuda.core when CUDAGEN_EXAMPLE_CORE says so; tests/gpu/test_examples_gpu.py runs each on
    both and compares): that line is their only import of either, and every `core.X` and
    `core.<submodule>.X` they use is defined by our package and, where cuda-core is installed,
    exported by cuda.core too."""
    package = GENERATED / "cuda_13_0"
    # The package's names: its __init__ imports them from the private modules that define
    # them; a submodule's from its own files (the package's or the module).
    core_dir = package / "core"
    texts = {None: "".join(p.read_text() for p in sorted(core_dir.glob("*.py")))
             + "".join(p.read_text() for p in sorted((core_dir / "_memory").glob("*.py")))}
    for sub in SUBMODULES:
        files = [core_dir / f"{sub}.py"] if (core_dir / f"{sub}.py").is_file() else sorted((core_dir / sub).glob("*.py"))
        texts[sub] = "".join(p.read_text() for p in files)
    try:
        import cuda.core as theirs
    except ImportError:
        theirs = None
    examples = [p for p in sorted(EXAMPLES.glob("*.py"))
                if not p.name.startswith("_") and "from _path import core" in p.read_text()]
    assert len(examples) >= 10
    for path in examples:
        source = path.read_text()
        assert source.count("from _path import core\n") == 1, path.name
        assert not re.search(r"^\s*(from|import)\s+(cuda|cuda_\d+_\d+)\b", source, re.M), \
            f"{path.name}: imports an object layer besides `from _path import core`"
        used = {(a, b) for a, b in CORE_USE.findall(source)}
        assert used, path.name
        for first, second in sorted(used):
            if first in SUBMODULES:
                if not second:  # the submodule itself
                    continue
                assert defines(texts[first], second), f"{path.name}: core.{first}.{second}"
                if theirs is not None:
                    assert hasattr(getattr(theirs, first), second), f"{path.name}: cuda.core.{first}.{second}"
            else:
                assert defines(texts[None], first), f"{path.name}: core.{first}"
                if theirs is not None:
                    assert hasattr(theirs, first), f"{path.name}: cuda.core.{first}"


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


# ------------------------------------------------------------------------------------------ textures


def test_texture_arrays_and_their_copies(scenario: Callable[..., dict[str, Any]]) -> None:
    """core.texture's arrays: cuda.core's options and errors, one cuArray3DCreate, and whole-array
    copies (cuMemcpy3DAsync) in and out of host objects and Buffers."""
    r = scenario("texture")
    assert r["names"] == ["MipmappedArray", "MipmappedArrayOptions", "OpaqueArray", "OpaqueArrayOptions",
                          "ResourceDescriptor", "SurfaceObject", "TextureObject", "TextureObjectOptions"]
    assert r["module"] == "cuda_13_0.core.texture"
    assert r["options"] == [[4, 3], "<ArrayFormatType.FLOAT32: 'float32'>", "float32"]
    shape, rank, extent, fmt, dtype, channels, flag = r["bad_options"]
    raised(shape, "TypeError", "shape must be a tuple of ints, got int")
    raised(rank, "ValueError", "shape rank must be 1, 2, or 3, got 4")
    raised(extent, "ValueError", "shape[0] must be >= 1, got 0")
    raised(fmt, "ValueError", "format must be an ArrayFormatType or one of", "got 'f4'")
    raised(dtype, "ValueError", "format must be an ArrayFormatType, str, or NumPy dtype")
    raised(channels, "ValueError", "num_channels must be 1, 2, or 4, got 3")
    raised(flag, "ValueError", "got True")
    raised(r["bad_levels"], "ValueError", "num_levels must be >= 1, got 0")
    assert r["tex_options"][0] == "<FilterModeType.LINEAR: 'linear'>" and r["tex_options"][2] == "wrap"
    raised(r["tex_options"][1], "ValueError", "read_mode must be a ReadModeType or one of")
    for outcome in r["direct"]:
        raised(outcome, "RuntimeError", "cannot be instantiated directly")
    raised(r["options_required"], "TypeError")
    assert r["array"] == [True, [4, 3], "float32", 1, 4, 48, True, True,
                          "OpaqueArray(shape=(4, 3), format=FLOAT32, num_channels=1)", False]
    assert r["array_calls"] == 2  # cuCtxGetCurrent (the device's context is current) and cuArray3DCreate
    assert r["copy_to_returns_dst"] and r["round_trip"] == [float(i) for i in range(12)]
    assert r["to_buffer"] == [7.0] * 12 and r["from_buffer"] == [2.5] * 12
    assert r["to_host_buffer"] == [False] + [2.5] * 12
    assert r["copies"] == 7
    small, not_buffer, read_only, small_buffer, strided = r["copy_errors"]
    raised(small, "ValueError", "Host buffer has 47 bytes, smaller than the array extent (48 bytes)")
    raised(not_buffer, "TypeError", "contiguous buffer-protocol object, got int")
    raised(read_only, "TypeError", "read-only")
    raised(small_buffer, "ValueError", "Buffer size (8 bytes) is smaller than the array extent (48 bytes)",
           c_calls=None)  # the allocation in the lambda calls C; the copy does not
    raised(strided, "TypeError", "contiguous")


def test_texture_and_surface_objects(scenario: Callable[..., dict[str, Any]]) -> None:
    """What reached cuTexObjectCreate / cuSurfObjectCreate from cuda.core's descriptors and
    options, and the errors raised before any C call."""
    r = scenario("texture")
    assert r["texture"] == [True, True, True, True, False, "ResourceDescriptor(kind='array')", "array", True, None,
                            True]
    flags, filter_mode, a0, a1, a2, anisotropy, mip_filter, res_type = r["tex_desc"][:8]
    assert flags == 0x3  # CU_TRSF_READ_AS_INTEGER (element_type) | CU_TRSF_NORMALIZED_COORDINATES
    assert (filter_mode, [a0, a1, a2], anisotropy, mip_filter, res_type) == (1, [0, 3, 3], 4, 0, 0)
    assert r["tex_desc"][8:] == [0.5, 1.0, 1.5, 2.0]
    assert r["tex_default_options"]
    wrong_type, wrong_array, no_modes, short_border, anisotropy_error = r["tex_errors"]
    raised(wrong_type, "TypeError", "resource must be a ResourceDescriptor, got OpaqueArray")
    raised(wrong_array, "TypeError", "array must be a OpaqueArray, got int")
    raised(no_modes, "ValueError", "address_mode tuple must have 1-3 entries, got 0")
    raised(short_border, "ValueError", "border_color must have 4 elements, got 1")
    raised(anisotropy_error, "ValueError", "max_anisotropy must be >= 0")
    no_ldst, not_descriptor = r["surface_errors"]
    raised(no_ldst, "ValueError", "is_surface_load_store=True")
    raised(not_descriptor, "TypeError", "resource must be a ResourceDescriptor")
    raised(r["surface_of_mipmap"], "ValueError", "requires an array-backed ResourceDescriptor",
           "kind='mipmapped_array'")
    assert r["surface"] == [True, True, True, 1] and r["surface_closed"] == [True, 0, 1]
    assert r["surface_3d"] == [[4, 4, 2], 128, [16, 4, 2]]
    # linear: CU_TRSF_READ_AS_INTEGER off (normalized_float), CU_RESOURCE_TYPE_LINEAR, UNSIGNED_INT16, 2, 64 bytes
    assert r["linear"] == ["ResourceDescriptor(kind='linear', format=UINT16, num_channels=2, size_bytes=64)",
                           64, "uint16", 2, 0, 2, 0x02, 2, 64]
    assert r["pitch2d"] == ["ResourceDescriptor(kind='pitch2d', format=FLOAT32, num_channels=1, width=10, height=4, "
                            "pitch_bytes=64)", 10, 4, 64, 3, 0x20, 1, 10, 4, 64]
    too_big, not_element, below_one, not_buffer, short_pitch, too_high, no_width = r["buffer_errors"]
    raised(too_big, "ValueError", "size_bytes (512) exceeds buffer.size (256)")
    raised(not_element, "ValueError", "must be a multiple of element size (4 bytes for UINT16 x 2)")
    raised(below_one, "ValueError", "must be at least one element (4 bytes)")
    raised(not_buffer, "TypeError", "buffer must be a Buffer, got bytes")
    raised(short_pitch, "ValueError", "pitch_bytes (39) must be >= width * element_bytes (40)")
    raised(too_high, "ValueError", "pitch_bytes * height (320) exceeds buffer.size (256)")
    raised(no_width, "ValueError", "width must be >= 1, got 0")


def test_mipmapped_arrays_and_levels(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("texture")
    assert r["mipmap"] == [True, [8, 4], "float16", 3, True,
                           "MipmappedArray(shape=(8, 4), format=FLOAT16, num_channels=2, num_levels=3)",
                           [4, 2], "float16", 2, True, [2, 1]]
    raised(r["level_errors"][0], "ValueError", "level (3) must be < num_levels (3)")
    raised(r["level_errors"][1], "ValueError", "level must be >= 0, got -1")
    raised(r["too_many_levels"], "CUDADriverError", "CUDA_ERROR_INVALID_VALUE", c_calls=None)
    assert r["level_round_trip"]
    assert r["mip_tex_desc"] == [1, 1, 2.0]  # CU_RESOURCE_TYPE_MIPMAPPED_ARRAY, linear between levels, clamp 2


def test_texture_handles_are_freed_once_after_their_users(
        fake_driver: Build, backend: str) -> None:  # noqa: F811
    """Each CUarray, CUmipmappedArray, CUtexObject and CUsurfObject is destroyed once, after
    every object reading it (closing an array a texture samples waits for the texture), a
    mipmap's levels never by cuArrayDestroy; nothing is destroyed at interpreter exit."""
    r, report = run(fake_driver, backend, "texture")
    assert r["array_closed"] == [0, True, 0]  # closed, but the texture still reads it
    raised(r["closed_array_use"][0], "RuntimeError", "the OpaqueArray is closed")
    raised(r["closed_array_use"][1], "RuntimeError", "the OpaqueArray is closed")
    # the texture (the second: the one made with default options went with the garbage), then the array
    assert r["texture_closed"] == [0, True, None, 2, 1]
    assert r["mipmap_closed"][:3] == [0, True, 0]  # a level's surface and a texture still use it
    raised(r["mipmap_closed"][3], "RuntimeError", "the MipmappedArray is closed")
    assert r["mipmap_after_surface"] == 0 and r["mipmap_after_texture"] == 1
    assert r["buffer_kept"]
    # a texture holds its Buffer's memory past Buffer.close(): freed once, after the last texture
    assert r["held_buffer_closed"] == [True, 0, 0]
    assert r["held_first_texture_closed"] == 0 and r["held_last_texture_closed"] == 1
    assert r["held_closed_again"] == [1, 0]
    assert r["texture_closed_first"] == [False, 0] and r["buffer_closed_last"] == [1, 0]
    assert r["held_collected"] == [1, 0]
    assert r["gc"][1] == r["gc"][0] + 1 and r["gc"][2] >= 3
    assert r["thread_free"] == 0
    made, destroyed, live = r["tally"]
    assert made == destroyed and live == [0, 0, 0, 0], r["tally"]
    assert made == [5, 1, 10, 2], made  # four of the textures over a Buffer whose memory they hold
    assert r["violations"] == [0, 0, 0, 0], "destroyed twice or foreign, before its users, after its context, or " \
                                            "made without one"
    assert report is not None
    # at exit: one more array and texture made, neither destroyed, no violation
    assert report["texture"] == [sum(made) + 2, sum(destroyed), 0, 0, 0, 0]


def test_green_contexts_split_sms_and_are_destroyed_once_after_their_streams(
    fake_driver: Build, backend: str  # noqa: F811
) -> None:
    """Device resources and green contexts (cuda.core 1.2.2's): the fake's device 0 has 16 SMs in
    pairs; a split by count (13.0's cuda.h has no per-group split), a green context per group
    (cuDevResourceGenerateDesc, cuGreenCtxCreate, cuCtxFromGreenCtx), streams on them
    (cuGreenCtxStreamCreate), set_current(ctx) and Context.close as cuda.core has them. Each green
    context is destroyed once, only after its streams (the fake counts a destroy with streams
    left), and nothing at exit."""
    r, report = run(fake_driver, backend, "green")
    assert r["device_sm"] == [16, 2, 2, 0, True, "DeviceResources"]
    assert r["split"] == [[4, 4], 8, 2]
    assert r["split_discover"] == [2]  # count None: one group of the smallest partition
    assert r["split_odd"] == [4]  # 3 rounded up to the co-scheduling alignment (the driver's rule)
    assert r["dry_run"] == [[6], 10]
    raised(r["split_errors"][0], "NotImplementedError", "homogeneous", c_calls=None)
    assert r["split_errors"][1:] == ["ValueError", "TypeError", "ValueError", "ValueError",
                                     "NotImplementedError", "TypeError"]
    raised(r["workqueue"], "NotImplementedError", "CUDA 13.0", "CU_DEV_RESOURCE_TYPE_WORKQUEUE_CONFIG", c_calls=None)
    assert r["not_constructible"] == ["RuntimeError"] * 4
    assert r["created"] == [True, True, False, 4, True, False, [2, 0, 2, 0, 0]]
    raised(r["create_errors"][0], "ValueError", "options with device resources")
    assert r["create_errors"][1] == "ValueError"
    raised(r["create_errors"][2], "ValueError", "dry-run")
    assert r["create_errors"][3] == "TypeError"
    raised(r["create_errors"][4], "RuntimeError", "only supported on green contexts", c_calls=1)  # Device.context asks cuCtxGetCurrent once green contexts exist
    assert r["streams"] == [True, -1, True, True, 4, 0, 2]
    assert r["blocking_stream"] == "ValueError"
    assert r["set_current"] == [True, 0x80000, 0]  # the green context's CUcontext is current
    raised(r["close_current"], "RuntimeError", "while it is current", c_calls=None)
    assert r["context_follows"] == [True, True, True, True, False]  # Device.context: the green one (issue 40)
    assert r["set_back"] == [True, 0xC000, True, False]  # the primary context back
    raised(r["set_errors"][0], "RuntimeError", "id=0", "target id=1", c_calls=None)
    assert r["set_errors"][1] == "TypeError"
    # closed (twice): the object is, the green context waits for its two streams
    assert r["closed"] == [True, None, False, "RuntimeError", "RuntimeError", "RuntimeError", [2, 0, 2, 0, 0]]
    assert r["one_stream_left"] == [2, 0, 2, 0, 0]
    assert r["streams_gone"] == [2, 1, 1, 0, 0]  # the last stream (collected) destroyed it
    assert r["all_gone"] == [2, 2, 0, 0, 0]  # the other Context collected: destroyed once
    # a primary Context's close closes that object only: the primary context stays retained
    assert r["primary_closed"] == [True, None, True, False, True, 0]
    assert report is not None
    assert report["stream"][1:] == [report["stream"][0] - 1, 1]  # the stream kept at exit is left alone
    assert [report["after_release"], report["bad_destroy"], report["no_context"]] == [0, 0, 0]
    assert report["retains"] == report["releases"] == 2


def test_checkpoint_process_moves_through_the_drivers_states(
    fake_driver: Build, backend: str  # noqa: F811
) -> None:
    """core.checkpoint (cuda.core 1.2.2's): Process(pid) locks, checkpoints, restores (a GPU UUID
    mapping as CUcheckpointGpuPairs) and unlocks through the fake's states; bad arguments raise
    cuda.core's exceptions before any call."""
    r, _ = run(fake_driver, backend, "green")
    states, timeout, pairs, pid, tid, names = r["checkpoint"]
    assert states == ["running", "locked", "checkpointed", "locked", "running"]
    assert [timeout, pairs, tid, names] == [250, 1, pid + 1, ["Process"]]
    raised(r["checkpoint_errors"][0], "CudaErrorIllegalState", c_calls=None)
    assert r["checkpoint_errors"][1:] == ["ValueError", "TypeError", "ValueError", "ValueError", "TypeError"]



# ------------------------------------------------------------------------------- graphics interop


def test_graphics_resource_registers_maps_and_unmaps_as_cuda_core(scenario: Callable[..., dict[str, Any]]) -> None:
    """GraphicsResource (cuda.core 1.2.2's OpenGL interop) over the fake's GL stand-in: flags and
    names reach cuGraphicsGLRegisterBuffer/Image, map(stream=) gives a Buffer of the GL memory
    (written through it: cuMemsetD8Async), unmap/close/with blocks unmap on the right stream, and
    cuda.core's errors and messages come before any C call where they can."""
    r = scenario("graphics")
    assert r["module"] == "cuda_13_0.core._graphics"
    raised(r["direct"], "RuntimeError", "cannot be instantiated directly", "from_gl_buffer()")
    raised(r["no_context"], "CudaErrorInvalidContext", "cuGraphicsGLRegisterBuffer", c_calls=None)
    not_int, negative, too_big, boolean, flag, flag_in_sequence, flags_not_sequence, not_stream, target, image_flag = (
        r["bad_args"])
    raised(not_int, "TypeError", "gl_buffer must be an int, got str")
    raised(negative, "ValueError", "gl_buffer must be a GLuint (0 to 4294967295), got -1")
    raised(too_big, "ValueError", "got 4294967296")
    raised(boolean, "TypeError", "got bool")
    valid = "Valid flags: none, read_only, surface_load_store, texture_gather, write_discard"
    raised(flag, "ValueError", "Unknown register flag 'nope'.", valid)
    raised(flag_in_sequence, "ValueError", "Unknown register flag 3.", valid)
    raised(flags_not_sequence, "TypeError", "flags must be a str or a sequence of str, got int")
    raised(not_stream, "TypeError", "__cuda_stream__, got object")
    raised(target, "TypeError", "target must be an int, got str")
    raised(image_flag, "ValueError", "Unknown register flag 'x'.")
    raised(r["unknown_name"], "CudaErrorInvalidValue", "cuGraphicsGLRegisterBuffer", c_calls=None)
    raised(r["bad_target"], "CudaErrorInvalidValue", "cuGraphicsGLRegisterImage", c_calls=None)
    assert r["nothing_registered"] == 0
    # surface_load_store | read_only = 4 | 1; GL name 4; a buffer (no target)
    assert r["registered"] == [True, True, False, False, 5, 4, 0, True]
    # a device Buffer of the GL buffer's 4 * 16 bytes (bytes 4, 5, 6, ...), no memory resource
    assert r["mapped"] == ["Buffer", 64, True, True, 0, True, False, True, True, [4, 5, 6, 7], True]
    raised(r["map_twice"], "RuntimeError", "GraphicsResource is already mapped")
    assert r["filled"] and r["unmap_returns"] is None and r["close_returns"] is None
    assert r["unmapped"][:4] == [False, True, 0, 0]
    raised(r["unmapped"][4], "RuntimeError", "the buffer is closed")
    raised(r["unmap_twice"], "RuntimeError", "GraphicsResource is not mapped")
    assert r["buffer_with"] == [True, 64, False, True]
    assert r["closed"] == [True, 0, 0, False, True, "<GraphicsResource handle=0x0 closed>"]
    for outcome in r["closed_use"]:
        raised(outcome, "RuntimeError", "GraphicsResource has been closed")
    # mapped on `stream`, unmapped on `other` (unmap's stream=), then by the Buffer's with block
    # and by close() on the mapping stream, then unregistered
    seen, expected = r["basic_log"]
    assert seen == expected


def test_graphics_resource_streams_and_context_managers(scenario: Callable[..., dict[str, Any]]) -> None:
    """Which stream each map and unmap ran on: the default stream, a foreign __cuda_stream__
    object, the legacy stream in place of one closed since, the Buffer's deallocation stream,
    close()'s stream; stream=None refused. With stream= at registration, a with block maps on
    entry, yields the Buffer and closes the resource on exit (an exception too); without, it
    yields the resource."""
    r = scenario("graphics")
    raised(r["map_none"], "TypeError", "got NoneType", "device.default_stream")
    seen, expected, closed = r["stream_log"]
    assert seen == expected and closed
    assert r["cm_stream"] == ["Buffer", 48, True, True, True]
    assert r["cm_plain"] == ["GraphicsResource", False, True]
    assert r["cm_exception"]
    seen, expected = r["cm_log"]
    assert seen == expected


def test_graphics_image_maps_without_a_pointer_and_is_left_unmapped(scenario: Callable[..., dict[str, Any]]) -> None:
    """from_gl_image (GL_TEXTURE_2D, its flags) registers an image; map() raises the driver's
    CUDA_ERROR_NOT_MAPPED_AS_POINTER, as cuda.core's, but unmaps it first: the next map fails
    the same way, not with CUDA_ERROR_ALREADY_MAPPED (cuda.core leaves it mapped)."""
    r = scenario("graphics")
    flags, name, target, first, mapped, mapped_now, second = r["image"]
    assert [flags, name, target, mapped, mapped_now] == [4, 5, 0x0DE1, False, 0]
    raised(first, "CudaErrorNotMappedAsPointer", "cuGraphicsResourceGetMappedPointer", c_calls=None)
    raised(second, "CudaErrorNotMappedAsPointer", c_calls=None)
    seen, expected = r["image_log"]
    assert seen == expected


def test_graphics_resources_are_unmapped_then_unregistered_once(
        fake_driver: Build, backend: str) -> None:  # noqa: F811
    """Each registration is unregistered exactly once, after its unmap, whichever of the resource
    and its mapped Buffer goes first (the garbage collector, a cycle); map and close from a
    thread with no current context push the registration's; nothing at interpreter exit."""
    r, report = run(fake_driver, backend, "graphics")
    assert r["thread"] == [96, None, 0, True]  # mapped and closed there; no context left pushed
    assert r["gc_buffer_keeps"] == [True, 1, 112]  # the resource collected: still registered, mapped
    for key in ("gc_buffer_log", "gc_cycle_log", "gc_plain_log"):
        seen, expected = r[key]
        assert seen == expected, key
    made, unregistered, live, mapped = r["counts"]
    assert made == unregistered == 11 and live == mapped == 0
    assert r["violations"] == [0, 0, 0, 0, 0], "unregistered twice or foreign, while mapped, mapped twice or " \
                                               "unmapped unmapped, in another context, after its context"
    assert report is not None
    # at exit: two more registered, one of them mapped; neither unmapped nor unregistered
    assert report["graphics"] == [made + 2, unregistered, 2, 1, 0, 0, 0, 0, 0]
    assert report["retains"] == report["releases"] == 1

WORKQUEUE_135 = r"""
import json
from cuda_13_5 import core, driver
from cuda_13_5.core import _device_resources as res

out = {}
opts = core.WorkqueueResourceOptions(sharing_scope="green_ctx_balanced", concurrency_limit=4)
out["options"] = [opts.sharing_scope, opts.concurrency_limit]
bad = []
for kwargs in ({"sharing_scope": "nope"}, {"concurrency_limit": 0}, {"concurrency_limit": 1.5}):
    try:
        core.WorkqueueResourceOptions(**kwargs)
    except Exception as exc:
        bad.append([type(exc).__name__, str(exc)])
out["bad_options"] = bad
config, queue = driver.CUdevResource(), driver.CUdevResource()
config.type = driver.CUdevResourceType.CU_DEV_RESOURCE_TYPE_WORKQUEUE_CONFIG
config.wqConfig.device, config.wqConfig.wqConcurrencyLimit = 1, 32
wq = core.WorkqueueResource._init(config, queue)
out["read"] = [wq.sharing_scope, wq.concurrency_limit, wq.device.device_id, wq.handle == __import__("ctypes").addressof(config)]
try:  # the fake driver is 13.0: workqueues need 13.1
    core.Device(0).resources.workqueue
except NotImplementedError as exc:
    out["old_driver"] = str(exc)
driver.cuDriverGetVersion = lambda: 13010  # as a 13.1 driver answers
wq.configure({"sharing_scope": "green_ctx_balanced", "concurrency_limit": 4})
out["configured"] = [wq.sharing_scope, wq.concurrency_limit, int(config.wqConfig.sharingScope)]
wq.configure(core.WorkqueueResourceOptions())
out["unchanged"] = [wq.sharing_scope, wq.concurrency_limit]
print(json.dumps(out))
"""


def test_workqueue_resources_of_13_5(fake_driver: Build) -> None:  # noqa: F811
    """WorkqueueResource and its options, which 13.5's cuda.h declares (CUdevWorkqueueConfigResource):
    options checked as cuda.core checks them, the configuration read from and written into the
    CUdevResource struct; a driver older than 13.1 (the fake's 13.0) is told apart clearly."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CUDAGEN_", "FAKECUDA_"))}
    env.update(PYTHONPATH=str(Path(__file__).resolve().parents[1] / "generated"), CUDAGEN_BACKEND="python",
               CUDAGEN_LIB_CUDA=str(fake_driver.lib))
    done = subprocess.run([sys.executable, "-c", WORKQUEUE_135], env=env, capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    r = json.loads(done.stdout.splitlines()[-1])
    assert r["options"] == ["green_ctx_balanced", 4]
    assert [b[0] for b in r["bad_options"]] == ["ValueError", "ValueError", "TypeError"]
    assert "concurrency_limit must be >= 1, got 0" in r["bad_options"][1][1]
    assert r["read"] == ["device_ctx", 32, 1, True]
    assert "WorkqueueResource requires CUDA driver 13.1 or newer (current driver: 13.0)" in r["old_driver"]
    assert r["configured"] == ["green_ctx_balanced", 4, 1]
    assert r["unchanged"] == ["green_ctx_balanced", 4]
