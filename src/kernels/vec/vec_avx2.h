/* vec_avx2.h -- the vector API on AVX2 + FMA + F16C: 4 doubles or 8 floats
 * per vector, masks as all-ones lanes.  Same names and IEEE semantics as
 * vec_scalar.h (see the notes in vec_avx512.h; they hold here too). */
#ifndef ONNXM_VEC_AVX2_H
#define ONNXM_VEC_AVX2_H

#include <immintrin.h>
#include <math.h>
#include <stdint.h>

#include "kernels/convert.h"

#define VEC_ISA ONNXM_ISA_AVX2 /* onnxm.h */

/* VEC_STREAM (kernels_avx2_nt.c): non-temporal stores, 64-byte aligned
 * output; see vec_avx512.h.  8-byte stores have no streaming form here and
 * stay ordinary. */
#ifdef VEC_STREAM
#define VEC_ISA_NAME avx2_nt
#define VEC_ISA_NT 1
#define VEC_ST256D(p, v) _mm256_stream_pd(p, v)
#define VEC_ST256S(p, v) _mm256_stream_ps(p, v)
#define VEC_ST128S(p, v) _mm_stream_ps(p, v)
#define VEC_ST256I(p, v) _mm256_stream_si256(p, v)
#define VEC_ST128I(p, v) _mm_stream_si128(p, v)
static inline void vec_fence(void) { _mm_sfence(); }
#else
#define VEC_ISA_NAME avx2
#define VEC_ISA_NT 0
#define VEC_ST256D(p, v) _mm256_storeu_pd(p, v)
#define VEC_ST256S(p, v) _mm256_storeu_ps(p, v)
#define VEC_ST128S(p, v) _mm_storeu_ps(p, v)
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
#define VD_LANES 4
#define VF_LANES 8

typedef __m256d vd;
typedef __m256 vf;
typedef __m256i vi;
typedef __m256d vm;

static inline vd vd_set(double c) { return _mm256_set1_pd(c); }
static inline vd vd_add(vd a, vd b) { return _mm256_add_pd(a, b); }
static inline vd vd_sub(vd a, vd b) { return _mm256_sub_pd(a, b); }
static inline vd vd_mul(vd a, vd b) { return _mm256_mul_pd(a, b); }
static inline vd vd_div(vd a, vd b) { return _mm256_div_pd(a, b); }
static inline vd vd_sqrt(vd a) { return _mm256_sqrt_pd(a); }
static inline vd vd_fma(vd a, vd b, vd c) { return _mm256_fmadd_pd(a, b, c); }
static inline vd vd_fnma(vd a, vd b, vd c) { return _mm256_fnmadd_pd(a, b, c); } /* c - a b */
static inline vd vd_fms(vd a, vd b, vd c) { return _mm256_fmsub_pd(a, b, c); } /* a b - c */
static inline vd vd_abs(vd a) { return _mm256_and_pd(a, _mm256_castsi256_pd(_mm256_set1_epi64x(0x7fffffffffffffff))); }
static inline vd vd_min(vd a, vd b) { return _mm256_min_pd(a, b); }
static inline vd vd_max(vd a, vd b) { return _mm256_max_pd(a, b); }
/* x with |x| held to c (c > 0), its sign kept: min(max(x, -c), c) for
 * every x but NaN, for which the result is some NaN */
static inline vd vd_clamp_abs(vd x, double c) { return vd_min(vd_max(x, _mm256_set1_pd(-c)), _mm256_set1_pd(c)); }

static inline vm vd_lt(vd a, vd b) { return _mm256_cmp_pd(a, b, _CMP_LT_OQ); }
static inline vm vd_le(vd a, vd b) { return _mm256_cmp_pd(a, b, _CMP_LE_OQ); }
static inline vm vd_gt(vd a, vd b) { return _mm256_cmp_pd(a, b, _CMP_GT_OQ); }
static inline vm vd_ge(vd a, vd b) { return _mm256_cmp_pd(a, b, _CMP_GE_OQ); }
static inline vm vd_eq(vd a, vd b) { return _mm256_cmp_pd(a, b, _CMP_EQ_OQ); }
static inline vd vd_sel(vm m, vd a, vd b) { return _mm256_blendv_pd(b, a, m); }
static inline vd vd_zero_if(vm m, vd a) { return _mm256_andnot_pd(m, a); } /* +0 where m, else a */
static inline vd vd_zero_unless(vm m, vd a) { return _mm256_and_pd(m, a); } /* a where m, else +0 */
/* vd_sel_min, vd_fma_unless (vec_scalar.h): a blend (vblendvpd) is 3 port
 * operations here, more than a min or an andnot */
