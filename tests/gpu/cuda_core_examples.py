"""Survey: NVIDIA's own cuda.core example programs, run as published against cuda.core 1.2.2 and
with only their import lines changed to our object layer, on both of our backends.

    # here (reaches PyPI): the wheels the GPU run installs, ~15 MiB
    python tests/gpu/cuda_core_examples.py --prepare-wheels build/gpu-packages/core-wheels
    # on the GPU machine, from the repository root
    python3 tests/gpu/cuda_core_examples.py --examples build/cuda-core-examples --release 13.0 \\
        --out $OUT --wheels build/gpu-packages/core-wheels

The examples are NVIDIA's code (NVIDIA/cuda-python, cuda_core/examples/), fetched into build/
(git-ignored) with a SOURCES.txt naming each file's commit; they are reference data and are never
committed. SOURCES.txt lines: `name<TAB>commit`, or `name<TAB>commit<TAB>skip: why` for an
example listed but not run (the gl_interop_* ones need a window system).

Each example runs in a child process (its own temporary working directory, NCCL_NVLS_ENABLE=0,
PYTHONUNBUFFERED=1, PYTHONPATH = the wheels' install folder, if any, then generated/) three times:

    cuda.core  as published; only `cuda.core.experimental` is mapped to `cuda.core` where a stored
               version still used the old namespace (cuda.core 1.x has no `experimental`)
    compiled   every `cuda.core[.experimental]` module path in the code (import statements and
               dotted attribute paths, not comments or strings) rewritten to `cuda_13_0.core`,
               CUDAGEN_BACKEND=compiled (built first with the package's _build.py when it is not)
    python     the same source, CUDAGEN_BACKEND=python

`cuda.bindings` and `cuda.pathfinder` stay as they are.

What "same output" means (a fair comparison of programs that print timings, addresses and random
numbers): both exit 0, print the same number of stdout lines, and the lines that contain no digit
are equal, in order, except lines naming the library (`cuda.core`, `cuda_13_0`: they differ by
design). Lines with digits are not judged (they may vary run to run); how many differ is reported.
An example that exits 0 having printed nothing to stdout and a "requires"/"not installed" line to
stderr skipped itself: it is listed as needing what that line says.

Standard library only. Writes OUT/results.json, OUT/results.md and OUT/logs/, prints the table,
exits 0 (a survey, not a test).
"""

from __future__ import annotations

import argparse
import ast
import io
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GENERATED = ROOT / "generated"
CORE_WHEELS = ["cuda-core==1.2.2", "cuda-bindings==13.5.0", "cuda-pathfinder==1.9.1"]
# cuda-core 1.2.2 requires cuda-pathfinder>=1.4.2 and numpy; cuda-bindings 13.5.0 cuda-pathfinder>=1.4.2
# (the GPU image has numpy and cuda-pathfinder 1.8.1; 1.9.1 travels anyway, so the set is whole).
PLATFORM = ("--python-version", "3.12", "--platform", "manylinux_2_28_x86_64")
VARIANTS = ("cuda.core", "compiled", "python")
NAMES_LIBRARY = re.compile(r"cuda[._](core|\d+_\d+)")
SELF_SKIP = re.compile(r"requires|not installed|skipped|needs", re.IGNORECASE)
DIGIT = re.compile(r"\d")
OPTIONAL = {"cupy", "torch", "cffi", "numba", "matplotlib"}  # what the probe looks for


# --- rewriting ------------------------------------------------------------------------------


