"""The array audit (cudagen explain --audit): every pointer parameter that C reads or writes as
an array is bound as one, sized from its count, or justified in the rules file.

C would read or write past a single cell where it expects an array: cuPointerGetAttributes
once got one `void *` for `data[0 .. numAttributes-1]`. The audit finds such parameters from
the headers alone (docs, counts, `T**`, the NULL query pattern); these tests hold every vendored
release to it, and check that the audit finds the known cases when the rules do not fix them.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from pathlib import Path

import pytest

from cudagen import cli, ir
from cudagen.rules.classify import RULES_DIR, Classifier, RulesFile, load_rules
from cudagen.rules.typemap import TypeMap
from cudagen.tools import audit

pytestmark = [pytest.mark.slow, pytest.mark.version_independent]  # parses every vendored release's headers; the array audit of the vendored releases' IR

ROOT = Path(__file__).resolve().parents[1]
RELEASES = sorted(p.parent.name for p in (ROOT / "generated").glob("cuda_*/api.json"))


@pytest.fixture(scope="module")
def package(release_ir: Callable[[str], ir.Package]) -> Callable[[str], ir.Package]:
    """Package name ("cuda_13_0") -> the release's IR parsed from its headers (the committed
    api.json leaves out the Doxygen prose, part of the audit's evidence), as `explain --audit`
    reads it."""
    return lambda name: release_ir(name.removeprefix("cuda_").replace("_", "."))


@pytest.mark.parametrize("name", RELEASES)
def test_no_parameter_c_reads_as_an_array_is_bound_as_one_value(
    name: str, package: Callable[[str], ir.Package]
) -> None:
    findings = [f for api in package(name).libraries for f in audit.audit_api(api, load_rules(api.library))]
    bad = [f for f in findings if not f.ok]
    assert not bad, audit.render(bad, name)
    assert len(findings) > 50  # the audit looked (every release has dozens of counted arrays)


# What the audit reports when nothing but the heuristics decides (an empty rules file): the
# memory-safety bugs the rules fix. Each was a real binding before the audit existed: one cell
# (`single`) or a sequence of a length C is not told (`unsized`) where C reads or writes an array.
# Since the heuristics read counts next to arrays, counts their docs name, the NULL-query pattern
# and sizes the docs state, most are bound as arrays by the heuristics alone (`array`, with the
# count the rules file gives): the audit then has nothing to report for them.
KNOWN = {
    "cuda_13_0": {
        ("cuPointerGetAttributes", "data"): ("array", "numAttributes"),  # was one void * cell
        ("cuMemRangeGetAttributes", "data"): ("array", "numAttributes"),
        ("cuMemRangeGetAttributes", "dataSizes"): ("array", "numAttributes"),
        ("cuGraphGetEdges", "from"): ("array", "numEdges"),  # was one CUgraphNode where C writes numEdges
        ("cuGraphGetEdges", "to"): ("array", "numEdges"),
        ("cudaLaunchKernelExC", "args"): ("single", ""),  # kernel arguments returned as an output
        ("cudaMemRangeGetAttributes", "data"): ("array", "numAttributes"),
        ("cuTensorMapEncodeTiled", "globalDim"): ("array", "tensorRank"),  # was unsized: C reads tensorRank
        ("cuTexRefSetBorderColor", "pBorderColor"): ("array", ""),  # C reads four floats: [0] .. [3]
    },
    "cuda_13_5": {
        ("cuDevSmResourceSplit", "result"): ("array", "nbGroups"),  # was one struct where C writes nbGroups
        ("cuDeviceGetCliqueInfo", "cliqueInfo"): ("array", "count"),
        ("cudaDevSmResourceSplitByCount", "result"): ("array", "nbGroups"),
    },
    "cuda_12_9": {
        ("cuGraphGetEdges_v2", "from"): ("array", "numEdges"),
        ("cuStreamGetCaptureInfo_v3", "dependencies_out"): ("array", "numDependencies_out"),
    },
}


@pytest.mark.parametrize("name", sorted(KNOWN))
def test_the_audit_finds_the_known_cases_without_the_rules(name: str, package: Callable[[str], ir.Package]) -> None:
    found = {}
    for api in package(name).libraries:
        classifier = Classifier(api, TypeMap(api), RulesFile(None))
        for f in audit.audit_api(api, RulesFile(None)):
            fn = next(x for x in api.functions if x.name == f.function)
            found[(f.function, f.param)] = (f, classifier.classify(fn).param(f.param))
    for key, (binding, count) in KNOWN[name].items():
        assert key in found, f"{key}: not found by the audit"
        finding, rule = found[key]
        assert finding.binding == binding, finding
        assert finding.ok == (binding == "array"), finding
        if count:
            assert rule.related == count, rule


def test_justifications_name_parameters_of_declared_functions(package: Callable[[str], ir.Package]) -> None:
    declared: dict[str, set[str]] = {}
    for name in RELEASES:
        for api in package(name).libraries:
            for f in api.functions:
                declared.setdefault(f.name, set()).update(p.name for p in f.params)
    problems = []
    for path in sorted(RULES_DIR.glob("*.toml")):
        for fname, entry in tomllib.loads(path.read_text()).items():
            if fname == "pattern":  # [[pattern]] entries hold no audit justifications
                continue
            for pname, why in entry.get("audit", {}).items():
                if pname not in declared.get(fname, ()):
                    problems.append(f"{path.name}: {fname}.audit.{pname}: no such parameter")
                if not isinstance(why, str) or len(why) < 10:
                    problems.append(f"{path.name}: {fname}.audit.{pname}: say why in a sentence")
    assert not problems, "\n".join(problems)


def test_explain_audit_lists_the_findings_and_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["explain", "--audit", "--release", "13.0"]) == 0
    out = capsys.readouterr().out
    assert "driver.cuPointerGetAttributes(data): void **data" in out
    assert "bound as out_by_attributes (array)" in out
    assert "justified in the rules file" in out and "cuStreamGetFlags" in out
    assert out.strip().splitlines()[-1].endswith(", 0 not")


def test_explain_audit_exits_3_on_an_unjustified_finding(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    # The same run with the driver's rules file emptied: the findings are reported, exit 3.
    empty = tmp_path / "rules"
    empty.mkdir()
    for path in RULES_DIR.glob("*.toml"):
        (empty / path.name).write_text("" if path.stem == "driver" else path.read_text())
    monkeypatch.setattr("cudagen.rules.classify.RULES_DIR", empty)
    assert cli.main(["explain", "--audit", "--release", "13.0"]) == 3
    out = capsys.readouterr().out
    assert out.startswith("NOT BOUND AS AN ARRAY, NO JUSTIFICATION")
    assert "driver.cuPointerGetAttributes(data)" in out.split("justified in the rules file")[0]


@pytest.mark.parametrize("name", RELEASES)
def test_every_count_c_is_given_is_the_length_of_the_copies_it_reads(name: str) -> None:
    # A count taken from the arguments before they are copied lets a __len__ that lies, or a
    # list another thread changes meanwhile, make C read past the copy (cuPointerGetAttributes
    # read 4096 elements of a one-element copy). In every generated Python body, a count
    # derived from arrays is the common length of their copies (the _a_ names C is passed);
    # the only other calls are the arguments' early checks, whose value is not kept.
    kept = re.compile(r"^\s*_n_\w+ = _s\.common_length\(([^)]*?),?\s*names=", re.M | re.S)
    checks = re.compile(r"^\s*_s\.common_length\(", re.M)
    counts = 0
    for module in sorted((ROOT / "generated" / name).glob("*.py")):
        text = module.read_text()
        found = kept.findall(text)
        for arrays in found:
            names = [a.strip() for a in arrays.split(",") if a.strip()]
            assert names and all(a.startswith("_a_") for a in names), f"{module.name}: common_length({arrays})"
        assert text.count("_s.common_length(") == len(found) + len(checks.findall(text)), module.name
        counts += len(found)
    assert counts > 50  # every release counts dozens of arrays (13.0: 107 in its Python bodies)
