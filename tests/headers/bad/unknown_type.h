/* Uses a type nobody declared. */
typedef enum fooResult_enum { FOO_SUCCESS = 0, FOO_ERROR_X = 1 } fooResult;

fooResult fooFirst(fooUnknown_t value); /* error here */
