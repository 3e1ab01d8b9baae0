/* kernel_bodies.h -- every kernel, wired from the rows of onnxm_ops.def.
 *
 * Included by kernels_<isa>.c after its vec/vec_<isa>.h.  Defines, for each
 * operator row and element type, the kernel onnxm_<op>_<t>__<isa> (an
 * external function with hidden visibility, so nm, gdb and perf see it),
 * the table onnxm_kernels_<isa> and the entries onnxm_kernel_entries_<isa>
 * (kernels.h).  Included by kernels_<isa>_nt.c (VEC_ISA_NT = 1: streaming
 * stores), it defines only the kernels that stream (kernels.h,
 * ONNXM_STREAMS), as onnxm_<op>_<t>__<isa>_nt, and their table and
 * entries; the loops no such kernel takes are not compiled there.
 *
 * How each type is computed:
 *   IEEE class (Sqrt, Reciprocal: alg/sqrt.h, alg/reciprocal.h)
 *                     double: alg_<op>_core; float: alg_<op>_vf;
 *                     float16/bfloat16: widened to float, alg_<op>_vf,
 *                     rounded once to nearest even (correct: see sqrt.h).
 *   elementary class (Asinh, Acos: alg/asinh.h, alg/acos.h)
 *                     double: correctly rounded, by the double-double core
 *                     alg_<op>_dd (alg/<op>_dd.h), a rounding test, and
 *                     for the rare lanes it leaves open the scalar
 *                     accurate path (accurate.c): kb_loop_cr.
 *                     float, float16, bfloat16: the float-input core
 *                     (alg_<op>_fast_*, < 2^-37.7 relative) rounded once
 *                     to the type when the rounding test (alg/round.h)
 *                     proves it correct; otherwise the vector is redone by
 *                     the double core alg_<op>_core (< 0.61 and < 0.69 ulp
 *                     of double, proved in the headers) and tested again,
 *                     and the lanes still
 *                     unsettled by the double-double slow path (slow.c).
 *                     float16/bfloat16 rows with TABLE16 read build-time
 *                     tables of those results instead (tables16.h).
 * Tails shorter than a vector go through a small stack buffer, so every
 * element, wherever it sits, is computed by the same vector code.
 *
 * How it is wired.  The loops are static inline functions, one per shape
 * (kb_loop_plain, kb_loop_fix, kb_loop_pipe, kb_loop_table16), that take
 * the operator and type as arguments.  Each kernel is a one-line function
 * that calls kb_kernel with its row's constants; everything below it is
 * always inlined, so the constants pick one loop and every per-operator
 * hook (kb_core, kb_vf, kb_fast_*: a switch over the rows, generated from
 * onnxm_ops.def) folds to one direct call of the alg/<op>.h function.  A
 * new operator needs its row and its alg/<op>.h (listed in alg/ops.h);
 * nothing here names an operator.
 */
#include <string.h>

#include "kernels/accurate.h"
#include "kernels/alg/ops.h"
#include "kernels/kernels.h"
#include "kernels/prefetch.h"
#include "kernels/slow.h"
#include "kernels/tables16.h"

#define KB_INLINE static inline __attribute__((always_inline))
#define KB_CAT_(a, b) a##b
#define KB_CAT(a, b) KB_CAT_(a, b)
#define KB_STR_(a) #a
#define KB_STR(a) KB_STR_(a)

/* KB_IF_<CLASS>(...): the arguments for rows of that CLASS column, else
 * nothing (the class says which hooks alg/<op>.h provides, alg/fast.h). */
#define KB_IF_IEEE_ONNXM_CLASS_IEEE(...) __VA_ARGS__
#define KB_IF_IEEE_ONNXM_CLASS_ELEMENTARY(...)
#define KB_IF_ELEM_ONNXM_CLASS_IEEE(...)
#define KB_IF_ELEM_ONNXM_CLASS_ELEMENTARY(...) __VA_ARGS__

/* KB_IF(c)(...): the arguments if the token c is 1, nothing if it is 0.
 * KB_DEFINES(CLASS, TABLE16, t): 1 if this file defines the kernel of a
 * row's type t: every one in a plain file, those that stream in a
 * streaming file (kernels.h, ONNXM_STREAMS). */
#define KB_IF_1(...) __VA_ARGS__
#define KB_IF_0(...)
#define KB_IF(c) KB_CAT(KB_IF_, c)
#if VEC_ISA_NT
#define KB_DEFINES(CLASS, TABLE16, t) ONNXM_STREAMS(CLASS, TABLE16, t)
#else
#define KB_DEFINES(CLASS, TABLE16, t) 1
#endif

/* Parts (KB_PART): one per-ISA file is compiled as several translation
 * units, so that a parallel build spreads them over its cores and no one
 * compilation holds every operator (isa.cmake writes them):
 *   KB_PART undefined: the kernels of every row, the table and the entries;
 *   KB_PART 1: the kernels of the rows the file names by defining
 *     KB_ON_<ENUM> as "~, 1" (KB_ON below), nothing else;
 *   KB_PART 2: the table and the entries alone, naming the kernels the
 *     parts define (declared below).
 * KB_ON(ENUM) is 1 for a named row, else 0 (the second of the list
 * KB_ON_<ENUM>, 0 when that macro is not defined). */
#define KB_SECOND_(a, b, ...) b
#define KB_SECOND(...) KB_SECOND_(__VA_ARGS__)
#define KB_ON(ENUM) KB_SECOND(KB_CAT(KB_ON_, ENUM), 0, ~)
#ifndef KB_PART
#define KB_KERNELS_OF(ENUM) 1
#define KB_TABLES 1
#elif KB_PART == 1
#define KB_KERNELS_OF(ENUM) KB_ON(ENUM)
#define KB_TABLES 0
#else
#define KB_KERNELS_OF(ENUM) 0
#define KB_TABLES 1
#endif

/* An IEEE operation has the plain loop; an elementary function a fix-up loop. */
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, F64_ULPS, LOOP, TABLE16, MIN_PER_THREAD)                \
    _Static_assert(((CLASS) == ONNXM_CLASS_IEEE) == ((LOOP) == ONNXM_LOOP_PLAIN),                  \
                   NAME ": the LOOP column does not fit the CLASS column");
#include "onnxm_ops.def"

