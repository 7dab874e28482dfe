"""Formatting with black, in-process. Black is pinned in pyproject.toml: the committed
output depends on its version.

A generated module is tens of thousands of lines, and black's time grows with it, so
large files are cut at top-level `def`/`class` boundaries, where black's own output
is fixed (two blank lines in a .py, one between classes in a .pyi), formatted as
pieces on every core, and joined. The result equals black on the whole file
(tests/test_format.py checks it).

Black runs only for pieces whose formatted text is not known already. A piece is known

1. from the format index committed beside the output (`generated/.format/<package>.json`):
   for every file of a package, the hash of its raw text and, for each piece, the hash of
   its raw text, the number of lines of its formatted text and the hash of that text. The
   formatted piece is read back from the committed file at the offset the counts give, and
   used only if its hash matches (a file whose raw text is unchanged is not even cut).
   Every package's index under the output root is consulted, so a new release reuses the
   pieces it shares with older ones. An index written by another black version or line
   length is ignored; CUDAGEN_FORMAT_INDEX=off ignores them all (the index is still written);
2. from the cache of formatted pieces, by content (black's version, the mode and the
   text), in $CUDAGEN_CACHE_DIR or ~/.cache/cudagen; CUDAGEN_CACHE_DIR=off disables it.

Neither changes the bytes written: a piece either has black's output for its text, or is
formatted by black.
"""

from __future__ import annotations

import ast
import functools
import hashlib
import importlib.metadata
import itertools
import json
import os
import tempfile
import threading
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

import black
import black.parsing

from ..errors import GeneratorError

LINE_LENGTH = 100
_CHUNK_LINES = 1  # every safe cut: pieces shared between releases and runs hit the cache
INDEX_DIR = ".format"  # beside the packages, not in them: a vendored package does not carry it


def _black_version() -> str:
    return importlib.metadata.version("black")


def cache_dir() -> Path | None:
    setting = os.environ.get("CUDAGEN_CACHE_DIR", "")
    if setting == "off":
        return None
    base = Path(setting) if setting else Path.home() / ".cache" / "cudagen"
    return base / f"black-{_black_version()}-{LINE_LENGTH}"


def _key(code: str, stub: bool) -> str:
    return hashlib.sha256(f"{int(stub)}\0{code}".encode()).hexdigest()


