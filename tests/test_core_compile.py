"""The object layer's compile and link options against cuda.core 1.2.2's, and compiling with them
through the real NVRTC and nvJitLink on the CPU (neither needs a GPU).

1. `ProgramOptions.as_bytes` and `LinkerOptions.as_bytes` give the flags cuda.core's give for the
   same options (cuda.core's option classes are pure Python dataclasses: importable here without
   a driver), and raise what cuda.core raises where it refuses one.
2. `Program` compiles with the options cuda.core 1.2 added (time, split_compile, device_int128,
   fdevice_syntax_only, precompiled headers and `pch_status`, with the PCH heap grown and the
   program compiled again when it was too small), and `Linker` names what it links.

Each check runs in a fresh interpreter on generated/cuda_13_0 (the pure-Python backend): its
`core` (with NVRTC 13.0's wheel) beside cuda.core, printing JSON.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[1]


def _wheel_library(soname: str) -> Path | None:
    for entry in sys.path:
        path = Path(entry or ".") / "nvidia" / "cu13" / "lib" / soname
        if path.is_file():
            return path
    return None


def _has_cuda_core() -> bool:
    try:
        import cuda.core  # noqa: F401
    except Exception:
        return False
    return True


needs_cuda_core = pytest.mark.skipif(not _has_cuda_core(), reason="cuda.core is not installed")
needs_nvrtc = pytest.mark.skipif(_wheel_library("libnvrtc.so.13") is None,
                                 reason="the nvidia-cuda-nvrtc 13.x wheel is not installed")
needs_nvvm = pytest.mark.skipif(_wheel_library("libnvvm.so.4") is None,
                                reason="the nvidia-nvvm 13.x wheel is not installed")
needs_nvjitlink = pytest.mark.skipif(_wheel_library("libnvJitLink.so.13") is None,
                                     reason="the nvidia-nvjitlink 13.x wheel is not installed")


def run(script: str, *args: str) -> Any:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CUDAGEN_", "FAKECUDA_"))}
    env.update(PYTHONPATH=str(REPO / "generated"), CUDAGEN_BACKEND="python")
    done = subprocess.run([sys.executable, "-c", script, *args], capture_output=True, text=True, env=env,
                          timeout=300, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    return json.loads(done.stdout.splitlines()[-1])


# Option sets whose flags must be cuda.core's, byte for byte (arch is given: cuda.core would ask
# the driver for the current device's).
PROGRAM_CASES: list[dict[str, Any]] = [
    {},
    {"arch": "compute_90"},
    {"arch": "90"},  # cuda.core passes it as it is: so does as_bytes (as_options spells it sm_90)
    {"relocatable_device_code": True}, {"relocatable_device_code": False},
    {"extensible_whole_program": True}, {"extensible_whole_program": False},
    {"debug": True}, {"debug": False}, {"lineinfo": True},
    {"device_code_optimize": True}, {"device_code_optimize": False},
    {"ptxas_options": "-v"}, {"ptxas_options": ["-v", "-O2"]}, {"ptxas_options": ("-v",)},
    {"max_register_count": 32},
    {"ftz": True, "prec_sqrt": False, "prec_div": True, "fma": False},
    {"use_fast_math": True, "extra_device_vectorization": True, "link_time_optimization": True, "gen_opt_lto": True},
    {"define_macro": "A"}, {"define_macro": ("A", "1")}, {"define_macro": ["A", ("B", "2")]},
    {"define_macro": (("A", "1"), "B")},
    {"undefine_macro": "A"}, {"undefine_macro": ["A", "B"]},
    {"include_path": "/inc"}, {"include_path": ("/a", "/b")},
    {"pre_include": "h.h"}, {"pre_include": ["h.h", "g.h"]},
    {"no_source_include": True}, {"std": "c++20"},
    {"builtin_move_forward": False, "builtin_initializer_list": True},
    {"disable_warnings": True, "restrict": True, "device_as_default_execution_space": True},
    {"device_int128": True, "device_float128": True},
    {"optimization_info": "inline", "no_display_error_number": True},
    {"diag_error": 1, "diag_suppress": [2, 3], "diag_warn": (4,)},
    {"brief_diagnostics": False}, {"brief_diagnostics": True},
    {"time": "t.csv", "split_compile": 0, "fdevice_syntax_only": True, "minimal": True, "no_cache": True},
    {"fdevice_time_trace": "trace.json", "frandom_seed": "7", "ofast_compile": "max"},
    {"pch": True, "create_pch": "a.pch", "use_pch": "b.pch", "pch_dir": "d"},
    {"pch_verbose": False, "pch_messages": True, "instantiate_templates_in_pch": False},
    {"numba_debug": True}, {"numba_debug": False},
    {"extra_sources": [("m", "ir")], "use_libdevice": True},  # NVVM's: no NVRTC flag
    {"name": None},
    {"debug": True, "lineinfo": True, "std": "c++17", "define_macro": ["N=4", ("M", "x")], "time": "-",
     "split_compile": 4, "pch": True, "device_int128": True, "fdevice_syntax_only": True},
]
NVVM_CASES: list[dict[str, Any]] = [
    {}, {"arch": "compute_90"}, {"arch": "90"},
    {"debug": True, "device_code_optimize": False, "ftz": True, "prec_sqrt": False, "prec_div": True, "fma": False},
    {"device_code_optimize": True}, {"numba_debug": True},
    {"extra_sources": [("m", "ir")], "use_libdevice": True, "pch": True, "link_time_optimization": True},
]
NVVM_REFUSED: list[dict[str, Any]] = [
    {"lineinfo": True}, {"relocatable_device_code": False}, {"std": "c++17"}, {"time": "x", "split_compile": 2},
    {"gen_opt_lto": True}, {"brief_diagnostics": False}, {"define_macro": "A", "include_path": "/i", "minimal": True},
]
LINKER_CASES: list[dict[str, Any]] = [
    {}, {"arch": "90"}, {"name": "linked"},
    {"max_register_count": 32, "time": True, "verbose": True, "link_time_optimization": True, "ptx": True},
    {"optimization_level": 3}, {"optimization_level": 0}, {"debug": True}, {"debug": False}, {"lineinfo": True},
    {"ftz": False, "prec_div": True, "prec_sqrt": False, "fma": True},
    {"kernels_used": "k"}, {"kernels_used": ["a", "b"]}, {"variables_used": "v"}, {"variables_used": ["v", "w"]},
    {"optimize_unused_variables": True}, {"ptxas_options": "-v"}, {"ptxas_options": ["-v", "-O2"]},
    {"ptxas_options": ("-v",)},
    {"split_compile": 0, "split_compile_extended": 4, "no_cache": True}, {"no_cache": False},
    {"max_register_count": 3, "time": True, "verbose": True, "link_time_optimization": True, "ptx": True,
     "optimization_level": 3, "debug": True, "lineinfo": True, "ftz": True, "prec_div": True, "prec_sqrt": True,
     "fma": True, "kernels_used": ["k"], "variables_used": ["v"], "optimize_unused_variables": True,
     "ptxas_options": ["-v"], "split_compile": 2, "split_compile_extended": 3, "no_cache": True},
]
# With the driver's linker (cuLink*): each LINKER_CASES set, and these, become cuLinkCreate's
# CUjit_options as cuda.core 1.2.2 makes them, warn where it warns and raise where it raises.
DRIVER_CASES: list[dict[str, Any]] = [
    {"arch": None}, {"arch": "sm_90a"}, {"arch": "compute_100a"}, {"arch": "sm_120f"}, {"arch": "lto_75"},
    {"time": False}, {"ptx": False}, {"verbose": False}, {"link_time_optimization": False},
    {"kernels_used": ("a", "b"), "variables_used": ("v",), "optimize_unused_variables": False},
    {"ftz": True, "ptxas_options": "-v"}, {"split_compile_extended": 0}, {"split_compile": 1, "no_cache": True},
]
# Where cuda.core 1.2.2's as_bytes does not do what its options say, ours does (each: options,
# ours, cuda.core's). A False switch is no flag here, where cuda.core tests `is not None`; a
# tuple is a sequence here, where cuda.core takes only lists for kernels_used/variables_used.
LINKER_QUIRKS: list[tuple[dict[str, Any], list[str], list[str]]] = [
    ({"time": False}, ["-arch=sm_90"], ["-arch=sm_90", "-time"]),
    ({"optimize_unused_variables": False}, ["-arch=sm_90"], ["-arch=sm_90", "-optimize-unused-variables"]),
    ({"kernels_used": ("a", "b")}, ["-arch=sm_90", "-kernels-used=a", "-kernels-used=b"], ["-arch=sm_90"]),
    ({"variables_used": ("v",)}, ["-arch=sm_90", "-variables-used=v"], ["-arch=sm_90"]),
]

AS_BYTES = r'''
import json, sys, warnings
from cuda_13_0 import core
from cuda.core import LinkerOptions, ProgramOptions
cases = json.loads(sys.argv[1])

def tuples(kw):  # JSON turned the tuples of the cases into lists: the cases say which were tuples
    return {k: (tuple(tuple(x) if isinstance(x, list) else x for x in v) if k in kw.get("_tuples", ())
                else [tuple(x) if isinstance(x, list) else x for x in v] if isinstance(v, list) else v)
            for k, v in kw.items() if k != "_tuples"}

def both(make_ours, make_theirs, call):
    out = []
    for make in (make_ours, make_theirs):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            try:
                value = [b.decode() for b in call(make())]
            except Exception as e:
                value = ["raised", "CUDAError" if "CUDAError" in [c.__name__ for c in type(e).__mro__]
                         else type(e).__name__, str(e)]
        out.append([value, sorted({w.category.__name__ for w in caught})])
    return out

out = {"nvrtc": [], "nvvm": [], "nvvm_refused": [], "linker": [], "quirks": []}
for kw in cases["nvrtc"]:
    kw = {"arch": "sm_90", **tuples(kw)}
    out["nvrtc"].append(both(lambda: core.ProgramOptions(**kw), lambda: ProgramOptions(**kw),
                             lambda o: o.as_bytes("nvrtc")))
for kw in cases["nvvm"]:
    kw = {"arch": "sm_90", **tuples(kw)}
    out["nvvm"].append(both(lambda: core.ProgramOptions(**kw), lambda: ProgramOptions(**kw),
                            lambda o: o.as_bytes("NVVM", "ltoir")))
for kw in cases["nvvm_refused"]:
    kw = {"arch": "sm_90", **tuples(kw)}
    out["nvvm_refused"].append(both(lambda: core.ProgramOptions(**kw), lambda: ProgramOptions(**kw),
                                    lambda o: o.as_bytes("nvvm")))
for kw in cases["linker"] + [{"numba_debug": True}]:
    kw = {"arch": "sm_90", **tuples(kw)}
    out["linker"].append(both(lambda: core.LinkerOptions(**kw), lambda: LinkerOptions(**kw), lambda o: o.as_bytes()))
for kw in cases["quirks"]:
    kw = {"arch": "sm_90", **tuples(kw)}
    out["quirks"].append(both(lambda: core.LinkerOptions(**kw), lambda: LinkerOptions(**kw), lambda o: o.as_bytes()))
errors = {}
for name, call in [
    ("backend", lambda m: m.ProgramOptions(arch="sm_90").as_bytes("fortran")),
    ("linker_backend", lambda m: m.LinkerOptions(arch="sm_90").as_bytes("driver")),
    ("macro_pair", lambda m: m.ProgramOptions(arch="sm_90", define_macro=("A",)).as_bytes("nvrtc")),
    ("macro_type", lambda m: m.ProgramOptions(arch="sm_90", define_macro=5).as_bytes("nvrtc")),
    ("macro_item", lambda m: m.ProgramOptions(arch="sm_90", define_macro=[("A", 1)]).as_bytes("nvrtc")),
    ("macro_list", lambda m: m.ProgramOptions(arch="sm_90", define_macro=[5]).as_bytes("nvrtc")),
    ("bundled_headers", lambda m: m.ProgramOptions(arch="sm_90", use_bundled_headers=True).as_bytes("nvrtc")),
]:
    import cuda.core
    errors[name] = []
    for module in (core, cuda.core):
        try:
            call(module)
            errors[name].append(None)
        except Exception as e:
            errors[name].append([type(e).__name__, str(e)])
out["errors"] = errors
# The driver's linker: cuLinkCreate's options from ours and from cuda.core's private
# _prepare_driver_options (given the driver module it sets itself when it falls back to cuLink*).
import ctypes
import cuda.bindings.driver
import cuda.core._linker
cuda.core._linker._driver = cuda.bindings.driver

def jit_options(make):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            options = make()
            if isinstance(options, core.LinkerOptions):
                keys, values = options._driver_options(2)
            else:
                values, keys = options._prepare_driver_options()  # (values, keys): its order
            value = [[int(k) for k in keys],
                     [["buf", len(v)] if isinstance(v, (bytes, bytearray, ctypes.Array)) else int(v) for v in values]]
        except Exception as e:
            value = ["raised", type(e).__name__, str(e)]
    return [value, [[w.category.__name__, str(w.message)] for w in caught]]

out["driver"] = []
for kw in cases["linker"] + cases["driver"]:
    kw = {"arch": "sm_90", **tuples(kw)}
    out["driver"].append([jit_options(lambda: core.LinkerOptions(**kw)), jit_options(lambda: LinkerOptions(**kw))])
out["driver_bad_arch"] = [jit_options(lambda: core.LinkerOptions(arch="sm_999")),
                          jit_options(lambda: LinkerOptions(arch="sm_999"))]
# use_bundled_headers, as if NVRTC were 13.3 on both sides: where it goes, and NVVM's refusal.
import os
import cuda.bindings.nvrtc
from cuda_13_0 import nvrtc
os.environ["XDG_CACHE_HOME"] = "/cache"
nvrtc.nvrtcVersion = lambda: (13, 3)
real_version = cuda.bindings.nvrtc.nvrtcVersion
cuda.bindings.nvrtc.nvrtcVersion = lambda: (real_version()[0], 13, 3)
kw = {"arch": "sm_90", "use_bundled_headers": True, "include_path": "/i", "define_macro": "A", "pre_include": "h"}
out["bundled"] = both(lambda: core.ProgramOptions(**kw), lambda: ProgramOptions(**kw), lambda o: o.as_bytes("nvrtc"))
out["bundled_nvvm"] = both(lambda: core.ProgramOptions(**kw), lambda: ProgramOptions(**kw), lambda o: o.as_bytes("nvvm"))
o = core.ProgramOptions(arch="90", debug=True, extra_options=["--some-flag"])
out["as_options"] = [o.as_options(), [b.decode() for b in o.as_bytes("nvrtc")],
                     core.ProgramOptions(std="c++17").as_options()]
out["linker_as_options"] = [core.LinkerOptions(arch="90", time=True).as_options(),
                            core.LinkerOptions(time=True).as_options()]
out["repr_fields"] = [list(core.ProgramOptions.__dataclass_fields__), list(ProgramOptions.__dataclass_fields__),
                      list(core.LinkerOptions.__dataclass_fields__), list(LinkerOptions.__dataclass_fields__)]
out["defaults"] = [core.ProgramOptions(name=None).name, core.LinkerOptions().name, LinkerOptions(arch="sm_90").name]
print(json.dumps(out))
'''


def _tupled(cases: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The cases as JSON can carry them: which values were tuples, named under "_tuples"."""
    return [{**kw, "_tuples": [k for k, v in kw.items() if isinstance(v, tuple)]} for kw in cases]


