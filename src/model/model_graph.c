/* model_graph.c -- from GraphProto to a checked, sorted graph:
 *   1. values: initializers, graph inputs, node outputs (names unique);
 *   2. node inputs linked to the values they read (dangling -> error);
 *   3. nodes sorted topologically (they may come in any order; cycle ->
 *      error), keeping file order wherever the file is already valid;
 *   4. element types propagated from inputs/initializers through the nodes
 *      and checked against each node's version when known;
 *   5. graph outputs resolved and their declared types checked, and the
 *      last reader of each value recorded (model_plan.c plans memory by it). */
#include "model/model.h"
#include "tensor/proto_tensor.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------ value info reading */

static onnxm_status read_shape(const Onnx__TensorShapeProto *sp, const char *role,
                               const char *name, model_shape *shape, onnxm_error *err)
{
    if (sp->n_dim > ONNXM_MAX_RANK)
        return onnxm_fail(err, ONNXM_ERR_LIMIT, "%s '%s' has rank %zu, the maximum is %d", role,
                          name, sp->n_dim, ONNXM_MAX_RANK);
    /* +1: a rank-0 shape still gets non-NULL arrays. */
    int64_t *dims = calloc(sp->n_dim + 1, sizeof *dims);
    const char **params = calloc(sp->n_dim + 1, sizeof *params);
    if (dims == NULL || params == NULL) {
        free(dims);
        free(params);
        return onnxm_fail(err, ONNXM_ERR_OUT_OF_MEMORY, "out of memory reading a shape");
    }
    for (size_t i = 0; i < sp->n_dim; i++) {
        const Onnx__TensorShapeProto__Dimension *d = sp->dim[i];
        dims[i] = -1; /* symbolic or unknown */
        if (d->value_case == ONNX__TENSOR_SHAPE_PROTO__DIMENSION__VALUE_DIM_VALUE) {
            if (d->dim_value < 0) {
                free(dims);
                free(params);
                return onnxm_fail(err, ONNXM_ERR_INVALID_MODEL,
                                  "%s '%s': dimension %zu is negative (%lld)", role, name, i,
                                  (long long)d->dim_value);
            }
            dims[i] = d->dim_value;
        } else if (d->value_case == ONNX__TENSOR_SHAPE_PROTO__DIMENSION__VALUE_DIM_PARAM) {
            params[i] = d->dim_param;
        }
    }
    shape->rank = (int64_t)sp->n_dim;
    shape->dims = dims;
    shape->params = params;
    return ONNXM_OK;
}

/* Reads a ValueInfoProto's tensor type and shape into io (io->value unset). */
static onnxm_status read_value_info(const Onnx__ValueInfoProto *vi, const char *role,
                                    model_io *io, onnxm_error *err)
{
    const char *name = vi->name != NULL ? vi->name : "";
    io->elem_type = 0;
    io->shape.rank = -1;
    io->shape.dims = NULL;
    io->shape.params = NULL;
    if (name[0] == '\0')
        return onnxm_fail(err, ONNXM_ERR_INVALID_MODEL, "a graph %s has no name", role);
    if (vi->type == NULL)
        return ONNXM_OK; /* type left to inference */
    if (vi->type->value_case != ONNX__TYPE_PROTO__VALUE_TENSOR_TYPE)
        return onnxm_fail(err, ONNXM_ERR_UNSUPPORTED_TYPE,
                          "graph %s '%s' is not a tensor (sequence, map and optional types "
                          "are not supported)",
                          role, name);
    const Onnx__TypeProto__Tensor *tt = vi->type->tensor_type;
    io->elem_type = tt->has_elem_type ? tt->elem_type : 0;
    if (tt->shape != NULL)
        return read_shape(tt->shape, role, name, &io->shape, err);
    return ONNXM_OK;
}

/* Used as the params of shapes that have only numeric dims. */
static const char *const no_params[ONNXM_MAX_RANK + 1];

