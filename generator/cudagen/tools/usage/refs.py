"""What a name or an expression in the checked code refers to, in the vendored package of the
old release: the package, one of its modules, a module-level name, an enum member, or an
instance of a struct class."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Package:
    """The vendored package (cuda_12_9)."""


@dataclass(frozen=True, slots=True)
class Prefix:
    """A package on the way to the vendored one: `myapp` after `import myapp.cuda`, with the
    names that lead from it to the package (("cuda",))."""

    parts: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Module:
    """One of its modules (driver)."""

    library: str


@dataclass(frozen=True, slots=True)
class Name:
    """A module-level name of the old release (cuInit, CUresult, cudaDeviceProp)."""

    library: str
    name: str


@dataclass(frozen=True, slots=True)
class Member:
    """`Enum.MEMBER`."""

    library: str
    enum: str
    member: str


@dataclass(frozen=True, slots=True)
class Instance:
    """An instance of a struct or union class."""

    library: str
    record: str


Ref = Package | Prefix | Module | Name | Member | Instance
