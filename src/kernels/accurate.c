/* accurate.c -- the accurate path: every elementary row of onnxm_ops.def
 * in double, correctly rounded (to nearest, ties to even) for every double
 * input (accurate.h); scalar, portable C11 + libm, unsigned __int128 for
 * the limb products (GCC and Clang on 64-bit targets).
 *
 * Method, arithmetic, error bounds and the rounding test: accurate_mp.h.
 * This file holds the entry points: each operator's special inputs, then
 * level 1 (128 bits, its evaluation inlined here), then levels 2 and 3
 * (accurate_levels.c).
 */
#include "kernels/accurate.h"

#if defined(__GNUC__) || defined(__clang__)
#define ACC_INLINE static inline __attribute__((always_inline))
#define ACC_NOINLINE static __attribute__((noinline))
#else
#define ACC_INLINE static inline
#define ACC_NOINLINE static
#endif
#include "kernels/accurate_mp.h"
#include "kernels/accurate_levels.h"

/* ------------------------------------------------------------ entry points */
/* For each elementary row of onnxm_ops.def (KERNEL k, whose k_special and
 * k_eval accurate_mp.h defines): k_eval2, level 1 with its evaluation
 * inlined (one function, so that the kernels' open lanes run it without
 * calls); onnxm_k_accurate, which tries the special inputs, then levels 1,
 * 2 and 3 in turn (level 3 returns its nearest rounding whatever its test
 * says: accurate_mp.h); and onnxm_k_accurate_level, one level alone, for
 * the tests (accurate.h). */
#define ACC_ENTRIES_ONNXM_CLASS_IEEE(k)
#define ACC_ENTRIES_ONNXM_CLASS_ELEMENTARY(k)                                                       \
    ACC_NOINLINE int k##_eval2(double x, double *y) { return k##_eval(x, 2, y); }                  \
    double onnxm_##k##_accurate(double x)                                                          \
    {                                                                                              \
        double y;                                                                                  \
        if (k##_special(x, &y) || k##_eval2(x, &y) || onnxm_acc_##k##_evaln(x, 4, &y))            \
            return y;                                                                              \
        onnxm_acc_##k##_evaln(x, 8, &y);                                                           \
        return y;                                                                                  \
    }                                                                                              \
    int onnxm_##k##_accurate_level(double x, int limbs, double *y)                                 \
    {                                                                                              \
        if (limbs != 2 && limbs != 4 && limbs != 8)                                                \
            return -1;                                                                             \
        if (k##_special(x, y))                                                                     \
            return 1;                                                                              \
        return limbs == 2 ? k##_eval2(x, y) : onnxm_acc_##k##_evaln(x, limbs, y);                  \
    }
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, ...) ACC_ENTRIES_##CLASS(KERNEL)
#include "onnxm_ops.def"