/* Appends a value; the caller has checked that the name is new, and the
 * array was sized for every possible value up front. */
static void add_value(onnxm_model *m, const char *name, size_t *index)
{
    model_value *v = &m->values[m->n_values];
    memset(v, 0, sizeof *v);
    v->name = name;
    v->producer = MODEL_NONE;
    v->last_use = MODEL_NONE;
    v->root = m->n_values;
    v->input_index = MODEL_NONE;
    v->output_index = MODEL_NONE;
    v->own_shape.rank = -1;
    v->shape = &v->own_shape;
    name_map_insert(&m->names, name, m->n_values);
    *index = m->n_values++;
}

/* What already bears a name, for "duplicate name" messages. */
static const char *value_role(const onnxm_model *m, size_t v)
{
    const model_value *val = &m->values[v];
    if (val->producer != MODEL_NONE)
        return "the output of another node";
    if (val->initializer != NULL)
        return "an initializer";
    return "a graph input";
}

/* The initializer as a tensor; its raw_data is then released from the
 * parsed model, so that the data is held once, not twice. */
static onnxm_status convert_initializer(onnxm_model *m, Onnx__TensorProto *tp, onnxm_tensor **t,
                                        onnxm_error *err)
{
    /* The cap covers the parsed model plus all initializers. */
    proto_tensor_opts opts = {m->dir, m->budget.used + m->data_bytes, m->budget.limit};
    onnxm_status st = onnxm_tensor_from_proto(tp, &opts, t, err);
    if (st != ONNXM_OK)
        return st;
    m->data_bytes += (*t)->nbytes;
    if (tp->has_raw_data) {
        pb_budget_free(&m->budget, tp->raw_data.data);
        tp->raw_data.data = NULL;
        tp->raw_data.len = 0;
        tp->has_raw_data = 0;
    }
    return ONNXM_OK;
}

static onnxm_status add_initializers(onnxm_model *m, const Onnx__GraphProto *g, onnxm_error *err)
{
    for (size_t i = 0; i < g->n_initializer; i++) {
        const Onnx__TensorProto *tp = g->initializer[i];
        const char *name = tp->name != NULL ? tp->name : "";
        onnxm_tensor *t;
        size_t v;
        if (name[0] == '\0')
            return onnxm_fail(err, ONNXM_ERR_INVALID_MODEL, "initializer #%zu has no name", i);
        if (name_map_find(&m->names, name) != MODEL_NONE)
            return onnxm_fail(err, ONNXM_ERR_INVALID_MODEL, "initializer '%s' is defined twice",
                              name);
        onnxm_status st = convert_initializer(m, g->initializer[i], &t, err);
        if (st != ONNXM_OK)
            return onnxm_fail_context(err, st, "initializer '%s'", name);
        add_value(m, name, &v);
        model_value *val = &m->values[v];
        val->initializer = t;
        val->elem_type = (int32_t)t->dtype;
        val->own_shape.rank = (int64_t)t->rank;
        val->own_shape.dims = t->dims;
        val->own_shape.params = no_params;
    }
    return ONNXM_OK;
}

/* A graph input that is also an initializer is a default the caller may
 * override; its declared type must agree with the initializer's. */
static onnxm_status link_input_to_initializer(onnxm_model *m, model_io *io, size_t v,
                                              onnxm_error *err)
{
    model_value *val = &m->values[v];
    char a[32], b[32];
    if (val->initializer == NULL || val->is_input)
        return onnxm_fail(err, ONNXM_ERR_INVALID_MODEL, "graph input '%s' is listed twice",
                          val->name);
    if (io->elem_type != 0 && io->elem_type != val->elem_type)
        return onnxm_fail(err, ONNXM_ERR_TYPE_MISMATCH,
                          "graph input '%s' is declared %s but its initializer is %s", val->name,
                          model_type_name(io->elem_type, a, sizeof a),
                          model_type_name(val->elem_type, b, sizeof b));
    if (io->shape.rank >= 0)
        val->shape = &io->shape;
    return ONNXM_OK;
}

