/* Layout attributes: a packed struct and an over-aligned member. ctypes needs _pack_ and
 * _align_ (or explicit padding) to match the compiler. */
#ifndef PACKED_H
#define PACKED_H

typedef enum fooResult_enum {
    FOO_SUCCESS = 0,
    FOO_ERROR_X = 1
} fooResult;

/** Packed: no padding, sizeof 5, alignment 1. */
typedef struct fooPacked_st {
    char c;
    int i;
} __attribute__((packed)) fooPacked;

/** An over-aligned member: i at offset 16, sizeof 32, alignment 16. */
typedef struct fooAligned_st {
    char c;
    _Alignas(16) int i;
} fooAligned;

/**
 * \brief Takes both
 *
 * \param p - Packed record
 * \param a - Aligned record
 *
 * \return ::FOO_SUCCESS
 */
fooResult fooUseLayouts(const fooPacked *p, const fooAligned *a);

#endif
