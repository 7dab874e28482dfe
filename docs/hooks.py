"""MkDocs hooks for the docs site (mkdocs.yml: `hooks:`).

The site is README.md (home page), the guide pages of docs/ and the Markdown reference of the
newest generated release, `generated/cuda_X_Y/docs/` (one page per Doxygen group), published
under `reference/`. None of them is copied: the hooks add README and the reference as pages
read from where they are, and turn the links written for the repository (README's
`docs/vendoring.md`, a guide page's `../generated/cuda_13_5/docs/driver.md`) into links
between pages of the site. A link to any other file of the repository (`examples/`) is not
a page of the site: it becomes its text, in code style, so the site has no dead link.
"""

from __future__ import annotations

import functools
import posixpath
import re
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

# [text](target) outside fenced code; images (![...]) are left alone.
LINK = re.compile(r"(?<!!)\[((?:[^\[\]]|\[[^\]]*\])*)\]\(([^()\s]+)\)")
FENCE = re.compile(r"^([ \t]*(?:```|~~~))", re.MULTILINE)


def newest_release() -> Path:
    """generated/cuda_X_Y with the highest (X, Y) that has docs/."""
    found = []
    for path in (ROOT / "generated").glob("cuda_*_*"):
        major, minor = path.name.split("_")[1:3]
        if (path / "docs" / "index.md").is_file():
            found.append(((int(major), int(minor)), path))
    if not found:
        raise SystemExit("no generated/cuda_X_Y/docs: run 'make generate'")
    return max(found)[1]


REFERENCE = newest_release() / "docs"


def chapters(library_page: Path) -> list[str]:
    """The chapter pages a library page links under '## Chapters', in its order."""
    text = library_page.read_text()
    if "## Chapters" not in text:
        return []
    section = text.split("## Chapters", 1)[1].split("\n## ", 1)[0]
    return [target for _, target in LINK.findall(section)]


def reference_nav() -> list[Any]:
    """Index, then one section per library (its overview and its chapters), then core."""
    nav: list[Any] = [{"Releases and libraries": "reference/index.md"}]
    for _, target in LINK.findall((REFERENCE / "index.md").read_text()):
        name = target.removesuffix(".md")
        pages: list[Any] = [{"Overview": f"reference/{target}"}]
        pages += [f"reference/{chapter}" for chapter in chapters(REFERENCE / target)]
        nav.append({name: pages})
    if (REFERENCE / "core.md").is_file():
        nav.append({"core (object layer)": "reference/core.md"})
    return nav


def on_config(config: Any) -> Any:
    release = REFERENCE.parent.name.removeprefix("cuda_").replace("_", ".")
    config.nav.append({f"Reference (CUDA {release})": reference_nav()})
    return config


def on_files(files: Any, config: Any) -> Any:
    from mkdocs.structure.files import File

    files.append(File.generated(config, "index.md", abs_src_path=str(ROOT / "README.md")))
    for page in sorted(REFERENCE.glob("*.md")):
        files.append(File.generated(config, f"reference/{page.name}", abs_src_path=str(page)))
    return files


def repo_path(src_uri: str) -> str | None:
    """Where a page of the site lives in the repository (None: a reference page)."""
    if src_uri == "index.md":
        return "README.md"
    if src_uri.startswith("reference/"):
        return None
    return f"docs/{src_uri}"


def site_path(target: str) -> str | None:
    """The page of the site a repository path is, or None."""
    if target == "README.md":
        return "index.md"
    if target.startswith("docs/") and target.endswith(".md"):
        return target.removeprefix("docs/")
    # Any release's reference page: the site has the newest release's (a guide that links
    # generated/cuda_13_5/docs/driver.md keeps working on the site when 13.6 is added).
    release_docs = re.match(r"generated/cuda_\d+_\d+/docs/(.+)$", target)
    if release_docs and (REFERENCE / release_docs.group(1)).is_file():
        return "reference/" + release_docs.group(1)
    return None


def rewrite_links(markdown: str, page_repo: str, page_site: str) -> str:
    """Links written for the repository → links of the site (outside fenced code)."""

    def fix(match: re.Match[str]) -> str:
        text, target = match.group(1), match.group(2)
        if re.match(r"^[a-z][a-z0-9+.-]*:", target) or target.startswith("#"):
            return match.group(0)  # a URL, mailto:, or an anchor of this page
        path, _, anchor = target.partition("#")
        resolved = posixpath.normpath(posixpath.join(posixpath.dirname(page_repo), path))
        page = site_path(resolved)
        if page is None:  # a file of the repository, not a page: keep the text
            return text if text.startswith("`") else f"`{text}`"
        link = posixpath.relpath(page, posixpath.dirname(page_site) or ".")
        return f"[{text}]({link}{'#' + anchor if anchor else ''})"

    parts = FENCE.split(markdown)
    # FENCE.split keeps the fence markers: text, marker, code, marker, text, ...
    out, inside = [], False
    for part in parts:
        if part.strip() in ("```", "~~~"):
            inside = not inside
            out.append(part)
        else:
            out.append(part if inside else LINK.sub(fix, part))
    return "".join(out)


