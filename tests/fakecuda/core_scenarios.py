"""Scenarios of the object layer (core.py) for tests/test_core.py, each in a fresh interpreter.

    python core_scenarios.py GROUP

Run like scenarios.py (the parent sets PYTHONPATH, CUDAGEN_LIBCUDA, FAKECUDA_PATH,
CUDAGEN_BACKEND, and FAKECUDA_REPORT where it reads the fake's report written at exit). A group
records what happened as one JSON line after MARK; the assertions are in the parent.
"""

from __future__ import annotations

import ctypes
import functools
import gc
import inspect
import json
import os
import sys
import threading
import weakref
from collections.abc import Callable
from typing import Any, ClassVar

MARK = "@@FAKECUDA-RESULT@@"
STREAM, EVENT, MODULE, GRAPH, GRAPH_EXEC, POOL, LINK = 1, 2, 3, 4, 5, 6, 7  # the fake's resource kinds


class Fake:
    def __init__(self, path: str) -> None:
        self.lib = ctypes.CDLL(path)
        self.lib.fake_kernel_c.restype = ctypes.c_ulonglong
        self.lib.fake_kernel_b.restype = ctypes.c_double
        self.lib.fake_kernel_a.restype = ctypes.c_longlong
        self.lib.fake_pool_threshold.restype = ctypes.c_ulonglong
        self.lib.fake_current_context.restype = ctypes.c_ulonglong
        for name in ("vmm_prop", "vmm_access", "pool_props", "prefetch", "discard", "advise"):
            getattr(self.lib, "fake_" + name).restype = ctypes.c_longlong
        self.lib.fake_vmm_log.restype = ctypes.c_char_p
        self.lib.fake_link_options.restype = ctypes.c_char_p

    def __getattr__(self, name: str) -> Any:
        return getattr(self.lib, "fake_" + name)

    def counts(self) -> dict[str, Any]:
        return {
            "made": [self.made(k) for k in range(1, 7)],
            "destroyed": [self.destroyed(k) for k in range(1, 7)],
            "live": [self.live(k) for k in range(1, 7)],
            "violations": [self.violations(i) for i in range(3)],
            "allocations": self.live_allocations(),
            "retains": self.retains(),
            "releases": self.releases(),
        }


FAKE = Fake(os.environ["FAKECUDA_PATH"])


def destroy_waiting_events(dev: Any) -> None:
    """The compiled Stream.record() leaves the events of Events that went for its next GIL
    release (see cudagen.h, cg_recorder): one record(event) destroys them."""
    stream, event = dev.create_stream(), dev.create_event()
    stream.record(event)
    event.close()
    stream.close()


def outcome(fn: Callable[[], Any]) -> dict[str, Any]:
    """fn's value or exception, and how many C calls it made."""
    before = FAKE.calls()
    try:
        value = fn()
    except Exception as exc:  # recorded for the parent
        out: dict[str, Any] = {"raised": type(exc).__name__, "mro": [c.__name__ for c in type(exc).__mro__],
                               "text": str(exc)}
    else:
        out = {"raised": None, "value": value if isinstance(value, (int, float, str, bool, type(None), list))
               else repr(value)}
    out["c_calls"] = FAKE.calls() - before
    return out


def outcome_calling(code: Any, key: str, fn: Callable[[], Any]) -> dict[str, Any]:
    """outcome(fn) without its C call count, and under `key` how many times Python ran `code`
    (a function's __code__: did the compiled wrapper hand the call to its Python function?)."""
    calls = 0

    def count(frame: Any, event: str, arg: Any) -> None:
        nonlocal calls
        if event == "call" and frame.f_code is code:
            calls += 1

    sys.setprofile(count)
    try:
        out = outcome(fn)
    finally:
        sys.setprofile(None)
    out[key] = calls
    del out["c_calls"]
    return out


def group_device() -> dict[str, Any]:
    from cuda_13_0 import core

    r: dict[str, Any] = {}
    r["current_without_context"] = core.Device().device_id
    d0, d1 = core.Device(0), core.Device(1)
    r["singleton"] = core.Device(0) is d0 and core.Device(d1) is d1
    r["name"], r["uuid"], r["arch"], r["pci"] = d1.name, d1.uuid, d1.arch, d1.pci_bus_id
    r["cc"] = list(d1.compute_capability)
    p = d1.properties
    r["multiprocessor_count"] = [p.multiprocessor_count, type(p.multiprocessor_count).__name__]
    r["integrated"] = [p.integrated, type(p.integrated).__name__]
    r["compute_mode"] = [int(p.compute_mode), type(p.compute_mode).__name__]
    r["deprecated_alias"] = [p.shared_memory_per_block, p.max_shared_memory_per_block]
    r["cached_read_calls"] = outcome(lambda: p.multiprocessor_count)["c_calls"]
    r["count"] = len([n for n in dir(type(p)) if not n.startswith("_")])
    r["out_of_range"] = outcome(lambda: core.Device(7))
    r["bad_type"] = outcome(lambda: core.Device("0"))  # type: ignore[arg-type]
    r["peer"] = [d0.can_access_peer(1), d0.can_access_peer(d0)]
    d0.enable_peer_access(d1)
    r["peer_twice"] = outcome(lambda: d0.enable_peer_access(d1))
    d1.set_current()
    d1.set_current()
    r["current"] = core.Device() is d1
    d0.set_current()
    r["current0"] = core.Device() is d0
    r["all"] = [d.device_id for d in core.Device.get_all_devices()]
    r["retains"] = FAKE.retains()
    r["direct"] = [outcome(lambda c=c: c()) for c in (core.Stream, core.Event, core.Buffer, core.DeviceProperties)]
    # The compiled backend's Device() and Device.properties (C, no Python frame) and the calls
    # they hand to Device.__new__: the same Devices, the same errors.
    frames = [0]

    def count(frame: Any, event: str, arg: Any) -> None:
        if event == "call":
            frames[0] += 1

    sys.setprofile(count)
    try:
        fast = [core.Device() is d0, core.Device(None) is d0, core.Device(1) is d1, d1.properties is p]
    finally:
        sys.setprofile(None)
    r["fast"] = [fast, frames[0]]
    r["slow"] = [core.Device(d1) is d1, core.Device(device_id=1) is d1, core.Device(True) is d1]
    r["slow_errors"] = [outcome(lambda: core.Device(-1)), outcome(lambda: core.Device(2**70)),
                        outcome(lambda: core.Device(1, 2))]  # type: ignore[call-arg]
    r["read_only"] = [outcome(lambda: setattr(d1, "properties", None)), outcome(lambda: delattr(d1, "properties"))]
    r["properties_doc"] = core.Device.properties.__doc__ == "One property per device attribute of the " \
        "package's CUDA release (values cached on first read)."
    return r


def group_lifetimes() -> dict[str, Any]:
    from cuda_13_0 import core, driver

    r: dict[str, Any] = {}
    dev = core.Device(0)
    dev.set_current()

    s = dev.create_stream()
    s.close()
    s.close()
    r["stream_closed_twice"] = [FAKE.made(STREAM), FAKE.destroyed(STREAM), s.is_closed]
    with dev.create_stream() as s2:
        pass
    r["stream_with"] = [FAKE.destroyed(STREAM), s2.is_closed]
    s3 = dev.create_stream(options=core.StreamOptions(nonblocking=False, priority=-3))
    r["stream_options"] = [s3.is_nonblocking, s3.priority]
    del s3
    gc.collect()
    r["stream_gc"] = FAKE.destroyed(STREAM)

    # Foreign handles: never destroyed.
    raw = driver.cuStreamCreate(0)
    foreign = core.Stream.from_handle(int(raw))
    foreign.close()
    del foreign
    gc.collect()
    r["foreign_stream_live"] = [FAKE.destroyed(STREAM), driver.cuStreamQuery(raw) is not None]
    driver.cuStreamDestroy(raw)

    class Theirs:
        def __cuda_stream__(self) -> tuple[int, int]:
            return (0, int(raw2))

    raw2 = driver.cuStreamCreate(0)
    wrapped = dev.create_stream(Theirs())
    r["wrapped"] = wrapped.handle == int(raw2)
    del wrapped
    gc.collect()
    before = FAKE.destroyed(STREAM)
    driver.cuStreamDestroy(raw2)
    r["wrapped_not_destroyed"] = FAKE.destroyed(STREAM) - before == 1

    e = dev.create_event()
    e.close()
    e.close()
    with dev.create_event() as e2:
        pass
    e3 = dev.create_event()
    del e3
    gc.collect()
    r["events"] = [FAKE.made(EVENT), FAKE.destroyed(EVENT), e2.is_closed]

    # Buffers: freed once through their resource, on their stream (kept alive by the buffer).
    stream = dev.create_stream()
    allocations = FAKE.live_allocations()
    b = dev.allocate(64, stream)
    b.close()
    b.close()
    r["buffer_closed_twice"] = [FAKE.live_allocations() - allocations, b.is_closed]
    b = dev.allocate(64, stream)
    del stream  # the buffer keeps its stream alive until it is freed
    gc.collect()
    r["stream_kept_by_buffer"] = FAKE.live(STREAM)
    del b
    gc.collect()
    r["buffer_then_stream"] = [FAKE.live_allocations() - allocations, FAKE.live(STREAM)]
    other = dev.create_stream()
    b = dev.allocate(32, dev.create_stream())
    b.close(stream=other)
    r["close_on_other_stream"] = FAKE.live_allocations() - allocations
    with core.LegacyPinnedMemoryResource().allocate(16) as pinned:
        r["pinned_host"] = [pinned.is_host_accessible, pinned.__dlpack_device__()[0]]
    with core.ManagedMemoryResource().allocate(16) as managed:
        r["managed"] = [managed.is_managed, managed.__dlpack_device__()[0]]
    pool = core.PinnedMemoryResource()
    pb = pool.allocate(16, other)
    del pool  # the buffer keeps the pool
    gc.collect()
    r["pool_kept_by_buffer"] = FAKE.live(POOL)
    del pb
    gc.collect()
    r["pool_after_buffer"] = FAKE.live(POOL)
    r["after_buffers"] = FAKE.live_allocations() - allocations

    # A device pool of its own (options, as a dataclass or a dict): created and destroyed once,
    # kept by its buffers past close(); the device's current pool is never destroyed.
    pools = FAKE.live(POOL)
    own = core.DeviceMemoryResource(0, core.DeviceMemoryResourceOptions(max_size=1 << 20))
    also = core.DeviceMemoryResource(0, {"max_size": 0})
    shared = core.DeviceMemoryResource(0)
    ob = own.allocate(32, other)
    r["own_pool"] = [own.is_handle_owned, shared.is_handle_owned, own.handle != shared.handle,
                     FAKE.live(POOL) - pools, ob.memory_resource is own, own.is_ipc_enabled, own.uuid]
    own.close()
    own.close()  # twice: once
    shared.close()  # no effect on the device's pool (as cuda.core): it still allocates
    shared.allocate(8, other).close()
    r["own_pool_closed"] = [own.is_closed, own.handle, outcome(lambda: own.allocate(8))["raised"],
                            FAKE.live(POOL) - pools, shared.is_closed]
    ob.close()  # still frees (cuMemFreeAsync needs no pool)
    del also
    gc.collect()
    r["own_pool_after"] = [FAKE.live(POOL) - pools, FAKE.destroyed(POOL), FAKE.live_allocations() - allocations]
    r["own_pool_bad_options"] = outcome(lambda: core.DeviceMemoryResource(0, 3))["raised"]
    r["not_ipc"] = [outcome(lambda: core.DeviceMemoryResource(0).allocation_handle)["raised"],
                    outcome(lambda: core.DeviceMemoryResource(0).__reduce__())["raised"]]

    # Buffer.from_handle: freed only when given a memory resource.
    ptr = driver.cuMemAlloc(8)
    foreign_buffer = core.Buffer.from_handle(ptr, 8)
    foreign_buffer.close()
    del foreign_buffer
    gc.collect()
    r["foreign_buffer_live"] = FAKE.live_allocations() - allocations
    owned = core.Buffer.from_handle(ptr, 8, mr=dev.memory_resource)
    del owned
    gc.collect()
    r["owned_buffer_freed"] = FAKE.live_allocations() - allocations

    # A cycle holding a stream, a buffer and an event: collected, each freed once.
    class Holder:
        pass

    h = Holder()
    h.self = h  # type: ignore[attr-defined]
    h.stream = dev.create_stream()  # type: ignore[attr-defined]
    h.buffer = dev.allocate(8, h.stream)  # type: ignore[attr-defined]
    h.event = h.stream.record()  # type: ignore[attr-defined]
    del h
    gc.collect()
    destroy_waiting_events(dev)
    r["cycle"] = [FAKE.live_allocations() - allocations, FAKE.live(EVENT)]

    # Modules: unloaded once; their kernels cannot launch afterwards.
    code = core.ObjectCode.from_cubin(b"FAKECUBIN")
    kernel = code.get_kernel("kernel")
    code.close()
    code.close()
    r["module"] = [FAKE.made(MODULE), FAKE.destroyed(MODULE), repr(kernel)]
    code = core.ObjectCode.from_cubin(b"FAKECUBIN")
    kernel = code.get_kernel("kernel")
    del code  # the kernel keeps its module loaded
    gc.collect()
    r["module_kept_by_kernel"] = FAKE.live(MODULE)
    del kernel
    gc.collect()
    r["module_after_kernel"] = FAKE.live(MODULE)

    # Freed by a thread with no current context: the owning context is pushed for the free.
    objs = [dev.create_stream(), dev.create_event()]
    objs.append(dev.allocate(8, objs[0]))  # type: ignore[arg-type]

    def drop() -> None:
        r["thread_context_before"] = FAKE.current_context()
        objs.clear()
        gc.collect()
        r["thread_context_after"] = [FAKE.current_context(), FAKE.current_depth()]

    t = threading.Thread(target=drop)
    t.start()
    t.join()
    r["counts"] = FAKE.counts()
    return r


def group_exit() -> dict[str, Any]:
    """Objects left alive at exit (globals, cycles, a daemon thread's, one mid-use): the
    process exits; the parent reads FAKECUDA_REPORT."""
    from cuda_13_0 import core

    dev = core.Device(0)
    dev.set_current()
    core.Device(1).set_current()
    dev.set_current()
    keep: list[object] = []
    stream = dev.create_stream()
    keep += [stream, dev.allocate(64, stream), stream.record(), core.ObjectCode.from_cubin(b"FAKECUBIN")]
    keep.append(keep[-1].get_kernel("kernel"))  # type: ignore[attr-defined]
    cycle: list[object] = [dev.create_stream()]
    cycle.append(cycle)
    builder = stream.create_graph_builder().begin_building()
    builder.end_building()
    keep += [builder, builder.complete(), core.GraphDefinition()]
    managed = core.ManagedMemoryResource({"preferred_location": 0})  # an own pool, and buffers of each kind
    keep += [managed, managed.allocate(64, stream), core.VirtualMemoryResource(dev).allocate(1)]
    globals()["KEEP"] = keep
    del cycle
    return {"made": [FAKE.made(k) for k in range(1, 7)], "exiting": os.environ.get("EXIT_HOW", "return"),
            "vmm": [FAKE.vmm(i) for i in (2, 3, 4)]}


def group_errors() -> dict[str, Any]:
    from cuda_13_0 import core

    r: dict[str, Any] = {}
    dev = core.Device(0)
    dev.set_current()
    stream = dev.create_stream()
    code = core.ObjectCode.from_cubin(b"FAKECUBIN")
    kernel = code.get_kernel("kernel")
    buf = dev.allocate(16, stream)
    config = core.LaunchConfig(grid=1, block=1)
    launches = FAKE.launches()
    r["wrong_count"] = outcome(lambda: core.launch(stream, config, kernel, 1, 2.0))
    r["too_big"] = outcome(lambda: core.launch(stream, config, kernel, 2**40, 2.0, buf))
    r["bad_arg"] = outcome(lambda: core.launch(stream, config, kernel, 1, "x", buf))
    r["no_launch"] = FAKE.launches() - launches
    closed = dev.create_stream()
    closed.close()
    r["closed_stream"] = outcome(lambda: core.launch(closed, config, kernel, 1, 2.0, buf))
    r["closed_stream_sync"] = outcome(closed.sync)
    r["not_a_stream"] = outcome(lambda: core.launch(42, config, kernel, 1, 2.0, buf))
    r["missing_kernel"] = outcome(lambda: code.get_kernel("nope"))
    r["bad_image"] = outcome(lambda: core.ObjectCode.from_cubin(b"garbage").get_kernel("kernel"))
    code.close()
    r["unloaded_kernel"] = outcome(lambda: core.launch(stream, config, kernel, 1, 2.0, buf))
    r["unloaded_attribute"] = outcome(lambda: kernel.attributes.num_regs)
    e1, e2 = dev.create_event(), dev.create_event()
    r["untimed"] = outcome(lambda: e2 - e1)
    e1.close()
    r["closed_event"] = outcome(e1.sync)
    r["record_closed_event"] = outcome(lambda: stream.record(e1))
    r["ipc_timing"] = outcome(lambda: dev.create_event({"timing_enabled": True, "ipc_enabled": True}))
    other = dev.allocate(32, stream)
    r["copy_size"] = outcome(lambda: buf.copy_from(other, stream=stream))
    r["fill_range"] = outcome(lambda: buf.fill(256, stream=stream))
    r["fill_pattern"] = outcome(lambda: buf.fill(b"abc", stream=stream))
    r["negative_size"] = outcome(lambda: dev.allocate(-1, stream))
    r["too_much"] = outcome(lambda: dev.allocate(1 << 40, stream))
    r["grid"] = outcome(lambda: core.LaunchConfig(grid=0, block=1))
    r["grid_type"] = outcome(lambda: core.LaunchConfig(grid=1.5, block=1))  # type: ignore[arg-type]
    r["no_block"] = outcome(lambda: core.LaunchConfig(grid=1))
    r["from_array"] = outcome(lambda: core.from_array(object()))
    r["from_array_readonly"] = outcome(lambda: core.from_array(b"abc"))
    buf.close()
    r["closed_buffer_handle"] = outcome(lambda: buf.handle)  # 0, as cuda.core
    r["closed_buffer"] = outcome(lambda: buf.fill(0, stream=stream))  # its memory is not used
    r["builder_twice"] = outcome(lambda: stream.create_graph_builder().end_building())
    r["program_type"] = outcome(lambda: core.Program("x", "fortran"))
    r["compile_target"] = outcome(lambda: core.Program(".version 8.0", "ptx").compile("ltoir"))
    r["counts"] = FAKE.counts()
    return r


