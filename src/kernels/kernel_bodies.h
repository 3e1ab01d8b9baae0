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
 *   Asinh, Acos       the double core (alg/asinh.h < 0.61 ulp, alg/acos.h
 *                     < 0.69 ulp, proved in their headers).
 *                     double: the core's result.
 *                     float, float16, bfloat16: the float-input core
 *                     (alg/fast.h, < 2^-37.7 relative) rounded once to the
 *                     type when the rounding test (alg/round.h) proves it
 *                     correct; otherwise the vector is redone by the double
 *                     core and tested again, and the lanes still unsettled
 *                     by the double-double slow path (slow.c).
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
#include "kernels/prefetch.h"
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
    for (; i + (LANES) <= n; i += (LANES)) {                                 \
        vec_prefetch((const char *)(xs + i) + KB_PREFETCH);                  \
        BODY(xs + i, ys + i);                                                \
    }                                                                        \
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
/* The fix-ups of a group of G vectors whose not-ok lane bits are b[u]
 * (inputs xv[u], results at yp). */
#define KB_FIX_GROUP(G, FIX, xv, b, yp)                                      \
    for (int u = 0; u < (G); u++)                                            \
        if ((b)[u])                                                          \
            FIX((xv)[u], (yp) + u * VD_LANES)
/* The elements after the last whole group, one vector at a time through a
 * padded copy (the padding repeats the tail's first element, a valid
 * input), then the store fence of the streaming variants. */
#define KB_TAIL(T, VEC1, FIX)                                                \
    for (; i < n; i += VD_LANES) {                                           \
        T xb[VD_LANES];                                                      \
        _Alignas(64) T yb[VD_LANES];                                         \
        size_t m = n - i < VD_LANES ? n - i : VD_LANES;                      \
        for (size_t j = 0; j < VD_LANES; j++)                                \
            xb[j] = xs[i + (j < m ? j : 0)];                                 \
        vd xv;                                                               \
        unsigned bv = VEC1(xb, yb, &xv);                                     \
        if (bv)                                                              \
            FIX(xv, yb);                                                     \
        memcpy(ys + i, yb, m * sizeof(T));                                   \
    }                                                                        \
    vec_fence();

/* The float-input kernels (float, and float16/bfloat16 in the table
 * generator) compute ALG_GROUP vectors at a time with a core from
 * alg/fast.h (interleaved, see ALG_GROUP) and store them; lanes that are
 * not ok need a fix-up: lanes outside the core's domain
 * (alg_<op>_fast_ok: inf, NaN, |x| > 1 for Acos) get alg_<op>_fast_special,
 * and in-domain lanes the rounding test could not settle (~2^-11 of them)
 * are settled by the double core or, failing that (~2^-28), the slow path.
 * The hot path takes the domain from the core's dom masks (fast.h), which
 * are every lane where the core returns the special values itself (Asinh
 * on AVX-512); the fix-up still selects alg_<op>_fast_special outside the
 * domain, the same values.
 *
 * KB_LOOP_FIX keeps the fix-ups out of the hot path: one
 * predicted-not-taken branch per group, and the fix-up in a cold,
 * non-inlined function, so the compiler keeps the core's constants in
 * registers.  (Measured on AVX-512, 65,536 floats: a fix-up inlined in the
 * loop costs 10%, one vector per iteration 6%, and a branch-free pending
 * list of the bad vectors 15%.)  VECS(xp, yp, xv, b) computes and stores
 * ALG_GROUP vectors, leaves their inputs in xv and their not-ok lane bits
 * in b, and returns whether any is set; VEC1(xp, yp, &xv) does one vector
 * (the tail) and returns its bits; FIX(xv, yp) fixes one vector.  The
 * inputs stay in registers, so in-place calls (y == x) work. */
#define KB_LOOP_FIX(T, VECS, VEC1, FIX)                                      \
    const T *xs = (const T *)x;                                              \
    T *ys = (T *)y;                                                          \
    size_t i = 0;                                                            \
    for (; i + ALG_GROUP * VD_LANES <= n; i += ALG_GROUP * VD_LANES) {       \
        vd xv[ALG_GROUP];                                                    \
        unsigned b[ALG_GROUP];                                               \
        KB_PREFETCH_GROUP(T, xs + i, ALG_GROUP);                             \
        if (__builtin_expect(VECS(xs + i, ys + i, xv, b), 0))                \
            KB_FIX_GROUP(ALG_GROUP, FIX, xv, b, ys + i);                     \
    }                                                                        \
    KB_TAIL(T, VEC1, FIX)

