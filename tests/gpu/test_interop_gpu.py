"""Graphics interop (#15) on a GPU: an OpenGL buffer made through headless EGL on the NVIDIA
device, registered with CUDA (driver and runtime), written by CUDA and read back by OpenGL, and
the other way round, each compared with NumPy. Needs libEGL/libOpenGL (glvnd) and NVIDIA's EGL
vendor library; tests/gpu/RESULTS.md says how the device machine gets them. Where EGL cannot
make a context, the tests skip saying why, and test_interop_functions_bind still checks that
every interop function is bound and resolves in the driver."""

from __future__ import annotations

import ctypes
from collections.abc import Iterator
from types import ModuleType

import numpy as np
import pytest

EGL_NONE = 0x3038
EGL_SURFACE_TYPE, EGL_PBUFFER_BIT = 0x3033, 0x0001
EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT = 0x3040, 0x0008
EGL_WIDTH, EGL_HEIGHT = 0x3057, 0x3056
EGL_OPENGL_API = 0x30A2
EGL_PLATFORM_DEVICE_EXT = 0x313F
GL_ARRAY_BUFFER, GL_DYNAMIC_DRAW = 0x8892, 0x88E8
N = 4096

# cudaGL.h, cudaEGL.h, cudaVDPAU.h functions the x86-64 driver provides (not
# cuEventCreateFromEGLSync: see test_releases_gpu.NOT_ON_EVERY_PLATFORM).
INTEROP = {
    "cuGraphicsGLRegisterBuffer", "cuGraphicsGLRegisterImage", "cuGLGetDevices",
    "cuGraphicsEGLRegisterImage", "cuEGLStreamConsumerConnect", "cuEGLStreamProducerConnect",
    "cuGraphicsResourceGetMappedEglFrame", "cuVDPAUGetDevice", "cuVDPAUCtxCreate",
    "cuGraphicsVDPAURegisterVideoSurface",
}


def test_interop_functions_bind(cu: ModuleType, device: int) -> None:
    for name in sorted(INTEROP):
        assert callable(getattr(cu, name)), name
        assert getattr(cu._f, name) is not None  # resolved through cuGetProcAddress


def _load(names: tuple[str, ...]) -> ctypes.CDLL:
    for name in names:
        try:
            return ctypes.CDLL(name)
        except OSError:
            continue
    pytest.skip(f"none of {', '.join(names)} loads here")


class _GL:
    """A headless EGL display on the NVIDIA device with a current OpenGL context, and the few
    GL buffer functions the tests need."""

    def __init__(self) -> None:
        egl = _load(("libEGL.so.1", "libEGL.so"))
        egl.eglGetProcAddress.restype = ctypes.c_void_p
        egl.eglGetProcAddress.argtypes = [ctypes.c_char_p]
        egl.eglGetDisplay.restype = ctypes.c_void_p
        egl.eglCreateContext.restype = ctypes.c_void_p
        egl.eglCreateContext.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p]
        egl.eglCreatePbufferSurface.restype = ctypes.c_void_p
        egl.eglCreatePbufferSurface.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p]
        egl.eglMakeCurrent.argtypes = [ctypes.c_void_p] * 4
        egl.eglInitialize.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p]
        egl.eglChooseConfig.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int,
                                        ctypes.c_void_p]
        egl.eglTerminate.argtypes = [ctypes.c_void_p]
        self.egl = egl
        self.display = self._device_display() or egl.eglGetDisplay(None)
        if not self.display or not egl.eglInitialize(self.display, None, None):
            pytest.skip(f"EGL: no display could be initialized (error {egl.eglGetError():#x})")
        config, count = ctypes.c_void_p(), ctypes.c_int()
        attribs = (ctypes.c_int * 5)(EGL_SURFACE_TYPE, EGL_PBUFFER_BIT, EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT, EGL_NONE)
        if not egl.eglChooseConfig(self.display, attribs, ctypes.byref(config), 1, ctypes.byref(count)) or not count.value:
            pytest.skip("EGL: no config with OpenGL and pbuffers")
        egl.eglBindAPI(EGL_OPENGL_API)
        self.context = egl.eglCreateContext(self.display, config, None, None)
        size = (ctypes.c_int * 5)(EGL_WIDTH, 1, EGL_HEIGHT, 1, EGL_NONE)
        self.surface = egl.eglCreatePbufferSurface(self.display, config, size)
        if not self.context or not egl.eglMakeCurrent(self.display, self.surface, self.surface, self.context):
            pytest.skip(f"EGL: no current OpenGL context (error {egl.eglGetError():#x})")
        gl = _load(("libOpenGL.so.0", "libGL.so.1"))
        gl.glGetString.restype = ctypes.c_char_p
        self.gl = gl
        self.renderer = (gl.glGetString(0x1F01) or b"").decode()  # GL_RENDERER

    def _device_display(self) -> int | None:
        """The EGL display of the first EGL device (EGL_EXT_platform_device), if offered."""
        query = self.egl.eglGetProcAddress(b"eglQueryDevicesEXT")
        platform = self.egl.eglGetProcAddress(b"eglGetPlatformDisplayEXT")
        if not query or not platform:
            return None
        query_f = ctypes.CFUNCTYPE(ctypes.c_uint, ctypes.c_int, ctypes.POINTER(ctypes.c_void_p),
                                   ctypes.POINTER(ctypes.c_int))(query)
        platform_f = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_uint, ctypes.c_void_p, ctypes.c_void_p)(platform)
        devices, count = (ctypes.c_void_p * 4)(), ctypes.c_int()
        if not query_f(4, devices, ctypes.byref(count)) or count.value < 1:
            return None
        return platform_f(EGL_PLATFORM_DEVICE_EXT, devices[0], None)

    def buffer(self, data: np.ndarray) -> int:
        name = ctypes.c_uint()
        self.gl.glGenBuffers(1, ctypes.byref(name))
        self.gl.glBindBuffer(GL_ARRAY_BUFFER, name)
        self.gl.glBufferData(GL_ARRAY_BUFFER, ctypes.c_ssize_t(data.nbytes), data.ctypes.data_as(ctypes.c_void_p),
                             GL_DYNAMIC_DRAW)
        self.gl.glFinish()
        return name.value

    def read(self, name: int, like: np.ndarray) -> np.ndarray:
        out = np.empty_like(like)
        self.gl.glBindBuffer(GL_ARRAY_BUFFER, name)
        self.gl.glGetBufferSubData(GL_ARRAY_BUFFER, ctypes.c_ssize_t(0), ctypes.c_ssize_t(out.nbytes),
                                   out.ctypes.data_as(ctypes.c_void_p))
        return out

    def delete(self, name: int) -> None:
        self.gl.glDeleteBuffers(1, ctypes.byref(ctypes.c_uint(name)))

    def close(self) -> None:
        self.egl.eglMakeCurrent(self.display, None, None, None)
        self.egl.eglTerminate(self.display)


