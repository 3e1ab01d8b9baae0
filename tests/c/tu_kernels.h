/* tu_kernels.h -- every compiled kernel, enumerated, for the tests, the
 * tools and the differential fuzz target (fuzz/fuzz_kernels.c).
 *
 * The entries are the kernel layer's own list, onnxm_kernel_list()
 * (src/kernels/kernels.h): nothing here names an operator, a type or an
 * ISA by hand.
 */
#ifndef ONNXM_TESTS_TU_KERNELS_H
#define ONNXM_TESTS_TU_KERNELS_H

#include <stddef.h>

#include "onnxm.h"

typedef void (*tu_kernel_fn)(const void *x, void *y, size_t n);

typedef struct {
    onnxm_op op;
    onnxm_dtype dtype;
    onnxm_isa isa;    /* never ONNXM_ISA_AUTO; check onnxm_isa_supported before calling */
    int nt;           /* 1: streaming stores, y must be 64-byte aligned */
    int div;          /* 1: the divider variant of an AVX-512 float Asinh/Acos kernel */
    const char *name; /* "onnxm_sqrt_f32__avx512_nt", "onnxm_asinh_f32__avx512_div" */
    tu_kernel_fn fn;
} tu_kernel;

/* Every compiled kernel (any ISA, whether or not this CPU runs it), in the
 * kernel layer's order; *n receives the count.  Static storage. */
const tu_kernel *tu_kernel_list(size_t *n);

/* The entry for (op, dtype, isa, nt) that is not a divider variant, NULL
 * if the build has none. */
const tu_kernel *tu_kernel_find(onnxm_op op, onnxm_dtype dtype, onnxm_isa isa, int nt);
/* Whether isa must have a streaming (_nt) variant of the kernel of op for
 * dtype: if that kernel streams (the kernel layer's rule,
 * onnxm_kernel_streams), on x86-64 every ISA but the scalar one; elsewhere
 * (AArch64's NEON has none) an ISA that lists any, so that its set is all
 * or nothing. */
int tu_kernel_wants_nt(onnxm_isa isa, onnxm_op op, onnxm_dtype dtype);
/* The streaming kernel the dispatcher takes for large outputs of op on
 * dtype on isa (onnxm_kernel_resolve's fn_nt), NULL if none or if isa is
 * not supported here. */
tu_kernel_fn tu_kernel_dispatched_nt(onnxm_isa isa, onnxm_op op, onnxm_dtype dtype);

#endif
