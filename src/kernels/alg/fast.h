/* fast.h -- what the float-input cores of the elementary functions share
 * (alg/asinh.h, alg/acos.h: alg_<op>_fast_*), and the interface every
 * algorithm file provides.
 *
 * Float, float16 and bfloat16 inputs have at most 24 significant bits, and
 * their results need only be right to a relative E = ONNXM_FAST_ERR =
 * 2^-36 for the rounding tests (round.h) to settle all but ~2^-11 of float
 * lanes (fewer for the 16-bit formats).  The kernels (kernel_bodies.h) redo
 * a vector with an unsettled lane with the double core (alg_<op>_core,
 * < 0.69 ulp of double), which settles all but ~2^-28 of lanes, and only
 * those go to the double-double slow path (slow.c).  So the fast cores are
 * lean double code: no double-double steps, one square root (vsqrtpd on
 * the divider, which runs beside the FMA ports, or FMAs only; see
 * alg_sqrt_nr), interleaved vectors, a 16-entry table instead of a
 * division in the logarithm, polynomials no longer than E needs, and no
 * special-value code in the hot path: the kernels replace the result of
 * every input outside alg_<op>_fast_ok (inf, NaN, |x| > 1 for Acos) by
 * alg_<op>_fast_special, in their rare fix-up branch.  The cores give the
 * kernels that domain as masks (dom), each computed where it costs least
 * (see each core).
 *
 * Why E = 2^-36 and not smaller: at 2^-44 the polynomials need 2 (Acos)
 * and 3 (Asinh) more fmas, ~10% of the cores' time, while the double core
 * redoes one vector in ~2^8 (2^-11 per lane, 8 lanes), ~1% of the time.  A
 * larger E would push that share up quickly (it doubles with each bit) for
 * one fma less.
 *
 * Error bounds, each below E/2 (derivations at each core; polynomials from
 * gen_poly.py "fast", evaluated with their double coefficients).  Measured
 * against MPFR by tests/c/test_fast_cores.c on every float16/bfloat16 value
 * and millions of floats, which requires < E/2.
 *
 * The interface of an algorithm file alg/<op>.h (kernel_bodies.h wires
 * every kernel from it and the op's onnxm_ops.def row; OP is the row's
 * ENUM, op its kernel name):
 *   IEEE class (LOOP ONNXM_LOOP_PLAIN), e.g. sqrt.h:
 *     vd alg_<op>_core(vd x)         the double kernel's operation
 *     vf alg_<op>_vf(vf x)           float, and float16/bfloat16 widened to
 *                                    float and rounded once
 *     float alg_<op>_tiny_above(void)  a bound T: the float results are
 *                                    subnormal only where |x| > T
 *                                    (INFINITY: never)
 *   elementary class (LOOP ONNXM_LOOP_FIX or ONNXM_LOOP_PIPE), e.g. asinh.h:
 *     vd alg_<op>_core(vd x)         the double core, within the row's
 *                                    F64_ULPS; the fix-ups' second try
 *     ALG_<OP>_GROUP, ALG_<OP>_NR    vectors per group (<= ALG_GROUP), and
 *                                    which of them take alg_sqrt_nr
 *     alg_<op>_fast_s1(n, x, w, nr)  the float-input core, relative error
 *     alg_<op>_fast_s2(n, x, w, y, dom, nr)  < E/2, in two stages (the
 *                                    pipelined loop overlaps stage 1 of
 *                                    one group with stage 2 of another)
 *     alg_<op>_fast_n(n, x, y, dom, nr)  both stages
 *     vm alg_<op>_fast_ok(vd x)      where the fast core's formulas hold
 *     vd alg_<op>_fast_special(vd x) the result outside that domain
 *     double alg_<op>_slow(double x, int p, int emin)  correctly rounded
 *                                    to p bits (slow.h)
 *   and in alg/<op>_dd.h, for the correctly rounded double kernel:
 *     vd alg_<op>_dd(vd x, vd *lo)   hi + lo within ALG_<OP>_DD_EPS |hi|
 *                                    of op(x), or hi NaN/inf (the lane
 *                                    goes to the accurate path)
 *     ALG_<OP>_DD_LO_ULPS            the proved bound on |lo|, in ulps of
 *                                    hi (the rounding test needs lo small)
 *     ALG_<OP>_DD_EDGES              { the inputs where the core changes
 *                                    branch or regime }, whose
 *                                    neighbourhoods the tests add
 *   and in accurate.c: double onnxm_<op>_accurate(double x), correctly
 *   rounded for every double (kernel_bodies.h, kb_loop_cr).
 */
#ifndef ONNXM_ALG_FAST_H
#define ONNXM_ALG_FAST_H

#include "kernels/alg/round.h"
#include "kernels/nan.h"

