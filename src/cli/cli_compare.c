/* cli_compare.c -- comparing a computed tensor with an expected one.
 *
 * Values match when |got - expected| <= atol + rtol * |expected|, with
 * (rtol, atol) per type from cli_tolerances below -- the one place they are
 * written; `onnxm help` prints the same table.  rtol is about one ulp of the
 * type (2^-10 = 9.8e-4 relative for float16, 2^-7 = 7.8e-3 for bfloat16),
 * so references that are off by one ulp in the 16-bit types (e.g. computed
 * in float and rounded twice) still match, while a wrong result does not.
 * NaN matches NaN only; an infinity matches only the same infinity; dtype
 * and shape must be identical. */
#include "cli/cli.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

const cli_dtype_tolerance cli_tolerances[] = {
    {ONNXM_FLOAT16, {1e-3, 1e-5}},
    {ONNXM_BFLOAT16, {8e-3, 1e-5}},
    {ONNXM_FLOAT, {1e-5, 1e-6}},
    {ONNXM_DOUBLE, {1e-12, 1e-15}},
};
const size_t cli_tolerance_count = sizeof cli_tolerances / sizeof cli_tolerances[0];

cli_tolerance cli_tolerance_for(onnxm_dtype dtype)
{
    for (size_t i = 0; i < cli_tolerance_count; i++)
        if (cli_tolerances[i].dtype == dtype)
            return cli_tolerances[i].tol;
    /* a type without a row: the strictest tolerance of the table */
    return cli_tolerances[cli_tolerance_count - 1].tol;
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
