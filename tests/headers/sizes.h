/* size_t and the fixed-width integers come from cudagen's builtin headers and stay
 * 8-byte types: they must not degrade to int when stddef.h or stdint.h is missed. */
#ifndef SIZES_H
#define SIZES_H
#include <stddef.h>
#include <stdint.h>

typedef enum fooResult_enum {
    FOO_SUCCESS = 0,
    FOO_ERROR_INVALID_VALUE = 1
} fooResult;

/** A char then a size_t: 16 bytes with the size at offset 8. */
typedef struct fooSized_st {
    char c;
    size_t n;
} fooSized;

/** Fixed-width members. */
typedef struct fooWidths_st {
    uint8_t u8;
    int16_t i16;
    uint32_t u32;
    int64_t i64;
    uint64_t u64;
    uintptr_t address;
    ptrdiff_t offset;
} fooWidths;

/**
 * \brief Returns a size
 *
 * \param size   - Returned size in bytes
 * \param handle - 64-bit handle to query
 *
 * \return ::FOO_SUCCESS
 */
fooResult fooGetSize(size_t *size, uint64_t handle);

/**
 * \brief Takes a record by pointer
 *
 * \param s - Record to read
 *
 * \return ::FOO_SUCCESS
 */
fooResult fooUseSized(const fooSized *s);

#endif