/* ------------------------------------------------------ per-operator hooks */
/* Each is a switch over the rows; called with a constant op, it is one call. */
KB_INLINE vd kb_core(onnxm_op op, vd x)
{
    switch (op) {
#define ONNXM_OP(ENUM, NAME, KERNEL, ...) case ONNXM_OP_##ENUM: return alg_##KERNEL##_core(x);
#include "onnxm_ops.def"
    default: __builtin_unreachable();
    }
}

KB_INLINE vf kb_vf(onnxm_op op, vf x)
{
    switch (op) {
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, ...)                                                    \
    KB_IF_IEEE_##CLASS(case ONNXM_OP_##ENUM: return alg_##KERNEL##_vf(x);)
#include "onnxm_ops.def"
    default: __builtin_unreachable();
    }
}

/* an IEEE op's bound T: its float results are subnormal only where |x| > T */
KB_INLINE float kb_tiny_above(onnxm_op op)
{
    switch (op) {
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, ...)                                                    \
    KB_IF_IEEE_##CLASS(case ONNXM_OP_##ENUM: return alg_##KERNEL##_tiny_above();)
#include "onnxm_ops.def"
    default: __builtin_unreachable();
    }
}

/* vectors per group of the float-input core, under the alg_sqrt_nr mask
 * nr (ALG_<OP>_GROUP where some square roots use vd_rsqrt14,
 * ALG_<OP>_GROUP_DIVIDER where none does), and the mask itself */
KB_INLINE int kb_group(onnxm_op op, unsigned nr)
{
    switch (op) {
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, ...)                                                    \
    KB_IF_ELEM_##CLASS(case ONNXM_OP_##ENUM: return nr ? ALG_##ENUM##_GROUP : ALG_##ENUM##_GROUP_DIVIDER;)
#include "onnxm_ops.def"
    default: __builtin_unreachable();
    }
}

KB_INLINE unsigned kb_nr(onnxm_op op)
{
    switch (op) {
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, ...) KB_IF_ELEM_##CLASS(case ONNXM_OP_##ENUM: return ALG_##ENUM##_NR;)
#include "onnxm_ops.def"
    default: __builtin_unreachable();
    }
}

KB_INLINE void kb_fast_n(onnxm_op op, int n, const vd *x, vd *y, vm *dom, unsigned nr)
{
    switch (op) {
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, ...)                                                    \
    KB_IF_ELEM_##CLASS(case ONNXM_OP_##ENUM: alg_##KERNEL##_fast_n(n, x, y, dom, nr); return;)
#include "onnxm_ops.def"
    default: __builtin_unreachable();
    }
}

KB_INLINE void kb_fast_s1(onnxm_op op, int n, const vd *x, vd *w, unsigned nr)
{
    switch (op) {
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, ...)                                                    \
    KB_IF_ELEM_##CLASS(case ONNXM_OP_##ENUM: alg_##KERNEL##_fast_s1(n, x, w, nr); return;)
#include "onnxm_ops.def"
    default: __builtin_unreachable();
    }
}

KB_INLINE void kb_fast_s2(onnxm_op op, int n, const vd *x, const vd *w, vd *y, vm *dom, unsigned nr)
{
    switch (op) {
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, ...)                                                    \
    KB_IF_ELEM_##CLASS(case ONNXM_OP_##ENUM: alg_##KERNEL##_fast_s2(n, x, w, y, dom, nr); return;)
#include "onnxm_ops.def"
    default: __builtin_unreachable();
    }
}

KB_INLINE vm kb_fast_ok(onnxm_op op, vd x)
{
    switch (op) {
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, ...)                                                    \
    KB_IF_ELEM_##CLASS(case ONNXM_OP_##ENUM: return alg_##KERNEL##_fast_ok(x);)
#include "onnxm_ops.def"
    default: __builtin_unreachable();
    }
}

KB_INLINE vd kb_fast_special(onnxm_op op, vd x)
{
    switch (op) {
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, ...)                                                    \
    KB_IF_ELEM_##CLASS(case ONNXM_OP_##ENUM: return alg_##KERNEL##_fast_special(x);)
#include "onnxm_ops.def"
    default: __builtin_unreachable();
    }
}

KB_INLINE double kb_slow(onnxm_op op, double x, int p, int emin)
{
    switch (op) {
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, ...)                                                    \
    KB_IF_ELEM_##CLASS(case ONNXM_OP_##ENUM: return alg_##KERNEL##_slow(x, p, emin);)
#include "onnxm_ops.def"
    default: __builtin_unreachable();
    }
}

/* ------------------------------------------------------- per-type helpers */
KB_INLINE size_t kb_esize(int dt) { return dt == ONNXM_DT_F64 ? 8 : dt == ONNXM_DT_F32 ? 4 : 2; }

/* float, float16, bfloat16 inputs as doubles (exact) */
KB_INLINE vd kb_load_vd(int dt, const void *p)
{
    if (dt == ONNXM_DT_F32)
        return vd_load_f32((const float *)p);
    if (dt == ONNXM_DT_F16)
        return vd_load_f16((const uint16_t *)p);
    return vd_load_bf16((const uint16_t *)p);
}

/* y rounded to the type (float16/bfloat16 in double, round.h) */
KB_INLINE vd kb_round16(int dt, vd y) { return dt == ONNXM_DT_F16 ? vd_round_f16(y) : vd_round_bf16(y); }

/* Lanes the rounding test settles for a result y of the float-input core
 * (error < E/2, E = ONNXM_FAST_ERR; settled2: of the double core, < 0.69
 * ulp of double).  float uses round.h's float test, with h - 1 = E 2^53 - 1
 * and 1 units; the 16-bit types round in double and use the general test,
 * with E and 2^-52. */
KB_INLINE vm kb_settled(int dt, vd y)
{
    if (dt == ONNXM_DT_F32)
        return vd_round_ok_f32(y, ONNXM_FAST_ERR_ULPS);
    if (dt == ONNXM_DT_F16)
        return vd_round_test_f16(y, vd_round_f16(y), ONNXM_FAST_ERR);
    return vd_round_test_bf16(y, vd_round_bf16(y), ONNXM_FAST_ERR);
}
KB_INLINE vm kb_settled2(int dt, vd y)
{
    if (dt == ONNXM_DT_F32)
        return vd_round_ok_f32(y, 2);
    if (dt == ONNXM_DT_F16)
        return vd_round_test_f16(y, vd_round_f16(y), 0x1p-52);
    return vd_round_test_bf16(y, vd_round_bf16(y), 0x1p-52);
}

