/* Fixture for tests/test_layout.py (a generator bug once; kept as a regression fixture): an unnamed bit-field used as padding. */
typedef struct bugUnnamed_st {
    unsigned int a : 3;
    unsigned int : 5;
    unsigned int b : 3;
} bugUnnamed;

int bugUnnamedGet(bugUnnamed *u);
