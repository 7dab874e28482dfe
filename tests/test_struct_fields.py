"""Struct fields take what a function argument of the same C type takes (issue #20, part 4).

ctypes alone stores a field's value with no more checks than a C cast (an unsigned field
wraps -1, an array field wants an instance of its own array type, a `void *` field only an
int), and reads a `char` array only up to its first NUL. The generated records check and
convert on assignment, read arrays as list-like views and binary char arrays whole, and keep
what a pointer field points into alive with the struct. Run against generated/cuda_13_0
(no driver is needed to build structs) and the structs fixture (bit-fields).
"""

from __future__ import annotations

import ctypes
import gc
import importlib
import re
import sys
import weakref
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def cu() -> Iterator[ModuleType]:
    sys.path.insert(0, str(REPO / "generated"))
    try:
        yield importlib.import_module("cuda_13_0.driver")
    finally:
        sys.path.remove(str(REPO / "generated"))


@pytest.fixture(scope="module")
def rt(cu: ModuleType) -> ModuleType:
    return importlib.import_module("cuda_13_0.runtime")


# ----------------------------------------------------------------------------------- arrays


def test_array_fields_take_sequences_and_read_as_views_equal_to_lists(cu: ModuleType) -> None:
    modes = [cu.CU_TR_ADDRESS_MODE_WRAP, cu.CU_TR_ADDRESS_MODE_CLAMP, cu.CU_TR_ADDRESS_MODE_MIRROR]
    desc = cu.CUDA_TEXTURE_DESC(addressMode=modes)  # the example: a TypeError before
    assert desc.addressMode == modes and desc.addressMode == tuple(modes) and desc.addressMode != modes[:2]
    assert [type(m) for m in desc.addressMode] == [cu.CUaddress_mode] * 3  # members, as the enum's
    assert len(desc.addressMode) == 3 and desc.addressMode[-1] is cu.CU_TR_ADDRESS_MODE_MIRROR
    assert desc.addressMode[1:] == modes[1:] and repr(desc.addressMode) == repr(modes)
    desc.borderColor = (0.25, 0.5, 1, 2)  # ints for a float array, as for a float argument
    assert desc.borderColor == [0.25, 0.5, 1.0, 2.0]
    # The view is the struct's memory: writing through it writes the struct.
    view = desc.addressMode
    view[0] = 3  # an int in range is a valid enumerator value (CU_TR_ADDRESS_MODE_BORDER)
    assert desc.addressMode[0] is cu.CU_TR_ADDRESS_MODE_BORDER
    view[1:] = [0, 0]
    assert ctypes.string_at(ctypes.addressof(desc), 12) == bytes([3, 0, 0, 0] + [0] * 8)
    assert desc.addressMode.tolist() == [cu.CU_TR_ADDRESS_MODE_BORDER, 0, 0]


@pytest.mark.parametrize(
    ("value", "error", "text"),
    [
        ([0, 1], ValueError, "addressMode: expected 3 elements, got 2"),
        ([0, 1, 2, 3], ValueError, "expected 3 elements, got 4"),
        ([0, -1, 2], OverflowError, "addressMode[1]: -1 is out of range"),
        ([0, 2**32, 2], OverflowError, "addressMode[1]"),
        ([0, 1.5, 2], TypeError, "addressMode[1]: expected an integer"),
        (7, TypeError, "expected a sequence of 3 elements, got int"),
        ("abc", TypeError, "got str"),
    ],
)
def test_array_fields_refuse_what_c_would_misread(cu: ModuleType, value: Any, error: type, text: str) -> None:
    desc = cu.CUDA_TEXTURE_DESC()
    with pytest.raises(error, match=re.escape(text)):
        desc.addressMode = value
    assert desc.addressMode == [0, 0, 0]  # nothing was written
    with pytest.raises(OverflowError):
        desc.addressMode[0] = -1
    with pytest.raises(IndexError):
        desc.addressMode[3] = 0
    with pytest.raises(ValueError, match=re.escape("2 elements are assigned 1 values")):
        desc.addressMode[1:] = [0]


