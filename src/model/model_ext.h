/* model_ext.h -- model introspection not (yet) in include/onnxm.h, used by
 * the CLI.  Candidates for the public API; until then, private to the
 * project. */
#ifndef ONNXM_MODEL_EXT_H
#define ONNXM_MODEL_EXT_H

#include "onnxm.h"

/* ModelProto.ir_version, 0 if absent. */
int64_t onnxm_model_ir_version(const onnxm_model *m);

/* Initializers in the graph (with or without a graph input). */
size_t onnxm_model_initializer_count(const onnxm_model *m);

#endif
