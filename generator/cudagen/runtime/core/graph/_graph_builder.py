"""`GraphBuilder`: graphs made by stream capture."""

from __future__ import annotations

import ctypes as _c

from .._release import driver as _d

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import Any as _Any

    from .._stream import Stream
    from ._graph_definition import GraphCompleteOptions, GraphDebugPrintOptions


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

    _stream: Stream
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
    def _create(cls, stream: Stream, owns_stream: bool) -> GraphBuilder:
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
    def stream(self) -> Stream:
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
        count = _size(count)
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
        node = int(_in_context(context, add, graph, deps, None, params))
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
        count = _size(count)
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


# Names used only inside functions: imported once this module's own are defined (the
# package's modules refer to each other), the modules others build on first.
from .._context import _in_context
from .._memory._resource import _size
from ._graph_definition import Graph, GraphCondition, GraphDefinition, _dot_print, _need, _Owner
from ._graph_node import _host_fn
