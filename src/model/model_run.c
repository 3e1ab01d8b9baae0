/* model_run.c -- one run of a loaded model: bind inputs, check caller
 * outputs and the memory cap, run the nodes in order, hand over outputs.
 *
 * Everything a run needs lives in this call: a slot per value (on the
 * stack for small graphs, so a one-node run into caller-owned outputs
 * allocates nothing) and the caller's arrays.  The model is only read, so
 * any number of runs may share it.
 *
 * Memory follows the plan made at load (plan_memory in model_graph.c):
 * inputs and initializers are borrowed; a node writes into the caller's
 * tensor when its output is a graph output the caller supplied, else in
 * place into its input when that input is an intermediate nobody reads
 * later, else into a new tensor; an intermediate is freed right after its
 * last reader.  A chain of N nodes thus holds one intermediate, not N. */
#include "model/model.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Graphs up to this many values and outputs run with scratch on the stack. */
#define RUN_STACK_VALUES 32

typedef struct {
    const onnxm_tensor *tensor; /* the value's tensor in this run */
    onnxm_tensor *owned;        /* == tensor while this run must free it */
    unsigned char given;        /* bound by the caller (duplicate check) */
} value_slot;

typedef struct {
    const onnxm_model *m;
    onnxm_threadpool *pool;
    size_t memory_limit;
    value_slot *slots;          /* n_values */
    onnxm_tensor **outputs;     /* the caller's array */
    unsigned char *caller_out;  /* n_outputs: outputs[j] was given */
} run_ctx;

/* ------------------------------------------------------------------ inputs */

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

static onnxm_status bind_inputs(run_ctx *c, size_t n_inputs, const char *const *names,
                                const onnxm_tensor *const *inputs, onnxm_error *err)
{
    const onnxm_model *m = c->m;
    for (size_t v = 0; v < m->n_values; v++)
        c->slots[v].tensor = m->values[v].initializer;
    for (size_t i = 0; i < n_inputs; i++) {
        if (names[i] == NULL || inputs[i] == NULL)
            return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT,
                              "run: input %zu has a NULL name or tensor", i);
        size_t v = name_map_find(&m->names, names[i]);
        if (v == MODEL_NONE || m->values[v].input_index == MODEL_NONE)
            return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT, "'%s' is not a graph input",
                              names[i]);
        if (c->slots[v].given)
            return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT, "input '%s' is given twice",
                              names[i]);
        onnxm_status st = check_input_against_declaration(
            m, &m->inputs[m->values[v].input_index], inputs[i], err);
        if (st != ONNXM_OK)
            return st;
        c->slots[v].tensor = inputs[i];
        c->slots[v].given = 1;
    }
    for (size_t r = 0; r < m->n_required; r++) {
        size_t v = m->inputs[m->required[r]].value;
        if (c->slots[v].tensor == NULL)
            return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT, "input '%s' is missing",
                              m->values[v].name);
    }
    return ONNXM_OK;
}

/* The bound tensor whose type and shape value v has (element-wise ops). */
static const onnxm_tensor *shape_of(const run_ctx *c, size_t v)
{
    return c->slots[c->m->values[v].root].tensor;
}

/* ------------------------------------------------------------- the plan */

/* Node output v goes straight into the caller's tensor. */
static int writes_to_caller(const run_ctx *c, size_t v)
{
    size_t j = c->m->values[v].output_index;
    return j != MODEL_NONE && c->caller_out[j] && c->m->values[v].producer != MODEL_NONE;
}

/* Node k overwrites its input (planned, and not redirected to the caller). */
static int takes_input(const run_ctx *c, const model_node *node)
{
    return node->in_place && !writes_to_caller(c, node->output);
}

/* Node k's input is the run's and dies once k ran without being taken. */
static int input_dies(const run_ctx *c, const model_node *node)
{
    return node->in_place && !takes_input(c, node);
}

/* Graph output j is a copy: not written by a node into its own tensor
 * (an input or initializer passed through, or an output listed twice). */
static int output_is_copy(const run_ctx *c, size_t j)
{
    const model_value *v = &c->m->values[c->m->outputs[j].value];
    return v->producer == MODEL_NONE || v->output_index != j;
}

static size_t add_saturating(size_t a, size_t b) { return a > SIZE_MAX - b ? SIZE_MAX : a + b; }

