/* test_special -- special values and kernel API properties, every ISA the
 * CPU supports, every operator and dtype.
 *
 *  1. A table of special and type-boundary cases (below), each expected
 *     value written down per type: the simple ones by hand, the others
 *     computed with mpmath by gen_special_table.py -- not by the oracle, so
 *     the table checks the oracle as much as the kernels.  NaN results must
 *     be quiet NaNs (sNaN in, qNaN out); a NaN made from a non-NaN input
 *     (sqrt(-1), acos(2)) must be x86-64's default NaN exactly (DNAN).
 *  2. Kernel API: every length 0..300 and lengths around multiples of 64 up
 *     to 4096; aligned, offset by one element, x and y offset differently,
 *     in place; guard elements on both sides of y untouched; x untouched.
 *  3. ISA consistency: the same data shifted through every lane position
 *     (64 shifts) gives, element for element, the scalar ISA's results bit
 *     for bit; the scalar results themselves are checked against the oracle
 *     (within onnxm_op_max_ulps: correct rounding, or a double elementary
 *     function within its bound).
 *  4. Status codes: NULL with n > 0, n == 0 with NULL, bad dtype, bad op,
 *     bad ISA.
 *  5. Floating-point environment: rounding mode, MXCSR control bits and the
 *     x87 control word are the same after every call, under each rounding
 *     mode.
 *  6. One default NaN: every kernel of the kernel list on this CPU (plain,
 *     streaming and divider variants), for every operator and type the
 *     operator list allows, over every non-NaN float16 and bfloat16
 *     encoding and a float and double sample (tu_gen_inputs without its
 *     NaNs: zeros, subnormals, both ends of every binade, +-1, +-inf,
 *     +-max, then random bits): a NaN made from a non-NaN input is
 *     x86-64's default NaN, sign set, quiet, zero payload, on every ISA.
 */
#include <fenv.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

#include "oracle.h"
#include "testutil.h"
#include "tu_kernels.h"

/* ------------------------------------------------------------ 1. table */
/* Encodings per type, in tu_all_dtypes order: float16, bfloat16, float, double. */
typedef struct {
    onnxm_op op;
    uint64_t in[TU_DTYPE_COUNT], out[TU_DTYPE_COUNT];
    const char *what;
} special_row;

#define ZERO {0x0000, 0x0000, 0x00000000, 0x0000000000000000}
#define NZERO {0x8000, 0x8000, 0x80000000, 0x8000000000000000}
#define ONE {0x3c00, 0x3f80, 0x3f800000, 0x3ff0000000000000}
#define NONE {0xbc00, 0xbf80, 0xbf800000, 0xbff0000000000000}
#define TWO {0x4000, 0x4000, 0x40000000, 0x4000000000000000}
#define FOUR {0x4400, 0x4080, 0x40800000, 0x4010000000000000}
#define NFOUR {0xc400, 0xc080, 0xc0800000, 0xc010000000000000}
#define SIXTEEN {0x4c00, 0x4180, 0x41800000, 0x4030000000000000}
#define HALF {0x3800, 0x3f00, 0x3f000000, 0x3fe0000000000000}
#define QUARTER {0x3400, 0x3e80, 0x3e800000, 0x3fd0000000000000}
#define NQUARTER {0xb400, 0xbe80, 0xbe800000, 0xbfd0000000000000}
#define INF {0x7c00, 0x7f80, 0x7f800000, 0x7ff0000000000000}
#define NINF {0xfc00, 0xff80, 0xff800000, 0xfff0000000000000}
#define QNAN {0x7e00, 0x7fc0, 0x7fc00000, 0x7ff8000000000000}
#define NQNAN {0xfe00, 0xffc0, 0xffc00000, 0xfff8000000000000}
/* the NaN an operation makes from a non-NaN input: x86-64's default NaN */
#define DNAN NQNAN
#define QNANP {0x7e5a, 0x7fda, 0x7fda5a5a, 0x7ffa5a5a5a5a5a5a} /* payload */
#define SNAN {0x7c01, 0x7f81, 0x7f800001, 0x7ff0000000000001}
#define NSNAN {0xfd23, 0xffa3, 0xffa34567, 0xfff4567812345678}
#define ONE_PLUS {0x3c01, 0x3f81, 0x3f800001, 0x3ff0000000000001}  /* 1 + ulp */
#define NONE_MINUS {0xbc01, 0xbf81, 0xbf800001, 0xbff0000000000001} /* -(1 + ulp) */
#define MINSUB {0x0001, 0x0001, 0x00000001, 0x0000000000000001}
#define NMINSUB {0x8001, 0x8001, 0x80000001, 0x8000000000000001}

/* Rows for the NaN inputs every operator shares (any NaN in: quiet NaN
 * out), checked for each operator of the library (the op field is unused). */
static const special_row nan_rows[] = {
    {0, QNAN, QNAN, "(qNaN)"},
    {0, NQNAN, QNAN, "(-qNaN)"},
    {0, QNANP, QNAN, "(qNaN payload)"},
    {0, SNAN, QNAN, "(sNaN)"},
    {0, NSNAN, QNAN, "(-sNaN payload)"},
};
#define NNANROWS (sizeof nan_rows / sizeof nan_rows[0])

