/* test_dd_cores.c -- the error bound of the double-double cores of double
 * Asinh and Acos (alg/asinh_dd.h, alg/acos_dd.h), on every vector ISA the
 * CPU runs, against MPFR.
 *
 * The correctly rounded double kernels rely on one contract per lane: hi is
 * finite and |hi + lo - f(x)| <= EPS |hi| (real arithmetic), or the lane
 * fails the rounding test (e = EPS |hi|, l = hi + (lo - e), r = hi + (lo +
 * e), settled when l == r) and goes to the accurate path.  A core that broke
 * its bound would misround only inputs near a midpoint, which result tests
 * sample rarely; so this test measures |hi + lo - f|/|hi| itself, with f from
 * MPFR at 200 bits (hi + lo is exact there), and requires it <= EPS on every
 * settled or finite lane.  Where the test settles a lane it also requires
 * the settled value to be the correctly rounded result, encodings compared
 * (the oracle, so +0 and -0 differ), and non-finite or out-of-domain inputs
 * must not settle.  |lo| must stay below ulp(hi)/2 (Asinh) or 4 ulp(hi) (Acos).
 *
 * Inputs, per op and ISA: random doubles spread over every binade and both
 * signs (Acos: the binades of [-1, 1]), the neighbourhoods (+-4096 ulps) of
 * the cores' branch points (Asinh 1/8, 2^26, 2^500; Acos 1/2) and of 0, +-1
 * and 2^-26, the extremes, and each op's benchmark distribution (Asinh: 2^u,
 * u uniform in [-8, 8], random sign; Acos: uniform in [-1, 1]), on which it
 * reports the fraction of lanes the rounding test leaves open.  Every ISA
 * must give scalar's bits (hi, and lo where hi is finite).  Each input
 * sits in a random lane among random neighbours.  ONNXM_DD_CORES_N sets the
 * random inputs per op and set (default 10^6).  With ONNXM_DD_CORES_HARD set to a directory
 * (CTest sets it) it also runs the published hard-to-round inputs there (tests/data/hard_double:
 * those must fail the rounding test or settle on the correctly rounded
 * result like any other).
 *
 * The same file, compiled with DD_CORES_ISA = <n>, is the per-ISA part: the
 * two cores on vec_<isa>.h behind one function dd_cores_<isa>.
 */
#ifdef DD_CORES_ISA
#if DD_CORES_ISA == 0
#include "kernels/vec/vec_scalar.h"
#define DD_CORES_FN dd_cores_scalar
#elif DD_CORES_ISA == 1
#include "kernels/vec/vec_avx2.h"
#define DD_CORES_FN dd_cores_avx2
#elif DD_CORES_ISA == 2
#include "kernels/vec/vec_avx512.h"
#define DD_CORES_FN dd_cores_avx512
#elif DD_CORES_ISA == 3
#include "kernels/vec/vec_neon.h"
#define DD_CORES_FN dd_cores_neon
#endif
#include <stddef.h>

#include "kernels/alg/acos_dd.h"
#include "kernels/alg/asinh_dd.h"

void DD_CORES_FN(int acos, const double *x, double *hi, double *lo, size_t n, double *eps);
/* n a multiple of VD_LANES; *eps = the core's ALG_<OP>_DD_EPS */
void DD_CORES_FN(int acos, const double *x, double *hi, double *lo, size_t n, double *eps)
{
    *eps = acos ? ALG_ACOS_DD_EPS : ALG_ASINH_DD_EPS;
    for (size_t i = 0; i < n; i += VD_LANES) {
        vd l, h = acos ? alg_acos_dd(vd_load(x + i), &l) : alg_asinh_dd(vd_load(x + i), &l);
        vd_spill(hi + i, h);
        vd_spill(lo + i, l);
    }
}
#else

#include <math.h>
#include <mpfr.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "onnxm.h"
#include "oracle.h"
#include "testutil.h"

typedef void (*dd_fn)(int acos, const double *x, double *hi, double *lo, size_t n, double *eps);
void dd_cores_scalar(int acos, const double *x, double *hi, double *lo, size_t n, double *eps);
void dd_cores_avx2(int acos, const double *x, double *hi, double *lo, size_t n, double *eps);
void dd_cores_avx512(int acos, const double *x, double *hi, double *lo, size_t n, double *eps);
void dd_cores_neon(int acos, const double *x, double *hi, double *lo, size_t n, double *eps);


