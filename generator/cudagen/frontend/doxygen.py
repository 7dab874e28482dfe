"""Doxygen comments (as the CUDA headers write them) to `ir.Doc`.

Pure text processing: no libclang here. The CUDA headers use a small set of commands
(\\brief, \\param, \\return, \\note, \\sa, \\deprecated, \\code) and custom aliases
(\\notefnerr, \\note_null_stream, ...) whose expansions are not in the headers; we
spell those out below so the Python docs read as sentences.
"""

from __future__ import annotations

import re

from ..ir import Doc, ParamDoc

# Aliases defined in NVIDIA's Doxyfile, not in the headers.
ALIAS_NOTES = {
    "notefnerr": "This function may also return error codes from previous, asynchronous launches.",
    "note_null_stream": "This function uses standard default stream semantics.",
    "note_sync": "This function exhibits synchronous behavior for most use cases.",
    "note_async": "This function exhibits asynchronous behavior for most use cases.",
    "note_memcpy": "Memory copies initiated by this function may not be ordered with "
    "respect to other device work unless synchronized explicitly.",
    "note_memset": "See also the memset synchronization details in the CUDA documentation.",
    "note_graph_thread_safety": "Graph objects are not threadsafe.",
    "note_init_rv": "This function may also return CUDA_ERROR_NOT_INITIALIZED if the driver "
    "has not been initialized.",
    "note_callback": "This function may not be called from a host callback.",
    "note_version_mixing": "Mixing runtime and driver versions has limitations; see the CUDA "
    "documentation on version mixing.",
    "note_destroy_ub": "Using the object after destroying it is undefined behavior.",
}

_INLINE_WORD = re.compile(r"\\[pecba]\s+(\*?[\w:.\[\]>-]+)")
_REF = re.compile(r"\\(?:ref|link_sync_behavior|link)\b\s*")
_SCOPE = re.compile(r"(?<![\w])::(\w)")
_MEMBER = re.compile(r"(?<=\w)::(?=\w)")  # ::CUlaunchAttributeValue::priority -> CUlaunchAttributeValue.priority
_PARAGRAPH_COMMANDS = {"param", "return", "returns", "retval", "note", "sa", "see", "deprecated"}
_ONE_LINE_COMMANDS = {"defgroup", "addtogroup", "ingroup", "file", "typedef", "struct", "section"}
_CODE_LIST = re.compile(r"^(?:\s*::?\w+\s*,?)+\s*$")
_BLOCK = re.compile(
    r"^\\(brief|details|param(?:\[[\w, ]*\])?|returns?|retval|note\w*|sa|see|deprecated|par|"
    r"defgroup|addtogroup|ingroup|section|typedef|struct|file|code|endcode|ifnot|if|endif)(?!\w)"
)


_OPEN = re.compile(r"^/\*[*!]<?")
_CLOSE = re.compile(r"\*/$")
_LINE_MARK = re.compile(r"^\s*(///<?|//!<?)")
_LINE_STAR = re.compile(r"^\s*\*(?!/)")
_ESCAPED = re.compile(r"\\([\\@&$#<>%\"])")
_WORD = re.compile(r"[A-Za-z]+")
_SHARED_LINE = re.compile(r"\s(?=\\(?:param|return|returns|brief|note\w*|sa|deprecated)\b)")


# Doxygen takes `@cmd` as `\cmd` (NVML and cuFile write @param, @return, @note, @ref): the
# commands this module reads, spelled the way the CUDA headers spell them.
_AT_COMMAND = re.compile(
    r"(?<![\w@\\])@(?=(?:brief|details|param|returns?|retval|note|sa|see|deprecated|par|ref|link|p|c|e|a|b|"
    r"code|endcode|defgroup|addtogroup|ingroup|section|typedef|struct|file|ifnot|if|endif)(?![\w@]))"
)


def clean_comment(raw: str) -> list[str]:
    r"""The comment's text lines with the comment markers and leading stars removed (and
    `@cmd` written `\cmd`)."""
    text = _CLOSE.sub("", _OPEN.sub("", raw.strip()))
    if "@" in text:
        text = _AT_COMMAND.sub("\\\\", text)
    return [_LINE_STAR.sub("", _LINE_MARK.sub("", line)).rstrip() for line in text.splitlines()]


def inline(text: str) -> str:
    """Resolve inline markup: `\\p x` -> x, `::cuFoo` -> cuFoo, `\\n` -> line break."""
    # Each step only where its marker occurs (most lines have none: this runs on every line).
    if "\\" in text:
        text = _INLINE_WORD.sub(r"\1", text)
        text = _REF.sub("", text)
    if "::" in text:
        text = _SCOPE.sub(r"\1", text)
        text = _MEMBER.sub(".", text)
    if "\\" in text:
        text = text.replace("\\n", "\n")
        text = _ESCAPED.sub(r"\1", text)
    return text


