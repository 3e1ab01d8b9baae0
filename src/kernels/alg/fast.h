/* fast.h -- Asinh and Acos cores for float, float16 and bfloat16 inputs.
 *
 * These inputs have at most 24 significant bits, and their results need
 * only be right to a relative E = ONNXM_FAST_ERR = 2^-36 for the rounding
 * tests (round.h) to settle all but ~2^-11 of float lanes (fewer for the
 * 16-bit formats).  The kernels (kernel_bodies.h) redo a vector with an
 * unsettled lane with the double core (asinh.h/acos.h, < 0.69 ulp of
 * double), which settles all but ~2^-28 of lanes, and only those go to the
 * double-double slow path (slow.c).  So the cores are lean double code:
 * no double-double steps, one square root (vsqrtpd on the divider, which
 * runs beside the FMA ports, or FMAs only; see ALG_GROUP), interleaved
 * vectors, a 16-entry table instead of a division
 * in the logarithm, polynomials no longer than E needs, and no
 * special-value code in the hot path: the kernels replace the result of
 * every input outside alg_<op>_fast_ok (inf, NaN, |x| > 1 for Acos) by
 * alg_<op>_fast_special, in their rare fix-up branch.  The cores give the
 * kernels that domain as masks (dom), each computed where it costs least
 * (see each core).
 *
 * Why E = 2^-36 and not smaller: at 2^-44 the polynomials need 2 (Acos)
 * and 3 (Asinh) more fmas, ~10% of the cores' time (measured, 65,536
 * floats), while the double core redoes one vector in ~2^8 (2^-11 per
 * lane, 8 lanes), ~1% of the time.  A larger E would push that share up
 * quickly (it doubles with each bit) for one fma less.
 *
 * Error bounds, each below E/2 (derivations at each core; polynomials from
 * gen_poly.py "fast", evaluated with their double coefficients).  Measured
 * against MPFR by tests/c/test_fast_cores.c on every float16/bfloat16 value
 * and millions of floats, which requires < E/2.
 */
#ifndef ONNXM_ALG_FAST_H
#define ONNXM_ALG_FAST_H

#define ONNXM_FAST_ERR 0x1p-36
/* round.h's float test for cores within E/2: h = E 2^53 */
#define ONNXM_FAST_ERR_ULPS ((int64_t)(ONNXM_FAST_ERR * 0x1p53)) /* 2^17 */

#define ONNXM_LN2 0x1.62e42fefa39efp-1 /* ln 2 rounded to double */

/* The 16-bit rounding tests (round.h) for a relative error bound e. */
static inline vm vd_round_test_f16(vd y, vd r, double e) { return vd_round_test(y, r, e, 0x1p-10, 0x1p-24); }
static inline vm vd_round_test_bf16(vd y, vd r, double e) { return vd_round_test(y, r, e, 0x1p-7, 0x1p-133); }

/* 16-entry table for log(m), m in [1, 2): c_j = 1/(1 + (j + 1/2)/16)
 * rounded to double is log.h's onnxm_logdd_c (the double cores' table);
 * here -log(c_j) is one double, rounded (gen_poly.py "fast").  For m in
 * [1 + j/16, 1 + (j+1)/16), r = m c_j - 1 lies in [-1/32, 1/32]. */
static const double onnxm_log16_logc[16] = {
    0x1.f829b0e7832f8p-6, 0x1.6f0d28ae56b4ep-4, 0x1.29552f81ff521p-3, 0x1.9525a9cf456b6p-3,
    0x1.fb9186d5e3e29p-3, 0x1.2e8e2bae11d31p-2, 0x1.5d1bdbf5809cap-2, 0x1.89a3386c1425bp-2,
    0x1.b44f77bcc8f64p-2, 0x1.dd46a04c1c4a1p-2, 0x1.02552a5a5d0ffp-1, 0x1.154c3d2f4d5eap-1,
    0x1.2795e1289b11bp-1, 0x1.393e0d3562a1ap-1, 0x1.4a4f85db03ebbp-1, 0x1.5ad404c359f2dp-1};

