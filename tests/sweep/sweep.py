"""The argument sweep, run in a fresh interpreter by tests/test_sweep.py (so that a crash is a
test failure, not a dead test run). Reads the parameter specs as JSON on stdin, calls every
function with hypothesis-drawn arguments against the counting fake driver, and prints a JSON
report: calls made, C calls made, and every violation. With "refcount": N in the spec (a debug
CPython), each function is then called N more times with the lists drawn, and the report gives
what the total refcount gained (tests/test_sweep.py: test_no_reference_leaks)."""

from __future__ import annotations

import ctypes
import gc
import json
import os
import re
import resource
import sys
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

# 4 GiB of address space at most: storage for an absurd count in range (2**32 - 1 devices)
# then fails at once with MemoryError (an accepted outcome) on either backend, rather than
# taking and zeroing 16 GB, which made each sweep need that much memory and took half its time.
# Under AddressSanitizer (make sanitize) its shadow memory needs terabytes of address space: its
# allocator returns NULL for an absurd size instead (ASAN_OPTIONS=allocator_may_return_null=1).
if "sanitize=address" not in os.environ.get("CUDAGEN_TEST_CFLAGS", ""):
    _hard = resource.getrlimit(resource.RLIMIT_AS)[1]
    resource.setrlimit(
        resource.RLIMIT_AS, (4 << 30 if _hard == resource.RLIM_INFINITY else min(4 << 30, _hard), _hard)
    )

spec = json.load(sys.stdin)
sys.path.insert(0, spec["generated"])
driver = __import__(f"{spec['package']}.driver", fromlist=["driver"])
fake = ctypes.CDLL(spec["fake"])
fake.fake_calls.restype = ctypes.c_ulonglong

BAD = object()


class BadIndex:
    """An int-like whose __index__ raises: the error must come out as it is, before C."""

    def __index__(self) -> int:
        raise ValueError("this __index__ refuses")

    def __repr__(self) -> str:
        return "BadIndex()"


class GoodIndex:
    """An int-like (NumPy integers are): __index__ gives 3."""

    def __index__(self) -> int:
        return 3

    def __repr__(self) -> str:
        return "GoodIndex()"


class BadLen(list):  # type: ignore[type-arg]
    """A list whose __len__ raises."""

    def __len__(self) -> int:
        raise ValueError("this __len__ refuses")

    def __repr__(self) -> str:
        return "BadLen()"


class LyingLen(list):  # type: ignore[type-arg]
    """A list of 2 claiming 4096: C must be given the copy's length, never the claim."""

    def __len__(self) -> int:
        return 4096

    def __repr__(self) -> str:
        return "LyingLen([0, 1])"


def candidates(kind: str, lo: int, hi: int, cls: str) -> list[tuple[Any, str]]:
    """(value, verdict) where verdict is 'ok', 'bad' (must be refused before C) or 'maybe'."""
    other = [(1.5, "bad"), ("text", "bad"), (BAD, "bad")]
    if kind == "int":
        return [(lo, "ok"), (hi, "ok"), (0 if lo <= 0 <= hi else lo, "ok"), (lo - 1, "bad"), (hi + 1, "bad"),
                (None, "bad"), (b"x", "bad"), (float("nan"), "bad"), (2**200, "bad"), (-(2**200), "bad"),
                (True, "maybe"), (BadIndex(), "bad"), (GoodIndex(), "maybe"), *other]
    if kind == "handle":
        return [(None, "ok"), (0, "ok"), (2**64 - 1, "ok"), (-1, "bad"), (2**64, "bad"), *other]
    if kind in ("string", "string_not_null"):
        null = "ok" if kind == "string" else "bad"  # None only where the header allows NULL
        return [(None, null), ("abc", "ok"), (b"abc", "ok"), (5, "bad"), (1.5, "bad"), (BAD, "bad")]
    if kind in ("struct", "struct_not_null"):
        make = getattr(driver, cls)
        null = "ok" if kind == "struct" else "bad"
        return [(None, null), (make(), "ok"), ("text", "bad"), (1.5, "bad"), (BAD, "bad")]
    if kind == "sequence":
        return [(None, "ok"), ([], "maybe"), ([0, 1], "maybe"), (5, "bad"), (BAD, "bad"),
                (BadLen([0, 1]), "maybe"), (LyingLen([0, 1]), "maybe"), ((x for x in (0, 1)), "maybe"),
                ([float("nan")], "maybe"), ([2**200], "maybe")]
    if kind == "sequence_or_address":  # cuLaunchKernel's extra: an int address too
        return [(None, "ok"), ([], "maybe"), ([0, 1], "maybe"), (5, "maybe"), (BAD, "bad")]
    if kind == "buffer":
        return [(None, "maybe"), (bytearray(64), "maybe"), (memoryview(bytearray(8)), "maybe"),
                (b"readonly", "maybe"), ("text", "bad"), (1.5, "bad"), (BAD, "bad")]
    if kind == "callback":
        return [(None, "ok"), (lambda *a: 0, "ok"), (5, "bad"), ("text", "bad")]
    return [(None, "maybe"), (0, "maybe"), (bytearray(8), "maybe"), ("text", "maybe"), (BAD, "maybe")]


