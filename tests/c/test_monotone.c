/* test_monotone -- every operator is monotone where its function is, and
 * stays in its function's range, on every ISA the CPU supports.
 *
 * Correct rounding implies both (rounding to nearest is monotone, and the
 * ends of the ranges are values of every type), so this is a second,
 * independent look at the results: it needs no oracle, only the shape of
 * each function, written here by hand from the mathematics (a row per
 * piece of the domain: its ends, the direction, the range); an operator
 * without a row fails.  Inputs, sorted by value (NaNs left out, -0 and +0
 * equal): every float16 and bfloat16; float: every 2^12-th encoding and
 * 4096 consecutive floats around each integer in [-120, 120], around 0.5,
 * 2^-20 and every power of two's negation down to -2^7 (the cores' switch
 * points lie there: Exp's and Sigmoid's thresholds near +-17.3, +-87.3,
 * -104); double: 2^19 random doubles over every binade and 1024
 * consecutive doubles around each integer in [-750, 750] (the double
 * cores' ranges end at +-686, -708.4, -745.1 and 37.4).  Each row checks
 * y(x1) <= y(x2) (or >=) for consecutive inputs of its piece, and lo <=
 * y <= hi, comparing values. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernels/convert.h"
#include "oracle.h"
#include "testutil.h"

typedef struct {
    const char *op; /* the ONNX name */
    double a, b;    /* the piece of the domain, ends included */
    int dir;        /* +1 increasing, -1 decreasing */
    double lo, hi;  /* the range on it */
} shape;

#define PI_UP 0x1.921fb6p+1 /* float's pi, the largest of pi's roundings in the four types */
static const shape shapes[] = {
    {"Sqrt", 0, INFINITY, 1, 0, INFINITY},
    {"Reciprocal", -INFINITY, -0x1p-1074, -1, -INFINITY, 0},
    {"Reciprocal", 0x1p-1074, INFINITY, -1, 0, INFINITY},
    {"Asinh", -INFINITY, INFINITY, 1, -INFINITY, INFINITY},
    {"Acos", -1, 1, -1, 0, PI_UP},
    {"Exp", -INFINITY, INFINITY, 1, 0, INFINITY},
    {"Log", 0, INFINITY, 1, -INFINITY, INFINITY},
    {"Sigmoid", -INFINITY, INFINITY, 1, 0, 1},
    {"Tanh", -INFINITY, INFINITY, 1, -1, 1},
    {"Erf", -INFINITY, INFINITY, 1, -1, 1},
    /* x Phi(x): falls to its minimum -0.16997... at x = -0.75179... (Phi(x)
     * + x phi(x) = 0), then rises; -0.17 is below every type's rounding of
     * the minimum */
    {"Gelu", -INFINITY, -0.752, -1, -0.17, 0},
    {"Gelu", -0.7517, INFINITY, 1, -0.17, INFINITY},
    /* Gelu (approximate "tanh"): x sigmoid(w(x)) falls from -0 at -inf to
     * its minimum -0.170041 at x0 = -0.752461 (mpmath), between the two
     * doubles below, then rises to +inf; -0x1.6p-3 = -0.171875 is below the
     * minimum's rounding in every type (bfloat16's ulp there is 2^-10) */
    {"Gelu(approximate=tanh)", -INFINITY, -0x1.81429f9e97e4dp-1, -1, -0x1.6p-3, 0},
    {"Gelu(approximate=tanh)", -0x1.81429f9e97e4cp-1, INFINITY, 1, -0x1.6p-3, INFINITY},
};
#define NSHAPES (sizeof shapes / sizeof shapes[0])

static int failures;

static int cmp_double(const void *p, const void *q)
{
    double a = *(const double *)p, b = *(const double *)q;
    return (a > b) - (a < b);
}

/* xs sorted, in the type; ys the kernel's results as doubles */
static void check_piece(const shape *s, const char *what, const char *isa, const double *xs,
                        const double *ys, size_t n)
{
    size_t bad = 0, first = 0, count = 0;
    double prev = NAN;
    for (size_t i = 0; i < n; i++) {
        if (!(xs[i] >= s->a && xs[i] <= s->b))
            continue;
        count++;
        double y = ys[i];
        int ok = y >= s->lo && y <= s->hi;
        if (!isnan(prev))
            ok = ok && (s->dir > 0 ? prev <= y : prev >= y);
        if (!ok && bad++ == 0)
            first = i;
        prev = y;
    }
    if (bad) {
        fprintf(stderr, "  FAIL: %s %s on [%g, %g] %s: %zu of %zu inputs out of order or range, first "
                        "x = %a, y = %a (previous x = %a, y = %a)\n",
                s->op, what, s->a, s->b, isa, bad, count, xs[first], ys[first], first ? xs[first - 1] : 0.0,
                first ? ys[first - 1] : 0.0);
        failures++;
    }
}

/* runs op on xs (doubles holding values of dtype) on isa; ys as doubles */
static int run(onnxm_isa isa, onnxm_op op, onnxm_dtype dt, const double *xs, double *ys, size_t n,
               void *xb, void *yb)
{
    for (size_t i = 0; i < n; i++) {
        if (dt == ONNXM_DOUBLE) {
            memcpy((char *)xb + 8 * i, &xs[i], 8);
        } else if (dt == ONNXM_FLOAT) {
            float f = (float)xs[i];
            memcpy((char *)xb + 4 * i, &f, 4);
        } else {
            uint16_t h = dt == ONNXM_FLOAT16 ? onnxm_f32_to_f16((float)xs[i]) : onnxm_f32_to_bf16((float)xs[i]);
            memcpy((char *)xb + 2 * i, &h, 2);
        }
    }
    if (onnxm_unary_isa(isa, op, dt, xb, yb, n) != ONNXM_OK)
        return 0;
    for (size_t i = 0; i < n; i++) {
        if (dt == ONNXM_DOUBLE) {
            memcpy(&ys[i], (char *)yb + 8 * i, 8);
        } else if (dt == ONNXM_FLOAT) {
            float f;
            memcpy(&f, (char *)yb + 4 * i, 4);
            ys[i] = f;
        } else {
            uint16_t h;
            memcpy(&h, (char *)yb + 2 * i, 2);
            ys[i] = dt == ONNXM_FLOAT16 ? onnxm_f16_to_f32(h) : onnxm_bf16_to_f32(h);
        }
    }
    return 1;
}

