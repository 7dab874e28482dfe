"""The API rules: how each C declaration shows in Python.

`classify.py` gives every parameter its kind (`heuristics.py`, then the library's rules file
`<library>.toml` beside it) as the `decisions.py` records, `typemap.py` maps C types to ctypes types and annotations,
`deprecation.py` reads what the headers deprecate, `library.py` says what differs between
libraries (result enum, exception base, loading). Reads the IR; knows nothing of backends.
"""
