"""The compiled backend as a user meets it: building it (in place, `cudagen build`, a wheel),
choosing it (CUDAGEN_BACKEND, stale and missing builds), and the compiled functions standing in
for the Python ones (names, signatures, docs). What the calls do on both backends is tested by
test_driver_runtime.py (every scenario, both backends) and test_sweep.py (the differential
sweep); every release's C sources compile without warnings here.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import venv
from collections.abc import Callable
from pathlib import Path
from typing import Any

import committed
import pytest

from cudagen import cli
from cudagen.project import table as library_table

pytestmark = pytest.mark.slow  # builds every release's compiled backend, a wheel, and parses 13.0

REPO = Path(__file__).resolve().parents[1]
RELEASES = sorted(p.parent.name for p in (REPO / "generated").glob("cuda_*/_build.py"))


def run_python(code: str, pythonpath: Path, **env: str) -> dict[str, Any]:
    """Run `code` in a fresh interpreter (it prints one JSON value); the backend environment
    is only what `env` says."""
    full = {k: v for k, v in os.environ.items() if not k.startswith("CUDAGEN_")}
    full.update(PYTHONPATH=str(pythonpath), **env)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=full, check=False,
                          timeout=120)
    if done.returncode:
        return {"exit": done.returncode, "stderr": done.stderr}
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


IMPORT = """
import json
try:
    from cuda_13_0 import driver
except ImportError as exc:
    print(json.dumps({"import_error": str(exc)}))
else:
    print(json.dumps({"backend": driver.BACKEND, "reason": driver.BACKEND_REASON,
                      "type": type(driver.cuCtxGetCurrent).__name__}))
"""


@pytest.mark.parametrize("release", RELEASES)
def test_every_release_compiles_without_warnings(
    release: str, release_built: Callable[[str], tuple[Path, str]]
) -> None:
    # -Wall -Wextra -Werror, unoptimized (fast), by the package's own _build.py (conftest.py).
    root, errors = release_built(release)
    assert not errors, errors
    assert sorted(p.name.split(".")[0] for p in (root / release).glob("_*.so")) == sorted(
        p.stem for p in (REPO / "generated" / release).glob("_*.c"))


WALK = """
import importlib, json, sys
module = importlib.import_module(sys.argv[1])
problems = []
for when in ("before first use", "after"):
    for name in dir(module):
        try:
            getattr(module, name)
        except AttributeError as exc:
            problems.append(f"{when}: {name}: {exc}")
