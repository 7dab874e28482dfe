"""The runtime support module (generator/cudagen/runtime/support.py, shipped verbatim as each
package's _support.py), tested as the source it is: open enums, and the argument helpers, each
held to what the C side will read: arrays built from Python sequences (values, structs, strings,
pointers), struct and string arguments, floats, lengths shared by several arrays, attribute
values going in, and arrays read back. No driver is needed. Every package ships these bytes,
and those of the other runtime files (the object layer's core.py, tested in test_core.py)."""

from __future__ import annotations

import ctypes
import re
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from cudagen.runtime import OBJECT_LAYER, SHIPPED, object_layer_files, shipped_files, support

REPO = Path(__file__).resolve().parents[1]
RUNTIME = REPO / "generator" / "cudagen" / "runtime"


@pytest.fixture(scope="module")
def s() -> ModuleType:
    return support


def test_every_package_ships_the_runtime_files_as_they_are() -> None:
    """A vendored package runs the very files tested here: _support.py, _cudagen.h, _build.py,
    and core/ (the object layer: every vendored release binds the driver, so has it), every file
    of it but the rendered core/_release.py byte for byte, and nothing more."""
    assert {"_support.py", "_cudagen.h", "_build.py"} <= set(SHIPPED)
    layer = object_layer_files()
    assert {"core/__init__.py", "core/utils/__init__.py", "core/system/__init__.py", "core/graph/__init__.py",
            "core/texture.py", "core/checkpoint.py"} <= set(layer)
    packages = sorted((REPO / "generated").glob("cuda_*"))
    assert packages
    for package in packages:
        for name, source in SHIPPED.items():
            assert (package / name).read_bytes() == (RUNTIME / source).read_bytes(), f"{package.name}/{name}"
        for name, path in layer.items():
            assert (package / name).read_bytes() == path.read_bytes(), f"{package.name}/{name}"
        there = {p.relative_to(package).as_posix() for p in (package / "core").rglob("*.py")}
        assert there == set(layer) | {"core/_release.py"}, package.name


def test_the_object_layer_ships_only_with_the_driver() -> None:
    """core/ is built on the package's driver module: a package without one (the fixtures'
    headers, any `--header`) gets the other runtime files but no core/ package, nor the
    core/_release.py it reads."""
    assert OBJECT_LAYER == "core"
    assert set(shipped_files(object_layer=True)) == set(SHIPPED) | set(object_layer_files())
    assert set(shipped_files(object_layer=False)) == set(SHIPPED)
    goldens = sorted(p for p in (REPO / "tests" / "golden").iterdir() if (p / "_support.py").is_file())
    assert goldens
    for package in goldens:
        assert not (package / "core").exists(), package.name


def test_open_enums_take_values_they_do_not_list() -> None:
    class Result(support.OpenIntEnum):
        OK = 0
        BAD = 1

    assert Result(1) is Result.BAD
    unknown = Result(12345)  # a newer driver's code
    assert unknown == 12345 and unknown.name == "UNKNOWN_12345"
    assert Result(12345) is unknown  # made once, then found
    with pytest.raises(ValueError):
        Result("1")
    with pytest.raises(ValueError):
        Result(2.5)


UINT = (0, 2**32 - 1)  # what the generated code passes for an unsigned int element


class Pair(ctypes.Structure):
    _fields_ = [("a", ctypes.c_int), ("b", ctypes.c_double)]


class Other(ctypes.Structure):
    _fields_ = [("a", ctypes.c_int), ("b", ctypes.c_double)]


# ------------------------------------------------------------------------------ value arrays