/* The cores compute n <= ALG_GROUP vectors at once, one statement at a
 * time across all n (ALG_EACH), so that the instruction stream interleaves
 * n independent dependency chains.  One vector's chain is long (two
 * conversions, a square root, a polynomial: ~100 cycles on AVX-512) and
 * the out-of-order scheduler cannot hold enough of a vector-after-vector
 * stream to overlap them; interleaved, the kernels ran 6-8% faster
 * (65,536 floats in cache, AVX-512, paired rounds: Asinh ~897 -> ~950
 * Melem/s, Acos ~1,200 -> ~1,275, together with the nr masks below).
 * The compiler unrolls the ALG_EACH loops completely (n is a constant
 * after inlining), and the kernels use n = ALG_GROUP, the fix-ups n = 1.
 *
 * Asinh's kernel is software-pipelined (kernel_bodies.h, KB_LOOP_PIPE), so
 * two of its groups are in flight, and its groups are ALG_ASINH_GROUP = 2
 * vectors: four chains either way, with half the live registers.  On a
 * core of its own 2 and 4 ran within 1% of each other (65,536 floats,
 * alternating runs: ~1,070 vs ~1,085 Melem/s); in this VM's slow spells,
 * when the hypervisor seems to share the physical core (a hyperthread
 * sibling halves the reorder buffer), 2 ran 7-8% faster (~840-900 vs
 * ~770-820), and at 16M (called in turns with groups of 4) as fast or
 * 0-8% faster in ten runs of ten.  AVX2: 2 also as fast or faster.  Acos
 * stays at 4: 2 was 3-6% slower in both kinds of spell.
 *
 * nr: bit u set computes vector u's square root with alg_sqrt_nr (FMAs
 * only) instead of vd_sqrt (vsqrtpd, on the divider).  vsqrtpd takes ~24
 * cycles of the divider per 8 lanes on the machine measured here, more
 * than the rest of either core needs on the FMA ports, so some square
 * roots move to the ports: ALG_ASINH_NR / ALG_ACOS_NR are the masks that
 * measured fastest (65,536 floats, alternating runs): Asinh 1 of its 2
 * vectors (0x2, 0x1 alike, 0x3 3% slower; in groups of 4 it was 3 of 4),
 * Acos 2 of 4 (0x5; 0x3 alike, 0x9 1% slower, 0x8 4%, 0x7 8%).  The best
 * split moves with the port work left beside the divider: Acos measured
 * best at 0x8, and Asinh at 0x5 of 4, until their hot paths lost an
 * operation or two per vector.
 * Without vrsqrt14pd (AVX2, scalar) alg_sqrt_nr has no fast seed and the
 * masks are 0. */
#define ALG_GROUP 4
#define ALG_ASINH_GROUP 2
#define ALG_EACH(u, n) for (int u = 0; u < (n); u++)
#ifdef VEC_HAVE_RSQRT14
#define ALG_ASINH_NR 0x2u
#define ALG_ACOS_NR 0x5u
#else
#define ALG_ASINH_NR 0u
#define ALG_ACOS_NR 0u
/* Only the tests use alg_sqrt_nr without AVX-512: model vrsqrt14pd as the
 * reciprocal square root off by its largest allowed error. */
static inline vd vd_rsqrt14(vd x) { return vd_div(vd_set(1.0 - 0x1p-14), vd_sqrt(x)); }
#endif

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

