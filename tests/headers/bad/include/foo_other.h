/* Another library's header, found through -I. */
typedef struct fooOther_st { int x; } fooOther;
