/* costs.c -- where the time of the float Asinh/Acos kernels goes (AVX-512).
 *
 * `build/bench/onnxm_costs` times, on 65,536 floats in cache, the loop of
 * the float kernels (kernel_bodies.h's KB_LOOP_FIX: four vectors of 8
 * lanes per iteration, widened to double, rounding test, narrowed, stored)
 * with different cores inside:
 *   loop only     the identity: what widening, testing and storing cost;
 *   acos/no sqrt  the Acos fast core with the square root left out (wrong
 *                 results; timing only);
 *   acos, asinh   the fast cores as the kernels run them;
 * and the throughput of one 512-bit square root instruction (vsqrtpd: 8
 * doubles, vsqrtps: 16 floats) over an array in L1.  Variants are timed
 * in turns, 41 rounds each, and medians printed, so that a drifting
 * machine moves them together.  It explains, not judges: see README,
 * "Speed", for why float Asinh/Acos stay below libmvec.  Speed is measured
 * here only, never in a test. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "onnxm.h"

#if defined(ONNXM_COSTS_AVX512)
#include "kernels/vec/vec_avx512.h"
#include "kernels/alg/dd.h"
#include "kernels/alg/round.h"
#include "kernels/alg/log.h"
#include "kernels/alg/asinh.h"
#include "kernels/alg/acos.h"
#include "kernels/alg/fast.h"

#define N 65536
#define ROUNDS 41
static float xa[N], xs[N], ys[N];
static double xd[1024], yd[1024];
static float xf[2048], yf[2048];
static unsigned sink;

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static inline vd core_identity(vd x) { return x; }
/* alg_acos_fast_t without the square root (t = z), same polynomial */
static inline vd core_acos_nosqrt(vd x)
{
    vd a = vd_abs(x);
    vm small = vd_lt(a, vd_set(0.5));
    vd z = vd_sel(small, vd_mul(a, a), vd_fma(a, vd_set(-0.5), vd_set(0.5)));
    vd t = vd_sel(small, a, z);
    vd as = vd_fma(vd_mul(t, z), alg_asin_fast_p(z), t);
    vd y = vd_fma(vd_sel(small, vd_set(-1.0), vd_set(2.0)), as,
                  vd_sel(small, vd_set(ONNXM_PIO2_HI), vd_set(0.0)));
    return vd_sel(vd_lt(x, vd_set(0.0)), vd_sub(vd_set(ONNXM_PI_HI), y), y);
}

/* KB_LOOP_FIX's shape; open lanes are counted, not fixed */
#define COST_LOOP(name, IN, OKF, CORE, CORE_ALT)                                       \
    static void name(void)                                                             \
    {                                                                                  \
        unsigned open = 0;                                                             \
        for (size_t i = 0; i < N; i += 4 * VD_LANES) {                                 \
            vd x0 = vd_load_f32(IN + i), x1 = vd_load_f32(IN + i + 8);                 \
            vd x2 = vd_load_f32(IN + i + 16), x3 = vd_load_f32(IN + i + 24);           \
            vd y0 = CORE(x0), y1 = CORE(x1), y2 = CORE(x2), y3 = CORE_ALT(x3);         \
            vm k0 = vm_and(vd_round_ok_f32(y0, ONNXM_FAST_ERR_ULPS), OKF(x0));         \
            vm k1 = vm_and(vd_round_ok_f32(y1, ONNXM_FAST_ERR_ULPS), OKF(x1));         \
            vm k2 = vm_and(vd_round_ok_f32(y2, ONNXM_FAST_ERR_ULPS), OKF(x2));         \
            vm k3 = vm_and(vd_round_ok_f32(y3, ONNXM_FAST_ERR_ULPS), OKF(x3));         \
            vd_store_f32(ys + i, y0);                                                  \
            vd_store_f32(ys + i + 8, y1);                                              \
            vd_store_f32(ys + i + 16, y2);                                             \
            vd_store_f32(ys + i + 24, y3);                                             \
            unsigned b = vm_bits(vm_not(k0)) | vm_bits(vm_not(k1)) |                   \
                         vm_bits(vm_not(k2)) | vm_bits(vm_not(k3));                    \
            if (__builtin_expect(b != 0, 0))                                           \
                open += (unsigned)__builtin_popcount(b);                               \
        }                                                                              \
        sink += open;                                                                  \
    }