/* Stores y rounded to the type; r: y already rounded (16-bit types). */
KB_INLINE void kb_store_rounded(int dt, void *p, vd r)
{
    if (dt == ONNXM_DT_F32)
        vd_store_f32((float *)p, r);
    else if (dt == ONNXM_DT_F16)
        vd_store_f16_exact((uint16_t *)p, r);
    else
        vd_store_bf16_exact((uint16_t *)p, r);
}
KB_INLINE void kb_store_vd(int dt, void *p, vd y)
{
    kb_store_rounded(dt, p, dt == ONNXM_DT_F32 ? y : kb_round16(dt, y));
}

/* one lane's slow-path result (a value of the type, as a double) */
KB_INLINE void kb_store1(int dt, void *p, double v)
{
    if (dt == ONNXM_DT_F32) {
        float f = (float)v;
        memcpy(p, &f, 4);
    } else {
        uint16_t h = dt == ONNXM_DT_F16 ? onnxm_f32_to_f16((float)v) : onnxm_f32_to_bf16((float)v);
        memcpy(p, &h, 2);
    }
}

/* the slow path's target format (slow.h) */
KB_INLINE double kb_slow_to(onnxm_op op, int dt, double x)
{
    if (dt == ONNXM_DT_F32)
        return kb_slow(op, x, ONNXM_FMT_F32);
    if (dt == ONNXM_DT_F16)
        return kb_slow(op, x, ONNXM_FMT_F16);
    return kb_slow(op, x, ONNXM_FMT_BF16);
}

/* the lanes not ok, as bits: the complement taken on the bits, not on the
 * vector (AVX2: one vxorpd per vector fewer; AVX-512 compiles alike) */
KB_INLINE unsigned kb_open_bits(vm ok) { return vm_bits(ok) ^ ((1u << VD_LANES) - 1u); }

/* -------------------------------------------------------------- plain loop */
/* One vector of an IEEE operation. */
KB_INLINE void kb_vec_plain(onnxm_op op, int dt, const void *xp, void *yp)
{
    switch (dt) {
    case ONNXM_DT_F64: vd_store((double *)yp, kb_core(op, vd_load((const double *)xp))); break;
    case ONNXM_DT_F32: vf_store((float *)yp, kb_vf(op, vf_load((const float *)xp))); break;
    case ONNXM_DT_F16: vf_store_f16((uint16_t *)yp, kb_vf(op, vf_load_f16((const uint16_t *)xp))); break;
    default: vf_store_bf16((uint16_t *)yp, kb_vf(op, vf_load_bf16((const uint16_t *)xp))); break;
    }
}

/* Full vectors, then once over a padded copy of the tail.  The padding
 * repeats the tail's first element, a valid input, so no lane computes
 * anything new.  The tail buffer is 64-byte aligned for the streaming
 * variants, which end with a store fence so that their results are visible
 * once the call returns. */
KB_INLINE void kb_loop_plain(onnxm_op op, int dt, const void *x, void *y, size_t n)
{
    const size_t es = kb_esize(dt), lanes = dt == ONNXM_DT_F64 ? VD_LANES : VF_LANES;
    const unsigned char *xs = (const unsigned char *)x;
    unsigned char *ys = (unsigned char *)y;
    size_t i = 0;
#ifdef VEC_BF16_NARROW_NORMAL
    /* bfloat16 with an op that can give subnormal results: blocks of
     * KB_BF16_BLOCK vectors.  The largest |x| of the block, taken from the
     * raw data before any result is stored (so it holds when y is x),
     * picks the narrowing: above the op's bound, or infinite or NaN, the
     * exact vf_store_bf16; otherwise vf_store_bf16_normal. */
    if (dt == ONNXM_DT_BF16 && kb_tiny_above(op) < INFINITY) {
        enum { KB_BF16_BLOCK = 8 };
        const uint16_t *xh = (const uint16_t *)x;
        uint16_t *yh = (uint16_t *)y;
        for (; i + KB_BF16_BLOCK * VF_LANES <= n; i += KB_BF16_BLOCK * VF_LANES) {
            vbf16_acc amax = vbf16_acc_zero();
#pragma GCC unroll 8
            for (int k = 0; k < KB_BF16_BLOCK; k += 2) {
                vec_prefetch(xh + i + (size_t)k * VF_LANES + (VEC_ISA_NT ? KB_PREFETCH_STREAM : KB_PREFETCH) / 2);
                amax = vbf16_absmax(amax, xh + i + (size_t)k * VF_LANES);
            }
            if (__builtin_expect(vbf16_any_above(amax, kb_tiny_above(op)), 0)) {
#pragma GCC unroll 8
                for (int k = 0; k < KB_BF16_BLOCK; k++)
                    kb_vec_plain(op, dt, xh + i + (size_t)k * VF_LANES, yh + i + (size_t)k * VF_LANES);
            } else {
#pragma GCC unroll 8
                for (int k = 0; k < KB_BF16_BLOCK; k++) {
                    const size_t j = i + (size_t)k * VF_LANES;
                    vf_store_bf16_normal(yh + j, kb_vf(op, vf_load_bf16(xh + j)));
                }
            }
        }
    }
#endif
    for (; i + lanes <= n; i += lanes) {
        vec_prefetch(xs + i * es + (VEC_ISA_NT ? KB_PREFETCH_STREAM : KB_PREFETCH));
        kb_vec_plain(op, dt, xs + i * es, ys + i * es);
    }
    if (i < n) {
        unsigned char xb[64]; /* lanes * es <= 64 */
        _Alignas(64) unsigned char yb[64];
        for (size_t j = 0; j < lanes; j++)
            memcpy(xb + j * es, xs + (i + (j < n - i ? j : 0)) * es, es);
        kb_vec_plain(op, dt, xb, yb);
        memcpy(ys + i * es, yb, (n - i) * es);
    }
    vec_fence();
}

