/* test_fast_cores.c -- the error bound the rounding test relies on.
 *
 * float, float16 and bfloat16 Asinh/Acos are correctly rounded because
 * alg/fast.h's cores are within ONNXM_FAST_ERR (2^-36) of the exact result:
 * a lane whose interval [y - |y|E, y + |y|E] holds a rounding boundary goes
 * to the double core and, if need be, the slow path.  A core that broke the
 * bound would misround only the
 * rare inputs near a midpoint, which sampled result tests can miss; this
 * test measures the cores' relative error itself, against MPFR at 128 bits,
 * on every float16 and bfloat16 value and ~2.5 million float values (every
 * binade, both signs, the neighbourhoods of the cores' branch points and
 * of 2^-28, 1/4, 1, 2^26, and random bit patterns; ONNXM_FAST_CORES_POINTS
 * sets the points per binade, default 4096, and the random samples scale
 * with it -- an emulated run takes fewer, and +-512 floats around each
 * branch point instead of +-4096), and requires it below
 * E/2 = 2^-37: a 2x margin, and the bounds proved in fast.h (2^-37.7
 * Asinh, 2^-37.9 Acos) are below it too.  Inputs outside alg_<op>_fast_ok are the
 * slow path's and are skipped, and so are (counted) the results that are
 * the correctly rounded float result itself and a float16 and bfloat16
 * value (exact_result: Tanh's and Erf's saturated +-1 and Tanh's x for
 * tiny x), which the rounding tests pass and keep whatever their error.
 * Inside it, a result that rounds to 0 or inf in float (Exp's overflow and
 * underflow, settled in the hot path) must be the float of the exact
 * result, and the rounding test must pass where x is infinite (the value
 * Exp's clamp gives every input beyond it).
 * Each core comes in two variants (the exact square root, and alg_sqrt_nr):
 * both see the same inputs and share MPFR's evaluations of them.
 * On the same inputs (and the non-finite ones) it checks that each core's
 * domain masks, which the kernels' hot path uses (fast.h: dom), are
 * alg_<op>_fast_ok, which the fix-ups use.
 * It also checks that the double cores still leave testutil's tu_f32_slow
 * inputs unsettled, so that the sampled tests keep reaching the slow path,
 * and each slow path on its own against MPFR (some operators' floats never
 * reach it through the kernels). */
#include <math.h>
#include <mpfr.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernels/vec/vec_scalar.h"
#include "kernels/alg/dd.h"
#include "kernels/alg/round.h"
#include "kernels/alg/ops.h" /* every operator's cores */
#include "kernels/alg/fast.h"
#include "oracle.h"
#include "testutil.h"
#include "tu_cores.h"

#define REQUIRED (ONNXM_FAST_ERR / 2)

typedef struct {
    const char *name;
    onnxm_op op;
    double (*core)(double);
    vm (*dom)(double); /* the core's domain mask */
    vm (*ok)(double);  /* alg_<op>_fast_ok */
    double worst, worst_x;
    uint64_t count, open; /* open: float rounding test not passed (tier 2) */
    uint64_t exact;       /* results that are exact (exact_result), outside the error measure */
    uint64_t dom_bad;     /* inputs where dom and ok differ */
    float dom_bad_x;
    uint64_t special_bad; /* results rounding to 0 or inf: not the exact result's float, or not settled */
    float special_bad_x;
} core_check;

/* What MPFR says about one input, computed once and shared by the two
 * variants of a core (the exact square root and alg_sqrt_nr), which see the
 * same inputs: f(x) at 128 bits, and the correctly rounded float result,
 * each evaluated when first needed. */
typedef struct {
    int have_y, have_cr;
    uint64_t cr;
} shared_ref;

/* Whether got is a result the kernels keep whatever the error bound: the
 * correctly rounded float result (MPFR), and a float16 (bfloat16) value
 * wherever x is one (only such x reach the float16 and bfloat16 kernels).
 * The rounding tests pass on a y that is itself a
 * value of the type (round.h) and round it to itself; and where y =
 * RN_float(f(x)) is a float16 (bfloat16) value, f(x) lies within half a
 * float ulp of y, so no float16 (bfloat16) midpoint, itself a float other
 * than y, lies between them, and y is RN_float16(f(x)) too.  Tanh's
 * saturated +-1 (alg/tanh.h) and Gelu's y = x from 5.54 up (alg/gelu.h)
 * are such results. */