static const special_row rows[] = {
    /* Sqrt */
    {ONNXM_OP_SQRT, ZERO, ZERO, "sqrt(+0)"},
    {ONNXM_OP_SQRT, NZERO, NZERO, "sqrt(-0) = -0"},
    {ONNXM_OP_SQRT, ONE, ONE, "sqrt(1)"},
    {ONNXM_OP_SQRT, FOUR, TWO, "sqrt(4)"},
    {ONNXM_OP_SQRT, SIXTEEN, FOUR, "sqrt(16)"},
    {ONNXM_OP_SQRT, QUARTER, HALF, "sqrt(1/4)"},
    {ONNXM_OP_SQRT, INF, INF, "sqrt(+inf)"},
    {ONNXM_OP_SQRT, NINF, DNAN, "sqrt(-inf)"},
    {ONNXM_OP_SQRT, NONE, DNAN, "sqrt(-1)"},
    {ONNXM_OP_SQRT, NMINSUB, DNAN, "sqrt(-minsub)"},
    /* Reciprocal */
    {ONNXM_OP_RECIPROCAL, ZERO, INF, "1/+0"},
    {ONNXM_OP_RECIPROCAL, NZERO, NINF, "1/-0"},
    {ONNXM_OP_RECIPROCAL, INF, ZERO, "1/+inf"},
    {ONNXM_OP_RECIPROCAL, NINF, NZERO, "1/-inf"},
    {ONNXM_OP_RECIPROCAL, ONE, ONE, "1/1"},
    {ONNXM_OP_RECIPROCAL, TWO, HALF, "1/2"},
    {ONNXM_OP_RECIPROCAL, NFOUR, NQUARTER, "1/-4"},
    /* Asinh */
    {ONNXM_OP_ASINH, ZERO, ZERO, "asinh(+0)"},
    {ONNXM_OP_ASINH, NZERO, NZERO, "asinh(-0)"},
    {ONNXM_OP_ASINH, INF, INF, "asinh(+inf)"},
    {ONNXM_OP_ASINH, NINF, NINF, "asinh(-inf)"},
    /* Acos */
    {ONNXM_OP_ACOS, ONE, ZERO, "acos(1) = +0"},
    {ONNXM_OP_ACOS, ONE_PLUS, DNAN, "acos(1 + ulp)"},
    {ONNXM_OP_ACOS, NONE_MINUS, DNAN, "acos(-1 - ulp)"},
    {ONNXM_OP_ACOS, TWO, DNAN, "acos(2)"},
    {ONNXM_OP_ACOS, INF, DNAN, "acos(+inf)"},
    {ONNXM_OP_ACOS, NINF, DNAN, "acos(-inf)"},
    /* Exp */
    {ONNXM_OP_EXP, ZERO, ONE, "exp(+0)"},
    {ONNXM_OP_EXP, NZERO, ONE, "exp(-0)"},
    {ONNXM_OP_EXP, INF, INF, "exp(+inf)"},
    {ONNXM_OP_EXP, NINF, ZERO, "exp(-inf) = +0"},
    /* Log */
    {ONNXM_OP_LOG, ONE, ZERO, "log(1) = +0"},
    {ONNXM_OP_LOG, ZERO, NINF, "log(+0) = -inf"},
    {ONNXM_OP_LOG, NZERO, NINF, "log(-0) = -inf"},
    {ONNXM_OP_LOG, INF, INF, "log(+inf)"},
    {ONNXM_OP_LOG, NINF, DNAN, "log(-inf)"},
    {ONNXM_OP_LOG, NONE, DNAN, "log(-1)"},
    {ONNXM_OP_LOG, NMINSUB, DNAN, "log(-minsub)"},
    /* Sigmoid */
    {ONNXM_OP_SIGMOID, ZERO, HALF, "sigmoid(+0) = 1/2"},
    {ONNXM_OP_SIGMOID, NZERO, HALF, "sigmoid(-0) = 1/2"},
    {ONNXM_OP_SIGMOID, INF, ONE, "sigmoid(+inf) = 1"},
    {ONNXM_OP_SIGMOID, NINF, ZERO, "sigmoid(-inf) = +0"},
    /* Tanh: exactly odd, +-0 kept, saturated at +-inf */
    {ONNXM_OP_TANH, ZERO, ZERO, "tanh(+0) = +0"},
    {ONNXM_OP_TANH, NZERO, NZERO, "tanh(-0) = -0"},
    {ONNXM_OP_TANH, INF, ONE, "tanh(+inf) = 1"},
    {ONNXM_OP_TANH, NINF, NONE, "tanh(-inf) = -1"},
    /* Erf */
    {ONNXM_OP_ERF, ZERO, ZERO, "erf(+0) = +0"},
    {ONNXM_OP_ERF, NZERO, NZERO, "erf(-0) = -0"},
    {ONNXM_OP_ERF, INF, ONE, "erf(+inf) = 1"},
    {ONNXM_OP_ERF, NINF, NONE, "erf(-inf) = -1"},
    /* Gelu: +-0 kept, +inf, the limit -0 at -inf (not NaN); at tiny |x|
     * y = x/2 + x^2/sqrt(2 pi) + ...: x/2 where it is a value of the type,
     * and where it is a tie (a subnormal x with an odd last bit) the tie
     * broken towards +inf by the positive x^2 term, for both signs
     * (alg/gelu_tiny.h) */
    {ONNXM_OP_GELU, ZERO, ZERO, "gelu(+0) = +0"},
    {ONNXM_OP_GELU, NZERO, NZERO, "gelu(-0) = -0"},
    {ONNXM_OP_GELU, INF, INF, "gelu(+inf) = +inf"},
    {ONNXM_OP_GELU, NINF, NZERO, "gelu(-inf) = -0"},
    {ONNXM_OP_GELU, MINSUB, MINSUB, "gelu(minsub): the tie q/2 up to q"},
    {ONNXM_OP_GELU, NMINSUB, NZERO, "gelu(-minsub): the tie -q/2 up to -0"},
    {ONNXM_OP_GELU, {0x0002, 0x0002, 0x00000002, 0x0000000000000002}, MINSUB, "gelu(2 minsub) = minsub"},
    {ONNXM_OP_GELU, {0x8002, 0x8002, 0x80000002, 0x8000000000000002}, NMINSUB, "gelu(-2 minsub) = -minsub"},
    {ONNXM_OP_GELU, {0x0003, 0x0003, 0x00000003, 0x0000000000000003}, {0x0002, 0x0002, 0x00000002, 0x0000000000000002}, "gelu(3 minsub): the tie 1.5 q up to 2 q"},
    {ONNXM_OP_GELU, {0x8003, 0x8003, 0x80000003, 0x8000000000000003}, NMINSUB, "gelu(-3 minsub): the tie -1.5 q up to -q"},
    {ONNXM_OP_GELU, {0x0400, 0x0080, 0x00800000, 0x0010000000000000}, {0x0200, 0x0040, 0x00400000, 0x0008000000000000}, "gelu(minnorm) = minnorm/2"},
    {ONNXM_OP_GELU, {0x8400, 0x8080, 0x80800000, 0x8010000000000000}, {0x8200, 0x8040, 0x80400000, 0x8008000000000000}, "gelu(-minnorm) = -minnorm/2"},
    {ONNXM_OP_GELU, {0x0401, 0x0081, 0x00800001, 0x0010000000000001}, {0x0201, 0x0041, 0x00400001, 0x0008000000000001}, "gelu(minnorm + q): the tie up"},
    {ONNXM_OP_GELU, {0x8401, 0x8081, 0x80800001, 0x8010000000000001}, {0x8200, 0x8040, 0x80400000, 0x8008000000000000}, "gelu(-minnorm - q): the tie up"},
    /* Gelu tanh: +-0 kept, x at +inf, the limit -0 at -inf (not 0 inf = NaN) */
    {ONNXM_OP_GELU_TANH, ZERO, ZERO, "gelu_tanh(+0) = +0"},
    {ONNXM_OP_GELU_TANH, NZERO, NZERO, "gelu_tanh(-0) = -0"},
    {ONNXM_OP_GELU_TANH, INF, INF, "gelu_tanh(+inf) = +inf"},
    {ONNXM_OP_GELU_TANH, NINF, NZERO, "gelu_tanh(-inf) = -0"},
    /* Type-dependent rows from gen_special_table.py (mpmath, 300 bits) */
    {ONNXM_OP_SQRT, {0x4000, 0x4000, 0x40000000, 0x4000000000000000}, {0x3da8, 0x3fb5, 0x3fb504f3, 0x3ff6a09e667f3bcd}, "sqrt(2)"},
    {ONNXM_OP_SQRT, {0x7bff, 0x7f7f, 0x7f7fffff, 0x7fefffffffffffff}, {0x5bff, 0x5f7f, 0x5f7fffff, 0x5fefffffffffffff}, "sqrt(max)"},
    {ONNXM_OP_SQRT, {0x0001, 0x0001, 0x00000001, 0x0000000000000001}, {0x0c00, 0x1e35, 0x1a3504f3, 0x1e60000000000000}, "sqrt(minsub)"},
    {ONNXM_OP_SQRT, {0x0002, 0x0002, 0x00000002, 0x0000000000000002}, {0x0da8, 0x1e80, 0x1a800000, 0x1e66a09e667f3bcd}, "sqrt(two_minsub)"},
    {ONNXM_OP_SQRT, {0x0400, 0x0080, 0x00800000, 0x0010000000000000}, {0x2000, 0x2000, 0x20000000, 0x2000000000000000}, "sqrt(minnorm)"},
    {ONNXM_OP_SQRT, {0x3c01, 0x3f81, 0x3f800001, 0x3ff0000000000001}, {0x3c00, 0x3f80, 0x3f800000, 0x3ff0000000000000}, "sqrt(one_plus)"},
    {ONNXM_OP_SQRT, {0x3bff, 0x3f7f, 0x3f7fffff, 0x3fefffffffffffff}, {0x3bff, 0x3f7f, 0x3f7fffff, 0x3fefffffffffffff}, "sqrt(one_minus)"},
    {ONNXM_OP_RECIPROCAL, {0x4200, 0x4040, 0x40400000, 0x4008000000000000}, {0x3555, 0x3eab, 0x3eaaaaab, 0x3fd5555555555555}, "reciprocal(3)"},
    {ONNXM_OP_RECIPROCAL, {0xc200, 0xc040, 0xc0400000, 0xc008000000000000}, {0xb555, 0xbeab, 0xbeaaaaab, 0xbfd5555555555555}, "reciprocal(-3)"},
    {ONNXM_OP_RECIPROCAL, {0x7bff, 0x7f7f, 0x7f7fffff, 0x7fefffffffffffff}, {0x0100, 0x0020, 0x00200000, 0x0004000000000000}, "reciprocal(max)"},
    {ONNXM_OP_RECIPROCAL, {0xfbff, 0xff7f, 0xff7fffff, 0xffefffffffffffff}, {0x8100, 0x8020, 0x80200000, 0x8004000000000000}, "reciprocal(-max)"},
    {ONNXM_OP_RECIPROCAL, {0x7800, 0x7f00, 0x7f000000, 0x7fe0000000000000}, {0x0200, 0x0040, 0x00400000, 0x0008000000000000}, "reciprocal(emax)"},
    {ONNXM_OP_RECIPROCAL, {0x0400, 0x0080, 0x00800000, 0x0010000000000000}, {0x7400, 0x7e80, 0x7e800000, 0x7fd0000000000000}, "reciprocal(minnorm)"},
    {ONNXM_OP_RECIPROCAL, {0x0001, 0x0001, 0x00000001, 0x0000000000000001}, {0x7c00, 0x7f80, 0x7f800000, 0x7ff0000000000000}, "reciprocal(minsub)"},
    {ONNXM_OP_RECIPROCAL, {0x8001, 0x8001, 0x80000001, 0x8000000000000001}, {0xfc00, 0xff80, 0xff800000, 0xfff0000000000000}, "reciprocal(-minsub)"},
    {ONNXM_OP_ASINH, {0x3c00, 0x3f80, 0x3f800000, 0x3ff0000000000000}, {0x3b0d, 0x3f62, 0x3f61a1b3, 0x3fec34366179d427}, "asinh(1)"},
    {ONNXM_OP_ASINH, {0xbc00, 0xbf80, 0xbf800000, 0xbff0000000000000}, {0xbb0d, 0xbf62, 0xbf61a1b3, 0xbfec34366179d427}, "asinh(-1)"},
    {ONNXM_OP_ASINH, {0x7bff, 0x7f7f, 0x7f7fffff, 0x7fefffffffffffff}, {0x49e4, 0x42b3, 0x42b2d4fc, 0x408633ce8fb9f87e}, "asinh(max)"},
    {ONNXM_OP_ASINH, {0xfbff, 0xff7f, 0xff7fffff, 0xffefffffffffffff}, {0xc9e4, 0xc2b3, 0xc2b2d4fc, 0xc08633ce8fb9f87e}, "asinh(-max)"},
    {ONNXM_OP_ASINH, {0x0001, 0x0001, 0x00000001, 0x0000000000000001}, {0x0001, 0x0001, 0x00000001, 0x0000000000000001}, "asinh(minsub)"},
    {ONNXM_OP_ASINH, {0x8001, 0x8001, 0x80000001, 0x8000000000000001}, {0x8001, 0x8001, 0x80000001, 0x8000000000000001}, "asinh(-minsub)"},
    {ONNXM_OP_ASINH, {0x0400, 0x0080, 0x00800000, 0x0010000000000000}, {0x0400, 0x0080, 0x00800000, 0x0010000000000000}, "asinh(minnorm)"},
    {ONNXM_OP_ACOS, {0xbc00, 0xbf80, 0xbf800000, 0xbff0000000000000}, {0x4248, 0x4049, 0x40490fdb, 0x400921fb54442d18}, "acos(-1)"},
    {ONNXM_OP_ACOS, {0x0000, 0x0000, 0x00000000, 0x0000000000000000}, {0x3e48, 0x3fc9, 0x3fc90fdb, 0x3ff921fb54442d18}, "acos(0)"},
    {ONNXM_OP_ACOS, {0x3800, 0x3f00, 0x3f000000, 0x3fe0000000000000}, {0x3c30, 0x3f86, 0x3f860a92, 0x3ff0c152382d7366}, "acos(1/2)"},
    {ONNXM_OP_ACOS, {0xb800, 0xbf00, 0xbf000000, 0xbfe0000000000000}, {0x4030, 0x4006, 0x40060a92, 0x4000c152382d7366}, "acos(-1/2)"},
    {ONNXM_OP_ACOS, {0x0001, 0x0001, 0x00000001, 0x0000000000000001}, {0x3e48, 0x3fc9, 0x3fc90fdb, 0x3ff921fb54442d18}, "acos(minsub)"},
    {ONNXM_OP_ACOS, {0x8001, 0x8001, 0x80000001, 0x8000000000000001}, {0x3e48, 0x3fc9, 0x3fc90fdb, 0x3ff921fb54442d18}, "acos(-minsub)"},
    {ONNXM_OP_ACOS, {0x3bff, 0x3f7f, 0x3f7fffff, 0x3fefffffffffffff}, {0x2800, 0x3db5, 0x39b504f3, 0x3e50000000000000}, "acos(one_minus)"},
    {ONNXM_OP_ACOS, {0xbbff, 0xbf7f, 0xbf7fffff, 0xbfefffffffffffff}, {0x4238, 0x4043, 0x40490a32, 0x400921fb52442d18}, "acos(-one_minus)"},
    {ONNXM_OP_EXP, {0x3c00, 0x3f80, 0x3f800000, 0x3ff0000000000000}, {0x4170, 0x402e, 0x402df854, 0x4005bf0a8b145769}, "exp(1)"},
    {ONNXM_OP_EXP, {0xbc00, 0xbf80, 0xbf800000, 0xbff0000000000000}, {0x35e3, 0x3ebc, 0x3ebc5ab2, 0x3fd78b56362cef38}, "exp(-1)"},
    {ONNXM_OP_EXP, {0x0001, 0x0001, 0x00000001, 0x0000000000000001}, {0x3c00, 0x3f80, 0x3f800000, 0x3ff0000000000000}, "exp(minsub)"},
    {ONNXM_OP_EXP, {0x8001, 0x8001, 0x80000001, 0x8000000000000001}, {0x3c00, 0x3f80, 0x3f800000, 0x3ff0000000000000}, "exp(-minsub)"},
    {ONNXM_OP_EXP, {0xbbff, 0xbf7f, 0xbf7fffff, 0xbfefffffffffffff}, {0x35e4, 0x3ebd, 0x3ebc5ab2, 0x3fd78b56362cef39}, "exp(-one_minus)"},
    {ONNXM_OP_EXP, {0x7bff, 0x7f7f, 0x7f7fffff, 0x7fefffffffffffff}, {0x7c00, 0x7f80, 0x7f800000, 0x7ff0000000000000}, "exp(max)"},
    {ONNXM_OP_EXP, {0xfbff, 0xff7f, 0xff7fffff, 0xffefffffffffffff}, {0x0000, 0x0000, 0x00000000, 0x0000000000000000}, "exp(-max)"},
    {ONNXM_OP_EXP, {0x4900, 0x4120, 0x41200000, 0x4024000000000000}, {0x7561, 0x46ac, 0x46ac14ee, 0x40d5829dcf950560}, "exp(10)"},
    {ONNXM_OP_EXP, {0xc900, 0xc120, 0xc1200000, 0xc024000000000000}, {0x02fa, 0x383e, 0x383e6bce, 0x3f07cd79b5647c9b}, "exp(-10)"},
    {ONNXM_OP_EXP, {0x498b, 0x42b1, 0x42b17217, 0x40862e42fefa39ef}, {0x7bf7, 0x7f4d, 0x7f7fff84, 0x7fefffffffffff2a}, "exp(exp_ovf)"},
    {ONNXM_OP_EXP, {0x498c, 0x42b2, 0x42b17218, 0x40862e42fefa39f0}, {0x7c00, 0x7f80, 0x7f800000, 0x7ff0000000000000}, "exp(exp_ovf_next)"},
    {ONNXM_OP_EXP, {0xcc56, 0xc2ba, 0xc2cff1b5, 0xc0874910d52d3052}, {0x0000, 0x0000, 0x00000000, 0x0000000000000000}, "exp(exp_uf)"},
    {ONNXM_OP_EXP, {0xcc55, 0xc2b9, 0xc2cff1b4, 0xc0874910d52d3051}, {0x0001, 0x0001, 0x00000001, 0x0000000000000001}, "exp(exp_uf_next)"},
    {ONNXM_OP_EXP, {0xd580, 0xc2b0, 0xc2b00000, 0xc056000000000000}, {0x0000, 0x0042, 0x0041edc4, 0x38007b7112bc1ffe}, "exp(-88)"},
    {ONNXM_OP_EXP, {0xd5a0, 0xc2b4, 0xc2b40000, 0xc056800000000000}, {0x0000, 0x0009, 0x0008ec28, 0x37d1d8508fa8246a}, "exp(-90)"},
    {ONNXM_OP_EXP, {0xd640, 0xc2c8, 0xc2c80000, 0xc059000000000000}, {0x0000, 0x0000, 0x0000001b, 0x36ea8c1f14e2af5d}, "exp(-100)"},
    {ONNXM_OP_EXP, {0xd680, 0xc2d0, 0xc2d00000, 0xc05a000000000000}, {0x0000, 0x0000, 0x00000000, 0x368f1e6b68529e33}, "exp(-104)"},
    {ONNXM_OP_LOG, {0x4000, 0x4000, 0x40000000, 0x4000000000000000}, {0x398c, 0x3f31, 0x3f317218, 0x3fe62e42fefa39ef}, "log(2)"},
    {ONNXM_OP_LOG, {0x3800, 0x3f00, 0x3f000000, 0x3fe0000000000000}, {0xb98c, 0xbf31, 0xbf317218, 0xbfe62e42fefa39ef}, "log(1/2)"},
    {ONNXM_OP_LOG, {0x4900, 0x4120, 0x41200000, 0x4024000000000000}, {0x409b, 0x4013, 0x40135d8e, 0x40026bb1bbb55516}, "log(10)"},
    {ONNXM_OP_LOG, {0x7bff, 0x7f7f, 0x7f7fffff, 0x7fefffffffffffff}, {0x498c, 0x42b1, 0x42b17218, 0x40862e42fefa39ef}, "log(max)"},
    {ONNXM_OP_LOG, {0x0001, 0x0001, 0x00000001, 0x0000000000000001}, {0xcc29, 0xc2b8, 0xc2ce8ed0, 0xc0874385446d71c3}, "log(minsub)"},
    {ONNXM_OP_LOG, {0x0002, 0x0002, 0x00000002, 0x0000000000000002}, {0xcbf9, 0xc2b7, 0xc2cd2bec, 0xc0873df9b3adb335}, "log(two_minsub)"},
    {ONNXM_OP_LOG, {0x0400, 0x0080, 0x00800000, 0x0010000000000000}, {0xc8da, 0xc2af, 0xc2aeac50, 0xc086232bdd7abcd2}, "log(minnorm)"},
    {ONNXM_OP_LOG, {0x3c01, 0x3f81, 0x3f800001, 0x3ff0000000000001}, {0x13ff, 0x3bff, 0x33ffffff, 0x3cafffffffffffff}, "log(one_plus)"},
    {ONNXM_OP_LOG, {0x3bff, 0x3f7f, 0x3f7fffff, 0x3fefffffffffffff}, {0x9000, 0xbb80, 0xb3800000, 0xbca0000000000000}, "log(one_minus)"},
    {ONNXM_OP_SIGMOID, {0x3c00, 0x3f80, 0x3f800000, 0x3ff0000000000000}, {0x39d9, 0x3f3b, 0x3f3b26a8, 0x3fe764d4f5d5a2bd}, "sigmoid(1)"},
    {ONNXM_OP_SIGMOID, {0xbc00, 0xbf80, 0xbf800000, 0xbff0000000000000}, {0x344e, 0x3e8a, 0x3e89b2b1, 0x3fd136561454ba86}, "sigmoid(-1)"},
    {ONNXM_OP_SIGMOID, {0x4000, 0x4000, 0x40000000, 0x4000000000000000}, {0x3b0c, 0x3f61, 0x3f617beb, 0x3fec2f7d5a8a79ca}, "sigmoid(2)"},
    {ONNXM_OP_SIGMOID, {0xc000, 0xc000, 0xc0000000, 0xc000000000000000}, {0x2fa1, 0x3df4, 0x3df420a9, 0x3fbe84152bac31af}, "sigmoid(-2)"},
    {ONNXM_OP_SIGMOID, {0x4900, 0x4120, 0x41200000, 0x4024000000000000}, {0x3c00, 0x3f80, 0x3f7ffd06, 0x3fefffa0cb346f89}, "sigmoid(10)"},
    {ONNXM_OP_SIGMOID, {0xc900, 0xc120, 0xc1200000, 0xc024000000000000}, {0x02fa, 0x383e, 0x383e6997, 0x3f07cd32e41dd960}, "sigmoid(-10)"},
    {ONNXM_OP_SIGMOID, {0x7bff, 0x7f7f, 0x7f7fffff, 0x7fefffffffffffff}, {0x3c00, 0x3f80, 0x3f800000, 0x3ff0000000000000}, "sigmoid(max)"},
    {ONNXM_OP_SIGMOID, {0xfbff, 0xff7f, 0xff7fffff, 0xffefffffffffffff}, {0x0000, 0x0000, 0x00000000, 0x0000000000000000}, "sigmoid(-max)"},
    {ONNXM_OP_SIGMOID, {0x0001, 0x0001, 0x00000001, 0x0000000000000001}, {0x3800, 0x3f00, 0x3f000000, 0x3fe0000000000000}, "sigmoid(minsub)"},
    {ONNXM_OP_SIGMOID, {0x8001, 0x8001, 0x80000001, 0x8000000000000001}, {0x3800, 0x3f00, 0x3f000000, 0x3fe0000000000000}, "sigmoid(-minsub)"},
    {ONNXM_OP_SIGMOID, {0x3bff, 0x3f7f, 0x3f7fffff, 0x3fefffffffffffff}, {0x39d9, 0x3f3b, 0x3f3b26a7, 0x3fe764d4f5d5a2bd}, "sigmoid(one_minus)"},
    {ONNXM_OP_SIGMOID, {0x4829, 0x40c8, 0x418aa123, 0x4042b708872320e2}, {0x3c00, 0x3f80, 0x3f800000, 0x3ff0000000000000}, "sigmoid(sig_one)"},
    {ONNXM_OP_SIGMOID, {0x4828, 0x40c7, 0x418aa122, 0x4042b708872320e1}, {0x3bff, 0x3f7f, 0x3f7fffff, 0x3fefffffffffffff}, "sigmoid(sig_below_one)"},
    {ONNXM_OP_SIGMOID, {0xcc56, 0xc2ba, 0xc2cff1b5, 0xc0874910d52d3052}, {0x0000, 0x0000, 0x00000000, 0x0000000000000000}, "sigmoid(sig_uf)"},
    {ONNXM_OP_SIGMOID, {0xcc55, 0xc2b9, 0xc2cff1b4, 0xc0874910d52d3051}, {0x0001, 0x0001, 0x00000001, 0x0000000000000001}, "sigmoid(sig_uf_next)"},
    {ONNXM_OP_SIGMOID, {0xd5a0, 0xc2b4, 0xc2b40000, 0xc056800000000000}, {0x0000, 0x0009, 0x0008ec28, 0x37d1d8508fa8246a}, "sigmoid(-90)"},
    {ONNXM_OP_SIGMOID, {0xd680, 0xc2d0, 0xc2d00000, 0xc05a000000000000}, {0x0000, 0x0000, 0x00000000, 0x368f1e6b68529e33}, "sigmoid(-104)"},
    {ONNXM_OP_SIGMOID, {0xe1d0, 0xc43a, 0xc43a0000, 0xc087400000000000}, {0x0000, 0x0000, 0x00000000, 0x0000000000000002}, "sigmoid(-744)"},
    {ONNXM_OP_TANH, {0x3c00, 0x3f80, 0x3f800000, 0x3ff0000000000000}, {0x3a18, 0x3f43, 0x3f42f7d6, 0x3fe85efab514f394}, "tanh(1)"},
    {ONNXM_OP_TANH, {0xbc00, 0xbf80, 0xbf800000, 0xbff0000000000000}, {0xba18, 0xbf43, 0xbf42f7d6, 0xbfe85efab514f394}, "tanh(-1)"},
    {ONNXM_OP_TANH, {0x3800, 0x3f00, 0x3f000000, 0x3fe0000000000000}, {0x3765, 0x3eed, 0x3eec9a9f, 0x3fdd9353d7568af3}, "tanh(1/2)"},
    {ONNXM_OP_TANH, {0xc000, 0xc000, 0xc0000000, 0xc000000000000000}, {0xbbb6, 0xbf77, 0xbf76ca83, 0xbfeed9505e1bc3d4}, "tanh(-2)"},
    {ONNXM_OP_TANH, {0x0c00, 0x3980, 0x39800000, 0x3f30000000000000}, {0x0c00, 0x3980, 0x39800000, 0x3f2ffffff555555a}, "tanh(1/4096)"},
    {ONNXM_OP_TANH, {0x0001, 0x0001, 0x00000001, 0x0000000000000001}, {0x0001, 0x0001, 0x00000001, 0x0000000000000001}, "tanh(minsub)"},
    {ONNXM_OP_TANH, {0x8001, 0x8001, 0x80000001, 0x8000000000000001}, {0x8001, 0x8001, 0x80000001, 0x8000000000000001}, "tanh(-minsub)"},
    {ONNXM_OP_TANH, {0x0400, 0x0080, 0x00800000, 0x0010000000000000}, {0x0400, 0x0080, 0x00800000, 0x0010000000000000}, "tanh(minnorm)"},
    {ONNXM_OP_TANH, {0x7bff, 0x7f7f, 0x7f7fffff, 0x7fefffffffffffff}, {0x3c00, 0x3f80, 0x3f800000, 0x3ff0000000000000}, "tanh(max)"},
    {ONNXM_OP_TANH, {0xfbff, 0xff7f, 0xff7fffff, 0xffefffffffffffff}, {0xbc00, 0xbf80, 0xbf800000, 0xbff0000000000000}, "tanh(-max)"},
    {ONNXM_OP_TANH, {0x4481, 0x405d, 0x41102cb3, 0x40330fc1931f09c9}, {0x3bff, 0x3f7f, 0x3f7fffff, 0x3fefffffffffffff}, "tanh(tanh_sat)"},
    {ONNXM_OP_TANH, {0x4482, 0x405e, 0x41102cb4, 0x40330fc1931f09ca}, {0x3c00, 0x3f80, 0x3f800000, 0x3ff0000000000000}, "tanh(tanh_sat_next)"},
    {ONNXM_OP_TANH, {0xc481, 0xc05d, 0xc1102cb3, 0xc0330fc1931f09c9}, {0xbbff, 0xbf7f, 0xbf7fffff, 0xbfefffffffffffff}, "tanh(-tanh_sat)"},
    {ONNXM_OP_TANH, {0xc482, 0xc05e, 0xc1102cb4, 0xc0330fc1931f09ca}, {0xbc00, 0xbf80, 0xbf800000, 0xbff0000000000000}, "tanh(-tanh_sat_next)"},
    {ONNXM_OP_ERF, {0x3c00, 0x3f80, 0x3f800000, 0x3ff0000000000000}, {0x3abe, 0x3f58, 0x3f57bb3d, 0x3feaf767a741088b}, "erf(1)"},
    {ONNXM_OP_ERF, {0xbc00, 0xbf80, 0xbf800000, 0xbff0000000000000}, {0xbabe, 0xbf58, 0xbf57bb3d, 0xbfeaf767a741088b}, "erf(-1)"},
    {ONNXM_OP_ERF, {0x3800, 0x3f00, 0x3f000000, 0x3fe0000000000000}, {0x382a, 0x3f05, 0x3f053f7b, 0x3fe0a7ef5c18edd2}, "erf(1/2)"},
    {ONNXM_OP_ERF, {0x4000, 0x4000, 0x40000000, 0x4000000000000000}, {0x3bf6, 0x3f7f, 0x3f7ecd71, 0x3fefd9ae142795e3}, "erf(2)"},
    {ONNXM_OP_ERF, {0xc200, 0xc040, 0xc0400000, 0xc008000000000000}, {0xbc00, 0xbf80, 0xbf7ffe8d, 0xbfefffd1ac4135f9}, "erf(-3)"},
    {ONNXM_OP_ERF, {0x0001, 0x0001, 0x00000001, 0x0000000000000001}, {0x0001, 0x0001, 0x00000001, 0x0000000000000001}, "erf(minsub)"},
    {ONNXM_OP_ERF, {0x8001, 0x8001, 0x80000001, 0x8000000000000001}, {0x8001, 0x8001, 0x80000001, 0x8000000000000001}, "erf(-minsub)"},
    {ONNXM_OP_ERF, {0x0002, 0x0002, 0x00000002, 0x0000000000000002}, {0x0002, 0x0002, 0x00000002, 0x0000000000000002}, "erf(two_minsub)"},
    {ONNXM_OP_ERF, {0x0400, 0x0080, 0x00800000, 0x0010000000000000}, {0x0483, 0x0090, 0x00906ebb, 0x00120dd750429b6d}, "erf(minnorm)"},
    {ONNXM_OP_ERF, {0x8400, 0x8080, 0x80800000, 0x8010000000000000}, {0x8483, 0x8090, 0x80906ebb, 0x80120dd750429b6d}, "erf(-minnorm)"},
    {ONNXM_OP_ERF, {0x3c01, 0x3f81, 0x3f800001, 0x3ff0000000000001}, {0x3abf, 0x3f59, 0x3f57bb3e, 0x3feaf767a741088c}, "erf(one_plus)"},
    {ONNXM_OP_ERF, {0x7bff, 0x7f7f, 0x7f7fffff, 0x7fefffffffffffff}, {0x3c00, 0x3f80, 0x3f800000, 0x3ff0000000000000}, "erf(max)"},
    {ONNXM_OP_ERF, {0xfbff, 0xff7f, 0xff7fffff, 0xffefffffffffffff}, {0xbc00, 0xbf80, 0xbf800000, 0xbff0000000000000}, "erf(-max)"},
    {ONNXM_OP_ERF, {0x4131, 0x400d, 0x407ad445, 0x4017afb48dc96627}, {0x3c00, 0x3f80, 0x3f800000, 0x3ff0000000000000}, "erf(erf_sat)"},
    {ONNXM_OP_ERF, {0xc131, 0xc00d, 0xc07ad445, 0xc017afb48dc96627}, {0xbc00, 0xbf80, 0xbf800000, 0xbff0000000000000}, "erf(-erf_sat)"},
    {ONNXM_OP_ERF, {0x4130, 0x400c, 0x407ad444, 0x4017afb48dc96626}, {0x3bff, 0x3f7f, 0x3f7fffff, 0x3fefffffffffffff}, "erf(erf_sat_prev)"},
    {ONNXM_OP_ERF, {0xc130, 0xc00c, 0xc07ad444, 0xc017afb48dc96626}, {0xbbff, 0xbf7f, 0xbf7fffff, 0xbfefffffffffffff}, "erf(-erf_sat_prev)"},
    {ONNXM_OP_GELU, {0x3c00, 0x3f80, 0x3f800000, 0x3ff0000000000000}, {0x3abb, 0x3f57, 0x3f57625f, 0x3feaec4bd120d37d}, "gelu(1)"},
    {ONNXM_OP_GELU, {0xbc00, 0xbf80, 0xbf800000, 0xbff0000000000000}, {0xb114, 0xbe22, 0xbe227686, 0xbfc44ed0bb7cb20b}, "gelu(-1)"},
    {ONNXM_OP_GELU, {0x3800, 0x3f00, 0x3f000000, 0x3fe0000000000000}, {0x3588, 0x3eb1, 0x3eb103af, 0x3fd62075e232ac77}, "gelu(1/2)"},
    {ONNXM_OP_GELU, {0x4000, 0x4000, 0x40000000, 0x4000000000000000}, {0x3fd1, 0x3ffa, 0x3ffa2d0c, 0x3fff45a183e9b13d}, "gelu(2)"},
    {ONNXM_OP_GELU, {0xc000, 0xc000, 0xc0000000, 0xc000000000000000}, {0xa9d3, 0xbd3a, 0xbd3a5e7c, 0xbfa74bcf82c9d860}, "gelu(-2)"},
    {ONNXM_OP_GELU, {0xc200, 0xc040, 0xc0400000, 0xc008000000000000}, {0x9c26, 0xbb85, 0xbb84b34c, 0xbf7096697b244861}, "gelu(-3)"},
    {ONNXM_OP_GELU, {0xba00, 0xbf40, 0xbf400000, 0xbfe8000000000000}, {0xb170, 0xbe2e, 0xbe2e0cc0, 0xbfc5c19804106bba}, "gelu(-3/4)"},
    {ONNXM_OP_GELU, {0xc800, 0xc100, 0xc1000000, 0xc020000000000000}, {0x8000, 0xa7b3, 0xa7b34e96, 0xbcf669d2c90d55ce}, "gelu(-8)"},
    {ONNXM_OP_GELU, {0xc900, 0xc120, 0xc1200000, 0xc024000000000000}, {0x8000, 0x9ab8, 0x9ab83c9b, 0xbb57079362639d51}, "gelu(-10)"},
    {ONNXM_OP_GELU, {0xbc01, 0xbf81, 0xbf800001, 0xbff0000000000001}, {0xb113, 0xbe22, 0xbe227685, 0xbfc44ed0bb7cb20b}, "gelu(-one_plus)"},
    {ONNXM_OP_GELU, {0x7bff, 0x7f7f, 0x7f7fffff, 0x7fefffffffffffff}, {0x7bff, 0x7f7f, 0x7f7fffff, 0x7fefffffffffffff}, "gelu(max)"},
    {ONNXM_OP_GELU, {0xfbff, 0xff7f, 0xff7fffff, 0xffefffffffffffff}, {0x8000, 0x8000, 0x80000000, 0x8000000000000000}, "gelu(-max)"},
    {ONNXM_OP_GELU, {0x42fa, 0x4039, 0x40ad7081, 0x402095b059d67c4d}, {0x42fa, 0x4039, 0x40ad7081, 0x402095b059d67c4d}, "gelu(gelu_sat)"},
    {ONNXM_OP_GELU, {0x42f9, 0x4038, 0x40ad7080, 0x402095b059d67c4c}, {0x42f9, 0x4038, 0x40ad7080, 0x402095b059d67c4c}, "gelu(gelu_sat_prev)"},
    {ONNXM_OP_GELU, {0xc5ba, 0xc159, 0xc165b275, 0xc0434a4208ec1ea4}, {0x8000, 0x8000, 0x80000000, 0x8000000000000000}, "gelu(gelu_zero)"},
    {ONNXM_OP_GELU, {0xc5b9, 0xc158, 0xc165b274, 0xc0434a4208ec1ea3}, {0x8001, 0x8001, 0x80000001, 0x8000000000000001}, "gelu(gelu_zero_next)"},
    {ONNXM_OP_GELU, {0xc42e, 0xc153, 0xc1525707, 0xc042ced4c5dd8ab5}, {0x83ff, 0x804a, 0x807fffeb, 0x800fffffffffff64}, "gelu(gelu_sub)"},
    {ONNXM_OP_GELU, {0xc42d, 0xc152, 0xc1525706, 0xc042ced4c5dd8ab4}, {0x8410, 0x80a9, 0x80800054, 0x8010000000000418}, "gelu(gelu_sub_next)"},
    {ONNXM_OP_GELU_TANH, {0x3c00, 0x3f80, 0x3f800000, 0x3ff0000000000000}, {0x3abb, 0x3f57, 0x3f57585c, 0x3feaeb0b772a3ae1}, "gelu_tanh(1)"},
    {ONNXM_OP_GELU_TANH, {0xbc00, 0xbf80, 0xbf800000, 0xbff0000000000000}, {0xb115, 0xbe23, 0xbe229e91, 0xbfc453d22357147a}, "gelu_tanh(-1)"},
    {ONNXM_OP_GELU_TANH, {0x3800, 0x3f00, 0x3f000000, 0x3fe0000000000000}, {0x3588, 0x3eb1, 0x3eb1016d, 0x3fd6202da77df3f9}, "gelu_tanh(1/2)"},
    {ONNXM_OP_GELU_TANH, {0xb800, 0xbf00, 0xbf000000, 0xbfe0000000000000}, {0xb0f0, 0xbe1e, 0xbe1dfd26, 0xbfc3bfa4b104180f}, "gelu_tanh(-1/2)"},
    {ONNXM_OP_GELU_TANH, {0x4000, 0x4000, 0x40000000, 0x4000000000000000}, {0x3fd2, 0x3ffa, 0x3ffa3042, 0x3fff46083b4f1aa6}, "gelu_tanh(2)"},
    {ONNXM_OP_GELU_TANH, {0xc000, 0xc000, 0xc0000000, 0xc000000000000000}, {0xa9d0, 0xbd3a, 0xbd39f7c5, 0xbfa73ef8961cab36}, "gelu_tanh(-2)"},
    {ONNXM_OP_GELU_TANH, {0xc200, 0xc040, 0xc0400000, 0xc008000000000000}, {0x9b73, 0xbb6e, 0xbb6e6150, 0xbf6dcc2a011612b9}, "gelu_tanh(-3)"},
    {ONNXM_OP_GELU_TANH, {0x4500, 0x40a0, 0x40a00000, 0x4014000000000000}, {0x4500, 0x40a0, 0x40a00000, 0x4013fffff09eb960}, "gelu_tanh(5)"},
    {ONNXM_OP_GELU_TANH, {0xc800, 0xc100, 0xc1000000, 0xc020000000000000}, {0x8000, 0x9d6b, 0x9d6ad144, 0xbbad5a2877434651}, "gelu_tanh(-8)"},
    {ONNXM_OP_GELU_TANH, {0xc900, 0xc120, 0xc1200000, 0xc024000000000000}, {0x8000, 0x8224, 0x8223e47f, 0xb8447c8fd5284fea}, "gelu_tanh(-10)"},
    {ONNXM_OP_GELU_TANH, {0xcd00, 0xc1a0, 0xc1a00000, 0xc034000000000000}, {0x8000, 0x8000, 0x80000000, 0x89da927dc6157cb0}, "gelu_tanh(-20)"},
    {ONNXM_OP_GELU_TANH, {0x0001, 0x0001, 0x00000001, 0x0000000000000001}, {0x0001, 0x0001, 0x00000001, 0x0000000000000001}, "gelu_tanh(minsub)"},
    {ONNXM_OP_GELU_TANH, {0x8001, 0x8001, 0x80000001, 0x8000000000000001}, {0x8000, 0x8000, 0x80000000, 0x8000000000000000}, "gelu_tanh(-minsub)"},
    {ONNXM_OP_GELU_TANH, {0x0002, 0x0002, 0x00000002, 0x0000000000000002}, {0x0001, 0x0001, 0x00000001, 0x0000000000000001}, "gelu_tanh(two_minsub)"},
    {ONNXM_OP_GELU_TANH, {0x8002, 0x8002, 0x80000002, 0x8000000000000002}, {0x8001, 0x8001, 0x80000001, 0x8000000000000001}, "gelu_tanh(-two_minsub)"},
    {ONNXM_OP_GELU_TANH, {0x0003, 0x0003, 0x00000003, 0x0000000000000003}, {0x0002, 0x0002, 0x00000002, 0x0000000000000002}, "gelu_tanh(three_minsub)"},
    {ONNXM_OP_GELU_TANH, {0x8003, 0x8003, 0x80000003, 0x8000000000000003}, {0x8001, 0x8001, 0x80000001, 0x8000000000000001}, "gelu_tanh(-three_minsub)"},
    {ONNXM_OP_GELU_TANH, {0x0400, 0x0080, 0x00800000, 0x0010000000000000}, {0x0200, 0x0040, 0x00400000, 0x0008000000000000}, "gelu_tanh(minnorm)"},
    {ONNXM_OP_GELU_TANH, {0x8400, 0x8080, 0x80800000, 0x8010000000000000}, {0x8200, 0x8040, 0x80400000, 0x8008000000000000}, "gelu_tanh(-minnorm)"},
    {ONNXM_OP_GELU_TANH, {0x3c01, 0x3f81, 0x3f800001, 0x3ff0000000000001}, {0x3abd, 0x3f5a, 0x3f57585e, 0x3feaeb0b772a3ae4}, "gelu_tanh(one_plus)"},
    {ONNXM_OP_GELU_TANH, {0x7bff, 0x7f7f, 0x7f7fffff, 0x7fefffffffffffff}, {0x7bff, 0x7f7f, 0x7f7fffff, 0x7fefffffffffffff}, "gelu_tanh(max)"},
    {ONNXM_OP_GELU_TANH, {0xfbff, 0xff7f, 0xff7fffff, 0xffefffffffffffff}, {0x8000, 0x8000, 0x80000000, 0x8000000000000000}, "gelu_tanh(-max)"},
    {ONNXM_OP_GELU_TANH, {0x42d8, 0x4038, 0x40a1f6d4, 0x401c948c2609e415}, {0x42d8, 0x4038, 0x40a1f6d4, 0x401c948c2609e415}, "gelu_tanh(gelu_tanh_sat)"},
    {ONNXM_OP_GELU_TANH, {0x42d7, 0x4037, 0x40a1f6d3, 0x401c948c2609e414}, {0x42d7, 0x4037, 0x40a1f6d3, 0x401c948c2609e414}, "gelu_tanh(gelu_tanh_sat_prev)"},
    {ONNXM_OP_GELU_TANH, {0xc54a, 0xc126, 0xc12c557a, 0xc0358c0d225444bc}, {0x8000, 0x8000, 0x80000000, 0x8000000000000000}, "gelu_tanh(gelu_tanh_uf)"},
    {ONNXM_OP_GELU_TANH, {0xc549, 0xc125, 0xc12c5579, 0xc0358c0d225444bb}, {0x8001, 0x8001, 0x80000001, 0x8000000000000001}, "gelu_tanh(gelu_tanh_uf_next)"},
};
#define NROWS (sizeof rows / sizeof rows[0])

