"""The object layer's GraphicsResource (cuda.core's OpenGL interop) on a GPU: an OpenGL buffer made
through headless EGL on the NVIDIA device (test_interop_gpu's `_GL`), registered, mapped as a
Buffer, written by CUDA (cuMemsetD8Async, cuMemcpyHtoDAsync) and read back by OpenGL
(glGetBufferSubData), compared with NumPy; a GL texture registered as an image, whose map raises
and leaves it unmapped; and, where the cuda.core beside has GraphicsResource, the same buffer
through cuda.core.

Needs libEGL/libOpenGL (glvnd) and NVIDIA's EGL vendor library (tests/gpu/RESULTS.md says how the
device machine gets them); where EGL cannot make a context on the NVIDIA GPU, every test skips
saying why. Uses CUDAGEN_GPU_RELEASE's package (13.0 by default).
"""

from __future__ import annotations

import ctypes
import gc
import importlib
from collections.abc import Iterator
from types import ModuleType
from typing import Any

import numpy as np
import pytest
from gpu_env import PACKAGE
from test_interop_gpu import _GL  # the headless EGL context and its GL buffer helpers

GL_TEXTURE_2D, GL_RGBA8, GL_RGBA, GL_UNSIGNED_BYTE = 0x0DE1, 0x8058, 0x1908, 0x1401
N = 4096


@pytest.fixture(scope="module")
def core() -> ModuleType:
    module = importlib.import_module(f"{PACKAGE}.core")
    module.Device(0).set_current()
    return module


@pytest.fixture(scope="module")
def gl(core: ModuleType) -> Iterator[_GL]:
    context = _GL()  # skips where EGL or OpenGL cannot load or make a context
    if "NVIDIA" not in context.renderer.upper():
        context.close()
        pytest.skip(f"the OpenGL context is not on the NVIDIA GPU (renderer {context.renderer!r})")
    yield context
    context.close()


@pytest.fixture()
def stream(core: ModuleType) -> Iterator[Any]:
    s = core.Device(0).create_stream()
    yield s
    s.sync()
    s.close()


def _texture(gl: _GL, width: int, height: int) -> int:
    name = ctypes.c_uint()
    gl.gl.glGenTextures(1, ctypes.byref(name))
    gl.gl.glBindTexture(GL_TEXTURE_2D, name)
    gl.gl.glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, None)
    gl.gl.glFinish()
    return name.value


def test_gl_buffer_mapped_written_by_cuda_and_read_by_opengl(core: ModuleType, gl: _GL, stream: Any) -> None:
    driver = importlib.import_module(f"{PACKAGE}.driver")
    initial = np.arange(N, dtype=np.float32)
    name = gl.buffer(initial)
    try:
        resource = core.GraphicsResource.from_gl_buffer(name, flags="none")
        assert resource.handle != 0 and not resource.is_mapped and not resource.is_closed
        with resource.map(stream=stream) as buf:
            assert isinstance(buf, core.Buffer) and buf.size == initial.nbytes and resource.is_mapped
            assert buf.is_device_accessible and buf.memory_resource is None
            seen = np.empty_like(initial)
            driver.cuMemcpyDtoHAsync(seen, buf.handle, buf.size, stream.handle)  # what OpenGL put there
            stream.sync()
            np.testing.assert_array_equal(seen, initial)
            buf.fill(0x5A, stream=stream)  # cuMemsetD8Async on the GL buffer's memory
        assert not resource.is_mapped and buf.is_closed  # unmapped on `stream`, after the memset
        np.testing.assert_array_equal(gl.read(name, np.empty(initial.nbytes, np.uint8)), 0x5A)

        written = np.random.default_rng(15).random(N, dtype=np.float32)
        buf = resource.map(stream=stream)
        driver.cuMemcpyHtoDAsync(buf.handle, written, buf.size, stream.handle)
        resource.close()  # unmaps first, then unregisters
        assert resource.is_closed and resource.handle == 0 and buf.is_closed
        np.testing.assert_array_equal(gl.read(name, written), written)
    finally:
        gl.delete(name)


