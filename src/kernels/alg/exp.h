/* exp.h -- Exp: the float-input core of the float/float16/bfloat16 kernels
 * (alg/fast.h), and the double core that settles the lanes their rounding
 * test leaves open (within 0.52 ulp of double; the double kernel itself is
 * correctly rounded: alg/exp_dd.h, accurate.c).  The shared exponential
 * of the elementary functions built on it (Sigmoid, Tanh): both cores come
 * as parts, a scale s and a mantissa part q with exp(x) = s (1 + q), so a
 * caller can form expm1(x) = (s - 1) + s q without cancellation.
 *
 * Method (both cores):  x = k ln2/16 + r with k = round(x 16/ln2), so
 *   exp(x) = 2^e 2^(j/16) exp(r),  e = floor(k/16), j = k mod 16.
 *   k: one fma with the shifter 1.5 2^52, t = RN(x RN(16/ln2) + 1.5 2^52):
 *     t = 1.5 2^52 + k exactly, k in t's low bits (|k| < 2^15 for
 *     |x| <= 746).  |x 16/ln2 - k| <= 1/2 + 2^-41.8 (16/ln2's rounding,
 *     2^-55.97 relative, times |x 16/ln2| <= 2^14.1), so the exact
 *     reduced argument has |x - k ln2/16| <= ln2/32 (1 + 2^-40.8).
 *   2^(j/16) = T_j e^tau_j, T_j = RN(2^(j/16)), |tau_j| < 2^-53.44, from
 *     a 16-piece table (vd_lookup16_2, which reads the low 4 bits of t's
 *     bits, i.e. j).  The table holds tb_j, the double whose bits are
 *     bits(T_j) - j 2^48 (it is (T_j + 1 - j/16)/2, exactly), so that
 *     bits(s) = bits(tb_j) + (bits(t) << 48) = bits(T_j) + e 2^52: the
 *     shift drops the shifter's bits (2^51 << 48 leaves 64 bits) and puts
 *     j 2^48 + e 2^52 in their place; two integer operations, no
 *     conversion.  s = T_j 2^e exactly wherever it is a normal double.
 *   q = expm1(r) = r + r^2 Q(r), Q a near-minimax polynomial on |r| <=
 *     ln2/32 (1 + 2^-38) (gen_poly.py exp), and exp(x) = s (1 + q) by one
 *     fma, y = RN(s q + s).
 *
 * The float-input core (alg_exp_fast_*; inputs in alg_exp_fast_ok, where
 * exp(x) is a normal float or rounds to FLT_MAX: x in [XLO, XHI] =
 * [-0x1.5d589ep+6, 0x1.62e42ep+6], |k| <= 2048, e in [-126, 128]):
 *   r = RN(x - k C), C = RN(ln2/16): |C - ln2/16| < 2^-59.26, so the
 *     argument is off by |k| 2^-59.26 <= 2^-48.26, plus r's rounding
 *     (|r| < 2^-5.5: <= 2^-59): exp's relative error < 2^-48.24.
 *   Q of degree 3, (c0 + c1 r) + r^2 (c2 + c3 r): r^2 Q within 2^-45.6 of
 *     expm1(r) - r relative to exp(r) (so relative to the result);
 *     roundings: Q's last two (<= 2^-54 each, Q ~ 1/2) and r^2's, times
 *     r^2 <= 2^-11.04: < 2^-63.5; q's fma: <= 2^-59 (|q| < 2^-5.5);
 *     relative to 1 + q >= 0.9786: < 2^-58.9.
 *   s: T_j's rounding, |tau_j| < 2^-53.44; y's: 2^-53.
 *   In all < 2^-45.6 + 2^-48.24 + 2^-53 + 2^-53.44 + 2^-58.9 < 2^-45.37,
 *   far below E/2 = 2^-37 (fast.h: degree 2 gives 2^-36.5, too much).
 *   Measured: 2^-45.49 (tests/c/test_fast_cores.c).
 * The double core (alg_exp_core; the fix-ups' second try):
 *   r + rl = x - k ln2/16 + tau_j: ln2/16 = C_hi + C_lo + d, C_hi of 38
 *     bits (k C_hi exact for |k| < 2^15), |d| < 2^-97.  rh = x - k C_hi is
 *     exact by one fma: k = 0 gives x; otherwise |x| > 2^-6, so x and
 *     k C_hi are multiples of 2^-58 and |rh| < 2^-5.  lo = RN(tau_j -
 *     k C_lo) (|k C_lo| < 2^-28.9: its rounding < 2^-81.9, k d < 2^-82.9,
 *     tau_j's < 2^-106); r + rl = rh + lo by FastTwoSum, exact where |rh|
 *     >= |lo|, else |r| < 2^-27.9 and within 2^-80.  So e^(r + rl) is
 *     within 2^-80.3 (relative) of exp(x)/(T_j 2^e).
 *   q = RN(r + RN(r^2 Q + rl)), Q of degree 5 (2^-64.4 relative to exp(r));
 *     r2 = RN(r^2), Horner's and the inner fma's roundings: < 3 2^-65;
 *     the outer addition: <= 2^-59 (|q| < 2^-5.5).  Relative to 1 + q:
 *     < 2^-58.87 with the fit.
 *   Scaling: e = e1 + e2, e1 = floor(k/32) (e in [-1077, 1024] for the
 *     clamped x below, e1 and e - e1 in [-539, 513]): s = T_j 2^(e - e1)
 *     and f = 2^e1 are normal doubles, and y = RN(s q + s) f is exact
 *     wherever the result is a normal double.
 *   So |s (1 + q) - exp(x)| < 2^-58.87 exp(x) < 0.018 ulp (ulp(y) > 2^-53
 *   y), and with y's rounding < 0.52 ulp, for x in [-708.39, 709.78]
 *   (results >= 2^-1022; the float kernels ask it only for x in [-104,
 *   89]); measured max 0.516 ulp on 3 10^6 inputs (floats in [-104, 89],
 *   doubles in [-708.3, 709.7] and near 0) against MPFR.  Outside: x is
 *   clamped to [-746, 710] first, so x > 709.78 (+inf included) overflows
 *   to +inf in the product by f, x < -745.2 (-inf included) gives +0, and
 *   the subnormal results between are rounded twice (RN(s q + s), then
 *   the product); NaN propagates (quiet).
 *
 * Special values (alg_exp_fast_special, the kernels' result outside
 * alg_exp_fast_ok, and the same values the fast core's clamp gives for
 * |x| beyond [XZ, XHI]): NaN -> quiet NaN (x + x: sign and payload kept); x > XHI
 * (+inf included) -> +inf: exp(XHI) < FLT_MAX + ulp/2 <= exp(next float);
 * x < XZ = -0x1.9fe368p+6 (-inf included) -> +0: exp(x) < 2^-150 for
 * every float below XZ, so it rounds to 0 in every type; XZ <= x < XLO:
 * the float results are subnormal, where round.h's float test does not
 * apply, and float16/bfloat16 have their own rounding (float16: 0;
 * bfloat16: subnormal too).  alg_exp_fast_special returns there one
 * double that every type's rounding takes to the correctly rounded
 * result: exp(x) rounded to odd on the multiples of 2^-151 (R 2^-151, R
 * the odd integer next to exp(x) 2^151, which is never an integer).  Each
 * type's grid there is 2^-149 (float), 2^-133 (bfloat16) or coarser, so
 * its midpoints are multiples of 2^-150, even multiples of 2^-151; exp(x)
 * and R 2^-151 lie strictly between the same two consecutive multiples of
 * 2^-151, so on the same side of every midpoint, and round alike (round
 * to odd with two extra bits).  Y = exp(x) 2^151 comes from the double
 * core (< 0.52 ulp, so within 2^-52 Y); with n = RN(Y) and d = Y - n
 * (exact), R = n if n is odd, else n + sign(d), decided where |d| > 2^-51
 * Y.  The lanes it leaves open (about 2^-25 of them) take the slow path's
 * double-double (onnxm_exp_slow_odd).
 */
