"""The object layer's green contexts and device resources, cuda.core 1.2.2's `ContextOptions`,
`DeviceResources`, `SMResource`, `SMResourceOptions`, `WorkqueueResource` and
`WorkqueueResourceOptions`, by cudagen.

core's `__init__` exports its public names. What a release lacks is said when it is used, never at import:
green contexts need cuGreenCtxCreate (CUDA 12.4's cuda.h and later), workqueue resources
CU_DEV_RESOURCE_TYPE_WORKQUEUE_CONFIG (13.5's), per-group splits cuDevSmResourceSplit (13.5's).

Lifetimes: a green context (cuGreenCtxCreate) is destroyed once, by cuGreenCtxDestroy, when the
Context made for it is closed (or collected) and every stream made on it is gone (the driver
requires its streams destroyed first). Nothing is destroyed at interpreter exit.
"""

from __future__ import annotations

import ctypes as _c
import weakref as _weakref
from collections.abc import Sequence as _SequenceABC
from dataclasses import dataclass as _dataclass

from ._release import driver as _d

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import Any as _Any


# The driver, for what only some releases declare (CUDA 13.5's cuDevSmResourceSplit and its
# types): read where the release has them, typed loosely so that every release's package checks.
_d_new: _Any = _d

__all__ = [
    "ContextOptions",
    "DeviceResources",
    "SMResource",
    "SMResourceOptions",
    "WorkqueueResource",
    "WorkqueueResourceOptions",
]

_GREEN_API = hasattr(_d, "cuGreenCtxCreate")
_SPLIT_API = hasattr(_d, "cuDevSmResourceSplit")  # per-group SM splits: CUDA 13.1's cuda.h on
_WORKQUEUE_API = hasattr(_d, "CU_DEV_RESOURCE_TYPE_WORKQUEUE_CONFIG") or (
    hasattr(_d, "CUdevResourceType")
    and hasattr(_d.CUdevResourceType, "CU_DEV_RESOURCE_TYPE_WORKQUEUE_CONFIG")
)


def _dotted(version: int) -> str:
    return f"{version // 1000}.{version % 1000 // 10}"


def _check_green() -> None:
    """NotImplementedError unless this package's release and the driver have green contexts."""
    if not _GREEN_API:
        raise NotImplementedError(
            f"Green context support requires CUDA 12.4 or newer headers: this package's CUDA "
            f"{CUDA_RELEASE} cuda.h declares no cuGreenCtxCreate"
        )
    version = int(_d.cuDriverGetVersion())
    if version < 12040:
        raise NotImplementedError(
            f"Green context support requires CUDA driver 12.4 or newer (current driver: "
            f"{_dotted(version)})"
        )


def _check_workqueue() -> None:
    _check_green()
    if not _WORKQUEUE_API:
        raise NotImplementedError(
            f"WorkqueueResource requires CUDA 13.1 or newer headers: this package's CUDA "
            f"{CUDA_RELEASE} cuda.h declares no CU_DEV_RESOURCE_TYPE_WORKQUEUE_CONFIG"
        )
    version = int(_d.cuDriverGetVersion())
    if version < 13010:
        raise NotImplementedError(
            f"WorkqueueResource requires CUDA driver 13.1 or newer (current driver: "
            f"{_dotted(version)})"
        )


def _resource_type(name: str) -> int:
    return int(getattr(_d.CUdevResourceType, name))


def _is_sequence(value: object) -> bool:
    return isinstance(value, _SequenceABC) and not isinstance(value, (str, bytes, bytearray))


# --- options --------------------------------------------------------------------------------------


@_dataclass
class SMResourceOptions:
    """Options of `SMResource.split`. Each field is a scalar (one group) or a sequence (one value
    per group): `count` decides how many groups (None: discover, as many SMs as fit),
    `coscheduled_sm_count` and `preferred_coscheduled_sm_count` constrain co-scheduling (CUDA
    13.1's split only), `backfill` lets the driver relax co-scheduling to reach `count`."""

    count: int | _SequenceABC[int] | None = None
    coscheduled_sm_count: int | _SequenceABC[int] | None = None
    preferred_coscheduled_sm_count: int | _SequenceABC[int] | None = None
    backfill: bool | _SequenceABC[bool] = False


_SHARING_SCOPES = ("device_ctx", "green_ctx_balanced")


