"""C functions: the exported ones, and `static inline` wrappers that only forward to one.

A function's public name is the name written at its declaration: cuda.h declares
`cuMemAlloc` through a macro that expands to the versioned symbol `cuMemAlloc_v2`, and
cuBLAS names `cublasSgemm_v2` through `#define cublasSgemm cublasSgemm_v2`.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable

import clang.cindex as ci

from .. import ir
from .ctype import Types
from .docs import Docs
from .files import Files


class Functions:
    """The functions one walk declares, by public name."""

    def __init__(self, files: Files, docs: Docs, types: Types) -> None:
        self.files = files
        self.docs = docs
        self.types = types
        self.functions: dict[str, ir.Function] = {}
        self.forwarded: set[str] = set()  # symbols a public inline wrapper forwards to

    def exported_symbols(self, cursors: Iterable[ci.Cursor]) -> dict[str, str]:
        """Public name -> symbol of every exported function among `cursors` (no other work)."""
        out = {}
        for cur in cursors:
            if cur.kind == ci.CursorKind.FUNCTION_DECL and self.files.is_owned(cur):
                if not (cur.is_definition() or cur.storage_class == ci.StorageClass.STATIC):
                    out[self.public_name(cur)] = cur.spelling
        return out

    def public_name(self, cursor: ci.Cursor) -> str:
        """The name as written at the declaration: a macro like `cuMemAlloc` that expands
        to the versioned symbol `cuMemAlloc_v2` is the public name."""
        loc = cursor.location
        assert loc.file is not None
        line = self.files.lines(self.files.path(loc.file.name))[loc.line - 1]
        m = re.match(r"[A-Za-z_]\w*", line[loc.column - 1 :])
        return m.group(0) if m else cursor.spelling

    def forwarded_symbol(self, cur: ci.Cursor) -> str:
        """The function a `static inline` wrapper forwards to, when its body is nothing but
        `return symbol(args);` (nvJitLink's public API: `nvJitLinkCreate(...) { return
        __nvJitLinkCreate_13_0(...); }`), else "". Bodies are skipped by the parse: read from
        the text after the declaration."""
        end = cur.extent.end
        if end.file is None:
            return ""
        lines = self.files.lines(self.files.path(end.file.name))
        after = "\n".join([lines[end.line - 1][end.column - 1 :], *lines[end.line : end.line + 6]])
        after = re.sub(r"//[^\n]*|/\*.*?\*/", " ", after, flags=re.DOTALL)  # `) // name can be null`
        m = re.match(r"\s*\{\s*return\s+([A-Za-z_]\w*)\s*\(([^;{}]*)\)\s*;\s*\}", after)
        if m is None:
            return ""
        args = [a.strip() for a in m.group(2).split(",") if a.strip()]
        if args != [a.spelling for a in cur.get_arguments()]:
            return ""  # not a plain forward of its own parameters
        return m.group(1)

    def function(self, cur: ci.Cursor, inline: bool = False) -> None:
        """An exported function, or a wrapper that forwards to one. Declared twice, a forwarding
        wrapper wins, then the declaration that binds a versioned symbol (cufile.h declares
        cuFileDriverClose, then again after `#define cuFileDriverClose cuFileDriverClose_v2`:
        the name binds the current ABI) with the brief doc of either, then the one with a brief
        doc. `inline`: defined in the header (what a C++ parse says, cxx.py), as a definition is."""
        forward = ""
        if inline or cur.is_definition() or cur.storage_class == ci.StorageClass.STATIC:
            forward = self.forwarded_symbol(cur)
            if not forward:
                return  # inline helpers are not exported symbols
        name = self.public_name(cur)
        params = tuple(
            ir.Param(a.spelling or f"arg{i}", self.types.ctype(a.type)) for i, a in enumerate(cur.get_arguments())
        )
        fn = ir.Function(
            name=name,
            symbol=forward or cur.spelling,
            result=self.types.ctype(cur.result_type),
            params=params,
            location=self.files.location(cur),
            variadic=cur.type.kind == ci.TypeKind.FUNCTIONPROTO and cur.type.is_function_variadic(),
            group=self.docs.group_of(cur),
            doc=self.docs.doc(cur),
        )
        previous = self.functions.get(name)
        if previous is None or forward:
            self.functions[name] = fn
        elif previous.symbol == name and fn.symbol != name:  # this one binds the versioned symbol
            documented = fn if fn.doc.brief or not previous.doc.brief else previous
            self.functions[name] = dataclasses.replace(fn, doc=documented.doc, group=documented.group)
        elif not previous.doc.brief and fn.doc.brief and not (fn.symbol == name and previous.symbol != name):
            self.functions[name] = fn
        if forward:
            self.forwarded.add(forward)

    def drop_forwarded(self) -> None:
        """A symbol a public wrapper forwards to is that wrapper's binding, not a function of its own."""
        for name in [n for n, f in self.functions.items() if n in self.forwarded and f.symbol == n]:
            del self.functions[name]

    def name_by_aliases(self, macros: Iterable[ir.Macro]) -> None:
        """cuBLAS declares the versioned symbol (`cublasSgemm_v2(...)`) and names it through a
        macro of an owned header (cublas_v2.h: `#define cublasSgemm cublasSgemm_v2`): the
        macro is the public name, as `cuMemAlloc` is for `cuMemAlloc_v2` in cuda.h."""
        for m in macros:
            target = self.functions.get(str(m.value)) if m.kind == "alias" else None
            if target is not None and target.name == target.symbol and m.name not in self.functions:
                del self.functions[target.name]
                self.functions[m.name] = dataclasses.replace(target, name=m.name)
