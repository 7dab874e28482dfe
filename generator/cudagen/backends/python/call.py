"""`PyCall`: the pure-Python body of one library function, as its parameters build it.

Each parameter kind (cudagen.kinds) adds its entry to the signature, its lines before the call
by phase (0 range checks and strings, 1 counts, 2 conversions, 3 output storage, 4 what calls
C first: sizes, kernel layouts), the expression C receives, and what is returned.
`function.assemble` lays the body out."""

from __future__ import annotations

from dataclasses import dataclass, field

from .module import PyModule


@dataclass(frozen=True, slots=True)
class PyParam:
    """A parameter of the Python signature."""

    name: str
    annotation: str
    doc: str


@dataclass(frozen=True, slots=True)
class Output:
    """One value the Python function returns (several make a tuple, in C order)."""

    name: str
    annotation: str
    doc: str


@dataclass
class PyCall:
    """The pure-Python body of one function, as its parameters build it."""

    module: PyModule
    params: list[PyParam] = field(default_factory=list)
    outputs: list[Output] = field(default_factory=list)
    results: list[str] = field(default_factory=list)
    pre: list[tuple[float, str]] = field(default_factory=list)  # (phase, lines) before the call
    between: list[str] = field(default_factory=list)  # after array_out_query's size query, before the call
    preamble: list[str] = field(default_factory=list)  # module-level lines before the def
    unsigned: dict[int, list[tuple[int, str, str]]] = field(default_factory=dict)  # max -> (pre index, name, label)
    args: list[str] = field(default_factory=list)  # what C receives, in C order
    query_args: list[str] = field(default_factory=list)  # what array_out_query's size query passes
    cnames: list[str] = field(default_factory=list)  # the Python name responsible for each C argument
