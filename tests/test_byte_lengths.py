"""Array lengths in bytes: where C counts an array's length in bytes, not elements
(nvmlDeviceGetSupportedPerformanceStates' `size`: "Size of the supplied pstates array in bytes"),
the binding passes count * sizeof(element) and sizes its storage from bytes.

The classifier decides it from the length parameter's doc (or a name such as `sizeInBytes`), and
the rules file for what the docs do not say in those words (NVML's vGPU metadata). Here:

- on the vendored headers, the lengths the generator finds in bytes are exactly the list below,
  each checked against the header's own doc comment, read from the header text (not the IR);
  and no array length whose header doc speaks of bytes is left counting elements;
- on a small header, every kind that scales (a sequence going in, an output of the caller's byte
  size, a fixed output, an in/out byte count) called through a fake library on both backends;
- on the fake libnvidia-ml (tests/fakecuda/fakenvml.c), the NVML functions, on both backends.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from test_core_system import _build as build_fake_nvml

from cudagen import cli, ir
from cudagen.rules.classify import Classifier, load_rules
from cudagen.rules.typemap import TypeMap

pytestmark = pytest.mark.slow  # a generated package's compiled backend and a fake library built with gcc

REPO = Path(__file__).resolve().parents[1]
RELEASES = ["11.8", "12.9", "13.0", "13.5"]
ARRAYS = ("array_in", "array_inout", "array_out", "array_out_query")

# Array lengths the generator counts in bytes, from the length parameter's doc: (library,
# function, length parameter) -> the array, and the words of the header that say so. Worked out by
# reading every array length's doc in the vendored headers (11.8 binds no NVML).
FROM_THE_DOCS = {
    ("nvml", "nvmlDeviceGetSupportedPerformanceStates", "size"): ("pstates", "Size of the supplied \\a pstates "
                                                                  "array in bytes"),
}
# ... and from the rules file, where the header says "buffer" and "size needed" (the struct is
# followed by opaqueDataSize bytes of opaque data): the length, and the words of the header.
FROM_THE_RULES = {
    ("nvml", "nvmlVgpuInstanceGetMetadata", "bufferSize"): ("vgpuMetadata", "with the size of the buffer in "
                                                             "\\a bufferSize"),
    ("nvml", "nvmlDeviceGetVgpuMetadata", "bufferSize"): ("pgpuMetadata", "with the size of the buffer in "
                                                           "\\a bufferSize"),
    ("nvml", "nvmlDeviceGetPgpuMetadataString", "bufferSize"): ("pgpuMetadata", "with the size of the buffer "
                                                                 "in \\a bufferSize"),
}


def header_block(release: str, fn: ir.Function) -> str:
    """The doc comment right above fn's declaration, as the header has it."""
    lines = (REPO / "headers" / release / fn.location.file).read_text(encoding="utf-8", errors="replace").splitlines()
    end = fn.location.line - 1
    while end > 0 and "*/" not in lines[end]:
        end -= 1
    start = end
    while start > 0 and "/**" not in lines[start] and "/*" not in lines[start]:
        start -= 1
    return "\n".join(re.sub(r"^\s*\*?\s?", "", line) for line in lines[start:end + 1])


def header_param_doc(release: str, fn: ir.Function, name: str) -> str:
    """The text of `@param name` (or `\\param name`) in fn's doc comment, continuation lines joined."""
    found = re.search(rf"[@\\]param(?:\[[\w,]+\])?\s+{re.escape(name)}\b\s*-?\s*(.*?)(?=\n\s*(?:[@\\]\w|$)|\n\s*\n)",
                      header_block(release, fn), re.DOTALL)
    return " ".join(found.group(1).split()) if found else ""


@pytest.fixture(scope="module")
def classified(release_ir: Callable[[str], ir.Package]) -> Callable[[str], list[tuple[str, ir.Function, tuple]]]:
    """release -> (library, function, its rules) of every function, classified as generation does."""
    cache: dict[str, list[tuple[str, ir.Function, tuple]]] = {}

    def get(release: str) -> list[tuple[str, ir.Function, tuple]]:
        if release not in cache:
            out = []
            for api in release_ir(release).libraries:
                classifier = Classifier(api, TypeMap(api), load_rules(api.library))
                out += [(api.library, fn, classifier.classify(fn).params) for fn in api.functions]
            cache[release] = out
        return cache[release]

    return get