def _dotted_spans(
    source: str, first: str, rest: tuple[str, ...]
) -> list[tuple[int, int, int, int, list[str]]]:
    """Code spans (row, col_start, row, col_end, names) of dotted names `first.rest[0]...` and
    longer (NAME . NAME ...), found by tokenize, so comments and strings are left alone."""
    tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    spans = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        prev = tokens[i - 1] if i else None
        # a dotted path starts at a NAME not itself preceded by '.' (x.cuda.core is not ours)
        if tok.type == tokenize.NAME and tok.string == first and not (prev and prev.string == "."):
            names = [tok.string]
            j = i + 1
            end = tok.end
            while (
                j + 1 < len(tokens)
                and tokens[j].type == tokenize.OP
                and tokens[j].string == "."
                and tokens[j + 1].type == tokenize.NAME
            ):
                names.append(tokens[j + 1].string)
                end = tokens[j + 1].end
                j += 2
            if tuple(names[1 : 1 + len(rest)]) == rest:
                spans.append((tok.start[0], tok.start[1], end[0], end[1], names))
            i = j
            continue
        i += 1
    return spans


def _replace_spans(source: str, spans: list[tuple[int, int, int, int, str]]) -> str:
    lines = source.splitlines(keepends=True)
    for row, start, end_row, end, text in sorted(spans, reverse=True):
        if row != end_row:  # a dotted path broken over lines: leave it
            continue
        line = lines[row - 1]
        lines[row - 1] = line[:start] + text + line[end:]
    return "".join(lines)


def as_published(source: str) -> tuple[str, bool]:
    """The source for cuda.core 1.x: `cuda.core.experimental[.x]` -> `cuda.core[.x]`. Returns the
    source (unchanged, byte for byte, when it has no such path) and whether it was mapped."""
    spans = []
    for row, start, end_row, end, names in _dotted_spans(source, "cuda", ("core", "experimental")):
        spans.append((row, start, end_row, end, ".".join(["cuda", "core", *names[3:]])))
    return (_replace_spans(source, spans), True) if spans else (source, False)


def to_ours(source: str, package: str) -> str:
    """Every `cuda.core[.experimental][.x]` path in code -> `<package>.core[.x]`; `cuda.bindings`,
    `cuda.pathfinder` and everything in comments and strings stay."""
    spans = []
    for row, start, end_row, end, names in _dotted_spans(source, "cuda", ("core",)):
        tail = names[2:]
        if tail[:1] == ["experimental"]:
            tail = tail[1:]
        spans.append((row, start, end_row, end, ".".join([package, "core", *tail])))
    out = _replace_spans(source, spans)
    # `from cuda import core` (none of NVIDIA's examples does it, but it is the same import)
    return re.sub(r"^(\s*)from cuda import core\b", rf"\1from {package} import core", out, flags=re.MULTILINE)


def imported_modules(source: str) -> set[str]:
    """Top-level names of the modules an example imports (for the "needs X" notes)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return set()
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module.split(".")[0])
    return found


# --- the machine ----------------------------------------------------------------------------

PROBE = r"""
import importlib, json, os, sys
out = {"python": sys.version.split()[0]}
for name in ("cuda.core", "cuda.bindings", "cuda.pathfinder", "numpy", "cupy", "torch", "cffi", "numba",
             "matplotlib"):
    try:
        mod = importlib.import_module(name)
        out[name] = getattr(mod, "__version__", "?") + " @ " + os.path.dirname(getattr(mod, "__file__", "") or "?")
    except Exception as exc:
        out[name] = None
        out[name + " (why)"] = f"{type(exc).__name__}: {exc}"
out["CUDA_PATH/CUDA_HOME"] = os.environ.get("CUDA_PATH") or os.environ.get("CUDA_HOME")
try:
    from PACKAGE import driver as cu
    cu.cuInit(0)
    out["gpus"] = cu.cuDeviceGetCount()
except Exception as exc:
    out["gpus"] = 0
    out["gpus (why)"] = f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"
