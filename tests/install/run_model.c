/* run_model.c -- a program of an onnxm user, built against an installed
 * onnxm by tests/python/test_install.py (pkg-config, plain cc, CMake).
 *
 *   run_model MODEL X...   runs MODEL, whose one input is a float vector, on
 *                          the values X and prints "onnxm <version>", then
 *                          per output "<name> <bits> <bits> ..." with each
 *                          float's encoding in hex.
 * Exit status 0, or 1 with the library's message on stderr. */
#include <onnxm.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    if (argc < 3) {
        fputs("usage: run_model MODEL X...\n", stderr);
        return 2;
    }
    onnxm_error err = {0};
    onnxm_model *model = NULL;
    int64_t n = argc - 2;
    onnxm_tensor *x = NULL;
    onnxm_tensor *outputs[8] = {0};
    onnxm_value_info in;
    int rc = 1;
    if (onnxm_model_load_file(argv[1], &model, &err) != ONNXM_OK ||
        onnxm_model_input_info(model, 0, &in) != ONNXM_OK ||
        onnxm_tensor_create(ONNXM_FLOAT, 1, &n, &x, &err) != ONNXM_OK)
        goto done;
    float *xs = onnxm_tensor_data(x);
    for (int64_t i = 0; i < n; i++)
        xs[i] = strtof(argv[2 + i], NULL);
    size_t n_out = onnxm_model_output_count(model);
    if (n_out > sizeof outputs / sizeof outputs[0]) {
        fputs("run_model: too many outputs\n", stderr);
        goto done;
    }
    const onnxm_tensor *inputs[1] = {x};
    if (onnxm_model_run(model, 1, &in.name, inputs, outputs, &err) != ONNXM_OK)
        goto done;
    printf("onnxm %s\n", onnxm_version_string());
    for (size_t j = 0; j < n_out; j++) {
        onnxm_value_info out;
        onnxm_model_output_info(model, j, &out);
        printf("%s", out.name);
        const float *ys = onnxm_tensor_data_const(outputs[j]);
        for (size_t i = 0; i < onnxm_tensor_count(outputs[j]); i++) {
            unsigned bits;
            memcpy(&bits, &ys[i], sizeof bits);
            printf(" %08x", bits);
        }
        putchar('\n');
    }
    rc = 0;
done:
    if (rc != 0 && err.status != ONNXM_OK)
        fprintf(stderr, "run_model: %s\n", err.message);
    for (size_t j = 0; j < sizeof outputs / sizeof outputs[0]; j++)
        onnxm_tensor_free(outputs[j]);
    onnxm_tensor_free(x);
    onnxm_model_free(model);
    return rc;
}