typedef struct {
    const char *name;
    onnxm_isa isa;
    dd_fn fn;
} isa_row;

static const isa_row isas[] = {
    {"scalar", ONNXM_ISA_SCALAR, dd_cores_scalar},
#ifdef DD_HAVE_AVX2
    {"avx2", ONNXM_ISA_AVX2, dd_cores_avx2},
#endif
#ifdef DD_HAVE_AVX512
    {"avx512", ONNXM_ISA_AVX512, dd_cores_avx512},
#endif
#ifdef DD_HAVE_NEON
    {"neon", ONNXM_ISA_NEON, dd_cores_neon},
#endif
};

#define BLOCK 4096 /* inputs per call; a multiple of every VD_LANES */

typedef struct {
    double worst, worst_x; /* max |hi + lo - f|/|hi| over finite lanes */
    uint64_t count, open, bad, bad_cr, bad_special;
    double bad_x;
} stats;

static double u01(uint64_t *st) { return (double)(tu_rand(st) >> 11) * 0x1p-53; }

static double rand_binade(uint64_t *st, int emin, int emax)
{
    int e = emin + (int)(tu_rand(st) % (uint64_t)(emax - emin + 1));
    double m = 1.0 + u01(st);
    double v = e < -1022 ? ldexp((double)(tu_rand(st) >> 12), -1074) : ldexp(m, e);
    return tu_rand(st) & 1 ? -v : v;
}

/* the exact value, relative error and the oracle, for one lane */
static void check_lane(stats *s, int acos, double x, double hi, double lo, double eps, mpfr_t f, mpfr_t t)
{
    onnxm_op op = acos ? ONNXM_OP_ACOS : ONNXM_OP_ASINH;
    int in_domain = isfinite(x) && (!acos || fabs(x) <= 1.0);
    /* the kernel loop's rounding test */
    double e = eps * fabs(hi);
    double l = hi + (lo - e), r = hi + (lo + e);
    int settled = l == r;
    s->count++;
    s->open += !settled;
    if (!in_domain) {
        if (settled && s->bad_special++ == 0)
            s->bad_x = x;
        return;
    }
    if (settled) {
        uint64_t cr = oracle_cr(op, ONNXM_DOUBLE, tu_bits_of(x), ORACLE_FAST, NULL, NULL);
        if (tu_bits_of(l) != cr && s->bad_cr++ == 0)
            s->bad_x = x;
    }
    if (!isfinite(hi)) {
        if (settled && s->bad++ == 0)
            s->bad_x = x;
        return;
    }
    mpfr_set_d(t, x, MPFR_RNDN);
    if (acos)
        mpfr_acos(f, t, MPFR_RNDN);
    else
        mpfr_asinh(f, t, MPFR_RNDN);
    /* t = hi + lo - f, exact to 200 bits */
    mpfr_set_d(t, hi, MPFR_RNDN);
    mpfr_add_d(t, t, lo, MPFR_RNDN);
    mpfr_sub(t, t, f, MPFR_RNDN);
    double err;
    if (hi == 0.0)
        err = mpfr_zero_p(t) ? 0.0 : INFINITY;
    else
        err = fabs(mpfr_get_d(t, MPFR_RNDN)) / fabs(hi);
    if (!(err <= s->worst)) {
        s->worst = isnan(err) ? INFINITY : err;
        s->worst_x = x;
    }
    if (!(err <= eps) && s->bad++ == 0)
        s->bad_x = x;
    /* lo is small next to hi (the headers' promise: Asinh ulp(hi)/2,
     * Acos 4 ulp(hi)), so that the loop's lo - e and lo + e are exact
     * enough */
    double ulp = nextafter(fabs(hi), INFINITY) - fabs(hi);
    if (hi != 0.0 && !(fabs(lo) <= (acos ? 4.0 : 0.5) * ulp) && s->bad++ == 0)
        s->bad_x = x;
}

