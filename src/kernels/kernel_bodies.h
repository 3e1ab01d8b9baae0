/* kernel_bodies.h -- every kernel, written once against the vector API.
 *
 * Included by kernels_<isa>.c after its vec/vec_<isa>.h; defines the
 * kernel functions <op>_<type>__<isa> and the table onnxm_kernels_<isa>.
 *
 * How each type is computed:
 *   Sqrt, Reciprocal  double: IEEE sqrt and division, exact.
 *                     float: IEEE float sqrt and division, exact.
 *                     float16/bfloat16: widened to float, float sqrt or
 *                     division, rounded once to nearest even.  Correct: a
 *                     correctly rounded result in p' >= 2p + 2 bits rounds
 *                     to the correctly rounded p-bit result for sqrt and
 *                     division (Figueroa 1995); p' = 24, p = 11 or 8.
 *   Asinh, Acos       the double core (alg/asinh.h, alg/acos.h, < 0.55 ulp).
 *                     double: the core's result.
 *                     float, float16, bfloat16: the float-input core
 *                     (alg/fast.h, < 2^-48 relative) rounded once to the
 *                     type when the rounding test (alg/round.h) proves it
 *                     correct; otherwise the lane is redone by the
 *                     double-double slow path (slow.c).
 * Tails shorter than a vector go through a small stack buffer, so every
 * element, wherever it sits, is computed by the same vector code.
 */
#include <string.h>

#include "kernels/alg/dd.h"
#include "kernels/alg/round.h"
#include "kernels/alg/log.h"
#include "kernels/alg/asinh.h"
#include "kernels/alg/acos.h"
#include "kernels/alg/fast.h"
#include "kernels/kernels.h"
#include "kernels/slow.h"
#include "kernels/tables16.h"

#define KB_CAT_(a, b) a##b
#define KB_CAT(a, b) KB_CAT_(a, b)
#define KB_NAME(op, t) KB_CAT(op##_##t##__, VEC_ISA_NAME)

/* Runs BODY(xp, yp) over full vectors of LANES elements of type T, then
 * once over a padded copy of the tail.  The padding repeats the tail's
 * first element, a valid input, so no lane computes anything new.  The tail
 * buffer is 64-byte aligned for the streaming variants, which end with a
 * store fence so that their results are visible once the call returns. */
#define KB_LOOP(T, LANES, BODY)                                              \
    const T *xs = (const T *)x;                                              \
    T *ys = (T *)y;                                                          \
    size_t i = 0;                                                            \
    for (; i + (LANES) <= n; i += (LANES))                                   \
        BODY(xs + i, ys + i);                                                \
    if (i < n) {                                                             \
        T xb[LANES];                                                         \
        _Alignas(64) T yb[LANES];                                            \
        for (size_t j = 0; j < (LANES); j++)                                 \
            xb[j] = xs[i + (j < n - i ? j : 0)];                             \
        BODY(xb, yb);                                                        \
        memcpy(ys + i, yb, (n - i) * sizeof(T));                             \
    }                                                                        \
    vec_fence();

/* ---------------------------------------------------------- Sqrt, Reciprocal */
#define KB_SQRT_F64(xp, yp) vd_store(yp, vd_sqrt(vd_load(xp)))
#define KB_RECIP_F64(xp, yp) vd_store(yp, vd_div(vd_set(1.0), vd_load(xp)))
#define KB_SQRT_F32(xp, yp) vf_store(yp, vf_sqrt(vf_load(xp)))
#define KB_RECIP_F32(xp, yp) vf_store(yp, vf_div(vf_set(1.0f), vf_load(xp)))
#define KB_SQRT_F16(xp, yp) vf_store_f16(yp, vf_sqrt(vf_load_f16(xp)))
#define KB_RECIP_F16(xp, yp) vf_store_f16(yp, vf_div(vf_set(1.0f), vf_load_f16(xp)))
#define KB_SQRT_BF16(xp, yp) vf_store_bf16(yp, vf_sqrt(vf_load_bf16(xp)))
#define KB_RECIP_BF16(xp, yp) vf_store_bf16(yp, vf_div(vf_set(1.0f), vf_load_bf16(xp)))