/* asinh(x) for finite x with <= 24 significant bits (alg_asinh_fast_ok),
 * relative error < 2^-37.7.
 *   a = |x| >= 2^-6:  log(a + sqrt(1 + a^2)).  q = a^2 is exact (48 bits);
 *       w = 1 + q rounds once; s = sqrt(w) is within 1.5 2^-53 (vd_sqrt,
 *       correctly rounded) or 2^-54 + 2.07 2^-53 (alg_sqrt_nr) of
 *       sqrt(1 + a^2), and W = a + s rounds once, so
 *       W = (a + sqrt(1 + a^2))(1 + d), |d| <= 3.6 2^-53 (a, s >= 0).
 *       log W = k ln2 + log(1/c_j) + log1p(r): W = 2^k m (vd_logb/vd_mant,
 *       m in [1, 2)), j = the top 4 bits of m's fraction, r = m c_j - 1 by
 *       one fma, |r| <= 1/32 + 2^-50; log1p(r) = r + r^2 L(r), L degree 4
 *       near-minimax (2^-30.8 relative).  Roundings: k ln2 + log(1/c_j)
 *       rounds once (fma; ln2's own error times k <= 129 is < 2^-47
 *       absolute, and k >= 1 makes the result >= 0.69), the sum once more;
 *       absolute error <= 2^-53 (3.6 + |hi| + |y| + 0.5), the 0.5 covering
 *       the table entries, r's fma and the polynomial's roundings; relative
 *       to y at most 4.15 2^-53 / 2^-6.01 < 2^-44.9 (at a = 2^-6, where
 *       y > 2^-6.01, j = 0, hi = log(1/c_0) < 0.031).  L's own error adds
 *       2^-30.8 |r^2 L| <= 2^-30.8 2^-7.0 y: y = log m >= log(1 + 2^-6)
 *       when k = 0, and r^2/y is largest at the ends of j = 0's interval
 *       (m = 1 + 2^-6: r^2/y < 2^-6.08; m = 1 + 1/16: < 2^-6.04; j >= 1:
 *       < 2^-6.2; k >= 1: < 2^-9.5), |L| <= 0.51.  In all < 2^-37.7.
 *   a < 2^-6 (q < 2^-12):  x (1 + q (c3 + c5 q)), the Taylor series (the
 *       first omitted term is < 0.045 q^3 <= 2^-40.5 relative); three
 *       roundings, < 2^-40.4 in all.  The sign comes from x itself (-0
 *       gives -0), and a float-subnormal x gives x exactly (1 + q c3
 *       rounds to 1), as round.h's float test requires.
 * The log branch's sign is copied from x (asinh is odd).
 * Non-finite x, on AVX-512 (ALG_ASINH_SPECIAL_IN_CORE 1): the core returns
 * alg_asinh_fast_special(x) = x + x itself (+-inf; NaN quieted, sign and
 * payload kept), and its dom masks are every lane, so the float kernel's
 * hot path tests only the rounding, not |x| < inf as well (65,536 floats:
 * ~2% faster).  With vd_sqrt the
 * formulas give it: a = inf makes W = inf, vgetexppd(inf) = inf and
 * vgetmantpd(inf) = 1, so y = inf; a NaN a (|x|: x's payload, quieted by
 * the first arithmetic) runs through every operation; the copysign puts
 * x's sign back.  alg_sqrt_nr would turn W = inf into NaN (vrsqrt14pd(inf)
 * = 0, and inf 0), so the vectors that take it pass a non-finite a through
 * as W with vd_pass_nonfinite, one vfixupimmpd (one per such vector
 * rather than one per vector at the end of the core: ~3% faster in cache
 * on a quiet core, 0.5% in this VM's slow spells; outputs identical).
 * The rounding test passes those results (their low 29 bits are zero: an
 * infinity, or a NaN widened from a float) and the store narrows them
 * exactly.  Elsewhere dom is alg_asinh_fast_ok(x).
 * alg_asinh_fast_ok says where the formulas above hold, for the fix-ups
 * and the tests. */
