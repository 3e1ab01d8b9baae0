/* test_accurate [DIR] -- the correctly rounded scalar double Asinh/Acos/Exp/Log/Sigmoid/Tanh/Erf/Gelu
 * (both forms)
 * (src/kernels/accurate.c), bit for bit against MPFR (oracle_cr, MPFR only;
 * Exp: mpfr_exp at 1200 bits rounded once to the double grid, exp_cr).
 *
 *   - its 512-bit constants (gen_accurate.py) against MPFR: each must be
 *     the exact value truncated to 512 bits (MPFR's RNDZ at 512 bits);
 *     the log table's r_j and its bound |w r_j - 1| <= 2^-9;
 *   - the special values (zeros, infinities, NaNs with payloads quieted,
 *     subnormals, +-1, |x| > 1 for Acos; Exp's overflow and underflow
 *     thresholds; Log's -inf, +0 at 1 and NaN below 0; Sigmoid's 1/2, its
 *     rounding-to-1 and zero thresholds; Tanh's +-0, +-1 at +-inf and its
 *     switches to x and to +-1; Erf's +-0, +-1 and its saturation
 *     threshold; Gelu's +-0, +inf, -0 at -inf, x and -0 beyond its
 *     thresholds, the tiny rule's ties; Gelu tanh's +-0, -0 at -inf, x
 *     from its rounding-to-x threshold, -0 below its zero threshold, the
 *     tiny rule);
 *   - the hard inputs DIR/<op>_f64_hard_inputs.txt (the extracted
 *     tests/data/hard_double; no file at all is a failure), or every
 *     ONNXM_ACCURATE_HARD_EVERY-th of them (the sanitizer and emulated
 *     builds: tests/c/CMakeLists.txt);
 *   - random doubles per op (ONNXM_ACCURATE_RANDOM, default 10^6; a quarter
 *     of it for Gelu): half
 *     spread over every binade of the domain, half in the hard-to-round
 *     region ([-1, 1] for Acos, 2^-30..2^30 for Asinh, [-746, 710] for
 *     Exp), both signs, and the neighbourhoods of 0, +-1/2, +-1 and of the
 *     method's switches (2^-27, 2^-4, the table boundaries; Exp's
 *     thresholds, 2^-54 and the reduction's (k + 1/2) ln2/256; Log's
 *     near-1 switch 1 +- 2^-8, the table boundaries 2^k (1 + j/256);
 *     Sigmoid's thresholds, 2^-54 and exp's switches at -|x|;
 *     Tanh's switches 2^-27, ln2/1024 (k = 0 of exp(2|x|)), 19.06 (where
 *     results turn 1) and 22; Erf's series switch at 1, its saturation at
 *     0x1.7afb48dc96627p+2 and the special-value bound 6, [-6.5, 6.5]
 *     uniform; Gelu's 2^-54, +-sqrt2, -8 (the continued fraction), its
 *     saturation at 8.29, the subnormal and zero thresholds, [-40, 10]
 *     uniform);
 *   - each level alone (onnxm_*_accurate_level with 2, 4 and 8 limbs): a
 *     decided result must be the correctly rounded one, and levels 2 and 3,
 *     which the full function reaches only when level 1 cannot decide, are
 *     run on every hard input and a sample of the random ones;
 *   - each level's value before rounding, on a sample, against the exact
 *     value at 1200 bits: below its derived bound;
 *   - the rounding test on crafted values at a midpoint and E units off.
 * It prints how often level 1's rounding test leaves a result open.
 * With --time it also prints ns per call (median of rounds) and checks
 * nothing else. */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "oracle.h"
#include "testutil.h"

/* The constants and each level's evaluation are static in accurate_mp.h:
 * it is included here (for the table checks and the values before
 * rounding); every result checked comes from the library's own functions. */
#define ACC_INLINE static inline
#include "kernels/accurate_mp.h"
double onnxm_asinh_accurate(double x);
double onnxm_acos_accurate(double x);
int onnxm_asinh_accurate_level(double x, int limbs, double *y);
int onnxm_acos_accurate_level(double x, int limbs, double *y);
double onnxm_exp_accurate(double x);
int onnxm_exp_accurate_level(double x, int limbs, double *y);
double onnxm_log_accurate(double x);
int onnxm_log_accurate_level(double x, int limbs, double *y);
double onnxm_sigmoid_accurate(double x);
int onnxm_sigmoid_accurate_level(double x, int limbs, double *y);
double onnxm_tanh_accurate(double x);
int onnxm_tanh_accurate_level(double x, int limbs, double *y);
double onnxm_erf_accurate(double x);
int onnxm_erf_accurate_level(double x, int limbs, double *y);
double onnxm_gelu_accurate(double x);
int onnxm_gelu_accurate_level(double x, int limbs, double *y);
double onnxm_gelu_tanh_accurate(double x);
int onnxm_gelu_tanh_accurate_level(double x, int limbs, double *y);

static int failures;

/* ------------------------------------------------------------ constants */

/* c must be v truncated to 512 bits: MPFR's RNDZ rounding at 512 bits. */
static void check_const(const char *what, int index, const acc_const *c, mpfr_t v)
{
    mpfr_t t;
    mpfr_init2(t, 512);
    mpfr_set(t, v, MPFR_RNDZ);
    mpz_t z;
    mpz_init(z);
    mpfr_exp_t ex = mpfr_get_z_2exp(z, t); /* t = z 2^ex, 2^511 <= z < 2^512 */
    uint64_t limbs[ACC_MAXL] = {0};
    size_t count = 0;
    mpz_export(limbs, &count, 1, 8, 0, 0, z);
    int ok = count == ACC_MAXL && (long)c->e == (long)ex + 512 && mpfr_sgn(v) > 0;
    for (int i = 0; ok && i < ACC_MAXL; i++)
        ok = limbs[i] == c->m[i];
    if (!ok) {
        fprintf(stderr, "  constant %s[%d] is not the value truncated to 512 bits\n", what, index);
        failures++;
    }
    mpz_clear(z);
    mpfr_clear(t);
}

/* c must be floor(value 2^511) = q, as 8 big-endian limbs. */
static void check_fix(const char *what, int index, const acc_fix *c, const mpz_t q)
{
    uint64_t limbs[ACC_MAXL] = {0}, tmp[ACC_MAXL] = {0};
    size_t count = 0;
    int ok = mpz_sizeinbase(q, 2) <= 512 && mpz_sgn(q) > 0;
    if (ok) {
        mpz_export(tmp, &count, 1, 8, 0, 0, q);
        for (size_t i = 0; i < count; i++)
            limbs[ACC_MAXL - count + i] = tmp[i];
    }
    for (int i = 0; ok && i < ACC_MAXL; i++)
        ok = limbs[i] == c->m[i];
    if (!ok) {
        fprintf(stderr, "  constant %s[%d] is not floor(c 2^511)\n", what, index);
        failures++;
    }
}

/* a < b, both fixed point (big-endian limbs) */
static int fix_less(const acc_fix *a, const acc_fix *b)
{
    for (int i = 0; i < ACC_MAXL; i++)
        if (a->m[i] != b->m[i])
            return a->m[i] < b->m[i];
    return 0;
}