def group_launch() -> dict[str, Any]:
    import numpy as np
    from cuda_13_0 import core

    r: dict[str, Any] = {}
    dev = core.Device(0)
    dev.set_current()
    stream = dev.create_stream()
    kernel = core.ObjectCode.from_cubin(b"FAKECUBIN").get_kernel("kernel")
    buf = dev.allocate(64, stream)
    r["arguments_info"] = [list(p) for p in kernel.arguments_info]
    r["num_arguments"] = kernel.num_arguments
    r["attributes"] = [kernel.attributes.num_regs, kernel.attributes.cache_mode_ca,
                       type(kernel.attributes.cluster_scheduling_policy_preference).__name__]
    kernel.attributes.max_dynamic_shared_size_bytes = 4096
    r["set_attribute"] = kernel.attributes.max_dynamic_shared_size_bytes
    r["read_only"] = outcome(lambda: setattr(kernel.attributes, "num_regs", 3))

    def launched(*args: object, config: core.LaunchConfig | None = None) -> list[Any]:
        core.launch(stream, config or core.LaunchConfig(grid=(2, 3), block=(4, 5)), kernel, *args)
        return [FAKE.kernel_a(), FAKE.kernel_b(), FAKE.kernel_c() == buf.handle, FAKE.kernel_threads()]

    r["plain"] = launched(7, 2.5, buf)
    r["numpy"] = launched(np.int32(-3), np.float32(0.25), buf.handle)
    r["ctypes"] = launched(ctypes.c_int(9), ctypes.c_float(1.5), ctypes.c_uint64(buf.handle))
    r["ex_before"] = FAKE.ex(0)
    r["cluster"] = launched(1, 1.0, buf, config=core.LaunchConfig(grid=2, cluster=(2, 1, 1), block=8))
    r["cluster_attrs"] = [FAKE.ex(i) for i in range(6)]
    r["cooperative"] = launched(1, 1.0, buf, config=core.LaunchConfig(grid=1, block=8, cooperative=True))
    r["cooperative_attrs"] = [FAKE.ex(i) for i in range(6)]

    class Theirs:
        def __cuda_stream__(self) -> tuple[int, int]:
            return (0, stream.handle)

    core.launch(Theirs(), core.LaunchConfig(grid=1, block=1), kernel, 11, 1.0, buf)
    r["foreign_stream_launch"] = FAKE.kernel_a()

    # Memory operations, read back through the host (the fake's device memory is host memory).
    buf.fill(0xAB, stream=stream)
    r["fill8"] = ctypes.string_at(buf.handle, 4).hex()
    buf.fill(np.uint16(0x1234), stream=stream)
    r["fill16"] = ctypes.string_at(buf.handle, 4).hex()
    buf.fill(b"\x01\x02\x03\x04", stream=stream)
    r["fill32"] = ctypes.string_at(buf.handle, 8).hex()
    copy = buf.copy_to(stream=stream)
    r["copy_to"] = ctypes.string_at(copy.handle, 8).hex()
    host = core.LegacyPinnedMemoryResource().allocate(64)
    host.copy_from(buf, stream=stream)
    view = np.asarray(host)
    r["numpy_view"] = [view.shape[0], int(view[1]), view.dtype.str]
    view[0] = 0x77
    r["numpy_writes_through"] = ctypes.string_at(host.handle, 1).hex()

    # Graphs: stream capture, replayed; a definition with every node kind.
    builder = stream.create_graph_builder().begin_building()
    core.launch(builder, core.LaunchConfig(grid=1, block=1), kernel, 5, 0.5, buf)
    graph = builder.end_building().complete()
    graph.upload(stream)
    for _ in range(100):
        graph.launch(stream)
    r["graph_launches"] = FAKE.graph(0)
    calls: list[int] = []
    definition = core.GraphDefinition()
    k = definition.add_kernel(core.LaunchConfig(grid=1, block=1), kernel, 42, 4.0, buf)
    m = definition.add_memset(buf, 1, 16, element_size=4, depends_on=k)
    c = definition.add_memcpy(copy, buf, 64, depends_on=[m])
    definition.add_host_callback(lambda: calls.append(1), depends_on=(c, definition.add_empty()))
    r["kernel_node_args"] = [FAKE.kernel_a(), FAKE.kernel_b()]
    executable = definition.complete()
    definition.close()
    del definition, k, m, c
    gc.collect()
    for _ in range(3):
        executable.launch(stream)  # the callback outlives the definition
    r["host_calls"] = len(calls)
    stream.sync()
    return r


def group_occupancy() -> dict[str, Any]:
    """Kernel.occupancy and LaunchConfig(programmatic_stream_serialization=...), against the
    fake's occupancy arithmetic and the launch attributes it records."""
    from cuda_13_0 import core, driver

    FAKE.lib.fake_occupancy_stream.restype = ctypes.c_ulonglong
    r: dict[str, Any] = {}
    dev = core.Device(0)
    dev.set_current()
    stream = dev.create_stream()
    code = core.ObjectCode.from_cubin(b"FAKECUBIN")
    kernel = code.get_kernel("kernel")
    occ = kernel.occupancy
    r["same_object"] = occ is kernel.occupancy
    r["blocks"] = [occ.max_active_blocks_per_multiprocessor(256, 0),
                   occ.max_active_blocks_per_multiprocessor(128, 16384)]
    r["potential"] = list(occ.max_potential_block_size(0, 0))
    result = occ.max_potential_block_size(8192, 256)
    r["potential_named"] = [type(result).__name__, result.min_grid_size, result.max_block_size]
    r["potential_callable"] = list(occ.max_potential_block_size(lambda block: block * 32, 512))
    r["b2d_arg"] = FAKE.occupancy(5)
    cb = driver.CUoccupancyB2DSize(lambda block: 65536)
    r["potential_b2d"] = list(occ.max_potential_block_size(cb, 0))
    r["available_smem"] = occ.available_dynamic_shared_memory_per_block(4, 128)
    config = core.LaunchConfig(grid=4, cluster=2, block=64, shmem_size=512)
    r["cluster_size"] = occ.max_potential_cluster_size(config, stream=stream)
    r["cluster_config"] = [FAKE.occupancy(i) for i in range(4)] + [FAKE.occupancy_stream() == stream.handle]
    r["active_clusters"] = occ.max_active_clusters(config, stream=stream)
    r["active_clusters_default_stream"] = occ.max_active_clusters(config, stream=dev.default_stream)
    r["default_stream_recorded"] = FAKE.occupancy_stream() == dev.default_stream.handle
    r["no_cluster"] = outcome(lambda: occ.max_active_clusters(core.LaunchConfig(grid=1, block=1), stream=stream))
    r["stream_required"] = outcome(lambda: occ.max_active_clusters(config))  # type: ignore[call-arg]
    r["bad_shmem_type"] = outcome(lambda: occ.max_potential_block_size("x", 0))  # type: ignore[arg-type]
    r["bad_block_type"] = outcome(lambda: occ.max_active_blocks_per_multiprocessor(1.5, 0))  # type: ignore[arg-type]
    r["bad_config"] = outcome(lambda: occ.max_potential_cluster_size(object(), stream=stream))  # type: ignore[arg-type]
    r["bad_block_size"] = outcome(lambda: occ.max_active_blocks_per_multiprocessor(4096, 0))
    r["direct"] = outcome(lambda: core.KernelOccupancy())

    # Programmatic dependent launch: the attribute reaches cuLaunchKernelEx.
    buf = dev.allocate(64, stream)
    pdl = core.LaunchConfig(grid=2, block=32, programmatic_stream_serialization=True)
    r["pdl_fields"] = [pdl.programmatic_stream_serialization, "programmatic_stream_serialization=True" in repr(pdl),
                       pdl == core.LaunchConfig(grid=2, block=32),
                       pdl == core.LaunchConfig(grid=2, block=32, programmatic_stream_serialization=True)]
    before = FAKE.ex(0)
    core.launch(stream, pdl, kernel, 3, 1.0, buf)
    r["pdl_launch"] = [FAKE.ex(0) - before, FAKE.ex(1), FAKE.ex(6), FAKE.kernel_a(), FAKE.kernel_threads()]
    both = core.LaunchConfig(grid=2, cluster=2, block=32, is_cooperative=True, programmatic_stream_serialization=True)
    core.launch(stream, both, kernel, 4, 1.0, buf)
    r["pdl_with_others"] = [FAKE.ex(i) for i in range(7)]
    core.launch(stream, core.LaunchConfig(grid=1, block=1), kernel, 5, 1.0, buf)
    r["plain_after"] = [FAKE.ex(0) - before, FAKE.kernel_a()]  # no attribute: cuLaunchKernel
    stream.sync()

    # Object and library inputs: made, typed, never loaded.
    obj = core.ObjectCode.from_object(b"\x7fELFobject", name="a.o")
    lib = core.ObjectCode.from_library(b"!<arch>\nlib", name="a.a", symbol_mapping={"f": "_Z1fv"})
    r["inputs"] = [obj.code_type, obj.name, obj.code[:4].hex(), lib.code_type, lib.symbol_mapping]
    modules = FAKE.made(MODULE)
    r["object_load"] = outcome(lambda: obj.get_kernel("kernel"))
    r["library_load"] = outcome(lambda: lib.get_kernel("kernel"))
    r["no_module_made"] = FAKE.made(MODULE) - modules
    occ = kernel = None  # type: ignore[assignment]  # the module is unloaded once they are gone
    code.close()
    r["counts"] = FAKE.counts()
    return r


def group_graph() -> dict[str, Any]:
    """core.graph (cuda.core 1.2's): typed nodes and what they read back, edges, conditional
    nodes, executable nodes, options; every graph destroyed once, bodies never by us."""
    import tempfile

    from cuda_13_0 import core
    from cuda_13_0.core import graph as g

    r: dict[str, Any] = {}
    dev = core.Device(0)
    dev.set_current()
    stream = dev.create_stream()
    kernel = core.ObjectCode.from_cubin(b"FAKECUBIN").get_kernel("kernel")
    buf, other = dev.allocate(64, stream), dev.allocate(64, stream)
    r["module"] = [core.graph is g, core.Graph is g.Graph, core.GraphDefinition is g.GraphDefinition,
                   core.GraphBuilder is g.GraphBuilder, core.GraphNode is g.GraphNode]
    graphs_made, graphs_destroyed = FAKE.made(GRAPH), FAKE.destroyed(GRAPH)

    d = g.GraphDefinition()
    config = core.LaunchConfig(grid=(2, 1), block=(32, 1), shmem_size=16)
    k = d.launch(config, kernel, 42, 4.0, buf)
    r["kernel_args"] = [FAKE.kernel_a(), FAKE.kernel_b(), FAKE.kernel_c() == buf.handle]
    m = k.memset(buf, b"\x07\x00\x00\x00", 16)
    c = m.memcpy(other, buf, 64)
    calls: list[int] = []
    h = c.callback(lambda: calls.append(1))
    e = d.empty()
    j = d.join(h, e)
    ev = dev.create_event()
    rec = j.record(ev)
    wt = rec.wait(ev)
    a = d.allocate(256, peer_access=[1])
    f = a.deallocate(a.dptr)
    made = [k, m, c, h, e, j, rec, wt, a, f]
    r["types"] = [type(n).__name__ for n in made]
    r["kinds"] = [n.kind for n in made]
    r["kernel"] = [list(k.grid), list(k.block), k.shmem_size, k.kernel is kernel, k.config == config]
    r["memset"] = [m.dptr == buf.handle, m.value, m.element_size, m.width, m.height, m.pitch]
    r["memset_byte"] = [(n := d.memset(buf, 9, 4)).value, n.element_size]
    n.destroy()
    r["memcpy"] = [c.dst == other.handle, c.src == buf.handle, c.size]
    r["callback"] = h.callback is not None
    r["event"] = [rec.event is ev, wt.event is ev]
    r["alloc"] = [a.dptr > 0, a.bytesize, a.device_id, a.memory_type, list(a.peer_access), f.dptr == a.dptr]
    r["type"] = [int(k.type), int(c.type), d._entry.type, k.graph is d]
    r["pred_succ"] = [m.pred == {k}, k.succ == {m}, j.pred == {h, e}, k.pred == set()]
    r["nodes"] = [d.nodes() == set(made), len(d.edges()), (k, m) in d.edges(), (e, j) in d.edges()]
    e.succ = {j, f}
    r["succ_set"] = [f.pred == {a, e}, len(d.edges())]
    e.succ = {j}
    r["succ_reset"] = [f.pred == {a}, len(d.edges())]
    e.succ.add(f)  # the sets write through, as cuda.core's AdjacencySetProxy
    proxy = [f.pred == {a, e}, e in f.pred, len(f.pred)]
    f.pred.discard(e)
    proxy.append(f.pred == {a})
    f.pred |= {e}
    proxy.append(f.pred == {a, e})
    f.pred -= {e, a}
    proxy += [len(f.pred), type(f.pred).__name__]
    f.pred.update([a])
    e.succ.clear()
    proxy += [f.pred == {a}, len(e.succ), len(d.edges())]
    r["proxy"] = proxy
    e.succ = {j}
    x = d.empty()
    x.destroy()
    x.destroy()
    r["destroyed"] = [x.is_valid, x.handle, len(d.nodes()), k.is_valid]
    r["repr"] = [repr(k).startswith("<KernelNode 0x"), repr(d).startswith("<GraphDefinition 0x")]
    r["eq"] = [d == g.GraphDefinition._of(d._owner), hash(k) == hash(k.handle)]  # type: ignore[arg-type]

    # Conditional nodes: a handle of the graph, bodies the node owns.
    cond = d.create_condition(default_value=1)
    r["condition"] = [int(cond) == cond.handle, cond == cond, repr(cond).startswith("<GraphCondition")]
    ifn = c.if_then(cond)
    r["if"] = [type(ifn).__name__, ifn.cond_type, ifn.condition is cond, len(ifn.branches),
               type(ifn.then).__name__, ifn.then.is_valid]
    ifn.then.memset(buf, 1, 4)
    wn = d.while_loop(cond)
    wn.body.launch(core.LaunchConfig(grid=1, block=1), kernel, 1, 1.0, cond)  # packs as its handle
    r["cond_arg"] = FAKE.kernel_c() == cond.handle
    ie = d.if_else(cond)
    sw = d.switch(cond, 3)
    r["bodies"] = [len(ie.branches), len(sw.branches), ie.else_ is ie.branches[1], ie.then is ie.branches[0],
                   type(wn.body.nodes().pop()).__name__, len(ifn.then.nodes())]
    r["bodies_made"] = FAKE.graph_count(0)
    r["conds_made"] = FAKE.graph_count(2)
    child = g.GraphDefinition()
    child.memset(buf, 2, 8)
    emb = d.embed(child)
    r["child"] = [type(emb).__name__, type(emb.child_graph).__name__, emb.child_graph.is_valid]

    # Options.
    path = os.path.join(tempfile.mkdtemp(), "graph.dot")
    d.debug_dot_print(path, g.GraphDebugPrintOptions(verbose=True, handles=True))
    with open(path) as dot:
        r["dot"] = [dot.read().startswith("digraph"), FAKE.graph_count(9)]
    d.debug_dot_print(path)
    r["dot_plain"] = FAKE.graph_count(9)
    r["bad_dot_options"] = outcome(lambda: d.debug_dot_print(path, {"verbose": True}))  # type: ignore[arg-type]
    graph = d.instantiate(g.GraphCompleteOptions(upload_stream=stream, use_node_priority=True))
    r["instantiate"] = [FAKE.graph_count(6), FAKE.graph_count(7)]
    d.instantiate(g.GraphCompleteOptions(auto_free_on_launch=True, device_launch=True)).close()
    r["instantiate_flags"] = [FAKE.graph_count(6), FAKE.graph_count(7)]
    r["bad_complete_options"] = outcome(lambda: d.instantiate({"upload_stream": stream}))  # type: ignore[arg-type]

    # Executable nodes: updates for the graph's next launches.
    r["exec_types"] = [type(graph[n]).__name__ for n in (k, m, c, h, rec, wt, emb)]
    ek = graph[k]
    ek.disable()
    r["enabled"] = [ek.is_enabled, graph[c].is_enabled]
    ek.enable()
    r["enabled"].append(ek.is_enabled)
    ek.update(config=config, kernel=kernel, args=(77, 1.0, buf))
    r["exec_kernel_arg"] = FAKE.kernel_a()
    graph[m].update(dst=buf, value=b"\x01\x00", width=8)
    graph[c].update(dst=other, src=buf, size=32)
    graph[h].update(lambda: calls.append(2))
    graph[rec].update(ev)
    graph[wt].update(ev)
    graph[emb].update(child)
    r["exec_updates"] = FAKE.graph_count(5)
    r["no_exec_view"] = outcome(functools.partial(graph.__getitem__, e))
    r["exec_repr"] = repr(ek).startswith("<ExecutableKernelNode of <KernelNode")

    # Definition nodes updated in place.
    k.update(args=(5, 2.0, buf))
    r["kernel_update"] = [FAKE.kernel_a(), k.config == config]
    m.update(value=9)
    r["memset_update"] = [m.value, m.element_size, m.width]
    c.update(size=16)
    r["memcpy_update"] = [c.size, c.dst == other.handle]
    h.update(lambda: calls.append(3))
    rec.update(ev)
    wt.update(ev)
    emb.update(child)
    r["node_updates"] = FAKE.graph_count(4)
    graph.launch(stream)
    r["calls"] = list(calls)

    # Errors name the argument, before any C call.
    r["kernel_update_no_args"] = outcome(functools.partial(k.update, kernel=kernel))
    r["memset_range"] = outcome(lambda: d.memset(buf, 256, 4))
    r["memset_size"] = outcome(lambda: d.memset(buf, b"abc", 4))
    r["owner_with_buffer"] = outcome(lambda: d.memcpy(buf, other, 4, dst_owner=object()))
    r["bad_dst"] = outcome(lambda: d.memcpy("x", other, 4))  # type: ignore[arg-type]
    r["bad_condition"] = outcome(lambda: d.if_then(42))  # type: ignore[arg-type]
    r["switch_zero"] = outcome(functools.partial(d.switch, cond, 0))
    r["python_user_data"] = outcome(lambda: d.callback(print, user_data=b"x"))
    r["bad_ctypes"] = outcome(lambda: d.callback(ctypes.CFUNCTYPE(ctypes.c_int)(lambda: 0)))
    r["cluster"] = outcome(lambda: d.launch(core.LaunchConfig(grid=1, cluster=1, block=1), kernel, 1, 1.0, buf))
    r["bad_memory_type"] = outcome(lambda: d.allocate(16, memory_type="texture"))
    r["not_a_node"] = outcome(lambda: graph["k"])  # type: ignore[index]
    r["direct"] = [outcome(cls)["raised"] for cls in (g.Graph, g.GraphNode, g.GraphCondition, g.ExecutableGraphNode)]
    seen: list[bytes] = []
    proto = ctypes.CFUNCTYPE(None, ctypes.c_void_p)
    cb = proto(lambda p: seen.append(ctypes.string_at(p, 2)))
    hn = d.callback(cb, user_data=b"hi")
    r["ctypes_callback"] = hn.callback is None

    # Lifetimes: a body's view keeps its graph; the graph goes once nothing uses it.
    graph.close()
    graph.close()
    r["exec_closed"] = [graph.is_closed, outcome(lambda: graph.launch(stream))["raised"]]
    then = ifn.then
    d.close()
    r["closed_definition"] = [d.is_valid, outcome(lambda: d.empty())["raised"],
                              FAKE.destroyed(GRAPH) - graphs_destroyed, then.is_valid]
    del then, ifn, wn, ie, sw, cond, emb, made, k, m, c, h, e, j, rec, wt, a, f, x, n, hn, ek
    gc.collect()
    r["definition_freed"] = [FAKE.destroyed(GRAPH) - graphs_destroyed, FAKE.graph_live(1), FAKE.graph_live(2),
                             FAKE.graph_count(1) == FAKE.graph_count(0), FAKE.graph_count(3) == FAKE.graph_count(2)]

    # Stream capture: split and joined, a callback, options; the definition view outlives the builder.
    builder = stream.create_graph_builder().begin_building()
    core.launch(builder, core.LaunchConfig(grid=1, block=1), kernel, 5, 0.5, buf)
    left, right = builder.split(2)
    r["split"] = [left is builder, builder.is_join_required, right.stream is not builder.stream]
    r["end_unjoined"] = outcome(builder.end_building)
    g.GraphBuilder.join(left, right)
    r["joined"] = builder.is_join_required
    builder.callback(lambda: calls.append(4))
    builder.end_building()
    r["builder_callback"] = calls[-1]
    captured = builder.complete(g.GraphCompleteOptions(auto_free_on_launch=True))
    r["builder_flags"] = FAKE.graph_count(6)
    builder.debug_dot_print(path)
    view = builder.graph_definition
    before = FAKE.destroyed(GRAPH)
    builder.close()
    r["builder_closed"] = [builder.is_closed, view.is_valid, FAKE.destroyed(GRAPH) - before,
                           outcome(lambda: builder.graph_definition)["raised"]]
    del view
    gc.collect()
    r["builder_freed"] = FAKE.destroyed(GRAPH) - before
    captured.close()

    # Conditional nodes by capture (their bodies are builders), and a finished builder embedded.
    conds_before, bodies_before = FAKE.graph_count(2), FAKE.graph_count(0)
    finished = stream.create_graph_builder().begin_building().end_building()
    b2 = stream.create_graph_builder()
    r["condition_not_building"] = outcome(b2.create_condition)
    b2.begin_building()
    bcond = b2.create_condition(default_value=0)
    then = b2.if_then(bcond)
    then.graph_definition.memset(buf, 1, 4)  # a body takes nodes before it builds, too
    then.begin_building()
    core.launch(then, core.LaunchConfig(grid=1, block=1), kernel, 3, 0.5, bcond)
    then.end_building()
    loop = b2.while_loop(bcond)
    pair = b2.if_else(bcond)
    cases = b2.switch(bcond, 3)
    b2.embed(finished)
    b2.end_building()
    view2 = b2.graph_definition
    r["captured_conditionals"] = [
        type(then).__name__, len(pair), len(cases), FAKE.graph_count(2) - conds_before,
        FAKE.graph_count(0) - bodies_before, sorted(type(n).__name__ for n in view2.nodes()),
        len(view2.edges()), len(then.graph_definition.nodes()), FAKE.kernel_c() == bcond.handle]
    b2.complete().close()
    for done in (then, loop, *pair, *cases, b2, finished):
        done.close()
    del view2, then, loop, pair, cases, bcond
    del child
    gc.collect()
    r["all_freed"] = [FAKE.made(GRAPH) - graphs_made, FAKE.destroyed(GRAPH) - graphs_destroyed,
                      FAKE.made(GRAPH_EXEC) - FAKE.destroyed(GRAPH_EXEC), FAKE.graph_live(1), FAKE.graph_live(2)]
    r["violations"] = [FAKE.violations(i) for i in range(3)]
    stream.sync()
    return r


