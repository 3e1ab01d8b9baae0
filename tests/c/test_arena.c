/* test_arena.c -- the arena behind sessions' runs: blocks are reused, a
 * block still held is never handed out again, frees may come in any order,
 * tensors outlive their session and arena, the memory cap holds with the
 * arena cold and warm (cached blocks given back to make room), and the
 * cache obeys its limit.  Built under ASan/LSan too, where a leak or a
 * use after free fails it. */
#include <stdlib.h>
#include <string.h>

#include "model_builder.h"
#include "model_testutil.h"

#define MIB ((size_t)1 << 20)

static const char *const x_name[1] = {"x"};

/* The size classes as the header documents them, written out here
 * independently of arena.c: multiples of 64 up to 1 KiB, then eight classes
 * per power of two (2^e, 2^(e+1)] in steps of 2^(e-3). */
static size_t expected_block(size_t n)
{
    if (n <= 1024)
        return n == 0 ? 64 : (n + 63) / 64 * 64;
    size_t p = 1024;
    while (p * 2 < n)
        p *= 2; /* p < n <= 2p */
    size_t step = p / 8;
    return (n + step - 1) / step * step;
}

static onnxm_arena_stats stats_of(const onnxm_arena *a)
{
    onnxm_arena_stats st;
    onnxm_arena_get_stats(a, &st);
    return st;
}

static void test_size_classes(void)
{
    static const size_t sizes[] = {0, 1, 64, 65, 1024, 1025, 1152, 1153, 4096, 5000,
                                   262144, 262145, 3u << 20, (8u << 20) + 4};
    onnxm_arena *a = NULL;
    onnxm_error err = {0};
    MT_CHECK(onnxm_arena_create(NULL, &a) == ONNXM_OK, "arena");
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        int64_t dims[1] = {(int64_t)sizes[i]};
        onnxm_tensor *t = NULL;
        MT_OK("arena tensor", onnxm_arena_tensor(a, ONNXM_FLOAT16, 1, dims, &t, &err), &err);
        /* float16: 2 bytes per element */
        size_t want = expected_block(2 * sizes[i]);
        onnxm_arena_stats st = stats_of(a);
        MT_CHECK(st.in_use == want, "%zu elements: block of %zu bytes, expected %zu", sizes[i],
                 st.in_use, want);
        MT_CHECK(want - 2 * sizes[i] <= (2 * sizes[i] > 1024 ? 2 * sizes[i] / 8 : 64),
                 "at most 1/8 (or 64 bytes) over");
        MT_CHECK(((uintptr_t)onnxm_tensor_data(t) & 63) == 0, "64-byte aligned");
        if (2 * sizes[i] >= (2u << 20))
            MT_CHECK(((uintptr_t)onnxm_tensor_data(t) & ((2u << 20) - 1)) == 0,
                     "2 MiB aligned from 2 MiB up");
        memset(onnxm_tensor_data(t), 0xab, 2 * sizes[i]); /* ASan: the block holds it */
        onnxm_tensor_free(t);
    }
    onnxm_arena_free(a);
}

static void test_reuse_and_holding(void)
{
    onnxm_arena *a = NULL;
    onnxm_error err = {0};
    int64_t dims[1] = {(int64_t)MIB};
    onnxm_tensor *t1, *t2, *t3;
    onnxm_arena_options ao;
    onnxm_arena_options_init(&ao);
    ao.cache_limit = ONNXM_ARENA_CACHE_UNLIMITED;
    onnxm_arena_create(&ao, &a);
    MT_OK("t1", onnxm_arena_tensor(a, ONNXM_FLOAT, 1, dims, &t1, &err), &err);
    void *p1 = onnxm_tensor_data(t1);
    MT_OK("t2 while t1 is held", onnxm_arena_tensor(a, ONNXM_FLOAT, 1, dims, &t2, &err), &err);
    MT_CHECK(onnxm_tensor_data(t2) != p1, "a held block is not handed out again");
    onnxm_tensor_free(t1);
    MT_OK("t3 after t1 was freed", onnxm_arena_tensor(a, ONNXM_FLOAT, 1, dims, &t3, &err), &err);
    MT_CHECK(onnxm_tensor_data(t3) == p1, "the freed block is reused");
    onnxm_arena_stats st = stats_of(a);
    MT_CHECK(st.allocations == 2 && st.reuses == 1, "2 allocations, 1 reuse: %llu, %llu",
             (unsigned long long)st.allocations, (unsigned long long)st.reuses);
    MT_CHECK(st.in_use == 8 * MIB && st.blocks_in_use == 2, "in use %zu", st.in_use);
    /* another size class is a new block */
    int64_t other[1] = {(int64_t)MIB + 100000};
    onnxm_tensor *t4;
    onnxm_tensor_free(t2);
    MT_OK("t4", onnxm_arena_tensor(a, ONNXM_FLOAT, 1, other, &t4, &err), &err);
    MT_CHECK(stats_of(a).allocations == 3, "a different class maps a new block");
    MT_CHECK(onnxm_session_trim(NULL) == 0 && onnxm_arena_trim(NULL) == 0, "NULL trims nothing");
    onnxm_tensor_free(t4);
    onnxm_tensor_free(t3);
    st = stats_of(a);
    MT_CHECK(st.in_use == 0 && st.blocks_in_use == 0 && st.blocks_cached == 3, "all cached");
    size_t cached = st.cached;
    MT_CHECK(onnxm_arena_trim(a) == cached && stats_of(a).cached == 0, "trim gives back %zu", cached);
    onnxm_arena_free(a);
    onnxm_arena_free(NULL);
}

