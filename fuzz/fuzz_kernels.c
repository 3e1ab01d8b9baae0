/* fuzz_kernels.c -- libFuzzer target: every kernel of the build against
 * every other one, and against the MPFR oracle.
 *
 * Input: byte 0 gives the offsets, in elements, of x (low 4 bits) and of y
 * (high 4 bits) from 64-byte aligned bases; byte 1 how many elements to
 * leave off the end; the rest is raw element bits, read once per element
 * type (float16, bfloat16, float, double) as that type's encodings (at
 * most FUZZ_MAX_ELEMS of them).
 *
 * For every (operator, type) of the kernel list (tests/c/tu_kernels.h: the
 * kernel layer's own enumeration, so a new operator, type or ISA is fuzzed
 * without an edit here), every kernel this CPU can run computes y = op(x):
 *   - the plain kernels with x and y at the input's offsets,
 *   - the same in place (y == x),
 *   - the streaming-store (_nt) kernels, of the operators and types that
 *     stream, with y 64-byte aligned, as they require, and x at the
 *     input's offset;
 * each result must have the bits of the scalar ISA's plain kernel, NaN sign
 * and payload included (the kernels promise identical bits on every path);
 * elements of y outside the n written, and x, must be untouched.
 * The scalar results themselves are checked against tests/c/oracle.c
 * (MPFR, no code shared with the kernels): float16 and bfloat16 against
 * tables of all 65,536 correctly rounded results built at the first call,
 * float results must be correctly rounded, double ones within the bound
 * the library states (onnxm_op_max_ulps); a NaN result must be a quiet
 * NaN.  Any difference aborts, printing the kernel, input and both results. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "oracle.h"
#include "tu_kernels.h"

#define FUZZ_MAX_ELEMS 256
#define GUARD 16 /* elements either side of y that must stay as they were */
static const onnxm_dtype dtypes[] = {ONNXM_FLOAT16, ONNXM_BFLOAT16, ONNXM_FLOAT, ONNXM_DOUBLE};
#define N_DTYPES (sizeof dtypes / sizeof dtypes[0])

/* The correctly rounded results of every 16-bit input, per operator and
 * 16-bit type (index 0 float16, 1 bfloat16); NULL where no version of the
 * operator allows the type. */
static uint16_t *table16[ONNXM_OP_COUNT][2];

static uint64_t load(size_t es, const unsigned char *p, size_t i)
{
    uint64_t v = 0;
    memcpy(&v, p + i * es, es); /* little-endian: the low bytes */
    return v;
}

static void fail(const tu_kernel *k, const char *what, size_t i, uint64_t x, uint64_t got,
                 uint64_t want)
{
    fprintf(stderr, "fuzz_kernels: %s %s: element %zu, x = 0x%llx: got 0x%llx, expected 0x%llx\n",
            k->name, what, i, (unsigned long long)x, (unsigned long long)got,
            (unsigned long long)want);
    abort();
}

static int allowed(onnxm_op op, onnxm_dtype dt, double *ulps)
{
    return onnxm_op_max_ulps(op, dt, ulps) == ONNXM_OK;
}

/* Every ISA in the list has a plain kernel for every operator and type
 * that some version allows, and a streaming variant too where that kernel
 * streams and the ISA has any (tu_kernel_wants_nt): a kernel missing from
 * the list would go unfuzzed. */
static void check_list(void)
{
    size_t nk;
    const tu_kernel *all = tu_kernel_list(&nk);
    for (size_t j = 0; j < nk; j++)
        for (int op = 0; op < ONNXM_OP_COUNT; op++)
            for (size_t d = 0; d < N_DTYPES; d++) {
                double u;
                if (!allowed((onnxm_op)op, dtypes[d], &u))
                    continue;
                for (int nt = 0; nt <= tu_kernel_wants_nt(all[j].isa, (onnxm_op)op, dtypes[d]); nt++)
                    if (tu_kernel_find((onnxm_op)op, dtypes[d], all[j].isa, nt) == NULL ||
                        tu_kernel_find((onnxm_op)op, dtypes[d], ONNXM_ISA_SCALAR, 0) == NULL) {
                        fprintf(stderr, "fuzz_kernels: no %s%s kernel of %s %s in the list\n",
                                onnxm_isa_name(all[j].isa), nt ? " streaming" : "",
                                onnxm_op_name((onnxm_op)op), onnxm_dtype_name(dtypes[d]));
                        abort();
                    }
            }
}

static void init_tables(void)
{
    for (int op = 0; op < ONNXM_OP_COUNT; op++)
        for (int t = 0; t < 2; t++) {
            onnxm_dtype dt = dtypes[t];
            double u;
            if (!allowed((onnxm_op)op, dt, &u))
                continue;
            uint16_t *tab = malloc(65536 * sizeof *tab);
            if (tab == NULL)
                abort();
            for (uint32_t b = 0; b < 65536; b++)
                tab[b] = (uint16_t)oracle_cr((onnxm_op)op, dt, b, ORACLE_FAST, NULL, NULL);
            table16[op][t] = tab;
        }
}

