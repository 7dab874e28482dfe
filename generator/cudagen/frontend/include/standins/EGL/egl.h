/* cudagen's stand-in for <EGL/egl.h>: only what CUDA's EGL interop headers (cudaEGL.h,
 * cuda_egl_interop.h) use; EGLint is khronos_int32_t (eglplatform.h, khrplatform.h).
 * tests/test_standins.py compiles each against the system's header where installed. */
#ifndef __CUDAGEN_EGL_EGL_H
#define __CUDAGEN_EGL_EGL_H
#include <stdint.h>
typedef int32_t EGLint;
#define EGL_FALSE 0
#define EGL_TRUE 1
#endif
