"""Vendored CUDA headers: the manifest of where they come from, and fetch / verify / update.

`headers/manifest.toml` names, per CUDA release, the PyPI wheels the headers are taken from, the
sha256 of each wheel file and of each header in it. Headers live at `headers/<release>/<name>`.

    python -m cudagen.tools.headers verify [--release R]   # check the tree against the manifest, offline
    python -m cudagen.tools.headers fetch  [--release R]   # download wheels, extract headers, check both
    python -m cudagen.tools.headers update [--release R]   # fill in empty checksums of a new entry

Exit status 0 when all is well, 1 on problems (each printed as "path: message").
Standard library only: this must run before (and without) libclang.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import subprocess
import sys
import tempfile
import tomllib
import zipfile
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path, PurePosixPath
from typing import Any

from .. import ui
from ..errors import GeneratorError
from ..project.layout import release_key
from ..project.table import TABLE_NAME, read_table

MANIFEST_NAME = "manifest.toml"
DEFAULT_ROOT = Path(__file__).resolve().parents[3] / "headers"
PIP_PLATFORM = "manylinux2014_x86_64"  # for a wheel whose file name has no platform tag
PIP_PYTHON_VERSION = "3.11"

_SHA256_RE = re.compile(r"[0-9a-f]{64}")
_RELEASE_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")
_CHUNK = 1 << 20


class HeadersError(GeneratorError):
    """A problem with the manifest, a wheel or a header. `problems` are "path: message" strings."""


@dataclass(frozen=True, slots=True)
class Wheel:
    """One wheel on PyPI and the headers taken from it. Empty checksums mean "not yet pinned"."""

    name: str
    version: str
    filename: str
    sha256: str
    include: str  # folder inside the wheel that holds the headers, e.g. "nvidia/cu13/include"
    headers: dict[str, str]  # header path relative to `include` -> sha256 of its bytes

    @property
    def requirement(self) -> str:
        return f"{self.name}=={self.version}"

    def member(self, header: str) -> str:
        """The zip member name of `header` inside the wheel."""
        return f"{self.include.rstrip('/')}/{header}"


@dataclass(frozen=True, slots=True)
class Release:
    """One CUDA release: its headers go to headers/<name>/, taken from these wheels."""

    name: str
    wheels: tuple[Wheel, ...]

    def headers(self) -> dict[str, str]:
        """Every header of the release (over all wheels) -> its sha256."""
        return {h: sha for w in self.wheels for h, sha in w.headers.items()}


# --------------------------------------------------------------------------------------------- manifest


def _where(path: Path, *keys: str) -> str:
    return f"{path}: " + ".".join(f'"{k}"' if not k.isidentifier() else k for k in keys)


def _table(value: object, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise HeadersError(f"{where}: expected a table, got {type(value).__name__}")
    return value


def _string(table: Mapping[str, Any], key: str, where: str, *, default: str | None = None) -> str:
    value = table.get(key, default)
    if value is None:
        raise HeadersError(f"{where}: missing key '{key}'")
    if not isinstance(value, str):
        raise HeadersError(f"{where}.{key}: expected a string, got {type(value).__name__}")
    return value


def _checksum(value: object, where: str) -> str:
    if not isinstance(value, str):
        raise HeadersError(f"{where}: expected a sha256 string, got {type(value).__name__}")
    if value and not _SHA256_RE.fullmatch(value):
        raise HeadersError(f"{where}: not a lowercase hex sha256 (or \"\" to be filled by update): {value!r}")
    return value


def _header_name(name: str, where: str) -> str:
    p = PurePosixPath(name)
    if not name or p.is_absolute() or ".." in p.parts or "\\" in name or str(p) != name:
        raise HeadersError(f"{where}: header name must be a plain relative path like 'cuda.h': {name!r}")
    return name


def _parse_wheel(raw: object, where: str) -> Wheel:
    t = _table(raw, where)
    unknown = set(t) - {"name", "version", "filename", "sha256", "include", "headers"}
    if unknown:
        raise HeadersError(f"{where}: unknown key(s) {', '.join(sorted(unknown))}")
    raw_headers = t.get("headers")
    headers: dict[str, str] = {}
    if isinstance(raw_headers, list):  # new entry: a list of names, checksums to be filled by update
        for i, h in enumerate(raw_headers):
            if not isinstance(h, str):
                raise HeadersError(f"{where}.headers[{i}]: expected a string, got {type(h).__name__}")
            headers[_header_name(h, f"{where}.headers[{i}]")] = ""
    elif isinstance(raw_headers, dict):
        for h, sha in raw_headers.items():
            headers[_header_name(h, f"{where}.headers")] = _checksum(sha, f'{where}.headers."{h}"')
    else:
        raise HeadersError(f"{where}: 'headers' must be a table of name = sha256 (or a list of names)")
    if not headers:
        raise HeadersError(f"{where}: 'headers' is empty")
    include = _string(t, "include", where).strip("/")
    if not include or ".." in PurePosixPath(include).parts:
        raise HeadersError(f"{where}.include: must be a folder inside the wheel, e.g. 'nvidia/cu13/include'")
    filename = _string(t, "filename", where)
    if "/" in filename or "\\" in filename or not filename.endswith(".whl"):
        raise HeadersError(f"{where}.filename: must be a bare .whl file name: {filename!r}")
    return Wheel(
        name=_string(t, "name", where),
        version=_string(t, "version", where),
        filename=filename,
        sha256=_checksum(t.get("sha256", ""), f"{where}.sha256"),
        include=include,
        headers=headers,
    )


def load_manifest(path: Path) -> dict[str, Release]:
    """Parse `manifest.toml` into releases, in file order. Raises HeadersError naming what is wrong."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise HeadersError(f"{path}: manifest not found") from None
    return parse_manifest(text, path)


