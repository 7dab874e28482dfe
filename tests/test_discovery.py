"""Where the runtime, NVRTC, nvJitLink, NVVM, cuBLAS, cuRAND, cuFFT and NCCL libraries are
found, in order, with fake library folders; and every module imports with no CUDA anywhere."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import buildcache
import pytest

pytestmark = pytest.mark.slow  # fake libraries built with gcc

ROOT = Path(__file__).resolve().parents[1]

PROBE = r"""
import importlib, json, sys
sys.path.insert(0, {generated!r})
package = importlib.import_module({package!r})
out = {{}}
for module in package.MODULES:
    if module in ("driver", "core") or ({modules!r} and module not in {modules!r}):
        continue
    name, mod = {{"runtime": "cudart"}}.get(module, module), importlib.import_module({package!r} + "." + module)
    try:
        mod._f._library()
        out[name] = list(mod._f.loaded_from)
    except Exception as e:
        out[name] = [type(e).__name__, str(e)]
print(json.dumps(out))
"""


def fake_library(path: Path, tmp: Path) -> Path:
    """A loadable shared library at `path` (any exported symbol will do for loading): a copy of
    one built once (tests/buildcache.py)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    src = tmp / "empty.c"
    src.write_text("int cudagen_fake_marker(void) { return 1; }\n")
    shutil.copy(buildcache.built_library("empty", [src], []), path)
    return path


NO_PATHFINDER = "import sys; sys.modules['cuda.pathfinder'] = None\n"  # as if not installed


def fake_pathfinder(path: Path) -> str:
    """A stand-in cuda.pathfinder that finds `path` for every library."""
    return (
        "import sys, types\n"
        "class _Found: abs_path = " + repr(str(path)) + "\n"
        "m = types.ModuleType('cuda.pathfinder'); m.load_nvidia_dynamic_lib = lambda name: _Found()\n"
        "sys.modules['cuda.pathfinder'] = m\n"
    )


def probe(env: dict[str, str], sys_path: list[Path] = (), prelude: str = NO_PATHFINDER,
          package: str = "cuda_13_0", modules: tuple[str, ...] = ()) -> dict[str, list[str]]:
    """Where each module of `package` (or only `modules`, quicker to import) finds its library."""
    code = prelude + PROBE.format(generated=str(ROOT / "generated"), package=package, modules=modules)
    if sys_path:
        code = f"import sys; sys.path[:0] = {[str(p) for p in sys_path]!r}\n" + code
    # NVIDIA wheels installed in this environment (the test extras bring nvidia-nvvm) are hidden:
    # each test decides which wheels exist.
    code = "import os, sys; sys.path[:] = [p for p in sys.path if not os.path.isdir(os.path.join(p or '.', 'nvidia'))]\n" + code
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("CUDAGEN_", "CUDA_"))}
    clean.update(env)
    clean["PATH"] = os.environ.get("PATH", "")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=clean, check=True)
    return json.loads(done.stdout)


@pytest.fixture(scope="module")
def have_gcc() -> None:
    if subprocess.run(["gcc", "--version"], capture_output=True).returncode != 0:
        pytest.skip("gcc is needed to build fake libraries")


def test_imports_without_any_cuda() -> None:
    r = probe({"CUDA_HOME": "/nonexistent"})
    if r["cudart"][0] != "DriverNotFoundError":
        pytest.skip("this machine has a real libcudart.so.13 on the loader path")
    assert "libcudart" in r["cudart"][1] and "Tried" in r["cudart"][1]
    assert "pip wheel" in r["cudart"][1] or "$CUDA_HOME" in r["cudart"][1]  # every place is listed
    assert r["nvrtc"][0] == "DriverNotFoundError" and "libnvrtc" in r["nvrtc"][1]


