/* vec_avx512.h -- the vector API on AVX-512 (F, BW, VL, DQ): 8 doubles or
 * 16 floats per vector, masks in opmask registers.  Same names and the same
 * IEEE semantics as vec_scalar.h, so kernel_bodies.h gives bit-identical
 * results.  Notes on equivalence:
 *  - vminpd/vmaxpd return the second operand when either is NaN or both
 *    are zero, exactly like the scalar a < b ? a : b;
 *  - comparisons are the ordered, quiet predicates (false on NaN), like C's;
 *  - conversions round per MXCSR, which onnxm never changes (default RNE),
 *    as the scalar casts do;
 *  - bfloat16 narrowing of floats (vf_store_bf16) is vcvtneps2bf16 where
 *    the level has AVX512-BF16 (kernels_avx512bf16*.c): it rounds to nearest
 *    even and quiets NaNs exactly as the integer recipe (vf_bf16_bits), but
 *    treats a subnormal float as zero, so a vector with one is redone by the
 *    recipe.  float16 data goes through F16C (vcvtph2ps/vcvtps2ph) on every
 *    AVX-512 level.
 */
#ifndef ONNXM_VEC_AVX512_H
#define ONNXM_VEC_AVX512_H

#include <immintrin.h>
#include <math.h>
#include <stdint.h>

#include "kernels/convert.h"

/* VEC_STREAM (kernels_avx512_nt.c): the kernels that stream, with
 * non-temporal stores, for outputs larger than the caches; the caller
 * passes a 64-byte aligned output. */
/* VEC_ISA_DIV_NAME: the name of the divider variant's kernels (those of
 * the float Asinh and Acos kernels that keep every square root on vsqrtpd:
 * kernel_bodies.h), which have no streaming form. */
#if defined(__AVX512BF16__) && defined(VEC_STREAM)
#define VEC_ISA_NAME avx512bf16_nt
#elif defined(__AVX512BF16__)
#define VEC_ISA_NAME avx512bf16
#define VEC_ISA_DIV_NAME avx512bf16_div
#elif defined(VEC_STREAM)
#define VEC_ISA_NAME avx512_nt
#else
#define VEC_ISA_NAME avx512
#define VEC_ISA_DIV_NAME avx512_div
#endif
#ifdef __AVX512BF16__
#define VEC_ISA ONNXM_ISA_AVX512_BF16 /* onnxm.h */
#else
#define VEC_ISA ONNXM_ISA_AVX512
#endif
#ifdef VEC_STREAM
#define VEC_ISA_NT 1
#else
#define VEC_ISA_NT 0
#endif
#ifdef VEC_STREAM
#define VEC_ST512D(p, v) _mm512_stream_pd(p, v)
#define VEC_ST512S(p, v) _mm512_stream_ps(p, v)
#define VEC_ST256S(p, v) _mm256_stream_ps(p, v)
#define VEC_ST512I(p, v) _mm512_stream_si512(p, v)
#define VEC_ST256I(p, v) _mm256_stream_si256(p, v)
#define VEC_ST128I(p, v) _mm_stream_si128(p, v)
static inline void vec_fence(void) { _mm_sfence(); }
#else
#define VEC_ST512D(p, v) _mm512_storeu_pd(p, v)
#define VEC_ST512S(p, v) _mm512_storeu_ps(p, v)
#define VEC_ST256S(p, v) _mm256_storeu_ps(p, v)
#define VEC_ST512I(p, v) _mm512_storeu_si512(p, v)
#define VEC_ST256I(p, v) _mm256_storeu_si256(p, v)
#define VEC_ST128I(p, v) _mm_storeu_si128(p, v)
static inline void vec_fence(void) {}
#endif
/* a hint to load the cache line at p (kernel_bodies.h's loops).  Always
 * inlined: GCC 12 finds a wrapper whose only statement is a prefetch to
 * have no side effects and deletes the calls that it does not inline
 * (bench/costs.c's loops lost theirs so); inlined, the
 * prefetch itself is never deleted. */
static inline __attribute__((always_inline)) void vec_prefetch(const void *p)
{
    _mm_prefetch((const char *)p, _MM_HINT_T0);
}
#define VD_LANES 8
#define VF_LANES 16

