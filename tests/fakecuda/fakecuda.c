/* A fake CUDA driver (libcuda) for testing the generated bindings without a GPU.
 *
 * Built by tests/test_driver_runtime.py with `gcc -shared -fPIC -I headers/13.0`. It includes the
 * vendored cuda.h, so every fake function is compiled against the header's own prototype and is
 * exported under the versioned symbol the header maps the public name to (cuMemAlloc ->
 * cuMemAlloc_v2), just like the real libcuda. Device memory is host memory (malloc).
 *
 * cuGetProcAddress_v2 resolves base names ("cuMemAlloc") from TABLE below, honouring the requested
 * CUDA version and the legacy / per-thread default-stream flags, and records what it was asked so
 * the tests can read it back through the fake_* functions at the bottom. Some functions that
 * cuda.h declares are left out on purpose (cuCtxCreate, ...): resolving them must fail.
 *
 * Build with -DFAKECUDA_NO_GETPROC for a driver without cuGetProcAddress (the bindings then fall
 * back to looking the versioned symbols up directly).
 *
 * Environment: FAKECUDA_PROC_DELAY_US=<n> makes every cuGetProcAddress call sleep n microseconds
 * (to widen race windows in the threading tests).
 */
#define _GNU_SOURCE /* memfd_create */
#include <cuda.h>

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ------------------------------------------------------------------------------------ state */

static long g_calls;           /* driver API calls made (everything but cuGetProcAddress) */
static long g_proc_calls;      /* cuGetProcAddress calls */
static int g_last_version = -1;
static long long g_last_flags = -1;
static char g_last_symbol[128];
static int g_stream_mode;      /* 1: legacy entry point ran last, 2: per-thread one */
static int g_query_count;      /* cuStreamQuery: first call NOT_READY, then SUCCESS */
static int g_event_query_count;
static unsigned long long g_link_sum;
static size_t g_link_size;
static long long g_kernel_a;
static double g_kernel_b;
static unsigned long long g_kernel_c;
static unsigned long long g_kernel_threads;
static int g_launches;
static long long g_kernel_a_sum;         /* over every launch of either kernel (threads check it) */
static unsigned long long g_kernel_c_sum;
static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static __thread CUcontext t_current_ctx;

#define LOOKUP_SLOTS 64
static struct { char name[64]; int count; } g_lookups[LOOKUP_SLOTS];

#define MAX_ALLOCS 256
static struct { uintptr_t base; size_t size; } g_allocs[MAX_ALLOCS];

#define DEFERRED_STREAM ((CUstream)(uintptr_t)0xdefe4)
#define BAD_STREAM ((CUstream)(uintptr_t)0xbad)
#define MAX_DEFERRED 16
static struct { CUhostFn fn; void *data; } g_deferred[MAX_DEFERRED];
static int g_ndeferred;

#define FAKE_DEVICES 2
#define RESULT_ATTRIBUTE 1000000 /* cuDeviceGetAttribute(RESULT_ATTRIBUTE + code, dev) fails with code */

static void count_call(void) { __atomic_fetch_add(&g_calls, 1, __ATOMIC_SEQ_CST); }

static int valid_device(CUdevice dev) { return dev >= 0 && dev < FAKE_DEVICES; }

/* The allocation that holds [p, p + n), or -1. */
static int find_alloc(uintptr_t p, size_t n) {
    int found = -1;
    pthread_mutex_lock(&g_lock);
    for (int i = 0; i < MAX_ALLOCS; i++) {
        if (g_allocs[i].base && p >= g_allocs[i].base && n <= g_allocs[i].size &&
            p - g_allocs[i].base <= g_allocs[i].size - n) {
            found = i;
            break;
        }
    }
    pthread_mutex_unlock(&g_lock);
    return found;
}

/* -------------------------------------------------------------------------- initialization */