@_dataclass
class WorkqueueResourceOptions:
    """Options of `WorkqueueResource.configure`: `sharing_scope` ("device_ctx" or
    "green_ctx_balanced") and `concurrency_limit` (>= 1: the expected most concurrent
    stream-ordered workloads)."""

    sharing_scope: str | None = None
    concurrency_limit: int | None = None

    def __post_init__(self) -> None:
        scope = self.sharing_scope
        if scope is not None:
            if not isinstance(scope, str) or str(scope) not in _SHARING_SCOPES:
                raise ValueError(
                    f"sharing_scope must be one of {', '.join(map(repr, _SHARING_SCOPES))} or "
                    f"None, got {scope!r}"
                )
            self.sharing_scope = str(scope)
        limit = self.concurrency_limit
        if limit is not None:
            if isinstance(limit, bool) or not isinstance(limit, int):
                raise TypeError(
                    f"concurrency_limit must be an int or None, got {type(limit).__name__}"
                )
            if limit < 1:
                raise ValueError(f"concurrency_limit must be >= 1, got {limit}")


@_dataclass(slots=True)  # slots: `resources` is a member of the class, as on cuda.core's
class ContextOptions:
    """Options of `Device.create_context`: `resources`, the SMResource groups (from
    `SMResource.split`) and WorkqueueResources the green context gets."""

    resources: _SequenceABC[SMResource | WorkqueueResource]


# --- SM resources ---------------------------------------------------------------------------------


def _group_count(options: SMResourceOptions) -> int:
    count = options.count
    if count is None or (isinstance(count, int) and not isinstance(count, bool)):
        groups = 1
    elif _is_sequence(count):
        groups = len(count)  # type: ignore[arg-type]
        if groups == 0:
            raise ValueError("count sequence must not be empty")
    else:
        raise TypeError(f"count must be int, Sequence, or None, got {type(count)}")
    for name in ("coscheduled_sm_count", "preferred_coscheduled_sm_count", "backfill"):
        value = getattr(options, name)
        if not _is_sequence(value):
            continue
        if not _is_sequence(count):
            raise ValueError(
                f"{name} is a Sequence but count is scalar; count must be a Sequence to "
                "specify multiple groups"
            )
        if len(value) != groups:
            raise ValueError(
                f"{name} has length {len(value)}, expected {groups} (must match count)"
            )
    return groups


def _per_group(value: object, groups: int) -> list[_Any]:
    return list(value) if _is_sequence(value) else [value] * groups  # type: ignore[call-overload]


def _uint(value: object, name: str) -> int:
    if value is None:
        return 0
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be an int or None, got {type(value)}")
    if value < 0:
        raise ValueError(f"{name} must be non-negative, got {value}")
    return value


