"""Where the CPU suite's time goes: runs it (as `make test` does, or with the pytest arguments
given after --) and prints the total, the 20 slowest tests and the slowest files, in wall and in
CPU seconds.

    .venv/bin/python tests/benchmarks/suite.py                 # the whole suite, -n auto (make bench-suite)
    .venv/bin/python tests/benchmarks/suite.py --top 40 -- tests/test_compiled.py -n 0

Wall seconds are what a person waits for; CPU seconds (the tests' processes and the compilers
and interpreters they wait for) change little when other work shares the machine, so they are
the figure to compare between two runs on a busy machine. A session fixture's cost (a compiled
backend built once and shared) is charged to the first test that asks for it. The per-test
figures come from tests/suite_times.py, which tests/conftest.py loads when CUDAGEN_SUITE_TIMES
is set.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--top", type=int, default=20, help="how many of the slowest tests to list (default 20)")
    parser.add_argument("--save", type=Path, help="write every test's figures there (JSON lines)")
    parser.add_argument("pytest_args", nargs="*", help="after --: pytest's arguments (default: -q -n auto)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as scratch:
        times = Path(scratch) / "times.jsonl"
        env = {**os.environ, "CUDAGEN_SUITE_TIMES": str(times)}
        command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                   *(args.pytest_args or ["-n", "auto", "--dist", "loadgroup"])]
        print("$", " ".join(command), flush=True)
        wall, cpu = time.perf_counter(), children_cpu()
        done = subprocess.run(command, cwd=ROOT, env=env, check=False)
        wall, cpu = time.perf_counter() - wall, children_cpu() - cpu
        records = [json.loads(line) for line in times.read_text().splitlines()] if times.is_file() else []
        if args.save:
            args.save.write_text("".join(json.dumps(r) + "\n" for r in records))
    print()
    print(f"pytest exited {done.returncode}: {len(records)} tests in {wall:.1f} s wall, {cpu:.1f} s CPU "
          f"(every process of the run; {os.cpu_count()} cores here)")
    if not records:
        return done.returncode or 1
    print(f"\nthe {args.top} slowest tests (wall; CPU includes the compilers and interpreters they wait for)")
    print("| wall s | CPU s | test |")
    print("|---:|---:|---|")
    for r in sorted(records, key=lambda r: -r["wall"])[: args.top]:
        print(f"| {r['wall']:.1f} | {r['cpu']:.1f} | {r['test']} |")
    files: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0])
    for r in records:
        entry = files[r["test"].split("::")[0]]
        entry[0] += r["wall"]
        entry[1] += r["cpu"]
        entry[2] += 1
    print("\nby file (the 15 slowest, summed over their tests)")
    print("| wall s | CPU s | tests | file |")
    print("|---:|---:|---:|---|")
    for name, (w, c, n) in sorted(files.items(), key=lambda kv: -kv[1][0])[:15]:
        print(f"| {w:.1f} | {c:.1f} | {n} | {name} |")
    print(f"\ntotal: {sum(r['wall'] for r in records):.1f} s of test wall time over the workers, "
          f"{sum(r['cpu'] for r in records):.1f} s of test CPU time; the run: {wall:.1f} s wall")
    return done.returncode


if __name__ == "__main__":
    sys.exit(main())