static void check_constants(void)
{
    int before = failures;
    mpfr_t v, w, c;
    mpfr_inits2(1200, v, w, c, (mpfr_ptr)0);
    mpfr_const_log2(v, MPFR_RNDN);
    check_const("ln2", 0, &acc_ln2, v);
    mpfr_const_pi(v, MPFR_RNDN);
    check_const("pi", 0, &acc_pi, v);
    mpfr_div_2ui(v, v, 1, MPFR_RNDN);
    check_const("pi/2", 0, &acc_pio2, v);
    mpfr_const_pi(v, MPFR_RNDN);
    mpfr_sqrt(v, v, MPFR_RNDN);
    mpfr_ui_div(v, 2, v, MPFR_RNDN);
    check_const("2/sqrt(pi)", 0, &acc_2_sqrtpi, v);
    mpfr_const_pi(v, MPFR_RNDN);
    mpfr_mul_2ui(v, v, 1, MPFR_RNDN);
    mpfr_rec_sqrt(v, v, MPFR_RNDN);
    check_const("1/sqrt(2 pi)", 0, &acc_rsqrt2pi, v);
    /* Gelu tanh: a = 2 sqrt(2/pi) = sqrt(8/pi), b = 0.044715 a = 44715 a / 10^6 */
    mpfr_const_pi(v, MPFR_RNDN);
    mpfr_ui_div(v, 8, v, MPFR_RNDN);
    mpfr_sqrt(v, v, MPFR_RNDN);
    check_const("2 sqrt(2/pi)", 0, &acc_gelu_a, v);
    mpfr_mul_ui(v, v, 44715, MPFR_RNDN);
    mpfr_div_ui(v, v, 1000000, MPFR_RNDN);
    check_const("0.044715 2 sqrt(2/pi)", 0, &acc_gelu_b, v);
    /* log table: r_j = 1/(1 + (j + 1/2)/256) to 20 bits, -log r_j, and
     * |w r_j - 1| <= 2^-9 at both ends of w's interval (it is linear in w) */
    for (int j = 0; j < 256; j++) {
        double r = acc_log_r[j];
        double want = 1 / (1 + (j + 0.5) / 256); /* within 2^-53: 20 bits decide */
        double r20 = ldexp(nearbyint(ldexp(want, 20)), -20);
        if (r != r20 || !(r < 1)) {
            fprintf(stderr, "  acc_log_r[%d] = %a is not 1/c_j to 20 bits (%a)\n", j, r, r20);
            failures++;
        }
        for (int end = 0; end <= 1; end++) {
            mpfr_set_d(w, 1 + (j + end) / 256.0, MPFR_RNDN);
            mpfr_mul_d(w, w, r, MPFR_RNDN);
            mpfr_sub_ui(w, w, 1, MPFR_RNDN);
            mpfr_abs(w, w, MPFR_RNDN);
            if (mpfr_cmp_ui_2exp(w, 1, -9) > 0) {
                fprintf(stderr, "  |w r_%d - 1| > 2^-9\n", j);
                failures++;
            }
        }
        mpfr_set_d(v, r, MPFR_RNDN);
        mpfr_log(v, v, MPFR_RNDN);
        mpfr_neg(v, v, MPFR_RNDN);
        check_const("-log r", j, &acc_log_minus_log_r[j], v);
    }
    for (int j = 0; j <= 32; j++) {
        mpfr_set_d(c, j / 64.0, MPFR_RNDN);
        if (j == 0) {
            if (acc_asin_c[0].m[0] != 0) {
                fprintf(stderr, "  acc_asin_c[0] is not zero\n");
                failures++;
            }
        } else {
            mpfr_asin(v, c, MPFR_RNDN);
            check_const("asin c", j, &acc_asin_c[j], v);
        }
        mpfr_sqr(v, c, MPFR_RNDN);
        mpfr_ui_sub(v, 1, v, MPFR_RNDN);
        mpfr_sqrt(v, v, MPFR_RNDN);
        check_const("sqrt(1 - c^2)", j, &acc_asin_sqrt1mc2[j], v);
    }
    /* (2k)!/(4^k (k!)^2 (2k + 1)) and 1/(m + 1), exact rationals, in
     * fixed point floor(c 2^511), each smaller than the one before */
    mpz_t num, den, f;
    mpz_inits(num, den, f, (mpz_ptr)0);
    for (int k = 0; k < 65; k++) {
        mpz_fac_ui(num, 2 * (unsigned long)k);
        mpz_fac_ui(f, (unsigned long)k);
        mpz_mul(den, f, f);
        mpz_mul_2exp(den, den, 2 * (unsigned long)k);
        mpz_mul_ui(den, den, 2 * (unsigned long)k + 1);
        mpz_mul_2exp(num, num, 511);
        mpz_fdiv_q(num, num, den);
        check_fix("asin coef", k, &acc_asin_coef[k], num);
        mpz_set_ui(num, 1);
        mpz_mul_2exp(num, num, 511);
        mpz_fdiv_q_ui(num, num, (unsigned long)k + 1);
        check_fix("log1p coef", k, &acc_log1p_coef[k], num);
        if (k > 0 && (!fix_less(&acc_asin_coef[k], &acc_asin_coef[k - 1]) ||
                      !fix_less(&acc_log1p_coef[k], &acc_log1p_coef[k - 1]))) {
            fprintf(stderr, "  the series coefficients do not decrease at %d\n", k);
            failures++;
        }
    }
    /* exp: ln2/256 - C1, 2^(j/16), 2^(j/256), and 1/(k + 1)! in fixed point,
     * decreasing */
    mpfr_const_log2(v, MPFR_RNDN);
    mpfr_div_2ui(v, v, 8, MPFR_RNDN);
    mpfr_sub_d(v, v, ACC_EXP_C1, MPFR_RNDN); /* exact at 1200 bits */
    check_const("ln2/256 - C1", 0, &acc_ln2_256_lo, v);
    for (int j = 0; j < 16; j++) {
        mpfr_set_ui(v, (unsigned long)j, MPFR_RNDN);
        mpfr_div_2ui(v, v, 4, MPFR_RNDN);
        mpfr_exp2(v, v, MPFR_RNDN);
        check_const("2^(j/16)", j, &acc_exp2_16[j], v);
        mpfr_set_ui(v, (unsigned long)j, MPFR_RNDN);
        mpfr_div_2ui(v, v, 8, MPFR_RNDN);
        mpfr_exp2(v, v, MPFR_RNDN);
        check_const("2^(j/256)", j, &acc_exp2_256[j], v);
    }
    for (int k = 0; k < 65; k++) {
        mpz_fac_ui(f, (unsigned long)k + 1);
        mpz_set_ui(num, 1);
        mpz_mul_2exp(num, num, 511);
        mpz_fdiv_q(num, num, f);
        check_fix("exp coef", k, &acc_exp_coef[k], num);
        if (k > 0 && !fix_less(&acc_exp_coef[k], &acc_exp_coef[k - 1])) {
            fprintf(stderr, "  exp's series coefficients do not decrease at %d\n", k);
            failures++;
        }
    }
    mpz_clears(num, den, f, (mpz_ptr)0);
    mpfr_clears(v, w, c, (mpfr_ptr)0);
    printf("constants: %s\n", failures == before ? "ok" : "FAIL");
}

/* ------------------------------------------------------------ inputs */

typedef struct {
    int which; /* 0 asinh, 1 acos, 2 exp, 3 log, 4 sigmoid, 5 tanh, 6 erf, 7 gelu, 8 gelu_tanh */
    onnxm_op op; /* the oracle's (Asinh, Acos, Log, Sigmoid, Tanh, Erf); exp_cr for Exp */
    const char *name;
    double (*full)(double);
    int (*level)(double, int, double *);
} op_case;

enum { NOPS = 9 };
static const op_case ops[NOPS] = {
    {0, ONNXM_OP_ASINH, "asinh", onnxm_asinh_accurate, onnxm_asinh_accurate_level},
    {1, ONNXM_OP_ACOS, "acos", onnxm_acos_accurate, onnxm_acos_accurate_level},
    {2, ONNXM_OP_ASINH, "exp", onnxm_exp_accurate, onnxm_exp_accurate_level},
    {3, ONNXM_OP_LOG, "log", onnxm_log_accurate, onnxm_log_accurate_level},
    {4, ONNXM_OP_SIGMOID, "sigmoid", onnxm_sigmoid_accurate, onnxm_sigmoid_accurate_level},
    {5, ONNXM_OP_TANH, "tanh", onnxm_tanh_accurate, onnxm_tanh_accurate_level},
    {6, ONNXM_OP_ERF, "erf", onnxm_erf_accurate, onnxm_erf_accurate_level},
    {7, ONNXM_OP_GELU, "gelu", onnxm_gelu_accurate, onnxm_gelu_accurate_level},
    {8, ONNXM_OP_GELU_TANH, "gelu_tanh", onnxm_gelu_tanh_accurate, onnxm_gelu_tanh_accurate_level},
};

/* exp(x) at 1200 bits. */
static void exp_1200(mpfr_t f, double x)
{
    mpfr_t t;
    mpfr_init2(t, 64);
    mpfr_set_d(t, x, MPFR_RNDN);
    mpfr_exp(f, t, MPFR_RNDN);
    mpfr_clear(t);
}

/* RN(exp(x)) as a double, encoding: exp at 1200 bits, then rounded once to
 * the quantum of its binade (2^(E-53) for a result in [2^(E-1), 2^E),
 * 2^-1074 below the normal range), so subnormal results are not rounded
 * twice; 2^1024 is +inf, a result below 2^-1075 is +0.  The 1200-bit
 * rounding could matter only for an exact value within 2^-1190 of a
 * midpoint, far closer than any known case (the hardest need ~2^-113). */
static uint64_t exp_cr(double x)
{
    if (x != x)
        return tu_bits_of(x + x);
    mpfr_t f;
    mpfr_init2(f, 1200);
    exp_1200(f, x);
    double y;
    if (mpfr_inf_p(f)) {
        y = INFINITY;
    } else if (mpfr_zero_p(f)) {
        y = 0.0;
    } else {
        long e = (long)mpfr_get_exp(f), q = e - 53 < -1074 ? -1074 : e - 53;
        if (e > 1100) {
            y = INFINITY;
        } else if (e < -1100) {
            y = 0.0;
        } else {
            mpfr_mul_2si(f, f, -q, MPFR_RNDN);
            mpfr_rint(f, f, MPFR_RNDN);
            y = ldexp(mpfr_get_d(f, MPFR_RNDN), (int)q); /* an integer below 2^54: exact */
        }
    }
    mpfr_clear(f);
    return tu_bits_of(y);
}

static uint64_t expect_cr(const op_case *op, double x)
{
    if (op->which == 2)
        return exp_cr(x);
    return oracle_cr(op->op, ONNXM_DOUBLE, tu_bits_of(x), ORACLE_MPFR_ONLY, NULL, NULL);
}

static void push(double *x, size_t *len, size_t cap, double v)
{
    if (*len < cap)
        x[(*len)++] = v;
}

