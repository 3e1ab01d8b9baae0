/* oracle.c -- correctly rounded reference results for the onnxm operators.
 *
 * Method
 * ------
 * 1. MPFR path (always sound).  x is decoded to its exact value (every value
 *    of float16, bfloat16, float and double is a double, so mpfr_set_d is
 *    exact).  op(x) is evaluated twice at precision P, once rounded down
 *    (lo) and once rounded up (hi); MPFR guarantees lo <= op(x) <= hi.  Both
 *    are rounded to the target format by round_mpfr() (exact integer
 *    arithmetic on the scaled significand, subnormal range and overflow
 *    included).  Rounding to nearest is monotone, so if lo and hi round to
 *    the same encoding, so does op(x): that encoding is the correctly rounded
 *    result.  Otherwise P is doubled (128, 256, ... 4096: Ziv's strategy).
 *    The loop ends: when op(x) is exact (sqrt of a square, 1/2^k, asinh(0),
 *    acos(1), exp(0), log(1), sigmoid(0), tanh(0), erf(0), gelu(0)) MPFR returns lo == hi; when it is
 *    not, op(x) is not a midpoint of the target format (no such sqrt/1/x of
 *    a p-bit number; asinh, acos, exp and tanh of a nonzero algebraic
 *    number, and log of a positive algebraic number other than 1, are
 *    transcendental, and so is sigmoid's, 1/(1 + exp(-x)), and Gelu tanh's,
 *    x sigmoid(w(x))), Sigmoid's and Gelu's lo and hi from their directed
 *    chains (mp_sigmoid, mp_gelu_tanh) bracket it the same way,
 *    so some P separates it from the boundary (erf is not proved
 *    transcendental at algebraic points; an erf(x) on a midpoint would
 *    reach 4096 bits and abort, loudly).  erf of a large |x| is settled
 *    the same way: lo and hi both round to +-1.  Results beyond the format's
 *    range (exp of large |x|) are settled by the rounding of lo and hi:
 *    both round to infinity or both to zero.  Where the reference is one
 *    MPFR function (mp_<k>_rn), one evaluation in RNDN gives the same lo
 *    and hi: RN(op(x)) and its neighbour on the side its ternary value
 *    names (RD and RU are those two), for a regular (finite nonzero)
 *    result; zero and infinite results take the two directed evaluations.  For binary64 the hardest cases of
 *    these functions need well under 256 bits.
 *
 * 2. Fast path (ORACLE_FAST).  a = libm approximation of op(x): double libm
 *    (sqrt, 1/x, asinh, acos, exp, log, 1/(1 + exp(-x)), tanh, erf) for float/float16/bfloat16
 *    targets, long double (sqrtl, 1.0L/x, asinhl, acosl, expl, logl, 1/(1 + expl(-x)), tanhl,
 *    erfl; 64-bit significand) for
 *    double targets.
 *    With a relative margin m, if a(1-m) and a(1+m) round to the same
 *    encoding, that encoding is the answer, by the same monotonicity argument
 *    -- provided |a - op(x)| <= m|a| (less the rounding of the two products,
 *    about 2^-64 relative).  Otherwise the MPFR path decides.
 *      float/f16/bf16: m = 2^-40.  sqrt and division are correctly rounded
 *        (error 2^-53); glibc's double asinh/acos/exp/log/tanh/erf are within 2 ulp
 *        (sigmoid: exp's ulp and two roundings, within 2^-51 too)
 *        (2^-51 relative) by glibc's published libm-test-ulps: m leaves a
 *        factor 2^11 of headroom.  (Float results in the subnormal range
 *        come from a double exp that is still normal there.)  Fraction sent to MPFR: about 2m/2^-24,
 *        2^-15 of all float inputs.
 *      double: m = 2^-58.  sqrtl and division are correctly rounded
 *        (2^-64); glibc's asinhl/acosl/expl/logl/tanhl/erfl are within 3 ulp of 2^-63 relative
 *        (sigmoid: expl's and two roundings of 2^-64)
 *        (libm-test-ulps, ldbl-96): m is ten times that.  About 2m/2^-53,
 *        a few percent of inputs go to MPFR.  Used only when long double
 *        has at least 64 bits (x86); otherwise doubles always use MPFR.
 *    A NaN from libm for a finite x is taken as the domain error it is
 *    (sqrt of a negative, acos outside [-1, 1]); for float and narrower, an
 *    infinite or zero a from double libm is the double overflow or
 *    underflow it says (exp of a large |x|), which rounds to infinity or
 *    zero in those formats; zero, infinite or NaN x, and a zero or infinite
 *    a for double targets, go to MPFR.  test_oracle checks the fast path
 *    against the MPFR path on every float16/bfloat16 input and on samples of
 *    float and double, so a libm worse than assumed would be caught there.
 *
 * Special values come from MPFR's IEEE 754 semantics (sqrt(-0) = -0,
 * 1/±0 = ±inf, asinh(±0) = ±0, acos(1) = +0, exp(-inf) = +0, exp(+inf) = +inf,
 * log(±0) = -inf, log(1) = +0, tanh(±0) = ±0, tanh(±inf) = ±1, erf(±0) = ±0,
 * erf(±inf) = ±1, NaN outside the domain);
 * test_special checks them against a table computed separately (mpmath).
 */
