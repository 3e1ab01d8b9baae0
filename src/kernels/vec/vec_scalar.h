/* vec_scalar.h -- the vector API with one lane: the portable path.
 *
 * Algorithms in src/kernels/alg/ are written once against this small API
 * (vd = vector of doubles, vf = vector of floats, vm = lane mask) and
 * compiled once per instruction set: vec_scalar.h, vec_avx2.h and
 * vec_avx512.h each define the same names.  Every operation here is an IEEE
 * operation with a single rounding (round to nearest even), and fma() is a
 * true fused multiply-add in every implementation, so all paths compute
 * bit-identical results.
 */
#ifndef ONNXM_VEC_SCALAR_H
#define ONNXM_VEC_SCALAR_H

#include <math.h>
#include <stdint.h>
#include <string.h>

#include "kernels/convert.h"
#include "kernels/nan.h"

#define VEC_ISA_NAME scalar
#define VEC_ISA ONNXM_ISA_SCALAR /* onnxm.h */
#define VEC_ISA_NT 0       /* 1: streaming stores */
/* a hint to load the cache line at p (kernel_bodies.h's loops) */
static inline void vec_prefetch(const void *p) { (void)p; }
#define VD_LANES 1 /* doubles per vd */
static inline void vec_fence(void) {}
#define VF_LANES 1 /* floats per vf */

typedef double vd;
typedef float vf;
typedef int64_t vi; /* one int64 per vd lane */
typedef int vm;     /* mask for vd lanes */

static inline vd vd_set(double c) { return c; }
static inline vd vd_add(vd a, vd b) { return a + b; }
static inline vd vd_sub(vd a, vd b) { return a - b; }
static inline vd vd_mul(vd a, vd b) { return a * b; }
static inline vd vd_div(vd a, vd b) { return a / b; }
/* sqrt of x < 0: x86-64's default NaN, -qNaN, on every ISA (kernels/nan.h;
 * vec_neon.h: Arm's default NaN is +qNaN, so AArch64 selects it) */
#if defined(__aarch64__)
static inline vd vd_sqrt(vd a) { return a < 0 ? onnxm_default_nan() : sqrt(a); }
#else
static inline vd vd_sqrt(vd a) { return sqrt(a); }
#endif
static inline vd vd_fma(vd a, vd b, vd c) { return fma(a, b, c); } /* a*b+c, one rounding */
static inline vd vd_fnma(vd a, vd b, vd c) { return fma(-a, b, c); } /* c - a b */
static inline vd vd_fms(vd a, vd b, vd c) { return fma(a, b, -c); } /* a b - c */
static inline vd vd_abs(vd a) { return fabs(a); }
static inline vd vd_min(vd a, vd b) { return a < b ? a : b; } /* b if either is NaN */
static inline vd vd_max(vd a, vd b) { return a > b ? a : b; } /* b if either is NaN */
/* x with |x| held to c (c > 0), its sign kept: min(max(x, -c), c) for
 * every x but NaN, for which the result is -c (AVX-512: +-c).  Callers
 * take NaN lanes from x. */
static inline vd vd_clamp_abs(vd x, double c) { return vd_min(vd_max(x, -c), c); }

static inline vm vd_lt(vd a, vd b) { return a < b; }
static inline vm vd_le(vd a, vd b) { return a <= b; }
static inline vm vd_gt(vd a, vd b) { return a > b; }
static inline vm vd_ge(vd a, vd b) { return a >= b; }
static inline vm vd_eq(vd a, vd b) { return a == b; }
static inline vd vd_sel(vm m, vd a, vd b) { return m ? a : b; }
static inline vd vd_zero_if(vm m, vd a) { return m ? 0.0 : a; } /* +0 where m, else a */
static inline vd vd_zero_unless(vm m, vd a) { return m ? a : 0.0; } /* a where m, else +0 */
/* a where m, b elsewhere, for a caller whose m is exactly where that is
 * min(a, b) (or where a == b): each ISA takes the cheaper of a select and a
 * min, which agree there */