class SMResource:
    """A set of streaming multiprocessors: a device's or a context's (`DeviceResources.sm`), or a
    group `split` made. `handle` is the address of its CUdevResource."""

    __slots__ = ("__weakref__", "_alignment", "_min_partition", "_resource", "_usable")
    _resource: _Any  # a driver.CUdevResource (this object owns the struct)
    _usable: bool  # False for dry-run results
    _min_partition: int
    _alignment: int

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError(
            "SMResource cannot be instantiated directly. Use dev.resources.sm or SMResource.split()."
        )

    @classmethod
    def _init(cls, resource: _Any, usable: bool, parent: SMResource | None = None) -> SMResource:
        self = object.__new__(cls)
        self._resource = resource
        self._usable = usable
        sm = resource.sm
        self._min_partition = int(sm.minSmPartitionSize) or (
            parent._min_partition if parent is not None else 0
        )
        self._alignment = int(sm.smCoscheduledAlignment) or (
            parent._alignment if parent is not None else 0
        )
        return self

    @property
    def handle(self) -> int:
        """The address of the underlying CUdevResource struct."""
        return _c.addressof(self._resource)

    @property
    def sm_count(self) -> int:
        """How many SMs this resource has."""
        return int(self._resource.sm.smCount)

    @property
    def min_partition_size(self) -> int:
        """The fewest SMs a partition of this resource can have."""
        return self._min_partition

    @property
    def coscheduled_alignment(self) -> int:
        """How many SMs are guaranteed co-scheduled (a group's SM count is a multiple of it)."""
        return self._alignment

    @property
    def flags(self) -> int:
        """The SM resource's flags (0 where the release's CUdevSmResource has none)."""
        return int(getattr(self._resource.sm, "flags", 0))

    def __repr__(self) -> str:
        return f"<SMResource sm_count={self.sm_count}{'' if self._usable else ' dry_run'}>"

    def split(
        self, options: SMResourceOptions, *, dry_run: bool = False
    ) -> tuple[list[SMResource], SMResource]:
        """Split into groups and a remainder, `(groups, remainder)`, each group a disjoint set of
        SMs: by cuDevSmResourceSplit (per-group counts and co-scheduling) where the release
        declares it and the driver is 13.1 or newer, else by cuDevSmResourceSplitByCount (one
        count for every group). `dry_run`: the sizes only (its groups make no context)."""
        if options is None:
            raise TypeError("options must be SMResourceOptions, got None")
        opts = _options(options, SMResourceOptions)
        groups = _group_count(opts)
        _check_green()
        if _SPLIT_API and int(_d.cuDriverGetVersion()) >= 13010:
            return self._split(opts, groups, dry_run)
        return self._split_by_count(opts, groups, dry_run)

    def _split(
        self, opts: SMResourceOptions, groups: int, dry_run: bool
    ) -> tuple[list[SMResource], SMResource]:
        counts = _per_group(opts.count, groups)
        coscheduled = _per_group(opts.coscheduled_sm_count, groups)
        preferred = _per_group(opts.preferred_coscheduled_sm_count, groups)
        backfill = _per_group(opts.backfill, groups)
        backfill_flag = int(_d_new.CUdevSmResourceGroup_flags.CU_DEV_SM_RESOURCE_GROUP_BACKFILL)
        params = [
            _d_new.CU_DEV_SM_RESOURCE_GROUP_PARAMS(
                smCount=_uint(counts[i], "count"),
                coscheduledSmCount=_uint(coscheduled[i], "coscheduled_sm_count"),
                preferredCoscheduledSmCount=_uint(preferred[i], "preferred_coscheduled_sm_count"),
                flags=backfill_flag if backfill[i] else 0,
            )
            for i in range(groups)
        ]
        results, remainder = _d_new.cuDevSmResourceSplit(self._resource, 0, params)
        usable = not dry_run
        return (
            [SMResource._init(r, usable, self) for r in results],
            SMResource._init(remainder, usable, self),
        )

    def _split_by_count(
        self, opts: SMResourceOptions, groups: int, dry_run: bool
    ) -> tuple[list[SMResource], SMResource]:
        if opts.coscheduled_sm_count is not None:
            raise NotImplementedError(
                "SMResourceOptions.coscheduled_sm_count requires the CUDA 13.1 structured SM "
                "split API"
            )
        if opts.preferred_coscheduled_sm_count is not None:
            raise NotImplementedError(
                "SMResourceOptions.preferred_coscheduled_sm_count requires the CUDA 13.1 "
                "structured SM split API"
            )
        if any(_per_group(opts.backfill, groups)):
            raise NotImplementedError(
                "SMResourceOptions.backfill requires the CUDA 13.1 structured SM split API"
            )
        counts = _per_group(opts.count, groups)
        if any(c != counts[0] for c in counts[1:]):
            raise NotImplementedError(
                "CUDA 12 SM splitting only supports homogeneous count values; use CUDA 13.1 or "
                "newer for per-group counts"
            )
        min_count = _uint(counts[0], "count")
        results, made, remainder = _d.cuDevSmResourceSplitByCount(
            groups, self._resource, 0, min_count
        )
        usable = not dry_run
        return (
            [SMResource._init(r, usable, self) for r in list(results)[: int(made)]],
            SMResource._init(remainder, usable, self),
        )


# --- workqueue resources --------------------------------------------------------------------------


