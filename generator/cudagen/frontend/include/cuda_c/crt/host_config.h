/* cudagen stand-in for crt/host_config.h (see README.md beside this file): nvcc's host compiler
   checks, which the real cuda_runtime.h includes. Nothing a C API declares. */
