/* erf.h -- Erf: the float-input core of the float/float16/bfloat16 kernels
 * (alg/fast.h), correctly rounded with the rounding test (round.h), the
 * double core of their fix-ups, the special values and the slow path.  The
 * double kernel is alg/erf_dd.h and accurate.c.
 *
 * erf is odd: every core computes on |x| and gives the result x's sign, so
 * erf(-x) = -erf(x) bit for bit.
 *
 * Method (the float-input core, alg_erf_fast_n).  Sixteen pieces of
 * a = min(|x|, 4), k = RN(a S) (one fma with the 1.5 2^52 shifter: k is in
 * the low bits of T = 1.5 2^52 + k, which vd_lookup16_2 reads), S =
 * ALG_ERF_S = RN(14.5/m), m the midpoint between XSAT (below) and the
 * float under it, so that k = 15 exactly for the floats from XSAT up and
 * k <= 14 below (gen_poly.py erf checks both neighbours); a <= 4 keeps k
 * <= 15 (4 S = 14.8) for every larger |x| and for +-inf:
 *   k = 15 (|x| >= XSAT): the constant 1, exactly (below);
 *   1 <= k <= 14: erf(a) = P_k(t), t = a - k H, H = 277/1024, P_k of
 *     degree 8 fitted on the a that round to k, [(k - 1/2)/S, (k + 1/2)/S]
 *     (|t| <= 0.1382), relative error <= 2^-39.93 (the worst piece, k = 1;
 *     2^-41.4 and better from k = 2 on);
 *   k = 0 (a <= 1/(2S) = 0.1351): erf(a) = t Q(t), t = a, Q of degree 7
 *     relative to erf(a)/a (2^-45.89), stored as P_0 with a zero constant
 *     term: no cancellation at any tiny a.
 *   The ties of k's rounding fall on the ends of both pieces, which each
 *   fit covers (widened by 2^-20).  One evaluation of degree 8, from one
 *   table of 16 pieces x 9 coefficients, and y = copysign(P_k(t), x):
 *   no select, no product by x.  (The pieces were of width 1/4 before, with
 *   piece 0 in x^2 and y = m P by selects: 7 operations more per vector,
 *   bench/README.md, "Float Erf on AMD Zen 4: the pieces".)
 * Saturation: for |x| >= XSAT = 0x1.f5a88ap+1 (the smallest float with
 *   erfc(x) < 2^-25, i.e. erf(x) above the midpoint 1 - 2^-25 between
 *   1 - 2^-24 and 1; gen_poly.py erf checks both neighbours with mpmath)
 *   the result is +-1 in every type (1 - 2^-25 is above the float16 and
 *   bfloat16 midpoints next to 1 too): piece 15's P is the constant 1, so
 *   y = +-1 exactly and those lanes (and +-inf) stay in the hot loop: the
 *   rounding test passes on +-1, a float.
 *
 * Error bound of the float-input core (relative, < E/2 = 2^-37, fast.h):
 *   t = a - k H, one fnma.  For a float x (the Erf kernels) t is exact:
 *     for k >= 1, a >= 1/(2S) > 2^-3 is a float (or 4), a multiple of
 *     2^-26, and so is k H (k <= 15, H = 277 2^-10), and |t| < 2^-2, so t
 *     has at most 24 bits; for k = 0, t = a.  For a double x (Gelu's
 *     x/sqrt2) t rounds once, which moves the point by <= 2^-53 |t| <
 *     2^-55.8 and erf by < 1.13 2^-55.8 < 2^-53 |y| (|y| >= 0.15 for k >=
 *     1).  kd = T - 1.5 2^52 is exact.
 *   P_k(t) by Estrin's scheme (its dependency chain is half Horner's: the
 *     loop is bound by latency on Zen 4, bench/README.md): p01 = c0 + c1
 *     t, p23, p45, p67 likewise,
 *     t2 = t^2, t4 = t2^2, p03 = p01 + p23 t2, p47 = p45 + p67 t2, p48 =
 *     p47 + c8 t4, P = p03 + p48 t4, each one rounding (the code keeps
 *     p01 and p03 in p, p23 in c2, p45, p47 and p48 in c4, p67 in c6).
 *     k >= 1: |y| >= erf(0.1351) = 0.1516, and the sums rounded at full
 *     weight (P, p03, p01) are each <= |y| + 0.012 (|c_i t^i| <= 0.49 t^2
 *     < 0.0094 for i = 2 (|erf''|/2 <= 0.49), smaller above), the others
 *     carry t^2 < 0.0192 or t4 < 2^-11.4: in all <= 2^-53 (3 |y| + 0.04)
 *     <= 3.3 2^-53 |y| < 2^-51.2 |y|.  k = 0 (c0 = 0): p01 = RN(c1 t)
 *     and every term is t times Q's (|Q| >= 1.11, |Q - Q(0)| < 0.007):
 *     < 3.1 2^-53 |y|.
 *     copysign is exact.  With t's rounding and the fit: < 2^-39.93 +
 *     2^-51.2 + 2^-53 < 2^-39.9.
 *   So < 2^-39.9 < E/2; measured by tests/c/test_fast_cores.c.
 *
 * The double core (alg_erf_core, the fix-ups' second try; within 0.61 ulp
 * of double for |x| < 4, fast.h asks 0.69):
 *   j >= 1: erf(|x|) = a0 + a1 t + t^2 q(t), a0 and a1 double-doubles, q
 *     of degree 11 (gen_poly.py erf_core, 16 numbers per piece: relative
 *     error <= 2^-60.73 with its doubles).  a1h t = ph + pl exactly (fma),
 *     a0h + ph = s + e by FastTwoSum (a0h >= erf(1/4) > 0.27 > |ph|,
 *     |a1| <= 1.13, |t| <= 1/8), and every other term goes into one low
 *     sum lo = t^2 q + a1l t + a0l + e + pl, y = RN(s + lo).  |t^2 q| <=
 *     2^-6 (0.484 + 0.05 + ...) < 2^-6.8 (|a2| = |erf''(c)|/2 <= 0.484),
 *     so the roundings of q's Horner steps (<= 2^-52 |q|), of t^2 (2^-53),
 *     of the two fmas and of the sum of lo (<= 2^-53 |lo| each, |lo| <
 *     2^-6.7) add < 2^-57.3 absolutely.  The result is >= erf(1/4) =
 *     0.2763, where an ulp is >= 2^-54: < 0.1 ulp, and the fit < 0.01 ulp.
 *   |x| <= 1/4: erf(x) = c x + x u Q(u), u = x^2, Q of degree 8 (relative
 *     error of the whole <= 2^-60.22); c |x| = h + hl exactly (fma), lo =
 *     x u Q + (c_lo |x| + hl), y = RN(h + lo).  |u Q| <= 0.0235: Q's
 *     roundings (2^-52 |Q|), those of u, x u and the fma (2^-53 each)
 *     reach < 2^-56.4 |x|, below 0.1 ulp of y >= 1.1 |x|; c's split
 *     2^-107.  So < 0.5 + 0.11 ulp for every |x| < 4 (where y >= 2^-1022:
 *     every float).
 *   |x| >= 4 (doubles only: float lanes there are +-1 from the fast core)
 *     and NaN take the slow path lane by lane, rounded once to double
 *     (onnxm_erf_slow, p = 53), in a cold branch.
 *   The fix-up reaches this core for ~2^-11 of float lanes.
 *
 * Special values (alg_erf_fast_special, the kernels' result outside
 * alg_erf_fast_ok = |x| >= 2^-126, not NaN):
 *   NaN -> quiet NaN (x + x: sign and payload kept); +-0 -> +-0;
 *   0 < |x| < 2^-126 (float subnormals, float16 has none, bfloat16's are
 *   floats): erf(x) = (2/sqrt(pi)) x (1 - x^2/3 + ...), and x^2/3 < 2^-253,
 *   so the result is c x with c = 2/sqrt(pi), rounded.  Float results there
 *   are subnormal (|c x| < 2^-126 when |x| < 2^-126/c, and the floats
 *   above give normal results), where round.h's float test does not apply,
 *   so the special value is one double that every type rounds correctly:
 *   c |x| rounded to odd on the multiples of 2^-151 (R 2^-151, R the odd
 *   integer next to c |x| 2^151, which is never an integer: c is
 *   irrational), as alg_exp_fast_special does: each type's midpoints there
 *   are even multiples of 2^-151, and c |x| and R 2^-151 lie strictly
 *   between the same two consecutive multiples.  X = |x| 2^151 (exact,
 *   an integer < 2^25), c X = h + l with h = RN(c_hi X), l = RN(RN(c_lo
 *   X) - (h - c_hi X)) (h - c_hi X exact by one fma; c = c_hi + c_lo within
 *   2^-107 c, l's two roundings < 2^-80 with |l| < 2^-27, so h + l within
 *   2^-79 of c X); n = RN(h), d = (h - n) + l (h - n exact), R = n if n is
 *   odd, else n + sign(d).  This needs c X at least 2^-79 from every
 *   integer for the 2^23 such X (every float subnormal): make accuracy
 *   checks each one, and test_special the smallest.
 */