/* The most bytes the run will hold at once, from the same plan the run
 * follows; refused before anything is allocated if over the cap. */
static onnxm_status check_run_memory(const run_ctx *c, onnxm_error *err)
{
    const onnxm_model *m = c->m;
    size_t live = 0, peak = 0;
    if (c->memory_limit == 0)
        return ONNXM_OK;
    for (size_t k = 0; k < m->n_nodes; k++) {
        const model_node *node = &m->nodes[k];
        size_t bytes = shape_of(c, node->output)->nbytes;
        if (!writes_to_caller(c, node->output) && !takes_input(c, node))
            live = add_saturating(live, bytes);
        peak = live > peak ? live : peak;
        if (input_dies(c, node))
            live -= bytes;
        if (node->frees_output)
            live -= bytes;
    }
    for (size_t j = 0; j < m->n_outputs; j++)
        if (!c->caller_out[j] && output_is_copy(c, j))
            live = add_saturating(live, shape_of(c, m->outputs[j].value)->nbytes);
    peak = live > peak ? live : peak;
    return onnxm_check_memory_cap(peak, 0, c->memory_limit, "the run", err);
}

/* A caller's output tensor must have the output's exact type and shape. */
static onnxm_status check_caller_outputs(const run_ctx *c, onnxm_error *err)
{
    const onnxm_model *m = c->m;
    for (size_t j = 0; j < m->n_outputs; j++) {
        if (!c->caller_out[j])
            continue;
        const onnxm_tensor *want = shape_of(c, m->outputs[j].value), *got = c->outputs[j];
        int same_dims = got->rank == want->rank &&
                        memcmp(got->dims, want->dims, want->rank * sizeof want->dims[0]) == 0;
        if (got->dtype != want->dtype || !same_dims) {
            char a[128], b[128];
            return onnxm_fail(err, got->dtype != want->dtype ? ONNXM_ERR_TYPE_MISMATCH
                                                            : ONNXM_ERR_SHAPE_MISMATCH,
                              "output '%s': expected %s %s, the caller's tensor is %s %s",
                              m->values[m->outputs[j].value].name, onnxm_dtype_name(want->dtype),
                              onnxm_dims_string(want->rank, want->dims, a, sizeof a),
                              onnxm_dtype_name(got->dtype),
                              onnxm_dims_string(got->rank, got->dims, b, sizeof b));
        }
    }
    return ONNXM_OK;
}

/* ------------------------------------------------------------------- nodes */

/* Where node k writes: the caller's tensor, its own input, or a new one. */
static onnxm_status node_output_tensor(run_ctx *c, const model_node *node, onnxm_tensor **y,
                                       onnxm_error *err)
{
    value_slot *in = &c->slots[node->input];
    if (writes_to_caller(c, node->output)) {
        *y = c->outputs[c->m->values[node->output].output_index];
        return ONNXM_OK;
    }
    if (takes_input(c, node)) {
        *y = in->owned;
        in->owned = NULL;
        in->tensor = NULL;
        c->slots[node->output].owned = *y;
        return ONNXM_OK;
    }
    const onnxm_tensor *x = in->tensor;
    onnxm_status st = onnxm_tensor_alloc(x->dtype, x->rank, x->dims, 0, y, err);
    if (st == ONNXM_OK)
        c->slots[node->output].owned = *y;
    return st;
}

static void release(value_slot *s)
{
    onnxm_tensor_free(s->owned);
    s->owned = NULL;
    s->tensor = NULL;
}

static onnxm_status run_node(run_ctx *c, size_t k, onnxm_error *err)
{
    const model_node *node = &c->m->nodes[k];
    const onnxm_tensor *x = c->slots[node->input].tensor;
    onnxm_tensor *y;
    char label[160];
    /* Types not known at load (untyped graph inputs) are checked here. */
    onnxm_status st = model_check_node_type(c->m, node, (int32_t)x->dtype, err);
    if (st != ONNXM_OK)
        return st;
    const void *x_data = x->data;
    st = node_output_tensor(c, node, &y, err);
    if (st != ONNXM_OK)
        return st;
    c->slots[node->output].tensor = y;
    st = onnxm_unary_pool(c->pool, ONNXM_ISA_AUTO, node->op, y->dtype, x_data, y->data, y->count);
    if (st != ONNXM_OK)
        return onnxm_fail(err, st, "%s: kernel failed: %s",
                          model_node_label(node->proto, node->file_index, label, sizeof label),
                          onnxm_status_string(st));
    if (input_dies(c, node))
        release(&c->slots[node->input]);
    if (node->frees_output)
        release(&c->slots[node->output]);
    return ONNXM_OK;
}

