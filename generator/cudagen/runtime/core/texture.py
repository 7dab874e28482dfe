"""cuda.core's `texture` module for the object layer (`from <package>.core import texture`):
CUDA arrays (`OpaqueArray`, `MipmappedArray`) and the bindless texture and surface objects
built on them (`TextureObject`, `SurfaceObject`), described by `ResourceDescriptor` and the
options dataclasses; `Device.create_opaque_array`, `create_mipmapped_array`,
`create_texture_object` and `create_surface_object` make them.

The package's `core/texture.py`, imported at first use (`core.texture`, or
`import <package>.core.texture`). Names and behaviour are cuda.core 1.2.2's. Its enumerations (cuda.core
keeps them in `cuda.core.typing`) are here: `ArrayFormatType`, `AddressModeType`,
`FilterModeType`, `ReadModeType`; every option takes them or their string values, and a format
also a NumPy dtype (NumPy is not needed otherwise).

Lifetimes: each CUarray, CUmipmappedArray, CUtexObject and CUsurfObject is held by one handle
box, destroyed once (cuArrayDestroy, ...) when the last object that uses it lets go: `close()`
(or a with block) drops an object's reference; a texture or surface object holds the box of the
array it reads, a mipmap level's array (non-owning: the mipmap frees its levels) the mipmap's,
so closing an array a texture still samples destroys it only after the texture. A texture on a
linear or pitch-2D Buffer keeps its memory (Buffer._hold): closing the Buffer closes the Buffer
object, and the memory is freed after the last texture over it. Nothing is destroyed at
interpreter exit.
"""

from __future__ import annotations

import ctypes as _c
import sys as _sys
from dataclasses import dataclass as _dataclass
from enum import StrEnum as _StrEnum

from ._release import driver as _d

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import Any as _Any
    from typing import TypeVar as _TypeVar

    from ._context import Context, _Finalizer
    from ._device import Device
    from ._stream import Stream
    from .graph._graph_builder import GraphBuilder

    _E = _TypeVar("_E", bound=_StrEnum)


__all__ = [
    "MipmappedArray",
    "MipmappedArrayOptions",
    "OpaqueArray",
    "OpaqueArrayOptions",
    "ResourceDescriptor",
    "SurfaceObject",
    "TextureObject",
    "TextureObjectOptions",
]


# --- enumerations (cuda.core.typing's) ----------------------------------------------------


class ArrayFormatType(_StrEnum):
    """An array element's format (CUarray_format), each spelled as its NumPy dtype."""

    UINT8 = "uint8"
    UINT16 = "uint16"
    UINT32 = "uint32"
    INT8 = "int8"
    INT16 = "int16"
    INT32 = "int32"
    FLOAT16 = "float16"
    FLOAT32 = "float32"


class AddressModeType(_StrEnum):
    """What a texture returns for coordinates out of range (CUaddress_mode)."""

    WRAP = "wrap"
    CLAMP = "clamp"
    MIRROR = "mirror"
    BORDER = "border"


class FilterModeType(_StrEnum):
    """How a texture samples (CUfilter_mode): the nearest texel, or interpolated."""

    POINT = "point"
    LINEAR = "linear"


class ReadModeType(_StrEnum):
    """Whether integer texels are read as they are or as normalized floats."""

    ELEMENT_TYPE = "element_type"
    NORMALIZED_FLOAT = "normalized_float"


# format -> (the CUarray_format enumerator's name, bytes of one channel)
_FORMATS = {
    ArrayFormatType.UINT8: ("CU_AD_FORMAT_UNSIGNED_INT8", 1),
    ArrayFormatType.UINT16: ("CU_AD_FORMAT_UNSIGNED_INT16", 2),
    ArrayFormatType.UINT32: ("CU_AD_FORMAT_UNSIGNED_INT32", 4),
    ArrayFormatType.INT8: ("CU_AD_FORMAT_SIGNED_INT8", 1),
    ArrayFormatType.INT16: ("CU_AD_FORMAT_SIGNED_INT16", 2),
    ArrayFormatType.INT32: ("CU_AD_FORMAT_SIGNED_INT32", 4),
    ArrayFormatType.FLOAT16: ("CU_AD_FORMAT_HALF", 2),
    ArrayFormatType.FLOAT32: ("CU_AD_FORMAT_FLOAT", 4),
}
_TO_CU = {fmt: int(getattr(_d, name)) for fmt, (name, _) in _FORMATS.items()}
_FROM_CU = {code: fmt for fmt, code in _TO_CU.items()}
_ADDRESS_TO_CU = {
    AddressModeType.WRAP: int(_d.CU_TR_ADDRESS_MODE_WRAP),
    AddressModeType.CLAMP: int(_d.CU_TR_ADDRESS_MODE_CLAMP),
    AddressModeType.MIRROR: int(_d.CU_TR_ADDRESS_MODE_MIRROR),
    AddressModeType.BORDER: int(_d.CU_TR_ADDRESS_MODE_BORDER),
}
_FILTER_TO_CU = {
    FilterModeType.POINT: int(_d.CU_TR_FILTER_MODE_POINT),
    FilterModeType.LINEAR: int(_d.CU_TR_FILTER_MODE_LINEAR),
}
_SURFACE_LDST = int(_d.CUDA_ARRAY3D_SURFACE_LDST)


