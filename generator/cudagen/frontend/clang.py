"""The libclang front end's entry: headers in, IR out.

`parse` has libclang parse a Source into a translation unit and walker.py walk it into the
IR; no libclang object leaves cudagen.frontend. Parsing is hermetic: `-nostdinc` plus
cudagen's own builtin headers (`include/`) for a fixed target, so the IR does not depend on
the machine. Any clang error stops generation with its file:line.
"""

from __future__ import annotations

import dataclasses
import time
from dataclasses import dataclass
from pathlib import Path

import clang.cindex as ci

from .. import ir
from ..errors import GeneratorError
from . import cxx
from .entry_points import proc_versions, with_proc_versions
from .files import Files, function_declarations, included_under, relative_name
from .walker import Walker

# What the rest of cudagen uses; proc_versions is re-exported from entry_points.py.
__all__ = ["BUILTIN_INCLUDE", "CUDA_C_INCLUDE", "STANDIN_INCLUDE", "TARGET", "Source", "clang_args", "parse",
           "proc_versions"]

BUILTIN_INCLUDE = Path(__file__).resolve().parent / "include"
# Stand-ins for headers that CUDA's headers include but CUDA does not ship (GL/gl.h, EGL/egl.h,
# EGL/eglext.h, vdpau/vdpau.h): the types they use, at their real sizes. A plain C compiler can
# take this folder too (tests/test_layout.py does).
STANDIN_INCLUDE = BUILTIN_INCLUDE / "standins"
# C stand-ins for CUDA's C++ headers (cuda_runtime.h, cuda_fp16.h, ...), searched last.
CUDA_C_INCLUDE = BUILTIN_INCLUDE / "cuda_c"
TARGET = "x86_64-unknown-linux-gnu"


@dataclass(frozen=True, slots=True)
class Source:
    """What to parse for one library: the main header, the include root that relative
    paths are taken from, and which headers' declarations belong to the library."""

    library: str
    release: str
    main: Path
    root: Path
    owned: tuple[str, ...]  # paths relative to root; the main header is always owned
    include_dirs: tuple[Path, ...] = ()
    version_macro: str = "CUDA_VERSION"
    defines: tuple[str, ...] = ()
    extra: tuple[str, ...] = ()  # more headers (relative to root) parsed after main, e.g. library_types.h
    # Defined in a second parse to learn each function's per-thread default-stream symbol.
    per_thread_define: str = ""
    # cudaTypedefs.h (relative to root): the CUDA version of each entry point's ABI; more
    # such headers (cudaGLTypedefs.h, ...) for the entry points of `extra` headers.
    proc_typedefs: str = ""
    more_proc_typedefs: tuple[str, ...] = ()
    # Declarations this library's own use from headers it does not own (cudaStream_t from
    # driver_types.h in cuFFT) are taken in, with what they refer to, instead of being an error.
    foreign: bool = False
    # Searched after every other folder (-idirafter): the machine's C headers, for a header given
    # on the command line (system.py); a vendored release never has any.
    system_include_dirs: tuple[Path, ...] = ()
    # Added to a parse error that has a "file not found": where such headers come from.
    not_found_hint: str = ""
    # "c", "c++", or "auto": C, and C++ where the C parse meets C++ (cxx.py); a vendored
    # release is C, a header given on the command line auto unless --lang says.
    lang: str = "c"
    # Real headers parsed as if they only included another file (cudagen's stand-in, or CUDA's
    # own header of the release --with names), or nothing (None): (real, replacement) pairs.
    replaced: tuple[tuple[Path, Path | None], ...] = ()
    # An umbrella header: the headers under root that owned headers include are owned too,
    # except these (relative to root; CUDA's own, another library's, --not-owned) and what
    # only they include.
    umbrella: bool = False
    not_owned: tuple[str, ...] = ()
    # A module without functions is an error that names the included headers declaring some.
    need_functions: bool = False