static int exact_result(onnxm_op op, float xf, double got, shared_ref *ref)
{
    float g = (float)got;
    if ((double)g != got)
        return 0;
    if (!ref->have_cr) {
        ref->cr = oracle_cr(op, ONNXM_FLOAT, onnxm_f32_bits(xf), ORACLE_FAST, NULL, NULL);
        ref->have_cr = 1;
    }
    uint64_t cr = ref->cr;
    return cr == onnxm_f32_bits(g) && (onnxm_f16_to_f32(onnxm_f32_to_f16(xf)) != xf || onnxm_f16_to_f32(onnxm_f32_to_f16(g)) == g) &&
           (onnxm_bf16_to_f32(onnxm_f32_to_bf16(xf)) != xf || onnxm_bf16_to_f32(onnxm_f32_to_bf16(g)) == g);
}

static void check1(core_check *c, float xf, mpfr_t y, mpfr_t d, shared_ref *ref)
{
    if (!c->dom(xf) != !c->ok(xf) && c->dom_bad++ == 0)
        c->dom_bad_x = xf;
    if (isnan(xf) || !c->ok(xf))
        return;
    double got = c->core((double)xf);
    if (!ref->have_y) {
        oracle_eval(y, c->op, ONNXM_FLOAT, onnxm_f32_bits(xf), MPFR_RNDN); /* to y's 128 bits */
        ref->have_y = 1;
    }
    c->count++;
    int settled = vd_round_ok_f32(got, ONNXM_FAST_ERR_ULPS);
    c->open += !settled;
    float gf = (float)got;
    if (gf == 0.0f || isinf(gf)) {
        /* a result that rounds to +-0 or +-inf (Exp's overflow and
         * underflow, which its core settles in the hot path): that float
         * must be the exact result's; and for x = +-inf (the value every
         * input beyond Exp's clamp gets) the rounding test must pass, so
         * that such lanes need no fix-up */
        if ((onnxm_f32_bits(gf) != onnxm_f32_bits(mpfr_get_flt(y, MPFR_RNDN)) || (isinf(xf) && !settled)) &&
            c->special_bad++ == 0)
            c->special_bad_x = xf;
        return;
    }
    if (mpfr_zero_p(y)) {
        if (got != 0.0 && c->worst < INFINITY) {
            c->worst = INFINITY;
            c->worst_x = xf;
        }
        return;
    }
    if (got != 0.0 && exact_result(c->op, xf, got, ref)) {
        c->exact++;
        return;
    }
    mpfr_sub_d(d, y, got, MPFR_RNDN);
    mpfr_div(d, d, y, MPFR_RNDN);
    double e = fabs(mpfr_get_d(d, MPFR_RNDN));
    if (!(e <= c->worst)) { /* also catches NaN */
        c->worst = isnan(e) ? INFINITY : e;
        c->worst_x = xf;
    }
}

/* Both variants of a core (c[0], c[1]) on one input, MPFR's answers shared. */
static void check(core_check *c, float xf, mpfr_t y, mpfr_t d)
{
    shared_ref ref = {0, 0, 0};
    check1(&c[0], xf, y, d, &ref);
    check1(&c[1], xf, y, d, &ref);
}

/* Random points per binade and sign: ONNXM_FAST_CORES_POINTS (2 to 4096),
 * default 4096.  The random samples (float bit patterns, alg_sqrt_nr's
 * arguments) shrink in proportion: scaled(). */
static uint32_t points_per_binade(void)
{
    const char *env = getenv("ONNXM_FAST_CORES_POINTS");
    long v = env != NULL ? strtol(env, NULL, 10) : 4096;
    return v < 2 ? 2 : v > 4096 ? 4096 : (uint32_t)v;
}

static uint32_t scaled(uint32_t full, uint32_t points) { return (uint32_t)((uint64_t)full * points / 4096); }

