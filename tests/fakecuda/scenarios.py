"""Scenarios for tests/test_driver_runtime.py, each run in a fresh interpreter.

    python scenarios.py GROUP

The parent test sets the environment first: PYTHONPATH (a copy of generated/cuda_13_0),
CUDAGEN_LIB_CUDA (the fake driver, or a missing file), FAKECUDA_PATH (the fake, to read its
counters back) and whatever the scenario is about. The driver module loads its library once per
process, so every group starts from a fresh import.

A group calls the bindings, records what happened (values, exception types and attributes, how
many C calls the fake saw) and prints it as one JSON line after MARK. The assertions are in the
parent, which knows what the fake does; nothing here decides whether a test passes.
"""

from __future__ import annotations

import array
import ctypes
import enum
import gc
import json
import os
import pickle
import sys
import threading
import weakref
from collections.abc import Callable
from typing import Any

MARK = "@@FAKECUDA-RESULT@@"

DEFERRED_STREAM = 0xDEFE4  # the fake calls host functions launched here on cuStreamSynchronize
BAD_STREAM = 0xBAD  # the fake answers CUDA_ERROR_INVALID_HANDLE
RESULT_ATTRIBUTE = 1_000_000  # cuDeviceGetAttribute(RESULT_ATTRIBUTE + code, dev) returns code


class Fake:
    """The fake driver's read-back functions (same dlopen handle as the bindings')."""

    def __init__(self, path: str) -> None:
        lib = ctypes.CDLL(path)
        for name, restype in [
            ("fake_calls", ctypes.c_long),
            ("fake_proc_calls", ctypes.c_long),
            ("fake_last_version", ctypes.c_int),
            ("fake_last_flags", ctypes.c_longlong),
            ("fake_last_symbol", ctypes.c_char_p),
            ("fake_stream_mode", ctypes.c_int),
            ("fake_header_version", ctypes.c_int),
            ("fake_flag_legacy", ctypes.c_longlong),
            ("fake_flag_per_thread", ctypes.c_longlong),
            ("fake_link_sum", ctypes.c_ulonglong),
            ("fake_link_size", ctypes.c_size_t),
            ("fake_kernel_a", ctypes.c_longlong),
            ("fake_kernel_b", ctypes.c_double),
            ("fake_kernel_c", ctypes.c_ulonglong),
            ("fake_kernel_threads", ctypes.c_ulonglong),
            ("fake_launches", ctypes.c_int),
            ("fake_kernel_a_sum", ctypes.c_longlong),
            ("fake_kernel_c_sum", ctypes.c_ulonglong),
            ("fake_sem_count", ctypes.c_uint),
            ("fake_sem_handle_sum", ctypes.c_ulonglong),
            ("fake_sem_fence_sum", ctypes.c_ulonglong),
            ("fake_fire_log", ctypes.c_int),
            ("fake_advise", ctypes.c_longlong),
            ("fake_deferred", ctypes.c_int),
            ("fake_lookups", ctypes.c_int),
            ("fake_live_allocations", ctypes.c_int),
            ("fake_border_color", ctypes.c_double),
        ]:
            fn = getattr(lib, name)
            fn.restype = restype
            setattr(self, name.removeprefix("fake_"), fn)
        lib.fake_lookups.argtypes = [ctypes.c_char_p]
        lib.fake_fire_log.argtypes = [ctypes.c_char_p]

    def info(self) -> dict[str, Any]:
        self_: Any = self
        return {
            "last_version": self_.last_version(),
            "last_flags": self_.last_flags(),
            "last_symbol": self_.last_symbol().decode(),
            "stream_mode": self_.stream_mode(),
            "header_version": self_.header_version(),
            "flag_legacy": self_.flag_legacy(),
            "flag_per_thread": self_.flag_per_thread(),
        }


FAKE: Any = Fake(os.environ["FAKECUDA_PATH"]) if os.environ.get("FAKECUDA_PATH") else None


