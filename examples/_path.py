"""Lets the examples run from a checkout: generated/ holds the cuda_13_0 package (used only when
cuda_13_0 is not importable already). A project that vendors the package needs none of this."""

import importlib.util
import sys
from pathlib import Path

GENERATED = Path(__file__).resolve().parents[1] / "generated"
if importlib.util.find_spec("cuda_13_0") is None and GENERATED.is_dir():
    sys.path.insert(0, str(GENERATED))
