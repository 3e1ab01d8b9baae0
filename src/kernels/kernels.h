/* kernels.h -- kernel tables, one per instruction set. */
#ifndef ONNXM_KERNELS_KERNELS_H
#define ONNXM_KERNELS_KERNELS_H

#include <stddef.h>

#include "core/ops.h"

/* y[i] = op(x[i]), i < n; contiguous, any alignment, y == x allowed. */
typedef void (*onnxm_kernel_fn)(const void *x, void *y, size_t n);

typedef struct onnxm_kernel_table {
    onnxm_kernel_fn fn[ONNXM_OP_COUNT][ONNXM_DT_COUNT];
} onnxm_kernel_table;

extern const onnxm_kernel_table onnxm_kernels_scalar;
/* *_nt: the same kernels with non-temporal stores; y must be 64-byte aligned. */
#if defined(ONNXM_HAVE_AVX2)
extern const onnxm_kernel_table onnxm_kernels_avx2, onnxm_kernels_avx2_nt;
#endif
#if defined(ONNXM_HAVE_AVX512)
extern const onnxm_kernel_table onnxm_kernels_avx512, onnxm_kernels_avx512_nt;
#endif
#if defined(ONNXM_HAVE_AVX512FP16)
extern const onnxm_kernel_table onnxm_kernels_avx512fp16, onnxm_kernels_avx512fp16_nt;
#endif

#endif
