/* cudagen stand-in for cuda_fp8.h (see README.md beside this file). The real header is C++ at
   heart; declared here: what it declares for C (the storage types and the two enums) and its
   C++ types at their real size and alignment (__nv_fp8_e4m3: 1 byte, x2: 2, x4: 4). */
#ifndef CUDAGEN_CUDA_FP8_H
#define CUDAGEN_CUDA_FP8_H
#include "cuda_fp16.h"
#include "cuda_bf16.h"
typedef unsigned char __nv_fp8_storage_t;
typedef unsigned short int __nv_fp8x2_storage_t;
typedef unsigned int __nv_fp8x4_storage_t;
typedef enum __nv_saturation_t { __NV_NOSAT, __NV_SATFINITE } __nv_saturation_t;
typedef enum __nv_fp8_interpretation_t { __NV_E4M3, __NV_E5M2 } __nv_fp8_interpretation_t;
typedef struct __nv_fp8_e5m2 { __nv_fp8_storage_t __x; } __nv_fp8_e5m2;
typedef struct __attribute__((aligned(2))) __nv_fp8x2_e5m2 { __nv_fp8x2_storage_t __x; } __nv_fp8x2_e5m2;
typedef struct __attribute__((aligned(4))) __nv_fp8x4_e5m2 { __nv_fp8x4_storage_t __x; } __nv_fp8x4_e5m2;
typedef struct __nv_fp8_e4m3 { __nv_fp8_storage_t __x; } __nv_fp8_e4m3;
typedef struct __attribute__((aligned(2))) __nv_fp8x2_e4m3 { __nv_fp8x2_storage_t __x; } __nv_fp8x2_e4m3;
typedef struct __attribute__((aligned(4))) __nv_fp8x4_e4m3 { __nv_fp8x4_storage_t __x; } __nv_fp8x4_e4m3;
typedef struct __nv_fp8_e8m0 { __nv_fp8_storage_t __x; } __nv_fp8_e8m0;
typedef struct __attribute__((aligned(2))) __nv_fp8x2_e8m0 { __nv_fp8x2_storage_t __x; } __nv_fp8x2_e8m0;
typedef struct __attribute__((aligned(4))) __nv_fp8x4_e8m0 { __nv_fp8x4_storage_t __x; } __nv_fp8x4_e8m0;
#endif
