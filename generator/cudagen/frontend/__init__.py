"""The front end: C headers in, IR out.

`clang.py` is the only module of cudagen that imports `clang.cindex`; no libclang object leaves
this folder. `doxygen.py` turns comments into `ir.Doc`, `macros.py` evaluates object-like macros;
`include/` holds the builtin headers and stand-ins that keep parsing hermetic.
"""