print(json.dumps({"backend": getattr(module, "BACKEND", None), "names": len(dir(module)), "problems": problems}))
"""


@pytest.mark.parametrize("release", RELEASES)
def test_every_name_dir_lists_is_gettable_before_and_after_first_use(
    release: str, release_built: Callable[[str], tuple[Path, str]]
) -> None:
    """Doc tools, IDEs and pydoc walk a module by dir(): every name it lists must be an
    attribute, before the first lazy name is made and after, on both backends."""
    root, errors = release_built(release)
    assert not errors
    modules = [p.stem for p in (REPO / "generated" / release).glob("*.py") if not p.stem.startswith("_")]
    for module in sorted(modules):
        for backend in ("python", "compiled"):
            done = subprocess.run([sys.executable, "-c", WALK, f"{release}.{module}"], capture_output=True,
                                  text=True, env={**os.environ, "PYTHONPATH": str(root), "CUDAGEN_BACKEND": backend},
                                  check=False, timeout=300)
            assert done.returncode == 0, f"{module} ({backend}): {done.stderr[-3000:]}"
            result = json.loads(done.stdout.strip().splitlines()[-1])
            assert result["names"] > 20 and not result["problems"], (module, backend, result["problems"][:5])
            if module != "core":
                assert result["backend"] == backend, (module, result)


def test_the_compiled_backend_is_used_where_it_is_built(package_copy: Path) -> None:
    assert run_python(IMPORT, package_copy) == {"backend": "compiled", "reason": "",
                                                "type": "builtin_function_or_method"}
    python = run_python(IMPORT, package_copy, CUDAGEN_BACKEND="python")
    assert python == {"backend": "python", "reason": "CUDAGEN_BACKEND=python", "type": "function"}
    bogus = run_python(IMPORT, package_copy, CUDAGEN_BACKEND="fast")
    assert "CUDAGEN_BACKEND='fast': expected one of python, compiled" in bogus["import_error"]


def test_missing_or_stale_builds_fall_back_unless_compiled_is_asked_for(package_copy: Path, tmp_path: Path) -> None:
    # No build: the Python backend, saying why; CUDAGEN_BACKEND=compiled: an ImportError saying
    # how to build. A build from another source (the package regenerated since): the same.
    bare = tmp_path / "bare"
    shutil.copytree(package_copy, bare, ignore=shutil.ignore_patterns("*.so"))
    missing = run_python(IMPORT, bare)
    assert missing["backend"] == "python" and "_driver is not built for this Python" in missing["reason"]
    forced = run_python(IMPORT, bare, CUDAGEN_BACKEND="compiled")
    assert "python -m cuda_13_0._build" in forced["import_error"]
    stale = tmp_path / "stale"
    shutil.copytree(package_copy, stale, ignore=shutil.ignore_patterns("__pycache__"))
    module = stale / "cuda_13_0" / "driver.py"
    # As if regenerated from other headers: the module expects another source hash.
    text, count = re.subn(r'("_driver",\s*")[0-9a-f]{64}"', r'\g<1>' + "0" * 64 + '"', module.read_text())
    assert count == 1
    module.write_text(text)
    result = run_python(IMPORT, stale)
    assert result["backend"] == "python" and "was built from another _driver.c" in result["reason"]
    assert "built from another _driver.c" in run_python(IMPORT, stale, CUDAGEN_BACKEND="compiled")["import_error"]


def test_compiled_functions_stand_in_for_the_python_ones(package_copy: Path) -> None:
    # Same names, module, parameters (inspect.signature, so keywords) and docstrings.
    code = """
import inspect, json
from cuda_13_0 import driver
out = {}
for name in driver.__all__:
    f = getattr(driver, name)
    if callable(f) and (inspect.isfunction(f) or inspect.isbuiltin(f)):
        out[name] = [type(f).__name__, f.__module__, f.__name__, list(inspect.signature(f).parameters), f.__doc__]
