"""core.utils without a driver: StridedMemoryView of host arrays against cuda.core 1.2.2's own (which
views host NumPy arrays by DLPack with no GPU), and the program caches and their keys.

Each test runs a snippet in a fresh interpreter on the generated cuda_13_0 package (PYTHONPATH=generated,
the pure-Python backend, no libcuda: what needs the driver is in tests/test_core.py, on the fake
driver, and in tests/gpu/test_core_gpu.py) and reads back one JSON line.
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


def run(code: str, tmp_path: Path) -> Any:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CUDAGEN_", "FAKECUDA_")) and k != "PYTHONPATH"}
    env.update(PYTHONPATH=str(GENERATED), PYTHONDONTWRITEBYTECODE="1", CUDAGEN_BACKEND="python",
               CUDAGEN_LIB_CUDA="/nonexistent/libcuda.so.1", XDG_CACHE_HOME=str(tmp_path / "xdg"))
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], env=env, cwd=tmp_path, capture_output=True,
                          text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


# The arrays both views are compared on: strided, transposed, reversed, 0-d, empty, read-only, each dtype.
ARRAYS = """
import numpy as np
a = np.arange(12, dtype=np.float32).reshape(3, 4)
ro = a.copy()
ro.flags.writeable = False
ARRAYS = [a, a.T, a[:, ::2], a[::-1], a[1:], np.array(3.0), np.zeros((0, 3)), np.ones((3, 1)), ro,
          np.arange(5, dtype=np.int16)[::2], np.array([True, False]), np.zeros(2, np.complex64),
          np.zeros(3, np.uint64), np.zeros((2, 3, 4), np.int8).transpose(2, 0, 1), np.float16([1, 2]),
          np.zeros(4, np.complex128), np.zeros(2, np.int64), np.zeros(2, np.uint8)]
"""


def test_host_views_match_cuda_core(tmp_path: Path) -> None:
    pytest.importorskip("numpy")
    pytest.importorskip("cuda.core")
    code = ARRAYS + """
import json, warnings
from cuda_13_0.core import utils
from cuda.core import utils as theirs

def describe(v):
    back = np.from_dlpack(v)  # the view exported again
    return [v.ptr, list(v.shape), v.strides and list(v.strides), str(v.dtype), v.device_id,
            v.is_device_accessible, v.readonly, v.size, list(v.__dlpack_device__()), v._layout.itemsize,
            type(v.exporting_obj).__name__, list(back.shape), list(back.strides), str(back.dtype),
            back.size == 0 or back.ctypes.data == v.ptr]

def errors(S):
    out = []
    for fn in (lambda: S.from_dlpack(a), lambda: S.from_any_interface(object(), -1),
               lambda: S.from_dlpack(a, -1).__dlpack__(copy=True),
               lambda: S.from_dlpack(a, -1).__dlpack__(max_version=[1, 0]),
               lambda: S.from_dlpack(a, -1).__dlpack__(max_version=(1, 0, 0)),
               lambda: S.from_dlpack(a, -1).__dlpack__(dl_device=(1, 0)),
               lambda: S().shape, lambda: S(a, -1)):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            try:
                fn()
                out.append(None)
            except Exception as exc:
                out.append([type(exc).__name__, str(exc)])
        out.append([w.category.__name__ for w in caught])
    return out

ours = [describe(utils.StridedMemoryView.from_dlpack(x, -1)) for x in ARRAYS]
cc = [describe(theirs.StridedMemoryView.from_dlpack(x, -1)) for x in ARRAYS]
any_ours = [describe(utils.StridedMemoryView.from_any_interface(x, -1)) for x in ARRAYS]
reprs = [repr(m.StridedMemoryView.from_dlpack(a, -1)).replace(str(a.ctypes.data), "P") for m in (utils, theirs)]
print(json.dumps([ours, cc, any_ours, reprs, errors(utils.StridedMemoryView), errors(theirs.StridedMemoryView)]))
"""
    ours, cc, any_ours, reprs, our_errors, their_errors = run(code, tmp_path)
    assert len(ours) == 18
    for mine, theirs in zip(ours, cc, strict=True):
        assert mine == theirs
    assert any_ours == ours
    assert reprs[0] == reprs[1]
    assert our_errors == their_errors


def test_views_are_typed_and_keep_the_array(tmp_path: Path) -> None:
    pytest.importorskip("numpy")
    code = ARRAYS + """
