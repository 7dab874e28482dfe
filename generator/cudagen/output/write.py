"""Atomic output: a package is written to a staging folder beside its destination and
swapped in only when complete, so a failed or killed run leaves the previous output
intact."""

from __future__ import annotations

import os
import shutil
import tempfile
import time
from collections.abc import Mapping
from pathlib import Path


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def recover(dest: Path) -> None:
    """Undo a swap that was interrupted between its two renames, and remove staging
    folders left by runs that were killed (their process is gone)."""
    backup = dest.with_name(dest.name + ".old")
    if backup.exists():
        if dest.exists():
            shutil.rmtree(backup)
        else:
            os.replace(backup, dest)
    for stale in dest.parent.glob(f".{dest.name}.staging-*"):
        pid = stale.name.rsplit(".staging-", 1)[1].split("-", 1)[0]
        if pid.isdigit() and not _alive(int(pid)):
            shutil.rmtree(stale, ignore_errors=True)


def write_package(dest: Path, files: Mapping[str, bytes]) -> None:
    """Replace folder `dest` by exactly `files` (relative path -> content)."""
    dest = dest.resolve()
    dest.parent.mkdir(parents=True, exist_ok=True)
    recover(dest)
    staging = Path(tempfile.mkdtemp(prefix=f".{dest.name}.staging-{os.getpid()}-", dir=dest.parent))
    # Test hook: slow the write down so a test can kill the process in the middle of it.
    delay = float(os.environ.get("CUDAGEN_TEST_WRITE_DELAY", "0") or 0)
    try:
        for rel, data in sorted(files.items()):
            if delay:
                time.sleep(delay)
            path = staging / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            with open(path, "wb") as fh:
                fh.write(data)
                fh.flush()
                os.fsync(fh.fileno())
        os.chmod(staging, 0o755)
        backup = dest.with_name(dest.name + ".old")
        if dest.exists():
            os.replace(dest, backup)
        os.replace(staging, dest)
        if backup.exists():
            shutil.rmtree(backup)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise


def write_file(path: Path, data: bytes) -> None:
    """Replace one file atomically."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.chmod(tmp, 0o644)  # mkstemp makes it 0600; a generated file is for everyone to read
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
