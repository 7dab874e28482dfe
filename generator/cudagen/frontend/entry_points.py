"""The version each driver entry point is asked for through cuGetProcAddress.

cuGetProcAddress(name, version) returns the newest ABI of `name` not newer than `version`,
so each function must be asked with its own ABI's version, which cudaTypedefs.h records as
`PFN_<name>_v<version>` typedefs. Plain text: no libclang here.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

from .. import ir
from ..errors import GeneratorError

_PFN = re.compile(
    r"typedef\s+CUresult\s*\(\s*CUDAAPI\s*\*\s*PFN_(\w+?)(?:_v(\d+))?(_ptds|_ptsz)?\s*\)\s*\(([^;]*?)\)\s*;",
    re.DOTALL,
)
# `#define PFN_cuModuleGetFunctionCount PFN_cuModuleGetFunctionCount_v12040`: in 12.x a few
# typedefs carry no version and this define says it.
_PFN_DEFINE = re.compile(r"^\s*#\s*define\s+PFN_(\w+)\s+PFN_\1_v(\d+)\s*$", re.MULTILINE)


def proc_versions(path: Path) -> dict[str, list[tuple[int, int]]]:
    """Base name -> [(CUDA version, parameter count)] of each ABI cudaTypedefs.h declares,
    oldest first (per-thread variants left out: they share the version of their ABI)."""
    if not path.is_file():
        raise GeneratorError(f"{path}: not found (needed for the versions of driver entry points)")
    text = path.read_text(encoding="utf-8", errors="replace")
    defined = {m.group(1): int(m.group(2)) for m in _PFN_DEFINE.finditer(text)}
    out: dict[str, list[tuple[int, int]]] = {}
    for m in _PFN.finditer(text):
        base, per_thread, params = m.group(1), m.group(3), m.group(4)
        version = int(m.group(2)) if m.group(2) else defined.get(base, 0)
        if per_thread or not version:
            continue
        count = 0 if params.strip() in ("", "void") else params.count(",") - params.count("(") + 1
        entry = out.setdefault(base, [])
        if version not in [v for v, _ in entry]:
            entry.append((version, count))
    for entry in out.values():
        entry.sort()
    return out


def with_proc_versions(api: ir.Api, typedefs: list[Path]) -> ir.Api:
    """Each function's cuGetProcAddress version: its symbol `base_vK` is the K-th ABI of
    `base` (no suffix: the first), checked against the parameter count."""
    versions: dict[str, list[tuple[int, int]]] = {}
    for path in typedefs:
        for base, entries in proc_versions(path).items():
            versions.setdefault(base, entries)
    functions = []
    for f in api.functions:
        m = re.fullmatch(r"(\w+?)(?:_v(\d+))?", f.symbol)
        assert m is not None
        base, ordinal = m.group(1), int(m.group(2) or 1)
        abis = versions.get(base, [])
        version = 0
        if ordinal <= len(abis) and abis[ordinal - 1][1] == len(f.params):
            version = abis[ordinal - 1][0]
        functions.append(dataclasses.replace(f, proc_version=version) if version else f)
    return dataclasses.replace(api, functions=tuple(functions))