REFUSALS = (TypeError, ValueError, OverflowError)
report: dict[str, Any] = {"calls": 0, "c_calls": 0, "refused": 0, "violations": [], "outcomes": [],
                          "backend": driver.BACKEND}
ADDRESS = re.compile(r"0x[0-9a-fA-F]+")


def sweep(name: str, params: list[list[Any]], examples: int) -> None:
    fn = getattr(driver, name)
    options = [candidates(kind, lo, hi, cls) for _pname, kind, lo, hi, cls in params]
    batch: list[list[tuple[Any, str]]] = []  # every argument list drawn, for the refcount check

    @settings(max_examples=examples, derandomize=True, database=None, deadline=None,
              suppress_health_check=list(HealthCheck))
    # Indices, not the values: some candidates (writable memoryviews) cannot be hashed.
    @given(st.tuples(*[st.integers(0, len(o) - 1) for o in options]) if options else st.just(()))
    def one(picks: tuple[int, ...]) -> None:
        drawn = [options[i][k] for i, k in enumerate(picks)]
        batch.append(drawn)
        args = [value for value, _ in drawn]
        must_refuse = any(verdict == "bad" for _, verdict in drawn)
        before = fake.fake_calls()
        report["calls"] += 1
        try:
            value = fn(*args)
            outcome = "returned"
            seen = f"{type(value).__name__}: {value!r}"
        except REFUSALS as exc:
            outcome = "refused"
            report["refused"] += 1
            seen = f"{type(exc).__name__}: {exc}"
        except driver.CUDADriverError as exc:
            outcome = "c-error"
            seen = f"{type(exc).__name__}: {exc}"
        except driver.FunctionNotFoundError as exc:
            outcome = "missing"
            seen = f"{type(exc).__name__}: {exc}"
        except MemoryError as exc:  # storage for a count in range but absurd (2**32 - 1 kernels)
            outcome = "too-large"
            seen = f"{type(exc).__name__}: {exc}"
        except Exception as exc:  # every other exception is a finding
            report["violations"].append(f"{name}{tuple(map(repr, args))}: {type(exc).__name__}: {exc}")
            return
        c_calls = fake.fake_calls() - before
        report["c_calls"] += c_calls
        # What a caller sees, for the backends to be compared (addresses vary between runs).
        report["outcomes"].append(f"{name}{picks}: {c_calls} C call(s), "
                                  + ADDRESS.sub("0x?", seen)[:300])
        if must_refuse and (outcome != "refused" or c_calls):
            report["violations"].append(
                f"{name}{tuple(map(repr, args))}: {outcome} with {c_calls} C call(s); expected a refusal")

    one()
    if refcount_calls:
        # A callable registered as a callback is kept while C may call it (until the driver calls
        # it back, or it is unregistered): the fake driver does neither, so those calls hold on
        # to what they were given, by design. Every other call must hold on to nothing.
        kinds = [kind for _pname, kind, _lo, _hi, _cls in params]
        calls = [[value for value, _ in d] for d in batch
                 if not any(kind == "callback" and callable(value) for (value, _), kind in zip(d, kinds, strict=True))]
        report["refcount"].append([name, refcount(fn, calls, refcount_calls)])


def refcount(fn: Any, batch: list[list[Any]], calls: int) -> int:
    """The total refcount a debug CPython (sys.gettotalrefcount) gains over `calls` calls of
    `fn`, cycling through the argument lists the sweep drew (good and bad: errors raised,
    fallbacks to the Python body taken), after two warm-up rounds (first uses make lazy names,
    warning registries, caches)."""

    def run(rounds: int) -> None:
        for _ in range(rounds):
            for args in batch:
                try:
                    fn(*args)
                except Exception:
                    pass

    if not batch:
        return 0
    run(2)
    gc.collect()
    before = sys.gettotalrefcount()  # type: ignore[attr-defined]
    run(max(1, calls // len(batch)))
    gc.collect()
    return int(sys.gettotalrefcount() - before)  # type: ignore[attr-defined]


refcount_calls = int(spec.get("refcount", 0))
report["refcount"] = []
for name, params in spec["functions"]:
    print(name, file=sys.stderr, flush=True)  # the last one named is the one that crashed, if any
    sweep(name, params, spec["examples"])
json.dump(report, sys.stdout)
