/* test_graph_scale.c -- deep (a chain) and wide (parallel branches) graphs
 * of 10,000 and 40,000 nodes load and run, and every output is right:
 *   - deep: x -> Sqrt -> Reciprocal -> Sqrt -> ... (a chain as long as the
 *     graph; a recursive walk of the graph would overflow the stack here),
 *     against the same chain of C's sqrtf and 1.0f / x, which IEEE 754
 *     rounds correctly as the operators must;
 *   - wide: n inputs x<i>, each through its own Sqrt to y<i>, each input
 *     different, so that an output bound to the wrong input shows.
 * How load and run time grow with the node count is measured by `make
 * bench` (bench/bench_graph_scale.c), not checked here. */
#include <math.h>
#include <stdlib.h>

#include "model_builder.h"
#include "model_testutil.h"

#define LANES 4

static onnxm_session *load(int wide, size_t n)
{
    mb_shape shape = {1, {LANES}};
    size_t size = 0;
    onnxm_op *ops = malloc(n * sizeof *ops);
    for (size_t i = 0; ops && i < n; i++)
        ops[i] = i % 2 ? ONNXM_OP_RECIPROCAL : ONNXM_OP_SQRT;
    unsigned char *buf = !ops ? NULL
                         : wide ? mb_wide(ONNXM_OP_SQRT, n, ONNXM_FLOAT, shape, &size)
                                : mb_chain(ops, n, ONNXM_FLOAT, shape, &size);
    onnxm_session *s = NULL;
    onnxm_error err = {0};
    MT_CHECK(buf != NULL, "model of %zu nodes built", n);
    if (buf)
        MT_OK(wide ? "load wide" : "load deep",
              onnxm_session_create_buffer(buf, size, NULL, &s, &err), &err);
    free(buf);
    free(ops);
    return s;
}

static void check_deep(size_t n)
{
    onnxm_session *s = load(0, n);
    if (!s)
        return;
    const char *name = "x";
    /* a subnormal, a huge, a tiny and an ordinary input */
    float x[LANES] = {0x1p-140f, 0x1.fffffep+127f, 0x1.8p-100f, 3.0f}, want[LANES];
    for (int l = 0; l < LANES; l++) {
        float v = x[l];
        for (size_t i = 0; i < n; i++)
            v = i % 2 ? 1.0f / v : sqrtf(v);
        want[l] = v;
    }
    int64_t dims[1] = {LANES};
    onnxm_tensor *xt = NULL, *y = NULL;
    onnxm_error err = {0};
    MT_OK("wrap x", onnxm_tensor_wrap(ONNXM_FLOAT, 1, dims, x, &xt, &err), &err);
    onnxm_status st = onnxm_session_run(s, 1, &name, (const onnxm_tensor *const *)&xt, &y, &err);
    MT_OK("run deep", st, &err);
    if (st == ONNXM_OK) {
        const float *got = onnxm_tensor_data(y);
        MT_CHECK(memcmp(got, want, sizeof want) == 0,
                 "deep chain of %zu nodes: %a %a %a %a, want %a %a %a %a", n, got[0], got[1],
                 got[2], got[3], want[0], want[1], want[2], want[3]);
    }
    onnxm_tensor_free(xt);
    onnxm_tensor_free(y);
    onnxm_session_free(s);
}

static void check_wide(size_t n)
{
    onnxm_session *s = load(1, n);
    if (!s)
        return;
    char (*names)[24] = calloc(n, sizeof *names);
    const char **name_ptrs = calloc(n, sizeof *name_ptrs);
    onnxm_tensor **in = calloc(n, sizeof *in), **out = calloc(n, sizeof *out);
    float *x = malloc(n * LANES * sizeof *x);
    int64_t dims[1] = {LANES};
    onnxm_error err = {0};
    int ok = names && name_ptrs && in && out && x;
    MT_CHECK(ok, "buffers for %zu branches", n);
    if (ok) {
        onnxm_value_info vi;
        /* the inputs are given by name, in reverse order: x<i> gets block i */
        for (size_t j = 0; j < n; j++) {
            size_t i = n - 1 - j;
            for (int l = 0; l < LANES; l++)
                x[i * LANES + l] = (float)(i * LANES + l + 2);
            snprintf(names[j], sizeof names[j], "x%zu", i);
            name_ptrs[j] = names[j];
            onnxm_tensor_wrap(ONNXM_FLOAT, 1, dims, x + i * LANES, &in[j], &err);
        }
        onnxm_status st =
            onnxm_session_run(s, n, name_ptrs, (const onnxm_tensor *const *)in, out, &err);
        MT_OK("run wide", st, &err);
        size_t wrong = 0, first = n;
        for (size_t i = 0; st == ONNXM_OK && i < n; i++) {
            /* output i is y<k>, the Sqrt of x<k>, block k */
            const float *got = onnxm_tensor_data(out[i]);
            onnxm_model_output_info(onnxm_session_model(s), i, &vi);
            size_t k = vi.name[0] == 'y' ? (size_t)strtoul(vi.name + 1, NULL, 10) : n;
            for (int l = 0; k < n && l < LANES; l++)
                if (memcmp(&got[l], &(float){sqrtf(x[k * LANES + l])}, sizeof(float)) != 0) {
                    wrong++;
                    first = first < i ? first : i;
                }
            wrong += k >= n;
        }
        MT_CHECK(wrong == 0, "wide graph of %zu nodes: %zu wrong outputs, first at %zu", n, wrong,
                 first);
    }
    for (size_t i = 0; in && out && i < n; i++) {
        onnxm_tensor_free(in[i]);
        onnxm_tensor_free(out[i]);
    }
    free(names);
    free(name_ptrs);
    free(in);
    free(out);
    free(x);
    onnxm_session_free(s);
}

int main(void)
{
    check_deep(10000);
    check_deep(40001); /* odd: ends on a Sqrt */
    check_wide(10000);
    check_wide(40000);
    printf("%s: %d failure(s)\n", mt_failures ? "FAILED" : "PASSED", mt_failures);
    return mt_failures != 0;
}
