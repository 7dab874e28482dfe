"""Docstrings written for the Python signature: the Doxygen text converted, the arguments the
caller passes, what is returned and raised."""

from __future__ import annotations

import re
import textwrap
from collections.abc import Mapping

from .. import ir
from ..rules.library import Library
from .model import FunctionView


def exception_name(member: str) -> str:
    """CUDA_ERROR_INVALID_VALUE -> CudaErrorInvalidValue; cudaErrorInvalidValue -> CudaErrorInvalidValue."""
    parts = [p for p in re.split(r"_|(?<=[a-z0-9])(?=[A-Z])", member) if p]
    return "".join(p[:1].upper() + p[1:].lower() for p in parts)


def one_line(text: str) -> str:
    return " ".join(text.split())


def function_docstring(fn: ir.Function, view: FunctionView, lib: Library,
                       exceptions: Mapping[str, str] | None = None) -> str:
    """The docstring of a function's Python binding; `exceptions`: each error code's class."""
    d = fn.doc
    parts: list[str] = []
    if d.brief:
        parts.append(_sentence(d.brief))
    if d.details:
        parts.append(_wrap_paragraphs(d.details))
    if any(p.doc for p in view.params):  # none documented (cuBLAS): the signature says it all
        lines = ["Args:"]
        for p in view.params:
            lines.append(_hang(f"{p.name}: {p.doc or '(undocumented)'}", 4))
        parts.append("\n".join(lines))
    if view.outputs or view.rules.answers:
        lines = ["Returns:"]
        if view.rules.answers:
            codes = ", ".join([lib.success, *view.rules.answers])
            lines.append(_hang(f"{lib.result_enum}: {codes} (these are answers, not errors)", 4))
        elif len(view.outputs) == 1:
            o = view.outputs[0]
            lines.append(_hang(f"{o.annotation}: {o.doc or o.name}", 4))
        else:
            lines.append(_hang(f"tuple of ({', '.join(o.name for o in view.outputs)}):", 4))
            for o in view.outputs:
                lines.append(_hang(f"{o.name} ({o.annotation}): {o.doc or ''}".rstrip(": "), 8))
        parts.append("\n".join(lines))
    if view.raises:
        errs = [c for c in d.returns if c != lib.success and c not in view.rules.answers]
        accepted = ", ".join([lib.success, *view.rules.answers])
        raises = [f"{lib.error_base}: on any result other than {accepted}"]
        if errs:
            raises.append(f"(the headers list {', '.join((exceptions or {}).get(c) or exception_name(c) for c in errs)}).")
        parts.append("Raises:\n" + _hang(" ".join(raises), 4))
    if d.notes:
        parts.append("Note:\n" + "\n".join(_hang(n, 4) for n in d.notes))
    if d.deprecated:
        parts.append("Deprecated:\n" + _hang(d.deprecated, 4))
    if d.see_also:
        parts.append("See also:\n" + _hang(", ".join(d.see_also), 4))
    # The C prototype is in the docs pages; a function with nothing else to say has it here.
    return "\n\n".join(parts) or f"C: ``{view.c_signature}``"


def strip_c_wording(text: str) -> str:
    """'Returned device pointer' stays; '- foo' markers and pointer talk go."""
    text = text.strip().lstrip("-").strip()
    text = re.sub(r"^Pointer to (the )?returned ", "Returned ", text)
    text = re.sub(r"(?<![\w*])\*(\w)", r"\1", text)  # "*dptr" -> "dptr"; "7*7" stays
    return one_line(text)


def _wrap_paragraphs(text: str, width: int = 88) -> str:
    """Wrap prose paragraphs; leave fenced code as it is."""
    out: list[str] = []
    in_code = False
    for para in text.split("\n\n"):
        if para.startswith("```") or in_code:
            out.append(para)
            in_code = para.count("```") % 2 == 1 if not in_code else para.count("```") % 2 == 0
            continue
        out.append(textwrap.fill(one_line(para), width=width))
    return "\n\n".join(out)


def _sentence(text: str) -> str:
    text = one_line(text)
    return text if text.endswith((".", ":", "!", "?")) else text + "."


def _hang(text: str, indent: int) -> str:
    return textwrap.fill(
        one_line(text), width=88, initial_indent=" " * indent, subsequent_indent=" " * (indent + 4)
    )


def doc_text(doc: ir.Doc, name: str) -> str:
    parts = []
    if doc.brief:
        parts.append(_sentence(doc.brief))
    if doc.details:
        parts.append(_wrap_paragraphs(doc.details))
    if doc.deprecated:
        parts.append("Deprecated: " + doc.deprecated)
    return "\n\n".join(parts) or f"C type {name}."
