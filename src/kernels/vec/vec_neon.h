/* vec_neon.h -- the vector API on AArch64 Advanced SIMD (NEON): 2 doubles
 * or 4 floats per 128-bit vector, masks as all-ones 64-bit lanes.  Same
 * names and the same bits as vec_scalar.h and the x86 files; where an Arm
 * instruction's result differs from the API's (x86's) in some case, that
 * case is emulated:
 *  - FMIN/FMAX return a NaN when either operand is one and order -0 below
 *    +0; the API's min/max are a < b ? a : b (the second operand on NaN or
 *    equal zeros), so vd_min/vd_max are a compare and a select;
 *  - a NaN an operation creates from non-NaN operands is Arm's default NaN,
 *    +qNaN, where x86-64 gives its "real indefinite" -qNaN (sign set,
 *    kernels/nan.h).  The only such NaN an instruction makes that reaches
 *    an onnxm result is that of a square root of a negative number (Sqrt),
 *    so vd_sqrt and vf_sqrt select -qNaN for x < 0 (vec_scalar.h does the
 *    same on AArch64); the kernels' other domain errors (Acos of |x| > 1)
 *    select it as a constant on every ISA.  NaN operands propagate as on
 *    x86: quieted, sign and payload kept (FPCR.DN = 0, Linux's default);
 *  - everything else already agrees: FMLA/FMLS are fused; the comparisons
 *    are false on NaN; FCVTN/FCVTL (double <-> float, float <-> float16)
 *    round to nearest even (FPCR.RMode = 0, FZ = 0: subnormals kept) and
 *    quiet NaNs keeping the sign and the top payload bits, as x86's
 *    conversions and F16C do.  bfloat16 has no conversion in Armv8.0, so it
 *    goes through the integer recipe of vec_avx2.h.
 * There are no non-temporal variants: kernel_bodies.h's VEC_STREAM is not
 * defined for NEON and unary.c has no streaming table for it (stores go
 * through the caches; STNP is only a hint on most cores).
 *
 * SVE.  The vector length of SVE is not known at compile time, and its
 * sizeless types (svfloat64_t) cannot be array elements or struct members,
 * which kernel_bodies.h needs (vd xv[ALG_GROUP], double xl[VD_LANES]).  An
 * SVE path would be compiled once per supported length with
 * -msve-vector-bits=N and the arm_sve_vector_bits attribute (fixed-size
 * types, VD_LANES = N / 64), as kernels_sve<N>.c, dispatched where HWCAP_SVE
 * is set and svcntd() == N / 64.  Its masks would be predicates, as
 * AVX-512's are opmasks: vd_sel and vd_fma_unless folding into predicated
 * instructions (vec_sel_is_masked() = 1), vm_bits from the predicate, the
 * float16/bfloat16 conversions the same instructions in wider form
 * (FCVT with predicate, the integer bfloat16 recipe).  The same emulations
 * as here apply (FMIN, the default NaN). */
#ifndef ONNXM_VEC_NEON_H
#define ONNXM_VEC_NEON_H

#include <arm_neon.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "kernels/convert.h"
#include "kernels/nan.h"

#define VEC_ISA_NAME neon
#define VEC_ISA ONNXM_ISA_NEON /* onnxm.h */
#define VEC_ISA_NT 0
static inline void vec_fence(void) {}
/* a hint to load the cache line at p (PRFM PLDL1KEEP); always inlined, as
 * on x86 (vec_avx2.h) */
static inline __attribute__((always_inline)) void vec_prefetch(const void *p)
{
    __builtin_prefetch(p, 0, 3);
}
#define VD_LANES 2
#define VF_LANES 4

typedef float64x2_t vd;
typedef float32x4_t vf;
typedef int64x2_t vi;
typedef uint64x2_t vm;