/* the ISAs this CPU runs (isas[0], scalar, always) */
static const isa_row *run_isas[sizeof isas / sizeof isas[0]];
static size_t n_run;
static uint64_t isa_diff;   /* lanes where an ISA's hi (or, hi finite, lo) differ from scalar's */
static double isa_diff_x;

/* runs every ISA on xs[0..n) (n <= BLOCK), each input in a random lane among
 * random neighbours (the block is shuffled first), requires the ISAs' bits
 * to agree, and checks scalar's lanes; returns the core's EPS */
static double run_block(stats *s, int acos, double *xs, size_t n, uint64_t *st, mpfr_t f, mpfr_t t)
{
    static double hi[BLOCK], lo[BLOCK], hv[BLOCK], lv[BLOCK];
    size_t m = (n + 7) & ~(size_t)7;
    for (size_t i = n; i < m; i++)
        xs[i] = acos ? 2 * u01(st) - 1 : ldexp(u01(st), 4);
    for (size_t i = m - 1; i > 0; i--) {
        size_t j = (size_t)(tu_rand(st) % (i + 1));
        double v = xs[i];
        xs[i] = xs[j];
        xs[j] = v;
    }
    double eps, e2;
    run_isas[0]->fn(acos, xs, hi, lo, m, &eps);
    for (size_t k = 1; k < n_run; k++) {
        run_isas[k]->fn(acos, xs, hv, lv, m, &e2);
        for (size_t i = 0; i < m; i++)
            if ((tu_bits_of(hv[i]) != tu_bits_of(hi[i]) && !(isnan(hv[i]) && isnan(hi[i]))) ||
                (isfinite(hi[i]) && tu_bits_of(lv[i]) != tu_bits_of(lo[i])) || e2 != eps) {
                if (isa_diff++ == 0)
                    isa_diff_x = xs[i];
            }
    }
    for (size_t i = 0; i < m; i++)
        check_lane(s, acos, xs[i], hi[i], lo[i], eps, f, t);
    return eps;
}

/* v (>= 0) moved by k ulps, through zero to the negative values */
static double next_up(double v, int64_t k)
{
    int64_t b = (int64_t)tu_bits_of(v) + k;
    return b < 0 ? -tu_double_of((uint64_t)-b) : tu_double_of((uint64_t)b);
}

static int report(const char *what, int acos, const stats *s, double eps)
{
    int ok = s->bad == 0 && s->bad_cr == 0 && s->bad_special == 0;
    printf("  %-5s %-8s %8llu lanes: max error 2^%.2f at %a (EPS 2^%.2f), open %.3g: %s\n",
           acos ? "Acos" : "Asinh", what, (unsigned long long)s->count,
           s->worst > 0 ? log2(s->worst) : -INFINITY, s->worst_x, log2(eps), s->count ? (double)s->open / (double)s->count : 0.0, ok ? "ok" : "FAILED");
    if (!ok)
        printf("    %llu over EPS, %llu settled but not correctly rounded, %llu special inputs settled; "
               "first at %a\n",
               (unsigned long long)s->bad, (unsigned long long)s->bad_cr, (unsigned long long)s->bad_special,
               s->bad_x);
    return !ok;
}

/* the published hard-to-round inputs (tests/data/hard_double, extracted by
 * CMake into dir), run as one more set; 0 if the file is missing */
static int run_hard(const char *dir, int acos, stats *s, uint64_t *st, mpfr_t f, mpfr_t t)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s_f64_hard_inputs.txt", dir, acos ? "acos" : "asinh");
    FILE *fp = fopen(path, "r");
    if (fp == NULL)
        return 0;
    static double xs[BLOCK + 8];
    size_t fill = 0;
    char line[128];
    while (fgets(line, sizeof line, fp) != NULL) {
        xs[fill++] = strtod(line, NULL);
        if (fill == BLOCK) {
            run_block(s, acos, xs, fill, st, f, t);
            fill = 0;
        }
    }
    if (fill)
        run_block(s, acos, xs, fill, st, f, t);
    fclose(fp);
    return 1;
}

