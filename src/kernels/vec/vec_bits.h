/* vec_bits.h -- vd_copysign, vd_logb and vd_mant as bit recipes over the
 * integer lanes, for the ISAs without instructions for them (scalar, AVX2,
 * NEON; AVX-512 has vgetexppd/vgetmantpd and defines its own).  Included by vec_<isa>.h once vi_*, vd_bits and vd_from_bits exist.
 *
 * vd_copysign(x, s): |x| with the sign of s, bit operations only.
 * For x positive, normal and finite: vd_logb(x) = floor(log2 x) as a double
 * (the unbiased exponent, by the 2^52 trick: no int->double conversion) and
 * vd_mant(x) = x 2^-logb(x) in [1, 2).  vec_logb_keeps_inf(): 1 where they
 * also give logb(+inf) = +inf and mant(+inf) = 1 (AVX-512's instructions),
 * 0 for these recipes (logb(+inf) = 1024). */
#ifndef ONNXM_VEC_BITS_H
#define ONNXM_VEC_BITS_H

static inline vd vd_copysign(vd x, vd s)
{
    vi sign = vi_set((int64_t)0x8000000000000000ull);
    return vd_from_bits(vi_or(vi_and(vd_bits(x), vi_xor(sign, vi_set(-1))), vi_and(vd_bits(s), sign)));
}
static inline vd vd_logb(vd x)
{
    vi ebits = vi_srl(vd_bits(x), 52);
    return vd_sub(vd_from_bits(vi_or(ebits, vi_set(0x4330000000000000))), vd_set(0x1p52 + 1023.0));
}
static inline vd vd_mant(vd x)
{
    return vd_from_bits(vi_or(vi_and(vd_bits(x), vi_set(0x000fffffffffffff)), vi_set(0x3ff0000000000000)));
}
static inline int vec_logb_keeps_inf(void) { return 0; }

#endif
