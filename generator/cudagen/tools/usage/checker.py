"""The second pass over a file: walk it scope by scope, resolve every name, attribute and call
that may reach the old release, and hand each use to the checks for its kind."""

from __future__ import annotations

import ast

from .. import pyapi
from .api import Api
from .calls import CallChecks
from .findings import Finding, Reporter
from .names import NameChecks
from .refs import Instance, Module, Name, Ref
from .resolve import Resolver
from .scopes import Scope


class Checker(ast.NodeVisitor):
    """Second pass: resolve every name, attribute and call, and report what breaks."""

    def __init__(self, api: Api, path: str, source: str, scopes: dict[ast.AST, Scope]) -> None:
        self.api = api
        self.scopes = scopes
        self.scope: Scope = next(iter(scopes.values()))
        self.parents: dict[ast.AST, ast.AST] = {}  # filled by run(), read by the call checks
        self.reporter = Reporter(path)
        self.resolver = Resolver(api)
        self.names = NameChecks(api, self.reporter)
        self.calls = CallChecks(api, source, self.parents, self.reporter)

    def run(self, tree: ast.Module) -> list[Finding]:
        for parent in ast.walk(tree):
            for child in ast.iter_child_nodes(parent):
                self.parents[child] = parent
        self.scope = self.scopes[tree]
        for stmt in tree.body:
            self.visit(stmt)
        return self.reporter.findings

    def evaluate(self, node: ast.expr) -> Ref | None:
        """What an expression of the current scope refers to."""
        return self.resolver.evaluate(node, self.scope)

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

    # checks

    def visit_Name(self, node: ast.Name) -> None:
        if isinstance(node.ctx, ast.Load):
            ref = self.resolver.lookup(node.id, self.scope)
            if isinstance(ref, Name):
                self.names.check_name(node, ref)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        for alias in node.names:
            hows = self.scope.bindings.get(alias.asname or alias.name, [])
            for how in hows:
                if how[0] == "import" and len(how) > 3 and how[3] is alias and isinstance(how[1], Name):
                    self.names.check_name(node, how[1])

    def visit_Attribute(self, node: ast.Attribute) -> None:
        self.visit(node.value)
        base = self.evaluate(node.value)
        if isinstance(base, Module) and node.attr in self.api.old_names.get(base.library, {}):
            self.names.check_name(node, Name(base.library, node.attr))
        elif isinstance(base, Name):
            item = self.api.old_item(base.library, base.name)
            if isinstance(item, pyapi.Enum):
                self.names.check_member(node, base.library, item, node.attr)
            elif isinstance(item, pyapi.Record):
                self.names.check_field(node, base.library, item.name, node.attr)
        elif isinstance(base, Instance):
            self.names.check_field(node, base.library, base.record, node.attr)

    def visit_Call(self, node: ast.Call) -> None:
        self.generic_visit(node)
        ref = self.evaluate(node.func)
        fn = self.api.old_function(ref)
        if fn is not None:
            self.calls.check_call(node, fn[0], fn[1])
        elif isinstance(ref, Name):
            record = self.api.old_item(ref.library, ref.name)
            if isinstance(record, pyapi.Record):
                for kw in node.keywords:
                    if kw.arg is not None:
                        self.names.check_field(kw, ref.library, record.name, kw.arg, keyword=True)

