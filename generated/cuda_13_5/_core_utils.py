"""cuda.core's `utils` module for the object layer (`from <package>.core import utils`):
`StridedMemoryView`, a typed strided view of another library's array (DLPack, the CUDA Array
Interface, the NumPy array interface) with the decorator `args_viewable_as_strided_memory`, and
caches of compiled programs (`ProgramCacheResource`, `InMemoryProgramCache`,
`FileStreamProgramCache`, `make_program_cache_key`) that `Program.compile(..., cache=)` uses.

Shipped as each driver package's `_core_utils.py` (cudagen.runtime.SHIPPED); `core.utils`
imports it at first use. Names and behaviour are cuda.core 1.2.2's; the DLPack structures,
capsule reading and export, and the stream hand-off are core.py's. NumPy is optional: with it
`StridedMemoryView.dtype` is a `numpy.dtype`, without it the array-interface type string
("<f4"). `StridedMemoryView.as_tensor_map` makes a TMA descriptor (in _core_tma.py).
`StridedMemoryView.copy_from`/`copy_to` copy between views (cuda.core 1.2.2 declares them and
raises NotImplementedError): one cuMemcpyAsync, cuMemcpy2DAsync or cuMemcpy3DAsync where the two
layouts allow it, else through temporary buffers, with a gather or scatter on the host (NumPy, or
ctypes) or on the device (a small strided-copy kernel compiled once with NVRTC).
"""

from __future__ import annotations

import abc as _abc
import collections as _collections
import collections.abc as _cabc
import contextlib as _contextlib
import ctypes as _c
import dataclasses as _dataclasses
import enum as _enum
import functools as _functools
import hashlib as _hashlib
import importlib as _importlib
import itertools as _itertools
import os as _os
import tempfile as _tempfile
import threading as _threading
import time as _time
import warnings as _warnings
from pathlib import Path as _Path

from . import _core_release as _r
from . import core as _core
from . import driver as _d

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable as _Callable
    from typing import Any as _Any

__all__ = [
    "CopyOptions",
    "FileStreamProgramCache",
    "InMemoryProgramCache",
    "MemcpyOverlapMode",
    "MemcpySrcAccessOrder",
    "ProgramCacheResource",
    "StridedMemoryView",
    "args_viewable_as_strided_memory",
    "copy_batch",
    "discard_batch",
    "discard_prefetch_batch",
    "make_program_cache_key",
    "prefetch_batch",
]

_kDLCPU, _kDLCUDA, _kDLCUDAHost, _kDLCUDAManaged = (
    _core._kDLCPU,
    _core._kDLCUDA,
    _core._kDLCUDAHost,
    _core._kDLCUDAManaged,
)
# DLPack's type codes (dlpack.h DLDataTypeCode) and the array-interface kind of each.
_kDLInt, _kDLUInt, _kDLFloat, _kDLBfloat, _kDLComplex, _kDLBool = 0, 1, 2, 4, 5, 6
_KINDS = {_kDLInt: "i", _kDLUInt: "u", _kDLFloat: "f", _kDLComplex: "c", _kDLBool: "b"}
_CODES = {kind: code for code, kind in _KINDS.items()}
_BITS = {
    _kDLInt: ((8, 16, 32, 64), "int"),
    _kDLUInt: ((8, 16, 32, 64), "uint"),
    _kDLFloat: ((16, 32, 64), "float"),
    _kDLComplex: ((64, 128), "complex"),
}
_DLPACK_VERSION = (1, 3)  # the newest DLPack asked of a producer, as cuda.core 1.2.2 asks


def _numpy() -> _Any:
    """NumPy, or None where it is not installed (dtypes are then type strings)."""
    try:
        import numpy
    except ImportError:
        return None
    return numpy


@_functools.lru_cache
def _typestr_dtype(typestr: str) -> object:
    numpy = _numpy()
    return typestr if numpy is None else numpy.dtype(typestr)


def _typestr_itemsize(typestr: str) -> int:
    numpy = _numpy()
    if numpy is None:
        return int(typestr[2:])
    return int(numpy.dtype(typestr).itemsize)


def _dtype_from_dlpack(code: int, bits: int, lanes: int) -> object:
    """The NumPy dtype (the type string without NumPy) of a DLPack data type, with cuda.core's
    errors for what NumPy cannot hold."""
    if lanes != 1:
        raise NotImplementedError(f"vector dtypes (lanes={lanes}) is not supported")
    if code == _kDLBool:
        if bits != 8:
            raise TypeError(f"{bits}-bit bool is not supported")
        return _typestr_dtype("|b1")
    if code == _kDLBfloat:
        try:
            _importlib.import_module("ml_dtypes")  # registers bfloat16 with NumPy
        except ImportError:
            raise NotImplementedError(
                "Support for bfloat16 within cuda-core requires `ml_dtypes` to be installed."
            ) from None
        numpy = _numpy()
        return numpy.dtype("bfloat16")
    if code not in _BITS:
        raise TypeError(f"Unsupported dtype. dtype code: {code}")
    allowed, name = _BITS[code]
    if bits not in allowed:
        raise TypeError(f"{name}{bits} is not supported.")
    order = "|" if bits == 8 else "<"
    return _typestr_dtype(f"{order}{_KINDS[code]}{bits // 8}")


def _dlpack_dtype(dtype: object) -> tuple[int, int, int]:
    """DLPack's (code, bits, lanes) of a NumPy dtype or a type string, for export."""
    numpy = _numpy()
    if numpy is not None:
        np_dtype = numpy.dtype(dtype)
        if np_dtype.fields is not None:
            raise BufferError("Structured dtypes are not supported for DLPack export")
        if not np_dtype.isnative and np_dtype.byteorder not in ("=", "|"):
            raise BufferError("Non-native-endian dtypes are not supported for DLPack export")
        kind, bits, shown = np_dtype.kind, np_dtype.itemsize * 8, np_dtype
    else:
        text = str(dtype)
        if text[:1] == ">":
            raise BufferError("Non-native-endian dtypes are not supported for DLPack export")
        kind, bits, shown = text[1:2], int(text[2:] or 0) * 8, text
    code = _CODES.get(kind)
    if code is None:
        raise BufferError(f"Unsupported dtype for DLPack export: {shown}")
    if code == _kDLBool:
        if bits != 8:
            raise BufferError(f"Unsupported bool dtype itemsize: {bits // 8}")
    elif bits not in _BITS[code][0]:
        raise BufferError(f"Unsupported dtype for DLPack export: {shown}")
    return (code, bits, 1)


def _itemsize_of(dtype: object) -> int:
    itemsize = getattr(dtype, "itemsize", None)
    return int(itemsize) if itemsize is not None else _typestr_itemsize(str(dtype))


