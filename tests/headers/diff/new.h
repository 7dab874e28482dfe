/* tests/test_diff.py: the "new" release. */
#ifndef DIFFLIB_H
#define DIFFLIB_H
typedef enum diffResult_enum { DIFF_SUCCESS = 0, DIFF_ERROR_A = 1, DIFF_ERROR_NEW = 3 } diffResult;
typedef enum diffMode_enum { DIFF_MODE_A = 0, DIFF_MODE_B = 2 } diffMode;
typedef struct diffAdded_st { int a; } diffAdded;
typedef struct diffGrows_st { int a; long long added; } diffGrows;
typedef struct diffMoves_st { char c; long long a; int b; } diffMoves;
typedef struct diffRetyped_st { long long a; } diffRetyped;
typedef long diffHandleType;
typedef void (*diffCallback)(int value, void *data);
#define DIFF_FLAG_A 1
#define DIFF_FLAG_NEW 4
#define DIFF_LIMIT 128
#define diffVersioned diffVersioned_v2
diffResult diffAddedFunction(int x);
diffResult diffSignature(int x, int y);
diffResult diffVersioned(int x);
/** \brief Kept
 * \deprecated Use diffUnchanged. */
diffResult diffDeprecated(int x);
diffResult diffUnchanged(const diffMoves *m);
#endif
