"""Formatting with black, in-process. Black is pinned in pyproject.toml: the committed
output depends on its version.

A generated module is tens of thousands of lines, and black's time grows with it, so
large files are cut at top-level `def`/`class` boundaries, where black's own output
is fixed (two blank lines in a .py, one between classes in a .pyi), formatted as
pieces on every core, and joined. The result equals black on the whole file
(tests/test_format.py checks it). Formatted pieces are cached by content (black's
version, the mode and the text) in $CUDAGEN_CACHE_DIR or ~/.cache/cudagen, so a
regeneration re-formats only what changed; CUDAGEN_CACHE_DIR=off disables it.
"""

from __future__ import annotations

import ast
import hashlib
import importlib.metadata
import itertools
import os
import tempfile
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import black
import black.parsing

from .errors import GeneratorError

LINE_LENGTH = 100
_CHUNK_LINES = 1  # every safe cut: pieces shared between releases and runs hit the cache


def cache_dir() -> Path | None:
    setting = os.environ.get("CUDAGEN_CACHE_DIR", "")
    if setting == "off":
        return None
    base = Path(setting) if setting else Path.home() / ".cache" / "cudagen"
    return base / f"black-{importlib.metadata.version('black')}-{LINE_LENGTH}"


def _key(code: str, stub: bool) -> str:
    return hashlib.sha256(f"{int(stub)}\0{code}".encode()).hexdigest()


def _cached(folder: Path | None, key: str) -> str | None:
    if folder is None:
        return None
    try:
        return (folder / key[:2] / key).read_text(encoding="utf-8")
    except OSError:
        return None


def _store(folder: Path | None, key: str, text: str) -> None:
    if folder is None:
        return
    try:
        target = folder / key[:2]
        target.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=target)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        os.replace(tmp, target / key)
    except OSError:
        pass  # a cache that cannot be written only costs time


def _mode(stub: bool) -> black.Mode:
    return black.Mode(line_length=LINE_LENGTH, is_pyi=stub)


def _format_one(args: tuple[str, bool]) -> str:
    code, stub = args
    return black.format_str(code, mode=_mode(stub))


def split_points(code: str, stub: bool) -> list[int]:
    """0-based line numbers where a piece may start: a top-level def or class (with its
    decorators and the comments right above it) that follows another def or class."""
    tree = ast.parse(code)
    lines = code.split("\n")
    points = []
    body = tree.body
    for prev, node in itertools.pairwise(body):
        if stub:
            # Black keeps one-line stub classes together, so cut only after a class with a body.
            ok = isinstance(node, ast.ClassDef) and isinstance(prev, ast.ClassDef) and not _one_liner(prev)
        else:
            ok = isinstance(node, (ast.FunctionDef, ast.ClassDef)) and isinstance(
                prev, (ast.FunctionDef, ast.ClassDef, ast.Assign, ast.AnnAssign, ast.Expr)
            )
        if not ok:
            continue
        start = node.lineno - 1
        decorators = getattr(node, "decorator_list", None)
        if decorators:
            start = min(d.lineno for d in decorators) - 1
        while start > 0 and lines[start - 1].startswith("#"):
            start -= 1
        assert prev.end_lineno is not None
        if start > prev.end_lineno:  # only where blank lines or comments separate them
            points.append(start)
    return points


def _one_liner(node: ast.ClassDef) -> bool:
    return len(node.body) == 1 and isinstance(node.body[0], ast.Expr) and node.end_lineno == node.lineno


def _pieces(code: str, stub: bool) -> list[str]:
    lines = code.split("\n")
    pieces: list[str] = []
    last = 0
    size = 0
    for point in split_points(code, stub):
        size = point - last
        if size >= _CHUNK_LINES:
            pieces.append("\n".join(lines[last:point]).rstrip("\n") + "\n")
            last = point
    pieces.append("\n".join(lines[last:]).rstrip("\n") + "\n")
    return pieces


def format_many(files: Sequence[tuple[str, str, bool]], jobs: int | None = None) -> list[str]:
    """Format (filename, code, is_stub) triples; returns the formatted code of each."""
    work: list[tuple[str, bool]] = []
    owners: list[int] = []
    for index, (name, code, stub) in enumerate(files):
        try:
            pieces = _pieces(code, stub)
        except SyntaxError as exc:
            raise GeneratorError(f"{name}:{exc.lineno}: generated code does not parse: {exc.msg}") from exc
        work.extend((p, stub) for p in pieces)
        owners.extend([index] * len(pieces))
    folder = cache_dir()
    keys = [_key(code, stub) for code, stub in work]
    done: list[str | None] = [_cached(folder, k) for k in keys]
    todo = [i for i, d in enumerate(done) if d is None]
    jobs = jobs or min(len(todo), os.cpu_count() or 1)
    try:
        if jobs > 1:
            with ProcessPoolExecutor(jobs) as pool:
                fresh = list(pool.map(_format_one, [work[i] for i in todo], chunksize=4))
        else:
            fresh = [_format_one(work[i]) for i in todo]
    except black.parsing.InvalidInput as exc:
        raise GeneratorError(f"generated code does not parse: {exc}") from exc
    for i, text in zip(todo, fresh, strict=True):
        done[i] = text
        _store(folder, keys[i], text)
    out: list[list[str]] = [[] for _ in files]
    for index, piece in zip(owners, done, strict=True):
        assert piece is not None
        out[index].append(piece)
    joined = []
    for (_, _, stub), parts in zip(files, out, strict=True):
        joined.append(("\n" if stub else "\n\n").join(parts))
    return joined
