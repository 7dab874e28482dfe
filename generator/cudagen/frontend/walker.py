"""The walk of one translation unit: top-level cursors in, `ir.Api` out.

The walker only composes: each declaration kind has its own builder (functions.py,
records.py, enums.py, typedefs.py, defines.py), on shared helpers for files, names, types
and docs. It dispatches the owned headers' top-level cursors to them, takes in declarations
a source may use from headers it does not own, and assembles the Api once all are seen.
"""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING

import clang.cindex as ci

from .. import ir
from ..errors import GeneratorError
from .ctype import Types
from .cxx import Cxx, top_level
from .defines import Defines
from .docs import Docs
from .enums import Enums
from .files import Files
from .functions import Functions
from .names import Names, decl_key
from .records import Records
from .typedefs import Typedefs

if TYPE_CHECKING:  # clang.py imports this module to run the walk
    from .clang import Source


class Walker:
    """Walks one translation unit and builds the IR of the owned headers."""

    def __init__(self, source: Source, tu: ci.TranslationUnit, files: Files, language: str = "c",
                 language_reason: str = "") -> None:
        self.source = source
        self.tu = tu
        self.files = files
        self.language = language
        self.language_reason = language_reason
        # A C++ parse: what of the C++ Python can call, and what is refused (cxx.py).
        self.cxx = Cxx(files) if language == "c++" else None
        self.docs = Docs(files)
        self.names = Names()
        self.foreign_taken: set[str] = set()  # declarations taken in from headers not owned
        self.types = Types(files, self.names, self.take_foreign if source.foreign else None)
        self.enums = Enums(files, self.docs, self.names, self.types)
        self.records = Records(files, self.docs, self.names, self.types, self.enums,
                               self.cxx.record_problem if self.cxx is not None else None)
        self.typedefs = Typedefs(files, self.docs, self.names, self.types, self.records, self.enums)
        self.functions = Functions(files, self.docs, self.types)
        self.defines = Defines(files, self.docs, self.typedefs, self.enums, tu, source.root)

    def take_foreign(self, decl: ci.Cursor) -> None:
        """Take in a typedef, struct, union or enum this library uses from a header it does
        not own (once), named as its own header would name it."""
        key = decl_key(decl)
        if key in self.foreign_taken:
            return
        self.foreign_taken.add(key)
        if decl.kind in (ci.CursorKind.TYPEDEF_DECL, ci.CursorKind.TYPE_ALIAS_DECL):
            self.names.name_after_typedef(decl)
            self.typedefs.typedef(decl)
        elif decl.kind in (ci.CursorKind.STRUCT_DECL, ci.CursorKind.UNION_DECL, ci.CursorKind.CLASS_DECL):
            definition = decl.get_definition()
            self.records.record(definition if definition is not None else decl)
        elif decl.kind == ci.CursorKind.ENUM_DECL:
            definition = decl.get_definition()
            if definition is not None:
                self.enums.enum(definition)

    def build(self) -> ir.Api:
        cxx = self.cxx
        if cxx is not None:  # the owned declarations inside extern "C" blocks and namespaces too
            top = cxx.declarations(self.tu.cursor.get_children())
        else:
            top = [c for c in self.tu.cursor.get_children() if self.files.is_owned(c)]
        self.names.name_from_typedefs(top)
        for cur in top:
            k = cur.kind
            if k == ci.CursorKind.FUNCTION_DECL:
                if cxx is None:
                    self.functions.function(cur)
                elif cxx.bindable_function(cur):
                    self.functions.function(cur, inline=cxx.has_body(cur))
            elif k in (ci.CursorKind.STRUCT_DECL, ci.CursorKind.UNION_DECL, ci.CursorKind.CLASS_DECL):
                self.records.record(cur)
            elif k == ci.CursorKind.ENUM_DECL:
                self.enums.enum(cur)
            elif k in (ci.CursorKind.TYPEDEF_DECL, ci.CursorKind.TYPE_ALIAS_DECL):
                if cxx is None or cxx.bindable_typedef(cur):
                    self.typedefs.typedef(cur)
            elif k == ci.CursorKind.MACRO_DEFINITION:
                self.defines.definition(cur)
        if self.types.problems:
            raise GeneratorError("the headers use types this library does not declare", sorted(set(self.types.problems)))
        self.functions.drop_forwarded()
        if cxx is not None:
            cxx.drop_cxx_forwards(self.functions.functions)
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
            language="c++" if cxx is not None else "c",
            language_reason=self.language_reason,
            refused=tuple(cxx.refused.values()) if cxx is not None else (),
        ).sorted()

    def function_symbols(self) -> dict[str, str]:
        """Public name -> symbol of every exported function (no other work)."""
        cursors = self.tu.cursor.get_children()
        if self.cxx is not None:  # those inside extern "C" blocks and namespaces too
            return self.functions.exported_symbols(top_level(cursors, self.files.is_owned))
        return self.functions.exported_symbols(cursors)
