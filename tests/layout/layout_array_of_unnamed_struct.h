/* Fixture for tests/test_layout.py (a generator bug once; kept as a regression fixture): an array of an unnamed struct type. */
typedef struct bugArray_st {
    int count;
    struct { int x; char y; } items[2];
} bugArray;

int bugArrayGet(bugArray *a);
