/* kernels.c -- a program of a kernels-only onnxm user (libonnxm_kernels),
 * built by tests/python/test_install.py with the installed CMake package.
 *
 *   kernels OP X...   prints "onnxm <version>", then the encodings (hex) of
 *                     OP (an ONNX name: Sqrt, Asinh, ...) on the floats X,
 *                     computed on a pool of two threads.
 * Exit status 0, 1 if the library refuses, 2 for a bad command line. */
#include <onnxm.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    if (argc < 3) {
        fputs("usage: kernels OP X...\n", stderr);
        return 2;
    }
    int op = 0;
    while (op < ONNXM_OP_COUNT && strcmp(onnxm_op_name((onnxm_op)op), argv[1]) != 0)
        op++;
    if (op == ONNXM_OP_COUNT) {
        fprintf(stderr, "kernels: unknown operator %s\n", argv[1]);
        return 2;
    }
    size_t n = (size_t)argc - 2;
    float *x = malloc(n * sizeof *x);
    if (!x)
        return 1;
    for (size_t i = 0; i < n; i++)
        x[i] = strtof(argv[2 + i], NULL);
    onnxm_threadpool *pool = NULL;
    onnxm_status st = onnxm_threadpool_create(2, &pool);
    if (st == ONNXM_OK)
        st = onnxm_unary_pool(pool, ONNXM_ISA_AUTO, (onnxm_op)op, ONNXM_FLOAT, x, x, n);
    onnxm_threadpool_free(pool);
    if (st != ONNXM_OK) {
        fprintf(stderr, "kernels: %s\n", onnxm_status_string(st));
        free(x);
        return 1;
    }
    printf("onnxm %s\n", onnxm_version_string());
    for (size_t i = 0; i < n; i++) {
        unsigned bits;
        memcpy(&bits, &x[i], sizeof bits);
        printf("%s%08x", i ? " " : "", bits);
    }
    putchar('\n');
    free(x);
    return 0;
}
