"""The headers of PyPI wheels, unpacked as pip would, without downloading the wheels.

NVIDIA's wheels are large (cuBLAS's is over 400 MB) and their headers a few hundred KB, so this
reads only what it needs over HTTP Range requests: the zip's central directory, then the
`*/include/*` members (fetched concurrently; each member's CRC is checked by zipfile). Each wheel's
headers are cached under a cache folder, so a second run needs no network at all.

    python -m cudagen.tools.wheel_headers --target SITE nvidia-cublas==13.1.0.3 nvidia-cuda-cupti==13.0.85
        SITE/nvidia/cu13/include/cublas_v2.h ...: the members' own paths, as pip installs them
    python -m cudagen.tools.wheel_headers --include-dir DIR nvidia-cublas==13.1.0.3 ...
        DIR/cublas_v2.h ...: what follows each member's include/ folder, every wheel into one folder

A wheel is found through PyPI's simple JSON API (PEP 691): the x86-64 manylinux file of that
version (any manylinux tag), else its py3-none-any one. The cache is --cache-dir, else
$CUDAGEN_CACHE_DIR/wheel-headers (unless "off"), else ~/.cache/cudagen/wheel-headers.
Standard library only; exit status 0, or 1 with one line per problem.
"""

from __future__ import annotations

import argparse
import bisect
import io
import json
import os
import re
import shutil
import socket
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
import zipfile
import zlib
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path, PurePosixPath

from ..errors import GeneratorError

try:
    import fcntl
except ImportError:  # not POSIX: no lock between processes sharing a cache
    fcntl = None  # type: ignore[assignment]

INDEX = "https://pypi.org/simple"
_ACCEPT = "application/vnd.pypi.simple.v1+json"
_USER_AGENT = "cudagen-wheel-headers (+https://pypi.org/simple)"
_TIMEOUT = 60.0
_RETRIES = 3
_BACKOFF = 0.5  # seconds before the first retry, growing by as much each time
_TAIL = 64 * 1024 + 22  # the end-of-central-directory record and a zip comment of up to 64 KiB
_GAP = 256 * 1024  # members this close together are fetched in one request
_PART = 2 * 1024 * 1024  # no request reads more than this (several requests run at once)
_MARKER = ".cudagen-wheel-headers.json"  # a cached wheel's headers are complete when it exists


class UnreachableError(GeneratorError):
    """The index or the file server did not answer (offline, DNS, refused, timed out): a caller
    such as a test may skip on it, where any other error is a real problem."""


@dataclass(frozen=True, slots=True)
class WheelFile:
    """One wheel file of the package index: a distribution's version for one platform."""

    name: str
    version: str
    filename: str
    url: str
    size: int
    sha256: str

    @property
    def requirement(self) -> str:
        return f"{self.name}=={self.version}"


# --- the index ---------------------------------------------------------------------------------


def normalize(name: str) -> str:
    """A distribution's name as the index spells its page (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def parse_requirement(text: str) -> tuple[str, str]:
    name, sep, version = text.partition("==")
    if not sep or not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._-]*", name) or not re.fullmatch(r"[\w.+!-]+", version):
        raise GeneratorError(f"{text!r}: expected NAME==VERSION (nvidia-cublas==13.1.0.3)")
    return name, version


def platform_rank(filename: str) -> int | None:
    """How well a wheel file suits an x86-64 Linux machine: 0 a manylinux x86-64 file, 1 a
    py3-none-any one, None another platform's."""
    platforms = filename.removesuffix(".whl").split("-")[-1].split(".")
    if any(p.startswith("manylinux") and p.endswith("_x86_64") for p in platforms):
        return 0
    if "any" in platforms:
        return 1
    return None


