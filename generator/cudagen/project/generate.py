"""The stages in order: parse (front end) -> IR -> views -> render (Jinja)
-> format (black) -> write (atomic). Each stage is timed for `--timings`."""

from __future__ import annotations

import dataclasses
import hashlib
import re
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from .. import __version__, ir
from ..errors import GeneratorError
from ..frontend import clang as clang_frontend
from ..output import fmt, render
from ..output.write import write_file, write_package
from ..rules.library import find_version
from ..runtime import shipped_files
from ..views import core
from ..views.model import FunctionView
from ..views.module import functions_in_groups
from . import libraries
from .layout import HEADERS


@dataclass
class Timings:
    """Seconds spent per stage, summed over libraries, and where formatted pieces came from."""

    stages: dict[str, float] = field(default_factory=dict)
    pieces: str = ""

    @contextmanager
    def stage(self, name: str) -> Iterator[None]:
        start = time.perf_counter()
        try:
            yield
        finally:
            self.stages[name] = self.stages.get(name, 0.0) + time.perf_counter() - start

    def report(self) -> str:
        total = sum(self.stages.values())
        parts = [f"{k} {v:.2f}s" for k, v in self.stages.items()]
        pieces = f"; formatted pieces: {self.pieces}" if self.pieces else ""
        return f"{total:.2f}s ({', '.join(parts)}){pieces}"


Step = Callable[[str], None]


def _no_step(what: str) -> None:
    pass


def parse_sources(sources: Sequence[clang_frontend.Source], timings: Timings, step: Step = _no_step) -> ir.Package:
    apis = []
    spent: dict[str, float] = {}
    start = time.perf_counter()
    for src in sources:
        step(f"parsing {src.library}")
        api = clang_frontend.parse(src, spent)
        if not src.version_macro:  # a header not in the library table: its version macro is found
            api = dataclasses.replace(api, version=find_version(api)[1])
        apis.append(api)
    parse = spent.get("libclang", 0.0)
    timings.stages["parse"] = timings.stages.get("parse", 0.0) + parse
    timings.stages["IR"] = timings.stages.get("IR", 0.0) + time.perf_counter() - start - parse
    release = sources[0].release if sources else ""
    return ir.Package(release, tuple(apis))


def _slug(title: str, name: str) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", (title or name).lower()).strip("-")
    return slug or name.lower()


@dataclass
class DocPage:
    file: str
    title: str
    brief: str
    doc: str
    functions: list[FunctionView]


def render_package(package: ir.Package, timings: Timings, rules_path: Path | None = None,
                   vendored: Path = HEADERS,
                   formatter: fmt.Formatter | None = None, step: Step = _no_step) -> dict[str, bytes]:
    """Every file of the package, formatted (by `formatter`, which keeps the format index),
    by relative path."""
    formatter = formatter or fmt.Formatter()
    env = render.environment()
    # The object layer, for a package that binds the driver (with its device attributes): the
    # shipped core/ package, and what it reads of the release (core/_release.py), rendered below.
    with timings.stage("views"):
        objects = core.core_view(package)
    if objects is not None and not objects.device_properties:
        objects = None
    files: dict[str, str] = {}
    shipped = shipped_files(object_layer=objects is not None)
    files.update(shipped)
    header = files["_cudagen.h"]
    for api in package.libraries:
        step(f"rendering {api.library}")
        with timings.stage("views"):
            view = libraries.view(api, rules_path, vendored)
        mod = api.library
        with timings.stage("render"):
            # The extension first: the module records the hash of the source it binds to.
            files[f"_{mod}.c"] = env.get_template("extension.c.j2").render(m=view)
            view.source_hash = source_hash(header, files[f"_{mod}.c"])
            files[f"{mod}.py"] = env.get_template("bindings.py.j2").render(m=view)
            files[f"_{mod}_bodies.py"] = env.get_template("bodies.py.j2").render(m=view)
            files[f"{mod}.pyi"] = env.get_template("stubs.pyi.j2").render(m=view)
            pages = []
            for group, fns in functions_in_groups(view):
                title = group.title if group else "Other functions"
                name = group.name if group else "other"
                brief = group.doc.brief if group else ""
                doc = group.doc.details if group else ""
                pages.append(DocPage(f"{mod}-{_slug(title, name)}.md", title, brief, doc, fns))
            for page in pages:
                files[f"docs/{page.file}"] = env.get_template("docs_group.md.j2").render(page=page, m=view)
            files[f"docs/{mod}.md"] = env.get_template("docs_index.md.j2").render(m=view, pages=pages)
    step("rendering core and _support")
    with timings.stage("render"):
        if objects is not None:
            files["core/_release.py"] = env.get_template("core_release.py.j2").render(c=objects)
            files["docs/core.md"] = env.get_template("docs_core.md.j2").render(c=objects)
        headers = sorted({(h.path, h.sha256) for api in package.libraries for h in api.headers})
        # CUDA_VERSION is the CUDA headers' (driver, runtime), not a library's own (cuBLAS 130100).
        cuda = [a for a in package.libraries if a.library in ("driver", "runtime")] or list(package.libraries)
        version = next((a.version for a in cuda if a.version), None)
        files["__init__.py"] = env.get_template("package_init.py.j2").render(
            release=package.release,
            version=version,
            generator_version=__version__,
            headers=headers,
            libraries=[a.library for a in package.libraries],
        )
        files["docs/index.md"] = _docs_index(package)
    step("formatting (black)")
    with timings.stage("black"):
        # The runtime files are shipped as they are (make lint keeps them in black's style).
        names = [n for n in files if n.endswith((".py", ".pyi")) and n not in shipped]
        formatted = formatter([(n, files[n], n.endswith(".pyi")) for n in names])
        files.update(zip(names, formatted, strict=True))
    timings.pieces = formatter.summary()
    out = {name: text.encode("utf-8") for name, text in files.items()}
    out["py.typed"] = b""
    with timings.stage("IR json"):
        # Without the doc prose, which the docstrings and docs pages carry (size budget).
        out["api.json"] = ir.to_json(package, prose=False).encode("utf-8")
    return out


