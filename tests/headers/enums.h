/* Enums: the underlying type clang picks, negative and large values, duplicates. */
#ifndef ENUMS_H
#define ENUMS_H

typedef enum fooResult_enum {
    FOO_SUCCESS = 0,
    FOO_ERROR_INVALID_VALUE = 1,
    FOO_ERROR_UNKNOWN = 999
} fooResult;

/** Only non-negative values: the underlying type is unsigned int. */
typedef enum fooFlags_enum {
    FOO_FLAG_NONE = 0x0,     /**< No flags */
    FOO_FLAG_A    = 0x1,     /**< Flag A */
    FOO_FLAG_B    = 1 << 1,  /**< Flag B */
    FOO_FLAG_HIGH = 0x80000000 /**< Bit 31: above INT_MAX, still unsigned int */
} fooFlags;

/** A negative value makes the underlying type int. */
typedef enum fooLevel_enum {
    FOO_LEVEL_INVALID = -2,
    FOO_LEVEL_NONE    = -1,
    FOO_LEVEL_LOW     = 0,
    FOO_LEVEL_HIGH    = 1
} fooLevel;

/** Duplicated values: aliases of the same member. */
typedef enum fooMode_enum {
    FOO_MODE_DEFAULT = 0,
    FOO_MODE_FAST    = 1,
    FOO_MODE_SPEED   = 1,   /**< Same as FOO_MODE_FAST */
    FOO_MODE_MAX     = FOO_MODE_FAST + 1
} fooMode;

/** Values beyond 32 bits: the underlying type is a 64-bit one. */
typedef enum fooWide_enum {
    FOO_WIDE_SMALL  = 1,
    FOO_WIDE_BIG    = 0x100000000,
    FOO_WIDE_TOP    = 0xFFFFFFFFFFFFFFFF
} fooWide;

/** Negative and above 2**31: the underlying type is long. */
typedef enum fooMixed_enum {
    FOO_MIXED_NEG  = -1,
    FOO_MIXED_HIGH = 0x80000000
} fooMixed;

/** Declared by tag only, without a typedef. */
enum fooTagOnly {
    FOO_TAG_A = 10,
    FOO_TAG_B
};

/** An anonymous enum named by its typedef. */
typedef enum {
    FOO_ANON_X = 5,
    FOO_ANON_Y = 6
} fooAnon;

/**
 * \brief Takes and returns enums
 *
 * \param mode  - Mode to set
 * \param level - Returned level
 *
 * \return ::FOO_SUCCESS, ::FOO_ERROR_INVALID_VALUE
 */
fooResult fooSetMode(fooMode mode, fooLevel *level);

/**
 * \brief Takes a wide enum and a tag-only enum
 *
 * \param w - Wide value
 * \param t - Tagged value
 *
 * \return ::FOO_SUCCESS
 */
fooResult fooUseWide(fooWide w, enum fooTagOnly t);

#endif