static void KB_NAME(sqrt, f64)(const void *x, void *y, size_t n) { KB_LOOP(double, VD_LANES, KB_SQRT_F64) }
static void KB_NAME(reciprocal, f64)(const void *x, void *y, size_t n) { KB_LOOP(double, VD_LANES, KB_RECIP_F64) }
static void KB_NAME(sqrt, f32)(const void *x, void *y, size_t n) { KB_LOOP(float, VF_LANES, KB_SQRT_F32) }
static void KB_NAME(reciprocal, f32)(const void *x, void *y, size_t n) { KB_LOOP(float, VF_LANES, KB_RECIP_F32) }
static void KB_NAME(sqrt, f16)(const void *x, void *y, size_t n) { KB_LOOP(uint16_t, VF_LANES, KB_SQRT_F16) }
static void KB_NAME(reciprocal, f16)(const void *x, void *y, size_t n) { KB_LOOP(uint16_t, VF_LANES, KB_RECIP_F16) }
static void KB_NAME(sqrt, bf16)(const void *x, void *y, size_t n) { KB_LOOP(uint16_t, VF_LANES, KB_SQRT_BF16) }
static void KB_NAME(reciprocal, bf16)(const void *x, void *y, size_t n) { KB_LOOP(uint16_t, VF_LANES, KB_RECIP_BF16) }

/* ---------------------------------------------------------------- Asinh, Acos */
/* The slow-path fix-up, per lane that failed it.  x is
 * kept in a register (xv) so that in-place calls (y == x) work. */
#define KB_FIXUP(ok, xv, yp, SLOW1, STORE1)                                  \
    if (!vm_all(ok)) {                                                       \
        double xl_[VD_LANES];                                                \
        vd_store(xl_, xv);                                                   \
        for (int l_ = 0; l_ < VD_LANES; l_++)                                \
            if (!vm_lane(ok, l_))                                            \
                STORE1((yp) + l_, SLOW1(xl_[l_]));                       \
    }

static inline void kb_store1_f32(float *p, double v) { float f = (float)v; memcpy(p, &f, 4); }
static inline void kb_store1_f16(uint16_t *p, double v) { uint16_t h = onnxm_f32_to_f16((float)v); memcpy(p, &h, 2); }
static inline void kb_store1_bf16(uint16_t *p, double v) { uint16_t h = onnxm_f32_to_bf16((float)v); memcpy(p, &h, 2); }

