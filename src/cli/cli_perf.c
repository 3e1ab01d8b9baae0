/* cli_perf.c -- `onnxm perf MODEL [-i NAME=FILE ...] [--threads N]
 * [--iterations N] [--json]`, in the manner of onnxruntime_perf_test.
 *
 * The model is loaded once into a session and a thread pool started once;
 * inputs are read from files or, when not given, filled with deterministic
 * pseudo-random values in [0, 1) (inside every operator's domain) in the
 * declared shape.  Every run is what a caller of onnxm_session_run gets:
 * library-owned outputs from the session's arena, freed after the run (so
 * the next run reuses their blocks, as a steady caller's would).
 *
 * The first run is timed on its own and reported apart: it maps and faults
 * in the arena's blocks, which a one-shot use of the CLI pays and a steady
 * one does not.  Then come warm-up runs, each timed alone, and N timed runs
 * (the steady state).  A sample times onnxm_session_run alone: outputs are
 * freed after the clock stops.  A run shorter than BATCH_SECONDS is timed
 * in batches of back-to-back runs, a batch lasting at least that long
 * (the fastest warm-up run sets its size), each batch one sample: its time
 * over its runs (the last batch takes the remainder), its outputs freed
 * together after it.  Reading the clock costs tens of nanoseconds, a
 * sizeable part of a sub-microsecond run, which a caller running the model
 * in a loop does not pay; a batch pays it once.  A long run is a batch of
 * one.  We report the median and 90th percentile of the samples (per-run
 * latency) and the throughput of the median: elements/s counts the
 * elements of every graph output, GB/s the bytes of the inputs read plus
 * the outputs written.
 */
#define _POSIX_C_SOURCE 200809L
#include "cli/cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Runs shorter than this are timed in batches lasting at least this long;
 * a batch holds the outputs of at most MAX_BATCH runs. */
#define BATCH_SECONDS 20e-6
#define MAX_BATCH 1000

typedef struct {
    const char *model;
    size_t threads;   /* 0: all cores */
    size_t iterations;
    int json;
    onnxm_threadpool *pool;
    size_t n_inputs;
    char **names;
    const char **files;
} perf_args;

static int parse_count(const char *s, size_t *out, size_t min)
{
    char *end;
    unsigned long long v = s != NULL ? strtoull(s, &end, 10) : 0;
    if (s == NULL || *s == '\0' || *s == '-' || *end != '\0' || v < min || v > 100000000ull)
        return -1;
    *out = (size_t)v;
    return 0;
}

static int parse_perf_args(int argc, char **argv, perf_args *a)
{
    memset(a, 0, sizeof *a);
    a->iterations = 100;
    a->names = calloc((size_t)argc, sizeof *a->names);
    a->files = calloc((size_t)argc, sizeof *a->files);
    if (a->names == NULL || a->files == NULL)
        return cli_error("out of memory");
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i], *v;
        if (cli_is_option(arg, "-i", "--input")) {
            v = cli_option_value(argc, argv, &i, "--input");
            const char *eq = v != NULL ? strrchr(v, '=') : NULL;
            if (eq == NULL || eq == v || eq[1] == '\0')
                return cli_usage_error("perf: -i needs NAME=FILE");
            a->names[a->n_inputs] = strndup(v, (size_t)(eq - v));
            if (a->names[a->n_inputs] == NULL)
                return cli_error("out of memory");
            a->files[a->n_inputs++] = eq + 1;
        } else if (cli_is_option(arg, NULL, "--threads")) {
            if (parse_count(cli_option_value(argc, argv, &i, "--threads"), &a->threads, 0) != 0)
                return cli_usage_error("perf: --threads needs a number (0 = all cores)");
        } else if (cli_is_option(arg, NULL, "--iterations")) {
            if (parse_count(cli_option_value(argc, argv, &i, "--iterations"), &a->iterations, 1) != 0)
                return cli_usage_error("perf: --iterations needs a number >= 1");
        } else if (strcmp(arg, "--json") == 0) {
            a->json = 1;
        } else if (arg[0] == '-' && arg[1] != '\0') {
            return cli_usage_error("perf: unknown option '%s'", arg);
        } else if (a->model == NULL) {
            a->model = arg;
        } else {
            return cli_usage_error("perf: unexpected argument '%s'", arg);
        }
    }
    if (a->model == NULL)
        return cli_usage_error("perf: missing MODEL");
    return CLI_OK;
}

