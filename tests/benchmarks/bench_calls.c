/* The C floor for tests/benchmarks/run.py: the same driver calls, timed in a C loop.
 * Built as a shared library and loaded into the benchmark's process, so the C loops take
 * their turns beside the Python ones (the host's speed comes in phases):
 *   gcc -O2 -std=c11 -shared -fPIC bench_calls.c -I<cuda include> -lcuda -o libbench_calls.so
 * bench_init(cubin) sets up on the calling thread's current context; bench_ns(name, n) runs
 * n calls of one benchmark and returns ns per call (negative: unknown name or a failed call). */
#define _POSIX_C_SOURCE 199309L
#include <cuda.h>
#include <string.h>
#include <time.h>

static CUdevice dev;
static CUfunction f3, f16, fb;
static CUdeviceptr ptr;
static CUstream stream;
static CUevent event;
static int n = 5;
static float a = 1.0f;
static void *args3[3];
static int ints[16];
static void *args16[16];
static void *argsb[3];

static double now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e9 + ts.tv_nsec;
}

/* Does nothing: run.py calls it through ctypes.CDLL (which releases the GIL around a call) and
 * ctypes.PyDLL (which does not); the difference is what releasing and retaking the GIL costs. */
void bench_noop(void) {}

/* 0 on success, else the first failing CUresult. */
int bench_init(const char *cubin) {
    CUmodule mod;
    CUresult r;
    if ((r = cuCtxGetDevice(&dev)) || (r = cuModuleLoad(&mod, cubin)) ||
        (r = cuModuleGetFunction(&f3, mod, "k3")) || (r = cuModuleGetFunction(&f16, mod, "k16")) ||
        (r = cuModuleGetFunction(&fb, mod, "kb")) ||
        (r = cuMemAlloc(&ptr, 1 << 20)) || (r = cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING)) ||
        (r = cuEventCreate(&event, CU_EVENT_DISABLE_TIMING)))
        return (int)r;
    args3[0] = &ptr;
    args3[1] = &n;
    args3[2] = &a;
    argsb[0] = &ptr;  /* kb(float *a, float *b, int n): the object layer's benchmark kernel */
    argsb[1] = &ptr;
    argsb[2] = &n;
    for (int i = 0; i < 16; i++) {
        ints[i] = i;
        args16[i] = &ints[i];
    }
    return 0;
}

#define LOOP(call) do { \
    double t0 = now_ns(); \
    for (long i = 0; i < iters; i++) { if ((call) != CUDA_SUCCESS) return -1.0; } \
    return (now_ns() - t0) / iters; \
} while (0)

double bench_ns(const char *name, long iters) {
    CUcontext cur;
    int value;
    unsigned int memtype;
    static char host[8];
    if (iters <= 0) return -1.0;
    if (!strcmp(name, "cuCtxGetCurrent")) LOOP(cuCtxGetCurrent(&cur));
    if (!strcmp(name, "cuDeviceGetAttribute"))
        LOOP(cuDeviceGetAttribute(&value, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev));
    if (!strcmp(name, "cuPointerGetAttribute"))
        LOOP(cuPointerGetAttribute(&memtype, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, ptr));
    if (!strcmp(name, "cuStreamQuery"))  /* either answer (SUCCESS, NOT_READY) is a result */
        LOOP(((void)cuStreamQuery(stream), CUDA_SUCCESS));
    if (!strcmp(name, "cuEventRecord")) LOOP(cuEventRecord(event, stream));
    if (!strcmp(name, "cuMemcpyHtoD_8B")) LOOP(cuMemcpyHtoD(ptr, host, 8));
    if (!strcmp(name, "cuLaunchKernel_3_values") || !strcmp(name, "cuLaunchKernel_3_packed"))
        LOOP(cuLaunchKernel(f3, 1, 1, 1, 32, 1, 1, 0, stream, args3, NULL));
    if (!strcmp(name, "cuLaunchKernel_2_buffers_int"))
        LOOP(cuLaunchKernel(fb, 1, 1, 1, 32, 1, 1, 0, stream, argsb, NULL));
    if (!strcmp(name, "cuEventCreate_Record_Destroy")) {  /* what Stream.record() asks of the driver */
        CUevent e;
        LOOP((cuEventCreate(&e, CU_EVENT_DISABLE_TIMING) || cuEventRecord(e, stream) || cuEventDestroy(e))
                 ? CUDA_ERROR_UNKNOWN : CUDA_SUCCESS);
    }
    if (!strcmp(name, "cuLaunchKernel_16")) LOOP(cuLaunchKernel(f16, 1, 1, 1, 32, 1, 1, 0, stream, args16, NULL));
    return -1.0;
}