def _channel_bytes(fmt: ArrayFormatType) -> int:
    return _FORMATS[fmt][1]


def _valid_values(enum_type: type[_StrEnum]) -> str:
    return ", ".join(repr(m.value) for m in enum_type)


def _normalize_array_format(format: object) -> ArrayFormatType:
    """An ArrayFormatType from one, its string value, or a NumPy dtype (anything numpy.dtype
    takes, when NumPy is loaded); ValueError otherwise."""
    if isinstance(format, ArrayFormatType):
        return format
    if isinstance(format, str):
        try:
            return ArrayFormatType(format)
        except ValueError:
            raise ValueError(
                f"format must be an ArrayFormatType or one of {{{_valid_values(ArrayFormatType)}}}, "
                f"got {format!r}"
            ) from None
    numpy = _sys.modules.get("numpy")  # a dtype comes from a loaded NumPy; none is imported
    try:
        if numpy is None:
            raise TypeError
        dtype = numpy.dtype(format)
    except TypeError:
        raise ValueError(
            f"format must be an ArrayFormatType, str, or NumPy dtype, got {format!r}"
        ) from None
    try:
        return ArrayFormatType(dtype.name)
    except ValueError:
        raise ValueError(
            f"NumPy dtype {dtype!r} has no ArrayFormatType equivalent; supported formats: "
            f"{{{_valid_values(ArrayFormatType)}}}"
        ) from None


def _validate_format_channels(format: object, num_channels: object) -> ArrayFormatType:
    fmt = _normalize_array_format(format)
    if isinstance(num_channels, bool) or num_channels not in (1, 2, 4):
        raise ValueError(f"num_channels must be 1, 2, or 4, got {num_channels!r}")
    return fmt


def _validate_array_shape(shape: object) -> tuple[int, ...]:
    try:
        dims = tuple(int(s) for s in shape)  # type: ignore[attr-defined]
    except TypeError:
        raise TypeError(f"shape must be a tuple of ints, got {type(shape).__name__}") from None
    if not 1 <= len(dims) <= 3:
        raise ValueError(f"shape rank must be 1, 2, or 3, got {len(dims)}")
    for i, dim in enumerate(dims):
        if dim < 1:
            raise ValueError(f"shape[{i}] must be >= 1, got {dim}")
    return dims


def _normalize_enum(name: str, value: object, enum_type: type[_E]) -> _E:
    if isinstance(value, enum_type):
        return value
    try:
        return enum_type(value)  # type: ignore[arg-type]
    except ValueError:
        raise ValueError(
            f"{name} must be a {enum_type.__name__} or one of {{{_valid_values(enum_type)}}}, "
            f"got {value!r}"
        ) from None


def _normalize_address_modes(address_mode: object) -> tuple[AddressModeType, ...]:
    """Three address modes (one per axis) from one, or from a tuple of 1-3 (the last repeated)."""
    if isinstance(address_mode, str):
        mode = _normalize_enum("address_mode", address_mode, AddressModeType)
        return (mode, mode, mode)
    try:
        modes: tuple[object, ...] = tuple(address_mode)  # type: ignore[arg-type]
    except TypeError:
        raise TypeError(
            "address_mode must be an AddressModeType or a tuple of AddressModeType"
        ) from None
    if not 1 <= len(modes) <= 3:
        raise ValueError(f"address_mode tuple must have 1-3 entries, got {len(modes)}")
    checked = [
        _normalize_enum(f"address_mode[{i}]", m, AddressModeType) for i, m in enumerate(modes)
    ]
    return tuple(checked + [checked[-1]] * (3 - len(checked)))


# --- handles ---------------------------------------------------------------------------------


class _Handle:
    """One driver handle and what it needs alive: destroyed once, by its finalizer, when the
    last object holding this box lets go of it (an owning box), or never (a mipmap level, which
    holds the mipmap's box instead)."""

    __slots__ = ("__weakref__", "_finalizer", "handle", "keep")
    handle: int
    keep: object
    _finalizer: _Finalizer | None

    def __init__(
        self, handle: int, context: Context | None, destroy: _Any, keep: object = None
    ) -> None:
        self.handle = handle
        self.keep = keep
        self._finalizer = None
        if destroy is not None:
            # keep rides in the finalizer's payload, so it outlives the free (a texture is
            # destroyed before the array it reads).
            self._finalizer = _finalizer(self, context, _destroy, destroy, handle, keep)


def _destroy(destroy: _Any, handle: int, keep: object) -> None:
    destroy(handle)