def parse_manifest(text: str, path: Path) -> dict[str, Release]:
    """load_manifest on TOML text; `path` is only used in messages."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise HeadersError(f"{path}: invalid TOML: {e}") from None
    unknown = set(data) - {"release"}
    if unknown:
        raise HeadersError(f"{path}: unknown top-level key(s) {', '.join(sorted(unknown))}")
    releases: dict[str, Release] = {}
    for rname, raw in _table(data.get("release", {}), _where(path, "release")).items():
        where = _where(path, "release", rname)
        if not _RELEASE_RE.fullmatch(rname):
            raise HeadersError(f"{where}: release name must look like '13.0' (it is a folder name)")
        rt = _table(raw, where)
        if set(rt) - {"wheel"}:
            raise HeadersError(f"{where}: unknown key(s) {', '.join(sorted(set(rt) - {'wheel'}))}")
        raw_wheels = rt.get("wheel")
        if not isinstance(raw_wheels, list) or not raw_wheels:
            raise HeadersError(f"{where}: needs at least one [[release.\"{rname}\".wheel]]")
        wheels = tuple(_parse_wheel(w, f"{where}.wheel[{i}]") for i, w in enumerate(raw_wheels))
        seen: dict[str, str] = {}
        for w in wheels:
            for h in w.headers:
                if h in seen:
                    raise HeadersError(f"{where}: header '{h}' listed by both {seen[h]} and {w.name}")
                seen[h] = w.name
        releases[rname] = Release(name=rname, wheels=wheels)
    return releases


def _toml_str(s: str) -> str:
    out = ['"']
    for ch in s:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


_MANIFEST_PREAMBLE = """\
# Vendored CUDA headers: where each release's headers come from.
# Written by `python -m cudagen.tools.headers update`; see headers/README.md.
#
# [release."X.Y"]                      one table per CUDA release; headers go to headers/X.Y/
# [[release."X.Y".wheel]]              one per PyPI wheel the release takes headers from
# sha256 = ""                          wheel file checksum ("" = fill in with `update`)
# include = "nvidia/cuXX/include"      folder inside the wheel
# [release."X.Y".wheel.headers]        header path (relative to include) = sha256 ("" = fill in)
"""


def dump_manifest(releases: Mapping[str, Release]) -> str:
    """The manifest as TOML text; deterministic (file order kept), parses back to the same releases."""
    lines = [_MANIFEST_PREAMBLE.rstrip("\n")]
    for r in releases.values():
        rk = f"release.{_toml_str(r.name)}"
        lines += ["", f"[{rk}]"]
        for w in r.wheels:
            lines += [
                "",
                f"[[{rk}.wheel]]",
                f"name = {_toml_str(w.name)}",
                f"version = {_toml_str(w.version)}",
                f"filename = {_toml_str(w.filename)}",
                f"sha256 = {_toml_str(w.sha256)}",
                f"include = {_toml_str(w.include)}",
                f"[{rk}.wheel.headers]",
            ]
            lines += [f"{_toml_str(h)} = {_toml_str(sha)}" for h, sha in w.headers.items()]
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------------------------- helpers


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        while chunk := f.read(_CHUNK):
            h.update(chunk)
    return h.hexdigest()


def _write_atomic(dest: Path, data: bytes) -> None:
    """Write `data` to `dest` via a temp file in the same folder and os.replace: never half a file."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=dest.parent, prefix=f".{dest.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, 0o644)
        os.replace(tmp, dest)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _select(manifest: Mapping[str, Release], releases: Iterable[str] | None, where: str) -> list[Release]:
    if releases is None:
        return list(manifest.values())
    names = list(releases)
    unknown = [r for r in names if r not in manifest]
    if unknown:
        known = ", ".join(manifest) or "none"
        missing = ", ".join(map(repr, unknown))
        raise HeadersError(f"{where}: no release {missing} in the manifest (known: {known})")
    return [manifest[r] for r in names]