typedef __m512d vd;
typedef __m512 vf;
typedef __m512i vi;
typedef __mmask8 vm;

static inline vd vd_set(double c) { return _mm512_set1_pd(c); }
static inline vd vd_add(vd a, vd b) { return _mm512_add_pd(a, b); }
static inline vd vd_sub(vd a, vd b) { return _mm512_sub_pd(a, b); }
static inline vd vd_mul(vd a, vd b) { return _mm512_mul_pd(a, b); }
static inline vd vd_div(vd a, vd b) { return _mm512_div_pd(a, b); }
static inline vd vd_sqrt(vd a) { return _mm512_sqrt_pd(a); }
static inline vd vd_fma(vd a, vd b, vd c) { return _mm512_fmadd_pd(a, b, c); }
static inline vd vd_fnma(vd a, vd b, vd c) { return _mm512_fnmadd_pd(a, b, c); } /* c - a b */
static inline vd vd_fms(vd a, vd b, vd c) { return _mm512_fmsub_pd(a, b, c); } /* a b - c */
static inline vd vd_abs(vd a) { return _mm512_abs_pd(a); }
static inline vd vd_min(vd a, vd b) { return _mm512_min_pd(a, b); }
static inline vd vd_max(vd a, vd b) { return _mm512_max_pd(a, b); }
/* x with |x| held to c (c > 0), its sign kept: min(max(x, -c), c) for
 * every x but NaN, for which the result is -c on AVX2, NEON and scalar
 * (their max returns its second operand) and +-c here (vrangepd takes the
 * number beside a quiet NaN, as IEEE 754's minNum).  Callers take NaN
 * lanes from x, not from the result. */
static inline vd vd_clamp_abs(vd x, double c) { return _mm512_range_pd(x, _mm512_set1_pd(c), 0x2); } /* vrangepd: min |.| (imm 0b10), sign of x (0b00) */

static inline vm vd_lt(vd a, vd b) { return _mm512_cmp_pd_mask(a, b, _CMP_LT_OQ); }
static inline vm vd_le(vd a, vd b) { return _mm512_cmp_pd_mask(a, b, _CMP_LE_OQ); }
static inline vm vd_gt(vd a, vd b) { return _mm512_cmp_pd_mask(a, b, _CMP_GT_OQ); }
static inline vm vd_ge(vd a, vd b) { return _mm512_cmp_pd_mask(a, b, _CMP_GE_OQ); }
static inline vm vd_eq(vd a, vd b) { return _mm512_cmp_pd_mask(a, b, _CMP_EQ_OQ); }
static inline vd vd_sel(vm m, vd a, vd b) { return _mm512_mask_blend_pd(m, b, a); }
static inline vd vd_zero_if(vm m, vd a) { return _mm512_mask_mov_pd(a, m, _mm512_setzero_pd()); } /* +0 where m, else a */
static inline vd vd_zero_unless(vm m, vd a) { return _mm512_maskz_mov_pd(m, a); } /* a where m, else +0 */
/* a where m, b elsewhere, for callers whose m is exactly where that is
 * min(a, b) (vec_scalar.h): here a select, which folds into the masked
 * operation that computes a or b */
static inline vd vd_sel_min(vm m, vd a, vd b) { return vd_sel(m, a, b); }
/* c where m, a b + c elsewhere (c nonzero, b finite: vec_scalar.h): here
 * one fma with a merge mask */
static inline vd vd_fma_unless(vm m, vd a, vd b, vd c) { return vd_sel(m, c, vd_fma(a, b, c)); }
/* a select of a computed value folds into its masked operation, so a
 * select costs no more than the bit operations that avoid it
 * (vec_scalar.h) */
static inline int vec_sel_is_masked(void) { return 1; }
static inline vm vm_and(vm a, vm b) { return (vm)(a & b); }
static inline vm vm_or(vm a, vm b) { return (vm)(a | b); }
static inline vm vm_not(vm a) { return (vm)~a; }
static inline vm vm_true(void) { return (vm)0xff; } /* every lane */
static inline unsigned vm_bits(vm a) { return a; } /* bit i = lane i */

