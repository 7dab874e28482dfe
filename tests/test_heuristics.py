"""The heuristics, for a header that has no rules file (`cudagen generate --header`).

A small library (`heur.h`) written the ways NVIDIA's headers write their arrays: `T x[]` with a
count before it (cuDNN's `nbDims, const int dimA[]`), a requested count with a returned one
(cudnnFind*), a size stated in `// OUT name : text` comments (nvjpeg.h), bytes with a length, a
fixed-size declaration, BLAS's device matrices and scaling factors, its own status text and
version macros. Generated, built (both backends) and called against a fake library compiled here,
whose C writes known values: the tests check what comes back. Then the measurement against the
vendored rules files (tests/benchmarks/heuristics.py) holds the heuristics to their recorded
figures.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import shutil
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

from cudagen import cli, ir
from cudagen.frontend import doxygen
from cudagen.project import generate as pipeline
from cudagen.project import header as project_header
from cudagen.project import libraries
from cudagen.rules.classify import Classifier, RulesFile
from cudagen.rules.typemap import TypeMap

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "benchmarks"))
import heuristics as measurement  # noqa: E402

HEADER = r"""
#include <stddef.h>
#include <stdint.h>

#define HEUR_VER_MAJOR 2
#define HEUR_VER_MINOR 7
#define HEUR_VER_PATCH 1
#define HEUR_MAX_COMPONENT 4

typedef enum { HEUR_STATUS_SUCCESS = 0, HEUR_STATUS_BAD_PARAM = 3 } heurStatus_t;
typedef struct { int algo; float time; } heurPerf_t;

const char *heurGetErrorName(heurStatus_t status);
const char *heurGetErrorString(heurStatus_t status);

heurStatus_t heurSetTensor(int nbDims, const int dimA[], const int64_t strideA[], long long *checksum);
heurStatus_t heurFindAlgorithms(int requestedAlgoCount, int *returnedAlgoCount, heurPerf_t *perfResults);
heurStatus_t heurGetTensor(int nbDimsRequested, int *nbDims, int dimA[]);

// Reads the image's header.
// IN         data        : Pointer to the buffer containing the image.
// IN         length      : Length of the buffer.
// OUT        nComponent  : Number of components.
// OUT        widths      : pointer to HEUR_MAX_COMPONENT of ints, the width of each component.
heurStatus_t heurGetImageInfo(const unsigned char *data, size_t length, int *nComponents, int *widths);

heurStatus_t heurSetColor(const float color[4]);
heurStatus_t heurScale(int n, const float *alpha, const float *A, int lda, float *C, int ldc);
heurStatus_t heurSum(const int values[], int *total);

/* nvjpegImage_t's shape: an array of typed pointer fields, and one typed pointer */
typedef struct { unsigned char *channel[HEUR_MAX_COMPONENT]; size_t pitch[HEUR_MAX_COMPONENT]; const float *scale; } heurImage_t;
heurStatus_t heurImageSum(const heurImage_t *image, int *sum);

/* NPP's LUT shape: arrays of a declared length, of addresses and of values (non-const, read) */
heurStatus_t heurLut(const int32_t *pValues[2], int nLevels[2], int *sum);

/* NVML's shape: a `pX` struct a getter writes and a setter reads ("to set") */
typedef struct { unsigned int mode; unsigned int period; } heurSchedule_t;
heurStatus_t heurGetSchedule(int device, heurSchedule_t *pSchedule);
heurStatus_t heurSetSchedule(int device, heurSchedule_t *pSchedule);

