"""cudagen diff: each kind of change found and classified, the formats, the exit codes, and
facts about real releases."""

from __future__ import annotations

import json
from pathlib import Path

import committed
import pytest

from cudagen import cli, ir
from cudagen.tools import diff

pytestmark = pytest.mark.version_independent  # API diffs of IR (data)

ROOT = Path(__file__).resolve().parents[1]
PAIR = ROOT / "tests" / "headers" / "diff"


@pytest.fixture(scope="module")
def pair(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    out = tmp_path_factory.mktemp("diff")
    paths = []
    for side in ("old", "new"):
        assert cli.main(["generate", "--header", str(PAIR / f"{side}.h"), "--out", str(out / side),
                         "--module", "difflib"]) == 0
        paths.append(out / side / "api.json")
    return paths[0], paths[1]


@pytest.fixture(scope="module")
def changes(pair: tuple[Path, Path]) -> dict[tuple[str, str], diff.Change]:
    old, new = (ir.from_json(p.read_text()) for p in pair)
    return {(c.name, c.change): c for c in diff.diff_packages(old, new)}


# (name, change) -> severity: worked out from the two headers by hand.
EXPECTED = {
    ("diffRemovedFunction", "removed"): "api",
    ("diffAddedFunction", "added"): "compatible",
    ("diffSignature", "signature"): "api",
    ("diffVersioned", "symbol"): "abi",
    ("diffDeprecated", "deprecated"): "compatible",
    ("diffResult.DIFF_ERROR_GONE", "removed"): "api",
    ("diffResult.DIFF_ERROR_NEW", "added"): "compatible",
    ("diffMode.DIFF_MODE_B", "value"): "abi",
    ("diffRemoved", "removed"): "api",
    ("diffAdded", "added"): "compatible",
    ("diffGrows", "size"): "abi",
    ("diffGrows", "align"): "abi",
    ("diffMoves", "align"): "abi",
    ("diffRetyped", "align"): "abi",
    ("diffGrows.added", "added"): "abi",
    ("diffMoves", "size"): "abi",
    ("diffMoves.a", "retyped"): "api",
    ("diffMoves.a", "offset"): "abi",
    ("diffMoves.b", "offset"): "abi",
    ("diffRetyped.a", "retyped"): "api",
    ("diffRetyped.gone", "removed"): "api",
    ("diffHandleType", "retyped"): "api",
    ("diffCallback", "signature"): "api",
    ("DIFF_FLAG_REMOVED", "removed"): "api",
    ("DIFF_FLAG_NEW", "added"): "compatible",
    ("DIFF_LIMIT", "value"): "abi",
}


@pytest.mark.parametrize(("key", "severity"), sorted(EXPECTED.items()))
def test_each_change_is_found_and_classified(
    changes: dict[tuple[str, str], diff.Change], key: tuple[str, str], severity: str
) -> None:
    assert key in changes, sorted(changes)
    assert changes[key].severity == severity


def test_nothing_else_is_reported(changes: dict[tuple[str, str], diff.Change]) -> None:
    extra = set(changes) - set(EXPECTED)
    assert not extra, sorted(extra)  # e.g. unchanged declarations must not appear
    assert ("diffUnchanged", "signature") not in changes


def test_identical_inputs_give_an_empty_report_and_exit_0(pair: tuple[Path, Path],
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    old, _ = pair
    assert cli.main(["diff", str(old), str(old), "--fail-on", "any"]) == 0
    assert "no changes" in capsys.readouterr().out


@pytest.mark.parametrize(("fail_on", "code"), [("none", 0), ("breaking", 3), ("any", 3)])
def test_fail_on(pair: tuple[Path, Path], fail_on: str, code: int) -> None:
    assert cli.main(["diff", str(pair[0]), str(pair[1]), "--format", "json", "--fail-on", fail_on]) == code


def test_only_compatible_changes_pass_fail_on_breaking(tmp_path: Path) -> None:
    old = PAIR / "old.h"
    added = tmp_path / "added.h"
    added.write_text(old.read_text().replace("#endif", "diffResult diffBrandNew(int x);\n#endif"))
    for name, header in (("a", old), ("b", added)):
        assert cli.main(["generate", "--header", str(header), "--out", str(tmp_path / name), "--module", "difflib"]) == 0
    a, b = tmp_path / "a" / "api.json", tmp_path / "b" / "api.json"
    assert cli.main(["diff", str(a), str(b), "--fail-on", "breaking"]) == 0
    assert cli.main(["diff", str(a), str(b), "--fail-on", "any"]) == 3


def test_json_schema(pair: tuple[Path, Path], capsys: pytest.CaptureFixture[str]) -> None:
    cli.main(["diff", str(pair[0]), str(pair[1]), "--format", "json"])
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"schema", "old", "new", "summary", "changes", "python"}  # python: test_pydiff.py
    assert data["schema"] == diff.JSON_SCHEMA
    assert set(data["changes"][0]) == {"library", "kind", "name", "change", "severity", "detail"}
    assert data["changes"] == sorted(data["changes"], key=lambda c: tuple(c.values()))
    assert sum(data["summary"]["difflib"].values()) == len(data["changes"]) == len(EXPECTED)


def test_markdown_starts_with_the_summary_table(pair: tuple[Path, Path], capsys: pytest.CaptureFixture[str]) -> None:
    cli.main(["diff", str(pair[0]), str(pair[1]), "--format", "md"])
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("# CUDA API changes")
    assert out[2].startswith("| library | breaking (API)")


def test_text_is_coloured_only_on_a_terminal(pair: tuple[Path, Path]) -> None:
    old, new = (ir.from_json(p.read_text()) for p in pair)
    changes = diff.diff_packages(old, new)
    assert "\033[" in diff.render_text(changes, "a", "b", colour=True)
    assert "\033[" not in diff.render_text(changes, "a", "b", colour=False)


def test_unknown_input_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["diff", "1.0", "13.0"]) == 1
    assert "1.0" in capsys.readouterr().err


