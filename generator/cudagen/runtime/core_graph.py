"""cuda.core's `graph` module for the object layer (`from <package>.core import graph`): CUDA
graphs made by stream capture (`GraphBuilder`) or node by node (`GraphDefinition`, whose nodes
are a class per node type), instantiated into an executable `Graph`.

Shipped as each driver package's `_core_graph.py` (cudagen.runtime.SHIPPED). core.py imports it
last (its `Graph`, `GraphBuilder`, `GraphDefinition` and `GraphNode` stay core's top-level
names too) and `core.graph` is this module. Names, members and behaviour are cuda.core 1.2's:

- `GraphDefinition()`: nodes are added from the definition (entry points, no dependencies) or
  from a node (after it): `launch`, `memset`, `memcpy`, `callback`, `record`, `wait`, `embed`,
  `allocate`, `deallocate`, `empty`/`join`, and the conditional nodes `if_then`, `if_else`,
  `while_loop`, `switch` on a `GraphCondition` (`create_condition`), whose bodies are
  GraphDefinitions to fill; `instantiate(GraphCompleteOptions)` -> Graph;
  `debug_dot_print(path, GraphDebugPrintOptions)`.
- Each node reads back what it does (a KernelNode its kernel, config and grid; a MemcpyNode its
  src, dst and size; a MemsetNode its value, ...) and can be `update`d; `graph[node]` is the
  executable counterpart (ExecutableKernelNode, ...), updated for future launches, enabled or
  disabled.

Lifetimes: a CUgraph is destroyed once, when the last object using it lets go (its
GraphDefinition, its GraphBuilder, the views of its conditional bodies and child graphs, which
the graph owns and which are never destroyed here); a CUgraphExec once (close(), a with block,
or the garbage collector); neither at interpreter exit. A graph keeps alive what its nodes use
(kernels, packed arguments, buffers, callbacks, events) as long as any graph made from it.
Conditional handles belong to their graph (CUDA frees them with it).
"""

from __future__ import annotations

import builtins as _builtins
import ctypes as _c
import sys as _sys
import weakref as _weakref
from collections.abc import MutableSet as _MutableSet
from collections.abc import Set as _AbstractSet
from dataclasses import dataclass as _dataclass

from . import _core_release as _r
from . import core as _core
from . import driver as _d

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable as _Iterable
    from collections.abc import Iterator as _Iterator
    from typing import Any as _Any
    from typing import TypeVar as _TypeVar

    from .core import _Finalizer

    _N = _TypeVar("_N", bound="GraphNode")

__all__ = [
    "AllocNode",
    "ChildGraphNode",
    "ConditionalNode",
    "EmptyNode",
    "EventRecordNode",
    "EventWaitNode",
    "ExecutableChildGraphNode",
    "ExecutableEventRecordNode",
    "ExecutableEventWaitNode",
    "ExecutableGraphNode",
    "ExecutableHostCallbackNode",
    "ExecutableKernelNode",
    "ExecutableMemcpyNode",
    "ExecutableMemsetNode",
    "FreeNode",
    "Graph",
    "GraphBuilder",
    "GraphCompleteOptions",
    "GraphCondition",
    "GraphDebugPrintOptions",
    "GraphDefinition",
    "GraphNode",
    "HostCallbackNode",
    "IfElseNode",
    "IfNode",
    "KernelNode",
    "MemcpyNode",
    "MemsetNode",
    "SwitchNode",
    "WhileNode",
]


def _need(name: str, what: str) -> _Any:
    """The driver entry point or enumerator `name`; NotImplementedError naming the release
    where its headers do not declare it."""
    try:
        return getattr(_d, name)
    except AttributeError:
        raise NotImplementedError(
            f"{what} needs {name}, which CUDA {_r.RELEASE} does not declare"
        ) from None


# --- options --------------------------------------------------------------------------------


@_dataclass
class GraphDebugPrintOptions:
    """What `debug_dot_print` writes beyond the topology (cuGraphDebugDotPrint's
    CU_GRAPH_DEBUG_DOT_FLAGS_*): each field, False by default, adds its flag."""

    verbose: bool = False
    runtime_types: bool = False
    kernel_node_params: bool = False
    memcpy_node_params: bool = False
    memset_node_params: bool = False
    host_node_params: bool = False
    event_node_params: bool = False
    ext_semas_signal_node_params: bool = False
    ext_semas_wait_node_params: bool = False
    kernel_node_attributes: bool = False
    handles: bool = False
    mem_alloc_node_params: bool = False
    mem_free_node_params: bool = False
    batch_mem_op_node_params: bool = False
    extra_topo_info: bool = False
    conditional_node_params: bool = False

    def _to_flags(self) -> int:
        """The CU_GRAPH_DEBUG_DOT_FLAGS_* bits of the fields set."""
        flags = 0
        for name, value in vars(self).items():
            if value:
                flags |= int(_need(f"CU_GRAPH_DEBUG_DOT_FLAGS_{name.upper()}", f"{name}=True"))
        return flags