def clang_args(source: Source) -> list[str]:
    language = ["-x", "c", "-std=c11"]
    cxx_first: list[str] = []
    if source.lang == "c++":  # <cstddef> and the C stand-ins' C++ forms come first
        # C's _Bool, which C++ does not know, is bool (C declarations a C++ parse reads).
        language, cxx_first = ["-x", "c++", "-std=c++17", "-D_Bool=bool"], ["-isystem", str(cxx.CXX_INCLUDE)]
    args = [
        *language, f"--target={TARGET}", "-nostdinc", *cxx_first,
        "-isystem", str(BUILTIN_INCLUDE), "-isystem", str(STANDIN_INCLUDE), "-I", str(source.root),
        "-fretain-comments-from-system-headers", "-ferror-limit=0",
    ]
    for include in source.include_dirs:
        args += ["-I", str(include)]
    for define in source.defines:
        args.append(f"-D{define}")
    args += ["-idirafter", str(CUDA_C_INCLUDE)]
    for include in source.system_include_dirs:
        args += ["-idirafter", str(include)]
    return args


def parse(source: Source, spent: dict[str, float] | None = None) -> ir.Api:
    """Parse `source` into an Api, or raise GeneratorError naming every clang error.
    Seconds spent in libclang's parser are added to spent["libclang"] (the rest is ours:
    walking the cursors into the IR, macros, docs)."""
    spent = {} if spent is None else spent
    tu, language, why = _translation_unit(source, spent)
    files = _files(source, tu)
    api = Walker(source, tu, files, language, why).build()
    if source.need_functions and not api.functions:
        raise _no_functions(source, tu, files)
    if source.proc_typedefs:
        api = with_proc_versions(api, [source.root / p for p in (source.proc_typedefs, *source.more_proc_typedefs)])
    if not source.per_thread_define:
        return api
    per_thread = dataclasses.replace(source, defines=(*source.defines, source.per_thread_define))
    tu = _translation_unit(per_thread, spent)[0]
    walker = Walker(per_thread, tu, _files(per_thread, tu), language, why)
    symbols = walker.function_symbols()
    functions = tuple(
        dataclasses.replace(f, per_thread_symbol=symbols[f.name])
        if symbols.get(f.name, f.symbol) != f.symbol
        else f
        for f in api.functions
    )
    return dataclasses.replace(api, functions=functions)


def _translation_unit(source: Source, spent: dict[str, float]) -> tuple[ci.TranslationUnit, str, str]:
    """The translation unit, the language it was parsed as ("c" or "c++") and why C++ ("" for C).
    `--lang auto` parses as C first, so that a C header is read as C (byte for byte as before),
    then as C++ where the C errors show C++."""
    start = time.perf_counter()
    try:
        if source.lang == "c++":
            return _parse_translation_unit(source), "c++", "--lang c++"
        if source.lang != "auto":
            return _parse_translation_unit(source), "c", ""
        try:
            return _parse_translation_unit(source), "c", ""
        except _CppSeen as seen:
            as_cxx = dataclasses.replace(source, lang="c++")
            return _parse_translation_unit(as_cxx, seen.why), "c++", seen.why
    finally:
        spent["libclang"] = spent.get("libclang", 0.0) + time.perf_counter() - start


class _CppSeen(Exception):
    """A C parse's errors show C++ (cxx.evidence): `why` says what, where."""

    def __init__(self, why: str) -> None:
        super().__init__(why)
        self.why = why


def _parse_translation_unit(source: Source, why_cxx: str = "") -> ci.TranslationUnit:
    if not source.main.is_file():
        raise GeneratorError(f"{source.main}: header not found")
    try:
        source.main.read_bytes()
    except OSError as exc:
        raise GeneratorError(f"{source.main}: cannot read: {exc.strerror}") from exc
    index = ci.Index.create()
    path = str(source.main)
    # A replaced header keeps its path (so the includes find it wherever they look, the
    # includer's own folder first) and takes the content that includes its replacement, where
    # its declarations then are: the IR and the errors name the replacement.
    unsaved = [(str(real), _replacement_text(replacement)) for real, replacement in source.replaced]
    if source.extra:
        # One translation unit for all: a main file that only includes the headers.
        path = str(source.root / "__cudagen_main__.h")
        text = "".join(f'#include "{h}"\n' for h in (_rel(source, source.main), *source.extra))
        unsaved.append((path, text))
    try:
        tu = index.parse(
            path,
            args=clang_args(source),
            unsaved_files=unsaved or None,
            options=ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD
            | ci.TranslationUnit.PARSE_SKIP_FUNCTION_BODIES,
        )
    except ci.TranslationUnitLoadError as exc:
        raise GeneratorError(f"{source.main}: libclang could not parse it: {exc}") from exc
    diagnostics = [d for d in tu.diagnostics if d.severity >= ci.Diagnostic.Error]
    errors = [f"{_diag_location(source, d)}: {d.spelling}" for d in diagnostics]
    if errors:
        defined = f" with -D{' -D'.join(source.defines)}" if source.defines else ""
        language = (f" as C++ ({why_cxx})" if why_cxx else " as C++") if source.lang == "c++" else ""
        title = f"{len(errors)} error(s) parsing {_rel(source, source.main)}{language}{defined}"
        if source.not_found_hint and any("file not found" in e for e in errors):
            errors.append(source.not_found_hint)
        if source.lang == "auto":
            why = cxx.evidence(diagnostics, _Lines(), lambda name: _rel(source, name))
            if why:
                raise _CppSeen(why)
            if not any("file not found" in e for e in errors):
                errors.append("hint: if the header is C++ (a C API in a C++ header), --lang c++ parses it as C++")
        raise GeneratorError(title, errors)
    return tu


