"""Every driver entry point is resolved with the version of the ABI the header declares.

cuGetProcAddress(name, version) returns the newest ABI of `name` not newer than
`version`. Asking every function with CUDA_VERSION would bind cuCtxSynchronize to the
13.0 ABI that takes a context, not the `cuCtxSynchronize(void)` cuda.h declares: each
function must be asked with its own ABI's version, which cudaTypedefs.h records.
"""

from __future__ import annotations

import re
from pathlib import Path

import committed
import pytest

pytestmark = pytest.mark.version_independent  # ABI versions against cudaTypedefs.h (data)

ROOT = Path(__file__).resolve().parents[1]


def typedef_versions(release: str) -> dict[str, list[int]]:
    text = "\n".join((ROOT / "headers" / release / name).read_text()
                     for name in ("cudaTypedefs.h", "cudaProfilerTypedefs.h", "cudaGLTypedefs.h",
                                  "cudaEGLTypedefs.h", "cudaVDPAUTypedefs.h")
                     if (ROOT / "headers" / release / name).is_file())
    out: dict[str, set[int]] = {}
    for base, version in re.findall(r"\bPFN_(\w+?)_v(\d+)\)", text):
        out.setdefault(base, set()).add(int(version))
    # 12.x: a few typedefs have no version; `#define PFN_x PFN_x_v12040` gives it.
    for base, version in re.findall(r"#define PFN_(\w+) PFN_\1_v(\d+)", text):
        out.setdefault(base, set()).add(int(version))
    return {k: sorted(v) for k, v in out.items()}


RELEASES = sorted(p.name for p in (ROOT / "headers").iterdir() if (p / "cudaTypedefs.h").is_file())


@pytest.mark.parametrize("release", RELEASES)
def test_every_function_has_the_version_of_its_abi(release: str) -> None:
    api = committed.release(release)
    driver = api.library("driver")
    versions = typedef_versions(release)
    wrong = []
    for f in driver.functions:
        m = re.fullmatch(r"(\w+?)(?:_v(\d+))?", f.symbol)
        assert m
        ordinal = int(m.group(2) or 1)
        abis = versions.get(m.group(1), [])
        if len(abis) < ordinal or f.proc_version != abis[ordinal - 1]:
            wrong.append(f"{f.name} ({f.symbol}): {f.proc_version}, cudaTypedefs.h has {abis}")
    assert not wrong, "\n".join(wrong)
    by_name = {f.name: f for f in driver.functions}
    assert by_name["cuCtxSynchronize"].proc_version == 2000  # not 13000: that ABI takes a context
    assert by_name["cuMemAlloc"].proc_version == 3020
    assert by_name["cuProfilerStart"].proc_version == 4000  # from cudaProfilerTypedefs.h
    assert by_name["cuGLCtxCreate"].proc_version == 3020  # cuGLCtxCreate_v2, cudaGLTypedefs.h
    assert by_name["cuVDPAUCtxCreate"].proc_version == 3020  # cuVDPAUCtxCreate_v2, cudaVDPAUTypedefs.h
    assert by_name["cuGraphicsEGLRegisterImage"].proc_version == 7000  # cudaEGLTypedefs.h
    if "cuCtxSynchronize_v2" in by_name:
        assert by_name["cuCtxSynchronize_v2"].proc_version == 13000
