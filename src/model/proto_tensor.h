/* proto_tensor.h -- conversion between onnx.TensorProto and onnxm_tensor,
 * shared by tensor files (.pb) and model initializers. */
#ifndef ONNXM_PROTO_TENSOR_H
#define ONNXM_PROTO_TENSOR_H

#include "model/model_internal.h"
#include "onnxm_onnx.pb-c.h"

/* A new tensor holding the data of tp (raw_data or the typed field of its
 * type), named after tp->name.  Refuses unsupported types, external or
 * segmented data, and a value count that does not match the dims. */
onnxm_status onnxm_tensor_from_proto(const Onnx__TensorProto *tp, onnxm_tensor **out,
                                     onnxm_error *err);

#endif
