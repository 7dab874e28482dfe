"""The object layer's `checkpoint` (cuda.core 1.2.2's `cuda.core.checkpoint`), by cudagen: lock a
CUDA process, checkpoint its GPU memory into host memory, restore it (optionally onto other GPUs)
and unlock it (cuCheckpointProcess*: CUDA 12.8's cuda.h and later, Linux drivers that support it).

The package's `core/checkpoint.py`, imported at first use (`core.checkpoint`, or
`import <package>.core.checkpoint`). A release whose cuda.h declares no checkpoint API (11.8) or a driver
that lacks it raises RuntimeError when used, as cuda.core does.
"""

from __future__ import annotations

from collections.abc import Mapping as _Mapping

from ._release import driver as _d

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import Any as _Any
    from typing import Literal as _Literal

    ProcessStateType = _Literal["running", "locked", "checkpointed", "failed"]


__all__ = ["Process"]

_UNSUPPORTED = (
    "CUDA checkpointing is not supported by the installed NVIDIA driver. "
    "Upgrade to a driver version with CUDA checkpoint API support."
)
_STATE_NAMES = (
    ("CU_PROCESS_STATE_RUNNING", "running"),
    ("CU_PROCESS_STATE_LOCKED", "locked"),
    ("CU_PROCESS_STATE_CHECKPOINTED", "checkpointed"),
    ("CU_PROCESS_STATE_FAILED", "failed"),
)
_REQUIRED = (
    "cuCheckpointProcessCheckpoint",
    "cuCheckpointProcessGetRestoreThreadId",
    "cuCheckpointProcessGetState",
    "cuCheckpointProcessLock",
    "cuCheckpointProcessRestore",
    "cuCheckpointProcessUnlock",
    "CUcheckpointGpuPair",
    "CUcheckpointLockArgs",
    "CUprocessState",
    "CUcheckpointRestoreArgs",
)
_checked = False


def _check() -> None:
    """RuntimeError unless this package's release declares the checkpoint API and the driver
    is 12.8 or newer (checked once)."""
    global _checked
    if _checked:
        return
    missing = [name for name in _REQUIRED if not hasattr(_d, name)]
    if missing:
        raise RuntimeError(
            "CUDA checkpointing requires bindings with CUDA checkpoint API support (CUDA 12.8 "
            f"or newer headers). Missing: {', '.join(missing)}"
        )
    _d.cuInit(0)
    if int(_d.cuDriverGetVersion()) < 12080:
        raise RuntimeError(_UNSUPPORTED)
    _checked = True


def _call(fn: _Any, *args: _Any) -> _Any:
    """fn(*args), with a driver that lacks the entry point or answers NOT_FOUND/NOT_SUPPORTED
    reported as cuda.core does (RuntimeError)."""
    _check()
    try:
        return fn(*args)
    except _d.CUDADriverError as exc:
        if exc.code in (_d.CUresult.CUDA_ERROR_NOT_FOUND, _d.CUresult.CUDA_ERROR_NOT_SUPPORTED):
            raise RuntimeError(_UNSUPPORTED) from exc
        raise
    except NotImplementedError as exc:  # the installed driver lacks the entry point
        raise RuntimeError(_UNSUPPORTED) from exc


def _check_pid(pid: object) -> int:
    if isinstance(pid, bool) or not isinstance(pid, int):
        raise TypeError("pid must be an int")
    if pid <= 0:
        raise ValueError("pid must be a positive int")
    return pid


def _check_timeout_ms(timeout_ms: object) -> int:
    if isinstance(timeout_ms, bool) or not isinstance(timeout_ms, int):
        raise TypeError("timeout_ms must be an int")
    if timeout_ms < 0:
        raise ValueError("timeout_ms must be >= 0")
    return timeout_ms


def _uuid(value: object) -> _Any:
    """A CUuuid from a CUuuid or a UUID string ("xxxxxxxx-xxxx-...", as Device.uuid has it)."""
    if isinstance(value, _d.CUuuid):
        return value
    if isinstance(value, str):
        try:
            raw = bytes.fromhex(value.replace("-", ""))
        except ValueError:
            raw = b""
        if len(raw) != 16:
            raise ValueError(
                "GPU UUID string must be 32 hex characters (with optional hyphens), "
                f"got {value!r}"
            )
        uuid = _d.CUuuid()
        uuid.bytes = raw
        return uuid
    raise TypeError("GPU UUID values must be CUDA UUID objects or UUID strings")


def _restore_args(gpu_mapping: _Mapping[_Any, _Any] | None) -> tuple[_Any, _Any]:
    """(CUcheckpointRestoreArgs or None, the pair array it points to, to keep alive)."""
    if gpu_mapping is None:
        return None, None
    if not isinstance(gpu_mapping, _Mapping):
        raise TypeError(
            "gpu_mapping must be a mapping from checkpointed GPU UUID to restore GPU UUID"
        )
    pairs = [
        _d.CUcheckpointGpuPair(oldUuid=_uuid(old), newUuid=_uuid(new))
        for old, new in gpu_mapping.items()
    ]
    if not pairs:
        return None, None
    array = (_d.CUcheckpointGpuPair * len(pairs))(*pairs)
    args = _d.CUcheckpointRestoreArgs()
    args.gpuPairs = array
    args.gpuPairsCount = len(pairs)
    return args, array


class Process:
    """A CUDA process, by process ID, that can be locked, checkpointed, restored and unlocked."""

    __slots__ = ("_pid",)

    def __init__(self, pid: int):
        self._pid = _check_pid(pid)

    @property
    def pid(self) -> int:
        """The process ID."""
        return self._pid

    @property
    def state(self) -> ProcessStateType:
        """The process's checkpoint state: "running", "locked", "checkpointed" or "failed"."""
        state = int(_call(_d.cuCheckpointProcessGetState, self._pid))
        for name, text in _STATE_NAMES:
            if int(getattr(_d.CUprocessState, name)) == state:
                return text  # type: ignore[return-value]
        raise RuntimeError(f"Unknown CUDA checkpoint process state: {state}")

    @property
    def restore_thread_id(self) -> int:
        """The ID of the process's CUDA restore thread."""
        return int(_call(_d.cuCheckpointProcessGetRestoreThreadId, self._pid))

    def lock(self, timeout_ms: int = 0) -> None:
        """Lock the process, blocking its further CUDA calls (`timeout_ms`: 0 waits forever)."""
        args = _d.CUcheckpointLockArgs()
        args.timeoutMs = _check_timeout_ms(timeout_ms)
        _call(_d.cuCheckpointProcessLock, self._pid, args)

    def checkpoint(self) -> None:
        """Checkpoint the locked process's GPU memory into host memory."""
        _call(_d.cuCheckpointProcessCheckpoint, self._pid, None)

    def restore(self, gpu_mapping: _Mapping[_Any, _Any] | None = None) -> None:
        """Restore the checkpointed process; `gpu_mapping` maps each checkpointed GPU's UUID to
        the UUID of the GPU to restore it onto (every GPU the kernel driver sees, to migrate)."""
        args, keep = _restore_args(gpu_mapping)
        _call(_d.cuCheckpointProcessRestore, self._pid, args)
        del keep

    def unlock(self) -> None:
        """Unlock the locked process so that it resumes its CUDA calls."""
        _call(_d.cuCheckpointProcessUnlock, self._pid, None)

    def __repr__(self) -> str:
        return f"<checkpoint.Process pid={self._pid}>"
