/* test_oracle -- checks the oracle itself, so that the other tests can
 * trust it: the fast path (libm approximation + margin check) must agree
 * with the MPFR-only path on every float16 and bfloat16 input and on a
 * sample of float and double inputs, for every operator.  This is where a
 * libm less accurate than oracle.c assumes, or a bug in one of the two
 * rounding routines (long double vs MPFR), would show. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "oracle.h"
#include "testutil.h"

#define SAMPLE (1u << 16) /* float/double inputs per operator (MPFR-only is slow) */

typedef struct {
    onnxm_dtype dtype;
    const uint64_t *x; /* NULL: x = index */
    tu_report r;
    oracle_stats st;
} job;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void compare(void *ctx, size_t b, size_t e)
{
    job *j = ctx;
    oracle_stats st = {0, 0};
    for (size_t i = b; i < e; i++) {
        onnxm_op op = (onnxm_op)(i % ONNXM_OP_COUNT);
        uint64_t x = j->x ? j->x[i / ONNXM_OP_COUNT] : i / ONNXM_OP_COUNT;
        uint64_t fast = oracle_cr(op, j->dtype, x, ORACLE_FAST, &st, NULL);
        uint64_t slow = oracle_cr(op, j->dtype, x, ORACLE_MPFR_ONLY, NULL, NULL);
        if (!oracle_same(j->dtype, fast, slow)) {
            char what[64];
            snprintf(what, sizeof what, "%s %s fast vs MPFR", onnxm_op_name(op),
                     onnxm_dtype_name(j->dtype));
            tu_fail(&j->r, j->dtype, what, x, fast, slow);
        }
    }
    pthread_mutex_lock(&lock);
    j->st.fast += st.fast;
    j->st.mpfr += st.mpfr;
    pthread_mutex_unlock(&lock);
}

int main(void)
{
    double t0 = tu_now();
    uint64_t total = 0;
    static uint64_t xs[SAMPLE];
    for (int d = 0; d < TU_DTYPE_COUNT; d++) {
        onnxm_dtype dt = tu_all_dtypes[d];
        size_t n = onnxm_dtype_size(dt) == 2 ? 65536 : SAMPLE;
        job j = {.dtype = dt, .x = n == SAMPLE ? xs : NULL};
        if (j.x)
            tu_gen_inputs(dt, xs, SAMPLE, 0x6f7261636c65ull + (uint64_t)d);
        double t = tu_now();
        tu_parallel_for(n * ONNXM_OP_COUNT, 1024, compare, &j);
        printf("  %-9s %6zu inputs x %d ops: %s, %llu disagreements "
               "(fast path settled %llu, MPFR %llu) %.2f s\n",
               onnxm_dtype_name(dt), n, ONNXM_OP_COUNT, j.r.count ? "FAIL" : "ok",
               (unsigned long long)j.r.count, (unsigned long long)j.st.fast,
               (unsigned long long)j.st.mpfr, tu_now() - t);
        total += j.r.count;
    }
    printf("test_oracle: %s, %llu disagreements, %.2f s\n", total ? "FAILED" : "passed",
           (unsigned long long)total, tu_now() - t0);
    oracle_thread_done();
    return total ? EXIT_FAILURE : EXIT_SUCCESS;
}
