/* cudagen stand-in for cuda_bf16.h (see README.md beside this file). The real header is C++ at
   heart (it needs <nv/target> from CCCL); a C API only passes its types around, so they are
   declared here at their real size and alignment: __nv_bfloat16 (2 bytes), __nv_bfloat162 (4),
   their _raw forms, and the C++ names nv_bfloat16 and nv_bfloat162. */
#ifndef CUDAGEN_CUDA_BF16_H
#define CUDAGEN_CUDA_BF16_H
#include "cuda_fp16.h"
typedef struct __attribute__((aligned(2))) { unsigned short x; } __nv_bfloat16_raw;
typedef struct __attribute__((aligned(4))) { unsigned short x; unsigned short y; } __nv_bfloat162_raw;
typedef struct __attribute__((aligned(2))) __nv_bfloat16 { unsigned short __x; } __nv_bfloat16;
typedef struct __attribute__((aligned(4))) __nv_bfloat162 { __nv_bfloat16 x; __nv_bfloat16 y; } __nv_bfloat162;
#if defined(__cplusplus)
typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;
#endif
#endif
