"""The API rules: how each C declaration shows in Python.

`classify.py` gives every parameter its kind (heuristics, then the library's rules file
`<library>.toml` beside it), `typemap.py` maps C types to ctypes types and annotations,
`deprecation.py` reads what the headers deprecate, `library.py` says what differs between
libraries (result enum, exception base, loading). Reads the IR; knows nothing of backends.
"""
