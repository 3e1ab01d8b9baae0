/* test_dd_cores.c -- the error bound of the double-double cores of the
 * correctly rounded double kernels (alg/<op>_dd.h, one per elementary
 * operator of include/onnxm_ops.def), on every vector ISA the CPU runs,
 * against MPFR.
 *
 * The correctly rounded double kernels rely on one contract per lane: hi is
 * finite and |hi + lo - f(x)| <= EPS |hi| (real arithmetic), or the lane
 * fails the rounding test (e = EPS |hi|, l = hi + (lo - e), r = hi + (lo +
 * e), settled when l == r) and goes to the accurate path.  A core that broke
 * its bound would misround only inputs near a midpoint, which result tests
 * sample rarely; so this test measures |hi + lo - f|/|hi| itself, with f
 * from the oracle's MPFR evaluation (oracle_eval) at 200 bits (hi + lo is
 * exact there but for a 2^-200 relative rounding), and requires it <= EPS
 * (ALG_<OP>_DD_EPS) wherever hi is finite and f(x) is a number.  A lane
 * whose hi is NaN or infinite (the cores' way to send it to the accurate
 * path: Exp outside [-686, 709.75], Acos outside [-1, 1]) must simply fail
 * the rounding test, as NaN does.  Where the test settles a lane it also
 * requires the settled value to be the correctly rounded result, encodings
 * compared (the oracle, so +0 and -0 differ), and non-finite inputs and
 * inputs where f is NaN must not settle, except a lane whose hi is the
 * correctly rounded result itself, with lo = 0 (Erf's saturation, by a
 * select where erf rounds to +-1, +-inf included; Gelu's selects, x and
 * x/2): checked against the oracle, exempt from the bound, counted as
 * exact.  |lo| must stay within the
 * header's proved ALG_<OP>_DD_LO_ULPS ulps of hi; the largest measured
 * |lo|/ulp(hi) is reported.
 *
 * Inputs, per op and ISA, with the op's domain asked of the oracle (as
 * test_cr_double: the binades where f is not NaN, e.g. Acos up to 1):
 * random doubles spread over every binade of the domain and both signs
 * (Exp: up to 2^1023, where it overflows or underflows and the core
 * returns NaN), the neighbourhoods (+-4096 ulps, both signs; +-512
 * where ONNXM_DD_CORES_N is below the default) of the core's
 * branch and regime points (ALG_<OP>_DD_EDGES) and of 0, 1, 2^-26, 2^-1022
 * and DBL_MAX, special values and the doubles just past a bounded domain,
 * and the benchmark's distribution (uniform on a domain bounded by NaN
 * results, else 2^u, u uniform on [-8, 8], either sign), on which it
 * reports the fraction of lanes the rounding test leaves open.  Every ISA
 * must give scalar's bits (hi, and lo where hi is finite).  Each input
 * sits in a random lane among random neighbours.  ONNXM_DD_CORES_N sets
 * the random inputs per op and set (default 10^6).  With
 * ONNXM_DD_CORES_HARD set to a directory (CTest sets it) it also runs the
 * published hard-to-round inputs there, <kernel>_f64_hard_inputs.txt
 * (tests/data/hard_double: those must fail the rounding test or settle on
 * the correctly rounded result like any other); a missing file fails.
 *
 * The same file, compiled with DD_CORES_ISA = <n>, is the per-ISA part:
 * every core on vec_<isa>.h behind one function dd_cores_<isa>, which
 * takes the operator and dispatches through the X-macro over
 * onnxm_ops.def.  An elementary operator needs nothing here: its row, its
 * alg/<op>_dd.h (with ALG_<OP>_DD_EPS, _LO_ULPS and _EDGES) and its oracle
 * entry bring it in.
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

#include "kernels/alg/ops.h"
#include "onnxm.h"

#define DD_IF_ONNXM_CLASS_IEEE(...)
#define DD_IF_ONNXM_CLASS_ELEMENTARY(...) __VA_ARGS__

int DD_CORES_FN(onnxm_op op, const double *x, double *hi, double *lo, size_t n);
/* hi[i] + lo[i] ~ op(x[i]) by alg_<op>_dd, n a multiple of VD_LANES;
 * 0 (and nothing written) for an operator with no double-double core */