#ifndef ONNXM_ALG_ERF_H
#define ONNXM_ALG_ERF_H

#include "kernels/alg/fast.h"
#include "kernels/slow.h"

#define ALG_ERF_XSAT 0x1.f5a88ap+1 /* smallest float with erf(x) rounding to 1 (in every type) */
#define ALG_ERF_TINY 0x1p-126      /* the float-input core's smallest |x| (float normals) */
#define ALG_ERF_C_HI 0x1.20dd750429b6dp+0 /* RN(2/sqrt(pi)) */
#define ALG_ERF_C_LO 0x1.1ae3a914fed80p-56 /* RN(2/sqrt(pi) - C_HI) */
#define ALG_ERF_SHIFT 0x1.8p52
#define ALG_ERF_S 0x1.d990b9c9a52bdp+1 /* the pieces' scale: RN(14.5/m), m between XSAT and the float below */
#define ALG_ERF_H 0x1.15p-2           /* the pieces' step 277/1024 */
#define ALG_ERF_A 4.0                 /* a = min(|x|, A): piece 15 for every |x| >= XSAT */

/* Piece k: the coefficients of P_k, degree 0 first (gen_poly.py erf; the
 * comment is each piece's relative error with these doubles) */
#define ALG_ERF_PIECES(X) \
    X(0x0.0p+0, 0x1.20dd750429b1fp+0, 0x1.1f48b44e8ff35p-36, -0x1.812746dbd52a5p-2, 0x1.430740bacc9aep-23, 0x1.ce2a8a186d6e4p-4, 0x1.229eb02caa126p-14, -0x1.c223cbbcce1cfp-6, 0x1.6d5543e2b790ap-9) /*  0: 2^-45.89 */ \
    X(0x1.311a080ed96c7p-2, 0x1.0c7b7bcdf2c91p+0, -0x1.22819cf5aefe8p-2, -0x1.319644d7f072ap-2, 0x1.1455a34bff536p-3, 0x1.32e61668825b9p-4, -0x1.5e17eec8fb00fp-5, -0x1.d95e00e0935a0p-7, 0x1.499527a2ad5c8p-7) /*  1: 2^-39.93 */ \
    X(0x1.1c91271971276p-1, 0x1.af21338c037c8p-1, -0x1.d27eecc67c778p-2, -0x1.dca96df4f4078p-4, 0x1.7777b2ac7e4b9p-3, -0x1.3809069f86d23p-8, -0x1.89758d0f3e281p-5, 0x1.14bdffa263a0bp-7, 0x1.29e520ce1cb93p-7) /*  2: 2^-41.40 */ \
    X(0x1.7f6f0d116dc00p-1, 0x1.2b071e70383d6p-1, -0x1.e5560de7549d3p-2, 0x1.f9c7cc2617834p-5, 0x1.104038005e366p-3, -0x1.f937be7eeb86bp-5, -0x1.337a7fdcd0875p-6, 0x1.35603ffe77b39p-6, 0x1.ad3a1e447cf7cp-13) /*  3: 2^-41.44 */ \
    X(0x1.bf81fa4c21fa9p-1, 0x1.66553856f8a55p-2, -0x1.83ba35f63c771p-2, 0x1.407d2a9ead95ap-3, 0x1.5461b3f4511ecp-5, -0x1.09f3b93a050bcp-4, 0x1.9448f4991d522p-7, 0x1.7c67eda3bb049p-7, -0x1.77ffa8d693e8dp-8) /*  4: 2^-43.59 */ \
    X(0x1.e371489a886e8p-1, 0x1.72f08b22584ccp-3, -0x1.f5b5d82f0d871p-3, 0x1.48bdf49eca398p-3, -0x1.b8a6c5d03e982p-6, -0x1.134c2e2c59072p-5, 0x1.6dbd0f3fa2856p-6, -0x1.27d2d50d84806p-11, -0x1.2b7ac7c5ec0b5p-8) /*  5: 2^-43.29 */ \
    X(0x1.f4e1e91dab50ep-1, 0x1.4bb6484fd353dp-4, -0x1.0d312d2e7f47dp-3, 0x1.d7fa54c1fc71cp-4, -0x1.971e91e47c367p-5, -0x1.2e2394fbc7ecfp-9, 0x1.db22cb510b7f9p-7, -0x1.90e22d0460674p-8, -0x1.4b924d631cde0p-11) /*  6: 2^-43.35 */ \
    X(0x1.fc34ebfc21dd7p-1, 0x1.003f8567aeaaep-5, -0x1.e53847dba4d3cp-5, 0x1.078e300469713p-4, -0x1.515110f748274p-5, 0x1.856cf28f88375p-7, 0x1.c80cea880c898p-9, -0x1.340129a2ea24ep-8, 0x1.80323c3f51213p-10) /*  7: 2^-45.44 */ \
    X(0x1.fede5248e3907p-1, 0x1.56011cc462175p-7, -0x1.720f3420fb01ap-6, 0x1.dce3141464b0fp-6, -0x1.88a74da4e1868p-6, 0x1.89a7bcdeecbe2p-7, -0x1.2a323da4eda18p-9, -0x1.8097831a66f8ap-10, 0x1.4e635bf94508ap-10) /*  8: 2^-45.53 */ \
    X(0x1.ffb498538bf82p-1, 0x1.8a50cdac113a7p-9, -0x1.dffe9c5f4a3a9p-8, 0x1.64aacc6afa1c4p-7, -0x1.622aa29b6be74p-7, 0x1.dbce32cddd3fap-8, -0x1.8a7c7f1f170b3p-9, 0x1.71a5875ddfe1cp-12, 0x1.c3f8b5246918ep-12) /*  9: 2^-45.64 */ \
    X(0x1.ffeee5f2acad1p-1, 0x1.88bbc00199820p-11, -0x1.0997f83b65a2cp-9, 0x1.be3d678d55de7p-9, -0x1.018346349869ep-8, 0x1.a768bdc622443p-9, -0x1.e8e6e70f84ab6p-10, 0x1.5e55e31feb691p-11, -0x1.a76d468fb51cdp-15) /* 10: 2^-47.16 */ \
    X(0x1.fffc9fefc3e65p-1, 0x1.51e7620d98f55p-13, -0x1.f6bb2001e303ep-12, 0x1.d67b2834a4f68p-11, -0x1.34184fd74c981p-10, 0x1.2821b8aba8d30p-10, -0x1.a72199eeb9fc4p-11, 0x1.b5d43e57907e4p-12, -0x1.1ee9abad72c36p-13) /* 11: 2^-50.35 */ \
    X(0x1.ffff6bbf73252p-1, 0x1.f64bd210b6cd5p-16, -0x1.97a007a6a87bfp-14, 0x1.a4225f10a0716p-13, -0x1.32fae950667f4p-12, 0x1.4f8f196d70325p-12, -0x1.1937ffdc8fa5cp-12, 0x1.6c199ea7de770p-13, -0x1.5d34d047bc4e4p-14) /* 12: 2^-49.17 */ \
    X(0x1.ffffe9e7b4507p-1, 0x1.42819689fa49fp-18, -0x1.1b880d37cb32dp-16, 0x1.3eeb165a3bcccp-15, -0x1.00bff132ea867p-14, 0x1.394835ba8315dp-14, -0x1.2abe044b83c26p-14, 0x1.c83e0bdfa0426p-15, -0x1.11598a1305e8cp-15) /* 13: 2^-49.93 */ \
    X(0x1.fffffd243eda9p-1, 0x1.65c1b44012138p-21, -0x1.52b7446b7ac48p-19, 0x1.9caddf9f6fb01p-18, -0x1.6a7d62422b77ep-17, 0x1.e71cf9aaf9b2bp-17, -0x1.0316de3182758p-16, 0x1.c40e5a2a145b1p-17, -0x1.3e296fa775c46p-17) /* 14: 2^-51.33 */ \
    X(0x1.0000000000000p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0) /* 15: erf = 1 (a >= XSAT) */
