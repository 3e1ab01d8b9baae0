/* model_run.c -- onnxm_model_run: bind inputs, run nodes in order, return
 * the graph outputs.
 *
 * Each value has a slot: the tensor it currently refers to and whether the
 * run owns it.  Inputs and initializers are borrowed; node outputs are
 * owned and freed right after their last reader, or run in place when that
 * reader is the node about to overwrite them (y == x is allowed by
 * onnxm_unary), so a chain of N nodes holds one intermediate, not N. */
#include "model/model.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const onnxm_tensor *tensor;
    onnxm_tensor *owned; /* == tensor when this run must free it */
} value_slot;

static onnxm_status check_input_against_declaration(const onnxm_model *m, const model_io *io,
                                                    const onnxm_tensor *t, onnxm_error *err)
{
    const model_value *v = &m->values[io->value];
    char a[32], b[32], got[128], want[128];
    int32_t want_type = io->elem_type != 0 ? io->elem_type : v->elem_type;
    int dims_ok = 1;
    if (io->shape.rank >= 0) {
        dims_ok = (int64_t)t->rank == io->shape.rank;
        for (size_t i = 0; dims_ok && i < t->rank; i++)
            dims_ok = io->shape.dims[i] < 0 || io->shape.dims[i] == t->dims[i];
    }
    if (want_type != 0 && want_type != (int32_t)t->dtype)
        return onnxm_fail(err, ONNXM_ERR_TYPE_MISMATCH,
                          "input '%s': expected element type %s, got %s", v->name,
                          model_type_name(want_type, a, sizeof a),
                          model_type_name((int32_t)t->dtype, b, sizeof b));
    if (!dims_ok) {
        /* Symbolic dims are shown as -1 (they match anything). */
        onnxm_dims_string((size_t)io->shape.rank, io->shape.dims, want, sizeof want);
        return onnxm_fail(err, ONNXM_ERR_SHAPE_MISMATCH,
                          "input '%s': expected shape %s (-1: any), got %s", v->name, want,
                          onnxm_dims_string(t->rank, t->dims, got, sizeof got));
    }
    return ONNXM_OK;
}

static const model_io *find_graph_input(const onnxm_model *m, size_t value)
{
    for (size_t i = 0; i < m->n_inputs; i++)
        if (m->inputs[i].value == value)
            return &m->inputs[i];
    return NULL;
}

static onnxm_status bind_inputs(const onnxm_model *m, size_t n_inputs,
                                const char *const *names, const onnxm_tensor *const *inputs,
                                value_slot *slots, onnxm_error *err)
{
    for (size_t v = 0; v < m->n_values; v++)
        slots[v].tensor = m->values[v].initializer;
    for (size_t i = 0; i < n_inputs; i++) {
        if (names[i] == NULL || inputs[i] == NULL)
            return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT,
                              "onnxm_model_run: input %zu has a NULL name or tensor", i);
        size_t v = name_map_find(&m->names, names[i]);
        const model_io *io = v != MODEL_NONE ? find_graph_input(m, v) : NULL;
        if (io == NULL)
            return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT, "'%s' is not a graph input",
                              names[i]);
        for (size_t j = 0; j < i; j++)
            if (strcmp(names[j], names[i]) == 0)
                return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT, "input '%s' is given twice",
                                  names[i]);
        onnxm_status st = check_input_against_declaration(m, io, inputs[i], err);
        if (st != ONNXM_OK)
            return st;
        slots[v].tensor = inputs[i];
    }
    for (size_t r = 0; r < m->n_required; r++) {
        size_t v = m->inputs[m->required[r]].value;
        if (slots[v].tensor == NULL)
            return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT, "input '%s' is missing",
                              m->values[v].name);
    }
    return ONNXM_OK;
}

/* The output tensor of node k: the input's own buffer if this node is its
 * last reader and nobody else will see it, else a new tensor. */
static onnxm_status node_output_tensor(const onnxm_model *m, size_t k, value_slot *slots,
                                       onnxm_tensor **y, onnxm_error *err)
{
    const model_node *node = &m->nodes[k];
    value_slot *in = &slots[node->input];
    const model_value *iv = &m->values[node->input];
    if (in->owned != NULL && iv->last_use == k && !iv->is_output) {
        *y = in->owned;
        in->owned = NULL;
        in->tensor = NULL;
        return ONNXM_OK;
    }
    const onnxm_tensor *x = in->tensor;
    return onnxm_tensor_create(x->dtype, x->rank, x->dims, y, err);
}