static onnxm_session *chain_session(size_t n_ops, const onnxm_session_options *opts)
{
    const onnxm_op ops[4] = {ONNXM_OP_SQRT, ONNXM_OP_RECIPROCAL, ONNXM_OP_SQRT, ONNXM_OP_RECIPROCAL};
    mb_shape shape = {1, {-1}};
    size_t size;
    onnxm_session *s = NULL;
    onnxm_error err = {0};
    unsigned char *buf = mb_chain(ops, n_ops, ONNXM_FLOAT, shape, &size);
    MT_OK("session", onnxm_session_create_buffer(buf, size, opts, &s, &err), &err);
    free(buf);
    return s;
}

/* x[i] = seed + i: sqrt(1/sqrt(1/x)) = x^(1/4), distinct per seed. */
static onnxm_tensor *input(float *x, size_t n, float seed)
{
    int64_t dims[1] = {(int64_t)n};
    onnxm_tensor *t = NULL;
    onnxm_error err = {0};
    for (size_t i = 0; i < n; i++)
        x[i] = seed + (float)i;
    onnxm_tensor_wrap(ONNXM_FLOAT, 1, dims, x, &t, &err);
    return t;
}

static onnxm_tensor *run(const onnxm_session *s, const onnxm_tensor *x, onnxm_error *err,
                         onnxm_status *status)
{
    onnxm_tensor *y = NULL;
    *status = onnxm_session_run(s, 1, x_name, &x, &y, err);
    return y;
}

/* Outputs held by the caller keep their values across many later runs, and
 * outputs of two runs never alias; a chain of four steady runs maps one
 * block, once. */
static void test_runs_reuse_without_aliasing(void)
{
    const size_t n = 300000; /* 1.2 MB: a mapped block */
    onnxm_session *s = chain_session(4, NULL);
    float *x = malloc(n * sizeof *x), *kept_copy = malloc(n * sizeof *kept_copy);
    onnxm_error err = {0};
    onnxm_status st;
    onnxm_tensor *xt = input(x, n, 1.0f);
    onnxm_tensor *kept = run(s, xt, &err, &st);
    MT_OK("first run", st, &err);
    memcpy(kept_copy, onnxm_tensor_data(kept), n * sizeof *kept_copy);
    onnxm_arena *a = onnxm_session_arena(s);
    MT_CHECK(stats_of(a).allocations == 1, "a four-node chain holds one block");
    void *seen[64];
    for (int r = 0; r < 64; r++) {
        onnxm_tensor *xr = input(x, n, 2.0f + (float)r);
        onnxm_tensor *y = run(s, xr, &err, &st);
        MT_OK("later run", st, &err);
        seen[r] = y != NULL ? onnxm_tensor_data(y) : NULL;
        MT_CHECK(seen[r] != onnxm_tensor_data(kept), "run %d's output aliases a held one", r);
        onnxm_tensor_free(y);
        onnxm_tensor_free(xr);
    }
    MT_CHECK(memcmp(onnxm_tensor_data(kept), kept_copy, n * sizeof *kept_copy) == 0,
             "a held output keeps its values across 64 later runs");
    onnxm_arena_stats as = stats_of(a);
    MT_CHECK(as.allocations == 2 && as.reuses == 63, "steady state: %llu blocks mapped, %llu reuses",
             (unsigned long long)as.allocations, (unsigned long long)as.reuses);
    for (int r = 1; r < 64; r++)
        MT_CHECK(seen[r] == seen[0], "run %d reused the block freed by the run before", r);

    /* two outputs held at once never share a block */
    onnxm_tensor_free(xt);
    xt = input(x, n, 1.0f);
    onnxm_tensor *y1 = run(s, xt, &err, &st), *y2 = run(s, xt, &err, &st);
    MT_CHECK(y1 != NULL && y2 != NULL && onnxm_tensor_data(y1) != onnxm_tensor_data(y2),
             "outputs of two runs do not alias");
    MT_CHECK(memcmp(onnxm_tensor_data(y1), onnxm_tensor_data(y2), n * sizeof(float)) == 0 &&
                 memcmp(onnxm_tensor_data(y1), kept_copy, n * sizeof(float)) == 0,
             "same input, same output");
    onnxm_tensor_free(y2);
    onnxm_tensor_free(y1);
    onnxm_tensor_free(kept);
    onnxm_tensor_free(xt);
    onnxm_session_free(s);
    free(x);
    free(kept_copy);
}

