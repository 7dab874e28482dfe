"""The two releases' Python API models and the changes between them, indexed for the lookups
the checks make."""

from __future__ import annotations

import re
from collections.abc import Sequence

from .. import pyapi, pydiff
from .refs import Instance, Name, Ref


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

    def instance_of(self, ref: Ref | None) -> Instance | None:
        """An instance of the struct or union class `ref` names, if it names one."""
        if isinstance(ref, Name) and isinstance(self.old_item(ref.library, ref.name), pyapi.Record):
            record = self.old_item(ref.library, ref.name)
            assert isinstance(record, pyapi.Record)
            return Instance(ref.library, record.name)
        return None

    def annotation_instance(self, library: str, annotation: str) -> Instance | None:
        """An instance of the struct an annotation of the old release names (`cudaDeviceProp`)."""
        if not re.fullmatch(r"[A-Za-z_]\w*", annotation):
            return None
        return self.instance_of(Name(library, annotation))

    def old_function(self, ref: Ref | None) -> tuple[str, pyapi.Function] | None:
        """The old release's function `ref` names, with its library."""
        if isinstance(ref, Name):
            item = self.old_item(ref.library, ref.name)
            if isinstance(item, pyapi.Function):
                return ref.library, item
        return None
