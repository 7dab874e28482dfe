"""The files of one parse: which are the library's own, their lines, and their names in the IR.

A location in the IR names its header as the headers include it: relative to the release's
root, an include folder or cudagen's own folders, never by a machine's absolute path
(api.json is committed).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path

import clang.cindex as ci

from .. import ir


class Files:
    """The headers one walk reads: the owned ones (whose declarations are the library's),
    their text, and each one's name in the IR. libclang names files as it opened them; every
    cursor asks, so each name is resolved once."""

    def __init__(self, owned: Iterable[Path], roots: Sequence[Path], builtin_include: Path) -> None:
        self.owned = set(owned)  # resolved paths
        self.roots = tuple(roots)  # what names are relative to, first match first
        self.builtin_include = builtin_include
        self.file_lines: dict[Path, list[str]] = {}
        self._paths: dict[str, Path] = {}  # file name as libclang reports it -> resolved path
        self._rels: dict[str, str] = {}

    def path(self, name: str) -> Path:
        """The resolved path of a file libclang names (cached: every cursor asks)."""
        try:
            return self._paths[name]
        except KeyError:
            resolved = self._paths[name] = Path(name).resolve()
            return resolved

    def is_owned(self, cursor: ci.Cursor) -> bool:
        f = cursor.location.file
        return f is not None and self.path(f.name) in self.owned

    def is_builtin_header(self, cursor: ci.Cursor) -> bool:
        f = cursor.location.file
        return f is not None and self.path(f.name).parent == self.builtin_include

    def location(self, cursor: ci.Cursor) -> ir.Location:
        loc = cursor.location
        assert loc.file is not None
        rel = self._rels.get(loc.file.name)
        if rel is None:
            rel = self._rels[loc.file.name] = self.rel(loc.file.name)
        return ir.Location(rel, loc.line)

    def rel(self, path: Path | str) -> str:
        return relative_name(path, self.roots)

    def lines(self, path: Path) -> list[str]:
        if path not in self.file_lines:
            self.file_lines[path] = path.read_text(encoding="utf-8", errors="replace").splitlines()
        return self.file_lines[path]


def relative_name(path: Path | str, roots: Sequence[Path]) -> str:
    """`path` relative to the first of `roots` (resolved) that holds it, else absolute."""
    p = Path(path).resolve()
    for base in roots:
        try:
            return p.relative_to(base).as_posix()
        except ValueError:
            continue
    return p.as_posix()


def included_under(tu: ci.TranslationUnit, start: set[Path], folder: Path, excluded: set[Path]) -> set[Path]:
    """The headers under `folder` (resolved) that the `start` headers include, directly or
    through one another; an `excluded` header is not taken, nor what only it includes."""
    edges: dict[str, set[str]] = {}
    for inclusion in tu.get_includes():
        edges.setdefault(inclusion.source.name, set()).add(inclusion.include.name)
    resolved: dict[str, Path] = {}

    def path(name: str) -> Path:
        if name not in resolved:
            resolved[name] = Path(name).resolve()
        return resolved[name]

    by_path: dict[Path, set[str]] = {}
    for includer, included in edges.items():
        by_path.setdefault(path(includer), set()).update(included)
    seen, todo = set(start), list(start)
    while todo:
        for name in by_path.get(todo.pop(), ()):
            child = path(name)
            if child not in seen and child not in excluded and child.is_relative_to(folder):
                seen.add(child)
                todo.append(child)
    return seen - start


def function_declarations(tu: ci.TranslationUnit) -> Iterator[ci.Cursor]:
    """The translation unit's top-level function declarations, those in `extern "C" { }` too."""
    todo = list(tu.cursor.get_children())
    while todo:
        cur = todo.pop()
        if cur.kind == ci.CursorKind.FUNCTION_DECL and cur.location.file is not None:
            yield cur
        elif cur.kind == ci.CursorKind.LINKAGE_SPEC:
            todo.extend(cur.get_children())


def decl_where(cursor: ci.Cursor) -> str:
    """file:line of a declaration, for an error message."""
    loc = cursor.location
    return f"{loc.file.name}:{loc.line}" if loc.file else "<unknown>"
