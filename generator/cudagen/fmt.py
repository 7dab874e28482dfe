"""Formatting with black, in-process. Black is pinned in pyproject.toml: the committed
output depends on its version."""

from __future__ import annotations

import black

from .errors import GeneratorError

LINE_LENGTH = 100


def format_python(code: str, *, filename: str, stub: bool = False) -> str:
    mode = black.Mode(line_length=LINE_LENGTH, is_pyi=stub)
    try:
        return black.format_str(code, mode=mode)
    except black.InvalidInput as exc:
        # A template produced invalid Python: say where, and keep the text for debugging.
        raise GeneratorError(f"{filename}: generated code does not parse: {exc}") from exc