/* k doubles on each side of c (c included), both signs. */
static void neighbours(double *x, size_t *len, size_t cap, double c, int k)
{
    for (int sgn = 0; sgn < 2; sgn++) {
        double lo = sgn ? -c : c, hi = lo;
        push(x, len, cap, lo);
        for (int i = 0; i < k; i++) {
            lo = nextafter(lo, -INFINITY);
            hi = nextafter(hi, INFINITY);
            push(x, len, cap, lo);
            push(x, len, cap, hi);
        }
    }
}

/* The structured inputs, then random ones up to n: random binade (uniform
 * over the binades of the op's domain, subnormals included), mantissa and
 * sign. */
static size_t gen_inputs(int which, double *x, size_t n, uint64_t seed)
{
    int acos_op = which == 1;
    size_t len = 0;
    neighbours(x, &len, n, 0x1p-1074, 64);
    neighbours(x, &len, n, 0x1p-1022, 64);
    neighbours(x, &len, n, 0x1p-27, 256);
    neighbours(x, &len, n, 0x1p-26, 64);
    neighbours(x, &len, n, 0x1p-4, 256);
    neighbours(x, &len, n, 0.5, 256);
    neighbours(x, &len, n, 1.0, 256);
    if (which == 4) {
        /* the rounding-to-1 threshold and 1 - 2^-53's, the zero threshold,
         * the subnormal range's top, 2^-54, and exp's reduction switches
         * (k + 1/2) ln2/256 at t = -|x| */
        neighbours(x, &len, n, 0x1.2b708872320e2p+5, 256);
        neighbours(x, &len, n, 0x1.25e4f7b2737fap+5, 64);
        neighbours(x, &len, n, 0x1.74910d52d3051p+9, 256);
        neighbours(x, &len, n, 0x1.6232bdd7abcd2p+9, 64);
        neighbours(x, &len, n, 0x1p-54, 64);
        for (int k = 0; k < 275000; k += 997)
            neighbours(x, &len, n, (k + 0.5) * 0x1.62e42fefa39efp-9, 2);
        for (int k = 0; k < 512; k++)
            neighbours(x, &len, n, (k + 0.5) * 0x1.62e42fefa39efp-9, 2);
    } else if (which == 5) {
        /* the switches: 2^-27 (above), ln2/1024 (exp(2|x|)'s k = 0), where
         * the results turn 1 (19.06), 22 (tanh_special), and the
         * reduction's switches (k + 1/2) ln2/512 for small k */
        neighbours(x, &len, n, 0x1.62e42fefa39efp-11, 256);
        neighbours(x, &len, n, 0x1.30fc1931f09c9p+4, 256);
        neighbours(x, &len, n, 22.0, 64);
        for (int k = 1; k < 64; k += 2)
            neighbours(x, &len, n, k * 0x1.62e42fefa39efp-11, 4);
    } else if (which == 7) {
        /* the saturation threshold (gelu(x) rounds to x from there), the
         * tiny bound 2^-54, the switch to the continued fraction at -8,
         * the series switch z = 1 (x = +-sqrt2), where results turn
         * subnormal (-37.616) and round to -0 (-38.580) */
        neighbours(x, &len, n, 0x1.095b059d67c4dp+3, 256);
        neighbours(x, &len, n, 0x1p-54, 64);
        neighbours(x, &len, n, 8.0, 256);
        neighbours(x, &len, n, 0x1.6a09e667f3bcdp+0, 64);
        neighbours(x, &len, n, 0x1.2ced4c5dd8ab5p+5, 64);
        neighbours(x, &len, n, 0x1.34a4208ec1ea4p+5, 64);
    } else if (which == 8) {
        /* the rounding-to-x threshold, the zero threshold, where results
         * turn subnormal, the tiny rule's bound 2^-55, the dd core's ends
         * (-20.91, 10), b x^2 = a (4.73), the reduction's switches where
         * w(x) = (k + 1/2) ln2/256 for small k (near x = (k + 1/2) ln2/256/a) */
        neighbours(x, &len, n, 0x1.c948c2609e415p+2, 256);
        neighbours(x, &len, n, 0x1.58c0d225444bbp+4, 256);
        neighbours(x, &len, n, 0x1.52d480630b9ccp+4, 64);
        neighbours(x, &len, n, 0x1p-55, 64);
        neighbours(x, &len, n, 0x1.4e9b351c9bd4ep+4, 16);
        neighbours(x, &len, n, 10.0, 16);
        neighbours(x, &len, n, 0x1.2ea8a96db17a9p+2, 16);
        for (int k = 0; k < 64; k++)
            neighbours(x, &len, n, (k + 0.5) * 0x1.62e42fefa39efp-9 / 0x1.9884533d43651p+0, 2);
    } else if (which == 6) {
        /* the saturation threshold (erf rounds to +-1 from there), the
         * special-value bound 6, the switch of series at 1, and where
         * results turn subnormal (2^-1022 / (2/sqrt(pi))) */
        neighbours(x, &len, n, 0x1.7afb48dc96627p+2, 256);
        neighbours(x, &len, n, 6.0, 64);
        neighbours(x, &len, n, 0x1.c5bf891b4ef6cp-1023, 64);
        neighbours(x, &len, n, 2.0, 64);
        neighbours(x, &len, n, 4.0, 64);
    } else if (which == 3) {
        /* the near-1 branch's ends 1 +- 2^-8, the log table's switches
         * 2^k (1 + j/256) in a few binades, huge and tiny values */
        neighbours(x, &len, n, 1 + 0x1p-8, 256);
        neighbours(x, &len, n, 1 - 0x1p-8, 256);
        neighbours(x, &len, n, 2.0, 256);
        for (int k = -2; k < 2; k++)
            for (int j = 0; j < 256; j += 3)
                neighbours(x, &len, n, ldexp(1 + j / 256.0, k), 2);
        neighbours(x, &len, n, 0x1.fffffffffffffp1023, 16);
        neighbours(x, &len, n, 0x1p-1000, 16);
    } else if (which == 2) {
        /* the thresholds (overflow, underflow to 0, the normal range),
         * 2^-54 and the reduction's switches (k + 1/2) ln2/256 */
        neighbours(x, &len, n, 0x1.62e42fefa39efp+9, 256);
        neighbours(x, &len, n, 0x1.74910d52d3051p+9, 256);
        neighbours(x, &len, n, 0x1.6232bdd7abcd2p+9, 64);
        neighbours(x, &len, n, 0x1p-54, 64);
        neighbours(x, &len, n, 0x1.2p+9, 16);
        for (int k = -275000; k <= 262200; k += 997)
            neighbours(x, &len, n, (k + 0.5) * 0x1.62e42fefa39efp-9, 2);
        for (int k = 0; k < 512; k++)
            neighbours(x, &len, n, (k + 0.5) * 0x1.62e42fefa39efp-9, 2);
    } else if (acos_op) {
        /* the asin table's switches: z = (j + 1/2)/64, on both branches */
        for (int j = 0; j < 32; j++) {
            double zc = (j + 0.5) / 64;
            neighbours(x, &len, n, zc, 16);
            neighbours(x, &len, n, 1 - 2 * zc * zc, 16);
        }
        neighbours(x, &len, n, 1 - 0x1p-30, 16);
    } else {
        /* the log table's switches: v = a + sqrt(a^2 + 1) = 2^k (1 + j/256),
         * a = (v - 1/v)/2, and huge values */
        for (int k = 0; k < 3; k++)
            for (int j = 0; j < 256; j += 5) {
                double v = ldexp(1 + j / 256.0, k);
                double a = (v - 1 / v) / 2;
                if (a >= 0x1p-4)
                    neighbours(x, &len, n, a, 4);
            }
        neighbours(x, &len, n, 0x1p511, 16);
        neighbours(x, &len, n, 0x1p1023, 16);
        neighbours(x, &len, n, 0x1.fffffffffffffp1023, 16);
        neighbours(x, &len, n, 0x1p26, 16);
    }
    size_t structured = len;
    /* half over every binade of the domain (biased exponent 0, the
     * subnormals, to 1022 for Acos, 2046 for Asinh), half where the
     * results are hard to tell apart: [-1, 1] uniform for Acos, the binades
     * 2^-30 .. 2^30 for Asinh */
    uint64_t s = seed;
    while (len < n) {
        uint64_t r = tu_rand(&s), mant = tu_rand(&s), sign = (r >> 63) << 63;
        uint64_t e;
        if (which == 5) {
            /* Tanh: every binade, or [-23, 23] uniform, or |x| in 2^-30
             * .. 2^5 */
            if ((r & 3) == 0)
                x[len++] = -23.0 + 46.0 * ldexp((double)(mant >> 11), -53);
            else if ((r & 3) == 1)
                x[len++] = tu_double_of(sign | (UINT64_C(1023) - 30 + (r >> 2) % 35u) << 52 | (mant & ((UINT64_C(1) << 52) - 1)));
            else
                x[len++] = tu_double_of(sign | ((r >> 2) % 2047u) << 52 | (mant & ((UINT64_C(1) << 52) - 1)));
            continue;
        }
        if (which == 7) {
            /* Gelu: every binade (|x| < 2^-54, x >= 8.3 and x <= -38.6
             * are special), or [-40, 10] uniform */
            if (r & 1)
                x[len++] = tu_double_of(sign | ((r >> 1) % 2047u) << 52 | (mant & ((UINT64_C(1) << 52) - 1)));
            else
                x[len++] = -40.0 + 50.0 * ldexp((double)(mant >> 11), -53);
            continue;
        }
        if (which == 8) {
            /* Gelu tanh: every binade, or [-22, 8] uniform, where it is
             * not a special value */
            if (r & 1)
                x[len++] = tu_double_of(sign | ((r >> 1) % 2047u) << 52 | (mant & ((UINT64_C(1) << 52) - 1)));
            else
                x[len++] = -22.0 + 30.0 * ldexp((double)(mant >> 11), -53);
            continue;
        }
        if (which == 6) {
            /* Erf: every binade (|x| >= 6 saturates), or [-6.5, 6.5]
             * uniform, where the series work */
            if (r & 1)
                x[len++] = tu_double_of(sign | ((r >> 1) % 2047u) << 52 | (mant & ((UINT64_C(1) << 52) - 1)));
            else
                x[len++] = -6.5 + 13.0 * ldexp((double)(mant >> 11), -53);
            continue;
        }
        if (which == 3) {
            /* Log: every binade (the negative ones give NaN), or [1 - 2^-7,
             * 1 + 2^-7] uniform (results near 0), or 2^-30 .. 2^30 */
            if ((r & 3) == 0)
                x[len++] = 1 - 0x1p-7 + ldexp((double)(mant >> 11), -59);
            else if ((r & 3) == 1)
                x[len++] = tu_double_of(((r >> 2) % 2047u) << 52 | (mant & ((UINT64_C(1) << 52) - 1)));
            else if ((r & 3) == 2)
                x[len++] = tu_double_of((UINT64_C(1023) - 30 + (r >> 2) % 60u) << 52 | (mant & ((UINT64_C(1) << 52) - 1)));
            else
                x[len++] = tu_double_of(sign | ((r >> 2) % 2047u) << 52 | (mant & ((UINT64_C(1) << 52) - 1)));
            continue;
        }
        if (which == 4) {
            /* Sigmoid: the binades up to 2^11, or [-746, 40] uniform */
            if (r & 1)
                x[len++] = tu_double_of(sign | ((r >> 1) % 1034u) << 52 | (mant & ((UINT64_C(1) << 52) - 1)));
            else
                x[len++] = -746.0 + 786.0 * ldexp((double)(mant >> 11), -53);
            continue;
        }
        if (which == 2) {
            /* Exp: the binades up to 2^11, or [-746, 710] uniform */
            if (r & 1)
                x[len++] = tu_double_of(sign | ((r >> 1) % 1034u) << 52 | (mant & ((UINT64_C(1) << 52) - 1)));
            else
                x[len++] = -746.0 + 1456.0 * ldexp((double)(mant >> 11), -53);
            continue;
        }
        if (r & 1) {
            e = (r >> 1) % (acos_op ? 1023u : 2047u);
        } else if (acos_op) {
            x[len++] = ldexp((double)(mant >> 11), -52) - 1; /* [-1, 1) in steps of 2^-52 */
            continue;
        } else {
            e = 1023 - 30 + (r >> 1) % 60u;
        }
        x[len++] = tu_double_of(sign | e << 52 | (mant & ((UINT64_C(1) << 52) - 1)));
    }
    return structured;
}

