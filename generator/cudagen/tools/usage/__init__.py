"""`cudagen check-usage`: the uses a code base makes of the generated API that an upgrade
from one release to another breaks, found with Python's `ast` (nothing is imported or run).

Names are resolved as Python would: `import cuda_12_9.driver as cu`, `from cuda_12_9 import
driver`, `from cuda_12_9.driver import cuInit as init`, `from cuda_12_9.runtime import *`,
attribute chains (`cuda_12_9.driver.cuInit`), a vendored copy under another name
(`--package-name myapp.cuda`), function and class scopes (a parameter or local named `cu`
is not the module). A name bound by an import and also by anything else in the same scope
is left alone: what it holds depends on the run. Struct instances are followed where their
type is visible: a variable assigned once from a call that returns the struct, from its
constructor, or a parameter annotated with it.

Each use is checked against the two releases' Python API models (pyapi.py) and the changes
between them (pydiff.py): names, enum members and struct fields removed (also as keyword
arguments of a struct's constructor), calls whose arguments no longer bind as they did
(parameters added, removed, derived, renamed when passed by keyword, moved when passed by
position, retyped), values unpacked or used whose returned arity changed, and uses of what
the new release deprecates (warnings). A call is only checked when it binds to the old
signature: code that was already wrong is not this tool's business.
"""

from __future__ import annotations

import ast
import os
import re
import tokenize
from collections.abc import Iterator, Sequence
from pathlib import Path

from ...rules.deprecation import Deprecation
from .. import pyapi, pydiff
from .api import Api
from .findings import SEVERITIES, Finding, Result
from .refs import Instance, Member, Module, Name, Package, Prefix, Ref
from .render import RENDERERS, render_github, render_json, render_markdown, render_text, write
from .render import _escape as _escape  # tests/test_usage.py checks the escaping
from .scopes import Binder, Scope

__all__ = [
    "RENDERERS", "SEVERITIES", "SKIP_DIRS", "Finding", "Result", "check", "display_path", "python_files",
    "render_github", "render_json", "render_markdown", "render_text", "write",
]

SKIP_DIRS = frozenset({"__pycache__", "node_modules", "site-packages", "venv"})


# --- the check ------------------------------------------------------------------------------