static inline vd vd_sel_min(vm m, vd a, vd b) { (void)m; return vd_min(a, b); }
/* c where m, a b + c elsewhere, for c nonzero and b finite, where
 * fma(+0, b, c) = c exactly: a select or an fma of a zeroed a, as is
 * cheaper */
static inline vd vd_fma_unless(vm m, vd a, vd b, vd c) { return vd_fma(vd_zero_if(m, a), b, c); }
/* 1 where a select of a computed value folds into the masked operation
 * that computes it (AVX-512), 0 where a select is a blend that costs more
 * than a few bit operations: an algorithm with two equally exact forms
 * (alg/acos.h) takes the one that is cheaper here */
static inline int vec_sel_is_masked(void) { return 0; }
static inline vm vm_and(vm a, vm b) { return a & b; }
static inline vm vm_or(vm a, vm b) { return a | b; }
static inline vm vm_not(vm a) { return !a; }
static inline vm vm_true(void) { return 1; } /* every lane */
static inline unsigned vm_bits(vm a) { return a != 0; } /* bit i = lane i */

static inline vi vd_bits(vd a) { int64_t i; memcpy(&i, &a, 8); return i; }
static inline vd vd_from_bits(vi i) { double a; memcpy(&a, &i, 8); return a; }
static inline vi vi_set(int64_t c) { return c; }
static inline vi vi_and(vi a, vi b) { return a & b; }
static inline vi vi_or(vi a, vi b) { return a | b; }
static inline vi vi_xor(vi a, vi b) { return a ^ b; }
static inline vi vi_add(vi a, vi b) { return (vi)((uint64_t)a + (uint64_t)b); }
static inline vi vi_sub(vi a, vi b) { return (vi)((uint64_t)a - (uint64_t)b); }
#define vi_srl(a, n) ((vi)((uint64_t)(a) >> (n)))
#define vi_sll(a, n) ((vi)((uint64_t)(a) << (n)))
/* lanes where a & b != 0 (b >= 0, so that "> 0" is the same on AVX2) */
static inline vm vi_test(vi a, vi b) { return (a & b) != 0; }

#include "kernels/vec/vec_bits.h"
/* y where x is finite; x + x where it is not (+-inf stays, a NaN is
 * quieted with its sign and payload): the special values of a function
 * that maps +-inf to itself, such as asinh */
static inline vd vd_pass_nonfinite(vd y, vd x) { return vd_abs(x) < INFINITY ? y : x + x; }
/* 1/sqrt(x) within 2^-14 relative.  vec_fast_rsqrt14(): 1 where this is
 * a fast instruction that does not use the divider (AVX-512's vrsqrt14pd);
 * elsewhere (0) it is modelled as the reciprocal square root off by its
 * largest allowed error, for the tests of alg_sqrt_nr (alg/fast.h), and
 * the kernels do not use it. */
static inline vd vd_rsqrt14(vd x) { return (1.0 - 0x1p-14) / sqrt(x); }
static inline int vec_fast_rsqrt14(void) { return 0; }

/* ---- float lanes */
static inline vf vf_set(float c) { return c; }
#if defined(__aarch64__)
static inline vf vf_sqrt(vf a) { return a < 0 ? onnxm_default_nanf() : sqrtf(a); }
#else
static inline vf vf_sqrt(vf a) { return sqrtf(a); }
#endif
static inline vf vf_div(vf a, vf b) { return a / b; }