def choose_file(name: str, version: str, files: Iterable[dict[str, object]]) -> dict[str, object]:
    """The file of `name==version` to read, from the index page's "files"."""
    wanted = normalize(name)
    found: list[tuple[int, str, dict[str, object]]] = []
    for f in files:
        filename = str(f.get("filename", ""))
        parts = filename.removesuffix(".whl").split("-")
        if not filename.endswith(".whl") or len(parts) < 5 or f.get("yanked"):
            continue
        if normalize(parts[0]) != wanted or parts[1] != version:
            continue
        rank = platform_rank(filename)
        if rank is not None:
            found.append((rank, filename, f))
    if not found:
        raise GeneratorError(f"{name}=={version}: the index has no x86-64 manylinux or py3-none-any wheel of it")
    return min(found, key=lambda t: (t[0], t[1]))[2]


def _get(url: str, headers: dict[str, str]) -> tuple[int, bytes]:
    """One GET with retries; UnreachableError when the server cannot be reached."""
    request = urllib.request.Request(url, headers={"User-Agent": _USER_AGENT, **headers})
    last: Exception | None = None
    for attempt in range(_RETRIES):
        try:
            with urllib.request.urlopen(request, timeout=_TIMEOUT) as response:
                return int(response.status), response.read()
        except urllib.error.HTTPError as exc:
            if exc.code < 500:
                raise GeneratorError(f"{url}: HTTP {exc.code} {exc.reason}") from None
            last = exc
        except (urllib.error.URLError, OSError, TimeoutError) as exc:
            last = exc
            if isinstance(getattr(exc, "reason", exc), ConnectionRefusedError | socket.gaierror):
                break  # offline, no name service, no proxy: asking again will not help
        time.sleep(_BACKOFF * (attempt + 1))
    reason = getattr(last, "reason", last)
    raise UnreachableError(f"{url}: cannot reach it ({reason})")


def resolve(requirement: str, index: str = INDEX, cache: Path | None = None) -> WheelFile:
    """The wheel file of a `name==version`, from the index (or from the cache of an earlier run)."""
    name, version = parse_requirement(requirement)
    record = cache / "index" / f"{normalize(name)}=={version}.json" if cache is not None else None
    if record is not None and record.is_file():
        try:
            return WheelFile(**json.loads(record.read_text(encoding="utf-8")))
        except (ValueError, TypeError):
            pass  # a damaged record: ask the index again
    url = f"{index.rstrip('/')}/{normalize(name)}/"
    status, body = _get(url, {"Accept": _ACCEPT})
    try:
        page = json.loads(body)
        files = page["files"]
    except (ValueError, KeyError, TypeError):
        raise GeneratorError(f"{url}: not a PEP 691 JSON page (HTTP {status})") from None
    chosen = choose_file(name, version, files)
    hashes = chosen.get("hashes")
    wheel = WheelFile(name, version, str(chosen["filename"]), str(chosen["url"]), int(str(chosen.get("size") or 0)),
                      str(hashes.get("sha256", "")) if isinstance(hashes, dict) else "")
    if record is not None:
        _write_atomic(record, json.dumps(asdict(wheel), indent=1).encode("utf-8"))
    return wheel


# --- a zip file read over HTTP ranges ----------------------------------------------------------


