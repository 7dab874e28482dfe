"""cudagen as people install it: a wheel built from this checkout, installed into a fresh venv,
run from a folder outside the checkout. Templates, rules and builtin headers come from the
wheel; commands that need the vendored releases say so in one line.

Offline by design (a fresh CI machine has just run `make setup`; nothing else may be fetched):
the wheel is built with --no-build-isolation by this Python's setuptools, installed with
--no-index --no-deps, and its dependencies (libclang, jinja2, black) are taken from this Python's
site-packages through a .pth line placed after the venv's own site-packages, so `cudagen` itself
can only come from the wheel (checked).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from collections.abc import Sequence
from pathlib import Path

import pytest

import cudagen
from cudagen.runtime import SHIPPED, object_layer_files

pytestmark = pytest.mark.slow  # builds and installs cudagen's own wheel with pip

REPO = Path(__file__).resolve().parents[1]
HEADERS = REPO / "tests" / "headers"
SOURCES = ("pyproject.toml", "README.md", "LICENSE", "CHANGELOG.md", "generator", "templates", "headers")
VENDORED = REPO / "headers"
GENERATED = REPO / "generated"


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """cudagen's wheel, built from a copy of the files the build reads (the checkout stays as it is)."""
    tmp = tmp_path_factory.mktemp("wheel")
    src = tmp / "src"
    src.mkdir()
    for name in SOURCES:
        path = REPO / name
        if path.is_dir():
            shutil.copytree(path, src / name, ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
        else:
            shutil.copy2(path, src / name)
    dist = tmp / "dist"
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index",
         "-q", "-w", str(dist), str(src)],
        capture_output=True, text=True, check=False, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Deprecat" not in done.stdout + done.stderr, done.stdout + done.stderr
    (built,) = dist.glob("cudagen-*.whl")
    return built


