/* cudagen stand-in for cuda_fp16.h (see README.md beside this file). The real header is C++ at
   heart (it needs <nv/target> from CCCL); a C API only passes its types around, so they are
   declared here at their real size and alignment: __half (2 bytes), __half2 (4), their _raw
   forms, and the C++ names half, half2, nv_half... as the real header has them. */
#ifndef CUDAGEN_CUDA_FP16_H
#define CUDAGEN_CUDA_FP16_H
typedef struct __attribute__((aligned(2))) { unsigned short x; } __half_raw;
typedef struct __attribute__((aligned(4))) { unsigned short x; unsigned short y; } __half2_raw;
typedef struct __attribute__((aligned(2))) __half { unsigned short __x; } __half;
typedef struct __attribute__((aligned(4))) __half2 { __half x; __half y; } __half2;
#if defined(__cplusplus) && !defined(CUDA_NO_HALF)
typedef __half half;
typedef __half2 half2;
typedef __half __nv_half;
typedef __half2 __nv_half2;
typedef __half_raw __nv_half_raw;
typedef __half2_raw __nv_half2_raw;
typedef __half nv_half;
typedef __half2 nv_half2;
#endif
#endif
