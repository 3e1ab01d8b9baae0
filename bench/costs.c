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
 * elements, so ordinary stores), and again on a copy of their inputs in
 * which every lane that the fast core leaves open (with either square root)
 * is replaced by one it settles, so that no fix-up runs: the two timed in
 * paired rounds give the fix-ups' share of the kernel's time; and the
 * throughput of one 512-bit square root instruction (vsqrtpd: 8 doubles,
 * vsqrtps: 16 floats) over an array in L1.  Then at 16M floats (make
 * bench's largest size), with ordinary stores as the kernel makes there (the
 * elementary float kernels have no streaming variant: ONNXM_STREAMS,
 * kernels/kernels.h): the identity loop, the Acos core
 * with and without its square root, the kernel, and libmvec's
 * _ZGVeN16v_acosf loop (make bench's libmvec column), to show how far even
 * a free square root would take float Acos against libmvec.  Variants are
 * timed in turns (41 rounds in cache, 15 at 16M) and medians printed, so
 * that a drifting machine moves them together.  The program fails if a
 * lane that the shipped core's loop or a vsqrtps variant settles differs
 * from the kernel's result.  It explains, not judges: see README, "Speed",
 * for why float Asinh/Acos stay below libmvec.  Speed is measured here
 * only, never in a test. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "onnxm.h"
#include "bench_util.h"
#include "libmvec_loops.h"

#if defined(ONNXM_COSTS_AVX512)
#include "kernels/vec/vec_avx512.h"
#include "kernels/alg/dd.h"
#include "kernels/alg/round.h"
#include "kernels/alg/log.h"
#include "kernels/alg/asinh.h"
#include "kernels/alg/acos.h"
#include "kernels/alg/fast.h"
#include "kernels/alg/asinh_dd.h"
#include "kernels/alg/acos_dd.h"
#include "kernels/prefetch.h"

#define N 65536
#define ROUNDS 41
/* the large size: make bench's 16M, beyond the caches */
#define NL ((size_t)1 << 24)
#define ROUNDS_L 15
static float *xl, *yl, *refl;
static float xa[N], xs[N], ys[N];
/* xa and xs with the lanes the fast cores leave open replaced (settle_all) */
static float xa_set[N], xs_set[N];
static double xd[1024], yd[1024];
static float xf[2048], yf[2048];
static unsigned sink;

/* the identity, with Acos's domain test made on x (alg_acos_fast_ok) */
static inline void core_identity(int n, const float *xp, const vd *x, vd *y, vm *dom, unsigned nr)
{
    (void)xp, (void)nr;
    ALG_EACH(u, n) y[u] = x[u], dom[u] = alg_acos_fast_ok(x[u]);
}
/* alg_acos_fast_n without the square root (t = z), same steps around it */
static inline void core_acos_nosqrt(int n, const float *xp, const vd *x, vd *y, vm *dom, unsigned nr)
{
    vd a[ALG_GROUP], z[ALG_GROUP];
    vm m[ALG_GROUP];
    (void)xp;
    alg_acos_fast_z(n, ALG_ACOS_Y_FORM(nr), x, a, z, m, dom);
    alg_acos_fast_y(n, ALG_ACOS_Y_FORM(nr), x, z, m, z, y);
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
static inline void core_acos_fs(int n, const float *xp, const vd *x, vd *y, vm *dom, unsigned m)
{
    (void)n; /* ALG_GROUP: xp holds ALG_GROUP / 2 float vectors */
    vd a[ALG_GROUP], z[ALG_GROUP], t[ALG_GROUP], q[ALG_GROUP];
    vm big[ALG_GROUP];
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
    alg_acos_fast_z(ALG_GROUP, ALG_ACOS_Y_SIGN, x, a, z, big, dom); /* as the divider variant */
    ALG_EACH(u, ALG_GROUP) {
        if (m >> u & 1) {
            vd t0 = vd_mul(vd_add(z[u], z[u]), q[u]);
            vd d = vd_fnma(t0, q[u], vd_set(0.5));
            t[u] = vd_sel(big[u], vd_fma(t0, d, t0), a[u]);
        } else {
            t[u] = vd_sqrt(z[u]);
        }
    }
    alg_acos_fast_y(ALG_GROUP, ALG_ACOS_Y_SIGN, x, z, big, t, y);
}
/* KB_LOOP_FIX's shape (G vectors per iteration, interleaved, the input
 * prefetched by the kernels' own kb_prefetch_group, kernels/prefetch.h); open
 * lanes are counted, not fixed.  CORE(G, xp, x, y, dom, NR) computes y
 * and the domain masks dom from x, the G vectors widened from the floats
 * at xp, as fast.h's cores do; ST(p, v) narrows and stores
 * one vector.  name() times the loop over
 * COUNT floats from IN to OUT; name_run(ref) with ref non-NULL also returns
 * how many settled lanes differ from ref[] (the kernel's results). */
#define COST_LOOP(name, G, IN, OUT, COUNT, ST, CORE, NR)                                   \
    static inline __attribute__((always_inline)) unsigned name##_run(const float *refs)    \
    {                                                                                      \
        unsigned open = 0, wrong = 0;                                                      \
        for (size_t i = 0; i + (G) * VD_LANES <= (COUNT); i += (G) * VD_LANES) {           \
            vd x[G], y[G];                                                                 \
            vm dom[G];                                                                     \
            unsigned b = 0;                                                                \
            kb_prefetch_group(IN + i, (G) * VD_LANES * sizeof(float));                     \
            ALG_EACH(u, G) x[u] = vd_load_f32(IN + i + u * VD_LANES);                      \
            CORE(G, IN + i, x, y, dom, NR);                                                \
            ALG_EACH(u, G) {                                                               \
                vm k = vm_and(vd_round_ok_f32(y[u], ONNXM_FAST_ERR_ULPS), dom[u]);         \
                ST(OUT + i + u * VD_LANES, y[u]);                                          \
                b |= vm_bits(vm_not(k));                                                   \
                for (int l = 0; refs && l < VD_LANES; l++) {                               \
                    size_t e = i + (size_t)u * VD_LANES + (size_t)l;                       \
                    wrong += (vm_bits(k) >> l & 1) && memcmp(&OUT[e], &refs[e], sizeof(float)) != 0; \
                }                                                                          \
            }                                                                              \
            if (__builtin_expect(b != 0, 0))                                               \
                open += (unsigned)__builtin_popcount(b);                                   \
        }                                                                                  \
        sink += open;                                                                      \
        return wrong;                                                                      \
    }                                                                                      \
    static void name(void) { (void)name##_run(NULL); }
/* the store of the float kernels at every size (vec_avx512.h as included
 * here): they have no streaming variant (ONNXM_STREAMS, kernels/kernels.h) */
#define ST_PLAIN(p, v) vd_store_f32(p, v)
/* the shipped cores in COST_LOOP's shape */
static inline void core_acos(int n, const float *xp, const vd *x, vd *y, vm *dom, unsigned nr)
{
    (void)xp;
    alg_acos_fast_n(n, x, y, dom, nr);
}
static inline void core_asinh(int n, const float *xp, const vd *x, vd *y, vm *dom, unsigned nr)
{
    (void)xp;
    alg_asinh_fast_n(n, x, y, dom, nr);
}
COST_LOOP(loop_only, ALG_GROUP, xa, ys, N, ST_PLAIN, core_identity, 0)
COST_LOOP(loop_acos_nosqrt, ALG_GROUP, xa, ys, N, ST_PLAIN, core_acos_nosqrt, 0)
COST_LOOP(loop_acos, ALG_GROUP, xa, ys, N, ST_PLAIN, core_acos, ALG_ACOS_NR)
COST_LOOP(loop_acos_div, ALG_GROUP, xa, ys, N, ST_PLAIN, core_acos, 0u)
COST_LOOP(loop_acos_fma, ALG_GROUP, xa, ys, N, ST_PLAIN, core_acos, 0xfu)
COST_LOOP(loop_acos_fs_all, ALG_GROUP, xa, ys, N, ST_PLAIN, core_acos_fs, 0xfu)
COST_LOOP(loop_acos_fs_half, ALG_GROUP, xa, ys, N, ST_PLAIN, core_acos_fs, 0x3u)
COST_LOOP(loop_asinh, ALG_ASINH_GROUP, xs, ys, N, ST_PLAIN, core_asinh, ALG_ASINH_NR)
COST_LOOP(loop_asinh_div, ALG_ASINH_GROUP_DIVIDER, xs, ys, N, ST_PLAIN, core_asinh, 0u)
/* at 16M, beyond the caches, stored as the kernel stores there */
COST_LOOP(loop_only_l, ALG_GROUP, xl, yl, NL, ST_PLAIN, core_identity, 0)
COST_LOOP(loop_acos_nosqrt_l, ALG_GROUP, xl, yl, NL, ST_PLAIN, core_acos_nosqrt, 0)
COST_LOOP(loop_acos_l, ALG_GROUP, xl, yl, NL, ST_PLAIN, core_acos, ALG_ACOS_NR)
static void kernel_acos_l(void) { sink += onnxm_unary_isa(ONNXM_ISA_AVX512, ONNXM_OP_ACOS, ONNXM_FLOAT, xl, yl, NL); }
static onnxm_kernel_fn libmvec_acos;
static void libmvec_acos_l(void) { libmvec_acos(xl, yl, NL); }

/* the kernels themselves (the avx512 path, as dispatched for this ISA) */
static void kernel_acos(void) { sink += onnxm_unary_isa(ONNXM_ISA_AVX512, ONNXM_OP_ACOS, ONNXM_FLOAT, xa, ys, N); }
static void kernel_asinh(void) { sink += onnxm_unary_isa(ONNXM_ISA_AVX512, ONNXM_OP_ASINH, ONNXM_FLOAT, xs, ys, N); }
static void kernel_acos_set(void)
{
    sink += onnxm_unary_isa(ONNXM_ISA_AVX512, ONNXM_OP_ACOS, ONNXM_FLOAT, xa_set, ys, N);
}
static void kernel_asinh_set(void)
{
    sink += onnxm_unary_isa(ONNXM_ISA_AVX512, ONNXM_OP_ASINH, ONNXM_FLOAT, xs_set, ys, N);
}

/* Whether the fast core of op settles x, with vsqrtpd and with
 * alg_sqrt_nr (the kernels take either, by the vector's place in its
 * group), inside its domain. */
static int fast_settles(int op, float x)
{
    vd v = vd_set((double)x);
    vd y1 = op == ONNXM_OP_ACOS ? alg_acos_fast(v) : alg_asinh_fast(v);
    vd y2 = op == ONNXM_OP_ACOS ? alg_acos_fast_nr(v) : alg_asinh_fast_nr(v);
    vm ok = op == ONNXM_OP_ACOS ? alg_acos_fast_ok(v) : alg_asinh_fast_ok(v);
    vm s1 = vd_round_ok_f32(y1, ONNXM_FAST_ERR_ULPS), s2 = vd_round_ok_f32(y2, ONNXM_FAST_ERR_ULPS);
    return vm_bits(vm_and(ok, vm_and(s1, s2))) & 1u;
}
/* out = in with each lane the fast core leaves open replaced by fill (which
 * it settles); returns how many were replaced, or -1 if fill is not settled */
static long settle_all(int op, const float *in, float *out, size_t n, float fill)
{
    long replaced = 0;
    if (!fast_settles(op, fill))
        return -1;
    for (size_t i = 0; i < n; i++) {
        int keep = fast_settles(op, in[i]);
        out[i] = keep ? in[i] : fill;
        replaced += !keep;
    }
    return replaced;
}

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

/* One variant: a name, a function, elements per call and the unit. */
typedef struct {
    const char *name;
    void (*fn)(void);
    double elems; /* per call */
    const char *unit;
} variant;

/* One round of fn: calls it for >= 5 ms (one call at 16M) and returns the
 * seconds per call. */
static double seconds_per_call(void (*fn)(void))
{
    double t0 = bench_now(), t1;
    long calls = 0;
    do {
        fn();
        calls++;
    } while ((t1 = bench_now()) - t0 < 0.005);
    return (t1 - t0) / (double)calls;
}

/* Times the variants in turns, `rounds` rounds of seconds_per_call each,
 * and leaves each one's median seconds per call in med[]. */
static void time_in_turns(const variant *v, int nv, int rounds, double *med)
{
    double *t = malloc(sizeof(double) * (size_t)nv * (size_t)rounds);
    if (t == NULL) {
        for (int k = 0; k < nv; k++)
            med[k] = NAN;
        return;
    }
    for (int r = 0; r < rounds; r++)
        for (int k = 0; k < nv; k++)
            t[k * rounds + r] = seconds_per_call(v[k].fn);
    for (int k = 0; k < nv; k++) {
        qsort(t + k * rounds, (size_t)rounds, sizeof(double), bench_cmp_double);
        med[k] = t[k * rounds + rounds / 2];
    }
    free(t);
}

static void print_variants(const variant *v, int nv, const double *med)
{
    for (int k = 0; k < nv; k++) {
        if (strcmp(v[k].unit, "Melem/s") == 0)
            printf("  %-42s %8.0f Melem/s  (%.2f ns per 8 lanes)\n", v[k].name, v[k].elems / med[k] / 1e6,
                   med[k] / v[k].elems * 8 * 1e9);
        else
            printf("  %-42s %8.2f ns per instruction\n", v[k].name, med[k] / v[k].elems * 1e9);
    }
}

/* The median over `rounds` rounds of the time of a over the time of b,
 * both timed in the same round (seconds_per_call): a ratio that drifts far
 * less than the ratio of two medians on this machine. */
static double paired_ratio(void (*a)(void), void (*b)(void), int rounds)
{
    double *r = malloc(sizeof(double) * (size_t)rounds);
    if (r == NULL)
        return NAN;
    for (int k = 0; k < rounds; k++) {
        double ta = seconds_per_call(a);
        r[k] = ta / seconds_per_call(b);
    }
    qsort(r, (size_t)rounds, sizeof(double), bench_cmp_double);
    double m = r[rounds / 2];
    free(r);
    return m;
}

/* The same inputs as make bench: Acos uniform on [-1, 1], Asinh 2^u with
 * u uniform on [-8, 8]. */
static void fill_inputs(float *acos_in, float *asinh_in, size_t n, uint64_t seed)
{
    uint64_t st = seed;
    for (size_t i = 0; i < n; i++) {
        st = st * 6364136223846793005ull + 1442695040888963407ull;
        double u = (double)(st >> 11) * 0x1p-53;
        acos_in[i] = (float)(2 * u - 1);
        if (asinh_in)
            asinh_in[i] = (float)exp2(16 * u - 8);
    }
}

/* 16M floats, beyond the caches: the Acos kernel and its core with and
 * without the square root, in COST_LOOP's shape with the kernel's stores,
 * next to libmvec (make bench's column).  Returns the settled lanes of the
 * shipped core's loop that differ from the kernel, or -1 if it could not
 * run. */
static long large_section(void)
{
    const char *why = NULL;
    libmvec_acos = bench_libmvec_loop(ONNXM_OP_ACOS, ONNXM_FLOAT, &why);
    xl = aligned_alloc(64, NL * sizeof(float));
    yl = aligned_alloc(64, NL * sizeof(float));
    refl = aligned_alloc(64, NL * sizeof(float));
    if (xl == NULL || yl == NULL || refl == NULL) {
        printf("onnxm_costs: no memory for the 16M section\n");
        return -1;
    }
    fill_inputs(xl, NULL, NL, 0x6c61726765ull);
    memset(yl, 0, NL * sizeof(float));
    if (onnxm_unary_isa(ONNXM_ISA_AVX512, ONNXM_OP_ACOS, ONNXM_FLOAT, xl, refl, NL) != ONNXM_OK) {
        printf("onnxm_costs: the Acos kernel failed at 16M\n");
        return -1;
    }
    long wrong = (long)loop_acos_l_run(refl);
    variant v[] = {{"loop only (widen, test, narrow, store)", loop_only_l, (double)NL, "Melem/s"},
                   {"Acos core without the square root", loop_acos_nosqrt_l, (double)NL, "Melem/s"},
                   {"Acos core as shipped", loop_acos_l, (double)NL, "Melem/s"},
                   {"Acos kernel (onnxm_unary_isa, avx512)", kernel_acos_l, (double)NL, "Melem/s"},
                   {"libmvec _ZGVeN16v_acosf loop", libmvec_acos_l, (double)NL, "Melem/s"}};
    int nv = libmvec_acos ? 5 : 4;
    double med[5];
    time_in_turns(v, nv, ROUNDS_L, med);
    printf("onnxm_costs: 16,777,216 floats (64 MiB each way), ordinary stores, medians of %d rounds "
           "taken in turns\n", ROUNDS_L);
    print_variants(v, nv, med);
    if (libmvec_acos)
        printf("  against libmvec: core without the square root %.2fx, as shipped %.2fx, kernel %.2fx\n",
               med[4] / med[1], med[4] / med[2], med[4] / med[3]);
    else
        printf("  libmvec: %s\n", why);
    printf("  shipped core's loop at 16M: %ld settled lanes differ from the kernel's results (must be 0)\n",
           wrong);
    free(xl), free(yl), free(refl);
    return wrong;
}

/* ---------------------------------------- correctly rounded double */
/* The double Asinh/Acos kernels (kernel_bodies.h, kb_loop_cr): on make
 * bench's inputs, how many lanes the rounding test leaves open for the
 * accurate path (the AVX-512 double-double core and the loop's test, lane
 * by lane), and their share of the kernel's time, from paired rounds of
 * the kernel on its inputs and on a copy in which every open lane is
 * replaced by a settled one (1 - t(copy) / t(inputs)); the accurate path's
 * cost per open lane follows.  At 65,536 doubles (in cache) and at 16M
 * (make bench's largest size), with libmvec's
 * _ZGVeN8v_<op> beside it. */
static double *cr_x, *cr_xset, *cr_y;
static size_t cr_n;
static onnxm_op cr_op;
static onnxm_kernel_fn cr_libmvec;
static void cr_kernel(void) { sink += onnxm_unary_isa(ONNXM_ISA_AUTO, cr_op, ONNXM_DOUBLE, cr_x, cr_y, cr_n); }
static void cr_kernel_set(void) { sink += onnxm_unary_isa(ONNXM_ISA_AUTO, cr_op, ONNXM_DOUBLE, cr_xset, cr_y, cr_n); }
static void cr_libmvec_run(void) { cr_libmvec(cr_x, cr_y, cr_n); }

static int cr_open(onnxm_op op, double x)
{
    vd lo, hi = op == ONNXM_OP_ACOS ? alg_acos_dd(vd_set(x), &lo) : alg_asinh_dd(vd_set(x), &lo);
    double eps = op == ONNXM_OP_ACOS ? ALG_ACOS_DD_EPS : ALG_ASINH_DD_EPS;
    vm ok;
    dd_round_test(hi, lo, vd_set(eps), &ok);
    return !(vm_bits(ok) & 1u);
}

static int cr_section(onnxm_op op, size_t n, int rounds)
{
    const char *why = NULL;
    cr_op = op, cr_n = n;
    cr_libmvec = bench_libmvec_loop(op, ONNXM_DOUBLE, &why);
    cr_x = aligned_alloc(64, n * 8), cr_xset = aligned_alloc(64, n * 8), cr_y = aligned_alloc(64, n * 8);
    if (cr_x == NULL || cr_xset == NULL || cr_y == NULL) {
        printf("onnxm_costs: no memory for the double section\n");
        return 0;
    }
    uint64_t st = 0x63722d636f737473ull;
    for (size_t i = 0; i < n; i++) {
        st = st * 6364136223846793005ull + 1442695040888963407ull;
        double u = (double)(st >> 11) * 0x1p-53;
        cr_x[i] = op == ONNXM_OP_ACOS ? 2 * u - 1 : exp2(16 * u - 8);
    }
    long open = 0;
    const double fill = 0.3; /* settled: checked below */
    for (size_t i = 0; i < n; i++) {
        int o = cr_open(op, cr_x[i]);
        cr_xset[i] = o ? fill : cr_x[i];
        open += o;
    }
    int ok = !cr_open(op, fill);
    if (ok) {
        double share = 1.0 - paired_ratio(cr_kernel_set, cr_kernel, rounds);
        variant v[] = {{"kernel", cr_kernel, (double)n, "Melem/s"},
                       {"kernel, no lane left open", cr_kernel_set, (double)n, "Melem/s"},
                       {"libmvec", cr_libmvec ? cr_libmvec_run : cr_kernel, (double)n, "Melem/s"}};
        double med[3];
        time_in_turns(v, cr_libmvec ? 3 : 2, rounds, med);
        printf("  double %s, %zu elements: %ld lanes of %zu open (1 in %.0f), %.2f%% of the kernel's time "
               "(paired rounds), %.0f ns per open lane\n",
               onnxm_op_name(op), n, open, n, (double)n / (double)(open > 0 ? open : 1), 100.0 * share,
               open > 0 ? share * med[0] / (double)open * 1e9 : 0.0);
        printf("    kernel %.0f Melem/s, with no lane open %.0f Melem/s", n / med[0] / 1e6, n / med[1] / 1e6);
        if (cr_libmvec)
            printf(", libmvec %.0f Melem/s (kernel / libmvec %.2fx)\n", n / med[2] / 1e6, med[2] / med[0]);
        else
            printf("; libmvec: %s\n", why);
    } else {
        printf("onnxm_costs: the double fill value is left open\n");
    }
    free(cr_x), free(cr_xset), free(cr_y);
    return ok;
}

int main(void)
{
    if (!onnxm_isa_supported(ONNXM_ISA_AVX512)) {
        printf("onnxm_costs: this CPU has no AVX-512; nothing measured\n");
        return 0;
    }
    fill_inputs(xa, xs, N, 0x636f737473ull);
    for (int i = 0; i < 1024; i++)
        xd[i] = 1.0 + i / 1024.0;
    for (int i = 0; i < 2048; i++)
        xf[i] = 1.0f + (float)i / 2048.0f;
    /* 0.3 is settled by both cores (checked: settle_all returns -1 if not) */
    long open_acos = settle_all(ONNXM_OP_ACOS, xa, xa_set, N, 0.3f);
    long open_asinh = settle_all(ONNXM_OP_ASINH, xs, xs_set, N, 0.3f);
    if (open_acos < 0 || open_asinh < 0) {
        printf("onnxm_costs: the fill value is not settled by the fast cores\n");
        return 1;
    }

    variant v[] = {{"loop only (widen, test, narrow, store)", loop_only, N, "Melem/s"},
                   {"Acos core without the square root", loop_acos_nosqrt, N, "Melem/s"},
                   {"Acos core, default variant (ALG_ACOS_NR)", loop_acos, N, "Melem/s"},
                   {"Acos core, divider variant (AMD): vsqrtpd", loop_acos_div, N, "Melem/s"},
                   {"Acos, all 4 roots vrsqrt14pd + series", loop_acos_fma, N, "Melem/s"},
                   {"Acos, all 4 roots from vsqrtps", loop_acos_fs_all, N, "Melem/s"},
                   {"Acos, 2 of 4 roots from vsqrtps", loop_acos_fs_half, N, "Melem/s"},
                   {"Acos kernel (onnxm_unary_isa, avx512)", kernel_acos, N, "Melem/s"},
                   {"Acos kernel, no lane left open", kernel_acos_set, N, "Melem/s"},
                   {"Asinh core, default variant (ALG_ASINH_NR)", loop_asinh, N, "Melem/s"},
                   {"Asinh core, divider variant (AMD)", loop_asinh_div, N, "Melem/s"},
                   {"Asinh kernel (pipelined, KB_LOOP_PIPE)", kernel_asinh, N, "Melem/s"},
                   {"Asinh kernel, no lane left open", kernel_asinh_set, N, "Melem/s"},
                   {"vsqrtpd zmm (8 doubles)", sqrt_pd, 128, "ns per instruction"},
                   {"vsqrtps zmm (16 floats)", sqrt_ps, 128, "ns per instruction"}};
    enum { NV = sizeof v / sizeof v[0] };
    static float ref[N];
    if (onnxm_unary_isa(ONNXM_ISA_AVX512, ONNXM_OP_ACOS, ONNXM_FLOAT, xa, ref, N) != ONNXM_OK) {
        printf("onnxm_costs: the Acos kernel failed\n");
        return 1;
    }
    unsigned wrong = loop_acos_fs_all_run(ref) + loop_acos_fs_half_run(ref) + loop_acos_run(ref);
    double med[NV];
    time_in_turns(v, NV, ROUNDS, med);
    printf("onnxm_costs: 65,536 floats in cache, AVX-512, medians of %d rounds taken in turns\n", ROUNDS);
    print_variants(v, NV, med);
    /* the fix-ups' share, from paired rounds: 1 - t(no lane open) / t(as is) */
    double fix_acos = 1.0 - paired_ratio(kernel_acos_set, kernel_acos, 3 * ROUNDS);
    double fix_asinh = 1.0 - paired_ratio(kernel_asinh_set, kernel_asinh, 3 * ROUNDS);
    printf("  fix-ups (paired rounds): Acos %ld lanes of %d open under either root (1 in %.0f), "
           "%.1f%% of the kernel's time; Asinh %ld (1 in %.0f), %.1f%%\n",
           open_acos, N, (double)N / (double)(open_acos > 0 ? open_acos : 1), 100.0 * fix_acos, open_asinh,
           (double)N / (double)(open_asinh > 0 ? open_asinh : 1), 100.0 * fix_asinh);
    printf("  shipped core's loop and vsqrtps variants: %u settled lanes differ from the kernel's results "
           "(must be 0)\n", wrong);
    long wrong_l = large_section();
    printf("onnxm_costs: correctly rounded double (the dispatched kernel), medians of paired rounds\n");
    int cr_ok = 1;
    for (int op = 0; op < onnxm_op_count(); op++) {
        onnxm_op_info info;
        if (onnxm_op_get_info((onnxm_op)op, &info) != ONNXM_OK || info.op_class != ONNXM_CLASS_ELEMENTARY)
            continue;
        cr_ok &= cr_section((onnxm_op)op, N, ROUNDS);
        cr_ok &= cr_section((onnxm_op)op, NL, 15);
    }
    /* sink keeps the loops' results alive */
    return wrong != 0 || wrong_l != 0 || !cr_ok || sink == 0xffffffffu;
}
#else
int main(void)
{
    printf("onnxm_costs: built without AVX-512 support in the compiler; nothing measured\n");
    return 0;
}
#endif