def default_cache_dir(root: Path) -> Path:
    """Downloaded wheels are kept in <repo>/.whl (git-ignored), next to the headers folder."""
    return Path(root).parent / ".whl"


# --------------------------------------------------------------------------------------------- verify


def verify(root: Path, manifest: Mapping[str, Release], releases: Iterable[str] | None = None) -> list[str]:
    """Check headers/<release>/<name> against the manifest, offline. Returns "path: message" problems.

    Reports missing headers, checksum mismatches, headers the manifest does not pin yet, and stray
    files in a release folder that the manifest does not list (the generator would see them).
    """
    root = Path(root)
    problems: list[str] = []
    for r in _select(manifest, releases, str(root / MANIFEST_NAME)):
        rdir = root / r.name
        for w in r.wheels:
            for h, want in w.headers.items():
                p = rdir / h
                if not p.is_file():
                    problems.append(f"{p}: missing (from {w.filename}; run fetch --release {r.name})")
                elif not want:
                    problems.append(f"{p}: no sha256 in {MANIFEST_NAME} (run update --release {r.name})")
                else:
                    got = sha256_file(p)
                    if got != want:
                        problems.append(f"{p}: sha256 mismatch: manifest has {want}, file has {got}")
        if rdir.is_dir():
            listed = set(r.headers())
            for p in sorted(rdir.rglob("*")):
                if p.is_file() and p.relative_to(rdir).as_posix() not in listed:
                    problems.append(f"{p}: not listed in {MANIFEST_NAME} for release {r.name}")
    return problems


# --------------------------------------------------------------------------------------------- fetch


def _download(wheel: Wheel, cache_dir: Path) -> Path:
    """The wheel file in cache_dir, downloaded with pip if it is not there yet (no checksum check here)."""
    dest = cache_dir / wheel.filename
    if dest.is_file() and wheel.sha256 and sha256_file(dest) == wheel.sha256:
        return dest
    cache_dir.mkdir(parents=True, exist_ok=True)
    cmd = [
        sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
        *(arg for tag in wheel_platforms(wheel.filename) for arg in ("--platform", tag)),
        "--python-version", PIP_PYTHON_VERSION, wheel.requirement, "-d", str(cache_dir),
    ]  # fmt: skip
    proc = subprocess.run(cmd, check=False, capture_output=True, text=True)
    if proc.returncode != 0:
        tail = (proc.stderr or proc.stdout).strip().splitlines()[-15:]
        raise HeadersError(f"{dest}: pip download {wheel.requirement} failed (exit {proc.returncode})", tail)
    if not dest.is_file():
        got = sorted(p.name for p in cache_dir.glob(f"{wheel.name.replace('-', '_')}-{wheel.version}-*.whl"))
        raise HeadersError(
            f"{dest}: pip download {wheel.requirement} did not produce the file named in the manifest",
            [f"found instead: {g}" for g in got] or ["found no wheel of that name and version"],
        )
    return dest