class _Checker(ast.NodeVisitor):
    """Second pass: resolve every name, attribute and call, and report what breaks."""

    def __init__(self, api: Api, path: str, source: str, scopes: dict[ast.AST, Scope]) -> None:
        self.api = api
        self.path = path
        self.source = source
        self.scopes = scopes
        self.findings: list[Finding] = []
        self.parents: dict[ast.AST, ast.AST] = {}
        self.scope: Scope = next(iter(scopes.values()))
        self._evaluating: set[int] = set()
        self._resolved: dict[tuple[int, str], Ref | None] = {}  # (binding scope, name): bindings never change

    def run(self, tree: ast.Module) -> list[Finding]:
        for parent in ast.walk(tree):
            for child in ast.iter_child_nodes(parent):
                self.parents[child] = parent
        self.scope = self.scopes[tree]
        for stmt in tree.body:
            self.visit(stmt)
        return self.findings

    def report(self, node: ast.AST, severity: str, name: str, message: str, fix: str = "") -> None:
        line, col = getattr(node, "lineno", 1), getattr(node, "col_offset", 0) + 1
        self.findings.append(Finding(self.path, line, col, severity, name, message, fix))

    # scopes

    def generic_visit(self, node: ast.AST) -> None:
        scope = self.scopes.get(node)
        if scope is None:
            super().generic_visit(node)
            return
        outer, self.scope = self.scope, scope
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for stmt in node.body:
                self.visit(stmt)
            self._check_annotations(node.args)
        elif isinstance(node, ast.Lambda):
            self.visit(node.body)
        elif isinstance(node, ast.ClassDef):
            for stmt in node.body:
                self.visit(stmt)
        else:  # comprehensions: all but the first iterator, evaluated in their own scope
            assert isinstance(node, (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp))
            for i, gen in enumerate(node.generators):
                if i:
                    self.visit(gen.iter)
                for cond in gen.ifs:
                    self.visit(cond)
            for part in ([node.key, node.value] if isinstance(node, ast.DictComp) else [node.elt]):
                self.visit(part)
        self.scope = outer

    def _check_annotations(self, args: ast.arguments) -> None:
        for a in [*args.posonlyargs, *args.args, *args.kwonlyargs]:
            if a.annotation is not None:
                outer, self.scope = self.scope, self.scope.parent or self.scope
                self.visit(a.annotation)
                self.scope = outer

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        for expr in [*node.decorator_list, *node.args.defaults, *[d for d in node.args.kw_defaults if d],
                     *([node.returns] if node.returns else [])]:
            self.visit(expr)
        self.generic_visit(node)

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_Lambda(self, node: ast.Lambda) -> None:
        for expr in [*node.args.defaults, *[d for d in node.args.kw_defaults if d]]:
            self.visit(expr)
        self.generic_visit(node)

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        for expr in [*node.decorator_list, *node.bases, *(k.value for k in node.keywords)]:
            self.visit(expr)
        self.generic_visit(node)

    def _comprehension(self, node: ast.ListComp | ast.SetComp | ast.DictComp | ast.GeneratorExp) -> None:
        self.visit(node.generators[0].iter)
        self.generic_visit(node)

    visit_ListComp = _comprehension
    visit_SetComp = _comprehension
    visit_DictComp = _comprehension
    visit_GeneratorExp = _comprehension

    # resolution

    def _binding_scope(self, name: str, scope: Scope) -> Scope | None:
        """Where `name`, used in `scope`, is bound (LEGB: a class body's names are not seen
        from the functions inside it)."""
        current: Scope | None = scope
        while current is not None:
            if name in current.declared_global:
                module = self._module_scope(current)
                return module if name in module.bindings else None
            visible = current is scope or current.kind != "class"
            if visible and name in current.bindings and name not in current.declared_nonlocal:
                return current
            current = current.parent
        return None

    @staticmethod
    def _module_scope(scope: Scope) -> Scope:
        while scope.parent is not None:
            scope = scope.parent
        return scope

    def lookup(self, name: str, scope: Scope | None = None) -> Ref | None:
        scope = scope or self.scope
        owner = self._binding_scope(name, scope)
        if owner is None:
            module = self._module_scope(scope)
            for library in module.star:
                if name in self.api.old_names.get(library, {}):
                    return Name(library, name)
            return None
        key = (id(owner), name)
        if key not in self._resolved:
            self._resolved[key] = self._resolve_bindings(owner, name)
        return self._resolved[key]

    def _resolve_bindings(self, owner: Scope, name: str) -> Ref | None:
        """What every binding of `name` in `owner` agrees it is, if they agree."""
        hows = owner.bindings[name]
        if all(h[0] == "import" for h in hows):
            refs = {h[1] for h in hows}
            if len(refs) == 1:
                ref = next(iter(refs))
                assert isinstance(ref, (Package, Prefix, Module, Name))
                return ref
            return None
        if all(h[0] in ("assign", "param") for h in hows):
            types = {self._binding_type(h, owner) for h in hows}
            if len(types) == 1:
                return next(iter(types))
        return None

    def _binding_type(self, how: tuple[object, ...], owner: Scope) -> Ref | None:
        if how[0] == "param":
            annotation = how[1]
            if not isinstance(annotation, ast.expr):
                return None
            ref = self.evaluate(self._unquote(annotation), owner.parent or owner)
            return self._instance_of(ref)
        value, path, size = how[1], how[2], how[3]
        assert isinstance(value, ast.expr) and isinstance(path, tuple) and isinstance(size, int)
        if id(value) in self._evaluating:
            return None
        self._evaluating.add(id(value))
        try:
            if not path:
                return self.evaluate(value, owner)
            return self._unpacked(value, owner, path, size)
        finally:
            self._evaluating.discard(id(value))

    @staticmethod
    def _unquote(annotation: ast.expr) -> ast.expr:
        if isinstance(annotation, ast.Constant) and isinstance(annotation.value, str):
            try:
                return ast.parse(annotation.value, mode="eval").body
            except SyntaxError:
                return annotation
        return annotation

    def _instance_of(self, ref: Ref | None) -> Instance | None:
        if isinstance(ref, Name) and isinstance(self.api.old_item(ref.library, ref.name), pyapi.Record):
            record = self.api.old_item(ref.library, ref.name)
            assert isinstance(record, pyapi.Record)
            return Instance(ref.library, record.name)
        return None

    def _unpacked(self, value: ast.expr, scope: Scope, path: tuple[int, ...], size: int) -> Ref | None:
        if len(path) != 1 or not isinstance(value, ast.Call):
            return None
        fn = self._old_function(self.evaluate(value.func, scope))
        if fn is None or fn[1].arity != size:
            return None
        return self._annotation_instance(fn[0], fn[1].outputs[path[0]].annotation)

    def _annotation_instance(self, library: str, annotation: str) -> Instance | None:
        if not re.fullmatch(r"[A-Za-z_]\w*", annotation):
            return None
        return self._instance_of(Name(library, annotation))

    def _old_function(self, ref: Ref | None) -> tuple[str, pyapi.Function] | None:
        if isinstance(ref, Name):
            item = self.api.old_item(ref.library, ref.name)
            if isinstance(item, pyapi.Function):
                return ref.library, item
        return None

    def evaluate(self, node: ast.expr, scope: Scope | None = None) -> Ref | None:
        """What an expression refers to, where that is visible."""
        scope = scope or self.scope
        if isinstance(node, ast.Name):
            return self.lookup(node.id, scope)
        if isinstance(node, ast.Attribute):
            return self._attribute(self.evaluate(node.value, scope), node.attr)
        if isinstance(node, ast.Call):
            ref = self.evaluate(node.func, scope)
            fn = self._old_function(ref)
            if fn is not None:
                return self._annotation_instance(fn[0], fn[1].returns) if fn[1].arity == 1 else None
            return self._instance_of(ref)
        return None

    def _attribute(self, base: Ref | None, attr: str) -> Ref | None:
        if isinstance(base, Prefix):
            if base.parts[0] != attr:
                return None
            return Prefix(base.parts[1:]) if len(base.parts) > 1 else Package()
        if isinstance(base, Package):
            return Module(attr) if attr in self.api.old else None
        if isinstance(base, Module):
            return Name(base.library, attr) if attr in self.api.old_names.get(base.library, {}) else None
        if isinstance(base, Name):
            item = self.api.old_item(base.library, base.name)
            if isinstance(item, pyapi.Enum) and any(m.name == attr for m in item.members):
                return Member(base.library, item.name, attr)
        return None

    # checks

    def visit_Name(self, node: ast.Name) -> None:
        if isinstance(node.ctx, ast.Load):
            ref = self.lookup(node.id)
            if isinstance(ref, Name):
                self.check_name(node, ref)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        for alias in node.names:
            hows = self.scope.bindings.get(alias.asname or alias.name, [])
            for how in hows:
                if how[0] == "import" and len(how) > 3 and how[3] is alias and isinstance(how[1], Name):
                    self.check_name(node, how[1])

    def visit_Attribute(self, node: ast.Attribute) -> None:
        self.visit(node.value)
        base = self.evaluate(node.value)
        if isinstance(base, Module) and node.attr in self.api.old_names.get(base.library, {}):
            self.check_name(node, Name(base.library, node.attr))
        elif isinstance(base, Name):
            item = self.api.old_item(base.library, base.name)
            if isinstance(item, pyapi.Enum):
                self.check_member(node, base.library, item, node.attr)
            elif isinstance(item, pyapi.Record):
                self.check_field(node, base.library, item.name, node.attr)
        elif isinstance(base, Instance):
            self.check_field(node, base.library, base.record, node.attr)

    def check_name(self, node: ast.AST, ref: Name) -> None:
        lib, name = ref.library, ref.name
        what = f"{lib}.{name}"
        new = self.api.new_names.get(lib, {})
        old_item = self.api.old_names[lib].get(name)
        if name not in new:
            change = self._removal(lib, name, old_item)
            message = f"{name} is gone in {self.api.release}"
            if isinstance(old_item, pyapi.Member) and change is not None:
                message = f"{change.name} ({name}) is gone in {self.api.release}"
            elif change is not None and change.detail:
                message += f" ({change.detail})"
            self.report(node, "error", what, message, change.fix if change else "")
            return
        item = self.api.new_item(lib, name)
        if isinstance(item, pyapi.Member):  # a module constant of an enumerator
            enum = next((e for e in self.api.new[lib].enums if any(m is item for m in e.members)), None)
            if enum is not None:
                was = self._was_deprecated(lib, name, enum=enum.name)
                self._deprecated(node, what, item.deprecated, f"{enum.name}.{name}", lib, was=was)
        elif isinstance(item, (pyapi.Function, pyapi.Record, pyapi.Constant)):
            self._deprecated(node, what, item.deprecated, name, lib, was=self._was_deprecated(lib, name))

    def _removal(self, lib: str, name: str, old_item: object) -> pydiff.PyChange | None:
        if isinstance(old_item, pyapi.Member):
            enum = next((e for e in self.api.old[lib].enums if any(m is old_item for m in e.members)), None)
            if enum is not None:
                return self.api.change(lib, f"{enum.name}.{name}", "removed")
        return self.api.change(lib, name, "removed")

    def _was_deprecated(self, lib: str, name: str, enum: str = "", record: str = "") -> bool:
        if enum:
            e = self.api.old_item(lib, enum)
            return isinstance(e, pyapi.Enum) and any(m.name == name and m.deprecated for m in e.members)
        if record:
            r = self.api.old_item(lib, record)
            return isinstance(r, pyapi.Record) and any(f.name == name and f.deprecated for f in r.fields)
        item = self.api.old_item(lib, name)
        return bool(getattr(item, "deprecated", None))

    def _deprecated(self, node: ast.AST, what: str, dep: object, label: str, lib: str, was: bool) -> None:
        if not isinstance(dep, Deprecation):
            return
        message = dep.sentence(label)
        if not was:  # deprecated by the new release
            message = message.replace(" is deprecated", f" is deprecated in {self.api.release}", 1)
        fix = f"use `{dep.replacement}`" if dep.replacement else ""
        self.report(node, "warning", what, message, fix)

    def check_member(self, node: ast.AST, lib: str, enum: pyapi.Enum, member: str) -> None:
        if not any(m.name == member for m in enum.members):
            return
        new_enum = self.api.new_item(lib, enum.name)
        if not isinstance(new_enum, pyapi.Enum):
            return  # the enum itself is gone: reported where it is named
        what = f"{lib}.{enum.name}.{member}"
        found = next((m for m in new_enum.members if m.name == member), None)
        if found is None:
            change = self.api.change(lib, f"{enum.name}.{member}", "removed")
            self.report(node, "error", what, f"{enum.name}.{member} is gone in {self.api.release}",
                        change.fix if change else "")
        else:
            self._deprecated(node, what, found.deprecated, f"{enum.name}.{member}", lib,
                             was=self._was_deprecated(lib, member, enum=enum.name))

    def check_field(self, node: ast.AST, lib: str, record: str, name: str, keyword: bool = False) -> None:
        old = self.api.old_item(lib, record)
        if not isinstance(old, pyapi.Record) or not any(f.name == name for f in old.fields):
            return
        new = self.api.new_item(lib, record)
        if not isinstance(new, pyapi.Record):
            return  # the struct itself is gone: reported where it is named
        what = f"{lib}.{record}.{name}"
        found = next((f for f in new.fields if f.name == name), None)
        if found is None:
            change = self.api.change(lib, f"{record}.{name}", "removed")
            how = "keyword argument" if keyword else "field"
            self.report(node, "error", what, f"{record}.{name} is gone in {self.api.release} (a {how})",
                        change.fix if change else "")
            return
        self._deprecated(node, what, found.deprecated, f"{record}.{name}", lib,
                         was=self._was_deprecated(lib, name, record=record))
        change = self.api.change(lib, f"{record}.{name}", "retyped")
        if change is not None and change.severity == "breaking":
            self.report(node, "warning", what, f"{record}.{name} changed type: {change.detail}")

    def visit_Call(self, node: ast.Call) -> None:
        self.generic_visit(node)
        ref = self.evaluate(node.func)
        fn = self._old_function(ref)
        if fn is not None:
            self.check_call(node, fn[0], fn[1])
        elif isinstance(ref, Name):
            record = self.api.old_item(ref.library, ref.name)
            if isinstance(record, pyapi.Record):
                for kw in node.keywords:
                    if kw.arg is not None:
                        self.check_field(kw, ref.library, record.name, kw.arg, keyword=True)

    def check_call(self, node: ast.Call, lib: str, old: pyapi.Function) -> None:
        new = self.api.new_item(lib, old.name)
        if not isinstance(new, pyapi.Function):
            return  # gone: reported where it is named
        what = f"{lib}.{old.name}"
        reasons = self._argument_changes(node, lib, old, new)
        if reasons:
            self.report(node, "error", what, f"{old.name}(): " + "; ".join(reasons[0]), reasons[1])
        self._check_returned(node, lib, old, new)

    def _argument_changes(self, node: ast.Call, lib: str, old: pyapi.Function,
                          new: pyapi.Function) -> tuple[list[str], str] | None:
        starred = any(isinstance(a, ast.Starred) for a in node.args) or any(k.arg is None for k in node.keywords)
        positional = [a for a in node.args if not isinstance(a, ast.Starred)]
        keywords = {k.arg: k for k in node.keywords if k.arg is not None}
        old_names = [p.name for p in old.params]
        # Only calls that bind to the old signature are checked.
        if set(keywords) - set(old_names) or (not starred and len(positional) > len(old_names)):
            return None
        given_by_position = old_names[: len(positional)] if not starred else []
        if set(given_by_position) & set(keywords):
            return None
        given = set(given_by_position) | set(keywords)
        if not starred and {p.name for p in old.params if not p.optional} - given:
            return None
        new_names = [p.name for p in new.params]
        renamed: dict[str, str] = {}
        for x in old_names:
            c = self.api.change(lib, f"{old.name}.{x}", "renamed")
            if c is not None:
                renamed[x] = c.detail.rsplit(" ", 1)[-1]
        reasons: list[str] = []
        structural = False
        for x in old_names:
            if x in given and x not in new_names and x not in renamed:
                derived = self.api.change(lib, f"{old.name}.{x}", "derived")
                if derived is not None:
                    reasons.append(f"`{x}` is {derived.detail.split(' is ', 1)[1]}, not passed")
                else:
                    reasons.append(f"`{x}` was removed")
                structural = True
        for i, param in enumerate(new.params):
            if param.name not in old_names and param.name not in renamed.values() and not param.optional \
                    and not (starred or param.name in keywords):
                reasons.append(f"new argument `{param.name}` ({param.annotation}), "
                               f"{pydiff.ordinal(i + 1)} of {len(new_names)}")
                structural = True
        for x, y in renamed.items():
            if x in keywords:
                reasons.append(f"`{x}=` is now `{y}=`")
        if not structural:
            moved = [x for i, x in enumerate(given_by_position)
                     if renamed.get(x, x) in new_names and new_names.index(renamed.get(x, x)) != i]
            if moved:
                reasons.append(f"the parameters were reordered: ({', '.join(old_names)}) is now ({', '.join(new_names)})")
        for x in sorted(given):
            y = renamed.get(x, x)
            c = self.api.change(lib, f"{old.name}.{y}", "retyped")
            if c is not None and c.severity == "breaking" and y in new_names:
                reasons.append(f"`{y}` takes {c.detail.split(' became ', 1)[1]} now (was {c.detail.split(' became ', 1)[0]})")
        if not reasons:
            return None
        retyped = {p.name for p in new.params if p.name in {renamed.get(x, x) for x in given}
                   and (c := self.api.change(lib, f"{old.name}.{p.name}", "retyped")) is not None
                   and c.severity == "breaking"}
        return reasons, self._rewritten(node, old, new, renamed, retyped, starred)

    def _rewritten(self, node: ast.Call, old: pyapi.Function, new: pyapi.Function, renamed: dict[str, str],
                   retyped: set[str], starred: bool) -> str:
        """The call as the new signature wants it: the arguments it was given where they still
        fit, as it gave them (by position or keyword), and new or retyped ones by their names;
        or the new signature where that cannot be written."""
        signature = f"{new.name}({', '.join(p.name for p in new.params)})"
        func = ast.get_source_segment(self.source, node.func)
        if starred or func is None:
            return f"new signature: `{signature}`"
        values: dict[str, tuple[str, bool]] = {}  # new parameter -> (source, given by keyword)
        for x, a in zip([p.name for p in old.params], node.args, strict=False):
            values[renamed.get(x, x)] = (ast.get_source_segment(self.source, a) or x, False)
        for k in node.keywords:
            assert k.arg is not None
            values[renamed.get(k.arg, k.arg)] = (ast.get_source_segment(self.source, k.value) or k.arg, True)
        last = max((i for i, p in enumerate(new.params) if p.name in values or not p.optional), default=-1)
        args, by_keyword = [], False
        for p in new.params[: last + 1]:
            value, keyword = values.get(p.name, (p.name, False))
            if p.name in retyped:
                value = p.name
            by_keyword = by_keyword or keyword
            args.append(f"{p.name}={value}" if by_keyword else value)
        text = " ".join(f"{func}({', '.join(args)})".split())
        named = [p for p in new.params if p.name not in values or p.name in retyped]
        where = f", where {', '.join(f'{p.name}: {p.annotation}' for p in named)}" if named else ""
        return f"`{text}`{where}" if len(text) <= 120 else f"new signature: `{signature}`"

    def _check_returned(self, node: ast.Call, lib: str, old: pyapi.Function, new: pyapi.Function) -> None:
        parent = self.parents.get(node)
        if isinstance(parent, ast.Expr) or (isinstance(parent, ast.Await) and isinstance(
                self.parents.get(parent), ast.Expr)):
            return  # the value is not used
        what = f"{lib}.{old.name}"
        if old.arity != new.arity:
            if old.arity == 0:
                return
            change = self.api.change(lib, old.name, "arity")
            target = parent.targets[0] if isinstance(parent, ast.Assign) and len(parent.targets) == 1 else None
            if isinstance(target, (ast.Tuple, ast.List)) and len(target.elts) == new.arity and old.arity > 1:
                return  # unpacked into as many names as it returns now
            detail = change.detail if change else f"{old.arity} values became {new.arity}"
            self.report(node, "error", what, f"{old.name}() returns {detail.split(' became ', 1)[1]} now "
                        f"(was {detail.split(' became ', 1)[0]})", change.fix if change else "")
            return
        change = self.api.change(lib, old.name, "retyped")
        if change is not None and change.severity == "breaking":
            self.report(node, "warning", what, f"{old.name}() returns {change.detail.split(' became ', 1)[1]} now "
                        f"(was {change.detail.split(' became ', 1)[0]})")