@_dataclass
class GraphCompleteOptions:
    """How a graph is instantiated (cuGraphInstantiateWithParams' CUDA_GRAPH_INSTANTIATE_FLAG_*):
    `auto_free_on_launch` (graph allocations not freed by the graph are freed before each
    relaunch), `upload_stream` (upload the graph on this stream once instantiated),
    `device_launch` (launchable from the device) and `use_node_priority` (each kernel node's
    priority, not the launch stream's)."""

    auto_free_on_launch: bool = False
    upload_stream: _core.Stream | None = None
    device_launch: bool = False
    use_node_priority: bool = False

    def _to_flags(self) -> int:
        flags = 0
        for name, flag in (
            ("auto_free_on_launch", "AUTO_FREE_ON_LAUNCH"),
            ("device_launch", "DEVICE_LAUNCH"),
            ("use_node_priority", "USE_NODE_PRIORITY"),
        ):
            if getattr(self, name):
                flags |= int(_need(f"CUDA_GRAPH_INSTANTIATE_FLAG_{flag}", f"{name}=True"))
        return flags


def _instantiate(graph: int, options: GraphCompleteOptions | None) -> int:
    """cuGraphInstantiate with the current context (the caller's), or
    cuGraphInstantiateWithParams where options ask for anything."""
    flags = 0 if options is None else options._to_flags()
    upload = None if options is None else options.upload_stream
    if flags == 0 and upload is None:
        if _r.INSTANTIATE_TAKES_FLAGS:
            return int(_d.cuGraphInstantiate(graph, 0))
        # CUDA 11.8: cuGraphInstantiate(graph) -> (exec, error node, log). Typed as _Any: the
        # stubs this file is checked against (make lint) are the newest release's.
        old: _Any = _d.cuGraphInstantiate
        return int(old(graph)[0])
    if not hasattr(_d, "cuGraphInstantiateWithParams"):  # CUDA 11.8: flags, then an upload
        with_flags: _Any = getattr(_d, "cuGraphInstantiateWithFlags")  # noqa: B009
        handle = int(with_flags(graph, flags))
        if upload is not None:
            _d.cuGraphUpload(handle, _core._stream_handle(upload))
        return handle
    params = _d.CUDA_GRAPH_INSTANTIATE_PARAMS(flags=flags)
    if upload is not None:
        params.flags = flags | int(_d.CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD)
        params.hUploadStream = _core._stream_handle(upload)
    return int(_d.cuGraphInstantiateWithParams(graph, params))


def _dot_print(graph: int, path: str, options: GraphDebugPrintOptions | None) -> None:
    if options is not None and not isinstance(options, GraphDebugPrintOptions):
        raise TypeError(f"options must be a GraphDebugPrintOptions, got {type(options).__name__}")
    flags = 0 if options is None else options._to_flags()
    _d.cuGraphDebugDotPrint(graph, str(path), flags)


# --- executable graphs ------------------------------------------------------------------------


class Graph:
    """An executable graph (CUgraphExec): `launch(stream)` runs it, `upload(stream)` prepares
    it, `graph[node]` updates one node of it. Destroyed once (close(), a with block, or the
    garbage collector); it keeps alive what its nodes use (kernels, arguments, callbacks)."""

    _handle: int | None  # the CUgraphExec; None once closed
    _keep: list[object]  # what the graph's nodes use
    _finalizer: _Finalizer

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError(
            "a Graph comes from GraphBuilder.complete() or GraphDefinition.instantiate()"
        )

    @classmethod
    def _init(
        cls, graph: int, keep: list[object], options: GraphCompleteOptions | None = None
    ) -> Graph:
        if options is not None and not isinstance(options, GraphCompleteOptions):
            raise TypeError(f"options must be a GraphCompleteOptions, got {type(options).__name__}")
        self = object.__new__(cls)
        context = _core.Device().context
        self._handle = int(_core._in_context(context, _instantiate, graph, options))
        self._keep = keep
        self._finalizer = _core._finalizer(self, context, _d.cuGraphExecDestroy, self._handle)
        return self

    def _exec(self) -> int:
        if self._handle is None:
            raise RuntimeError("the graph is closed")
        return self._handle

    @property
    def handle(self) -> int:
        """The CUgraphExec, as an int."""
        return self._exec()

    @property
    def is_closed(self) -> bool:
        """Whether close() ran."""
        return self._handle is None

    def launch(self, stream: _core.Stream | object) -> None:
        """Run the graph on `stream`."""
        _d.cuGraphLaunch(self._exec(), _core._stream_handle(stream))

    def upload(self, stream: _core.Stream | object) -> None:
        """Prepare the graph's resources on `stream` ahead of its first launch."""
        _d.cuGraphUpload(self._exec(), _core._stream_handle(stream))

    def update(self, source: GraphBuilder | GraphDefinition) -> None:
        """Take the node parameters of `source` (a GraphBuilder that finished building, or a
        GraphDefinition) whose topology is this graph's (cuGraphExecUpdate): a kernel's
        arguments, a copy's addresses. Another topology raises the driver's
        CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE error, and the graph stays as it was."""
        if isinstance(source, GraphBuilder):
            owner = source._built()
        elif isinstance(source, GraphDefinition):
            owner = source._owned()
        else:
            raise TypeError(
                "a graph is updated from a GraphBuilder or a GraphDefinition, "
                f"got {type(source).__name__}"
            )
        _core._in_context(_core.Device().context, _d.cuGraphExecUpdate, self._exec(), owner.handle)
        self._keep.append(list(owner.keep))  # what the new parameters use lives with the graph

    def __getitem__(self, node: GraphNode) -> ExecutableGraphNode:
        """The executable counterpart of `node` (a node of the definition this graph was made
        from): update it for future launches; kernel, memcpy and memset nodes can be disabled."""
        if not isinstance(node, GraphNode):
            raise TypeError(f"a Graph is indexed by a GraphNode, got {type(node).__name__}")
        cls = _EXECUTABLE.get(type(node))
        if cls is None:
            raise TypeError(f"{type(node).__name__} has no executable counterpart")
        view = object.__new__(cls)
        view._graph = self
        view._node = node
        return view

    def close(self) -> None:
        """Destroy the CUgraphExec (once), and let go of what its nodes used."""
        self._handle = None
        self._finalizer()
        self._keep = []

    def __enter__(self) -> Graph:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# --- graphs and who owns them ------------------------------------------------------------------


