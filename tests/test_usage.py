"""cudagen check-usage: the uses of the generated API a code base makes that an upgrade breaks.

The fixture repository tests/usage/project marks each line the 12.9 -> 13.0 upgrade breaks
(`# BREAKS:`, an error) or deprecates (`# DEPRECATED:`, a warning); the findings must be
exactly those lines: every breakage found, nothing reported for code that is fine. The
changes behind them are checked against the headers in tests/test_pydiff.py.
"""

from __future__ import annotations

import json
import re
import textwrap
from pathlib import Path
from typing import Any

import committed
import pytest

from cudagen import cli
from cudagen.tools import pyapi, usage

pytestmark = pytest.mark.slow  # check-usage over two whole releases' Python API

ROOT = Path(__file__).resolve().parents[1]
PROJECT = ROOT / "tests" / "usage" / "project"
ARGS = ["--from", "12.9", "--to", "13.0", "--package-name", "myapp.cuda"]


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = cli.main(["check-usage", *args])
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.fixture(scope="module")
def findings() -> list[dict[str, Any]]:
    import contextlib
    import io
    import os

    out = io.StringIO()
    cwd = os.getcwd()
    os.chdir(ROOT)  # paths in reports are relative to the working directory
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            assert cli.main(["check-usage", "tests/usage/project", *ARGS, "--format", "json"]) == 3
    finally:
        os.chdir(cwd)
    data: dict[str, Any] = json.loads(out.getvalue())
    assert data["old"] == "12.9" and data["new"] == "13.0"
    return list(data["findings"])


def marked_lines() -> set[tuple[str, int, str]]:
    """(path, line, severity) of every line the fixture marks."""
    out = set()
    for path in sorted(PROJECT.rglob("*.py")):
        if "broken" in path.parts:
            continue
        for number, line in enumerate(path.read_text().splitlines(), 1):
            if "# BREAKS" in line or "  BREAKS:" in line:
                out.add((path.relative_to(ROOT).as_posix(), number, "error"))
            elif "# DEPRECATED" in line:
                out.add((path.relative_to(ROOT).as_posix(), number, "warning"))
    return out


def test_the_findings_are_the_marked_lines(findings: list[dict[str, Any]]) -> None:
    found = [(f["path"], f["line"], f["severity"]) for f in findings]
    assert len(found) == len(set(found))  # one finding per marked line
    assert set(found) == marked_lines()
    assert not [f for f in findings if f["path"].endswith("fine.py")]  # no false positives


def by_line(findings: list[dict[str, Any]], path: str, line_text: str) -> dict[str, Any]:
    """The finding on the line of `path` (under the project) that contains `line_text`."""
    lines = (PROJECT / path).read_text().splitlines()
    number = next(i for i, line in enumerate(lines, 1) if line_text in line)
    return next(f for f in findings if f["path"] == f"tests/usage/project/{path}" and f["line"] == number)


