"""Our object layer's public API against NVIDIA's cuda.core 1.2.2, whose names and shapes it follows.

docs/object-layer.md promises cuda.core's names and shapes, so that code written for one runs on
the other. For cuda_13_0.core and cuda_13_5.core this checks, against the installed cuda.core:

1. names: every public name of cuda.core (its `__all__` and its submodules system, utils, graph,
   texture and checkpoint, each by its own `__all__`) exists in our core (a submodule as an
   attribute: core.system, core.graph, ...), as the same kind of thing (class, function, module,
   value);
2. members: every public member of a class both have exists on ours, as a method or as data alike;
3. parameters: every callable both have (functions, constructors, methods) takes the same
   parameters: names, kinds, the order of the positional ones, which are optional, and equal
   simple defaults (None, bools, numbers, strings). Our extra optional parameters are allowed
   (printed as notes: pytest -rP shows them).

Every difference must match an entry of DIFFERENCES (qualified names, fnmatch patterns allowed)
that says why, every entry must still match a difference, and docs/object-layer.md carries the
same table ("Differences from cuda.core 1.2.2"), so the three cannot drift apart.

Each side is described by this file run as a script in a fresh interpreter (as tests/test_core.py
imports generated packages: PYTHONPATH=generated, the pure-Python backend, no driver), which
prints the description as JSON. cuda.core's classes are Cython, whose signatures `inspect` often
cannot read: the first line of their docstring (Cython's embedded signature) stands in, and a
callable whose parameters neither tells (or only `*args, **kwargs`) is left out of check 3.
"""

from __future__ import annotations

import ast
import functools
import importlib
import inspect
import json
import os
import re
import subprocess
import sys
from fnmatch import fnmatchcase
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[1]
GENERATED = REPO / "generated"
DOC = REPO / "docs" / "object-layer.md"
DOC_HEADING = "## Differences from cuda.core 1.2.2"
CUDA_CORE = "1.2.2"
RELEASES = ("13.0", "13.5")
SUBMODULES = ("system", "utils", "graph", "texture", "checkpoint")

# Reasons several rows share.
STREAM_FIRST = ("stream may be passed by position here and is optional (None: the legacy default stream); "
                "cuda.core 1.2.2 takes it only by keyword and, but for LegacyPinnedMemoryResource, "
                "requires it, so calls written for cuda.core work here unchanged.")
STREAM_OPTIONAL = ("stream is optional here (None: the legacy default stream) where cuda.core 1.2.2 requires it, "
                   "so calls written for cuda.core work here unchanged.")

# Every difference from cuda.core 1.2.2, and why. Key: a qualified name ("graph.IfNode",
# "Buffer.fill", "Program.__init__" for a constructor's parameters) or an fnmatch pattern of
# them; value: the reason, one sentence. docs/object-layer.md holds the same table.
DIFFERENCES: dict[str, str] = {
    # memory
    "*.allocate": STREAM_FIRST,
    "*.deallocate": STREAM_FIRST,
    "*Buffer.fill": STREAM_OPTIONAL,
    "*Buffer.copy_to": STREAM_OPTIONAL,
    "*Buffer.copy_from": STREAM_OPTIONAL,
    "*Buffer.from_ipc_descriptor": "stream is optional here (None: the legacy default stream frees the mapping) "
                                  "where cuda.core 1.2.2 requires it, so calls written for cuda.core work here "
                                  "unchanged.",
    # compiling, linking, launching
    "Program.__init__": "code_type defaults to \"c++\" here where cuda.core 1.2.2 requires it, "
                        "so calls written for cuda.core work here unchanged.",
    # system
    "system.*Error.__init__": "our NVML exceptions are the package's nvml exception classes, made as every "
                              "generated error from (code, function, message), where cuda.core's take the "
                              "NVML status alone.",
}

# Where cuda.core 1.2.2's docstring (standing in for a Cython signature) misstates what its code
# takes: {qualified name: the parameters it takes}. Linker's says (options=None, *object_codes),
# but Linker(LinkerOptions()) takes the options for an object code (and its .pyi stub agrees).
CUDA_CORE_ERRATA = {"Linker.__init__": "*object_codes, options=None"}


# ------------------------------------------------------------------------ describing one side
# (run in a fresh interpreter: `python tests/test_core_api.py cuda_13_0.core` prints JSON)

Param = list[Any]  # [name, kind (inspect.Parameter kind's name), has a default, repr of a simple default or None]
SIMPLE = (type(None), bool, int, float, str, bytes)