#include "oracle.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ formats */
static const oracle_format fmt_f16 = {"float16", 16, 11, -14, 15};
static const oracle_format fmt_bf16 = {"bfloat16", 16, 8, -126, 127};
static const oracle_format fmt_f32 = {"float", 32, 24, -126, 127};
static const oracle_format fmt_f64 = {"double", 64, 53, -1022, 1023};

const oracle_format *oracle_format_of(onnxm_dtype dtype)
{
    switch (dtype) {
    case ONNXM_FLOAT16: return &fmt_f16;
    case ONNXM_BFLOAT16: return &fmt_bf16;
    case ONNXM_FLOAT: return &fmt_f32;
    case ONNXM_DOUBLE: return &fmt_f64;
    }
    return NULL;
}

static uint64_t sign_bit(const oracle_format *f) { return 1ull << (f->bits - 1); }
static uint64_t exp_mask(const oracle_format *f)
{
    return ((1ull << (f->bits - f->p)) - 1) << (f->p - 1);
}
static uint64_t man_mask(const oracle_format *f) { return (1ull << (f->p - 1)) - 1; }

uint64_t oracle_inf(onnxm_dtype dtype) { return exp_mask(oracle_format_of(dtype)); }
uint64_t oracle_qnan(onnxm_dtype dtype)
{
    const oracle_format *f = oracle_format_of(dtype);
    return exp_mask(f) | 1ull << (f->p - 2);
}

int oracle_is_nan(onnxm_dtype dtype, uint64_t b)
{
    const oracle_format *f = oracle_format_of(dtype);
    return (b & exp_mask(f)) == exp_mask(f) && (b & man_mask(f)) != 0;
}

int oracle_is_quiet_nan(onnxm_dtype dtype, uint64_t b)
{
    const oracle_format *f = oracle_format_of(dtype);
    return oracle_is_nan(dtype, b) && (b >> (f->p - 2) & 1);
}

int oracle_same(onnxm_dtype dtype, uint64_t a, uint64_t b)
{
    return a == b || (oracle_is_nan(dtype, a) && oracle_is_nan(dtype, b));
}

double oracle_to_double(onnxm_dtype dtype, uint64_t b)
{
    const oracle_format *f = oracle_format_of(dtype);
    if (dtype == ONNXM_DOUBLE) {
        double d;
        memcpy(&d, &b, sizeof d);
        return d;
    }
    if (dtype == ONNXM_FLOAT || dtype == ONNXM_BFLOAT16) {
        /* bfloat16 is the top half of a float */
        uint32_t u = dtype == ONNXM_FLOAT ? (uint32_t)b : (uint32_t)b << 16;
        float v;
        memcpy(&v, &u, sizeof v);
        return v;
    }
    /* Generic decoding, exact: the significand has at most 24 bits. */
    int neg = (b & sign_bit(f)) != 0;
    uint64_t e = (b & exp_mask(f)) >> (f->p - 1), m = b & man_mask(f);
    double v;
    if ((b & exp_mask(f)) == exp_mask(f))
        v = m ? NAN : INFINITY;
    else if (e == 0)
        v = ldexp((double)m, f->emin - (f->p - 1));
    else
        v = ldexp((double)(m | 1ull << (f->p - 1)), (int)e - f->emax - (f->p - 1));
    return neg ? -v : v;
}

