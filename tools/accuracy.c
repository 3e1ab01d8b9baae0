/* onnxm_accuracy -- measures every operator against the MPFR oracle:
 * all 2^32 float inputs, all 65,536 float16 and bfloat16 inputs, and a
 * sample of doubles (10^8 by default), for one ISA, on all cores, and prints
 * the Markdown table of the README:
 *
 *   | Op | Type | Inputs tested | Max ulp error | Misrounded |
 *
 * "Misrounded" counts results that differ from the correctly rounded one
 * (encodings compared; any NaN matches any NaN).  Max ulp error is
 * |result - exact| / ulp(exact): exactly (MPFR, 192 bits) for misrounded
 * results, estimated from the oracle's libm approximation for correctly
 * rounded ones (which are within 1/2 ulp by definition).
 *
 * Cost: the oracle's fast path (double libm + margin check for float and
 * narrower, long double for double) settles all but ~2^-15 of float inputs
 * and a few percent of doubles; the rest go to MPFR (see tests/c/oracle.c).
 *
 * Usage: onnxm_accuracy [--isa auto|scalar|avx2|avx512|avx512bf16] [--ops sqrt,acos]
 *                       [--types float16,bfloat16,float,double]
 *                       [--double-samples N] [--threads N]
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include "kernels/kernels.h"
#include "oracle.h"
#include "testutil.h"

#define BLOCK 65536
#define STRUCTURED_MAX 400000
#define DOUBLE_SEED 0x6163637572616379ull

typedef struct {
    onnxm_op op;
    onnxm_dtype dt;
    onnxm_isa isa;
    uint64_t n;              /* inputs */
    const uint64_t *structured; /* double: first inputs (binade ends, specials) */
    size_t nstructured;
    atomic_uint_fast64_t next, done;
    pthread_mutex_t lock;
    /* results */
    uint64_t misrounded, kernel_errors;
    double max_err;
    uint64_t worst_x, worst_y;
    oracle_stats stats;
} job;

/* Input number i of a job.  Doubles: the structured set, then alternately
 * random bit patterns and random values with |x| in [2^-64, 2^64) (where
 * the operators' interesting ranges are, acos's domain included). */
static uint64_t input(const job *j, uint64_t i)
{
    if (j->dt != ONNXM_DOUBLE)
        return i;
    if (i < j->nstructured)
        return j->structured[i];
    uint64_t s = DOUBLE_SEED ^ (i * 0x9e3779b97f4a7c15ull);
    uint64_t r = tu_rand(&s);
    if (i & 1)
        return r;
    uint64_t e = 1023 - 64 + (tu_rand(&s) % 128);
    return (r & 0x800fffffffffffffull) | e << 52;
}

static void *worker(void *arg)
{
    job *j = arg;
    size_t es = onnxm_dtype_size(j->dt);
    void *x = malloc(BLOCK * es), *y = malloc(BLOCK * es);
    uint64_t mis = 0, kerr = 0, wx = 0, wy = 0;
    double mx = -1;
    oracle_stats st = {0, 0};
    for (;;) {
        uint64_t b = atomic_fetch_add(&j->next, BLOCK);
        if (b >= j->n || x == NULL || y == NULL)
            break;
        size_t m = (size_t)(j->n - b < BLOCK ? j->n - b : BLOCK);
        for (size_t i = 0; i < m; i++)
            tu_store(j->dt, x, i, input(j, b + i));
        if (onnxm_unary_isa(j->isa, j->op, j->dt, x, y, m) != ONNXM_OK) {
            kerr += m;
            atomic_fetch_add(&j->done, m);
            continue;
        }
        for (size_t i = 0; i < m; i++) {
            uint64_t xi = tu_load(j->dt, x, i), yi = tu_load(j->dt, y, i);
            long double a;
            uint64_t cr = oracle_cr(j->op, j->dt, xi, ORACLE_FAST, &st, &a);
            double err;
            if (oracle_same(j->dt, yi, cr)) {
                err = isfinite(oracle_to_double(j->dt, yi)) ? oracle_ulp_error_approx(j->dt, a, yi)
                                                            : 0.0;
                if (err > 0.5) /* estimate's own error: CR is within 1/2 ulp */
                    err = 0.5;
            } else {
                mis++;
                err = oracle_ulp_error(j->op, j->dt, xi, yi);
            }
            if (err > mx || isnan(err)) {
                mx = isnan(err) ? INFINITY : err;
                wx = xi;
                wy = yi;
            }
        }
        atomic_fetch_add(&j->done, m);
    }
    pthread_mutex_lock(&j->lock);
    j->misrounded += mis;
    j->kernel_errors += kerr;
    if (mx > j->max_err) {
        j->max_err = mx;
        j->worst_x = wx;
        j->worst_y = wy;
    }
    j->stats.fast += st.fast;
    j->stats.mpfr += st.mpfr;
    pthread_mutex_unlock(&j->lock);
    free(x);
    free(y);
    oracle_thread_done();
    return NULL;
}