@pytest.fixture(scope="module")
def venv(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv with the wheel installed; returns its bin/ folder."""
    root = tmp_path_factory.mktemp("venv") / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(root)], check=True, timeout=120)
    python = root / "bin" / "python"
    done = subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-index", "--no-deps",
         str(wheel)],
        capture_output=True, text=True, check=False, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    site = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          capture_output=True, text=True, check=True).stdout.strip()
    # After the venv's own site-packages: cudagen's dependencies, from the Python running the tests.
    deps = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    (Path(site) / "zz_cudagen_test_deps.pth").write_text("".join(f"{d}\n" for d in sorted(deps)))
    return root / "bin"


def run(bin_dir: Path, argv: Sequence[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "CUDAGEN_CACHE_DIR", "VIRTUAL_ENV")}
    env["PATH"] = f"{bin_dir}{os.pathsep}{env.get('PATH', '')}"
    return subprocess.run(list(argv), cwd=cwd, env=env, capture_output=True, text=True, check=False, timeout=300)


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    """A working folder outside the checkout, holding copies of the test headers."""
    work = tmp_path / "work"
    work.mkdir()
    shutil.copy2(HEADERS / "functions.h", work)
    for name in ("old", "new"):  # one library, two releases
        (work / name).mkdir()
        shutil.copy2(HEADERS / "diff" / f"{name}.h", work / name / "difflib.h")
    assert REPO not in work.resolve().parents
    return work


def test_the_wheel_holds_templates_rules_runtime_builtin_headers_and_metadata(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
        meta = zf.read(f"cudagen-{cudagen.__version__}.dist-info/METADATA").decode()
    templates = {p.name for p in (REPO / "templates").glob("*.j2")}
    assert templates and {f"cudagen/templates/{t}" for t in templates} <= names
    rules = {p.name for p in (REPO / "generator" / "cudagen" / "rules").glob("*.toml")}
    assert {f"cudagen/rules/{r}" for r in rules} <= names
    include = REPO / "generator" / "cudagen" / "frontend" / "include"
    headers = {p.relative_to(include).as_posix() for p in include.rglob("*.h")}  # stand-ins in subfolders too
    assert headers and {f"cudagen/frontend/include/{h}" for h in headers} <= names, sorted(headers)
    runtime = {f"cudagen/runtime/{source}" for source in SHIPPED.values()}  # what every package ships
    runtime |= {f"cudagen/runtime/{name}" for name in object_layer_files()}  # core/, subfolders too
    assert runtime <= names, sorted(runtime - names)
    assert f"cudagen-{cudagen.__version__}.dist-info/licenses/LICENSE" in names
    assert "License-Expression: Apache-2.0" in meta
    assert f"Version: {cudagen.__version__}" in meta
    assert "Programming Language :: Python :: 3.13" in meta
    assert not any(n.startswith(("headers/", "generated/", "tests/")) for n in names)
    # The vendored releases, for --with runtime=13.5: the table, the manifest, every header.
    vendored = {p.relative_to(VENDORED).as_posix() for p in VENDORED.rglob("*") if p.is_file()}
    assert {"libraries.toml", "manifest.toml", "13.5/cuda_runtime_api.h", "13.0/crt/host_defines.h"} <= vendored
    missing = {f"cudagen/headers/{v}" for v in vendored} - names
    assert not missing, sorted(missing)


def test_installed_cudagen_comes_from_the_wheel(venv: Path, outside: Path) -> None:
    done = run(venv, [str(venv / "python"), "-c", "import cudagen; print(cudagen.__file__)"], outside)
    assert done.returncode == 0, done.stderr
    assert Path(done.stdout.strip()).is_relative_to(venv.parent)
    for argv in (["cudagen", "--version"], [str(venv / "python"), "-m", "cudagen", "--version"]):
        done = run(venv, argv, outside)
        assert (done.returncode, done.stdout.strip()) == (0, f"cudagen {cudagen.__version__}"), done.stderr


def test_generate_dump_ir_diff_and_explain_from_a_header_outside_the_checkout(venv: Path, outside: Path) -> None:
    done = run(venv, ["cudagen", "generate", "--header", "functions.h", "--out", "pkg/functions"], outside)
    assert done.returncode == 0, done.stderr
    assert {"functions.py", "functions.pyi", "_support.py", "api.json"} <= {
        p.name for p in (outside / "pkg" / "functions").iterdir()}
    # The package imports with nothing but the standard library (the pure-Python backend).
    done = run(venv, [str(venv / "python"), "-I", "-c", "import sys; sys.path.insert(0, 'pkg'); "
                      "from functions import functions as f; print(callable(f.fooGetCount))"], outside)
    assert done.stdout.strip() == "True", done.stderr

    for name in ("old", "new"):
        done = run(venv, ["cudagen", "dump-ir", "--header", f"{name}/difflib.h"], outside)
        assert done.returncode == 0, done.stderr
        (outside / f"{name}.json").write_text(done.stdout)
    done = run(venv, ["cudagen", "diff", "old.json", "new.json", "--fail-on", "breaking"], outside)
    assert done.returncode == 3, done.stderr
    assert "diffRemovedFunction" in done.stdout

    done = run(venv, ["cudagen", "explain", "fooGetCount", "--header", "functions.h"], outside)
    assert done.returncode == 0, done.stderr
    assert "fooGetCount  (functions, functions.h;" in done.stdout and "count" in done.stdout


def test_generate_with_a_vendored_release_outside_the_checkout(venv: Path, outside: Path) -> None:
    """README's promise: the installed tool takes --with MODULE=RELEASE from the vendored headers it
    ships. cusparse.h alone in a folder, CUDA's types from 13.5: the module the checkout commits."""
    (outside / "cusparse").mkdir()
    shutil.copy2(VENDORED / "13.5" / "cusparse.h", outside / "cusparse")
    done = run(venv, ["cudagen", "generate", "--header", "cusparse/cusparse.h", "--with", "runtime=13.5",
                      "--out", "pkg/cusparse"], outside)
    assert done.returncode == 0, done.stderr
    for name in ("cusparse.py", "cusparse.pyi", "_cusparse_bodies.py"):
        assert (outside / "pkg" / "cusparse" / name).read_bytes() == (GENERATED / "cuda_13_5" / name).read_bytes(), name


def test_every_vendored_release_is_there_for_with(venv: Path, outside: Path) -> None:
    """Each release --with accepts in a checkout works installed: a header using the runtime's and
    the driver's types takes them (and CUDA_RELEASE) from that release."""
    (outside / "mine.h").write_text("#include <cuda.h>\n#include <cuda_runtime_api.h>\n"
                                     "int mineRun(cudaStream_t stream, CUdevice device);\n")
    releases = sorted(p.name for p in VENDORED.iterdir() if p.is_dir())
    assert len(releases) >= 4, releases
    for release in releases:
        out = f"pkg_{release.replace('.', '_')}/mine"
        done = run(venv, ["cudagen", "generate", "--header", "mine.h", "--with", f"runtime={release}", "--with",
                          f"driver={release}", "--out", out], outside)
        assert done.returncode == 0, (release, done.stderr)
        init = (outside / out / "__init__.py").read_text()
        assert f'CUDA_RELEASE = "{release}"' in init, (release, init[:400])


@pytest.mark.parametrize("argv", [
    ["cudagen", "generate"],
    ["cudagen", "generate", "--release", "13.0"],
    ["cudagen", "diff", "12.9", "13.0"],
    ["cudagen", "explain", "cuInit"],
    ["cudagen", "dump-ir", "--release", "13.0"],
    ["cudagen", "check-usage", "app.py", "--from", "12.9", "--to", "13.0"],
    ["cudagen", "build"],
    ["cudagen", "wheel"],
    ["python", "-m", "cudagen.tools.headers", "verify"],
])  # fmt: skip
def test_commands_that_need_a_checkout_say_so_in_one_line(venv: Path, outside: Path, argv: list[str]) -> None:
    (outside / "app.py").write_text("from cuda_12_9 import driver\n")
    done = run(venv, argv, outside)
    assert done.returncode == 1, (done.stdout, done.stderr)
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in done.stderr, done.stderr
    assert ("checkout" in lines[0]) and ("pass" in lines[0] or "run it" in lines[0]), lines[0]
