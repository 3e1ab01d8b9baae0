/* tanh.h -- Tanh: the float-input core of the float/float16/bfloat16
 * kernels (alg/fast.h), its special values and slow path.  The double core
 * (the fix-ups' second try) and the correctly rounded double kernel are
 * alg/tanh_dd.h's double-double core.  Both are built on the shared
 * exponential's parts (alg/exp.h, alg/exp_dd.h), not on an exponential of
 * their own.
 *
 * Method.  tanh is odd: every core computes on a = |x| and gives the result
 * x's sign by copysign, so tanh(-x) = -tanh(x) bit for bit and tanh(+-0) =
 * +-0.  With E = expm1(2a),
 *     tanh(a) = E / (E + 2),
 * and E comes from the exponential's parts without cancellation: exp(2a) =
 * s (1 + q), so E = (s - 1) + s q, where s - 1 is exact (s = T_j 2^e >= 1
 * for 2a >= 0, a multiple of 2^(e-52) below 2^(e+1)) and, where k = 0
 * (2a < ln2/32), s = 1 and E = q = expm1(2a) itself, relative to E however
 * small a is.  No separate polynomial near 0 is needed: exp.h's q is
 * expm1's relative approximation there.
 * Why E/(E + 2) loses nothing: t(E) = E/(E + 2) has d log t / d log E =
 * 2/(E + 2) <= 1, so a relative error e on E moves t by at most e
 * (1 + e) relative; the addition and the division add one rounding each.
 *
 * The float-input core (alg_tanh_fast_*; every input but NaN is in
 * alg_tanh_fast_ok), in two stages (ONNXM_LOOP_PIPE: stage 1 E, stage 2
 * the quotient and the sign; the loop overlaps one group's first with the
 * last's second, bench/README.md):
 *   a is held to TC = 19.5, so 2a <= 39 is inside exp.h's fast range.
 *   E = RN(s q + (s - 1)), by one fma, from alg_exp_fast_parts on 2a:
 *     k = 0: s = 1, E = q, within 2^-40.1 (Q's fit) + 2^-52.9 (the
 *       roundings) of expm1(2a), relative (exp.h);
 *     k >= 1 (2a >= ln2/32 (1 - 2^-41)): s (1 + q) is within 2^-45.4 of
 *       exp(2a) (exp.h's bound less y's rounding, which E's fma replaces),
 *       and exp(2a)/expm1(2a) <= 1/(1 - e^-(ln2/32)) = 46.7 = 2^5.55
 *       there: 2^-39.85 of E, plus the fma's rounding 2^-53.
 *     So |E - expm1(2a)| < 2^-39.8 expm1(2a).
 *   D = RN(E + 2): 2^-53; y = RN(E / D): 2^-53.
 *   In all < 2^-39.8 (1 + 2^-39) + 2^-52 < 2^-39.7 relative, far below
 *   E/2 = 2^-37 (fast.h).  Measured against MPFR: 2^-40.11
 *   (tests/c/test_fast_cores.c, every float16/bfloat16 value and 2.5 10^6
 *   floats, the saturated and tiny results, which are exact, set aside).
 *   Saturation, with no select: at a = TC, E = expm1(39) (1 +- 2^-39.8)
 *     is near 2^56.3, a multiple of 16, so E + 2 rounds to E and y = E/E
 *     = 1 exactly; every a > TC (+-inf included) gets that value, and
 *     tanh(a) lies within 2 e^-39 < 2^-55 of 1: y = 1 is within the bound
 *     too.  1 is a value of every type, which the rounding tests pass
 *     (round.h: a y that is itself a float) and round to itself, the
 *     correctly rounded result (tanh(a) > 1 - 2^-25 from TSAT_F =
 *     0x1.205966p+3 up, above the midpoint below 1 in float, float16
 *     and bfloat16; between TSAT_F and TC, y is 1 - 2 e^-2a within the
 *     bound, and the rounding test rounds it to 1, except within 2^-36 of
 *     the midpoint, near TSAT_F, where the fix-up does).
 *   Tiny |x| (float subnormals among them): for 2a < 2^-53, r = 2a exactly
 *     (k = 0), r^2 Q < r^2/2 is below half an ulp of r, so q = 2a, D =
 *     RN(2 + 2a) = 2 and y = a: the core returns x itself, a float (round.h's float
 *     test passes on it, which the float-subnormal range needs), and x is
 *     the correctly rounded tanh(x) in every type: |tanh x - x| < |x|^3/3
 *     is far below half an ulp of x.  Above 2^-54 the results are normal
 *     and the rounding test decides (tanh(x) rounds to x in float up to
 *     |x| ~ 2^-11.7, to nextbelow(|x|) in some binades above; the test
 *     sees the same margins either way).
 *
 * Special values (alg_tanh_fast_special, outside alg_tanh_fast_ok): NaN ->
 * quiet NaN (x + x: sign and payload kept).  Everything else is the core's:
 * +-0 -> +-0, +-inf -> +-1.
 */
