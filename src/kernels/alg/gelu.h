/* gelu.h -- Gelu, approximate "none": y = x/2 (1 + erf(x/sqrt2)) = x Phi(x),
 * the float-input core of the float/float16/bfloat16 kernels (alg/fast.h),
 * correctly rounded with the rounding test (round.h), the double core of
 * their fix-ups, the special values and the slow path.  The double kernel
 * is alg/gelu_dd.h and accurate.c.
 *
 * Method (the float-input core, alg_gelu_fast_n), one formula for every x,
 * as the double-double core (alg/gelu_dd.h): with a = |x| and P = Phi(-a)
 * = e^(-a^2/2) g(a)/2, g(a) = erfc(a/sqrt2) e^(a^2/2) (smooth and slowly
 * decreasing, from 1 at 0 to ~ sqrt(2/pi)/a),
 *   y = x P = -a P        for x < 0,
 *   y = x (1 - P) = x - a P   for x >= 0,
 * both as y = RN(b - a P) by one fma, b = max(x, 0).  No cancellation
 * anywhere: 1 + erf is never formed, and for x >= 0, P <= 1/2.
 *   a = min(|x|, A), A = 13.1875 (a float): every x of the core's domain
 *     below 0 has |x| <= 13.146 (ALG_GELU_XSUB) and keeps its a; for x >=
 *     A, P(A) < 2^-130, and y = x exactly, as gelu(x) rounds (below).
 *   e^(-a^2/2): a^2/2 is exact in double (a float has 24 bits), in
 *     [0, 86.95], inside exp.h's fast range; E = RN(s q + s) from
 *     alg_exp_fast_parts, within 2^-45.37 of e^(-a^2/2), relative (as
 *     Sigmoid's, alg/sigmoid.h).
 *   g in 16 pieces: k = RN(a S) (one fma with the 1.5 2^52 shifter; k is
 *     in the low bits vd_lookup16_2 reads), S = ALG_GELU_S = RN(8/7),
 *     t = a - k H, H = 7/8, P_k of degree 10 in t fitted on the a that
 *     round to k, [(k - 1/2)/S, (k + 1/2)/S] (piece 0 from 0; |t| <=
 *     0.4376), widened by 2^-20 at both ends, the ties of k's rounding
 *     included: relative error <= 2^-39.76 (gen_poly.py gelu; the worst
 *     piece, k = 1; 2^-42.8 and better elsewhere).  k <= 15 for a <= A
 *     (A S = 15.07).  P_k(t) by Estrin's scheme (half Horner's chain:
 *     the loop is bound by latency, bench/README.md).
 *   (Before, the core took Erf's core at x/sqrt2 for x >= -1 and an erfc
 *   branch with Exp's double core below, both computed for every vector:
 *   bench/README.md, "Float Gelu on AMD Zen 4: one formula".)
 * Saturation, both ends, without a branch:
 *   x >= A: P(A) = Phi(-13.1875) < 2^-130, so a P < 2^-126 < 2^-54 x and
 *     y = RN(x - a P) = x exactly.  That is the correct rounding in every
 *     type: from x >= 5.54 on, gelu(x) = x (1 - Phi(-x)) lies within 2^-26
 *     x of x, above the midpoint below x, and float16 and bfloat16
 *     midpoints are farther.  Between 5.54 and A the computed y is within
 *     the bound below, and rounds to x with the rounding test.  +inf
 *     gives +inf (fast_ok leaves it out anyway).
 *   x < ALG_GELU_XSUB = -0x1.a4ae0cp+3 (-13.146): |y| < 2^-126, float
 *     subnormal results (float16 and bfloat16 round to 0 or to their own
 *     subnormals): outside alg_gelu_fast_ok, see the special values.
 *
 * Error bound of the float-input core (relative, < E/2 = 2^-37):
 *   t = a - k H is exact: k H is a multiple of 2^-3, a >= 1/(2S) > 2^-2
 *     for k >= 1 is a float (or A), a multiple of 2^-25, and |t| < 2^-1:
 *     t has at most 24 bits; for k = 0, t = a.  kd = T - 1.5 2^52 exact.
 *   P_k's evaluation: 13 roundings (10 fmas, t^2, t^4, t^8), each at most
 *     2^-53 times a partial sum of the terms |c_i t^i|, whose sum is <= R
 *     g with R = 2.03 (gen_poly.py gelu prints it): <= 13 R 2^-53 g <
 *     2^-48.3 g.  With the fit: g within 2^-39.76 + 2^-48.3.
 *   E within 2^-45.37; v = RN(E g): 2^-53; y = RN(b - (a/2) v) (a/2
 *     exact, P = v/2).
 *   x < 0: y = RN(-(a/2) v): 2^-53.  In all < 2^-39.76 + 2^-45.37 + 2^-48.3 +
 *     2^-52 < 2^-39.7.
 *   x >= 0: P's relative error e < 2^-39.7 moves x (1 - P) by x P e <=
 *     e x (1 - P) (P <= 1/2), and y rounds once: < 2^-39.7 + 2^-53.
 *   So < 2^-39.6 < E/2; measured by tests/c/test_fast_cores.c.
 *
 * The double core (alg_gelu_core, the fix-ups' second try): hi of the
 * double-double core (alg/gelu_dd.h: hi = RN(hi + lo), hi + lo within
 * 2^-70.6 |hi| of gelu(x), so hi is within 0.5 + 2^-17 ulp of double), on
 * the whole vector.  Every input of the float-input core's domain
 * (alg_gelu_fast_ok: finite, -13.15 < x, |x| >= 2^-125) has a finite hi
 * there (the tiny rule's x/2 from 2^-125 up, x from the saturation up,
 * the polynomial between); the lanes outside it (NaN, +-inf, x < -13.15,
 * whose results the fix-ups take from the special values) keep x.  The
 * fix-ups reach this core for ~2^-13 of float lanes, and its few float
 * inputs near a float midpoint go to the slow path (tu_f32_slow).
 *
 * Special values (alg_gelu_fast_special, the kernels' result outside
 * alg_gelu_fast_ok = ALG_GELU_XSUB <= x <= DBL_MAX and |x| >= 2^-125):
 *   NaN -> quiet NaN (x + x); +inf -> +inf; -inf -> -0 (the limit: x Phi(x)
 *   -> -0, not the NaN of -inf * 0), by a select;
 *   |x| < 2^-125 (+-0 included): alg_gelu_tiny_narrow (gelu_tiny.h: x/2,
 *     the ties of x/2 broken towards +inf; results float subnormals or x/2
 *     next to them);
 *   ALG_GELU_XZ < x < ALG_GELU_XSUB (-14.356 < x < -13.146): the float
 *     subnormal results, gelu(x) rounded to odd on the multiples of 2^-151
 *     by the slow path (onnxm_gelu_slow_odd), lane by lane: each type's
 *     midpoints there are even multiples of 2^-151, so every type rounds
 *     that one double as it would round gelu(x) (as alg_exp_fast_special);
 *   x <= ALG_GELU_XZ = -0x1.cb64eap+3: |gelu(x)| < 2^-150: -0 in every
 *     type.
 *   The thresholds are checked with mpmath by gen_special_table.py's rows.
 */