@pytest.mark.parametrize("release", RELEASES)
def test_the_lengths_in_bytes_are_the_checked_list(release: str, classified: Callable[..., list]) -> None:
    found = {}  # the length parameters in bytes: derived from their array (its count, its room, asked)
    for library, fn, params in classified(release):
        for rule in params:
            if rule.in_bytes and rule.kind in ("count", "length", "count_query"):
                found[(library, fn.name, rule.name)] = (rule.related, fn)
            if rule.in_bytes:  # the array and its length agree
                assert next(r for r in params if r.name == rule.related).in_bytes or rule.kind == "count_query"
    expected = {} if release == "11.8" else {**FROM_THE_DOCS, **FROM_THE_RULES}
    assert set(found) == set(expected)
    for key, (array, fn) in found.items():
        words = expected[key][1]
        assert array == expected[key][0]
        assert words in header_block(release, fn), f"{key}: the header no longer says {words!r}"
        if key in FROM_THE_DOCS:  # decided from the doc: the @param text says bytes
            assert "bytes" in header_param_doc(release, fn, key[2]), key


@pytest.mark.parametrize("release", RELEASES)
def test_no_array_length_the_header_documents_in_bytes_counts_elements(
    release: str, classified: Callable[..., list]
) -> None:
    """A broader reading than the classifier's: any mention of bytes (or a byte) in a length's
    @param text, read from the header, makes an array's length one in bytes."""
    checked = 0
    for _library, fn, params in classified(release):
        for rule in params:
            if rule.kind not in ARRAYS or not rule.related or rule.elements:
                continue
            el = next(p for p in fn.params if p.name == rule.name).type
            checked += 1
            doc = header_param_doc(release, fn, rule.related)
            if re.search(r"\bbytes?\b", doc, re.IGNORECASE) and "char" not in el.spelling():
                assert rule.in_bytes, f"{fn.name}.{rule.related}: {doc!r}, but {rule.name} is counted in elements"
    assert checked > 50


def test_the_derived_lengths(classified: Callable[..., list]) -> None:
    """pstates: 16 elements of room, in bytes; nvmlSystemGetDriverBranch: its field's 80 bytes."""
    rules = {fn.name: {r.name: r for r in params} for _, fn, params in classified("13.0")}
    pstates = rules["nvmlDeviceGetSupportedPerformanceStates"]
    assert (pstates["pstates"].kind, pstates["pstates"].elements, pstates["pstates"].in_bytes) == ("array_out", 16, True)
    assert (pstates["size"].kind, pstates["size"].in_bytes) == ("length", True)
    branch = rules["nvmlSystemGetDriverBranch"]
    assert (branch["branchInfo"].kind, branch["branchInfo"].size, branch["length"].kind) == ("out", 80, "length")
    for name, text, length, size in (("nvmlVgpuTypeGetClass", "vgpuTypeClass", "size", 64),
                                     ("nvmlVgpuInstanceGetGpuPciId", "vgpuPciId", "length", 32)):
        assert (rules[name][text].kind, rules[name][text].size, rules[name][length].kind) == (
            "string_out_len", size, "length")  # by pointer: the buffer's size in, what C needs out
    meta = rules["nvmlVgpuInstanceGetMetadata"]
    assert (meta["vgpuMetadata"].kind, meta["bufferSize"].kind, meta["bufferSize"].in_bytes) == (
        "sized_struct_out", "count_query", True)


# ---------------------------------------------------------------- every kind that scales, both backends

