"""The parameter kinds: one class per kind of C parameter (rules.classify.KINDS), each knowing how
a parameter of that kind is taken, checked, passed to C and returned, in both backends, side by
side: `python()` adds its pieces to the function's Python body (a `PyCall`), `c()` to its C
function (a `CCall`), or says the kind has no C form (the function then keeps its Python body).
`views.module` composes them per function. Adding a kind means adding one class here, with both.

Phases order what runs before the call, so that nothing reaches C (or allocates what an
argument sizes) before every argument is checked: 0 range checks and strings, 1 counts,
2 conversions, 3 output storage, 4 what calls C first (sizes, kernel layouts).

- `values.py`: by value, strings, structs by pointer, raw pointers, values C takes by pointer
- `arrays.py`: sequences going in, and the counts derived from them
- `memory.py`: host memory C reads or writes
- `outputs.py`: what C writes, returned
- `queries.py`: a struct C reads some fields of (the Python parameters) and writes the others
- `attributes.py`: values whose C type an attribute argument decides
- `kernels.py`: callbacks, kernel arguments
"""

from . import arrays, attributes, kernels, memory, outputs, queries, values
from .base import KINDS, Kind, Param

__all__ = ["KINDS", "Kind", "Param", "arrays", "attributes", "kernels", "memory", "outputs", "queries", "values"]