#ifndef ONNXM_ALG_GELU_H
#define ONNXM_ALG_GELU_H

#include "kernels/alg/exp.h"
#include "kernels/alg/fast.h"
#include "kernels/alg/gelu_dd.h" /* alg_gelu_core */
#include "kernels/alg/gelu_tiny.h"
#include "kernels/slow.h"

#define ALG_GELU_XSUB -0x1.a4ae0cp+3 /* smallest float with |gelu(x)| >= 2^-126 */
#define ALG_GELU_XZ -0x1.cb64eap+3   /* largest float with |gelu(x)| < 2^-150 */
#define ALG_GELU_TINY 0x1p-125       /* the float-input core's smallest |x| */
#define ALG_GELU_SHIFT 0x1.8p52
#define ALG_GELU_S 0x1.2492492492492p+0 /* RN(8/7) */
#define ALG_GELU_A 0x1.a6p+3 /* a = min(|x|, A), A = 13.1875 */

/* Piece k of g(a) = erfc(a/sqrt2) e^(a^2/2): P_k's coefficients, degree 0
 * first (gen_poly.py gelu; the comment is each piece's relative error with
 * these doubles) */
#define ALG_GELU_PIECES(X) \
    X(0x1.fffffffffffedp-1, -0x1.9884533d40ce4p-1, 0x1.fffffffe25517p-2, -0x1.1058373bbb1aap-2, 0x1.ffffecde5ad58p-4, -0x1.b3bebbfc9aec1p-5, 0x1.553f87fad1c01p-6, -0x1.f082bb3f40e15p-8, 0x1.4cd56c297ad43p-9, -0x1.7cd36464014e8p-11, 0x1.12a41137de58cp-13) /*  0: 2^-48.45 */ \
    X(0x1.1e7c2d26d017dp-1, -0x1.3baf5776d5b86p-2, 0x1.28beedc5f64d7p-3, -0x1.ef9f7dbf4642bp-5, 0x1.78a813d3a4c23p-6, -0x1.08ab82f569f6cp-7, 0x1.5bd1eedfc65f3p-9, -0x1.aecaa7527df7ap-11, 0x1.facca0abdbed1p-13, -0x1.272f750b447b0p-14, 0x1.3ca235a13d8d7p-16) /*  1: 2^-39.76 */ \
    X(0x1.7b5abd2fd03adp-2, -0x1.3253b6cdbec57p-3, 0x1.bd45f4ef5103cp-5, -0x1.2962f44217b29p-6, 0x1.721ebe150f9cep-8, -0x1.b1783f5aeb748p-10, 0x1.e1462b4bc2055p-12, -0x1.fd56d69cad834p-14, 0x1.024902aa1cb4fp-15, -0x1.0329023ff0b0bp-17, 0x1.e6ba9c9bd7246p-20) /*  2: 2^-42.79 */ \
    X(0x1.1630f97c8369ep-2, -0x1.5b205e4eb98edp-4, 0x1.931ddcc6daa9dp-6, -0x1.b86ec787dfb9ap-8, 0x1.c854a724d069bp-10, -0x1.c3173a57b322bp-12, 0x1.ab795b7f750b2p-14, -0x1.85c66f6ba9125p-16, 0x1.57345818b5619p-18, -0x1.2b14125c7a0b9p-20, 0x1.ee2561c04328cp-23) /*  3: 2^-45.54 */ \
    X(0x1.b396f9cf1e260p-3, -0x1.b6038a8090e0ap-5, 0x1.a29f04f4fffa8p-7, -0x1.7e8220dcd4528p-9, 0x1.4fb4a0bd85ef8p-11, -0x1.1c0d152730650p-13, 0x1.d0dbcfa7127ddp-16, -0x1.70c1e0e405f70p-18, 0x1.1c4859a4bf9e6p-20, -0x1.b22e8dfe63523p-23, 0x1.3d84345fb9ceep-25) /*  4: 2^-48.01 */ \
    X(0x1.64733899b5f9ep-3, -0x1.2a64d55245d85p-5, 0x1.e14ef47b9b704p-8, -0x1.773c5145bb996p-10, 0x1.1b93ee560176bp-12, -0x1.a076892a93611p-15, 0x1.29bb4f6a20034p-17, -0x1.9f2428693ff04p-20, 0x1.1ab7967770ab3p-22, -0x1.7dd870fba818cp-25, 0x1.f1d13fe0a8e89p-28) /*  5: 2^-50.20 */ \
    X(0x1.2d01fec27390ap-3, -0x1.ae369bc176f38p-6, 0x1.2ae288b7d891bp-8, -0x1.948dae012a948p-11, 0x1.0b2c743514c8fp-13, -0x1.58e22554915fdp-16, 0x1.b3ab39c9ecbd7p-19, -0x1.0d97119ebb377p-21, 0x1.473e711553338p-24, -0x1.8a529089ca5fdp-27, 0x1.cd81b53e65433p-30) /*  6: 2^-51.90 */ \
    X(0x1.042df8887cb8dp-3, -0x1.43bdd5888d438p-6, 0x1.8a14217e126e5p-9, -0x1.d5de53004ca0ap-12, 0x1.12af4f8cc6048p-14, -0x1.3b3f3be77080dp-17, 0x1.6374469f85bcap-20, -0x1.8a10f770dbf32p-23, 0x1.ade31eb477ae2p-26, -0x1.d1fcba19e42d7p-29, 0x1.ed04fe8e39d24p-32) /*  7: 2^-53.17 */ \
    X(0x1.c9e120e488937p-4, -0x1.f7d59d52f9045p-7, 0x1.106373beeb119p-9, -0x1.21a61d89275e4p-12, 0x1.2f219e6d525b0p-15, -0x1.386f591238ed9p-18, 0x1.3d5760ade2f54p-21, -0x1.3dcf85a6badadp-24, 0x1.3a003da63b608p-27, -0x1.34877f1911c1cp-30, 0x1.290a2675f4b58p-33) /*  8: 2^-54.07 */ \
    X(0x1.989c0f4b8bb95p-4, -0x1.92ad0bb976a91p-7, 0x1.8736f81f5d6c8p-10, -0x1.76e94a372cbeap-13, 0x1.6295311001db9p-16, -0x1.4b1f18efa0175p-19, 0x1.3170defc4bf3bp-22, -0x1.166c8845a19f0p-25, 0x1.f5cd82dca782fp-29, -0x1.c2095f10b500ep-32, 0x1.8cb21a4ea3569p-35) /*  9: 2^-54.38 */ \
    X(0x1.70cd6ecd2d1d2p-4, -0x1.48e88336834c9p-7, 0x1.21e3e931b031ep-10, -0x1.f934b15c65becp-14, 0x1.b36306647481bp-17, -0x1.73381e9262491p-20, 0x1.393c37e8389d4p-23, -0x1.05a62cb93066cp-26, 0x1.b0d971d368e5bp-30, -0x1.648a91baab907p-33, 0x1.215f891697b61p-36) /* 10: 2^-54.60 */ \
    X(0x1.4ffe7926da5ddp-4, -0x1.118a5ea12b091p-7, 0x1.b8ffd33ca5bf8p-11, -0x1.601442728ad81p-14, 0x1.167734ad2c936p-17, -0x1.b47be865fcca5p-21, 0x1.530e3fbfcc4f3p-24, -0x1.0518bd73ac99ap-27, 0x1.8ebca7d89040cp-31, -0x1.2f5b250c96870p-34, 0x1.c7b960935ba30p-38) /* 11: 2^-53.91 */ \
    X(0x1.348059d347df7p-4, -0x1.cdeeabfa87e27p-8, 0x1.56ee3db7acb80p-11, -0x1.f8ff299385b4cp-15, 0x1.70d94ddb69ec4p-18, -0x1.0b4c2b727f76fp-21, 0x1.8071be7d15a89p-25, -0x1.12649cc1ca833p-28, 0x1.84d1ac9a552cfp-32, -0x1.1298713b6ffe1p-35, 0x1.7f915366d241fp-39) /* 12: 2^-56.47 */ \
    X(0x1.1d2340a924cdbp-4, -0x1.8b19a66188460p-8, 0x1.0fc117f37afbep-11, -0x1.732eb88e3af3dp-15, 0x1.f7782f9714bf4p-19, -0x1.5320ac23ffaa8p-22, 0x1.c5cf9381ebc66p-26, -0x1.2da606f570f78p-29, 0x1.8e6fb4a82948dp-33, -0x1.066424457ed09p-36, 0x1.563ec5e980b25p-40) /* 13: 2^-53.95 */ \
    X(0x1.090b09bddb32cp-4, -0x1.55b62945dfaadp-8, 0x1.b5c9122df9fa9p-12, -0x1.16b3e4720b611p-15, 0x1.60b38beafb1b1p-19, -0x1.bbaf76e106027p-23, 0x1.156f141906fd5p-26, -0x1.58f44561829afp-30, 0x1.aa79f5de70fd4p-34, -0x1.06f710d13fa8ap-37, 0x1.4182bf756582cp-41) /* 14: 2^-55.02 */ \
    X(0x1.ef28db382a14ep-5, -0x1.2a67b4986ff4ep-8, 0x1.65adbb8499c80p-12, -0x1.aa65973899d9bp-16, 0x1.f9995e0ace7a5p-20, -0x1.2a2d9b98f464dp-23, 0x1.5de0e68471da2p-27, -0x1.9871c96482174p-31, 0x1.da6a1d03dd978p-35, -0x1.12e584fe41bccp-38, 0x1.3c263dcc4e6f7p-42) /* 15: 2^-57.10 */
