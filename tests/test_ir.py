"""The IR: its JSON round trip, and what it says about cuda.h 13.0 (parsed from the vendored
headers), cross-checked against the header text; the committed generated/cuda_13_0/api.json
is that IR without the Doxygen prose."""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from cudagen import ir
from cudagen.frontend import clang as clang_frontend

pytestmark = pytest.mark.version_independent  # the IR and its JSON (data)

TESTS = Path(__file__).resolve().parent
HEADERS = TESTS / "headers"
FIXTURES = sorted(HEADERS.glob("*.h"))
INTEGER_TYPES = {
    "char", "signed char", "unsigned char", "short", "unsigned short", "int", "unsigned int",
    "long", "unsigned long", "long long", "unsigned long long",
}


@pytest.fixture(scope="module")
def api_json(repo_root: Path) -> str:
    return (repo_root / "generated" / "cuda_13_0" / "api.json").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def driver(release_ir: Callable[[str], ir.Package]) -> ir.Api:
    return release_ir("13.0").library("driver")


def test_the_committed_api_json_is_the_ir_without_its_prose(api_json: str, driver: ir.Api) -> None:
    # What `cudagen diff` and `check-usage` read: every declaration, and of each Doxygen
    # comment the brief, parameter texts, result codes and deprecation.
    committed = ir.from_json(api_json).library("driver")
    assert ir.to_json(committed) == ir.to_json(driver, prose=False)
    assert ir.to_json(driver) != ir.to_json(driver, prose=False)
    memalloc = next(f for f in committed.functions if f.name == "cuMemAlloc").doc
    assert memalloc.brief == "Allocates device memory" and memalloc.details == "" and memalloc.see_also == ()
    assert memalloc.params[0].text == "Returned device pointer"


@pytest.fixture(scope="module")
def cuda_h(repo_root: Path) -> str:
    return (repo_root / "headers" / "13.0" / "cuda.h").read_text(encoding="utf-8")


# The driver module also binds the profiler and graphics interop headers beside cuda.h.
DRIVER_HEADERS = ("cuda.h", "cudaProfiler.h", "cudaGL.h", "cudaEGL.h", "cudaVDPAU.h")


@pytest.fixture(scope="module")
def driver_texts(repo_root: Path) -> dict[str, str]:
    return {name: (repo_root / "headers" / "13.0" / name).read_text(encoding="utf-8") for name in DRIVER_HEADERS}


# ------------------------------------------------------------------------------------------ round trip


def test_json_round_trip_is_byte_identical_on_cuda_13_0(api_json: str) -> None:
    assert ir.to_json(ir.from_json(api_json)) == api_json


def _walk(value: Any) -> Iterator[Any]:
    yield value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from _walk(getattr(value, f.name))
    elif isinstance(value, tuple):
        for v in value:
            yield from _walk(v)


def test_decoded_ir_is_made_of_ir_classes_and_tuples(driver: ir.Api) -> None:
    """from_json rebuilds frozen dataclasses and tuples (no dicts or lists leak through)."""
    kinds = {type(v) for v in _walk(driver)}
    assert not kinds & {dict, list}, kinds
    assert ir.Function in kinds and ir.Doc in kinds and ir.CType in kinds and ir.Macro in kinds


@pytest.mark.parametrize("header", FIXTURES, ids=lambda p: p.stem)
def test_json_round_trip_on_fixture_ir(header: Path) -> None:
    # As `--header` parses: cplusplus.h is C++ (its IR says what it left out; `half` is taken in).
    source = clang_frontend.Source(header.stem, "", header, header.parent, (header.name,), foreign=True, lang="auto")
    package = ir.Package("", (clang_frontend.parse(source),))
    text = ir.to_json(package)
    again = ir.from_json(text)
    assert again == package  # JSON -> IR gives back the same objects
    assert ir.to_json(again) == text  # and IR -> JSON the same bytes