class RemoteFile(io.RawIOBase):
    """A read-only, seekable view of a file on an HTTP server that answers Range requests. What
    was read is kept (blocks by offset); `prefetch` reads several ranges at once."""

    def __init__(self, url: str, size: int, fetch: Callable[[str, int, int], bytes] | None = None) -> None:
        super().__init__()
        self.url, self.size = url, size
        self._fetch = fetch or fetch_range
        self._starts: list[int] = []
        self._blocks: dict[int, bytes] = {}
        self._lock = threading.Lock()
        self._pos = 0
        self.requests = 0

    def readable(self) -> bool:
        return True

    def seekable(self) -> bool:
        return True

    def tell(self) -> int:
        return self._pos

    def seek(self, offset: int, whence: int = io.SEEK_SET) -> int:
        base = {io.SEEK_SET: 0, io.SEEK_CUR: self._pos, io.SEEK_END: self.size}[whence]
        if base + offset < 0:
            raise ValueError("negative seek position")
        self._pos = base + offset
        return self._pos

    def readinto(self, buffer: bytearray | memoryview) -> int:  # type: ignore[override]
        view = memoryview(buffer).cast("B")
        want = min(len(view), max(self.size - self._pos, 0))
        done = 0
        while done < want:
            chunk = self._cached(self._pos + done, want - done)
            if chunk is None:
                self._store(self._pos + done, self._get(self._pos + done, want - done))
                continue
            view[done:done + len(chunk)] = chunk
            done += len(chunk)
        self._pos += done
        return done

    def prefetch(self, ranges: Sequence[tuple[int, int]], jobs: int = 4) -> None:
        """Read the byte ranges [start, end) now, `jobs` requests at a time."""
        with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
            for start, data in zip((s for s, _ in ranges), pool.map(lambda r: self._get(r[0], r[1] - r[0]), ranges),
                                   strict=True):
                self._store(start, data)

    def _get(self, start: int, length: int) -> bytes:
        with self._lock:
            self.requests += 1
        data = self._fetch(self.url, start, start + length)
        if len(data) != length:
            raise GeneratorError(f"{self.url}: asked for bytes {start}-{start + length - 1}, got {len(data)} bytes")
        return data

    def _store(self, start: int, data: bytes) -> None:
        with self._lock:
            if start not in self._blocks or len(self._blocks[start]) < len(data):
                if start not in self._blocks:
                    bisect.insort(self._starts, start)
                self._blocks[start] = data

    def _cached(self, pos: int, length: int) -> bytes | None:
        """Up to `length` bytes at `pos` from one kept block, or None when none holds `pos`."""
        with self._lock:
            i = bisect.bisect_right(self._starts, pos)
            for start in reversed(self._starts[max(0, i - 8):i]):  # blocks may overlap; a few suffice
                block = self._blocks[start]
                if pos < start + len(block):
                    return block[pos - start:pos - start + length]
        return None


def fetch_range(url: str, start: int, end: int) -> bytes:
    """Bytes [start, end) of `url` (HTTP Range)."""
    status, body = _get(url, {"Range": f"bytes={start}-{end - 1}"})
    if status == 200 and start == 0 and len(body) >= end:  # a server that sends the whole file
        return body[:end]
    if status != 206:
        raise GeneratorError(f"{url}: the server does not answer Range requests (HTTP {status})")
    return body


def content_length(url: str) -> int:
    request = urllib.request.Request(url, method="HEAD", headers={"User-Agent": _USER_AGENT})
    try:
        with urllib.request.urlopen(request, timeout=_TIMEOUT) as response:
            return int(response.headers.get("Content-Length", "0"))
    except (urllib.error.URLError, OSError, TimeoutError) as exc:
        raise UnreachableError(f"{url}: cannot reach it ({getattr(exc, 'reason', exc)})") from None


def is_header_member(name: str) -> bool:
    """Whether a wheel member is a file inside an include/ folder (as pip installs them)."""
    parts = PurePosixPath(name).parts
    return not name.endswith("/") and "include" in parts[:-1]


def _safe(name: str, where: str) -> PurePosixPath:
    path = PurePosixPath(name)
    if path.is_absolute() or ".." in path.parts or "\\" in name:
        raise GeneratorError(f"{where}: member {name!r} is not a plain relative path")
    return path


def member_ranges(zf: zipfile.ZipFile, members: Sequence[zipfile.ZipInfo]) -> list[tuple[int, int]]:
    """The byte ranges that hold `members` (each from its local header to the next record),
    neighbours merged into one request and long runs cut into parts."""
    offsets = sorted({i.header_offset for i in zf.infolist()} | {zf.start_dir})
    spans = sorted((m.header_offset, offsets[bisect.bisect_right(offsets, m.header_offset)]) for m in members)
    merged: list[list[int]] = []
    for start, end in spans:
        if merged and start - merged[-1][1] <= _GAP:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return [(s, min(s + _PART, e)) for s, e in merged for s in range(s, e, _PART)]


