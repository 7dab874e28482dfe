"""`ObjectCode` and `Kernel`, with its attributes (generated per release) and occupancy queries."""

from __future__ import annotations

import os as _os
import threading as _threading
import weakref as _weakref
from collections import namedtuple as _namedtuple

from . import _release as _r
from ._release import driver as _d

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import Any as _Any

    from ._context import _Finalizer
    from ._stream import Stream
    from .graph._graph_builder import GraphBuilder


if TYPE_CHECKING:  # its fields' types, for type checkers (a plain namedtuple at run time)
    from typing import NamedTuple as _NamedTuple

    class ParamInfo(_NamedTuple):
        offset: int
        size: int

else:
    ParamInfo = _namedtuple("ParamInfo", ["offset", "size"])


class ObjectCode:
    """Compiled code: a cubin, PTX or LTO-IR image. Loaded as a module (cuModuleLoadData) in the
    current device's primary context when a kernel is first asked for, and unloaded once
    (close(), a with block, or when it and its kernels are gone)."""

    _code: bytes
    _code_type: str
    _name: str
    _symbol_mapping: dict[str, str]
    _module: int | None  # the CUmodule, once loaded; None once unloaded
    _finalizer: _Finalizer | None
    _kernels: _weakref.WeakSet[Kernel]  # what close() must mark unloaded
    _lock: _threading.Lock

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError(
            "an ObjectCode comes from Program.compile() or ObjectCode.from_cubin/from_ptx()"
        )

    @classmethod
    def _init(
        cls,
        code: bytes,
        code_type: str,
        name: str = "",
        symbol_mapping: dict[str, str] | None = None,
    ) -> ObjectCode:
        self = object.__new__(cls)
        self._code = code
        self._code_type = code_type
        self._name = name
        self._symbol_mapping = dict(symbol_mapping or {})
        self._module = None
        self._finalizer = None
        self._kernels = _weakref.WeakSet()
        self._lock = _threading.Lock()
        return self

    @staticmethod
    def _read(module: bytes | str | _os.PathLike[str], text: bool) -> bytes:
        if isinstance(module, (bytes, bytearray)):
            data = bytes(module)
        elif (
            isinstance(module, str)
            and text
            and ("\n" in module or module.lstrip().startswith(("//", ".")))
        ):
            data = module.encode()
        else:
            with open(module, "rb") as f:
                data = f.read()
        if text and not data.endswith(b"\0"):
            data += b"\0"  # the driver reads PTX as a C string
        return data

    @staticmethod
    def from_cubin(
        module: bytes | str | _os.PathLike[str],
        *,
        name: str = "",
        symbol_mapping: dict[str, str] | None = None,
    ) -> ObjectCode:
        """A cubin image (bytes) or a path to one."""
        return ObjectCode._init(ObjectCode._read(module, False), "cubin", name, symbol_mapping)

    @staticmethod
    def from_ptx(
        module: bytes | str | _os.PathLike[str],
        *,
        name: str = "",
        symbol_mapping: dict[str, str] | None = None,
    ) -> ObjectCode:
        """PTX text (str or bytes) or a path to a .ptx file."""
        return ObjectCode._init(ObjectCode._read(module, True), "ptx", name, symbol_mapping)

    @staticmethod
    def from_ltoir(
        module: bytes | str | _os.PathLike[str],
        *,
        name: str = "",
        symbol_mapping: dict[str, str] | None = None,
    ) -> ObjectCode:
        """LTO-IR (bytes, e.g. from NVVM's -gen-lto) or a path to it: to be linked by a Linker."""
        return ObjectCode._init(ObjectCode._read(module, False), "ltoir", name, symbol_mapping)

    @staticmethod
    def from_fatbin(
        module: bytes | str | _os.PathLike[str],
        *,
        name: str = "",
        symbol_mapping: dict[str, str] | None = None,
    ) -> ObjectCode:
        """A fatbin image (bytes) or a path to one."""
        return ObjectCode._init(ObjectCode._read(module, False), "fatbin", name, symbol_mapping)

    @staticmethod
    def from_object(
        module: bytes | str | _os.PathLike[str],
        *,
        name: str = "",
        symbol_mapping: dict[str, str] | None = None,
    ) -> ObjectCode:
        """A relocatable device object (bytes, as `nvcc -dc` writes a .o) or a path to one: to
        be linked by a Linker (NVJITLINK_INPUT_OBJECT, CU_JIT_INPUT_OBJECT)."""
        return ObjectCode._init(ObjectCode._read(module, False), "object", name, symbol_mapping)

    @staticmethod
    def from_library(
        module: bytes | str | _os.PathLike[str],
        *,
        name: str = "",
        symbol_mapping: dict[str, str] | None = None,
    ) -> ObjectCode:
        """A library of device objects (bytes of a .a, as `nvcc -lib` writes) or a path to one:
        to be linked by a Linker (NVJITLINK_INPUT_LIBRARY, CU_JIT_INPUT_LIBRARY)."""
        return ObjectCode._init(ObjectCode._read(module, False), "library", name, symbol_mapping)

    @property
    def code(self) -> bytes:
        return self._code

    @property
    def code_type(self) -> str:
        return self._code_type

    @property
    def name(self) -> str:
        return self._name

    @property
    def symbol_mapping(self) -> dict[str, str]:
        return dict(self._symbol_mapping)

    @property
    def handle(self) -> int | None:
        """The CUmodule, as an int (None until loaded)."""
        return self._module

    def _load(self) -> int:
        with self._lock:
            if self._module is None:
                if self._code_type in ("ltoir", "object", "library"):
                    raise NotImplementedError(
                        f"{self._code_type!r} code must be linked (Linker) before it can be loaded"
                    )
                context = Device()._primary
                module = int(_in_context(context, _d.cuModuleLoadData, self._code))
                self._module = module
                self._finalizer = _finalizer(self, context, _d.cuModuleUnload, module)
            return self._module

    def get_module(self) -> int:
        """The CUmodule, as an int, for driver calls that take one (cuModuleGetGlobal, ...):
        `handle`, loaded now if it was not (as get_kernel loads it). cuda.core bridges its
        CUlibrary to a CUmodule with cuLibraryGetModule; ours is the module itself. After
        close() it is loaded again, as get_kernel does."""
        return self._load()

    def get_kernel(self, name: str | bytes) -> Kernel:
        """The kernel `name` (a name expression given to compile, or the symbol itself)."""
        key = name.decode() if isinstance(name, bytes) else name
        symbol = self._symbol_mapping.get(key, key)
        module = self._load()
        kernel = Kernel._init(int(_d.cuModuleGetFunction(module, symbol)), self)
        self._kernels.add(kernel)
        return kernel

    def close(self) -> None:
        """Unload the module (once); its kernels can no longer be launched."""
        with self._lock:
            for kernel in list(self._kernels):
                kernel._handle = None
            self._module = None
            fin = self._finalizer
        if fin is not None:
            fin()

    def __enter__(self) -> ObjectCode:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"<ObjectCode {self._name or '?'} ({self._code_type}, {len(self._code)} bytes)>"


