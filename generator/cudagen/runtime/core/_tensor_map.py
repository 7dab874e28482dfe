"""cuda.core's TMA tensor maps for the object layer: `TensorMapDescriptor`, the 128-byte
CUtensorMap the Tensor Memory Accelerator (compute capability 9.0 on) reads to move tiles between
global and shared memory, and `TensorMapDescriptorOptions`, what `StridedMemoryView.as_tensor_map`
takes; with the enumerations cuda.core keeps beside them (`TensorMapDataType`,
`TensorMapInterleave`, `TensorMapSwizzle`, `TensorMapL2Promotion`, `TensorMapOOBFill`,
`TensorMapIm2ColWideMode`), which, as in cuda.core, are this module's and not core's.

core's `__init__` exports its two public names; `utils.StridedMemoryView` (imported at first
use) is imported inside the functions that take one. Descriptors are encoded by the package's driver: cuTensorMapEncodeTiled,
cuTensorMapEncodeIm2col and cuTensorMapEncodeIm2colWide (where the release declares it), and
re-pointed by cuTensorMapReplaceAddress. The CUtensorMap is the driver module's record, which it
places at the C type's alignment (_Alignas(128) in CUDA 13, 64 in 12); `launch` (and a graph's
kernel node) passes a descriptor as that struct by value, to a `__grid_constant__ const
CUtensorMap` parameter. A descriptor owns no CUDA resource (nothing to free); it keeps alive the
memory it describes (the view and the object viewed).

Dimensions are given as the tensor's (row-major, outermost first) and reversed for the driver,
whose dimension 0 is the innermost, as cuda.core does; strides become bytes.
"""

from __future__ import annotations

import ctypes as _c
import enum as _enum
from dataclasses import dataclass as _dataclass

from ._release import driver as _d

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import Any as _Any

    from ._memoryview import StridedMemoryView


__all__ = ["TensorMapDescriptor", "TensorMapDescriptorOptions"]


# The values of cuda.h's enumerations (CUDA 12.0 on; CUtensorMapIm2ColWideMode 12.8 on), as
# cuda.core's enumerations carry them. The driver module's own members are accepted too.


class TensorMapDataType(_enum.IntEnum):
    """Data types for tensor map descriptors (CUtensorMapDataType)."""

    UINT8 = 0
    UINT16 = 1
    UINT32 = 2
    INT32 = 3
    UINT64 = 4
    INT64 = 5
    FLOAT16 = 6
    FLOAT32 = 7
    FLOAT64 = 8
    BFLOAT16 = 9
    FLOAT32_FTZ = 10
    TFLOAT32 = 11
    TFLOAT32_FTZ = 12


class TensorMapInterleave(_enum.IntEnum):
    """Interleave layout for tensor map descriptors (CUtensorMapInterleave)."""

    NONE = 0
    INTERLEAVE_16B = 1
    INTERLEAVE_32B = 2


class TensorMapSwizzle(_enum.IntEnum):
    """Swizzle mode for tensor map descriptors (CUtensorMapSwizzle)."""

    NONE = 0
    SWIZZLE_32B = 1
    SWIZZLE_64B = 2
    SWIZZLE_128B = 3


class TensorMapL2Promotion(_enum.IntEnum):
    """L2 promotion mode for tensor map descriptors (CUtensorMapL2promotion)."""

    NONE = 0
    L2_64B = 1
    L2_128B = 2
    L2_256B = 3


class TensorMapOOBFill(_enum.IntEnum):
    """Out-of-bounds fill mode for tensor map descriptors (CUtensorMapFloatOOBfill)."""

    NONE = 0
    NAN_REQUEST_ZERO_FMA = 1


class TensorMapIm2ColWideMode(_enum.IntEnum):
    """Im2col wide mode for tensor map descriptors (CUtensorMapIm2ColWideMode, compute
    capability 10.0 on)."""

    W = 0
    W128 = 1


# Our enumeration -> the name of the driver module's enumeration whose members stand for it.
_DRIVER_ENUMS = {
    TensorMapDataType: "CUtensorMapDataType",
    TensorMapInterleave: "CUtensorMapInterleave",
    TensorMapSwizzle: "CUtensorMapSwizzle",
    TensorMapL2Promotion: "CUtensorMapL2promotion",
    TensorMapOOBFill: "CUtensorMapFloatOOBfill",
    TensorMapIm2ColWideMode: "CUtensorMapIm2ColWideMode",
}

