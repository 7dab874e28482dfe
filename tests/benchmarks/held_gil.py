"""A copy of generated/cuda_13_0 whose compiled driver holds the GIL around some calls: what
releasing it costs, measured beside the real tree.

    python3 tests/benchmarks/held_gil.py /tmp/held [--function cuEventRecord ...]
    python3 tests/benchmarks/run.py --compare held_gil=/tmp/held

Releasing the GIL is the contract (a call that can wait for a queue must let other Python
threads run, and a Python host function the driver runs meanwhile needs the GIL), so this
copy is for measuring, never for use. Its extension records the hash of the unchanged source,
so that the copy binds it (the hash check would otherwise, rightly, refuse the edited build).
"""

from __future__ import annotations

import argparse
import importlib.util
import re
import shutil
import sys
from pathlib import Path

from trees import TREE


def held_copy(out: Path, functions: list[str]) -> Path:
    """generated/cuda_13_0 copied under `out`, its `_driver` built for this Python with the
    GIL held around the C call of each of `functions`."""
    package = out / "cuda_13_0"
    if package.exists():
        shutil.rmtree(package)
    shutil.copytree(TREE / "cuda_13_0", package, ignore=shutil.ignore_patterns("docs", "api.json", "*.so"))
    spec = importlib.util.spec_from_file_location("held_gil_build", package / "_build.py")
    assert spec is not None and spec.loader is not None
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    unchanged = build.source_hash("_driver")
    source = package / "_driver.c"
    text = source.read_text()
    for name in functions:
        body = re.search(rf"^CG_FUNCTION\({name}\)\n\{{\n.*?^\}}\n", text, re.S | re.M)
        if body is None:
            raise SystemExit(f"{name}: not a compiled function of {source}")
        held, count = re.subn(r"CG_NOGIL\((.*)\);", r"\1;", body.group(0))
        if count != 1:
            raise SystemExit(f"{name}: releases the GIL around {count} calls, not one")
        text = text[: body.start()] + held + text[body.end():]
    source.write_text(text)
    others = build.source_hash
    build.source_hash = lambda name: unchanged if name == "_driver" else others(name)
    build.build(["_driver"], quiet=True)
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", type=Path, help="folder to hold the copy's cuda_13_0/")
    ap.add_argument("--function", action="append", help="driver function (default: cuEventRecord)")
    args = ap.parse_args()
    out = held_copy(args.out, args.function or ["cuEventRecord"])
    print(f"python3 {Path(__file__).parent / 'run.py'} --compare held_gil={out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
