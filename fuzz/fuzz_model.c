/* fuzz_model.c -- libFuzzer target: a model from untrusted bytes is
 * parsed, validated, planned and run (inputs made from what it declares),
 * into library-owned and then caller-owned outputs, under a memory cap.
 * Any crash, sanitizer report or malformed message is a bug. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"
#include "onnxm.h"

/* Inputs bigger than this are not run: the fuzzer looks for bugs, and a
 * large run only costs time. */
#define MAX_INPUT_ELEMENTS 4096

/* A tensor as the input declares it: unknown type -> float, unknown rank
 * -> [3], symbolic dims -> 2; NULL if that is too large or not a type
 * onnxm has (then the run's own refusal is exercised with a float). */
static onnxm_tensor *make_input(const onnxm_value_info *vi)
{
    int64_t dims[ONNXM_MAX_RANK] = {3};
    size_t rank = vi->rank < 0 ? 1 : (size_t)vi->rank;
    size_t count = 1;
    onnxm_dtype dtype = onnxm_dtype_size(vi->dtype) != 0 ? vi->dtype : ONNXM_FLOAT;
    onnxm_tensor *t = NULL;
    for (size_t i = 0; vi->rank >= 0 && i < rank; i++) {
        dims[i] = vi->dims[i] < 0 ? 2 : vi->dims[i];
        if (dims[i] > MAX_INPUT_ELEMENTS || (count *= (size_t)dims[i]) > MAX_INPUT_ELEMENTS)
            return NULL;
    }
    if (onnxm_tensor_create(dtype, rank, dims, &t, NULL) != ONNXM_OK)
        return NULL;
    /* Some values in every interesting range: 0, 1, > 1, negative, NaN. */
    unsigned char *p = onnxm_tensor_data(t);
    size_t n = onnxm_tensor_count(t) * onnxm_dtype_size(dtype);
    for (size_t i = 0; i < n; i++)
        p[i] = (unsigned char)(i * 37u + 0x3c);
    return t;
}

static void exercise_info(const onnxm_model *m)
{
    onnxm_value_info vi;
    const char *name, *domain;
    onnxm_op op;
    int since;
    onnxm_dtype dtype;
    int64_t version;
    for (size_t i = 0; i < onnxm_model_output_count(m); i++)
        if (onnxm_model_output_info(m, i, &vi) == ONNXM_OK)
            fuzz_check_string(vi.name);
    for (size_t i = 0; i < onnxm_model_node_count(m); i++)
        if (onnxm_model_node(m, i, &name, &op, &since, &dtype) == ONNXM_OK)
            fuzz_check_string(name);
    for (size_t i = 0; i < onnxm_model_opset_count(m); i++)
        if (onnxm_model_opset(m, i, &domain, &version) == ONNXM_OK)
            fuzz_check_string(domain);
}

/* Runs once into library-owned outputs, then again into caller-owned
 * copies of them (the other path through the run). */
static void run_twice(const onnxm_session *s, size_t n_in, const char **names,
                      onnxm_tensor **inputs)
{
    const onnxm_model *m = onnxm_session_model(s);
    size_t n_out = onnxm_model_output_count(m);
    onnxm_tensor **outputs = calloc(n_out + 1, sizeof *outputs);
    onnxm_tensor **views = calloc(n_out + 1, sizeof *views);
    onnxm_error err;
    if (outputs == NULL || views == NULL)
        goto done;
    if (onnxm_session_run(s, n_in, names, (const onnxm_tensor *const *)inputs, outputs, &err) !=
        ONNXM_OK) {
        fuzz_check_error(&err);
        goto done;
    }
    for (size_t j = 0; j < n_out; j++)
        if (onnxm_tensor_wrap(onnxm_tensor_dtype(outputs[j]), onnxm_tensor_rank(outputs[j]),
                              onnxm_tensor_dims(outputs[j]), onnxm_tensor_data(outputs[j]),
                              &views[j], NULL) != ONNXM_OK)
            goto done;
    if (onnxm_session_run(s, n_in, names, (const onnxm_tensor *const *)inputs, views, &err) !=
        ONNXM_OK)
        fuzz_check_error(&err);
done:
    for (size_t j = 0; j < n_out && outputs != NULL; j++) {
        onnxm_tensor_free(outputs[j]);
        if (views != NULL)
            onnxm_tensor_free(views[j]);
    }
    free(outputs);
    free(views);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    onnxm_session_options opts;
    onnxm_session *s = NULL;
    onnxm_error err;
    onnxm_session_options_init(&opts);
    opts.memory_limit = FUZZ_MEMORY_LIMIT;
    if (onnxm_session_create_buffer(data, size, &opts, &s, &err) != ONNXM_OK) {
        fuzz_check_error(&err);
        return 0;
    }
    const onnxm_model *m = onnxm_session_model(s);
    exercise_info(m);
    size_t n_in = onnxm_model_input_count(m);
    const char **names = calloc(n_in + 1, sizeof *names);
    onnxm_tensor **inputs = calloc(n_in + 1, sizeof *inputs);
    size_t made = 0;
    for (size_t i = 0; names != NULL && inputs != NULL && i < n_in; i++, made++) {
        onnxm_value_info vi;
        if (onnxm_model_input_info(m, i, &vi) != ONNXM_OK || (inputs[i] = make_input(&vi)) == NULL)
            break;
        names[i] = vi.name;
    }
    if (made == n_in && names != NULL && inputs != NULL)
        run_twice(s, n_in, names, inputs);
    for (size_t i = 0; inputs != NULL && i < made; i++)
        onnxm_tensor_free(inputs[i]);
    free(inputs);
    free(names);
    onnxm_session_free(s);
    return 0;
}
