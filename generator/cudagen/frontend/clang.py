"""The libclang front end: headers in, IR out.

This is the only module that imports `clang.cindex`; no libclang object leaves it.
Parsing is hermetic: `-nostdinc` plus cudagen's own builtin headers (`include/`)
for a fixed target, so the IR does not depend on the machine. Any clang error
stops generation with its file:line.
"""

from __future__ import annotations

import dataclasses
import hashlib
import time
from dataclasses import dataclass
from pathlib import Path

import clang.cindex as ci

from .. import ir
from ..errors import GeneratorError
from .ctype import Types
from .defines import Defines
from .docs import Docs
from .entry_points import proc_versions, with_proc_versions
from .enums import Enums
from .files import Files, relative_name
from .functions import Functions
from .names import Names, decl_key
from .records import Records
from .typedefs import Typedefs

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


def clang_args(source: Source) -> list[str]:
    args = [
        "-x", "c", "-std=c11", f"--target={TARGET}", "-nostdinc",
        "-isystem", str(BUILTIN_INCLUDE), "-isystem", str(STANDIN_INCLUDE), "-I", str(source.root),
        "-fretain-comments-from-system-headers", "-ferror-limit=0",
    ]
    for include in source.include_dirs:
        args += ["-I", str(include)]
    for define in source.defines:
        args.append(f"-D{define}")
    return [*args, "-idirafter", str(CUDA_C_INCLUDE)]


def parse(source: Source, spent: dict[str, float] | None = None) -> ir.Api:
    """Parse `source` into an Api, or raise GeneratorError naming every clang error.
    Seconds spent in libclang's parser are added to spent["libclang"] (the rest is ours:
    walking the cursors into the IR, macros, docs)."""
    spent = {} if spent is None else spent
    api = _Walker(source, _translation_unit(source, spent), _files(source)).build()
    if source.proc_typedefs:
        api = with_proc_versions(api, [source.root / p for p in (source.proc_typedefs, *source.more_proc_typedefs)])
    if not source.per_thread_define:
        return api
    per_thread = dataclasses.replace(source, defines=(*source.defines, source.per_thread_define))
    walker = _Walker(per_thread, _translation_unit(per_thread, spent), _files(per_thread))
    symbols = walker.function_symbols()
    functions = tuple(
        dataclasses.replace(f, per_thread_symbol=symbols[f.name])
        if symbols.get(f.name, f.symbol) != f.symbol
        else f
        for f in api.functions
    )
    return dataclasses.replace(api, functions=functions)


def _translation_unit(source: Source, spent: dict[str, float]) -> ci.TranslationUnit:
    start = time.perf_counter()
    try:
        return _parse_translation_unit(source)
    finally:
        spent["libclang"] = spent.get("libclang", 0.0) + time.perf_counter() - start


def _parse_translation_unit(source: Source) -> ci.TranslationUnit:
    if not source.main.is_file():
        raise GeneratorError(f"{source.main}: header not found")
    try:
        source.main.read_bytes()
    except OSError as exc:
        raise GeneratorError(f"{source.main}: cannot read: {exc.strerror}") from exc
    index = ci.Index.create()
    path, unsaved = str(source.main), None
    if source.extra:
        # One translation unit for all: a main file that only includes the headers.
        path = str(source.root / "__cudagen_main__.h")
        text = "".join(f'#include "{h}"\n' for h in (_rel(source, source.main), *source.extra))
        unsaved = [(path, text)]
    try:
        tu = index.parse(
            path,
            args=clang_args(source),
            unsaved_files=unsaved,
            options=ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD
            | ci.TranslationUnit.PARSE_SKIP_FUNCTION_BODIES,
        )
    except ci.TranslationUnitLoadError as exc:
        raise GeneratorError(f"{source.main}: libclang could not parse it: {exc}") from exc
    errors = [
        f"{_diag_location(source, d)}: {d.spelling}"
        for d in tu.diagnostics
        if d.severity >= ci.Diagnostic.Error
    ]
    if errors:
        defined = f" with -D{' -D'.join(source.defines)}" if source.defines else ""
        raise GeneratorError(
            f"{len(errors)} error(s) parsing {_rel(source, source.main)}{defined}", errors
        )
    return tu


def _name_roots(source: Source) -> tuple[Path, ...]:
    """The folders a header's name in the IR is relative to, first match first."""
    # cudagen's own folders are resolved already (BUILTIN_INCLUDE comes from __file__.resolve()).
    return (source.root.resolve(), *[d.resolve() for d in source.include_dirs], STANDIN_INCLUDE,
            CUDA_C_INCLUDE, BUILTIN_INCLUDE)


