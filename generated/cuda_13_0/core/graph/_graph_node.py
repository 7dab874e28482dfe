"""Graph nodes: a class per node type, and their executable counterparts."""

from __future__ import annotations

import builtins as _builtins
import ctypes as _c
import sys as _sys
from collections.abc import MutableSet as _MutableSet
from collections.abc import Set as _AbstractSet

from .. import _release as _r
from .._release import driver as _d

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from collections.abc import Iterable as _Iterable
    from collections.abc import Iterator as _Iterator
    from typing import Any as _Any
    from typing import TypeVar as _TypeVar

    from .._context import Context
    from ._graph_definition import Graph, _Deps, _Owner

    _N = _TypeVar("_N", bound="GraphNode")


def _address(value: object, owner: object, name: str, keep: list[object]) -> int:
    """The address of `value` (a Buffer, kept by the graph; or an int, with `owner` kept)."""
    if isinstance(value, Buffer):
        if owner is not None:
            raise ValueError(f"{name}_owner is for a raw address, not a Buffer {name}")
        keep.append(value)
        return value._address
    if isinstance(value, bool) or not hasattr(value, "__index__"):
        raise TypeError(f"{name} must be a Buffer or an int address, got {type(value).__name__}")
    if owner is not None:
        keep.append(owner)
    return int(value.__index__())


def _memset_pattern(value: object) -> tuple[int, int]:
    """(value, element size) of a memset's fill value: an int in [0, 256) for bytes, or an
    object of 1, 2 or 4 bytes (buffer protocol, e.g. numpy.uint16(7) or b"\\x01\\x02")."""
    if isinstance(value, int) and not isinstance(value, bool):
        if not 0 <= value < 256:
            raise ValueError(f"an int value fills bytes: it must be in [0, 256), got {value}")
        return value, 1
    try:
        data = memoryview(value).tobytes()  # type: ignore[arg-type]
    except TypeError:
        raise TypeError(
            f"value must be an int or an object of 1, 2 or 4 bytes, got {type(value).__name__}"
        ) from None
    if len(data) not in (1, 2, 4):
        raise ValueError(f"value must be 1, 2 or 4 bytes, got {len(data)}")
    return int.from_bytes(data, "little"), len(data)


def _kernel_params(config: LaunchConfig, kernel: Kernel, args: tuple[object, ...]) -> _Any:
    if not isinstance(config, LaunchConfig):
        raise TypeError(f"config must be a LaunchConfig, got {type(config).__name__}")
    if not isinstance(kernel, Kernel):
        raise TypeError(f"kernel must be a Kernel, got {type(kernel).__name__}")
    if config._attrs is not None:
        raise NotImplementedError("cluster and cooperative kernel nodes are not supported")
    func = kernel._function()
    packed = _d.pack_kernel_args(func, _plain_args(args))
    gx, gy, gz, bx, by, bz, shmem = config._dims
    params = _r.KERNEL_NODE_PARAMS(
        func=func,
        gridDimX=gx,
        gridDimY=gy,
        gridDimZ=gz,
        blockDimX=bx,
        blockDimY=by,
        blockDimZ=bz,
        sharedMemBytes=shmem,
        kernelParams=packed.pointer,
        extra=None,
    )
    return params, packed


def _memcpy_params(dst: int, src: int, size: int) -> _Any:
    return _d.CUDA_MEMCPY3D(
        srcMemoryType=_d.CU_MEMORYTYPE_UNIFIED,
        srcDevice=src,
        dstMemoryType=_d.CU_MEMORYTYPE_UNIFIED,
        dstDevice=dst,
        WidthInBytes=size,
        Height=1,
        Depth=1,
    )


def _memset_params(dst: int, value: int, size: int, width: int, height: int, pitch: int) -> _Any:
    return _d.CUDA_MEMSET_NODE_PARAMS(
        dst=dst, pitch=pitch, value=value, elementSize=size, width=width, height=height
    )


_HOST_FN = _c.CFUNCTYPE(None, _c.c_void_p)  # CUhostFn (ctypes caches it: the driver's own type)


def _host_fn(fn: _Any, user_data: int | bytes | None, keep: list[object]) -> tuple[_Any, _Any]:
    """(CUhostFn, userData) of a Python callable (called with no arguments) or of a ctypes
    function pointer of CUhostFn's prototype (called with `user_data`); what C calls is
    appended to `keep`, which the graph keeps as long as it may run."""
    if isinstance(fn, _c._CFuncPtr):  # type: ignore[attr-defined]
        argtypes = list(getattr(fn, "argtypes", None) or [])
        if getattr(fn, "restype", 0) is not None or argtypes != [_c.c_void_p]:
            raise TypeError(
                "a ctypes callback must have CUhostFn's prototype: "
                "ctypes.CFUNCTYPE(None, ctypes.c_void_p)"
            )
        data: _Any = None
        if isinstance(user_data, int):
            data = user_data
        elif user_data is not None:
            copy = _c.create_string_buffer(bytes(memoryview(user_data)))
            keep.append(copy)
            data = _c.addressof(copy)
        pointer = fn if isinstance(fn, _HOST_FN) else _c.cast(fn, _HOST_FN)
        keep += [fn, pointer]
        return pointer, data
    if not callable(fn):
        raise TypeError(f"fn must be callable, got {type(fn).__name__}")
    if user_data is not None:
        raise ValueError("user_data is only for ctypes function pointers")

    def call(_data: object) -> None:
        try:
            fn()
        except BaseException as exc:  # nothing may propagate into the driver's thread
            _sys.unraisablehook(_Unraisable(exc, fn))  # type: ignore[arg-type]

    pointer = _HOST_FN(call)
    keep += [fn, pointer]
    return pointer, None


