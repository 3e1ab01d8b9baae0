/* gelu.h -- Gelu, approximate "none": y = x/2 (1 + erf(x/sqrt2)) = x Phi(x),
 * the float-input core of the float/float16/bfloat16 kernels (alg/fast.h),
 * correctly rounded with the rounding test (round.h), the double core of
 * their fix-ups, the special values and the slow path.  The double kernel
 * is alg/gelu_dd.h and accurate.c.
 *
 * Method (the float-input core, alg_gelu_fast_n), two branches, both
 * computed, one selected per lane:
 *   x >= -1: y = h (1 + erf(t)), h = x/2 (exact), t = RN(x/sqrt2) (one
 *     product by RN(1/sqrt2)), erf(t) by Erf's float-input core
 *     (alg_erf_fast_n: relative error < 2^-39.9 for every double t below
 *     m, the midpoint between ALG_ERF_XSAT and the float under it; +-1
 *     exactly from |t| >= m on), y = RN(h + h erf) by one fma.  1 + erf(t)
 *     >= 1 - erf(1/sqrt2) = 0.3173, so no cancellation worth a bit.
 *   x < -1: y = h e^(-x^2/2) g(a), a = -x, g(a) = erfc(a/sqrt2) e^(a^2/2)
 *     = sqrt(2/pi) R(a), R Mills' ratio (1 - Phi(a))/phi(a) (smooth and
 *     slowly decreasing, ~ sqrt(2/pi)/a), in 16 pieces of a in [1, 15) of
 *     width 7/8: j = RN(8/7 a - 23/14) (one fma and the 1.5 2^52 shifter;
 *     j is in the low bits that vd_lookup16_2 reads), s = a - c_j, c_j =
 *     1 + (j + 1/2) 7/8 = (23 + 14 j)/16 (exact, one fma),
 *     g = P_j(s), P_j of degree 10 fitted on |s| <= 7/16 (1 + 2^-20)
 *     (gen_poly.py gelu: relative error <= 2^-41.74, the worst piece j =
 *     0).  x^2/2 is exact in double for a float x (48 bits), so e^-x^2/2
 *     comes from Exp's double core (alg_exp_core, < 0.52 ulp) with an
 *     exact argument.  No cancellation anywhere: 1 + erf(t) is never
 *     formed there.
 * Saturation, both ends, without a branch:
 *   x >= m sqrt2 (t >= m = XSAT - 2^-23 after the rounding of t): erf(t)
 *     = 1 exactly from Erf's last piece, so y = h + h = x exactly.  That is
 *     the correct rounding in every type: t >= m (1 - 2^-53) means
 *     erfc(t) <= 2^-25 (1 + 2^-19) (erfc(XSAT) < 2^-25, and -erfc'/erfc
 *     = 2t + ... < 8 there), y = x (1 - erfc(t)/2) lies within
 *     2^-26 (1 + 2^-19) x of x, above the midpoint x (1 - 2^-25) below x
 *     (x (1 - 2^-24) for x not a power of two), and float16 and bfloat16
 *     midpoints are farther.  +inf gives +inf (fast_ok leaves it out
 *     anyway).
 *   x < ALG_GELU_XSUB = -0x1.a4ae0cp+3 (-13.146): |y| < 2^-126, float
 *     subnormal results (float16 and bfloat16 round to 0 or to their own
 *     subnormals): outside alg_gelu_fast_ok, see the special values.
 *
 * Error bound of the float-input core (relative, < E/2 = 2^-37):
 *   x >= -1: erf(t) within 2^-39.9 |erf(t)|, which moves 1 + erf(t) by
 *     at most 2^-39.9 |erf(t)|/(1 + erf(t)) <= 2^-39.9 (0.6827/0.3173)
 *     < 2^-38.79 relative (x < 0; < 2^-39.9 for x >= 0); t's rounding
 *     (2^-53 |t|) moves 1 + erf(t) by |t| erf'(t) 2^-53 / (1 + erf(t))
 *     <= 2^-51.5 relative; the fma 2^-53: < 2^-38.7.
 *   x < -1: the fit 2^-41.74; P_j's Horner (s in [-0.44, 0.44], the
 *     coefficients decreasing: <= 2^-51.5 with the rounding of s, which
 *     is exact except for the rounding of j's fma, that moves c_j only);
 *     e^-x^2/2 within 0.52 ulp (2^-52.9); the products 3 2^-53: <
 *     2^-41.6.
 *   So < 2^-38.7 < E/2; measured by tests/c/test_fast_cores.c.
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

#include "kernels/alg/erf.h"
#include "kernels/alg/exp.h"
#include "kernels/alg/fast.h"
#include "kernels/alg/gelu_dd.h" /* alg_gelu_core */
#include "kernels/alg/gelu_tiny.h"
#include "kernels/slow.h"