@pytest.mark.parametrize(
    ("ctype", "lo", "hi"),
    [
        (ctypes.c_uint, 0, 2**32 - 1),
        (ctypes.c_int, -(2**31), 2**31 - 1),
        (ctypes.c_uint8, 0, 255),
        (ctypes.c_int64, -(2**63), 2**63 - 1),
        (ctypes.c_size_t, 0, 2**64 - 1),
    ],
)
def test_integer_arrays_hold_every_value_of_their_type_and_refuse_the_rest(
    s: ModuleType, ctype: Any, lo: int, hi: int
) -> None:
    # ctypes alone would wrap -1 to 4294967295 in an unsigned array and keep the low bits of
    # 2**40: an array element is checked as a scalar argument of its type is.
    array = s.value_array(ctype, [lo, hi, 7], "x", s.as_int, (lo, hi))
    assert list(array) == [lo, hi, 7] and array._type_ is ctype
    for bad, position in (([lo - 1], 0), ([1, hi + 1], 1)):
        with pytest.raises(OverflowError, match=rf"x\[{position}\]: .* out of range"):
            s.value_array(ctype, bad, "x", s.as_int, (lo, hi))


def test_generated_integer_arrays_pass_their_element_types_range() -> None:
    # The generator gives value_array the range of the element's C type: for every call in
    # the generated modules, the bounds must be exactly those of the ctypes type it builds.
    head = r"_s\.value_array\(\s*(_c\.\w+),\s*\w+,\s*\"[^\"]*\",\s*_s\.as_int"
    call = re.compile(head + r",\s*\((-?\d+), (\d+)\),?\s*\)")
    seen = 0
    for module in ("driver.py", "_driver_bodies.py", "runtime.py", "_runtime_bodies.py"):
        source = (REPO / "generated/cuda_13_0" / module).read_text()
        assert len(re.findall(head, source)) == len(call.findall(source)), module  # none without bounds
        for ctype_name, lo, hi in call.findall(source):
            ctype = getattr(ctypes, ctype_name.removeprefix("_c."))
            bits = 8 * ctypes.sizeof(ctype)
            signed = ctype(-1).value == -1
            expected = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
            assert (int(lo), int(hi)) == expected, (module, ctype_name, lo, hi)
            seen += 1
    assert seen >= 5


def test_value_arrays_convert_like_scalars_and_name_the_element(s: ModuleType) -> None:
    class Index:
        def __index__(self) -> int:
            return 5

    assert list(s.value_array(ctypes.c_uint, (True, Index(), 3), "x", s.as_int, UINT)) == [1, 5, 3]
    assert s.value_array(ctypes.c_uint, None, "x", s.as_int, UINT) is None
    assert len(s.value_array(ctypes.c_uint, [], "x", s.as_int, UINT)) == 0
    with pytest.raises(TypeError, match=r"x\[1\]: expected an integer, got float"):
        s.value_array(ctypes.c_uint, [1, 2.5], "x", s.as_int, UINT)
    with pytest.raises(TypeError, match="x: expected a sequence, got int"):
        s.value_array(ctypes.c_uint, 3, "x", s.as_int, UINT)
    handles = s.value_array(ctypes.c_void_p, [0x1000, None], "h", s.as_handle)
    assert list(handles) == [0x1000, None]
    with pytest.raises(OverflowError, match=r"h\[0\]"):
        s.value_array(ctypes.c_void_p, [-1], "h", s.as_handle)
    floats = s.value_array(ctypes.c_float, [1, 2.5], "f", s.as_float)
    assert list(floats) == [1.0, 2.5]
    with pytest.raises(TypeError, match=r"f\[0\]: expected a float, got str"):
        s.value_array(ctypes.c_float, ["1.5"], "f", s.as_float)


def test_a_ctypes_array_passes_only_with_its_own_element_type(s: ModuleType) -> None:
    same = (ctypes.c_uint * 3)(1, 2, 3)
    assert s.value_array(ctypes.c_uint, same, "x", s.as_int, UINT) is same  # the caller's memory
    signed = (ctypes.c_int * 2)(4, -1)  # same size, other type: converted, -1 refused
    with pytest.raises(OverflowError, match=r"x\[1\]"):
        s.value_array(ctypes.c_uint, signed, "x", s.as_int, UINT)
    wide = (ctypes.c_uint64 * 2)(4, 5)  # another size: a new array of the right width
    narrow = s.value_array(ctypes.c_uint, wide, "x", s.as_int, UINT)
    assert narrow._type_ is ctypes.c_uint and list(narrow) == [4, 5]