# --- real releases ------------------------------------------------------------------------


def test_12_9_to_13_0_removes_cudadeviceprop_fields_as_breaking() -> None:
    old, new = committed.package("cuda_12_9"), committed.package("cuda_13_0")
    found = {(c.name, c.change): c for c in diff.diff_packages(old, new)}
    for field in ("clockRate", "memoryClockRate", "computeMode", "kernelExecTimeoutEnabled"):
        change = found[(f"cudaDeviceProp.{field}", "removed")]
        assert change.severity == "api" and change.library == "runtime"
    assert found[("cuCtxCreate", "signature")].severity == "api"  # 13.0 added the params struct
    assert found[("cuCtxCreate", "symbol")].detail == "binds cuCtxCreate_v4 instead of cuCtxCreate_v2"


def test_12_9_to_13_0_compares_nvjitlink_nvvm_and_cublas() -> None:
    # All three are bound in both releases (12.9 from the CUDA-12 wheels), so the diff compares
    # them function by function instead of calling them added in 13.0.
    old, new = committed.package("cuda_12_9"), committed.package("cuda_13_0")
    changes = diff.diff_packages(old, new)
    assert not [c for c in changes if c.kind == "library"]
    found = {(c.name, c.change): c for c in changes}
    # nvJitLink's public names bind the release's versioned symbols: a new version is an ABI change.
    create = found[("nvJitLinkCreate", "symbol")]
    assert create.library == "nvjitlink" and create.severity == "abi"
    assert create.detail == "binds __nvJitLinkCreate_13_0 instead of __nvJitLinkCreate_12_9"
    # 12.9's header maps the newer error codes to old ones with macros; 13.0 made them enumerators.
    assert found[("nvJitLinkResult.NVJITLINK_ERROR_NULL_INPUT", "added")].severity == "compatible"
    assert found[("NVJITLINK_ERROR_NULL_INPUT", "removed")].severity == "api"
    # cuBLAS 13 (13.1.0.3) adds the fixed-point emulation controls and removes nothing.
    assert found[("cublasSetFixedPointEmulationMantissaControl", "added")].library == "cublas"
    assert found[("CUBLAS_VER_MAJOR", "value")].detail == "12 became 13"
    assert not [c for c in changes if c.library in ("cublas", "nvvm") and c.kind == "function"
                and c.change != "added"]


def test_committed_reports_are_current() -> None:
    # .ci/check-generated regenerates them; here: they exist for each consecutive pair.
    names = sorted(p.name for p in (ROOT / "generated" / "diffs").glob("*.md"))
    assert names == ["11.8..12.9.md", "12.9..13.0.md", "13.0..13.5.md"]


@pytest.mark.slow  # the Python API of four whole releases
def test_regenerating_one_release_rewrites_only_its_reports(tmp_path: Path) -> None:
    # `generate --release 13.0` rewrites the two reports next to 13.0 and leaves 11.8..12.9.
    for release in ("11.8", "12.9", "13.0", "13.5"):
        pkg = tmp_path / f"cuda_{release.replace('.', '_')}"
        pkg.mkdir()
        source = ROOT / "generated" / pkg.name / "api.json"
        (pkg / "api.json").write_bytes(source.read_bytes())
    written = cli.write_release_diffs(tmp_path, ["13.0"])
    assert sorted(p.name for p in written) == ["12.9..13.0.md", "13.0..13.5.md"]
    committed = ROOT / "generated" / "diffs"
    for path in written:
        assert path.read_text() == (committed / path.name).read_text()
    assert not (tmp_path / "diffs" / "11.8..12.9.md").exists()
    assert len(cli.write_release_diffs(tmp_path)) == 3  # no list: every pair
