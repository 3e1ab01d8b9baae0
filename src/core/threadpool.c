/* threadpool.c -- a fixed-size pool (pthreads and C11 atomics, part of libc).
 *
 * A run publishes (task, ctx, n_tasks), sets pending to the number of
 * workers and bumps the generation counter (a release store); worker w
 * (1-based) runs task w if w < n_tasks, and every worker, running a task or
 * not, then decrements pending, so that no worker still reads this run's
 * fields when the next run writes them.  The caller runs task 0 itself and
 * returns once pending is 0.  The pool's threads are started once, in
 * onnxm_threadpool_create, never per run; a second mutex serialises
 * concurrent runs on one pool.
 *
 * Waiting spins first, then sleeps.  Waking a sleeping thread costs ~100 us
 * on the VM measured here (futex + IPI + the hypervisor), more than a whole
 * 65,536-element Asinh: with sleeping alone, two threads were slower than
 * one up to ~250,000 elements.  So a worker that finished a run, and the
 * caller waiting for the workers, poll for up to ONNXM_POOL_SPIN_NS (with
 * the pause instruction) before blocking on a condition variable; a model
 * that runs node after node, or a loop of calls, keeps its workers awake.
 * The sleepers count (under the mutex) tells the caller whether anyone needs
 * a broadcast, and caller_sleeping tells the last worker whether to signal.
 */
#define _GNU_SOURCE /* sched_getaffinity / CPU_COUNT */
#include "core/threadpool.h"

#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

/* Spin time in ns: 50 us, or ONNXM_POOL_SPIN_US (0 to 10^6 us; 0: never
 * spin, always sleep), read when a pool is created. */
#define ONNXM_POOL_SPIN_NS 50000

struct onnxm_threadpool {
    size_t size;            /* threads in all, the caller included */
    pthread_t *workers;     /* size - 1 */
    pthread_mutex_t lock;   /* guards sleepers, caller_sleeping and the condition variables */
    pthread_cond_t wake;    /* workers wait for a new generation */
    pthread_cond_t done;    /* the caller waits for pending == 0 */
    pthread_mutex_t run_lock;
    atomic_ulong generation;
    atomic_int stop;
    atomic_size_t pending;  /* workers that have not finished this run */
    long long spin_ns;      /* how long a waiter polls before sleeping */
    size_t sleepers;
    int caller_sleeping;
    /* this run: written before generation's release increment, read by the
     * workers after their acquire load of it */
    size_t n_tasks;
    onnxm_task_fn task;
    void *ctx;
};

typedef struct { onnxm_threadpool *pool; size_t index; } worker_arg;

static long long now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static void cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

/* Waits until generation != seen or stop; returns the generation seen. */
static unsigned long wait_generation(onnxm_threadpool *pool, unsigned long seen)
{
    long long deadline = now_ns() + pool->spin_ns;
    for (;;) {
        unsigned long g = atomic_load_explicit(&pool->generation, memory_order_acquire);
        if (g != seen || atomic_load_explicit(&pool->stop, memory_order_acquire))
            return g;
        if (now_ns() > deadline)
            break;
        cpu_relax();
    }
    pthread_mutex_lock(&pool->lock);
    pool->sleepers++;
    unsigned long g;
    while ((g = atomic_load_explicit(&pool->generation, memory_order_acquire)) == seen &&
           !atomic_load_explicit(&pool->stop, memory_order_acquire))
        pthread_cond_wait(&pool->wake, &pool->lock);
    pool->sleepers--;
    pthread_mutex_unlock(&pool->lock);
    return g;
}

static void *worker_main(void *p)
{
    worker_arg arg = *(worker_arg *)p;
    free(p);
    onnxm_threadpool *pool = arg.pool;
    unsigned long seen = 0;
    for (;;) {
        seen = wait_generation(pool, seen);
        if (atomic_load_explicit(&pool->stop, memory_order_acquire))
            break;
        if (arg.index < pool->n_tasks)
            pool->task(pool->ctx, arg.index);
        if (atomic_fetch_sub_explicit(&pool->pending, 1, memory_order_acq_rel) == 1) {
            pthread_mutex_lock(&pool->lock);
            if (pool->caller_sleeping)
                pthread_cond_signal(&pool->done);
            pthread_mutex_unlock(&pool->lock);
        }
    }
    return NULL;
}

static long long spin_ns_setting(void)
{
    const char *v = getenv("ONNXM_POOL_SPIN_US");
    if (v == NULL || *v == '\0')
        return ONNXM_POOL_SPIN_NS;
    char *end;
    long us = strtol(v, &end, 10);
    if (*end != '\0' || us < 0 || us > 1000000)
        return ONNXM_POOL_SPIN_NS; /* not a number in range: the default */
    return (long long)us * 1000;
}

static size_t online_cpus(void)
{
#ifdef CPU_COUNT
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0)
        return (size_t)CPU_COUNT(&set);
#endif
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (size_t)n : 1;
}

