/* test_session.c -- the session API: runs into library-owned and
 * caller-owned outputs match the kernels, memory caps, and every refusal's
 * status and message.  The per-call cost is measured by `make bench`
 * (onnxm perf on examples/sqrt_1000.onnx), not here. */
#include <stdlib.h>
#include <string.h>

#include "model_builder.h"
#include "model_testutil.h"

static const char *const x_name[1] = {"x"};

static onnxm_session *session_for(const onnxm_op *ops, size_t n, onnxm_dtype dtype, mb_shape shape,
                                  const onnxm_session_options *opts)
{
    size_t size;
    onnxm_session *s = NULL;
    onnxm_error err = {0};
    unsigned char *buf = mb_chain(ops, n, dtype, shape, &size);
    MT_CHECK(buf != NULL, "model built");
    MT_OK("session_create_buffer", onnxm_session_create_buffer(buf, size, opts, &s, &err), &err);
    free(buf);
    return s;
}

/* x in [0, 1), so that every op of the chains below is defined. */
static void fill_float(float *x, size_t n, unsigned seed)
{
    for (size_t i = 0; i < n; i++)
        x[i] = (float)((i * 2654435761u + seed) % 100000u) / 100000.0f;
}

/* The reference: the ops applied one by one with onnxm_unary. */
static void reference(const onnxm_op *ops, size_t n_ops, const float *x, float *y, size_t n)
{
    memcpy(y, x, n * sizeof *y);
    for (size_t k = 0; k < n_ops; k++)
        onnxm_unary(ops[k], ONNXM_FLOAT, y, y, n);
}

static void test_outputs_both_ways(void)
{
    const onnxm_op ops[4] = {ONNXM_OP_SQRT, ONNXM_OP_ACOS, ONNXM_OP_ASINH, ONNXM_OP_RECIPROCAL};
    mb_shape shape = {2, {-1, 7}};
    onnxm_session *s = session_for(ops, 4, ONNXM_FLOAT, shape, NULL);
    float x[70], x0[70], want[70], mine[70];
    int64_t dims[2] = {10, 7};
    onnxm_tensor *xt, *yt = NULL, *caller;
    onnxm_error err = {0};
    fill_float(x, 70, 1);
    memcpy(x0, x, sizeof x);
    reference(ops, 4, x, want, 70);
    MT_OK("wrap x", onnxm_tensor_wrap(ONNXM_FLOAT, 2, dims, x, &xt, &err), &err);
    MT_OK("wrap y", onnxm_tensor_wrap(ONNXM_FLOAT, 2, dims, mine, &caller, &err), &err);
    MT_OK("run, library output",
          onnxm_session_run(s, 1, x_name, (const onnxm_tensor *const *)&xt, &yt, &err), &err);
    MT_CHECK(yt != NULL && onnxm_tensor_count(yt) == 70 &&
                 memcmp(onnxm_tensor_data(yt), want, sizeof want) == 0,
             "library-owned output matches the kernels");
    MT_CHECK(strcmp(onnxm_tensor_name(yt), "y") == 0, "output named 'y', got '%s'",
             onnxm_tensor_name(yt));
    onnxm_tensor *out = caller;
    MT_OK("run, caller output",
          onnxm_session_run(s, 1, x_name, (const onnxm_tensor *const *)&xt, &out, &err), &err);
    MT_CHECK(out == caller && memcmp(mine, want, sizeof want) == 0,
             "caller-owned output written in place");
    MT_CHECK(memcmp(x, x0, sizeof x) == 0, "input untouched");
    onnxm_tensor_free(yt);
    onnxm_tensor_free(caller);
    onnxm_tensor_free(xt);
    onnxm_session_free(s);
}

