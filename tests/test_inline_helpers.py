"""driver_functions.h's static inline helpers (make_cudaExtent, make_cudaPitchedPtr,
make_cudaPos), which libcudart does not export and cuda.bindings binds: every release's runtime
module has them, done in Python as their definitions do (rules/runtime.toml, [helper.NAME])."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from cudagen.errors import GeneratorError
from cudagen.rules.classify import load_rules

pytestmark = pytest.mark.version_independent

REPO = Path(__file__).resolve().parents[1]
PACKAGES = sorted(p.name for p in (REPO / "generated").glob("cuda_*") if (p / "runtime.py").is_file())


@pytest.fixture(params=PACKAGES)
def runtime(request: pytest.FixtureRequest) -> Iterator[object]:
    sys.path.insert(0, str(REPO / "generated"))
    try:
        yield importlib.import_module(f"{request.param}.runtime")
    finally:
        sys.path.remove(str(REPO / "generated"))


def test_the_helpers_build_their_structs_as_their_definitions_do(runtime: object) -> None:
    rt = runtime
    e = rt.make_cudaExtent(1, 2, 3)  # type: ignore[attr-defined]
    assert type(e) is rt.cudaExtent and (e.width, e.height, e.depth) == (1, 2, 3)  # type: ignore[attr-defined]
    p = rt.make_cudaPos(4, 5, 6)  # type: ignore[attr-defined]
    assert type(p) is rt.cudaPos and (p.x, p.y, p.z) == (4, 5, 6)  # type: ignore[attr-defined]
    q = rt.make_cudaPitchedPtr(0x1000, 512, 100, 7)  # type: ignore[attr-defined]
    assert type(q) is rt.cudaPitchedPtr and (q.ptr, q.pitch, q.xsize, q.ysize) == (0x1000, 512, 100, 7)  # type: ignore[attr-defined]
    assert rt.make_cudaPitchedPtr(None, 0, 0, 0).ptr is None  # type: ignore[attr-defined]
    with pytest.raises(OverflowError):  # size_t fields check what they are given
        rt.make_cudaExtent(-1, 0, 0)  # type: ignore[attr-defined]
    assert {"make_cudaExtent", "make_cudaPitchedPtr", "make_cudaPos"} <= set(rt.__all__)  # type: ignore[attr-defined]


def test_they_agree_with_cuda_bindings(runtime: object) -> None:
    theirs = pytest.importorskip("cuda.bindings.runtime")
    ours = runtime.make_cudaPitchedPtr(0x2000, 256, 64, 8)  # type: ignore[attr-defined]
    ref = theirs.make_cudaPitchedPtr(0x2000, 256, 64, 8)
    assert (int(ref.ptr), ref.pitch, ref.xsize, ref.ysize) == (ours.ptr, ours.pitch, ours.xsize, ours.ysize)
    ref_e = theirs.make_cudaExtent(9, 8, 7)
    assert (ref_e.width, ref_e.height, ref_e.depth) == (9, 8, 7)


def test_a_helper_table_is_checked(tmp_path: Path) -> None:
    rules = tmp_path / "x.toml"
    rules.write_text('[helper.make_x]\nheader = "x.h"\nresult = "X"\n')
    with pytest.raises(GeneratorError, match="needs exactly `header`, `result` and `params`"):
        load_rules("x", rules)
    rules.write_text('[helper.make_x]\nheader = "x.h"\nresult = "X"\nparams = [["a", "int"]]\n')
    with pytest.raises(GeneratorError, match=r"\[parameter, C type, field\] triples"):
        load_rules("x", rules)
