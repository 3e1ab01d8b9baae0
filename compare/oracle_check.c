/* oracle_check.c -- the MPFR oracle of the C tests (tests/c/oracle.h) as a
 * command for compare.py, which measures onnxm, onnxruntime and numpy
 * against it (`make compare`).
 *
 *   onnxm_oracle_check inputs DTYPE N SEED OUT.bin
 *       writes N inputs of DTYPE (raw little-endian encodings): every
 *       encoding for the 16-bit formats (N ignored), else the C tests'
 *       deterministic sample (tu_gen_inputs: specials, both ends and
 *       interior points of every binade, then random encodings).
 *   onnxm_oracle_check score OP DTYPE X.bin Y1.bin [Y2.bin ...]
 *       prints, for each candidate file of results y = OP(x), one line
 *           <file> <n> <misrounded> <max ulp error> <worst x, hex>
 *
 * OP is an ONNX name ("Sqrt"), or a name and one attribute, which selects a
 * form of the operator ("Gelu:approximate=tanh"), and DTYPE "float16" |
 * "bfloat16" | "float" | "double": all are looked up in the library's own
 * tables (onnxm_op_get_info, onnxm_op_select, onnxm_dtype_name), never
 * listed here.
 *
 * Scoring is the one of tools/accuracy.c: "misrounded" compares the result's
 * encoding with the correctly rounded one (any NaN matches any NaN; +0 and
 * -0 differ); the max ulp error |y - f(x)| / ulp(f(x)) is exact (MPFR) for
 * misrounded results and estimated from the oracle's approximation for
 * correctly rounded ones (at most 1/2 by definition).
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "oracle.h"
#include "testutil.h"

/* "Name" or "Name:attr=value" (one attribute, as a node carries it): the
 * operator (not one of its forms) with that ONNX name, and the form the
 * attribute selects (onnxm_op_select) */
static int find_op(const char *spec, onnxm_op *op)
{
    char name[64];
    const char *colon = strchr(spec, ':');
    size_t len = colon != NULL ? (size_t)(colon - spec) : strlen(spec);
    if (len >= sizeof name)
        return 0;
    memcpy(name, spec, len);
    name[len] = '\0';
    for (int i = 0; i < ONNXM_OP_COUNT; i++) {
        onnxm_op_info info;
        if (onnxm_op_get_info((onnxm_op)i, &info) != ONNXM_OK || info.form_of >= 0 ||
            strcmp(info.name, name) != 0)
            continue;
        if (colon == NULL) {
            *op = (onnxm_op)i;
            return 1;
        }
        char attr[64];
        const char *eq = strchr(colon + 1, '=');
        size_t alen = eq != NULL ? (size_t)(eq - colon - 1) : 0;
        if (eq == NULL || alen >= sizeof attr)
            return 0;
        memcpy(attr, colon + 1, alen);
        attr[alen] = '\0';
        onnxm_attr_value v = {attr, eq + 1};
        return onnxm_op_select((onnxm_op)i, &v, 1, op) == ONNXM_OK;
    }
    return 0;
}

static int find_dtype(const char *name, onnxm_dtype *dt)
{
    for (int i = 0; i < TU_DTYPE_COUNT; i++)
        if (strcmp(onnxm_dtype_name(tu_all_dtypes[i]), name) == 0) {
            *dt = tu_all_dtypes[i];
            return 1;
        }
    return 0;
}

static void *read_all(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        perror(path);
        exit(2);
    }
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    void *buf = malloc(n > 0 ? (size_t)n : 1);
    if (buf == NULL || (n > 0 && fread(buf, 1, (size_t)n, f) != (size_t)n)) {
        fprintf(stderr, "%s: cannot read\n", path);
        exit(2);
    }
    fclose(f);
    *size = (size_t)n;
    return buf;
}

static int cmd_inputs(int argc, char **argv)
{
    onnxm_dtype dt;
    if (argc != 6 || !find_dtype(argv[2], &dt)) {
        fprintf(stderr, "usage: onnxm_oracle_check inputs DTYPE N SEED OUT.bin\n");
        return 2;
    }
    size_t es = onnxm_dtype_size(dt);
    size_t n = es == 2 ? 65536 : strtoull(argv[3], NULL, 0);
    uint64_t *bits = malloc(n * sizeof *bits);
    unsigned char *buf = malloc(n * es);
    if (bits == NULL || buf == NULL)
        return 2;
    if (es == 2)
        for (size_t i = 0; i < n; i++)
            bits[i] = i;
    else
        (void)tu_gen_inputs(dt, bits, n, strtoull(argv[4], NULL, 0));
    for (size_t i = 0; i < n; i++)
        tu_store(dt, buf, i, bits[i]);
    FILE *f = fopen(argv[5], "wb");
    if (f == NULL || fwrite(buf, es, n, f) != n || fclose(f) != 0) {
        perror(argv[5]);
        return 2;
    }
    free(bits);
    free(buf);
    return 0;
}