COST_LOOP(loop_only, xa, alg_acos_fast_ok, core_identity, core_identity)
COST_LOOP(loop_acos_nosqrt, xa, alg_acos_fast_ok, core_acos_nosqrt, core_acos_nosqrt)
COST_LOOP(loop_acos, xa, alg_acos_fast_ok, alg_acos_fast, alg_acos_fast_alt)
COST_LOOP(loop_asinh, xs, alg_asinh_fast_ok, alg_asinh_fast, alg_asinh_fast_alt)

static void sqrt_pd(void)
{
    for (int i = 0; i < 1024; i += 8)
        _mm512_storeu_pd(yd + i, _mm512_sqrt_pd(_mm512_loadu_pd(xd + i)));
}
static void sqrt_ps(void)
{
    for (int i = 0; i < 2048; i += 16)
        _mm512_storeu_ps(yf + i, _mm512_sqrt_ps(_mm512_loadu_ps(xf + i)));
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(void)
{
    if (!onnxm_isa_supported(ONNXM_ISA_AVX512)) {
        printf("onnxm_costs: this CPU has no AVX-512; nothing measured\n");
        return 0;
    }
    uint64_t st = 0x636f737473ull;
    for (int i = 0; i < N; i++) {
        st = st * 6364136223846793005ull + 1442695040888963407ull;
        double u = (double)(st >> 11) * 0x1p-53;
        xa[i] = (float)(2 * u - 1); /* Acos: uniform on [-1, 1], like make bench */
        xs[i] = (float)exp2(16 * u - 8); /* Asinh: 2^u, u on [-8, 8] */
    }
    for (int i = 0; i < 1024; i++)
        xd[i] = 1.0 + i / 1024.0;
    for (int i = 0; i < 2048; i++)
        xf[i] = 1.0f + (float)i / 2048.0f;

    struct {
        const char *name;
        void (*fn)(void);
        double elems; /* per call */
        const char *unit;
    } v[] = {{"loop only (widen, test, narrow, store)", loop_only, N, "Melem/s"},
             {"Acos core without the square root", loop_acos_nosqrt, N, "Melem/s"},
             {"Acos core (as the kernel runs it)", loop_acos, N, "Melem/s"},
             {"Asinh core (as the kernel runs it)", loop_asinh, N, "Melem/s"},
             {"vsqrtpd zmm (8 doubles)", sqrt_pd, 128, "ns per instruction"},
             {"vsqrtps zmm (16 floats)", sqrt_ps, 128, "ns per instruction"}};
    enum { NV = sizeof v / sizeof v[0] };
    static double t[NV][ROUNDS];
    for (int r = 0; r < ROUNDS; r++)
        for (int k = 0; k < NV; k++) {
            double t0 = now(), t1;
            long calls = 0;
            do {
                v[k].fn();
                calls++;
            } while ((t1 = now()) - t0 < 0.005);
            t[k][r] = (t1 - t0) / (double)calls;
        }
    printf("onnxm_costs: 65,536 floats in cache, AVX-512, medians of %d rounds taken in turns\n",
           ROUNDS);
    for (int k = 0; k < NV; k++) {
        qsort(t[k], ROUNDS, sizeof(double), cmp_double);
        double m = t[k][ROUNDS / 2];
        if (strcmp(v[k].unit, "Melem/s") == 0)
            printf("  %-40s %8.0f Melem/s  (%.2f ns per 8 lanes)\n", v[k].name, v[k].elems / m / 1e6,
                   m / v[k].elems * 8 * 1e9);
        else
            printf("  %-40s %8.2f ns per instruction\n", v[k].name, m / v[k].elems * 1e9);
    }
    return sink == 0xffffffffu; /* keeps the loops' results alive */
}
#else
int main(void)
{
    printf("onnxm_costs: built without AVX-512 support in the compiler; nothing measured\n");
    return 0;
}
#endif