/* ------------------------------------------------------ float-input cores */
/* The float-input kernels compute a group of G = ALG_<OP>_GROUP vectors
 * at a time with the op's core (interleaved, alg/fast.h) and store them;
 * lanes that are not ok need a fix-up: lanes outside the core's domain
 * (alg_<op>_fast_ok: inf, NaN, |x| > 1 for Acos) get
 * alg_<op>_fast_special, and in-domain lanes the rounding test could not
 * settle (~2^-11 of them) are settled by the double core or, failing that
 * (~2^-28), the slow path.  The hot path takes the domain from the core's
 * dom masks, which are every lane where the core returns the special
 * values itself (Asinh on AVX-512); the fix-up still selects
 * alg_<op>_fast_special outside the domain, the same values.
 *
 * The fix-ups stay out of the hot path: one predicted-not-taken branch
 * per group, and the fix-up in a cold, non-inlined function, so that the
 * compiler keeps the core's constants in registers (an inlined fix-up, one
 * vector per iteration, or a branch-free list of the bad vectors were all
 * slower).  The inputs stay in registers, so in-place calls (y == x) work.
 *
 * The fix-up recomputes the vector with the fast core and vd_sqrt (a
 * vector the group computed with alg_sqrt_nr is not redone by the core
 * that first computed it, so it takes that one core's verdict on every
 * lane; a settled lane's result is the correctly rounded one either way).
 * In-domain lanes the fast core does not settle are redone by the double
 * core (alg_<op>_core, within 0.69 ulp of double; kb_settled2 tests with
 * that bound), and those it cannot settle either (about 2^-28 of lanes) by
 * the slow path.  Lanes outside the domain get alg_<op>_fast_special in the
 * same select and store, so a tensor full of NaNs costs a call and one
 * fast core per vector, not the double core. */
KB_INLINE void kb_fix_body(onnxm_op op, int dt, vd xv, void *yp)
{
    vm ok = kb_fast_ok(op, xv);
    vd yv;
    vm dom;
    kb_fast_n(op, 1, &xv, &yv, &dom, 0);
    vm open = vm_and(ok, vm_not(kb_settled(dt, yv)));
    unsigned slow = 0;
    if (vm_bits(open)) {
        vd y2 = kb_core(op, xv);
        yv = vd_sel(open, y2, yv);
        slow = vm_bits(open) & ~vm_bits(kb_settled2(dt, y2));
    }
    kb_store_vd(dt, yp, vd_sel(ok, yv, kb_fast_special(op, xv)));
    double xl[VD_LANES];
    vd_spill(xl, xv);
    for (; slow; slow &= slow - 1) {
        int l = __builtin_ctz(slow);
        kb_store1(dt, (unsigned char *)yp + l * kb_esize(dt), kb_slow_to(op, dt, xl[l]));
    }
}
/* (The out-of-line helpers are marked unused: a file that defines no kernel
 * of these loops, a streaming file by ONNXM_STREAMS, neither uses nor
 * compiles them.) */
__attribute__((noinline, cold, unused)) static void kb_fix_f32(onnxm_op op, vd xv, void *yp)
{
    kb_fix_body(op, ONNXM_DT_F32, xv, yp);
}
__attribute__((noinline, cold, unused)) static void kb_fix_f16(onnxm_op op, vd xv, void *yp)
{
    kb_fix_body(op, ONNXM_DT_F16, xv, yp);
}
__attribute__((noinline, cold, unused)) static void kb_fix_bf16(onnxm_op op, vd xv, void *yp)
{
    kb_fix_body(op, ONNXM_DT_BF16, xv, yp);
}
KB_INLINE void kb_fix(onnxm_op op, int dt, vd xv, void *yp)
{
    if (dt == ONNXM_DT_F32)
        kb_fix_f32(op, xv, yp);
    else if (dt == ONNXM_DT_F16)
        kb_fix_f16(op, xv, yp);
    else
        kb_fix_bf16(op, xv, yp);
}

/* The fix-ups of a group of g vectors whose not-ok lane bits are b[u]
 * (inputs xv[u], results at yp). */
KB_INLINE void kb_fix_group(onnxm_op op, int dt, int g, const vd *xv, const unsigned *b, void *yp)
{
    for (int u = 0; u < g; u++)
        if (b[u])
            kb_fix(op, dt, xv[u], (unsigned char *)yp + u * VD_LANES * kb_esize(dt));
}

/* float: tests and stores g results yv with the core's domain masks dom;
 * b[u] receives vector u's not-ok lane bits; returns whether any is set. */
KB_INLINE unsigned kb_finish_f32(int g, float *yp, const vd *yv, const vm *dom, unsigned *b)
{
    unsigned any = 0;
    ALG_EACH(u, g) {
        vm ok = vm_and(kb_settled(ONNXM_DT_F32, yv[u]), dom[u]);
        vd_store_f32(yp + u * VD_LANES, yv[u]);
        b[u] = kb_open_bits(ok);
        any |= b[u];
    }
    return any;
}

/* float16/bfloat16 (computed, not from a table): one vector, its domain
 * from alg_<op>_fast_ok; returns its not-ok lane bits. */
KB_INLINE unsigned kb_vec16(onnxm_op op, int dt, const uint16_t *xp, uint16_t *yp, vd *xo)
{
    vd xv = kb_load_vd(dt, xp), yv;
    vm dom;
    kb_fast_n(op, 1, &xv, &yv, &dom, 0);
    vd r = kb_round16(dt, yv);
    vm ok = vm_and(dt == ONNXM_DT_F16 ? vd_round_test_f16(yv, r, ONNXM_FAST_ERR)
                                      : vd_round_test_bf16(yv, r, ONNXM_FAST_ERR),
                   kb_fast_ok(op, xv));
    kb_store_rounded(dt, yp, r);
    *xo = xv;
    return kb_open_bits(ok);
}

/* One vector at xp of any float-input type (the tails): its input in *xo,
 * its not-ok lane bits returned. */
KB_INLINE unsigned kb_vec1(onnxm_op op, int dt, const void *xp, void *yp, vd *xo)
{
    if (dt != ONNXM_DT_F32)
        return kb_vec16(op, dt, (const uint16_t *)xp, (uint16_t *)yp, xo);
    vd yv;
    vm dom;
    unsigned b;
    *xo = vd_load_f32((const float *)xp);
    kb_fast_n(op, 1, xo, &yv, &dom, 0);
    return kb_finish_f32(1, (float *)yp, &yv, &dom, &b);
}