/* ------------------------------------------------------------ checks */

typedef struct {
    const op_case *op;
    const double *x;
    uint64_t *expect;
    uint64_t *full;
    signed char *open1; /* level 1 left it open */
} job;

static void oracle_range(void *ctx, size_t begin, size_t end)
{
    job *j = ctx;
    for (size_t i = begin; i < end; i++) {
        j->expect[i] = expect_cr(j->op, j->x[i]);
        j->full[i] = tu_bits_of(j->op->full(j->x[i]));
        double y;
        j->open1[i] = j->op->level(j->x[i], 2, &y) == 0;
    }
}

/* Expected results, the full function's and level 1's openings, then the
 * comparison; levels 2 and 3 on every `every`-th input.  Returns the count
 * level 1 left open. */
static uint64_t check_set(const op_case *op, const char *what, const double *x, size_t n,
                          size_t every)
{
    uint64_t *expect = malloc(n * 8), *full = malloc(n * 8);
    signed char *open1 = malloc(n);
    if (expect == NULL || full == NULL || open1 == NULL) {
        fprintf(stderr, "out of memory\n");
        exit(1);
    }
    job j = {op, x, expect, full, open1};
    tu_parallel_for(n, 4096, oracle_range, &j);
    tu_report bad = {0}, bad2 = {0}, bad3 = {0};
    uint64_t opened = 0, open2 = 0, open3 = 0, tried = 0;
    for (size_t i = 0; i < n; i++) {
        uint64_t xb = tu_bits_of(x[i]);
        opened += open1[i];
        if (!oracle_same(ONNXM_DOUBLE, full[i], expect[i]))
            tu_fail(&bad, ONNXM_DOUBLE, "not correctly rounded", xb, full[i], expect[i]);
        if (every == 0 || i % every != 0)
            continue;
        tried++;
        for (int level = 2; level <= 3; level++) {
            double y;
            int decided = op->level(x[i], level == 2 ? 4 : 8, &y);
            if (!decided) {
                *(level == 2 ? &open2 : &open3) += 1;
                continue;
            }
            if (!oracle_same(ONNXM_DOUBLE, tu_bits_of(y), expect[i]))
                tu_fail(level == 2 ? &bad2 : &bad3, ONNXM_DOUBLE,
                        level == 2 ? "level 2 decided wrongly" : "level 3 decided wrongly", xb,
                        tu_bits_of(y), expect[i]);
        }
    }
    /* a level that decides must be right, and levels 2/3 must decide what
     * they were given (an open one is a failure: it would mean a bound or
     * a test far weaker than derived) */
    int fail = bad.count || bad2.count || bad3.count || open2 || open3;
    printf("%s %s: %zu inputs, %llu not correctly rounded, level 1 open on %llu (%.3g); "
           "levels 2/3 on %llu: %llu/%llu wrong, %llu/%llu open: %s\n",
           op->name, what, n, (unsigned long long)bad.count, (unsigned long long)opened,
           (double)opened / (double)n, (unsigned long long)tried, (unsigned long long)bad2.count,
           (unsigned long long)bad3.count, (unsigned long long)open2, (unsigned long long)open3,
           fail ? "FAIL" : "ok");
    failures += fail;
    free(expect);
    free(full);
    free(open1);
    return opened;
}

/* ------------------------------------------------------------ bounds */

/* The level-n value (before rounding) from the private copy. */
static void value_at(int which, double x, int n, acc_mp *r)
{
    if (which == 8)
        switch (n) {
        case 2: gelu_tanh_value(r, x, 2); break;
        case 4: gelu_tanh_value(r, x, 4); break;
        default: gelu_tanh_value(r, x, 8); break;
        }
    else if (which == 4)
        switch (n) {
        case 2: sigmoid_value(r, x, 2); break;
        case 4: sigmoid_value(r, x, 4); break;
        default: sigmoid_value(r, x, 8); break;
        }
    else if (which == 5)
        switch (n) {
        case 2: tanh_value(r, x, 2); break;
        case 4: tanh_value(r, x, 4); break;
        default: tanh_value(r, x, 8); break;
        }
    else if (which == 7) {
        uint64_t C;
        switch (n) {
        case 2: gelu_value(r, x, 2, &C); break;
        case 4: gelu_value(r, x, 4, &C); break;
        default: gelu_value(r, x, 8, &C); break;
        }
    } else if (which == 6) {
        switch (n) {
        case 2: erf_value(r, fabs(x), 2); break;
        case 4: erf_value(r, fabs(x), 4); break;
        default: erf_value(r, fabs(x), 8); break;
        }
        r->s = x < 0.0;
    } else if (which == 3)
        switch (n) {
        case 2: log_value(r, x, 2); break;
        case 4: log_value(r, x, 4); break;
        default: log_value(r, x, 8); break;
        }
    else if (which == 2)
        switch (n) {
        case 2: exp_value(r, x, 2); break;
        case 4: exp_value(r, x, 4); break;
        default: exp_value(r, x, 8); break;
        }
    else if (which == 1)
        switch (n) {
        case 2: acos_value(r, x, 2); break;
        case 4: acos_value(r, x, 4); break;
        default: acos_value(r, x, 8); break;
        }
    else
        switch (n) {
        case 2: asinh_value(r, x, 2); break;
        case 4: asinh_value(r, x, 4); break;
        default: asinh_value(r, x, 8); break;
        }
}

typedef struct {
    int which;
    const double *x;
    size_t every;
    double worst[3]; /* max |Y - f| / (u |f|) per level */
    double worst_x[3];
    pthread_mutex_t lock;
} err_job;