/* KB_LOOP_PIPE: KB_LOOP_FIX's job for a core split in two stages
 * (alg_<op>_fast_s1/_s2), software-pipelined: each iteration runs stage 1
 * of the next group and stage 2 of the current one, whose stage 1 ran in
 * the iteration before, so two groups' dependency chains are in flight
 * where KB_LOOP_FIX has one.  For Asinh, whose chain (square root, then
 * logarithm) is the longest, that measured 877 -> 1,022 Melem/s (65,536
 * floats in cache, AVX-512, alternating runs; results identical).  For
 * Acos, whose time goes to the divider and the FMA ports rather than to
 * latency, every split tried was 2-4% slower than KB_LOOP_FIX, so it stays
 * there.  The loop is unrolled twice, the two halves trading the roles
 * of their buffers (a, b), so that no group's inputs and stage-1 results
 * are copied from "next" to "current" (zmm register moves, which this CPU
 * eliminates only in part): ~2% faster on AVX-512 (65,536 floats, in
 * turns: ~1,086 -> ~1,113 Melem/s; 16M +0-3%), AVX2 unchanged.  G is the
 * group's vector count (fast.h: ALG_ASINH_GROUP), S1(n, x, w, nr) and
 * S2(n, x, w, y, dom) are the stages, FINISH(n, yp, yv, dom, b) tests and
 * stores n results as VECS does, VEC1 and FIX as in KB_LOOP_FIX;
 * KB_PIPE_STEP runs one iteration (stage 1 of the group after i, stage 2
 * and the finish of the group at i), KB_PIPE_LAST finishes the last whole
 * group, and the tail is done as in KB_LOOP_FIX. */
#define KB_PIPE_STEP(G, S1, S2, NR, FINISH, FIX, xc, wc, xn, wn)             \
    {                                                                        \
        const float *xp = xs + i + (G) * VD_LANES;                           \
        KB_PREFETCH_GROUP(float, xp, G);                                     \
        ALG_EACH(u, G) xn[u] = vd_load_f32(xp + u * VD_LANES);               \
        S1(G, xn, wn, NR);                                                   \
        S2(G, xc, wc, yv, dom);                                              \
        if (__builtin_expect(FINISH(G, ys + i, yv, dom, b), 0))              \
            KB_FIX_GROUP(G, FIX, xc, b, ys + i);                             \
        i += (G) * VD_LANES;                                                 \
    }
#define KB_PIPE_LAST(G, S2, FINISH, FIX, xc, wc)                             \
    {                                                                        \
        S2(G, xc, wc, yv, dom);                                              \
        if (FINISH(G, ys + i, yv, dom, b))                                   \
            KB_FIX_GROUP(G, FIX, xc, b, ys + i);                             \
        i += (G) * VD_LANES;                                                 \
    }
#define KB_LOOP_PIPE(G, S1, S2, NR, FINISH, VEC1, FIX)                       \
    const float *xs = (const float *)x;                                      \
    float *ys = (float *)y;                                                  \
    size_t i = 0;                                                            \
    if (n >= (G) * VD_LANES) {                                               \
        vd xa[G], wa[G], xb[G], wb[G], yv[G];                                \
        vm dom[G];                                                           \
        unsigned b[G];                                                       \
        ALG_EACH(u, G) xa[u] = vd_load_f32(xs + u * VD_LANES);               \
        S1(G, xa, wa, NR);                                                   \
        for (;;) {                                                           \
            if (i + 2 * (G) * VD_LANES > n) {                                \
                KB_PIPE_LAST(G, S2, FINISH, FIX, xa, wa)                     \
                break;                                                       \
            }                                                                \
            KB_PIPE_STEP(G, S1, S2, NR, FINISH, FIX, xa, wa, xb, wb)         \
            if (i + 2 * (G) * VD_LANES > n) {                                \
                KB_PIPE_LAST(G, S2, FINISH, FIX, xb, wb)                     \
                break;                                                       \
            }                                                                \
            KB_PIPE_STEP(G, S1, S2, NR, FINISH, FIX, xb, wb, xa, wa)         \
        }                                                                    \
    }                                                                        \
    KB_TAIL(float, VEC1, FIX)