CUresult cuInit(unsigned int Flags) {
    count_call();
    return Flags == 0 ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

CUresult cuDriverGetVersion(int *driverVersion) {
    count_call();
    if (!driverVersion) return CUDA_ERROR_INVALID_VALUE;
    const char *version = getenv("FAKECUDA_DRIVER_VERSION"); /* a newer driver than the header, say */
    *driverVersion = version ? atoi(version) : CUDA_VERSION;
    return CUDA_SUCCESS;
}

/* ---------------------------------------------------------------------------------- errors */

static const struct { CUresult code; const char *name; const char *text; } ERRORS[] = {
    {CUDA_SUCCESS, "CUDA_SUCCESS", "fake: no error"},
    {CUDA_ERROR_INVALID_VALUE, "CUDA_ERROR_INVALID_VALUE", "fake: invalid value"},
    {CUDA_ERROR_OUT_OF_MEMORY, "CUDA_ERROR_OUT_OF_MEMORY", "fake: out of memory"},
    {CUDA_ERROR_NOT_INITIALIZED, "CUDA_ERROR_NOT_INITIALIZED", "fake: not initialized"},
    {CUDA_ERROR_INVALID_DEVICE, "CUDA_ERROR_INVALID_DEVICE", "fake: invalid device ordinal"},
    {CUDA_ERROR_INVALID_HANDLE, "CUDA_ERROR_INVALID_HANDLE", "fake: invalid resource handle"},
    {CUDA_ERROR_NOT_FOUND, "CUDA_ERROR_NOT_FOUND", "fake: named symbol not found"},
    {CUDA_ERROR_NOT_READY, "CUDA_ERROR_NOT_READY", "fake: device not ready"},
    {CUDA_ERROR_NOT_SUPPORTED, "CUDA_ERROR_NOT_SUPPORTED", "fake: operation not supported"},
    {CUDA_ERROR_INVALID_CONTEXT, "CUDA_ERROR_INVALID_CONTEXT", "fake: invalid device context"},
    {CUDA_ERROR_ALREADY_MAPPED, "CUDA_ERROR_ALREADY_MAPPED", "fake: resource already mapped"},
    {CUDA_ERROR_NOT_MAPPED, "CUDA_ERROR_NOT_MAPPED", "fake: resource not mapped"},
    {CUDA_ERROR_NOT_MAPPED_AS_POINTER, "CUDA_ERROR_NOT_MAPPED_AS_POINTER", "fake: resource not mapped as pointer"},
    {CUDA_ERROR_INVALID_PTX, "CUDA_ERROR_INVALID_PTX", "fake: a PTX JIT compilation failed"},
};

static int error_index(CUresult code) {
    for (size_t i = 0; i < sizeof ERRORS / sizeof ERRORS[0]; i++)
        if (ERRORS[i].code == code) return (int)i;
    return -1;
}

CUresult cuGetErrorString(CUresult error, const char **pStr) {
    count_call();
    if (!pStr) return CUDA_ERROR_INVALID_VALUE;
    int i = error_index(error);
    *pStr = i < 0 ? NULL : ERRORS[i].text;
    return i < 0 ? CUDA_ERROR_INVALID_VALUE : CUDA_SUCCESS;
}

CUresult cuGetErrorName(CUresult error, const char **pStr) {
    count_call();
    if (!pStr) return CUDA_ERROR_INVALID_VALUE;
    int i = error_index(error);
    *pStr = i < 0 ? NULL : ERRORS[i].name;
    return i < 0 ? CUDA_ERROR_INVALID_VALUE : CUDA_SUCCESS;
}

/* --------------------------------------------------------------------------------- devices */

CUresult cuDeviceGetCount(int *count) {
    count_call();
    if (!count) return CUDA_ERROR_INVALID_VALUE;
    *count = FAKE_DEVICES;
    return CUDA_SUCCESS;
}

CUresult cuDeviceGet(CUdevice *device, int ordinal) {
    count_call();
    if (!device) return CUDA_ERROR_INVALID_VALUE;
    if (ordinal < 0 || ordinal >= FAKE_DEVICES) return CUDA_ERROR_INVALID_DEVICE;
    *device = ordinal;
    return CUDA_SUCCESS;
}

CUresult cuDeviceGetName(char *name, int len, CUdevice dev) {
    count_call();
    if (!valid_device(dev)) return CUDA_ERROR_INVALID_DEVICE;
    if (!name || len <= 0) return CUDA_ERROR_INVALID_VALUE;
    snprintf(name, (size_t)len, "Fake GPU %d", dev);
    return CUDA_SUCCESS;
}

/* *pi = attrib * 10 + dev. RESULT_ATTRIBUTE + code returns that code instead, so the tests can see
 * how the bindings raise every result code (and ones cuda.h does not list). */
CUresult cuDeviceGetAttribute(int *pi, CUdevice_attribute attrib, CUdevice dev) {
    count_call();
    if (!pi) return CUDA_ERROR_INVALID_VALUE;
    if (!valid_device(dev)) return CUDA_ERROR_INVALID_DEVICE;
    if ((long)attrib >= RESULT_ATTRIBUTE) return (CUresult)((long)attrib - RESULT_ATTRIBUTE);
    *pi = (int)attrib * 10 + dev;
    return CUDA_SUCCESS;
}

/* Attributes of any nonzero ptr, one per kind of value the bindings read back: CONTEXT a handle
 * (ptr + 1), MEMORY_TYPE device (2), DEVICE_ORDINAL ptr % 7, IS_MANAGED true, SYNC_MEMOPS false,
 * RANGE_SIZE ptr << 4 (a size_t over 32 bits), P2P_TOKENS {ptr + 2, 42}; any other attribute is
 * NOT_SUPPORTED. SYNC_MEMOPS is what cuPointerSetAttribute last set (false at first). */
static unsigned int g_sync_memops;

static CUresult pointer_attribute(void *data, CUpointer_attribute attribute, CUdeviceptr ptr) {
    if (!data || !ptr) return CUDA_ERROR_INVALID_VALUE;
    switch (attribute) {
    case CU_POINTER_ATTRIBUTE_CONTEXT: *(CUcontext *)data = (CUcontext)(uintptr_t)(ptr + 1); break;
    case CU_POINTER_ATTRIBUTE_MEMORY_TYPE: *(unsigned int *)data = CU_MEMORYTYPE_DEVICE; break;
    case CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL: *(int *)data = (int)(ptr % 7); break;
    case CU_POINTER_ATTRIBUTE_IS_MANAGED: *(unsigned int *)data = 1; break;
    case CU_POINTER_ATTRIBUTE_SYNC_MEMOPS: *(unsigned int *)data = g_sync_memops; break;
    case CU_POINTER_ATTRIBUTE_RANGE_SIZE: *(size_t *)data = (size_t)ptr << 4; break;
    case CU_POINTER_ATTRIBUTE_P2P_TOKENS: {
        CUDA_POINTER_ATTRIBUTE_P2P_TOKENS tokens = {ptr + 2, 42};
        memcpy(data, &tokens, sizeof tokens);
        break;
    }
    default: return CUDA_ERROR_NOT_SUPPORTED;
    }
    return CUDA_SUCCESS;
}

CUresult cuPointerGetAttribute(void *data, CUpointer_attribute attribute, CUdeviceptr ptr) {
    count_call();
    return pointer_attribute(data, attribute, ptr);
}

/* Only SYNC_MEMOPS can be set, as with the driver: its value is read as an unsigned int. */
CUresult cuPointerSetAttribute(const void *value, CUpointer_attribute attribute, CUdeviceptr ptr) {
    count_call();
    if (!value || !ptr) return CUDA_ERROR_INVALID_VALUE;
    if (attribute != CU_POINTER_ATTRIBUTE_SYNC_MEMOPS) return CUDA_ERROR_INVALID_VALUE;
    g_sync_memops = *(const unsigned int *)value != 0;
    return CUDA_SUCCESS;
}

/* As the driver does, writes attribute i's value through data[i] for every i below
 * numAttributes: a binding that passes one cell where C reads an array shows as a NULL (or
 * garbage) data[1]. A NULL data[i] is CUDA_ERROR_INVALID_VALUE here. */
CUresult cuPointerGetAttributes(unsigned int numAttributes, CUpointer_attribute *attributes,
                                void **data, CUdeviceptr ptr) {
    count_call();
    if (!attributes || !data || !numAttributes) return CUDA_ERROR_INVALID_VALUE;
    for (unsigned int i = 0; i < numAttributes; i++)
        if (!data[i]) return CUDA_ERROR_INVALID_VALUE;
    for (unsigned int i = 0; i < numAttributes; i++) {
        CUresult r = pointer_attribute(data[i], attributes[i], ptr);
        if (r) return r;
    }
    return CUDA_SUCCESS;
}

/* Range attributes of any devPtr: READ_MOSTLY 1, PREFERRED_LOCATION devPtr % 3,
 * LAST_PREFETCH_LOCATION -1 (the CPU), ACCESSED_BY devices 1 and 0 then CU_DEVICE_INVALID up to
 * dataSize (a nonzero multiple of 4, as the driver requires); an int attribute needs a dataSize
 * of exactly 4. Other attributes are NOT_SUPPORTED. */
static int g_preferred[2]; /* the last set_preferred_location advice (type, id); INVALID once unset */
static CUresult range_attribute(void *data, size_t dataSize, CUmem_range_attribute attribute, CUdeviceptr devPtr) {
    if (!data) return CUDA_ERROR_INVALID_VALUE;
    if (attribute == CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY) {
        if (dataSize == 0 || dataSize % 4) return CUDA_ERROR_INVALID_VALUE;
        int *devices = data;
        for (size_t i = 0; i < dataSize / 4; i++) devices[i] = i == 0 ? 1 : i == 1 ? 0 : CU_DEVICE_INVALID;
        return CUDA_SUCCESS;
    }
    if (dataSize != 4) return CUDA_ERROR_INVALID_VALUE;
    switch (attribute) {
    case CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY: *(int *)data = 1; break;
    case CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION: *(int *)data = (int)(devPtr % 3); break;
    case CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION: *(int *)data = CU_DEVICE_CPU; break;
    case CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE: *(int *)data = g_preferred[0]; break;
    case CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_ID: *(int *)data = g_preferred[1]; break;
    default: return CUDA_ERROR_NOT_SUPPORTED;
    }
    return CUDA_SUCCESS;
}

CUresult cuMemRangeGetAttribute(void *data, size_t dataSize, CUmem_range_attribute attribute,
                                CUdeviceptr devPtr, size_t count) {
    count_call();
    if (!count) return CUDA_ERROR_INVALID_VALUE;
    return range_attribute(data, dataSize, attribute, devPtr);
}

/* Reads numAttributes entries of data, dataSizes and attributes, as the driver does. */
CUresult cuMemRangeGetAttributes(void **data, size_t *dataSizes, CUmem_range_attribute *attributes,
                                 size_t numAttributes, CUdeviceptr devPtr, size_t count) {
    count_call();
    if (!data || !dataSizes || !attributes || !numAttributes || !count) return CUDA_ERROR_INVALID_VALUE;
    for (size_t i = 0; i < numAttributes; i++) {
        CUresult r = range_attribute(data[i], dataSizes[i], attributes[i], devPtr);
        if (r) return r;
    }
    return CUDA_SUCCESS;
}

static int g_splits;

/* Splits an SM resource of input->sm.smCount SMs into groups of minCount (0: the input's
 * minSmPartitionSize; rounded up to its smCoscheduledAlignment, as the driver does): with result
 * NULL, only says how many groups (the query form); otherwise fills min(*nbGroups, groups) of
 * them (each a copy of the input but for its SM count), says how many, and puts the SMs left
 * over in *remaining (when given). */
CUresult cuDevSmResourceSplitByCount(CUdevResource *result, unsigned int *nbGroups, const CUdevResource *input,
                                     CUdevResource *remaining, unsigned int useFlags, unsigned int minCount) {
    count_call();
    if (!nbGroups || !input || input->type != CU_DEV_RESOURCE_TYPE_SM || useFlags) return CUDA_ERROR_INVALID_VALUE;
    unsigned int align = input->sm.smCoscheduledAlignment;
    if (!minCount) minCount = input->sm.minSmPartitionSize;
    if (align > 1) minCount = (minCount + align - 1) / align * align;
    if (!minCount || minCount > input->sm.smCount) return CUDA_ERROR_INVALID_VALUE;
    g_splits++;
    unsigned int groups = input->sm.smCount / minCount;
    if (!result) {
        *nbGroups = groups;
        return CUDA_SUCCESS;
    }
    if (*nbGroups == 0) return CUDA_ERROR_INVALID_VALUE;
    unsigned int made = *nbGroups < groups ? *nbGroups : groups;
    unsigned int total = input->sm.smCount;
    for (unsigned int i = 0; i < made; i++) {
        result[i] = *input;
        result[i].sm.smCount = minCount;
    }
    *nbGroups = made;
    if (remaining) {
        *remaining = *input;
        remaining->sm.smCount = total - made * minCount;
    }
    return CUDA_SUCCESS;
}

/* Tensor maps. Each encoder reads every array for tensorRank dimensions (globalStrides
 * tensorRank - 1, im2col's pixel box corners tensorRank - 2), as the driver does, refuses a map
 * not 64-byte aligned (the driver's rule), records every argument for fake_tma(field, i), and
 * writes into the map: opaque[0] tensorRank, then the sums of globalDim, globalStrides, boxDim
 * (im2col: channelsPerPixel + pixelsPerColumn) and elementStrides, opaque[5] the data type,
 * opaque[6] the global address (cuTensorMapReplaceAddress rewrites it), opaque[7] which encoder
 * (1 tiled, 2 im2col, 3 im2col wide). */
enum { TMA_KIND, TMA_TYPE, TMA_RANK, TMA_ADDRESS, TMA_DIM, TMA_STRIDE, TMA_BOX, TMA_ELEMENT, TMA_INTERLEAVE,
       TMA_SWIZZLE, TMA_L2, TMA_OOB, TMA_LOWER, TMA_UPPER, TMA_CHANNELS, TMA_PIXELS, TMA_MODE, TMA_CALLS,
       TMA_REPLACED, TMA_FIELDS };
static long long g_tma[TMA_FIELDS][5];

static CUresult tma_record(int kind, CUtensorMap *tensorMap, CUtensorMapDataType type, cuuint32_t rank, void *address,
                           const cuuint64_t *dim, const cuuint64_t *strides, const cuuint32_t *elementStrides,
                           CUtensorMapInterleave interleave, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2,
                           CUtensorMapFloatOOBfill oob) {
    count_call();
    if (!tensorMap || (uintptr_t)tensorMap % 64 || !dim || !elementStrides || rank == 0 || rank > 5 ||
        (rank > 1 && !strides))
        return CUDA_ERROR_INVALID_VALUE;
    memset(g_tma, 0, sizeof g_tma[0] * TMA_CALLS);
    g_tma[TMA_KIND][0] = kind, g_tma[TMA_TYPE][0] = type, g_tma[TMA_RANK][0] = rank;
    g_tma[TMA_ADDRESS][0] = (long long)(uintptr_t)address, g_tma[TMA_INTERLEAVE][0] = interleave;
    g_tma[TMA_SWIZZLE][0] = swizzle, g_tma[TMA_L2][0] = l2, g_tma[TMA_OOB][0] = oob;
    g_tma[TMA_CALLS][kind]++;
    memset(tensorMap, 0, sizeof *tensorMap);
    tensorMap->opaque[0] = rank;
    for (cuuint32_t i = 0; i < rank; i++) {
        g_tma[TMA_DIM][i] = (long long)dim[i];
        g_tma[TMA_ELEMENT][i] = elementStrides[i];
        tensorMap->opaque[1] += dim[i];
        tensorMap->opaque[4] += elementStrides[i];
        if (i + 1 < rank) {
            g_tma[TMA_STRIDE][i] = (long long)strides[i];
            tensorMap->opaque[2] += strides[i];
        }
    }
    tensorMap->opaque[5] = type;
    tensorMap->opaque[6] = (cuuint64_t)(uintptr_t)address;
    tensorMap->opaque[7] = (cuuint64_t)kind;
    return CUDA_SUCCESS;
}

CUresult cuTensorMapEncodeTiled(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank,
                                void *globalAddress, const cuuint64_t *globalDim, const cuuint64_t *globalStrides,
                                const cuuint32_t *boxDim, const cuuint32_t *elementStrides,
                                CUtensorMapInterleave interleave, CUtensorMapSwizzle swizzle,
                                CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill) {
    if (!boxDim) return count_call(), CUDA_ERROR_INVALID_VALUE;
    CUresult r = tma_record(1, tensorMap, tensorDataType, tensorRank, globalAddress, globalDim, globalStrides,
                            elementStrides, interleave, swizzle, l2Promotion, oobFill);
    if (r != CUDA_SUCCESS) return r;
    for (cuuint32_t i = 0; i < tensorRank; i++) {
        g_tma[TMA_BOX][i] = boxDim[i];
        tensorMap->opaque[3] += boxDim[i];
    }
    return CUDA_SUCCESS;
}

CUresult cuTensorMapEncodeIm2col(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank,
                                 void *globalAddress, const cuuint64_t *globalDim, const cuuint64_t *globalStrides,
                                 const int *pixelBoxLowerCorner, const int *pixelBoxUpperCorner,
                                 cuuint32_t channelsPerPixel, cuuint32_t pixelsPerColumn,
                                 const cuuint32_t *elementStrides, CUtensorMapInterleave interleave,
                                 CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion,
                                 CUtensorMapFloatOOBfill oobFill) {
    if (tensorRank < 3 || !pixelBoxLowerCorner || !pixelBoxUpperCorner) return count_call(), CUDA_ERROR_INVALID_VALUE;
    CUresult r = tma_record(2, tensorMap, tensorDataType, tensorRank, globalAddress, globalDim, globalStrides,
                            elementStrides, interleave, swizzle, l2Promotion, oobFill);
    if (r != CUDA_SUCCESS) return r;
    for (cuuint32_t i = 0; i + 2 < tensorRank; i++) {
        g_tma[TMA_LOWER][i] = pixelBoxLowerCorner[i];
        g_tma[TMA_UPPER][i] = pixelBoxUpperCorner[i];
    }
    g_tma[TMA_CHANNELS][0] = channelsPerPixel, g_tma[TMA_PIXELS][0] = pixelsPerColumn;
    tensorMap->opaque[3] = channelsPerPixel + pixelsPerColumn;
    return CUDA_SUCCESS;
}

CUresult cuTensorMapEncodeIm2colWide(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType,
                                     cuuint32_t tensorRank, void *globalAddress, const cuuint64_t *globalDim,
                                     const cuuint64_t *globalStrides, int pixelBoxLowerCornerWidth,
                                     int pixelBoxUpperCornerWidth, cuuint32_t channelsPerPixel,
                                     cuuint32_t pixelsPerColumn, const cuuint32_t *elementStrides,
                                     CUtensorMapInterleave interleave, CUtensorMapIm2ColWideMode mode,
                                     CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion,
                                     CUtensorMapFloatOOBfill oobFill) {
    if (tensorRank < 3) return count_call(), CUDA_ERROR_INVALID_VALUE;
    CUresult r = tma_record(3, tensorMap, tensorDataType, tensorRank, globalAddress, globalDim, globalStrides,
                            elementStrides, interleave, swizzle, l2Promotion, oobFill);
    if (r != CUDA_SUCCESS) return r;
    g_tma[TMA_LOWER][0] = pixelBoxLowerCornerWidth, g_tma[TMA_UPPER][0] = pixelBoxUpperCornerWidth;
    g_tma[TMA_CHANNELS][0] = channelsPerPixel, g_tma[TMA_PIXELS][0] = pixelsPerColumn, g_tma[TMA_MODE][0] = mode;
    tensorMap->opaque[3] = channelsPerPixel + pixelsPerColumn;
    return CUDA_SUCCESS;
}

CUresult cuTensorMapReplaceAddress(CUtensorMap *tensorMap, void *globalAddress) {
    count_call();
    if (!tensorMap || (uintptr_t)tensorMap % 64 || (uintptr_t)globalAddress % 16) return CUDA_ERROR_INVALID_VALUE;
    tensorMap->opaque[6] = (cuuint64_t)(uintptr_t)globalAddress;
    g_tma[TMA_REPLACED][0]++;
    return CUDA_SUCCESS;
}

/* The arguments the last encoder was given (field: TMA_*, i: the dimension), and the calls of
 * each encoder (fake_tma(TMA_CALLS, kind)) and of cuTensorMapReplaceAddress (TMA_REPLACED). */
long long fake_tma(int field, int i) { return field >= 0 && field < TMA_FIELDS && i >= 0 && i < 5 ? g_tma[field][i] : -1; }

/* Keeps the four floats C reads, for fake_border_color(i). (cuTexRefSetBorderColor is deprecated:
 * defined under another name, resolved by cuGetProcAddress.) */
static float g_border[4];
CUresult fake_set_border_color(CUtexref hTexRef, float *pBorderColor) {
    count_call();
    if (!hTexRef || !pBorderColor) return CUDA_ERROR_INVALID_VALUE;
    memcpy(g_border, pBorderColor, sizeof g_border);
    return CUDA_SUCCESS;
}
double fake_border_color(int i) { return g_border[i]; }

/* Writes the four floats back, as the driver does. */
CUresult fake_get_border_color(float *pBorderColor, CUtexref hTexRef) {
    count_call();
    if (!hTexRef || !pBorderColor) return CUDA_ERROR_INVALID_VALUE;
    memcpy(pBorderColor, g_border, sizeof g_border);
    return CUDA_SUCCESS;
}

/* cuDeviceComputeCapability (deprecated, so defined under another name, as above): 9.0 for
 * each device. */
CUresult fake_device_compute_capability(int *major, int *minor, CUdevice dev) {
    count_call();
    if (!major || !minor) return CUDA_ERROR_INVALID_VALUE;
    if (!valid_device(dev)) return CUDA_ERROR_INVALID_DEVICE;
    *major = 9;
    *minor = 0;
    return CUDA_SUCCESS;
}

/* Global coredump settings: ENABLE_ON_EXCEPTION a bool (size must be sizeof(bool)),
 * GENERATION_FLAGS an int (4), FILE a string of up to 1023 characters whose terminating NUL
 * must lie within *size; getting a string needs *size of at least its length + 1. */
static int g_coredump_enable, g_coredump_flags;
static char g_coredump_file[1024] = "core.fake";
CUresult cuCoredumpSetAttributeGlobal(CUcoredumpSettings attrib, void *value, size_t *size) {
    count_call();
    if (!value || !size) return CUDA_ERROR_INVALID_VALUE;
    switch (attrib) {
    case CU_COREDUMP_ENABLE_ON_EXCEPTION:
        if (*size != sizeof(bool)) return CUDA_ERROR_INVALID_VALUE;
        g_coredump_enable = *(bool *)value;
        return CUDA_SUCCESS;
    case CU_COREDUMP_GENERATION_FLAGS:
        if (*size != sizeof(int)) return CUDA_ERROR_INVALID_VALUE;
        g_coredump_flags = *(int *)value;
        return CUDA_SUCCESS;
    case CU_COREDUMP_FILE: {
        size_t n = strnlen(value, *size);
        if (n == *size || n >= sizeof g_coredump_file) return CUDA_ERROR_INVALID_VALUE;
        memcpy(g_coredump_file, value, n + 1);
        return CUDA_SUCCESS;
    }
    default: return CUDA_ERROR_NOT_SUPPORTED;
    }
}

CUresult cuCoredumpGetAttributeGlobal(CUcoredumpSettings attrib, void *value, size_t *size) {
    count_call();
    if (!value || !size) return CUDA_ERROR_INVALID_VALUE;
    switch (attrib) {
    case CU_COREDUMP_ENABLE_ON_EXCEPTION:
        if (*size != sizeof(bool)) return CUDA_ERROR_INVALID_VALUE;
        *(bool *)value = g_coredump_enable;
        return CUDA_SUCCESS;
    case CU_COREDUMP_GENERATION_FLAGS:
        if (*size != sizeof(int)) return CUDA_ERROR_INVALID_VALUE;
        *(int *)value = g_coredump_flags;
        return CUDA_SUCCESS;
    case CU_COREDUMP_FILE:
        if (*size < strlen(g_coredump_file) + 1) return CUDA_ERROR_INVALID_VALUE;
        memcpy(value, g_coredump_file, strlen(g_coredump_file) + 1);
        return CUDA_SUCCESS;
    default: return CUDA_ERROR_NOT_SUPPORTED;
    }
}

/* Swaps *mode with the thread's mode (initially 0): the bindings pass an in/out value. */
static __thread unsigned int t_capture_mode;
CUresult cuThreadExchangeStreamCaptureMode(CUstreamCaptureMode *mode) {
    count_call();
    if (!mode) return CUDA_ERROR_INVALID_VALUE;
    unsigned int old = t_capture_mode;
    t_capture_mode = (unsigned int)*mode;
    *mode = (CUstreamCaptureMode)old;
    return CUDA_SUCCESS;
}

/* Reads numExtSems semaphores and wait parameters, as the driver does: records the count,
 * the sum of the handles and the sum of the fence values, for the tests to compare. */
static unsigned int g_sem_count;
static unsigned long long g_sem_handle_sum, g_sem_fence_sum;
CUresult cuWaitExternalSemaphoresAsync(const CUexternalSemaphore *extSemArray,
                                       const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray,
                                       unsigned int numExtSems, CUstream stream) {
    (void)stream;
    count_call();
    if (!extSemArray || !paramsArray) return CUDA_ERROR_INVALID_VALUE;
    g_sem_count = numExtSems;
    g_sem_handle_sum = g_sem_fence_sum = 0;
    for (unsigned int i = 0; i < numExtSems; i++) {
        g_sem_handle_sum += (unsigned long long)(uintptr_t)extSemArray[i];
        g_sem_fence_sum += paramsArray[i].params.fence.value;
    }
    return CUDA_SUCCESS;
}

/* Keeps the log callback for the process, as the driver does; fake_fire_log calls it later. */
static CUlogsCallback g_log_callback;
static void *g_log_data;
CUresult cuLogsRegisterCallback(CUlogsCallback callbackFunc, void *userData,
                                CUlogsCallbackHandle *callback_out) {
    count_call();
    if (!callbackFunc || !callback_out) return CUDA_ERROR_INVALID_VALUE;
    g_log_callback = callbackFunc;
    g_log_data = userData;
    *callback_out = (CUlogsCallbackHandle)(uintptr_t)0x10C;
    return CUDA_SUCCESS;
}

int fake_fire_log(const char *message) {
    if (!g_log_callback) return 0;
    char copy[256];
    snprintf(copy, sizeof copy, "%s", message);
    g_log_callback(g_log_data, CU_LOG_LEVEL_WARNING, copy, strlen(copy));
    return 1;
}

/* Eight LUID bytes "LUID" + dev + 0xFF 0x00 0x7F (a NUL and a byte over 127 inside), node mask 1 << dev. */
CUresult cuDeviceGetLuid(char *luid, unsigned int *deviceNodeMask, CUdevice dev) {
    count_call();
    if (!luid || !deviceNodeMask) return CUDA_ERROR_INVALID_VALUE;
    if (!valid_device(dev)) return CUDA_ERROR_INVALID_DEVICE;
    const char bytes[8] = {'L', 'U', 'I', 'D', (char)dev, (char)0xFF, 0x00, 0x7F};
    memcpy(luid, bytes, 8);
    *deviceNodeMask = 1u << dev;
    return CUDA_SUCCESS;
}

/* Records what arrived by value: the location struct (type, id) beside the other arguments. */
static long long g_advise[5];
CUresult cuMemAdvise(CUdeviceptr devPtr, size_t count, CUmem_advise advice, CUmemLocation location) {
    count_call();
    g_advise[0] = (long long)devPtr;
    g_advise[1] = (long long)count;
    g_advise[2] = advice;
    g_advise[3] = location.type;
    g_advise[4] = location.id;
    if (advice == CU_MEM_ADVISE_SET_PREFERRED_LOCATION) {
        g_preferred[0] = location.type;
        g_preferred[1] = location.id;
    } else if (advice == CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION) {
        g_preferred[0] = CU_MEM_LOCATION_TYPE_INVALID;
        g_preferred[1] = 0;
    }
    return CUDA_SUCCESS;
}
long long fake_advise(int i) { return g_advise[i]; }

/* (dev + 1) * 8 GiB: more than 32 bits, so a truncated size_t shows. */
CUresult cuDeviceTotalMem(size_t *bytes, CUdevice dev) {
    count_call();
    if (!bytes) return CUDA_ERROR_INVALID_VALUE;
    if (!valid_device(dev)) return CUDA_ERROR_INVALID_DEVICE;
    *bytes = ((size_t)dev + 1) << 33;
    return CUDA_SUCCESS;
}

/* -------------------------------------------------------------------------------- contexts */

CUresult cuCtxGetCurrent(CUcontext *pctx) {
    count_call();
    if (!pctx) return CUDA_ERROR_INVALID_VALUE;
    *pctx = t_current_ctx;
    return CUDA_SUCCESS;
}

CUresult cuCtxSetCurrent(CUcontext ctx) {
    count_call();
    t_current_ctx = ctx;
    return CUDA_SUCCESS;
}

/* ---------------------------------------------------------------------------------- memory */

CUresult cuMemAlloc(CUdeviceptr *dptr, size_t bytesize) {
    count_call();
    if (!dptr || bytesize == 0) return CUDA_ERROR_INVALID_VALUE;
    if (bytesize > ((size_t)1 << 30)) return CUDA_ERROR_OUT_OF_MEMORY;
    void *p = calloc(1, bytesize);
    if (!p) return CUDA_ERROR_OUT_OF_MEMORY;
    pthread_mutex_lock(&g_lock);
    int slot = -1;
    for (int i = 0; i < MAX_ALLOCS && slot < 0; i++)
        if (!g_allocs[i].base) slot = i;
    if (slot >= 0) {
        g_allocs[slot].base = (uintptr_t)p;
        g_allocs[slot].size = bytesize;
    }
    pthread_mutex_unlock(&g_lock);
    if (slot < 0) {
        free(p);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    *dptr = (CUdeviceptr)(uintptr_t)p;
    return CUDA_SUCCESS;
}

/* What cuGetProcAddress hands out for cuMemAlloc when asked for a CUDA version before 3.2
 * (the 32-bit ABI): it must never be what bindings for 13.0 get. */
__attribute__((unused)) static CUresult fake_cuMemAlloc_v1(unsigned int *dptr, unsigned int bytesize) {
    (void)dptr;
    (void)bytesize;
    count_call();
    return CUDA_ERROR_NOT_SUPPORTED;
}

static int g_mem_frees[2]; /* cuMemFree(Async) calls: [0] that freed, [1] refused (not an allocation's base) */

int fake_mem_frees(int which) { return which >= 0 && which < 2 ? g_mem_frees[which] : -1; }

CUresult cuMemFree(CUdeviceptr dptr) {
    count_call();
    int i = find_alloc((uintptr_t)dptr, 0);
    if (i < 0 || g_allocs[i].base != (uintptr_t)dptr) return g_mem_frees[1]++, CUDA_ERROR_INVALID_VALUE;
    g_mem_frees[0]++;
    pthread_mutex_lock(&g_lock);
    g_allocs[i].base = 0;
    g_allocs[i].size = 0;
    pthread_mutex_unlock(&g_lock);
    free((void *)(uintptr_t)dptr);
    return CUDA_SUCCESS;
}

/* free = 12 GiB + 5, total = 28 GiB + 9: distinct, more than 32 bits. */
CUresult cuMemGetInfo(size_t *free_, size_t *total) {
    count_call();
    if (!free_ || !total) return CUDA_ERROR_INVALID_VALUE;
    *free_ = ((size_t)3 << 32) + 5;
    *total = ((size_t)7 << 32) + 9;
    return CUDA_SUCCESS;
}

static CUresult memcpy_htod(CUdeviceptr dst, const void *src, size_t n) {
    count_call();
    if (!src || find_alloc((uintptr_t)dst, n) < 0) return CUDA_ERROR_INVALID_VALUE;
    memcpy((void *)(uintptr_t)dst, src, n);
    return CUDA_SUCCESS;
}

/* The host side cannot be checked here: that is the bindings' job. */
static CUresult memcpy_dtoh(void *dst, CUdeviceptr src, size_t n) {
    count_call();
    if (!dst || find_alloc((uintptr_t)src, n) < 0) return CUDA_ERROR_INVALID_VALUE;
    memcpy(dst, (const void *)(uintptr_t)src, n);
    return CUDA_SUCCESS;
}

CUresult cuMemcpyHtoD(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount) {
    g_stream_mode = 1;
    return memcpy_htod(dstDevice, srcHost, ByteCount);
}

CUresult cuMemcpyHtoD_v2_ptds(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount) {
    g_stream_mode = 2;
    return memcpy_htod(dstDevice, srcHost, ByteCount);
}

CUresult cuMemcpyDtoH(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount) {
    g_stream_mode = 1;
    return memcpy_dtoh(dstHost, srcDevice, ByteCount);
}

CUresult cuMemcpyDtoH_v2_ptds(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount) {
    g_stream_mode = 2;
    return memcpy_dtoh(dstHost, srcDevice, ByteCount);
}

/* --------------------------------------------------------------------------------- modules */

/* *dptr = 2^44 + hmod + strlen(name), *bytes = 8 * strlen(name); "missing" is not found. */
CUresult cuModuleGetGlobal(CUdeviceptr *dptr, size_t *bytes, CUmodule hmod, const char *name) {
    count_call();
    if (!hmod) return CUDA_ERROR_INVALID_HANDLE;
    if ((uintptr_t)name < 65536) return CUDA_ERROR_INVALID_VALUE; /* NULL, or an int passed as one */
    if (strcmp(name, "missing") == 0) return CUDA_ERROR_NOT_FOUND;
    if (dptr) *dptr = ((CUdeviceptr)1 << 44) + (CUdeviceptr)(uintptr_t)hmod + strlen(name);
    if (bytes) *bytes = 8 * strlen(name);
    return CUDA_SUCCESS;
}

/* ------------------------------------------------------------------------- streams, events */

static CUresult stream_query(CUstream hStream, int mode) {
    count_call();
    g_stream_mode = mode;
    if (hStream == BAD_STREAM) return CUDA_ERROR_INVALID_HANDLE;
    return __atomic_fetch_add(&g_query_count, 1, __ATOMIC_SEQ_CST) == 0 ? CUDA_ERROR_NOT_READY
                                                                          : CUDA_SUCCESS;
}

CUresult cuStreamQuery(CUstream hStream) { return stream_query(hStream, 1); }

CUresult cuStreamQuery_ptsz(CUstream hStream) { return stream_query(hStream, 2); }

CUresult cuEventQuery(CUevent hEvent) {
    count_call();
    if (!hEvent) return CUDA_ERROR_INVALID_HANDLE;
    return __atomic_fetch_add(&g_event_query_count, 1, __ATOMIC_SEQ_CST) == 0 ? CUDA_ERROR_NOT_READY
                                                                                : CUDA_SUCCESS;
}

/* Calls fn(userData) at once, except on DEFERRED_STREAM, where the call waits for
 * cuStreamSynchronize(DEFERRED_STREAM): the bindings must keep the function alive till then. */
CUresult cuLaunchHostFunc(CUstream hStream, CUhostFn fn, void *userData) {
    count_call();
    if (!fn) return CUDA_ERROR_INVALID_VALUE;
    if (hStream == DEFERRED_STREAM) {
        if (g_ndeferred == MAX_DEFERRED) return CUDA_ERROR_OUT_OF_MEMORY;
        g_deferred[g_ndeferred].fn = fn;
        g_deferred[g_ndeferred].data = userData;
        g_ndeferred++;
        return CUDA_SUCCESS;
    }
    fn(userData);
    return CUDA_SUCCESS;
}

/* What the copies of utils.StridedMemoryView.copy_from / Buffer.copy_to did, for the tests
 * (fake_copy(i)): [0] cuMemcpyAsync calls, [1] cuMemcpy2DAsync calls, [2] cuMemcpy3DAsync calls,
 * [3] cuMemcpyWithAttributesAsync calls; the last pitched copy's [4] WidthInBytes, [5] Height,
 * [6] Depth, [7] srcPitch, [8] dstPitch, [9] srcHeight, [10] dstHeight, [11] srcMemoryType * 10 +
 * dstMemoryType; the last attributed copy's [12] srcAccessOrder, [13] flags, [14] srcLocHint and
 * [15] dstLocHint (type * 100 + id); [16] strided-copy kernel launches, the last one's [17] unit
 * (bytes), [18] elements and [19] dimensions; [20] the last cuMemcpyAsync's bytes;
 * [21] cuStreamSynchronize calls; [22] the last attributed copy's bytes. */
static long long g_copy[24];
long long fake_copy(int i) { return i >= 0 && i < 24 ? g_copy[i] : -1; }

/* SLOW_STREAM: synchronizing takes 300 ms (a blocking call, for the GIL tests). */
#define SLOW_STREAM ((CUstream)(uintptr_t)0x5105)
CUresult cuStreamSynchronize(CUstream hStream) {
    count_call();
    g_copy[21]++;
    if (hStream == SLOW_STREAM) usleep(300 * 1000);
    if (hStream == DEFERRED_STREAM) {
        for (int i = 0; i < g_ndeferred; i++) g_deferred[i].fn(g_deferred[i].data);
        g_ndeferred = 0;
    }
    return CUDA_SUCCESS;
}

/* Fake kernel 1 is `kernel(int a, float b, CUdeviceptr c)`; cuFuncGetParamInfo describes it. Fake
 * kernel 2 is `kernel(long long a, double b, CUdeviceptr c)`, a handle cuFuncGetParamInfo does not
 * describe (as for kernels of an older toolkit). Fake kernel 3 is `tma_kernel(const
 * __grid_constant__ CUtensorMap map, int a)`, described; a launch keeps the map's 128 bytes
 * (fake_tma_param). A launch records the arguments it read. */
#define KERNEL_DESCRIBED ((CUfunction)(uintptr_t)1)
#define KERNEL_UNDESCRIBED ((CUfunction)(uintptr_t)2)
#define KERNEL_TMA ((CUfunction)(uintptr_t)3)
static CUtensorMap g_tma_param;
unsigned long long fake_tma_param(int i) { return i >= 0 && i < 16 ? g_tma_param.opaque[i] : 0; }

/* The strided-copy kernels of the object layer (utils.StridedMemoryView.copy_from compiles them
 * with NVRTC on a GPU; here the module is b"FAKECUBIN"): `cudagen_strided_copy_<unit>(char *dst,
 * const char *src, struct fake_copy_params p)` for unit 1, 2, 4, 8 and 16 bytes is fake kernel
 * KERNEL_COPY_BASE + unit. A launch does what the CUDA kernel does, here on the CPU: element i of
 * the p.n (unravelled over p.shape, last dimension fastest) is p.units units copied from src +
 * offset to dst + offset (strides in bytes). Every element must lie in the fake's device memory
 * (CUDA_ERROR_ILLEGAL_ADDRESS otherwise: a kernel cannot read pageable host memory) and be aligned
 * to the unit (CUDA_ERROR_MISALIGNED_ADDRESS). */
#define KERNEL_COPY_BASE 0x40
#define FAKE_COPY_DIMS 16
static int valid_stream(CUstream s);
struct fake_copy_params {
    long long n;
    int ndim;
    int units;
    long long shape[FAKE_COPY_DIMS];
    long long dst[FAKE_COPY_DIMS];
    long long src[FAKE_COPY_DIMS];
};

static int copy_kernel_unit(CUfunction f) {
    uintptr_t h = (uintptr_t)f;
    if (h <= (uintptr_t)KERNEL_COPY_BASE || h > (uintptr_t)KERNEL_COPY_BASE + 16) return 0;
    int unit = (int)(h - KERNEL_COPY_BASE);
    return (unit & (unit - 1)) == 0 ? unit : 0;
}

static CUresult launch_copy_kernel(int unit, void **kernelParams) {
    char *dst = *(char **)kernelParams[0];
    const char *src = *(const char **)kernelParams[1];
    const struct fake_copy_params *p = kernelParams[2];
    if (p->ndim < 0 || p->ndim > FAKE_COPY_DIMS || p->n < 0 || p->units < 1) return CUDA_ERROR_INVALID_VALUE;
    size_t bytes = (size_t)unit * (size_t)p->units;
    for (long long i = 0; i < p->n; i++) {
        long long rest = i, d = 0, s = 0;
        for (int k = p->ndim - 1; k >= 0; k--) {
            long long index = rest % p->shape[k];
            rest /= p->shape[k];
            d += index * p->dst[k];
            s += index * p->src[k];
        }
        uintptr_t to = (uintptr_t)dst + (uintptr_t)d, from = (uintptr_t)src + (uintptr_t)s;
        if (to % (uintptr_t)unit || from % (uintptr_t)unit) return CUDA_ERROR_MISALIGNED_ADDRESS;
        if (find_alloc(to, bytes) < 0 || find_alloc(from, bytes) < 0) return CUDA_ERROR_ILLEGAL_ADDRESS;
        memmove((void *)to, (const void *)from, bytes);
    }
    g_copy[16]++;
    g_copy[17] = unit;
    g_copy[18] = p->n;
    g_copy[19] = p->ndim;
    return CUDA_SUCCESS;
}

CUresult cuFuncGetParamInfo(CUfunction func, size_t paramIndex, size_t *paramOffset,
                            size_t *paramSize) {
    static const size_t offsets[] = {0, 4, 8}, sizes[] = {4, 4, 8};
    static const size_t tma_offsets[] = {0, 128}, tma_sizes[] = {128, 4};
    static const size_t copy_offsets[] = {0, 8, 16}, copy_sizes[] = {8, 8, sizeof(struct fake_copy_params)};
    count_call();
    if (copy_kernel_unit(func)) {
        if (paramIndex >= 3 || !paramOffset || !paramSize) return CUDA_ERROR_INVALID_VALUE;
        *paramOffset = copy_offsets[paramIndex];
        *paramSize = copy_sizes[paramIndex];
        return CUDA_SUCCESS;
    }
    if (func == KERNEL_TMA) {
        if (paramIndex >= 2 || !paramOffset || !paramSize) return CUDA_ERROR_INVALID_VALUE;
        *paramOffset = tma_offsets[paramIndex];
        *paramSize = tma_sizes[paramIndex];
        return CUDA_SUCCESS;
    }
    if (func != KERNEL_DESCRIBED) return CUDA_ERROR_INVALID_HANDLE;
    if (paramIndex >= 3 || !paramOffset || !paramSize) return CUDA_ERROR_INVALID_VALUE;
    *paramOffset = offsets[paramIndex];
    *paramSize = sizes[paramIndex];
    return CUDA_SUCCESS;
}

CUresult cuLaunchKernel(CUfunction f, unsigned int gridDimX, unsigned int gridDimY,
                        unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY,
                        unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream,
                        void **kernelParams, void **extra) {
    (void)sharedMemBytes;
    count_call();
    if (copy_kernel_unit(f)) {
        if (!kernelParams || extra || !valid_stream(hStream)) return CUDA_ERROR_INVALID_VALUE;
        if (!gridDimX || !blockDimX) return CUDA_ERROR_INVALID_VALUE;
        return launch_copy_kernel(copy_kernel_unit(f), kernelParams);
    }
    if (f == KERNEL_TMA && kernelParams && !extra) {
        memcpy(&g_tma_param, kernelParams[0], sizeof g_tma_param);
        g_kernel_a = *(const int *)kernelParams[1];
        __atomic_fetch_add(&g_launches, 1, __ATOMIC_SEQ_CST);
        return CUDA_SUCCESS;
    }
    if ((f != KERNEL_DESCRIBED && f != KERNEL_UNDESCRIBED) || !kernelParams || extra)
        return CUDA_ERROR_INVALID_VALUE;
    long long a = f == KERNEL_DESCRIBED ? *(const int *)kernelParams[0] : *(const long long *)kernelParams[0];
    CUdeviceptr c = *(const CUdeviceptr *)kernelParams[2];
    g_kernel_a = a;
    g_kernel_b = f == KERNEL_DESCRIBED ? *(const float *)kernelParams[1] : *(const double *)kernelParams[1];
    g_kernel_c = c;
    g_kernel_threads = (unsigned long long)gridDimX * gridDimY * gridDimZ * blockDimX * blockDimY *
                       blockDimZ;
    __atomic_fetch_add(&g_kernel_a_sum, a, __ATOMIC_SEQ_CST);
    __atomic_fetch_add(&g_kernel_c_sum, c, __ATOMIC_SEQ_CST);
    __atomic_fetch_add(&g_launches, 1, __ATOMIC_SEQ_CST);
    return CUDA_SUCCESS;
}

/* ------------------------------------------------------ the object layer (core.py) needs these */

/* Primary contexts: (CUcontext)(FAKE_CTX_BASE + dev * 0x100), retained and released with a count
 * per device. Resources (streams, events, modules, graphs, executable graphs, pools, link states)
 * live in one table with the context current when they were made; destroying one whose context
 * has been released (its count back to 0), or one that is not live (twice, or never made here), is
 * counted as a violation, for the tests to read (fake_violations) and for the report written at
 * exit when FAKECUDA_REPORT names a file. */
#define FAKE_CTX_BASE 0xC000
#define MAX_RES 512
#define MAX_STACK 16
enum { RES_STREAM = 1, RES_EVENT, RES_MODULE, RES_GRAPH, RES_GRAPH_EXEC, RES_POOL, RES_LINK, RES_KINDS };
static const char *RES_NAMES[RES_KINDS] = {"", "stream", "event", "module", "graph", "graph_exec", "pool", "link"};
static struct { uintptr_t h; int kind; CUcontext ctx; unsigned int flags; int priority; int capturing; } g_res[MAX_RES];
static uintptr_t g_next_handle = 0x100000;
static int g_primary_refs[FAKE_DEVICES];
static int g_retains, g_releases;
static int g_made[RES_KINDS], g_destroyed[RES_KINDS];
static int g_after_release, g_bad_destroy, g_no_context;
static int g_peer_enabled[FAKE_DEVICES];
static unsigned long long g_pool_threshold;
static long long g_pool_props[3]; /* the last pool made: allocation type, location type, id */
static int g_ex_launches, g_ex_attrs, g_ex_cooperative, g_ex_pdl;
static unsigned int g_ex_cluster[3];
static int g_host_calls, g_graph_launches, g_graph_nodes, g_records;
static int g_func_attr[32];
static __thread CUcontext t_stack[MAX_STACK];
static __thread int t_depth;

/* Green contexts: slot i's CUgreenCtx is FAKE_GREEN_BASE + i * 0x100, its CUcontext
 * (cuCtxFromGreenCtx) FAKE_GREEN_CTX_BASE + i * 0x100; each retains its device's primary context
 * while it lives, as the driver's do. */
#define FAKE_GREEN_BASE 0x90000
#define FAKE_GREEN_CTX_BASE 0x80000
#define MAX_GREEN 16
static struct { int live; int dev; unsigned int sms; } g_green[MAX_GREEN];
static int g_green_made, g_green_destroyed, g_green_bad, g_green_streams_left;

static int green_slot(uintptr_t h, uintptr_t base) {
    if (h < base || (h - base) % 0x100) return -1;
    uintptr_t i = (h - base) / 0x100;
    return i < MAX_GREEN ? (int)i : -1;
}

static int ctx_device(CUcontext ctx) {
    uintptr_t c = (uintptr_t)ctx;
    int g = green_slot(c, FAKE_GREEN_CTX_BASE);
    if (g >= 0) return g_green[g].live ? g_green[g].dev : -1;
    if (c < FAKE_CTX_BASE || (c - FAKE_CTX_BASE) % 0x100) return -1;
    int dev = (int)((c - FAKE_CTX_BASE) / 0x100);
    return dev < FAKE_DEVICES ? dev : -1;
}

static int ctx_alive(CUcontext ctx) {
    int g = green_slot((uintptr_t)ctx, FAKE_GREEN_CTX_BASE);
    if (g >= 0) return g_green[g].live;
    int dev = ctx_device(ctx);
    return dev >= 0 && g_primary_refs[dev] > 0;
}

static uintptr_t res_make(int kind, CUcontext ctx) {
    pthread_mutex_lock(&g_lock);
    uintptr_t h = 0;
    for (int i = 0; i < MAX_RES; i++) {
        if (!g_res[i].h) {
            h = g_next_handle += 0x10;
            memset(&g_res[i], 0, sizeof g_res[i]);
            g_res[i].h = h;
            g_res[i].kind = kind;
            g_res[i].ctx = ctx;
            g_made[kind]++;
            break;
        }
    }
    pthread_mutex_unlock(&g_lock);
    return h;
}

static int res_find(uintptr_t h, int kind) {
    for (int i = 0; i < MAX_RES; i++)
        if (h && g_res[i].h == h && g_res[i].kind == kind) return i;
    return -1;
}

static CUresult res_destroy(uintptr_t h, int kind) {
    pthread_mutex_lock(&g_lock);
    int i = res_find(h, kind);
    if (i < 0) {
        g_bad_destroy++;
        pthread_mutex_unlock(&g_lock);
        return CUDA_ERROR_INVALID_HANDLE;
    }
    if (g_res[i].ctx && !ctx_alive(g_res[i].ctx)) g_after_release++;
    g_res[i].h = 0;
    g_destroyed[kind]++;
    pthread_mutex_unlock(&g_lock);
    return CUDA_SUCCESS;
}

static int res_live(int kind) {
    int n = 0;
    pthread_mutex_lock(&g_lock);
    for (int i = 0; i < MAX_RES; i++) n += g_res[i].h && g_res[i].kind == kind && ctx_alive(g_res[i].ctx);
    pthread_mutex_unlock(&g_lock);
    return n;
}

/* A stream argument: the legacy (0, 1) or per-thread (2) default stream, or a live stream. */
static int valid_stream(CUstream s) {
    uintptr_t h = (uintptr_t)s;
    return h <= 2 || h == (uintptr_t)DEFERRED_STREAM || h == (uintptr_t)SLOW_STREAM || res_find(h, RES_STREAM) >= 0;
}

/* The current context, needed by calls that create something; NULL counts as a violation. */
static CUcontext need_context(void) {
    if (!t_current_ctx) g_no_context++;
    return t_current_ctx;
}

CUresult cuDevicePrimaryCtxRetain(CUcontext *pctx, CUdevice dev) {
    count_call();
    if (!pctx) return CUDA_ERROR_INVALID_VALUE;
    if (!valid_device(dev)) return CUDA_ERROR_INVALID_DEVICE;
    g_primary_refs[dev]++;
    g_retains++;
    *pctx = (CUcontext)(uintptr_t)(FAKE_CTX_BASE + dev * 0x100);
    return CUDA_SUCCESS;
}

CUresult cuDevicePrimaryCtxRelease(CUdevice dev) {
    count_call();
    if (!valid_device(dev)) return CUDA_ERROR_INVALID_DEVICE;
    if (g_primary_refs[dev] == 0) return CUDA_ERROR_INVALID_CONTEXT;
    g_primary_refs[dev]--;
    g_releases++;
    return CUDA_SUCCESS;
}

CUresult cuCtxGetDevice(CUdevice *device) {
    count_call();
    if (!device) return CUDA_ERROR_INVALID_VALUE;
    if (!t_current_ctx) return CUDA_ERROR_INVALID_CONTEXT;
    int dev = ctx_device(t_current_ctx);
    *device = dev < 0 ? 0 : dev;
    return CUDA_SUCCESS;
}

CUresult cuCtxPushCurrent(CUcontext ctx) {
    count_call();
    if (!ctx || t_depth == MAX_STACK) return CUDA_ERROR_INVALID_VALUE;
    t_stack[t_depth++] = t_current_ctx;
    t_current_ctx = ctx;
    return CUDA_SUCCESS;
}

CUresult cuCtxPopCurrent(CUcontext *pctx) {
    count_call();
    if (t_depth == 0) return CUDA_ERROR_INVALID_CONTEXT;
    if (pctx) *pctx = t_current_ctx;
    t_current_ctx = t_stack[--t_depth];
    return CUDA_SUCCESS;
}

CUresult cuCtxSynchronize(void) {
    count_call();
    return need_context() ? CUDA_SUCCESS : CUDA_ERROR_INVALID_CONTEXT;
}

CUresult cuDeviceGetPCIBusId(char *pciBusId, int len, CUdevice dev) {
    count_call();
    if (!pciBusId || len <= 0) return CUDA_ERROR_INVALID_VALUE;
    if (!valid_device(dev)) return CUDA_ERROR_INVALID_DEVICE;
    snprintf(pciBusId, (size_t)len, "0000:%02x:00.0", dev + 1);
    return CUDA_SUCCESS;
}

/* Bytes 0x10 * dev + i. */
CUresult cuDeviceGetUuid(CUuuid *uuid, CUdevice dev) {
    count_call();
    if (!uuid) return CUDA_ERROR_INVALID_VALUE;
    if (!valid_device(dev)) return CUDA_ERROR_INVALID_DEVICE;
    for (int i = 0; i < 16; i++) uuid->bytes[i] = (char)(0x10 * dev + i);
    return CUDA_SUCCESS;
}

CUresult cuDeviceCanAccessPeer(int *canAccessPeer, CUdevice dev, CUdevice peerDev) {
    count_call();
    if (!canAccessPeer) return CUDA_ERROR_INVALID_VALUE;
    if (!valid_device(dev) || !valid_device(peerDev)) return CUDA_ERROR_INVALID_DEVICE;
    *canAccessPeer = dev != peerDev;
    return CUDA_SUCCESS;
}

CUresult cuCtxEnablePeerAccess(CUcontext peerContext, unsigned int Flags) {
    count_call();
    int peer = ctx_device(peerContext);
    if (!need_context() || Flags || peer < 0 || !ctx_alive(peerContext)) return CUDA_ERROR_INVALID_VALUE;
    if (g_peer_enabled[peer]) return CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED;
    g_peer_enabled[peer] = 1;
    return CUDA_SUCCESS;
}

static CUresult stream_create(CUstream *phStream, unsigned int flags, int priority) {
    count_call();
    if (!phStream || flags > CU_STREAM_NON_BLOCKING) return CUDA_ERROR_INVALID_VALUE;
    CUcontext ctx = need_context();
    if (!ctx) return CUDA_ERROR_INVALID_CONTEXT;
    uintptr_t h = res_make(RES_STREAM, ctx);
    if (!h) return CUDA_ERROR_OUT_OF_MEMORY;
    int i = res_find(h, RES_STREAM);
    g_res[i].flags = flags;
    g_res[i].priority = priority;
    *phStream = (CUstream)h;
    return CUDA_SUCCESS;
}

CUresult cuStreamCreate(CUstream *phStream, unsigned int Flags) { return stream_create(phStream, Flags, 0); }

/* Priorities -5..0, as on a GPU; others are clamped, as the driver does. */
CUresult cuStreamCreateWithPriority(CUstream *phStream, unsigned int flags, int priority) {
    return stream_create(phStream, flags, priority < -5 ? -5 : priority > 0 ? 0 : priority);
}

CUresult cuStreamDestroy(CUstream hStream) {
    count_call();
    return res_destroy((uintptr_t)hStream, RES_STREAM);
}

CUresult cuStreamGetFlags(CUstream hStream, unsigned int *flags) {
    count_call();
    int i = res_find((uintptr_t)hStream, RES_STREAM);
    if (!flags) return CUDA_ERROR_INVALID_VALUE;
    if (i < 0) return CUDA_ERROR_INVALID_HANDLE;
    *flags = g_res[i].flags;
    return CUDA_SUCCESS;
}

CUresult cuStreamGetPriority(CUstream hStream, int *priority) {
    count_call();
    int i = res_find((uintptr_t)hStream, RES_STREAM);
    if (!priority) return CUDA_ERROR_INVALID_VALUE;
    if (i < 0) return CUDA_ERROR_INVALID_HANDLE;
    *priority = g_res[i].priority;
    return CUDA_SUCCESS;
}

CUresult cuStreamGetCtx(CUstream hStream, CUcontext *pctx) {
    count_call();
    int i = res_find((uintptr_t)hStream, RES_STREAM);
    if (!pctx) return CUDA_ERROR_INVALID_VALUE;
    if (i < 0) return CUDA_ERROR_INVALID_HANDLE;
    *pctx = g_res[i].ctx;
    return CUDA_SUCCESS;
}

CUresult cuStreamWaitEvent(CUstream hStream, CUevent hEvent, unsigned int Flags) {
    count_call();
    if (Flags) return CUDA_ERROR_INVALID_VALUE;
    if (!valid_stream(hStream) || res_find((uintptr_t)hEvent, RES_EVENT) < 0) return CUDA_ERROR_INVALID_HANDLE;
    return CUDA_SUCCESS;
}

CUresult cuEventCreate(CUevent *phEvent, unsigned int Flags) {
    count_call();
    if (!phEvent) return CUDA_ERROR_INVALID_VALUE;
    CUcontext ctx = need_context();
    if (!ctx) return CUDA_ERROR_INVALID_CONTEXT;
    uintptr_t h = res_make(RES_EVENT, ctx);
    if (!h) return CUDA_ERROR_OUT_OF_MEMORY;
    g_res[res_find(h, RES_EVENT)].flags = Flags;
    *phEvent = (CUevent)h;
    return CUDA_SUCCESS;
}

/* Events destroyed while a context other than their own was current (core must push theirs). */
static int g_event_destroy_elsewhere;
/* The next this many cuEventDestroy calls fail (CUDA_ERROR_INVALID_HANDLE), destroying nothing. */
static int g_fail_event_destroys;

void fake_fail_event_destroys(int n) { g_fail_event_destroys = n; }

CUresult cuEventDestroy(CUevent hEvent) {
    count_call();
    pthread_mutex_lock(&g_lock);
    if (g_fail_event_destroys > 0) {
        g_fail_event_destroys--;
        pthread_mutex_unlock(&g_lock);
        return CUDA_ERROR_INVALID_HANDLE;
    }
    int i = res_find((uintptr_t)hEvent, RES_EVENT);
    if (i >= 0 && g_res[i].ctx != t_current_ctx) g_event_destroy_elsewhere++;
    pthread_mutex_unlock(&g_lock);
    return res_destroy((uintptr_t)hEvent, RES_EVENT);
}

int fake_event_destroy_elsewhere(void) { return g_event_destroy_elsewhere; }

CUresult cuEventRecord(CUevent hEvent, CUstream hStream) {
    count_call();
    if (res_find((uintptr_t)hEvent, RES_EVENT) < 0 || !valid_stream(hStream)) return CUDA_ERROR_INVALID_HANDLE;
    g_records++;
    return CUDA_SUCCESS;
}

CUresult cuEventSynchronize(CUevent hEvent) {
    count_call();
    return res_find((uintptr_t)hEvent, RES_EVENT) < 0 ? CUDA_ERROR_INVALID_HANDLE : CUDA_SUCCESS;
}

/* 1.5 ms between any two timing events; an event made with CU_EVENT_DISABLE_TIMING cannot time. */
CUresult cuEventElapsedTime(float *pMilliseconds, CUevent hStart, CUevent hEnd) {
    count_call();
    int a = res_find((uintptr_t)hStart, RES_EVENT), b = res_find((uintptr_t)hEnd, RES_EVENT);
    if (!pMilliseconds) return CUDA_ERROR_INVALID_VALUE;
    if (a < 0 || b < 0 || (g_res[a].flags | g_res[b].flags) & CU_EVENT_DISABLE_TIMING) return CUDA_ERROR_INVALID_HANDLE;
    *pMilliseconds = 1.5f;
    return CUDA_SUCCESS;
}

/* Device memory (stream-ordered or not) comes from the allocation table above. */
#define DEFAULT_POOL(dev) ((CUmemoryPool)(uintptr_t)(0x900 + (dev)))
CUresult cuDeviceGetMemPool(CUmemoryPool *pool, CUdevice dev) {
    count_call();
    if (!pool) return CUDA_ERROR_INVALID_VALUE;
    if (!valid_device(dev)) return CUDA_ERROR_INVALID_DEVICE;
    *pool = DEFAULT_POOL(dev);
    return CUDA_SUCCESS;
}

static int valid_pool(CUmemoryPool pool) {
    uintptr_t p = (uintptr_t)pool;
    return (p >= 0x900 && p < 0x900 + FAKE_DEVICES) || p == 0x980 /* MANAGED_POOL */ || res_find(p, RES_POOL) >= 0;
}

CUresult cuMemPoolSetAttribute(CUmemoryPool pool, CUmemPool_attribute attr, void *value) {
    count_call();
    if (!valid_pool(pool) || !value) return CUDA_ERROR_INVALID_VALUE;
    if (attr == CU_MEMPOOL_ATTR_RELEASE_THRESHOLD) g_pool_threshold = *(cuuint64_t *)value;
    return CUDA_SUCCESS;
}

CUresult cuMemPoolCreate(CUmemoryPool *pool, const CUmemPoolProps *poolProps) {
    count_call();
    if (!pool || !poolProps) return CUDA_ERROR_INVALID_VALUE;
    if (poolProps->allocType == CU_MEM_ALLOCATION_TYPE_MANAGED) {  /* a preferred location, or none */
        if (poolProps->location.type != CU_MEM_LOCATION_TYPE_NONE && poolProps->location.type != CU_MEM_LOCATION_TYPE_HOST &&
            poolProps->location.type != CU_MEM_LOCATION_TYPE_HOST_NUMA && poolProps->location.type != CU_MEM_LOCATION_TYPE_DEVICE)
            return CUDA_ERROR_INVALID_VALUE;
    } else if (poolProps->allocType != CU_MEM_ALLOCATION_TYPE_PINNED ||
               (poolProps->location.type != CU_MEM_LOCATION_TYPE_HOST && poolProps->location.type != CU_MEM_LOCATION_TYPE_DEVICE)) {
        return CUDA_ERROR_INVALID_VALUE;
    }
    g_pool_props[0] = poolProps->allocType;
    g_pool_props[1] = poolProps->location.type;
    g_pool_props[2] = poolProps->location.id;
    CUcontext ctx = need_context();
    if (!ctx) return CUDA_ERROR_INVALID_CONTEXT;
    uintptr_t h = res_make(RES_POOL, ctx);
    if (!h) return CUDA_ERROR_OUT_OF_MEMORY;
    *pool = (CUmemoryPool)h;
    return CUDA_SUCCESS;
}

CUresult cuMemPoolDestroy(CUmemoryPool pool) {
    count_call();
    return res_destroy((uintptr_t)pool, RES_POOL);
}

CUresult cuMemAllocFromPoolAsync(CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream) {
    if (!valid_pool(pool)) return count_call(), CUDA_ERROR_INVALID_VALUE;
    if (!valid_stream(hStream)) return count_call(), CUDA_ERROR_INVALID_HANDLE;
    if ((uintptr_t)hStream <= 2 && !need_context()) return count_call(), CUDA_ERROR_INVALID_CONTEXT;
    return cuMemAlloc(dptr, bytesize);
}

CUresult cuMemFreeAsync(CUdeviceptr dptr, CUstream hStream) {
    if (!valid_stream(hStream)) {
        g_bad_destroy++;
        return count_call(), CUDA_ERROR_INVALID_HANDLE;
    }
    if ((uintptr_t)hStream <= 2 && !need_context()) return count_call(), CUDA_ERROR_INVALID_CONTEXT;
    CUresult r = cuMemFree(dptr);
    if (r) g_bad_destroy++;
    return r;
}

CUresult cuMemAllocHost(void **pp, size_t bytesize) {
    if (!pp) return count_call(), CUDA_ERROR_INVALID_VALUE;
    if (!need_context()) return count_call(), CUDA_ERROR_INVALID_CONTEXT;
    CUdeviceptr p;
    CUresult r = cuMemAlloc(&p, bytesize);
    if (!r) *pp = (void *)(uintptr_t)p;
    return r;
}

CUresult cuMemFreeHost(void *p) {
    CUresult r = cuMemFree((CUdeviceptr)(uintptr_t)p);
    if (r) g_bad_destroy++;
    return r;
}

CUresult cuMemAllocManaged(CUdeviceptr *dptr, size_t bytesize, unsigned int flags) {
    if (flags != CU_MEM_ATTACH_GLOBAL && flags != CU_MEM_ATTACH_HOST) return count_call(), CUDA_ERROR_INVALID_VALUE;
    if (!need_context()) return count_call(), CUDA_ERROR_INVALID_CONTEXT;
    return cuMemAlloc(dptr, bytesize);
}

/* One side of a unified-addressing copy: in the fake's memory (device, pinned, managed) it must
 * fit the allocation it starts in; elsewhere it is host memory, which the fake cannot check. */
static int unified_side(CUdeviceptr p, size_t n) {
    return find_alloc((uintptr_t)p, 0) < 0 || find_alloc((uintptr_t)p, n) >= 0;
}

CUresult cuMemcpyAsync(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount, CUstream hStream) {
    count_call();
    if (!valid_stream(hStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (!dst || !src || !unified_side(dst, ByteCount) || !unified_side(src, ByteCount))
        return CUDA_ERROR_INVALID_VALUE;
    memmove((void *)(uintptr_t)dst, (const void *)(uintptr_t)src, ByteCount);
    g_copy[0]++;
    g_copy[20] = (long long)ByteCount;
    return CUDA_SUCCESS;
}

/* CUDA 13.2's copy with attributes (declared by 13.5's cuda.h, not 13.0's, which this is built
 * against: the prototype is the 13.5 one). The legacy default stream is refused, as the driver
 * refuses it; the attributes are recorded (fake_copy). */
CUresult cuMemcpyWithAttributesAsync(CUdeviceptr dst, CUdeviceptr src, size_t size, CUmemcpyAttributes *attr,
                                     CUstream hStream) {
    count_call();
    if ((uintptr_t)hStream <= 1 || !valid_stream(hStream)) return CUDA_ERROR_INVALID_VALUE;
    if (!attr || attr->srcAccessOrder == CU_MEMCPY_SRC_ACCESS_ORDER_INVALID) return CUDA_ERROR_INVALID_VALUE;
    if (!dst || !src || !unified_side(dst, size) || !unified_side(src, size)) return CUDA_ERROR_INVALID_VALUE;
    memmove((void *)(uintptr_t)dst, (const void *)(uintptr_t)src, size);
    g_copy[3]++;
    g_copy[12] = attr->srcAccessOrder;
    g_copy[13] = attr->flags;
    g_copy[14] = attr->srcLocHint.type * 100 + attr->srcLocHint.id;
    g_copy[15] = attr->dstLocHint.type * 100 + attr->dstLocHint.id;
    g_copy[22] = (long long)size;
    return CUDA_SUCCESS;
}

/* The batched copies, discards and prefetches of CUDA 13 (utils.copy_batch and friends). Each
 * checks what the driver documents (a stream that is not the legacy default, attribute runs
 * that start at 0 and increase, known allocations), copies for real, and records what it saw:
 * fake_batch(0) copies, (1) attribute runs of the last batch, (2) the last batch's first
 * srcAccessOrder, (3) its first flags, (4) discarded ranges, (5) prefetched ranges, (6) the
 * last prefetch's location runs, (7) its first location's type * 100 + id. */
static long g_batch[8];

static CUresult batch_ranges(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUstream hStream) {
    if (!dptrs || !sizes || count == 0) return CUDA_ERROR_INVALID_VALUE;
    if ((uintptr_t)hStream <= 1 || !valid_stream(hStream)) return CUDA_ERROR_INVALID_VALUE; /* not the legacy stream */
    for (size_t i = 0; i < count; i++)
        if (find_alloc((uintptr_t)dptrs[i], sizes[i]) < 0) return CUDA_ERROR_INVALID_VALUE;
    return CUDA_SUCCESS;
}

CUresult cuMemcpyBatchAsync(CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count,
                            CUmemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, CUstream hStream) {
    count_call();
    CUresult r = batch_ranges(dsts, sizes, count, hStream);
    if (r) return r;
    if ((r = batch_ranges(srcs, sizes, count, hStream))) return r;
    if (!attrs || !attrsIdxs || numAttrs == 0 || numAttrs > count || attrsIdxs[0] != 0) return CUDA_ERROR_INVALID_VALUE;
    for (size_t k = 1; k < numAttrs; k++)
        if (attrsIdxs[k] <= attrsIdxs[k - 1] || attrsIdxs[k] >= count) return CUDA_ERROR_INVALID_VALUE;
    for (size_t k = 0; k < numAttrs; k++)
        if (attrs[k].srcAccessOrder == CU_MEMCPY_SRC_ACCESS_ORDER_INVALID) return CUDA_ERROR_INVALID_VALUE;
    for (size_t i = 0; i < count; i++) memmove((void *)(uintptr_t)dsts[i], (const void *)(uintptr_t)srcs[i], sizes[i]);
    g_batch[0] += (long)count;
    g_batch[1] = (long)numAttrs;
    g_batch[2] = attrs[0].srcAccessOrder;
    g_batch[3] = attrs[0].flags;
    return CUDA_SUCCESS;
}

/* Discards (ManagedBuffer.discard, utils.discard_batch): how many calls, and the last one's first
 * range and prefetch location. */
static long long g_discard[5];  /* count, ptr, size, location type (-1: none), location id */
static void record_discard(CUdeviceptr *dptrs, size_t *sizes, const CUmemLocation *loc) {
    g_discard[0]++;
    g_discard[1] = (long long)dptrs[0];
    g_discard[2] = (long long)sizes[0];
    g_discard[3] = loc ? (long long)loc->type : -1;
    g_discard[4] = loc ? loc->id : 0;
}

CUresult cuMemDiscardBatchAsync(CUdeviceptr *dptrs, size_t *sizes, size_t count, unsigned long long flags, CUstream hStream) {
    count_call();
    if (flags) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = batch_ranges(dptrs, sizes, count, hStream);
    if (!r) {
        g_batch[4] += (long)count;
        record_discard(dptrs, sizes, NULL);
    }
    return r;
}

static CUresult prefetch_batch(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *locs, size_t *idxs,
                               size_t numLocs, unsigned long long flags, CUstream hStream) {
    if (flags) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = batch_ranges(dptrs, sizes, count, hStream);
    if (r) return r;
    if (!locs || !idxs || numLocs == 0 || numLocs > count || idxs[0] != 0) return CUDA_ERROR_INVALID_VALUE;
    for (size_t k = 1; k < numLocs; k++)
        if (idxs[k] <= idxs[k - 1] || idxs[k] >= count) return CUDA_ERROR_INVALID_VALUE;
    g_batch[5] += (long)count;
    g_batch[6] = (long)numLocs;
    g_batch[7] = (long)locs[0].type * 100 + locs[0].id;
    return CUDA_SUCCESS;
}

CUresult cuMemPrefetchBatchAsync(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs,
                                 size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags,
                                 CUstream hStream) {
    count_call();
    return prefetch_batch(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
}

CUresult cuMemDiscardAndPrefetchBatchAsync(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs,
                                           size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags,
                                           CUstream hStream) {
    count_call();
    CUresult r = prefetch_batch(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
    if (!r) {
        g_batch[4] += (long)count;
        record_discard(dptrs, sizes, &prefetchLocs[0]);
    }
    return r;
}

long fake_batch(int which) { return which >= 0 && which < 8 ? g_batch[which] : -1; }

static CUresult memset_async(CUdeviceptr dst, unsigned int value, size_t width, size_t n, CUstream hStream) {
    count_call();
    if (!valid_stream(hStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (find_alloc((uintptr_t)dst, n * width) < 0) return CUDA_ERROR_INVALID_VALUE;
    for (size_t i = 0; i < n; i++) memcpy((char *)(uintptr_t)dst + i * width, &value, width);
    return CUDA_SUCCESS;
}

CUresult cuMemsetD8Async(CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream) {
    return memset_async(dstDevice, uc, 1, N, hStream);
}

CUresult cuMemsetD16Async(CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream) {
    return memset_async(dstDevice, us, 2, N, hStream);
}

CUresult cuMemsetD32Async(CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream) {
    return memset_async(dstDevice, ui, 4, N, hStream);
}

/* An image starting with "FAKECUBIN" or with PTX's ".version"/"//" loads; its functions are "kernel"
 * (fake kernel 1), "old_kernel" (fake kernel 2) and "tma_kernel" (fake kernel 3); any other name is
 * not found. */
CUresult cuModuleLoadData(CUmodule *module, const void *image) {
    count_call();
    if (!module || !image) return CUDA_ERROR_INVALID_VALUE;
    if (strncmp(image, "FAKECUBIN", 9) && strncmp(image, "//", 2) && strncmp(image, ".version", 8))
        return CUDA_ERROR_INVALID_IMAGE;
    CUcontext ctx = need_context();
    if (!ctx) return CUDA_ERROR_INVALID_CONTEXT;
    uintptr_t h = res_make(RES_MODULE, ctx);
    if (!h) return CUDA_ERROR_OUT_OF_MEMORY;
    *module = (CUmodule)h;
    return CUDA_SUCCESS;
}

CUresult cuModuleUnload(CUmodule hmod) {
    count_call();
    return res_destroy((uintptr_t)hmod, RES_MODULE);
}

CUresult cuModuleGetFunction(CUfunction *hfunc, CUmodule hmod, const char *name) {
    count_call();
    if (!hfunc || !name) return CUDA_ERROR_INVALID_VALUE;
    if (res_find((uintptr_t)hmod, RES_MODULE) < 0) return CUDA_ERROR_INVALID_HANDLE;
    if (strcmp(name, "kernel") == 0) *hfunc = KERNEL_DESCRIBED;
    else if (strcmp(name, "old_kernel") == 0) *hfunc = KERNEL_UNDESCRIBED;
    else if (strcmp(name, "tma_kernel") == 0) *hfunc = KERNEL_TMA;
    else if (strncmp(name, "cudagen_strided_copy_", 21) == 0 &&
             copy_kernel_unit((CUfunction)(KERNEL_COPY_BASE + (uintptr_t)atoi(name + 21))))
        *hfunc = (CUfunction)(KERNEL_COPY_BASE + (uintptr_t)atoi(name + 21));
    else return CUDA_ERROR_NOT_FOUND;
    return CUDA_SUCCESS;
}

/* ---------------------------------------------------------------------------------- linking */

/* Link states (cuLinkCreate): each is a resource of its context (made and destroyed once, as
 * the others), with the options it was made with and the caller's optionValues array, which the
 * driver writes into (the logs' sizes filled, OUT) until cuLinkDestroy: so must the fake, and it
 * counts (fake_link(3)) each time that array no longer holds what it held at cuLinkCreate (the
 * caller freed or reused it too early). cuLinkAddData records each input; data starting with
 * "FAKEBAD" fails (CUDA_ERROR_INVALID_PTX) and data containing "FAKE_UNRESOLVED" makes
 * cuLinkComplete fail (CUDA_ERROR_NOT_FOUND), each with a line in the error log. cuLinkComplete's
 * "cubin" is "FAKECUBIN linked N:" then each input as " type:name:size:checksum" (loadable by
 * cuModuleLoadData), owned by the state: cuLinkDestroy overwrites it with 'X' before freeing it.
 * The info log gets a line per input under CU_JIT_LOG_VERBOSE, and one at cuLinkComplete. */
#define MAX_LINKS 16
#define MAX_LINK_OPTS 32
static struct {
    uintptr_t h;
    unsigned int n;
    CUjit_option keys[MAX_LINK_OPTS];
    void *values[MAX_LINK_OPTS]; /* as they were at cuLinkCreate */
    void **caller;               /* the caller's optionValues: valid until cuLinkDestroy */
    int verbose, ninputs, unresolved;
    char inputs[2048];
    char *cubin;
} g_links[MAX_LINKS];
static char g_link_options[1024]; /* the last cuLinkCreate's options: "key=value ..." */
static int g_link_completes, g_link_adds, g_link_stale;

static int link_slot(CUlinkState state) {
    for (int i = 0; i < MAX_LINKS; i++)
        if (state && g_links[i].h == (uintptr_t)state) return i;
    return -1;
}

static int is_size_out(CUjit_option key) {
    return key == CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES || key == CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES;
}

/* The caller's optionValues must still hold what cuLinkCreate was given (but the sizes it fills). */
static void link_check(int s) {
    for (unsigned int i = 0; i < g_links[s].n; i++)
        if (!is_size_out(g_links[s].keys[i]) && g_links[s].caller[i] != g_links[s].values[i]) {
            g_link_stale++;
            return;
        }
}

/* Appends text to the info (0) or error (1) log, capped at its size, and writes the bytes filled
 * (with the NUL) into the caller's size option, as the driver does. */
static void link_log(int s, int which, const char *text) {
    CUjit_option buf_key = which ? CU_JIT_ERROR_LOG_BUFFER : CU_JIT_INFO_LOG_BUFFER;
    CUjit_option size_key = which ? CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES : CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES;
    int b = -1, z = -1;
    for (unsigned int i = 0; i < g_links[s].n; i++) {
        if (g_links[s].keys[i] == buf_key) b = (int)i;
        if (g_links[s].keys[i] == size_key) z = (int)i;
    }
    if (b < 0 || z < 0) return;
    char *buf = g_links[s].values[b];
    size_t cap = (size_t)(uintptr_t)g_links[s].values[z];
    if (!buf || !cap) return;
    size_t used = strnlen(buf, cap - 1);
    snprintf(buf + used, cap - used, "%s", text);
    g_links[s].caller[z] = (void *)(uintptr_t)(strnlen(buf, cap - 1) + 1);
}

CUresult cuLinkCreate(unsigned int numOptions, CUjit_option *options, void **optionValues, CUlinkState *stateOut) {
    count_call();
    if (!stateOut || numOptions > MAX_LINK_OPTS || (numOptions && (!options || !optionValues)))
        return CUDA_ERROR_INVALID_VALUE;
    CUcontext ctx = need_context();
    if (!ctx) return CUDA_ERROR_INVALID_CONTEXT;
    int s = -1;
    for (int i = 0; i < MAX_LINKS && s < 0; i++)
        if (!g_links[i].h) s = i;
    if (s < 0) return CUDA_ERROR_OUT_OF_MEMORY;
    uintptr_t h = res_make(RES_LINK, ctx);
    if (!h) return CUDA_ERROR_OUT_OF_MEMORY;
    memset(&g_links[s], 0, sizeof g_links[s]);
    g_links[s].h = h;
    g_links[s].n = numOptions;
    g_links[s].caller = optionValues;
    size_t used = 0;
    g_link_options[0] = '\0';
    for (unsigned int i = 0; i < numOptions; i++) {
        g_links[s].keys[i] = options[i];
        g_links[s].values[i] = optionValues[i];
        if (options[i] == CU_JIT_LOG_VERBOSE && optionValues[i]) g_links[s].verbose = 1;
        int buffer = options[i] == CU_JIT_INFO_LOG_BUFFER || options[i] == CU_JIT_ERROR_LOG_BUFFER;
        used += (size_t)snprintf(g_link_options + used, sizeof g_link_options - used, "%s%d=", i ? " " : "",
                                 (int)options[i]);
        if (used >= sizeof g_link_options) break;
        if (buffer) used += (size_t)snprintf(g_link_options + used, sizeof g_link_options - used, "%s",
                                             optionValues[i] ? "buf" : "null");
        else used += (size_t)snprintf(g_link_options + used, sizeof g_link_options - used, "%llu",
                                      (unsigned long long)(uintptr_t)optionValues[i]);
        if (used >= sizeof g_link_options) break;
    }
    *stateOut = (CUlinkState)h;
    return CUDA_SUCCESS;
}

/* Records a checksum of the data, so a test can tell the bytes arrived; on a state cuLinkCreate
 * made, also adds the input (any other non-NULL state only records, as tests of the bindings
 * use it). */
CUresult cuLinkAddData(CUlinkState state, CUjitInputType type, void *data, size_t size,
                       const char *name, unsigned int numOptions, CUjit_option *options,
                       void **optionValues) {
    (void)options;
    (void)optionValues;
    count_call();
    if (!state || !data || numOptions) return CUDA_ERROR_INVALID_VALUE;
    unsigned long long sum = 0;
    for (size_t i = 0; i < size; i++) sum = sum * 31 + ((const unsigned char *)data)[i];
    g_link_sum = sum;
    g_link_size = size;
    int s = link_slot(state);
    if (s < 0) return CUDA_SUCCESS;
    g_link_adds++;
    link_check(s);
    char line[256];
    if (size >= 7 && memcmp(data, "FAKEBAD", 7) == 0) {
        snprintf(line, sizeof line, "ptxas fatal   : fake: cannot read input '%s'\n", name ? name : "");
        link_log(s, 1, line);
        return CUDA_ERROR_INVALID_PTX;
    }
    if (memmem(data, size, "FAKE_UNRESOLVED", 15)) g_links[s].unresolved = 1;
    size_t used = strlen(g_links[s].inputs);
    snprintf(g_links[s].inputs + used, sizeof g_links[s].inputs - used, " %d:%s:%zu:%llx", (int)type,
             name ? name : "", size, sum);
    g_links[s].ninputs++;
    if (g_links[s].verbose) {
        snprintf(line, sizeof line, "fake linker: added '%s' (%zu bytes)\n", name ? name : "", size);
        link_log(s, 0, line);
    }
    return CUDA_SUCCESS;
}

CUresult cuLinkComplete(CUlinkState state, void **cubinOut, size_t *sizeOut) {
    count_call();
    int s = link_slot(state);
    if (s < 0) return CUDA_ERROR_INVALID_HANDLE;
    if (!cubinOut || !sizeOut) return CUDA_ERROR_INVALID_VALUE;
    g_link_completes++;
    link_check(s);
    if (g_links[s].unresolved) {
        link_log(s, 1, "nvlink error   : Undefined reference to 'missing' (fake)\n");
        return CUDA_ERROR_NOT_FOUND;
    }
    free(g_links[s].cubin);
    size_t n = strlen(g_links[s].inputs) + 32;
    g_links[s].cubin = malloc(n);
    if (!g_links[s].cubin) return CUDA_ERROR_OUT_OF_MEMORY;
    snprintf(g_links[s].cubin, n, "FAKECUBIN linked %d:%s", g_links[s].ninputs, g_links[s].inputs);
    char line[128];
    snprintf(line, sizeof line, "fake linker: linked %d inputs into %zu bytes\n", g_links[s].ninputs,
             strlen(g_links[s].cubin));
    link_log(s, 0, line);
    *cubinOut = g_links[s].cubin;
    *sizeOut = strlen(g_links[s].cubin);
    return CUDA_SUCCESS;
}

CUresult cuLinkDestroy(CUlinkState state) {
    count_call();
    int s = link_slot(state);
    CUresult r = res_destroy((uintptr_t)state, RES_LINK);
    if (s >= 0) {
        link_check(s);
        if (g_links[s].cubin) {
            memset(g_links[s].cubin, 'X', strlen(g_links[s].cubin));
            free(g_links[s].cubin);
        }
        memset(&g_links[s], 0, sizeof g_links[s]);
    }
    return r;
}

/* The last cuLinkCreate's options ("key=value ...", the log buffers "buf"). */
const char *fake_link_options(void) { return g_link_options; }
/* cuLinkAddData calls on link states [0], cuLinkComplete calls [1], states live [2], stale
 * optionValues seen [3]. */
int fake_link(int which) {
    if (which == 0) return g_link_adds;
    if (which == 1) return g_link_completes;
    if (which == 2) return res_live(RES_LINK);
    return g_link_stale;
}

/* attrib * 100 + the kernel's number, unless set (cuFuncSetAttribute takes 8..15 but 10). */
CUresult cuFuncGetAttribute(int *pi, CUfunction_attribute attrib, CUfunction hfunc) {
    count_call();
    if (!pi || (unsigned)attrib >= 32) return CUDA_ERROR_INVALID_VALUE;
    if (hfunc != KERNEL_DESCRIBED && hfunc != KERNEL_UNDESCRIBED) return CUDA_ERROR_INVALID_HANDLE;
    *pi = g_func_attr[attrib] ? g_func_attr[attrib] : (int)attrib * 100 + (int)(uintptr_t)hfunc;
    return CUDA_SUCCESS;
}

CUresult cuFuncSetAttribute(CUfunction hfunc, CUfunction_attribute attrib, int value) {
    count_call();
    if (hfunc != KERNEL_DESCRIBED && hfunc != KERNEL_UNDESCRIBED) return CUDA_ERROR_INVALID_HANDLE;
    if (attrib < 8 || attrib > 15 || attrib == 10) return CUDA_ERROR_INVALID_VALUE;
    g_func_attr[attrib] = value;
    return CUDA_SUCCESS;
}

/* Records the attributes (count, cluster dimensions, cooperative), then reads the arguments as
 * cuLaunchKernel does. */
CUresult cuLaunchKernelEx(const CUlaunchConfig *config, CUfunction f, void **kernelParams, void **extra) {
    if (!config || (config->numAttrs && !config->attrs)) return count_call(), CUDA_ERROR_INVALID_VALUE;
    g_ex_attrs = (int)config->numAttrs;
    g_ex_cooperative = 0;
    g_ex_pdl = 0;
    memset(g_ex_cluster, 0, sizeof g_ex_cluster);
    for (unsigned int i = 0; i < config->numAttrs; i++) {
        if (config->attrs[i].id == CU_LAUNCH_ATTRIBUTE_COOPERATIVE) g_ex_cooperative = config->attrs[i].value.cooperative;
        if (config->attrs[i].id == CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION)
            g_ex_pdl = config->attrs[i].value.programmaticStreamSerializationAllowed;
        if (config->attrs[i].id == CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION) {
            g_ex_cluster[0] = config->attrs[i].value.clusterDim.x;
            g_ex_cluster[1] = config->attrs[i].value.clusterDim.y;
            g_ex_cluster[2] = config->attrs[i].value.clusterDim.z;
        }
    }
    if (!valid_stream(config->hStream)) return count_call(), CUDA_ERROR_INVALID_HANDLE;
    g_ex_launches++;
    return cuLaunchKernel(f, config->gridDimX, config->gridDimY, config->gridDimZ, config->blockDimX,
                          config->blockDimY, config->blockDimZ, config->sharedMemBytes, config->hStream,
                          kernelParams, extra);
}

/* Occupancy, as arithmetic the tests can check: 2048 threads and 64 KiB of dynamic shared memory
 * per multiprocessor, 16 multiprocessors, 1024 threads per block at most. The cluster queries
 * record the config they were given (grid, block, stream, attributes) and answer 8 (potential
 * cluster size) and 64 / blocks per cluster (active clusters; a config without a cluster is
 * refused, as the driver does for a kernel with no cluster size). */
static struct { unsigned int grid, block, shmem, nattrs; CUstream stream; int calls; } g_occ_config;
static int g_occ_b2d_arg = -1;

static int occ_blocks(int block_size, size_t smem) {
    int blocks = 2048 / block_size;
    if (smem && (int)(65536 / smem) < blocks) blocks = (int)(65536 / smem);
    return blocks;
}

CUresult cuOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, CUfunction func, int blockSize,
                                                     size_t dynamicSMemSize) {
    count_call();
    if (func != KERNEL_DESCRIBED && func != KERNEL_UNDESCRIBED) return CUDA_ERROR_INVALID_HANDLE;
    if (!numBlocks || blockSize <= 0 || blockSize > 1024) return CUDA_ERROR_INVALID_VALUE;
    *numBlocks = occ_blocks(blockSize, dynamicSMemSize);
    return CUDA_SUCCESS;
}

CUresult cuOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize, CUfunction func,
                                          CUoccupancyB2DSize blockSizeToDynamicSMemSize,
                                          size_t dynamicSMemSize, int blockSizeLimit) {
    count_call();
    if (func != KERNEL_DESCRIBED && func != KERNEL_UNDESCRIBED) return CUDA_ERROR_INVALID_HANDLE;
    if (!minGridSize || !blockSize || blockSizeLimit < 0) return CUDA_ERROR_INVALID_VALUE;
    int block = blockSizeLimit && blockSizeLimit < 1024 ? blockSizeLimit : 1024;
    size_t smem = dynamicSMemSize;
    if (blockSizeToDynamicSMemSize) {
        g_occ_b2d_arg = block;
        smem = blockSizeToDynamicSMemSize(block);
    }
    *blockSize = block;
    *minGridSize = 16 * occ_blocks(block, smem);
    return CUDA_SUCCESS;
}

CUresult cuOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize, CUfunction func, int numBlocks,
                                                 int blockSize) {
    count_call();
    if (func != KERNEL_DESCRIBED && func != KERNEL_UNDESCRIBED) return CUDA_ERROR_INVALID_HANDLE;
    if (!dynamicSmemSize || numBlocks <= 0 || blockSize <= 0) return CUDA_ERROR_INVALID_VALUE;
    *dynamicSmemSize = 65536 / (size_t)numBlocks;
    return CUDA_SUCCESS;
}

static const unsigned int *occ_record(const CUlaunchConfig *config) {
    const unsigned int *cluster = NULL;
    g_occ_config.grid = config->gridDimX * config->gridDimY * config->gridDimZ;
    g_occ_config.block = config->blockDimX * config->blockDimY * config->blockDimZ;
    g_occ_config.shmem = config->sharedMemBytes;
    g_occ_config.nattrs = config->numAttrs;
    g_occ_config.stream = config->hStream;
    g_occ_config.calls++;
    for (unsigned int i = 0; i < config->numAttrs; i++)
        if (config->attrs[i].id == CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION)
            cluster = &config->attrs[i].value.clusterDim.x;
    return cluster;
}

CUresult cuOccupancyMaxPotentialClusterSize(int *clusterSize, CUfunction func, const CUlaunchConfig *config) {
    count_call();
    if (func != KERNEL_DESCRIBED && func != KERNEL_UNDESCRIBED) return CUDA_ERROR_INVALID_HANDLE;
    if (!clusterSize || !config || (config->numAttrs && !config->attrs)) return CUDA_ERROR_INVALID_VALUE;
    if (!valid_stream(config->hStream)) return CUDA_ERROR_INVALID_HANDLE;
    occ_record(config);
    *clusterSize = 8;
    return CUDA_SUCCESS;
}

CUresult cuOccupancyMaxActiveClusters(int *numClusters, CUfunction func, const CUlaunchConfig *config) {
    count_call();
    if (func != KERNEL_DESCRIBED && func != KERNEL_UNDESCRIBED) return CUDA_ERROR_INVALID_HANDLE;
    if (!numClusters || !config || (config->numAttrs && !config->attrs)) return CUDA_ERROR_INVALID_VALUE;
    if (!valid_stream(config->hStream)) return CUDA_ERROR_INVALID_HANDLE;
    const unsigned int *cluster = occ_record(config);
    if (!cluster) return CUDA_ERROR_INVALID_CLUSTER_SIZE;
    *numClusters = 64 / (int)(cluster[0] * cluster[1] * cluster[2]);
    return CUDA_SUCCESS;
}

/* which: 0 grid (blocks), 1 block (threads), 2 shared memory, 3 attributes, 4 calls, 5 the block
 * size given to the B2D callback (-1: none called). */
int fake_occupancy(int which) {
    return which == 0 ? (int)g_occ_config.grid : which == 1 ? (int)g_occ_config.block
         : which == 2 ? (int)g_occ_config.shmem : which == 3 ? (int)g_occ_config.nattrs
         : which == 4 ? g_occ_config.calls : g_occ_b2d_arg;
}
unsigned long long fake_occupancy_stream(void) { return (unsigned long long)(uintptr_t)g_occ_config.stream; }

/* Graphs: capture makes a graph; host nodes are kept per graph and copied to each executable
 * graph made from it, whose launches call them (so callbacks must outlive their graph). */
#define MAX_HOST_NODES 32
static struct { uintptr_t owner; CUhostFn fn; void *data; } g_host_nodes[MAX_HOST_NODES];

static void add_host_node(uintptr_t owner, CUhostFn fn, void *data) {
    for (int i = 0; i < MAX_HOST_NODES; i++) {
        if (!g_host_nodes[i].owner) {
            g_host_nodes[i].owner = owner;
            g_host_nodes[i].fn = fn;
            g_host_nodes[i].data = data;
            return;
        }
    }
}

/* What cuStreamGetCaptureInfo, cuStreamUpdateCaptureDependencies and cuStreamBeginCaptureToGraph
 * see of a capture: its graph (made at the first cuStreamGetCaptureInfo, or the one
 * cuStreamBeginCaptureToGraph names: cuStreamEndCapture returns it) and the nodes the stream's
 * next work depends on. */
#define MAX_CAPTURES 16
static struct {
    uintptr_t stream, graph;
    CUgraphNode deps[8];
    CUgraphEdgeData edges[8];
    size_t ndeps;
} g_captures[MAX_CAPTURES];

static int capture_find(uintptr_t stream) {
    for (int i = 0; i < MAX_CAPTURES; i++)
        if (stream && g_captures[i].stream == stream) return i;
    return -1;
}

static int capture_new(uintptr_t stream, uintptr_t graph) {
    for (int i = 0; i < MAX_CAPTURES; i++) {
        if (!g_captures[i].stream) {
            memset(&g_captures[i], 0, sizeof g_captures[i]);
            g_captures[i].stream = stream;
            g_captures[i].graph = graph;
            return i;
        }
    }
    return -1;
}

CUresult cuStreamBeginCapture(CUstream hStream, CUstreamCaptureMode mode) {
    count_call();
    int i = res_find((uintptr_t)hStream, RES_STREAM);
    if (i < 0) return CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED;
    if (mode > CU_STREAM_CAPTURE_MODE_RELAXED || g_res[i].capturing) return CUDA_ERROR_INVALID_VALUE;
    g_res[i].capturing = 1;
    return CUDA_SUCCESS;
}

CUresult cuStreamEndCapture(CUstream hStream, CUgraph *phGraph) {
    count_call();
    int i = res_find((uintptr_t)hStream, RES_STREAM);
    if (!phGraph) return CUDA_ERROR_INVALID_VALUE;
    if (i < 0 || !g_res[i].capturing) return CUDA_ERROR_ILLEGAL_STATE;
    g_res[i].capturing = 0;
    int c = capture_find((uintptr_t)hStream);
    if (c >= 0) {
        *phGraph = (CUgraph)g_captures[c].graph;
        g_captures[c].stream = 0;
        return CUDA_SUCCESS;
    }
    uintptr_t h = res_make(RES_GRAPH, g_res[i].ctx);
    if (!h) return CUDA_ERROR_OUT_OF_MEMORY;
    *phGraph = (CUgraph)h;
    return CUDA_SUCCESS;
}

/* Graph contents: nodes (type, graph, dependencies, what they do), the graphs nodes own
 * (conditional bodies, child-graph clones: "bodies", destroyed with their graph, never by the
 * caller) and conditional handles (freed with their graph). Destroying a body, or a node of
 * a graph that is gone, counts as a violation (g_bad_destroy). */
#define MAX_NODES 256
#define MAX_DEPS 8
#define MAX_BODIES 64
#define MAX_CONDS 32
static struct {
    uintptr_t h, graph;
    int type, ndeps, disabled;
    uintptr_t deps[MAX_DEPS];
    CUgraph bodies[4];  /* a conditional's bodies, a child node's clone (bodies[0]) */
    uintptr_t event, dptr;
    size_t bytesize;
} g_nodes[MAX_NODES];
static struct { uintptr_t h, parent; } g_bodies[MAX_BODIES];
static struct { uintptr_t h, graph; unsigned int value, flags; } g_conds[MAX_CONDS];
static uintptr_t g_next_node = 0x70000;
/* made, destroyed: bodies [0, 1], conditional handles [2, 3]; then node updates [4], exec node
 * updates [5], the last instantiate flags [6], whether it uploaded [7], dot prints [8], the
 * last dot flags [9], host callbacks captured [10]. */
static int g_graph_counts[11];

static int body_find(uintptr_t h) {
    for (int i = 0; i < MAX_BODIES; i++)
        if (h && g_bodies[i].h == h) return i;
    return -1;
}

static int graph_known(uintptr_t h) { return res_find(h, RES_GRAPH) >= 0 || body_find(h) >= 0; }

static uintptr_t body_make(uintptr_t parent) {
    for (int i = 0; i < MAX_BODIES; i++) {
        if (!g_bodies[i].h) {
            g_bodies[i].h = g_next_handle += 0x10;
            g_bodies[i].parent = parent;
            g_graph_counts[0]++;
            return g_bodies[i].h;
        }
    }
    return 0;
}

static int node_find(uintptr_t h) {
    for (int i = 0; i < MAX_NODES; i++)
        if (h && g_nodes[i].h == h) return i;
    return -1;
}

/* Everything graph h holds goes with it: its nodes, its bodies (and theirs), its handles. */
static void graph_contents_free(uintptr_t h) {
    for (int i = 0; i < MAX_NODES; i++)
        if (g_nodes[i].h && g_nodes[i].graph == h) g_nodes[i].h = 0;
    for (int i = 0; i < MAX_BODIES; i++) {
        if (g_bodies[i].h && g_bodies[i].parent == h) {
            uintptr_t body = g_bodies[i].h;
            g_bodies[i].h = 0;
            g_graph_counts[1]++;
            graph_contents_free(body);
        }
    }
    for (int i = 0; i < MAX_CONDS; i++) {
        if (g_conds[i].h && g_conds[i].graph == h) {
            g_conds[i].h = 0;
            g_graph_counts[3]++;
        }
    }
    for (int i = 0; i < MAX_HOST_NODES; i++)
        if (g_host_nodes[i].owner == h) g_host_nodes[i].owner = 0;
}

CUresult cuGraphCreate(CUgraph *phGraph, unsigned int flags) {
    count_call();
    if (!phGraph || flags) return CUDA_ERROR_INVALID_VALUE;
    uintptr_t h = res_make(RES_GRAPH, t_current_ctx);
    if (!h) return CUDA_ERROR_OUT_OF_MEMORY;
    *phGraph = (CUgraph)h;
    return CUDA_SUCCESS;
}

CUresult cuGraphDestroy(CUgraph hGraph) {
    count_call();
    if (body_find((uintptr_t)hGraph) >= 0) {  /* a node owns it */
        g_bad_destroy++;
        return CUDA_ERROR_INVALID_VALUE;
    }
    CUresult r = res_destroy((uintptr_t)hGraph, RES_GRAPH);
    if (!r) graph_contents_free((uintptr_t)hGraph);
    return r;
}

static CUresult add_typed_node(CUgraphNode *phNode, CUgraph hGraph, const CUgraphNode *deps, size_t n, int type) {
    if (!phNode || (n && !deps) || n > MAX_DEPS) return CUDA_ERROR_INVALID_VALUE;
    if (!graph_known((uintptr_t)hGraph)) return CUDA_ERROR_INVALID_HANDLE;
    for (size_t i = 0; i < n; i++) {
        int d = node_find((uintptr_t)deps[i]);
        if (d < 0 || g_nodes[d].graph != (uintptr_t)hGraph) return CUDA_ERROR_INVALID_VALUE;
    }
    for (int i = 0; i < MAX_NODES; i++) {
        if (!g_nodes[i].h) {
            memset(&g_nodes[i], 0, sizeof g_nodes[i]);
            g_nodes[i].h = g_next_node += 0x10;
            g_nodes[i].graph = (uintptr_t)hGraph;
            g_nodes[i].type = type;
            g_nodes[i].ndeps = (int)n;
            for (size_t k = 0; k < n; k++) g_nodes[i].deps[k] = (uintptr_t)deps[k];
            g_graph_nodes++;
            *phNode = (CUgraphNode)g_nodes[i].h;
            return CUDA_SUCCESS;
        }
    }
    return CUDA_ERROR_OUT_OF_MEMORY;
}

static CUresult add_node(CUgraphNode *phNode, CUgraph hGraph, const CUgraphNode *deps, size_t n) {
    return add_typed_node(phNode, hGraph, deps, n, CU_GRAPH_NODE_TYPE_EMPTY);
}

static int new_node(CUgraphNode *phNode) { return node_find((uintptr_t)*phNode); }

CUresult cuGraphAddKernelNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies,
                              size_t numDependencies, const CUDA_KERNEL_NODE_PARAMS *nodeParams) {
    count_call();
    if (!nodeParams || !nodeParams->kernelParams) return CUDA_ERROR_INVALID_VALUE;
    /* Reads the arguments now, as the driver copies them. */
    if (nodeParams->func == KERNEL_TMA) {
        memcpy(&g_tma_param, nodeParams->kernelParams[0], sizeof g_tma_param);
        g_kernel_a = *(const int *)nodeParams->kernelParams[1];
    }
    if (nodeParams->func == KERNEL_DESCRIBED) {
        g_kernel_a = *(const int *)nodeParams->kernelParams[0];
        g_kernel_b = *(const float *)nodeParams->kernelParams[1];
        g_kernel_c = *(const CUdeviceptr *)nodeParams->kernelParams[2];
    }
    return add_typed_node(phGraphNode, hGraph, dependencies, numDependencies, CU_GRAPH_NODE_TYPE_KERNEL);
}

CUresult cuGraphAddMemcpyNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies,
                              size_t numDependencies, const CUDA_MEMCPY3D *copyParams, CUcontext ctx) {
    count_call();
    if (!copyParams || !ctx_alive(ctx) || copyParams->WidthInBytes == 0) return CUDA_ERROR_INVALID_VALUE;
    return add_typed_node(phGraphNode, hGraph, dependencies, numDependencies, CU_GRAPH_NODE_TYPE_MEMCPY);
}

CUresult cuGraphAddMemsetNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies,
                              size_t numDependencies, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx) {
    count_call();
    if (!memsetParams || !ctx_alive(ctx) || !memsetParams->dst) return CUDA_ERROR_INVALID_VALUE;
    return add_typed_node(phGraphNode, hGraph, dependencies, numDependencies, CU_GRAPH_NODE_TYPE_MEMSET);
}

CUresult cuGraphAddHostNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies,
                            size_t numDependencies, const CUDA_HOST_NODE_PARAMS *nodeParams) {
    count_call();
    if (!nodeParams || !nodeParams->fn) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = add_typed_node(phGraphNode, hGraph, dependencies, numDependencies, CU_GRAPH_NODE_TYPE_HOST);
    if (!r) add_host_node((uintptr_t)hGraph, nodeParams->fn, nodeParams->userData);
    return r;
}

CUresult cuGraphAddEmptyNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies,
                             size_t numDependencies) {
    count_call();
    return add_node(phGraphNode, hGraph, dependencies, numDependencies);
}

CUresult cuGraphAddChildGraphNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies,
                                  size_t numDependencies, CUgraph childGraph) {
    count_call();
    if (!graph_known((uintptr_t)childGraph)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = add_typed_node(phGraphNode, hGraph, dependencies, numDependencies, CU_GRAPH_NODE_TYPE_GRAPH);
    if (!r) g_nodes[new_node(phGraphNode)].bodies[0] = (CUgraph)body_make((uintptr_t)hGraph);  /* the clone */
    return r;
}

CUresult cuGraphChildGraphNodeGetGraph(CUgraphNode hNode, CUgraph *phGraph) {
    count_call();
    int i = node_find((uintptr_t)hNode);
    if (i < 0 || g_nodes[i].type != CU_GRAPH_NODE_TYPE_GRAPH || !phGraph) return CUDA_ERROR_INVALID_VALUE;
    *phGraph = g_nodes[i].bodies[0];
    return CUDA_SUCCESS;
}

static CUresult add_event_node(CUgraphNode *ph, CUgraph g, const CUgraphNode *deps, size_t n, CUevent event, int type) {
    if (res_find((uintptr_t)event, RES_EVENT) < 0) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = add_typed_node(ph, g, deps, n, type);
    if (!r) g_nodes[new_node(ph)].event = (uintptr_t)event;
    return r;
}

CUresult cuGraphAddEventRecordNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies,
                                   size_t numDependencies, CUevent event) {
    count_call();
    return add_event_node(phGraphNode, hGraph, dependencies, numDependencies, event, CU_GRAPH_NODE_TYPE_EVENT_RECORD);
}

CUresult cuGraphAddEventWaitNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies,
                                 size_t numDependencies, CUevent event) {
    count_call();
    return add_event_node(phGraphNode, hGraph, dependencies, numDependencies, event, CU_GRAPH_NODE_TYPE_WAIT_EVENT);
}

/* An allocation node's address: 0xA1100000 + 0x10000 per node made. */
CUresult cuGraphAddMemAllocNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies,
                                size_t numDependencies, CUDA_MEM_ALLOC_NODE_PARAMS *nodeParams) {
    count_call();
    if (!nodeParams || !nodeParams->bytesize) return CUDA_ERROR_INVALID_VALUE;
    if (nodeParams->accessDescCount && !nodeParams->accessDescs) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = add_typed_node(phGraphNode, hGraph, dependencies, numDependencies, CU_GRAPH_NODE_TYPE_MEM_ALLOC);
    if (r) return r;
    int i = new_node(phGraphNode);
    g_nodes[i].dptr = 0xA1100000 + 0x10000 * (uintptr_t)g_graph_nodes;
    g_nodes[i].bytesize = nodeParams->bytesize;
    nodeParams->dptr = (CUdeviceptr)g_nodes[i].dptr;
    return CUDA_SUCCESS;
}

CUresult cuGraphAddMemFreeNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies,
                               size_t numDependencies, CUdeviceptr dptr) {
    count_call();
    if (!dptr) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = add_typed_node(phGraphNode, hGraph, dependencies, numDependencies, CU_GRAPH_NODE_TYPE_MEM_FREE);
    if (!r) g_nodes[new_node(phGraphNode)].dptr = (uintptr_t)dptr;
    return r;
}

CUresult cuGraphConditionalHandleCreate(CUgraphConditionalHandle *pHandle_out, CUgraph hGraph, CUcontext ctx,
                                        unsigned int defaultLaunchValue, unsigned int flags) {
    count_call();
    if (!pHandle_out || !ctx_alive(ctx) || flags > CU_GRAPH_COND_ASSIGN_DEFAULT) return CUDA_ERROR_INVALID_VALUE;
    if (!graph_known((uintptr_t)hGraph)) return CUDA_ERROR_INVALID_HANDLE;
    for (int i = 0; i < MAX_CONDS; i++) {
        if (!g_conds[i].h) {
            g_conds[i].h = 0xC0D0000 + (uintptr_t)(++g_graph_counts[2]);
            g_conds[i].graph = (uintptr_t)hGraph;
            g_conds[i].value = defaultLaunchValue;
            g_conds[i].flags = flags;
            *pHandle_out = (CUgraphConditionalHandle)g_conds[i].h;
            return CUDA_SUCCESS;
        }
    }
    return CUDA_ERROR_OUT_OF_MEMORY;
}

/* Conditional nodes only: `size` bodies made, owned by the graph, written to phGraph_out. A
 * handle of another graph hierarchy (not this graph or one it is a body of) is refused. */
CUresult cuGraphAddNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies,
                        const CUgraphEdgeData *dependencyData, size_t numDependencies, CUgraphNodeParams *nodeParams) {
    count_call();
    (void)dependencyData;
    if (!nodeParams || nodeParams->type != CU_GRAPH_NODE_TYPE_CONDITIONAL) return CUDA_ERROR_NOT_SUPPORTED;
    CUDA_CONDITIONAL_NODE_PARAMS *c = &nodeParams->conditional;
    unsigned int most = c->type == CU_GRAPH_COND_TYPE_SWITCH ? 4 : c->type == CU_GRAPH_COND_TYPE_IF ? 2 : 1;
    if (c->size < 1 || c->size > most || !ctx_alive(c->ctx)) return CUDA_ERROR_INVALID_VALUE;
    int cond = -1;
    for (int i = 0; i < MAX_CONDS; i++)
        if (c->handle && g_conds[i].h == (uintptr_t)c->handle) cond = i;
    if (cond < 0) return CUDA_ERROR_INVALID_VALUE;
    uintptr_t g = (uintptr_t)hGraph;
    while (g != g_conds[cond].graph) {
        int b = body_find(g);
        if (b < 0) return CUDA_ERROR_INVALID_VALUE;
        g = g_bodies[b].parent;
    }
    CUresult r = add_typed_node(phGraphNode, hGraph, dependencies, numDependencies, CU_GRAPH_NODE_TYPE_CONDITIONAL);
    if (r) return r;
    int i = new_node(phGraphNode);
    for (unsigned int k = 0; k < c->size; k++) g_nodes[i].bodies[k] = (CUgraph)body_make((uintptr_t)hGraph);
    c->phGraph_out = g_nodes[i].bodies;
    return CUDA_SUCCESS;
}

