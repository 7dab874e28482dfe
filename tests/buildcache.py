"""What the tests compile, built once and shared: a generated package's compiled backend for an
interpreter, a fake library. The first test (of any xdist worker) that asks for one builds it
under a file lock while the others wait for it; later tests and later runs reuse it.

An entry is a folder of build/test-cache/ (CUDAGEN_TEST_CACHE names another folder; `off`
builds into a fresh temporary folder each time) whose name ends in the sha256 of everything
that goes into it: the sources' bytes, the compiler command and its version, the flags, the
interpreter (version, ABI, headers). A changed input is another entry, never a stale one. An
entry is built in a scratch folder and renamed into place once complete, so it is whole or
absent; entries not used for a week are removed when a session starts.

Tests build unoptimized (TEST_CFLAGS: -O0, a quarter of -O2's compile time) and warning-free;
`make sanitize` adds its flags through CUDAGEN_TEST_CFLAGS, which are part of every key. The
one optimized build, as a user gets it, is the installed wheel's (test_compiled.py).
"""

from __future__ import annotations

import compileall
import fcntl
import functools
import hashlib
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
GENERATED = REPO / "generated"
# More compiler flags for every compiled backend and fake library the tests build: `make
# sanitize` sets -fsanitize=address,undefined here (and preloads the sanitizer runtimes).
EXTRA_CFLAGS = os.environ.get("CUDAGEN_TEST_CFLAGS", "")
TEST_CFLAGS = f"-O0 -Wall -Wextra -Werror {EXTRA_CFLAGS}".strip()
# What a copy of a generated package leaves out: its builds, caches, and what no test imports.
PACKAGE_IGNORE = ("__pycache__", "*.so", ".*.so", "docs", "api.json")
UNUSED_FOR = 7 * 24 * 3600  # seconds after which an entry is removed


class BuildError(RuntimeError):
    """A build failed; the message holds the command's output."""


def cache_root() -> Path | None:
    """The cache folder, or None when CUDAGEN_TEST_CACHE=off."""
    value = os.environ.get("CUDAGEN_TEST_CACHE", "")
    if value == "off":
        return None
    return Path(value) if value else REPO / "build" / "test-cache"


def prune(root: Path | None = None, now: float | None = None) -> list[Path]:
    """Remove entries not used for UNUSED_FOR seconds (and scratch folders a killed build left);
    returns what was removed."""
    root = cache_root() if root is None else root
    if root is None or not root.is_dir():
        return []
    now = time.time() if now is None else now
    removed = []
    for path in root.iterdir():
        if path.is_dir() and now - path.stat().st_mtime > UNUSED_FOR:
            shutil.rmtree(path, ignore_errors=True)
            removed.append(path)
    return removed