static const double alg_gelu_tab[16][16] VEC_TABLE16_ALIGN = VEC_TABLE16(ALG_GELU_PIECES);

/* Groups of ALG_GELU_GROUP vectors, not pipelined (ONNXM_LOOP_FIX), no
 * square root: ALG_GELU_NR = 0 and the divider variant is the same kernel.
 * Two on AVX-512, not four: the eleven coefficient pairs of g's 16 pieces
 * take 22 registers there (two measured 5% faster than one, three 10%
 * slower, four 18% slower); three on AVX2, whose table lookups read
 * memory, 3-7% faster than two (bench/README.md). */
#define ALG_GELU_GROUP (VD_LANES == 4 ? 3 : 2)
#define ALG_GELU_GROUP_DIVIDER ALG_GELU_GROUP
#define ALG_GELU_NR 0u

static inline vm alg_gelu_fast_ok(vd x)
{
    return vm_and(vm_and(vd_ge(x, vd_set(ALG_GELU_XSUB)), vd_le(x, vd_set(0x1.fffffffffffffp+1023))),
                  vd_ge(vd_abs(x), vd_set(ALG_GELU_TINY)));
}

/* The kernels' interface (fast.h), n <= ALG_GROUP vectors: y within
 * 2^-39.6 |gelu(x)| (top of the file) for x in alg_gelu_fast_ok. */
