"""A randomized sweep (hypothesis) over every generated driver function with wrong types, None
where it is not allowed, out-of-range integers and unsuitable buffers, against a fake driver
that counts C calls: no interpreter crash, no exception other than TypeError/ValueError/
OverflowError or the library's own errors, and no C call for an argument that must be refused."""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import committed
import pytest

from cudagen import ir
from cudagen.frontend.clang import STANDIN_INCLUDE
from cudagen.project import libraries
from cudagen.rules.typemap import TypeMap

pytestmark = pytest.mark.slow  # the compiled backend and a fake driver built with gcc

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "sweep"))
from fake_all import fake_source  # noqa: E402

pytest.importorskip("hypothesis", reason="hypothesis is needed for the sweep")


def param_specs(api: ir.Api) -> list[tuple[str, list[list[object]]]]:
    """For each function: (python name, [(param, kind, lo, hi, struct class)]) from the IR."""
    view = libraries.view(api)
    types = TypeMap(api)
    by_name = {f.name: f for f in api.functions}
    out = []
    for fv in view.functions:
        fn = by_name[fv.rules.name]
        cparams = {p.name: p for p in fn.params}
        specs: list[list[object]] = []
        rules = {r.name: r for r in fv.rules.params}
        for p in fv.params:
            c_name = next((c for c in cparams if c == p.name or c + "_" == p.name), p.name)
            rule = rules.get(c_name)
            ann = p.annotation
            kind, lo, hi, cls = "any", 0, 0, ""
            if rule is not None and rule.kind == "value":
                r = types.resolve(cparams[c_name].type)
                bounds = types.int_range(cparams[c_name].type)
                if r.category == "handle" and r.ctype.kind == "pointer":
                    kind = "handle"
                elif r.category in ("int", "enum", "handle") and bounds:
                    kind, (lo, hi) = "int", bounds
            elif ann in ("str | bytes | None", "str | bytes"):
                kind = "string" if ann.endswith("None") else "string_not_null"
            elif rule is not None and rule.kind == "struct_in":
                kind, cls = ("struct" if ann.endswith("| None") else "struct_not_null"), ann.split(" | ")[0]
            elif ann.startswith("_Sequence"):
                kind = "sequence_or_address" if "| int" in ann else "sequence"
            elif ann.startswith("_Buffer"):
                kind = "buffer"
            elif ann.startswith("_Callable"):
                kind = "callback"
            specs.append([p.name, kind, lo, hi, cls])
        out.append((fv.name, specs))
    return out


def fake_library(tmp_path: Path, api: ir.Api, status: str = "CUDA_ERROR_INVALID_VALUE") -> Path:
    """The fake driver of every function of `api` (each returning `status`), built once under
    `tmp_path`."""
    lib = tmp_path / f"libfake_all_{status}.so"
    if not lib.exists():
        src = tmp_path / f"fake_all_{status}.c"
        src.write_text(fake_source(api, status))
        subprocess.run(["gcc", "-shared", "-fPIC", "-O1", "-w", *shlex.split(os.environ.get("CUDAGEN_TEST_CFLAGS", "")),
                        f"-I{ROOT / 'headers' / '13.0'}", f"-I{STANDIN_INCLUDE}", str(src),
                        "-o", str(lib)], check=True)
    return lib


# What the sweep's processes inherit besides their own settings: the sanitizers' (make sanitize).
PASSED_ON = ("LD_PRELOAD", "ASAN_OPTIONS", "UBSAN_OPTIONS", "CUDAGEN_TEST_CFLAGS")


