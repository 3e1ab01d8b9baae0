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
 * one does not.  After warm-up runs, each of N runs is timed alone; we
 * report the median and 90th percentile latency of those (the steady
 * state) and the throughput of the median run: elements/s counts the
 * elements of every graph output, GB/s the bytes of the inputs read plus
 * the outputs written.
 */
#define _POSIX_C_SOURCE 200809L
#include "cli/cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

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

/* One run; its outputs are freed (their blocks go back to the arena).
 * Sets *elements and *bytes from the outputs. */
static int run_once(const onnxm_session *s, onnxm_tensor **inputs, const char **names,
                    size_t n_in, onnxm_tensor **outputs, size_t n_out, double *seconds,
                    size_t *elements, size_t *bytes)
{
    onnxm_error err = {0};
    double t0 = now_seconds();
    if (onnxm_session_run(s, n_in, names, (const onnxm_tensor *const *)inputs, outputs, &err) !=
        ONNXM_OK)
        return cli_error("%s", err.message);
    *seconds = now_seconds() - t0;
    *elements = *bytes = 0;
    for (size_t j = 0; j < n_out; j++) {
        *elements += onnxm_tensor_count(outputs[j]);
        *bytes += tensor_bytes(outputs[j]);
        onnxm_tensor_free(outputs[j]);
        outputs[j] = NULL;
    }
    return CLI_OK;
}

static int measure(const onnxm_session *s, const perf_args *a, onnxm_tensor **inputs,
                   const char **names, size_t n_in)
{
    const onnxm_model *m = onnxm_session_model(s);
    size_t n_out = onnxm_model_output_count(m);
    onnxm_tensor **outputs = calloc(n_out + 1, sizeof *outputs);
    double *times = calloc(a->iterations, sizeof *times);
    int rc = CLI_OK;
    size_t elements = 0, bytes = 0;
    double first = 0, dt;
    if (outputs == NULL || times == NULL)
        rc = cli_error("out of memory");
    if (rc == CLI_OK)
        rc = run_once(s, inputs, names, n_in, outputs, n_out, &first, &elements, &bytes);
    size_t warmup = a->iterations / 10 < 3 ? 3 : a->iterations / 10;
    for (size_t it = 0; rc == CLI_OK && it < warmup + a->iterations; it++) {
        rc = run_once(s, inputs, names, n_in, outputs, n_out, &dt, &elements, &bytes);
        if (it >= warmup)
            times[it - warmup] = dt;
    }
    if (rc == CLI_OK) {
        for (size_t i = 0; i < n_in; i++)
            bytes += tensor_bytes(inputs[i]);
        qsort(times, a->iterations, sizeof *times, cmp_double);
        double median = times[a->iterations / 2];
        double p90 = times[(a->iterations * 9) / 10 < a->iterations ? (a->iterations * 9) / 10 : a->iterations - 1];
        double eps = median > 0 ? (double)elements / median : 0, gbs = median > 0 ? (double)bytes / median * 1e-9 : 0;
        const char *isa = onnxm_isa_name(onnxm_isa_selected());
        size_t threads = onnxm_threadpool_size(a->pool);
        if (a->json)
            printf("{\"model\": \"%s\", \"median_ms\": %.6f, \"p90_ms\": %.6f, \"first_run_ms\": %.6f, "
                   "\"iterations\": %zu, \"threads\": %zu, \"isa\": \"%s\", \"elements\": %zu, "
                   "\"elements_per_s\": %.6g, \"gb_per_s\": %.6g}\n",
                   a->model, median * 1e3, p90 * 1e3, first * 1e3, a->iterations, threads, isa,
                   elements, eps, gbs);
        else
            printf("model       %s\nisa         %s\nthreads     %zu\n"
                   "first run   %.6f ms (maps and faults in the run's memory)\n"
                   "iterations  %zu (after %zu warm-up)\n"
                   "median      %.6f ms\np90         %.6f ms\nthroughput  %.1f Melem/s, %.2f GB/s\n",
                   a->model, isa, threads, first * 1e3, a->iterations, warmup, median * 1e3,
                   p90 * 1e3, eps * 1e-6, gbs);
    }
    free(outputs);
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