/* The library's bound on op's error in dtype (onnxm_op_max_ulps), or 0
 * where it is 1/2 ulp: the result must then be the correctly rounded one. */
static double tolerance(onnxm_op op, onnxm_dtype dtype)
{
    double u;
    if (onnxm_op_max_ulps(op, dtype, &u) != ONNXM_OK)
        return 0.0;
    return u > 0.5 ? u : 0.0;
}

/* The result is acceptable for the expected encoding `want` of op(x): a
 * NaN input gives a quiet NaN; a NaN from a non-NaN input is exactly
 * `want` (DNAN). */
static int acceptable(onnxm_op op, onnxm_dtype dt, uint64_t x, uint64_t got, uint64_t want)
{
    if (oracle_is_nan(dt, want) && oracle_is_nan(dt, x))
        return oracle_is_quiet_nan(dt, got);
    if (got == want)
        return 1;
    double w = oracle_to_double(dt, want);
    return tolerance(op, dt) > 0 && w != 0 && isfinite(w) &&
           oracle_ulp_error(op, dt, x, got) <= tolerance(op, dt);
}

/* One row for op: the oracle against the table, then every ISA. */
static void check_row(const special_row *row, onnxm_op op, const char *name,
                      const onnxm_isa *isas, int nisa, tu_report *kern, tu_report *orc)
{
    for (int d = 0; d < TU_DTYPE_COUNT; d++) {
        onnxm_dtype dt = tu_all_dtypes[d];
        uint64_t x = row->in[d], want = row->out[d];
        char what[96];
        /* the oracle must agree with the independent table */
        uint64_t o = oracle_cr(op, dt, x, ORACLE_MPFR_ONLY, NULL, NULL);
        uint64_t of = oracle_cr(op, dt, x, ORACLE_FAST, NULL, NULL);
        if (!oracle_same(dt, o, want) || !oracle_same(dt, of, want)) {
            snprintf(what, sizeof what, "ORACLE %s %s", name, onnxm_dtype_name(dt));
            tu_fail(orc, dt, what, x, o, want);
        }
        for (int k = 0; k < nisa; k++) {
            /* alone, and in the middle of a vector of the same value so
             * that vector lanes (not only the scalar tail) see it */
            uint64_t xb[67], yb[67];
            for (int i = 0; i < 67; i++)
                tu_store(dt, xb, (size_t)i, x);
            onnxm_status s1 = onnxm_unary_isa(isas[k], op, dt, xb, yb, 1);
            uint64_t y1 = tu_load(dt, yb, 0);
            onnxm_status s2 = onnxm_unary_isa(isas[k], op, dt, xb, yb, 67);
            for (int i = 0; i < 67; i += 33) {
                uint64_t y = i == 0 ? y1 : tu_load(dt, yb, (size_t)i);
                if (s1 != ONNXM_OK || s2 != ONNXM_OK || !acceptable(op, dt, x, y, want)) {
                    snprintf(what, sizeof what, "%s %s %s%s", name, onnxm_dtype_name(dt),
                             onnxm_isa_name(isas[k]), i == 0 ? " (n=1)" : " (in a vector)");
                    tu_fail(kern, dt, what, x, y, want);
                }
            }
        }
    }
}

