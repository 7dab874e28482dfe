/* Fixture for tests/test_layout.py: what the layout check must handle, all of which the generator
 * supports today (the check must find no mismatch here). cuda.h has no bit-fields; this does. */
#ifndef LAYOUT_OK_H
#define LAYOUT_OK_H

#define LAYOUT_FLAG_A 0x1
#define LAYOUT_FLAG_U 0x80000000u
#define LAYOUT_BIG 0x100000000ULL
#define LAYOUT_NEG (-5)
#define LAYOUT_NAME "layout"
#define LAYOUT_SCALE 1.5

typedef struct layoutHandle_st *layoutHandle;
typedef int layoutDev;
#define LAYOUT_HANDLE_DEFAULT ((layoutHandle)0x10)
#define LAYOUT_DEV_NONE ((layoutDev)-2)

typedef enum layoutMode_enum { LAYOUT_MODE_A = 0, LAYOUT_MODE_B = 0x7fffffff } layoutMode;
typedef enum layoutSigned_enum { LAYOUT_SIGNED_NEG = -1, LAYOUT_SIGNED_POS = 3 } layoutSigned;

/* Bit-fields of one type, each run filling its unit, then a plain member. */
typedef struct layoutBits_st {
    unsigned int lo : 3;
    unsigned int mid : 9;
    int s : 5;
    unsigned int hi : 15;
    unsigned int next : 4;
    unsigned int rest : 28;
    unsigned long long wide;
} layoutBits;

typedef struct layoutOuter_st {
    layoutMode mode;
    layoutSigned sign;
    union {                                   /* anonymous member holding a named nested struct */
        struct { unsigned int x : 4; unsigned int y : 12; unsigned int z : 16; } packed;
        unsigned int raw;
    };
    struct {                                  /* anonymous member with bit-fields of its own */
        unsigned short f1 : 6;
        unsigned short f2 : 10;
    };
    struct { char c; double d; } item;        /* named nested struct */
    struct { int from; int lambda; char name[7]; struct { short deep; } inner; } misc;
    union { unsigned long long u; void *p; } value;
    layoutBits bits[2];
} layoutOuter;

struct layoutTagged { short a; long long b; };

int layoutGet(layoutOuter *o, struct layoutTagged *t, layoutBits *b);

#endif
