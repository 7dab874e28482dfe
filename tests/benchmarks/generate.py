"""Regeneration time on this machine (no GPU needed), beside the cold reference measured in
the same run.

    .venv/bin/python tests/benchmarks/generate.py [--release 13.0] [--runs 3]

Copies generated/ to a scratch folder and regenerates one release there, in fresh
interpreters, three ways: cold (black on every piece: format index and cache off), as on a
fresh clone (the committed format index, an empty cache), and all releases as on a fresh
clone. Prints the median wall time of each with cudagen's own --timings breakdown (parse,
IR, views, render, black, IR json, write) and checks that every way wrote the same bytes.
"""

from __future__ import annotations

import argparse
import filecmp
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(args: list[str], env: dict[str, str]) -> tuple[float, str]:
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "cudagen", "generate", *args, "--timings"], env=env,
                          capture_output=True, text=True, check=False)
    wall = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"cudagen generate {' '.join(args)} failed:\n{done.stderr}")
    breakdown = [line.strip() for line in done.stdout.splitlines() if line.startswith("  ")]
    return wall, breakdown[-1] if breakdown else ""


def same_tree(a: Path, b: Path) -> bool:
    cmp = filecmp.dircmp(a, b, ignore=["__pycache__"])
    if cmp.left_only or cmp.right_only or cmp.funny_files:
        return False
    _, mismatch, errors = filecmp.cmpfiles(a, b, cmp.common_files, shallow=False)
    return not mismatch and not errors and all(same_tree(a / d, b / d) for d in cmp.common_dirs)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--release", default="13.0")
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        scratch = Path(tmp) / "generated"
        shutil.copytree(ROOT / "generated", scratch, ignore=shutil.ignore_patterns("__pycache__"))
        base = dict(os.environ, PYTHONPATH=str(ROOT / "generator"))
        ways = [
            ("one release, cold (black on every piece)", ["--release", args.release],
             {"CUDAGEN_CACHE_DIR": "off", "CUDAGEN_FORMAT_INDEX": "off"}),
            ("one release, fresh clone (committed index, empty cache)", ["--release", args.release], {}),
            ("all releases, fresh clone (committed index, empty cache)", [], {}),
        ]
        for label, extra, settings in ways:
            walls, breakdown = [], ""
            for _ in range(args.runs):
                cache = tempfile.mkdtemp(dir=tmp)  # empty for every run
                env = {**base, "CUDAGEN_CACHE_DIR": cache, **settings}
                wall, breakdown = run([*extra, "--out", str(scratch)], env)
                walls.append(wall)
                if not same_tree(scratch, ROOT / "generated"):
                    raise SystemExit(f"{label}: the output differs from the committed generated/")
            rows.append((label, statistics.median(walls), min(walls), max(walls), breakdown))
    print(f"Regenerating CUDA {args.release} ({os.cpu_count()} CPUs here), median of {args.runs} runs, "
          "each in a fresh interpreter; the output equals the committed generated/ every time.\n")
    print("| what | wall s (median) | min–max | last run's --timings (its last release) |")
    print("|---|---:|---:|---|")
    for label, median, low, high, breakdown in rows:
        print(f"| {label} | {median:.2f} | {low:.2f}–{high:.2f} | {breakdown} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
