/* cudagen stand-in for cuda_fp4.h (see README.md beside this file). The real header is C++ at
   heart; declared here: what it declares for C (the storage types and the enum) and its C++
   types at their real size and alignment (__nv_fp4_e2m1: 1 byte, x2: 1, x4: 2). */
#ifndef CUDAGEN_CUDA_FP4_H
#define CUDAGEN_CUDA_FP4_H
#include "cuda_fp8.h"
typedef __nv_fp8_storage_t __nv_fp4_storage_t;
typedef __nv_fp8_storage_t __nv_fp4x2_storage_t;
typedef __nv_fp8x2_storage_t __nv_fp4x4_storage_t;
typedef enum __nv_fp4_interpretation_t { __NV_E2M1 } __nv_fp4_interpretation_t;
typedef struct __nv_fp4_e2m1 { __nv_fp4_storage_t __x; } __nv_fp4_e2m1;
typedef struct __nv_fp4x2_e2m1 { __nv_fp4x2_storage_t __x; } __nv_fp4x2_e2m1;
typedef struct __attribute__((aligned(2))) __nv_fp4x4_e2m1 { __nv_fp4x4_storage_t __x; } __nv_fp4x4_e2m1;
#endif