/* x86-64's default NaN in every lane (kernels/nan.h): the result of a
 * domain error (acos(2)) that no instruction makes, on every ISA */
static inline vd alg_default_nan(void) { return vd_from_bits(vi_set((int64_t)ONNXM_DEFAULT_NAN_F64)); }

#define ONNXM_FAST_ERR 0x1p-36
/* round.h's float test for cores within E/2: h = E 2^53 */
#define ONNXM_FAST_ERR_ULPS ((int64_t)(ONNXM_FAST_ERR * 0x1p53)) /* 2^17 */

#define ONNXM_LN2 0x1.62e42fefa39efp-1 /* ln 2 rounded to double */

/* The 16-bit rounding tests (round.h) for a relative error bound e. */
static inline vm vd_round_test_f16(vd y, vd r, double e) { return vd_round_test(y, r, e, 0x1p-10, 0x1p-24); }
static inline vm vd_round_test_bf16(vd y, vd r, double e) { return vd_round_test(y, r, e, 0x1p-7, 0x1p-133); }

/* The cores compute n <= ALG_GROUP vectors at once, one statement at a
 * time across all n (ALG_EACH), so that the instruction stream interleaves
 * n independent dependency chains.  One vector's chain is long (two
 * conversions, a square root, a polynomial: ~100 cycles on AVX-512) and
 * the out-of-order scheduler cannot hold enough of a vector-after-vector
 * stream to overlap them; interleaved, it can.  The compiler unrolls the
 * ALG_EACH loops completely (n is a constant after inlining); the kernels
 * use n = ALG_<OP>_GROUP, the fix-ups n = 1.
 *
 * nr: bit u set computes vector u's square root with alg_sqrt_nr (FMAs
 * only) instead of vd_sqrt (vsqrtpd, on the divider).  On Intel Sapphire
 * Rapids vsqrtpd takes ~24 cycles of the divider per 8 lanes, more than
 * the rest of either core needs on the FMA ports, so some square roots move
 * to the ports: ALG_<OP>_NR is the mask that measured fastest there, and
 * the best split moves with the port work left beside the divider
 * (bench/README.md, "Kernel design history").  On AMD Zen 4 the divider
 * is the cheaper resource (a 512-bit FMA occupies both 256-bit halves of
 * its pipes, and alg_sqrt_nr is six of them), so the kernels' divider
 * variant (kernel_bodies.h) passes nr = 0 there.  Where vd_rsqrt14 is not a
 * fast instruction (vec_fast_rsqrt14() == 0: AVX2, scalar) alg_sqrt_nr
 * has no fast seed and the masks are 0. */
#define ALG_GROUP 4
#define ALG_EACH(u, n) for (int u = 0; u < (n); u++)

/* sqrt(z) for z >= 0 finite, relative error < 2^-51.9, without the
 * divider.  r0 = vd_rsqrt14(z') (z' = max(z, 2^-1000), which keeps r0
 * finite at z = 0) is 1/sqrt(z) within |eps| < 2^-14; s0 = z r0 rounds
 * once (eta, |eta| <= 2^-53), and e = 1 - s0 r0 by one fma (exact to
 * 2^-66).  Then sqrt(z) = s0 (1 - e)^(-1/2) (1 + eta)^(-1/2) exactly, and
 * (1 - e)^(-1/2) = 1 + e/2 + 3e^2/8 + 5e^3/16 + R, |R| <= 35/128 e^4
 * (1 + 2^-10) < 2^-53.8 for |e| <= 2|eps| + eps^2 + 2^-52 < 2^-12.99.
 * s = s0 + (s0 e)(1/2 + e (3/8 + 5e/16)): the last fma rounds once
 * (2^-53); the other roundings act on a term ~2^-14 s0 (< 2^-63); eta
 * contributes 2^-54.  In all < 2.07 2^-53 < 2^-51.9.  At z = 0: s0 = 0,
 * e = 1, s = 0.  Nine operations, vrsqrt14pd counting as three.
 * alg_sqrt_nr_seeded takes r0 from the caller (test_fast_cores checks the
 * bound with seeds at both ends of the allowed error). */
static inline vd alg_sqrt_nr_seeded(vd z, vd r0)
{
    vd s0 = vd_mul(z, r0);
    vd e = vd_fnma(s0, r0, vd_set(1.0));
    vd p = vd_fma(e, vd_set(0x1.4p-2), vd_set(0x1.8p-2)); /* 3/8 + 5e/16 */
    p = vd_fma(e, p, vd_set(0.5));
    return vd_fma(vd_mul(s0, e), p, s0);
}
static inline vd alg_sqrt_nr(vd z) { return alg_sqrt_nr_seeded(z, vd_rsqrt14(vd_max(z, vd_set(0x1p-1000)))); }

#endif
