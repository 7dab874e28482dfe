"""The command line when things go wrong: exit codes, file:line in the message, and the
previous output left byte for byte as it was (a failed or killed run writes nothing);
plus determinism across hash seeds."""

from __future__ import annotations

import contextlib
import io
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import pytest

from cudagen.cli import main

pytestmark = pytest.mark.version_independent  # the command line's messages (generator)

TESTS = Path(__file__).resolve().parent
HEADERS = TESTS / "headers"
BAD = HEADERS / "bad"
GENERATOR = TESTS.parent / "generator"


def run(argv: Sequence[str]) -> tuple[int, str, str]:
    """main(argv) in-process: (exit code, stdout, stderr). argparse's SystemExit counts as its code."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(list(argv))
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
    return code, out.getvalue(), err.getvalue()


def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def line_of(header: Path, text: str) -> int:
    return next(i for i, line in enumerate(header.read_text().splitlines(), 1) if text in line)


@pytest.fixture(scope="module")
def good_package(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("good") / "out"
    code, _, err = run(["generate", "--header", str(HEADERS / "enums.h"), "--out", str(out)])
    assert code == 0, err
    return out


@pytest.fixture
def previous(good_package: Path, tmp_path: Path) -> tuple[Path, dict[str, bytes]]:
    """A package generated earlier into `out` (a copy of one generated once per module), and all its bytes."""
    out = tmp_path / "out"
    shutil.copytree(good_package, out)
    files = snapshot(out)
    assert "enums.py" in files and "api.json" in files
    return out, files


def assert_untouched(out: Path, files: dict[str, bytes]) -> None:
    assert snapshot(out) == files
    # Nothing beside it either: no staging folder or backup left by a run that failed cleanly.
    assert sorted(p.name for p in out.parent.iterdir()) == ["out"]


# ------------------------------------------------------------------------------------------ bad input


@pytest.mark.parametrize(
    ("name", "line"),
    [
        ("syntax_error.h", "marker"),
        ("missing_include.h", "marker"),
        ("unknown_type.h", "marker"),
        ("two_errors.h", "marker"),
        ("size_t_without_include.h", "marker"),
        ("unterminated.h", "last"),  # the struct is still open at the end of the file
    ],
)
def test_bad_header_exits_1_with_file_line_and_writes_nothing(
    name: str, line: str, previous: tuple[Path, dict[str, bytes]]
) -> None:
    out, files = previous
    bad = BAD / name
    code, _, stderr = run(["generate", "--header", str(bad), "--out", str(out)])
    assert code == 1
    expected = line_of(bad, "error here") if line == "marker" else len(bad.read_text().splitlines())
    assert f"{bad}:{expected}:" in stderr, stderr
    assert stderr.startswith("cudagen: error: ") and "Traceback" not in stderr
    assert_untouched(out, files)


def test_a_header_given_on_the_command_line_takes_in_types_from_other_headers(tmp_path: Path) -> None:
    """A vendored library's foreign types are declared by its table entry (`uses`); a header
    given with --header takes in whatever it uses from headers it does not own (a CUDA type,
    the C library's FILE), named and laid out as there (tests/test_header_real.py for more)."""
    bad = BAD / "outside_type.h"
    out = tmp_path / "out"
    code, _, stderr = run(["generate", "--header", str(bad), "-I", str(BAD / "include"), "--out", str(out)])
    assert code == 0, stderr
    api = (out / "api.json").read_text()
    assert '"name":"fooOther"' in api and '"location":"include/foo_other.h:2"' in api


def test_nonexistent_header(previous: tuple[Path, dict[str, bytes]], tmp_path: Path) -> None:
    out, files = previous
    missing = tmp_path / "no_such_header.h"
    code, _, stderr = run(["generate", "--header", str(missing), "--out", str(out)])
    assert code == 1
    assert str(missing) in stderr and "not found" in stderr
    assert_untouched(out, files)


def test_unreadable_header(previous: tuple[Path, dict[str, bytes]], tmp_path: Path) -> None:
    out, files = previous
    locked_dir = tmp_path.parent / f"{tmp_path.name}_locked"  # not beside `out`
    locked_dir.mkdir()
    locked = locked_dir / "locked.h"
    shutil.copy(HEADERS / "enums.h", locked)
    locked.chmod(0)
    try:
        if os.access(locked, os.R_OK):
            pytest.skip("running as root: a chmod 000 file is still readable")
        code, _, stderr = run(["generate", "--header", str(locked), "--out", str(out)])
    finally:
        locked.chmod(0o644)
    assert code == 1
    assert str(locked) in stderr and "Traceback" not in stderr
    assert_untouched(out, files)


def test_dump_ir_of_a_bad_header_prints_no_json() -> None:
    bad = BAD / "syntax_error.h"
    code, stdout, stderr = run(["dump-ir", "--header", str(bad)])
    assert code == 1 and stdout == ""
    assert f"{bad}:{line_of(bad, 'error here')}:" in stderr


# ------------------------------------------------------------------------------------------ usage


@pytest.mark.parametrize(
    "argv",
    [
        [],
        ["frobnicate"],
        ["generate", "--no-such-option"],
        ["dump-ir"],  # --release or --header is required
        ["dump-ir", "--release", "13.0", "--header", "x.h"],  # not both
        ["generate", "--header"],  # missing value
    ],
    ids=["nothing", "unknown-command", "unknown-option", "dump-ir-no-source", "dump-ir-both", "missing-value"],
)
def test_usage_errors_exit_2(argv: list[str]) -> None:
    code, _, stderr = run(argv)
    assert code == 2
    assert "usage:" in stderr


def test_header_without_out_is_a_usage_error() -> None:
    code, _, _ = run(["generate", "--header", str(HEADERS / "enums.h")])
    assert code == 2


@pytest.mark.parametrize("module", ["_support", "not-valid"])
def test_invalid_module_name_is_a_usage_error(module: str, tmp_path: Path) -> None:
    code, _, _ = run(["generate", "--header", str(HEADERS / "enums.h"), "--out", str(tmp_path / "o"),
                      "--module", module])
    assert code == 2


# ------------------------------------------------------------------------------------------ killed mid-write


def cudagen_env(**extra: str) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(GENERATOR), *filter(None, [env.get("PYTHONPATH")])])
    env.update(extra)
    return env