static inline __attribute__((always_inline)) void alg_gelu_fast_n(int n, const vd *x, vd *y, vm *dom, unsigned nr)
{
    (void)nr;
    vd a[ALG_GROUP], z[ALG_GROUP], s[ALG_GROUP], q[ALG_GROUP], e[ALG_GROUP], t[ALG_GROUP], w[ALG_GROUP];
    vd w2[ALG_GROUP], w4[ALG_GROUP], w8[ALG_GROUP], p[ALG_GROUP];
    vd c0[ALG_GROUP], c1[ALG_GROUP], c2[ALG_GROUP], c3[ALG_GROUP], c4[ALG_GROUP], c5[ALG_GROUP];
    vd c6[ALG_GROUP], c7[ALG_GROUP], c8[ALG_GROUP], c9[ALG_GROUP], c10[ALG_GROUP], unused[ALG_GROUP];
    /* NaN stays NaN: vd_min returns its second operand then */
    ALG_EACH(u, n) a[u] = vd_min(vd_set(ALG_GELU_A), vd_abs(x[u]));
    ALG_EACH(u, n) z[u] = vd_mul(vd_mul(a[u], vd_set(-0.5)), a[u]); /* -a^2/2, exact */
    alg_exp_fast_parts(n, z, s, q);
    ALG_EACH(u, n) e[u] = vd_fma(s[u], q[u], s[u]);
    ALG_EACH(u, n) t[u] = vd_fma(a[u], vd_set(ALG_GELU_S), vd_set(ALG_GELU_SHIFT));
    ALG_EACH(u, n) w[u] = vd_fnma(vd_sub(t[u], vd_set(ALG_GELU_SHIFT)), vd_set(0.875), a[u]); /* exact */
    ALG_EACH(u, n) vd_lookup16_2(&alg_gelu_tab[0][0], 0, vd_bits(t[u]), &c0[u], &c1[u]);
    ALG_EACH(u, n) vd_lookup16_2(&alg_gelu_tab[0][0], 2, vd_bits(t[u]), &c2[u], &c3[u]);
    ALG_EACH(u, n) vd_lookup16_2(&alg_gelu_tab[0][0], 4, vd_bits(t[u]), &c4[u], &c5[u]);
    ALG_EACH(u, n) vd_lookup16_2(&alg_gelu_tab[0][0], 6, vd_bits(t[u]), &c6[u], &c7[u]);
    ALG_EACH(u, n) vd_lookup16_2(&alg_gelu_tab[0][0], 8, vd_bits(t[u]), &c8[u], &c9[u]);
    ALG_EACH(u, n) vd_lookup16_2(&alg_gelu_tab[0][0], 10, vd_bits(t[u]), &c10[u], &unused[u]);
    /* Estrin: p = (c0..c3) + w^4 (c4..c7) + w^8 (c8 + c9 w + c10 w^2) */
    ALG_EACH(u, n) w2[u] = vd_mul(w[u], w[u]);
    ALG_EACH(u, n) p[u] = vd_fma(c1[u], w[u], c0[u]);
    ALG_EACH(u, n) c2[u] = vd_fma(c3[u], w[u], c2[u]);
    ALG_EACH(u, n) c4[u] = vd_fma(c5[u], w[u], c4[u]);
    ALG_EACH(u, n) c6[u] = vd_fma(c7[u], w[u], c6[u]);
    ALG_EACH(u, n) c8[u] = vd_fma(c9[u], w[u], c8[u]);
    ALG_EACH(u, n) w4[u] = vd_mul(w2[u], w2[u]);
    ALG_EACH(u, n) p[u] = vd_fma(c2[u], w2[u], p[u]);
    ALG_EACH(u, n) c4[u] = vd_fma(c6[u], w2[u], c4[u]);
    ALG_EACH(u, n) c8[u] = vd_fma(c10[u], w2[u], c8[u]);
    ALG_EACH(u, n) w8[u] = vd_mul(w4[u], w4[u]);
    ALG_EACH(u, n) p[u] = vd_fma(c4[u], w4[u], p[u]);
    ALG_EACH(u, n) p[u] = vd_fma(c8[u], w8[u], p[u]);
    /* y = max(x, 0) - (a/2) RN(E g) */
    ALG_EACH(u, n) y[u] = vd_fnma(vd_mul(a[u], vd_set(0.5)), vd_mul(e[u], p[u]), vd_max(x[u], vd_set(0.0)));
    ALG_EACH(u, n) dom[u] = alg_gelu_fast_ok(x[u]);
}
/* Gelu does not split into two stages (its kernel is not pipelined):
 * stage 1 passes x on, stage 2 is the whole core. */
