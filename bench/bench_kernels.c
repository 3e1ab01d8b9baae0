/* bench_kernels.c -- throughput of onnxm's kernels next to the C library loop
 * and a memory copy, the C half of `make bench` (bench/bench.mk).
 *
 * For every operator and type of include/onnxm_ops.def, every size, and
 * every thread count (1 and all CPUs by default), it measures:
 *   onnxm-<isa>  onnxm_unary_isa() / onnxm_unary_pool() on each ISA path the
 *                CPU supports, then onnxm-auto (what a user gets);
 *   libm         the plain C library loop (libm_loops.c);
 *   libmvec      glibc's vector math library, AVX-512 (libmvec_loops.c):
 *                float and double Asinh/Acos only, not correctly rounded;
 *   libmvec-avx2 the same library's AVX2 functions, where the CPU has AVX2
 *                and FMA: the peer of onnxm's AVX2 path;
 *   plain        the bare AVX-512 instruction loop, Sqrt and Reciprocal only
 *                (plain_loops.c): the reference of the Sqrt and Reciprocal targets;
 *   onnxm-vs-libmvec, libmvec-vs-onnxm
 *                at 65,536 elements and at the largest size, on one thread,
 *                where libmvec has the op: onnxm-auto and libmvec called in
 *                turns (paired_rounds), the median of each: what the libmvec
 *                targets are judged on, since a drifting machine moves both
 *                alike;
 *   onnxm-avx2-vs-libmvec-avx2, libmvec-avx2-vs-onnxm-avx2
 *                the same pairing of onnxm's AVX2 path (onnxm_unary_isa
 *                with ONNXM_ISA_AVX2) with libmvec's AVX2 functions, the
 *                targets of the AVX2 path;
 *   onnxm-threads-vs-1, onnxm-1-vs-threads
 *                float Asinh/Acos at the largest size: onnxm-auto on the
 *                most threads and on one, in turns the same way (the
 *                thread-scaling target);
 *   copy         memcpy of the same output bytes: no element-wise kernel can
 *                beat a copy of its output once the data leave the caches,
 *                so kernel/copy says how close a kernel is to the memory
 *                bound at that size.
 * and prints one CSV row per cell, with the MEDIAN Melem/s over repeated
 * timed samples (the median, not the mean or the best, because the machine
 * may be shared: one preempted sample should move nothing).
 *
 * Timing: a warm-up of >= 10 ms (page faults, caches, clock ramp-up), then
 * samples of >= 1 ms each (small sizes run the operation many
 * times per sample, so the clock's resolution is amortised), until
 * the samples total --min-time seconds and there are at least 3 of them.  At
 * 16M elements one call is already a sample, so slow cells take 4 calls.
 *
 * Output: '#'-prefixed key=value lines (CPU model, version, each measured
 * operator's inputs as inputs_<Op>=...), then CSV
 *   impl,op,dtype,n,threads,melem_s,samples,note
 * with melem_s empty and note saying why when a cell cannot be measured.
 * Speed is measured here only, never in a test.
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "onnxm.h"
#include "bench_util.h"
#include "core/threadpool.h"
#include "kernels/convert.h"
#include "libm_loops.h"
#include "libmvec_loops.h"
#include "plain_loops.h"

#define MAX_SIZES 16
#define MAX_THREAD_COUNTS 8

typedef struct {
    size_t sizes[MAX_SIZES];
    size_t n_sizes;
    size_t threads[MAX_THREAD_COUNTS];
    size_t n_threads;
    double min_time; /* seconds of timed samples per cell */
    unsigned long long ops; /* bit op: measure it (--ops; default every operator) */
} options;

/* ------------------------------------------------------------ what is run */

typedef enum { RUN_ONNXM, RUN_LIBM, RUN_COPY } run_kind;

