/* A syntax error: cudagen must stop and name the line. */
typedef enum fooResult_enum { FOO_SUCCESS = 0, FOO_ERROR_X = 1 } fooResult;

fooResult fooFirst(int value);
fooResult fooBroken(int value,, int other); /* error here */
fooResult fooLast(int value);