static inline vd vd_set(double c) { return vdupq_n_f64(c); }
static inline vd vd_add(vd a, vd b) { return vaddq_f64(a, b); }
static inline vd vd_sub(vd a, vd b) { return vsubq_f64(a, b); }
static inline vd vd_mul(vd a, vd b) { return vmulq_f64(a, b); }
static inline vd vd_div(vd a, vd b) { return vdivq_f64(a, b); }
static inline vd vd_fma(vd a, vd b, vd c) { return vfmaq_f64(c, a, b); }  /* a b + c */
static inline vd vd_fnma(vd a, vd b, vd c) { return vfmsq_f64(c, a, b); } /* c - a b */
static inline vd vd_fms(vd a, vd b, vd c) { return vfmaq_f64(vnegq_f64(c), a, b); } /* a b - c: no vector FNMSUB, so two */
static inline vd vd_abs(vd a) { return vabsq_f64(a); } /* FABS: the sign bit only, NaNs too */

static inline vm vd_lt(vd a, vd b) { return vcltq_f64(a, b); }
static inline vm vd_le(vd a, vd b) { return vcleq_f64(a, b); }
static inline vm vd_gt(vd a, vd b) { return vcgtq_f64(a, b); }
static inline vm vd_ge(vd a, vd b) { return vcgeq_f64(a, b); }
static inline vm vd_eq(vd a, vd b) { return vceqq_f64(a, b); }
static inline vd vd_sel(vm m, vd a, vd b) { return vbslq_f64(m, a, b); }
static inline vd vd_zero_if(vm m, vd a) /* +0 where m, else a */
{
    return vreinterpretq_f64_u64(vbicq_u64(vreinterpretq_u64_f64(a), m));
}
static inline vd vd_zero_unless(vm m, vd a) /* a where m, else +0 */
{
    return vreinterpretq_f64_u64(vandq_u64(vreinterpretq_u64_f64(a), m));
}
/* a < b ? a : b, lane by lane (not FMIN: see above) */
static inline vd vd_min(vd a, vd b) { return vd_sel(vd_lt(a, b), a, b); }
static inline vd vd_max(vd a, vd b) { return vd_sel(vd_gt(a, b), a, b); }
/* x with |x| held to c (c > 0), its sign kept: min(max(x, -c), c) for
 * every x but NaN, for which the result is some NaN */
static inline vd vd_clamp_abs(vd x, double c) { return vd_min(vd_max(x, vd_set(-c)), vd_set(c)); }
/* vd_sel_min, vd_fma_unless (vec_scalar.h): a select (BSL) is one
 * instruction, the emulated min two */
static inline vd vd_sel_min(vm m, vd a, vd b) { return vd_sel(m, a, b); }
static inline vd vd_fma_unless(vm m, vd a, vd b, vd c) { return vd_fma(vd_zero_if(m, a), b, c); }
static inline int vec_sel_is_masked(void) { return 0; }
static inline vm vm_and(vm a, vm b) { return vandq_u64(a, b); }
static inline vm vm_or(vm a, vm b) { return vorrq_u64(a, b); }
static inline vm vm_true(void) { return vdupq_n_u64(~0ull); } /* every lane */
static inline vm vm_not(vm a) { return veorq_u64(a, vm_true()); }
static inline unsigned vm_bits(vm a) /* bit i = lane i */
{
    return (unsigned)(vgetq_lane_u64(a, 0) & 1) | (unsigned)(vgetq_lane_u64(a, 1) & 1) << 1;
}

static inline vi vd_bits(vd a) { return vreinterpretq_s64_f64(a); }
static inline vd vd_from_bits(vi i) { return vreinterpretq_f64_s64(i); }
static inline vi vi_set(int64_t c) { return vdupq_n_s64(c); }
static inline vi vi_and(vi a, vi b) { return vandq_s64(a, b); }
static inline vi vi_or(vi a, vi b) { return vorrq_s64(a, b); }
static inline vi vi_xor(vi a, vi b) { return veorq_s64(a, b); }
static inline vi vi_add(vi a, vi b) { return vaddq_s64(a, b); }
static inline vi vi_sub(vi a, vi b) { return vsubq_s64(a, b); }
#define vi_srl(a, n) vreinterpretq_s64_u64(vshrq_n_u64(vreinterpretq_u64_s64(a), n))
#define vi_sll(a, n) vreinterpretq_s64_u64(vshlq_n_u64(vreinterpretq_u64_s64(a), n))
/* lanes where a & b != 0 (CMTST) */
static inline vm vi_test(vi a, vi b) { return vtstq_s64(a, b); }

