/* nan.h -- the NaN an operation makes from operands that are not NaNs
 * (sqrt(-1), acos(2)): x86-64's default NaN, the "real indefinite" (sign
 * set, quiet, zero payload), in every type and on every ISA.
 *
 * The x86-64 instructions give it themselves (sqrtpd of x < 0, inf - inf).
 * A constant NaN written in C (NAN) is +qNaN, and so is AArch64's default
 * NaN, so the code that makes a NaN without such an instruction (a special
 * value selected by the kernels, the scalar paths, the square roots on
 * AArch64) takes it from here.  float16 and bfloat16 narrow it from float
 * to 0xfe00 and 0xffc0; NaN inputs are not affected (they propagate,
 * quieted, with their sign and payload).
 */
#ifndef ONNXM_KERNELS_NAN_H
#define ONNXM_KERNELS_NAN_H

#include <stdint.h>
#include <string.h>

#define ONNXM_DEFAULT_NAN_F64 UINT64_C(0xfff8000000000000)
#define ONNXM_DEFAULT_NAN_F32 UINT32_C(0xffc00000)

static inline double onnxm_default_nan(void)
{
    uint64_t b = ONNXM_DEFAULT_NAN_F64;
    double d;
    memcpy(&d, &b, 8);
    return d;
}

static inline float onnxm_default_nanf(void)
{
    uint32_t b = ONNXM_DEFAULT_NAN_F32;
    float f;
    memcpy(&f, &b, 4);
    return f;
}

#endif
