/* test_exhaustive16 -- every float16 and every bfloat16 input (65,536 each)
 * through every operator on every ISA the CPU supports, compared bit for
 * bit with the MPFR oracle (MPFR only: no libm involved in the reference),
 * where any NaN matches a NaN; and with the first ISA's (scalar) results,
 * where NaNs too must have the same bits, so that the paths' different
 * conversion instructions (F16C, AVX512-FP16, AVX512-BF16) cannot quiet or
 * sign a NaN differently. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "oracle.h"
#include "testutil.h"

#define N 65536

static const onnxm_dtype dtypes[] = {ONNXM_FLOAT16, ONNXM_BFLOAT16};
#define NDT (sizeof dtypes / sizeof dtypes[0])

/* expected[d][op][x] */
static uint16_t expected[NDT][ONNXM_OP_COUNT][N];

static void fill(void *ctx, size_t b, size_t e)
{
    (void)ctx;
    for (size_t i = b; i < e; i++) {
        size_t d = i / ((size_t)ONNXM_OP_COUNT * N), op = i / N % ONNXM_OP_COUNT, x = i % N;
        expected[d][op][x] = (uint16_t)oracle_cr((onnxm_op)op, dtypes[d], x, ORACLE_MPFR_ONLY,
                                                 NULL, NULL);
    }
}

int main(void)
{
    double t0 = tu_now();
    tu_parallel_for(NDT * ONNXM_OP_COUNT * N, 4096, fill, NULL);
    printf("oracle: %zu results in %.2f s\n", NDT * ONNXM_OP_COUNT * (size_t)N, tu_now() - t0);

    onnxm_isa isas[TU_ISA_COUNT];
    int nisa = tu_supported_isas(isas);
    static uint16_t x[N], y[N], first[NDT][ONNXM_OP_COUNT][N];
    for (size_t i = 0; i < N; i++)
        x[i] = (uint16_t)i;
    uint64_t total = 0;
    for (int k = 0; k < nisa; k++) {
        for (size_t d = 0; d < NDT; d++) {
            for (int op = 0; op < ONNXM_OP_COUNT; op++) {
                char what[96];
                snprintf(what, sizeof what, "%s %s %s", onnxm_op_name((onnxm_op)op),
                         onnxm_dtype_name(dtypes[d]), onnxm_isa_name(isas[k]));
                tu_report r = {0};
                double t = tu_now();
                onnxm_status s = onnxm_unary_isa(isas[k], (onnxm_op)op, dtypes[d], x, y, N);
                t = tu_now() - t;
                if (s != ONNXM_OK) {
                    printf("  %-28s FAIL: status %s\n", what, onnxm_status_string(s));
                    total += N;
                    continue;
                }
                for (size_t i = 0; i < N; i++)
                    if (!oracle_same(dtypes[d], y[i], expected[d][op][i]))
                        tu_fail(&r, dtypes[d], what, i, y[i], expected[d][op][i]);
                if (k == 0)
                    memcpy(first[d][op], y, sizeof y);
                size_t nan_bits = 0;
                for (size_t i = 0; i < N; i++)
                    if (y[i] != first[d][op][i] && oracle_same(dtypes[d], y[i], expected[d][op][i])) {
                        if (nan_bits++ < 3)
                            printf("  %s x=0x%04zx: NaN 0x%04x, the %s path gives 0x%04x\n", what, i,
                                   y[i], onnxm_isa_name(isas[0]), first[d][op][i]);
                        r.count++;
                    }
                printf("  %-28s %s: %llu of %d mismatched (kernel %.2f ms)\n", what,
                       r.count ? "FAIL" : "ok", (unsigned long long)r.count, N, t * 1e3);
                total += r.count;
            }
        }
    }
    printf("test_exhaustive16: %s, %llu mismatches, %d ISA(s), %.2f s\n",
           total || nisa == 0 ? "FAILED" : "passed", (unsigned long long)total, nisa,
           tu_now() - t0);
    oracle_thread_done();
    return total || nisa == 0 ? EXIT_FAILURE : EXIT_SUCCESS;
}