class _Owner:
    """A CUgraph and what its nodes use (`keep`, shared by the graph's views). A root owner
    (made by cuGraphCreate or a capture) destroys it once, when the last object using it lets
    go; a view's (a conditional body, a child graph) belongs to its node, and the view keeps
    the root alive."""

    __slots__ = ("__weakref__", "context", "finalizer", "handle", "keep", "parent")

    def __init__(
        self,
        handle: int,
        context: _core.Context,
        keep: list[object],
        parent: _Owner | None,
        owns: bool = True,
    ) -> None:
        self.handle = handle
        self.context = context
        self.keep = keep
        self.parent = parent
        self.finalizer: _Finalizer | None = None
        if parent is None and owns:
            self.finalizer = _core._finalizer(self, context, _d.cuGraphDestroy, handle)

    def view(self, handle: int) -> _Owner:
        """A graph this one owns (a body, a child), sharing what it keeps."""
        return _Owner(handle, self.context, self.keep, self)


_Deps = list[int]


class GraphDefinition:
    """A graph built node by node: nodes are added from the definition (entry points) or from
    a node (after it), and `instantiate()` makes an executable Graph (as often as wanted; the
    definition can change after). The CUgraph is destroyed once nothing uses it any more
    (close() lets go of it here)."""

    __slots__ = ("__weakref__", "_owner")
    _owner: _Owner | None

    def __init__(self) -> None:
        context = _core.Device().context
        handle = int(_core._in_context(context, _d.cuGraphCreate, 0))
        self._owner = _Owner(handle, context, [], None)

    @classmethod
    def _of(cls, owner: _Owner) -> GraphDefinition:
        self = object.__new__(cls)
        self._owner = owner
        return self

    def _owned(self) -> _Owner:
        owner = self._owner
        if owner is None:
            raise RuntimeError("the graph definition is closed")
        return owner

    def _graph(self) -> int:
        return self._owned().handle

    @property
    def handle(self) -> int:
        """The CUgraph, as an int."""
        return self._graph()

    @property
    def is_valid(self) -> bool:
        """Whether the definition still has its graph (close() not called)."""
        return self._owner is not None

    def __repr__(self) -> str:
        if self._owner is None:
            return "<GraphDefinition closed>"
        return f"<GraphDefinition {self._owner.handle:#x}>"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GraphDefinition):
            return NotImplemented
        return (
            self._owner is not None
            and other._owner is not None
            and (self._owner.handle == other._owner.handle)
        )

    def __hash__(self) -> int:
        return hash(None if self._owner is None else self._owner.handle)

    @property
    def _entry(self) -> GraphNode:
        """The node before the graph's entry points: nodes added from it have no dependencies."""
        node = object.__new__(GraphNode)
        node._graph = self
        node._handle = None
        node._p = {}
        return node

    # Nodes with no dependencies: the entry node's builders.
    def allocate(
        self,
        size: int,
        *,
        device: _core.Device | int | None = None,
        memory_type: str = "device",
        peer_access: list[_core.Device | int] | None = None,
    ) -> AllocNode:
        """An entry-point memory allocation node: see GraphNode.allocate."""
        return self._entry.allocate(
            size, device=device, memory_type=memory_type, peer_access=peer_access
        )

    def deallocate(self, dptr: int) -> FreeNode:
        """An entry-point memory free node: see GraphNode.deallocate."""
        return self._entry.deallocate(dptr)

    def memset(
        self,
        dst: _core.Buffer | int,
        value: int | bytes | object,
        width: int,
        height: int = 1,
        pitch: int = 0,
        *,
        dst_owner: object = None,
    ) -> MemsetNode:
        """An entry-point memset node: see GraphNode.memset."""
        return self._entry.memset(dst, value, width, height, pitch, dst_owner=dst_owner)

    def launch(self, config: _core.LaunchConfig, kernel: _core.Kernel, *args: object) -> KernelNode:
        """An entry-point kernel launch node: see GraphNode.launch."""
        return self._entry.launch(config, kernel, *args)

    def empty(self) -> EmptyNode:
        """An entry-point empty node."""
        return self._entry.join()

    def join(self, *nodes: GraphNode) -> EmptyNode:
        """An empty node after all of `nodes`."""
        return self._entry.join(*nodes)

    def memcpy(
        self,
        dst: _core.Buffer | int,
        src: _core.Buffer | int,
        size: int,
        *,
        dst_owner: object = None,
        src_owner: object = None,
    ) -> MemcpyNode:
        """An entry-point memcpy node: see GraphNode.memcpy."""
        return self._entry.memcpy(dst, src, size, dst_owner=dst_owner, src_owner=src_owner)

    def embed(self, child: GraphDefinition) -> ChildGraphNode:
        """An entry-point child graph node (a clone of `child`): see GraphNode.embed."""
        return self._entry.embed(child)

    def record(self, event: _core.Event) -> EventRecordNode:
        """An entry-point event record node."""
        return self._entry.record(event)

    def wait(self, event: _core.Event) -> EventWaitNode:
        """An entry-point event wait node."""
        return self._entry.wait(event)

    def callback(self, fn: _Any, *, user_data: int | bytes | None = None) -> HostCallbackNode:
        """An entry-point host callback node: see GraphNode.callback."""
        return self._entry.callback(fn, user_data=user_data)

    def create_condition(self, default_value: int | None = None) -> GraphCondition:
        """A condition variable of this graph for conditional nodes
        (cuGraphConditionalHandleCreate), set by device code with cudaGraphSetConditional;
        `default_value`, if given, is its value at the start of each launch."""
        owner = self._owned()
        return GraphCondition._create(owner, owner.handle, default_value)

    def if_then(self, condition: GraphCondition) -> IfNode:
        """An entry-point if node: see GraphNode.if_then."""
        return self._entry.if_then(condition)

    def if_else(self, condition: GraphCondition) -> IfElseNode:
        """An entry-point if-else node: see GraphNode.if_else."""
        return self._entry.if_else(condition)

    def while_loop(self, condition: GraphCondition) -> WhileNode:
        """An entry-point while node: see GraphNode.while_loop."""
        return self._entry.while_loop(condition)

    def switch(self, condition: GraphCondition, count: int) -> SwitchNode:
        """An entry-point switch node: see GraphNode.switch."""
        return self._entry.switch(condition, count)

    def instantiate(self, options: GraphCompleteOptions | None = None) -> Graph:
        """An executable Graph of the definition as it is now (cuGraphInstantiate)."""
        owner = self._owned()
        return Graph._init(owner.handle, list(owner.keep), options)

    def complete(self, options: GraphCompleteOptions | None = None) -> Graph:
        """instantiate(), by the name GraphBuilder uses."""
        return self.instantiate(options)

    def debug_dot_print(self, path: str, options: GraphDebugPrintOptions | None = None) -> None:
        """Write the graph as GraphViz DOT to `path` (cuGraphDebugDotPrint)."""
        _dot_print(self._graph(), path, options)

    def nodes(self) -> set[GraphNode]:
        """Every node of the graph (cuGraphGetNodes)."""
        return {_node(self, int(h)) for h in _d.cuGraphGetNodes(self._graph())}

    def edges(self) -> set[tuple[GraphNode, GraphNode]]:
        """Every dependency of the graph, as (from node, to node) pairs (cuGraphGetEdges)."""
        found = _d.cuGraphGetEdges(self._graph())
        return {
            (_node(self, int(a)), _node(self, int(b)))
            for a, b in zip(found[0], found[1], strict=True)
        }

    def close(self) -> None:
        """Let go of the CUgraph: destroyed now unless a view of it (a builder, a body) still
        uses it; graphs instantiated from it keep running."""
        self._owner = None

    def __enter__(self) -> GraphDefinition:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # Ours before cuda.core's names: nodes after `depends_on`, kept working.
    def add_kernel(
        self,
        config: _core.LaunchConfig,
        kernel: _core.Kernel,
        *kernel_args: object,
        depends_on: GraphNode | tuple[GraphNode, ...] | list[GraphNode] | None = None,
    ) -> KernelNode:
        """launch() after the nodes `depends_on`."""
        return self._after(depends_on).launch(config, kernel, *kernel_args)

    def add_memcpy(
        self,
        dst: _core.Buffer | int,
        src: _core.Buffer | int,
        size: int,
        *,
        depends_on: GraphNode | tuple[GraphNode, ...] | list[GraphNode] | None = None,
    ) -> MemcpyNode:
        """memcpy() after the nodes `depends_on`."""
        return self._after(depends_on).memcpy(dst, src, size)

    def add_memset(
        self,
        dst: _core.Buffer | int,
        value: int,
        count: int,
        *,
        element_size: int = 1,
        depends_on: GraphNode | tuple[GraphNode, ...] | list[GraphNode] | None = None,
    ) -> MemsetNode:
        """memset() of `count` elements of `element_size` bytes (1, 2 or 4) after `depends_on`."""
        if element_size not in (1, 2, 4):
            raise ValueError(f"element_size must be 1, 2 or 4, got {element_size}")
        pattern = int(value).to_bytes(element_size, "little")
        return self._after(depends_on).memset(dst, pattern, count)

    def add_host_callback(
        self,
        fn: _Any,
        *,
        depends_on: GraphNode | tuple[GraphNode, ...] | list[GraphNode] | None = None,
    ) -> HostCallbackNode:
        """callback() after the nodes `depends_on`."""
        return self._after(depends_on).callback(fn)

    def add_empty(
        self, *, depends_on: GraphNode | tuple[GraphNode, ...] | list[GraphNode] | None = None
    ) -> EmptyNode:
        """join() of the nodes `depends_on`."""
        return self._entry.join(*_as_nodes(depends_on))

    def _after(
        self, depends_on: GraphNode | tuple[GraphNode, ...] | list[GraphNode] | None
    ) -> GraphNode:
        nodes = _as_nodes(depends_on)
        if len(nodes) == 1:
            return nodes[0]
        node = self._entry
        node._extra = [n._node() for n in nodes]  # several: one node after all of them
        return node


