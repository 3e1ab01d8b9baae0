/* slow.c -- double-double Asinh, Acos, Exp, Log, Sigmoid, Tanh, Erf and Gelu (both forms), correctly rounded (see slow.h).
 *
 * Error budget: every dd operation below has relative error < 2^-104; the
 * series are summed until the term falls below 2^-110 of the sum; the
 * longest chain (asinh: square, add, sqrt, add, log with ~25 series terms)
 * stays below 2^-100 relative (exp: below 2^-103, see exp_dd_scaled).  The hardest binary32 cases of these
 * functions need about 2^-(24+40); the margin is large.
 */
#include "kernels/slow.h"

#include <math.h>

#include "kernels/nan.h"

typedef struct { double hi, lo; } dd;

static dd dd_make(double hi, double lo)
{
    double s = hi + lo;
    dd r = {s, lo - (s - hi)};
    return r;
}

static dd dd_add(dd a, dd b)
{
    double s = a.hi + b.hi, bb = s - a.hi;
    double e = (a.hi - (s - bb)) + (b.hi - bb);
    return dd_make(s, e + a.lo + b.lo);
}

static dd dd_neg(dd a) { dd r = {-a.hi, -a.lo}; return r; }

static dd dd_mul(dd a, dd b)
{
    double p = a.hi * b.hi;
    double e = fma(a.hi, b.hi, -p);
    return dd_make(p, e + (a.hi * b.lo + a.lo * b.hi));
}

static dd dd_mul_d(dd a, double b)
{
    double p = a.hi * b;
    double e = fma(a.hi, b, -p);
    return dd_make(p, e + a.lo * b);
}

/* a / b: q1 = a.hi / b.hi, then one correction from the exact residual. */
static dd dd_div(dd a, dd b)
{
    double q1 = a.hi / b.hi;
    dd r = dd_add(a, dd_neg(dd_mul_d(b, q1)));
    double q2 = r.hi / b.hi;
    r = dd_add(r, dd_neg(dd_mul_d(b, q2)));
    double q3 = r.hi / b.hi;
    dd q = dd_make(q1, q2);
    return dd_add(q, dd_make(q3, 0.0));
}

/* sqrt(a), a > 0: s = sqrt(a.hi), one Newton correction (a - s^2)/(2s). */
static dd dd_sqrt(dd a)
{
    double s = sqrt(a.hi);
    dd s2 = dd_mul(dd_make(s, 0.0), dd_make(s, 0.0));
    dd r = dd_add(a, dd_neg(s2));
    return dd_make(s, r.hi / (2.0 * s));
}

static const dd DD_LN2 = {0x1.62e42fefa39efp-1, 0x1.abc9e3b39803fp-56};
static const dd DD_PI = {0x1.921fb54442d18p+1, 0x1.1a62633145c07p-53};
static const dd DD_PIO2 = {0x1.921fb54442d18p+0, 0x1.1a62633145c07p-54};

/* log(w), w > 0 finite: w = 2^k m, m in [sqrt(1/2), sqrt(2)),
 * log m = 2 atanh(s) = 2 (s + s^3/3 + s^5/5 + ...), s = (m-1)/(m+1),
 * |s| <= 0.1716 so each term gains > 5 bits. */
static dd dd_log(dd w)
{
    int k;
    double mh = frexp(w.hi, &k); /* [0.5, 1) */
    if (mh < 0x1.6a09e667f3bcdp-1) {
        mh *= 2.0;
        k -= 1;
    }
    dd m = dd_make(mh, ldexp(w.lo, -k));
    dd num = dd_add(m, dd_make(-1.0, 0.0)); /* exact in hi by Sterbenz */
    dd den = dd_add(m, dd_make(1.0, 0.0));
    dd s = dd_div(num, den);
    dd s2 = dd_mul(s, s);
    dd term = s, sum = s;
    for (int n = 3; n < 200; n += 2) {
        term = dd_mul(term, s2);
        dd t = dd_div(term, dd_make((double)n, 0.0));
        sum = dd_add(sum, t);
        if (fabs(t.hi) < 0x1p-110 * fabs(sum.hi))
            break;
    }
    return dd_add(dd_mul_d(sum, 2.0), dd_mul_d(DD_LN2, (double)k));
}