static onnxm_status run_node(const onnxm_model *m, onnxm_threadpool *pool, size_t k, value_slot *slots,
                             onnxm_error *err)
{
    const model_node *node = &m->nodes[k];
    const onnxm_tensor *x = slots[node->input].tensor;
    onnxm_tensor *y;
    char label[160];
    /* Types not known at load (untyped graph inputs) are checked here. */
    onnxm_status st = model_check_node_type(m, node, (int32_t)x->dtype, err);
    if (st != ONNXM_OK)
        return st;
    const void *x_data = x->data;
    st = node_output_tensor(m, k, slots, &y, err);
    if (st != ONNXM_OK)
        return st;
    st = onnxm_unary_pool(pool, ONNXM_ISA_AUTO, node->op, y->dtype, x_data, y->data, y->count);
    if (st != ONNXM_OK) {
        onnxm_tensor_free(y);
        return onnxm_fail(err, st, "%s: kernel failed: %s",
                          model_node_label(node->proto, node->file_index, label, sizeof label),
                          onnxm_status_string(st));
    }
    slots[node->output].tensor = y;
    slots[node->output].owned = y;
    return ONNXM_OK;
}

/* Frees what no later node and no graph output needs. */
static void release_dead_values(const onnxm_model *m, size_t k, value_slot *slots)
{
    const model_node *node = &m->nodes[k];
    size_t candidates[2] = {node->input, node->output};
    for (size_t i = 0; i < 2; i++) {
        const model_value *v = &m->values[candidates[i]];
        value_slot *s = &slots[candidates[i]];
        int dead = v->last_use == MODEL_NONE ? candidates[i] == node->output : v->last_use == k;
        if (s->owned != NULL && dead && !v->is_output) {
            onnxm_tensor_free(s->owned);
            s->owned = NULL;
            s->tensor = NULL;
        }
    }
}

/* Graph output j: handed over if the run owns it (the first time), copied
 * otherwise (inputs, initializers, an output listed twice). */
static onnxm_status collect_outputs(const onnxm_model *m, value_slot *slots,
                                    onnxm_tensor **outputs, onnxm_error *err)
{
    for (size_t j = 0; j < m->n_outputs; j++) {
        value_slot *s = &slots[m->outputs[j].value];
        onnxm_status st = ONNXM_OK;
        if (s->owned != NULL) {
            outputs[j] = s->owned;
            s->owned = NULL; /* tensor stays valid: outputs[j] holds it */
        } else {
            st = onnxm_tensor_copy(s->tensor, &outputs[j], err);
        }
        if (st == ONNXM_OK)
            st = onnxm_tensor_set_name(outputs[j], m->values[m->outputs[j].value].name, err);
        if (st != ONNXM_OK) {
            for (size_t i = 0; i <= j; i++) {
                onnxm_tensor_free(outputs[i]);
                outputs[i] = NULL;
            }
            return st;
        }
    }
    return ONNXM_OK;
}

onnxm_status onnxm_model_run(const onnxm_model *m, size_t n_inputs,
                             const char *const *input_names, const onnxm_tensor *const *inputs,
                             onnxm_tensor **outputs, onnxm_error *err)
{
    return onnxm_model_run_pool(m, NULL, n_inputs, input_names, inputs, outputs, err);
}

onnxm_status onnxm_model_run_pool(const onnxm_model *m, onnxm_threadpool *pool, size_t n_inputs,
                                  const char *const *input_names,
                                  const onnxm_tensor *const *inputs, onnxm_tensor **outputs,
                                  onnxm_error *err)
{
    if (m == NULL || (n_inputs > 0 && (input_names == NULL || inputs == NULL)) ||
        (outputs == NULL && m->n_outputs > 0))
        return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT, "onnxm_model_run: NULL argument");
    for (size_t j = 0; j < m->n_outputs; j++)
        outputs[j] = NULL;
    value_slot *slots = calloc(m->n_values + 1, sizeof *slots);
    if (slots == NULL)
        return onnxm_fail(err, ONNXM_ERR_OUT_OF_MEMORY, "out of memory running the model");
    onnxm_status st = bind_inputs(m, n_inputs, input_names, inputs, slots, err);
    for (size_t k = 0; st == ONNXM_OK && k < m->n_nodes; k++) {
        st = run_node(m, pool, k, slots, err);
        if (st == ONNXM_OK)
            release_dead_values(m, k, slots);
    }
    if (st == ONNXM_OK)
        st = collect_outputs(m, slots, outputs, err);
    for (size_t v = 0; v < m->n_values; v++)
        onnxm_tensor_free(slots[v].owned);
    free(slots);
    return st;
}