def wheel_platforms(filename: str) -> list[str]:
    """The platform tags of a wheel file name (PEP 427: name-version-python-abi-platform.whl,
    compressed tags joined by dots). pip is asked for exactly these, so that it picks the file
    the manifest names: newer NVIDIA wheels are manylinux_2_27 only, which a manylinux2014
    request would not accept."""
    parts = filename.removesuffix(".whl").split("-")
    return parts[-1].split(".") if filename.endswith(".whl") and len(parts) >= 5 else [PIP_PLATFORM]


def _check_wheel(wheel: Wheel, path: Path) -> None:
    if not wheel.sha256:
        raise HeadersError(f"{path}: no sha256 for this wheel in {MANIFEST_NAME}; run update first")
    got = sha256_file(path)
    if got != wheel.sha256:
        raise HeadersError(
            f"{path}: wheel sha256 mismatch, refusing to use it",
            [f"manifest: {wheel.sha256}", f"file:     {got}",
             "if the manifest is right, delete the file and fetch again; do not just update the manifest"],
        )  # fmt: skip


def _read_member(zf: zipfile.ZipFile, wheel_path: Path, member: str) -> bytes:
    try:
        return zf.read(member)
    except KeyError:
        raise HeadersError(f"{wheel_path}: has no member {member}") from None


def fetch(
    root: Path,
    manifest: Mapping[str, Release],
    releases: Iterable[str] | None = None,
    cache_dir: Path | None = None,
    console: ui.Console | None = None,
) -> list[Path]:
    """Download each wheel (pip, cached), check its sha256, extract its headers to root/<release>/.

    Every header is checked against the manifest before it is written (atomically); a header already
    present with the right checksum is left alone. Returns the paths written. Raises HeadersError.
    With a `console`: a status line per release and wheel on a terminal, and a summary line per
    release (every header written, with --verbose).
    """
    root = Path(root)
    cache = Path(cache_dir) if cache_dir is not None else default_cache_dir(root)
    console = console or ui.Console(ui.QUIET)
    written: list[Path] = []
    for counter, r in console.steps(_select(manifest, releases, str(root / MANIFEST_NAME)), "CUDA"):
        before = len(written)
        for w in r.wheels:
            console.step(f"{counter} CUDA {r.name}: {w.name}")
            unpinned = ([] if w.sha256 else [w.filename]) + [h for h, sha in w.headers.items() if not sha]
            if unpinned:
                raise HeadersError(
                    f"{root / MANIFEST_NAME}: release {r.name}: no sha256 yet for {', '.join(unpinned)}; "
                    f"run update --release {r.name} first"
                )
            dests = {h: root / r.name / h for h in w.headers}
            if all(d.is_file() and sha256_file(d) == w.headers[h] for h, d in dests.items()):
                continue  # nothing to do: no download
            console.step(f"{counter} CUDA {r.name}: {w.requirement} ({w.filename})")
            wpath = _download(w, cache)
            _check_wheel(w, wpath)
            todo: dict[Path, bytes] = {}  # check every header of the wheel before writing any
            with zipfile.ZipFile(wpath) as zf:
                for h, want in w.headers.items():
                    dest = dests[h]
                    if dest.is_file() and sha256_file(dest) == want:
                        continue
                    data = _read_member(zf, wpath, w.member(h))
                    got = hashlib.sha256(data).hexdigest()
                    if got != want:
                        raise HeadersError(
                            f"{wpath}: {w.member(h)}: sha256 mismatch, not writing {dest}",
                            [f"manifest: {want}", f"wheel:    {got}"],
                        )
                    todo[dest] = data
            for dest, data in todo.items():
                _write_atomic(dest, data)
                written.append(dest)
                console.detail(f"{dest}: written")
        count = len(written) - before
        console.info(f"{r.name}: {count} header(s) written" if count else f"{r.name}: up to date")
    return written