/* asin(t) for |t| <= 1/2 given t as dd:  sum c_n t^(2n+1),
 * c_0 = 1, c_{n+1} = c_n (2n+1)^2 / ((2n+2)(2n+3)); t^2 <= 1/4, so each term
 * gains >= 2 bits: about 55 terms. */
static dd dd_asin_small(dd t)
{
    dd t2 = dd_mul(t, t);
    dd term = t, sum = t;
    for (int n = 0; n < 400; n++) {
        double a = 2.0 * n + 1.0;
        term = dd_mul(term, t2);
        term = dd_mul_d(term, a * a);
        term = dd_div(term, dd_make((2.0 * n + 2.0) * (2.0 * n + 3.0), 0.0));
        sum = dd_add(sum, term);
        if (fabs(term.hi) < 0x1p-110 * fabs(sum.hi))
            break;
    }
    return sum;
}

/* Round hi + lo (|lo| <= ulp(hi)/2) to p bits, exponent >= emin, nearest even.
 * The ties of the target format (p + 1 <= 25 bits) are doubles.  If hi is
 * not a tie, the nearest tie is at least ulp(hi)/2 away (a full ulp inside a
 * binade), so hi + lo is on the same side as hi (reaching the tie would need
 * an exact tie, impossible for these transcendental results) and rounding hi
 * is right.  If hi is a tie, lo's sign decides; lo == 0 leaves ties-to-even. */
static double round_dd(dd v, int p, int emin)
{
    double hi = v.hi;
    if (hi == 0.0 || !isfinite(hi))
        return hi;
    int e;
    frexp(hi, &e); /* hi = f 2^e, f in [0.5, 1) */
    e -= 1;        /* hi in [2^e, 2^(e+1)) */
    if (e < emin)
        e = emin;
    double q = ldexp(1.0, e - p + 1);
    double n = hi / q; /* exact: power-of-two scaling */
    double r = nearbyint(n);
    double d = n - r;
    if (d == 0.5 && v.lo > 0)
        r += 1.0;
    else if (d == -0.5 && v.lo < 0)
        r -= 1.0;
    return r * q;
}

double onnxm_asinh_slow(double x, int p, int emin)
{
    double a = fabs(x);
    if (a == 0.0 || !isfinite(a))
        return x + x;
    dd res;
    if (a < 0x1p-40) { /* asinh(a) = a - a^3/6 to 2^-160 */
        res = dd_make(a, -a * a * a / 6.0);
    } else {
        double sqh = a * a, sql = fma(a, a, -sqh);
        dd u = dd_add(dd_make(1.0, 0.0), dd_make(sqh, sql));
        dd w = dd_add(dd_sqrt(u), dd_make(a, 0.0));
        res = dd_log(w);
    }
    double r = round_dd(res, p, emin);
    return x < 0 ? -r : r;
}

double onnxm_acos_slow(double x, int p, int emin)
{
    double a = fabs(x);
    if (x != x)
        return x + x; /* quieted, sign and payload kept */
    if (!(a <= 1.0))
        return onnxm_default_nan(); /* |x| > 1: not 0/0, +qNaN on AArch64 */
    dd res;
    if (a <= 0.5) {
        res = dd_add(DD_PIO2, dd_neg(dd_asin_small(dd_make(x, 0.0))));
    } else {
        double z = (1.0 - a) * 0.5; /* exact */
        dd as = z == 0.0 ? dd_make(0.0, 0.0) : dd_asin_small(dd_sqrt(dd_make(z, 0.0)));
        as = dd_mul_d(as, 2.0);
        res = x > 0 ? as : dd_add(DD_PI, dd_neg(as));
    }
    return round_dd(res, p, emin);
}

/* 2^(j/16) as double-doubles (gen_poly.py exp: within 2^-106 relative) */
static const dd EXP_T[16] = {
    {0x1.0000000000000p+0, 0x0.0p+0},
    {0x1.0b5586cf9890fp+0, 0x1.8a62e4adc610bp-54},
    {0x1.172b83c7d517bp+0, -0x1.19041b9d78a76p-55},
    {0x1.2387a6e756238p+0, 0x1.9b07eb6c70573p-54},
    {0x1.306fe0a31b715p+0, 0x1.6f46ad23182e4p-55},
    {0x1.3dea64c123422p+0, 0x1.ada0911f09ebcp-55},
    {0x1.4bfdad5362a27p+0, 0x1.d4397afec42e2p-56},
    {0x1.5ab07dd485429p+0, 0x1.6324c054647adp-54},
    {0x1.6a09e667f3bcdp+0, -0x1.bdd3413b26456p-54},
    {0x1.7a11473eb0187p+0, -0x1.41577ee04992fp-55},
    {0x1.8ace5422aa0dbp+0, 0x1.6e9f156864b27p-54},
    {0x1.9c49182a3f090p+0, 0x1.c7c46b071f2bep-56},
    {0x1.ae89f995ad3adp+0, 0x1.7a1cd345dcc81p-54},
    {0x1.c199bdd85529cp+0, 0x1.11065895048ddp-55},
    {0x1.d5818dcfba487p+0, 0x1.2ed02d75b3707p-55},
    {0x1.ea4afa2a490dap+0, -0x1.e9c23179c2893p-54},
};