@pytest.fixture(scope="module")
def as_bytes() -> dict[str, Any]:
    cases = {"nvrtc": _tupled(PROGRAM_CASES), "nvvm": _tupled(NVVM_CASES), "nvvm_refused": _tupled(NVVM_REFUSED),
             "linker": _tupled(LINKER_CASES), "quirks": _tupled([q[0] for q in LINKER_QUIRKS]),
             "driver": _tupled(DRIVER_CASES)}
    return run(AS_BYTES, json.dumps(cases))  # type: ignore[no-any-return]


@needs_cuda_core
@needs_nvrtc
@pytest.mark.parametrize("index", range(len(PROGRAM_CASES)))
def test_program_options_as_bytes_are_cuda_cores(as_bytes: dict[str, Any], index: int) -> None:
    ours, theirs = as_bytes["nvrtc"][index]
    assert ours == theirs, PROGRAM_CASES[index]


@needs_cuda_core
@needs_nvrtc
def test_nvvm_options_and_refusals_are_cuda_cores(as_bytes: dict[str, Any]) -> None:
    for case, (ours, theirs) in zip(NVVM_CASES, as_bytes["nvvm"], strict=True):
        assert ours == theirs, case
        assert ours[0][-1] == "-gen-lto", case  # target_type "ltoir"
    for case, (ours, theirs) in zip(NVVM_REFUSED, as_bytes["nvvm_refused"], strict=True):
        assert ours[0][:2] == ["raised", "CUDAError"] and theirs[0][:2] == ["raised", "CUDAError"], case
        assert ours[0][2] == theirs[0][2], case  # "The following options are not supported by NVVM backend: ..."