/* float lanes the rounding test settles (alg/round.h), for a result of a
 * fast.h core (error < E/2, E = ONNXM_FAST_ERR) and of a double core
 * (< 0.69 ulp of double, so below h - 1 = 1 unit) */
static inline vm kb_settled_f32(vd y) { return vd_round_ok_f32(y, ONNXM_FAST_ERR_ULPS); }
static inline vm kb_settled2_f32(vd y) { return vd_round_ok_f32(y, 2); }
/* the lanes not ok, as bits: the complement taken on the bits, not on the
 * vector (AVX2: one vxorpd per vector fewer; AVX-512 compiles alike) */
static inline unsigned kb_open_bits(vm ok) { return vm_bits(ok) ^ ((1u << VD_LANES) - 1u); }
static inline void kb_store1_f32(float *p, double v) { float f = (float)v; memcpy(p, &f, 4); }
static inline void kb_store1_f16(uint16_t *p, double v) { uint16_t h = onnxm_f32_to_f16((float)v); memcpy(p, &h, 2); }
static inline void kb_store1_bf16(uint16_t *p, double v) { uint16_t h = onnxm_f32_to_bf16((float)v); memcpy(p, &h, 2); }

/* For each (op, type): <op>_vec_<t> and <op>_fix_<t> as KB_LOOP_FIX wants.
 * f32 uses round.h's float test; the 16-bit types round in double and use
 * the general test, with E for the fast core and 2^-52 for the double
 * core.  Special values are exact in every type. */
#define KB_DEFINE_FAST_F32(op)                                                             \
    /* tests and stores n results yv with the core's domain masks dom; b and the     \
     * value as VECS's */                                                                  \
    static inline unsigned op##_finish_f32(int n, float *yp, const vd *yv, const vm *dom,  \
                                           unsigned *b)                                    \
    {                                                                                      \
        unsigned any = 0;                                                                  \
        ALG_EACH(u, n) {                                                                   \
            vm ok = vm_and(kb_settled_f32(yv[u]), dom[u]);                                 \
            vd_store_f32(yp + u * VD_LANES, yv[u]);                                        \
            b[u] = kb_open_bits(ok);                                                       \
            any |= b[u];                                                                   \
        }                                                                                  \
        return any;                                                                        \
    }                                                                                      \
    static inline unsigned op##_vec_f32(const float *xp, float *yp, vd *xo)                \
    {                                                                                      \
        vd yv;                                                                             \
        vm dom;                                                                            \
        unsigned b;                                                                        \
        *xo = vd_load_f32(xp);                                                             \
        alg_##op##_fast_n(1, xo, &yv, &dom, 0);                                            \
        return op##_finish_f32(1, yp, &yv, &dom, &b);                                      \
    }                                                                                      \
    static inline unsigned op##_vecs_f32(const float *xp, float *yp, vd *xv, unsigned *b)  \
    {                                                                                      \
        vd yv[ALG_GROUP];                                                                  \
        vm dom[ALG_GROUP];                                                                 \
        ALG_EACH(u, ALG_GROUP) xv[u] = vd_load_f32(xp + u * VD_LANES);                     \
        alg_##op##_fast_n(ALG_GROUP, xv, yv, dom, KB_NR_##op);                             \
        return op##_finish_f32(ALG_GROUP, yp, yv, dom, b);                                 \
    }                                                                                      \
    KB_DEFINE_FIX(op, f32, float, vd_store_f32, kb_store1_f32, kb_settled_f32, kb_settled2_f32)
#define KB_NR_asinh ALG_ASINH_NR
#define KB_NR_acos ALG_ACOS_NR
/* each op's float loop (KB_LOOP_PIPE says why they differ) */
#define KB_LOOP_F32_asinh                                                                  \
    KB_LOOP_PIPE(ALG_ASINH_GROUP, alg_asinh_fast_s1, alg_asinh_fast_s2, ALG_ASINH_NR,      \
                 asinh_finish_f32,                                                          \
                 asinh_vec_f32, asinh_fix_f32)