# --- files ----------------------------------------------------------------------------------


def python_files(paths: Sequence[Path]) -> Iterator[Path]:
    """The .py files under `paths`, sorted; hidden folders, virtual environments, caches and
    generated packages (a folder with api.json and _support.py) left out."""
    for path in paths:
        if path.is_file():
            yield path
            continue
        found = []
        for root, dirs, files in os.walk(path):
            here = Path(root)
            dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d not in SKIP_DIRS
                             and not ((here / d / "api.json").is_file() and (here / d / "_support.py").is_file()))
            found += [here / f for f in files if f.endswith(".py")]
        yield from sorted(found)


def display_path(path: Path) -> str:
    """The path as reports show it: relative to the working directory when under it."""
    try:
        return path.resolve().relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        return path.as_posix()


def check(paths: Sequence[Path], old: pyapi.PyApi, new: pyapi.PyApi, packages: Sequence[str],
          old_label: str, new_label: str) -> Result:
    """Every finding in the Python files under `paths`, for code that imports the old release
    as one of `packages`."""
    api = Api(old, new, pydiff.diff_apis(old, new), new_label)
    findings: list[Finding] = []
    skipped: list[str] = []
    files = 0
    for path in python_files(paths):
        files += 1
        shown = display_path(path)
        try:
            with tokenize.open(path) as handle:
                source = handle.read()
            tree = ast.parse(source, filename=str(path))
        except (SyntaxError, UnicodeDecodeError, ValueError) as exc:
            line = getattr(exc, "lineno", None) or 1
            skipped.append(f"{shown}:{line}: {type(exc).__name__}: {getattr(exc, 'msg', exc)}")
            continue
        if not any(p.split(".")[-1] in source for p in packages):
            continue  # the package is not named here: nothing to resolve
        scopes = Binder(packages, api.old).run(tree)
        findings += _Checker(api, shown, source, scopes).run(tree)
    unique = sorted(set(findings))
    return Result(old_label, new_label, tuple(unique), files, tuple(skipped))
