"""`cudagen generate --header` where pip installs NVIDIA's headers: every 13.x wheel unpacks into
one folder, site-packages/nvidia/cu13/include (NCCL into nvidia/nccl/include), real device-side
headers (cuda_fp16.h, cuda_runtime.h, crt/, CCCL's nv/) beside the libraries' own.

The folder is built from the real wheels: those headers/manifest.toml pins for CUDA 13.0 (the
vendored versions, so that byte for byte holds), cuPTI and CCCL, read with
cudagen.tools.wheel_headers (HTTP Range requests, a few MB, cached in ~/.cache/cudagen/wheel-headers
or $CUDAGEN_CACHE_DIR/wheel-headers). Skipped, with the reason, when PyPI cannot be reached.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest
from test_cli_errors import run, snapshot

from cudagen.project import layout
from cudagen.project.table import table
from cudagen.tools import wheel_headers

# Slow: whole libraries generated from real wheels' headers (fetched once, cached). Version-independent:
# what the generator writes on each Python is .ci/check-generated's.
pytestmark = [pytest.mark.slow, pytest.mark.version_independent]

RELEASE = "13.0"
# Beside the vendored wheels: cuPTI (an umbrella header), and CCCL, which pip installs with the
# runtime's headers and which has the nv/target the real cuda_fp16.h includes.
EXTRA = ("nvidia-cuda-cupti==13.0.85", "nvidia-cuda-cccl==13.0.85")
HEADERS = layout.HEADERS
MANIFEST = tomllib.loads((HEADERS / "manifest.toml").read_text())["release"][RELEASE]["wheel"]


_UNREACHABLE: list[str] = []  # why PyPI could not be reached, once: pytest runs a failed fixture again per test


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """site-packages with the headers of CUDA 13.0's wheels, as pip installs them."""
    if _UNREACHABLE:
        pytest.skip(_UNREACHABLE[0])
    target = tmp_path_factory.mktemp("pip") / "site-packages"
    wheels = list(dict.fromkeys([f"{w['name']}=={w['version']}" for w in MANIFEST] + list(EXTRA)))
    try:
        wheel_headers.unpack(wheels, target=target, cache=wheel_headers.default_cache())
    except wheel_headers.UnreachableError as exc:
        _UNREACHABLE.append(f"the real wheels' headers are on PyPI, which cannot be reached: {exc.summary}")
        pytest.skip(_UNREACHABLE[0])
    return target


@pytest.fixture(scope="module")
def cu13(site: Path) -> Path:
    return site / "nvidia" / "cu13" / "include"


def generate(*argv: str) -> None:
    code, _, err = run(["generate", "-q", *argv])
    assert code == 0, err


def functions(out: Path) -> set[str]:
    (api,) = json.loads((out / "api.json").read_text())["libraries"]
    return {f["name"] for f in api["functions"]}


def declared(folder: Path, headers: list[str], marker: str) -> set[str]:
    """The functions the headers' text declares with the library's calling-convention macro
    (outside comments: the Doxygen text has code samples)."""
    found = set()
    for name in headers:
        text = re.sub(r"/\*.*?\*/|//[^\n]*", "", (folder / name).read_text(errors="replace"), flags=re.S)
        found |= set(re.findall(rf"\b{marker}\s+(\w+)\s*\(", text))
    return found


def test_the_folder_holds_the_vendored_headers(site: Path, cu13: Path) -> None:
    """What the comparisons below rest on: the pinned headers pip puts there are the vendored ones,
    beside the real device-side headers the vendored folder has not."""
    for wheel in MANIFEST:
        for name, sha in wheel["headers"].items():
            path = site / wheel["include"] / name
            assert hashlib.sha256(path.read_bytes()).hexdigest() == sha, path
    assert all((cu13 / h).is_file() for h in ("cuda_fp16.h", "cuda_runtime.h", "crt/host_config.h", "nv/target",
                                              "cupti.h", "cublasLt.h"))