static uint64_t table_checks(const onnxm_isa *isas, int nisa)
{
    tu_report kern = {0}, orc = {0};
    size_t own[ONNXM_OP_COUNT] = {0};
    for (size_t r = 0; r < NROWS; r++) {
        check_row(&rows[r], rows[r].op, rows[r].what, isas, nisa, &kern, &orc);
        own[rows[r].op]++;
    }
    for (int op = 0; op < ONNXM_OP_COUNT; op++) {
        /* an operator of the library with no row of its own: the table
         * must be extended, not skipped */
        if (own[op] == 0) {
            printf("  FAIL: %s has no rows in the special-value table\n",
                   onnxm_op_name((onnxm_op)op));
            orc.count++;
        }
        for (size_t r = 0; r < NNANROWS; r++) {
            char name[64];
            snprintf(name, sizeof name, "%s%s", onnxm_op_name((onnxm_op)op), nan_rows[r].what);
            check_row(&nan_rows[r], (onnxm_op)op, name, isas, nisa, &kern, &orc);
        }
    }
    /* every NaN encoding of the 16-bit types gives a quiet NaN */
    for (int d = 0; d < 2; d++) {
        onnxm_dtype dt = tu_all_dtypes[d];
        static uint16_t xs[65536], ys[65536];
        size_t n = 0;
        for (uint32_t b = 0; b < 65536; b++)
            if (oracle_is_nan(dt, b))
                xs[n++] = (uint16_t)b;
        for (int k = 0; k < nisa; k++)
            for (int op = 0; op < ONNXM_OP_COUNT; op++) {
                if (!tu_in_run((onnxm_op)op, dt))
                    continue;
                onnxm_status s = onnxm_unary_isa(isas[k], (onnxm_op)op, dt, xs, ys, n);
                for (size_t i = 0; i < n; i++)
                    if (s != ONNXM_OK || !oracle_is_quiet_nan(dt, ys[i])) {
                        char what[96];
                        snprintf(what, sizeof what, "%s %s %s NaN in -> quiet NaN",
                                 onnxm_op_name((onnxm_op)op), onnxm_dtype_name(dt),
                                 onnxm_isa_name(isas[k]));
                        tu_fail(&kern, dt, what, xs[i], ys[i], oracle_qnan(dt));
                    }
            }
    }
    printf("  special-value table: %zu rows x %d types: %llu kernel failures, %llu oracle "
           "disagreements\n",
           NROWS + NNANROWS * ONNXM_OP_COUNT, TU_DTYPE_COUNT, (unsigned long long)kern.count, (unsigned long long)orc.count);
    return kern.count + orc.count;
}