def test_every_type_of_every_release_survives_its_short_text(repo_root: Path) -> None:
    """api.json keeps each CType as a short text (ir.type_text): it must read back as the same
    type, for every type of every vendored release's IR."""
    seen = 0
    for path in sorted((repo_root / "generated").glob("cuda_*/api.json")):
        for value in _walk(ir.from_json(path.read_text(encoding="utf-8"))):
            if isinstance(value, ir.CType):
                assert ir.parse_type_text(ir.type_text(value)) == value, ir.type_text(value)
                seen += 1
    assert seen > 40_000


@pytest.mark.parametrize(("ctype", "text"), [
    (ir.CType("pointer", const=True, target=ir.CType("builtin", "int", const=True)), "const *const int"),
    (ir.CType("array", length=4, target=ir.CType("pointer", target=ir.CType(
        "function", target=ir.CType("void"), params=(ir.CType("typedef", "CUstream"), ir.CType("builtin", "size_t")),
        variadic=True))), "[4]*(CUstream, size_t, ...)void"),
    (ir.CType("array", target=ir.CType("record", "CUuuid_st")), "[]struct CUuuid_st"),
    (ir.CType("function", target=ir.CType("enum", "cudaError_enum")), "()enum cudaError_enum"),
    (ir.CType("typedef", "size_t"), "typedef size_t"),  # a header's own size_t, not the builtin
    (ir.CType("builtin", "unsigned long long"), "unsigned long long"),
])
def test_a_type_text_names_every_part_of_the_type(ctype: ir.CType, text: str) -> None:
    assert ir.type_text(ctype) == text
    assert ir.parse_type_text(text) == ctype


def test_a_broken_type_text_is_refused() -> None:
    for text in ("", "*", "(int", "(int; float)void", "[4"):
        with pytest.raises(ValueError):
            ir.parse_type_text(text)


def test_an_api_json_of_types_as_objects_still_reads(driver: ir.Api) -> None:
    """api.json files written before the short texts (a release diffed against an older commit's)
    kept each CType as an object of its fields: they read back to the same IR."""

    def as_objects(value: Any) -> Any:  # the encoding of those files: every dataclass an object
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            return {f.name: as_objects(getattr(value, f.name)) for f in dataclasses.fields(value)
                    if getattr(value, f.name) != f.default}
        if isinstance(value, tuple):
            return [as_objects(v) for v in value]
        return value

    old = json.dumps(as_objects(ir.Package("13.0", (driver,))))
    assert '"kind": "pointer"' in old
    assert ir.from_json(old).library("driver") == driver


def test_json_is_sorted_and_stable(driver: ir.Api) -> None:
    names = [f.name for f in driver.functions]
    assert names == sorted(names)
    assert ir.to_json(driver) == ir.to_json(dataclasses.replace(driver, functions=driver.functions[::-1]))


# ------------------------------------------------------------------------------------------ cuda.h, independently