def _in_device(device: Device, fn: _Any, *args: _Any) -> _Any:
    return _in_context(device._primary, fn, *args)


def _descriptor(
    shape: tuple[int, ...], fmt: ArrayFormatType, num_channels: int, surface: bool
) -> _Any:
    desc = _d.CUDA_ARRAY3D_DESCRIPTOR()
    desc.Width = shape[0]
    desc.Height = shape[1] if len(shape) >= 2 else 0
    desc.Depth = shape[2] if len(shape) >= 3 else 0
    desc.Format = _TO_CU[fmt]
    desc.NumChannels = num_channels
    desc.Flags = _SURFACE_LDST if surface else 0
    return desc


# --- arrays ------------------------------------------------------------------------------


@_dataclass
class OpaqueArrayOptions:
    """`Device.create_opaque_array`'s options: `shape` ((width,), (width, height) or (width,
    height, depth), in elements), `format` (ArrayFormatType, its string, or a NumPy dtype),
    `num_channels` (1, 2 or 4), `is_surface_load_store` (CUDA_ARRAY3D_SURFACE_LDST: the array
    can back a SurfaceObject)."""

    shape: tuple[int, ...]
    format: object
    num_channels: int
    is_surface_load_store: bool = False

    def __post_init__(self) -> None:
        self.format = _validate_format_channels(self.format, self.num_channels)
        self.shape = _validate_array_shape(self.shape)


class OpaqueArray:
    """A CUDA array (CUarray): memory laid out by the driver for 2-D/3-D locality, read by
    kernels through a TextureObject or SurfaceObject only. Data moves in and out by copies
    (`copy_from`, `copy_to`) from and to a Buffer or a host buffer-protocol object. Made by
    `Device.create_opaque_array` or `MipmappedArray.get_level` (a level, freed with its
    mipmap)."""

    __slots__ = ("_box", "_device", "_format", "_num_channels", "_shape", "_surface")
    _box: _Handle | None  # None once closed
    _device: Device
    _shape: tuple[int, ...]
    _format: ArrayFormatType
    _num_channels: int
    _surface: bool

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError(
            "OpaqueArray cannot be instantiated directly. Use Device.create_opaque_array()."
        )

    @classmethod
    def _new(
        cls,
        box: _Handle,
        device: Device,
        shape: tuple[int, ...],
        fmt: ArrayFormatType,
        num_channels: int,
        surface: bool,
    ) -> OpaqueArray:
        self = object.__new__(cls)
        self._box = box
        self._device = device
        self._shape = shape
        self._format = fmt
        self._num_channels = num_channels
        self._surface = surface
        return self

    @classmethod
    def _create(cls, device: Device, options: OpaqueArrayOptions) -> OpaqueArray:
        fmt = options.format
        assert isinstance(fmt, ArrayFormatType)  # __post_init__ normalized it
        desc = _descriptor(options.shape, fmt, options.num_channels, options.is_surface_load_store)
        context = device._primary
        handle = int(_in_context(context, _d.cuArray3DCreate, desc))
        box = _Handle(handle, context, _d.cuArrayDestroy)
        return cls._new(
            box,
            device,
            options.shape,
            fmt,
            options.num_channels,
            bool(options.is_surface_load_store),
        )

    def _live(self) -> _Handle:
        box = self._box
        if box is None:
            raise RuntimeError("the OpaqueArray is closed")
        return box

    @property
    def handle(self) -> int:
        """The CUarray, as an int (0 once closed)."""
        return 0 if self._box is None else self._box.handle

    @property
    def is_closed(self) -> bool:
        return self._box is None

    @property
    def shape(self) -> tuple[int, ...]:
        """The shape in elements: (width,), (width, height) or (width, height, depth)."""
        return self._shape

    @property
    def format(self) -> ArrayFormatType:
        return self._format

    @property
    def num_channels(self) -> int:
        return self._num_channels

    @property
    def element_bytes(self) -> int:
        """Bytes per element: a channel's bytes times the channels."""
        return _channel_bytes(self._format) * self._num_channels

    @property
    def device(self) -> Device:
        return self._device

    @property
    def is_surface_load_store(self) -> bool:
        """Whether the array can back a SurfaceObject (made with CUDA_ARRAY3D_SURFACE_LDST)."""
        return self._surface

    @property
    def size_bytes(self) -> int:
        """The array's bytes: the product of the shape times element_bytes."""
        n = self.element_bytes
        for extent in self._shape:
            n *= extent
        return n

    def _extent_bytes(self) -> tuple[int, int, int]:
        """(width in bytes, height, depth) for cuMemcpy3D, height and depth at least 1."""
        shape = self._shape
        return (
            shape[0] * self.element_bytes,
            shape[1] if len(shape) >= 2 else 1,
            shape[2] if len(shape) >= 3 else 1,
        )

    def copy_from(self, src: object, *, stream: Stream | GraphBuilder) -> None:
        """Copy the whole array's bytes from `src` (a Buffer, or a contiguous host
        buffer-protocol object of at least size_bytes), ordered on `stream`."""
        _copy3d(self, src, stream, to_array=True)

    def copy_to(self, dst: _Any, *, stream: Stream | GraphBuilder) -> _Any:
        """Copy the whole array into `dst` (a Buffer, or a writable contiguous host
        buffer-protocol object of at least size_bytes), ordered on `stream`; returns `dst`."""
        _copy3d(self, dst, stream, to_array=False)
        return dst

    def close(self) -> None:
        """Let go of the CUarray: destroyed (cuArrayDestroy) now, or when the last texture or
        surface object reading it is closed; a mipmap level's is freed with its mipmap.
        Idempotent."""
        self._box = None

    def __enter__(self) -> OpaqueArray:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return (
            f"OpaqueArray(shape={self._shape}, format={self._format.name}, "
            f"num_channels={self._num_channels})"
        )