def group_interop() -> dict[str, Any]:
    import numpy as np
    from cuda_13_0 import core, driver

    r: dict[str, Any] = {}
    dev = core.Device(0)
    dev.set_current()
    stream = dev.create_stream()
    buf = dev.allocate(32, stream)
    r["cai"] = {k: (list(v) if isinstance(v, tuple) else v) for k, v in buf.__cuda_array_interface__.items()}
    r["dlpack_device"] = list(buf.__dlpack_device__())
    r["no_array_interface"] = outcome(lambda: buf.__array_interface__)
    capsule = buf.__dlpack__()
    r["capsule"] = [type(capsule).__name__, len(core._dlpack._EXPORTS)]
    del capsule
    gc.collect()
    r["unconsumed_capsule_released"] = len(core._dlpack._EXPORTS)
    versioned = buf.__dlpack__(max_version=(1, 0))
    r["versioned"] = repr(versioned).split('"')[1]
    del versioned
    r["copy_refused"] = outcome(lambda: buf.__dlpack__(copy=True))
    # The consumer's stream waits for the buffer's own (an event recorded, waited, destroyed).
    other = dev.create_stream()
    events = FAKE.made(EVENT)
    del_capsule = buf.__dlpack__(stream=other.handle)
    del del_capsule
    r["stream_handoff_events"] = FAKE.made(EVENT) - events

    array = np.arange(16, dtype=np.uint8)
    view = core.from_array(array)
    r["from_numpy"] = [view.handle == array.ctypes.data, view.size, view.is_host_accessible, view.owner is array]
    back = np.from_dlpack(view)
    r["numpy_roundtrip"] = [int(back[5]), back.ctypes.data == array.ctypes.data]
    del back
    gc.collect()
    r["consumed_capsule_released"] = len(core._dlpack._EXPORTS)
    data = bytearray(b"abcd")
    r["from_bytearray"] = [core.from_array(data).size, ctypes.string_at(core.from_array(data).handle, 4).decode()]

    class DeviceArray:
        __cuda_array_interface__: ClassVar[dict[str, Any]] = {
            "shape": (4, 2), "typestr": "<f4", "data": (buf.handle, False), "version": 3, "strides": None}

    theirs = DeviceArray()
    wrapped = core.from_array(theirs)
    r["from_cai"] = [wrapped.handle == buf.handle, wrapped.size, wrapped.owner is theirs]
    DeviceArray.__cuda_array_interface__ = {**DeviceArray.__cuda_array_interface__, "strides": (4, 8)}
    r["from_cai_strided"] = outcome(lambda: core.from_array(DeviceArray()))

    # The driver bindings take core's objects as they are (their protocols).
    driver.cuStreamSynchronize(stream)
    driver.cuMemsetD8Async(buf, 9, 32, stream)
    r["driver_takes_objects"] = ctypes.string_at(buf.handle, 2).hex()
    r["cuda_stream"] = list(stream.__cuda_stream__()) == [0, stream.handle]
    r["streams"] = [stream.query(), stream.query(), core.LEGACY_DEFAULT_STREAM.handle,
                    core.PER_THREAD_DEFAULT_STREAM.handle]
    return r


def group_fast_launch() -> dict[str, Any]:
    """core.launch's compiled path (the compiled backend) against its Python one: the same
    values reach the kernel, and every case the C path does not take is the Python one's."""
    import numpy as np
    from cuda_13_0 import core

    r: dict[str, Any] = {}
    python_launch = getattr(core.launch, "__wrapped__", core.launch)
    r["wrapped"] = python_launch is not core.launch
    r["signature"] = str(inspect.signature(core.launch))
    r["doc"] = core.launch.__doc__ == python_launch.__doc__ and core.launch.__name__ == "launch"
    dev = core.Device(0)
    dev.set_current()
    stream = dev.create_stream()
    kernel = core.ObjectCode.from_cubin(b"FAKECUBIN").get_kernel("kernel")
    buf = dev.allocate(64, stream)
    config = core.LaunchConfig(grid=(2, 3), block=(4, 5))
    calls = [0]

    def count(frame: Any, event: str, arg: Any) -> None:
        if event == "call" and frame.f_code is python_launch.__code__:
            calls[0] += 1

    seen, wanted = [], []
    sys.setprofile(count)
    try:
        for i in range(50):  # ints from both ends of int32, floats, a Buffer
            a = (-1) ** i * (2**31 - 1 - i) if i % 2 else i
            core.launch(stream, config, kernel, a, i / 4, buf)
            seen.append([FAKE.kernel_a(), FAKE.kernel_b(), FAKE.kernel_c(), FAKE.kernel_threads()])
            wanted.append([a, i / 4, buf.handle, 120])
    finally:
        sys.setprofile(None)
    r["values_agree"] = seen == wanted
    r["python_calls_for_50"] = calls[0]

    python_calls = functools.partial(outcome_calling, python_launch.__code__, "python_calls")

    closed_buffer = dev.allocate(64, stream)
    closed_buffer.close(stream)
    closed_stream = dev.create_stream()
    closed_stream.close()
    r["cases"] = {
        "numpy scalars": python_calls(lambda: core.launch(stream, config, kernel, np.int32(3), np.float32(0.5), buf)),
        "too few": python_calls(lambda: core.launch(stream, config, kernel, 1, 1.0)),
        "too many": python_calls(lambda: core.launch(stream, config, kernel, 1, 1.0, buf, 4)),
        "int out of range": python_calls(lambda: core.launch(stream, config, kernel, 2**40, 1.0, buf)),
        "float for an int": python_calls(lambda: core.launch(stream, config, kernel, 1.5, 1.0, buf)),
        "closed buffer": python_calls(lambda: core.launch(stream, config, kernel, 1, 1.0, closed_buffer)),
        "closed stream": python_calls(lambda: core.launch(closed_stream, config, kernel, 1, 1.0, buf)),
        "keywords": python_calls(lambda: core.launch(stream=stream, config=config, kernel=kernel)),
        "not a config": python_calls(lambda: core.launch(stream, None, kernel, 1, 1.0, buf)),
        "cluster config": python_calls(lambda: core.launch(
            stream, core.LaunchConfig(grid=2, cluster=2, block=8), kernel, 1, 1.0, buf)),
        "plain again": python_calls(lambda: core.launch(stream, config, kernel, 4, 2.0, buf)),
    }
    r["numpy_values"] = [FAKE.kernel_a(), FAKE.kernel_b()]
    return r


def group_fast_record() -> dict[str, Any]:
    """Stream.record's compiled path (the compiled backend) against its Python one: the events
    it makes are core's Events, destroyed once, in their context, and every case it does not
    take is the Python one's."""
    from cuda_13_0 import core

    r: dict[str, Any] = {}
    python_record = getattr(core.Stream.record, "__wrapped__", core.Stream.record)
    r["wrapped"] = python_record is not core.Stream.record
    r["signature"] = str(inspect.signature(core.Stream.record))
    r["doc"] = core.Stream.record.__doc__ == python_record.__doc__ and core.Stream.record.__name__ == "record"
    dev = core.Device(0)
    dev.set_current()
    stream = dev.create_stream()
    stream.record()  # the first resolves the entry points (Python frames)
    frames = [0]

    def count(frame: Any, event: str, arg: Any) -> None:
        if event == "call":
            frames[0] += 1

    kept = dev.create_event()
    stream.record(kept)  # (compiled: destroys the first one's event, which waited)
    made, destroyed, records = FAKE.made(EVENT), FAKE.destroyed(EVENT), FAKE.graph(3)
    handles = set()
    sys.setprofile(count)
    try:
        for _ in range(50):
            event = stream.record()
            handles.add(event._handle)  # the slot: no Python frame
            del event
            stream.record(kept)
    finally:
        sys.setprofile(None)
    r["python_frames_for_50"] = frames[0]
    r["made_destroyed_recorded"] = [FAKE.made(EVENT) - made, FAKE.destroyed(EVENT) - destroyed,
                                    FAKE.graph(3) - records, len(handles)]

    # The compiled record() keeps the last four Events it made: one it alone holds is the next
    # record()'s (a new event; the old one destroyed in that GIL release), no Python object made.
    # Not when anything else reaches it (a weak reference, its release, another reference): then
    # it goes as it would; a closed one is destroyed once.
    stream.record(kept)  # (compiled: destroys what waits)
    before = FAKE.destroyed(EVENT)
    event = stream.record()
    first, first_handle = id(event), event._handle
    del event
    event = stream.record()
    reused = [id(event) == first, event._handle != first_handle, FAKE.destroyed(EVENT) - before,
              event.is_closed, event.device is dev, event._finalizer.alive]
    watched = weakref.ref(event)
    before = FAKE.destroyed(EVENT)
    del event
    event = stream.record()
    stream.record(kept)  # (compiled: the weakly referenced Event went in the call before)
    reused += [watched() is None, FAKE.destroyed(EVENT) - before]
    release = event._finalizer
    del event
    event = stream.record()
    reused += [release is not event._finalizer, release.alive]
    release()
    del release
    event.close()
    before = FAKE.destroyed(EVENT)
    closed = id(event)
    del event
    event = stream.record()
    stream.record(kept)
    reused += [id(event) == closed, FAKE.destroyed(EVENT) - before, event.is_closed, event._finalizer.alive]
    del event
    gc.disable()  # the allocations of GC-tracked objects, an Event's among them
    try:
        stream.record()
        allocated = gc.get_count()[0]
        for _ in range(50):
            stream.record()
        reused.append(gc.get_count()[0] - allocated)
        # (the first rounds of each make the Events that then take turns)
        event = stream.record()
        event = stream.record()
        allocated = gc.get_count()[0]
        for _ in range(50):  # the previous Event is still `event` while record() runs
            event = stream.record()
        reused.append(gc.get_count()[0] - allocated)
        start, end = stream.record(), stream.record()
        start, end = stream.record(), stream.record()
        allocated = gc.get_count()[0]
        for _ in range(50):
            start = stream.record()
            end = stream.record()
        reused.append(gc.get_count()[0] - allocated)
        del event, start, end
    finally:
        gc.enable()
    r["reused"] = reused

    # Threads recording on the two devices at once, each keeping some Events a while: the kept
    # Events pass between them (their device, context and handle with them), and after one more
    # record(event) every event made is destroyed, once, in its own context.
    stream.record(kept)
    made, destroyed, elsewhere = FAKE.made(EVENT), FAKE.destroyed(EVENT), FAKE.event_destroy_elsewhere()
    violations = [FAKE.violations(i) for i in range(3)]
    errors: list[BaseException] = []

    def worker(device: Any) -> None:
        try:
            device.set_current()
            own = device.create_stream()
            held = []
            for i in range(300):
                event = own.record()
                if i % 7 == 0:
                    held.append(event)
                if i % 50 == 0:
                    held.clear()
                    gc.collect()
        except BaseException as exc:  # said below
            errors.append(exc)

    workers = [threading.Thread(target=worker, args=(core.Device(i % 2),)) for i in range(4)]
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # switch as often as CPython will
    try:
        for t in workers:
            t.start()
        for t in workers:
            t.join()
    finally:
        sys.setswitchinterval(interval)
    dev.set_current()
    stream.record(kept)
    r["threads"] = [errors, FAKE.made(EVENT) - made, FAKE.destroyed(EVENT) - destroyed,
                    FAKE.event_destroy_elsewhere() - elsewhere, [FAKE.violations(i) - violations[i] for i in range(3)]]

    # The compiled record() leaves an event whose Event went for its next GIL release: at most 16
    # wait, the Event that would be the 17th frees them all (the kept ones with them, when they
    # went first), the next record(event) the rest.
    stream.record(kept)
    made, destroyed = FAKE.made(EVENT), FAKE.destroyed(EVENT)
    events = [stream.record() for _ in range(40)]
    del events
    waiting = (FAKE.made(EVENT) - made) - (FAKE.destroyed(EVENT) - destroyed)
    stream.record(kept)
    r["deferred"] = [FAKE.made(EVENT) - made, waiting, FAKE.destroyed(EVENT) - destroyed]

    # A deferred destroy that fails is said (sys.unraisablehook) by the call that made it; that call
    # still returns.
    said: list[list[str]] = []
    hook = sys.unraisablehook
    sys.unraisablehook = lambda u: said.append([type(u.exc_value).__name__, str(u.exc_value)])
    try:
        event = stream.record()
        del event  # compiled: waits; Python: destroyed now
        FAKE.fail_event_destroys(1)
        r["failed_destroy"] = [stream.record(kept) is kept, said]
    finally:
        FAKE.fail_event_destroys(0)
        sys.unraisablehook = hook

    event = stream.record()
    r["event"] = [type(event) is core.Event, event.device is dev, event.is_timing_enabled, event.is_ipc_enabled,
                  event.is_closed, event.context == dev.context, event == event, hash(event) == hash(event)]
    r["alive"] = event._finalizer.alive
    before = FAKE.destroyed(EVENT)
    event.close()
    event.close()
    r["closed"] = [event.is_closed, FAKE.destroyed(EVENT) - before, event._finalizer.alive]

    # Destroyed in its own context when another is current (compiled: by device 1's record(), which
    # pushes device 0's context for it); kept alive in a garbage cycle.
    before, elsewhere = FAKE.destroyed(EVENT), FAKE.event_destroy_elsewhere()
    event = stream.record()
    dev1 = core.Device(1)
    dev1.set_current()
    del event
    dev1.create_stream().record()  # its own event waits in turn (compiled)
    cycle: list[Any] = [stream.record()]  # recorded through Python: device 0 is not current
    cycle.append(cycle)
    del cycle
    gc.collect()
    dev.set_current()
    r["elsewhere"] = [FAKE.destroyed(EVENT) - before, FAKE.event_destroy_elsewhere() - elsewhere]
    stream.record(kept)  # destroys what waits
    cycle = [stream.record()]
    cycle.append(cycle)
    del cycle
    before = FAKE.destroyed(EVENT)
    gc.collect()
    stream.record(kept)
    r["cycle"] = FAKE.destroyed(EVENT) - before

    python_frames = functools.partial(outcome_calling, python_record.__code__, "python_frames")

    closed_stream = dev.create_stream()
    closed_stream.close()
    closed_event = dev.create_event()
    closed_event.close()
    foreign = core.Stream.from_handle(0xDEAD0)  # not a stream the driver knows
    r["cases"] = {
        "record()": python_frames(lambda: stream.record().is_closed),
        "record(event)": python_frames(lambda: stream.record(kept) is kept),
        "record(None)": python_frames(lambda: stream.record(None).is_closed),
        "keyword": python_frames(lambda: stream.record(event=kept) is kept),
        "options": python_frames(lambda: stream.record(options={"timing_enabled": True}).is_timing_enabled),
        "closed stream": python_frames(lambda: closed_stream.record()),
        "closed event": python_frames(lambda: stream.record(closed_event)),
        "not an event": python_frames(lambda: stream.record(42)),  # type: ignore[arg-type]
        "unknown stream": python_frames(lambda: foreign.record(kept)),
        "default stream": python_frames(lambda: core.LEGACY_DEFAULT_STREAM.record().is_closed),
        "unbound": python_frames(lambda: core.Stream.record(stream, kept) is kept),
    }
    kept.close()
    gc.collect()
    r["violations"] = [FAKE.violations(i) for i in range(3)]
    return r