def source_hash(header: str, source: str) -> str:
    """What a built extension records of the source it was built from (_build.py computes the
    same from the files): sha256 of the shared header and the extension's own C source."""
    return hashlib.sha256(header.encode("utf-8") + b"\0" + source.encode("utf-8")).hexdigest()


def _docs_index(package: ir.Package) -> str:
    lines = [f"# CUDA {package.release} bindings", ""]
    for api in package.libraries:
        lines.append(f"- [{api.library}]({api.library}.md): {len(api.functions)} functions, "
                     f"{len(api.enums)} enums, {len(api.records)} structs and unions")
    return "\n".join(lines) + "\n"


# The first line of a docs page that another release's page stands for (README: Size).
_SHARED_PAGE = re.compile(r"<!-- cudagen: same as (\.\./\.\./(\w+)/docs/([\w.-]+\.md)) -->\n")


def share_docs(files: dict[str, bytes], previous: Path) -> None:
    """Docs pages byte-identical to the same page of the release before (`previous`, a
    generated package on disk) become a pointer to the page that holds the text, which is kept
    once: a library whose API did not change between releases (cuBLAS 13.0 -> 13.5) costs its
    reference once, not per release."""
    for name, data in files.items():
        if not (name.startswith("docs/") and name.endswith(".md")):
            continue
        page = previous / name
        if not page.is_file():
            continue
        text = data.decode("utf-8")
        old = page.read_text(encoding="utf-8")
        target = f"../../{previous.name}/{name}"
        shared = _SHARED_PAGE.match(old)
        if shared:  # that page points further back: compare with (and point to) the original
            target = shared.group(1)
            original = previous.parent / shared.group(2) / "docs" / shared.group(3)
            old = original.read_text(encoding="utf-8") if original.is_file() else ""
        if old == text:
            title = text.split("\n", 1)[0]
            release = target.split("/")[2].removeprefix("cuda_").replace("_", ".")
            files[name] = (f"<!-- cudagen: same as {target} -->\n{title}\n\n"
                           f"This page is the same in CUDA {release}: [{target}]({target}).\n").encode()


def generate(sources: Sequence[clang_frontend.Source], out: Path, timings: Timings | None = None,
             rules_path: Path | None = None, format_index: bool = False, step: Step = _no_step,
             vendored: Path = HEADERS,
             previous: Path | None = None, known: Path | None = None) -> ir.Package:
    """Parse, render and atomically write one package; nothing is written on error.
    With `format_index`, formatted pieces are taken from the packages beside `out` where
    their indexes (out/../.format/*.json) show them, and out's index is written after it;
    else with `known` (a folder of generated packages, the checkout's generated/), from those.
    With `previous` (the package of the release before), docs pages identical to its own
    are written as pointers to them (share_docs)."""
    timings = timings or Timings()
    if not sources:
        raise GeneratorError("nothing to generate")
    root = out.resolve().parent
    committed = fmt.committed(root, out.name) if format_index else None
    if committed is None and known is not None and not format_index:
        committed = fmt.committed(known, "")
    formatter = fmt.Formatter(committed)
    package = parse_sources(sources, timings, step)
    files = render_package(package, timings, rules_path, vendored, formatter, step)
    if previous is not None and previous.is_dir():
        share_docs(files, previous)
    step("writing")
    with timings.stage("write"):
        write_package(out, files)
        if format_index:  # after the package: a run that fails earlier leaves both as they were
            write_file(fmt.index_path(root, out.name), formatter.index_json().encode("utf-8"))
    return package
