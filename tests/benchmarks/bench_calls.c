/* The C floor for tests/benchmarks/run.py: the same driver calls, timed in a loop.
 * Build: gcc -O2 -std=c11 bench_calls.c -I<cuda include> -lcuda -o bench_calls
 * Usage: bench_calls KERNELS.cubin ITERATIONS REPEATS
 * Prints "name median_ns_per_call" lines. */
#define _POSIX_C_SOURCE 199309L
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CHECK(x) do { CUresult r_ = (x); if (r_ != CUDA_SUCCESS) { \
    fprintf(stderr, "%s failed: %d at line %d\n", #x, (int)r_, __LINE__); exit(1); } } while (0)

static double now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n) {
    qsort(v, n, sizeof *v, cmp);
    return v[n / 2];
}

#define BENCH(label, sync, body) do { \
    double samples[64]; \
    for (int i = 0; i < iters / 10; i++) { body; } /* warm-up */ \
    if (sync) CHECK(cuCtxSynchronize()); \
    for (int r = 0; r < repeats; r++) { \
        double t0 = now_ns(); \
        for (int i = 0; i < iters; i++) { body; } \
        double t1 = now_ns(); \
        samples[r] = (t1 - t0) / iters; \
        if (sync) CHECK(cuCtxSynchronize()); \
    } \
    printf("%s %.1f\n", label, median(samples, repeats)); \
} while (0)

int main(int argc, char **argv) {
    if (argc != 4) { fprintf(stderr, "usage: %s KERNELS.cubin ITERATIONS REPEATS\n", argv[0]); return 2; }
    int iters = atoi(argv[2]), repeats = atoi(argv[3]);
    if (repeats > 64) repeats = 64;
    CUdevice dev; CUcontext ctx, cur; CUmodule mod; CUfunction f3, f16;
    CHECK(cuInit(0));
    CHECK(cuDeviceGet(&dev, 0));
    CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
    CHECK(cuCtxSetCurrent(ctx));
    CHECK(cuModuleLoad(&mod, argv[1]));
    CHECK(cuModuleGetFunction(&f3, mod, "k3"));
    CHECK(cuModuleGetFunction(&f16, mod, "k16"));
    CUdeviceptr ptr; CHECK(cuMemAlloc(&ptr, 1 << 20));
    CUstream stream; CHECK(cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
    CUevent event; CHECK(cuEventCreate(&event, CU_EVENT_DISABLE_TIMING));
    int value; unsigned int memtype; char host[8] = {0};
    int n = 5; float a = 1.0f;
    void *args3[] = {&ptr, &n, &a};
    int ints[16]; void *args16[16];
    for (int i = 0; i < 16; i++) { ints[i] = i; args16[i] = &ints[i]; }

    BENCH("cuCtxGetCurrent", 0, CHECK(cuCtxGetCurrent(&cur)));
    BENCH("cuDeviceGetAttribute", 0,
          CHECK(cuDeviceGetAttribute(&value, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev)));
    BENCH("cuPointerGetAttribute", 0, CHECK(cuPointerGetAttribute(&memtype, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, ptr)));
    BENCH("cuStreamQuery", 0, cuStreamQuery(stream));
    BENCH("cuEventRecord", 1, CHECK(cuEventRecord(event, stream)));
    BENCH("cuMemcpyHtoD_8B", 0, CHECK(cuMemcpyHtoD(ptr, host, 8)));
    BENCH("cuLaunchKernel_3_values", 1, CHECK(cuLaunchKernel(f3, 1, 1, 1, 32, 1, 1, 0, stream, args3, NULL)));
    BENCH("cuLaunchKernel_3_packed", 1, CHECK(cuLaunchKernel(f3, 1, 1, 1, 32, 1, 1, 0, stream, args3, NULL)));
    BENCH("cuLaunchKernel_16", 1, CHECK(cuLaunchKernel(f16, 1, 1, 1, 32, 1, 1, 0, stream, args16, NULL)));
    return 0;
}