static const double alg_erf_tab[16][16] VEC_TABLE16_ALIGN = VEC_TABLE16(ALG_ERF_PIECES);

/* Groups of ALG_ERF_GROUP = 2 vectors, software-pipelined over two stages
 * (ONNXM_LOOP_PIPE), no square root: ALG_ERF_NR = 0 and the divider
 * variant is the same kernel.  The loop is bound by the latency of each
 * vector's chain (load, conversion, reduction, table, Estrin) over the
 * out-of-order window, not by its ports: stage 1 (the reduction) of the
 * next group runs beside stage 2 (the table and the polynomial) of this
 * one (bench/README.md, "Float Erf on AMD Zen 4: two stages"). */
#define ALG_ERF_GROUP 2
#define ALG_ERF_GROUP_DIVIDER ALG_ERF_GROUP
#define ALG_ERF_NR 0u

static inline vm alg_erf_fast_ok(vd x) { return vd_ge(vd_abs(x), vd_set(ALG_ERF_TINY)); }

/* The kernels' interface (fast.h), n <= ALG_GROUP vectors: y within
 * 2^-39.9 |erf(x)| (top of the file) for x in alg_erf_fast_ok, exactly +-1
 * from XSAT up (+-inf included).
 * Stage 1: w = T = 1.5 2^52 + k, the piece (a = min(|x|, 4) is computed
 * again in stage 2, two operations, rather than held across the stages). */