#ifdef VEC_HAVE_PASS_NONFINITE
#define ALG_ASINH_SPECIAL_IN_CORE 1
#else
#define ALG_ASINH_SPECIAL_IN_CORE 0
#endif
static inline vm alg_asinh_fast_ok(vd x) { return vd_lt(vd_abs(x), vd_set(INFINITY)); }
static inline vd alg_asinh_fast_special(vd x) { return vd_add(x, x); } /* +-inf; NaN quieted */
/* In two stages, for the float kernel's software pipeline (kernel_bodies.h,
 * KB_LOOP_PIPE): stage 1 ends with the square root, W = a + sqrt(1 + a^2),
 * and stage 2 computes the logarithm and the small-|x| branch of a group
 * whose stage 1 ran one iteration earlier.  Stage 2 recomputes q = x^2
 * (one operation) so that only x and W stay live between the stages, and
 * its small branch works on x and q, without |x|. */
static inline void alg_asinh_fast_s1(int n, const vd *x, vd *w, unsigned nr)
{
    vd a[ALG_GROUP];
    ALG_EACH(u, n) a[u] = vd_abs(x[u]);
    ALG_EACH(u, n) w[u] = vd_fma(a[u], a[u], vd_set(1.0)); /* = 1 + q rounded once: q exact */
    /* w >= 1 (or inf, NaN): alg_sqrt_nr's clamp for z = 0 is not needed */
    ALG_EACH(u, n) {
        if (nr >> u & 1) {
            w[u] = vd_add(a[u], alg_sqrt_nr_seeded(w[u], vd_rsqrt14(w[u])));
#if ALG_ASINH_SPECIAL_IN_CORE
            w[u] = vd_pass_nonfinite(w[u], a[u]);
#endif
        } else {
            w[u] = vd_add(a[u], vd_sqrt(w[u]));
        }
    }
}
static inline void alg_asinh_fast_s2(int n, const vd *x, const vd *w, vd *y, vm *dom)
{
    vd q[ALG_GROUP], r[ALG_GROUP], l[ALG_GROUP], h[ALG_GROUP];
    vi j[ALG_GROUP];
    ALG_EACH(u, n) j[u] = vi_srl(vd_bits(w[u]), 48); /* vd_lookup16 reads its low 4 bits */
    ALG_EACH(u, n) r[u] = vd_fma(vd_mant(w[u]), vd_lookup16(onnxm_logdd_c, j[u]), vd_set(-1.0));
    ALG_EACH(u, n) l[u] = vd_fma(vd_set(-0x1.55a58d6d80a7cp-3), r[u], vd_set(0x1.99f546e9600fap-3));
    ALG_EACH(u, n) l[u] = vd_fma(l[u], r[u], vd_set(-0x1.fffffaf9bbfb4p-3));
    ALG_EACH(u, n) l[u] = vd_fma(l[u], r[u], vd_set(0x1.5555527658273p-2));
    ALG_EACH(u, n) l[u] = vd_fma(l[u], r[u], vd_set(-0x1.0000000000000p-1));
    ALG_EACH(u, n) l[u] = vd_fma(vd_mul(r[u], r[u]), l[u], r[u]);
    /* h = k ln2 + log(1/c_j) */
    ALG_EACH(u, n) h[u] = vd_fma(vd_logb(w[u]), vd_set(ONNXM_LN2), vd_lookup16(onnxm_log16_logc, j[u]));
    ALG_EACH(u, n) y[u] = vd_add(h[u], l[u]);
    ALG_EACH(u, n) q[u] = vd_mul(x[u], x[u]);
    /* the small branch, in h: x (1 + q (-1/6 + 3/40 q)) */
    ALG_EACH(u, n) h[u] = vd_fma(q[u], vd_set(0x1.3333333333333p-4), vd_set(-0x1.5555555555555p-3));
    ALG_EACH(u, n) h[u] = vd_mul(x[u], vd_fma(q[u], h[u], vd_set(1.0)));
    ALG_EACH(u, n) y[u] = vd_sel(vd_lt(q[u], vd_set(0x1p-12)), h[u], vd_copysign(y[u], x[u]));
    ALG_EACH(u, n) dom[u] = ALG_ASINH_SPECIAL_IN_CORE ? vm_true() : alg_asinh_fast_ok(x[u]);
}
static inline void alg_asinh_fast_n(int n, const vd *x, vd *y, vm *dom, unsigned nr)
{
    vd w[ALG_GROUP];
    alg_asinh_fast_s1(n, x, w, nr);
    alg_asinh_fast_s2(n, x, w, y, dom);
}

