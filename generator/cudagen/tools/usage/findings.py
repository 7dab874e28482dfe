"""What check-usage reports: one finding per use, and the result of a whole run."""

from __future__ import annotations

import ast
from dataclasses import dataclass

SEVERITIES = ("error", "warning")


@dataclass(frozen=True, slots=True, order=True)
class Finding:
    """One use the upgrade breaks (error) or that the new release deprecates (warning)."""

    path: str
    line: int
    column: int  # 1-based
    severity: str  # error | warning
    name: str  # what is used: driver.cuCtxCreate, runtime.cudaDeviceProp.clockRate
    message: str
    fix: str = ""


@dataclass(frozen=True, slots=True)
class Result:
    """What check-usage found, and in how many files."""

    old: str
    new: str
    findings: tuple[Finding, ...]
    files: int  # Python files read
    skipped: tuple[str, ...] = ()  # "path:line: why" of files that could not be parsed

    def fails(self, fail_on: str) -> bool:
        if fail_on == "none":
            return False
        if fail_on == "any":
            return bool(self.findings)
        return any(f.severity == "error" for f in self.findings)


class Reporter:
    """The findings in one file, each placed where the node a check names starts."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.findings: list[Finding] = []

    def report(self, node: ast.AST, severity: str, name: str, message: str, fix: str = "") -> None:
        line, col = getattr(node, "lineno", 1), getattr(node, "col_offset", 0) + 1
        self.findings.append(Finding(self.path, line, col, severity, name, message, fix))
