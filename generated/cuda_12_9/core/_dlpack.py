"""DLPack: the structures of dlpack.h, capsules made and read with ctypes, and `from_array`."""

from __future__ import annotations

import ctypes as _c
import threading as _threading

from .._support import CUDAError
from ._release import driver as _d

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import Any as _Any


_kDLCPU, _kDLCUDA, _kDLCUDAHost, _kDLCUDAManaged = 1, 2, 3, 13


class _DLDevice(_c.Structure):
    _fields_ = [("device_type", _c.c_int32), ("device_id", _c.c_int32)]


class _DLDataType(_c.Structure):
    _fields_ = [("code", _c.c_uint8), ("bits", _c.c_uint8), ("lanes", _c.c_uint16)]


class _DLTensor(_c.Structure):
    _fields_ = [
        ("data", _c.c_void_p),
        ("device", _DLDevice),
        ("ndim", _c.c_int32),
        ("dtype", _DLDataType),
        ("shape", _c.POINTER(_c.c_int64)),
        ("strides", _c.POINTER(_c.c_int64)),
        ("byte_offset", _c.c_uint64),
    ]


_DELETER = _c.CFUNCTYPE(None, _c.c_void_p)


class _DLManagedTensor(_c.Structure):
    _fields_ = [("dl_tensor", _DLTensor), ("manager_ctx", _c.c_void_p), ("deleter", _DELETER)]


class _DLPackVersion(_c.Structure):
    _fields_ = [("major", _c.c_uint32), ("minor", _c.c_uint32)]


class _DLManagedTensorVersioned(_c.Structure):
    _fields_ = [
        ("version", _DLPackVersion),
        ("manager_ctx", _c.c_void_p),
        ("deleter", _DELETER),
        ("flags", _c.c_uint64),
        ("dl_tensor", _DLTensor),
    ]


_CAPSULE_DESTRUCTOR = _c.CFUNCTYPE(None, _c.c_void_p)
_PyCapsule_New = _c.pythonapi.PyCapsule_New
_PyCapsule_New.restype = _c.py_object
_PyCapsule_New.argtypes = [_c.c_void_p, _c.c_char_p, _c.c_void_p]  # the destructor's address
_PyCapsule_IsValid = _c.pythonapi.PyCapsule_IsValid
_PyCapsule_IsValid.restype = _c.c_int
_PyCapsule_IsValid.argtypes = [_c.c_void_p, _c.c_char_p]
_PyCapsule_GetPointer = _c.pythonapi.PyCapsule_GetPointer
_PyCapsule_GetPointer.restype = _c.c_void_p
_PyCapsule_GetPointer.argtypes = [_c.c_void_p, _c.c_char_p]

# manager_ctx (an int key) -> what the exported tensor needs alive: the Buffer, the struct,
# its shape. The consumer's deleter (or the capsule's destructor, when nobody consumed it)
# drops the entry, once.
_EXPORTS: dict[int, tuple[object, ...]] = {}
_EXPORTS_LOCK = _threading.Lock()
_NEXT_EXPORT = [1]


def _deleter_for(offset: int) -> _Any:
    """The deleter of a managed tensor whose manager_ctx sits `offset` bytes in."""

    def deleter(managed: int | None) -> None:
        if not managed:
            return
        key = _c.c_void_p.from_address(managed + offset).value
        with _EXPORTS_LOCK:
            _EXPORTS.pop(key or 0, None)

    return _DELETER(deleter)


_DELETER_UNVERSIONED = _deleter_for(_DLManagedTensor.manager_ctx.offset)
_DELETER_VERSIONED = _deleter_for(_DLManagedTensorVersioned.manager_ctx.offset)


def _capsule_destructor_for(name: bytes, deleter: _Any) -> _Any:
    def destructor(capsule: int | None) -> None:
        # Not consumed (still named `name`): nobody will call the deleter, so do it here.
        if capsule and _PyCapsule_IsValid(capsule, name):
            deleter(_PyCapsule_GetPointer(capsule, name))

    return _CAPSULE_DESTRUCTOR(destructor)


