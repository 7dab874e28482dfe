/* cudagen's stand-in for <GL/gl.h>: only the types CUDA's OpenGL interop headers (cudaGL.h,
 * cuda_gl_interop.h) use, with the sizes Mesa's and NVIDIA's gl.h give them on Linux.
 * tests/test_standins.py compiles each against the system's header where installed. */
#ifndef __CUDAGEN_GL_GL_H
#define __CUDAGEN_GL_GL_H
typedef unsigned int GLenum;
typedef unsigned int GLuint;
#endif
