/* dump_outputs -- the output bits of every operator x type on every ISA
 * path this CPU supports, for a fixed input set, written to files so that
 * tests/python/test_cross_arch.py can compare builds for different
 * architectures (x86-64 natively, AArch64 under qemu) byte for byte.
 *
 *   dump_outputs DIR [N]
 *
 * Inputs, the same on every machine (generated from integers only, by
 * testutil's deterministic generator): every float16 and every bfloat16
 * encoding, and N (default 2^20) float and N double inputs from
 * tu_gen_inputs -- zeros, infinities and NaNs of both signs with payloads,
 * the ends and random interiors of every binade, subnormals, the
 * neighbourhoods of +-1 and +-1/2, exact squares, the float inputs only
 * the slow path settles (tu_f32_slow), then random bit patterns.
 *
 * Writes DIR/inputs_<dtype>.bin, DIR/<isa>/<op>_<dtype>.bin (each element's
 * encoding in the machine's byte order: both targets are little-endian)
 * and DIR/paths.txt, the ISAs it ran, one per line, in the order run.
 *
 * Each output is also computed a second time from the second element on
 * (every input in another vector lane, among other neighbours, with another
 * tail), which must give the same bits; a difference is printed and the
 * exit status is 1.  Nothing here says which bits are right: that is the C
 * suites' job against MPFR; this says that they are the same. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "testutil.h"

#define DEFAULT_N (1u << 20)
#define SEED 0x6f6e6e786d2d6964ull

static int write_file(const char *path, const void *data, size_t bytes)
{
    FILE *f = fopen(path, "wb");
    if (f == NULL || fwrite(data, 1, bytes, f) != bytes || fclose(f) != 0) {
        fprintf(stderr, "dump_outputs: cannot write %s: %s\n", path, strerror(errno));
        return -1;
    }
    return 0;
}

static int make_dir(const char *path)
{
    if (mkdir(path, 0777) != 0 && errno != EEXIST) {
        fprintf(stderr, "dump_outputs: cannot create %s: %s\n", path, strerror(errno));
        return -1;
    }
    return 0;
}

/* The file name part of a dtype: float16, bfloat16, float32, float64 (the
 * numpy names the Python side reads them with). */
static const char *dtype_file_name(onnxm_dtype dtype)
{
    switch (dtype) {
    case ONNXM_FLOAT16: return "float16";
    case ONNXM_BFLOAT16: return "bfloat16";
    case ONNXM_FLOAT: return "float32";
    case ONNXM_DOUBLE: return "float64";
    }
    return "unknown";
}

/* The inputs of one dtype, as a buffer of its encodings; *count set. */
static void *make_inputs(onnxm_dtype dtype, size_t n_sampled, size_t *count)
{
    size_t n = onnxm_dtype_size(dtype) == 2 ? 65536 : n_sampled;
    uint64_t *bits = malloc(n * sizeof *bits);
    void *x = malloc(n * onnxm_dtype_size(dtype));
    if (bits == NULL || x == NULL) {
        free(bits);
        free(x);
        return NULL;
    }
    if (n == 65536)
        for (size_t i = 0; i < n; i++)
            bits[i] = i;
    else
        tu_gen_inputs(dtype, bits, n, SEED);
    for (size_t i = 0; i < n; i++)
        tu_store(dtype, x, i, bits[i]);
    free(bits);
    *count = n;
    return x;
}

int main(int argc, char **argv)
{
    if (argc < 2 || argc > 3) {
        fprintf(stderr, "usage: dump_outputs DIR [N]\n");
        return 2;
    }
    const char *dir = argv[1];
    size_t n_sampled = argc == 3 ? strtoul(argv[2], NULL, 10) : DEFAULT_N;
    if (n_sampled < 2) {
        fprintf(stderr, "dump_outputs: N must be at least 2\n");
        return 2;
    }
    if (make_dir(dir) != 0)
        return 1;
    onnxm_isa isas[TU_ISA_COUNT];
    int nisa = tu_supported_isas(isas);
    char path[4096];
    snprintf(path, sizeof path, "%s/paths.txt", dir);
    FILE *pf = fopen(path, "w");
    if (pf == NULL)
        return 1;
    for (int k = 0; k < nisa; k++)
        fprintf(pf, "%s\n", onnxm_isa_name(isas[k]));
    fclose(pf);

    int failures = 0;
    for (int d = 0; d < TU_DTYPE_COUNT; d++) {
        onnxm_dtype dtype = tu_all_dtypes[d];
        size_t es = onnxm_dtype_size(dtype), n;
        void *x = make_inputs(dtype, n_sampled, &n);
        unsigned char *y = malloc(n * es), *y1 = malloc(n * es);
        if (x == NULL || y == NULL || y1 == NULL) {
            fprintf(stderr, "dump_outputs: out of memory\n");
            return 1;
        }
        snprintf(path, sizeof path, "%s/inputs_%s.bin", dir, dtype_file_name(dtype));
        if (write_file(path, x, n * es) != 0)
            return 1;
        for (int k = 0; k < nisa; k++) {
            snprintf(path, sizeof path, "%s/%s", dir, onnxm_isa_name(isas[k]));
            if (make_dir(path) != 0)
                return 1;
            for (int op = 0; op < ONNXM_OP_COUNT; op++) {
                onnxm_status s = onnxm_unary_isa(isas[k], (onnxm_op)op, dtype, x, y, n);
                onnxm_status s1 = onnxm_unary_isa(isas[k], (onnxm_op)op, dtype,
                                                  (const unsigned char *)x + es, y1, n - 1);
                if (s != ONNXM_OK || s1 != ONNXM_OK) {
                    printf("%s %s %s: status %s\n", onnxm_op_name((onnxm_op)op),
                           onnxm_dtype_name(dtype), onnxm_isa_name(isas[k]),
                           onnxm_status_string(s != ONNXM_OK ? s : s1));
                    failures++;
                    continue;
                }
                size_t shifted = 0;
                for (size_t i = 1; i < n; i++)
                    if (memcmp(y + i * es, y1 + (i - 1) * es, es) != 0 && shifted++ < 3) {
                        char a[24], b[24], c[24];
                        printf("%s %s %s: input %s gives %s, from the next lane %s\n",
                               onnxm_op_name((onnxm_op)op), onnxm_dtype_name(dtype),
                               onnxm_isa_name(isas[k]), tu_hex(dtype, tu_load(dtype, x, i), a),
                               tu_hex(dtype, tu_load(dtype, y, i), b),
                               tu_hex(dtype, tu_load(dtype, y1, i - 1), c));
                    }
                failures += shifted != 0;
                snprintf(path, sizeof path, "%s/%s/%s_%s.bin", dir, onnxm_isa_name(isas[k]),
                         onnxm_op_name((onnxm_op)op), dtype_file_name(dtype));
                if (write_file(path, y, n * es) != 0)
                    return 1;
            }
        }
        free(x);
        free(y);
        free(y1);
    }
    printf("dump_outputs: %d ISA(s), %zu float/double inputs, %s\n", nisa, n_sampled,
           failures ? "FAILED (results depend on the lane)" : "written");
    return failures != 0;
}