def test_numpy_arrays_and_struct_arrays(cu: ModuleType) -> None:
    np = pytest.importorskip("numpy")
    desc = cu.CUDA_TEXTURE_DESC(addressMode=np.array([1, 2, 0], dtype=np.uint32))
    assert desc.addressMode == [1, 2, 0]
    # An array of structs (the fixture's fooArrays.points): instances of the struct, read
    # back as views of the array's memory; anything else is refused naming the field.
    module = _fixture_module("structs")
    arrays = module.fooArrays(points=[module.fooPoint(x=1.0), module.fooPoint(y=2.0)])
    assert [(p.x, p.y) for p in arrays.points] == [(1.0, 0.0), (0.0, 2.0)]
    arrays.points[1].x = 5.0
    assert arrays.points[1].x == 5.0
    with pytest.raises(TypeError, match=re.escape("fooArrays.points")):
        arrays.points = [module.fooPoint(), 3]
    arrays.one = [1, 2, 3]
    assert arrays.one == [1, 2, 3] and arrays.reserved == [0, 0]


# ------------------------------------------------------------------------------ char arrays


def test_binary_char_arrays_take_bytes_or_ints_and_read_every_byte(cu: ModuleType) -> None:
    handle = cu.CUipcMemHandle()
    handle.reserved = [255, -1, 0, 7] * 16  # the example: "expected bytes" before
    assert handle.reserved == bytes([255, 255, 0, 7] * 16)
    data = bytes(range(64))  # NULs inside: ctypes would have stopped at the first
    handle.reserved = data
    assert handle.reserved == data and len(handle.reserved) == 64
    handle.reserved = bytearray(64)
    assert handle.reserved == bytes(64)
    uuid = cu.CUuuid()
    uuid.bytes = b"\x00\x01" * 8
    assert uuid.bytes == b"\x00\x01" * 8  # a UUID starting with a NUL byte stays 16 bytes
    for bad, error in ((b"x" * 63, ValueError), ([0] * 65, ValueError), ([256] + [0] * 63, OverflowError),
                       ("x" * 64, TypeError), (5, TypeError)):
        with pytest.raises(error, match=re.escape("CUipcMemHandle_v1.reserved")):
            handle.reserved = bad
    assert handle.reserved == bytes(64)


def test_text_char_arrays_take_str_and_read_to_the_nul(rt: ModuleType) -> None:
    prop = rt.cudaDeviceProp(name="NVIDIA H100")
    assert prop.name == "NVIDIA H100"  # text reads as str, up to the NUL
    prop.name = b"x"
    assert prop.name == "x"
    with pytest.raises(ValueError, match=re.escape("cudaDeviceProp.name: 257 bytes; the field holds 256")):
        prop.name = "y" * 257
    prop.luid = b"L\x00UID\x00\x01\x02"  # luid is binary: all 8 bytes
    assert prop.luid == b"L\x00UID\x00\x01\x02"



# ------------------------------------------------------------------------------- scalars


def test_integer_fields_are_range_checked(cu: ModuleType) -> None:
    np = pytest.importorskip("numpy")
    desc = cu.CUDA_TEXTURE_DESC(flags=np.uint32(7), maxAnisotropy=cu.CU_TR_ADDRESS_MODE_CLAMP)
    assert (desc.flags, desc.maxAnisotropy) == (7, 1)
    for bad, error in ((-1, OverflowError), (2**32, OverflowError), (1.0, TypeError), ("1", TypeError)):
        with pytest.raises(error, match=re.escape("CUDA_TEXTURE_DESC_v1.flags")):
            desc.flags = bad
    assert desc.flags == 7
    window = cu.CUaccessPolicyWindow(num_bytes=2**63)
    assert window.num_bytes == 2**63
    with pytest.raises(OverflowError):
        window.num_bytes = 2**64