#define ALG_GELU_XSUB -0x1.a4ae0cp+3 /* smallest float with |gelu(x)| >= 2^-126 */
#define ALG_GELU_XZ -0x1.cb64eap+3   /* largest float with |gelu(x)| < 2^-150 */
#define ALG_GELU_TINY 0x1p-125       /* the float-input core's smallest |x| */
#define ALG_GELU_RSQRT2 0x1.6a09e667f3bcdp-1 /* RN(1/sqrt2) */
#define ALG_GELU_SHIFT 0x1.8p52

/* Piece j of g(a) = erfc(a/sqrt2) e^(a^2/2): P_j's coefficients, degree 0
 * first (gen_poly.py gelu; the comment is each piece's relative error with
 * these doubles) */
#define ALG_GELU_PIECES(X) \
X(0x1.b1480a1beb5c2p-2, -0x1.84622fe4e03f6p-3, 0x1.3442ef5f00a0ep-4, -0x1.bcdadf4a9d5cbp-6, 0x1.28c88de68c5dep-7, -0x1.7277d4b8eb2f9p-9, 0x1.b4647c2911755p-11, -0x1.e81d78a2a4e34p-13, 0x1.04cf3b868aedbp-14, -0x1.13c68daf22ffap-16, 0x1.0f7090dd36ecfp-18) /*  0: 2^-41.74 */ \
    X(0x1.33ffda057cb5dp-2, -0x1.a323f9375e585p-4, 0x1.06bc37c5f59b8p-5, -0x1.339b97370e6f5p-7, 0x1.53991137ebbcbp-9, -0x1.6416d3b28fa9dp-11, 0x1.649fea8af3e8cp-13, -0x1.5694be0b139c3p-15, 0x1.3cfa017c22a35p-17, -0x1.22325e5933149p-19, 0x1.f59794d6ce31bp-22) /*  1: 2^-44.59 */ \
    X(0x1.d88f77f233dbdp-3, -0x1.ff1ffa84225ecp-5, 0x1.0507f143a6535p-6, -0x1.fb3c5ff98219ep-9, 0x1.d76f1811e0e73p-11, -0x1.a4ff9184eaf8bp-13, 0x1.6a89559d491f2p-15, -0x1.2de765c7c2f37p-17, 0x1.e79feeb6fec3dp-20, -0x1.85f137d9ab32ep-22, 0x1.29a00303dcc72p-24) /*  2: 2^-47.15 */ \
    X(0x1.7d537533bb1a5p-3, -0x1.53b9034b96196p-5, 0x1.225c6ed7b7107p-7, -0x1.de217257ff1efp-10, 0x1.7c7b962b9fb69p-12, -0x1.2572fdf1de9bbp-14, 0x1.b7b9b7951d63cp-17, -0x1.40a984cc03447p-19, 0x1.c80f02984578bp-22, -0x1.4178de71f6635p-24, 0x1.b452c2092533ep-27) /*  3: 2^-49.48 */ \
    X(0x1.3ec6a61db80a3p-3, -0x1.e0e3c61287237p-6, 0x1.5fa11de48afcap-8, -0x1.f3b4372e187c0p-11, 0x1.59bf1eaaee35bp-13, -0x1.d2b525ee8c2adp-16, 0x1.33bc6af803612p-18, -0x1.8cfcd9910c369p-21, 0x1.f59fc51385cb8p-24, -0x1.3a7c3808b2d52p-26, 0x1.7e3731c82003dp-29) /*  4: 2^-51.51 */ \
    X(0x1.1174d5eb74da4p-3, -0x1.64d18c63b2fffp-6, 0x1.c692bd6099fe1p-9, -0x1.1b1f487a8dd26p-11, 0x1.594a40710c1f2p-14, -0x1.9cc44a31e6853p-17, 0x1.e426d5527df0ep-20, -0x1.16d91f6241144p-22, 0x1.3bbb1cf34a85dp-25, -0x1.631ab18422d16p-28, 0x1.853115e62d044p-31) /*  5: 2^-52.29 */ \
    X(0x1.de6d7e00f509ep-4, -0x1.12997d0ed1daep-6, 0x1.354e0ec2e320ap-9, -0x1.562fb9fddf244p-12, 0x1.74229488d52ffp-15, -0x1.8e24184ed324fp-18, 0x1.a359b62daf5a3p-21, -0x1.b31991f787723p-24, 0x1.bcfd5db2ffe0fp-27, -0x1.c477f9a6a5642p-30, 0x1.c237c06d5432bp-33) /*  6: 2^-53.42 */ \
    X(0x1.a8f593e0054e3p-4, -0x1.b30b5cdf98490p-7, 0x1.b69ac294eb3bap-10, -0x1.b3c1693c159c7p-13, 0x1.aaded1a0b846dp-16, -0x1.9c89f4a89a0b3p-19, 0x1.89845f18d0ba7p-22, -0x1.72aa74215863fp-25, 0x1.58ec060e19716p-28, -0x1.3f5a4e9dfd1a5p-31, 0x1.2250aab0387b7p-34) /*  7: 2^-55.02 */ \
    X(0x1.7e1bbe0bd4454p-4, -0x1.60c4333260fe8p-7, 0x1.419a01963f23bp-10, -0x1.21a5cb28d79fep-13, 0x1.01d255124c822p-16, -0x1.c5cbbeb68f3fbp-20, 0x1.8afda454ca93ap-23, -0x1.54259f0494488p-26, 0x1.21e5cb573e622p-29, -0x1.ebfb05bb3f2c1p-33, 0x1.9afec4728ef93p-36) /*  8: 2^-53.86 */ \
    X(0x1.5b06c86278cccp-4, -0x1.239b7ea8b1acdp-7, 0x1.e4f1bc867e6b1p-11, -0x1.8f21fd11aa4bfp-14, 0x1.4542befe8c94fp-17, -0x1.0683bccb8671bp-20, 0x1.a3c872d2a570ep-24, -0x1.4c92cf00990dap-27, 0x1.0524c7be4217ap-30, -0x1.988aa1c94ee32p-34, 0x1.3b4c983447508p-37) /*  9: 2^-55.69 */ \
    X(0x1.3dcaf95b5caefp-4, -0x1.e9ecd975af1d0p-8, 0x1.764ab95b8be39p-11, -0x1.1b797397930ffp-14, 0x1.a9c205108bdfep-18, -0x1.3d176fe6b78e9p-21, 0x1.d483b98252cf3p-25, -0x1.57653066be46dp-28, 0x1.f38135d2877b8p-32, -0x1.6a11c9fe7c300p-35, 0x1.03674df43a055p-38) /* 10: 2^-53.34 */ \
    X(0x1.251148f81e624p-4, -0x1.a1362b14b0915p-8, 0x1.26b54bb41374dp-11, -0x1.9d3ebb9cf03e5p-15, 0x1.1f9d7f920b8e1p-18, -0x1.8d7e8560c326ep-22, 0x1.10c07366f9682p-25, -0x1.73bda772941a8p-29, 0x1.f73f3670444d2p-33, -0x1.53a012222fe97p-36, 0x1.c5c006affa85bp-40) /* 11: 2^-53.33 */ \
    X(0x1.0fe37040382b5p-4, -0x1.6778deb7ca34bp-8, 0x1.d8210a8c27025p-12, -0x1.34094eded90e1p-15, 0x1.8f64db73c67d9p-19, -0x1.014e5061965f1p-22, 0x1.497ff6a5f972fp-26, -0x1.a3677f8b7a97ap-30, 0x1.0956c215cd8e5p-33, -0x1.4ed9f2a501a42p-37, 0x1.a2cb31e5e7395p-41) /* 12: 2^-55.68 */ \
    X(0x1.fb186e7ae7d44p-5, -0x1.38e1626be0079p-8, 0x1.7fddb688c2093p-12, -0x1.d447c01ee1879p-16, 0x1.1c083600df9fdp-19, -0x1.56a8f694567ebp-23, 0x1.9b26c31e471e8p-27, -0x1.eab3ac9e0deddp-31, 0x1.23491f096f48bp-34, -0x1.5901a34352d16p-38, 0x1.9564848e10900p-42) /* 13: 2^-55.37 */ \
    X(0x1.db06cd335a3c5p-5, -0x1.12c0d92a99b94p-8, 0x1.3c36691dce592p-12, -0x1.6a19bf5e10bcdp-16, 0x1.9c989a15735c1p-20, -0x1.d3d71c5f6df46p-24, 0x1.07f711e08e833p-27, -0x1.2874aa04d6042p-31, 0x1.4b637ecaa4da6p-35, -0x1.71a7ff9143760p-39, 0x1.996cb8de7d086p-43) /* 14: 2^-55.49 */ \
    X(0x1.bec15db1d4861p-5, -0x1.e654f668f702dp-9, 0x1.07825b12ed228p-12, -0x1.1c477015e434dp-16, 0x1.315583c013f38p-20, -0x1.46856f3a96e60p-24, 0x1.5bad968c1d71cp-28, -0x1.70a2482718201p-32, 0x1.85370ad065642p-36, -0x1.9a2a008c9fb36p-40, 0x1.ad7f4ef6a1f34p-44) /* 15: 2^-55.89 */
static const double alg_gelu_tab[16][16] VEC_TABLE16_ALIGN = VEC_TABLE16(ALG_GELU_PIECES);

/* Groups of ALG_GELU_GROUP = 4 vectors, not pipelined (ONNXM_LOOP_FIX), no
 * square root: ALG_GELU_NR = 0 and the divider variant is the same kernel. */
#define ALG_GELU_GROUP ALG_GROUP
#define ALG_GELU_GROUP_DIVIDER ALG_GROUP
#define ALG_GELU_NR 0u

static inline vm alg_gelu_fast_ok(vd x)
{
    return vm_and(vm_and(vd_ge(x, vd_set(ALG_GELU_XSUB)), vd_le(x, vd_set(0x1.fffffffffffffp+1023))),
                  vd_ge(vd_abs(x), vd_set(ALG_GELU_TINY)));
}

/* The kernels' interface (fast.h), n <= ALG_GROUP vectors: y within
 * 2^-41 |gelu(x)| (top of the file) for x in alg_gelu_fast_ok. */
static inline __attribute__((always_inline)) void alg_gelu_fast_n(int n, const vd *x, vd *y, vm *dom, unsigned nr)
{
    (void)nr;
    vd t[ALG_GROUP], e[ALG_GROUP], h[ALG_GROUP], a[ALG_GROUP], jt[ALG_GROUP], s[ALG_GROUP], p[ALG_GROUP];
    vd ex[ALG_GROUP], c0[ALG_GROUP], c1[ALG_GROUP];
    vm ed[ALG_GROUP];
    ALG_EACH(u, n) t[u] = vd_mul(x[u], vd_set(ALG_GELU_RSQRT2));
    alg_erf_fast_n(n, t, e, ed, 0);
    ALG_EACH(u, n) h[u] = vd_mul(x[u], vd_set(0.5));
    /* x < -1: a = -x, j = RN(8/7 a - 23/14), s = a - (23 + 14 j)/16 */
    ALG_EACH(u, n) a[u] = vd_abs(x[u]);
    ALG_EACH(u, n) jt[u] = vd_add(vd_fma(a[u], vd_set(8.0 / 7.0), vd_set(-23.0 / 14.0)), vd_set(ALG_GELU_SHIFT));
    ALG_EACH(u, n) s[u] = vd_sub(a[u], vd_fma(vd_sub(jt[u], vd_set(ALG_GELU_SHIFT)), vd_set(0.875), vd_set(1.4375)));
    ALG_EACH(u, n) vd_lookup16_2(&alg_gelu_tab[0][0], 10, vd_bits(jt[u]), &c0[u], &c1[u]);
    ALG_EACH(u, n) p[u] = c0[u];
    ALG_EACH(u, n) vd_lookup16_2(&alg_gelu_tab[0][0], 8, vd_bits(jt[u]), &c0[u], &c1[u]);
    ALG_EACH(u, n) p[u] = vd_fma(vd_fma(p[u], s[u], c1[u]), s[u], c0[u]);
    ALG_EACH(u, n) vd_lookup16_2(&alg_gelu_tab[0][0], 6, vd_bits(jt[u]), &c0[u], &c1[u]);
    ALG_EACH(u, n) p[u] = vd_fma(vd_fma(p[u], s[u], c1[u]), s[u], c0[u]);
    ALG_EACH(u, n) vd_lookup16_2(&alg_gelu_tab[0][0], 4, vd_bits(jt[u]), &c0[u], &c1[u]);
    ALG_EACH(u, n) p[u] = vd_fma(vd_fma(p[u], s[u], c1[u]), s[u], c0[u]);
    ALG_EACH(u, n) vd_lookup16_2(&alg_gelu_tab[0][0], 2, vd_bits(jt[u]), &c0[u], &c1[u]);
    ALG_EACH(u, n) p[u] = vd_fma(vd_fma(p[u], s[u], c1[u]), s[u], c0[u]);
    ALG_EACH(u, n) vd_lookup16_2(&alg_gelu_tab[0][0], 0, vd_bits(jt[u]), &c0[u], &c1[u]);
    ALG_EACH(u, n) p[u] = vd_fma(vd_fma(p[u], s[u], c1[u]), s[u], c0[u]);
    ALG_EACH(u, n) ex[u] = alg_exp_core(vd_mul(vd_mul(x[u], x[u]), vd_set(-0.5)));
    ALG_EACH(u, n) y[u] = vd_sel(vd_lt(x[u], vd_set(-1.0)), vd_mul(vd_mul(h[u], ex[u]), p[u]), vd_fma(h[u], e[u], h[u]));
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
