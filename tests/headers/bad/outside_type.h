/* Uses a type declared by a header outside this library: an error for a Source that takes no
   foreign types (test_frontend.py), taken in for one given with --header (test_cli_errors.py). */
#include "foo_other.h"
typedef enum fooResult_enum { FOO_SUCCESS = 0, FOO_ERROR_X = 1 } fooResult;
fooResult fooUse(fooOther *other);