int DD_CORES_FN(onnxm_op op, const double *x, double *hi, double *lo, size_t n)
{
    switch (op) {
#define ONNXM_OP(ENUM, NAME, K, CLASS, ...)                                                         \
    DD_IF_##CLASS(case ONNXM_OP_##ENUM:                                                             \
                  for (size_t i = 0; i < n; i += VD_LANES) {                                        \
                      vd l, h = alg_##K##_dd(vd_load(x + i), &l);                                   \
                      vd_spill(hi + i, h);                                                          \
                      vd_spill(lo + i, l);                                                          \
                  }                                                                                 \
                  return 1;)
#include "onnxm_ops.def"
    default: return 0;
    }
}
#else

#include <float.h>
#include <math.h>
#include <mpfr.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernels/vec/vec_scalar.h" /* for the dd headers' constants */
#include "kernels/alg/ops.h"
#include "onnxm.h"
#include "oracle.h"
#include "testutil.h"

typedef int (*dd_fn)(onnxm_op op, const double *x, double *hi, double *lo, size_t n);
int dd_cores_scalar(onnxm_op op, const double *x, double *hi, double *lo, size_t n);
int dd_cores_avx2(onnxm_op op, const double *x, double *hi, double *lo, size_t n);
int dd_cores_avx512(onnxm_op op, const double *x, double *hi, double *lo, size_t n);
int dd_cores_neon(onnxm_op op, const double *x, double *hi, double *lo, size_t n);

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

/* Per elementary row of onnxm_ops.def: its kernel name (the hard-input
 * file's) and what its alg/<op>_dd.h states. */
typedef struct {
    onnxm_op op;
    const char *kernel;
    double eps, lo_ulps; /* ALG_<OP>_DD_EPS, ALG_<OP>_DD_LO_ULPS */
    const double *edges; /* ALG_<OP>_DD_EDGES */
    size_t nedges;
} dd_row;
#define DD_IF_ONNXM_CLASS_IEEE(...)
#define DD_IF_ONNXM_CLASS_ELEMENTARY(...) __VA_ARGS__
#define ONNXM_OP(ENUM, NAME, K, CLASS, ...) DD_IF_##CLASS(static const double dd_##K##_edges[] = ALG_##ENUM##_DD_EDGES;)
#include "onnxm_ops.def"
static const dd_row dd_rows[] = {
#define ONNXM_OP(ENUM, NAME, K, CLASS, ...)                                                         \
    DD_IF_##CLASS({ONNXM_OP_##ENUM, #K, ALG_##ENUM##_DD_EPS, ALG_##ENUM##_DD_LO_ULPS, dd_##K##_edges, \
                   sizeof dd_##K##_edges / sizeof dd_##K##_edges[0]},)
#include "onnxm_ops.def"
};
static const dd_row *dd_row_of(onnxm_op op)
{
    for (size_t i = 0; i < sizeof dd_rows / sizeof dd_rows[0]; i++)
        if (dd_rows[i].op == op)
            return &dd_rows[i];
    return NULL;
}

#define BLOCK 4096 /* inputs per call; a multiple of every VD_LANES */

typedef struct {
    double worst, worst_x; /* max |hi + lo - f|/|hi| over finite lanes */
    double lo_ulps;        /* max |lo|/ulp(hi) over finite lanes */
    uint64_t count, open, bad, bad_lo, bad_cr, bad_special;
    uint64_t exact; /* lanes whose hi is the correctly rounded result itself, lo = 0 */
    double bad_x; /* the first failing input */
} stats;

