/* test_session_threads.c -- 8 threads run the same session for a few
 * seconds on different inputs, into library-owned and caller-owned
 * outputs, small (calling thread only) and large (split over the
 * session's pool); every result is checked against the kernels run
 * directly.  Each thread keeps its last library-owned output (a block of
 * the session's arena, shared by all threads) alive over its next run and
 * checks it again then: a block still held is never handed to another
 * run.  Every third run goes through onnxm_session_run_buffers instead.
 * Built under ThreadSanitizer too (make tsan), where a data race fails it.
 * ONNXM_THREAD_TEST_SECONDS sets the duration (default 3). */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "model_builder.h"
#include "model_testutil.h"

#define N_THREADS 8
#define SMALL 1000
#define LARGE 40000 /* Asinh splits from 8192 elements per thread */

static const onnxm_op ops[3] = {ONNXM_OP_SQRT, ONNXM_OP_ASINH, ONNXM_OP_RECIPROCAL};
static onnxm_session *session;
static double seconds = 3.0;
static atomic_size_t runs, failures;

typedef struct {
    unsigned id;
} worker_arg;

/* x > 0 so the chain stays finite; each thread and run differ. */
static void fill(float *x, size_t n, uint64_t seed)
{
    for (size_t i = 0; i < n; i++) {
        seed = seed * 6364136223846793005u + 1442695040888963407u;
        x[i] = (float)(seed >> 40) / 16777216.0f * 100.0f + 0.5f;
    }
}

static void reference(const float *x, float *y, size_t n)
{
    memcpy(y, x, n * sizeof *y);
    for (size_t k = 0; k < 3; k++)
        onnxm_unary(ops[k], ONNXM_FLOAT, y, y, n);
}

/* The last library-owned output of a thread and what it must still hold. */
typedef struct {
    onnxm_tensor *t;
    float *want;
    size_t n;
} held_output;

/* 1 if the held output is intact; frees it. */
static int release_held(held_output *h)
{
    int ok = h->t == NULL || memcmp(onnxm_tensor_data(h->t), h->want, h->n * sizeof *h->want) == 0;
    onnxm_tensor_free(h->t);
    h->t = NULL;
    return ok;
}

static int one_run(unsigned id, uint64_t iter, float *x, float *want, float *mine,
                   held_output *held)
{
    size_t n = (iter % 8 == 0) ? LARGE : SMALL - (iter % 17);
    int caller_owned = iter % 2;
    int64_t dims[1] = {(int64_t)n};
    const char *name = "x";
    onnxm_tensor *xt = NULL, *yt = NULL, *out = NULL;
    onnxm_error err = {0};
    fill(x, n, (uint64_t)id << 32 | iter);
    reference(x, want, n);
    onnxm_tensor_wrap(ONNXM_FLOAT, 1, dims, x, &xt, &err);
    if (caller_owned) {
        onnxm_tensor_wrap(ONNXM_FLOAT, 1, dims, mine, &yt, &err);
        out = yt;
    }
    int ok;
    if (iter % 3 == 1) { /* the same run through onnxm_session_run_buffers */
        onnxm_buffer in = {x, ONNXM_FLOAT, 1, {(int64_t)n}, NULL};
        /* a library output is described by the run alone */
        onnxm_buffer ob = {NULL, 0, 0, {0}, NULL};
        if (caller_owned)
            ob = (onnxm_buffer){mine, ONNXM_FLOAT, 1, {(int64_t)n}, NULL};
        ok = onnxm_session_run_buffers(session, 1, &name, &in, &ob, &err) == ONNXM_OK;
        if (ok && !caller_owned) {
            out = ob.tensor;
            ok = out != NULL && ob.data == onnxm_tensor_data(out) && ob.dtype == ONNXM_FLOAT &&
                 ob.rank == 1 && ob.dims[0] == (int64_t)n;
            if (!ok)
                snprintf(err.message, sizeof err.message, "buffers: output not described");
        } else if (ok) {
            ok = ob.tensor == NULL;
            if (!ok)
                snprintf(err.message, sizeof err.message, "buffers: caller output got a tensor");
        }
    } else {
        ok = onnxm_session_run(session, 1, &name, (const onnxm_tensor *const *)&xt, &out,
                               &err) == ONNXM_OK;
    }
    if (!ok)
        printf("FAIL thread %u run %llu: %s\n", id, (unsigned long long)iter, err.message);
    ok = ok && memcmp(onnxm_tensor_data(out), want, n * sizeof *want) == 0;
    if (!release_held(held)) {
        printf("FAIL thread %u run %llu: a held output changed\n", id, (unsigned long long)iter);
        ok = 0;
    }
    if (!caller_owned && out != NULL) { /* held until the next run */
        memcpy(held->want, want, n * sizeof *want);
        held->t = out;
        held->n = n;
    }
    onnxm_tensor_free(yt);
    onnxm_tensor_free(xt);
    return ok;
}