/* The scalar plain kernel's result y of op(x) against the oracle. */
static void check_oracle(const tu_kernel *k, size_t i, uint64_t x, uint64_t y)
{
    onnxm_dtype dt = k->dtype;
    double bound;
    if (!allowed(k->op, dt, &bound))
        return; /* no version of the operator takes this type */
    uint64_t cr;
    if (dt == ONNXM_FLOAT16 || dt == ONNXM_BFLOAT16)
        cr = table16[k->op][dt == ONNXM_BFLOAT16][x & 0xffff];
    else
        cr = oracle_cr(k->op, dt, x, ORACLE_FAST, NULL, NULL);
    if (oracle_is_nan(dt, cr)) {
        if (!oracle_is_quiet_nan(dt, y))
            fail(k, "against the oracle (a quiet NaN)", i, x, y, cr);
        return;
    }
    if (y == cr)
        return;
    /* not the correctly rounded result: allowed only within a bound above
     * 1/2 ulp (double elementary functions) */
    if (!(bound > 0.5 && oracle_ulp_error(k->op, dt, x, y) <= bound))
        fail(k, "against the oracle", i, x, y, cr);
}

static void *xalloc(size_t bytes)
{
    void *p = aligned_alloc(64, (bytes + 63) / 64 * 64);
    if (p == NULL)
        abort();
    return p;
}

/* Runs every kernel of (op, dt) this CPU has on x[0..n) and compares. */
static void fuzz_pair(const tu_kernel *ref, const tu_kernel *all, size_t nk, const unsigned char *x,
                      size_t n, size_t ox, size_t oy)
{
    size_t es = onnxm_dtype_size(ref->dtype);
    size_t span = (n + 2 * GUARD + 16) * es;
    unsigned char *xb = xalloc(span), *yb = xalloc(span), *want = xalloc(n * es + 1),
                  *orig = xalloc(span);
    /* the reference: the scalar plain kernel, x at its offset */
    memset(xb, 0x5a, span);
    memcpy(xb + ox * es, x, n * es);
    memcpy(orig, xb, span);
    ref->fn(xb + ox * es, want, n);
    for (size_t i = 0; i < n; i++)
        check_oracle(ref, i, load(es, x, i), load(es, want, i));

    for (size_t j = 0; j < nk; j++) {
        const tu_kernel *k = &all[j];
        if (k->op != ref->op || k->dtype != ref->dtype || !onnxm_isa_supported(k->isa))
            continue;
        /* y at the input's offset (plain) or 64-byte aligned (_nt), with
         * guard elements around it */
        size_t yo = k->nt ? 0 : oy;
        unsigned char *y = yb + GUARD * es + (k->nt ? (64 - (GUARD * es) % 64) % 64 : yo * es);
        memset(yb, 0xa5, span);
        k->fn(xb + ox * es, y, n);
        if (memcmp(xb, orig, span) != 0)
            fail(k, "wrote to x", 0, 0, 0, 0);
        for (size_t i = 0; i < n; i++) {
            uint64_t g = load(es, y, i), w = load(es, want, i);
            if (g != w)
                fail(k, "against the scalar kernel", i, load(es, x, i), g, w);
        }
        for (unsigned char *p = yb; p < yb + span; p++)
            if ((p < y || p >= y + n * es) && *p != 0xa5)
                fail(k, "wrote outside y", (size_t)(p - yb), 0, *p, 0xa5);
        if (k->nt)
            continue;
        /* in place */
        memcpy(yb, xb, span);
        k->fn(yb + ox * es, yb + ox * es, n);
        for (size_t i = 0; i < n; i++) {
            uint64_t g = load(es, yb + ox * es, i), w = load(es, want, i);
            if (g != w)
                fail(k, "in place, against the scalar kernel", i, load(es, x, i), g, w);
        }
        if (memcmp(yb, xb, ox * es) != 0 ||
            memcmp(yb + (ox + n) * es, xb + (ox + n) * es, span - (ox + n) * es) != 0)
            fail(k, "in place, wrote outside y", 0, 0, 0, 0);
    }
    free(xb);
    free(yb);
    free(want);
    free(orig);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int ready;
    if (!ready) {
        check_list();
        init_tables();
        ready = 1;
    }
    if (size < 2)
        return 0;
    size_t ox = data[0] & 15, oy = data[0] >> 4, cut = data[1];
    const unsigned char *bits = data + 2;
    size_t nk;
    const tu_kernel *all = tu_kernel_list(&nk);
    for (size_t d = 0; d < N_DTYPES; d++) {
        size_t es = onnxm_dtype_size(dtypes[d]);
        size_t n = (size - 2) / es;
        n = n > FUZZ_MAX_ELEMS ? FUZZ_MAX_ELEMS : n;
        n = n > cut ? n - cut : n;
        for (size_t j = 0; j < nk; j++)
            if (all[j].isa == ONNXM_ISA_SCALAR && !all[j].nt && all[j].dtype == dtypes[d])
                fuzz_pair(&all[j], all, nk, bits, n, ox, oy);
    }
    return 0;
}