_ELEMENT_SIZE = {
    TensorMapDataType.UINT8: 1,
    TensorMapDataType.UINT16: 2,
    TensorMapDataType.UINT32: 4,
    TensorMapDataType.INT32: 4,
    TensorMapDataType.UINT64: 8,
    TensorMapDataType.INT64: 8,
    TensorMapDataType.FLOAT16: 2,
    TensorMapDataType.FLOAT32: 4,
    TensorMapDataType.FLOAT64: 8,
    TensorMapDataType.BFLOAT16: 2,
    TensorMapDataType.FLOAT32_FTZ: 4,
    TensorMapDataType.TFLOAT32: 4,
    TensorMapDataType.TFLOAT32_FTZ: 4,
}

# Array-interface type strings (a NumPy dtype's `.str`) -> the data type, as cuda.core maps
# NumPy dtypes; bfloat16 (ml_dtypes) by its name.
_TYPESTRS = {
    "|u1": TensorMapDataType.UINT8,
    "<u2": TensorMapDataType.UINT16,
    "<u4": TensorMapDataType.UINT32,
    "<i4": TensorMapDataType.INT32,
    "<u8": TensorMapDataType.UINT64,
    "<i8": TensorMapDataType.INT64,
    "<f2": TensorMapDataType.FLOAT16,
    "<f4": TensorMapDataType.FLOAT32,
    "<f8": TensorMapDataType.FLOAT64,
}


def _enum_value(name: str, value: object, enum_type: type[_enum.IntEnum]) -> _Any:
    """`value` as a member of `enum_type`: one already, or the driver module's member of the same
    C enumeration; anything else is a TypeError, as cuda.core's (plain ints are refused)."""
    if isinstance(value, enum_type):
        return value
    driver_enum = getattr(_d, _DRIVER_ENUMS[enum_type], None)
    if driver_enum is not None and isinstance(value, driver_enum):
        try:
            return enum_type(int(value))
        except ValueError:
            raise ValueError(
                f"{name}: {value!r} is not one of {enum_type.__name__}'s values"
            ) from None
    raise TypeError(f"{name} must be a {enum_type.__name__}, got {type(value)}")


def _int_tuple(name: str, values: _Any) -> tuple[int, ...]:
    try:
        items: tuple[_Any, ...] = tuple(values)
    except TypeError:
        raise TypeError(f"{name} must be a tuple of ints, got {type(values)}") from None
    for i, value in enumerate(items):
        if not isinstance(value, int):
            raise TypeError(f"{name}[{i}] must be an int, got {type(value)}")
    return items


def _normalize_data_type(data_type: object) -> object:
    """None, a TensorMapDataType (or the driver's CUtensorMapDataType member), or a dtype: a NumPy
    dtype where NumPy is installed, else an array-interface type string ("<f4")."""
    if data_type is None or isinstance(data_type, TensorMapDataType):
        return data_type
    driver_enum = getattr(_d, "CUtensorMapDataType", None)
    if driver_enum is not None and isinstance(data_type, driver_enum):
        return _enum_value("data_type", data_type, TensorMapDataType)
    try:
        import numpy
    except ImportError:
        if isinstance(data_type, str):
            return data_type
        raise TypeError(
            "data_type must be a TensorMapDataType or a type string (NumPy is not installed), "
            f"got {type(data_type)}"
        ) from None
    try:
        return numpy.dtype(data_type)  # type: ignore[call-overload]
    except TypeError:
        raise TypeError(
            "data_type must be a TensorMapDataType or a numpy/ml_dtypes dtype, "
            f"got {type(data_type)}"
        ) from None


