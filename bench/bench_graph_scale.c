/* bench_graph_scale.c -- how session load and run time grow with the node
 * count: a deep graph (a chain of Sqrt and Asinh) and a wide one (parallel
 * Sqrt branches, one input and output each) of 10,000 and 40,000 nodes, each
 * loaded and run REPS times; the medians and the 40k/10k ratios (4 for a
 * linear step, 16 for a quadratic one) as CSV:
 *   shape,nodes,load_s,run_s
 * `make bench` runs it (bench.mk); tests/c/test_graph_scale.c checks the
 * outputs of the same graphs, and checks no time. */
#include <stdio.h>
#include <stdlib.h>

#include "model_builder.h"
#include "model_testutil.h" /* mt_now: a monotonic clock */

#define REPS 5

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* One load and one run; 0 on success. */
static int once(const unsigned char *buf, size_t size, int wide, size_t n, double *load,
                double *run)
{
    onnxm_session *s = NULL;
    onnxm_error err = {0};
    double t0 = mt_now();
    if (onnxm_session_create_buffer(buf, size, NULL, &s, &err) != ONNXM_OK) {
        fprintf(stderr, "bench_graph_scale: load: %s\n", err.message);
        return 1;
    }
    *load = mt_now() - t0;
    size_t nin = wide ? n : 1;
    const char **names = calloc(nin, sizeof *names);
    onnxm_tensor **in = calloc(nin, sizeof *in), **out = calloc(nin, sizeof *out);
    float x[4] = {1, 2, 3, 4};
    int64_t dims[1] = {4};
    int rc = !names || !in || !out;
    onnxm_value_info vi;
    for (size_t i = 0; !rc && i < nin; i++) {
        onnxm_model_input_info(onnxm_session_model(s), i, &vi);
        names[i] = vi.name;
        rc = onnxm_tensor_wrap(ONNXM_FLOAT, 1, dims, x, &in[i], &err) != ONNXM_OK;
    }
    t0 = mt_now();
    if (!rc && onnxm_session_run(s, nin, names, (const onnxm_tensor *const *)in, out, &err) !=
                   ONNXM_OK) {
        fprintf(stderr, "bench_graph_scale: run: %s\n", err.message);
        rc = 1;
    }
    *run = mt_now() - t0;
    for (size_t i = 0; in && out && i < nin; i++) {
        onnxm_tensor_free(in[i]);
        onnxm_tensor_free(out[i]);
    }
    free(names);
    free(in);
    free(out);
    onnxm_session_free(s);
    return rc;
}

int main(void)
{
    static const size_t sizes[2] = {10000, 40000};
    double med[2][2][2]; /* [wide][size][load, run] */
    printf("shape,nodes,load_s,run_s\n");
    for (int wide = 0; wide <= 1; wide++)
        for (int k = 0; k < 2; k++) {
            size_t n = sizes[k], size = 0;
            mb_shape shape = {1, {4}};
            onnxm_op *ops = malloc(n * sizeof *ops);
            if (!ops)
                return 1;
            for (size_t i = 0; i < n; i++)
                ops[i] = i % 2 ? ONNXM_OP_SQRT : ONNXM_OP_ASINH; /* stays in [0, inf) */
            unsigned char *buf = wide ? mb_wide(ONNXM_OP_SQRT, n, ONNXM_FLOAT, shape, &size)
                                      : mb_chain(ops, n, ONNXM_FLOAT, shape, &size);
            double load[REPS], run[REPS];
            for (int r = 0; r < REPS; r++)
                if (!buf || once(buf, size, wide, n, &load[r], &run[r]))
                    return 1;
            qsort(load, REPS, sizeof *load, cmp);
            qsort(run, REPS, sizeof *run, cmp);
            med[wide][k][0] = load[REPS / 2];
            med[wide][k][1] = run[REPS / 2];
            printf("%s,%zu,%.5f,%.5f\n", wide ? "wide" : "deep", n, load[REPS / 2], run[REPS / 2]);
            free(buf);
            free(ops);
        }
    for (int wide = 0; wide <= 1; wide++)
        printf("# %s 40k/10k: load %.2fx, run %.2fx (linear: 4x)\n", wide ? "wide" : "deep",
               med[wide][1][0] / med[wide][0][0], med[wide][1][1] / med[wide][0][1]);
    return 0;
}