def entry(name: str, key: Iterable[bytes | str], make: Callable[[Path], None]) -> Path:
    """The folder `make(folder)` fills for this key: made once (under a lock shared by every
    process), reused after. `name` is a readable prefix of the folder's name."""
    digest = hashlib.sha256()
    for part in key:
        data = part.encode() if isinstance(part, str) else part
        digest.update(len(data).to_bytes(8, "little") + data)
    root = cache_root()
    if root is None:
        folder = Path(tempfile.mkdtemp(prefix=f"{name}-"))
        make(folder)
        return folder
    root.mkdir(parents=True, exist_ok=True)
    final = root / f"{name}-{digest.hexdigest()[:24]}"
    with open(root / f".{final.name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not final.is_dir():
            scratch = Path(tempfile.mkdtemp(prefix=f".{name}-", dir=root))
            try:
                make(scratch)
            except BaseException:
                shutil.rmtree(scratch, ignore_errors=True)
                raise
            os.replace(scratch, final)
        os.utime(final)  # used now: pruned a week after the last use
    return final


@functools.cache
def compiler_identity(compiler: str) -> str:
    """The compiler command and what it says of its version (a new gcc is a new build)."""
    try:
        done = subprocess.run([*shlex.split(compiler), "--version"], capture_output=True, text=True, check=False)
    except OSError as exc:
        return f"{compiler}: {exc}"
    return f"{compiler}\n{done.stdout}"


@functools.cache
def python_identity(python: str) -> str:
    """What an extension built for `python` depends on: its version, ABI, headers and compiler."""
    code = ("import sys, sysconfig; print(sys.version, sys.abiflags, sysconfig.get_config_var('EXT_SUFFIX'), "
            "sysconfig.get_paths()['include'], sysconfig.get_config_var('CC'))")
    done = subprocess.run([python, "-c", code], capture_output=True, text=True, check=True)
    return f"{Path(python).resolve()}\n{done.stdout}"


@functools.cache
def tree_digest(folder: Path, ignore: tuple[str, ...] = PACKAGE_IGNORE) -> str:
    """sha256 over the relative paths and bytes of the files a copy of `folder` takes (memoized:
    the generated packages do not change during a session)."""
    skip = shutil.ignore_patterns(*ignore)
    digest = hashlib.sha256()
    for dirpath, dirnames, filenames in os.walk(folder):
        ignored = skip(dirpath, [*dirnames, *filenames])
        dirnames[:] = sorted(d for d in dirnames if d not in ignored)
        for name in sorted(f for f in filenames if f not in ignored):
            path = Path(dirpath) / name
            digest.update(path.relative_to(folder).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def package_compiler() -> str:
    """The compiler a package's _build.py uses: $CC, else the one Python was built with."""
    import sysconfig

    return os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc"


def built_package(package: str = "cuda_13_0", python: str = sys.executable, extensions: Sequence[str] = (),
                  cflags: str = TEST_CFLAGS) -> Path:
    """A folder holding a copy of generated/<package> (no docs, no api.json) with its compiled
    backend (those extensions, default all) built for `python` by the package's own _build.py,
    as a vendored copy is built. Shared: a test that changes the package copies it first."""
    source = GENERATED / package
    key = [package, tree_digest(source), python_identity(python), compiler_identity(package_compiler()),
           os.environ.get("CFLAGS", ""), cflags, *sorted(extensions)]

    def make(folder: Path) -> None:
        shutil.copytree(source, folder / package, ignore=shutil.ignore_patterns(*PACKAGE_IGNORE))
        done = subprocess.run([python, str(folder / package / "_build.py"), "--quiet", f"--cflags={cflags}",
                               *extensions], capture_output=True, text=True, check=False)
        if done.returncode:
            raise BuildError(f"building {package}'s compiled backend with {python} ({cflags}) failed:\n"
                             f"{done.stdout}\n{done.stderr}")
        if Path(python).resolve() == Path(sys.executable).resolve():
            compileall.compile_dir(folder / package, quiet=1)

    return entry(f"{package}-{Path(python).name}", key, make)


def built_library(name: str, sources: Sequence[Path], flags: Sequence[str], include_dirs: Sequence[Path] = (),
                  link: Sequence[str] = (), compiler: str | None = None) -> Path:
    """lib<name>.so built from `sources` with `flags` (shared, position-independent; the
    include folders' headers are part of the key; `link`: libraries after the sources): the
    path of the library."""
    cc = compiler or os.environ.get("CC", "gcc")
    key = [name, compiler_identity(cc), *flags, *link, *(s.read_bytes() for s in sources),
           *(tree_digest(d, ("__pycache__",)) for d in include_dirs)]
    filename = f"lib{name}.so"

    def make(folder: Path) -> None:
        cmd = [*shlex.split(cc), "-shared", "-fPIC", *flags, *(f"-I{d}" for d in include_dirs), "-o",
               str(folder / filename), *map(str, sources), *link]
        done = subprocess.run(cmd, capture_output=True, text=True, check=False)
        if done.returncode:
            raise BuildError(f"building {filename} failed:\n{' '.join(cmd)}\n{done.stderr}")

    return entry(name, key, make) / filename
