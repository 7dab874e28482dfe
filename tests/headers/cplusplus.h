/* A C API in a C++ header: <cstddef>, `extern "C"` (behind #ifdef __cplusplus, and bare), a
 * struct and an enum named without their keyword, `bool`, `std::size_t`, `half` from a C++
 * header, and around it C++ that Python cannot call (a namespace's C++ functions, an overload,
 * templates, classes, a reference, a default argument), each left out with one line. */
#ifndef CPLUSPLUS_H
#define CPLUSPLUS_H
#include <cstddef>
#include <cstdint>
#include <cuda_fp16.h> /* half: cudagen's stand-in wins over any real one */

#define CXX_VERSION 1203

#ifdef __cplusplus
extern "C" {
#endif

typedef enum cxxStatus_enum {
    CXX_SUCCESS = 0,
    CXX_ERROR_INVALID_VALUE = 1
} cxxStatus;

typedef struct cxxHandle_st *cxxHandle;

/** A point. */
struct cxxPoint {
    int32_t x;
    int32_t y;
};

enum cxxMode { CXX_MODE_FAST = 1, CXX_MODE_EXACT = 2 };

/**
 * \brief Creates a handle
 *
 * \param handle - Returned handle
 */
cxxStatus cxxCreate(cxxHandle *handle);

/** \brief Destroys a handle */
cxxStatus cxxDestroy(cxxHandle handle);

/**
 * \brief Adds two points
 *
 * \param a   - First point
 * \param b   - Second point
 * \param out - Returned sum
 */
cxxStatus cxxAddPoints(const cxxPoint *a, const cxxPoint *b, cxxPoint *out);

/** \brief Sets the mode of a handle */
cxxStatus cxxSetMode(cxxHandle handle, cxxMode mode);

/**
 * \brief The size of a mode's state
 *
 * \param mode  - The mode
 * \param bytes - Returned size in bytes
 */
cxxStatus cxxSizeOf(cxxMode mode, std::size_t *bytes);

/**
 * \brief Whether the handle is ready
 *
 * \param handle - The handle
 * \param ready  - Returned readiness
 */
cxxStatus cxxIsReady(cxxHandle handle, bool *ready);

/** \brief The sum of two half-precision values */
half cxxHalfAdd(half a, half b);

#ifdef __cplusplus
}
#endif

extern "C" int cxxAnswer(void);

namespace cxx {
int version();
extern "C" int cxxVersion(void);
struct cxxOptions {
    int level;
    float scale;
};
}

extern "C" cxxStatus cxxConfigure(cxxHandle handle, const cxx::cxxOptions *options);

int cxxOverload(int x);
int cxxOverload(double x);

template <typename T> T cxxMax(T a, T b);

template <typename T> struct cxxBox {
    T value;
};

class cxxCounter {
public:
    explicit cxxCounter(int start);
    int next();

private:
    int count;
};

class cxxStream {
public:
    virtual ~cxxStream();
    virtual int read(void *dst, std::size_t n) = 0;
};

typedef cxxStream *cxxStream_t;
extern "C" cxxStatus cxxStreamOpen(cxxStream_t *stream);
extern "C" int cxxCount(const int &n);
int cxxDefault(int x = 3);

#endif
