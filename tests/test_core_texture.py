"""core.texture without a driver: its options, descriptors and enumerations against cuda.core 1.2.2's
own (which need no GPU for them), input by input: the normalized value, or the exception's type and
message.

Runs in a fresh interpreter on the generated cuda_13_0 package (PYTHONPATH=generated, the
pure-Python backend, no libcuda); what needs the driver is in tests/test_core.py (the fake driver)
and tests/gpu/test_core_gpu.py.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[1]
GENERATED = REPO / "generated"

CODE = """
import json
import numpy as np

def outcome(fn):
    try:
        value = fn()
    except Exception as exc:
        return [type(exc).__name__, str(exc)]
    return ["ok", repr(value)]

class Odd:
    def __repr__(self):
        return "Odd()"

def cases(texture, typing):
    A = texture.OpaqueArrayOptions
    M = texture.MipmappedArrayOptions
    T = texture.TextureObjectOptions
    arrays = [dict(shape=s, format=f, num_channels=c) for s, f, c in [
        ((4,), "float32", 1), ([4, 3], "uint8", 4), ((2, 3, 4), "int16", 2), (range(1, 3), "float16", 1),
        (4, "float32", 1), ((), "float32", 1), ((1, 2, 3, 4), "float32", 1), ((0,), "float32", 1),
        ((3, -1), "float32", 1), (("4",), "uint32", 1), ((4,), "f4", 1), ((4,), "FLOAT32", 1),
        ((4,), np.float32, 1), ((4,), np.dtype("<u2"), 2), ((4,), np.int8, 4), ((4,), np.float64, 1),
        ((4,), np.complex64, 1), ((4,), Odd(), 1), ((4,), None, 1), ((4,), "int32", 3), ((4,), "int32", 0),
        ((4,), "int32", True), ((4,), "int32", 2.0), ((4,), typing.ArrayFormatType.INT32, 1)]]
    out = [outcome(lambda a=a: A(**a)) for a in arrays]
    out += [outcome(lambda: A((4,), "uint8", 1, True)), outcome(lambda: A(shape=(4,), format="uint8"))]
    out += [outcome(lambda n=n: M(shape=(8, 8), format="float32", num_channels=1, num_levels=n))
            for n in (1, 4, 0, -2, "3", 2.7)]
    options = [dict(), dict(address_mode="wrap"), dict(address_mode=("mirror", typing.AddressModeType.BORDER)),
               dict(address_mode="nope"), dict(address_mode=5), dict(filter_mode="linear"),
               dict(filter_mode="bilinear"), dict(read_mode="normalized_float"), dict(read_mode=1),
               dict(mipmap_filter_mode="linear"), dict(mipmap_filter_mode="x"), dict(border_color=(1, 2)),
               dict(max_anisotropy=-1), dict(filter_mode=typing.FilterModeType.LINEAR, normalized_coords=True)]
    out += [outcome(lambda o=o: T(**o)) for o in options]
    out += [[m.name, m.value] for e in (typing.ArrayFormatType, typing.AddressModeType, typing.FilterModeType,
                                         typing.ReadModeType) for m in e]
    for cls in (texture.OpaqueArray, texture.MipmappedArray, texture.TextureObject, texture.SurfaceObject,
                texture.ResourceDescriptor):
        out.append(outcome(cls))
    R = texture.ResourceDescriptor
    out += [outcome(lambda: R.from_opaque_array(5)), outcome(lambda: R.from_mipmapped_array("x")),
            outcome(lambda: R.from_linear(b"abc", format="uint8", num_channels=1)),
            outcome(lambda: R.from_pitch2d(None, format="uint8", num_channels=1, width=1, height=1, pitch_bytes=1))]
    return out

which = __import__("sys").argv[1]
if which == "ours":
    from cuda_13_0.core import texture
    typing = texture
else:
    from cuda.core import texture, typing
print(json.dumps(cases(texture, typing)))
"""


def run(which: str, tmp_path: Path) -> Any:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CUDAGEN_", "FAKECUDA_")) and k != "PYTHONPATH"}
    env.update(PYTHONPATH=str(GENERATED), PYTHONDONTWRITEBYTECODE="1", CUDAGEN_BACKEND="python",
               CUDAGEN_LIB_CUDA="/nonexistent/libcuda.so.1")
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(CODE), which], env=env, cwd=tmp_path,
                          capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


def test_options_and_descriptors_match_cuda_core(tmp_path: Path) -> None:
    pytest.importorskip("numpy")
    cc = pytest.importorskip("cuda.core")
    if not hasattr(cc, "texture"):
        pytest.skip("cuda.core without cuda.core.texture (1.1 and later have it)")
    ours, theirs = run("ours", tmp_path), run("theirs", tmp_path)
    assert len(ours) == len(theirs)
    differ = [(i, mine, their) for i, (mine, their) in enumerate(zip(ours, theirs, strict=True)) if mine != their]
    assert not differ, "\n".join(f"case {i}: ours {mine}, cuda.core's {their}" for i, mine, their in differ)