/* sqrt of x < 0: x86-64's default NaN (kernels/nan.h), as on x86 */
static inline vd vd_sqrt(vd a)
{
    return vd_sel(vd_lt(a, vd_set(0.0)), vd_from_bits(vi_set((int64_t)ONNXM_DEFAULT_NAN_F64)), vsqrtq_f64(a));
}

/* vd_copysign, vd_logb, vd_mant, vd_pass_nonfinite, vd_rsqrt14: the bit
 * recipes of vec_bits.h and the emulations of vec_scalar.h, on 2 lanes.  FRSQRTE gives 8
 * bits, not 14, so vd_rsqrt14 is the model and vec_fast_rsqrt14() 0. */
#include "kernels/vec/vec_bits.h"
static inline vd vd_pass_nonfinite(vd y, vd x) { return vd_sel(vd_lt(vd_abs(x), vd_set(INFINITY)), y, vd_add(x, x)); }
static inline vd vd_rsqrt14(vd x) { return vd_div(vd_set(1.0 - 0x1p-14), vd_sqrt(x)); }
static inline int vec_fast_rsqrt14(void) { return 0; }

static inline vf vf_set(float c) { return vdupq_n_f32(c); }
static inline vf vf_sqrt(vf a)
{
    uint32x4_t neg = vcltq_f32(a, vdupq_n_f32(0.0f));
    return vbslq_f32(neg, vreinterpretq_f32_u32(vdupq_n_u32(ONNXM_DEFAULT_NAN_F32)), vsqrtq_f32(a));
}
static inline vf vf_div(vf a, vf b) { return vdivq_f32(a, b); }

/* ---- loads and stores; p may have any alignment (LD1/ST1 allow it).  The
 * 2-lane 16-bit loads and stores touch 4 bytes, no more: the kernels' tail
 * buffers hold VD_LANES elements. */
static inline vd vd_load(const double *p) { return vld1q_f64(p); }
static inline void vd_store(double *p, vd v) { vst1q_f64(p, v); }
static inline void vd_spill(double *p, vd v) { vst1q_f64(p, v); } /* for local buffers */
static inline vd vd_load_f32(const float *p) { return vcvt_f64_f32(vld1_f32(p)); }
static inline vf vf_load(const float *p) { return vld1q_f32(p); }
static inline void vf_store(float *p, vf v) { vst1q_f32(p, v); }
static inline void vd_store_f32(float *p, vd v) { vst1_f32(p, vcvt_f32_f64(v)); }
/* two 16-bit encodings, as the low half of a 4 x 16-bit vector */
static inline uint16x4_t vec_load2_u16(const uint16_t *p)
{
    uint32_t w;
    memcpy(&w, p, 4);
    return vreinterpret_u16_u32(vdup_n_u32(w));
}
static inline void vec_store2_u16(uint16_t *p, uint16x4_t h)
{
    uint32_t w = vget_lane_u32(vreinterpret_u32_u16(h), 0);
    memcpy(p, &w, 4);
}
static inline vd vd_load_f16(const uint16_t *p)
{
    return vcvt_f64_f32(vget_low_f32(vcvt_f32_f16(vreinterpret_f16_u16(vec_load2_u16(p)))));
}
static inline vd vd_load_bf16(const uint16_t *p)
{
    return vcvt_f64_f32(vget_low_f32(vreinterpretq_f32_u32(vshll_n_u16(vec_load2_u16(p), 16))));
}
static inline vf vf_load_f16(const uint16_t *p) { return vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(p))); }
static inline vf vf_load_bf16(const uint16_t *p) { return vreinterpretq_f32_u32(vshll_n_u16(vld1_u16(p), 16)); }
static inline void vf_store_f16(uint16_t *p, vf v) { vst1_u16(p, vreinterpret_u16_f16(vcvt_f16_f32(v))); }
/* float -> bfloat16: round to nearest even on the bits; a NaN keeps its
 * top bits and is quieted (vec_scalar.h's onnxm_f32_to_bf16) */
