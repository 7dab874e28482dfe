/* A struct that is never closed: the error is at the end of the file. */
typedef enum fooResult_enum { FOO_SUCCESS = 0, FOO_ERROR_X = 1 } fooResult;

typedef struct fooOpen_st {
    int a;
    int b;
