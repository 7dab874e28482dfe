"""The checks of a call to a function of the old release: arguments that no longer bind as they
did (parameters added, removed, derived, renamed when passed by keyword, moved when passed by
position, retyped), with the call rewritten for the new signature as the fix; and a returned
value, where it is used, whose arity or type changed."""

from __future__ import annotations

import ast
from collections.abc import Mapping

from .. import pyapi, pydiff
from .api import Api
from .findings import Reporter


class CallChecks:
    """Checks the calls one file makes (`source` is its text, `parents` each node's parent)."""

    def __init__(self, api: Api, source: str, parents: Mapping[ast.AST, ast.AST], reporter: Reporter) -> None:
        self.api = api
        self.source = source
        self.parents = parents
        self.report = reporter.report

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