static void fmt_time(double s, char *buf, size_t n)
{
    if (!(s < 1e7))
        snprintf(buf, n, "?");
    else if (s >= 3600)
        snprintf(buf, n, "%dh%02dm", (int)(s / 3600), (int)(s / 60) % 60);
    else if (s >= 60)
        snprintf(buf, n, "%dm%02ds", (int)(s / 60), (int)s % 60);
    else
        snprintf(buf, n, "%.1fs", s);
}

/* "Exp", or for a form "Gelu(approximate=tanh)": what a table row names */
static const char *op_label(onnxm_op op)
{
    static char labels[ONNXM_OP_COUNT][64];
    if (labels[op][0] == '\0') /* main() fills every label before a thread starts */
        onnxm_op_label(op, labels[op], sizeof labels[op]);
    return labels[op];
}

/* Runs a job on `threads` workers; the calling thread draws the progress
 * bar (percent, rate, ETA) on stderr: in place on a terminal, a line every
 * 30 s otherwise. */
static double run_job(job *j, unsigned threads, int progress, uint64_t all_done, uint64_t all_total,
                      double rate_hint)
{
    pthread_t th[256];
    unsigned started = 0;
    double t0 = tu_now(), last = t0;
    int tty = isatty(STDERR_FILENO);
    for (unsigned i = 0; i < threads; i++)
        if (pthread_create(&th[started], NULL, worker, j) == 0)
            started++;
    if (started == 0)
        worker(j);
    while (progress && atomic_load(&j->done) < j->n) {
        struct timespec ts = {0, 10000000}; /* poll often: short jobs end fast */
        nanosleep(&ts, NULL);
        double now = tu_now();
        if (now - last < (tty ? 0.25 : 30))
            continue;
        last = now;
        uint64_t d = atomic_load(&j->done);
        double rate = d / (now - t0 + 1e-9);
        double pct = 100.0 * (double)d / (double)j->n;
        /* ETA of this job from its own rate, plus the rest at the hinted rate */
        double eta = rate > 0 ? (double)(j->n - d) / rate : 0;
        if (rate_hint > 0)
            eta += (double)(all_total - all_done - j->n) / rate_hint;
        char e[32];
        fmt_time(eta, e, sizeof e);
        char bar[31];
        int fill = (int)(pct * 30 / 100);
        for (int i = 0; i < 30; i++)
            bar[i] = i < fill ? '#' : '.';
        bar[30] = 0;
        fprintf(stderr, "%s%-10s %-8s [%s] %5.1f%%  %6.2f M/s  ETA %s%s", tty ? "\r" : "",
                op_label(j->op), onnxm_dtype_name(j->dt), bar, pct, rate / 1e6, e,
                tty ? "   " : "\n");
        fflush(stderr);
    }
    for (unsigned i = 0; i < started; i++)
        pthread_join(th[i], NULL);
    if (progress && tty)
        fprintf(stderr, "\r%*s\r", 90, "");
    return tu_now() - t0;
}

static int parse_list(const char *arg, int count, const char *(*name)(int), int *sel)
{
    char *copy = strdup(arg), *save = NULL;
    for (int i = 0; i < count; i++)
        sel[i] = 0;
    for (char *t = strtok_r(copy, ",", &save); t != NULL; t = strtok_r(NULL, ",", &save)) {
        int found = 0;
        for (int i = 0; i < count; i++)
            if (strcasecmp(t, name(i)) == 0)
                sel[i] = found = 1;
        if (!found) {
            fprintf(stderr, "onnxm_accuracy: unknown name '%s'\n", t);
            free(copy);
            return -1;
        }
    }
    free(copy);
    return 0;
}