/* ------------------------------------------------------- 2./3. properties */
#define POOL 8192
#define SHIFTS 64 /* >= the widest vector (32 x 16-bit in 512 bits) times unrolling */
#define GUARD 16

typedef struct {
    onnxm_dtype dt;
    size_t es;            /* element size */
    unsigned char *x;     /* POOL inputs */
    unsigned char *ref;   /* scalar ISA results on the pool */
} pool_t;

/* Strict bit equality, as the ISAs must give; a difference that is only in
 * a NaN's sign or payload is counted apart in the message. */
static uint64_t prop_fail(tu_report *r, onnxm_dtype dt, const char *what, uint64_t x,
                          uint64_t got, uint64_t want)
{
    char w[160];
    snprintf(w, sizeof w, "%s%s", what,
             oracle_same(dt, got, want) ? " [NaN encoding only]" : "");
    tu_fail(r, dt, w, x, got, want);
    return 1;
}

static void *xmalloc(size_t n)
{
    void *p = aligned_alloc(64, (n + 63) / 64 * 64);
    if (p == NULL) {
        fprintf(stderr, "out of memory\n");
        exit(EXIT_FAILURE);
    }
    return p;
}

/* Runs op over pool[off, off+n) with the given placement and checks the
 * results against ref, the guards and the input.  variant: 0 aligned,
 * 1 x and y offset by one element, 2 x by one and y by three, 3 in place
 * (offset by one). */
