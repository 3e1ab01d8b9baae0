/* plain_loops.h -- the plain AVX-512 instruction loops for the benchmark. */
#ifndef ONNXM_BENCH_PLAIN_LOOPS_H
#define ONNXM_BENCH_PLAIN_LOOPS_H

#include "core/ops.h"
#include "kernels/kernels.h" /* onnxm_kernel_fn */

/* y[i] = op(x[i]) by the bare AVX-512 instruction loop (Sqrt, Reciprocal),
 * or NULL with *why saying why there is none (op, CPU, compiler). */
onnxm_kernel_fn bench_plain_loop(onnxm_op op, onnxm_dtype dtype, const char **why);

#endif