#ifndef ONNXM_ALG_EXP_H
#define ONNXM_ALG_EXP_H

#include "kernels/alg/dd.h"
#include "kernels/alg/fast.h"
#include "kernels/slow.h"

#define ALG_EXP_XHI 0x1.62e42ep+6   /* largest float x with exp(x) rounding to a finite float */
#define ALG_EXP_XLO -0x1.5d589ep+6  /* smallest float x with exp(x) >= 2^-126: 2^-126 (1 + 2^-17.75) */
#define ALG_EXP_XZ -0x1.9fe368p+6   /* smallest float x with exp(x) > 2^-150 */
#define ALG_EXP_INVL 0x1.71547652b82fep+4 /* RN(16/ln2) */
#define ALG_EXP_C 0x1.62e42fefa39efp-5    /* RN(ln2/16) */
#define ALG_EXP_C_HI 0x1.62e42fefa0000p-5 /* ln2/16 to 38 bits */
#define ALG_EXP_C_LO 0x1.cf79abc9e3b3ap-44 /* RN(ln2/16 - C_HI) */
#define ALG_EXP_SHIFT 0x1.8p52

/* One piece per j = k mod 16: tb_j (bits(T_j) - j 2^48) and tau_j =
 * RN(log(2^(j/16)/T_j)), T_j = RN(2^(j/16)) (gen_poly.py exp). */