@needs_cuda_core
@needs_nvrtc
def test_linker_options_as_bytes_are_cuda_cores(as_bytes: dict[str, Any]) -> None:
    *cases, numba = as_bytes["linker"]
    for case, (ours, theirs) in zip(LINKER_CASES, cases, strict=True):
        assert ours == theirs, case
    assert numba[0] == numba[1] == [["-arch=sm_90"], ["DeprecationWarning"]]  # numba_debug: ignored, warned
    for (case, expected_ours, expected_theirs), (ours, theirs) in zip(LINKER_QUIRKS, as_bytes["quirks"], strict=True):
        assert (ours[0], theirs[0]) == (expected_ours, expected_theirs), case


@needs_cuda_core
@needs_nvrtc
def test_driver_linker_options_are_cuda_cores_jit_options(as_bytes: dict[str, Any]) -> None:
    """LinkerOptions -> cuLinkCreate's CUjit_option keys and values (the two 4 MiB log buffers and
    their sizes first), the DeprecationWarnings for what the driver ignores and the ValueErrors for
    what it cannot do, each as cuda.core 1.2.2's _prepare_driver_options gives them."""
    logs = [[3, 4, 5, 6], [["buf", 4194304], 4194304, ["buf", 4194304], 4194304]]
    cases = [*LINKER_CASES, *DRIVER_CASES]
    for case, (ours, theirs) in zip(cases, as_bytes["driver"], strict=True):
        assert ours == theirs, case
    by_case = dict(zip(map(repr, cases), (ours for ours, _ in as_bytes["driver"]), strict=True))
    assert by_case[repr({})][0] == [logs[0] + [9], logs[1] + [90]]  # arch sm_90: CU_TARGET_COMPUTE_90
    assert by_case[repr({"arch": None})][0] == logs  # no target: the context's
    assert by_case[repr({"arch": "sm_90a"})][0] == [logs[0] + [9], logs[1] + [65626]]  # CU_TARGET_COMPUTE_90A
    assert by_case[repr({"split_compile": 1, "no_cache": True})][0] == [
        "raised", "ValueError", "split_compile option is not supported by the driver API"]
    # An arch the driver's CUjit_target lacks: ValueError naming it here, AttributeError in cuda.core.
    ours, theirs = as_bytes["driver_bad_arch"]
    assert ours[0] == ["raised", "ValueError", "LinkerOptions.arch='sm_999': the driver's CUjit_target of CUDA "
                       "13.0 has no CU_TARGET_COMPUTE_999"]
    assert theirs[0][:2] == ["raised", "AttributeError"]


