"""NVML getters through the generated bindings beside pynvml and cuda.bindings.nvml, measured in
one process on the GPU machine.

    python3 tests/benchmarks/nvml.py [--iterations N] [--loops L] [--release R] [--index I]
                                     [--out FILE]

Prints one Markdown table: ns per call of nvmlDeviceGetTemperature (deprecated by 13.0's nvml.h
in favour of nvmlDeviceGetTemperatureV; both timed, the GPU sensor), nvmlDeviceGetMemoryInfo
and nvmlDeviceGetMemoryInfo_v2 (the `used` field read: each library returns its own struct),
for:

- ctypes floor: the same entry point through ctypes with its arguments made once (what ctypes
  alone costs, the floor for any ctypes binding; no field read);
- ours, compiled: the release's nvml module on the compiled backend (CUDAGEN_BACKEND=compiled),
  generated/<package>/_nvml when it is built for this Python, else built for this run in a
  scratch copy (needs a C compiler and Python's headers; n/a, with the reason, without them);
- ours, python: the same module on the Python backend (a second copy of the package);
- pynvml (nvidia-ml-py), where installed;
- cuda.bindings.nvml (cuda-bindings 13.x: init_v2, device_get_temperature_v,
  device_get_memory_info_v2; it has no deprecated or v1 call), where importable;

then ours / pynvml and ours / cuda.bindings. A call or module a library lacks prints n/a (and
a note on stderr). As tests/benchmarks/run.py does: one process pinned to one CPU, the
contestants take turns loop by loop (a slow phase of the shared host falls on all of them),
each figure the median of L loops of N calls. The release is --release, else
CUDAGEN_GPU_RELEASE, else 13.0. Deprecated calls warn once per process (the first call), then cost what the others do: the
warning is filtered out here, the check that decides it is not (it is part of what a call costs).
"""

from __future__ import annotations

import argparse
import ctypes
import importlib
import importlib.util
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import timeit
import warnings
from importlib import metadata
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
GENERATED = ROOT / "generated"
sys.path.insert(0, str(GENERATED))

OPS = ["nvmlDeviceGetTemperature", "nvmlDeviceGetTemperatureV", "nvmlDeviceGetMemoryInfo",
       "nvmlDeviceGetMemoryInfo_v2"]
GPU_SENSOR = 0  # NVML_TEMPERATURE_GPU

Timers = dict[str, Any]  # call name -> a timeit.Timer of one call


def load_nvml(label: str, package_dir: Path, backend: str) -> ModuleType:
    """The nvml module of the package in `package_dir`, imported as a package named after
    `label` (the packages use relative imports only, so copies share a process) with
    CUDAGEN_BACKEND=`backend` while it imports. ImportError where that backend cannot be had."""
    name = f"bench_{label}_{package_dir.name}"
    spec = importlib.util.spec_from_file_location(name, package_dir / "__init__.py",
                                                  submodule_search_locations=[str(package_dir)])
    assert spec is not None and spec.loader is not None
    package = importlib.util.module_from_spec(spec)
    sys.modules[name] = package
    spec.loader.exec_module(package)
    saved = os.environ.get("CUDAGEN_BACKEND")
    os.environ["CUDAGEN_BACKEND"] = backend
    try:
        return importlib.import_module(f"{name}.nvml")
    finally:
        if saved is None:
            del os.environ["CUDAGEN_BACKEND"]
        else:
            os.environ["CUDAGEN_BACKEND"] = saved


def compiled_nvml(package: str, scratch: Path) -> tuple[ModuleType | None, str]:
    """(module, where its extension comes from) on the compiled backend, or (None, why not)."""
    source = GENERATED / package
    try:
        return load_nvml("compiled", source, "compiled"), f"generated/{package}/_nvml"
    except ImportError as exc:
        why = str(exc)
    copy = scratch / package
    shutil.copytree(source, copy, ignore=shutil.ignore_patterns("docs", "api.json", "*.so", "__pycache__"))
    done = subprocess.run([sys.executable, str(copy / "_build.py"), "--quiet", "_nvml"], capture_output=True,
                          text=True, check=False)
    if done.returncode != 0:
        return None, f"{why}; building it here failed: {(done.stderr or done.stdout).strip()[-400:]}"
    try:
        return load_nvml("compiled_here", copy, "compiled"), "_nvml built for this run in a scratch copy"
    except ImportError as exc:
        return None, str(exc)


def ours(n: ModuleType, index: int) -> Timers:
    """The calls as a user writes them: handles as ints, enum members, the value read."""
    env = {"n": n, "dev": n.nvmlDeviceGetHandleByIndex(index), "GPU": n.NVML_TEMPERATURE_GPU}
    stmts = {
        "nvmlDeviceGetTemperature": "n.nvmlDeviceGetTemperature(dev, GPU)",
        "nvmlDeviceGetTemperatureV": "n.nvmlDeviceGetTemperatureV(dev, GPU)",  # the sensor in, an int out
        "nvmlDeviceGetMemoryInfo": "n.nvmlDeviceGetMemoryInfo(dev).used",
        "nvmlDeviceGetMemoryInfo_v2": "n.nvmlDeviceGetMemoryInfo_v2(dev).used",
    }
    return {op: timeit.Timer(stmts[op], globals=env) for op in OPS}


