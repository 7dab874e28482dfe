/* cudagen's stand-in for cuda_runtime.h, which is mostly C++ (templates and overloads over the
 * runtime API): C headers that include it (cuda_egl_interop.h, curand.h) need only the
 * runtime's C declarations, from the vendored cuda_runtime_api.h. */
#ifndef __CUDAGEN_CUDA_RUNTIME_H
#define __CUDAGEN_CUDA_RUNTIME_H
#include "cuda_runtime_api.h"
#endif
