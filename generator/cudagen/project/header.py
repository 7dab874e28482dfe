"""A header given on the command line (`cudagen generate --header FILE`): what the front end
parses for it.

A vendored release is parsed hermetically; a user's header is parsed as its compiler would see
it: cudagen's C library stand-ins first (so what they cover does not depend on the machine),
then the machine's own C include folders (`cc -E -v`) for the rest, `-D` macros, and CUDA's own
headers from a vendored release (`--with runtime=13.0`) or a folder. Declarations the header
uses from headers it does not own (CUDA's `cudaStream_t` and `cuComplex`, the C library's `FILE`)
are taken in, named and laid out as there, as the vendored libraries take the runtime's in.
"""

from __future__ import annotations

import keyword
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ..errors import GeneratorError
from ..frontend.clang import Source
from ..frontend.system import compiler_include_dirs
from . import layout
from .table import TABLE_NAME, entry, table

# Names a module of a generated package cannot have: its own files.
RESERVED_MODULES = frozenset({"_support", "__init__", "api", "docs", "py"})


@dataclass(frozen=True, slots=True)
class HeaderOptions:
    """What the command line says about one header (`generate`, `dump-ir` and `explain`)."""

    header: Path
    include: Sequence[Path] = ()  # -I
    defines: Sequence[str] = ()  # -D NAME[=VALUE]
    with_: Sequence[str] = ()  # --with MODULE=RELEASE or MODULE=DIR
    owned: Sequence[str] = ()  # --owned HEADER: more headers whose declarations are the library's
    module: str | None = None
    system_includes: bool = True


def module_name(header: Path, module: str | None) -> str:
    """The module's name: --module, else the header's stem made an identifier."""
    if module is not None:
        return module
    name = re.sub(r"\W", "_", header.stem)
    if name[:1].isdigit() or keyword.iskeyword(name) or name in RESERVED_MODULES:
        name = f"lib_{name}"
    return name


def with_folder(spec: str, headers: Path = layout.HEADERS) -> Path:
    """The include folder `--with MODULE=RELEASE` (or MODULE=DIR) names: the vendored release's
    headers folder when the release binds MODULE, else the folder given."""
    module, sep, value = spec.partition("=")
    if not sep or not module or not value:
        raise GeneratorError(f"--with {spec!r}: expected MODULE=RELEASE (runtime=13.0) or MODULE=DIR")
    if Path(value).is_dir() and not re.fullmatch(r"\d+\.\d+", value):
        return Path(value).resolve()
    if not re.fullmatch(r"\d+\.\d+", value):
        raise GeneratorError(f"--with {spec}: {value!r} is neither a CUDA release (13.0) nor a folder")
    if not (headers / TABLE_NAME).is_file():
        raise GeneratorError(f"--with {spec}: the vendored releases are in a cudagen checkout's headers/ "
                             f"(this cudagen is installed); pass --with {module}=DIR, DIR a CUDA include folder")
    vendored = layout.releases(headers)
    if value not in vendored:
        raise GeneratorError(f"--with {spec}: release {value} is not vendored (vendored: {', '.join(vendored)})")
    modules = [e.module for e in table(headers) if (headers / value / e.main).is_file()]
    if module not in modules:
        raise GeneratorError(f"--with {spec}: CUDA {value}'s package has no {module!r} module "
                             f"(it has {', '.join(modules)})")
    return (headers / value).resolve()


def not_found_hint(options: HeaderOptions, system: Sequence[Path], headers: Path = layout.HEADERS) -> str:
    """What to add when a header is not found."""
    vendored = layout.releases(headers) if headers.is_dir() else []
    cuda = (f"--with runtime={vendored[-1]} or --with driver={vendored[-1]} (CUDA's headers of a vendored "
            f"release: {', '.join(vendored)})"
            if vendored else "--with runtime=DIR (DIR: a CUDA toolkit's include folder)")
    libc = ("the C library's from " + ", ".join(str(p) for p in system) if system else
            "the system's C headers: none searched (" + ("--no-system-includes" if not options.system_includes
                                                        else "no C compiler (cc, or $CC) said where they are") + ")")
    return (f"hint: CUDA's own headers (cuda.h, cuda_runtime_api.h, cuComplex.h, ...): add {cuda}, "
            f"or -I the folder that has them; searched besides the header's own folder and -I: cudagen's "
            f"C library stand-ins, then {libc}")


def header_source(options: HeaderOptions, headers: Path = layout.HEADERS) -> Source:
    """The Source of a header given on the command line."""
    header = options.header
    if not header.is_file():
        raise GeneratorError(f"{header}: header not found")
    for define in options.defines:
        if not re.fullmatch(r"[A-Za-z_]\w*(=.*)?", define, re.S):
            raise GeneratorError(f"-D {define!r}: expected NAME or NAME=VALUE")
    main = header.resolve()
    root = main.parent
    owned = [main.name]
    for name in options.owned:
        path = (root / name) if not Path(name).is_absolute() else Path(name)
        if not path.is_file():
            raise GeneratorError(f"--owned {name}: no such header (relative to {root}, or a path)")
        try:
            owned.append(path.resolve().relative_to(root).as_posix())
        except ValueError:
            raise GeneratorError(f"--owned {name}: must be in the header's folder {root}") from None
    include = tuple(with_folder(spec, headers) for spec in options.with_) + tuple(options.include)
    for folder in include:
        if not folder.is_dir():
            raise GeneratorError(f"-I {folder}: no such folder")
    system = compiler_include_dirs() if options.system_includes else ()
    module = module_name(header, options.module)
    # A module named as a library of the table (cusparse) is bound as the table says: its
    # rules, loader and version macro (project.libraries.view); --with names the release.
    known = entry(module, headers) if (headers / TABLE_NAME).is_file() else None
    releases = {spec.partition("=")[2] for spec in options.with_} & set(layout.releases(headers) if headers.is_dir() else ())
    return Source(
        module, releases.pop() if len(releases) == 1 else "", main, root, tuple(owned), include,
        version_macro=known.version_macro if known is not None else "",  # "": found (rules.library.find_version)
        defines=tuple(options.defines), foreign=True, system_include_dirs=system,
        not_found_hint=not_found_hint(options, system, headers),
    )