class WorkqueueResource:
    """A device's or a context's workqueue resources (CUDA 13.1+): the configuration
    (`sharing_scope`, `concurrency_limit`, changed by `configure`) a green context is made with.
    `handle` is the address of its configuration CUdevResource."""

    __slots__ = ("__weakref__", "_config", "_queue")
    _config: _Any  # CU_DEV_RESOURCE_TYPE_WORKQUEUE_CONFIG
    _queue: _Any  # CU_DEV_RESOURCE_TYPE_WORKQUEUE

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError(
            "WorkqueueResource cannot be instantiated directly. Use dev.resources.workqueue."
        )

    @classmethod
    def _init(cls, config: _Any, queue: _Any) -> WorkqueueResource:
        self = object.__new__(cls)
        self._config = config
        self._queue = queue
        return self

    @property
    def handle(self) -> int:
        """The address of the underlying configuration CUdevResource struct."""
        return _c.addressof(self._config)

    @property
    def sharing_scope(self) -> str:
        """The sharing scope: "device_ctx" or "green_ctx_balanced"."""
        value = int(self._config.wqConfig.sharingScope)
        if value >= len(_SHARING_SCOPES):
            raise ValueError(f"Unknown sharing scope enum value: {value}")
        return _SHARING_SCOPES[value]

    @property
    def concurrency_limit(self) -> int:
        """The expected most concurrent stream-ordered workloads."""
        return int(self._config.wqConfig.wqConcurrencyLimit)

    @property
    def device(self) -> Device:
        """The device the workqueue resources are on."""
        return Device(int(self._config.wqConfig.device))

    def configure(self, options: WorkqueueResourceOptions) -> None:
        """Change the configuration in place (what a green context made with it gets)."""
        if options is None:
            raise TypeError("options must be WorkqueueResourceOptions, got None")
        opts = _options(options, WorkqueueResourceOptions)
        _check_workqueue()
        if opts.sharing_scope is not None:
            self._config.wqConfig.sharingScope = _SHARING_SCOPES.index(opts.sharing_scope)
        if opts.concurrency_limit is not None:
            self._config.wqConfig.wqConcurrencyLimit = opts.concurrency_limit

    def __repr__(self) -> str:
        return f"<WorkqueueResource sharing_scope={self.sharing_scope!r}>"


# --- what a device, a context or a stream has ----------------------------------------------------


class DeviceResources:
    """The resources of a device (`Device.resources`: all of them), a context (`Context.resources`:
    a green context's own) or a stream (`Stream.resources`: its context's); each read is asked
    of the driver."""

    __slots__ = ("__weakref__", "_context", "_device", "_stream")
    _device: Device
    _context: Context | None
    _stream: Stream | None

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError(
            "DeviceResources cannot be instantiated directly. Use dev.resources or ctx.resources."
        )

    @classmethod
    def _init(
        cls, device: Device, context: Context | None = None, stream: Stream | None = None
    ) -> DeviceResources:
        self = object.__new__(cls)
        self._device = device
        self._context = context
        self._stream = stream
        return self

    def _get(self, type_name: str) -> _Any:
        kind = _resource_type(type_name)
        if self._stream is not None:
            handle = self._stream._stream_handle()
            if hasattr(_d, "cuStreamGetDevResource"):
                try:
                    return _d.cuStreamGetDevResource(handle, kind)
                except NotImplementedError:  # a driver older than the headers: its context's
                    pass
            if handle > 2:  # a stream's context: the green one it was made on, or a primary
                return _d.cuCtxGetDevResource(int(_d.cuStreamGetCtx(handle)), kind)
        context = self._context
        if context is not None:
            if context.is_closed:
                raise RuntimeError("Context has been closed")
            green = context._green
            if green is not None:
                return _d.cuGreenCtxGetDevResource(green.green, kind)
            return _d.cuCtxGetDevResource(context._handle, kind)
        return _d.cuDeviceGetDevResource(self._device._handle, kind)

    @property
    def sm(self) -> SMResource:
        """The SMs (a green context's: those it was made with)."""
        _check_green()
        return SMResource._init(self._get("CU_DEV_RESOURCE_TYPE_SM"), True)

    @property
    def workqueue(self) -> WorkqueueResource:
        """The workqueue resources (CUDA 13.1+)."""
        _check_workqueue()
        return WorkqueueResource._init(
            self._get("CU_DEV_RESOURCE_TYPE_WORKQUEUE_CONFIG"),
            self._get("CU_DEV_RESOURCE_TYPE_WORKQUEUE"),
        )

    def __repr__(self) -> str:
        of = "stream" if self._stream is not None else "context" if self._context else "device"
        return f"<DeviceResources of {of} on device {self._device._id}>"


# --- green contexts -------------------------------------------------------------------------------


