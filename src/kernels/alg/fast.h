/* fast.h -- Asinh and Acos cores for float, float16 and bfloat16 inputs.
 *
 * These inputs have at most 24 significant bits, and their results need
 * only be right to a relative 2^-44 for the rounding test (round.h) to
 * settle all but ~2^-18 of them; the rest go to the double-double slow
 * path.  So these cores drop the double-double steps of asinh.h/acos.h and
 * keep one divider operation, the square root (vsqrtpd, 24 cycles per
 * 8 lanes here, overlapping the ~40 other operations); the logarithm uses a
 * 16-entry table instead of a division.  (Replacing vsqrtpd by an FMA-only
 * rsqrt + Newton square root measured ~30% slower: it adds ~18 operations
 * to ports that are already the bottleneck.)
 *
 * Error bound ONNXM_FAST_ERR = 2^-44 relative; the terms below are each
 * below 2^-48 (polynomials from gen_poly.py "fast", evaluated with their
 * double coefficients).  Measured against MPFR by tests/c/test_fast_cores.c
 * (all float16/bfloat16 values, millions of floats): max 2^-50.9 (Asinh)
 * and 2^-49.8 (Acos); the test requires < 2^-46.
 * Special values are handled as in the accurate cores: +-0, +-inf, NaN,
 * |x| > 1 for Acos.
 */
#ifndef ONNXM_ALG_FAST_H
#define ONNXM_ALG_FAST_H

#define ONNXM_FAST_ERR 0x1p-44

/* Ends of the error interval of y (the float rounding test). */
static inline vd vd_err_lo_fast(vd y) { return vd_fma(vd_abs(y), vd_set(-ONNXM_FAST_ERR), y); }
static inline vd vd_err_hi_fast(vd y) { return vd_fma(vd_abs(y), vd_set(ONNXM_FAST_ERR), y); }
/* The 16-bit rounding test (round.h) with this error bound. */
static inline vm vd_round_test_f16(vd y, vd r) { return vd_round_test(y, r, ONNXM_FAST_ERR, 0x1p-10, 0x1p-24); }
static inline vm vd_round_test_bf16(vd y, vd r) { return vd_round_test(y, r, ONNXM_FAST_ERR, 0x1p-7, 0x1p-133); }

/* 16-entry table for log(m), m in [1, 2): c_j = 1/(1 + (j + 1/2)/16) and
 * -log(c_j), both rounded to double (gen_poly.py "fast").  For m in
 * [1 + j/16, 1 + (j+1)/16), r = m c_j - 1 lies in [-1/32, 1/32]. */
static const double onnxm_log16_c[16] = {
    0x1.f07c1f07c1f08p-1, 0x1.d41d41d41d41dp-1, 0x1.bacf914c1bad0p-1, 0x1.a41a41a41a41ap-1,
    0x1.8f9c18f9c18fap-1, 0x1.7d05f417d05f4p-1, 0x1.6c16c16c16c17p-1, 0x1.5c9882b931057p-1,
    0x1.4e5e0a72f0539p-1, 0x1.4141414141414p-1, 0x1.3521cfb2b78c1p-1, 0x1.29e4129e4129ep-1,
    0x1.1f7047dc11f70p-1, 0x1.15b1e5f75270dp-1, 0x1.0c9714fbcda3bp-1, 0x1.0410410410410p-1};
static const double onnxm_log16_logc[16] = {
    0x1.f829b0e7832f8p-6, 0x1.6f0d28ae56b4ep-4, 0x1.29552f81ff521p-3, 0x1.9525a9cf456b6p-3,
    0x1.fb9186d5e3e29p-3, 0x1.2e8e2bae11d31p-2, 0x1.5d1bdbf5809cap-2, 0x1.89a3386c1425bp-2,
    0x1.b44f77bcc8f64p-2, 0x1.dd46a04c1c4a1p-2, 0x1.02552a5a5d0ffp-1, 0x1.154c3d2f4d5eap-1,
    0x1.2795e1289b11bp-1, 0x1.393e0d3562a1ap-1, 0x1.4a4f85db03ebbp-1, 0x1.5ad404c359f2dp-1};

/* log(w) for w >= 1 normal, finite, to 2^-50 absolute:
 * w = 2^k m, m in [1, 2), log w = k ln2 + log(1/c_j) + log1p(r),
 * log1p(r) = r + r^2 L(r), L degree 6 near-minimax on |r| <= 1/32
 * (relative error 2^-43.1; r^2 L <= 2^-11, so < 2^-54 absolute). */
static inline vd alg_log_fast(vd w)
{
    vi bits = vd_bits(w);
    vi ebits = vi_srl(bits, 52);
    vd k = vd_sub(vd_from_bits(vi_or(ebits, vi_set(0x4330000000000000))), vd_set(0x1p52 + 1023.0));
    vd m = vd_from_bits(vi_or(vi_and(bits, vi_set(0x000fffffffffffff)), vi_set(0x3ff0000000000000)));
    vi j = vi_and(vi_srl(bits, 48), vi_set(15));
    vd r = vd_fma(m, vd_lookup16(onnxm_log16_c, j), vd_set(-1.0));
    vd l = vd_set(-0x1.0059ddde3cf29p-3);
    l = vd_fma(l, r, vd_set(0x1.24f622be9cbbcp-3));
    l = vd_fma(l, r, vd_set(-0x1.55554a13195eap-3));
    l = vd_fma(l, r, vd_set(0x1.99998d1731d7ep-3));
    l = vd_fma(l, r, vd_set(-0x1.000000002d20ap-2));
    l = vd_fma(l, r, vd_set(0x1.5555555587794p-2));
    l = vd_fma(l, r, vd_set(-0x1.0000000000000p-1));
    vd hi = vd_fma(k, vd_set(ONNXM_LN2_HI), vd_lookup16(onnxm_log16_logc, j));
    vd lo = vd_fma(vd_mul(r, r), l, vd_fma(k, vd_set(ONNXM_LN2_LO), r));
    return vd_add(hi, lo);
}