/* acos(x) for x in [-1, 1] with <= 24 significant bits (alg_acos_fast_ok),
 * relative error < 2^-37.9.  asin(t) = t + t z P(z), z = t^2, P degree 7
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
 * Both: y = pi/2 - asin(t) or 2 asin(t) (exact), one rounding;
 * for x < 0, pi - y (>= pi/2, one more rounding and pi's: < 2^-50.5).
 * (Without VEC_SEL_FOLDS, alg_acos_fast_y gets all four cases from one fma
 * with one rounding, within the same bounds.)
 * acos(1) = +0 and acos(-1) = pi rounded come out of the same formulas.
 * Outside alg_acos_fast_ok the kernels store alg_acos_fast_special.  The
 * core's dom masks are that domain, but tested on z (alg_acos_fast_z) as
 * z >= 0: for |x| < 1/2, z = x^2 >= 0; otherwise z = (1 - |x|)/2, which
 * is >= 0 exactly when |x| <= 1, and NaN (failing the ordered compare)
 * for a NaN x; the min form gives the same z.  Tested on x, |x| stayed
 * live to the end of the group (register copies, spills); tested on z, it
 * dies once z is made, and the float kernel ran ~1.5% faster on a quiet
 * core (AVX-512, 65,536 floats: ~1,281 -> ~1,301 Melem/s; at 16M -0.5% to
 * +2%) and 2-6% faster in this VM's slow spells (AVX-512 and AVX2; kernels
 * of both versions timed in turns, results identical). */
static inline vm alg_acos_fast_ok(vd x) { return vd_le(vd_abs(x), vd_set(1.0)); }
/* |x| > 1 (inf included): NaN; a NaN input: itself, quieted (x + x) */
static inline vd alg_acos_fast_special(vd x) { return vd_sel(vd_le(x, x), vd_set(NAN), vd_add(x, x)); }
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
/* The core in three steps, so that bench/costs.c can time other square
 * roots between the same first and last: alg_acos_fast_z computes a = |x|,
 * small = a < 1/2 and z; the caller t = sqrt(z); alg_acos_fast_y asin(t)
 * and the result.  With VEC_SEL_FOLDS (AVX-512) a select is one masked
 * operation; elsewhere (AVX2, scalar) a blend of two vectors costs more
 * than the bit operations below (vblendvpd: 3 port operations here), and
 * avoiding it made the AVX2 float kernel 11-17% faster (65,536 floats,
 * kernels of both versions timed in turns: ~705 -> ~786 Melem/s in a
 * quiet spell, ~540 -> ~615-640 in a slow one; z and y about half each)
 * and the scalar one ~40% (20-24 -> 30-32).
 *   z = a^2 if a < 1/2, else (1 - a)/2, both exact: without VEC_SEL_FOLDS
 *       as min(a^2, (1 - a)/2), since a^2 < (1 - a)/2 exactly when
 *       (2a - 1)(a + 1) < 0 (equal at a = 1/2, where either serves); a NaN
 *       or |x| > 1 gives a NaN or negative z, which the kernels' domain
 *       test catches as before.  (AVX-512 measured 3% slower with min.)
 *   y = C + M asin(t) by one fma, with M = -1 (a < 1/2) or 2 and its sign
 *       flipped for x < 0, and C = pi/2 (a < 1/2), 0 (x >= 1/2) or pi
 *       (x <= -1/2): pi/2 - asin(|x|), pi/2 + asin(|x|), 2 asin(t),
 *       pi - 2 asin(t); M s is exact, so one rounding in every case, the
 *       same bound as the two of the AVX-512 form.  M = -1 + (small ? 0 : 3)
 *       and C = pi/2 - (small ? 0 : cs), cs = pi/2 with x's sign
 *       (pi/2 + pi/2 = pi_hi exactly). */
