"""Build this package's compiled backend for the running Python: one C extension per
library module (each `_<module>.c` beside this file), in place, beside their sources.

    python -m PACKAGE._build        (the package importable, e.g. python -m cuda_13_0._build)
    python path/to/PACKAGE/_build.py

Needs only a C compiler (CC, else the one Python was built with; CFLAGS adds flags) and
Python's headers: no CUDA toolkit and no cudagen. Each extension records the sha256 of the source it was built
from, and a module binds its extension only when that matches the source beside it, so a
package regenerated after a build never runs the stale one (it uses its pure-Python body, as
it does where nothing is built). Copied verbatim by cudagen from its runtime/build.py.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shlex
import subprocess
import sys
import sysconfig
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
EXTENSIONS = tuple(sorted(p.stem for p in HERE.glob("_*.c")))
HEADER = "_cudagen.h"


def source_hash(name: str) -> str:
    """sha256 of the shared header and the extension's C source, as the module records it."""
    header = (HERE / HEADER).read_bytes()
    source = (HERE / f"{name}.c").read_bytes()
    return hashlib.sha256(header + b"\0" + source).hexdigest()


def command(
    name: str, output: Path, compiler: str | None = None, extra: Sequence[str] = ()
) -> list[str]:
    """The compiler command that builds extension `name` into `output`: the default flags, then
    $CFLAGS, then `extra` (so `-O0` or `-Werror` in either wins over the defaults)."""
    cc = compiler or os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc"
    flags = ["-O2", "-fPIC", "-shared", "-fno-strict-aliasing", "-fvisibility=hidden"]
    if sys.platform == "darwin":
        flags += ["-undefined", "dynamic_lookup"]
    return [
        *shlex.split(cc),
        *flags,
        *shlex.split(os.environ.get("CFLAGS", "")),
        *extra,
        f"-I{sysconfig.get_paths()['include']}",
        f"-I{HERE}",
        f'-DCUDAGEN_SOURCE_HASH="{source_hash(name)}"',
        str(HERE / f"{name}.c"),
        "-o",
        str(output),
    ]


def build(
    names: Sequence[str] = EXTENSIONS,
    compiler: str | None = None,
    quiet: bool = False,
    extra: Sequence[str] = (),
) -> list[Path]:
    """Compile the extensions (in parallel), each written atomically beside its source; the
    compiler's output goes to stderr, and a failure raises CalledProcessError."""
    suffix = sysconfig.get_config_var("EXT_SUFFIX") or ".so"
    jobs = []
    for name in names:
        target = HERE / f"{name}{suffix}"
        fd, path = tempfile.mkstemp(prefix=f".{name}.", suffix=suffix, dir=HERE)
        os.close(fd)
        scratch = Path(path)
        cmd = command(name, scratch, compiler, extra)
        jobs.append((name, target, scratch, cmd, time.perf_counter(), subprocess.Popen(cmd)))
    built, failed = [], []
    for name, target, scratch, cmd, start, process in jobs:
        if process.wait() != 0:
            scratch.unlink(missing_ok=True)
            failed.append((name, cmd, process.returncode))
            continue
        os.replace(scratch, target)
        built.append(target)
        if not quiet:
            size = target.stat().st_size / 1024
            print(f"built {target} ({size:.0f} KiB, {time.perf_counter() - start:.1f} s)")
    if failed:
        name, cmd, code = failed[0]
        raise subprocess.CalledProcessError(code, cmd)
    return built


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "names", nargs="*", default=list(EXTENSIONS), help="extensions (default: all)"
    )
    parser.add_argument("--cc", help="the C compiler (default: $CC, else Python's)")
    parser.add_argument(
        "--cflags", default="", help='more compiler flags, after the defaults ("-O0 -Werror")'
    )
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args(argv)
    unknown = sorted(set(args.names) - set(EXTENSIONS))
    if unknown:
        parser.error(
            f"unknown extension(s) {', '.join(unknown)} (this package has {', '.join(EXTENSIONS)})"
        )
    try:
        build(args.names, args.cc, args.quiet, shlex.split(args.cflags))
    except (OSError, subprocess.CalledProcessError) as exc:
        print(f"build failed: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