def ctypes_floor(n: ModuleType, index: int) -> Timers:
    """The same entry points through ctypes (the module's `_f`, no argtypes), every argument
    converted once: the structs with their version set, the handle a c_void_p."""
    temperature = n.nvmlTemperature_t(sensorType=GPU_SENSOR)
    temperature.version = ctypes.sizeof(n.nvmlTemperature_t) | 1 << 24  # nvmlTemperature_v1
    memory_v2 = n.nvmlMemory_v2_t()
    memory_v2.version = ctypes.sizeof(n.nvmlMemory_v2_t) | 2 << 24  # nvmlMemory_v2
    env = {
        "f": n._f, "dev": ctypes.c_void_p(n.nvmlDeviceGetHandleByIndex(index)), "cell": (ctypes.c_uint * 1)(),
        "t": ctypes.byref(temperature), "m": ctypes.byref(n.nvmlMemory_t()), "m2": ctypes.byref(memory_v2),
        "keep": (temperature, memory_v2),
    }
    stmts = {
        "nvmlDeviceGetTemperature": f"f.nvmlDeviceGetTemperature(dev, {GPU_SENSOR}, cell)",
        "nvmlDeviceGetTemperatureV": "f.nvmlDeviceGetTemperatureV(dev, t)",
        "nvmlDeviceGetMemoryInfo": "f.nvmlDeviceGetMemoryInfo(dev, m)",
        "nvmlDeviceGetMemoryInfo_v2": "f.nvmlDeviceGetMemoryInfo_v2(dev, m2)",
    }
    return {op: timeit.Timer(stmts[op], globals=env) for op in OPS}


def checked(label: str, stmts: dict[str, str], env: dict[str, Any]) -> Timers:
    """Timers of the statements that run once without an error (the others reported)."""
    out = {}
    for op, stmt in stmts.items():
        timer = timeit.Timer(stmt, globals=env)
        try:
            timer.timeit(1)
        except Exception as exc:
            print(f"{label} {op}: {exc!r}", file=sys.stderr)
        else:
            out[op] = timer
    return out


def pynvml_timers(index: int) -> tuple[Timers, str]:
    try:
        import pynvml
    except ImportError:
        return {}, "pynvml: not installed (pip install nvidia-ml-py)"
    pynvml.nvmlInit()
    env = {"p": pynvml, "h": pynvml.nvmlDeviceGetHandleByIndex(index), "GPU": pynvml.NVML_TEMPERATURE_GPU,
           "V2": getattr(pynvml, "nvmlMemory_v2", None)}
    stmts = {
        "nvmlDeviceGetTemperature": "p.nvmlDeviceGetTemperature(h, GPU)",
        "nvmlDeviceGetTemperatureV": "p.nvmlDeviceGetTemperatureV(h, GPU)",
        "nvmlDeviceGetMemoryInfo": "p.nvmlDeviceGetMemoryInfo(h).used",
        "nvmlDeviceGetMemoryInfo_v2": "p.nvmlDeviceGetMemoryInfo(h, version=V2).used",
    }
    if env["V2"] is None:
        del stmts["nvmlDeviceGetMemoryInfo_v2"]
    if not hasattr(pynvml, "nvmlDeviceGetTemperatureV"):
        del stmts["nvmlDeviceGetTemperatureV"]
    return checked("pynvml", stmts, env), f"pynvml: nvidia-ml-py {_version('nvidia-ml-py')}"


def cuda_bindings_timers(index: int) -> tuple[Timers, str]:
    try:
        from cuda.bindings import nvml as cbn
    except ImportError as exc:
        return {}, f"cuda.bindings.nvml: not importable ({exc}; cuda-bindings {_version('cuda-bindings')})"
    cbn.init_v2()
    get_handle = getattr(cbn, "device_get_handle_by_index_v2", None) or cbn.device_get_handle_by_index
    env = {"c": cbn, "dev": get_handle(index), "GPU": GPU_SENSOR}
    names = {  # the snake_case name of each C function, where cuda.bindings has it
        "nvmlDeviceGetTemperature": ("device_get_temperature", "c.device_get_temperature(dev, GPU)"),
        "nvmlDeviceGetTemperatureV": ("device_get_temperature_v", "c.device_get_temperature_v(dev, GPU)"),
        "nvmlDeviceGetMemoryInfo": ("device_get_memory_info", "c.device_get_memory_info(dev).used"),
        "nvmlDeviceGetMemoryInfo_v2": ("device_get_memory_info_v2", "c.device_get_memory_info_v2(dev).used"),
    }
    stmts = {op: stmt for op, (name, stmt) in names.items() if hasattr(cbn, name)}
    for op in sorted(set(names) - set(stmts)):
        print(f"cuda.bindings.nvml has no {names[op][0]} ({op})", file=sys.stderr)
    note = f"cuda.bindings.nvml: cuda-bindings {_version('cuda-bindings')}"
    return checked("cuda.bindings", stmts, env), note