onnxm_status onnxm_threadpool_create(size_t threads, onnxm_threadpool **out)
{
    if (out == NULL)
        return ONNXM_ERR_INVALID_ARGUMENT;
    *out = NULL;
    if (threads == 0)
        threads = online_cpus();
    if (threads > 1024)
        return ONNXM_ERR_LIMIT;
    onnxm_threadpool *pool = calloc(1, sizeof *pool);
    if (pool == NULL)
        return ONNXM_ERR_OUT_OF_MEMORY;
    pool->size = 1;
    pool->spin_ns = spin_ns_setting();
    atomic_init(&pool->generation, 0);
    atomic_init(&pool->stop, 0);
    atomic_init(&pool->pending, 0);
    if (pthread_mutex_init(&pool->lock, NULL) != 0 || pthread_mutex_init(&pool->run_lock, NULL) != 0 ||
        pthread_cond_init(&pool->wake, NULL) != 0 || pthread_cond_init(&pool->done, NULL) != 0) {
        free(pool);
        return ONNXM_ERR_INTERNAL;
    }
    if (threads > 1) {
        pool->workers = calloc(threads - 1, sizeof *pool->workers);
        if (pool->workers == NULL) {
            onnxm_threadpool_free(pool);
            return ONNXM_ERR_OUT_OF_MEMORY;
        }
        for (size_t i = 1; i < threads; i++) {
            worker_arg *arg = malloc(sizeof *arg);
            if (arg == NULL) {
                onnxm_threadpool_free(pool);
                return ONNXM_ERR_OUT_OF_MEMORY;
            }
            arg->pool = pool;
            arg->index = i;
            if (pthread_create(&pool->workers[i - 1], NULL, worker_main, arg) != 0) {
                free(arg);
                onnxm_threadpool_free(pool);
                return ONNXM_ERR_INTERNAL;
            }
            pool->size = i + 1;
        }
    }
    *out = pool;
    return ONNXM_OK;
}

void onnxm_threadpool_free(onnxm_threadpool *pool)
{
    if (pool == NULL)
        return;
    atomic_store_explicit(&pool->stop, 1, memory_order_release);
    pthread_mutex_lock(&pool->lock);
    pthread_cond_broadcast(&pool->wake);
    pthread_mutex_unlock(&pool->lock);
    for (size_t i = 1; i < pool->size; i++)
        pthread_join(pool->workers[i - 1], NULL);
    free(pool->workers);
    pthread_cond_destroy(&pool->wake);
    pthread_cond_destroy(&pool->done);
    pthread_mutex_destroy(&pool->lock);
    pthread_mutex_destroy(&pool->run_lock);
    free(pool);
}

size_t onnxm_threadpool_size(const onnxm_threadpool *pool) { return pool == NULL ? 1 : pool->size; }

void onnxm_threadpool_run(onnxm_threadpool *pool, size_t n_tasks, onnxm_task_fn task, void *ctx)
{
    if (pool == NULL || n_tasks <= 1 || pool->size <= 1) {
        for (size_t i = 0; i < n_tasks; i++)
            task(ctx, i);
        return;
    }
    if (n_tasks > pool->size)
        n_tasks = pool->size;
    pthread_mutex_lock(&pool->run_lock);
    pool->task = task;
    pool->ctx = ctx;
    pool->n_tasks = n_tasks;
    atomic_store_explicit(&pool->pending, pool->size - 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&pool->generation, 1, memory_order_release);
    pthread_mutex_lock(&pool->lock);
    if (pool->sleepers > 0)
        pthread_cond_broadcast(&pool->wake);
    pthread_mutex_unlock(&pool->lock);

    task(ctx, 0);

    long long deadline = now_ns() + pool->spin_ns;
    while (atomic_load_explicit(&pool->pending, memory_order_acquire) != 0) {
        if (now_ns() > deadline) {
            pthread_mutex_lock(&pool->lock);
            pool->caller_sleeping = 1;
            while (atomic_load_explicit(&pool->pending, memory_order_acquire) != 0)
                pthread_cond_wait(&pool->done, &pool->lock);
            pool->caller_sleeping = 0;
            pthread_mutex_unlock(&pool->lock);
            break;
        }
        cpu_relax();
    }
    pthread_mutex_unlock(&pool->run_lock);
}

onnxm_split onnxm_split_plan(size_t n, size_t threads, size_t min_part)
{
    if (n == 0) {
        onnxm_split none = {0, 64, 0};
        return none;
    }
    size_t chunks = min_part > 0 ? n / min_part : n;
    if (chunks > threads * ONNXM_CHUNKS_PER_THREAD)
        chunks = threads * ONNXM_CHUNKS_PER_THREAD;
    if (chunks < 1)
        chunks = 1;
    onnxm_split s = {n, ((n + chunks - 1) / chunks + 63) / 64 * 64, 0};
    s.chunks = (n + s.per - 1) / s.per; /* chunks * per >= n, so <= chunks */
    return s;
}

typedef struct {
    onnxm_split s;
    onnxm_chunk_fn chunk;
    void *ctx;
    atomic_size_t next; /* the next chunk to claim */
} split_run;

static void split_worker(void *p, size_t i)
{
    (void)i;
    split_run *r = p;
    for (;;) {
        size_t c = atomic_fetch_add_explicit(&r->next, 1, memory_order_relaxed);
        if (c >= r->s.chunks)
            return;
        size_t begin = c * r->s.per;
        r->chunk(r->ctx, begin, r->s.n - begin < r->s.per ? r->s.n - begin : r->s.per);
    }
}

void onnxm_threadpool_run_split(onnxm_threadpool *pool, size_t threads, onnxm_split s,
                                onnxm_chunk_fn chunk, void *ctx)
{
    split_run r = {s, chunk, ctx, 0};
    if (threads > s.chunks)
        threads = s.chunks;
    onnxm_threadpool_run(pool, threads, split_worker, &r);
}
