"""The Jinja environment: StrictUndefined, and the filters that make header text safe
inside Python source (docstrings and literals can hold any text without changing
the program)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import jinja2

from ..backends.c.module import c_string

# Installed (wheel, `pip install .`): the templates ship inside the package as
# cudagen/templates. In a checkout they stay at the top of the repository.
_PACKAGED = Path(__file__).resolve().parents[1] / "templates"
TEMPLATES = _PACKAGED if _PACKAGED.is_dir() else Path(__file__).resolve().parents[3] / "templates"


def docstring(text: str, indent: int = 0) -> str:
    """A triple-quoted string literal holding `text` exactly, continuation lines indented."""
    out = []
    for ch in text:
        if ch == "\\":
            out.append("\\\\")
        elif ch == "\n":
            out.append("\n")
        elif ord(ch) < 32 or ord(ch) == 127 or 0xD800 <= ord(ch) <= 0xDFFF:
            out.append(f"\\x{ord(ch):02x}" if ord(ch) < 256 else f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    body = "".join(out).replace('"""', '\\"\\"\\"')
    if body.endswith('"'):
        body = body[:-1] + '\\"'
    pad = " " * indent
    lines = body.split("\n")
    body = "\n".join([lines[0]] + [(pad + line) if line.strip() else "" for line in lines[1:]])
    if "\n" in body:
        body += "\n" + pad
    return f'"""{body}"""'


def bytes_docstring(text: str) -> str:
    """A triple-quoted bytes literal holding `text` as UTF-8, exactly (non-ASCII and control
    bytes escaped): docs a C extension points into without encoding them at import."""
    out = []
    for byte in text.encode("utf-8", "replace"):  # "?" for a lone surrogate, on both backends
        ch = chr(byte)
        if ch == "\\":
            out.append("\\\\")
        elif ch == "\n":
            out.append("\n")
        elif byte < 32 or byte >= 127:
            out.append(f"\\x{byte:02x}")
        else:
            out.append(ch)
    body = "".join(out).replace('"""', '\\"\\"\\"')
    if body.endswith('"'):
        body = body[:-1] + '\\"'
    return f'b"""{body}"""'


def words(names: list[str], indent: int = 4, width: int = 92) -> str:
    """Names joined by spaces as one string literal, written as adjacent literals of about
    `width` characters (Python joins them at compile time): one constant to import, where
    a list would be a string each."""
    lines: list[str] = []
    for name in names:
        if lines and len(lines[-1]) + len(name) + 1 <= width:
            lines[-1] += " " + name
        else:
            lines.append(name)
    literals = [repr(line + (" " if i < len(lines) - 1 else "")) for i, line in enumerate(lines)]
    if len(literals) <= 1:
        return literals[0] if literals else "''"
    pad = " " * indent
    return "(\n" + "".join(f"{pad}    {lit}\n" for lit in literals) + f"{pad})"


def pyrepr(value: Any) -> str:
    """A Python literal for a str, int, float, bool or None."""
    if isinstance(value, str):
        return ascii(value) if any(0xD800 <= ord(c) <= 0xDFFF for c in value) else repr(value)
    return repr(value)


def environment(templates: Path = TEMPLATES) -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(templates)),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )
    env.filters.update({"docstring": docstring, "pyrepr": pyrepr, "c_string": c_string, "words": words,
                        "bytes_docstring": bytes_docstring})
    return env
