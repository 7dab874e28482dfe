"""Memory: `Buffer` and `ManagedBuffer`, the memory resources (device and pinned pools, managed
memory, graph memory, virtual memory, legacy pinned memory), interprocess handles and batched
copies. The object layer's `__init__` exports the public names (cuda.core's `_memory`)."""