def _copy3d(array: OpaqueArray, other: object, stream: object, to_array: bool) -> None:
    """One cuMemcpy3DAsync of the whole array between it and `other` (a Buffer: device
    addressing, which pinned host memory has too; else a host buffer-protocol object)."""
    width, height, depth = array._extent_bytes()
    required = width * height * depth
    p = _d.CUDA_MEMCPY3D()
    p.WidthInBytes, p.Height, p.Depth = width, height, depth
    side = "src" if to_array else "dst"
    keep: object = None  # the host memory's owner, alive through the call
    if isinstance(other, Buffer) and other.is_device_accessible:
        if other.size < required:
            raise ValueError(
                f"Buffer size ({other.size} bytes) is smaller than the array extent "
                f"({required} bytes)"
            )
        setattr(p, side + "MemoryType", _d.CU_MEMORYTYPE_DEVICE)
        setattr(p, side + "Device", other._address)
    elif isinstance(other, Buffer):  # host memory the driver does not know: by address
        if other.size < required:
            raise ValueError(
                f"Buffer size ({other.size} bytes) is smaller than the array extent "
                f"({required} bytes)"
            )
        setattr(p, side + "MemoryType", _d.CU_MEMORYTYPE_HOST)
        setattr(p, side + "Host", other._address)
    else:
        address, keep = _host_address(other, required, writable=not to_array)
        setattr(p, side + "MemoryType", _d.CU_MEMORYTYPE_HOST)
        setattr(p, side + "Host", address)
    setattr(p, side + "Pitch", width)
    setattr(p, side + "Height", height)
    array_side = "dst" if to_array else "src"
    setattr(p, array_side + "MemoryType", _d.CU_MEMORYTYPE_ARRAY)
    setattr(p, array_side + "Array", array._live().handle)
    handle = _stream_handle(_stream_arg(stream))
    if handle <= 2:  # a default stream: the array's context's
        _in_device(array._device, _d.cuMemcpy3DAsync, p, handle)
    else:
        pushed = _push_stream_context(handle)
        try:
            _d.cuMemcpy3DAsync(p, handle)
        finally:
            if pushed:
                _d.cuCtxPopCurrent()
    del keep


def _host_address(obj: object, required: int, writable: bool) -> tuple[int, object]:
    """(address, owner to keep alive) of a contiguous host buffer of at least `required` bytes;
    a read-only source is copied first (ctypes addresses writable memory only)."""
    try:
        view = memoryview(obj)  # type: ignore[arg-type]
    except TypeError:
        view = None
    if view is None or not view.c_contiguous or (writable and view.readonly):
        raise TypeError(
            "Source/destination must be a Buffer or a contiguous buffer-protocol object, got "
            f"{type(obj).__name__}" + (" (read-only)" if view is not None and view.readonly else "")
        )
    if view.nbytes < required:
        raise ValueError(
            f"Host buffer has {view.nbytes} bytes, smaller than the array extent "
            f"({required} bytes)"
        )
    if view.readonly:
        view = memoryview(bytearray(view.cast("B")[:required]))
    chars = (_c.c_char * view.nbytes).from_buffer(view.cast("B"))
    return _c.addressof(chars), (view, chars)


@_dataclass
class MipmappedArrayOptions:
    """`Device.create_mipmapped_array`'s options: `shape`, `format`, `num_channels` and
    `is_surface_load_store` as OpaqueArrayOptions' (for level 0), and `num_levels` (>= 1; the
    driver refuses more than the largest extent's log2 + 1)."""

    shape: tuple[int, ...]
    format: object
    num_channels: int
    num_levels: int
    is_surface_load_store: bool = False

    def __post_init__(self) -> None:
        self.format = _validate_format_channels(self.format, self.num_channels)
        self.shape = _validate_array_shape(self.shape)
        self.num_levels = int(self.num_levels)
        if self.num_levels < 1:
            raise ValueError(f"num_levels must be >= 1, got {self.num_levels}")