/* Encoding of sign * n * 2^qe where n < 2^p + 1 came from rounding a value
 * of binade max(E, emin) with quantum 2^qe, qe = max(E, emin) - p + 1.
 * n == 2^p (carry out of the binade) moves one binade up; n < 2^(p-1) only
 * happens in the subnormal range, where the encoding is n itself. */
static uint64_t encode(const oracle_format *f, uint64_t sign, uint64_t n, long qe)
{
    if (n == 0)
        return sign;
    if (n >> f->p) {
        n >>= 1;
        qe++;
    }
    if (n < 1ull << (f->p - 1))
        return sign | n;
    long e = qe + f->p - 1;
    if (e > f->emax)
        return sign | exp_mask(f);
    return sign | (uint64_t)(e + f->emax) << (f->p - 1) | (n & man_mask(f));
}

/* Round a finite nonzero long double to the format (nearest, ties even). */
static uint64_t round_ld(const oracle_format *f, long double a)
{
    uint64_t sign = signbit(a) ? sign_bit(f) : 0;
    long double m = fabsl(a);
    int e2;
    (void)frexpl(m, &e2); /* m = frac * 2^e2, frac in [1/2, 1) */
    long e = e2 - 1;      /* 2^e <= m < 2^(e+1) */
    if (e > f->emax)
        return sign | exp_mask(f);
    long qe = (e > f->emin ? e : f->emin) - (f->p - 1);
    if (e < qe - 2) /* m < 2^(qe-2): below half the smallest subnormal */
        return sign;
    /* Scaling by a power of two is exact; s < 2^p <= 2^53 fits the 64-bit
     * long double significand, so s - n is exact too. */
    long double s = ldexpl(m, (int)-qe);
    uint64_t n = (uint64_t)s;
    long double frac = s - (long double)n;
    if (frac > 0.5L || (frac == 0.5L && (n & 1)))
        n++;
    return encode(f, sign, n, qe);
}

/* Same as round_ld for a double, on its bits (the float fast path runs
 * 2^32 times in onnxm_accuracy; frexpl/ldexpl dominated it).  Subnormal
 * doubles go to round_ld. */
static uint64_t round_dbl(const oracle_format *f, double a)
{
    uint64_t u;
    memcpy(&u, &a, sizeof u);
    uint64_t sign = u >> 63 ? sign_bit(f) : 0;
    int be = (int)(u >> 52 & 0x7ff);
    if (be == 0)
        return round_ld(f, a);
    long e = be - 1023; /* 2^e <= |a| < 2^(e+1) */
    if (e > f->emax)
        return sign | exp_mask(f);
    long qe = (e > f->emin ? e : f->emin) - (f->p - 1);
    uint64_t m = (u & ((1ull << 52) - 1)) | 1ull << 52; /* |a| = m * 2^(e-52) */
    long shift = qe - (e - 52);                         /* >= 52 - (p-1) > 0 */
    if (shift > 54) /* |a| < 2^(qe-2) */
        return sign;
    uint64_t n = m >> shift, rem = m & ((1ull << shift) - 1), half = 1ull << (shift - 1);
    if (rem > half || (rem == half && (n & 1)))
        n++;
    return encode(f, sign, n, qe);
}

