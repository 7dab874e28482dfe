/* Doxygen documentation: brief and details, parameters with directions, return codes,
 * notes and their aliases, see-also lists, deprecation, code blocks, inline markup. */
#ifndef DOXYGEN_H
#define DOXYGEN_H
#include <stddef.h>

/**
 * Result codes
 */
typedef enum fooResult_enum {
    /**
     * The call succeeded.
     */
    FOO_SUCCESS = 0,
    /**
     * A parameter was out of range.
     */
    FOO_ERROR_INVALID_VALUE = 1,
    FOO_ERROR_OUT_OF_MEMORY = 2,  /**< Not enough memory */
    FOO_ERROR_NOT_READY = 3       /**< Not finished yet */
} fooResult;

/**
 * \brief A documented struct
 *
 * Longer description of the struct, over
 * two lines.
 */
typedef struct fooInfo_st {
    int major;      /**< Major version */
    int minor;      /**< Minor version */
    size_t memory;  /**< Memory in bytes, see ::fooGetInfo */
} fooInfo;

/**
 * \brief Allocates device memory
 *
 * Allocates \p bytesize bytes of linear memory on the device and returns in
 * \p *dptr a pointer to the allocated memory. The memory is not cleared.
 * If \p bytesize is 0, ::fooAlloc() returns ::FOO_ERROR_INVALID_VALUE.
 *
 * A second paragraph with \e emphasis and \b bold and \c code words.
 *
 * \param[out] dptr     - Returned device pointer
 * \param[in]  bytesize - Requested allocation size in bytes
 *
 * \return
 * ::FOO_SUCCESS,
 * ::FOO_ERROR_INVALID_VALUE,
 * ::FOO_ERROR_OUT_OF_MEMORY
 * \notefnerr
 *
 * \sa ::fooFree,
 * ::fooGetInfo,
 * ::cudaMalloc
 */
fooResult fooAlloc(unsigned long long *dptr, size_t bytesize);

/**
 * \brief Frees device memory
 *
 * \param[in] dptr - Pointer to memory to free
 *
 * \return ::FOO_SUCCESS, ::FOO_ERROR_INVALID_VALUE
 *
 * \note The memory must not be in use.
 * \note_null_stream
 *
 * \sa ::fooAlloc
 */
fooResult fooFree(unsigned long long dptr);

/**
 * \brief Returns information, in and out
 *
 * Example:
 * \code
 * fooInfo info = {0};
 * if (fooGetInfo(&info, 0) == FOO_SUCCESS) {
 *     printf("%d.%d\n", info.major, info.minor);
 * }
 * \endcode
 *
 * \param[in,out] info - Structure to fill; \p info->major selects the query
 * \param[in]     flags - Query flags
 *
 * \return
 * ::FOO_SUCCESS
 */
fooResult fooGetInfo(fooInfo *info, unsigned int flags);

/**
 * \brief Queries completion
 *
 * Returns ::FOO_SUCCESS if all work has completed, or ::FOO_ERROR_NOT_READY if not.
 *
 * \param hStream - Stream to query
 *
 * \return
 * The status of the stream: ::FOO_SUCCESS when done, otherwise ::FOO_ERROR_NOT_READY.
 */
fooResult fooQuery(void *hStream);

/**
 * \brief Text after the return codes
 *
 * \param value - The value
 *
 * \return
 * ::FOO_SUCCESS,
 * ::FOO_ERROR_INVALID_VALUE
 *
 * This paragraph follows the return codes after a blank line, so it is part of the
 * details, not of the return value.
 */
fooResult fooTextAfterReturn(int value);

/**
 * \brief Refers to a member: ::fooInfo::major
 *
 * \param info - The info
 * \return ::FOO_SUCCESS
 */
fooResult fooMemberRef(const fooInfo *info);

/**
 * \brief Old way to allocate
 *
 * \deprecated
 *
 * This function is deprecated as of version 2.0. Use ::fooAlloc instead.
 *
 * \param[out] dptr - Returned device pointer
 *
 * \return ::FOO_SUCCESS
 *
 * \sa ::fooAlloc
 */
fooResult fooAllocOld(unsigned long long *dptr);

/**
 * Without \\brief: the first paragraph is the brief.
 *
 * Then the details.
 *
 * \param value - The value
 * \return ::FOO_SUCCESS
 */
fooResult fooNoBrief(int value);

/** One-line comment without commands. */
fooResult fooOneLine(void);

fooResult fooUndocumented(int value);

#endif