def test_struct_arrays_copy_instances_of_their_type_only(s: ModuleType) -> None:
    pairs = [Pair(1, 1.5), Pair(2, 2.5)]
    array = s.struct_array(Pair, pairs, "p")
    assert [(p.a, p.b) for p in array] == [(1, 1.5), (2, 2.5)]
    assert s.struct_array(Pair, None, "p") is None
    own = (Pair * 1)(Pair(3, 3.5))
    assert s.struct_array(Pair, own, "p") is own
    with pytest.raises(TypeError, match=r"p\[1\]: expected Pair, got Other"):
        s.struct_array(Pair, [Pair(), Other()], "p")
    with pytest.raises(TypeError, match=r"p\[0\]: expected Pair, got Other"):
        s.struct_array(Pair, (Other * 1)(), "p")  # a same-layout struct of another type


def test_string_arrays_hold_utf8_bytes(s: ModuleType) -> None:
    array = s.string_array(["naïve", b"raw", ""], "names")
    assert [ctypes.string_at(array[i]) for i in range(3)] == ["naïve".encode(), b"raw", b""]
    assert s.string_array(None, "names") is None
    with pytest.raises(TypeError, match="names: expected a sequence of strings, got a single str"):
        s.string_array("one", "names")
    with pytest.raises(TypeError, match=r"names\[1\]: expected str or bytes, got int"):
        s.string_array(["a", 1], "names")


def test_pointer_arrays_pass_pointer_arrays_and_take_others_element_wise(s: ModuleType) -> None:
    pointers = (ctypes.c_void_p * 2)(0x10, 0x20)
    assert s.pointer_array(pointers, "p") is pointers
    addresses = (ctypes.c_uint64 * 2)(0x30, 0x40)  # not pointers: each element an address
    array = s.pointer_array(addresses, "p")
    assert array is not addresses and list(array) == [0x30, 0x40]


def test_common_length_is_shared_by_the_arrays_given(s: ModuleType) -> None:
    assert s.common_length(None, [1, 2], (3, 4), names=("a", "b", "c")) == 2
    assert s.common_length(None, None, names=("a", "b")) == 0
    with pytest.raises(ValueError, match="c has 1 elements but b has 2; they must match"):
        s.common_length(None, [1, 2], [3], names=("a", "b", "c"))
    with pytest.raises(TypeError, match="a: expected a sequence or None, got int"):
        s.common_length(5, names=("a",))


def test_read_array_copies_what_the_library_owns(s: ModuleType) -> None:
    # The library may reuse that memory at its next call (cuStreamGetCaptureInfo's edge
    # data): what comes back, structs included, must not change with it.
    source = (ctypes.c_int * 3)(7, 8, 9)
    copied = s.read_array(ctypes.c_int, ctypes.addressof(source), 3)
    source[0] = 0
    assert copied == [7, 8, 9]
    owned = (Pair * 2)(Pair(1, 1.5), Pair(2, 2.5))
    pairs = s.read_array(Pair, ctypes.addressof(owned), 2)
    owned[0].a, owned[1].b = 100, 100.0
    assert [(p.a, p.b) for p in pairs] == [(1, 1.5), (2, 2.5)]
    assert s.read_array(ctypes.c_int, None, 3) == [] and s.read_array(ctypes.c_int, 0x1000, 0) == []


# ------------------------------------------------------------------------------ scalars


