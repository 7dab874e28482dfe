"""The committed generated packages' IR (api.json) and Python API, each loaded once per test
process: many tests read the same four releases, and reading one takes a second."""

from __future__ import annotations

import functools
from pathlib import Path

from cudagen import ir
from cudagen.tools import pyapi

GENERATED = Path(__file__).resolve().parents[1] / "generated"


@functools.cache
def package(name: str) -> ir.Package:
    """generated/<name>/api.json (cuda_13_0), as ir.from_json reads it (frozen: safe to share)."""
    return ir.from_json((GENERATED / name / "api.json").read_text(encoding="utf-8"))


def release(release: str) -> ir.Package:
    """The committed IR of a release ("13.0")."""
    return package(f"cuda_{release.replace('.', '_')}")


def packages() -> list[ir.Package]:
    """Every committed release's IR, oldest first."""
    names = sorted((p.parent.name for p in GENERATED.glob("cuda_*/api.json")),
                   key=lambda n: tuple(int(x) for x in n.split("_")[1:]))
    return [package(n) for n in names]


@functools.cache
def python_api(name: str) -> pyapi.PyApi:
    """The Python API of generated/<name> (what cudagen diff and check-usage compare)."""
    return pyapi.from_package(package(name))
