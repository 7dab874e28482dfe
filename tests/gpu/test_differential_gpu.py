"""Differential tests: the generated bindings and cuda.bindings answer the same queries
on the same GPU with the same values."""

from __future__ import annotations

import ctypes
from types import ModuleType
from typing import Any

import pytest

cb = pytest.importorskip("cuda.bindings.driver", reason="cuda-bindings is not installed here")
cbrt = pytest.importorskip("cuda.bindings.runtime", reason="cuda-bindings is not installed here")


def ok(result: Any) -> Any:
    err, *values = result
    assert int(err) == 0, err
    return values[0] if len(values) == 1 else tuple(values)


def test_every_device_attribute(cu: ModuleType, device: int) -> None:
    compared = 0
    unsupported = []
    for member in cu.CUdevice_attribute:
        if member.name.endswith("_MAX") or member.value >= 0x7FFFFFFF:
            continue
        ref_attr = getattr(cb.CUdevice_attribute, member.name, None)
        if ref_attr is None or int(ref_attr) != member.value:
            continue  # unknown to cuda.bindings, or renumbered between the two releases' headers
        err, ref = cb.cuDeviceGetAttribute(ref_attr, cb.CUdevice(device))
        try:
            ours = cu.cuDeviceGetAttribute(member, device)
        except cu.CUDADriverError as e:
            assert int(err) == e.code, (member.name, err, e)
            unsupported.append(member.name)
            continue
        assert int(err) == 0, member.name
        compared += 1
        assert ours == ref, (member.name, ours, ref)
    assert compared > 100
    print(f"\ndevice attributes: {compared} equal, {len(unsupported)} unsupported by both")


def test_every_result_name_and_string(cu: ModuleType) -> None:
    for member in cu.CUresult:
        ref = getattr(cb.CUresult, member.name, None)
        if ref is None:
            continue
        err_n, ref_name = cb.cuGetErrorName(ref)
        _err_s, ref_text = cb.cuGetErrorString(ref)
        if int(err_n) != 0:
            with pytest.raises(cu.CUDADriverError):
                cu.cuGetErrorName(member)
            continue
        assert cu.cuGetErrorName(member) == ref_name.decode()
        assert cu.cuGetErrorString(member) == ref_text.decode()
        name = cu._ERRORS.get(member.value)  # code -> class name; the class is made on first use
        if name is not None:
            cls = getattr(cu, name)
            assert issubclass(cls, cu.CUDADriverError) and cls.__name__ == name
            assert cls(member.value, "f").message == ref_text.decode()


def test_device_properties_field_by_field(rt: ModuleType) -> None:
    ours = rt.cudaGetDeviceProperties(0)
    ref = ok(cbrt.cudaGetDeviceProperties(0))
    compared = 0
    for name, *_ in ours._fields_:
        if name.startswith("_") or not hasattr(ref, name):
            continue
        mine, theirs = getattr(ours, name), getattr(ref, name)
        if isinstance(mine, bytes):
            mine_b = bytes(mine).rstrip(b"\0")
            theirs_b = theirs if isinstance(theirs, bytes) else bytes(theirs)
            assert mine_b == theirs_b.rstrip(b"\0"), name
        elif isinstance(mine, str):  # a text field (cudaDeviceProp.name): ours str, up to the NUL
            theirs_b = theirs if isinstance(theirs, bytes) else bytes(theirs)
            assert "\0" not in mine and mine == theirs_b.split(b"\0", 1)[0].decode(), (name, mine, theirs)
        elif isinstance(mine, ctypes.Array):
            assert list(mine) == list(theirs), name
        elif isinstance(mine, ctypes.Structure):
            continue  # cudaUUID_t: compared through bytes below
        else:
            assert mine == theirs, (name, mine, theirs)
        compared += 1
    assert compared > 60
    assert bytes(ours.uuid.bytes) == bytes(ref.uuid.bytes)


def test_function_attributes_of_a_kernel(cu: ModuleType, module: int, program: dict[str, Any]) -> None:
    err, mod = cb.cuModuleLoadData(program["cubin"])
    assert int(err) == 0
    ref_f = ok(cb.cuModuleGetFunction(mod, b"saxpy"))
    f = cu.cuModuleGetFunction(module, "saxpy")
    for member in cu.CUfunction_attribute:
        if member.name.endswith("_MAX"):
            continue
        ref_attr = getattr(cb.CUfunction_attribute, member.name, None)
        if ref_attr is None:
            continue
        err, ref = cb.cuFuncGetAttribute(ref_attr, ref_f)
        if int(err) != 0:
            continue
        assert cu.cuFuncGetAttribute(member, f) == ref, member.name
    cb.cuModuleUnload(mod)


def test_pointer_attributes(cu: ModuleType, primary: int) -> None:
    ptr = int(cu.cuMemAlloc(4096))
    try:
        for name in ("CU_POINTER_ATTRIBUTE_MEMORY_TYPE", "CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL",
                     "CU_POINTER_ATTRIBUTE_BUFFER_ID", "CU_POINTER_ATTRIBUTE_RANGE_SIZE",
                     "CU_POINTER_ATTRIBUTE_IS_MANAGED", "CU_POINTER_ATTRIBUTE_MAPPED",
                     "CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES", "CU_POINTER_ATTRIBUTE_ACCESS_FLAGS"):
            ref = ok(cb.cuPointerGetAttribute(getattr(cb.CUpointer_attribute, name), ptr))
            ours = cu.cuPointerGetAttribute(getattr(cu, name), ptr)
            assert int(ours) == int(ref), (name, ours, ref)
    finally:
        cu.cuMemFree(ptr)


def test_versions(cu: ModuleType, rt: ModuleType) -> None:
    assert cu.cuDriverGetVersion() == ok(cb.cuDriverGetVersion())
    # Each may load a different libcudart (a pip wheel or the toolkit's): same major version.
    assert rt.cudaRuntimeGetVersion() // 1000 == ok(cbrt.cudaRuntimeGetVersion()) // 1000