# --- linking: nvJitLink, or the driver's cuLink* ------------------------------------------


class KernelAttributes(_r.FunctionAttributes):
    """The attributes of one kernel, one property per CU_FUNC_ATTRIBUTE_* enumerator of the
    package's CUDA release, generated from its cuda.h (into core/_release.py's FunctionAttributes):
    cuFuncGetAttribute, read each time, as some can be set. Those that cuFuncSetAttribute's
    documentation lists as settable have setters. Types are decided from the documentation as
    for DeviceProperties."""

    _kernel: Kernel

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError("KernelAttributes come from Kernel.attributes")

    @classmethod
    def _init(cls, kernel: Kernel) -> KernelAttributes:
        self = object.__new__(cls)
        self._kernel = kernel
        return self

    def _get(self, attribute: int) -> int:
        value: int = _d.cuFuncGetAttribute(attribute, self._kernel._function())
        return value

    def _set(self, attribute: int, value: int) -> None:
        _d.cuFuncSetAttribute(self._kernel._function(), attribute, int(value))


# cuda.core's namedtuple, whose type name is "MaxPotential".
MaxPotentialBlockSizeOccupancyResult = _namedtuple(  # type: ignore[name-match]
    "MaxPotential", ("min_grid_size", "max_block_size")
)


