"""utils' caches of compiled programs: `InMemoryProgramCache`, `FileStreamProgramCache`,
`make_program_cache_key`."""

from __future__ import annotations

import abc as _abc
import collections as _collections
import collections.abc as _cabc
import contextlib as _contextlib
import hashlib as _hashlib
import os as _os
import tempfile as _tempfile
import threading as _threading
import time as _time
from pathlib import Path as _Path

from .._release import driver as _d

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import Any as _Any

    from .._program import ProgramOptions


def _extract_bytes(value: object) -> bytes:
    """The bytes a cache stores for `value`: bytes-like as it is, an ObjectCode's code."""
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value)
    if isinstance(value, ObjectCode):
        return bytes(value.code)
    raise TypeError(f"cache values must be bytes-like or ObjectCode, got {type(value).__name__}")


def _as_key_bytes(key: object) -> bytes:
    if isinstance(key, (bytes, bytearray)):
        return bytes(key)
    if isinstance(key, str):
        return key.encode("utf-8")
    raise TypeError(f"cache keys must be bytes or str, got {type(key).__name__}")


class ProgramCacheResource(_abc.ABC):
    """A cache of compiled programs, as cuda.core's: raw binary bytes (cubin, PTX, LTO-IR) by
    `bytes` or `str` key (a str is its UTF-8 bytes), usually the key of
    `make_program_cache_key`; `Program.compile(..., cache=)` is the usual way to use one.
    `cache[key] = value` takes bytes-like values or an ObjectCode (its code); `cache[key]`
    gives bytes or raises KeyError; `get`, `update`, `clear`, `len()`, `close()` and `with`.
    There is deliberately no `in`: a lookup and a read are one `get`."""

    @_abc.abstractmethod
    def __getitem__(self, key: bytes | str) -> bytes:
        """The bytes stored under `key`; KeyError when there are none."""

    @_abc.abstractmethod
    def __setitem__(self, key: bytes | str, value: _Any) -> None:
        """Store `value` (bytes-like, or an ObjectCode's code) under `key`."""

    @_abc.abstractmethod
    def __delitem__(self, key: bytes | str) -> None:
        """Remove `key`'s entry; KeyError when there is none."""

    @_abc.abstractmethod
    def __len__(self) -> int:
        """The number of entries."""

    @_abc.abstractmethod
    def clear(self) -> None:
        """Remove every entry."""

    def get(self, key: bytes | str, default: bytes | None = None) -> bytes | None:
        """`self[key]`, or `default` when there is no such entry."""
        try:
            return self[key]
        except KeyError:
            return default

    def update(self, items: _Any, /) -> None:
        """`self[key] = value` for each pair of a mapping or an iterable of pairs (not
        transactional: a failure leaves the earlier writes)."""
        if isinstance(items, _cabc.Mapping):
            items = items.items()
        for key, value in items:
            self[key] = value

    def close(self) -> None:  # noqa: B027 - a no-op a backend may override
        """Release what the cache holds (nothing, here)."""

    def __enter__(self) -> ProgramCacheResource:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _positive_cap(max_size_bytes: int | None) -> int | None:
    if max_size_bytes is not None and max_size_bytes <= 0:
        raise ValueError("max_size_bytes must be positive or None (0 would evict every write)")
    return max_size_bytes


class InMemoryProgramCache(ProgramCacheResource):
    """A program cache in this process's memory, least recently used first out when the
    stored bytes pass `max_size_bytes` (None: no bound; an entry larger than the bound does not
    stay). Reads count as use. Safe to share between threads."""

    def __init__(self, *, max_size_bytes: int | None = None) -> None:
        self._max_size_bytes = _positive_cap(max_size_bytes)
        self._entries: _collections.OrderedDict[bytes, bytes] = _collections.OrderedDict()
        self._total_bytes = 0
        self._lock = _threading.RLock()

    def __getitem__(self, key: bytes | str) -> bytes:
        k = _as_key_bytes(key)
        with self._lock:
            try:
                data = self._entries[k]
            except KeyError:
                raise KeyError(key) from None
            self._entries.move_to_end(k)
            return data

    def __setitem__(self, key: bytes | str, value: _Any) -> None:
        data = _extract_bytes(value)
        k = _as_key_bytes(key)
        with self._lock:
            old = self._entries.pop(k, None)
            if old is not None:
                self._total_bytes -= len(old)
            self._entries[k] = data
            self._total_bytes += len(data)
            cap = self._max_size_bytes
            while cap is not None and self._entries and self._total_bytes > cap:
                _, evicted = self._entries.popitem(last=False)
                self._total_bytes -= len(evicted)

    def __delitem__(self, key: bytes | str) -> None:
        k = _as_key_bytes(key)
        with self._lock:
            try:
                data = self._entries.pop(k)
            except KeyError:
                raise KeyError(key) from None
            self._total_bytes -= len(data)

    def __len__(self) -> int:
        with self._lock:
            return len(self._entries)

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
            self._total_bytes = 0


