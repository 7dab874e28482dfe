"""A new CUDA release from NVIDIA's own list of its wheels (`cudagen release add X.Y | check`).

The `cuda-toolkit` metapackage pins, per CUDA release, the version of every component wheel
(its METADATA's Requires-Dist: `nvidia-cublas==13.4.0.1.*`, `nvidia-cuda-crt==13.2.78.*`, ...).
`plan` maps those pins to the libraries of headers/libraries.toml (each library keeps the wheel
names of its nearest vendored release, in that release's CUDA major: 12.x names end in -cu12),
reads the headers of each wheel (HTTP Range requests through `wheel_headers`, or a local folder
of wheels), takes each library's headers and every header they include that a wheel of the
release has (crt/host_defines.h from nvidia-cuda-crt), and returns the library table's and the
manifest's new text and the headers' bytes. Nothing is written here: `stage` puts it all in a
scratch folder shaped like headers/, and the caller (the CLI) generates from there and moves the
result into place only when everything worked.

Where the index is: --find-links DIR (a folder of .whl files, as pip's option), else
--index-url URL (a PEP 691 index), else $PIP_INDEX_URL, else PyPI. Standard library only (a
version specifier here is at most `==X.*`, `>=X,<Y`: no need for `packaging`).
"""

from __future__ import annotations

import email
import hashlib
import os
import re
import shutil
import zipfile
from collections.abc import Iterable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from ..errors import GeneratorError
from ..frontend.clang import BUILTIN_INCLUDE, CUDA_C_INCLUDE, STANDIN_INCLUDE
from ..project.layout import release_key
from ..project.table import TABLE_NAME, LibraryEntry, read_table
from . import wheel_headers
from .headers import MANIFEST_NAME, Release, Wheel, dump_manifest, load_manifest, verify

TOOLKIT = "cuda-toolkit"
_INCLUDE_RE = re.compile(rb'^[ \t]*#[ \t]*include[ \t]*[<"]([^>"]+)[>"]', re.MULTILINE)



class ReleaseError(GeneratorError):
    """Adding or checking a release failed; nothing was written."""


# --- versions and specifiers ---------------------------------------------------------------------


def version_key(version: str) -> tuple[int, ...] | None:
    """A final release's version as numbers (13.2.78 -> (13, 2, 78)); None for a pre-release or
    development version (13.4.0rc1), which the commands never choose."""
    m = re.fullmatch(r"(\d+(?:\.\d+)*)(?:\.post\d+)?", version)
    return tuple(int(x) for x in m.group(1).split(".")) if m else None


def _order(version: str) -> tuple[tuple[int, ...], int]:
    """How versions sort: by release, then by post-release (13.2.78 < 13.2.78.post1)."""
    post = re.search(r"\.post(\d+)$", version)
    return version_key(version) or (-1,), int(post.group(1)) if post else -1


def _cmp(a: tuple[int, ...], b: tuple[int, ...]) -> int:
    n = max(len(a), len(b))
    a, b = a + (0,) * (n - len(a)), b + (0,) * (n - len(b))
    return (a > b) - (a < b)


def satisfies(version: str, specifier: str) -> bool:
    """Whether `version` meets a PEP 440 specifier of the forms the metapackage writes
    (`==13.2.78.*`, `==2.27.7`, `<14,>=13.2.78`, `>=`, `>`, `<=`, `!=`)."""
    key = version_key(version)
    if key is None:
        return False
    for clause in filter(None, (c.strip() for c in specifier.split(","))):
        m = re.fullmatch(r"(==|!=|>=|<=|>|<|~=)\s*([\w.*+!-]+)", clause)
        if not m:
            raise ReleaseError(f"{specifier!r}: a version specifier cudagen does not read")
        op, want = m.groups()
        if want.endswith(".*"):
            prefix = tuple(int(x) for x in want[:-2].split("."))
            same = key[:len(prefix)] == prefix
            if (op == "==" and not same) or (op == "!=" and same):
                return False
            continue
        other = version_key(want)
        if other is None:
            return False
        c = _cmp(key, other)
        ok = {"==": c == 0, "!=": c != 0, ">=": c >= 0, "<=": c <= 0, ">": c > 0, "<": c < 0,
              "~=": c >= 0 and key[:len(other) - 1] == other[:len(other) - 1]}[op]
        if not ok:
            return False
    return True