static inline void alg_acos_fast_z(int n, const vd *x, vd *a, vd *z, vm *small, vm *dom)
{
    ALG_EACH(u, n) a[u] = vd_abs(x[u]);
    ALG_EACH(u, n) small[u] = vd_lt(a[u], vd_set(0.5));
#ifdef VEC_SEL_FOLDS
    ALG_EACH(u, n) z[u] = vd_sel(small[u], vd_mul(a[u], a[u]), vd_fma(a[u], vd_set(-0.5), vd_set(0.5)));
#else
    ALG_EACH(u, n) z[u] = vd_min(vd_mul(a[u], a[u]), vd_fma(a[u], vd_set(-0.5), vd_set(0.5)));
#endif
    ALG_EACH(u, n) dom[u] = vd_ge(z[u], vd_set(0.0));
}
static inline void alg_acos_fast_y(int n, const vd *x, const vd *z, const vm *small, const vd *t, vd *y)
{
    vd p[ALG_GROUP], s[ALG_GROUP];
    alg_asin_fast_p(n, z, p);
    ALG_EACH(u, n) s[u] = vd_fma(vd_mul(t[u], z[u]), p[u], t[u]); /* asin(t) */
#ifdef VEC_SEL_FOLDS
    /* AVX-512: the selects are masked operations over the sum */
    ALG_EACH(u, n) y[u] = vd_sel(small[u], vd_sub(vd_set(ONNXM_PIO2_HI), s[u]), vd_add(s[u], s[u]));
    ALG_EACH(u, n) y[u] = vd_sel(vd_lt(x[u], vd_set(0.0)), vd_sub(vd_set(ONNXM_PI_HI), y[u]), y[u]);
#else
    ALG_EACH(u, n) {
        vi sign = vi_and(vd_bits(x[u]), vi_set((int64_t)0x8000000000000000ull));
        vd m = vd_add(vd_set(-1.0), vd_zero_if(small[u], vd_set(3.0)));
        m = vd_from_bits(vi_xor(vd_bits(m), sign));
        vd cs = vd_from_bits(vi_or(vd_bits(vd_set(ONNXM_PIO2_HI)), sign));
        vd c = vd_sub(vd_set(ONNXM_PIO2_HI), vd_zero_if(small[u], cs));
        y[u] = vd_fma(m, s[u], c);
    }
#endif
}
static inline void alg_acos_fast_n(int n, const vd *x, vd *y, vm *dom, unsigned nr)
{
    vd a[ALG_GROUP], z[ALG_GROUP], t[ALG_GROUP];
    vm small[ALG_GROUP];
    alg_acos_fast_z(n, x, a, z, small, dom);
    ALG_EACH(u, n) t[u] = (nr >> u & 1) ? alg_sqrt_nr(z[u]) : vd_sqrt(z[u]);
    alg_acos_fast_y(n, x, z, small, t, y);
}

/* One vector: the fix-ups, the tests and the 16-bit table generator
 * (which take the domain from alg_<op>_fast_ok). */
static inline vd alg_asinh_fast(vd x) { vd y; vm d; alg_asinh_fast_n(1, &x, &y, &d, 0); return y; }
static inline vd alg_asinh_fast_nr(vd x) { vd y; vm d; alg_asinh_fast_n(1, &x, &y, &d, 1); return y; }
static inline vd alg_acos_fast(vd x) { vd y; vm d; alg_acos_fast_n(1, &x, &y, &d, 0); return y; }
static inline vd alg_acos_fast_nr(vd x) { vd y; vm d; alg_acos_fast_n(1, &x, &y, &d, 1); return y; }

#endif