def _paragraphs(lines: list[str]) -> str:
    """Join lines into paragraphs (blank line separated), keeping code blocks verbatim."""
    out: list[str] = []
    para: list[str] = []
    in_code = False
    for line in lines:
        stripped = line.strip()
        if not in_code and stripped.endswith("\\code") and not stripped.startswith("\\code"):
            # "... in a push-pop fashion: \code" (cuThreadExchangeStreamCaptureMode): the text
            # before it ends the paragraph and the block opens; left in the text, \endcode
            # alone closed a fence never opened, and the rest of the Markdown page was code.
            para.append(inline(stripped.removesuffix("\\code").rstrip()))
            stripped = line = "\\code"
        if stripped.startswith("\\code"):
            if para:
                out.append(" ".join(para))
                para = []
            in_code = True
            out.append("```c")
            continue
        if stripped.startswith("\\endcode"):
            in_code = False
            out.append("```")
            continue
        if in_code:
            out.append(line[1:] if line.startswith(" ") else line)
            continue
        if not stripped:
            if para:
                out.append(" ".join(para))
                para = []
            continue
        if stripped in ("\\par",):
            continue
        para.append(inline(stripped))
    if para:
        out.append(" ".join(para))
    # Separate prose paragraphs by blank lines; code lines stay together.
    result: list[str] = []
    in_code = False
    for chunk in out:
        if chunk == "```c":
            if result:
                result.append("")
            in_code = True
            result.append(chunk)
        elif chunk == "```":
            in_code = False
            result.append(chunk)
        elif in_code:
            result.append(chunk)
        else:
            if result:
                result.append("")
            result.append(chunk)
    return "\n".join(result).strip()


_CONTINUATION = re.compile(r"([,;:-]|\b(a|an|and|as|at|by|for|from|in|of|on|or|the|to|with))$", re.IGNORECASE)


def _starts_sentence(line: str) -> bool:
    """A capitalized ordinary word ("Initializes"), not an identifier ("LTOIRSizeRet", "CUDA")."""
    match = _WORD.match(line)
    if match is None:
        return False
    word = match.group(0)
    return len(word) > 1 and word[0].isupper() and word[1:].islower()


def _continues(line: str) -> bool:
    return bool(_CONTINUATION.search(line))


def parse(raw: str | None) -> Doc:
    """Parse one Doxygen comment; None or an empty comment gives an empty Doc."""
    if not raw:
        return Doc()
    sections: list[tuple[str, str, list[str]]] = [("details", "", [])]
    in_code = False
    for line in clean_comment(raw):
        stripped = line.strip()
        if stripped.startswith("\\code"):
            in_code = True
        elif stripped.startswith("\\endcode"):
            in_code = False
        if not in_code:
            if stripped in ("@{", "@}"):
                continue
            if not stripped and sections[-1][0] in _PARAGRAPH_COMMANDS and any(x.strip() for x in sections[-1][2]):
                # Doxygen ends a paragraph command at a blank line: what follows is detail.
                sections.append(("details", "", []))
                continue
        # Several block commands may share a line ("kernel \param blockSize ..."): split them.
        pieces = _SHARED_LINE.split(stripped) if "\\" in stripped else [stripped]
        for i, piece in enumerate(pieces):
            m = _BLOCK.match(piece)
            if not m:
                if i == 0 and len(pieces) == 1:
                    sections[-1][2].append(line)
                else:
                    sections[-1][2].append(piece)
                continue
            cmd = m.group(1)
            rest = piece[m.end():].strip()
            if cmd in ("code", "endcode"):
                sections[-1][2].append(piece)
                continue
            if cmd.startswith("param"):
                direction = ""
                dm = re.match(r"param\[([\w, ]*)\]", cmd)
                if dm:
                    direction = dm.group(1).replace(" ", "")
                elif sm := re.match(r"\[([\w, ]*)\]\s*", rest):
                    # `\param [in] handle` (nvFatbin.h): the direction after a space.
                    direction, rest = sm.group(1).replace(" ", ""), rest[sm.end():]
                nm = re.match(r"(\w+)\s*-?\s*(.*)", rest)
                name, text = (nm.group(1), nm.group(2)) if nm else (rest, "")
                sections.append(("param", f"{direction}|{name}", [text]))
            elif cmd in ALIAS_NOTES or (cmd.startswith("note") and cmd != "note"):
                sections.append(("note", cmd, [rest]))
            elif cmd == "par":
                sections.append(("details", "", [rest]))
            elif cmd in _ONE_LINE_COMMANDS:
                # `\defgroup NAME Title`: the title is the line; the text below is detail.
                sections.append((cmd, "", [rest]))
                sections.append(("details", "", []))
            else:
                sections.append((cmd, "", [rest]))

    brief_lines: list[str] = []
    details: list[str] = []
    params: list[ParamDoc] = []
    returns: list[str] = []
    returns_text: list[str] = []
    notes: list[str] = []
    see_also: list[str] = []
    deprecated: str | None = None
    for cmd, arg, body in sections:
        if cmd == "brief":
            # The brief ends at the first blank line; what follows is detail. The CUDA headers
            # often start the details on the next line without one ("\brief Initialize the
            # CUDA driver API" / "Initializes the driver API and ..."): a line that starts a
            # new sentence (a capital letter, after a line with no closing comma) ends it too.
            trimmed = [t.strip() for t in body]
            cut = trimmed.index("") if "" in trimmed else len(body)
            for i in range(1, cut):
                if _starts_sentence(trimmed[i]) and not _continues(trimmed[i - 1]):
                    cut = i
                    break
            brief_lines.extend(body[:cut])
            details.extend(body[cut:])
        elif cmd == "details":
            details.extend([*body, ""])
        elif cmd == "param":
            direction, name = arg.split("|", 1)
            params.append(ParamDoc(name=name, direction=direction, text=_paragraphs(body)))
        elif cmd in ("return", "returns", "retval"):
            text = " ".join(b.strip() for b in body).strip()
            if text and _CODE_LIST.match(text):
                returns.extend(re.findall(r"(\w+)", text))
            elif text:
                returns_text.append(inline(text))
        elif cmd == "note":
            alias = ALIAS_NOTES.get(arg)
            if alias is not None:
                notes.append(alias)
                if any(b.strip() for b in body):
                    details.extend(body)
            elif arg and arg != "note":
                notes.append(arg.replace("_", " ").capitalize() + ".")
            else:
                notes.append(_paragraphs(body))
        elif cmd in ("sa", "see"):
            text = " ".join(b.strip() for b in body)
            see_also.extend(re.findall(r"::?(\w+)", text) or re.findall(r"(\w+)", text))
        elif cmd == "deprecated":
            # Its text is one paragraph (the CUDA headers put it after a blank line: "\deprecated",
            # "", "Note that this function is deprecated ..."); the paragraphs after it are the
            # item's details, not part of the note.
            trimmed = [b.strip() for b in body]
            start = next((i for i, t in enumerate(trimmed) if t), len(body))
            cut = trimmed.index("", start) if "" in trimmed[start:] else len(body)
            deprecated = _paragraphs(body[start:cut]) or "Deprecated."
            details.extend([*body[cut:], ""])
        # \defgroup, \section, \file, ... carry nothing for an item's doc.
    brief = inline(" ".join(b.strip() for b in brief_lines if b.strip()))
    detail_text = _paragraphs(details)
    leading = _paragraphs(sections[0][2])  # the text before any command
    if not brief and leading and "\n" not in leading.split("\n\n")[0]:
        # Headers often omit \brief: the first paragraph of the leading text acts as one.
        first = leading.partition("\n\n")[0]
        if not first.startswith("```") and detail_text.startswith(first):
            brief, detail_text = first, detail_text[len(first):].strip()
    return Doc(
        brief=brief,
        details=detail_text,
        params=tuple(params),
        returns=tuple(dict.fromkeys(returns)),
        returns_text=" ".join(returns_text),
        notes=tuple(n for n in notes if n),
        see_also=tuple(dict.fromkeys(see_also)),
        deprecated=deprecated,
    )