/* A tensor of the declared type and static shape, values in [0, 1). */
static int random_input(const onnxm_value_info *vi, uint64_t seed, onnxm_tensor **out)
{
    onnxm_error err = {0};
    if (vi->rank < 0)
        return cli_error("perf: input '%s' has no declared shape: give it with -i", vi->name);
    for (int64_t d = 0; d < vi->rank; d++)
        if (vi->dims[d] < 0)
            return cli_error("perf: input '%s' has a symbolic dimension '%s': give it with -i",
                             vi->name, vi->dim_params && vi->dim_params[d] ? vi->dim_params[d] : "?");
    if (onnxm_tensor_create(vi->dtype, (size_t)vi->rank, vi->dims, out, &err) != ONNXM_OK)
        return cli_error("perf: input '%s': %s", vi->name, err.message);
    size_t n = onnxm_tensor_count(*out);
    void *data = onnxm_tensor_data(*out);
    uint64_t s = seed * 0x9e3779b97f4a7c15ull + 1;
    for (size_t i = 0; i < n; i++) {
        s ^= s << 13, s ^= s >> 7, s ^= s << 17;
        double v = (double)(s >> 11) * 0x1p-53;
        float f = (float)v;
        uint32_t fb;
        memcpy(&fb, &f, 4);
        switch (vi->dtype) {
        case ONNXM_DOUBLE: ((double *)data)[i] = v; break;
        case ONNXM_FLOAT: ((float *)data)[i] = f; break;
        case ONNXM_BFLOAT16: ((uint16_t *)data)[i] = (uint16_t)(fb >> 16); break;
        case ONNXM_FLOAT16: /* [0, 1): exponent 0..14 of 15, any mantissa */
            ((uint16_t *)data)[i] = (uint16_t)((s >> 20) % 0x3c00u);
            break;
        }
    }
    return CLI_OK;
}

static double now_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static size_t tensor_bytes(const onnxm_tensor *t)
{
    return onnxm_tensor_count(t) * onnxm_dtype_size(onnxm_tensor_dtype(t));
}

typedef struct {
    const onnxm_session *s;
    onnxm_tensor **inputs;
    const char **names;
    size_t n_in;
    size_t n_out;
    onnxm_tensor **outputs; /* room for a batch's outputs: n_out per run */
    size_t elements, bytes; /* of the last run's outputs */
} perf_run;

/* runs back-to-back runs, timed together (*seconds: their total), each
 * into library-owned outputs; those are freed after the clock stops, so
 * that their blocks go back to the arena and the next batch reuses them. */
static int run_batch(perf_run *r, size_t runs, double *seconds)
{
    onnxm_error err = {0};
    int rc = CLI_OK;
    size_t done = 0;
    double t0 = now_seconds();
    for (; done < runs; done++)
        if (onnxm_session_run(r->s, r->n_in, r->names, (const onnxm_tensor *const *)r->inputs,
                              r->outputs + done * r->n_out, &err) != ONNXM_OK) {
            rc = cli_error("%s", err.message);
            break;
        }
    *seconds = now_seconds() - t0;
    r->elements = r->bytes = 0;
    for (size_t i = 0; i < done * r->n_out; i++) {
        if (i >= (done - 1) * r->n_out) {
            r->elements += onnxm_tensor_count(r->outputs[i]);
            r->bytes += tensor_bytes(r->outputs[i]);
        }
        onnxm_tensor_free(r->outputs[i]);
        r->outputs[i] = NULL;
    }
    return rc;
}

