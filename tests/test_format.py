"""Formatting in pieces (fmt.format_many) gives exactly what black gives on the whole file,
so the committed output is black's, and black finds nothing to change in it. Pieces taken
back from committed files through the format index are black's output too, and anything
that does not match the index goes to black."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import black
import pytest

from cudagen.output import fmt
from cudagen.project import generate as pipeline
from cudagen.project.header import HeaderOptions, header_source

ROOT = Path(__file__).resolve().parents[1]
FILES = ["cuda_13_0/nvrtc.py", "cuda_13_0/nvrtc.pyi", "cuda_13_0/_support.py", "cuda_13_0/runtime.pyi"]


@pytest.mark.slow  # black over whole generated files
@pytest.mark.parametrize("name", FILES)
def test_pieces_equal_whole_file_black(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CUDAGEN_CACHE_DIR", "off")
    stub = name.endswith(".pyi")
    formatted = (ROOT / "generated" / name).read_text()
    # Undo black's work a little (blank lines and line breaks), then format both ways.
    rough = formatted.replace("\n\n\n", "\n\n").replace(",\n    ", ", ")
    mode = black.Mode(line_length=fmt.LINE_LENGTH, is_pyi=stub)
    whole = black.format_str(rough, mode=mode)
    pieces = fmt.format_many([(name, rough, stub)], jobs=1)[0]
    if "runtime" in name or "_support" in name:
        assert len(fmt.split_points(rough, stub)) > 3  # really cut into pieces
    assert pieces == whole
    assert black.format_str(formatted, mode=mode) == formatted  # the committed file is black-clean


# ------------------------------------------------------------------------------ format index
# Small synthetic modules: pieces of each are formatted by black once, committed with their
# index, and taken back from the committed files by the next run.

PY = (
    "import os\n\nX = 1\n\ndef f(a,b):\n    return a+b\n\ndef g( x ):\n    return [x,\n  x]\n\n"
    "class C:\n    y=1\n    def m(self): return 2\n\n# about h\ndef h(): pass\n"
)
PYI = "class A:\n    x: int\n\nclass B:\n    def f(self, a:int)->int: ...\n\nclass C: ...\n\nclass D:\n    y: str\n"
SOURCES = [("mod.py", PY, False), ("mod.pyi", PYI, True)]


def black_whole(code: str, stub: bool) -> str:
    return black.format_str(code, mode=black.Mode(line_length=fmt.LINE_LENGTH, is_pyi=stub))


EXPECTED = [black_whole(code, stub) for _, code, stub in SOURCES]


@pytest.fixture
def black_calls(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The pieces black formats (in-process: the formatters here run with jobs=1); no cache."""
    monkeypatch.setenv("CUDAGEN_CACHE_DIR", "off")
    monkeypatch.delenv("CUDAGEN_FORMAT_INDEX", raising=False)
    calls: list[str] = []
    real = fmt._format_one

    def counting(args: tuple[str, bool]) -> str:
        calls.append(args[0])
        return real(args)

    monkeypatch.setattr(fmt, "_format_one", counting)
    return calls


def commit(root: Path, package: str, sources: list[tuple[str, str, bool]]) -> fmt.Formatter:
    """Format `sources` and write them as root/package/ with their index, as generate does."""
    formatter = fmt.Formatter(jobs=1)
    for (name, _, _), text in zip(sources, formatter(sources), strict=True):
        (root / package).mkdir(parents=True, exist_ok=True)
        (root / package / name).write_bytes(text.encode())
    fmt.index_path(root, package).parent.mkdir(exist_ok=True)
    fmt.index_path(root, package).write_bytes(formatter.index_json().encode())
    return formatter


def reformat(root: Path, package: str, sources: list[tuple[str, str, bool]]) -> tuple[list[str], fmt.Formatter]:
    formatter = fmt.Formatter(fmt.committed(root, package), jobs=1)
    return formatter(sources), formatter


