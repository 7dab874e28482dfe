/* cudagen builtin stdbool.h: see README.md beside this file. */
#ifndef __CUDAGEN_STDBOOL_H
#define __CUDAGEN_STDBOOL_H
#define bool _Bool
#define true 1
#define false 0
#endif