typedef struct {
    run_kind kind;
    onnxm_isa isa;
    onnxm_op op;
    onnxm_dtype dtype;
    onnxm_threadpool *pool; /* NULL: calling thread only */
    onnxm_kernel_fn libm;
    const unsigned char *x;
    unsigned char *y;
    size_t n, esize;
    onnxm_status status; /* first failure, reported instead of a number */
} cell;

/* Baselines split over threads the way onnxm_unary_pool does
 * (onnxm_split_plan, onnxm_threadpool_run_split: contiguous chunks claimed
 * from a shared counter), so they pay the same wake-up cost through the
 * same pool and get the same balancing. */
static void libm_chunk(void *ctx, size_t b, size_t len)
{
    const cell *c = ctx;
    c->libm(c->x + b * c->esize, c->y + b * c->esize, len);
}

static void copy_chunk(void *ctx, size_t b, size_t len)
{
    const cell *c = ctx;
    memcpy(c->y + b * c->esize, c->x + b * c->esize, len * c->esize);
}

/* Parts for a baseline on `threads` threads: each part must hold at least
 * `min_part` elements, else a wake-up would cost more than it saves (the
 * baseline should be the best the approach can do, not a strawman). */
static size_t parts_for(size_t n, size_t threads, size_t min_part)
{
    size_t parts = n / min_part;
    return parts > threads ? threads : parts;
}

static void run_once(cell *c)
{
    size_t threads = onnxm_threadpool_size(c->pool);
    switch (c->kind) {
    case RUN_ONNXM: {
        onnxm_status st = c->pool != NULL
                              ? onnxm_unary_pool(c->pool, c->isa, c->op, c->dtype, c->x, c->y, c->n)
                              : onnxm_unary_isa(c->isa, c->op, c->dtype, c->x, c->y, c->n);
        if (st != ONNXM_OK && c->status == ONNXM_OK)
            c->status = st;
        break;
    }
    case RUN_LIBM: {
        /* 8192 elements of libm are >= ~10 us even for sqrt */
        size_t parts = parts_for(c->n, threads, 8192);
        if (parts <= 1)
            c->libm(c->x, c->y, c->n);
        else
            onnxm_threadpool_run_split(c->pool, parts, onnxm_split_plan(c->n, parts, 8192), libm_chunk, c);
        break;
    }
    case RUN_COPY: {
        /* below 256 KiB a part copies in a few us, less than a wake-up */
        size_t min_part = (256u << 10) / c->esize, parts = parts_for(c->n, threads, min_part);
        if (parts <= 1)
            memcpy(c->y, c->x, c->n * c->esize);
        else
            onnxm_threadpool_run_split(c->pool, parts, onnxm_split_plan(c->n, parts, min_part), copy_chunk, c);
        break;
    }
    }
}

/* Median Melem/s of cell c; *samples receives how many samples it took. */
static double measure(cell *c, double min_time, int *samples)
{
    enum { MAX_SAMPLES = 2000 };
    static double rate[MAX_SAMPLES];

    /* Warm-up: >= 10 ms and >= 1 call (page faults, caches, clock ramp-up,
     * first-call work).  Its mean cost per call -- a mean over many calls, so
     * one preempted call cannot shrink the batch much -- sets the calls per
     * sample: >= 1 ms each, so timer resolution stays below 0.1%. */
    double start = bench_now(), elapsed;
    size_t calls = 0;
    do {
        run_once(c);
        calls++;
        elapsed = bench_now() - start;
    } while (elapsed < 0.010);
    if (c->status != ONNXM_OK)
        return 0.0;
    double per_call = elapsed / (double)calls;
    size_t reps = per_call >= 1e-3 ? 1 : (size_t)ceil(1e-3 / per_call);

    int k = 0;
    double total = 0.0;
    while (k < MAX_SAMPLES && (k < 3 || total < min_time)) {
        double t0 = bench_now();
        for (size_t r = 0; r < reps; r++)
            run_once(c);
        double dt = bench_now() - t0;
        total += dt;
        rate[k++] = (double)c->n * (double)reps / dt * 1e-6;
    }
    qsort(rate, (size_t)k, sizeof rate[0], bench_cmp_double);
    *samples = k;
    return k % 2 ? rate[k / 2] : 0.5 * (rate[k / 2 - 1] + rate[k / 2]);
}

