/* Deprecations, in each way the CUDA headers say them: the deprecated attribute (with and
 * without a message), Doxygen \deprecated, and a brief that says "Deprecated" (enumerators,
 * struct fields, macros). The stubs mark functions, structs and fields with @deprecated;
 * deprecated functions warn when called. */
#ifndef DEPRECATED_H
#define DEPRECATED_H

#define FOO_DEPRECATED __attribute__((deprecated))
#define FOO_DEPRECATED_MSG(msg) __attribute__((deprecated(msg)))

typedef enum fooResult_enum {
    FOO_SUCCESS = 0,
    FOO_ERROR_INVALID_VALUE = 1
} fooResult;

typedef enum fooMode_enum {
    FOO_MODE_FAST = 0,
    FOO_MODE_QUICK = 1,       /**< Deprecated, use FOO_MODE_FAST */
    FOO_MODE_SLOW = 2,        /**< \deprecated No longer has any effect. */
    FOO_MODE_SAFE = 3         /**< Safe mode: not deprecated */
} fooMode;

/** A struct with fields old and new */
typedef struct fooProps_st {
    int clock;                /**< Deprecated, Clock rate in kHz */
    int overlap;              /**< Copies overlap kernels. Deprecated. Use instead engines. */
    int engines;              /**< Number of copy engines */
} fooProps;

/** A struct the attribute deprecates */
typedef struct FOO_DEPRECATED_MSG("use fooProps") fooOldProps_st {
    int clock;
} fooOldProps;

/** Deprecated, use FOO_FLAG_NEW */
#define FOO_FLAG_OLD 1
/** The new flag */
#define FOO_FLAG_NEW 2

/** \brief Current way */
fooResult fooGetMode(fooMode *mode);

/** \brief Old way, by attribute with a message */
FOO_DEPRECATED_MSG("Use fooGetMode instead.") fooResult fooGetModeOld(fooMode *mode);

/** \brief Old way, by attribute alone */
FOO_DEPRECATED fooResult fooReset(void);

/**
 * \brief Old way, by Doxygen
 *
 * \deprecated
 *
 * This function was deprecated as of version 3.0 and replaced by ::fooGetMode().
 */
fooResult fooQueryMode(fooMode *mode);

#endif
