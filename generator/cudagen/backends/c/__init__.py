"""The compiled backend: a CPython extension per library module, built from the same IR,
rules and parameter kinds as the pure-Python body (each kind in cudagen.kinds adds its parameter's pieces to a `CCall`).

Each C function takes a fast path for arguments of the exact types it converts natively (ints
in range, None, str and bytes, buffers, struct instances), in the order the Python body checks
them; any other argument, keyword or count error makes it call the function's pure-Python body
instead, which does the same conversions in full and raises what it raises. Conversions that
need Python (callbacks, arrays of strings or pointers, kernel arguments) call the very helpers
of `_support` the Python body calls, after every argument has passed its checks, so errors come
in the same order either way. Everything C needs from the module (enum classes, struct
classes, helpers, the error factory) is a Python expression in OBJECTS, evaluated in the module
when the extension is bound to it (see _support.compiled_backend).

`module.py` holds what one extension's functions share (the object table, by-value records, the
C spelling of IR types), `call.py` the `CCall` a function's parameters add their pieces to, and
`function.py` assembles those pieces into the function's C text.
"""