_DESTRUCTOR_UNVERSIONED = _capsule_destructor_for(b"dltensor", _DELETER_UNVERSIONED)
_DESTRUCTOR_VERSIONED = _capsule_destructor_for(b"dltensor_versioned", _DELETER_VERSIONED)
_DESTRUCTORS: list[tuple[int, int]] = []  # (unversioned, versioned) addresses, once chosen


def _destructors() -> tuple[int, int]:
    """The addresses of the capsules' destructors: the compiled driver extension's C one where
    it is built (whichever backend the bindings use), else the ctypes callbacks above. A capsule
    can die while an exception propagates (a temporary dropped as its frame unwinds): a ctypes
    callback then runs Python code with that exception set, which CPython answers with a
    SystemError in its place (3.11 to 3.13: any Python callable returning with an error set
    does); the C one sets the exception aside around the deleter."""
    if not _DESTRUCTORS:
        import importlib

        try:
            get = importlib.import_module("._driver", _d.__package__).dlpack_destructor
            address = int(get())
            chosen = (address, address)
        except (ImportError, AttributeError):  # not built, or built from an older _driver.c
            chosen = (
                _c.cast(_DESTRUCTOR_UNVERSIONED, _c.c_void_p).value or 0,
                _c.cast(_DESTRUCTOR_VERSIONED, _c.c_void_p).value or 0,
            )
        _DESTRUCTORS.append(chosen)
    return _DESTRUCTORS[0]


def _dlpack_capsule(buffer: Buffer, versioned: bool) -> object:
    """A DLPack capsule of `buffer`'s bytes (uint8, 1-D)."""
    return _dlpack_export(
        buffer,
        buffer._address,
        buffer.__dlpack_device__(),
        (buffer._size,),
        None,
        (0, 8, 1),  # kDLInt, 8 bits, 1 lane: bytes as cuda.core exports them (int8)
        versioned,
    )


def _dlpack_export(
    keep: object,
    data: int,
    device: tuple[int, int],
    shape: tuple[int, ...],
    strides: tuple[int, ...] | None,
    dtype: tuple[int, int, int],
    versioned: bool,
    readonly: bool = False,
) -> object:
    """A DLPack capsule of the tensor at `data` (`strides` in elements, None: C-contiguous;
    `dtype`: DLPack's (code, bits, lanes)), which keeps `keep` alive until its consumer's
    deleter (or, unconsumed, its own destructor) runs."""
    ndim = len(shape)
    shape_array = (_c.c_int64 * max(ndim, 1))(*shape)
    strides_array = None if strides is None else (_c.c_int64 * max(ndim, 1))(*strides)
    managed: _Any = _DLManagedTensorVersioned() if versioned else _DLManagedTensor()
    tensor = managed.dl_tensor
    tensor.data = data or None
    tensor.device = _DLDevice(*device)
    tensor.ndim = ndim
    tensor.dtype = _DLDataType(*dtype)
    tensor.shape = shape_array if ndim else None
    tensor.strides = strides_array if ndim else None
    tensor.byte_offset = 0
    with _EXPORTS_LOCK:
        key = _NEXT_EXPORT[0]
        _NEXT_EXPORT[0] += 1
        _EXPORTS[key] = (keep, managed, shape_array, strides_array)
    managed.manager_ctx = key
    if versioned:
        managed.version = _DLPackVersion(1, 0)
        managed.flags = _DLPACK_READ_ONLY if readonly else 0
        managed.deleter = _DELETER_VERSIONED
        return _PyCapsule_New(_c.addressof(managed), b"dltensor_versioned", _destructors()[1])
    managed.deleter = _DELETER_UNVERSIONED
    return _PyCapsule_New(_c.addressof(managed), b"dltensor", _destructors()[0])


_DLPACK_READ_ONLY = 1  # DLPACK_FLAG_BITMASK_READ_ONLY


def _dlpack_tensor(capsule: object) -> tuple[_DLTensor, bool]:
    """(the tensor, whether it is read-only) of an unconsumed DLPack capsule, read in place:
    valid as long as the capsule lives (it keeps the memory alive)."""
    pointer = _c.c_void_p(id(capsule))
    if _PyCapsule_IsValid(pointer, b"dltensor_versioned"):
        versioned = _DLManagedTensorVersioned.from_address(
            _PyCapsule_GetPointer(pointer, b"dltensor_versioned")
        )
        return versioned.dl_tensor, bool(versioned.flags & _DLPACK_READ_ONLY)
    if _PyCapsule_IsValid(pointer, b"dltensor"):
        managed = _DLManagedTensor.from_address(_PyCapsule_GetPointer(pointer, b"dltensor"))
        return managed.dl_tensor, False
    raise TypeError("__dlpack__ did not return a DLPack capsule")