@_dataclass
class TensorMapDescriptorOptions:
    """Options for `StridedMemoryView.as_tensor_map`: `box_dim` (the tile's size in elements,
    per dimension of the tensor), `element_strides` (the traversal step per dimension; None:
    all 1), `data_type` (None: the view's dtype; a NumPy or ml_dtypes dtype, or a
    TensorMapDataType), `interleave`, `swizzle`, `l2_promotion`, `oob_fill`."""

    box_dim: tuple[int, ...]
    element_strides: tuple[int, ...] | None = None
    data_type: object = None
    interleave: TensorMapInterleave = TensorMapInterleave.NONE
    swizzle: TensorMapSwizzle = TensorMapSwizzle.NONE
    l2_promotion: TensorMapL2Promotion = TensorMapL2Promotion.NONE
    oob_fill: TensorMapOOBFill = TensorMapOOBFill.NONE

    def __post_init__(self) -> None:
        self.box_dim = _int_tuple("box_dim", self.box_dim)
        if self.element_strides is not None:
            self.element_strides = _int_tuple("element_strides", self.element_strides)
        self.data_type = _normalize_data_type(self.data_type)
        self.interleave = _enum_value("interleave", self.interleave, TensorMapInterleave)
        self.swizzle = _enum_value("swizzle", self.swizzle, TensorMapSwizzle)
        self.l2_promotion = _enum_value("l2_promotion", self.l2_promotion, TensorMapL2Promotion)
        self.oob_fill = _enum_value("oob_fill", self.oob_fill, TensorMapOOBFill)


def _coerce_options(
    box_dim: object,
    options: object,
    element_strides: object,
    data_type: object,
    interleave: object,
    swizzle: object,
    l2_promotion: object,
    oob_fill: object,
) -> TensorMapDescriptorOptions:
    pass  # DROPPED-IMPORT

    if options is not None:
        if (
            box_dim is not None
            or element_strides is not None
            or data_type is not None
            or interleave != TensorMapInterleave.NONE
            or swizzle != TensorMapSwizzle.NONE
            or l2_promotion != TensorMapL2Promotion.NONE
            or oob_fill != TensorMapOOBFill.NONE
        ):
            raise TypeError(
                "Specify either options or the individual tensor map arguments, not both"
            )
        return _options(options, TensorMapDescriptorOptions)
    if box_dim is None:
        raise TypeError("box_dim is required unless options is provided")
    return TensorMapDescriptorOptions(
        box_dim=box_dim,  # type: ignore[arg-type]
        element_strides=element_strides,  # type: ignore[arg-type]
        data_type=data_type,
        interleave=interleave,  # type: ignore[arg-type]
        swizzle=swizzle,  # type: ignore[arg-type]
        l2_promotion=l2_promotion,  # type: ignore[arg-type]
        oob_fill=oob_fill,  # type: ignore[arg-type]
    )


def _dtype_data_type(dtype: object) -> TensorMapDataType | None:
    if getattr(dtype, "name", None) == "bfloat16":
        return TensorMapDataType.BFLOAT16
    typestr = getattr(dtype, "str", None)
    return _TYPESTRS.get(typestr if isinstance(typestr, str) else str(dtype))


def _resolve_data_type(view: StridedMemoryView, data_type: object) -> TensorMapDataType:
    """The data type asked for, else the view's dtype's."""
    if data_type is not None:
        data_type = _normalize_data_type(data_type)
        if isinstance(data_type, TensorMapDataType):
            return data_type
        found = _dtype_data_type(data_type)
        if found is None:
            raise ValueError(
                f"Unsupported dtype {data_type} for TMA; supported dtypes: "
                "uint8, uint16, uint32, int32, uint64, int64, float16, float32, float64, bfloat16."
            )
        return found
    dtype = view.dtype
    if dtype is None:
        raise ValueError(
            "Cannot infer TMA data type from the tensor; please specify data_type explicitly"
        )
    found = _dtype_data_type(dtype)
    if found is None:
        raise ValueError(
            f"Unsupported dtype {dtype} for TMA; supported dtypes: uint8, uint16, uint32, int32, "
            "uint64, int64, float16, float32, float64, bfloat16. You may also specify data_type "
            "explicitly."
        )
    return found