/* Medians of two cells' Melem/s over rounds in turns (a first in even
 * rounds, b first in odd ones), after one warm-up call each.  Each turn is
 * one call, or as many as take >= 1 ms by the warm-up call of a (so a
 * 65,536-element turn is not a few tens of microseconds, where the clock's
 * resolution and one interrupt would count), the same number for both. */
#define PAIRED_ROUNDS 15
/* the size besides the largest that the libmvec pairs run at: report.py's
 * 65,536-element targets */
#define PAIRED_MID 65536
static void paired_rounds(cell *a, cell *b, double *ma, double *mb)
{
    double ra[PAIRED_ROUNDS], rb[PAIRED_ROUNDS];
    double t0 = bench_now();
    run_once(a);
    double first = bench_now() - t0;
    run_once(b);
    size_t reps = first >= 1e-3 ? 1 : (size_t)ceil(1e-3 / (first > 1e-7 ? first : 1e-7));
    for (int r = 0; r < PAIRED_ROUNDS; r++)
        for (int k = 0; k < 2; k++) {
            cell *c = (k == 0) == (r % 2 == 0) ? a : b;
            t0 = bench_now();
            for (size_t i = 0; i < reps; i++)
                run_once(c);
            double rate = (double)c->n * (double)reps / (bench_now() - t0) * 1e-6;
            if (c == a)
                ra[r] = rate;
            else
                rb[r] = rate;
        }
    qsort(ra, PAIRED_ROUNDS, sizeof ra[0], bench_cmp_double);
    qsort(rb, PAIRED_ROUNDS, sizeof rb[0], bench_cmp_double);
    *ma = ra[PAIRED_ROUNDS / 2];
    *mb = rb[PAIRED_ROUNDS / 2];
}

static void report(const char *impl, const cell *c, size_t threads, double melem, int samples,
                   const char *note)
{
    char op[64]; /* "Exp", "Gelu(approximate=tanh)": a form's row is its own */
    onnxm_op_label(c->op, op, sizeof op);
    if (note != NULL)
        printf("%s,%s,%s,%zu,%zu,,0,%s\n", impl, op, onnxm_dtype_name(c->dtype), c->n, threads,
               note);
    else
        printf("%s,%s,%s,%zu,%zu,%.1f,%d,\n", impl, op, onnxm_dtype_name(c->dtype), c->n,
               threads, melem, samples);
    fflush(stdout); /* rows appear as they are measured (make bench | tee) */
}

static void bench_cell(const char *impl, cell *c, const options *o)
{
    int samples = 0;
    c->status = ONNXM_OK;
    double melem = measure(c, o->min_time, &samples);
    size_t threads = onnxm_threadpool_size(c->pool);
    report(impl, c, threads, melem, samples,
           c->status != ONNXM_OK ? onnxm_status_string(c->status) : NULL);
}

/* Calls a (onnxm on path isa) and b (a libmvec loop, on one thread) in
 * turns and prints the medians as rows A_IMPL and B_IMPL; returns nonzero
 * when onnxm failed. */
static int pair_with_libmvec(const cell *b_cell, onnxm_isa isa, const char *a_impl,
                             const char *b_impl)
{
    cell a = *b_cell, b = *b_cell;
    a.kind = RUN_ONNXM;
    a.isa = isa;
    a.status = b.status = ONNXM_OK;
    double ma, mb;
    paired_rounds(&a, &b, &ma, &mb);
    const char *bad = a.status != ONNXM_OK ? onnxm_status_string(a.status) : NULL;
    report(a_impl, &a, 1, ma, PAIRED_ROUNDS, bad);
    report(b_impl, &b, 1, mb, PAIRED_ROUNDS, bad);
    return a.status != ONNXM_OK;
}