static inline __attribute__((always_inline)) void alg_erf_fast_s1(int n, const vd *x, vd *w, unsigned nr)
{
    (void)nr;
    /* NaN stays NaN: vd_min returns its second operand then (not vd_clamp_abs,
     * whose vrangepd gives a number) */
    ALG_EACH(u, n) w[u] = vd_fma(vd_min(vd_set(ALG_ERF_A), vd_abs(x[u])), vd_set(ALG_ERF_S), vd_set(ALG_ERF_SHIFT));
}
/* Stage 2: y = copysign(P_k(t), x), P_k by Estrin's scheme */
static inline __attribute__((always_inline)) void alg_erf_fast_s2(int n, const vd *x, const vd *w, vd *y, vm *dom,
                                                                  unsigned nr)
{
    (void)nr;
    vd t[ALG_GROUP], t2[ALG_GROUP], t4[ALG_GROUP], p[ALG_GROUP];
    vd c0[ALG_GROUP], c1[ALG_GROUP], c2[ALG_GROUP], c3[ALG_GROUP], c4[ALG_GROUP], c5[ALG_GROUP];
    vd c6[ALG_GROUP], c7[ALG_GROUP], c8[ALG_GROUP], unused[ALG_GROUP];
    ALG_EACH(u, n) {
        vd a = vd_min(vd_set(ALG_ERF_A), vd_abs(x[u]));
        t[u] = vd_fnma(vd_sub(w[u], vd_set(ALG_ERF_SHIFT)), vd_set(ALG_ERF_H), a); /* exact */
    }
    ALG_EACH(u, n) vd_lookup16_2(&alg_erf_tab[0][0], 0, vd_bits(w[u]), &c0[u], &c1[u]);
    ALG_EACH(u, n) vd_lookup16_2(&alg_erf_tab[0][0], 2, vd_bits(w[u]), &c2[u], &c3[u]);
    ALG_EACH(u, n) vd_lookup16_2(&alg_erf_tab[0][0], 4, vd_bits(w[u]), &c4[u], &c5[u]);
    ALG_EACH(u, n) vd_lookup16_2(&alg_erf_tab[0][0], 6, vd_bits(w[u]), &c6[u], &c7[u]);
    ALG_EACH(u, n) vd_lookup16_2(&alg_erf_tab[0][0], 8, vd_bits(w[u]), &c8[u], &unused[u]);
    ALG_EACH(u, n) t2[u] = vd_mul(t[u], t[u]);
    ALG_EACH(u, n) p[u] = vd_fma(c1[u], t[u], c0[u]);
    ALG_EACH(u, n) c2[u] = vd_fma(c3[u], t[u], c2[u]);
    ALG_EACH(u, n) c4[u] = vd_fma(c5[u], t[u], c4[u]);
    ALG_EACH(u, n) c6[u] = vd_fma(c7[u], t[u], c6[u]);
    ALG_EACH(u, n) t4[u] = vd_mul(t2[u], t2[u]);
    ALG_EACH(u, n) p[u] = vd_fma(c2[u], t2[u], p[u]);
    ALG_EACH(u, n) c4[u] = vd_fma(c6[u], t2[u], c4[u]);
    ALG_EACH(u, n) c4[u] = vd_fma(c8[u], t4[u], c4[u]);
    ALG_EACH(u, n) p[u] = vd_fma(c4[u], t4[u], p[u]);
    ALG_EACH(u, n) y[u] = vd_copysign(p[u], x[u]);
    ALG_EACH(u, n) dom[u] = alg_erf_fast_ok(x[u]); /* NaN fails */
}
static inline __attribute__((always_inline)) void alg_erf_fast_n(int n, const vd *x, vd *y, vm *dom, unsigned nr)
{
    vd w[ALG_GROUP];
    alg_erf_fast_s1(n, x, w, nr);
    alg_erf_fast_s2(n, x, w, y, dom, nr);
}
/* One vector: the fix-ups and the tests */
static inline vd alg_erf_fast(vd x) { vd y; vm d; alg_erf_fast_n(1, &x, &y, &d, 0); return y; }
static inline vd alg_erf_fast_nr(vd x) { vd y; vm d; alg_erf_fast_n(1, &x, &y, &d, 1); return y; }