/* Round an MPFR number to the format (nearest, ties even). */
static uint64_t round_mpfr(const oracle_format *f, const mpfr_t v)
{
    uint64_t sign = mpfr_signbit(v) ? sign_bit(f) : 0;
    if (mpfr_nan_p(v))
        return exp_mask(f) | 1ull << (f->p - 2);
    if (mpfr_inf_p(v))
        return sign | exp_mask(f);
    if (mpfr_zero_p(v))
        return sign;
    long e = mpfr_get_exp(v) - 1; /* 2^e <= |v| < 2^(e+1) */
    if (e > f->emax)
        return sign | exp_mask(f);
    long qe = (e > f->emin ? e : f->emin) - (f->p - 1);
    if (e < qe - 2)
        return sign;
    mpfr_t s;
    mpfr_init2(s, mpfr_get_prec(v));
    mpfr_abs(s, v, MPFR_RNDN);
    mpfr_mul_2si(s, s, -qe, MPFR_RNDN); /* exact */
    mpfr_roundeven(s, s);               /* to an integer, ties to even */
    uint64_t n = (uint64_t)mpfr_get_ui(s, MPFR_RNDN);
    mpfr_clear(s);
    return encode(f, sign, n, qe);
}

/* ------------------------------------------------------- per-op references */
/* One row per operator of onnxm_ops.def: an MPFR reference, and the libm
 * approximations of the fast path.  A new operator without them does not
 * compile. */
/* mp_<k>_rn: whether mp_<k> is one MPFR function, so that its RNDN result
 * is op(x) correctly rounded and its ternary value says on which side op(x)
 * lies (cr_mpfr then needs one evaluation, not two); 0 for the composite
 * references (several rounded steps), whose RNDN is only an estimate. */
enum {
    mp_sqrt_rn = 1, mp_reciprocal_rn = 1, mp_asinh_rn = 1, mp_acos_rn = 1, mp_exp_rn = 1, mp_log_rn = 1,
    mp_sigmoid_rn = 0, mp_tanh_rn = 1, mp_erf_rn = 1, mp_gelu_rn = 0, mp_gelu_tanh_rn = 0
};
static int mp_sqrt(mpfr_t y, const mpfr_t x, mpfr_rnd_t r) { return mpfr_sqrt(y, x, r); }
static int mp_reciprocal(mpfr_t y, const mpfr_t x, mpfr_rnd_t r) { return mpfr_ui_div(y, 1, x, r); }
static int mp_asinh(mpfr_t y, const mpfr_t x, mpfr_rnd_t r) { return mpfr_asinh(y, x, r); }
static int mp_acos(mpfr_t y, const mpfr_t x, mpfr_rnd_t r) { return mpfr_acos(y, x, r); }
static int mp_exp(mpfr_t y, const mpfr_t x, mpfr_rnd_t r) { return mpfr_exp(y, x, r); }
static int mp_log(mpfr_t y, const mpfr_t x, mpfr_rnd_t r) { return mpfr_log(y, x, r); }
/* sigmoid(x) = 1/(1 + exp(-x)), which MPFR lacks.  Directed: a chain of
 * correctly rounded monotone steps, each rounded the way that moves y in
 * direction r (y decreases as exp(-x) and 1 + exp(-x) grow), so the result
 * is a bound on that side; RNDN: the same at 64 more bits, rounded once
 * more (used only to measure errors, never to decide a rounding). */
static int mp_sigmoid(mpfr_t y, const mpfr_t x, mpfr_rnd_t r)
{
    mpfr_t t;
    mpfr_init2(t, mpfr_get_prec(y) + 64);
    mpfr_rnd_t up = r == MPFR_RNDD ? MPFR_RNDU : r == MPFR_RNDU ? MPFR_RNDD : MPFR_RNDN;
    mpfr_neg(t, x, MPFR_RNDN); /* exact */
    mpfr_exp(t, t, up);
    mpfr_add_ui(t, t, 1, up);
    int ter = mpfr_ui_div(y, 1, t, r);
    mpfr_clear(t);
    return ter;
}
static int mp_tanh(mpfr_t y, const mpfr_t x, mpfr_rnd_t r) { return mpfr_tanh(y, x, r); }
static int mp_erf(mpfr_t y, const mpfr_t x, mpfr_rnd_t r) { return mpfr_erf(y, x, r); }
/* gelu(x) = x/2 erfc(-x/sqrt2) (Gelu, approximate "none"), which MPFR
 * lacks, and which is not monotone (it falls for x < -0.75).  At P = 64
 * more bits than y, RN at each of sqrt(2), -x/sqrt2, erfc, the product and
 * the halving (exact): erfc's condition number |u erfc'(u)/erfc(u)| <=
 * 2u^2 + 1 < 2^11 for the u = -x/sqrt2 >= -27.5 whose results are not 0
 * in every format, so t is within 2^-(P-13) |gelu(x)|; the directed modes
 * move t by 2^-(P-24) |t| first (a bound on that side), RNDN is used only
 * to measure errors.  gelu(-inf) = -0 (the limit), gelu(+-0) = +-0. */
