"""Process state (initialization, exit), `Context`, and the finalizers every resource of the
object layer is freed by, once, in its own context (core's `_context`)."""

from __future__ import annotations

import atexit as _atexit
import sys as _sys
import threading as _threading
import weakref as _weakref

from . import _release as _r
from ._release import driver as _d

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import Any as _Any
    from typing import ClassVar as _ClassVar

    from ._device_resources import _GreenContext
    from ._stream import Stream, StreamOptions


CUDA_RELEASE = _r.RELEASE


_LOCK = _threading.RLock()
_INITIALIZED = False
_EXITING = False  # set at interpreter exit: from then on nothing is freed
_RETAINED: list[Device] = []  # devices whose primary context this module retained


def _init() -> None:
    global _INITIALIZED
    if not _INITIALIZED:
        with _LOCK:
            if not _INITIALIZED:
                _d.cuInit(0)
                _INITIALIZED = True


@_atexit.register
def _at_exit() -> None:
    """Stop freeing (the driver frees what is left when the process ends), then release each
    primary context this module retained, once. Errors are ignored: the driver may already
    be shutting down."""
    global _EXITING
    _EXITING = True
    _Finalizer.exiting = True
    from ._stream import _recorder  # set once the package is loaded

    if _recorder is not None:
        _recorder.exit()
    with _LOCK:
        retained, _RETAINED[:] = list(_RETAINED), []
    for device in retained:
        context = device._context
        if context is not None:
            try:
                _release_primary(context, device._id)
            except Exception:  # at exit there is nobody to tell
                pass


def _release(context: Context | None, free: _Any, *args: _Any) -> None:
    """The one place resources are freed: `free(*args)` with `context` current (pushed when
    another one is), unless the interpreter is exiting. Finalizers and close() call it."""
    if _EXITING or _sys.is_finalizing():
        return
    if context is None:
        free(*args)
        return
    if context._handle is None:
        return  # the context itself is gone: so is everything it held
    pushed = False
    if _cuCtxGetCurrent() != context._handle:
        _d.cuCtxPushCurrent(context._handle)
        pushed = True
    try:
        free(*args)
    finally:
        if pushed:
            _d.cuCtxPopCurrent()


class _Finalizer(_weakref.ref):  # type: ignore[type-arg]
    """What frees a resource once: called by close(), or by the garbage collector when its
    owner dies, and never at interpreter exit. A weak reference to the owner whose entry in
    `live` holds `(context, free, *args)`, what the free needs: taken with dict.pop (atomic),
    so whoever takes it frees. Held there, outside the owner, what the free needs (a buffer's
    stream) outlives the owner even in a garbage cycle, as weakref.finalize's registry does;
    this is weakref.finalize's part core needs, at half the cost (it is made for every event,
    stream and buffer: `Stream.record()` makes one)."""

    __slots__ = ()
    live: _ClassVar[dict[_Finalizer, tuple[_Any, ...]]] = {}
    exiting: _ClassVar[bool] = False  # set by _at_exit; read through the class at shutdown
    __hash__ = object.__hash__  # by identity: owners' __eq__ must not matter
    __eq__ = object.__eq__

    def __call__(self) -> None:
        payload = self.live.pop(self, None)
        if payload is not None:
            _release(*payload)

    @staticmethod
    def _collected(self: _Finalizer) -> None:
        if not self.exiting:
            self()

    @property
    def alive(self) -> bool:
        return self in self.live

    def detach(self) -> tuple[_Any, ...] | None:
        """(context, free, *args), which no longer frees (None if it has freed)."""
        return self.live.pop(self, None)


def _finalizer(owner: object, context: Context | None, free: _Any, *args: _Any) -> _Finalizer:
    """A finalizer that frees once when called or when `owner` dies (see _Finalizer)."""
    fin = _Finalizer(owner, _Finalizer._collected)
    _Finalizer.live[fin] = (context, free, *args)
    return fin


# Entry points used on hot paths, looked up once.
_cuCtxGetCurrent = _d.cuCtxGetCurrent
_cuCtxGetDevice = _d.cuCtxGetDevice
_cuLaunchKernel = _d.cuLaunchKernel
_cuEventCreate = _d.cuEventCreate
_cuEventRecord = _d.cuEventRecord


