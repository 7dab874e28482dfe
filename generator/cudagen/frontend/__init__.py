"""The front end: C headers in, IR out.

Only this folder imports `clang.cindex` (make lint's import contracts hold the rest of cudagen
to that), and no libclang object leaves it. The layout follows rust-bindgen's clang.rs + ir/:

- `clang.py`, the entry: `Source`, `clang_args`, `parse`, the translation unit and its errors.
- `libclang.py`: the libclang calls cindex lacks, or decodes too strictly.
- `walker.py` walks a translation unit and hands each top-level declaration to the module for
  its kind: `functions.py`, `records.py` (with their layout), `enums.py`, `typedefs.py` (and
  callbacks), `defines.py` (#defines, evaluated by `macros.py`).
- What those share: `files.py` (owned headers, locations), `names.py` (the IR names of
  records and enums), `ctype.py` (clang types to `ir.CType`), `docs.py` (doc comments and
  Doxygen groups; `doxygen.py` parses the comments).
- `entry_points.py`: each driver entry point's cuGetProcAddress version, from cudaTypedefs.h.
- `include/`: the builtin headers and stand-ins that keep parsing hermetic.
"""