@needs_cuda_core
@needs_nvrtc
def test_refusals_raise_what_cuda_core_raises(as_bytes: dict[str, Any]) -> None:
    errors = as_bytes["errors"]
    for name, (ours, theirs) in errors.items():
        assert ours is not None and ours == theirs, name
    assert "NVRTC >= 13.3" in errors["bundled_headers"][0][1]  # this wheel is 13.0


@needs_cuda_core
@needs_nvrtc
def test_bundled_headers_as_cuda_core_spells_them(as_bytes: dict[str, Any]) -> None:
    ours, theirs = as_bytes["bundled"]
    assert ours == theirs
    assert "--use-bundled-headers=/cache/cuda-python/nvrtc-bundled-headers" in ours[0]
    ours, theirs = as_bytes["bundled_nvvm"]
    assert ours == theirs and "use_bundled_headers" in ours[0][2]


@needs_cuda_core
@needs_nvrtc
def test_fields_are_cuda_cores_in_order_and_as_options_is_what_compile_passes(as_bytes: dict[str, Any]) -> None:
    ours, theirs, linker_ours, linker_theirs = as_bytes["repr_fields"]
    assert ours == [*theirs, "extra_options"]  # ours adds extra_options, last (positional order kept)
    assert linker_ours == linker_theirs
    options, flags, no_arch = as_bytes["as_options"]
    assert options == ["-arch=sm_90", "--device-debug", "--some-flag"]
    assert flags == ["-arch=90", "--device-debug", "--some-flag"]
    assert no_arch == ["--std=c++17"]  # compile adds the current device's arch
    assert as_bytes["linker_as_options"] == [["-arch=sm_90", "-time"], ["-time"]]
    assert as_bytes["defaults"] == ["default_program", "<default linker>", "<default linker>"]


