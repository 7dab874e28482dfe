/* cudagen builtin limits.h: see README.md beside this file. */
#ifndef __CUDAGEN_LIMITS_H
#define __CUDAGEN_LIMITS_H
#define CHAR_BIT __CHAR_BIT__
#define SCHAR_MAX __SCHAR_MAX__
#define SHRT_MAX __SHRT_MAX__
#define INT_MAX __INT_MAX__
#define LONG_MAX __LONG_MAX__
#define LLONG_MAX __LONG_LONG_MAX__
#define INT_MIN (-INT_MAX - 1)
#define LONG_MIN (-LONG_MAX - 1L)
#define UINT_MAX (INT_MAX * 2U + 1U)
#define ULONG_MAX (LONG_MAX * 2UL + 1UL)
#define ULLONG_MAX (LLONG_MAX * 2ULL + 1ULL)
#endif