class _Unraisable:
    """What sys.unraisablehook reads of an exception a host callback raised."""

    def __init__(self, exc: BaseException, fn: object) -> None:
        self.exc_type = type(exc)
        self.exc_value = exc
        self.exc_traceback = exc.__traceback__
        self.err_msg = f"Exception ignored in graph host callback {fn!r}"
        self.object = None


def _host_params(fn: _Any, user_data: int | bytes | None, keep: list[object]) -> _Any:
    pointer, data = _host_fn(fn, user_data, keep)
    params = _d.CUDA_HOST_NODE_PARAMS(fn=pointer, userData=data)
    keep.append(params)
    return params


class GraphNode:
    """A node of a GraphDefinition: its `handle` (CUgraphNode), `type` (CUgraphNodeType),
    `graph`, its predecessors `pred` and successors `succ`; each builder method adds a node
    after this one and returns it (a KernelNode, a MemsetNode, ...)."""

    __slots__ = ("__weakref__", "_extra", "_graph", "_handle", "_p")
    _graph: GraphDefinition
    _handle: int | None  # None for the entry node and once destroyed
    _p: dict[str, _Any]  # what the node does, as made here or read from the driver
    _kind: str = "node"  # the CUgraphNodeType name
    _extra: list[int]

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError("a GraphNode comes from a GraphDefinition's or a GraphNode's methods")

    @classmethod
    def _new(
        cls: _builtins.type[_N], graph: GraphDefinition, handle: int, params: dict[str, _Any]
    ) -> _N:
        self = object.__new__(cls)
        self._graph = graph
        self._handle = handle
        self._p = params
        _NODES[handle] = self
        return self

    def _node(self) -> int:
        if self._handle is None:
            raise RuntimeError(
                "the node is destroyed"
                if self._p.get("destroyed")
                else "the entry node has no handle"
            )
        return self._handle

    def _deps(self) -> _Deps:
        extra = getattr(self, "_extra", None)
        if extra is not None:
            return list(extra)
        if self._handle is None and not self._p.get("destroyed"):
            return []
        return [self._node()]

    def _owner(self) -> _Owner:
        return self._graph._owned()

    def __repr__(self) -> str:
        handle = "entry" if self._handle is None else f"{self._handle:#x}"
        return f"<{type(self).__name__} {handle}>"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GraphNode):
            return NotImplemented
        if self._handle is None or other._handle is None:
            return self is other
        return self._handle == other._handle

    def __hash__(self) -> int:
        return hash(self._handle) if self._handle is not None else id(self)

    @property
    def kind(self) -> str:
        """The node type's name: "kernel", "memcpy", "memset", "host_callback", ..."""
        return self._kind

    @property
    def type(self) -> _Any:
        """The CUgraphNodeType (cuGraphNodeGetType); None for the entry node."""
        if self._handle is None:
            return None
        return _d.cuGraphNodeGetType(self._handle)

    @property
    def graph(self) -> GraphDefinition:
        """The GraphDefinition the node belongs to."""
        return self._graph

    @property
    def handle(self) -> int | None:
        """The CUgraphNode, as an int (None for the entry node)."""
        return self._handle

    @property
    def is_valid(self) -> bool:
        """Whether the node and its definition remain (destroy() not called)."""
        return not self._p.get("destroyed") and self._graph.is_valid

    def destroy(self) -> None:
        """Remove the node and its edges from the graph (cuGraphDestroyNode); again: nothing."""
        if self._handle is None:
            return
        _d.cuGraphDestroyNode(self._handle)
        _NODES.pop(self._handle, None)
        self._handle = None
        self._p["destroyed"] = True

    @property
    def pred(self) -> AdjacencySetProxy:
        """The nodes this one depends on (cuGraphNodeGetDependencies), as a set that writes
        through: add, discard, clear, |=, -= and assignment change the graph's edges
        (cuGraphAddDependencies, cuGraphRemoveDependencies)."""
        return AdjacencySetProxy(self, forward=False)

    @pred.setter
    def pred(self, value: _Iterable[GraphNode]) -> None:
        AdjacencySetProxy(self, forward=False)._replace(value)

    @property
    def succ(self) -> AdjacencySetProxy:
        """The nodes that depend on this one (cuGraphNodeGetDependentNodes), as a set that
        writes through, as `pred`."""
        return AdjacencySetProxy(self, forward=True)

    @succ.setter
    def succ(self, value: _Iterable[GraphNode]) -> None:
        AdjacencySetProxy(self, forward=True)._replace(value)

    # Builders: a node after this one.
    def _add(self, cls: _builtins.type[_N], add: _Any, *args: _Any, **params: _Any) -> _N:
        owner = self._owner()
        handle = int(_in_context(owner.context, add, owner.handle, self._deps(), *args))
        return cls._new(self._graph, handle, params)

    def launch(self, config: LaunchConfig, kernel: Kernel, *args: object) -> KernelNode:
        """A kernel launch node (arguments as `launch` takes them, packed now; the graph keeps
        them, the kernel and its buffers alive). Cluster and cooperative configs are refused."""
        params, packed = _kernel_params(config, kernel, args)
        self._owner().keep += [kernel, packed, params, args]
        return self._add(KernelNode, _d.cuGraphAddKernelNode, params, config=config, kernel=kernel)

    def join(self, *nodes: GraphNode) -> EmptyNode:
        """An empty node after this one and all of `nodes`."""
        deps = self._deps()
        for node in nodes:
            if not isinstance(node, GraphNode):
                raise TypeError(f"join takes GraphNodes, got {type(node).__name__}")
            deps += node._deps()
        owner = self._owner()
        handle = int(_d.cuGraphAddEmptyNode(owner.handle, deps))
        return EmptyNode._new(self._graph, handle, {})

    def allocate(
        self,
        size: int,
        *,
        device: Device | int | None = None,
        memory_type: str = "device",
        peer_access: list[Device | int] | None = None,
    ) -> AllocNode:
        """A memory allocation node (cuGraphAddMemAllocNode): `size` bytes of `memory_type`
        "device" (the default), "host" or "managed" memory on `device` (None: the current
        one), read-write for the devices `peer_access`; its address is `dptr`."""
        size = _size(size)
        kind = str(getattr(memory_type, "value", memory_type))
        if kind not in ("device", "host", "managed"):
            raise ValueError(f'memory_type must be "device", "host" or "managed", got {kind!r}')
        dev = Device(device) if not isinstance(device, Device) else device
        location = _d.CUmemLocation(type=_d.CU_MEM_LOCATION_TYPE_DEVICE, id=dev.device_id)
        alloc_type = _d.CU_MEM_ALLOCATION_TYPE_PINNED
        if kind == "host":
            location = _d.CUmemLocation(
                type=_need("CU_MEM_LOCATION_TYPE_HOST", 'memory_type="host"'), id=0
            )
        elif kind == "managed":
            alloc_type = _need("CU_MEM_ALLOCATION_TYPE_MANAGED", 'memory_type="managed"')
        peers = [p.device_id if isinstance(p, Device) else int(p) for p in peer_access or []]
        access = (_d.CUmemAccessDesc * max(len(peers), 1))()
        for i, peer in enumerate(peers):
            access[i].location.type = _d.CU_MEM_LOCATION_TYPE_DEVICE
            access[i].location.id = peer
            access[i].flags = _d.CU_MEM_ACCESS_FLAGS_PROT_READWRITE
        params = _d.CUDA_MEM_ALLOC_NODE_PARAMS(bytesize=size)
        params.poolProps.allocType = alloc_type
        params.poolProps.location = location
        if peers:
            params.accessDescs = access
            params.accessDescCount = len(peers)
        owner = self._owner()
        handle = int(
            _in_context(dev._primary, _d.cuGraphAddMemAllocNode, owner.handle, self._deps(), params)
        )
        return AllocNode._new(
            self._graph,
            handle,
            {
                "dptr": int(params.dptr),
                "bytesize": size,
                "device_id": dev.device_id,
                "memory_type": kind,
                "peer_access": tuple(peers),
            },
        )

    def deallocate(self, dptr: int) -> FreeNode:
        """A node freeing `dptr`, an address an AllocNode gave (cuGraphAddMemFreeNode)."""
        address = _address(dptr, None, "dptr", [])
        owner = self._owner()
        handle = int(_d.cuGraphAddMemFreeNode(owner.handle, self._deps(), address))
        return FreeNode._new(self._graph, handle, {"dptr": address})

    def memset(
        self,
        dst: Buffer | int,
        value: int | bytes | object,
        width: int,
        height: int = 1,
        pitch: int = 0,
        *,
        dst_owner: object = None,
    ) -> MemsetNode:
        """A memset node: `height` rows of `width` elements at `dst` (rows `pitch` bytes
        apart), each set to `value`: an int in [0, 256) fills bytes, an object of 1, 2 or 4
        bytes (numpy.uint32(7), b"\\x01\\x02") elements of its size. A Buffer `dst` is kept
        alive with the graph; for an int address, `dst_owner` is."""
        keep: list[object] = []
        address = _address(dst, dst_owner, "dst", keep)
        fill, element = _memset_pattern(value)
        width, height, pitch = _size(width), _size(height), _size(pitch)
        params = _memset_params(address, fill, element, width, height, pitch)
        owner = self._owner()
        owner.keep += keep
        return self._add(
            MemsetNode,
            _d.cuGraphAddMemsetNode,
            params,
            owner.context._handle,
            dptr=address,
            value=fill,
            element_size=element,
            width=width,
            height=height,
            pitch=pitch,
        )

    def memcpy(
        self,
        dst: Buffer | int,
        src: Buffer | int,
        size: int,
        *,
        dst_owner: object = None,
        src_owner: object = None,
    ) -> MemcpyNode:
        """A copy of `size` bytes from `src` to `dst` (Buffers or addresses of device or
        pinned host memory; unified addressing tells which). Buffers are kept alive with the
        graph; for int addresses, `dst_owner` and `src_owner` are."""
        keep: list[object] = []
        d = _address(dst, dst_owner, "dst", keep)
        s = _address(src, src_owner, "src", keep)
        size = _size(size)
        owner = self._owner()
        owner.keep += keep
        return self._add(
            MemcpyNode,
            _d.cuGraphAddMemcpyNode,
            _memcpy_params(d, s, size),
            owner.context._handle,
            dst=d,
            src=s,
            size=size,
        )

    def embed(self, child: GraphDefinition) -> ChildGraphNode:
        """A child graph node running a clone of `child` (cuGraphAddChildGraphNode)."""
        if not isinstance(child, GraphDefinition):
            raise TypeError(f"child must be a GraphDefinition, got {type(child).__name__}")
        source = child._owned()
        self._owner().keep.append(list(source.keep))
        return self._add(ChildGraphNode, _d.cuGraphAddChildGraphNode, source.handle)

    def record(self, event: Event) -> EventRecordNode:
        """A node recording `event` (kept alive with the graph)."""
        if not isinstance(event, Event):
            raise TypeError(f"event must be an Event, got {type(event).__name__}")
        self._owner().keep.append(event)
        return self._add(
            EventRecordNode, _d.cuGraphAddEventRecordNode, event._event_handle(), event=event
        )

    def wait(self, event: Event) -> EventWaitNode:
        """A node waiting for `event` (kept alive with the graph)."""
        if not isinstance(event, Event):
            raise TypeError(f"event must be an Event, got {type(event).__name__}")
        self._owner().keep.append(event)
        return self._add(
            EventWaitNode, _d.cuGraphAddEventWaitNode, event._event_handle(), event=event
        )

    def callback(self, fn: _Any, *, user_data: int | bytes | None = None) -> HostCallbackNode:
        """A node calling `fn` on a CPU thread of the driver (it must not call CUDA): a Python
        callable, called with no arguments, or a ctypes function pointer of CUhostFn's
        prototype, called with `user_data` (an int address, or bytes copied and kept)."""
        keep: list[object] = []
        params = _host_params(fn, user_data, keep)
        self._owner().keep.extend(keep)
        python = None if isinstance(fn, _c._CFuncPtr) else fn  # type: ignore[attr-defined]
        return self._add(HostCallbackNode, _d.cuGraphAddHostNode, params, callback=python)

    def _conditional(
        self, cls: _builtins.type[_N], condition: GraphCondition, kind: str, size: int
    ) -> _N:
        if not isinstance(condition, GraphCondition):
            raise TypeError(f"condition must be a GraphCondition, got {type(condition).__name__}")
        add = _need("cuGraphAddNode", "a conditional node")
        owner = self._owner()
        params = _d.CUgraphNodeParams(type=_d.CU_GRAPH_NODE_TYPE_CONDITIONAL)
        cond = params.conditional
        cond.handle = condition._handle
        cond.type = _need(f"CU_GRAPH_COND_TYPE_{kind.upper()}", f"a {kind} node")
        cond.size = size
        cond.ctx = owner.context._handle
        handle = int(_in_context(owner.context, add, owner.handle, self._deps(), None, params))
        out = params.conditional.phGraph_out
        bodies = tuple(
            GraphDefinition._of(owner.view(int(h or 0)))
            for h in (_c.c_void_p * size).from_address(int(out or 0))
        )
        return cls._new(
            self._graph, handle, {"condition": condition, "cond_type": kind, "branches": bodies}
        )

    def if_then(self, condition: GraphCondition) -> IfNode:
        """An if node: its body `then` runs when `condition` is non-zero."""
        return self._conditional(IfNode, condition, "if", 1)

    def if_else(self, condition: GraphCondition) -> IfElseNode:
        """An if-else node: `then` runs when `condition` is non-zero, `else_` when it is zero
        (CUDA 12.8 and newer)."""
        return self._conditional(IfElseNode, condition, "if", 2)

    def while_loop(self, condition: GraphCondition) -> WhileNode:
        """A while node: its `body` runs again and again while `condition` is non-zero."""
        return self._conditional(WhileNode, condition, "while", 1)

    def switch(self, condition: GraphCondition, count: int) -> SwitchNode:
        """A switch node of `count` branches: the one `condition` selects runs, none when it is
        out of range (CUDA 12.8 and newer)."""
        count = _size(count)
        if count == 0:
            raise ValueError("count must be at least 1")
        return self._conditional(SwitchNode, condition, "switch", count)