/* NVRTC's shape: a handle, code with its size, output whose size a companion function tells */
typedef struct heurProgram_st *heurProgram;
heurStatus_t heurCreateProgram(heurProgram *prog, const char *code, size_t codeSize);
heurStatus_t heurGetOutputSize(heurProgram prog, size_t *outputSizeRet);
heurStatus_t heurGetOutput(heurProgram prog, char *output);
heurStatus_t heurDestroyProgram(heurProgram *prog);
"""

FAKE = r"""
#include <string.h>
#include "heur.h"
const char *heurGetErrorName(heurStatus_t status) { return status ? "HEUR_STATUS_BAD_PARAM" : "HEUR_STATUS_SUCCESS"; }
const char *heurGetErrorString(heurStatus_t status) { return status ? "heur says: a parameter is wrong" : "fine"; }
heurStatus_t heurSetTensor(int nbDims, const int dimA[], const int64_t strideA[], long long *checksum) {
    if (nbDims <= 0) return HEUR_STATUS_BAD_PARAM;
    long long sum = 1000000LL * nbDims;
    for (int i = 0; i < nbDims; i++) sum += 1000LL * dimA[i] + strideA[i];
    *checksum = sum;
    return HEUR_STATUS_SUCCESS;
}
heurStatus_t heurFindAlgorithms(int requestedAlgoCount, int *returnedAlgoCount, heurPerf_t *perfResults) {
    int n = requestedAlgoCount < 3 ? requestedAlgoCount : 3;   /* three algorithms exist */
    for (int i = 0; i < n; i++) { perfResults[i].algo = 10 + i; perfResults[i].time = 0.5f * (float)i; }
    *returnedAlgoCount = n;
    return HEUR_STATUS_SUCCESS;
}
heurStatus_t heurGetTensor(int nbDimsRequested, int *nbDims, int dimA[]) {
    static const int dims[2] = {7, 9};
    int n = nbDimsRequested < 2 ? nbDimsRequested : 2;
    for (int i = 0; i < n; i++) dimA[i] = dims[i];
    *nbDims = n;
    return HEUR_STATUS_SUCCESS;
}
heurStatus_t heurGetImageInfo(const unsigned char *data, size_t length, int *nComponents, int *widths) {
    if (length < 2 || data[0] != 0xff || data[1] != 0xd8) return HEUR_STATUS_BAD_PARAM;
    *nComponents = (int)length;          /* what C was told: the buffer's size */
    for (int i = 0; i < HEUR_MAX_COMPONENT; i++) widths[i] = 100 * (i + 1) + data[length - 1];
    return HEUR_STATUS_SUCCESS;
}
static float color_seen[4];
heurStatus_t heurSetColor(const float color[4]) { memcpy(color_seen, color, sizeof color_seen); return color[3] == 1.0f ? HEUR_STATUS_SUCCESS : HEUR_STATUS_BAD_PARAM; }
heurStatus_t heurScale(int n, const float *alpha, const float *A, int lda, float *C, int ldc) {
    (void)lda; (void)ldc;
    for (int i = 0; i < n; i++) C[i] = *alpha * A[i];
    return HEUR_STATUS_SUCCESS;
}
heurStatus_t heurSum(const int values[], int *total) { *total = values[0] + values[1]; return HEUR_STATUS_SUCCESS; }
heurStatus_t heurImageSum(const heurImage_t *image, int *sum) {
    int s = 0;
    for (int i = 0; i < HEUR_MAX_COMPONENT; i++)      /* what C reads through each address */
        if (image->channel[i]) s += image->channel[i][0] + image->channel[i][image->pitch[i] - 1];
    if (image->scale) s = (int)((float)s * image->scale[0]);
    *sum = s;
    return HEUR_STATUS_SUCCESS;
}
struct heurProgram_st { size_t size; char text[64]; };
static struct heurProgram_st the_program;
heurStatus_t heurCreateProgram(heurProgram *prog, const char *code, size_t codeSize) {
    if (codeSize > sizeof the_program.text) return HEUR_STATUS_BAD_PARAM;
    memcpy(the_program.text, code, codeSize);         /* no NUL needed: the size says */
    the_program.size = codeSize;
    *prog = &the_program;
    return HEUR_STATUS_SUCCESS;
}
heurStatus_t heurGetOutputSize(heurProgram prog, size_t *outputSizeRet) { *outputSizeRet = 2 * prog->size; return HEUR_STATUS_SUCCESS; }
heurStatus_t heurGetOutput(heurProgram prog, char *output) {
    for (size_t i = 0; i < prog->size; i++) { output[2 * i] = prog->text[i]; output[2 * i + 1] = 0; }
    return HEUR_STATUS_SUCCESS;
}
heurStatus_t heurDestroyProgram(heurProgram *prog) {
    if (*prog != &the_program) return HEUR_STATUS_BAD_PARAM;
    *prog = NULL;
    return HEUR_STATUS_SUCCESS;
}
heurStatus_t heurLut(const int32_t *pValues[2], int nLevels[2], int *sum) {
    *sum = pValues[0][0] * nLevels[0] + pValues[1][1] * nLevels[1];
    return HEUR_STATUS_SUCCESS;
}
"""

# Run in a fresh interpreter per backend: the module imports the compiled backend or not.
CALLS = r"""
import ctypes, json, sys
sys.path.insert(0, sys.argv[1])
from heurpkg import heur
out = {"backend": heur.BACKEND, "version": heur.HEADER_VERSION}
out["tensor"] = heur.heurSetTensor([2, 3, 4], [12, 4, 1])
try:
    heur.heurSetTensor([2, 3], [1])
