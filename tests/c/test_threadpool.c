/* test_threadpool.c -- large outputs (streaming stores) and onnxm_unary_pool:
 * same bits as one thread for every
 * op, type and ISA, for sizes around the split points and for thread counts
 * 1..5 (more threads than cores included); NULL pool; bad arguments; pool
 * reuse and concurrent callers on one pool (serialised).  And the split
 * itself (core/threadpool.h): chunk sizes, counts, and every element of a
 * run covered exactly once whichever thread claims it. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/threadpool.h"
#include "testutil.h"
#include "tu_kernels.h"

static int failures;

/* The operators the kernel loops run: all of them; in a sanitizer build,
 * under an emulator and in test_threadpool_nospin (TU_ONE_OP_PER_CLASS,
 * tests/c/CMakeLists.txt) the
 * first of each class of the operator list, since there the pool's hand-overs and splits are under
 * test, and the operators differ only in the kernel each part runs (the
 * Release build runs them all). */
static int ops[ONNXM_OP_COUNT], n_ops;

static void choose_ops(void)
{
#ifdef TU_ONE_OP_PER_CLASS
    const int one_per_class = 1;
#else
    /* test_threadpool_nospin (tests/c/CMakeLists.txt) sets it: there the
     * hand-over without spinning is under test, which no kernel changes */
    const char *env = getenv("TU_ONE_OP_PER_CLASS");
    const int one_per_class = env && *env && strcmp(env, "0") != 0;
#endif
    int seen[8] = {0};
    for (int op = 0; op < ONNXM_OP_COUNT; op++) {
        onnxm_op_info info;
        if (onnxm_op_get_info((onnxm_op)op, &info) != ONNXM_OK)
            continue;
        unsigned c = (unsigned)info.op_class % 8;
        if (one_per_class && seen[c])
            continue;
        seen[c] = 1;
        ops[n_ops++] = op;
    }
}

#define CHECK(cond, ...)                                                     \
    do {                                                                     \
        if (!(cond)) {                                                       \
            failures++;                                                      \
            printf("  FAIL: " __VA_ARGS__);                                  \
            printf("\n");                                                    \
        }                                                                    \
    } while (0)

static void fill(onnxm_dtype t, void *buf, size_t n, uint64_t seed)
{
    uint64_t st = seed;
    for (size_t i = 0; i < n; i++) {
        uint64_t r = tu_rand(&st);
        /* mostly values in [-1, 1] and (0, 4) so every op works on real data */
        double v = (i % 3 == 0) ? (double)(r >> 11) * 0x1p-52 - 1.0 : (double)(r >> 11) * 0x1p-51;
        if (t == ONNXM_DOUBLE)
            ((double *)buf)[i] = v;
        else if (t == ONNXM_FLOAT)
            ((float *)buf)[i] = (float)v;
        else
            tu_store(t, buf, i, (uint64_t)(r & 0xffff));
    }
}

typedef struct { onnxm_threadpool *pool; const float *x; float *y; size_t n; onnxm_status st; } caller;

static void *call_pool(void *p)
{
    caller *c = p;
    for (int k = 0; k < 20 && c->st == ONNXM_OK; k++)
        c->st = onnxm_unary_pool(c->pool, ONNXM_ISA_AUTO, ONNXM_OP_ASINH, ONNXM_FLOAT, c->x, c->y, c->n);
    return NULL;
}

/* counts how often each element is handed to a chunk */
static void count_chunk(void *ctx, size_t begin, size_t len)
{
    atomic_uint *seen = ctx;
    for (size_t i = begin; i < begin + len; i++)
        atomic_fetch_add_explicit(&seen[i], 1, memory_order_relaxed);
}