class AdjacencySetProxy(_MutableSet["GraphNode"]):
    """A node's predecessors or successors as a mutable set whose changes are the graph's
    edges (cuda.core's name; read from the driver each time)."""

    __slots__ = ("_forward", "_node")

    def __init__(self, node: GraphNode, forward: bool) -> None:
        self._node = node
        self._forward = forward

    def _handles(self) -> list[int]:
        node = self._node
        if node._handle is None:
            return []
        get = _d.cuGraphNodeGetDependentNodes if self._forward else _d.cuGraphNodeGetDependencies
        return [int(h) for h in get(node._handle)[0]]

    def __contains__(self, x: object) -> bool:
        return isinstance(x, GraphNode) and x._handle is not None and x._handle in self._handles()

    def __iter__(self) -> _Iterator[GraphNode]:
        graph = self._node._graph
        return iter([_node(graph, h) for h in self._handles()])

    def __len__(self) -> int:
        return len(self._handles())

    def __repr__(self) -> str:
        return f"{{{', '.join(repr(n) for n in self)}}}"

    def _edges(self, nodes: _Iterable[GraphNode], add: bool) -> None:
        others = []
        for node in nodes:
            if not isinstance(node, GraphNode):
                raise TypeError(f"edges join GraphNodes, got {type(node).__name__}")
            others.append(node._node())
        if not others:
            return
        me = [self._node._node()] * len(others)
        pairs = (me, others) if self._forward else (others, me)
        change = _d.cuGraphAddDependencies if add else _d.cuGraphRemoveDependencies
        change(self._node._graph._graph(), *pairs, None)

    def add(self, value: GraphNode) -> None:
        if value not in self:
            self._edges([value], add=True)

    def discard(self, value: GraphNode) -> None:
        if value in self:
            self._edges([value], add=False)

    def clear(self) -> None:
        """Remove every edge in one driver call."""
        self._edges(list(self), add=False)

    def update(self, *others: _Iterable[GraphNode]) -> None:
        """Add edges to all the nodes of `others` in one driver call."""
        here = set(self)
        self._edges({n for other in others for n in other} - here, add=True)

    def __ior__(self, it: _AbstractSet[_Any]) -> AdjacencySetProxy:  # type: ignore[misc]
        self.update(it)
        return self

    def __isub__(self, it: _AbstractSet[_Any]) -> AdjacencySetProxy:
        here = set(self)
        self._edges([n for n in it if n in here], add=False)
        return self

    def _replace(self, value: _Iterable[GraphNode]) -> None:
        new = set(value)
        for node in new:
            if not isinstance(node, GraphNode):
                raise TypeError(f"edges join GraphNodes, got {type(node).__name__}")
        old = set(self)
        self._edges(old - new, add=False)
        self._edges(new - old, add=True)


