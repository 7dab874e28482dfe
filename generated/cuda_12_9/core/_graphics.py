"""cuda.core's `GraphicsResource` for the object layer: an OpenGL buffer, texture or renderbuffer
registered with CUDA (cuGraphicsGLRegisterBuffer, cuGraphicsGLRegisterImage), mapped for CUDA
access (cuGraphicsMapResources, cuGraphicsResourceGetMappedPointer) as a `Buffer` whose close
unmaps it (cuGraphicsUnmapResources), and unregistered once (cuGraphicsUnregisterResource).

core's `__init__` exports `GraphicsResource`. Names, arguments,
errors and their messages are cuda.core 1.2.2's. Where it differs, on purpose:

- the registration's context (the current one, as cuda.core) is kept: mapping, unmapping and
  unregistering run with it current (pushed when another is), from any thread;
- a resource that maps but has no pointer (an image: CUDA_ERROR_NOT_MAPPED_AS_POINTER) is
  unmapped again before the error is raised, where cuda.core leaves it mapped with no Buffer to
  unmap it (its next map fails with CUDA_ERROR_ALREADY_MAPPED);
- a GL name or target that is not a GLuint raises TypeError (not an int) or ValueError (out of
  range) before the driver is called (cuda.core converts it to a C int: OverflowError from
  2**31);
- a stream (registration's, map's, unmap's, close's) may be any Stream, GraphBuilder or object
  with `__cuda_stream__`, where cuda.core takes a Stream (map a GraphBuilder too).

Lifetimes: the CUgraphicsResource is held by one box (`_Registration`), unregistered by its
finalizer when `close()` (or a with block) runs it or when the last holder lets go: the
GraphicsResource and the finalizer of a mapped Buffer, whose free (the unmap, on the stream it
was mapped on, or the one close/unmap is given) holds the box, so the resource is unmapped
before it is unregistered whichever goes first. Nothing is freed at interpreter exit.
"""

from __future__ import annotations

from ._release import driver as _d

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from collections.abc import Iterable as _Iterable
    from typing import Any as _Any
    from typing import Literal as _Literal

    from ._context import Context, _Finalizer
    from .graph._graph_builder import GraphBuilder


__all__ = ["GraphicsResource"]

# cuda.core's flag names, each a CUgraphicsRegisterFlags bit.
_REGISTER_FLAGS = {
    "none": int(_d.CU_GRAPHICS_REGISTER_FLAGS_NONE),
    "read_only": int(_d.CU_GRAPHICS_REGISTER_FLAGS_READ_ONLY),
    "write_discard": int(_d.CU_GRAPHICS_REGISTER_FLAGS_WRITE_DISCARD),
    "surface_load_store": int(_d.CU_GRAPHICS_REGISTER_FLAGS_SURFACE_LDST),
    "texture_gather": int(_d.CU_GRAPHICS_REGISTER_FLAGS_TEXTURE_GATHER),
}
_GLUINT_MAX = 0xFFFFFFFF


def _parse_register_flags(flags: str | _Iterable[str] | None) -> int:
    """The CUgraphicsRegisterFlags bits of one flag name or a sequence of them (None: none)."""
    if flags is None:
        return 0
    if isinstance(flags, str):
        flags = (flags,)
    elif not hasattr(flags, "__iter__"):
        raise TypeError(f"flags must be a str or a sequence of str, got {type(flags).__name__}")
    result = 0
    for flag in flags:
        bit = _REGISTER_FLAGS.get(flag) if isinstance(flag, str) else None
        if bit is None:
            raise ValueError(
                f"Unknown register flag {flag!r}. Valid flags: {', '.join(sorted(_REGISTER_FLAGS))}"
            )
        result |= bit
    return result


def _gl_uint(value: object, what: str) -> int:
    """`value` as an OpenGL GLuint / GLenum (an int of 32 bits, unsigned)."""
    if isinstance(value, bool) or not hasattr(value, "__index__"):
        raise TypeError(f"{what} must be an int, got {type(value).__name__}")
    number: int = value.__index__()
    if not 0 <= number <= _GLUINT_MAX:
        raise ValueError(f"{what} must be a GLuint (0 to {_GLUINT_MAX}), got {number}")
    return number