def _as_nodes(
    depends_on: GraphNode | tuple[GraphNode, ...] | list[GraphNode] | None,
) -> list[GraphNode]:
    if depends_on is None:
        return []
    nodes = [depends_on] if isinstance(depends_on, GraphNode) else list(depends_on)
    for node in nodes:
        if not isinstance(node, GraphNode):
            raise TypeError(f"depends_on takes GraphNodes, got {type(node).__name__}")
    return nodes


class GraphCondition:
    """A condition variable of a graph (CUgraphConditionalHandle) for its conditional nodes,
    made by `create_condition`. Device code sets it with cudaGraphSetConditional; pass it to
    `launch` as a kernel argument (it packs as its handle)."""

    __slots__ = ("_handle", "_owner")
    _handle: int
    _owner: object  # the graph it belongs to, kept alive with it

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError("a GraphCondition comes from create_condition()")

    @classmethod
    def _create(cls, owner: object, graph: int, default_value: int | None) -> GraphCondition:
        create = _need("cuGraphConditionalHandleCreate", "a conditional node")
        flags = 0
        value = 0
        if default_value is not None:
            value = int(default_value)
            if value < 0 or value > 0xFFFFFFFF:
                raise ValueError(f"default_value must fit 32 unsigned bits, got {default_value}")
            flags = int(_d.CU_GRAPH_COND_ASSIGN_DEFAULT)
        context = _core.Device().context
        self = object.__new__(cls)
        self._handle = int(create(graph, context._handle, value, flags))
        self._owner = owner
        return self

    @property
    def handle(self) -> int:
        """The CUgraphConditionalHandle, as an int."""
        return self._handle

    def __int__(self) -> int:
        return self._handle

    def __repr__(self) -> str:
        return f"<GraphCondition {self._handle:#x}>"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GraphCondition):
            return NotImplemented
        return self._handle == other._handle

    def __hash__(self) -> int:
        return hash(self._handle)


