"""The Python-visible inputs of every driver function, checked against cuda.bindings.

cuda.bindings (NVIDIA's bindings) is the reference for names and coverage. The first
line of each of its docstrings is the Python signature, e.g.
`cuModuleGetGlobal(hmod, char *name)`. For every function both expose, our inputs
must equal its inputs, except where a difference is listed below with its reason:
counts and lengths we derive from a sequence, and the few places where we take a
different, documented view.
"""

from __future__ import annotations

import importlib
import inspect
import re
import sys
from functools import cache
from pathlib import Path

import pytest

from cudagen import ir
from cudagen.project import libraries

pytestmark = pytest.mark.version_independent  # signatures against cuda.bindings' (data)

pytest.importorskip("cuda.bindings", reason="cuda-bindings is not installed")
REFERENCE = {
    "driver": importlib.import_module("cuda.bindings.driver"),
    "runtime": importlib.import_module("cuda.bindings.runtime"),
    "nvrtc": importlib.import_module("cuda.bindings.nvrtc"),
    "nvjitlink": importlib.import_module("cuda.bindings.nvjitlink"),
    "nvvm": importlib.import_module("cuda.bindings.nvvm"),
}
# cuda.bindings names these modules' functions in snake case without the prefix
# (nvJitLinkGetLinkedCubinSize -> get_linked_cubin_size, num_options for numOptions).
SNAKE_PREFIX = {"nvjitlink": "nvJitLink", "nvvm": "nvvm"}

ROOT = Path(__file__).resolve().parents[1]

# cuda.bindings renames some C parameters (those that shadow a Python builtin, and a few
# others); we keep the C name (only keywords get a trailing underscore). Names in one
# group are the same parameter.
SAME_NAME = [{"typename", "type"}, {"numbytes", "bytes"}, {"pformat", "format"}, {"length", "len"}]

# Where our inputs differ on purpose, and why.
DIFFERENT_BY_DESIGN = {
    "cuMemRangeGetAttributes": "takes caller-made storage (raw pointers) for each attribute; "
    "cuMemRangeGetAttribute returns one typed value",
    "cudaMemRangeGetAttributes": "takes caller-made storage (raw pointers) for each attribute; "
    "cudaMemRangeGetAttribute returns one typed value",
    "cuPointerGetAttributes": "takes caller-made storage (raw pointers) for each attribute; "
    "cuPointerGetAttribute returns one typed value",
    # cuda.bindings takes these as objects it fills in place; C writes them (NVIDIA's EGLStream
    # samples pass the address of an unset CUgraphicsResource / CUeglFrame), so we return them.
    "cuEGLStreamConsumerAcquireFrame": "returns the acquired frame's resource (pCudaResource is written)",
    "cudaEGLStreamConsumerAcquireFrame": "returns the acquired frame's resource (pCudaResource is written)",
    "cuEGLStreamProducerReturnFrame": "returns the frame the consumer gave back (eglframe is written)",
    "cudaEGLStreamProducerReturnFrame": "returns the frame the consumer gave back (eglframe is written)",
    # cuda.bindings takes caller-made storage; C writes ceil(size / summaryGranularity) locations.
    "cuMemGetLocationInfo": "returns the locations (a list of ceil(size / summaryGranularity)), allocated "
    "by the binding, instead of taking caller-made storage (location_out)",
    "cudaMemGetLocationInfo": "returns the locations (a list of ceil(size / summaryGranularity)), allocated "
    "by the binding, instead of taking caller-made storage (location_out)",
}


def canonical(name: str) -> str:
    for group in SAME_NAME:
        if name in group:
            return min(group)
    return name


