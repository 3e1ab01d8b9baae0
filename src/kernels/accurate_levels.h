/* accurate_levels.h -- levels 2 and 3 (n = 4 or 8 limbs) of the accurate
 * path, one function per elementary row of onnxm_ops.def
 * (accurate_levels.c): returns 1 with *y the correctly rounded result when
 * the level's rounding test passes, else 0 with *y its nearest rounding.
 * Internal to accurate.c. */
#ifndef ONNXM_KERNELS_ACCURATE_LEVELS_H
#define ONNXM_KERNELS_ACCURATE_LEVELS_H

#define ACC_LEVELS_DECL_ONNXM_CLASS_IEEE(KERNEL)
#define ACC_LEVELS_DECL_ONNXM_CLASS_ELEMENTARY(KERNEL)                                              \
    __attribute__((visibility("hidden"))) int onnxm_acc_##KERNEL##_evaln(double x, int n, double *y);
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, ...) ACC_LEVELS_DECL_##CLASS(KERNEL)
#include "onnxm_ops.def"

#endif
