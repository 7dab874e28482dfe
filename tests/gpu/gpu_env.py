"""What every GPU test module shares: which release's package it tests and whether a library
module's shared library can be used here. Imported by conftest.py and the test modules (pytest
puts this folder on sys.path), so the rule lives in one place."""

from __future__ import annotations

import importlib
import os
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
GENERATED = ROOT / "generated"
RELEASE = os.environ.get("CUDAGEN_GPU_RELEASE", "13.0")
PACKAGE = "cuda_" + RELEASE.replace(".", "_")

if str(GENERATED) not in sys.path:
    sys.path.insert(0, str(GENERATED))


def loadable(module: ModuleType, probe: str | None = None) -> str | None:
    """Why `module`'s library cannot be used here (None when it can): not found, or, with
    `probe`, found but without that function (a library older than the headers)."""
    try:
        module._f._library()
        if probe is not None:
            getattr(module._f, probe)
    except Exception as exc:  # DriverNotFoundError, FunctionNotFoundError
        return f"{type(exc).__name__}: {str(exc).splitlines()[0]}"
    return None


def library(name: str, probe: str | None = None) -> ModuleType:
    """The release's `name` module, or skip the test saying why it cannot run here."""
    try:
        module = importlib.import_module(f"{PACKAGE}.{name}")
    except ImportError:
        pytest.skip(f"{PACKAGE} has no {name} module")
    problem = loadable(module, probe)
    if problem:
        pytest.skip(f"{PACKAGE}.{name}: {problem}")
    return module


def device_array(cu: ModuleType, host: Any) -> int:
    """A cuMemAlloc'd copy of NumPy array `host` (its address)."""
    ptr = int(cu.cuMemAlloc(host.nbytes))
    cu.cuMemcpyHtoD(ptr, host, host.nbytes)
    return ptr


def read_back(cu: ModuleType, ptr: int, like: Any) -> Any:
    """A NumPy array like `like`, filled from device address `ptr`."""
    import numpy as np

    out = np.empty_like(like)
    cu.cuMemcpyDtoH(out, ptr, out.nbytes)
    return out
