"""The project: which releases and libraries there are, and the pipeline that turns
one release's headers into its package (`generate.py`).

`layout.py` is standard library only: `cudagen.tools.headers` imports it before libclang is
installed. Keep this file free of imports for that reason.
"""