@pytest.mark.parametrize(
    ("path", "line_text", "name", "message", "fix"),
    [
        # cuda.h 13.0: cuCtxCreate(CUcontext *pctx, CUctxCreateParams *ctxCreateParams, ...);
        # pctx is returned, so ctxCreateParams is the new first argument.
        ("gpu/context.py", "ctx = cu.cuCtxCreate(0, dev)", "driver.cuCtxCreate",
         "cuCtxCreate(): new argument `ctxCreateParams` (CUctxCreateParams | None), 1st of 3",
         "`cu.cuCtxCreate(ctxCreateParams, 0, dev)`, where ctxCreateParams: CUctxCreateParams | None"),
        ("gpu/context.py", "flags=0, dev=dev", "driver.cuCtxCreate",
         "cuCtxCreate(): new argument `ctxCreateParams` (CUctxCreateParams | None), 1st of 3",
         "`cu.cuCtxCreate(ctxCreateParams, flags=0, dev=dev)`, where ctxCreateParams: CUctxCreateParams | None"),
        # cuMemAdvise(..., CUdevice device) became (..., CUmemLocation location).
        ("gpu/context.py", "device=dev", "driver.cuMemAdvise",
         "cuMemAdvise(): `device=` is now `location=`; `location` takes CUmemLocation_v1 now "
         "(was CUdevice | HandleLike)",
         "`cu.cuMemAdvise(ptr, size, advice, location=location)`, where location: CUmemLocation_v1"),
        # cudaGraphKernelNodeCopyAttributes(hSrc, hDst) became (hDst, hSrc).
        ("gpu/legacy.py", "cudaGraphKernelNodeCopyAttributes(src, dst)", "runtime.cudaGraphKernelNodeCopyAttributes",
         "cudaGraphKernelNodeCopyAttributes(): the parameters were reordered: (hSrc, hDst) is now (hDst, hSrc)",
         "`cudaGraphKernelNodeCopyAttributes(dst, src)`"),
        # driver_types.h 13.0 has no cudaDeviceProp.clockRate; 12.9 said "Use instead asyncEngineCount"
        # of deviceOverlap.
        ("gpu/props.py", "prop.clockRate", "runtime.cudaDeviceProp.clockRate",
         "cudaDeviceProp.clockRate is gone in 13.0 (a field)", ""),
        ("gpu/props.py", "prop.deviceOverlap", "runtime.cudaDeviceProp.deviceOverlap",
         "cudaDeviceProp.deviceOverlap is gone in 13.0 (a field)", "use `asyncEngineCount`"),
        ("gpu/props.py", "memoryClockRate=0", "runtime.cudaDeviceProp.memoryClockRate",
         "cudaDeviceProp.memoryClockRate is gone in 13.0 (a keyword argument)", ""),
        ("gpu/legacy.py", "    cudaThreadSynchronize()", "runtime.cudaThreadSynchronize",
         "cudaThreadSynchronize is gone in 13.0 (was cudaThreadSynchronize() -> None)", "use `cudaDeviceSynchronize`"),
        ("vendored_user.py", "cuCtxCreate_v4", "driver.cuCtxCreate_v4",
         "cuCtxCreate_v4 is gone in 13.0 (was cuCtxCreate_v4(ctxCreateParams, flags, dev) -> CUcontext)",
         "use `cuCtxCreate` (the same function now)"),
        # cuGraphNodeGetDependencies gained a CUgraphEdgeData * output.
        ("gpu/context.py", "deps = ", "driver.cuGraphNodeGetDependencies",
         "cuGraphNodeGetDependencies() returns a tuple (dependencies, edgeData) now "
         "(was dependencies (list[CUgraphNode]))", "`dependencies, edgeData = cuGraphNodeGetDependencies(...)`"),
        # Deprecated in both releases (cuda.h: superseded by cuDeviceGetAttribute), and newly in 13.0.
        ("gpu/context.py", "cuDeviceComputeCapability(dev)", "driver.cuDeviceComputeCapability",
         "cuDeviceComputeCapability is deprecated: This function was deprecated as of CUDA 5.0 and its "
         "functionality superseded by cuDeviceGetAttribute().", "use `cuDeviceGetAttribute`"),
        ("gpu/props.py", "cudaGetDriverEntryPoint", "runtime.cudaGetDriverEntryPoint",
         "cudaGetDriverEntryPoint is deprecated in 13.0.", ""),
    ],
)
def test_messages_and_fixes(findings: list[dict[str, Any]], path: str, line_text: str, name: str, message: str,
                            fix: str) -> None:
    f = by_line(findings, path, line_text)
    assert (f["name"], f["message"], f["fix"]) == (name, message, fix)


@pytest.mark.version_independent  # the report's formats and exit codes (3.11 runs it; the findings run on every Python)
def test_exit_codes(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, str(PROJECT), *ARGS)[0] == 3  # --fail-on breaking is the default
    assert run(capsys, str(PROJECT), *ARGS, "--fail-on", "none")[0] == 0


