/* libm_loops.c -- the "C library loop" baseline of `make bench`: y[i] = f(x[i])
 * written the way a user would write it without onnxm, one element at a time
 * through the type's C function (sqrtf/asinhf/acosf/expf/logf/tanhf/erff, 1/(1 + expf(-v)) for
 * Sigmoid, v/2 (1 + erff(v/sqrt2)) for Gelu and the tanh formula for its tanh form) for
 * float, the double
 * functions for double; float16/bfloat16 widened to float, computed in float,
 * narrowed with round-to-nearest-even).
 *
 * bench/CMakeLists.txt compiles this file with -fno-tree-vectorize: the
 * column is meant to be the scalar library loop; letting the compiler
 * vectorise sqrt and 1/x would turn it into a second, different SIMD column.
 * Note that float16/bfloat16 through float is double rounding, not correctly
 * rounded in general: this is the speed of the naive route, not a peer in
 * accuracy.
 *
 * One loop per (operator, type), derived from include/onnxm_ops.def: a new
 * operator there without a LIBM_OP() line here fails to compile.
 */
#include "libm_loops.h"

#include <math.h>

#include "kernels/convert.h" /* onnxm's exact f16/bf16 <-> float conversions */

/* The four loops of one operator; EF / ED are the float / double expression
 * of the input value v. */
#define LIBM_OP(KERNEL, EF, ED)                                                   \
    static void libm_##KERNEL##_f32(const void *xv, void *yv, size_t n)           \
    {                                                                             \
        const float *x = xv;                                                      \
        float *y = yv;                                                            \
        for (size_t i = 0; i < n; i++) {                                          \
            float v = x[i];                                                       \
            y[i] = (EF);                                                          \
        }                                                                         \
    }                                                                             \
    static void libm_##KERNEL##_f64(const void *xv, void *yv, size_t n)           \
    {                                                                             \
        const double *x = xv;                                                     \
        double *y = yv;                                                           \
        for (size_t i = 0; i < n; i++) {                                          \
            double v = x[i];                                                      \
            y[i] = (ED);                                                          \
        }                                                                         \
    }                                                                             \
    static void libm_##KERNEL##_f16(const void *xv, void *yv, size_t n)           \
    {                                                                             \
        const uint16_t *x = xv;                                                   \
        uint16_t *y = yv;                                                         \
        for (size_t i = 0; i < n; i++) {                                          \
            float v = onnxm_f16_to_f32(x[i]);                                     \
            y[i] = onnxm_f32_to_f16(EF);                                          \
        }                                                                         \
    }                                                                             \
    static void libm_##KERNEL##_bf16(const void *xv, void *yv, size_t n)          \
    {                                                                             \
        const uint16_t *x = xv;                                                   \
        uint16_t *y = yv;                                                         \
        for (size_t i = 0; i < n; i++) {                                          \
            float v = onnxm_bf16_to_f32(x[i]);                                    \
            y[i] = onnxm_f32_to_bf16(EF);                                         \
        }                                                                         \
    }

LIBM_OP(sqrt, sqrtf(v), sqrt(v))
LIBM_OP(reciprocal, 1.0f / v, 1.0 / v)
LIBM_OP(asinh, asinhf(v), asinh(v))
LIBM_OP(acos, acosf(v), acos(v))
LIBM_OP(exp, expf(v), exp(v))
LIBM_OP(log, logf(v), log(v))
LIBM_OP(sigmoid, 1.0f / (1.0f + expf(-v)), 1.0 / (1.0 + exp(-v)))
LIBM_OP(tanh, tanhf(v), tanh(v))
LIBM_OP(erf, erff(v), erf(v))
/* Gelu has no libm function: the formula as a user writes it from erf */
LIBM_OP(gelu, 0.5f * v * (1.0f + erff(v * 0x1.6a09e6p-1f)), 0.5 * v * (1.0 + erf(v * 0x1.6a09e667f3bcdp-1)))
LIBM_OP(gelu_tanh, 0.5f * v * (1.0f + tanhf(0x1.988454p-1f * (v + 0.044715f * v * v * v))),
        0.5 * v * (1.0 + tanh(0x1.9884533d43651p-1 * (v + 0.044715 * v * v * v))))

static const onnxm_kernel_fn libm_table[ONNXM_OP_COUNT][ONNXM_DT_COUNT] = {
#define ONNXM_OP(ENUM, NAME, KERNEL, ...)                                            \
    [ONNXM_OP_##ENUM] = {[ONNXM_DT_F16] = libm_##KERNEL##_f16,                    \
                         [ONNXM_DT_BF16] = libm_##KERNEL##_bf16,                  \
                         [ONNXM_DT_F32] = libm_##KERNEL##_f32,                    \
                         [ONNXM_DT_F64] = libm_##KERNEL##_f64},
#include "onnxm_ops.def"
};

onnxm_kernel_fn bench_libm_loop(onnxm_op op, onnxm_dtype dtype)
{
    int t = onnxm_dtype_index(dtype);
    if ((unsigned)op >= ONNXM_OP_COUNT || t < 0)
        return NULL;
    return libm_table[op][t];
}