static void *worker(void *p)
{
    const worker_arg *a = p;
    float *x = malloc(LARGE * sizeof *x), *want = malloc(LARGE * sizeof *want);
    float *mine = malloc(LARGE * sizeof *mine);
    held_output held = {NULL, malloc(LARGE * sizeof(float)), 0};
    double end = mt_now() + seconds;
    for (uint64_t iter = 0; mt_now() < end; iter++) {
        if (!one_run(a->id, iter, x, want, mine, &held))
            atomic_fetch_add(&failures, 1);
        atomic_fetch_add(&runs, 1);
    }
    if (!release_held(&held))
        atomic_fetch_add(&failures, 1);
    free(held.want);
    free(x);
    free(want);
    free(mine);
    return NULL;
}

int main(void)
{
    const char *env = getenv("ONNXM_THREAD_TEST_SECONDS");
    if (env != NULL && atof(env) > 0)
        seconds = atof(env);
    mb_shape shape = {1, {-1}};
    size_t size;
    unsigned char *buf = mb_chain(ops, 3, ONNXM_FLOAT, shape, &size);
    onnxm_session_options opts;
    onnxm_error err = {0};
    onnxm_session_options_init(&opts);
    opts.threads = 2;
    MT_OK("session", onnxm_session_create_buffer(buf, size, &opts, &session, &err), &err);
    free(buf);
    if (session == NULL)
        return 1;
    pthread_t th[N_THREADS];
    worker_arg args[N_THREADS];
    for (unsigned i = 0; i < N_THREADS; i++) {
        args[i].id = i;
        MT_CHECK(pthread_create(&th[i], NULL, worker, &args[i]) == 0, "thread %u", i);
    }
    for (unsigned i = 0; i < N_THREADS; i++)
        pthread_join(th[i], NULL);
    onnxm_arena_stats st;
    onnxm_arena_get_stats(onnxm_session_arena(session), &st);
    printf("info arena: %llu blocks mapped, %llu reuses, peak %zu bytes in use\n",
           (unsigned long long)st.allocations, (unsigned long long)st.reuses, st.peak_in_use);
    MT_CHECK(st.in_use == 0 && st.reserved == 0, "every block given back: %zu in use, %zu reserved",
             st.in_use, st.reserved);
    onnxm_session_free(session);
    size_t n_runs = atomic_load(&runs), n_fail = atomic_load(&failures);
    printf("info %d threads, %.1f s: %zu runs, %zu wrong\n", N_THREADS, seconds, n_runs, n_fail);
    MT_CHECK(n_fail == 0, "%zu of %zu runs wrong", n_fail, n_runs);
    MT_CHECK(n_runs >= N_THREADS, "every thread ran (%zu runs)", n_runs);
    printf("%s: %d failure(s)\n", mt_failures ? "FAILED" : "PASSED", mt_failures);
    return mt_failures != 0;
}
