"""From one library's IR and rules to its ModuleView: each function with every parameter's kind
composed into both backends (its Python body and, where every kind has a C form, its C
function), the enums, records, constants and exception classes, and the module-level tables
the templates lay out. Follows the calling convention of DESIGN.md.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

from .. import ir
from ..backends.c import function as c_function
from ..backends.c.call import CCall
from ..backends.c.function import CFunction
from ..backends.c.module import CModule, Unsupported
from ..backends.python import function as py_function
from ..backends.python.call import PyCall
from ..backends.python.module import PyModule
from ..errors import GeneratorError
from ..kinds import KINDS, Param
from ..rules.classify import Classifier, FunctionRules, load_rules
from ..rules.deprecation import deprecation
from ..rules.library import Library, infer, module_level_names
from ..rules.typemap import MODULE_NAMES, TypeMap, py_field, py_global, py_member, py_param
from .docstrings import doc_text, exception_name, function_docstring, one_line, strip_c_wording
from .model import CallbackView, ConstantView, EnumView, ErrorView, FunctionView, HelperView, ModuleView
from .records import RecordBuilder


def module_view(api: ir.Api, rules_path: Path | None = None, library: Library | None = None,
                python_api_only: bool = False) -> ModuleView:
    """The view of one library's module: its IR classified by its rules file (`rules_path`, else
    rules/<library>.toml), as `library` (else inferred from the IR) describes it. With
    `python_api_only`, what the Python API is (names, signatures, types: what `cudagen diff` and
    `check-usage` compare) without the compiled backend's functions and the docstrings, which
    are most of a view's cost: nothing is rendered from such a view."""
    library = library or infer(api)
    classifier = Classifier(api, TypeMap(api), load_rules(api.library, rules_path))
    return ModuleBuilder(api, library, classifier, python_api_only).build()