typedef struct {
    onnxm_op op;
    onnxm_dtype dt;
    const void *x;
    const void *const *ys;
    int ny;
    pthread_mutex_t lock;
    uint64_t *misrounded; /* per candidate */
    double *max_err;
    uint64_t *worst_x;
} score_job;

static void score_range(void *ctx, size_t begin, size_t end)
{
    score_job *j = ctx;
    uint64_t mis[j->ny];
    double mx[j->ny];
    uint64_t wx[j->ny];
    for (int k = 0; k < j->ny; k++) {
        mis[k] = 0;
        mx[k] = -1;
        wx[k] = 0;
    }
    for (size_t i = begin; i < end; i++) {
        uint64_t xi = tu_load(j->dt, j->x, i);
        long double a;
        uint64_t cr = oracle_cr(j->op, j->dt, xi, ORACLE_FAST, NULL, &a);
        for (int k = 0; k < j->ny; k++) {
            uint64_t yi = tu_load(j->dt, j->ys[k], i);
            double err;
            if (oracle_same(j->dt, yi, cr)) {
                err = isfinite(oracle_to_double(j->dt, yi)) ? oracle_ulp_error_approx(j->dt, a, yi)
                                                            : 0.0;
                if (err > 0.5) /* the estimate's own error: CR is within 1/2 ulp */
                    err = 0.5;
            } else {
                mis[k]++;
                err = oracle_ulp_error(j->op, j->dt, xi, yi);
            }
            if (isnan(err))
                err = INFINITY;
            if (err > mx[k]) {
                mx[k] = err;
                wx[k] = xi;
            }
        }
    }
    pthread_mutex_lock(&j->lock);
    for (int k = 0; k < j->ny; k++) {
        j->misrounded[k] += mis[k];
        if (mx[k] > j->max_err[k]) {
            j->max_err[k] = mx[k];
            j->worst_x[k] = wx[k];
        }
    }
    pthread_mutex_unlock(&j->lock);
}

static int cmd_score(int argc, char **argv)
{
    score_job j = {0};
    if (argc < 6 || !find_op(argv[2], &j.op) || !find_dtype(argv[3], &j.dt)) {
        fprintf(stderr, "usage: onnxm_oracle_check score OP[:ATTR=VALUE] DTYPE X.bin Y.bin...\n");
        return 2;
    }
    size_t es = onnxm_dtype_size(j.dt), nx, ny;
    j.x = read_all(argv[4], &nx);
    j.ny = argc - 5;
    const void **ys = calloc((size_t)j.ny, sizeof *ys);
    j.misrounded = calloc((size_t)j.ny, sizeof *j.misrounded);
    j.max_err = calloc((size_t)j.ny, sizeof *j.max_err);
    j.worst_x = calloc((size_t)j.ny, sizeof *j.worst_x);
    if (ys == NULL || j.misrounded == NULL || j.max_err == NULL || j.worst_x == NULL)
        return 2;
    for (int k = 0; k < j.ny; k++) {
        ys[k] = read_all(argv[5 + k], &ny);
        if (ny != nx) {
            fprintf(stderr, "%s: %zu bytes, the inputs %zu\n", argv[5 + k], ny, nx);
            return 2;
        }
        j.max_err[k] = -1;
    }
    j.ys = ys;
    pthread_mutex_init(&j.lock, NULL);
    size_t n = nx / es;
    tu_parallel_for(n, 4096, score_range, &j);
    for (int k = 0; k < j.ny; k++) {
        char hex[32];
        printf("%s %zu %llu %.6g %s\n", argv[5 + k], n, (unsigned long long)j.misrounded[k],
               j.max_err[k] < 0 ? 0.0 : j.max_err[k], tu_hex(j.dt, j.worst_x[k], hex));
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc >= 2 && strcmp(argv[1], "inputs") == 0)
        return cmd_inputs(argc, argv);
    if (argc >= 2 && strcmp(argv[1], "score") == 0)
        return cmd_score(argc, argv);
    fprintf(stderr, "usage: onnxm_oracle_check inputs|score ... (see compare/oracle_check.c)\n");
    return 2;
}
