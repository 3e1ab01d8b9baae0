/* model_builder.h -- ONNX models built in memory for the C tests of the
 * model layer (sessions, limits, external data, threads, big tensors),
 * serialised with the library's own protobuf-c schema. */
#ifndef ONNXM_TESTS_MODEL_BUILDER_H
#define ONNXM_TESTS_MODEL_BUILDER_H

#include <stddef.h>
#include <stdint.h>

#include "onnxm.h"

/* A shape for graph inputs/outputs: dims[i] < 0 is the symbolic dim "N". */
typedef struct {
    size_t rank;
    int64_t dims[ONNXM_MAX_RANK];
} mb_shape;

/* One initializer whose data is external: TensorProto with
 * data_location = EXTERNAL and the given entries (NULL: entry left out). */
typedef struct {
    const char *name;
    onnxm_dtype dtype;
    mb_shape shape;
    const char *location, *offset, *length;
} mb_external_spec;

/* x -> ops[0] -> ... -> ops[n-1] -> y, opset 13, all of dtype.  Packed
 * bytes in a new buffer (caller frees), *size set; NULL if out of memory. */
unsigned char *mb_chain(const onnxm_op *ops, size_t n_ops, onnxm_dtype dtype, mb_shape shape,
                        size_t *size);

/* n parallel branches x<i> -> op -> y<i>: n graph inputs, n outputs. */
unsigned char *mb_wide(onnxm_op op, size_t n, onnxm_dtype dtype, mb_shape shape, size_t *size);

/* y = op(w) where w is an external initializer (no graph input). */
unsigned char *mb_external(onnxm_op op, const mb_external_spec *w, size_t *size);

/* Writes bytes to path; 0 on success. */
int mb_write_file(const char *path, const void *data, size_t size);

#endif