def choose_version(versions: Iterable[str], specifier: str) -> str | None:
    """The version a pin means: for `==X.*` (or `==X`) the newest that matches; for a range
    (`<14,>=13.2.78`: nvJitLink's) the lowest, the one released with the toolkit."""
    found = sorted((v for v in set(versions) if satisfies(v, specifier)), key=_order)
    if not found:
        return None
    return found[-1] if "==" in specifier else found[0]


# --- the index -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class IndexFile:
    """One wheel file the index offers: from a PEP 691 page (url) or a local folder (path)."""

    name: str
    version: str
    filename: str
    url: str = ""
    path: Path | None = None
    size: int = 0
    sha256: str = ""


def _wheel_name_version(filename: str) -> tuple[str, str] | None:
    parts = filename.removesuffix(".whl").split("-")
    if not filename.endswith(".whl") or len(parts) < 5:
        return None
    return wheel_headers.normalize(parts[0]), parts[1]


def _platform_rank(filename: str) -> int | None:
    """x86-64 manylinux first, then py3-none-any, then aarch64 (cuDLA has only those; a
    wheel's headers are the same on every platform)."""
    rank = wheel_headers.platform_rank(filename)
    if rank is not None:
        return rank
    platforms = filename.removesuffix(".whl").split("-")[-1].split(".")
    return 2 if any(p.startswith("manylinux") and p.endswith("_aarch64") for p in platforms) else None


class Index:
    """The wheels of a package index or of a local folder, by distribution name."""

    def __init__(self, index_url: str | None = None, find_links: Path | None = None) -> None:
        if find_links is None and index_url is None:
            index_url = os.environ.get("PIP_INDEX_URL") or wheel_headers.INDEX
        if index_url is not None and index_url.startswith("file://"):
            find_links, index_url = Path(index_url.removeprefix("file://")), None
        self.url = (index_url or "").rstrip("/")
        self.folder = find_links
        if self.folder is not None and not self.folder.is_dir():
            raise ReleaseError(f"{self.folder}: --find-links: no such folder")
        self._pages: dict[str, list[IndexFile]] = {}

    def __str__(self) -> str:
        return str(self.folder) if self.folder is not None else self.url

    def files(self, name: str) -> list[IndexFile]:
        """Every wheel file of `name` (final and pre-release versions, any platform we read)."""
        key = wheel_headers.normalize(name)
        if key not in self._pages:
            self._pages[key] = self._local(key) if self.folder is not None else self._remote(key)
        return self._pages[key]

    def _local(self, key: str) -> list[IndexFile]:
        assert self.folder is not None
        out = []
        for p in sorted(self.folder.glob("*.whl")):
            nv = _wheel_name_version(p.name)
            if nv and nv[0] == key and _platform_rank(p.name) is not None:
                out.append(IndexFile(key, nv[1], p.name, path=p, size=p.stat().st_size))
        return out

    def _remote(self, key: str) -> list[IndexFile]:
        import json

        url = f"{self.url}/{key}/"
        try:
            status, body = wheel_headers._get(url, {"Accept": wheel_headers._ACCEPT})
        except wheel_headers.UnreachableError as exc:
            raise ReleaseError(f"{exc} (no network? --find-links DIR reads a folder of wheels instead)") from None
        except GeneratorError as exc:
            if "HTTP 404" in str(exc):
                return []
            raise
        try:
            page = json.loads(body)["files"]
        except (ValueError, KeyError, TypeError):
            raise ReleaseError(f"{url}: not a PEP 691 JSON page (HTTP {status})") from None
        out = []
        for f in page:
            filename = str(f.get("filename", ""))
            nv = _wheel_name_version(filename)
            if not nv or nv[0] != key or f.get("yanked") or _platform_rank(filename) is None:
                continue
            hashes = f.get("hashes")
            out.append(IndexFile(key, nv[1], filename, url=str(f["url"]), size=int(f.get("size") or 0),
                                 sha256=str(hashes.get("sha256", "")) if isinstance(hashes, dict) else ""))
        return out

    def versions(self, name: str) -> list[str]:
        return sorted({f.version for f in self.files(name)}, key=_order)

    def wheel(self, name: str, version: str) -> IndexFile | None:
        """The file of name==version to read (x86-64 first)."""
        found = [(_platform_rank(f.filename), f.filename, f) for f in self.files(name) if f.version == version]
        return min(found, key=lambda t: (t[0], t[1]))[2] if found else None

    def read(self, f: IndexFile, cache: Path | None, member: str | None = None) -> dict[str, bytes]:
        """The `*/include/*` members of a wheel (or the one `member`), by zip path. A local
        wheel is read whole; a remote one over Range requests (its headers cached)."""
        try:
            if f.path is not None:
                with zipfile.ZipFile(f.path) as zf:
                    names = [member] if member else [n for n in zf.namelist() if wheel_headers.is_header_member(n)]
                    return {n: zf.read(n) for n in names if n in zf.namelist()}
            wf = wheel_headers.WheelFile(f.name, f.version, f.filename, f.url, f.size, f.sha256)
            if member is not None:
                remote = wheel_headers.RemoteFile(f.url, f.size or wheel_headers.content_length(f.url))
                with zipfile.ZipFile(remote) as zf:
                    return {member: zf.read(member)} if member in zf.namelist() else {}
            if cache is None:
                return wheel_headers.read_headers(wf)
            folder, members, _ = wheel_headers.cached_headers(wf, cache)
            return {m: (folder / m).read_bytes() for m in members}
        except wheel_headers.UnreachableError as exc:
            raise ReleaseError(f"{exc} (no network? --find-links DIR reads a folder of wheels instead)") from None
        except (zipfile.BadZipFile, OSError, EOFError) as exc:
            raise ReleaseError(f"{f.path or f.url}: not a readable wheel ({exc})") from None

    def file_sha256(self, f: IndexFile) -> str:
        """The wheel file's sha256: computed for a local file, the index's for a remote one."""
        if f.path is not None:
            h = hashlib.sha256()
            with f.path.open("rb") as fh:
                while chunk := fh.read(1 << 20):
                    h.update(chunk)
            return h.hexdigest()
        if not f.sha256:
            raise ReleaseError(f"{f.url}: the index gives no sha256 for {f.filename}")
        return f.sha256