def group_memory() -> dict[str, Any]:
    """Virtual memory, managed pools and buffers, graph memory: each handle freed once, in order."""
    from cuda_13_0 import core, driver

    r: dict[str, Any] = {}
    dev = core.Device(0)
    dev.set_current()
    stream = dev.create_stream()
    allocations = FAKE.live_allocations()
    vmm = FAKE.vmm

    # VMM: create, reserve, map, set access (owner, then the peer), rounded to the granularity;
    # freed once, in order: unmap, free the range, release the allocation.
    FAKE.vmm_log_clear()
    mr = core.VirtualMemoryResource(dev, core.VirtualMemoryResourceOptions(peers=(1,), handle_type=None))
    buf = mr.allocate(100)
    r["vmm_alloc"] = [buf.size, buf.handle % 0x200000 == 0, buf.memory_resource is mr, buf.is_device_accessible,
                      buf.is_host_accessible, buf.device_id, mr.device_id, mr.is_device_accessible]
    r["vmm_prop"] = [FAKE.vmm_prop(i) for i in range(5)]
    r["vmm_access"] = [FAKE.vmm_access(i) for i in range(7)]
    buf.fill(7, stream=stream)
    host = bytearray(16)
    driver.cuMemcpyDtoH(host, buf.handle + 100, 16)
    r["vmm_fill"] = list(host[:4])
    buf.close()
    buf.close()
    r["vmm_freed"] = [vmm(i) for i in (0, 1, 2, 3, 4, 5, 6, 7)]
    r["vmm_log"] = FAKE.vmm_log().decode()

    # Options: minimum granularity, read-only self access, a dict; errors name the option.
    FAKE.vmm_log_clear()
    small = core.VirtualMemoryResource(0, {"granularity": "minimum", "self_access": "r", "gpu_direct_rdma": True})
    b = small.allocate(1)
    r["vmm_minimum"] = [b.size, FAKE.vmm_access(0), FAKE.vmm_access(5), FAKE.vmm_prop(3), FAKE.vmm_prop(4)]
    r["vmm_bad"] = [outcome(lambda: core.VirtualMemoryResource(0, {"granularity": "huge"}).allocate(1))["text"],
                    outcome(lambda: core.VirtualMemoryResource(0, {"self_access": "x"}).allocate(1))["text"],
                    outcome(lambda: core.VirtualMemoryResource(0, {"handle_type": "win32"}).allocate(1))["raised"],
                    outcome(lambda: core.VirtualMemoryResource(0, 5))["raised"]]

    # Growing: in place when the range after it is free (the same buffer, its bytes kept), else
    # moved to a new range (a new buffer; the old one closed without freeing).
    b.fill(9, stream=stream)
    grown = small.modify_allocation(b, 3 * 0x10000)
    r["vmm_grow_in_place"] = [grown is b, b.size, vmm(4)]
    driver.cuMemcpyDtoH(host, b.handle, 16)
    r["vmm_grow_kept"] = host[0]
    blocker = driver.cuMemAddressReserve(0x10000, 0, b.handle + 3 * 0x10000, 0)  # the next range taken
    moved = small.modify_allocation(b, 5 * 0x10000)
    driver.cuMemAddressFree(blocker, 0x10000)
    driver.cuMemcpyDtoH(host, moved.handle, 16)
    r["vmm_grow_moved"] = [moved is not b, b.is_closed, moved.size, moved.handle != 0, host[0], vmm(4), vmm(3)]
    same = small.modify_allocation(moved, 100)  # no larger: only the access is set again
    r["vmm_same"] = same is moved
    r["vmm_grow_errors"] = [outcome(lambda x=b: small.modify_allocation(x, 10))["raised"],
                            outcome(lambda: small.modify_allocation(object(), 10))["raised"],  # type: ignore[arg-type]
                            outcome(lambda x=moved: mr.modify_allocation(x, 10 << 20))["raised"]]
    del moved, same, grown, b
    gc.collect()
    r["vmm_grown_freed"] = [vmm(i) for i in (2, 3, 4, 5, 6)]
    log = FAKE.vmm_log().decode()
    r["vmm_grown_log_tail"] = log[-7:]

    # A failed allocation undoes what it did, in order (cuMemSetAccess refuses a peer of -1).
    FAKE.vmm_log_clear()
    failing = core.VirtualMemoryResource(0, core.VirtualMemoryResourceOptions(peers=(-7,)))
    r["vmm_rollback"] = [outcome(lambda: failing.allocate(10))["raised"], vmm(2), vmm(3), vmm(4), vmm(5), vmm(6)]
    r["vmm_rollback_log"] = FAKE.vmm_log().decode()
    # A pointer the resource did not allocate is freed as cuda.core frees it: retained, unmapped,
    # its range freed, released (the creator's own reference stays the creator's).
    prop = driver.CUmemAllocationProp(type=driver.CU_MEM_ALLOCATION_TYPE_PINNED,
                                      location=driver.CUmemLocation(type=driver.CU_MEM_LOCATION_TYPE_DEVICE, id=0))
    handle = driver.cuMemCreate(0x10000, prop, 0)
    raw = driver.cuMemAddressReserve(0x10000, 0, 0, 0)
    driver.cuMemMap(raw, 0x10000, 0, handle, 0)
    core.Buffer.from_handle(raw, 0x10000, mr=mr).close()
    r["vmm_foreign"] = [vmm(2), vmm(3), vmm(4), vmm(8)]
    driver.cuMemRelease(handle)
    host_mr = core.VirtualMemoryResource(0, {"location_type": "host_numa"})
    hb = host_mr.allocate(10)
    r["vmm_host"] = [host_mr.device_id, host_mr.is_host_accessible, host_mr.is_device_accessible,
                     FAKE.vmm_prop(1), FAKE.vmm_prop(2), hb.is_host_accessible]
    hb.close()
    r["vmm_end"] = [vmm(i) for i in (2, 3, 4, 5, 6)]

    # Managed pools: the current pool (not owned), or one of its own with a preferred location.
    current = core.ManagedMemoryResource()
    r["managed_current"] = [current.is_handle_owned, current.handle, current.preferred_location, current.device_id,
                            [FAKE.pool_props(i) for i in (3, 4)]]
    pools = FAKE.live(POOL)
    own = core.ManagedMemoryResource(core.ManagedMemoryResourceOptions(preferred_location=1))
    r["managed_own"] = [own.is_handle_owned, own.preferred_location, own.device_id, FAKE.live(POOL) - pools,
                        [FAKE.pool_props(i) for i in range(3)]]
    numa = core.ManagedMemoryResource({"preferred_location_type": "host_numa", "preferred_location": 3})
    r["managed_numa"] = [list(numa.preferred_location), [FAKE.pool_props(i) for i in range(3)]]
    r["managed_bad"] = [outcome(lambda: core.ManagedMemoryResource({"preferred_location_type": "moon"}))["raised"],
                        outcome(lambda: core.ManagedMemoryResource({"preferred_location": -5}))["raised"],
                        outcome(lambda: core.ManagedMemoryResource(
                            {"preferred_location_type": "host", "preferred_location": 0}))["raised"]]
    mb = own.allocate(64, stream)
    r["managed_buffer"] = [type(mb).__name__, mb.is_managed, mb.__dlpack_device__()[0], mb.memory_resource is own]
    mb.prefetch(core.Device(1), stream=stream)
    r["prefetch_device"] = [FAKE.prefetch(i) for i in range(5)]
    mb.prefetch(core.Host(numa_id=2), stream=stream)
    r["prefetch_host"] = [FAKE.prefetch(i) for i in (0, 3, 4)]
    mb.discard(stream=stream)
    r["discard"] = [FAKE.discard(i) for i in (0, 3)]
    mb.discard_prefetch(core.Host(), stream=stream)
    r["discard_prefetch"] = [FAKE.discard(i) for i in (0, 3)]
    mb.read_mostly = False
    r["read_mostly"] = [FAKE.advise(2), mb.read_mostly]
    mb.preferred_location = core.Device(1)
    r["preferred"] = [FAKE.advise(2), FAKE.advise(3), FAKE.advise(4), repr(mb.preferred_location)]
    mb.preferred_location = core.Host.numa_current()
    r["preferred_numa_current"] = repr(mb.preferred_location)
    mb.preferred_location = None
    r["preferred_none"] = [FAKE.advise(2), mb.preferred_location]
    r["accessed_by"] = sorted(repr(x) for x in mb.accessed_by)  # the fake: devices 1 and 0
    mb.accessed_by.add(core.Host())
    r["accessed_by_add"] = [FAKE.advise(2), FAKE.advise(3)]
    mb.accessed_by = [core.Device(0)]  # device 1 unset
    r["accessed_by_set"] = [FAKE.advise(2), FAKE.advise(4)]
    r["advise_errors"] = [outcome(lambda: mb.accessed_by.add(core.Host(numa_id=1)))["raised"],
                          outcome(lambda: mb.prefetch(3, stream=stream))["raised"]]  # type: ignore[arg-type]
    r["host"] = [core.Host() is core.Host(), core.Host(numa_id=1) is core.Host(numa_id=1), repr(core.Host(numa_id=1)),
                 repr(core.Host.numa_current()), core.Host.numa_current() is not core.Host(),
                 outcome(lambda: core.Host(numa_id=-1))["raised"],
                 outcome(lambda: core.Host(numa_id=1, is_numa_current=True))["raised"]]
    wrapped = core.ManagedBuffer.from_handle(driver.cuMemAllocManaged(32, driver.CU_MEM_ATTACH_GLOBAL), 32)
    r["managed_wrapped"] = [type(wrapped).__name__, wrapped.is_managed, wrapped.memory_resource]
    driver.cuMemFree(wrapped.handle)
    mb.close()
    own.close()
    del numa
    gc.collect()
    r["managed_after"] = [FAKE.live(POOL) - pools, mb.is_closed]

    # Graph memory: allocations only while capturing; one resource per device.
    gmr = core.GraphMemoryResource(dev)
    r["graph_singleton"] = [gmr is core.GraphMemoryResource(0), gmr is not core.GraphMemoryResource(1), gmr.device_id]
    r["graph_not_capturing"] = outcome(lambda: gmr.allocate(64, stream))["raised"]
    builder = stream.create_graph_builder().begin_building()
    gb = gmr.allocate(64, builder)
    r["graph_alloc"] = [FAKE.graph_mem(0), gb.size, gb.is_device_accessible, gb.is_host_accessible]
    gb.close()
    builder.end_building()
    gmr.trim()
    attrs = gmr.attributes
    r["graph_attributes"] = [attrs.used_mem_current, attrs.used_mem_high, attrs.reserved_mem_current,
                             attrs.reserved_mem_high]
    attrs.used_mem_high = 0
    attrs.reserved_mem_high = 0
    r["graph_reset"] = [attrs.used_mem_high, attrs.reserved_mem_high, FAKE.graph_mem(1), FAKE.graph_mem(2),
                        outcome(lambda: setattr(attrs, "used_mem_high", 5))["raised"]]
    gmr.close()  # no effect
    # Buffer.from_handle(..., stream=): an owned wrapped buffer freed on that stream
    owned = core.Buffer.from_handle(driver.cuMemAlloc(8), 8, mr=dev.memory_resource, stream=stream)
    r["from_handle_stream"] = [owned._stream is stream, outcome(owned.close)["raised"]]
    builder.close()
    r["allocations"] = FAKE.live_allocations() - allocations
    r["counts"] = FAKE.counts()
    return r