/* The relative error of each level's value against op(x) at 1200 bits, in
 * units of u = 2^(1 - 64n): the derived bounds are 2^8 u (Asinh), 2^6 u
 * (Acos), 8 u (Exp), 2^11 u (Log), 16 u (Sigmoid), 2^12 u (Tanh) and 2^10 u
 * (Erf), C_x u for Gelu (gelu_value's per-x bound: the error is
 * reported as a fraction of it, bound 1) and 2^13 u (Gelu tanh); the
 * measured maximum must stay below them. */
static void err_range(void *ctx, size_t begin, size_t end)
{
    err_job *j = ctx;
    mpfr_t f, y, d;
    mpfr_inits2(1200, f, y, d, (mpfr_ptr)0);
    mpz_t z;
    mpz_init(z);
    double worst[3] = {0, 0, 0}, wx[3] = {0, 0, 0};
    for (size_t i = begin; i < end; i++) {
        if (i % j->every != 0)
            continue;
        double x = j->x[i];
        double sp;
        if ((j->which == 8   ? gelu_tanh_special(x, &sp)
             : j->which == 7 ? gelu_special(x, &sp)
             : j->which == 6 ? erf_special(x, &sp)
             : j->which == 5 ? tanh_special(x, &sp)
             : j->which == 4 ? sigmoid_special(x, &sp)
             : j->which == 3 ? log_special(x, &sp)
             : j->which == 2 ? exp_special(x, &sp)
             : j->which == 1 ? acos_special(x, &sp)
                             : asinh_special(x, &sp)))
            continue;
        if (j->which == 2)
            exp_1200(f, x);
        else
            oracle_eval(f, ops[j->which].op, ONNXM_DOUBLE, tu_bits_of(x), MPFR_RNDN);
        for (int l = 0; l < 3; l++) {
            int n = 2 << l;
            acc_mp r;
            value_at(j->which, x, n, &r);
            mpz_import(z, (size_t)n, 1, 8, 0, 0, r.m);
            mpfr_set_z_2exp(y, z, (mpfr_exp_t)r.e - 64 * n, MPFR_RNDN); /* exact */
            if (r.s)
                mpfr_neg(y, y, MPFR_RNDN);
            mpfr_sub(d, y, f, MPFR_RNDN);
            mpfr_div(d, d, f, MPFR_RNDN);
            mpfr_mul_2si(d, d, 64 * n - 1, MPFR_RNDN); /* in units of u */
            double e = fabs(mpfr_get_d(d, MPFR_RNDU));
            if (j->which == 7) { /* Gelu's bound depends on x: in units of C_x u */
                uint64_t C;
                gelu_value(&r, x, n, &C);
                e /= (double)C;
            }
            if (e > worst[l]) {
                worst[l] = e;
                wx[l] = x;
            }
        }
    }
    pthread_mutex_lock(&j->lock);
    for (int l = 0; l < 3; l++)
        if (worst[l] > j->worst[l]) {
            j->worst[l] = worst[l];
            j->worst_x[l] = wx[l];
        }
    pthread_mutex_unlock(&j->lock);
    mpz_clear(z);
    mpfr_clears(f, y, d, (mpfr_ptr)0);
}

static void check_errors(int which, const char *what, const double *x, size_t n, size_t every)
{
    err_job j = {which, x, every, {0, 0, 0}, {0, 0, 0}, PTHREAD_MUTEX_INITIALIZER};
    tu_parallel_for(n, 1024, err_range, &j);
    double bound = which == 8   ? ACC_GELU_TANH_C
                   : which == 7 ? 1.0
                   : which == 6 ? ACC_ERF_C
                   : which == 5 ? ACC_TANH_C
                   : which == 4 ? ACC_SIGMOID_C
                   : which == 3 ? ACC_LOG_C
                   : which == 2 ? ACC_EXP_C
                   : which == 1 ? ACC_ACOS_C
                                : ACC_ASINH_C;
    int fail = 0;
    for (int l = 0; l < 3; l++) {
        fail |= !(j.worst[l] < bound);
        printf("%s %s, level %d (%d limbs): max error %.2f u (at %a), bound %.0f u%s\n",
               ops[which].name, what, l + 1, 2 << l, j.worst[l], j.worst_x[l], bound,
               j.worst[l] < bound ? "" : "  FAIL");
    }
    failures += fail;
}

/* The rounding test itself on crafted values: a result within E units of
 * a midpoint is left open, one beyond is decided and rounded. */
static void check_round_test(void)
{
    int before = failures;
    const uint64_t E = 2 * ACC_ACOS_C + 1;
    struct {
        uint64_t m0, m1;
        int open;
        double want; /* when decided */
    } cases[] = {
        {0x8000000000000400u, 0, 1, 0},              /* exactly a midpoint */
        {0x8000000000000400u, E, 1, 0},              /* E above */
        {0x8000000000000400u, E + 1, 0, 0.5 + 0x1p-53}, /* beyond: up */
        {0x80000000000003ffu, -E, 1, 0},             /* E below */
        {0x80000000000003ffu, -(E + 1), 0, 0.5},     /* beyond: down */
        {0x80000000000003ffu, 0, 0, 0.5},            /* a whole limb below */
        {0x8000000000000401u, 0, 0, 0.5 + 0x1p-53},
        {0xfffffffffffffc00u, E + 1, 0, 1.0},        /* rounds up to the next binade */
        {0x8000000000000000u, 0, 0, 0.5},            /* exact double */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        acc_mp r = {0, 0, {cases[i].m0, cases[i].m1}};
        double y;
        int decided = acc_round(&r, E, 2, &y);
        if (decided == cases[i].open || (decided && y != cases[i].want)) {
            fprintf(stderr, "  rounding test case %zu: decided %d, %a\n", i, decided, y);
            failures++;
        }
    }
    /* subnormal results (Exp): rounded once to the grid of 2^-1074, with
     * the same test on the bits below it; e = -1074 keeps no bit (the
     * midpoint 2^-1075 is the bottom of the binade), e = -1030 keeps 44 */
    struct {
        int e;
        uint64_t m0, m1;
        int open;
        double want;
    } sub[] = {
        {-1074, 0x8000000000000000u, 0, 1, 0},                  /* 2^-1075 exactly */
        {-1074, 0x8000000000000000u, E, 1, 0},                  /* E above it */
        {-1074, 0x8000000000000000u, E + 1, 0, 0x1p-1074},      /* beyond: up */
        {-1074, 0xc000000000000000u, 0, 0, 0x1p-1074},
        {-1030, 0x8000000000080000u, E, 1, 0},                  /* E above a midpoint */
        {-1030, 0x8000000000080000u, E + 1, 0, 0x1.00000000002p-1031}, /* (2^43 + 1) 2^-1074 */
        {-1030, 0x800000000007ffffu, -(E + 1), 0, 0x1p-1031},   /* beyond below: down */
        {-1030, 0x800000000007ffffu, -E, 1, 0},                 /* E below */
        {-1022, 0xfffffffffffffc00u, E + 1, 0, 0x1p-1022},      /* 53 bits, up to 2^-1022 */
    };
    for (size_t i = 0; i < sizeof sub / sizeof sub[0]; i++) {
        acc_mp r = {0, sub[i].e, {sub[i].m0, sub[i].m1}};
        double y;
        int decided = acc_round(&r, E, 2, &y);
        if (decided == sub[i].open || (decided && tu_bits_of(y) != tu_bits_of(sub[i].want))) {
            fprintf(stderr, "  rounding test subnormal case %zu: decided %d, %a\n", i, decided, y);
            failures++;
        }
    }
    printf("rounding test: %s\n", failures == before ? "ok" : "FAIL");
}

