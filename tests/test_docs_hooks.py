"""docs/hooks.py, the docs site's MkDocs hooks, without MkDocs: how repository links become
site links, and how reference pages are rendered (docstring labels, See also, HTML tables).
The built site itself is checked by `make docs` (strict build, docs/check_links.py) and
tests/test_docs_site.py."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def hooks() -> ModuleType:
    spec = importlib.util.spec_from_file_location("cudagen_docs_hooks", ROOT / "docs" / "hooks.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_the_reference_is_the_newest_release(hooks: ModuleType) -> None:
    releases = sorted(
        (tuple(int(p) for p in path.name.split("_")[1:3]), path)
        for path in (ROOT / "generated").glob("cuda_*_*") if (path / "docs").is_dir()
    )
    assert hooks.REFERENCE == releases[-1][1] / "docs"


def test_links_written_for_the_repository_become_site_links(hooks: ModuleType) -> None:
    readme = hooks.rewrite_links(
        "[guide](docs/vendoring.md#top) [ref](generated/cuda_13_5/docs/index.md) "
        "[ex](examples/) [`code`](tests/gpu/RESULTS.md) [web](https://example.org) [here](#what-you-get)",
        "README.md", "index.md")
    assert readme == ("[guide](vendoring.md#top) [ref](reference/index.md) `ex` `code` "
                      "[web](https://example.org) [here](#what-you-get)")
    guide = hooks.rewrite_links("[a](diff.md) [b](../README.md) [c](../generated/cuda_13_0/docs/driver.md#x)",
                                "docs/upgrading.md", "upgrading.md")
    assert guide == "[a](diff.md) [b](index.md) [c](reference/driver.md#x)"


def test_links_inside_fenced_code_stay(hooks: ModuleType) -> None:
    text = "```\n[x](examples/)\n```\n  ```\n  [y](examples/)\n  ```\n[z](examples/)"
    assert hooks.rewrite_links(text, "README.md", "index.md") == text.replace("[z](examples/)", "`z`")


def test_docstring_labels_become_labels_and_lists(hooks: ModuleType) -> None:
    text = ("Args:\n    bytesize: Requested allocation size\n        in bytes\n    flags: Flags\n\n"
            "Note:\n    One.\n    Two.\n\nSee also:\n    cuMemFree, notAFunction,\n        cuMemAllocHost\n\nC: ``x``")
    out = hooks.docstring_sections(text)
    assert "**Args:**\n\n- `bytesize`: Requested allocation size in bytes\n- `flags`: Flags\n" in out
    assert "**Note:**\n\nOne. Two.\n" in out
    assert "[cuMemFree](driver-memory-management.md#cumemfreedptr-none), notAFunction," in out
    assert "[cuMemAllocHost](driver-memory-management.md#cumemallochostbytesize-int)" in out
    assert out.endswith("C: ``x``")


def test_inline_html_tables_become_markdown_tables(hooks: ModuleType) -> None:
    text = "As follows: <table> <tr><th>Node\ntype<th>Allowed <tr><td>kernel<td>a | b\n<tr><td>host<td><b>none</b> </table>\n"
    out = hooks.TABLE.sub(hooks.html_table, text)
    assert "| Node type | Allowed |\n|---|---|\n| kernel | a \\| b |\n| host | none |" in out
    assert "<t" not in out


def test_a_page_shared_with_an_earlier_release_shows_its_original(hooks: ModuleType) -> None:
    # cudagen keeps a reference page that did not change since the release before once: the
    # newer release's page is a pointer. The site (which has only the newest reference) shows
    # the original's text, so its sections and links are there.
    pointers = [p for p in hooks.REFERENCE.glob("*.md") if hooks.SHARED.match(p.read_text(encoding="utf-8"))]
    assert pointers, "no shared page in the newest reference"
    for page in pointers:
        shown = hooks.shared_original(page.read_text(encoding="utf-8"))
        assert not hooks.SHARED.match(shown) and shown.startswith("# ")
    own = hooks.REFERENCE / "index.md"
    assert hooks.shared_original(own.read_text(encoding="utf-8")) == own.read_text(encoding="utf-8")
