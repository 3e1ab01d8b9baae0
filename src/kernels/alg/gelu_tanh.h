/* gelu_tanh.h -- Gelu with approximate = "tanh",
 *   y = x/2 (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))),
 * sqrt(2/pi) and 0.044715 exact reals: the float-input core of the
 * float/float16/bfloat16 kernels (alg/fast.h), and the double core that
 * settles the lanes their rounding test leaves open (within 0.53 ulp of
 * double; the double kernel itself is correctly rounded:
 * alg/gelu_tanh_dd.h, accurate.c).  Built on the shared exponential of
 * alg/exp.h and Sigmoid's division (alg/sigmoid.h): no exponential of its
 * own.
 *
 * Method.  1 + tanh(z) = 2 sigmoid(2z), so
 *   y = x sigmoid(w),  w = 2z = a x + b x^3,  a = 2 sqrt(2/pi),
 *   b = 0.044715 a,
 * w odd and increasing.  The double core uses t = w(-|x|) = -|w| <= 0 and
 * E = e^t in (0, 1]: y = x E/(1 + E) for x < 0 and x/(1 + E) for x >= 0,
 * Sigmoid's N/D (alg/sigmoid.h), times x; the float-input core y =
 * x/(1 + e^-w) for every x (below).  No cancellation anywhere (E, 1 + E and
 * a + b x^2 are sums of positive terms), so every error is relative to
 * the result, and for x very negative y passes through the subnormals
 * to -0 with its relative error intact down to the types' zero.
 * a and b are irrational: A + A_LO and B + B_LO below are their
 * double-double roundings (gen_poly.py gelu_tanh, mpmath), within 2^-106.
 *
 * The argument t.  In double (as the float-input core's w): u = RN(z^2),
 *   c = RN(B u + A) (one fma), t = RN(z c), z = -|x|: A's and B's roundings
 *   (2^-53 each), u's (2^-53, times B u <= c), the fma's and the product's
 *   (2^-53 each): within 4 2^-53 = 2^-51 of t, relative.
 * In double-double (alg_gelu_tanh_t_dd; the double and double-double
 *   cores): u = uh + ul = z^2 exactly (fma; where z^2 underflows, b z^2 is
 *   below 2^-1000 of a and its error is negligible), p + pe = B uh exactly
 *   (fma), ch + ce = A + p exactly (TwoSum: p exceeds A for |x| > 4.7),
 *   cl = RN(ce + RN(RN(A_LO + RN(B_LO uh + B ul)) + pe)): the terms are
 *   each below 2^-52.9 c, so |cl| < 2^-50.6 c and its five roundings
 *   < 2^-102 c; the dropped B_LO ul and the constants' 2^-106: c = ch + cl
 *   within 2^-101.8 c.  t = th + tl: th + te = z ch exactly (fma), tl =
 *   RN(RN(z cl) + te), |tl| < 2^-50.6 |t| (not renormalized), its two
 *   roundings < 2^-102.5 |t|.  In all within 2^-101 |t|.
 * e^t for t = th + tl: the exponential takes th (a double), and
 *   e^tl = 1 + g, g = RN(tl + tl^2/2) (one fma; tl^3/6 and g's rounding
 *   below 2^-53 |tl|), multiplies it in as E (1 + g) = eh + RN(eh g + el)
 *   (el g dropped, < 2^-53 |g| E).
 *
 * The float-input core (alg_gelu_tanh_fast_*; inputs in
 * alg_gelu_tanh_fast_ok: x >= XLO, |x| >= XTINY, where the float result
 * is a normal float (or +inf)) uses one formula for every x, as Sigmoid's
 * float core: y = x/(1 + E), E = e^-w, w = x c, c = RN(B RN(x^2) + A),
 * with no select:
 *   w: within 2^-51 |w| (as t above), <= 2^-44.5 absolute for |w| <=
 *     89.65 (x in [XLO, 10.1]), so e^-w within 2^-44.5 relative from w's
 *     error alone;
 *   w is held to [-XC, XC] = [-700, 700] by one vd_clamp_abs (a vrangepd
 *     on AVX-512), so -w' is inside the range where exp.h's fast parts
 *     hold; alg_exp_fast_parts_sgn(-1) gives the parts of e^-w', s (1 +
 *     q), within 2^-45.37 of e^-w' for -w' <= 89.65 (exp.h: |k| <= 89.65
 *     16/ln2 < 2^11.02 keeps the reduction's share at 2^-48.24, as there),
 *     so E' = RN(s q + s) within 2^-43.9 of E with w's error; E' is in
 *     [2^-1010, 2^129.4];
 *   D' = RN(1 + E'): E's error times E/(1 + E) < 1 (x < 0; <= 1/2 for x
 *     >= 0), plus 2^-53; y = RN(x/D'): 2^-53.  In all x < 0: 2^-43.9 +
 *     2^-52 < 2^-43.8; x >= 0: 2^-44.9 + 2^-52 < 2^-44.8.  Far below E/2 =
 *     2^-37 (fast.h).
 *   Saturation, with no select: for x > 10.1 (+inf included: x c = +inf,
 *     held to XC), -w' < -89.6, E < 2^-129, D' = 1 and y = x exactly,
 *     within x e^-w < 2^-129 x of gelu(x); the same from x = 8 on, where E
 *     < 2^-71.  (The float results round to x from x = 0x1.43eda8p+2
 *     (5.06) on, where 1 - sigmoid(w) < 2^-25; between 5.06 and 8 the
 *     computed y is settled by the rounding test except within 2^-36 of a
 *     midpoint.)  Below XLO (-inf included), and for NaN, the lanes are
 *     outside alg_gelu_tanh_fast_ok and their value is not used.
 * The double core (alg_gelu_tanh_core; the fix-ups' second try, for x in
 *   the fast domain, and the band below it):
 *   t in double-double (2^-101 |t|, |t| <= 106.4 for x >= XZ: 2^-94.3
 *     absolute), exp.h's double parts of th: (eh + el) f within 2^-58.87
 *     of e^th (sigmoid.h), times 1 + g: within 2^-58.86 of E;
 *   Sigmoid's double division (sigmoid.h): q1 + q2 within 2^-58.28 of
 *     N/D; y = RN(x q1 + RN(x q2 + (x q1 - RN(x q1)))) (the inner
 *     difference exact by fma; the two inner roundings < 2^-103 y).
 *   Before the last rounding within 2^-58.27 y, < 0.026 ulp; with it <
 *   0.53 ulp.  x > XONE: x by select, within 2^-71.1 x.
 *
 * Special values (alg_gelu_tanh_fast_special, the kernels' result for x
 * outside alg_gelu_tanh_fast_ok):
 *   NaN -> quiet NaN (x + x: sign and payload kept);
 *   x < XZ (-inf included) -> -0: |y| <= 2^-150 (XZ = -0x1.58aaf2p+3 is the
 *     smallest float with |y| > 2^-150, mpmath), the limit at -inf taken by
 *     select, not 0 inf;
 *   XZ <= x < XLO = -0x1.43386ap+3 (the smallest float with |y| >= 2^-126,
 *     mpmath): the float results are subnormal; y is returned rounded to
 *     odd on the multiples of 2^-151, which every type rounds to its
 *     correctly rounded result (exp.h's argument: y 2^151 is never an
 *     integer, y being transcendental), from the double core (< 0.53 ulp)
 *     where it decides the odd multiple, else from the slow path
 *     (onnxm_gelu_tanh_slow_odd);
 *   |x| < XTINY = 2^-124 (+-0 included): alg_gelu_tiny_narrow (gelu_tiny.h):
 *     x/2, or x/2 rounded upward where it is a tie.
 * +inf is in the domain (the select gives x); gelu(+-0) = +-0.
 */