/* The elements after the last whole group, one vector at a time through a
 * padded copy (the padding repeats the tail's first element, a valid
 * input), then the store fence of the streaming variants.  Out of line:
 * inlined, its constants and buffers take part in the register allocation
 * of the group loop before it, which then rebuilt some constants in every
 * iteration (the pipelined Asinh loop on AVX-512: 8 instructions more per
 * iteration than the same loop without it); one call per kernel call costs
 * nothing measurable. */
__attribute__((noinline, unused)) static void kb_tail_fix(onnxm_op op, int dt, const void *x, void *y, size_t i, size_t n)
{
    const size_t es = kb_esize(dt);
    const unsigned char *xs = (const unsigned char *)x;
    unsigned char *ys = (unsigned char *)y;
    for (; i < n; i += VD_LANES) {
        unsigned char xb[VD_LANES * 4];
        _Alignas(64) unsigned char yb[VD_LANES * 4];
        size_t m = n - i < VD_LANES ? n - i : VD_LANES;
        for (size_t j = 0; j < VD_LANES; j++)
            memcpy(xb + j * es, xs + (i + (j < m ? j : 0)) * es, es);
        vd xv;
        if (kb_vec1(op, dt, xb, yb, &xv))
            kb_fix(op, dt, xv, yb);
        memcpy(ys + i * es, yb, m * es);
    }
    vec_fence();
}

/* ------------------------------------------------- the fix-up loop (FIX) */
/* One group of g vectors at xp: computed, stored, inputs left in xv and
 * not-ok bits in b; returns whether any is set. */
KB_INLINE unsigned kb_group_fix(onnxm_op op, int dt, int g, unsigned nr, const void *xp, void *yp, vd *xv,
                                unsigned *b)
{
    if (dt == ONNXM_DT_F32) {
        vd yv[ALG_GROUP];
        vm dom[ALG_GROUP];
        ALG_EACH(u, g) xv[u] = vd_load_f32((const float *)xp + u * VD_LANES);
        kb_fast_n(op, g, xv, yv, dom, nr);
        return kb_finish_f32(g, (float *)yp, yv, dom, b);
    }
    unsigned any = 0;
    ALG_EACH(u, g) {
        b[u] = kb_vec16(op, dt, (const uint16_t *)xp + u * VD_LANES, (uint16_t *)yp + u * VD_LANES, &xv[u]);
        any |= b[u];
    }
    return any;
}

KB_INLINE void kb_loop_fix(onnxm_op op, int dt, unsigned nr, const void *x, void *y, size_t n)
{
    const int g = kb_group(op, nr);
    const size_t es = kb_esize(dt);
    const unsigned char *xs = (const unsigned char *)x;
    unsigned char *ys = (unsigned char *)y;
    size_t i = 0;
    for (; i + g * VD_LANES <= n; i += g * VD_LANES) {
        vd xv[ALG_GROUP];
        unsigned b[ALG_GROUP];
        kb_prefetch_group(xs + i * es, g * VD_LANES * es);
        if (__builtin_expect(kb_group_fix(op, dt, g, nr, xs + i * es, ys + i * es, xv, b), 0))
            kb_fix_group(op, dt, g, xv, b, ys + i * es);
    }
    kb_tail_fix(op, dt, x, y, i, n);
}

/* ------------------------------------------------ the pipelined loop (PIPE) */
/* kb_loop_fix's job for float, software-pipelined over the core's two
 * stages (alg_<op>_fast_s1/_s2): each iteration runs stage 1 of the next
 * group and stage 2 of the current one, whose stage 1 ran in the iteration
 * before, so two groups' dependency chains are in flight where kb_loop_fix
 * has one (for a core whose time goes to latency: Asinh's square root,
 * then logarithm).  The loop is unrolled twice, the two halves trading the
 * roles of their buffers (a, b), so that no group's inputs and stage-1
 * results are copied from "next" to "current" (zmm register moves, which
 * the CPU eliminates only in part).
 * kb_pipe_step: stage 1 of the group after yp's, stage 2 and the finish
 * of the group at yp (inputs xc, stage-1 results wc); kb_pipe_last: the
 * finish of the last whole group. */
KB_INLINE void kb_pipe_step(onnxm_op op, int g, unsigned nr, const float *xp, float *yp, const vd *xc,
                            const vd *wc, vd *xn, vd *wn)
{
    vd yv[ALG_GROUP];
    vm dom[ALG_GROUP];
    unsigned b[ALG_GROUP];
    const float *xq = xp + g * VD_LANES;
    kb_prefetch_group(xq, g * VD_LANES * sizeof(float));
    ALG_EACH(u, g) xn[u] = vd_load_f32(xq + u * VD_LANES);
    kb_fast_s1(op, g, xn, wn, nr);
    kb_fast_s2(op, g, xc, wc, yv, dom, nr);
    if (__builtin_expect(kb_finish_f32(g, yp, yv, dom, b), 0))
        kb_fix_group(op, ONNXM_DT_F32, g, xc, b, yp);
}
KB_INLINE void kb_pipe_last(onnxm_op op, int g, unsigned nr, float *yp, const vd *xc, const vd *wc)
{
    vd yv[ALG_GROUP];
    vm dom[ALG_GROUP];
    unsigned b[ALG_GROUP];
    kb_fast_s2(op, g, xc, wc, yv, dom, nr);
    if (kb_finish_f32(g, yp, yv, dom, b))
        kb_fix_group(op, ONNXM_DT_F32, g, xc, b, yp);
}

KB_INLINE void kb_loop_pipe(onnxm_op op, unsigned nr, const void *x, void *y, size_t n)
{
    const int g = kb_group(op, nr);
    const size_t step = (size_t)g * VD_LANES;
    const float *xs = (const float *)x;
    float *ys = (float *)y;
    size_t i = 0;
    if (n >= step) {
        vd xa[ALG_GROUP], wa[ALG_GROUP], xb[ALG_GROUP], wb[ALG_GROUP];
        ALG_EACH(u, g) xa[u] = vd_load_f32(xs + u * VD_LANES);
        kb_fast_s1(op, g, xa, wa, nr);
        for (;;) {
            if (i + 2 * step > n) {
                kb_pipe_last(op, g, nr, ys + i, xa, wa);
                i += step;
                break;
            }
            kb_pipe_step(op, g, nr, xs + i, ys + i, xa, wa, xb, wb);
            i += step;
            if (i + 2 * step > n) {
                kb_pipe_last(op, g, nr, ys + i, xb, wb);
                i += step;
                break;
            }
            kb_pipe_step(op, g, nr, xs + i, ys + i, xb, wb, xa, wa);
            i += step;
        }
    }
    kb_tail_fix(op, ONNXM_DT_F32, x, y, i, n);
}

