"""The Python API of a release as a caller of the generated bindings sees it.

Derived from the IR and the rules alone (the module views cudagen.views builds; nothing is imported
or run): each module's functions with their Python signature, what they return and how each
C parameter is bound (explain's decisions), its enums, structs and unions with their fields,
module constants, exception classes and the other names it exports. The model is plain data,
sorted and stable, with a JSON form (`to_json` / `from_json`).

`cudagen diff --python` compares two models (pydiff.py); `cudagen check-usage` checks a code
base against two of them (usage.py).
"""

from __future__ import annotations

import dataclasses
import json
import re
from dataclasses import dataclass
from typing import Any

from .. import ir
from ..project import libraries
from ..rules.deprecation import Deprecation
from ..views.model import ModuleView

SCHEMA = 1

# Fields the views add for layout (padding, anonymous members): not a caller's.
_PRIVATE_FIELD = re.compile(r"_pad\d*|_pad_end|_anon\d+")
# The stubs' private spellings of public types: _s.ArrayView, _builtins.bytes, _Sequence, _SupportsInt.
_PRIVATE_PREFIX = re.compile(r"\b_s\.|\b_builtins\.|(?<![\w.])_(?=[A-Z])")


def annotation(text: str) -> str:
    """An annotation of the stubs as a reader spells it: `_Sequence[_SupportsInt]` is
    `Sequence[SupportsInt]`, `_s.ArrayView[int]` is `ArrayView[int]`."""
    return _PRIVATE_PREFIX.sub("", text)


@dataclass(frozen=True, slots=True)
class Parameter:
    """A parameter of a generated function's Python signature, or a value it returns."""

    name: str
    annotation: str
    optional: bool = False  # has a default (none has today; a diff still tells)


@dataclass(frozen=True, slots=True)
class Binding:
    """How one C parameter is bound: explain's decision (rules.ParamRule)."""

    name: str  # the C parameter
    kind: str  # rules.KINDS
    related: str = ""  # the parameter it is tied to (an array's count, a buffer's size)
    source: str = ""  # why: "rules file", or the heuristic that decided


@dataclass(frozen=True, slots=True)
class Function:
    """A generated function: `name(params...) -> returns`, its outputs being the values it
    returns (a tuple when there are several, in C order)."""

    name: str
    params: tuple[Parameter, ...]
    outputs: tuple[Parameter, ...]
    returns: str  # the return annotation
    bindings: tuple[Binding, ...]
    deprecated: Deprecation | None = None

    @property
    def signature(self) -> str:
        return f"{self.name}({', '.join(p.name for p in self.params)}) -> {self.returns}"

    @property
    def arity(self) -> int:
        """How many values a call gives: 0 (None), 1, or the length of the tuple."""
        return len(self.outputs)


@dataclass(frozen=True, slots=True)
class Member:
    """An enumerator: `Enum.NAME`, and a module constant of the same name, as in C."""

    name: str
    value: int
    deprecated: Deprecation | None = None


@dataclass(frozen=True, slots=True)
class Enum:
    """An int enum class."""

    name: str
    members: tuple[Member, ...]


@dataclass(frozen=True, slots=True)
class Field:
    """A struct or union field a caller reads (`annotation`) and assigns (`accepts`), also a
    keyword of the class's constructor."""

    name: str
    annotation: str
    accepts: str
    deprecated: Deprecation | None = None


@dataclass(frozen=True, slots=True)
class Record:
    """A ctypes Structure or Union class."""

    name: str
    kind: str  # struct | union
    fields: tuple[Field, ...]
    deprecated: Deprecation | None = None


@dataclass(frozen=True, slots=True)
class Constant:
    """A module constant from a macro (enumerators are the enums' members)."""

    name: str
    value: str  # the Python literal
    annotation: str
    deprecated: Deprecation | None = None


@dataclass(frozen=True, slots=True)
class ErrorClass:
    """The exception class raised for one result code."""

    name: str
    code: int
    member: str  # the result enum's member


@dataclass(frozen=True, slots=True)
class TypeName:
    """Any other name the module exports: a handle type, a typedef of a number, a callback type,
    another name of an enum, struct or callback, or a name of the binding's own."""

    name: str
    what: str  # "handle", "int", "callback", "alias of X", "binding"


@dataclass(frozen=True, slots=True)
class Module:
    """One module of the package (driver, runtime, nvrtc)."""

    library: str
    functions: tuple[Function, ...]
    enums: tuple[Enum, ...]
    records: tuple[Record, ...]
    constants: tuple[Constant, ...]
    errors: tuple[ErrorClass, ...]
    types: tuple[TypeName, ...]

    def names(self) -> dict[str, object]:
        """Every module-level name, with what it is (an enumerator's module constant: its Member)."""
        out: dict[str, object] = {}
        group: tuple[Any, ...]
        for group in (self.types, self.errors, self.constants, self.records, self.enums, self.functions):
            for item in group:
                out[item.name] = item
        for e in self.enums:
            for m in e.members:
                out.setdefault(m.name, m)
        return out


