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
 * alg_tanh_fast_ok):
 *   a is clamped to TSAT_F = 0x1.205966p+3 (~9.011, below), so 2a <= 18.03
 *     is inside exp.h's fast range.
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
 *   Saturation (a select in the hot path, not a fix-up): for a > TSAT_F,
 *     tanh(a) > 1 - 2^-25, the midpoint below 1 in float, so tanh rounds
 *     to 1 in float, and in float16 and bfloat16 (midpoints 1 - 2^-12,
 *     1 - 2^-9) too; TSAT_F is the largest float with tanh < 1 - 2^-25
 *     (mpmath).  There y = 1 exactly: a value of every type, which the
 *     rounding tests pass (round.h: a y that is itself a float) and
 *     round to itself, the correctly rounded result.  +-inf take this
 *     branch: tanh(+-inf) = +-1.
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

/* Groups of ALG_TANH_GROUP = 4 vectors, not pipelined (ONNXM_LOOP_FIX):
 * one division (on the divider, beside the FMA ports), no square root, so
 * ALG_TANH_NR = 0 and the divider variant is the same kernel. */
#define ALG_TANH_GROUP ALG_GROUP
#define ALG_TANH_GROUP_DIVIDER ALG_GROUP
#define ALG_TANH_NR 0u

static inline vm alg_tanh_fast_ok(vd x) { return vd_eq(x, x); }

static inline __attribute__((always_inline)) void alg_tanh_fast_n(int n, const vd *x, vd *y, vm *dom, unsigned nr)
{
    (void)nr;
    vd a[ALG_GROUP], z[ALG_GROUP], s[ALG_GROUP], q[ALG_GROUP], e[ALG_GROUP];
    ALG_EACH(u, n) a[u] = vd_abs(x[u]);
    /* 2 min(a, TSAT_F), exact; a NaN stays NaN (vd_min returns its second
     * operand then) */
    ALG_EACH(u, n) z[u] = vd_min(vd_set(ALG_TANH_TSAT_F), a[u]);
    ALG_EACH(u, n) z[u] = vd_add(z[u], z[u]);
    alg_exp_fast_parts(n, z, s, q);
    ALG_EACH(u, n) e[u] = vd_fma(s[u], q[u], vd_sub(s[u], vd_set(1.0))); /* expm1(2a) */
    ALG_EACH(u, n) y[u] = vd_div(e[u], vd_add(e[u], vd_set(2.0)));
    ALG_EACH(u, n) y[u] = vd_sel(vd_gt(a[u], vd_set(ALG_TANH_TSAT_F)), vd_set(1.0), y[u]);
    ALG_EACH(u, n) y[u] = vd_copysign(y[u], x[u]);
    ALG_EACH(u, n) dom[u] = alg_tanh_fast_ok(x[u]);
}
/* Tanh does not split into two stages (its kernel is not pipelined):
 * stage 1 passes x on, stage 2 is the whole core. */
static inline void alg_tanh_fast_s1(int n, const vd *x, vd *w, unsigned nr)
{
    (void)nr;
    ALG_EACH(u, n) w[u] = x[u];
}
static inline void alg_tanh_fast_s2(int n, const vd *x, const vd *w, vd *y, vm *dom, unsigned nr)
{
    (void)x;
    alg_tanh_fast_n(n, w, y, dom, nr);
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