/* the slow path: correctly rounded to p bits (slow.c) */
static inline double alg_erf_slow(double x, int p, int emin) { return onnxm_erf_slow(x, p, emin); }

/* The double core's pieces j >= 1: a0 (hi, lo), a1 (hi, lo), a2..a13
 * (gen_poly.py erf_core; piece 0 is the small-|x| branch's) */
#define ALG_ERF_CORE_PIECES(X) \
    X(0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0) /*  0: unused (the small-|x| branch) */ \
    X(0x1.9dd0d2b721f39p-2, -0x1.16769ef841f6bp-56, 0x1.f5f0cdaf15313p-1, 0x1.dfff2b50776acp-60, -0x1.78749a434fe4ep-2, -0x1.e106c51d1ef9dp-3, 0x1.5529abcd00588p-3, 0x1.7488b8a7f1c42p-5, -0x1.9a7945cd2da92p-5, -0x1.65c10b83fca49p-8, 0x1.709ab515e94dfp-7, 0x1.0422bfb5de52cp-13, -0x1.0755118a9b48dp-9, 0x1.e96411582ea65p-14, 0x1.356a23e8c09dbp-12, -0x1.1714d0a45f19bp-15) /*  1: 2^-60.90 */ \
    X(0x1.3f196dcd0f135p-1, -0x1.f25edba17944ep-56, 0x1.86e9694134b9ep-1, -0x1.3bd94a64dadfap-55, -0x1.e8a3c39181e85p-2, -0x1.c8105021682e3p-5, 0x1.6963c8a39d6a9p-3, -0x1.c1242dfffc29dp-6, -0x1.52b2668e8e79ep-5, 0x1.c7cd9c1c33f1dp-7, 0x1.b62f4aa41d611p-8, -0x1.dc3b45b4543e3p-9, -0x1.811519695ad71p-11, 0x1.637789ab465f4p-11, 0x1.56aad0c0ef5cep-15, -0x1.9eb22192b2e10p-14) /*  2: 2^-62.01 */ \
    X(0x1.91724951b8fc6p-1, -0x1.278f49249e9dfp-55, 0x1.0cab61f084b93p-1, 0x1.098a587d66fd2p-56, -0x1.d62beb64e8442p-2, 0x1.7c9d756a115bbp-4, 0x1.cc60567d78d9ep-4, -0x1.1350f4b222ac4p-4, -0x1.53bb4a5c0b61ap-7, 0x1.30ac21937e96dp-6, -0x1.e3f4cb433acf1p-10, -0x1.aae22e0ff4ec8p-9, 0x1.d6dfbe945978dp-11, 0x1.98fff5ff5dc6bp-12, -0x1.915bece11acdep-13, -0x1.e6ddd644976b1p-16) /*  3: 2^-60.73 */ \
    X(0x1.c6dad2829ec62p-1, -0x1.ab740611df77cp-57, 0x1.45e99bcbb7915p-2, 0x1.7bcbff565190dp-56, -0x1.6ea6cf452e838p-2, 0x1.4cb3cf0aa0b9bp-3, 0x1.ca5083167a46cp-6, -0x1.f65d15f1cf99cp-5, 0x1.fd1c6c1186791p-7, 0x1.3acc784258a7bp-7, -0x1.8b43c3abb84f0p-8, -0x1.79b053ad34f1bp-12, 0x1.2e519e1320d15p-10, -0x1.73152fe40541bp-13, -0x1.27a40ad49dfe7p-13, 0x1.9b54c740c6984p-15) /*  4: 2^-63.27 */ \
    X(0x1.e5768c3b4a3fcp-1, 0x1.8b5f4a0c0f7c4p-57, 0x1.5ce595c455b0ap-3, 0x1.c31423b3ac852p-59, -0x1.dfbbadedf5d2ep-3, 0x1.4374d82e04c67p-3, -0x1.f3b8d52d358c8p-6, -0x1.f572c4c8c7ba4p-6, 0x1.6b16f52c91f27p-6, -0x1.73ffa9b7745bdp-10, -0x1.174047eaab3b1p-8, 0x1.9da3d3ec66ba1p-10, 0x1.53532d22cd6d1p-12, -0x1.6391ef4a408eep-12, 0x1.d64338ffd63a2p-16, 0x1.5ce68baece556p-15) /*  5: 2^-63.15 */ \
    X(0x1.f4f693b67bd77p-1, -0x1.3a204404cbc1ep-56, 0x1.499d478bca735p-4, 0x1.31c9fe36430c7p-60, -0x1.0bcfca21947dbp-3, 0x1.d6631e1a28e9ep-4, -0x1.974c0368673adp-5, -0x1.17d430bd57973p-9, 0x1.d857f2c5227aep-7, -0x1.954ab0f5b00bcp-8, -0x1.2e43f37ee965dp-11, 0x1.71cd78efd4bbfp-10, -0x1.75421beb86c90p-12, -0x1.078af3523c460p-13, 0x1.6e8b91ca93b47p-14, -0x1.1447f9a235261p-18) /*  6: 2^-64.59 */ \
    X(0x1.fbe61eef4cf6ap-1, 0x1.15dee59c72fdbp-55, 0x1.12ceb37ff9bc3p-5, 0x1.a3b32b93ea328p-59, -0x1.01a1c847fa207p-4, 0x1.143d1c6f4f093p-4, -0x1.5a316520b81a6p-5, 0x1.779b1e57044bfp-7, 0x1.0d099c7b1ace5p-8, -0x1.42fcbaa88c1f9p-8, 0x1.76ff5806664b5p-10, 0x1.7bda7b6e7d5a7p-12, -0x1.991c60276e851p-12, 0x1.353beea5cf3ccp-14, 0x1.2ef9f1957bb2cp-15, -0x1.5adb905cecb22p-16) /*  7: 2^-64.22 */ \
    X(0x1.fea4218d6594ap-1, -0x1.e330de4d848abp-58, 0x1.94624e78e0fafp-7, -0x1.41874050dd131p-61, -0x1.ada873606f0aap-6, 0x1.0ea475da3be7fp-5, -0x1.afe553fa44e57p-6, 0x1.9973b489fa209p-7, -0x1.dd78ee169de0cp-10, -0x1.ea03bb24817eap-10, 0x1.6aa2c1b256572p-10, -0x1.2fdb3002b7717p-12, -0x1.017b6591d9740p-13, 0x1.8dd7f60e04480p-14, -0x1.eeba53fe4359ep-17, -0x1.1cd2300266350p-17) /*  8: 2^-66.42 */ \
    X(0x1.ff9960f3eb327p-1, -0x1.08b192079f99cp-56, 0x1.06918b6355624p-8, 0x1.21acb54d4acc1p-62, -0x1.37ccd585f564bp-7, 0x1.c1ec102e364f1p-7, -0x1.ae59615f8ea6ep-7, 0x1.11dae47350d7fp-7, -0x1.982b274bc23cbp-9, 0x1.0283e0ba4fd88p-13, 0x1.377c45e78e743p-11, -0x1.61ec71704da01p-12, 0x1.cae3dd47aa3dap-15, 0x1.0929b7749c20bp-15, -0x1.5b6f77725765dp-16, 0x1.9f0dee37ce545p-19) /*  9: 2^-66.98 */ \
    X(0x1.ffe514bbdc197p-1, -0x1.cd968ce4e6502p-58, 0x1.2ce898809244ep-10, 0x1.0921e95506b85p-64, -0x1.8af14828bffa6p-9, 0x1.407fbd18f1201p-8, -0x1.62d4c6d49c839p-8, 0x1.146c4b3e28c0cp-8, -0x1.267f3bc3d19abp-9, 0x1.64f891b0f4b97p-11, 0x1.229eec24b56acp-15, -0x1.4006bc03a4772p-13, 0x1.3632acb9336bep-14, -0x1.5a7b4660b9ae9p-17, -0x1.c3451f1ceaab4p-18, 0x1.15f4900dacffcp-18) /* 10: 2^-67.95 */ \
    X(0x1.fff9ba420e834p-1, 0x1.1379d30a6758fp-56, 0x1.30538fbb77ecdp-12, 0x1.8cf6696740ed4p-69, -0x1.b5781e9d7c646p-11, 0x1.89e17c074d373p-10, -0x1.ed4ac7daea6abp-10, 0x1.c11f27065cab3p-10, -0x1.2add1ce739c2cp-10, 0x1.151f78548ec84p-11, -0x1.1c64008e53b08p-13, -0x1.0ec4b5ae0a71ap-16, 0x1.18163122343a4p-15, -0x1.f102be06231c2p-17, 0x1.0c11ef179a5f5p-19, 0x1.40c4367ce09dep-20) /* 11: 2^-69.85 */ \
    X(0x1.fffeb3ebb267bp-1, 0x1.e47f5d98625bep-57, 0x1.0f9e1b4dd36dfp-14, -0x1.3dd94ebf8487cp-71, -0x1.a8670aa99a5bbp-13, 0x1.a3737e2a2f2bcp-12, -0x1.24544f02d2ba0p-11, 0x1.2e7e763d337e7p-11, -0x1.da496e531e0afp-12, 0x1.176cf663f753cp-12, -0x1.d2ac6d282c147p-14, 0x1.aafdbee83b25cp-16, 0x1.03f680e9a2424p-18, -0x1.ab317628b5c94p-18, 0x1.6ceb5b5af14d4p-19, -0x1.b550e4ba8b2bap-22) /* 12: 2^-72.79 */ \
    X(0x1.ffffc316d9ed0p-1, -0x1.8b32f2f466da4p-55, 0x1.abe09e9144b5ep-17, 0x1.30db56afd81b0p-71, -0x1.690585ca91f9ap-15, 0x1.84522fe8815bcp-14, -0x1.298f8d45f62f7p-13, 0x1.577577885f8dfp-13, -0x1.330aab780644cp-13, 0x1.ac9997dceb432p-14, -0x1.cc15782b3d39ap-15, 0x1.64c5310853827p-16, -0x1.34f1d26e021d3p-18, -0x1.5f960170be5c2p-21, 0x1.1f4e772599f05p-20, -0x1.ede04bb9264a1p-22) /* 13: 2^-74.02 */ \
    X(0x1.fffff618c3da6p-1, -0x1.19309361e1b27p-58, 0x1.296a70f414053p-19, 0x1.01730c12fd61ap-74, -0x1.0d88765d32253p-17, 0x1.394b1fa67116ep-16, -0x1.05760ad1bc853p-15, 0x1.4c1fe48a5a8e4p-15, -0x1.4b9820343245cp-15, 0x1.085c0f8244f0bp-15, -0x1.510a3b0c56bafp-16, 0x1.5165543bf6eeep-17, -0x1.f31d018d309d3p-19, 0x1.b075e01a49dd6p-21, 0x1.5a58013fa9326p-24, -0x1.519fea8544318p-23) /* 14: 2^-75.92 */ \
    X(0x1.fffffe92ced93p-1, -0x1.d2db2e79e9a61p-55, 0x1.6ce1aa3fd7bddp-22, 0x1.6af471689cb3cp-80, -0x1.617a9cedd900fp-20, 0x1.b95fa39b39f83p-19, -0x1.8e1fc41537b65p-18, 0x1.1371721800f98p-17, -0x1.2eb290b247f1ep-17, 0x1.0d8c35cb61a05p-17, -0x1.8885691c7eaf8p-18, 0x1.d25c44e49e2f9p-19, -0x1.bbbd2482786c9p-20, 0x1.4002f4e0c0821p-21, -0x1.1e7a768671b8cp-23, -0x1.2f75900b87e52p-28) /* 15: 2^-78.70 */