def _view_of(tensor: object) -> StridedMemoryView:
    """A StridedMemoryView of `tensor` (itself, or one by DLPack or the CUDA Array Interface,
    with no stream ordering: making a descriptor reads no data), device-accessible and 16-byte
    aligned, as the driver requires."""
    from ._memoryview import StridedMemoryView  # core.utils comes at first use

    if isinstance(tensor, StridedMemoryView):
        view = tensor
    else:
        view = StridedMemoryView.from_any_interface(tensor, stream_ptr=-1)
    if not view.is_device_accessible:
        raise ValueError("The tensor must be device-accessible")
    if view.ptr % 16 != 0:
        raise ValueError(
            f"Global memory address must be 16-byte aligned, got address 0x{view.ptr:x}"
        )
    return view


def _require_view_device(view: StridedMemoryView, device_id: int, operation: str) -> None:
    """Device memory must be the current device's (host and managed memory, which DLPack reports
    as device 0 whatever the device, are not checked), as cuda.core checks."""
    pass  # DROPPED-IMPORT

    kind, view_device = view.__dlpack_device__()
    if kind == _kDLCUDA and view_device != device_id:
        raise ValueError(f"{operation} expects tensor on device {device_id}, got {view_device}")


def _current_context() -> tuple[int, int]:
    """(the current context's handle, its device), or RuntimeError where there is none."""
    pass  # DROPPED-IMPORT

    _init()
    context = _d.cuCtxGetCurrent()
    if not context:
        raise RuntimeError("TensorMapDescriptor requires an active CUDA context")
    return int(context), int(_d.cuCtxGetDevice())


def _byte_strides(
    shape: tuple[int, ...], strides: tuple[int, ...] | None, elem_size: int
) -> tuple[int, ...]:
    """Byte strides, outermost first: the view's (in elements), else C-contiguous ones."""
    if strides is not None:
        return tuple(s * elem_size for s in strides)
    out, stride = [], elem_size
    for extent in reversed(shape):
        out.append(stride)
        stride *= extent
    return tuple(reversed(out))


def _element_strides(element_strides: tuple[int, ...] | None, rank: int) -> tuple[int, ...]:
    if element_strides is None:
        return (1,) * rank
    if len(element_strides) != rank:
        raise ValueError(f"element_strides must have {rank} elements, got {len(element_strides)}")
    for i, step in enumerate(element_strides):
        if not 1 <= step <= 8:
            raise ValueError(f"element_strides[{i}] must be in [1, 8], got {step}")
    return element_strides


def _global_layout(
    view: StridedMemoryView, data_type: TensorMapDataType, ranks: tuple[int, int], what: str
) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """(shape, byte strides, element size) of the view, checked against what the driver takes:
    dimensions in [1, 2**32], strides positive multiples of 16 below 2**40 (but the innermost,
    which must be the element size: TMA has no stride in dimension 0)."""
    shape = tuple(int(n) for n in view.shape)
    rank = len(shape)
    low, high = ranks
    if not low <= rank <= high:
        raise ValueError(f"{what} rank must be between {low} and {high}, got {rank}")
    elem_size = _ELEMENT_SIZE[data_type]
    strides = _byte_strides(shape, view.strides, elem_size)
    for i, extent in enumerate(shape):
        if not 1 <= extent <= 1 << 32:
            raise ValueError(f"shape[{i}] must be in [1, 2**32] for TMA, got {extent}")
    if shape[-1] > 1 and strides[-1] != elem_size:
        raise ValueError(
            f"the innermost dimension must be contiguous for TMA (a stride of {elem_size} "
            f"bytes), got {strides[-1]} bytes"
        )
    for i in range(rank - 1):
        if strides[i] <= 0 or strides[i] % 16 or strides[i] >= 1 << 40:
            raise ValueError(
                f"the byte stride of dimension {i} must be a positive multiple of 16 below 2**40 "
                f"for TMA, got {strides[i]}"
            )
    return shape, strides, elem_size


