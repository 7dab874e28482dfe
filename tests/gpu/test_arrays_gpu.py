"""Parameters C reads or writes as arrays, struct array fields and the attribute kinds of
issue #20, on a real GPU: every value is read back and compared with the one-by-one calls,
with cuda.bindings where it binds the same call, or with what was written."""

from __future__ import annotations

import ctypes
import inspect
import os
from types import ModuleType
from typing import Any

import numpy as np
import pytest


def _advise(cu: ModuleType, ptr: int, size: int, advice: Any, device: int) -> None:
    """cuMemAdvise across releases: a CUmemLocation from 13.0 (cuMemAdvise_v2), a device before."""
    params = list(inspect.signature(cu.cuMemAdvise).parameters)
    if params[-1] == "location":
        location = cu.CUmemLocation()
        location.type, location.id = cu.CU_MEM_LOCATION_TYPE_DEVICE, device
        cu.cuMemAdvise(ptr, size, advice, location)
    else:
        cu.cuMemAdvise(ptr, size, advice, device)


def _bindings_driver() -> Any:
    try:
        from cuda.bindings import driver as ref  # type: ignore[import-not-found]
    except ImportError:
        try:
            from cuda import cuda as ref  # type: ignore[import-not-found, no-redef]
        except ImportError:
            return None
    return ref


POINTER_ATTRIBUTES = [
    "CU_POINTER_ATTRIBUTE_CONTEXT", "CU_POINTER_ATTRIBUTE_MEMORY_TYPE", "CU_POINTER_ATTRIBUTE_DEVICE_POINTER",
    "CU_POINTER_ATTRIBUTE_HOST_POINTER", "CU_POINTER_ATTRIBUTE_SYNC_MEMOPS", "CU_POINTER_ATTRIBUTE_BUFFER_ID",
    "CU_POINTER_ATTRIBUTE_IS_MANAGED", "CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL",
    "CU_POINTER_ATTRIBUTE_RANGE_START_ADDR", "CU_POINTER_ATTRIBUTE_RANGE_SIZE", "CU_POINTER_ATTRIBUTE_MAPPED",
    "CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE", "CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES",
    "CU_POINTER_ATTRIBUTE_ACCESS_FLAGS", "CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE",
    "CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE",
]


def test_pointer_attribute_list_equals_the_attributes_one_by_one(cu: ModuleType, primary: int) -> None:
    # 16 attributes on managed memory: the call that raised CUDA_ERROR_INVALID_VALUE when the
    # binding passed one cell for `data`. Each value equals cuPointerGetAttribute's, where that
    # answers (the list form gives NULL defaults for the rest), and cuda.bindings' list.
    names = [n for n in POINTER_ATTRIBUTES if hasattr(cu, n)]
    attributes = [getattr(cu, n) for n in names]
    ptr = int(cu.cuMemAllocManaged(1 << 20, cu.CU_MEM_ATTACH_GLOBAL))
    try:
        values = cu.cuPointerGetAttributes(attributes, ptr + 64)
        assert len(values) == len(attributes) >= 14
        compared = 0
        for name, attribute, value in zip(names, attributes, values, strict=True):
            try:
                single = cu.cuPointerGetAttribute(attribute, ptr + 64)
            except cu.CUDADriverError:
                continue
            assert value == single and type(value) is type(single), (name, value, single)
            compared += 1
        assert compared >= 10
        by_name = dict(zip(names, values, strict=True))
        assert by_name["CU_POINTER_ATTRIBUTE_CONTEXT"] == primary
        assert by_name["CU_POINTER_ATTRIBUTE_IS_MANAGED"] is True
        assert by_name["CU_POINTER_ATTRIBUTE_RANGE_START_ADDR"] == ptr
        ref = _bindings_driver()
        if ref is not None and hasattr(ref, "cuPointerGetAttributes"):
            ref_attrs = [getattr(ref.CUpointer_attribute, n) for n in names]
            err, ref_values = ref.cuPointerGetAttributes(len(ref_attrs), ref_attrs, ptr + 64)
            assert int(err) == 0
            for name, ours, theirs in zip(names, values, ref_values, strict=True):
                theirs = int(theirs) if not isinstance(theirs, (bool, int)) and hasattr(theirs, "__int__") else theirs
                if isinstance(ours, int) and not isinstance(ours, bool):
                    assert ours == int(theirs or 0), (name, ours, theirs)
    finally:
        cu.cuMemFree(ptr)


def test_mem_range_attribute_list_and_accessed_by(cu: ModuleType, device: int, primary: int) -> None:
    # Managed memory advised READ_MOSTLY and ACCESSED_BY this device: both forms read it back;
    # ACCESSED_BY is the list of devices set (it was refused as of unknown type).
    if not cu.cuDeviceGetAttribute(cu.CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS, device):
        pytest.skip("memory advice needs concurrent managed access")
    size = 2 << 20
    ptr = int(cu.cuMemAllocManaged(size, cu.CU_MEM_ATTACH_GLOBAL))
    try:
        _advise(cu, ptr, size, cu.CU_MEM_ADVISE_SET_READ_MOSTLY, device)
        _advise(cu, ptr, size, cu.CU_MEM_ADVISE_SET_ACCESSED_BY, device)
        ra = cu.CUmem_range_attribute
        kinds = [ra.CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY, ra.CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY,
                 ra.CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION, ra.CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION]
        values = cu.cuMemRangeGetAttributes(kinds, ptr, size)
        one_by_one = [cu.cuMemRangeGetAttribute(k, ptr, size) for k in kinds]
        assert values == one_by_one
        assert values[0] == 1 and values[1] == [device]
    finally:
        cu.cuMemFree(ptr)


