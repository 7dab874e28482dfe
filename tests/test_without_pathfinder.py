"""The JIT libraries from NVIDIA's wheels alone, without cuda-pathfinder: a vendored package
beside nvidia-cuda-nvrtc, nvidia-nvjitlink and nvidia-nvvm (the test extras) compiles a CUDA
C++ kernel with NVRTC, links it with nvJitLink and compiles NVVM IR to PTX, on the CPU.

The wheel's libnvrtc.so.13 has no RUNPATH, so NVRTC cannot find its own
libnvrtc-builtins.so.13.0 when loaded by path; the loader loads that companion from the same
folder first (libraries.toml: companions). cuda-pathfinder, which would find it otherwise, is
made unimportable in the interpreter that runs the check."""

from __future__ import annotations

import ctypes.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


def _wheel_library(soname: str) -> Path | None:
    for entry in sys.path:
        path = Path(entry or ".") / "nvidia" / "cu13" / "lib" / soname
        if path.is_file():
            return path
    return None


pytestmark = pytest.mark.skipif(
    any(_wheel_library(s) is None for s in ("libnvrtc.so.13", "libnvJitLink.so.13", "libnvvm.so.4")),
    reason="the nvidia-cuda-nvrtc, nvidia-nvjitlink and nvidia-nvvm 13.x wheels are not installed",
)

SCRIPT = r'''
import json, sys
sys.modules["cuda.pathfinder"] = None  # as if it were not installed: importing it fails
sys.path.insert(0, sys.argv[1])
from cuda_13_0 import nvjitlink, nvrtc, nvvm
if sys.argv[2] == "without-companions":
    nvrtc._f._companions = ()
out = {}
src = b'extern "C" __global__ void axpy(float a, float *x, float *y, int n) {' \
      b' int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) y[i] += a * x[i]; }'
prog = nvrtc.nvrtcCreateProgram(src, "axpy.cu", [], [])
try:
    nvrtc.nvrtcCompileProgram(prog, ["-arch=sm_90", "-dlto"])
except nvrtc.NVRTCError as exc:
    print(json.dumps({"compile_error": type(exc).__name__, "text": str(exc)[:500]}))
    raise SystemExit(0)
ltoir = nvrtc.nvrtcGetLTOIR(prog)
out["ltoir"] = len(ltoir)
out["loaded_from"] = nvrtc._f.loaded_from
out["companions"] = nvrtc._f.companions_loaded
link = nvjitlink.nvJitLinkCreate(["-arch=sm_90", "-lto"])
nvjitlink.nvJitLinkAddData(link, nvjitlink.nvJitLinkInputType.NVJITLINK_INPUT_LTOIR, ltoir, len(ltoir), "axpy")
nvjitlink.nvJitLinkComplete(link)
cubin = nvjitlink.nvJitLinkGetLinkedCubin(link)
out["cubin_elf"] = cubin[:4] == b"\x7fELF"
nvjitlink.nvJitLinkDestroy(link)
out["nvvm_version"] = list(nvvm.nvvmVersion())
print(json.dumps(out))
'''


def _run(mode: str) -> dict[str, object]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CUDAGEN_", "LD_LIBRARY_PATH", "CUDA_"))}
    done = subprocess.run([sys.executable, "-c", SCRIPT, str(REPO / "generated"), mode], capture_output=True,
                          text=True, env={**env, "CUDAGEN_BACKEND": "python"}, timeout=300, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def test_nvrtc_nvjitlink_and_nvvm_work_from_the_wheels_alone() -> None:
    result = _run("with-companions")
    assert "compile_error" not in result, result
    where, path = result["loaded_from"]  # type: ignore[misc]
    assert where == "pip wheel" and str(path).endswith("nvidia/cu13/lib/libnvrtc.so.13")
    assert result["companions"] == ["libnvrtc-builtins.so.13.0"]
    assert isinstance(result["ltoir"], int) and result["ltoir"] > 1000
    assert result["cubin_elf"] is True
    assert result["nvvm_version"][0] >= 2  # type: ignore[index]


@pytest.mark.skipif(ctypes.util.find_library("nvrtc-builtins") is not None,
                    reason="the system loader finds a libnvrtc-builtins here (a CUDA toolkit): NVRTC compiles "
                           "without the companion too")
def test_without_the_companion_nvrtc_from_the_wheel_compiles_nothing() -> None:
    """What the companion is for: the same, NVRTC's builtins not loaded first, fails."""
    result = _run("without-companions")
    assert result.get("compile_error") == "NvrtcErrorBuiltinOperationFailure", result