def _short_hash(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


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


def _separator(stub: bool) -> str:
    """What joins formatted pieces: black's blank lines between top-level definitions."""
    return "\n" if stub else "\n\n"


# ------------------------------------------------------------------------------ format index


class Entry(NamedTuple):
    """One piece of a file in the index: the hash of its raw text (with the stub flag, as
    the cache's key), its formatted text's number of lines, and that text's hash."""

    raw: str
    lines: int
    text: str


class FileIndex(NamedTuple):
    """One file in the index: its stub flag, the hash of its raw text and its pieces'
    entries (_file_key), and the entries."""

    stub: bool
    raw: str
    pieces: list[Entry]


def _file_key(content: str, entries: Sequence[Entry]) -> str:
    """Binds a file's raw text (`content`: its _key) to its pieces, so that a file is taken
    whole only with the entries written for it (not with an index whose lines come from two
    versions)."""
    return _short_hash(f"{content}\0{json.dumps(entries)}")


class _Place(NamedTuple):
    file: Path
    start: int  # first line of the formatted piece in the committed file
    entry: Entry


def index_enabled() -> bool:
    return os.environ.get("CUDAGEN_FORMAT_INDEX", "") != "off"


def index_path(root: Path, package: str) -> Path:
    return root / INDEX_DIR / f"{package}.json"


def index_json(files: dict[str, FileIndex]) -> str:
    """The index of one package (file name -> FileIndex) as stable JSON, one piece a line."""
    parts = []
    for name in sorted(files):
        stub, raw, entries = files[name]
        rows = ",\n".join(json.dumps(list(e)) for e in entries)
        parts.append(f'{json.dumps(name)}: {{"stub": {json.dumps(stub)}, "raw": {json.dumps(raw)}, '
                     f'"pieces": [\n{rows}\n]}}')
    head = f'{{"black": {json.dumps(_black_version())}, "line_length": {LINE_LENGTH}, "files": {{\n'
    return head + ",\n".join(parts) + "\n}}\n"


def read_index(path: Path) -> dict[str, FileIndex] | None:
    """An index file's contents; None when it is missing, unreadable or for another black
    version or line length."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if data["black"] != _black_version() or data["line_length"] != LINE_LENGTH:
            return None
        files = {}
        for name, item in data["files"].items():
            entries = [Entry(str(raw), int(lines), str(text)) for raw, lines, text in item["pieces"]]
            files[str(name)] = FileIndex(bool(item["stub"]), str(item["raw"]), entries)
        return files
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return None


class Committed:
    """Formatted pieces that the packages under an output root already hold, found through
    their format indexes (read when first needed, so that formatting's time includes them).
    Each committed file is read at most once, when first needed."""

    def __init__(self, root: Path, first: str | None = None) -> None:
        self._root = root
        self._first = first
        self._lines: dict[Path, list[str] | None] = {}

    @functools.cached_property
    def _files(self) -> list[tuple[str, FileIndex, list[_Place]]]:
        """Every committed file: its name, its index and the places of its pieces."""
        files = []
        paths = sorted((self._root / INDEX_DIR).glob("*.json"))
        # The package being regenerated first: most of its pieces are in its own files.
        paths.sort(key=lambda p: p.stem != self._first)
        for path in paths:
            for name, file in (read_index(path) or {}).items():
                places = []
                start = 0
                for entry in file.pieces:
                    places.append(_Place(self._root / path.stem / name, start, entry))
                    start += entry.lines + len(_separator(file.stub))
                files.append((name, file, places))
        return files

    @functools.cached_property
    def _places(self) -> dict[str, list[_Place]]:
        """Where each piece is, by raw piece hash."""
        places: dict[str, list[_Place]] = {}
        for _, _, file_places in self._files:
            for place in file_places:
                places.setdefault(place.entry.raw, []).append(place)
        return places

    def get(self, raw: str) -> str | None:
        """The formatted text of the piece whose raw hash is `raw`, if a committed file
        holds it unchanged."""
        for place in self._places.get(raw, ()):
            text = self._text(place)
            if text is not None:
                return text
        return None

    def get_file(self, name: str, content: str, stub: bool) -> list[tuple[Entry, str]] | None:
        """Every piece of file `name` whose raw text has key `content`, without cutting it,
        if a committed file of that name was made from the same text and holds them
        unchanged."""
        for file_name, file, places in self._files:
            if file_name != name or file.stub != stub or file.raw != _file_key(content, file.pieces):
                continue
            found = []
            for place in places:
                text = self._text(place)
                if text is None:
                    break
                found.append((place.entry, text))
            else:
                return found
        return None

    def _text(self, place: _Place) -> str | None:
        if place.file not in self._lines:
            try:
                self._lines[place.file] = place.file.read_bytes().decode("utf-8").split("\n")
            except (OSError, UnicodeDecodeError):
                self._lines[place.file] = None
        lines = self._lines[place.file]
        if lines is None:
            return None
        chunk = lines[place.start : place.start + place.entry.lines]
        text = "\n".join(chunk) + "\n" if chunk else ""
        return text if _short_hash(text) == place.entry.text else None


def committed(root: Path, package: str) -> Committed | None:
    """What the indexes under `root` offer when regenerating `root/package`; None when
    CUDAGEN_FORMAT_INDEX=off."""
    return Committed(root, package) if index_enabled() else None


# ------------------------------------------------------------------------------ formatting


@dataclass
class _Piece:
    file: int  # which of the files
    stub: bool
    code: str  # raw text ("" when the whole file was found committed)
    key: str  # its cache key ("" likewise)
    raw: str  # its hash, as in the index (the key's start)
    text: str | None = None  # formatted


def _threaded() -> bool:
    """Whether other threads run in this process: the OS's count where there is one (threads
    started outside `threading`, as pytest-xdist's are, count too), else `threading`'s."""
    try:
        return len(os.listdir("/proc/self/task")) > 1
    except OSError:
        return threading.active_count() > 1


class Formatter:
    """Formats files, taking pieces from committed output, the cache or black, in that
    order. Keeps the index of what it formatted and where each piece came from."""

    def __init__(self, known: Committed | None = None, jobs: int | None = None) -> None:
        self.known = known
        self.jobs = jobs
        self.index: dict[str, FileIndex] = {}
        self.sources = dict.fromkeys(("index", "cache", "black"), 0)  # where the pieces came from

    def __call__(self, files: Sequence[tuple[str, str, bool]]) -> list[str]:
        """Format (filename, code, is_stub) triples; returns the formatted code of each."""
        pieces: list[_Piece] = []
        contents = [_key(code, stub) for _, code, stub in files]
        for number, (name, code, stub) in enumerate(files):
            # An unchanged file need not even be cut (parsing it is most of the time left).
            whole = self.known.get_file(name, contents[number], stub) if self.known else None
            if whole is not None:
                pieces.extend(_Piece(number, stub, "", "", entry.raw, text) for entry, text in whole)
                continue
            try:
                cut = _pieces(code, stub)
            except SyntaxError as exc:
                raise GeneratorError(f"{name}:{exc.lineno}: generated code does not parse: {exc.msg}") from exc
            for p in cut:
                key = _key(p, stub)
                pieces.append(_Piece(number, stub, p, key, key[:16]))
        if self.known is not None:
            for piece in pieces:
                if piece.text is None:
                    piece.text = self.known.get(piece.raw)
        self.sources["index"] += sum(p.text is not None for p in pieces)
        folder = cache_dir()
        for piece in pieces:
            if piece.text is None:
                piece.text = _cached(folder, piece.key)
                self.sources["cache"] += piece.text is not None
        todo = [p for p in pieces if p.text is None]
        jobs = self.jobs or min(len(todo), os.cpu_count() or 1)
        if _threaded():
            # The pool forks; forking a process with other threads can deadlock the child (a
            # lock held by another thread stays held), so a threaded caller formats here.
            jobs = 1
        try:
            if jobs > 1:
                # Longest first: black's time grows with a piece's length, and a module's largest
                # piece (its struct definitions, up to a megabyte) would otherwise start last and
                # keep one core busy while the others wait. In chunks of about 1/32 of a worker's
                # share: one piece at a time, the passing back and forth cost a tenth of the work.
                order = sorted(range(len(todo)), key=lambda i: -len(todo[i].code))
                chunk = max(1, len(todo) // (jobs * 32))
                with ProcessPoolExecutor(jobs) as pool:
                    done = pool.map(_format_one, [(todo[i].code, todo[i].stub) for i in order], chunksize=chunk)
                    by_index = dict(zip(order, done, strict=True))
                fresh = [by_index[i] for i in range(len(todo))]
            else:
                fresh = [_format_one((p.code, p.stub)) for p in todo]
        except black.parsing.InvalidInput as exc:
            raise GeneratorError(f"generated code does not parse: {exc}") from exc
        self.sources["black"] += len(todo)
        for piece, text in zip(todo, fresh, strict=True):
            piece.text = text
            _store(folder, piece.key, text)
        texts: list[list[str]] = [[] for _ in files]
        entries: list[list[Entry]] = [[] for _ in files]
        for piece in pieces:
            assert piece.text is not None
            texts[piece.file].append(piece.text)
            entries[piece.file].append(Entry(piece.raw, piece.text.count("\n"), _short_hash(piece.text)))
        for (name, _, stub), content, file_entries in zip(files, contents, entries, strict=True):
            self.index[name] = FileIndex(stub, _file_key(content, file_entries), file_entries)
        return [_separator(stub).join(parts) for (_, _, stub), parts in zip(files, texts, strict=True)]

    def index_json(self) -> str:
        return index_json(self.index)

    def summary(self) -> str:
        return ", ".join(f"{n} {source}" for source, n in self.sources.items())


def format_many(files: Sequence[tuple[str, str, bool]], jobs: int | None = None) -> list[str]:
    """Format (filename, code, is_stub) triples with the cache and black only."""
    return Formatter(jobs=jobs)(files)