static void test_run_refusals(void)
{
    const onnxm_op op = ONNXM_OP_SQRT;
    mb_shape shape = {1, {4}};
    onnxm_session *s = session_for(&op, 1, ONNXM_FLOAT, shape, NULL);
    float x[5] = {1, 4, 9, 16, 25}, y[5];
    double xd[4] = {1, 4, 9, 16};
    int64_t d4[1] = {4}, d5[1] = {5};
    onnxm_tensor *x4, *x5, *xd4, *y5, *yd4, *out = NULL;
    onnxm_tensor *outs[1];
    onnxm_error err = {0};
    onnxm_tensor_wrap(ONNXM_FLOAT, 1, d4, x, &x4, &err);
    onnxm_tensor_wrap(ONNXM_FLOAT, 1, d5, x, &x5, &err);
    onnxm_tensor_wrap(ONNXM_DOUBLE, 1, d4, xd, &xd4, &err);
    onnxm_tensor_wrap(ONNXM_FLOAT, 1, d5, y, &y5, &err);
    onnxm_tensor_wrap(ONNXM_DOUBLE, 1, d4, xd, &yd4, &err);
    const char *const z_name[1] = {"z"}, *const twice[2] = {"x", "x"};
    const onnxm_tensor *two[2] = {x4, x4};

    MT_EXPECT("unknown input", onnxm_session_run(s, 1, z_name, (const onnxm_tensor *const *)&x4, &out, &err),
              &err, ONNXM_ERR_INVALID_ARGUMENT, "'z' is not a graph input");
    MT_EXPECT("missing input", onnxm_session_run(s, 0, NULL, NULL, &out, &err), &err,
              ONNXM_ERR_INVALID_ARGUMENT, "input 'x' is missing");
    MT_EXPECT("input twice", onnxm_session_run(s, 2, twice, two, &out, &err), &err,
              ONNXM_ERR_INVALID_ARGUMENT, "input 'x' is given twice");
    MT_EXPECT("input type", onnxm_session_run(s, 1, x_name, (const onnxm_tensor *const *)&xd4, &out, &err),
              &err, ONNXM_ERR_TYPE_MISMATCH, "input 'x'", "expected element type float, got double");
    MT_EXPECT("input shape", onnxm_session_run(s, 1, x_name, (const onnxm_tensor *const *)&x5, &out, &err),
              &err, ONNXM_ERR_SHAPE_MISMATCH, "input 'x'", "expected shape [4]", "got [5]");
    outs[0] = y5;
    MT_EXPECT("caller output shape", onnxm_session_run(s, 1, x_name, (const onnxm_tensor *const *)&x4, outs, &err),
              &err, ONNXM_ERR_SHAPE_MISMATCH, "output 'y'", "expected float [4]",
              "caller's tensor is float [5]");
    MT_CHECK(outs[0] == y5, "caller output left in place on failure");
    outs[0] = yd4;
    MT_EXPECT("caller output type", onnxm_session_run(s, 1, x_name, (const onnxm_tensor *const *)&x4, outs, &err),
              &err, ONNXM_ERR_TYPE_MISMATCH, "output 'y'", "caller's tensor is double [4]");
    MT_EXPECT("NULL session", onnxm_session_run(NULL, 0, NULL, NULL, NULL, &err), &err,
              ONNXM_ERR_INVALID_ARGUMENT, "session is NULL");
    MT_CHECK(out == NULL, "no output left behind by failed runs");
    onnxm_tensor *big;
    int64_t huge[3] = {INT64_C(1) << 40, INT64_C(1) << 40, 1 << 20};
    MT_EXPECT("wrap overflow", onnxm_tensor_wrap(ONNXM_FLOAT, 3, huge, x, &big, &err), &err,
              ONNXM_ERR_LIMIT, "overflows");
    MT_EXPECT("create overflow", onnxm_tensor_create(ONNXM_FLOAT, 3, huge, &big, &err), &err,
              ONNXM_ERR_LIMIT, "overflows");
    onnxm_tensor_free(x4);
    onnxm_tensor_free(x5);
    onnxm_tensor_free(xd4);
    onnxm_tensor_free(y5);
    onnxm_tensor_free(yd4);
    onnxm_session_free(s);
}