# --- nodes ----------------------------------------------------------------------------------

_NODES: _weakref.WeakValueDictionary[int, GraphNode] = _weakref.WeakValueDictionary()


def _address(value: object, owner: object, name: str, keep: list[object]) -> int:
    """The address of `value` (a Buffer, kept by the graph; or an int, with `owner` kept)."""
    if isinstance(value, _core.Buffer):
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


def _kernel_params(
    config: _core.LaunchConfig, kernel: _core.Kernel, args: tuple[object, ...]
) -> _Any:
    if not isinstance(config, _core.LaunchConfig):
        raise TypeError(f"config must be a LaunchConfig, got {type(config).__name__}")
    if not isinstance(kernel, _core.Kernel):
        raise TypeError(f"kernel must be a Kernel, got {type(kernel).__name__}")
    if config._attrs is not None:
        raise NotImplementedError("cluster and cooperative kernel nodes are not supported")
    func = kernel._function()
    packed = _d.pack_kernel_args(func, _core._plain_args(args))
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
        handle = int(_core._in_context(owner.context, add, owner.handle, self._deps(), *args))
        return cls._new(self._graph, handle, params)

    def launch(self, config: _core.LaunchConfig, kernel: _core.Kernel, *args: object) -> KernelNode:
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
        device: _core.Device | int | None = None,
        memory_type: str = "device",
        peer_access: list[_core.Device | int] | None = None,
    ) -> AllocNode:
        """A memory allocation node (cuGraphAddMemAllocNode): `size` bytes of `memory_type`
        "device" (the default), "host" or "managed" memory on `device` (None: the current
        one), read-write for the devices `peer_access`; its address is `dptr`."""
        size = _core._size(size)
        kind = str(getattr(memory_type, "value", memory_type))
        if kind not in ("device", "host", "managed"):
            raise ValueError(f'memory_type must be "device", "host" or "managed", got {kind!r}')
        dev = _core.Device(device) if not isinstance(device, _core.Device) else device
        location = _d.CUmemLocation(type=_d.CU_MEM_LOCATION_TYPE_DEVICE, id=dev.device_id)
        alloc_type = _d.CU_MEM_ALLOCATION_TYPE_PINNED
        if kind == "host":
            location = _d.CUmemLocation(
                type=_need("CU_MEM_LOCATION_TYPE_HOST", 'memory_type="host"'), id=0
            )
        elif kind == "managed":
            alloc_type = _need("CU_MEM_ALLOCATION_TYPE_MANAGED", 'memory_type="managed"')
        peers = [p.device_id if isinstance(p, _core.Device) else int(p) for p in peer_access or []]
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
            _core._in_context(
                dev.context, _d.cuGraphAddMemAllocNode, owner.handle, self._deps(), params
            )
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
        dst: _core.Buffer | int,
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
        width, height, pitch = _core._size(width), _core._size(height), _core._size(pitch)
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
        dst: _core.Buffer | int,
        src: _core.Buffer | int,
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
        size = _core._size(size)
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

    def record(self, event: _core.Event) -> EventRecordNode:
        """A node recording `event` (kept alive with the graph)."""
        if not isinstance(event, _core.Event):
            raise TypeError(f"event must be an Event, got {type(event).__name__}")
        self._owner().keep.append(event)
        return self._add(
            EventRecordNode, _d.cuGraphAddEventRecordNode, event._event_handle(), event=event
        )

    def wait(self, event: _core.Event) -> EventWaitNode:
        """A node waiting for `event` (kept alive with the graph)."""
        if not isinstance(event, _core.Event):
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
        handle = int(
            _core._in_context(owner.context, add, owner.handle, self._deps(), None, params)
        )
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
        count = _core._size(count)
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
            self._p["config"] = _core.LaunchConfig(
                grid=(params.gridDimX, params.gridDimY, params.gridDimZ),
                block=(params.blockDimX, params.blockDimY, params.blockDimZ),
                shmem_size=params.sharedMemBytes,
            )
            self._p["kernel"] = _core.Kernel.from_handle(int(params.func or 0))
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
    def kernel(self) -> _core.Kernel:
        return self._read()["kernel"]  # type: ignore[no-any-return]

    @property
    def config(self) -> _core.LaunchConfig:
        return self._read()["config"]  # type: ignore[no-any-return]

    def update(
        self,
        *,
        config: _core.LaunchConfig | None = None,
        kernel: _core.Kernel | None = None,
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
        dst: _core.Buffer | int | None = None,
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
            "width": p["width"] if width is None else _core._size(width),
            "height": p["height"] if height is None else _core._size(height),
            "pitch": p["pitch"] if pitch is None else _core._size(pitch),
        }
        params = _memset_params(address, fill, element, new["width"], new["height"], new["pitch"])
        owner = self._owner()
        owner.keep += keep
        _core._in_context(owner.context, _d.cuGraphMemsetNodeSetParams, self._node(), params)
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
        dst: _core.Buffer | int | None = None,
        src: _core.Buffer | int | None = None,
        size: int | None = None,
        dst_owner: object = None,
        src_owner: object = None,
    ) -> None:
        """Replace what is given (cuGraphMemcpyNodeSetParams); the rest stays."""
        p = self._read()
        keep: list[object] = []
        d = p["dst"] if dst is None else _address(dst, dst_owner, "dst", keep)
        s = p["src"] if src is None else _address(src, src_owner, "src", keep)
        n = p["size"] if size is None else _core._size(size)
        owner = self._owner()
        owner.keep += keep
        _core._in_context(
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
    def event(self) -> _core.Event:
        event = self._p.get("event")
        if event is None:
            raise RuntimeError("the node's event was not made here")
        return event  # type: ignore[no-any-return]

    def update(self, event: _core.Event) -> None:
        """Use `event` instead (kept alive with the graph)."""
        if not isinstance(event, _core.Event):
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

    def _context(self) -> _core.Context:
        return _core.Device().context


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

    def update(self, *, config: _core.LaunchConfig, kernel: _core.Kernel, args: _Any) -> None:
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
        dst: _core.Buffer | int,
        value: int | bytes | object,
        width: int,
        height: int = 1,
        pitch: int = 0,
    ) -> None:
        """Set these instead in future launches (cuGraphExecMemsetNodeSetParams)."""
        address = _address(dst, None, "dst", self._graph._keep)
        fill, element = _memset_pattern(value)
        params = _memset_params(
            address, fill, element, _core._size(width), _core._size(height), _core._size(pitch)
        )
        context = self._context()
        _d.cuGraphExecMemsetNodeSetParams(*self._handles(), params, context._handle)