def active_text(text: str) -> str:
    """cuda.h as the compiler sees it for the public ABI: a small preprocessor for its #if lines
    (nothing defined but the target's compiler macros, so no __CUDA_API_VERSION_INTERNAL and no
    per-thread default stream), with comments removed."""
    defined: dict[str, int] = {"__GNUC__": 4, "__LP64__": 1, "__x86_64__": 1, "__STDC_VERSION__": 201112}

    def evaluate(cond: str) -> bool:
        cond = re.sub(r"/\*.*?\*/|//.*", "", cond)
        cond = re.sub(r"defined\s*\(\s*(\w+)\s*\)|defined\s+(\w+)",
                      lambda m: "1" if (m.group(1) or m.group(2)) in defined else "0", cond)
        cond = re.sub(r"(\d+)[uUlL]+\b", r"\1", cond)
        cond = re.sub(r"[A-Za-z_]\w*", lambda m: str(defined.get(m.group(0), 0)), cond)
        cond = cond.replace("&&", " and ").replace("||", " or ").replace("!", " not ")
        return bool(eval(cond, {"__builtins__": {}}))

    stack: list[tuple[bool, bool]] = []  # (parent active, a branch was taken)
    active = True
    kept = []
    for line in text.splitlines():
        m = re.match(r"\s*#\s*(\w+)\s*(.*)", line)
        directive, rest = m.groups() if m else ("", "")
        if directive in ("if", "ifdef", "ifndef"):
            taken = evaluate(rest) if directive == "if" else (rest.split()[0] in defined) == (directive == "ifdef")
            stack.append((active, taken))
            active = active and taken
            continue
        if directive in ("elif", "else"):
            parent, any_taken = stack[-1]
            taken = not any_taken and (directive == "else" or evaluate(rest))
            stack[-1] = (parent, any_taken or taken)
            active = parent and taken
            continue
        if directive == "endif":
            active = stack.pop()[0]
            continue
        if active and directive == "define":
            defined[re.split(r"[\s(]", rest, maxsplit=1)[0]] = 1
        elif active and directive == "undef":
            defined.pop(rest.split()[0], None)
        if active:
            kept.append(line)
    return re.sub(r"/\*.*?\*/", "", "\n".join(kept), flags=re.S)


@pytest.fixture(scope="module")
def active(driver_texts: dict[str, str]) -> str:
    return "\n".join(active_text(text) for text in driver_texts.values())


def test_480_functions(driver: ir.Api) -> None:
    # 449 in cuda.h, 3 in cudaProfiler.h, 12 in cudaGL.h (9 of them deprecated), 12 in
    # cudaEGL.h, 4 in cudaVDPAU.h (counted in the headers' active text by the next test too)
    assert len(driver.functions) == 480
    assert len({f.name for f in driver.functions}) == 480
    by_file = {name: sorted(f.name for f in driver.functions if f.location.file == name) for name in DRIVER_HEADERS}
    assert by_file["cudaProfiler.h"] == ["cuProfilerInitialize", "cuProfilerStart", "cuProfilerStop"]
    assert by_file["cudaVDPAU.h"] == ["cuGraphicsVDPAURegisterOutputSurface", "cuGraphicsVDPAURegisterVideoSurface",
                                      "cuVDPAUCtxCreate", "cuVDPAUGetDevice"]
    assert [len(by_file[h]) for h in DRIVER_HEADERS] == [449, 3, 12, 12, 4]


def test_function_count_matches_the_header_text(driver: ir.Api, active: str) -> None:
    declared = re.findall(r"\bCUresult\s+CUDAAPI\s+(\w+)\s*\(", active)
    assert len(declared) == len(set(declared)) == 480
    assert set(declared) == {f.name for f in driver.functions}


def test_every_function_has_its_location(driver: ir.Api, driver_texts: dict[str, str]) -> None:
    text = {name: t.splitlines() for name, t in driver_texts.items()}
    wrong = [f"{f.name} at {f.location}" for f in driver.functions
             if f.location.file not in text or not 0 < f.location.line <= len(text[f.location.file])
             or not re.search(rf"\b{f.name}\s*\(", text[f.location.file][f.location.line - 1])]
    assert not wrong, wrong[:10]


def test_public_names_bind_the_current_abi(driver: ir.Api) -> None:
    symbols = {f.name: f.symbol for f in driver.functions}
    assert symbols["cuMemAlloc"] == "cuMemAlloc_v2"
    assert symbols["cuCtxCreate"] == "cuCtxCreate_v4"
    assert symbols["cuMemcpyHtoD"] == "cuMemcpyHtoD_v2"
    assert symbols["cuInit"] == "cuInit"
    assert not [s for s in symbols.values() if s.endswith(("_ptds", "_ptsz"))]  # no per-thread variants