import gc, json, weakref
from cuda_13_0.core import utils
S = utils.StridedMemoryView

class Arr(np.ndarray):  # weak-referenceable, so its life can be watched
    pass

x = np.arange(6, dtype=np.int32).view(Arr)
alive = weakref.ref(x)
view = S.from_dlpack(x, -1)
del x
gc.collect()
kept = alive() is not None
del view
gc.collect()
released = alive() is None
y = np.arange(6, dtype=np.int32).view(Arr)
alive_y = weakref.ref(y)
retyped = S.from_dlpack(y, -1).view(dtype=np.float32)  # over a Buffer that keeps y and its capsule
del y
gc.collect()
kept_by_view = alive_y() is not None
del retyped
gc.collect()
released_by_view = alive_y() is None
strided = S.from_dlpack(a[:, 1::2], -1)
print(json.dumps([kept and kept_by_view, released and released_by_view, strided.ptr - a.ctypes.data, list(strided.strides),
                  list(S.from_dlpack(a, -1).view(dtype=np.int32).shape),
                  str(S.from_dlpack(a, -1).view(dtype=np.int32).dtype)]))
"""
    kept, released, offset, strides, shape, dtype = run(code, tmp_path)
    assert kept and released
    assert offset == 4 and strides == [4, 2]
    assert shape == [3, 4] and dtype == "int32"


def test_program_caches(tmp_path: Path) -> None:
    code = """
import json, os
from cuda_13_0.core import ObjectCode, ProgramOptions, utils

out = {}
dec = lambda data: None if data is None else data.decode()
memory = utils.InMemoryProgramCache(max_size_bytes=10)
memory["a"] = b"12345"
memory[b"b"] = bytearray(b"6789")
memory["a"]  # a read: now b is the least recently used
memory["c"] = memoryview(b"xy")  # 11 bytes: b goes
out["lru"] = [dec(memory.get("a")), dec(memory.get("b")), dec(memory.get(b"c")), len(memory)]
memory["big"] = b"x" * 11  # larger than the cap: evicts the others first, then itself
out["too_big"] = [memory.get("big"), len(memory)]
memory["a"] = b"1"
del memory["a"]
try:
    del memory["a"]
except KeyError as exc:
    out["del_missing"] = str(exc)
try:
    memory[1] = b""
except TypeError as exc:
    out["bad_key"] = str(exc)
try:
    memory["x"] = "text"
except TypeError as exc:
    out["bad_value"] = str(exc)
memory.update({"k": b"1"})
memory.update([("j", b"2")])
out["update"] = sorted(k.decode() for k in memory._entries)
memory.clear()
out["cleared"] = len(memory)
try:
    utils.InMemoryProgramCache(max_size_bytes=0)
except ValueError as exc:
    out["zero_cap"] = str(exc)
out["abstract"] = isinstance(memory, utils.ProgramCacheResource)

disk = utils.FileStreamProgramCache()  # XDG_CACHE_HOME/cuda-python/program-cache
disk["k"] = ObjectCode.from_cubin(b"\\x7fELF-cubin")
root = os.path.join(os.environ["XDG_CACHE_HOME"], "cuda-python", "program-cache")
files = [os.path.join(d, f) for d, _, fs in os.walk(os.path.join(root, "entries")) for f in fs]
out["disk"] = [disk["k"].decode("latin-1"), len(disk), len(files), open(files[0], "rb").read().decode("latin-1"),
               sorted(os.listdir(root))]
capped = utils.FileStreamProgramCache(os.path.join(root, "capped"), max_size_bytes=10)
capped["a"] = b"12345"
os.utime(capped._path_for_key("a"), (1, 1))  # read long ago
capped["b"] = b"67890"
os.utime(capped._path_for_key("b"), (2, 2))
capped["a"]  # a read bumps a's access time
capped["c"] = b"xy"
out["disk_lru"] = [dec(capped.get("a")), dec(capped.get("b")), dec(capped.get("c")), len(capped)]
with capped:
    del capped["c"]
    out["disk_after_del"] = [capped.get("c"), len(capped)]
    capped.clear()
    out["disk_cleared"] = len(capped)
