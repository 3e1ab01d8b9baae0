/* test_hard_double DIR -- double Asinh and Acos on the published
 * hard-to-round inputs (tests/data/hard_double: 179,028 for Acos, 33,123
 * for Asinh, collected by CORE-MATH), on every ISA the CPU supports.
 *
 * For each elementary operator with a file DIR/<kernel>_f64_hard_inputs.txt:
 *   - every ISA path gives the same bits as the first (scalar);
 *   - each result is within the operator's proved double bound
 *     (onnxm_op_max_ulps: below 1 ulp today, 0.5 once double is correctly
 *     rounded, when this test then demands the correctly rounded result);
 *     the error is measured by MPFR at 192 bits (oracle_ulp_error), the
 *     correctly rounded result is MPFR's own (oracle_cr, MPFR only);
 *   - the count of results that are not correctly rounded is printed.
 * No file at all is a failure: the archive was not extracted. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "oracle.h"
#include "testutil.h"

typedef struct {
    onnxm_op op;
    const double *x;
    uint64_t *expect;
} job;

static void oracle_range(void *ctx, size_t begin, size_t end)
{
    job *j = ctx;
    for (size_t i = begin; i < end; i++) {
        uint64_t xb;
        memcpy(&xb, &j->x[i], 8);
        j->expect[i] = oracle_cr(j->op, ONNXM_DOUBLE, xb, ORACLE_MPFR_ONLY, NULL, NULL);
    }
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: test_hard_double DIR\n");
        return 2;
    }
    onnxm_isa isas[TU_ISA_COUNT];
    int nisa = tu_supported_isas(isas);
    int files = 0, failures = 0;
    for (int op = 0; op < onnxm_op_count(); op++) {
        onnxm_op_info info;
        if (onnxm_op_get_info((onnxm_op)op, &info) != ONNXM_OK || info.op_class != ONNXM_CLASS_ELEMENTARY)
            continue;
        /* the file is named by the kernel (the .def's kernel column: the
         * ONNX name in lower case, except for a second kernel row of one
         * ONNX operator, such as Gelu's tanh form, gelu_tanh) */
        static const char *const kernel_names[] = {
#define ONNXM_OP(ENUM, NAME, KERNEL, ...) [ONNXM_OP_##ENUM] = #KERNEL,
#include "onnxm_ops.def"
        };
        char path[4096];
        snprintf(path, sizeof path, "%s/%s_f64_hard_inputs.txt", argv[1], kernel_names[op]);
        size_t n = 0;
        double *x = tu_read_doubles(path, &n);
        if (x == NULL) {
            printf("%s: no hard inputs (%s)\n", info.name, path);
            continue;
        }
        files++;
        double bound;
        if (onnxm_op_max_ulps((onnxm_op)op, ONNXM_DOUBLE, &bound) != ONNXM_OK || n == 0) {
            fprintf(stderr, "%s: no double bound or no inputs\n", info.name);
            failures++;
            free(x);
            continue;
        }
        uint64_t *expect = malloc(n * 8), *first = malloc(n * 8), *y = malloc(n * 8);
        job j = {(onnxm_op)op, x, expect};
        tu_parallel_for(n, 1024, oracle_range, &j);
        for (int s = 0; s < nisa; s++) {
            tu_report bad = {0}, differ = {0};
            onnxm_status st = onnxm_unary_isa(isas[s], (onnxm_op)op, ONNXM_DOUBLE, x, y, n);
            if (st != ONNXM_OK) {
                fprintf(stderr, "%s %s: status %d\n", info.name, onnxm_isa_name(isas[s]), (int)st);
                failures++;
                continue;
            }
            uint64_t misrounded = 0;
            double worst = 0;
            for (size_t i = 0; i < n; i++) {
                uint64_t xb;
                memcpy(&xb, &x[i], 8);
                if (s == 0)
                    first[i] = y[i];
                else if (y[i] != first[i])
                    tu_fail(&differ, ONNXM_DOUBLE, "differs from the first ISA", xb, y[i], first[i]);
                if (oracle_same(ONNXM_DOUBLE, y[i], expect[i]))
                    continue;
                misrounded++;
                double err = oracle_ulp_error((onnxm_op)op, ONNXM_DOUBLE, xb, y[i]);
                if (err > worst)
                    worst = err;
                if (!(err <= bound))
                    tu_fail(&bad, ONNXM_DOUBLE, "beyond the bound", xb, y[i], expect[i]);
            }
            printf("%s double %s: %zu hard inputs, %llu not correctly rounded (worst %.3f ulp), "
                   "bound %.2f ulp: %s\n",
                   info.name, onnxm_isa_name(isas[s]), n, (unsigned long long)misrounded, worst,
                   bound, bad.count || differ.count ? "FAIL" : "ok");
            failures += bad.count != 0 || differ.count != 0;
        }
        free(x);
        free(expect);
        free(first);
        free(y);
    }
    if (files == 0) {
        fprintf(stderr, "test_hard_double: no input file under %s\n", argv[1]);
        return 1;
    }
    return failures != 0;
}