def test_symbols_follow_the_versioning_defines(driver: ir.Api, active: str) -> None:
    """Each `#define cuX cuX_vN` (or `__CUDA_API_PTDS(cuX_vN)`) of the active text is the symbol
    the public name binds; every other function binds its own name."""
    aliases = dict(re.findall(
        r"^\s*#\s*define\s+(cu\w+)\s+(?:__CUDA_API_PT(?:DS|SZ)\()?(cu\w+)\)?\s*$", active, re.M))
    assert aliases["cuMemAlloc"] == "cuMemAlloc_v2" and len(aliases) > 50
    symbols = {f.name: f.symbol for f in driver.functions}
    assert {n: s for n, s in symbols.items() if s != aliases.get(n, n)} == {}
    assert not set(aliases) - set(symbols)


def test_enums_have_an_integer_underlying_type(driver: ir.Api) -> None:
    assert len(driver.enums) > 100
    for e in driver.enums:
        assert e.underlying in INTEGER_TYPES, e.name
        # GCC/clang: unsigned int unless a member is negative (every cuda.h value fits 32 bits).
        negative = any(m.value < 0 for m in e.members)
        assert e.underlying == ("int" if negative else "unsigned int"), e.name
    result = next(e for e in driver.enums if e.name == "CUresult")
    assert {"CUDA_SUCCESS": 0, "CUDA_ERROR_OUT_OF_MEMORY": 2}.items() <= {m.name: m.value for m in result.members}.items()


def test_cuinit_is_in_the_initialization_group(driver: ir.Api) -> None:
    cu_init = next(f for f in driver.functions if f.name == "cuInit")
    assert cu_init.group == "CUDA_INITIALIZE"
    group = next(g for g in driver.groups if g.name == "CUDA_INITIALIZE")
    assert group.title == "Initialization"
    assert group.location.file == "cuda.h"


def test_groups_keep_their_description(driver: ir.Api) -> None:
    group = next(g for g in driver.groups if g.name == "CUDA_INITIALIZE")
    assert "initialization functions" in group.doc.details


def test_cumemalloc_doc(driver: ir.Api) -> None:
    doc = next(f for f in driver.functions if f.name == "cuMemAlloc").doc
    assert doc.brief == "Allocates device memory"
    assert [p.name for p in doc.params] == ["dptr", "bytesize"]
    assert doc.params[0].text == "Returned device pointer"
    assert "CUDA_ERROR_OUT_OF_MEMORY" in doc.returns and doc.returns[0] == "CUDA_SUCCESS"
    assert "cuMemFree" in doc.see_also
    assert "bytesize bytes of linear memory" in doc.details  # `\p bytesize` became plain text
    assert "::" not in doc.details and "\\p" not in doc.details


def test_documented_parameters_are_parameters(driver: ir.Api) -> None:
    wrong = [(f.name, d.name) for f in driver.functions for d in f.doc.params if d.name not in {p.name for p in f.params}]
    assert not wrong, f"{len(wrong)} parameter docs name no parameter, e.g. {wrong[:3]}"
    directions = {d.direction for f in driver.functions for d in f.doc.params}
    assert {"in", "out"} <= directions


# ------------------------------------------------------------------------------------------ cuda.h macros


def test_every_define_is_a_macro_or_a_skip_with_a_reason(driver: ir.Api, active: str) -> None:
    defines = set(re.findall(r"^\s*#\s*define\s+(\w+)", active, re.M))
    evaluated = {m.name for m in driver.macros}
    skipped = {m.name: m.reason for m in driver.skipped_macros}
    assert not evaluated & set(skipped)
    assert evaluated | set(skipped) == defines
    assert all(reason.strip() for reason in skipped.values()), skipped


