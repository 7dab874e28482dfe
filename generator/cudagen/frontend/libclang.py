"""libclang functions that clang.cindex does not wrap, or decodes too strictly.

A header's comment or string literal may hold bytes that are not UTF-8, which cindex's
strings would fail on; the platform-availability message and the preprocessor's skipped
ranges have no cindex wrapper at all. The signatures are declared here, on our own handle.
"""

from __future__ import annotations

import ctypes
from pathlib import Path
from typing import Any

import clang.cindex as ci


class _CXString(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("private_flags", ctypes.c_uint)]


_RAW: Any = None


def _raw_lib() -> Any:
    """libclang with our own signatures, for strings cindex would decode strictly (a header's
    comment or string literal may hold bytes that are not UTF-8)."""
    global _RAW
    if _RAW is None:
        lib = ctypes.CDLL(ci.conf.get_filename())
        lib.clang_Cursor_getRawCommentText.restype = _CXString
        lib.clang_Cursor_getRawCommentText.argtypes = [ci.Cursor]
        lib.clang_getTokenSpelling.restype = _CXString
        lib.clang_getTokenSpelling.argtypes = [ci.TranslationUnit, ci.Token]
        lib.clang_getCString.restype = ctypes.c_char_p
        lib.clang_getCString.argtypes = [_CXString]
        lib.clang_disposeString.argtypes = [_CXString]
        lib.clang_Cursor_getCommentRange.restype = ci.SourceRange
        lib.clang_Cursor_getCommentRange.argtypes = [ci.Cursor]
        lib.clang_getCursorPlatformAvailability.restype = ctypes.c_int
        lib.clang_getCursorPlatformAvailability.argtypes = [
            ci.Cursor, ctypes.POINTER(ctypes.c_int), ctypes.POINTER(_CXString), ctypes.POINTER(ctypes.c_int),
            ctypes.POINTER(_CXString), ctypes.c_void_p, ctypes.c_int,
        ]
        _RAW = lib
    return _RAW


def _decoded(s: _CXString) -> str:
    lib = _raw_lib()
    try:
        data = lib.clang_getCString(s)
        return data.decode("utf-8", errors="replace") if data else ""
    finally:
        lib.clang_disposeString(s)


def raw_comment(cursor: ci.Cursor) -> str:
    """The comment libclang attaches to the declaration ("" for none)."""
    return _decoded(_raw_lib().clang_Cursor_getRawCommentText(cursor))


def comment_precedes(cursor: ci.Cursor, previous: ci.Cursor) -> bool:
    """Whether the comment libclang gives `cursor` lies before the enumerator `previous` (which
    came before `cursor`): libclang hands an enumerator without a comment of its own the comment
    of the nearest earlier enumerator that has one."""
    comment = _raw_lib().clang_Cursor_getCommentRange(cursor)
    return bool(comment.start.file) and comment.end.offset <= previous.extent.start.offset


def deprecated_attribute(cursor: ci.Cursor) -> str | None:
    """The message of the declaration's `__attribute__((deprecated(msg)))` ("" for none), or
    None when it is not deprecated."""
    if cursor.availability != ci.AvailabilityKind.DEPRECATED:
        return None
    always = ctypes.c_int(0)
    message = _CXString()
    _raw_lib().clang_getCursorPlatformAvailability(cursor, ctypes.byref(always), ctypes.byref(message), None,
                                                   None, None, 0)
    return " ".join(_decoded(message).split())


def token_text(token: ci.Token) -> str:
    """The token's spelling, also where it is not UTF-8 (a string literal's bytes)."""
    try:
        return str(token.spelling)
    except UnicodeDecodeError:
        return _decoded(_raw_lib().clang_getTokenSpelling(token._tu, token))


class _SourceRangeList(ctypes.Structure):
    """libclang's CXSourceRangeList (cindex does not wrap clang_getAllSkippedRanges)."""

    _fields_ = [("count", ctypes.c_uint), ("ranges", ctypes.POINTER(ci.SourceRange))]


def skipped_lines(tu: ci.TranslationUnit) -> dict[Path, list[tuple[int, int]]]:
    """Line ranges the preprocessor skipped (inactive #if blocks), per file."""
    lib = ci.conf.lib
    lib.clang_getAllSkippedRanges.restype = ctypes.POINTER(_SourceRangeList)
    lib.clang_getAllSkippedRanges.argtypes = [ci.TranslationUnit]
    lib.clang_disposeSourceRangeList.argtypes = [ctypes.POINTER(_SourceRangeList)]
    ranges = lib.clang_getAllSkippedRanges(tu)
    out: dict[Path, list[tuple[int, int]]] = {}
    try:
        for i in range(ranges.contents.count):
            r = ranges.contents.ranges[i]
            if r.start.file is None:
                continue
            out.setdefault(Path(r.start.file.name).resolve(), []).append((r.start.line, r.end.line))
    finally:
        lib.clang_disposeSourceRangeList(ranges)
    return out