/* -------------------------------------- correctly rounded double (CR) */
/* Double elementary functions: the double-double core alg_<op>_dd gives
 * hi + lo with |hi + lo - op(x)| <= EPS |hi|, EPS = ALG_<OP>_DD_EPS
 * (alg/<op>_dd.h, where it is derived).  The rounding test is Ziv's, as
 * in CORE-MATH (alg/dd.h, dd_round_test): with e = RN(EPS |hi|),
 * l = RN(hi + RN(lo - e)) and r = RN(hi + RN(lo + e)); if l == r, it is
 * RN(op(x)).  Why: rounding is monotone, so RN(lo - e) <= op(x) - hi <=
 * RN(lo + e) gives l <= RN(op(x)) <= r.  That premise holds when e
 * exceeds the proved bound by the roundings of e and of lo -+ e, under
 * 2^-52 (e + |lo|) < 2^-100 |hi| for |lo| <= 2^-45 |hi| (the cores' lo is
 * a small correction); each header's EPS states its bound with that
 * margin included.  Where hi is subnormal or zero (Asinh for |x| <
 * 2^-26, where RN(asinh x) = x), the core returns hi = x and a lo below
 * half an ulp of x, so l = r = x.
 * Lanes the test leaves open, and every lane whose hi is NaN or infinite
 * (NaN inputs, infinities, Acos outside [-1, 1]: the compare fails), take
 * the scalar accurate path onnxm_<op>_accurate (accurate.h), correctly
 * rounded for every double and the owner of the special values, in a
 * cold function that blends its results into the vector before its
 * store.  The loop takes kb_dd_group(op) vectors per step (alg/dd.h: the
 * cores' statements interleave them).  The open share is about
 * 2 EPS 2^52.5 of random lanes. */
KB_INLINE void kb_dd_n(onnxm_op op, int n, const vd *x, vd *hi, vd *lo)
{
    switch (op) {
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, ...)                                                    \
    KB_IF_ELEM_##CLASS(case ONNXM_OP_##ENUM: alg_##KERNEL##_dd_n(n, x, hi, lo); return;)
#include "onnxm_ops.def"
    default: __builtin_unreachable();
    }
}
KB_INLINE double kb_dd_eps(onnxm_op op)
{
    switch (op) {
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, ...) KB_IF_ELEM_##CLASS(case ONNXM_OP_##ENUM: return ALG_##ENUM##_DD_EPS;)
#include "onnxm_ops.def"
    default: __builtin_unreachable();
    }
}
KB_INLINE int kb_dd_group(onnxm_op op)
{
    switch (op) {
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, ...)                                                    \
    KB_IF_ELEM_##CLASS(case ONNXM_OP_##ENUM: return ALG_##ENUM##_DD_GROUP < ALG_DD_GROUP ? ALG_##ENUM##_DD_GROUP : ALG_DD_GROUP;)
#include "onnxm_ops.def"
    default: __builtin_unreachable();
    }
}
KB_INLINE double kb_accurate(onnxm_op op, double x)
{
    switch (op) {
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, ...)                                                    \
    KB_IF_ELEM_##CLASS(case ONNXM_OP_##ENUM: return onnxm_##KERNEL##_accurate(x);)
#include "onnxm_ops.def"
    default: __builtin_unreachable();
    }
}

/* The open lanes of one vector, redone by the accurate path. */
__attribute__((noinline, cold, unused)) static vd kb_cr_fix(onnxm_op op, vd x, vd y, unsigned open)
{
    double xl[VD_LANES], yl[VD_LANES];
    vd_spill(xl, x);
    vd_spill(yl, y);
    for (; open; open &= open - 1) {
        int l = __builtin_ctz(open);
        yl[l] = kb_accurate(op, xl[l]);
    }
    return vd_load(yl);
}

/* A group of kb_dd_group(op) vectors (alg/dd.h): the core, the rounding
 * test, the rare fix-up, the stores. */
KB_INLINE void kb_group_cr(onnxm_op op, const double *xp, double *yp)
{
    const int G = kb_dd_group(op);
    vd x[ALG_DD_GROUP], hi[ALG_DD_GROUP], lo[ALG_DD_GROUP], l[ALG_DD_GROUP];
    unsigned open[ALG_DD_GROUP], any = 0;
    ALG_EACH(u, G) x[u] = vd_load(xp + u * VD_LANES);
    kb_dd_n(op, G, x, hi, lo);
    const vd eps = vd_set(kb_dd_eps(op));
    ALG_EACH(u, G) {
        vm ok;
        l[u] = dd_round_test(hi[u], lo[u], eps, &ok);
        open[u] = kb_open_bits(ok);
        any |= open[u];
    }
    if (__builtin_expect(any != 0, 0))
        ALG_EACH(u, G) if (open[u]) l[u] = kb_cr_fix(op, x[u], l[u], open[u]);
    ALG_EACH(u, G) vd_store(yp + u * VD_LANES, l[u]);
}

/* Full groups, then the tail (under a group) through a padded copy, as
 * kb_loop_plain. */
KB_INLINE void kb_loop_cr(onnxm_op op, const double *x, double *y, size_t n)
{
    const size_t w = (size_t)kb_dd_group(op) * VD_LANES;
    size_t i = 0;
    for (; i + w <= n; i += w) {
        kb_prefetch_group(x + i, w * sizeof(double));
        kb_group_cr(op, x + i, y + i);
    }
    if (i < n) {
        double xb[ALG_DD_GROUP * VD_LANES];
        _Alignas(64) double yb[ALG_DD_GROUP * VD_LANES];
        for (size_t j = 0; j < w; j++)
            xb[j] = x[i + (j < n - i ? j : 0)];
        kb_group_cr(op, xb, yb);
        memcpy(y + i, yb, (n - i) * sizeof(double));
    }
    vec_fence();
}