/* counts a failure of one kind, keeping the first failing input */
static void fail(stats *s, uint64_t *kind, double x)
{
    if (s->bad + s->bad_lo + s->bad_cr + s->bad_special == 0)
        s->bad_x = x;
    ++*kind;
}

/* the operator under test and its domain */
typedef struct {
    const dd_row *row;
    const char *name;
    int emax;   /* oracle_domain_emax */
    double top; /* 2^(emax + 1): the domain's bound, inf if unbounded */
} op_ctx;

static double u01(uint64_t *st) { return (double)(tu_rand(st) >> 11) * 0x1p-53; }

static double rand_binade(uint64_t *st, int emin, int emax)
{
    int e = emin + (int)(tu_rand(st) % (uint64_t)(emax - emin + 1));
    double m = 1.0 + u01(st);
    double v = e < -1022 ? ldexp((double)(tu_rand(st) >> 12), -1074) : ldexp(m, e);
    return tu_rand(st) & 1 ? -v : v;
}

/* the benchmark's distribution: uniform on a domain bounded by NaN
 * results, else 2^u, u uniform on [-8, 8], either sign */
static double bench_input(const op_ctx *c, uint64_t *st)
{
    if (c->emax < 1023)
        return c->top * (2 * u01(st) - 1);
    double v = exp2(16 * u01(st) - 8);
    return tu_rand(st) & 1 ? -v : v;
}

/* The correctly rounded double op(x), from f = op(x) at 200 bits (the
 * oracle's RNDN evaluation: within an ulp of that precision), which the
 * lane needs anyway, where MPFR can prove that rounding f to 53 bits
 * rounds op(x) the same way and the result is a normal double; else (a
 * result within ~2^-190 of a midpoint, subnormal, zero, infinite or NaN,
 * or x not finite) the oracle's own answer.  Sets *have_f when f holds
 * op(x). */
static uint64_t lane_cr(onnxm_op op, double x, mpfr_t f, int *have_f)
{
    if (isfinite(x)) {
        oracle_eval(f, op, ONNXM_DOUBLE, tu_bits_of(x), MPFR_RNDN);
        *have_f = 1;
        if (mpfr_regular_p(f) && mpfr_can_round(f, mpfr_get_prec(f) - 8, MPFR_RNDN, MPFR_RNDZ, DBL_MANT_DIG + 1)) {
            double a = mpfr_get_d(f, MPFR_RNDN);
            if (fabs(a) >= DBL_MIN && fabs(a) <= DBL_MAX)
                return tu_bits_of(a);
        }
    }
    return oracle_cr(op, ONNXM_DOUBLE, tu_bits_of(x), ORACLE_FAST, NULL, NULL);
}

/* the exact value, relative error and the oracle, for one lane */
static void check_lane(stats *s, const op_ctx *c, double x, double hi, double lo, mpfr_t f, mpfr_t t)
{
    onnxm_op op = c->row->op;
    double eps = c->row->eps;
    /* the kernel loop's rounding test */
    double e = eps * fabs(hi);
    double l = hi + (lo - e), r = hi + (lo + e);
    int settled = l == r;
    s->count++;
    s->open += !settled;
    /* a lane whose hi is the correctly rounded result itself, and lo = 0
     * (Erf's +-1 where erf rounds to +-1, +-inf included; Gelu's x where
     * gelu(x) rounds to x and x/2 at tiny |x|: set by selects so that
     * those lanes stay in the hot loop) settles on it: it must be the
     * oracle's result, and is then exempt from the bound (erf(x) is up to
     * 2^-54 from 1 there) and from leaving +-inf to the accurate path */
    int have_f = 0;
    uint64_t cr = settled ? lane_cr(op, x, f, &have_f) : 0;
    if (settled && lo == 0.0 && !isnan(x) && tu_bits_of(hi) == cr) {
        s->exact++;
        return;
    }
    if (settled) {
        if (!isfinite(x) || oracle_is_nan(ONNXM_DOUBLE, cr)) /* the accurate path's */
            fail(s, &s->bad_special, x);
        else if (tu_bits_of(l) != cr)
            fail(s, &s->bad_cr, x);
    }
    /* hi NaN or infinite: the lane goes to the accurate path, and the
     * rounding test cannot settle it */
    if (!isfinite(hi) || !isfinite(x)) {
        if (settled)
            fail(s, &s->bad, x);
        return;
    }
    if (!have_f)
        oracle_eval(f, op, ONNXM_DOUBLE, tu_bits_of(x), MPFR_RNDN); /* to f's 200 bits */
    if (mpfr_nan_p(f)) /* outside the domain: only settling is wrong (above) */
        return;
    /* t = hi + lo - f, to 200 bits */
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
    if (!(err <= eps))
        fail(s, &s->bad, x);
    /* lo is small next to hi (the header's ALG_<OP>_DD_LO_ULPS), so that
     * the loop's lo - e and lo + e are exact enough */
    if (hi != 0.0) {
        double ulp = nextafter(fabs(hi), INFINITY) - fabs(hi);
        double lu = fabs(lo) / ulp;
        if (lu > s->lo_ulps)
            s->lo_ulps = lu;
        if (!(fabs(lo) <= c->row->lo_ulps * ulp))
            fail(s, &s->bad_lo, x);
    }
}

