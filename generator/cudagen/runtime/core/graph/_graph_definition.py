"""Graphs' options, the executable `Graph`, `GraphDefinition` and `GraphCondition`."""

from __future__ import annotations

import weakref as _weakref
from dataclasses import dataclass as _dataclass

from .. import _release as _r
from .._release import driver as _d

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import Any as _Any

    from .._context import Context, _Finalizer
    from .._event import Event
    from .._launch_config import LaunchConfig
    from .._memory._buffer import Buffer
    from .._module import Kernel
    from .._stream import Stream
    from ._graph_node import (
        AllocNode,
        ChildGraphNode,
        EmptyNode,
        EventRecordNode,
        EventWaitNode,
        ExecutableGraphNode,
        FreeNode,
        HostCallbackNode,
        IfElseNode,
        IfNode,
        KernelNode,
        MemcpyNode,
        MemsetNode,
        SwitchNode,
        WhileNode,
    )


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
    upload_stream: Stream | None = None
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
            _d.cuGraphUpload(handle, _stream_handle(upload))
        return handle
    params = _d.CUDA_GRAPH_INSTANTIATE_PARAMS(flags=flags)
    if upload is not None:
        params.flags = flags | int(_d.CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD)
        params.hUploadStream = _stream_handle(upload)
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
        context = Device()._primary
        self._handle = int(_in_context(context, _instantiate, graph, options))
        self._keep = keep
        self._finalizer = _finalizer(self, context, _d.cuGraphExecDestroy, self._handle)
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

    def launch(self, stream: Stream | object) -> None:
        """Run the graph on `stream`."""
        _d.cuGraphLaunch(self._exec(), _stream_handle(stream))

    def upload(self, stream: Stream | object) -> None:
        """Prepare the graph's resources on `stream` ahead of its first launch."""
        _d.cuGraphUpload(self._exec(), _stream_handle(stream))

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
        _in_context(Device()._primary, _d.cuGraphExecUpdate, self._exec(), owner.handle)
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
        context: Context,
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
            self.finalizer = _finalizer(self, context, _d.cuGraphDestroy, handle)

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
        context = Device()._primary
        handle = int(_in_context(context, _d.cuGraphCreate, 0))
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
        device: Device | int | None = None,
        memory_type: str = "device",
        peer_access: list[Device | int] | None = None,
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
        dst: Buffer | int,
        value: int | bytes | object,
        width: int,
        height: int = 1,
        pitch: int = 0,
        *,
        dst_owner: object = None,
    ) -> MemsetNode:
        """An entry-point memset node: see GraphNode.memset."""
        return self._entry.memset(dst, value, width, height, pitch, dst_owner=dst_owner)

    def launch(self, config: LaunchConfig, kernel: Kernel, *args: object) -> KernelNode:
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
        dst: Buffer | int,
        src: Buffer | int,
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

    def record(self, event: Event) -> EventRecordNode:
        """An entry-point event record node."""
        return self._entry.record(event)

    def wait(self, event: Event) -> EventWaitNode:
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
        config: LaunchConfig,
        kernel: Kernel,
        *kernel_args: object,
        depends_on: GraphNode | tuple[GraphNode, ...] | list[GraphNode] | None = None,
    ) -> KernelNode:
        """launch() after the nodes `depends_on`."""
        return self._after(depends_on).launch(config, kernel, *kernel_args)

    def add_memcpy(
        self,
        dst: Buffer | int,
        src: Buffer | int,
        size: int,
        *,
        depends_on: GraphNode | tuple[GraphNode, ...] | list[GraphNode] | None = None,
    ) -> MemcpyNode:
        """memcpy() after the nodes `depends_on`."""
        return self._after(depends_on).memcpy(dst, src, size)

    def add_memset(
        self,
        dst: Buffer | int,
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
        context = Device()._primary
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


# Names used only inside functions: imported once this module's own are defined (the
# package's modules refer to each other), the modules others build on first.
from .._context import _finalizer, _in_context
from .._device import Device
from .._stream import _stream_handle
from ._graph_builder import GraphBuilder
from ._graph_node import _EXECUTABLE, GraphNode, _node