static inline void alg_gelu_fast_s1(int n, const vd *x, vd *w, unsigned nr)
{
    (void)nr;
    ALG_EACH(u, n) w[u] = x[u];
}
static inline void alg_gelu_fast_s2(int n, const vd *x, const vd *w, vd *y, vm *dom, unsigned nr)
{
    (void)x;
    alg_gelu_fast_n(n, w, y, dom, nr);
}
/* One vector: the fix-ups and the tests */
static inline vd alg_gelu_fast(vd x) { vd y; vm d; alg_gelu_fast_n(1, &x, &y, &d, 0); return y; }
static inline vd alg_gelu_fast_nr(vd x) { vd y; vm d; alg_gelu_fast_n(1, &x, &y, &d, 1); return y; }

/* the slow path: correctly rounded to p bits (slow.c) */
static inline double alg_gelu_slow(double x, int p, int emin) { return onnxm_gelu_slow(x, p, emin); }

/* The double core (top of the file): the double-double core's hi. */
__attribute__((noinline, cold, unused)) static vd alg_gelu_core(vd x)
{
    vd lo, hi = alg_gelu_dd(x, &lo);
    return vd_sel(vd_eq(vd_abs(hi), vd_abs(hi)), hi, x); /* NaN hi: keep x */
}

/* the float-subnormal results (top of the file), lane by lane */
__attribute__((noinline, cold, unused)) static vd alg_gelu_sub(vd x, vd y, unsigned sub)
{
    double xl[VD_LANES], yl[VD_LANES];
    vd_spill(xl, x);
    vd_spill(yl, y);
    for (; sub; sub &= sub - 1) {
        int l = __builtin_ctz(sub);
        yl[l] = onnxm_gelu_slow_odd(xl[l], -151);
    }
    return vd_load(yl);
}

/* Outside alg_gelu_fast_ok (top of the file). */
static inline vd alg_gelu_fast_special(vd x)
{
    vd y = alg_gelu_tiny_narrow(x);
    y = vd_sel(vd_le(x, vd_set(ALG_GELU_XZ)), vd_set(-0.0), y); /* -inf included */
    y = vd_sel(vd_eq(x, vd_set(INFINITY)), x, y);
    unsigned sub = vm_bits(vm_and(vd_gt(x, vd_set(ALG_GELU_XZ)), vd_lt(x, vd_set(ALG_GELU_XSUB))));
    if (sub)
        y = alg_gelu_sub(x, y, sub);
    return vd_sel(vd_eq(x, x), y, vd_add(x, x)); /* NaN quieted */
}

#endif
