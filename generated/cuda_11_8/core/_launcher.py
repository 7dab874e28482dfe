"""`launch`: kernel arguments packed by the kernel's layout; on the compiled backend, in C."""

from __future__ import annotations

import struct as _struct

from ._release import driver as _d

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import Any as _Any

    from .graph._graph_builder import GraphBuilder


def _plain_args(args: tuple[object, ...]) -> tuple[object, ...]:
    """Kernel arguments with Buffers (ManagedBuffers too) as their addresses and
    TensorMapDescriptors as their CUtensorMap structs, passed by value (the driver packs the
    rest). A closed buffer's address is None: then the slow form says which (None itself passes
    as NULL)."""
    out = tuple(
        [
            (
                a._ptr
                if isinstance(a, Buffer)
                else a._kernel_arg() if a.__class__ is TensorMapDescriptor else a
            )
            for a in args
        ]
    )
    if None in out:
        out = tuple(
            [a._address if isinstance(a, Buffer) else o for a, o in zip(args, out, strict=True)]
        )
    return out


def launch(
    stream: Stream | GraphBuilder | object,
    config: LaunchConfig,
    kernel: Kernel,
    *kernel_args: object,
) -> None:
    """Launch `kernel` on `stream` (a Stream, a GraphBuilder being built, or any object with
    `__cuda_stream__`) with `config`. Arguments are Buffers (their address), ints, floats,
    NumPy scalars, ctypes values and structs, TensorMapDescriptors (their CUtensorMap, by
    value), packed to the sizes the kernel declares (cuFuncGetParamInfo, as
    driver.cuLaunchKernel does: plain ints and floats are packed in C by the compiled backend).
    A wrong count or size raises ValueError before the launch."""
    h = stream._handle if stream.__class__ is Stream else _stream_handle(stream)
    if h is None:
        raise RuntimeError("the stream is closed")
    if kernel._layout is None and _compiled_launch is not None:
        kernel._layout = _launch_layout(kernel)
    for a in kernel_args:
        if isinstance(a, Buffer) or a.__class__ is TensorMapDescriptor:  # ManagedBuffer too
            kernel_args = _plain_args(kernel_args)
            break
    if config._attrs is None:
        gx, gy, gz, bx, by, bz, shmem = config._dims
        _cuLaunchKernel(kernel._handle, gx, gy, gz, bx, by, bz, shmem, h, kernel_args, None)
    else:
        _d.cuLaunchKernelEx(config._native(h), kernel._handle, kernel_args, None)


def _launch_layout(kernel: Kernel) -> bytes | bool:
    """The sizes of `kernel`'s parameters as the compiled launch reads them (unsigned shorts),
    or False when the driver cannot tell."""
    handle = kernel._handle
    layout = None if handle is None else _d._param_layout(handle)  # type: ignore[attr-defined, unused-ignore]
    if layout is None or any(size > 0xFFFF for _, size in layout):
        return False
    return _struct.pack(f"={len(layout)}H", *[size for _, size in layout])


def _compiled_launcher() -> _Any:
    """`launch` in C, from the compiled backend's driver extension (None on the Python backend):
    it takes the common case (a Stream, a LaunchConfig without attributes, a Kernel launched
    before, Buffers, ints and floats) and hands every other call to the Python `launch`."""
    if _d.BACKEND != "compiled":
        return None
    import importlib

    make = getattr(importlib.import_module("._driver", _d.__package__), "launcher", None)
    if make is None:
        return None
    return make(launch, Stream, LaunchConfig, Kernel, Buffer, _d._error, _d._f)  # type: ignore[attr-defined, unused-ignore]


# Names used only inside functions: imported once this module's own are defined (the
# package's modules refer to each other), the modules others build on first.
from ._context import _cuLaunchKernel
from ._launch_config import LaunchConfig
from ._memory._buffer import Buffer
from ._module import Kernel
from ._stream import Stream, _stream_handle
from ._tensor_map import TensorMapDescriptor

_compiled_launch = _compiled_launcher()
if _compiled_launch is not None:  # the same function, compiled: its signature and doc are launch's
    globals()["launch"] = _compiled_launch