try:
    del capped["c"]
except KeyError:
    out["disk_del_missing"] = True

opts = ProgramOptions(arch="sm_90")
key = lambda **kw: utils.make_program_cache_key(**{"code": "k", "code_type": "c++", "options": opts,
                                                   "target_type": "cubin", **kw})
out["keys"] = [len(key()), key() == key(), key() != key(target_type="ptx"),
               key(name_expressions=("f", "g")) == key(name_expressions=["g", "f"]),
               key(name_expressions=("f",)) != key(name_expressions=(b"f",)),
               key() != key(options=ProgramOptions(arch="sm_80")),
               key() != key(options=ProgramOptions(arch="sm_90", name="other")),
               key() != key(code="k2"), key() != key(extra_digest=b"headers"),
               key(code_type="C++") == key(), key(code_type="cu") == key()]
errors = []
for kw in ({"target_type": "fatbin"}, {"code_type": "fortran"}, {"code_type": "ptx", "target_type": "ltoir"},
           {"options": ProgramOptions(arch="sm_90", pre_include="h.h")},
           {"options": ProgramOptions(arch="sm_90", name="dir/k.cu")},
           {"name_expressions": (bytearray(b"f"),)}, {"name_expressions": (1,)}):
    try:
        key(**kw)
        errors.append(None)
    except (TypeError, ValueError) as exc:
        errors.append(type(exc).__name__)
out["key_errors"] = errors
out["digest_allows"] = len(key(options=ProgramOptions(arch="sm_90", include_path=["/x"]), extra_digest=b"d"))
print(json.dumps(out))
"""
    out = run(code, tmp_path)
    assert out["lru"] == ["12345", None, "xy", 2]  # b, the least recently used, went
    assert out["too_big"] == [None, 0]  # as cuda.core's: oldest first, until it fits
    assert out["del_missing"] == "'a'"
    assert "bytes or str" in out["bad_key"] and "bytes-like or ObjectCode" in out["bad_value"]
    assert out["update"] == ["j", "k"] and out["cleared"] == 0
    assert "positive" in out["zero_cap"] and out["abstract"]
    assert out["disk"] == ["\x7fELF-cubin", 1, 1, "\x7fELF-cubin", ["entries", "tmp"]]
    assert out["disk_lru"] == ["12345", None, "xy", 2]  # b, read longest ago, went
    assert out["disk_after_del"] == [None, 1] and out["disk_cleared"] == 0 and out["disk_del_missing"]
    assert out["keys"] == [32] + [True] * 10
    assert out["key_errors"] == ["ValueError", "ValueError", "ValueError", "ValueError", "ValueError", "TypeError",
                                 "TypeError"]
    assert out["digest_allows"] == 32


def test_batches_say_what_an_older_release_lacks(tmp_path: Path) -> None:
    """11.8 and 12.9 declare no CUDA 13 batch calls: the managed-memory batches say so (copy_batch
    falls back to a loop of cuMemcpyAsync there, which needs a driver: tests/test_core.py)."""
    code = """
import json
from cuda_12_9.core import utils
from cuda_12_9.core import _release
out = [_release.MEMCPY_BATCH, _release.MEM_BATCH_OPS]
for fn in (lambda: utils.discard_batch(None, []), lambda: utils.prefetch_batch(None, [], 0)):
    try:
        fn()
    except NotImplementedError as exc:
        out.append(str(exc))
print(json.dumps(out))
"""
    out = run(code, tmp_path)
    assert out[:2] == [False, False]
    assert len(out) == 4 and all("CUDA 12.9 does not declare" in text for text in out[2:])


def test_views_without_numpy(tmp_path: Path) -> None:
    """NumPy is optional: dtypes are then array-interface type strings, and views still export."""
    code = """
import json, sys
sys.modules["numpy"] = None  # import numpy fails from here on
from cuda_13_0 import core
from cuda_13_0.core import utils
data = bytearray(range(16))
buf = core.from_array(data)  # host bytes, no driver call
view = utils.StridedMemoryView.from_dlpack(buf, -1)
words = view.view(layout=type(view._layout)((4,), None, 4), dtype="<i4")
again = utils.StridedMemoryView.from_dlpack(words, -1)  # our own export, read back
print(json.dumps([view.dtype, list(view.shape), view.device_id, words.dtype, list(words.shape),
                  again.dtype, list(again.shape), again.strides and list(again.strides), again.ptr == buf.handle]))