/* exp(x) = v 2^e for |x| <= 746, v a double-double within 2^-103 of it.
 * x = k ln2/16 + r, k = nearbyint(x 16/ln2) (|r| <= ln2/16 under any
 * rounding mode, ln2/32 (1 + 2^-40) under the default), e = floor(k/16),
 * j = k mod 16; ln2/16 = C1 + C2 + C3 (gen_poly.py exp).  x - k C1 is
 * exact (the product by fma, the difference by Sterbenz once k != 0), the
 * other two terms add < 2^-110.  exp(r) = sum_{n <= 15} r^n/n! by Horner
 * (the first omitted term < 2^-116 for |r| <= ln2/16), whose last steps
 * carry the error (earlier ones are scaled by |r|/n <= 1/23): < 2^-104.
 * Times 2^(j/16) (2^-106, and the product's 2^-104.4): < 2^-103 in all. */
static dd exp_dd_scaled(double x, int *e)
{
    double kd = nearbyint(x * 0x1.71547652b82fep+4);
    long k = (long)kd;
    int j = (int)(k & 15);
    *e = (int)((k - j) / 16);
    dd r = dd_add(dd_make(x, 0.0), dd_neg(dd_mul_d(dd_make(0x1.62e42fefa39efp-5, 0.0), kd)));
    r = dd_add(r, dd_neg(dd_mul_d(dd_make(0x1.abc9e3b39803fp-60, 0.0), kd)));
    r = dd_add(r, dd_make(-kd * 0x1.7b57a079a1934p-115, 0.0));
    dd p = dd_make(1.0, 0.0);
    for (int n = 15; n >= 1; n--) {
        dd t = dd_mul(r, p);
        if (n > 1)
            t = dd_div(t, dd_make((double)n, 0.0));
        p = dd_add(dd_make(1.0, 0.0), t);
    }
    return dd_mul(EXP_T[j], p);
}

double onnxm_exp_slow(double x, int p, int emin)
{
    if (isnan(x))
        return x + x;
    if (x > 710.0)
        return INFINITY;
    if (x < -746.0)
        return 0.0;
    int e;
    dd v = exp_dd_scaled(x, &e);
    /* a power-of-two scaling: exact for the results of float inputs
     * (>= 2^-150, so lo >= 2^-205 stays normal) */
    v.hi = ldexp(v.hi, e);
    v.lo = ldexp(v.lo, e);
    return round_dd(v, p, emin);
}

double onnxm_exp_slow_odd(double x, int qe)
{
    if (x == 0.0)
        return 1.0;
    int e;
    dd v = exp_dd_scaled(x, &e);
    /* y = v 2^(e - qe) < 2^53: floor(y) from the double-double, then the
     * odd integer of [floor(y), floor(y) + 1] */
    double hi = ldexp(v.hi, e - qe), lo = ldexp(v.lo, e - qe);
    double f = floor(hi);
    if (hi == f && lo < 0)
        f -= 1.0;
    if (fmod(f, 2.0) == 0.0)
        f += 1.0;
    return ldexp(f, qe);
}

/* log(x) by dd_log (above): m = x 2^-k in [sqrt(1/2), sqrt(2)), so the
 * atanh series is relative to log m however close x is to 1 (s = (m - 1)/
 * (m + 1) with m - 1 exact), and k ln2 + 2 atanh(s) adds two terms of which
 * the second is at most half the first when k != 0 (|log m| <= 0.347):
 * below 2^-100 relative.  log(1) = +0 exactly (s = 0).  A subnormal x is
 * a double here (the float types' values), scaled by frexp. */