def _node(graph: GraphDefinition, handle: int) -> GraphNode:
    """The node object of `handle`: the one made here, else one of its type's class whose
    attributes are read from the driver (a captured node)."""
    node = _NODES.get(handle)
    if node is not None and node._graph == graph:
        return node
    kind = int(_d.cuGraphNodeGetType(handle))
    cls: type[GraphNode] = GraphNode
    for name, sub in _BY_TYPE.items():
        if getattr(_d, name, None) is not None and int(getattr(_d, name)) == kind:
            cls = sub
            break
    found: GraphNode = cls._new(graph, handle, {})
    return found


class EmptyNode(GraphNode):
    """An empty node: it only orders the nodes around it."""

    __slots__ = ()
    _kind = "empty"


class KernelNode(GraphNode):
    """A kernel launch node: its `kernel`, `config` (grid, block, shared memory), `grid`,
    `block` and `shmem_size`."""

    __slots__ = ()
    _kind = "kernel"

    def _read(self) -> dict[str, _Any]:
        if "config" not in self._p:
            params = _d.cuGraphKernelNodeGetParams(self._node())
            self._p["config"] = LaunchConfig(
                grid=(params.gridDimX, params.gridDimY, params.gridDimZ),
                block=(params.blockDimX, params.blockDimY, params.blockDimZ),
                shmem_size=params.sharedMemBytes,
            )
            self._p["kernel"] = Kernel.from_handle(int(params.func or 0))
        return self._p

    @property
    def grid(self) -> tuple[int, int, int]:
        return self._read()["config"].grid  # type: ignore[no-any-return]

    @property
    def block(self) -> tuple[int, int, int]:
        return self._read()["config"].block  # type: ignore[no-any-return]

    @property
    def shmem_size(self) -> int:
        return self._read()["config"].shmem_size  # type: ignore[no-any-return]

    @property
    def kernel(self) -> Kernel:
        return self._read()["kernel"]  # type: ignore[no-any-return]

    @property
    def config(self) -> LaunchConfig:
        return self._read()["config"]  # type: ignore[no-any-return]

    def update(
        self,
        *,
        config: LaunchConfig | None = None,
        kernel: Kernel | None = None,
        args: _Any = None,
    ) -> None:
        """Replace the config, the kernel or the arguments (cuGraphKernelNodeSetParams); those
        not given stay. A new kernel needs its `args` (args=() for none)."""
        p = self._read()
        if kernel is not None and args is None:
            raise ValueError("a new kernel needs its args (args=() for none)")
        if args is None:
            args = p.get("args")
            if args is None:
                raise ValueError("the node's arguments were not made here: pass args")
        config = p["config"] if config is None else config
        kernel = p["kernel"] if kernel is None else kernel
        assert config is not None and kernel is not None
        params, packed = _kernel_params(config, kernel, tuple(args))
        self._owner().keep += [kernel, packed, params, args]
        _d.cuGraphKernelNodeSetParams(self._node(), params)
        p.update(config=config, kernel=kernel, args=tuple(args))