def describe(module_name: str) -> dict[str, dict[str, Any]]:
    """{qualified name: entry} for a module, its SUBMODULES and their classes' members. An entry:
    {"what": "name" | "member" | "init", "kind": ..., "public": bool, "params": [Param] | None}."""
    out: dict[str, dict[str, Any]] = {}
    top = importlib.import_module(module_name)
    _describe_module(top, "", out, SUBMODULES)
    return out


def _describe_module(module: Any, prefix: str, out: dict[str, dict[str, Any]], submodules: tuple[str, ...]) -> None:
    declared = getattr(module, "__all__", None)
    public = set(declared if declared is not None else
                 [n for n in dir(module) if not n.startswith("_") and not inspect.ismodule(getattr(module, n))])
    public |= set(submodules)
    for name in sorted(public | {n for n in dir(module) if not n.startswith("_")}):
        try:
            obj = getattr(module, name)  # core.system and the like come lazily, by module __getattr__
        except AttributeError:
            continue
        qual = prefix + name
        kind = _kind(obj)
        out[qual] = {"what": "name", "kind": kind, "public": name in public,
                     "params": _params(obj, name) if kind == "function" else None}
        if kind == "module" and name in submodules:
            _describe_module(obj, qual + ".", out, ())
        elif kind == "class" and name in public:
            _describe_class(obj, qual, out)


def _describe_class(cls: type, qual: str, out: dict[str, dict[str, Any]]) -> None:
    out[qual + ".__init__"] = {"what": "init", "kind": "method", "public": True, "params": _params(cls, cls.__name__)}
    for name in dir(cls):
        if name.startswith("_"):
            continue
        kind = _member_kind(cls, name)
        params = None
        if kind == "method":
            try:
                params = _params(getattr(cls, name), name)
            except Exception:  # a class-level attribute that raises: no parameters to compare
                params = None
        out[f"{qual}.{name}"] = {"what": "member", "kind": kind, "public": True, "params": params}


def _kind(obj: Any) -> str:
    if inspect.ismodule(obj):
        return "module"
    if inspect.isclass(obj):
        return "class"
    return "function" if callable(obj) else "value"


def _member_kind(cls: type, name: str) -> str:
    """"method" (called) or "data" (read: properties, Cython attributes, constants, enum members)."""
    try:
        static = inspect.getattr_static(cls, name)
    except AttributeError:
        return "data"
    if isinstance(static, (classmethod, staticmethod)):
        return "method"
    if hasattr(type(static), "__set__"):  # property, getset_descriptor, member_descriptor
        return "data"
    return "method" if callable(static) else "data"


def _params(obj: Any, name: str) -> list[Param] | None:
    """obj's parameters (self/cls dropped) by inspect, else by its docstring's first line, or None."""
    try:
        params: list[Param] | None = [[p.name, p.kind.name, p.default is not p.empty, _simple(p.default)]
                                      for p in inspect.signature(obj).parameters.values()]
    except (TypeError, ValueError):
        params = None
    if params is None or _only_var_args(params):
        from_doc = _params_from_doc(getattr(obj, "__doc__", None) or "", name)
        params = params if from_doc is None else from_doc
    if params and params[0][0] in ("self", "cls"):
        params = params[1:]
    return params


def _only_var_args(params: list[Param]) -> bool:
    return all(p[1] in ("VAR_POSITIONAL", "VAR_KEYWORD") for p in params if p[0] not in ("self", "cls")) \
        and any(p[1] in ("VAR_POSITIONAL", "VAR_KEYWORD") for p in params)


def _simple(value: Any) -> str | None:
    return repr(value) if type(value) in SIMPLE else None


def _params_from_doc(doc: str, name: str) -> list[Param] | None:
    """Cython's embedded signature: `[Class.]name(int a: int, b: T = None, *args, c=..., **kw) -> X`."""
    doc = doc.lstrip()
    match = re.match(rf"(?:[\w.]+\.)?{re.escape(name)}\(", doc)
    if not match:
        return None
    depth, start = 0, match.end() - 1
    for i in range(start, len(doc)):
        depth += {"(": 1, "[": 1, "{": 1, ")": -1, "]": -1, "}": -1}.get(doc[i], 0)
        if depth == 0:
            return _parse_params(doc[start + 1:i])
    return None


def _split(text: str, sep: str, once: bool = False) -> list[str]:
    """text split at sep outside brackets and quotes."""
    parts, depth, quote, last = [], 0, "", 0
    for i, ch in enumerate(text):
        if quote:
            quote = "" if ch == quote else quote
        elif ch in "'\"":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == sep and depth == 0:
            parts.append(text[last:i])
            last = i + 1
            if once:
                break
    return [*parts, text[last:]]


