/* testutil.c -- see testutil.h. */
#define _POSIX_C_SOURCE 200809L
#include "testutil.h"
#include "tu_kernels.h"

#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

const onnxm_dtype tu_all_dtypes[TU_DTYPE_COUNT] = {ONNXM_FLOAT16, ONNXM_BFLOAT16, ONNXM_FLOAT,
                                                   ONNXM_DOUBLE};

int tu_named_isas(onnxm_isa out[TU_ISA_COUNT])
{
    int n = 0;
    for (int i = ONNXM_ISA_AUTO + 1; i < 64 && n < TU_ISA_COUNT; i++)
        if (strcmp(onnxm_isa_name((onnxm_isa)i), "unknown") != 0)
            out[n++] = (onnxm_isa)i;
    return n;
}

int tu_supported_isas(onnxm_isa out[TU_ISA_COUNT])
{
    size_t nk;
    const tu_kernel *k = tu_kernel_list(&nk);
    int n = 0;
    for (size_t j = 0; j < nk; j++) {
        int seen = 0;
        for (int i = 0; i < n; i++)
            seen |= out[i] == k[j].isa;
        if (!seen && onnxm_isa_supported(k[j].isa) && n < TU_ISA_COUNT)
            out[n++] = k[j].isa;
    }
    onnxm_isa named[TU_ISA_COUNT];
    int nn = tu_named_isas(named);
    for (int i = 0; i < nn; i++) {
        int listed = 0, have = 0;
        for (size_t j = 0; j < nk; j++)
            listed |= k[j].isa == named[i];
        for (int m = 0; m < n; m++)
            have |= out[m] == named[i];
        if (have)
            continue;
        if (onnxm_isa_supported(named[i]) && named[i] != ONNXM_ISA_AUTO) {
            /* the dispatcher offers it, the list does not: kernels no
             * test would run */
            printf("FAIL: %s is supported but has no kernels in the kernel list\n",
                   onnxm_isa_name(named[i]));
            abort();
        }
        printf("skipped %s: %s\n", onnxm_isa_name(named[i]),
               listed ? "not supported by this CPU" : "not compiled in this build");
    }
    return n;
}

int tu_dtype_index(onnxm_dtype dtype)
{
    for (int i = 0; i < TU_DTYPE_COUNT; i++)
        if (tu_all_dtypes[i] == dtype)
            return i;
    return -1;
}

uint64_t tu_load(onnxm_dtype dtype, const void *buf, size_t i)
{
    const unsigned char *p = buf;
    switch (onnxm_dtype_size(dtype)) {
    case 2: { uint16_t v; memcpy(&v, p + 2 * i, 2); return v; }
    case 4: { uint32_t v; memcpy(&v, p + 4 * i, 4); return v; }
    default: { uint64_t v; memcpy(&v, p + 8 * i, 8); return v; }
    }
}

void tu_store(onnxm_dtype dtype, void *buf, size_t i, uint64_t bits)
{
    unsigned char *p = buf;
    switch (onnxm_dtype_size(dtype)) {
    case 2: { uint16_t v = (uint16_t)bits; memcpy(p + 2 * i, &v, 2); break; }
    case 4: { uint32_t v = (uint32_t)bits; memcpy(p + 4 * i, &v, 4); break; }
    default: memcpy(p + 8 * i, &bits, 8); break;
    }
}

const char *tu_hex(onnxm_dtype dtype, uint64_t bits, char *buf)
{
    snprintf(buf, 24, "0x%0*llx", (int)onnxm_dtype_size(dtype) * 2, (unsigned long long)bits);
    return buf;
}

const char *tu_show(onnxm_dtype dtype, uint64_t bits, char *buf)
{
    char h[24];
    snprintf(buf, 64, "%s (%.17g)", tu_hex(dtype, bits, h), oracle_to_double(dtype, bits));
    return buf;
}