def test_search_order(tmp_path: Path, have_gcc: None) -> None:
    wheel_site = tmp_path / "site"
    wheel = fake_library(wheel_site / "nvidia" / "cu13" / "lib" / "libcudart.so.13", tmp_path)
    home = tmp_path / "cuda_home"
    from_home = fake_library(home / "lib64" / "libcudart.so.13", tmp_path)
    named = fake_library(tmp_path / "named" / "libcudart.so.13", tmp_path)
    nvrtc_home = fake_library(home / "lib64" / "libnvrtc.so.13", tmp_path)

    # 1. the environment variable wins, and is the only place tried
    r = probe({"CUDAGEN_LIB_CUDART": str(named), "CUDA_HOME": str(home)}, [wheel_site], modules=('runtime', 'nvrtc'))
    assert r["cudart"] == ["$CUDAGEN_LIB_CUDART", str(named)]
    r = probe({"CUDAGEN_LIB_CUDART": str(tmp_path / "missing.so"), "CUDA_HOME": str(home)}, [wheel_site], modules=('runtime', 'nvrtc'))
    assert r["cudart"][0] == "DriverNotFoundError" and "missing.so" in r["cudart"][1]
    # the older spelling without the underscore is still read; the new one wins over it
    r = probe({"CUDAGEN_LIBCUDART": str(named), "CUDA_HOME": str(home)}, [wheel_site], modules=('runtime', 'nvrtc'))
    assert r["cudart"] == ["$CUDAGEN_LIBCUDART", str(named)]
    r = probe({"CUDAGEN_LIB_CUDART": str(named), "CUDAGEN_LIBCUDART": str(tmp_path / "missing.so")}, [wheel_site], modules=('runtime', 'nvrtc'))
    assert r["cudart"] == ["$CUDAGEN_LIB_CUDART", str(named)]
    # 2. then a pip wheel on sys.path, before CUDA_HOME
    r = probe({"CUDA_HOME": str(home)}, [wheel_site], modules=('runtime', 'nvrtc'))
    assert r["cudart"] == ["pip wheel", str(wheel)]
    # 3. then cuda-pathfinder, when installed
    found = fake_library(tmp_path / "pathfinder" / "libcudart.so.13", tmp_path)
    r = probe({"CUDA_HOME": str(home)}, [wheel_site], prelude=fake_pathfinder(found), modules=('runtime', 'nvrtc'))
    assert r["cudart"] == ["pip wheel", str(wheel)]
    r = probe({"CUDA_HOME": str(home)}, prelude=fake_pathfinder(found), modules=('runtime', 'nvrtc'))
    assert r["cudart"] == ["cuda-pathfinder", str(found)]
    # pathfinder's find is only taken with the headers' major version in its name
    other = fake_library(tmp_path / "pathfinder12" / "libcudart.so.12", tmp_path)
    r = probe({"CUDA_HOME": str(home)}, prelude=fake_pathfinder(other), modules=('runtime', 'nvrtc'))
    assert r["cudart"] == ["$CUDA_HOME", str(from_home)]
    # 4. then CUDA_HOME (or CUDA_PATH)
    r = probe({"CUDA_HOME": str(home)}, modules=('runtime', 'nvrtc'))
    assert r["cudart"] == ["$CUDA_HOME", str(from_home)]
    r = probe({"CUDA_PATH": str(home)}, modules=('runtime', 'nvrtc'))
    assert r["cudart"] == ["$CUDA_PATH", str(from_home)]
    assert r["nvrtc"] == ["$CUDA_PATH", str(nvrtc_home)]


def test_soname_has_the_headers_major_version(tmp_path: Path, have_gcc: None) -> None:
    home = tmp_path / "cuda_home"
    fake_library(home / "lib64" / "libcudart.so.12", tmp_path)  # another release's runtime
    r = probe({"CUDA_HOME": str(home)}, modules=('runtime',))
    assert r["cudart"][0] in ("DriverNotFoundError", "/usr/local/cuda", "system loader")
    assert "libcudart.so.12" not in " ".join(r["cudart"])