static inline vd vd_sel_min(vm m, vd a, vd b) { (void)m; return vd_min(a, b); }
static inline vd vd_fma_unless(vm m, vd a, vd b, vd c) { return vd_fma(vd_zero_if(m, a), b, c); }
static inline int vec_sel_is_masked(void) { return 0; }
static inline vm vm_and(vm a, vm b) { return _mm256_and_pd(a, b); }
static inline vm vm_or(vm a, vm b) { return _mm256_or_pd(a, b); }
static inline vm vm_true(void) { return _mm256_castsi256_pd(_mm256_set1_epi64x(-1)); } /* every lane */
static inline vm vm_not(vm a) { return _mm256_xor_pd(a, vm_true()); }
static inline unsigned vm_bits(vm a) { return (unsigned)_mm256_movemask_pd(a); } /* bit i = lane i */

static inline vi vd_bits(vd a) { return _mm256_castpd_si256(a); }
static inline vd vd_from_bits(vi i) { return _mm256_castsi256_pd(i); }
static inline vi vi_set(int64_t c) { return _mm256_set1_epi64x(c); }
static inline vi vi_and(vi a, vi b) { return _mm256_and_si256(a, b); }
static inline vi vi_or(vi a, vi b) { return _mm256_or_si256(a, b); }
static inline vi vi_xor(vi a, vi b) { return _mm256_xor_si256(a, b); }
static inline vi vi_add(vi a, vi b) { return _mm256_add_epi64(a, b); }
static inline vi vi_sub(vi a, vi b) { return _mm256_sub_epi64(a, b); }
#define vi_srl(a, n) _mm256_srli_epi64(a, n)
#define vi_sll(a, n) _mm256_slli_epi64(a, n)
/* lanes where a & b != 0 (b >= 0, so that "> 0" is the same on AVX2) */
static inline vm vi_test(vi a, vi b) { return _mm256_castsi256_pd(_mm256_cmpgt_epi64(_mm256_and_si256(a, b), _mm256_setzero_si256())); } /* b >= 0 */

/* vd_copysign, vd_logb, vd_mant, vd_pass_nonfinite, vd_rsqrt14: the bit
 * recipes of vec_bits.h and the emulations of vec_scalar.h, on 4 lanes */
#include "kernels/vec/vec_bits.h"
static inline vd vd_pass_nonfinite(vd y, vd x) { return vd_sel(vd_lt(vd_abs(x), vd_set(INFINITY)), y, vd_add(x, x)); }
static inline vd vd_rsqrt14(vd x) { return vd_div(vd_set(1.0 - 0x1p-14), vd_sqrt(x)); }
static inline int vec_fast_rsqrt14(void) { return 0; }

static inline vf vf_set(float c) { return _mm256_set1_ps(c); }
static inline vf vf_sqrt(vf a) { return _mm256_sqrt_ps(a); }
static inline vf vf_div(vf a, vf b) { return _mm256_div_ps(a, b); }

