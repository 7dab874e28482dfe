"""cudagen diff's Python section: each change of the generated Python API found and classified
(tests/headers/pydiff/old.h -> new.h), the model it compares, the report formats, and facts
about 12.9 -> 13.0 checked against the headers."""

from __future__ import annotations

import json
from pathlib import Path

import committed
import pytest

from cudagen import cli, ir
from cudagen.tools import pyapi, pydiff

pytestmark = pytest.mark.version_independent  # Python API diffs of IR (data)

ROOT = Path(__file__).resolve().parents[1]
PAIR = ROOT / "tests" / "headers" / "pydiff"


@pytest.fixture(scope="module")
def pair(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    out = tmp_path_factory.mktemp("pydiff")
    for side in ("old", "new"):
        assert cli.main(["generate", "--header", str(PAIR / f"{side}.h"), "--out", str(out / side),
                         "--module", "pylib"]) == 0
    return out / "old", out / "new"


def model(package: Path) -> pyapi.PyApi:
    return pyapi.from_package(ir.from_json((package / "api.json").read_text()))


@pytest.fixture(scope="module")
def changes(pair: tuple[Path, Path]) -> dict[tuple[str, str], pydiff.PyChange]:
    found = pydiff.diff_apis(model(pair[0]), model(pair[1]))
    out = {(c.name, c.change): c for c in found}
    assert len(out) == len(found)  # one change per (name, change)
    return out


# (name, change) -> severity, worked out from old.h and new.h by hand (the comments say why).
EXPECTED = {
    ("pyGone", "removed"): "breaking",
    ("pyLegacy", "removed"): "breaking",  # its \deprecated named pyCurrent: the fix
    ("pyDeprecatedLater", "deprecated"): "compatible",
    ("pyAddsParam.props", "added"): "breaking",  # const pyProps * before flags (pctx is returned)
    ("pyDropsParam.b", "removed"): "breaking",
    ("pyRenames.flags", "renamed"): "breaking",  # to options: keyword callers break
    ("pyReorders", "reordered"): "breaking",  # (dst, src) -> (src, dst)
    ("pyDerives.total", "derived"): "breaking",  # same C; its doc now says "Number of values"
    ("pyDerives.total", "classification"): "compatible",  # value -> count [values]: the reason
    ("pyDerives.values", "classification"): "compatible",  # array_in without count -> with total
    ("pyMoreOutputs", "arity"): "breaking",  # int -> (a, b)
    ("pyRetypedOutput", "retyped"): "breaking",  # int -> float
    ("pyNarrowedOutput", "retyped"): "compatible",  # int -> pyDevice, an int
    ("pyMode.PY_MODE_GONE", "removed"): "breaking",
    ("pyMode.PY_MODE_OLD_NAME", "removed"): "breaking",  # PY_MODE_NEW_NAME took its value
    ("pyMode.PY_MODE_NEW_NAME", "added"): "compatible",
    ("pyMode.PY_MODE_MOVES", "value"): "compatible",  # 2 -> 4: names follow
    ("pyMode.PY_MODE_A", "deprecated"): "compatible",
    ("pyResult.PY_ERROR_GONE", "removed"): "breaking",
    ("PyErrorGone", "removed"): "breaking",  # its exception class
    ("pyProps.gone", "removed"): "breaking",
    ("pyProps.retyped", "retyped"): "breaking",  # int -> float
    ("pyProps.engines", "added"): "compatible",
    ("pyProps.kept", "deprecated"): "compatible",
    ("pyNewName", "added"): "compatible",
    ("pyOldName", "aliased"): "compatible",  # a struct, now another name of pyNewName
    ("pyNewName_st", "added"): "compatible",
    ("pyOldName_st", "removed"): "breaking",
    ("pyStream", "removed"): "breaking",  # a handle type
    ("PY_FLAG_GONE", "removed"): "breaking",
    ("PY_FLAG_OLD", "deprecated"): "compatible",
    ("PY_LIMIT", "value"): "compatible",
}


@pytest.mark.parametrize(("key", "severity"), sorted(EXPECTED.items()))
def test_each_change_is_found_and_classified(
    changes: dict[tuple[str, str], pydiff.PyChange], key: tuple[str, str], severity: str
) -> None:
    assert key in changes, sorted(changes)
    assert changes[key].severity == severity


def test_nothing_else_is_reported(changes: dict[tuple[str, str], pydiff.PyChange]) -> None:
    assert set(changes) == set(EXPECTED)  # pyUnchanged, pyCurrent, pyCtx, pyDevice: no change


@pytest.mark.parametrize(
    ("key", "fix"),
    [
        (("pyLegacy", "removed"), "use `pyCurrent`"),
        (("pyAddsParam.props", "added"), "pass `props`: `pyAddsParam(props, flags)`"),
        (("pyDropsParam.b", "removed"), "drop the argument: `pyDropsParam(a)`"),
        (("pyDerives.total", "derived"), "drop the argument: `pyDerives(values)`"),
        (("pyRenames.flags", "renamed"), "pass it as `options=` (positional calls are unaffected)"),
        (("pyReorders", "reordered"), "pass them in the new order, or by keyword: `pyReorders(src, dst)`"),
        (("pyMoreOutputs", "arity"), "`a, b = pyMoreOutputs(...)`"),
        (("pyMode.PY_MODE_OLD_NAME", "removed"), "use `PY_MODE_NEW_NAME` (added with the same value)"),
        (("pyProps.kept", "deprecated"), "use `engines`"),
        (("pyMode.PY_MODE_GONE", "removed"), ""),  # nothing took its place: no fix made up
    ],
)
def test_fixes(changes: dict[tuple[str, str], pydiff.PyChange], key: tuple[str, str], fix: str) -> None:
    assert changes[key].fix == fix


def test_a_derived_count_is_told_apart_from_a_removed_parameter(
        changes: dict[tuple[str, str], pydiff.PyChange]) -> None:
    assert changes[("pyDerives.total", "derived")].detail == "total is now derived from len(values)"


def test_the_c_diff_sees_no_change_where_only_the_binding_changed(pair: tuple[Path, Path]) -> None:
    from cudagen.tools import diff

    old, new = (ir.from_json((p / "api.json").read_text()) for p in pair)
    c_names = {c.name for c in diff.diff_packages(old, new)}
    assert "pyDerives" not in c_names  # same C declaration; the doc text changed the binding


# --- the model ----------------------------------------------------------------------------


def test_the_model_round_trips_through_json_and_is_stable(pair: tuple[Path, Path]) -> None:
    api = model(pair[1])
    text = pyapi.to_json(api)
    assert pyapi.from_json(text) == api
    assert pyapi.to_json(model(pair[1])) == text  # built twice: the same bytes


def test_the_model_is_what_the_stubs_say(pair: tuple[Path, Path]) -> None:
    (module,) = model(pair[1]).modules
    f = {f.name: f for f in module.functions}
    assert f["pyAddsParam"].signature == "pyAddsParam(props, flags) -> pyCtx"
    assert [b.kind for b in f["pyDerives"].bindings] == ["array_in", "count"]
    stub = (pair[1] / "pylib.pyi").read_text()
    assert "def pyAddsParam(props: pyProps | None, flags: _SupportsInt) -> pyCtx: ..." in stub


# --- reports ------------------------------------------------------------------------------


def test_every_report_has_a_python_section(pair: tuple[Path, Path], capsys: pytest.CaptureFixture[str]) -> None:
    cli.main(["diff", str(pair[0]), str(pair[1]), "--format", "md"])
    out = capsys.readouterr().out
    assert out.startswith("# CUDA API changes")
    assert "\n## Python API\n" in out
    assert "| `pyAddsParam.props` | added | breaking |" in out


def test_python_only(pair: tuple[Path, Path], capsys: pytest.CaptureFixture[str]) -> None:
    cli.main(["diff", str(pair[0]), str(pair[1]), "--format", "md", "--python"])
    out = capsys.readouterr().out
    assert out.startswith("# Python API changes")
    assert "breaking (ABI)" not in out  # no C section
    cli.main(["diff", str(pair[0]), str(pair[1]), "--format", "json", "--python"])
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"schema", "old", "new", "python"}
    assert len(data["python"]["changes"]) == len(EXPECTED)
    assert set(data["python"]["changes"][0]) == {"library", "kind", "name", "change", "severity", "detail", "fix"}
    assert data["python"]["summary"] == {"pylib": {
        "breaking": sum(s == "breaking" for s in EXPECTED.values()),
        "compatible": sum(s == "compatible" for s in EXPECTED.values())}}