class ModuleBuilder:
    """Builds the ModuleView of one library."""

    def __init__(self, api: ir.Api, library: Library, classifier: Classifier, python_api_only: bool = False) -> None:
        self.python_api_only = python_api_only
        self.api = api
        self.lib = library
        self.types = TypeMap(api)
        self.classifier = classifier
        self.enums = {e.name: e for e in api.enums}
        self.pymodule = PyModule(self.types, library)  # the Python bodies' shared cells and aliases
        self.cmodule = CModule(self.types, library)  # the compiled backend's shared tables
        self.compiled: list[CFunction] = []  # the functions it serves, in its order
        # The names a deprecation may point to instead (deprecation.replacement): a function
        # for a function, struct field or enumerator, a struct for a struct, a constant for a macro.
        self.function_names = frozenset(f.name for f in api.functions)
        self.constant_names = frozenset([m.name for m in api.macros] + [m.name for e in api.enums for m in e.members])
        self.exception_classes = exception_classes(api, library)
        self.records = RecordBuilder(api, self.types, self.function_names, library.text_char_arrays)

    # --- functions ----------------------------------------------------------------

    def function(self, fn: ir.Function) -> FunctionView:
        rules = self.classifier.classify(fn)
        docs = {d.name: d.text for d in fn.doc.params}
        names = {p.name: py_param(p.name) for p in fn.params}
        counted: dict[str, list[str]] = {}  # count parameter -> the arrays it counts
        fewer: dict[str, list[int]] = {}  # count parameter -> how many fewer elements each array has
        for p, rule in zip(fn.params, rules.params, strict=True):
            if rule.kind in ("array_in", "array_inout", "array_out_query", "pointer_array", "string_array") and rule.related:
                counted.setdefault(rule.related, []).append(names[p.name])
                fewer.setdefault(rule.related, []).append(rule.fewer)
        params = [Param(fn, p, rule, rules, names, docs, strip_c_wording(docs.get(p.name, "")), counted, fewer,
                        self.types, self.lib)
                  for p, rule in zip(fn.params, rules.params, strict=True)]
        py = PyCall(self.pymodule)
        for param in params:
            arg, query_arg = KINDS[param.rule.kind].python(param, py)
            py.args.append(arg)
            py.query_args.append(query_arg or arg)
            py.cnames.append(param.n)
        status = self._status_field(fn)
        checks = (self._checks(fn) or bool(status)) and not rules.returns_result
        answers = tuple(self._member_value(x) for x in rules.answers)
        query_answers = tuple(self._member_value(x) for x in rules.query_answers)
        body = py_function.assemble(py, fn, rules, checks, answers, names.get(rules.error_log, ""),
                                    f"_r.{py_field(status)}" if status else "_r", query_answers)
        view = FunctionView(
            name=py_global(fn.name),
            symbol=fn.symbol,
            params=py.params,
            outputs=py.outputs,
            returns=py_function.returns(py, rules),
            body=body,
            restype=self.types.ctypes_type(fn.result),
            docstring="",
            group=fn.group,
            rules=rules,
            preamble=py.preamble,
            raises=checks,
            deprecation=deprecation(fn.doc, self.function_names.__contains__, fn.name),
        )
        if view.deprecation:  # warns first, once per process, attributed to the caller's line, on either backend
            view.body.insert(0, f"{view.deprecated!r} in _s.deprecations_warned or _s.warn_deprecated({view.deprecated!r})")
        if not self.python_api_only:
            view.compiled, view.c_reason = self.compile(fn, rules, params, py, checks, answers, view.deprecated,
                                                        query_answers)
        view.base = re.sub(r"_v\d+$", "", fn.symbol)
        view.proc_version = fn.proc_version
        view.per_thread = fn.per_thread_symbol
        view.signature = f"{view.name}({', '.join(p.name for p in py.params)}) -> {view.returns}"
        view.c_signature = one_line(
            f"{fn.result.spelling()} {fn.symbol}({', '.join(p.type.spelling(p.name) for p in fn.params)})"
        )
        if not self.python_api_only:
            view.docstring = function_docstring(fn, view, self.lib, self.exception_classes)
        return view

    def compile(self, fn: ir.Function, rules: FunctionRules, params: list[Param], py: PyCall, checks: bool,
                answers: tuple[int, ...], deprecated: str = "", query_answers: tuple[int, ...] = ()) -> tuple[bool, str]:
        """Add fn's C function to the extension, if every parameter's kind has a C form:
        (whether it is compiled, why not). `deprecated`: the DeprecationWarning it gives."""
        cc = CCall(self.cmodule, fn, [p.name for p in py.params])
        if deprecated:
            cc.warn_deprecated(deprecated)
        # Counts last: they read the lengths their arrays' checks find.
        for param in sorted(params, key=lambda a: a.rule.kind in ("count", "byte_length")):
            try:
                if not KINDS[param.rule.kind].c(param, cc):
                    return False, f"{param.p.name}: {param.rule.kind} has no C form"
            except Unsupported as exc:
                return False, f"{param.p.name}: {exc}"
        try:
            returns_result = py_global(self.lib.result_enum) if rules.returns_result else ""
            self.compiled.append(c_function.assemble(cc, len(self.compiled), fn.result, checks, answers,
                                                     rules.error_log, rules.forget_kernel_layouts, returns_result,
                                                     rules.holds_gil, query_answers, rules.negative_errors))
        except Unsupported as exc:
            return False, f"result: {exc}"
        return True, ""

    def _status_field(self, fn: ir.Function) -> str:
        """The field of fn's struct result that is the library's status (cuFile's
        CUfileError_t.err), "" where the result is no such struct."""
        field = self.lib.status_field
        r = self.types.resolve(fn.result)
        record = self.types.records.get(r.ctype.name) if field and r.category == "record" else None
        if record is None:
            return ""
        found = next((f for f in record.fields if f.name == field), None)
        enum = self.types.resolve(ir.CType("typedef", self.lib.result_enum)).ctype.name
        return field if found is not None and self.types.resolve(found.type).ctype.name == enum else ""

    def _checks(self, fn: ir.Function) -> bool:
        """Whether fn's result is the library's status code (raised when not success)."""
        t = self.types
        r = t.resolve(fn.result)
        return bool(self.lib.result_enum) and r.category == "enum" and (
            r.ctype.name == t.resolve(ir.CType("typedef", self.lib.result_enum)).ctype.name
        )

    def _member_value(self, member: str) -> int:
        for e in self.api.enums:
            for m in e.members:
                if m.name == member:
                    return m.value
        raise KeyError(member)

    # --- enums, constants, the module --------------------------------------------------

    def enum(self, e: ir.Enum) -> EnumView:
        deprecations = {}
        siblings = frozenset(m.name for m in e.members)
        for m in e.members:
            found = deprecation(m.doc, lambda n: n in siblings or n in self.function_names, m.name)
            if found:
                deprecations[py_member(m.name)] = found
        return EnumView(
            name=py_global(e.name),
            members=[(py_member(m.name), m.value, one_line(m.doc.brief)) for m in e.members],
            doc=doc_text(e.doc, e.name),
            deprecations=deprecations,
        )

    def build(self) -> ModuleView:
        t = self.types
        api = self.api
        handles = sorted(
            (py_global(name), one_line(t.typedefs[name].doc.brief)) for name in t.handle_typedefs
        )
        handle_names = set(t.handle_typedefs)
        enum_aliases: list[tuple[str, str]] = []
        record_aliases: list[tuple[str, str]] = []
        callback_aliases: list[tuple[str, str]] = []
        int_aliases: list[tuple[str, str]] = []
        enum_names = {e.name for e in api.enums}
        record_names = {r.name for r in api.records if not r.opaque}
        # Tags are alternative names too: `struct CUDA_MEMCPY2D_st` is CUDA_MEMCPY2D_v2.
        for e in api.enums:
            if e.tag and e.tag != e.name:
                enum_aliases.append((e.tag, e.name))
        for r in api.records:
            if not r.opaque and r.tag and r.tag != r.name:
                record_aliases.append((r.tag, r.name))
        for td in api.typedefs:
            if td.name in handle_names:
                continue
            s = t.strip(td.type)
            if s.kind == "enum" and s.name in enum_names and td.name != s.name:
                enum_aliases.append((td.name, s.name))
            elif s.kind == "record" and s.name in record_names and td.name != s.name:
                record_aliases.append((td.name, s.name))
            elif td.type.kind == "typedef" and td.type.name in t.callbacks:
                callback_aliases.append((td.name, td.type.name))
            elif s.kind == "builtin":
                category = t.resolve(td.type).category
                int_aliases.append((td.name, {"float": "float", "bool": "bool", "char": "bytes"}.get(category, "int")))
            elif (s.kind == "pointer" and s.target is not None and s.target.kind == "void") or s.kind == "function":
                # `typedef void *EGLImageKHR`, `typedef VdpStatus VdpGetProcAddress(...)`: an
                # address, an int as every pointer argument takes it.
                int_aliases.append((td.name, "int"))
        # `#define cudaStreamAttrValue cudaLaunchAttributeValue`: another name for a type.
        for macro in api.macros:
            if macro.kind == "alias" and macro.ctype == "type":
                s = t.strip(ir.CType("typedef", str(macro.value)))
                if s.kind == "enum" and s.name in enum_names:
                    enum_aliases.append((macro.name, s.name))
                elif s.kind == "record" and s.name in record_names:
                    record_aliases.append((macro.name, s.name))
        taken = {a for a, _ in enum_aliases} | enum_names
        # Python names (the renaming rule: trailing underscore for keywords and builtins).
        enum_aliases = sorted({(py_global(a), py_global(b)) for a, b in enum_aliases})
        record_aliases = sorted({(py_global(a), py_global(b)) for a, b in record_aliases if a not in taken})
        callback_aliases = [(py_global(a), py_global(b)) for a, b in callback_aliases]
        int_aliases = [(py_global(a), b) for a, b in int_aliases]
        enums = [self.enum(e) for e in api.enums]
        records = [self.records.record(r) for r in self.records.record_order()]
        callbacks = [
            CallbackView(
                py_global(c.name),
                "None" if t.resolve(c.result).category == "void" else t.ctypes_type(c.result),
                [t.ctypes_type(p.type) for p in c.params],
                doc_text(c.doc, c.name),
            )
            for c in api.callbacks
        ]
        constants = self.constants()
        functions = [self.function(f) for f in api.functions]
        errors = []
        result_names: list[tuple[int, str]] = []
        if self.lib.result_enum:
            result = self.enums.get(self.lib.result_enum) or self.enums[
                t.strip(ir.CType("typedef", self.lib.result_enum)).name
            ]
            errors = [
                ErrorView(self.exception_classes[m.name], m.value, m.name, one_line(m.doc.brief))
                for m in result.members
                if m.name != self.lib.success
            ]
            for m in result.members:  # the first name of a value is the enum's own
                if all(code != m.value for code, _ in result_names):
                    result_names.append((m.value, m.name))
        # Structs, unions and callback types are made together, at the first use of a lazy name
        # (or of one by the compiled backend): their fields name each other, and making them
        # costs more than the rest of the import. So are the module-level lines naming them.
        type_names = ({r.name for r in records} | {a for a, _ in record_aliases} | {c.name for c in callbacks}
                      | {a for a, _ in callback_aliases})
        # One-element arrays (output storage C writes through) are made with them: ctypes types
        # cost to make, and only Python bodies use them.
        # A record aligned wider than ctypes memory is (16 bytes: CUtensorMap's _Alignas(128))
        # gets its storage from _support.aligned_cell, at an address the C type allows.
        aligns = {py_global(r.name): r.align for r in api.records if not r.opaque and r.align > 16}
        type_cells = sorted(
            ((a, f"_s.aligned_cell({c}, {aligns[c]})" if c in aligns else f"{c} * 1")
             for c, a in self.pymodule.cells.items()),
            key=lambda c: int(c[0][5:]))
        type_names |= {alias for alias, _ in type_cells}
        alternatives = "|".join(sorted(type_names))
        names_type = re.compile(rf"\b(?:{alternatives})\b").search if type_names else None
        type_preambles: list[str] = []
        preamble_names: list[str] = []
        for f in functions:
            if names_type and any(names_type(line) for line in f.preamble):
                type_preambles += f.preamble
                preamble_names += [line.split(" = ", 1)[0] for line in f.preamble]
                f.preamble = []
            if f.restype != "None":  # the loader looks it up at the first call: constant tables
                f.restype = f'"{f.restype}"'  # a ctypes or struct name, as black quotes it
        declared = ({h for h, _ in handles} | {a for a, _ in int_aliases} | {e.name for e in enums}
                    | {a for a, _ in enum_aliases} | {r.name for r in records} | {a for a, _ in record_aliases}
                    | {c.name for c in callbacks} | {a for a, _ in callback_aliases} | {c.name for c in constants}
                    | {f.name for f in functions})
        if self.lib.error_base in declared:  # a library table's base (inferred ones avoid declarations)
            raise GeneratorError(f"{api.library}: the exception base {self.lib.error_base} (libraries.toml: "
                                 f"result.exception) is the Python name of a declaration of the headers "
                                 f"({_declaration_of(api, self.lib.error_base)}): give the library another one")
        all_names = sorted(
            declared
            | {e.name for e in errors}
            | {self.lib.error_base, "KernelArgs", "CUDAError", "DriverNotFoundError", "FunctionNotFoundError"}
            | ({"pack_kernel_args", "set_per_thread_default_stream"} if self.lib.kernel_args else set())
        )
        helpers = self.helpers(declared)
        all_names = sorted(set(all_names) | {h.name for h in helpers})
        loader, loader_args = self.loader()
        return ModuleView(
            library=self.lib,
            api=api,
            release=api.release,
            version=api.version,
            handles=handles,
            int_aliases=sorted(int_aliases),
            enums=enums,
            enum_aliases=enum_aliases,
            records=records,
            record_aliases=record_aliases,
            callbacks=callbacks,
            callback_aliases=sorted(callback_aliases),
            constants=constants,
            functions=functions,
            errors=errors,
            groups=list(api.groups),
            all_names=all_names,
            message_returns_status=self._message_returns_status(),
            type_cells=type_cells,
            type_preambles=type_preambles,
            lazy_types=sorted(type_names | {alias for alias, _ in type_cells} | set(preamble_names)),
            hot=sorted(self.pymodule.hot.items()),
            loader=loader,
            loader_args=loader_args,
            compiled=self.compiled,
            result_names=result_names,
            c_objects=self.cmodule.objects,
            c_records=[(name, size, align, fields) for name, (size, align, fields) in sorted(self.cmodule.records.items())],
            c_keywords=[(name, items) for items, name in self.cmodule.keywords.items()],
            c_entry_types=[(name, text) for text, name in self.cmodule.entry_types.items()],
            helpers=helpers,
        )

    def helpers(self, declared: set[str]) -> list[HelperView]:
        """The rules file's struct-building inline helpers whose struct this module has and
        whose name it does not (cuda.bindings binds driver_functions.h's make_cudaExtent, ...)."""
        out = []
        for h in self.classifier.rules.helpers:
            record = self.types.records.get(h.result)
            if record is None or record.opaque or py_global(h.name) in declared:
                continue
            fields = {f.name for f in record.fields}
            missing = [f for _, _, f in h.params if f not in fields]
            if missing:
                raise GeneratorError(f"{self.classifier.rules.path}: helper.{h.name}: {h.result} has no field "
                                     f"{', '.join(missing)}")
            params = [(py_param(p), "int | None" if "*" in ctype else "int") for p, ctype, _ in h.params]
            fills = [(py_field(f), py_param(p)) for p, _, f in h.params]
            sets = ", ".join(f"{f}={p}" for f, p in fills)
            doc = (f"`{h.result}({sets})`: {h.header}'s static inline helper, done in Python as its "
                   f"definition does (C: ``struct {h.result} {h.name}({', '.join(c + ('' if c.endswith('*') else ' ') + p for p, c, _ in h.params)})``).")
            out.append(HelperView(py_global(h.name), py_global(h.result), params, fills, doc))
        return out

    def loader(self) -> tuple[str, list[str]]:
        """The _support class that finds the library's entry points, and its arguments after
        the table of entry points (Python literals, quoted as black quotes them)."""
        lib, release = self.lib, _literal(self.api.release or self.api.library)
        if lib.loader == "driver":
            return "DriverFunctions", [release]
        if lib.loader == "named":
            return "LibraryFunctions", [release, _literal(lib.soname)]
        args = [release, _literal(lib.soname), str(self.soname_major()), _literal(lib.wheel_dirs)]
        if lib.home_dirs or lib.companions:
            args.append(_literal(lib.home_dirs))
        if lib.companions:
            args.append(_literal(lib.companions))
        return "DiscoveredLibrary", args

    def soname_major(self) -> int:
        """The major version in the library's soname: a number, the CUDA release's, or the
        value of the library's own version macro (libcufft.so.12 for CUDA 13.0, .so.11 for 12.9)."""
        major = self.lib.major
        if isinstance(major, int):
            return major
        if major == "cuda":
            return int(self.api.release.split(".")[0]) if self.api.release else 0
        value = next((m.value for m in self.api.macros if m.name == major), None)
        if not isinstance(value, int):
            raise GeneratorError(f"{self.api.library}: no integer macro {major} for the soname's major version")
        return value

    def _message_returns_status(self) -> bool:
        """Whether the library's message function returns a status and writes the text through
        a pointer (cuGetErrorString), rather than returning the text."""
        fn = next((f for f in self.api.functions if f.name == self.lib.message), None)
        return fn is not None and self.types.resolve(fn.result).category == "enum"

    def constants(self) -> list[ConstantView]:
        """Macros and enumerators at module level, as C has them."""
        out: list[ConstantView] = []
        declared = {f.name for f in self.api.functions}
        for m in self.api.macros:
            if m.kind == "alias" or m.name in declared:
                continue
            if m.kind == "string":
                value, ann = repr(m.value), "str"
            elif m.kind == "float":
                value, ann = repr(m.value), "float"
            else:
                value, ann = str(m.value), "int"
            out.append(ConstantView(py_global(m.name), value, ann, one_line(m.doc.brief),
                                    deprecation=deprecation(m.doc, self.constant_names.__contains__, m.name)))
        macro_names = {c.name for c in out}
        for e in self.api.enums:
            for mem in e.members:
                if py_global(mem.name) in macro_names:
                    continue
                out.append(ConstantView(py_global(mem.name), f"{py_global(e.name)}.{py_member(mem.name)}",
                                        py_global(e.name), "", lazy=True))
        return sorted(out, key=lambda c: c.name)


