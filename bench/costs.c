/* costs.c -- where the time of the float Asinh/Acos kernels goes (AVX-512).
 *
 * `build/bench/onnxm_costs` times, on 65,536 floats in cache, the loop of
 * the float kernels (kernel_bodies.h's KB_LOOP_FIX: a group of 8-lane
 * vectors per iteration, ALG_GROUP for Acos and ALG_ASINH_GROUP for Asinh,
 * widened to double, rounding test, narrowed, stored)
 * with different cores inside:
 *   loop only     the identity: what widening, testing and storing cost;
 *   acos/no sqrt  the Acos fast core with the square root left out (wrong
 *                 results; timing only);
 *   acos, asinh   the fast cores in that loop (Acos's kernel runs it so;
 *                 Asinh's runs the two-stage KB_LOOP_PIPE);
 *   acos/roots    the Acos core with all four square roots on the divider
 *                 (vsqrtpd) or all four on the FMA ports (alg_sqrt_nr),
 *                 against the kernel's split (ALG_ACOS_NR);
 *   acos/vsqrtps  the Acos core with the square roots of all or 2 of its
 *                 4 vectors from the float unit (core_acos_fs): the
 *                 obvious way around vsqrtpd, and slower, because the
 *                 float result must be widened and corrected;
 * the kernels themselves through onnxm_unary_isa (avx512 path, 65,536
 * elements, so ordinary stores), and the throughput of one 512-bit square root instruction (vsqrtpd: 8
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
#include "bench_util.h"

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

static inline void core_identity(int n, const float *xp, const vd *x, vd *y, unsigned nr)
{
    (void)xp, (void)nr;
    ALG_EACH(u, n) y[u] = x[u];
}
/* alg_acos_fast_n without the square root (t = z), same steps around it */
static inline void core_acos_nosqrt(int n, const float *xp, const vd *x, vd *y, unsigned nr)
{
    vd a[ALG_GROUP], z[ALG_GROUP];
    vm small[ALG_GROUP];
    (void)xp, (void)nr;
    alg_acos_fast_z(n, x, a, z, small);
    alg_acos_fast_y(n, x, z, small, z, y);
}
/* alg_acos_fast_n with the square roots of the vectors in mask m taken
 * from the float unit, which runs vsqrtps at ~4x the lanes per ns of
 * vsqrtpd (the last two lines of the output): in float, 16 lanes,
 * s0 = vsqrtps(h) with h = (1 - |x|)/2 (exact in float for |x| >= 1/2;
 * clamped to 2^-100 so that h = 0 keeps q finite) and q = 0.5/s0 (vdivps),
 * both within 2^-24; q widened (vcvtps2pd, and vextractf32x8 for the upper
 * half); in double, one first-order step: t0 = 2h q = sqrt(h)(1 + e),
 * d = 1/2 - t0 q = -e - e^2/2 (one fma), t = t0 + t0 d = sqrt(h)(1 - 1.5e^2
 * + ...), within 2^-45 for |e| <= 2^-23; lanes with |x| < 1/2 take t = |x|
 * by a blend.  The other vectors use vsqrtpd.  main checks that the lanes
 * it settles are the kernel's results. */
