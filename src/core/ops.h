/* ops.h -- operator metadata derived from include/onnxm_ops.def. */
#ifndef ONNXM_CORE_OPS_H
#define ONNXM_CORE_OPS_H

#include "onnxm.h"

/* Element-type bits used by the type_mask column of onnxm_ops.def. */
enum {
    ONNXM_T_F16 = 1u << 0,
    ONNXM_T_BF16 = 1u << 1,
    ONNXM_T_F32 = 1u << 2,
    ONNXM_T_F64 = 1u << 3
};

/* The ONNXM_ATTR rows of onnxm_ops.def: their index, and the bit of each
 * in the attribute_mask column (ONNXM_A_CONSUMED_INPUTS, ...). */
enum {
#define ONNXM_ATTR(ATTR, ...) ONNXM_ATTR_INDEX_##ATTR,
#include "onnxm_ops.def"
    ONNXM_ATTR_COUNT
};
enum {
#define ONNXM_ATTR(ATTR, ...) ONNXM_A_##ATTR = 1u << ONNXM_ATTR_INDEX_##ATTR,
#include "onnxm_ops.def"
};

/* The LOOP column of onnxm_ops.def (which loop the float kernel uses). */
enum { ONNXM_LOOP_PLAIN, ONNXM_LOOP_FIX, ONNXM_LOOP_PIPE };

/* The columns of an ONNXM_OP row, for the library's own use. */
typedef struct onnxm_op_desc {
    const char *name;
    onnxm_op_class op_class;
    double max_ulps_f64;
    int loop;              /* ONNXM_LOOP_* */
    int table16;           /* float16/bfloat16 from build-time tables */
    size_t min_per_thread; /* elements */
} onnxm_op_desc;

/* The descriptor of op (op < ONNXM_OP_COUNT). */
const onnxm_op_desc *onnxm_op_desc_of(onnxm_op op);

/* Dense index of a dtype in kernel tables: f16, bf16, f32, f64. */
enum { ONNXM_DT_F16, ONNXM_DT_BF16, ONNXM_DT_F32, ONNXM_DT_F64, ONNXM_DT_COUNT };

typedef struct onnxm_op_version {
    onnxm_op op;
    int since_version;
    unsigned types;      /* ONNXM_T_* */
    unsigned attributes; /* ONNXM_A_* */
} onnxm_op_version;

/* Index 0..3 for a supported dtype, -1 otherwise. */
int onnxm_dtype_index(int dtype);
/* The ONNXM_T_* bit of a dtype, 0 if unsupported. */
unsigned onnxm_dtype_bit(int dtype);

/* The operator a form computes (ONNXM_FORM rows), or op itself. */
onnxm_op onnxm_op_base(onnxm_op op);
/* The form of op that attribute row attr (ONNXM_ATTR_INDEX_*) with this
 * value selects (value: len bytes, not terminated), or op itself. */
onnxm_op onnxm_op_form_for(onnxm_op op, int attr, const char *value, size_t len);

/* Operator by ONNX name (exact, case-sensitive), never a form;
 * ONNXM_OP_COUNT if unknown. */
onnxm_op onnxm_op_lookup(const char *name);

/* The version of `op` in force at `opset`: the row with the highest
 * since_version <= opset, or NULL if the op is not defined yet at that opset. */
const onnxm_op_version *onnxm_op_resolve(onnxm_op op, int64_t opset);

/* All version rows, in the order of onnxm_ops.def (tests, benchmarks). */
const onnxm_op_version *onnxm_op_versions(size_t *count);

/* The ONNXM_ATTR row among `mask` (ONNXM_A_* bits: a version's) whose
 * name is `name`: its index (ONNXM_ATTR_INDEX_*), or -1 if none is. */
int onnxm_attr_find(unsigned mask, const char *name);
/* The row of index i (i < ONNXM_ATTR_COUNT), as the public struct. */
const onnxm_attr_info *onnxm_attr_row(int i);
/* Whether `value` is one of the row's allowed values (any, where the row
 * lists none). */
int onnxm_attr_value_allowed(const onnxm_attr_info *a, const char *value, size_t len);
/* The name of an attribute type ("string", "ints"), for messages. */
const char *onnxm_attr_type_name(int type);

#endif