/* the ISAs this CPU runs (isas[0], scalar, always) */
static const isa_row *run_isas[sizeof isas / sizeof isas[0]];
static size_t n_run;
static uint64_t isa_diff;   /* lanes where an ISA's hi (or, hi finite, lo) differ from scalar's */
static double isa_diff_x;
static int no_core;         /* an ISA part without the operator's core */

/* runs every ISA on xs[0..n) (n <= BLOCK), each input in a random lane among
 * random neighbours (the block is shuffled first), requires the ISAs' bits
 * to agree, and checks scalar's lanes */
static void run_block(stats *s, const op_ctx *c, double *xs, size_t n, uint64_t *st, mpfr_t f, mpfr_t t)
{
    static double hi[BLOCK], lo[BLOCK], hv[BLOCK], lv[BLOCK];
    onnxm_op op = c->row->op;
    size_t m = (n + 7) & ~(size_t)7;
    for (size_t i = n; i < m; i++)
        xs[i] = bench_input(c, st);
    for (size_t i = m - 1; i > 0; i--) {
        size_t j = (size_t)(tu_rand(st) % (i + 1));
        double v = xs[i];
        xs[i] = xs[j];
        xs[j] = v;
    }
    if (!run_isas[0]->fn(op, xs, hi, lo, m)) {
        no_core = 1;
        return;
    }
    for (size_t k = 1; k < n_run; k++) {
        if (!run_isas[k]->fn(op, xs, hv, lv, m)) {
            no_core = 1;
            return;
        }
        for (size_t i = 0; i < m; i++)
            if ((tu_bits_of(hv[i]) != tu_bits_of(hi[i]) && !(isnan(hv[i]) && isnan(hi[i]))) ||
                (isfinite(hi[i]) && tu_bits_of(lv[i]) != tu_bits_of(lo[i]))) {
                if (isa_diff++ == 0)
                    isa_diff_x = xs[i];
            }
    }
    for (size_t i = 0; i < m; i++)
        check_lane(s, c, xs[i], hi[i], lo[i], f, t);
}

/* v (>= 0) moved by k ulps, through zero to the negative values */
static double next_up(double v, int64_t k)
{
    int64_t b = (int64_t)tu_bits_of(v) + k;
    return b < 0 ? -tu_double_of((uint64_t)-b) : tu_double_of((uint64_t)b);
}

