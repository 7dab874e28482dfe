"""Formatting in pieces (fmt.format_many) gives exactly what black gives on the whole file,
so the committed output is black's, and black finds nothing to change in it."""

from __future__ import annotations

from pathlib import Path

import black
import pytest

from cudagen import fmt

ROOT = Path(__file__).resolve().parents[1]
FILES = ["cuda_13_0/nvrtc.py", "cuda_13_0/nvrtc.pyi", "cuda_13_0/_support.py", "cuda_13_0/runtime.pyi"]


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
