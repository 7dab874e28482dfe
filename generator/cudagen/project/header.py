"""A header given on the command line (`cudagen generate --header FILE`): what the front end
parses for it.

A vendored release is parsed hermetically; a user's header is parsed as its compiler would see
it: cudagen's C library stand-ins first (so what they cover does not depend on the machine),
then the machine's own C include folders (`cc -E -v`) for the rest, `-D` macros, and CUDA's own
headers from a vendored release (`--with runtime=13.0`) or a folder. Declarations the header
uses from headers it does not own (CUDA's `cudaStream_t` and `cuComplex`, the C library's `FILE`)
are taken in, named and laid out as there, as the vendored libraries take the runtime's in.

A header is often where pip and the toolkit install it: in one include folder with every other
CUDA header (`site-packages/nvidia/cu13/include`, `/usr/local/cuda/include`). There the real
device-side headers beside it (cuda_fp16.h, cuda_runtime.h, crt/, nv/: C++ at heart, they need
nvcc's world) are replaced by cudagen's stand-ins, and CUDA's own headers by those of the
release `--with` names, whatever sits beside the header (the front end's `Source.replaced`).
The header owns what it includes of its own folder (an umbrella header such as cupti.h), but
CUDA's own headers and those of the other libraries cudagen knows (headers/libraries.toml with
headers/manifest.toml: data, not a list here).
"""

from __future__ import annotations

import keyword
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ..errors import GeneratorError
from ..frontend.clang import CUDA_C_INCLUDE, Source
from ..frontend.system import compiler_include_dirs
from . import layout
from .table import TABLE_NAME, LibraryEntry, entry, module_headers, table

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
    not_owned: Sequence[str] = ()  # --not-owned HEADER: included headers of its folder it does not own
    need_functions: bool = True  # a module without functions is an error (not for dump-ir)
    lang: str = "auto"  # --lang: c, c++, or auto (C, then C++ where the C parse meets C++)


def module_name(header: Path, module: str | None) -> str:
    """The module's name: --module, else the header's stem made an identifier."""
    if module is not None:
        return module
    name = re.sub(r"\W", "_", header.stem)
    if name[:1].isdigit() or keyword.iskeyword(name) or name in RESERVED_MODULES:
        name = f"lib_{name}"
    return name


@dataclass(frozen=True, slots=True)
class CudaFolder:
    """A folder `--with` names, and the headers of its module taken from it whatever sits
    beside the header (names relative to the folder)."""

    folder: Path
    names: frozenset[str]


def with_folder(spec: str, headers: Path = layout.HEADERS) -> Path:
    """The include folder `--with MODULE=RELEASE` (or MODULE=DIR) names: the vendored release's
    headers folder when the release binds MODULE, else the folder given."""
    return with_headers(spec, headers).folder


def with_headers(spec: str, headers: Path = layout.HEADERS) -> CudaFolder:
    """What `--with MODULE=RELEASE` (or MODULE=DIR) names: the folder, and the headers of MODULE
    it has (the table's and the manifest's names: for the runtime, cuda_runtime_api.h,
    driver_types.h, cuComplex.h, crt/host_defines.h, ...)."""
    module, sep, value = spec.partition("=")
    if not sep or not module or not value:
        raise GeneratorError(f"--with {spec!r}: expected MODULE=RELEASE (runtime=13.0) or MODULE=DIR")
    known = (headers / TABLE_NAME).is_file()
    if Path(value).is_dir() and not re.fullmatch(r"\d+\.\d+", value):
        folder = Path(value).resolve()
        e = entry(module, headers) if known else None
        names = module_headers(e, headers) if e is not None else frozenset()
        return CudaFolder(folder, frozenset(n for n in names if (folder / n).is_file()))
    if not re.fullmatch(r"\d+\.\d+", value):
        raise GeneratorError(f"--with {spec}: {value!r} is neither a CUDA release (13.0) nor a folder")
    if not known:
        raise GeneratorError(f"--with {spec}: {headers} has no vendored releases ({TABLE_NAME} is missing); "
                             f"pass --with {module}=DIR, DIR a CUDA include folder")
    vendored = layout.releases(headers)
    if value not in vendored:
        raise GeneratorError(f"--with {spec}: release {value} is not vendored (vendored: {', '.join(vendored)})")
    entries = {e.module: e for e in table(headers) if (headers / value / e.main).is_file()}
    if module not in entries:
        raise GeneratorError(f"--with {spec}: CUDA {value}'s package has no {module!r} module "
                             f"(it has {', '.join(entries)})")
    folder = (headers / value).resolve()
    names = module_headers(entries[module], headers, value)
    return CudaFolder(folder, frozenset(n for n in names if (folder / n).is_file()))


def standin_names() -> frozenset[str]:
    """cudagen's stand-ins for CUDA's device-side headers (cuda_fp16.h, crt/host_config.h,
    nv/target, ...): every file of the front end's cuda_c/ folder but its README."""
    return frozenset(p.relative_to(CUDA_C_INCLUDE).as_posix() for p in CUDA_C_INCLUDE.rglob("*")
                     if p.is_file() and p.suffix != ".md")