static void check_split(onnxm_threadpool *pool)
{
    static const size_t ns[] = {0, 1, 63, 64, 65, 8191, 8192, 8193, 65536, 100003, 1 << 20};
    static const size_t mins[] = {1, 64, 8192, 65536};
    static atomic_uint seen[1 << 20];
    for (size_t a = 0; a < sizeof ns / sizeof ns[0]; a++)
        for (size_t b = 0; b < sizeof mins / sizeof mins[0]; b++)
            for (size_t threads = 1; threads <= 5; threads++) {
                size_t n = ns[a], min = mins[b];
                onnxm_split s = onnxm_split_plan(n, threads, min);
                CHECK(s.n == n && s.per % 64 == 0 && s.per > 0 && (s.chunks >= 1 || n == 0) &&
                          s.chunks * s.per >= n && (n == 0 || (s.chunks - 1) * s.per < n) && s.chunks <= threads * ONNXM_CHUNKS_PER_THREAD &&
                          (n < 2 * min || s.per >= min) &&
                          /* enough chunks to balance, unless n or min allows fewer */
                          (n / min < threads * ONNXM_CHUNKS_PER_THREAD ||
                           n < 128 * threads * ONNXM_CHUNKS_PER_THREAD ||
                           s.chunks >= threads * ONNXM_CHUNKS_PER_THREAD / 2),
                      "split_plan(n=%zu, threads=%zu, min=%zu): per %zu, chunks %zu", n, threads, min, s.per,
                      s.chunks);
                for (size_t i = 0; i < n; i++)
                    atomic_init(&seen[i], 0);
                onnxm_threadpool_run_split(pool, threads, s, count_chunk, seen);
                size_t wrong = 0;
                for (size_t i = 0; i < n; i++)
                    wrong += atomic_load(&seen[i]) != 1;
                CHECK(wrong == 0, "run_split(n=%zu, threads=%zu, min=%zu): %zu elements not run exactly once", n,
                      threads, min, wrong);
            }
}

