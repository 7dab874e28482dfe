"""The library table (headers/libraries.toml: one entry per module; its format is written at its
top), read into `LibraryEntry`s: what each module binds (headers), how it is described (a
`rules.library.Library`) and which wheels its headers come from in each release.

Standard library only, as `cudagen.tools.headers` reads it (to pin a new library's wheels)
before libclang is installed.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from ..errors import GeneratorError
from ..rules.classify import RULES_DIR
from ..rules.library import Library
from .layout import HEADERS

TABLE_NAME = "libraries.toml"
STANDINS = "standins"  # in `uses`: cudagen's stand-ins for the GL, EGL and VDPAU types


@dataclass(frozen=True, slots=True)
class LibraryEntry:
    """One module of the generated packages, as the library table describes it."""

    module: str
    library: Library
    main: str
    owned: tuple[str, ...]  # the headers whose declarations the module binds
    extra: tuple[str, ...] = ()  # headers parsed after main that it does not include
    uses: tuple[str, ...] = ()  # sibling modules (or STANDINS) whose types it takes in
    version_macro: str = "CUDA_VERSION"
    rules_path: Path | None = None  # its rules file (None: it has none)
    wheels: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # release -> "name==version"s
    per_thread_define: str = ""  # defined in a second parse to learn the per-thread entry points
    proc_typedefs: tuple[str, ...] = ()  # cudaTypedefs.h and its like: each entry point's ABI version

    def headers(self) -> tuple[str, ...]:
        """Every header the module's parse reads of its own: main, extra, owned."""
        return tuple(dict.fromkeys([self.main, *self.extra, *self.owned]))


# --- reading the table ------------------------------------------------------------------------


class _Reader:
    """Checked access to one table of the file, so that every problem names file and key."""

    def __init__(self, path: Path, table: Any, where: str) -> None:
        if not isinstance(table, dict):
            raise GeneratorError(f"{path}: {where}: expected a table, got {type(table).__name__}")
        self.path, self.table, self.where = path, table, where

    def error(self, key: str, message: str) -> GeneratorError:
        return GeneratorError(f"{self.path}: {self.where}.{key}: {message}")

    def text(self, key: str, default: str | None = None) -> str:
        value = self.table.get(key, default)
        if value is None:
            raise self.error(key, "missing")
        if not isinstance(value, str):
            raise self.error(key, f"expected a string, got {type(value).__name__}")
        return value

    def texts(self, key: str) -> tuple[str, ...]:
        value = self.table.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise self.error(key, "expected a list of strings")
        return tuple(value)

    def sub(self, key: str) -> _Reader:
        return _Reader(self.path, self.table.get(key, {}), f"{self.where}.{key}")

    def check_keys(self, known: set[str]) -> None:
        unknown = sorted(set(self.table) - known)
        if unknown:
            raise self.error(unknown[0], f"unknown key (known: {', '.join(sorted(known))})")


_KEYS = {"title", "main", "extra", "owned", "uses", "version_macro", "rules", "device_count", "kernel_args",
         "versioned_structs", "text_char_arrays",
         "result", "library", "wheels", "parse"}
_RESULT_KEYS = {"enum", "success", "exception", "message", "error_log", "status_field"}
_LIBRARY_KEYS = {"loader", "name", "major", "wheel_dirs", "home_dirs", "companions"}
_PARSE_KEYS = {"per_thread_define", "proc_typedefs"}


def _entry(path: Path, module: str, raw: Any, earlier: Sequence[str]) -> LibraryEntry:
    t = _Reader(path, raw, module)
    t.check_keys(_KEYS)
    if not module.isidentifier() or module.startswith("_"):
        raise GeneratorError(f"{path}: [{module}]: a module name must be a Python identifier not starting with _")
    result, load, parse = t.sub("result"), t.sub("library"), t.sub("parse")
    result.check_keys(_RESULT_KEYS)
    load.check_keys(_LIBRARY_KEYS)
    parse.check_keys(_PARSE_KEYS)
    uses = t.texts("uses")
    for used in uses:
        if used != STANDINS and used not in earlier:
            raise t.error("uses", f"{used!r} is not a module listed before {module} (or {STANDINS!r})")
    loader = load.text("loader", "discovered")
    if loader not in ("driver", "discovered"):
        raise load.error("loader", f"expected 'driver' or 'discovered', got {loader!r}")
    major = load.table.get("major", "cuda")
    if not isinstance(major, int | str) or isinstance(major, bool):
        raise load.error("major", "expected a number, \"cuda\" or the name of an integer macro")
    flags = {key: t.table.get(key, False) for key in ("kernel_args", "versioned_structs", "text_char_arrays")}
    for key, value in flags.items():
        if not isinstance(value, bool):
            raise t.error(key, "expected true or false")
    library = Library(
        module, t.text("title"), result.text("exception"), result.text("enum"), result.text("success"),
        message=result.text("message", ""), error_log=result.text("error_log", ""),
        status_field=result.text("status_field", ""), loader=loader,
        soname=load.text("name", "" if loader == "driver" else None), major=major,
        wheel_dirs=load.texts("wheel_dirs"), home_dirs=load.texts("home_dirs"),
        companions=load.texts("companions"), device_count=t.text("device_count", ""), **flags,
    )
    main = t.text("main")
    extra = t.texts("extra")
    wheels = t.sub("wheels")
    return LibraryEntry(
        module, library, main, t.texts("owned") or (main, *extra), extra, uses,
        version_macro=t.text("version_macro", "CUDA_VERSION"), rules_path=_rules_path(t, module),
        wheels={release: wheels.texts(release) for release in wheels.table},
        per_thread_define=parse.text("per_thread_define", ""), proc_typedefs=parse.texts("proc_typedefs"),
    )


