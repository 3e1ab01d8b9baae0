/* test_cr_double -- double elementary functions (every elementary operator
 * of the library's list, onnxm_op_get_info) correctly rounded, on every
 * kernel of the list (every ISA this CPU runs, and any streaming variant
 * the list has), bit for bit against MPFR; and the accurate path alone on
 * every input the rounding test sends it.
 *
 * Inputs, per elementary operator (about 10^6; ONNXM_CR_DOUBLE_SCALE
 * divides the random parts, for an emulated run), with the operator's
 * domain asked of the oracle, not written here (oracle_domain_emax: Asinh up to
 * 2^1024, Acos up to 1):
 *   - special values: +-0, +-inf, NaNs (quiet and signalling, with
 *     payloads), the subnormal ends, DBL_MIN, DBL_MAX, +-1, +-1/2, and for
 *     a bounded domain the doubles just outside it;
 *   - every binade of the domain, both signs: its ends and random interior
 *     points (Asinh: 2^-1074 to 2^1023; Acos: 2^-1074 to 1; Exp: 2^-1074
 *     to 2^9, beyond which it overflows or underflows);
 *   - the neighbourhoods of 0, +-1 and of the switch points of the cores
 *     (a superset of the branch limits of alg/<op>_dd.h and of the
 *     accurate path: the powers of two from 2^-30 to 2^64 and 1 - 2^-k,
 *     k = 2..5, within the domain, and the inputs the core's header lists
 *     as ALG_<OP>_DD_EDGES, e.g. Exp's overflow, subnormal and zero
 *     thresholds and its fast range's ends): the nearest 256 doubles on
 *     each side, and random points at relative distances 2^-52 to 2^-8;
 *   - the benchmark's distributions: uniform on a domain bounded by NaN
 *     results (Acos: [-1, 1]), else 2^u, u uniform on [-8, 8], either sign
 *     (Asinh, Exp).
 * Expected results: the oracle (tests/c/oracle.c: libm with a margin check,
 * MPFR when unsure), never the library.
 *
 * The accurate path alone: the scalar build of the double-double core
 * (alg/<op>_dd.h on vec/vec_scalar.h) and the loop's rounding test pick
 * the inputs the kernels send to onnxm_<op>_accurate; each of those, and
 * every special value, is given to onnxm_<op>_accurate directly and must
 * match MPFR.  The count of such inputs is printed, and at least one is
 * required among the special values (a NaN), so the check cannot pass
 * empty. */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernels/vec/vec_scalar.h"
#include "kernels/accurate.h"
#include "kernels/alg/ops.h"
#include "oracle.h"
#include "testutil.h"
#include "tu_kernels.h"

#define N_MAX (1u << 21)

typedef struct {
    uint64_t *x;
    size_t n, cap;
} input_set;

static void add(input_set *s, double x)
{
    if (s->n < s->cap)
        s->x[s->n++] = tu_bits_of(x);
}
static void add_bits(input_set *s, uint64_t b)
{
    if (s->n < s->cap)
        s->x[s->n++] = b;
}

/* uniform in [0, 1) with 53 random bits */
static double unit(uint64_t *st) { return (double)(tu_rand(st) >> 11) * 0x1p-53; }

/* the 256 doubles on each side of p, and random points p (1 +- d),
 * d = 2^-u, u uniform on [8, 52] */
static void neighbourhood(input_set *s, double p, size_t random, uint64_t *st)
{
    double lo = p, hi = p;
    add(s, p);
    for (int k = 0; k < 256; k++) {
        lo = nextafter(lo, -INFINITY);
        hi = nextafter(hi, INFINITY);
        add(s, lo);
        add(s, hi);
    }
    for (size_t k = 0; k < random; k++) {
        double d = exp2(-(8.0 + 44.0 * unit(st)));
        add(s, p * (1.0 + ((tu_rand(st) & 1) ? d : -d)));
    }
}

static void specials(input_set *s, int emax)
{
    static const uint64_t nan_bits[] = {0x7ff8000000000000ull, 0xfff8000000000000ull,
                                        0x7ff0000000000001ull, 0xfff4000000000abcull,
                                        0x7ffc000000001234ull};
    const double v[] = {0.0, -0.0, INFINITY, -INFINITY, 0x1p-1074, -0x1p-1074, 0x1.fffffffffffffp-1023,
                        -0x1.fffffffffffffp-1023, DBL_MIN, -DBL_MIN, DBL_MAX, -DBL_MAX, 1.0, -1.0, 0.5,
                        -0.5, 0x1p-26, -0x1p-26};
    for (size_t i = 0; i < sizeof v / sizeof v[0]; i++)
        add(s, v[i]);
    for (size_t i = 0; i < sizeof nan_bits / sizeof nan_bits[0]; i++)
        add_bits(s, nan_bits[i]);
    if (emax < 1023) { /* a bounded domain: its end and the doubles above */
        double top = ldexp(1.0, emax + 1);
        add(s, top);
        add(s, -top);
        add(s, nextafter(top, INFINITY));
        add(s, -nextafter(top, INFINITY));
        add(s, 2.0 * top);
        add(s, -1e300);
    }
}

static size_t build_inputs(onnxm_op op, const double *edges, size_t nedges, uint64_t *buf, size_t cap,
                           unsigned scale, size_t *nspecial)
{
    input_set s = {buf, 0, cap};
    uint64_t st = 0x63722d646f75626cull ^ (uint64_t)op;
    int emax = oracle_domain_emax(op);
    double top = ldexp(1.0, emax + 1); /* 2^1024 = inf for an unbounded domain */
    specials(&s, emax);
    *nspecial = s.n;
    /* every binade of the domain, both signs */
    size_t per = 160 / scale + 2;
    for (int e = -1074; e <= emax; e++) {
        double b = ldexp(1.0, e);
        for (size_t k = 0; k < per; k++) {
            double x = b * (1.0 + unit(&st)); /* normal: 52 random fraction bits */
            if (e < -1022)                    /* subnormal: 2^e + m 2^-1074, m < 2^(e + 1074) */
                x = b + ldexp((double)(tu_rand(&st) & ((1ull << (e + 1074)) - 1)), -1074);
            if (k == 0)
                x = b;
            add(&s, (k & 1) ? -x : x);
        }
    }
    /* neighbourhoods: 0 is covered by the tiny binades; +-1, and the
     * switch points of the cores (a superset: the powers of two from 2^-30
     * to 2^64 and 1 - 2^-k, within the domain), with 10^5 random points
     * shared among them */
    double pts[95 + 4 + 16];
    size_t npts = 0;
    for (int e = -30; e <= 64 && ldexp(1.0, e) <= top; e++)
        pts[npts++] = ldexp(1.0, e);
    for (int k = 2; k <= 5 && 1.0 <= top; k++)
        pts[npts++] = 1.0 - ldexp(1.0, -k);
    for (size_t i = 0; i < nedges && i < 16; i++) /* the core's own (ALG_<OP>_DD_EDGES) */
        pts[npts++] = fabs(edges[i]);
    size_t rnd = 100000 / scale / (2 * npts) + 1;
    for (size_t i = 0; i < npts; i++) {
        neighbourhood(&s, pts[i], rnd, &st);
        neighbourhood(&s, -pts[i], rnd, &st);
    }
    /* the bench's distribution, up to about 10^6 in all: uniform on a
     * bounded domain, else 2^u for u uniform on [-8, 8], either sign */
    size_t target = (size_t)1000000 / scale;
    while (s.n < target && s.n < cap) {
        double x = emax < 1023 ? top * (2.0 * unit(&st) - 1.0) : exp2(16.0 * unit(&st) - 8.0);
        add(&s, (emax == 1023 && (tu_rand(&st) & 1)) ? -x : x);
    }
    return s.n;
}

typedef struct {
    onnxm_op op;
    const uint64_t *x;
    uint64_t *expect;
} oracle_job;

static void oracle_range(void *ctx, size_t b, size_t e)
{
    oracle_job *j = ctx;
    for (size_t i = b; i < e; i++)
        j->expect[i] = oracle_cr(j->op, ONNXM_DOUBLE, j->x[i], ORACLE_FAST, NULL, NULL);
}

/* Per elementary row of onnxm_ops.def: the scalar build of its
 * double-double core with its bound, and its accurate path. */
typedef struct {
    onnxm_op op;
    double (*dd)(double x, double *lo);
    double eps;
    double (*accurate)(double x);
    const double *edges; /* ALG_<OP>_DD_EDGES */
    size_t nedges;
} cr_row;
#define CR_IF_ONNXM_CLASS_IEEE(...)
#define CR_IF_ONNXM_CLASS_ELEMENTARY(...) __VA_ARGS__
#define ONNXM_OP(ENUM, NAME, K, CLASS, ...)                                                         \
    CR_IF_##CLASS(static double cr_##K##_dd(double x, double *lo) { return alg_##K##_dd(x, lo); }   \
                  static const double cr_##K##_edges[] = ALG_##ENUM##_DD_EDGES;)
#include "onnxm_ops.def"
static const cr_row cr_rows[] = {
#define ONNXM_OP(ENUM, NAME, K, CLASS, ...)                                                         \
    CR_IF_##CLASS({ONNXM_OP_##ENUM, cr_##K##_dd, ALG_##ENUM##_DD_EPS, onnxm_##K##_accurate, cr_##K##_edges,   \
                   sizeof cr_##K##_edges / sizeof cr_##K##_edges[0]},)
#include "onnxm_ops.def"
};
static const cr_row *cr_row_of(onnxm_op op)
{
    for (size_t i = 0; i < sizeof cr_rows / sizeof cr_rows[0]; i++)
        if (cr_rows[i].op == op)
            return &cr_rows[i];
    return NULL;
}

/* the loop's rounding test (alg/dd.h, dd_round_test) on one lane:
 * 1 if the lane is left open */
static int scalar_open(const cr_row *r, double x)
{
    double lo, hi = r->dd(x, &lo);
    vm ok;
    dd_round_test(hi, lo, r->eps, &ok);
    return !vm_bits(ok);
}

int main(void)
{
    unsigned scale = 1;
    const char *sc = getenv("ONNXM_CR_DOUBLE_SCALE");
    if (sc != NULL && atoi(sc) > 0)
        scale = (unsigned)atoi(sc);
    onnxm_isa isas[TU_ISA_COUNT];
    int nisa = tu_supported_isas(isas);
    size_t nk = 0;
    const tu_kernel *kl = tu_kernel_list(&nk);
    uint64_t *x = malloc(N_MAX * 8), *expect = malloc(N_MAX * 8);
    double *y = aligned_alloc(64, N_MAX * 8);
    int failures = 0, ops = 0;
    if (x == NULL || expect == NULL || y == NULL)
        return 1;
    for (int op = 0; op < ONNXM_OP_COUNT; op++) {
        onnxm_op_info info;
        if (onnxm_op_get_info((onnxm_op)op, &info) != ONNXM_OK || info.op_class != ONNXM_CLASS_ELEMENTARY)
            continue;
        const cr_row *row = cr_row_of((onnxm_op)op);
        if (row == NULL) {
            fprintf(stderr, "%s: an elementary operator with no row here\n", info.name);
            failures++;
            continue;
        }
        ops++;
        size_t nspecial, n = build_inputs((onnxm_op)op, row->edges, row->nedges, x, N_MAX, scale, &nspecial);
        oracle_job oj = {(onnxm_op)op, x, expect};
        tu_parallel_for(n, 4096, oracle_range, &oj);

        /* every kernel of the list this CPU runs */
        int kernels = 0;
        for (size_t k = 0; k < nk; k++) {
            if (kl[k].op != (onnxm_op)op || kl[k].dtype != ONNXM_DOUBLE)
                continue;
            int runs = 0;
            for (int s = 0; s < nisa; s++)
                runs |= isas[s] == kl[k].isa;
            if (!runs)
                continue;
            kernels++;
            memset(y, 0, n * 8);
            kl[k].fn(x, y, n);
            tu_report bad = {0};
            for (size_t i = 0; i < n; i++)
                if (!oracle_same(ONNXM_DOUBLE, tu_bits_of(y[i]), expect[i]))
                    tu_fail(&bad, ONNXM_DOUBLE, "not correctly rounded", x[i], tu_bits_of(y[i]), expect[i]);
            printf("%s: %zu inputs, %llu not correctly rounded: %s\n", kl[k].name, n,
                   (unsigned long long)bad.count, bad.count ? "FAIL" : "ok");
            failures += bad.count != 0;
        }
        if (kernels == 0) {
            fprintf(stderr, "%s: no double kernel runs on this CPU\n", info.name);
            failures++;
        }

        /* the accurate path alone: the special values and every input the
         * rounding test leaves open */
        tu_report bad = {0};
        size_t fed = 0, open = 0;
        for (size_t i = 0; i < n; i++) {
            double xi = tu_double_of(x[i]);
            int o = scalar_open(row, xi);
            open += o && i >= nspecial;
            if (!o && i >= nspecial)
                continue;
            fed++;
            uint64_t got = tu_bits_of(row->accurate(xi));
            if (!oracle_same(ONNXM_DOUBLE, got, expect[i]))
                tu_fail(&bad, ONNXM_DOUBLE, "accurate path", x[i], got, expect[i]);
        }
        printf("%s accurate path alone: %zu inputs (%zu special, %zu left open by the rounding test, "
               "%.3g of the others), %llu wrong: %s\n",
               info.name, fed, nspecial, open, (double)open / (double)(n - nspecial),
               (unsigned long long)bad.count, bad.count || fed <= nspecial / 2 ? "FAIL" : "ok");
        failures += bad.count != 0 || fed <= nspecial / 2;
    }
    free(x);
    free(expect);
    free(y);
    if (ops == 0) {
        fprintf(stderr, "test_cr_double: no elementary operator\n");
        return 1;
    }
    return failures != 0;
}