/* The CPU's model name as lscpu prints it (/proc/cpuinfo's "model name"),
 * followed on x86 by its CPUID display family and model, into buf;
 * report.py files the README's and docs' tables under it.  The name alone
 * does not tell CPUs apart: under KVM an AMD Zen 4 and a Zen 5 both show
 * "AMD EPYC", and their kernels' speeds differ by up to 1.8x. */
static void cpu_model(char *buf, size_t size)
{
    snprintf(buf, size, "unknown CPU");
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (f == NULL)
        return;
    char line[512], name[256] = "";
    long family = -1, model = -1;
    while (fgets(line, sizeof line, f) != NULL) {
        char *colon = strchr(line, ':');
        if (colon == NULL)
            continue;
        if (strncmp(line, "processor", 9) == 0 && name[0])
            break; /* the first CPU's lines only */
        char *v = colon + 1, *end;
        while (*v == ' ' || *v == '\t')
            v++;
        end = v + strlen(v);
        while (end > v && (end[-1] == '\n' || end[-1] == ' ' || end[-1] == '\t'))
            *--end = '\0';
        if (strncmp(line, "model name", 10) == 0)
            snprintf(name, sizeof name, "%s", v);
        else if (strncmp(line, "cpu family", 10) == 0)
            family = strtol(v, NULL, 10);
        else if (strncmp(line, "model", 5) == 0 && (line[5] == ' ' || line[5] == '\t'))
            model = strtol(v, NULL, 10);
    }
    fclose(f);
    if (!name[0])
        return;
    /* The name is cut at 160 characters and the two numbers are held to their CPUID
     * widths (family 12 bits with its extension, model 8), so the line always fits the
     * caller's 256 bytes and -Wformat-truncation can prove it. */
    if (family >= 0 && model >= 0)
        snprintf(buf, size, "%.160s (family 0x%x, model 0x%02x)", name,
                 (unsigned)(family & 0xfff), (unsigned)(model & 0xff));
    else
        snprintf(buf, size, "%.160s", name);
}

/* ---------------------------------------------------------------- inputs */

/* fixed seed per operator (fill), so every run measures the same inputs,
 * whichever operators --ops selects */
static uint64_t rng_state;
static double rng_unit(void) { return bench_rng_unit(&rng_state); }

/* The inputs a model typically feeds the operator: onnxm_op_info.inputs,
 * the ONNXM_OP_INPUTS row of onnxm_ops.def (whose header says why each
 * range), uniform on [low, high] or 2^u with u uniform on [log2 low,
 * log2 high].  bench_peers.py draws from the same rows (`onnxm ops --json`). */
static double draw(const onnxm_op_info *info)
{
    double lo = info->inputs.low, hi = info->inputs.high, u = rng_unit();
    if (info->inputs.distribution == ONNXM_INPUTS_LOG_UNIFORM)
        return exp2(log2(lo) + (log2(hi) - log2(lo)) * u);
    return lo + (hi - lo) * u;
}

static void fill(onnxm_op op, onnxm_dtype dt, void *buf, size_t n)
{
    onnxm_op_info info;
    if (onnxm_op_get_info(op, &info) != ONNXM_OK)
        return; /* op comes from 0 .. onnxm_op_count() - 1 */
    rng_state = 0x9e3779b97f4a7c15u + (uint64_t)op; /* nonzero: xorshift's one fixed point */
    for (size_t i = 0; i < n; i++) {
        double v = draw(&info);
        switch (dt) {
        case ONNXM_FLOAT16: ((uint16_t *)buf)[i] = onnxm_f32_to_f16((float)v); break;
        case ONNXM_BFLOAT16: ((uint16_t *)buf)[i] = onnxm_f32_to_bf16((float)v); break;
        case ONNXM_FLOAT: ((float *)buf)[i] = (float)v; break;
        case ONNXM_DOUBLE: ((double *)buf)[i] = v; break;
        }
    }
}

/* ------------------------------------------------------------ enumeration */

