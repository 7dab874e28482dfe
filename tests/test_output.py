"""What the command line prints: a status line per release/library on a terminal, summary lines
only (no carriage returns, no escapes) anywhere else, --quiet and --verbose on every
subcommand, colour only on a terminal and never with NO_COLOR. Terminals are simulated by a
stream whose isatty() is true, and once by a real pseudo-terminal."""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import pty
import subprocess
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from test_headers import FAKE_FILENAME, FAKE_HEADER, make_wheel, sha, write_manifest

from cudagen import cli, ui
from cudagen.tools import headers as h

HEADERS = Path(__file__).resolve().parent / "headers"
ESC = "\033"


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.fixture(autouse=True)
def colour_allowed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NO_COLOR", raising=False)


@contextlib.contextmanager
def streams(out_tty: bool, err_tty: bool) -> Iterator[tuple[io.StringIO, io.StringIO]]:
    out = Terminal() if out_tty else io.StringIO()
    err = Terminal() if err_tty else io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        yield out, err


def run(argv: Sequence[str], tty: bool = False) -> tuple[int, str, str]:
    with streams(tty, tty) as (out, err):
        try:
            code = cli.main(list(argv))
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
    return code, out.getvalue(), err.getvalue()


def generate(tmp_path: Path, *flags: str, tty: bool = False) -> tuple[int, str, str]:
    return run(["generate", "--header", str(HEADERS / "functions.h"), "--out", str(tmp_path / "out"), *flags], tty)


# --- the Console ------------------------------------------------------------------------------


def test_console_on_a_terminal_redraws_a_status_line_and_clears_it_for_summaries() -> None:
    out, err = Terminal(), Terminal()
    console = ui.Console(ui.NORMAL, out, err)
    for _, release in console.steps(["12.9", "13.0"], "CUDA"):
        console.step(f"CUDA {release}: parsing driver")
        console.info(f"{release}: done")
    assert out.getvalue() == "12.9: done\n13.0: done\n"
    shown = err.getvalue()
    assert "\r\033[K" in shown and "[1/2] CUDA 12.9" in shown and "[2/2] CUDA 13.0" in shown
    assert "CUDA 13.0: parsing driver" in shown
    assert shown.endswith("\r\033[K")  # nothing left on the line at the end
    assert "\n" not in shown


def test_console_elsewhere_prints_summaries_only() -> None:
    out, err = io.StringIO(), io.StringIO()
    console = ui.Console(ui.NORMAL, out, err)
    for _, release in console.steps(["12.9", "13.0"], "CUDA"):
        console.step(f"CUDA {release}: parsing driver")
        console.info(f"{release}: done")
    assert out.getvalue() == "12.9: done\n13.0: done\n" and err.getvalue() == ""


def test_console_levels() -> None:
    for level, want in [(ui.QUIET, ""), (ui.NORMAL, "summary\n"), (ui.VERBOSE, "step\nsummary\ndetail\n")]:
        out, err = io.StringIO(), io.StringIO()
        console = ui.Console(level, out, err)
        console.step("step")
        console.info("summary")
        console.detail("detail")
        console.warn("warning")
        assert (out.getvalue(), err.getvalue()) == (want, "warning\n"), level


def test_a_quiet_console_shows_no_status_line_even_on_a_terminal() -> None:
    err = Terminal()
    console = ui.Console(ui.QUIET, Terminal(), err)
    for _ in console.steps(["a"], "x"):
        console.step("busy")
    assert err.getvalue() == ""


def test_colour_only_on_a_terminal_and_never_with_no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    assert ui.paint("x", "red", Terminal()) == "\033[31mx\033[0m"
    assert ui.paint("x", "red", io.StringIO()) == "x"
    monkeypatch.setenv("NO_COLOR", "1")
    assert ui.paint("x", "red", Terminal()) == "x"
    monkeypatch.setenv("NO_COLOR", "")  # no-color.org: an empty value does not count
    assert ui.paint("x", "red", Terminal()) == "\033[31mx\033[0m"


# --- the command line -------------------------------------------------------------------------


def test_generate_on_a_terminal_shows_each_step(tmp_path: Path) -> None:
    code, out, err = generate(tmp_path, tty=True)
    assert code == 0, err
    assert "functions: parsing functions" in err and "functions: formatting (black)" in err
    assert err.endswith("\r\033[K")
    assert out.startswith(f"wrote {tmp_path / 'out'} in ")


def test_generate_in_a_log_prints_one_plain_summary(tmp_path: Path) -> None:
    code, out, err = generate(tmp_path)
    assert code == 0, err
    assert err == "" and "\r" not in out and ESC not in out
    assert out.startswith(f"wrote {tmp_path / 'out'} in ") and out.count("\n") == 1


def test_generate_quiet_and_verbose(tmp_path: Path) -> None:
    assert generate(tmp_path, "--quiet", tty=True) == (0, "", "")
    code, out, err = generate(tmp_path, "-v")
    assert code == 0 and err == ""
    assert "functions: parsing functions\n" in out and "functions: writing\n" in out
    assert "(parse " in out  # the timings