class TensorMapDescriptor:
    """A TMA (Tensor Memory Accelerator) tensor map, for Hopper and later GPUs: the opaque
    128-byte CUtensorMap the TMA unit reads to move tiles between global and shared memory.

    Made by `StridedMemoryView.as_tensor_map` (tiled), or by the `_from_tiled`, `_from_im2col`
    and `_from_im2col_wide` class methods, as cuda.core's; passed to `launch` as a kernel
    argument, for a `const __grid_constant__ CUtensorMap` parameter. It belongs to the context
    current when it was made, and keeps the memory it describes alive."""

    __slots__ = ("_context", "_device_id", "_repr_info", "_source_ref", "_tensor_map", "_view_ref")
    _tensor_map: _Any  # the driver module's CUtensorMap, placed at its C alignment
    _context: int
    _device_id: int
    _source_ref: object
    _view_ref: StridedMemoryView | None
    _repr_info: dict[str, _Any] | None

    def __init__(self) -> None:
        raise RuntimeError(
            "TensorMapDescriptor cannot be instantiated directly. "
            "Use StridedMemoryView.as_tensor_map() instead."
        )

    @classmethod
    def _begin(cls, view: object, operation: str) -> tuple[TensorMapDescriptor, StridedMemoryView]:
        view = _view_of(view)
        self = object.__new__(cls)
        self._tensor_map = None
        self._repr_info = None
        # The view and the object viewed: a DLPack producer's memory may live only as long as
        # the capsule the view holds.
        self._source_ref = view.exporting_obj
        self._view_ref = view
        self._context, self._device_id = _current_context()
        _require_view_device(view, self._device_id, operation)
        return self, view

    def _finish(
        self,
        encoded: _Any,
        method: str,
        rank: int,
        data_type: TensorMapDataType,
        swizzle: TensorMapSwizzle,
    ) -> TensorMapDescriptor:
        self._tensor_map = encoded
        self._repr_info = {
            "method": method,
            "rank": rank,
            "data_type": data_type,
            "swizzle": swizzle,
        }
        return self

    @classmethod
    def _from_tiled(
        cls,
        view: object,
        box_dim: object = None,
        *,
        options: object = None,
        element_strides: object = None,
        data_type: object = None,
        interleave: object = TensorMapInterleave.NONE,
        swizzle: object = TensorMapSwizzle.NONE,
        l2_promotion: object = TensorMapL2Promotion.NONE,
        oob_fill: object = TensorMapOOBFill.NONE,
    ) -> TensorMapDescriptor:
        """A tiled descriptor (cuTensorMapEncodeTiled) of `view`: tiles of `box_dim` elements
        (each in [1, 256], one per dimension, outermost first), or the bundled `options`.
        ValueError for a rank outside [1, 5], an address not 16-byte aligned, or dimensions,
        strides and boxes the TMA cannot take."""
        encode = _need("cuTensorMapEncodeTiled", "TensorMapDescriptor._from_tiled")
        opts = _coerce_options(
            box_dim,
            options,
            element_strides,
            data_type,
            interleave,
            swizzle,
            l2_promotion,
            oob_fill,
        )
        self, sview = cls._begin(view, "TensorMapDescriptor._from_tiled")
        tma_dt = _resolve_data_type(sview, opts.data_type)
        shape, strides, elem_size = _global_layout(sview, tma_dt, (1, 5), "Tensor")
        rank = len(shape)
        boxes = opts.box_dim
        if len(boxes) != rank:
            raise ValueError(
                f"box_dim must have {rank} elements (same as tensor rank), got {len(boxes)}"
            )
        for i, extent in enumerate(boxes):
            if not 1 <= extent <= 256:
                raise ValueError(f"box_dim[{i}] must be in [1, 256], got {extent}")
        steps = _element_strides(opts.element_strides, rank)
        inner = boxes[-1] * elem_size
        if opts.interleave == TensorMapInterleave.NONE:
            if inner % 16:
                raise ValueError(
                    f"box_dim[{rank - 1}] * the element size ({inner} bytes) must be a multiple "
                    "of 16 bytes without interleave"
                )
            limit = {1: 32, 2: 64, 3: 128}.get(int(opts.swizzle))
            if limit is not None and inner > limit:
                raise ValueError(
                    f"box_dim[{rank - 1}] * the element size ({inner} bytes) must be at most "
                    f"{limit} bytes with {opts.swizzle.name}"
                )
        encoded = encode(
            int(tma_dt),
            sview.ptr,
            list(reversed(shape)),
            list(reversed(strides[:-1])),
            list(reversed(boxes)),
            list(reversed(steps)),
            int(opts.interleave),
            int(opts.swizzle),
            int(opts.l2_promotion),
            int(opts.oob_fill),
        )
        return self._finish(encoded, "tiled", rank, tma_dt, opts.swizzle)

    @classmethod
    def _from_im2col(
        cls,
        view: object,
        pixel_box_lower_corner: object,
        pixel_box_upper_corner: object,
        channels_per_pixel: int,
        pixels_per_column: int,
        *,
        element_strides: object = None,
        data_type: object = None,
        interleave: object = TensorMapInterleave.NONE,
        swizzle: object = TensorMapSwizzle.NONE,
        l2_promotion: object = TensorMapL2Promotion.NONE,
        oob_fill: object = TensorMapOOBFill.NONE,
    ) -> TensorMapDescriptor:
        """An im2col descriptor (cuTensorMapEncodeIm2col) of a rank 3 to 5 tensor, for
        convolutions: the pixel box's corners (one per spatial dimension, rank - 2 of them,
        outermost first), channels per pixel and pixels per column."""
        encode = _need("cuTensorMapEncodeIm2col", "TensorMapDescriptor._from_im2col")
        args = _encode_args(element_strides, interleave, swizzle, l2_promotion, oob_fill)
        self, sview = cls._begin(view, "TensorMapDescriptor._from_im2col")
        tma_dt = _resolve_data_type(sview, data_type)
        shape, strides, _ = _global_layout(sview, tma_dt, (3, 5), "Im2col tensor")
        rank = len(shape)
        spatial = rank - 2
        lower = _int_tuple("pixel_box_lower_corner", pixel_box_lower_corner)
        upper = _int_tuple("pixel_box_upper_corner", pixel_box_upper_corner)
        for name, corner in (("pixel_box_lower_corner", lower), ("pixel_box_upper_corner", upper)):
            if len(corner) != spatial:
                raise ValueError(
                    f"{name} must have {spatial} elements (rank - 2), got {len(corner)}"
                )
        steps = _element_strides(args[0], rank)
        encoded = encode(
            int(tma_dt),
            sview.ptr,
            list(reversed(shape)),
            list(reversed(strides[:-1])),
            list(reversed(lower)),
            list(reversed(upper)),
            _count(channels_per_pixel, "channels_per_pixel"),
            _count(pixels_per_column, "pixels_per_column"),
            list(reversed(steps)),
            *(int(a) for a in args[1:]),
        )
        return self._finish(encoded, "im2col", rank, tma_dt, args[2])

    @classmethod
    def _from_im2col_wide(
        cls,
        view: object,
        pixel_box_lower_corner_width: int,
        pixel_box_upper_corner_width: int,
        channels_per_pixel: int,
        pixels_per_column: int,
        *,
        element_strides: object = None,
        data_type: object = None,
        interleave: object = TensorMapInterleave.NONE,
        mode: object = TensorMapIm2ColWideMode.W,
        swizzle: object = TensorMapSwizzle.SWIZZLE_128B,
        l2_promotion: object = TensorMapL2Promotion.NONE,
        oob_fill: object = TensorMapOOBFill.NONE,
    ) -> TensorMapDescriptor:
        """An im2col-wide descriptor (cuTensorMapEncodeIm2colWide, compute capability 10.0 on)
        of a rank 3 to 5 tensor: the pixel box along W only."""
        encode = _need("cuTensorMapEncodeIm2colWide", "TensorMapDescriptor._from_im2col_wide")
        args = _encode_args(element_strides, interleave, swizzle, l2_promotion, oob_fill)
        wide = _enum_value("mode", mode, TensorMapIm2ColWideMode)
        self, sview = cls._begin(view, "TensorMapDescriptor._from_im2col_wide")
        tma_dt = _resolve_data_type(sview, data_type)
        shape, strides, _ = _global_layout(sview, tma_dt, (3, 5), "Im2col-wide tensor")
        rank = len(shape)
        steps = _element_strides(args[0], rank)
        for name, value in (
            ("pixel_box_lower_corner_width", pixel_box_lower_corner_width),
            ("pixel_box_upper_corner_width", pixel_box_upper_corner_width),
        ):
            if not isinstance(value, int) or isinstance(value, bool):
                raise TypeError(f"{name} must be an int, got {type(value)}")
        encoded = encode(
            int(tma_dt),
            sview.ptr,
            list(reversed(shape)),
            list(reversed(strides[:-1])),
            pixel_box_lower_corner_width,
            pixel_box_upper_corner_width,
            _count(channels_per_pixel, "channels_per_pixel"),
            _count(pixels_per_column, "pixels_per_column"),
            list(reversed(steps)),
            int(args[1]),
            int(wide),
            *(int(a) for a in args[2:]),
        )
        return self._finish(encoded, "im2col_wide", rank, tma_dt, args[2])

    @property
    def device(self) -> Device | None:
        """The Device this descriptor belongs to."""
        pass  # DROPPED-IMPORT

        return Device(self._device_id) if self._device_id >= 0 else None

    def _check_context(self) -> None:
        """RuntimeError unless this descriptor's context is current (it is used in no other)."""
        current = _d.cuCtxGetCurrent()
        if not current:
            raise RuntimeError("TensorMapDescriptor requires an active CUDA context")
        if int(current) != self._context:
            raise RuntimeError("TensorMapDescriptor was created in a different CUDA context")

    def _kernel_arg(self) -> _Any:
        """What `launch` passes: the CUtensorMap, by value (the driver copies its 128 bytes)."""
        self._check_context()
        return self._tensor_map

    def replace_address(self, tensor: object) -> None:
        """Point the descriptor at `tensor` (a StridedMemoryView, or an object with DLPack or
        the CUDA Array Interface: device-accessible, 16-byte aligned), of the same shape,
        strides and type as before (cuTensorMapReplaceAddress)."""
        self._check_context()
        view = _view_of(tensor)
        _require_view_device(view, self._device_id, "replace_address")
        _d.cuTensorMapReplaceAddress(self._tensor_map, view.ptr)
        # Only now: the old memory stays alive while the map may still point at it.
        self._source_ref = view.exporting_obj
        self._view_ref = view

    def __repr__(self) -> str:
        info = self._repr_info
        if info is None:
            return "TensorMapDescriptor()"
        return (
            f"TensorMapDescriptor({info['method']}, rank={info['rank']}, "
            f"dtype={info['data_type'].name}, swizzle={info['swizzle'].name})"
        )

    def __reduce__(self) -> _Any:
        raise TypeError("a TensorMapDescriptor cannot be pickled: it holds a device address")

    @property
    def _bytes(self) -> bytes:
        """The CUtensorMap's 128 bytes (for tests and comparisons)."""
        return _c.string_at(_c.addressof(self._tensor_map), _c.sizeof(self._tensor_map))


