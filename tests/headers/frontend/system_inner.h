/* Declares itself a system header: clang drops comments of system headers unless told
 * to keep them (-fretain-comments-from-system-headers). */
#pragma GCC system_header
#ifndef SYSTEM_INNER_H
#define SYSTEM_INNER_H

typedef enum fooResult_enum {
    FOO_SUCCESS = 0,  /**< Success */
    FOO_ERROR_X = 1   /**< Failure */
} fooResult;

/**
 * \brief Documented inside a system header
 *
 * \param value - The value to set
 *
 * \return ::FOO_SUCCESS, ::FOO_ERROR_X
 */
fooResult fooSystemSet(int value);

#endif
