"""C APIs in C++ headers: which parse a header needs, and what of its C++ Python can call.

Several NVIDIA libraries declare a plain C API in a header that is C++ around it: it includes
`<cstddef>`, wraps the API in `extern "C" { ... }` without `#ifdef __cplusplus`, names an enum
without the `enum` keyword, or adds templates, classes and overloads for C++ callers. Such a
header is parsed as C++ (`--lang c++`, or when the C parse of `--lang auto` meets C++:
`evidence` reads the C errors), and its declarations are taken as C takes them where they are C:

- functions with C linkage (their symbol is their name) bind as in C, wherever they are declared
  (an `extern "C"` block, a namespace); a function with C++ linkage has a mangled symbol and
  overloads share a name, so they are refused;
- structs, unions, enums and typedefs bind as in C; a class that C cannot copy (a base class,
  virtual or user-written copy and destructor members, such fields) is bound as an opaque type,
  which a pointer reaches as a handle; the member functions of any class are C++ only;
- templates, and functions whose types C has no form of (references, template instances, a
  class by value that C cannot copy), are refused.

Each refusal is one `ir.Refused` (name, what, why, where), which `generate` prints and
`explain --summary` shows.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from pathlib import Path

import clang.cindex as ci

from .. import ir
from .ctype import BUILTIN_KINDS
from .files import Files
from .names import decl_key

# Searched first in a C++ parse only: <cstddef> and the other C++ forms of cudagen's C library
# stand-ins, and the C stand-ins that C++ spells otherwise (stddef.h, stdbool.h). README.md there.
CXX_INCLUDE = Path(__file__).resolve().parent / "include" / "cxx"

# C++'s standard headers (and libcu++'s, cuda/std/...): a C parse that does not find one of
# them is parsing a C++ header.
CXX_HEADERS = frozenset({
    "algorithm", "any", "array", "atomic", "bit", "bitset", "cassert", "ccomplex", "cctype", "cerrno",
    "cfenv", "cfloat", "charconv", "chrono", "cinttypes", "climits", "clocale", "cmath", "complex",
    "concepts", "condition_variable", "csetjmp", "csignal", "cstdarg", "cstdbool", "cstddef", "cstdint",
    "cstdio", "cstdlib", "cstring", "ctime", "cuchar", "cwchar", "cwctype", "deque", "exception",
    "functional", "initializer_list", "iomanip", "ios", "iosfwd", "iostream", "istream", "iterator",
    "limits", "list", "map", "memory", "mutex", "new", "numeric", "optional", "ostream", "queue",
    "random", "ratio", "set", "span", "sstream", "stack", "stdexcept", "string", "string_view",
    "system_error", "thread", "tuple", "type_traits", "typeinfo", "unordered_map", "unordered_set",
    "utility", "variant", "vector",
})

# What a C parse says where it meets C++ (clang 18's wording), and what that C++ is (re's expand).
_MESSAGES = (
    (re.compile(r"must use '(struct|union|enum)' tag to refer to type '(\w+)'"),
     r"'\2' is used without the '\1' keyword"),
    (re.compile(r"unknown type name '(bool|namespace|template|class|typename|using|constexpr|"
                r"explicit|virtual|friend|operator|decltype|static_assert)'"), r"'\1'"),
    (re.compile(r"use of undeclared identifier '(nullptr|true|false|this|static_cast|"
                r"reinterpret_cast|const_cast)'"), r"'\1'"),
    (re.compile(r"C does not support default arguments"), "a default argument"),
)
# What the source shows at a C error's place.
_AT_ERROR = (
    (re.compile(r'extern\s*$'), re.compile(r'"C(\+\+)?"'), 'extern "C"'),
    (None, re.compile(r"&&?\s*\w*\s*[,)]"), "a C++ reference"),
    (None, re.compile(r"\w+\s*::"), "a qualified name ('::')"),
)
_FILE_NOT_FOUND = re.compile(r"'([^']+)' file not found")

_TEMPLATES = {
    ci.CursorKind.FUNCTION_TEMPLATE: "function template",
    ci.CursorKind.CLASS_TEMPLATE: "class template",
    ci.CursorKind.CLASS_TEMPLATE_PARTIAL_SPECIALIZATION: "class template",
    ci.CursorKind.TYPE_ALIAS_TEMPLATE_DECL: "alias template",
}
_RECORDS = (ci.CursorKind.STRUCT_DECL, ci.CursorKind.UNION_DECL, ci.CursorKind.CLASS_DECL)
_MEMBER_FUNCTIONS = (ci.CursorKind.CXX_METHOD, ci.CursorKind.CONSTRUCTOR, ci.CursorKind.DESTRUCTOR,
                     ci.CursorKind.CONVERSION_FUNCTION, ci.CursorKind.FUNCTION_TEMPLATE)
_NO_TYPE_PROBLEM = frozenset({ci.TypeKind.VOID, ci.TypeKind.ENUM, *BUILTIN_KINDS})


def is_cxx_header(name: str) -> bool:
    """Whether an included header's name is C++'s: a standard C++ header, libcu++'s or a .hpp."""
    return name in CXX_HEADERS or name.startswith("cuda/std/") or name.endswith((".hpp", ".hxx", ".hh", ".h++"))