#define KB_LOOP_F32_acos KB_LOOP_FIX(float, acos_vecs_f32, acos_vec_f32, acos_fix_f32)
#define KB_DEFINE_FAST_16(op, t, ROUND, TEST, LOAD, STORE)                                 \
    static inline unsigned op##_vec_##t(const uint16_t *xp, uint16_t *yp, vd *xo)          \
    {                                                                                      \
        vd xv = LOAD(xp);                                                                  \
        vd yv = alg_##op##_fast(xv);                                                       \
        vd r = ROUND(yv);                                                                  \
        vm ok = vm_and(TEST(yv, r, ONNXM_FAST_ERR), alg_##op##_fast_ok(xv));               \
        STORE(yp, r);                                                                      \
        *xo = xv;                                                                          \
        return kb_open_bits(ok);                                                           \
    }                                                                                      \
    static inline unsigned op##_vecs_##t(const uint16_t *xp, uint16_t *yp, vd *xv,         \
                                         unsigned *b)                                      \
    {                                                                                      \
        unsigned any = 0;                                                                  \
        ALG_EACH(u, ALG_GROUP) any |= b[u] = op##_vec_##t(xp + u * VD_LANES, yp + u * VD_LANES, &xv[u]); \
        return any;                                                                        \
    }                                                                                      \
    static inline void op##_storev_##t(uint16_t *yp, vd v) { STORE(yp, ROUND(v)); }       \
    static inline vm op##_settled_##t(vd y) { return TEST(y, ROUND(y), ONNXM_FAST_ERR); }  \
    static inline vm op##_settled2_##t(vd y) { return TEST(y, ROUND(y), 0x1p-52); }        \
    KB_DEFINE_FIX(op, t, uint16_t, op##_storev_##t, kb_store1_##t, op##_settled_##t,       \
                  op##_settled2_##t)
/* The fix-up recomputes the vector with the fast core and vd_sqrt (for a
 * vector the group computed with alg_sqrt_nr that is not the core that
 * first computed it, so it takes that one core's verdict on every lane;
 * a settled lane's float is the correctly rounded one either way).  In-domain lanes the
 * fast core does not settle are redone by the double core (alg_<op>_core,
 * within 0.69 ulp of double; SETTLED2 tests with that bound), and those
 * it cannot settle either (about 2^-28 of lanes) by the slow path.  Lanes
 * outside the domain get alg_<op>_fast_special in the same select and
 * store, so a tensor full of NaNs costs a call and one fast core per
 * vector, not the double core. */
#define KB_DEFINE_FIX(op, t, T, STOREV, STORE1, SETTLED, SETTLED2)                         \
    __attribute__((noinline, cold)) static void op##_fix_##t(vd xv, T *yp)                 \
    {                                                                                      \
        vm ok = alg_##op##_fast_ok(xv);                                                    \
        vd yv = alg_##op##_fast(xv);                                                       \
        vm open = vm_and(ok, vm_not(SETTLED(yv)));                                         \
        unsigned slow = 0;                                                                 \
        if (vm_bits(open)) {                                                               \
            vd y2 = alg_##op##_core(xv);                                                   \
            yv = vd_sel(open, y2, yv);                                                     \
            slow = vm_bits(open) & ~vm_bits(SETTLED2(y2));                                 \
        }                                                                                  \
        STOREV(yp, vd_sel(ok, yv, alg_##op##_fast_special(xv)));                           \
        double xl[VD_LANES];                                                               \
        vd_spill(xl, xv);                                                                  \
        for (; slow; slow &= slow - 1) {                                                   \
            int l = __builtin_ctz(slow);                                                   \
            STORE1(yp + l, onnxm_##op##_slow(xl[l], ONNXM_FMT_##t));                       \
        }                                                                                  \
    }
#define ONNXM_FMT_f32 ONNXM_FMT_F32
#define ONNXM_FMT_f16 ONNXM_FMT_F16
#define ONNXM_FMT_bf16 ONNXM_FMT_BF16

#define KB_BODY_F64(CORE, xp, yp) vd_store(yp, CORE(vd_load(xp)))
#define asinh_BODY_F64(xp, yp) KB_BODY_F64(alg_asinh_core, xp, yp)
#define acos_BODY_F64(xp, yp) KB_BODY_F64(alg_acos_core, xp, yp)
KB_DEFINE_FAST_F32(asinh)
KB_DEFINE_FAST_F32(acos)

/* float16/bfloat16: the build-time tables (tables16.h), or, when building
 * the generator of those tables, the computation itself. */
#ifndef ONNXM_NO_TABLES16
/* the table says whether it is odd (tables16.h); one test per call */
#define KB_16_LOOP(op, t, T)                                                 \
    const onnxm_table16 *tab = &onnxm_tables16[KB_16_TABLE_##op##_##t];      \
    const uint16_t *ty = tab->y;                                             \
    const uint32_t tlo = tab->lo;                                            \
    if (tab->odd) {                                                          \
        KB_LOOP(T, V16_LANES, KB_16_ODD)                                     \
    } else {                                                                 \
        KB_LOOP(T, V16_LANES, KB_16_WHOLE)                                   \
    }
#define KB_16_ODD(xp, yp) v16_lookup_odd(ty, tlo, xp, yp)
#define KB_16_WHOLE(xp, yp) v16_lookup(ty, xp, yp)
#define KB_16_TABLE_asinh_f16 ONNXM_T16_ASINH_F16
#define KB_16_TABLE_asinh_bf16 ONNXM_T16_ASINH_BF16
#define KB_16_TABLE_acos_f16 ONNXM_T16_ACOS_F16
#define KB_16_TABLE_acos_bf16 ONNXM_T16_ACOS_BF16
#else
#define KB_16_LOOP(op, t, T) KB_LOOP_FIX(T, op##_vecs_##t, op##_vec_##t, op##_fix_##t)
KB_DEFINE_FAST_16(asinh, f16, vd_round_f16, vd_round_test_f16, vd_load_f16, vd_store_f16_exact)
KB_DEFINE_FAST_16(asinh, bf16, vd_round_bf16, vd_round_test_bf16, vd_load_bf16, vd_store_bf16_exact)
KB_DEFINE_FAST_16(acos, f16, vd_round_f16, vd_round_test_f16, vd_load_f16, vd_store_f16_exact)
KB_DEFINE_FAST_16(acos, bf16, vd_round_bf16, vd_round_test_bf16, vd_load_bf16, vd_store_bf16_exact)
#endif

#define KB_DEFINE_TRANSCENDENTAL(op)                                             \
    static void KB_NAME(op, f64)(const void *x, void *y, size_t n)               \
    {                                                                            \
        KB_LOOP(double, VD_LANES, op##_BODY_F64)                                 \
    }                                                                            \
    static void KB_NAME(op, f32)(const void *x, void *y, size_t n)               \
    {                                                                            \
        KB_LOOP_F32_##op                                                         \
    }                                                                            \
    static void KB_NAME(op, f16)(const void *x, void *y, size_t n)               \
    {                                                                            \
        KB_16_LOOP(op, f16, uint16_t)                                            \
    }                                                                            \
    static void KB_NAME(op, bf16)(const void *x, void *y, size_t n)              \
    {                                                                            \
        KB_16_LOOP(op, bf16, uint16_t)                                           \
    }

KB_DEFINE_TRANSCENDENTAL(asinh)
KB_DEFINE_TRANSCENDENTAL(acos)

/* ---------------------------------------------------------------- the table */
const onnxm_kernel_table KB_CAT(onnxm_kernels_, VEC_ISA_NAME) = {{
#define ONNXM_OP(ENUM, NAME, KERNEL, ...)                                       \
    [ONNXM_OP_##ENUM] = {[ONNXM_DT_F16] = KB_NAME(KERNEL, f16),              \
                         [ONNXM_DT_BF16] = KB_NAME(KERNEL, bf16),            \
                         [ONNXM_DT_F32] = KB_NAME(KERNEL, f32),              \
                         [ONNXM_DT_F64] = KB_NAME(KERNEL, f64)},
#include "onnxm_ops.def"
}};