@dataclass(frozen=True, slots=True)
class PyApi:
    """A release's Python API: its modules, by library name."""

    release: str
    modules: tuple[Module, ...]

    def module(self, library: str) -> Module | None:
        return next((m for m in self.modules if m.library == library), None)


# --- building -----------------------------------------------------------------------------


def from_package(package: ir.Package) -> PyApi:
    """The Python API of a package's IR, with the rules files of this cudagen."""
    return PyApi(package.release, tuple(sorted((module(libraries.view(api, python_api_only=True))
                                                for api in package.libraries),
                                               key=lambda m: m.library)))


def module(view: ModuleView) -> Module:
    """One module's API, from the view its bindings and stubs are rendered from."""
    functions = tuple(
        Function(
            name=f.name,
            params=tuple(Parameter(p.name, annotation(p.annotation)) for p in f.params),
            outputs=tuple(Parameter(o.name, annotation(o.annotation)) for o in f.outputs),
            returns=annotation(f.returns),
            bindings=tuple(Binding(r.name, r.kind, r.related, r.source) for r in f.rules.params),
            deprecated=f.deprecation,
        )
        for f in view.functions
    )
    enums = tuple(
        Enum(e.name, tuple(Member(name, value, e.deprecations.get(name)) for name, value, _ in e.members))
        for e in view.enums
    )
    records = tuple(
        Record(
            r.name,
            r.kind.lower(),
            tuple(Field(f.name, annotation(f.annotation), annotation(f.accepts or f.annotation), f.deprecation)
                  for f in r.fields + r.promoted if not _PRIVATE_FIELD.fullmatch(f.name)),
            r.deprecation,
        )
        for r in view.records
    )
    constants = tuple(Constant(c.name, c.value, c.annotation, c.deprecation) for c in view.constants if not c.lazy)
    errors = tuple(ErrorClass(e.name, e.code, e.member) for e in view.errors)
    types = [TypeName(name, "handle") for name, _ in view.handles]
    types += [TypeName(name, pytype) for name, pytype in view.int_aliases]
    types += [TypeName(c.name, "callback") for c in view.callbacks]
    types += [TypeName(alias, f"alias of {target}")
              for alias, target in view.enum_aliases + view.record_aliases + view.callback_aliases]
    known = {t.name for t in types} | {f.name for f in functions} | {e.name for e in enums}
    known |= {r.name for r in records} | {c.name for c in constants} | {e.name for e in errors}
    known |= {m.name for e in enums for m in e.members}
    types += [TypeName(name, "binding") for name in view.all_names if name not in known]
    return Module(
        library=view.library.module,
        functions=tuple(sorted(functions, key=lambda f: f.name)),
        enums=tuple(sorted(enums, key=lambda e: e.name)),
        records=tuple(sorted(records, key=lambda r: r.name)),
        constants=tuple(sorted(constants, key=lambda c: c.name)),
        errors=tuple(sorted(errors, key=lambda e: e.name)),
        types=tuple(sorted(types, key=lambda t: t.name)),
    )


# --- JSON ---------------------------------------------------------------------------------


def to_json(api: PyApi) -> str:
    """The model as JSON: sorted, stable, defaults left out."""
    return json.dumps({"schema": SCHEMA, **_encode(api)}, indent=1, ensure_ascii=False, sort_keys=True) + "\n"


def _encode(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out = {}
        for f in dataclasses.fields(value):
            v = getattr(value, f.name)
            if v != f.default:
                out[f.name] = _encode(v)
        return out
    if isinstance(value, tuple):
        return [_encode(v) for v in value]
    return value


def from_json(text: str) -> PyApi:
    data = json.loads(text)
    if data.get("schema") != SCHEMA:
        raise ValueError(f"Python API model schema {data.get('schema')!r}, expected {SCHEMA}")
    api: PyApi = _decode(PyApi, data)
    return api


_CLASSES: dict[str, type] = {
    "modules": Module, "functions": Function, "params": Parameter, "outputs": Parameter, "bindings": Binding,
    "enums": Enum, "members": Member, "records": Record, "fields": Field, "constants": Constant,
    "errors": ErrorClass, "types": TypeName, "deprecated": Deprecation,
}


def _decode(cls: type, data: dict[str, Any]) -> Any:
    kwargs: dict[str, Any] = {}
    for key, value in data.items():
        if key == "schema":
            continue
        item = _CLASSES.get(key)
        if item is None:
            kwargs[key] = value
        elif isinstance(value, list):
            kwargs[key] = tuple(_decode(item, v) for v in value)
        else:
            kwargs[key] = _decode(item, value)
    return cls(**kwargs)
