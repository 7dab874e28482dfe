"""Check that every internal link of the built docs site resolves: run after `mkdocs build`.

    python docs/check_links.py [SITE]            (default build/docs/site)

Every href and src of every HTML page that stays inside the site (relative, or absolute from
the site's root) must name a file of the site (a folder: its index.html), and its #fragment,
if any, an id (or name) of that page. Links to other sites are not followed (the site has
none but the theme's). Exit 1, listing the broken links, when any is; `mkdocs build --strict`
checks the Markdown's links, this checks the HTML (the theme's navigation and assets too).

It also checks that every section of the reference (a `## ` heading of generated/cuda_X_Y/docs)
is a heading of its page on the site (raw HTML in a Doxygen comment once swallowed the rest
of a page, and nothing links to every section), and that no page shows a Markdown fence as
text (a code block opened mid-line in a Doxygen comment once left a lone closing fence).
"""

from __future__ import annotations

import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit

ROOT = Path(__file__).resolve().parents[1]


class Page(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.ids: set[str] = set()
        self.links: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        for name in ("id", "name") if tag in ("a", "span", "div") else ("id",):
            if values.get(name):
                self.ids.add(values[name] or "")
        for name in ("href", "src"):
            if values.get(name) and tag != "base":
                self.links.append(values[name] or "")


def target_file(site: Path, path: str) -> Path | None:
    """The file a site path names: the file itself, or a folder's index.html."""
    local = site / unquote(path).lstrip("/")
    if local.is_dir():
        local = local / "index.html"
    return local if local.is_file() else None


def check(site: Path) -> tuple[int, list[str]]:
    pages: dict[Path, Page] = {}

    def parsed(path: Path) -> Page:
        if path not in pages:
            page = Page()
            page.feed(path.read_text(encoding="utf-8"))
            pages[path] = page
        return pages[path]

    checked, broken = 0, []
    for html in sorted(site.rglob("*.html")):
        base = "/" + html.relative_to(site).as_posix()
        for link in parsed(html).links:
            parts = urlsplit(link)
            if parts.scheme or parts.netloc or link.startswith(("mailto:", "javascript:", "data:")):
                continue  # another site
            checked += 1
            url = urlsplit(urljoin(base, link))
            target = html if not parts.path else target_file(site, url.path)
            where = f"{html.relative_to(site)}: {link}"
            if target is None:
                broken.append(f"{where} (no such file)")
            elif url.fragment and target.suffix == ".html" and unquote(url.fragment) not in parsed(target).ids:
                broken.append(f"{where} (no id {url.fragment!r} in {target.relative_to(site)})")
    return checked, broken


def check_sections(site: Path) -> list[str]:
    from hooks import REFERENCE, shared_original  # docs/hooks.py: the newest release's reference

    missing = []
    for source in sorted(REFERENCE.glob("*.md")):
        text = shared_original(source.read_text(encoding="utf-8"))  # a pointer page shows its original
        expected = sum(1 for line in text.splitlines() if line.startswith("## "))
        html = site / "reference" / f"{source.stem}.html"
        found = html.read_text(encoding="utf-8").count("<h2") if html.is_file() else 0
        if found != expected:
            missing.append(f"reference/{source.name}: {expected} sections, {found} headings on the site")
    for html in sorted(site.rglob("*.html")):
        if "```" in html.read_text(encoding="utf-8"):
            missing.append(f"{html.relative_to(site)}: a Markdown fence shown as text")
    return missing


def main(argv: list[str]) -> int:
    site = Path(argv[0]) if argv else ROOT / "build" / "docs" / "site"
    if not (site / "index.html").is_file():
        print(f"check_links: no site in {site} (run 'make docs')", file=sys.stderr)
        return 1
    checked, broken = check(site)
    broken += check_sections(site)
    for line in broken:
        print(f"broken link: {line}", file=sys.stderr)
    pages = sum(1 for _ in site.rglob("*.html"))
    print(f"check_links: {checked} internal links in {pages} pages, {len(broken)} broken")
    return 1 if broken or not checked else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
