/* bench_util.h -- what the benchmark programs share: the clock and the
 * median comparator (bench_kernels.c, costs.c, spread16.c) and the
 * random-input generator (bench_kernels.c, spread16.c). */
#ifndef ONNXM_BENCH_UTIL_H
#define ONNXM_BENCH_UTIL_H

#include <stdint.h>
#include <time.h>

/* seconds on the monotonic clock */
static inline double bench_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* qsort comparator for doubles, ascending */
static inline int bench_cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* xorshift64*: a fixed seed in *state gives every run the same inputs */
static inline uint64_t bench_rng_next(uint64_t *state)
{
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    return *state * 0x2545f4914f6cdd1du;
}
/* uniform on [0, 1) */
static inline double bench_rng_unit(uint64_t *state) { return (double)(bench_rng_next(state) >> 11) * 0x1p-53; }

#endif