def evidence(errors: Iterable[ci.Diagnostic], lines: Callable[[Path], list[str]], rel: Callable[[str], str]) -> str:
    """What in a C parse's errors shows that the header is C++, as `file:line: what` ("" when
    nothing does): a C++ header not found, `extern "C"`, a C++ keyword, a struct or enum named
    without its keyword, a reference, a default argument, `::`."""
    for d in errors:
        loc = d.location
        where = f"{rel(loc.file.name)}:{loc.line}" if loc.file is not None else "?"
        found = _FILE_NOT_FOUND.search(d.spelling)
        if found:
            if is_cxx_header(found[1]):
                return f"{where}: #include <{found[1]}>, a C++ header"
            continue
        for pattern, what in _MESSAGES:
            m = pattern.search(d.spelling)
            if m:
                return f"{where}: {m.expand(what)}"
        if loc.file is None:
            continue
        text = lines(Path(loc.file.name))
        if not 0 < loc.line <= len(text):
            continue
        line = text[loc.line - 1]
        before, at = line[: loc.column - 1], line[loc.column - 1:]
        for before_pattern, at_pattern, name in _AT_ERROR:
            if (before_pattern is None or before_pattern.search(before)) and at_pattern.match(at):
                return f"{where}: {name}"
    return ""


def top_level(cursors: Iterable[ci.Cursor], owned: Callable[[ci.Cursor], bool]) -> list[ci.Cursor]:
    """The owned declarations of `extern "C"` blocks and namespaces, in order, among the others
    (a header may include others inside its `extern "C" {`: theirs are not its own)."""
    out: list[ci.Cursor] = []
    for cur in cursors:
        if cur.kind in (ci.CursorKind.LINKAGE_SPEC, ci.CursorKind.NAMESPACE):
            out.extend(top_level(cur.get_children(), owned))
        elif owned(cur):
            out.append(cur)
    return out