def _encode_args(
    element_strides: object,
    interleave: object,
    swizzle: object,
    l2_promotion: object,
    oob_fill: object,
) -> tuple[_Any, TensorMapInterleave, TensorMapSwizzle, TensorMapL2Promotion, TensorMapOOBFill]:
    steps = None if element_strides is None else _int_tuple("element_strides", element_strides)
    return (
        steps,
        _enum_value("interleave", interleave, TensorMapInterleave),
        _enum_value("swizzle", swizzle, TensorMapSwizzle),
        _enum_value("l2_promotion", l2_promotion, TensorMapL2Promotion),
        _enum_value("oob_fill", oob_fill, TensorMapOOBFill),
    )


def _count(value: object, name: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"{name} must be an int, got {type(value)}")
    if value < 1:
        raise ValueError(f"{name} must be at least 1, got {value}")
    return value


def _need(function: str, operation: str) -> _Any:
    """The driver's `function`, or NotImplementedError where the release does not declare it."""
    pass  # DROPPED-IMPORT

    found = getattr(_d, function, None)
    if found is None:
        raise NotImplementedError(
            f"{operation} needs {function}, which CUDA {CUDA_RELEASE} does not declare"
        )
    return found


# Names used only inside functions: imported once this module's own are defined (the
# package's modules refer to each other), the modules others build on first.
from ._context import CUDA_RELEASE, _init
from ._device import Device
from ._dlpack import _kDLCUDA
from ._memory._pool import _options