#define KB_DEFINE_TRANSCENDENTAL(op)                                       \
    static void KB_NAME(op, f64)(const void *x, void *y, size_t n)                     \
    {                                                                                  \
        KB_LOOP(double, VD_LANES, op##_BODY_F64)                                       \
    }                                                                                  \
    static void KB_NAME(op, f32)(const void *x, void *y, size_t n)                     \
    {                                                                                  \
        KB_LOOP(float, VD_LANES, op##_BODY_F32)                                        \
    }                                                                                  \
    static void KB_NAME(op, f16)(const void *x, void *y, size_t n)                     \
    {                                                                                  \
        KB_LOOP(uint16_t, KB_16_LANES, op##_BODY_F16)                                  \
    }                                                                                  \
    static void KB_NAME(op, bf16)(const void *x, void *y, size_t n)                    \
    {                                                                                  \
        KB_LOOP(uint16_t, KB_16_LANES, op##_BODY_BF16)                                 \
    }

/* The slow path with the target format bound, one function per (op, type). */
#define KB_SLOW_WRAPPERS(op)                                                   \
    static inline double op##_slow_f32(double x) { return onnxm_##op##_slow(x, ONNXM_FMT_F32); }  \
    static inline double op##_slow_f16(double x) { return onnxm_##op##_slow(x, ONNXM_FMT_F16); }  \
    static inline double op##_slow_bf16(double x) { return onnxm_##op##_slow(x, ONNXM_FMT_BF16); }
KB_SLOW_WRAPPERS(asinh)
KB_SLOW_WRAPPERS(acos)

#define KB_BODY_F64(CORE, xp, yp) vd_store(yp, CORE(vd_load(xp)))

#define KB_BODY_F32(CORE, SLOW, xp, yp)                                      \
    do {                                                                     \
        vd xv = vd_load_f32(xp);                                             \
        vd yv = CORE(xv);                                                    \
        vm ok = vd_same_f32(vd_err_lo_fast(yv), vd_err_hi_fast(yv));         \
        vd_store_f32(yp, yv);                                                \
        KB_FIXUP(ok, xv, yp, SLOW, kb_store1_f32)             \
    } while (0)

#define KB_BODY_16(CORE, SLOW, ROUND, TEST, LOAD, STORE, STORE1, xp, yp) \
    do {                                                                     \
        vd xv = LOAD(xp);                                                    \
        vd yv = CORE(xv);                                                    \
        vd r = ROUND(yv);                                                    \
        vm ok = TEST(yv, r);                                                 \
        STORE(yp, r);                                                        \
        KB_FIXUP(ok, xv, yp, SLOW, STORE1)                              \
    } while (0)

#define asinh_BODY_F64(xp, yp) KB_BODY_F64(alg_asinh_core, xp, yp)
#define asinh_BODY_F32(xp, yp) KB_BODY_F32(alg_asinh_fast, asinh_slow_f32, xp, yp)
#define acos_BODY_F64(xp, yp) KB_BODY_F64(alg_acos_core, xp, yp)
#define acos_BODY_F32(xp, yp) KB_BODY_F32(alg_acos_fast, acos_slow_f32, xp, yp)
/* float16/bfloat16: the build-time tables (tables16.h), or, when building
 * the generator of those tables, the computation itself. */
#ifndef ONNXM_NO_TABLES16
#define KB_16_LANES V16_LANES
#define asinh_BODY_F16(xp, yp) v16_lookup(onnxm_tables16[ONNXM_T16_ASINH_F16], xp, yp)
#define asinh_BODY_BF16(xp, yp) v16_lookup(onnxm_tables16[ONNXM_T16_ASINH_BF16], xp, yp)
#define acos_BODY_F16(xp, yp) v16_lookup(onnxm_tables16[ONNXM_T16_ACOS_F16], xp, yp)
#define acos_BODY_BF16(xp, yp) v16_lookup(onnxm_tables16[ONNXM_T16_ACOS_BF16], xp, yp)
#else
#define KB_16_LANES VD_LANES
#define asinh_BODY_F16(xp, yp) KB_BODY_16(alg_asinh_fast, asinh_slow_f16, vd_round_f16, vd_round_test_f16, vd_load_f16, vd_store_f16_exact, kb_store1_f16, xp, yp)
#define asinh_BODY_BF16(xp, yp) KB_BODY_16(alg_asinh_fast, asinh_slow_bf16, vd_round_bf16, vd_round_test_bf16, vd_load_bf16, vd_store_bf16_exact, kb_store1_bf16, xp, yp)
#define acos_BODY_F16(xp, yp) KB_BODY_16(alg_acos_fast, acos_slow_f16, vd_round_f16, vd_round_test_f16, vd_load_f16, vd_store_f16_exact, kb_store1_f16, xp, yp)
#define acos_BODY_BF16(xp, yp) KB_BODY_16(alg_acos_fast, acos_slow_bf16, vd_round_bf16, vd_round_test_bf16, vd_load_bf16, vd_store_bf16_exact, kb_store1_bf16, xp, yp)

#endif

KB_DEFINE_TRANSCENDENTAL(asinh)
KB_DEFINE_TRANSCENDENTAL(acos)

/* ---------------------------------------------------------------- the table */
const onnxm_kernel_table KB_CAT(onnxm_kernels_, VEC_ISA_NAME) = {{
#define ONNXM_OP(ENUM, NAME, KERNEL)                                         \
    [ONNXM_OP_##ENUM] = {[ONNXM_DT_F16] = KB_NAME(KERNEL, f16),              \
                         [ONNXM_DT_BF16] = KB_NAME(KERNEL, bf16),            \
                         [ONNXM_DT_F32] = KB_NAME(KERNEL, f32),              \
                         [ONNXM_DT_F64] = KB_NAME(KERNEL, f64)},
#include "onnxm_ops.def"
}};