class Cxx:
    """What one C++ walk binds of each declaration, and what it refuses (`refused`)."""

    def __init__(self, files: Files) -> None:
        self.files = files
        self.refused: dict[tuple[str, str, str], ir.Refused] = {}
        self._records: dict[str, str] = {}  # record key -> why C cannot copy it ("" if it can)
        self._overloads: dict[str, set[str]] = {}  # function name -> its declarations' keys
        self._cxx_linkage: set[str] = set()  # names of the functions refused for their C++ linkage
        self._clashing: set[str] = set()  # keys of namespaced types refused for their name

    def declarations(self, cursors: Iterable[ci.Cursor]) -> list[ci.Cursor]:
        """The owned declarations among the translation unit's top-level `cursors`, `extern "C"`
        blocks and namespaces opened, with the templates refused and left out."""
        out = []
        for cur in top_level(cursors, self.files.is_owned):
            what = _TEMPLATES.get(cur.kind)
            if what is not None:
                self.refuse(cur, what, "a template: C++ only, no symbol until instantiated")
            elif cur.kind in _RECORDS and cur.type.get_num_template_arguments() > 0:
                self.refuse(cur, "class template specialization", "C++ only")
            else:
                if cur.kind == ci.CursorKind.FUNCTION_DECL:
                    self._overloads.setdefault(cur.spelling, set()).add(decl_key(cur))
                out.append(cur)
        return self._without_clashes(out)

    def _without_clashes(self, cursors: list[ci.Cursor]) -> list[ci.Cursor]:
        """`cursors` less the types declared in a namespace whose name another type has (the IR,
        as C, names types without their namespace): such a type is refused, and so is what uses
        it, rather than bound with the other's layout."""
        keys: dict[tuple[str, str], set[str]] = {}
        for cur in cursors:
            group = _TYPE_GROUPS.get(cur.kind)
            if group and cur.spelling and not cur.is_anonymous():
                keys.setdefault((group, cur.spelling), set()).add(decl_key(cur))
        out = []
        for cur in cursors:
            group = _TYPE_GROUPS.get(cur.kind)
            if (group and cur.spelling and not cur.is_anonymous() and _in_namespace(cur)
                    and len(keys[(group, cur.spelling)]) > 1):
                self._clashing.add(decl_key(cur))
                self.refuse(cur, _RECORD_WORDS.get(cur.kind, group),
                            f"another {_GROUP_WORDS[group]} is named {cur.spelling} too (a namespace is C++ only)")
            else:
                out.append(cur)
        return out

    def refuse(self, cur: ci.Cursor, what: str, reason: str) -> None:
        """One line of the report: `cur` is left out, and why (once per name, what and reason:
        the redeclarations of a function say it once)."""
        name = _qualified(cur)
        self.refused.setdefault((name, what, reason), ir.Refused(name, what, reason, self.files.location(cur)))

    def bindable_function(self, cur: ci.Cursor) -> bool:
        """Whether the function goes on to be bound as C binds it (functions.py): it has C linkage,
        or it is an inline function that is not overloaded (a wrapper, if its body forwards to an
        exported function), and every type of it is one C has. A function with C++ linkage, or
        a type C has not, is refused; an inline helper is left out without a word, as in C."""
        overloaded = len(self._overloads.get(cur.spelling, ())) > 1
        c_linkage = cur.mangled_name == cur.spelling
        inline = self.has_body(cur)
        # Defined in the header, static or in an anonymous namespace: an inline helper, no symbol
        # of its own (C leaves those out without a word; a wrapper's body may forward to one).
        helper = (inline or cur.storage_class == ci.StorageClass.STATIC or cur.linkage == ci.LinkageKind.INTERNAL
                  or cur.get_definition() is not None)
        if not c_linkage and helper and (overloaded or not inline):
            return False
        if not c_linkage and not helper:
            self._cxx_linkage.add(cur.spelling)
            if overloaded:
                self.refuse(cur, "overloaded function", f"C++ linkage: {len(self._overloads[cur.spelling])} functions "
                                                        f"share the name, each its own mangled symbol")
            else:
                self.refuse(cur, "function", f"C++ linkage: its symbol is mangled ({cur.mangled_name}), not its name")
            return False
        problems = [("result", cur.result_type)] + [
            (f"parameter {a.spelling or i}", a.type) for i, a in enumerate(cur.get_arguments())
        ]
        for where, t in problems:
            problem = self.type_problem(t)
            if problem:
                if not helper:  # an inline helper is left out without a word, as in C
                    self.refuse(cur, "function", f"{where}: {problem}")
                return False
        return True

    def has_body(self, cur: ci.Cursor) -> bool:
        """Whether the function is defined here: its body follows the declaration. (A C++ parse
        that skips bodies does not call an inline function a definition, as a C parse does.)"""
        if cur.is_definition():
            return True
        end = cur.extent.end
        if end.file is None:
            return False
        lines = self.files.lines(self.files.path(end.file.name))
        after = "\n".join([lines[end.line - 1][end.column - 1:], *lines[end.line:end.line + 6]])
        return re.sub(r"//[^\n]*|/\*.*?\*/", " ", after, flags=re.DOTALL).lstrip().startswith("{")

    def bindable_typedef(self, cur: ci.Cursor) -> bool:
        """Whether the typedef (or `using X = T;`) names a type C has (else it is refused)."""
        problem = self.type_problem(cur.underlying_typedef_type, by_value=False)
        if problem:
            self.refuse(cur, "typedef", problem)
        return not problem

    def drop_cxx_forwards(self, functions: dict[str, ir.Function]) -> None:
        """A C++ inline wrapper that forwards to a function with C++ linkage has nothing to bind."""
        for name, fn in list(functions.items()):
            if fn.symbol != name and fn.symbol in self._cxx_linkage:
                del functions[name]
                self.refused.setdefault((name, "function", ""), ir.Refused(
                    name, "function", f"forwards to {fn.symbol}, which has C++ linkage", fn.location))

    def type_problem(self, t: ci.Type, by_value: bool = True) -> str:
        """Why C has no form of `t` ("" when it has): a reference, a template instance, a class
        C cannot copy where it is passed by value, a C++-only type."""
        kind = t.kind
        if t.get_num_template_arguments() > 0:
            return f"'{t.spelling}' is an instance of a C++ template"
        if kind in (ci.TypeKind.TYPEDEF, ci.TypeKind.RECORD, ci.TypeKind.ENUM) and self._clashing:
            if decl_key(t.get_declaration()) in self._clashing:
                return f"'{t.spelling}' is left out (another type has its name)"
        if kind == ci.TypeKind.ELABORATED:
            return self.type_problem(t.get_named_type(), by_value)
        if kind == ci.TypeKind.TYPEDEF:
            return self.type_problem(t.get_canonical(), by_value)
        if kind in (ci.TypeKind.LVALUEREFERENCE, ci.TypeKind.RVALUEREFERENCE):
            return f"'{t.spelling}' is a C++ reference"
        if kind == ci.TypeKind.POINTER:
            return self.type_problem(t.get_pointee(), by_value=False)
        if kind in (ci.TypeKind.CONSTANTARRAY, ci.TypeKind.INCOMPLETEARRAY):
            return self.type_problem(t.element_type, by_value)
        if kind == ci.TypeKind.FUNCTIONPROTO:
            for part in (t.get_result(), *t.argument_types()):
                problem = self.type_problem(part)
                if problem:
                    return problem
            return ""
        if kind == ci.TypeKind.RECORD:
            if by_value:
                problem = self.record_problem(t.get_declaration())
                if problem:
                    return f"'{t.spelling}' is passed by value and {problem}"
            return ""
        if kind in _NO_TYPE_PROBLEM:
            return ""
        if kind == ci.TypeKind.UNEXPOSED and t.get_canonical().kind != ci.TypeKind.UNEXPOSED:
            return self.type_problem(t.get_canonical(), by_value)  # `using ::size_t;`: the C type
        return f"'{t.spelling}' has no C form (a C++ {kind.name.lower()} type)"

    def record_problem(self, cur: ci.Cursor) -> str:
        """Why C cannot copy the struct, union or class ("" when it can: then it binds with its
        fields, as in C). An owned one says so in the report, and also when its member
        functions are left out."""
        definition = cur.get_definition()
        if definition is None:
            return ""  # only declared: opaque as in C
        key = decl_key(definition)
        if key in self._records:
            return self._records[key]
        self._records[key] = ""  # a field that points back at this record is fine
        children = list(definition.get_children())
        problem = ""
        for child in children:
            if child.kind == ci.CursorKind.CXX_BASE_SPECIFIER:
                problem = f"it derives from {child.type.spelling}"
            elif child.kind in _MEMBER_FUNCTIONS and child.kind != ci.CursorKind.FUNCTION_TEMPLATE and (
                    child.is_virtual_method() or child.is_pure_virtual_method()):
                problem = "it has virtual member functions"
            elif child.kind == ci.CursorKind.DESTRUCTOR and not child.is_default_method():
                problem = "it has a destructor"
            elif (child.kind == ci.CursorKind.CONSTRUCTOR and (child.is_copy_constructor() or child.is_move_constructor())
                  and not child.is_default_method()):
                problem = "it has a copy or move constructor"
            elif child.kind == ci.CursorKind.FIELD_DECL:
                field = self.type_problem(child.type)
                problem = f"field {child.spelling}: {field}" if field else ""
            if problem:
                break
        self._records[key] = problem
        if self.files.is_owned(definition):
            what = _RECORD_WORDS.get(definition.kind, "struct")
            if problem:
                self.refuse(definition, what, f"{problem}: bound as an opaque type (a pointer to it is a handle)")
            else:
                methods = sum(c.kind in _MEMBER_FUNCTIONS for c in children)
                if methods:
                    self.refuse(definition, f"{what}'s member functions",
                                f"{methods} member function(s), C++ only: not bound (its fields are)")
        return problem


