/* cudagen builtin sys/types.h: see README.md beside this file. The POSIX sizes and offsets
   cufile.h uses (glibc's on x86-64: loff_t needs _GNU_SOURCE there; here it is always declared). */
#ifndef __CUDAGEN_SYS_TYPES_H
#define __CUDAGEN_SYS_TYPES_H
#include <stddef.h>
typedef __INT64_TYPE__ ssize_t;
typedef __INT64_TYPE__ off_t;
typedef __INT64_TYPE__ loff_t;
#endif
