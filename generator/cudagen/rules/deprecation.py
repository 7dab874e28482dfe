"""What the headers deprecate, and what they say to use instead.

The CUDA headers deprecate in three ways, and this module is the one place that reads them:

- `__attribute__((deprecated(msg)))` (`__CUDA_DEPRECATED`): the front end records it in
  `Doc.deprecated` when the comment has no `\\deprecated` (its message, or "Deprecated.");
- Doxygen `\\deprecated` (functions, enumerators: `Doc.deprecated`);
- a brief that says so: enumerators, struct fields and macros are deprecated in prose
  ("Deprecated, use CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK", "... Deprecated. Use
  instead asyncEngineCount.", "External semaphore signal parameters(deprecated)"). Text that
  only announces one ("will be deprecated in a future release") is not a deprecation.

The generated stubs mark what is deprecated with `@deprecated` (PEP 702), deprecated
functions warn when called, `cudagen diff --python` lists new deprecations and
`cudagen check-usage` reports their uses.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from .. import ir

# A brief that deprecates: "Deprecated, ...", "... Deprecated. Use ...", "...(deprecated)";
# what follows the word is its message.
_BRIEF = re.compile(r"(?:^|(?<=[.!?]\s))Deprecated\b[.,:;]?\s*|\s*\(deprecated\)\s*")
# Deprecation text worth quoting. The CUDA headers often put the item's description after a
# bare `\deprecated` and a blank line, which the Doxygen reader takes for the note: that text
# says nothing of the deprecation ("Binds a linear address range ... is superseded by this
# function") and is left out.
_SAYS_WHY = re.compile(
    r"deprecat|\bno longer\b|\bdo not use\b|\bshould not be used\b|\breplaced (?:by|with)\b|"
    r"\bsuperseded by (?!this)|\binstead\b(?! of)|\bwill be removed\b|(?:^|[.,;:]\s*|\bplease\s+)use\s+[A-Za-z_]",
    re.IGNORECASE,
)
# A sentence that names what to use instead.
_POINTS_ON = re.compile(
    r"\b(?:use|using|instead|replaced|superseded|identical to|similar to|migrate to)\b", re.IGNORECASE
)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")
_IDENTIFIER = re.compile(r"\b[A-Za-z_]\w*\b")


@dataclass(frozen=True, slots=True)
class Deprecation:
    """An item the headers deprecate: their words for it ("" when they give none worth
    quoting) and the name they say to use instead ("" when they name none this module has)."""

    message: str
    replacement: str = ""

    def sentence(self, name: str) -> str:
        """What a warning or a report says: "`name` is deprecated: <message> Use X instead."."""
        text = f"{name} is deprecated"
        if self.message:
            text += f": {_clip(self.message)}"
        if self.replacement and not re.search(rf"\b{re.escape(self.replacement)}\b", self.message):
            text += ("" if text.endswith(".") else ".") + f" Use {self.replacement} instead."
        return text if text.endswith(".") else text + "."


def deprecation(doc: ir.Doc, known: Callable[[str], bool] = lambda name: False,
                own_name: str = "") -> Deprecation | None:
    """Whether `doc` deprecates its item, and how. `known(name)` says whether a name can be a
    replacement (a function of the same module, an enumerator of the same enum, a field of the
    same struct); `own_name` is never one."""
    if doc.deprecated is not None:
        text = " ".join(doc.deprecated.split())
        if text == "Deprecated.":
            text = ""
    else:
        brief = " ".join(doc.brief.split())
        marker = _BRIEF.search(brief)
        if marker is None:
            return None
        text = brief[marker.end():]
    message = text if _SAYS_WHY.search(text) else ""
    return Deprecation(message, replacement(message, known, own_name))


def replacement(text: str, known: Callable[[str], bool], own_name: str = "") -> str:
    """The first name `known` accepts in a sentence of `text` that points somewhere else
    ("use X", "Use instead X", "replaced with X", "identical to ... X"), or ""."""
    for sentence in _SENTENCE_END.split(" ".join(text.split())):
        if not _POINTS_ON.search(sentence):
            continue
        for match in _IDENTIFIER.finditer(sentence):
            name = match.group(0)
            if name != own_name and known(name):
                return name
    return ""


def _clip(text: str, limit: int = 240) -> str:
    """The first sentences of `text`, at most about `limit` characters."""
    if len(text) <= limit:
        return text
    out = ""
    for sentence in _SENTENCE_END.split(text):
        if out and len(out) + len(sentence) > limit:
            break
        out = f"{out} {sentence}".strip()
    return out if len(out) <= limit else out[: limit - 1].rstrip() + "…"