COMPILE = r'''
import json, os, sys, warnings
from cuda_13_0 import core, nvrtc
tmp = sys.argv[1]
out = {}
INT128 = 'extern "C" __global__ void mulhi(long long *p) { __int128 x = (__int128)p[0] * p[1]; p[2] = (long long)(x >> 64); }'
csv = os.path.join(tmp, "time.csv")
prog = core.Program(INT128, "c++", core.ProgramOptions(arch="sm_90", device_int128=True, time=csv, split_compile=2,
                                                        frandom_seed="3", ofast_compile="min", name="int128.cu"))
code = prog.compile("cubin")
out["int128"] = [code.code[:4].hex(), code.name, prog.pch_status, open(csv).read().splitlines()[0]]
syntax = core.Program(INT128, "c++", core.ProgramOptions(arch="sm_90", device_int128=True, fdevice_syntax_only=True))
out["syntax_only"] = ".entry" in syntax.compile("ptx").code.decode(errors="replace")  # no code generated
SRC = 'extern "C" __global__ void one(int *p) { *p = 1; }'
pch = os.path.join(tmp, "a.pch")
made = core.Program(SRC, "c++", core.ProgramOptions(arch="sm_90", create_pch=pch))
made.compile("cubin")
out["create_pch"] = [made.pch_status, os.path.isfile(pch)]
used = core.Program(SRC, "c++", core.ProgramOptions(arch="sm_90", use_pch=pch))
used.compile("cubin")
out["use_pch"] = used.pch_status  # no PCH asked to be made: None, as cuda.core
os.mkdir(os.path.join(tmp, "pchdir"))
auto = core.Program(SRC, "c++", core.ProgramOptions(arch="sm_90", pch=True, pch_dir=os.path.join(tmp, "pchdir")))
auto.compile("cubin")
out["auto_pch"] = auto.pch_status
# A PCH heap too small: compile grows it to what NVRTC says it needs and compiles a new program.
nvrtc.nvrtcSetPCHHeapSize(4096)
BIG = ("template <int N> struct F { static constexpr int v = N * F<N-1>::v; };"
       "template <> struct F<0> { static constexpr int v = 1; };\n"
       + "\n".join(f"inline __device__ int f{i}(int x) {{ return x * {i} + F<{i % 10}>::v; }}" for i in range(200))
       + '\ntemplate <int N> __global__ void k(int *p) { *p = f3(N); }\n')
created, destroyed = [], []
create, destroy = nvrtc.nvrtcCreateProgram, nvrtc.nvrtcDestroyProgram
nvrtc.nvrtcCreateProgram = lambda *a: created.append(1) or create(*a)
nvrtc.nvrtcDestroyProgram = lambda *a: destroyed.append(1) or destroy(*a)
grown = core.Program(BIG, "c++", core.ProgramOptions(arch="sm_90", create_pch=os.path.join(tmp, "big.pch")))
grown_code = grown.compile("cubin", name_expressions=("k<3>",))
out["grown"] = [grown.pch_status, [len(created), len(destroyed)], nvrtc.nvrtcGetPCHHeapSize() > 4096,
                os.path.isfile(os.path.join(tmp, "big.pch")), list(grown_code.symbol_mapping)]
grown.close()
grown.close()  # once only
out["grown_closed"] = [grown.is_closed, grown.handle, len(destroyed)]
out["ptx_pch_status"] = core.Program(".version 8.0", "ptx").pch_status
def outcome(fn):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            fn()
            value = None
        except Exception as e:
            value = [type(e).__name__, str(e)]
    return [value, [w.category.__name__ for w in caught]]
out["extra_sources_cpp"] = outcome(lambda: core.Program(SRC, "c++", core.ProgramOptions(extra_sources=[("m", "x")])))
out["extra_sources_ptx"] = outcome(lambda: core.Program(".version 8.0", "ptx", {"extra_sources": [("m", "x")]}))
out["numba_debug_ptx"] = outcome(lambda: core.Program(".version 8.0", "ptx", {"numba_debug": True}))
if core.__dict__.get("Linker") is not None and len(sys.argv) > 2:
    lto = core.Program(SRC, "c++", core.ProgramOptions(arch="sm_90", link_time_optimization=True)).compile("ltoir")
    options = core.LinkerOptions(arch="sm_90", link_time_optimization=True, split_compile_extended=2, name="linked")
    with core.Linker(lto, options=options) as linker:
        linked = linker.link("cubin")
    out["linked"] = [linked.name, linked.code_type, linked.code[:4].hex()]
    ptx = core.Program(SRC, "c++", core.ProgramOptions(arch="compute_90")).compile("ptx").code.rstrip(b"\0")
    from_ptx = core.Program(ptx.decode(), "ptx", core.ProgramOptions(arch="sm_90", name="one.ptx", max_register_count=32))
    cubin = from_ptx.compile("cubin")
    out["ptx_to_cubin"] = [from_ptx.backend, cubin.name, cubin.code_type, cubin.code[:4].hex()]
    rdc = core.Program(SRC, "c++", core.ProgramOptions(arch="sm_90", relocatable_device_code=True)).compile("cubin")
    with core.Linker(core.ObjectCode.from_cubin(rdc.code), options=core.LinkerOptions(arch="sm_90")) as linker:
        out["rdc_linked"] = linker.link("cubin").name
print(json.dumps(out))
'''


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    tmp = tmp_path_factory.mktemp("nvrtc")
    extra = ("link",) if _wheel_library("libnvJitLink.so.13") is not None else ()
    return run(COMPILE, str(tmp), *extra)  # type: ignore[no-any-return]


