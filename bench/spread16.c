/* spread16.c -- float16/bfloat16 Asinh/Acos throughput against how widely
 * the inputs spread over the lookup table (src/kernels/tables16.h).
 *
 * `build/bench/onnxm_spread16 [ELEMENTS]` times onnxm_unary_isa on 4M
 * (default) 16-bit inputs, one thread, for each ISA path this CPU runs,
 * each op and type, and these input sets:
 *   B binades   both signs, exponents uniform over B binades, mantissas
 *               uniform (Asinh: 2^(B/2) down to 2^(1-B/2), clamped to the
 *               type; Acos: 2^-1 down to 2^-B), so the gathers touch
 *               B x 2 signs x (2 KiB float16, 256 B bfloat16) of table;
 *   normal      N(0, 1) (Asinh) or N(0, 0.4) clipped to [-1, 1] (Acos),
 *               roughly what activations look like.
 * It prints Melem/s, the median of 15 calls per cell; the input sets of a
 * row run in turns, so a drifting machine moves a row together.  Speed is
 * measured here only, never in a test. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "onnxm.h"
#include "bench_util.h"
#include "kernels/convert.h"

#define CALLS 15


static uint16_t to16(onnxm_dtype dt, double v)
{
    return dt == ONNXM_FLOAT16 ? onnxm_f32_to_f16((float)v) : onnxm_f32_to_bf16((float)v);
}

/* binades > 0: the B-binade set; 0: the normal set (see the header) */
static void fill(onnxm_op op, onnxm_dtype dt, int binades, uint16_t *x, size_t n)
{
    uint64_t rng = 0x9e3779b97f4a7c15u; /* fixed: every run measures the same inputs */
    for (size_t i = 0; i < n; i++) {
        double v;
        if (binades > 0) {
            int top = op == ONNXM_OP_ACOS ? -1 : binades / 2;
            int e = top - (int)(bench_rng_next(&rng) % (uint64_t)binades);
            v = ldexp(1.0 + bench_rng_unit(&rng), e);
            if (op == ONNXM_OP_ACOS && v > 1.0)
                v = 1.0;
        } else {
            double u1 = 1.0 - bench_rng_unit(&rng), u2 = bench_rng_unit(&rng);
            v = sqrt(-2.0 * log(u1)) * cos(6.283185307179586 * u2) * (op == ONNXM_OP_ACOS ? 0.4 : 1.0);
            v = op == ONNXM_OP_ACOS ? fmax(-1.0, fmin(1.0, v)) : v;
        }
        x[i] = to16(dt, bench_rng_next(&rng) >> 63 ? -v : v);
    }
}

int main(int argc, char **argv)
{
    size_t n = argc > 1 ? strtoull(argv[1], NULL, 10) : (size_t)1 << 22;
    static const int sets[] = {4, 8, 12, 16, 24, 0};
    enum { NSETS = sizeof sets / sizeof sets[0] };
    static const onnxm_isa isas[] = {ONNXM_ISA_SCALAR, ONNXM_ISA_AVX2, ONNXM_ISA_AVX512,
                                     ONNXM_ISA_AVX512_FP16};
    static const onnxm_op ops[] = {ONNXM_OP_ASINH, ONNXM_OP_ACOS};
    static const onnxm_dtype dts[] = {ONNXM_FLOAT16, ONNXM_BFLOAT16};
    uint16_t *x[NSETS], *y = malloc(2 * n);
    for (int s = 0; s < NSETS; s++)
        x[s] = malloc(2 * n);
    if (n == 0 || y == NULL) {
        fprintf(stderr, "usage: %s [ELEMENTS > 0]\n", argv[0]);
        return 2;
    }
    printf("Melem/s, %zu elements, one thread, median of %d calls\n", n, CALLS);
    printf("%-11s %-6s %-9s", "isa", "op", "type");
    for (int s = 0; s < NSETS; s++)
        sets[s] ? printf(" %4d binades", sets[s]) : printf(" %12s", "normal");
    printf("\n");
    for (size_t k = 0; k < sizeof isas / sizeof isas[0]; k++) {
        if (!onnxm_isa_supported(isas[k]))
            continue;
        for (size_t o = 0; o < sizeof ops / sizeof ops[0]; o++)
            for (size_t d = 0; d < sizeof dts / sizeof dts[0]; d++) {
                double t[NSETS][CALLS];
                for (int s = 0; s < NSETS; s++) {
                    fill(ops[o], dts[d], sets[s], x[s], n);
                    onnxm_unary_isa(isas[k], ops[o], dts[d], x[s], y, n); /* warm-up */
                }
                for (int c = 0; c < CALLS; c++)
                    for (int s = 0; s < NSETS; s++) {
                        double t0 = bench_now();
                        if (onnxm_unary_isa(isas[k], ops[o], dts[d], x[s], y, n) != ONNXM_OK) {
                            fprintf(stderr, "onnxm_unary_isa failed\n");
                            return 1;
                        }
                        t[s][c] = bench_now() - t0;
                    }
                printf("%-11s %-6s %-9s", onnxm_isa_name(isas[k]), onnxm_op_name(ops[o]),
                       onnxm_dtype_name(dts[d]));
                for (int s = 0; s < NSETS; s++) {
                    qsort(t[s], CALLS, sizeof(double), bench_cmp_double);
                    printf(" %12.0f", (double)n / t[s][CALLS / 2] * 1e-6);
                }
                printf("\n");
                fflush(stdout);
            }
    }
    for (int s = 0; s < NSETS; s++)
        free(x[s]);
    free(y);
    return 0;
}