class AllocNode(GraphNode):
    """A memory allocation node: `dptr` (its address), `bytesize`, `device_id`,
    `memory_type` ("device", "host" or "managed") and `peer_access`."""

    __slots__ = ()
    _kind = "alloc"

    def _read(self) -> dict[str, _Any]:
        if "dptr" not in self._p:
            params = _d.cuGraphMemAllocNodeGetParams(self._node())
            managed = getattr(_d, "CU_MEM_ALLOCATION_TYPE_MANAGED", None)
            host = getattr(_d, "CU_MEM_LOCATION_TYPE_HOST", None)
            props = params.poolProps
            kind = "device"
            if managed is not None and props.allocType == int(managed):
                kind = "managed"
            elif host is not None and props.location.type == int(host):
                kind = "host"
            self._p.update(
                dptr=int(params.dptr),
                bytesize=int(params.bytesize),
                device_id=int(props.location.id),
                memory_type=kind,
                peer_access=(),
            )
        return self._p

    @property
    def dptr(self) -> int:
        return self._read()["dptr"]  # type: ignore[no-any-return]

    @property
    def bytesize(self) -> int:
        return self._read()["bytesize"]  # type: ignore[no-any-return]

    @property
    def device_id(self) -> int:
        return self._read()["device_id"]  # type: ignore[no-any-return]

    @property
    def memory_type(self) -> str:
        return self._read()["memory_type"]  # type: ignore[no-any-return]

    @property
    def peer_access(self) -> tuple[int, ...]:
        return self._read()["peer_access"]  # type: ignore[no-any-return]


