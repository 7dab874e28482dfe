"""A randomized sweep (hypothesis) over every generated driver function with wrong types, None
where it is not allowed, out-of-range integers and unsuitable buffers, against a fake driver
that counts C calls: no interpreter crash, no exception other than TypeError/ValueError/
OverflowError or the library's own errors, and no C call for an argument that must be refused."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from cudagen import ir
from cudagen.frontend.clang import STANDIN_INCLUDE
from cudagen.project import libraries
from cudagen.rules.typemap import TypeMap

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


def fake_library(tmp_path: Path, api: ir.Api) -> Path:
    """The fake driver of every function of `api`, built once under `tmp_path`."""
    lib = tmp_path / "libfake_all.so"
    if not lib.exists():
        src = tmp_path / "fake_all.c"
        src.write_text(fake_source(api))
        subprocess.run(["gcc", "-shared", "-fPIC", "-O1", "-w", f"-I{ROOT / 'headers' / '13.0'}",
                        f"-I{STANDIN_INCLUDE}", str(src),
                        "-o", str(lib)], check=True)
    return lib


def run_sweeps(tmp_path: Path, generated: Path, backends: list[str]) -> dict[str, dict[str, Any]]:
    """The sweep on each backend, each in its own process, the processes side by side."""
    api = ir.from_json((ROOT / "generated" / "cuda_13_0" / "api.json").read_text()).library("driver")
    lib = fake_library(tmp_path, api)
    functions = param_specs(api)
    spec = tmp_path / "spec.json"
    spec.write_text(json.dumps({"generated": str(generated), "package": "cuda_13_0", "fake": str(lib),
                                "examples": 12, "functions": functions}))
    processes: dict[str, subprocess.Popen[bytes]] = {}
    reports = {}
    try:
        for backend in backends:  # output to files: a full pipe would stall a process until its turn
            with spec.open() as stdin, (tmp_path / f"{backend}.out").open("w") as out, \
                    (tmp_path / f"{backend}.err").open("w") as err:
                processes[backend] = subprocess.Popen(
                    [sys.executable, str(ROOT / "tests" / "sweep" / "sweep.py")], stdin=stdin, stdout=out,
                    stderr=err, env={"CUDAGEN_LIB_CUDA": str(lib), "PATH": "/usr/bin:/bin",
                                     "CUDAGEN_BACKEND": backend})
        for backend, process in processes.items():
            process.wait(timeout=600)
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
