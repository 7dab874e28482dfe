/* Includes a header that declares itself a system header; both are owned by the library
 * (tests/test_frontend.py builds the Source), as vendored CUDA headers include each other. */
#ifndef SYSTEM_MAIN_H
#define SYSTEM_MAIN_H
#include "system_inner.h"

/**
 * \brief Documented in the main header
 *
 * \return ::FOO_SUCCESS
 */
fooResult fooMainCall(void);

#endif