/* Frees in any order, and tensors that outlive the session and the arena. */
static void test_free_orders_and_lifetimes(void)
{
    const size_t n = 70000;
    float *x = malloc(n * sizeof *x);
    onnxm_error err = {0};
    onnxm_status st;
    static const int orders[3][8] = {{0, 1, 2, 3, 4, 5, 6, 7}, {7, 6, 5, 4, 3, 2, 1, 0},
                                     {3, 6, 0, 7, 2, 5, 1, 4}};
    onnxm_session *s = chain_session(2, NULL);
    for (int o = 0; o < 3; o++) {
        onnxm_tensor *ys[8];
        for (int i = 0; i < 8; i++) {
            onnxm_tensor *xt = input(x, n, (float)(i + 1));
            ys[i] = run(s, xt, &err, &st);
            MT_OK("run", st, &err);
            onnxm_tensor_free(xt);
        }
        for (int i = 0; i < 8; i++)
            for (int j = 0; j < i; j++)
                MT_CHECK(onnxm_tensor_data(ys[i]) != onnxm_tensor_data(ys[j]), "distinct blocks");
        for (int i = 0; i < 8; i++)
            onnxm_tensor_free(ys[orders[o][i]]);
        MT_CHECK(stats_of(onnxm_session_arena(s)).in_use == 0, "order %d: all given back", o);
    }
    /* The session goes first: its outputs stay readable. */
    onnxm_tensor *xt = input(x, n, 4.0f);
    onnxm_tensor *y = run(s, xt, &err, &st), *y2 = run(s, xt, &err, &st);
    onnxm_session_free(s);
    MT_CHECK(y != NULL && ((float *)onnxm_tensor_data(y))[0] == 0.5f,
             "output outlives its session: 1/sqrt(4) = %g", y ? ((float *)onnxm_tensor_data(y))[0] : -1.0);
    MT_CHECK(strcmp(onnxm_tensor_name(y), "y") == 0, "and keeps its name");
    onnxm_tensor_free(y);
    onnxm_tensor_free(y2); /* the last block: the arena goes with it */

    /* A shared arena outlives its creator's handle while sessions use it. */
    onnxm_arena *a;
    onnxm_arena_create(NULL, &a);
    onnxm_session_options opts;
    onnxm_session_options_init(&opts);
    opts.arena = a;
    onnxm_session *s1 = chain_session(2, &opts), *s2 = chain_session(4, &opts);
    onnxm_arena_free(a);
    MT_CHECK(onnxm_session_arena(s1) == onnxm_session_arena(s2), "one arena shared");
    onnxm_tensor *y1 = run(s1, xt, &err, &st);
    MT_OK("run on the shared arena", st, &err);
    onnxm_tensor_free(y1);
    y1 = run(s2, xt, &err, &st);
    MT_CHECK(stats_of(onnxm_session_arena(s2)).reuses == 1, "the other session's block reused");
    onnxm_session_free(s1);
    onnxm_session_free(s2);
    onnxm_tensor_free(y1);
    onnxm_tensor_free(xt);

    /* An arena tensor outlives its arena. */
    int64_t dims[1] = {1000};
    onnxm_tensor *t;
    onnxm_arena_create(NULL, &a);
    onnxm_arena_tensor(a, ONNXM_DOUBLE, 1, dims, &t, &err);
    onnxm_arena_free(a);
    memset(onnxm_tensor_data(t), 0, 8000);
    onnxm_tensor_free(t);
    free(x);
}

/* The cap counts blocks in use and cached: enforced cold, warm, and with
 * cached blocks given back to make room for a run that needs it. */