def committed_functions(module: str) -> set[str]:
    api = json.loads((layout.GENERATED / "cuda_13_0" / "api.json").read_text())
    return {f["name"] for lib in api["libraries"] if lib["library"] == module for f in lib["functions"]}


# cupti.h includes these of its folder (cupti_activity.h includes the deprecated one, callbacks,
# events, metrics; read from the headers); the cbid and generated_*_meta.h headers declare types.
CUPTI_HEADERS = ["cupti_activity.h", "cupti_activity_deprecated.h", "cupti_callbacks.h", "cupti_events.h",
                 "cupti_metrics.h", "cupti_result.h", "cupti_version.h"]


@pytest.mark.parametrize("header", ["cublas_v2.h", "cusparse.h", "cublasLt.h", "cupti.h"])
def test_library_headers_in_the_pip_folder_bind_their_functions(cu13: Path, tmp_path: Path, header: str) -> None:
    out = tmp_path / "pkg"
    generate("--header", str(cu13 / header), "--with", f"runtime={RELEASE}", "--out", str(out))
    got = functions(out)
    if header == "cublas_v2.h":  # cublas_api.h, beside it, is its own (the vendored module's functions)
        assert got == committed_functions("cublas") and len(got) > 500
    elif header == "cusparse.h":
        assert got == committed_functions("cusparse") and len(got) > 400
    elif header == "cublasLt.h":  # its own 50; cublas_api.h, which it includes, is cuBLAS's
        assert got == declared(cu13, ["cublasLt.h"], "CUBLASWINAPI") and len(got) >= 50
        assert not got & committed_functions("cublas")
    else:  # an umbrella header: it declares no function, the headers it includes do
        includes = (cu13 / "cupti.h").read_text() + (cu13 / "cupti_activity.h").read_text()
        assert all(f"<{name}>" in includes or f'"{name}"' in includes for name in CUPTI_HEADERS)
        assert got == declared(cu13, CUPTI_HEADERS, "CUPTIAPI") and len(got) >= 100
        assert {"cuptiActivityEnable", "cuptiActivityFlushAll", "cuptiGetResultString"} <= got
        assert not {"cuInit", "cudaMalloc"} & got  # CUDA's own headers are not cuPTI's


def table_libraries() -> list[tuple[str, str, tuple[str, ...]]]:
    """(module, main header, the --with CUDA modules it uses) of every library with 13.0 wheels."""
    return [(e.module, e.main, tuple(u for u in e.uses if u in ("driver", "runtime")))
            for e in table() if RELEASE in e.wheels and (HEADERS / RELEASE / e.main).is_file()]


@pytest.mark.parametrize(("module", "main", "uses"), table_libraries(), ids=[m for m, _, _ in table_libraries()])
def test_the_vendored_libraries_generate_from_the_pip_folder_as_from_headers(
    site: Path, tmp_path: Path, module: str, main: str, uses: tuple[str, ...]
) -> None:
    """The same command on the header in pip's folder and in headers/13.0: the same package,
    byte for byte (what sits beside the header in pip's folder changes nothing)."""
    (header,) = [p for p in site.glob(f"nvidia/*/include/{main}")]
    options = ["--module", module, *(f"--with={u}={RELEASE}" for u in uses)]
    generate("--header", str(header), *options, "--out", str(tmp_path / "pip"))
    generate("--header", str(HEADERS / RELEASE / main), *options, "--out", str(tmp_path / "vendored"))
    pip, vendored = snapshot(tmp_path / "pip"), snapshot(tmp_path / "vendored")
    assert sorted(pip) == sorted(vendored)
    assert [name for name in pip if pip[name] != vendored[name]] == []
    assert functions(tmp_path / "pip")


