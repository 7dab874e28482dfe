/* Fixture for tests/test_layout.py (a generator bug once; kept as a regression fixture): an unnamed zero-width bit-field. */
typedef struct bugZero_st {
    unsigned int a : 3;
    unsigned int : 0;
    unsigned int b : 3;
} bugZero;

int bugZeroGet(bugZero *z);