_STALE_TMP_SECONDS = 3600  # a temporary file this old is a crashed writer's: swept


def _default_cache_dir() -> _Path:
    """cuda.core's: $XDG_CACHE_HOME/cuda-python (~/.cache/cuda-python), %LOCALAPPDATA% on
    Windows."""
    if _os.name == "nt":
        local = _os.environ.get("LOCALAPPDATA")
        root = _Path(local) if local else _Path.home() / "AppData" / "Local"
    else:
        xdg = _os.environ.get("XDG_CACHE_HOME")
        root = _Path(xdg) if xdg else _Path.home() / ".cache"
    return root / "cuda-python"


class FileStreamProgramCache(ProgramCacheResource):
    """A program cache in a directory, shared between processes (cuda.core's layout: each
    entry the raw binary at `entries/<sha256 of the key>` split 2/62, written to `tmp/` and
    moved into place by os.replace, so a reader never sees half an entry). `path` defaults to
    $XDG_CACHE_HOME/cuda-python/program-cache. With `max_size_bytes`, a write that takes the
    directory over it evicts the least recently read entries first (reads bump the access
    time). Unlike cuda.core's, a Windows sharing violation is not retried: it raises."""

    def __init__(
        self, path: str | _os.PathLike[str] | None = None, *, max_size_bytes: int | None = None
    ) -> None:
        self._max_size_bytes = _positive_cap(max_size_bytes)
        self._root = _Path(path) if path is not None else _default_cache_dir() / "program-cache"
        self._entries = self._root / "entries"
        self._tmp = self._root / "tmp"
        self._root.mkdir(parents=True, exist_ok=True)
        self._entries.mkdir(exist_ok=True)
        self._tmp.mkdir(exist_ok=True, mode=0o700)
        self._sweep_stale_tmp()

    def _path_for_key(self, key: object) -> _Path:
        digest = _hashlib.sha256(_as_key_bytes(key), usedforsecurity=False).hexdigest()
        return self._entries / digest[:2] / digest[2:]

    def __getitem__(self, key: bytes | str) -> bytes:
        path = self._path_for_key(key)
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            raise KeyError(key) from None
        with _contextlib.suppress(OSError):  # best effort: the entry's last use, for eviction
            now = _time.time()
            _os.utime(path, (now, path.stat().st_mtime))
        return data

    def __setitem__(self, key: bytes | str, value: _Any) -> None:
        data = _extract_bytes(value)
        target = self._path_for_key(key)
        target.parent.mkdir(parents=True, exist_ok=True)
        self._tmp.mkdir(parents=True, exist_ok=True)
        fd, name = _tempfile.mkstemp(prefix="entry-", dir=self._tmp)
        try:
            with _os.fdopen(fd, "wb") as fh:
                fh.write(data)
                fh.flush()
                _os.fsync(fh.fileno())
            _os.replace(name, target)
        except BaseException:
            with _contextlib.suppress(FileNotFoundError):
                _os.unlink(name)
            raise
        if self._max_size_bytes is not None:
            self._enforce_size_cap()

    def __delitem__(self, key: bytes | str) -> None:
        try:
            self._path_for_key(key).unlink()
        except FileNotFoundError:
            raise KeyError(key) from None

    def __len__(self) -> int:
        return sum(1 for _ in self._entry_paths())

    def clear(self) -> None:
        for path in list(self._entry_paths()):
            with _contextlib.suppress(FileNotFoundError):
                path.unlink()
        self._sweep_stale_tmp()
        for sub in self._entries.iterdir():
            if sub.is_dir():
                with _contextlib.suppress(OSError):
                    sub.rmdir()

    def _entry_paths(self) -> _Any:
        if not self._entries.is_dir():
            return
        for sub in self._entries.iterdir():
            if sub.is_dir():
                yield from (p for p in sub.iterdir() if p.is_file())

    def _sweep_stale_tmp(self) -> None:
        """Remove temporary files older than an hour (crashed writers'); young ones may be
        another process's write in flight."""
        if not self._tmp.is_dir():
            return
        cutoff = _time.time() - _STALE_TMP_SECONDS
        for path in self._tmp.iterdir():
            with _contextlib.suppress(OSError):
                if path.is_file() and path.stat().st_mtime < cutoff:
                    path.unlink()

    def _enforce_size_cap(self) -> None:
        cap = self._max_size_bytes
        assert cap is not None
        entries = []
        total = 0
        for path in self._entry_paths():
            try:
                st = path.stat()
            except FileNotFoundError:
                continue
            entries.append((st.st_atime, st.st_size, path))
            total += st.st_size
        entries.sort(key=lambda entry: entry[0])  # least recently read first
        for _, size, path in entries:
            if total <= cap:
                break
            with _contextlib.suppress(FileNotFoundError):
                path.unlink()
            total -= size


