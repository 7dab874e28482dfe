"""The checks of a module-level name, an enum member or a struct field (also as a keyword
argument of the struct's constructor): gone in the new release (an error), retyped (a field:
a warning), or deprecated by it (a warning)."""

from __future__ import annotations

import ast

from ...rules.deprecation import Deprecation
from .. import pyapi, pydiff
from .api import Api
from .findings import Reporter
from .refs import Name


class NameChecks:
    """Checks the names, enum members and struct fields one file uses."""

    def __init__(self, api: Api, reporter: Reporter) -> None:
        self.api = api
        self.report = reporter.report

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