static void run_case(onnxm_isa isa, onnxm_op op, const pool_t *p, size_t off, size_t n,
                     int variant, tu_report *r)
{
    static const size_t xo[4] = {0, 1, 1, 1}, yo[4] = {0, 1, 3, 1};
    size_t es = p->es, cap = n + 2 * GUARD + 4;
    unsigned char *xb = xmalloc(cap * es), *yb = variant == 3 ? xb : xmalloc(cap * es);
    unsigned char *x = xb + xo[variant] * es, *y = yb + (GUARD + yo[variant]) * es;
    if (variant == 3)
        x = y;
    memset(yb, 0xa5, cap * es);
    memcpy(x, p->x + off * es, n * es);
    onnxm_status s = onnxm_unary_isa(isa, op, p->dt, n ? x : NULL, n ? y : NULL, n);
    char what[128];
    snprintf(what, sizeof what, "%s %s %s n=%zu variant=%d", onnxm_op_name(op),
             onnxm_dtype_name(p->dt), onnxm_isa_name(isa), n, variant);
    if (s != ONNXM_OK) {
        printf("    %s: status %s\n", what, onnxm_status_string(s));
        r->count++;
    } else {
        for (size_t i = 0; i < n; i++) {
            uint64_t got = tu_load(p->dt, y, i), want = tu_load(p->dt, p->ref, off + i);
            if (got != want)
                prop_fail(r, p->dt, what, tu_load(p->dt, p->x, off + i), got, want);
        }
        /* guards: GUARD elements before y and after y + n */
        for (size_t i = 0; i < GUARD * es; i++)
            if (y[-(ptrdiff_t)i - 1] != 0xa5 || y[n * es + i] != 0xa5) {
                printf("    %s: wrote outside y[0, n)\n", what);
                r->count++;
                break;
            }
        if (variant != 3 && memcmp(x, p->x + off * es, n * es) != 0) {
            printf("    %s: modified its input\n", what);
            r->count++;
        }
    }
    if (yb != xb)
        free(yb);
    free(xb);
}