def test_every_subcommand_takes_quiet_and_verbose() -> None:
    parser = cli._parser()
    (action,) = (a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    commands: dict[str, argparse.ArgumentParser] = action.choices
    assert {"generate", "dump-ir", "diff", "check-usage", "build", "wheel", "explain"} <= set(commands)
    for name, sub in commands.items():
        options = {s for action in sub._actions for s in action.option_strings}
        assert {"-q", "--quiet", "-v", "--verbose"} <= options, name
    with pytest.raises(SystemExit):
        with streams(False, False):
            parser.parse_args(["generate", "--quiet", "--verbose"])


def test_errors_are_red_on_a_terminal_only(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    missing = ["diff", str(tmp_path / "a.json"), str(tmp_path / "b.json")]
    code, _, err = run(missing, tty=True)
    assert code == 1 and err.startswith("cudagen: \033[31merror\033[0m: ")
    code, _, err = run(missing)
    assert code == 1 and err.startswith("cudagen: error: ")
    monkeypatch.setenv("NO_COLOR", "1")
    code, _, err = run(missing, tty=True)
    assert code == 1 and err.startswith("cudagen: error: ")


def test_diff_text_is_coloured_on_a_terminal_unless_no_color(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    paths = []
    for name in ("old", "new"):
        code, out, err = run(["dump-ir", "--header", str(HEADERS / "diff" / f"{name}.h")])
        assert code == 0, err
        (tmp_path / f"{name}.json").write_text(out)
        paths.append(str(tmp_path / f"{name}.json"))
    assert ESC in run(["diff", *paths], tty=True)[1]
    assert ESC not in run(["diff", *paths])[1]
    monkeypatch.setenv("NO_COLOR", "1")
    assert ESC not in run(["diff", *paths], tty=True)[1]


def test_a_real_pseudo_terminal_gets_the_status_line(tmp_path: Path) -> None:
    leader, follower = pty.openpty()
    env = {k: v for k, v in os.environ.items() if k != "NO_COLOR"}
    env["PYTHONPATH"] = os.pathsep.join([str(Path(cli.__file__).parents[1]), env.get("PYTHONPATH", "")])
    done = subprocess.run(
        [sys.executable, "-m", "cudagen", "generate", "--header", str(HEADERS / "functions.h"),
         "--out", str(tmp_path / "out")],
        stdout=subprocess.PIPE, stderr=follower, env=env, text=True, timeout=120, check=False,
    )  # fmt: skip
    os.close(follower)
    shown = b""
    with contextlib.suppress(OSError):
        while chunk := os.read(leader, 65536):
            shown += chunk
    os.close(leader)
    assert done.returncode == 0
    assert b"\r\033[K" in shown and b"parsing functions" in shown
    assert "\r" not in done.stdout and done.stdout.startswith("wrote ")


# --- python -m cudagen.tools.headers fetch ----------------------------------------------------------


def fake_tree(tmp_path: Path) -> tuple[Path, Path]:
    cache = tmp_path / "cache"
    cache.mkdir()
    wheel_sha = make_wheel(cache / FAKE_FILENAME, {"fake/include/cuda.h": FAKE_HEADER})
    root = tmp_path / "headers"
    write_manifest(root, wheel_sha, sha(FAKE_HEADER))
    return root, cache


def fetch(root: Path, cache: Path, *flags: str, tty: bool = False) -> tuple[int, str, str]:
    with streams(tty, tty) as (out, err):
        code = h.main(["fetch", "--root", str(root), "--cache-dir", str(cache), *flags])
    return code, out.getvalue(), err.getvalue()


def test_fetch_on_a_terminal_shows_the_release_and_wheel(tmp_path: Path) -> None:
    code, out, err = fetch(*fake_tree(tmp_path), tty=True)
    assert code == 0, err
    assert "[1/1] CUDA 13.1: fake-cuda==13.1" in err and err.endswith("\r\033[K")
    assert out.splitlines()[0] == "13.1: 1 header(s) written"


def test_fetch_in_a_log_is_summarised_per_release(tmp_path: Path) -> None:
    root, cache = fake_tree(tmp_path)
    code, out, err = fetch(root, cache)
    assert code == 0 and err == ""
    assert out.splitlines() == ["13.1: 1 header(s) written", f"{root}: 1 release(s) verified"]
    code, out, _ = fetch(root, cache, "--verbose")
    assert out.splitlines()[:2] == ["[1/1] CUDA 13.1: fake-cuda", "13.1: up to date"]
    (root / "13.1" / "cuda.h").unlink()
    code, out, _ = fetch(root, cache, "-v")
    assert f"{root / '13.1' / 'cuda.h'}: written" in out.splitlines()
    (root / "13.1" / "cuda.h").unlink()
    assert fetch(root, cache, "--quiet", tty=True) == (0, "", "")
