/* cudagen builtin stddef.h, C++ form: see README.md beside this file. */
#ifndef __CUDAGEN_STDDEF_H
#define __CUDAGEN_STDDEF_H
typedef __SIZE_TYPE__ size_t;
typedef __PTRDIFF_TYPE__ ptrdiff_t;
#undef NULL
#define NULL __null
#define offsetof(t, m) __builtin_offsetof(t, m)
#endif