except ValueError as e:
    out["mismatch"] = str(e)
try:
    heur.heurSetTensor([], [])
except heur.HeurError as e:
    out["error"] = [e.name, e.message]
n, perf = heur.heurFindAlgorithms(5)
out["find5"] = [n, [(p.algo, p.time) for p in perf]]
n, perf = heur.heurFindAlgorithms(2)
out["find2"] = [n, [p.algo for p in perf]]
out["dims"] = list(heur.heurGetTensor(4))
out["image"] = list(heur.heurGetImageInfo(b"\xff\xd8\x00\x07"))
out["image_bytearray"] = list(heur.heurGetImageInfo(bytearray(b"\xff\xd8\x01")))
try:
    heur.heurGetImageInfo(12345)
except TypeError as e:
    out["address"] = str(e)
class DeviceArray:  # a device array's interface (here over host memory the fake can read)
    def __init__(self, data):
        self.keep = (ctypes.c_ubyte * len(data))(*data)
        self.__cuda_array_interface__ = {"shape": (len(data),), "typestr": "|u1", "version": 3,
                                         "data": (ctypes.addressof(self.keep), True)}
out["image_device"] = list(heur.heurGetImageInfo(DeviceArray(b"\xff\xd8\x09\x09\x02")))
heur.heurSetColor([0.0, 0.5, 0.25, 1.0])
try:
    heur.heurSetColor([0.0, 0.5, 1.0])
except ValueError as e:
    out["color"] = str(e)
a = (ctypes.c_float * 3)(1.0, 2.0, 3.0)
c = (ctypes.c_float * 3)()
heur.heurScale(3, 2.5, ctypes.addressof(a), 3, ctypes.addressof(c), 3)
out["scaled"] = list(c)
# pointer fields take addresses: a buffer's (kept alive by the struct), an int, None
plane = (ctypes.c_ubyte * 2)(4, 6)
image = heur.heurImage_t(channel=[bytearray(b"\x01\x02"), ctypes.addressof(plane), None, 0], pitch=[2, 2, 0, 0])
image.channel[3] = b"\x10\x20\x30"
image.pitch[3] = 3
out["channels"] = [image.channel[1] == ctypes.addressof(plane), image.channel[2], type(image.channel[0]).__name__]
out["image_sum"] = heur.heurImageSum(image)
image.scale = [2.0]  # a sequence of the pointer's type, kept with the struct
out["image_sum_scaled"] = heur.heurImageSum(image)
try:
    image.channel = [1, 2]
except ValueError as e:
    out["short"] = str(e)
values = (ctypes.c_int32 * 2)(5, 7)
out["lut"] = heur.heurLut([ctypes.addressof(values), values], [10, 100])
try:
    heur.heurLut([ctypes.addressof(values)], [10, 100])
except ValueError as e:
    out["lut_short"] = str(e)
prog = heur.heurCreateProgram(b"ab\x00c")          # four bytes, a NUL inside: a buffer
out["program"] = [heur.heurGetOutput(prog).hex(), heur.heurDestroyProgram(prog)]
try:
    heur.heurDestroyProgram(12345)
except heur.HeurError as e:
    out["destroy_other"] = e.name
