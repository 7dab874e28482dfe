/* Doxygen groups: chapters opened and closed by group markers, a nested group, and a
 * declaration outside any group. Each group with functions becomes a docs page. */
#ifndef GROUPS_H
#define GROUPS_H

/**
 * \defgroup FOO_TYPES Data types used by the foo API
 * @{
 */

/** Result codes */
typedef enum fooResult_enum {
    FOO_SUCCESS = 0,           /**< No error */
    FOO_ERROR_NOT_INITIALIZED = 1  /**< Call fooInit first */
} fooResult;

/** The API version */
#define FOO_API_VERSION 3

typedef struct fooCtx_st *fooCtx; /**< A context */

/** @} */ /* END FOO_TYPES */

/**
 * \defgroup FOO_INIT Initialization
 *
 * ___MANBRIEF___ initialization functions of the foo API ___ENDMANBRIEF___
 *
 * This section describes the initialization functions.
 *
 * @{
 */

/**
 * \brief Initializes the library
 *
 * \param Flags - Initialization flag, must be 0
 *
 * \return ::FOO_SUCCESS
 */
fooResult fooInit(unsigned int Flags);

/** @} */ /* END FOO_INIT */

/**
 * \defgroup FOO_CTX Context Management
 *
 * This section describes the context management functions.
 *
 * @{
 */

/**
 * \brief Creates a context
 *
 * \param pctx - Returned context
 *
 * \return ::FOO_SUCCESS, ::FOO_ERROR_NOT_INITIALIZED
 */
fooResult fooCtxCreate(fooCtx *pctx);

/**
 * \defgroup FOO_CTX_DEPRECATED Context Management [DEPRECATED]
 *
 * Deprecated context functions, nested inside Context Management.
 *
 * @{
 */

/**
 * \brief Attaches to a context
 *
 * \deprecated Use ::fooCtxCreate.
 *
 * \param pctx - Returned context
 *
 * \return ::FOO_SUCCESS
 */
fooResult fooCtxAttach(fooCtx *pctx);

/** @} */ /* END FOO_CTX_DEPRECATED */

/**
 * \brief Destroys a context (back in the outer group)
 *
 * \param ctx - Context to destroy
 *
 * \return ::FOO_SUCCESS
 */
fooResult fooCtxDestroy(fooCtx ctx);

/** @} */ /* END FOO_CTX */

/**
 * \brief Declared outside any group
 *
 * \return ::FOO_SUCCESS
 */
fooResult fooUngrouped(void);

#endif