def test_deprecated_uses_alone_fail_only_on_any(tmp_path: Path, models: tuple[pyapi.PyApi, pyapi.PyApi]) -> None:
    code = tmp_path / "old.py"
    code.write_text("from cuda_12_9 import driver as cu\ncu.cuDeviceComputeCapability(0)\n")
    result = usage.check([code], *models, ["cuda_12_9"], "12.9", "13.0")
    assert [f.severity for f in result.findings] == ["warning"]
    assert (result.fails("breaking"), result.fails("any"), result.fails("none")) == (False, True, False)


def test_a_file_that_does_not_parse_is_named_and_skipped(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, str(PROJECT / "broken"), str(PROJECT / "fine.py"), *ARGS)
    assert code == 0
    assert "not_python.py:1: SyntaxError" in err and "not checked" in err
    assert "1 not parsed" in out


def test_unknown_path_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "no/such/dir", *ARGS)
    assert code == 1 and "no/such/dir" in err


# --- formats ------------------------------------------------------------------------------


@pytest.mark.version_independent  # the report's formats and exit codes (3.11 runs it; the findings run on every Python)
def test_github_annotations(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    _, out, _ = run(capsys, "tests/usage/project/gpu/props.py", *ARGS, "--format", "github")
    lines = out.splitlines()
    clock = next(line for line in lines if "clockRate" in line)
    number = next(i for i, line in enumerate((PROJECT / "gpu" / "props.py").read_text().splitlines(), 1)
                  if "prop.clockRate" in line)
    assert clock.startswith(f"::error file=tests/usage/project/gpu/props.py,line={number},col=")
    assert ",title=cudagen check-usage%3A runtime.cudaDeviceProp.clockRate::" in clock
    assert any(line.startswith("::warning file=") and "cudaGetDriverEntryPoint" in line for line in lines)
    assert lines[-1] == "CUDA 12.9 -> 13.0: 3 errors, 1 warning in 1 of 1 file"


def test_github_escaping() -> None:
    # The runner's rules: %, CR and LF everywhere; also : and , in properties.
    assert usage._escape("50% a\nb") == "50%25 a%0Ab"
    assert usage._escape("a:b,c", property_value=True) == "a%3Ab%2Cc"


@pytest.mark.version_independent  # the report's formats and exit codes (3.11 runs it; the findings run on every Python)
def test_markdown_and_text(capsys: pytest.CaptureFixture[str]) -> None:
    _, md, _ = run(capsys, str(PROJECT), *ARGS, "--format", "md", "--fail-on", "none")
    assert md.startswith("# Uses that upgrading CUDA 12.9 → 13.0 breaks")
    assert "| where | severity | use | what changed | fix |" in md
    _, text, _ = run(capsys, str(PROJECT), *ARGS, "--fail-on", "none")
    assert re.search(r"gpu/props\.py:\d+:\d+: error: cudaDeviceProp\.clockRate is gone in 13\.0", text)
    assert text.splitlines()[-1] == f"CUDA 12.9 -> 13.0: {len(marked_errors())} errors, " \
                                     f"{len(marked_lines()) - len(marked_errors())} warnings in 4 of 7 files; 1 not parsed"


def marked_errors() -> set[tuple[str, int, str]]:
    return {m for m in marked_lines() if m[2] == "error"}


# --- name resolution ----------------------------------------------------------------------


@pytest.fixture(scope="module")
def models() -> tuple[pyapi.PyApi, pyapi.PyApi]:
    return committed.python_api("cuda_12_9"), committed.python_api("cuda_13_0")


def check_code(tmp_path: Path, models: tuple[pyapi.PyApi, pyapi.PyApi], code: str,
               *packages: str) -> list[tuple[int, str]]:
    """check-usage's findings (line, severity) for `code` (what the CLI runs, models built once)."""
    path = tmp_path / "code.py"
    path.write_text(textwrap.dedent(code))
    result = usage.check([path], *models, ["cuda_12_9", *packages], "12.9", "13.0")
    return [(f.line, f.severity) for f in result.findings]


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        # attribute chains from the package
        ("import cuda_12_9.driver\ncuda_12_9.driver.cuCtxCreate(0, 1)\n", [(2, "error")]),
        ("import cuda_12_9\nx = cuda_12_9.runtime.cudaDeviceProp().clockRate\n", [(2, "error")]),
        # an import inside a function is that function's
        ("def f():\n    from cuda_12_9.driver import cuCtxCreate as make\n    return make(0, 1)\n"
         "def g(make):\n    return make(0, 1)\n", [(3, "error")]),
        # a module-level alias shadowed by a local, a global declaration reaching it again
        ("from cuda_12_9 import driver as cu\ndef f():\n    cu = 1\n    return cu.cuCtxCreate(0, 1)\n"
         "def g():\n    global cu\n    return cu.cuCtxCreate(0, 1)\n", [(7, "error")]),
        # names of a class body are not seen from its methods
        ("from cuda_12_9 import driver\nclass A:\n    driver = None\n    def f(self):\n"
         "        return driver.cuCtxCreate(0, 1)\n", [(5, "error")]),
        # a comprehension variable is not the module
        ("from cuda_12_9 import driver as cu\nx = [cu.cuCtxCreate(0, 1) for cu in range(3)]\n", []),
        # a struct followed through assignment and unpacking; a quoted annotation
        ("from cuda_12_9 import runtime as rt\np = rt.cudaDeviceProp()\nq = p\nprint(q.clockRate)\n"
         "def f(x: 'rt.cudaDeviceProp'):\n    x.clockRate = 1\n", [(4, "error"), (6, "error")]),
        # a tuple unpacked into as many names as it has is fine; a list unpacked that is a tuple now is not
        ("from cuda_12_9 import driver as cu\na, b = cu.cuMemGetInfo()\nc, d = cu.cuGraphNodeGetDependencies(0)\n",
         [(3, "error")]),
        # a call that did not bind to the old signature is not checked
        ("from cuda_12_9 import driver as cu\ncu.cuCtxCreate(1, 2, 3, 4)\n", []),
        # *args: only keywords can be checked
        ("from cuda_12_9 import driver as cu\ncu.cuCtxCreate(*args)\ncu.cuMemAdvise(*args, device=1)\n",
         [(3, "error")]),
        # a package nested in the code base (vendor.cuda_12_9), reached by a relative import
        ("from .vendor.cuda_12_9 import runtime\nruntime.cudaThreadExit()\n", [(2, "error")]),
        ("import vendor.cuda_12_9.runtime\nvendor.cuda_12_9.runtime.cudaThreadExit()\n", [(2, "error")]),
    ],
)
def test_name_resolution(tmp_path: Path, models: tuple[pyapi.PyApi, pyapi.PyApi], code: str,
                         expected: list[tuple[int, str]]) -> None:
    assert check_code(tmp_path, models, code) == expected