def _parse_params(text: str) -> list[Param] | None:
    params: list[Param] = []
    kind = "POSITIONAL_OR_KEYWORD"
    for raw in (part.strip() for part in _split(text, ",")):
        if not raw:
            continue
        if raw == "/":
            for p in params:
                p[1] = "POSITIONAL_ONLY"
            continue
        if raw == "*":
            kind = "KEYWORD_ONLY"
            continue
        head, *default = _split(raw, "=", once=True)
        words = _split(head, ":", once=True)[0].split()  # "int index: int | None" -> ["int", "index"]
        if not words:
            return None
        name = words[-1]
        if name.startswith("**"):
            params.append([name[2:], "VAR_KEYWORD", False, None])
        elif name.startswith("*"):
            params.append([name[1:], "VAR_POSITIONAL", False, None])
            kind = "KEYWORD_ONLY"
        elif name.isidentifier():
            params.append([name, kind, bool(default), _literal(default[0]) if default else None])
        else:
            return None
    return params


def _literal(text: str) -> str | None:
    try:
        return _simple(ast.literal_eval(text.strip()))
    except (ValueError, SyntaxError):
        return None


# ----------------------------------------------------------------------------- comparing


@functools.cache
def api(module_name: str) -> dict[str, dict[str, Any]]:
    """describe(module_name), run in a fresh interpreter on the pure-Python backend, no driver."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CUDAGEN_", "FAKECUDA_")) and k != "PYTHONPATH"}
    env.update(PYTHONPATH=str(GENERATED), PYTHONDONTWRITEBYTECODE="1", CUDAGEN_BACKEND="python",
               CUDAGEN_LIB_CUDA="/nonexistent/libcuda.so.1")
    done = subprocess.run([sys.executable, __file__, module_name], env=env, capture_output=True, text=True,
                          timeout=300, check=False)
    assert done.returncode == 0, f"describing {module_name} failed:\n{done.stderr}"
    result: dict[str, dict[str, Any]] = json.loads(done.stdout)
    return result


def cuda_core_version() -> str | None:
    import importlib.metadata

    try:
        return importlib.metadata.version("cuda-core")
    except importlib.metadata.PackageNotFoundError:
        return None


def need_cuda_core() -> None:
    version = cuda_core_version()
    if version is None:
        pytest.skip(f"cuda.core is not installed: install the test extras (cuda-core=={CUDA_CORE})")
    if version != CUDA_CORE:
        pytest.skip(f"the table is for cuda.core {CUDA_CORE}, found {version}: install the test extras")


Differences = dict[str, list[str]]  # {qualified name: what differs}


def name_differences(theirs: dict[str, dict[str, Any]], ours: dict[str, dict[str, Any]]) -> Differences:
    found: Differences = {}
    for qual, entry in theirs.items():
        if entry["what"] != "name" or not entry["public"]:
            continue
        mine = ours.get(qual)
        if mine is None:
            where, _, name = qual.rpartition(".")
            why = f"missing (a {entry['kind']} in cuda.core)"
            if where and where not in ours:
                why += f"; core has no {where} module"
            if where and name in ours:
                why += f"; core has a top-level {name}"
            found[qual] = [why]
        elif mine["kind"] != entry["kind"]:
            found[qual] = [f"a {mine['kind']} here, a {entry['kind']} in cuda.core"]
    return found


def member_differences(theirs: dict[str, dict[str, Any]], ours: dict[str, dict[str, Any]]) -> Differences:
    found: Differences = {}
    for qual, entry in theirs.items():
        if entry["what"] != "member" or qual.rpartition(".")[0] not in ours:
            continue
        mine = ours.get(qual)
        if mine is None:
            found[qual] = [f"{entry['kind']} missing"]
        elif mine["kind"] != entry["kind"]:
            found[qual] = [f"{mine['kind']} here, {entry['kind']} in cuda.core"]
    return found


def parameter_differences(theirs: dict[str, dict[str, Any]], ours: dict[str, dict[str, Any]],
                          notes: list[str] | None = None) -> Differences:
    found: Differences = {}
    for qual, entry in theirs.items():
        mine = ours.get(qual)
        if entry["params"] is None or mine is None or mine["params"] is None or _only_var_args(entry["params"]):
            continue
        problems, extras = compare_params(entry["params"], mine["params"])
        if problems:
            found[qual] = problems
        if extras and notes is not None:
            notes.append(f"{qual}: extra optional parameters here: {', '.join(extras)}")
    return found


def compare_params(theirs: list[Param], ours: list[Param]) -> tuple[list[str], list[str]]:
    """(what differs, our extra optional parameters) between two parameter lists."""
    problems: list[str] = []
    named = {p[0]: p for p in ours if p[1] not in ("VAR_POSITIONAL", "VAR_KEYWORD")}
    kinds = {p[1] for p in ours}
    for name, kind, has_default, default in theirs:
        if kind in ("VAR_POSITIONAL", "VAR_KEYWORD"):
            if kind not in kinds:
                problems.append(f"no {'*' if kind == 'VAR_POSITIONAL' else '**'}{name}")
            continue
        mine = named.get(name)
        if mine is None:
            problems.append(f"no parameter {name!r}" + (f" (default {default})" if has_default and default else ""))
            continue
        if mine[1] != kind and not (kind == "POSITIONAL_ONLY" and mine[1] == "POSITIONAL_OR_KEYWORD"):
            problems.append(f"{name!r} is {_kind_words(mine[1])} here, {_kind_words(kind)} in cuda.core")
        if has_default and not mine[2]:
            problems.append(f"{name!r} is required here, optional in cuda.core (default {default or '...'})")
        elif mine[2] and not has_default:
            problems.append(f"{name!r} is optional here (default {mine[3] or '...'}), required in cuda.core")
        elif has_default and default is not None and mine[3] is not None and default != mine[3]:
            problems.append(f"{name!r} defaults to {mine[3]} here, {default} in cuda.core")
    positional = [p[0] for p in theirs if p[1] in ("POSITIONAL_ONLY", "POSITIONAL_OR_KEYWORD")]
    index = {p[0]: i for i, p in enumerate(p for p in ours if p[1] in ("POSITIONAL_ONLY", "POSITIONAL_OR_KEYWORD"))}
    moved = [(name, index[name], i) for i, name in enumerate(positional) if index.get(name, i) != i]
    if moved:
        name, here, there = moved[0]
        problems.append(f"{len(moved)} positional parameter(s) elsewhere here, first {name!r}: "
                        f"position {here} here, {there} in cuda.core")
    theirs_names = {p[0] for p in theirs}
    extras = []
    for name, kind, has_default, _ in ours:
        if name in theirs_names and kind not in ("VAR_POSITIONAL", "VAR_KEYWORD"):
            continue
        if kind in ("VAR_POSITIONAL", "VAR_KEYWORD"):
            if kind not in {p[1] for p in theirs}:
                extras.append(("*" if kind == "VAR_POSITIONAL" else "**") + name)
        elif has_default:
            extras.append(name)
        else:
            problems.append(f"extra required parameter {name!r} here")
    return problems, extras


def _kind_words(kind: str) -> str:
    return {"POSITIONAL_ONLY": "positional-only", "POSITIONAL_OR_KEYWORD": "positional",
            "KEYWORD_ONLY": "keyword-only"}.get(kind, kind)


def listed(qual: str) -> bool:
    return any(fnmatchcase(qual, key) for key in DIFFERENCES)


def unlisted(found: Differences) -> str:
    """The failure message for differences DIFFERENCES does not name, or "" when it names them all."""
    lines = [f"  {qual}: {'; '.join(what)}" for qual, what in sorted(found.items()) if not listed(qual)]
    if not lines:
        return ""
    return (f"{len(lines)} difference(s) from cuda.core {CUDA_CORE} not in DIFFERENCES (add each with its reason, "
            f"here and in {DOC.relative_to(REPO)}, or fix core.py):\n" + "\n".join(lines))


def ours(release: str) -> dict[str, dict[str, Any]]:
    return api(f"cuda_{release.replace('.', '_')}.core")


@functools.cache
def theirs() -> dict[str, dict[str, Any]]:
    """describe("cuda.core"), its parameters corrected where its docstring misstates them."""
    described = dict(api("cuda.core"))
    for qual, params in CUDA_CORE_ERRATA.items():
        if qual in described:
            described[qual] = {**described[qual], "params": _parse_params(params)}
    return described


# ------------------------------------------------------------------------------------- tests


@pytest.mark.parametrize("release", RELEASES)
def test_every_cuda_core_name_exists(release: str) -> None:
    need_cuda_core()
    assert not (message := unlisted(name_differences(theirs(), ours(release)))), message


@pytest.mark.parametrize("release", RELEASES)
def test_every_member_of_a_shared_class_exists(release: str) -> None:
    need_cuda_core()
    assert not (message := unlisted(member_differences(theirs(), ours(release)))), message


@pytest.mark.parametrize("release", RELEASES)
def test_shared_callables_take_the_same_parameters(release: str) -> None:
    need_cuda_core()
    notes: list[str] = []
    found = parameter_differences(theirs(), ours(release), notes)
    print(f"{len(notes)} callable(s) with extra optional parameters here:", *notes, sep="\n  ")
    assert not (message := unlisted(found)), message


def test_no_stale_entries() -> None:
    """Every entry still matches a difference of some release, so the table says what is true."""
    need_cuda_core()
    found: set[str] = set()
    for release in RELEASES:
        for check in (name_differences, member_differences, parameter_differences):
            found |= set(check(theirs(), ours(release)))
    stale = [key for key in DIFFERENCES if not any(fnmatchcase(qual, key) for qual in found)]
    assert not stale, f"DIFFERENCES entries that match no difference any more (remove them, here and in the doc): {stale}"
    described = api("cuda.core")
    fixed = [qual for qual, params in CUDA_CORE_ERRATA.items()
             if qual not in described or described[qual]["params"] == _parse_params(params)]
    assert not fixed, f"CUDA_CORE_ERRATA entries that correct nothing any more (remove them): {fixed}"


def doc_table() -> dict[str, str]:
    """{name: reason} of the table under DOC_HEADING in docs/object-layer.md."""
    text = DOC.read_text()
    assert DOC_HEADING in text, f"{DOC.name} has no section {DOC_HEADING!r}"
    rows: dict[str, str] = {}
    lines = text.split(DOC_HEADING, 1)[1].splitlines()
    table = [line for line in lines[next(i for i, line in enumerate(lines) if line.startswith("|")):]]
    for line in table[2:]:  # after the header and the |---| line
        if not line.startswith("|"):
            break
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        assert len(cells) == 2, f"not a `| name | reason |` row: {line}"
        name = cells[0].strip("`")
        assert name not in rows, f"{name} twice in the doc table"
        rows[name] = cells[1]
    return rows


def test_doc_table_is_the_differences_table() -> None:
    assert all("|" not in key + reason for key, reason in DIFFERENCES.items()), "a `|` would split a table cell"
    rows = doc_table()
    assert rows.keys() == DIFFERENCES.keys(), (f"only in DIFFERENCES: {sorted(DIFFERENCES.keys() - rows.keys())}; "
                                               f"only in {DOC.name}: {sorted(rows.keys() - DIFFERENCES.keys())}")
    changed = [key for key, reason in DIFFERENCES.items() if rows[key] != reason]
    assert not changed, f"reasons that differ between DIFFERENCES and {DOC.name}: {changed}"


def test_the_comparison_sees_differences() -> None:
    """compare_params on made-up lists: what it must call a difference, and what it allows."""
    theirs_params = [["a", "POSITIONAL_OR_KEYWORD", False, None], ["b", "POSITIONAL_OR_KEYWORD", True, "None"],
                     ["c", "KEYWORD_ONLY", True, "0"]]
    same = compare_params(theirs_params, [*theirs_params, ["d", "KEYWORD_ONLY", True, "None"]])
    assert same == ([], ["d"])
    problems, _ = compare_params(theirs_params, [["b", "POSITIONAL_OR_KEYWORD", False, None],
                                                 ["a", "POSITIONAL_OR_KEYWORD", False, None],
                                                 ["c", "POSITIONAL_OR_KEYWORD", True, "1"], ["e", "KEYWORD_ONLY", False, None]])
    assert problems == ["'b' is required here, optional in cuda.core (default None)",
                        "'c' is positional here, keyword-only in cuda.core", "'c' defaults to 1 here, 0 in cuda.core",
                        "2 positional parameter(s) elsewhere here, first 'a': position 1 here, 0 in cuda.core",
                        "extra required parameter 'e' here"]
    assert _params_from_doc("LaunchConfig(grid: int | None = None, int shmem_size: int | None = None, "
                            "bool coop: bool = False, *args, k: dict[str, int] = {'a': 1}, **kw) -> None\n\nMore.",
                            "LaunchConfig") == [
        ["grid", "POSITIONAL_OR_KEYWORD", True, "None"], ["shmem_size", "POSITIONAL_OR_KEYWORD", True, "None"],
        ["coop", "POSITIONAL_OR_KEYWORD", True, "False"], ["args", "VAR_POSITIONAL", False, None],
        ["k", "KEYWORD_ONLY", True, None], ["kw", "VAR_KEYWORD", False, None]]


if __name__ == "__main__":
    print(json.dumps(describe(sys.argv[1])))
