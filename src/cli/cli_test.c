/* cli_test.c -- `onnxm test DIR ...`: runs ONNX backend test cases the way
 * ONNX Runtime's onnx_test_runner does.
 *
 * A case is a directory holding model.onnx and test_data_set_* folders
 * with input_K.pb and output_K.pb (TensorProto, K = 0, 1, ...).  Cases are
 * found at any depth under each DIR, in sorted order.  Inputs are bound by
 * their TensorProto name when they have one, else to the K-th graph input
 * that has no initializer; outputs are compared by position with
 * cli_compare_tensors().  Each case runs as `onnxm run` does: a session
 * loaded from the file, one onnxm_session_run per data set. */
#define _POSIX_C_SOURCE 200809L
#include "cli/cli.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define MAX_DEPTH 32 /* guards against symlink loops */

typedef struct {
    size_t passed, failed;
} test_totals;

static int is_directory(const char *path)
{
    struct stat sb;
    return stat(path, &sb) == 0 && S_ISDIR(sb.st_mode);
}

static int is_regular_file(const char *path)
{
    struct stat sb;
    return stat(path, &sb) == 0 && S_ISREG(sb.st_mode);
}

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void free_names(char **names, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(names[i]);
    free(names);
}

/* Entries of dir except "." and "..", sorted; -1 with errno on failure. */
static int list_directory(const char *dir, char ***out, size_t *count)
{
    DIR *d = opendir(dir);
    char **names = NULL;
    size_t n = 0, cap = 0;
    struct dirent *e;
    *out = NULL;
    *count = 0;
    if (d == NULL)
        return -1;
    while ((e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        if (n == cap) {
            size_t new_cap = cap ? cap * 2 : 16;
            char **p = new_cap > cap ? realloc(names, new_cap * sizeof *names) : NULL;
            if (p == NULL)
                goto out_of_memory;
            names = p;
            cap = new_cap;
        }
        if ((names[n] = strdup(e->d_name)) == NULL)
            goto out_of_memory;
        n++;
    }
    closedir(d);
    if (n > 1)
        qsort(names, n, sizeof *names, compare_names);
    *out = names;
    *count = n;
    return 0;
out_of_memory:
    closedir(d);
    free_names(names, n);
    errno = ENOMEM;
    return -1;
}

static void report(test_totals *t, const char *case_dir, const char *why)
{
    if (why == NULL) {
        printf("PASS %s\n", case_dir);
        t->passed++;
    } else {
        printf("FAIL %s: %s\n", case_dir, why);
        t->failed++;
    }
    fflush(stdout);
}

/* ------------------------------------------------------------ one data set */

typedef struct {
    size_t n;
    onnxm_tensor **tensors;
    char **names; /* input names (borrowed from tensors or the model) */
} tensor_list;

static void free_tensor_list(tensor_list *l)
{
    for (size_t i = 0; i < l->n; i++)
        onnxm_tensor_free(l->tensors[i]);
    free(l->tensors);
    free(l->names);
    memset(l, 0, sizeof *l);
}

/* Reads prefix_0.pb, prefix_1.pb, ... until the first missing index. */
static int read_numbered(const char *set_dir, const char *prefix, tensor_list *l, char *why,
                         size_t why_size)
{
    memset(l, 0, sizeof *l);
    for (;;) {
        char file[64];
        snprintf(file, sizeof file, "%s_%zu.pb", prefix, l->n);
        char *path = cli_path_join(set_dir, file);
        if (path == NULL) {
            snprintf(why, why_size, "out of memory");
            return -1;
        }
        if (!is_regular_file(path)) {
            free(path);
            return 0;
        }
        onnxm_tensor **p = realloc(l->tensors, (l->n + 1) * sizeof *p);
        char **q = p != NULL ? realloc(l->names, (l->n + 1) * sizeof *q) : NULL;
        if (p != NULL)
            l->tensors = p;
        if (q != NULL)
            l->names = q;
        onnxm_error err = {0};
        if (p == NULL || q == NULL) {
            snprintf(why, why_size, "out of memory");
        } else if (onnxm_tensor_read_file(path, &l->tensors[l->n], &err) == ONNXM_OK) {
            l->names[l->n] = NULL;
            l->n++;
            free(path);
            continue;
        } else {
            snprintf(why, why_size, "%s", err.message);
        }
        free(path);
        return -1;
    }
}

/* Named inputs bind by name; unnamed input_K binds to graph input K. */
static int name_inputs(const onnxm_model *m, tensor_list *in, char *why, size_t why_size)
{
    for (size_t k = 0; k < in->n; k++) {
        onnxm_value_info vi;
        const char *name = onnxm_tensor_name(in->tensors[k]);
        if (name[0] == '\0') {
            if (onnxm_model_input_info(m, k, &vi) != ONNXM_OK) {
                snprintf(why, why_size, "input_%zu.pb has no name and the model has %zu inputs",
                         k, onnxm_model_input_count(m));
                return -1;
            }
            name = vi.name;
        }
        in->names[k] = (char *)name;
    }
    return 0;
}

static int check_outputs(const onnxm_model *m, onnxm_tensor **got, const tensor_list *expected,
                         char *why, size_t why_size)
{
    size_t n = onnxm_model_output_count(m);
    if (expected->n != n) {
        snprintf(why, why_size, "the model has %zu outputs, the data set %zu output files", n,
                 expected->n);
        return -1;
    }
    for (size_t j = 0; j < n; j++) {
        char detail[400];
        onnxm_value_info vi;
        onnxm_model_output_info(m, j, &vi);
        if (!cli_compare_tensors(got[j], expected->tensors[j], detail, sizeof detail)) {
            snprintf(why, why_size, "output %zu '%s': %s", j, vi.name, detail);
            return -1;
        }
    }
    return 0;
}

/* 0 if the data set passes; -1 with the reason in why. */
static int run_data_set(const onnxm_session *s, const char *set_dir, char *why, size_t why_size)
{
    const onnxm_model *m = onnxm_session_model(s);
    tensor_list in, expected = {0};
    size_t n_out = onnxm_model_output_count(m);
    onnxm_tensor **got = calloc(n_out + 1, sizeof *got);
    onnxm_error err = {0};
    int rc = got != NULL ? 0 : (snprintf(why, why_size, "out of memory"), -1);
    if (rc == 0)
        rc = read_numbered(set_dir, "input", &in, why, why_size);
    else
        memset(&in, 0, sizeof in);
    if (rc == 0)
        rc = read_numbered(set_dir, "output", &expected, why, why_size);
    if (rc == 0)
        rc = name_inputs(m, &in, why, why_size);
    if (rc == 0 && onnxm_session_run(s, in.n, (const char *const *)in.names,
                                     (const onnxm_tensor *const *)in.tensors, got,
                                     &err) != ONNXM_OK) {
        snprintf(why, why_size, "%s", err.message);
        rc = -1;
    }
    if (rc == 0)
        rc = check_outputs(m, got, &expected, why, why_size);
    for (size_t j = 0; got != NULL && j < n_out; j++)
        onnxm_tensor_free(got[j]);
    free(got);
    free_tensor_list(&in);
    free_tensor_list(&expected);
    return rc;
}

/* ----------------------------------------------------------------- a case */

static void run_case(const char *case_dir, const char *model_path, test_totals *t)
{
    char why[1024], detail[900];
    onnxm_session *s = NULL;
    onnxm_error err = {0};
    char **names = NULL;
    size_t n = 0, sets = 0;
    if (onnxm_session_create_file(model_path, NULL, &s, &err) != ONNXM_OK) {
        report(t, case_dir, err.message);
        return;
    }
    if (list_directory(case_dir, &names, &n) != 0) {
        snprintf(why, sizeof why, "cannot list: %s", strerror(errno));
        report(t, case_dir, why);
        onnxm_session_free(s);
        return;
    }
    const char *failure = NULL;
    for (size_t i = 0; i < n && failure == NULL; i++) {
        char *set_dir = cli_path_join(case_dir, names[i]);
        if (set_dir == NULL) {
            failure = "out of memory";
        } else if (strncmp(names[i], "test_data_set_", 14) == 0 && is_directory(set_dir)) {
            sets++;
            if (run_data_set(s, set_dir, detail, sizeof detail) != 0) {
                snprintf(why, sizeof why, "%s: %s", names[i], detail);
                failure = why;
            }
        }
        free(set_dir);
    }
    if (failure == NULL && sets == 0)
        failure = "no test_data_set_* directory";
    report(t, case_dir, failure);
    free_names(names, n);
    onnxm_session_free(s);
}

/* A directory with model.onnx is a case; otherwise its subdirectories are
 * searched, in sorted order. */
static void find_cases(const char *dir, int depth, test_totals *t)
{
    char **names;
    size_t n;
    char *model = cli_path_join(dir, "model.onnx");
    if (model == NULL) {
        report(t, dir, "out of memory");
        return;
    }
    if (is_regular_file(model)) {
        run_case(dir, model, t);
        free(model);
        return;
    }
    free(model);
    if (depth >= MAX_DEPTH)
        return;
    if (list_directory(dir, &names, &n) != 0) {
        char why[256];
        snprintf(why, sizeof why, "cannot read directory: %s", strerror(errno));
        report(t, dir, why);
        return;
    }
    for (size_t i = 0; i < n; i++) {
        char *sub = cli_path_join(dir, names[i]);
        if (sub == NULL)
            report(t, dir, "out of memory");
        else if (is_directory(sub))
            find_cases(sub, depth + 1, t);
        free(sub);
    }
    free_names(names, n);
}

int cli_test(int argc, char **argv)
{
    test_totals t = {0, 0};
    if (argc < 2)
        return cli_usage_error("test: missing DIR");
    for (int i = 1; i < argc; i++)
        if (argv[i][0] == '-' && argv[i][1] != '\0')
            return cli_usage_error("test: unknown option '%s'", argv[i]);
    for (int i = 1; i < argc; i++) {
        size_t before = t.passed + t.failed;
        if (!is_directory(argv[i]))
            report(&t, argv[i], "not a directory");
        else
            find_cases(argv[i], 0, &t);
        if (t.passed + t.failed == before)
            report(&t, argv[i], "no test case (directory with model.onnx) found");
    }
    printf("%zu passed, %zu failed\n", t.passed, t.failed);
    return t.failed > 0 ? CLI_FAILED : CLI_OK;
}
