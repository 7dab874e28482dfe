"""`LaunchConfig`."""

from __future__ import annotations

import struct as _struct

from ._release import driver as _d

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import Any as _Any


def _dim3(value: object, what: str) -> tuple[int, int, int]:
    if isinstance(value, int) and not isinstance(value, bool):
        dims: tuple[int, ...] = (value,)
    elif (
        isinstance(value, tuple)
        and 1 <= len(value) <= 3
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        dims = value
    else:
        raise TypeError(f"{what} must be an int or a tuple of 1 to 3 ints, got {value!r}")
    if any(v < 1 for v in dims):
        raise ValueError(f"{what} dimensions must be positive, got {value!r}")
    return (*dims, 1, 1)[:3]  # type: ignore[return-value]


class LaunchConfig:
    """How to launch a kernel: `grid` (blocks; clusters when `cluster` is given), `block`
    (threads), `shmem_size` (dynamic shared memory per block, bytes), `cluster` (blocks per
    cluster), `is_cooperative` (also `cooperative=`) and `programmatic_stream_serialization`
    (programmatic dependent launch: the kernel may start before the one before it on the stream
    has finished, and waits for it with griddepcontrol.wait / cudaGridDependencySynchronize).
    Cluster, cooperative and programmatic launches go through cuLaunchKernelEx; the others
    through cuLaunchKernel."""

    __slots__ = (
        "_attrs",
        "_dims",
        "_packed",
        "block",
        "cluster",
        "grid",
        "is_cooperative",
        "programmatic_stream_serialization",
        "shmem_size",
    )

    def __init__(
        self,
        grid: int | tuple[int, ...] | None = None,
        cluster: int | tuple[int, ...] | None = None,
        block: int | tuple[int, ...] | None = None,
        shmem_size: int | None = None,
        is_cooperative: bool = False,
        programmatic_stream_serialization: bool = False,
        *,
        cooperative: bool | None = None,
    ) -> None:
        if grid is None or block is None:
            raise ValueError("LaunchConfig needs grid and block")
        self.grid = _dim3(grid, "grid")
        self.block = _dim3(block, "block")
        self.cluster = None if cluster is None else _dim3(cluster, "cluster")
        self.shmem_size = 0 if shmem_size is None else int(shmem_size)
        self.is_cooperative = bool(is_cooperative if cooperative is None else cooperative)
        self.programmatic_stream_serialization = bool(programmatic_stream_serialization)
        g, b = self.grid, self.block
        if self.cluster is not None:
            g = (g[0] * self.cluster[0], g[1] * self.cluster[1], g[2] * self.cluster[2])
        self._dims = (g[0], g[1], g[2], b[0], b[1], b[2], self.shmem_size)
        self._attrs = None
        if (
            self.cluster is not None
            or self.is_cooperative
            or self.programmatic_stream_serialization
        ):
            attrs = []
            if self.cluster is not None:
                value = _d.CUlaunchAttributeValue()
                value.clusterDim.x, value.clusterDim.y, value.clusterDim.z = self.cluster
                attrs.append(
                    _d.CUlaunchAttribute(id=_d.CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION, value=value)
                )
            if self.is_cooperative:
                value = _d.CUlaunchAttributeValue()
                value.cooperative = 1
                attrs.append(
                    _d.CUlaunchAttribute(id=_d.CU_LAUNCH_ATTRIBUTE_COOPERATIVE, value=value)
                )
            if self.programmatic_stream_serialization:
                value = _d.CUlaunchAttributeValue()
                value.programmaticStreamSerializationAllowed = 1
                attrs.append(
                    _d.CUlaunchAttribute(
                        id=_d.CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION, value=value
                    )
                )
            self._attrs = (_d.CUlaunchAttribute * len(attrs))(*attrs)
        # What the compiled launch reads: the dimensions as seven unsigned ints, packed once;
        # None where it cannot take the launch (attributes: cuLaunchKernelEx; or too big).
        self._packed: bytes | None = None
        if self._attrs is None and all(0 <= v <= 0xFFFFFFFF for v in self._dims):
            self._packed = _struct.pack("=7I", *self._dims)

    def __repr__(self) -> str:
        return (
            f"LaunchConfig(grid={self.grid}, cluster={self.cluster}, block={self.block}, "
            f"shmem_size={self.shmem_size}, is_cooperative={self.is_cooperative}, "
            f"programmatic_stream_serialization={self.programmatic_stream_serialization})"
        )

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LaunchConfig):
            return (self.grid, self.cluster, self.block, self.shmem_size, self.is_cooperative) == (
                other.grid,
                other.cluster,
                other.block,
                other.shmem_size,
                other.is_cooperative,
            ) and self.programmatic_stream_serialization == other.programmatic_stream_serialization
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.grid, self.cluster, self.block, self.shmem_size, self.is_cooperative))

    def _native(self, stream: int) -> _Any:
        """The CUlaunchConfig of a cuLaunchKernelEx launch on `stream`."""
        gx, gy, gz, bx, by, bz, shmem = self._dims
        attrs = self._attrs
        return _d.CUlaunchConfig(
            gridDimX=gx,
            gridDimY=gy,
            gridDimZ=gz,
            blockDimX=bx,
            blockDimY=by,
            blockDimZ=bz,
            sharedMemBytes=shmem,
            hStream=stream,
            attrs=attrs,
            numAttrs=0 if attrs is None else len(attrs),
        )
