/* cudagen builtin stdlib.h: see README.md beside this file. The CUDA headers include it
   for size_t and NULL only. */
#include <stddef.h>