@pytest.mark.parametrize(("fail_on", "code"), [("none", 0), ("breaking", 3), ("any", 3)])
def test_fail_on_counts_python_changes(pair: tuple[Path, Path], fail_on: str, code: int) -> None:
    assert cli.main(["diff", str(pair[0]), str(pair[1]), "--python", "--format", "json", "--fail-on", fail_on]) == code


def test_a_binding_change_alone_fails_on_breaking(tmp_path: Path) -> None:
    # Only a parameter's doc differs: no C change, yet Python callers of fooSet break.
    a = "typedef enum r_enum { R_OK = 0 } r;\n/** \\param values - V \\param total - %s */\nr fooSet(const int *values, unsigned total);\n"
    for side, doc in (("a", "How many"), ("b", "Number of values")):
        (tmp_path / f"{side}.h").write_text(a % doc)
        assert cli.main(["generate", "--header", str(tmp_path / f"{side}.h"), "--out", str(tmp_path / side),
                         "--module", "lib"]) == 0
    args = ["diff", str(tmp_path / "a"), str(tmp_path / "b"), "--fail-on", "breaking"]
    assert cli.main(args) == 3
    assert cli.main([*args, "--python"]) == 3


def test_identical_inputs_report_no_python_change(pair: tuple[Path, Path],
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["diff", str(pair[1]), str(pair[1]), "--fail-on", "any"]) == 0
    assert "Python API: no changes" in capsys.readouterr().out


