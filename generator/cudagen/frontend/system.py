"""The machine's C include folders, for a header given on the command line (`--header`).

A vendored release is parsed hermetically (cudagen's own libc stand-ins, never the machine's).
A user's header may include what the stand-ins do not cover (`<pthread.h>`, `<sys/stat.h>`):
for it the C compiler's own search list is appended after cudagen's folders, so the stand-ins
still win where both have a header and the output does not change with the machine for what
they cover.
"""

from __future__ import annotations

import functools
import os
import shlex
import subprocess
from pathlib import Path

_START = "#include <...> search starts here:"
_END = "End of search list."


@functools.cache
def compiler_include_dirs(compiler: str | None = None) -> tuple[Path, ...]:
    """The folders `cc` (or $CC) searches for `#include <...>`, in its order: its own folder
    (stdarg.h), then the system's (/usr/include, its multiarch folder). () where there is no
    C compiler or it does not say."""
    command = shlex.split(compiler or os.environ.get("CC") or "cc")
    try:
        done = subprocess.run([*command, "-E", "-v", "-x", "c", os.devnull], capture_output=True, text=True,
                              timeout=30, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return ()
    return parse_search_list(done.stderr)


def parse_search_list(text: str) -> tuple[Path, ...]:
    """The `#include <...>` folders of a `cc -E -v` transcript (gcc's and clang's wording)."""
    dirs: list[Path] = []
    inside = False
    for line in text.splitlines():
        if line.startswith(_START):
            inside = True
        elif line.startswith(_END):
            break
        elif inside and line.startswith(" "):
            entry = line.strip().removesuffix(" (framework directory)")
            path = Path(entry)
            if path.is_dir() and path.resolve() not in dirs:
                dirs.append(path.resolve())
    return tuple(dirs)
