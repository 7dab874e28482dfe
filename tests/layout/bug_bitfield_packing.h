/* Fixture for tests/test_layout.py (known generator bug): bit-field layouts where gcc (SysV ABI)
 * and ctypes before Python 3.14 disagree. */
typedef struct bugAfterBits_st {   /* gcc: b at offset 1, c at 2, sizeof 4; ctypes: b at 4 */
    unsigned int a : 4;
    unsigned char b;
    unsigned short c;
} bugAfterBits;

typedef struct bugMixedBits_st {   /* gcc: all three share one 4-byte unit */
    unsigned char a : 3;
    unsigned int b : 20;
    unsigned short c : 9;
} bugMixedBits;

typedef struct bugWideBits_st {    /* gcc: c at offset 13 */
    unsigned int a : 20;
    unsigned long long b : 40;
    unsigned char c;
} bugWideBits;

int bugBitsGet(bugAfterBits *a, bugMixedBits *m, bugWideBits *w);