/* The run's plan: a 4-op chain over N floats holds one intermediate of 4N
 * bytes (the output, built in place), none with a caller-owned output. */
static void test_run_memory_cap(void)
{
    const onnxm_op ops[4] = {ONNXM_OP_SQRT, ONNXM_OP_SQRT, ONNXM_OP_SQRT, ONNXM_OP_SQRT};
    mb_shape shape = {1, {-1}};
    const size_t n = 1 << 18; /* 1 MiB of floats */
    onnxm_session_options opts;
    onnxm_session_options_init(&opts);
    opts.memory_limit = n * sizeof(float); /* exactly one tensor */
    onnxm_session *s = session_for(ops, 4, ONNXM_FLOAT, shape, &opts);
    float *x = calloc(n, sizeof *x), *y = calloc(n, sizeof *y);
    int64_t dims[1] = {(int64_t)n}, dims2[1] = {(int64_t)n + 1};
    onnxm_tensor *xt, *yt, *out = NULL, *x2;
    onnxm_error err = {0};
    onnxm_tensor_wrap(ONNXM_FLOAT, 1, dims, x, &xt, &err);
    onnxm_tensor_wrap(ONNXM_FLOAT, 1, dims, y, &yt, &err);
    MT_OK("run within the cap (one intermediate)",
          onnxm_session_run(s, 1, x_name, (const onnxm_tensor *const *)&xt, &out, &err), &err);
    onnxm_tensor_free(out);
    out = yt;
    MT_OK("run into caller output",
          onnxm_session_run(s, 1, x_name, (const onnxm_tensor *const *)&xt, &out, &err), &err);
    float *x2d = calloc(n + 1, sizeof *x2d);
    onnxm_tensor_wrap(ONNXM_FLOAT, 1, dims2, x2d, &x2, &err);
    out = NULL;
    /* 1048580 bytes take a block of the class (2^20, 2^21] in steps of
     * 2^17: 9 * 131072 = 1179648 bytes, which the cap counts. */
    MT_EXPECT("run over the cap", onnxm_session_run(s, 1, x_name, (const onnxm_tensor *const *)&x2, &out, &err),
              &err, ONNXM_ERR_LIMIT, "the run needs 1048580 bytes (1179648 in arena blocks)",
              "memory limit of 1048576 bytes");
    MT_CHECK(out == NULL, "nothing allocated");
    onnxm_tensor_free(xt);
    onnxm_tensor_free(yt);
    onnxm_tensor_free(x2);
    free(x);
    free(y);
    free(x2d);
    onnxm_session_free(s);
}

static void test_load_caps(void)
{
    const onnxm_op op = ONNXM_OP_SQRT;
    mb_shape shape = {1, {8}};
    size_t size;
    unsigned char *wide = mb_wide(op, 2000, ONNXM_FLOAT, shape, &size);
    onnxm_session_options opts;
    onnxm_session *s = NULL;
    onnxm_error err = {0};
    onnxm_session_options_init(&opts);
    opts.memory_limit = size - 1;
    MT_EXPECT("model buffer over the cap", onnxm_session_create_buffer(wide, size, &opts, &s, &err),
              &err, ONNXM_ERR_LIMIT, "the model buffer needs");
    /* The parse of 2,000 nodes needs far more than the file's bytes. */
    opts.memory_limit = size + 1;
    MT_EXPECT("parse over the cap", onnxm_session_create_buffer(wide, size, &opts, &s, &err), &err,
              ONNXM_ERR_LIMIT, "parsing the model", "needs more than the memory limit");
    opts.memory_limit = 64u << 20;
    MT_OK("same model, room enough", onnxm_session_create_buffer(wide, size, &opts, &s, &err), &err);
    onnxm_session_free(s);
    s = NULL;
    MT_EXPECT("garbage", onnxm_session_create_buffer("\xff\xff\xff", 3, NULL, &s, &err), &err,
              ONNXM_ERR_PARSE, "protobuf parsing failed");
    MT_EXPECT("missing file", onnxm_session_create_file("/nonexistent/m.onnx", NULL, &s, &err), &err,
              ONNXM_ERR_IO, "cannot open '/nonexistent/m.onnx'");
    MT_CHECK(s == NULL, "no session on failure");
    free(wide);

    /* A tensor file over the cap is refused before it is read. */
    const char *path = "test_session_cap.npy";
    onnxm_tensor *t;
    int64_t dims[1] = {4096};
    onnxm_tensor_create(ONNXM_FLOAT, 1, dims, &t, &err);
    onnxm_tensor_write_npy(t, path, &err);
    onnxm_tensor_free(t);
    t = NULL;
    MT_EXPECT("tensor file over the cap", onnxm_tensor_read_file_limit(path, 4000, &t, &err), &err,
              ONNXM_ERR_LIMIT, "more than the memory limit of 4000 bytes");
    MT_OK("tensor within the cap", onnxm_tensor_read_file_limit(path, 1 << 20, &t, &err), &err);
    onnxm_tensor_free(t);
    remove(path);
}