def test_struct_arguments(s: ModuleType) -> None:
    pair = Pair(1, 2.0)
    assert s.struct_value(pair, Pair, "p") is pair
    with pytest.raises(TypeError, match="p: expected Pair, got Other"):
        s.struct_value(Other(), Pair, "p")
    ref = s.struct_ref(pair, Pair, "p")
    assert ctypes.addressof(ref._obj) == ctypes.addressof(pair)  # by reference, not a copy
    assert s.struct_ref(None, Pair, "p") is None
    assert s.struct_ref(0x1000, Pair, "p").value == 0x1000
    with pytest.raises(TypeError, match="p: must not be None"):
        s.struct_ref(None, Pair, "p", nullable=False)
    with pytest.raises(TypeError, match="p: expected Pair or None, got Other"):
        s.struct_ref(Other(), Pair, "p")


def test_string_arguments(s: ModuleType) -> None:
    assert s.as_cstring("é", "x") == "é".encode() and s.as_cstring(b"\xff", "x") == b"\xff"
    assert s.as_cstring(None, "x") is None
    with pytest.raises(TypeError, match="x: must not be None"):
        s.as_cstring(None, "x", nullable=False)
    with pytest.raises(TypeError, match="x: expected str, bytes or None, got int"):
        s.as_cstring(3, "x")


def test_float_arguments(s: ModuleType) -> None:
    class Half:
        def __float__(self) -> float:
            return 0.5

    assert s.as_float(2, "x") == 2.0 and s.as_float(Half(), "x") == 0.5
    for bad in ("1.5", b"1.5", None, [1.0]):
        with pytest.raises(TypeError, match=f"x: expected a float, got {type(bad).__name__}"):
            s.as_float(bad, "x")


def test_attribute_values_going_in_take_the_attributes_type(s: ModuleType) -> None:
    table = {1: ("i", ctypes.c_uint), 2: ("h", ctypes.c_void_p), 3: ("b", ctypes.c_int), 4: ("s", Pair)}
    value = s.attribute_input(table, 1, 7, "v")
    assert isinstance(value, ctypes.c_uint) and value.value == 7
    assert s.attribute_input(table, 2, 0x1000, "v").value == 0x1000
    assert s.attribute_input(table, 3, True, "v").value == 1
    pair = Pair(1, 2.0)
    assert s.attribute_input(table, 4, pair, "v") is pair
    with pytest.raises(TypeError, match="v: expected Pair, got int"):
        s.attribute_input(table, 4, 5, "v")
    with pytest.raises(ValueError, match="v: 9 is not an attribute this binding knows the value type of"):
        s.attribute_input(table, 9, 5, "v")


# ------------------------------------------------------------------------------ other libraries' objects


class CudaStream:  # the __cuda_stream__ protocol, version 0: cuda.core streams
    def __init__(self, handle: int, version: int = 0) -> None:
        self.version, self.handle_value = version, handle

    def __cuda_stream__(self) -> tuple[int, int]:
        return (self.version, self.handle_value)


class DeviceArray:  # the CUDA Array Interface: CuPy, Numba, PyTorch arrays
    def __init__(self, address: int) -> None:
        self.__cuda_array_interface__ = {"shape": (4,), "typestr": "<i4", "data": (address, False), "version": 3}

    def __index__(self) -> int:  # as CuPy and PyTorch arrays: only for one-element integer arrays
        raise TypeError("only integer scalar arrays can be converted to a scalar index")


class Boxed:  # cuda.bindings handles: __int__
    def __init__(self, value: int) -> None:
        self.value = value

    def __int__(self) -> int:
        return self.value


class WithAttribute:  # CuPy streams and memory (.ptr), cuda.core buffers (.handle), PyTorch streams
    def __init__(self, attr: str, value: Any) -> None:
        setattr(self, attr, value)


