/* cudagen builtin string.h: see README.md beside this file. The CUDA headers include it
   for size_t only. */
#include <stddef.h>
