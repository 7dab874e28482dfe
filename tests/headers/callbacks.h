/* Function-pointer typedefs and callback parameters. */
#ifndef CALLBACKS_H
#define CALLBACKS_H
#include <stddef.h>

#define FOO_CB

typedef enum fooResult_enum {
    FOO_SUCCESS = 0,
    FOO_ERROR_INVALID_VALUE = 1
} fooResult;

typedef struct fooStream_st *fooStream;

/**
 * Host function called on a stream.
 *
 * \param userData - Argument given at registration
 */
typedef void (FOO_CB *fooHostFn)(void *userData);

/** Called with the stream and status; returns nothing. */
typedef void (FOO_CB *fooStreamCallback)(fooStream hStream, fooResult status, void *userData);

/** A callback that returns a value and takes a size. */
typedef int (*fooAllocator)(size_t bytes, void **ptr);

/** A callback typedef named again (an alias). */
typedef fooHostFn fooHostFn_v2;

/** A struct holding a callback. */
typedef struct fooHooks_st {
    fooHostFn onStart;
    fooAllocator alloc;
    void (*onStop)(int code);
    void *userData;
} fooHooks;

/**
 * \brief Enqueues a host function
 *
 * \param hStream  - Stream to enqueue in
 * \param fn       - The function to call
 * \param userData - User-specified data passed to the function
 *
 * \return ::FOO_SUCCESS, ::FOO_ERROR_INVALID_VALUE
 */
fooResult fooLaunchHostFunc(fooStream hStream, fooHostFn fn, void *userData);

/**
 * \brief Adds a stream callback
 *
 * \param hStream  - Stream to add the callback to
 * \param callback - The function to call
 * \param userData - User data passed to the callback
 * \param flags    - Reserved, must be 0
 *
 * \return ::FOO_SUCCESS
 */
fooResult fooStreamAddCallback(fooStream hStream, fooStreamCallback callback, void *userData, unsigned int flags);

/**
 * \brief Takes a raw function pointer parameter
 *
 * \param handler - Called with an error code
 *
 * \return ::FOO_SUCCESS
 */
fooResult fooSetHandler(void (*handler)(int code));

/**
 * \brief Installs hooks
 *
 * \param hooks - Hooks to install
 *
 * \return ::FOO_SUCCESS
 */
fooResult fooSetHooks(const fooHooks *hooks);

#endif