@needs_nvrtc
def test_compiles_with_the_options_cuda_core_added(compiled: dict[str, Any]) -> None:
    elf, name, pch_status, header = compiled["int128"]
    assert elf == "7f454c46" and name == "int128.cu" and pch_status is None  # no PCH asked for
    assert header.startswith("File name")  # --time wrote its CSV table
    assert compiled["syntax_only"] is False  # --fdevice-syntax-only: checked, no code generated


@needs_nvrtc
def test_pch_status_after_compile(compiled: dict[str, Any]) -> None:
    assert compiled["create_pch"] == ["created", True]
    assert compiled["use_pch"] is None
    assert compiled["auto_pch"] in ("created", "not_attempted")  # NVRTC decides under --pch
    # The heap grown, a new program compiled (with the name expressions again).
    # The first program destroyed when the second was made, the second at close(): once each.
    assert compiled["grown"] == ["created", [2, 1], True, True, ["k<3>"]]
    assert compiled["grown_closed"] == [True, None, 2]
    assert compiled["ptx_pch_status"] is None


@needs_nvrtc
def test_nvvm_only_options_are_refused_as_cuda_core_refuses_them(compiled: dict[str, Any]) -> None:
    assert compiled["extra_sources_cpp"] == [
        ["ValueError", "extra_sources is not supported by the NVRTC backend (C++ code_type)"], []]
    assert compiled["extra_sources_ptx"] == [["ValueError", "extra_sources is not supported by the PTX backend."], []]
    assert compiled["numba_debug_ptx"] == [None, ["UserWarning"]]