# --- the metapackage -----------------------------------------------------------------------------


def toolkit_releases(index: Index) -> dict[str, str]:
    """CUDA release (13.2) -> its newest published cuda-toolkit version (13.2.2), final ones only."""
    out: dict[str, str] = {}
    for v in index.versions(TOOLKIT):
        key = version_key(v)
        if key is None or len(key) < 2:
            continue
        series = f"{key[0]}.{key[1]}"
        if series not in out or _cmp(key, version_key(out[series]) or ()) > 0:
            out[series] = v
    return out


def toolkit_pins(index: Index, release: str, toolkit: str | None = None) -> tuple[str, dict[str, str]]:
    """The cuda-toolkit version chosen for `release` (its newest patch, or `toolkit`) and its
    pins: component wheel name -> version specifier, from the wheel's METADATA."""
    if toolkit is None:
        found = toolkit_releases(index)
        if release not in found:
            known = ", ".join(sorted(found, key=release_key)[-6:]) or "none"
            raise ReleaseError(f"{index}: no cuda-toolkit {release}.* published (newest: {known})")
        toolkit = found[release]
    elif not toolkit.startswith(release + "."):
        raise ReleaseError(f"--toolkit {toolkit}: not a CUDA {release} toolkit")
    f = index.wheel(TOOLKIT, toolkit)
    if f is None:
        raise ReleaseError(f"{index}: no wheel of cuda-toolkit=={toolkit}")
    stem = f"{f.filename.split('-')[0]}-{f.filename.split('-')[1]}.dist-info/METADATA"
    members = index.read(f, None, stem)
    if stem not in members:
        raise ReleaseError(f"{f.path or f.url}: no {stem} in the wheel")
    message = email.message_from_bytes(members[stem])
    pins: dict[str, str] = {}
    for line in message.get_all("Requires-Dist") or []:
        m = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[[^]]*\])?\s*\(?([^;)]*)\)?", line)
        if m and m.group(2).strip():
            pins.setdefault(wheel_headers.normalize(m.group(1)), m.group(2).strip().replace(" ", ""))
    if not pins:
        raise ReleaseError(f"{f.path or f.url}: cuda-toolkit {toolkit} pins no wheel (no Requires-Dist)")
    return toolkit, pins