# --- real releases (each fact checked in headers/12.9 and headers/13.0) -------------------


@pytest.fixture(scope="module")
def release_changes() -> dict[tuple[str, str], pydiff.PyChange]:
    old, new = committed.python_api("cuda_12_9"), committed.python_api("cuda_13_0")
    return {(c.name, c.change): c for c in pydiff.diff_apis(old, new)}


def test_12_9_to_13_0_python_changes(release_changes: dict[tuple[str, str], pydiff.PyChange]) -> None:
    c = release_changes
    # cuCtxCreate(CUcontext *pctx, unsigned int flags, CUdevice dev) gained CUctxCreateParams *
    # ctxCreateParams after pctx, which the binding returns: the new first argument.
    added = c[("cuCtxCreate.ctxCreateParams", "added")]
    assert added.severity == "breaking" and added.library == "driver"
    assert added.fix == "pass `ctxCreateParams`: `cuCtxCreate(ctxCreateParams, flags, dev)`"
    # cudaDeviceProp's deprecated fields are gone in 13.0 (driver_types.h).
    for field in ("clockRate", "memoryClockRate", "computeMode", "kernelExecTimeoutEnabled", "deviceOverlap"):
        assert c[(f"cudaDeviceProp.{field}", "removed")].severity == "breaking"
    assert c[("cudaDeviceProp.deviceOverlap", "removed")].fix == "use `asyncEngineCount`"  # "Use instead ..."
    # cudaGraphKernelNodeCopyAttributes(hSrc, hDst) became (hDst, hSrc): positional calls swap.
    assert c[("cudaGraphKernelNodeCopyAttributes", "reordered")].detail == "(hSrc, hDst) became (hDst, hSrc)"
    # cuMemAdvise's last parameter, CUdevice device, became CUmemLocation location.
    assert c[("cuMemAdvise.device", "renamed")].severity == "breaking"
    # cuGraphNodeGetDependencies gained a CUgraphEdgeData * output: a tuple now.
    assert c[("cuGraphNodeGetDependencies", "arity")].fix == "`dependencies, edgeData = cuGraphNodeGetDependencies(...)`"
    # 12.9's cuCtxCreate_v4 is gone: 13.0's cuCtxCreate is that function (cuda.h 13.0 binds it).
    assert c[("cuCtxCreate_v4", "removed")].fix == "use `cuCtxCreate` (the same function now)"
    assert c[("cuCtxCreate_v3", "removed")].fix == ""  # another signature: no fix made up
    # cudaThreadSynchronize is gone; 12.9 deprecated it for cudaDeviceSynchronize.
    assert c[("cudaThreadSynchronize", "removed")].fix == "use `cudaDeviceSynchronize`"