def group_utils() -> dict[str, Any]:
    """core.utils: StridedMemoryView over host arrays, the fake's device buffers and CUDA Array
    Interface objects (with their stream hand-off), re-export by DLPack, the decorator, and the
    program caches with Program.compile(cache=)."""
    import tempfile
    import warnings

    import numpy as np
    from cuda_13_0 import core

    utils = core.utils
    smv = utils.StridedMemoryView
    r: dict[str, Any] = {}
    dev = core.Device(0)
    dev.set_current()
    stream = dev.create_stream()

    def describe(v: Any) -> list[Any]:
        return [v.ptr, list(v.shape), None if v.strides is None else list(v.strides), str(v.dtype),
                v.device_id, v.is_device_accessible, v.readonly, v.size]

    # Host: NumPy by DLPack and by the array interface (device_id: the current device, as cuda.core).
    a = np.arange(12, dtype=np.float32).reshape(3, 4)
    r["host_dlpack"] = [*describe(smv.from_dlpack(a[:, ::2], -1)), a.ctypes.data]
    r["host_array_interface"] = [*describe(smv.from_array_interface(a.T)), a.ctypes.data]
    r["host_none_stream"] = outcome(lambda: smv.from_dlpack(a))
    r["no_protocol"] = outcome(lambda: smv.from_any_interface(object(), -1))

    # Device memory of the fake: a Buffer seen as a typed 2-D array, then re-exported by DLPack.
    buf = dev.allocate(64, stream)
    v = smv.from_buffer(buf, (4, 4), dtype=np.float32)
    r["from_buffer"] = [*describe(v), buf.handle, v.exporting_obj is buf, list(v.__dlpack_device__())]
    back = smv.from_dlpack(v, stream.handle)
    r["reexported"] = [*describe(back), back.exporting_obj is v]
    del back
    gc.collect()
    r["reexport_released"] = len(core._dlpack._EXPORTS)
    r["too_small"] = outcome(lambda: smv.from_buffer(buf, (5, 4), dtype=np.float32))
    r["no_dtype"] = outcome(lambda: smv.from_buffer(buf, (4,)))
    r["itemsize_mismatch"] = outcome(lambda: smv.from_buffer(buf, (4,), itemsize=2, dtype=np.float32))
    r["strided_buffer"] = describe(smv.from_buffer(buf, (2, 2), (1, 8), itemsize=4))
    r["export_without_dtype"] = outcome(lambda: smv.from_buffer(buf, (4,), itemsize=4).__dlpack__())
    r["retyped"] = describe(v.view(dtype=np.int32))
    r["retyped_mismatch"] = outcome(lambda: v.view(dtype=np.float64))
    relaid = v.view(layout=v._layout.__class__((8, 2), None, 4))
    r["relaid"] = describe(relaid)

    # The Buffer's own DLPack (1-D bytes): the view keeps the capsule, released with the view.
    other = dev.create_stream()
    events = FAKE.made(EVENT)
    raw = smv.from_dlpack(buf, other.handle)
    r["buffer_dlpack"] = [*describe(raw), FAKE.made(EVENT) - events, len(core._dlpack._EXPORTS)]
    del raw
    gc.collect()
    r["buffer_dlpack_released"] = len(core._dlpack._EXPORTS)

    # CUDA Array Interface objects over the fake's memory.
    class CAI:
        def __init__(self, **fields: Any) -> None:
            self.__cuda_array_interface__ = {"shape": (4, 4), "typestr": "<f4", "data": (buf.handle, False),
                                             "version": 3, "strides": None, **fields}

    r["cai_plain"] = describe(smv.from_cuda_array_interface(CAI(), -1))
    r["cai_strided"] = describe(smv.from_cuda_array_interface(CAI(shape=(2, 2), strides=(4, 32)), -1))
    r["cai_readonly"] = describe(smv.from_any_interface(CAI(data=(buf.handle, True)), -1))
    r["cai_0d"] = describe(smv.from_cuda_array_interface(CAI(shape=(), strides=None, typestr="<i8"), -1))
    r["cai_null"] = describe(smv.from_cuda_array_interface(CAI(shape=(0,), data=(0, False)), -1))
    r["cai_bad_strides"] = outcome(lambda: smv.from_cuda_array_interface(CAI(strides=(6, 2)), -1).strides)
    r["cai_v1"] = outcome(lambda: smv.from_cuda_array_interface(CAI(version=1), -1))
    r["cai_v2"] = describe(smv.from_cuda_array_interface(CAI(version=2), -1))  # PyTorch's: C-order strides
    r["cai_mask"] = outcome(lambda: smv.from_cuda_array_interface(CAI(mask=object()), -1))
    r["cai_none_stream"] = outcome(lambda: smv.from_cuda_array_interface(CAI(), None))
    made, destroyed = FAKE.made(EVENT), FAKE.destroyed(EVENT)
    smv.from_cuda_array_interface(CAI(stream=stream.handle), other.handle)  # waits: one event
    smv.from_cuda_array_interface(CAI(stream=stream.handle), stream.handle)  # same stream: none
    smv.from_cuda_array_interface(CAI(stream=stream.handle), -1)  # no ordering asked: none
    smv.from_cuda_array_interface(CAI(stream=None), other.handle)  # producer names none: none
    r["cai_events"] = [FAKE.made(EVENT) - made, FAKE.destroyed(EVENT) - destroyed]
    r["cai_zero_stream"] = outcome(lambda: smv.from_cuda_array_interface(CAI(stream=0), other.handle))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        legacy = smv(CAI(), -1)
    r["constructor"] = [describe(legacy), [w.category.__name__ for w in caught]]
    r["repr"] = repr(smv.from_dlpack(a, -1)).splitlines()[1:]

    @utils.args_viewable_as_strided_memory((1,))
    def kernel_args(x: Any, y: Any, *, s: int) -> list[Any]:
        return [type(x).__name__, type(y).__name__, y.has_dlpack, describe(y.view(s))]

    r["decorated"] = kernel_args(1, CAI(), s=-1)
    r["decorator_needs_tuple"] = outcome(lambda: utils.args_viewable_as_strided_memory([1]))

    # Program caches, and Program.compile(cache=) on a PTX program (no NVRTC here).
    ptx = ".version 8.0\n.target sm_90\n.address_size 64\n"
    options = core.ProgramOptions(arch="sm_90")
    key = utils.make_program_cache_key(code=ptx, code_type="ptx", options=options, target_type="ptx")
    r["key"] = [type(key).__name__, len(key),
                key == utils.make_program_cache_key(code=ptx.encode(), code_type="PTX", options=options,
                                                    target_type="ptx"),
                key != utils.make_program_cache_key(code=ptx, code_type="ptx", options=options,
                                                    target_type="ptx", extra_digest=b"x")]
    r["key_bad_target"] = outcome(lambda: utils.make_program_cache_key(
        code=ptx, code_type="ptx", options=options, target_type="ltoir"))
    r["key_include_path"] = outcome(lambda: utils.make_program_cache_key(
        code="", code_type="c++", options=core.ProgramOptions(arch="sm_90", include_path="/x"), target_type="ptx"))
    memory = utils.InMemoryProgramCache()
    first = core.Program(ptx, "ptx", options).compile("ptx", cache=memory)
    second = core.Program(ptx, "ptx", options).compile("ptx", cache=memory)
    r["compile_cache"] = [len(memory), first.code == second.code, second.code_type, memory.get(key) == first.code,
                          first is not second]
    r["compile_cache_names"] = outcome(lambda: core.Program(ptx, "ptx", options).compile(
        "ptx", name_expressions=("f",), cache=memory))
    with tempfile.TemporaryDirectory() as root, utils.FileStreamProgramCache(root, max_size_bytes=100) as disk:
        core.Program(ptx, "ptx", options).compile("ptx", cache=disk)
        r["file_cache"] = [len(disk), disk[key] == ptx.encode(), disk.get(b"missing") is None]

    # Batched copies, discards and prefetches (CUDA 13's batch calls, in the fake for real).
    FAKE.batch.restype = ctypes.c_long
    srcs = [dev.allocate(16, stream) for _ in range(3)]
    dsts = [dev.allocate(16, stream) for _ in range(3)]
    for i, b in enumerate(srcs):
        ctypes.memset(b.handle, 0x41 + i, 16)
    fast = utils.CopyOptions(src_access_order="any")
    utils.copy_batch(stream, srcs, dsts, options=[fast, fast, utils.CopyOptions()])
    r["copy_batch"] = [ctypes.string_at(b.handle, 16).decode() for b in dsts] + [
        FAKE.batch(0), FAKE.batch(1), FAKE.batch(2), FAKE.batch(3)]
    utils.copy_batch(stream, srcs[:2], dsts[:2])  # one attribute for both
    r["copy_batch_broadcast"] = [FAKE.batch(0), FAKE.batch(1), FAKE.batch(2)]
    r["copy_options"] = [str(fast.src_access_order), repr(utils.CopyOptions().overlap_mode),
                         outcome(lambda: utils.CopyOptions(src_access_order="sometimes")),
                         outcome(lambda: setattr(fast, "overlap_mode", "default"))]
    r["copy_batch_one_buffer"] = outcome(lambda: utils.copy_batch(stream, srcs[0], dsts[0]))
    r["copy_batch_lengths"] = outcome(lambda: utils.copy_batch(stream, srcs, dsts[:2]))
    r["copy_batch_sizes"] = outcome(lambda: utils.copy_batch(stream, srcs[:1], [dev.allocate(8, stream)]))
    r["copy_batch_legacy"] = outcome(lambda: utils.copy_batch(core.LEGACY_DEFAULT_STREAM, srcs, dsts))
    r["copy_batch_options"] = outcome(lambda: utils.copy_batch(stream, srcs, dsts, options=[fast]))
    utils.discard_batch(stream, srcs)
    utils.prefetch_batch(stream, srcs, dev)
    r["prefetch"] = [FAKE.batch(4), FAKE.batch(5), FAKE.batch(6), FAKE.batch(7)]
    utils.discard_prefetch_batch(stream, srcs, [dev, dev, 0])
    r["discard_prefetch"] = [FAKE.batch(4), FAKE.batch(5), FAKE.batch(6), FAKE.batch(7)]
    r["prefetch_lengths"] = outcome(lambda: utils.prefetch_batch(stream, srcs, [dev]))
    r["prefetch_host"] = outcome(lambda: utils.prefetch_batch(stream, srcs, "host"))
    return r


# What fake_copy(i) counts (fakecuda.c): the driver calls a strided copy made.
COPY_COUNTS = {"memcpy": 0, "2d": 1, "3d": 2, "attributes": 3, "kernels": 16, "syncs": 21}