class MipmappedArray:
    """A mipmapped CUDA array (CUmipmappedArray): `num_levels` arrays, each half the last,
    sampled together by a TextureObject; `get_level(i)` is level i as an OpaqueArray (to copy
    into, or to back a SurfaceObject), which keeps the mipmap alive. Made by
    `Device.create_mipmapped_array`."""

    __slots__ = (
        "_box",
        "_device",
        "_format",
        "_num_channels",
        "_num_levels",
        "_shape",
        "_surface",
    )
    _box: _Handle | None
    _device: Device
    _shape: tuple[int, ...]
    _format: ArrayFormatType
    _num_channels: int
    _num_levels: int
    _surface: bool

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError(
            "MipmappedArray cannot be instantiated directly. Use Device.create_mipmapped_array()."
        )

    @classmethod
    def _create(cls, device: Device, options: MipmappedArrayOptions) -> MipmappedArray:
        fmt = options.format
        assert isinstance(fmt, ArrayFormatType)
        desc = _descriptor(options.shape, fmt, options.num_channels, options.is_surface_load_store)
        context = device._primary
        handle = int(_in_context(context, _d.cuMipmappedArrayCreate, desc, options.num_levels))
        self = object.__new__(cls)
        self._box = _Handle(handle, context, _d.cuMipmappedArrayDestroy)
        self._device = device
        self._shape = options.shape
        self._format = fmt
        self._num_channels = options.num_channels
        self._num_levels = options.num_levels
        self._surface = bool(options.is_surface_load_store)
        return self

    def _live(self) -> _Handle:
        box = self._box
        if box is None:
            raise RuntimeError("the MipmappedArray is closed")
        return box

    def get_level(self, level: int) -> OpaqueArray:
        """Level `level` (0 .. num_levels - 1) as a non-owning OpaqueArray, which keeps this
        mipmap's CUmipmappedArray alive (it frees the level)."""
        index = int(level)
        if index < 0:
            raise ValueError(f"level must be >= 0, got {index}")
        if index >= self._num_levels:
            raise ValueError(f"level ({index}) must be < num_levels ({self._num_levels})")
        box = self._live()
        handle = int(_in_device(self._device, _d.cuMipmappedArrayGetLevel, box.handle, index))
        desc = _in_device(self._device, _d.cuArray3DGetDescriptor, handle)
        if desc.Depth > 0:
            shape: tuple[int, ...] = (int(desc.Width), int(desc.Height), int(desc.Depth))
        elif desc.Height > 0:
            shape = (int(desc.Width), int(desc.Height))
        else:
            shape = (int(desc.Width),)
        return OpaqueArray._new(
            _Handle(handle, None, None, keep=box),
            self._device,
            shape,
            _FROM_CU[int(desc.Format)],
            int(desc.NumChannels),
            bool(int(desc.Flags) & _SURFACE_LDST),
        )

    @property
    def handle(self) -> int:
        """The CUmipmappedArray, as an int (0 once closed)."""
        return 0 if self._box is None else self._box.handle

    @property
    def is_closed(self) -> bool:
        return self._box is None

    @property
    def shape(self) -> tuple[int, ...]:
        """Level 0's shape, in elements."""
        return self._shape

    @property
    def format(self) -> ArrayFormatType:
        return self._format

    @property
    def num_channels(self) -> int:
        return self._num_channels

    @property
    def num_levels(self) -> int:
        return self._num_levels

    @property
    def is_surface_load_store(self) -> bool:
        return self._surface

    @property
    def device(self) -> Device:
        return self._device

    def close(self) -> None:
        """Let go of the CUmipmappedArray: destroyed (cuMipmappedArrayDestroy) now, or when the
        last level array or texture object using it is closed. Idempotent."""
        self._box = None

    def __enter__(self) -> MipmappedArray:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return (
            f"MipmappedArray(shape={self._shape}, format={self._format.name}, "
            f"num_channels={self._num_channels}, num_levels={self._num_levels})"
        )


# --- texture and surface objects ---------------------------------------------------------------