def _rel(source: Source, path: Path | str) -> str:
    """`path` as the headers include it: relative to the release's root, an include folder, or
    cudagen's stand-in folders (never a machine's absolute path: api.json is committed)."""
    return relative_name(path, _name_roots(source))


def _files(source: Source) -> Files:
    """The files a walk of `source` reads; the main header is always owned."""
    owned = {(source.root / p).resolve() for p in (*source.owned, *source.extra)}
    owned.add(source.main.resolve())
    return Files(owned, _name_roots(source), BUILTIN_INCLUDE)


def _diag_location(source: Source, d: ci.Diagnostic) -> str:
    loc = d.location
    if loc.file is None:
        return str(source.main)
    return f"{loc.file.name}:{loc.line}:{loc.column}"


class _Walker:
    """Walks one translation unit and builds the IR of the owned headers."""

    def __init__(self, source: Source, tu: ci.TranslationUnit, files: Files) -> None:
        self.source = source
        self.tu = tu
        self.files = files
        self.docs = Docs(files)
        self.names = Names()
        self.types = Types(files, self.names, self.take_foreign if source.foreign else None)
        self.enums = Enums(files, self.docs, self.names, self.types)
        self.records = Records(files, self.docs, self.names, self.types, self.enums)
        self.typedefs = Typedefs(files, self.docs, self.names, self.types, self.records, self.enums)
        self.functions = Functions(files, self.docs, self.types)
        self.foreign_taken: set[str] = set()  # declarations taken in from headers not owned
        self.defines = Defines(files, self.docs, self.typedefs, self.enums, tu, source.root)

    def take_foreign(self, decl: ci.Cursor) -> None:
        """Take in a typedef, struct, union or enum this library uses from a header it does
        not own (once), named as its own header would name it."""
        key = decl_key(decl)
        if key in self.foreign_taken:
            return
        self.foreign_taken.add(key)
        if decl.kind == ci.CursorKind.TYPEDEF_DECL:
            self.names.name_after_typedef(decl)
            self.typedefs.typedef(decl)
        elif decl.kind in (ci.CursorKind.STRUCT_DECL, ci.CursorKind.UNION_DECL):
            definition = decl.get_definition()
            self.records.record(definition if definition is not None else decl)
        elif decl.kind == ci.CursorKind.ENUM_DECL:
            definition = decl.get_definition()
            if definition is not None:
                self.enums.enum(definition)

    # --- declarations ----------------------------------------------------------------

    def build(self) -> ir.Api:
        top = [c for c in self.tu.cursor.get_children() if self.files.is_owned(c)]
        self.names.name_from_typedefs(top)
        for cur in top:
            k = cur.kind
            if k == ci.CursorKind.FUNCTION_DECL:
                self.functions.function(cur)
            elif k in (ci.CursorKind.STRUCT_DECL, ci.CursorKind.UNION_DECL):
                self.records.record(cur)
            elif k == ci.CursorKind.ENUM_DECL:
                self.enums.enum(cur)
            elif k == ci.CursorKind.TYPEDEF_DECL:
                self.typedefs.typedef(cur)
            elif k == ci.CursorKind.MACRO_DEFINITION:
                self.defines.definition(cur)
        if self.types.problems:
            raise GeneratorError("the headers use types this library does not declare", sorted(set(self.types.problems)))
        self.functions.drop_forwarded()
        ok, skipped = self.defines.evaluate(self.functions.functions)
        self.functions.name_by_aliases(ok)
        version = next((m.value for m in ok if m.name == self.source.version_macro), None)
        headers = tuple(
            ir.HeaderFile(self.files.rel(p), hashlib.sha256(p.read_bytes()).hexdigest())
            for p in sorted(self.files.owned)
            if p.is_file()
        )
        return ir.Api(
            library=self.source.library,
            release=self.source.release,
            version=version if isinstance(version, int) else None,
            headers=headers,
            functions=tuple(self.functions.functions.values()),
            enums=tuple(self.enums.enums.values()),
            records=tuple(self.records.records.values()),
            typedefs=tuple(self.typedefs.typedefs.values()),
            callbacks=tuple(self.typedefs.callbacks.values()),
            macros=tuple(ok),
            skipped_macros=tuple(skipped),
            groups=tuple(self.docs.group_items),
        ).sorted()

    def function_symbols(self) -> dict[str, str]:
        """Public name -> symbol of every exported function (no other work)."""
        return self.functions.exported_symbols(self.tu.cursor.get_children())
