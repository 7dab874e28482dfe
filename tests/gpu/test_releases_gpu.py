"""A release's bindings on this machine's driver: functions the driver does not provide raise
FunctionNotFoundError naming the function, the release and the driver's version, and the rest
resolves. Run with CUDAGEN_GPU_RELEASE=<release> (RESULTS.md has the commands)."""

from __future__ import annotations

import inspect
import json
from types import ModuleType

import pytest
from gpu_env import GENERATED, PACKAGE, RELEASE


def _newest_not_after(driver_version: int) -> str | None:
    """The newest vendored release the driver is at least as new as."""
    best: tuple[int, str] | None = None
    for path in GENERATED.glob("cuda_*/api.json"):
        data = json.loads(path.read_text())
        version = next((lib.get("version") for lib in data["libraries"] if lib["library"] == "driver"), None)
        if version and version <= driver_version and (best is None or version > best[0]):
            best = (version, path.parent.name)
    return best[1] if best else None


def _functions(package: str) -> set[str]:
    data = json.loads((GENERATED / package / "api.json").read_text())
    driver = next(lib for lib in data["libraries"] if lib["library"] == "driver")
    return {f["name"] for f in driver.get("functions", [])}


# Declared by the headers but not provided by every platform's driver: seen missing from
# cuGetProcAddress with the x86-64 driver 580.159.04 (H100, 2026-11-23); the EGLSync interop
# is an embedded (Tegra) feature. Calling it there raises FunctionNotFoundError naming it.
NOT_ON_EVERY_PLATFORM = {"cuEventCreateFromEGLSync"}


def test_every_entry_point_resolves_or_says_why(cu: ModuleType, device: int) -> None:
    driver_version = cu.cuDriverGetVersion()
    missing, resolved = [], 0
    for name in sorted(_functions(PACKAGE)):
        try:
            getattr(cu._f, name)
            resolved += 1
        except cu.FunctionNotFoundError as exc:
            text = str(exc)
            assert name in text and RELEASE in text, text
            assert f"{driver_version // 1000}.{driver_version % 1000 // 10}" in text, text
            missing.append(name)
    print(f"\n{RELEASE} on driver {driver_version}: {resolved} entry points resolved, {len(missing)} missing")
    missing = [name for name in missing if name not in NOT_ON_EVERY_PLATFORM]
    if cu.HEADER_VERSION <= driver_version:
        assert not missing, missing  # a driver as new as the headers provides everything
    else:
        # Only functions that no release the driver covers declares may be missing.
        covered = _newest_not_after(driver_version)
        assert covered is not None
        assert set(missing) <= _functions(PACKAGE) - _functions(covered), sorted(
            set(missing) - (_functions(PACKAGE) - _functions(covered)))
        assert resolved > 400


def test_functions_newer_than_the_driver_raise_when_called(cu: ModuleType, device: int) -> None:
    if cu.HEADER_VERSION <= cu.cuDriverGetVersion():
        pytest.skip(f"the driver is as new as the {RELEASE} headers")
    covered = _newest_not_after(cu.cuDriverGetVersion())
    assert covered is not None
    newer = sorted(_functions(PACKAGE) - _functions(covered))
    for name in newer:
        try:
            getattr(cu._f, name)
        except cu.FunctionNotFoundError:
            with pytest.raises(cu.FunctionNotFoundError, match=name):
                # Either backend: compiled functions carry their signature as text.
                arity = len(inspect.signature(getattr(cu, name)).parameters)
                getattr(cu, name)(*[None] * arity)
            return
    pytest.skip("the driver provides every function these headers added")
