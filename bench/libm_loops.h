/* libm_loops.h -- the C library baseline loops of the benchmark. */
#ifndef ONNXM_BENCH_LIBM_LOOPS_H
#define ONNXM_BENCH_LIBM_LOOPS_H

#include <stddef.h>

#include "core/ops.h"
#include "kernels/kernels.h" /* onnxm_kernel_fn: same signature as the kernels */

/* y[i] = op(x[i]) through the C library, one element at a time; NULL for an
 * op or type outside onnxm_ops.def. */
onnxm_kernel_fn bench_libm_loop(onnxm_op op, onnxm_dtype dtype);

#endif
