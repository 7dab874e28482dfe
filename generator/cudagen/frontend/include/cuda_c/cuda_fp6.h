/* cudagen stand-in for cuda_fp6.h (see README.md beside this file). The real header is C++ at
   heart; declared here: what it declares for C (the storage types and the enum) and its C++
   types at their real size and alignment (__nv_fp6_e3m2: 1 byte, x2: 2, x4: 4). */
#ifndef CUDAGEN_CUDA_FP6_H
#define CUDAGEN_CUDA_FP6_H
#include "cuda_fp8.h"
typedef __nv_fp8_storage_t __nv_fp6_storage_t;
typedef __nv_fp8x2_storage_t __nv_fp6x2_storage_t;
typedef __nv_fp8x4_storage_t __nv_fp6x4_storage_t;
typedef enum __nv_fp6_interpretation_t { __NV_E2M3, __NV_E3M2 } __nv_fp6_interpretation_t;
typedef struct __nv_fp6_e3m2 { __nv_fp6_storage_t __x; } __nv_fp6_e3m2;
typedef struct __attribute__((aligned(2))) __nv_fp6x2_e3m2 { __nv_fp6x2_storage_t __x; } __nv_fp6x2_e3m2;
typedef struct __attribute__((aligned(4))) __nv_fp6x4_e3m2 { __nv_fp6x4_storage_t __x; } __nv_fp6x4_e3m2;
typedef struct __nv_fp6_e2m3 { __nv_fp6_storage_t __x; } __nv_fp6_e2m3;
typedef struct __attribute__((aligned(2))) __nv_fp6x2_e2m3 { __nv_fp6x2_storage_t __x; } __nv_fp6x2_e2m3;
typedef struct __attribute__((aligned(4))) __nv_fp6x4_e2m3 { __nv_fp6x4_storage_t __x; } __nv_fp6x4_e2m3;
#endif