HEADER = r"""
#include <stddef.h>
typedef enum byResult_enum { BY_SUCCESS = 0, BY_ERROR_INVALID_VALUE = 1, BY_ERROR_INSUFFICIENT_SIZE = 2 } byResult;
#define BY_MAX_STATES 8

/**
 * \brief Sums the weights
 * \param weights     - Weights to sum
 * \param sizeInBytes - Size of the weights array in bytes
 * \param sum         - Returned sum
 * \return ::BY_SUCCESS
 */
byResult bySum(const int *weights, size_t sizeInBytes, long long *sum);

/**
 * \brief Returns samples
 * \param samples     - Returned samples
 * \param bufferBytes - Size of the samples buffer in bytes
 * \return ::BY_SUCCESS
 */
byResult byGetSamples(unsigned short *samples, unsigned int bufferBytes);

/**
 * \brief Returns the states: at most BY_MAX_STATES
 * \param states - Container to return the states
 * \param size   - Size of the supplied states array in bytes
 * \return ::BY_SUCCESS, ::BY_ERROR_INSUFFICIENT_SIZE
 */
byResult byGetStates(unsigned int *states, unsigned int size);

/**
 * \brief Returns the log: NULL asks for its size
 * \param entries   - Returned log entries
 * \param sizeBytes - Size of the entries buffer in bytes; set to the bytes written (or needed)
 * \return ::BY_SUCCESS, ::BY_ERROR_INSUFFICIENT_SIZE
 */
byResult byGetLog(long long *entries, unsigned int *sizeBytes);
"""

RULES = """
[byGetStates.params]
states = { kind = "array_out", elements = "BY_MAX_STATES", count = "size" }
"""

# Each function records the size it got; a binding passing an element count (or more bytes than
# it allocated) gets a wrong answer here, or writes past its storage (make sanitize).
FAKE = r"""
#include "bylen.h"
static unsigned long long last_size;
unsigned long long bylen_last_size(void) { return last_size; }
byResult bySum(const int *weights, size_t sizeInBytes, long long *sum) {
    last_size = sizeInBytes; *sum = 0;
    for (size_t k = 0; k < sizeInBytes / sizeof *weights; k++) *sum += weights[k];
    return BY_SUCCESS;
}
byResult byGetSamples(unsigned short *samples, unsigned int bufferBytes) {
    last_size = bufferBytes;
    for (unsigned int k = 0; k < bufferBytes / sizeof *samples; k++) samples[k] = (unsigned short)(3 * k + 1);
    return BY_SUCCESS;
}
byResult byGetStates(unsigned int *states, unsigned int size) {
    last_size = size;
    if (size < 3 * sizeof *states) return BY_ERROR_INSUFFICIENT_SIZE;
    for (unsigned int k = 0; k < size / sizeof *states; k++) states[k] = k < 3 ? 10 + k : 99;
    return BY_SUCCESS;
}
byResult byGetLog(long long *entries, unsigned int *sizeBytes) {
    unsigned int need = 5 * sizeof *entries;
    last_size = *sizeBytes;
    if (entries == NULL) { *sizeBytes = need; return BY_SUCCESS; }
    if (*sizeBytes < need) { *sizeBytes = need; return BY_ERROR_INSUFFICIENT_SIZE; }
    for (unsigned int k = 0; k < 5; k++) entries[k] = (long long)k * k - 1;
    *sizeBytes = need; return BY_SUCCESS;
}
"""