def run_sweeps(tmp_path: Path, generated: Path, backends: list[str], python: str = sys.executable,
               refcount: int = 0, pythonpath: str = "", status: str = "CUDA_ERROR_INVALID_VALUE",
               ) -> dict[str, dict[str, Any]]:
    """The sweep on each backend, each in its own process, the processes side by side; with
    `refcount`, each function then called that many more times (a debug CPython's `python`);
    the fake's functions return `status`."""
    api = committed.package("cuda_13_0").library("driver")
    lib = fake_library(tmp_path, api, status)
    functions = param_specs(api)
    spec = tmp_path / "spec.json"
    spec.write_text(json.dumps({"generated": str(generated), "package": "cuda_13_0", "fake": str(lib),
                                "examples": 12, "functions": functions, "refcount": refcount}))
    env = {k: os.environ[k] for k in PASSED_ON if k in os.environ}
    if pythonpath:
        env["PYTHONPATH"] = pythonpath
    processes: dict[str, subprocess.Popen[bytes]] = {}
    reports = {}
    try:
        for backend in backends:  # output to files: a full pipe would stall a process until its turn
            with spec.open() as stdin, (tmp_path / f"{backend}.out").open("w") as out, \
                    (tmp_path / f"{backend}.err").open("w") as err:
                processes[backend] = subprocess.Popen(
                    [python, str(ROOT / "tests" / "sweep" / "sweep.py")], stdin=stdin, stdout=out,
                    stderr=err, env={**env, "CUDAGEN_LIB_CUDA": str(lib), "PATH": "/usr/bin:/bin",
                                     "CUDAGEN_BACKEND": backend})
        for backend, process in processes.items():
            process.wait(timeout=1800 if refcount else 600)
            stderr = (tmp_path / f"{backend}.err").read_text()
            last = stderr.strip().splitlines()[-1:] or ["(none)"]
            assert process.returncode == 0, (f"the sweep process died ({process.returncode}) on the {backend} "
                                             f"backend, last in {last[0]}:\n{stderr[-3000:]}")
            report: dict[str, Any] = json.loads((tmp_path / f"{backend}.out").read_text())
            report["functions"] = len(functions)
            assert report["backend"] == backend
            reports[backend] = report
    finally:
        for process in processes.values():  # one that failed or hung leaves none behind
            if process.poll() is None:
                process.kill()
                process.wait()
    return reports


@pytest.fixture(scope="module")
def sweeps(tmp_path_factory: pytest.TempPathFactory, package_copy: Path) -> dict[str, dict[str, Any]]:
    """The sweep on both backends (the package copy has its compiled backend built)."""
    return run_sweeps(tmp_path_factory.mktemp("sweep"), package_copy, ["python", "compiled"])


@pytest.mark.parametrize("backend", ["python", "compiled"])
def test_argument_sweep(sweeps: dict[str, dict[str, Any]], backend: str, capsys: pytest.CaptureFixture[str]) -> None:
    report = sweeps[backend]
    with capsys.disabled():
        print(f"\nsweep ({backend}): {report['functions']} functions, {report['calls']} calls, {report['refused']} "
              f"refused before C, {report['c_calls']} C calls, {len(report['violations'])} violations")
    assert report["calls"] > 2000
    assert not report["violations"], "\n".join(report["violations"][:60])


def test_both_backends_answer_every_sweep_call_alike(sweeps: dict[str, dict[str, Any]]) -> None:
    # The differential test: the same calls (hypothesis derandomized) on both backends give the
    # same values, the same exceptions with the same messages, and the same number of C calls.
    python, compiled = sweeps["python"]["outcomes"], sweeps["compiled"]["outcomes"]
    assert len(python) == len(compiled) > 2000
    differ = [f"python:   {p}\ncompiled: {c}" for p, c in zip(python, compiled, strict=True) if p != c]
    assert not differ, f"{len(differ)} calls differ:\n" + "\n".join(differ[:20])


def _debug_python() -> str | None:
    """The CPython built --with-pydebug (sys.gettotalrefcount) that CUDAGEN_DEBUG_PYTHON names
    (`bash .ci/debug-python` finds or installs one: Debian's python3.11-dbg); CI sets it for
    one run of the suite, not for every Python's."""
    python = os.environ.get("CUDAGEN_DEBUG_PYTHON")
    if python and subprocess.run([python, "-c", "import sys; sys.gettotalrefcount"],
                                 capture_output=True).returncode == 0:
        return python
    return None


