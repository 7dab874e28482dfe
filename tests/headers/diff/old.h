/* tests/test_diff.py: the "old" release. Each declaration changes in new.h in one way. */
#ifndef DIFFLIB_H
#define DIFFLIB_H
typedef enum diffResult_enum { DIFF_SUCCESS = 0, DIFF_ERROR_A = 1, DIFF_ERROR_GONE = 2 } diffResult;
typedef enum diffMode_enum { DIFF_MODE_A = 0, DIFF_MODE_B = 1 } diffMode;
typedef struct diffRemoved_st { int a; } diffRemoved;
typedef struct diffGrows_st { int a; } diffGrows;
typedef struct diffMoves_st { char c; int a; int b; } diffMoves;
typedef struct diffRetyped_st { int a; int gone; } diffRetyped;
typedef int diffHandleType;
typedef void (*diffCallback)(int value);
#define DIFF_FLAG_A 1
#define DIFF_FLAG_REMOVED 2
#define DIFF_LIMIT 64
#define diffVersioned diffVersioned_v1
diffResult diffRemovedFunction(int x);
diffResult diffSignature(int x);
diffResult diffVersioned(int x);
/** \brief Kept, deprecated in new.h */
diffResult diffDeprecated(int x);
diffResult diffUnchanged(const diffMoves *m);
#endif