class ResourceDescriptor:
    """What a TextureObject or SurfaceObject reads, from one of the `from_*` class methods: an
    OpaqueArray (texture or surface), a MipmappedArray (texture), or a Buffer read as a typed
    1-D array (`from_linear`) or a row-pitched 2-D image (`from_pitch2d`), textures only."""

    __slots__ = (
        "_format",
        "_height",
        "_kind",
        "_num_channels",
        "_pitch_bytes",
        "_size_bytes",
        "_source",
        "_width",
    )
    _kind: str
    _source: _Any
    _format: ArrayFormatType | None
    _num_channels: int | None
    _size_bytes: int | None
    _width: int | None
    _height: int | None
    _pitch_bytes: int | None

    def __init__(self) -> None:
        raise RuntimeError(
            "ResourceDescriptor cannot be instantiated directly. "
            "Use ResourceDescriptor.from_* factories."
        )

    @classmethod
    def _new(cls, kind: str, source: object, **fields: _Any) -> ResourceDescriptor:
        self = object.__new__(cls)
        self._kind = kind
        self._source = source
        for name in ("format", "num_channels", "size_bytes", "width", "height", "pitch_bytes"):
            setattr(self, "_" + name, fields.get(name))
        return self

    @classmethod
    def from_opaque_array(cls, array: OpaqueArray) -> ResourceDescriptor:
        """A resource of an OpaqueArray (for a texture, or a surface)."""
        if not isinstance(array, OpaqueArray):
            raise TypeError(f"array must be a OpaqueArray, got {type(array).__name__}")
        return cls._new("array", array)

    @classmethod
    def from_mipmapped_array(cls, mipmapped_array: MipmappedArray) -> ResourceDescriptor:
        """A resource of a MipmappedArray (for a texture; a surface takes one level)."""
        if not isinstance(mipmapped_array, MipmappedArray):
            raise TypeError(
                f"mipmapped_array must be a MipmappedArray, got {type(mipmapped_array).__name__}"
            )
        return cls._new("mipmapped_array", mipmapped_array)

    @classmethod
    def from_linear(
        cls, buffer: Buffer, *, format: object, num_channels: int, size_bytes: int | None = None
    ) -> ResourceDescriptor:
        """A resource reading `size_bytes` of `buffer` (default: all of it) as a 1-D array of
        elements of `format` x `num_channels` (a texture without filtering or addressing)."""
        if not isinstance(buffer, Buffer):
            raise TypeError(f"buffer must be a Buffer, got {type(buffer).__name__}")
        fmt = _validate_format_channels(format, num_channels)
        element = _channel_bytes(fmt) * int(num_channels)
        size = buffer.size if size_bytes is None else int(size_bytes)
        if size > buffer.size:
            raise ValueError(f"size_bytes ({size}) exceeds buffer.size ({buffer.size})")
        if size < element:
            raise ValueError(f"size_bytes ({size}) must be at least one element ({element} bytes)")
        if size % element:
            raise ValueError(
                f"size_bytes ({size}) must be a multiple of element size "
                f"({element} bytes for {fmt.name} x {num_channels})"
            )
        return cls._new(
            "linear", buffer, format=fmt, num_channels=int(num_channels), size_bytes=size
        )

    @classmethod
    def from_pitch2d(
        cls,
        buffer: Buffer,
        *,
        format: object,
        num_channels: int,
        width: int,
        height: int,
        pitch_bytes: int,
    ) -> ResourceDescriptor:
        """A resource reading `buffer` as a `width` x `height` image whose rows start
        `pitch_bytes` apart (at least a row's bytes, and the device's texture pitch
        alignment)."""
        if not isinstance(buffer, Buffer):
            raise TypeError(f"buffer must be a Buffer, got {type(buffer).__name__}")
        fmt = _validate_format_channels(format, num_channels)
        w, h, p = int(width), int(height), int(pitch_bytes)
        if w < 1:
            raise ValueError(f"width must be >= 1, got {w}")
        if h < 1:
            raise ValueError(f"height must be >= 1, got {h}")
        row = w * _channel_bytes(fmt) * int(num_channels)
        if p < row:
            raise ValueError(f"pitch_bytes ({p}) must be >= width * element_bytes ({row})")
        if p * h > buffer.size:
            raise ValueError(f"pitch_bytes * height ({p * h}) exceeds buffer.size ({buffer.size})")
        return cls._new(
            "pitch2d",
            buffer,
            format=fmt,
            num_channels=int(num_channels),
            width=w,
            height=h,
            pitch_bytes=p,
        )

    @property
    def kind(self) -> str:
        """ "array", "mipmapped_array", "linear" or "pitch2d"."""
        return self._kind

    @property
    def source(self) -> _Any:
        """The OpaqueArray, MipmappedArray or Buffer read."""
        return self._source

    @property
    def format(self) -> ArrayFormatType | None:
        """A Buffer resource's element format (None for arrays)."""
        return self._format

    @property
    def num_channels(self) -> int | None:
        return self._num_channels

    @property
    def size_bytes(self) -> int | None:
        """A linear resource's bytes (None for other kinds)."""
        return self._size_bytes

    @property
    def width(self) -> int | None:
        return self._width

    @property
    def height(self) -> int | None:
        return self._height

    @property
    def pitch_bytes(self) -> int | None:
        return self._pitch_bytes

    def __repr__(self) -> str:
        fmt = self._format.name if self._format is not None else None
        if self._kind == "linear":
            return (
                f"ResourceDescriptor(kind='linear', format={fmt}, "
                f"num_channels={self._num_channels}, size_bytes={self._size_bytes})"
            )
        if self._kind == "pitch2d":
            return (
                f"ResourceDescriptor(kind='pitch2d', format={fmt}, "
                f"num_channels={self._num_channels}, width={self._width}, "
                f"height={self._height}, pitch_bytes={self._pitch_bytes})"
            )
        return f"ResourceDescriptor(kind={self._kind!r})"

    def _describe(self) -> tuple[_Any, object]:
        """(CUDA_RESOURCE_DESC, what the object made from it keeps alive)."""
        desc = _d.CUDA_RESOURCE_DESC()
        kind, source = self._kind, self._source
        if kind == "array":
            box = source._live()
            desc.resType = _d.CU_RESOURCE_TYPE_ARRAY
            desc.res.array.hArray = box.handle
            return desc, box
        if kind == "mipmapped_array":
            box = source._live()
            desc.resType = _d.CU_RESOURCE_TYPE_MIPMAPPED_ARRAY
            desc.res.mipmap.hMipmappedArray = box.handle
            return desc, box
        fmt, channels = self._format, self._num_channels
        assert fmt is not None and channels is not None  # a Buffer resource has both
        if kind == "linear":
            assert self._size_bytes is not None
            desc.resType = _d.CU_RESOURCE_TYPE_LINEAR
            linear = desc.res.linear
            linear.devPtr = source._address
            linear.format = _TO_CU[fmt]
            linear.numChannels = channels
            linear.sizeInBytes = self._size_bytes
            return desc, source._hold()
        assert self._width is not None and self._height is not None
        assert self._pitch_bytes is not None
        desc.resType = _d.CU_RESOURCE_TYPE_PITCH2D
        pitch = desc.res.pitch2D
        pitch.devPtr = source._address
        pitch.format = _TO_CU[fmt]
        pitch.numChannels = channels
        pitch.width = self._width
        pitch.height = self._height
        pitch.pitchInBytes = self._pitch_bytes
        return desc, source._hold()


