"""The driver stubs type-check programs (mypy --strict) and agree with the module (stubtest).

mypy runs with generated/ on MYPYPATH, so `from cuda_13_0 import driver` resolves to
generated/cuda_13_0/driver.pyi exactly as in a repository that vendors the folder. One mypy run
checks both samples in tests/typing/; the tests read its errors per file.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # mypy and stubtest over whole generated packages

REPO = Path(__file__).resolve().parents[1]
GENERATED = REPO / "generated"
SAMPLES = Path(__file__).resolve().parent / "typing"
SAMPLE = SAMPLES / "sample_driver.py"
MISUSE = SAMPLES / "sample_driver_misuse.py"
CORE_SAMPLE = SAMPLES / "sample_core.py"
# Every release with the object layer: the core sample, its release renamed, checked against each
# (core/ has no stub: its typed source is what mypy reads, with that release's driver stubs).
# The releases whose driver stubs lack entry points core/ calls behind its release flags: core/
# reads their driver as Any for type checkers; every newer one is checked through its stub.
OLDER_STUBS = ("cuda_11_8", "cuda_12_9")
CORE_RELEASES = sorted(p.name for p in GENERATED.glob("cuda_*") if (p / "core" / "__init__.py").is_file())
ERROR = re.compile(r"^(?P<path>[^:\n]+):(?P<line>\d+): error: (?P<text>.*?)(?:  \[(?P<code>[a-z-]+)\])?$")


def _env(tmp: Path, *, importable: bool = False) -> dict[str, str]:
    """MYPYPATH=generated/. PYTHONPATH only where the module must be imported (stubtest): with
    it, mypy takes the package for an installed one and silences every error inside it."""
    env = {k: v for k, v in os.environ.items() if k not in ("MYPYPATH", "PYTHONPATH")}
    env.update(MYPYPATH=str(GENERATED), PYTHONDONTWRITEBYTECODE="1", MYPY_CACHE_DIR=str(tmp / "mypy-cache"))
    if importable:
        env["PYTHONPATH"] = str(GENERATED)
    return env


@pytest.fixture(scope="module")
def mypy_errors(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[tuple[int, str, str]]]:
    """{file name: [(line, code, text)]} of one `mypy --strict` run over both samples."""
    tmp = tmp_path_factory.mktemp("mypy")
    samples = []
    for release in CORE_RELEASES:
        if release != "cuda_13_0":
            copy = tmp / f"sample_core_{release}.py"
            copy.write_text(CORE_SAMPLE.read_text().replace("cuda_13_0", release))
            samples.append(str(copy))
    config = tmp / "mypy.ini"  # isolated from the repository's own [tool.mypy]; the version: the running Python's
    config.write_text(f"[mypy]\nstrict = True\npython_version = {sys.version_info.major}.{sys.version_info.minor}\n")
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--config-file",
            str(config),
            "--strict",
            "--show-error-codes",
            "--no-error-summary",
            "--no-pretty",
            str(SAMPLE),
            str(MISUSE),
            str(CORE_SAMPLE),
            *samples,
        ],
        cwd=tmp,
        env=_env(tmp),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    if done.returncode not in (0, 1) or done.stderr.strip():
        pytest.fail(f"mypy did not run (exit {done.returncode}):\n{done.stdout}\n{done.stderr}")
    errors: dict[str, list[tuple[int, str, str]]] = defaultdict(list)
    for line in done.stdout.splitlines():
        m = ERROR.match(line)
        if m:
            path = Path(m["path"])
            # core/'s files by their path from the release's package (cuda_13_0/core/_device.py)
            key = "/".join(path.parts[path.parts.index("core") - 1:]) if "core" in path.parts[:-1] else path.name
            errors[key].append((int(m["line"]), m["code"] or "", m["text"]))
    if done.returncode == 1 and not errors:
        pytest.fail(f"mypy failed without errors this test understands:\n{done.stdout}")
    return errors


def _show(errors: list[tuple[int, str, str]]) -> str:
    return "\n".join(f"  {line}: [{code}] {text}" for line, code, text in errors)


def test_sample_program_has_no_errors(mypy_errors: dict[str, list[tuple[int, str, str]]]) -> None:
    assert not mypy_errors.get(SAMPLE.name), "\n" + _show(mypy_errors[SAMPLE.name])


def test_misuse_is_reported_exactly(mypy_errors: dict[str, list[tuple[int, str, str]]]) -> None:
    """The stubs are precise: each marked line gets its error, and nothing else is reported."""
    expected = set()
    for number, line in enumerate(MISUSE.read_text().splitlines(), 1):
        m = re.search(r"# E: ([a-z-]+)\s*$", line)
        if m:
            expected.add((number, m[1]))
    assert len(expected) >= 15
    got = {(line, code) for line, code, _ in mypy_errors.get(MISUSE.name, [])}
    assert got == expected, f"missing: {sorted(expected - got)}; unexpected: {sorted(got - expected)}"


def test_driver_stub_has_no_errors(mypy_errors: dict[str, list[tuple[int, str, str]]]) -> None:
    assert not mypy_errors.get("driver.pyi"), "\n" + _show(mypy_errors["driver.pyi"])


def test_core_source_and_a_program_using_it_have_no_errors(
    mypy_errors: dict[str, list[tuple[int, str, str]]],
) -> None:
    """The object layer's typed source (core/, PEP 561: the package's py.typed) and a program
    written against it (tests/typing/sample_core.py), on every release that has a core: where a
    release's cuda.h lacks what core/ calls behind its flags (11.8, 12.9), core/_release.py
    gives core/ the driver as Any for type checkers (views/core.py NEWEST_DRIVER_NAMES)."""
    assert len(CORE_RELEASES) >= 4
    errors = [(name, e) for name, errs in mypy_errors.items()
              if "/core/" in name or name.startswith("sample_core") for e in errs]
    assert not errors, "\n" + "\n".join(f"{name}: {e}" for name, e in errors)


def test_core_reads_the_driver_untyped_only_where_the_release_lacks_what_it_calls() -> None:
    untyped = sorted(name for name in CORE_RELEASES
                     if "driver: Any = _d" in (GENERATED / name / "core" / "_release.py").read_text())
    assert untyped == list(OLDER_STUBS)


def test_support_module_is_strict_clean(mypy_errors: dict[str, list[tuple[int, str, str]]]) -> None:
    """The rest of what a program imports from a vendored package: _support.py has no stub, so a
    downstream `mypy --strict` checks its source."""
    others = {
        name: errs
        for name, errs in mypy_errors.items()
        if name not in (SAMPLE.name, MISUSE.name, "driver.pyi") and "/core/" not in name and not name.startswith("sample_core")
    }
    assert not others, "\n".join(f"{name}:\n{_show(errs)}" for name, errs in others.items())


def test_stubtest_finds_stub_and_module_consistent(tmp_path: Path) -> None:
    """`python -m mypy.stubtest cuda_13_0.driver`: every name, signature and class agrees.

    Allowed: stubtest reports every NewType as "is not a type" (the stub's NewType is a class to
    mypy; at run time a handle type is a _support.HandleType, which behaves as typing.NewType
    without importing typing); that is stubtest's limit, not a mismatch, so the handle types
    found at run time are allowlisted, and nothing else.
    """
    env = _env(tmp_path, importable=True)
    listed = subprocess.run(
        [
            sys.executable,
            "-c",
            "from cuda_13_0 import driver as d, _support as s; "
            "print('\\n'.join(n for n, v in vars(d).items() if isinstance(v, s.HandleType)))",
        ],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    newtypes = listed.stdout.split()
    assert "CUdeviceptr" in newtypes and "CUstream" in newtypes
    allowlist = tmp_path / "allowlist.txt"
    allowlist.write_text("".join(f"cuda_13_0\\.driver\\.{name}\n" for name in newtypes))
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy.stubtest",
            "cuda_13_0.driver",
            "--allowlist",
            str(allowlist),
            "--ignore-unused-allowlist",
        ],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    report = done.stdout + done.stderr
    errors = [line for line in report.splitlines() if line.startswith("error")]
    assert done.returncode == 0 and not errors, f"{len(errors)} error(s):\n{report[:6000]}"