static void check_specials(void)
{
    int before = failures;
    /* NaN in: x + x, quieted, payload and sign kept (expected from the
     * bits, not from any arithmetic) */
    static const uint64_t nans[] = {0x7ff8000000000000u, 0xfff8000000000000u, 0x7ff0000000000001u,
                                    0xfff0000000000001u, 0x7ff4000000000abcu, 0x7fffffffffffffffu,
                                    0xfff123456789abcdu};
    for (size_t i = 0; i < sizeof nans / sizeof nans[0]; i++) {
        uint64_t want = nans[i] | UINT64_C(0x0008000000000000);
        for (int k = 0; k < NOPS; k++) {
            for (int level = 0; level < 4; level++) {
                double y = 0;
                if (level == 0)
                    y = ops[k].full(tu_double_of(nans[i]));
                else
                    ops[k].level(tu_double_of(nans[i]), 1 << level, &y);
                if (tu_bits_of(y) != want) {
                    fprintf(stderr, "  %s(NaN 0x%016llx) = 0x%016llx, want 0x%016llx\n", ops[k].name,
                            (unsigned long long)nans[i], (unsigned long long)tu_bits_of(y),
                            (unsigned long long)want);
                    failures++;
                }
            }
        }
    }
    /* acos outside [-1, 1]: the NaN 0xfff8000000000000 exactly */
    static const double outside[] = {INFINITY, -INFINITY, 0x1.0000000000001p0, -0x1.0000000000001p0,
                                     2, -1e300, 0x1.fffffffffffffp1023};
    for (size_t i = 0; i < sizeof outside / sizeof outside[0]; i++) {
        double y = onnxm_acos_accurate(outside[i]);
        if (tu_bits_of(y) != UINT64_C(0xfff8000000000000)) {
            fprintf(stderr, "  acos(%a) = 0x%016llx, want 0xfff8000000000000\n", outside[i],
                    (unsigned long long)tu_bits_of(y));
            failures++;
        }
    }
    /* the rest against MPFR, encodings (signed zeros) */
    static const double vals[] = {0.0, -0.0, INFINITY, -INFINITY, 1, -1, 0x1p-1074, -0x1p-1074,
                                  0x0.fffffffffffffp-1022, -0x0.fffffffffffffp-1022, 0x1p-1022,
                                  -0x1p-1022, 0x1.fffffffffffffp1023, -0x1.fffffffffffffp1023};
    for (int k = 0; k < 2; k++)
        for (size_t i = 0; i < sizeof vals / sizeof vals[0]; i++) {
            if (k == 1 && !(fabs(vals[i]) <= 1))
                continue;
            uint64_t want = oracle_cr(ops[k].op, ONNXM_DOUBLE, tu_bits_of(vals[i]), ORACLE_MPFR_ONLY,
                                      NULL, NULL);
            uint64_t got = tu_bits_of(ops[k].full(vals[i]));
            if (got != want) {
                fprintf(stderr, "  %s(%a) = 0x%016llx, want 0x%016llx\n", ops[k].name, vals[i],
                        (unsigned long long)got, (unsigned long long)want);
                failures++;
            }
        }
    /* exp: written by hand (exp(+-0) = 1, exp(-inf) = +0, exp(+inf) = +inf),
     * then the thresholds and their neighbours against MPFR (exp_cr): the
     * largest finite result, the smallest subnormal, 2^-1022 */
    static const struct {
        double x, want;
    } exps[] = {{0.0, 1.0}, {-0.0, 1.0}, {-INFINITY, 0.0}, {INFINITY, INFINITY},
                {0x1p-1074, 1.0}, {-0x1p-1074, 1.0}, {0x1p-54, 1.0}, {-0x1p-54, 1.0},
                {0x1.62e42fefa39f0p+9, INFINITY}, {-0x1.74910d52d3052p+9, 0.0},
                {-0x1.74910d52d3051p+9, 0x1p-1074}};
    for (size_t i = 0; i < sizeof exps / sizeof exps[0]; i++) {
        double y = onnxm_exp_accurate(exps[i].x);
        if (tu_bits_of(y) != tu_bits_of(exps[i].want)) {
            fprintf(stderr, "  exp(%a) = %a, want %a\n", exps[i].x, y, exps[i].want);
            failures++;
        }
    }
    static const double exp_vals[] = {0x1.62e42fefa39efp+9, 0x1.62e42fefa39f0p+9, -0x1.74910d52d3051p+9,
                                      -0x1.74910d52d3052p+9, -0x1.6232bdd7abcd2p+9, -0x1.6232bdd7abcd3p+9,
                                      0x1.0000000000001p-54, -0x1.0000000000001p-54, 0x1.fffffffffffffp1023,
                                      -0x1.fffffffffffffp1023, 1, -1};
    for (size_t i = 0; i < sizeof exp_vals / sizeof exp_vals[0]; i++) {
        uint64_t want = exp_cr(exp_vals[i]), got = tu_bits_of(onnxm_exp_accurate(exp_vals[i]));
        if (got != want) {
            fprintf(stderr, "  exp(%a) = 0x%016llx, want 0x%016llx\n", exp_vals[i],
                    (unsigned long long)got, (unsigned long long)want);
            failures++;
        }
    }
    /* log: written by hand (log(1) = +0, log(+-0) = -inf, log(+inf) =
     * +inf, the default NaN below 0), then values against MPFR */
    static const struct {
        double x;
        uint64_t want;
    } logs[] = {{1.0, 0}, {0.0, UINT64_C(0xfff0000000000000)}, {-0.0, UINT64_C(0xfff0000000000000)},
                {INFINITY, UINT64_C(0x7ff0000000000000)}, {-INFINITY, UINT64_C(0xfff8000000000000)},
                {-1.0, UINT64_C(0xfff8000000000000)}, {-0x1p-1074, UINT64_C(0xfff8000000000000)},
                {-0x1.fffffffffffffp1023, UINT64_C(0xfff8000000000000)}};
    for (size_t i = 0; i < sizeof logs / sizeof logs[0]; i++)
        for (int level = 0; level < 4; level++) {
            double y = 0;
            if (level == 0)
                y = onnxm_log_accurate(logs[i].x);
            else
                onnxm_log_accurate_level(logs[i].x, 1 << level, &y);
            if (tu_bits_of(y) != logs[i].want) {
                fprintf(stderr, "  log(%a) = 0x%016llx, want 0x%016llx (level %d)\n", logs[i].x,
                        (unsigned long long)tu_bits_of(y), (unsigned long long)logs[i].want, level);
                failures++;
            }
        }
    static const double log_vals[] = {0x1p-1074, 0x0.fffffffffffffp-1022, 0x1p-1022, 0x1.fffffffffffffp1023,
                                      0x1.0000000000001p0, 0x1.fffffffffffffp-1, 0x1.01p0, 0x1.fefp-1,
                                      2, 0.5, 0x1p-8 + 1, 1 - 0x1p-8};
    for (size_t i = 0; i < sizeof log_vals / sizeof log_vals[0]; i++) {
        uint64_t want = oracle_cr(ONNXM_OP_LOG, ONNXM_DOUBLE, tu_bits_of(log_vals[i]), ORACLE_MPFR_ONLY, NULL, NULL);
        uint64_t got = tu_bits_of(onnxm_log_accurate(log_vals[i]));
        if (got != want) {
            fprintf(stderr, "  log(%a) = 0x%016llx, want 0x%016llx\n", log_vals[i], (unsigned long long)got,
                    (unsigned long long)want);
            failures++;
        }
    }
    /* sigmoid: written by hand (sigmoid(+-0) = 1/2, sigmoid(+inf) = 1,
     * sigmoid(-inf) = +0), then the thresholds and their neighbours, and
     * the largest and smallest doubles, against MPFR: the first double
     * rounding to 1, the last rounding below it, the smallest subnormal
     * result and +0 below it, 2^-54 */
    static const struct {
        double x, want;
    } sigs[] = {{0.0, 0.5}, {-0.0, 0.5}, {INFINITY, 1.0}, {-INFINITY, 0.0}, {0x1p-1074, 0.5},
                {-0x1p-1074, 0.5}, {0x1p-54, 0.5}, {-0x1p-54, 0.5}, {0x1.2b708872320e2p+5, 1.0},
                {0x1.2b708872320e1p+5, 0x1.fffffffffffffp-1}, {-0x1.74910d52d3052p+9, 0.0},
                {-0x1.74910d52d3051p+9, 0x1p-1074}, {-745.0, 0x1p-1074}};
    for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
        for (int level = 0; level < 4; level++) {
            double y = 0;
            if (level == 0)
                y = onnxm_sigmoid_accurate(sigs[i].x);
            else
                onnxm_sigmoid_accurate_level(sigs[i].x, 1 << level, &y);
            if (level != 0 && sigs[i].x == -745.0)
                continue; /* not a special input: the full function only */
            if (tu_bits_of(y) != tu_bits_of(sigs[i].want)) {
                fprintf(stderr, "  sigmoid(%a) = %a, want %a (level %d)\n", sigs[i].x, y, sigs[i].want, level);
                failures++;
            }
        }
    static const double sig_vals[] = {0x1.2b708872320e2p+5, 0x1.2b708872320e1p+5, -0x1.74910d52d3051p+9,
                                      -0x1.74910d52d3052p+9, -0x1.6232bdd7abcd2p+9, -0x1.6232bdd7abcd3p+9,
                                      0x1.0000000000001p-54, -0x1.0000000000001p-54, 0x1.fffffffffffffp1023,
                                      -0x1.fffffffffffffp1023, 1, -1, -745.0, 0x1.25e4f7b2737fap+5};
    for (size_t i = 0; i < sizeof sig_vals / sizeof sig_vals[0]; i++) {
        uint64_t want = oracle_cr(ONNXM_OP_SIGMOID, ONNXM_DOUBLE, tu_bits_of(sig_vals[i]), ORACLE_MPFR_ONLY, NULL, NULL);
        uint64_t got = tu_bits_of(onnxm_sigmoid_accurate(sig_vals[i]));
        if (got != want) {
            fprintf(stderr, "  sigmoid(%a) = 0x%016llx, want 0x%016llx\n", sig_vals[i], (unsigned long long)got,
                    (unsigned long long)want);
            failures++;
        }
    }
    /* tanh: written by hand (tanh(+-0) = +-0, tanh(+-inf) = +-1, and
     * x itself below 2^-27, +-1 above 22), then the switches and their
     * neighbours against MPFR */
    static const struct {
        double x, want;
    } tanhs[] = {{0.0, 0.0}, {-0.0, -0.0}, {INFINITY, 1.0}, {-INFINITY, -1.0}, {0x1p-1074, 0x1p-1074},
                 {-0x1p-1074, -0x1p-1074}, {0x1.fffffffffffffp-28, 0x1.fffffffffffffp-28},
                 {-0x1p-1022, -0x1p-1022}, {0x1.6000000000001p+4, 1.0}, {-1e300, -1.0}};
    for (size_t i = 0; i < sizeof tanhs / sizeof tanhs[0]; i++)
        for (int level = 0; level < 4; level++) {
            double y = 0;
            if (level == 0)
                y = onnxm_tanh_accurate(tanhs[i].x);
            else
                onnxm_tanh_accurate_level(tanhs[i].x, 1 << level, &y);
            if (tu_bits_of(y) != tu_bits_of(tanhs[i].want)) {
                fprintf(stderr, "  tanh(%a) = %a, want %a (level %d)\n", tanhs[i].x, y, tanhs[i].want, level);
                failures++;
            }
        }
    static const double tanh_vals[] = {0x1p-27, -0x1p-27, 0x1.0000000000001p-27, 0x1p-26, 0x1.62e42fefa39efp-11,
                                       0x1.30fc1931f09c9p+4, 0x1.30fc1931f09cap+4, -0x1.30fc1931f09c9p+4,
                                       22.0, -22.0, 0x1.6000000000001p+4, 0.5, -1, 0x1.205966p+3, 0x1.205968p+3};
    for (size_t i = 0; i < sizeof tanh_vals / sizeof tanh_vals[0]; i++) {
        uint64_t want = oracle_cr(ONNXM_OP_TANH, ONNXM_DOUBLE, tu_bits_of(tanh_vals[i]), ORACLE_MPFR_ONLY, NULL, NULL);
        uint64_t got = tu_bits_of(onnxm_tanh_accurate(tanh_vals[i]));
        if (got != want) {
            fprintf(stderr, "  tanh(%a) = 0x%016llx, want 0x%016llx\n", tanh_vals[i], (unsigned long long)got,
                    (unsigned long long)want);
            failures++;
        }
    }
    /* gelu: written by hand (gelu(+-0) = +-0, gelu(+inf) = +inf, gelu(-inf)
     * = -0, x from the saturation threshold up, -0 from the zero threshold
     * down, x/2 below 2^-54 with its ties broken upwards), then values
     * against MPFR: the thresholds' neighbours, the branch switches */
    static const struct {
        double x, want;
    } gelus[] = {{0.0, 0.0}, {-0.0, -0.0}, {INFINITY, INFINITY}, {-INFINITY, -0.0},
                 {0x1.095b059d67c4dp+3, 0x1.095b059d67c4dp+3}, {1e300, 1e300},
                 {-0x1.34a4208ec1ea4p+5, -0.0}, {-1e300, -0.0}, {0x1p-1074, 0x1p-1074},
                 {-0x1p-1074, -0.0}, {0x3p-1074, 0x2p-1074}, {-0x3p-1074, -0x1p-1074},
                 {0x1p-1073, 0x1p-1074}, {-0x1p-1022, -0x1p-1023}, {0x1.fffffffffffffp-55, 0x1.fffffffffffffp-56},
                 {-0x1.fffffffffffffp-55, -0x1.fffffffffffffp-56}};
    for (size_t i = 0; i < sizeof gelus / sizeof gelus[0]; i++)
        for (int level = 0; level < 4; level++) {
            double y = 0;
            if (level == 0)
                y = onnxm_gelu_accurate(gelus[i].x);
            else
                onnxm_gelu_accurate_level(gelus[i].x, 1 << level, &y);
            if (tu_bits_of(y) != tu_bits_of(gelus[i].want)) {
                fprintf(stderr, "  gelu(%a) = %a, want %a (level %d)\n", gelus[i].x, y, gelus[i].want, level);
                failures++;
            }
        }
    static const double gelu_vals[] = {0x1.095b059d67c4cp+3, 0x1p-54, -0x1p-54, 0x1.0000000000001p-54,
                                       -0x1.34a4208ec1ea3p+5, -0x1.2ced4c5dd8ab5p+5, -8.0, -0x1.0000000000001p+3,
                                       -0x1.fffffffffffffp+2, 0x1.6a09e667f3bcdp+0, -0x1.6a09e667f3bcdp+0, 1.0,
                                       -1.0, -0.75, 8.0, 0x1.0000000000001p+3, 2.0, -2.0, -20.0, -38.0};
    for (size_t i = 0; i < sizeof gelu_vals / sizeof gelu_vals[0]; i++) {
        uint64_t want = oracle_cr(ONNXM_OP_GELU, ONNXM_DOUBLE, tu_bits_of(gelu_vals[i]), ORACLE_MPFR_ONLY, NULL, NULL);
        uint64_t got = tu_bits_of(onnxm_gelu_accurate(gelu_vals[i]));
        if (got != want) {
            fprintf(stderr, "  gelu(%a) = 0x%016llx, want 0x%016llx\n", gelu_vals[i], (unsigned long long)got,
                    (unsigned long long)want);
            failures++;
        }
    }
    /* erf: written by hand (erf(+-0) = +-0, erf(+-inf) = +-1, +-1 from
     * the saturation threshold and at 6, where erf_special takes over),
     * then values against MPFR: the thresholds' neighbours, subnormals */
    static const struct {
        double x, want;
    } erfs[] = {{0.0, 0.0}, {-0.0, -0.0}, {INFINITY, 1.0}, {-INFINITY, -1.0},
                {0x1.7afb48dc96627p+2, 1.0}, {-0x1.7afb48dc96627p+2, -1.0}, {6.0, 1.0}, {-6.0, -1.0},
                {0x1.7afb48dc96626p+2, 0x1.fffffffffffffp-1}, {0x1p-1074, 0x1p-1074}, {-0x1p-1074, -0x1p-1074}};
    for (size_t i = 0; i < sizeof erfs / sizeof erfs[0]; i++)
        for (int level = 0; level < 4; level++) {
            double y = 0;
            if (level == 0)
                y = onnxm_erf_accurate(erfs[i].x);
            else
                onnxm_erf_accurate_level(erfs[i].x, 1 << level, &y);
            if (tu_bits_of(y) != tu_bits_of(erfs[i].want)) {
                fprintf(stderr, "  erf(%a) = %a, want %a (level %d)\n", erfs[i].x, y, erfs[i].want, level);
                failures++;
            }
        }
    static const double erf_vals[] = {0x1.7afb48dc96626p+2, -0x1.7afb48dc96626p+2, 0x1.7ffffffffffffp+2,
                                      0x0.fffffffffffffp-1022, 0x1p-1022, 0x1.c5bf891b4ef6cp-1023,
                                      0x1.c5bf891b4ef6bp-1023, 0x3p-1074, 1.0, -1.0, 0x1.fffffffffffffp-1,
                                      0x1p-30, 0.5, 3.0};
    for (size_t i = 0; i < sizeof erf_vals / sizeof erf_vals[0]; i++) {
        uint64_t want = oracle_cr(ONNXM_OP_ERF, ONNXM_DOUBLE, tu_bits_of(erf_vals[i]), ORACLE_MPFR_ONLY, NULL, NULL);
        uint64_t got = tu_bits_of(onnxm_erf_accurate(erf_vals[i]));
        if (got != want) {
            fprintf(stderr, "  erf(%a) = 0x%016llx, want 0x%016llx\n", erf_vals[i], (unsigned long long)got,
                    (unsigned long long)want);
            failures++;
        }
    }
    /* gelu_tanh: written by hand (+-0, +inf, -inf -> -0, x itself from the
     * rounding-to-x threshold, -0 below the zero threshold, the tiny rule:
     * x/2 where exact, else rounded upward, for both signs), then values
     * against MPFR: the thresholds' neighbours, subnormal results */
    static const struct {
        double x, want;
    } gelu_tanhs[] = {{0.0, 0.0}, {-0.0, -0.0}, {INFINITY, INFINITY}, {-INFINITY, -0.0},
                 {0x1.c948c2609e415p+2, 0x1.c948c2609e415p+2}, {8.0, 8.0}, {0x1p1023, 0x1p1023},
                 {-0x1.58c0d225444bcp+4, -0.0}, {-1e300, -0.0},
                 {0x1p-1074, 0x1p-1074}, {-0x1p-1074, -0.0}, {0x3p-1074, 0x2p-1074}, {-0x3p-1074, -0x1p-1074},
                 {0x2p-1074, 0x1p-1074}, {-0x2p-1074, -0x1p-1074}, {0x1p-60, 0x1p-61}, {-0x1p-60, -0x1p-61},
                 {0x1p-1022, 0x1p-1023}, {-0x1.0000000000001p-1022, -0x1p-1023}};
    for (size_t i = 0; i < sizeof gelu_tanhs / sizeof gelu_tanhs[0]; i++)
        for (int level = 0; level < 4; level++) {
            double y = 0;
            if (level == 0)
                y = onnxm_gelu_tanh_accurate(gelu_tanhs[i].x);
            else
                onnxm_gelu_tanh_accurate_level(gelu_tanhs[i].x, 1 << level, &y);
            if (tu_bits_of(y) != tu_bits_of(gelu_tanhs[i].want)) {
                fprintf(stderr, "  gelu_tanh(%a) = %a, want %a (level %d)\n", gelu_tanhs[i].x, y, gelu_tanhs[i].want, level);
                failures++;
            }
        }
    static const double gelu_tanh_vals[] = {0x1.c948c2609e415p+2, 0x1.c948c2609e414p+2, 0x1.c948c2609e413p+2,
                                       -0x1.58c0d225444bbp+4, -0x1.58c0d225444bap+4, -0x1.52d480630b9ccp+4,
                                       0x1p-55, 0x1.0000000000001p-55, -0x1.0000000000001p-55, 0x1p-54,
                                       -21.0, -20.0, -1.0, 1.0, 0.5, -0.5, 4.0, 7.0};
    for (size_t i = 0; i < sizeof gelu_tanh_vals / sizeof gelu_tanh_vals[0]; i++) {
        uint64_t want = oracle_cr(ONNXM_OP_GELU_TANH, ONNXM_DOUBLE, tu_bits_of(gelu_tanh_vals[i]), ORACLE_MPFR_ONLY, NULL, NULL);
        uint64_t got = tu_bits_of(onnxm_gelu_tanh_accurate(gelu_tanh_vals[i]));
        if (got != want) {
            fprintf(stderr, "  gelu_tanh(%a) = 0x%016llx, want 0x%016llx\n", gelu_tanh_vals[i], (unsigned long long)got,
                    (unsigned long long)want);
            failures++;
        }
    }
    /* an invalid level is refused */
    double y;
    if (onnxm_asinh_accurate_level(0.5, 3, &y) != -1 || onnxm_acos_accurate_level(0.5, 1, &y) != -1 ||
        onnxm_exp_accurate_level(0.5, 16, &y) != -1 || onnxm_log_accurate_level(0.5, 5, &y) != -1 ||
        onnxm_sigmoid_accurate_level(0.5, 0, &y) != -1 ||
        onnxm_tanh_accurate_level(0.5, 0, &y) != -1 ||
        onnxm_erf_accurate_level(0.5, 6, &y) != -1 || onnxm_gelu_accurate_level(0.5, 1, &y) != -1 ||
        onnxm_gelu_tanh_accurate_level(0.5, 1, &y) != -1) {
        fprintf(stderr, "  an invalid limb count was accepted\n");
        failures++;
    }
    printf("special values: %s\n", failures == before ? "ok" : "FAIL");
}

