/* test_graph_scale.c -- deep (a chain) and wide (parallel branches) graphs
 * of 10,000 nodes load and run in linear time: each is timed at 10,000
 * and 40,000 nodes, and 4x the nodes must cost well under 16x the time (a
 * quadratic step would show as ~16x).  The times are printed. */
#include <stdlib.h>

#include "model_builder.h"
#include "model_testutil.h"

typedef struct {
    double load, run;
} timing;

static void run_wide(const onnxm_session *s, size_t n, onnxm_error *err, onnxm_status *st)
{
    const char **names = calloc(n, sizeof *names);
    onnxm_tensor **in = calloc(n, sizeof *in), **out = calloc(n, sizeof *out);
    onnxm_value_info vi;
    float x[4] = {1, 2, 3, 4};
    int64_t dims[1] = {4};
    for (size_t i = 0; i < n; i++) {
        onnxm_model_input_info(onnxm_session_model(s), i, &vi);
        names[i] = vi.name;
        onnxm_tensor_wrap(ONNXM_FLOAT, 1, dims, x, &in[i], err);
    }
    *st = onnxm_session_run(s, n, names, (const onnxm_tensor *const *)in, out, err);
    for (size_t i = 0; i < n; i++) {
        onnxm_tensor_free(in[i]);
        onnxm_tensor_free(out[i]);
    }
    free(names);
    free(in);
    free(out);
}

static timing measure(int wide, size_t n)
{
    mb_shape shape = {1, {4}};
    size_t size;
    onnxm_op *ops = malloc(n * sizeof *ops);
    for (size_t i = 0; i < n; i++)
        ops[i] = i % 2 ? ONNXM_OP_SQRT : ONNXM_OP_ASINH; /* stays in [0, inf) */
    unsigned char *buf = wide ? mb_wide(ONNXM_OP_SQRT, n, ONNXM_FLOAT, shape, &size)
                              : mb_chain(ops, n, ONNXM_FLOAT, shape, &size);
    onnxm_session *s = NULL;
    onnxm_error err = {0};
    timing t = {0, 0};
    double t0 = mt_now();
    onnxm_status st = onnxm_session_create_buffer(buf, size, NULL, &s, &err);
    t.load = mt_now() - t0;
    MT_OK(wide ? "load wide" : "load deep", st, &err);
    if (st == ONNXM_OK) {
        t0 = mt_now();
        if (wide) {
            run_wide(s, n, &err, &st);
        } else {
            const char *name = "x";
            float x[4] = {1, 2, 3, 4};
            int64_t dims[1] = {4};
            onnxm_tensor *xt, *y = NULL;
            onnxm_tensor_wrap(ONNXM_FLOAT, 1, dims, x, &xt, &err);
            st = onnxm_session_run(s, 1, &name, (const onnxm_tensor *const *)&xt, &y, &err);
            onnxm_tensor_free(xt);
            onnxm_tensor_free(y);
        }
        t.run = mt_now() - t0;
        MT_OK(wide ? "run wide" : "run deep", st, &err);
    }
    printf("info %s graph, %6zu nodes: load %.4f s, run %.4f s\n", wide ? "wide" : "deep", n,
           t.load, t.run);
    onnxm_session_free(s);
    free(buf);
    free(ops);
    return t;
}

int main(void)
{
    for (int wide = 0; wide <= 1; wide++) {
        timing small = measure(wide, 10000), big = measure(wide, 40000);
        /* Absolute bound: generous for a busy 2-core machine and sanitizers. */
        MT_CHECK(small.load < 5.0 && small.run < 5.0, "10,000 nodes: load %.3f s, run %.3f s",
                 small.load, small.run);
        /* Linear: 4x nodes -> ~4x time; 10x leaves room for noise and caches
         * but not for a quadratic step.  Below 20 ms noise dominates. */
        double floor = 0.02;
        MT_CHECK(big.load < 10.0 * (small.load > floor ? small.load : floor),
                 "load 40k/10k = %.1f", big.load / small.load);
        MT_CHECK(big.run < 10.0 * (small.run > floor ? small.run : floor),
                 "run 40k/10k = %.1f", big.run / small.run);
    }
    printf("%s: %d failure(s)\n", mt_failures ? "FAILED" : "PASSED", mt_failures);
    return mt_failures != 0;
}
