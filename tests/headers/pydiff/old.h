/* tests/test_pydiff.py: the "old" release. Each declaration changes in new.h in one way that a
 * caller of the generated Python bindings sees (some with no change of the C declaration). */
#ifndef PYLIB_H
#define PYLIB_H
typedef enum pyResult_enum { PY_SUCCESS = 0, PY_ERROR_A = 1, PY_ERROR_GONE = 2 } pyResult;
typedef enum pyMode_enum {
    PY_MODE_A = 0,
    PY_MODE_OLD_NAME = 1,
    PY_MODE_MOVES = 2,
    PY_MODE_GONE = 3
} pyMode;
typedef struct pyCtx_st *pyCtx;
typedef struct pyStream_st *pyStream;
typedef int pyDevice;
typedef struct pyProps_st { int kept; int gone; int retyped; } pyProps;
typedef struct pyOldName_st { int a; } pyOldName;
#define PY_FLAG_GONE 1
#define PY_FLAG_OLD 2
#define PY_LIMIT 64

/** \param x - A value */
pyResult pyGone(int x);
/** \deprecated Use ::pyCurrent instead. */
pyResult pyLegacy(int x);
/** \param x - A value */
pyResult pyCurrent(int x);
/**
 * \param pctx  - Returned context
 * \param flags - Flags
 */
pyResult pyAddsParam(pyCtx *pctx, unsigned int flags);
/** \param a - A \param b - B */
pyResult pyDropsParam(int a, int b);
/** \param count - How many \param flags - Flags */
pyResult pyRenames(int count, int flags);
/** \param dst - Destination \param src - Source */
pyResult pyReorders(pyCtx dst, pyCtx src);
/**
 * \param values - The values
 * \param total  - How many there are
 */
pyResult pyDerives(const int *values, unsigned int total);
/** \param a - Returned a */
pyResult pyMoreOutputs(int *a);
/** \param v - Returned value */
pyResult pyRetypedOutput(int *v);
/** \param dev - Returned device */
pyResult pyNarrowedOutput(int *dev);
/** \param x - A value */
pyResult pyDeprecatedLater(int x);
/** \param x - A value */
pyResult pyUnchanged(int x);
#endif