CUresult cuGraphNodeGetType(CUgraphNode hNode, CUgraphNodeType *type) {
    count_call();
    int i = node_find((uintptr_t)hNode);
    if (i < 0 || !type) return CUDA_ERROR_INVALID_VALUE;
    *type = (CUgraphNodeType)g_nodes[i].type;
    return CUDA_SUCCESS;
}

CUresult cuGraphGetNodes(CUgraph hGraph, CUgraphNode *nodes, size_t *numNodes) {
    count_call();
    if (!numNodes) return CUDA_ERROR_INVALID_VALUE;
    if (!graph_known((uintptr_t)hGraph)) return CUDA_ERROR_INVALID_HANDLE;
    size_t n = 0;
    for (int i = 0; i < MAX_NODES; i++) {
        if (g_nodes[i].h && g_nodes[i].graph == (uintptr_t)hGraph) {
            if (nodes && n < *numNodes) nodes[n] = (CUgraphNode)g_nodes[i].h;
            n++;
        }
    }
    if (nodes && n > *numNodes) n = *numNodes;
    *numNodes = n;
    return CUDA_SUCCESS;
}

/* A live graph's edges; any other handle: three made-up edges (the bindings' tests). */
CUresult cuGraphGetEdges(CUgraph hGraph, CUgraphNode *from, CUgraphNode *to, CUgraphEdgeData *edgeData,
                         size_t *numEdges) {
    count_call();
    if (!hGraph || !numEdges) return CUDA_ERROR_INVALID_VALUE;
    if (graph_known((uintptr_t)hGraph)) {
        size_t n = 0;
        for (int i = 0; i < MAX_NODES; i++) {
            if (!g_nodes[i].h || g_nodes[i].graph != (uintptr_t)hGraph) continue;
            for (int k = 0; k < g_nodes[i].ndeps; k++, n++) {
                if (n >= *numEdges || (!from && !to)) continue;
                if (from) from[n] = (CUgraphNode)g_nodes[i].deps[k];
                if (to) to[n] = (CUgraphNode)g_nodes[i].h;
                if (edgeData) memset(&edgeData[n], 0, sizeof edgeData[n]);
            }
        }
        if ((from || to) && n > *numEdges) n = *numEdges;
        *numEdges = n;
        return CUDA_SUCCESS;
    }
    if (!from && !to && !edgeData) {
        *numEdges = 3;
        return CUDA_SUCCESS;
    }
    size_t n = *numEdges < 3 ? *numEdges : 3;
    for (size_t i = 0; i < n; i++) {
        if (from) from[i] = (CUgraphNode)(uintptr_t)(0x100 + i);
        if (to) to[i] = (CUgraphNode)(uintptr_t)(0x200 + i);
        if (edgeData) {
            memset(&edgeData[i], 0, sizeof edgeData[i]);
            edgeData[i].type = (unsigned char)i;
        }
    }
    *numEdges = n;
    return CUDA_SUCCESS;
}

static CUresult adjacent(CUgraphNode hNode, CUgraphNode *out, CUgraphEdgeData *edgeData, size_t *num, int forward) {
    int me = node_find((uintptr_t)hNode);
    if (me < 0 || !num) return CUDA_ERROR_INVALID_VALUE;
    size_t n = 0;
    if (!forward) {
        for (int k = 0; k < g_nodes[me].ndeps; k++, n++)
            if (out && n < *num) out[n] = (CUgraphNode)g_nodes[me].deps[k];
    } else {
        for (int i = 0; i < MAX_NODES; i++)
            for (int k = 0; g_nodes[i].h && k < g_nodes[i].ndeps; k++)
                if (g_nodes[i].deps[k] == (uintptr_t)hNode) {
                    if (out && n < *num) out[n] = (CUgraphNode)g_nodes[i].h;
                    n++;
                }
    }
    if (out && n > *num) n = *num;
    for (size_t k = 0; edgeData && out && k < n; k++) memset(&edgeData[k], 0, sizeof edgeData[k]);
    *num = n;
    return CUDA_SUCCESS;
}

CUresult cuGraphNodeGetDependencies(CUgraphNode hNode, CUgraphNode *dependencies, CUgraphEdgeData *edgeData,
                                    size_t *numDependencies) {
    count_call();
    return adjacent(hNode, dependencies, edgeData, numDependencies, 0);
}

CUresult cuGraphNodeGetDependentNodes(CUgraphNode hNode, CUgraphNode *dependentNodes, CUgraphEdgeData *edgeData,
                                      size_t *numDependentNodes) {
    count_call();
    return adjacent(hNode, dependentNodes, edgeData, numDependentNodes, 1);
}

static CUresult edges_change(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, size_t n, int add) {
    if (!graph_known((uintptr_t)hGraph) || (n && (!from || !to))) return CUDA_ERROR_INVALID_VALUE;
    for (size_t e = 0; e < n; e++) {
        int a = node_find((uintptr_t)from[e]), b = node_find((uintptr_t)to[e]);
        if (a < 0 || b < 0 || g_nodes[a].graph != (uintptr_t)hGraph || g_nodes[b].graph != (uintptr_t)hGraph)
            return CUDA_ERROR_INVALID_VALUE;
        int k = 0;
        while (k < g_nodes[b].ndeps && g_nodes[b].deps[k] != (uintptr_t)from[e]) k++;
        if (add) {
            if (k < g_nodes[b].ndeps || g_nodes[b].ndeps == MAX_DEPS) return CUDA_ERROR_INVALID_VALUE;
            g_nodes[b].deps[g_nodes[b].ndeps++] = (uintptr_t)from[e];
        } else {
            if (k == g_nodes[b].ndeps) return CUDA_ERROR_INVALID_VALUE;
            g_nodes[b].deps[k] = g_nodes[b].deps[--g_nodes[b].ndeps];
        }
    }
    return CUDA_SUCCESS;
}

CUresult cuGraphAddDependencies(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to,
                                const CUgraphEdgeData *edgeData, size_t numDependencies) {
    count_call();
    (void)edgeData;
    return edges_change(hGraph, from, to, numDependencies, 1);
}

CUresult cuGraphRemoveDependencies(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to,
                                   const CUgraphEdgeData *edgeData, size_t numDependencies) {
    count_call();
    (void)edgeData;
    return edges_change(hGraph, from, to, numDependencies, 0);
}

CUresult cuGraphDestroyNode(CUgraphNode hNode) {
    count_call();
    int me = node_find((uintptr_t)hNode);
    if (me < 0) {
        g_bad_destroy++;
        return CUDA_ERROR_INVALID_VALUE;
    }
    for (int i = 0; i < MAX_NODES; i++)
        for (int k = 0; g_nodes[i].h && k < g_nodes[i].ndeps; k++)
            if (g_nodes[i].deps[k] == (uintptr_t)hNode) g_nodes[i].deps[k--] = g_nodes[i].deps[--g_nodes[i].ndeps];
    g_nodes[me].h = 0;
    return CUDA_SUCCESS;
}

CUresult cuGraphDebugDotPrint(CUgraph hGraph, const char *path, unsigned int flags) {
    count_call();
    if (!graph_known((uintptr_t)hGraph) || !path) return CUDA_ERROR_INVALID_VALUE;
    FILE *f = fopen(path, "w");
    if (!f) return CUDA_ERROR_OPERATING_SYSTEM;
    size_t n = 0;
    for (int i = 0; i < MAX_NODES; i++) n += g_nodes[i].h && g_nodes[i].graph == (uintptr_t)hGraph;
    fprintf(f, "digraph fake {\n  // flags %u, %zu nodes\n}\n", flags, n);
    fclose(f);
    g_graph_counts[8]++;
    g_graph_counts[9] = (int)flags;
    return CUDA_SUCCESS;
}

/* Setting a node's parameters: the node must be live and of the setter's type. */
static CUresult node_update(CUgraphNode hNode, int type) {
    int i = node_find((uintptr_t)hNode);
    if (i < 0 || g_nodes[i].type != type) return CUDA_ERROR_INVALID_VALUE;
    g_graph_counts[4]++;
    return CUDA_SUCCESS;
}

CUresult cuGraphKernelNodeSetParams(CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams) {
    count_call();
    if (!nodeParams) return CUDA_ERROR_INVALID_VALUE;
    if (nodeParams->func == KERNEL_DESCRIBED && nodeParams->kernelParams) g_kernel_a = *(const int *)nodeParams->kernelParams[0];
    return node_update(hNode, CU_GRAPH_NODE_TYPE_KERNEL);
}

CUresult cuGraphMemcpyNodeSetParams(CUgraphNode hNode, const CUDA_MEMCPY3D *nodeParams) {
    count_call();
    return nodeParams ? node_update(hNode, CU_GRAPH_NODE_TYPE_MEMCPY) : CUDA_ERROR_INVALID_VALUE;
}

CUresult cuGraphMemsetNodeSetParams(CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *nodeParams) {
    count_call();
    return nodeParams ? node_update(hNode, CU_GRAPH_NODE_TYPE_MEMSET) : CUDA_ERROR_INVALID_VALUE;
}

CUresult cuGraphHostNodeSetParams(CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams) {
    count_call();
    return nodeParams && nodeParams->fn ? node_update(hNode, CU_GRAPH_NODE_TYPE_HOST) : CUDA_ERROR_INVALID_VALUE;
}

CUresult cuGraphEventRecordNodeSetEvent(CUgraphNode hNode, CUevent event) {
    count_call();
    if (res_find((uintptr_t)event, RES_EVENT) < 0) return CUDA_ERROR_INVALID_HANDLE;
    return node_update(hNode, CU_GRAPH_NODE_TYPE_EVENT_RECORD);
}

CUresult cuGraphEventWaitNodeSetEvent(CUgraphNode hNode, CUevent event) {
    count_call();
    if (res_find((uintptr_t)event, RES_EVENT) < 0) return CUDA_ERROR_INVALID_HANDLE;
    return node_update(hNode, CU_GRAPH_NODE_TYPE_WAIT_EVENT);
}

CUresult cuGraphNodeSetParams(CUgraphNode hNode, CUgraphNodeParams *nodeParams) {
    count_call();
    if (!nodeParams) return CUDA_ERROR_INVALID_VALUE;
    if (nodeParams->type == CU_GRAPH_NODE_TYPE_GRAPH && !graph_known((uintptr_t)nodeParams->graph.graph))
        return CUDA_ERROR_INVALID_HANDLE;
    return node_update(hNode, nodeParams->type);
}

/* Executable nodes: the executable graph live, the node live and of the setter's type. */
static CUresult exec_node(CUgraphExec hGraphExec, CUgraphNode hNode, int type) {
    if (res_find((uintptr_t)hGraphExec, RES_GRAPH_EXEC) < 0) return CUDA_ERROR_INVALID_HANDLE;
    int i = node_find((uintptr_t)hNode);
    if (i < 0 || (type >= 0 && g_nodes[i].type != type)) return CUDA_ERROR_INVALID_VALUE;
    return CUDA_SUCCESS;
}

static CUresult exec_update(CUgraphExec hGraphExec, CUgraphNode hNode, int type) {
    CUresult r = exec_node(hGraphExec, hNode, type);
    if (!r) g_graph_counts[5]++;
    return r;
}

CUresult cuGraphNodeSetEnabled(CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int isEnabled) {
    count_call();
    CUresult r = exec_node(hGraphExec, hNode, -1);
    if (!r) g_nodes[node_find((uintptr_t)hNode)].disabled = !isEnabled;
    return r;
}

CUresult cuGraphNodeGetEnabled(CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int *isEnabled) {
    count_call();
    CUresult r = exec_node(hGraphExec, hNode, -1);
    if (!r && !isEnabled) r = CUDA_ERROR_INVALID_VALUE;
    if (!r) *isEnabled = !g_nodes[node_find((uintptr_t)hNode)].disabled;
    return r;
}

CUresult cuGraphExecKernelNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams) {
    count_call();
    if (!nodeParams) return CUDA_ERROR_INVALID_VALUE;
    if (nodeParams->func == KERNEL_DESCRIBED && nodeParams->kernelParams) g_kernel_a = *(const int *)nodeParams->kernelParams[0];
    return exec_update(hGraphExec, hNode, CU_GRAPH_NODE_TYPE_KERNEL);
}

CUresult cuGraphExecMemcpyNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMCPY3D *copyParams,
                                        CUcontext ctx) {
    count_call();
    if (!copyParams || !ctx_alive(ctx)) return CUDA_ERROR_INVALID_VALUE;
    return exec_update(hGraphExec, hNode, CU_GRAPH_NODE_TYPE_MEMCPY);
}

CUresult cuGraphExecMemsetNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode,
                                        const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx) {
    count_call();
    if (!memsetParams || !ctx_alive(ctx)) return CUDA_ERROR_INVALID_VALUE;
    return exec_update(hGraphExec, hNode, CU_GRAPH_NODE_TYPE_MEMSET);
}

CUresult cuGraphExecHostNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams) {
    count_call();
    if (!nodeParams || !nodeParams->fn) return CUDA_ERROR_INVALID_VALUE;
    return exec_update(hGraphExec, hNode, CU_GRAPH_NODE_TYPE_HOST);
}

CUresult cuGraphExecChildGraphNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, CUgraph childGraph) {
    count_call();
    if (!graph_known((uintptr_t)childGraph)) return CUDA_ERROR_INVALID_HANDLE;
    return exec_update(hGraphExec, hNode, CU_GRAPH_NODE_TYPE_GRAPH);
}

CUresult cuGraphExecEventRecordNodeSetEvent(CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event) {
    count_call();
    if (res_find((uintptr_t)event, RES_EVENT) < 0) return CUDA_ERROR_INVALID_HANDLE;
    return exec_update(hGraphExec, hNode, CU_GRAPH_NODE_TYPE_EVENT_RECORD);
}

CUresult cuGraphExecEventWaitNodeSetEvent(CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event) {
    count_call();
    if (res_find((uintptr_t)event, RES_EVENT) < 0) return CUDA_ERROR_INVALID_HANDLE;
    return exec_update(hGraphExec, hNode, CU_GRAPH_NODE_TYPE_WAIT_EVENT);
}

static CUresult instantiate(CUgraphExec *phGraphExec, CUgraph hGraph) {
    if (!phGraphExec) return CUDA_ERROR_INVALID_VALUE;
    if (res_find((uintptr_t)hGraph, RES_GRAPH) < 0) return CUDA_ERROR_INVALID_HANDLE;
    CUcontext ctx = need_context();
    if (!ctx) return CUDA_ERROR_INVALID_CONTEXT;
    uintptr_t h = res_make(RES_GRAPH_EXEC, ctx);
    if (!h) return CUDA_ERROR_OUT_OF_MEMORY;
    for (int i = 0; i < MAX_HOST_NODES; i++)
        if (g_host_nodes[i].owner == (uintptr_t)hGraph) add_host_node(h, g_host_nodes[i].fn, g_host_nodes[i].data);
    *phGraphExec = (CUgraphExec)h;
    return CUDA_SUCCESS;
}

CUresult cuGraphInstantiate(CUgraphExec *phGraphExec, CUgraph hGraph, unsigned long long flags) {
    count_call();
    if (flags) return CUDA_ERROR_INVALID_VALUE;
    return instantiate(phGraphExec, hGraph);
}

/* Records the flags, and whether an upload stream came with the UPLOAD flag. */
CUresult cuGraphInstantiateWithParams(CUgraphExec *phGraphExec, CUgraph hGraph, CUDA_GRAPH_INSTANTIATE_PARAMS *instantiateParams) {
    count_call();
    if (!instantiateParams || instantiateParams->flags > 15) return CUDA_ERROR_INVALID_VALUE;
    int upload = (instantiateParams->flags & CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD) != 0;
    if (upload && !valid_stream(instantiateParams->hUploadStream)) return CUDA_ERROR_INVALID_HANDLE;
    g_graph_counts[6] = (int)instantiateParams->flags;
    g_graph_counts[7] = upload && instantiateParams->hUploadStream;
    instantiateParams->result_out = CUDA_GRAPH_INSTANTIATE_SUCCESS;
    return instantiate(phGraphExec, hGraph);
}

CUresult cuStreamGetCaptureInfo(CUstream hStream, CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out,
                                CUgraph *graph_out, const CUgraphNode **dependencies_out,
                                const CUgraphEdgeData **edgeData_out, size_t *numDependencies_out) {
    count_call();
    int i = res_find((uintptr_t)hStream, RES_STREAM);
    if (i < 0 || !captureStatus_out) return CUDA_ERROR_INVALID_VALUE;
    *captureStatus_out = g_res[i].capturing ? CU_STREAM_CAPTURE_STATUS_ACTIVE : CU_STREAM_CAPTURE_STATUS_NONE;
    if (id_out) *id_out = (cuuint64_t)(uintptr_t)hStream;
    int c = capture_find((uintptr_t)hStream);
    if (g_res[i].capturing && c < 0) c = capture_new((uintptr_t)hStream, res_make(RES_GRAPH, g_res[i].ctx));
    if (graph_out) *graph_out = c >= 0 ? (CUgraph)g_captures[c].graph : NULL;
    if (dependencies_out) *dependencies_out = c >= 0 ? g_captures[c].deps : NULL;
    if (edgeData_out) *edgeData_out = c >= 0 ? g_captures[c].edges : NULL;
    if (numDependencies_out) *numDependencies_out = c >= 0 ? g_captures[c].ndeps : 0;
    return CUDA_SUCCESS;
}

CUresult cuStreamUpdateCaptureDependencies(CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData,
                                           size_t numDependencies, unsigned int flags) {
    count_call();
    (void)dependencyData;
    int c = capture_find((uintptr_t)hStream);
    if (c < 0) return CUDA_ERROR_ILLEGAL_STATE;
    if (flags == CU_STREAM_SET_CAPTURE_DEPENDENCIES) g_captures[c].ndeps = 0;
    if (g_captures[c].ndeps + numDependencies > 8 || (numDependencies && !dependencies)) return CUDA_ERROR_INVALID_VALUE;
    for (size_t k = 0; k < numDependencies; k++) {
        if (node_find((uintptr_t)dependencies[k]) < 0) return CUDA_ERROR_INVALID_VALUE;
        g_captures[c].deps[g_captures[c].ndeps++] = dependencies[k];
    }
    return CUDA_SUCCESS;
}

CUresult cuStreamBeginCaptureToGraph(CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies,
                                     const CUgraphEdgeData *dependencyData, size_t numDependencies,
                                     CUstreamCaptureMode mode) {
    count_call();
    (void)dependencies;
    (void)dependencyData;
    int i = res_find((uintptr_t)hStream, RES_STREAM);
    if (i < 0) return CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED;
    if (mode > CU_STREAM_CAPTURE_MODE_RELAXED || g_res[i].capturing || numDependencies) return CUDA_ERROR_INVALID_VALUE;
    if (!graph_known((uintptr_t)hGraph)) return CUDA_ERROR_INVALID_HANDLE;
    if (capture_new((uintptr_t)hStream, (uintptr_t)hGraph) < 0) return CUDA_ERROR_OUT_OF_MEMORY;
    g_res[i].capturing = 1;
    return CUDA_SUCCESS;
}

CUresult cuGraphLaunch(CUgraphExec hGraphExec, CUstream hStream) {
    count_call();
    if (res_find((uintptr_t)hGraphExec, RES_GRAPH_EXEC) < 0 || !valid_stream(hStream)) return CUDA_ERROR_INVALID_HANDLE;
    g_graph_launches++;
    for (int i = 0; i < MAX_HOST_NODES; i++) {
        if (g_host_nodes[i].owner == (uintptr_t)hGraphExec) {
            g_host_nodes[i].fn(g_host_nodes[i].data);
            g_host_calls++;
        }
    }
    return CUDA_SUCCESS;
}

CUresult cuGraphUpload(CUgraphExec hGraphExec, CUstream hStream) {
    count_call();
    if (res_find((uintptr_t)hGraphExec, RES_GRAPH_EXEC) < 0 || !valid_stream(hStream)) return CUDA_ERROR_INVALID_HANDLE;
    return CUDA_SUCCESS;
}

CUresult cuGraphExecDestroy(CUgraphExec hGraphExec) {
    count_call();
    CUresult r = res_destroy((uintptr_t)hGraphExec, RES_GRAPH_EXEC);
    for (int i = 0; !r && i < MAX_HOST_NODES; i++)
        if (g_host_nodes[i].owner == (uintptr_t)hGraphExec) g_host_nodes[i].owner = 0;
    return r;
}

/* Read back by the object-layer tests. */
/* -------------------------------------------------- virtual memory, managed pools, graph memory */

/* Virtual memory management as the driver does it, on the host: a physical allocation
 * (cuMemCreate) is a memfd of its size, with a reference count (creation 1, each
 * cuMemRetainAllocationHandle + 1, each cuMemRelease - 1) and a count of its mappings; it is
 * freed (closed) when both are 0. cuMemAddressReserve reserves host address space (mmap
 * PROT_NONE, at the hint when it is free); cuMemMap maps the memfd there (MAP_SHARED: two mappings
 * of one allocation see the same bytes) and enters the range in the allocation table, so copies
 * and memsets reach it; cuMemUnmap puts PROT_NONE back; cuMemAddressFree gives the range up. A
 * call on a handle or range that is not live (twice, never made) counts as bad; freeing a range
 * that still has a mapping, or releasing a handle still mapped (legal, but not the order the
 * object layer keeps: unmap, then free, then release), counts as out of order. */
#include <sys/mman.h>

#define MAX_VMM 64
#define GRANULARITY_MIN ((size_t)0x10000)     /* 64 KiB */
#define GRANULARITY_REC ((size_t)0x200000)    /* 2 MiB */
static struct { uintptr_t h; size_t size; int fd; int refs; int maps; } g_phys[MAX_VMM];
static struct { uintptr_t base; size_t size; } g_reserved[MAX_VMM];
static struct { uintptr_t base; size_t size; uintptr_t h; } g_mapped[MAX_VMM];
static uintptr_t g_next_phys = 0x7000000;
static int g_vmm_created, g_vmm_freed, g_vmm_bad, g_vmm_order, g_vmm_released, g_vmm_retained;
static int g_vmm_unmaps, g_vmm_frees, g_vmm_reserves, g_vmm_maps;
static long long g_vmm_prop[5];      /* last cuMemCreate: type, location type, id, handle types, RDMA */
static long long g_vmm_access[9];    /* last cuMemSetAccess: count, then (type, id) ... of up to 2, flags of first two */
static char g_vmm_log[4096];         /* "C R M A U F L": create, reserve, map, access, unmap, free, release */

static void vmm_log(char op) {
    size_t n = strlen(g_vmm_log);
    if (n + 2 < sizeof g_vmm_log) {
        g_vmm_log[n] = op;
        g_vmm_log[n + 1] = '\0';
    }
}

static int phys_find(uintptr_t h) {
    for (int i = 0; i < MAX_VMM; i++)
        if (h && g_phys[i].h == h) return i;
    return -1;
}

static void phys_maybe_free(int i) {
    if (g_phys[i].refs == 0 && g_phys[i].maps == 0) {
        close(g_phys[i].fd);
        g_phys[i].h = 0;
        g_vmm_freed++;
    }
}

CUresult cuMemGetAllocationGranularity(size_t *granularity, const CUmemAllocationProp *prop,
                                       CUmemAllocationGranularity_flags option) {
    count_call();
    if (!granularity || !prop) return CUDA_ERROR_INVALID_VALUE;
    *granularity = option == CU_MEM_ALLOC_GRANULARITY_RECOMMENDED ? GRANULARITY_REC : GRANULARITY_MIN;
    return CUDA_SUCCESS;
}

CUresult cuMemCreate(CUmemGenericAllocationHandle *handle, size_t size, const CUmemAllocationProp *prop,
                     unsigned long long flags) {
    count_call();
    if (!handle || !prop || flags || !size || size % GRANULARITY_MIN) return CUDA_ERROR_INVALID_VALUE;
    if (prop->location.type == CU_MEM_LOCATION_TYPE_DEVICE && !valid_device(prop->location.id))
        return CUDA_ERROR_INVALID_DEVICE;
    g_vmm_prop[0] = prop->type;
    g_vmm_prop[1] = prop->location.type;
    g_vmm_prop[2] = prop->location.id;
    g_vmm_prop[3] = prop->requestedHandleTypes;
    g_vmm_prop[4] = prop->allocFlags.gpuDirectRDMACapable;
    int slot = -1;
    for (int i = 0; i < MAX_VMM && slot < 0; i++)
        if (!g_phys[i].h) slot = i;
    if (slot < 0) return CUDA_ERROR_OUT_OF_MEMORY;
    int fd = memfd_create("fakecuda-vmm", 0);
    if (fd < 0 || ftruncate(fd, (off_t)size)) return CUDA_ERROR_OUT_OF_MEMORY;
    g_phys[slot].h = g_next_phys += 0x10;
    g_phys[slot].size = size;
    g_phys[slot].fd = fd;
    g_phys[slot].refs = 1;
    g_phys[slot].maps = 0;
    g_vmm_created++;
    vmm_log('C');
    *handle = g_phys[slot].h;
    return CUDA_SUCCESS;
}

CUresult cuMemRelease(CUmemGenericAllocationHandle handle) {
    count_call();
    int i = phys_find(handle);
    if (i < 0 || g_phys[i].refs == 0) {
        g_vmm_bad++;
        return CUDA_ERROR_INVALID_VALUE;
    }
    if (g_phys[i].maps) g_vmm_order++;
    g_phys[i].refs--;
    g_vmm_released++;
    vmm_log('L');
    phys_maybe_free(i);
    return CUDA_SUCCESS;
}

/* Reservations come from one arena of host address space (PROT_NONE until mapped), first fit,
 * so that a hint is honoured whenever the range there is free, as the driver does. */
#define ARENA_SIZE ((size_t)1 << 32)
static uintptr_t g_arena;

static int reserved_overlap(uintptr_t p, size_t n) {
    for (int i = 0; i < MAX_VMM; i++)
        if (g_reserved[i].base && g_reserved[i].base < p + n && p < g_reserved[i].base + g_reserved[i].size) return i;
    return -1;
}