@_dataclass
class TextureObjectOptions:
    """A TextureObject's sampling state (CUDA_TEXTURE_DESC): `address_mode` (one, or 1-3, one
    per axis), `filter_mode`, `read_mode` (their enums or string values), `normalized_coords`
    (coordinates in [0, 1]), `srgb`, `disable_trilinear_optimization`, `seamless_cubemap`,
    `max_anisotropy`, the mipmap fields, and `border_color` (4 floats for BORDER; None: 0)."""

    address_mode: AddressModeType | str | tuple[AddressModeType | str, ...] = AddressModeType.CLAMP
    filter_mode: FilterModeType | str = FilterModeType.POINT
    read_mode: ReadModeType | str = ReadModeType.ELEMENT_TYPE
    normalized_coords: bool = False
    srgb: bool = False
    disable_trilinear_optimization: bool = False
    seamless_cubemap: bool = False
    max_anisotropy: int = 0
    mipmap_filter_mode: FilterModeType | str = FilterModeType.POINT
    mipmap_level_bias: float = 0.0
    min_mipmap_level_clamp: float = 0.0
    max_mipmap_level_clamp: float = 0.0
    border_color: tuple[float, ...] | None = None

    def __post_init__(self) -> None:
        self.filter_mode = _normalize_enum("filter_mode", self.filter_mode, FilterModeType)
        self.read_mode = _normalize_enum("read_mode", self.read_mode, ReadModeType)
        self.mipmap_filter_mode = _normalize_enum(
            "mipmap_filter_mode", self.mipmap_filter_mode, FilterModeType
        )

    def _describe(self) -> _Any:
        desc = _d.CUDA_TEXTURE_DESC()
        desc.addressMode = [_ADDRESS_TO_CU[m] for m in _normalize_address_modes(self.address_mode)]
        desc.filterMode = _FILTER_TO_CU[FilterModeType(self.filter_mode)]
        flags = 0
        if self.read_mode == ReadModeType.ELEMENT_TYPE:  # no promotion to normalized floats
            flags |= int(_d.CU_TRSF_READ_AS_INTEGER)
        if self.normalized_coords:
            flags |= int(_d.CU_TRSF_NORMALIZED_COORDINATES)
        if self.srgb:
            flags |= int(_d.CU_TRSF_SRGB)
        if self.disable_trilinear_optimization:
            flags |= int(_d.CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION)
        if self.seamless_cubemap:
            flags |= int(_d.CU_TRSF_SEAMLESS_CUBEMAP)
        desc.flags = flags
        if self.max_anisotropy < 0:
            raise ValueError("max_anisotropy must be >= 0")
        desc.maxAnisotropy = self.max_anisotropy
        desc.mipmapFilterMode = _FILTER_TO_CU[FilterModeType(self.mipmap_filter_mode)]
        desc.mipmapLevelBias = float(self.mipmap_level_bias)
        desc.minMipmapLevelClamp = float(self.min_mipmap_level_clamp)
        desc.maxMipmapLevelClamp = float(self.max_mipmap_level_clamp)
        if self.border_color is not None:
            color = tuple(float(x) for x in self.border_color)
            if len(color) != 4:
                raise ValueError(f"border_color must have 4 elements, got {len(color)}")
            desc.borderColor = list(color)
        return desc