"""
    assert run(code, tmp_path) == ["|i1", [16], -1, "<i4", [4], "<i4", [4], [1], True]


def test_host_copies_match_numpy(tmp_path: Path) -> None:
    """StridedMemoryView.copy_from / copy_to between host arrays (the CPU's copy: no driver) give
    NumPy's np.copyto for layouts of every kind (transposed, strided, reversed, broadcast, 0-d,
    empty), and the copy without NumPy (a memmove per row or item) gives the same bytes."""
    pytest.importorskip("numpy")
    code = """
import json, subprocess, sys
import numpy as np
from cuda_13_0.core import utils
S = utils.StridedMemoryView
a = np.arange(120, dtype=np.float64).reshape(4, 5, 6)
pairs = [  # (destination, source)
    (np.zeros((4, 5, 6)), a), (np.zeros((6, 5, 4)).T, a), (np.zeros((4, 5, 6)), a.transpose(0, 2, 1).copy().transpose(0, 2, 1)),
    (np.zeros((4, 10, 6))[:, ::2], a), (np.zeros((4, 5, 6)), a[::-1, :, ::-1]), (np.zeros((8, 5, 12))[::-2, :, 1::2], a),
    (np.zeros((4, 5, 6)), np.broadcast_to(a[:1], (4, 5, 6))), (np.zeros(()), np.array(7.0)), (np.zeros((0, 3)), np.ones((0, 3))),
    (np.zeros((2, 3), np.int8), np.arange(6, dtype=np.int8).reshape(3, 2).T), (np.zeros(5, np.complex128), np.arange(10, dtype=np.complex128)[::2]),
]
out = []
for i, (dst, src) in enumerate(pairs):
    expected = dst.copy(); np.copyto(expected, src)
    if i % 2:
        S.from_dlpack(src, -1).copy_to(S.from_dlpack(dst, -1))
    else:
        S.from_dlpack(dst, -1).copy_from(S.from_dlpack(src, -1), None)
    out.append(bool(np.array_equal(dst, expected)))
print(json.dumps(out))
"""
    assert run(code, tmp_path) == [True] * 11
    without = """
import json, sys
sys.modules["numpy"] = None  # import numpy fails from here on: the ctypes copy
from cuda_13_0 import core
from cuda_13_0.core import utils
from cuda_13_0.core import _memoryview
S = utils.StridedMemoryView
src = S.from_buffer(core.from_array(bytearray(range(48))), (48,), itemsize=1)
out = []
for shape, dst_strides, src_strides, first in CASES:
    dst_bytes = bytearray(48)
    dst = S.from_buffer(core.from_array(memoryview(dst_bytes)[4 * first:]), shape, dst_strides, dtype="<i4")
    dst.copy_from(src.view(layout=_memoryview._StridedLayout(shape, src_strides, 4), dtype="<i4"), None)
    out.append(list(dst_bytes))
print(json.dumps(out))
"""
    # (shape, destination strides, source strides, the destination's first item): dense, transposed,
    # gaps on both sides, a destination walked backwards.
    cases = [((3, 4), None, None, 0), ((4, 3), None, (1, 4), 0), ((2, 2), (2, 1), (8, 3), 0), ((3, 4), (-4, 1), None, 8)]
    got = run(f"CASES = {cases!r}" + without, tmp_path)
    expected = []
    for shape, dst_strides, src_strides, first in cases:
        dst, src = bytearray(48), bytes(range(48))
        ds, ss = dst_strides or (shape[1], 1), src_strides or (shape[1], 1)
        for i in range(shape[0]):
            for j in range(shape[1]):
                d, s = 4 * (first + i * ds[0] + j * ds[1]), 4 * (i * ss[0] + j * ss[1])
                dst[d:d + 4] = src[s:s + 4]
        expected.append(list(dst))
    assert got == expected


def test_copy_errors_before_any_driver_call(tmp_path: Path) -> None:
    """What copy_from / copy_to refuse, with no driver: the argument named and its role."""
    pytest.importorskip("numpy")
    code = """