print(json.dumps(out))
"""


def _cc() -> str:
    cc = os.environ.get("CC", "gcc")
    if shutil.which(cc) is None:
        pytest.skip("no C compiler")
    return cc


@pytest.fixture(scope="module")
def heur_header(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("heur")
    (folder / "heur.h").write_text(HEADER)
    return folder / "heur.h"


@pytest.fixture(scope="module")
def heur_api(heur_header: Path) -> ir.Api:
    source = project_header.header_source(project_header.HeaderOptions(heur_header))
    return pipeline.parse_sources([source], pipeline.Timings()).libraries[0]


def _decisions(api: ir.Api, name: str) -> dict[str, tuple[str, str, int, str]]:
    fn = next(f for f in api.functions if f.name == name)
    rules = Classifier(api, TypeMap(api), RulesFile(None)).classify(fn)
    return {r.name: (r.kind, r.related, r.elements, r.filled) for r in rules.params}


def test_array_parameters_are_pointers_sized_by_the_count_before_them(heur_api: ir.Api) -> None:
    d = _decisions(heur_api, "heurSetTensor")
    assert d["dimA"][:2] == ("array_in", "nbDims") and d["strideA"][:2] == ("array_in", "nbDims")
    assert d["nbDims"][0] == "count"
    assert d["checksum"][0] == "out"


def test_requested_and_returned_counts_make_an_output_list_cut_to_what_c_filled(heur_api: ir.Api) -> None:
    d = _decisions(heur_api, "heurFindAlgorithms")
    assert d["perfResults"] == ("array_out", "requestedAlgoCount", 0, "returnedAlgoCount")
    assert d["requestedAlgoCount"][0] == "value" and d["returnedAlgoCount"][0] == "out"
    d = _decisions(heur_api, "heurGetTensor")
    assert d["dimA"] == ("array_out", "nbDimsRequested", 0, "nbDims")


def test_a_size_stated_in_an_out_comment_sizes_the_output(heur_api: ir.Api) -> None:
    fn = next(f for f in heur_api.functions if f.name == "heurGetImageInfo")
    docs = {p.name: (p.direction, p.text) for p in fn.doc.params}
    assert docs["widths"][0] == "out" and "HEUR_MAX_COMPONENT" in docs["widths"][1]
    assert docs["nComponents"][0] == "out"  # `nComponent` in the comment: the parameter's
    assert fn.doc.brief == "Reads the image's header."
    d = _decisions(heur_api, "heurGetImageInfo")
    assert d["widths"][:3] == ("array_out", "", 4)  # HEUR_MAX_COMPONENT resolved
    assert d["data"][:2] == ("buffer_in", "length") and d["length"][0] == "byte_length"


def test_a_setters_struct_is_what_it_sets_a_getters_what_it_returns(heur_api: ir.Api) -> None:
    assert _decisions(heur_api, "heurGetSchedule")["pSchedule"][0] == "out"
    assert _decisions(heur_api, "heurSetSchedule")["pSchedule"][0] == "struct_in"


def test_the_library_describes_itself(heur_api: ir.Api) -> None:
    view = libraries.view(heur_api)
    assert view.library.message == "heurGetErrorString"  # the description, not the name
    assert heur_api.version == 20701  # HEUR_VER_MAJOR/MINOR/PATCH


def test_line_comments_without_the_in_out_form_are_no_docs() -> None:
    assert doxygen.line_comment_doc(["// Frees the handle.", "// See heurCreate."], ["handle"]) is None
    doc = doxygen.line_comment_doc(["// Makes one.", "// IN/OUT  handle : the handle", "// INT/OUT state: its state"],
                                   ["handle", "state"])
    assert doc is not None and [(p.name, p.direction) for p in doc.params] == [("handle", "in,out"),
                                                                                ("state", "in,out")]


@pytest.fixture(scope="module")
def heur_package(heur_header: Path, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(folder holding the generated package `heurpkg` with its compiled backend built, the fake
    library)."""
    cc = _cc()
    root = tmp_path_factory.mktemp("heurpkg")
    err = io.StringIO()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
        rc = cli.main(["generate", "--header", str(heur_header), "--out", str(root / "heurpkg")])
    assert rc == 0, err.getvalue()
    done = subprocess.run([sys.executable, str(root / "heurpkg" / "_build.py"), "--quiet"], capture_output=True,
                          text=True, check=False)
    assert done.returncode == 0, done.stderr
    c_file = root / "fake_heur.c"
    c_file.write_text(textwrap.dedent(FAKE))
    lib = root / "libheur.so"
    subprocess.run([cc, "-shared", "-fPIC", "-o", str(lib), "-I", str(heur_header.parent), str(c_file)], check=True)
    return root, lib