_RECORD_WORDS = {ci.CursorKind.CLASS_DECL: "class", ci.CursorKind.STRUCT_DECL: "struct",
                 ci.CursorKind.UNION_DECL: "union"}
# The kinds of type the IR names alike (a struct and a typedef may share a name, as in C).
_TYPE_GROUPS = {ci.CursorKind.STRUCT_DECL: "record", ci.CursorKind.UNION_DECL: "record",
                ci.CursorKind.CLASS_DECL: "record", ci.CursorKind.ENUM_DECL: "enum",
                ci.CursorKind.TYPEDEF_DECL: "typedef", ci.CursorKind.TYPE_ALIAS_DECL: "typedef"}

_GROUP_WORDS = {"record": "struct", "enum": "enum", "typedef": "typedef"}


def _in_namespace(cur: ci.Cursor) -> bool:
    parent = cur.semantic_parent
    while parent is not None and parent.kind != ci.CursorKind.TRANSLATION_UNIT:
        if parent.kind == ci.CursorKind.NAMESPACE:
            return True
        parent = parent.semantic_parent
    return False


def _qualified(cur: ci.Cursor) -> str:
    """`ns::name` for a declaration inside namespaces or classes; its name elsewhere."""
    parts = [cur.spelling]
    parent = cur.semantic_parent
    while parent is not None and parent.kind in (ci.CursorKind.NAMESPACE, *_RECORDS, ci.CursorKind.CLASS_TEMPLATE):
        if parent.spelling:  # an anonymous namespace adds nothing
            parts.append(parent.spelling)
        parent = parent.semantic_parent
    return "::".join(reversed(parts))
