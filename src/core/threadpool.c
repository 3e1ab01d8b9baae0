/* threadpool.c -- a fixed-size pool (pthreads, part of libc).
 *
 * Workers sleep on a condition variable.  A run publishes (task, ctx,
 * n_tasks) under the mutex, bumps a generation counter and broadcasts;
 * worker w (1-based) runs task w if w < n_tasks, and the last one to finish
 * signals the caller, who ran task 0 itself.  The pool's threads are started
 * once, in onnxm_threadpool_create, never per run.  A second mutex
 * serialises concurrent runs on one pool.
 */
#define _GNU_SOURCE /* sched_getaffinity / CPU_COUNT */
#include "core/threadpool.h"

#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <unistd.h>

struct onnxm_threadpool {
    size_t size;            /* threads in all, the caller included */
    pthread_t *workers;     /* size - 1 */
    pthread_mutex_t lock;
    pthread_cond_t wake;    /* workers wait for a new generation */
    pthread_cond_t done;    /* the caller waits for pending == 0 */
    pthread_mutex_t run_lock;
    unsigned long generation;
    int stop;
    size_t n_tasks, pending;
    onnxm_task_fn task;
    void *ctx;
};

typedef struct { onnxm_threadpool *pool; size_t index; } worker_arg;

static void *worker_main(void *p)
{
    worker_arg arg = *(worker_arg *)p;
    free(p);
    onnxm_threadpool *pool = arg.pool;
    unsigned long seen = 0;
    pthread_mutex_lock(&pool->lock);
    for (;;) {
        while (!pool->stop && pool->generation == seen)
            pthread_cond_wait(&pool->wake, &pool->lock);
        if (pool->stop)
            break;
        seen = pool->generation;
        if (arg.index < pool->n_tasks) {
            onnxm_task_fn task = pool->task;
            void *ctx = pool->ctx;
            pthread_mutex_unlock(&pool->lock);
            task(ctx, arg.index);
            pthread_mutex_lock(&pool->lock);
            if (--pool->pending == 0)
                pthread_cond_signal(&pool->done);
        }
    }
    pthread_mutex_unlock(&pool->lock);
    return NULL;
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
    pthread_mutex_lock(&pool->lock);
    pool->stop = 1;
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
    if (pool == NULL || n_tasks <= 1) {
        for (size_t i = 0; i < n_tasks; i++)
            task(ctx, i);
        return;
    }
    if (n_tasks > pool->size)
        n_tasks = pool->size;
    pthread_mutex_lock(&pool->run_lock);
    pthread_mutex_lock(&pool->lock);
    pool->task = task;
    pool->ctx = ctx;
    pool->n_tasks = n_tasks;
    pool->pending = n_tasks - 1;
    pool->generation++;
    pthread_cond_broadcast(&pool->wake);
    pthread_mutex_unlock(&pool->lock);

    task(ctx, 0);

    pthread_mutex_lock(&pool->lock);
    while (pool->pending != 0)
        pthread_cond_wait(&pool->done, &pool->lock);
    pthread_mutex_unlock(&pool->lock);
    pthread_mutex_unlock(&pool->run_lock);
}
