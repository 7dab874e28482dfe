"""The first pass over a file: its scopes (module, class, function, lambda, comprehension) and
what binds each name in each of them (an import of the vendored package, an assignment, a
parameter, or anything else)."""

from __future__ import annotations

import ast
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from .refs import Module, Name, Package, Prefix, Ref


@dataclass(eq=False)
class Scope:
    """A module, class, function, lambda or comprehension scope: what each name is bound to.

    Each binding is a tuple whose first item says its kind: ("import", ref) or, for a
    `from ... import`, ("import", ref, node, alias); ("assign", value, unpacking path, size);
    ("param", annotation or None); ("other",) for anything the checks do not follow."""

    kind: str  # module | class | function | comprehension
    parent: Scope | None
    bindings: dict[str, list[tuple[object, ...]]] = field(default_factory=dict)
    declared_global: set[str] = field(default_factory=set)
    declared_nonlocal: set[str] = field(default_factory=set)
    star: list[str] = field(default_factory=list)  # libraries star-imported here

    def bind(self, name: str, *how: object) -> None:
        self.bindings.setdefault(name, []).append(how)


class Binder(ast.NodeVisitor):
    """First pass: every scope and what binds each name in it."""

    def __init__(self, packages: Sequence[str], libraries: Iterable[str]) -> None:
        self.packages = packages
        self.libraries = set(libraries)
        self.scopes: dict[ast.AST, Scope] = {}
        self.scope = Scope("module", None)

    def run(self, tree: ast.Module) -> dict[ast.AST, Scope]:
        self.scopes[tree] = self.scope
        for stmt in tree.body:
            self.visit(stmt)
        return self.scopes

    # imports

    def _package_path(self, dotted: str) -> tuple[list[str], list[str]] | None:
        """(the names up to the package, the names after it) when `dotted` names the vendored
        package or something in it (`vendor.cuda_12_9.driver`: vendor, cuda_12_9 / driver)."""
        parts = dotted.split(".")
        for package in self.packages:
            want = package.split(".")
            for start in range(len(parts) - len(want) + 1):
                if parts[start:start + len(want)] == want:
                    return parts[: start + len(want)], parts[start + len(want):]
        return None

    def _ref(self, rest: list[str]) -> Ref | None:
        if not rest:
            return Package()
        if rest[0] not in self.libraries:
            return None
        if len(rest) == 1:
            return Module(rest[0])
        if len(rest) == 2:
            return Name(rest[0], rest[1])
        return None

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            found = self._package_path(alias.name)
            if alias.asname:
                ref = self._ref(found[1]) if found else None
                if ref is not None:
                    self.scope.bind(alias.asname, "import", ref)
                else:
                    self.scope.bind(alias.asname, "other")
                continue
            # `import cuda_12_9.driver` binds `cuda_12_9`; `import myapp.cuda` binds `myapp`,
            # from which attributes lead to the package.
            top = alias.name.split(".")[0]
            if found is None:
                self.scope.bind(top, "other")
            elif len(found[0]) == 1:
                self.scope.bind(top, "import", Package())
            else:
                self.scope.bind(top, "import", Prefix(tuple(found[0][1:])))

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        module = node.module or ""
        for alias in node.names:
            bound = alias.asname or alias.name
            if alias.name == "*":
                found = self._package_path(module)
                if found and len(found[1]) == 1 and found[1][0] in self.libraries:
                    self.scope.star.append(found[1][0])
                continue
            found = self._package_path(f"{module}.{alias.name}" if module else alias.name)
            ref = self._ref(found[1]) if found else None
            if ref is not None:
                self.scope.bind(bound, "import", ref, node, alias)
            else:
                self.scope.bind(bound, "other")

    # scopes

    def _child(self, node: ast.AST, kind: str) -> Scope:
        """A new scope, inside the current one."""
        child = Scope(kind, self.scope)
        self.scopes[node] = child
        return child

    def _function(self, node: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda) -> None:
        if not isinstance(node, ast.Lambda):
            for d in node.decorator_list:
                self.visit(d)
            if node.returns:
                self.visit(node.returns)
            self.scope.bind(node.name, "other")
        args = node.args
        for default in [*args.defaults, *[d for d in args.kw_defaults if d is not None]]:
            self.visit(default)
        outer = self.scope
        self.scope = self._child(node, "function")
        every = [*args.posonlyargs, *args.args, *args.kwonlyargs]
        for a in every:
            self.scope.bind(a.arg, "param", a.annotation)
        for rest in (args.vararg, args.kwarg):
            if rest is not None:
                self.scope.bind(rest.arg, "other")
        body = node.body if isinstance(node.body, list) else [node.body]
        for stmt in body:
            self.visit(stmt)
        self.scope = outer

    visit_FunctionDef = _function
    visit_AsyncFunctionDef = _function
    visit_Lambda = _function

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        for expr in [*node.decorator_list, *node.bases, *(k.value for k in node.keywords)]:
            self.visit(expr)
        self.scope.bind(node.name, "other")
        outer = self.scope
        self.scope = self._child(node, "class")
        for stmt in node.body:
            self.visit(stmt)
        self.scope = outer

    def _comprehension(self, node: ast.ListComp | ast.SetComp | ast.DictComp | ast.GeneratorExp) -> None:
        self.visit(node.generators[0].iter)  # evaluated in the enclosing scope
        outer = self.scope
        self.scope = self._child(node, "comprehension")
        for i, gen in enumerate(node.generators):
            self._target(gen.target, None)
            if i:
                self.visit(gen.iter)
            for cond in gen.ifs:
                self.visit(cond)
        for part in ([node.key, node.value] if isinstance(node, ast.DictComp) else [node.elt]):
            self.visit(part)
        self.scope = outer

    visit_ListComp = _comprehension
    visit_SetComp = _comprehension
    visit_DictComp = _comprehension
    visit_GeneratorExp = _comprehension

    # bindings

    def _target(self, target: ast.expr, value: ast.expr | None, path: tuple[int, ...] = (), size: int = 0) -> None:
        if isinstance(target, ast.Name):
            if value is not None:
                self.scope.bind(target.id, "assign", value, path, size)
            else:
                self.scope.bind(target.id, "other")
        elif isinstance(target, (ast.Tuple, ast.List)):
            starred = any(isinstance(e, ast.Starred) for e in target.elts)
            for i, element in enumerate(target.elts):
                self._target(element, None if starred else value, (*path, i), len(target.elts))
        elif isinstance(target, ast.Starred):
            self._target(target.value, None)
        else:
            self.visit(target)

    def visit_Assign(self, node: ast.Assign) -> None:
        self.visit(node.value)
        for target in node.targets:
            self._target(target, node.value)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> None:
        if node.value is not None:
            self.visit(node.value)
        self.visit(node.annotation)
        if isinstance(node.target, ast.Name):
            if node.value is not None:
                self.scope.bind(node.target.id, "assign", node.value, (), 0)
            else:
                self.scope.bind(node.target.id, "param", node.annotation)
        else:
            self.visit(node.target)

    def visit_AugAssign(self, node: ast.AugAssign) -> None:
        self.visit(node.value)
        if isinstance(node.target, ast.Name):
            self.scope.bind(node.target.id, "other")
        else:
            self.visit(node.target)

    def visit_NamedExpr(self, node: ast.NamedExpr) -> None:
        self.visit(node.value)
        scope = self.scope
        while scope.kind == "comprehension" and scope.parent is not None:  # binds outside the comprehension
            scope = scope.parent
        scope.bind(node.target.id, "assign", node.value, (), 0)

    def _loop(self, node: ast.For | ast.AsyncFor) -> None:
        self.visit(node.iter)
        self._target(node.target, None)
        for stmt in [*node.body, *node.orelse]:
            self.visit(stmt)

    visit_For = _loop
    visit_AsyncFor = _loop

    def _with(self, node: ast.With | ast.AsyncWith) -> None:
        for item in node.items:
            self.visit(item.context_expr)
            if item.optional_vars is not None:
                self._target(item.optional_vars, None)
        for stmt in node.body:
            self.visit(stmt)

    visit_With = _with
    visit_AsyncWith = _with

    def visit_ExceptHandler(self, node: ast.ExceptHandler) -> None:
        if node.type is not None:
            self.visit(node.type)
        if node.name:
            self.scope.bind(node.name, "other")
        for stmt in node.body:
            self.visit(stmt)

    def visit_Global(self, node: ast.Global) -> None:
        self.scope.declared_global.update(node.names)

    def visit_Nonlocal(self, node: ast.Nonlocal) -> None:
        self.scope.declared_nonlocal.update(node.names)

    def visit_Delete(self, node: ast.Delete) -> None:
        for target in node.targets:
            self._target(target, None)

    def visit_MatchAs(self, node: ast.MatchAs) -> None:
        if node.name:
            self.scope.bind(node.name, "other")
        self.generic_visit(node)

    def visit_MatchStar(self, node: ast.MatchStar) -> None:
        if node.name:
            self.scope.bind(node.name, "other")

    def visit_MatchMapping(self, node: ast.MatchMapping) -> None:
        if node.rest:
            self.scope.bind(node.rest, "other")
        self.generic_visit(node)