def snake(name: str) -> str:
    """GetLinkedCubinSize -> get_linked_cubin_size, IRVersion -> ir_version."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", name).lower()


def camel(name: str) -> str:
    """num_options -> numOptions."""
    head, *rest = name.split("_")
    return head + "".join(p[:1].upper() + p[1:] for p in rest)


def reference_inputs(library: str, fn: str) -> list[str] | None:
    if library in SNAKE_PREFIX:
        if not fn.startswith(SNAKE_PREFIX[library]):
            return None
        names = reference_inputs_named(library, snake(fn[len(SNAKE_PREFIX[library]):]))
        return None if names is None else [camel(n) for n in names]
    return reference_inputs_named(library, fn)


def reference_inputs_named(library: str, fn: str) -> list[str] | None:
    doc = getattr(getattr(REFERENCE[library], fn, None), "__doc__", None)
    if not doc:
        return None
    first = doc.strip().split("\n")[0]
    m = re.match(rf"{fn}\((.*)\)\s*(?:->.*)?$", first)
    if not m:
        return None
    names = []
    depth = 0
    current = ""
    for ch in m.group(1):
        depth += ch in "[("
        depth -= ch in "])"
        if ch == "," and depth == 0:
            names.append(current)
            current = ""
        else:
            current += ch
    if current.strip():
        names.append(current)
    out = []
    for arg in names:
        arg = arg.split(":")[0].strip()
        arg = arg.split("=")[0].strip()
        out.append(re.split(r"[\s*]+", arg)[-1].rstrip("_"))
    return out


@cache
def our_functions(library: str, release: str = "13.0") -> dict[str, tuple[list[str], dict[str, str]]]:
    """Each function's Python inputs (read off the generated module), and the C parameters
    we derive (name -> how, from the generator's rules)."""
    package = f"cuda_{release.replace('.', '_')}"
    text = (ROOT / "generated" / package / "api.json").read_text()
    api = ir.from_json(text).library(library)
    view = libraries.view(api)
    sys.path.insert(0, str(ROOT / "generated"))
    try:
        module = importlib.import_module(f"{package}.{library}")
    finally:
        sys.path.pop(0)
    out = {}
    for f in view.functions:
        params = inspect.signature(getattr(module, f.name)).parameters
        derived = {
            canonical(r.name): f"{r.kind} of {r.related}"
            for r in f.rules.params
            if r.kind in ("count", "length", "count_query", "attribute_size", "sized_bytes_out", "sized_str_out")
        }
        out[f.name] = ([canonical(p.rstrip("_")) for p in params], derived)
    return out


def _compare(library: str, release: str = "13.0") -> tuple[int, int, list[str], list[str]]:
    ours = our_functions(library, release)
    agree = 0
    compared = 0
    differences = []
    explained = []
    for name, (inputs, derived) in sorted(ours.items()):
        ref = reference_inputs(library, name)
        if ref is None:
            continue
        compared += 1
        ref = [canonical(r) for r in ref]
        if name in DIFFERENT_BY_DESIGN:
            explained.append(f"{name}: {DIFFERENT_BY_DESIGN[name]}")
            agree += 1
            continue
        expected = [r for r in ref if r not in derived]
        explained += [f"{name}.{r}: {derived[r]}" for r in ref if r in derived]
        if inputs == expected:
            agree += 1
        else:
            differences.append(f"{name}: ours ({', '.join(inputs)}) vs cuda.bindings ({', '.join(ref)})")
    return compared, agree, differences, explained


MINIMUM_COMPARED = {"driver": 440, "runtime": 280, "nvrtc": 20, "nvjitlink": 14, "nvvm": 13}


# Our package of the release cuda.bindings is (13.5.0: cuda_13_5): the same headers, so the same
# functions and parameters. nvJitLink and NVVM have the same functions in 12.9 (from the
# CUDA-12 wheels) as since.
BINDINGS_RELEASE = ".".join(importlib.import_module("cuda.bindings").__version__.split(".")[:2])
ORACLE_CASES = [(lib, BINDINGS_RELEASE) for lib in ("driver", "runtime", "nvrtc", "nvjitlink", "nvvm")] + [
    ("nvjitlink", "12.9"), ("nvvm", "12.9")]


@pytest.mark.parametrize(("library", "release"), ORACLE_CASES, ids=[
    lib if release == BINDINGS_RELEASE else f"{lib}-{release}" for lib, release in ORACLE_CASES])
def test_inputs_agree_with_cuda_bindings(library: str, release: str, capsys: pytest.CaptureFixture[str]) -> None:
    compared, agree, differences, explained = _compare(library, release)
    with capsys.disabled():
        print(f"\noracle ({release}): {agree}/{compared} {library} functions take the same inputs as cuda.bindings; "
              f"{len(explained)} differences explained (derived counts, lengths and sizes; listed below); "
              f"{len(differences)} unexplained")
        for line in explained:
            print(f"  {line}")
    assert compared >= MINIMUM_COMPARED[library]
    assert not differences, "\n".join(differences)