#define ALG_EXP_PIECES(X) \
    X(0x1.0000000000000p+0, 0x0.0p+0) /*  0: T = 0x1.0000000000000p+0 */ \
    X(0x1.fb5586cf9890fp-1, 0x1.79aa65d837b6cp-54) /*  1: T = 0x1.0b5586cf9890fp+0 */ \
    X(0x1.f72b83c7d517bp-1, -0x1.01b15eaa59348p-55) /*  2: T = 0x1.172b83c7d517bp+0 */ \
    X(0x1.f387a6e756238p-1, 0x1.68efde3a8a894p-54) /*  3: T = 0x1.2387a6e756238p+0 */ \
    X(0x1.f06fe0a31b715p-1, 0x1.34d754db0abb6p-55) /*  4: T = 0x1.306fe0a31b715p+0 */ \
    X(0x1.edea64c123422p-1, 0x1.59f48a72a4c6dp-55) /*  5: T = 0x1.3dea64c123422p+0 */ \
    X(0x1.ebfdad5362a27p-1, 0x1.690cebb7aafb0p-56) /*  6: T = 0x1.4bfdad5362a27p+0 */ \
    X(0x1.eab07dd485429p-1, 0x1.063e1e21c5409p-54) /*  7: T = 0x1.5ab07dd485429p+0 */ \
    X(0x1.ea09e667f3bcdp-1, -0x1.3b3efbf5e2229p-54) /*  8: T = 0x1.6a09e667f3bcdp+0 */ \
    X(0x1.ea11473eb0187p-1, -0x1.b32dcb94da51dp-56) /*  9: T = 0x1.7a11473eb0187p+0 */ \
    X(0x1.eace5422aa0dbp-1, 0x1.db72fc1f0eab4p-55) /* 10: T = 0x1.8ace5422aa0dbp+0 */ \
    X(0x1.ec49182a3f090p-1, 0x1.1affc2b91ce27p-56) /* 11: T = 0x1.9c49182a3f090p+0 */ \
    X(0x1.ee89f995ad3adp-1, 0x1.c1a7792cb3387p-55) /* 12: T = 0x1.ae89f995ad3adp+0 */ \
    X(0x1.f199bdd85529cp-1, 0x1.36eae30af0cb3p-56) /* 13: T = 0x1.c199bdd85529cp+0 */ \
    X(0x1.f5818dcfba487p-1, 0x1.4a385a63d07a7p-56) /* 14: T = 0x1.d5818dcfba487p+0 */ \
    X(0x1.fa4afa2a490dap-1, -0x1.ff7128fd391f1p-55) /* 15: T = 0x1.ea4afa2a490dap+0 */
static const double alg_exp_tab[16][16] VEC_TABLE16_ALIGN = VEC_TABLE16(ALG_EXP_PIECES);

/* s = T_j 2^e from tb_j and t = 1.5 2^52 + k (see the top) */
static inline vd alg_exp_scale(vd tb, vd t) { return vd_from_bits(vi_add(vd_bits(tb), vi_sll(vd_bits(t), 48))); }