def test_bit_fields_hold_their_width(tmp_path: Path) -> None:
    module = _fixture_module("structs")
    bits = module.fooBits(a=1, b=7, c=2**30 - 1, d=31)
    assert (bits.a, bits.b, bits.c, bits.d) == (1, 7, 2**30 - 1, 31)
    for name, bad in (("a", 2), ("b", 8), ("d", 32), ("a", -1)):
        with pytest.raises(OverflowError, match=re.escape(f"fooBits.{name}")):
            setattr(bits, name, bad)
    assert (bits.a, bits.b, bits.d) == (1, 7, 31)


def _fixture_module(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        f"golden_{name}", REPO / "tests" / "golden" / name / "__init__.py",
        submodule_search_locations=[str(REPO / "tests" / "golden" / name)],
    )
    assert spec is not None and spec.loader is not None
    package = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = package
    spec.loader.exec_module(package)
    return importlib.import_module(f"golden_{name}.{name}")


# ------------------------------------------------------------------------------ pointers


def test_pointer_fields_take_buffers_and_keep_them_alive(cu: ModuleType) -> None:
    np = pytest.importorskip("numpy")
    copy = cu.CUDA_MEMCPY2D()
    array = np.arange(8, dtype=np.float32)
    copy.srcHost = array
    assert copy.srcHost == array.ctypes.data
    alive = weakref.ref(array)
    del array
    gc.collect()
    assert alive() is not None  # the struct keeps what C will read
    data = bytearray(b"abcd")
    copy.dstHost = data
    assert ctypes.string_at(copy.dstHost, 4) == b"abcd"
    copy.srcHost = b"read-only"  # bytes: a copy C may read, kept
    assert ctypes.string_at(copy.srcHost, 9) == b"read-only"
    copy.srcHost = None
    assert copy.srcHost is None
    del copy
    gc.collect()
    assert alive() is None  # and lets go with it


def test_pointer_fields_of_nested_structs_keep_alive_with_the_outer_one(rt: ModuleType) -> None:
    np = pytest.importorskip("numpy")
    parms = rt.cudaMemcpy3DParms()
    array = np.zeros(16, dtype=np.uint8)
    parms.srcPtr.ptr = array  # srcPtr is a view of parms' memory, a new object at each read
    assert parms.srcPtr.ptr == array.ctypes.data
    alive = weakref.ref(array)
    del array
    gc.collect()
    assert alive() is not None


def test_handle_fields_take_other_libraries_objects(cu: ModuleType) -> None:
    class DeviceArray:  # CuPy, PyTorch: the CUDA Array Interface
        @property
        def __cuda_array_interface__(self) -> dict[str, Any]:
            return {"data": (0x7F00_0000_1000, False), "shape": (4,), "typestr": "<f4", "version": 3}

    class Stream:  # cuda.core: the __cuda_stream__ protocol
        def __cuda_stream__(self) -> tuple[int, int]:
            return (0, 0x5EA)

    copy = cu.CUDA_MEMCPY2D(srcDevice=DeviceArray())
    assert copy.srcDevice == 0x7F00_0000_1000
    config = cu.CUlaunchConfig(hStream=Stream())
    assert config.hStream == 0x5EA
    with pytest.raises(TypeError, match=re.escape("CUDA_MEMCPY2D_v2.srcDevice")):
        copy.srcDevice = 1.5
    with pytest.raises(OverflowError):
        copy.srcDevice = -1


def test_typed_pointer_fields_take_sequences_of_their_type(cu: ModuleType) -> None:
    config = cu.CUlaunchConfig()
    first, second = cu.CUlaunchAttribute(), cu.CUlaunchAttribute()
    first.id, second.id = 1, 2
    config.attrs = [first, second]
    config.numAttrs = 2
    assert [config.attrs[i].id for i in range(2)] == [1, 2]
    gc.collect()
    assert config.attrs[1].id == 2  # the array lives with the struct
    config.attrs = first
    assert config.attrs[0].id == 1
    with pytest.raises(TypeError, match=r"CUlaunchConfig.attrs\[1\]"):
        config.attrs = [first, 5]