static int mp_gelu(mpfr_t y, const mpfr_t x, mpfr_rnd_t r)
{
    if (mpfr_inf_p(x) && mpfr_sgn(x) < 0) {
        mpfr_set_zero(y, -1);
        return 0;
    }
    mpfr_prec_t p = mpfr_get_prec(y) + 64;
    mpfr_t s, t, d;
    mpfr_inits2(p, s, t, d, (mpfr_ptr)0);
    mpfr_sqrt_ui(s, 2, MPFR_RNDN);
    mpfr_div(t, x, s, MPFR_RNDN);
    mpfr_neg(t, t, MPFR_RNDN);
    mpfr_erfc(t, t, MPFR_RNDN);
    mpfr_mul(t, t, x, MPFR_RNDN);
    mpfr_div_2ui(t, t, 1, MPFR_RNDN);
    if (r != MPFR_RNDN && mpfr_regular_p(t)) {
        mpfr_abs(d, t, MPFR_RNDN);
        mpfr_div_2ui(d, d, (unsigned long)(p - 24), MPFR_RNDN);
        if (r == MPFR_RNDD)
            mpfr_sub(t, t, d, MPFR_RNDD);
        else
            mpfr_add(t, t, d, MPFR_RNDU);
    }
    int ter = mpfr_set(y, t, r);
    mpfr_clears(s, t, d, (mpfr_ptr)0);
    return ter;
}
/* Gelu tanh, y = x/2 (1 + tanh(z)) = x sigmoid(w), w = 2z = a x + b x^3,
 * a = 2 sqrt(2/pi), b = 0.044715 a, which MPFR lacks.  Directed, as
 * mp_sigmoid: on ax = |x| and W = w(ax) >= 0, y = ax/(1 + e^-W) for x >= 0
 * and y = -ax/(1 + e^W) for x < 0; both increase with W, so W (a, b, and
 * their positive sums and products) is rounded in direction r, and each
 * later step the way that moves y in direction r (for x < 0, |y| the
 * opposite way).  Every step is correctly rounded and monotone, so the
 * result bounds y on that side.  +-0 gives +-0 and -inf gives -0 (the
 * limit), NaN gives NaN.  RNDN: the same at 64 more bits, rounded once
 * more (only to measure errors, never to decide a rounding). */
static int mp_gelu_tanh(mpfr_t y, const mpfr_t x, mpfr_rnd_t r)
{
    if (mpfr_nan_p(x) || mpfr_zero_p(x))
        return mpfr_set(y, x, MPFR_RNDN);
    if (mpfr_inf_p(x) && mpfr_sgn(x) < 0) {
        mpfr_set_zero(y, -1);
        return 0;
    }
    mpfr_t a, b, w, t, ax;
    mpfr_prec_t p = mpfr_get_prec(y) + 64;
    mpfr_inits2(p, a, b, w, t, ax, (mpfr_ptr)0);
    int neg = mpfr_sgn(x) < 0;
    mpfr_rnd_t opp = r == MPFR_RNDD ? MPFR_RNDU : r == MPFR_RNDU ? MPFR_RNDD : MPFR_RNDN;
    mpfr_rnd_t ry = neg ? opp : r; /* |y|'s direction */
    mpfr_abs(ax, x, MPFR_RNDN);    /* exact */
    mpfr_const_pi(a, opp);
    mpfr_ui_div(a, 2, a, r);
    mpfr_sqrt(a, a, r);
    mpfr_mul_2ui(a, a, 1, r);      /* a = 2 sqrt(2/pi), direction r */
    mpfr_set_str(b, "0.044715", 10, r);
    mpfr_mul(b, b, a, r);
    mpfr_sqr(t, ax, r);
    mpfr_mul(t, t, b, r);
    mpfr_add(t, t, a, r);
    mpfr_mul(w, t, ax, r);         /* W, direction r */
    if (neg) {
        mpfr_exp(t, w, r);
        mpfr_add_ui(t, t, 1, r);
    } else {
        mpfr_neg(t, w, MPFR_RNDN);
        mpfr_exp(t, t, opp);
        mpfr_add_ui(t, t, 1, opp);
    }
    int ter = mpfr_div(y, ax, t, ry);
    if (neg) {
        mpfr_neg(y, y, MPFR_RNDN);
        ter = -ter;
    }
    mpfr_clears(a, b, w, t, ax, (mpfr_ptr)0);
    return ter;
}