SCRIPT = r"""
import ctypes, json, os
from pkg import bylen
lib = ctypes.CDLL(os.environ["CUDAGEN_LIB_BYLEN"])
lib.bylen_last_size.restype = ctypes.c_ulonglong
out = {"backend": bylen.BACKEND}
out["sum"] = [bylen.bySum([1, 2, 3, 40]), lib.bylen_last_size(), bylen.bySum([]), bylen.bySum(None)]
out["samples"] = [bylen.byGetSamples(8), lib.bylen_last_size(), bylen.byGetSamples(7), bylen.byGetSamples(0)]
out["states"] = [bylen.byGetStates(), lib.bylen_last_size()]
out["log"] = [bylen.byGetLog(), lib.bylen_last_size()]
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def bylen(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(the folder holding package `pkg`, generated from HEADER with RULES and its compiled backend
    built; the fake library)."""
    compiler = os.environ.get("CC", "gcc")
    tmp = tmp_path_factory.mktemp("bylen")
    (tmp / "bylen.h").write_text(HEADER)
    (tmp / "bylen.toml").write_text(RULES)
    rc = cli.main(["generate", "-q", "--header", str(tmp / "bylen.h"), "--rules", str(tmp / "bylen.toml"),
                   "--out", str(tmp / "root" / "pkg")])
    assert rc == 0
    done = subprocess.run([sys.executable, str(tmp / "root" / "pkg" / "_build.py"), "--quiet"], capture_output=True,
                          text=True, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    (tmp / "fake.c").write_text(FAKE)
    subprocess.run([compiler, "-shared", "-fPIC", "-Wall", "-Werror", "-o", str(tmp / "libbylen.so"), "-I", str(tmp),
                    str(tmp / "fake.c")], check=True, capture_output=True, text=True)
    return tmp / "root", tmp / "libbylen.so"


def test_the_signatures_say_what_the_caller_gives(bylen: tuple[Path, Path]) -> None:
    stub = (bylen[0] / "pkg" / "bylen.pyi").read_text()
    assert re.search(r"def bySum\(weights: .*\) -> int:", stub)  # the size derived from the sequence
    assert re.search(r"def byGetSamples\(bufferBytes: .*\) -> list\[int\]:", stub)  # the caller's size, in bytes
    assert re.search(r"def byGetStates\(\) -> list\[int\]:", stub)  # BY_MAX_STATES of room, derived
    assert re.search(r"def byGetLog\(\) -> list\[int\]:", stub)  # asked, then allocated


@pytest.mark.parametrize("backend", ["python", "compiled"])
def test_every_kind_passes_and_reads_bytes(backend: str, bylen: tuple[Path, Path]) -> None:
    root, lib = bylen
    env = {k: v for k, v in os.environ.items() if not k.startswith("CUDAGEN_")}
    env.update(PYTHONPATH=str(root), CUDAGEN_BACKEND=backend, CUDAGEN_LIB_BYLEN=str(lib))
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=120, check=False,
                          env=env)
    assert done.returncode == 0, done.stderr[-3000:]
    r = json.loads(done.stdout.strip().splitlines()[-1])
    assert r["backend"] == backend
    assert r["sum"] == [46, 16, 0, 0]  # 4 ints: 16 bytes
    # the caller's 8 bytes are 4 shorts; 7 bytes hold 3 whole ones (room for 4 allocated)
    assert r["samples"] == [[1, 4, 7, 10], 8, [1, 4, 7], []]
    assert r["states"] == [[10, 11, 12, 99, 99, 99, 99, 99], 8 * 4]  # BY_MAX_STATES unsigned ints
    assert r["log"] == [[-1, 0, 3, 8, 15], 5 * 8]  # asked (40 bytes), then 5 long longs


def test_in_bytes_on_what_is_no_array_length_is_an_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "bad.h").write_text(HEADER)
    (tmp_path / "bad.toml").write_text('[bySum.params]\nsum = { kind = "out", in_bytes = true }\n')
    rc = cli.main(["generate", "--header", str(tmp_path / "bad.h"), "--rules", str(tmp_path / "bad.toml"),
                   "--out", str(tmp_path / "out")])
    assert rc == 1
    assert "bySum.sum: in_bytes applies to an array's length" in capsys.readouterr().err


# ---------------------------------------------------------------- NVML against the fake libnvidia-ml

