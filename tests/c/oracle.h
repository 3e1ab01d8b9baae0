/* oracle.h -- MPFR reference for the onnxm operators, independent of the library.
 *
 * Values travel as bit patterns (uint64_t holding the 16/32/64-bit encoding)
 * so that every format, including float16 and bfloat16, has one interface and
 * comparisons are comparisons of encodings: +0 and -0 differ, any NaN matches
 * any NaN (oracle_same).  The method and why it is sound: see oracle.c.
 */
#ifndef ONNXM_TESTS_ORACLE_H
#define ONNXM_TESTS_ORACLE_H

#include <stdint.h>

#include <mpfr.h>

#include "onnxm.h"

/* An IEEE-style binary format: total bits, precision p (hidden bit
 * included), exponent of the smallest normal (2^emin) and of the largest
 * binade (2^emax); the exponent bias is emax. */
typedef struct oracle_format {
    const char *name;
    int bits, p, emin, emax;
} oracle_format;

/* NULL for a dtype that is not one of the four. */
const oracle_format *oracle_format_of(onnxm_dtype dtype);

/* Exact value of an encoding as a double (every value of the four formats
 * is a double); NaN encodings give a NaN. */
double oracle_to_double(onnxm_dtype dtype, uint64_t bits);
int oracle_is_nan(onnxm_dtype dtype, uint64_t bits);
/* NaN with the quiet bit (the top mantissa bit) set. */
int oracle_is_quiet_nan(onnxm_dtype dtype, uint64_t bits);
/* The largest e such that op's double result is not NaN on the binade
 * [2^e, 2^(e+1)) (asked at its top): 1023 for an operator defined up to
 * infinity, -1 for Acos (defined on [-1, 1]). */
int oracle_domain_emax(onnxm_op op);
/* Equal encodings, or both NaN. */
int oracle_same(onnxm_dtype dtype, uint64_t a, uint64_t b);
/* The canonical quiet NaN / +infinity of a format. */
uint64_t oracle_qnan(onnxm_dtype dtype);
uint64_t oracle_inf(onnxm_dtype dtype);

typedef enum {
    ORACLE_FAST = 0,     /* libm approximation with a margin check, MPFR if unsure */
    ORACLE_MPFR_ONLY = 1 /* always MPFR (Ziv loop); slower, depends on nothing else */
} oracle_mode;

/* How many results were settled by the fast path and how many by MPFR.
 * Caller-owned (one per thread), so the oracle keeps no global state. */
typedef struct oracle_stats {
    uint64_t fast, mpfr;
} oracle_stats;

/**
 * The correctly rounded (round to nearest, ties to even) result of op(x) in
 * the format of `dtype`, as its encoding; overflow gives infinity, results in
 * the subnormal range are rounded there (never flushed).  NaN results are
 * oracle_qnan().  Thread-safe (MPFR is built with thread-local storage).
 * @param stats  may be NULL; counts fast/MPFR settlements.
 * @param approx may be NULL; receives an approximation of the exact op(x)
 *               (relative error about 2^-50 or better), for error estimates.
 */
uint64_t oracle_cr(onnxm_op op, onnxm_dtype dtype, uint64_t x, oracle_mode mode,
                   oracle_stats *stats, long double *approx);

/* r = op(x) rounded to the precision of r in direction rnd (exact MPFR
 * semantics); returns MPFR's ternary value. */
int oracle_eval(mpfr_t r, onnxm_op op, onnxm_dtype dtype, uint64_t x, mpfr_rnd_t rnd);

/**
 * |y - op(x)| / ulp(op(x)), against op(x) computed by MPFR with 192 bits.
 * ulp(v) is the spacing of the format at v: 2^(max(e, emin) - p + 1) for
 * 2^e <= |v| < 2^(e+1).  0 when y and the correctly rounded result are both
 * NaN or the same infinity; INFINITY when one is NaN and the other not, or y
 * is infinite and the correctly rounded result is not that infinity.
 */
double oracle_ulp_error(onnxm_op op, onnxm_dtype dtype, uint64_t x, uint64_t y);

/* Same measure against an approximation from oracle_cr(); valid to about
 * 2^-10 ulp for double, much better for the narrower formats.  For finite y. */
double oracle_ulp_error_approx(onnxm_dtype dtype, long double approx, uint64_t y);

/* Frees this thread's MPFR caches; call at the end of each worker thread. */
void oracle_thread_done(void);

#endif
