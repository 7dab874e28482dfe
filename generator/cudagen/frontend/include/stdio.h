/* cudagen builtin stdio.h: see README.md beside this file. cusparse.h and cusolverDn.h include
   it for FILE, which they take by pointer only (cusparseLoggerSetFile): an opaque struct. */
#ifndef __CUDAGEN_STDIO_H
#define __CUDAGEN_STDIO_H
#include <stddef.h>
typedef struct _IO_FILE FILE;
#endif