int main(void)
{
    choose_ops();
    printf("test_threadpool: %d of %d operators%s\n", n_ops, ONNXM_OP_COUNT,
           n_ops < ONNXM_OP_COUNT ? " (sanitizer or emulated build: the first of each class)" : "");
    onnxm_isa isas[TU_ISA_COUNT];
    int n_isa = tu_supported_isas(isas);
    const size_t sizes[] = {0, 1, 63, 8191, 8192, 16383, 16384, 16385, 65536 * 2 - 1,
                            65536 * 2 + 65, 65536 * 5 + 3};
    size_t nmax = 65536 * 5 + 3;
    /* + 8: the guard bytes past the largest output are written (memset) too */
    void *x = malloc(nmax * 8), *y1 = malloc(nmax * 8 + 8), *yp = malloc(nmax * 8 + 8);
    if (x == NULL || y1 == NULL || yp == NULL)
        return 2;

    /* pools of 1, 3 and 5 threads (more than the cores too), side by side,
     * so that each one-thread result is computed once for the three */
    enum { N_POOLS = 3 };
    onnxm_threadpool *pools[N_POOLS] = {NULL, NULL, NULL};
    for (int p = 0; p < N_POOLS; p++) {
        size_t threads = (size_t)(2 * p + 1);
        onnxm_status st = onnxm_threadpool_create(threads, &pools[p]);
        CHECK(st == ONNXM_OK && pools[p] != NULL, "create(%zu) -> %d", threads, (int)st);
        if (pools[p] == NULL)
            return 1;
        CHECK(onnxm_threadpool_size(pools[p]) == threads, "size %zu != %zu", onnxm_threadpool_size(pools[p]),
              threads);
        check_split(pools[p]);
    }
    for (int oi = 0; oi < n_ops; oi++)
        for (int t = 0; t < TU_DTYPE_COUNT; t++)
            for (int k = 0; k < n_isa; k++)
                for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
                    int op = ops[oi];
                    onnxm_dtype dt = tu_all_dtypes[t];
                    size_t n = sizes[s], es = onnxm_dtype_size(dt);
                    fill(dt, x, n, 1234 + s);
                    memset(y1, 0x5a, n * es + 8);
                    onnxm_status a = onnxm_unary_isa(isas[k], (onnxm_op)op, dt, x, y1, n);
                    for (int p = 0; p < N_POOLS; p++) {
                        memset(yp, 0x5a, n * es + 8);
                        onnxm_status b = onnxm_unary_pool(pools[p], isas[k], (onnxm_op)op, dt, x, yp, n);
                        CHECK(a == ONNXM_OK && b == ONNXM_OK, "status %d %d", (int)a, (int)b);
                        CHECK(memcmp(y1, yp, n * es + 8) == 0, "%s %s %s n=%zu threads=%zu: pool result differs",
                              onnxm_op_name((onnxm_op)op), onnxm_dtype_name(dt), onnxm_isa_name(isas[k]), n,
                              onnxm_threadpool_size(pools[p]));
                    }
                }
    for (int p = 0; p < N_POOLS; p++) {
        onnxm_threadpool *pool = pools[p];
        size_t threads = onnxm_threadpool_size(pool);
        /* in place through the pool */
        fill(ONNXM_FLOAT, x, nmax, 99);
        onnxm_unary_isa(ONNXM_ISA_AUTO, ONNXM_OP_ACOS, ONNXM_FLOAT, x, y1, nmax);
        onnxm_unary_pool(pool, ONNXM_ISA_AUTO, ONNXM_OP_ACOS, ONNXM_FLOAT, x, x, nmax);
        CHECK(memcmp(x, y1, nmax * 4) == 0, "in place through a %zu-thread pool differs", threads);
        /* errors are reported, not crashed on */
        CHECK(onnxm_unary_pool(pool, ONNXM_ISA_AUTO, ONNXM_OP_SQRT, (onnxm_dtype)7, x, y1, nmax) ==
                  ONNXM_ERR_UNSUPPORTED_TYPE, "bad dtype");
        CHECK(onnxm_unary_pool(pool, ONNXM_ISA_AUTO, ONNXM_OP_SQRT, ONNXM_FLOAT, NULL, y1, nmax) ==
                  ONNXM_ERR_INVALID_ARGUMENT, "NULL input");
        CHECK(onnxm_unary_pool(pool, ONNXM_ISA_AUTO, ONNXM_OP_COUNT, ONNXM_FLOAT, x, y1, nmax) ==
                  ONNXM_ERR_INVALID_ARGUMENT, "bad op");
        /* several callers on one pool at once: serialised, each result right */
        if (threads == 3) {
            fill(ONNXM_FLOAT, x, nmax, 7);
            onnxm_unary(ONNXM_OP_ASINH, ONNXM_FLOAT, x, y1, nmax);
            caller c[3];
            pthread_t th[3];
            float *outs = malloc(3 * nmax * 4);
            for (int i = 0; i < 3; i++) {
                c[i] = (caller){pool, x, outs + i * nmax, nmax, ONNXM_OK};
                pthread_create(&th[i], NULL, call_pool, &c[i]);
            }
            for (int i = 0; i < 3; i++) {
                pthread_join(th[i], NULL);
                CHECK(c[i].st == ONNXM_OK && memcmp(c[i].y, y1, nmax * 4) == 0, "concurrent caller %d", i);
            }
            free(outs);
        }
        onnxm_threadpool_free(pool);
    }
    /* Outputs of 8 MiB and more use non-temporal stores on their 64-byte
     * aligned bulk: same bits as the same data computed in small pieces
     * (ordinary stores), for every op, type and ISA that has a streaming
     * kernel (tu_kernel_wants_nt: the IEEE operations and the 16-bit
     * table kernels; the others write such outputs as any other, which
     * the sizes above cover) and every output misalignment. */
    {
        size_t big = ((size_t)8 << 20) / 2 + 77; /* elements: >= 8 MiB for every type but 16-bit */
        size_t cap = ((size_t)8 << 20) / 2 * 8 + 1024;
        unsigned char *bx = malloc(cap), *by = malloc(cap + 64), *bref = malloc(cap + 64);
        if (bx == NULL || by == NULL || bref == NULL)
            return 2;
        for (int t = 0; t < TU_DTYPE_COUNT; t++) {
            onnxm_dtype dt = tu_all_dtypes[t];
            size_t es = onnxm_dtype_size(dt);
            size_t n = es == 2 ? big * 2 : big; /* 16-bit types: 16 MiB + */
            fill(dt, bx, n, 4321);
            for (int oi = 0; oi < n_ops; oi++)
                for (int k = 0; k < n_isa; k++)
                    for (size_t off = 0; off < 2 && tu_kernel_wants_nt(isas[k], (onnxm_op)ops[oi], dt); off++) {
                        int op = ops[oi];
                        unsigned char *yo = by + off * es, *ro = bref + off * es;
                        for (size_t i = 0; i < n; i += 65536) {
                            size_t len = n - i < 65536 ? n - i : 65536;
                            onnxm_unary_isa(isas[k], (onnxm_op)op, dt, bx + i * es, ro + i * es, len);
                        }
                        onnxm_status st = onnxm_unary_isa(isas[k], (onnxm_op)op, dt, bx, yo, n);
                        CHECK(st == ONNXM_OK && memcmp(yo, ro, n * es) == 0,
                              "%s %s %s n=%zu offset %zu: streaming result differs",
                              onnxm_op_name((onnxm_op)op), onnxm_dtype_name(dt), onnxm_isa_name(isas[k]), n, off);
                    }
            /* the same through a 3-thread pool, whose threads claim chunks
             * of the streaming bulk in whatever order they run */
            onnxm_threadpool *bp = NULL;
            if (onnxm_threadpool_create(3, &bp) == ONNXM_OK) {
                for (int oi = 0; oi < n_ops; oi++) {
                    int op = ops[oi];
                    int streams = 0;
                    for (int k = 0; k < n_isa; k++)
                        streams |= tu_kernel_wants_nt(isas[k], (onnxm_op)op, dt);
                    if (!streams)
                        continue;
                    for (size_t i = 0; i < n; i += 65536) {
                        size_t len = n - i < 65536 ? n - i : 65536;
                        onnxm_unary_isa(ONNXM_ISA_AUTO, (onnxm_op)op, dt, bx + i * es, bref + i * es, len);
                    }
                    memset(by, 0, n * es);
                    onnxm_status st = onnxm_unary_pool(bp, ONNXM_ISA_AUTO, (onnxm_op)op, dt, bx, by, n);
                    CHECK(st == ONNXM_OK && memcmp(by, bref, n * es) == 0,
                          "%s %s n=%zu: 3-thread streaming result differs", onnxm_op_name((onnxm_op)op),
                          onnxm_dtype_name(dt), n);
                }
                onnxm_threadpool_free(bp);
            }
        }
        free(bx);
        free(by);
        free(bref);
    }

    /* NULL pool: calling thread only */
    fill(ONNXM_DOUBLE, x, nmax, 5);
    onnxm_unary(ONNXM_OP_ASINH, ONNXM_DOUBLE, x, y1, nmax);
    CHECK(onnxm_unary_pool(NULL, ONNXM_ISA_AUTO, ONNXM_OP_ASINH, ONNXM_DOUBLE, x, yp, nmax) == ONNXM_OK &&
              memcmp(y1, yp, nmax * 8) == 0, "NULL pool");
    CHECK(onnxm_threadpool_size(NULL) == 1, "size(NULL)");
    onnxm_threadpool_free(NULL);
    CHECK(onnxm_threadpool_create(1, NULL) == ONNXM_ERR_INVALID_ARGUMENT, "create(NULL out)");

    free(x);
    free(y1);
    free(yp);
    printf("test_threadpool: %s, %d failures\n", failures ? "FAILED" : "passed", failures);
    return failures ? 1 : 0;
}
