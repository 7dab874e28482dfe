"""The object layer is a package shaped as cuda.core's: every public name of cuda.core 1.2.2 is
imported the way cuda.core's docs and examples import it, on every release that has a core.

`from X.core import Device`, `from X.core.utils import StridedMemoryView`, `import X.core.system
as system`, `X.core.graph.GraphBuilder` after `import X.core.graph`, `from X.core import utils`
(each submodule as an attribute too), and `python -m pydoc X.core.<submodule>` renders. Imports
only (a fresh interpreter, the pure-Python backend, no driver): no build, no GPU. The names are
cuda.core 1.2.2's `__all__` and its submodules' (with NVML: `system`'s exceptions and device
classes), recorded here so that the test needs no cuda.core; tests/test_core_api.py compares
them, members and parameters with the installed cuda.core.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
GENERATED = REPO / "generated"
RELEASES = sorted(p.name for p in GENERATED.glob("cuda_*") if (p / "core" / "__init__.py").is_file())

# cuda.core 1.2.2: `__all__` of cuda.core ("") and of each submodule.
CUDA_CORE = {
    "": (
        "Buffer", "Context", "ContextOptions", "Device", "DeviceMemoryResource",
        "DeviceMemoryResourceOptions", "DeviceResources", "Event", "EventOptions", "GraphMemoryResource",
        "GraphicsResource", "Host", "Kernel", "LEGACY_DEFAULT_STREAM", "LaunchConfig",
        "LegacyPinnedMemoryResource", "Linker", "LinkerOptions", "ManagedBuffer", "ManagedMemoryResource",
        "ManagedMemoryResourceOptions", "MemoryResource", "ObjectCode", "PER_THREAD_DEFAULT_STREAM",
        "PinnedMemoryResource", "PinnedMemoryResourceOptions", "Program", "ProgramOptions", "SMResource",
        "SMResourceOptions", "Stream", "StreamOptions", "TensorMapDescriptor",
        "TensorMapDescriptorOptions", "VirtualMemoryResource", "VirtualMemoryResourceOptions",
        "WorkqueueResource", "WorkqueueResourceOptions", "launch",
    ),
    "utils": (
        "CopyOptions", "FileStreamProgramCache", "InMemoryProgramCache", "MemcpyOverlapMode",
        "MemcpySrcAccessOrder", "ProgramCacheResource", "StridedMemoryView",
        "args_viewable_as_strided_memory", "copy_batch", "discard_batch", "discard_prefetch_batch",
        "make_program_cache_key", "prefetch_batch",
    ),
    "system": (
        "AlreadyInitializedError", "ArgumentVersionMismatchError", "CUDA_BINDINGS_NVML_IS_COMPATIBLE",
        "CorruptedInforomError", "DeprecatedError", "Device", "DriverNotLoadedError",
        "FreqNotSupportedError", "FunctionNotFoundError", "GpuIsLostError", "GpuNotFoundError",
        "InUseError", "InsufficientPowerError", "InsufficientResourcesError", "InsufficientSizeError",
        "InvalidArgumentError", "InvalidStateError", "IrqIssueError", "LibRmVersionMismatchError",
        "LibraryNotFoundError", "MemoryError", "NoDataError", "NoPermissionError", "NotFoundError",
        "NotReadyError", "NotSupportedError", "NvlinkInfo", "NvmlError", "OperatingSystemError",
        "ResetRequiredError", "ResetTypeNotSupportedError", "TimeoutError", "UninitializedError",
        "UnknownError", "VgpuEccNotSupportedError", "get_driver_branch", "get_kernel_mode_driver_version",
        "get_num_devices", "get_nvml_version", "get_p2p_status", "get_process_name",
        "get_topology_common_ancestor", "get_user_mode_driver_version", "register_events",
    ),
    "graph": (
        "AllocNode", "ChildGraphNode", "ConditionalNode", "EmptyNode", "EventRecordNode", "EventWaitNode",
        "ExecutableChildGraphNode", "ExecutableEventRecordNode", "ExecutableEventWaitNode",
        "ExecutableGraphNode", "ExecutableHostCallbackNode", "ExecutableKernelNode",
        "ExecutableMemcpyNode", "ExecutableMemsetNode", "FreeNode", "Graph", "GraphBuilder",
        "GraphCompleteOptions", "GraphCondition", "GraphDebugPrintOptions", "GraphDefinition", "GraphNode",
        "HostCallbackNode", "IfElseNode", "IfNode", "KernelNode", "MemcpyNode", "MemsetNode", "SwitchNode",
        "WhileNode",
    ),
    "texture": (
        "MipmappedArray", "MipmappedArrayOptions", "OpaqueArray", "OpaqueArrayOptions",
        "ResourceDescriptor", "SurfaceObject", "TextureObject", "TextureObjectOptions",
    ),
    "checkpoint": (
        "Process",
    ),
}
# What a release's package lacks of those, and why: 11.8's package binds no NVML, so its
# `system` has the version and count queries but none of NVML's device classes or exceptions.
NO_NVML = ("cuda_11_8",)
# An NVML exception is NVML_ERROR_X of the release's nvml.h: 12.9's has no RESET_TYPE_NOT_SUPPORTED.
OLDER_NVML = {"cuda_12_9": ["system.ResetTypeNotSupportedError"]}

SCRIPT = r"""
import importlib, json, pydoc, sys
package, names = sys.argv[1], json.loads(sys.argv[2])
missing = []
# cuda.core's top-level names, as its examples import them
exec(f"from {package}.core import (" + ", ".join(names[""]) + ")")
# each submodule: imported by name, as an attribute of core, and `from ... import` its names
for sub, subnames in names.items():
    if not sub:
        continue
    module = importlib.import_module(f"{package}.core.{sub}")
    exec(f"import {package}.core.{sub} as alias")
    core = importlib.import_module(f"{package}.core")
    assert getattr(core, sub) is module is alias, sub
    exec(f"from {package}.core import {sub} as attr")
    assert attr is module, sub
    for name in subnames:
        try:
            exec(f"from {package}.core.{sub} import {name}")
        except ImportError:
            missing.append(f"{sub}.{name}")
    pydoc.render_doc(module, renderer=pydoc.plaintext)  # what `python -m pydoc` prints
exec(f"import {package}.core.graph")  # the spelling cuda.core's docs use
assert eval(f"{package}.core.graph.GraphBuilder") is importlib.import_module(f"{package}.core").GraphBuilder
print(json.dumps(missing))
"""


@pytest.mark.parametrize("release", RELEASES)
def test_cuda_core_names_import_as_cuda_core_users_import_them(release: str) -> None:
    assert len(RELEASES) >= 4
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CUDAGEN_", "FAKECUDA_"))}
    env.update(PYTHONPATH=str(GENERATED), CUDAGEN_BACKEND="python", PYTHONDONTWRITEBYTECODE="1")
    done = subprocess.run([sys.executable, "-c", SCRIPT, release, json.dumps(CUDA_CORE)], capture_output=True,
                          text=True, timeout=120, check=False, env=env)
    assert done.returncode == 0, done.stderr[-3000:]
    missing = json.loads(done.stdout.strip().splitlines()[-1])
    if release in NO_NVML:
        assert missing and all(name.startswith("system.") for name in missing), missing
    else:
        assert missing == OLDER_NVML.get(release, [])