static double d_sqrt(double x) { return sqrt(x); }
static double d_reciprocal(double x) { return 1.0 / x; }
static double d_asinh(double x) { return asinh(x); }
static double d_acos(double x) { return acos(x); }
static double d_exp(double x) { return exp(x); }
static double d_log(double x) { return log(x); }
static double d_sigmoid(double x) { return 1.0 / (1.0 + exp(-x)); }
static double d_tanh(double x) { return tanh(x); }
static double d_erf(double x) { return erf(x); }
/* float/f16/bf16 targets: -x/sqrt2 rounded (2^-53) moves erfc by at most
 * (2u^2 + 1) 2^-53 < 2^-45 for the float x >= -14.4 whose results are not
 * 0 (below, the double result underflows too, or is far below 2^-150);
 * glibc's erfc within a few ulps: within MARGIN_D. */
static double d_gelu(double x) { return 0.5 * x * erfc(-x * 0x1.6a09e667f3bcdp-1); }
/* x/(1 + e^-w), no cancellation: w's three roundings and the constants'
 * (2^-53 each) are an absolute 2^-50.7 |w| <= 2^-44 for the |w| <= 107
 * where float results are not 0 (x >= -10.8), within the margin */
static double d_gelu_tanh(double x)
{
    double w = x * (0x1.9884533d43651p+0 + 0x1.2444f2a4d8b4bp-4 * x * x);
    return x / (1.0 + exp(-w));
}

static long double ld_sqrt(long double x) { return sqrtl(x); }
static long double ld_reciprocal(long double x) { return 1.0L / x; }
static long double ld_asinh(long double x) { return asinhl(x); }
static long double ld_acos(long double x) { return acosl(x); }
static long double ld_exp(long double x) { return expl(x); }
static long double ld_log(long double x) { return logl(x); }
static long double ld_sigmoid(long double x) { return 1.0L / (1.0L + expl(-x)); }
static long double ld_tanh(long double x) { return tanhl(x); }
static long double ld_erf(long double x) { return erfl(x); }
/* double targets: only x >= -1, where erfc's condition number is < 1.5
 * (the rounded -x/sqrt2 costs < 2^-63); below, 0 sends x to MPFR (the
 * argument's rounding would cost up to 2^-53 there, beyond MARGIN_LD). */
static long double ld_gelu(long double x)
{
    return x >= -1.0L ? 0.5L * x * erfcl(-x * 0.707106781186547524400844362104849039L) : 0.0L;
}
/* as d_gelu_tanh; w's error is 2^-61.7 |w| absolute (the constants to
 * 64 bits), within the margin 2^-58 for |w| <= 4 only: larger |w| give 0,
 * which sends the input to MPFR */
static long double ld_gelu_tanh(long double x)
{
    const long double ga = 0x1.9884533d43651p+0L + -0x1.cbc0d30ebfd15p-54L;
    const long double gb = 0x1.2444f2a4d8b4bp-4L + -0x1.6c843a29d1c70p-61L;
    long double w = x * (ga + gb * x * x);
    if (fabsl(w) > 4.0L)
        return 0.0L;
    return x / (1.0L + expl(-w));
}

static const struct {
    int (*mp)(mpfr_t, const mpfr_t, mpfr_rnd_t);
    double (*d)(double);
    long double (*ld)(long double);
    int rn; /* mp_<k>_rn */
} refs[ONNXM_OP_COUNT] = {
#define ONNXM_OP(ENUM, NAME, KERNEL, ...) [ONNXM_OP_##ENUM] = {mp_##KERNEL, d_##KERNEL, ld_##KERNEL, mp_##KERNEL##_rn},
#include "onnxm_ops.def"
};