# `// IN name : text`, `// OUT name : text`, `// IN/OUT name : text` (nvjpeg.h writes its parameter
# docs so, and once `INT/OUT`): a direction word, the name, a colon, the text.
_LINE_PARAM = re.compile(r"^(IN|OUT|IN\s*/\s*OUT|INOUT|INT\s*/\s*OUT)\s+(\w+)\s*:\s*(.*)$", re.IGNORECASE)
_LINE_DIRECTIONS = {"in": "in", "out": "out"}


def line_comment_doc(block: list[str], params: list[str]) -> Doc | None:
    """The doc of a function documented by the `//` comment lines right above it (`block`, as
    written) in the `// IN name : text` form: each such line is a `\\param[in|out|in,out]`, the
    other lines the description. None where no line has that form (a plain comment is not
    taken for documentation). A name that is no parameter but differs from exactly one by a
    plural `s` (nvjpeg.h's `nComponent` for `nComponents`) is that parameter's."""
    text: list[str] = []
    found: list[tuple[str, str, str]] = []
    for raw in block:
        line = re.sub(r"^\s*//+!?\s?", "", raw).rstrip()
        m = _LINE_PARAM.match(line.strip())
        if m:
            word = re.sub(r"\s", "", m.group(1)).lower()
            direction = _LINE_DIRECTIONS.get(word, "in,out")
            found.append((direction, m.group(2), m.group(3).strip()))
        elif found and line.startswith((" ", "\t")) and line.strip():
            found[-1] = (found[-1][0], found[-1][1], f"{found[-1][2]} {line.strip()}")  # continued
        else:
            text.append(line)
    if not found:
        return None
    docs = []
    for direction, name, body in found:
        if name not in params:
            near = [p for p in params if p in (name + "s", name.removesuffix("s"))]
            name = near[0] if len(near) == 1 else name
        docs.append(ParamDoc(name=name, direction=direction, text=_paragraphs([body])))
    described = parse("\n".join(["/**", *text, "*/"]))
    return Doc(brief=described.brief, details=described.details, params=tuple(docs), notes=described.notes,
               see_also=described.see_also, deprecated=described.deprecated)