# --------------------------------------------------------------------------------------------- update


def update_checksums(
    manifest_path: Path,
    releases: Iterable[str] | None = None,
    cache_dir: Path | None = None,
) -> list[str]:
    """Fill in empty checksums (wheel sha256, header hashes) of the selected releases and rewrite the
    manifest. Non-empty checksums are never changed. Downloads only wheels with something to fill.
    Returns a "path: message" line per filled checksum (empty when there was nothing to do)."""
    manifest_path = Path(manifest_path)
    manifest = load_manifest(manifest_path)
    cache = Path(cache_dir) if cache_dir is not None else default_cache_dir(manifest_path.parent)
    selected = {r.name for r in _select(manifest, releases, str(manifest_path))}
    changes: list[str] = []
    new: dict[str, Release] = {}
    for r in manifest.values():
        if r.name not in selected or all(w.sha256 and all(w.headers.values()) for w in r.wheels):
            new[r.name] = r
            continue
        wheels: list[Wheel] = []
        for w in r.wheels:
            if w.sha256 and all(w.headers.values()):
                wheels.append(w)
                continue
            print(f"{w.requirement} ({w.filename})", file=sys.stderr)
            wpath = _download(w, cache)
            if w.sha256:
                _check_wheel(w, wpath)  # a pinned wheel must still match before we trust its contents
                wsha = w.sha256
            else:
                wsha = sha256_file(wpath)
                changes.append(f"{wpath}: release {r.name}: wheel sha256 = {wsha}")
            headers = dict(w.headers)
            with zipfile.ZipFile(wpath) as zf:
                for h, sha in w.headers.items():
                    if not sha:
                        headers[h] = hashlib.sha256(_read_member(zf, wpath, w.member(h))).hexdigest()
                        changes.append(f"{wpath}: release {r.name}: {h} sha256 = {headers[h]}")
            wheels.append(replace(w, sha256=wsha, headers=headers))
        new[r.name] = replace(r, wheels=tuple(wheels))
    if changes:  # a manifest with nothing to fill is left byte-for-byte alone (comments and all)
        text = dump_manifest(new)
        if parse_manifest(text, manifest_path) != new:  # the writer must round-trip
            raise HeadersError(f"{manifest_path}: internal error: rewritten manifest does not parse back")
        _write_atomic(manifest_path, text.encode("utf-8"))
    return changes


# --------------------------------------------------------------------------------------------- pin


# Platform tags pip is asked for when a wheel is new (its file name unknown yet): NVIDIA's x86-64
# wheels, then their aarch64 builds (cuDLA has only those; headers are the same on both).
_NEW_WHEEL_PLATFORMS = (
    ("manylinux2014_x86_64", "manylinux_2_17_x86_64", "manylinux_2_27_x86_64", "manylinux_2_28_x86_64",
     "manylinux1_x86_64", "manylinux2010_x86_64"),
    ("manylinux2014_aarch64", "manylinux_2_17_aarch64", "manylinux_2_27_aarch64", "manylinux_2_28_aarch64"),
)


def _download_new(name: str, version: str, cache_dir: Path) -> Path:
    """A wheel not in the manifest yet, downloaded by name and version; its file."""
    cache_dir.mkdir(parents=True, exist_ok=True)
    pattern = f"{name.replace('-', '_')}-{version}-*.whl"
    found = sorted(cache_dir.glob(pattern))
    tails: list[str] = []
    for platforms in _NEW_WHEEL_PLATFORMS:
        if found:
            break
        cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
               *(arg for tag in platforms for arg in ("--platform", tag)),
               "--python-version", PIP_PYTHON_VERSION, f"{name}=={version}", "-d", str(cache_dir)]  # fmt: skip
        proc = subprocess.run(cmd, check=False, capture_output=True, text=True)
        tails += (proc.stderr or proc.stdout).strip().splitlines()[-3:]
        found = sorted(cache_dir.glob(pattern))
    if not found:
        raise HeadersError(f"{cache_dir}: pip download {name}=={version} found no wheel", tails)
    return found[0]