class FreeNode(GraphNode):
    """A memory free node: `dptr`, the address it frees."""

    __slots__ = ()
    _kind = "free"

    @property
    def dptr(self) -> int:
        if "dptr" not in self._p:
            self._p["dptr"] = int(_d.cuGraphMemFreeNodeGetParams(self._node()))
        return self._p["dptr"]  # type: ignore[no-any-return]


class MemsetNode(GraphNode):
    """A memset node: `dptr`, `value`, `element_size` (1, 2 or 4), `width` (elements per
    row), `height` (rows) and `pitch` (bytes between rows)."""

    __slots__ = ()
    _kind = "memset"

    def _read(self) -> dict[str, _Any]:
        if "dptr" not in self._p:
            params = _d.cuGraphMemsetNodeGetParams(self._node())
            self._p.update(
                dptr=int(params.dst or 0),
                value=int(params.value),
                element_size=int(params.elementSize),
                width=int(params.width),
                height=int(params.height),
                pitch=int(params.pitch),
            )
        return self._p

    @property
    def dptr(self) -> int:
        return self._read()["dptr"]  # type: ignore[no-any-return]

    @property
    def value(self) -> int:
        return self._read()["value"]  # type: ignore[no-any-return]

    @property
    def element_size(self) -> int:
        return self._read()["element_size"]  # type: ignore[no-any-return]

    @property
    def width(self) -> int:
        return self._read()["width"]  # type: ignore[no-any-return]

    @property
    def height(self) -> int:
        return self._read()["height"]  # type: ignore[no-any-return]

    @property
    def pitch(self) -> int:
        return self._read()["pitch"]  # type: ignore[no-any-return]

    def update(
        self,
        *,
        dst: Buffer | int | None = None,
        value: int | bytes | object = None,
        width: int | None = None,
        height: int | None = None,
        pitch: int | None = None,
        dst_owner: object = None,
    ) -> None:
        """Replace what is given (cuGraphMemsetNodeSetParams); the rest stays."""
        p = self._read()
        keep: list[object] = []
        address = p["dptr"] if dst is None else _address(dst, dst_owner, "dst", keep)
        fill, element = (p["value"], p["element_size"]) if value is None else _memset_pattern(value)
        new = {
            "width": p["width"] if width is None else _size(width),
            "height": p["height"] if height is None else _size(height),
            "pitch": p["pitch"] if pitch is None else _size(pitch),
        }
        params = _memset_params(address, fill, element, new["width"], new["height"], new["pitch"])
        owner = self._owner()
        owner.keep += keep
        _in_context(owner.context, _d.cuGraphMemsetNodeSetParams, self._node(), params)
        p.update(dptr=address, value=fill, element_size=element, **new)


class MemcpyNode(GraphNode):
    """A memcpy node: `dst`, `src` (addresses) and `size` (bytes)."""

    __slots__ = ()
    _kind = "memcpy"

    def _read(self) -> dict[str, _Any]:
        if "dst" not in self._p:
            params = _d.cuGraphMemcpyNodeGetParams(self._node())
            self._p.update(
                dst=int(params.dstDevice or 0),
                src=int(params.srcDevice or 0),
                size=int(params.WidthInBytes),
            )
        return self._p

    @property
    def dst(self) -> int:
        return self._read()["dst"]  # type: ignore[no-any-return]

    @property
    def src(self) -> int:
        return self._read()["src"]  # type: ignore[no-any-return]

    @property
    def size(self) -> int:
        return self._read()["size"]  # type: ignore[no-any-return]

    def update(
        self,
        *,
        dst: Buffer | int | None = None,
        src: Buffer | int | None = None,
        size: int | None = None,
        dst_owner: object = None,
        src_owner: object = None,
    ) -> None:
        """Replace what is given (cuGraphMemcpyNodeSetParams); the rest stays."""
        p = self._read()
        keep: list[object] = []
        d = p["dst"] if dst is None else _address(dst, dst_owner, "dst", keep)
        s = p["src"] if src is None else _address(src, src_owner, "src", keep)
        n = p["size"] if size is None else _size(size)
        owner = self._owner()
        owner.keep += keep
        _in_context(
            owner.context, _d.cuGraphMemcpyNodeSetParams, self._node(), _memcpy_params(d, s, n)
        )
        p.update(dst=d, src=s, size=n)