import json
import numpy as np
from cuda_13_0 import core
from cuda_13_0.core import utils
from cuda_13_0.core import _memoryview
S = utils.StridedMemoryView
a = np.zeros((2, 3), np.float32)
ro = a.copy(); ro.flags.writeable = False
cases = [lambda: S.from_dlpack(a, -1).copy_from(S.from_dlpack(np.zeros((3, 2), np.float32), -1), None),
         lambda: S.from_dlpack(a, -1).copy_to(S.from_dlpack(np.zeros((2, 3), np.int32), -1)),
         lambda: S.from_dlpack(a, -1).copy_to(a),
         lambda: S.from_dlpack(ro, -1).copy_from(S.from_dlpack(a, -1), None),
         lambda: S.from_dlpack(a, -1).copy_from(S.from_dlpack(a, -1), None, allocator=3),
         lambda: S.from_dlpack(a, -1).copy_from(S.from_dlpack(a, -1), None, allocator={"device": "mine"}),
         lambda: S.from_dlpack(a, -1).copy_from(S.from_dlpack(a, -1), None, blocking="yes"),
         # strides as CuPy's DLPack export of a reversed array gives them (2**63 - 2 items)
         lambda: S.from_dlpack(a, -1).copy_from(
             S.from_dlpack(a, -1).view(layout=_memoryview._StridedLayout((2, 3), (2**63 - 2, 1), 4)), None)]
out = []
for case in cases:
    try:
        case()
        out.append(None)
    except Exception as exc:
        out.append([type(exc).__name__, str(exc)])
print(json.dumps(out))
"""
    shapes, dtypes, not_view, readonly, allocator, allocator_side, blocking, wrong = run(code, tmp_path)
    assert shapes == ["ValueError", "copy_from: the shapes differ: this view (the destination) is (2, 3), "
                                    "other (the source) (3, 2)"]
    assert dtypes == ["TypeError", "copy_to: the dtypes differ: other (the destination) holds int32, this view "
                                   "(the source) float32"]
    assert not_view == ["TypeError", "copy_to: other must be a StridedMemoryView, got ndarray"]
    assert readonly == ["ValueError", "copy_from: this view (the destination) is read-only"]
    assert allocator[0] == "TypeError" and "allocator must be a MemoryResource" in allocator[1]
    assert allocator_side == ["TypeError", "copy_from: allocator's device must be a MemoryResource, got 'mine'"]
    assert blocking[0] == "TypeError" and "blocking" in blocking[1]
    assert wrong == ["ValueError", f"copy_from: other spans {((2**63 - 2) * 1 + 1 * 2) * 4} bytes (shape (2, 3), strides "
                                   f"({2**63 - 2}, 1) in items), more than an address space holds: its strides are wrong"]


def test_copy_plans(tmp_path: Path) -> None:
    """How a copy is split: normalized dimensions (extent-1 dropped, destination strides positive
    and largest first, neighbours merged), then the one memcpy it is: (bytes,) for cuMemcpyAsync,
    (width, height, dst pitch, src pitch) for cuMemcpy2DAsync, with (depth, dst height, src
    height) for cuMemcpy3DAsync; None where no one copy does it."""
    code = """
import json
from cuda_13_0.core import utils as u
from cuda_13_0.core import _strided_copy
from cuda_13_0.core._memoryview import _StridedLayout as L
def plan(shape, dst, src, itemsize=4, max_pitch=1 << 31):
    dptr, sptr, dims = _strided_copy._normalize(1000, L(shape, dst, itemsize), 5000, L(shape, src, itemsize))
    return [dptr - 1000, sptr - 5000, [list(d) for d in dims], _strided_copy._plan(dims, itemsize, max_pitch),
            _strided_copy._unique(dims, itemsize)]