uint64_t tu_rand(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

const tu_slow_input tu_f32_slow[TU_F32_SLOW_COUNT] = {
    {ONNXM_OP_ASINH, 0x3fe1a91fu}, /* 0x1.c3523ep+0 */
    {ONNXM_OP_ASINH, 0x4041409bu}, /* 0x1.828136p+1 */
    {ONNXM_OP_ASINH, 0x4bdd65a5u}, /* 0x1.bacb4ap+24 */
    {ONNXM_OP_ASINH, 0x4ce04ebeu}, /* 0x1.c09d7cp+26 */
    {ONNXM_OP_ASINH, 0x4e05f412u}, /* 0x1.0be824p+29 */
    {ONNXM_OP_ASINH, 0x5e68984eu}, /* 0x1.d1309cp+61 */
    {ONNXM_OP_ASINH, 0x655890d3u}, /* 0x1.b121a6p+75 */
    {ONNXM_OP_ASINH, 0x6628c860u}, /* 0x1.5190cp+77 */
    {ONNXM_OP_ASINH, 0x662bbd63u}, /* 0x1.577ac6p+77 */
    {ONNXM_OP_ASINH, 0x6eb1a8ecu}, /* 0x1.6351d8p+94 */
    {ONNXM_OP_ASINH, 0x7967ec37u}, /* 0x1.cfd86ep+115 */
    {ONNXM_OP_ASINH, 0xbfe1a91fu}, /* -0x1.c3523ep+0 */
    {ONNXM_OP_ASINH, 0xc041409bu}, /* -0x1.828136p+1 */
    {ONNXM_OP_ASINH, 0xcbdd65a5u}, /* -0x1.bacb4ap+24 */
    {ONNXM_OP_ASINH, 0xcce04ebeu}, /* -0x1.c09d7cp+26 */
    {ONNXM_OP_ASINH, 0xce05f412u}, /* -0x1.0be824p+29 */
    {ONNXM_OP_ASINH, 0xde68984eu}, /* -0x1.d1309cp+61 */
    {ONNXM_OP_ASINH, 0xe55890d3u}, /* -0x1.b121a6p+75 */
    {ONNXM_OP_ASINH, 0xe628c860u}, /* -0x1.5190cp+77 */
    {ONNXM_OP_ASINH, 0xe62bbd63u}, /* -0x1.577ac6p+77 */
    {ONNXM_OP_ASINH, 0xeeb1a8ecu}, /* -0x1.6351d8p+94 */
    {ONNXM_OP_ASINH, 0xf967ec37u}, /* -0x1.cfd86ep+115 */
    {ONNXM_OP_ACOS, 0x328885a3u}, /* 0x1.110b46p-26 */
    {ONNXM_OP_ACOS, 0x39826222u}, /* 0x1.04c444p-12 */
    {ONNXM_OP_ACOS, 0xbc406ccdu}, /* -0x1.80d99ap-7 */
    {ONNXM_OP_EXP, 0xc16912cdu}, /* -0x1.d2259ap+3 */
    {ONNXM_OP_LOG, 0x0dc8bba4u}, /* 0x1.917748p-100 */
    {ONNXM_OP_LOG, 0x111c87f8u}, /* 0x1.390ffp-93 */
    {ONNXM_OP_LOG, 0x1f116ab8u}, /* 0x1.22d57p-65 */
    {ONNXM_OP_LOG, 0x29e6126bu}, /* 0x1.cc24d6p-44 */
    {ONNXM_OP_LOG, 0x29fd22f8u}, /* 0x1.fa45fp-44 */
    {ONNXM_OP_LOG, 0x2c4c24b7u}, /* 0x1.98496ep-39 */
    {ONNXM_OP_LOG, 0x38dcbe38u}, /* 0x1.b97c7p-14 */
    {ONNXM_OP_LOG, 0x3bf86ef0u}, /* 0x1.f0ddep-8 */
    {ONNXM_OP_LOG, 0x3c413d3au}, /* 0x1.827a74p-7 */
    {ONNXM_OP_LOG, 0x41178febu}, /* 0x1.2f1fd6p+3 */
    {ONNXM_OP_LOG, 0x464d5b2bu}, /* 0x1.9ab656p+13 */
    {ONNXM_OP_LOG, 0x4665a9a6u}, /* 0x1.cb534cp+13 */
    {ONNXM_OP_LOG, 0x4c5d65a5u}, /* 0x1.bacb4ap+25 */
    {ONNXM_OP_LOG, 0x4d604ebeu}, /* 0x1.c09d7cp+27 */
    {ONNXM_OP_LOG, 0x4e85f412u}, /* 0x1.0be824p+30 */
    {ONNXM_OP_LOG, 0x5ee8984eu}, /* 0x1.d1309cp+62 */
    {ONNXM_OP_LOG, 0x65d890d3u}, /* 0x1.b121a6p+76 */
    {ONNXM_OP_LOG, 0x66a8c860u}, /* 0x1.5190cp+78 */
    {ONNXM_OP_LOG, 0x66abbd63u}, /* 0x1.577ac6p+78 */
    {ONNXM_OP_LOG, 0x6f31a8ecu}, /* 0x1.6351d8p+95 */
    {ONNXM_OP_LOG, 0x79e7ec37u}, /* 0x1.cfd86ep+116 */
    {ONNXM_OP_ERF, 0x3940ead6u}, /* 0x1.81d5acp-13 */
    {ONNXM_OP_ERF, 0xb940ead6u}, /* -0x1.81d5acp-13 */
};

size_t tu_gen_inputs(onnxm_dtype dtype, uint64_t *out, size_t n, uint64_t seed)
{
    const oracle_format *f = oracle_format_of(dtype);
    const uint64_t sign = 1ull << (f->bits - 1);
    const uint64_t mmask = (1ull << (f->p - 1)) - 1;
    const uint64_t maxbiased = (1ull << (f->bits - f->p)) - 1; /* inf/NaN exponent */
    const uint64_t all = f->bits == 64 ? ~0ull : (1ull << f->bits) - 1;
    const uint64_t inf = maxbiased << (f->p - 1);
    const uint64_t one = (uint64_t)f->emax << (f->p - 1), half = one - (1ull << (f->p - 1));
    uint64_t st = seed;
    size_t k = 0;
#define PUT(v)                    \
    do {                          \
        if (k < n)                \
            out[k++] = (v) & all; \
    } while (0)
    /* zeros, infinities, quiet and signalling NaNs of both signs with payloads */
    uint64_t specials[] = {0, inf, inf | 1ull << (f->p - 2), inf | 1, inf | mmask,
                           inf | 1ull << (f->p - 2) | 1, inf | (mmask >> 1)};
    for (size_t i = 0; i < sizeof specials / sizeof specials[0]; i++) {
        PUT(specials[i]);
        PUT(specials[i] | sign);
    }
    /* every binade, both signs: ends, near-ends, middle, random interior */
    const int per_binade = f->bits == 64 ? 24 : 56;
    for (uint64_t e = 0; e < maxbiased; e++)
        for (int s = 0; s < 2; s++) {
            uint64_t b = (s ? sign : 0) | e << (f->p - 1);
            uint64_t ends[] = {0, 1, 2, 3, mmask / 2, mmask / 2 + 1, mmask - 2, mmask - 1, mmask};
            for (size_t i = 0; i < sizeof ends / sizeof ends[0]; i++)
                PUT(b | ends[i]);
            for (int i = 0; i < per_binade; i++)
                PUT(b | (tu_rand(&st) & mmask));
        }
    /* subnormal ends and neighbourhoods of +-1 and +-1/2 (k ulps either side) */
    for (uint64_t i = 1; i <= 1000; i++)
        for (int s = 0; s < 2; s++) {
            uint64_t sg = s ? sign : 0;
            PUT(sg | i);
            PUT(sg | (mmask + 1 - i));
            PUT(sg | (one + i));
            PUT(sg | (one - i));
            PUT(sg | (half + i));
            PUT(sg | (half - i));
        }
    /* squares of integers (exact square roots) and small integers */
    for (uint64_t i = 1; i <= 4096; i++) {
        double d = (double)(i * i), v = (double)i;
        double vals[] = {d, v, 1.0 / v};
        for (int j = 0; j < 3; j++) {
            /* encode exactly representable values only: skip others */
            uint64_t bits;
            if (dtype == ONNXM_DOUBLE) {
                memcpy(&bits, &vals[j], 8);
            } else {
                float fl = (float)vals[j];
                if ((double)fl != vals[j])
                    continue;
                uint32_t u;
                memcpy(&u, &fl, 4);
                if (dtype == ONNXM_FLOAT)
                    bits = u;
                else if (dtype == ONNXM_BFLOAT16 && (u & 0xffff) == 0)
                    bits = u >> 16;
                else
                    continue; /* float16 is covered exhaustively elsewhere */
            }
            PUT(bits);
        }
    }
    if (dtype == ONNXM_FLOAT)
        for (size_t i = 0; i < TU_F32_SLOW_COUNT; i++)
            PUT(tu_f32_slow[i].bits);
#undef PUT
    size_t structured = k;
    while (k < n)
        out[k++] = tu_rand(&st) & all;
    return structured;
}

double tu_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

unsigned tu_threads(void)
{
    const char *env = getenv("ONNXM_TEST_THREADS");
    long n = env != NULL ? strtol(env, NULL, 10) : sysconf(_SC_NPROCESSORS_ONLN);
    if (n < 1)
        n = 1;
    if (n > 256)
        n = 256;
    return (unsigned)n;
}

typedef struct {
    size_t n, chunk;
    atomic_size_t next;
    void (*fn)(void *, size_t, size_t);
    void *ctx;
} pf_job;

static void *pf_worker(void *arg)
{
    pf_job *j = arg;
    for (;;) {
        size_t b = atomic_fetch_add(&j->next, j->chunk);
        if (b >= j->n)
            break;
        size_t e = b + j->chunk < j->n ? b + j->chunk : j->n;
        j->fn(j->ctx, b, e);
    }
    oracle_thread_done();
    return NULL;
}

void tu_parallel_for(size_t n, size_t chunk, void (*fn)(void *ctx, size_t begin, size_t end),
                     void *ctx)
{
    pf_job j = {.n = n, .chunk = chunk ? chunk : 1, .fn = fn, .ctx = ctx};
    atomic_init(&j.next, 0);
    unsigned t = tu_threads();
    pthread_t th[256];
    unsigned started = 0;
    for (unsigned i = 1; i < t; i++)
        if (pthread_create(&th[started], NULL, pf_worker, &j) == 0)
            started++;
    /* the calling thread works too, but keeps its MPFR caches */
    for (;;) {
        size_t b = atomic_fetch_add(&j.next, j.chunk);
        if (b >= j.n)
            break;
        size_t e = b + j.chunk < j.n ? b + j.chunk : j.n;
        fn(ctx, b, e);
    }
    for (unsigned i = 0; i < started; i++)
        pthread_join(th[i], NULL);
}

static pthread_mutex_t fail_lock = PTHREAD_MUTEX_INITIALIZER;

void tu_fail(tu_report *r, onnxm_dtype dtype, const char *what, uint64_t x, uint64_t got,
             uint64_t expected)
{
    /* locked: the ulp checks of test_sampled64 report from worker threads */
    pthread_mutex_lock(&fail_lock);
    if (r->count++ < TU_SHOW_FIRST) {
        char a[64], b[64], c[64];
        printf("    %s: input %s got %s expected %s\n", what, tu_show(dtype, x, a),
               tu_show(dtype, got, b), tu_show(dtype, expected, c));
    }
    pthread_mutex_unlock(&fail_lock);
}

double *tu_read_doubles(const char *path, size_t *n)
{
    FILE *f = fopen(path, "r");
    if (f == NULL)
        return NULL;
    size_t cap = 1 << 16, len = 0;
    double *x = malloc(cap * sizeof *x);
    char line[128];
    while (x != NULL && fgets(line, sizeof line, f) != NULL) {
        char *end;
        double v = strtod(line, &end);
        if (end == line)
            continue; /* blank line */
        if (len == cap) {
            double *bigger = realloc(x, (cap *= 2) * sizeof *x);
            if (bigger == NULL) {
                free(x);
                x = NULL;
                break;
            }
            x = bigger;
        }
        x[len++] = v;
    }
    fclose(f);
    *n = len;
    return x;
}