def _read_dlpack(capsule: object) -> tuple[int, int, int, int]:
    """(address, nbytes, device type, device id) of a DLPack capsule's contiguous tensor,
    read without consuming it (the capsule keeps the memory alive)."""
    tensor, _ = _dlpack_tensor(capsule)
    nbytes = (tensor.dtype.bits * tensor.dtype.lanes + 7) // 8
    expected = nbytes
    for i in reversed(range(tensor.ndim)):
        if tensor.strides and tensor.shape[i] > 1 and tensor.strides[i] * nbytes != expected:
            raise ValueError("from_array takes contiguous (C-order) arrays only")
        expected *= tensor.shape[i]
    return (
        (tensor.data or 0) + tensor.byte_offset,
        expected,
        tensor.device.device_type,
        tensor.device.device_id,
    )


def from_array(obj: object) -> Buffer:
    """A Buffer over the memory of another library's array, not copied and never freed here
    (the Buffer keeps `obj` alive): `__cuda_array_interface__` (CuPy, PyTorch, Numba), then
    DLPack (`__dlpack__`), then `__array_interface__` or the buffer protocol (host memory:
    NumPy, bytearray). The array must be contiguous."""
    interface = getattr(obj, "__cuda_array_interface__", None)
    if interface is not None:
        return Buffer._new(
            int(interface["data"][0]),
            _interface_nbytes(interface),
            None,
            obj,
            _kDLCUDA,
            _pointer_device(int(interface["data"][0])),
        )
    if hasattr(obj, "__dlpack__") and hasattr(obj, "__dlpack_device__"):
        device_type, _ = obj.__dlpack_device__()
        if device_type != _kDLCPU or not hasattr(obj, "__array_interface__"):
            capsule = obj.__dlpack__()
            ptr, nbytes, kind, device_id = _read_dlpack(capsule)
            return Buffer._new(ptr, nbytes, None, (obj, capsule), kind, device_id)
    interface = getattr(obj, "__array_interface__", None)
    if interface is not None:
        return Buffer._new(
            int(interface["data"][0]), _interface_nbytes(interface), None, obj, _kDLCPU, 0
        )
    try:
        view = memoryview(obj)  # type: ignore[arg-type]
    except TypeError:
        raise TypeError(
            f"from_array takes an object with __cuda_array_interface__, __dlpack__, "
            f"__array_interface__ or the buffer protocol; got {type(obj).__name__}"
        ) from None
    if not view.c_contiguous:
        raise ValueError("from_array takes contiguous (C-order) arrays only")
    if view.readonly:
        raise ValueError("from_array takes writable host buffers (this one is read-only)")
    chars = (_c.c_char * view.nbytes).from_buffer(view)
    return Buffer._new(_c.addressof(chars), view.nbytes, None, (obj, view, chars), _kDLCPU, 0)


def _interface_nbytes(interface: dict[str, _Any]) -> int:
    itemsize = int(interface["typestr"][2:])
    strides = interface.get("strides")
    shape = tuple(int(n) for n in interface["shape"])
    if strides is not None:
        expected = itemsize
        for extent, stride in zip(reversed(shape), reversed(tuple(strides)), strict=True):
            if extent > 1 and stride != expected:
                raise ValueError("from_array takes contiguous (C-order) arrays only")
            expected *= extent
    nbytes = itemsize
    for extent in shape:
        nbytes *= extent
    return nbytes


def _pointer_device(ptr: int) -> int:
    try:
        return int(_d.cuPointerGetAttribute(_d.CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, ptr))
    except CUDAError:
        return 0


# --- compilation ------------------------------------------------------------------------------


# Names used only inside functions: imported once this module's own are defined (the
# package's modules refer to each other), the modules others build on first.
from ._memory._buffer import Buffer