# --- the plan ------------------------------------------------------------------------------------


def _base(name: str) -> str:
    """A wheel's name without its CUDA-major suffix: nvidia-nccl-cu13 -> nvidia-nccl."""
    return re.sub(r"-cu\d+$", "", wheel_headers.normalize(name))


def _major_name(base: str, major: int) -> str:
    return f"{base}-cu{major}"


def template_release(entry: LibraryEntry, release: str) -> str | None:
    """The vendored release whose wheel names a library keeps in `release`: the nearest one of
    the same CUDA major (newest first), else the nearest of any."""
    if not entry.wheels:
        return None
    major = release.split(".")[0]
    same = [r for r in entry.wheels if r.split(".")[0] == major]
    pool = same or list(entry.wheels)
    return min(pool, key=lambda r: (abs(_cmp(release_key(r), release_key(release))), [-x for x in release_key(r)]))


@dataclass(slots=True)
class Plan:
    """What adding a release changes, computed before anything is written."""

    release: str
    toolkit: str
    libraries: dict[str, list[str]] = field(default_factory=dict)  # module -> its "name==version"s
    left_out: dict[str, str] = field(default_factory=dict)  # module -> why
    manifest_release: Release | None = None
    files: dict[str, bytes] = field(default_factory=dict)  # header (relative) -> bytes
    notes: list[str] = field(default_factory=list)


def _resolve(index: Index, pins: Mapping[str, str], name: str, major: int) -> tuple[str, str, str] | None:
    """(name, version, why) of a template wheel name in this release: the toolkit's pin of the
    same wheel (12.x or 13.x spelling), else (a wheel it does not pin, such as NCCL's) the
    newest final version on the index of `<base>-cu<major>`. None when the release has none."""
    base = _base(name)
    for candidate in (wheel_headers.normalize(name), base, _major_name(base, major)):
        if candidate in pins:
            version = choose_version(index.versions(candidate), pins[candidate])
            if version is None:
                raise ReleaseError(f"{index}: no wheel of {candidate}{pins[candidate]}, which the toolkit pins "
                                   f"(a pinned wheel missing)")
            return candidate, version, f"pinned {pins[candidate]}"
    own = _major_name(base, major)
    finals = [v for v in index.versions(own) if version_key(v) is not None]
    if finals:
        return own, finals[-1], "newest on the index (the toolkit does not pin it)"
    return None


def _include_closure(wanted: Sequence[str], available: Mapping[str, tuple[int, str, bytes]]) -> list[str]:
    """The headers `wanted` and every header they include (`#include "x"` or `<x>`, also where
    the #include is conditional) that a wheel of the release has, except cudagen's own
    stand-ins, which always win (frontend/include). Found headers in order of discovery."""
    seen: dict[str, None] = {}
    todo = [h for h in wanted if h in available]
    while todo:
        h = todo.pop(0)
        if h in seen:
            continue
        seen[h] = None
        here = PurePosixPath(h).parent
        for raw in _INCLUDE_RE.findall(available[h][2]):
            name = raw.decode("utf-8", "replace")
            for candidate in (str(here / name) if str(here) != "." else name, name):
                if candidate in available and not _is_standin(candidate) and candidate not in seen:
                    todo.append(candidate)
                    break
    return list(seen)


def _is_standin(header: str) -> bool:
    return any((folder / header).is_file() for folder in (BUILTIN_INCLUDE, CUDA_C_INCLUDE, STANDIN_INCLUDE))


