"""Parity with cuda.bindings (cuda-bindings 13.5.0, in the test extras) for the libraries it
binds in snake case: every function of its nvml, cufile, nvfatbin and cudla modules wraps a C
function our package of the same release has (by its public name or the versioned symbol it
binds: device_get_count_v2 is nvmlDeviceGetCount_v2), but for the few listed with a reason."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from cudagen import ir

REPO = Path(__file__).resolve().parents[1]
bindings = pytest.importorskip("cuda.bindings", reason="cuda-bindings is not installed")
RELEASE = ".".join(bindings.__version__.split(".")[:2])
PACKAGE = REPO / "generated" / f"cuda_{RELEASE.replace('.', '_')}"

PREFIX = {"nvml": "nvml", "cufile": "cuFile", "nvfatbin": "nvFatbin", "cudla": "cudla"}

# cuda.bindings functions that wrap no C function of the library, and why.
NOT_WRAPPERS = {
    "nvml": {"check_status": "cuda.bindings' own status check (ours raise NVMLError subclasses)",
             "check_status_size": "cuda.bindings' own status check (ours raise NVMLError subclasses)"},
    "cufile": {"op_status_error": "wraps cufileop_status_error, a static inline function of cufile.h that "
                                  "libcufile does not export (our CuFileError subclasses name each status)"},
    "nvfatbin": {},
    "cudla": {"check_status": "cuda.bindings' own status check (ours raise CudlaError subclasses)"},
}


def _key(name: str, prefix: str) -> str:
    """How both spell a function, conventions aside: nvmlDeviceGetCount_v2 and
    device_get_count_v2 are both 'devicegetcountv2'."""
    return name.removeprefix(prefix).lower().replace("_", "")


@pytest.mark.skipif(not PACKAGE.is_dir(), reason=f"no generated package for CUDA {RELEASE}")
@pytest.mark.parametrize("module", sorted(PREFIX))
def test_every_function_cuda_bindings_wraps_is_bound(module: str) -> None:
    prefix = PREFIX[module]
    api = ir.from_json((PACKAGE / "api.json").read_text(encoding="utf-8")).library(module)
    ours = {_key(n, prefix) for f in api.functions for n in (f.name, f.symbol)}
    reference = importlib.import_module(f"cuda.bindings.{module}")
    functions = sorted(n for n, v in vars(reference).items()
                       if callable(v) and not isinstance(v, type) and not n.startswith("_"))
    assert len(functions) >= {"nvml": 370, "cufile": 40, "nvfatbin": 10, "cudla": 12}[module]
    missing = [n for n in functions if _key(n, prefix) not in ours and n not in NOT_WRAPPERS[module]]
    assert not missing, f"cuda.bindings.{module} wraps functions {PACKAGE.name}.{module} lacks: {missing}"
    stale = [n for n in NOT_WRAPPERS[module] if n not in functions]
    assert not stale, f"listed with a reason but not in cuda.bindings.{module}: {stale}"