class ChildGraphNode(GraphNode):
    """A child graph node: `child_graph`, a view of the graph it runs (the node's own clone)."""

    __slots__ = ()
    _kind = "child_graph"

    @property
    def child_graph(self) -> GraphDefinition:
        handle = int(_d.cuGraphChildGraphNodeGetGraph(self._node()))
        return GraphDefinition._of(self._owner().view(handle))

    def update(self, child: GraphDefinition) -> None:
        """Run a clone of `child` instead (cuGraphNodeSetParams)."""
        if not isinstance(child, GraphDefinition):
            raise TypeError(f"child must be a GraphDefinition, got {type(child).__name__}")
        source = child._owned()
        params = _d.CUgraphNodeParams(type=_d.CU_GRAPH_NODE_TYPE_GRAPH)
        params.graph.graph = source.handle
        self._owner().keep.append(list(source.keep))
        _need("cuGraphNodeSetParams", "ChildGraphNode.update")(self._node(), params)


class _EventNode(GraphNode):
    __slots__ = ()
    _get = ""
    _set = ""

    @property
    def event(self) -> Event:
        event = self._p.get("event")
        if event is None:
            raise RuntimeError("the node's event was not made here")
        return event  # type: ignore[no-any-return]

    def update(self, event: Event) -> None:
        """Use `event` instead (kept alive with the graph)."""
        if not isinstance(event, Event):
            raise TypeError(f"event must be an Event, got {type(event).__name__}")
        self._owner().keep.append(event)
        getattr(_d, self._set)(self._node(), event._event_handle())
        self._p["event"] = event


class EventRecordNode(_EventNode):
    """An event record node: the `event` it records."""

    __slots__ = ()
    _kind = "event_record"
    _set = "cuGraphEventRecordNodeSetEvent"


class EventWaitNode(_EventNode):
    """An event wait node: the `event` it waits for."""

    __slots__ = ()
    _kind = "event_wait"
    _set = "cuGraphEventWaitNodeSetEvent"


class HostCallbackNode(GraphNode):
    """A host callback node: `callback`, the Python callable (None for a ctypes one)."""

    __slots__ = ()
    _kind = "host_callback"

    @property
    def callback(self) -> _Any:
        return self._p.get("callback")

    def update(self, fn: _Any, *, user_data: int | bytes | None = None) -> None:
        """Call `fn` instead (as GraphNode.callback takes it; cuGraphHostNodeSetParams)."""
        keep: list[object] = []
        params = _host_params(fn, user_data, keep)
        self._owner().keep.extend(keep)
        _d.cuGraphHostNodeSetParams(self._node(), params)
        self._p["callback"] = None if isinstance(fn, _c._CFuncPtr) else fn  # type: ignore[attr-defined]


class ConditionalNode(GraphNode):
    """A conditional node: its `condition`, `cond_type` ("if", "while" or "switch") and
    `branches` (the body graphs to fill, GraphDefinitions owned by the node). A conditional
    node not made here (a captured one) tells none of them: None, None and ()."""

    __slots__ = ()
    _kind = "conditional"

    @property
    def condition(self) -> GraphCondition | None:
        return self._p.get("condition")

    @property
    def cond_type(self) -> str | None:
        return self._p.get("cond_type")

    @property
    def branches(self) -> tuple[GraphDefinition, ...]:
        return self._p.get("branches", ())  # type: ignore[no-any-return]


class IfNode(ConditionalNode):
    """An if node: `then` runs when the condition is non-zero."""

    __slots__ = ()

    @property
    def then(self) -> GraphDefinition:
        return self.branches[0]


class IfElseNode(ConditionalNode):
    """An if-else node: `then` runs when the condition is non-zero, `else_` when it is zero."""

    __slots__ = ()

    @property
    def then(self) -> GraphDefinition:
        return self.branches[0]

    @property
    def else_(self) -> GraphDefinition:
        return self.branches[1]


class WhileNode(ConditionalNode):
    """A while node: `body` runs while the condition is non-zero."""

    __slots__ = ()

    @property
    def body(self) -> GraphDefinition:
        return self.branches[0]


class SwitchNode(ConditionalNode):
    """A switch node: branch `i` of `branches` runs when the condition is `i`."""

    __slots__ = ()


_BY_TYPE: dict[str, type[GraphNode]] = {
    "CU_GRAPH_NODE_TYPE_KERNEL": KernelNode,
    "CU_GRAPH_NODE_TYPE_MEMCPY": MemcpyNode,
    "CU_GRAPH_NODE_TYPE_MEMSET": MemsetNode,
    "CU_GRAPH_NODE_TYPE_HOST": HostCallbackNode,
    "CU_GRAPH_NODE_TYPE_GRAPH": ChildGraphNode,
    "CU_GRAPH_NODE_TYPE_EMPTY": EmptyNode,
    "CU_GRAPH_NODE_TYPE_WAIT_EVENT": EventWaitNode,
    "CU_GRAPH_NODE_TYPE_EVENT_RECORD": EventRecordNode,
    "CU_GRAPH_NODE_TYPE_MEM_ALLOC": AllocNode,
    "CU_GRAPH_NODE_TYPE_MEM_FREE": FreeNode,
    "CU_GRAPH_NODE_TYPE_CONDITIONAL": ConditionalNode,
}


# --- executable nodes ---------------------------------------------------------------------------


class ExecutableGraphNode:
    """A node of an executable Graph (`graph[node]`): updates to it apply to the graph's
    future launches, not to the definition."""

    __slots__ = ("_graph", "_node")
    _graph: Graph
    _node: GraphNode

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError("an ExecutableGraphNode comes from graph[node]")

    def __repr__(self) -> str:
        return f"<{type(self).__name__} of {self._node!r}>"

    def _handles(self) -> tuple[int, int]:
        return self._graph._exec(), self._node._node()

    def _context(self) -> Context:
        return Device()._primary


