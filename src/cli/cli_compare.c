/* cli_compare.c -- comparing a computed tensor with an expected one.
 *
 * Tolerances (|got - expected| <= atol + rtol * |expected|), per type:
 *   float16   rtol 1e-3   atol 1e-5   (1 ulp is at most 2^-10 = 9.8e-4 relative)
 *   bfloat16  rtol 8e-3   atol 1e-5   (1 ulp is at most 2^-7  = 7.8e-3 relative)
 *   float     rtol 1e-5   atol 1e-6
 *   double    rtol 1e-12  atol 1e-15
 * so references that are off by one ulp in the 16-bit types (e.g. computed
 * in float and rounded twice) still match, while a wrong result does not.
 * NaN matches NaN only; an infinity matches only the same infinity; dtype
 * and shape must be identical. */
#include "cli/cli.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

cli_tolerance cli_tolerance_for(onnxm_dtype dtype)
{
    switch (dtype) {
    case ONNXM_FLOAT16: return (cli_tolerance){1e-3, 1e-5};
    case ONNXM_BFLOAT16: return (cli_tolerance){8e-3, 1e-5};
    case ONNXM_FLOAT: return (cli_tolerance){1e-5, 1e-6};
    default: return (cli_tolerance){1e-12, 1e-15};
    }
}

static int values_match(double got, double expected, cli_tolerance tol)
{
    if (isnan(expected) || isnan(got))
        return isnan(expected) && isnan(got);
    if (isinf(expected) || isinf(got))
        return got == expected;
    return fabs(got - expected) <= tol.atol + tol.rtol * fabs(expected);
}

static int same_shape(const onnxm_tensor *a, const onnxm_tensor *b)
{
    size_t rank = onnxm_tensor_rank(a);
    return rank == onnxm_tensor_rank(b) &&
           (rank == 0 ||
            memcmp(onnxm_tensor_dims(a), onnxm_tensor_dims(b), rank * sizeof(int64_t)) == 0);
}

int cli_compare_tensors(const onnxm_tensor *got, const onnxm_tensor *expected, char *why,
                        size_t why_size)
{
    onnxm_dtype dtype = onnxm_tensor_dtype(expected);
    char a[128], b[128];
    if (onnxm_tensor_dtype(got) != dtype) {
        snprintf(why, why_size, "element type %s, expected %s",
                 onnxm_dtype_name(onnxm_tensor_dtype(got)), onnxm_dtype_name(dtype));
        return 0;
    }
    if (!same_shape(got, expected)) {
        snprintf(why, why_size, "shape %s, expected %s",
                 cli_dims_string(onnxm_tensor_dims(got), onnxm_tensor_rank(got), a, sizeof a),
                 cli_dims_string(onnxm_tensor_dims(expected), onnxm_tensor_rank(expected), b,
                                 sizeof b));
        return 0;
    }
    cli_tolerance tol = cli_tolerance_for(dtype);
    size_t n = onnxm_tensor_count(expected);
    for (size_t i = 0; i < n; i++) {
        double g = cli_tensor_value(got, i), e = cli_tensor_value(expected, i);
        if (!values_match(g, e, tol)) {
            /* 17 digits show any double exactly; narrower types are widened
             * exactly, so the same format shows them exactly too. */
            snprintf(why, why_size,
                     "first mismatch at index %zu of %zu: got %.17g, expected %.17g "
                     "(%s, rtol %g, atol %g)",
                     i, n, g, e, onnxm_dtype_name(dtype), tol.rtol, tol.atol);
            return 0;
        }
    }
    return 1;
}