int main(void)
{
    const uint32_t points = points_per_binade();
    /* the branch points' neighbourhoods: +-4096 floats, +-512 in a reduced run */
    const int radius = points < 4096 ? 512 : 4096;
    printf("test_fast_cores: %u points per float binade%s\n", points, points < 4096 ? " (reduced)" : "");
    /* each elementary function's fast core, with the exact square root
     * and with the FMA-only one (alg_sqrt_nr, here with vd_rsqrt14
     * modelled at its worst allowed error, fast.h) */
    core_check cores[2 * TU_CORE_COUNT];
    char names[2 * TU_CORE_COUNT][32];
    for (size_t i = 0; i < TU_CORE_COUNT; i++)
        for (int nr = 0; nr < 2; nr++) {
            const tu_core *t = &tu_cores[i];
            snprintf(names[2 * i + nr], sizeof names[0], "%s%s", t->name, nr ? "-nr" : "");
            cores[2 * i + nr] = (core_check){names[2 * i + nr], t->op, nr ? t->fast_nr : t->fast,
                                             t->dom, t->ok, 0, 0, 0, 0, 0, 0, 0, 0, 0};
        }
    mpfr_t x, y, d;
    mpfr_inits2(128, x, y, d, (mpfr_ptr)0);
    uint64_t st = 0x5eed;
    int failures = 0;
    for (size_t k = 0; k < sizeof cores / sizeof cores[0]; k += 2) {
        core_check *c = &cores[k]; /* the pair: c[0] and c[1] (-nr) */
        for (uint32_t h = 0; h < 65536; h++) {
            check(c, onnxm_f16_to_f32((uint16_t)h), y, d);
            check(c, onnxm_bf16_to_f32((uint16_t)h), y, d);
        }
        /* every binade of float, both signs, `points` points each (both ends included) */
        for (int e = 1; e < 255; e++)
            for (uint32_t i = 0; i < points; i++) {
                uint32_t bits = ((uint32_t)e << 23) | (uint32_t)(tu_rand(&st) & 0x7fffff);
                if (i < 2)
                    bits = ((uint32_t)e << 23) | (i ? 0x7fffff : 0);
                check(c, onnxm_f32_from_bits(bits), y, d);
                check(c, onnxm_f32_from_bits(bits | 0x80000000u), y, d);
            }
        /* neighbourhoods of the cores' branch points */
        /* (Tanh's saturation and k = 0; Exp's overflow, float-subnormal
         * band, underflow to 0, and the clamp of its core, alg/exp.h,
         * whose -XLO is Sigmoid's clamp; Sigmoid's first result that
         * rounds to 1; Erf's saturation, its last piece and the smallest
         * normal; Gelu's saturation at Erf's times sqrt2, its subnormal
         * and zero bounds, its smallest |x| and its last erfc piece; Gelu
         * tanh's: y = x from 8 on, its subnormal and zero bounds) */
        static const float centers[] = {0x1p-6f, 0.25f, 0.5f, 0.75f, 1.0f, 0x1p26f, 0x1p-28f,
                                        (float)ALG_TANH_TSAT_F, 0x1.62e43p-6f, 0x1.154246p+4f,
                                        (float)ALG_GELU_TANH_XONE, (float)ALG_GELU_TANH_XLO,
                                        (float)ALG_GELU_TANH_XZ,
                                        (float)ALG_EXP_XHI, (float)ALG_EXP_XLO, (float)ALG_EXP_XZ,
                                        (float)ALG_EXP_XC, (float)-ALG_EXP_XC,
                                        (float)ALG_ERF_XSAT, 3.75f, 0x1p-126f,
                                        (float)(ALG_ERF_XSAT * 0x1.6a09e667f3bcdp+0), (float)ALG_GELU_XSUB,
                                        (float)ALG_GELU_XZ, 0x1p-125f, 14.0f};
        for (size_t j = 0; j < sizeof centers / sizeof centers[0]; j++)
            for (int i = -radius; i <= radius; i++) {
                float v = onnxm_f32_from_bits((uint32_t)((int32_t)onnxm_f32_bits(centers[j]) + i));
                check(c, v, y, d);
                check(c, -v, y, d);
            }
        for (uint32_t i = 0; i < scaled(300000, points); i++)
            check(c, onnxm_f32_from_bits((uint32_t)tu_rand(&st)), y, d);
        /* the edges of the domains, both signs: zero, the smallest
         * subnormal, 1 and its neighbours, inf, quiet and signalling NaNs */
        static const uint32_t edges[] = {0, 1, 0x3f7fffff, 0x3f800000, 0x3f800001,
                                         0x7f7fffff, 0x7f800000, 0x7fc00000, 0x7f800001, 0x7fffffff};
        for (size_t j = 0; j < sizeof edges / sizeof edges[0]; j++) {
            check(c, onnxm_f32_from_bits(edges[j]), y, d);
            check(c, onnxm_f32_from_bits(edges[j] | 0x80000000u), y, d);
        }
        for (int v = 0; v < 2; v++, c++) {
            int ok = c->worst < REQUIRED;
            failures += !ok;
            printf("  %-8s fast core: %llu inputs, max relative error 2^%.2f at %a (required < 2^%.0f): %s\n",
                   c->name, (unsigned long long)c->count, c->worst > 0 ? log2(c->worst) : -INFINITY,
                   c->worst_x, log2(REQUIRED), ok ? "ok" : "FAILED");
            printf("  %-8s fast core: %llu inputs give the correctly rounded result exactly "
                   "(a float16 and bfloat16 value), not counted above\n",
                   c->name, (unsigned long long)c->exact);
            printf("  %-8s fast core: float rounding test left 1 in %.0f open (redone by the double core)\n",
                   c->name, c->open ? (double)c->count / (double)c->open : INFINITY);
            failures += c->special_bad != 0;
            if (c->special_bad)
                printf("  %-8s fast core: %llu results rounding to 0 or inf are not the exact result's float "
                       "(or, for an infinite x, not settled), first %a: FAILED\n", c->name, (unsigned long long)c->special_bad,
                       c->special_bad_x);
            failures += c->dom_bad != 0;
            if (c->dom_bad)
                printf("  %-8s fast core: domain masks differ from alg_<op>_fast_ok on %llu inputs, "
                       "first %a: FAILED\n", c->name, (unsigned long long)c->dom_bad, c->dom_bad_x);
            else
                printf("  %-8s fast core: domain masks are alg_<op>_fast_ok on every input: ok\n", c->name);
        }
    }
    /* alg_sqrt_nr's bound (< 2^-51.9), for seeds r0 = (1 + eps)/sqrt(z) at
     * both ends of vrsqrt14pd's allowed error and inside it, on z over
     * many binades (every float-input core's argument is such a z) */
    {
        static const double eps[] = {0x1p-14, -0x1p-14, 0x1.fffp-15, -0x1.fffp-15, 0x1p-20, 0.0};
        double worst = 0, worst_z = 0;
        for (uint32_t i = 0; i < scaled(400000, points); i++) {
            /* two statements: the order of evaluation of a call's
             * arguments is unspecified (gcc takes them in a different
             * order on x86-64 and AArch64), and the inputs must not be */
            double m = 1.0 + (double)(tu_rand(&st) >> 11) * 0x1p-53;
            double z = ldexp(m, (int)(tu_rand(&st) % 600) - 300);
            if (i < 4)
                z = (double[]){1.0, 0x1p-298, 0x1.fffffffffffffp-1, 0x1.8p-25}[i];
            mpfr_set_d(x, z, MPFR_RNDN);
            mpfr_sqrt(y, x, MPFR_RNDN); /* once per z, for every seed */
            for (size_t k = 0; k < sizeof eps / sizeof eps[0]; k++) {
                double r0 = (1.0 + eps[k]) / sqrt(z);
                double got = alg_sqrt_nr_seeded(z, r0);
                mpfr_sub_d(d, y, got, MPFR_RNDN);
                mpfr_div(d, d, y, MPFR_RNDN);
                double e = fabs(mpfr_get_d(d, MPFR_RNDN));
                if (!(e <= worst)) {
                    worst = isnan(e) ? INFINITY : e;
                    worst_z = z;
                }
            }
        }
        double zero = alg_sqrt_nr(0.0);
        int ok = worst < exp2(-51.9) && zero == 0.0;
        failures += !ok;
        printf("  alg_sqrt_nr: max relative error 2^%.2f at %a (required < 2^-51.9), sqrt(0) = %a: %s\n",
               log2(worst), worst_z, zero, ok ? "ok" : "FAILED");
    }
    /* each slow path (slow.c) on its own, correctly rounded against MPFR in
     * each format, on inputs in alg_<op>_fast_ok (the only ones the kernels
     * give it): every 61st float16 and bfloat16 value, 3000 random floats
     * per op, and tu_f32_slow (an operator none of whose floats the double
     * core leaves open, as Tanh, reaches it through no other test) */
    for (size_t k = 0; k < TU_CORE_COUNT; k++) {
        const tu_core *t = &tu_cores[k];
        uint64_t n = 0, bad = 0;
        for (uint32_t i = 0; i < 65536 + 3000 + TU_F32_SLOW_COUNT; i++) {
            onnxm_dtype dt;
            uint32_t xb;
            float xf;
            if (i < 65536) {
                if (i % 61 != 0)
                    continue;
                dt = (i / 61) % 2 ? ONNXM_BFLOAT16 : ONNXM_FLOAT16;
                xb = i;
                xf = dt == ONNXM_FLOAT16 ? onnxm_f16_to_f32((uint16_t)xb) : onnxm_bf16_to_f32((uint16_t)xb);
            } else if (i < 65536 + 3000) {
                dt = ONNXM_FLOAT;
                xb = (uint32_t)tu_rand(&st);
                xf = onnxm_f32_from_bits(xb);
            } else {
                if (tu_f32_slow[i - 65536 - 3000].op != t->op)
                    continue;
                dt = ONNXM_FLOAT;
                xb = tu_f32_slow[i - 65536 - 3000].bits;
                xf = onnxm_f32_from_bits(xb);
            }
            if (!isfinite(xf) || !t->ok((double)xf))
                continue;
            double v = dt == ONNXM_FLOAT     ? t->slow((double)xf, ONNXM_FMT_F32)
                       : dt == ONNXM_FLOAT16 ? t->slow((double)xf, ONNXM_FMT_F16)
                                             : t->slow((double)xf, ONNXM_FMT_BF16);
            uint64_t got = dt == ONNXM_FLOAT     ? onnxm_f32_bits((float)v)
                           : dt == ONNXM_FLOAT16 ? onnxm_f32_to_f16((float)v)
                                                 : onnxm_f32_to_bf16((float)v);
            uint64_t want = oracle_cr(t->op, dt, xb, ORACLE_FAST, NULL, NULL);
            n++;
            if (!oracle_same(dt, got, want) && bad++ == 0)
                printf("  %s slow path: %a (type %d) gives 0x%llx, want 0x%llx\n", t->name, (double)xf, (int)dt,
                       (unsigned long long)got, (unsigned long long)want);
        }
        failures += bad != 0;
        printf("  %-8s slow path: %llu inputs, %llu not correctly rounded: %s\n", t->name, (unsigned long long)n,
               (unsigned long long)bad, bad ? "FAILED" : "ok");
    }
    for (size_t i = 0; i < TU_F32_SLOW_COUNT; i++) {
        double xi = (double)onnxm_f32_from_bits(tu_f32_slow[i].bits);
        const tu_core *t = tu_core_of(tu_f32_slow[i].op);
        if (t == NULL) {
            printf("  tu_f32_slow[%zu]: %s has no double core: FAILED\n", i,
                   onnxm_op_name(tu_f32_slow[i].op));
            failures++;
            continue;
        }
        double yc = t->core(xi);
        if (vd_round_ok_f32(yc, 2)) {
            printf("  tu_f32_slow[%zu] (%s %a): the double core settles it now; "
                   "regenerate the list (testutil.h): FAILED\n",
                   i, onnxm_op_name(tu_f32_slow[i].op), xi);
            failures++;
        }
    }
    printf("  tu_f32_slow: %d inputs checked against the double cores\n", TU_F32_SLOW_COUNT);
    mpfr_clears(x, y, d, (mpfr_ptr)0);
    printf("test_fast_cores: %s\n", failures ? "FAILED" : "passed");
    return failures ? 1 : 0;
}