static onnxm_status add_graph_inputs(onnxm_model *m, const Onnx__GraphProto *g, onnxm_error *err)
{
    m->inputs = calloc(g->n_input + 1, sizeof *m->inputs);
    m->required = calloc(g->n_input + 1, sizeof *m->required);
    if (m->inputs == NULL || m->required == NULL)
        return onnxm_fail(err, ONNXM_ERR_OUT_OF_MEMORY, "out of memory loading graph inputs");
    for (size_t i = 0; i < g->n_input; i++) {
        model_io *io = &m->inputs[i];
        onnxm_status st = read_value_info(g->input[i], "input", io, err);
        m->n_inputs = i + 1; /* its shape arrays are now ours to free */
        if (st != ONNXM_OK)
            return st;
        size_t v = name_map_find(&m->names, g->input[i]->name);
        if (v != MODEL_NONE) {
            st = link_input_to_initializer(m, io, v, err);
            if (st != ONNXM_OK)
                return st;
        } else {
            add_value(m, g->input[i]->name, &v);
            m->values[v].elem_type = io->elem_type;
            m->values[v].shape = &io->shape;
            m->required[m->n_required++] = i;
        }
        m->values[v].is_input = 1;
        m->values[v].input_index = i;
        io->value = v;
    }
    return ONNXM_OK;
}

static onnxm_status add_nodes(onnxm_model *m, const Onnx__GraphProto *g, onnxm_error *err)
{
    char label[160];
    m->nodes = calloc(g->n_node + 1, sizeof *m->nodes);
    if (m->nodes == NULL)
        return onnxm_fail(err, ONNXM_ERR_OUT_OF_MEMORY, "out of memory loading nodes");
    for (size_t i = 0; i < g->n_node; i++) {
        model_node *node = &m->nodes[i];
        onnxm_status st = model_resolve_node(m, g->node[i], i, node, err);
        if (st != ONNXM_OK)
            return st;
        m->n_nodes = i + 1;
        const char *out = g->node[i]->output[0];
        size_t v = name_map_find(&m->names, out);
        if (v != MODEL_NONE)
            return onnxm_fail(err, ONNXM_ERR_INVALID_MODEL,
                              "%s: output '%s' is already %s",
                              model_node_label(g->node[i], i, label, sizeof label), out,
                              value_role(m, v));
        add_value(m, out, &node->output);
        m->values[node->output].producer = i; /* file index until sorted */
    }
    return ONNXM_OK;
}

static onnxm_status link_node_inputs(onnxm_model *m, onnxm_error *err)
{
    char label[160];
    for (size_t i = 0; i < m->n_nodes; i++) {
        model_node *node = &m->nodes[i];
        const char *in = node->proto->input[0];
        node->input = name_map_find(&m->names, in);
        if (node->input == MODEL_NONE)
            return onnxm_fail(err, ONNXM_ERR_INVALID_MODEL,
                              "%s: input '%s' is not produced by any node, graph input or "
                              "initializer",
                              model_node_label(node->proto, i, label, sizeof label), in);
    }
    return ONNXM_OK;
}

/* ------------------------------------------------------ topological sort */

/* Min-heap of node file indices: Kahn's algorithm that always takes the
 * ready node that comes first in the file, so a file already in a valid
 * order keeps it (and `onnxm info` shows the nodes as written). */
typedef struct {
    size_t *items;
    size_t n;
} index_heap;

