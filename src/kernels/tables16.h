/* tables16.h -- Asinh and Acos of every float16 and bfloat16 input.
 *
 * A 16-bit type has 65,536 inputs, so its correctly rounded Asinh/Acos is a
 * table lookup, read with two vector gathers per 16 or 32 elements (vec_<isa>.h) -- several
 * times faster than evaluating the core and its rounding test.  The tables
 * are not written by hand nor checked in: the build runs
 * gen/gen_tables16.c, which fills them with the computed scalar kernels
 * (kernel_bodies.h built with ONNXM_NO_TABLES16, which computes them through
 * the same fix-up loop as float), so a table entry is
 * exactly the computed kernel's result; tests/c/test_exhaustive16 checks
 * every input's result against MPFR on every ISA.
 *
 * Odd tables.  A gather is fast while the entries it touches stay in the
 * L1 data cache (48 KiB here) and slows down beyond it: a whole table is
 * 128 KiB, 2 KiB per float16 binade and sign, so float16 Asinh on inputs
 * over 16 or 24 binades of both signs ran at about half the speed of a
 * narrow range (bench/README.md, "Kernel design history").  Where the generator finds the
 * results odd, y(-x) = -y(x) bit for bit (Asinh: asinh is odd and round
 * to nearest is symmetric; NaNs keep their sign), it stores only |x|'s
 * half, and where they are x itself below some |x| (asinh(x) = x (1 -
 * x^2/6 + ...) rounds to x for small x), nothing below that bound, lo:
 * lanes with |x| < lo keep x, the others read entry |x| - lo and take x's
 * sign.  Float16 Asinh stores |x| >= 0x1.718p-5 (lo = 0x29c6, 43 KiB),
 * bfloat16 |x| >= 0x1.d4p-4 (0x3dea, 33 KiB); the build prints what it
 * found.  The generator proves both properties on every input before it
 * uses them; Acos has neither, and its tables stay whole (the generator
 * decides, not a list here). */
#ifndef ONNXM_KERNELS_TABLES16_H
#define ONNXM_KERNELS_TABLES16_H

#include <stdint.h>

/* ONNXM_T16_<OP>_F16, ONNXM_T16_<OP>_BF16 for each row with TABLE16 1 */
enum {
#define ONNXM_T16_ROWS_0(ENUM)
#define ONNXM_T16_ROWS_1(ENUM) ONNXM_T16_##ENUM##_F16, ONNXM_T16_##ENUM##_BF16,
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, F64_ULPS, LOOP, TABLE16, ...) ONNXM_T16_ROWS_##TABLE16(ENUM)
#include "onnxm_ops.def"
    ONNXM_T16_COUNT
};

/* y: the entries, for inputs lo .. 0x7fff (odd) or 0 .. 0xffff (not odd),
 * followed by 2 of padding: the 32-bit gathers read 2 bytes past the entry
 * they want.  lo is 0 unless odd. */
typedef struct {
    const uint16_t *y;
    uint32_t lo;
    int odd;
} onnxm_table16;
extern const onnxm_table16 onnxm_tables16[ONNXM_T16_COUNT];

#endif