def test_killed_while_writing_leaves_the_previous_package(tmp_path: Path) -> None:
    out = tmp_path / "out"
    # The previous package and the next one differ, so that a mix of the two would show.
    code, _, err = run(["generate", "--header", str(HEADERS / "enums.h"), "--out", str(out), "--module", "good"])
    assert code == 0, err
    before = snapshot(out)
    assert "good.py" in before
    proc = subprocess.Popen(
        [sys.executable, "-m", "cudagen", "generate", "--header", str(HEADERS / "functions.h"),
         "--out", str(out), "--module", "good"],
        env=cudagen_env(CUDAGEN_TEST_WRITE_DELAY="0.2"),
        stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )
    try:
        deadline = time.monotonic() + 60
        while True:  # wait until it is writing the staging folder (one file or more written)
            staging = [p for p in tmp_path.glob(".out.staging-*") if any(f.is_file() for f in p.rglob("*"))]
            if staging:
                break
            assert proc.poll() is None, f"finished before it could be killed: {proc.communicate()}"
            assert time.monotonic() < deadline, "never started writing"
            time.sleep(0.02)
        time.sleep(0.3)  # a file or two more
        assert proc.poll() is None, "finished writing before the kill: raise CUDAGEN_TEST_WRITE_DELAY"
        proc.send_signal(signal.SIGKILL)
    finally:
        proc.kill()
        proc.communicate()
    assert proc.returncode == -signal.SIGKILL

    assert snapshot(out) == before  # the previous complete package, byte for byte
    # A hidden staging folder may be left beside it (acceptable; nothing else may be).
    leftovers = sorted(p.name for p in tmp_path.iterdir() if p.name != "out")
    assert all(name.startswith(".out.staging-") for name in leftovers), leftovers

    code, _, err = run(["generate", "--header", str(HEADERS / "functions.h"), "--out", str(out), "--module", "good"])
    assert code == 0, err
    # The killed run's staging folder is cleaned up by the next run (its process is gone).
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]
    fresh = tmp_path / "fresh" / "out"
    assert run(["generate", "--header", str(HEADERS / "functions.h"), "--out", str(fresh), "--module", "good"])[0] == 0
    assert snapshot(out) == snapshot(fresh) != before


def test_interrupted_swap_is_recovered(good_package: Path, tmp_path: Path) -> None:
    """Killed between write.py's two renames: `out` was moved to `out.old` and the new folder not yet
    moved in. The next run puts a complete package back in place and leaves no backup."""
    out = tmp_path / "out"
    expected = snapshot(good_package)
    shutil.copytree(good_package, tmp_path / "out.old")
    assert run(["generate", "--header", str(HEADERS / "enums.h"), "--out", str(out)])[0] == 0
    assert snapshot(out) == expected
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]


def test_single_files_are_replaced_whole_and_readable(tmp_path: Path) -> None:
    """write_file (release diffs, format indexes) replaces a file in one rename and leaves it
    readable by everyone, as a package's files are: mkstemp alone would leave it 0600."""
    from cudagen.output.write import write_file

    target = tmp_path / "diffs" / "a..b.md"
    write_file(target, b"first")
    write_file(target, b"second")
    assert target.read_bytes() == b"second"
    assert target.stat().st_mode & 0o777 == 0o644
    assert sorted(p.name for p in target.parent.iterdir()) == ["a..b.md"]


# ------------------------------------------------------------------------------------------ determinism


@pytest.mark.slow  # generates in fresh interpreters
def test_output_does_not_depend_on_the_hash_seed(tmp_path: Path) -> None:
    """Every fixture generated in two processes with different PYTHONHASHSEED: identical bytes."""
    headers = sorted(HEADERS.glob("*.h"))
    script = (
        "import sys\nfrom cudagen.cli import main\n"
        "root = sys.argv[1]\n"
        "sys.exit(max(main(['generate', '--header', h, '--out', f'{root}/{i}']) for i, h in enumerate(sys.argv[2:])))\n"
    )
    procs = {
        seed: subprocess.Popen(
            [sys.executable, "-c", script, str(tmp_path / seed), *map(str, headers)],
            env=cudagen_env(PYTHONHASHSEED=seed), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        for seed in ("1", "2")
    }
    for seed, proc in procs.items():
        _, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, f"PYTHONHASHSEED={seed}: {err}"
    one, two = snapshot(tmp_path / "1"), snapshot(tmp_path / "2")
    assert len(one) >= 8 * len(headers)
    assert one.keys() == two.keys()
    assert [name for name in one if one[name] != two[name]] == []