static void heap_push(index_heap *h, size_t x)
{
    size_t i = h->n++;
    while (i > 0 && h->items[(i - 1) / 2] > x) {
        h->items[i] = h->items[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    h->items[i] = x;
}

static size_t heap_pop(index_heap *h)
{
    size_t top = h->items[0], last = h->items[--h->n], i = 0;
    for (;;) {
        size_t c = 2 * i + 1;
        if (c >= h->n)
            break;
        if (c + 1 < h->n && h->items[c + 1] < h->items[c])
            c++;
        if (h->items[c] >= last)
            break;
        h->items[i] = h->items[c];
        i = c;
    }
    if (h->n > 0)
        h->items[i] = last;
    return top;
}

/* Names a node on a cycle: following producers from any unsorted node
 * must enter the cycle within n_nodes steps. */
static onnxm_status report_cycle(const onnxm_model *m, const unsigned char *done,
                                 onnxm_error *err)
{
    char label[160];
    size_t k = 0;
    while (done[k])
        k++;
    for (size_t step = 0; step < m->n_nodes; step++)
        k = m->values[m->nodes[k].input].producer;
    return onnxm_fail(err, ONNXM_ERR_INVALID_MODEL,
                      "graph has a cycle through %s (reading '%s')",
                      model_node_label(m->nodes[k].proto, k, label, sizeof label),
                      m->values[m->nodes[k].input].name);
}

/* consumers of value v: first[v] .. first[v+1]-1 in list (CSR). */
static onnxm_status build_consumers(const onnxm_model *m, size_t **first, size_t **list,
                                    onnxm_error *err)
{
    *first = calloc(m->n_values + 2, sizeof **first);
    *list = calloc(m->n_nodes + 1, sizeof **list);
    if (*first == NULL || *list == NULL)
        return onnxm_fail(err, ONNXM_ERR_OUT_OF_MEMORY, "out of memory sorting the graph");
    for (size_t i = 0; i < m->n_nodes; i++)
        (*first)[m->nodes[i].input + 2]++;
    for (size_t v = 0; v < m->n_values; v++)
        (*first)[v + 2] += (*first)[v + 1];
    /* first[v+1] now is the start of v's slot; filling advances it to the
     * end, which is the start of v+1: the usual one-pass CSR trick. */
    for (size_t i = 0; i < m->n_nodes; i++)
        (*list)[(*first)[m->nodes[i].input + 1]++] = i;
    return ONNXM_OK;
}

static onnxm_status sort_nodes(onnxm_model *m, onnxm_error *err)
{
    size_t *first = NULL, *list = NULL, *order = NULL;
    unsigned char *done = NULL;
    index_heap heap = {NULL, 0};
    onnxm_status st = build_consumers(m, &first, &list, err);
    size_t n_order = 0;
    if (st == ONNXM_OK) {
        order = calloc(m->n_nodes + 1, sizeof *order);
        heap.items = calloc(m->n_nodes + 1, sizeof *heap.items);
        done = calloc(m->n_nodes + 1, 1);
        if (order == NULL || heap.items == NULL || done == NULL)
            st = onnxm_fail(err, ONNXM_ERR_OUT_OF_MEMORY, "out of memory sorting the graph");
    }
    if (st == ONNXM_OK) {
        /* Ready: nodes reading a graph input or an initializer. */
        for (size_t i = 0; i < m->n_nodes; i++)
            if (m->values[m->nodes[i].input].producer == MODEL_NONE)
                heap_push(&heap, i);
        while (heap.n > 0) {
            size_t k = heap_pop(&heap);
            size_t out = m->nodes[k].output;
            order[n_order++] = k;
            done[k] = 1;
            for (size_t c = first[out]; c < first[out + 1]; c++)
                heap_push(&heap, list[c]);
        }
        if (n_order < m->n_nodes)
            st = report_cycle(m, done, err);
    }
    if (st == ONNXM_OK) {
        /* Permute nodes into execution order; producers follow. */
        model_node *sorted = calloc(m->n_nodes + 1, sizeof *sorted);
        if (sorted == NULL) {
            st = onnxm_fail(err, ONNXM_ERR_OUT_OF_MEMORY, "out of memory sorting the graph");
        } else {
            for (size_t i = 0; i < m->n_nodes; i++) {
                sorted[i] = m->nodes[order[i]];
                m->values[sorted[i].output].producer = i;
            }
            free(m->nodes);
            m->nodes = sorted;
        }
    }
    free(first);
    free(list);
    free(order);
    free(heap.items);
    free(done);
    return st;
}

/* ------------------------------------------------------------ types, uses */

static onnxm_status propagate_types(onnxm_model *m, onnxm_error *err)
{
    for (size_t i = 0; i < m->n_nodes; i++) {
        model_node *node = &m->nodes[i];
        const model_value *in = &m->values[node->input];
        model_value *out = &m->values[node->output];
        node->elem_type = in->elem_type;
        if (node->elem_type != 0) {
            onnxm_status st = model_check_node_type(m, node, node->elem_type, err);
            if (st != ONNXM_OK)
                return st;
        }
        /* Element-wise: same type, same shape. */
        out->elem_type = in->elem_type;
        out->shape = in->shape;
        out->root = in->root;
        m->values[node->input].last_use = i;
    }
    return ONNXM_OK;
}

static onnxm_status add_graph_outputs(onnxm_model *m, const Onnx__GraphProto *g, onnxm_error *err)
{
    char a[32], b[32];
    m->outputs = calloc(g->n_output + 1, sizeof *m->outputs);
    if (m->outputs == NULL)
        return onnxm_fail(err, ONNXM_ERR_OUT_OF_MEMORY, "out of memory loading graph outputs");
    for (size_t i = 0; i < g->n_output; i++) {
        model_io *io = &m->outputs[i];
        onnxm_status st = read_value_info(g->output[i], "output", io, err);
        m->n_outputs = i + 1;
        if (st != ONNXM_OK)
            return st;
        io->value = name_map_find(&m->names, g->output[i]->name);
        if (io->value == MODEL_NONE)
            return onnxm_fail(err, ONNXM_ERR_INVALID_MODEL,
                              "graph output '%s' is not produced by any node, graph input or "
                              "initializer",
                              g->output[i]->name);
        model_value *val = &m->values[io->value];
        if (io->elem_type != 0 && val->elem_type != 0 && io->elem_type != val->elem_type)
            return onnxm_fail(err, ONNXM_ERR_TYPE_MISMATCH,
                              "graph output '%s' is declared %s but is computed as %s",
                              val->name, model_type_name(io->elem_type, a, sizeof a),
                              model_type_name(val->elem_type, b, sizeof b));
        val->is_output = 1;
        if (val->output_index == MODEL_NONE)
            val->output_index = i;
        io->is_copy = val->producer == MODEL_NONE || val->output_index != i;
    }
    return ONNXM_OK;
}

onnxm_status model_build_graph(onnxm_model *m, onnxm_error *err)
{
    const Onnx__GraphProto *g = m->proto->graph;
    size_t max_values = g->n_initializer;
    /* At most one value per initializer, graph input and node output. */
    if (max_values > SIZE_MAX - g->n_input - g->n_node - 1)
        return onnxm_fail(err, ONNXM_ERR_LIMIT, "graph too large");
    max_values += g->n_input + g->n_node;
    m->values = calloc(max_values + 1, sizeof *m->values);
    if (m->values == NULL)
        return onnxm_fail(err, ONNXM_ERR_OUT_OF_MEMORY, "out of memory loading the graph");
    onnxm_status st = name_map_init(&m->names, max_values);
    if (st != ONNXM_OK)
        return onnxm_fail(err, st, "out of memory loading the graph");
    st = add_initializers(m, g, err);
    if (st == ONNXM_OK)
        st = add_graph_inputs(m, g, err);
    if (st == ONNXM_OK)
        st = add_nodes(m, g, err);
    if (st == ONNXM_OK)
        st = link_node_inputs(m, err);
    if (st == ONNXM_OK)
        st = sort_nodes(m, err);
    if (st == ONNXM_OK)
        st = propagate_types(m, err);
    if (st == ONNXM_OK)
        st = add_graph_outputs(m, g, err);
    return st;
}
