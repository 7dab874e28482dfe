"""The backends' builders: one folder per backend.

`python/` builds a function's pure-Python body (ctypes), `c/` its C-API extension function;
the parameter kinds (`cudagen.kinds`) add their pieces to both.
"""
