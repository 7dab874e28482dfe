"""`StridedMemoryView.copy_from`/`copy_to`: copies between strided views."""

from __future__ import annotations

import collections.abc as _cabc
import ctypes as _c
import itertools as _itertools
import threading as _threading

from ._release import driver as _d

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import Any as _Any

    from ._memory._buffer import Buffer
    from ._memoryview import _StridedLayout
    from ._module import Kernel


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
_COPY_KERNELS: dict[int, dict[int, Kernel]] = {}  # device ordinal -> unit -> kernel
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
    s = _stream_arg(stream)
    handle = _stream_handle(s)
    _init()
    if blocking and _is_capturing(handle):
        raise TypeError(
            f"{who}: blocking=True cannot wait for a stream that is capturing a graph; "
            "pass blocking=False"
        )
    pushed = _push_stream_context(handle)  # the stream's device does the copy
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
    if isinstance(allocator, MemoryResource):
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
        if mr is not None and not isinstance(mr, MemoryResource):
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
        self.temps: list[Buffer] = []

    def device_temp(self, nbytes: int) -> int:
        mr = self.device_mr or Device(self.device_id).memory_resource
        return self._keep(mr.allocate(nbytes, self.stream))

    def host_temp(self, nbytes: int) -> int:
        mr = self.host_mr or LegacyPinnedMemoryResource()
        return self._keep(mr.allocate(nbytes, self.stream))

    def _keep(self, buffer: Buffer) -> int:
        self.temps.append(buffer)
        return int(buffer.handle)

    def max_pitch(self) -> int:
        pitch = _MAX_PITCH.get(self.device_id)
        if pitch is None:
            pitch = _MAX_PITCH[self.device_id] = int(Device(self.device_id).properties.max_pitch)
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
    config = LaunchConfig(grid=blocks, block=_COPY_THREADS)
    launch(run.stream, config, _copy_kernel(run.device_id, unit), dptr, sptr, params)


def _copy_kernel(device_id: int, unit: int) -> Kernel:
    """The strided-copy kernel moving `unit` bytes at once, compiled (NVRTC) and loaded once per
    device."""
    with _COPY_LOCK:
        kernels = _COPY_KERNELS.get(device_id)
        if kernels is None:
            device = Device(device_id)
            try:
                program = Program(
                    _COPY_KERNEL_SOURCE, "c++", ProgramOptions(arch=f"sm_{device.arch}")
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


# Names used only inside functions: imported once this module's own are defined (the
# package's modules refer to each other), the modules others build on first.
from ._context import _init
from ._device import Device
from ._dlpack import _kDLCUDA
from ._launch_config import LaunchConfig
from ._launcher import launch
from ._memory._copy import _is_capturing
from ._memory._pool import LegacyPinnedMemoryResource
from ._memory._resource import MemoryResource
from ._memoryview import StridedMemoryView, _numpy
from ._program import Program, ProgramOptions
from ._stream import _push_stream_context, _stream_arg, _stream_handle