CUresult cuMemAddressReserve(CUdeviceptr *ptr, size_t size, size_t alignment, CUdeviceptr addr,
                             unsigned long long flags) {
    count_call();
    if (!ptr || !size || size % GRANULARITY_MIN || flags || (alignment & (alignment - 1)))
        return CUDA_ERROR_INVALID_VALUE;
    if (!g_arena) {
        void *q = mmap(NULL, ARENA_SIZE + GRANULARITY_REC, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (q == MAP_FAILED) return CUDA_ERROR_OUT_OF_MEMORY;
        g_arena = ((uintptr_t)q + GRANULARITY_REC - 1) & ~(uintptr_t)(GRANULARITY_REC - 1);
    }
    int slot = -1;
    for (int i = 0; i < MAX_VMM && slot < 0; i++)
        if (!g_reserved[i].base) slot = i;
    if (slot < 0) return CUDA_ERROR_OUT_OF_MEMORY;
    size_t align = alignment > GRANULARITY_MIN ? alignment : GRANULARITY_MIN;
    uintptr_t at = 0;
    if (addr && addr >= g_arena && addr + size <= g_arena + ARENA_SIZE && addr % GRANULARITY_MIN == 0 &&
        reserved_overlap(addr, size) < 0)
        at = addr;  /* the hint, where it is free */
    for (uintptr_t pos = g_arena; !at && pos + size <= g_arena + ARENA_SIZE;) {
        uintptr_t cand = (pos + align - 1) & ~(uintptr_t)(align - 1);
        int i = reserved_overlap(cand, size);
        if (i < 0) at = cand;
        else pos = g_reserved[i].base + g_reserved[i].size;
    }
    if (!at) return CUDA_ERROR_OUT_OF_MEMORY;
    g_reserved[slot].base = at;
    g_reserved[slot].size = size;
    g_vmm_reserves++;
    vmm_log('R');
    *ptr = (CUdeviceptr)at;
    return CUDA_SUCCESS;
}

static int reserved_holds(uintptr_t p, size_t n) {
    for (int i = 0; i < MAX_VMM; i++)
        if (g_reserved[i].base && p >= g_reserved[i].base && p + n <= g_reserved[i].base + g_reserved[i].size)
            return 1;
    /* a range across reservations made back to back (a buffer grown in place) */
    uintptr_t at = p;
    while (at < p + n) {
        int found = 0;
        for (int i = 0; i < MAX_VMM && !found; i++)
            if (g_reserved[i].base && at >= g_reserved[i].base && at < g_reserved[i].base + g_reserved[i].size) {
                at = g_reserved[i].base + g_reserved[i].size;
                found = 1;
            }
        if (!found) return 0;
    }
    return 1;
}

CUresult cuMemAddressFree(CUdeviceptr ptr, size_t size) {
    count_call();
    for (int i = 0; i < MAX_VMM; i++) {
        if (g_reserved[i].base == (uintptr_t)ptr && g_reserved[i].size == size) {
            for (int j = 0; j < MAX_VMM; j++)
                if (g_mapped[j].base >= ptr && g_mapped[j].base < ptr + size) g_vmm_order++;
            g_reserved[i].base = 0;  /* the arena's pages there are PROT_NONE again since cuMemUnmap */
            g_vmm_frees++;
            vmm_log('F');
            return CUDA_SUCCESS;
        }
    }
    g_vmm_bad++;
    return CUDA_ERROR_INVALID_VALUE;
}

CUresult cuMemMap(CUdeviceptr ptr, size_t size, size_t offset, CUmemGenericAllocationHandle handle,
                  unsigned long long flags) {
    count_call();
    int i = phys_find(handle);
    if (i < 0 || flags || offset || size != g_phys[i].size) return CUDA_ERROR_INVALID_VALUE;
    if (!reserved_holds((uintptr_t)ptr, size)) return CUDA_ERROR_INVALID_VALUE;
    int slot = -1;
    for (int j = 0; j < MAX_VMM; j++) {
        if (g_mapped[j].base && g_mapped[j].base < ptr + size && ptr < g_mapped[j].base + g_mapped[j].size)
            return CUDA_ERROR_ALREADY_MAPPED;
        if (!g_mapped[j].base && slot < 0) slot = j;
    }
    int a = -1;
    for (int j = 0; j < MAX_ALLOCS && a < 0; j++)
        if (!g_allocs[j].base) a = j;
    if (slot < 0 || a < 0) return CUDA_ERROR_OUT_OF_MEMORY;
    if (mmap((void *)(uintptr_t)ptr, size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED, g_phys[i].fd, 0) == MAP_FAILED)
        return CUDA_ERROR_OUT_OF_MEMORY;
    g_mapped[slot].base = ptr;
    g_mapped[slot].size = size;
    g_mapped[slot].h = handle;
    g_phys[i].maps++;
    pthread_mutex_lock(&g_lock);
    g_allocs[a].base = ptr;
    g_allocs[a].size = size;
    pthread_mutex_unlock(&g_lock);
    g_vmm_maps++;
    vmm_log('M');
    return CUDA_SUCCESS;
}

CUresult cuMemUnmap(CUdeviceptr ptr, size_t size) {
    count_call();
    int done = 0;
    for (int j = 0; j < MAX_VMM; j++) {  /* every mapping the range covers, whole */
        if (!g_mapped[j].base || g_mapped[j].base < ptr || g_mapped[j].base + g_mapped[j].size > ptr + size) continue;
        mmap((void *)(uintptr_t)g_mapped[j].base, g_mapped[j].size, PROT_NONE,
             MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED | MAP_NORESERVE, -1, 0);
        pthread_mutex_lock(&g_lock);
        for (int a = 0; a < MAX_ALLOCS; a++)
            if (g_allocs[a].base == g_mapped[j].base) g_allocs[a].base = 0;
        pthread_mutex_unlock(&g_lock);
        int i = phys_find(g_mapped[j].h);
        g_mapped[j].base = 0;
        if (i >= 0) {
            g_phys[i].maps--;
            phys_maybe_free(i);
        }
        done++;
    }
    if (!done) {
        g_vmm_bad++;
        return CUDA_ERROR_INVALID_VALUE;
    }
    g_vmm_unmaps++;
    vmm_log('U');
    return CUDA_SUCCESS;
}

CUresult cuMemSetAccess(CUdeviceptr ptr, size_t size, const CUmemAccessDesc *desc, size_t count) {
    count_call();
    if (!desc || !count || !reserved_holds((uintptr_t)ptr, size)) return CUDA_ERROR_INVALID_VALUE;
    for (size_t k = 0; k < count; k++)
        if (desc[k].location.type == CU_MEM_LOCATION_TYPE_DEVICE && !valid_device(desc[k].location.id))
            return CUDA_ERROR_INVALID_DEVICE;
    memset(g_vmm_access, 0, sizeof g_vmm_access);
    g_vmm_access[0] = (long long)count;
    for (size_t k = 0; k < count && k < 2; k++) {
        g_vmm_access[1 + 2 * k] = desc[k].location.type;
        g_vmm_access[2 + 2 * k] = desc[k].location.id;
        g_vmm_access[5 + k] = desc[k].flags;
    }
    vmm_log('A');
    return CUDA_SUCCESS;
}

CUresult cuMemRetainAllocationHandle(CUmemGenericAllocationHandle *handle, void *addr) {
    count_call();
    if (!handle) return CUDA_ERROR_INVALID_VALUE;
    for (int j = 0; j < MAX_VMM; j++) {
        if (g_mapped[j].base && g_mapped[j].base == (uintptr_t)addr) {
            int i = phys_find(g_mapped[j].h);
            g_phys[i].refs++;
            g_vmm_retained++;
            *handle = g_mapped[j].h;
            return CUDA_SUCCESS;
        }
    }
    return CUDA_ERROR_INVALID_VALUE;
}

/* 0 created, 1 physically freed, 2 live allocations, 3 live reservations, 4 live mappings,
 * 5 bad calls, 6 out of order, 7 cuMemRelease calls, 8 retains, 9 unmaps, 10 address frees,
 * 11 reserves, 12 maps. */
int fake_vmm(int which) {
    int live = 0;
    switch (which) {
    case 0: return g_vmm_created;
    case 1: return g_vmm_freed;
    case 2: for (int i = 0; i < MAX_VMM; i++) live += g_phys[i].h != 0; return live;
    case 3: for (int i = 0; i < MAX_VMM; i++) live += g_reserved[i].base != 0; return live;
    case 4: for (int i = 0; i < MAX_VMM; i++) live += g_mapped[i].base != 0; return live;
    case 5: return g_vmm_bad;
    case 6: return g_vmm_order;
    case 7: return g_vmm_released;
    case 8: return g_vmm_retained;
    case 9: return g_vmm_unmaps;
    case 10: return g_vmm_frees;
    case 11: return g_vmm_reserves;
    case 12: return g_vmm_maps;
    default: return -1;
    }
}
long long fake_vmm_prop(int i) { return g_vmm_prop[i]; }
long long fake_vmm_access(int i) { return g_vmm_access[i]; }
const char *fake_vmm_log(void) { return g_vmm_log; }
void fake_vmm_log_clear(void) { g_vmm_log[0] = '\0'; }

/* Managed memory pools: the current one (cuMemGetMemPool) is MANAGED_POOL; the last location
 * asked, and the last pool made (allocation type, location type and id), are recorded. */
#define MANAGED_POOL ((CUmemoryPool)(uintptr_t)0x980)
static long long g_get_pool[3];
CUresult cuMemGetMemPool(CUmemoryPool *pool, CUmemLocation *location, CUmemAllocationType type) {
    count_call();
    if (!pool || !location) return CUDA_ERROR_INVALID_VALUE;
    g_get_pool[0] = type;
    g_get_pool[1] = location->type;
    g_get_pool[2] = location->id;
    if (type != CU_MEM_ALLOCATION_TYPE_MANAGED) return CUDA_ERROR_NOT_SUPPORTED;
    *pool = MANAGED_POOL;
    return CUDA_SUCCESS;
}
long long fake_pool_props(int i) { return i < 3 ? g_pool_props[i] : g_get_pool[i - 3]; }

/* Prefetches and discards: how many, and the last one's range and location. */
static long long g_prefetch[5];  /* count, ptr, size, location type, location id */
CUresult cuMemPrefetchAsync(CUdeviceptr devPtr, size_t count, CUmemLocation location, unsigned int flags,
                            CUstream hStream) {
    count_call();
    if (flags || !valid_stream(hStream) || find_alloc((uintptr_t)devPtr, count) < 0) return CUDA_ERROR_INVALID_VALUE;
    g_prefetch[0]++;
    g_prefetch[1] = (long long)devPtr;
    g_prefetch[2] = (long long)count;
    g_prefetch[3] = location.type;
    g_prefetch[4] = location.id;
    return CUDA_SUCCESS;
}
long long fake_prefetch(int i) { return g_prefetch[i]; }
long long fake_discard(int i) { return g_discard[i]; }

/* Graph memory: cuMemAllocAsync while capturing counts as a graph allocation; the graph pool's
 * attributes read (attr + 1) * 1000 + device, the high watermarks 0 once reset. */
static int g_graph_allocs, g_graph_trims, g_graph_resets;
static int g_graph_high_reset[2];
CUresult cuStreamIsCapturing(CUstream hStream, CUstreamCaptureStatus *captureStatus) {
    count_call();
    if (!captureStatus || !valid_stream(hStream)) return CUDA_ERROR_INVALID_VALUE;
    int i = res_find((uintptr_t)hStream, RES_STREAM);
    *captureStatus = i >= 0 && g_res[i].capturing ? CU_STREAM_CAPTURE_STATUS_ACTIVE : CU_STREAM_CAPTURE_STATUS_NONE;
    return CUDA_SUCCESS;
}
CUresult cuMemAllocAsync(CUdeviceptr *dptr, size_t bytesize, CUstream hStream) {
    if (!valid_stream(hStream)) return count_call(), CUDA_ERROR_INVALID_HANDLE;
    int i = res_find((uintptr_t)hStream, RES_STREAM);
    if (i >= 0 && g_res[i].capturing) g_graph_allocs++;
    return cuMemAlloc(dptr, bytesize);
}
CUresult cuDeviceGraphMemTrim(CUdevice device) {
    count_call();
    if (!valid_device(device)) return CUDA_ERROR_INVALID_DEVICE;
    g_graph_trims++;
    return CUDA_SUCCESS;
}
CUresult cuDeviceGetGraphMemAttribute(CUdevice device, CUgraphMem_attribute attr, void *value) {
    count_call();
    if (!value || !valid_device(device)) return CUDA_ERROR_INVALID_VALUE;
    cuuint64_t v = ((cuuint64_t)attr + 1) * 1000 + (cuuint64_t)device;
    if (attr == CU_GRAPH_MEM_ATTR_USED_MEM_HIGH && g_graph_high_reset[0]) v = 0;
    if (attr == CU_GRAPH_MEM_ATTR_RESERVED_MEM_HIGH && g_graph_high_reset[1]) v = 0;
    *(cuuint64_t *)value = v;
    return CUDA_SUCCESS;
}
CUresult cuDeviceSetGraphMemAttribute(CUdevice device, CUgraphMem_attribute attr, void *value) {
    count_call();
    if (!value || !valid_device(device) || *(cuuint64_t *)value != 0) return CUDA_ERROR_INVALID_VALUE;
    if (attr == CU_GRAPH_MEM_ATTR_USED_MEM_HIGH) g_graph_high_reset[0] = 1;
    else if (attr == CU_GRAPH_MEM_ATTR_RESERVED_MEM_HIGH) g_graph_high_reset[1] = 1;
    else return CUDA_ERROR_INVALID_VALUE;
    g_graph_resets++;
    return CUDA_SUCCESS;
}
int fake_graph_mem(int which) { return which == 0 ? g_graph_allocs : which == 1 ? g_graph_trims : g_graph_resets; }

/* ------------------------------------------- CUDA arrays, textures and surfaces (core.texture) */

/* Arrays are host memory (Width * bytes per element x max(Height, 1) x max(Depth, 1), rows packed),
 * so cuMemcpy3DAsync moves real bytes in and out of them. A mipmapped array makes its levels
 * (each extent halved, at least 1; at most log2 of the largest + 1 levels) as arrays it owns:
 * cuMipmappedArrayGetLevel returns them, cuMipmappedArrayDestroy frees them, cuArrayDestroy on
 * one is refused. Texture objects keep a copy of their descriptors (cuTexObjectGetTextureDesc
 * writes it back) and the array or mipmap they read; the first one made is 0x7E0 (the struct
 * round-trip scenario reads that). What the tests read (fake_tex_*): made / destroyed / live per
 * kind (array, mipmap, texture, surface; levels are not counted), and violations: [0] a
 * destroy of what is not live (twice, never made here, a mipmap's level), [1] an array or
 * mipmap destroyed while a live texture or surface object reads it, [2] a destroy after its
 * context was released, [3] a creation without a current context. A linear or pitch-2D
 * resource must lie in an allocation, but for a null devPtr (the struct round-trip passes one). */
enum { TEX_ARRAY, TEX_MIPMAP, TEX_OBJECT, TEX_SURFACE, TEX_KINDS };
#define MAX_TEX 128
#define MAX_LEVELS 16
static struct {
    uintptr_t h;
    int kind;
    CUcontext ctx;
    CUDA_ARRAY3D_DESCRIPTOR desc; /* arrays, mipmaps (level 0) */
    unsigned char *data;          /* arrays */
    uintptr_t parent;             /* a level: its mipmap */
    unsigned int levels;          /* a mipmap: its levels */
    uintptr_t level[MAX_LEVELS];
    uintptr_t reads;              /* a texture or surface object: the array or mipmap it reads */
    CUDA_RESOURCE_DESC res;
    CUDA_TEXTURE_DESC tex;
} g_tex[MAX_TEX];
static uintptr_t g_tex_next[TEX_KINDS] = {0xA0000000, 0xB0000000, 0x7D0, 0x5F000}; /* + 0x10 each */
static int g_tex_made[TEX_KINDS], g_tex_destroyed[TEX_KINDS], g_tex_violations[4], g_tex_copies;
static CUDA_TEXTURE_DESC g_tex_desc; /* the last texture object's */
static pthread_mutex_t g_tex_lock = PTHREAD_MUTEX_INITIALIZER; /* not g_lock: find_alloc takes that */
static CUDA_RESOURCE_DESC g_tex_res;

static int element_bytes(const CUDA_ARRAY3D_DESCRIPTOR *d) {
    switch (d->Format) {
    case CU_AD_FORMAT_UNSIGNED_INT8: case CU_AD_FORMAT_SIGNED_INT8: return (int)d->NumChannels;
    case CU_AD_FORMAT_UNSIGNED_INT16: case CU_AD_FORMAT_SIGNED_INT16: case CU_AD_FORMAT_HALF: return 2 * (int)d->NumChannels;
    case CU_AD_FORMAT_UNSIGNED_INT32: case CU_AD_FORMAT_SIGNED_INT32: case CU_AD_FORMAT_FLOAT: return 4 * (int)d->NumChannels;
    default: return 0;
    }
}

static size_t dim(size_t n) { return n ? n : 1; }

static int tex_find(uintptr_t h, int kind) {
    for (int i = 0; i < MAX_TEX; i++)
        if (h && g_tex[i].h == h && g_tex[i].kind == kind) return i;
    return -1;
}

/* A new entry (0 when the table is full); `counted` entries count as made. Under g_tex_lock. */
static int tex_new(int kind, int counted) {
    for (int i = 0; i < MAX_TEX; i++) {
        if (!g_tex[i].h) {
            memset(&g_tex[i], 0, sizeof g_tex[i]);
            g_tex[i].h = g_tex_next[kind] += 0x10;
            g_tex[i].kind = kind;
            g_tex[i].ctx = t_current_ctx;
            if (!t_current_ctx) g_tex_violations[3]++;
            if (counted) g_tex_made[kind]++;
            return i;
        }
    }
    return -1;
}

static int array_valid(const CUDA_ARRAY3D_DESCRIPTOR *d) {
    return d && d->Width && element_bytes(d) && (d->NumChannels == 1 || d->NumChannels == 2 || d->NumChannels == 4) &&
           !(d->Depth && !d->Height) && !(d->Flags & ~(unsigned int)CUDA_ARRAY3D_SURFACE_LDST);
}

static int array_make(const CUDA_ARRAY3D_DESCRIPTOR *d, uintptr_t parent) {
    int i = tex_new(TEX_ARRAY, parent == 0);
    if (i < 0) return -1;
    g_tex[i].desc = *d;
    g_tex[i].parent = parent;
    g_tex[i].data = calloc(d->Width * (size_t)element_bytes(d) * dim(d->Height) * dim(d->Depth), 1);
    return i;
}

/* Whether a live texture or surface object reads handle h (an array, a mipmap, or one of its levels). */
static int tex_in_use(uintptr_t h) {
    for (int i = 0; i < MAX_TEX; i++) {
        if (!g_tex[i].h || (g_tex[i].kind != TEX_OBJECT && g_tex[i].kind != TEX_SURFACE)) continue;
        uintptr_t r = g_tex[i].reads;
        if (r == h) return 1;
        int a = tex_find(r, TEX_ARRAY);
        if (a >= 0 && g_tex[a].parent == h) return 1;
    }
    return 0;
}

static void tex_free(int i) {
    if (g_tex[i].ctx && !ctx_alive(g_tex[i].ctx)) g_tex_violations[2]++;
    free(g_tex[i].data);
    g_tex[i].data = NULL;
    g_tex[i].h = 0;
}

CUresult cuArray3DCreate(CUarray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pAllocateArray) {
    count_call();
    if (!pHandle || !array_valid(pAllocateArray)) return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&g_tex_lock);
    int i = array_make(pAllocateArray, 0);
    pthread_mutex_unlock(&g_tex_lock);
    if (i < 0) return CUDA_ERROR_OUT_OF_MEMORY;
    *pHandle = (CUarray)g_tex[i].h;
    return CUDA_SUCCESS;
}

CUresult cuArray3DGetDescriptor(CUDA_ARRAY3D_DESCRIPTOR *pArrayDescriptor, CUarray hArray) {
    count_call();
    int i = tex_find((uintptr_t)hArray, TEX_ARRAY);
    if (!pArrayDescriptor || i < 0) return CUDA_ERROR_INVALID_HANDLE;
    *pArrayDescriptor = g_tex[i].desc;
    return CUDA_SUCCESS;
}

CUresult cuArrayDestroy(CUarray hArray) {
    count_call();
    pthread_mutex_lock(&g_tex_lock);
    int i = tex_find((uintptr_t)hArray, TEX_ARRAY);
    if (i < 0 || g_tex[i].parent) {
        g_tex_violations[0]++;
        pthread_mutex_unlock(&g_tex_lock);
        return CUDA_ERROR_INVALID_HANDLE;
    }
    if (tex_in_use(g_tex[i].h)) g_tex_violations[1]++;
    tex_free(i);
    g_tex_destroyed[TEX_ARRAY]++;
    pthread_mutex_unlock(&g_tex_lock);
    return CUDA_SUCCESS;
}

CUresult cuMipmappedArrayCreate(CUmipmappedArray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pMipmappedArrayDesc,
                                unsigned int numMipmapLevels) {
    count_call();
    if (!pHandle || !array_valid(pMipmappedArrayDesc) || numMipmapLevels == 0) return CUDA_ERROR_INVALID_VALUE;
    const CUDA_ARRAY3D_DESCRIPTOR *d = pMipmappedArrayDesc;
    size_t largest = d->Width > d->Height ? d->Width : d->Height;
    largest = largest > d->Depth ? largest : d->Depth;
    unsigned int most = 1;
    while ((largest >>= 1) != 0) most++;
    if (numMipmapLevels > most || numMipmapLevels > MAX_LEVELS) return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&g_tex_lock);
    int m = tex_new(TEX_MIPMAP, 1);
    if (m < 0) {
        pthread_mutex_unlock(&g_tex_lock);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    g_tex[m].desc = *d;
    g_tex[m].levels = numMipmapLevels;
    for (unsigned int k = 0; k < numMipmapLevels; k++) {
        CUDA_ARRAY3D_DESCRIPTOR level = *d;
        level.Width = dim(d->Width >> k);
        level.Height = d->Height ? dim(d->Height >> k) : 0;
        level.Depth = d->Depth ? dim(d->Depth >> k) : 0;
        int a = array_make(&level, g_tex[m].h);
        g_tex[m].level[k] = a < 0 ? 0 : g_tex[a].h;
    }
    *pHandle = (CUmipmappedArray)g_tex[m].h;
    pthread_mutex_unlock(&g_tex_lock);
    return CUDA_SUCCESS;
}

CUresult cuMipmappedArrayGetLevel(CUarray *pLevelArray, CUmipmappedArray hMipmappedArray, unsigned int level) {
    count_call();
    int m = tex_find((uintptr_t)hMipmappedArray, TEX_MIPMAP);
    if (m < 0) return CUDA_ERROR_INVALID_HANDLE;
    if (!pLevelArray || level >= g_tex[m].levels) return CUDA_ERROR_INVALID_VALUE;
    *pLevelArray = (CUarray)g_tex[m].level[level];
    return CUDA_SUCCESS;
}

CUresult cuMipmappedArrayDestroy(CUmipmappedArray hMipmappedArray) {
    count_call();
    pthread_mutex_lock(&g_tex_lock);
    int m = tex_find((uintptr_t)hMipmappedArray, TEX_MIPMAP);
    if (m < 0) {
        g_tex_violations[0]++;
        pthread_mutex_unlock(&g_tex_lock);
        return CUDA_ERROR_INVALID_HANDLE;
    }
    if (tex_in_use(g_tex[m].h)) g_tex_violations[1]++;
    for (unsigned int k = 0; k < g_tex[m].levels; k++) {
        int a = tex_find(g_tex[m].level[k], TEX_ARRAY);
        if (a >= 0) tex_free(a);
    }
    tex_free(m);
    g_tex_destroyed[TEX_MIPMAP]++;
    pthread_mutex_unlock(&g_tex_lock);
    return CUDA_SUCCESS;
}

/* The array or mipmap a resource reads (0 for linear and pitch-2D); -1 when it is not valid. */
static intptr_t resource_reads(const CUDA_RESOURCE_DESC *r) {
    switch (r->resType) {
    case CU_RESOURCE_TYPE_ARRAY:
        return tex_find((uintptr_t)r->res.array.hArray, TEX_ARRAY) < 0 ? -1 : (intptr_t)r->res.array.hArray;
    case CU_RESOURCE_TYPE_MIPMAPPED_ARRAY:
        return tex_find((uintptr_t)r->res.mipmap.hMipmappedArray, TEX_MIPMAP) < 0 ? -1 : (intptr_t)r->res.mipmap.hMipmappedArray;
    case CU_RESOURCE_TYPE_LINEAR:
        return !r->res.linear.devPtr || find_alloc(r->res.linear.devPtr, r->res.linear.sizeInBytes) >= 0 ? 0 : -1;
    case CU_RESOURCE_TYPE_PITCH2D:
        return !r->res.pitch2D.devPtr ||
               find_alloc(r->res.pitch2D.devPtr, r->res.pitch2D.pitchInBytes * r->res.pitch2D.height) >= 0 ? 0 : -1;
    default: return -1;
    }
}

CUresult cuTexObjectCreate(CUtexObject *pTexObject, const CUDA_RESOURCE_DESC *pResDesc,
                           const CUDA_TEXTURE_DESC *pTexDesc, const CUDA_RESOURCE_VIEW_DESC *pResViewDesc) {
    (void)pResViewDesc;
    count_call();
    if (!pTexObject || !pResDesc || !pTexDesc) return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&g_tex_lock);
    intptr_t reads = resource_reads(pResDesc);
    int i = reads < 0 ? -1 : tex_new(TEX_OBJECT, 1);
    if (i >= 0) {
        g_tex[i].reads = (uintptr_t)reads;
        g_tex[i].res = g_tex_res = *pResDesc;
        g_tex[i].tex = g_tex_desc = *pTexDesc;
        *pTexObject = g_tex[i].h;
    }
    pthread_mutex_unlock(&g_tex_lock);
    return i < 0 ? CUDA_ERROR_INVALID_VALUE : CUDA_SUCCESS;
}

CUresult cuTexObjectGetTextureDesc(CUDA_TEXTURE_DESC *pTexDesc, CUtexObject texObject) {
    count_call();
    int i = tex_find(texObject, TEX_OBJECT);
    if (!pTexDesc || i < 0) return CUDA_ERROR_INVALID_VALUE;
    *pTexDesc = g_tex[i].tex;
    return CUDA_SUCCESS;
}

static CUresult tex_destroy(uintptr_t h, int kind) {
    pthread_mutex_lock(&g_tex_lock);
    int i = tex_find(h, kind);
    if (i < 0) g_tex_violations[0]++;
    else {
        tex_free(i);
        g_tex_destroyed[kind]++;
    }
    pthread_mutex_unlock(&g_tex_lock);
    return i < 0 ? CUDA_ERROR_INVALID_HANDLE : CUDA_SUCCESS;
}

CUresult cuTexObjectDestroy(CUtexObject texObject) {
    count_call();
    return tex_destroy(texObject, TEX_OBJECT);
}

/* A surface reads one array (a level too) made with CUDA_ARRAY3D_SURFACE_LDST. */
CUresult cuSurfObjectCreate(CUsurfObject *pSurfObject, const CUDA_RESOURCE_DESC *pResDesc) {
    count_call();
    if (!pSurfObject || !pResDesc || pResDesc->resType != CU_RESOURCE_TYPE_ARRAY) return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&g_tex_lock);
    int a = tex_find((uintptr_t)pResDesc->res.array.hArray, TEX_ARRAY);
    int i = a < 0 || !(g_tex[a].desc.Flags & CUDA_ARRAY3D_SURFACE_LDST) ? -1 : tex_new(TEX_SURFACE, 1);
    if (i >= 0) {
        g_tex[i].reads = g_tex[a].h;
        g_tex[i].res = *pResDesc;
        *pSurfObject = g_tex[i].h;
    }
    pthread_mutex_unlock(&g_tex_lock);
    return i < 0 ? CUDA_ERROR_INVALID_VALUE : CUDA_SUCCESS;
}

CUresult cuSurfObjectDestroy(CUsurfObject surfObject) {
    count_call();
    return tex_destroy(surfObject, TEX_SURFACE);
}

/* One side of a 3-D copy: the first byte of row (y, z), checked to hold the whole extent. */
static unsigned char *copy_side(CUmemorytype type, const void *host, CUdeviceptr dev, CUarray array, size_t x, size_t y,
                                size_t z, size_t pitch, size_t height, const CUDA_MEMCPY3D *p, size_t *row_pitch,
                                size_t *slice_pitch) {
    if (type == CU_MEMORYTYPE_ARRAY) {
        int a = tex_find((uintptr_t)array, TEX_ARRAY);
        if (a < 0) return NULL;
        const CUDA_ARRAY3D_DESCRIPTOR *d = &g_tex[a].desc;
        size_t w = d->Width * (size_t)element_bytes(d), h = dim(d->Height), depth = dim(d->Depth);
        if (x + p->WidthInBytes > w || y + p->Height > h || z + p->Depth > depth) return NULL;
        *row_pitch = w;
        *slice_pitch = w * h;
        return g_tex[a].data + z * w * h + y * w + x;
    }
    if (pitch < p->WidthInBytes || (p->Depth > 1 && height < p->Height)) return NULL;
    *row_pitch = pitch;
    *slice_pitch = pitch * height;
    size_t last = (z + p->Depth - 1) * pitch * height + (y + p->Height - 1) * pitch + x + p->WidthInBytes;
    if (type == CU_MEMORYTYPE_HOST) return host ? (unsigned char *)host + z * pitch * height + y * pitch + x : NULL;
    if (type == CU_MEMORYTYPE_DEVICE && find_alloc(dev, last) >= 0)
        return (unsigned char *)(uintptr_t)dev + z * pitch * height + y * pitch + x;
    return NULL;
}

static CUresult copy_pitched(const CUDA_MEMCPY3D *p, CUstream hStream);

