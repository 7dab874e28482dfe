"""The CPU suite on every supported Python, each in a fresh venv (nox is in the test extra).

    .venv/bin/nox                      # 3.11, 3.12 and 3.13: the version-sensitive tests, then the regeneration check
    .venv/bin/nox -s tests-3.13        # one of them (make test-python PYVER=3.13)
    .venv/bin/nox -s tests-3.12 -- tests/test_typing.py   # arguments after -- go to pytest

Each session installs cudagen with its test extra into .nox/tests-3-XX, runs the suite (the
layout tests, mypy --strict and stubtest of the generated packages, the compiled backend built
for that Python, the installed-wheel test), then .ci/check-generated with that Python: the
committed generated/ must come out byte for byte whichever Python generates it.
Interpreters are found as .ci/python finds them: pythonX.Y on the PATH, else pyenv's.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import nox

ROOT = Path(__file__).resolve().parent
PYTHONS = ["3.11", "3.12", "3.13"]  # pyproject's classifiers name the same

nox.options.default_venv_backend = "venv"
nox.options.error_on_missing_interpreters = True  # a Python that is not there fails, not skips
nox.options.sessions = ["tests"]

# pyenv's interpreters are not on the PATH: append the folder of each one .ci/python finds
# (appended, so that nothing already on the PATH is shadowed).
for _version in PYTHONS:
    _found = subprocess.run([str(ROOT / ".ci" / "python"), _version], capture_output=True, text=True, check=False)
    if _found.returncode == 0:
        _folder = str(Path(_found.stdout.strip()).parent)
        if _folder not in os.environ.get("PATH", "").split(os.pathsep):
            os.environ["PATH"] = os.environ.get("PATH", "") + os.pathsep + _folder


@nox.session(python=PYTHONS)
def tests(session: nox.Session) -> None:
    """The suite's version-sensitive part (the tests not marked version_independent: the compiled
    backend built for this Python, the stubs, formatting, the runtime on both backends, layouts
    through ctypes), then the regeneration check with the committed format index (black on what
    differs). `make test` runs everything on 3.11, and .ci/check-generated with black on every piece."""
    session.env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    session.install("-q", "-e", ".[test]")
    session.run("python", "-m", "pytest", "-q",
                *(session.posargs or ["-n", "auto", "--dist", "loadgroup", "-m", "not version_independent"]))
    if not session.posargs:  # the suite: then the regeneration check too
        python = Path(session.bin) / "python"
        session.run("bash", ".ci/check-generated", "--indexed", env={"PY": str(python)}, external=True)