/* the kernel name ("exp", "gelu_tanh"): one per operator and per form */
static const char *op_name_i(int i) { return onnxm_op_kernel_name((onnxm_op)i); }
static const char *dtype_name_i(int i) { return onnxm_dtype_name(tu_all_dtypes[i]); }

static void usage(void)
{
    fprintf(stderr, "usage: onnxm_accuracy [--isa auto|scalar|avx2|avx512|avx512bf16] [--ops sqrt,...]\n"
                    "                      [--types float16,bfloat16,float,double]\n"
                    "                      [--double-samples N] [--threads N]\n");
}

int main(int argc, char **argv)
{
    int ops[ONNXM_OP_COUNT], types[TU_DTYPE_COUNT];
    for (int i = 0; i < ONNXM_OP_COUNT; i++) {
        ops[i] = 1;
        (void)op_label((onnxm_op)i); /* written once, before any thread runs */
    }
    for (int i = 0; i < TU_DTYPE_COUNT; i++)
        types[i] = 1;
    onnxm_isa isa = ONNXM_ISA_AUTO;
    uint64_t dsamples = 100000000;
    unsigned threads = tu_threads();
    for (int a = 1; a < argc; a++) {
        const char *v = a + 1 < argc ? argv[a + 1] : NULL;
        if (strcmp(argv[a], "--isa") == 0 && v) {
            /* any ISA the library names (onnxm_isa_name), "auto" included */
            int ok = 0;
            for (int i = ONNXM_ISA_AUTO; i < 64 && !ok; i++)
                if (strcmp(onnxm_isa_name((onnxm_isa)i), "unknown") != 0 &&
                    strcasecmp(v, onnxm_isa_name((onnxm_isa)i)) == 0)
                    isa = (onnxm_isa)i, ok = 1;
            if (!ok) {
                usage();
                return 2;
            }
        } else if (strcmp(argv[a], "--ops") == 0 && v) {
            if (parse_list(v, ONNXM_OP_COUNT, op_name_i, ops) != 0)
                return 2;
        } else if (strcmp(argv[a], "--types") == 0 && v) {
            if (parse_list(v, TU_DTYPE_COUNT, dtype_name_i, types) != 0)
                return 2;
        } else if (strcmp(argv[a], "--double-samples") == 0 && v) {
            dsamples = strtoull(v, NULL, 10);
        } else if (strcmp(argv[a], "--threads") == 0 && v) {
            threads = (unsigned)strtoul(v, NULL, 10);
            if (threads < 1 || threads > 256)
                threads = 1;
        } else {
            usage();
            return 2;
        }
        a++;
    }
    if (isa == ONNXM_ISA_AUTO)
        isa = onnxm_isa_selected();
    if (!onnxm_isa_supported(isa)) {
        fprintf(stderr, "onnxm_accuracy: ISA %s not supported by this CPU\n", onnxm_isa_name(isa));
        return 2;
    }

    static uint64_t structured[STRUCTURED_MAX];
    size_t nstructured = tu_gen_inputs(ONNXM_DOUBLE, structured, STRUCTURED_MAX, DOUBLE_SEED);
    if (nstructured > dsamples)
        nstructured = (size_t)dsamples;

    /* the jobs, in table order */
    job *jobs = calloc((size_t)ONNXM_OP_COUNT * TU_DTYPE_COUNT, sizeof *jobs);
    size_t nj = 0;
    uint64_t total = 0;
    for (int op = 0; op < ONNXM_OP_COUNT; op++)
        for (int d = 0; d < TU_DTYPE_COUNT; d++) {
            if (!ops[op] || !types[d])
                continue;
            job *j = &jobs[nj++];
            j->op = (onnxm_op)op;
            j->dt = tu_all_dtypes[d];
            j->isa = isa;
            j->n = j->dt == ONNXM_FLOAT ? 1ull << 32 : j->dt == ONNXM_DOUBLE ? dsamples : 65536;
            j->structured = structured;
            j->nstructured = nstructured;
            j->max_err = -1;
            pthread_mutex_init(&j->lock, NULL);
            total += j->n;
        }

    /* Estimate: time a slice of every job (every 4096th input of the 32-bit
     * ones would bias towards small values; a contiguous run of inputs from
     * the middle of each is cheap and representative enough), then
     * extrapolate. */
    double est = 0;
    for (size_t i = 0; i < nj; i++) {
        job probe = jobs[i];
        probe.n = jobs[i].n < (1u << 18) ? jobs[i].n : (1u << 18);
        atomic_init(&probe.next, 0);
        atomic_init(&probe.done, 0);
        pthread_mutex_init(&probe.lock, NULL);
        double t = run_job(&probe, threads, 0, 0, 0, 0);
        est += t * (double)jobs[i].n / (double)probe.n;
    }
    char e[32];
    fmt_time(est, e, sizeof e);
    fprintf(stderr, "onnxm_accuracy: %s ISA, %u threads, %llu inputs in %zu runs; estimated %s\n",
            onnxm_isa_name(isa), threads, (unsigned long long)total, nj, e);

    double t0 = tu_now();
    uint64_t done = 0;
    for (size_t i = 0; i < nj; i++) {
        atomic_init(&jobs[i].next, 0);
        atomic_init(&jobs[i].done, 0);
        double rate_hint = done > 0 ? (double)done / (tu_now() - t0) : total / (est + 1e-9);
        run_job(&jobs[i], threads, 1, done, total, rate_hint);
        done += jobs[i].n;
    }
    double elapsed = tu_now() - t0;

    /* the AVX-512 levels' float Asinh/Acos variant (kernels.h; ONNXM_TUNE) */
    int div_variant = (isa == ONNXM_ISA_AVX512 || isa == ONNXM_ISA_AVX512_BF16) && onnxm_kernels_divider_chosen();
    printf("onnxm %s accuracy, ISA %s%s, against MPFR (tools/accuracy.c)\n\n", onnxm_version_string(),
           onnxm_isa_name(isa), div_variant ? " (divider variant)" : "");
    printf("| Op | Type | Inputs tested | Max ulp error | Misrounded |\n");
    printf("|---|---|---:|---:|---:|\n");
    int bad = 0;
    for (size_t i = 0; i < nj; i++) {
        job *j = &jobs[i];
        char what[48];
        if (j->dt == ONNXM_DOUBLE)
            snprintf(what, sizeof what, "%llu (sample)", (unsigned long long)j->n);
        else
            snprintf(what, sizeof what, "%llu (all)", (unsigned long long)j->n);
        printf("| %s | %s | %s | %.3f | %llu |\n", op_label(j->op), onnxm_dtype_name(j->dt),
               what, j->max_err, (unsigned long long)(j->misrounded + j->kernel_errors));
        if (j->kernel_errors)
            bad = 1;
    }
    /* each result within the library's stated bound (onnxm_op_max_ulps; 0.5:
     * every result correctly rounded), or the run fails */
    for (size_t i = 0; i < nj; i++) {
        job *j = &jobs[i];
        double bound;
        if (onnxm_op_max_ulps(j->op, j->dt, &bound) != ONNXM_OK) {
            printf("\n%s %s: no stated bound\n", op_label(j->op), onnxm_dtype_name(j->dt));
            bad = 1;
        } else if ((bound <= 0.5 && j->misrounded != 0) || j->max_err > bound) {
            printf("\n%s %s: BEYOND THE STATED BOUND of %.2f ulp\n", op_label(j->op),
                   onnxm_dtype_name(j->dt), bound);
            bad = 1;
        }
    }
    printf("\nWorst cases and oracle cost:\n\n");
    for (size_t i = 0; i < nj; i++) {
        job *j = &jobs[i];
        char a[64], b[64];
        printf("- %s %s: worst x = %s -> %s (%.3f ulp); oracle fast path %llu, MPFR %llu%s\n",
               op_label(j->op), onnxm_dtype_name(j->dt), tu_show(j->dt, j->worst_x, a),
               tu_show(j->dt, j->worst_y, b), j->max_err, (unsigned long long)j->stats.fast,
               (unsigned long long)j->stats.mpfr,
               j->kernel_errors ? "; KERNEL RETURNED AN ERROR" : "");
    }
    char e2[32];
    fmt_time(elapsed, e2, sizeof e2);
    printf("\nTotal time %s (estimated beforehand %s; %u threads).\n", e2, e, threads);
    free(jobs);
    return bad ? 1 : 0;
}