def test_index_round_trip(tmp_path: Path, black_calls: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    first = commit(tmp_path, "pkg", SOURCES)
    total = len(black_calls)
    assert total == len(fmt._pieces(PY, False)) + len(fmt._pieces(PYI, True)) >= 7
    assert first.sources == {"index": 0, "cache": 0, "black": total}
    index = json.loads(fmt.index_path(tmp_path, "pkg").read_text())
    assert index["black"] == black.__version__ and index["line_length"] == fmt.LINE_LENGTH
    assert index["files"]["mod.pyi"]["stub"] is True
    assert sum(len(f["pieces"]) for f in index["files"].values()) == total
    assert sorted(p.name for p in (tmp_path / "pkg").iterdir()) == ["mod.py", "mod.pyi"]  # not in the package

    commit(tmp_path, "other", SOURCES)  # the same pieces in another package, whose index sorts first

    def no_cutting(code: str, stub: bool) -> list[int]:
        raise AssertionError("an unchanged file is taken whole from the index, without parsing it")

    monkeypatch.setattr(fmt, "split_points", no_cutting)
    texts, again = reformat(tmp_path, "pkg", SOURCES)
    assert texts == EXPECTED
    assert len(black_calls) == 2 * total  # black did not run again
    assert again.sources == {"index": total, "cache": 0, "black": 0}
    assert again.index_json() == first.index_json()
    assert again.known is not None  # each file read once, and only the package's own ones
    assert sorted(again.known._lines) == [tmp_path / "pkg" / "mod.py", tmp_path / "pkg" / "mod.pyi"]


def test_new_package_reuses_the_pieces_it_shares(tmp_path: Path, black_calls: list[str]) -> None:
    commit(tmp_path, "pkg_a", SOURCES)
    black_calls.clear()
    changed = [("mod.py", PY.replace("return a+b", "return a*b"), False), SOURCES[1]]
    texts, formatter = reformat(tmp_path, "pkg_b", changed)  # pkg_b has no index yet
    assert texts == [black_whole(code, stub) for _, code, stub in changed]
    assert black_calls == ["def f(a,b):\n    return a*b\n"]
    assert formatter.sources["black"] == 1 and formatter.sources["index"] > 5


@pytest.mark.parametrize("edit", ["same lines", "one more line", "file removed", "file truncated"])
def test_hand_edited_committed_file_falls_back_to_black(tmp_path: Path, black_calls: list[str], edit: str) -> None:
    commit(tmp_path, "pkg", SOURCES)
    total = len(black_calls)
    black_calls.clear()
    path = tmp_path / "pkg" / "mod.py"
    text = path.read_text()
    if edit == "same lines":
        path.write_text(text.replace("return a + b", "return a - b"))
    elif edit == "one more line":
        path.write_text(text.replace("X = 1\n", "X = 1\nY = 2\n"))
    elif edit == "file removed":
        path.unlink()
    else:
        path.write_text(text[: len(text) // 2])
    texts, formatter = reformat(tmp_path, "pkg", SOURCES)
    assert texts == EXPECTED  # black's output, not the edit
    assert formatter.sources["black"] == len(black_calls) > 0
    assert formatter.sources["index"] == total - len(black_calls) > 0  # the .pyi still comes from the index
    if edit == "same lines":
        assert black_calls == ["def f(a,b):\n    return a+b\n"]


def test_file_is_taken_whole_only_with_its_own_entries(tmp_path: Path, black_calls: list[str]) -> None:
    """A bad merge: the file's hash line from the new index, its pieces from the old one (which
    the committed file matches). The new text must not get the old pieces."""
    changed = [("mod.py", PY.replace("return a+b", "return a*b"), False), SOURCES[1]]
    new = commit(tmp_path, "new", changed)
    commit(tmp_path, "pkg", SOURCES)
    path = fmt.index_path(tmp_path, "pkg")
    index = json.loads(path.read_text())
    index["files"]["mod.py"]["raw"] = new.index["mod.py"].raw
    path.write_text(json.dumps(index))
    (tmp_path / ".format" / "new.json").unlink()
    black_calls.clear()
    texts, _ = reformat(tmp_path, "pkg", changed)
    assert texts == [black_whole(code, stub) for _, code, stub in changed]
    assert black_calls == ["def f(a,b):\n    return a*b\n"]


@pytest.mark.parametrize(("key", "value"), [("black", "0.0.1"), ("line_length", 88)])
def test_index_from_another_black_or_mode_is_ignored(tmp_path: Path, black_calls: list[str], key: str,
                                                     value: object) -> None:
    commit(tmp_path, "pkg", SOURCES)
    total = len(black_calls)
    path = fmt.index_path(tmp_path, "pkg")
    index = json.loads(path.read_text())
    assert fmt.read_index(path) is not None
    index[key] = value
    path.write_text(json.dumps(index))
    assert fmt.read_index(path) is None
    texts, formatter = reformat(tmp_path, "pkg", SOURCES)
    assert texts == EXPECTED
    assert formatter.sources == {"index": 0, "cache": 0, "black": total}


def test_generate_writes_and_uses_the_index_unless_switched_off(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CUDAGEN_CACHE_DIR", "off")
    out = tmp_path / "root" / "pkg"
    src = header_source(HeaderOptions(ROOT / "tests" / "headers" / "functions.h", module="mylib"))
    runs = []
    for setting in ["on", "on", "off"]:
        monkeypatch.setenv("CUDAGEN_FORMAT_INDEX", setting)
        timings = pipeline.Timings()
        pipeline.generate([src], out, timings, format_index=True)
        files = {p.relative_to(out).as_posix(): p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()}
        runs.append((timings.pieces, files, fmt.index_path(out.parent, "pkg").read_bytes()))
    assert sorted(p.name for p in out.parent.iterdir()) == [".format", "pkg"]
    assert runs[0][2] not in runs[0][1].values()  # the index is beside the package, not in it
    pieces = runs[0][0].split(", ")[2].split()[0]
    assert int(pieces) > 5
    assert runs[0][0] == f"0 index, 0 cache, {pieces} black"
    assert runs[1][0] == f"{pieces} index, 0 cache, 0 black"
    assert runs[2][0] == f"0 index, 0 cache, {pieces} black"  # switched off: black again
    assert runs[0][1:] == runs[1][1:] == runs[2][1:]  # same package and index bytes every time


def test_a_threaded_caller_formats_without_forking(monkeypatch: pytest.MonkeyPatch) -> None:
    # Forking a process that runs other threads can deadlock the child, so the formatter's
    # process pool is for single-threaded callers only; a threaded one gets black in-process.
    monkeypatch.setenv("CUDAGEN_CACHE_DIR", "off")

    class NoPool:
        def __init__(self, *args: object, **kwargs: object) -> None:
            raise AssertionError("a process pool was forked from a threaded process")

    monkeypatch.setattr(fmt, "ProcessPoolExecutor", NoPool)
    files = [(f"m{i}.py", f"def f{i}(a,b):\n  return a+b\n\n\ndef g{i}( x ):\n  return x\n", False) for i in range(4)]
    stop = threading.Event()
    other = threading.Thread(target=stop.wait)
    other.start()
    try:
        formatted = fmt.format_many(files)
    finally:
        stop.set()
        other.join()
    mode = black.Mode(line_length=fmt.LINE_LENGTH)
    assert formatted == [black.format_str(code, mode=mode) for _, code, _ in files]
    monkeypatch.setattr(fmt, "_threaded", lambda: False)
    with pytest.raises(AssertionError, match="forked"):  # single-threaded, the same call uses the pool
        fmt.format_many(files, jobs=2)


# ------------------------------------------------------------------------- rendering as black would
# Black formats a piece twice when its first pass changes it; the renderer's `fit` and `pyrepr`
# lay out the usual long lines and strings as black does, so that most pieces need one pass. They
# must give black's own text, or black would still change them (the output would be right, but
# slower to make).

LONG_LINES = [
    ("CUpti_BuffersCallbackCompleteFunc = _c.CFUNCTYPE(None, _c.c_void_p, _c.c_uint32, "
     "_c.POINTER(_c.c_uint8), _c.c_size_t, _c.c_size_t)", 4),
    ("cuGraphExecExternalSemaphoresSignalNodeSetParams_params_st = "
     "cuGraphExecExternalSemaphoresSignalNodeSetParams_params", 4),
    ("a_callback_type_with_a_rather_long_name = _c.CFUNCTYPE(_c.c_int, _c.POINTER(Struct_number_one), "
     "_c.POINTER(Struct_number_two), _c.POINTER(Struct_number_three), _c.c_void_p)", 4),
    ("CUPTI_ACTIVITY_PARTITIONED_GLOBAL_CACHE_CONFIG_NOT_SUPPORTED: "
     "_Final[CUpti_ActivityPartitionedGlobalCacheConfig]", 0),
    ("short = _c.CFUNCTYPE(None, _c.c_void_p)", 4),
]


@pytest.mark.parametrize(("line", "indent"), LONG_LINES)
def test_fit_lays_out_long_lines_as_black(line: str, indent: int) -> None:
    from cudagen.output.render import fit

    stub = "_Final" in line
    body = " " * indent + fit(line, indent) + "\n"
    code = body if not indent else "def f():\n" + body
    mode = black.Mode(line_length=fmt.LINE_LENGTH, is_pyi=stub)
    assert black.format_str(code, mode=mode) == code  # black's own text: stable, nothing to change
    raw = " " * indent + line + "\n"
    assert black.format_str(raw if not indent else "def f():\n" + raw, mode=mode) == code


@pytest.mark.parametrize("value", ["abc", "it's", 'say "x"', "both ' and \"", "back\\slash", "tab\t", "é"])
def test_pyrepr_quotes_strings_as_black(value: str) -> None:
    from cudagen.output.render import pyrepr

    text = pyrepr(value)
    assert eval(text) == value
    line = f"x = {text}\n"
    assert black.format_str(line, mode=black.Mode(line_length=fmt.LINE_LENGTH)) == line
