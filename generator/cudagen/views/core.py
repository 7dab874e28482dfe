"""The object layer's view: what differs between releases in it, from one release's IR.

The core/ package itself is the same in every package (generator/cudagen/runtime/core/,
shipped verbatim); it reads what differs from the package's `core/_release.py`, rendered from
core_release.py.j2 with this view (and docs_core.md.j2), computed here, mechanically, from the
headers:

- one `DeviceProperties` property per `CU_DEVICE_ATTRIBUTE_*` enumerator and one
  `KernelAttributes` property per `CU_FUNC_ATTRIBUTE_*` enumerator, named, typed and documented
  from the enumerator and its Doxygen brief (see `value_kind`);
- which optional entry points and types the release declares (cuFuncGetParamInfo, host memory
  pools, ...), so that core/ says what a release cannot do, and the shape of the few calls
  whose Python signature changed between releases (cuGraphInstantiate).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .. import ir
from ..rules.typemap import py_global

DEVICE_ATTRIBUTE_ENUM = "CUdevice_attribute"
DEVICE_ATTRIBUTE_PREFIX = "CU_DEVICE_ATTRIBUTE_"
FUNCTION_ATTRIBUTE_ENUM = "CUfunction_attribute"
FUNCTION_ATTRIBUTE_PREFIX = "CU_FUNC_ATTRIBUTE_"

# A brief that states something of the device (a sentence whose subject is the device, the
# host or the link, or that names a feature as supported) describes a 0/1 answer; a brief that
# is a noun phrase ("Maximum ...", "Number of ...") describes a quantity.
_BOOL_BRIEFS = (
    re.compile(r"^(?:Device|The host|Link between\b[^.]*?)\s+(?:can|is|has|does|[a-z]+s)\b"),
    re.compile(r"\bwhether\b", re.IGNORECASE),
    re.compile(r"^Indicates\b"),
    re.compile(r"^If this attribute is set\b"),
    re.compile(r"\b(?:is|are) supported\b"),
)
_BITMASK = re.compile(r"\bbitmask\b", re.IGNORECASE)
_DEPRECATED = re.compile(r"^\s*Deprecated\b[.,]?\s*", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class AttributeProperty:
    """One generated property: `name` reads enumerator `member` (value `value`) and returns
    `annotation` ("int", "bool" or an enum of the driver module)."""

    name: str
    member: str
    value: int
    kind: str  # "int" | "bool" | "enum"
    annotation: str  # the Python type the property returns
    doc: str  # one paragraph, from the enumerator's brief
    deprecated: bool
    settable: bool = False  # a setter is generated (cuFuncSetAttribute accepts it)


@dataclass(frozen=True, slots=True)
class CoreView:
    """What core/_release.py (and docs/core.md) hold for one release."""

    release: str
    device_properties: tuple[AttributeProperty, ...]
    kernel_attributes: tuple[AttributeProperty, ...]
    param_info: bool  # the driver declares cuFuncGetParamInfo: Kernel.arguments_info
    nvrtc_ltoir: bool  # NVRTC declares nvrtcGetLTOIR: Program.compile("ltoir")
    instantiate_takes_flags: bool  # cuGraphInstantiate(graph, flags) -> exec; else (graph) -> (exec, node, log)
    kernel_node_params: str  # the struct cuGraphAddKernelNode takes
    host_pools: bool  # CU_MEM_LOCATION_TYPE_HOST exists: pinned memory pools (PinnedMemoryResource)
    nvjitlink: bool = False  # the package binds nvJitLink: Linker's first choice (else cuLink*)
    managed_pools: bool = False  # CU_MEM_ALLOCATION_TYPE_MANAGED + cuMemGetMemPool: ManagedMemoryResource
    # The prefetch/advise entry points that take a CUmemLocation: "" (cuMemPrefetchAsync, cuMemAdvise:
    # CUDA 13), "_v2" (cuMemPrefetchAsync_v2, cuMemAdvise_v2: 12.2 to 12.9) or None (a device ordinal only).
    location_calls: str | None = None
    discard: bool = False  # cuMemDiscardBatchAsync, cuMemDiscardAndPrefetchBatchAsync: ManagedBuffer.discard
    # cuMemcpyBatchAsync in its CUDA 13.0 form (no failIdx): utils.copy_batch batches
    memcpy_batch: bool = False
    # cuMemDiscardBatchAsync, cuMemPrefetchBatchAsync, cuMemDiscardAndPrefetchBatchAsync:
    # utils.discard_batch, prefetch_batch, discard_prefetch_batch
    mem_batch_ops: bool = False
    # Whether the release's cuda.h declares every entry point and type core/ calls (behind the flags
    # above): where not (11.8, 12.9), core/ reads the driver as Any for type checkers.
    driver_typed: bool = True


def value_kind(brief: str, enums: frozenset[str]) -> tuple[str, str]:
    """(kind, annotation) of an attribute from its Doxygen brief, mechanically:

    - a bitmask ("shall be interpreted as a bitmask") is an int, whatever enum it names;
    - a brief naming an enum of the module ("See CUcomputemode", "value is of type
      CUdeviceNumaConfig") returns that enum;
    - a brief that states a yes/no fact (see _BOOL_BRIEFS: "Device supports ...", "Device can
      ...", "Indicates if ...", "Specifies whether ...", "... is supported") is a bool;
    - anything else (a noun phrase: "Maximum ...", "Number of ...") is an int.
    """
    text = _DEPRECATED.sub("", brief).strip()
    if _BITMASK.search(text):
        return "int", "int"
    for word in re.findall(r"\b[A-Za-z_]\w*\b", text):
        if word in enums:
            return "enum", word
    if any(pattern.search(text) for pattern in _BOOL_BRIEFS):
        return "bool", "bool"
    return "int", "int"


def _sentinel(members: tuple[ir.EnumMember, ...], prefix: str) -> str | None:
    """The count sentinel (CU_DEVICE_ATTRIBUTE_MAX): named <prefix>MAX and above every other value."""
    for m in members:
        if m.name == prefix + "MAX" and all(o.value < m.value for o in members if o is not m):
            return m.name
    return None


def attribute_properties(api: ir.Api, enum_name: str, prefix: str,
                         settable: frozenset[str] = frozenset()) -> tuple[AttributeProperty, ...]:
    """One property per enumerator of `enum_name` but its count sentinel. A deprecated alias
    ("Deprecated, use CU_DEVICE_ATTRIBUTE_X") takes the kind of the enumerator it names."""
    enum = next((e for e in api.enums if e.name == enum_name), None)
    if enum is None:
        return ()
    enums = frozenset(e.name for e in api.enums)
    sentinel = _sentinel(enum.members, prefix)
    members = [m for m in enum.members if m.name != sentinel]
    kinds = {m.name: value_kind(_one_line(m.doc.brief), enums) for m in members}
    out = []
    for m in members:
        brief = _one_line(m.doc.brief)
        deprecated = bool(_DEPRECATED.match(brief)) or bool(m.doc.deprecated)
        kind, annotation = kinds[m.name]
        named = re.findall(re.escape(prefix) + r"\w+", _DEPRECATED.sub("", brief))
        if deprecated and named and named[0] in kinds:
            kind, annotation = kinds[named[0]]
        doc = _sentence(brief) if brief else f"{m.name}."
        doc += f" ({m.name})"
        if annotation not in ("int", "bool"):
            annotation = py_global(annotation)
        out.append(AttributeProperty(
            name=m.name.removeprefix(prefix).lower(),
            member=py_global(m.name),
            value=m.value,
            kind=kind,
            annotation=annotation,
            doc=doc,
            deprecated=deprecated,
            settable=m.name in settable,
        ))
    return tuple(out)


def settable_function_attributes(api: ir.Api) -> frozenset[str]:
    """The CU_FUNC_ATTRIBUTE_* enumerators cuFuncSetAttribute's documentation lists as
    supported (the rest are read-only: setting them is CUDA_ERROR_INVALID_VALUE)."""
    fn = next((f for f in api.functions if f.name == "cuFuncSetAttribute"), None)
    if fn is None:
        return frozenset()
    text = fn.doc.details
    start = text.find("Supported attributes")
    if start < 0:
        return frozenset()
    return frozenset(re.findall(re.escape(FUNCTION_ATTRIBUTE_PREFIX) + r"[A-Z0-9_]+(?=:)", text[start:]))


# What core/ calls of the newest driver, behind its release flags (checkpoints, green contexts,
# the memory batches, managed pools, the unified graph node parameters, instantiate's flags): a
# release that declares them all is type-checked through its driver stub; one that lacks any
# (tests/test_typing.py lists which) gives core/ the driver as Any for type checkers, so that a
# program vendoring it type-checks clean. Run-time behaviour is the same either way.
NEWEST_DRIVER_NAMES = frozenset({
    "cuCheckpointProcessLock", "cuCheckpointProcessCheckpoint", "cuCheckpointProcessRestore",
    "cuCheckpointProcessUnlock", "cuCheckpointProcessGetState", "cuCheckpointProcessGetRestoreThreadId",
    "CUcheckpointGpuPair", "cuGreenCtxDestroy", "cuCtxGetDevResource", "cuMemGetMemPool",
    "CU_MEM_ALLOCATION_TYPE_MANAGED", "CU_MEM_LOCATION_TYPE_NONE", "cuMemDiscardBatchAsync",
    "cuMemPrefetchBatchAsync", "cuMemDiscardAndPrefetchBatchAsync", "CUgraphNodeParams",
    "CU_GRAPH_NODE_TYPE_CONDITIONAL", "CU_GRAPH_COND_ASSIGN_DEFAULT", "CUDA_GRAPH_INSTANTIATE_PARAMS",
    "CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD",
})


def core_view(package: ir.Package) -> CoreView | None:
    """The object layer's data for a package that binds the driver (None otherwise)."""
    driver = next((a for a in package.libraries if a.library == "driver"), None)
    if driver is None:
        return None
    nvrtc = next((a for a in package.libraries if a.library == "nvrtc"), None)
    instantiate = next((f for f in driver.functions if f.name == "cuGraphInstantiate"), None)
    takes_flags = instantiate is not None and [p.name for p in instantiate.params][-1:] == ["flags"]
    kernel_node = next((f for f in driver.functions if f.name == "cuGraphAddKernelNode"), None)
    params = ""
    if kernel_node is not None:
        t = kernel_node.params[-1].type
        while t.kind == "pointer" and t.target is not None:
            t = t.target
        params = t.name
    enumerators = {m.name for e in driver.enums for m in e.members}
    names = {f.name for f in driver.functions}
    functions = {f.name: f for f in driver.functions}
    batch = functions.get("cuMemcpyBatchAsync")
    return CoreView(
        release=package.release,
        device_properties=attribute_properties(driver, DEVICE_ATTRIBUTE_ENUM, DEVICE_ATTRIBUTE_PREFIX),
        kernel_attributes=attribute_properties(driver, FUNCTION_ATTRIBUTE_ENUM, FUNCTION_ATTRIBUTE_PREFIX,
                                               settable_function_attributes(driver)),
        param_info=any(f.name == "cuFuncGetParamInfo" for f in driver.functions),
        nvrtc_ltoir=nvrtc is not None and any(f.name == "nvrtcGetLTOIR" for f in nvrtc.functions),
        instantiate_takes_flags=takes_flags,
        kernel_node_params=py_global(params),
        host_pools="CU_MEM_LOCATION_TYPE_HOST" in enumerators,
        nvjitlink=any(a.library == "nvjitlink" for a in package.libraries),
        managed_pools="CU_MEM_ALLOCATION_TYPE_MANAGED" in enumerators and "cuMemGetMemPool" in names,
        location_calls=_location_calls(driver),
        discard={"cuMemDiscardBatchAsync", "cuMemDiscardAndPrefetchBatchAsync"} <= names,
        memcpy_batch=batch is not None and "failIdx" not in [p.name for p in batch.params],
        mem_batch_ops=all(name in functions for name in (
            "cuMemDiscardBatchAsync", "cuMemPrefetchBatchAsync", "cuMemDiscardAndPrefetchBatchAsync")),
        driver_typed=NEWEST_DRIVER_NAMES <= names | enumerators | {r.name for r in driver.records}
        | {t.name for t in driver.typedefs} | {m.name for m in driver.macros},
    )


def _location_calls(driver: ir.Api) -> str | None:
    """The suffix of the prefetch/advise entry points that take a CUmemLocation, or None."""
    functions = {f.name: f for f in driver.functions}
    prefetch = functions.get("cuMemPrefetchAsync")
    if prefetch is not None and len(prefetch.params) > 2 and prefetch.params[2].type.name.startswith("CUmemLocation"):
        return ""
    if "cuMemPrefetchAsync_v2" in functions and "cuMemAdvise_v2" in functions:
        return "_v2"
    return None


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _sentence(text: str) -> str:
    text = _one_line(text)
    return text if text.endswith((".", ":", "!", "?")) else text + "."
