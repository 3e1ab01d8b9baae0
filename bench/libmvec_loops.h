/* libmvec_loops.h -- glibc libmvec's AVX-512 and AVX2 loops for the benchmark. */
#ifndef ONNXM_BENCH_LIBMVEC_LOOPS_H
#define ONNXM_BENCH_LIBMVEC_LOOPS_H

#include "core/ops.h"
#include "kernels/kernels.h" /* onnxm_kernel_fn */

/* y[i] = op(x[i]) through libmvec's AVX-512 function, or NULL with *why
 * saying why there is none (op/type, CPU, library). */
onnxm_kernel_fn bench_libmvec_loop(onnxm_op op, onnxm_dtype dtype, const char **why);

/* The same through libmvec's AVX2 function (_ZGVdN8v_asinhf,
 * _ZGVdN4v_acos, ...), where the CPU has AVX2 and FMA. */
onnxm_kernel_fn bench_libmvec_avx2_loop(onnxm_op op, onnxm_dtype dtype, const char **why);

#endif
