"""The Jinja environment: StrictUndefined, and the filters that make header text safe
inside Python source (docstrings and literals can hold any text without changing
the program)."""

from __future__ import annotations

import re
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
    literals = [pyrepr(line + (" " if i < len(lines) - 1 else "")) for i, line in enumerate(lines)]
    if len(literals) <= 1:
        return literals[0] if literals else '""'
    pad = " " * indent
    return "(\n" + "".join(f"{pad}    {lit}\n" for lit in literals) + f"{pad})"


def pyrepr(value: Any) -> str:
    """A Python literal for a str, int, float, bool or None; a str in double quotes where black
    would put it in them (no double quote inside), so that the rendered code is black's already:
    black formats a piece it changes a second time, and most of it was quotes."""
    if isinstance(value, str):
        text = ascii(value) if any(0xD800 <= ord(c) <= 0xDFFF for c in value) else repr(value)
        if text.startswith("'"):  # black's rule: double quotes unless they need more escapes
            body = text[1:-1]
            if body.count('"') <= body.count("\\'"):
                return '"' + body.replace("\\'", "'").replace('"', '\\"') + '"'
        return text
    return repr(value)


LINE_LENGTH = 100  # black's, as output/fmt.py formats with it
_NAME = re.compile(r"[A-Za-z_][\w.]*")
_CALL = re.compile(r"([A-Za-z_][\w.]*)\((.*)\)")
_TARGETS = re.compile(r"[A-Za-z_][\w.]*(?:, [A-Za-z_][\w.]*)*")
_STRING = re.compile(r'"([^"]*)"')
_ANNOTATED = re.compile(r"([A-Za-z_]\w*: [A-Za-z_][\w.]*)\[([\w. |]+)\]")


def _arguments(text: str) -> list[str] | None:
    """The arguments of a call's text split at its top-level commas (None where a string or
    bracket makes that unsafe)."""
    if "'" in text or "#" in text or any(set(s) & set(",()[]{}\\") for s in _STRING.findall(text)):
        return None  # a string holding a delimiter (or a quote of its own) would be split inside
    parts, depth, start = [], 0, 0
    for i, c in enumerate(text):
        depth += (c in "([{") - (c in ")]}")
        if depth < 0:
            return None
        if c == "," and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    parts.append(text[start:].strip())
    return parts if depth == 0 and all(parts) else None


def fit(line: str, indent: int = 0) -> str:
    """An assignment `NAME = NAME` or `NAME = f(a, b)`, or an annotation `NAME: T[U]`, laid out
    as black lays it out when it is longer than a line at `indent`: the right side in
    parentheses, the arguments on a line of their own (else one per line with a trailing
    comma), the subscript on a line of its own. Anything else is left as it is.
    Black formats every piece anyway; rendering the usual cases as it would keeps it from
    formatting a whole piece twice (it does when its first pass changed something)."""
    if indent + len(line) <= LINE_LENGTH:
        return line
    pad, inner = " " * indent, " " * (indent + 4)
    annotated = _ANNOTATED.fullmatch(line)  # `NAME: _Final[T]`: split at the subscript
    if annotated:
        head, subscript = annotated.groups()
        if indent + len(head) + 1 <= LINE_LENGTH and len(inner) + len(subscript) <= LINE_LENGTH:
            return f"{head}[\n{inner}{subscript}\n{pad}]"
        return line
    target, sep, value = line.partition(" = ")
    if not sep or not _TARGETS.fullmatch(target) or indent + len(target) + 4 > LINE_LENGTH:
        return line
    if _NAME.fullmatch(value):
        return f"{target} = (\n{inner}{value}\n{pad})" if len(inner) + len(value) <= LINE_LENGTH else line
    call = _CALL.fullmatch(value)
    args = _arguments(call.group(2)) if call else None
    if call is None or args is None or indent + len(f"{target} = {call.group(1)}(") > LINE_LENGTH:
        return line
    joined = ", ".join(args)
    if len(inner) + len(joined) <= LINE_LENGTH:
        return f"{target} = {call.group(1)}(\n{inner}{joined}\n{pad})"
    if any(len(inner) + len(a) + 1 > LINE_LENGTH for a in args):
        return line
    return f"{target} = {call.group(1)}(\n" + "".join(f"{inner}{a},\n" for a in args) + f"{pad})"


def fit_entry(line: str, indent: int) -> str:
    """A dict entry `KEY: (a, b, c),` laid out as black lays it out when it is longer than a line
    at `indent`: the tuple split one item a line, with a trailing comma (black explodes a
    collection it splits). Items must not hold commas of their own (names, strings, numbers)."""
    if indent + len(line) <= LINE_LENGTH:
        return line
    key, sep, rest = line.partition(": (")
    if not sep or not rest.endswith("),"):
        return line
    items = _arguments(rest[:-2])
    if items is None:
        return line
    pad, inner = " " * indent, " " * (indent + 4)
    return f"{key}: (\n" + "".join(f"{inner}{item},\n" for item in items) + f"{pad}),"


def environment(templates: Path = TEMPLATES) -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(templates)),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )
    env.filters.update({"docstring": docstring, "pyrepr": pyrepr, "fit": fit, "fit_entry": fit_entry, "c_string": c_string, "words": words,
                        "bytes_docstring": bytes_docstring})
    return env