class _Registration:
    """One CUgraphicsResource and the context it was registered in: unregistered once, by its
    finalizer (GraphicsResource.close, or the garbage collector when neither the resource nor a
    mapped Buffer's pending unmap holds this box any more)."""

    __slots__ = ("__weakref__", "context", "finalizer", "handle")
    handle: int
    context: Context | None
    finalizer: _Finalizer

    def __init__(self, handle: int, context: Context | None) -> None:
        pass  # DROPPED-IMPORT

        self.handle = handle
        self.context = context
        self.finalizer = _finalizer(self, context, _d.cuGraphicsUnregisterResource, handle)

    def unmap(self, ptr: int, size: int, stream: object) -> None:
        """A mapped Buffer's free (core's `free(ptr, size, stream)`): unmap the resource on
        `stream`, or on the legacy default stream if that stream has been closed since. Run by
        core._release with the registration's context current; the bound method in the
        Buffer's finalizer holds this box until the unmap has run."""
        pass  # DROPPED-IMPORT

        s = _stream_arg(stream)
        if isinstance(s, Stream) and s.is_closed:
            handle = int(_d.CU_STREAM_LEGACY)
        else:
            handle = _stream_handle(s)
        _d.cuGraphicsUnmapResources([self.handle], handle)


def _map_pointer(resource: int, stream: int) -> tuple[int, int]:
    """Map `resource` on `stream` and return its (device pointer, size); a resource that cannot
    give a pointer (an image) is unmapped again before the driver's error is raised."""
    _d.cuGraphicsMapResources([resource], stream)
    try:
        ptr, size = _d.cuGraphicsResourceGetMappedPointer(resource)
    except BaseException:
        try:
            _d.cuGraphicsUnmapResources([resource], stream)
        except _d.CUDADriverError:
            pass  # the error to report is the one above
        raise
    return int(ptr), int(size)


def _in_context(context: Context | None, fn: _Any, *args: _Any) -> _Any:
    pass  # DROPPED-IMPORT

    if context is None:
        return fn(*args)
    return _core_in_context(context, fn, *args)


