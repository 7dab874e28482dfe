/* size_t used without including stddef.h: an error, never a silent int. */
typedef enum fooResult_enum { FOO_SUCCESS = 0, FOO_ERROR_X = 1 } fooResult;
fooResult fooAlloc(size_t bytes); /* error here */
