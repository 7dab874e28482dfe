"""The project's layout: vendored releases under headers/, packages under generated/.

Standard library only (`python -m cudagen.tools.headers` runs before libclang is installed).
"""

from __future__ import annotations

import re
from pathlib import Path

from ..errors import GeneratorError

ROOT = Path(__file__).resolve().parents[3]
# Installed (a wheel): the vendored headers ship inside the package as cudagen/headers, for
# `generate --header X --with runtime=13.5`; in a checkout they stay at the top (DESIGN's layout).
_PACKAGED_HEADERS = Path(__file__).resolve().parents[1] / "headers"
HEADERS = _PACKAGED_HEADERS if _PACKAGED_HEADERS.is_dir() else ROOT / "headers"
GENERATED = ROOT / "generated"


def in_checkout() -> bool:
    """Whether this cudagen runs from a checkout of its repository (editable install or
    PYTHONPATH=generator), where headers/ and generated/ lie beside generator/; an installed
    wheel has neither."""
    return (ROOT / "pyproject.toml").is_file() and (ROOT / "generator" / "cudagen").is_dir()


def need_checkout(what: str, instead: str) -> None:
    """Stop with one line when `what` needs the vendored releases and this cudagen is installed."""
    if not in_checkout():
        raise GeneratorError(f"{what} needs a cudagen checkout (its headers/ and generated/ folders); "
                             f"this cudagen is installed ({Path(__file__).resolve().parents[1]}): {instead}")


def releases(headers: Path = HEADERS) -> list[str]:
    if not headers.is_dir():
        hint = " (`make gpu-tree` hides it for a GPU run: `make full-tree` brings it back)" if headers == HEADERS else ""
        raise GeneratorError(f"{headers}: no such folder{hint}")
    found = [p.name for p in headers.iterdir() if p.is_dir() and re.fullmatch(r"\d+\.\d+", p.name)]
    return sorted(found, key=release_key)


def package_name(release: str) -> str:
    return "cuda_" + release.replace(".", "_")


def release_key(name: str) -> tuple[int, ...]:
    """Sorts release names by number ("11.8" before "13.0" before "13.10")."""
    return tuple(int(x) for x in name.split("."))
