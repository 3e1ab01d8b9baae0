/* testutil.h -- small shared helpers of the C tests and tools: ISA and
 * dtype enumeration, element access by bit pattern, a deterministic PRNG,
 * input generators, a pthread parallel loop and mismatch reporting. */
#ifndef ONNXM_TESTS_TESTUTIL_H
#define ONNXM_TESTS_TESTUTIL_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "onnxm.h"
#include "oracle.h"

/* The most explicit instruction sets the helpers below return. */
#define TU_ISA_COUNT 16
/* Every explicit ISA the library names (onnxm_isa_name is not "unknown";
 * ONNXM_ISA_AUTO left out), compiled or not, in increasing order: the
 * library's enum, not a list kept here.  Returns the count. */
int tu_named_isas(onnxm_isa out[TU_ISA_COUNT]);
/* Fills `out` with the ISAs that have kernels in the kernel list
 * (tu_kernels.h) and that this CPU supports, in the list's order, and
 * prints the named ones skipped ("skipped avx512: not supported by this
 * CPU" / "not compiled in this build").  An ISA the CPU supports whose
 * kernels are missing from the list aborts the test.  Returns the count. */
int tu_supported_isas(onnxm_isa out[TU_ISA_COUNT]);
/* Whether this run checks `op` in `dtype`: always, unless ONNXM_TUNE names
 * a kernel variant (the AVX-512 levels' float divider variants of the
 * elementary operators, kernels.h; CTest's <suite>_divider and
 * <suite>_newton runs), where only the operators and types with such a
 * variant in the kernel list are checked: the others (Sqrt, Reciprocal,
 * the other types) run the same kernels as the untuned run of the same
 * program, which checks them. */
int tu_in_run(onnxm_op op, onnxm_dtype dtype);

#define TU_DTYPE_COUNT 4
extern const onnxm_dtype tu_all_dtypes[TU_DTYPE_COUNT]; /* f16, bf16, f32, f64 */
/* Dense index of a dtype in tu_all_dtypes (-1 if not one of them). */
int tu_dtype_index(onnxm_dtype dtype);

/* Element i of a buffer of `dtype`, as its bit pattern, and the reverse. */
uint64_t tu_load(onnxm_dtype dtype, const void *buf, size_t i);
void tu_store(onnxm_dtype dtype, void *buf, size_t i, uint64_t bits);
/* A double's encoding, and the double of an encoding. */
static inline uint64_t tu_bits_of(double x)
{
    uint64_t b;
    memcpy(&b, &x, 8);
    return b;
}
static inline double tu_double_of(uint64_t b)
{
    double x;
    memcpy(&x, &b, 8);
    return x;
}
/* Hex of an encoding with the format's width ("0x3c00"); buf >= 24 chars. */
const char *tu_hex(onnxm_dtype dtype, uint64_t bits, char *buf);
/* Hex plus the value ("0x3c00 (1)"); buf >= 64 chars. */
const char *tu_show(onnxm_dtype dtype, uint64_t bits, char *buf);

/* splitmix64: deterministic, seeded per use. */
uint64_t tu_rand(uint64_t *state);

/* Deterministic sample of inputs of a format: specials (zeros, infinities,
 * NaNs with payloads, max, min normal, subnormal ends), both ends and random
 * interior points of every binade of both signs, neighbourhoods of +-1 and
 * +-1/2, squares of small integers, for float the tu_f32_slow inputs,
 * then random bit patterns up to n.
 * Returns the number of structured (non-random) inputs. */
size_t tu_gen_inputs(onnxm_dtype dtype, uint64_t *out, size_t n, uint64_t seed);

/* The float inputs whose Asinh, Acos, Exp, Log, Sigmoid, Erf or Gelu the kernels' double core cannot
 * settle either (its result, within 0.69 ulp of double, lies that close to
 * a float midpoint), so only the slow path (src/kernels/slow.c) gives them:
 * all of them among the 2^32 floats, as printed by tools/slow_inputs.c.  tu_gen_inputs includes them so that the sampled tests reach the
 * kernels' last tier on every ISA; test_fast_cores checks that the double
 * cores still leave them unsettled (the list is out of date otherwise). */
typedef struct {
    onnxm_op op;
    uint32_t bits;
} tu_slow_input;
#define TU_F32_SLOW_COUNT 288
extern const tu_slow_input tu_f32_slow[TU_F32_SLOW_COUNT];

/* The doubles of a text file, one C99 literal (hex-float or decimal, read
 * by strtod) per line, blank lines skipped; malloc'd, *n their count.
 * NULL if the file cannot be opened or memory runs out. */
double *tu_read_doubles(const char *path, size_t *n);

/* Seconds since an arbitrary origin (monotonic). */
double tu_now(void);
/* Worker threads to use: ONNXM_TEST_THREADS or the online CPU count. */
unsigned tu_threads(void);
/* Calls fn(ctx, begin, end) over [0, n) in chunks of `chunk`, on
 * tu_threads() threads, with dynamic scheduling.  fn must be thread-safe;
 * each worker calls oracle_thread_done() before it ends. */
void tu_parallel_for(size_t n, size_t chunk, void (*fn)(void *ctx, size_t begin, size_t end),
                     void *ctx);

/* Mismatch reporting: counts every failure, prints the first few. */
#define TU_SHOW_FIRST 5
typedef struct tu_report {
    uint64_t count;
} tu_report;
/* Prints "  what: input X got Y expected Z" for the first TU_SHOW_FIRST. */
void tu_fail(tu_report *r, onnxm_dtype dtype, const char *what, uint64_t x, uint64_t got,
             uint64_t expected);

#endif