int main(void)
{
    const char *hard_dir = getenv("ONNXM_DD_CORES_HARD");
    const char *env = getenv("ONNXM_DD_CORES_N");
    long n_rand = env != NULL ? strtol(env, NULL, 10) : 1000000;
    if (n_rand < BLOCK)
        n_rand = BLOCK;
    printf("test_dd_cores: %ld random inputs per op and set; ISAs:", n_rand);
    for (size_t k = 0; k < sizeof isas / sizeof isas[0]; k++)
        if (onnxm_isa_supported(isas[k].isa)) {
            run_isas[n_run++] = &isas[k];
            printf(" %s", isas[k].name);
        }
    printf(" (%s)\n", n_run > 1 ? "each against scalar's bits" : "no vector ISA on this CPU");
    mpfr_t f, t;
    mpfr_inits2(200, f, t, (mpfr_ptr)0);
    static double xs[BLOCK + 8];
    int failures = n_run == 0;
    for (int acos = 0; acos < 2; acos++) {
        double eps = 0;
        uint64_t st = 0xdd5eed + (uint64_t)acos;
        stats all = {0}, bench = {0}, edges = {0};
        /* every binade, both signs */
        for (long i = 0; i < n_rand; i += BLOCK) {
            for (size_t j = 0; j < BLOCK; j++)
                xs[j] = acos ? rand_binade(&st, -1075, -1) : rand_binade(&st, -1075, 1023);
            eps = run_block(&all, acos, xs, BLOCK, &st, f, t);
        }
        /* the benchmark's distribution */
        for (long i = 0; i < n_rand; i += BLOCK) {
            for (size_t j = 0; j < BLOCK; j++) {
                double v = acos ? 2 * u01(&st) - 1 : exp2(16 * u01(&st) - 8);
                xs[j] = !acos && (tu_rand(&st) & 1) ? -v : v;
            }
            run_block(&bench, acos, xs, BLOCK, &st, f, t);
        }
        /* neighbourhoods of the branch points, 0, +-1, 2^-26 and the
         * extremes, both signs */
        static const double asinh_c[] = {0.125, 0x1p26, 0x1p500, 1.0, 0x1p-26, 0x1p-1022, 0x1p-1074,
                                         0x1.fffffffffffffp1023};
        static const double acos_c[] = {0.5, 1.0, 0x1p-26, 0x1p-1022, 0x1p-1074, 0.75};
        const double *cs = acos ? acos_c : asinh_c;
        size_t nc = acos ? sizeof acos_c / sizeof acos_c[0] : sizeof asinh_c / sizeof asinh_c[0];
        size_t fill = 0;
        for (size_t c = 0; c < nc; c++)
            for (int64_t d = -4096; d <= 4096; d++)
                for (int sg = 0; sg < 2; sg++) {
                    double v = next_up(cs[c], d);
                    xs[fill++] = sg ? -v : v;
                    if (fill == BLOCK) {
                        run_block(&edges, acos, xs, fill, &st, f, t);
                        fill = 0;
                    }
                }
        /* zeros, infinities, NaNs, the first values past the domain */
        static const double specials[] = {0.0, -0.0, INFINITY, -INFINITY, NAN, -NAN, 0x1.0000000000001p0,
                                          -0x1.0000000000001p0, 2.0, -3.5, 0x1p600};
        for (size_t j = 0; j < sizeof specials / sizeof specials[0]; j++)
            xs[fill++] = specials[j];
        run_block(&edges, acos, xs, fill, &st, f, t);
        failures += report("binades", acos, &all, eps);
        failures += report("bench", acos, &bench, eps);
        failures += report("edges", acos, &edges, eps);
        if (hard_dir != NULL) {
            stats hard = {0};
            if (run_hard(hard_dir, acos, &hard, &st, f, t))
                failures += report("hard", acos, &hard, eps);
            else {
                printf("  %s: no hard inputs in %s: FAILED\n", acos ? "Acos" : "Asinh", hard_dir);
                failures++;
            }
        }
    }
    if (isa_diff) {
        printf("  the vector ISAs differ from scalar on %llu lanes, first at %a: FAILED\n",
               (unsigned long long)isa_diff, isa_diff_x);
        failures++;
    }
    mpfr_clears(f, t, (mpfr_ptr)0);
    oracle_thread_done();
    printf("test_dd_cores: %s\n", failures ? "FAILED" : "ok");
    return failures ? 1 : 0;
}
#endif
