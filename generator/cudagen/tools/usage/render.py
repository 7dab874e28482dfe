"""check-usage's result as text (the terminal), Markdown, JSON or GitHub Actions annotations."""

from __future__ import annotations

import json
import re
import sys
from dataclasses import asdict

from ...ui import use_colour
from .findings import SEVERITIES, Result


def render_text(result: Result, colour: bool = False) -> str:
    paint = {"error": "\033[31m", "warning": "\033[33m"}
    lines = []
    for f in result.findings:
        tag = f"{paint[f.severity]}{f.severity}\033[0m" if colour else f.severity
        lines.append(f"{f.path}:{f.line}:{f.column}: {tag}: {f.message}" + (f" [fix: {f.fix}]" if f.fix else ""))
    lines.append(_summary(result))
    return "\n".join(lines) + "\n"


def _summary(result: Result) -> str:
    errors = sum(f.severity == "error" for f in result.findings)
    warnings = len(result.findings) - errors
    files = len({f.path for f in result.findings})
    text = (f"CUDA {result.old} -> {result.new}: {errors} error{'s' * (errors != 1)}, "
            f"{warnings} warning{'s' * (warnings != 1)} in {files} of {result.files} file{'s' * (result.files != 1)}")
    return text + (f"; {len(result.skipped)} not parsed" if result.skipped else "")


def render_markdown(result: Result) -> str:
    lines = [f"# Uses that upgrading CUDA {result.old} → {result.new} breaks", "", _summary(result) + ".", ""]
    if result.findings:
        lines += ["| where | severity | use | what changed | fix |", "|---|---|---|---|---|"]
        for f in result.findings:
            cells = [f"`{f.path}:{f.line}`", f.severity, f"`{f.name}`", f.message, f.fix]
            lines.append("| " + " | ".join(re.sub(r"\s+", " ", c).replace("|", "\\|") for c in cells) + " |")
        lines.append("")
    for s in result.skipped:
        lines.append(f"- not parsed: {s}")
    return "\n".join(lines).rstrip("\n") + "\n"


def render_json(result: Result) -> str:
    data = {
        "schema": 1,
        "old": result.old,
        "new": result.new,
        "files": result.files,
        "summary": {s: sum(f.severity == s for f in result.findings) for s in SEVERITIES},
        "findings": [asdict(f) for f in result.findings],
        "skipped": list(result.skipped),
    }
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def _escape(text: str, property_value: bool = False) -> str:
    """GitHub workflow-command escaping (the runner's own rules)."""
    text = text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    if property_value:
        text = text.replace(":", "%3A").replace(",", "%2C")
    return text


def render_github(result: Result) -> str:
    """GitHub Actions annotations: `::error file=...,line=...::message`, shown on the pull
    request's diff; the summary last."""
    lines = []
    for f in result.findings:
        props = ",".join([f"file={_escape(f.path, True)}", f"line={f.line}", f"col={f.column}",
                          f"title={_escape(f'cudagen check-usage: {f.name}', True)}"])
        message = f.message + (f"{'' if f.message.endswith('.') else '.'} Fix: {f.fix}" if f.fix else "")
        lines.append(f"::{f.severity} {props}::{_escape(message)}")
    for s in result.skipped:
        lines.append(f"::warning::{_escape('cudagen check-usage: not parsed: ' + s)}")
    lines.append(_summary(result))
    return "\n".join(lines) + "\n"


RENDERERS = {"md": render_markdown, "json": render_json, "github": render_github}


def write(result: Result, fmt: str) -> None:
    """The result on standard output, as `fmt` (text, md, json or github)."""
    if fmt == "text":
        sys.stdout.write(render_text(result, colour=use_colour(sys.stdout)))
    else:
        sys.stdout.write(RENDERERS[fmt](result))
