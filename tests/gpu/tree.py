"""The working tree a GPU run takes: at most 64 MiB travel to the GPU machine (the device tool
copies the checkout's tracked and untracked-not-ignored files), while headers/ + generated/ may
reach 85 MiB. The GPU tests read the generated packages (their api.json too: test_releases_gpu)
and tests/; they never read the vendored headers, the docs pages or the diff reports.

    python3 tests/gpu/tree.py hide      # (make gpu-tree) hide those from the working tree
    python3 tests/gpu/tree.py hide --releases 13.0   # and every generated release but these
                                        # (room for carried wheels: make gpu-tree RELEASES=13.0)
    python3 tests/gpu/tree.py restore   # (make full-tree) bring them back
    python3 tests/gpu/tree.py size      # what travels now, and what would with them hidden

Hiding is git's sparse checkout: the files stay tracked and committed, `git status` stays
clean, and `restore` (git sparse-checkout disable) puts them back from the index. Standard
library only.
"""

from __future__ import annotations

import fnmatch
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LIMIT = 64 * 1024 * 1024  # the device tool's limit on what travels
# What the GPU tests do not read, as sparse-checkout (gitignore-style) patterns.
HIDDEN = ("/headers/", "/generated/*/docs/", "/generated/diffs/", "/docs/", "/tests/golden/", "/tests/headers/")


def _git(*args: str) -> str:
    return subprocess.run(["git", "-C", str(ROOT), *args], check=True, capture_output=True, text=True).stdout


def hidden(path: str) -> bool:
    """Whether a path (relative to the root, with /) is one that `hide` takes away."""
    for pattern in HIDDEN:
        folder = pattern.strip("/")
        parts = path.split("/")
        depth = folder.count("/") + 1
        if len(parts) > depth and fnmatch.fnmatchcase("/".join(parts[:depth]), folder):
            return True
    return False


def travelling(*, with_hidden: bool) -> dict[str, int]:
    """Size of each file that travels: tracked and untracked-not-ignored, as the working tree
    has it, or, for a tracked file the sparse checkout hides now, as committed (so the answer
    does not depend on whether the tree is trimmed at the moment)."""
    committed = {}
    for line in _git("ls-tree", "-r", "-l", "-z", "HEAD").split("\0"):
        if line:
            meta, _, name = line.partition("\t")
            size = meta.split()[3]
            if size != "-":
                committed[name] = int(size)
    names = _git("ls-files", "-z", "--cached", "--others", "--exclude-standard").split("\0")
    out = {}
    for name in filter(None, names):
        if not with_hidden and hidden(name):
            continue
        path = ROOT / name
        if path.is_file():
            out[name] = path.stat().st_size
        elif name in committed:
            out[name] = committed[name]
    return out


def present() -> int:
    """What travels now: the files the working tree has."""
    names = _git("ls-files", "-z", "--cached", "--others", "--exclude-standard").split("\0")
    return sum((ROOT / n).stat().st_size for n in filter(None, names) if (ROOT / n).is_file())


def _mib(n: int) -> str:
    return f"{n / 2**20:.1f} MiB"


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "size"
    if command == "hide":
        patterns = [f"!{p}" for p in HIDDEN]
        if argv[1:2] == ["--releases"] and len(argv) == 3:
            keep = {f"cuda_{r.replace('.', '_')}" for r in argv[2].split(",")}
            others = sorted(p.name for p in (ROOT / "generated").glob("cuda_*") if p.name not in keep)
            patterns += [f"!/generated/{name}/" for name in others]
            print(f"hiding also {', '.join(others) or 'no release'}")
        elif argv[1:]:
            print(__doc__, file=sys.stderr)
            return 2
        _git("sparse-checkout", "set", "--no-cone", "/*", *patterns)
    elif command == "restore":
        _git("sparse-checkout", "disable")
    elif command != "size":
        print(__doc__, file=sys.stderr)
        return 2
    now = present()
    trimmed = sum(travelling(with_hidden=False).values())
    print(f"travels now: {_mib(now)}; with {', '.join(HIDDEN)} hidden: {_mib(trimmed)} (limit {_mib(LIMIT)})")
    return 0 if command != "hide" or now <= LIMIT else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
