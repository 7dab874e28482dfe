"""Generated trees side by side in one process, for the benchmarks' before/after columns."""

from __future__ import annotations

import importlib
import importlib.util
import os
import shutil
import sys
import tempfile
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
TREE = ROOT / "generated"


def load_tree(label: str, tree: Path, backend: str = "") -> ModuleType:
    """The driver module of the cuda_13_0 package under `tree` (a folder holding cuda_13_0/,
    e.g. an earlier commit's generated/), imported as a package named after `label` (the
    packages use relative imports only), so several trees share a process. generated/ itself
    is the cuda_13_0 package already imported, not a second copy, unless `backend` asks for
    one (CUDAGEN_BACKEND while it imports: a compiled extension binds to one module only, so
    the Python backend beside it is a second copy of the package)."""
    if tree.resolve() == TREE.resolve() and not backend:
        return importlib.import_module("cuda_13_0.driver")
    if backend:
        saved = os.environ.get("CUDAGEN_BACKEND")
        os.environ["CUDAGEN_BACKEND"] = backend
        try:
            return load_tree(label, tree if tree.resolve() != TREE.resolve() else _copy_of(tree))
        finally:
            if saved is None:
                del os.environ["CUDAGEN_BACKEND"]
            else:
                os.environ["CUDAGEN_BACKEND"] = saved
    if not (tree / "cuda_13_0" / "__init__.py").is_file():
        raise SystemExit(f"{tree}: no cuda_13_0/ package there (give the folder that holds it)")
    name = f"bench_{label}_cuda_13_0"
    spec = importlib.util.spec_from_file_location(name, tree / "cuda_13_0" / "__init__.py",
                                                  submodule_search_locations=[str(tree / "cuda_13_0")])
    assert spec is not None and spec.loader is not None
    package = importlib.util.module_from_spec(spec)
    sys.modules[name] = package
    spec.loader.exec_module(package)
    driver: ModuleType = importlib.import_module(f"{name}.driver")
    return driver


def _copy_of(tree: Path) -> Path:
    """generated/ under another path (its cuda_13_0 package only), to import a second time."""
    scratch = Path(tempfile.mkdtemp(prefix="cudagen-tree-"))
    shutil.copytree(tree / "cuda_13_0", scratch / "cuda_13_0", ignore=shutil.ignore_patterns("docs", "api.json"))
    return scratch
