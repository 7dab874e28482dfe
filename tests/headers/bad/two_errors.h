/* Two independent errors: both are reported, each with its line. */
typedef enum fooResult_enum { FOO_SUCCESS = 0, FOO_ERROR_X = 1 } fooResult;
fooResult fooFirst(fooMissingA a); /* error here */
fooResult fooSecond(int b);
fooResult fooThird(fooMissingB c); /* error here */