/* ------------------------------------------------------------ timing */

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double libm_asinh(double x)
{
    return asinh(x);
}
static double libm_acos(double x)
{
    return acos(x);
}
static double level2_asinh(double x)
{
    double y;
    onnxm_asinh_accurate_level(x, 4, &y);
    return y;
}
static double level2_acos(double x)
{
    double y;
    onnxm_acos_accurate_level(x, 4, &y);
    return y;
}
static double level3_asinh(double x)
{
    double y;
    onnxm_asinh_accurate_level(x, 8, &y);
    return y;
}
static double level3_acos(double x)
{
    double y;
    onnxm_acos_accurate_level(x, 8, &y);
    return y;
}

/* Median over rounds of ns per call on x[0..n): the contenders (the
 * accurate function, libm's, levels 2 and 3 alone) alternate in each
 * round, for both ops. */
static void time_set(const char *what, double *const xs[2], const size_t ns[2])
{
    enum { ROUNDS = 15, NC = 4 };
    static const char *names[NC] = {"accurate", "libm", "level 2 alone", "level 3 alone"};
    double (*fns[2][NC])(double) = {
        {onnxm_asinh_accurate, libm_asinh, level2_asinh, level3_asinh},
        {onnxm_acos_accurate, libm_acos, level2_acos, level3_acos}};
    double t[2][NC][ROUNDS];
    volatile double sink = 0;
    for (int r = 0; r < ROUNDS; r++)
        for (int k = 0; k < 2; k++)
            for (int c = 0; c < NC; c++) {
                size_t n = c >= 2 ? ns[k] / 8 : ns[k]; /* the slow levels on a part */
                double t0 = tu_now(), acc = 0;
                for (size_t i = 0; i < n; i++)
                    acc += fns[k][c](xs[k][i]);
                t[k][c][r] = (tu_now() - t0) / (double)n * 1e9;
                sink += acc;
            }
    for (int k = 0; k < 2; k++) {
        double med[NC];
        for (int c = 0; c < NC; c++) {
            qsort(t[k][c], ROUNDS, sizeof t[k][c][0], cmp_double);
            med[c] = t[k][c][ROUNDS / 2];
        }
        for (int c = 0; c < NC; c++)
            printf("time %s %s, %s: median %.1f ns per call (min %.1f, max %.1f), %.2fx libm's "
                   "time; %zu inputs, %d rounds\n",
                   ops[k].name, what, names[c], med[c], t[k][c][0], t[k][c][ROUNDS - 1],
                   med[c] / med[1], c >= 2 ? ns[k] / 8 : ns[k], ROUNDS);
    }
    (void)sink;
}