#ifndef ONNXM_ALG_GELU_TANH_H
#define ONNXM_ALG_GELU_TANH_H

#include "kernels/alg/dd.h"
#include "kernels/alg/exp.h"
#include "kernels/alg/fast.h"
#include "kernels/alg/gelu_tiny.h"
#include "kernels/slow.h"

/* a = 2 sqrt(2/pi) and b = 0.044715 a as double-doubles (gen_poly.py
 * gelu_tanh) */
#define ALG_GELU_TANH_A 0x1.9884533d43651p+0
#define ALG_GELU_TANH_A_LO -0x1.cbc0d30ebfd15p-54
#define ALG_GELU_TANH_B 0x1.2444f2a4d8b4bp-4
#define ALG_GELU_TANH_B_LO -0x1.6c843a29d1c70p-61
#define ALG_GELU_TANH_XLO -0x1.43386ap+3 /* smallest float x with |y| >= 2^-126 */
#define ALG_GELU_TANH_XZ -0x1.58aaf2p+3  /* smallest float x with |y| > 2^-150 */
#define ALG_GELU_TANH_XTINY 0x1p-124     /* below, alg_gelu_tiny_narrow */
#define ALG_GELU_TANH_XONE 0x1p+3        /* above, y = x within 2^-71.1 (double core: select) */
#define ALG_GELU_TANH_XC 700.0           /* the float-input core holds w(x) to [-XC, XC] */