/* asinh(x), x a float/float16/bfloat16 value, relative error < 2^-48:
 *   |x| < 1/4:   x + x z S(z), z = x^2, S degree 7 near-minimax for
 *                (asinh(a)/a - 1)/a^2 on [0, 1/16] (2^-51.2);
 *   |x| > 2^26:  log(2|x|) (the neglected 1/(4x^2) is < 2^-54);
 *   otherwise:   log(|x| + sqrt(1 + x^2)); x^2 is exact (24-bit x), the
 *                sum rounds once, the result is >= 0.247 so the absolute
 *                errors above are relative errors below 2^-48. */
static inline vd alg_asinh_fast(vd x)
{
    vd a = vd_abs(x);
    vd z = vd_mul(a, a);
    vd s = vd_set(0x1.33d2e5074dae7p-7);
    s = vd_fma(s, z, vd_set(-0x1.c2b67c0c7a766p-7));
    s = vd_fma(s, z, vd_set(0x1.1c2115e4b6916p-6));
    s = vd_fma(s, z, vd_set(-0x1.6e8a503358742p-6));
    s = vd_fma(s, z, vd_set(0x1.f1c71717daf58p-6));
    s = vd_fma(s, z, vd_set(-0x1.6db6db686298dp-5));
    s = vd_fma(s, z, vd_set(0x1.33333333312c9p-4));
    s = vd_fma(s, z, vd_set(-0x1.5555555555553p-3));
    vd y_small = vd_fma(vd_mul(a, z), s, a);

    vm big = vd_gt(a, vd_set(0x1p26));
    vd ac = vd_min(a, vd_set(0x1p26));
    vd w = vd_add(ac, vd_sqrt(vd_fma(ac, ac, vd_set(1.0))));
    w = vd_sel(big, vd_mul(vd_min(a, vd_set(0x1p1000)), vd_set(2.0)), w);
    vd y = alg_log_fast(w);

    y = vd_sel(vd_lt(a, vd_set(0.25)), y_small, y);
    y = vd_sel(vd_lt(a, vd_set(INFINITY)), y, vd_add(a, a)); /* inf, quiet NaN */
    return vd_copysign(y, x);
}

/* acos(x), x a float/float16/bfloat16 value, relative error < 2^-48:
 * as acos.h (pi/2 - asin(x) for |x| < 1/2, 2 asin(sqrt((1-|x|)/2)) and its
 * reflection otherwise) with P of degree 10 (2^-45.6 relative, and
 * x z P <= 4.5% of the result), plain double sums and a correctly rounded
 * square root (z = (1-|x|)/2 is exact).  |x| > 1 and NaN are selected
 * explicitly at the end. */
static inline vd alg_acos_fast(vd x)
{
    vd a = vd_abs(x);
    vm small = vd_lt(a, vd_set(0.5));
    vd z = vd_sel(small, vd_mul(x, x), vd_mul(vd_sub(vd_set(1.0), a), vd_set(0.5)));
    vd p = vd_set(0x1.c8a4a8d5d7026p-6);
    p = vd_fma(p, z, vd_set(-0x1.bf16e7c9f283cp-8));
    p = vd_fma(p, z, vd_set(0x1.fa1b2b4831188p-7));
    p = vd_fma(p, z, vd_set(0x1.512bc40e88a9ep-7));
    p = vd_fma(p, z, vd_set(0x1.cf5ed14c7cb7ep-7));
    p = vd_fma(p, z, vd_set(0x1.1c0d74beb3610p-6));
    p = vd_fma(p, z, vd_set(0x1.6e8f34a32a3ecp-6));
    p = vd_fma(p, z, vd_set(0x1.f1c6ff7f5507fp-6));
    p = vd_fma(p, z, vd_set(0x1.6db6dba99e56dp-5));
    p = vd_fma(p, z, vd_set(0x1.33333333030cfp-4));
    p = vd_fma(p, z, vd_set(0x1.55555555555bbp-3));

    vd y_small = vd_sub(vd_set(ONNXM_PIO2_HI), vd_fma(vd_mul(x, z), p, x));
    vd s = vd_sqrt(vd_max(z, vd_set(0.0)));
    vd as2 = vd_mul(vd_fma(vd_mul(s, z), p, s), vd_set(2.0));
    vd y_pos = as2;
    vd y_neg = vd_sub(vd_set(ONNXM_PI_HI), as2);
    vd y = vd_sel(small, y_small, vd_sel(vd_gt(x, vd_set(0.0)), y_pos, y_neg));
    /* |x| > 1 and +-inf: NaN; a NaN input: itself, quieted (x + x) */
    vd nan = vd_sel(vd_le(a, a), vd_set(NAN), vd_add(x, x));
    return vd_sel(vd_le(a, vd_set(1.0)), y, nan);
}

#endif
