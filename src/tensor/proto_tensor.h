/* proto_tensor.h -- conversion between onnx.TensorProto and onnxm_tensor,
 * shared by tensor files (.pb) and model initializers. */
#ifndef ONNXM_PROTO_TENSOR_H
#define ONNXM_PROTO_TENSOR_H

#include "tensor/tensor_internal.h"
#include "onnxm_onnx.pb-c.h"

/* Where a TensorProto may take its data from, and how much it may use. */
typedef struct {
    /* Directory external data is read relative to; NULL refuses external
     * data ("only for models loaded from a file", or a configured dir). */
    const char *external_dir;
    size_t held;      /* bytes already held against the cap */
    size_t max_bytes; /* the cap: held + the tensor's data; 0: none */
} proto_tensor_opts;

/* A new tensor holding the data of tp (raw_data, the typed field of its
 * type, or external data when opts allow it), named after tp->name.
 * Refuses unsupported types, segmented data, a value count that does not
 * match the dims, and a tensor over opts->max_bytes -- all before the
 * data is allocated.  opts may be NULL (no external data, no cap). */
onnxm_status onnxm_tensor_from_proto(const Onnx__TensorProto *tp, const proto_tensor_opts *opts,
                                     onnxm_tensor **out, onnxm_error *err);

/* External data (external_data.c): the tensor `shape` (dims, count,
 * nbytes set) filled from the file named by tp->external_data, resolved
 * inside dir.  Large ranges are mapped, small ones read.  Refuses an
 * absolute location, one that leaves dir (by ".." or through a symlink),
 * a non-regular file and a range beyond the end of the file. */
onnxm_status onnxm_tensor_read_external(const Onnx__TensorProto *tp, const onnxm_tensor *shape,
                                        const char *dir, onnxm_tensor **out, onnxm_error *err);

#endif
