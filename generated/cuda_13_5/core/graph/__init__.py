"""cuda.core's `graph` module for the object layer (`from <package>.core import graph`): CUDA
graphs made by stream capture (`GraphBuilder`) or node by node (`GraphDefinition`, whose nodes
are a class per node type), instantiated into an executable `Graph`.

The package's `core/graph/`: this module has the public names, from `_graph_definition`
(options, `Graph`, `GraphDefinition`, `GraphCondition`), `_graph_node` (a class per node type and
their executable counterparts) and `_graph_builder` (stream capture). `Graph`, `GraphBuilder`,
`GraphDefinition` and `GraphNode` are core's top-level names too. Names, members and behaviour are cuda.core 1.2's:

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

from ._graph_builder import GraphBuilder
from ._graph_definition import (
    Graph,
    GraphCompleteOptions,
    GraphCondition,
    GraphDebugPrintOptions,
    GraphDefinition,
)

# The module's other public names (its classes' types, the enumerations), as before the split.
from ._graph_node import AdjacencySetProxy as AdjacencySetProxy
from ._graph_node import (
    AllocNode,
    ChildGraphNode,
    ConditionalNode,
    EmptyNode,
    EventRecordNode,
    EventWaitNode,
    ExecutableChildGraphNode,
    ExecutableEventRecordNode,
    ExecutableEventWaitNode,
    ExecutableGraphNode,
    ExecutableHostCallbackNode,
    ExecutableKernelNode,
    ExecutableMemcpyNode,
    ExecutableMemsetNode,
    FreeNode,
    GraphNode,
    HostCallbackNode,
    IfElseNode,
    IfNode,
    KernelNode,
    MemcpyNode,
    MemsetNode,
    SwitchNode,
    WhileNode,
)

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