CUresult cuMemcpy3DAsync(const CUDA_MEMCPY3D *p, CUstream hStream) {
    count_call();
    CUresult r = copy_pitched(p, hStream);
    if (!r) g_copy[2]++;
    return r;
}

/* A 2-D copy is the 3-D one of depth 1. */
CUresult cuMemcpy2DAsync(const CUDA_MEMCPY2D *p, CUstream hStream) {
    count_call();
    if (!p) return CUDA_ERROR_INVALID_VALUE;
    CUDA_MEMCPY3D q;
    memset(&q, 0, sizeof q);
    q.srcXInBytes = p->srcXInBytes;
    q.srcY = p->srcY;
    q.srcMemoryType = p->srcMemoryType;
    q.srcHost = p->srcHost;
    q.srcDevice = p->srcDevice;
    q.srcArray = p->srcArray;
    q.srcPitch = p->srcPitch;
    q.dstXInBytes = p->dstXInBytes;
    q.dstY = p->dstY;
    q.dstMemoryType = p->dstMemoryType;
    q.dstHost = p->dstHost;
    q.dstDevice = p->dstDevice;
    q.dstArray = p->dstArray;
    q.dstPitch = p->dstPitch;
    q.WidthInBytes = p->WidthInBytes;
    q.Height = p->Height;
    q.Depth = 1;
    CUresult r = copy_pitched(&q, hStream);
    if (!r) g_copy[1]++;
    return r;
}