static inline vd vd_load(const double *p) { return _mm256_loadu_pd(p); }
static inline void vd_store(double *p, vd v) { VEC_ST256D(p, v); }
/* a plain store, also in the streaming variants: for local buffers */
static inline void vd_spill(double *p, vd v) { _mm256_storeu_pd(p, v); }
static inline vd vd_load_f32(const float *p) { return _mm256_cvtps_pd(_mm_loadu_ps(p)); }
static inline vf vf_load(const float *p) { return _mm256_loadu_ps(p); }
static inline void vf_store(float *p, vf v) { VEC_ST256S(p, v); }
static inline void vd_store_f32(float *p, vd v) { VEC_ST128S(p, _mm256_cvtpd_ps(v)); }
static inline vd vd_load_f16(const uint16_t *p)
{
    return _mm256_cvtps_pd(_mm_cvtph_ps(_mm_loadl_epi64((const __m128i *)p)));
}
static inline vd vd_load_bf16(const uint16_t *p)
{
    __m128i w = _mm_slli_epi32(_mm_cvtepu16_epi32(_mm_loadl_epi64((const __m128i *)p)), 16);
    return _mm256_cvtps_pd(_mm_castsi128_ps(w));
}
static inline vf vf_load_f16(const uint16_t *p) { return _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)p)); }
static inline vf vf_load_bf16(const uint16_t *p)
{
    __m256i w = _mm256_slli_epi32(_mm256_cvtepu16_epi32(_mm_loadu_si128((const __m128i *)p)), 16);
    return _mm256_castsi256_ps(w);
}
static inline void vf_store_f16(uint16_t *p, vf v)
{
    VEC_ST128I((__m128i *)p, _mm256_cvtps_ph(v, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
}
/* 8 x 32-bit values < 2^16 -> 8 x uint16, in order */
static inline __m128i vec_pack_u32_u16(__m256i h)
{
    __m256i p = _mm256_packus_epi32(h, h); /* per 128-bit half: a0..a3 a0..a3 | b0..b3 b0..b3 */
    p = _mm256_permute4x64_epi64(p, 0x08); /* qwords 0, 2 -> low 128 bits */
    return _mm256_castsi256_si128(p);
}
static inline void vf_store_bf16(uint16_t *p, vf v)
{
    __m256i b = _mm256_castps_si256(v);
    __m256i lsb = _mm256_and_si256(_mm256_srli_epi32(b, 16), _mm256_set1_epi32(1));
    __m256i r = _mm256_srli_epi32(_mm256_add_epi32(b, _mm256_add_epi32(lsb, _mm256_set1_epi32(0x7fff))), 16);
    __m256i nan = _mm256_cmpgt_epi32(_mm256_and_si256(b, _mm256_set1_epi32(0x7fffffff)), _mm256_set1_epi32(0x7f800000));
    __m256i q = _mm256_or_si256(_mm256_srli_epi32(b, 16), _mm256_set1_epi32(0x40));
    VEC_ST128I((__m128i *)p, vec_pack_u32_u16(_mm256_blendv_epi8(r, q, nan)));
}
static inline void vd_store_f16_exact(uint16_t *p, vd v)
{
    _mm_storel_epi64((__m128i *)p, _mm_cvtps_ph(_mm256_cvtpd_ps(v), _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
}
static inline void vd_store_bf16_exact(uint16_t *p, vd v)
{
    __m128i b = _mm_castps_si128(_mm256_cvtpd_ps(v));
    __m128i h = _mm_srli_epi32(b, 16);
    __m128i nan = _mm_cmpgt_epi32(_mm_and_si128(b, _mm_set1_epi32(0x7fffffff)), _mm_set1_epi32(0x7f800000));
    h = _mm_or_si128(h, _mm_and_si128(nan, _mm_set1_epi32(0x40)));
    _mm_storel_epi64((__m128i *)p, _mm_packus_epi32(h, h));
}

/* t[j mod 16] for a 16-entry table, by permutes instead of a gather.
 * The table is four ymm quarters of 4 doubles.  vpermps moves 32-bit words
 * across the register, so each 64-bit lane asks for words 2(j mod 4) and
 * 2(j mod 4) + 1 (vpermps reads the low 3 bits of each index word; the low
 * word of j is duplicated into the high one, whose own bits are not j's:
 * the Acos cores leave the exponent of 1.5 2^52 there).  Bits 2 and 3 of j,
 * shifted into the sign bit, pick the quarter by three vblendvpd.  The index
 * and the two masks depend on j only, so the lookups of one j share them.
 * Why not vgatherqpd: a gather is microcoded or split into per-element
 * loads on the AVX2 CPUs (Intel and AMD alike), while vpermps and vblendvpd
 * are single operations; on AMD Zen 5 the double cores, which read up to
 * 13 tables per vector, measured faster this way (bench/README.md, "AVX2
 * table lookups").  The cores' tables are now rows (vd_lookup16_2, below),
 * which cost less again; this stays for a lone 16-entry column, so that the
 * API is the same on every ISA. */
static inline vd vd_lookup16(const double *t, vi j)
{
    __m256i w = _mm256_shuffle_epi32(_mm256_add_epi32(j, j), _MM_SHUFFLE(2, 2, 0, 0));
    __m256i idx = _mm256_add_epi32(w, _mm256_set_epi32(1, 0, 1, 0, 1, 0, 1, 0));
    __m256d b2 = _mm256_castsi256_pd(_mm256_slli_epi64(j, 61));
    __m256d b3 = _mm256_castsi256_pd(_mm256_slli_epi64(j, 60));
    __m256d q0 = _mm256_castps_pd(_mm256_permutevar8x32_ps(_mm256_loadu_ps((const float *)t), idx));
    __m256d q1 = _mm256_castps_pd(_mm256_permutevar8x32_ps(_mm256_loadu_ps((const float *)(t + 4)), idx));
    __m256d q2 = _mm256_castps_pd(_mm256_permutevar8x32_ps(_mm256_loadu_ps((const float *)(t + 8)), idx));
    __m256d q3 = _mm256_castps_pd(_mm256_permutevar8x32_ps(_mm256_loadu_ps((const float *)(t + 12)), idx));
    return _mm256_blendv_pd(_mm256_blendv_pd(q0, q1, b2), _mm256_blendv_pd(q2, q3, b2), b3);
}

/* 16-piece tables in the row layout (vec_table16.h): each lane's two
 * coefficients k, k + 1 are adjacent in its piece's row, so lanes 0 and 2
 * load theirs as one xmm and one vinsertf128 (a load and an operation on any
 * vector port), lanes 1 and 3 likewise, and vunpcklpd/vunpckhpd put c_k in
 * one register and c_{k+1} in the other: per coefficient two loads, an
 * insert and an unpack, against four vpermps and three vblendvpd for
 * vd_lookup16 over a column.  The four row offsets (vmovq, vpextrq) depend
 * on j only, and the compiler computes them once for the lookups of one j. */
#define VEC_TABLE16_ROWS 1
#include "kernels/vec/vec_table16.h"
static inline void vd_lookup16_2(const double *t, int k, vi j, vd *c0, vd *c1)
{
    __m256i o = _mm256_slli_epi64(_mm256_and_si256(j, _mm256_set1_epi64x(15)), 4); /* 16 j */
    __m128i l = _mm256_castsi256_si128(o), h = _mm256_extracti128_si256(o, 1);
    const double *r0 = t + _mm_cvtsi128_si64(l) + k, *r1 = t + _mm_extract_epi64(l, 1) + k;
    const double *r2 = t + _mm_cvtsi128_si64(h) + k, *r3 = t + _mm_extract_epi64(h, 1) + k;
    __m256d r02 = _mm256_insertf128_pd(_mm256_castpd128_pd256(_mm_load_pd(r0)), _mm_load_pd(r2), 1);
    __m256d r13 = _mm256_insertf128_pd(_mm256_castpd128_pd256(_mm_load_pd(r1)), _mm_load_pd(r3), 1);
    *c0 = _mm256_unpacklo_pd(r02, r13);
    *c1 = _mm256_unpackhi_pd(r02, r13);
}

/* y[i] = t[x[i]] for 16 16-bit elements: two 32-bit gathers, the even
 * and the odd elements (see vec_avx512.h); vpblendw joins them. */
#define V16_LANES 16
/* each 32-bit word: its low half from ve, its high half the low half of vo's */
static inline __m256i v16_join(__m256i ve, __m256i vo) { return _mm256_blend_epi16(ve, _mm256_slli_epi32(vo, 16), 0xaa); }
static inline void v16_lookup(const uint16_t *t, const uint16_t *x, uint16_t *y)
{
    __m256i xv = _mm256_loadu_si256((const __m256i *)x);
    const int *b = (const int *)(const void *)t;
    __m256i ve = _mm256_i32gather_epi32(b, _mm256_and_si256(xv, _mm256_set1_epi32(0xffff)), 2);
    __m256i vo = _mm256_i32gather_epi32(b, _mm256_srli_epi32(xv, 16), 2);
    VEC_ST256I((__m256i *)y, v16_join(ve, vo));
}
/* The same from an odd table (tables16.h; see vec_avx512.h) */
static inline void v16_lookup_odd(const uint16_t *t, uint32_t lo, const uint16_t *x, uint16_t *y)
{
    __m256i xv = _mm256_loadu_si256((const __m256i *)x);
    const int *b = (const int *)(const void *)t;
    __m256i m15 = _mm256_set1_epi32(0x7fff);
    __m256i l = _mm256_set1_epi32((int)lo), l1 = _mm256_set1_epi32((int)lo - 1);
    __m256i me = _mm256_and_si256(xv, m15), mo = _mm256_and_si256(_mm256_srli_epi32(xv, 16), m15);
    /* m, lo < 2^15: the signed compare is the unsigned one */
    __m256i ve = _mm256_mask_i32gather_epi32(me, b, _mm256_sub_epi32(me, l), _mm256_cmpgt_epi32(me, l1), 2);
    __m256i vo = _mm256_mask_i32gather_epi32(mo, b, _mm256_sub_epi32(mo, l), _mm256_cmpgt_epi32(mo, l1), 2);
    __m256i r = v16_join(ve, vo);
    r = _mm256_xor_si256(r, _mm256_and_si256(xv, _mm256_set1_epi16((short)0x8000)));
    VEC_ST256I((__m256i *)y, r);
}

#endif