static void check_args(onnxm_op op, const oracle_format *f)
{
    if ((unsigned)op >= ONNXM_OP_COUNT || f == NULL) {
        fprintf(stderr, "oracle: bad op %d or dtype\n", (int)op);
        abort();
    }
}

int oracle_eval(mpfr_t r, onnxm_op op, onnxm_dtype dtype, uint64_t x, mpfr_rnd_t rnd)
{
    check_args(op, oracle_format_of(dtype));
    mpfr_t xm;
    mpfr_init2(xm, 64);
    mpfr_set_d(xm, oracle_to_double(dtype, x), MPFR_RNDN); /* exact */
    int t = refs[op].mp(r, xm, rnd);
    mpfr_clear(xm);
    return t;
}

static uint64_t cr_mpfr(onnxm_op op, onnxm_dtype dtype, uint64_t x, long double *approx)
{
    const oracle_format *f = oracle_format_of(dtype);
    mpfr_t lo, hi;
    for (mpfr_prec_t prec = 128; prec <= 4096; prec *= 2) {
        mpfr_init2(lo, prec);
        mpfr_init2(hi, prec);
        int ter = refs[op].rn ? oracle_eval(lo, op, dtype, x, MPFR_RNDN) : 0;
        if (refs[op].rn && mpfr_regular_p(lo)) {
            /* RN(op(x)) and its ternary value give the same pair as the
             * directed evaluations: RD(op(x)) and RU(op(x)), equal when
             * op(x) is exact at prec */
            mpfr_set(hi, lo, MPFR_RNDN);
            if (ter > 0)
                mpfr_nextbelow(lo);
            else if (ter < 0)
                mpfr_nextabove(hi);
        } else {
            oracle_eval(lo, op, dtype, x, MPFR_RNDD);
            oracle_eval(hi, op, dtype, x, MPFR_RNDU);
        }
        uint64_t rl = round_mpfr(f, lo), rh = round_mpfr(f, hi);
        if (approx != NULL)
            *approx = mpfr_get_ld(hi, MPFR_RNDN);
        mpfr_clear(lo);
        mpfr_clear(hi);
        if (rl == rh || (oracle_is_nan(dtype, rl) && oracle_is_nan(dtype, rh)))
            return rl;
    }
    fprintf(stderr, "oracle: %s(%s 0x%llx) not settled at 4096 bits\n", onnxm_op_name(op),
            f->name, (unsigned long long)x);
    abort();
}

/* Margins of the fast path; see the comment at the top. */
#define MARGIN_D 0x1p-40
#define MARGIN_LD 0x1p-58L

uint64_t oracle_cr(onnxm_op op, onnxm_dtype dtype, uint64_t x, oracle_mode mode,
                   oracle_stats *stats, long double *approx)
{
    const oracle_format *f = oracle_format_of(dtype);
    check_args(op, f);
    double xd = oracle_to_double(dtype, x);
    if (mode == ORACLE_FAST && isfinite(xd) && xd != 0) {
        uint64_t rl = 1, rh = 0;
        long double a = NAN;
        if (f->p <= 24) {
            double ad = refs[op].d(xd);
            a = ad;
            if (isfinite(ad) && ad != 0) {
                rl = round_dbl(f, ad - fabs(ad) * MARGIN_D);
                rh = round_dbl(f, ad + fabs(ad) * MARGIN_D);
            } else if (isnan(ad)) {
                rl = rh = oracle_qnan(dtype);
            } else {
                /* double overflow or underflow (exp of a large |x|): the
                 * result is beyond DBL_MAX or below 2^-1074 within libm's
                 * few ulps, far outside these formats' range, so it rounds
                 * to +-inf or +-0 there */
                rl = rh = ad == 0 ? (signbit(ad) ? sign_bit(f) : 0) : (ad > 0 ? 0 : sign_bit(f)) | exp_mask(f);
            }
        } else if (LDBL_MANT_DIG >= 64) {
            a = refs[op].ld(xd);
            if (isfinite(a) && a != 0) {
                rl = round_ld(f, a - fabsl(a) * MARGIN_LD);
                rh = round_ld(f, a + fabsl(a) * MARGIN_LD);
            } else if (isnan(a)) {
                rl = rh = oracle_qnan(dtype);
            }
        }
        if (rl == rh) {
            if (stats != NULL)
                stats->fast++;
            if (approx != NULL)
                *approx = a;
            return rl;
        }
    } else if (mode == ORACLE_FAST && isnan(xd)) {
        /* NaN in, NaN out for every operator; the 2^24 NaN floats would
         * otherwise dominate the exhaustive run. */
        if (stats != NULL)
            stats->fast++;
        if (approx != NULL)
            *approx = NAN;
        return oracle_qnan(dtype);
    }
    if (stats != NULL)
        stats->mpfr++;
    return cr_mpfr(op, dtype, x, approx);
}

