/* model_builder.c -- see model_builder.h. */
#include "model_builder.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "onnxm_onnx.pb-c.h"

typedef struct {
    Onnx__TensorShapeProto__Dimension dim_store[ONNXM_MAX_RANK];
    Onnx__TensorShapeProto__Dimension *dims[ONNXM_MAX_RANK];
    Onnx__TensorShapeProto shape;
    Onnx__TypeProto__Tensor tensor;
    Onnx__TypeProto type;
    Onnx__ValueInfoProto vi;
} value_info;

static void make_value_info(value_info *v, const char *name, onnxm_dtype dtype, mb_shape s)
{
    onnx__tensor_shape_proto__init(&v->shape);
    for (size_t i = 0; i < s.rank; i++) {
        Onnx__TensorShapeProto__Dimension *d = &v->dim_store[i];
        onnx__tensor_shape_proto__dimension__init(d);
        if (s.dims[i] < 0) {
            d->value_case = ONNX__TENSOR_SHAPE_PROTO__DIMENSION__VALUE_DIM_PARAM;
            d->dim_param = "N";
        } else {
            d->value_case = ONNX__TENSOR_SHAPE_PROTO__DIMENSION__VALUE_DIM_VALUE;
            d->dim_value = s.dims[i];
        }
        v->dims[i] = d;
    }
    v->shape.n_dim = s.rank;
    v->shape.dim = v->dims;
    onnx__type_proto__tensor__init(&v->tensor);
    v->tensor.has_elem_type = 1;
    v->tensor.elem_type = (int32_t)dtype;
    v->tensor.shape = &v->shape;
    onnx__type_proto__init(&v->type);
    v->type.value_case = ONNX__TYPE_PROTO__VALUE_TENSOR_TYPE;
    v->type.tensor_type = &v->tensor;
    onnx__value_info_proto__init(&v->vi);
    v->vi.name = (char *)name;
    v->vi.type = &v->type;
}

/* Packs a graph into a ModelProto importing opset 13. */
static unsigned char *pack_model(Onnx__GraphProto *g, size_t *size)
{
    Onnx__OperatorSetIdProto opset = ONNX__OPERATOR_SET_ID_PROTO__INIT;
    Onnx__OperatorSetIdProto *opsets[1] = {&opset};
    Onnx__ModelProto m = ONNX__MODEL_PROTO__INIT;
    opset.domain = "";
    opset.has_version = 1;
    opset.version = 13;
    m.has_ir_version = 1;
    m.ir_version = 7;
    m.n_opset_import = 1;
    m.opset_import = opsets;
    m.producer_name = "onnxm-c-tests";
    m.graph = g;
    *size = onnx__model_proto__get_packed_size(&m);
    unsigned char *buf = malloc(*size + 1);
    if (buf != NULL)
        onnx__model_proto__pack(&m, buf);
    return buf;
}

/* Node storage for n nodes with one input and one output each. */
typedef struct {
    Onnx__NodeProto *nodes;
    Onnx__NodeProto **node_ptrs;
    char **names; /* 2 per node: in, out */
} node_block;

static int alloc_nodes(node_block *b, size_t n)
{
    b->nodes = calloc(n + 1, sizeof *b->nodes);
    b->node_ptrs = calloc(n + 1, sizeof *b->node_ptrs);
    b->names = calloc(2 * n + 2, sizeof *b->names);
    return b->nodes != NULL && b->node_ptrs != NULL && b->names != NULL;
}

static void free_nodes(node_block *b, size_t n)
{
    for (size_t i = 0; b->names != NULL && i < 2 * n + 2; i++)
        free(b->names[i]);
    free(b->names);
    free(b->nodes);
    free(b->node_ptrs);
}

static void set_node(node_block *b, size_t i, onnxm_op op, char **in, char **out)
{
    Onnx__NodeProto *node = &b->nodes[i];
    onnx__node_proto__init(node);
    node->op_type = (char *)onnxm_op_name(op);
    node->n_input = 1;
    node->input = in;
    node->n_output = 1;
    node->output = out;
    b->node_ptrs[i] = node;
}

static char *name_of(const char *prefix, size_t i)
{
    char *s = malloc(32);
    if (s != NULL)
        snprintf(s, 32, "%s%zu", prefix, i);
    return s;
}