/* ------------------------------------------ float16/bfloat16 from a table */
#ifndef ONNXM_NO_TABLES16
/* The table of a TABLE16 row's type (tables16.h). */
KB_INLINE int kb_table16_index(onnxm_op op, int dt)
{
    switch (op) {
#define ONNXM_T16_CASE_0(ENUM)
#define ONNXM_T16_CASE_1(ENUM)                                                                      \
    case ONNXM_OP_##ENUM: return dt == ONNXM_DT_F16 ? ONNXM_T16_##ENUM##_F16 : ONNXM_T16_##ENUM##_BF16;
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, F64_ULPS, LOOP, TABLE16, ...) ONNXM_T16_CASE_##TABLE16(ENUM)
#include "onnxm_ops.def"
    default: __builtin_unreachable();
    }
}

/* odd: the table holds |x| >= lo only (tables16.h); constant in each loop */
KB_INLINE void kb_loop_lookup(const uint16_t *ty, uint32_t lo, int odd, const void *x, void *y, size_t n)
{
    const uint16_t *xs = (const uint16_t *)x;
    uint16_t *ys = (uint16_t *)y;
    size_t i = 0;
    for (; i + V16_LANES <= n; i += V16_LANES) {
        vec_prefetch((const char *)(xs + i) + KB_PREFETCH);
        if (odd)
            v16_lookup_odd(ty, lo, xs + i, ys + i);
        else
            v16_lookup(ty, xs + i, ys + i);
    }
    if (i < n) {
        uint16_t xb[V16_LANES];
        _Alignas(64) uint16_t yb[V16_LANES];
        for (size_t j = 0; j < V16_LANES; j++)
            xb[j] = xs[i + (j < n - i ? j : 0)];
        if (odd)
            v16_lookup_odd(ty, lo, xb, yb);
        else
            v16_lookup(ty, xb, yb);
        memcpy(ys + i, yb, (n - i) * 2);
    }
    vec_fence();
}

/* one test per call: whether the table is odd */
KB_INLINE void kb_loop_table16(onnxm_op op, int dt, const void *x, void *y, size_t n)
{
    const onnxm_table16 *tab = &onnxm_tables16[kb_table16_index(op, dt)];
    if (tab->odd)
        kb_loop_lookup(tab->y, tab->lo, 1, x, y, n);
    else
        kb_loop_lookup(tab->y, 0, 0, x, y, n);
}
#endif

/* ------------------------------------------------------------- the kernels */
/* A row's kernel for one type: its LOOP and TABLE16 columns pick the loop;
 * div (the divider variant, below) puts every square root of the float
 * kernel's group loop on vd_sqrt, else ALG_<OP>_NR says which vectors of a
 * group take alg_sqrt_nr. */
KB_INLINE void kb_kernel(onnxm_op op, int loop, int table16, int dt, int div, const void *x, void *y,
                         size_t n)
{
    if (loop == ONNXM_LOOP_PLAIN) {
        kb_loop_plain(op, dt, x, y, n);
        return;
    }
    if (dt == ONNXM_DT_F64) {
        kb_loop_cr(op, (const double *)x, (double *)y, n);
        return;
    }
#ifndef ONNXM_NO_TABLES16
    if (table16 && dt != ONNXM_DT_F32) {
        kb_loop_table16(op, dt, x, y, n);
        return;
    }
#else
    (void)table16; /* the table generator: every type computed */
#endif
    const unsigned nr = div ? 0u : kb_nr(op); /* kb_nr: elementary rows only */
    if (dt == ONNXM_DT_F32 && loop == ONNXM_LOOP_PIPE)
        kb_loop_pipe(op, nr, x, y, n);
    else
        kb_loop_fix(op, dt, nr, x, y, n);
}

/* onnxm_<op>_<t>__<isa>: one line each (one pass over the rows per type),
 * for the kernels this file defines (KB_DEFINES) */
#define KB_NAME(op, t) KB_CAT(onnxm_##op##_##t##__, VEC_ISA_NAME)
#define KB_KERNEL(KERNEL, t, ENUM, CLASS, LOOP, TABLE16, DT)                                        \
    KB_IF(KB_DEFINES(CLASS, TABLE16, t))(                                                          \
        __attribute__((visibility("hidden"))) void KB_NAME(KERNEL, t)(const void *x, void *y,      \
                                                                       size_t n);                   \
        KB_IF(KB_KERNELS_OF(ENUM))(                                                                \
            void KB_NAME(KERNEL, t)(const void *x, void *y, size_t n) {                             \
                kb_kernel(ONNXM_OP_##ENUM, LOOP, TABLE16, DT, 0, x, y, n);                          \
            }))
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, F64_ULPS, LOOP, TABLE16, ...)                           \
    KB_KERNEL(KERNEL, f16, ENUM, CLASS, LOOP, TABLE16, ONNXM_DT_F16)
#include "onnxm_ops.def"
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, F64_ULPS, LOOP, TABLE16, ...)                           \
    KB_KERNEL(KERNEL, bf16, ENUM, CLASS, LOOP, TABLE16, ONNXM_DT_BF16)
#include "onnxm_ops.def"
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, F64_ULPS, LOOP, TABLE16, ...)                           \
    KB_KERNEL(KERNEL, f32, ENUM, CLASS, LOOP, TABLE16, ONNXM_DT_F32)
#include "onnxm_ops.def"
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, F64_ULPS, LOOP, TABLE16, ...)                           \
    KB_KERNEL(KERNEL, f64, ENUM, CLASS, LOOP, TABLE16, ONNXM_DT_F64)
#include "onnxm_ops.def"