@pytest.mark.parametrize("check", ["as_handle", "as_int"])
def test_other_libraries_objects_pass_as_the_handle_or_address_they_stand_for(s: ModuleType, check: str) -> None:
    def convert(value: Any) -> Any:
        if check == "as_handle":
            return s.as_handle(value, "h")
        return s.as_int(value, "h", 0, 2**64 - 1, handle=True)  # CUdeviceptr and the like

    assert convert(CudaStream(0x7000)) == 0x7000
    assert convert(DeviceArray(0x8000)) == 0x8000  # the array's data, not its __index__
    assert convert(Boxed(0x9000)) == 0x9000
    assert convert(WithAttribute("ptr", 0xA000)) == 0xA000
    assert convert(WithAttribute("handle", Boxed(0xB000))) == 0xB000
    assert convert(WithAttribute("cuda_stream", 0xC000)) == 0xC000
    with pytest.raises(TypeError, match="h: __cuda_stream__ protocol version 1 is not supported"):
        convert(CudaStream(0x7000, version=1))
    with pytest.raises(OverflowError, match="h: -1"):
        convert(Boxed(-1))
    for bad in (1.0, "0x10", b"", object(), WithAttribute("ptr", 2.0)):
        with pytest.raises(TypeError, match=f"h: expected a handle .* got {type(bad).__name__}"):
            convert(bad)


class ShapedDeviceArray:
    """A device array with a shape: the CUDA Array Interface as CuPy gives it."""

    def __init__(self, ptr: int, shape: tuple[int, ...], typestr: str = "<f4") -> None:
        self.__cuda_array_interface__ = {"data": (ptr, False), "shape": shape, "typestr": typestr,
                                         "strides": None, "version": 3}


@pytest.mark.parametrize("helper", ["readable", "writable"])
def test_host_pointer_parameters_take_device_arrays_of_enough_bytes(s: ModuleType, helper: str) -> None:
    # A `const void *` the runtime may read on the device (cudaMemAdvise's devPtr): a CuPy or
    # PyTorch array passes as its data pointer, held to the size C is told when it says its own.
    convert = getattr(s, helper)
    passed = convert(ShapedDeviceArray(0x7000_0000, (4, 8)), 128, "devPtr")
    assert isinstance(passed, ctypes.c_void_p) and passed.value == 0x7000_0000
    assert convert(ShapedDeviceArray(0x7000_0000, (4, 8)), None, "devPtr").value == 0x7000_0000
    with pytest.raises(ValueError, match="devPtr: device array holds 128 bytes, 129 are needed"):
        convert(ShapedDeviceArray(0x7000_0000, (4, 8)), 129, "devPtr")


def _read(arg: Any, ctype: Any) -> Any:
    """What C reads through a pointer argument as the helpers hand it to ctypes."""
    if isinstance(arg, (bytes, ctypes.c_void_p, int)):
        address = ctypes.cast(ctypes.c_char_p(arg), ctypes.c_void_p).value if isinstance(arg, bytes) else arg
        return ctypes.cast(address, ctypes.POINTER(ctype))[0]
    return ctypes.cast(ctypes.pointer(arg), ctypes.POINTER(ctype))[0]


def test_a_numpy_scalar_is_passed_by_its_bytes_not_a_freed_temporary(s: ModuleType) -> None:
    """A NumPy scalar's __array_interface__ points into a temporary array freed at once: cuSPARSE's
    alpha given as numpy.float32(2.5) read garbage. Its bytes are passed instead."""
    np = pytest.importorskip("numpy")
    for value, ctype in ((np.float32(2.5), ctypes.c_float), (np.float64(-1.25), ctypes.c_double),
                         (np.int32(7), ctypes.c_int32)):
        for arg in (s.as_pointer(value, "alpha"), s.readable(value, None, "alpha")):
            churn = [np.full(64, 99.0, dtype=value.dtype) for _ in range(64)]  # reuse freed memory
            assert _read(arg, ctype) == value, (value, arg)
            del churn
    array = np.arange(4, dtype=np.float32)  # an array: its own memory, not a copy
    assert s.as_pointer(array, "a") == array.__array_interface__["data"][0]