double onnxm_log_slow(double x, int p, int emin)
{
    if (isnan(x))
        return x + x;
    if (x == 0.0)
        return -INFINITY;
    if (x < 0.0)
        return onnxm_default_nan();
    if (isinf(x))
        return INFINITY;
    return round_dd(dd_log(dd_make(x, 0.0)), p, emin);
}

/* sigmoid(x) = N/D with E = e^-|x| (exp_dd_scaled, 2^-103), D = 1 + E and
 * N = 1 (x >= 0) or E (x < 0), as alg/sigmoid.h: no cancellation (E > 0),
 * so dd_add's 2^-104, dd_div's 2^-104 and E's error, taken once in N and
 * at most half of it in D, stay below 2^-100 relative in all.  The float
 * types' inputs keep E >= 2^-150 (x >= -104; larger x only make E smaller
 * in D, where it is negligible), so the scaled lo stays normal. */
double onnxm_sigmoid_slow(double x, int p, int emin)
{
    if (isnan(x))
        return x + x;
    if (x > 746.0)
        return 1.0;
    if (x < -746.0)
        return 0.0;
    int e;
    dd v = exp_dd_scaled(-fabs(x), &e);
    v.hi = ldexp(v.hi, e);
    v.lo = ldexp(v.lo, e);
    dd y = dd_div(x < 0 ? v : dd_make(1.0, 0.0), dd_add(dd_make(1.0, 0.0), v));
    return round_dd(y, p, emin);
}

/* tanh(x) = sign(x) tanh(a), a = |x| (exactly odd).
 *   a > 20 (+inf included): 1 - tanh a < 2e^-40 < 2^-56, below half an ulp
 *     under 1 at every p <= 53: +-1.
 *   2a < 1: E = expm1(2a) = z (1 + z/2 (1 + z/3 (1 + ...))), z = 2a
 *     (exact), summed by Horner from n = 32 (the first term left out,
 *     z^33/33!, is below 2^-122 z), and each
 *     step's rounding is scaled by z/n <= 1/2 before it reaches the sum),
 *     relative to E however small a is; tanh a = E/(E + 2), whose
 *     relative error is at most E's (d log t/d log E <= 1) plus the
 *     addition's and the division's: below 2^-100.
 *   2a >= 1: tanh a = 1 - 2/(e^2a + 1), exp_dd_scaled (2^-103) and two dd
 *     operations on R = 2/(e^2a + 1) <= 0.538, and 1 - R >= 0.46: below
 *     2^-101 relative.
 * x = +-0 gives +-0 (E = 0); a float subnormal x gives a result rounding
 * to x (round_dd on the format's grid). */
double onnxm_tanh_slow(double x, int p, int emin)
{
    if (isnan(x))
        return x + x;
    double a = fabs(x);
    if (a > 20.0)
        return copysign(1.0, x);
    dd t;
    if (2.0 * a < 1.0) {
        dd z = dd_make(2.0 * a, 0.0), e = dd_make(1.0, 0.0);
        for (int n = 32; n >= 2; n--)
            e = dd_add(dd_make(1.0, 0.0), dd_div(dd_mul(z, e), dd_make((double)n, 0.0)));
        e = dd_mul(z, e);
        t = dd_div(e, dd_add(e, dd_make(2.0, 0.0)));
    } else {
        int k;
        dd v = exp_dd_scaled(2.0 * a, &k);
        v.hi = ldexp(v.hi, k);
        v.lo = ldexp(v.lo, k);
        t = dd_add(dd_make(1.0, 0.0), dd_neg(dd_div(dd_make(2.0, 0.0), dd_add(v, dd_make(1.0, 0.0)))));
    }
    if (x < 0)
        t = dd_neg(t);
    return round_dd(t, p, emin);
}

/* erf(x) for the float types' x (and the double core of their fix-ups,
 * p = 53), computed on |x|, the sign applied after (erf is odd).
 *   |x| < 1: erf(x) = c x sum_k (-1)^k z^k/(k! (2k+1)), z = x^2 (dd_mul,
 *     exact): decreasing terms, the sum >= 2/3, partial sums <= 1, so each
 *     term's ~2k dd roundings (2^-104 each) stay relative to the sum:
 *     < 2^-97 with the 30 terms at most that z < 1 needs for 2^-110.
 *   1 <= |x| < 6: erf(x) = c x e^-z sum_k b_k, b_0 = 1, b_k = b_(k-1)
 *     2z/(2k+1): positive terms (no cancellation; the alternating series
 *     would lose up to 50 bits), b_k within 2k 2^-104, at most 300 terms:
 *     < 2^-94.6; e^-z = exp_dd_scaled(-zh) (1 - zl + zl^2/2), z = zh + zl
 *     exactly (zl = 0 for float x), < 2^-103.  So < 2^-94.5 relative, far
 *     below the 2^-(24+40) the hardest float cases need (make accuracy
 *     checks every float).
 *   |x| >= 6 (+-inf): +-1 (erfc(6) < 2^-55); +-0: +-0; NaN: x + x. */