def test_another_package_name_is_not_the_vendored_one(tmp_path: Path,
                                                      models: tuple[pyapi.PyApi, pyapi.PyApi]) -> None:
    code = "from myapp.cuda import driver\ndriver.cuCtxCreate(0, 1)\n"
    assert check_code(tmp_path, models, code) == []
    assert check_code(tmp_path, models, code, "myapp.cuda") == [(2, "error")]


# --- cases 12.9 -> 13.0 does not have: the tests/headers/pydiff pair --------------------------


@pytest.fixture(scope="module")
def fixture_releases(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    out = tmp_path_factory.mktemp("usage")
    for side in ("old", "new"):
        header = ROOT / "tests" / "headers" / "pydiff" / f"{side}.h"
        assert cli.main(["generate", "--header", str(header), "--out", str(out / side / "mylib"),
                         "--module", "pylib"]) == 0
    return out / "old" / "mylib", out / "new" / "mylib"


def test_derived_renamed_and_aliased(fixture_releases: tuple[Path, Path], tmp_path: Path,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    code = tmp_path / "use.py"
    code.write_text(textwrap.dedent("""\
        from mylib import pylib as pl
        pl.pyDerives([1, 2], 2)
        pl.pyRenames(1, flags=2)
        pl.pyRenames(1, 2)
        pl.pyOldName(a=1)
        pl.pyProps().kept
        x = pl.PY_MODE_OLD_NAME
        y = pl.pyMoreOutputs()
    """))
    old, new = fixture_releases
    assert cli.main(["check-usage", str(code), "--from", str(old), "--to", str(new), "--format", "json"]) == 3
    got = {f["line"]: (f["severity"], f["message"], f["fix"]) for f in json.loads(capsys.readouterr().out)["findings"]}
    assert got == {  # the packages have no release: they are named by the path given
        2: ("error", "pyDerives(): `total` is now derived from len(values), not passed", "`pl.pyDerives([1, 2])`"),
        3: ("error", "pyRenames(): `flags=` is now `options=`", "`pl.pyRenames(1, options=2)`"),
        # 4: by position, the rename does not matter; 5: pyOldName names pyNewName now
        6: ("warning", f"pyProps.kept is deprecated in {new}: Use instead engines.", "use `engines`"),
        7: ("error", f"pyMode.PY_MODE_OLD_NAME (PY_MODE_OLD_NAME) is gone in {new}",
            "use `PY_MODE_NEW_NAME` (added with the same value)"),
        8: ("error", "pyMoreOutputs() returns a tuple (a, b) now (was a (int))", "`a, b = pyMoreOutputs(...)`"),
    }


# --- the workflow job a downstream repository copies ---------------------------------------


@pytest.mark.version_independent  # the report's formats and exit codes (3.11 runs it; the findings run on every Python)
def test_the_workflow_job_runs(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """The check-usage commands of .github/workflows/api-diff.yml, with the job's env, as the
    runner would run them (from the repository root; the summary redirect left out)."""
    import shlex

    text = (ROOT / ".github" / "workflows" / "api-diff.yml").read_text()
    job = text[text.index("\n  check-usage:"):]
    env = dict(re.findall(r"^      ([A-Z_]+): \"?([^\"\s#]+)\"?", job[: job.index("steps:")], re.MULTILINE))
    commands = re.findall(r"cudagen (check-usage .*?)(?:>>|\n\s*(?=cudagen)|\Z)", job.replace("\\\n", " "), re.DOTALL)
    assert len(commands) == 2 and env["FAIL_ON"] == "none"
    monkeypatch.chdir(ROOT)
    outputs = []
    for command in commands:
        words = [w for w in shlex.split(command.strip()) if w]
        args = [env.get(w.lstrip("$").strip("{}"), w) if w.startswith("$") else w for w in words]
        assert cli.main(args) == 0  # FAIL_ON: none here; downstream: breaking
        outputs.append(capsys.readouterr().out)
    assert outputs[0].startswith("# Uses that upgrading CUDA 12.9 → 13.0 breaks")
    assert sum(line.startswith("::error file=tests/usage/project/") for line in outputs[1].splitlines()) == len(
        marked_errors())


@pytest.mark.version_independent  # the report's formats and exit codes (3.11 runs it; the findings run on every Python)
def test_the_readme_shows_this_output(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """The guide's "Upgrading to a new CUDA release" (docs/upgrading.md) quotes check-usage on the
    fixture: as it is."""
    guide = (ROOT / "docs" / "upgrading.md").read_text()
    command = "$ cudagen check-usage tests/usage/project --from 12.9 --to 13.0 --package-name myapp.cuda\n"
    quoted = guide[guide.index(command) + len(command):].split("```", 1)[0]
    monkeypatch.chdir(ROOT)
    _, out, _ = run(capsys, "tests/usage/project", *ARGS)
    assert textwrap.dedent(quoted) == out