/* ------------------------------------------------------ the double core */
/* Q of degree 5: r^2 Q within 2^-64.4 of expm1(r) - r, relative to exp(r) */
static inline vd alg_exp_q5(vd r)
{
    vd p = vd_set(0x1.a01b0c2edab7dp-13);
    p = vd_fma(p, r, vd_set(0x1.6c17ed4cc4834p-10));
    p = vd_fma(p, r, vd_set(0x1.11111110e10a8p-7));
    p = vd_fma(p, r, vd_set(0x1.55555554e9468p-5));
    p = vd_fma(p, r, vd_set(0x1.5555555555556p-3));
    p = vd_fma(p, r, vd_set(0x1.0000000000001p-1));
    return p;
}

/* The parts of the double core: exp(x) = s (1 + q) f, within 2^-58.87
 * relative before any rounding of the product (top of the file), s and f
 * exact powers of two times T_j; for expm1, s f - 1 is exact where s f is
 * in [1/2, 2]. */
static inline void alg_exp_core_parts(vd x, vd *s, vd *q, vd *f)
{
    /* NaN stays NaN: vd_max/vd_min return their second operand then */
    vd xc = vd_min(vd_set(710.0), vd_max(vd_set(-746.0), x));
    vd t = vd_fma(xc, vd_set(ALG_EXP_INVL), vd_set(ALG_EXP_SHIFT));
    vd kd = vd_sub(t, vd_set(ALG_EXP_SHIFT));
    vd tb, tau;
    vd_lookup16_2(&alg_exp_tab[0][0], 0, vd_bits(t), &tb, &tau);
    vd rh = vd_fnma(kd, vd_set(ALG_EXP_C_HI), xc); /* exact */
    vd lo = vd_fnma(kd, vd_set(ALG_EXP_C_LO), tau);
    vd rl, r = dd_fast_two_sum(rh, lo, &rl);
    vd r2 = vd_mul(r, r);
    *q = vd_add(r, vd_fma(r2, alg_exp_q5(r), rl));
    /* e1 = floor(k/32): the low 12 bits of bits(t) >> 5 (2^51 is a
     * multiple of 2^17), f = 2^e1 and s = T_j 2^(e - e1) */
    vi e1 = vi_sll(vi_srl(vd_bits(t), 5), 52);
    *f = vd_from_bits(vi_add(e1, vi_set(0x3ff0000000000000)));
    *s = vd_from_bits(vi_sub(vi_add(vd_bits(tb), vi_sll(vd_bits(t), 48)), e1));
}

static inline vd alg_exp_core(vd x)
{
    vd s, q, f;
    alg_exp_core_parts(x, &s, &q, &f);
    return vd_mul(vd_fma(s, q, s), f);
}

/* ------------------------------------------------ the float-input core */
/* Groups of ALG_EXP_GROUP vectors, not pipelined (ONNXM_LOOP_FIX): the
 * core is short and has no long-latency instruction; no square root, so
 * ALG_EXP_NR = 0 and the divider variant is the same kernel.  Four vectors
 * on AVX-512, two on the narrower ISAs, where four need more registers
 * than AVX2's 16 (bench/README.md, "Groups for the exponential family"). */
#define ALG_EXP_GROUP (VD_LANES == 8 ? ALG_GROUP : 2)
#define ALG_EXP_GROUP_DIVIDER ALG_EXP_GROUP
#define ALG_EXP_NR 0u

/* The inputs the fast core settles itself: [XLO, XHI], where its error
 * bound holds, and beyond it, where alg_exp_fast_n clamps x so that its
 * result rounds to +inf (x > XHI) or +0 (x < XZ) in every type.  Outside:
 * the float-subnormal band [XZ, XLO) and NaN (every compare false). */
static inline vm alg_exp_fast_ok(vd x)
{
    return vm_or(vd_ge(x, vd_set(ALG_EXP_XLO)), vd_lt(x, vd_set(ALG_EXP_XZ)));
}