static const dd DD_2_SQRTPI = {0x1.20dd750429b6dp+0, 0x1.1ae3a914fed80p-56};
/* The series of both branches, shared with Gelu: erf(t) for t >= 0 given
 * as z = t^2 (a double-double, z.lo = 0 or tiny) and cx = (2/sqrt(pi)) t
 * (a double-double), small = z < 1 (the Taylor branch); returns
 * erf(t) 2^-e (e = 0 in the Taylor branch). */
static dd erf_series_dd(dd z, dd cx, int small, int *e)
{
    dd s = dd_make(1.0, 0.0), t = s;
    *e = 0;
    if (small) {
        for (int k = 1; k <= 60; k++) {
            t = dd_div(dd_mul(t, z), dd_make((double)k, 0.0));
            dd a = dd_div(t, dd_make(2.0 * k + 1.0, 0.0));
            s = dd_add(s, k & 1 ? dd_neg(a) : a);
            if (a.hi < 0x1p-110)
                break;
        }
        return dd_mul(cx, s);
    }
    dd z2 = dd_make(2.0 * z.hi, 2.0 * z.lo);
    for (int k = 1; k <= 320; k++) {
        t = dd_div(dd_mul(t, z2), dd_make(2.0 * k + 1.0, 0.0));
        s = dd_add(s, t);
        if (t.hi < 0x1p-110 * s.hi && 4.0 * z.hi <= 2.0 * k + 3.0)
            break;
    }
    dd ez = exp_dd_scaled(-z.hi, e);
    ez = dd_mul(ez, dd_make(1.0 - z.lo, 0.5 * z.lo * z.lo));
    return dd_mul(dd_mul(cx, s), ez);
}

double onnxm_erf_slow(double x, int p, int emin)
{
    if (isnan(x))
        return x + x;
    double ax = fabs(x);
    if (ax == 0.0)
        return x;
    if (ax >= 6.0)
        return copysign(1.0, x);
    int e;
    dd z = dd_mul(dd_make(ax, 0.0), dd_make(ax, 0.0));
    dd v = erf_series_dd(z, dd_mul_d(DD_2_SQRTPI, ax), ax < 1.0, &e);
    v.hi = ldexp(v.hi, e);
    v.lo = ldexp(v.lo, e);
    double r = round_dd(v, p, emin);
    return x < 0.0 ? -r : r;
}

/* gelu(x) = x/2 (1 + erf(x/sqrt2)) = x Phi(x) for a float x (x and the
 * precision as onnxm_gelu_slow's), as v 2^e.  a = |x|, z = x^2/2 exact
 * in double (a float's square has 48 bits), cx = sqrt(2/pi) a =
 * (2/sqrt(pi)) (a/sqrt2), so no a/sqrt2 is formed.
 *   x > -4: x/2 (1 + s erf(t)) by erf_series_dd (Erf's bound, < 2^-94.5
 *     relative; with sqrt(2/pi) to 2^-106); 1 - erf(t) = erfc(t) for x
 *     < 0 amplifies erf's error by erf/erfc < 1/erfc(4/sqrt2) < 2^14:
 *     < 2^-80, far below the 2^-(24+40) the hardest float cases need.
 *   x <= -4: -a e^-z R(a)/sqrt(2 pi), R(a) = 1/(a + 1/(a + 2/(a + ...)))
 *     (Mills' ratio, accurate.c's gelu_value: the same forward recurrence
 *     and the same stopping rule, at 2^-110: at most 130 steps for a >=
 *     4), each step 2 dd products and a dd sum of positive terms (2^-104
 *     each): < 2^-95.5 for the fraction; exp_dd_scaled 2^-103 (z.lo = 0).
 *     B_N and A_N are rescaled by 2^-600 together when B_N passes 2^600.
 *   x >= ACC's saturation 0x1.095b059d67c4dp+3 (erfc(x/sqrt2) < 2^-53):
 *     x itself (not reached here: the callers answer it). */