class _StridedLayout:
    """What a view's `_layout` is (cuda.core's private _StridedLayout, reduced to what a view
    needs): `shape`, `strides` in elements (None: C-contiguous), `itemsize` in bytes."""

    __slots__ = ("itemsize", "shape", "strides")

    def __init__(
        self,
        shape: tuple[int, ...],
        strides: tuple[int, ...] | None,
        itemsize: int,
        divide_strides: bool = False,
    ) -> None:
        shape = tuple(int(n) for n in shape)
        itemsize = int(itemsize)
        if itemsize <= 0:
            raise ValueError(f"itemsize must be positive, got {itemsize}")
        if any(n < 0 for n in shape):
            raise ValueError(f"shape must not be negative, got {shape}")
        if strides is not None:
            strides = tuple(int(s) for s in strides)
            if len(strides) != len(shape):
                raise ValueError(
                    f"strides {strides} and shape {shape} must have the same number of dimensions"
                )
            if divide_strides:
                if any(s % itemsize for s in strides):
                    raise ValueError("strides must be divisible by itemsize")
                strides = tuple(s // itemsize for s in strides)
        self.shape = shape
        self.strides = strides
        self.itemsize = itemsize

    @property
    def volume(self) -> int:
        volume = 1
        for n in self.shape:
            volume *= n
        return volume

    def strides_or_dense(self) -> tuple[int, ...]:
        """The strides, C-contiguous ones where there are none."""
        if self.strides is not None:
            return self.strides
        strides, step = [], 1
        for n in reversed(self.shape):
            strides.append(step)
            step *= max(n, 1)
        return tuple(reversed(strides))

    def required_size_in_bytes(self) -> int:
        """The bytes from the first element to past the last (0 when empty)."""
        if self.volume == 0:
            return 0
        strides = self.strides_or_dense()
        low = sum((n - 1) * s for n, s in zip(self.shape, strides, strict=True) if s < 0)
        high = sum((n - 1) * s for n, s in zip(self.shape, strides, strict=True) if s > 0)
        if low < 0:
            raise ValueError(
                "Allocation size for a layout that maps elements to negative memory offsets "
                f"is ambiguous. The layout's min_offset is {low}."
            )
        return (high + 1) * self.itemsize

    def __repr__(self) -> str:
        return (
            f"_StridedLayout(shape={self.shape}, strides={self.strides}, "
            f"itemsize={self.itemsize})"
        )


def _simple_repr(obj: object) -> str:
    cls = obj if isinstance(obj, type) else type(obj)
    if cls.__module__ in (None, "builtins"):
        return cls.__name__
    return f"{cls.__module__}.{cls.__name__}"


class StridedMemoryView:
    """A typed, strided view of another library's array or of a Buffer, as cuda.core's: `ptr`,
    `shape`, `strides` (in elements; None where the producer gives none, C-contiguous), `dtype`,
    `size`, `device_id` (-1: host memory only the CPU reaches), `is_device_accessible`,
    `readonly` and `exporting_obj` (what is viewed, kept alive by the view).

    Made by `from_dlpack` (`__dlpack__`), `from_cuda_array_interface`, `from_array_interface`
    (host arrays), `from_any_interface` (DLPack first, then the CUDA Array Interface),
    `from_buffer` (a Buffer with a shape), or by `args_viewable_as_strided_memory`'s proxies.
    `stream_ptr` is the consumer stream's handle: the producer's stream is made to come first
    (DLPack passes it on to `__dlpack__`; the CUDA Array Interface records an event on the
    producer's stream and makes the consumer wait for it); -1 asks for no ordering. None is
    refused where ordering matters (device memory), as cuda.core does.

    A view exports itself again by DLPack (`__dlpack__`, `__dlpack_device__`). A DLPack
    producer's capsule is kept, unconsumed, by the view: the producer's memory lives as long as
    the view does, and is released by the capsule when the view goes."""

    __slots__ = (
        "__weakref__",
        "_buffer",
        "_device_id",
        "_dl_device",
        "_dl_dtype",
        "_dtype",
        "_exporting_obj",
        "_is_device_accessible",
        "_layout_",
        "_metadata",
        "_ptr",
        "_readonly",
        "_tensor",
    )
    _ptr: int
    _device_id: int
    _is_device_accessible: bool
    _readonly: bool
    _exporting_obj: object
    _metadata: object  # the DLPack capsule, or the (CUDA) array interface's dict
    _tensor: _Any  # the capsule's DLTensor (core._DLTensor), read in place
    _dl_device: tuple[int, int] | None  # the DLPack producer's device
    _dl_dtype: tuple[int, int, int] | None  # the DLPack producer's (code, bits, lanes)
    _dtype: _Any
    _layout_: _StridedLayout | None
    _buffer: _core.Buffer | None

    def __init__(self, obj: object = None, stream_ptr: int | None = None) -> None:
        _empty(self)
        name = type(self).__name__
        if obj is None:
            _warnings.warn(
                f"Constructing an empty {name} is deprecated; use one of the classmethods "
                "`from_dlpack`, `from_cuda_array_interface` or `from_any_interface` to "
                "construct a StridedMemoryView from an object",
                DeprecationWarning,
                stacklevel=2,
            )
        elif _has_dlpack(obj):
            _warnings.warn(
                f"Constructing a {name} directly from a DLPack-supporting object is deprecated; "
                "Use `StridedMemoryView.from_dlpack` or `StridedMemoryView.from_any_interface` "
                "instead.",
                DeprecationWarning,
                stacklevel=2,
            )
            _view_dlpack(self, obj, stream_ptr)
        else:
            _warnings.warn(
                f"Constructing a {name} directly from a CUDA-array-interface-supporting object "
                "is deprecated; Use `StridedMemoryView.from_cuda_array_interface` or "
                "`StridedMemoryView.from_any_interface` instead.",
                DeprecationWarning,
                stacklevel=2,
            )
            _view_cai(self, obj, stream_ptr)

    # --- making views ---

    @classmethod
    def from_dlpack(cls, obj: object, stream_ptr: int | None = None) -> StridedMemoryView:
        """A view of an object with `__dlpack__` and `__dlpack_device__`; `stream_ptr` is
        passed on to `__dlpack__` (-1: no ordering; None is refused for device memory)."""
        return _view_dlpack(_empty(object.__new__(cls)), obj, stream_ptr)

    @classmethod
    def from_cuda_array_interface(
        cls, obj: object, stream_ptr: int | None = None
    ) -> StridedMemoryView:
        """A view of an object with `__cuda_array_interface__` (v3): the consumer stream
        `stream_ptr` waits for the producer's `stream` (-1: no ordering; None is refused)."""
        return _view_cai(_empty(object.__new__(cls)), obj, stream_ptr)

    @classmethod
    def from_array_interface(cls, obj: object) -> StridedMemoryView:
        """A view of a host array with `__array_interface__` (v3), such as a NumPy array; its
        `device_id` is the current context's device, as cuda.core's."""
        return _view_array_interface(_empty(object.__new__(cls)), obj)

    @classmethod
    def from_any_interface(cls, obj: object, stream_ptr: int | None = None) -> StridedMemoryView:
        """DLPack where `obj` has it, else the CUDA Array Interface."""
        if _has_dlpack(obj):
            return cls.from_dlpack(obj, stream_ptr)
        return cls.from_cuda_array_interface(obj, stream_ptr)

    @classmethod
    def from_buffer(
        cls,
        buffer: _core.Buffer,
        shape: tuple[int, ...],
        strides: tuple[int, ...] | None = None,
        *,
        itemsize: int | None = None,
        dtype: object = None,
        is_readonly: bool = False,
    ) -> StridedMemoryView:
        """A view of `buffer` as an array of `shape` (`strides` in elements, None:
        C-contiguous) of `dtype` or of elements of `itemsize` bytes. Nothing is synchronized.
        An allocated buffer (one with a memory resource) must hold the whole layout."""
        if itemsize is None and dtype is None:
            raise ValueError("Either itemsize or dtype must be specified")
        if dtype is not None:
            dtype = _as_dtype(dtype)
            if itemsize is not None and itemsize != _itemsize_of(dtype):
                raise ValueError(
                    f"itemsize ({itemsize}) does not match dtype.itemsize ({_itemsize_of(dtype)})"
                )
            itemsize = _itemsize_of(dtype)
        assert itemsize is not None
        layout = _StridedLayout(shape, strides, itemsize)
        return _view_buffer(_empty(object.__new__(cls)), buffer, layout, dtype, is_readonly)

    def view(self, layout: _Any = None, dtype: object = None) -> StridedMemoryView:
        """A view of the same memory with another `layout` (an object with `shape`, `strides`
        in elements and `itemsize`: cuda.core's _StridedLayout or this view's `_layout`) or
        `dtype`, as `from_buffer` on this view's buffer; this view itself when neither is
        given."""
        if layout is None and dtype is None:
            return self
        if layout is None:
            layout = self._layout
        else:
            layout = _StridedLayout(layout.shape, layout.strides, layout.itemsize)
        if dtype is None:
            dtype = self.dtype
        view = _empty(object.__new__(type(self)))
        assert isinstance(layout, _StridedLayout)
        return _view_buffer(view, self._get_buffer(), layout, dtype, self._readonly)

    def as_tensor_map(
        self,
        box_dim: tuple[int, ...] | None = None,
        *,
        options: _Any = None,
        element_strides: tuple[int, ...] | None = None,
        data_type: object = None,
        interleave: object = None,
        swizzle: object = None,
        l2_promotion: object = None,
        oob_fill: object = None,
    ) -> _Any:
        """A tiled TMA descriptor (core.TensorMapDescriptor, cuTensorMapEncodeTiled) of this
        view: tiles of `box_dim` elements per dimension (outermost first), or the bundled
        `options` (a core.TensorMapDescriptorOptions or a dict of its fields); the keywords
        left None take their defaults."""
        from ._core_tma import TensorMapDescriptor

        given = {
            "element_strides": element_strides,
            "data_type": data_type,
            "interleave": interleave,
            "swizzle": swizzle,
            "l2_promotion": l2_promotion,
            "oob_fill": oob_fill,
        }
        kwargs = {name: value for name, value in given.items() if value is not None}
        return TensorMapDescriptor._from_tiled(self, box_dim, options=options, **kwargs)

    # --- copies between views ---

    def copy_from(
        self,
        other: StridedMemoryView,
        stream: _core.Stream | _core.GraphBuilder | None,
        allocator: _Any = None,
        blocking: bool | None = None,
    ) -> None:
        """Copy the elements of `other` into this view, ordered on `stream` (None: the legacy
        default stream): host to device, device to host, device to device (one device), and
        host to host. The shapes and dtypes must be equal (ValueError, TypeError); the layouts
        may differ (strides in any order, gaps, negative strides; this view's elements must not
        overlap). Equal dense layouts take one cuMemcpyAsync, rows with a pitch one
        cuMemcpy2DAsync or cuMemcpy3DAsync; other layouts go through temporary buffers (from
        `allocator`, else the device's memory resource and pinned host memory), with the host
        side gathered or scattered on the CPU and the device side by a strided-copy kernel
        (compiled once per device with NVRTC).

        `allocator`: a MemoryResource, used for the temporary buffers it can hold (device ones
        when it is device-accessible, host ones when host-accessible), or a dict (or object) with
        "host" and "device" resources. `blocking`: True waits for the copy to finish (the stream
        is synchronized); False returns once it is queued, where it can (a scatter into
        non-contiguous host memory waits for the data first); None: False between device
        memories, True when a side is host memory."""
        _strided_copy(self, other, stream, allocator, blocking, "copy_from")

    def copy_to(
        self,
        other: StridedMemoryView,
        stream: _core.Stream | _core.GraphBuilder | None = None,
        allocator: _Any = None,
        blocking: bool | None = None,
    ) -> None:
        """Copy the elements of this view into `other` (see copy_from)."""
        _strided_copy(other, self, stream, allocator, blocking, "copy_to")

    # --- what a view is ---

    @property
    def ptr(self) -> int:
        """The address of the first element (an int)."""
        return self._ptr

    @property
    def device_id(self) -> int:
        """The device the memory is on; -1 for host memory only the CPU reaches."""
        return self._device_id

    @property
    def is_device_accessible(self) -> bool:
        return self._is_device_accessible

    @property
    def readonly(self) -> bool:
        return self._readonly

    @property
    def exporting_obj(self) -> object:
        """The object viewed (the Buffer, for a view made by from_buffer)."""
        return self._exporting_obj

    @property
    def _layout(self) -> _StridedLayout:
        if self._layout_ is None:
            self._layout_ = _infer_layout(self)
        return self._layout_

    @property
    def size(self) -> int:
        """The number of elements."""
        return self._layout.volume

    @property
    def shape(self) -> tuple[int, ...]:
        return self._layout.shape

    @property
    def strides(self) -> tuple[int, ...] | None:
        """The strides in elements (not bytes); None where the producer gave none (C order)."""
        return self._layout.strides

    @property
    def dtype(self) -> _Any:
        """The element type: a NumPy dtype (the type string where NumPy is not installed);
        None for a view made from a Buffer with an itemsize alone."""
        if self._dtype is None:
            if self._dl_dtype is not None:
                self._dtype = _dtype_from_dlpack(*self._dl_dtype)
            elif isinstance(self._metadata, dict):
                self._dtype = _typestr_dtype(self._metadata["typestr"])
        return self._dtype

    def __repr__(self) -> str:
        pad = " " * 18
        return (
            f"StridedMemoryView(ptr={self.ptr},\n"
            f"{pad}shape={self.shape},\n"
            f"{pad}strides={self.strides},\n"
            f"{pad}itemsize={self._layout.itemsize},\n"
            f"{pad}dtype={_simple_repr(self.dtype)},\n"
            f"{pad}device_id={self.device_id},\n"
            f"{pad}is_device_accessible={self.is_device_accessible},\n"
            f"{pad}readonly={self.readonly},\n"
            f"{pad}exporting_obj={_simple_repr(self.exporting_obj)})"
        )

    # --- exporting again ---

    def __dlpack_device__(self) -> tuple[int, int]:
        if self._dl_device is not None:
            kind, device_id = self._dl_device
            return (kind, device_id if kind == _kDLCUDA else 0)
        if self._is_device_accessible:
            buffer = self._get_buffer()
            device, host = buffer.is_device_accessible, buffer.is_host_accessible
            if device and not host:
                return (_kDLCUDA, buffer.device_id)
            if device and host:
                return (_kDLCUDAHost, 0)
            if host:
                return (_kDLCPU, 0)
            raise BufferError("buffer is neither device-accessible nor host-accessible")
        return (_kDLCPU, 0)

    def __dlpack__(
        self,
        *,
        stream: int | None = None,
        max_version: tuple[int, int] | None = None,
        dl_device: tuple[int, int] | None = None,
        copy: bool | None = None,
    ) -> object:
        """A DLPack capsule of the view (not copied; `stream` is taken and not used: nothing
        is synchronized, as with cuda.core)."""
        if dl_device is not None:
            raise BufferError("Sorry, not supported: dl_device other than None")
        if copy is True:
            raise BufferError("Sorry, not supported: copy=True")
        versioned = False
        if max_version is not None:
            if not isinstance(max_version, tuple):
                raise TypeError(
                    f"Argument 'max_version' has incorrect type (expected tuple, got "
                    f"{type(max_version).__name__})"
                )
            if len(max_version) != 2:
                raise BufferError(f"Expected max_version tuple[int, int], got {max_version}")
            versioned = max_version >= (1, 0)
        dtype = self.dtype
        if dtype is None:
            raise BufferError(
                "Cannot export StridedMemoryView via DLPack without dtype information; "
                "create the view with dtype specified."
            )
        code = _dlpack_dtype(dtype)
        layout = self._layout
        return _core._dlpack_export(
            self,
            self._ptr if layout.volume else 0,
            self.__dlpack_device__(),
            layout.shape,
            layout.strides_or_dense(),
            code,
            versioned,
            self._readonly,
        )

    def _get_buffer(self) -> _core.Buffer:
        """The Buffer the view is over: the one viewed (from_buffer), else one over `ptr` that
        keeps the viewed object alive and is never freed."""
        if self._buffer is None:
            if isinstance(self._exporting_obj, _core.Buffer):
                self._buffer = self._exporting_obj
            else:
                if self._dl_device is not None:
                    kind = self._dl_device[0]
                else:
                    kind = _kDLCUDA if self._is_device_accessible else _kDLCPU
                # A DLPack producer's memory may live only as long as its capsule: the
                # Buffer keeps both.
                owner = self._exporting_obj
                if self._tensor is not None:
                    owner = (self._exporting_obj, self._metadata)
                self._buffer = _core.Buffer._new(self._ptr, 0, None, owner, kind, self._device_id)
        return self._buffer


def _empty(view: StridedMemoryView) -> StridedMemoryView:
    """`view` with every field at cuda.core's starting value."""
    view._ptr = 0
    view._device_id = 0
    view._is_device_accessible = False
    view._readonly = False
    view._exporting_obj = None
    view._metadata = None
    view._tensor = None
    view._dl_device = None
    view._dl_dtype = None
    view._dtype = None
    view._layout_ = None
    view._buffer = None
    return view


def _as_dtype(dtype: object) -> object:
    numpy = _numpy()
    return dtype if numpy is None else numpy.dtype(dtype)


def _has_dlpack(obj: object) -> bool:
    if hasattr(obj, "__dlpack__") and hasattr(obj, "__dlpack_device__"):
        return True
    if hasattr(obj, "__cuda_array_interface__"):
        return False
    raise BufferError("the input object does not support any data exchange protocol")


def _view_dlpack(view: StridedMemoryView, obj: _Any, stream_ptr: int | None) -> StridedMemoryView:
    kind, device_id = (int(x) for x in obj.__dlpack_device__())
    accessible = True
    if kind == _kDLCPU:
        accessible, device_id = False, -1
        if stream_ptr is None:
            raise BufferError("stream=None is ambiguous with view()")
        if stream_ptr == -1:
            stream_ptr = None
    elif kind == _kDLCUDA:
        if stream_ptr is None:
            raise BufferError("stream=None is ambiguous with view()")
    elif kind not in (_kDLCUDAHost, _kDLCUDAManaged):
        raise BufferError("device not supported")
    stream = int(stream_ptr) if stream_ptr else None
    try:
        capsule = obj.__dlpack__(stream=stream, max_version=_DLPACK_VERSION)
    except TypeError:  # a producer from before DLPack 1.0 takes no max_version
        capsule = obj.__dlpack__(stream=stream)
    try:
        tensor, readonly = _core._dlpack_tensor(capsule)
    except TypeError:
        raise BufferError("Invalid DLPack capsule") from None
    view._metadata = capsule  # keeps the producer's memory (and `tensor`) alive
    view._tensor = tensor
    view._ptr = (tensor.data or 0) + tensor.byte_offset
    view._device_id = device_id
    view._is_device_accessible = accessible
    view._readonly = readonly
    view._exporting_obj = obj
    view._dl_device = (int(tensor.device.device_type), int(tensor.device.device_id))
    view._dl_dtype = (int(tensor.dtype.code), int(tensor.dtype.bits), int(tensor.dtype.lanes))
    return view


def _interface(obj: _Any, name: str, what: str) -> dict[str, _Any]:
    data: dict[str, _Any] = getattr(obj, name)
    # PyTorch's CUDA Array Interface is version 2 (no "stream"), which cuda.core takes too.
    oldest = 2 if name == "__cuda_array_interface__" else 3
    if data["version"] < oldest:
        raise BufferError(f"only {what} v{oldest} or above is supported")
    if data.get("mask") is not None:
        raise BufferError("mask is not supported")
    return data


def _view_cai(view: StridedMemoryView, obj: _Any, stream_ptr: int | None) -> StridedMemoryView:
    data = _interface(obj, "__cuda_array_interface__", "CUDA Array Interface")
    if stream_ptr is None:
        raise BufferError("stream=None is ambiguous with view()")
    view._exporting_obj = obj
    view._metadata = data
    ptr, readonly = data["data"]
    view._ptr, view._readonly = int(ptr), bool(readonly)
    view._is_device_accessible = True
    _core._init()
    if view._ptr != 0:
        view._device_id = int(
            _d.cuPointerGetAttribute(_d.CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, view._ptr)
        )
    else:
        view._device_id = int(_d.cuCtxGetDevice())
    consumer = int(stream_ptr)
    producer = data.get("stream")
    if consumer != -1 and producer is not None:
        if int(producer) <= 0:
            raise BufferError(
                f"__cuda_array_interface__'s stream must be a stream handle above 0 "
                f"(the CUDA Array Interface v3 rules out 0), got {producer!r}"
            )
        _core._stream_wait(consumer, int(producer))
    return view


def _view_array_interface(view: StridedMemoryView, obj: _Any) -> StridedMemoryView:
    data = _interface(obj, "__array_interface__", "NumPy Array Interface")
    view._exporting_obj = obj
    view._metadata = data
    ptr, readonly = data["data"]
    view._ptr, view._readonly = int(ptr), bool(readonly)
    view._is_device_accessible = False
    _core._init()
    view._device_id = int(_d.cuCtxGetDevice())
    return view


def _view_buffer(
    view: StridedMemoryView,
    buffer: _Any,
    layout: _StridedLayout,
    dtype: object,
    readonly: bool,
) -> StridedMemoryView:
    if dtype is not None:
        dtype = _as_dtype(dtype)
        if _itemsize_of(dtype) != layout.itemsize:
            raise ValueError(
                f"The dtype's itemsize ({_itemsize_of(dtype)}) does not match the layout's "
                f"itemsize ({layout.itemsize})."
            )
    if buffer.memory_resource is not None and buffer.size < layout.required_size_in_bytes():
        raise ValueError(
            f"Buffer size is too small for the layout. Expected at least "
            f"{layout.required_size_in_bytes()} bytes, got {buffer.size} bytes."
        )
    view._ptr = int(buffer.handle)
    view._device_id = buffer.device_id
    view._is_device_accessible = buffer.is_device_accessible
    view._readonly = bool(readonly)
    view._exporting_obj = view._buffer = buffer
    view._layout_ = layout
    view._dtype = dtype
    return view


def _infer_layout(view: StridedMemoryView) -> _StridedLayout:
    tensor = view._tensor
    if tensor is not None:
        bits = tensor.dtype.bits * tensor.dtype.lanes
        if bits % 8:
            raise ValueError("dl_tensor.dtype.bits must be a multiple of 8")
        ndim = tensor.ndim
        shape = tuple(tensor.shape[i] for i in range(ndim))
        strides = tuple(tensor.strides[i] for i in range(ndim)) if tensor.strides else None
        return _StridedLayout(shape, strides, bits // 8)
    if isinstance(view._metadata, dict):
        data = view._metadata
        itemsize = _typestr_itemsize(data["typestr"])
        strides = data.get("strides")
        if strides is None and data.get("version", 3) < 3:
            # A version 2 interface (PyTorch's) without strides: cuda.core gives its C-order
            # strides, where a version 3 one keeps None.
            shape, step, out = tuple(data["shape"]), itemsize, []
            for extent in reversed(shape):
                out.append(step)
                step *= max(int(extent), 1)
            strides = tuple(reversed(out))
        return _StridedLayout(data["shape"], strides, itemsize, True)
    raise ValueError("Cannot infer layout from the exporting object")


# --- copies between views (StridedMemoryView.copy_from / copy_to) ----------------------------
#
# A copy is described by the address of each side's first element and its dimensions: (extent,
# destination stride, source stride), strides in bytes. Normalized, extent-1 dimensions are gone,
# the destination's strides are positive (a dimension negative there is walked the other way on
# both sides), sorted from the largest, and neighbours that are one dimension on both sides are
# merged. Then:
#   - one memcpy where the two agree: dense alike (cuMemcpyAsync), or rows of one width with a
#     pitch on each side, in one or two outer dimensions (cuMemcpy2DAsync, cuMemcpy3DAsync);
#   - between device memories, the strided-copy kernel (one launch, any strides);
#   - from host memory: a source that is dense in some order goes as it is into a device buffer
#     laid out alike, any other is first gathered on the CPU into a dense pinned buffer; then
#     device to device as above;
#   - to host memory: into a device buffer laid out as a dense destination, then one copy; a
#     destination that is not dense gets the data in a pinned buffer, waited for, and scattered
#     on the CPU.
# Host to host is a CPU copy. Temporary buffers are closed on the stream (stream-ordered frees).

_COPY_DIMS = 16  # dimensions the kernel takes; more are looped over, a launch each
_COPY_UNITS = (16, 8, 4, 2, 1)  # bytes a thread moves at once: the widest all addresses allow
_COPY_THREADS = 256
_COPY_MAX_BLOCKS = 1 << 20  # the kernel loops over the elements beyond
_COPY_KERNEL_SOURCE = r"""
// cudagen: StridedMemoryView.copy_from's strided copy. Element i of p.n, unravelled over p.shape
// (last dimension fastest), is p.units units of T copied from src + offset to dst + offset, the
// offsets the dot products of its index with p.dst and p.src (strides in bytes).
#define CUDAGEN_COPY_DIMS 16
struct CudagenCopyParams {
    long long n;
    int ndim;
    int units;
    long long shape[CUDAGEN_COPY_DIMS];
    long long dst[CUDAGEN_COPY_DIMS];
    long long src[CUDAGEN_COPY_DIMS];
};
struct __align__(16) CudagenUnit16 {
    unsigned long long lo, hi;
};

template <typename T>
__device__ __forceinline__ void cudagen_copy(char *dst, const char *src, const CudagenCopyParams &p) {
    const long long step = (long long)gridDim.x * blockDim.x;
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < p.n; i += step) {
        long long rest = i, d = 0, s = 0;
        for (int k = p.ndim - 1; k >= 0; --k) {
            const long long index = rest % p.shape[k];
            rest /= p.shape[k];
            d += index * p.dst[k];
            s += index * p.src[k];
        }
        T *out = reinterpret_cast<T *>(dst + d);
        const T *in = reinterpret_cast<const T *>(src + s);
        for (int u = 0; u < p.units; ++u) out[u] = in[u];
    }
}

#define CUDAGEN_COPY_KERNEL(BYTES, TYPE)                                                         \
    extern "C" __global__ void cudagen_strided_copy_##BYTES(char *dst, const char *src,         \
                                                            CudagenCopyParams p) {              \
        cudagen_copy<TYPE>(dst, src, p);                                                         \
    }
CUDAGEN_COPY_KERNEL(1, unsigned char)
CUDAGEN_COPY_KERNEL(2, unsigned short)
CUDAGEN_COPY_KERNEL(4, unsigned int)
CUDAGEN_COPY_KERNEL(8, unsigned long long)
CUDAGEN_COPY_KERNEL(16, CudagenUnit16)
"""


class _CopyParams(_c.Structure):
    """The kernel's CudagenCopyParams, passed by value."""

    _fields_ = [
        ("n", _c.c_longlong),
        ("ndim", _c.c_int),
        ("units", _c.c_int),
        ("shape", _c.c_longlong * _COPY_DIMS),
        ("dst", _c.c_longlong * _COPY_DIMS),
        ("src", _c.c_longlong * _COPY_DIMS),
    ]


_Dims = list[tuple[int, int, int]]  # (extent, destination stride, source stride), in bytes
_COPY_KERNELS: dict[int, dict[int, _core.Kernel]] = {}  # device ordinal -> unit -> kernel
_MAX_PITCH: dict[int, int] = {}  # device ordinal -> CU_DEVICE_ATTRIBUTE_MAX_PITCH
_COPY_LOCK = _threading.Lock()
# Bytes: the largest virtual address space of a CPU or GPU (x86-64's 5-level paging).
_ADDRESS_SPACE = 1 << 57


def _strided_copy(
    dst: _Any, src: _Any, stream: object, allocator: object, blocking: object, who: str
) -> None:
    """StridedMemoryView.copy_from (dst is the view) and copy_to (src is)."""
    dst_name, src_name = ("this view", "other") if who == "copy_from" else ("other", "this view")
    other = src if who == "copy_from" else dst
    if not isinstance(other, StridedMemoryView):
        raise TypeError(f"{who}: other must be a StridedMemoryView, got {type(other).__name__}")
    if blocking is not None and not isinstance(blocking, bool):
        raise TypeError(f"{who}: blocking must be True, False or None, got {blocking!r}")
    dl, sl = dst._layout, src._layout
    if dl.shape != sl.shape:
        raise ValueError(
            f"{who}: the shapes differ: {dst_name} (the destination) is {dl.shape}, "
            f"{src_name} (the source) {sl.shape}"
        )
    dt, st = dst.dtype, src.dtype
    if (dt is not None and st is not None and dt != st) or dl.itemsize != sl.itemsize:
        shown = [
            str(t) if t is not None else f"{n}-byte items"
            for t, n in ((dt, dl.itemsize), (st, sl.itemsize))
        ]
        raise TypeError(
            f"{who}: the dtypes differ: {dst_name} (the destination) holds {shown[0]}, "
            f"{src_name} (the source) {shown[1]}"
        )
    if dst.readonly:
        raise ValueError(f"{who}: {dst_name} (the destination) is read-only")
    dst_host, src_host = not dst.is_device_accessible, not src.is_device_accessible
    dst_device, src_device = _memory_device(dst), _memory_device(src)
    if dst_device is not None and src_device is not None and dst_device != src_device:
        raise ValueError(
            f"{who}: copies between devices are not supported: {dst_name} (the destination) is "
            f"on device {dst_device}, {src_name} (the source) on device {src_device}"
        )
    host_mr, device_mr = _allocators(allocator, who)
    if dl.volume == 0:
        return
    for name, layout in ((dst_name, dl), (src_name, sl)):
        extents = zip(layout.shape, layout.strides_or_dense(), strict=True)
        span = sum(abs(st) * (n - 1) for n, st in extents)
        if span * layout.itemsize >= _ADDRESS_SPACE:
            # Strides no memory can have: a copy would read or write far outside the view
            # (CuPy's DLPack export of a reversed array gives such strides, seen 2026-11-26).
            raise ValueError(
                f"{who}: {name} spans {span * layout.itemsize} bytes (shape {layout.shape}, "
                f"strides {layout.strides} in items), more than an address space holds: its "
                "strides are wrong"
            )
    itemsize = dl.itemsize
    dptr, sptr, dims = _normalize(dst.ptr, dl, src.ptr, sl)
    if not _unique(dims, itemsize):
        raise ValueError(
            f"{who}: {dst_name} (the destination) has elements that overlap in memory "
            f"(shape {dl.shape}, strides {dl.strides})"
        )
    if dst_host and src_host:  # the CPU's copy: nothing to order or wait for
        _host_copy(dptr, sptr, dims, itemsize)
        return
    if blocking is None:
        blocking = dst_host or src_host
    s = _core._stream_arg(stream)
    handle = _core._stream_handle(s)
    _core._init()
    if blocking and _is_capturing(handle):
        raise TypeError(
            f"{who}: blocking=True cannot wait for a stream that is capturing a graph; "
            "pass blocking=False"
        )
    pushed = _core._push_stream_context(handle)  # the stream's device does the copy
    try:
        run = _CopyRun(s, handle, int(_d.cuCtxGetDevice()), host_mr, device_mr)
        try:
            for device, name in ((dst_device, dst_name), (src_device, src_name)):
                if device is not None and device != run.device_id:
                    raise ValueError(
                        f"{who}: {name} is memory of device {device}, the stream is device "
                        f"{run.device_id}'s"
                    )
            _copy_dims(dptr, dst_host, sptr, src_host, dims, itemsize, run)
            if blocking:
                _d.cuStreamSynchronize(handle)
        finally:
            run.release()
    finally:
        if pushed:
            _d.cuCtxPopCurrent()


def _memory_device(view: StridedMemoryView) -> int | None:
    """The device whose memory a view is (None: host memory, pinned or managed memory)."""
    if not view.is_device_accessible:
        return None
    buffer = view._get_buffer()
    return buffer.device_id if buffer._kind == _kDLCUDA else None


def _allocators(allocator: object, who: str) -> tuple[_Any, _Any]:
    """(host resource, device resource) for temporary buffers; None: the default one."""
    if allocator is None:
        return None, None
    if isinstance(allocator, _core.MemoryResource):
        return (
            allocator if allocator.is_host_accessible else None,
            allocator if allocator.is_device_accessible else None,
        )
    if isinstance(allocator, _cabc.Mapping):
        unknown = set(allocator) - {"host", "device"}
        if unknown:
            raise ValueError(
                f"{who}: allocator keys are 'host' and 'device', got {sorted(unknown)}"
            )
        pair = (allocator.get("host"), allocator.get("device"))
    elif hasattr(allocator, "host") or hasattr(allocator, "device"):
        pair = (getattr(allocator, "host", None), getattr(allocator, "device", None))
    else:
        raise TypeError(
            f"{who}: allocator must be a MemoryResource or a dict of 'host' and 'device' "
            f"MemoryResources, got {type(allocator).__name__}"
        )
    for mr, side in zip(pair, ("host", "device"), strict=True):
        if mr is not None and not isinstance(mr, _core.MemoryResource):
            raise TypeError(f"{who}: allocator's {side} must be a MemoryResource, got {mr!r}")
    return pair


class _CopyRun:
    """One copy's stream, device and temporary buffers."""

    __slots__ = ("device_id", "device_mr", "handle", "host_mr", "stream", "temps")

    def __init__(
        self, stream: _Any, handle: int, device_id: int, host_mr: _Any, device_mr: _Any
    ) -> None:
        self.stream = stream
        self.handle = handle
        self.device_id = device_id
        self.host_mr = host_mr
        self.device_mr = device_mr
        self.temps: list[_core.Buffer] = []

    def device_temp(self, nbytes: int) -> int:
        mr = self.device_mr or _core.Device(self.device_id).memory_resource
        return self._keep(mr.allocate(nbytes, self.stream))

    def host_temp(self, nbytes: int) -> int:
        mr = self.host_mr or _core.LegacyPinnedMemoryResource()
        return self._keep(mr.allocate(nbytes, self.stream))

    def _keep(self, buffer: _core.Buffer) -> int:
        self.temps.append(buffer)
        return int(buffer.handle)

    def max_pitch(self) -> int:
        pitch = _MAX_PITCH.get(self.device_id)
        if pitch is None:
            pitch = _MAX_PITCH[self.device_id] = int(
                _core.Device(self.device_id).properties.max_pitch
            )
        return pitch

    def release(self) -> None:
        """Free the temporary buffers in stream order (after the copies that use them)."""
        while self.temps:
            self.temps.pop().close(self.stream)


def _normalize(
    dptr: int, dl: _StridedLayout, sptr: int, sl: _StridedLayout
) -> tuple[int, int, _Dims]:
    """(destination address, source address, dimensions) of a copy between two layouts."""
    itemsize = dl.itemsize
    dims = [
        (n, d * itemsize, s * itemsize)
        for n, d, s in zip(dl.shape, dl.strides_or_dense(), sl.strides_or_dense(), strict=True)
    ]
    return _normalized(dptr, sptr, dims)


def _normalized(dptr: int, sptr: int, dims: _Dims) -> tuple[int, int, _Dims]:
    """A copy normalized: no extent-1 dimensions, positive destination strides (a dimension
    negative there is walked the other way on both sides: the same copy), then sorted and
    merged."""
    out: _Dims = []
    for n, d, s in dims:
        if n == 1:
            continue
        if d < 0:
            dptr, sptr, d, s = dptr + (n - 1) * d, sptr + (n - 1) * s, -d, -s
        out.append((n, d, s))
    return dptr, sptr, _sorted_merged(out)


def _sorted_merged(dims: _Dims) -> _Dims:
    """Dimensions by destination stride, largest first, neighbours that are one on both sides
    merged."""
    out: _Dims = []
    for n, d, s in sorted(dims, key=lambda dim: (dim[1], dim[2]), reverse=True):
        if out:
            m, e, t = out[-1]
            if e == d * n and t == s * n:
                out[-1] = (m * n, d, s)
                continue
        out.append((n, d, s))
    return out


def _unique(dims: _Dims, itemsize: int) -> bool:
    """Whether no two destination elements share memory (each dimension's steps clear the
    bytes the smaller ones span; the layouts views come with pass, or overlap)."""
    reach = itemsize
    for n, d, _ in sorted(dims, key=lambda dim: dim[1]):
        if d < reach:
            return False
        reach += d * (n - 1)
    return True


def _volume(dims: _Dims) -> int:
    volume = 1
    for n, _, _ in dims:
        volume *= n
    return volume


def _lowest(ptr: int, dims: _Dims, side: int) -> int:
    """The lowest address a side reaches (side 1: destination, 2: source)."""
    return ptr + sum((dim[0] - 1) * dim[side] for dim in dims if dim[side] < 0)


def _dense(dims: _Dims, side: int, itemsize: int) -> bool:
    """Whether a side fills its bytes without gaps, in some order of its dimensions."""
    expect = itemsize
    for n, stride in sorted(((dim[0], abs(dim[side])) for dim in dims), key=lambda x: x[1]):
        if stride != expect:
            return False
        expect *= n
    return True


def _c_order(dims: _Dims, itemsize: int) -> list[int]:
    """Dense strides for the dimensions in their order, the last one's the item."""
    strides, step = [], itemsize
    for n, _, _ in reversed(dims):
        strides.append(step)
        step *= n
    return strides[::-1]


_Plan = tuple[
    int, ...
]  # (bytes,) | (width, height, dpitch, spitch) | (... depth, dheight, sheight)


def _plan(dims: _Dims, itemsize: int, max_pitch: int) -> _Plan | None:
    """The one memcpy a normalized copy is, or None: (bytes,) for cuMemcpyAsync; (width,
    height, dst pitch, src pitch) for cuMemcpy2DAsync; with (depth, dst height, src height) for
    cuMemcpy3DAsync. Rows are the last dimension where both sides are dense in it, else single
    items; pitches at least the row width, at most the device's maximum."""
    if not dims:
        return (itemsize,)
    n, d, s = dims[-1]
    if d == itemsize and s == itemsize:
        width, outer = n * itemsize, dims[:-1]
    else:
        width, outer = itemsize, dims
    if not outer:
        return (width,)
    if len(outer) > 2:
        return None
    height, dpitch, spitch = outer[-1]
    if not (width <= dpitch <= max_pitch and width <= spitch <= max_pitch):
        return None
    if len(outer) == 1:
        return (width, height, dpitch, spitch)
    depth, dslice, sslice = outer[0]
    if dslice % dpitch or sslice % spitch:
        return None
    dheight, sheight = dslice // dpitch, sslice // spitch
    if dheight < height or sheight < height:
        return None
    return (width, height, dpitch, spitch, depth, dheight, sheight)


def _issue(plan: _Plan, dptr: int, dhost: bool, sptr: int, shost: bool, handle: int) -> None:
    """The driver call of a plan (host-only memory as host memory, the rest by address)."""
    if len(plan) == 1:
        _d.cuMemcpyAsync(dptr, sptr, plan[0], handle)
    elif len(plan) == 4:
        p2 = _d.CUDA_MEMCPY2D()
        _pitched(p2, plan, dptr, dhost, sptr, shost)
        _d.cuMemcpy2DAsync(p2, handle)
    else:
        p3 = _d.CUDA_MEMCPY3D()
        _pitched(p3, plan, dptr, dhost, sptr, shost)
        p3.Depth, p3.dstHeight, p3.srcHeight = plan[4:]
        _d.cuMemcpy3DAsync(p3, handle)


def _pitched(p: _Any, plan: _Plan, dptr: int, dhost: bool, sptr: int, shost: bool) -> None:
    """The fields a 2-D and a 3-D copy share."""
    for side, ptr, host in (("dst", dptr, dhost), ("src", sptr, shost)):
        if host:
            setattr(p, side + "MemoryType", _d.CU_MEMORYTYPE_HOST)
            setattr(p, side + "Host", ptr)
        else:
            setattr(p, side + "MemoryType", _d.CU_MEMORYTYPE_DEVICE)
            setattr(p, side + "Device", ptr)
    p.WidthInBytes, p.Height, p.dstPitch, p.srcPitch = plan[:4]


def _copy_dims(
    dptr: int, dhost: bool, sptr: int, shost: bool, dims: _Dims, itemsize: int, run: _CopyRun
) -> None:
    """Queue the copy (see the comment above _COPY_DIMS)."""
    dptr, sptr, dims = _normalized(dptr, sptr, dims)
    plan = _plan(dims, itemsize, run.max_pitch())
    if plan is not None:
        if len(plan) == 1 or dhost or shost:
            _issue(plan, dptr, dhost, sptr, shost, run.handle)
            return
        try:
            _issue(plan, dptr, dhost, sptr, shost, run.handle)
            return
        except _d.CUDADriverError as exc:
            # Pitched device-to-device copies may be refused for pitches cuMemAllocPitch did
            # not choose (cuMemcpy2DAsync's documentation): the kernel takes any.
            if exc.code != _d.CUresult.CUDA_ERROR_INVALID_VALUE:
                raise
    if not dhost and not shost:
        _kernel_copy(dptr, sptr, dims, itemsize, run)
        return
    nbytes = _volume(dims) * itemsize
    if shost:  # host to device
        if _dense(dims, 2, itemsize):  # as it is, into device memory laid out alike
            low = _lowest(sptr, dims, 2)
            temp = run.device_temp(nbytes)
            _issue((nbytes,), temp, False, low, True, run.handle)
            _copy_dims(dptr, False, temp + sptr - low, False, dims, itemsize, run)
        else:  # gathered on the CPU into a dense buffer in the destination's order
            packed = _c_order(dims, itemsize)
            stage = run.host_temp(nbytes)
            _host_copy(stage, sptr, _replaced(dims, 1, packed), itemsize)
            _copy_dims(dptr, False, stage, True, _replaced(dims, 2, packed), itemsize, run)
        return
    if _dense(dims, 1, itemsize):  # device to host: laid out as the destination, then one copy
        low = _lowest(dptr, dims, 1)
        temp = run.device_temp(nbytes)
        _copy_dims(temp + dptr - low, False, sptr, False, dims, itemsize, run)
        _issue((nbytes,), low, True, temp, False, run.handle)
        return
    # A destination with gaps: the data in a dense host buffer (the source's layout where it is
    # dense), waited for, then scattered on the CPU.
    if _dense(dims, 2, itemsize):
        strides, offset = [s for _, _, s in dims], sptr - _lowest(sptr, dims, 2)
    else:
        strides, offset = _c_order(dims, itemsize), 0
    stage = run.host_temp(nbytes) + offset
    _copy_dims(stage, True, sptr, False, _replaced(dims, 1, strides), itemsize, run)
    _d.cuStreamSynchronize(run.handle)
    _host_copy(dptr, stage, _replaced(dims, 2, strides), itemsize)


def _replaced(dims: _Dims, side: int, strides: list[int]) -> _Dims:
    """The dimensions with one side's strides replaced (side 1: destination, 2: source)."""
    if side == 1:
        return [(n, t, s) for (n, _, s), t in zip(dims, strides, strict=True)]
    return [(n, d, t) for (n, d, _), t in zip(dims, strides, strict=True)]


def _host_copy(dptr: int, sptr: int, dims: _Dims, itemsize: int) -> None:
    """Copy between host memories on the CPU: NumPy's copyto, else a memmove per row."""
    numpy = _numpy()
    if numpy is not None:
        numpy.copyto(
            _host_array(numpy, dptr, dims, 1, itemsize), _host_array(numpy, sptr, dims, 2, itemsize)
        )
        return
    rows, (n, d, s) = (dims[:-1], dims[-1]) if dims else ([], (1, itemsize, itemsize))
    whole = d == itemsize and s == itemsize
    for index in _itertools.product(*(range(m) for m, _, _ in rows)):
        to = dptr + sum(i * e for i, (_, e, _) in zip(index, rows, strict=True))
        src = sptr + sum(i * t for i, (_, _, t) in zip(index, rows, strict=True))
        if whole:
            _c.memmove(to, src, n * itemsize)
        else:
            for k in range(n):
                _c.memmove(to + k * d, src + k * s, itemsize)


def _host_array(numpy: _Any, ptr: int, dims: _Dims, side: int, itemsize: int) -> _Any:
    """A NumPy array of raw items over a side's host memory (not owning it)."""
    low = _lowest(ptr, dims, side)
    high = ptr + sum((dim[0] - 1) * dim[side] for dim in dims if dim[side] > 0) + itemsize
    memory = (_c.c_char * (high - low)).from_address(low)
    return numpy.ndarray(
        tuple(dim[0] for dim in dims),
        dtype=numpy.dtype((numpy.void, itemsize)),
        buffer=memory,
        offset=ptr - low,
        strides=tuple(dim[side] for dim in dims),
    )


def _kernel_copy(dptr: int, sptr: int, dims: _Dims, itemsize: int, run: _CopyRun) -> None:
    """Launch the strided-copy kernel (device-accessible memory on both sides)."""
    if len(dims) > _COPY_DIMS:  # the outer dimensions beyond the kernel's, a launch each
        outer, inner = dims[:-_COPY_DIMS], dims[-_COPY_DIMS:]
        for index in _itertools.product(*(range(n) for n, _, _ in outer)):
            d = sum(i * e for i, (_, e, _) in zip(index, outer, strict=True))
            s = sum(i * t for i, (_, _, t) in zip(index, outer, strict=True))
            _kernel_copy(dptr + d, sptr + s, inner, itemsize, run)
        return
    unit = next(
        u
        for u in _COPY_UNITS
        if not (itemsize % u or dptr % u or sptr % u or any(d % u or s % u for _, d, s in dims))
    )
    n = _volume(dims)
    params = _CopyParams(n=n, ndim=len(dims), units=itemsize // unit)
    for k, (extent, d, s) in enumerate(dims):
        params.shape[k], params.dst[k], params.src[k] = extent, d, s
    blocks = min(-(-n // _COPY_THREADS), _COPY_MAX_BLOCKS)
    config = _core.LaunchConfig(grid=blocks, block=_COPY_THREADS)
    _core.launch(run.stream, config, _copy_kernel(run.device_id, unit), dptr, sptr, params)


def _copy_kernel(device_id: int, unit: int) -> _core.Kernel:
    """The strided-copy kernel moving `unit` bytes at once, compiled (NVRTC) and loaded once per
    device."""
    with _COPY_LOCK:
        kernels = _COPY_KERNELS.get(device_id)
        if kernels is None:
            device = _core.Device(device_id)
            try:
                program = _core.Program(
                    _COPY_KERNEL_SOURCE, "c++", _core.ProgramOptions(arch=f"sm_{device.arch}")
                )
                code = program.compile("cubin")
            except Exception as exc:
                raise RuntimeError(
                    "this strided copy needs the object layer's copy kernel, compiled with NVRTC "
                    f"for sm_{device.arch}, which failed: {exc}"
                ) from exc
            kernels = {u: code.get_kernel(f"cudagen_strided_copy_{u}") for u in _COPY_UNITS}
            _COPY_KERNELS[device_id] = kernels
    return kernels[unit]


class _StridedMemoryViewProxy:
    """What `args_viewable_as_strided_memory` passes in place of an argument: `view(stream_ptr)`
    makes its StridedMemoryView."""

    __slots__ = ("_has_dlpack", "_obj")

    def __init__(self, obj: object) -> None:
        self._obj = obj
        self._has_dlpack = _has_dlpack(obj)

    @property
    def obj(self) -> object:
        return self._obj

    @property
    def has_dlpack(self) -> bool:
        return self._has_dlpack

    def view(self, stream_ptr: int | None = None) -> StridedMemoryView:
        if self._has_dlpack:
            return StridedMemoryView.from_dlpack(self._obj, stream_ptr)
        return StridedMemoryView.from_cuda_array_interface(self._obj, stream_ptr)


def args_viewable_as_strided_memory(
    arg_indices: tuple[int, ...],
) -> _Callable[[_Callable[..., _Any]], _Callable[..., _Any]]:
    """A decorator: the positional arguments at `arg_indices` reach the function as proxies
    whose `view(stream_ptr)` gives their StridedMemoryView (any object with DLPack or the CUDA
    Array Interface), so its body is independent of the array library."""
    if not isinstance(arg_indices, tuple):
        raise TypeError(
            f"arg_indices must be a tuple of argument positions, got {type(arg_indices).__name__}"
        )

    def wrapped_func_with_indices(func: _Callable[..., _Any]) -> _Callable[..., _Any]:
        @_functools.wraps(func)
        def wrapped_func(*args: _Any, **kwargs: _Any) -> _Any:
            listed = list(args)
            for idx in arg_indices:
                listed[idx] = _StridedMemoryViewProxy(listed[idx])
            return func(*listed, **kwargs)

        return wrapped_func

    return wrapped_func_with_indices


# --- caches of compiled programs ------------------------------------------------------------


def _extract_bytes(value: object) -> bytes:
    """The bytes a cache stores for `value`: bytes-like as it is, an ObjectCode's code."""
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value)
    if isinstance(value, _core.ObjectCode):
        return bytes(value.code)
    raise TypeError(f"cache values must be bytes-like or ObjectCode, got {type(value).__name__}")


def _as_key_bytes(key: object) -> bytes:
    if isinstance(key, (bytes, bytearray)):
        return bytes(key)
    if isinstance(key, str):
        return key.encode("utf-8")
    raise TypeError(f"cache keys must be bytes or str, got {type(key).__name__}")


class ProgramCacheResource(_abc.ABC):
    """A cache of compiled programs, as cuda.core's: raw binary bytes (cubin, PTX, LTO-IR) by
    `bytes` or `str` key (a str is its UTF-8 bytes), usually the key of
    `make_program_cache_key`; `Program.compile(..., cache=)` is the usual way to use one.
    `cache[key] = value` takes bytes-like values or an ObjectCode (its code); `cache[key]`
    gives bytes or raises KeyError; `get`, `update`, `clear`, `len()`, `close()` and `with`.
    There is deliberately no `in`: a lookup and a read are one `get`."""

    @_abc.abstractmethod
    def __getitem__(self, key: bytes | str) -> bytes:
        """The bytes stored under `key`; KeyError when there are none."""

    @_abc.abstractmethod
    def __setitem__(self, key: bytes | str, value: _Any) -> None:
        """Store `value` (bytes-like, or an ObjectCode's code) under `key`."""

    @_abc.abstractmethod
    def __delitem__(self, key: bytes | str) -> None:
        """Remove `key`'s entry; KeyError when there is none."""

    @_abc.abstractmethod
    def __len__(self) -> int:
        """The number of entries."""

    @_abc.abstractmethod
    def clear(self) -> None:
        """Remove every entry."""

    def get(self, key: bytes | str, default: bytes | None = None) -> bytes | None:
        """`self[key]`, or `default` when there is no such entry."""
        try:
            return self[key]
        except KeyError:
            return default

    def update(self, items: _Any, /) -> None:
        """`self[key] = value` for each pair of a mapping or an iterable of pairs (not
        transactional: a failure leaves the earlier writes)."""
        if isinstance(items, _cabc.Mapping):
            items = items.items()
        for key, value in items:
            self[key] = value

    def close(self) -> None:  # noqa: B027 - a no-op a backend may override
        """Release what the cache holds (nothing, here)."""

    def __enter__(self) -> ProgramCacheResource:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _positive_cap(max_size_bytes: int | None) -> int | None:
    if max_size_bytes is not None and max_size_bytes <= 0:
        raise ValueError("max_size_bytes must be positive or None (0 would evict every write)")
    return max_size_bytes


class InMemoryProgramCache(ProgramCacheResource):
    """A program cache in this process's memory, least recently used first out when the
    stored bytes pass `max_size_bytes` (None: no bound; an entry larger than the bound does not
    stay). Reads count as use. Safe to share between threads."""

    def __init__(self, *, max_size_bytes: int | None = None) -> None:
        self._max_size_bytes = _positive_cap(max_size_bytes)
        self._entries: _collections.OrderedDict[bytes, bytes] = _collections.OrderedDict()
        self._total_bytes = 0
        self._lock = _threading.RLock()

    def __getitem__(self, key: bytes | str) -> bytes:
        k = _as_key_bytes(key)
        with self._lock:
            try:
                data = self._entries[k]
            except KeyError:
                raise KeyError(key) from None
            self._entries.move_to_end(k)
            return data

    def __setitem__(self, key: bytes | str, value: _Any) -> None:
        data = _extract_bytes(value)
        k = _as_key_bytes(key)
        with self._lock:
            old = self._entries.pop(k, None)
            if old is not None:
                self._total_bytes -= len(old)
            self._entries[k] = data
            self._total_bytes += len(data)
            cap = self._max_size_bytes
            while cap is not None and self._entries and self._total_bytes > cap:
                _, evicted = self._entries.popitem(last=False)
                self._total_bytes -= len(evicted)

    def __delitem__(self, key: bytes | str) -> None:
        k = _as_key_bytes(key)
        with self._lock:
            try:
                data = self._entries.pop(k)
            except KeyError:
                raise KeyError(key) from None
            self._total_bytes -= len(data)

    def __len__(self) -> int:
        with self._lock:
            return len(self._entries)

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
            self._total_bytes = 0


_STALE_TMP_SECONDS = 3600  # a temporary file this old is a crashed writer's: swept


def _default_cache_dir() -> _Path:
    """cuda.core's: $XDG_CACHE_HOME/cuda-python (~/.cache/cuda-python), %LOCALAPPDATA% on
    Windows."""
    if _os.name == "nt":
        local = _os.environ.get("LOCALAPPDATA")
        root = _Path(local) if local else _Path.home() / "AppData" / "Local"
    else:
        xdg = _os.environ.get("XDG_CACHE_HOME")
        root = _Path(xdg) if xdg else _Path.home() / ".cache"
    return root / "cuda-python"


class FileStreamProgramCache(ProgramCacheResource):
    """A program cache in a directory, shared between processes (cuda.core's layout: each
    entry the raw binary at `entries/<sha256 of the key>` split 2/62, written to `tmp/` and
    moved into place by os.replace, so a reader never sees half an entry). `path` defaults to
    $XDG_CACHE_HOME/cuda-python/program-cache. With `max_size_bytes`, a write that takes the
    directory over it evicts the least recently read entries first (reads bump the access
    time). Unlike cuda.core's, a Windows sharing violation is not retried: it raises."""

    def __init__(
        self, path: str | _os.PathLike[str] | None = None, *, max_size_bytes: int | None = None
    ) -> None:
        self._max_size_bytes = _positive_cap(max_size_bytes)
        self._root = _Path(path) if path is not None else _default_cache_dir() / "program-cache"
        self._entries = self._root / "entries"
        self._tmp = self._root / "tmp"
        self._root.mkdir(parents=True, exist_ok=True)
        self._entries.mkdir(exist_ok=True)
        self._tmp.mkdir(exist_ok=True, mode=0o700)
        self._sweep_stale_tmp()

    def _path_for_key(self, key: object) -> _Path:
        digest = _hashlib.sha256(_as_key_bytes(key), usedforsecurity=False).hexdigest()
        return self._entries / digest[:2] / digest[2:]

    def __getitem__(self, key: bytes | str) -> bytes:
        path = self._path_for_key(key)
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            raise KeyError(key) from None
        with _contextlib.suppress(OSError):  # best effort: the entry's last use, for eviction
            now = _time.time()
            _os.utime(path, (now, path.stat().st_mtime))
        return data

    def __setitem__(self, key: bytes | str, value: _Any) -> None:
        data = _extract_bytes(value)
        target = self._path_for_key(key)
        target.parent.mkdir(parents=True, exist_ok=True)
        self._tmp.mkdir(parents=True, exist_ok=True)
        fd, name = _tempfile.mkstemp(prefix="entry-", dir=self._tmp)
        try:
            with _os.fdopen(fd, "wb") as fh:
                fh.write(data)
                fh.flush()
                _os.fsync(fh.fileno())
            _os.replace(name, target)
        except BaseException:
            with _contextlib.suppress(FileNotFoundError):
                _os.unlink(name)
            raise
        if self._max_size_bytes is not None:
            self._enforce_size_cap()

    def __delitem__(self, key: bytes | str) -> None:
        try:
            self._path_for_key(key).unlink()
        except FileNotFoundError:
            raise KeyError(key) from None

    def __len__(self) -> int:
        return sum(1 for _ in self._entry_paths())

    def clear(self) -> None:
        for path in list(self._entry_paths()):
            with _contextlib.suppress(FileNotFoundError):
                path.unlink()
        self._sweep_stale_tmp()
        for sub in self._entries.iterdir():
            if sub.is_dir():
                with _contextlib.suppress(OSError):
                    sub.rmdir()

    def _entry_paths(self) -> _Any:
        if not self._entries.is_dir():
            return
        for sub in self._entries.iterdir():
            if sub.is_dir():
                yield from (p for p in sub.iterdir() if p.is_file())

    def _sweep_stale_tmp(self) -> None:
        """Remove temporary files older than an hour (crashed writers'); young ones may be
        another process's write in flight."""
        if not self._tmp.is_dir():
            return
        cutoff = _time.time() - _STALE_TMP_SECONDS
        for path in self._tmp.iterdir():
            with _contextlib.suppress(OSError):
                if path.is_file() and path.stat().st_mtime < cutoff:
                    path.unlink()

    def _enforce_size_cap(self) -> None:
        cap = self._max_size_bytes
        assert cap is not None
        entries = []
        total = 0
        for path in self._entry_paths():
            try:
                st = path.stat()
            except FileNotFoundError:
                continue
            entries.append((st.st_atime, st.st_size, path))
            total += st.st_size
        entries.sort(key=lambda entry: entry[0])  # least recently read first
        for _, size, path in entries:
            if total <= cap:
                break
            with _contextlib.suppress(FileNotFoundError):
                path.unlink()
            total -= size


# make_program_cache_key -------------------------------------------------------------------

_KEY_SCHEMA = b"cudagen-program-cache-1"
_TARGETS_BY_CODE_TYPE = {
    "c++": frozenset({"ptx", "cubin", "ltoir"}),
    "ptx": frozenset({"cubin", "ptx"}),
    "nvvm": frozenset({"ptx", "ltoir"}),
}
_CODE_TYPE_ALIASES = {"cu": "c++", "cuda": "c++"}
# Options whose effect depends on files the key cannot read (they need extra_digest), and
# options with side effects a cache hit would skip (refused); cuda.core's lists, each checked
# where this package's ProgramOptions has the field.
_EXTERNAL_CONTENT_OPTIONS = ("include_path", "pre_include", "pch", "use_pch", "pch_dir")
_SIDE_EFFECT_OPTIONS = ("create_pch", "time", "fdevice_time_trace")


def _option_is_set(options: object, name: str) -> bool:
    value = getattr(options, name, None)
    if value is None:
        return False
    if name == "pch":
        return bool(value)
    if name in ("include_path", "pre_include"):
        if isinstance(value, str):
            return True
        return isinstance(value, _cabc.Sequence) and len(value) > 0
    return True


def _name_tag(name: object) -> bytes:
    if isinstance(name, bytes):
        return b"b:" + name
    if isinstance(name, str):
        return b"s:" + name.encode("utf-8")
    if isinstance(name, bytearray):
        raise TypeError(
            "name_expressions elements must be str or bytes; bytearray is not accepted because "
            "Program.compile uses each element as a dict key and bytearray is unhashable."
        )
    raise TypeError(f"name_expressions elements must be str or bytes; got {type(name).__name__}")


def _compiler_version(code_type: str) -> bytes:
    """What compiles `code_type`, and its version, for the key (a failed probe is hashed as
    such, so it cannot match a working one)."""
    try:
        if code_type == "c++":
            from . import nvrtc

            major, minor = nvrtc.nvrtcVersion()
            return f"nvrtc {major}.{minor}".encode("ascii")
        _core._init()
        return f"driver {int(_d.cuDriverGetVersion())}".encode("ascii")
    except Exception as exc:  # no NVRTC or driver here: a key still comes out
        return f"probe failed: {type(exc).__name__}".encode("ascii")


def make_program_cache_key(
    *,
    code: str | bytes,
    code_type: str,
    options: _core.ProgramOptions,
    target_type: str,
    name_expressions: _cabc.Sequence[str | bytes] = (),
    extra_digest: bytes | None = None,
) -> bytes:
    """A key (a SHA-256 digest, bytes) for a cache of compiled programs, from what decides the
    compiled result: the code, `code_type` ("c++", "ptx"), `target_type` ("ptx", "cubin",
    "ltoir"), the compiler and its version (NVRTC for C++, the driver for PTX), the compiler
    flags `options` stands for (its arch the current device's where unset) and its name,
    `name_expressions` (order does not matter; "f" and b"f" differ) and `extra_digest`.

    As cuda.core: ValueError for a target the code type cannot have, for options with side
    effects a hit would skip (create_pch, time, fdevice_time_trace), and, without
    `extra_digest` (a digest of the files the compiler will read), for options that read
    files (include_path, pre_include, pch, use_pch, pch_dir; a C++ program name with a
    directory). The key is this package's own (not cuda.core's bytes)."""
    code_type = code_type.lower() if isinstance(code_type, str) else code_type
    code_type = _CODE_TYPE_ALIASES.get(code_type, code_type)
    target_type = target_type.lower() if isinstance(target_type, str) else target_type
    if code_type not in _TARGETS_BY_CODE_TYPE:
        raise ValueError(
            f"code_type={code_type!r} is not supported (must be 'c++', 'ptx' or 'nvvm')"
        )
    if code_type == "nvvm":
        raise ValueError("code_type='nvvm' is not supported here: this Program has no NVVM")
    if target_type not in ("ptx", "cubin", "ltoir"):
        raise ValueError(
            f"target_type={target_type!r} is not supported by the program cache "
            "(must be 'cubin', 'ltoir' or 'ptx')"
        )
    if target_type not in _TARGETS_BY_CODE_TYPE[code_type]:
        raise ValueError(
            f"target_type={target_type!r} is not valid for code_type={code_type!r} "
            f"(supported: {sorted(_TARGETS_BY_CODE_TYPE[code_type])}). Program.compile() "
            "rejects this combination, so caching a key for it is meaningless."
        )
    if code_type == "c++":
        side_effects = [n for n in _SIDE_EFFECT_OPTIONS if _option_is_set(options, n)]
        if side_effects:
            raise ValueError(
                "make_program_cache_key() refuses to build a key for options that have "
                f"compile-time side effects ({', '.join(side_effects)}); a cache hit skips "
                "compilation, so the side effect would not occur. Disable the option, or "
                "compile directly without the cache."
            )
        if extra_digest is None:
            external = [n for n in _EXTERNAL_CONTENT_OPTIONS if _option_is_set(options, n)]
            if external:
                raise ValueError(
                    "make_program_cache_key() refuses to build a key for options that pull in "
                    f"external file content ({', '.join(external)}) without an extra_digest; "
                    "compute a digest over the header/PCH bytes the compile will read and "
                    "pass it as extra_digest=..."
                )
            name = getattr(options, "name", None)
            if isinstance(name, str) and ("/" in name or "\\" in name):
                raise ValueError(
                    f"make_program_cache_key() refuses to build a key for options.name={name!r} "
                    "(NVRTC source-filename with a directory component) without an "
                    "extra_digest; NVRTC resolves quoted #include directives relative to that "
                    "directory, so a digest covering the headers it may pull in must be "
                    "supplied."
                )
    if isinstance(code, str):
        code_bytes = code.encode("utf-8")
    elif isinstance(code, (bytes, bytearray, memoryview)):
        code_bytes = bytes(code)
    else:
        raise TypeError(f"code must be str or bytes, got {type(code).__name__}")
    flags = options.as_options()
    if getattr(options, "arch", None) is None:
        flags.insert(0, f"-arch=sm_{_core.Device().arch}")  # what Program.compile adds
    names = sorted(_name_tag(n) for n in name_expressions)

    hasher = _hashlib.sha256(usedforsecurity=False)

    def update(label: str, payload: bytes) -> None:
        hasher.update(label.encode("ascii"))
        hasher.update(len(payload).to_bytes(8, "big"))
        hasher.update(payload)

    update("schema", _KEY_SCHEMA)
    update("compiler", _compiler_version(code_type))
    update("code_type", code_type.encode("ascii"))
    update("target_type", target_type.encode("ascii"))
    update("code", code_bytes)
    update("option_count", str(len(flags)).encode("ascii"))
    for flag in flags:
        update("option", flag.encode("utf-8"))
    update("names_count", str(len(names)).encode("ascii"))
    for tag in names:
        update("name", tag)
    name = getattr(options, "name", None)
    if name is not None:
        update("options_name", str(name).encode("utf-8"))
    if extra_digest is not None:
        update("extra_digest", bytes(extra_digest))
    return hasher.digest()


# --- batched copies, discards and prefetches ----------------------------------------------


class MemcpySrcAccessOrder(_enum.StrEnum):
    """How a batched copy may read its source (CUmemcpySrcAccessOrder): in stream order
    ("stream"), all before copy_batch returns ("during_api_call"), or at any time until the
    copy completes ("any")."""

    STREAM = "stream"
    DURING_API_CALL = "during_api_call"
    ANY = "any"


class MemcpyOverlapMode(_enum.StrEnum):
    """Whether a batched copy should prefer to overlap with compute (CUmemcpyFlags; a hint,
    with an effect on integrated GPUs only)."""

    DEFAULT = "default"
    PREFER_OVERLAP_WITH_COMPUTE = "prefer_overlap_with_compute"


_ACCESS_ORDERS = {
    MemcpySrcAccessOrder.STREAM: "CU_MEMCPY_SRC_ACCESS_ORDER_STREAM",
    MemcpySrcAccessOrder.DURING_API_CALL: "CU_MEMCPY_SRC_ACCESS_ORDER_DURING_API_CALL",
    MemcpySrcAccessOrder.ANY: "CU_MEMCPY_SRC_ACCESS_ORDER_ANY",
}
_OVERLAP_FLAGS = {
    MemcpyOverlapMode.DEFAULT: "CU_MEMCPY_FLAG_DEFAULT",
    MemcpyOverlapMode.PREFER_OVERLAP_WITH_COMPUTE: "CU_MEMCPY_FLAG_PREFER_OVERLAP_WITH_COMPUTE",
}


@_dataclasses.dataclass(frozen=True)
class CopyOptions:
    """The hints of one copy of a batch (cuda.core's, immutable): `src_access_order`,
    `src_location_hint` and `dst_location_hint` (a Device, or None: no hint; honoured for
    managed and pageable memory only) and `overlap_mode`. Strings become the enums; an unknown
    one is a ValueError."""

    src_access_order: MemcpySrcAccessOrder | str = "stream"
    src_location_hint: _core.Device | None = None
    dst_location_hint: _core.Device | None = None
    overlap_mode: MemcpyOverlapMode | str = "default"

    def __post_init__(self) -> None:
        for name, kind in (
            ("src_access_order", MemcpySrcAccessOrder),
            ("overlap_mode", MemcpyOverlapMode),
        ):
            value = getattr(self, name)
            try:
                object.__setattr__(self, name, kind(value))
            except (ValueError, TypeError) as exc:
                raise ValueError(f"invalid {name}: {value!r}") from exc


_DEFAULT_COPY_OPTIONS = CopyOptions()


def _buffers(items: object, who: str, single: str) -> tuple[_core.Buffer, ...]:
    if isinstance(items, _core.Buffer):
        raise TypeError(f"{who}: expected a sequence of Buffers, got one Buffer (use {single})")
    if not isinstance(items, _cabc.Sequence):
        raise TypeError(f"{who}: expected a sequence of Buffers, got {type(items).__name__}")
    for i, item in enumerate(items):
        if not isinstance(item, _core.Buffer):
            raise TypeError(f"{who}: element {i} is a {type(item).__name__}, not a Buffer")
    return tuple(items)


def _location(where: object, what: str) -> _Any:
    """A CUmemLocation for a Device (or device ordinal); None for None."""
    if where is None:
        return None
    if isinstance(where, _core.Device):
        return _core._device_location(where.device_id)
    if isinstance(where, int) and not isinstance(where, bool):
        return _core._device_location(where)
    raise TypeError(f"{what} must be a Device (a host location is not built here), got {where!r}")


def _runs(values: _cabc.Sequence[object]) -> list[int]:
    """The start of each run of equal neighbours: the driver's attrsIdxs / prefetchLocIdxs."""
    return [i for i, value in enumerate(values) if i == 0 or value != values[i - 1]]


def _normalize_copy_options(options: object, n: int) -> tuple[CopyOptions, ...]:
    if options is None:
        return (_DEFAULT_COPY_OPTIONS,) * n
    if isinstance(options, CopyOptions):
        return (options,) * n
    if isinstance(options, _cabc.Sequence):
        if len(options) != n:
            raise ValueError(
                f"copy_batch: options length {len(options)} does not match buffers length {n}"
            )
        for option in options:
            if not isinstance(option, CopyOptions):
                raise TypeError(
                    "copy_batch: each options element must be CopyOptions, "
                    f"got {type(option).__name__}"
                )
        return tuple(options)
    raise TypeError(
        "copy_batch: options must be CopyOptions or a sequence of CopyOptions, "
        f"got {type(options).__name__}"
    )


def _copy_attributes(option: CopyOptions) -> _Any:
    attributes = _d.CUmemcpyAttributes(
        srcAccessOrder=getattr(_d, _ACCESS_ORDERS[MemcpySrcAccessOrder(option.src_access_order)]),
        flags=getattr(_d, _OVERLAP_FLAGS[MemcpyOverlapMode(option.overlap_mode)]),
    )
    src = _location(option.src_location_hint, "src_location_hint")
    dst = _location(option.dst_location_hint, "dst_location_hint")
    if src is not None:
        attributes.srcLocHint = src
    if dst is not None:
        attributes.dstLocHint = dst
    return attributes


def copy_batch(
    stream: _core.Stream,
    srcs: _cabc.Sequence[_core.Buffer],
    dsts: _cabc.Sequence[_core.Buffer],
    *,
    options: CopyOptions | _cabc.Sequence[CopyOptions] | None = None,
) -> None:
    """Copy each Buffer of `srcs` into the one of `dsts` at its index (equal sizes), on
    `stream`, in one cuMemcpyBatchAsync (the release's 13.0 form; before it, one cuMemcpyAsync
    each, where `during_api_call` is refused). `options`: one CopyOptions for all, or one per
    copy. Not for a GraphBuilder, a capturing stream or the legacy default stream (the driver
    refuses them): TypeError. The copies may run in any order: they must not overlap."""
    src_bufs = _buffers(srcs, "copy_batch", "Buffer.copy_to / Buffer.copy_from")
    dst_bufs = _buffers(dsts, "copy_batch", "Buffer.copy_to / Buffer.copy_from")
    n = len(src_bufs)
    if len(dst_bufs) != n:
        raise ValueError(f"copy_batch: srcs length {n} does not match dsts length {len(dst_bufs)}")
    if isinstance(stream, _core.GraphBuilder):
        raise TypeError(
            "copy_batch cannot be captured into a graph (cuMemcpyBatchAsync has no graph node): "
            "use GraphBuilder's memcpy or Buffer.copy_to"
        )
    if not isinstance(stream, _core.Stream):
        raise TypeError(f"copy_batch: stream must be a Stream, got {type(stream).__name__}")
    handle = _core._stream_handle(stream)
    if handle in (0, int(_d.CU_STREAM_LEGACY)):
        raise TypeError(
            "copy_batch: cuMemcpyBatchAsync refuses the legacy default stream "
            "(LEGACY_DEFAULT_STREAM); use a stream of your own or PER_THREAD_DEFAULT_STREAM"
        )
    for i, (src, dst) in enumerate(zip(src_bufs, dst_bufs, strict=True)):
        if src.size != dst.size:
            raise ValueError(
                f"copy_batch: buffer size mismatch at index {i} (src={src.size}, dst={dst.size})"
            )
    attrs = _normalize_copy_options(options, n)
    if _is_capturing(handle):
        raise TypeError("copy_batch: the stream is capturing a graph, which cannot hold the copy")
    if not n:
        return
    if any(a.overlap_mode != MemcpyOverlapMode.DEFAULT for a in attrs):
        if not _core.Device().properties.integrated:
            _warnings.warn(
                "overlap_mode='prefer_overlap_with_compute' has no effect on non-integrated "
                "(non-Tegra) GPUs; the transfer will use default copy behavior.",
                UserWarning,
                stacklevel=2,
            )
    if not _r.MEMCPY_BATCH:
        for i, attr in enumerate(attrs):
            if attr.src_access_order == MemcpySrcAccessOrder.DURING_API_CALL:
                raise RuntimeError(
                    f"src_access_order=DURING_API_CALL at index {i} requires cuMemcpyBatchAsync "
                    f"in its CUDA 13.0 form, which CUDA {_core.CUDA_RELEASE} does not declare; "
                    "the cuMemcpyAsync fallback reads the source in stream order only. Use "
                    "src_access_order=STREAM or ANY, or omit options."
                )
        for src, dst in zip(src_bufs, dst_bufs, strict=True):
            _d.cuMemcpyAsync(dst.handle, src.handle, src.size, handle)
        return
    starts = _runs(attrs)
    _d.cuMemcpyBatchAsync(
        [b.handle for b in dst_bufs],
        [b.handle for b in src_bufs],
        [b.size for b in src_bufs],
        [_copy_attributes(attrs[i]) for i in starts],
        starts,
        handle,
    )


def _check_copy_options(options: object, stream: object, who: str) -> None:
    """Buffer.copy_to / copy_from's `options` (a CopyOptions) with `stream`, as cuda.core 1.2.2
    checks them: TypeError for another type, the legacy default stream (stream=None is that
    stream here) or a capturing stream; RuntimeError for DURING_API_CALL where there is no
    cuMemcpyWithAttributesAsync (a plain copy reads the source in stream order only)."""
    if not isinstance(options, CopyOptions):
        raise TypeError(f"{who}: options must be CopyOptions, got {type(options).__name__}")
    handle = _core._stream_handle(_core._stream_arg(stream))
    if handle in (0, int(_d.CU_STREAM_LEGACY)):
        raise TypeError(
            f"{who} does not take options with the legacy default stream (LEGACY_DEFAULT_STREAM, "
            "which stream=None is here): cuMemcpyWithAttributesAsync refuses it. Pass a stream of "
            "your own or PER_THREAD_DEFAULT_STREAM, or options=None."
        )
    if _is_capturing(handle):
        raise TypeError(
            f"{who} does not take options on a stream capturing a graph: a graph node cannot "
            "hold the attributes. Use GraphNode.memcpy for a plain copy node, or options=None."
        )
    if not _with_attributes() and (
        MemcpySrcAccessOrder(options.src_access_order) == MemcpySrcAccessOrder.DURING_API_CALL
    ):
        raise RuntimeError(
            f"{who}: src_access_order=DURING_API_CALL needs cuMemcpyWithAttributesAsync (CUDA "
            f"13.2), which {_attributes_missing()}; a plain cuMemcpyAsync reads the source in "
            "stream order only. Use src_access_order=STREAM or ANY, or options=None."
        )


def _buffer_copy(dst: int, src: int, size: int, stream: object, options: CopyOptions) -> None:
    """Buffer.copy_to / copy_from with checked `options`: cuMemcpyWithAttributesAsync where the
    package and the driver have it (CUDA 13.2), else cuMemcpyAsync (STREAM and ANY met)."""
    handle = _core._stream_handle(_core._stream_arg(stream))
    pushed = _core._push_stream_context(handle)  # a stream of another device than the current
    try:
        if _with_attributes():
            attributes = _copy_attributes(options)
            copy = getattr(_d, "cuMemcpyWithAttributesAsync")  # noqa: B009 (13.2+ packages only)
            copy(dst, src, size, attributes, handle)
        else:
            _d.cuMemcpyAsync(dst, src, size, handle)
    finally:
        if pushed:
            _d.cuCtxPopCurrent()


@_functools.cache
def _driver_version() -> int:
    _core._init()
    return int(_d.cuDriverGetVersion())


def _with_attributes() -> bool:
    """Whether cuMemcpyWithAttributesAsync can be called: this package binds it (its cuda.h
    declares it: 13.2 on) and the driver is 13.2 or newer."""
    return hasattr(_d, "cuMemcpyWithAttributesAsync") and _driver_version() >= 13020


def _attributes_missing() -> str:
    if not hasattr(_d, "cuMemcpyWithAttributesAsync"):
        return f"CUDA {_core.CUDA_RELEASE}'s cuda.h does not declare"
    version = _driver_version()
    return f"the driver ({version // 1000}.{version % 1000 // 10}) does not have"


def _is_capturing(handle: int) -> bool:
    try:
        status = _d.cuStreamIsCapturing(handle)
    except Exception:  # a driver (or fake) without it: nothing is capturing
        return False
    return int(status) != int(_d.CU_STREAM_CAPTURE_STATUS_NONE)


def _need_batch_ops(who: str) -> None:
    if not _r.MEM_BATCH_OPS:
        raise NotImplementedError(
            f"{who} needs cuMemDiscardBatchAsync and cuMemPrefetchBatchAsync (CUDA 13), which "
            f"CUDA {_core.CUDA_RELEASE} does not declare"
        )


def _locations(locations: object, n: int, who: str) -> tuple[list[_Any], list[int]]:
    """The distinct runs of prefetch locations and where each starts."""
    if isinstance(locations, _cabc.Sequence) and not isinstance(locations, (str, bytes)):
        if len(locations) != n:
            raise ValueError(f"{who}: locations length {len(locations)} does not match {n}")
        ordinals = [_location(where, "location").id for where in locations]
    else:
        ordinals = [_location(locations, "location").id] * n
    starts = _runs(ordinals)
    return [_core._device_location(ordinals[i]) for i in starts], starts


def discard_batch(stream: _core.Stream | _core.GraphBuilder, buffers: _Any) -> None:
    """Discard the contents of managed Buffers (cuMemDiscardBatchAsync, CUDA 13): resident
    pages are released without being migrated; later access migrates lazily."""
    _need_batch_ops("discard_batch")
    bufs = _buffers(buffers, "discard_batch", "the single-buffer driver call")
    handle = _core._stream_handle(stream)
    _d.cuMemDiscardBatchAsync([b.handle for b in bufs], [b.size for b in bufs], 0, handle)


def prefetch_batch(
    stream: _core.Stream | _core.GraphBuilder, buffers: _Any, locations: _Any
) -> None:
    """Prefetch managed Buffers to `locations` (one Device for all, or one per buffer;
    cuMemPrefetchBatchAsync, CUDA 13)."""
    _need_batch_ops("prefetch_batch")
    bufs = _buffers(buffers, "prefetch_batch", "the single-buffer driver call")
    locs, starts = _locations(locations, len(bufs), "prefetch_batch")
    handle = _core._stream_handle(stream)
    _d.cuMemPrefetchBatchAsync(
        [b.handle for b in bufs], [b.size for b in bufs], locs, starts, 0, handle
    )


def discard_prefetch_batch(
    stream: _core.Stream | _core.GraphBuilder, buffers: _Any, locations: _Any
) -> None:
    """Discard managed Buffers and prefetch them to `locations`
    (cuMemDiscardAndPrefetchBatchAsync, CUDA 13)."""
    _need_batch_ops("discard_prefetch_batch")
    bufs = _buffers(buffers, "discard_prefetch_batch", "the single-buffer driver call")
    locs, starts = _locations(locations, len(bufs), "discard_prefetch_batch")
    handle = _core._stream_handle(stream)
    _d.cuMemDiscardAndPrefetchBatchAsync(
        [b.handle for b in bufs], [b.size for b in bufs], locs, starts, 0, handle
    )