int main(int argc, char **argv)
{
    int timing = argc > 1 && strcmp(argv[1], "--time") == 0;
    const char *dir = argc > 1 + timing ? argv[1 + timing] : NULL;
    size_t nrand = 1000000;
    const char *env = getenv("ONNXM_ACCURATE_RANDOM");
    if (env != NULL && atol(env) > 0)
        nrand = (size_t)atol(env);
    size_t hard_every = 1;
    env = getenv("ONNXM_ACCURATE_HARD_EVERY");
    if (env != NULL && atol(env) > 0)
        hard_every = (size_t)atol(env);
    if (timing) {
        /* random: the checks' generator, its structured part skipped */
        double *xs[2], *hs[2];
        size_t ns[2], hn[2];
        for (int k = 0; k < 2; k++) {
            size_t n = 20000 + 200000;
            double *x = malloc(n * 8);
            size_t st = gen_inputs(k, x, n, 7 + (uint64_t)k);
            xs[k] = x + st;
            ns[k] = n - st < 20000 ? n - st : 20000;
            char path[4096];
            snprintf(path, sizeof path, "%s/%s_f64_hard_inputs.txt", dir ? dir : ".", ops[k].name);
            hs[k] = tu_read_doubles(path, &hn[k]);
        }
        time_set("random", xs, ns);
        /* the part of them a kernel would send: no shortcut (Asinh's
         * |x| < 2^-27), moderate |x| (2^-27 .. 2^30 for Asinh, >= 2^-8 for
         * Acos, where results are not all near pi/2) */
        double *ms[2];
        size_t mn[2];
        for (int k = 0; k < 2; k++) {
            ms[k] = malloc(ns[k] * 8);
            mn[k] = 0;
            for (size_t i = 0; i < 20000 + 200000 - 20000 && mn[k] < 20000; i++) {
                double a = fabs(xs[k][i]);
                if (k == 0 ? a >= 0x1p-27 && a < 0x1p30 : a >= 0x1p-8 && a <= 1)
                    ms[k][mn[k]++] = xs[k][i];
            }
        }
        time_set("random moderate", ms, mn);
        if (hs[0] != NULL && hs[1] != NULL)
            time_set("hard", hs, hn);
        return 0;
    }
    check_constants();
    check_specials();
    check_round_test();
    for (int k = 0; k < NOPS; k++) {
        const op_case *op = &ops[k];
        if (dir != NULL) {
            char path[4096];
            snprintf(path, sizeof path, "%s/%s_f64_hard_inputs.txt", dir, op->name);
            size_t n = 0;
            double *x = tu_read_doubles(path, &n);
            if (x == NULL || n == 0) {
                fprintf(stderr, "%s: no hard inputs (%s)\n", op->name, path);
                failures++;
            } else {
                if (hard_every > 1) { /* a sample: every hard_every-th, in file order */
                    size_t m = 0;
                    for (size_t i = 0; i < n; i += hard_every)
                        x[m++] = x[i];
                    n = m;
                }
                check_set(op, hard_every > 1 ? "hard inputs (a sample)" : "hard inputs", x, n, 1);
                check_errors(k, "hard inputs", x, n, 16);
            }
            free(x);
        }
        /* Gelu: a quarter (its MPFR reference, erfc at 128 bits and more,
         * and its level-1 series cost several times the others' per input;
         * make accuracy samples 10^7 doubles) */
        size_t n = op->which == 7 ? nrand / 4 : nrand;
        double *x = malloc(n * 8);
        size_t st = gen_inputs(k, x, n, 0x5eed0000u + (uint64_t)k);
        printf("%s: %zu structured inputs\n", op->name, st);
        check_set(op, "sampled inputs", x, n, 97);
        check_errors(k, "sampled inputs", x, n, 199);
        free(x);
    }
    if (dir == NULL) {
        fprintf(stderr, "test_accurate: no hard-input directory given\n");
        failures++;
    }
    return failures != 0;
}