# make_program_cache_key -------------------------------------------------------------------

_KEY_SCHEMA = b"cudagen-program-cache-1"
_TARGETS_BY_CODE_TYPE = {
    "c++": frozenset({"ptx", "cubin", "ltoir"}),
    "ptx": frozenset({"cubin", "ptx"}),
    "nvvm": frozenset({"ptx", "ltoir"}),
}
_CODE_TYPE_ALIASES = {"cu": "c++", "cuda": "c++"}
# Options whose effect depends on files the key cannot read (they need extra_digest), and
# options with side effects a cache hit would skip (refused); cuda.core's lists, each checked
# where this package's ProgramOptions has the field.
_EXTERNAL_CONTENT_OPTIONS = ("include_path", "pre_include", "pch", "use_pch", "pch_dir")
_SIDE_EFFECT_OPTIONS = ("create_pch", "time", "fdevice_time_trace")


def _option_is_set(options: object, name: str) -> bool:
    value = getattr(options, name, None)
    if value is None:
        return False
    if name == "pch":
        return bool(value)
    if name in ("include_path", "pre_include"):
        if isinstance(value, str):
            return True
        return isinstance(value, _cabc.Sequence) and len(value) > 0
    return True


def _name_tag(name: object) -> bytes:
    if isinstance(name, bytes):
        return b"b:" + name
    if isinstance(name, str):
        return b"s:" + name.encode("utf-8")
    if isinstance(name, bytearray):
        raise TypeError(
            "name_expressions elements must be str or bytes; bytearray is not accepted because "
            "Program.compile uses each element as a dict key and bytearray is unhashable."
        )
    raise TypeError(f"name_expressions elements must be str or bytes; got {type(name).__name__}")


def _compiler_version(code_type: str) -> bytes:
    """What compiles `code_type`, and its version, for the key (a failed probe is hashed as
    such, so it cannot match a working one)."""
    try:
        if code_type == "c++":
            from ... import nvrtc

            major, minor = nvrtc.nvrtcVersion()
            return f"nvrtc {major}.{minor}".encode("ascii")
        _init()
        return f"driver {int(_d.cuDriverGetVersion())}".encode("ascii")
    except Exception as exc:  # no NVRTC or driver here: a key still comes out
        return f"probe failed: {type(exc).__name__}".encode("ascii")


