"""GraphicsResource without a driver: what it checks before calling one, against cuda.core 1.2.2's
own GraphicsResource (which needs no GPU for these), input by input: the value, or the
exception's type and message.

Runs in a fresh interpreter on the generated cuda_13_0 package (PYTHONPATH=generated, the
pure-Python backend, no libcuda); registering, mapping and freeing are in tests/test_core.py
(the fake driver) and tests/gpu/test_core_graphics_gpu.py (OpenGL through EGL).
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
import importlib, json, sys

def outcome(fn):
    try:
        value = fn()
    except Exception as exc:
        return [type(exc).__name__, str(exc)]
    return ["ok", repr(value)]

which = sys.argv[1]
if which == "ours":
    from cuda_13_0.core import GraphicsResource as G
else:
    from cuda.core import GraphicsResource as G
parse = importlib.import_module(G.__module__)._parse_register_flags
flags = [None, "none", "read_only", "write_discard", "surface_load_store", "texture_gather",
         ("surface_load_store", "read_only"), ["write_discard", "texture_gather"], (), {"texture_gather"},
         "nope", "READ_ONLY", ["read_only", 5], b"read_only", ("none", "bogus")]
out = {
    "flags": [outcome(lambda f=f: parse(f)) for f in flags],
    "direct": outcome(G),
    "flag_before_driver": outcome(lambda: G.from_gl_buffer(1, flags="bad")),
    "image_flag_before_driver": outcome(lambda: G.from_gl_image(1, 0x0DE1, flags=["read_only", "x"])),
    # the same exception types, different messages
    "not_iterable": outcome(lambda: parse(5)),
    "name_not_int": outcome(lambda: G.from_gl_buffer("1")),
    "target_not_int": outcome(lambda: G.from_gl_image(1, "x")),
    "stream_not_stream": outcome(lambda: G.from_gl_buffer(1, stream=object())),
    # differences: cuda.core converts to a C int (OverflowError from 2**31); ours takes a GLuint
    # (ValueError outside 0 .. 2**32 - 1); an unhashable flag is an unknown one here
    "too_big": outcome(lambda: G.from_gl_buffer(2**32)),
    "unhashable_flag": outcome(lambda: parse([["read_only"]])),
}
print(json.dumps(out))
"""


def run(which: str, tmp_path: Path) -> Any:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CUDAGEN_", "FAKECUDA_")) and k != "PYTHONPATH"}
    env.update(PYTHONPATH=str(GENERATED), PYTHONDONTWRITEBYTECODE="1", CUDAGEN_BACKEND="python",
               CUDAGEN_LIB_CUDA="/nonexistent/libcuda.so.1")
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(CODE), which], env=env, cwd=tmp_path,
                          capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


def test_checks_before_the_driver_match_cuda_core(tmp_path: Path) -> None:
    cc = pytest.importorskip("cuda.core")
    if not hasattr(cc, "GraphicsResource"):
        pytest.skip("cuda.core without GraphicsResource")
    ours, theirs = run("ours", tmp_path), run("theirs", tmp_path)
    differ = [(i, mine, their) for i, (mine, their) in enumerate(zip(ours["flags"], theirs["flags"], strict=True))
              if mine != their]
    assert not differ, "\n".join(f"flags case {i}: ours {mine}, cuda.core's {their}" for i, mine, their in differ)
    for key in ("direct", "flag_before_driver", "image_flag_before_driver"):
        assert ours[key] == theirs[key], key
    for key in ("not_iterable", "name_not_int", "target_not_int", "stream_not_stream"):
        assert ours[key][0] == theirs[key][0] == "TypeError", key
    assert theirs["too_big"][0] == "OverflowError"
    assert ours["too_big"] == ["ValueError", "gl_buffer must be a GLuint (0 to 4294967295), got 4294967296"]
    assert theirs["unhashable_flag"][0] == "TypeError"
    assert ours["unhashable_flag"] == ["ValueError", "Unknown register flag ['read_only']. Valid flags: none, "
                                       "read_only, surface_load_store, texture_gather, write_discard"]