print(json.dumps(out))
"""
    compiled = run_python(code, package_copy)
    python = run_python(code, package_copy, CUDAGEN_BACKEND="python")
    assert compiled.keys() == python.keys()
    builtins = [n for n, v in compiled.items() if v[0] == "builtin_function_or_method"]
    # Every driver function of 13.0 is compiled but three whose parameter kind has no C form
    # (README); the deprecated ones too (they warn from C: test_driver_runtime.py).
    functions = [n for n, v in python.items() if n.startswith("cu")]
    others = set(functions) - set(builtins)
    assert others == {"cuPointerGetAttributes", "cuMemRangeGetAttributes", "cuStreamGetCaptureInfo"}
    deprecated = [n for n in builtins if "deprecated" in (python[n][4] or "").lower()]
    assert len(deprecated) >= 49 and "cuCtxAttach" in deprecated  # __CUDA_DEPRECATED in cuda.h 13.0
    assert all(python[n][0] == "function" for n in compiled if n not in builtins)
    for name in builtins:
        assert compiled[name][1:] == python[name][1:], name


def test_cudagen_build_compiles_in_place(package_copy: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = tmp_path / "generated"
    shutil.copytree(package_copy, root, ignore=shutil.ignore_patterns("*.so", "__pycache__"))
    # Unoptimized ($CFLAGS comes after _build.py's -O2): a quarter of the compile time; the
    # wheel's build below is the optimized one, as a user's.
    monkeypatch.setenv("CFLAGS", "-O0")
    assert cli.main(["build", "--out", str(root), "--release", "13.0"]) == 0
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    modules = [e.module for e in library_table.table() if "13.0" in e.wheels]  # what 13.0 binds
    assert len(modules) >= 9
    assert sorted(p.name for p in (root / "cuda_13_0").glob("*.so")) == sorted(f"_{m}{suffix}" for m in modules)
    assert run_python(IMPORT, root)["backend"] == "compiled"
    assert cli.main(["build", "--out", str(root), "--release", "9.9"]) == 1


def test_a_wheel_installs_and_imports_with_the_compiled_backend(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The one build with _build.py's own flags (-O2), as a user's wheel is built: of the smallest
    # release (11.8: driver, runtime, NVRTC), a fifth of 13.0's compile time.
    generated = tmp_path / "generated"
    shutil.copytree(REPO / "generated" / "cuda_11_8", generated / "cuda_11_8",
                    ignore=shutil.ignore_patterns("*.so", "__pycache__", "docs"))
    monkeypatch.setattr("cudagen.project.layout.GENERATED", generated)
    monkeypatch.delenv("CFLAGS", raising=False)
    assert cli.main(["wheel", "--release", "11.8", "--out", str(tmp_path / "dist")]) == 0
    (wheel,) = (tmp_path / "dist").glob("cudagen_cuda_11_8-*.whl")
    env = tmp_path / "venv"
    venv.create(env, with_pip=True)
    python = env / "bin" / "python"
    done = subprocess.run([str(python), "-m", "pip", "install", "-q", "--no-index", str(wheel)],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    check = subprocess.run([str(python), "-c", IMPORT.replace("cuda_13_0", "cuda_11_8")], capture_output=True,
                           text=True, cwd=tmp_path, env={"PATH": os.environ["PATH"]}, check=False)
    assert json.loads(check.stdout)["backend"] == "compiled", check.stderr


@pytest.mark.version_independent  # explain's report on 13.0 (the generator's classification: data)
def test_explain_says_which_backend_serves_a_function(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["explain", "cuDeviceGetAttribute", "--release", "13.0"]) == 0
    assert "Backend: compiled" in capsys.readouterr().out
    assert cli.main(["explain", "cuStreamGetCaptureInfo", "--release", "13.0"]) == 0
    assert "Backend: python (dependencies_out: array_ref_out has no C form)" in capsys.readouterr().out
    assert cli.main(["explain", "--summary", "--release", "13.0"]) == 0
    out = capsys.readouterr().out
    api = committed.package("cuda_13_0").library("driver")
    declared = len(api.functions)
    m = re.search(rf"driver \(CUDA 13.0\): {declared} functions;.*?; (\d+) compiled \(([\d.]+)%\)", out)
    assert m, out
    compiled = int(m.group(1))
    # Python only: three whose kinds have no C form (the deprecated ones are compiled too).
    python_only = sorted(re.findall(r"python only: (\w+) \(", out.split("runtime (CUDA 13.0)")[0]))
    assert python_only == ["cuMemRangeGetAttributes", "cuPointerGetAttributes", "cuStreamGetCaptureInfo"], out
    assert compiled == declared - 3
    assert m.group(2) == f"{100 * compiled / declared:.1f}"
    assert "python only: cuPointerGetAttributes (data: out_by_attributes has no C form)" in out


LAZY = """
import enum, json, pickle
from cuda_13_0 import driver
made_at_import = sorted(n for n in ("CUctx_flags", "CU_CTX_SCHED_AUTO", "CudaErrorInvalidValue") if n in vars(driver))
flags = driver.CUctx_flags
member = driver.CU_CTX_SCHED_BLOCKING_SYNC
error = driver.CudaErrorInvalidValue(1, "cuFoo")
star = {}
exec("from cuda_13_0.driver import *", star)
print(json.dumps({
    "backend": driver.BACKEND,
    "made_at_import": made_at_import,
    "same_class": flags is driver.CUctx_flags and member is flags.CU_CTX_SCHED_BLOCKING_SYNC,
    "int_enum": isinstance(member, enum.IntEnum) and int(member) == 4,
    "repr": repr(member),
    "pickled": pickle.loads(pickle.dumps(member)) is member,
    "error": [type(error).__name__, isinstance(error, driver.CUDADriverError), str(error),
              type(pickle.loads(pickle.dumps(error))) is type(error)],
    "in_dir": all(n in dir(driver) for n in ("CUctx_flags", "CU_CTX_SCHED_AUTO", "CudaErrorInvalidValue")),
    "star": all(n in star for n in ("CUctx_flags", "CU_CTX_SCHED_AUTO", "CudaErrorInvalidValue", "cuInit")),
    "missing": hasattr(driver, "cuNoSuchFunction"),
    "hook_gone": "__getattr__" not in vars(driver),
    "all_made": all(n in vars(driver) for n in driver._s.lazy_names(vars(driver))),
}))
"""


@pytest.mark.parametrize("backend", ["compiled", "python"])
def test_enums_constants_and_errors_are_made_on_first_use(package_copy: Path, backend: str) -> None:
    # Importing does not make them (the compiled backend: importing stays fast); the first use
    # of any makes them all, once, and removes the module's __getattr__ (so that CPython
    # specializes `driver.name` loads); they are real IntEnums, pickle by name, and `import *`
    # and dir() see them. The Python backend makes them all at import (its function bodies
    # look them up as globals).
    r = run_python(LAZY, package_copy, CUDAGEN_BACKEND=backend)
    assert r["backend"] == backend
    if backend == "compiled":
        assert r["made_at_import"] == []
    else:
        assert r["made_at_import"] == ["CU_CTX_SCHED_AUTO", "CUctx_flags", "CudaErrorInvalidValue"]
    assert r["same_class"] and r["int_enum"] and r["pickled"] and r["in_dir"] and r["star"]
    assert r["repr"] == "<CUctx_flags.CU_CTX_SCHED_BLOCKING_SYNC: 4>"
    assert r["error"][:2] == ["CudaErrorInvalidValue", True] and r["error"][3] is True
    assert r["error"][2].startswith("cuFoo: CUDA_ERROR_INVALID_VALUE (1): ")
    assert r["missing"] is False
    assert r["hook_gone"] and r["all_made"]


@pytest.mark.parametrize("module", ["cublas", "curand", "cufft", "nccl"])
def test_math_and_nccl_modules_are_compiled_and_stand_in(package_copy: Path, module: str) -> None:
    # All but cublasGetLoggerCallback (a callback returned: no C form) are served by the
    # extension, with the Python function's names, parameters and docstrings.
    code = f"""
