/* sigmoid.h -- Sigmoid, 1/(1 + e^-x): the float-input core of the
 * float/float16/bfloat16 kernels (alg/fast.h), and the double core that
 * settles the lanes their rounding test leaves open (within 0.53 ulp of
 * double; the double kernel itself is correctly rounded: alg/sigmoid_dd.h,
 * accurate.c).  Built on the shared exponential of alg/exp.h: no
 * exponential of its own.
 *
 * Method.  The double core (below) uses t = -|x| <= 0 and E = e^t in
 * (0, 1]:
 *   sigmoid(x) = 1/(1 + E)   for x >= 0,
 *   sigmoid(x) = E/(1 + E)   for x < 0,
 * one division of a numerator N (1 or E) by D = 1 + E in [1, 2].  The
 * float-input core, whose exponential has the range of double for every
 * float input, uses one formula for every x, sigmoid(x) = 1/(1 + e^-x),
 * with no select.  No cancellation anywhere: E and 1 + E are sums of
 * positive terms, so every error below is relative to the result, and the
 * result is never outside [0, 1] (N <= D).  E comes from the exponential's
 * parts, E = s (1 + q).
 *
 * The float-input core (alg_sigmoid_fast_*; inputs in alg_sigmoid_fast_ok,
 * x >= XLO = ALG_EXP_XLO, where the float result is normal):
 *   x is held to [XLO, XONE], XONE = -XLO = 0x1.5d589ep+6 (87.34), by one
 *     vd_clamp_abs (a vrangepd on AVX-512).  So -x' is in [XLO, XONE],
 *     inside exp's fast range [XLO, XHI], and alg_exp_fast_parts_sgn (the
 *     parts of e^-x' with the negation folded into the constants) gives
 *     s (1 + q) within 2^-45.37 of E = e^-x', relative (exp.h, with y's
 *     rounding), so E' = RN(s q + s) is within 2^-45.37.  E is in
 *     [2^-126, 2^126].
 *   D' = RN(1 + E'): E's error times E/(1 + E) < 1, plus the rounding
 *     2^-53: within 2^-45.37 + 2^-53 of D, relative.
 *   y = RN(1/D'): 2^-53.  In all 2^-45.37 + 2^-52 (plus second-order
 *   terms < 2^-90) < 2^-45.3, far below E/2 = 2^-37 (fast.h).  Measured:
 *   2^-45.66 (tests/c/test_fast_cores.c).
 *   Saturation, with no select: for x > XONE (+inf included) x' = XONE, E
 *     is e^XLO (1 +- 2^-45.37) < 2^-125, D = RN(1 + E) = 1 and y = 1/1 = 1
 *     exactly (as from x = 36.8 on, where E < 2^-53), within 1 -
 *     sigmoid(x) < e^-87.34 < 2^-125.9 relative, so inside the bound
 *     above.  (The results round to 1 from x > ln(2^25 - 1) = 17.33 on,
 *     0x1.154246p+4 the first such float; between the two the computed y
 *     is 1 - E within the bound, and the rounding test settles it except
 *     within 2^-36 of the midpoint 1 - 2^-25.  A select from 17.33 on would
 *     put y = 1 at 2^-25 from sigmoid(x), outside the bound the rounding
 *     test assumes, which test_fast_cores measures.)  Below XLO (-inf
 *     included) x' = XLO, and NaN gives +-XONE (vec_scalar.h): those
 *     lanes are outside alg_sigmoid_fast_ok, and their value is not used.
 * The double core (alg_sigmoid_core; the fix-ups' second try, for x >= XLO):
 *   exp.h's double parts give s (1 + q) f within 2^-58.87 of E (exact
 *     scaling by f for t >= -708.39; below, E < 2^-1022 is negligible in
 *     D and the float inputs never take the x < 0 branch there).  E is kept
 *     as eh + el: eh = RN(s q + s), el = RN(s q + (s - eh)) (s - eh exact,
 *     Sterbenz: eh/s in [0.97, 1.03]), so E = (eh + el) f within 2^-58.87
 *     + 2^-106.
 *   D = dh + dl: (dh, d0) FastTwoSum of 1 and eh (1 >= eh, or equal
 *     exponents), dl = RN(d0 + el): |dl| <= 2^-52, rounding 2^-105.
 *   N / D: q1 = RN(nh/dh), r = nh - q1 dh exact (fma), r' = RN(RN(r + nl) -
 *     q1 dl) (|r'| <= 2^-51 N: two roundings <= 2^-104 N), q2 = RN(r'/dh)
 *     (dropping dl/dh <= 2^-52 of a term <= 2^-51 y: 2^-103 y; the
 *     rounding 2^-104 y), y = RN(q1 + q2).
 *   Before the last rounding: within 2^-58.87 (1 + 1/2) + 2^-100 < 2^-58.28
 *   of sigmoid(x), relative, i.e. < 2^-5.28 ulp of y (y >= 2^e, ulp(y) =
 *   2^(e-52)); with the rounding < 0.53 ulp.  Measured: max 0.516 ulp on
 *   3 10^6 inputs (floats and doubles in [-87.33, 87.7]) against MPFR.
 *
 * Special values (alg_sigmoid_fast_special, the kernels' result for x <
 * XLO or NaN): NaN -> quiet NaN (x + x: sign and payload kept); x < XZ =
 * ALG_EXP_XZ (-inf included) -> +0; XZ <= x < XLO: exp.h's value,
 * alg_exp_fast_special(x), exp(x) rounded to odd on the multiples of
 * 2^-151.  That value is also sigmoid(x)'s rounding to odd on that grid,
 * which every type's rounding takes to its correctly rounded sigmoid(x)
 * (exp.h, with sigmoid in place of exp), provided no multiple of 2^-151
 * lies in [sigmoid(x), exp(x)]: sigmoid(x) = exp(x)/(1 + e^x) lies below
 * exp(x) by exp(x) e^x/(1 + e^x) < 2^-125.9 exp(x) < 2^-251, an interval
 * under 2^-100 of the grid's step, and sigmoid(x) 2^151 is never an
 * integer (x != 0: e^-x would be rational).  So only a float x with
 * exp(x) 2^151 within 2^-100 of an integer could differ; every float of
 * [XZ, XLO) (2.2 10^6 of them) is checked against MPFR by make accuracy,
 * which runs every float (docs/accuracy.md).
 * XZ is sigmoid's zero threshold too: the smallest float with sigmoid(x) >
 * 2^-150 is -0x1.9fe368p+6, exp's (mpmath: sigmoid and exp differ there
 * by 2^-150 relative).  sigmoid(+-0) = 1/2 exactly (E = 1, D = 2).
 */
