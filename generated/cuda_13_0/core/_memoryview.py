"""utils' `StridedMemoryView` and `args_viewable_as_strided_memory`."""

from __future__ import annotations

import functools as _functools
import importlib as _importlib
import warnings as _warnings

from ._release import driver as _d

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from collections.abc import Callable as _Callable
    from typing import Any as _Any

    from ._stream import Stream
    from .graph._graph_builder import GraphBuilder


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
    _buffer: Buffer | None

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
        buffer: Buffer,
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
        from ._tensor_map import TensorMapDescriptor

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
        stream: Stream | GraphBuilder | None,
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
        stream: Stream | GraphBuilder | None = None,
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
        return _dlpack_export(
            self,
            self._ptr if layout.volume else 0,
            self.__dlpack_device__(),
            layout.shape,
            layout.strides_or_dense(),
            code,
            versioned,
            self._readonly,
        )

    def _get_buffer(self) -> Buffer:
        """The Buffer the view is over: the one viewed (from_buffer), else one over `ptr` that
        keeps the viewed object alive and is never freed."""
        if self._buffer is None:
            if isinstance(self._exporting_obj, Buffer):
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
                self._buffer = Buffer._new(self._ptr, 0, None, owner, kind, self._device_id)
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
        tensor, readonly = _dlpack_tensor(capsule)
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
    _init()
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
        _stream_wait(consumer, int(producer))
    return view


def _view_array_interface(view: StridedMemoryView, obj: _Any) -> StridedMemoryView:
    data = _interface(obj, "__array_interface__", "NumPy Array Interface")
    view._exporting_obj = obj
    view._metadata = data
    ptr, readonly = data["data"]
    view._ptr, view._readonly = int(ptr), bool(readonly)
    view._is_device_accessible = False
    _init()
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


# Names used only inside functions: imported once this module's own are defined (the
# package's modules refer to each other), the modules others build on first.
from ._context import _init
from ._dlpack import (
    _dlpack_export,
    _dlpack_tensor,
    _kDLCPU,
    _kDLCUDA,
    _kDLCUDAHost,
    _kDLCUDAManaged,
)
from ._memory._buffer import Buffer, _stream_wait
from ._strided_copy import _strided_copy