static void test_pool_session(void)
{
    const onnxm_op ops[2] = {ONNXM_OP_ASINH, ONNXM_OP_SQRT};
    mb_shape shape = {1, {-1}};
    onnxm_session_options opts;
    onnxm_session_options_init(&opts);
    opts.threads = 2;
    onnxm_session *s = session_for(ops, 2, ONNXM_FLOAT, shape, &opts);
    const size_t n = 300000;
    float *x = malloc(n * sizeof *x), *want = malloc(n * sizeof *want);
    int64_t dims[1] = {(int64_t)n};
    onnxm_tensor *xt, *out = NULL;
    onnxm_error err = {0};
    fill_float(x, n, 3);
    reference(ops, 2, x, want, n);
    onnxm_tensor_wrap(ONNXM_FLOAT, 1, dims, x, &xt, &err);
    MT_OK("run on the session's pool",
          onnxm_session_run(s, 1, x_name, (const onnxm_tensor *const *)&xt, &out, &err), &err);
    MT_CHECK(out != NULL && memcmp(onnxm_tensor_data(out), want, n * sizeof *want) == 0,
             "pool results match");
    onnxm_tensor_free(out);
    onnxm_tensor_free(xt);
    onnxm_session_free(s);
    free(x);
    free(want);
}

/* The chain applied one op at a time out of place, between two buffers:
 * the reference of the large-chain runs.  Returns the buffer holding it. */
static float *chain_reference(const onnxm_op *ops, size_t n_ops, const float *x, float *a,
                              float *b, size_t n)
{
    const float *src = x;
    float *dst = a;
    for (size_t k = 0; k < n_ops; k++) {
        onnxm_unary(ops[k], ONNXM_FLOAT, src, dst, n);
        src = dst;
        dst = dst == a ? b : a;
    }
    return (float *)src;
}

/* Tensors above 8 MiB (the kernels' streaming-store size, and where a
 * chain runs tile by tile): chains of two and four ops into library-owned
 * outputs (cold, then on the arena's cached block), into caller buffers
 * aligned and not, on one thread and on two; and a one-op model whose
 * caller output is its own input buffer.  The count is not a multiple of
 * any tile or vector. */
