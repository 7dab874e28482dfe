/* Uses a type declared by a header outside this library: an error, with where it comes from. */
#include "foo_other.h"
typedef enum fooResult_enum { FOO_SUCCESS = 0, FOO_ERROR_X = 1 } fooResult;
fooResult fooUse(fooOther *other);
