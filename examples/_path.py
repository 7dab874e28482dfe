"""Lets the examples run from a checkout: generated/ holds the cuda_13_0 package (used only when
cuda_13_0 is not importable already). A project that vendors the package needs none of this.

`from _path import core` gives the object layer the example runs on: cuda_13_0.core, or
another module named by CUDAGEN_EXAMPLE_CORE (`cuda.core` runs the same program on NVIDIA's
cuda-core, which is how tests/gpu/test_examples_gpu.py compares the two). That line is the only
difference between the two runs: a program written for cuda.core needs nothing else changed."""

import importlib
import importlib.util
import os
import sys
from pathlib import Path

GENERATED = Path(__file__).resolve().parents[1] / "generated"
if importlib.util.find_spec("cuda_13_0") is None and GENERATED.is_dir():
    sys.path.insert(0, str(GENERATED))

CORE = os.environ.get("CUDAGEN_EXAMPLE_CORE", "cuda_13_0.core")
core = importlib.import_module(CORE)