/* ----------------------------------------------------------------- outputs */

static onnxm_status fill_output(run_ctx *c, size_t j, onnxm_error *err)
{
    size_t v = c->m->outputs[j].value;
    value_slot *s = &c->slots[v];
    if (c->caller_out[j]) {
        /* Already there unless it is a copy of another tensor. */
        if (s->tensor != c->outputs[j] && s->tensor->nbytes > 0)
            memcpy(c->outputs[j]->data, s->tensor->data, s->tensor->nbytes);
        return ONNXM_OK;
    }
    onnxm_status st = ONNXM_OK;
    if (s->owned != NULL && !output_is_copy(c, j)) {
        c->outputs[j] = s->owned;
        s->owned = NULL; /* s->tensor stays valid: outputs[j] holds it */
    } else {
        st = onnxm_tensor_copy(s->tensor, NULL, NULL, &c->outputs[j], err);
    }
    if (st == ONNXM_OK)
        st = onnxm_tensor_set_name(c->outputs[j], c->m->values[v].name, err);
    return st;
}

/* On failure, what the run created is freed; the caller's stays. */
static void drop_library_outputs(run_ctx *c)
{
    for (size_t j = 0; j < c->m->n_outputs; j++)
        if (!c->caller_out[j]) {
            onnxm_tensor_free(c->outputs[j]);
            c->outputs[j] = NULL;
        }
}

/* ---------------------------------------------------------------- the run */

static onnxm_status run_all(run_ctx *c, size_t n_inputs, const char *const *input_names,
                            const onnxm_tensor *const *inputs, onnxm_error *err)
{
    onnxm_status st = bind_inputs(c, n_inputs, input_names, inputs, err);
    if (st == ONNXM_OK)
        st = check_caller_outputs(c, err);
    if (st == ONNXM_OK)
        st = check_run_memory(c, err);
    for (size_t k = 0; st == ONNXM_OK && k < c->m->n_nodes; k++)
        st = run_node(c, k, err);
    for (size_t j = 0; st == ONNXM_OK && j < c->m->n_outputs; j++)
        st = fill_output(c, j, err);
    for (size_t v = 0; v < c->m->n_values; v++)
        onnxm_tensor_free(c->slots[v].owned);
    if (st != ONNXM_OK)
        drop_library_outputs(c);
    return st;
}

onnxm_status model_run(const onnxm_model *m, onnxm_threadpool *pool, size_t memory_limit,
                       size_t n_inputs, const char *const *input_names,
                       const onnxm_tensor *const *inputs, onnxm_tensor **outputs,
                       onnxm_error *err)
{
    value_slot stack_slots[RUN_STACK_VALUES];
    unsigned char stack_given[RUN_STACK_VALUES];
    if (m == NULL || (n_inputs > 0 && (input_names == NULL || inputs == NULL)) ||
        (outputs == NULL && m->n_outputs > 0))
        return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT, "run: NULL argument");
    run_ctx c = {m, pool, memory_limit, stack_slots, outputs, stack_given};
    void *heap = NULL;
    if (m->n_values > RUN_STACK_VALUES || m->n_outputs > RUN_STACK_VALUES) {
        /* One block: slots, then the per-output flags. */
        heap = calloc(1, m->n_values * sizeof *c.slots + m->n_outputs + 1);
        if (heap == NULL)
            return onnxm_fail(err, ONNXM_ERR_OUT_OF_MEMORY, "out of memory running the model");
        c.slots = heap;
        c.caller_out = (unsigned char *)(c.slots + m->n_values);
    } else {
        memset(stack_slots, 0, m->n_values * sizeof stack_slots[0]);
    }
    for (size_t j = 0; j < m->n_outputs; j++)
        c.caller_out[j] = outputs[j] != NULL;
    onnxm_status st = run_all(&c, n_inputs, input_names, inputs, err);
    free(heap);
    return st;
}