print(json.dumps(out))
"""


def child_env(package_path: list[str], backend: str | None) -> dict[str, str]:
    env = dict(os.environ, NCCL_NVLS_ENABLE="0", PYTHONUNBUFFERED="1")
    env["PYTHONPATH"] = os.pathsep.join(
        [*package_path, str(GENERATED), *filter(None, [os.environ.get("PYTHONPATH")])]
    )
    env.pop("CUDAGEN_BACKEND", None)
    if backend:
        env["CUDAGEN_BACKEND"] = backend
    return env


def install_wheels(wheels: Path, target: Path) -> str | None:
    """pip install the cuda.core wheels into `target`; why not (None when it worked)."""
    cmd = [
        sys.executable,
        "-m",
        "pip",
        "install",
        "--no-index",
        "--find-links",
        str(wheels),
        "--no-deps",
        "--target",
        str(target),
        "--quiet",
        *CORE_WHEELS,
    ]
    done = subprocess.run(cmd, capture_output=True, text=True, check=False, timeout=600)
    if done.returncode:
        return f"pip install failed ({done.returncode}): " + " | ".join(
            (done.stderr or done.stdout).strip().splitlines()[-3:]
        )
    return None


def ensure_compiled(package: str, build: bool = True) -> str | None:
    """Build the package's compiled backend when it does not import (unless `build` is False); why
    it cannot run (None when it can)."""
    check = [sys.executable, "-c", f"import {package}.driver, {package}.nvrtc, {package}.core"]
    env = child_env([], "compiled")
    if (
        subprocess.run(check, env=env, capture_output=True, text=True, check=False, timeout=300).returncode
        == 0
    ):
        return None
    if not build:
        return "compiled backend not built (--no-build)"
    build = subprocess.run(
        [sys.executable, str(GENERATED / package / "_build.py"), "--quiet"],
        capture_output=True,
        text=True,
        check=False,
        timeout=1800,
    )
    if build.returncode:
        return "compiled backend not built: " + " | ".join(
            (build.stderr or build.stdout).strip().splitlines()[-3:]
        )
    done = subprocess.run(check, env=env, capture_output=True, text=True, check=False, timeout=300)
    if done.returncode:
        return "compiled backend does not import: " + ((done.stderr.strip().splitlines() or ["?"])[-1])
    return None


# --- one run ----------------------------------------------------------------------------------


def last_error(stderr: str) -> str:
    """The line that says why a run failed: the exception line of the last traceback (`SomeError:
    ...`, `pkg.mod.SomeError: ...`), else the last non-empty line."""
    lines = [line.rstrip() for line in stderr.splitlines() if line.strip()]
    for line in reversed(lines):
        if re.match(r"^[A-Za-z_][\w.]*(Error|Exception|Exit|Interrupt)\b", line):
            return line[:400]
    return (lines[-1] if lines else "")[:400]


def run_one(
    name: str, source: str, variant: str, package_path: list[str], timeout: float, logs: Path
) -> dict:
    backend = {"cuda.core": None, "compiled": "compiled", "python": "python"}[variant]
    with tempfile.TemporaryDirectory(prefix=f"ex-{name}-") as work:
        path = Path(work) / f"{name}.py"
        path.write_text(source, encoding="utf-8")
        start = time.monotonic()
        try:
            done = subprocess.run(
                [sys.executable, str(path)],
                cwd=work,
                env=child_env(package_path, backend),
                capture_output=True,
                text=True,
                errors="replace",
                timeout=timeout,
                check=False,
            )
            rc, out, err, timed_out = done.returncode, done.stdout, done.stderr, False
        except subprocess.TimeoutExpired as exc:
            out = exc.stdout.decode(errors="replace") if isinstance(exc.stdout, bytes) else (exc.stdout or "")
            err = exc.stderr.decode(errors="replace") if isinstance(exc.stderr, bytes) else (exc.stderr or "")
            rc, timed_out = None, True
        seconds = round(time.monotonic() - start, 2)
    tag = variant.replace(".", "_")
    (logs / f"{name}.{tag}.out").write_text(out, encoding="utf-8")
    (logs / f"{name}.{tag}.err").write_text(err, encoding="utf-8")
    return {
        "rc": rc,
        "timed_out": timed_out,
        "seconds": seconds,
        "stdout_lines": out.splitlines(),
        "stderr_tail": err.strip().splitlines()[-12:],
        "error": (f"timed out after {timeout:.0f} s" if timed_out else last_error(err) if rc else ""),
    }


def self_skipped(run: dict) -> str | None:
    """The stderr line of an example that exited 0 without doing its work (None when it did)."""
    if run["rc"] == 0 and not run["stdout_lines"]:
        for line in reversed(run["stderr_tail"]):
            if SELF_SKIP.search(line):
                return line.strip()
    return None


def judged(lines: list[str]) -> list[str]:
    return [line.rstrip() for line in lines if not DIGIT.search(line) and not NAMES_LIBRARY.search(line)]


def compare(ref: dict, other: dict) -> tuple[bool, str]:
    """Same output (see the module doc), and what differs when not."""
    a, b = ref["stdout_lines"], other["stdout_lines"]
    problems = []
    if ref["rc"] != other["rc"]:
        problems.append(f"exit {ref['rc']} vs {other['rc']}")
    if len(a) != len(b):
        problems.append(f"{len(a)} vs {len(b)} stdout lines")
    ja, jb = judged(a), judged(b)
    if ja != jb:
        first = next(
            (f"{x!r} vs {y!r}" for x, y in zip(ja, jb, strict=False) if x != y),
            f"{len(ja)} vs {len(jb)} digit-free lines",
        )
        problems.append(f"digit-free lines differ: {first[:200]}")
    return (not problems), "; ".join(problems)


def digit_lines_differing(ref: dict, other: dict) -> int:
    a = [x for x in ref["stdout_lines"] if DIGIT.search(x)]
    b = [x for x in other["stdout_lines"] if DIGIT.search(x)]
    return sum(1 for x, y in zip(a, b, strict=False) if x != y) + abs(len(a) - len(b))


MISSING_MODULE = re.compile(r"ModuleNotFoundError: No module named '([^']+)'")


def classify(name: str, runs: dict, probe: dict, modules: set[str]) -> tuple[str, str]:
    """(class, note) of an example from its three runs."""
    ref, comp, py = runs["cuda.core"], runs["compiled"], runs["python"]

    def ours_status() -> str:
        if comp["rc"] == 0 and py["rc"] == 0:
            same, what = compare(comp, py)
            return "ours: both backends exit 0, " + ("same output" if same else f"backends differ: {what}")
        return ", ".join(
            f"ours {v}: " + ("exit 0" if runs[v]["rc"] == 0 else runs[v]["error"] or f"exit {runs[v]['rc']}")
            for v in ("compiled", "python")
        )

    if ref["rc"] != 0:
        if probe.get("cuda.core") is None:
            return "no-reference", f"cuda.core not importable here, nothing to compare with; {ours_status()}"
        missing = MISSING_MODULE.search(ref["error"])
        if missing and not missing.group(1).startswith("cuda"):
            return "needs", f"needs {missing.group(1)} (not on the machine)"
        if "simple_multi_gpu" in name and (probe.get("gpus") or 0) < 2:
            return "needs", "needs 2 GPUs"
        return "no-cuda-core", f"does not run on cuda.core 1.2.2 either ({ref['error']}); {ours_status()}"
    skipped = self_skipped(ref)
    if skipped:
        absent = sorted(m for m in modules & OPTIONAL if probe.get(m) is None)
        return "needs", (
            f"needs {', '.join(absent)} (not on the machine): " if absent else "skipped itself: "
        ) + skipped
    failed = [v for v in ("compiled", "python") if runs[v]["rc"] != 0]
    if failed:
        why = "; ".join(f"{v}: {runs[v]['error'] or 'exit ' + str(runs[v]['rc'])}" for v in failed)
        return "fails-on-ours", f"fails on ours ({why})"
    notes = []
    for v in ("compiled", "python"):
        same, what = compare(ref, runs[v])
        if not same:
            notes.append(f"{v}: {what}")
    if notes:
        return "differs", "differs (" + "; ".join(notes) + ")"
    digits = max(digit_lines_differing(ref, comp), digit_lines_differing(ref, py))
    note = "runs on both backends, same output"
    if digits:
        note += f" ({digits} line(s) with digits differ: not judged)"
    return "same", note


def cell(run: dict | None) -> str:
    if run is None:
        return "-"
    if run["timed_out"]:
        return "timeout"
    if run["rc"] == 0:
        return "ok (skipped itself)" if self_skipped(run) else "ok"
    if run["rc"] is None:
        return "not built" if run["error"].startswith("compiled backend") else "not run"
    return f"exit {run['rc']}"


def write_results(out: Path, meta: dict, rows: list[dict]) -> str:
    (out / "results.json").write_text(
        json.dumps({"meta": meta, "examples": rows}, indent=1), encoding="utf-8"
    )
    lines = ["| example | cuda.core 1.2.2 | ours compiled | ours python | note |", "|---|---|---|---|---|"]
    for row in rows:
        runs = row.get("runs", {})
        note = row["note"].replace("|", "\\|")
        if row.get("mapped_experimental"):
            note += " [stored version used cuda.core.experimental: mapped to cuda.core]"
        lines.append(
            f"| {row['name']} | {cell(runs.get('cuda.core'))} | {cell(runs.get('compiled'))} | "
            f"{cell(runs.get('python'))} | {note} |"
        )
    ran = [r for r in rows if r.get("class") in ("same", "differs", "fails-on-ours")]
    ok = [r for r in ran if r["class"] in ("same", "differs")]
    same = [r for r in ran if r["class"] == "same"]
    summary = (
        f"{len(ok)} of {len(ran)} that run on cuda.core 1.2.2 run on ours, both backends "
        f"({len(same)} with the same output)"
    )
    text = "\n".join(
        [
            f"# cuda.core examples on {meta.get('package')} (survey)",
            "",
            "Machine: " + ", ".join(f"{k}: {v}" for k, v in meta.get("probe", {}).items() if v is not None),
            "",
            *(f"Warning: {w}" for w in meta.get("warnings", [])),
            "",
            *lines,
            "",
            summary,
            "",
        ]
    )
    (out / "results.md").write_text(text, encoding="utf-8")
    return text


# --- main -------------------------------------------------------------------------------------


def prepare_wheels(folder: Path) -> int:
    folder.mkdir(parents=True, exist_ok=True)
    cmd = [
        sys.executable,
        "-m",
        "pip",
        "download",
        "--only-binary",
        ":all:",
        *PLATFORM,
        "--no-deps",
        "--dest",
        str(folder),
        *CORE_WHEELS,
    ]
    code = subprocess.run(cmd, check=False).returncode
    if code == 0:
        total = sum(p.stat().st_size for p in folder.glob("*.whl"))
        for p in sorted(folder.glob("*.whl")):
            print(f"{p.stat().st_size / 2**20:7.2f} MiB  {p.name}")
        print(f"{total / 2**20:7.2f} MiB in {folder}")
    return code


def read_sources(examples: Path) -> list[tuple[str, str, str | None]]:
    """(name, commit, why skipped or None) for every example SOURCES.txt lists, else every *.py."""
    sources = examples / "SOURCES.txt"
    if not sources.exists():
        return [(p.stem, "?", None) for p in sorted(examples.glob("*.py"))]
    rows = []
    for line in sources.read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split("\t")
        skip = parts[2][len("skip:") :].strip() if len(parts) > 2 and parts[2].startswith("skip:") else None
        rows.append((parts[0], parts[1] if len(parts) > 1 else "?", skip))
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--prepare-wheels",
        type=Path,
        metavar="DIR",
        help="download the cuda-core 1.2.2 / cuda-bindings 13.5.0 / cuda-pathfinder wheels into DIR",
    )
    parser.add_argument("--examples", type=Path, help="folder of the fetched examples and their SOURCES.txt")
    parser.add_argument("--release", default="13.0")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--wheels", type=Path, help="folder of the wheels --prepare-wheels downloaded")
    parser.add_argument("--timeout", type=float, default=180, help="seconds per run (default 180)")
    parser.add_argument(
        "--deadline",
        type=float,
        default=540,
        help="seconds for the whole survey; runs left then are recorded as not run (default 540)",
    )
    parser.add_argument("--only", default="", help="comma-separated example names")
    parser.add_argument(
        "--no-build",
        action="store_true",
        help="do not build the compiled backend when it is not built (its column then says why)",
    )
    args = parser.parse_args(argv)
    if args.prepare_wheels:
        return prepare_wheels(args.prepare_wheels)
    if not args.examples or not args.out:
        parser.error("--examples and --out are needed (or --prepare-wheels)")
    began = time.monotonic()
    package = "cuda_" + args.release.replace(".", "_")
    out = args.out
    logs = out / "logs"
    logs.mkdir(parents=True, exist_ok=True)
    warnings: list[str] = []
    package_path: list[str] = []
    if args.wheels:
        target = Path(tempfile.mkdtemp(prefix="cuda-core-wheels-"))
        why = install_wheels(args.wheels, target)
        if why:
            warnings.append(why + " (the cuda.core column uses whatever cuda.core the machine has)")
        else:
            package_path = [str(target)]
    compiled_problem = ensure_compiled(package, build=not args.no_build)
    if compiled_problem:
        warnings.append(compiled_problem)
    probe_run = subprocess.run(
        [sys.executable, "-c", PROBE.replace("PACKAGE", package)],
        capture_output=True,
        text=True,
        env=child_env(package_path, "python"),
        check=False,
        timeout=300,
    )
    try:
        probe = json.loads(probe_run.stdout.strip().splitlines()[-1])
    except (IndexError, json.JSONDecodeError):
        probe = {"probe failed": last_error(probe_run.stderr)}
    version = (probe.get("cuda.core") or "").split(" @ ")[0]
    if version != "1.2.2":
        warnings.append(
            f"cuda.core here is {version or 'not importable'}, not 1.2.2 "
            f"({probe.get('cuda.core (why)', 'pass --wheels')})"
        )
    meta = {
        "package": package,
        "probe": probe,
        "warnings": warnings,
        "started": time.strftime("%Y-%m-%d %H:%M:%S"),
    }
    only = set(filter(None, args.only.split(",")))
    rows: list[dict] = []
    for name, commit, skip in read_sources(args.examples):
        if only and name not in only:
            continue
        row: dict = {"name": name, "commit": commit}
        rows.append(row)
        if skip:
            row.update({"class": "skipped", "note": f"skipped: {skip}"})
            continue
        path = args.examples / f"{name}.py"
        if not path.exists():
            row.update({"class": "missing", "note": f"{path} is not there"})
            continue
        source = path.read_text(encoding="utf-8")
        published, mapped = as_published(source)
        ours = to_ours(source, package)
        row["mapped_experimental"] = mapped
        row["rewritten_lines"] = sum(
            1 for a, b in zip(source.splitlines(), ours.splitlines(), strict=False) if a != b
        )
        runs = {}
        for variant in VARIANTS:
            left = args.deadline - (time.monotonic() - began)
            if left < 10:
                break
            text = published if variant == "cuda.core" else ours
            if variant == "compiled" and compiled_problem:
                runs[variant] = {
                    "rc": None,
                    "timed_out": False,
                    "seconds": 0,
                    "stdout_lines": [],
                    "stderr_tail": [],
                    "error": compiled_problem,
                }
                continue
            runs[variant] = run_one(name, text, variant, package_path, min(args.timeout, left), logs)
        row["runs"] = runs
        if len(runs) < len(VARIANTS):
            row.update({"class": "not-run", "note": "not run: the survey's deadline came"})
        else:
            klass, note = classify(name, runs, probe, imported_modules(source))
            row.update({"class": klass, "note": note})
        print(f"[{time.monotonic() - began:6.1f} s] {name}: {row['note']}", flush=True)
        write_results(out, meta, rows)
    meta["seconds"] = round(time.monotonic() - began, 1)
    print(write_results(out, meta, rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