unsigned char *mb_chain(const onnxm_op *ops, size_t n_ops, onnxm_dtype dtype, mb_shape shape,
                        size_t *size)
{
    node_block b;
    value_info in, out;
    unsigned char *buf = NULL;
    if (!alloc_nodes(&b, n_ops))
        goto done;
    /* Values: "x", "t1", ..., "t<n-1>", "y". */
    for (size_t i = 0; i <= n_ops; i++) {
        b.names[i] = name_of(i == 0 ? "x" : i == n_ops ? "y" : "t", i);
        if (b.names[i] == NULL)
            goto done;
        if (i == 0 || i == n_ops)
            b.names[i][1] = '\0'; /* "x", "y" */
    }
    for (size_t i = 0; i < n_ops; i++)
        set_node(&b, i, ops[i], &b.names[i], &b.names[i + 1]);
    make_value_info(&in, "x", dtype, shape);
    make_value_info(&out, "y", dtype, shape);
    Onnx__ValueInfoProto *ins[1] = {&in.vi}, *outs[1] = {&out.vi};
    Onnx__GraphProto g = ONNX__GRAPH_PROTO__INIT;
    g.name = "chain";
    g.n_node = n_ops;
    g.node = b.node_ptrs;
    g.n_input = 1;
    g.input = ins;
    g.n_output = 1;
    g.output = outs;
    buf = pack_model(&g, size);
done:
    free_nodes(&b, n_ops);
    return buf;
}

unsigned char *mb_wide(onnxm_op op, size_t n, onnxm_dtype dtype, mb_shape shape, size_t *size)
{
    node_block b;
    value_info *ins = calloc(n + 1, sizeof *ins), *outs = calloc(n + 1, sizeof *outs);
    Onnx__ValueInfoProto **in_ptrs = calloc(n + 1, sizeof *in_ptrs);
    Onnx__ValueInfoProto **out_ptrs = calloc(n + 1, sizeof *out_ptrs);
    unsigned char *buf = NULL;
    int ok = alloc_nodes(&b, n) && ins != NULL && outs != NULL && in_ptrs != NULL &&
             out_ptrs != NULL;
    for (size_t i = 0; ok && i < n; i++) {
        b.names[2 * i] = name_of("x", i);
        b.names[2 * i + 1] = name_of("y", i);
        if (b.names[2 * i] == NULL || b.names[2 * i + 1] == NULL) {
            ok = 0;
            break;
        }
        set_node(&b, i, op, &b.names[2 * i], &b.names[2 * i + 1]);
        make_value_info(&ins[i], b.names[2 * i], dtype, shape);
        make_value_info(&outs[i], b.names[2 * i + 1], dtype, shape);
        in_ptrs[i] = &ins[i].vi;
        out_ptrs[i] = &outs[i].vi;
    }
    if (ok) {
        Onnx__GraphProto g = ONNX__GRAPH_PROTO__INIT;
        g.name = "wide";
        g.n_node = n;
        g.node = b.node_ptrs;
        g.n_input = n;
        g.input = in_ptrs;
        g.n_output = n;
        g.output = out_ptrs;
        buf = pack_model(&g, size);
    }
    free_nodes(&b, n);
    free(ins);
    free(outs);
    free(in_ptrs);
    free(out_ptrs);
    return buf;
}

unsigned char *mb_external(onnxm_op op, const mb_external_spec *w, size_t *size)
{
    Onnx__StringStringEntryProto entries[3], *entry_ptrs[3];
    const char *keys[3] = {"location", "offset", "length"};
    const char *values[3] = {w->location, w->offset, w->length};
    Onnx__TensorProto t = ONNX__TENSOR_PROTO__INIT;
    size_t n_entries = 0;
    for (size_t i = 0; i < 3; i++) {
        if (values[i] == NULL)
            continue;
        onnx__string_string_entry_proto__init(&entries[n_entries]);
        entries[n_entries].key = (char *)keys[i];
        entries[n_entries].value = (char *)values[i];
        entry_ptrs[n_entries] = &entries[n_entries];
        n_entries++;
    }
    t.name = (char *)w->name;
    t.n_dims = w->shape.rank;
    t.dims = (int64_t *)w->shape.dims;
    t.has_data_type = 1;
    t.data_type = (int32_t)w->dtype;
    t.has_data_location = 1;
    t.data_location = ONNX__TENSOR_PROTO__DATA_LOCATION__EXTERNAL;
    t.n_external_data = n_entries;
    t.external_data = entry_ptrs;
    Onnx__TensorProto *inits[1] = {&t};

    char *in_name = (char *)w->name, *out_name = "y";
    Onnx__NodeProto node = ONNX__NODE_PROTO__INIT;
    Onnx__NodeProto *nodes[1] = {&node};
    node.op_type = (char *)onnxm_op_name(op);
    node.n_input = 1;
    node.input = &in_name;
    node.n_output = 1;
    node.output = &out_name;
    value_info out;
    make_value_info(&out, "y", w->dtype, w->shape);
    Onnx__ValueInfoProto *outs[1] = {&out.vi};
    Onnx__GraphProto g = ONNX__GRAPH_PROTO__INIT;
    g.name = "external";
    g.n_node = 1;
    g.node = nodes;
    g.n_initializer = 1;
    g.initializer = inits;
    g.n_output = 1;
    g.output = outs;
    return pack_model(&g, size);
}

int mb_write_file(const char *path, const void *data, size_t size)
{
    FILE *f = fopen(path, "wb");
    if (f == NULL)
        return -1;
    int ok = fwrite(data, 1, size, f) == size;
    return (fclose(f) == 0 && ok) ? 0 : -1;
}