static const double alg_erf_core_tab[16][16] VEC_TABLE16_ALIGN = VEC_TABLE16(ALG_ERF_CORE_PIECES);

/* Q(u) = (erf(x)/x - 2/sqrt(pi))/u, u = x^2 <= 1/16 (gen_poly.py erf_core) */
static inline vd alg_erf_core_q(vd u)
{
    vd q = vd_set(-0x1.56a196facae5ep-23);
    q = vd_fma(q, u, vd_set(0x1.b9c5da0f35feap-20));
    q = vd_fma(q, u, vd_set(-0x1.f4d219c8679bcp-17));
    q = vd_fma(q, u, vd_set(0x1.f9a326ab7e1f4p-14));
    q = vd_fma(q, u, vd_set(-0x1.c02db4000a9acp-11));
    q = vd_fma(q, u, vd_set(0x1.565bcd0e6a3eep-8));
    q = vd_fma(q, u, vd_set(-0x1.b82ce31288b50p-6));
    q = vd_fma(q, u, vd_set(0x1.ce2f21a042be2p-4));
    q = vd_fma(q, u, vd_set(-0x1.812746b0379e7p-2));
    return q;
}

/* |x| >= 4 (doubles only: the float kernels' lanes there are +-1 from the
 * fast core) and NaN: the slow path, lane by lane */