def group_dlpack_pending() -> dict[str, Any]:
    """DLPack capsules that die while an exception propagates (a temporary dropped as its frame
    unwinds): the exception arrives as it was raised, no SystemError, and an unconsumed export is
    released (its deleter run, its entry gone); a consumed one is left to its consumer's deleter."""
    from cuda_13_0 import core

    dl = core._dlpack
    r: dict[str, Any] = {}
    dev = core.Device(0)
    dev.set_current()
    buf = dev.allocate(64)
    rename = ctypes.pythonapi.PyCapsule_SetName
    rename.argtypes = [ctypes.py_object, ctypes.c_char_p]
    get_pointer = ctypes.pythonapi.PyCapsule_GetPointer
    get_pointer.restype = ctypes.c_void_p
    get_pointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
    consumed: list[int] = []

    def consume(capsule: object) -> object:  # as a consumer does: take the tensor, rename the capsule
        consumed.append(get_pointer(capsule, b"dltensor"))
        rename(capsule, b"used_dltensor")
        return capsule

    def dropped(export: Callable[[], object]) -> list[Any]:
        before = len(dl._EXPORTS)
        try:
            (export(), 1 // 0)  # the capsule is a temporary on the stack when 1 // 0 raises
        except BaseException as exc:  # recorded for the parent
            raised = [type(exc).__name__, str(exc), type(exc.__context__).__name__]
        return [*raised, len(dl._EXPORTS) - before]

    r["unversioned"] = dropped(lambda: buf.__dlpack__())
    r["versioned"] = dropped(lambda: buf.__dlpack__(max_version=(1, 0)))
    r["consumed"] = dropped(lambda: consume(buf.__dlpack__()))
    managed = dl._DLManagedTensor.from_address(consumed[0])
    managed.deleter(consumed[0])  # the consumer done with the tensor
    r["consumer_deleted"] = len(dl._EXPORTS)
    r["destructor_is_c"] = dl._destructors()[0] != ctypes.cast(dl._DESTRUCTOR_UNVERSIONED, ctypes.c_void_p).value
    cap = buf.__dlpack__()  # no exception pending: released when dropped, as before
    del cap
    r["plain"] = len(dl._EXPORTS)
    buf.close()
    return r


def group_strided_copy() -> dict[str, Any]:
    """utils.StridedMemoryView.copy_from / copy_to between NumPy arrays and views of the fake's
    device memory (host memory, so NumPy reads the result), each copy's driver calls counted;
    the strided-copy kernels are the fake's (a GPU compiles them with NVRTC), which copy as the
    CUDA kernel does. Buffer.copy_to / copy_from with CopyOptions (13.0: no
    cuMemcpyWithAttributesAsync)."""
    import numpy as np
    from cuda_13_0 import core

    utils = core.utils
    smv = utils.StridedMemoryView
    FAKE.copy.restype = ctypes.c_longlong
    r: dict[str, Any] = {}
    dev = core.Device(0)
    dev.set_current()
    stream = dev.create_stream()
    fake_code = core.ObjectCode.from_cubin(b"FAKECUBIN")
    core._strided_copy._COPY_KERNELS[0] = {u: fake_code.get_kernel(f"cudagen_strided_copy_{u}") for u in core._strided_copy._COPY_UNITS}
    keep: list[Any] = []

    def counts() -> dict[str, int]:
        return {name: FAKE.copy(i) for name, i in COPY_COUNTS.items()}

    def device(shape: tuple[int, ...], dtype: Any = np.float32, strides: tuple[int, ...] | None = None,
               size: int | None = None, on: Any = dev) -> tuple[Any, Any]:
        """(a view of fresh zeroed device memory, a NumPy array over the same bytes)."""
        dtype = np.dtype(dtype)
        dense = np.empty(shape, dtype)
        strides = dense.strides if strides is None else tuple(s * dtype.itemsize for s in strides)
        nbytes = size or max(dense.nbytes, 1)
        buf = on.allocate(nbytes, stream)
        ctypes.memset(buf.handle, 0, nbytes)
        keep.append(buf)
        element_strides = tuple(s // dtype.itemsize for s in strides)
        view = smv.from_buffer(buf, shape, element_strides, dtype=dtype)
        memory = (ctypes.c_char * nbytes).from_address(buf.handle)
        return view, np.ndarray(shape, dtype, buffer=memory, strides=strides)

    def host(array: Any) -> Any:
        return smv.from_dlpack(array, -1)

    def case(name: str, copy: Callable[[], Any], dst: Any, expected: Any) -> None:
        """Run one copy; record whether dst equals expected, the driver calls, and the fake's
        allocations left over (temporary buffers must be freed)."""
        before, live = counts(), FAKE.live_allocations()
        out = outcome(copy)
        after = counts()
        out["calls"] = {k: after[k] - before[k] for k in after if after[k] != before[k]}
        out["equal"] = bool(np.array_equal(dst, expected))
        out["temps_left"] = FAKE.live_allocations() - live
        r[name] = out

    a = np.arange(48, dtype=np.float32).reshape(6, 8)

    # Dense alike: one cuMemcpyAsync; host copies block (a sync), device ones do not.
    v, arr = device((6, 8))
    case("h2d_dense", lambda: v.copy_from(host(a), stream), arr, a)
    v2, arr2 = device((6, 8))
    case("h2d_nonblocking", lambda: v2.copy_from(host(a), stream, blocking=False), arr2, a)
    out = np.zeros((6, 8), np.float32)
    case("d2h_dense", lambda: v.copy_to(host(out), stream), out, a)
    v3, arr3 = device((6, 8))
    case("d2d_dense", lambda: v3.copy_from(v, stream), arr3, a)
    v4, arr4 = device((6, 8))
    case("d2d_blocking", lambda: v4.copy_from(v, stream, blocking=True), arr4, a)
    out2 = np.zeros((6, 8), np.float32)
    case("copy_to_default_stream", lambda: v.copy_to(host(out2)), out2, a)  # stream=None: legacy
    scalar, scalar_arr = device(())
    case("scalar", lambda: scalar.copy_from(host(np.array(5.0, np.float32)), stream), scalar_arr,
         np.array(5.0, np.float32))
    empty, _ = device((0, 3))
    case("empty", lambda: empty.copy_from(host(np.zeros((0, 3), np.float32)), stream), np.zeros(0), np.zeros(0))

    # Rows with a pitch: one cuMemcpy2DAsync / cuMemcpy3DAsync.
    rows, rows_arr = device((6, 4))
    case("h2d_rows", lambda: rows.copy_from(host(a[:, 2:6]), stream), rows_arr, a[:, 2:6])
    r["h2d_rows_params"] = [FAKE.copy(i) for i in range(4, 12)]
    every_other, every_other_arr = device((6, 4))
    case("h2d_items", lambda: every_other.copy_from(host(a[:, ::2]), stream), every_other_arr, a[:, ::2])
    r["h2d_items_params"] = [FAKE.copy(i) for i in range(4, 12)]
    box = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
    dense_box, _ = device((2, 3, 4))
    dense_box.copy_from(host(box), stream)
    room = np.zeros((2, 5, 8), np.float32)
    case("d2h_3d", lambda: dense_box.copy_to(host(room[:, 1:4, 2:6]), stream), room[:, 1:4, 2:6], box)
    r["d2h_3d_params"] = [FAKE.copy(i) for i in range(4, 12)]
    r["d2h_3d_untouched"] = float(room.sum() - box.sum())
    pitched = smv.from_buffer(v._get_buffer(), (6, 4), (8, 1), dtype=np.float32)  # a[:, :4], on the device
    rows2, rows2_arr = device((6, 4))
    case("d2d_rows", lambda: rows2.copy_from(pitched, stream), rows2_arr, a[:, :4])
    r["d2d_rows_params"] = [FAKE.copy(i) for i in range(4, 12)]
    wide = np.arange(3 * 300_000, dtype=np.float32).reshape(3, 300_000)  # rows past the fake's max pitch
    narrow, narrow_arr = device((3, 4))
    case("h2d_past_max_pitch", lambda: narrow.copy_from(host(wide[:, :4]), stream), narrow_arr, wide[:, :4])

    # Layouts no one copy expresses: the kernel between device memories, temporary buffers and
    # CPU gathers or scatters where a side is host memory.
    t, t_arr = device((8, 6))
    case("h2d_transposed", lambda: t.copy_from(host(a.T), stream), t_arr, a.T)
    a3 = np.arange(4 * 6 * 8, dtype=np.float32).reshape(4, 6, 8)
    gathered_src = a3.transpose(2, 0, 1)[::2]
    g, g_arr = device(gathered_src.shape)
    case("h2d_gathered", lambda: g.copy_from(host(gathered_src), stream), g_arr, gathered_src)
    vt = smv.from_buffer(v._get_buffer(), (8, 6), (1, 8), dtype=np.float32)  # a.T, on the device
    out3 = np.zeros((8, 6), np.float32)
    case("d2h_transposed", lambda: vt.copy_to(host(out3), stream), out3, a.T)
    scatter_room = np.zeros((6, 4, 8), np.float32)
    scattered = scatter_room.transpose(2, 0, 1)[::2]
    src_box = np.arange(96, dtype=np.float32).reshape(4, 6, 4)
    sb, _ = device((4, 6, 4))
    sb.copy_from(host(src_box), stream)
    case("d2h_scattered", lambda: sb.copy_to(host(scattered), stream), scattered, src_box)
    r["d2h_scattered_untouched"] = float(scatter_room.sum() - src_box.sum())
    kt, kt_arr = device((8, 6))
    case("d2d_kernel", lambda: kt.copy_from(vt, stream), kt_arr, a.T)
    r["d2d_kernel_params"] = [FAKE.copy(i) for i in (17, 18, 19)]
    rev, rev_arr = device((6, 8))
    case("h2d_reversed", lambda: rev.copy_from(host(a[::-1, ::-1].copy()[::-1, ::-1]), stream), rev_arr, a)
    rev_src = smv.from_buffer(v._get_buffer(), (6, 8), (8, 1), dtype=np.float32)
    out4 = np.zeros((6, 8), np.float32)
    case("d2h_negative", lambda: rev_src.copy_to(host(out4[::-1, ::-1]), stream), out4[::-1, ::-1], a)
    bcast = np.broadcast_to(np.arange(8, dtype=np.float32), (6, 8))
    bc, bc_arr = device((6, 8))
    case("h2d_broadcast", lambda: bc.copy_from(smv.from_array_interface(bcast), stream), bc_arr, bcast)
    for dtype, name in ((np.int8, "i1"), (np.uint16, "u2"), (np.float64, "f8"), (np.complex128, "c16")):
        src_t = (np.arange(48) * 3 + 1).astype(dtype).reshape(6, 8)
        sv, _ = device((6, 8), dtype)
        sv.copy_from(host(src_t), stream)
        tv = smv.from_buffer(sv._get_buffer(), (8, 6), (1, 8), dtype=dtype)
        dv, d_arr = device((8, 6), dtype)
        case(f"d2d_kernel_{name}", lambda dv=dv, tv=tv: dv.copy_from(tv, stream), d_arr, src_t.T)
        r[f"d2d_kernel_{name}"]["unit"] = FAKE.copy(17)
    deep = np.arange(2**17, dtype=np.int8).reshape((2,) * 17)
    deep_src, _ = device(deep.shape, np.int8)
    deep_src.copy_from(host(deep), stream)
    deep_t = smv.from_buffer(deep_src._get_buffer(), deep.shape, deep.T.strides, dtype=np.int8)  # no dims merge
    deep_dst, deep_arr = device(deep.shape, np.int8)
    case("d2d_17_dims", lambda: deep_dst.copy_from(deep_t, stream), deep_arr,
         np.lib.stride_tricks.as_strided(deep, deep.shape, deep.T.strides))

    # copy_to, host to host (the CPU's; no driver call), allocators.
    hh = np.zeros((8, 6), np.float32)
    case("h2h", lambda: host(a.T).copy_to(host(hh)), hh, a.T)

    class Counting(core.MemoryResource):
        def __init__(self, inner: Any, device_side: bool, host_side: bool) -> None:
            self.inner, self.count, self.sides = inner, 0, (device_side, host_side)

        def allocate(self, size: int, stream: Any = None) -> Any:
            self.count += 1
            return self.inner.allocate(size, stream)

        def deallocate(self, ptr: int, size: int, stream: Any = None) -> None:
            self.inner.deallocate(ptr, size, stream)

        @property
        def is_device_accessible(self) -> bool:
            return self.sides[0]

        @property
        def is_host_accessible(self) -> bool:
            return self.sides[1]

        @property
        def device_id(self) -> int:
            return 0

    on_device = Counting(dev.memory_resource, True, False)
    pinned = Counting(core.LegacyPinnedMemoryResource(), False, True)
    t2, t2_arr = device((8, 6))
    case("allocator_device", lambda: t2.copy_from(host(a.T), stream, allocator=on_device), t2_arr, a.T)
    g2, g2_arr = device(gathered_src.shape)
    case("allocator_host", lambda: g2.copy_from(host(gathered_src), stream, allocator={"host": pinned}), g2_arr,
         gathered_src)
    r["allocations"] = [on_device.count, pinned.count]

    # Refused: views of two devices, a view of another device than the stream's, a kernel that
    # cannot be compiled (the fake device's arch is no real one), arguments.
    dev1 = core.Device(1)
    other_dev, _ = device((6, 8), on=dev1)
    r["between_devices"] = outcome(lambda: v.copy_from(other_dev, stream))
    r["stream_elsewhere"] = outcome(lambda: other_dev.copy_from(host(a), stream))
    dev.set_current()
    saved = core._strided_copy._COPY_KERNELS.pop(0)
    r["no_kernel"] = outcome(lambda: kt.copy_from(vt, stream))
    core._strided_copy._COPY_KERNELS[0] = saved
    r["errors"] = [
        outcome(lambda: v.copy_from(host(a.T), stream)),  # shapes
        outcome(lambda: v.copy_to(host(np.zeros((6, 8))), stream)),  # dtypes
        outcome(lambda: v.copy_from(a, stream)),  # not a view
        outcome(lambda: smv.from_buffer(v._get_buffer(), (6, 8), dtype=np.float32, is_readonly=True).copy_from(
            host(a), stream)),  # read-only
        outcome(lambda: smv.from_buffer(v._get_buffer(), (6, 8), (0, 1), dtype=np.float32).copy_from(
            host(a), stream)),  # overlapping destination
        outcome(lambda: v.copy_from(host(a), stream, allocator="pinned")),
        outcome(lambda: v.copy_from(host(a), stream, allocator={"pinned": None})),
        outcome(lambda: v.copy_from(host(a), stream, blocking=1)),
    ]

    # Buffer.copy_to / copy_from with options: 13.0 binds no cuMemcpyWithAttributesAsync, so STREAM
    # and ANY are a plain cuMemcpyAsync, DURING_API_CALL is refused.
    b1, b2 = dev.allocate(64, stream), dev.allocate(64, stream)
    ctypes.memset(b1.handle, 0x41, 64)
    any_order = utils.CopyOptions(src_access_order="any")
    before = counts()
    b1.copy_to(b2, stream=stream, options=any_order)
    ctypes.memset(b1.handle, 0x42, 64)
    b2.copy_from(b1, stream=core.PER_THREAD_DEFAULT_STREAM, options=utils.CopyOptions())
    after = counts()
    r["options_copied"] = [ctypes.string_at(b2.handle, 64).decode(), after["memcpy"] - before["memcpy"],
                           after["attributes"] - before["attributes"]]
    live = FAKE.live_allocations()
    during = utils.CopyOptions(src_access_order="during_api_call")
    builder = dev.create_stream().create_graph_builder().begin_building()
    r["options_refused"] = [
        outcome(lambda: b1.copy_to(stream=stream, options=during)),
        outcome(lambda: b1.copy_from(b2, stream=stream, options=during)),
        outcome(lambda: b1.copy_to(b2, stream=stream, options="any")),
        outcome(lambda: b1.copy_to(b2, options=any_order)),  # stream=None: the legacy default stream
        outcome(lambda: b1.copy_from(b2, stream=core.LEGACY_DEFAULT_STREAM, options=any_order)),
        outcome(lambda: b1.copy_to(b2, stream=builder, options=any_order)),
    ]
    builder.end_building()
    r["options_allocated_nothing"] = FAKE.live_allocations() - live
    return r


# The fake's record of the last tensor-map encoder's arguments: fake_tma(field, i).
TMA_FIELDS = ("kind", "type", "rank", "address", "dim", "stride", "box", "element", "interleave", "swizzle", "l2",
              "oob", "lower", "upper", "channels", "pixels", "mode", "calls", "replaced")


def tma_seen() -> dict[str, Any]:
    """What the fake's last cuTensorMapEncode* call was given (arrays as the driver reads them:
    innermost dimension first)."""
    at = {name: i for i, name in enumerate(TMA_FIELDS)}
    rank = FAKE.tma(at["rank"], 0)
    seen: dict[str, Any] = {name: FAKE.tma(at[name], 0) for name in
                            ("kind", "type", "rank", "address", "interleave", "swizzle", "l2", "oob", "channels",
                             "pixels", "mode")}
    seen["dim"] = [FAKE.tma(at["dim"], i) for i in range(rank)]
    seen["stride"] = [FAKE.tma(at["stride"], i) for i in range(rank - 1)]
    seen["box"] = [FAKE.tma(at["box"], i) for i in range(rank)]
    seen["element"] = [FAKE.tma(at["element"], i) for i in range(rank)]
    seen["lower"] = [FAKE.tma(at["lower"], i) for i in range(max(rank - 2, 0))]
    seen["upper"] = [FAKE.tma(at["upper"], i) for i in range(max(rank - 2, 0))]
    return seen


def group_tma() -> dict[str, Any]:
    import pickle
    import weakref

    import numpy as np
    from cuda_13_0 import core, driver
    from cuda_13_0.core import _tensor_map as tma
    from cuda_13_0.core import utils

    FAKE.lib.fake_tma.restype = ctypes.c_longlong
    FAKE.lib.fake_tma_param.restype = ctypes.c_ulonglong
    smv = utils.StridedMemoryView
    r: dict[str, Any] = {}
    dev = core.Device(0)
    dev.set_current()
    stream = dev.create_stream()
    buf = dev.allocate(64 * 1024, stream)
    view = smv.from_buffer(buf, (48, 64), dtype=np.float32)

    def calls() -> list[int]:
        return [FAKE.tma(TMA_FIELDS.index("calls"), k) for k in (1, 2, 3)] + [FAKE.tma(TMA_FIELDS.index("replaced"), 0)]

    desc = view.as_tensor_map((16, 32), swizzle=tma.TensorMapSwizzle.SWIZZLE_128B,
                              l2_promotion=tma.TensorMapL2Promotion.L2_128B,
                              oob_fill=tma.TensorMapOOBFill.NAN_REQUEST_ZERO_FMA)
    r["tiled"] = tma_seen()
    r["tiled_address"] = r["tiled"].pop("address") == buf.handle
    r["type"] = [type(desc).__name__, type(desc) is core.TensorMapDescriptor, repr(desc)]
    r["device"] = desc.device is dev
    r["storage"] = [ctypes.sizeof(desc._tensor_map), ctypes.addressof(desc._tensor_map) % 128,
                    type(desc._tensor_map) is driver.CUtensorMap]
    r["opaque"] = list(desc._tensor_map.opaque[:8])
    r["bytes"] = desc._bytes == bytes(desc._tensor_map)
    opts = core.TensorMapDescriptorOptions(box_dim=(8, 8), element_strides=(1, 2), data_type=np.uint32)
    view.as_tensor_map(options=opts)
    r["options"] = tma_seen()
    view.as_tensor_map(options={"box_dim": (4, 4), "data_type": tma.TensorMapDataType.INT32})
    r["options_dict"] = [FAKE.tma(TMA_FIELDS.index("type"), 0), FAKE.tma(TMA_FIELDS.index("box"), 0)]
    view.as_tensor_map([8, 16], swizzle=driver.CUtensorMapSwizzle.CU_TENSOR_MAP_SWIZZLE_64B)
    r["driver_enum"] = FAKE.tma(TMA_FIELDS.index("swizzle"), 0)
    r["options_fields"] = [opts.box_dim, opts.element_strides, str(opts.data_type), type(opts.swizzle).__name__]
    strided = smv.from_buffer(buf, (10, 20), strides=(32, 1), dtype=np.float16)
    strided.as_tensor_map((4, 8))
    r["strided"] = tma_seen()
    cube = smv.from_buffer(buf, (2, 3, 16), dtype=np.uint8)
    tma.TensorMapDescriptor._from_tiled(cube, (1, 2, 16))
    r["rank3"] = tma_seen()
    r["calls_tiled"] = calls()

    # Errors: the type cuda.core raises, naming the argument; nothing reaches the driver.
    before = calls()
    misaligned = smv.from_buffer(core.Buffer.from_handle(buf.handle + 4, 1024), (4, 64), dtype=np.float32)
    no_dtype = smv.from_buffer(buf, (48, 64), itemsize=4)
    cases = {
        "box length": lambda: view.as_tensor_map((16,)),
        "box zero": lambda: view.as_tensor_map((0, 16)),
        "box too big": lambda: view.as_tensor_map((300, 16)),
        "int swizzle": lambda: view.as_tensor_map((16, 32), swizzle=3),
        "options and box": lambda: view.as_tensor_map((16, 32), options=opts),
        "no box": lambda: view.as_tensor_map(),
        "misaligned": lambda: misaligned.as_tensor_map((4, 16)),
        "host array": lambda: smv.from_array_interface(np.zeros((8, 8), np.float32)).as_tensor_map((8, 8)),
        "unsupported dtype": lambda: smv.from_buffer(buf, (8, 16), dtype=np.int8).as_tensor_map((8, 16)),
        "unsupported data_type": lambda: view.as_tensor_map((16, 32), data_type=np.complex64),
        "no dtype": lambda: no_dtype.as_tensor_map((16, 32)),
        "stride": lambda: smv.from_buffer(buf, (3, 5), dtype=np.float32).as_tensor_map((1, 4)),
        "inner box bytes": lambda: view.as_tensor_map((2, 3)),
        "swizzle span": lambda: view.as_tensor_map((8, 16), swizzle=tma.TensorMapSwizzle.SWIZZLE_32B),
        "element strides": lambda: view.as_tensor_map((16, 32), element_strides=(1, 9)),
        "element strides length": lambda: view.as_tensor_map((16, 32), element_strides=(1,)),
        "rank": lambda: smv.from_buffer(buf, (1, 1, 1, 1, 1, 16), dtype=np.float32).as_tensor_map((1,) * 5 + (16,)),
        "empty dimension": lambda: smv.from_buffer(buf, (0, 16), dtype=np.float32).as_tensor_map((1, 16)),
        "box not ints": lambda: core.TensorMapDescriptorOptions(box_dim="ab"),  # type: ignore[arg-type]
        "data_type object": lambda: core.TensorMapDescriptorOptions(box_dim=(1,), data_type=object()),
        "direct": lambda: core.TensorMapDescriptor(),
        "pickle": lambda: pickle.dumps(desc),
        "im2col rank": lambda: tma.TensorMapDescriptor._from_im2col(view, (), (), 8, 8),
        "im2col corners": lambda: tma.TensorMapDescriptor._from_im2col(cube, (0, 0), (1, 1), 16, 4),
    }
    r["errors"] = {name: outcome(fn) for name, fn in cases.items()}
    r["errors_reached_driver"] = calls() != before

    # im2col and im2col-wide, NHWC: (N, H, W, C) = (2, 4, 4, 8) float32.
    nhwc = smv.from_buffer(buf, (2, 4, 4, 8), dtype=np.float32)
    im2col = tma.TensorMapDescriptor._from_im2col(nhwc, (-1, -2), (1, 2), 8, 16, element_strides=(1, 1, 2, 1))
    r["im2col"] = tma_seen()
    r["im2col_repr"] = repr(im2col)
    wide = tma.TensorMapDescriptor._from_im2col_wide(nhwc, -1, 3, 8, 32, mode=tma.TensorMapIm2ColWideMode.W128)
    r["wide"] = tma_seen()
    r["wide_repr"] = repr(wide)

    # replace_address: re-points the map, keeps the new memory alive and lets the old go.
    old = dev.allocate(48 * 64 * 4, stream)
    moved = smv.from_buffer(old, (48, 64), dtype=np.float32).as_tensor_map((16, 32))
    old_ref = weakref.ref(old)
    new = dev.allocate(48 * 64 * 4, stream)
    moved.replace_address(smv.from_buffer(new, (48, 64), dtype=np.float32))
    del old
    gc.collect()
    r["replace"] = [moved._tensor_map.opaque[6] == new.handle, old_ref() is None, calls()[3]]
    r["replace_misaligned"] = outcome(lambda: moved.replace_address(misaligned))  # noqa: F821 - deleted below
    new_ref = weakref.ref(new)
    del new
    gc.collect()
    r["keeps_new"] = new_ref() is not None
    del moved
    gc.collect()
    r["frees_new"] = new_ref() is None

    # launch: the kernel reads the map's 128 bytes by value; the compiled launch hands it to Python.
    kernel = core.ObjectCode.from_cubin(b"FAKECUBIN").get_kernel("tma_kernel")
    r["kernel_params"] = [list(p) for p in kernel.arguments_info]
    config = core.LaunchConfig(grid=1, block=1)
    expected = list(desc._tensor_map.opaque)
    got = []
    for i in range(3):
        core.launch(stream, config, kernel, desc, 5 + i)
        got.append([[FAKE.tma_param(j) for j in range(16)] == expected, FAKE.kernel_a()])
    r["launches"] = got
    r["launch_wrong_count"] = outcome(lambda: core.launch(stream, config, kernel, desc))
    r["launch_ex"] = outcome(lambda: core.launch(stream, core.LaunchConfig(grid=2, block=1, cluster=2), kernel, desc, 9))
    r["launch_ex_seen"] = [[FAKE.tma_param(j) for j in range(16)] == expected, FAKE.kernel_a()]
    definition = core.GraphDefinition()
    definition.add_kernel(config, kernel, wide, 42)
    r["graph_node"] = [[FAKE.tma_param(j) for j in range(16)] == list(wide._tensor_map.opaque), FAKE.kernel_a()]
    definition.close()

    # Another context current: the descriptor is refused at launch and by replace_address.
    dev1 = core.Device(1)
    dev1.set_current()
    stream1 = dev1.create_stream()
    buf1 = dev1.allocate(4096, stream1)
    r["other_context_launch"] = outcome(lambda: core.launch(stream1, config, kernel, desc, 1))
    r["other_context_replace"] = outcome(lambda: desc.replace_address(view))
    dev.set_current()
    view1 = smv.from_buffer(buf1, (16, 16), dtype=np.float32)
    r["other_device_view"] = outcome(lambda: view1.as_tensor_map((4, 4)))
    r["other_device_replace"] = outcome(lambda: desc.replace_address(view1))
    stream.sync()
    stream1.sync()
    return r


def group_texture() -> dict[str, Any]:
    """core.texture: CUDA arrays, mipmaps, texture and surface objects (fakecuda.c's texture
    section keeps arrays in host memory and counts each kind made and destroyed)."""
    import array

    from cuda_13_0 import core

    texture = core.texture
    FAKE.lib.fake_tex_field.restype = ctypes.c_longlong
    FAKE.lib.fake_tex_float.restype = ctypes.c_double
    ARRAY, MIPMAP, TEXOBJ, SURFACE = range(4)

    def tally() -> list[list[int]]:
        return [[FAKE.tex_made(k) for k in range(4)], [FAKE.tex_destroyed(k) for k in range(4)],
                [FAKE.tex_live(k) for k in range(4)]]

    r: dict[str, Any] = {"names": sorted(texture.__all__), "module": core.texture.__name__}
    dev = core.Device(0)
    dev.set_current()
    stream = dev.create_stream()

    # options: cuda.core's normalization and errors
    opts = texture.OpaqueArrayOptions(shape=[4, 3], format="float32", num_channels=1, is_surface_load_store=True)
    r["options"] = [list(opts.shape), repr(opts.format), str(opts.format)]
    bad = [dict(shape=4, format="float32", num_channels=1), dict(shape=(1, 2, 3, 4), format="float32", num_channels=1),
           dict(shape=(0,), format="float32", num_channels=1), dict(shape=(4,), format="f4", num_channels=1),
           dict(shape=(4,), format=object(), num_channels=1), dict(shape=(4,), format="float32", num_channels=3),
           dict(shape=(4,), format="float32", num_channels=True)]
    r["bad_options"] = [outcome(lambda b=b: texture.OpaqueArrayOptions(**b)) for b in bad]
    r["bad_levels"] = outcome(lambda: texture.MipmappedArrayOptions(shape=(8,), format="uint8", num_channels=1,
                                                                     num_levels=0))
    r["tex_options"] = [repr(texture.TextureObjectOptions(filter_mode="linear").filter_mode),
                        outcome(lambda: texture.TextureObjectOptions(read_mode="float")),
                        texture.TextureObjectOptions(address_mode="wrap").address_mode]
    r["direct"] = [outcome(lambda c=c: c()) for c in (texture.OpaqueArray, texture.MipmappedArray,
                                                       texture.TextureObject, texture.SurfaceObject,
                                                       texture.ResourceDescriptor)]
    r["options_required"] = outcome(lambda: dev.create_opaque_array(None))  # type: ignore[arg-type]

    # an array: properties, copies in and out (host objects, Buffers; legacy and own streams)
    before = FAKE.calls()
    arr = dev.create_opaque_array(opts)
    r["array"] = [arr.handle != 0, list(arr.shape), str(arr.format), arr.num_channels, arr.element_bytes,
                  arr.size_bytes, arr.is_surface_load_store, arr.device is dev, repr(arr), arr.is_closed]
    r["array_calls"] = FAKE.calls() - before
    values = array.array("f", [float(i) for i in range(12)])
    arr.copy_from(values, stream=stream)
    back = bytearray(48)
    r["copy_to_returns_dst"] = arr.copy_to(back, stream=core.LEGACY_DEFAULT_STREAM) is back
    r["round_trip"] = list(array.array("f", bytes(back)))
    arr.copy_from(bytes(array.array("f", [7.0] * 12)), stream=stream)  # read-only: copied first
    buf = dev.allocate(48, stream)
    arr.copy_to(buf, stream=stream)
    r["to_buffer"] = list(array.array("f", ctypes.string_at(buf.handle, 48)))
    ctypes.memmove(buf.handle, bytes(array.array("f", [2.5] * 12)), 48)
    arr.copy_from(buf, stream=stream)
    arr.copy_to(back, stream=stream)
    r["from_buffer"] = list(array.array("f", bytes(back)))
    host_buffer = core.from_array(bytearray(48))  # host memory the driver does not know: by address
    arr.copy_to(host_buffer, stream=stream)
    copied = array.array("f", ctypes.string_at(host_buffer.handle, 48))
    r["to_host_buffer"] = [host_buffer.is_device_accessible, *copied]
    r["copies"] = FAKE.tex_copies()
    r["copy_errors"] = [outcome(lambda: arr.copy_from(bytes(47), stream=stream)),
                        outcome(lambda: arr.copy_from(5, stream=stream)),
                        outcome(lambda: arr.copy_to(bytes(48), stream=stream)),
                        outcome(lambda: arr.copy_from(dev.allocate(8, stream), stream=stream)),
                        outcome(lambda: arr.copy_to(memoryview(bytearray(96))[::2], stream=stream))]

    # a texture object over the array: what reached cuTexObjectCreate
    topts = texture.TextureObjectOptions(address_mode=("wrap", texture.AddressModeType.BORDER), filter_mode="linear",
                                         normalized_coords=True, border_color=(0.5, 1.0, 1.5, 2.0),
                                         max_anisotropy=4)
    res = texture.ResourceDescriptor.from_opaque_array(arr)
    tex = dev.create_texture_object(resource=res, options=topts)
    r["texture"] = [tex.handle != 0, tex.resource is res, tex.options is topts, tex.device is dev, tex.is_closed,
                    repr(res), res.kind, res.source is arr, res.format, repr(tex).startswith("TextureObject(handle=0x")]
    r["tex_desc"] = [FAKE.tex_field(i) for i in range(8)] + [FAKE.tex_float(i) for i in range(4)]
    r["tex_default_options"] = dev.create_texture_object(resource=res).options == texture.TextureObjectOptions()
    gc.collect()
    # the array closed while the texture reads it: destroyed after the texture, not before
    arr.close()
    arr.close()
    r["array_closed"] = [arr.handle, arr.is_closed, FAKE.tex_destroyed(ARRAY)]
    r["closed_array_use"] = [outcome(lambda: arr.copy_to(back, stream=stream)),
                             outcome(lambda: dev.create_texture_object(resource=res))]
    tex.close()
    tex.close()
    r["texture_closed"] = [tex.handle, tex.is_closed, tex.resource, FAKE.tex_destroyed(TEXOBJ),
                           FAKE.tex_destroyed(ARRAY)]
    r["tex_errors"] = [outcome(lambda: dev.create_texture_object(resource=arr)),  # type: ignore[arg-type]
                       outcome(lambda: texture.ResourceDescriptor.from_opaque_array(5)),  # type: ignore[arg-type]
                       outcome(lambda: dev.create_texture_object(resource=res, options={"address_mode": ()})),
                       outcome(lambda: dev.create_texture_object(resource=res, options={"border_color": (1.0,)})),
                       outcome(lambda: dev.create_texture_object(resource=res, options={"max_anisotropy": -1}))]

    # surfaces: only over an array made with is_surface_load_store
    plain = dev.create_opaque_array({"shape": (8,), "format": "uint8", "num_channels": 4})
    surf_arr = dev.create_opaque_array(texture.OpaqueArrayOptions(shape=(4, 4, 2), format="int16", num_channels=2,
                                                                   is_surface_load_store=True))
    r["surface_errors"] = [outcome(lambda: dev.create_surface_object(
                               resource=texture.ResourceDescriptor.from_opaque_array(plain))),
                           outcome(lambda: dev.create_surface_object(resource=plain))]  # type: ignore[arg-type]
    with dev.create_surface_object(resource=texture.ResourceDescriptor.from_opaque_array(surf_arr)) as surf:
        r["surface"] = [surf.handle != 0, surf.resource.source is surf_arr, surf.device is dev,
                        FAKE.tex_made(SURFACE)]
    r["surface_closed"] = [surf.is_closed, surf.handle, FAKE.tex_destroyed(SURFACE)]
    r["surface_3d"] = [list(surf_arr.shape), surf_arr.size_bytes, surf_arr._extent_bytes()]

    # mipmaps: levels are non-owning arrays that keep the mipmap alive
    mip = dev.create_mipmapped_array(texture.MipmappedArrayOptions(shape=(8, 4), format="float16", num_channels=2,
                                                                    num_levels=3, is_surface_load_store=True))
    level = mip.get_level(1)
    r["mipmap"] = [mip.handle != 0, list(mip.shape), str(mip.format), mip.num_levels, mip.is_surface_load_store,
                   repr(mip), list(level.shape), str(level.format), level.num_channels, level.is_surface_load_store,
                   list(mip.get_level(2).shape)]
    r["level_errors"] = [outcome(lambda: mip.get_level(3)), outcome(lambda: mip.get_level(-1))]
    r["too_many_levels"] = outcome(lambda: dev.create_mipmapped_array(
        {"shape": (8, 4), "format": "float32", "num_channels": 1, "num_levels": 5}))
    level.copy_from(bytes(range(32)), stream=stream)
    level_back = bytearray(32)
    level.copy_to(level_back, stream=stream)
    r["level_round_trip"] = list(level_back) == list(range(32))
    level_surface = dev.create_surface_object(resource=texture.ResourceDescriptor.from_opaque_array(level))
    mip_tex = dev.create_texture_object(resource=texture.ResourceDescriptor.from_mipmapped_array(mip),
                                        options={"mipmap_filter_mode": "linear", "max_mipmap_level_clamp": 2.0})
    r["mip_tex_desc"] = [FAKE.tex_field(7), FAKE.tex_field(6), FAKE.tex_float(6)]
    r["surface_of_mipmap"] = outcome(lambda: dev.create_surface_object(
        resource=texture.ResourceDescriptor.from_mipmapped_array(mip)))
    level.close()
    mip.close()
    r["mipmap_closed"] = [mip.handle, mip.is_closed, FAKE.tex_destroyed(MIPMAP), outcome(lambda: mip.get_level(0))]
    level_surface.close()
    r["mipmap_after_surface"] = FAKE.tex_destroyed(MIPMAP)
    del mip_tex
    gc.collect()
    r["mipmap_after_texture"] = FAKE.tex_destroyed(MIPMAP)

    # Buffer resources: linear and pitch-2D (the Buffer object is kept alive by the texture)
    lbuf = dev.allocate(256, stream)
    linear = texture.ResourceDescriptor.from_linear(lbuf, format="uint16", num_channels=2, size_bytes=64)
    ltex = dev.create_texture_object(resource=linear, options=texture.TextureObjectOptions(read_mode="normalized_float"))
    r["linear"] = [repr(linear), linear.size_bytes, str(linear.format), linear.num_channels] + [
        FAKE.tex_field(i) for i in (0, 7, 8, 9, 10)]
    pitch = texture.ResourceDescriptor.from_pitch2d(lbuf, format="float32", num_channels=1, width=10, height=4,
                                                    pitch_bytes=64)
    ptex = dev.create_texture_object(resource=pitch)
    r["pitch2d"] = [repr(pitch), pitch.width, pitch.height, pitch.pitch_bytes] + [
        FAKE.tex_field(i) for i in (7, 8, 9, 11, 12, 13)]
    r["buffer_errors"] = [
        outcome(lambda: texture.ResourceDescriptor.from_linear(lbuf, format="uint16", num_channels=2, size_bytes=512)),
        outcome(lambda: texture.ResourceDescriptor.from_linear(lbuf, format="uint16", num_channels=2, size_bytes=6)),
        outcome(lambda: texture.ResourceDescriptor.from_linear(lbuf, format="uint16", num_channels=2, size_bytes=2)),
        outcome(lambda: texture.ResourceDescriptor.from_linear(b"x", format="uint8", num_channels=1)),
        outcome(lambda: texture.ResourceDescriptor.from_pitch2d(lbuf, format="float32", num_channels=1, width=10,
                                                                height=4, pitch_bytes=39)),
        outcome(lambda: texture.ResourceDescriptor.from_pitch2d(lbuf, format="float32", num_channels=1, width=10,
                                                                height=5, pitch_bytes=64)),
        outcome(lambda: texture.ResourceDescriptor.from_pitch2d(lbuf, format="float32", num_channels=1, width=0,
                                                                height=4, pitch_bytes=64))]
    lbuf = None  # the textures' Buffer object only
    gc.collect()
    r["buffer_kept"] = FAKE.live_allocations() > 0 and ptex.resource.source.handle != 0
    ltex.close()
    ptex.close()

    # a texture holds the Buffer's memory: Buffer.close() closes the Buffer, the memory is freed
    # once after the last texture over it, in either order (issue 40)
    def frees() -> list[int]:
        return [FAKE.mem_frees(0), FAKE.mem_frees(1)]

    def over(buf: Any, kind: str) -> Any:
        resource = (texture.ResourceDescriptor.from_linear(buf, format="float32", num_channels=1) if kind == "linear"
                    else texture.ResourceDescriptor.from_pitch2d(buf, format="float32", num_channels=1, width=4,
                                                                 height=2, pitch_bytes=16))
        return dev.create_texture_object(resource=resource)

    base = frees()
    held = dev.allocate(64, stream)
    first, second = over(held, "linear"), over(held, "pitch2d")
    held.close()
    r["held_buffer_closed"] = [held.is_closed, held.handle, FAKE.mem_frees(0) - base[0]]
    first.close()
    r["held_first_texture_closed"] = FAKE.mem_frees(0) - base[0]
    second.close()
    r["held_last_texture_closed"] = FAKE.mem_frees(0) - base[0]
    held.close()
    r["held_closed_again"] = [FAKE.mem_frees(0) - base[0], FAKE.mem_frees(1) - base[1]]

    base = frees()
    held = dev.allocate(64, stream)
    tex_first = over(held, "linear")
    tex_first.close()
    r["texture_closed_first"] = [held.is_closed, FAKE.mem_frees(0) - base[0]]
    held.close()
    r["buffer_closed_last"] = [FAKE.mem_frees(0) - base[0], FAKE.mem_frees(1) - base[1]]

    base = frees()
    held = dev.allocate(64, stream)
    other_stream = dev.create_stream()
    gc_held = over(held, "pitch2d")
    held.close(other_stream)  # freed on that stream, later
    del held, gc_held
    gc.collect()
    r["held_collected"] = [FAKE.mem_frees(0) - base[0], FAKE.mem_frees(1) - base[1]]

    # the garbage collector: an array only a texture holds goes after it; a texture in a cycle too
    gc_arr = dev.create_opaque_array({"shape": (2, 2), "format": "int32", "num_channels": 1})
    gc_tex = dev.create_texture_object(resource=texture.ResourceDescriptor.from_opaque_array(gc_arr))
    del gc_arr
    gc.collect()
    destroyed = FAKE.tex_destroyed(ARRAY)
    cycle: list[Any] = [gc_tex]
    cycle.append(cycle)
    del gc_tex, cycle
    gc.collect()
    r["gc"] = [destroyed, FAKE.tex_destroyed(ARRAY), FAKE.tex_destroyed(TEXOBJ)]

    # closed from a thread with no current context: the owning context is pushed for the free
    t_arr = dev.create_opaque_array({"shape": (4,), "format": "uint8", "num_channels": 1})
    done = threading.Thread(target=t_arr.close)
    done.start()
    done.join()
    plain.close()
    surf_arr.close()
    r["thread_free"] = FAKE.current_depth()
    arr = res = tex = level = level_surface = surf = linear = pitch = ltex = ptex = buf = None  # let go of all
    gc.collect()
    r["tally"] = tally()
    r["violations"] = [FAKE.tex_violations(i) for i in range(4)]

    # left alive for the exit: nothing is destroyed once the interpreter exits
    global _TEXTURE_LEFT
    left = dev.create_opaque_array({"shape": (4,), "format": "uint8", "num_channels": 1})
    _TEXTURE_LEFT = [left, dev.create_texture_object(resource=texture.ResourceDescriptor.from_opaque_array(left))]
    return r


_TEXTURE_LEFT: list[Any] = []


def group_green() -> dict[str, Any]:
    """Device resources and green contexts (cuda.core 1.2.2's): SM resources split by count, a
    green context per group, streams on them, set_current(ctx), Context.close; each green
    context destroyed once, after its streams. Then core.checkpoint against the fake's states."""
    from cuda_13_0 import core

    def green() -> list[int]:  # made, destroyed, live, bad destroys, destroyed with streams left
        return [FAKE.green(i) for i in range(5)]

    r: dict[str, Any] = {}
    d0 = core.Device(0)
    d0.set_current()
    sm = d0.resources.sm
    r["device_sm"] = [sm.sm_count, sm.min_partition_size, sm.coscheduled_alignment, sm.flags,
                      sm.handle == ctypes.addressof(sm._resource), type(d0.resources).__name__]
    groups, rest = sm.split(core.SMResourceOptions(count=[4, 4]))
    r["split"] = [[g.sm_count for g in groups], rest.sm_count, groups[0].min_partition_size]
    discovered, _ = sm.split(core.SMResourceOptions())  # count None: as many minimal groups as fit
    r["split_discover"] = [g.sm_count for g in discovered]
    r["split_odd"] = [g.sm_count for g in sm.split({"count": 3})[0]]  # rounded up to the alignment
    dry, dry_rest = sm.split(core.SMResourceOptions(count=6), dry_run=True)
    r["dry_run"] = [[g.sm_count for g in dry], dry_rest.sm_count]
    r["split_errors"] = [
        outcome(lambda: sm.split(core.SMResourceOptions(count=[4, 2]))),
        outcome(lambda: sm.split(core.SMResourceOptions(count=[])))["raised"],
        outcome(lambda: sm.split(core.SMResourceOptions(count="4")))["raised"],
        outcome(lambda: sm.split(core.SMResourceOptions(count=-2)))["raised"],
        outcome(lambda: sm.split(core.SMResourceOptions(count=4, coscheduled_sm_count=[2, 2])))["raised"],
        outcome(lambda: sm.split(core.SMResourceOptions(count=4, coscheduled_sm_count=2)))["raised"],
        outcome(lambda: sm.split(None))["raised"],  # type: ignore[arg-type]
    ]
    r["workqueue"] = outcome(lambda: d0.resources.workqueue)  # 13.0's cuda.h declares none
    r["not_constructible"] = [outcome(lambda c=c: c())["raised"] for c in
                              (core.SMResource, core.DeviceResources, core.WorkqueueResource, core.Context)]

    g1 = d0.create_context(core.ContextOptions(resources=[groups[0]]))
    g2 = d0.create_context({"resources": [groups[1]]})
    r["created"] = [g1.is_green, g2.is_green, g1.is_closed, g1.resources.sm.sm_count, g1 != g2,
                    d0.context.is_green, green()]
    r["create_errors"] = [
        outcome(lambda: d0.create_context()),
        outcome(lambda: d0.create_context(core.ContextOptions(resources=[])))["raised"],
        outcome(lambda: d0.create_context(core.ContextOptions(resources=[dry[0]]))),
        outcome(lambda: d0.create_context(core.ContextOptions(resources=[42])))["raised"],  # type: ignore[list-item]
        outcome(lambda: d0.context.create_stream()),
    ]
    s1 = g1.create_stream()
    s2 = g1.create_stream(core.StreamOptions(priority=-1))
    r["streams"] = [s1.is_nonblocking, s2.priority, s1.context == g1, s1.context.is_green,
                    s1.resources.sm.sm_count, s1.device.device_id, FAKE.live(STREAM)]
    r["blocking_stream"] = outcome(lambda: g1.create_stream(core.StreamOptions(nonblocking=False)))["raised"]
    # set_current(ctx): the previous context back; the device follows the green context
    previous = d0.set_current(g1)
    r["set_current"] = [previous == d0._primary, FAKE.current_context(), core.Device().device_id]
    # Device.context follows it (cuda.core's); what core makes on the device stays primary
    r["context_follows"] = [d0.context == g1, d0.context.is_green, d0.context.handle == g1.handle,
                            d0.create_stream().context == previous, core.Device(1).context.is_green]
    r["close_current"] = outcome(g1.close)
    r["set_back"] = [d0.set_current(previous) == g1, FAKE.current_context(), d0.context == previous,
                     d0.context.is_green]
    r["set_errors"] = [outcome(lambda: core.Device(1).set_current(g1)), outcome(lambda: d0.set_current(3))["raised"]]
    # closing the Context leaves the green context to its streams; the last one destroys it
    g1.close()
    g1.close()
    r["closed"] = [g1.is_closed, g1.handle, g1.is_green, outcome(lambda: g1.resources)["raised"],
                   outcome(g1.create_stream)["raised"], outcome(lambda: d0.set_current(g1))["raised"], green()]
    s1.close()
    r["one_stream_left"] = green()
    del s2
    gc.collect()
    r["streams_gone"] = green()
    del g2
    gc.collect()
    r["all_gone"] = green()
    # a primary context's close closes only that object
    primary = d0.context
    core.Device(1).set_current()
    primary.close()
    r["primary_closed"] = [primary.is_closed, primary.handle, d0.context is not primary, d0.context.is_closed,
                           d0.create_stream().context == d0.context, FAKE.releases()]
    # one left alive at exit, with a stream: nothing destroyed then
    global _KEPT
    _KEPT = d0.create_context(core.ContextOptions(resources=[sm.split({"count": 2})[0][0]]))
    _KEPT_STREAM.append(_KEPT.create_stream())

    # checkpoint
    ck = core.checkpoint
    proc = ck.Process(os.getpid())
    states = [proc.state]
    proc.lock(timeout_ms=250)
    states.append(proc.state)
    proc.checkpoint()
    states.append(proc.state)
    proc.restore({d0.uuid: d0.uuid})
    states.append(proc.state)
    proc.unlock()
    states.append(proc.state)
    r["checkpoint"] = [states, FAKE.checkpoint(0), FAKE.checkpoint(1), proc.pid, proc.restore_thread_id,
                       ck.__all__]
    r["checkpoint_errors"] = [
        outcome(proc.unlock),
        outcome(lambda: ck.Process(0))["raised"],
        outcome(lambda: ck.Process(True))["raised"],  # type: ignore[arg-type]
        outcome(lambda: proc.lock(-1))["raised"],
        outcome(lambda: proc.restore({"zz": d0.uuid}))["raised"],
        outcome(lambda: proc.restore([1]))["raised"],  # type: ignore[arg-type]
    ]
    return r




def _link_counts() -> list[int]:
    """[states made, destroyed, live, stale optionValues seen, cuLinkComplete calls]"""
    return [FAKE.made(LINK), FAKE.destroyed(LINK), FAKE.link(2), FAKE.link(3), FAKE.link(1)]


def _warned(fn: Callable[[], Any]) -> list[Any]:
    """[fn's outcome, the warnings it gave as (category, message, file name)]"""
    import warnings

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = outcome(fn)
    return [out, [[w.category.__name__, str(w.message), os.path.basename(w.filename)] for w in caught]]


def group_link() -> dict[str, Any]:
    """Linker on the driver's cuLink*, chosen as cuda.core chooses it where libnvJitLink cannot be
    loaded (CUDAGEN_LIB_NVJITLINK names no file): the options as CUjit_options, the logs through
    the caller's buffers, the cubin copied out before cuLinkDestroy, each state destroyed once."""
    import inspect as _inspect

    os.environ["CUDAGEN_LIB_NVJITLINK"] = "/nonexistent/libnvJitLink.so.13"
    from cuda_13_0 import core

    r: dict[str, Any] = {}
    backend, warned = _warned(core.Linker.which_backend)
    r["which"] = [backend["value"] if isinstance(backend["value"], str) else backend, warned,
                  repr(core.Linker.which_backend()), core.Linker.which_backend() == "driver",
                  isinstance(_inspect.getattr_static(core.Linker, "which_backend"), classmethod)]
    r["enum"] = {m.name: m.value for m in core._linker._CompilerBackendType}
    dev = core.Device(0)
    dev.set_current()
    a = core.ObjectCode.from_ptx(".version 8.0\n.target sm_90\n// a\n", name="a.ptx")
    b = core.ObjectCode.from_cubin(b"FAKECUBIN b", name="b.cubin")

    # Every option cuLinkCreate takes, as cuda.core maps them; what the driver ignores warns.
    full = core.LinkerOptions(name="linked", arch="sm_90a", max_register_count=32, verbose=True,
                              link_time_optimization=True, optimization_level=3, debug=True, lineinfo=True,
                              no_cache=True)
    made, linker_made = _warned(lambda: core.Linker(a, b, options=full))
    r["full_options"] = [made["raised"], linker_made, FAKE.link_options().decode()]
    linker = core.Linker(a, b, options=full)
    r["before_link"] = [linker.backend, type(linker.backend).__name__, linker.is_closed, linker.handle is not None,
                        linker.get_info_log(), linker.get_error_log()]
    linked = linker.link("cubin")
    r["linked"] = [linked.name, linked.code_type, linked.code.decode(), linker.get_info_log()]
    kernel = linked.get_kernel("kernel")  # the fake loads its "FAKECUBIN"
    before = _link_counts()
    linker.close()
    linker.close()  # once
    r["closed"] = [before, _link_counts(), linker.is_closed, linker.handle, linked.code.decode()[:17],
                   linker.get_info_log().count("\n"), outcome(lambda: linker.link("cubin"))["raised"]]
    del kernel
    r["defaults"] = []
    for options in (None, core.LinkerOptions(), {"arch": "sm_75", "name": "d"}):
        with core.Linker(a, options=options) as lk:
            r["defaults"].append([FAKE.link_options().decode(), lk.link("cubin").name])
    ignored = core.LinkerOptions(ftz=False, prec_div=True, prec_sqrt=True, fma=True, kernels_used="k",
                                 variables_used=["v"], optimize_unused_variables=False)
    done, warned = _warned(lambda: core.Linker(a, options=ignored).close())
    r["ignored"] = [done["raised"], warned, FAKE.link_options().decode()]
    states = FAKE.made(LINK)
    r["refused"] = [outcome(lambda o=o: core.Linker(a, options=core.LinkerOptions(**o)))  # type: ignore[misc]
                    for o in ({"time": False}, {"ptx": True}, {"ptxas_options": "-v"}, {"split_compile": 0},
                              {"split_compile_extended": 1}, {"arch": "sm_999"})]
    r["refused_ltoir"] = outcome(lambda: core.Linker(a, core.ObjectCode.from_ltoir(b"lto", name="x.ltoir")))
    r["refused_none"] = [outcome(lambda: core.Linker()), outcome(lambda: core.Linker(b"FAKECUBIN"))]  # type: ignore[arg-type]
    r["refused_states"] = FAKE.made(LINK) - states
    with core.Linker(a) as lk:
        r["ptx_target"] = outcome(lambda: lk.link("ptx"))
    r["as_bytes"] = outcome(lambda: core.LinkerOptions(arch="sm_90").as_bytes())
    bad = core.ObjectCode.from_ptx(b"FAKEBAD", name="bad.ptx")
    r["bad_input"] = outcome(lambda: core.Linker(a, bad))
    try:
        core.Linker(a, bad)
    except core.CUDAError as exc:
        r["bad_input_log"] = exc.log
    unresolved = core.Linker(core.ObjectCode.from_ptx(".version 8.0 // FAKE_UNRESOLVED", name="u.ptx"))
    r["unresolved"] = outcome(lambda: unresolved.link("cubin"))
    r["unresolved_log"] = unresolved.get_error_log()
    unresolved.close()

    # A thread with no current context: the state is made in the device's primary context, and
    # destroyed there from this thread.
    box: list[Any] = []
    thread = threading.Thread(target=lambda: box.append((core.Linker(a), FAKE.current_context())))
    thread.start()
    thread.join()
    made_there = [box[0][0].handle is not None, box[0][1]]
    box.clear()
    gc.collect()
    r["thread"] = [*made_there, FAKE.violations(2)]

    # A PTX program compiles to a cubin through the same Linker.
    program = core.Program(".version 8.0\n", "ptx", core.ProgramOptions(arch="sm_90", name="p.ptx"))
    cubin = program.compile("cubin")
    r["program"] = [program.backend, core.Program("", "c++").backend, cubin.name, cubin.code.decode()]
    r["program_time"] = outcome(lambda: core.Program(".version 8.0\n", "ptx", {"time": "t.csv"}).compile("cubin"))

    # ObjectCode.get_module: the CUmodule (handle), loaded if it was not, again after close().
    code = core.ObjectCode.from_cubin(b"FAKECUBIN m")
    modules = FAKE.made(MODULE)
    first = code.get_module()
    r["get_module"] = [first == code.handle, FAKE.made(MODULE) - modules, code.get_module() == first,
                       FAKE.made(MODULE) - modules]
    code.close()
    r["get_module_closed"] = [code.handle, code.get_module() == code.handle, FAKE.made(MODULE) - modules]
    code.close()
    r["get_module_ltoir"] = outcome(lambda: core.ObjectCode.from_ltoir(b"lto").get_module())
    gc.collect()
    r["counts"] = _link_counts()
    r["all"] = FAKE.counts()
    return r


def group_link_forced() -> dict[str, Any]:
    """The backend as this machine gives it (nvJitLink where its wheel loads), then the driver's
    forced through core._linker._LINKER_BACKEND (as the GPU test forces it)."""
    import warnings

    from cuda_13_0 import core

    r: dict[str, Any] = {}
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        r["natural"] = [str(core.Linker.which_backend()), len(caught)]
    core._linker._LINKER_BACKEND = core._linker._CompilerBackendType.DRIVER
    core.Device(0).set_current()
    with core.Linker(core.ObjectCode.from_ptx(b".version 8.0\n", name="f.ptx"),
                     options=core.LinkerOptions(arch="sm_90")) as linker:
        r["forced"] = [core.Linker.which_backend(), linker.backend, linker.link("cubin").code.decode()]
    r["counts"] = _link_counts()
    return r


_KEPT: Any = None
_KEPT_STREAM: list[Any] = []


def group_graphics() -> dict[str, Any]:
    """core.GraphicsResource over fakecuda.c's OpenGL stand-in (its interop section: GL buffer n
    has n * 16 bytes, byte i = (n + i) & 0xff; names over 64 are unknown; an image maps without a
    pointer), which logs each registration, map, unmap and unregistration in order."""
    from cuda_13_0 import core

    G = core.GraphicsResource
    FAKE.lib.fake_gfx_log.restype = ctypes.c_char_p
    TEXTURE_2D = 0x0DE1

    def log() -> str:
        return str(FAKE.gfx_log().decode())

    def since(mark: int) -> str:
        return log()[mark:].strip()

    def number(res: Any) -> int:  # the fake's registration number k of a resource (handle 0x6A0000 + k * 0x10)
        return (int(res.handle) - 0x6A0000) // 0x10

    r: dict[str, Any] = {"module": G.__module__, "direct": outcome(G)}
    r["no_context"] = outcome(lambda: G.from_gl_buffer(4))  # no current context: the driver's error
    dev = core.Device(0)
    dev.set_current()
    stream, other = dev.create_stream(), dev.create_stream()
    sh, oh = f"{stream.handle:x}", f"{other.handle:x}"

    r["bad_args"] = [
        outcome(lambda: G.from_gl_buffer("4")),  # type: ignore[arg-type]
        outcome(lambda: G.from_gl_buffer(-1)),
        outcome(lambda: G.from_gl_buffer(2**32)),
        outcome(lambda: G.from_gl_buffer(True)),
        outcome(lambda: G.from_gl_buffer(4, flags="nope")),
        outcome(lambda: G.from_gl_buffer(4, flags=("read_only", 3))),  # type: ignore[arg-type]
        outcome(lambda: G.from_gl_buffer(4, flags=7)),  # type: ignore[arg-type]
        outcome(lambda: G.from_gl_buffer(4, stream=object())),  # type: ignore[arg-type]
        outcome(lambda: G.from_gl_image(1, "x")),  # type: ignore[arg-type]
        outcome(lambda: G.from_gl_image(1, TEXTURE_2D, flags="x")),
    ]
    r["unknown_name"] = outcome(lambda: G.from_gl_buffer(65))
    r["bad_target"] = outcome(lambda: G.from_gl_image(5, 0x1234))
    r["nothing_registered"] = FAKE.gfx(0)

    # register, map, write through the Buffer, unmap on another stream, map again, close
    mark = len(log())
    res = G.from_gl_buffer(4, flags=("surface_load_store", "read_only"))
    k = number(res)
    r["registered"] = [res.handle != 0, res.handle == res.resource_handle, res.is_mapped, res.is_closed,
                       FAKE.gfx(4), FAKE.gfx(5), FAKE.gfx(6), repr(res) == f"<GraphicsResource handle={res.handle:#x}>"]
    buf = res.map(stream=stream)
    r["mapped"] = [type(buf).__name__, buf.size, buf.memory_resource is None, buf.owner is None, buf.device_id,
                   buf.is_device_accessible, buf.is_host_accessible, res.is_mapped, repr(res).endswith(" mapped>"),
                   list(ctypes.string_at(buf.handle, 4)), buf.__cuda_array_interface__["data"][0] == buf.handle]
    r["map_twice"] = outcome(lambda: res.map(stream=stream))
    buf.fill(7, stream=stream)  # cuMemsetD8Async on the GL buffer's memory
    r["filled"] = list(ctypes.string_at(buf.handle, buf.size)) == [7] * 64
    r["unmap_returns"] = res.unmap(stream=other)
    r["unmapped"] = [res.is_mapped, buf.is_closed, buf.handle, FAKE.gfx(3), outcome(lambda: buf.fill(1, stream=stream))]
    r["unmap_twice"] = outcome(lambda: res.unmap())
    with res.map(stream=stream) as inside:  # a with block around the Buffer unmaps at its end
        r["buffer_with"] = [res.is_mapped, inside.size]
    r["buffer_with"] += [res.is_mapped, inside.is_closed]
    b3 = res.map(stream=stream)
    r["close_returns"] = res.close()
    r["closed"] = [res.is_closed, res.handle, res.resource_handle, res.is_mapped, b3.is_closed, repr(res)]
    res.close()  # again: nothing
    r["closed_use"] = [outcome(lambda: res.map(stream=stream)), outcome(lambda: res.unmap())]
    r["basic_log"] = [since(mark), f"R{k} M{k}@{sh} U{k}@{oh} M{k}@{sh} U{k}@{sh} M{k}@{sh} U{k}@{sh} X{k}"]

    # streams: the default stream, a foreign __cuda_stream__ object, a GraphBuilder is not needed;
    # stream=None is refused; a stream closed before the unmap gives way to the legacy stream
    class Foreign:
        def __cuda_stream__(self) -> tuple[int, int]:
            return (0, other.handle)

    mark = len(log())
    res = G.from_gl_buffer(1)
    k = number(res)
    r["map_none"] = outcome(lambda: res.map(stream=None))  # type: ignore[arg-type]
    res.map(stream=dev.default_stream).close()
    res.map(stream=Foreign()).close()  # type: ignore[arg-type]
    closing = dev.create_stream()
    ch = f"{closing.handle:x}"
    buf = res.map(stream=closing)
    closing.close()
    res.unmap()
    buf = res.map(stream=stream)
    buf.set_deallocation_stream(other)
    res.close()  # unmaps on the Buffer's deallocation stream
    b4 = (res2 := G.from_gl_buffer(2)).map(stream=stream)
    k2 = number(res2)
    res2.close(other)  # unmaps on the stream close is given
    legacy = f"{int(core.LEGACY_DEFAULT_STREAM.handle):x}"
    r["stream_log"] = [since(mark), f"R{k} M{k}@{legacy} U{k}@{legacy} M{k}@{oh} U{k}@{oh} M{k}@{ch} "
                       f"U{k}@{legacy} M{k}@{sh} U{k}@{oh} X{k} R{k2} M{k2}@{sh} U{k2}@{oh} X{k2}", b4.is_closed]

    # context managers: with stream= entering maps and yields the Buffer, exiting closes the resource
    mark = len(log())
    cm = G.from_gl_buffer(3, stream=stream)
    k = number(cm)
    with cm as mapped:
        r["cm_stream"] = [type(mapped).__name__, mapped.size, cm.is_mapped]
    r["cm_stream"] += [cm.is_closed, mapped.is_closed]
    with G.from_gl_buffer(3) as plain:
        r["cm_plain"] = [type(plain).__name__, plain.is_mapped]
    r["cm_plain"].append(plain.is_closed)
    k2 = k + 1  # registrations are numbered in order
    try:
        with G.from_gl_buffer(3, stream=stream) as failing:
            raise KeyError("inside")
    except KeyError:
        pass
    r["cm_exception"] = failing.is_closed
    r["cm_log"] = [since(mark), f"R{k} M{k}@{sh} U{k}@{sh} X{k} R{k2} X{k2} R{k2 + 1} M{k2 + 1}@{sh} U{k2 + 1}@{sh} X{k2 + 1}"]

    # an image maps without a pointer: the driver's error, and the resource is left unmapped
    mark = len(log())
    img = G.from_gl_image(5, TEXTURE_2D, flags="surface_load_store")
    k = number(img)
    r["image"] = [FAKE.gfx(4), FAKE.gfx(5), FAKE.gfx(6), outcome(lambda: img.map(stream=stream)), img.is_mapped,
                  FAKE.gfx(3), outcome(lambda: img.map(stream=stream))]
    img.close()
    r["image_log"] = [since(mark), f"R{k} M{k}@{sh} U{k}@{sh} M{k}@{sh} U{k}@{sh} X{k}"]

    # from a thread with no current context: the registration's context is pushed for each call
    t_res = G.from_gl_buffer(6)
    seen: list[Any] = []

    def work() -> None:
        seen.append(outcome(lambda: t_res.map(stream=stream).size))
        seen.append(outcome(t_res.close))
        seen.append(FAKE.current_context())

    thread = threading.Thread(target=work)
    thread.start()
    thread.join()
    r["thread"] = [seen[0]["value"], seen[1]["raised"], seen[2], t_res.is_closed]

    # the garbage collector: a resource whose Buffer is still mapped is unregistered after the
    # Buffer's unmap; a resource and its Buffer in a cycle: unmapped, then unregistered
    g_res = G.from_gl_buffer(7)
    k = number(g_res)
    g_buf = g_res.map(stream=stream)
    registered = FAKE.gfx(2)
    del g_res
    gc.collect()
    r["gc_buffer_keeps"] = [FAKE.gfx(2) == registered, FAKE.gfx(3), g_buf.size]
    mark = len(log())
    del g_buf
    gc.collect()
    r["gc_buffer_log"] = [since(mark), f"U{k}@{sh} X{k}"]
    c_res = G.from_gl_buffer(8)
    k = number(c_res)
    cycle: list[Any] = [c_res, c_res.map(stream=stream)]
    cycle.append(cycle)
    mark = len(log())
    del c_res, cycle
    gc.collect()
    r["gc_cycle_log"] = [since(mark), f"U{k}@{sh} X{k}"]
    u_res = G.from_gl_buffer(9)
    k = number(u_res)
    mark = len(log())
    del u_res
    gc.collect()
    r["gc_plain_log"] = [since(mark), f"X{k}"]

    r["counts"] = [FAKE.gfx(i) for i in range(4)]
    r["violations"] = [FAKE.gfx_violations(i) for i in range(5)]

    # left for the exit: one mapped, one registered; nothing is unmapped or unregistered then
    global _GRAPHICS_LEFT
    left = G.from_gl_buffer(10)
    _GRAPHICS_LEFT = [left, left.map(stream=stream), G.from_gl_buffer(11)]
    return r


_GRAPHICS_LEFT: list[Any] = []


GROUPS = {name.removeprefix("group_"): fn for name, fn in globals().items() if name.startswith("group_")}


def main() -> None:
    group = sys.argv[1]
    result = GROUPS[group]()
    result["_backend"] = sys.modules["cuda_13_0.driver"].BACKEND
    print(MARK + json.dumps(result), flush=True)
    how = os.environ.get("EXIT_HOW")
    if how == "sys_exit":
        sys.exit(0)
    if how == "exception":
        raise SystemExit(3)


if __name__ == "__main__":
    main()
