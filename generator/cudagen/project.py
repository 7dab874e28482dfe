"""The project's layout: vendored releases under headers/, packages under generated/,
and which header makes which module."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from .clang_frontend import Source
from .errors import GeneratorError

ROOT = Path(__file__).resolve().parents[2]
HEADERS = ROOT / "headers"
GENERATED = ROOT / "generated"


@dataclass(frozen=True, slots=True)
class LibrarySpec:
    """A module of the generated package: its main header and the headers it owns."""

    module: str
    main: str
    owned: tuple[str, ...]


# In module order. A library is generated for a release when its main header is vendored.
LIBRARY_SPECS = (LibrarySpec("driver", "cuda.h", ("cuda.h",)),)


def releases(headers: Path = HEADERS) -> list[str]:
    found = [p.name for p in headers.iterdir() if p.is_dir() and re.fullmatch(r"\d+\.\d+", p.name)]
    return sorted(found, key=lambda r: tuple(int(x) for x in r.split(".")))


def package_name(release: str) -> str:
    return "cuda_" + release.replace(".", "_")


def sources(release: str, headers: Path = HEADERS) -> list[Source]:
    root = headers / release
    if not root.is_dir():
        known = ", ".join(releases(headers)) or "none"
        raise GeneratorError(f"{root}: release {release} is not vendored (vendored: {known})")
    out = [
        Source(spec.module, release, root / spec.main, root, spec.owned)
        for spec in LIBRARY_SPECS
        if (root / spec.main).is_file()
    ]
    if not out:
        raise GeneratorError(f"{root}: no known library header (expected one of "
                             f"{', '.join(s.main for s in LIBRARY_SPECS)})")
    return out