NVML_SCRIPT = r"""
import ctypes, json, os
from cuda_13_0 import nvml
from cuda_13_0.core import system
lib = ctypes.CDLL(os.environ["CUDAGEN_LIB_NVIDIA_ML"])
nvml.nvmlInit()
dev = nvml.nvmlDeviceGetHandleByIndex(0)
out = {"backend": nvml.BACKEND}
states = nvml.nvmlDeviceGetSupportedPerformanceStates(dev)
out["pstates"] = [[int(s) for s in states], type(states[0]).__name__, lib.fakenvml_pstates_size(),
                  system.Device(index=0).supported_pstates]
# the fake itself: a size in bytes too small for the three states is refused
small = (ctypes.c_uint * 16)()
out["fake"] = [lib.nvmlDeviceGetSupportedPerformanceStates(ctypes.c_void_p(0x1000), small, 8),
               lib.nvmlDeviceGetSupportedPerformanceStates(ctypes.c_void_p(0x1000), small, 12)]
vgpu = nvml.nvmlVgpuInstanceGetMetadata(5)
pgpu = nvml.nvmlDeviceGetVgpuMetadata(dev)
def tail(m):
    return list(ctypes.string_at(ctypes.addressof(m) + type(m).opaqueData.offset, m.opaqueDataSize))
compat = nvml.nvmlGetVgpuCompatibility(vgpu, pgpu)
out["metadata"] = [type(vgpu).__name__, vgpu.revision, vgpu.guestDriverVersion,
                   vgpu.opaqueDataSize, ctypes.sizeof(vgpu), tail(vgpu)[:3], tail(vgpu)[-1], len(tail(vgpu)),
                   type(pgpu).__name__, pgpu.revision, pgpu.opaqueDataSize, tail(pgpu)[:3],
                   int(compat.vgpuVmCompatibility), int(compat.compatibilityLimitCode)]
try:
    nvml.nvmlVgpuInstanceGetMetadata(0)
except Exception as exc:
    out["metadata_error"] = type(exc).__name__
out["branch"] = [system.get_driver_branch(), nvml.nvmlSystemGetDriverBranch().branch]
out["text"] = [nvml.nvmlVgpuTypeGetClass(7), nvml.nvmlVgpuTypeGetName(7), nvml.nvmlVgpuInstanceGetGpuPciId(5),
               nvml.nvmlDeviceGetPgpuMetadataString(dev)]
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def fake_nvml(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_fake_nvml(tmp_path_factory.mktemp("fakenvml"))


@pytest.mark.parametrize("backend", ["python", "compiled"])
def test_nvml_byte_sizes_on_the_fake(backend: str, package_copy: Path, fake_nvml: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CUDAGEN_", "FAKECUDA_"))}
    env.update(PYTHONPATH=str(package_copy), CUDAGEN_BACKEND=backend, CUDAGEN_LIB_NVIDIA_ML=str(fake_nvml),
               CUDAGEN_LIB_CUDA="/nonexistent/libcuda.so.1")
    done = subprocess.run([sys.executable, "-c", NVML_SCRIPT], capture_output=True, text=True, timeout=120,
                          check=False, env=env)
    assert done.returncode == 0, done.stderr[-3000:]
    r = json.loads(done.stdout.strip().splitlines()[-1])
    assert r["backend"] == backend
    # NVML_MAX_GPU_PERF_PSTATES entries, the unsupported ones NVML_PSTATE_UNKNOWN (32); 16 * 4 bytes
    assert r["pstates"] == [[0, 2, 8] + [32] * 13, "nvmlPstates_t", 64, [0, 2, 8]]
    assert r["fake"] == [7, 0]  # NVML_ERROR_INSUFFICIENT_SIZE under 3 * 4 bytes
    # one struct each, holding the 260 bytes of opaque data past its declared opaqueData[4]
    vgpu_size = r["metadata"][4]
    assert r["metadata"][:4] == ["nvmlVgpuMetadata_t", 5, "580.1", 260]
    assert vgpu_size > 260 and r["metadata"][5:8] == [[1, 2, 3], (259 + 1) & 0xFF, 260]
    assert r["metadata"][8:12] == ["nvmlVgpuPgpuMetadata_t", 10, 260, [2, 3, 4]]
    assert r["metadata"][12:] == [0x8, 0]  # compatible: NVML read the whole data back
    assert r["metadata_error"] == "NvmlErrorInvalidArgument"
    assert r["branch"] == ["r580_00", "r580_00"]  # the field's 80 bytes, as the fake requires
    # text into buffers of the documented bound, its size passed by pointer; or asked first
    letters = "".join(chr(ord("a") + k % 26) for k in range(300))
    assert r["text"] == ["Compute7", "GRID H100-7Q", "00000000:00:05.0", letters]

