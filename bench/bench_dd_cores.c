/* bench_dd_cores.c -- throughput of the double-double cores of double Asinh
 * and Acos (alg/asinh_dd.h, alg/acos_dd.h) on AVX-512, single thread, next
 * to the current double cores (alg_<op>_core) and libmvec
 * (_ZGVeN8v_asinh, _ZGVeN8v_acos).  Not part of `make bench` or `make test`:
 * it measures the cores before the kernel loop exists.
 *
 * Contenders, each a loop over N doubles (default 16M; argv[1] sets it):
 *   dd+test  the core, the loop's rounding test (alg/dd.h,
 *            dd_round_test) and a store of l; open lanes are only
 *            counted (the accurate path is not called), so this is the
 *            kernel's time without its fix-ups;
 *   dd       the core, hi + lo stored;
 * the two dd loops take the op's group (ALG_<OP>_DD_GROUP) per step, as the kernel;
 *   core     alg_<op>_core (0.61/0.69 ulp);
 *   libmvec  the glibc AVX-512 function, looked up with dlsym.
 * Rounds alternate the contenders (paired), each timed in this thread's CPU
 * time; the medians of ROUNDS rounds and
 * their ratios to libmvec are printed, with the open-lane fraction.
 * Inputs as bench_kernels.c: Acos uniform on [-1, 1], Asinh 2^u, u uniform
 * on [-8, 8].  Run under `flock /tmp/onnxm-bench.lock`.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <immintrin.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_util.h"
#include "kernels/vec/vec_avx512.h"
#include "kernels/alg/acos.h"
#include "kernels/alg/acos_dd.h"
#include "kernels/alg/asinh.h"
#include "kernels/alg/asinh_dd.h"

#define ROUNDS 11

/* this thread's CPU time: on a shared machine the wall clock also counts
 * the time other processes hold the core */
static double cpu_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

typedef __m512d (*vd8_fn)(__m512d);
static vd8_fn mvec[2];
static uint64_t open_lanes;

/* one step of the kernel's loop: the op's group of vectors from x */
static inline __attribute__((always_inline)) int dd_step(int acos, const double *x, vd *hi, vd *lo)
{
    const int g = acos ? ALG_ACOS_DD_GROUP : ALG_ASINH_DD_GROUP;
    vd xv[ALG_DD_GROUP];
    ALG_EACH(u, g) xv[u] = vd_load(x + u * VD_LANES);
    if (acos)
        alg_acos_dd_n(g, xv, hi, lo);
    else
        alg_asinh_dd_n(g, xv, hi, lo);
    return g;
}
static void run_ddtest(int acos, const double *x, double *y, size_t n)
{
    uint64_t open = 0;
    const vd eps = vd_set(acos ? ALG_ACOS_DD_EPS : ALG_ASINH_DD_EPS);
    for (size_t i = 0; i < n;) {
        vd hi[ALG_DD_GROUP], lo[ALG_DD_GROUP];
        int g = dd_step(acos, x + i, hi, lo);
        ALG_EACH(u, g) {
            vm ok;
            vd l = dd_round_test(hi[u], lo[u], eps, &ok);
            open += (uint64_t)__builtin_popcount((unsigned)(uint8_t)~ok);
            vd_store(y + i + u * VD_LANES, l);
        }
        i += (size_t)g * VD_LANES;
    }
    open_lanes = open;
}
static void run_dd(int acos, const double *x, double *y, size_t n)
{
    for (size_t i = 0; i < n;) {
        vd hi[ALG_DD_GROUP], lo[ALG_DD_GROUP];
        int g = dd_step(acos, x + i, hi, lo);
        ALG_EACH(u, g) vd_store(y + i + u * VD_LANES, vd_add(hi[u], lo[u]));
        i += (size_t)g * VD_LANES;
    }
}
static void run_core(int acos, const double *x, double *y, size_t n)
{
    for (size_t i = 0; i < n; i += VD_LANES)
        vd_store(y + i, acos ? alg_acos_core(vd_load(x + i)) : alg_asinh_core(vd_load(x + i)));
}
static void run_mvec(int acos, const double *x, double *y, size_t n)
{
    vd8_fn f = mvec[acos];
    for (size_t i = 0; i < n; i += VD_LANES)
        _mm512_storeu_pd(y + i, f(_mm512_loadu_pd(x + i)));
}

/* the loops specialised per op, so the op test is out of the loop */
#define SPECIALISE(name)                                                                   \
    static void name##_asinh(const double *x, double *y, size_t n) { name(0, x, y, n); }  \
    static void name##_acos(const double *x, double *y, size_t n) { name(1, x, y, n); }
SPECIALISE(run_ddtest)
SPECIALISE(run_dd)
SPECIALISE(run_core)
SPECIALISE(run_mvec)

typedef void (*loop_fn)(const double *, double *, size_t);

int main(int argc, char **argv)
{
    size_t n = argc > 1 ? (size_t)strtoull(argv[1], NULL, 10) : (size_t)16 << 20;
    n -= n % (ALG_ACOS_DD_GROUP * ALG_ASINH_DD_GROUP * VD_LANES); /* whole groups of either */
    if (!__builtin_cpu_supports("avx512f") || !__builtin_cpu_supports("avx512dq")) {
        puts("bench_dd_cores: needs AVX-512");
        return 0;
    }
    void *lib = dlopen("libmvec.so.1", RTLD_NOW | RTLD_LOCAL);
    if (lib) {
        mvec[0] = (vd8_fn)dlsym(lib, "_ZGVeN8v_asinh");
        mvec[1] = (vd8_fn)dlsym(lib, "_ZGVeN8v_acos");
    }
    double *x = aligned_alloc(64, n * sizeof *x), *y = aligned_alloc(64, n * sizeof *y);
    if (!x || !y)
        return 1;
    static const char *names[4] = {"dd+test", "dd", "core", "libmvec"};
    for (int acos = 0; acos < 2; acos++) {
        loop_fn loops[4] = {acos ? run_ddtest_acos : run_ddtest_asinh, acos ? run_dd_acos : run_dd_asinh,
                            acos ? run_core_acos : run_core_asinh, acos ? run_mvec_acos : run_mvec_asinh};
        int have = mvec[acos] ? 4 : 3;
        uint64_t st = 0x9e3779b97f4a7c15u;
        for (size_t i = 0; i < n; i++) {
            double u = bench_rng_unit(&st);
            x[i] = acos ? 2.0 * u - 1.0 : exp2(16.0 * u - 8.0);
        }
        memset(y, 0, n * sizeof *y);
        double t[4][ROUNDS];
        for (int r = 0; r < ROUNDS; r++)
            for (int k = 0; k < have; k++) {
                double t0 = cpu_now();
                loops[k](x, y, n);
                t[k][r] = cpu_now() - t0;
            }
        double med[4];
        for (int k = 0; k < have; k++) {
            qsort(t[k], ROUNDS, sizeof t[k][0], bench_cmp_double);
            med[k] = t[k][ROUNDS / 2];
        }
        printf("%s, %zu doubles, 1 thread, CPU time, median of %d paired rounds (open lanes: %.3g):\n",
               acos ? "Acos" : "Asinh", n, ROUNDS, (double)open_lanes / (double)n);
        for (int k = 0; k < have; k++)
            printf("  %-8s %7.1f Melem/s  %5.2fx libmvec\n", names[k], (double)n / med[k] * 1e-6,
                   have == 4 ? med[3] / med[k] : 0.0);
    }
    free(x);
    free(y);
    return 0;
}