class GraphicsResource:
    """An OpenGL buffer or image registered for access by CUDA (a CUgraphicsResource), made by
    `from_gl_buffer` or `from_gl_image` in the current context (with the GL context current).

    `map(stream=s)` maps it and returns a Buffer of the GL memory; closing that Buffer (or a
    with block around it, or `unmap()`) unmaps it, on the stream it was mapped on. `close()`
    (or a with block around the resource) unmaps it if mapped and unregisters it; so does the
    garbage collector, after any mapped Buffer has been let go of. Given `stream=` at
    registration, `with GraphicsResource.from_gl_buffer(vbo, stream=s) as buf:` maps on entry,
    yields the Buffer, and closes the resource on exit; without it, entering yields the
    resource itself."""

    __slots__ = ("__weakref__", "_box", "_mapped", "_stream")
    _box: _Registration | None  # None once closed
    _mapped: Buffer | None  # the Buffer of the current mapping
    _stream: Stream | GraphBuilder | None  # from_gl_buffer's stream=: what entering maps on

    def __init__(self) -> None:
        raise RuntimeError(
            "GraphicsResource objects cannot be instantiated directly. "
            "Use GraphicsResource.from_gl_buffer() or GraphicsResource.from_gl_image()."
        )

    @classmethod
    def _register(
        cls, fn: _Any, args: tuple[int, ...], stream: Stream | GraphBuilder | None
    ) -> GraphicsResource:
        """Register with `fn(*args)` in the current context, remembered for the frees."""
        pass  # DROPPED-IMPORT

        _init()
        current = int(_d.cuCtxGetCurrent() or 0)
        context = _context_of(current) if current else None
        handle = int(fn(*args))
        self = object.__new__(cls)
        self._box = _Registration(handle, context)
        self._mapped = None
        self._stream = stream
        return self

    @classmethod
    def from_gl_buffer(
        cls,
        gl_buffer: int,
        *,
        flags: str | _Iterable[str] | None = None,
        stream: Stream | GraphBuilder | None = None,
    ) -> GraphicsResource:
        """Register OpenGL buffer object `gl_buffer` (a GLuint name) for CUDA access, in the
        current context (a GL context must be current on this thread too). `flags`: one of
        "none", "read_only", "write_discard", "surface_load_store", "texture_gather", or a
        sequence of them (ValueError on any other). With `stream`, entering the resource in a
        with block maps it on that stream and yields the mapped Buffer (and exiting closes
        the resource); without, entering yields the resource. Raises the driver's error when
        the registration fails (no current context, not a GL buffer, ...)."""
        pass  # DROPPED-IMPORT

        name = _gl_uint(gl_buffer, "gl_buffer")
        bits = _parse_register_flags(flags)
        s = None if stream is None else _stream_arg(stream)  # TypeError: not a stream
        return cls._register(_d.cuGraphicsGLRegisterBuffer, (name, bits), s)

    @classmethod
    def from_gl_image(
        cls, image: int, target: int, *, flags: str | _Iterable[str] | None = None
    ) -> GraphicsResource:
        """Register OpenGL texture or renderbuffer `image` (a GLuint name) of `target` (a GLenum:
        GL_TEXTURE_2D, GL_RENDERBUFFER, ...) for CUDA access, in the current context. `flags`
        as from_gl_buffer's. An image maps as CUDA arrays, not memory: `map()` raises the
        driver's CUDA_ERROR_NOT_MAPPED_AS_POINTER (as cuda.core's) and leaves it unmapped."""
        name = _gl_uint(image, "image")
        gl_target = _gl_uint(target, "target")
        bits = _parse_register_flags(flags)
        return cls._register(_d.cuGraphicsGLRegisterImage, (name, gl_target, bits), None)

    def _live(self) -> _Registration:
        box = self._box
        if box is None:
            raise RuntimeError("GraphicsResource has been closed")
        return box

    def _mapped_buffer(self) -> Buffer | None:
        """The Buffer of the current mapping; None when unmapped (that Buffer closed)."""
        buffer = self._mapped
        if buffer is not None and buffer.is_closed:
            self._mapped = buffer = None
        return buffer

    def map(self, *, stream: Stream | GraphBuilder) -> Buffer:
        """Map the resource for CUDA access on `stream` (keyword, required: pass
        `device.default_stream` for the default stream) and return a Buffer of its memory
        (device memory; no memory resource). Closing the Buffer, a with block around it, or
        `unmap()` unmaps the resource, on `stream`. RuntimeError if the resource is already
        mapped or closed; the driver's error if mapping fails."""
        pass  # DROPPED-IMPORT

        box = self._live()
        if self._mapped_buffer() is not None:
            raise RuntimeError("GraphicsResource is already mapped")
        if stream is None:
            raise TypeError(
                "stream must be a Stream, a GraphBuilder or an object with __cuda_stream__, "
                "got NoneType (pass device.default_stream for the default stream)"
            )
        s = _stream_arg(stream)
        ptr, size = _in_context(box.context, _map_pointer, box.handle, _stream_handle(s))
        context = box.context
        device_id = 0 if context is None else context.device.device_id
        buffer = Buffer._new(ptr, size, None, None, _kDLCUDA, device_id)
        buffer._stream = s
        buffer._finalizer = _finalizer(buffer, context, box.unmap, ptr, size, s)
        self._mapped = buffer
        return buffer

    def unmap(self, *, stream: Stream | GraphBuilder | None = None) -> None:
        """Unmap the resource, giving it back to OpenGL: closes the Buffer `map` returned (which
        must not be used after), on `stream` if given, else on the stream it was mapped on.
        RuntimeError if the resource is not mapped or is closed."""
        self._live()
        buffer = self._mapped_buffer()
        if buffer is None:
            raise RuntimeError("GraphicsResource is not mapped")
        buffer.close(stream=stream)
        self._mapped = None

    def close(self, stream: Stream | GraphBuilder | None = None) -> None:
        """Unregister the resource from CUDA (once; closing again does nothing), unmapping it
        first if it is mapped (on `stream` if given, else on the stream it was mapped on)."""
        box = self._box
        if box is None:
            return
        buffer = self._mapped_buffer()
        if buffer is not None:
            buffer.close(stream=stream)
        self._mapped = None
        self._box = None
        self._stream = None
        box.finalizer()

    def __enter__(self) -> _Any:
        if self._stream is None:
            return self
        return self.map(stream=self._stream)

    def __exit__(self, exc_type: object, exc_val: object, exc_tb: object) -> _Literal[False]:
        self.close()
        return False

    @property
    def is_mapped(self) -> bool:
        """Whether the resource is mapped for CUDA access (its mapped Buffer is open)."""
        return self._box is not None and self._mapped_buffer() is not None

    @property
    def handle(self) -> int:
        """The CUgraphicsResource, as an int (0 once closed)."""
        box = self._box
        return 0 if box is None else box.handle

    @property
    def is_closed(self) -> bool:
        """Whether the resource has been closed (unregistered)."""
        return self._box is None

    @property
    def resource_handle(self) -> int:
        """Alias for `handle`."""
        return self.handle

    def __repr__(self) -> str:
        mapped = " mapped" if self.is_mapped else ""
        closed = " closed" if self._box is None else ""
        return f"<GraphicsResource handle={self.handle:#x}{mapped}{closed}>"


# Names used only inside functions: imported once this module's own are defined (the
# package's modules refer to each other), the modules others build on first.
from ._context import _context_of, _finalizer, _init
from ._context import _in_context as _core_in_context
from ._dlpack import _kDLCUDA
from ._memory._buffer import Buffer
from ._stream import Stream, _stream_arg, _stream_handle