static inline void core_acos_fs(int n, const float *xp, const vd *x, vd *y, unsigned m)
{
    (void)n; /* ALG_GROUP: xp holds ALG_GROUP / 2 float vectors */
    vd a[ALG_GROUP], z[ALG_GROUP], t[ALG_GROUP], q[ALG_GROUP];
    vm small[ALG_GROUP];
    for (int k = 0; k < ALG_GROUP / 2; k++) {
        if (!(m >> (2 * k) & 3u))
            continue;
        __m512 h = _mm512_fnmadd_ps(_mm512_abs_ps(_mm512_loadu_ps(xp + 16 * k)), _mm512_set1_ps(0.5f),
                                    _mm512_set1_ps(0.5f));
        __m512 s0 = _mm512_sqrt_ps(_mm512_max_ps(h, _mm512_set1_ps(0x1p-100f)));
        __m512 qf = _mm512_div_ps(_mm512_set1_ps(0.5f), s0);
        q[2 * k] = _mm512_cvtps_pd(_mm512_castps512_ps256(qf));
        q[2 * k + 1] = _mm512_cvtps_pd(_mm512_extractf32x8_ps(qf, 1));
    }
    alg_acos_fast_z(ALG_GROUP, x, a, z, small);
    ALG_EACH(u, ALG_GROUP) {
        if (m >> u & 1) {
            vd t0 = vd_mul(vd_add(z[u], z[u]), q[u]);
            vd d = vd_fnma(t0, q[u], vd_set(0.5));
            t[u] = vd_sel(small[u], a[u], vd_fma(t0, d, t0));
        } else {
            t[u] = vd_sqrt(z[u]);
        }
    }
    alg_acos_fast_y(ALG_GROUP, x, z, small, t, y);
}
/* the hot path's domain test of an op whose core returns its special
 * values itself (fast.h, ALG_ASINH_SPECIAL_IN_CORE): none */
static inline vm ok_every_lane(vd x)
{
    (void)x;
    return (vm)0xff;
}

/* KB_LOOP_FIX's shape (G vectors per iteration, interleaved); open lanes
 * are counted, not fixed.  CORE(G, xp, x, y, NR) computes y from x, the G
 * vectors widened from the floats at xp.  name() times the loop;
 * name_run(ref) with ref non-NULL also returns how many settled lanes
 * differ from ref[] (the kernel's results). */
