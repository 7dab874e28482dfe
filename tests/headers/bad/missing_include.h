/* Includes a header that does not exist. */
#include "foo_does_not_exist.h" /* error here */
typedef enum fooResult_enum { FOO_SUCCESS = 0, FOO_ERROR_X = 1 } fooResult;
fooResult fooFirst(int value);