#ifndef ONNXM_ALG_SIGMOID_H
#define ONNXM_ALG_SIGMOID_H

#include "kernels/alg/dd.h"
#include "kernels/alg/exp.h"
#include "kernels/alg/fast.h"
#include "kernels/slow.h"

#define ALG_SIGMOID_XLO ALG_EXP_XLO /* smallest float x with sigmoid(x) >= 2^-126 */
#define ALG_SIGMOID_XONE (-ALG_EXP_XLO) /* x is held to [XLO, XONE]: y = 1 from XONE on */

/* ------------------------------------------------------ the double core */
static inline vd alg_sigmoid_core(vd x)
{
    vd t = vd_copysign(x, vd_set(-1.0)), s, q, f;
    alg_exp_core_parts(t, &s, &q, &f);
    vd eh0 = vd_fma(s, q, s);
    vd el0 = vd_fma(s, q, vd_sub(s, eh0)); /* s - eh0 exact */
    vd eh = vd_mul(eh0, f), el = vd_mul(el0, f);
    vd d0, dh = dd_fast_two_sum(vd_set(1.0), eh, &d0);
    vd dl = vd_add(d0, el);
    vm neg = vd_lt(x, vd_set(0.0));
    vd nh = vd_sel(neg, eh, vd_set(1.0)), nl = vd_zero_unless(neg, el);
    vd q1 = vd_div(nh, dh);
    vd r = vd_fnma(q1, dh, nh); /* exact */
    r = vd_fnma(q1, dl, vd_add(r, nl));
    return vd_add(q1, vd_div(r, dh));
}

/* ------------------------------------------------ the float-input core */
/* Groups of ALG_SIGMOID_GROUP = 4 vectors, software-pipelined over two
 * stages (ONNXM_LOOP_PIPE, as Tanh: stage 1 E, stage 2 the quotient): one
 * division beside the exponential; no square root, so ALG_SIGMOID_NR = 0. */
#define ALG_SIGMOID_GROUP ALG_GROUP
#define ALG_SIGMOID_GROUP_DIVIDER ALG_GROUP
#define ALG_SIGMOID_NR 0u

static inline vm alg_sigmoid_fast_ok(vd x) { return vd_ge(x, vd_set(ALG_SIGMOID_XLO)); }

/* stage 1: w = E = e^-x', x' = x held to [XLO, -XLO] */
static inline __attribute__((always_inline)) void alg_sigmoid_fast_s1(int n, const vd *x, vd *w, unsigned nr)
{
    (void)nr;
    vd xc[ALG_GROUP], s[ALG_GROUP], q[ALG_GROUP];
    /* one vrangepd on AVX-512; a NaN gives +-XONE, outside dom */
    ALG_EACH(u, n) xc[u] = vd_clamp_abs(x[u], ALG_SIGMOID_XONE);
    alg_exp_fast_parts_sgn(n, xc, -1.0, s, q);
    ALG_EACH(u, n) w[u] = vd_fma(s[u], q[u], s[u]);
}
/* stage 2: y = 1/(1 + E) */
static inline __attribute__((always_inline)) void alg_sigmoid_fast_s2(int n, const vd *x, const vd *w, vd *y, vm *dom,
                                                                     unsigned nr)
{
    (void)nr;
    ALG_EACH(u, n) y[u] = vd_div(vd_set(1.0), vd_add(w[u], vd_set(1.0)));
    ALG_EACH(u, n) dom[u] = alg_sigmoid_fast_ok(x[u]);
}
static inline __attribute__((always_inline)) void alg_sigmoid_fast_n(int n, const vd *x, vd *y, vm *dom,
                                                                     unsigned nr)
{
    vd w[ALG_GROUP];
    alg_sigmoid_fast_s1(n, x, w, nr);
    alg_sigmoid_fast_s2(n, x, w, y, dom, nr);
}
/* One vector: the fix-ups and the tests */
static inline vd alg_sigmoid_fast(vd x) { vd y; vm d; alg_sigmoid_fast_n(1, &x, &y, &d, 0); return y; }
static inline vd alg_sigmoid_fast_nr(vd x) { vd y; vm d; alg_sigmoid_fast_n(1, &x, &y, &d, 1); return y; }

/* Outside alg_sigmoid_fast_ok (top of the file): NaN, zero, and the
 * float-subnormal results, exp's rounded to odd.  (Lanes inside the
 * domain get exp's value or +inf here; the kernels never store it.) */
static inline vd alg_sigmoid_fast_special(vd x) { return alg_exp_fast_special(x); }

/* the slow path: correctly rounded to p bits (slow.c) */
static inline double alg_sigmoid_slow(double x, int p, int emin) { return onnxm_sigmoid_slow(x, p, emin); }

#endif
