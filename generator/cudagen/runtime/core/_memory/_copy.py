"""utils' batched copies, discards and prefetches (`copy_batch`, `discard_batch`, ...) and `CopyOptions`."""

from __future__ import annotations

import collections.abc as _cabc
import dataclasses as _dataclasses
import enum as _enum
import functools as _functools
import warnings as _warnings

from .. import _release as _r
from .._release import driver as _d

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import Any as _Any


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
    src_location_hint: Device | None = None
    dst_location_hint: Device | None = None
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


def _buffers(items: object, who: str, single: str) -> tuple[Buffer, ...]:
    if isinstance(items, Buffer):
        raise TypeError(f"{who}: expected a sequence of Buffers, got one Buffer (use {single})")
    if not isinstance(items, _cabc.Sequence):
        raise TypeError(f"{who}: expected a sequence of Buffers, got {type(items).__name__}")
    for i, item in enumerate(items):
        if not isinstance(item, Buffer):
            raise TypeError(f"{who}: element {i} is a {type(item).__name__}, not a Buffer")
    return tuple(items)


def _location(where: object, what: str) -> _Any:
    """A CUmemLocation for a Device (or device ordinal) or a Host (cuda.core's batched_memcpy
    passes `Host()` as a hint); None for None."""
    if where is None:
        return None
    if isinstance(where, int) and not isinstance(where, bool):
        return _device_location(where)
    if isinstance(where, (Device, Host)):
        return _mem_location(*_location_kind(where, what))
    raise TypeError(f"{what} must be a Device, a Host or a device ordinal, got {where!r}")


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
    stream: Stream,
    srcs: _cabc.Sequence[Buffer],
    dsts: _cabc.Sequence[Buffer],
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
    if isinstance(stream, GraphBuilder):
        raise TypeError(
            "copy_batch cannot be captured into a graph (cuMemcpyBatchAsync has no graph node): "
            "use GraphBuilder's memcpy or Buffer.copy_to"
        )
    if not isinstance(stream, Stream):
        raise TypeError(f"copy_batch: stream must be a Stream, got {type(stream).__name__}")
    handle = _stream_handle(stream)
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
        if not Device().properties.integrated:
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
                    f"in its CUDA 13.0 form, which CUDA {CUDA_RELEASE} does not declare; "
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
    handle = _stream_handle(_stream_arg(stream))
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
    handle = _stream_handle(_stream_arg(stream))
    pushed = _push_stream_context(handle)  # a stream of another device than the current
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
    _init()
    return int(_d.cuDriverGetVersion())


def _with_attributes() -> bool:
    """Whether cuMemcpyWithAttributesAsync can be called: this package binds it (its cuda.h
    declares it: 13.2 on) and the driver is 13.2 or newer."""
    return hasattr(_d, "cuMemcpyWithAttributesAsync") and _driver_version() >= 13020


def _attributes_missing() -> str:
    if not hasattr(_d, "cuMemcpyWithAttributesAsync"):
        return f"CUDA {CUDA_RELEASE}'s cuda.h does not declare"
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
            f"CUDA {CUDA_RELEASE} does not declare"
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
    return [_device_location(ordinals[i]) for i in starts], starts


def discard_batch(stream: Stream | GraphBuilder, buffers: _Any) -> None:
    """Discard the contents of managed Buffers (cuMemDiscardBatchAsync, CUDA 13): resident
    pages are released without being migrated; later access migrates lazily."""
    _need_batch_ops("discard_batch")
    bufs = _buffers(buffers, "discard_batch", "the single-buffer driver call")
    handle = _stream_handle(stream)
    _d.cuMemDiscardBatchAsync([b.handle for b in bufs], [b.size for b in bufs], 0, handle)


def prefetch_batch(stream: Stream | GraphBuilder, buffers: _Any, locations: _Any) -> None:
    """Prefetch managed Buffers to `locations` (one Device for all, or one per buffer;
    cuMemPrefetchBatchAsync, CUDA 13)."""
    _need_batch_ops("prefetch_batch")
    bufs = _buffers(buffers, "prefetch_batch", "the single-buffer driver call")
    locs, starts = _locations(locations, len(bufs), "prefetch_batch")
    handle = _stream_handle(stream)
    _d.cuMemPrefetchBatchAsync(
        [b.handle for b in bufs], [b.size for b in bufs], locs, starts, 0, handle
    )


def discard_prefetch_batch(stream: Stream | GraphBuilder, buffers: _Any, locations: _Any) -> None:
    """Discard managed Buffers and prefetch them to `locations`
    (cuMemDiscardAndPrefetchBatchAsync, CUDA 13)."""
    _need_batch_ops("discard_prefetch_batch")
    bufs = _buffers(buffers, "discard_prefetch_batch", "the single-buffer driver call")
    locs, starts = _locations(locations, len(bufs), "discard_prefetch_batch")
    handle = _stream_handle(stream)
    _d.cuMemDiscardAndPrefetchBatchAsync(
        [b.handle for b in bufs], [b.size for b in bufs], locs, starts, 0, handle
    )


# Names used only inside functions: imported once this module's own are defined (the
# package's modules refer to each other), the modules others build on first.
from .._context import CUDA_RELEASE, _init
from .._device import Device
from .._stream import Stream, _push_stream_context, _stream_arg, _stream_handle
from ..graph._graph_builder import GraphBuilder
from ._buffer import Buffer
from ._pool import Host, _device_location, _location_kind, _mem_location