def _new_wheel(name: str, version: str, wanted: Sequence[str], taken: set[str], path: Path) -> Wheel:
    """The manifest entry of a downloaded wheel: the folder that holds the first of the `wanted`
    headers it has, and each wanted header in that folder that no other wheel gives (`taken`)."""
    with zipfile.ZipFile(path) as zf:
        members = {m for m in zf.namelist() if not m.endswith("/")}
        include = next((m[: -len(h) - 1] for h in wanted for m in sorted(members)
                        if m.endswith("/" + h) and "/include" in m), None)
        if include is None:
            raise HeadersError(f"{path}: none of {', '.join(wanted)} is in the wheel")
        headers = {h: hashlib.sha256(zf.read(f"{include}/{h}")).hexdigest()
                   for h in wanted if h not in taken and f"{include}/{h}" in members}
    return Wheel(name, version, path.name, sha256_file(path), include, headers)


def pin_library_wheels(manifest_path: Path, table_path: Path, releases: Iterable[str] | None = None,
                       cache_dir: Path | None = None) -> list[str]:
    """Make the manifest list, for each release, exactly the wheels the library table gives its
    libraries (headers/libraries.toml, `wheels`): a wheel it lacks (by name and version) is
    downloaded and added with its checksum, the folder that holds the libraries' headers, and
    those of their headers no other wheel of the release gives; a wheel no library names any more
    is dropped. Entries already there are kept as they are. Returns a "path: message" line per
    change; the manifest is rewritten only when there is one."""
    manifest_path = Path(manifest_path)
    manifest = load_manifest(manifest_path) if manifest_path.is_file() else {}
    cache = Path(cache_dir) if cache_dir is not None else default_cache_dir(manifest_path.parent)
    wanted: dict[str, dict[tuple[str, str], list[str]]] = {}  # release -> (name, version) -> headers
    for entry in read_table(table_path):
        for release, requirements in entry.wheels.items():
            for requirement in requirements:
                name, sep, version = requirement.partition("==")
                if not sep or not name or not version:
                    raise HeadersError(f"{table_path}: {entry.module}.wheels.\"{release}\": expected "
                                       f"'name==version', got {requirement!r}")
                wanted.setdefault(release, {}).setdefault((name, version), []).extend(entry.headers())
    chosen = set(releases) if releases is not None else set(wanted) | set(manifest)
    changes: list[str] = []
    new: dict[str, Release] = {}
    for release in sorted(set(manifest) | set(wanted), key=release_key):
        current = manifest.get(release)
        if release not in chosen or release not in wanted:
            if current is not None:
                new[release] = current
            continue
        listed = wanted[release]
        kept = [w for w in (current.wheels if current else ()) if (w.name, w.version) in listed]
        for w in (current.wheels if current else ()):
            if (w.name, w.version) not in listed:
                changes.append(f"{manifest_path}: release {release}: dropped {w.requirement} (no library names it)")
        have = {(w.name, w.version) for w in kept}
        taken = {h for w in kept for h in w.headers}
        for (name, version), headers in listed.items():
            if (name, version) in have:
                continue
            print(f"{name}=={version}", file=sys.stderr)
            wheel = _new_wheel(name, version, list(dict.fromkeys(headers)), taken, _download_new(name, version, cache))
            taken |= set(wheel.headers)
            kept.append(wheel)
            changes.append(f"{manifest_path}: release {release}: added {wheel.requirement} "
                           f"({', '.join(wheel.headers) or 'no new headers'})")
        new[release] = Release(release, tuple(kept))
    if changes:
        text = dump_manifest(new)
        if parse_manifest(text, manifest_path) != new:
            raise HeadersError(f"{manifest_path}: internal error: rewritten manifest does not parse back")
        _write_atomic(manifest_path, text.encode("utf-8"))
    return changes


