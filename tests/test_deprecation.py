"""What the headers deprecate and what they name instead (deprecation.py), on the wordings the
CUDA headers use (quoted from headers/12.9 and 13.0), and on the vendored releases."""

from __future__ import annotations

from pathlib import Path

import committed
import pytest

from cudagen import ir
from cudagen.rules.deprecation import Deprecation, deprecation

ROOT = Path(__file__).resolve().parents[1]
NAMES = {"cuDeviceGetAttribute", "cudaDeviceReset", "CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK",
         "CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT", "asyncEngineCount", "cuDeviceGetTexture1DLinearMaxWidth",
         "nvrtcGetLTOIR", "cuGraphAddNode"}


@pytest.mark.parametrize(
    ("doc", "expected"),
    [
        # Doxygen \deprecated with its reason (cuDeviceComputeCapability, cuda.h)
        (ir.Doc(deprecated="This function was deprecated as of CUDA 5.0 and its functionality superseded "
                           "by cuDeviceGetAttribute()."),
         Deprecation("This function was deprecated as of CUDA 5.0 and its functionality superseded by "
                     "cuDeviceGetAttribute().", "cuDeviceGetAttribute")),
        # cudaThreadExit: the name comes in the second sentence
        (ir.Doc(deprecated="Note that this function is deprecated because its name does not reflect its "
                           "behavior. Its functionality is identical to the non-deprecated function "
                           "cudaDeviceReset(), which should be used instead."),
         Deprecation("Note that this function is deprecated because its name does not reflect its behavior. Its "
                     "functionality is identical to the non-deprecated function cudaDeviceReset(), which should "
                     "be used instead.", "cudaDeviceReset")),
        # A bare \deprecated followed by the function's description: not quoted
        (ir.Doc(deprecated="Binds a linear address range to the texture reference hTexRef. Any previous address "
                           "or CUDA array state associated with the texture reference is superseded by this "
                           "function."),
         Deprecation("")),
        # The attribute alone (the front end writes "Deprecated.")
        (ir.Doc(deprecated="Deprecated."), Deprecation("")),
        # The attribute's message (nvrtcGetNVVM, 12.9)
        (ir.Doc(deprecated="This function will be removed in a future release. Please use nvrtcGetLTOIR instead"),
         Deprecation("This function will be removed in a future release. Please use nvrtcGetLTOIR instead",
                     "nvrtcGetLTOIR")),
        # Briefs of enumerators and fields
        (ir.Doc(brief="Deprecated, use CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK"),
         Deprecation("use CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK",
                     "CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK")),
        (ir.Doc(brief="Device can concurrently copy memory and execute a kernel. Deprecated. Use instead "
                      "asyncEngineCount."),
         Deprecation("Use instead asyncEngineCount.", "asyncEngineCount")),
        (ir.Doc(brief="Deprecated, Clock frequency in kilohertz"), Deprecation("")),
        (ir.Doc(brief="Deprecated, do not use. Use cudaDeviceGetTexture1DLinearMaxWidth() or "
                      "cuDeviceGetTexture1DLinearMaxWidth() instead."),
         Deprecation("do not use. Use cudaDeviceGetTexture1DLinearMaxWidth() or "
                     "cuDeviceGetTexture1DLinearMaxWidth() instead.", "cuDeviceGetTexture1DLinearMaxWidth")),
        (ir.Doc(brief="External semaphore signal parameters(deprecated)"), Deprecation("")),
        # Not deprecated: a warning that it will be (13.5's graph functions), or the word elsewhere
        (ir.Doc(brief="Creates an empty node and adds it to a graph",
                details="\\warning This function will be deprecated in a future CUDA release. Please migrate "
                        "to cuGraphAddNode."), None),
        (ir.Doc(brief="Returns information about the compute-device",
                details="The field clockRate is deprecated."), None),
    ],
)
def test_deprecation_and_replacement(doc: ir.Doc, expected: Deprecation | None) -> None:
    assert deprecation(doc, NAMES.__contains__) == expected


def test_the_sentence_names_the_replacement_once() -> None:
    assert Deprecation("", "cuFoo").sentence("cuBar") == "cuBar is deprecated. Use cuFoo instead."
    assert Deprecation("use cuFoo", "cuFoo").sentence("cuBar") == "cuBar is deprecated: use cuFoo."
    assert Deprecation("").sentence("cuBar") == "cuBar is deprecated."


def test_a_replacement_is_a_name_the_module_has() -> None:
    doc = ir.Doc(brief="Deprecated, use CU_SOMETHING_ELSE")
    assert deprecation(doc, NAMES.__contains__) == Deprecation("use CU_SOMETHING_ELSE", "")


def test_vendored_releases_deprecate_what_their_headers_mark() -> None:
    # cuda.h 13.0 marks 49 functions __CUDA_DEPRECATED, cudaProfiler.h one
    # (cuProfilerInitialize) and cudaGL.h nine (cuGLInit, ...); cuda_runtime_api.h 13.0 marks
    # cudaGetDriverEntryPoint (no \deprecated in its comment: the attribute alone says it).
    package = committed.package("cuda_13_0")
    apis = {api.library: api for api in package.libraries}
    driver = [f.name for f in apis["driver"].functions if deprecation(f.doc)]
    assert len(driver) == 59 and "cuCtxAttach" in driver and "cuGLInit" in driver and "cuCtxCreate" not in driver
    assert "cuProfilerInitialize" in driver and "cuProfilerStart" not in driver
    assert deprecation(next(f.doc for f in apis["runtime"].functions if f.name == "cudaGetDriverEntryPoint"))
    assert not deprecation(next(f.doc for f in apis["runtime"].functions if f.name == "cudaGetDriverEntryPointByVersion"))