def read_headers(wheel: WheelFile, jobs: int = 4,
                 fetch: Callable[[str, int, int], bytes] | None = None) -> dict[str, bytes]:
    """Every `*/include/*` member of the wheel (its zip path -> bytes), read over ranges; zipfile
    checks each member's CRC."""
    size = wheel.size or content_length(wheel.url)
    remote = RemoteFile(wheel.url, size, fetch)
    remote.prefetch([(max(0, size - _TAIL), size)], 1)
    try:
        with zipfile.ZipFile(remote) as zf:
            members = [m for m in zf.infolist() if is_header_member(m.filename)]
            for m in members:
                _safe(m.filename, wheel.filename)
            remote.prefetch(member_ranges(zf, members), jobs)
            return {m.filename: zf.read(m) for m in members}
    except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, zlib.error) as exc:  # a bad CRC is BadZipFile too
        raise GeneratorError(f"{wheel.url}: {exc}") from None


# --- the cache and the install -----------------------------------------------------------------


def default_cache() -> Path | None:
    setting = os.environ.get("CUDAGEN_CACHE_DIR", "")
    if setting == "off":
        return None
    return (Path(setting) if setting else Path.home() / ".cache" / "cudagen") / "wheel-headers"


def _write_atomic(dest: Path, data: bytes) -> None:
    dest.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=dest.parent, prefix=f".{dest.name}.")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, dest)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def cached_headers(wheel: WheelFile, cache: Path, jobs: int = 4,
                   fetch: Callable[[str, int, int], bytes] | None = None) -> tuple[Path, list[str], bool]:
    """The folder holding the wheel's headers (their member paths under it), the member names,
    and whether they came from the cache. Written to a fresh folder and renamed into place, so
    a cached wheel is complete or absent."""
    folder = cache / wheel.filename
    cache.mkdir(parents=True, exist_ok=True)
    # One process at a time per wheel (parallel test workers, two runs): the others wait and then
    # take its copy, instead of fetching it again and replacing the folder another is reading.
    with open(cache / f".{wheel.filename}.lock", "w") as lock:
        if fcntl is not None:
            fcntl.flock(lock, fcntl.LOCK_EX)
        found = _cached_members(folder, wheel)
        if found is not None:
            return folder, found, True
        return _fetch_into(folder, wheel, cache, jobs, fetch)


def _cached_members(folder: Path, wheel: WheelFile) -> list[str] | None:
    """The members of a complete cached copy of `wheel` in `folder`, else None."""
    marker = folder / _MARKER
    if not marker.is_file():
        return None
    try:
        recorded = json.loads(marker.read_text(encoding="utf-8"))
        if recorded.get("sha256") == wheel.sha256 and all((folder / m).is_file() for m in recorded["members"]):
            return list(recorded["members"])
    except (ValueError, KeyError, TypeError):
        pass
    return None


def _fetch_into(folder: Path, wheel: WheelFile, cache: Path, jobs: int,
                fetch: Callable[[str, int, int], bytes] | None) -> tuple[Path, list[str], bool]:
    headers = read_headers(wheel, jobs, fetch)
    fresh = Path(tempfile.mkdtemp(dir=cache, prefix=f".{wheel.filename}."))
    try:
        for name, data in headers.items():
            dest = fresh / _safe(name, wheel.filename)
            dest.parent.mkdir(parents=True, exist_ok=True)
            dest.write_bytes(data)
        members = sorted(headers)
        (fresh / _MARKER).write_text(json.dumps({"wheel": wheel.filename, "sha256": wheel.sha256, "members": members},
                                                indent=1), encoding="utf-8")
        if folder.exists():  # an incomplete or outdated copy
            shutil.rmtree(folder, ignore_errors=True)
        try:
            os.replace(fresh, folder)
        except OSError:  # another run (a parallel test worker) put the same headers there first
            if not (folder / _MARKER).is_file():
                raise
            shutil.rmtree(fresh, ignore_errors=True)
    except BaseException:
        shutil.rmtree(fresh, ignore_errors=True)
        raise
    return folder, members, False