static float ref[N];
#define COST_LOOP(name, G, IN, OKF, CORE, NR)                                              \
    static inline __attribute__((always_inline)) unsigned name##_run(const float *refs)    \
    {                                                                                      \
        unsigned open = 0, wrong = 0;                                                      \
        for (size_t i = 0; i < N; i += (G) * VD_LANES) {                                   \
            vd x[G], y[G];                                                                 \
            unsigned b = 0;                                                                \
            ALG_EACH(u, G) x[u] = vd_load_f32(IN + i + u * VD_LANES);                      \
            CORE(G, IN + i, x, y, NR);                                                     \
            ALG_EACH(u, G) {                                                               \
                vm k = vm_and(vd_round_ok_f32(y[u], ONNXM_FAST_ERR_ULPS), OKF(x[u]));      \
                vd_store_f32(ys + i + u * VD_LANES, y[u]);                                 \
                b |= vm_bits(vm_not(k));                                                   \
                for (int l = 0; refs && l < VD_LANES; l++) {                               \
                    size_t e = i + (size_t)u * VD_LANES + (size_t)l;                       \
                    wrong += (vm_bits(k) >> l & 1) && memcmp(&ys[e], &refs[e], sizeof(float)) != 0; \
                }                                                                          \
            }                                                                              \
            if (__builtin_expect(b != 0, 0))                                               \
                open += (unsigned)__builtin_popcount(b);                                   \
        }                                                                                  \
        sink += open;                                                                      \
        return wrong;                                                                      \
    }                                                                                      \
    static void name(void) { (void)name##_run(NULL); }
/* the shipped cores in COST_LOOP's shape */
static inline void core_acos(int n, const float *xp, const vd *x, vd *y, unsigned nr)
{
    (void)xp;
    alg_acos_fast_n(n, x, y, nr);
}
static inline void core_asinh(int n, const float *xp, const vd *x, vd *y, unsigned nr)
{
    (void)xp;
    alg_asinh_fast_n(n, x, y, nr);
}
COST_LOOP(loop_only, ALG_GROUP, xa, alg_acos_fast_ok, core_identity, 0)
COST_LOOP(loop_acos_nosqrt, ALG_GROUP, xa, alg_acos_fast_ok, core_acos_nosqrt, 0)
COST_LOOP(loop_acos, ALG_GROUP, xa, alg_acos_fast_ok, core_acos, ALG_ACOS_NR)
COST_LOOP(loop_acos_div, ALG_GROUP, xa, alg_acos_fast_ok, core_acos, 0u)
COST_LOOP(loop_acos_fma, ALG_GROUP, xa, alg_acos_fast_ok, core_acos, 0xfu)
COST_LOOP(loop_acos_fs_all, ALG_GROUP, xa, alg_acos_fast_ok, core_acos_fs, 0xfu)
COST_LOOP(loop_acos_fs_half, ALG_GROUP, xa, alg_acos_fast_ok, core_acos_fs, 0x3u)
COST_LOOP(loop_asinh, ALG_ASINH_GROUP, xs, ok_every_lane, core_asinh, ALG_ASINH_NR)

/* the kernels themselves (the avx512 path, as dispatched for this ISA) */
static void kernel_acos(void) { sink += onnxm_unary_isa(ONNXM_ISA_AVX512, ONNXM_OP_ACOS, ONNXM_FLOAT, xa, ys, N); }
static void kernel_asinh(void) { sink += onnxm_unary_isa(ONNXM_ISA_AVX512, ONNXM_OP_ASINH, ONNXM_FLOAT, xs, ys, N); }

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
             {"Acos core in KB_LOOP_FIX's loop", loop_acos, N, "Melem/s"},
             {"Acos, all 4 roots vsqrtpd", loop_acos_div, N, "Melem/s"},
             {"Acos, all 4 roots vrsqrt14pd + series", loop_acos_fma, N, "Melem/s"},
             {"Acos, all 4 roots from vsqrtps", loop_acos_fs_all, N, "Melem/s"},
             {"Acos, 2 of 4 roots from vsqrtps", loop_acos_fs_half, N, "Melem/s"},
             {"Acos kernel (onnxm_unary_isa, avx512)", kernel_acos, N, "Melem/s"},
             {"Asinh core in KB_LOOP_FIX's loop", loop_asinh, N, "Melem/s"},
             {"Asinh kernel (pipelined, KB_LOOP_PIPE)", kernel_asinh, N, "Melem/s"},
             {"vsqrtpd zmm (8 doubles)", sqrt_pd, 128, "ns per instruction"},
             {"vsqrtps zmm (16 floats)", sqrt_ps, 128, "ns per instruction"}};
    enum { NV = sizeof v / sizeof v[0] };
    if (onnxm_unary_isa(ONNXM_ISA_AVX512, ONNXM_OP_ACOS, ONNXM_FLOAT, xa, ref, N) != ONNXM_OK) {
        printf("onnxm_costs: the Acos kernel failed\n");
        return 1;
    }
    unsigned wrong = loop_acos_fs_all_run(ref) + loop_acos_fs_half_run(ref);
    static double t[NV][ROUNDS];
    for (int r = 0; r < ROUNDS; r++)
        for (int k = 0; k < NV; k++) {
            double t0 = bench_now(), t1;
            long calls = 0;
            do {
                v[k].fn();
                calls++;
            } while ((t1 = bench_now()) - t0 < 0.005);
            t[k][r] = (t1 - t0) / (double)calls;
        }
    printf("onnxm_costs: 65,536 floats in cache, AVX-512, medians of %d rounds taken in turns\n",
           ROUNDS);
    for (int k = 0; k < NV; k++) {
        qsort(t[k], ROUNDS, sizeof(double), bench_cmp_double);
        double m = t[k][ROUNDS / 2];
        if (strcmp(v[k].unit, "Melem/s") == 0)
            printf("  %-42s %8.0f Melem/s  (%.2f ns per 8 lanes)\n", v[k].name, v[k].elems / m / 1e6,
                   m / v[k].elems * 8 * 1e9);
        else
            printf("  %-42s %8.2f ns per instruction\n", v[k].name, m / v[k].elems * 1e9);
    }
    printf("  vsqrtps variants: %u settled lanes differ from the kernel's results (must be 0)\n", wrong);
    return wrong != 0 || sink == 0xffffffffu; /* sink keeps the loops' results alive */
}
#else
int main(void)
{
    printf("onnxm_costs: built without AVX-512 support in the compiler; nothing measured\n");
    return 0;
}
#endif
