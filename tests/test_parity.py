"""Parity with cuda.bindings (cuda-bindings 13.5.0, in the test extras) for the libraries it
binds in snake case: every function of its nvml, cufile, nvfatbin, cudla, nvjitlink and nvvm
modules wraps a C function our package of the same release has (by its public name or the
versioned symbol it binds: device_get_count_v2 is nvmlDeviceGetCount_v2), but for the few listed
with a reason; and for those it names as C does (driver, runtime, nvrtc), every public name of
its module is a name of ours, in the package of its release and in every 13.x package for the
names that release's headers declare."""

from __future__ import annotations

import importlib
from pathlib import Path

import committed
import pytest

from cudagen import ir

pytestmark = pytest.mark.version_independent  # names against cuda.bindings' (data)

REPO = Path(__file__).resolve().parents[1]
bindings = pytest.importorskip("cuda.bindings", reason="cuda-bindings is not installed")
RELEASE = ".".join(bindings.__version__.split(".")[:2])
PACKAGE = REPO / "generated" / f"cuda_{RELEASE.replace('.', '_')}"

PREFIX = {"nvml": "nvml", "cufile": "cuFile", "nvfatbin": "nvFatbin", "cudla": "cudla", "nvjitlink": "nvJitLink",
          "nvvm": "nvvm"}

# cuda.bindings functions that wrap no C function of the library, and why.
NOT_WRAPPERS = {
    "nvml": {"check_status": "cuda.bindings' own status check (ours raise NVMLError subclasses)",
             "check_status_size": "cuda.bindings' own status check (ours raise NVMLError subclasses)"},
    "cufile": {"op_status_error": "wraps cufileop_status_error, a static inline function of cufile.h that "
                                  "libcufile does not export (our CuFileError subclasses name each status)"},
    "nvfatbin": {},
    "cudla": {"check_status": "cuda.bindings' own status check (ours raise CudlaError subclasses)"},
    "nvjitlink": {},
    "nvvm": {},
}


def _key(name: str, prefix: str) -> str:
    """How both spell a function, conventions aside: nvmlDeviceGetCount_v2 and
    device_get_count_v2 are both 'devicegetcountv2'."""
    return name.removeprefix(prefix).lower().replace("_", "")


@pytest.mark.skipif(not PACKAGE.is_dir(), reason=f"no generated package for CUDA {RELEASE}")
@pytest.mark.parametrize("module", sorted(PREFIX))
def test_every_function_cuda_bindings_wraps_is_bound(module: str) -> None:
    prefix = PREFIX[module]
    api = committed.package(PACKAGE.name).library(module)
    ours = {_key(n, prefix) for f in api.functions for n in (f.name, f.symbol)}
    reference = importlib.import_module(f"cuda.bindings.{module}")
    functions = sorted(n for n, v in vars(reference).items()
                       if callable(v) and not isinstance(v, type) and not n.startswith("_"))
    assert len(functions) >= {"nvml": 370, "cufile": 40, "nvfatbin": 10, "cudla": 12, "nvjitlink": 14, "nvvm": 12}[module]
    missing = [n for n in functions if _key(n, prefix) not in ours and n not in NOT_WRAPPERS[module]]
    assert not missing, f"cuda.bindings.{module} wraps functions {PACKAGE.name}.{module} lacks: {missing}"
    stale = [n for n in NOT_WRAPPERS[module] if n not in functions]
    assert not stale, f"listed with a reason but not in cuda.bindings.{module}: {stale}"


# Public names of cuda.bindings' C-named modules that are not names of the C API, and why.
NOT_C_NAMES = {
    "Any": "typing, imported by cuda.bindings", "Optional": "typing, imported by cuda.bindings",
    "ctypes": "a module cuda.bindings imports", "cuda": "a package cuda.bindings imports",
    "sizeof": "cuda.bindings' own helper (ours: ctypes.sizeof of the struct classes)",
    "cudaBindingsDriverGlobal": "cuda.bindings' internal state", "cudaBindingsRuntimeGlobal": "cuda.bindings' internal state",
    "getLocalRuntimeVersion": "cuda.bindings' own: the version of the libcudart it loaded (ours: cudaRuntimeGetVersion)",
}
C_NAMED = ("driver", "runtime", "nvrtc")


def _declared(api: ir.Api) -> set[str]:
    """Every name a library's headers declare (what the generated module may be asked to have)."""
    names = {f.name for f in api.functions} | {t.name for t in api.typedefs} | {r.name for r in api.records}
    names |= {r.tag for r in api.records if r.tag} | {e.name for e in api.enums} | {e.tag for e in api.enums if e.tag}
    names |= {m.name for e in api.enums for m in e.members}
    names |= {m.name for m in api.macros} | {m.name for m in api.skipped_macros}
    return names


@pytest.mark.parametrize("module", C_NAMED)
@pytest.mark.parametrize("package", sorted(p.name for p in (REPO / "generated").glob("cuda_13_*")))
def test_every_public_name_of_cuda_bindings_is_ours(package: str, module: str) -> None:
    """The newest cuda.bindings against each 13.x package: a name of its module that the
    package's headers declare (all of them, for its own release) is a name of our module."""
    import sys

    reference = importlib.import_module(f"cuda.bindings.{module}")
    sys.path.insert(0, str(REPO / "generated"))
    try:
        ours = set(dir(importlib.import_module(f"{package}.{module}")))
    finally:
        sys.path.remove(str(REPO / "generated"))
    theirs = {n for n in dir(reference) if not n.startswith("_") and not n.startswith(("anon_struct", "anon_union"))}
    assert len(theirs) > {"driver": 900, "runtime": 600, "nvrtc": 30}[module]
    if package != PACKAGE.name:
        api = committed.package(package).library(module)
        theirs &= _declared(api)
    missing = sorted(theirs - ours - set(NOT_C_NAMES))
    assert not missing, f"cuda.bindings.{module} has names {package}.{module} lacks: {missing}"