#ifndef ONNXM_ALG_TANH_H
#define ONNXM_ALG_TANH_H

#include "kernels/alg/exp.h"
#include "kernels/alg/fast.h"
#include "kernels/slow.h"

#define ALG_TANH_TSAT_F 0x1.205966p+3 /* largest float x with tanh(x) < 1 - 2^-25 */
#define ALG_TANH_TC 19.5 /* |x| is held to TC: from 18.72 on, y = 1 exactly */

/* Groups of ALG_TANH_GROUP = 4 vectors, software-pipelined over the two
 * stages (ONNXM_LOOP_PIPE): one division (on the divider, beside the FMA
 * ports), no square root, so ALG_TANH_NR = 0 and the divider variant is the
 * same kernel. */
#define ALG_TANH_GROUP ALG_GROUP
#define ALG_TANH_GROUP_DIVIDER ALG_GROUP
#define ALG_TANH_NR 0u

static inline vm alg_tanh_fast_ok(vd x) { return vd_eq(x, x); }

/* stage 1: w = E = expm1(2 min(|x|, TC)) */
static inline __attribute__((always_inline)) void alg_tanh_fast_s1(int n, const vd *x, vd *w, unsigned nr)
{
    (void)nr;
    vd z[ALG_GROUP], s[ALG_GROUP], q[ALG_GROUP];
    /* 2 min(|x|, TC), exact; a NaN stays NaN (vd_min returns its second
     * operand then) */
    ALG_EACH(u, n) z[u] = vd_min(vd_set(ALG_TANH_TC), vd_abs(x[u]));
    ALG_EACH(u, n) z[u] = vd_add(z[u], z[u]);
    alg_exp_fast_parts(n, z, s, q);
    ALG_EACH(u, n) w[u] = vd_fma(s[u], q[u], vd_sub(s[u], vd_set(1.0)));
}
/* stage 2: y = copysign(E/(E + 2), x) */
static inline __attribute__((always_inline)) void alg_tanh_fast_s2(int n, const vd *x, const vd *w, vd *y, vm *dom,
                                                                  unsigned nr)
{
    (void)nr;
    ALG_EACH(u, n) y[u] = vd_copysign(vd_div(w[u], vd_add(w[u], vd_set(2.0))), x[u]);
    ALG_EACH(u, n) dom[u] = alg_tanh_fast_ok(x[u]);
}
static inline __attribute__((always_inline)) void alg_tanh_fast_n(int n, const vd *x, vd *y, vm *dom, unsigned nr)
{
    vd w[ALG_GROUP];
    alg_tanh_fast_s1(n, x, w, nr);
    alg_tanh_fast_s2(n, x, w, y, dom, nr);
}
/* One vector: the fix-ups and the tests */
static inline vd alg_tanh_fast(vd x) { vd y; vm d; alg_tanh_fast_n(1, &x, &y, &d, 0); return y; }
static inline vd alg_tanh_fast_nr(vd x) { vd y; vm d; alg_tanh_fast_n(1, &x, &y, &d, 1); return y; }

/* Outside alg_tanh_fast_ok: NaN, quieted.  (The other lanes' values, which
 * no kernel selects, are the saturated +-1.) */
static inline vd alg_tanh_fast_special(vd x)
{
    return vd_sel(vd_eq(x, x), vd_copysign(vd_set(1.0), x), vd_add(x, x));
}

/* the slow path: correctly rounded to p bits (slow.c) */
static inline double alg_tanh_slow(double x, int p, int emin) { return onnxm_tanh_slow(x, p, emin); }

#endif
