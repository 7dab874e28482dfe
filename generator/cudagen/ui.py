"""What the command line prints, and how: summaries, details, progress and colour.

Three levels: `--quiet` (errors and warnings only), normal (one summary line per finished step:
a release generated, a release's headers fetched) and `--verbose` (also timings and each step
as it starts). On a terminal (stderr a TTY) a status line says what is running now, redrawn in
place; anywhere else (CI logs, pipes, files) there is no status line and no carriage return,
only the summary lines. Colour only on a terminal, and never with NO_COLOR set (no-color.org).

Standard library only: `python -m cudagen.tools.headers` uses it before libclang is installed.
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Iterable, Iterator
from typing import TextIO, TypeVar

QUIET, NORMAL, VERBOSE = -1, 0, 1

T = TypeVar("T")

_PAINT = {"red": "\033[31m", "yellow": "\033[33m", "green": "\033[32m", "bold": "\033[1m", "dim": "\033[2m"}
_CLEAR = "\r\033[K"


def is_tty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # closed, or not a real stream
        return False


def use_colour(stream: TextIO) -> bool:
    """Colour for `stream`: only a terminal, and never with NO_COLOR set to anything non-empty."""
    return is_tty(stream) and not os.environ.get("NO_COLOR")


def paint(text: str, colour: str, stream: TextIO) -> str:
    return f"{_PAINT[colour]}{text}\033[0m" if use_colour(stream) else text


class Console:
    """Messages of one command. `out` (summaries) and `err` (status, warnings, errors) are read
    from sys at each write unless given, so redirections in tests and callers hold."""

    def __init__(self, level: int = NORMAL, out: TextIO | None = None, err: TextIO | None = None) -> None:
        self.level = level
        self._out = out
        self._err = err
        self._status = ""  # the status line on the terminal now, if any

    @property
    def out(self) -> TextIO:
        return self._out or sys.stdout

    @property
    def err(self) -> TextIO:
        return self._err or sys.stderr

    @property
    def live(self) -> bool:
        """Whether a status line is shown: stderr is a terminal and the level is not quiet."""
        return self.level >= NORMAL and is_tty(self.err)

    def _write(self, stream: TextIO, text: str) -> None:
        status = self._status
        self.clear()
        stream.write(text + "\n")
        stream.flush()
        if status:
            self.status(status)

    def info(self, text: str) -> None:
        """A summary line (stdout): shown unless --quiet."""
        if self.level >= NORMAL:
            self._write(self.out, text)

    def detail(self, text: str) -> None:
        """A line shown with --verbose only (stdout)."""
        if self.level >= VERBOSE:
            self._write(self.out, text)

    def warn(self, text: str) -> None:
        """A warning (stderr): shown at every level."""
        self._write(self.err, text)

    def error(self, prog: str, text: str) -> None:
        """`prog: error: text` on stderr, the word error in red on a terminal."""
        self._write(self.err, f"{prog}: {paint('error', 'red', self.err)}: {text}")

    def step(self, text: str) -> None:
        """What runs now: the status line on a terminal; elsewhere a line with --verbose only."""
        if self.live:
            self.status(text)
        else:
            self.detail(text)

    def status(self, text: str) -> None:
        """The status line, redrawn in place on a terminal; nothing elsewhere."""
        if not self.live:
            return
        width = shutil.get_terminal_size((80, 24)).columns - 1
        shown = text if len(text) <= width else text[: max(width - 1, 0)] + "…"
        self.err.write(_CLEAR + paint(shown, "dim", self.err))
        self.err.flush()
        self._status = text

    def clear(self) -> None:
        if self._status:
            self.err.write(_CLEAR)
            self.err.flush()
            self._status = ""

    def steps(self, items: Iterable[T], label: str) -> Iterator[tuple[str, T]]:
        """Each item with its `[i/n]` counter; the status line shows `[i/n] label item`."""
        todo = list(items)
        try:
            for i, item in enumerate(todo, 1):
                counter = f"[{i}/{len(todo)}]"
                self.status(f"{counter} {label} {item}")
                yield counter, item
        finally:
            self.clear()
