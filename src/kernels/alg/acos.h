/* acos.h -- Acos: the float-input core of the float/float16/bfloat16
 * kernels (alg/fast.h), and the double core that settles the lanes their
 * rounding test leaves open (within 0.69 ulp of double; the double kernel
 * itself is correctly rounded: alg/acos_dd.h, accurate.c).
 *
 * Method.  With asin(t) = t + t z P(z), z = t^2, where P is a degree-12
 * near-minimax polynomial for (asin(sqrt z)/sqrt z - 1)/z on [0, 1/4]
 * (relative error 2^-52.9 with its double coefficients, gen_poly.py), every
 * lane computes acos(x) = A + G (1 + z P(z)) + G_l with
 *   |x| < 1/2:  A = pi/2, G = -x, z = RN(x^2), G_l = 0
 *               (acos x = pi/2 - asin x);
 *   |x| >= 1/2: z = (1 - |x|)/2 (exact, one fma), s = RN(sqrt z),
 *               b = 2 sign(x), A = pi/2 - b pi/4 (0 or pi, exact), G = b s,
 *               G_l = b sl with sl = (z - s^2)/(2s) ~ sqrt(z) - s
 *               (acos |x| = 2 asin(sqrt z), acos -|x| = pi - 2 asin(sqrt z)).
 * A + G is split exactly by FastTwoSum (|A| >= |G|, or A = 0); A's low
 * part is A (pi_lo/pi_hi); everything else goes into one fma and the result
 * is rounded once.  z - s^2 is exact (fma); 1/(2s) comes from the
 * bit-pattern reciprocal seed (relative error < 0.051) and one Newton step
 * (< 2^-8.6), since sl is at most ulp(s)/2.  No division; one vsqrtpd.
 *
 * Error bound (ulps of y = acos x; ulp(y) > 2^-53 y).  T = G z P is the
 * only inexact term: its relative error is < 3.93 2^-53 (G z's rounding
 * 2^-53, P's fit 1.07 2^-53, Horner's roundings 0.86 2^-53, the fma's
 * 2^-53), plus 1.1 2^-53 for z = RN(x^2) when |x| < 1/2.
 *   |x| < 1/2:   |T| <= asin(1/2) - 1/2 < 0.0236, y > 1.047, ulp(y) >=
 *                2^-52: < 0.07 ulp; with the final rounding < 0.57 ulp.
 *   x <= -1/2:   |T| < 0.0472, y > 2.094, ulp(y) = 2^-51: < 0.05 ulp, plus
 *                the terms below: < 0.56 ulp.
 *   x >= 1/2:    y = 2 asin(s + sigma), |sigma| <= ulp(s)/2; T/y <=
 *                zP/(1 + zP), which is < 0.0415 where ulp(y)/y is smallest
 *                (y just below 1) and < 0.0451 where ulp(y) = 2^-52 (y in
 *                [1, 1.047]): T's error < 0.163 ulp; the dropped 2 sigma z P
 *                < 0.022 ulp; sl's error (2^-8.6 of <= ulp(y)/2) < 0.002
 *                ulp; with the final rounding < 0.69 ulp.
 *   Proven: < 0.69 ulp.  Measured max 0.594 ulp on 10^7 doubles
 *   (tools/accuracy.c), 0.624 ulp on 10^6 samples of [1/2, 0.9] (the
 *   previous core: 0.622 on the same samples; the error comes from T).
 * Special cases: acos(1) = +0 (every term is +0), acos(-1) = pi (rounded),
 * acos(+-0) = pi/2, |x| > 1 (including inf): x86-64's default NaN
 * (alg_acos_fast_special; in the double core z < 0 and vd_sqrt gives it);
 * NaN -> quiet NaN (propagated).
 */
#ifndef ONNXM_ALG_ACOS_H
#define ONNXM_ALG_ACOS_H

#include "kernels/alg/dd.h"
#include "kernels/alg/fast.h"
#include "kernels/slow.h"

#define ONNXM_PI_HI 0x1.921fb54442d18p+1
#define ONNXM_PI_LO 0x1.1a62633145c07p-53
#define ONNXM_PIO2_HI 0x1.921fb54442d18p+0

static inline vd alg_asin_p(vd z)
{
    vd p = vd_set(0x1.d72b2bc8155f8p-6);
    p = vd_fma(p, z, vd_set(-0x1.e6aaa8a0a04ccp-7));
    p = vd_fma(p, z, vd_set(0x1.1d189408314eep-6));
    p = vd_fma(p, z, vd_set(0x1.65a9c4dfcf8b2p-8));
    p = vd_fma(p, z, vd_set(0x1.52420b04b37bep-7));
    p = vd_fma(p, z, vd_set(0x1.782651caa6547p-7));
    p = vd_fma(p, z, vd_set(0x1.c9cf07674736ap-7));
    p = vd_fma(p, z, vd_set(0x1.1c4d35cf95421p-6));
    p = vd_fma(p, z, vd_set(0x1.6e8bb1c8209a2p-6));
    p = vd_fma(p, z, vd_set(0x1.f1c71c1db0623p-6));
    p = vd_fma(p, z, vd_set(0x1.6db6db6e31f13p-5));
    p = vd_fma(p, z, vd_set(0x1.3333333332ecap-4));
    p = vd_fma(p, z, vd_set(0x1.5555555555556p-3));
    return p;
}

static inline vd alg_acos_core(vd x)
{
    vd a = vd_abs(x);
    vm small = vd_lt(a, vd_set(0.5));
    vd zl = vd_fma(a, vd_set(-0.5), vd_set(0.5)); /* (1 - a)/2, exact */
    /* z = RN(x^2) in small lanes, zl in the others, which is also
     * min(RN(x^2), zl) (vd_sel_min): RN(x^2) <= 1/4 < zl when a < 1/2, and
     * RN(x^2) >= 1/4 >= zl otherwise (equal only at a = 1/2, where both
     * are 1/4); a NaN or |x| > 1 takes zl either way */
    vd z = vd_sel_min(small, vd_mul(x, x), zl);
    vd p = alg_asin_p(z);

    /* s + sl = sqrt(zl): sl = (zl - s^2)/(2 s), with -1/(2 s) from the
     * bit-pattern seed (relative error < 0.051) and one Newton step
     * (< 2^-8.6); the 2^-600 keeps the seed finite at s = 0 (x = +-1) and
     * vanishes in 2 s otherwise (s >= 2^-27). */
    vd s = vd_sqrt(zl);
    vd q = vd_fma(s, vd_set(2.0), vd_set(0x1p-600));
    vd rq = vd_from_bits(vi_sub(vi_set((int64_t)0xffde623822fc16e6ull), vd_bits(q)));
    rq = vd_fma(rq, vd_fma(q, rq, vd_set(1.0)), rq);
    vd res = vd_fma(s, s, vd_fma(a, vd_set(0.5), vd_set(-0.5))); /* s^2 - zl, exact */

    /* acos(x) = A + G (1 + z P(z)) + G_l, where
     *   |x| < 1/2:  A = pi/2,  G = -x,  G_l = 0;
     *   |x| >= 1/2: b = 2 sign(x), A = pi/2 - b pi/4 (0 or pi, exact),
     *               G = b s, G_l = b sl. */
    vd b = vd_copysign(vd_set(2.0), x);
    vd g = vd_sel(small, vd_sub(vd_set(0.0), x), vd_mul(b, s));
    vd gl = vd_zero_if(small, vd_mul(vd_mul(res, rq), b));
    vd A = vd_fma_unless(small, b, vd_set(-0.5 * ONNXM_PIO2_HI), vd_set(ONNXM_PIO2_HI));
    vd he, h = dd_fast_two_sum(A, g, &he); /* |A| >= |G| or A = 0 */
    vd lo = vd_fma(A, vd_set(ONNXM_PI_LO / ONNXM_PI_HI), vd_add(he, gl));
    lo = vd_fma(vd_mul(g, z), p, lo);
    return vd_add(h, lo);
}

/* ------------------------------------------------ the float-input core */
/* acos(x) for x in [-1, 1] with <= 24 significant bits (alg_acos_fast_ok),
 * relative error < 2^-37.8.  asin(t) = t + t z P(z), z = t^2, P degree 7
 * near-minimax on [0, 1/4] (2^-33.6 relative; t z P <= 0.0472 t, so it
 * adds < 2^-38.0 relative to asin, and no more to acos, below).
 *   |x| < 1/2:  z = x^2 (exact), t = sqrt(z): |x| exactly with vd_sqrt
 *               (correctly rounded; z is a square), within 2^-51.9 with
 *               alg_sqrt_nr, which adds < 2^-52.9 relative to acos.
 *               acos(|x|) = pi/2 - asin(t) >= 1.047 with asin(t) <= 0.524:
 *               with the roundings of pi/2, of asin and of the fma < 2^-51.
 *   |x| >= 1/2: z = (1 - |x|)/2 (exact: one fma, Sterbenz), t = sqrt(z)
 *               correctly rounded (vd_sqrt), or within 2^-51.9 by
 *               alg_sqrt_nr;  acos(|x|) = 2 asin(t), < 2^-49.2.
 * The three forms of alg_acos_fast_y (below) round differently:
 *   select form: y = pi/2 - asin(t) or 2 asin(t) (exact), one rounding;
 *             for x < 0, pi - y (>= pi/2, one more rounding and pi's:
 *             < 2^-50.5): < 2^-37.9 in all;
 *   fma form: all four cases from one fma, one rounding, within the
 *             bounds above: < 2^-37.9 in all;
 *   sign form: y = pi/2 - sign(x) u, u = asin(t) (|x| < 1/2) or
 *             RN(pi/2 - 2 asin(t)) (|x| >= 1/2, asin |x| = pi/2 -
 *             2 asin(t)).  u's rounding (<= 2^-53, u < 2) is new; for
 *             x >= 1/2 the two pi/2 cancel exactly in y's terms (y =
 *             RN(2 s - eps_u), s = RN(asin(t)) as above), so eps_u is
 *             relative to y >= acos(1 - 2^-24) > 2^-11.5 (the smallest
 *             nonzero result of a float): < 2^-41.5; x <= -1/2 gives y >=
 *             2.09, where it and the roundings of pi/2 are < 2^-52.
 *             Both |x| < 1/2 cases take one rounding (pi/2 -+ s).  With
 *             the 2^-38.0 of P: < 2^-38.0 + 2^-41.5 + 2^-49 < 2^-37.8.
 * All within E/2 = 2^-37 (fast.h), so the kernels' correctly rounded
 * results are the same bits on every ISA.
 * acos(1) = +0 and acos(-1) = pi rounded come out of the same formulas.
 * Outside alg_acos_fast_ok the kernels store alg_acos_fast_special.  The
 * core's dom masks are that domain, but tested on z (alg_acos_fast_z) as
 * z >= 0: for |x| < 1/2, z = x^2 >= 0; otherwise z = (1 - |x|)/2, which
 * is >= 0 exactly when |x| <= 1, and NaN (failing the ordered compare)
 * for a NaN x; the min form gives the same z.  Tested on x, |x| would
 * stay live to the end of the group (register copies, spills); tested on
 * z, it dies once z is made.
 *
 * Groups of ALG_ACOS_GROUP = 4 vectors, not pipelined (ONNXM_LOOP_FIX):
 * its time goes to the divider and the FMA ports rather than to latency.
 * ALG_ACOS_NR = 0x5 takes two of the four square roots off the divider
 * where vd_rsqrt14 is fast (the default variant; the divider variant,
 * chosen on AMD, takes none: fast.h). */
#define ALG_ACOS_GROUP ALG_GROUP
#define ALG_ACOS_GROUP_DIVIDER ALG_GROUP /* nr = 0 (asinh.h) */
#define ALG_ACOS_NR (vec_fast_rsqrt14() ? 0x5u : 0u)
/* The last step's form (alg_acos_fast_y) per ISA and variant: where a
 * select folds into its masked operation (AVX-512), the sign form in the
 * divider variant (chosen on AMD) and the select form in the default one
 * (chosen on Intel), each the faster of the two there (bench/README.md,
 * "float Acos"); the fma form elsewhere.  nr is a constant of each kernel. */
enum { ALG_ACOS_Y_FMA, ALG_ACOS_Y_SIGN, ALG_ACOS_Y_SELECT };
#define ALG_ACOS_Y_FORM(nr) (!vec_sel_is_masked() ? ALG_ACOS_Y_FMA : (nr) == 0 ? ALG_ACOS_Y_SIGN : ALG_ACOS_Y_SELECT)
static inline vm alg_acos_fast_ok(vd x) { return vd_le(vd_abs(x), vd_set(1.0)); }
/* |x| > 1 (inf included): the default NaN (kernels/nan.h), not C's NAN,
 * which is +qNaN; a NaN input: itself, quieted (x + x) */
static inline vd alg_acos_fast_special(vd x) { return vd_sel(vd_le(x, x), alg_default_nan(), vd_add(x, x)); }
/* P(z) of asin(t) = t + t z P(z), degree 7 */
static inline void alg_asin_fast_p(int n, const vd *z, vd *p)
{
    ALG_EACH(u, n) p[u] = vd_fma(vd_set(0x1.e0231588b1e55p-6), z[u], vd_set(0x1.64b97e009bd03p-8));
    ALG_EACH(u, n) p[u] = vd_fma(p[u], z[u], vd_set(0x1.3c5053c2afce1p-6));
    ALG_EACH(u, n) p[u] = vd_fma(p[u], z[u], vd_set(0x1.6a9e3262c37dbp-6));
    ALG_EACH(u, n) p[u] = vd_fma(p[u], z[u], vd_set(0x1.f208eb1ddd0fbp-6));
    ALG_EACH(u, n) p[u] = vd_fma(p[u], z[u], vd_set(0x1.6db5cfb6af282p-5));
    ALG_EACH(u, n) p[u] = vd_fma(p[u], z[u], vd_set(0x1.333334ceb6520p-4));
    ALG_EACH(u, n) p[u] = vd_fma(p[u], z[u], vd_set(0x1.55555554ee47bp-3));
}
/* The core in three steps: alg_acos_fast_z computes a = |x|, the mask m
 * and z; the caller t = sqrt(z); alg_acos_fast_y asin(t) and the
 * result (bench/costs.c times other square roots between the same first
 * and last step).
 *   z = a^2 if a < 1/2, else (1 - a)/2, both exact; vd_sel_min may take
 *       it as min(a^2, (1 - a)/2), since a^2 < (1 - a)/2 exactly when
 *       (2a - 1)(a + 1) < 0 (equal at a = 1/2, where either serves); a NaN
 *       or |x| > 1 gives a NaN or negative z, which the kernels' domain
 *       test catches either way.
 *   m = big = a >= 1/2 in the sign and fma forms, m = small = a < 1/2 in
 *       the select form: the mask of the form's masked operations, in the
 *       sense in which none of them needs an inverted mask.
 *   y, by the form ALG_ACOS_Y_FORM names:
 *       the sign form: one fma masked by big (u = pi/2 - 2s where big, s
 *       elsewhere), a copysign (one vpternlogq) and a subtraction, with no
 *       compare of x's sign;
 *       the select form: pi/2 - s masked by small over s + s, then pi - y
 *       masked by x < 0;
 *       where a blend of two vectors costs more than the bit operations
 *       (AVX2's vblendvpd: 3 port operations), the fma form:
 *       y = C + M asin(t) by one fma, with M = -1 (a < 1/2) or 2 and its
 *       sign flipped for x < 0, and C = pi/2 (a < 1/2), 0 (x >= 1/2) or pi
 *       (x <= -1/2): pi/2 - asin(|x|), pi/2 + asin(|x|), 2 asin(t),
 *       pi - 2 asin(t); M s is exact, so one rounding in every case.
 *       M = 2 - (big ? 0 : 3) and C = pi/2 - (big ? cs : 0), cs = pi/2
 *       with x's sign (pi/2 + pi/2 = pi_hi exactly).  Bounds of the three
 *       forms: above. */
/* always inlined, as are the next two: outlined (GCC did, once a third
 * form was added), the group's vectors would pass through memory */
