"""Vendoring a subset: `cudagen generate --release 13.0 --modules driver,runtime,nvrtc --out
third_party/cuda` writes a package of just those modules (and what they need), which imports
under any name, takes its compiled backend and runs against the fake driver."""

from __future__ import annotations

import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import buildcache
import pytest

from cudagen import cli

REPO = Path(__file__).resolve().parents[1]
FULL = REPO / "generated" / "cuda_13_0"


def test_modules_and_what_they_need(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.subset_modules("13.5", ["cusolver"], REPO / "headers")[0] == ["runtime", "cublas", "cusparse",
                                                                             "cusolver"]
    modules, notes = cli.subset_modules("13.0", ["driver"], REPO / "headers")
    assert modules == ["driver", "nvrtc"] and any(n.startswith("nvml left out") for n in notes)
    assert cli.main(["generate", "--release", "13.0", "--modules", "cuda", "--out", "x"]) == 1
    assert "--modules: no module cuda in CUDA 13.0" in capsys.readouterr().err


@pytest.mark.slow
def test_a_subset_package_imports_builds_and_runs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "third_party" / "cuda"
    assert cli.main(["generate", "--release", "13.0", "--modules", "driver,runtime,nvrtc", "--out", str(out)]) == 0
    said = capsys.readouterr().out
    assert "driver, runtime, nvrtc and the object layer (core);" in said and " MiB in " in said, said
    assert sorted(p.stem for p in out.glob("[!_]*.py")) == ["driver", "nvrtc", "runtime"]
    assert (out / "core" / "__init__.py").is_file()  # the object layer, a package as cuda.core's
    # Each module is byte for byte the full package's: the shared build of 13.0's extensions serves it.
    core = sorted(str(p.relative_to(FULL)) for p in (FULL / "core").rglob("*.py"))
    assert core == sorted(str(p.relative_to(out)) for p in (out / "core").rglob("*.py"))
    shared = [name for name in core if name != "core/_release.py"]  # what the release has: the subset's
    for name in ("driver.py", "_driver.c", "runtime.py", "_runtime.c", "nvrtc.py", "_nvrtc.c", *shared):
        assert (out / name).read_bytes() == (FULL / name).read_bytes(), name
    assert "NVJITLINK = False" in (out / "core" / "_release.py").read_text()  # nvJitLink left out: cuLink*
    assert "NVJITLINK = True" in (FULL / "core" / "_release.py").read_text()
    built = buildcache.built_package("cuda_13_0")  # the whole release's build, which other tests share
    for so in [p for p in (built / "cuda_13_0").glob("_*.so") if p.name.split(".")[0] in ("_driver", "_runtime", "_nvrtc")]:
        shutil.copy(so, out / so.name)
    fake = buildcache.built_library("fakecuda", [REPO / "tests/fakecuda/fakecuda.c"],
                                    ["-O1", "-Wall", "-Wextra", "-Werror"], [REPO / "headers/13.0"], ["-lpthread"])
    code = textwrap.dedent("""
        from third_party.cuda import driver, nvrtc, runtime, core
        assert driver.BACKEND == runtime.BACKEND == nvrtc.BACKEND == "compiled", driver.BACKEND
        driver.cuInit(0)
        assert driver.cuDeviceGetCount() >= 1
        assert isinstance(driver.cuDeviceGetName(driver.cuDeviceGet(0)), str)
        import third_party.cuda as pkg
        assert pkg.CUDA_RELEASE == "13.0"
        from third_party.cuda.core.utils import StridedMemoryView
        assert core.Device(0).name == driver.cuDeviceGetName(driver.cuDeviceGet(0))
        print("ok")
    """)
    (tmp_path / "third_party" / "__init__.py").write_text("")
    done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, timeout=120,
                          env={"PATH": "/usr/bin:/bin", "CUDAGEN_BACKEND": "compiled", "CUDAGEN_LIB_CUDA": str(fake)})
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr
