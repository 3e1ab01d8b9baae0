/* test_sampled32 / test_sampled64 -- about 10^6 float (SAMPLED_BITS 32) or
 * double (64) inputs (fewer with ONNXM_SAMPLED_N) per operator on every
 * ISA the CPU supports: specials,
 * every binade of both signs, subnormals, neighbourhoods of +-1 and +-1/2,
 * exact squares, then random bit patterns from a fixed seed.
 *
 * Each result must be within the bound the library gives for the operator
 * and type (onnxm_op_max_ulps, from the operator's descriptor): a bound of
 * 1/2 ulp means it must equal the oracle's correctly rounded result bit for
 * bit (every float result; double IEEE operations); a larger bound (double
 * elementary functions) is checked on the error itself
 * (measured with MPFR at 192 bits whenever the result is not the correctly
 * rounded one; a correctly rounded one is within 1/2 ulp by definition and
 * its error is only estimated from the oracle's approximation). */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "oracle.h"
#include "testutil.h"

#if SAMPLED_BITS == 32
#define DTYPE ONNXM_FLOAT
#define NAME "test_sampled32"
#else
#define DTYPE ONNXM_DOUBLE
#define NAME "test_sampled64"
#endif

/* onnxm_op_max_ulps(op, DTYPE), read in main(); 0.5: correctly rounded. */
static double max_ulp[ONNXM_OP_COUNT];
/* tu_in_run(op, DTYPE), read in main() */
static int in_run[ONNXM_OP_COUNT];

#define N (1u << 20)
#define SEED 0x6f6e6e786d2d3332ull

static uint64_t xs[N];
static uint64_t expect[ONNXM_OP_COUNT][N];
static long double approx[ONNXM_OP_COUNT][N];
static oracle_stats stats[ONNXM_OP_COUNT];
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void fill(void *ctx, size_t b, size_t e)
{
    (void)ctx;
    oracle_stats st[ONNXM_OP_COUNT] = {{0, 0}};
    for (size_t i = b; i < e; i++)
        for (int op = 0; op < ONNXM_OP_COUNT; op++)
            if (in_run[op])
                expect[op][i] = oracle_cr((onnxm_op)op, DTYPE, xs[i], ORACLE_FAST, &st[op],
                                      &approx[op][i]);
    pthread_mutex_lock(&lock);
    for (int op = 0; op < ONNXM_OP_COUNT; op++) {
        stats[op].fast += st[op].fast;
        stats[op].mpfr += st[op].mpfr;
    }
    pthread_mutex_unlock(&lock);
}

typedef struct {
    onnxm_op op;
    const void *y;
    const char *what;
    tu_report r;
    uint64_t misrounded;
    double max_err;
} check_job;

static void check(void *ctx, size_t b, size_t e)
{
    check_job *j = ctx;
    uint64_t mis = 0;
    double mx = 0;
    for (size_t i = b; i < e; i++) {
        uint64_t y = tu_load(DTYPE, j->y, i), cr = expect[j->op][i];
        double err;
        if (oracle_same(DTYPE, y, cr)) {
            err = isfinite(oracle_to_double(DTYPE, y))
                      ? oracle_ulp_error_approx(DTYPE, approx[j->op][i], y)
                      : 0.0;
            if (err > 0.5) /* the estimate's own error; CR is within 1/2 */
                err = 0.5;
        } else {
            mis++;
            err = max_ulp[j->op] > 0.5 ? oracle_ulp_error(j->op, DTYPE, xs[i], y) : INFINITY;
            if (!(err <= max_ulp[j->op]))
                tu_fail(&j->r, DTYPE, j->what, xs[i], y, cr);
        }
        if (err > mx || isnan(err))
            mx = isnan(err) ? INFINITY : err;
    }
    pthread_mutex_lock(&lock);
    j->misrounded += mis;
    if (mx > j->max_err)
        j->max_err = mx;
    pthread_mutex_unlock(&lock);
}

int main(void)
{
    for (int op = 0; op < ONNXM_OP_COUNT; op++)
        in_run[op] = tu_in_run((onnxm_op)op, DTYPE);
    for (int op = 0; op < ONNXM_OP_COUNT; op++)
        if (onnxm_op_max_ulps((onnxm_op)op, DTYPE, &max_ulp[op]) != ONNXM_OK || !(max_ulp[op] >= 0.5)) {
            printf("%s: FAIL: no error bound for %s %s\n", NAME, onnxm_op_name((onnxm_op)op),
                   onnxm_dtype_name(DTYPE));
            return EXIT_FAILURE;
        }
    /* ONNXM_SAMPLED_N: fewer inputs (the emulated build), the structured
     * ones first, as many random ones after them as fit */
    size_t n = N;
    const char *env = getenv("ONNXM_SAMPLED_N");
    if (env != NULL && atol(env) > 0 && (size_t)atol(env) < N)
        n = (size_t)atol(env);
    double t0 = tu_now();
    size_t structured = tu_gen_inputs(DTYPE, xs, n, SEED);
    tu_parallel_for(n, 4096, fill, NULL);
    printf("%zu %s inputs (%zu structured, %zu random); oracle %.2f s\n", n,
           onnxm_dtype_name(DTYPE), structured, n - structured, tu_now() - t0);
    for (int op = 0; op < ONNXM_OP_COUNT; op++)
        printf("  oracle %-10s fast path %llu, MPFR %llu\n", onnxm_op_name((onnxm_op)op),
               (unsigned long long)stats[op].fast, (unsigned long long)stats[op].mpfr);

    void *x = malloc(n * onnxm_dtype_size(DTYPE));
    void *y = malloc(n * onnxm_dtype_size(DTYPE));
    if (x == NULL || y == NULL)
        return EXIT_FAILURE;
    for (size_t i = 0; i < n; i++)
        tu_store(DTYPE, x, i, xs[i]);

    onnxm_isa isas[TU_ISA_COUNT];
    int nisa = tu_supported_isas(isas);
    uint64_t total = 0;
    for (int k = 0; k < nisa; k++)
        for (int op = 0; op < ONNXM_OP_COUNT; op++) {
            if (!in_run[op])
                continue;
            char what[96];
            snprintf(what, sizeof what, "%s %s %s", onnxm_op_name((onnxm_op)op),
                     onnxm_dtype_name(DTYPE), onnxm_isa_name(isas[k]));
            double t = tu_now();
            onnxm_status s = onnxm_unary_isa(isas[k], (onnxm_op)op, DTYPE, x, y, n);
            t = tu_now() - t;
            if (s != ONNXM_OK) {
                printf("  %-26s FAIL: status %s\n", what, onnxm_status_string(s));
                total += n;
                continue;
            }
            check_job j = {.op = (onnxm_op)op, .y = y, .what = what};
            char allowed[32] = "correct rounding";
            if (max_ulp[op] > 0.5)
                snprintf(allowed, sizeof allowed, "%.2f ulp", max_ulp[op]);
            tu_parallel_for(n, 8192, check, &j);
            printf("  %-26s %s: %llu failures, %llu not correctly rounded, max %.3f ulp "
                   "(allowed %s), kernel %.1f ns/elem\n",
                   what, j.r.count ? "FAIL" : "ok", (unsigned long long)j.r.count,
                   (unsigned long long)j.misrounded, j.max_err, allowed, t * 1e9 / (double)n);
            total += j.r.count;
        }
    printf("%s: %s, %llu failures, %d ISA(s), %.2f s\n", NAME,
           total || nisa == 0 ? "FAILED" : "passed", (unsigned long long)total, nisa,
           tu_now() - t0);
    free(x);
    free(y);
    oracle_thread_done();
    return total || nisa == 0 ? EXIT_FAILURE : EXIT_SUCCESS;
}