# The reference is written to read as Python docstrings (in the .pyi and in help()): a label
# line, then its text indented by four spaces. Markdown would run the label and its text into
# one paragraph; on the site they become a bold label and a list (entries `name: text`) or
# paragraphs, and the names under "See also" link to their sections.
LABEL = re.compile(r"^(Args|Returns|Raises|Note|Deprecated|See also):$")
ENTRIES = {"Args", "Returns", "Raises"}
HEADING = re.compile(r"^## `([A-Za-z_]\w*)\((.*)$", re.MULTILINE)


def slug(text: str) -> str:
    """Python-Markdown's toc slug of a heading's text (mkdocs --strict checks each anchor)."""
    text = re.sub(r"[^\w\s-]", "", text).strip().lower()
    return re.sub(r"[-\s]+", "-", text)


@functools.cache
def sections() -> dict[str, str]:
    """Function name -> 'page.md#anchor' of its section in the reference."""
    found: dict[str, str] = {}
    for page in sorted(REFERENCE.glob("*.md")):
        for name, rest in HEADING.findall(page.read_text()):
            signature = f"{name}({rest.rstrip()}".removesuffix("`")
            found.setdefault(name, f"{page.name}#{slug(signature)}")
    return found


def docstring_sections(markdown: str) -> str:
    lines = markdown.split("\n")
    out: list[str] = []
    i, fenced = 0, False
    while i < len(lines):
        line = lines[i]
        if FENCE.match(line):
            fenced = not fenced
        label = None if fenced else LABEL.match(line)
        if not label:
            out.append(line)
            i += 1
            continue
        block = []
        i += 1
        while i < len(lines) and (lines[i].startswith("    ") or (
                not lines[i].strip() and i + 1 < len(lines) and lines[i + 1].startswith("    "))):
            block.append(lines[i])
            i += 1
        out += [f"**{label.group(1)}:**", ""]
        items: list[str] = []
        for text in block:
            if label.group(1) in ENTRIES and text.startswith("    ") and not text.startswith("     "):
                name, sep, rest = text.strip().partition(": ")
                items.append(f"- `{name}`: {rest}" if sep else f"- {text.strip()}")
            elif not text.strip():
                items.append("")
            elif items and items[-1]:
                items[-1] += " " + text.strip()
            else:
                items.append(text.strip())
        if label.group(1) == "See also":
            items = [see_also(item) for item in items]
        out += items
    return "\n".join(out)


def see_also(text: str) -> str:
    known = sections()
    return re.sub(r"\b[A-Za-z_]\w*\b", lambda m: f"[{m[0]}]({known[m[0]]})" if m[0] in known else m[0], text)


# A few Doxygen comments hold an HTML table, written inline (`<tr><td>a<td>b`, rows not closed,
# `</table>` mid-line). CommonMark ends such a block at the next blank line; Python-Markdown
# waits for a `</table>` that starts a line and so swallowed the rest of the page (44 of
# driver-graph-management's 90 sections). On the site each becomes a Markdown table.
TABLE = re.compile(r"<table>(.*?)</table>", re.DOTALL)


def html_table(match: re.Match[str]) -> str:
    rows = []
    for row in re.split(r"<tr>", match.group(1))[1:]:
        cells = re.split(r"<t[dh]>", row)[1:]
        cells = [" ".join(re.sub(r"<[^>]+>", " ", cell).split()).replace("|", "\\|") for cell in cells]
        rows.append("| " + " | ".join(cells) + " |")
    if not rows:
        return match.group(0)
    width = rows[0].count(" | ") + 1
    return "\n\n" + "\n".join([rows[0], "|" + "---|" * width, *rows[1:]]) + "\n\n"


SHARED = re.compile(r"<!-- cudagen: same as (\S+) -->")


def shared_original(markdown: str) -> str:
    """A reference page the same as an earlier release's holds only a pointer to that page
    (cudagen's pipeline.share_docs keeps the text once): the site shows the page itself."""
    m = SHARED.match(markdown)
    return markdown if m is None else (REFERENCE / m.group(1)).resolve().read_text(encoding="utf-8")


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    page_repo = repo_path(page.file.src_uri)
    if page_repo is None:
        return docstring_sections(TABLE.sub(html_table, shared_original(markdown)))
    return rewrite_links(markdown, page_repo, page.file.src_uri)