def test_gl_buffer_context_managers_and_lifetimes(core: ModuleType, gl: _GL, stream: Any) -> None:
    """With stream= given at registration a with block maps and yields the Buffer, then closes
    the resource; a resource collected while its Buffer is mapped is unregistered after the
    unmap; an unknown GL name is the driver's error."""
    values = np.full(N, 3, dtype=np.int32)
    name = gl.buffer(values)
    try:
        with core.GraphicsResource.from_gl_buffer(name, flags=["write_discard"], stream=stream) as buf:
            assert isinstance(buf, core.Buffer) and buf.size == values.nbytes
            buf.fill(b"\x07\x00\x00\x00", stream=stream)  # cuMemsetD32Async: int32 7s
        np.testing.assert_array_equal(gl.read(name, values), 7)

        with core.GraphicsResource.from_gl_buffer(name) as resource:
            assert isinstance(resource, core.GraphicsResource)
            kept = resource.map(stream=stream)
        assert resource.is_closed and kept.is_closed

        resource = core.GraphicsResource.from_gl_buffer(name)
        kept = resource.map(stream=stream)
        del resource
        gc.collect()  # the resource stays registered while its Buffer is mapped
        kept.fill(9, stream=stream)
        kept.close()  # unmapped, then unregistered
        gc.collect()
        assert np.all(gl.read(name, np.empty(values.nbytes, np.uint8)) == 9)

        again = core.GraphicsResource.from_gl_buffer(name)  # registrable again: nothing leaked
        again.close()
        with pytest.raises(core.CUDAError):
            core.GraphicsResource.from_gl_buffer(0xFFFFFF)  # no such GL buffer
    finally:
        gl.delete(name)


def test_gl_texture_registered_as_an_image_maps_without_a_pointer(core: ModuleType, gl: _GL, stream: Any) -> None:
    """An image maps as CUDA arrays, not memory: map() raises CUDA_ERROR_NOT_MAPPED_AS_POINTER as
    cuda.core's does, but leaves the image unmapped, so the next map fails the same way (not
    with CUDA_ERROR_ALREADY_MAPPED) and close() unregisters cleanly."""
    driver = importlib.import_module(f"{PACKAGE}.driver")
    name = _texture(gl, 16, 16)
    try:
        image = core.GraphicsResource.from_gl_image(name, GL_TEXTURE_2D, flags="surface_load_store")
        for _ in range(2):
            with pytest.raises(driver.CUDADriverError) as info:
                image.map(stream=stream)
            assert info.value.code == driver.CUresult.CUDA_ERROR_NOT_MAPPED_AS_POINTER
            assert not image.is_mapped
        image.close()
        assert image.is_closed
    finally:
        gl.gl.glDeleteTextures(1, ctypes.byref(ctypes.c_uint(name)))


def test_gl_buffer_through_cuda_core_alike(core: ModuleType, gl: _GL, stream: Any) -> None:
    """The same GL buffer through cuda.core's GraphicsResource (where the cuda.core beside has
    it) and ours: the same size, and each one's writes read back by OpenGL."""
    cuda_core = pytest.importorskip("cuda.core")
    if not hasattr(cuda_core, "GraphicsResource"):
        pytest.skip("the cuda.core here has no GraphicsResource")
    driver = importlib.import_module(f"{PACKAGE}.driver")
    cuda_core.Device(0).set_current()  # the same primary context as ours
    theirs_stream = cuda_core.Device(0).create_stream()
    values = np.zeros(N, dtype=np.uint8)
    name = gl.buffer(values)
    try:
        with cuda_core.GraphicsResource.from_gl_buffer(name) as theirs:
            with theirs.map(stream=theirs_stream) as their_buf:
                their_size = their_buf.size
                driver.cuMemsetD8Async(int(their_buf.handle), 1, their_size, int(theirs_stream.handle))
        theirs_stream.sync()
        np.testing.assert_array_equal(gl.read(name, values), 1)
        with core.GraphicsResource.from_gl_buffer(name) as ours:
            with ours.map(stream=stream) as buf:
                assert buf.size == their_size == values.nbytes
                buf.fill(2, stream=stream)
        np.testing.assert_array_equal(gl.read(name, values), 2)
    finally:
        theirs_stream.close()
        gl.delete(name)
