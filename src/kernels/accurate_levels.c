/* accurate_levels.c -- levels 2 and 3 of the accurate path (accurate.c):
 * each operator's evaluation at n = 4 or 8 limbs, the same code as level 1
 * (accurate_mp.h), compiled once for a run-time n with the compiler's own
 * inlining.  Almost no input reaches these levels (accurate_mp.h), so their
 * speed does not matter; fully inlining them for n = 4 and n = 8, as level
 * 1 is, multiplied the library's compile time by about fifteen. */
#include "kernels/accurate_levels.h"

#define ACC_INLINE static inline
#include "kernels/accurate_mp.h"

#define ACC_LEVELS_DEF_ONNXM_CLASS_IEEE(KERNEL)
#define ACC_LEVELS_DEF_ONNXM_CLASS_ELEMENTARY(KERNEL)                                               \
    int onnxm_acc_##KERNEL##_evaln(double x, int n, double *y) { return KERNEL##_eval(x, n, y); }
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, ...) ACC_LEVELS_DEF_##CLASS(KERNEL)
#include "onnxm_ops.def"