static void test_memory_cap_cold_and_warm(void)
{
    const size_t n = MIB / 4; /* 1 MiB of floats: one block of exactly 1 MiB */
    float *x = malloc(2 * n * sizeof *x);
    onnxm_error err = {0};
    onnxm_status st;
    onnxm_session_options opts;
    onnxm_session_options_init(&opts);
    opts.memory_limit = 2 * MIB + MIB / 2;
    onnxm_session *s = chain_session(4, &opts);
    onnxm_arena *a = onnxm_session_arena(s);
    onnxm_tensor *xt = input(x, n, 1.0f);
    onnxm_tensor *y1 = run(s, xt, &err, &st);
    MT_OK("cold: one block of 1 MiB", st, &err);
    onnxm_tensor *y2 = run(s, xt, &err, &st);
    MT_OK("a second held output: 2 MiB", st, &err);
    onnxm_tensor *y3 = run(s, xt, &err, &st);
    MT_EXPECT("a third is over the cap", st, &err, ONNXM_ERR_LIMIT, "the run needs 1048576 bytes",
              "with the 2097152 bytes already held", "memory limit of 2621440 bytes");
    MT_CHECK(y3 == NULL, "nothing returned");
    onnxm_tensor_free(y1);
    y3 = run(s, xt, &err, &st);
    MT_OK("warm: the freed block is reused", st, &err);
    MT_CHECK(stats_of(a).allocations == 2, "no new block");
    onnxm_tensor_free(y2);
    onnxm_tensor_free(y3);
    MT_CHECK(stats_of(a).cached == 2 * MIB, "two blocks cached");
    /* 2 MiB of input: a 2 MiB block; in use 0 + cached 2 MiB + 2 MiB is
     * over the cap, so cached blocks go back first, and the run fits. */
    onnxm_tensor *x2 = input(x, 2 * n, 1.0f);
    onnxm_tensor *y4 = run(s, x2, &err, &st);
    MT_OK("cached blocks given back to make room", st, &err);
    onnxm_arena_stats as = stats_of(a);
    MT_CHECK(as.in_use == 2 * MIB && as.in_use + as.cached <= opts.memory_limit,
             "held %zu + cached %zu within the cap", as.in_use, as.cached);
    onnxm_tensor *y5 = run(s, x2, &err, &st);
    MT_EXPECT("warm and over the cap", st, &err, ONNXM_ERR_LIMIT, "the run needs 2097152 bytes",
              "with the 2097152 bytes already held");
    onnxm_tensor_free(y5);
    /* A one-node run into a caller's tensor needs nothing from the arena:
     * it runs under the full cap (a session sharing s's arena). */
    onnxm_session_options shared;
    onnxm_session_options_init(&shared);
    shared.arena = a;
    onnxm_session *s1 = chain_session(1, &shared);
    onnxm_tensor *mine = input(x + n, n, 0.0f), *out = mine;
    MT_OK("caller output under a full cap",
          onnxm_session_run(s1, 1, x_name, (const onnxm_tensor *const *)&xt, &out, &err), &err);
    out = NULL;
    MT_EXPECT("the same into a new tensor", onnxm_session_run(s1, 1, x_name,
              (const onnxm_tensor *const *)&xt, &out, &err), &err, ONNXM_ERR_LIMIT, "the run needs");
    onnxm_session_free(s1);
    onnxm_tensor_free(mine);
    onnxm_tensor_free(y4);
    onnxm_tensor_free(x2);
    onnxm_tensor_free(xt);
    onnxm_session_free(s);
    free(x);
}

static void test_cache_limits(void)
{
    const size_t n = MIB / 4;
    float *x = malloc(n * sizeof *x);
    onnxm_error err = {0};
    onnxm_status st;
    onnxm_session_options opts;
    onnxm_session_options_init(&opts);
    static const size_t limits[3] = {ONNXM_ARENA_CACHE_NONE, MIB, ONNXM_ARENA_CACHE_AUTO};
    for (int l = 0; l < 3; l++) {
        opts.arena_cache_limit = limits[l];
        onnxm_session *s = chain_session(1, &opts);
        onnxm_tensor *xt = input(x, n, 1.0f);
        onnxm_tensor *y1 = run(s, xt, &err, &st), *y2 = run(s, xt, &err, &st);
        onnxm_tensor *y3 = run(s, xt, &err, &st);
        onnxm_tensor_free(y1);
        onnxm_tensor_free(y2);
        onnxm_tensor_free(y3);
        onnxm_arena_stats as = stats_of(onnxm_session_arena(s));
        size_t want = l == 0 ? 0 : l == 1 ? MIB : 3 * MIB; /* auto: the 3 MiB peak */
        MT_CHECK(as.cached == want, "cache limit %d: %zu cached, expected %zu", l, as.cached, want);
        MT_CHECK(as.peak_in_use == 3 * MIB, "peak %zu", as.peak_in_use);
        onnxm_tensor_free(xt);
        onnxm_session_free(s);
    }
    free(x);
}

int main(void)
{
    test_size_classes();
    test_reuse_and_holding();
    test_runs_reuse_without_aliasing();
    test_free_orders_and_lifetimes();
    test_memory_cap_cold_and_warm();
    test_cache_limits();
    printf("%s: %d failure(s)\n", mt_failures ? "FAILED" : "PASSED", mt_failures);
    return mt_failures != 0;
}