import inspect, json
from cuda_13_0 import {module} as m
out = {{"backend": m.BACKEND, "functions": {{}}}}
for name in m.__all__:
    f = getattr(m, name)
    if callable(f) and (inspect.isfunction(f) or inspect.isbuiltin(f)):
        out["functions"][name] = [type(f).__name__, f.__name__, list(inspect.signature(f).parameters), f.__doc__]
print(json.dumps(out))
"""
    compiled = run_python(code, package_copy)
    python = run_python(code, package_copy, CUDAGEN_BACKEND="python")
    assert compiled["backend"] == "compiled" and python["backend"] == "python"
    assert compiled["functions"].keys() == python["functions"].keys()
    not_compiled = {n for n, v in compiled["functions"].items() if v[0] != "builtin_function_or_method"}
    assert not_compiled <= {"cublasGetLoggerCallback"}, not_compiled
    for name, value in compiled["functions"].items():
        assert value[1:] == python["functions"][name][1:], name


def test_the_build_command_takes_cflags_after_its_defaults_and_cflags_option_last(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # As setuptools does: $CFLAGS can turn off the optimization (-O0 after -O2 wins), and
    # _build.py --cflags comes after both.
    import importlib.util

    spec = importlib.util.spec_from_file_location("_build_of_13_0", REPO / "generated" / "cuda_13_0" / "_build.py")
    assert spec is not None and spec.loader is not None
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    monkeypatch.setenv("CFLAGS", "-O0 -g")
    monkeypatch.setenv("CC", "mycc --sysroot=/x")
    cmd = build.command("_driver", tmp_path / "out.so", extra=["-O1"])
    assert cmd[:2] == ["mycc", "--sysroot=/x"]
    assert cmd.index("-O2") < cmd.index("-O0") < cmd.index("-g") < cmd.index("-O1") < cmd.index("-o")
    monkeypatch.delenv("CFLAGS")
    assert "-O0" not in build.command("_driver", tmp_path / "out.so")