@pytest.fixture(scope="module")
def gl(cu: ModuleType, primary: int) -> Iterator[_GL]:
    context = _GL()
    if "NVIDIA" not in context.renderer.upper():
        context.close()
        pytest.skip(f"the OpenGL context is not on the NVIDIA GPU (renderer {context.renderer!r})")
    yield context
    context.close()


def test_gl_buffer_written_by_cuda_read_by_opengl_and_back(cu: ModuleType, gl: _GL, device: int) -> None:
    count, devices = cu.cuGLGetDevices(1, cu.CU_GL_DEVICE_LIST_ALL)
    assert count == 1 and int(devices[0]) == device
    initial = np.arange(N, dtype=np.float32)
    name = gl.buffer(initial)
    resource = cu.cuGraphicsGLRegisterBuffer(name, 0)
    try:
        cu.cuGraphicsMapResources([resource], None)
        ptr, size = cu.cuGraphicsResourceGetMappedPointer(resource)
        assert size == initial.nbytes
        seen = np.empty_like(initial)
        cu.cuMemcpyDtoH(seen, ptr, size)  # what OpenGL put there, read by CUDA
        np.testing.assert_array_equal(seen, initial)
        written = np.random.default_rng(15).random(N, dtype=np.float32)
        cu.cuMemcpyHtoD(ptr, written, size)
        cu.cuCtxSynchronize()
        cu.cuGraphicsUnmapResources([resource], None)
        np.testing.assert_array_equal(gl.read(name, written), written)  # what CUDA wrote, read by OpenGL
    finally:
        cu.cuGraphicsUnregisterResource(resource)
        gl.delete(name)


def test_gl_buffer_through_the_runtime(rt: ModuleType, gl: _GL) -> None:
    initial = np.full(N, 7, dtype=np.int32)
    name = gl.buffer(initial)
    resource = rt.cudaGraphicsGLRegisterBuffer(name, 0)
    try:
        rt.cudaGraphicsMapResources([resource], None)
        ptr, size = rt.cudaGraphicsResourceGetMappedPointer(resource)
        assert size == initial.nbytes
        doubled = initial * 2
        rt.cudaMemcpy(ptr, doubled, size, rt.cudaMemcpyKind.cudaMemcpyHostToDevice)
        rt.cudaGraphicsUnmapResources([resource], None)
        np.testing.assert_array_equal(gl.read(name, doubled), doubled)
    finally:
        rt.cudaGraphicsUnregisterResource(resource)
        gl.delete(name)