/* Types an op accepts in any ONNX version, from onnxm_ops.def. */
/* the types of any version of op; a form's are its operator's (Gelu's
 * tanh form is measured as its own row, "Gelu(approximate=tanh)") */
static unsigned op_types(onnxm_op op)
{
    onnxm_op_info info;
    unsigned mask = 0;
    if (onnxm_op_get_info(op, &info) != ONNXM_OK)
        return 0;
    for (int i = 0; i < info.version_count; i++)
        mask |= info.type_mask[i];
    return mask;
}

static const onnxm_dtype all_dtypes[] = {ONNXM_FLOAT16, ONNXM_BFLOAT16, ONNXM_FLOAT,
                                         ONNXM_DOUBLE};

static int parse_sizes(const char *s, size_t *out, size_t max, size_t *count)
{
    *count = 0;
    while (*s) {
        char *end;
        unsigned long long v = strtoull(s, &end, 10);
        if (end == s || v == 0 || *count == max)
            return -1;
        out[(*count)++] = (size_t)v;
        s = *end == ',' ? end + 1 : end;
        if (*end != ',' && *end != '\0')
            return -1;
    }
    return *count > 0 ? 0 : -1;
}

/* whether s (len bytes) names op: its ONNX name ("Gelu": the operator
 * and its forms) or its kernel name ("gelu_tanh": that kernel alone) */
static int names_op(const char *s, size_t len, int op)
{
    const char *kernel = onnxm_op_kernel_name((onnxm_op)op), *name = onnxm_op_name((onnxm_op)op);
    return (strlen(kernel) == len && strncmp(kernel, s, len) == 0) ||
           (strlen(name) == len && strncmp(name, s, len) == 0);
}

/* "Exp,Log" into a bit mask of the operators named */
static int parse_ops(const char *s, unsigned long long *mask)
{
    *mask = 0;
    while (*s) {
        size_t len = strcspn(s, ",");
        unsigned long long got = 0;
        for (int op = 0; op < ONNXM_OP_COUNT; op++)
            if (names_op(s, len, op))
                got |= 1ull << op;
        if (got == 0)
            return -1;
        *mask |= got;
        s += len + (s[len] == ',');
    }
    return *mask ? 0 : -1;
}

static void usage(void)
{
    fprintf(stderr,
            "usage: onnxm_bench [--sizes N,N,...] [--threads T,T,...] [--min-time SECONDS]\n"
            "                   [--ops NAME,NAME,...]\n"
            "  defaults: --sizes 1000,65536,16777216 --threads 1,<all CPUs> --min-time 0.2,\n"
            "            every operator\n"
            "  prints CSV: impl,op,dtype,n,threads,melem_s,samples,note\n");
}