def test_nvjitlink_and_nvvm_are_found_where_their_wheels_and_toolkits_put_them(tmp_path: Path, have_gcc: None) -> None:
    # 13.x wheels: both in nvidia/cu13/lib; nvvm's soname major is its own (4), not CUDA's.
    site = tmp_path / "site"
    jit = fake_library(site / "nvidia" / "cu13" / "lib" / "libnvJitLink.so.13", tmp_path)
    nvvm = fake_library(site / "nvidia" / "cu13" / "lib" / "libnvvm.so.4", tmp_path)
    r = probe({"CUDA_HOME": "/nonexistent"}, [site], modules=('nvjitlink', 'nvvm'))
    assert r["nvjitlink"] == ["pip wheel", str(jit)]
    assert r["nvvm"] == ["pip wheel", str(nvvm)]
    # 12.x wheels: nvJitLink in nvidia/nvjitlink/lib (soname major 12), NVVM in the nvcc wheel's
    # nvvm/lib64 as an unversioned libnvvm.so (nvidia-cuda-nvcc-cu12 12.9.86: a wheel has no
    # symlinks; its soname is libnvvm.so.4); both the 12.9 package and a 13.x one find it there.
    old_site = tmp_path / "site12"
    jit12 = fake_library(old_site / "nvidia" / "nvjitlink" / "lib" / "libnvJitLink.so.12", tmp_path)
    nvvm12 = fake_library(old_site / "nvidia" / "cuda_nvcc" / "nvvm" / "lib64" / "libnvvm.so", tmp_path)
    r = probe({"CUDA_HOME": "/nonexistent"}, [old_site], modules=('nvjitlink', 'nvvm'))
    assert r["nvvm"] == ["pip wheel", str(nvvm12)]
    assert r["nvjitlink"][0] == "DriverNotFoundError"  # 13.0 wants libnvJitLink.so.13
    r = probe({"CUDA_HOME": "/nonexistent"}, [old_site], package="cuda_12_9", modules=('nvjitlink', 'nvvm'))
    assert r["nvjitlink"] == ["pip wheel", str(jit12)]
    assert r["nvvm"] == ["pip wheel", str(nvvm12)]
    # A toolkit keeps libnvvm in nvvm/lib64.
    home = tmp_path / "cuda_home"
    nvvm_home = fake_library(home / "nvvm" / "lib64" / "libnvvm.so.4", tmp_path)
    r = probe({"CUDA_HOME": str(home)}, modules=('nvjitlink', 'nvvm'))
    assert r["nvvm"] == ["$CUDA_HOME", str(nvvm_home)]
    # Named by CUDAGEN_LIB_<NAME>: only that file.
    r = probe({"CUDAGEN_LIB_NVJITLINK": str(jit), "CUDAGEN_LIB_NVVM": str(tmp_path / "missing.so")}, modules=('nvjitlink', 'nvvm'))
    assert r["nvjitlink"] == ["$CUDAGEN_LIB_NVJITLINK", str(jit)]
    assert r["nvvm"][0] == "DriverNotFoundError" and "missing.so" in r["nvvm"][1]


def test_a_missing_nvjitlink_names_every_place_tried() -> None:
    r = probe({"CUDA_HOME": "/nonexistent"}, modules=('nvjitlink',))
    if r["nvjitlink"][0] != "DriverNotFoundError":
        pytest.skip("this machine has a real libnvJitLink.so.13 on the loader path")
    message = r["nvjitlink"][1]
    assert "libnvJitLink.so.13" in message and "nvidia/cu13/lib" in message and "$CUDA_HOME" in message
    assert "system loader" in message


def test_math_and_nccl_libraries_are_found_where_their_wheels_put_them(tmp_path: Path, have_gcc: None) -> None:
    # 13.x wheels: cuBLAS, cuRAND, cuFFT in nvidia/cu13/lib, NCCL (nvidia-nccl-cu13) in
    # nvidia/nccl/lib; each soname carries the library's own major (libcufft.so.12 in CUDA 13).
    site = tmp_path / "site"
    lib13 = site / "nvidia" / "cu13" / "lib"
    found = {
        "cublas": fake_library(lib13 / "libcublas.so.13", tmp_path),
        "curand": fake_library(lib13 / "libcurand.so.10", tmp_path),
        "cufft": fake_library(lib13 / "libcufft.so.12", tmp_path),
        "nccl": fake_library(site / "nvidia" / "nccl" / "lib" / "libnccl.so.2", tmp_path),
    }
    r = probe({"CUDA_HOME": "/nonexistent"}, [site], modules=('cublas', 'curand', 'cufft', 'nccl'))
    for name, path in found.items():
        assert r[name] == ["pip wheel", str(path)], name
    # 12.x wheels: nvidia/<library>/lib, and cuFFT 11 for CUDA 12.9.
    site12 = tmp_path / "site12"
    found12 = {
        "cublas": fake_library(site12 / "nvidia" / "cublas" / "lib" / "libcublas.so.12", tmp_path),
        "curand": fake_library(site12 / "nvidia" / "curand" / "lib" / "libcurand.so.10", tmp_path),
        "cufft": fake_library(site12 / "nvidia" / "cufft" / "lib" / "libcufft.so.11", tmp_path),
        "nccl": fake_library(site12 / "nvidia" / "nccl" / "lib" / "libnccl.so.2", tmp_path),
    }
    r = probe({"CUDA_HOME": "/nonexistent"}, [site12], package="cuda_12_9", modules=('cublas', 'curand', 'cufft', 'nccl'))
    for name, path in found12.items():
        assert r[name] == ["pip wheel", str(path)], name
    # A toolkit: $CUDA_HOME/lib64; named by CUDAGEN_LIB_<NAME>: only that file.
    home = tmp_path / "cuda_home"
    cufft_home = fake_library(home / "lib64" / "libcufft.so.12", tmp_path)
    r = probe({"CUDA_HOME": str(home), "CUDAGEN_LIB_CUBLAS": str(found["cublas"]),
               "CUDAGEN_LIB_NCCL": str(tmp_path / "missing.so")})
    assert r["cufft"] == ["$CUDA_HOME", str(cufft_home)]
    assert r["cublas"] == ["$CUDAGEN_LIB_CUBLAS", str(found["cublas"])]
    assert r["nccl"][0] == "DriverNotFoundError" and "missing.so" in r["nccl"][1]
    # cuda-pathfinder, when installed, is asked after the wheels; only the headers' major will do.
    r = probe({"CUDA_HOME": "/nonexistent"}, prelude=fake_pathfinder(found["curand"]), modules=('cublas', 'curand', 'cufft', 'nccl'))
    assert r["curand"] == ["cuda-pathfinder", str(found["curand"])]


