"""The generated driver bindings at run time, against a fake libcuda (no GPU, no CUDA install).

tests/fakecuda/fakecuda.c is compiled with gcc against the vendored cuda.h into a temporary
directory; a copy of generated/cuda_13_0 is imported in a fresh interpreter per scenario group
(tests/fakecuda/scenarios.py), because the driver module loads its library once per process. The
scenario records what the bindings did; the assertions are here, against what the fake is written
to do (see the comments in fakecuda.c), never against the generated code itself.
"""

from __future__ import annotations

import dataclasses
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import buildcache
import pytest

REPO = Path(__file__).resolve().parents[1]
PACKAGE = REPO / "generated" / "cuda_13_0"
HEADERS = REPO / "headers" / "13.0"
FAKE_DIR = Path(__file__).resolve().parent / "fakecuda"
SCENARIOS = FAKE_DIR / "scenarios.py"
MARK = "@@FAKECUDA-RESULT@@"
BACKENDS = ("python", "compiled")  # every scenario runs on both (CUDAGEN_BACKEND)

CUDA_SUCCESS, CUDA_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_DEVICE = 0, 1, 101
CUDA_ERROR_INVALID_HANDLE, CUDA_ERROR_NOT_FOUND, CUDA_ERROR_NOT_READY = 400, 500, 600
CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 1  # cuda.h
RESULT_ATTRIBUTE = 1_000_000  # the fake's cuDeviceGetAttribute(RESULT_ATTRIBUTE + code) returns code


# ------------------------------------------------------------------------------------------ harness


@dataclass(frozen=True)
class Build:
    root: Path
    lib: Path  # the fake, with cuGetProcAddress
    lib_no_getproc: Path  # the fake without cuGetProcAddress
    system_dir: Path  # holds a copy of the fake named libcuda.so.1
    pythonpath: Path  # holds a copy of generated/cuda_13_0, its compiled backend built
    backend: str = "python"  # CUDAGEN_BACKEND for the scenarios
    python: str = sys.executable  # the interpreter the scenarios run in (pythonpath built for it)


@pytest.fixture(scope="session")
def fake_driver(tmp_path_factory: pytest.TempPathFactory, package_copy: Path) -> Build:
    if shutil.which(os.environ.get("CC", "gcc")) is None:
        pytest.fail("gcc is needed to build the fake driver (tests/fakecuda/fakecuda.c)")
    root = tmp_path_factory.mktemp("fakecuda")  # the scenarios' working folder (their reports)
    libs = {}
    for name, defines in [("fakecuda", []), ("fakecuda_nogetproc", ["-DFAKECUDA_NO_GETPROC"])]:
        flags = ["-O1", "-Wall", "-Wextra", "-Werror", *shlex.split(os.environ.get("CUDAGEN_TEST_CFLAGS", "")),
                 *defines]
        try:  # built once for all workers and runs (tests/buildcache.py)
            libs[name] = buildcache.built_library(name, [FAKE_DIR / "fakecuda.c"], flags, [HEADERS], ["-lpthread"])
        except buildcache.BuildError as exc:
            pytest.fail(f"building the fake driver failed:\n{exc}")
    system_dir = root / "system"
    system_dir.mkdir()
    shutil.copy(libs["fakecuda"], system_dir / "libcuda.so.1")
    return Build(root, libs["fakecuda"], libs["fakecuda_nogetproc"], system_dir, package_copy)


@pytest.fixture(scope="session", params=BACKENDS)
def build(request: pytest.FixtureRequest, fake_driver: Build) -> Build:
    """The fake driver and the package, for each backend: every scenario runs on both."""
    return dataclasses.replace(fake_driver, backend=request.param)


_CACHE: dict[tuple[Any, ...], dict[str, Any]] = {}


def run_scenario(
    build: Build, group: str, *, lib: Path | str | None = None, env: dict[str, str] | None = None
) -> dict[str, Any]:
    """Run one scenario group in a fresh interpreter (once per arguments) and return its record."""
    library = build.lib if lib is None else lib
    key = (group, str(library), build.backend, build.python, tuple(sorted((env or {}).items())))
    if key in _CACHE:
        return _CACHE[key]
    full_env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("CUDAGEN_", "FAKECUDA_")) and k not in ("PYTHONPATH", "LD_LIBRARY_PATH")
    }
    full_env["PYTHONPATH"] = str(build.pythonpath)
    full_env["CUDAGEN_BACKEND"] = build.backend
    full_env["CUDAGEN_LIB_CUDA"] = str(library)
    if Path(library).is_file():
        full_env["FAKECUDA_PATH"] = str(library)
    full_env.update(env or {})
    done = subprocess.run(
        [build.python, "-X", "faulthandler", str(SCENARIOS), group],
        cwd=build.root,
        env=full_env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith(MARK)]
    if done.returncode or not lines:
        pytest.fail(f"scenario {group!r} failed (exit {done.returncode}):\n{done.stdout}\n{done.stderr}")
    result: dict[str, Any] = json.loads(lines[-1][len(MARK) :])
    if result["_backend"] is not None:  # the driver module was imported: by the backend asked for
        assert result["_backend"] == build.backend, f"scenario {group!r} ran on {result['_backend']}"
    _CACHE[key] = result
    return result


@pytest.fixture(scope="session")
def scenario(build: Build) -> Callable[..., dict[str, Any]]:
    return lambda group, **kw: run_scenario(build, group, **kw)


def class_name(result_name: str) -> str:
    """The exception class for a CUresult member: CUDA_ERROR_INVALID_DEVICE -> CudaErrorInvalidDevice."""
    return "Cuda" + "".join(part.capitalize() for part in result_name.split("_")[1:])


def returned(outcome: dict[str, Any]) -> Any:
    assert outcome["raised"] is None, f"raised {outcome['raised']}: {outcome.get('text')}"
    return outcome["value"]


def rejected(outcome: dict[str, Any], exc_type: str, *words: str) -> None:
    """Raised exc_type (or a subclass), its message names every word, and no C call was made."""
    assert outcome["raised"] is not None, f"accepted, returned {outcome['value']!r}"
    assert exc_type in outcome["mro"], f"raised {outcome['raised']}: {outcome['text']}"
    for word in words:
        assert word in outcome["text"], outcome["text"]
    assert outcome["c_calls"] == 0, f"{outcome['c_calls']} C call(s) made"


def cuda_error(outcome: dict[str, Any], code_name: str, code: int, function: str) -> None:
    assert outcome["raised"] == class_name(code_name), outcome
    assert outcome["is_module_class"], "the exception class is not exported by the driver module"
    assert {"CUDADriverError", "CUDAError", "Exception"} <= set(outcome["mro"])
    assert outcome["code"] == code
    assert outcome["name"] == code_name
    assert outcome["function"] == function


# ----------------------------------------------------------------------------- (a) no driver at all


def test_import_without_driver_then_first_call_names_libcuda_and_env_var(
    scenario: Callable[..., dict[str, Any]],
) -> None:
    subprocess.run(
        [sys.executable, "-c", "import ctypes; ctypes.CDLL('libcuda.so.1')"], capture_output=True, check=False
    )
    r = scenario("no_driver", lib="/nonexistent/libcuda.so.1")
    assert r["enum_member"] == CUDA_ERROR_INVALID_VALUE  # import worked, module usable
    for call in (r["first"], r["second"]):  # every call says so, not only the first
        assert call["raised"] == "DriverNotFoundError", call
        assert "OSError" in call["mro"]
        assert "libcuda" in call["text"]
        assert "CUDAGEN_LIB_CUDA" in call["text"]