/* t = w(z) = th + tl for z <= 0 (z = -|x|) in double-double, within
 * 2^-101 |t| (top of the file).  z = -inf gives th = -inf or NaN. */
static inline vd alg_gelu_tanh_t_dd(vd z, vd *tl)
{
    vd a = vd_set(ALG_GELU_TANH_A), b = vd_set(ALG_GELU_TANH_B);
    vd uh = vd_mul(z, z);
    vd nul = vd_fnma(z, z, uh);                       /* -ul = uh - z^2, exact */
    vd p = vd_mul(b, uh);
    vd npe = vd_fnma(b, uh, p);                       /* -pe = p - B uh, exact */
    vd ch = vd_add(a, p), bb = vd_sub(ch, a);         /* TwoSum */
    vd ce = vd_add(vd_sub(a, vd_sub(ch, bb)), vd_sub(p, bb));
    vd cl = vd_fnma(b, nul, vd_mul(vd_set(ALG_GELU_TANH_B_LO), uh)); /* B_LO uh + B ul */
    cl = vd_add(ce, vd_sub(vd_add(vd_set(ALG_GELU_TANH_A_LO), cl), npe));
    vd th = vd_mul(z, ch);
    vd nte = vd_fnma(z, ch, th);                      /* -te = th - z ch, exact */
    *tl = vd_sub(vd_mul(z, cl), nte);
    return th;
}

/* ------------------------------------------------------ the double core */
static inline vd alg_gelu_tanh_core(vd x)
{
    vd tl, th = alg_gelu_tanh_t_dd(vd_copysign(x, vd_set(-1.0)), &tl), s, q, f;
    alg_exp_core_parts(th, &s, &q, &f);
    vd eh0 = vd_fma(s, q, s);
    vd el0 = vd_fma(s, q, vd_sub(s, eh0)); /* s - eh0 exact */
    vd eh = vd_mul(eh0, f), el = vd_mul(el0, f);
    /* E (1 + g), g = e^tl - 1 */
    vd g = vd_fma(vd_mul(tl, vd_set(0.5)), tl, tl);
    vd el1, eh1 = dd_fast_two_sum(eh, vd_fma(eh, g, el), &el1);
    vd d0, dh = dd_fast_two_sum(vd_set(1.0), eh1, &d0);
    vd dl = vd_add(d0, el1);
    vm neg = vd_lt(x, vd_set(0.0));
    vd nh = vd_sel(neg, eh1, vd_set(1.0)), nl = vd_zero_unless(neg, el1);
    vd q1 = vd_div(nh, dh);
    vd r = vd_fnma(q1, dh, nh); /* exact */
    r = vd_fnma(q1, dl, vd_add(r, nl));
    vd q2 = vd_div(r, dh);
    vd yh = vd_mul(x, q1);
    vd y = vd_add(yh, vd_sub(vd_mul(x, q2), vd_fnma(x, q1, yh))); /* yh - x q1 exact */
    return vd_sel(vd_gt(x, vd_set(ALG_GELU_TANH_XONE)), x, y);
}

/* ------------------------------------------------ the float-input core */
/* Groups of ALG_GELU_TANH_GROUP = 4 vectors, software-pipelined over two
 * stages (ONNXM_LOOP_PIPE, as Sigmoid: stage 1 E, stage 2 the quotient);
 * no square root, so ALG_GELU_TANH_NR = 0. */
#define ALG_GELU_TANH_GROUP ALG_GROUP
#define ALG_GELU_TANH_GROUP_DIVIDER ALG_GROUP
#define ALG_GELU_TANH_NR 0u

static inline vm alg_gelu_tanh_fast_ok(vd x)
{
    return vm_and(vd_ge(x, vd_set(ALG_GELU_TANH_XLO)), vd_ge(vd_abs(x), vd_set(ALG_GELU_TANH_XTINY)));
}