class Context:
    """A CUDA context: a device's primary context (retained once, by `Device.set_current` or the
    first object made on the device, and released once at exit; `close()` only closes this
    object) or a green context (`Device.create_context`: destroyed once, when this object is
    closed or collected and every stream made on it is gone)."""

    __slots__ = ("__weakref__", "_closed", "_device", "_finalizer", "_green", "_handle")
    _device: Device
    _handle: int | None  # None once released
    _closed: bool
    _green: _GreenContext | None  # a green context's CUgreenCtx, shared with its streams
    _finalizer: _Finalizer | None  # a green context's: lets go of _green once

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError(
            "Context objects cannot be instantiated directly. Please use Device or Stream APIs."
        )

    @classmethod
    def _new(cls, device: Device, handle: int | None) -> Context:
        self = object.__new__(cls)
        self._device = device
        self._handle = handle
        self._closed = False
        self._green = None
        self._finalizer = None
        return self

    @classmethod
    def _primary(cls, device: Device) -> Context:
        return cls._new(device, int(_d.cuDevicePrimaryCtxRetain(device._id)))

    @classmethod
    def _green_context(cls, device: Device, green: _GreenContext) -> Context:
        """A Context holding one use of `green` (acquired by the caller), let go once."""
        self = cls._new(device, green._handle)
        self._green = green
        self._finalizer = _finalizer(self, None, _release_green, green)
        return self

    @property
    def handle(self) -> int | None:
        """The CUcontext, as an int (None once closed, 0 once released)."""
        return None if self._closed else self._handle or 0

    @property
    def device(self) -> Device:
        return self._device

    @property
    def is_closed(self) -> bool:
        """Whether this object has been closed."""
        return self._closed

    @property
    def is_green(self) -> bool:
        """Whether this is a green context (made by Device.create_context from device resources)."""
        return self._green is not None and not self._closed

    @property
    def resources(self) -> DeviceResources:
        """The resources of this context: a green context's own, a primary one's its device's."""
        if self._closed:
            raise RuntimeError("Context has been closed")
        return DeviceResources._init(self._device, context=self)

    def create_stream(self, options: StreamOptions | None = None) -> Stream:
        """A new stream on this green context (cuGreenCtxStreamCreate; nonblocking)."""
        if self._closed:
            raise RuntimeError("Context has been closed")
        if self._green is None:
            raise RuntimeError(
                "Context.create_stream() is only supported on green contexts. "
                "Use Device.create_stream() for primary contexts."
            )
        return _create_green_stream(self, options)

    def close(self) -> None:
        """Close this object: a green context is destroyed once its streams are gone too; a
        primary one stays retained (released at exit). RuntimeError while it is current."""
        if self._closed:
            return
        if self._handle and _cuCtxGetCurrent() == self._handle:
            raise RuntimeError(
                "Cannot close a CUDA context while it is current. "
                "Restore a previous context before closing this context."
            )
        self._closed = True
        fin = self._finalizer
        if fin is not None:
            fin()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Context):
            return self.handle == other.handle
        return NotImplemented

    def __hash__(self) -> int:
        return hash((Context, self.handle))

    def __repr__(self) -> str:
        state = "closed" if self._closed else f"{self.handle:#x}"
        return f"<Context {state} of device {self._device._id}{' (green)' if self._green else ''}>"


def _context_of(handle: int) -> Context:
    """A Context for a CUcontext made current elsewhere: a device's primary one, a live green
    context's, else one that owns nothing."""
    for device in list(_DEVICES.values()):
        if device._context is not None and device._context._handle == handle:
            return device._primary
    green = _GREEN_CONTEXTS.get(handle)
    if green is not None and green._handle == handle:
        green.acquire()
        return Context._green_context(green.device, green)
    pushed = _cuCtxGetCurrent() != handle
    if pushed:
        _d.cuCtxPushCurrent(handle)
    try:
        device = Device(int(_cuCtxGetDevice()))
    finally:
        if pushed:
            _d.cuCtxPopCurrent()
    return Context._new(device, handle)


def _release_primary(context: Context, ordinal: int) -> None:
    """Release a retained primary context, once (at exit: devices live as long as the process)."""
    handle, context._handle = context._handle, None
    if handle is not None:
        _d.cuDevicePrimaryCtxRelease(ordinal)


def _in_context(context: Context, fn: _Any, *args: _Any) -> _Any:
    """fn(*args) with `context` current on this thread (pushed for the call when another is)."""
    if _cuCtxGetCurrent() == context._handle:
        return fn(*args)
    _d.cuCtxPushCurrent(context._handle)
    try:
        return fn(*args)
    finally:
        _d.cuCtxPopCurrent()


# --- devices ----------------------------------------------------------------------------


# Names used only inside functions: imported once this module's own are defined (the
# package's modules refer to each other), the modules others build on first.
from ._device import _DEVICES, Device
from ._device_resources import _GREEN_CONTEXTS, DeviceResources, _release_green
from ._device_resources import create_stream as _create_green_stream