static uint64_t property_checks(const onnxm_isa *isas, int nisa)
{
    uint64_t fails = 0;
    static uint64_t gen[65536];
    for (int d = 0; d < TU_DTYPE_COUNT; d++) {
        pool_t p = {.dt = tu_all_dtypes[d], .es = onnxm_dtype_size(tu_all_dtypes[d])};
        const oracle_format *f = oracle_format_of(p.dt);
        uint64_t all = f->bits == 64 ? ~0ull : (1ull << f->bits) - 1;
        size_t structured = tu_gen_inputs(p.dt, gen, 65536, 0x73706563ull + (uint64_t)d);
        uint64_t st = 0x706f6f6cull + (uint64_t)d;
        p.x = xmalloc(POOL * p.es);
        p.ref = xmalloc(POOL * p.es);
        /* a quarter structured (specials, binade ends...), the rest random,
         * so that specials meet every lane position among random neighbours */
        for (size_t i = 0; i < POOL; i++) {
            uint64_t v = tu_rand(&st);
            tu_store(p.dt, p.x, i, v % 4 == 0 ? gen[(v >> 8) % structured] : tu_rand(&st) & all);
        }
        for (int op = 0; op < ONNXM_OP_COUNT; op++) {
            if (!tu_in_run((onnxm_op)op, p.dt))
                continue;
            tu_report acc = {0}, prop = {0};
            char what[96];
            /* reference: the scalar ISA, checked against the oracle */
            if (onnxm_unary_isa(ONNXM_ISA_SCALAR, (onnxm_op)op, p.dt, p.x, p.ref, POOL) != ONNXM_OK) {
                printf("    %s %s scalar: failed\n", onnxm_op_name((onnxm_op)op), onnxm_dtype_name(p.dt));
                fails++;
                continue;
            }
            snprintf(what, sizeof what, "%s %s scalar vs oracle", onnxm_op_name((onnxm_op)op),
                     onnxm_dtype_name(p.dt));
            for (size_t i = 0; i < POOL; i++) {
                uint64_t x = tu_load(p.dt, p.x, i), got = tu_load(p.dt, p.ref, i);
                uint64_t cr = oracle_cr((onnxm_op)op, p.dt, x, ORACLE_FAST, NULL, NULL);
                if (!acceptable((onnxm_op)op, p.dt, x, got, cr) && !oracle_same(p.dt, got, cr))
                    tu_fail(&acc, p.dt, what, x, got, cr);
            }
            for (int k = 0; k < nisa; k++) {
                onnxm_isa isa = isas[k];
                /* lengths 0..300 in every placement */
                for (size_t n = 0; n <= 300; n++)
                    for (int v = 0; v < 4; v++)
                        run_case(isa, (onnxm_op)op, &p, (n * 7 + (size_t)v) % SHIFTS, n, v, &prop);
                /* around multiples of 64 up to 4096 */
                for (size_t m = 320; m <= 4096; m += 64)
                    for (size_t n = m - 1; n <= m + 1; n++)
                        for (int v = 0; v < 4; v += 3)
                            run_case(isa, (onnxm_op)op, &p, n % SHIFTS, n, v, &prop);
                /* lanes: the pool shifted by s puts element i at index i - s */
                unsigned char *y = xmalloc(POOL * p.es);
                snprintf(what, sizeof what, "%s %s %s lane test", onnxm_op_name((onnxm_op)op),
                         onnxm_dtype_name(p.dt), onnxm_isa_name(isa));
                for (size_t s = 0; s < SHIFTS; s++) {
                    size_t n = POOL - SHIFTS;
                    if (onnxm_unary_isa(isa, (onnxm_op)op, p.dt, p.x + s * p.es, y, n) != ONNXM_OK) {
                        prop.count++;
                        continue;
                    }
                    for (size_t i = 0; i < n; i++) {
                        uint64_t got = tu_load(p.dt, y, i), want = tu_load(p.dt, p.ref, s + i);
                        if (got != want)
                            prop_fail(&prop, p.dt, what, tu_load(p.dt, p.x, s + i), got, want);
                    }
                }
                free(y);
            }
            printf("  %-10s %-8s scalar vs oracle: %llu failures; lengths/placement/lanes on "
                   "%d ISA(s) vs scalar: %llu failures\n",
                   onnxm_op_name((onnxm_op)op), onnxm_dtype_name(p.dt),
                   (unsigned long long)acc.count, nisa, (unsigned long long)prop.count);
            fails += acc.count + prop.count;
        }
        free(p.x);
        free(p.ref);
    }
    return fails;
}

/* ------------------------------------------------------------ 4. status */
static uint64_t expect_status(const char *what, onnxm_status got, onnxm_status want)
{
    if (got == want)
        return 0;
    printf("    %s: got %s, expected %s\n", what, onnxm_status_string(got),
           onnxm_status_string(want));
    return 1;
}