# --------------------------------------------------------------------------------------------- CLI


def markdown_table(manifest: Mapping[str, Release]) -> str:
    """The manifest as headers/README.md shows it: per release, the headers taken and the
    wheels they come from (`python -m cudagen.tools.headers table`; a test keeps README's copy equal)."""
    rows = ["| release | headers | from the wheels (version: headers taken) |", "|---|---:|---|"]
    for name in sorted(manifest, key=release_key):
        release = manifest[name]
        wheels = ", ".join(f"`{w.name}` {w.version}: {len(w.headers)}" for w in release.wheels)
        rows.append(f"| {name} | {len(release.headers())} | {wheels} |")
    return "\n".join(rows) + "\n"


def _relative(p: Path) -> Path:
    """`p` relative to the working directory when it lies under it: shorter messages."""
    try:
        return p.resolve().relative_to(Path.cwd())
    except ValueError:
        return p


def main(argv: Sequence[str] | None = None) -> int:
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--release", action="append", metavar="R", help="only this release (repeatable)")
    common.add_argument(
        "--root", type=Path, help="headers folder (default <repo>/headers, in a checkout)"
    )
    common.add_argument("--manifest", type=Path, help="manifest file (default: ROOT/manifest.toml)")
    common.add_argument("--cache-dir", type=Path, help="where wheels are downloaded (default: ROOT/../.whl)")
    level = common.add_mutually_exclusive_group()
    level.add_argument("-q", "--quiet", dest="level", action="store_const", const=ui.QUIET, default=ui.NORMAL,
                       help="print problems only")
    level.add_argument("-v", "--verbose", dest="level", action="store_const", const=ui.VERBOSE,
                       help="print every header written too")
    parser = argparse.ArgumentParser(prog="python -m cudagen.tools.headers", description="Vendored CUDA headers.")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("verify", parents=[common], help="check headers against the manifest (offline)")
    sub.add_parser("fetch", parents=[common], help="download wheels, extract the headers, then verify")
    sub.add_parser("update", parents=[common],
                   help="pin the wheels libraries.toml names that the manifest lacks, fill in empty checksums")
    sub.add_parser("table", parents=[common], help="print the manifest as headers/README.md's table")
    args = parser.parse_args(argv)
    console = ui.Console(args.level)

    if args.root is None and not DEFAULT_ROOT.is_dir():
        console.error(parser.prog, f"no headers folder at {DEFAULT_ROOT} (this cudagen is installed, not a "
              f"checkout): pass --root DIR, the folder that holds manifest.toml")
        return 1
    root = _relative(args.root or DEFAULT_ROOT)
    manifest_path = _relative(args.manifest) if args.manifest else root / MANIFEST_NAME
    cache_dir = _relative(args.cache_dir) if args.cache_dir else default_cache_dir(root)
    releases: list[str] | None = args.release
    try:
        if args.command == "update":
            table_path = root / TABLE_NAME
            pinned = pin_library_wheels(manifest_path, table_path, releases, cache_dir) if table_path.is_file() else []
            changes = update_checksums(manifest_path, releases, cache_dir)
            for line in pinned + changes:
                console.info(line)
            console.info(f"{manifest_path}: {len(pinned)} wheel(s) pinned or dropped, "
                         f"{len(changes)} checksum(s) filled in")
            return 0
        manifest = load_manifest(manifest_path)
        if args.command == "table":
            print(markdown_table(manifest), end="")
            return 0
        if args.command == "fetch":
            fetch(root, manifest, releases, cache_dir, console)
        problems = verify(root, manifest, releases)
        n = len(_select(manifest, releases, str(manifest_path)))
    except HeadersError as e:
        console.clear()
        console.warn(e.render())
        return 1
    for problem in problems:
        console.warn(problem)
    if problems:
        console.warn(f"{len(problems)} problem(s) in {root}")
        return 1
    console.info(f"{root}: {n} release(s) verified")
    return 0


if __name__ == "__main__":
    sys.exit(main())