/* sorts, drops NaNs and duplicates (by value: -0 goes, +0 stays) */
static size_t sort_unique(double *x, size_t n)
{
    size_t m = 0;
    for (size_t i = 0; i < n; i++)
        if (!isnan(x[i]))
            x[m++] = x[i] == 0 ? 0.0 : x[i];
    qsort(x, m, sizeof x[0], cmp_double);
    size_t k = 0;
    for (size_t i = 0; i < m; i++)
        if (k == 0 || x[i] != x[k - 1])
            x[k++] = x[i];
    return k;
}

static size_t inputs(onnxm_dtype dt, double *x, size_t cap)
{
    size_t n = 0;
    if (dt == ONNXM_FLOAT16 || dt == ONNXM_BFLOAT16) {
        for (uint32_t h = 0; h < 65536; h++)
            x[n++] = dt == ONNXM_FLOAT16 ? onnxm_f16_to_f32((uint16_t)h) : onnxm_bf16_to_f32((uint16_t)h);
    } else if (dt == ONNXM_FLOAT) {
        for (uint64_t b = 0; b < (UINT64_C(1) << 32); b += 4096)
            x[n++] = onnxm_f32_from_bits((uint32_t)b);
        double centers[260];
        size_t nc = 0;
        for (int k = -120; k <= 120; k++)
            centers[nc++] = k;
        centers[nc++] = 0.5;
        centers[nc++] = 0x1p-20;
        for (int k = 0; k <= 7; k++)
            centers[nc++] = -ldexp(1.0, k);
        for (size_t c = 0; c < nc; c++) {
            uint32_t b0 = onnxm_f32_bits((float)centers[c]);
            for (int i = -2048; i < 2048 && n < cap; i++)
                x[n++] = onnxm_f32_from_bits(b0 + (uint32_t)i);
        }
        x[n++] = INFINITY;
        x[n++] = -INFINITY;
    } else {
        uint64_t st = 0x6d6f6e6fu;
        for (int i = 0; i < (1 << 19); i++) {
            uint64_t r = tu_rand(&st);
            x[n++] = tu_double_of((r >> 63) << 63 | (r % 2047u) << 52 | (tu_rand(&st) >> 12));
        }
        for (int k = -750; k <= 750; k++) {
            double c = k;
            for (int i = 0; i < 512; i++) {
                x[n++] = c;
                c = nextafter(c, INFINITY);
            }
            c = k;
            for (int i = 0; i < 512; i++) {
                c = nextafter(c, -INFINITY);
                x[n++] = c;
            }
        }
        x[n++] = INFINITY;
        x[n++] = -INFINITY;
    }
    return sort_unique(x, n);
}

int main(void)
{
    double t0 = tu_now();
    onnxm_isa isas[TU_ISA_COUNT];
    int nisa = tu_supported_isas(isas);
    static const onnxm_dtype dts[] = {ONNXM_FLOAT16, ONNXM_BFLOAT16, ONNXM_FLOAT, ONNXM_DOUBLE};
    const size_t cap = (size_t)1 << 23;
    double *x = malloc(cap * 8), *y = malloc(cap * 8);
    void *xb = malloc(cap * 8), *yb = malloc(cap * 8);
    if (x == NULL || y == NULL || xb == NULL || yb == NULL) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (int op = 0; op < onnxm_op_count(); op++) {
        char name[64]; /* "Gelu", or a form's "Gelu(approximate=tanh)" */
        onnxm_op_label((onnxm_op)op, name, sizeof name);
        int rows = 0;
        for (size_t s = 0; s < NSHAPES; s++)
            rows += strcmp(shapes[s].op, name) == 0;
        if (rows == 0) {
            fprintf(stderr, "  FAIL: %s has no row in test_monotone's table of shapes\n", name);
            failures++;
            continue;
        }
        for (size_t d = 0; d < sizeof dts / sizeof dts[0]; d++) {
            size_t n = inputs(dts[d], x, cap);
            for (int k = 0; k < nisa; k++) {
                if (!run(isas[k], (onnxm_op)op, dts[d], x, y, n, xb, yb)) {
                    fprintf(stderr, "  FAIL: %s %s on %s: the kernel refused the call\n", name,
                            onnxm_dtype_name(dts[d]), onnxm_isa_name(isas[k]));
                    failures++;
                    continue;
                }
                for (size_t s = 0; s < NSHAPES; s++)
                    if (strcmp(shapes[s].op, name) == 0)
                        check_piece(&shapes[s], onnxm_dtype_name(dts[d]), onnxm_isa_name(isas[k]), x, y, n);
            }
            printf("  %-10s %-8s %zu inputs on %d ISA(s)\n", name, onnxm_dtype_name(dts[d]), n, nisa);
        }
    }
    free(x);
    free(y);
    free(xb);
    free(yb);
    printf("test_monotone: %s, %d failures, %.2f s\n", failures ? "FAILED" : "passed", failures, tu_now() - t0);
    return failures != 0;
}