def test_function_pointer_fields_take_callables(cu: ModuleType) -> None:
    seen = []
    params = cu.CUDA_HOST_NODE_PARAMS(fn=seen.append, userData=0x1234)
    params.fn(0x1234)  # what the driver does with it: call it with userData
    assert seen == [0x1234]
    params.fn = None
    assert not params.fn  # NULL
    with pytest.raises(TypeError, match=re.escape("CUDA_HOST_NODE_PARAMS_v1.fn: expected a callable")):
        params.fn = 5


def test_fields_ctypes_handles_as_before(cu: ModuleType) -> None:
    desc = cu.CUDA_TEXTURE_DESC()
    desc.mipmapLevelBias = 1  # floats: ctypes' own conversion, as for a float argument
    assert desc.mipmapLevelBias == 1.0
    res = cu.CUDA_RESOURCE_DESC()
    res.res.array.hArray = 0x42  # a handle inside a union inside a struct
    assert res.res.array.hArray == 0x42
    with pytest.raises(TypeError):
        desc.mipmapLevelBias = "x"


def test_records_aligned_wider_than_ctypes_memory_are_placed_aligned(cu: ModuleType, rt: ModuleType) -> None:
    """CUtensorMap is _Alignas(128) in CUDA 13 (the driver writes it with aligned stores), and
    the runtime's *4_32a vectors _Alignas(32); ctypes memory is only 16-byte aligned. Instances
    made by calling the class, copied, unpickled, and the output storage of the functions that
    write one all sit at a multiple of the C alignment (found by UBSan: make sanitize)."""
    import copy
    import pickle

    assert ctypes.sizeof(cu.CUtensorMap) == 128
    for _ in range(64):  # fresh allocations land at varying offsets
        made = [cu.CUtensorMap(), cu.CUtensorMap(opaque=(7,) * 16), rt.double4_32a(1.0, 2.0, 3.0, 4.0)]
        for value, align in zip(made, (128, 128, 32), strict=True):
            assert ctypes.addressof(value) % align == 0, type(value).__name__
    original = cu.CUtensorMap(opaque=tuple(range(16)))
    for twin in (copy.copy(original), pickle.loads(pickle.dumps(original))):
        assert ctypes.addressof(twin) % 128 == 0 and list(twin.opaque) == list(range(16))
    cells = [name for name in dir(cu) if name.startswith("_cell")]
    makers = [getattr(cu, name) for name in cells if not isinstance(getattr(cu, name), type)]
    assert makers, "the tensor-map functions' output storage comes from _support.aligned_cell"
    for make in makers:
        for _ in range(16):
            assert ctypes.addressof(make()) % 128 == 0


def test_which_char_arrays_are_text() -> None:
    # Text where the doc says "string", or everywhere a library's table says so (NVML's
    # text_char_arrays, once the object layer reads its fields as str), but opaque data and padding.
    from cudagen import ir
    from cudagen.views.records import RecordBuilder

    def builder(flag: bool) -> RecordBuilder:
        b = RecordBuilder.__new__(RecordBuilder)
        b.text_char_arrays = flag
        return b

    doc = ir.Doc(brief="The tuple domain:bus:device.function PCI identifier")
    assert not builder(False)._is_text("busId", doc) and builder(True)._is_text("busId", doc)
    assert builder(False)._is_text("name", ir.Doc(brief="ASCII string identifying device"))
    assert not builder(True)._is_text("opaqueData", ir.Doc(brief="Opaque data"))
    assert not builder(True)._is_text("reserved", ir.EMPTY_DOC) and not builder(True)._is_text("pad", ir.EMPTY_DOC)
