/* threadpool.h -- a fixed pool of threads that run one parallel loop at a time. */
#ifndef ONNXM_CORE_THREADPOOL_H
#define ONNXM_CORE_THREADPOOL_H

#include <stddef.h>

#include "onnxm.h"

/* Runs task(ctx, i) for i in [0, n_tasks), n_tasks <= pool size, task 0 on
 * the calling thread; returns when all are done. */
typedef void (*onnxm_task_fn)(void *ctx, size_t i);
void onnxm_threadpool_run(onnxm_threadpool *pool, size_t n_tasks, onnxm_task_fn task, void *ctx);

/* n elements split for `threads` threads: contiguous chunks of `per`
 * elements (a multiple of 64: whole cache lines for every type; the last
 * chunk shorter), at least min_part each where n allows, and at most
 * ONNXM_CHUNKS_PER_THREAD per thread.  Threads claim chunks from a shared
 * counter rather than taking one fixed share each, so a thread that runs
 * slower (a vCPU the hypervisor shares, another process on the core) does
 * less of the work instead of making the others wait for it at the end:
 * the wait is at most one chunk, 1/8 of a thread's share. */
#define ONNXM_CHUNKS_PER_THREAD 8
typedef struct {
    size_t n, per, chunks;
} onnxm_split;
onnxm_split onnxm_split_plan(size_t n, size_t threads, size_t min_part);

/* Runs chunk(ctx, begin, len) over every chunk of s on `threads` threads of
 * pool (the caller included), each claiming the next unclaimed chunk until
 * none is left; returns when all are done. */
typedef void (*onnxm_chunk_fn)(void *ctx, size_t begin, size_t len);
void onnxm_threadpool_run_split(onnxm_threadpool *pool, size_t threads, onnxm_split s,
                                onnxm_chunk_fn chunk, void *ctx);

#endif
