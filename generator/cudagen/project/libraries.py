"""Which libraries a release's package has, and how each is parsed and viewed: each entry of the
library table (table.py) gives its module's `Source` (what the front end parses) and, with its
`Library`, the module's view."""

from __future__ import annotations

from pathlib import Path

from .. import ir
from ..errors import GeneratorError
from ..frontend.clang import STANDIN_INCLUDE, Source
from ..rules.library import infer
from ..views.model import ModuleView
from ..views.module import module_view
from .layout import HEADERS, releases
from .table import TABLE_NAME, LibraryEntry, entry, table


def standins(e: LibraryEntry) -> tuple[str, ...]:
    """The entry's extra headers that are cudagen's stand-ins (vdpau/vdpau.h), in parse order: a
    C compiler given the stand-in folder includes them before the headers that expect them."""
    return tuple(h for h in e.extra if (STANDIN_INCLUDE / h).is_file())


def source(e: LibraryEntry, release: str, root: Path) -> Source:
    """What the front end parses for this module in a release vendored under `root`."""
    main_typedefs = e.proc_typedefs[0] if e.proc_typedefs else ""
    return Source(
        e.module, release, root / e.main, root, e.owned,
        extra=tuple(h for h in e.extra if (root / h).is_file() or (STANDIN_INCLUDE / h).is_file()),
        version_macro=e.version_macro, per_thread_define=e.per_thread_define,
        proc_typedefs=main_typedefs if main_typedefs and (root / main_typedefs).is_file() else "",
        more_proc_typedefs=tuple(h for h in e.proc_typedefs[1:] if (root / h).is_file()),
        foreign=bool(e.uses),
    )


def view(api: ir.Api, rules_path: Path | None = None, headers: Path = HEADERS,
         python_api_only: bool = False) -> ModuleView:
    """The view of a module: a library of the table (found by module name) with its rules file
    and description, else one classified by `rules_path` and described from its own IR
    (`python_api_only`: views.module.module_view)."""
    found = entry(api.library, headers) if (headers / TABLE_NAME).is_file() else None
    if found is None:
        return module_view(api, rules_path, infer(api), python_api_only)
    return module_view(api, rules_path or found.rules_path, found.library, python_api_only)


def sources(release: str, headers: Path = HEADERS) -> list[Source]:
    """What the front end parses for each module of a vendored release, in module order."""
    root = headers / release
    if not root.is_dir():
        known = ", ".join(releases(headers)) or "none"
        raise GeneratorError(f"{root}: release {release} is not vendored (vendored: {known})")
    entries = table(headers)
    out = [source(e, release, root) for e in entries if (root / e.main).is_file()]
    if not out:
        raise GeneratorError(f"{root}: no known library header (expected one of "
                             f"{', '.join(e.main for e in entries)})")
    return out