static int measure(const onnxm_session *s, const perf_args *a, onnxm_tensor **inputs,
                   const char **names, size_t n_in)
{
    const onnxm_model *m = onnxm_session_model(s);
    size_t n_out = onnxm_model_output_count(m);
    perf_run r = {s, inputs, names, n_in, n_out, NULL, 0, 0};
    r.outputs = calloc(n_out + 1, sizeof *r.outputs);
    double *times = calloc(a->iterations, sizeof *times);
    int rc = CLI_OK;
    double first = 0, dt, fastest = 0;
    if (r.outputs == NULL || times == NULL)
        rc = cli_error("out of memory");
    if (rc == CLI_OK)
        rc = run_batch(&r, 1, &first);
    /* warm-up, each run alone: the fastest gives the batch size */
    size_t warmup = a->iterations / 10 < 3 ? 3 : a->iterations / 10;
    for (size_t it = 0; rc == CLI_OK && it < warmup; it++) {
        rc = run_batch(&r, 1, &dt);
        fastest = it == 0 || dt < fastest ? dt : fastest;
    }
    size_t batch = 1;
    if (fastest < BATCH_SECONDS)
        batch = fastest > 0 ? (size_t)(BATCH_SECONDS / fastest) + 1 : MAX_BATCH;
    if (batch > MAX_BATCH)
        batch = MAX_BATCH;
    if (batch > a->iterations)
        batch = a->iterations;
    if (rc == CLI_OK && batch > 1) {
        free(r.outputs);
        r.outputs = calloc(batch * n_out + 1, sizeof *r.outputs);
        if (r.outputs == NULL)
            rc = cli_error("out of memory");
    }
    size_t samples = 0;
    for (size_t done = 0; rc == CLI_OK && done < a->iterations; done += batch) {
        size_t runs = a->iterations - done < batch ? a->iterations - done : batch;
        rc = run_batch(&r, runs, &dt);
        times[samples++] = dt / (double)runs;
    }
    if (rc == CLI_OK) {
        size_t elements = r.elements, bytes = r.bytes;
        for (size_t i = 0; i < n_in; i++)
            bytes += tensor_bytes(inputs[i]);
        qsort(times, samples, sizeof *times, cmp_double);
        double median = times[samples / 2];
        size_t i90 = (samples * 9) / 10 < samples ? (samples * 9) / 10 : samples - 1;
        double p90 = times[i90];
        double eps = median > 0 ? (double)elements / median : 0, gbs = median > 0 ? (double)bytes / median * 1e-9 : 0;
        const char *isa = onnxm_isa_name(onnxm_isa_selected());
        size_t threads = onnxm_threadpool_size(a->pool);
        if (a->json)
            printf("{\"model\": \"%s\", \"median_ms\": %.6f, \"p90_ms\": %.6f, \"first_run_ms\": %.6f, "
                   "\"iterations\": %zu, \"batch\": %zu, \"samples\": %zu, \"threads\": %zu, "
                   "\"isa\": \"%s\", \"elements\": %zu, "
                   "\"elements_per_s\": %.6g, \"gb_per_s\": %.6g}\n",
                   a->model, median * 1e3, p90 * 1e3, first * 1e3, a->iterations, batch, samples,
                   threads, isa, elements, eps, gbs);
        else
            printf("model       %s\nisa         %s\nthreads     %zu\n"
                   "first run   %.6f ms (maps and faults in the run's memory)\n"
                   "iterations  %zu (after %zu warm-up), timed in %zu batch(es) of %zu\n"
                   "median      %.6f ms per run\np90         %.6f ms per run\n"
                   "throughput  %.1f Melem/s, %.2f GB/s\n",
                   a->model, isa, threads, first * 1e3, a->iterations, warmup, samples, batch,
                   median * 1e3, p90 * 1e3, eps * 1e-6, gbs);
    }
    free(r.outputs);
    free(times);
    return rc;
}

int cli_perf(int argc, char **argv)
{
    perf_args a;
    onnxm_session *s = NULL;
    onnxm_error err = {0};
    onnxm_tensor **inputs = NULL;
    const char **names = NULL;
    size_t n_in = 0;
    onnxm_session_options opts;
    onnxm_session_options_init(&opts);
    int rc = parse_perf_args(argc, argv, &a);
    /* the pool first: --threads 0 means every core, which a session's
     * `threads` cannot say */
    if (rc == CLI_OK && onnxm_threadpool_create(a.threads, &a.pool) != ONNXM_OK)
        rc = cli_error("perf: cannot start %zu threads", a.threads);
    opts.pool = a.pool;
    if (rc == CLI_OK && onnxm_session_create_file(a.model, &opts, &s, &err) != ONNXM_OK)
        rc = cli_error("%s", err.message);
    const onnxm_model *m = onnxm_session_model(s);
    if (rc == CLI_OK) {
        n_in = a.n_inputs > 0 ? a.n_inputs : onnxm_model_input_count(m);
        inputs = calloc(n_in + 1, sizeof *inputs);
        names = calloc(n_in + 1, sizeof *names);
        if (inputs == NULL || names == NULL)
            rc = cli_error("out of memory");
    }
    for (size_t i = 0; rc == CLI_OK && i < n_in; i++) {
        if (a.n_inputs > 0) {
            names[i] = a.names[i];
            if (onnxm_tensor_read_file(a.files[i], &inputs[i], &err) != ONNXM_OK)
                rc = cli_error("input '%s': %s", a.names[i], err.message);
        } else {
            onnxm_value_info vi;
            onnxm_model_input_info(m, i, &vi);
            names[i] = vi.name;
            rc = random_input(&vi, i, &inputs[i]);
        }
    }
    if (rc == CLI_OK)
        rc = measure(s, &a, inputs, names, n_in);
    for (size_t i = 0; inputs != NULL && i < n_in; i++)
        onnxm_tensor_free(inputs[i]);
    free(inputs);
    free(names);
    onnxm_session_free(s);
    onnxm_threadpool_free(a.pool);
    for (size_t i = 0; i < a.n_inputs; i++)
        free(a.names[i]);
    free(a.names);
    free(a.files);
    return rc;
}
