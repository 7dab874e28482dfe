/* cudagen builtin math.h: see README.md beside this file. cuComplex.h (cuBLAS, cuFFT) includes
   it for the functions its inline helpers call; only their declarations are needed. */
#ifndef CUDAGEN_MATH_H
#define CUDAGEN_MATH_H
double fabs(double);
float fabsf(float);
double sqrt(double);
float sqrtf(float);
double hypot(double, double);
float hypotf(float, float);
#endif