static int report(const char *what, const op_ctx *c, const stats *s)
{
    int ok = s->bad == 0 && s->bad_lo == 0 && s->bad_cr == 0 && s->bad_special == 0 && s->count > 0;
    printf("  %-6s %-8s %8llu lanes: max error 2^%.2f at %a (EPS 2^%.2f), |lo| <= %.3g ulp(hi) (%g), "
           "open %.3g, %llu exact: %s\n",
           c->name, what, (unsigned long long)s->count, s->worst > 0 ? log2(s->worst) : -INFINITY, s->worst_x,
           log2(c->row->eps), s->lo_ulps, c->row->lo_ulps,
           s->count ? (double)s->open / (double)s->count : 0.0, (unsigned long long)s->exact, ok ? "ok" : "FAILED");
    if (!ok)
        printf("    %llu over EPS, %llu |lo| over its bound, %llu settled but not correctly rounded, "
               "%llu special or out-of-domain inputs settled; first at %a\n",
               (unsigned long long)s->bad, (unsigned long long)s->bad_lo, (unsigned long long)s->bad_cr,
               (unsigned long long)s->bad_special, s->bad_x);
    return !ok;
}

/* the published hard-to-round inputs (tests/data/hard_double, extracted by
 * CMake into dir), run as one more set; 0 if the file is missing */
