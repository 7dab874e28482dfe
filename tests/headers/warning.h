/* A header whose only diagnostic is a warning: generation goes on (only errors stop it). */
#ifndef WARNING_H
#define WARNING_H

#warning "this fixture emits a preprocessor warning on purpose"

typedef enum fooResult_enum {
    FOO_SUCCESS = 0,
    FOO_ERROR_X = 1
} fooResult;

/**
 * \brief Declared after the warning
 *
 * \return ::FOO_SUCCESS
 */
fooResult fooAfterWarning(void);

#endif
