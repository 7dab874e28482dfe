"""The two releases' Python API models and the changes between them, indexed for the lookups
the checks make."""

from __future__ import annotations

from collections.abc import Sequence

from .. import pyapi, pydiff


class Api:
    """The two releases' models and the changes between them, indexed for lookups."""

    def __init__(self, old: pyapi.PyApi, new: pyapi.PyApi, changes: Sequence[pydiff.PyChange], release: str) -> None:
        self.old = {m.library: m for m in old.modules}
        self.new = {m.library: m for m in new.modules}
        self.old_names = {lib: m.names() for lib, m in self.old.items()}
        self.new_names = {lib: m.names() for lib, m in self.new.items()}
        self.changes: dict[tuple[str, str], list[pydiff.PyChange]] = {}
        for c in changes:
            self.changes.setdefault((c.library, c.name), []).append(c)
        self.release = release  # how messages name the new release

    def change(self, library: str, name: str, change: str) -> pydiff.PyChange | None:
        return next((c for c in self.changes.get((library, name), []) if c.change == change), None)

    @staticmethod
    def resolve(names: dict[str, object], name: str) -> object:
        """A module-level name, through its aliases (`CUresult_enum` is `CUresult`)."""
        item = names.get(name)
        for _ in range(8):
            if not (isinstance(item, pyapi.TypeName) and item.what.startswith("alias of ")):
                break
            item = names.get(item.what.removeprefix("alias of "))
        return item

    def old_item(self, library: str, name: str) -> object:
        return self.resolve(self.old_names.get(library, {}), name)

    def new_item(self, library: str, name: str) -> object:
        return self.resolve(self.new_names.get(library, {}), name)
