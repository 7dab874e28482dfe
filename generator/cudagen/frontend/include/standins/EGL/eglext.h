/* cudagen's stand-in for <EGL/eglext.h>: the KHR handle types CUDA's EGL interop headers use,
 * opaque pointers as in Khronos' eglext.h. See EGL/egl.h. */
#ifndef __CUDAGEN_EGL_EGLEXT_H
#define __CUDAGEN_EGL_EGLEXT_H
#include <EGL/egl.h>
typedef void *EGLImageKHR;
typedef void *EGLStreamKHR;
typedef void *EGLSyncKHR;
#endif