def test_env_var_names_the_driver_instead_of_the_system_one(
    scenario: Callable[..., dict[str, Any]], build: Build
) -> None:
    # A loadable libcuda.so.1 on the loader path (what a machine with a GPU has): CUDAGEN_LIB_CUDA
    # naming a file that does not exist must fail, not silently load that other driver.
    r = scenario("no_driver", lib="/nonexistent/libcuda.so.1", env={"LD_LIBRARY_PATH": str(build.system_dir)})
    assert r["first"]["raised"] == "DriverNotFoundError", r["first"]
    assert "/nonexistent/libcuda.so.1" in r["first"]["text"]


# ------------------------------------------------------------------------------- (b) values returned


def test_scalar_outputs_come_back(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("values")
    assert returned(r["init"]) is None
    assert returned(r["version"]) == 13000 and r["version"]["type"] == "int"
    assert returned(r["count"]) == 2 and r["count"]["type"] == "int"
    assert returned(r["device1"]) == 1
    assert returned(r["total_mem"]) == 2 << 33  # (dev + 1) * 8 GiB: size_t not truncated


def test_device_name_is_str(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("values")
    assert returned(r["name0"]) == "Fake GPU 0" and r["name0"]["type"] == "str"
    assert returned(r["name1"]) == "Fake GPU 1"


def test_device_attribute_passes_enum_int_and_unlisted_values(
    scenario: Callable[..., dict[str, Any]],
) -> None:
    r = scenario("values")  # the fake answers attrib * 10 + dev
    assert returned(r["attr_enum"]) == CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK * 10 + 1
    assert returned(r["attr_int"]) == 75 * 10 + 0
    assert returned(r["attr_unlisted"]) == 5000 * 10 + 1


def test_attribute_values_come_back_as_their_documented_type(
    scenario: Callable[..., dict[str, Any]],
) -> None:
    # cuPointerGetAttribute's value type depends on the attribute: storage of that C type,
    # read back as int, bool, handle or struct; an attribute without a known type is refused
    # before C is called. The fake's values are in fakecuda.c (cuPointerGetAttribute).
    r = scenario("values")
    ptr = 0x7_0000_0010
    assert returned(r["ptr_context"]) == ptr + 1 and r["ptr_context"]["type"] == "int"
    assert returned(r["ptr_memory_type"]) == 2  # CU_MEMORYTYPE_DEVICE
    assert returned(r["ptr_ordinal"]) == ptr % 7 and r["ptr_ordinal"]["type"] == "int"
    assert returned(r["ptr_managed"]) is True and returned(r["ptr_sync_memops"]) is False
    assert returned(r["ptr_range_size"]) == ptr << 4  # size_t storage: over 32 bits survives
    assert r["ptr_tokens"] == ["CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_v1", ptr + 2, 42]
    assert r["ptr_unsupported"]["raised"] == "CudaErrorNotSupported"
    assert r["ptr_unknown"]["raised"] == "ValueError" and r["ptr_unknown"]["c_calls"] == 0
    assert "attribute: 4242 is not an attribute" in r["ptr_unknown"]["text"]
    cuda_error(r["ptr_null"], "CUDA_ERROR_INVALID_VALUE", CUDA_ERROR_INVALID_VALUE, "cuPointerGetAttribute")
    # The setter takes the same Python values: a bool for SYNC_MEMOPS, read back by the getter.
    assert returned(r["ptr_set_true"]) is None and returned(r["ptr_after_true"]) is True
    assert returned(r["ptr_set_false"]) is None and returned(r["ptr_after_false"]) is False
    assert r["ptr_set_unknown"]["raised"] == "ValueError" and r["ptr_set_unknown"]["c_calls"] == 0


def test_inout_values_are_range_checked_and_come_back(scenario: Callable[..., dict[str, Any]]) -> None:
    # cuThreadExchangeStreamCaptureMode swaps an in/out mode (the fake starts at 0): the old
    # one comes back as the enum; ctypes would have turned 2**32 into 0 and -1 into 2**32 - 1.
    r = scenario("values")
    first, second = returned(r["mode_first"]), returned(r["mode_second"])
    assert first == {"enum": "CUstreamCaptureMode", "name": "CU_STREAM_CAPTURE_MODE_GLOBAL", "value": 0}
    assert second == {"enum": "CUstreamCaptureMode", "name": "CU_STREAM_CAPTURE_MODE_RELAXED", "value": 2}
    for key in ("mode_too_big", "mode_negative"):
        assert r[key]["raised"] == "OverflowError" and r[key]["c_calls"] == 0, r[key]
        assert "cuThreadExchangeStreamCaptureMode() argument 'mode'" in r[key]["text"]


def test_arrays_sharing_a_count_pass_their_common_length(scenario: Callable[..., dict[str, Any]]) -> None:
    # cuWaitExternalSemaphoresAsync reads numExtSems semaphores and as many parameter
    # structs: the count comes from the sequences, and sequences of different lengths
    # are refused before C could read past the shorter one.
    r = scenario("values")
    assert returned(r["sems"]) is None
    assert r["sems_seen"] == [3, 0x1000 + 0x2000 + 0x3000, 6 * 10**12]
    assert r["sems_mismatch"]["raised"] == "ValueError" and r["sems_mismatch"]["c_calls"] == 0
    assert "has 2 elements but" in r["sems_mismatch"]["text"]


def test_attribute_lists_are_typed_values_equal_to_one_by_one(scenario: Callable[..., dict[str, Any]]) -> None:
    # cuPointerGetAttributes: C writes numAttributes values through data[0 .. n-1]; the fake
    # refuses a NULL data[i] (what one cell passed for the array gave). The list equals
    # cuPointerGetAttribute's values one by one, types included.
    r = scenario("arrays")
    values = returned(r["ptr_attrs"])
    assert len(values) == 16
    assert values == r["ptr_one_by_one"] and r["ptr_attrs_types"] == r["ptr_one_by_one_types"]
    ptr = 0x7_0000_0010  # the fake: CONTEXT ptr + 1, MEMORY_TYPE 2, ORDINAL ptr % 7, ...
    assert values[:6] == [ptr + 1, 2, ptr % 7, True, False, ptr << 4]
    for key in ("ptr_attrs_unknown", "ptr_attrs_not_int"):
        assert r[key]["raised"] in ("ValueError", "TypeError") and r[key]["c_calls"] == 0
        assert "attributes" in r[key]["text"]
    assert "4242 is not an attribute" in r["ptr_attrs_unknown"]["text"]
    # cuMemRangeGetAttributes: data and dataSizes arrays (the fake checks each size: 4 for an
    # int, a multiple of 4 for ACCESSED_BY); ACCESSED_BY is the list of devices set (the fake
    # sets 1 and 0), without the CU_DEVICE_INVALID padding.
    assert returned(r["range_attrs"]) == r["range_one_by_one"] == [1, [1, 0], 0x1005 % 3, -1]


def test_in_out_counts_query_with_null_and_cut_the_list(scenario: Callable[..., dict[str, Any]]) -> None:
    # cuDevSmResourceSplitByCount(nbGroups=0, ...) is the documented query form: result is
    # NULL and the group count comes back with an empty list. With room for 5 groups of 3 SMs
    # out of 10, the fake makes 3: the list has 3 resources, not 5, and the rest holds 1 SM.
    r = scenario("arrays")
    groups, count, _remaining = returned(r["split_query"])
    assert (groups, count) == ([], 3)
    assert returned(r["split"])[1] == 3
    assert r["split_groups"] == [[1, 3]] * 3  # CU_DEV_RESOURCE_TYPE_SM = 1
    assert r["split_rest"] == [3, 1, 1]


def test_every_array_of_a_query_is_allocated_from_the_count(scenario: Callable[..., dict[str, Any]]) -> None:
    # cuGraphGetEdges: from, to and edgeData are each numEdges long (from and to were one cell).
    r = scenario("arrays")
    assert returned(r["edges"]) is not None
    assert r["edges_seen"] == [[0x100, 0x101, 0x102], [0x200, 0x201, 0x202], [0, 1, 2]]


def test_arrays_sized_by_another_count_or_a_constant(scenario: Callable[..., dict[str, Any]]) -> None:
    # cuTensorMapEncodeTiled reads tensorRank elements of globalDim, boxDim and elementStrides
    # and tensorRank - 1 of globalStrides: tensorRank is derived, and lengths that disagree are
    # refused before C. cuTexRefSetBorderColor reads four floats: exactly four are taken, and
    # cuTexRefGetBorderColor writes four.
    r = scenario("arrays")
    assert r["tensor"]["raised"] is None
    assert r["tensor_seen"] == [3, 60, 1240, 14, 3]
    for key in ("tensor_strides_too_many", "tensor_box_short", "border_short", "border_long"):
        assert r[key]["raised"] == "ValueError" and r[key]["c_calls"] == 0, r[key]
    assert "tensorRank" not in r["tensor_box_short"]["text"] or "boxDim" in r["tensor_box_short"]["text"]
    assert returned(r["border"]) is None
    assert r["border_seen"] == [0.5, 1.0, 1.5, 2.0]
    assert returned(r["border_get"]) == [0.5, 1.0, 1.5, 2.0]  # C writes four floats (not into one)
    assert "expected 4 elements, got 1" in r["border_short"]["text"]


def test_string_attribute_values(scenario: Callable[..., dict[str, Any]]) -> None:
    # CU_COREDUMP_FILE is a string: set from str or bytes (the fake checks its NUL lies within
    # the size passed), read back as str; too long (the header: up to 1023 characters) or
    # not a string is refused before C.
    r = scenario("arrays")
    assert returned(r["core_file_default"]) == "core.fake"
    assert returned(r["core_set_file"]) is None
    assert returned(r["core_file"]) == "/tmp/cores/core.%p"
    assert returned(r["core_set_file_bytes"]) is None and returned(r["core_file_bytes"]) == "/tmp/b"
    assert r["core_set_file_long"]["raised"] == "ValueError" and r["core_set_file_long"]["c_calls"] == 0
    assert r["core_set_file_int"]["raised"] == "TypeError" and r["core_set_file_int"]["c_calls"] == 0
    assert returned(r["core_set_enable"]) is None and returned(r["core_enable"]) is True


def test_struct_array_fields_round_trip_through_c(scenario: Callable[..., dict[str, Any]]) -> None:
    # CUDA_TEXTURE_DESC built from lists (addressMode: enumerators, borderColor: floats),
    # passed to cuTexObjectCreate, read back by cuTexObjectGetTextureDesc: the same values,
    # the array fields as list-like views equal to the lists.
    r = scenario("arrays")
    assert returned(r["tex_create"]) == 0x7E0
    modes, border, flags, equal, view = r["tex_back"]
    assert [m["name"] for m in modes] == ["CU_TR_ADDRESS_MODE_WRAP", "CU_TR_ADDRESS_MODE_CLAMP",
                                          "CU_TR_ADDRESS_MODE_MIRROR"]
    assert (border, flags, equal, view) == ([0.5, 0.25, 1.0, 2.0], 1, True, "ArrayView")


def test_fixed_size_bytes_out_and_structs_by_value(scenario: Callable[..., dict[str, Any]]) -> None:
    # cuDeviceGetLuid: 8 bytes as bytes (a NUL and a byte over 127 inside, none lost), the
    # node mask beside them. cuMemAdvise: a CUmemLocation passed by value reaches C whole,
    # beside 64-bit arguments; anything but the struct is refused before C.
    r = scenario("values")
    assert r["luid"]["item_types"] == ["bytes", "int"]
    assert r["luid_bytes"] == [[ord("L"), ord("U"), ord("I"), ord("D"), 1, 0xFF, 0x00, 0x7F], 1 << 1]
    assert returned(r["advise"]) is None
    # cuda.h: CU_MEM_ADVISE_SET_READ_MOSTLY = 1, CU_MEM_LOCATION_TYPE_DEVICE = 1
    assert r["advise_seen"] == [2**40 + 64, 2**33, 1, 1, 1]
    assert r["advise_wrong"]["raised"] == "TypeError" and r["advise_wrong"]["c_calls"] == 0
    assert "expected CUmemLocation" in r["advise_wrong"]["text"]


def test_several_outputs_are_a_tuple_in_c_order(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("values")
    assert r["mem_info"]["type"] == "tuple" and r["mem_info"]["item_types"] == ["int", "int"]
    assert returned(r["mem_info"]) == [(3 << 32) + 5, (7 << 32) + 9]  # (free, total)
    for key in ("global_str", "global_bytes"):  # (dptr, bytes): 2^44 + hmod + len, 8 * len
        assert r[key]["type"] == "tuple" and r[key]["item_types"] == ["int", "int"]
        assert returned(r[key]) == [(1 << 44) + 0x1000 + len("counter"), 8 * len("counter")]
    cuda_error(r["global_missing"], "CUDA_ERROR_NOT_FOUND", CUDA_ERROR_NOT_FOUND, "cuModuleGetGlobal")


def test_error_strings_are_the_drivers(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("values")
    assert returned(r["error_string"]) == "fake: invalid value"
    assert returned(r["error_name"]) == "CUDA_ERROR_INVALID_DEVICE"
    cuda_error(
        r["error_string_unknown"], "CUDA_ERROR_INVALID_VALUE", CUDA_ERROR_INVALID_VALUE, "cuGetErrorString"
    )


def test_alloc_and_free(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("values")
    assert r["alloc"]["type"] == "int" and returned(r["alloc"]) > 0
    assert r["live_after_alloc"] == 1
    assert returned(r["free"]) is None
    assert r["live_after_free"] == 0
    cuda_error(r["free_again"], "CUDA_ERROR_INVALID_VALUE", CUDA_ERROR_INVALID_VALUE, "cuMemFree")


SOURCES = [
    "bytes",
    "bytearray",
    "memoryview",
    "memoryview_readonly",
    "memoryview_offset",
    "array",
    "ctypes",
    "numpy",
    "numpy_readonly",
    "numpy_offset_view",
]
DESTINATIONS = [
    "bytearray",
    "memoryview",
    "memoryview_offset",
    "array",
    "ctypes",
    "numpy",
    "numpy_offset_view",
]


@pytest.mark.parametrize("kind", SOURCES)
def test_host_to_device_from_any_buffer(scenario: Callable[..., dict[str, Any]], kind: str) -> None:
    r = scenario("memory")
    if kind.startswith("numpy") and not r["numpy"]:
        pytest.skip("numpy is not installed")
    assert returned(r["up"][kind]["call"]) is None
    assert r["up"][kind]["ok"], "the data read back differs from the data written"


@pytest.mark.parametrize("kind", DESTINATIONS)
def test_device_to_host_into_any_writable_buffer(scenario: Callable[..., dict[str, Any]], kind: str) -> None:
    r = scenario("memory")
    if kind.startswith("numpy") and not r["numpy"]:
        pytest.skip("numpy is not installed")
    assert returned(r["down"][kind]["call"]) is None
    assert r["down"][kind]["ok"], "the data landed elsewhere than in the destination"


def test_device_pointers_are_ints_with_arithmetic(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("memory")
    assert r["dptr_type"] == "int"
    assert r["partial_ok"]


# ------------------------------------------------------------------------------------------ (c) errors


def test_error_raises_the_class_of_its_code(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("errors")
    cuda_error(r["device5"], "CUDA_ERROR_INVALID_DEVICE", CUDA_ERROR_INVALID_DEVICE, "cuDeviceGet")
    assert r["device5"]["message"] == "fake: invalid device ordinal"  # the driver's own text
    assert "fake: invalid device ordinal" in r["device5"]["text"]
    assert "cuDeviceGet" in r["device5"]["text"]
    cuda_error(r["init1"], "CUDA_ERROR_INVALID_VALUE", CUDA_ERROR_INVALID_VALUE, "cuInit")
    assert r["init1"]["message"] == "fake: invalid value"


def test_every_listed_code_raises_its_own_class(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("errors")
    assert len(r["every_code"]) > 90  # cuda.h 13.0 lists about a hundred
    for name, outcome in r["every_code"].items():
        code = int(outcome.get("code", -1))
        assert outcome["raised"] == class_name(name), (name, outcome)
        assert outcome["is_module_class"] and "CUDADriverError" in outcome["mro"], (name, outcome)
        assert (outcome["name"], outcome["function"]) == (name, "cuDeviceGetAttribute"), (name, outcome)
        assert code > 0


def test_unlisted_code_raises_the_base_class(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("errors")["unlisted"]
    assert r["raised"] == "CUDADriverError", r
    assert r["code"] == 123456
    assert "123456" in r["name"]
    assert r["function"] == "cuDeviceGetAttribute"


def test_errors_pickle(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("errors")["pickled"]
    assert r["same_type"] and r["type"] == "CudaErrorInvalidDevice"
    assert (
        r["attrs"]
        == r["original"]
        == [
            CUDA_ERROR_INVALID_DEVICE,
            "CUDA_ERROR_INVALID_DEVICE",
            "fake: invalid device ordinal",
            "cuDeviceGet",
        ]
    )


# ----------------------------------------------------------------------------- (d) answers, not errors


def test_query_functions_return_not_ready(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("queries")
    for first, second in (("stream1", "stream2"), ("event1", "event2")):
        assert returned(r[first]) == {
            "enum": "CUresult",
            "name": "CUDA_ERROR_NOT_READY",
            "value": CUDA_ERROR_NOT_READY,
        }
        assert returned(r[second]) == {"enum": "CUresult", "name": "CUDA_SUCCESS", "value": CUDA_SUCCESS}


def test_query_functions_still_raise_real_errors(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("queries")
    cuda_error(r["stream_bad"], "CUDA_ERROR_INVALID_HANDLE", CUDA_ERROR_INVALID_HANDLE, "cuStreamQuery")
    cuda_error(r["event_null"], "CUDA_ERROR_INVALID_HANDLE", CUDA_ERROR_INVALID_HANDLE, "cuEventQuery")
    # NOT_READY is an answer only where the rules say so
    cuda_error(r["not_ready_elsewhere"], "CUDA_ERROR_NOT_READY", CUDA_ERROR_NOT_READY, "cuDeviceGetAttribute")


# ---------------------------------------------------------------- (e) cuGetProcAddress, stream modes


def abi_versions(base: str) -> list[int]:
    """The versions cudaTypedefs.h gives `base`'s ABIs (PFN_cuMemAlloc_v2000, _v3020), oldest first."""
    text = (REPO / "headers" / "13.0" / "cudaTypedefs.h").read_text()
    return sorted({int(v) for v in re.findall(rf"\bPFN_{base}_v(\d+)\)", text)})


@pytest.mark.parametrize("env", [{}, {"CUDAGEN_PER_THREAD_DEFAULT_STREAM": "0"}], ids=["unset", "0"])
def test_symbols_resolved_with_header_version_and_legacy_stream(
    scenario: Callable[..., dict[str, Any]], env: dict[str, str]
) -> None:
    r = scenario("proc_address", env=env)
    info = r["after_alloc"]
    assert info["header_version"] == 13000  # CUDA_VERSION of the vendored cuda.h
    assert r["header_version"] == 13000
    assert info["last_symbol"] == "cuMemAlloc"  # the base name; the driver picks the ABI (_v2)
    # cuda.h binds cuMemAlloc to cuMemAlloc_v2, the second ABI: asked with that ABI's version
    # (asking 13000 would return the newest ABI, which is not always the header's declaration).
    assert info["last_version"] == abi_versions("cuMemAlloc")[1] == 3020
    assert info["last_flags"] == info["flag_legacy"]
    assert returned(r["alloc"]) > 0  # got cuMemAlloc_v2: the fake's pre-3.2 entry point would fail
    assert r["after_total_mem"]["last_symbol"] == "cuDeviceTotalMem"
    assert returned(r["total_mem"]) == 1 << 33
    assert r["after_query"]["stream_mode"] == 1 and r["after_htod"]["stream_mode"] == 1  # legacy


def test_per_thread_default_stream_from_env(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("proc_address", env={"CUDAGEN_PER_THREAD_DEFAULT_STREAM": "1"})
    assert r["after_alloc"]["last_flags"] == r["after_alloc"]["flag_per_thread"]
    assert r["after_alloc"]["last_version"] == abi_versions("cuMemAlloc")[1]
    returned(r["query"])
    assert r["after_query"]["stream_mode"] == 2  # cuStreamQuery_ptsz
    assert returned(r["htod"]) is None
    assert r["after_htod"]["stream_mode"] == 2  # cuMemcpyHtoD_v2_ptds


def test_each_function_resolved_once(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("proc_address")
    assert returned(r["alloc_again"]) > 0
    assert r["lookups"] == {"cuMemAlloc": 1, "cuStreamQuery": 1, "cuCtxCreate": 0}


def test_without_cuGetProcAddress_versioned_symbols_are_used(
    scenario: Callable[..., dict[str, Any]], build: Build
) -> None:
    r = scenario("proc_address", lib=build.lib_no_getproc)
    assert returned(r["alloc"]) > 0  # cuMemAlloc_v2
    assert returned(r["total_mem"]) == 1 << 33  # cuDeviceTotalMem_v2
    r = scenario("proc_address", lib=build.lib_no_getproc, env={"CUDAGEN_PER_THREAD_DEFAULT_STREAM": "1"})
    assert returned(r["htod"]) is None
    assert r["after_htod"]["stream_mode"] == 2  # cuMemcpyHtoD_v2_ptds


def test_without_cuGetProcAddress_per_thread_stream_functions_use_ptsz(
    scenario: Callable[..., dict[str, Any]], build: Build
) -> None:
    # cuda.h: `#define cuStreamQuery __CUDA_API_PTSZ(cuStreamQuery)` -> cuStreamQuery_ptsz
    r = scenario("proc_address", lib=build.lib_no_getproc, env={"CUDAGEN_PER_THREAD_DEFAULT_STREAM": "1"})
    returned(r["query"])
    assert r["after_query"]["stream_mode"] == 2


# ------------------------------------------------------------------------------ (f) missing functions


def test_missing_function_raises_naming_it(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("missing")
    assert r["has_attribute"]  # importing worked and the binding exists
    for call in (r["first"], r["second"]):
        assert call["raised"] == "FunctionNotFoundError", call
        assert call["is_module_class"]  # driver.FunctionNotFoundError
        assert "cuCtxCreate" in call["text"]
    assert returned(r["after"]) == 13000  # the rest of the driver still works


# ------------------------------------------------------------------ (g) arguments checked before C


def test_device_to_host_rejects_too_small_destination(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("arguments")
    rejected(r["dtoh_too_small"], "ValueError", "dstHost")


def test_device_to_host_rejects_read_only_destination(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("arguments")
    rejected(r["dtoh_bytes"], "ValueError", "dstHost")
    rejected(r["dtoh_readonly_view"], "ValueError", "dstHost")


def test_device_to_host_rejects_unsuitable_numpy_destination(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("arguments")
    if "dtoh_numpy_too_small" not in r:
        pytest.skip("numpy is not installed")
    rejected(r["dtoh_numpy_too_small"], "ValueError", "dstHost")
    rejected(r["dtoh_numpy_strided"], "ValueError", "dstHost")
    rejected(r["dtoh_numpy_readonly"], "ValueError", "dstHost")


def test_host_to_device_checks_source(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("arguments")
    rejected(r["htod_too_small"], "ValueError", "srcHost")
    rejected(r["htod_str"], "TypeError", "srcHost")
    if "htod_numpy_strided" in r:
        rejected(r["htod_numpy_strided"], "ValueError", "srcHost")
        assert returned(r["numpy_int_size"]) is None


def test_negative_size_is_rejected(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("arguments")
    assert r["htod_negative_size"]["raised"] in ("ValueError", "OverflowError"), r["htod_negative_size"]
    assert r["htod_negative_size"]["c_calls"] == 0


@pytest.mark.parametrize(
    ("case", "param"),
    [
        ("free_str", "dptr"),
        ("device_str", "ordinal"),
        ("device_float", "ordinal"),
        ("attr_object", "attrib"),
        ("global_int_name", "name"),
        ("hostfn_not_callable", "fn"),
        ("size_str", "bytesize"),
    ],
)
def test_wrong_type_is_a_type_error_naming_the_parameter(
    scenario: Callable[..., dict[str, Any]], case: str, param: str
) -> None:
    rejected(scenario("arguments")[case], "TypeError", param)


def test_float_is_not_a_handle(scenario: Callable[..., dict[str, Any]]) -> None:
    rejected(scenario("arguments")["handle_float"], "TypeError", "ctx")


@pytest.mark.parametrize("case", ["device_2_32", "ctx_2_64", "ctx_negative"])
def test_out_of_range_integer_is_an_error_not_truncated(
    scenario: Callable[..., dict[str, Any]], case: str
) -> None:
    outcome = scenario("arguments")[case]
    assert outcome["raised"] in ("OverflowError", "ValueError", "TypeError"), outcome
    assert outcome["c_calls"] == 0


@pytest.mark.parametrize("label", ["int", "none", "__int__", "__index__", "high", "high_object"])
def test_handles_accept_int_none_and_int_like_objects(
    scenario: Callable[..., dict[str, Any]], label: str
) -> None:
    case = scenario("arguments")[f"handle_{label}"]
    assert returned(case["set"]) is None
    assert returned(case["get"]) == case["expected"]
    assert case["get"]["type"] == "int"


def test_device_pointer_and_device_from_objects(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("arguments")
    assert returned(r["dptr_object"]) is None
    assert returned(r["device_index"]) == "Fake GPU 1"
    assert returned(r["device_handle"]) == "Fake GPU 1"


@pytest.mark.parametrize("kind", ["bytearray", "bytes", "memoryview_readonly"])
def test_input_data_that_c_declares_non_const_takes_any_buffer(
    scenario: Callable[..., dict[str, Any]], kind: str
) -> None:
    # cuLinkAddData(..., void *data, size_t size, ...): data is read, never written (CUDA docs).
    r = scenario("link")
    ptx = bytes(r["ptx"])
    checksum = 0
    for b in ptx:
        checksum = (checksum * 31 + b) % 2**64
    assert returned(r[kind]) is None
    assert r[f"{kind}_seen"] == [checksum, len(ptx)]


# ------------------------------------------------------------------------------------- (h) enums


def test_enums_tolerate_unlisted_values(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("enums")
    assert r["unknown"]["enum"] == "CUresult" and r["unknown"]["value"] == 123456
    assert "123456" in r["unknown"]["name"]
    assert r["unknown_is_instance"] and r["unknown_eq"] and r["unknown_stable"]
    assert r["known_identity"]
    assert r["members_unchanged"]  # an unlisted value does not become a listed member
    assert r["not_an_int"]["raised"] == "ValueError"
    assert r["attribute_unknown"]["value"] == 424242


# ------------------------------------------------------------------------------------- (i) callbacks


def test_callback_runs_with_user_data(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("callbacks")
    assert returned(r["sync"]) is None
    assert r["sync_seen"] == [0x1234]
    assert returned(r["sync_none"]) is None
    assert r["sync_none_seen"] == [None]


def test_callback_exception_goes_to_unraisablehook(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("callbacks")
    assert returned(r["raising"]) is None  # nothing crosses into C, nothing raised at the call
    assert len(r["reported"]) == 1
    assert r["reported"][0]["type"] == "ValueError"
    assert r["reported"][0]["value"] == "boom 7"
    assert returned(r["after_raising"]) == 13000


def test_callback_kept_alive_until_called_then_released(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("callbacks")
    assert returned(r["deferred"]) is None
    assert r["pending"] == 1
    assert r["alive_before_call"]
    assert returned(r["sync_stream"]) is None
    assert r["deferred_results"] == [["called", 99]]
    assert r["released_after_call"]  # one-shot: not leaked once C has called it


def test_process_callbacks_outlive_the_call_that_registers_them(scenario: Callable[..., dict[str, Any]]) -> None:
    # cuLogsRegisterCallback: the driver calls the function whenever it logs, after the
    # registering call returned and after the caller dropped its last reference.
    r = scenario("callbacks")
    assert returned(r["log_register"]) == 0x10C
    assert r["log_alive"]
    assert r["log_fired"] == [1, 1]
    assert r["logs"] == [[0x77, 1, "first"], [0x77, 1, "second"]]  # cuda.h: CU_LOG_LEVEL_WARNING = 1


# --------------------------------------------------------------------------------------- kernels


KERNEL_PTR = 0x1234_5678_9ABC
KERNEL_THREADS = 2 * 3 * 4 * 5 * 6 * 7


def launched(outcome: dict[str, Any], a: int, b: float, c: int) -> None:
    assert returned(outcome) is None
    assert outcome["launched"] == 1
    assert outcome["seen"] == [a, b, c, KERNEL_THREADS]


def test_kernel_arguments_take_the_declared_sizes(scenario: Callable[..., dict[str, Any]]) -> None:
    # Fake kernel 1 declares (int, float, CUdeviceptr) through cuFuncGetParamInfo: a Python
    # float must arrive as a 4-byte float, an int as a 4-byte int.
    r = scenario("kernel")
    launched(r["plain"], -7, 2.5, KERNEL_PTR)
    launched(r["ctypes"], -8, 3.5, KERNEL_PTR + 1)
    launched(r["handle_object"], -7, 2.5, KERNEL_PTR + 3)
    if "numpy" in r:
        launched(r["numpy"], -9, 4.5, KERNEL_PTR + 2)


@pytest.mark.parametrize("case", ["too_few", "too_many", "wrong_ctype_size", "int_too_big"])
def test_kernel_arguments_not_fitting_are_rejected_before_launch(
    scenario: Callable[..., dict[str, Any]], case: str
) -> None:
    outcome = scenario("kernel")[case]
    assert outcome["raised"] == "ValueError", outcome
    assert outcome["launched"] == 0


def test_kernel_arguments_prepacked(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("kernel")
    assert r["pack"]["raised"] is None and r["pack"]["type"] == "KernelArgs"
    launched(r["packed"], -10, 0.75, KERNEL_PTR + 5)
    launched(r["packed_again"], -10, 0.75, KERNEL_PTR + 5)
    assert r["pack_wrong_count"]["raised"] == "ValueError"


def test_kernel_without_declared_sizes_gets_64_bit_ints_and_doubles(
    scenario: Callable[..., dict[str, Any]],
) -> None:
    # Fake kernel 2 (long long, double, CUdeviceptr) is unknown to cuFuncGetParamInfo.
    r = scenario("kernel")
    launched(r["undescribed"], -(2**40), 6.25, KERNEL_PTR + 4)
    launched(r["prepacked_plain"], -(2**33), 1.5, KERNEL_PTR + 6)


# ------------------------------------------------------------------------------------- (j) threads


def test_threads_first_calling_together_all_get_results(scenario: Callable[..., dict[str, Any]]) -> None:
    r = scenario("threads", env={"FAKECUDA_PROC_DELAY_US": "20000"})
    assert r["results"] == [(i + 1) * 10 + i % 2 for i in range(r["n"])]
    assert r["lookups"] == 1  # resolved once, under the lock


def _plain_values(buffer: Any, layout: tuple[tuple[int, int], ...]) -> list[bytes]:
    """The bytes each parameter pointer of a packed argument buffer points at."""
    import ctypes

    pointers = (ctypes.c_void_p * len(layout)).from_buffer(buffer)
    return [ctypes.string_at(pointers[i], size) for i, (_, size) in enumerate(layout)]


def test_reused_argument_buffers_follow_types_layouts_and_threads() -> None:
    # The value-form launch packs plain ints and floats into a per-thread buffer kept per
    # kernel; switching argument types, a layout re-read after an unload, and another
    # thread must each get their own correct bytes, and values the fast path cannot pack
    # go to the general path, which packs them or says what is wrong.
    import ctypes
    import importlib.util
    import struct
    import threading

    spec = importlib.util.spec_from_file_location("cudagen_support_probe", REPO / "generator/cudagen/runtime/support.py")
    assert spec is not None and spec.loader is not None
    support = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(support)

    kernel, functions = 0x7F0012340000, object()  # layouts come from the cache seeded here
    layout = ((0, 8), (8, 4))
    support._LAYOUTS[kernel] = layout
    first = support.kernel_params([2**40 + 3, -5], kernel, functions)
    assert _plain_values(first, layout) == [struct.pack("<q", 2**40 + 3), struct.pack("<i", -5)]
    again = support.kernel_params((7, 1.5), kernel, functions)
    assert again is first  # the same buffer, refilled
    assert _plain_values(again, layout) == [struct.pack("<q", 7), struct.pack("<f", 1.5)]
    unsigned = support.kernel_params([7, 2**31], kernel, functions)  # no signed fit: general path
    assert isinstance(unsigned, support.KernelArgs)
    assert ctypes_values(unsigned, layout) == [struct.pack("<q", 7), struct.pack("<I", 2**31)]
    for _ in range(2):  # types the fast path refuses, then its cached refusal: the general path
        with pytest.raises(ValueError, match="kernel argument 1: bytes is 2 bytes"):
            support.kernel_params([7, b"xy"], kernel, functions)
        mixed = support.kernel_params([7, ctypes.c_int(-2)], kernel, functions)
        assert isinstance(mixed, support.KernelArgs)
        assert ctypes_values(mixed, layout) == [struct.pack("<q", 7), struct.pack("<i", -2)]
    with pytest.raises(ValueError, match="takes 2 parameters, 3 were given"):
        support.kernel_params([1, 2, 3], kernel, functions)

    for count in range(1, 7):  # the type key is unrolled for some counts: every count packs right
        wide = tuple((8 * i, 8) for i in range(count))
        support._LAYOUTS[kernel + count] = wide
        values = [float(i) if i % 2 else i for i in range(count)]
        for _ in range(2):  # the first call makes the buffer, the second takes the fast path
            packed = support.kernel_params(values, kernel + count, functions)
            expected = [struct.pack("<d" if i % 2 else "<q", v) for i, v in enumerate(values)]
            assert _plain_values(packed, wide) == expected, count

    reread = ((0, 8), (8, 8))  # same kernel handle, a new layout read after an unload
    support.forget_param_layouts()
    support._LAYOUTS[kernel] = reread
    other = support.kernel_params([1, 2.0], kernel, functions)
    assert other is not first
    assert _plain_values(other, reread) == [struct.pack("<q", 1), struct.pack("<d", 2.0)]

    elsewhere: list[Any] = []
    worker = threading.Thread(target=lambda: elsewhere.append(support.kernel_params([9, 9], kernel, functions)))
    worker.start()
    worker.join()
    assert elsewhere[0] is not other
    assert _plain_values(elsewhere[0], reread) == [struct.pack("<q", 9), struct.pack("<q", 9)]
    assert _plain_values(other, reread) == [struct.pack("<q", 1), struct.pack("<d", 2.0)]  # untouched


def ctypes_values(args: Any, layout: tuple[tuple[int, int], ...]) -> list[bytes]:
    """The bytes each parameter pointer of a KernelArgs points at."""
    import ctypes

    pointers = (ctypes.c_void_p * len(layout)).from_address(args.pointer)
    return [ctypes.string_at(pointers[i], size) for i, (_, size) in enumerate(layout)]


def test_pointer_arrays_point_at_live_memory_and_release_it() -> None:
    # `void **` arrays (pointer_array) and cuLaunchKernel's `extra` (kernel_extra) hold the
    # address of each element's memory: the buffer's own where it has one, a copy kept
    # alive by the array where it is read-only. After a garbage collection and fresh
    # allocations the bytes must still be there; once the array is gone a bytearray must be
    # resizable again at once (no reference cycle holding its export until the next GC).
    import ctypes
    import gc
    import importlib.util

    spec = importlib.util.spec_from_file_location("cudagen_support_pointers", REPO / "generator/cudagen/runtime/support.py")
    assert spec is not None and spec.loader is not None
    support = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(support)

    class Pair(ctypes.Structure):
        _fields_ = [("a", ctypes.c_int), ("b", ctypes.c_double)]

    payload = bytes(range(32))
    mutable = bytearray(b"mutable bytes!!!")
    pair = Pair(3, 4.5)
    floats = (ctypes.c_float * 4)(1, 2, 3, 4)
    size = ctypes.c_size_t(32)
    callback = ctypes.CFUNCTYPE(None)(lambda: None)
    values = [0x1234, None, payload, memoryview(payload)[8:], mutable, pair, floats, ctypes.pointer(pair), callback, size]
    expected = {
        0: 0x1234, 1: None, 4: ctypes.addressof((ctypes.c_char * len(mutable)).from_buffer(mutable)),
        5: ctypes.addressof(pair), 6: ctypes.addressof(floats), 7: ctypes.addressof(pair),
        8: ctypes.cast(callback, ctypes.c_void_p).value, 9: ctypes.addressof(size),
    }
    for make in (lambda: support.pointer_array(values, "p"), lambda: support.kernel_extra(values)):
        gc.disable()
        try:
            array = make()
            gc.collect()
            churn = [bytes([i % 256]) * 32 for i in range(4000)]  # reuses freed blocks, if any
            for i, want in expected.items():
                assert array[i] == want, i
            assert ctypes.string_at(array[2], 32) == payload  # a copy of the read-only bytes, alive
            assert ctypes.string_at(array[3], 24) == payload[8:]
            with pytest.raises(BufferError):
                mutable.append(0)  # pinned while the array may be read
            del array, churn
            mutable.append(0)  # released with the array, no collection needed
            del mutable[-1]
            expected[4] = ctypes.addressof((ctypes.c_char * len(mutable)).from_buffer(mutable))
        finally:
            gc.enable()
    assert support.kernel_extra(None) is None and support.kernel_extra(0x10).value == 0x10


def test_host_buffers_pass_their_own_memory() -> None:
    # Host-buffer arguments take the buffer protocol's path (memoryview, then the address of
    # the first byte): ctypes values, structs, arrays, bytearrays and NumPy arrays must reach
    # C at their own address, never a copy, and a short buffer is refused with its size.
    import ctypes
    import importlib.util

    spec = importlib.util.spec_from_file_location("cudagen_support_buffers", REPO / "generator/cudagen/runtime/support.py")
    assert spec is not None and spec.loader is not None
    support = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(support)

    class Pair(ctypes.Structure):
        _fields_ = [("a", ctypes.c_int), ("b", ctypes.c_double)]

    def address(arg: Any) -> int:  # of what a byref() points at (ctypes.cast would make a cycle)
        return ctypes.addressof(arg._obj)

    values: list[Any] = [Pair(1, 2.0), ctypes.c_int(7), (ctypes.c_float * 3)(1, 2, 3), (Pair * 2)()]
    for obj in values:
        for convert in (support.readable, support.writable):
            assert address(convert(obj, ctypes.sizeof(obj), "x")) == ctypes.addressof(obj), type(obj)
        with pytest.raises(ValueError, match=f"buffer holds {ctypes.sizeof(obj)} bytes, {ctypes.sizeof(obj) + 1}"):
            support.readable(obj, ctypes.sizeof(obj) + 1, "x")
    data = bytearray(b"0123456789")
    view = memoryview(data)[2:]
    where = ctypes.addressof((ctypes.c_char * len(data)).from_buffer(data))
    assert address(support.readable(data, 10, "x")) == where
    assert address(support.writable(view, 8, "x")) == where + 2
    # bytearrays take a fast path of their own; its edges must end as the general path does
    view.release()
    data.append(0)  # no export of data left: the one each conversion holds is seen below
    del data[-1]
    where = ctypes.addressof((ctypes.c_char * len(data)).from_buffer(data))  # it may have moved
    for convert in (support.readable, support.writable):
        for size in (0, 3, 10, None):
            arg = convert(data, size, "x")
            assert address(arg) == where, (convert, size)
            with pytest.raises(BufferError):  # the export pins the bytes while C may use them
                data.append(0)
            del arg
        with pytest.raises(ValueError, match="x: buffer holds 10 bytes, 11 are needed"):
            convert(data, 11, "x")
        with pytest.raises(ValueError, match="size -1 is negative"):
            convert(data, -1, "x")
    assert support.writable(bytearray(), 0, "x") is None  # nothing to write to: NULL
    assert ctypes.sizeof(support.readable(bytearray(), 0, "x")) == 0  # an empty source, no bytes
    data.append(0)  # no export left behind
    with pytest.raises(ValueError, match="read-only"):
        support.writable(memoryview(bytes(8)), 8, "x")
    try:
        import numpy as np
    except ImportError:
        return
    array = np.arange(16, dtype=np.float32)
    assert address(support.readable(array[4:], 48, "x")) == array.ctypes.data + 16
    frozen = np.frombuffer(bytes(64), np.float32)
    assert support.readable(frozen, 64, "x").value == frozen.ctypes.data  # no copy of read-only arrays


def test_compiled_backend_serves_typical_calls_itself(scenario: Callable[..., dict[str, Any]], build: Build) -> None:
    # The compiled backend converts ints, enums, None, str, bytes, buffers (bytearray, bytes,
    # NumPy, memoryview, array), struct instances, lists and keywords itself: none of these
    # calls hands over to the Python body. Other objects do, and get the Python body's answer.
    if build.backend != "compiled":
        pytest.skip("the compiled backend's own paths")
    r = scenario("fast_paths")
    served = {k: v for k, v in r.items() if not k.startswith(("_", "attribute_float", "attribute_numpy",
                                                               "attribute_too", "attribute_bad", "htod_short",
                                                               "name_of"))}
    assert len(served) > 30
    for key, outcome in served.items():
        assert outcome["raised"] is None, (key, outcome)
        assert outcome["fell_back"] == [], (key, outcome["fell_back"])
    assert r["attribute_float"]["fell_back"] == ["cuDeviceGetAttribute"]
    assert r["attribute_float"]["raised"] == "TypeError"
    assert r["attribute_numpy"]["fell_back"] == ["cuDeviceGetAttribute"]
    assert r["attribute_numpy"]["raised"] is None  # the Python body converts it
    assert r["attribute_too_few"]["raised"] == "TypeError" and "missing 1 required" in r["attribute_too_few"]["text"]
    assert "unexpected keyword argument 'device'" in r["attribute_bad_keyword"]["text"]
    assert r["htod_short"]["raised"] == "ValueError" and r["htod_short"]["fell_back"] == ["cuMemcpyHtoD"]
    assert r["name_of_handle"]["raised"] is None and r["name_of_handle"]["fell_back"] == ["cuDeviceGetName"]


def test_an_import_makes_only_what_it_uses(scenario: Callable[..., dict[str, Any]], build: Build) -> None:
    # The compiled backend imports without loading the Python bodies (its fallback), making
    # the structs or enums, or evaluating its objects: each is made at its first use. The
    # Python backend loads and makes everything at import.
    r = scenario("lazy_import")
    if build.backend == "compiled":
        assert r["import"] == {"objects": 0, "bodies": False, "types": False, "enum": False, "hook": True}
        assert r["call"] == r["import"]  # a call that succeeds needs none of them
        raised = r["raise"]  # an error makes its exception class, nothing else
        assert raised["objects"] >= 1 and raised | {"objects": 0} == r["import"]
        assert r["fallback"]["bodies"] and r["fallback"]["types"] and not r["fallback"]["hook"]
    else:
        made = {"objects": None, "bodies": True, "types": True, "enum": True, "hook": False}
        assert r["import"] == r["call"] == r["raise"] == r["fallback"] == made
    assert r["error"] == "CudaErrorInvalidDevice"
    assert r["type_error"].startswith("cuDeviceGet() argument 'ordinal'")
    # Structs made in _types() still carry their module-level names: repr and pickle use them.
    assert r["struct"] == ["CUdevprop_v1", "cuda_13_0.driver", 4]
    assert r["doc"] == r["body_doc"] == "Returns a handle to a compute device."


def test_blocking_calls_release_the_gil(scenario: Callable[..., dict[str, Any]]) -> None:
    # While cuStreamSynchronize blocks (the fake's slow stream: 300 ms), another Python thread
    # runs: it counts at least as far as it does while the main thread only waits its turn
    # (a thread spinning in Python holds the GIL half of the time). Both backends.
    r = scenario("gil")
    assert r["elapsed"] >= 0.29
    assert r["during_call"] > 0.5 * r["during_spin"] > 0, r


def test_threads_first_using_lazy_names_and_entry_points_agree(scenario: Callable[..., dict[str, Any]]) -> None:
    # 16 threads released at once, each the first to touch an enum, a constant, an exception
    # class, an entry point, a kernel layout and a fallback: one class each (the same object in
    # every thread), the right values, every launch made.
    check_first_use_threads(scenario("first_use_threads"))


def check_first_use_threads(r: dict[str, Any]) -> None:
    results = r["results"]
    assert all(isinstance(x, list) for x in results), results
    for i, got in enumerate(results):
        assert got[3] == (i + 1) * 10 + i % 2 and got[4] is None and got[5] == (i + 1) * 10
    for column in (0, 1, 2, 6):
        assert len({got[column] for got in results}) == 1, column
    assert results[0][2] == results[0][6]  # the class raised is the class named
    assert r["launches"] == r["n"]


def test_c_is_given_the_length_of_the_copy_it_reads(scenario: Callable[..., dict[str, Any]]) -> None:
    # cuPointerGetAttributes reads numAttributes elements of `attributes` and of the data
    # pointers the binding makes. A list whose __len__ says 4096 while it holds one attribute
    # once had C read 4096 of each; one whose __len__ says 1 while it holds three, one. The
    # count C gets is the length of the copy it reads (0x1003 % 7 = 4: the fake's device
    # ordinal; 1: IS_MANAGED), and a list changed by another thread while calls copy it (1 or 8
    # attributes) gives each call the answers for what its copy holds (the Python body copies
    # element by element, so 2..7 happen too), never a read past the copy.
    check_changing_lists(scenario("changing_lists"))


def check_changing_lists(r: dict[str, Any]) -> None:
    more, fewer, shared = r["says_more"], r["says_fewer"], r["shared"]
    assert more["raised"] is None and more["value"] == [4], more
    assert fewer["raised"] is None and fewer["value"] == [4, 1, 1], fewer
    assert shared["calls"] == 4 * 1500 and shared["failed"] == [], shared
    assert set(shared["lengths"]) <= set(range(1, 9)), shared


# ------------------------------------------------------------------------------ free-threaded CPython


def free_threaded_python() -> str | None:
    """CUDAGEN_FREE_THREADED_PYTHON (CI sets it: .ci/free-threaded-python builds one), else a
    python3.14t or python3.13t on the PATH."""
    named = os.environ.get("CUDAGEN_FREE_THREADED_PYTHON")
    if named:
        return named
    return shutil.which("python3.14t") or shutil.which("python3.13t")


@pytest.fixture(scope="session")
def free_threaded(fake_driver: Build, build_package: Callable[..., Path]) -> Build:
    """The fake driver and a copy of the package built by a free-threaded CPython for itself."""
    python = free_threaded_python()
    if python is None:
        pytest.skip("no free-threaded CPython here: set CUDAGEN_FREE_THREADED_PYTHON "
                    "(bash .ci/free-threaded-python builds one)")
    probe = subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_config_var('Py_GIL_DISABLED'))"],
                           capture_output=True, text=True, check=False)
    if probe.stdout.strip() != "1":  # named, so it must be one: a failure, not a skip
        pytest.fail(f"{python} is not a free-threaded CPython: {probe.stdout}{probe.stderr}")
    root = build_package(python, "_driver", "_runtime", "_nvrtc")  # what the scenario imports
    return dataclasses.replace(fake_driver, pythonpath=root, python=python)


@pytest.mark.parametrize("backend", BACKENDS)
def test_free_threaded_cpython_runs_threads_through_calls_without_the_gil(free_threaded: Build, backend: str) -> None:
    # The extensions declare that they run without the GIL (Py_mod_gil): importing them keeps
    # it off, where an extension that does not declare it turns it on with a RuntimeWarning.
    # Then 16 threads first-use everything at once, and 16 threads call at once for 300 rounds
    # each, on the fake driver: every value right, every launch counted with its own thread's
    # arguments (the fake sums them), the GIL still off at the end.
    r = run_scenario(dataclasses.replace(free_threaded, backend=backend), "free_threaded")
    assert r["free_threaded_build"] is True and r["gil_at_start"] is False
    assert r["import_warnings"] == [] and r["gil_after_import"] is False, r["import_warnings"]
    assert r["backends"] == [backend] * 3
    if backend == "compiled":  # the extensions built for this interpreter (its ABI: cpython-31Xt)
        assert [name.split(".")[0] for name in r["extensions"]] == ["_driver", "_nvrtc", "_runtime"]
        assert all(re.search(r"\.cpython-3\d+t-", name) for name in r["extensions"]), r["extensions"]
    check_first_use_threads(r["first_use"])
    check_changing_lists(r["changing_lists"])
    stress = r["stress"]
    n, rounds = stress["n"], stress["rounds"]
    assert stress["errors"] == [] and stress["done"] == [rounds] * n
    assert stress["launches"] == n * rounds
    assert stress["a_sum"] == n * -sum(range(rounds))
    assert stress["c_sum"] == rounds * sum(0x1000 + i for i in range(n))
    assert r["gil_at_end"] is False


# ------------------------------------------------------------------------------------------ deprecations


def test_a_deprecated_function_warns_once_per_process_naming_its_replacement(
    scenario: Callable[..., dict[str, Any]], build: Build
) -> None:
    # cuda.h 13.0: cuDeviceComputeCapability is __CUDA_DEPRECATED, "superseded by
    # ::cuDeviceGetAttribute()"; the fake answers 9.0 for each device.
    # Once per process (issue 40: the warning was paid on every call): where warnings are errors
    # the call raises before C is called, and again at the next call; the first call given (here
    # one the compiled function hands to the Python body, an __index__ object) warns once, in the
    # compiled function's words, attributed to the caller; no later call warns, from C or Python,
    # whatever the filter. Both backends alike.
    r = scenario("deprecated")
    assert r["values"] == [[9, 0]] * 6
    assert r["as_error"] == ["DeprecationWarning", 0]
    assert len(r["handed_over"]) == 1 and r["handed_over_here"] == [True]
    assert r["handed_over"][0].startswith("cuDeviceComputeCapability is deprecated")
    assert "cuDeviceGetAttribute" in r["handed_over"][0]
    assert r["warnings"] == []
    compiled = build.backend == "compiled"
    kind = "builtin_function_or_method" if compiled else "function"
    assert r["kinds"] == [kind, kind]
