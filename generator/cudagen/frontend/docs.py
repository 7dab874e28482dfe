"""Where a declaration's documentation comes from, and the Doxygen group it sits in.

A declaration's doc is the comment libclang attaches to it (parsed by doxygen.py), or its
deprecation attribute where the comment does not say; a macro's is read from the lines around
it. Groups (`\\defgroup` ... `@{` ... `@}`) are scanned from a header's text the first time a
declaration of that header asks.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import clang.cindex as ci

from .. import ir
from . import doxygen, libclang
from .files import Files


class Docs:
    """The docs and groups of one walk's declarations; `group_items` are the groups defined."""

    def __init__(self, files: Files) -> None:
        self.files = files
        self.groups: dict[Path, list[tuple[int, int, str]]] = {}  # file -> (start, end, name), sorted
        self.group_items: list[ir.Group] = []

    def group_of(self, cursor: ci.Cursor) -> str:
        loc = cursor.location
        if loc.file is None:
            return ""
        path = self.files.path(loc.file.name)
        if path not in self.groups:
            self.groups[path] = self._scan_groups(path)
        best = ""
        for start, end, name in self.groups[path]:
            if start <= loc.line <= end:
                best = name  # ranges nest; later starts are inner groups
        return best

    def _scan_groups(self, path: Path) -> list[tuple[int, int, str]]:
        """Doxygen group ranges: `\\defgroup NAME Title` (or `\\addtogroup`) opened by `@{`
        and closed by `@}`."""
        lines = self.files.lines(path)
        ranges: list[tuple[int, int, str]] = []
        stack: list[tuple[int, str]] = []
        pending: str | None = None
        comment_start = 0
        in_doc = False  # inside a /** or /*! comment: only there do the commands count
        for number, line in enumerate(lines, start=1):
            if "/**" in line or "/*!" in line:
                comment_start = number
                in_doc = True
            doc_line = in_doc or line.lstrip().startswith(("///", "//!"))
            if in_doc and "*/" in line:
                in_doc = False
            if not doc_line:
                continue
            m = re.search(r"[\\@](defgroup|addtogroup)\s+(\w+)\s*(.*)", line)
            if m:
                pending = m.group(2)
                if m.group(1) == "defgroup":  # the title ends the line or a one-line comment
                    title = m.group(3).split("*/", 1)[0].strip()
                    self._add_group(path, m.group(2), title, comment_start or number)
            if "@{" in line and pending is not None:
                stack.append((number, pending))
                pending = None
            if "@}" in line and stack:
                start, name = stack.pop()
                ranges.append((start, number, name))
        ranges.sort()
        return ranges

    def _add_group(self, path: Path, name: str, title: str, start: int) -> None:
        if any(g.name == name for g in self.group_items):
            return
        lines = self.files.lines(path)
        end = start
        while end < len(lines) and "*/" not in lines[end - 1]:
            end += 1
        raw = "\n".join(lines[start - 1 : end])
        raw = re.sub(r"___MANBRIEF___|___ENDMANBRIEF___|\(___CURRENT_FILE___\)", "", raw)
        doc = doxygen.parse(raw)
        rel = self.files.rel(path)
        self.group_items.append(ir.Group(name=name, title=title, location=ir.Location(rel, start), doc=doc))

    def doc(self, cursor: ci.Cursor, commented: bool = True) -> ir.Doc:
        """The declaration's documentation (`commented`: False when the comment libclang gives
        it is another declaration's)."""
        raw = libclang.raw_comment(cursor) if commented else ""
        doc = doxygen.parse(raw)
        if not raw and cursor.kind == ci.CursorKind.FUNCTION_DECL:
            doc = self._line_comment_doc(cursor) or doc
        if doc.deprecated is None:
            # `__CUDA_DEPRECATED` without a `\deprecated` in the comment: the attribute says it.
            message = libclang.deprecated_attribute(cursor)
            if message is not None:
                doc = dataclasses.replace(doc, deprecated=message or "Deprecated.")
        return doc

    def _line_comment_doc(self, cursor: ci.Cursor) -> ir.Doc | None:
        """A function's doc in `// IN name : text` lines right above it (libclang attaches only
        Doxygen comments): the `//` lines up to the declaration, read by doxygen.line_comment_doc."""
        start = cursor.extent.start
        if start.file is None:
            return None
        lines = self.files.lines(self.files.path(start.file.name))
        first = start.line - 1  # the declaration's first line, 1-based -> the line above it, 0-based
        block: list[str] = []
        while first > 0 and lines[first - 1].lstrip().startswith("//"):
            first -= 1
            block.insert(0, lines[first])
        if not block:
            return None
        return doxygen.line_comment_doc(block, [a.spelling for a in cursor.get_arguments()])

    def macro_doc(self, cur: ci.Cursor) -> ir.Doc:
        """A macro's doc comment: the `/** ... */` right above it, or a trailing `/**< */`."""
        loc = cur.location
        assert loc.file is not None
        lines = self.files.lines(self.files.path(loc.file.name))
        line = lines[loc.line - 1]
        trailing = re.search(r"/\*\*<(.*?)\*/", line)
        if trailing:
            return doxygen.parse("/**<" + trailing.group(1) + "*/")
        end = loc.line - 2
        if end >= 0 and lines[end].strip().endswith("*/"):
            start = end
            while start >= 0 and "/*" not in lines[start]:
                start -= 1
            if start >= 0 and re.search(r"/\*[*!]", lines[start]):
                return doxygen.parse("\n".join(lines[start : end + 1]))
        return ir.Doc()

    def group_at(self, location: ir.Location) -> str:
        """The group a location lies in, among the files scanned so far."""
        for path, ranges in self.groups.items():
            if self.files.rel(path) == location.file:
                best = ""
                for start, end, name in ranges:
                    if start <= location.line <= end:
                        best = name
                return best
        return ""
