/* Functions: how each C parameter shows in Python (out-parameters, several outputs,
 * strings, host buffers, arrays with counts, structs by pointer). */
#ifndef FUNCTIONS_H
#define FUNCTIONS_H
#include <stddef.h>

typedef enum fooResult_enum {
    FOO_SUCCESS = 0,
    FOO_ERROR_INVALID_VALUE = 1,
    FOO_ERROR_NOT_READY = 2
} fooResult;

typedef struct fooCtx_st *fooCtx;
typedef unsigned long long fooDeviceptr;

typedef struct fooDesc_st {
    unsigned int width;
    unsigned int height;
} fooDesc;

/**
 * \brief Returns the number of devices
 *
 * \param count - Returned number of devices
 *
 * \return ::FOO_SUCCESS, ::FOO_ERROR_INVALID_VALUE
 */
fooResult fooGetCount(int *count);

/**
 * \brief Creates a context
 *
 * \param pctx  - Returned context handle of the new context
 * \param flags - Context creation flags
 *
 * \return ::FOO_SUCCESS
 */
fooResult fooCtxCreate(fooCtx *pctx, unsigned int flags);

/**
 * \brief Returns two outputs, in C order
 *
 * \param dptr  - Returned device pointer
 * \param bytes - Returned size in bytes
 * \param ctx   - Context to query
 * \param name  - Name of the global
 *
 * \return ::FOO_SUCCESS
 */
fooResult fooGetGlobal(fooDeviceptr *dptr, size_t *bytes, fooCtx ctx, const char *name);

/**
 * \brief Returns a name into a caller buffer
 *
 * \param name - Returned identifier string
 * \param len  - Maximum length of string to store in \p name
 * \param dev  - Device to get the name of
 *
 * \return ::FOO_SUCCESS
 */
fooResult fooGetName(char *name, int len, int dev);

/**
 * \brief Returns a static string
 *
 * \param error - Error code to describe
 * \param pStr  - Returned string
 *
 * \return ::FOO_SUCCESS
 */
fooResult fooGetErrorString(fooResult error, const char **pStr);

/**
 * \brief Copies host memory to the device
 *
 * \param dstDevice - Destination device pointer
 * \param srcHost   - Source host pointer
 * \param ByteCount - Size of memory copy in bytes
 *
 * \return ::FOO_SUCCESS
 */
fooResult fooMemcpyHtoD(fooDeviceptr dstDevice, const void *srcHost, size_t ByteCount);

/**
 * \brief Copies device memory to the host
 *
 * \param dstHost   - Destination host pointer
 * \param srcDevice - Source device pointer
 * \param ByteCount - Size of memory copy in bytes
 *
 * \return ::FOO_SUCCESS
 */
fooResult fooMemcpyDtoH(void *dstHost, fooDeviceptr srcDevice, size_t ByteCount);

/**
 * \brief Waits on several contexts
 *
 * \param contexts    - Contexts to wait on
 * \param numContexts - Number of contexts
 *
 * \return ::FOO_SUCCESS
 */
fooResult fooWaitAll(const fooCtx *contexts, unsigned int numContexts);

/**
 * \brief Sets several flags
 *
 * \param values - Values to set
 * \param count  - Number of values
 *
 * \return ::FOO_SUCCESS
 */
fooResult fooSetValues(const int *values, size_t count);

/**
 * \brief Takes a struct by pointer
 *
 * \param desc - Descriptor of the array to create
 *
 * \return ::FOO_SUCCESS
 */
fooResult fooArrayCreate(const fooDesc *desc);

/**
 * \brief Fills a struct
 *
 * \param[out] desc - Returned descriptor
 * \param[in]  ctx  - Context to query
 *
 * \return ::FOO_SUCCESS
 */
fooResult fooArrayGetDescriptor(fooDesc *desc, fooCtx ctx);

/**
 * \brief Describes an array: only the [out] direction says the struct is an output
 *
 * \param[out] desc - Descriptor of the array
 * \param[in]  ctx  - Context to query
 *
 * \return ::FOO_SUCCESS
 */
fooResult fooArrayDescribe(fooDesc *desc, fooCtx ctx);

/**
 * \brief Parameters named like Python keywords, one without a name
 *
 * \return ::FOO_SUCCESS
 */
fooResult fooKeywords(int lambda, unsigned int from, float);

/**
 * \brief Returns an answer, not a result code
 */
int fooAdd(int a, int b);

/**
 * \brief Returns nothing
 */
void fooReset(void);

/**
 * \brief Takes a raw pointer it cannot classify
 *
 * \param p - Opaque pointer
 *
 * \return ::FOO_SUCCESS
 */
fooResult fooRaw(void *p);

#endif