out = [
    plan((4, 6), None, None),                 # dense alike: one run of 96 bytes
    plan((4, 1, 6), None, (12, 5, 1)),        # rows of 24 bytes, source pitch 48
    plan((4, 6), None, (12, 2)),              # one item a row: merged to 24 rows
    plan((2, 3, 4), None, (100, 20, 1)),      # 3-D: slices of 3 rows, the source's of 5 rows of pitch 80
    plan((2, 3, 4), None, (61, 20, 1)),       # a slice stride no whole number of rows: no one copy
    plan((4, 6), None, (1, 4)),               # transposed: no one copy
    plan((4, 6), (-6, 1), (-6, 1)),           # reversed alike: walked forwards, dense
    plan((4, 6), None, (0, 1)),               # a broadcast source: no pitch of 0
    plan((4, 6), None, (12, 1), max_pitch=32),  # past the device's maximum pitch
    plan((4, 6), (1, 0), None),               # a destination whose items overlap
    plan((), (), ()),                         # 0-d: one item
]
print(json.dumps(out))
"""
    assert run(code, tmp_path) == [
        [0, 0, [[24, 4, 4]], [96], True],
        [0, 0, [[4, 24, 48], [6, 4, 4]], [24, 4, 24, 48], True],
        [0, 0, [[24, 4, 8]], [4, 24, 4, 8], True],
        [0, 0, [[2, 48, 400], [3, 16, 80], [4, 4, 4]], [16, 3, 16, 80, 2, 3, 5], True],
        [0, 0, [[2, 48, 244], [3, 16, 80], [4, 4, 4]], None, True],
        [0, 0, [[4, 24, 4], [6, 4, 16]], None, True],
        [-72, -72, [[24, 4, 4]], [96], True],
        [0, 0, [[4, 24, 0], [6, 4, 4]], None, True],
        [0, 0, [[4, 24, 48], [6, 4, 4]], None, True],
        [0, 0, [[4, 4, 24], [6, 0, 4]], None, False],
        [0, 0, [], [4], True],
    ]


needs_nvrtc = pytest.mark.skipif(
    not any((Path(p or ".") / "nvidia" / "cu13" / "lib" / "libnvrtc.so.13").is_file() for p in sys.path),
    reason="the nvidia-cuda-nvrtc 13.x wheel is not installed")


@needs_nvrtc
def test_strided_copy_kernel_compiles(tmp_path: Path) -> None:
    """The strided-copy kernel's source compiles with the real NVRTC (no GPU needed): one entry
    point per unit, its parameter block the size of the ctypes record launch passes."""
    code = """
import ctypes, json, re
from cuda_13_0 import core
from cuda_13_0.core import utils
from cuda_13_0.core import _strided_copy
ptx = core.Program(_strided_copy._COPY_KERNEL_SOURCE, "c++", core.ProgramOptions(arch="sm_90")).compile("ptx").code.decode()
print(json.dumps([re.findall(r"\\.entry (\\w+)", ptx), sorted(set(re.findall(r"_param_2\\[(\\d+)\\]", ptx))),
                  ctypes.sizeof(_strided_copy._CopyParams)]))
"""
    entries, sizes, size = run(code, tmp_path)
    assert entries == [f"cudagen_strided_copy_{u}" for u in (1, 2, 4, 8, 16)]
    assert sizes == [str(size)] and size == 400


def test_cuda_core_declares_strided_copies_only(tmp_path: Path) -> None:
    """cuda.core 1.2.2's StridedMemoryView.copy_from / copy_to take the parameters ours take
    (tests/test_core_api.py) but raise NotImplementedError: the GPU tests check ours against
    NumPy, and against cuda.core where a later one copies."""
    pytest.importorskip("numpy")
    core_version = pytest.importorskip("cuda.core").__version__
    if core_version != "1.2.2":
        pytest.skip(f"cuda.core {core_version}, not 1.2.2")
    code = """
import json
import numpy as np
from cuda.core.utils import StridedMemoryView as S
a = np.zeros(3)
out = []
for fn in (lambda: S.from_dlpack(a, -1).copy_from(S.from_dlpack(a, -1), None), lambda: S.from_dlpack(a, -1).copy_to(S.from_dlpack(a, -1))):
    try:
        fn()
        out.append(None)
    except Exception as exc:
        out.append([type(exc).__name__, str(exc)])
print(json.dumps(out))
"""
    assert run(code, tmp_path) == [["NotImplementedError", "Sorry, not supported: copy_from"],
                                   ["NotImplementedError", "Sorry, not supported: copy_to"]]