SIZES = """\
#include <stdio.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuda_fp8.h>
#include <cuda_fp6.h>
#include <cuda_fp4.h>
#define P(T) printf("%s %zu %zu\\n", #T, sizeof(T), _Alignof(T));
int main(void) {
P(__half) P(__half2) P(__half_raw) P(__half2_raw) P(__nv_bfloat16) P(__nv_bfloat162) P(__nv_bfloat16_raw)
P(__nv_bfloat162_raw) P(__nv_fp8_e5m2) P(__nv_fp8x2_e5m2) P(__nv_fp8x4_e5m2) P(__nv_fp8_e4m3)
P(__nv_fp8x2_e4m3) P(__nv_fp8x4_e4m3) P(__nv_fp8_e8m0) P(__nv_fp8x2_e8m0) P(__nv_fp8x4_e8m0)
P(__nv_fp6_e3m2) P(__nv_fp6x2_e3m2) P(__nv_fp6x4_e3m2) P(__nv_fp6_e2m3) P(__nv_fp6x2_e2m3) P(__nv_fp6x4_e2m3)
P(__nv_fp4_e2m1) P(__nv_fp4x2_e2m1) P(__nv_fp4x4_e2m1) P(__nv_fp8_storage_t) P(__nv_fp8x2_storage_t)
P(__nv_fp8x4_storage_t) P(__nv_saturation_t) P(__nv_fp8_interpretation_t) CXX_ONLY
return 0; }
"""
CXX_ONLY = "P(half) P(half2) P(nv_bfloat16) P(nv_bfloat162) P(__nv_half) P(nv_half2)"


@pytest.mark.skipif(shutil.which("g++") is None or shutil.which("gcc") is None, reason="needs gcc and g++")
def test_the_stand_ins_lay_out_the_half_types_as_the_real_headers(cu13: Path, tmp_path: Path) -> None:
    """The real headers compiled by g++ (with CCCL, as nvcc's host pass sees them) against
    cudagen's stand-ins, in C++ and in C."""
    from cudagen.frontend.clang import CUDA_C_INCLUDE

    def sizes(compiler: str, source: str, *flags: str) -> str:
        src = tmp_path / f"sizes.{'cpp' if compiler == 'g++' else 'c'}"
        src.write_text(source)
        exe = tmp_path / f"sizes_{compiler}_{len(flags)}"
        done = subprocess.run([compiler, *flags, str(src), "-o", str(exe)], capture_output=True, text=True, check=False)
        assert done.returncode == 0, done.stderr[-3000:]
        return subprocess.run([str(exe)], capture_output=True, text=True, check=True).stdout

    cxx = SIZES.replace("_Alignof", "alignof").replace("CXX_ONLY", CXX_ONLY)
    real = sizes("g++", cxx, "-std=c++17", f"-I{cu13}", f"-I{cu13 / 'cccl'}")
    assert real.count("\n") == 37 and "__half 2 2\n" in real and "__nv_fp8x4_e4m3 4 4\n" in real
    assert sizes("g++", cxx, "-std=c++17", f"-I{CUDA_C_INCLUDE}") == real
    c_lines = "".join(line + "\n" for line in real.splitlines()[:31])
    assert sizes("gcc", SIZES.replace("CXX_ONLY", ""), "-std=c11", f"-I{CUDA_C_INCLUDE}") == c_lines


TOOLKIT = Path("/usr/local/cuda/include")


@pytest.mark.skipif(not (TOOLKIT / "cupti.h").is_file(), reason=f"no CUDA toolkit with cuPTI in {TOOLKIT}")
def test_cupti_from_the_toolkit_include_folder(tmp_path: Path) -> None:
    """The toolkit's own folder, whatever its release: cupti.h binds what its headers declare,
    with CUDA's own headers as the toolkit has them."""
    out = tmp_path / "pkg"
    generate("--header", str(TOOLKIT / "cupti.h"), "--out", str(out))
    assert functions(out) == declared(TOOLKIT, CUPTI_HEADERS, "CUPTIAPI")