static CUresult copy_pitched(const CUDA_MEMCPY3D *p, CUstream hStream) {
    if (!valid_stream(hStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (!p || !p->WidthInBytes || !p->Height || !p->Depth) return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&g_tex_lock);
    size_t sp = 0, ss = 0, dp = 0, ds = 0;
    unsigned char *src = copy_side(p->srcMemoryType, p->srcHost, p->srcDevice, p->srcArray, p->srcXInBytes, p->srcY,
                                   p->srcZ, p->srcPitch, p->srcHeight, p, &sp, &ss);
    unsigned char *dst = copy_side(p->dstMemoryType, p->dstHost, p->dstDevice, p->dstArray, p->dstXInBytes, p->dstY,
                                   p->dstZ, p->dstPitch, p->dstHeight, p, &dp, &ds);
    if (src && dst) {
        for (size_t z = 0; z < p->Depth; z++)
            for (size_t y = 0; y < p->Height; y++) memmove(dst + z * ds + y * dp, src + z * ss + y * sp, p->WidthInBytes);
        g_tex_copies++;
        long long seen[] = {(long long)p->WidthInBytes, (long long)p->Height, (long long)p->Depth, (long long)p->srcPitch,
                            (long long)p->dstPitch, (long long)p->srcHeight, (long long)p->dstHeight,
                            (long long)p->srcMemoryType * 10 + p->dstMemoryType};
        memcpy(&g_copy[4], seen, sizeof seen);
    }
    pthread_mutex_unlock(&g_tex_lock);
    return src && dst ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

int fake_tex_made(int kind) { return kind >= 0 && kind < TEX_KINDS ? g_tex_made[kind] : -1; }
int fake_tex_destroyed(int kind) { return kind >= 0 && kind < TEX_KINDS ? g_tex_destroyed[kind] : -1; }
int fake_tex_live(int kind) {
    int n = 0;
    pthread_mutex_lock(&g_tex_lock);
    for (int i = 0; i < MAX_TEX; i++) n += g_tex[i].h && g_tex[i].kind == kind && !g_tex[i].parent;
    pthread_mutex_unlock(&g_tex_lock);
    return n;
}
int fake_tex_violations(int which) { return which >= 0 && which < 4 ? g_tex_violations[which] : -1; }
int fake_tex_copies(void) { return g_tex_copies; }
/* The last texture object's descriptors: [0] flags, [1] filter mode, [2..4] address modes, [5] max
 * anisotropy, [6] mipmap filter mode, [7] resource type, [8] a Buffer resource's format, [9] its
 * channels, [10] a linear one's bytes, [11..13] a pitch-2D one's width, height, pitch. */
long long fake_tex_field(int which) {
    const CUDA_TEXTURE_DESC *t = &g_tex_desc;
    const CUDA_RESOURCE_DESC *r = &g_tex_res;
    int pitch = r->resType == CU_RESOURCE_TYPE_PITCH2D;
    switch (which) {
    case 0: return t->flags;
    case 1: return t->filterMode;
    case 2: case 3: case 4: return t->addressMode[which - 2];
    case 5: return t->maxAnisotropy;
    case 6: return t->mipmapFilterMode;
    case 7: return r->resType;
    case 8: return pitch ? r->res.pitch2D.format : r->res.linear.format;
    case 9: return pitch ? r->res.pitch2D.numChannels : r->res.linear.numChannels;
    case 10: return (long long)r->res.linear.sizeInBytes;
    case 11: return (long long)r->res.pitch2D.width;
    case 12: return (long long)r->res.pitch2D.height;
    case 13: return (long long)r->res.pitch2D.pitchInBytes;
    default: return -1;
    }
}
double fake_tex_float(int which) { /* [0..3] border color, [4] level bias, [5] min clamp, [6] max clamp */
    const CUDA_TEXTURE_DESC *t = &g_tex_desc;
    return which < 4 ? t->borderColor[which] : which == 4 ? t->mipmapLevelBias : which == 5 ? t->minMipmapLevelClamp
                                                                               : t->maxMipmapLevelClamp;
}

/* ------------------------------------------------------ OpenGL interop (core.GraphicsResource) */

/* There is no OpenGL here: GL buffer name n (1 .. FAKE_GL_NAMES) is a buffer of n * 16 bytes, byte
 * i of which is (n + i) & 0xff when it is registered; a texture or renderbuffer name n (target
 * GL_TEXTURE_2D or GL_RENDERBUFFER) is an image, which maps but has no pointer
 * (CUDA_ERROR_NOT_MAPPED_AS_POINTER, as the driver's). Registering needs a current context (else
 * CUDA_ERROR_INVALID_CONTEXT, as the driver) and a known name (else INVALID_VALUE); mapping,
 * unmapping, the mapped pointer and unregistering need the registration's context current (else
 * INVALID_CONTEXT). While a buffer is mapped its memory is an allocation (memsets and copies reach
 * it), no longer once unmapped. Each registration k (from 1) logs "R<k>", a map "M<k>@<stream>",
 * an unmap "U<k>@<stream>", an unregistration "X<k>" (fake_gfx_log; streams in hex). What the
 * tests read: fake_gfx(i) [0] registered, [1] unregistered, [2] live, [3] mapped now, [4] the
 * last registration's flags, [5] its GL name, [6] its target (0: a buffer); violations
 * (fake_gfx_violations): [0] an unregistration of what is not registered (twice, never made
 * here), [1] an unregistration while mapped, [2] a map of a mapped or an unmap of an unmapped
 * resource, [3] a call with another context (or none) current than the registration's, [4] an
 * unregistration after the registration's context was released. */
#define MAX_GFX 32
#define FAKE_GL_NAMES 64
#define FAKE_GL_TEXTURE_2D 0x0DE1
#define FAKE_GL_RENDERBUFFER 0x8D41
static struct {
    uintptr_t h;
    int number;
    int image;
    int mapped;
    CUcontext ctx;
    unsigned char *data;
    size_t size;
} g_gfx[MAX_GFX];
static int g_gfx_made, g_gfx_unregistered, g_gfx_violations[5];
static unsigned int g_gfx_last[3];
static char g_gfx_log[4096];
static pthread_mutex_t g_gfx_lock = PTHREAD_MUTEX_INITIALIZER; /* not g_lock: the allocations take that */

static int gfx_find(CUgraphicsResource resource) {
    for (int i = 0; i < MAX_GFX; i++)
        if (resource && g_gfx[i].h == (uintptr_t)resource) return i;
    return -1;
}

static void gfx_log(const char *what, int number, CUstream stream, int with_stream) {
    size_t n = strlen(g_gfx_log);
    if (with_stream)
        snprintf(g_gfx_log + n, sizeof g_gfx_log - n, "%s%d@%lx ", what, number, (unsigned long)(uintptr_t)stream);
    else
        snprintf(g_gfx_log + n, sizeof g_gfx_log - n, "%s%d ", what, number);
}

/* A mapped buffer's memory joins the allocations (find_alloc) and leaves them at the unmap. */
static void gfx_expose(int i, int on) {
    if (g_gfx[i].image) return;
    pthread_mutex_lock(&g_lock);
    for (int a = 0; a < MAX_ALLOCS; a++) {
        if (on && !g_allocs[a].base) {
            g_allocs[a].base = (uintptr_t)g_gfx[i].data;
            g_allocs[a].size = g_gfx[i].size;
            break;
        }
        if (!on && g_allocs[a].base == (uintptr_t)g_gfx[i].data) {
            g_allocs[a].base = 0;
            g_allocs[a].size = 0;
            break;
        }
    }
    pthread_mutex_unlock(&g_lock);
}

static CUresult gfx_register(CUgraphicsResource *pCudaResource, unsigned int name, unsigned int target,
                             unsigned int flags) {
    count_call();
    if (!pCudaResource) return CUDA_ERROR_INVALID_VALUE;
    if (!t_current_ctx || !ctx_alive(t_current_ctx)) return CUDA_ERROR_INVALID_CONTEXT;
    if (name == 0 || name > FAKE_GL_NAMES || (flags & ~0xFu)) return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&g_gfx_lock);
    int i = -1;
    for (int k = 0; k < MAX_GFX && i < 0; k++)
        if (!g_gfx[k].h) i = k;
    if (i < 0) {
        pthread_mutex_unlock(&g_gfx_lock);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    memset(&g_gfx[i], 0, sizeof g_gfx[i]);
    g_gfx[i].number = ++g_gfx_made;
    g_gfx[i].h = 0x6A0000 + (uintptr_t)g_gfx_made * 0x10;
    g_gfx[i].image = target != 0;
    g_gfx[i].ctx = t_current_ctx;
    if (!target) {
        g_gfx[i].size = (size_t)name * 16;
        g_gfx[i].data = malloc(g_gfx[i].size);
        for (size_t b = 0; b < g_gfx[i].size; b++) g_gfx[i].data[b] = (unsigned char)((name + b) & 0xff);
    }
    g_gfx_last[0] = flags;
    g_gfx_last[1] = name;
    g_gfx_last[2] = target;
    gfx_log("R", g_gfx[i].number, NULL, 0);
    *pCudaResource = (CUgraphicsResource)g_gfx[i].h;
    pthread_mutex_unlock(&g_gfx_lock);
    return CUDA_SUCCESS;
}

/* cudaGL.h's prototypes, with GLuint and GLenum as the unsigned ints they are (no GL headers here). */
CUresult fake_cuGraphicsGLRegisterBuffer(CUgraphicsResource *pCudaResource, unsigned int buffer,
                                                unsigned int Flags) {
    return gfx_register(pCudaResource, buffer, 0, Flags);
}

CUresult fake_cuGraphicsGLRegisterImage(CUgraphicsResource *pCudaResource, unsigned int image,
                                               unsigned int target, unsigned int Flags) {
    if (target != FAKE_GL_TEXTURE_2D && target != FAKE_GL_RENDERBUFFER) {
        count_call();
        return CUDA_ERROR_INVALID_VALUE;
    }
    return gfx_register(pCudaResource, image, target, Flags);
}

/* The registration's index, or -1 with *r set: not registered, or another context current. */
static int gfx_check(CUgraphicsResource resource, CUresult *r) {
    int i = gfx_find(resource);
    if (i < 0) {
        *r = CUDA_ERROR_INVALID_HANDLE;
        return -1;
    }
    if (g_gfx[i].ctx != t_current_ctx) {
        g_gfx_violations[3]++;
        *r = CUDA_ERROR_INVALID_CONTEXT;
        return -1;
    }
    return i;
}

static CUresult gfx_map(unsigned int count, CUgraphicsResource *resources, CUstream hStream, int map) {
    count_call();
    if (!count || !resources) return CUDA_ERROR_INVALID_VALUE;
    if (!valid_stream(hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = CUDA_SUCCESS;
    pthread_mutex_lock(&g_gfx_lock);
    for (unsigned int k = 0; k < count && r == CUDA_SUCCESS; k++) {
        int i = gfx_check(resources[k], &r);
        if (i >= 0 && g_gfx[i].mapped == map) {
            g_gfx_violations[2]++;
            r = map ? CUDA_ERROR_ALREADY_MAPPED : CUDA_ERROR_NOT_MAPPED;
        }
    }
    for (unsigned int k = 0; k < count && r == CUDA_SUCCESS; k++) {
        int i = gfx_find(resources[k]);
        g_gfx[i].mapped = map;
        gfx_expose(i, map);
        gfx_log(map ? "M" : "U", g_gfx[i].number, hStream, 1);
    }
    pthread_mutex_unlock(&g_gfx_lock);
    return r;
}

CUresult cuGraphicsMapResources(unsigned int count, CUgraphicsResource *resources, CUstream hStream) {
    return gfx_map(count, resources, hStream, 1);
}

CUresult cuGraphicsUnmapResources(unsigned int count, CUgraphicsResource *resources, CUstream hStream) {
    return gfx_map(count, resources, hStream, 0);
}

CUresult cuGraphicsResourceGetMappedPointer(CUdeviceptr *pDevPtr, size_t *pSize, CUgraphicsResource resource) {
    count_call();
    if (!pDevPtr || !pSize) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = CUDA_SUCCESS;
    pthread_mutex_lock(&g_gfx_lock);
    int i = gfx_check(resource, &r);
    if (i >= 0 && !g_gfx[i].mapped) r = CUDA_ERROR_NOT_MAPPED;
    else if (i >= 0 && g_gfx[i].image) r = CUDA_ERROR_NOT_MAPPED_AS_POINTER;
    else if (i >= 0) {
        *pDevPtr = (CUdeviceptr)(uintptr_t)g_gfx[i].data;
        *pSize = g_gfx[i].size;
    }
    pthread_mutex_unlock(&g_gfx_lock);
    return r;
}

CUresult cuGraphicsUnregisterResource(CUgraphicsResource resource) {
    count_call();
    CUresult r = CUDA_SUCCESS;
    pthread_mutex_lock(&g_gfx_lock);
    int i = gfx_find(resource);
    if (i < 0) {
        g_gfx_violations[0]++;
        pthread_mutex_unlock(&g_gfx_lock);
        return CUDA_ERROR_INVALID_HANDLE;
    }
    if (!ctx_alive(g_gfx[i].ctx)) g_gfx_violations[4]++;
    i = gfx_check(resource, &r);
    if (i >= 0) {
        if (g_gfx[i].mapped) {
            g_gfx_violations[1]++;
            gfx_expose(i, 0);
        }
        gfx_log("X", g_gfx[i].number, NULL, 0);
        free(g_gfx[i].data);
        g_gfx[i].data = NULL;
        g_gfx[i].h = 0;
        g_gfx_unregistered++;
    }
    pthread_mutex_unlock(&g_gfx_lock);
    return r;
}

int fake_gfx(int which) {
    int n = 0;
    switch (which) {
    case 0: return g_gfx_made;
    case 1: return g_gfx_unregistered;
    case 2: case 3:
        pthread_mutex_lock(&g_gfx_lock);
        for (int i = 0; i < MAX_GFX; i++) n += g_gfx[i].h && (which == 2 || g_gfx[i].mapped);
        pthread_mutex_unlock(&g_gfx_lock);
        return n;
    case 4: case 5: case 6: return (int)g_gfx_last[which - 4];
    default: return -1;
    }
}
int fake_gfx_violations(int which) { return which >= 0 && which < 5 ? g_gfx_violations[which] : -1; }
const char *fake_gfx_log(void) { return g_gfx_log; }

int fake_retains(void) { return g_retains; }
int fake_releases(void) { return g_releases; }
int fake_made(int kind) { return kind > 0 && kind < RES_KINDS ? g_made[kind] : -1; }
int fake_destroyed(int kind) { return kind > 0 && kind < RES_KINDS ? g_destroyed[kind] : -1; }
int fake_live(int kind) { return res_live(kind); }
int fake_violations(int which) { return which == 0 ? g_after_release : which == 1 ? g_bad_destroy : g_no_context; }
unsigned long long fake_pool_threshold(void) { return g_pool_threshold; }
int fake_ex(int which) {
    return which == 0 ? g_ex_launches : which == 1 ? g_ex_attrs : which == 2 ? g_ex_cooperative
         : which <= 5 ? (int)g_ex_cluster[which - 3] : which == 6 ? g_ex_pdl : -1;
}
int fake_graph_count(int which) { return which >= 0 && which < 11 ? g_graph_counts[which] : -1; }
int fake_graph_live(int which) {  /* live nodes [0], bodies [1], conditional handles [2] */
    int n = 0;
    for (int i = 0; i < MAX_NODES && which == 0; i++) n += g_nodes[i].h != 0;
    for (int i = 0; i < MAX_BODIES && which == 1; i++) n += g_bodies[i].h != 0;
    for (int i = 0; i < MAX_CONDS && which == 2; i++) n += g_conds[i].h != 0;
    return n;
}
int fake_graph(int which) { return which == 0 ? g_graph_launches : which == 1 ? g_host_calls : which == 2 ? g_graph_nodes : g_records; }
int fake_current_depth(void) { return t_depth; }
unsigned long long fake_current_context(void) { return (unsigned long long)(uintptr_t)t_current_ctx; }

/* ------------------------------------------------------- device resources and green contexts */
/* Device d has 16 >> d SMs, partitioned in multiples of 2 (minSmPartitionSize and
 * smCoscheduledAlignment 2). Resources the fake fills carry "FAKE" in _internal_padding, so that
 * cuDevResourceGenerateDesc rejects a struct it did not make. A descriptor (never freed, as in
 * CUDA) holds the SM count it was made with; a green context gets that many. */
#define FAKE_SMS(dev) (16u >> (dev))
#define MAX_DESC 64
static struct { int used; unsigned int sms; int nres; } g_desc[MAX_DESC];
static int g_ndesc;

static void fill_sm(CUdevResource *res, unsigned int sms) {
    memset(res, 0, sizeof *res);
    res->type = CU_DEV_RESOURCE_TYPE_SM;
    memcpy(res->_internal_padding, "FAKE", 4);
    res->sm.smCount = sms;
    res->sm.minSmPartitionSize = 2;
    res->sm.smCoscheduledAlignment = 2;
}

static int fake_resource(const CUdevResource *res) {
    return res && res->type == CU_DEV_RESOURCE_TYPE_SM && memcmp(res->_internal_padding, "FAKE", 4) == 0;
}

CUresult cuDeviceGetDevResource(CUdevice device, CUdevResource *resource, CUdevResourceType type) {
    count_call();
    if (!resource) return CUDA_ERROR_INVALID_VALUE;
    if (!valid_device(device)) return CUDA_ERROR_INVALID_DEVICE;
    if (type != CU_DEV_RESOURCE_TYPE_SM) return CUDA_ERROR_INVALID_RESOURCE_TYPE;
    fill_sm(resource, FAKE_SMS(device));
    return CUDA_SUCCESS;
}

CUresult cuCtxGetDevResource(CUcontext hCtx, CUdevResource *resource, CUdevResourceType type) {
    count_call();
    if (!resource) return CUDA_ERROR_INVALID_VALUE;
    if (!ctx_alive(hCtx)) return CUDA_ERROR_INVALID_CONTEXT;
    if (type != CU_DEV_RESOURCE_TYPE_SM) return CUDA_ERROR_INVALID_RESOURCE_TYPE;
    int g = green_slot((uintptr_t)hCtx, FAKE_GREEN_CTX_BASE);
    fill_sm(resource, g >= 0 ? g_green[g].sms : FAKE_SMS(ctx_device(hCtx)));
    return CUDA_SUCCESS;
}

CUresult cuGreenCtxGetDevResource(CUgreenCtx hCtx, CUdevResource *resource, CUdevResourceType type) {
    count_call();
    int g = green_slot((uintptr_t)hCtx, FAKE_GREEN_BASE);
    if (!resource) return CUDA_ERROR_INVALID_VALUE;
    if (g < 0 || !g_green[g].live) return CUDA_ERROR_INVALID_CONTEXT;
    if (type != CU_DEV_RESOURCE_TYPE_SM) return CUDA_ERROR_INVALID_RESOURCE_TYPE;
    fill_sm(resource, g_green[g].sms);
    return CUDA_SUCCESS;
}

CUresult cuDevResourceGenerateDesc(CUdevResourceDesc *phDesc, CUdevResource *resources, unsigned int nbResources) {
    count_call();
    if (!phDesc || !resources || nbResources == 0 || g_ndesc == MAX_DESC) return CUDA_ERROR_INVALID_VALUE;
    unsigned int sms = 0;
    for (unsigned int i = 0; i < nbResources; i++) {
        if (!fake_resource(&resources[i])) return CUDA_ERROR_INVALID_RESOURCE_TYPE;
        sms += resources[i].sm.smCount;
    }
    int d = g_ndesc++;
    g_desc[d].used = 1;
    g_desc[d].sms = sms;
    g_desc[d].nres = (int)nbResources;
    *phDesc = (CUdevResourceDesc)&g_desc[d];
    return CUDA_SUCCESS;
}

CUresult cuGreenCtxCreate(CUgreenCtx *phCtx, CUdevResourceDesc desc, CUdevice dev, unsigned int flags) {
    count_call();
    uintptr_t d = (uintptr_t)desc, first = (uintptr_t)&g_desc[0];
    if (!phCtx || d < first || d >= first + sizeof g_desc || (d - first) % sizeof g_desc[0]) return CUDA_ERROR_INVALID_VALUE;
    if (!(flags & CU_GREEN_CTX_DEFAULT_STREAM)) return CUDA_ERROR_INVALID_VALUE;
    if (!valid_device(dev)) return CUDA_ERROR_INVALID_DEVICE;
    int i = 0;
    while (i < MAX_GREEN && (g_green[i].live || g_green[i].sms)) i++;  /* slots are not reused */
    if (i == MAX_GREEN) return CUDA_ERROR_OUT_OF_MEMORY;
    g_green[i].live = 1;
    g_green[i].dev = dev;
    g_green[i].sms = ((__typeof__(&g_desc[0]))desc)->sms;
    g_primary_refs[dev]++;
    g_green_made++;
    *phCtx = (CUgreenCtx)(uintptr_t)(FAKE_GREEN_BASE + (uintptr_t)i * 0x100);
    return CUDA_SUCCESS;
}

/* Destroying a green context while a stream made on it lives is counted (g_green_streams_left):
 * cuda.h requires its streams destroyed first. */
CUresult cuGreenCtxDestroy(CUgreenCtx hCtx) {
    count_call();
    int g = green_slot((uintptr_t)hCtx, FAKE_GREEN_BASE);
    if (g < 0 || !g_green[g].live) {
        g_green_bad++;
        return CUDA_ERROR_INVALID_CONTEXT;
    }
    CUcontext ctx = (CUcontext)(uintptr_t)(FAKE_GREEN_CTX_BASE + (uintptr_t)g * 0x100);
    pthread_mutex_lock(&g_lock);
    for (int i = 0; i < MAX_RES; i++)
        if (g_res[i].h && g_res[i].ctx == ctx) g_green_streams_left++;
    pthread_mutex_unlock(&g_lock);
    g_green[g].live = 0;
    g_primary_refs[g_green[g].dev]--;
    g_green_destroyed++;
    return CUDA_SUCCESS;
}

CUresult cuCtxFromGreenCtx(CUcontext *pContext, CUgreenCtx hCtx) {
    count_call();
    int g = green_slot((uintptr_t)hCtx, FAKE_GREEN_BASE);
    if (!pContext) return CUDA_ERROR_INVALID_VALUE;
    if (g < 0 || !g_green[g].live) return CUDA_ERROR_INVALID_CONTEXT;
    *pContext = (CUcontext)(uintptr_t)(FAKE_GREEN_CTX_BASE + (uintptr_t)g * 0x100);
    return CUDA_SUCCESS;
}

/* Needs CU_STREAM_NON_BLOCKING, as the driver does; no context need be current. */
CUresult cuGreenCtxStreamCreate(CUstream *phStream, CUgreenCtx greenCtx, unsigned int flags, int priority) {
    count_call();
    int g = green_slot((uintptr_t)greenCtx, FAKE_GREEN_BASE);
    if (!phStream || flags != CU_STREAM_NON_BLOCKING) return CUDA_ERROR_INVALID_VALUE;
    if (g < 0 || !g_green[g].live) return CUDA_ERROR_INVALID_CONTEXT;
    uintptr_t h = res_make(RES_STREAM, (CUcontext)(uintptr_t)(FAKE_GREEN_CTX_BASE + (uintptr_t)g * 0x100));
    if (!h) return CUDA_ERROR_OUT_OF_MEMORY;
    int i = res_find(h, RES_STREAM);
    g_res[i].flags = flags;
    g_res[i].priority = priority < -5 ? -5 : priority > 0 ? 0 : priority;
    *phStream = (CUstream)h;
    return CUDA_SUCCESS;
}

/* Green contexts made [0], destroyed [1], live [2], bad destroys [3], destroyed with streams
 * left [4]; splits [5]; primary references held on device 0 [6]. */
int fake_green(int which) {
    int live = 0;
    for (int i = 0; i < MAX_GREEN; i++) live += g_green[i].live;
    switch (which) {
    case 0: return g_green_made;
    case 1: return g_green_destroyed;
    case 2: return live;
    case 3: return g_green_bad;
    case 4: return g_green_streams_left;
    case 5: return g_splits;
    default: return g_primary_refs[0];
    }
}

/* Checkpointing: the fake process is "running" until locked; lock, checkpoint, restore and
 * unlock move it through the driver's states, out of order is CUDA_ERROR_ILLEGAL_STATE. Only this
 * process's pid is known; FAKECUDA_NO_CHECKPOINT=1 answers CUDA_ERROR_NOT_SUPPORTED. */
static CUprocessState g_process_state = CU_PROCESS_STATE_RUNNING;
static unsigned int g_lock_timeout;

static CUresult checkpoint_pid(int pid) {
    count_call();
    if (getenv("FAKECUDA_NO_CHECKPOINT")) return CUDA_ERROR_NOT_SUPPORTED;
    return pid == getpid() ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

static CUresult checkpoint_move(int pid, CUprocessState from, CUprocessState to) {
    CUresult r = checkpoint_pid(pid);
    if (r != CUDA_SUCCESS) return r;
    if (g_process_state != from) return CUDA_ERROR_ILLEGAL_STATE;
    g_process_state = to;
    return CUDA_SUCCESS;
}

CUresult cuCheckpointProcessGetState(int pid, CUprocessState *state) {
    CUresult r = checkpoint_pid(pid);
    if (r == CUDA_SUCCESS && !state) return CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS) *state = g_process_state;
    return r;
}

CUresult cuCheckpointProcessGetRestoreThreadId(int pid, int *tid) {
    CUresult r = checkpoint_pid(pid);
    if (r == CUDA_SUCCESS && !tid) return CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS) *tid = pid + 1;
    return r;
}

CUresult cuCheckpointProcessLock(int pid, CUcheckpointLockArgs *args) {
    if (args) g_lock_timeout = args->timeoutMs;
    return checkpoint_move(pid, CU_PROCESS_STATE_RUNNING, CU_PROCESS_STATE_LOCKED);
}

CUresult cuCheckpointProcessCheckpoint(int pid, CUcheckpointCheckpointArgs *args) {
    (void)args;
    return checkpoint_move(pid, CU_PROCESS_STATE_LOCKED, CU_PROCESS_STATE_CHECKPOINTED);
}

static unsigned int g_restore_pairs;

CUresult cuCheckpointProcessRestore(int pid, CUcheckpointRestoreArgs *args) {
    g_restore_pairs = args ? args->gpuPairsCount : 0;
    if (args && args->gpuPairsCount && (!args->gpuPairs || args->gpuPairs[0].oldUuid.bytes[1] != 1))
        return CUDA_ERROR_INVALID_VALUE;  /* the first pair's old UUID must be device 0's */
    return checkpoint_move(pid, CU_PROCESS_STATE_CHECKPOINTED, CU_PROCESS_STATE_LOCKED);
}

CUresult cuCheckpointProcessUnlock(int pid, CUcheckpointUnlockArgs *args) {
    (void)args;
    return checkpoint_move(pid, CU_PROCESS_STATE_LOCKED, CU_PROCESS_STATE_RUNNING);
}

/* The last lock's timeout [0], the last restore's GPU pairs [1]. */
unsigned int fake_checkpoint(int which) { return which == 0 ? g_lock_timeout : g_restore_pairs; }

int fake_live_allocations(void);
int fake_vmm(int which);

/* FAKECUDA_REPORT=<file>: at unload (the process's end, after Python has finished), what was
 * retained and released, made and destroyed, what is still live, and the violations. */
__attribute__((destructor)) static void fake_report(void) {
    const char *path = getenv("FAKECUDA_REPORT");
    if (!path) return;
    FILE *f = fopen(path, "w");
    if (!f) return;
    fprintf(f, "{\"retains\": %d, \"releases\": %d, \"after_release\": %d, \"bad_destroy\": %d, \"no_context\": %d",
            g_retains, g_releases, g_after_release, g_bad_destroy, g_no_context);
    for (int k = 1; k < RES_KINDS; k++) {
        int live = 0;
        for (int i = 0; i < MAX_RES; i++) live += g_res[i].h && g_res[i].kind == k;
        fprintf(f, ", \"%s\": [%d, %d, %d]", RES_NAMES[k], g_made[k], g_destroyed[k], live);
    }
    fprintf(f, ", \"vmm\": [%d, %d, %d]", fake_vmm(2), fake_vmm(3), fake_vmm(4));
    fprintf(f, ", \"texture\": [%d, %d, %d, %d, %d, %d]", g_tex_made[TEX_ARRAY] + g_tex_made[TEX_MIPMAP] + g_tex_made[TEX_OBJECT] +
            g_tex_made[TEX_SURFACE], g_tex_destroyed[TEX_ARRAY] + g_tex_destroyed[TEX_MIPMAP] + g_tex_destroyed[TEX_OBJECT] +
            g_tex_destroyed[TEX_SURFACE], g_tex_violations[0], g_tex_violations[1], g_tex_violations[2], g_tex_violations[3]);
    fprintf(f, ", \"graphics\": [%d, %d, %d, %d, %d, %d, %d, %d, %d]", fake_gfx(0), fake_gfx(1), fake_gfx(2), fake_gfx(3),
            g_gfx_violations[0], g_gfx_violations[1], g_gfx_violations[2], g_gfx_violations[3], g_gfx_violations[4]);
    fprintf(f, ", \"allocations\": %d}\n", fake_live_allocations());
    fclose(f);
}

/* ------------------------------------------------------------------------ cuGetProcAddress */

#ifndef FAKECUDA_NO_GETPROC
/* Left out on purpose, though cuda.h declares them: cuCtxCreate, cuCtxDestroy, cuModuleLoad... */
static const struct {
    const char *name;  /* the base name bindings ask for */
    int since;         /* the CUDA version this entry point belongs to */
    void *legacy;      /* CU_GET_PROC_ADDRESS_LEGACY_STREAM (and default) */
    void *per_thread;  /* CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM; NULL: same as legacy */
} TABLE[] = {
    {"cuInit", 2000, (void *)cuInit, NULL},
    {"cuDriverGetVersion", 2020, (void *)cuDriverGetVersion, NULL},
    {"cuGetErrorString", 6000, (void *)cuGetErrorString, NULL},
    {"cuGetErrorName", 6000, (void *)cuGetErrorName, NULL},
    {"cuDeviceGetCount", 2000, (void *)cuDeviceGetCount, NULL},
    {"cuDeviceGet", 2000, (void *)cuDeviceGet, NULL},
    {"cuDeviceGetName", 2000, (void *)cuDeviceGetName, NULL},
    {"cuDeviceGetAttribute", 2000, (void *)cuDeviceGetAttribute, NULL},
    {"cuPointerGetAttribute", 4000, (void *)cuPointerGetAttribute, NULL},
    {"cuPointerSetAttribute", 6000, (void *)cuPointerSetAttribute, NULL},
    {"cuPointerGetAttributes", 7000, (void *)cuPointerGetAttributes, NULL},
    {"cuMemRangeGetAttribute", 8000, (void *)cuMemRangeGetAttribute, NULL},
    {"cuMemRangeGetAttributes", 8000, (void *)cuMemRangeGetAttributes, NULL},
    {"cuGraphGetEdges", 12030, (void *)cuGraphGetEdges, NULL},
    {"cuTensorMapEncodeTiled", 12000, (void *)cuTensorMapEncodeTiled, NULL},
    {"cuTensorMapEncodeIm2col", 12000, (void *)cuTensorMapEncodeIm2col, NULL},
    {"cuTensorMapEncodeIm2colWide", 12080, (void *)cuTensorMapEncodeIm2colWide, NULL},
    {"cuTensorMapReplaceAddress", 12000, (void *)cuTensorMapReplaceAddress, NULL},
    {"cuTexRefSetBorderColor", 8000, (void *)fake_set_border_color, NULL},
    {"cuTexRefGetBorderColor", 8000, (void *)fake_get_border_color, NULL},
    {"cuDeviceComputeCapability", 2000, (void *)fake_device_compute_capability, NULL},
    {"cuTexObjectCreate", 5000, (void *)cuTexObjectCreate, NULL},
    {"cuTexObjectGetTextureDesc", 5000, (void *)cuTexObjectGetTextureDesc, NULL},
    {"cuTexObjectDestroy", 5000, (void *)cuTexObjectDestroy, NULL},    /* core.texture */
    {"cuSurfObjectCreate", 5000, (void *)cuSurfObjectCreate, NULL},
    {"cuSurfObjectDestroy", 5000, (void *)cuSurfObjectDestroy, NULL},
    {"cuArray3DCreate", 3020, (void *)cuArray3DCreate, NULL},
    {"cuArray3DGetDescriptor", 3020, (void *)cuArray3DGetDescriptor, NULL},
    {"cuArrayDestroy", 2000, (void *)cuArrayDestroy, NULL},
    {"cuMipmappedArrayCreate", 5000, (void *)cuMipmappedArrayCreate, NULL},
    {"cuMipmappedArrayGetLevel", 5000, (void *)cuMipmappedArrayGetLevel, NULL},
    {"cuMipmappedArrayDestroy", 5000, (void *)cuMipmappedArrayDestroy, NULL},
    {"cuMemcpy3DAsync", 3020, (void *)cuMemcpy3DAsync, NULL},
    {"cuGraphicsGLRegisterBuffer", 3000, (void *)fake_cuGraphicsGLRegisterBuffer, NULL},    /* GraphicsResource */
    {"cuGraphicsGLRegisterImage", 3000, (void *)fake_cuGraphicsGLRegisterImage, NULL},
    {"cuGraphicsMapResources", 3000, (void *)cuGraphicsMapResources, NULL},
    {"cuGraphicsUnmapResources", 3000, (void *)cuGraphicsUnmapResources, NULL},
    {"cuGraphicsResourceGetMappedPointer", 3020, (void *)cuGraphicsResourceGetMappedPointer, NULL},
    {"cuGraphicsUnregisterResource", 3000, (void *)cuGraphicsUnregisterResource, NULL},
    {"cuMemcpy2DAsync", 3020, (void *)cuMemcpy2DAsync, NULL},
    {"cuMemcpyWithAttributesAsync", 13020, (void *)cuMemcpyWithAttributesAsync, NULL},
    {"cuCoredumpSetAttributeGlobal", 12010, (void *)cuCoredumpSetAttributeGlobal, NULL},
    {"cuCoredumpGetAttributeGlobal", 12010, (void *)cuCoredumpGetAttributeGlobal, NULL},
    {"cuThreadExchangeStreamCaptureMode", 10010, (void *)cuThreadExchangeStreamCaptureMode, NULL},
    {"cuWaitExternalSemaphoresAsync", 10000, (void *)cuWaitExternalSemaphoresAsync, NULL},
    {"cuLogsRegisterCallback", 12080, (void *)cuLogsRegisterCallback, NULL},
    {"cuDeviceGetLuid", 10000, (void *)cuDeviceGetLuid, NULL},
    {"cuMemAdvise", 12020, (void *)cuMemAdvise, NULL},
    {"cuDeviceTotalMem", 3020, (void *)cuDeviceTotalMem, NULL},
    {"cuCtxGetCurrent", 4000, (void *)cuCtxGetCurrent, NULL},
    {"cuCtxSetCurrent", 4000, (void *)cuCtxSetCurrent, NULL},
    {"cuMemAlloc", 2000, (void *)fake_cuMemAlloc_v1, NULL},
    {"cuMemAlloc", 3020, (void *)cuMemAlloc, NULL},
    {"cuMemFree", 3020, (void *)cuMemFree, NULL},
    {"cuMemGetInfo", 3020, (void *)cuMemGetInfo, NULL},
    {"cuMemcpyHtoD", 3020, (void *)cuMemcpyHtoD, (void *)cuMemcpyHtoD_v2_ptds},
    {"cuMemcpyDtoH", 3020, (void *)cuMemcpyDtoH, (void *)cuMemcpyDtoH_v2_ptds},
    {"cuModuleGetGlobal", 3020, (void *)cuModuleGetGlobal, NULL},
    {"cuLinkAddData", 6050, (void *)cuLinkAddData, NULL},
    {"cuLinkCreate", 6050, (void *)cuLinkCreate, NULL},
    {"cuLinkComplete", 5050, (void *)cuLinkComplete, NULL},
    {"cuLinkDestroy", 5050, (void *)cuLinkDestroy, NULL},
    {"cuStreamQuery", 2000, (void *)cuStreamQuery, (void *)cuStreamQuery_ptsz},
    {"cuStreamSynchronize", 2000, (void *)cuStreamSynchronize, NULL},
    {"cuEventQuery", 2000, (void *)cuEventQuery, NULL},
    {"cuLaunchHostFunc", 10000, (void *)cuLaunchHostFunc, NULL},
    {"cuLaunchKernel", 4000, (void *)cuLaunchKernel, NULL},
    {"cuFuncGetParamInfo", 12040, (void *)cuFuncGetParamInfo, NULL},    /* the object layer (core.py) */
    {"cuDevicePrimaryCtxRetain", 7000, (void *)cuDevicePrimaryCtxRetain, NULL},
    {"cuDeviceGetDevResource", 12040, (void *)cuDeviceGetDevResource, NULL},
    {"cuCtxGetDevResource", 12040, (void *)cuCtxGetDevResource, NULL},
    {"cuGreenCtxGetDevResource", 12040, (void *)cuGreenCtxGetDevResource, NULL},
    {"cuDevResourceGenerateDesc", 12040, (void *)cuDevResourceGenerateDesc, NULL},
    {"cuGreenCtxCreate", 12040, (void *)cuGreenCtxCreate, NULL},
    {"cuGreenCtxDestroy", 12040, (void *)cuGreenCtxDestroy, NULL},
    {"cuCtxFromGreenCtx", 12040, (void *)cuCtxFromGreenCtx, NULL},
    {"cuGreenCtxStreamCreate", 12050, (void *)cuGreenCtxStreamCreate, NULL},
    {"cuCheckpointProcessGetState", 12080, (void *)cuCheckpointProcessGetState, NULL},
    {"cuCheckpointProcessGetRestoreThreadId", 12080, (void *)cuCheckpointProcessGetRestoreThreadId, NULL},
    {"cuCheckpointProcessLock", 12080, (void *)cuCheckpointProcessLock, NULL},
    {"cuCheckpointProcessCheckpoint", 12080, (void *)cuCheckpointProcessCheckpoint, NULL},
    {"cuCheckpointProcessRestore", 12080, (void *)cuCheckpointProcessRestore, NULL},
    {"cuCheckpointProcessUnlock", 12080, (void *)cuCheckpointProcessUnlock, NULL},
    {"cuDevicePrimaryCtxRelease", 11000, (void *)cuDevicePrimaryCtxRelease, NULL},
    {"cuCtxGetDevice", 2000, (void *)cuCtxGetDevice, NULL},
    {"cuCtxPushCurrent", 4000, (void *)cuCtxPushCurrent, NULL},
    {"cuCtxPopCurrent", 4000, (void *)cuCtxPopCurrent, NULL},
    {"cuCtxSynchronize", 2000, (void *)cuCtxSynchronize, NULL},
    {"cuDeviceGetPCIBusId", 4010, (void *)cuDeviceGetPCIBusId, NULL},
    {"cuDeviceGetUuid", 11040, (void *)cuDeviceGetUuid, NULL},
    {"cuDeviceCanAccessPeer", 4000, (void *)cuDeviceCanAccessPeer, NULL},
    {"cuCtxEnablePeerAccess", 4000, (void *)cuCtxEnablePeerAccess, NULL},
    {"cuStreamCreate", 2000, (void *)cuStreamCreate, NULL},
    {"cuStreamCreateWithPriority", 5050, (void *)cuStreamCreateWithPriority, NULL},
    {"cuStreamDestroy", 4000, (void *)cuStreamDestroy, NULL},
    {"cuStreamGetFlags", 5050, (void *)cuStreamGetFlags, NULL},
    {"cuStreamGetPriority", 5050, (void *)cuStreamGetPriority, NULL},
    {"cuStreamGetCtx", 9020, (void *)cuStreamGetCtx, NULL},
    {"cuStreamWaitEvent", 3020, (void *)cuStreamWaitEvent, NULL},
    {"cuEventCreate", 2000, (void *)cuEventCreate, NULL},
    {"cuEventDestroy", 4000, (void *)cuEventDestroy, NULL},
    {"cuEventRecord", 2000, (void *)cuEventRecord, NULL},
    {"cuEventSynchronize", 2000, (void *)cuEventSynchronize, NULL},
    {"cuEventElapsedTime", 12080, (void *)cuEventElapsedTime, NULL},
    {"cuDeviceGetMemPool", 11020, (void *)cuDeviceGetMemPool, NULL},
    {"cuMemPoolSetAttribute", 11020, (void *)cuMemPoolSetAttribute, NULL},
    {"cuMemPoolCreate", 11020, (void *)cuMemPoolCreate, NULL},
    {"cuMemPoolDestroy", 11020, (void *)cuMemPoolDestroy, NULL},
    {"cuMemAllocFromPoolAsync", 11020, (void *)cuMemAllocFromPoolAsync, NULL},
    {"cuMemFreeAsync", 11020, (void *)cuMemFreeAsync, NULL},
    {"cuMemAllocHost", 3020, (void *)cuMemAllocHost, NULL},
    {"cuMemFreeHost", 2000, (void *)cuMemFreeHost, NULL},
    {"cuMemAllocManaged", 6000, (void *)cuMemAllocManaged, NULL},
    {"cuMemcpyAsync", 4000, (void *)cuMemcpyAsync, NULL},
    {"cuMemcpyBatchAsync", 13000, (void *)cuMemcpyBatchAsync, NULL},
    {"cuMemDiscardBatchAsync", 13000, (void *)cuMemDiscardBatchAsync, NULL},
    {"cuMemPrefetchBatchAsync", 13000, (void *)cuMemPrefetchBatchAsync, NULL},
    {"cuMemDiscardAndPrefetchBatchAsync", 13000, (void *)cuMemDiscardAndPrefetchBatchAsync, NULL},
    {"cuMemsetD8Async", 3020, (void *)cuMemsetD8Async, NULL},
    {"cuMemsetD16Async", 3020, (void *)cuMemsetD16Async, NULL},
    {"cuMemsetD32Async", 3020, (void *)cuMemsetD32Async, NULL},
    {"cuModuleLoadData", 2000, (void *)cuModuleLoadData, NULL},
    {"cuModuleUnload", 2000, (void *)cuModuleUnload, NULL},
    {"cuModuleGetFunction", 2000, (void *)cuModuleGetFunction, NULL},
    {"cuFuncGetAttribute", 2020, (void *)cuFuncGetAttribute, NULL},
    {"cuFuncSetAttribute", 9000, (void *)cuFuncSetAttribute, NULL},
    {"cuLaunchKernelEx", 11060, (void *)cuLaunchKernelEx, NULL},
    {"cuOccupancyMaxActiveBlocksPerMultiprocessor", 6050, (void *)cuOccupancyMaxActiveBlocksPerMultiprocessor, NULL},
    {"cuOccupancyMaxPotentialBlockSize", 6050, (void *)cuOccupancyMaxPotentialBlockSize, NULL},
    {"cuOccupancyAvailableDynamicSMemPerBlock", 10020, (void *)cuOccupancyAvailableDynamicSMemPerBlock, NULL},
    {"cuOccupancyMaxPotentialClusterSize", 11070, (void *)cuOccupancyMaxPotentialClusterSize, NULL},
    {"cuOccupancyMaxActiveClusters", 11070, (void *)cuOccupancyMaxActiveClusters, NULL},
    {"cuStreamBeginCapture", 10010, (void *)cuStreamBeginCapture, NULL},
    {"cuStreamEndCapture", 10000, (void *)cuStreamEndCapture, NULL},
    {"cuGraphCreate", 10000, (void *)cuGraphCreate, NULL},
    {"cuGraphDestroy", 10000, (void *)cuGraphDestroy, NULL},
    {"cuGraphAddKernelNode", 12000, (void *)cuGraphAddKernelNode, NULL},
    {"cuGraphAddMemcpyNode", 10000, (void *)cuGraphAddMemcpyNode, NULL},
    {"cuGraphAddMemsetNode", 10000, (void *)cuGraphAddMemsetNode, NULL},
    {"cuGraphAddHostNode", 10000, (void *)cuGraphAddHostNode, NULL},
    {"cuGraphAddEmptyNode", 10000, (void *)cuGraphAddEmptyNode, NULL},
    {"cuGraphInstantiateWithFlags", 11040, (void *)cuGraphInstantiate, NULL},
    {"cuGraphLaunch", 10000, (void *)cuGraphLaunch, NULL},
    {"cuGraphUpload", 11010, (void *)cuGraphUpload, NULL},
    {"cuGraphExecDestroy", 10000, (void *)cuGraphExecDestroy, NULL},
    {"cuMemGetAllocationGranularity", 10020, (void *)cuMemGetAllocationGranularity, NULL},
    {"cuMemCreate", 10020, (void *)cuMemCreate, NULL},
    {"cuMemRelease", 10020, (void *)cuMemRelease, NULL},
    {"cuMemAddressReserve", 10020, (void *)cuMemAddressReserve, NULL},
    {"cuMemAddressFree", 10020, (void *)cuMemAddressFree, NULL},
    {"cuMemMap", 10020, (void *)cuMemMap, NULL},
    {"cuMemUnmap", 10020, (void *)cuMemUnmap, NULL},
    {"cuMemSetAccess", 10020, (void *)cuMemSetAccess, NULL},
    {"cuMemRetainAllocationHandle", 11000, (void *)cuMemRetainAllocationHandle, NULL},
    {"cuMemGetMemPool", 13000, (void *)cuMemGetMemPool, NULL},
    {"cuMemPrefetchAsync", 12020, (void *)cuMemPrefetchAsync, NULL},
    {"cuStreamIsCapturing", 10000, (void *)cuStreamIsCapturing, NULL},
    {"cuMemAllocAsync", 11020, (void *)cuMemAllocAsync, NULL},
    {"cuDeviceGraphMemTrim", 11040, (void *)cuDeviceGraphMemTrim, NULL},
    {"cuDeviceGetGraphMemAttribute", 11040, (void *)cuDeviceGetGraphMemAttribute, NULL},
    {"cuDeviceSetGraphMemAttribute", 11040, (void *)cuDeviceSetGraphMemAttribute, NULL},
    {"cuGraphInstantiateWithParams", 12000, (void *)cuGraphInstantiateWithParams, NULL},
    {"cuStreamGetCaptureInfo", 12030, (void *)cuStreamGetCaptureInfo, NULL},
    {"cuStreamUpdateCaptureDependencies", 12030, (void *)cuStreamUpdateCaptureDependencies, NULL},
    {"cuStreamBeginCaptureToGraph", 12030, (void *)cuStreamBeginCaptureToGraph, NULL},
    {"cuGraphAddChildGraphNode", 10000, (void *)cuGraphAddChildGraphNode, NULL},
    {"cuGraphChildGraphNodeGetGraph", 10000, (void *)cuGraphChildGraphNodeGetGraph, NULL},
    {"cuGraphAddEventRecordNode", 11010, (void *)cuGraphAddEventRecordNode, NULL},
    {"cuGraphAddEventWaitNode", 11010, (void *)cuGraphAddEventWaitNode, NULL},
    {"cuGraphAddMemAllocNode", 11040, (void *)cuGraphAddMemAllocNode, NULL},
    {"cuGraphAddMemFreeNode", 11040, (void *)cuGraphAddMemFreeNode, NULL},
    {"cuGraphConditionalHandleCreate", 12030, (void *)cuGraphConditionalHandleCreate, NULL},
    {"cuGraphAddNode", 12030, (void *)cuGraphAddNode, NULL},
    {"cuGraphNodeGetType", 10000, (void *)cuGraphNodeGetType, NULL},
    {"cuGraphGetNodes", 10000, (void *)cuGraphGetNodes, NULL},
    {"cuGraphNodeGetDependencies", 12030, (void *)cuGraphNodeGetDependencies, NULL},
    {"cuGraphNodeGetDependentNodes", 12030, (void *)cuGraphNodeGetDependentNodes, NULL},
    {"cuGraphAddDependencies", 12030, (void *)cuGraphAddDependencies, NULL},
    {"cuGraphRemoveDependencies", 12030, (void *)cuGraphRemoveDependencies, NULL},
    {"cuGraphDestroyNode", 10000, (void *)cuGraphDestroyNode, NULL},
    {"cuGraphDebugDotPrint", 11030, (void *)cuGraphDebugDotPrint, NULL},
    {"cuGraphKernelNodeSetParams", 12000, (void *)cuGraphKernelNodeSetParams, NULL},
    {"cuGraphMemcpyNodeSetParams", 10000, (void *)cuGraphMemcpyNodeSetParams, NULL},
    {"cuGraphMemsetNodeSetParams", 10000, (void *)cuGraphMemsetNodeSetParams, NULL},
    {"cuGraphHostNodeSetParams", 10000, (void *)cuGraphHostNodeSetParams, NULL},
    {"cuGraphEventRecordNodeSetEvent", 11010, (void *)cuGraphEventRecordNodeSetEvent, NULL},
    {"cuGraphEventWaitNodeSetEvent", 11010, (void *)cuGraphEventWaitNodeSetEvent, NULL},
    {"cuGraphNodeSetParams", 12020, (void *)cuGraphNodeSetParams, NULL},
    {"cuGraphNodeSetEnabled", 11060, (void *)cuGraphNodeSetEnabled, NULL},
    {"cuGraphNodeGetEnabled", 11060, (void *)cuGraphNodeGetEnabled, NULL},
    {"cuGraphExecKernelNodeSetParams", 12000, (void *)cuGraphExecKernelNodeSetParams, NULL},
    {"cuGraphExecMemcpyNodeSetParams", 10020, (void *)cuGraphExecMemcpyNodeSetParams, NULL},
    {"cuGraphExecMemsetNodeSetParams", 10020, (void *)cuGraphExecMemsetNodeSetParams, NULL},
    {"cuGraphExecHostNodeSetParams", 10020, (void *)cuGraphExecHostNodeSetParams, NULL},
    {"cuGraphExecChildGraphNodeSetParams", 11010, (void *)cuGraphExecChildGraphNodeSetParams, NULL},
    {"cuGraphExecEventRecordNodeSetEvent", 11010, (void *)cuGraphExecEventRecordNodeSetEvent, NULL},
    {"cuGraphExecEventWaitNodeSetEvent", 11010, (void *)cuGraphExecEventWaitNodeSetEvent, NULL},
};

static void record_lookup(const char *symbol, int cudaVersion, cuuint64_t flags) {
    pthread_mutex_lock(&g_lock);
    g_proc_calls++;
    g_last_version = cudaVersion;
    g_last_flags = (long long)flags;
    snprintf(g_last_symbol, sizeof g_last_symbol, "%s", symbol ? symbol : "");
    for (int i = 0; symbol && i < LOOKUP_SLOTS; i++) {
        if (g_lookups[i].name[0] == 0) {
            snprintf(g_lookups[i].name, sizeof g_lookups[i].name, "%s", symbol);
        }
        if (strcmp(g_lookups[i].name, symbol) == 0) {
            g_lookups[i].count++;
            break;
        }
    }
    pthread_mutex_unlock(&g_lock);
}

CUresult cuGetProcAddress(const char *symbol, void **pfn, int cudaVersion, cuuint64_t flags,
                          CUdriverProcAddressQueryResult *symbolStatus) {
    const char *delay = getenv("FAKECUDA_PROC_DELAY_US");
    if (delay) usleep((useconds_t)atoi(delay));
    record_lookup(symbol, cudaVersion, flags);
    if (!symbol || !pfn) return CUDA_ERROR_INVALID_VALUE;
    *pfn = NULL;
    int best = -1, known = 0;
    for (size_t i = 0; i < sizeof TABLE / sizeof TABLE[0]; i++) {
        if (strcmp(TABLE[i].name, symbol) != 0) continue;
        known = 1;
        if (TABLE[i].since <= cudaVersion && (best < 0 || TABLE[i].since > TABLE[best].since))
            best = (int)i;
    }
    if (best < 0) {
        if (symbolStatus)
            *symbolStatus = known ? CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT
                                  : CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
        return CUDA_ERROR_NOT_FOUND;
    }
    int per_thread = (flags & CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM) != 0;
    *pfn = per_thread && TABLE[best].per_thread ? TABLE[best].per_thread : TABLE[best].legacy;
    if (symbolStatus) *symbolStatus = CU_GET_PROC_ADDRESS_SUCCESS;
    return CUDA_SUCCESS;
}
#endif

/* ------------------------------------------------------------ read back by the tests only */

long fake_calls(void) { return __atomic_load_n(&g_calls, __ATOMIC_SEQ_CST); }
long fake_proc_calls(void) { return g_proc_calls; }
int fake_last_version(void) { return g_last_version; }
long long fake_last_flags(void) { return g_last_flags; }
const char *fake_last_symbol(void) { return g_last_symbol; }
int fake_stream_mode(void) { return g_stream_mode; }
int fake_header_version(void) { return CUDA_VERSION; }
long long fake_flag_legacy(void) { return CU_GET_PROC_ADDRESS_LEGACY_STREAM; }
long long fake_flag_per_thread(void) { return CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM; }
unsigned long long fake_link_sum(void) { return g_link_sum; }
size_t fake_link_size(void) { return g_link_size; }
long long fake_kernel_a(void) { return g_kernel_a; }
double fake_kernel_b(void) { return g_kernel_b; }
unsigned long long fake_kernel_c(void) { return g_kernel_c; }
unsigned long long fake_kernel_threads(void) { return g_kernel_threads; }
int fake_launches(void) { return __atomic_load_n(&g_launches, __ATOMIC_SEQ_CST); }
long long fake_kernel_a_sum(void) { return __atomic_load_n(&g_kernel_a_sum, __ATOMIC_SEQ_CST); }
unsigned long long fake_kernel_c_sum(void) { return __atomic_load_n(&g_kernel_c_sum, __ATOMIC_SEQ_CST); }
unsigned int fake_sem_count(void) { return g_sem_count; }
unsigned long long fake_sem_handle_sum(void) { return g_sem_handle_sum; }
unsigned long long fake_sem_fence_sum(void) { return g_sem_fence_sum; }
int fake_deferred(void) { return g_ndeferred; }

int fake_lookups(const char *name) {
    int n = 0;
    pthread_mutex_lock(&g_lock);
    for (int i = 0; i < LOOKUP_SLOTS; i++)
        if (strcmp(g_lookups[i].name, name) == 0) n = g_lookups[i].count;
    pthread_mutex_unlock(&g_lock);
    return n;
}

int fake_live_allocations(void) {
    int n = 0;
    pthread_mutex_lock(&g_lock);
    for (int i = 0; i < MAX_ALLOCS; i++) n += g_allocs[i].base != 0;
    pthread_mutex_unlock(&g_lock);
    return n;
}
