"""What a name or an expression refers to where it is used: Python's scope rules (LEGB) over
the bindings the first pass recorded, followed through imports, attribute chains, calls that
return a struct, and variables assigned from one or parameters annotated with one."""

from __future__ import annotations

import ast

from .. import pyapi
from .api import Api
from .refs import Member, Module, Name, Package, Prefix, Ref
from .scopes import Scope


class Resolver:
    """Resolves the names and expressions of one file against the old release."""

    def __init__(self, api: Api) -> None:
        self.api = api
        self._evaluating: set[int] = set()  # assigned values being followed: `x = f(x)` does not loop
        self._resolved: dict[tuple[int, str], Ref | None] = {}  # (binding scope, name): bindings never change

    def lookup(self, name: str, scope: Scope) -> Ref | None:
        """What `name`, used in `scope`, refers to, where every binding of it agrees."""
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

    def evaluate(self, node: ast.expr, scope: Scope) -> Ref | None:
        """What an expression, evaluated in `scope`, refers to, where that is visible."""
        if isinstance(node, ast.Name):
            return self.lookup(node.id, scope)
        if isinstance(node, ast.Attribute):
            return self._attribute(self.evaluate(node.value, scope), node.attr)
        if isinstance(node, ast.Call):
            ref = self.evaluate(node.func, scope)
            fn = self.api.old_function(ref)
            if fn is not None:
                return self.api.annotation_instance(fn[0], fn[1].returns) if fn[1].arity == 1 else None
            return self.api.instance_of(ref)
        return None

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
            return self.api.instance_of(ref)
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

    def _unpacked(self, value: ast.expr, scope: Scope, path: tuple[int, ...], size: int) -> Ref | None:
        if len(path) != 1 or not isinstance(value, ast.Call):
            return None
        fn = self.api.old_function(self.evaluate(value.func, scope))
        if fn is None or fn[1].arity != size:
            return None
        return self.api.annotation_instance(fn[0], fn[1].outputs[path[0]].annotation)

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
