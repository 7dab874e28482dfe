/* A half-precision type as cuda_fp16.hpp declares it for C++: a struct with constructors and a
 * conversion, trivially copyable (so C passes it like a struct of one unsigned short). The
 * cplusplus.h fixture takes it from here, a header it does not own, as a header takes `half`
 * from cuda_fp16.h. */
#ifndef CPLUSPLUS_HALF_H
#define CPLUSPLUS_HALF_H
struct __half {
protected:
    unsigned short __x;

public:
    __half() = default;
    __half(float f);
    operator float() const;
};
typedef struct __half half;
#endif
