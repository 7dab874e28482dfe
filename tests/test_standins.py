"""cudagen's stand-ins for GL/gl.h, EGL/egl.h, EGL/eglext.h and vdpau/vdpau.h
(generator/cudagen/frontend/include/standins) against the real headers, where the system has them
(Debian: libgl-dev, libegl-dev, libvdpau-dev; gcc's own search path, or C_INCLUDE_PATH):
every type they declare has the real header's size, signedness and, for pointers, pointer-ness.
The layout test already checks the generated ctypes against the compiler given the stand-ins;
this checks the stand-ins against the world."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from cudagen.frontend.clang import STANDIN_INCLUDE

pytestmark = [pytest.mark.slow, pytest.mark.version_independent]  # gcc compiles the stand-ins beside the system's headers (no Python in it)

CC = os.environ.get("CC", "gcc")
STANDINS = ("GL/gl.h", "EGL/egl.h", "EGL/eglext.h", "vdpau/vdpau.h")
PRELUDE = {"EGL/eglext.h": "EGL/egl.h"}  # the real eglext.h needs egl.h first (the stand-in includes it)
_TYPEDEF = re.compile(r"^typedef\s+(.+?)\s*\b(\w+)\s*;", re.M)


def _types(header: str) -> dict[str, bool]:
    """Each object typedef of the stand-in -> whether it is a pointer (function types skipped)."""
    text = (STANDIN_INCLUDE / header).read_text()
    return {name: "*" in spelled for spelled, name in _TYPEDEF.findall(text)}


def _facts(header: str, types: dict[str, bool], include: list[str], workdir: Path) -> str | None:
    """`name size signed-or-pointer` per type, compiled against `header` as `include` finds it
    (None when the compiler finds no such header)."""
    first = [f"#include <{PRELUDE[header]}>"] if header in PRELUDE else []
    lines = [*first, f"#include <{header}>", "#include <stdio.h>", "int main(void) {"]
    for name, pointer in types.items():
        kind = "2" if pointer else f"(int)(({name})-1 < 0)"
        lines.append(f'  printf("{name} %zu %d\\n", sizeof({name}), {kind});')
    lines += ["  return 0;", "}"]
    src, exe = workdir / "facts.c", workdir / "facts"
    src.write_text("\n".join(lines) + "\n")
    done = subprocess.run([CC, "-std=gnu11", "-w", *include, str(src), "-o", str(exe)],
                          capture_output=True, text=True)
    if done.returncode != 0:
        if "No such file" in done.stderr or "not found" in done.stderr:
            return None
        raise AssertionError(done.stderr)
    return subprocess.run([str(exe)], capture_output=True, text=True, check=True).stdout


@pytest.mark.skipif(shutil.which(CC) is None, reason=f"no C compiler ({CC})")
@pytest.mark.parametrize("header", STANDINS)
def test_a_standin_declares_what_the_real_header_does(header: str, tmp_path: Path) -> None:
    types = _types(header)
    assert types, f"{header}: no typedefs found in the stand-in"
    ours = _facts(header, types, ["-I", str(STANDIN_INCLUDE)], tmp_path)
    assert ours is not None
    real = _facts(header, types, [], tmp_path)
    if real is None:
        pytest.skip(f"the system has no <{header}> to compare with (Debian: libgl-dev, libegl-dev, "
                    "libvdpau-dev; or C_INCLUDE_PATH)")
    assert ours == real