static inline __attribute__((always_inline)) void alg_acos_fast_z(int n, int form, const vd *x, vd *a, vd *z,
                                                                  vm *m, vm *dom)
{
    ALG_EACH(u, n) a[u] = vd_abs(x[u]);
    if (form == ALG_ACOS_Y_SELECT) {
        ALG_EACH(u, n) m[u] = vd_lt(a[u], vd_set(0.5)); /* small */
        ALG_EACH(u, n) z[u] = vd_sel_min(m[u], vd_mul(a[u], a[u]), vd_fma(a[u], vd_set(-0.5), vd_set(0.5)));
    } else {
        ALG_EACH(u, n) m[u] = vd_ge(a[u], vd_set(0.5)); /* big */
        ALG_EACH(u, n) z[u] = vd_sel_min(m[u], vd_fma(a[u], vd_set(-0.5), vd_set(0.5)), vd_mul(a[u], a[u]));
    }
    ALG_EACH(u, n) dom[u] = vd_ge(z[u], vd_set(0.0));
}
static inline __attribute__((always_inline)) void alg_acos_fast_y(int n, int form, const vd *x, const vd *z,
                                                                  const vm *m, const vd *t, vd *y)
{
    vd p[ALG_GROUP], s[ALG_GROUP];
    alg_asin_fast_p(n, z, p);
    ALG_EACH(u, n) s[u] = vd_fma(vd_mul(t[u], z[u]), p[u], t[u]); /* asin(t) */
    if (form == ALG_ACOS_Y_SIGN) { /* m = big */
        ALG_EACH(u, n) s[u] = vd_sel(m[u], vd_fma(s[u], vd_set(-2.0), vd_set(ONNXM_PIO2_HI)), s[u]);
        ALG_EACH(u, n) y[u] = vd_sub(vd_set(ONNXM_PIO2_HI), vd_copysign(s[u], x[u]));
    } else if (form == ALG_ACOS_Y_SELECT) { /* m = small */
        ALG_EACH(u, n) y[u] = vd_sel(m[u], vd_sub(vd_set(ONNXM_PIO2_HI), s[u]), vd_add(s[u], s[u]));
        ALG_EACH(u, n) y[u] = vd_sel(vd_lt(x[u], vd_set(0.0)), vd_sub(vd_set(ONNXM_PI_HI), y[u]), y[u]);
    } else { /* the fma form, m = big */
        ALG_EACH(u, n) {
            vi sign = vi_and(vd_bits(x[u]), vi_set((int64_t)0x8000000000000000ull));
            vd mul = vd_sub(vd_set(2.0), vd_zero_if(m[u], vd_set(3.0)));
            mul = vd_from_bits(vi_xor(vd_bits(mul), sign));
            vd cs = vd_from_bits(vi_or(vd_bits(vd_set(ONNXM_PIO2_HI)), sign));
            vd c = vd_sub(vd_set(ONNXM_PIO2_HI), vd_zero_unless(m[u], cs));
            y[u] = vd_fma(mul, s[u], c);
        }
    }
}
static inline __attribute__((always_inline)) void alg_acos_fast_n(int n, const vd *x, vd *y, vm *dom, unsigned nr)
{
    const int form = ALG_ACOS_Y_FORM(nr);
    vd a[ALG_GROUP], z[ALG_GROUP], t[ALG_GROUP];
    vm m[ALG_GROUP];
    alg_acos_fast_z(n, form, x, a, z, m, dom);
    ALG_EACH(u, n) t[u] = (nr >> u & 1) ? alg_sqrt_nr(z[u]) : vd_sqrt(z[u]);
    alg_acos_fast_y(n, form, x, z, m, t, y);
}
/* The two stages of alg/fast.h's interface: Acos does not split (its
 * kernel is not pipelined), so stage 1 passes x on and stage 2 is the
 * whole core. */
static inline void alg_acos_fast_s1(int n, const vd *x, vd *w, unsigned nr)
{
    (void)nr;
    ALG_EACH(u, n) w[u] = x[u];
}
static inline void alg_acos_fast_s2(int n, const vd *x, const vd *w, vd *y, vm *dom, unsigned nr)
{
    (void)x;
    alg_acos_fast_n(n, w, y, dom, nr);
}
/* One vector: the fix-ups and the tests */
static inline vd alg_acos_fast(vd x) { vd y; vm d; alg_acos_fast_n(1, &x, &y, &d, 0); return y; }
static inline vd alg_acos_fast_nr(vd x) { vd y; vm d; alg_acos_fast_n(1, &x, &y, &d, 1); return y; }

/* the slow path: correctly rounded to p bits (slow.c) */
static inline double alg_acos_slow(double x, int p, int emin) { return onnxm_acos_slow(x, p, emin); }

#endif