def test_no_reference_leaks(tmp_path: Path, build_package: Callable[..., Path]) -> None:
    """Every compiled driver function, on a debug CPython, called 10,000 times with the sweep's
    good and bad arguments (errors raised, calls handed to the Python body): the interpreter's
    total refcount is where it was (a leaked reference per call would show as 10,000)."""
    python = _debug_python()
    if python is None:
        pytest.skip("no debug CPython: set CUDAGEN_DEBUG_PYTHON (bash .ci/debug-python finds or installs one)")
    import hypothesis

    # hypothesis comes from this suite's venv (below): only for an interpreter of its version.
    theirs = subprocess.run([python, "-c", "import sys; print(*sys.version_info[:2])"], capture_output=True,
                            text=True, check=True).stdout.split()
    if [int(x) for x in theirs] != list(sys.version_info[:2]):
        pytest.skip(f"the debug CPython is {'.'.join(theirs)}, this suite's venv is "
                    f"{sys.version_info.major}.{sys.version_info.minor}: its test tools would not load there")
    calls = int(os.environ.get("CUDAGEN_REFCOUNT_CALLS", "1000"))
    package = build_package(python, "_driver")
    # hypothesis and its dependencies are pure Python: the test venv's site-packages serve.
    site = str(Path(hypothesis.__file__).resolve().parents[1])
    # Against a driver whose every function fails (errors raised) and one whose every function
    # succeeds (the outputs converted and returned).
    for status in ("CUDA_ERROR_INVALID_VALUE", "CUDA_SUCCESS"):
        (tmp_path / status).mkdir()
        report = run_sweeps(tmp_path / status, package, ["compiled"], python=python, refcount=calls,
                            pythonpath=site, status=status)["compiled"]
        assert report["backend"] == "compiled" and not report["violations"]
        counted = report["refcount"]
        assert len(counted) == report["functions"] > 400
        # A few references may stay for good after the warm-up rounds (a cache filled at its
        # limit, an interned string); a leak per call is `calls` or more.
        leaks = [(name, gained) for name, gained in counted if gained > min(64, calls // 4)]
        assert not leaks, f"total refcount gained over {calls} calls, every function returning {status}: {leaks[:20]}"


def test_both_backends_answer_alike_when_the_driver_succeeds(tmp_path: Path, package_copy: Path) -> None:
    """The differential sweep again, against a driver whose every function returns CUDA_SUCCESS
    (writing nothing): the outputs' conversions run, with the same results on both backends."""
    reports = run_sweeps(tmp_path, package_copy, ["python", "compiled"], status="CUDA_SUCCESS")
    python, compiled = reports["python"]["outcomes"], reports["compiled"]["outcomes"]
    assert not reports["python"]["violations"] and not reports["compiled"]["violations"]
    assert len(python) == len(compiled) > 2000
    returned = [o for o in compiled if "Error" not in o.split("C call(s), ", 1)[1].split(":", 1)[0]]
    assert len(returned) > 500  # values came back from C, through each output's conversion
    differ = [f"python:   {p}\ncompiled: {c}" for p, c in zip(python, compiled, strict=True) if p != c]
    assert not differ, f"{len(differ)} calls differ:\n" + "\n".join(differ[:20])


def test_hostile_arguments_are_drawn_and_answered_alike(sweeps: dict[str, dict[str, Any]]) -> None:
    """The sweep's hostile candidates reach the functions: an __index__ that raises comes out as
    it is (before C), NaN and 2**200 are refused, and a list whose __len__ raises is answered
    the same on both backends (the differential test above compares every call)."""
    outcomes = sweeps["compiled"]["outcomes"]
    assert sum("0 C call(s), ValueError: this __index__ refuses" in o for o in outcomes) > 10
    assert any("0 C call(s), ValueError: this __len__ refuses" in o for o in outcomes)
    # LyingLen (2 elements claiming 4096): refused where a length must match, never read past
    assert any("4096 elements" in o and "0 C call(s)" in o for o in outcomes)
