/* tests/test_pydiff.py: the "new" release. */
#ifndef PYLIB_H
#define PYLIB_H
typedef enum pyResult_enum { PY_SUCCESS = 0, PY_ERROR_A = 1 } pyResult;
typedef enum pyMode_enum {
    PY_MODE_A = 0,      /**< Deprecated, use PY_MODE_NEW_NAME */
    PY_MODE_NEW_NAME = 1,
    PY_MODE_MOVES = 4
} pyMode;
typedef struct pyCtx_st *pyCtx;
typedef int pyDevice;
typedef struct pyProps_st {
    int kept;           /**< Deprecated. Use instead engines. */
    float retyped;
    int engines;
} pyProps;
typedef struct pyNewName_st { int a; } pyNewName;
typedef pyNewName pyOldName;
/** Deprecated, use PY_LIMIT */
#define PY_FLAG_OLD 2
#define PY_LIMIT 128

/** \param x - A value */
pyResult pyCurrent(int x);
/**
 * \param pctx  - Returned context
 * \param props - Context properties
 * \param flags - Flags
 */
pyResult pyAddsParam(pyCtx *pctx, const pyProps *props, unsigned int flags);
/** \param a - A */
pyResult pyDropsParam(int a);
/** \param count - How many \param options - Options */
pyResult pyRenames(int count, int options);
/** \param src - Source \param dst - Destination */
pyResult pyReorders(pyCtx src, pyCtx dst);
/**
 * \param values - The values
 * \param total  - Number of values
 */
pyResult pyDerives(const int *values, unsigned int total);
/** \param a - Returned a \param b - Returned b */
pyResult pyMoreOutputs(int *a, int *b);
/** \param v - Returned value */
pyResult pyRetypedOutput(float *v);
/** \param dev - Returned device */
pyResult pyNarrowedOutput(pyDevice *dev);
/** \deprecated Use ::pyCurrent. */
pyResult pyDeprecatedLater(int x);
/** \param x - A value */
pyResult pyUnchanged(int x);
#endif