@needs_nvrtc
@needs_nvjitlink
def test_linker_names_what_it_links(compiled: dict[str, Any]) -> None:
    assert compiled["linked"] == ["linked", "cubin", "7f454c46"]  # split_compile_extended taken by nvJitLink
    assert compiled["rdc_linked"] == "<default linker>"
    # A PTX program compiles to a cubin with nvJitLink, as cuda.core's (its options translated).
    assert compiled["ptx_to_cubin"] == ["nvJitLink", "one.ptx", "cubin", "7f454c46"]


NVVM = r'''
import io, json, sys, warnings
from cuda_13_0 import core, nvvm
major, minor, dmajor, dminor = nvvm.nvvmIRVersion()
VERSION = f"!nvvmir.version = !{{!9}}\n!9 = !{{i32 {major}, i32 {minor}, i32 {dmajor}, i32 {dminor}}}\n"
HEAD = ('target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-'
        'f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"\n'
        'target triple = "nvptx64-nvidia-cuda"\n')
MAIN = HEAD + """
declare float @twice(float)
declare float @__nv_sinf(float)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @apply(float* %out) {
entry:
  %id = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr float, float* %out, i32 %id
  %v = load float, float* %p
  %t = call float @twice(float %v)
  %s = call float @__nv_sinf(float %t)
  store float %s, float* %p
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (float*)* @apply, !"kernel", i32 1}
""" + VERSION
HELPER = HEAD + "define float @twice(float %x) {\n  %r = fmul float %x, 2.0\n  ret float %r\n}\n" + VERSION
out = {}
destroyed = []
destroy = nvvm.nvvmDestroyProgram
nvvm.nvvmDestroyProgram = lambda *a: destroyed.append(1) or destroy(*a)
options = {"arch": "sm_90", "extra_sources": [("helper.ll", HELPER)], "use_libdevice": True, "name": "apply.ll"}
program = core.Program(MAIN, "nvvm", core.ProgramOptions(**options))
log = io.StringIO()
ptx = program.compile("ptx", logs=log)
lto = program.compile("ltoir")
out["ours"] = [program.backend, ptx.code_type, ptx.name, ".entry apply" in ptx.code.decode(), ptx.code.endswith(b"\0"),
               lto.code_type, len(lto.code) > 0]
out["cubin"] = None
try:
    program.compile("cubin")
except ValueError as e:
    out["cubin"] = str(e)
program.close()
program.close()
out["destroyed"] = len(destroyed)
def outcome(fn):
    try:
        fn()
        return None
    except Exception as e:
        return [type(e).__name__, str(e)]
bad = {
    "not_a_sequence": {"extra_sources": 5},
    "not_a_pair": {"extra_sources": [("a",)]},
    "name_type": {"extra_sources": [(1, "x")]},
    "source_type": {"extra_sources": [("a", 5)]},
    "empty": {"extra_sources": [("a", b"")]},
}
out["bad"] = {k: [outcome(lambda: core.Program(MAIN, "nvvm", core.ProgramOptions(arch="sm_90", **v)))] for k, v in bad.items()}
out["refused"] = [outcome(lambda: core.Program(MAIN, "nvvm", core.ProgramOptions(arch="sm_90", std="c++17")).compile("ptx"))]
try:
    import cuda.core as cc
except ImportError:
    cc = None
if cc is not None and len(sys.argv) > 1:
    theirs = cc.Program(MAIN, "nvvm", cc.ProgramOptions(**options))
    out["same_ptx"] = bytes(theirs.compile("ptx").code) == ptx.code
    out["same_ltoir_kind"] = theirs.compile("ltoir").code_type == lto.code_type
    for k, v in bad.items():
        out["bad"][k].append(outcome(lambda: cc.Program(MAIN, "nvvm", cc.ProgramOptions(arch="sm_90", **v))))
    out["refused"].append(outcome(lambda: cc.Program(MAIN, "nvvm", cc.ProgramOptions(arch="sm_90", std="c++17")).compile("ptx")))
print(json.dumps(out))
'''


@pytest.fixture(scope="module")
def nvvm_compiled() -> dict[str, Any]:
    return run(NVVM, *(("cuda.core",) if _has_cuda_core() else ()))  # type: ignore[no-any-return]


@needs_nvvm
def test_nvvm_programs_compile_ir_with_extra_sources_and_libdevice(nvvm_compiled: dict[str, Any]) -> None:
    r = nvvm_compiled
    assert r["ours"] == ["NVVM", "ptx", "apply.ll", True, True, "ltoir", True]
    assert r["cubin"] == "Unsupported target_type=\"cubin\" for NVVM (supported: 'ptx', 'ltoir')"
    assert r["destroyed"] == 1  # closed twice, destroyed once
    assert r["refused"][0][0] == "_UnsupportedOptions" and "std" in r["refused"][0][1]
    if "same_ptx" not in r:
        pytest.skip("cuda.core is not installed: nothing to compare with")
    assert r["same_ptx"] and r["same_ltoir_kind"]  # byte for byte what cuda.core's NVVM program gives
    for name, (ours, theirs) in r["bad"].items():
        assert ours == theirs, name  # the same exception and message for each malformed extra source
    assert r["refused"][0][1] == r["refused"][1][1]