class _Lines:
    """The lines of the files a parse's errors point into, each file read once."""

    def __init__(self) -> None:
        self.files: dict[Path, list[str]] = {}

    def __call__(self, path: Path) -> list[str]:
        if path not in self.files:
            try:
                self.files[path] = path.read_text(encoding="utf-8", errors="replace").splitlines()
            except OSError:
                self.files[path] = []
        return self.files[path]


def _name_roots(source: Source) -> tuple[Path, ...]:
    """The folders a header's name in the IR is relative to, first match first."""
    # cudagen's own folders are resolved already (BUILTIN_INCLUDE comes from __file__.resolve()).
    return (source.root.resolve(), *[d.resolve() for d in source.include_dirs], STANDIN_INCLUDE,
            CUDA_C_INCLUDE, BUILTIN_INCLUDE, *source.system_include_dirs)


def _rel(source: Source, path: Path | str) -> str:
    """`path` as the headers include it: relative to the release's root, an include folder, or
    cudagen's stand-in folders (never a machine's absolute path: api.json is committed)."""
    return relative_name(path, _name_roots(source))


def _replacement_text(replacement: Path | None) -> str:
    if replacement is None:
        return "/* cudagen: a device-side header; nothing a C API declares */\n"
    return f'#include "{replacement.resolve()}"\n'


def _files(source: Source, tu: ci.TranslationUnit) -> Files:
    """The files a walk of `source` reads; the main header is always owned, and an umbrella's
    headers that it includes (files.included_under)."""
    owned = {(source.root / p).resolve() for p in (*source.owned, *source.extra)}
    owned.add(source.main.resolve())
    if source.umbrella:
        excluded = {(source.root / p).resolve() for p in source.not_owned}
        excluded |= {real.resolve() for real, _ in source.replaced}
        owned |= included_under(tu, owned, source.root.resolve(), excluded)
    return Files(owned, _name_roots(source), BUILTIN_INCLUDE)


def _no_functions(source: Source, tu: ci.TranslationUnit, files: Files) -> GeneratorError:
    """The error for a module without functions: the headers of the main header's folder that
    it includes and that declare functions, and how many each."""
    root = source.root.resolve()
    declared: dict[Path, set[str]] = {}
    for cur in function_declarations(tu):
        path = files.path(cur.location.file.name)
        if path not in files.owned and path.is_relative_to(root) and cur.storage_class != ci.StorageClass.STATIC:
            declared.setdefault(path, set()).add(cur.spelling)
    problems = [f"{files.rel(p)}: {len(names)} function(s) (--owned {p.relative_to(root).as_posix()})"
                for p, names in sorted(declared.items(), key=lambda kv: (-len(kv[1]), kv[0]))]
    owned = ", ".join(sorted(files.rel(p) for p in files.owned))
    if problems:
        problems.append("a header owns those of its folder that it includes, except CUDA's own and those of the "
                        "libraries in cudagen's headers/libraries.toml; --owned HEADER adds one")
    else:
        problems.append(f"no header of its folder {root} that it includes declares any either")
    return GeneratorError(f"{_rel(source, source.main)}: the module {source.library!r} would have no function "
                          f"(owned: {owned}); nothing written", problems)


def _diag_location(source: Source, d: ci.Diagnostic) -> str:
    loc = d.location
    if loc.file is None:
        return str(source.main)
    return f"{loc.file.name}:{loc.line}:{loc.column}"