static inline vi vd_bits(vd a) { return _mm512_castpd_si512(a); }
static inline vd vd_from_bits(vi i) { return _mm512_castsi512_pd(i); }
static inline vi vi_set(int64_t c) { return _mm512_set1_epi64(c); }
static inline vi vi_and(vi a, vi b) { return _mm512_and_si512(a, b); }
static inline vi vi_or(vi a, vi b) { return _mm512_or_si512(a, b); }
static inline vi vi_xor(vi a, vi b) { return _mm512_xor_si512(a, b); }
static inline vi vi_add(vi a, vi b) { return _mm512_add_epi64(a, b); }
static inline vi vi_sub(vi a, vi b) { return _mm512_sub_epi64(a, b); }
#define vi_srl(a, n) _mm512_srli_epi64(a, n)
#define vi_sll(a, n) _mm512_slli_epi64(a, n)
/* lanes where a & b != 0 (b >= 0, so that "> 0" is the same on AVX2) */
static inline vm vi_test(vi a, vi b) { return _mm512_test_epi64_mask(a, b); }

/* 1/sqrt(x) within 2^-14 relative: vrsqrt14pd, 2 uops, no divider, so
 * alg_sqrt_nr (alg/fast.h) can take some square roots off the divider */
static inline vd vd_rsqrt14(vd x) { return _mm512_rsqrt14_pd(x); }
static inline int vec_fast_rsqrt14(void) { return 1; }
/* vd_logb, vd_mant (vec_bits.h): vgetexppd/vgetmantpd, one instruction
 * each, the same results for x positive, normal and finite; beyond that
 * range they also give logb(+inf) = +inf, mant(+inf) = 1 and NaN for NaN */
static inline vd vd_logb(vd x) { return _mm512_getexp_pd(x); }
static inline vd vd_mant(vd x) { return _mm512_getmant_pd(x, _MM_MANT_NORM_1_2, _MM_MANT_SIGN_zero); }
static inline int vec_logb_keeps_inf(void) { return 1; }
/* vd_pass_nonfinite (vec_scalar.h) as one vfixupimmpd: it classifies x
 * and keeps y (token 0) for zero, one, negative and positive finite x,
 * takes x itself (token 1) for +-inf and QNaN(x) (token 2) for a quiet or
 * signalling NaN; the table holds one 4-bit token per class, class 0
 * (QNaN) lowest. */
static inline vd vd_pass_nonfinite(vd y, vd x) { return _mm512_fixupimm_pd(y, x, _mm512_set1_epi64(0x00110022), 0); }
/* |x| with the sign of s: one ternary-logic operation (bits of s where the
 * mask is 0, of x where it is 1) */
static inline vd vd_copysign(vd x, vd s)
{
    return _mm512_castsi512_pd(_mm512_ternarylogic_epi64(_mm512_castpd_si512(x), _mm512_castpd_si512(s),
                                                         _mm512_set1_epi64(0x7fffffffffffffff), 0xe4));
}

static inline vf vf_set(float c) { return _mm512_set1_ps(c); }
static inline vf vf_sqrt(vf a) { return _mm512_sqrt_ps(a); }
static inline vf vf_div(vf a, vf b) { return _mm512_div_ps(a, b); }

