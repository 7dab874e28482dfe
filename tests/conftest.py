"""Shared pytest fixtures: where things are. Kept generic on purpose."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]

try:
    import cudagen  # noqa: F401
except ModuleNotFoundError:  # not installed (pip install -e) and no PYTHONPATH=generator
    sys.path.insert(0, str(REPO / "generator"))


@pytest.fixture(scope="session")
def repo_root() -> Path:
    """The repository root (the folder holding pyproject.toml)."""
    return REPO