def device_folders() -> tuple[str, ...]:
    """Folders of device-side headers (crt/, nv/): cuda_c/ has stand-ins for some of their files;
    any other file of theirs (but CUDA's own, crt/host_defines.h) declares nothing for C."""
    return tuple(sorted(p.name for p in CUDA_C_INCLUDE.iterdir() if p.is_dir()))


def replacements(search: Sequence[Path], cuda: Sequence[CudaFolder], cuda_own: frozenset[str],
                 keep: set[Path]) -> tuple[tuple[Path, Path | None], ...]:
    """The real headers in the folders a parse searches that are parsed as something else: a
    device-side header as cudagen's stand-in (or as nothing, for the other files of crt/ and nv/),
    a header of a `--with` module as that folder's. Stand-ins win; `keep` (the owned headers) are
    never replaced."""
    standins = standin_names()
    out: dict[Path, Path | None] = {}
    for folder in dict.fromkeys(f.resolve() for f in search):
        for name in sorted(standins):
            if (folder / name).is_file():
                out.setdefault((folder / name).resolve(), CUDA_C_INCLUDE / name)
        for sub in device_folders():
            for real in sorted((folder / sub).rglob("*")) if (folder / sub).is_dir() else ():
                name = real.relative_to(folder).as_posix()
                if real.is_file() and name not in standins and name not in cuda_own:
                    out.setdefault(real.resolve(), None)
        for c in cuda:
            if c.folder == folder:
                continue
            for name in sorted(c.names):
                if (folder / name).is_file():
                    out.setdefault((folder / name).resolve(), c.folder / name)
    return tuple((real, new) for real, new in out.items()
                 if real not in keep and (new is None or new.resolve() != real))


def _owned_by_others(main: Path, module: str, headers: Path) -> tuple[frozenset[str], frozenset[str]]:
    """The headers of the library table's modules other than this one (the module of that name,
    or whose headers have the main header: cublas_v2.h and cublas.h are cuBLAS's), CUDA's own
    among them (the driver's and the runtime's); and the headers of every module."""
    if not (headers / TABLE_NAME).is_file():
        return frozenset(), frozenset()
    sets: list[tuple[LibraryEntry, frozenset[str]]] = [(e, module_headers(e, headers)) for e in table(headers)]
    everything = frozenset(n for _, names in sets for n in names)
    others = frozenset(n for e, names in sets if main.name not in names and e.module != module for n in names)
    return others, everything


def _in_folder(option: str, name: str, root: Path) -> str:
    path = (root / name) if not Path(name).is_absolute() else Path(name)
    if not path.is_file():
        raise GeneratorError(f"{option} {name}: no such header (relative to {root}, or a path)")
    try:
        return path.resolve().relative_to(root).as_posix()
    except ValueError:
        raise GeneratorError(f"{option} {name}: must be in the header's folder {root}") from None


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
    owned = [main.name, *(_in_folder("--owned", name, root) for name in options.owned)]
    not_owned = [_in_folder("--not-owned", name, root) for name in options.not_owned]
    for name in not_owned:
        if name == main.name:
            raise GeneratorError(f"--not-owned {name}: the main header is always owned")
        if name in owned:
            raise GeneratorError(f"--not-owned {name}: also given with --owned")
    cuda = tuple(with_headers(spec, headers) for spec in options.with_)
    include = tuple(c.folder for c in cuda) + tuple(options.include)
    for folder in include:
        if not folder.is_dir():
            raise GeneratorError(f"-I {folder}: no such folder")
    system = compiler_include_dirs() if options.system_includes else ()
    module = module_name(header, options.module)
    # A module named as a library of the table (cusparse) is bound as the table says: its
    # rules, loader and version macro (project.libraries.view); --with names the release.
    known = entry(module, headers) if (headers / TABLE_NAME).is_file() else None
    releases = {spec.partition("=")[2] for spec in options.with_} & set(layout.releases(headers) if headers.is_dir() else ())
    # The umbrella rule leaves out CUDA's own headers and other libraries' (cublasLt.h includes
    # cuBLAS's cublas_api.h), the stand-ins' names, and what --not-owned names.
    others, cuda_own = _owned_by_others(main, module, headers)
    excluded = sorted({*others, *standin_names(), *not_owned} - set(owned))
    replaced = replacements((root, *include, *system), cuda, cuda_own, {(root / p).resolve() for p in owned})
    return Source(
        module, releases.pop() if len(releases) == 1 else "", main, root, tuple(owned), include,
        version_macro=known.version_macro if known is not None else "",  # "": found (rules.library.find_version)
        defines=tuple(options.defines), foreign=True, system_include_dirs=system,
        not_found_hint=not_found_hint(options, system, headers),
        replaced=replaced, umbrella=True, not_owned=tuple(n for n in excluded if (root / n).is_file()),
        need_functions=options.need_functions, lang=options.lang,
    )