static int run_hard(const char *dir, const op_ctx *c, stats *s, uint64_t *st, mpfr_t f, mpfr_t t)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s_f64_hard_inputs.txt", dir, c->row->kernel);
    FILE *fp = fopen(path, "r");
    if (fp == NULL)
        return 0;
    static double xs[BLOCK + 8];
    size_t fill = 0;
    char line[128];
    while (fgets(line, sizeof line, fp) != NULL) {
        xs[fill++] = strtod(line, NULL);
        if (fill == BLOCK) {
            run_block(s, c, xs, fill, st, f, t);
            fill = 0;
        }
    }
    if (fill)
        run_block(s, c, xs, fill, st, f, t);
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
    printf("test_dd_cores: %ld random inputs per op and set (Gelu %ld); ISAs:", n_rand, n_rand / 8 < BLOCK ? (long)BLOCK : n_rand / 8);
    for (size_t k = 0; k < sizeof isas / sizeof isas[0]; k++)
        if (onnxm_isa_supported(isas[k].isa)) {
            run_isas[n_run++] = &isas[k];
            printf(" %s", isas[k].name);
        }
    printf(" (%s)\n", n_run > 1 ? "each against scalar's bits" : "no vector ISA on this CPU");
    mpfr_t f, t;
    mpfr_inits2(200, f, t, (mpfr_ptr)0);
    static double xs[BLOCK + 8];
    int failures = n_run == 0, ops = 0;
    for (int o = 0; o < ONNXM_OP_COUNT; o++) {
        onnxm_op_info info;
        if (onnxm_op_get_info((onnxm_op)o, &info) != ONNXM_OK || info.op_class != ONNXM_CLASS_ELEMENTARY)
            continue;
        op_ctx c = {dd_row_of((onnxm_op)o), info.name, 0, 0};
        if (c.row == NULL) {
            printf("  %s: an elementary operator with no row here: FAILED\n", info.name);
            failures++;
            continue;
        }
        ops++;
        c.emax = oracle_domain_emax((onnxm_op)o);
        c.top = ldexp(1.0, c.emax + 1); /* 2^1024 = inf for an unbounded domain */
        uint64_t st = 0xdd5eed + (uint64_t)o;
        stats all = {0}, bench = {0}, edges = {0};
        /* Gelu's exact value is MPFR's erfc at 264 bits, 20 to 330 us a
         * lane for -15 < x < -4 and 4 < x < 8 (about ten times the other
         * operators' oracles): its two random sets take 1/8 of the inputs
         * (125,000 each by default).  On the shared 2-core Zen 4 its run
         * took 3 min 41 s with 10^6, against 2 min for every other
         * operator together, and 44 s with 125,000 (the 245,808 edge
         * lanes most of it).  The edges and the hard inputs stay whole;
         * make accuracy samples 10^7 doubles (docs/accuracy.md). */
        long n_op = o == ONNXM_OP_GELU ? n_rand / 8 : n_rand;
        if (n_op < BLOCK)
            n_op = BLOCK;
        /* Where the random sets shrink (ONNXM_DD_CORES_N below the
         * default: the emulated build), every operator's edges' half
         * neighbourhoods do too, from 4096 ulps to 512 */
        int64_t half = n_rand < 1000000 ? 512 : 4096;
        /* every binade of the domain, both signs */
        for (long i = 0; i < n_op; i += BLOCK) {
            for (size_t j = 0; j < BLOCK; j++)
                xs[j] = rand_binade(&st, -1075, c.emax);
            run_block(&all, &c, xs, BLOCK, &st, f, t);
        }
        /* the benchmark's distribution */
        for (long i = 0; i < n_op; i += BLOCK) {
            for (size_t j = 0; j < BLOCK; j++)
                xs[j] = bench_input(&c, &st);
            run_block(&bench, &c, xs, BLOCK, &st, f, t);
        }
        /* neighbourhoods, both signs, of the core's branch and regime
         * points (ALG_<OP>_DD_EDGES) and of 0 (the subnormal end), 1,
         * 2^-26, DBL_MIN and DBL_MAX */
        static const double generic[] = {0.0, 1.0, 0x1p-26, DBL_MIN, DBL_MAX};
        double pts[sizeof generic / sizeof generic[0] + 16];
        size_t np = 0;
        for (size_t k = 0; k < sizeof generic / sizeof generic[0]; k++)
            pts[np++] = generic[k];
        for (size_t k = 0; k < c.row->nedges && k < 16; k++)
            pts[np++] = fabs(c.row->edges[k]);
        size_t fill = 0;
        for (size_t k = 0; k < np; k++)
            for (int64_t d = -half; d <= half; d++)
                for (int sg = 0; sg < 2; sg++) {
                    double v = next_up(pts[k], d);
                    xs[fill++] = sg ? -v : v;
                    if (fill == BLOCK) {
                        run_block(&edges, &c, xs, fill, &st, f, t);
                        fill = 0;
                    }
                }
        if (fill) {
            run_block(&edges, &c, xs, fill, &st, f, t);
            fill = 0;
        }
        /* zeros, infinities, NaNs, large values, and the first values
         * past a bounded domain */
        static const double specials[] = {0.0, -0.0, INFINITY, -INFINITY, NAN, -NAN, 2.0, -3.5, 0x1p600, -1e300};
        for (size_t j = 0; j < sizeof specials / sizeof specials[0]; j++)
            xs[fill++] = specials[j];
        if (c.emax < 1023) {
            const double past[] = {c.top, nextafter(c.top, INFINITY), 2 * c.top};
            for (size_t j = 0; j < sizeof past / sizeof past[0]; j++) {
                xs[fill++] = past[j];
                xs[fill++] = -past[j];
            }
        }
        run_block(&edges, &c, xs, fill, &st, f, t);
        failures += report("binades", &c, &all);
        failures += report("bench", &c, &bench);
        failures += report("edges", &c, &edges);
        if (hard_dir != NULL) {
            stats hard = {0};
            if (run_hard(hard_dir, &c, &hard, &st, f, t))
                failures += report("hard", &c, &hard);
            else {
                printf("  %s: no %s_f64_hard_inputs.txt in %s: FAILED\n", c.name, c.row->kernel, hard_dir);
                failures++;
            }
        }
    }
    if (no_core) {
        printf("  an ISA part has no double-double core for an elementary operator: FAILED\n");
        failures++;
    }
    if (isa_diff) {
        printf("  the vector ISAs differ from scalar on %llu lanes, first at %a: FAILED\n",
               (unsigned long long)isa_diff, isa_diff_x);
        failures++;
    }
    if (ops == 0) {
        printf("  no elementary operator: FAILED\n");
        failures++;
    }
    mpfr_clears(f, t, (mpfr_ptr)0);
    oracle_thread_done();
    printf("test_dd_cores: %s\n", failures ? "FAILED" : "ok");
    return failures ? 1 : 0;
}
#endif