def include_relative(member: str) -> PurePosixPath:
    """What follows a member's (first) include/ folder: nvidia/cu13/include/crt/x.h -> crt/x.h."""
    parts = PurePosixPath(member).parts
    return PurePosixPath(*parts[parts.index("include") + 1:])


@dataclass(frozen=True, slots=True)
class Unpacked:
    """One wheel's headers as placed: how many, and whether the cache had them."""

    wheel: WheelFile
    headers: int
    cached: bool


def unpack(requirements: Sequence[str], *, target: Path | None = None, include_dir: Path | None = None,
           cache: Path | None = None, index: str = INDEX, jobs: int = 4,
           fetch: Callable[[str, int, int], bytes] | None = None) -> list[Unpacked]:
    """The headers of each wheel into `target` (their paths in the wheel, as pip installs them)
    or into `include_dir` (what follows include/), wheels in order (a later one's file replaces
    an earlier one's, as pip does)."""
    if (target is None) == (include_dir is None):
        raise GeneratorError("give one of --target and --include-dir")
    if cache is None:  # no cache: a scratch one for this run
        with tempfile.TemporaryDirectory(prefix="cudagen-wheel-headers-") as scratch:
            return unpack(requirements, target=target, include_dir=include_dir, cache=Path(scratch), index=index,
                          jobs=jobs, fetch=fetch)
    wheels = [resolve(r, index, cache) for r in requirements]
    with ThreadPoolExecutor(max_workers=max(1, min(len(wheels), jobs))) as pool:
        fetched = list(pool.map(lambda w: cached_headers(w, cache, jobs, fetch), wheels))
    done = []
    for wheel, (folder, members, was_cached) in zip(wheels, fetched, strict=True):
        for member in members:
            rel = PurePosixPath(member) if target is not None else include_relative(member)
            dest = (target or include_dir or Path()) / rel
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(folder / member, dest)
        done.append(Unpacked(wheel, len(members), was_cached))
    return done


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m cudagen.tools.wheel_headers",
                                description="Unpack the headers of PyPI wheels, as pip would, without downloading "
                                            "the wheels (HTTP Range requests; cached).")
    p.add_argument("requirements", nargs="+", metavar="NAME==VERSION")
    where = p.add_mutually_exclusive_group(required=True)
    where.add_argument("--target", type=Path, metavar="DIR",
                       help="a site-packages-like folder: DIR/nvidia/cu13/include/cublas_v2.h, as pip installs it")
    where.add_argument("--include-dir", type=Path, metavar="DIR",
                       help="one include folder: DIR/cublas_v2.h (what follows include/ in every wheel)")
    p.add_argument("--cache-dir", type=Path, help="where each wheel's headers are kept "
                                                   "(default: $CUDAGEN_CACHE_DIR/wheel-headers or "
                                                   "~/.cache/cudagen/wheel-headers)")
    p.add_argument("--index-url", default=INDEX, help=f"a PEP 691 package index (default: {INDEX})")
    p.add_argument("-j", "--jobs", type=int, default=4, help="requests at a time (default: 4)")
    args = p.parse_args(argv)
    try:
        done = unpack(args.requirements, target=args.target, include_dir=args.include_dir,
                      cache=args.cache_dir or default_cache(), index=args.index_url, jobs=args.jobs)
    except GeneratorError as exc:
        print(f"wheel_headers: {exc.render()}", file=sys.stderr)
        return 1
    for u in done:
        print(f"{u.wheel.requirement}: {u.headers} headers from {u.wheel.filename}{' (cached)' if u.cached else ''}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
