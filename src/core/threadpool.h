/* threadpool.h -- a fixed pool of threads that run one parallel loop at a time. */
#ifndef ONNXM_CORE_THREADPOOL_H
#define ONNXM_CORE_THREADPOOL_H

#include <stddef.h>

#include "onnxm.h"

/* Runs task(ctx, i) for i in [0, n_tasks), n_tasks <= pool size, task 0 on
 * the calling thread; returns when all are done. */
typedef void (*onnxm_task_fn)(void *ctx, size_t i);
void onnxm_threadpool_run(onnxm_threadpool *pool, size_t n_tasks, onnxm_task_fn task, void *ctx);

#endif
