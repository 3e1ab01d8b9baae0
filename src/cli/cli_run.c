/* cli_run.c -- `onnxm run MODEL -i NAME=FILE ... -o DIR [--format pb|npy]
 * [--memory-limit BYTES] [--threads N]`. */
#include "cli/cli.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const char *model;
    const char *out_dir;
    int npy;            /* output format: 1 .npy, 0 .pb */
    onnxm_session_options opts; /* memory cap, threads */
    size_t n_inputs;
    char **names;
    const char **files;
} run_args;

static void free_run_args(run_args *a)
{
    for (size_t i = 0; i < a->n_inputs; i++)
        free(a->names[i]);
    free(a->names);
    free(a->files);
}

/* "NAME=FILE", split at the last '=' so that names may contain '='
 * (file paths rarely do).  Returns CLI_OK or an exit status. */
static int add_input(run_args *a, const char *spec)
{
    const char *eq = strrchr(spec, '=');
    if (eq == NULL || eq == spec || eq[1] == '\0')
        return cli_usage_error("run: -i needs NAME=FILE, not '%s'", spec);
    char *name = malloc((size_t)(eq - spec) + 1);
    if (name == NULL)
        return cli_error("out of memory");
    memcpy(name, spec, (size_t)(eq - spec));
    name[eq - spec] = '\0';
    a->names[a->n_inputs] = name;
    a->files[a->n_inputs] = eq + 1;
    a->n_inputs++;
    return CLI_OK;
}

static int parse_run_args(int argc, char **argv, run_args *a)
{
    const char *format = "npy";
    memset(a, 0, sizeof *a);
    onnxm_session_options_init(&a->opts);
    a->names = calloc((size_t)argc, sizeof *a->names);
    a->files = calloc((size_t)argc, sizeof *a->files);
    if (a->names == NULL || a->files == NULL)
        return cli_error("out of memory");
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i], *value;
        if (cli_is_option(arg, "-i", "--input")) {
            if ((value = cli_option_value(argc, argv, &i, "--input")) == NULL)
                return cli_usage_error("run: %s needs NAME=FILE", arg);
            int rc = add_input(a, value);
            if (rc != CLI_OK)
                return rc;
        } else if (cli_is_option(arg, "-o", "--output")) {
            if ((a->out_dir = cli_option_value(argc, argv, &i, "--output")) == NULL)
                return cli_usage_error("run: %s needs a directory", arg);
        } else if (cli_is_option(arg, NULL, "--format")) {
            if ((format = cli_option_value(argc, argv, &i, "--format")) == NULL)
                return cli_usage_error("run: --format needs pb or npy");
        } else if (cli_is_option(arg, NULL, "--memory-limit")) {
            if (cli_parse_size(cli_option_value(argc, argv, &i, "--memory-limit"),
                               &a->opts.memory_limit) != 0)
                return cli_usage_error("run: --memory-limit needs a byte count (e.g. 512M)");
        } else if (cli_is_option(arg, NULL, "--threads")) {
            if (cli_parse_size(cli_option_value(argc, argv, &i, "--threads"), &a->opts.threads) != 0)
                return cli_usage_error("run: --threads needs a number");
        } else if (arg[0] == '-' && arg[1] != '\0') {
            return cli_usage_error("run: unknown option '%s'", arg);
        } else if (a->model == NULL) {
            a->model = arg;
        } else {
            return cli_usage_error("run: unexpected argument '%s'", arg);
        }
    }
    if (strcmp(format, "npy") != 0 && strcmp(format, "pb") != 0)
        return cli_usage_error("run: --format must be pb or npy, not '%s'", format);
    a->npy = strcmp(format, "npy") == 0;
    if (a->model == NULL)
        return cli_usage_error("run: missing MODEL");
    if (a->out_dir == NULL)
        return cli_usage_error("run: missing -o DIR");
    return CLI_OK;
}

/* A file name from an output name: letters, digits, '.', '_', '-' kept,
 * anything else (such as '/') replaced by '_'; no leading '.' so that no
 * name can be "." or ".." or hidden; an empty name becomes output_<j>. */
static char *output_file_name(const char *name, size_t j, const char *ext)
{
    size_t len = strlen(name);
    char *s = malloc(len + 48);
    if (s == NULL)
        return NULL;
    for (size_t i = 0; i < len; i++) {
        char c = name[i];
        int safe = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                   c == '_' || c == '-' || (c == '.' && i > 0);
        s[i] = safe ? c : '_';
    }
    if (len == 0)
        len = (size_t)sprintf(s, "output_%zu", j);
    strcpy(s + len, ext);
    return s;
}