/* The parts of the float-input core, n <= ALG_GROUP vectors: exp(x) =
 * s (1 + q) within 2^-45.37 relative (top of the file) for x in
 * alg_exp_fast_ok, s = T_j 2^e (T_j's rounding included in that bound),
 * q = expm1(r).  For expm1 (Tanh): where k = 0 (|x| < ln2/32 (1 - 2^-41)),
 * s = 1 exactly and q = expm1(x) within 2^-40.1 relative to |expm1(x)|
 * (Q's fit so measured, gen_poly.py exp) plus the roundings (r's, then q's:
 * 2^-52.9); elsewhere (s - 1) + s q, where s - 1 is exact for s in [1/2, 2],
 * is within 2^-45.37 exp(x) <= 2^-39.8 |expm1(x)| (|x| >= ln2/32)..
 * alg_exp_fast_parts_sgn(n, x, -1, ...) gives the parts of exp(-x), bit for
 * bit those of alg_exp_fast_parts on -x, with the negation folded into the
 * constants (every operation rounds to nearest, which is odd: RN(-v) =
 * -RN(v), so negating 16/ln2 and Q's odd coefficients negates r and keeps
 * k), for Sigmoid's e^-x at no cost.  sgn is a constant, +1 or -1. */
static inline __attribute__((always_inline)) void alg_exp_fast_parts_sgn(int n, const vd *x, double sgn, vd *s,
                                                                          vd *q)
{
    vd t[ALG_GROUP], kd[ALG_GROUP], r[ALG_GROUP], r2[ALG_GROUP], a[ALG_GROUP], b[ALG_GROUP], tb[ALG_GROUP], unused;
    ALG_EACH(u, n) t[u] = vd_fma(x[u], vd_set(sgn * ALG_EXP_INVL), vd_set(ALG_EXP_SHIFT));
    ALG_EACH(u, n) kd[u] = vd_sub(t[u], vd_set(ALG_EXP_SHIFT)); /* k, exactly */
    /* r = sgn RN(sgn x - k C): the reduced argument of sgn x, times sgn */
    ALG_EACH(u, n) r[u] = sgn > 0 ? vd_fnma(kd[u], vd_set(ALG_EXP_C), x[u]) : vd_fma(kd[u], vd_set(ALG_EXP_C), x[u]);
    ALG_EACH(u, n) vd_lookup16_2(&alg_exp_tab[0][0], 0, vd_bits(t[u]), &tb[u], &unused);
    ALG_EACH(u, n) s[u] = alg_exp_scale(tb[u], t[u]);
    /* Q = (c0 + c1 r) + r^2 (c2 + c3 r): r^2 Q within 2^-45.6 of
     * expm1(r) - r, relative to exp(r); the odd coefficients take sgn */
    ALG_EACH(u, n) r2[u] = vd_mul(r[u], r[u]);
    ALG_EACH(u, n) a[u] = vd_fma(r[u], vd_set(sgn * 0x1.55555555254ecp-3), vd_set(0x1.ffffffff57e8ep-2));
    ALG_EACH(u, n) b[u] = vd_fma(r[u], vd_set(sgn * 0x1.1111d8fc2d6fep-7), vd_set(0x1.5556b330ec55bp-5));
    ALG_EACH(u, n) a[u] = vd_fma(r2[u], b[u], a[u]);
    ALG_EACH(u, n) q[u] = sgn > 0 ? vd_fma(r2[u], a[u], r[u]) : vd_fms(r2[u], a[u], r[u]);
}
static inline __attribute__((always_inline)) void alg_exp_fast_parts(int n, const vd *x, vd *s, vd *q)
{
    alg_exp_fast_parts_sgn(n, x, 1.0, s, q);
}

/* The kernels' interface (fast.h).  dom is alg_exp_fast_ok.  |x| is first
 * held to XC = 700 (one vrangepd on AVX-512), so that overflow and
 * underflow stay in the hot path, settled without a select: beyond XHI
 * the results are doubles from exp(XHI + ulp) > FLT_MAX + ulp/2 (a float
 * midpoint, so round.h's test sends the lanes within the error of it to
 * the fix-up) up to exp(700) ~ 2^1009.9, which round to +inf in float,
 * float16 and bfloat16; below XZ they are from exp(-700) ~ 2^-1009.9 up
 * to exp(XZ - ulp) = 2^-150 2^-0.00001 (mpmath), 2^-17 relative below
 * 2^-150, far beyond the core's error, so they round to +0 in every type
 * although round.h's test does not apply there.  The core's formulas
 * hold over [-700, 700]: |k| <= 16160 < 2^15 keeps k in t's low bits, e
 * is in [-1010, 1010], so s = T_j 2^e is a normal double, and the
 * reduction's error grows to |k| 2^-59.26 <= 2^-45.2, which moves the
 * error bound of the top of the file by less than a factor of 2 there
 * (only the float rounding to +inf or +0 is claimed there).  ±inf take
 * ±XC, whose results pass round.h's float test (test_fast_cores checks
 * it), so a tensor of infinities needs no fix-up.
 * NaN becomes +-XC (vd_clamp_abs, vec_scalar.h) and is not in dom.  The band [XZ, XLO), whose float results are subnormal, is not
 * in dom either: alg_exp_fast_special. */
