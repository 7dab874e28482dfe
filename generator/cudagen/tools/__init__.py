"""The tools on inputs and output: `diff` (C API/ABI changes), `pyapi` + `pydiff`
(the Python API and its changes), `usage` (check-usage), `audit` (explain --audit), `headers`
(the vendored headers' manifest), `wheel`, `wheel_headers` (the headers of PyPI wheels, as pip
lays them out, without downloading the wheels)."""
