/* model_plan.c -- the run plan, made once when a model is loaded.
 *
 * One step per node, in execution order, each with its kernel resolved
 * (operator, element type and instruction set chosen here, once), the
 * value slots it reads and writes, and what it does with memory:
 *
 *   - a node output is an intermediate the run owns; it is written in
 *     place into its input when that input is an intermediate this node is
 *     the last to read (so a chain of N nodes holds one buffer, not N),
 *     into a new block otherwise;
 *   - an intermediate goes back to the arena right after its last reader,
 *     or at once if nothing reads it;
 *   - graph outputs never go back (they are handed to the caller); graph
 *     inputs and initializers are never the run's to release or overwrite;
 *   - a step that writes a graph output writes into the caller's tensor
 *     when the caller supplies one: it then allocates nothing, and the
 *     input it would have taken over is released instead.
 *
 * A plan whose steps form one chain -- each step reads the one before, an
 * intermediate that nobody else reads and that the step would overwrite
 * in place, and the last writes a graph output -- is marked so: a run may
 * then take it tile by tile (model_run.c).
 *
 * A run then only binds its inputs, checks them against the declarations,
 * sums the bytes the steps' actions hold (its memory figure, for the cap)
 * and executes the steps.  Types known at load were checked at load
 * (model_graph.c) and are not checked again; only steps fed by an untyped
 * graph input check their type, and resolve their kernel, at run. */
#include "model/model.h"

#include <stdlib.h>

static onnxm_status plan_step_for(onnxm_model *m, size_t k, plan_step *s, onnxm_error *err)
{
    const model_node *node = &m->nodes[k];
    const model_value *in = &m->values[node->input];
    const model_value *out = &m->values[node->output];
    s->node = k;
    s->in = node->input;
    s->out = node->output;
    s->root = in->root;
    s->output = out->output_index;
    s->kernel.fn = NULL;
    if (node->elem_type != 0) {
        char label[160];
        onnxm_status st = onnxm_kernel_resolve(ONNXM_ISA_AUTO, node->op,
                                               (onnxm_dtype)node->elem_type, &s->kernel);
        if (st != ONNXM_OK) /* the type was checked against the version: a bug */
            return onnxm_fail(err, ONNXM_ERR_INTERNAL, "%s: no kernel: %s",
                              model_node_label(node->proto, node->file_index, label,
                                               sizeof label),
                              onnxm_status_string(st));
    } else {
        m->untyped_steps = 1;
    }
    /* The input is the run's own (a node output that is not a graph
     * output) and nobody reads it after this node. */
    int in_dies = in->producer != MODEL_NONE && !in->is_output && in->last_use == k;
    int out_unread = !out->is_output && out->last_use == MODEL_NONE;
    plan_action lib = {in_dies ? PLAN_DST_INPUT : PLAN_DST_NEW, 0, (unsigned char)out_unread};
    plan_action caller = {PLAN_DST_CALLER, (unsigned char)in_dies, 0};
    s->act[0] = lib;
    s->act[1] = s->output != MODEL_NONE ? caller : lib;
    return ONNXM_OK;
}

/* Two or more typed steps, step k reading step k-1's output in place (an
 * intermediate only it reads), the last writing a graph output.  Step 0's
 * input is then a graph input or an initializer. */
static int plan_is_chain(const onnxm_model *m)
{
    if (m->n_nodes < 2 || m->untyped_steps)
        return 0;
    for (size_t k = 1; k < m->n_nodes; k++)
        if (m->steps[k].in != m->steps[k - 1].out || m->steps[k].act[0].dst != PLAN_DST_INPUT)
            return 0;
    return m->steps[m->n_nodes - 1].output != MODEL_NONE;
}

onnxm_status model_build_plan(onnxm_model *m, onnxm_error *err)
{
    m->steps = calloc(m->n_nodes + 1, sizeof *m->steps);
    if (m->steps == NULL)
        return onnxm_fail(err, ONNXM_ERR_OUT_OF_MEMORY, "out of memory planning the model");
    for (size_t k = 0; k < m->n_nodes; k++) {
        onnxm_status st = plan_step_for(m, k, &m->steps[k], err);
        if (st != ONNXM_OK)
            return st;
    }
    m->chain = plan_is_chain(m);
    return ONNXM_OK;
}
