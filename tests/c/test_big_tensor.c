/* test_big_tensor.c -- a tensor of just over 2^31 float16 elements (4 GiB)
 * goes through the model layer: shape products, allocation, binding, the
 * kernels split over a pool, and the output, all in size_t.  Values are
 * checked at sampled positions on both sides of 2^31 and at the very end.
 * Needs ~9 GiB (input + output): skipped (exit 77, with the reason) where
 * less memory is available, or with ONNXM_SKIP_BIG_TESTS set. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model_builder.h"
#include "model_testutil.h"

#define SKIP 77

static size_t available_bytes(void)
{
    char line[256];
    unsigned long long kb = 0;
    FILE *f = fopen("/proc/meminfo", "r");
    if (f == NULL)
        return 0;
    while (fgets(line, sizeof line, f) != NULL)
        if (sscanf(line, "MemAvailable: %llu kB", &kb) == 1)
            break;
    fclose(f);
    return (size_t)kb * 1024;
}

/* A positive finite float16 pattern for element i. */
static uint16_t pattern(size_t i) { return (uint16_t)((i * 2654435761u) % 0x7bffu); }

int main(void)
{
    const size_t n = ((size_t)1 << 31) + 4099; /* past 2^31, not a multiple of anything */
    const size_t bytes = n * sizeof(uint16_t);
    const size_t need = 2 * bytes + ((size_t)1 << 30);
    size_t avail = available_bytes();
    if (getenv("ONNXM_SKIP_BIG_TESTS") != NULL) {
        printf("SKIP: ONNXM_SKIP_BIG_TESTS is set\n");
        return SKIP;
    }
    if (avail < need) {
        printf("SKIP: needs %.1f GiB of available memory for a %zu-element float16 tensor, "
               "this machine has %.1f GiB available\n",
               (double)need / (1 << 30), n, (double)avail / (1 << 30));
        return SKIP;
    }
    const onnxm_op op = ONNXM_OP_SQRT;
    mb_shape shape = {1, {-1}};
    size_t size;
    unsigned char *buf = mb_chain(&op, 1, ONNXM_FLOAT16, shape, &size);
    onnxm_session_options opts;
    onnxm_session *s = NULL;
    onnxm_error err = {0};
    onnxm_session_options_init(&opts);
    opts.threads = 2;
    MT_OK("session", onnxm_session_create_buffer(buf, size, &opts, &s, &err), &err);
    free(buf);
    int64_t dims[1] = {(int64_t)n};
    onnxm_tensor *x = NULL, *y = NULL;
    MT_OK("create 4 GiB input", onnxm_tensor_create(ONNXM_FLOAT16, 1, dims, &x, &err), &err);
    if (s == NULL || x == NULL)
        return 1;
    MT_CHECK(onnxm_tensor_count(x) == n, "count %zu", onnxm_tensor_count(x));
    uint16_t *xd = onnxm_tensor_data(x);
    for (size_t i = 0; i < n; i++)
        xd[i] = pattern(i);
    const char *name = "x";
    double t0 = mt_now();
    MT_OK("run", onnxm_session_run(s, 1, &name, (const onnxm_tensor *const *)&x, &y, &err), &err);
    printf("info Sqrt over %zu float16 elements: %.2f s\n", n, mt_now() - t0);
    if (y != NULL) {
        const uint16_t *yd = onnxm_tensor_data(y);
        size_t bad = 0, checked = 0;
        for (size_t i = 0; i < n; i = i < n - 8192 ? i + 65521 : i + 1) {
            uint16_t xi = pattern(i), want;
            onnxm_unary(ONNXM_OP_SQRT, ONNXM_FLOAT16, &xi, &want, 1);
            bad += yd[i] != want;
            checked++;
        }
        MT_CHECK(bad == 0, "%zu of %zu sampled elements wrong", bad, checked);
        MT_CHECK(onnxm_tensor_count(y) == n, "output count %zu", onnxm_tensor_count(y));
        printf("info checked %zu elements, the last at index %zu\n", checked, n - 1);
    }
    onnxm_tensor_free(x);
    onnxm_tensor_free(y);
    onnxm_session_free(s);
    printf("%s: %d failure(s)\n", mt_failures ? "FAILED" : "PASSED", mt_failures);
    return mt_failures != 0;
}
