"""The files of one parse: which are the library's own, their lines, and their names in the IR.

A location in the IR names its header as the headers include it: relative to the release's
root, an include folder or cudagen's own folders, never by a machine's absolute path
(api.json is committed).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
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


def decl_where(cursor: ci.Cursor) -> str:
    """file:line of a declaration, for an error message."""
    loc = cursor.location
    return f"{loc.file.name}:{loc.line}" if loc.file else "<unknown>"
