"""The Python files check-usage reads, and `check`, which runs both passes over each of them."""

from __future__ import annotations

import ast
import os
import tokenize
from collections.abc import Iterator, Sequence
from pathlib import Path

from .. import pyapi, pydiff
from .api import Api
from .checker import Checker
from .findings import Finding, Result
from .scopes import Binder

SKIP_DIRS = frozenset({"__pycache__", "node_modules", "site-packages", "venv"})


def python_files(paths: Sequence[Path]) -> Iterator[Path]:
    """The .py files under `paths`, sorted; hidden folders, virtual environments, caches and
    generated packages (a folder with api.json and _support.py) left out."""
    for path in paths:
        if path.is_file():
            yield path
            continue
        found = []
        for root, dirs, files in os.walk(path):
            here = Path(root)
            dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d not in SKIP_DIRS
                             and not ((here / d / "api.json").is_file() and (here / d / "_support.py").is_file()))
            found += [here / f for f in files if f.endswith(".py")]
        yield from sorted(found)


def display_path(path: Path) -> str:
    """The path as reports show it: relative to the working directory when under it."""
    try:
        return path.resolve().relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        return path.as_posix()


def check(paths: Sequence[Path], old: pyapi.PyApi, new: pyapi.PyApi, packages: Sequence[str],
          old_label: str, new_label: str) -> Result:
    """Every finding in the Python files under `paths`, for code that imports the old release
    as one of `packages`."""
    api = Api(old, new, pydiff.diff_apis(old, new), new_label)
    findings: list[Finding] = []
    skipped: list[str] = []
    files = 0
    for path in python_files(paths):
        files += 1
        shown = display_path(path)
        try:
            with tokenize.open(path) as handle:
                source = handle.read()
            tree = ast.parse(source, filename=str(path))
        except (SyntaxError, UnicodeDecodeError, ValueError) as exc:
            line = getattr(exc, "lineno", None) or 1
            skipped.append(f"{shown}:{line}: {type(exc).__name__}: {getattr(exc, 'msg', exc)}")
            continue
        if not any(p.split(".")[-1] in source for p in packages):
            continue  # the package is not named here: nothing to resolve
        scopes = Binder(packages, api.old).run(tree)
        findings += Checker(api, shown, source, scopes).run(tree)
    unique = sorted(set(findings))
    return Result(old_label, new_label, tuple(unique), files, tuple(skipped))