def test_a_missing_math_library_names_every_place_tried() -> None:
    r = probe({"CUDA_HOME": "/nonexistent"}, modules=('cublas', 'cufft', 'nccl'))
    for name, soname, folder in (("cublas", "libcublas.so.13", "nvidia/cu13/lib"),
                                 ("cufft", "libcufft.so.12", "nvidia/cufft/lib"),
                                 ("nccl", "libnccl.so.2", "nvidia/nccl/lib")):
        if r[name][0] != "DriverNotFoundError":
            continue  # a real one on the loader path
        message = r[name][1]
        assert soname in message and folder in message and "$CUDA_HOME" in message, message
        assert "system loader" in message


def test_a_header_s_library_is_found_where_nvidia_wheels_and_the_toolkit_put_it(tmp_path: Path, have_gcc: None) -> None:
    """A library bound with `generate --header` (no table entry): lib<name>.so through the
    loader, else lib<name>.so.<N> in NVIDIA's wheels on sys.path (nvidia/*/lib) or $CUDA_HOME,
    the highest version first; CUDAGEN_LIB_<NAME> still names the only file tried."""
    from cudagen import cli

    header = tmp_path / "mylib.h"
    header.write_text("typedef enum { MYLIB_OK = 0 } mylibStatus_t;\nint mylibAnswer(void);\n")
    assert cli.main(["generate", "-q", "--header", str(header), "--out", str(tmp_path / "pkgs" / "mypkg")]) == 0

    def built(path: Path, answer: int) -> Path:
        src = tmp_path / f"answer{answer}.c"
        src.write_text(f"int mylibAnswer(void) {{ return {answer}; }}\n")
        path.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(["gcc", "-shared", "-fPIC", str(src), "-o", str(path)], check=True)
        return path

    site, home = tmp_path / "site", tmp_path / "cuda_home"
    older = built(site / "nvidia" / "cu13" / "lib" / "libmylib.so.2", 2)
    newer = built(site / "nvidia" / "mylib" / "lib" / "libmylib.so.3", 3)
    toolkit = built(home / "lib64" / "libmylib.so.1", 1)
    code = "import sys; sys.path[:0] = [sys.argv[1], sys.argv[2]]; from mypkg import mylib; print(mylib.mylibAnswer())"

    def answer(*paths: Path, **env: str) -> int:
        clean = {k: v for k, v in os.environ.items() if not k.startswith(("CUDAGEN_", "CUDA_"))}
        done = subprocess.run([sys.executable, "-c", code, str(tmp_path / "pkgs"), *map(str, paths)],
                              capture_output=True, text=True, env={**clean, **env}, check=False)
        assert done.returncode == 0, done.stderr[-2000:]
        return int(done.stdout)

    assert answer(site, CUDA_HOME=str(home)) == 3  # both wheel folders: the newer soname wins
    older.unlink()
    newer.unlink()
    assert answer(site, CUDA_HOME=str(home)) == 1  # no wheel copy: the toolkit's
    assert answer(site, CUDA_HOME=str(home), CUDAGEN_LIB_MYLIB=str(built(tmp_path / "x.so", 7))) == 7
    toolkit.unlink()
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("CUDAGEN_", "CUDA_"))}
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path / "pkgs"), str(site)], capture_output=True,
                          text=True, env={**clean, "CUDA_HOME": str(home)}, check=False)
    assert done.returncode != 0 and "libmylib.so" in done.stderr and "CUDAGEN_LIB_MYLIB" in done.stderr