#define ALG_EXP_XC 700.0
static inline __attribute__((always_inline)) void alg_exp_fast_n(int n, const vd *x, vd *y, vm *dom, unsigned nr)
{
    (void)nr;
    vd s[ALG_GROUP], q[ALG_GROUP], xc[ALG_GROUP];
    ALG_EACH(u, n) xc[u] = vd_clamp_abs(x[u], ALG_EXP_XC);
    alg_exp_fast_parts(n, xc, s, q);
    ALG_EACH(u, n) y[u] = vd_fma(s[u], q[u], s[u]);
    ALG_EACH(u, n) dom[u] = alg_exp_fast_ok(x[u]);
}
/* Exp does not split into two stages (its kernel is not pipelined):
 * stage 1 passes x on, stage 2 is the whole core. */
static inline void alg_exp_fast_s1(int n, const vd *x, vd *w, unsigned nr)
{
    (void)nr;
    ALG_EACH(u, n) w[u] = x[u];
}
static inline void alg_exp_fast_s2(int n, const vd *x, const vd *w, vd *y, vm *dom, unsigned nr)
{
    (void)x;
    alg_exp_fast_n(n, w, y, dom, nr);
}
/* One vector: the fix-ups and the tests */
static inline vd alg_exp_fast(vd x) { vd y; vm d; alg_exp_fast_n(1, &x, &y, &d, 0); return y; }
static inline vd alg_exp_fast_nr(vd x) { vd y; vm d; alg_exp_fast_n(1, &x, &y, &d, 1); return y; }

/* Outside alg_exp_fast_ok (top of the file): NaN, overflow, zero, and the
 * float-subnormal results rounded to odd on the multiples of 2^-151. */
static inline vd alg_exp_fast_special(vd x)
{
    vd big = vd_set(ALG_EXP_SHIFT / 1.5); /* 2^52 */
    vd ys = vd_mul(alg_exp_core(x), vd_set(0x1p151));
    vd t = vd_add(ys, big);
    vd n = vd_sub(t, big);
    vd d = vd_sub(ys, n); /* exact: |d| <= 1/2, ys >= 2 */
    vm odd = vi_test(vd_bits(t), vi_set(1));
    vd y = vd_mul(vd_sel(odd, n, vd_add(n, vd_copysign(vd_set(1.0), d))), vd_set(0x1p-151));
    vm tiny = vm_and(vd_ge(x, vd_set(ALG_EXP_XZ)), vd_lt(x, vd_set(ALG_EXP_XLO)));
    unsigned open = vm_bits(vm_and(tiny, vd_le(vd_abs(d), vd_mul(ys, vd_set(0x1p-51)))));
    if (open) {
        double xl[VD_LANES], yl[VD_LANES];
        vd_spill(xl, x);
        vd_spill(yl, y);
        for (; open; open &= open - 1) {
            int l = __builtin_ctz(open);
            yl[l] = onnxm_exp_slow_odd(xl[l], -151);
        }
        y = vd_load(yl);
    }
    y = vd_zero_if(vd_lt(x, vd_set(ALG_EXP_XZ)), y);
    y = vd_sel(vd_gt(x, vd_set(ALG_EXP_XHI)), vd_set(INFINITY), y);
    return vd_sel(vd_eq(x, x), y, vd_add(x, x)); /* NaN quieted */
}

/* the slow path: correctly rounded to p bits (slow.c) */
static inline double alg_exp_slow(double x, int p, int emin) { return onnxm_exp_slow(x, p, emin); }

#endif