/* ---- loads and stores; p may have any alignment */
static inline vd vd_load(const double *p) { double v; memcpy(&v, p, 8); return v; }
static inline void vd_store(double *p, vd v) { memcpy(p, &v, 8); }
static inline void vd_spill(double *p, vd v) { *p = v; } /* for local buffers */
static inline vd vd_load_f32(const float *p) { float v; memcpy(&v, p, 4); return v; }
static inline vf vf_load(const float *p) { float v; memcpy(&v, p, 4); return v; }
static inline void vf_store(float *p, vf v) { memcpy(p, &v, 4); }
/* double -> float, round to nearest even (subnormals kept, overflow to inf) */
static inline void vd_store_f32(float *p, vd v) { float f = (float)v; memcpy(p, &f, 4); }

static inline vd vd_load_f16(const uint16_t *p) { uint16_t h; memcpy(&h, p, 2); return onnxm_f16_to_f32(h); }
static inline vd vd_load_bf16(const uint16_t *p) { uint16_t h; memcpy(&h, p, 2); return onnxm_bf16_to_f32(h); }
static inline vf vf_load_f16(const uint16_t *p) { uint16_t h; memcpy(&h, p, 2); return onnxm_f16_to_f32(h); }
static inline vf vf_load_bf16(const uint16_t *p) { uint16_t h; memcpy(&h, p, 2); return onnxm_bf16_to_f32(h); }
/* float -> float16 / bfloat16, round to nearest even */
static inline void vf_store_f16(uint16_t *p, vf v) { uint16_t h = onnxm_f32_to_f16(v); memcpy(p, &h, 2); }
static inline void vf_store_bf16(uint16_t *p, vf v) { uint16_t h = onnxm_f32_to_bf16(v); memcpy(p, &h, 2); }
/* a double that is exactly representable as float16 / bfloat16 (or inf/NaN)
 * -> its encoding; no rounding happens here. */
static inline void vd_store_f16_exact(uint16_t *p, vd v) { uint16_t h = onnxm_f32_to_f16((float)v); memcpy(p, &h, 2); }
static inline void vd_store_bf16_exact(uint16_t *p, vd v) { uint16_t h = onnxm_f32_to_bf16((float)v); memcpy(p, &h, 2); }

/* t[j mod 16] for a 16-entry table (only the low 4 bits of j count) */
static inline vd vd_lookup16(const double *t, vi j) { return t[j & 15]; }

/* y[i] = t[x[i]] for V16_LANES 16-bit elements */
#define V16_LANES 4
static inline void v16_lookup(const uint16_t *t, const uint16_t *x, uint16_t *y)
{
    for (int i = 0; i < V16_LANES; i++)
        y[i] = t[x[i]];
}
/* The same from an odd table (tables16.h): four elements at once in the
 * 16-bit fields of a 64-bit word, without branches, which inputs of random
 * sign and magnitude would mispredict (a branch per element was several
 * times slower over a wide range of inputs).  Setting each field's top bit before
 * subtracting lo keeps borrows inside the field and leaves that bit set
 * exactly where |x| >= lo.  The fields are read and written with the same
 * shifts, so the byte order does not matter. */
static inline void v16_lookup_odd(const uint16_t *t, uint32_t lo, const uint16_t *x, uint16_t *y)
{
    const uint64_t top = 0x8000800080008000u;
    uint64_t w, v = 0;
    memcpy(&w, x, 8);
    uint64_t m = w & ~top;
    uint64_t d = (m | top) - lo * 0x0001000100010001u; /* field: 2^15 + |x| - lo */
    uint64_t in = ((d & top) >> 15) * 0xffffu;         /* field: all ones where |x| >= lo */
    d &= ~top & in;                                     /* field: the entry, 0 where not in */
    for (int i = 0; i < 4; i++)
        v |= (uint64_t)t[(d >> (16 * i)) & 0xffffu] << (16 * i);
    w = ((v & in) | (m & ~in)) ^ (w & top);
    memcpy(y, &w, 8);
}

/* 16-piece tables in the column layout, vd_lookup16_2 by vd_lookup16 */
#define VEC_TABLE16_ROWS 0
#include "kernels/vec/vec_table16.h"

#endif