static const dd DD_SQRT_2_PI = {0x1.9884533d43651p-1, -0x1.cbc0d30ebfd15p-55};
static const dd DD_RSQRT_2PI = {0x1.9884533d43651p-2, -0x1.cbc0d30ebfd15p-56};
static dd gelu_dd(double x, int *e)
{
    double a = fabs(x);
    dd z = dd_make(0.5 * a * a, 0.0);
    if (x > -4.0) {
        dd v = erf_series_dd(z, dd_mul_d(DD_SQRT_2_PI, a), z.hi < 1.0, e);
        v.hi = ldexp(v.hi, *e);
        v.lo = ldexp(v.lo, *e);
        *e = 0;
        v = dd_add(dd_make(1.0, 0.0), x < 0.0 ? dd_neg(v) : v);
        return dd_mul_d(v, 0.5 * x);
    }
    dd A0 = dd_make(1.0, 0.0), A1 = dd_make(0.0, 0.0), B0 = dd_make(0.0, 0.0), B1 = dd_make(1.0, 0.0);
    double stop = ldexp(a / fma(a, a, 1.0), -111), rho = 1.0 / a, bN = a;
    for (int N = 1; N < 4096; N++) {
        double beta = N == 1 ? 1.0 : (double)(N - 1);
        dd A2 = dd_add(dd_mul_d(A1, a), dd_mul_d(A0, beta));
        dd B2 = dd_add(dd_mul_d(B1, a), dd_mul_d(B0, beta));
        A0 = A1, A1 = A2, B0 = B1, B1 = B2;
        if (B1.hi > 0x1p600) {
            A0 = dd_make(ldexp(A0.hi, -600), ldexp(A0.lo, -600));
            A1 = dd_make(ldexp(A1.hi, -600), ldexp(A1.lo, -600));
            B0 = dd_make(ldexp(B0.hi, -600), ldexp(B0.lo, -600));
            B1 = dd_make(ldexp(B1.hi, -600), ldexp(B1.lo, -600));
        }
        if (N > 1)
            bN = a + beta / bN;
        rho *= (double)N / (bN * (a + (double)N / bN));
        if (rho <= stop)
            break;
    }
    dd r = dd_div(A1, B1);
    dd ez = exp_dd_scaled(-z.hi, e);
    return dd_neg(dd_mul(dd_mul_d(dd_mul(r, ez), a), DD_RSQRT_2PI));
}

/* gelu(x) (Gelu, approximate "none"): NaN gives x + x, +-0 gives +-0,
 * x >= 0x1.095b059d67c4dp+3 gives x (erfc(x/sqrt2)/2 < 2^-54, below half
 * an ulp at every p <= 53); otherwise gelu_dd, rounded once.  Tiny |x|:
 * 1 + erf(t) keeps erf(t) in its low part, so hi = x/2 and lo > 0 carry
 * alg/gelu_tiny.h's tie rule into round_dd. */
double onnxm_gelu_slow(double x, int p, int emin)
{
    if (isnan(x))
        return x + x;
    if (x == 0.0)
        return x;
    if (x >= 0x1.095b059d67c4dp+3)
        return x;
    int e;
    dd v = gelu_dd(x, &e);
    v.hi = ldexp(v.hi, e);
    v.lo = ldexp(v.lo, e);
    return round_dd(v, p, emin);
}

/* gelu(x) rounded to odd on the multiples of 2^qe (as onnxm_exp_slow_odd):
 * the odd multiple R 2^qe next to gelu(x) (x < 0 here: the float-subnormal
 * results of alg/gelu.h, -14.36 < x < -13.14, qe = -151, |gelu(x)| <
 * 2^(qe + 53)).  gelu(x) is never such a multiple there: hi + lo within
 * 2^-95 of it decides floor(|y| 2^-qe) unless gelu(x) lies within 2^-95
 * relative of a multiple of 2^qe (make accuracy's every-float run checks
 * the results). */
double onnxm_gelu_slow_odd(double x, int qe)
{
    int e;
    dd v = gelu_dd(x, &e);
    double hi = -ldexp(v.hi, e - qe), lo = -ldexp(v.lo, e - qe); /* |y| 2^-qe */
    double f = floor(hi);
    if (hi == f && lo < 0)
        f -= 1.0;
    if (fmod(f, 2.0) == 0.0)
        f += 1.0;
    return -ldexp(f, qe);
}