/* Two output names can sanitize to the same file ("a/b", "a_b"): later
 * ones get their index appended instead of overwriting. */
static char *unique_file_name(char **taken, const char *name, size_t j, const char *ext)
{
    char *s = output_file_name(name, j, ext);
    for (size_t k = 0; s != NULL && k < j; k++)
        if (strcmp(taken[k], s) == 0) {
            char suffix[48];
            snprintf(suffix, sizeof suffix, "_%zu%s", j, ext);
            char *base = output_file_name(name, j, "");
            free(s);
            s = base != NULL ? malloc(strlen(base) + strlen(suffix) + 1) : NULL;
            if (s != NULL)
                sprintf(s, "%s%s", base, suffix);
            free(base);
            break;
        }
    return s;
}

static int write_outputs(const onnxm_model *m, onnxm_tensor **outputs, const run_args *a)
{
    size_t n = onnxm_model_output_count(m);
    char **files = calloc(n + 1, sizeof *files);
    int rc = CLI_OK;
    if (files == NULL)
        return cli_error("out of memory");
    if (cli_make_dirs(a->out_dir) != 0) {
        free(files);
        return cli_error("cannot create directory '%s': %s", a->out_dir, strerror(errno));
    }
    for (size_t j = 0; j < n && rc == CLI_OK; j++) {
        onnxm_value_info vi;
        onnxm_error err = {0};
        onnxm_model_output_info(m, j, &vi);
        files[j] = unique_file_name(files, vi.name, j, a->npy ? ".npy" : ".pb");
        char *path = files[j] != NULL ? cli_path_join(a->out_dir, files[j]) : NULL;
        if (path == NULL) {
            rc = cli_error("out of memory");
            break;
        }
        onnxm_status st = a->npy ? onnxm_tensor_write_npy(outputs[j], path, &err)
                                 : onnxm_tensor_write_pb(outputs[j], vi.name, path, &err);
        if (st != ONNXM_OK)
            rc = cli_error("%s", err.message);
        free(path);
    }
    for (size_t j = 0; j < n; j++)
        free(files[j]);
    free(files);
    return rc;
}

static int read_inputs(const run_args *a, onnxm_tensor **tensors)
{
    for (size_t i = 0; i < a->n_inputs; i++) {
        onnxm_error err = {0};
        if (onnxm_tensor_read_file_limit(a->files[i], a->opts.memory_limit, &tensors[i], &err) !=
            ONNXM_OK)
            return cli_error("input '%s': %s", a->names[i], err.message);
    }
    return CLI_OK;
}

static int run_model(const onnxm_session *s, const run_args *a)
{
    const onnxm_model *m = onnxm_session_model(s);
    size_t n_out = onnxm_model_output_count(m);
    onnxm_tensor **inputs = calloc(a->n_inputs + 1, sizeof *inputs);
    onnxm_tensor **outputs = calloc(n_out + 1, sizeof *outputs);
    onnxm_error err = {0};
    int rc = inputs != NULL && outputs != NULL ? CLI_OK : cli_error("out of memory");
    if (rc == CLI_OK)
        rc = read_inputs(a, inputs);
    if (rc == CLI_OK &&
        onnxm_session_run(s, a->n_inputs, (const char *const *)a->names,
                          (const onnxm_tensor *const *)inputs, outputs, &err) != ONNXM_OK)
        rc = cli_error("%s", err.message);
    if (rc == CLI_OK)
        rc = write_outputs(m, outputs, a);
    for (size_t i = 0; inputs != NULL && i < a->n_inputs; i++)
        onnxm_tensor_free(inputs[i]);
    for (size_t j = 0; outputs != NULL && j < n_out; j++)
        onnxm_tensor_free(outputs[j]);
    free(inputs);
    free(outputs);
    return rc;
}

int cli_run(int argc, char **argv)
{
    run_args a;
    onnxm_session *s = NULL;
    onnxm_error err = {0};
    int rc = parse_run_args(argc, argv, &a);
    if (rc == CLI_OK && onnxm_session_create_file(a.model, &a.opts, &s, &err) != ONNXM_OK)
        rc = cli_error("%s", err.message);
    if (rc == CLI_OK)
        rc = run_model(s, &a);
    onnxm_session_free(s);
    free_run_args(&a);
    return rc;
}