def _count(value: object, what: str) -> int:
    """An int argument of an occupancy query (bools refused), named in the error."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"{what} must be an int, got {type(value).__name__}")
    return value


class KernelOccupancy:
    """Occupancy queries of one kernel (`Kernel.occupancy`), as cuda.core's: the cuOccupancy*
    entry points of the driver, with the kernel's CUfunction. The cluster queries take a
    LaunchConfig and the stream the kernel would be launched on."""

    __slots__ = ("_kernel",)
    _kernel: Kernel

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError("KernelOccupancy comes from Kernel.occupancy")

    @classmethod
    def _init(cls, kernel: Kernel) -> KernelOccupancy:
        self = object.__new__(cls)
        self._kernel = kernel
        return self

    def max_active_blocks_per_multiprocessor(
        self, block_size: int, dynamic_shared_memory_size: int
    ) -> int:
        """The most blocks of `block_size` threads, each with `dynamic_shared_memory_size`
        bytes of dynamic shared memory, that can be active at once on one multiprocessor
        (cuOccupancyMaxActiveBlocksPerMultiprocessor)."""
        return int(
            _d.cuOccupancyMaxActiveBlocksPerMultiprocessor(
                self._kernel._function(),
                _count(block_size, "block_size"),
                _count(dynamic_shared_memory_size, "dynamic_shared_memory_size"),
            )
        )

    def max_potential_block_size(
        self, dynamic_shared_memory_needed: int | _Any, block_size_limit: int
    ) -> MaxPotentialBlockSizeOccupancyResult:
        """(min_grid_size, max_block_size): the block size reaching the highest occupancy and
        the fewest blocks that reach it (cuOccupancyMaxPotentialBlockSize).
        `dynamic_shared_memory_needed` is bytes per block, or a driver.CUoccupancyB2DSize (or
        any callable) giving them for a block size; `block_size_limit` caps the block size (0:
        none but the device's and the kernel's)."""
        func = self._kernel._function()
        limit = _count(block_size_limit, "block_size_limit")
        needed = dynamic_shared_memory_needed
        if isinstance(needed, int) and not isinstance(needed, bool):
            grid, block = _d.cuOccupancyMaxPotentialBlockSize(func, None, needed, limit)
        elif isinstance(needed, _d.CUoccupancyB2DSize) or callable(needed):
            grid, block = _d.cuOccupancyMaxPotentialBlockSize(func, needed, 0, limit)
        else:
            raise TypeError(
                "dynamic_shared_memory_needed expected to have type int, or CUoccupancyB2DSize, "
                f"got {type(needed)}"
            )
        return MaxPotentialBlockSizeOccupancyResult(min_grid_size=grid, max_block_size=block)

    def available_dynamic_shared_memory_per_block(
        self, num_blocks_per_multiprocessor: int, block_size: int
    ) -> int:
        """Bytes of dynamic shared memory each block can have when
        `num_blocks_per_multiprocessor` blocks of `block_size` threads share a multiprocessor
        (cuOccupancyAvailableDynamicSMemPerBlock)."""
        return int(
            _d.cuOccupancyAvailableDynamicSMemPerBlock(
                self._kernel._function(),
                _count(num_blocks_per_multiprocessor, "num_blocks_per_multiprocessor"),
                _count(block_size, "block_size"),
            )
        )

    def _config(self, config: LaunchConfig, stream: object) -> _Any:
        if not isinstance(config, LaunchConfig):
            raise TypeError(f"config must be a LaunchConfig, got {type(config).__name__}")
        return config._native(_stream_handle(stream))

    def max_potential_cluster_size(
        self, config: LaunchConfig, *, stream: Stream | GraphBuilder | object
    ) -> int:
        """The largest cluster (in blocks) the kernel can be launched with, with `config` on
        `stream` (cuOccupancyMaxPotentialClusterSize; the config's own cluster is not used)."""
        native = self._config(config, stream)
        return int(_d.cuOccupancyMaxPotentialClusterSize(self._kernel._function(), native))

    def max_active_clusters(
        self, config: LaunchConfig, *, stream: Stream | GraphBuilder | object
    ) -> int:
        """The most clusters of `config` that can run at once on the device, launched on
        `stream` (cuOccupancyMaxActiveClusters)."""
        native = self._config(config, stream)
        return int(_d.cuOccupancyMaxActiveClusters(self._kernel._function(), native))


class Kernel:
    """A kernel of a loaded ObjectCode (which it keeps loaded): launch it with `launch`.
    `attributes`, `num_arguments` and `arguments_info` (offset and size of each parameter,
    from cuFuncGetParamInfo), `occupancy` (cuOccupancy* queries)."""

    __slots__ = ("__weakref__", "_attributes", "_handle", "_layout", "_module", "_occupancy")
    _handle: int | None  # the CUfunction; None once its module is unloaded
    _module: ObjectCode | None  # kept loaded as long as the kernel
    _attributes: KernelAttributes | None
    _occupancy: KernelOccupancy | None
    # Its parameters' sizes for the compiled launch (_launch_layout): None until the first
    # launch, False when the driver cannot tell (then every launch takes the Python path).
    _layout: bytes | bool | None

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError("a Kernel comes from ObjectCode.get_kernel() or Kernel.from_handle()")

    @classmethod
    def _init(cls, handle: int, module: ObjectCode | None) -> Kernel:
        self = object.__new__(cls)
        self._handle = handle
        self._module = module
        self._attributes = None
        self._layout = None
        self._occupancy = None
        return self

    @staticmethod
    def from_handle(handle: int, mod: ObjectCode | None = None) -> Kernel:
        """A Kernel for a CUfunction made elsewhere (`mod`, if given, is kept loaded)."""
        return Kernel._init(int(handle), mod)

    def _function(self) -> int:
        handle = self._handle
        if handle is None:
            raise RuntimeError("the kernel's module is unloaded")
        return handle

    @property
    def handle(self) -> int:
        """The CUfunction, as an int."""
        return self._function()

    @property
    def attributes(self) -> KernelAttributes:
        if self._attributes is None:
            self._attributes = KernelAttributes._init(self)
        return self._attributes

    @property
    def occupancy(self) -> KernelOccupancy:
        """Occupancy queries of this kernel (cuOccupancy*)."""
        if self._occupancy is None:
            self._occupancy = KernelOccupancy._init(self)
        return self._occupancy

    @property
    def arguments_info(self) -> list[ParamInfo]:
        """(offset, size) in bytes of each parameter, as the driver lays them out."""
        if not _r.PARAM_INFO:
            raise NotImplementedError(f"cuFuncGetParamInfo is not declared by CUDA {CUDA_RELEASE}")
        # driver.py's own helper, which its stubs leave out (it is private).
        layout = _d._param_layout(self._function())  # type: ignore[attr-defined, unused-ignore]
        if layout is None:
            raise NotImplementedError(
                "the driver cannot describe this kernel's parameters (cuFuncGetParamInfo)"
            )
        return [ParamInfo(offset, size) for offset, size in layout]

    @property
    def num_arguments(self) -> int:
        return len(self.arguments_info)

    def __repr__(self) -> str:
        state = "unloaded" if self._handle is None else f"{self._handle:#x}"
        return f"<Kernel {state}>"


# --- launching --------------------------------------------------------------------------------


# Names used only inside functions: imported once this module's own are defined (the
# package's modules refer to each other), the modules others build on first.
from ._context import CUDA_RELEASE, _finalizer, _in_context
from ._device import Device
from ._launch_config import LaunchConfig
from ._stream import _stream_handle