/* gelu_tanh(x) = x N/D (alg/gelu_tanh.h), as a double-double v, for the
 * float types' x and the band |x| <= 16 (gelu_tanh_slow answers the rest).
 *   t = w(-|x|) = -(a |x| + b |x|^3) = z (A + B z^2), z = -|x|, with A and
 *     B the double-double constants (2^-106): z^2 by dd_mul (exact), B z^2,
 *     A + B z^2 (positive terms) and the product by z, four dd operations:
 *     < 2^-101.5 |t|, |t| <= 330 (|x| <= 16): < 2^-93 absolute;
 *   E = e^t = exp_dd_scaled(th) 2^e (2^-103) times (1 + tl + tl^2/2)
 *     (|tl| <= 2^-44.6: the dropped tl^3/6 < 2^-135);
 *   y = x N/(1 + E): dd_add, dd_div and dd_mul_d, 2^-104 each, E's error
 *     once in N and at most half of it in D: < 2^-92 relative in all, far
 *     below the 2^-(24+40) the hardest float cases need.
 * E is scaled back by ldexp: for the float types' x (>= -10.8 where it is
 * asked, E >= 2^-160) its lo stays normal. */
static const dd DD_GELU_A = {0x1.9884533d43651p+0, -0x1.cbc0d30ebfd15p-54};
static const dd DD_GELU_B = {0x1.2444f2a4d8b4bp-4, -0x1.6c843a29d1c70p-61};
static dd gelu_tanh_dd(double x)
{
    dd z = dd_make(-fabs(x), 0.0);
    dd t = dd_mul(z, dd_add(DD_GELU_A, dd_mul(DD_GELU_B, dd_mul(z, z))));
    int e;
    dd v = exp_dd_scaled(t.hi, &e);
    v = dd_mul(v, dd_make(1.0, t.lo + 0.5 * t.lo * t.lo));
    v.hi = ldexp(v.hi, e);
    v.lo = ldexp(v.lo, e);
    dd y = dd_div(x < 0 ? v : dd_make(1.0, 0.0), dd_add(dd_make(1.0, 0.0), v));
    return dd_mul_d(y, x);
}

/* gelu_tanh(x) for every x:
 *   NaN: x + x; x > 16 (+inf included): x - x E/(1 + E) with E < e^-330,
 *     given as x - 2^-200 x, which rounds like it at every p <= 53 (below
 *     x's lower midpoint by far less than an ulp, never on it); x < -16
 *     (-inf included): -0 (|y| < 16 e^-330 < 2^-470, below every format's
 *     half quantum; the limit, not 0 inf);
 *   |x| < 2^-300: x/2 + |x| 2^-60, which rounds like x/2 + c x^2 (c =
 *     sqrt(2/pi)/2) at every p <= 24: the float types' x/2 is exact in
 *     double and representable in the format or a tie there, which the
 *     positive term breaks upward, as c x^2 does (alg/gelu_tiny.h);
 *   otherwise gelu_tanh_dd. */
double onnxm_gelu_tanh_slow(double x, int p, int emin)
{
    if (isnan(x))
        return x + x;
    if (x > 16.0)
        return isinf(x) ? x : round_dd(dd_make(x, -0x1p-200 * x), p, emin);
    if (x < -16.0)
        return -0.0;
    if (fabs(x) < 0x1p-300)
        return round_dd(dd_make(0.5 * x, 0x1p-60 * fabs(x)), p, emin);
    return round_dd(gelu_tanh_dd(x), p, emin);
}

/* As onnxm_exp_slow_odd, for gelu_tanh(x) with x in [-16, -2^-300]
 * (alg/gelu_tanh.h's float-subnormal band): y < 0, so |y| is rounded to
 * odd and the sign put back. */
double onnxm_gelu_tanh_slow_odd(double x, int qe)
{
    dd v = gelu_tanh_dd(x);
    double hi = -ldexp(v.hi, -qe), lo = -ldexp(v.lo, -qe);
    double f = floor(hi);
    if (hi == f && lo < 0)
        f -= 1.0;
    if (fmod(f, 2.0) == 0.0)
        f += 1.0;
    return -ldexp(f, qe);
}
