/* cudagen stand-in for cuda_fp16.h (see README.md beside this file). The real header declares
   C++ types and device functions; the C declarations of cuBLAS and NCCL use none of them. */