int main(int argc, char **argv)
{
    onnxm_threadpool *probe = NULL;
    if (onnxm_threadpool_create(0, &probe) != ONNXM_OK) {
        fprintf(stderr, "onnxm_bench: cannot start a thread pool\n");
        return 1;
    }
    size_t cpus = onnxm_threadpool_size(probe);
    onnxm_threadpool_free(probe);

    _Static_assert(ONNXM_OP_COUNT <= 64, "--ops keeps one bit per operator");
    options o = {{1000, 65536, 16777216}, 3, {1, cpus}, cpus > 1 ? 2 : 1, 0.2, ~0ull};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--sizes") == 0 && v != NULL) {
            if (parse_sizes(v, o.sizes, MAX_SIZES, &o.n_sizes) != 0)
                return usage(), 2;
            i++;
        } else if (strcmp(a, "--threads") == 0 && v != NULL) {
            if (parse_sizes(v, o.threads, MAX_THREAD_COUNTS, &o.n_threads) != 0)
                return usage(), 2;
            i++;
        } else if (strcmp(a, "--ops") == 0 && v != NULL) {
            if (parse_ops(v, &o.ops) != 0)
                return usage(), 2;
            i++;
        } else if (strcmp(a, "--min-time") == 0 && v != NULL) {
            o.min_time = atof(v);
            if (!(o.min_time > 0.0))
                return usage(), 2;
            i++;
        } else {
            return usage(), strcmp(a, "--help") == 0 ? 0 : 2;
        }
    }

    /* pools are created once: a run only wakes their threads */
    onnxm_threadpool *pools[MAX_THREAD_COUNTS] = {0};
    for (size_t t = 0; t < o.n_threads; t++)
        if (o.threads[t] > 1 && onnxm_threadpool_create(o.threads[t], &pools[t]) != ONNXM_OK) {
            fprintf(stderr, "onnxm_bench: cannot start %zu threads\n", o.threads[t]);
            return 1;
        }

    size_t max_n = 0;
    for (size_t s = 0; s < o.n_sizes; s++)
        max_n = o.sizes[s] > max_n ? o.sizes[s] : max_n;

    char model[256];
    cpu_model(model, sizeof model);
    printf("# cpu_model=%s\n", model);
    printf("# onnxm_version=%s\n", onnxm_version_string());
    printf("# isa_selected=%s\n", onnxm_isa_name(onnxm_isa_selected()));
    printf("# cpus=%zu\n", cpus);
    printf("# min_time=%g\n", o.min_time);
    for (int op = 0; op < ONNXM_OP_COUNT; op++) {
        onnxm_op_info info; /* the inputs drawn (draw), for report.py's text */
        if (!(o.ops >> op & 1) || onnxm_op_get_info((onnxm_op)op, &info) != ONNXM_OK)
            continue;
        if (info.inputs.distribution == ONNXM_INPUTS_LOG_UNIFORM)
            printf("# inputs_%s=2^u, u uniform on [%g, %g]\n", info.name, log2(info.inputs.low),
                   log2(info.inputs.high));
        else
            printf("# inputs_%s=uniform on [%g, %g]\n", info.name, info.inputs.low, info.inputs.high);
    }
    printf("impl,op,dtype,n,threads,melem_s,samples,note\n");

    int failed = 0;
    for (size_t d = 0; d < sizeof all_dtypes / sizeof all_dtypes[0]; d++) {
        onnxm_dtype dt = all_dtypes[d];
        size_t es = onnxm_dtype_size(dt), bytes = (max_n * es + 63) / 64 * 64;
        unsigned char *x = aligned_alloc(64, bytes), *y = aligned_alloc(64, bytes);
        if (x == NULL || y == NULL) {
            fprintf(stderr, "onnxm_bench: out of memory (%zu bytes)\n", bytes);
            return 1;
        }
        memset(y, 0, bytes); /* fault the output pages in before any timing */
        for (int op = 0; op < ONNXM_OP_COUNT; op++) {
            if (!(op_types((onnxm_op)op) & ONNXM_TYPE_BIT(dt)) || !(o.ops >> op & 1))
                continue;
            char label[64];
            onnxm_op_label((onnxm_op)op, label, sizeof label);
            fprintf(stderr, "onnxm_bench: %s %s\n", label, onnxm_dtype_name(dt));
            fill((onnxm_op)op, dt, x, max_n);
            for (size_t s = 0; s < o.n_sizes; s++)
                for (size_t t = 0; t < o.n_threads; t++) {
                    cell c = {RUN_ONNXM, ONNXM_ISA_AUTO, (onnxm_op)op, dt, pools[t], NULL,
                              x, y, o.sizes[s], es, ONNXM_OK};
                    char impl[32];
                    for (int isa = ONNXM_ISA_SCALAR; isa <= ONNXM_ISA_AVX512_FP16; isa++) {
                        snprintf(impl, sizeof impl, "onnxm-%s", onnxm_isa_name((onnxm_isa)isa));
                        c.isa = (onnxm_isa)isa;
                        if (!onnxm_isa_supported(c.isa))
                            report(impl, &c, o.threads[t], 0, 0, "CPU lacks it");
                        else
                            bench_cell(impl, &c, &o);
                        failed |= c.status != ONNXM_OK;
                    }
                    c.isa = ONNXM_ISA_AUTO;
                    bench_cell("onnxm-auto", &c, &o);
                    failed |= c.status != ONNXM_OK;

                    c.kind = RUN_LIBM;
                    c.libm = bench_libm_loop(c.op, dt);
                    bench_cell("libm", &c, &o);

                    /* libmvec's AVX-512 functions, paired with onnxm as
                     * dispatched, and its AVX2 ones, with onnxm's AVX2 path */
                    static const struct {
                        onnxm_kernel_fn (*loop)(onnxm_op, onnxm_dtype, const char **);
                        const char *cell, *pair_onnxm, *pair_libmvec;
                        onnxm_isa isa;
                    } peers[] = {
                        {bench_libmvec_loop, "libmvec", "onnxm-vs-libmvec", "libmvec-vs-onnxm",
                         ONNXM_ISA_AUTO},
                        {bench_libmvec_avx2_loop, "libmvec-avx2", "onnxm-avx2-vs-libmvec-avx2",
                         "libmvec-avx2-vs-onnxm-avx2", ONNXM_ISA_AVX2},
                    };
                    const char *why = "";
                    int paired = (o.sizes[s] == max_n || o.sizes[s] == PAIRED_MID) &&
                                 o.threads[t] == 1;
                    for (size_t p = 0; p < sizeof peers / sizeof peers[0]; p++) {
                        c.libm = peers[p].loop(c.op, dt, &why);
                        if (c.libm)
                            bench_cell(peers[p].cell, &c, &o);
                        else
                            report(peers[p].cell, &c, o.threads[t], 0, 0, why);
                        if (c.libm && paired)
                            failed |= pair_with_libmvec(&c, peers[p].isa, peers[p].pair_onnxm,
                                                        peers[p].pair_libmvec);
                    }

                    c.libm = bench_plain_loop(c.op, dt, &why);
                    if (c.libm)
                        bench_cell("plain", &c, &o);
                    else
                        report("plain", &c, o.threads[t], 0, 0, why);

                    /* The copy depends on the bytes only, but is measured
                     * again next to each op's cells: the machine's load
                     * drifts, and kernel/copy should compare like with like. */
                    c.kind = RUN_COPY;
                    bench_cell("copy", &c, &o);
                }
            /* the thread-scaling target (float elementary functions --
             * Asinh, Acos -- at the largest size), judged like the libmvec ones: the most threads
             * and one thread called in turns, since a vCPU that the
             * hypervisor lends elsewhere for a while would otherwise move
             * one of the two cells and not the other */
            size_t tl = o.n_threads - 1;
            onnxm_op_info info;
            if (o.n_threads > 1 && o.threads[0] == 1 && o.threads[tl] > 1 && dt == ONNXM_FLOAT &&
                onnxm_op_get_info((onnxm_op)op, &info) == ONNXM_OK &&
                info.op_class == ONNXM_CLASS_ELEMENTARY) {
                cell a = {RUN_ONNXM, ONNXM_ISA_AUTO, (onnxm_op)op, dt, pools[tl], NULL,
                          x, y, max_n, es, ONNXM_OK};
                cell b = a;
                b.pool = pools[0];
                double ma, mb;
                paired_rounds(&a, &b, &ma, &mb);
                onnxm_status st = a.status != ONNXM_OK ? a.status : b.status;
                const char *bad = st != ONNXM_OK ? onnxm_status_string(st) : NULL;
                report("onnxm-threads-vs-1", &a, o.threads[tl], ma, PAIRED_ROUNDS, bad);
                report("onnxm-1-vs-threads", &b, 1, mb, PAIRED_ROUNDS, bad);
                failed |= st != ONNXM_OK;
            }
        }
        free(x);
        free(y);
    }
    for (size_t t = 0; t < o.n_threads; t++)
        onnxm_threadpool_free(pools[t]);
    return failed;
}