class TextureObject:
    """A bindless texture (CUtexObject): `handle` is the 64-bit kernel argument
    (cudaTextureObject_t). Keeps what it reads alive (the array's CUarray, the mipmap's, or the
    Buffer's memory, past the Buffer's close()); destroyed once (cuTexObjectDestroy) by close(), a with block or the
    garbage collector. Made by `Device.create_texture_object`."""

    __slots__ = ("_box", "_device", "_options", "_resource")
    _box: _Handle | None
    _device: Device
    _resource: ResourceDescriptor | None
    _options: TextureObjectOptions

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError(
            "TextureObject cannot be instantiated directly. Use Device.create_texture_object()."
        )

    @classmethod
    def _create(
        cls,
        device: Device,
        resource: ResourceDescriptor,
        options: TextureObjectOptions | dict[str, object] | None,
    ) -> TextureObject:
        if not isinstance(resource, ResourceDescriptor):
            raise TypeError(f"resource must be a ResourceDescriptor, got {type(resource).__name__}")
        opts = _options(options, TextureObjectOptions)
        tex_desc = opts._describe()  # options are checked before any resource is touched
        res_desc, keep = resource._describe()
        context = device._primary
        handle = int(_in_context(context, _d.cuTexObjectCreate, res_desc, tex_desc, None))
        self = object.__new__(cls)
        self._box = _Handle(handle, context, _d.cuTexObjectDestroy, keep)
        self._device = device
        self._resource = resource
        self._options = opts
        return self

    @property
    def handle(self) -> int:
        """The CUtexObject, as an int (the kernel's argument; 0 once closed)."""
        return 0 if self._box is None else self._box.handle

    @property
    def is_closed(self) -> bool:
        return self._box is None

    @property
    def resource(self) -> ResourceDescriptor | None:
        """The ResourceDescriptor it reads (None once closed)."""
        return self._resource

    @property
    def options(self) -> TextureObjectOptions:
        return self._options

    @property
    def device(self) -> Device:
        return self._device

    def close(self) -> None:
        """Destroy the texture object (cuTexObjectDestroy) and let go of what it reads.
        Idempotent."""
        self._box = None
        self._resource = None

    def __enter__(self) -> TextureObject:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"TextureObject(handle=0x{self.handle:x})"


class SurfaceObject:
    """A bindless surface (CUsurfObject) over an OpaqueArray made with is_surface_load_store:
    kernels read and write it at integer coordinates (surf2Dread/surf2Dwrite); `handle` is
    the 64-bit kernel argument. Keeps the array's CUarray alive; destroyed once
    (cuSurfObjectDestroy) by close(), a with block or the garbage collector. Made by
    `Device.create_surface_object`."""

    __slots__ = ("_box", "_device", "_resource")
    _box: _Handle | None
    _device: Device
    _resource: ResourceDescriptor | None

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError(
            "SurfaceObject cannot be instantiated directly. Use Device.create_surface_object()."
        )

    @classmethod
    def _create(cls, device: Device, resource: ResourceDescriptor) -> SurfaceObject:
        if not isinstance(resource, ResourceDescriptor):
            raise TypeError(f"resource must be a ResourceDescriptor, got {type(resource).__name__}")
        if resource.kind != "array":
            raise ValueError(
                "SurfaceObject requires an array-backed ResourceDescriptor, "
                f"got kind={resource.kind!r}"
            )
        if not resource.source.is_surface_load_store:
            raise ValueError(
                "OpaqueArray must be created with is_surface_load_store=True to be bound as a "
                "SurfaceObject"
            )
        res_desc, keep = resource._describe()
        context = device._primary
        handle = int(_in_context(context, _d.cuSurfObjectCreate, res_desc))
        self = object.__new__(cls)
        self._box = _Handle(handle, context, _d.cuSurfObjectDestroy, keep)
        self._device = device
        self._resource = resource
        return self

    @property
    def handle(self) -> int:
        """The CUsurfObject, as an int (the kernel's argument; 0 once closed)."""
        return 0 if self._box is None else self._box.handle

    @property
    def is_closed(self) -> bool:
        return self._box is None

    @property
    def resource(self) -> ResourceDescriptor | None:
        """The ResourceDescriptor it reads and writes (None once closed)."""
        return self._resource

    @property
    def device(self) -> Device:
        return self._device

    def close(self) -> None:
        """Destroy the surface object (cuSurfObjectDestroy) and let go of its array.
        Idempotent."""
        self._box = None
        self._resource = None

    def __enter__(self) -> SurfaceObject:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"SurfaceObject(handle=0x{self.handle:x})"


# Names used only inside functions: imported once this module's own are defined (the
# package's modules refer to each other), the modules others build on first.
from ._context import _finalizer, _in_context
from ._memory._buffer import Buffer
from ._memory._pool import _options
from ._stream import _push_stream_context, _stream_arg, _stream_handle