def test_macro_values(driver: ir.Api) -> None:
    macros = {m.name: m for m in driver.macros}

    def kind_value(name: str) -> tuple[str, Any]:
        return macros[name].kind, macros[name].value

    assert kind_value("CU_LAUNCH_PARAM_END") == ("pointer", 0)  # ((void*)CU_LAUNCH_PARAM_END_AS_INT), 0x00
    assert kind_value("CU_LAUNCH_PARAM_BUFFER_POINTER") == ("pointer", 1)
    assert kind_value("CU_LAUNCH_PARAM_BUFFER_SIZE") == ("pointer", 2)
    assert kind_value("CU_MEMHOSTALLOC_PORTABLE") == ("integer", 1)
    assert kind_value("CU_MEMHOSTALLOC_DEVICEMAP") == ("integer", 2)
    assert kind_value("CUDA_VERSION") == ("integer", 13000)
    assert driver.version == 13000
    assert kind_value("CU_STREAM_LEGACY") == ("pointer", 1)
    assert kind_value("CU_STREAM_PER_THREAD") == ("pointer", 2)
    assert macros["CU_STREAM_LEGACY"].ctype == "CUstream"
    assert kind_value("CU_DEVICE_CPU") == ("integer", -1)  # ((CUdevice)-1)
    assert kind_value("CU_DEVICE_INVALID") == ("integer", -2)
    assert kind_value("cuMemAlloc") == ("alias", "cuMemAlloc_v2")
    assert kind_value("cuCtxCreate") == ("alias", "cuCtxCreate_v4")
    assert kind_value("cuMemcpyHtoD") == ("alias", "cuMemcpyHtoD_v2")  # through __CUDA_API_PTDS(...)
    assert macros["CU_MEMHOSTALLOC_PORTABLE"].doc.brief.startswith("If set, host memory is portable")


def test_aliases_name_declared_symbols(driver: ir.Api) -> None:
    symbols = {f.symbol for f in driver.functions}
    aliases = [m for m in driver.macros if m.kind == "alias"]
    assert len(aliases) > 50
    assert [m.name for m in aliases if m.value not in symbols] == []


def test_api_json_is_plain_json(api_json: str) -> None:
    data = json.loads(api_json)
    assert data["release"] == "13.0" and "driver" in [lib["library"] for lib in data["libraries"]]


def test_generated_files_name_no_path_of_this_machine(repo_root: Path) -> None:
    # generated/ is committed and must regenerate byte for byte in any checkout: a location
    # in a stand-in header once came out as this checkout's absolute path.
    here = str(repo_root.resolve())
    texts = [p for p in (repo_root / "generated").rglob("*") if p.suffix in {".json", ".py", ".pyi", ".md", ".c", ".h"}]
    assert len(texts) > 100
    assert [p for p in texts if here in p.read_text(encoding="utf-8", errors="replace")] == []


def test_group_titles_end_where_a_one_line_comment_ends(repo_root: Path) -> None:
    # `/** \defgroup CUDART_VDPAU VDPAU Interoperability */` (cuda_runtime_api.h): the title is
    # "VDPAU Interoperability", not "... */".
    titles = {g.title for p in (repo_root / "generated").glob("cuda_*/api.json")
              for api in ir.from_json(p.read_text(encoding="utf-8")).libraries for g in api.groups}
    assert "VDPAU Interoperability" in titles
    assert [t for t in titles if "*/" in t] == []


def test_an_api_json_of_the_earlier_layout_reads_the_same(api_json: str) -> None:
    """api.json is one declaration per line and leaves out a symbol that is the function's name
    (0.24 MiB less for 13.5); the files written before (one value per line, every symbol) read
    back as the same IR, so `cudagen diff` and `check-usage` take a vendored copy of either."""
    import json

    data = json.loads(api_json)
    for lib in data["libraries"]:
        for fn in lib.get("functions", []):
            fn.setdefault("symbol", fn["name"])
    earlier = json.dumps(data, indent=0, separators=(",", ":"), ensure_ascii=False) + "\n"
    assert earlier.count("\n") > 10 * api_json.count("\n")
    assert ir.from_json(earlier) == ir.from_json(api_json)
    assert '"symbol":"cuMemAlloc_v2"' in api_json and '{"name":"cuInit",' in api_json