/* stage 1: w = E = e^-w(x), w(x) held to [-XC, XC] */
static inline __attribute__((always_inline)) void alg_gelu_tanh_fast_s1(int n, const vd *x, vd *w, unsigned nr)
{
    (void)nr;
    vd t[ALG_GROUP], s[ALG_GROUP], q[ALG_GROUP];
    ALG_EACH(u, n) {
        vd c = vd_fma(vd_mul(x[u], x[u]), vd_set(ALG_GELU_TANH_B), vd_set(ALG_GELU_TANH_A));
        /* one vrangepd on AVX-512; +-inf give +-XC, NaN +-XC (outside dom) */
        t[u] = vd_clamp_abs(vd_mul(x[u], c), ALG_GELU_TANH_XC);
    }
    alg_exp_fast_parts_sgn(n, t, -1.0, s, q);
    ALG_EACH(u, n) w[u] = vd_fma(s[u], q[u], s[u]);
}
/* stage 2: y = x/(1 + E) */
static inline __attribute__((always_inline)) void alg_gelu_tanh_fast_s2(int n, const vd *x, const vd *w, vd *y,
                                                                        vm *dom, unsigned nr)
{
    (void)nr;
    ALG_EACH(u, n) y[u] = vd_div(x[u], vd_add(w[u], vd_set(1.0)));
    ALG_EACH(u, n) dom[u] = alg_gelu_tanh_fast_ok(x[u]);
}
static inline __attribute__((always_inline)) void alg_gelu_tanh_fast_n(int n, const vd *x, vd *y, vm *dom,
                                                                       unsigned nr)
{
    vd w[ALG_GROUP];
    alg_gelu_tanh_fast_s1(n, x, w, nr);
    alg_gelu_tanh_fast_s2(n, x, w, y, dom, nr);
}
/* One vector: the fix-ups and the tests */
static inline vd alg_gelu_tanh_fast(vd x) { vd y; vm d; alg_gelu_tanh_fast_n(1, &x, &y, &d, 0); return y; }
static inline vd alg_gelu_tanh_fast_nr(vd x) { vd y; vm d; alg_gelu_tanh_fast_n(1, &x, &y, &d, 1); return y; }

/* Outside alg_gelu_tanh_fast_ok (top of the file): NaN, -0 below XZ, the
 * float-subnormal band rounded to odd on the multiples of 2^-151, and the
 * tiny inputs.  (Lanes inside the domain get some value here; the kernels
 * never store it.) */
static inline vd alg_gelu_tanh_fast_special(vd x)
{
    /* the shifter 1.5 2^52: ys is negative in the band, and 1.5 2^52 + ys
     * stays in [2^52, 2^53), where the doubles are the integers and the
     * last bit of t is n's parity (1.5 2^52 is even) */
    vd big = vd_set(ALG_EXP_SHIFT);
    vd ys = vd_mul(alg_gelu_tanh_core(x), vd_set(0x1p151));
    vd t = vd_add(ys, big);
    vd n = vd_sub(t, big);
    vd d = vd_sub(ys, n); /* exact: |d| <= 1/2, 2 <= |ys| < 2^26 in the band */
    vm odd = vi_test(vd_bits(t), vi_set(1));
    vd y = vd_mul(vd_sel(odd, n, vd_add(n, vd_copysign(vd_set(1.0), d))), vd_set(0x1p-151));
    vm band = vm_and(vd_ge(x, vd_set(ALG_GELU_TANH_XZ)), vd_lt(x, vd_set(ALG_GELU_TANH_XLO)));
    /* the core is within 0.53 ulp, < 2^-52 |ys|: decided where |d| > 2^-51 |ys| */
    unsigned open = vm_bits(vm_and(band, vd_le(vd_abs(d), vd_mul(vd_abs(ys), vd_set(0x1p-51)))));
    if (open) {
        double xl[VD_LANES], yl[VD_LANES];
        vd_spill(xl, x);
        vd_spill(yl, y);
        for (; open; open &= open - 1) {
            int l = __builtin_ctz(open);
            yl[l] = onnxm_gelu_tanh_slow_odd(xl[l], -151);
        }
        y = vd_load(yl);
    }
    y = vd_sel(vd_lt(x, vd_set(ALG_GELU_TANH_XZ)), vd_set(-0.0), y);
    y = vd_sel(vd_lt(vd_abs(x), vd_set(ALG_GELU_TANH_XTINY)), alg_gelu_tiny_narrow(x), y);
    return vd_sel(vd_eq(x, x), y, vd_add(x, x)); /* NaN quieted */
}

/* the slow path: correctly rounded to p bits (slow.c) */
static inline double alg_gelu_tanh_slow(double x, int p, int emin) { return onnxm_gelu_tanh_slow(x, p, emin); }

#endif