static uint64_t status_checks(const onnxm_isa *isas, int nisa)
{
    uint64_t f = 0;
    double buf[4] = {1, 2, 3, 4}, out[4];
    for (int k = -1; k < nisa; k++) {
        onnxm_isa isa = k < 0 ? ONNXM_ISA_AUTO : isas[k];
        for (int op = 0; op < ONNXM_OP_COUNT; op++)
            for (int d = 0; d < TU_DTYPE_COUNT; d++) {
                onnxm_dtype dt = tu_all_dtypes[d];
                f += expect_status("NULL x, n=4", onnxm_unary_isa(isa, (onnxm_op)op, dt, NULL, out, 4), ONNXM_ERR_INVALID_ARGUMENT);
                f += expect_status("NULL y, n=4", onnxm_unary_isa(isa, (onnxm_op)op, dt, buf, NULL, 4), ONNXM_ERR_INVALID_ARGUMENT);
                f += expect_status("NULL x and y, n=1", onnxm_unary_isa(isa, (onnxm_op)op, dt, NULL, NULL, 1), ONNXM_ERR_INVALID_ARGUMENT);
                f += expect_status("NULL, n=0", onnxm_unary_isa(isa, (onnxm_op)op, dt, NULL, NULL, 0), ONNXM_OK);
                f += expect_status("n=0", onnxm_unary_isa(isa, (onnxm_op)op, dt, buf, out, 0), ONNXM_OK);
            }
        /* not one of the four element types (ONNX: 0 undefined, 2 uint8,
         * 6 int32, 7 int64, 9 bool, 17 float8e4m3fn) */
        static const int bad_types[] = {0, 2, 6, 7, 9, 17, 999, -1};
        for (size_t i = 0; i < sizeof bad_types / sizeof bad_types[0]; i++)
            for (int op = 0; op < ONNXM_OP_COUNT; op++)
                f += expect_status("bad dtype", onnxm_unary_isa(isa, (onnxm_op)op, (onnxm_dtype)bad_types[i], buf, out, 4), ONNXM_ERR_UNSUPPORTED_TYPE);
        f += expect_status("op = ONNXM_OP_COUNT", onnxm_unary_isa(isa, ONNXM_OP_COUNT, ONNXM_FLOAT, buf, out, 4), ONNXM_ERR_INVALID_ARGUMENT);
        f += expect_status("op = -1", onnxm_unary_isa(isa, (onnxm_op)-1, ONNXM_FLOAT, buf, out, 4), ONNXM_ERR_INVALID_ARGUMENT);
    }
    /* onnxm_unary is onnxm_unary_isa(AUTO) */
    f += expect_status("onnxm_unary NULL x", onnxm_unary(ONNXM_OP_SQRT, ONNXM_FLOAT, NULL, out, 4), ONNXM_ERR_INVALID_ARGUMENT);
    f += expect_status("onnxm_unary bad dtype", onnxm_unary(ONNXM_OP_SQRT, (onnxm_dtype)2, buf, out, 4), ONNXM_ERR_UNSUPPORTED_TYPE);
    f += expect_status("onnxm_unary n=0 NULL", onnxm_unary(ONNXM_OP_SQRT, ONNXM_FLOAT, NULL, NULL, 0), ONNXM_OK);
    /* an ISA this CPU lacks, and one that does not exist */
    onnxm_isa named[TU_ISA_COUNT];
    int nnamed = tu_named_isas(named);
    for (int i = 0; i < nnamed; i++)
        if (!onnxm_isa_supported(named[i]))
            f += expect_status("unsupported ISA", onnxm_unary_isa(named[i], ONNXM_OP_SQRT, ONNXM_FLOAT, buf, out, 4), ONNXM_ERR_UNSUPPORTED_ISA);
    onnxm_status s = onnxm_unary_isa((onnxm_isa)99, ONNXM_OP_SQRT, ONNXM_FLOAT, buf, out, 4);
    if (s != ONNXM_ERR_UNSUPPORTED_ISA && s != ONNXM_ERR_INVALID_ARGUMENT) {
        printf("    isa 99: got %s, expected unsupported ISA or invalid argument\n", onnxm_status_string(s));
        f++;
    }
    if (onnxm_isa_supported((onnxm_isa)99)) {
        printf("    onnxm_isa_supported(99) is nonzero\n");
        f++;
    }
    printf("  status codes: %llu failures\n", (unsigned long long)f);
    return f;
}

/* ------------------------------------------------------------ 5. fenv */
typedef struct {
    int round;
    unsigned mxcsr_control;
    unsigned short x87_control;
} fp_control;

static fp_control fp_control_now(void)
{
    fp_control c = {fegetround(), 0, 0};
#if defined(__x86_64__) || defined(__i386__)
    /* control bits only (rounding, FTZ, DAZ, exception masks); the low six
     * are sticky exception flags, which a computation may set */
    c.mxcsr_control = _mm_getcsr() & 0xffc0u;
    __asm__ volatile("fnstcw %0" : "=m"(c.x87_control));
#endif
    return c;
}

static uint64_t fenv_checks(const onnxm_isa *isas, int nisa)
{
    static const int modes[] = {FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO};
    static const char *const names[] = {"to nearest", "upward", "downward", "toward zero"};
    uint64_t f = 0, st = 0x66656e76ull;
    static uint64_t x[1024], y[1024];
    for (size_t i = 0; i < 1024; i++)
        x[i] = tu_rand(&st);
    for (size_t m = 0; m < sizeof modes / sizeof modes[0]; m++) {
        if (fesetround(modes[m]) != 0)
            continue;
        for (int k = -1; k < nisa; k++)
            for (int op = 0; op < ONNXM_OP_COUNT; op++)
                for (int d = 0; d < TU_DTYPE_COUNT; d++) {
                    onnxm_dtype dt = tu_all_dtypes[d];
                    size_t n = 1024 * 8 / onnxm_dtype_size(dt) - 3;
                    fp_control before = fp_control_now();
                    onnxm_isa isa = k < 0 ? ONNXM_ISA_AUTO : isas[k];
                    onnxm_unary_isa(isa, (onnxm_op)op, dt, x, y, n);
                    fp_control after = fp_control_now();
                    /* field by field: memcmp would also compare the struct's padding */
                    if (before.round != after.round || before.mxcsr_control != after.mxcsr_control ||
                        before.x87_control != after.x87_control) {
                        fesetround(FE_TONEAREST);
                        printf("    %s %s %s (rounding %s): FP control changed: round %d->%d "
                               "mxcsr 0x%x->0x%x x87 0x%x->0x%x\n",
                               onnxm_op_name((onnxm_op)op), onnxm_dtype_name(dt), onnxm_isa_name(isa),
                               names[m], before.round, after.round, before.mxcsr_control,
                               after.mxcsr_control, before.x87_control, after.x87_control);
                        f++;
                        fesetround(modes[m]);
                    }
                }
        fesetround(FE_TONEAREST);
    }
    printf("  floating-point environment: %llu failures\n", (unsigned long long)f);
    return f;
}

/* ------------------------------------------------------ 6. default NaN */
/* x86-64's default NaN ("real indefinite"), in tu_all_dtypes order */
static const uint64_t default_nan[TU_DTYPE_COUNT] = {0xfe00, 0xffc0, 0xffc00000,
                                                     0xfff8000000000000};

/* The non-NaN inputs of dt into out (malloc'd): every encoding of the
 * 16-bit types; for float and double tu_gen_inputs' structured sample
 * (specials, every binade of both signs, the neighbourhoods of +-1 and
 * +-1/2, subnormal ends) and 4096 random bit patterns, NaNs dropped. */
static size_t non_nan_inputs(onnxm_dtype dt, uint64_t **out)
{
    size_t cap = onnxm_dtype_size(dt) == 2 ? 65536 : dt == ONNXM_FLOAT ? 80000 : 200000, n = 0;
    uint64_t *all = xmalloc(cap * sizeof *all);
    if (cap == 65536) {
        for (uint64_t b = 0; b < 65536; b++)
            all[b] = b;
    } else {
        /* structured inputs first, then random bits up to cap */
        size_t structured = tu_gen_inputs(dt, all, cap, 0x6e616eull);
        cap = structured + 4096 < cap ? structured + 4096 : cap;
    }
    for (size_t i = 0; i < cap; i++)
        if (!oracle_is_nan(dt, all[i]))
            all[n++] = all[i];
    *out = all;
    return n;
}

static uint64_t default_nan_checks(void)
{
    size_t nk;
    const tu_kernel *k = tu_kernel_list(&nk);
    tu_report r = {0};
    uint64_t runs = 0, elems = 0;
    for (int op = 0; op < onnxm_op_count(); op++) {
        onnxm_op_info info;
        if (onnxm_op_get_info((onnxm_op)op, &info) != ONNXM_OK) {
            printf("  FAIL: no operator info for op %d\n", op);
            r.count++;
            continue;
        }
        unsigned types = 0; /* every type some version allows */
        for (int v = 0; v < info.version_count; v++)
            types |= info.type_mask[v];
        for (int d = 0; d < TU_DTYPE_COUNT; d++) {
            onnxm_dtype dt = tu_all_dtypes[d];
            if (!(types & ONNXM_TYPE_BIT(dt)))
                continue;
            uint64_t *xs;
            size_t n = non_nan_inputs(dt, &xs), es = onnxm_dtype_size(dt);
            unsigned char *x = xmalloc(n * es), *y = xmalloc(n * es); /* 64-byte aligned, for _nt */
            for (size_t i = 0; i < n; i++)
                tu_store(dt, x, i, xs[i]);
            int ran = 0;
            for (size_t j = 0; j < nk; j++) {
                if (k[j].op != (onnxm_op)op || k[j].dtype != dt || !onnxm_isa_supported(k[j].isa))
                    continue;
                k[j].fn(x, y, n);
                ran++;
                elems += n;
                uint64_t bad = 0;
                for (size_t i = 0; i < n; i++) {
                    uint64_t got = tu_load(dt, y, i);
                    if (oracle_is_nan(dt, got) && got != default_nan[d]) {
                        char what[128];
                        snprintf(what, sizeof what, "%s: NaN from a non-NaN input", k[j].name);
                        tu_fail(&r, dt, what, xs[i], got, default_nan[d]);
                        bad++;
                    }
                }
                if (bad)
                    printf("  FAIL: %s: %llu of %zu non-NaN inputs give another NaN\n", k[j].name,
                           (unsigned long long)bad, n);
            }
            if (ran == 0) {
                printf("  FAIL: no kernel of %s %s on this CPU\n", info.name, onnxm_dtype_name(dt));
                r.count++;
            }
            runs += (uint64_t)ran;
            free(y);
            free(x);
            free(xs);
        }
    }
    printf("  default NaN: %llu kernel runs, %llu elements: %llu failures\n",
           (unsigned long long)runs, (unsigned long long)elems, (unsigned long long)r.count);
    return r.count;
}

int main(void)
{
    double t0 = tu_now();
    onnxm_isa isas[TU_ISA_COUNT];
    int nisa = tu_supported_isas(isas);
    uint64_t f = 0;
    f += table_checks(isas, nisa);
    f += property_checks(isas, nisa);
    f += status_checks(isas, nisa);
    f += fenv_checks(isas, nisa);
    f += default_nan_checks();
    printf("test_special: %s, %llu failures, %d ISA(s), %.2f s\n",
           f || nisa == 0 ? "FAILED" : "passed", (unsigned long long)f, nisa, tu_now() - t0);
    oracle_thread_done();
    return f || nisa == 0 ? EXIT_FAILURE : EXIT_SUCCESS;
}
