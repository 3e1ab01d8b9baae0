/* bench_util.h -- the clock and the median helpers the benchmark programs
 * share (bench_kernels.c, costs.c, spread16.c). */
#ifndef ONNXM_BENCH_UTIL_H
#define ONNXM_BENCH_UTIL_H

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

#endif
