/* cudagen stand-in for cuda_runtime.h (see README.md beside this file). The real header is
   mostly C++ (templates, overloads); what C headers such as curand.h and nccl.h take from it
   is the runtime's C API and types, which cuda_runtime_api.h and library_types.h declare
   (the real header includes both). */
#ifndef CUDAGEN_CUDA_RUNTIME_H
#define CUDAGEN_CUDA_RUNTIME_H
#include "cuda_runtime_api.h"
#include "library_types.h"
#endif