__attribute__((noinline, cold, unused)) static vd alg_erf_core_far(vd x, vd y, unsigned far)
{
    double xl[VD_LANES], yl[VD_LANES];
    vd_spill(xl, x);
    vd_spill(yl, y);
    for (; far; far &= far - 1) {
        int l = __builtin_ctz(far);
        yl[l] = onnxm_erf_slow(xl[l], 53, -1022);
    }
    return vd_load(yl);
}

/* The double core (top of the file). */
static inline vd alg_erf_core(vd x)
{
    vd ax = vd_abs(x);
    vd tj = vd_add(vd_fma(ax, vd_set(4.0), vd_set(-0.5)), vd_set(ALG_ERF_SHIFT));
    vd jd = vd_sub(tj, vd_set(ALG_ERF_SHIFT));
    vd t = vd_sub(ax, vd_fma(jd, vd_set(0.25), vd_set(0.125))); /* exact for j >= 1 */
    vi jb = vd_bits(tj);
    vd a0h, a0l, a1h, a1l, c0, c1, q;
    const double *tab = &alg_erf_core_tab[0][0];
    vd_lookup16_2(tab, 14, jb, &c0, &c1);
    q = vd_fma(c1, t, c0);
    vd_lookup16_2(tab, 12, jb, &c0, &c1);
    q = vd_fma(q, t, c1);
    q = vd_fma(q, t, c0);
    vd_lookup16_2(tab, 10, jb, &c0, &c1);
    q = vd_fma(q, t, c1);
    q = vd_fma(q, t, c0);
    vd_lookup16_2(tab, 8, jb, &c0, &c1);
    q = vd_fma(q, t, c1);
    q = vd_fma(q, t, c0);
    vd_lookup16_2(tab, 6, jb, &c0, &c1);
    q = vd_fma(q, t, c1);
    q = vd_fma(q, t, c0);
    vd_lookup16_2(tab, 4, jb, &c0, &c1);
    q = vd_fma(q, t, c1);
    q = vd_fma(q, t, c0); /* a2 + a3 t + ... + a13 t^11 */
    vd_lookup16_2(tab, 0, jb, &a0h, &a0l);
    vd_lookup16_2(tab, 2, jb, &a1h, &a1l);
    vd ph = vd_mul(a1h, t);
    vd npl = vd_fnma(a1h, t, ph); /* ph - a1h t, exact */
    vd s = vd_add(a0h, ph);
    vd e = vd_add(vd_sub(a0h, s), ph); /* FastTwoSum: |a0h| >= 0.27 > |ph| */
    vd lo = vd_fma(vd_mul(t, t), q, vd_fma(a1l, t, a0l));
    vd yb = vd_add(s, vd_add(lo, vd_sub(e, npl)));
    /* |x| <= 1/4: c x + x u Q(u) */
    vd u = vd_mul(ax, ax);
    vd h = vd_mul(ax, vd_set(ALG_ERF_C_HI));
    vd nhl = vd_fnma(ax, vd_set(ALG_ERF_C_HI), h); /* h - c_hi |x|, exact */
    vd los = vd_fma(vd_mul(ax, u), alg_erf_core_q(u), vd_sub(vd_mul(ax, vd_set(ALG_ERF_C_LO)), nhl));
    vd y = vd_sel(vd_eq(jd, vd_set(0.0)), vd_add(h, los), yb);
    y = vd_copysign(y, x);
    unsigned far = vm_bits(vm_not(vd_lt(ax, vd_set(4.0))));
    if (__builtin_expect(far != 0, 0))
        y = alg_erf_core_far(x, y, far);
    return y;
}