class ExecutableMemcpyNode(_Switchable):
    """A memcpy node of an executable graph."""

    __slots__ = ()

    def update(self, *, dst: _core.Buffer | int, src: _core.Buffer | int, size: int) -> None:
        """Copy these instead in future launches (cuGraphExecMemcpyNodeSetParams)."""
        d = _address(dst, None, "dst", self._graph._keep)
        s = _address(src, None, "src", self._graph._keep)
        params = _memcpy_params(d, s, _core._size(size))
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

    def update(self, event: _core.Event) -> None:
        """Record `event` in future launches (cuGraphExecEventRecordNodeSetEvent)."""
        self._graph._keep.append(event)
        _d.cuGraphExecEventRecordNodeSetEvent(*self._handles(), event._event_handle())


class ExecutableEventWaitNode(ExecutableGraphNode):
    """An event wait node of an executable graph."""

    __slots__ = ()

    def update(self, event: _core.Event) -> None:
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

_CAPTURE_MODES = {
    "global": "CU_STREAM_CAPTURE_MODE_GLOBAL",
    "thread_local": "CU_STREAM_CAPTURE_MODE_THREAD_LOCAL",
    "relaxed": "CU_STREAM_CAPTURE_MODE_RELAXED",
}


class GraphBuilder:
    """A graph made by capturing work queued on a stream: `begin_building()`, then queue work
    (`launch(builder, ...)`, copies on `builder.stream`), then `end_building()` and
    `complete()` -> Graph. `split` forks it into builders capturing in parallel, `join` joins
    them. The captured CUgraph is destroyed once nothing uses it (close(), a with block, or
    the garbage collector, and no `graph_definition` view left)."""

    _stream: _core.Stream
    _owns_stream: bool  # the builder made the stream: close() closes it
    _owner: _Owner | None  # the captured graph, once end_building() ran
    _building: bool
    _closed: bool
    _forks: list[GraphBuilder]  # builders split from this one, not joined yet
    _body: _Owner | None  # a conditional body this builder captures into (its node owns it)
    _views: list[_Owner]  # views of the graph being captured (conditional bodies' parents)
    _keep: list[object]  # what captured callbacks use

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError(
            "a GraphBuilder comes from Stream.create_graph_builder() or "
            "Device.create_graph_builder()"
        )

    @classmethod
    def _create(cls, stream: _core.Stream, owns_stream: bool) -> GraphBuilder:
        self = object.__new__(cls)
        self._stream = stream
        self._owns_stream = owns_stream
        self._owner = None
        self._building = False
        self._closed = False
        self._forks = []
        self._keep = []
        self._body = None
        self._views = []
        return self

    @property
    def stream(self) -> _core.Stream:
        return self._stream

    def _stream_handle(self) -> int:
        return self._stream._stream_handle()

    def __cuda_stream__(self) -> tuple[int, int]:
        return (0, self._stream._stream_handle())

    @property
    def is_building(self) -> bool:
        return self._building

    @property
    def is_closed(self) -> bool:
        """Whether close() ran."""
        return self._closed

    @property
    def is_join_required(self) -> bool:
        """Whether builders split from this one must be joined before end_building()."""
        return bool(self._forks)

    def begin_building(self, mode: str = "relaxed") -> GraphBuilder:
        """Start capturing the stream's work (`mode`: "relaxed", "global" or "thread_local")."""
        if self._closed:
            raise RuntimeError("the graph builder is closed")
        if self._owner is not None or self._building:
            raise RuntimeError("this builder has already captured a graph")
        if mode not in _CAPTURE_MODES:
            raise ValueError(f"mode must be one of {sorted(_CAPTURE_MODES)}, got {mode!r}")
        capture_mode = getattr(_d, _CAPTURE_MODES[mode])
        if self._body is not None:
            begin = _need("cuStreamBeginCaptureToGraph", "capturing a conditional body")
            begin(self._stream_handle(), self._body.handle, None, None, capture_mode)
        else:
            _d.cuStreamBeginCapture(self._stream_handle(), capture_mode)
        self._building = True
        return self

    def end_building(self) -> GraphBuilder:
        """Stop capturing; the captured graph is this builder's until complete()."""
        if not self._building:
            raise RuntimeError("begin_building() was not called")
        if self._forks:
            raise RuntimeError("join the builders split from this one first (GraphBuilder.join)")
        graph = int(_d.cuStreamEndCapture(self._stream_handle()))
        self._building = False
        if self._body is not None:  # the body's node owns it
            self._owner = self._body
        else:
            self._owner = _Owner(graph, self._stream.context, self._keep, None)
        for view in self._views:
            view.parent = self._owner
        self._views = []
        return self

    def _built(self) -> _Owner:
        if self._owner is None:
            raise RuntimeError("end_building() was not called")
        return self._owner

    @property
    def graph_definition(self) -> GraphDefinition:
        """The captured graph as a GraphDefinition (after end_building()), to inspect or add
        nodes to; it stays valid after the builder is closed."""
        if self._closed:
            raise RuntimeError("the graph builder is closed")
        if self._building:
            raise RuntimeError("the builder is building: call end_building() first")
        if self._body is not None:  # a conditional body: before building too
            return GraphDefinition._of(self._body)
        return GraphDefinition._of(self._built())

    def complete(self, options: GraphCompleteOptions | None = None) -> Graph:
        """Instantiate the captured graph (it can be completed more than once)."""
        owner = self._built()
        return Graph._init(owner.handle, list(owner.keep), options)

    def debug_dot_print(self, path: str, options: GraphDebugPrintOptions | None = None) -> None:
        """Write the captured graph as GraphViz DOT to `path` (cuGraphDebugDotPrint)."""
        _dot_print(self._built().handle, path, options)

    def split(self, count: int) -> tuple[GraphBuilder, ...]:
        """This builder and `count - 1` new ones capturing on new streams after the work
        captured so far (an event recorded here, waited there); join() them before
        end_building()."""
        count = _core._size(count)
        if count < 1:
            raise ValueError(f"count must be at least 1, got {count}")
        if not self._building:
            raise RuntimeError("split() needs a builder that is building")
        forks = []
        if count > 1:
            event = self._stream.record()
            for _ in range(count - 1):
                stream = self._stream.device.create_stream()
                stream.wait(event)
                fork = GraphBuilder._create(stream, owns_stream=True)
                fork._building = True
                fork._keep = self._keep
                forks.append(fork)
            self._forks += forks
        return (self, *forks)

    @staticmethod
    def join(*graph_builders: GraphBuilder) -> GraphBuilder:
        """Join builders split from one another: the first waits for the others' work; it is
        returned, and the others are done."""
        if not graph_builders:
            raise ValueError("join needs at least one GraphBuilder")
        for builder in graph_builders:
            if not isinstance(builder, GraphBuilder):
                raise TypeError(f"join takes GraphBuilders, got {type(builder).__name__}")
        first, *rest = graph_builders
        for builder in rest:
            first._stream.wait(builder._stream.record())
            builder._building = False
            for owner in graph_builders:
                if builder in owner._forks:
                    owner._forks.remove(builder)
        return first

    def _capture(self) -> tuple[int, list[int]]:
        """(the graph being captured, the nodes the stream's next work depends on)."""
        if not self._building:
            raise RuntimeError("the builder is not building: call begin_building() first")
        info = _d.cuStreamGetCaptureInfo(self._stream_handle())
        if int(info[0]) != int(_d.CU_STREAM_CAPTURE_STATUS_ACTIVE):
            raise RuntimeError("the builder's stream is not capturing")
        return int(info[2] or 0), [int(h or 0) for h in info[3]]

    def create_condition(self, default_value: int | None = None) -> GraphCondition:
        """A condition variable of the graph being captured (cuGraphConditionalHandleCreate),
        for if_then, if_else, while_loop and switch; `default_value`, if given, is its value at
        the start of each launch."""
        graph, _ = self._capture()
        return GraphCondition._create(self._keep, graph, default_value)

    def _conditional(
        self, condition: GraphCondition, kind: str, size: int
    ) -> tuple[GraphBuilder, ...]:
        """A conditional node after the work captured so far (the capture continues after it),
        and a builder for each of its bodies, on a new stream: begin_building() captures into
        the body, or its graph_definition takes nodes."""
        if not isinstance(condition, GraphCondition):
            raise TypeError(f"condition must be a GraphCondition, got {type(condition).__name__}")
        graph, deps = self._capture()
        add = _need("cuGraphAddNode", "a conditional node")
        context = self._stream.context
        params = _d.CUgraphNodeParams(type=_d.CU_GRAPH_NODE_TYPE_CONDITIONAL)
        cond = params.conditional
        cond.handle = condition._handle
        cond.type = _need(f"CU_GRAPH_COND_TYPE_{kind.upper()}", f"a {kind} node")
        cond.size = size
        cond.ctx = context._handle
        node = int(_core._in_context(context, add, graph, deps, None, params))
        _update_capture(self._stream_handle(), node)
        out = params.conditional.phGraph_out
        # The graph being captured is the capture's: end_building() makes it this builder's
        # and the view's parent, so the bodies keep it alive from then on.
        root = _Owner(graph, context, self._keep, None, owns=False)
        self._views.append(root)
        bodies = []
        for handle in (_c.c_void_p * size).from_address(int(out or 0)):
            body = GraphBuilder._create(self._stream.device.create_stream(), owns_stream=True)
            body._body = root.view(int(handle or 0))
            body._keep = self._keep
            bodies.append(body)
        return tuple(bodies)

    def if_then(self, condition: GraphCondition) -> GraphBuilder:
        """An if node: the builder returned captures its body, which runs when `condition` is
        non-zero."""
        return self._conditional(condition, "if", 1)[0]

    def if_else(self, condition: GraphCondition) -> tuple[GraphBuilder, GraphBuilder]:
        """An if-else node: builders of the body run when `condition` is non-zero and of the
        one run when it is zero (CUDA 12.8 and newer)."""
        then, else_ = self._conditional(condition, "if", 2)
        return then, else_

    def switch(self, condition: GraphCondition, count: int) -> tuple[GraphBuilder, ...]:
        """A switch node of `count` branches: a builder for each; the one `condition` selects
        runs (CUDA 12.8 and newer)."""
        count = _core._size(count)
        if count == 0:
            raise ValueError("count must be at least 1")
        return self._conditional(condition, "switch", count)

    def while_loop(self, condition: GraphCondition) -> GraphBuilder:
        """A while node: the builder returned captures its body, which runs while `condition`
        is non-zero."""
        return self._conditional(condition, "while", 1)[0]

    def embed(self, child: GraphBuilder) -> None:
        """Capture `child`'s finished graph here as a child graph node."""
        if not isinstance(child, GraphBuilder):
            raise TypeError(f"child must be a GraphBuilder, got {type(child).__name__}")
        if not self._building:
            raise RuntimeError("embed() needs a builder that is building")
        source = child._built()
        status = _d.cuStreamGetCaptureInfo(self._stream_handle())
        graph, deps = int(status[2] or 0), [int(h) for h in status[3]]
        node = _d.cuGraphAddChildGraphNode(graph, deps, source.handle)
        self._keep.append(list(source.keep))
        _update_capture(self._stream_handle(), int(node))

    def callback(self, fn: _Any, *, user_data: int | bytes | None = None) -> None:
        """Capture a host callback: `fn` as GraphNode.callback takes it (cuLaunchHostFunc)."""
        if not self._building:
            raise RuntimeError("callback() needs a builder that is building")
        pointer, data = _host_fn(fn, user_data, self._keep)
        _d.cuLaunchHostFunc(self._stream_handle(), pointer, data)

    def close(self) -> None:
        """Let go of the captured graph (destroyed once nothing else uses it), and close the
        builder's own stream if it made one."""
        self._owner = None
        self._closed = True
        if self._owns_stream:
            self._stream.close()

    def __enter__(self) -> GraphBuilder:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _update_capture(stream: int, node: int) -> None:
    """The stream's capture continues after `node` (cuStreamUpdateCaptureDependencies)."""
    _d.cuStreamUpdateCaptureDependencies(
        stream, [node], None, _d.CU_STREAM_SET_CAPTURE_DEPENDENCIES
    )