double oracle_ulp_error(onnxm_op op, onnxm_dtype dtype, uint64_t x, uint64_t y)
{
    const oracle_format *f = oracle_format_of(dtype);
    check_args(op, f);
    uint64_t cr = oracle_cr(op, dtype, x, ORACLE_MPFR_ONLY, NULL, NULL);
    if (oracle_is_nan(dtype, cr) || oracle_is_nan(dtype, y))
        return oracle_is_nan(dtype, cr) && oracle_is_nan(dtype, y) ? 0.0 : INFINITY;
    double yd = oracle_to_double(dtype, y);
    if (isinf(yd))
        return y == cr ? 0.0 : INFINITY;
    mpfr_t v, d;
    mpfr_init2(v, 192);
    mpfr_init2(d, 192);
    oracle_eval(v, op, dtype, x, MPFR_RNDN);
    double err;
    if (mpfr_inf_p(v)) { /* 1/0 and the like: exact infinity, finite y */
        err = INFINITY;
    } else {
        long e = mpfr_zero_p(v) ? f->emin : mpfr_get_exp(v) - 1;
        long qe = (e > f->emin ? e : f->emin) - (f->p - 1);
        mpfr_set_d(d, yd, MPFR_RNDN);
        mpfr_sub(d, d, v, MPFR_RNDN);
        mpfr_abs(d, d, MPFR_RNDN);
        mpfr_mul_2si(d, d, -qe, MPFR_RNDN);
        err = mpfr_get_d(d, MPFR_RNDU);
    }
    mpfr_clear(v);
    mpfr_clear(d);
    return err;
}

double oracle_ulp_error_approx(onnxm_dtype dtype, long double a, uint64_t y)
{
    const oracle_format *f = oracle_format_of(dtype);
    if (oracle_is_nan(dtype, y))
        return isnan(a) ? 0.0 : INFINITY;
    long double yd = oracle_to_double(dtype, y);
    if (isinf(yd) || !isfinite(a))
        return yd == a ? 0.0 : INFINITY;
    if (f->p <= 24) { /* a came from double libm: stay in double (speed) */
        double ad = (double)a;
        int e2d = 0;
        if (ad != 0)
            (void)frexp(ad, &e2d);
        long e = ad != 0 ? e2d - 1 : f->emin;
        long qe = (e > f->emin ? e : f->emin) - (f->p - 1);
        return ldexp(fabs((double)yd - ad), (int)-qe);
    }
    int e2 = 0;
    if (a != 0)
        (void)frexpl(a, &e2);
    long e = a != 0 ? e2 - 1 : f->emin;
    long qe = (e > f->emin ? e : f->emin) - (f->p - 1);
    return (double)ldexpl(fabsl(yd - a), (int)-qe);
}

void oracle_thread_done(void) { mpfr_free_cache2(MPFR_FREE_LOCAL_CACHE); }

int oracle_domain_emax(onnxm_op op)
{
    int e = 1023;
    while (e > -1074) {
        union { double d; uint64_t u; } top = {nextafter(ldexp(1.0, e + 1), 0.0)};
        if (!oracle_is_nan(ONNXM_DOUBLE, oracle_cr(op, ONNXM_DOUBLE, top.u, ORACLE_FAST, NULL, NULL)))
            break;
        e--;
    }
    return e;
}