/* Outside alg_erf_fast_ok (top of the file): NaN, +-0, and the float
 * subnormals, c |x| rounded to odd on the multiples of 2^-151. */
static inline vd alg_erf_fast_special(vd x)
{
    vd big = vd_set(ALG_ERF_SHIFT);
    vd X = vd_mul(vd_abs(x), vd_set(0x1p151));
    vd h = vd_mul(X, vd_set(ALG_ERF_C_HI));
    vd l = vd_sub(vd_mul(X, vd_set(ALG_ERF_C_LO)), vd_fnma(X, vd_set(ALG_ERF_C_HI), h)); /* c_hi X - h exact */
    vd t = vd_add(h, big);
    vd nn = vd_sub(t, big);
    vd d = vd_add(vd_sub(h, nn), l); /* h - n exact: |h| < 2^26 */
    vm odd = vi_test(vd_bits(t), vi_set(1));
    vd r = vd_sel(odd, nn, vd_add(nn, vd_copysign(vd_set(1.0), d)));
    vd y = vd_copysign(vd_mul(r, vd_set(0x1p-151)), x);
    y = vd_sel(vd_eq(x, vd_set(0.0)), x, y);
    return vd_sel(vd_eq(x, x), y, vd_add(x, x)); /* NaN quieted */
}

#endif
