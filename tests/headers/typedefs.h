/* Typedefs: chains of typedefs, opaque handles, integer handles, aliases of structs. */
#ifndef TYPEDEFS_H
#define TYPEDEFS_H

typedef enum fooResult_enum {
    FOO_SUCCESS = 0,
    FOO_ERROR_INVALID_HANDLE = 1
} fooResult;

/* A chain of integer typedefs ending in a builtin. */
typedef unsigned int fooUInt;
typedef fooUInt fooFlags;
typedef fooFlags fooStreamFlags;

/* Integer handles: ints that stand for an object. */
typedef int fooDevice_v1;
typedef fooDevice_v1 fooDevice;
typedef unsigned long long fooDeviceptr_v2;
typedef fooDeviceptr_v2 fooDeviceptr;

/* Width typedefs are plain ints, not handles. */
typedef unsigned long long foouint64_t;

/* Floating and bool typedefs. */
typedef float fooScale;
typedef _Bool fooBool;

/** Opaque handles: pointers to structs that are only declared. */
typedef struct fooCtx_st *fooCtx;         /**< A context */
typedef struct fooStream_st *fooStream;   /**< A stream */
/** A handle typedef of a handle typedef. */
typedef fooCtx fooPrimaryCtx;

/* A struct typedef'd twice, and a versioned struct name (the CUDA pattern). */
typedef struct fooDesc_st {
    fooDevice device;
    fooDeviceptr base;
    fooFlags flags;
    fooStream stream;
} fooDesc_v1;
typedef fooDesc_v1 fooDesc;

/* A typedef of a pointer to a struct with a layout (not a handle). */
typedef fooDesc *fooDescPtr;

/**
 * \brief Gets a device
 *
 * \param device  - Returned device
 * \param ordinal - Device number
 *
 * \return ::FOO_SUCCESS
 */
fooResult fooDeviceGet(fooDevice *device, int ordinal);

/**
 * \brief Creates a stream
 *
 * \param phStream - Returned stream
 * \param ctx      - Context of the stream
 * \param flags    - Creation flags
 *
 * \return ::FOO_SUCCESS, ::FOO_ERROR_INVALID_HANDLE
 */
fooResult fooStreamCreate(fooStream *phStream, fooPrimaryCtx ctx, fooStreamFlags flags);

/**
 * \brief Gets a descriptor, a flag word and a scale
 *
 * \param desc  - Returned descriptor
 * \param flags - Returned flags
 * \param scale - Returned scale
 * \param on    - Returned switch
 * \param dptr  - Device pointer to query
 *
 * \return ::FOO_SUCCESS
 */
fooResult fooGetInfo(fooDesc *desc, fooFlags *flags, fooScale *scale, fooBool *on, fooDeviceptr dptr);

/**
 * \brief Takes width typedefs and a pointer typedef
 *
 * \param size - Size in bytes
 * \param desc - Descriptor
 *
 * \return ::FOO_SUCCESS
 */
fooResult fooSetSize(foouint64_t size, fooDescPtr desc);

#endif