def _version(dist: str) -> str:
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return "(not installed)"


def measure(contestants: dict[str, Timers], iterations: int, loops: int) -> dict[str, dict[str, float]]:
    """ns per call for every contestant and call: the contestants take turns loop by loop (the
    first one rotates); each figure is the median of `loops` loops of `iterations` calls."""
    labels = list(contestants)
    out: dict[str, dict[str, float]] = {label: {} for label in labels}
    for op in OPS:
        present = [label for label in labels if op in contestants[label]]
        samples: dict[str, list[float]] = {label: [] for label in present}
        for label in present:  # warm-up: symbols resolved, lazy objects made
            contestants[label][op].timeit(max(iterations // 10, 1))
        for k in range(loops):
            for label in present[k % len(present):] + present[:k % len(present)]:
                samples[label].append(contestants[label][op].timeit(iterations) / iterations * 1e9)
        for label in present:
            out[label][op] = statistics.median(samples[label])
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--iterations", type=int, default=2000, help="calls per loop")
    ap.add_argument("--loops", type=int, default=15, help="loops per call and contestant")
    ap.add_argument("--release", default=os.environ.get("CUDAGEN_GPU_RELEASE", "13.0"))
    ap.add_argument("--index", type=int, default=0, help="NVML device index")
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    package = "cuda_" + args.release.replace(".", "_")
    if not (GENERATED / package / "nvml.py").is_file():
        raise SystemExit(f"generated/{package} has no nvml module")
    warnings.simplefilter("ignore", DeprecationWarning)
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {max(os.sched_getaffinity(0))})  # one CPU for every contestant
    notes: list[str] = []
    with tempfile.TemporaryDirectory(prefix="cudagen-nvml-bench-") as tmp:
        python = load_nvml("python", GENERATED / package, "python")
        python.nvmlInit()
        compiled, where = compiled_nvml(package, Path(tmp))
        contestants: dict[str, Timers] = {"ctypes floor": ctypes_floor(python, args.index)}
        if compiled is not None:
            assert compiled.BACKEND == "compiled", compiled.BACKEND_REASON
            contestants["ours, compiled"] = ours(compiled, args.index)
            notes.append(f"ours, compiled: {where}")
        else:
            notes.append(f"ours, compiled: n/a ({where})")
        contestants["ours, python"] = ours(python, args.index)
        contestants["pynvml"], note = pynvml_timers(args.index)
        notes.append(note)
        contestants["cuda.bindings"], note = cuda_bindings_timers(args.index)
        notes.append(note)
        timed = measure(contestants, args.iterations, args.loops)

    dev = python.nvmlDeviceGetHandleByIndex(args.index)
    cuda = python.nvmlSystemGetCudaDriverVersion()
    labels = list(timed)
    mine = "ours, compiled" if compiled is not None else "ours, python"
    refs = [label for label in ("pynvml", "cuda.bindings") if timed[label]]
    lines = [
        f"Device {args.index}: {python.nvmlDeviceGetName(dev)}, driver {python.nvmlSystemGetDriverVersion()} "
        f"(CUDA {cuda // 1000}.{cuda % 1000 // 10}, NVML {python.nvmlSystemGetNVMLVersion()}), Python "
        f"{sys.version.split()[0]}, generated/{package}; ns per call, median of {args.loops} loops of "
        f"{args.iterations} calls, the contestants taking turns loop by loop.",
        "",
        "| call | " + " | ".join(labels) + " | " + " | ".join(f"{mine} / {ref}" for ref in refs) + " |",
        "|---|" + "---:|" * (len(labels) + len(refs)),
    ]
    for op in OPS:
        cells = [f"{timed[label][op]:.0f}" if op in timed[label] else "n/a" for label in labels]
        for ref in refs:
            ok = op in timed[mine] and op in timed[ref]
            cells.append(f"{timed[mine][op] / timed[ref][op]:.2f}" if ok else "n/a")
        lines.append(f"| {op} | " + " | ".join(cells) + " |")
    memory = python.nvmlDeviceGetMemoryInfo_v2(dev)
    lines += ["", *notes, f"Read here: {python.nvmlDeviceGetTemperatureV(dev, python.NVML_TEMPERATURE_GPU)} C, "
              f"{memory.used >> 20} MiB used of {memory.total >> 20} MiB."]
    python.nvmlShutdown()
    text = "\n".join(lines)
    print(text)
    if args.out:
        args.out.write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