static inline vd vd_load(const double *p) { return _mm512_loadu_pd(p); }
static inline void vd_store(double *p, vd v) { VEC_ST512D(p, v); }
/* a plain store, also in the streaming variants: for local buffers */
static inline void vd_spill(double *p, vd v) { _mm512_storeu_pd(p, v); }
static inline vd vd_load_f32(const float *p) { return _mm512_cvtps_pd(_mm256_loadu_ps(p)); }
static inline vf vf_load(const float *p) { return _mm512_loadu_ps(p); }
static inline void vf_store(float *p, vf v) { VEC_ST512S(p, v); }
static inline void vd_store_f32(float *p, vd v) { VEC_ST256S(p, _mm512_cvtpd_ps(v)); }
static inline vd vd_load_f16(const uint16_t *p)
{
    return _mm512_cvtps_pd(_mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)p)));
}
static inline vd vd_load_bf16(const uint16_t *p)
{
    __m256i w = _mm256_slli_epi32(_mm256_cvtepu16_epi32(_mm_loadu_si128((const __m128i *)p)), 16);
    return _mm512_cvtps_pd(_mm256_castsi256_ps(w));
}
static inline vf vf_load_f16(const uint16_t *p)
{
    return _mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)p));
}
static inline vf vf_load_bf16(const uint16_t *p)
{
    __m512i w = _mm512_slli_epi32(_mm512_cvtepu16_epi32(_mm256_loadu_si256((const __m256i *)p)), 16);
    return _mm512_castsi512_ps(w);
}
static inline void vf_store_f16(uint16_t *p, vf v)
{
    VEC_ST256I((__m256i *)p, _mm512_cvtps_ph(v, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
}
/* float bits -> bfloat16 bits, nearest even; NaN quieted (bit 6 of the
 * result); same integer recipe as onnxm_f32_to_bf16. */
static inline __m512i vf_bf16_bits(vf v)
{
    __m512i b = _mm512_castps_si512(v);
    __m512i lsb = _mm512_and_si512(_mm512_srli_epi32(b, 16), _mm512_set1_epi32(1));
    __m512i r = _mm512_srli_epi32(_mm512_add_epi32(b, _mm512_add_epi32(lsb, _mm512_set1_epi32(0x7fff))), 16);
    __mmask16 nan = _mm512_cmpgt_epi32_mask(_mm512_and_si512(b, _mm512_set1_epi32(0x7fffffff)),
                                            _mm512_set1_epi32(0x7f800000));
    __m512i q = _mm512_or_si512(_mm512_srli_epi32(b, 16), _mm512_set1_epi32(0x40));
    return _mm512_mask_blend_epi32(nan, r, q);
}
#ifdef __AVX512BF16__
/* One conversion instead of the recipe's ~12 operations (bench/README.md,
 * "Kernel design history").  Subnormal floats (fpclass 0x20) come only from
 * Reciprocal of |x| > 2^126 (Sqrt's results are >= 2^-66.5); the recipe
 * rounds them right. */
static inline void vf_store_bf16(uint16_t *p, vf v)
{
    __m256i r = (__m256i)_mm512_cvtneps_pbh(v);
    if (__builtin_expect(_mm512_fpclass_ps_mask(v, 0x20) != 0, 0))
        r = _mm512_cvtepi32_epi16(vf_bf16_bits(v));
    VEC_ST256I((__m256i *)p, r);
}
/* VEC_BF16_NARROW_NORMAL: vf_store_bf16_normal is vcvtneps2bf16 alone,
 * exact on every lane that is not a subnormal float (those it flushes to
 * zero).  The plain loop uses it on blocks whose inputs it has proved
 * cannot give a subnormal result (vbf16_absmax, vbf16_any_above), because the
 * per-vector fpclass test and branch of vf_store_bf16 cost about a third of
 * a bfloat16 Reciprocal's time on AMD Zen 5 (bench/README.md). */
#define VEC_BF16_NARROW_NORMAL 1
static inline void vf_store_bf16_normal(uint16_t *p, vf v) { VEC_ST256I((__m256i *)p, (__m256i)_mm512_cvtneps_pbh(v)); }
/* the largest |x| of 32 bfloat16 at p, as bits (an unsigned maximum of the
 * bits with the sign cleared: a NaN or infinity is larger than any finite
 * value), over the raw data, so one operation covers two vectors */
typedef __m512i vbf16_acc;
static inline vbf16_acc vbf16_acc_zero(void) { return _mm512_setzero_si512(); }
static inline vbf16_acc vbf16_absmax(vbf16_acc acc, const uint16_t *p)
{
    return _mm512_max_epu16(acc, _mm512_and_si512(_mm512_loadu_si512(p), _mm512_set1_epi16(0x7fff)));
}
/* whether a lane of vbf16_absmax's acc is above the float t, a bfloat16
 * value (t's bits cut to 16: a bound not representable is lowered, which
 * only sends more blocks to the exact path) */
static inline int vbf16_any_above(vbf16_acc acc, float t)
{
    return _mm512_cmpgt_epu16_mask(acc, _mm512_set1_epi16((short)(onnxm_f32_bits(t) >> 16))) != 0;
}
#else
static inline void vf_store_bf16(uint16_t *p, vf v)
{
    VEC_ST256I((__m256i *)p, _mm512_cvtepi32_epi16(vf_bf16_bits(v)));
}
#endif
static inline void vd_store_f16_exact(uint16_t *p, vd v)
{
    VEC_ST128I((__m128i *)p, _mm256_cvtps_ph(_mm512_cvtpd_ps(v), _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
}
static inline void vd_store_bf16_exact(uint16_t *p, vd v)
{
    __m256i b = _mm256_castps_si256(_mm512_cvtpd_ps(v));
    __m256i h = _mm256_srli_epi32(b, 16);
    __mmask8 nan = _mm256_cmpgt_epi32_mask(_mm256_and_si256(b, _mm256_set1_epi32(0x7fffffff)),
                                           _mm256_set1_epi32(0x7f800000));
    h = _mm256_mask_or_epi32(h, nan, h, _mm256_set1_epi32(0x40));
    VEC_ST128I((__m128i *)p, _mm256_cvtepi32_epi16(h));
}

/* t[j mod 16] for a 16-entry table: one two-register permute, which reads
 * only the low 4 bits of each index (so callers need not mask them) */
static inline vd vd_lookup16(const double *t, vi j) { return _mm512_permutex2var_pd(_mm512_loadu_pd(t), j, _mm512_loadu_pd(t + 8)); }

/* y[i] = t[x[i]] for 32 16-bit elements: two 32-bit gathers at 2-byte
 * scale (the table has 2 bytes of padding for the last entry), one for the
 * even and one for the odd elements, whose indices are the low and high
 * halves of each 32-bit word, and whose results are joined the same way.
 * The splitting and joining are shifts and bitwise operations, which run on
 * either vector port, where widening and narrowing (vpmovzxwd, vpmovdw)
 * run on port 5 only, and they leave room for the odd tables' extra
 * operations (bench/README.md, "Kernel design history"). */
#define V16_LANES 32
/* each 32-bit word: its low half from ve, its high half the low half of
 * vo's (ternary logic 0xd8: C ? B : A) */
static inline __m512i v16_join(__m512i ve, __m512i vo)
{
    return _mm512_ternarylogic_epi32(_mm512_slli_epi32(vo, 16), ve, _mm512_set1_epi32(0xffff), 0xd8);
}
static inline void v16_lookup(const uint16_t *t, const uint16_t *x, uint16_t *y)
{
    __m512i xv = _mm512_loadu_si512((const void *)x);
    __m512i lo16 = _mm512_set1_epi32(0xffff);
    __m512i ve = _mm512_i32gather_epi32(_mm512_and_si512(xv, lo16), (const void *)t, 2);
    __m512i vo = _mm512_i32gather_epi32(_mm512_srli_epi32(xv, 16), (const void *)t, 2);
    VEC_ST512I((__m512i *)y, v16_join(ve, vo));
}
/* The same from an odd table (tables16.h): lanes with |x| >= lo gather
 * entry |x| - lo, the others keep |x| (the masked gathers read nothing for
 * them), and x's sign goes back on with one ternary-logic operation. */
static inline void v16_lookup_odd(const uint16_t *t, uint32_t lo, const uint16_t *x, uint16_t *y)
{
    __m512i xv = _mm512_loadu_si512((const void *)x);
    __m512i l = _mm512_set1_epi32((int)lo);
    __m512i me = _mm512_and_si512(xv, _mm512_set1_epi32(0x7fff));
    __m512i mo = _mm512_and_si512(_mm512_srli_epi32(xv, 16), _mm512_set1_epi32(0x7fff));
    __m512i ve = _mm512_mask_i32gather_epi32(me, _mm512_cmpge_epu32_mask(me, l), _mm512_sub_epi32(me, l),
                                             (const void *)t, 2);
    __m512i vo = _mm512_mask_i32gather_epi32(mo, _mm512_cmpge_epu32_mask(mo, l), _mm512_sub_epi32(mo, l),
                                             (const void *)t, 2);
    /* 0x78: A ^ (B & C) */
    __m512i r = _mm512_ternarylogic_epi32(v16_join(ve, vo), xv, _mm512_set1_epi32((int)0x80008000u), 0x78);
    VEC_ST512I((__m512i *)y, r);
}

/* 16-piece tables in the column layout, vd_lookup16_2 by vd_lookup16 */
#define VEC_TABLE16_ROWS 0
#include "kernels/vec/vec_table16.h"

#endif