class _Switchable(ExecutableGraphNode):
    __slots__ = ()

    @property
    def is_enabled(self) -> bool:
        """Whether the node runs in the graph's launches (cuGraphNodeGetEnabled)."""
        return bool(_d.cuGraphNodeGetEnabled(*self._handles()))

    def enable(self) -> None:
        """Run the node in future launches (cuGraphNodeSetEnabled)."""
        _d.cuGraphNodeSetEnabled(*self._handles(), 1)

    def disable(self) -> None:
        """Skip the node in future launches (cuGraphNodeSetEnabled)."""
        _d.cuGraphNodeSetEnabled(*self._handles(), 0)


class ExecutableKernelNode(_Switchable):
    """A kernel node of an executable graph."""

    __slots__ = ()

    def update(self, *, config: LaunchConfig, kernel: Kernel, args: _Any) -> None:
        """Launch `kernel` with `config` and `args` (all of them) in future launches
        (cuGraphExecKernelNodeSetParams)."""
        params, packed = _kernel_params(config, kernel, tuple(args))
        self._graph._keep += [kernel, packed, params, args]
        _d.cuGraphExecKernelNodeSetParams(*self._handles(), params)


class ExecutableMemsetNode(_Switchable):
    """A memset node of an executable graph."""

    __slots__ = ()

    def update(
        self,
        *,
        dst: Buffer | int,
        value: int | bytes | object,
        width: int,
        height: int = 1,
        pitch: int = 0,
    ) -> None:
        """Set these instead in future launches (cuGraphExecMemsetNodeSetParams)."""
        address = _address(dst, None, "dst", self._graph._keep)
        fill, element = _memset_pattern(value)
        params = _memset_params(address, fill, element, _size(width), _size(height), _size(pitch))
        context = self._context()
        _d.cuGraphExecMemsetNodeSetParams(*self._handles(), params, context._handle)


class ExecutableMemcpyNode(_Switchable):
    """A memcpy node of an executable graph."""

    __slots__ = ()

    def update(self, *, dst: Buffer | int, src: Buffer | int, size: int) -> None:
        """Copy these instead in future launches (cuGraphExecMemcpyNodeSetParams)."""
        d = _address(dst, None, "dst", self._graph._keep)
        s = _address(src, None, "src", self._graph._keep)
        params = _memcpy_params(d, s, _size(size))
        _d.cuGraphExecMemcpyNodeSetParams(*self._handles(), params, self._context()._handle)


class ExecutableChildGraphNode(ExecutableGraphNode):
    """A child graph node of an executable graph."""

    __slots__ = ()

    def update(self, child: GraphDefinition) -> None:
        """Run `child`'s parameters (same topology) in future launches
        (cuGraphExecChildGraphNodeSetParams)."""
        if not isinstance(child, GraphDefinition):
            raise TypeError(f"child must be a GraphDefinition, got {type(child).__name__}")
        source = child._owned()
        self._graph._keep.append(list(source.keep))
        _d.cuGraphExecChildGraphNodeSetParams(*self._handles(), source.handle)


class ExecutableEventRecordNode(ExecutableGraphNode):
    """An event record node of an executable graph."""

    __slots__ = ()

    def update(self, event: Event) -> None:
        """Record `event` in future launches (cuGraphExecEventRecordNodeSetEvent)."""
        self._graph._keep.append(event)
        _d.cuGraphExecEventRecordNodeSetEvent(*self._handles(), event._event_handle())


class ExecutableEventWaitNode(ExecutableGraphNode):
    """An event wait node of an executable graph."""

    __slots__ = ()

    def update(self, event: Event) -> None:
        """Wait for `event` in future launches (cuGraphExecEventWaitNodeSetEvent)."""
        self._graph._keep.append(event)
        _d.cuGraphExecEventWaitNodeSetEvent(*self._handles(), event._event_handle())


class ExecutableHostCallbackNode(ExecutableGraphNode):
    """A host callback node of an executable graph."""

    __slots__ = ()

    def update(self, fn: _Any, *, user_data: int | bytes | None = None) -> None:
        """Call `fn` in future launches (cuGraphExecHostNodeSetParams)."""
        params = _host_params(fn, user_data, self._graph._keep)
        _d.cuGraphExecHostNodeSetParams(*self._handles(), params)


_EXECUTABLE: dict[type[GraphNode], type[ExecutableGraphNode]] = {
    KernelNode: ExecutableKernelNode,
    MemsetNode: ExecutableMemsetNode,
    MemcpyNode: ExecutableMemcpyNode,
    ChildGraphNode: ExecutableChildGraphNode,
    EventRecordNode: ExecutableEventRecordNode,
    EventWaitNode: ExecutableEventWaitNode,
    HostCallbackNode: ExecutableHostCallbackNode,
}


# --- stream capture -----------------------------------------------------------------------------


# Names used only inside functions: imported once this module's own are defined (the
# package's modules refer to each other), the modules others build on first.
from .._context import _in_context
from .._device import Device
from .._event import Event
from .._launch_config import LaunchConfig
from .._launcher import _plain_args
from .._memory._buffer import Buffer
from .._memory._resource import _size
from .._module import Kernel
from ._graph_definition import _NODES, GraphCondition, GraphDefinition, _need
