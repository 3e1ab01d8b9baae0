/* dd.h -- error-free transformations on vectors of doubles.
 *
 * A double-double value is hi + lo with |lo| <= ulp(hi)/2.  These are the
 * classical Knuth/Dekker transformations; with fma, a*b is split exactly.
 * They are exact under round-to-nearest (the default, which onnxm never
 * changes) and need the compiler not to reassociate (-ffp-contract=off, no
 * -ffast-math).
 */
#ifndef ONNXM_ALG_DD_H
#define ONNXM_ALG_DD_H

/* s + e == a + b exactly, for any a, b (Knuth's TwoSum, 6 flops). */
static inline vd dd_two_sum(vd a, vd b, vd *e)
{
    vd s = vd_add(a, b);
    vd bb = vd_sub(s, a);
    *e = vd_add(vd_sub(a, vd_sub(s, bb)), vd_sub(b, bb));
    return s;
}

/* s + e == a + b exactly, when |a| >= |b| or a == 0 (Dekker's FastTwoSum). */
static inline vd dd_fast_two_sum(vd a, vd b, vd *e)
{
    vd s = vd_add(a, b);
    *e = vd_sub(b, vd_sub(s, a));
    return s;
}

/* p + e == a * b exactly (barring underflow), using one fma. */
static inline vd dd_two_prod(vd a, vd b, vd *e)
{
    vd p = vd_mul(a, b);
    *e = vd_fma(a, b, vd_sub(vd_set(0.0), p));
    return p;
}

/* |x| with the sign of s (bit operations only). */
#ifndef VEC_HAVE_COPYSIGN
static inline vd vd_copysign(vd x, vd s)
{
    vi sign = vi_set((int64_t)0x8000000000000000ull);
    return vd_from_bits(vi_or(vi_and(vd_bits(x), vi_xor(sign, vi_set(-1))), vi_and(vd_bits(s), sign)));
}
#endif

/* For x positive, normal and finite: vd_logb(x) = floor(log2 x) as a
 * double (the unbiased exponent; 2^52 trick, no int->double conversion)
 * and vd_mant(x) = x 2^-logb(x) in [1, 2).  AVX-512 has one instruction
 * for each (vec_avx512.h); results are identical. */
#ifndef VEC_HAVE_LOGB_MANT
static inline vd vd_logb(vd x)
{
    vi ebits = vi_srl(vd_bits(x), 52);
    return vd_sub(vd_from_bits(vi_or(ebits, vi_set(0x4330000000000000))), vd_set(0x1p52 + 1023.0));
}
static inline vd vd_mant(vd x)
{
    return vd_from_bits(vi_or(vi_and(vd_bits(x), vi_set(0x000fffffffffffff)), vi_set(0x3ff0000000000000)));
}
#endif

#endif