static void test_large_in_place(void)
{
    const onnxm_op ops[4] = {ONNXM_OP_SQRT, ONNXM_OP_RECIPROCAL, ONNXM_OP_SQRT,
                             ONNXM_OP_RECIPROCAL};
    mb_shape shape = {1, {-1}};
    const size_t n = ((size_t)3 << 20) + 37; /* 12 MiB of floats and a tail */
    float *x = malloc(n * sizeof *x), *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
    float *mine = aligned_alloc(64, ((n + 16) * sizeof *mine + 63) / 64 * 64);
    int64_t dims[1] = {(int64_t)n};
    onnxm_tensor *xt, *out = NULL, *self;
    onnxm_error err = {0};
    MT_CHECK(x != NULL && a != NULL && b != NULL && mine != NULL, "buffers");
    fill_float(x, n, 4);
    onnxm_tensor_wrap(ONNXM_FLOAT, 1, dims, x, &xt, &err);
    for (size_t n_ops = 2; n_ops <= 4; n_ops += 2) {
        const float *want = chain_reference(ops, n_ops, x, a, b, n);
        for (size_t threads = 1; threads <= 2; threads++) {
            onnxm_session_options opts;
            onnxm_session_options_init(&opts);
            opts.threads = threads;
            onnxm_session *s = session_for(ops, n_ops, ONNXM_FLOAT, shape, &opts);
            for (int run = 0; run < 2; run++) { /* cold, then the arena's cached block */
                MT_OK("large chain", onnxm_session_run(s, 1, x_name,
                                                       (const onnxm_tensor *const *)&xt, &out,
                                                       &err), &err);
                MT_CHECK(out != NULL && memcmp(onnxm_tensor_data(out), want, n * sizeof *want) == 0,
                         "%zu-op chain, %zu thread(s), run %d: the ops applied one by one", n_ops,
                         threads, run);
                onnxm_tensor_free(out);
                out = NULL;
            }
            for (size_t shift = 0; shift <= 1; shift++) { /* aligned, then 4 bytes off */
                onnxm_tensor *yt, *given;
                memset(mine, 0, (n + 1) * sizeof *mine);
                onnxm_tensor_wrap(ONNXM_FLOAT, 1, dims, mine + shift, &yt, &err);
                given = yt;
                MT_OK("large chain, caller output",
                      onnxm_session_run(s, 1, x_name, (const onnxm_tensor *const *)&xt, &given,
                                        &err), &err);
                MT_CHECK(given == yt && memcmp(mine + shift, want, n * sizeof *want) == 0,
                         "%zu-op chain, %zu thread(s), caller output %zu float(s) off 64 bytes",
                         n_ops, threads, shift);
                onnxm_tensor_free(yt);
            }
            if (n_ops == 4 && threads == 1) { /* the caller's output is the input */
                onnxm_tensor *io;
                memcpy(mine, x, n * sizeof *x);
                onnxm_tensor_wrap(ONNXM_FLOAT, 1, dims, mine, &io, &err);
                onnxm_tensor *given = io;
                MT_OK("large chain into its own input",
                      onnxm_session_run(s, 1, x_name, (const onnxm_tensor *const *)&io, &given,
                                        &err), &err);
                MT_CHECK(given == io && memcmp(mine, want, n * sizeof *want) == 0,
                         "4-op chain in the input's own buffer");
                onnxm_tensor_free(io);
            }
            onnxm_session_free(s);
        }
    }

    const onnxm_op op = ONNXM_OP_SQRT;
    onnxm_session *s = session_for(&op, 1, ONNXM_FLOAT, shape, NULL);
    onnxm_unary(op, ONNXM_FLOAT, x, a, n);
    onnxm_tensor_wrap(ONNXM_FLOAT, 1, dims, x, &self, &err);
    out = self;
    MT_OK("output into its own input",
          onnxm_session_run(s, 1, x_name, (const onnxm_tensor *const *)&xt, &out, &err), &err);
    MT_CHECK(out == self && memcmp(x, a, n * sizeof *a) == 0, "x = sqrt(x) in place");
    onnxm_tensor_free(self);
    onnxm_tensor_free(xt);
    onnxm_session_free(s);
    free(x);
    free(a);
    free(b);
    free(mine);
}

int main(void)
{
    test_outputs_both_ways();
    test_run_refusals();
    test_run_memory_cap();
    test_load_caps();
    test_pool_session();
    test_large_in_place();
    onnxm_session_free(NULL);
    printf("%s: %d failure(s)\n", mt_failures ? "FAILED" : "PASSED", mt_failures);
    return mt_failures != 0;
}
