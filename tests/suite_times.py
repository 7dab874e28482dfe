"""A pytest plugin that records each test's wall and CPU seconds (tests/benchmarks/suite.py reads
them): loaded by tests/conftest.py when CUDAGEN_SUITE_TIMES names a file.

A test's time is its setup, call and teardown together, so a session fixture's cost (a build
shared by the tests after it) is charged to the first test that asked for it. CPU seconds are
this process's and those of its children that the test waited for (compilers, subprocess
scenarios), which a busy machine leaves unchanged where wall seconds grow. Each xdist worker
appends its own lines (one JSON object per test) to the file.
"""

from __future__ import annotations

import json
import os
import resource
import time
from collections.abc import Generator

import pytest


def cpu_seconds() -> float:
    """User + system seconds of this process and of its waited-for children."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Generator[None, None, None]:
    wall, cpu = time.perf_counter(), cpu_seconds()
    yield
    record = {"test": item.nodeid, "wall": time.perf_counter() - wall, "cpu": cpu_seconds() - cpu,
              "worker": os.environ.get("PYTEST_XDIST_WORKER", "main")}
    with open(os.environ["CUDAGEN_SUITE_TIMES"], "a", encoding="utf-8") as f:
        f.write(json.dumps(record) + "\n")