#if KB_TABLES
/* ------------------------------------------------------ the table, the list */
/* The slots of the kernels this file does not define are NULL. */
#define KB_SLOT(ENUM, KERNEL, CLASS, TABLE16, t, DT)                                                \
    KB_IF(KB_DEFINES(CLASS, TABLE16, t))([ONNXM_OP_##ENUM][DT] = KB_NAME(KERNEL, t),)
const onnxm_kernel_table KB_CAT(onnxm_kernels_, VEC_ISA_NAME) = {{
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, F64_ULPS, LOOP, TABLE16, ...)                           \
    KB_SLOT(ENUM, KERNEL, CLASS, TABLE16, f16, ONNXM_DT_F16)                                        \
    KB_SLOT(ENUM, KERNEL, CLASS, TABLE16, bf16, ONNXM_DT_BF16)                                      \
    KB_SLOT(ENUM, KERNEL, CLASS, TABLE16, f32, ONNXM_DT_F32)                                        \
    KB_SLOT(ENUM, KERNEL, CLASS, TABLE16, f64, ONNXM_DT_F64)
#include "onnxm_ops.def"
}};

/* One entry per kernel defined: ONNXM_KERNEL_ENTRIES in a plain file,
 * ONNXM_KERNEL_NT_ENTRIES in a streaming one (the length kernels.h
 * declares, which would otherwise pad a short list with empty entries). */
enum {
    KB_ENTRY_COUNT = 0
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, F64_ULPS, LOOP, TABLE16, ...)                           \
    + KB_DEFINES(CLASS, TABLE16, f16) + KB_DEFINES(CLASS, TABLE16, bf16)                             \
        + KB_DEFINES(CLASS, TABLE16, f32) + KB_DEFINES(CLASS, TABLE16, f64)
#include "onnxm_ops.def"
};
_Static_assert(KB_ENTRY_COUNT == (VEC_ISA_NT ? ONNXM_KERNEL_NT_ENTRIES : ONNXM_KERNEL_ENTRIES),
               "the kernels this file defines are not the ones kernels.h counts");
#define KB_ENTRY(ENUM, KERNEL, CLASS, TABLE16, t, DT, DTYPE)                                        \
    KB_IF(KB_DEFINES(CLASS, TABLE16, t))(                                                          \
        {ONNXM_OP_##ENUM, DT, DTYPE, VEC_ISA, VEC_ISA_NT, 0, KB_STR(KB_NAME(KERNEL, t)), KB_NAME(KERNEL, t)},)
const onnxm_kernel_entry KB_CAT(onnxm_kernel_entries_, VEC_ISA_NAME)[KB_ENTRY_COUNT] = {
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, F64_ULPS, LOOP, TABLE16, ...)                           \
    KB_ENTRY(ENUM, KERNEL, CLASS, TABLE16, f16, ONNXM_DT_F16, ONNXM_FLOAT16)                        \
    KB_ENTRY(ENUM, KERNEL, CLASS, TABLE16, bf16, ONNXM_DT_BF16, ONNXM_BFLOAT16)                     \
    KB_ENTRY(ENUM, KERNEL, CLASS, TABLE16, f32, ONNXM_DT_F32, ONNXM_FLOAT)                          \
    KB_ENTRY(ENUM, KERNEL, CLASS, TABLE16, f64, ONNXM_DT_F64, ONNXM_DOUBLE)
#include "onnxm_ops.def"
};

#endif /* KB_TABLES */

/* ------------------------------------------------------ the divider variant */
/* Where the ISA has a fast reciprocal square root estimate (VEC_ISA_DIV_NAME:
 * AVX-512), the float kernels of the elementary rows come twice: the
 * default, whose group loops take ALG_<OP>_NR's vectors' square roots by
 * alg_sqrt_nr on the FMA ports, and onnxm_<op>_f32__<isa>_div, which
 * takes every one with vd_sqrt (vsqrtpd).  Which is faster depends on the
 * core: the split pays where the divider is the bottleneck and the FMA
 * ports have room (Intel Sapphire Rapids), the divider where the FMA ports
 * are the scarcer resource (AMD Zen 4, whose 512-bit operations take two
 * passes through 256-bit units); unary.c chooses per CPU
 * (onnxm_kernels_divider_chosen).  Both compute the correctly rounded
 * result on every lane: alg_sqrt_nr and vd_sqrt each meet the core's error
 * bound (alg/<op>.h), the rounding test is the same, and so are the
 * fix-ups, so the two give the same bits; each is tested on its own
 * (test_kernel_list, test_sampled, make accuracy with ONNXM_TUNE).
 * The variant is plain only (VEC_ISA_DIV_NAME is not defined in the
 * streaming files): those float kernels do not stream (ONNXM_STREAMS), and
 * a row whose did would need a streaming divider variant, in its own table
 * and in unary.c's choice. */
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, F64_ULPS, LOOP, TABLE16, ...)                           \
    KB_IF_ELEM_##CLASS(_Static_assert(!ONNXM_STREAMS(CLASS, TABLE16, f32),                          \
                                      NAME ": a streaming float kernel without a streaming divider variant");)
#include "onnxm_ops.def"
#ifdef VEC_ISA_DIV_NAME
#define KB_DIV_NAME(op) KB_CAT(onnxm_##op##_f32__, VEC_ISA_DIV_NAME)
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, F64_ULPS, LOOP, TABLE16, ...)                           \
    KB_IF_ELEM_##CLASS(                                                                            \
        __attribute__((visibility("hidden"))) void KB_DIV_NAME(KERNEL)(const void *x, void *y,     \
                                                                        size_t n);                  \
        KB_IF(KB_KERNELS_OF(ENUM))(void KB_DIV_NAME(KERNEL)(const void *x, void *y, size_t n) {    \
            kb_kernel(ONNXM_OP_##ENUM, LOOP, TABLE16, ONNXM_DT_F32, 1, x, y, n);                    \
        }))
#include "onnxm_ops.def"

#if KB_TABLES
/* the ISA's table with the divider variant in the elementary rows' float slot */
#define KB_DIV_F32(ENUM, KERNEL, CLASS) KB_IF_ELEM_##CLASS(KB_DIV_NAME(KERNEL)) KB_IF_IEEE_##CLASS(KB_NAME(KERNEL, f32))
const onnxm_kernel_table KB_CAT(onnxm_kernels_, VEC_ISA_DIV_NAME) = {{
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, ...)                                                    \
    [ONNXM_OP_##ENUM] = {KB_NAME(KERNEL, f16), KB_NAME(KERNEL, bf16), KB_DIV_F32(ENUM, KERNEL, CLASS),   \
                         KB_NAME(KERNEL, f64)},
#include "onnxm_ops.def"
}};

const onnxm_kernel_entry KB_CAT(onnxm_kernel_entries_, VEC_ISA_DIV_NAME)[ONNXM_DIV_ENTRIES] = {
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, ...)                                                    \
    KB_IF_ELEM_##CLASS({ONNXM_OP_##ENUM, ONNXM_DT_F32, ONNXM_FLOAT, VEC_ISA, VEC_ISA_NT, 1,          \
                        KB_STR(KB_DIV_NAME(KERNEL)), KB_DIV_NAME(KERNEL)},)
#include "onnxm_ops.def"
};
#endif /* KB_TABLES */
#endif
