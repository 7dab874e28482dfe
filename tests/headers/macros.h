/* Macros: integer literals and their C types, constant expressions, strings, pointer
 * casts, casts to typedefs, aliases to versioned functions, and what is skipped. */
#ifndef MACROS_H
#define MACROS_H
#include <stddef.h>

typedef enum fooResult_enum {
    FOO_SUCCESS = 0,
    FOO_ERROR_INVALID_VALUE = 1
} fooResult;

typedef enum fooMode_enum {
    FOO_MODE_A = 0,
    FOO_MODE_B = 1,
    FOO_MODE_LAST = 7
} fooMode;

typedef int fooDevice;
typedef unsigned int fooFlags;
typedef struct fooStream_st *fooStream;
typedef struct fooPoint_st { int x; int y; } fooPoint;

/* Another name for a type (driver_types.h: #define cudaStreamAttrValue cudaLaunchAttributeValue):
   the module has it as an alias of the class. */
#define fooModeAlias fooMode
#define fooPointAlias fooPoint

/* Integer literals: value and type (C11 6.4.4.1, LP64). */
#define FOO_INT           42
#define FOO_UNSIGNED      42u
#define FOO_UNSIGNED_UP   42U
#define FOO_LONG          42l
#define FOO_ULONG         42UL
#define FOO_LONGLONG      42ll
#define FOO_ULONGLONG     42ULL
#define FOO_HEX           0x10
#define FOO_OCTAL         010
#define FOO_HEX_UINT      0xFFFFFFFF
#define FOO_HEX_LONG      0x100000000
#define FOO_DEC_LONG      2147483648
#define FOO_NEGATIVE      (-1)
#define FOO_INT_MIN       (-2147483647 - 1)

/* Constant expressions. */
#define FOO_SHIFT         (1u<<4)
#define FOO_BITS          ((1 << 2) | (1 << 3))
#define FOO_HIGH_BIT      ((1u << 31) | 1)
#define FOO_WRAP          (0u - 1)
#define FOO_DIV           (-7 / 2)
#define FOO_REF           (FOO_INT + 1)
#define FOO_ENUM_REF      (FOO_MODE_LAST + 1)
#define FOO_TERNARY       (FOO_INT > 40 ? 10 : 20)
#define FOO_COMPARE       (-1 < 0u)
#define FOO_CHAR          'A'
#define FOO_FLOAT         1.5
#define FOO_FLOAT_F       2.0f
#define FOO_EXP           1e3

/* Strings. */
#define FOO_NAME          "foo"
#define FOO_JOINED        "foo" "bar"
#define FOO_ESCAPED       "tab\there \"quoted\"\n"

/* Casts: to builtins, to typedefs, to pointers. */
#define FOO_UINT_MAX      ((unsigned int)-1)
#define FOO_BYTE          ((unsigned char)0x1FF)
#define FOO_LL            ((long long)1)
#define FOO_NULL_PTR      ((void *)0)
#define FOO_PTR_ONE       ((void*)0x01)
#define FOO_STREAM_LEGACY ((fooStream)0x1)
#define FOO_DEVICE_CPU    ((fooDevice)-1)
#define FOO_FLAGS_ALL     ((fooFlags)0xF)
#define FOO_ALIGN         ((size_t)1 << 4)
#define FOO_DEVICE_NEXT   ((fooDevice)1 + 1)

/** Documented above: the version as an integer */
#define FOO_DOCUMENTED    1000
#define FOO_TRAILING      7   /**< Documented after the value */

/* Function-like macros expanded where they are used. */
#define FOO_MAKE_VERSION(major, minor) ((major) * 1000 + (minor) * 10)
#define FOO_VERSION       FOO_MAKE_VERSION(13, 0)
#define FOO_CAT(a, b)     a ## b
#define FOO_PASTED        FOO_CAT(FOO_, INT)
#define FOO_UINT64_C(c)   c ## ULL
#define FOO_BIG           (FOO_UINT64_C(1) << 40)
#define FOO_API_PTDS(api) api
#define FOO_API_PTSZ(api) api

/* Aliases: public names redirected to versioned symbols. */
#define fooAlloc          fooAlloc_v2
#define fooCopy           FOO_API_PTDS(fooCopy_v3)
#define fooQuery          FOO_API_PTSZ(fooQuery)

/* Skipped, each with a reason. */
#define FOO_EXPORT
#define FOO_SELF          FOO_SELF
#define FOO_UNKNOWN       foo_not_declared
#define FOO_SIZEOF        sizeof(int)
#define FOO_DEPRECATED    __attribute__((deprecated))
#define _FOO_RESERVED     1
#define FOO_BAD_SHIFT     (1 << 40)
#define FOO_DIV_ZERO      (1 / 0)
#define FOO_NULL          NULL

/**
 * \brief Allocates memory (bound to fooAlloc_v2)
 *
 * \param dptr     - Returned device pointer
 * \param bytesize - Requested allocation size in bytes
 *
 * \return ::FOO_SUCCESS, ::FOO_ERROR_INVALID_VALUE
 */
fooResult FOO_EXPORT fooAlloc(unsigned long long *dptr, size_t bytesize);

/**
 * \brief Copies memory (bound to fooCopy_v3)
 *
 * \param dst       - Destination device pointer
 * \param src       - Source device pointer
 * \param ByteCount - Size of memory copy in bytes
 *
 * \return ::FOO_SUCCESS
 */
fooResult FOO_EXPORT fooCopy(unsigned long long dst, unsigned long long src, size_t ByteCount);

/**
 * \brief Queries a stream (the macro expands to the same name)
 *
 * \param hStream - Stream to query
 *
 * \return ::FOO_SUCCESS
 */
fooResult FOO_EXPORT fooQuery(fooStream hStream);

#endif
