"""The tools on inputs and output: `diff` (C API/ABI changes), `pyapi` + `pydiff`
(the Python API and its changes), `usage` (check-usage), `audit` (explain --audit), `headers`
(the vendored headers' manifest), `wheel`."""