def _declaration_of(api: ir.Api, name: str) -> str:
    return module_level_names(api).get(name, name)


def exception_classes(api: ir.Api, lib: Library) -> dict[str, str]:
    """The exception class of each error code of the library's status enum (member -> class):
    CamelCase of the member (CUDA_ERROR_INVALID_VALUE -> CudaErrorInvalidValue), renamed as
    module-level names are; where that is a name the module already has (a declaration, a name
    of its own, the base, another code's class: an enumerator `None` is the constant `None_`),
    the CamelCase + "Error" (NoneError), then trailing underscores until it is free. The same
    header always gives the same names."""
    if not lib.result_enum:
        return {}
    types = TypeMap(api)
    enum = types.enums.get(types.strip(ir.CType("typedef", lib.result_enum)).name) or types.enums.get(lib.result_enum)
    if enum is None:
        return {}
    taken = set(module_level_names(api)) | MODULE_NAMES | {lib.error_base}
    out: dict[str, str] = {}
    for m in enum.members:
        if m.name == lib.success or m.name in out:
            continue
        camel = exception_name(m.name) or "Status"
        name = py_global(camel)
        if name in taken:
            name = py_global(camel + "Error")
        while name in taken:
            name += "_"
        taken.add(name)
        out[m.name] = name
    return out


def _literal(value: str | tuple[str, ...]) -> str:
    """A str or a tuple of str as a Python literal in double quotes (names: no quote inside)."""
    if isinstance(value, str):
        return f'"{value}"'
    return "(" + ", ".join(f'"{v}"' for v in value) + ("," if len(value) == 1 else "") + ")"


def functions_in_groups(view: ModuleView) -> Sequence[tuple[ir.Group | None, list[FunctionView]]]:
    by_group: dict[str, list[FunctionView]] = {}
    for f in view.functions:
        by_group.setdefault(f.group, []).append(f)
    out: list[tuple[ir.Group | None, list[FunctionView]]] = []
    for g in view.groups:
        if g.name in by_group:
            out.append((g, by_group.pop(g.name)))
    for _name, fns in sorted(by_group.items()):
        out.append((None, fns))
    return out