@pytest.mark.parametrize("backend", ["python", "compiled"])
def test_calls_against_a_fake_library(backend: str, heur_package: tuple[Path, Path]) -> None:
    root, lib = heur_package
    env = {**os.environ, "CUDAGEN_LIB_HEUR": str(lib), "CUDAGEN_BACKEND": backend}
    done = subprocess.run([sys.executable, "-c", CALLS, str(root)], capture_output=True, text=True, env=env,
                          check=False, timeout=120)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["backend"] == backend
    assert out["version"] == 2 * 10000 + 7 * 100 + 1
    # C read three dims and three strides: the count is the sequences' length
    assert out["tensor"] == 3_000_000 + 1000 * (2 + 3 + 4) + (12 + 4 + 1)
    assert "must match" in out["mismatch"]
    # the library's own text for its status code
    assert out["error"] == ["HEUR_STATUS_BAD_PARAM", "heur says: a parameter is wrong"]
    # room for 5 requested, C filled 3: a list of 3, as C wrote them
    assert out["find5"] == [3, [[10, 0.0], [11, 0.5], [12, 1.0]]]
    assert out["find2"] == [2, [10, 11]]
    assert out["dims"] == [2, [7, 9]]
    # the buffer's size is the length C is told; widths: HEUR_MAX_COMPONENT ints C wrote
    assert out["image"] == [4, [107, 207, 307, 407]]
    assert out["image_bytearray"] == [3, [101, 201, 301, 401]]
    assert "pass a buffer" in out["address"]
    assert out["image_device"] == [5, [102, 202, 302, 402]]  # a device array's size: its interface's
    assert "4" in out["color"]  # `const float color[4]`: four, not three
    assert out["scaled"] == [2.5, 5.0, 7.5]  # alpha one float, A and C addresses (device memory)
    # C read each plane through the address the field was given: (1+2) + (4+6) + (0x10+0x30)
    assert out["channels"] == [True, None, "int"]
    assert out["image_sum"] == 3 + 10 + 0x40
    assert out["image_sum_scaled"] == 2 * (3 + 10 + 0x40)
    assert "expected 4 elements" in out["short"]
    assert out["lut"] == 5 * 10 + 7 * 100  # `const int32_t *pValues[2]`: two addresses C reads through
    assert "expected 2 elements, got 1" in out["lut_short"]  # never one where C reads two
    # the code's size is the buffer's (4, a NUL inside); the output's size asked of
    # heurGetOutputSize first, the bytes returned; Destroy takes the handle in (C checks it)
    assert out["program"] == ["6100620000006300", None]
    assert out["destroy_other"] == "HEUR_STATUS_BAD_PARAM"


def test_explain_audit_takes_a_header_and_lists_the_guesses(heur_header: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    code = cli.main(["explain", "--audit", "--header", str(heur_header)])
    out = capsys.readouterr().out
    assert code == 3  # heurSum's `values[]`: an array of a length no parameter gives
    bad, _, rest = out.partition("assumed by the heuristics")
    assert "heur.heurSum(values): const int values[]" in bad
    assert "heur.heurSum(total)" in rest and "assumed: one value" in rest.split("heur.heurSum(total)")[1]
    assert "heur.heurScale(alpha)" in rest  # one value, as BLAS's alpha is: a guess, listed
    assert "heur.heurScale(A)" not in out and "heur.heurScale(C)" not in out  # strided (lda, ldc): device memory
    assert "heur.heurFindAlgorithms(returnedAlgoCount)" not in out  # how many C filled: no array of its own
    assert "heur.heurSetTensor(strideA)" in rest and "only because it is next to it" in rest
    assert out.strip().splitlines()[-1].startswith("heur.h: ")


def test_explain_summary_takes_a_header(heur_header: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["explain", "--summary", "--header", str(heur_header)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("heur (heur.h): 17 functions; 17 on heuristics alone, 0 with the rules file; 17 compiled")


# --- against the vendored rules files ---------------------------------------------------------------


def test_the_heuristics_agree_with_the_rules_files_no_less_than_recorded(release_ir: Callable[[str], ir.Package],
                                                                         capsys: pytest.CaptureFixture[str]) -> None:
    """With the rules files switched off, the parameters they decide that the heuristics decide
    the same way: per library never fewer than heuristics_baseline.json records (measured before
    the heuristics were worked on), in all more. Prints the table (`pytest -s`, or
    `python tests/benchmarks/heuristics.py`)."""
    packages = [release_ir(r) for r in measurement.releases()]
    figures, found = measurement.measure(packages), measurement.measure_self(packages)
    before = measurement.baseline()
    with capsys.disabled():
        print("\n" + measurement.table(figures, before) + "\n" + measurement.self_table(found, before))
    worse = [f"{lib}: {figures[lib].same if lib in figures else 0} the same, {was['same']} recorded"
             for lib, was in before["libraries"].items() if (figures[lib].same if lib in figures else 0) < was["same"]]
    assert not worse, "fewer parameters decided as the rules files do:\n" + "\n".join(worse)
    assert sum(a.same for a in figures.values()) > sum(v["same"] for v in before["libraries"].values())
    now = measurement.as_json(figures, found)["self"]
    assert all(now[k] >= before["self"][k] for k in measurement.SELF), (now, before["self"])
    assert now["message function"] > before["self"]["message function"] and now["version"] > before["self"]["version"]
