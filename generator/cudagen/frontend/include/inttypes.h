/* cudagen builtin inttypes.h: see README.md beside this file. cusolver_common.h includes it for
   the <stdint.h> types. */
#ifndef __CUDAGEN_INTTYPES_H
#define __CUDAGEN_INTTYPES_H
#include <stdint.h>
#endif