def plan(release: str, entries: Sequence[LibraryEntry], index: Index, cache: Path | None = None,
         toolkit: str | None = None, manifest: Mapping[str, Release] | None = None) -> Plan:
    """The library table's and the manifest's entries of `release`, and its headers."""
    if not re.fullmatch(r"\d+\.\d+", release):
        raise ReleaseError(f"{release!r}: a CUDA release is MAJOR.MINOR (13.2)")
    major = int(release.split(".")[0])
    chosen, pins = toolkit_pins(index, release, toolkit)
    result = Plan(release, chosen)
    wheels_of: dict[str, list[tuple[str, str]]] = {}
    for e in entries:
        template = template_release(e, release)
        if template is None:
            result.left_out[e.module] = "no vendored release names its wheels"
            continue
        resolved, missing = [], []
        for requirement in e.wheels[template]:
            name = requirement.partition("==")[0]
            found = _resolve(index, pins, name, major)
            if found is None:
                missing.append(_major_name(_base(name), major) if major < 13 or "nccl" in name else _base(name))
            elif (found[0], found[1]) not in resolved:
                resolved.append((found[0], found[1]))
        if missing and not resolved:
            result.left_out[e.module] = (f"cuda-toolkit {chosen} has no {', '.join(missing)} "
                                         f"(nor has the index a wheel for CUDA {major})")
            continue
        wheels_of[e.module] = resolved
    # Every distinct wheel's headers, read once (concurrently over the network).
    distinct = list(dict.fromkeys(w for ws in wheels_of.values() for w in ws))
    files: dict[tuple[str, str], IndexFile] = {}
    for name, version in distinct:
        f = index.wheel(name, version)
        if f is None:
            raise ReleaseError(f"{index}: no wheel of {name}=={version} (a pinned wheel missing)")
        files[(name, version)] = f
    with ThreadPoolExecutor(max_workers=4) as pool:
        contents = dict(zip(distinct, pool.map(lambda nv: index.read(files[nv], cache), distinct), strict=True))
    # Checksums the manifest pins already (another release with the same wheel) must not change.
    pinned = {(w.filename): (r.name, w.sha256) for r in (manifest or {}).values() for w in r.wheels if w.sha256}
    shas: dict[tuple[str, str], str] = {}
    for nv, f in files.items():
        shas[nv] = index.file_sha256(f)
        if f.filename in pinned and pinned[f.filename][1] != shas[nv]:
            raise ReleaseError(f"{f.path or f.url}: sha256 {shas[nv]} differs from the one manifest.toml pins for "
                               f"release {pinned[f.filename][0]} ({pinned[f.filename][1]}): the file changed")
    # Where each header is: the first wheel (in library order) that has it, and its include folder.
    available: dict[str, tuple[int, str, bytes]] = {}
    for i, nv in enumerate(distinct):
        for member, data in sorted(contents[nv].items()):
            rel = str(wheel_headers.include_relative(member))
            include = member[: -len(rel) - 1]
            available.setdefault(rel, (i, include, data))
    wanted: list[str] = []
    for e in entries:
        if e.module not in wheels_of:
            continue
        own = {h for nv in wheels_of[e.module] for h in
               (str(wheel_headers.include_relative(m)) for m in contents[nv])}
        needed = [h for h in (*e.headers(), *e.proc_typedefs) if not _is_standin(h)]
        if e.main not in own:
            where = ", ".join(f"{n}=={v}" for n, v in wheels_of[e.module])
            raise ReleaseError(f"{where}: {e.main} is not in the wheel (a header missing from a wheel)")
        absent = [h for h in needed if h not in own and h not in available]
        if absent:
            result.notes.append(f"{e.module}: {', '.join(absent)} not in {release}'s wheels (left out of the parse)")
        wanted += [h for h in needed if h in available]
    headers = _include_closure(list(dict.fromkeys(wanted)), available)
    # The manifest entry: one wheel table per (wheel, include folder) that gives a header.
    groups: dict[tuple[int, str], dict[str, str]] = {}
    for h in headers:
        i, include, data = available[h]
        groups.setdefault((i, include), {})[h] = hashlib.sha256(data).hexdigest()
        result.files[h] = data
    wheels = []
    for (i, include), hs in sorted(groups.items()):
        name, version = distinct[i]
        f = files[(name, version)]
        wheels.append(Wheel(name, version, f.filename, shas[(name, version)], include, dict(sorted(hs.items()))))
    result.manifest_release = Release(release, tuple(wheels))
    giving = {distinct[i] for i, _ in groups}
    for module, ws in wheels_of.items():
        useful = [w for w in ws if w in giving]
        result.libraries[module] = [f"{n}=={v}" for n, v in useful]
        if not useful:  # its headers all came from another library's wheels: it still binds them
            result.libraries[module] = [f"{n}=={v}" for n, v in ws if (n, v) in giving][:1]
    return result


# --- writing the table and the manifest ----------------------------------------------------------


