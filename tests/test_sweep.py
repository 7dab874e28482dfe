"""A randomized sweep (hypothesis) over every generated driver function with wrong types, None
where it is not allowed, out-of-range integers and unsuitable buffers, against a fake driver
that counts C calls: no interpreter crash, no exception other than TypeError/ValueError/
OverflowError or the library's own errors, and no C call for an argument that must be refused."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from cudagen import ir, pipeline
from cudagen.typemap import TypeMap

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "sweep"))
from fake_all import fake_source  # noqa: E402

pytest.importorskip("hypothesis", reason="hypothesis is needed for the sweep")


def param_specs(api: ir.Api) -> list[tuple[str, list[list[object]]]]:
    """For each function: (python name, [(param, kind, lo, hi, struct class)]) from the IR."""
    view = pipeline.module_view(api)
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
                kind = "sequence"
            elif ann.startswith("_Buffer"):
                kind = "buffer"
            elif ann.startswith("_Callable"):
                kind = "callback"
            specs.append([p.name, kind, lo, hi, cls])
        out.append((fv.name, specs))
    return out


def test_argument_sweep(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    api = ir.from_json((ROOT / "generated" / "cuda_13_0" / "api.json").read_text()).library("driver")
    src = tmp_path / "fake_all.c"
    src.write_text(fake_source(api))
    lib = tmp_path / "libfake_all.so"
    subprocess.run(["gcc", "-shared", "-fPIC", "-O1", "-w", f"-I{ROOT / 'headers' / '13.0'}", str(src),
                    "-o", str(lib)], check=True)
    spec = {"generated": str(ROOT / "generated"), "package": "cuda_13_0", "fake": str(lib), "examples": 12,
            "functions": param_specs(api)}
    done = subprocess.run([sys.executable, str(ROOT / "tests" / "sweep" / "sweep.py")], input=json.dumps(spec),
                          capture_output=True, text=True, env={"CUDAGEN_LIBCUDA": str(lib), "PATH": "/usr/bin:/bin"},
                          timeout=600)
    assert done.returncode == 0, f"the sweep process died ({done.returncode}):\n{done.stderr[-3000:]}"
    report = json.loads(done.stdout)
    with capsys.disabled():
        print(f"\nsweep: {len(spec['functions'])} functions, {report['calls']} calls, {report['refused']} refused "
              f"before C, {report['c_calls']} C calls, {len(report['violations'])} violations")
    assert report["calls"] > 2000
    assert not report["violations"], "\n".join(report["violations"][:60])