def _rules_path(t: _Reader, module: str) -> Path | None:
    """`rules = "x.toml"`: beside the table, else in generator/cudagen/rules/ (which must have it);
    absent: rules/<module>.toml where there is one."""
    name = t.text("rules", "")
    if not name:
        default = RULES_DIR / f"{module}.toml"
        return default if default.is_file() else None
    for folder in (t.path.parent, RULES_DIR):
        if (folder / name).is_file():
            return folder / name
    raise t.error("rules", f"{name}: no such file beside the table or in {RULES_DIR}")


def read_table(path: Path) -> tuple[LibraryEntry, ...]:
    """The entries of a library table, in module order; GeneratorError (file and key) on any
    problem."""
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise GeneratorError(f"{path}: cannot read the library table ({exc.strerror or exc})") from None
    except tomllib.TOMLDecodeError as exc:
        raise GeneratorError(f"{path}: not valid TOML: {exc}") from None
    entries: list[LibraryEntry] = []
    for module, table in raw.items():
        entries.append(_entry(path, module, table, [e.module for e in entries]))
    return tuple(entries)


@cache
def _cached(path: Path, mtime: float) -> tuple[LibraryEntry, ...]:
    return read_table(path)


def table(headers: Path = HEADERS) -> tuple[LibraryEntry, ...]:
    """The library table of the headers folder `headers`."""
    path = headers / TABLE_NAME
    try:
        mtime = path.stat().st_mtime
    except OSError:
        mtime = 0.0
    return _cached(path, mtime)


def entry(module: str, headers: Path = HEADERS) -> LibraryEntry | None:
    return next((e for e in table(headers) if e.module == module), None)


MANIFEST_NAME = "manifest.toml"


@cache
def _pinned(path: Path, mtime: float) -> dict[str, frozenset[str]]:
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise GeneratorError(f"{path}: cannot read the manifest ({exc})") from None
    pinned: dict[str, set[str]] = {}
    for release in raw.get("release", {}).values():
        for wheel in release.get("wheel", []) if isinstance(release, dict) else []:
            if isinstance(wheel, dict) and isinstance(wheel.get("headers"), dict):
                pinned.setdefault(f"{wheel.get('name')}=={wheel.get('version')}", set()).update(wheel["headers"])
    return {k: frozenset(v) for k, v in pinned.items()}


def pinned_headers(headers: Path = HEADERS) -> dict[str, frozenset[str]]:
    """The headers the manifest (headers/manifest.toml) takes from each wheel, by "name==version";
    {} without a manifest. Standard library only, like the rest of this module."""
    path = headers / MANIFEST_NAME
    try:
        mtime = path.stat().st_mtime
    except OSError:
        return {}
    return _pinned(path, mtime)


def module_headers(e: LibraryEntry, headers: Path = HEADERS, release: str | None = None) -> frozenset[str]:
    """Every header the module binds or reads of its own, as the table and the manifest name
    them (relative to a CUDA include folder): its main, extra and owned headers, and every
    header the manifest takes from its wheels (of `release`, else of every release): for the
    driver and the runtime, CUDA's own headers (cuComplex.h, crt/host_defines.h, ...)."""
    pinned = pinned_headers(headers)
    wheels = e.wheels.get(release, ()) if release is not None else [w for ws in e.wheels.values() for w in ws]
    names = set(e.headers())
    for wheel in wheels:
        names.update(pinned.get(wheel, ()))
    return frozenset(names)