class _GreenContext:
    """One CUgreenCtx, destroyed once when its last user lets go: the Context made for it, and
    each stream made on it (the driver requires them destroyed first). `_handle` is its
    CUcontext (cuCtxFromGreenCtx), None once destroyed: core._release reads it as a Context's."""

    __slots__ = ("__weakref__", "_handle", "device", "green", "users")

    def __init__(self, device: Device, green: int, handle: int) -> None:
        self.device = device
        self.green = green
        self._handle: int | None = handle
        self.users = 1  # the Context

    def acquire(self) -> None:
        with _LOCK:
            self.users += 1

    def release(self) -> None:
        with _LOCK:
            self.users -= 1
            last = self.users == 0
        if last and self._handle is not None:
            self._handle = None
            _d.cuGreenCtxDestroy(self.green)


# Live green contexts by CUcontext, for Device.set_current to return the one it replaces.
_GREEN_CONTEXTS: _weakref.WeakValueDictionary[int, _GreenContext] = _weakref.WeakValueDictionary()


def _release_green(green: _GreenContext) -> None:
    green.release()


def _destroy_green_stream(green: _GreenContext, stream: int) -> None:
    """Destroy a stream made on `green` (with it current), then let go of the green context."""
    try:
        _in_context(green, _d.cuStreamDestroy, stream)  # type: ignore[arg-type]
    finally:
        green.release()


def create_context(device: Device, options: ContextOptions | dict[str, object] | None) -> Context:
    """Device.create_context: a green context with `options.resources` (cuDevResourceGenerateDesc,
    cuGreenCtxCreate with its default stream, cuCtxFromGreenCtx); not made current."""
    if options is None:
        raise ValueError("options with device resources must be provided to create a green context")
    if isinstance(options, dict):
        options = ContextOptions(**options)  # type: ignore[arg-type]
    if not isinstance(options, ContextOptions):
        raise TypeError(f"options must be a ContextOptions or a dict, got {type(options).__name__}")
    resources = options.resources
    if resources is None:
        raise ValueError("resources must be provided to create a green context")
    if isinstance(resources, (SMResource, WorkqueueResource)):
        resources = [resources]
    resources = list(resources)
    if not resources:
        raise ValueError("resources must not be empty")
    structs = []
    for resource in resources:
        if isinstance(resource, SMResource):
            if not resource._usable:
                raise ValueError("dry-run SMResource objects cannot be used to create a context")
            structs.append(resource._resource)
        elif isinstance(resource, WorkqueueResource):
            structs.append(resource._config)
        else:
            raise TypeError(f"Unsupported context resource type: {type(resource).__name__}")
    _check_green()
    device._retain()  # the green context retains the primary one: make that cheap (see cuda.h)
    desc = _d.cuDevResourceGenerateDesc(structs)
    green = int(_d.cuGreenCtxCreate(desc, device._handle, int(_d.CU_GREEN_CTX_DEFAULT_STREAM)))
    try:
        handle = int(_d.cuCtxFromGreenCtx(green))
    except BaseException:
        _d.cuGreenCtxDestroy(green)
        raise
    holder = _GreenContext(device, green, handle)
    _GREEN_CONTEXTS[handle] = holder
    return Context._green_context(device, holder)


def create_stream(context: Context, options: StreamOptions | dict[str, object] | None) -> Stream:
    """Context.create_stream: a stream on a green context (cuGreenCtxStreamCreate); it keeps the
    green context alive until it is destroyed."""
    green = context._green
    opts = _options(options, StreamOptions)
    if not opts.nonblocking:
        raise ValueError("Green context streams must be non-blocking")
    priority = 0 if opts.priority is None else opts.priority
    flags = int(_d.CU_STREAM_NON_BLOCKING)
    assert green is not None and green._handle is not None
    handle = int(_d.cuGreenCtxStreamCreate(green.green, flags, priority))
    green.acquire()
    stream = Stream._new(handle, green.device, green)
    stream._nonblocking = True
    stream._finalizer = _finalizer(stream, None, _destroy_green_stream, green, handle)
    return stream


# Names used only inside functions: imported once this module's own are defined (the
# package's modules refer to each other), the modules others build on first.
from ._context import _LOCK, CUDA_RELEASE, Context, _finalizer, _in_context
from ._device import Device
from ._memory._pool import _options
from ._stream import Stream, StreamOptions