def plain(value: Any) -> Any:
    """A JSON-able picture of a value returned by the bindings."""
    if isinstance(value, enum.Enum):
        return {"enum": type(value).__name__, "name": value.name, "value": int(value)}
    if isinstance(value, (tuple, list)):
        return [plain(v) for v in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return repr(value)


def probe(fn: Callable[..., Any], *args: Any) -> dict[str, Any]:
    """Call fn; record its value or exception and how many C calls the fake saw meanwhile."""
    before = FAKE.calls() if FAKE else 0
    try:
        value = fn(*args)
    except Exception as exc:  # recorded for the parent to judge
        out: dict[str, Any] = {
            "raised": type(exc).__name__,
            "mro": [c.__name__ for c in type(exc).__mro__],
            "text": str(exc),
        }
        for attr in ("code", "name", "message", "function"):
            if hasattr(exc, attr):
                out[attr] = getattr(exc, attr)
        driver = sys.modules.get("cuda_13_0.driver")
        out["is_module_class"] = driver is not None and getattr(driver, type(exc).__name__, None) is type(exc)
    else:
        out = {"raised": None, "value": plain(value), "type": type(value).__name__}
        if isinstance(value, tuple):
            out["item_types"] = [type(v).__name__ for v in value]
    out["c_calls"] = (FAKE.calls() - before) if FAKE else None
    return out


# ------------------------------------------------------------------------------------------ groups


def group_no_driver() -> dict[str, Any]:
    from cuda_13_0 import driver

    return {
        "enum_member": int(driver.CUresult.CUDA_ERROR_INVALID_VALUE),
        "first": probe(driver.cuDriverGetVersion),
        "second": probe(driver.cuDeviceGetCount),
    }


def group_values() -> dict[str, Any]:
    from cuda_13_0 import driver

    r: dict[str, Any] = {"init": probe(driver.cuInit, 0)}
    r["version"] = probe(driver.cuDriverGetVersion)
    r["count"] = probe(driver.cuDeviceGetCount)
    r["device1"] = probe(driver.cuDeviceGet, 1)
    r["name0"] = probe(driver.cuDeviceGetName, driver.cuDeviceGet(0))
    r["name1"] = probe(driver.cuDeviceGetName, 1)
    attr = driver.CUdevice_attribute.CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK
    r["attr_enum"] = probe(driver.cuDeviceGetAttribute, attr, 1)
    r["attr_int"] = probe(driver.cuDeviceGetAttribute, 75, 0)
    r["attr_unlisted"] = probe(driver.cuDeviceGetAttribute, driver.CUdevice_attribute(5000), 1)
    r["total_mem"] = probe(driver.cuDeviceTotalMem, 1)
    ptr, pa = 0x7_0000_0010, driver.CUpointer_attribute
    for key, attribute in [
        ("context", pa.CU_POINTER_ATTRIBUTE_CONTEXT),
        ("memory_type", pa.CU_POINTER_ATTRIBUTE_MEMORY_TYPE),
        ("ordinal", int(pa.CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL)),
        ("managed", pa.CU_POINTER_ATTRIBUTE_IS_MANAGED),
        ("sync_memops", pa.CU_POINTER_ATTRIBUTE_SYNC_MEMOPS),
        ("range_size", pa.CU_POINTER_ATTRIBUTE_RANGE_SIZE),
        ("unsupported", pa.CU_POINTER_ATTRIBUTE_BUFFER_ID),
        ("unknown", 4242),
    ]:
        r[f"ptr_{key}"] = probe(driver.cuPointerGetAttribute, attribute, ptr)
    tokens = driver.cuPointerGetAttribute(pa.CU_POINTER_ATTRIBUTE_P2P_TOKENS, ptr)
    r["ptr_tokens"] = [type(tokens).__name__, tokens.p2pToken, tokens.vaSpaceToken]
    r["ptr_null"] = probe(driver.cuPointerGetAttribute, pa.CU_POINTER_ATTRIBUTE_CONTEXT, 0)
    # A value-typed setter takes the attribute's Python value (SYNC_MEMOPS: a bool), as NVIDIA's
    # own driver test passes it, and cuPointerGetAttribute reads it back.
    sync = pa.CU_POINTER_ATTRIBUTE_SYNC_MEMOPS
    r["ptr_set_true"] = probe(driver.cuPointerSetAttribute, True, sync, ptr)
    r["ptr_after_true"] = probe(driver.cuPointerGetAttribute, sync, ptr)
    r["ptr_set_false"] = probe(driver.cuPointerSetAttribute, False, sync, ptr)
    r["ptr_after_false"] = probe(driver.cuPointerGetAttribute, sync, ptr)
    r["ptr_set_unknown"] = probe(driver.cuPointerSetAttribute, 1, 4242, ptr)
    # An in/out value: the old mode comes back; out of range is refused before C.
    mode = driver.CUstreamCaptureMode
    r["mode_first"] = probe(driver.cuThreadExchangeStreamCaptureMode, mode.CU_STREAM_CAPTURE_MODE_RELAXED)
    r["mode_second"] = probe(driver.cuThreadExchangeStreamCaptureMode, 1)
    r["mode_too_big"] = probe(driver.cuThreadExchangeStreamCaptureMode, 2**32)
    r["mode_negative"] = probe(driver.cuThreadExchangeStreamCaptureMode, -1)
    # Two arrays counted by one parameter: the count is their common length.
    params = driver.CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS
    waits = [params(), params(), params()]
    for i, w in enumerate(waits):
        w.params.fence.value = 10**12 * (i + 1)
    sems = [0x1000, 0x2000, 0x3000]
    r["sems"] = probe(driver.cuWaitExternalSemaphoresAsync, sems, waits, None)
    r["sems_seen"] = [FAKE.sem_count(), FAKE.sem_handle_sum(), FAKE.sem_fence_sum()]
    r["sems_mismatch"] = probe(driver.cuWaitExternalSemaphoresAsync, sems, waits[:2], None)
    # Fixed-size bytes out, and a struct passed by value.
    r["luid"] = probe(driver.cuDeviceGetLuid, 1)
    if r["luid"]["raised"] is None:
        luid, mask = driver.cuDeviceGetLuid(1)
        r["luid_bytes"] = [list(luid), mask]
    location = driver.CUmemLocation()
    location.type, location.id = driver.CU_MEM_LOCATION_TYPE_DEVICE, 1
    r["advise"] = probe(driver.cuMemAdvise, 2**40 + 64, 2**33, driver.CU_MEM_ADVISE_SET_READ_MOSTLY, location)
    r["advise_seen"] = [FAKE.advise(i) for i in range(5)]
    r["advise_wrong"] = probe(driver.cuMemAdvise, 64, 8, driver.CU_MEM_ADVISE_SET_READ_MOSTLY, 1)
    r["mem_info"] = probe(driver.cuMemGetInfo)
    r["global_str"] = probe(driver.cuModuleGetGlobal, 0x1000, "counter")
    r["global_bytes"] = probe(driver.cuModuleGetGlobal, 0x1000, b"counter")
    r["global_missing"] = probe(driver.cuModuleGetGlobal, 0x1000, "missing")
    r["error_string"] = probe(driver.cuGetErrorString, driver.CUresult.CUDA_ERROR_INVALID_VALUE)
    r["error_name"] = probe(driver.cuGetErrorName, 101)
    r["error_string_unknown"] = probe(driver.cuGetErrorString, 777777)
    r["alloc"] = probe(driver.cuMemAlloc, 64)
    r["live_after_alloc"] = FAKE.live_allocations()
    if r["alloc"]["raised"] is None:
        r["free"] = probe(driver.cuMemFree, r["alloc"]["value"])
    r["live_after_free"] = FAKE.live_allocations()
    r["free_again"] = probe(driver.cuMemFree, r["alloc"]["value"])
    r["fake"] = FAKE.info()
    r["header_version"] = driver.HEADER_VERSION
    return r


def group_arrays() -> dict[str, Any]:
    """Parameters C reads or writes as arrays: each gets as many elements as C is told."""
    from cuda_13_0 import driver

    r: dict[str, Any] = {}
    pa, ptr = driver.CUpointer_attribute, 0x7_0000_0010
    kinds = [pa.CU_POINTER_ATTRIBUTE_CONTEXT, pa.CU_POINTER_ATTRIBUTE_MEMORY_TYPE,
             pa.CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, pa.CU_POINTER_ATTRIBUTE_IS_MANAGED,
             pa.CU_POINTER_ATTRIBUTE_SYNC_MEMOPS, pa.CU_POINTER_ATTRIBUTE_RANGE_SIZE]
    attributes = (kinds * 3)[:16]
    r["ptr_attrs"] = probe(driver.cuPointerGetAttributes, attributes, ptr)
    r["ptr_attrs_types"] = [type(v).__name__ for v in driver.cuPointerGetAttributes(attributes, ptr)]
    r["ptr_one_by_one"] = [plain(driver.cuPointerGetAttribute(a, ptr)) for a in attributes]
    r["ptr_one_by_one_types"] = [type(driver.cuPointerGetAttribute(a, ptr)).__name__ for a in attributes]
    r["ptr_attrs_unknown"] = probe(driver.cuPointerGetAttributes, [pa.CU_POINTER_ATTRIBUTE_CONTEXT, 4242], ptr)
    r["ptr_attrs_not_int"] = probe(driver.cuPointerGetAttributes, [pa.CU_POINTER_ATTRIBUTE_CONTEXT, "x"], ptr)
    ra, dptr = driver.CUmem_range_attribute, 0x1000 + 5
    ranges = [ra.CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY, ra.CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY,
              ra.CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION, ra.CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION]
    r["range_attrs"] = probe(driver.cuMemRangeGetAttributes, ranges, dptr, 64)
    r["range_one_by_one"] = [plain(driver.cuMemRangeGetAttribute(a, dptr, 64)) for a in ranges]
    # The query form of an in/out count (nbGroups 0: result NULL), then a split that makes
    # fewer groups than room was given for: the list has as many as C made.
    resource = driver.CUdevResource()
    resource.type = driver.CU_DEV_RESOURCE_TYPE_SM
    resource.sm.smCount = 10
    r["split_query"] = probe(driver.cuDevSmResourceSplitByCount, 0, resource, 0, 3)
    r["split"] = probe(driver.cuDevSmResourceSplitByCount, 5, resource, 0, 3)
    if r["split"]["raised"] is None:
        groups, made, remaining = driver.cuDevSmResourceSplitByCount(5, resource, 0, 3)
        r["split_groups"] = [[int(g.type), g.sm.smCount] for g in groups]
        r["split_rest"] = [made, int(remaining.type), remaining.sm.smCount]
    r["edges"] = probe(driver.cuGraphGetEdges, 0x99)
    if r["edges"]["raised"] is None:
        frm, to, data = driver.cuGraphGetEdges(0x99)
        r["edges_seen"] = [frm, to, [d.type for d in data]]
    dtype = driver.CU_TENSOR_MAP_DATA_TYPE_FLOAT32
    tiled = driver.cuTensorMapEncodeTiled
    r["tensor"] = probe(tiled, dtype, 0x1000, [10, 20, 30], [40, 1200], [2, 4, 8], [1, 1, 1], 0, 0, 0, 0)
    if r["tensor"]["raised"] is None:
        r["tensor_seen"] = list(tiled(dtype, 0x1000, [10, 20, 30], [40, 1200], [2, 4, 8], [1, 1, 1], 0, 0, 0, 0).opaque[:5])
    r["tensor_strides_too_many"] = probe(tiled, dtype, 0x1000, [10, 20, 30], [40, 1200, 9], [2, 4, 8], [1, 1, 1], 0, 0, 0, 0)
    r["tensor_box_short"] = probe(tiled, dtype, 0x1000, [10, 20, 30], [40, 1200], [2, 4], [1, 1, 1], 0, 0, 0, 0)
    r["border"] = probe(driver.cuTexRefSetBorderColor, 0x77, [0.5, 1.0, 1.5, 2.0])
    r["border_seen"] = [FAKE.border_color(i) for i in range(4)]
    r["border_get"] = probe(driver.cuTexRefGetBorderColor, 0x77)
    r["border_short"] = probe(driver.cuTexRefSetBorderColor, 0x77, [1.0])
    r["border_long"] = probe(driver.cuTexRefSetBorderColor, 0x77, [1.0] * 5)
    # Struct array fields through C and back (the fake keeps the texture descriptor).
    modes = [driver.CU_TR_ADDRESS_MODE_WRAP, driver.CU_TR_ADDRESS_MODE_CLAMP, driver.CU_TR_ADDRESS_MODE_MIRROR]
    desc = driver.CUDA_TEXTURE_DESC(addressMode=modes, borderColor=[0.5, 0.25, 1.0, 2.0], flags=1)
    resource = driver.CUDA_RESOURCE_DESC(resType=driver.CU_RESOURCE_TYPE_LINEAR)
    r["tex_create"] = probe(driver.cuTexObjectCreate, resource, desc, None)
    if r["tex_create"]["raised"] is None:
        back = driver.cuTexObjectGetTextureDesc(r["tex_create"]["value"])
        r["tex_back"] = [plain(list(back.addressMode)), list(back.borderColor), back.flags,
                         back.addressMode == modes, type(back.addressMode).__name__]
    # Coredump settings of every value kind, strings included.
    cd = driver.CUcoredumpSettings
    r["core_file_default"] = probe(driver.cuCoredumpGetAttributeGlobal, cd.CU_COREDUMP_FILE)
    r["core_set_file"] = probe(driver.cuCoredumpSetAttributeGlobal, cd.CU_COREDUMP_FILE, "/tmp/cores/core.%p")
    r["core_file"] = probe(driver.cuCoredumpGetAttributeGlobal, cd.CU_COREDUMP_FILE)
    r["core_set_file_bytes"] = probe(driver.cuCoredumpSetAttributeGlobal, cd.CU_COREDUMP_FILE, b"/tmp/b")
    r["core_file_bytes"] = probe(driver.cuCoredumpGetAttributeGlobal, cd.CU_COREDUMP_FILE)
    r["core_set_file_long"] = probe(driver.cuCoredumpSetAttributeGlobal, cd.CU_COREDUMP_FILE, "x" * 1024)
    r["core_set_file_int"] = probe(driver.cuCoredumpSetAttributeGlobal, cd.CU_COREDUMP_FILE, 5)
    r["core_set_enable"] = probe(driver.cuCoredumpSetAttributeGlobal, cd.CU_COREDUMP_ENABLE_ON_EXCEPTION, True)
    r["core_enable"] = probe(driver.cuCoredumpGetAttributeGlobal, cd.CU_COREDUMP_ENABLE_ON_EXCEPTION)
    return r


def group_errors() -> dict[str, Any]:
    from cuda_13_0 import driver

    r: dict[str, Any] = {
        "device5": probe(driver.cuDeviceGet, 5),
        "init1": probe(driver.cuInit, 1),
        "unlisted": probe(driver.cuDeviceGetAttribute, RESULT_ATTRIBUTE + 123456, 0),
    }
    try:
        driver.cuDeviceGet(7)
    except driver.CUDADriverError as exc:
        back = pickle.loads(pickle.dumps(exc))
        r["pickled"] = {
            "type": type(back).__name__,
            "same_type": type(back) is type(exc),
            "attrs": [back.code, back.name, back.message, back.function],
            "original": [exc.code, exc.name, exc.message, exc.function],
        }
    # Every code cuda.h lists, raised by the fake through the same binding.
    r["every_code"] = {
        member.name: probe(driver.cuDeviceGetAttribute, RESULT_ATTRIBUTE + int(member), 0)
        for member in driver.CUresult
        if int(member) != 0
    }
    return r


def group_queries() -> dict[str, Any]:
    from cuda_13_0 import driver

    return {
        "stream1": probe(driver.cuStreamQuery, None),
        "stream2": probe(driver.cuStreamQuery, None),
        "stream_bad": probe(driver.cuStreamQuery, BAD_STREAM),
        "event1": probe(driver.cuEventQuery, 1),
        "event2": probe(driver.cuEventQuery, 1),
        "event_null": probe(driver.cuEventQuery, None),
        "not_ready_elsewhere": probe(driver.cuDeviceGetAttribute, RESULT_ATTRIBUTE + 600, 0),
    }


def _sources() -> dict[str, Callable[[bytes], Any]]:
    def ctypes_array(data: bytes) -> Any:
        return (ctypes.c_uint8 * len(data)).from_buffer_copy(data)

    kinds: dict[str, Callable[[bytes], Any]] = {
        "bytes": bytes,
        "bytearray": bytearray,
        "memoryview": lambda d: memoryview(bytearray(d)),
        "memoryview_readonly": lambda d: memoryview(bytes(d)),
        "memoryview_offset": lambda d: memoryview(bytearray(b"\xee" * 8 + d))[8:],
        "array": lambda d: array.array("I", d),
        "ctypes": ctypes_array,
    }
    try:
        import numpy as np
    except ImportError:
        return kinds
    kinds["numpy"] = lambda d: np.frombuffer(d, dtype=np.uint32).copy()
    kinds["numpy_readonly"] = lambda d: np.frombuffer(d, dtype=np.uint32)
    kinds["numpy_offset_view"] = lambda d: np.concatenate(
        [np.full(4, 0xEEEEEEEE, np.uint32), np.frombuffer(d, np.uint32)]
    )[4:]
    return kinds


def _destinations(n: int) -> dict[str, Callable[[], tuple[Any, Callable[[], bytes]]]]:
    """Each gives (destination, a function returning the bytes that landed in it)."""

    def bytearray_dst() -> tuple[Any, Callable[[], bytes]]:
        b = bytearray(n)
        return b, lambda: bytes(b)

    def memoryview_dst() -> tuple[Any, Callable[[], bytes]]:
        b = bytearray(n)
        return memoryview(b), lambda: bytes(b)

    def memoryview_offset_dst() -> tuple[Any, Callable[[], bytes]]:
        b = bytearray(n + 8)
        return memoryview(b)[8:], lambda: bytes(b[8:]) if b[:8] == bytes(8) else b"guard overwritten"

    def array_dst() -> tuple[Any, Callable[[], bytes]]:
        a = array.array("I", bytes(n))
        return a, a.tobytes

    def ctypes_dst() -> tuple[Any, Callable[[], bytes]]:
        c = (ctypes.c_char * n)()
        return c, lambda: bytes(c)

    kinds = {
        "bytearray": bytearray_dst,
        "memoryview": memoryview_dst,
        "memoryview_offset": memoryview_offset_dst,
        "array": array_dst,
        "ctypes": ctypes_dst,
    }
    try:
        import numpy as np
    except ImportError:
        return kinds

    def numpy_dst() -> tuple[Any, Callable[[], bytes]]:
        a = np.zeros(n // 4, np.uint32)
        return a, a.tobytes

    def numpy_offset_view_dst() -> tuple[Any, Callable[[], bytes]]:
        a = np.zeros(n // 4 + 2, np.uint32)
        return a[2:], lambda: a[2:].tobytes() if not a[:2].any() else b"guard overwritten"

    kinds["numpy"] = numpy_dst
    kinds["numpy_offset_view"] = numpy_offset_view_dst
    return kinds


def group_memory() -> dict[str, Any]:
    from cuda_13_0 import driver

    n = 64
    pattern = bytes((7 * i + 3) % 256 for i in range(n))
    dptr = driver.cuMemAlloc(n)
    r: dict[str, Any] = {
        "dptr_type": type(dptr).__name__,
        "numpy": "numpy" in _sources(),
        "up": {},
        "down": {},
    }
    for kind, make in _sources().items():
        data = bytes(reversed(pattern)) if kind.endswith("readonly") else pattern
        driver.cuMemcpyHtoD(dptr, bytes(n), n)  # clear
        up = probe(driver.cuMemcpyHtoD, dptr, make(data), n)
        back = bytearray(n)
        driver.cuMemcpyDtoH(back, dptr, n)
        r["up"][kind] = {"call": up, "ok": bytes(back) == data}
    driver.cuMemcpyHtoD(dptr, pattern, n)
    for kind, make_dst in _destinations(n).items():
        dst, landed = make_dst()
        down = probe(driver.cuMemcpyDtoH, dst, dptr, n)
        r["down"][kind] = {"call": down, "ok": landed() == pattern}
    # Partial copies through device-pointer arithmetic: device pointers are plain ints.
    driver.cuMemcpyHtoD(dptr + 16, b"\x01\x02\x03\x04", 4)
    part = bytearray(8)
    driver.cuMemcpyDtoH(part, dptr + 14, 8)
    r["partial_ok"] = bytes(part) == pattern[14:16] + b"\x01\x02\x03\x04" + pattern[20:22]
    driver.cuMemFree(dptr)
    return r


class Handle:
    """A foreign handle (as cuda.bindings, CuPy or PyTorch give): usable through __int__ only."""

    def __init__(self, value: int) -> None:
        self.value = value

    def __int__(self) -> int:
        return self.value


class Index:
    def __init__(self, value: int) -> None:
        self.value = value

    def __index__(self) -> int:
        return self.value


def group_arguments() -> dict[str, Any]:
    from cuda_13_0 import driver

    r: dict[str, Any] = {}
    dptr = driver.cuMemAlloc(16)
    driver.cuMemcpyHtoD(dptr, bytes(range(16)), 16)
    big = bytearray(64)  # what a too-small view below lies in, so a missing check cannot corrupt memory
    # --- host buffers: checked before any C call
    r["dtoh_too_small"] = probe(driver.cuMemcpyDtoH, memoryview(big)[:8], dptr, 16)
    r["dtoh_bytes"] = probe(driver.cuMemcpyDtoH, bytes(16), dptr, 16)
    r["dtoh_readonly_view"] = probe(driver.cuMemcpyDtoH, memoryview(bytes(16)), dptr, 16)
    r["htod_too_small"] = probe(driver.cuMemcpyHtoD, dptr, b"12345678", 16)
    r["htod_str"] = probe(driver.cuMemcpyHtoD, dptr, "not a buffer", 4)
    r["htod_negative_size"] = probe(driver.cuMemcpyHtoD, dptr, b"1234", -1)
    try:
        import numpy as np
    except ImportError:
        pass
    else:
        whole = np.zeros(16, np.uint32)
        r["dtoh_numpy_too_small"] = probe(driver.cuMemcpyDtoH, whole[:2], dptr, 16)
        r["dtoh_numpy_strided"] = probe(driver.cuMemcpyDtoH, whole[::2], dptr, 16)
        frozen = np.zeros(16, np.uint8)
        frozen.flags.writeable = False
        r["dtoh_numpy_readonly"] = probe(driver.cuMemcpyDtoH, frozen, dptr, 16)
        r["htod_numpy_strided"] = probe(driver.cuMemcpyHtoD, dptr, np.arange(8, dtype=np.uint32)[::2], 16)
        r["numpy_int_size"] = probe(driver.cuMemcpyHtoD, dptr, bytes(16), np.int64(16))
    # --- wrong types: TypeError naming the parameter, before any C call
    r["free_str"] = probe(driver.cuMemFree, "0x1000")
    r["device_str"] = probe(driver.cuDeviceGet, "0")
    r["device_float"] = probe(driver.cuDeviceGet, 1.0)
    r["attr_object"] = probe(driver.cuDeviceGetAttribute, object(), 0)
    r["global_int_name"] = probe(driver.cuModuleGetGlobal, 0x1000, 42)
    r["hostfn_not_callable"] = probe(driver.cuLaunchHostFunc, None, 42, None)
    r["size_str"] = probe(driver.cuMemAlloc, "16")
    r["handle_float"] = probe(driver.cuCtxSetCurrent, 1.5)
    # --- out of the C type's range: an error, never a silently truncated value
    r["device_2_32"] = probe(driver.cuDeviceGet, 2**32 + 1)
    r["ctx_2_64"] = probe(driver.cuCtxSetCurrent, 2**64)
    r["ctx_negative"] = probe(driver.cuCtxSetCurrent, -1)
    r["ctx_after_range_errors"] = probe(driver.cuCtxGetCurrent)
    # --- handles: int, None, __int__ and __index__ objects, the whole 64-bit range
    high = 2**64 - 4096
    handle_cases = [
        ("int", 0x1234, 0x1234),
        ("none", None, 0),
        ("__int__", Handle(0xABC0), 0xABC0),
        ("__index__", Index(0xDEF0), 0xDEF0),
        ("high", high, high),
        ("high_object", Handle(high), high),
    ]
    for label, value, expected in handle_cases:
        set_ = probe(driver.cuCtxSetCurrent, value)
        got = probe(driver.cuCtxGetCurrent)
        r[f"handle_{label}"] = {"set": set_, "get": got, "expected": expected}
    r["dptr_object"] = probe(driver.cuMemcpyHtoD, Handle(dptr), b"\x09" * 16, 16)
    r["device_index"] = probe(driver.cuDeviceGetName, Index(1))
    r["device_handle"] = probe(driver.cuDeviceGetName, Handle(1))
    driver.cuMemFree(dptr)
    return r


def group_enums() -> dict[str, Any]:
    from cuda_13_0 import driver

    CUresult = driver.CUresult
    unknown = CUresult(123456)
    r: dict[str, Any] = {
        "unknown": plain(unknown),
        "unknown_is_instance": isinstance(unknown, CUresult) and isinstance(unknown, int),
        "unknown_stable": CUresult(123456) is unknown,
        "unknown_eq": unknown == 123456,
        "known_identity": CUresult(101) is CUresult.CUDA_ERROR_INVALID_DEVICE,
        "members_unchanged": 123456 not in [int(m) for m in CUresult],
        "not_an_int": probe(CUresult, "CUDA_SUCCESS"),
        "attribute_unknown": plain(driver.CUdevice_attribute(424242)),
    }
    return r


def group_missing() -> dict[str, Any]:
    from cuda_13_0 import driver

    return {
        "has_attribute": callable(getattr(driver, "cuCtxCreate", None)),
        "first": probe(driver.cuCtxCreate, None, 0, 0),
        "second": probe(driver.cuCtxCreate, None, 0, 0),
        "after": probe(driver.cuDriverGetVersion),
    }


def group_deprecated() -> dict[str, Any]:
    import warnings

    from cuda_13_0 import driver

    # Taken before any call, so before the lazy names are made: the warning still names the
    # caller's line, whether the compiled function or the Python body gives it.
    from cuda_13_0.driver import cuDeviceComputeCapability as imported

    lines: dict[str, int] = {}
    values = []
    as_error: list[Any] = ["returned", None]
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # where warnings are errors, the call raises, C not called
        for _ in range(2):  # and nothing is marked given: the second call raises too
            before = FAKE.calls()
            try:
                driver.cuDeviceComputeCapability(0)
            except DeprecationWarning as exc:
                as_error = [type(exc).__name__, FAKE.calls() - before]
    with warnings.catch_warnings(record=True) as handed_over:
        warnings.simplefilter("always")  # every warning shows: one from C and one from Python would be two
        values.append(driver.cuDeviceComputeCapability(Index(1)))  # not an int: the Python body
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")  # given once per process: no call warns again, C or Python
        for _ in range(3):
            lines["loop"] = sys._getframe().f_lineno + 1
            values.append(driver.cuDeviceComputeCapability(0))
        lines["imported"] = sys._getframe().f_lineno + 1
        values.append(imported(1))
        values.append(driver.cuDeviceComputeCapability(Index(0)))
        lines["plain"] = sys._getframe().f_lineno + 1
        driver.cuDeviceGetCount()  # not deprecated: no warning
    return {
        "handed_over": [str(w.message) for w in handed_over],
        "handed_over_here": [w.filename == __file__ for w in handed_over],
        "as_error": as_error,
        "values": plain(values),
        "lines": lines,
        "warnings": [
            {"category": w.category.__name__, "text": str(w.message), "here": w.filename == __file__,
             "line": w.lineno}
            for w in caught
        ],
        # A compiled function is a builtin; a Python body a function.
        "kinds": [type(driver.cuDeviceComputeCapability).__name__, type(driver.cuDeviceGetCount).__name__],
    }


def group_kernel() -> dict[str, Any]:
    from cuda_13_0 import driver

    described, undescribed = 1, 2  # see fakecuda.c: (int, float, CUdeviceptr) / (long long, double, ...)

    def launch(f: int, params: Any) -> dict[str, Any]:
        before = FAKE.launches()
        out = probe(driver.cuLaunchKernel, f, 2, 3, 4, 5, 6, 7, 0, None, params, None)
        out["launched"] = FAKE.launches() - before
        out["seen"] = [FAKE.kernel_a(), FAKE.kernel_b(), FAKE.kernel_c(), FAKE.kernel_threads()]
        return out

    ptr = 0x1234_5678_9ABC
    r: dict[str, Any] = {
        "plain": launch(described, [-7, 2.5, ptr]),
        "ctypes": launch(described, [ctypes.c_int(-8), ctypes.c_float(3.5), ctypes.c_uint64(ptr + 1)]),
        "handle_object": launch(described, [-7, 2.5, Handle(ptr + 3)]),
        "too_few": launch(described, [-7, 2.5]),
        "too_many": launch(described, [-7, 2.5, ptr, 4]),
        "wrong_ctype_size": launch(described, [ctypes.c_double(1.0), 2.5, ptr]),
        "int_too_big": launch(described, [2**40, 2.5, ptr]),
        "undescribed": launch(undescribed, [-(2**40), 6.25, ptr + 4]),
    }
    packed = probe(driver.pack_kernel_args, described, [-10, 0.75, ptr + 5])
    r["pack"] = packed
    if packed["raised"] is None:
        kept = driver.pack_kernel_args(described, [-10, 0.75, ptr + 5])
        r["packed"] = launch(described, kept)
        r["packed_again"] = launch(described, kept)
    r["pack_wrong_count"] = probe(driver.pack_kernel_args, described, [1])
    r["prepacked_plain"] = launch(undescribed, driver.KernelArgs([-(2**33), 1.5, ptr + 6]))
    try:
        import numpy as np
    except ImportError:
        pass
    else:
        r["numpy"] = launch(described, (np.int32(-9), np.float32(4.5), np.uint64(ptr + 2)))
    return r


def group_fast_paths() -> dict[str, Any]:
    """Typical calls, each with arguments of the types the compiled backend converts itself,
    then calls it hands to the Python body: which functions fell back, each time."""
    import array
    import importlib

    from cuda_13_0 import driver

    if driver.BACKEND != "compiled":
        return {"skipped": driver.BACKEND_REASON}
    ext = importlib.import_module("cuda_13_0._driver")
    import numpy as np

    ptr = driver.cuMemAlloc(256)
    location = driver.CUmemLocation()
    location.type, location.id = driver.CU_MEM_LOCATION_TYPE_DEVICE, 1
    resource = driver.CUdevResource()
    resource.type = driver.CU_DEV_RESOURCE_TYPE_SM
    resource.sm.smCount = 10
    pa = driver.CUpointer_attribute
    params = driver.CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS
    fast: list[tuple[str, Callable[[], Any]]] = [
        ("init", lambda: driver.cuInit(0)),
        ("device", lambda: driver.cuDeviceGet(1)),
        ("attribute_enum", lambda: driver.cuDeviceGetAttribute(driver.CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK, 1)),
        ("attribute_int", lambda: driver.cuDeviceGetAttribute(75, True)),
        ("attribute_keywords", lambda: driver.cuDeviceGetAttribute(dev=1, attrib=75)),
        ("name", lambda: driver.cuDeviceGetName(0)),
        ("context", lambda: driver.cuCtxGetCurrent()),
        ("set_context", lambda: driver.cuCtxSetCurrent(None)),
        ("pointer_attribute", lambda: driver.cuPointerGetAttribute(pa.CU_POINTER_ATTRIBUTE_RANGE_SIZE, 0x7_0000_0010)),
        ("pointer_attributes", lambda: driver.cuPointerGetAttributes([pa.CU_POINTER_ATTRIBUTE_CONTEXT], 0x7_0000_0010)),
        ("htod_bytearray", lambda: driver.cuMemcpyHtoD(ptr, bytearray(8), 8)),
        ("htod_bytes", lambda: driver.cuMemcpyHtoD(ptr, b"12345678", 8)),
        ("htod_numpy", lambda: driver.cuMemcpyHtoD(ptr, np.arange(4, dtype=np.int32), 16)),
        ("htod_memoryview", lambda: driver.cuMemcpyHtoD(ptr, memoryview(bytearray(16)), 16)),
        ("htod_array", lambda: driver.cuMemcpyHtoD(ptr, array.array("i", [1, 2]), 8)),
        ("htod_address", lambda: driver.cuMemcpyHtoD(ptr, ctypes.addressof(ctypes.create_string_buffer(8)), 8)),
        ("dtoh_bytearray", lambda: driver.cuMemcpyDtoH(bytearray(8), ptr, 8)),
        ("dtoh_numpy", lambda: driver.cuMemcpyDtoH(np.zeros(2, dtype=np.int32), ptr, 8)),
        ("query", lambda: driver.cuStreamQuery(None)),
        ("global", lambda: driver.cuModuleGetGlobal(0x1000, "counter")),
        ("global_bytes", lambda: driver.cuModuleGetGlobal(0x1000, b"counter")),
        ("edges", lambda: driver.cuGraphGetEdges(0x99)),
        ("split", lambda: driver.cuDevSmResourceSplitByCount(5, resource, 0, 3)),
        ("sems", lambda: driver.cuWaitExternalSemaphoresAsync([0x1000, 0x2000], [params(), params()], 0)),
        ("error_string", lambda: driver.cuGetErrorString(1)),
        ("mem_info", lambda: driver.cuMemGetInfo()),
        ("exchange", lambda: driver.cuThreadExchangeStreamCaptureMode(1)),
        ("luid", lambda: driver.cuDeviceGetLuid(1)),
        ("advise", lambda: driver.cuMemAdvise(ptr, 64, driver.CU_MEM_ADVISE_SET_READ_MOSTLY, location)),
        ("border", lambda: driver.cuTexRefSetBorderColor(0x77, [0.5, 1.0, 1.5, 2.0])),
        ("tensor", lambda: driver.cuTensorMapEncodeTiled(7, 0x1000, [10, 20], [40], [2, 4], [1, 1], 0, 0, 0, 0)),
        ("launch_values", lambda: driver.cuLaunchKernel(1, 1, 1, 1, 1, 1, 1, 0, None, [-7, 2.5, 0x10], None)),
        ("launch_packed", lambda: driver.cuLaunchKernel(1, 1, 1, 1, 1, 1, 1, 0, None,
                                                        driver.pack_kernel_args(1, [-7, 2.5, 0x10]), None)),
    ]
    r: dict[str, Any] = {}
    for key, call in fast:
        before = dict(ext.fallbacks())
        r[key] = probe(call)
        r[key]["fell_back"] = sorted(k for k, v in ext.fallbacks().items() if v != before.get(k, 0))
    slow: list[tuple[str, Callable[[], Any]]] = [
        ("attribute_float", lambda: driver.cuDeviceGetAttribute(1.5, 0)),
        ("attribute_numpy", lambda: driver.cuDeviceGetAttribute(np.int32(1), 1)),
        ("attribute_too_few", lambda: driver.cuDeviceGetAttribute(1)),
        ("attribute_bad_keyword", lambda: driver.cuDeviceGetAttribute(1, device=0)),
        ("htod_short", lambda: driver.cuMemcpyHtoD(ptr, bytearray(4), 8)),
        ("name_of_handle", lambda: driver.cuDeviceGetName(Handle(1))),
    ]
    for key, call in slow:
        before = dict(ext.fallbacks())
        r[key] = probe(call)
        r[key]["fell_back"] = sorted(k for k, v in ext.fallbacks().items() if v != before.get(k, 0))
    return r


def group_gil() -> dict[str, Any]:
    """A blocking call (cuStreamSynchronize of the fake's slow stream: 300 ms) while another
    thread counts in Python: what it counted during the call."""
    import time

    from cuda_13_0 import driver

    slow = 0x5105  # fakecuda.c: SLOW_STREAM
    driver.cuInit(0)
    driver.cuStreamSynchronize(0)  # resolved before timing
    counted = [0]
    stop = threading.Event()

    def count() -> None:
        while not stop.is_set():
            counted[0] += 1

    thread = threading.Thread(target=count)
    thread.start()
    time.sleep(0.05)
    before, start = counted[0], time.perf_counter()
    driver.cuStreamSynchronize(slow)
    elapsed, during = time.perf_counter() - start, counted[0] - before
    stop.set()
    thread.join()
    # The same counting while the main thread spins in Python for as long: the scale.
    counted[0], stop = 0, threading.Event()
    thread = threading.Thread(target=count)
    thread.start()
    time.sleep(0.05)
    before, start = counted[0], time.perf_counter()
    while time.perf_counter() - start < elapsed:
        pass
    spinning = counted[0] - before
    stop.set()
    thread.join()
    return {"elapsed": elapsed, "during_call": during, "during_spin": spinning}


def group_link() -> dict[str, Any]:
    from cuda_13_0 import driver

    ptx = b"// fake ptx\n.version 9.0\n"
    ptx_type = driver.CUjitInputType.CU_JIT_INPUT_PTX
    r: dict[str, Any] = {"ptx": list(ptx)}
    for kind, data in [
        ("bytearray", bytearray(ptx)),
        ("bytes", ptx),
        ("memoryview_readonly", memoryview(ptx)),
    ]:
        r[kind] = probe(driver.cuLinkAddData, 1, ptx_type, data, len(ptx), "a.ptx", None, None)
        r[f"{kind}_seen"] = [FAKE.link_sum(), FAKE.link_size()]
    return r


def group_callbacks() -> dict[str, Any]:
    from cuda_13_0 import driver

    r: dict[str, Any] = {}
    seen: list[Any] = []
    r["sync"] = probe(driver.cuLaunchHostFunc, None, seen.append, 0x1234)
    r["sync_seen"] = list(seen)
    seen.clear()
    r["sync_none"] = probe(driver.cuLaunchHostFunc, None, seen.append, None)
    r["sync_none_seen"] = list(seen)

    # An exception inside the callback: reported through sys.unraisablehook, never raised into C.
    reported: list[dict[str, Any]] = []

    def hook(unraisable: Any) -> None:
        reported.append(
            {
                "type": type(unraisable.exc_value).__name__,
                "value": str(unraisable.exc_value),
                "err_msg": str(unraisable.err_msg),
            }
        )

    def boom(user_data: Any) -> None:
        raise ValueError(f"boom {user_data}")

    sys.unraisablehook = hook
    try:
        r["raising"] = probe(driver.cuLaunchHostFunc, None, boom, 7)
    finally:
        sys.unraisablehook = sys.__unraisablehook__
    r["reported"] = reported
    r["after_raising"] = probe(driver.cuDriverGetVersion)

    # Kept alive while C may still call it: the fake calls it only on cuStreamSynchronize.
    results: list[Any] = []

    def make_callback() -> Callable[[Any], None]:
        def later(user_data: Any) -> None:
            results.append(("called", user_data))

        return later

    callback = make_callback()
    alive = weakref.ref(callback)
    r["deferred"] = probe(driver.cuLaunchHostFunc, DEFERRED_STREAM, callback, 99)
    del callback
    for _ in range(3):
        gc.collect()
    r["alive_before_call"] = alive() is not None
    r["pending"] = FAKE.deferred()
    r["sync_stream"] = probe(driver.cuStreamSynchronize, DEFERRED_STREAM)
    r["deferred_results"] = [list(x) for x in results]
    for _ in range(3):
        gc.collect()
    r["released_after_call"] = alive() is None

    # Kept for the process: the driver calls a log callback whenever it logs, long after
    # registering it; the caller keeps no reference.
    logs: list[Any] = []

    def make_logger() -> Callable[..., None]:
        def log(data: Any, level: Any, message: Any, length: int) -> None:
            logs.append([data, int(level), ctypes.string_at(message, length).decode()])

        return log

    logger = make_logger()
    kept = weakref.ref(logger)
    r["log_register"] = probe(driver.cuLogsRegisterCallback, logger, 0x77)
    del logger
    for _ in range(3):
        gc.collect()
    r["log_alive"] = kept() is not None
    r["log_fired"] = [FAKE.fire_log(b"first"), FAKE.fire_log(b"second")]
    r["logs"] = logs
    return r


def group_proc_address() -> dict[str, Any]:
    """What cuGetProcAddress was asked, in whatever default-stream mode the environment selects."""
    from cuda_13_0 import driver

    r: dict[str, Any] = {"alloc": probe(driver.cuMemAlloc, 32)}
    r["after_alloc"] = FAKE.info()
    r["total_mem"] = probe(driver.cuDeviceTotalMem, 0)
    r["after_total_mem"] = FAKE.info()
    r["query"] = probe(driver.cuStreamQuery, None)
    r["after_query"] = FAKE.info()
    if r["alloc"]["raised"] is None:
        r["htod"] = probe(driver.cuMemcpyHtoD, r["alloc"]["value"], bytes(32), 32)
        r["after_htod"] = FAKE.info()
    r["alloc_again"] = probe(driver.cuMemAlloc, 32)
    r["lookups"] = {
        name: FAKE.lookups(name.encode()) for name in ("cuMemAlloc", "cuStreamQuery", "cuCtxCreate")
    }
    r["header_version"] = driver.HEADER_VERSION
    return r


def group_threads() -> dict[str, Any]:
    """N threads first-call the same function at once (cuGetProcAddress made slow)."""
    from cuda_13_0 import driver

    n = 8
    barrier = threading.Barrier(n)
    results: list[Any] = [None] * n

    def worker(i: int) -> None:
        barrier.wait()
        try:
            results[i] = driver.cuDeviceGetAttribute(i + 1, i % 2)
        except Exception as exc:  # recorded for the parent
            results[i] = f"{type(exc).__name__}: {exc}"

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=30)
    return {
        "n": n,
        "results": results,
        "lookups": FAKE.lookups(b"cuDeviceGetAttribute"),
    }


def group_first_use_threads() -> dict[str, Any]:
    """16 threads at once, each the first to use things made on first use: an enum, an
    enumerator constant, an exception class, a function (resolved on its first call), a
    value launch (the kernel's layout, cached on first launch), and a fallback (which makes
    every lazy name). Each thread records what it got."""
    from cuda_13_0 import driver

    n = 16
    barrier = threading.Barrier(n)
    results: list[Any] = [None] * n
    sys.setswitchinterval(1e-6)  # threads take turns every few bytecodes: races show

    def worker(i: int) -> None:
        barrier.wait()
        try:
            got = [
                id(driver.CUctx_flags), id(driver.CU_CTX_SCHED_BLOCKING_SYNC), id(driver.CudaErrorInvalidDevice),
                driver.cuDeviceGetAttribute(i + 1, i % 2),
                driver.cuLaunchKernel(1, 1, 1, 1, 1, 1, 1, 0, None, [-i, 0.5, 0x10], None),
                driver.cuDeviceGetAttribute(Index(i + 1), 0),  # not an int: the Python body
            ]
            try:
                driver.cuDeviceGetAttribute(1, 7)
            except driver.CudaErrorInvalidDevice as exc:
                got.append(id(type(exc)))
            results[i] = got
        except Exception as exc:  # recorded for the parent
            results[i] = f"{type(exc).__name__}: {exc}"

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=30)
    return {"n": n, "results": results, "launches": FAKE.launches()}


def group_changing_lists() -> dict[str, Any]:
    """Sequences whose length is not what the binding first reads: list subclasses whose
    __len__ says 4096 or 1 while they hold 1 or 3 attributes, and a list one thread grows and
    shrinks while four threads pass it to cuPointerGetAttributes, which reads numAttributes
    elements of the two arrays it is given (the fake answers CUDA_ERROR_INVALID_VALUE for a
    NULL one past the end). Each call records how many values it got and whether each is the
    fake's answer for its attribute."""
    from cuda_13_0 import driver

    attribute = driver.CUpointer_attribute
    ptr = 0x1003  # the fake: DEVICE_ORDINAL ptr % 7 (= 4), IS_MANAGED 1
    ordinal, managed = attribute.CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, attribute.CU_POINTER_ATTRIBUTE_IS_MANAGED

    class Claims(list[Any]):
        def __init__(self, items: list[Any], claimed: int) -> None:
            super().__init__(items)
            self.claimed = claimed

        def __len__(self) -> int:
            return self.claimed

    def answers(got: list[Any]) -> list[bool]:
        return [v == (ptr % 7 if i == 0 else 1) for i, v in enumerate(got)]

    out: dict[str, Any] = {
        "says_more": probe(driver.cuPointerGetAttributes, Claims([ordinal], 4096), ptr),
        "says_fewer": probe(driver.cuPointerGetAttributes, Claims([ordinal, managed, managed], 1), ptr),
    }
    shared = [ordinal]
    stop = threading.Event()
    seen: list[Any] = []
    sys.setswitchinterval(1e-6)  # with a GIL: threads take turns every few bytecodes

    def mutate() -> None:
        while not stop.is_set():
            shared.extend([managed] * 7)
            del shared[1:]

    def call() -> None:
        for _ in range(1500):
            try:
                got = driver.cuPointerGetAttributes(shared, ptr)
            except Exception as exc:  # recorded for the parent
                seen.append(f"{type(exc).__name__}: {exc}")
            else:
                seen.append([len(got), all(answers(got))])

    mutator = threading.Thread(target=mutate)
    mutator.start()
    callers = [threading.Thread(target=call) for _ in range(4)]
    for t in callers:
        t.start()
    for t in callers:
        t.join(timeout=60)
    stop.set()
    mutator.join(timeout=10)
    out["shared"] = {
        "calls": len(seen),
        "failed": [x for x in seen if not isinstance(x, list) or not x[1]][:5],
        "lengths": sorted({x[0] for x in seen if isinstance(x, list)}),
    }
    return out


def group_free_threaded() -> dict[str, Any]:
    """Meant for a free-threaded CPython (3.13t, 3.14t): whether the GIL stayed off through the
    import of the package's modules and their extensions, then group_first_use_threads, then 16
    threads calling at once for many rounds (value launches with each thread's own arguments,
    attribute getters, raised errors, calls the Python body takes), and the GIL again after.
    The fake sums every launch's first and last arguments, so mixed-up packing shows."""
    import sysconfig
    import warnings

    gil_enabled = getattr(sys, "_is_gil_enabled", lambda: True)
    out: dict[str, Any] = {
        "free_threaded_build": bool(sysconfig.get_config_var("Py_GIL_DISABLED")),
        "gil_at_start": gil_enabled(),
    }
    with warnings.catch_warnings(record=True) as caught:  # CPython warns when an import turns it on
        warnings.simplefilter("always")
        from cuda_13_0 import driver, nvrtc, runtime
    out["import_warnings"] = [str(w.message) for w in caught]
    out["gil_after_import"] = gil_enabled()
    out["backends"] = [m.BACKEND for m in (driver, runtime, nvrtc)]
    out["extensions"] = sorted(
        os.path.basename(getattr(m, "__file__", None) or "")
        for name, m in list(sys.modules.items())
        if name.startswith("cuda_13_0._") and (getattr(m, "__file__", None) or "").endswith(".so")
    )
    out["first_use"] = group_first_use_threads()
    out["changing_lists"] = group_changing_lists()

    n, rounds = 16, 300
    barrier = threading.Barrier(n)
    done = [0] * n
    errors: list[str] = []
    launches, a_sum, c_sum = FAKE.launches(), FAKE.kernel_a_sum(), FAKE.kernel_c_sum()

    def worker(i: int) -> None:
        barrier.wait()
        try:
            for k in range(rounds):
                got = driver.cuDeviceGetAttribute(i + 1, k % 2)
                if got != (i + 1) * 10 + k % 2:
                    raise AssertionError(f"thread {i} round {k}: attribute {got}")
                driver.cuLaunchKernel(1, 1, 1, 1, 1, 1, 1, 0, None, [-k, 0.5, 0x1000 + i], None)
                try:
                    driver.cuDeviceGetAttribute(1, 7)
                except driver.CudaErrorInvalidDevice:
                    pass
                else:
                    raise AssertionError(f"thread {i} round {k}: no CudaErrorInvalidDevice")
                if driver.cuDeviceGetAttribute(Index(i + 1), 0) != (i + 1) * 10:  # the Python body
                    raise AssertionError(f"thread {i} round {k}: fallback")
                done[i] += 1
        except BaseException as exc:  # recorded for the parent
            errors.append(f"{type(exc).__name__}: {exc}")

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    out["stress"] = {
        "n": n,
        "rounds": rounds,
        "done": done,
        "errors": errors[:5],
        "launches": FAKE.launches() - launches,
        "a_sum": FAKE.kernel_a_sum() - a_sum,
        "c_sum": FAKE.kernel_c_sum() - c_sum,
    }
    out["gil_at_end"] = gil_enabled()
    return out


def group_lazy_import() -> dict[str, Any]:
    """What an import makes, and what each first use makes later: the compiled backend's
    objects, the Python bodies, the structs and the enums."""
    import pickle

    from cuda_13_0 import driver

    ns = vars(driver)
    ext = sys.modules.get("cuda_13_0._driver")

    def state() -> dict[str, Any]:
        return {
            "objects": len(ext.made()) if ext is not None and driver.BACKEND == "compiled" else None,
            "bodies": "_BODIES" in ns,
            "types": "_TYPES_MADE" in ns,
            "enum": "CUresult" in ns,
            "hook": "__getattr__" in ns,
        }

    out: dict[str, Any] = {"import": state()}
    driver.cuInit(0)
    out["call"] = state()
    try:
        driver.cuDeviceGet(12345)
    except driver.CUDADriverError as exc:  # the exception class: made at its first raise
        out["error"] = type(exc).__name__
    out["raise"] = state()
    try:
        driver.cuDeviceGet("zero")  # not the fast path's: the Python body raises
    except TypeError as exc:
        out["type_error"] = str(exc)
    out["fallback"] = state()
    s = driver.CUdevprop(maxThreadsPerBlock=4)
    out["struct"] = [type(s).__qualname__, type(s).__module__, pickle.loads(pickle.dumps(s)).maxThreadsPerBlock]
    out["doc"] = driver.cuDeviceGet.__doc__.splitlines()[0]
    out["body_doc"] = ns["_BODIES"]["cuDeviceGet"].__doc__.splitlines()[0]
    return out


GROUPS: dict[str, Callable[[], dict[str, Any]]] = {
    name.removeprefix("group_"): fn for name, fn in globals().items() if name.startswith("group_")
}


def main() -> None:
    result = GROUPS[sys.argv[1]]()
    module = sys.modules.get("cuda_13_0.driver")
    result["_backend"] = getattr(module, "BACKEND", None)  # which backend ran: the parent checks
    sys.stdout.flush()
    print(MARK + json.dumps(result))


if __name__ == "__main__":
    main()
