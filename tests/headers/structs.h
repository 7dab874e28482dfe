/* Structs and unions: nested named and anonymous members, arrays, bit-fields,
 * pointers to self. The generated ctypes layout must equal the compiler's. */
#ifndef STRUCTS_H
#define STRUCTS_H

typedef enum fooResult_enum {
    FOO_SUCCESS = 0,
    FOO_ERROR_INVALID_VALUE = 1
} fooResult;

/** A plain struct with a char that forces padding. */
typedef struct fooPoint_st {
    char tag;          /**< One byte, then padding */
    double x;          /**< X coordinate */
    double y;          /**< Y coordinate */
} fooPoint;

/** A struct holding another by value, declared after it is used here. */
typedef struct fooLine_st {
    struct fooPoint_st start; /**< First point */
    fooPoint end;             /**< Last point */
} fooLine;

/** Nested definitions: a named nested struct, a struct member of anonymous type, and
 * anonymous struct and union members whose fields belong to the parent. */
typedef struct fooNested_st {
    int kind;
    struct fooInner_st {
        short a;
        short b;
    } inner;
    struct {
        unsigned char r, g, b;
    } color;
    union {
        int asInt;
        float asFloat;
    };
    struct {
        long long lo;
        long long hi;
    };
} fooNested;

/** A union of a handle, an array and a struct (the CUDA resource-descriptor pattern). */
typedef union fooValue_un {
    void *ptr;
    unsigned int words[4];
    struct {
        unsigned short x, y, z;
    } dim;
    char pad[24];
} fooValue;

/** Arrays: one-dimensional, two-dimensional, of structs, of chars. */
typedef struct fooArrays_st {
    int one[3];
    float two[2][3];
    fooPoint points[2];
    char name[16];
    unsigned char bytes[5];
    unsigned long long reserved[2];
} fooArrays;

/** Named bit-fields of one type; c does not fit in the first unit and starts the next.
 * (Unnamed bit-fields and mixed-type packing are covered by tests/layout/.) */
typedef struct fooBits_st {
    unsigned int a : 1;
    unsigned int b : 3;
    unsigned int c : 30;
    unsigned int d : 5;
    unsigned int e;
} fooBits;

/** A linked list: pointers to its own type. */
typedef struct fooNode_st {
    struct fooNode_st *next;
    struct fooNode_st *prev;
    int value;
} fooNode;

/** Struct with a pointer to a struct that has a layout. */
typedef struct fooRef_st {
    const fooPoint *origin;
    fooNode *head;
    const char *label;
} fooRef;

/**
 * \brief Fills a line
 *
 * \param line - Returned line
 *
 * \return ::FOO_SUCCESS
 */
fooResult fooGetLine(fooLine *line);

/**
 * \brief Takes a union by pointer
 *
 * \param value - Value to store
 *
 * \return ::FOO_SUCCESS
 */
fooResult fooSetValue(const fooValue *value);

#endif