def table_text(text: str, release: str, libraries: Mapping[str, Sequence[str]]) -> str:
    """The library table with `"release" = [...]` in each library's [X.wheels] table (replaced
    where it is, else added after the table's last release line), comments kept."""
    lines = text.splitlines()
    for module, wheels in libraries.items():
        entry = f'"{release}" = [{", ".join(f"{chr(34)}{w}{chr(34)}" for w in wheels)}]'
        header = f"[{module}.wheels]"
        try:
            start = next(i for i, line in enumerate(lines) if line.strip() == header)
        except StopIteration:
            block = next(i for i, line in enumerate(lines) if line.strip() == f"[{module}]")
            end = next((i for i in range(block + 1, len(lines)) if lines[i].startswith("[")
                        and not lines[i].startswith(f"[{module}.")), len(lines))
            while end > block and not lines[end - 1].strip():
                end -= 1
            lines[end:end] = ["", header, entry]
            continue
        end = start + 1
        rows: list[tuple[int, str]] = []
        while end < len(lines) and re.match(r'\s*"[\d.]+"\s*=', lines[end]):
            rows.append((end, lines[end].split("=")[0].strip().strip('"')))
            end += 1
        same = [i for i, r in rows if r == release]
        if same:
            lines[same[0]] = entry
            continue
        at = next((i for i, r in rows if release_key(r) > release_key(release)), end)
        lines.insert(at, entry)
    return "\n".join(lines) + "\n"


def manifest_text(manifest: Mapping[str, Release], new: Release) -> str:
    releases = dict(manifest)
    releases[new.name] = new
    return dump_manifest({r: releases[r] for r in sorted(releases, key=release_key)})


def stage(headers: Path, result: Plan, into: Path) -> Path:
    """A headers folder at `into` (libraries.toml, manifest.toml, the new release's headers; the
    other releases' folders linked) for generating the release before anything is moved into
    place; verified against its manifest."""
    assert result.manifest_release is not None
    into.mkdir(parents=True, exist_ok=True)
    table = table_text((headers / TABLE_NAME).read_text(encoding="utf-8"), result.release, result.libraries)
    (into / TABLE_NAME).write_text(table, encoding="utf-8")
    read_table(into / TABLE_NAME)  # the rewritten table must still read
    manifest = load_manifest(headers / MANIFEST_NAME) if (headers / MANIFEST_NAME).is_file() else {}
    (into / MANIFEST_NAME).write_text(manifest_text(manifest, result.manifest_release), encoding="utf-8")
    for p in headers.iterdir():
        if p.is_dir() and p.name != result.release and re.fullmatch(r"\d+\.\d+", p.name):
            (into / p.name).symlink_to(p.resolve(), target_is_directory=True)
    for h, data in result.files.items():
        dest = into / result.release / h
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_bytes(data)
    problems = verify(into, load_manifest(into / MANIFEST_NAME), [result.release])
    if problems:
        raise ReleaseError(problems[0])
    return into


def install_headers(staged: Path, headers: Path, release: str) -> None:
    """Move the staged release's headers, table and manifest into `headers`."""
    target = headers / release
    if target.exists():
        shutil.rmtree(target)
    shutil.move(str(staged / release), str(target))
    for name in (TABLE_NAME, MANIFEST_NAME):
        os.replace(staged / name, headers / name)


# --- check ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Newer:
    """A published CUDA release newer than what is vendored (of its major, or of all)."""

    release: str
    toolkit: str
    than: str | None  # the newest vendored release it is newer than (None: a new major)

    @property
    def command(self) -> str:
        return f"cudagen release add {self.release}"


def newer_releases(vendored: Sequence[str], index: Index) -> list[Newer]:
    """Each published CUDA release (cuda-toolkit X.Y.*) newer than the newest vendored one of
    its major, and each of a major newer than every vendored one, oldest first."""
    published = toolkit_releases(index)
    newest_of: dict[str, str] = {}
    for r in sorted(vendored, key=release_key):
        newest_of[r.split(".")[0]] = r
    top = max((release_key(r) for r in vendored), default=(0,))
    out = []
    for series in sorted(published, key=release_key):
        mine = newest_of.get(series.split(".")[0])
        if mine is not None and release_key(series) > release_key(mine):
            out.append(Newer(series, published[series], mine))
        elif mine is None and release_key(series) > top:
            out.append(Newer(series, published[series], None))
    return out