static inline void vf_store_bf16(uint16_t *p, vf v)
{
    uint32x4_t b = vreinterpretq_u32_f32(v);
    uint32x4_t lsb = vandq_u32(vshrq_n_u32(b, 16), vdupq_n_u32(1));
    uint32x4_t r = vshrq_n_u32(vaddq_u32(b, vaddq_u32(lsb, vdupq_n_u32(0x7fff))), 16);
    uint32x4_t nan = vcgtq_u32(vandq_u32(b, vdupq_n_u32(0x7fffffff)), vdupq_n_u32(0x7f800000));
    uint32x4_t q = vorrq_u32(vshrq_n_u32(b, 16), vdupq_n_u32(0x40));
    vst1_u16(p, vmovn_u32(vbslq_u32(nan, q, r)));
}
static inline void vd_store_f16_exact(uint16_t *p, vd v)
{
    float32x2_t f = vcvt_f32_f64(v);
    vec_store2_u16(p, vreinterpret_u16_f16(vcvt_f16_f32(vcombine_f32(f, f))));
}
static inline void vd_store_bf16_exact(uint16_t *p, vd v)
{
    uint32x2_t b = vreinterpret_u32_f32(vcvt_f32_f64(v));
    uint32x2_t h = vshr_n_u32(b, 16);
    uint32x2_t nan = vcgt_u32(vand_u32(b, vdup_n_u32(0x7fffffff)), vdup_n_u32(0x7f800000));
    h = vorr_u32(h, vand_u32(nan, vdup_n_u32(0x40)));
    vec_store2_u16(p, vmovn_u32(vcombine_u32(h, h)));
}

/* t[j mod 16] for a 16-entry table: two lane loads (no gather in NEON) */
static inline vd vd_lookup16(const double *t, vi j)
{
    vd r = vld1q_dup_f64(t + (vgetq_lane_s64(j, 0) & 15));
    return vld1q_lane_f64(t + (vgetq_lane_s64(j, 1) & 15), r, 1);
}

/* y[i] = t[x[i]] for 8 16-bit elements: 8 scalar loads */
#define V16_LANES 8
static inline void v16_lookup(const uint16_t *t, const uint16_t *x, uint16_t *y)
{
    uint16_t r[V16_LANES];
    for (int i = 0; i < V16_LANES; i++)
        r[i] = t[x[i]];
    memcpy(y, r, sizeof r);
}
/* The same from an odd table (tables16.h): m = |x| bits; t[m - lo] where
 * m >= lo, else m; the sign of x put back.  The index and the select are
 * vector operations, without branches (vec_scalar.h says why); entries
 * outside the table read t[0]. */
static inline void v16_lookup_odd(const uint16_t *t, uint32_t lo, const uint16_t *x, uint16_t *y)
{
    uint16x8_t xv = vld1q_u16(x);
    uint16x8_t m = vandq_u16(xv, vdupq_n_u16(0x7fff));
    uint16x8_t in = vcgeq_u16(m, vdupq_n_u16((uint16_t)lo));
    uint16_t j[V16_LANES], e[V16_LANES];
    vst1q_u16(j, vandq_u16(vsubq_u16(m, vdupq_n_u16((uint16_t)lo)), in));
    for (int i = 0; i < V16_LANES; i++)
        e[i] = t[j[i]];
    uint16x8_t r = vbslq_u16(in, vld1q_u16(e), m);
    vst1q_u16(y, veorq_u16(r, vandq_u16(xv, vdupq_n_u16(0x8000))));
}

/* 16-piece tables in the column layout, vd_lookup16_2 by vd_lookup16 */
#define VEC_TABLE16_ROWS 0
#include "kernels/vec/vec_table16.h"

#endif
