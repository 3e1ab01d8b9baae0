/* tables16.h -- Asinh and Acos of every float16 and bfloat16 input.
 *
 * A 16-bit type has 65,536 inputs, so its correctly rounded Asinh/Acos is a
 * table lookup: 128 KiB per (op, type), read with one vector gather per 8 or
 * 16 elements -- several times faster than evaluating the core and its
 * rounding test.  The tables are not written by hand nor checked in: the
 * build runs gen/gen_tables16.c, which fills them with the computed scalar
 * kernels (kernel_bodies.h built with ONNXM_NO_TABLES16), so a table entry is
 * exactly the computed kernel's result; tests/c/test_exhaustive16 checks
 * every entry against MPFR on every ISA.
 */
#ifndef ONNXM_KERNELS_TABLES16_H
#define ONNXM_KERNELS_TABLES16_H

#include <stdint.h>

enum {
    ONNXM_T16_ASINH_F16,
    ONNXM_T16_ASINH_BF16,
    ONNXM_T16_ACOS_F16,
    ONNXM_T16_ACOS_BF16,
    ONNXM_T16_COUNT
};

/* 65,536 entries plus 2 of padding: the 32-bit gathers read 2 bytes past
 * the entry they want. */
#define ONNXM_T16_SIZE (65536 + 2)
extern const uint16_t onnxm_tables16[ONNXM_T16_COUNT][ONNXM_T16_SIZE];

#endif