def make_program_cache_key(
    *,
    code: str | bytes,
    code_type: str,
    options: ProgramOptions,
    target_type: str,
    name_expressions: _cabc.Sequence[str | bytes] = (),
    extra_digest: bytes | None = None,
) -> bytes:
    """A key (a SHA-256 digest, bytes) for a cache of compiled programs, from what decides the
    compiled result: the code, `code_type` ("c++", "ptx"), `target_type` ("ptx", "cubin",
    "ltoir"), the compiler and its version (NVRTC for C++, the driver for PTX), the compiler
    flags `options` stands for (its arch the current device's where unset) and its name,
    `name_expressions` (order does not matter; "f" and b"f" differ) and `extra_digest`.

    As cuda.core: ValueError for a target the code type cannot have, for options with side
    effects a hit would skip (create_pch, time, fdevice_time_trace), and, without
    `extra_digest` (a digest of the files the compiler will read), for options that read
    files (include_path, pre_include, pch, use_pch, pch_dir; a C++ program name with a
    directory). The key is this package's own (not cuda.core's bytes)."""
    code_type = code_type.lower() if isinstance(code_type, str) else code_type
    code_type = _CODE_TYPE_ALIASES.get(code_type, code_type)
    target_type = target_type.lower() if isinstance(target_type, str) else target_type
    if code_type not in _TARGETS_BY_CODE_TYPE:
        raise ValueError(
            f"code_type={code_type!r} is not supported (must be 'c++', 'ptx' or 'nvvm')"
        )
    if code_type == "nvvm":
        raise ValueError("code_type='nvvm' is not supported here: this Program has no NVVM")
    if target_type not in ("ptx", "cubin", "ltoir"):
        raise ValueError(
            f"target_type={target_type!r} is not supported by the program cache "
            "(must be 'cubin', 'ltoir' or 'ptx')"
        )
    if target_type not in _TARGETS_BY_CODE_TYPE[code_type]:
        raise ValueError(
            f"target_type={target_type!r} is not valid for code_type={code_type!r} "
            f"(supported: {sorted(_TARGETS_BY_CODE_TYPE[code_type])}). Program.compile() "
            "rejects this combination, so caching a key for it is meaningless."
        )
    if code_type == "c++":
        side_effects = [n for n in _SIDE_EFFECT_OPTIONS if _option_is_set(options, n)]
        if side_effects:
            raise ValueError(
                "make_program_cache_key() refuses to build a key for options that have "
                f"compile-time side effects ({', '.join(side_effects)}); a cache hit skips "
                "compilation, so the side effect would not occur. Disable the option, or "
                "compile directly without the cache."
            )
        if extra_digest is None:
            external = [n for n in _EXTERNAL_CONTENT_OPTIONS if _option_is_set(options, n)]
            if external:
                raise ValueError(
                    "make_program_cache_key() refuses to build a key for options that pull in "
                    f"external file content ({', '.join(external)}) without an extra_digest; "
                    "compute a digest over the header/PCH bytes the compile will read and "
                    "pass it as extra_digest=..."
                )
            name = getattr(options, "name", None)
            if isinstance(name, str) and ("/" in name or "\\" in name):
                raise ValueError(
                    f"make_program_cache_key() refuses to build a key for options.name={name!r} "
                    "(NVRTC source-filename with a directory component) without an "
                    "extra_digest; NVRTC resolves quoted #include directives relative to that "
                    "directory, so a digest covering the headers it may pull in must be "
                    "supplied."
                )
    if isinstance(code, str):
        code_bytes = code.encode("utf-8")
    elif isinstance(code, (bytes, bytearray, memoryview)):
        code_bytes = bytes(code)
    else:
        raise TypeError(f"code must be str or bytes, got {type(code).__name__}")
    flags = options.as_options()
    if getattr(options, "arch", None) is None:
        flags.insert(0, f"-arch=sm_{Device().arch}")  # what Program.compile adds
    names = sorted(_name_tag(n) for n in name_expressions)

    hasher = _hashlib.sha256(usedforsecurity=False)

    def update(label: str, payload: bytes) -> None:
        hasher.update(label.encode("ascii"))
        hasher.update(len(payload).to_bytes(8, "big"))
        hasher.update(payload)

    update("schema", _KEY_SCHEMA)
    update("compiler", _compiler_version(code_type))
    update("code_type", code_type.encode("ascii"))
    update("target_type", target_type.encode("ascii"))
    update("code", code_bytes)
    update("option_count", str(len(flags)).encode("ascii"))
    for flag in flags:
        update("option", flag.encode("utf-8"))
    update("names_count", str(len(names)).encode("ascii"))
    for tag in names:
        update("name", tag)
    name = getattr(options, "name", None)
    if name is not None:
        update("options_name", str(name).encode("utf-8"))
    if extra_digest is not None:
        update("extra_digest", bytes(extra_digest))
    return hasher.digest()


# --- batched copies, discards and prefetches ----------------------------------------------


# Names used only inside functions: imported once this module's own are defined (the
# package's modules refer to each other), the modules others build on first.
from .._context import _init
from .._device import Device
from .._module import ObjectCode