def test_runtime_mem_range_attributes(rt: ModuleType) -> None:
    rt.cudaSetDevice(0)
    if not rt.cudaDeviceGetAttribute(rt.cudaDevAttrConcurrentManagedAccess, 0):
        pytest.skip("memory advice needs concurrent managed access")
    size = 1 << 20
    ptr = int(rt.cudaMallocManaged(size, rt.cudaMemAttachGlobal))
    try:
        kinds = [rt.cudaMemRangeAttributeReadMostly, rt.cudaMemRangeAttributeAccessedBy]
        values = rt.cudaMemRangeGetAttributes(kinds, ptr, size)
        assert values == [rt.cudaMemRangeGetAttribute(k, ptr, size) for k in kinds]
        assert values == [0, []]  # nothing advised yet
    finally:
        rt.cudaFree(ptr)


def test_sm_resource_split_query_then_split(cu: ModuleType, device: int, primary: int) -> None:
    # The query form (nbGroups 0: result NULL) says how many groups; a split with that room
    # makes that many, each with at least minCount SMs, and the rest is the remainder.
    if not hasattr(cu, "cuDevSmResourceSplitByCount"):
        pytest.skip("green contexts are new in CUDA 12.4")
    sm = cu.cuDeviceGetDevResource(device, cu.CU_DEV_RESOURCE_TYPE_SM)
    total = sm.sm.smCount
    min_count = max(8, total // 4)
    groups, count, _ = cu.cuDevSmResourceSplitByCount(0, sm, 0, min_count)
    assert groups == [] and 1 <= count <= total // min_count
    groups, made, remaining = cu.cuDevSmResourceSplitByCount(count, sm, 0, min_count)
    assert made == count == len(groups)
    assert all(g.type == cu.CU_DEV_RESOURCE_TYPE_SM and g.sm.smCount >= min_count for g in groups)
    assert sum(g.sm.smCount for g in groups) + remaining.sm.smCount == total


def test_coredump_file_is_set_and_read_back(cu: ModuleType, primary: int) -> None:
    if not hasattr(cu, "cuCoredumpGetAttributeGlobal"):
        pytest.skip("coredump attributes are new in CUDA 12.1")
    settings = cu.CUcoredumpSettings
    before = cu.cuCoredumpGetAttributeGlobal(settings.CU_COREDUMP_FILE)
    assert isinstance(before, str)
    path = f"/tmp/cudagen-core-{os.getpid()}"  # no %p or %h: the driver expands those when set
    cu.cuCoredumpSetAttributeGlobal(settings.CU_COREDUMP_FILE, path)
    try:
        assert cu.cuCoredumpGetAttributeGlobal(settings.CU_COREDUMP_FILE) == path
    finally:
        cu.cuCoredumpSetAttributeGlobal(settings.CU_COREDUMP_FILE, before or "core_%h_%p")
    pipe = cu.cuCoredumpGetAttributeGlobal(settings.CU_COREDUMP_PIPE)
    assert isinstance(pipe, str)


def test_texture_descriptor_arrays_round_trip(cu: ModuleType, primary: int) -> None:
    # CUDA_TEXTURE_DESC built from lists (addressMode, borderColor), a texture object made of
    # a CUDA array, the descriptor read back by the driver: the address modes come back as set,
    # and every field equals what the driver gives cuda.bindings for the same object made
    # through it (the driver keeps the border colour only in some modes: whatever it keeps
    # must agree).
    desc2d = cu.CUDA_ARRAY_DESCRIPTOR(Width=64, Height=32, Format=cu.CU_AD_FORMAT_FLOAT, NumChannels=1)
    array = cu.cuArrayCreate(desc2d)
    modes = [cu.CU_TR_ADDRESS_MODE_BORDER, cu.CU_TR_ADDRESS_MODE_CLAMP, cu.CU_TR_ADDRESS_MODE_BORDER]
    border = [0.25, 0.5, 0.75, 1.0]
    try:
        resource = cu.CUDA_RESOURCE_DESC(resType=cu.CU_RESOURCE_TYPE_ARRAY)
        resource.res.array.hArray = array
        tex_desc = cu.CUDA_TEXTURE_DESC(addressMode=modes, filterMode=cu.CU_TR_FILTER_MODE_POINT,
                                        borderColor=border)
        tex = cu.cuTexObjectCreate(resource, tex_desc, None)
        try:
            back = cu.cuTexObjectGetTextureDesc(tex)
            assert back.addressMode == modes
            assert cu.cuTexObjectGetResourceDesc(tex).res.array.hArray == array
        finally:
            cu.cuTexObjectDestroy(tex)
        ref = _bindings_driver()
        if ref is None:
            pytest.skip("cuda-bindings is not installed: address modes checked, border colour not compared")
        ref_res = ref.CUDA_RESOURCE_DESC()
        ref_res.resType = ref.CUresourcetype.CU_RESOURCE_TYPE_ARRAY
        ref_res.res.array.hArray = ref.CUarray(int(array))
        ref_desc = ref.CUDA_TEXTURE_DESC()
        ref_desc.addressMode = [ref.CUaddress_mode(int(m)) for m in modes]
        ref_desc.filterMode = ref.CUfilter_mode.CU_TR_FILTER_MODE_POINT
        ref_desc.borderColor = border
        err, ref_tex = ref.cuTexObjectCreate(ref_res, ref_desc, None)
        assert int(err) == 0
        err, ref_back = ref.cuTexObjectGetTextureDesc(ref_tex)
        ref.cuTexObjectDestroy(ref_tex)
        assert int(err) == 0
        assert [int(m) for m in ref_back.addressMode] == [int(m) for m in back.addressMode]
        assert list(ref_back.borderColor) == back.borderColor
        assert (ref_back.flags, int(ref_back.filterMode)) == (back.flags, int(back.filterMode))
    finally:
        cu.cuArrayDestroy(array)


def test_tensor_map_encodes_as_cuda_bindings_does(cu: ModuleType, device: int, primary: int) -> None:
    # The arrays are tensorRank long (globalStrides one fewer): the 128-byte map equals the one
    # cuda.bindings encodes from the same arguments.
    if not hasattr(cu, "cuTensorMapEncodeTiled"):
        pytest.skip("tensor maps are new in CUDA 12.0")
    if cu.cuDeviceGetAttribute(cu.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, device) < 9:
        pytest.skip("tensor maps need compute capability 9.0")
    ptr = int(cu.cuMemAlloc(64 * 32 * 4))
    try:
        args = ([64, 32], [64 * 4], [16, 8], [1, 1])
        ours = cu.cuTensorMapEncodeTiled(cu.CU_TENSOR_MAP_DATA_TYPE_FLOAT32, ptr, *args, 0, 0, 0, 0)
        raw = bytes(ctypes.string_at(ctypes.addressof(ours), ctypes.sizeof(ours)))
        assert any(raw)
        with pytest.raises(ValueError):
            cu.cuTensorMapEncodeTiled(cu.CU_TENSOR_MAP_DATA_TYPE_FLOAT32, ptr, [64, 32], [256, 4], [16, 8], [1, 1],
                                      0, 0, 0, 0)
        ref = _bindings_driver()
        if ref is None:
            pytest.skip("cuda-bindings is not installed: our encoding checked only for being made")
        u32, u64 = ref.cuuint32_t, ref.cuuint64_t
        err, theirs = ref.cuTensorMapEncodeTiled(
            ref.CUtensorMapDataType.CU_TENSOR_MAP_DATA_TYPE_FLOAT32, u32(2), ptr,
            [u64(v) for v in args[0]], [u64(v) for v in args[1]], [u32(v) for v in args[2]],
            [u32(v) for v in args[3]], ref.CUtensorMapInterleave(0), ref.CUtensorMapSwizzle(0),
            ref.CUtensorMapL2promotion(0), ref.CUtensorMapFloatOOBfill(0))
        assert int(err) == 0
        assert [int(v) for v in ours.opaque] == [int(v) for v in theirs.opaque]
    finally:
        cu.cuMemFree(ptr)


def test_runtime_launch_kernel_ex_takes_the_kernel_arguments(
    cu: ModuleType, rt: ModuleType, primary: int, program: dict[str, Any]
) -> None:
    # cudaLaunchKernelExC's `args` was bound as an output; it takes the kernel's arguments.
    if not hasattr(cu, "cuLibraryLoadData"):
        pytest.skip("cuLibraryLoadData is new in CUDA 12.0")
    lib = cu.cuLibraryLoadData(program["cubin"], None, None, None, None)
    try:
        kernel = cu.cuLibraryGetKernel(lib, "add_one")
        data = np.arange(256, dtype=np.int32)
        d = int(cu.cuMemAlloc(data.nbytes))
        cu.cuMemcpyHtoD(d, data, data.nbytes)
        config = rt.cudaLaunchConfig_t()
        config.gridDim.x, config.gridDim.y, config.gridDim.z = 1, 1, 1
        config.blockDim.x, config.blockDim.y, config.blockDim.z = 256, 1, 1
        rt.cudaLaunchKernelExC(config, kernel, [ctypes.c_uint64(d), ctypes.c_int(256)])
        rt.cudaDeviceSynchronize()
        out = np.empty_like(data)
        cu.cuMemcpyDtoH(out, d, out.nbytes)
        np.testing.assert_array_equal(out, data + 1)
        cu.cuMemFree(d)
    finally:
        cu.cuLibraryUnload(lib)
