/* model_run.c -- one run of a loaded model: bind the inputs, check them
 * and the caller's outputs against the declarations, reserve the plan's
 * memory, execute the plan's steps, hand over the outputs.
 *
 * The plan (model_plan.c) was made at load; a run only does what depends
 * on its inputs.  Everything a run needs lives in this call: a slot per
 * value (on the stack for small graphs, so a one-node run into
 * caller-owned outputs allocates nothing) and the caller's arrays.  The
 * model is only read, so any number of runs may share it; the arena they
 * allocate from is thread-safe.
 *
 * Memory: inputs and initializers are borrowed; each step writes where its
 * action says (a new block, its input's block, the caller's tensor) and
 * releases what its action says.  The bytes the run will hold at once are
 * the sum of those same actions over the steps, with the sizes of this
 * run's inputs; that sum is reserved from the arena (and refused there, on
 * its cap) before anything is allocated.  A plan that is one chain, on
 * tensors larger than the caches, runs tile by tile instead (below): the
 * same elements through the same kernels, one output block, no
 * intermediate. */
#include "model/model.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/threadpool.h"

/* Graphs up to this many values and outputs run with scratch on the stack. */
#define RUN_STACK_VALUES 32

typedef struct {
    const onnxm_tensor *tensor; /* the value's tensor in this run */
    onnxm_tensor *owned;        /* == tensor while this run must release it */
    unsigned char given;        /* bound by the caller (duplicate check) */
} value_slot;

typedef struct {
    const onnxm_model *m;
    onnxm_threadpool *pool;
    onnxm_arena_reservation res; /* res.arena NULL: plain allocations */
    value_slot *slots;           /* n_values */
    onnxm_tensor **outputs;      /* the caller's array */
    unsigned char *caller_out;   /* n_outputs: outputs[j] was given */
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
    for (size_t v = 0; v < m->n_values; v++) {
        value_slot init = {m->values[v].initializer, NULL, 0};
        c->slots[v] = init;
    }
    for (size_t i = 0; i < n_inputs; i++) {
        if (names[i] == NULL || inputs[i] == NULL)
            return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT,
                              "run: input %zu has a NULL name or tensor", i);
        /* Inputs given in the graph's order are found without the map. */
        size_t v = i < m->n_inputs ? m->inputs[i].value : MODEL_NONE;
        if (v == MODEL_NONE || strcmp(m->values[v].name, names[i]) != 0)
            v = name_map_find(&m->names, names[i]);
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

/* Steps fed by an untyped graph input: the one type check load could not do. */
static onnxm_status check_untyped_steps(const run_ctx *c, onnxm_error *err)
{
    const onnxm_model *m = c->m;
    for (size_t k = 0; m->untyped_steps && k < m->n_nodes; k++) {
        const plan_step *s = &m->steps[k];
        if (s->kernel.fn == NULL) {
            onnxm_status st = model_check_node_type(m, &m->nodes[s->node],
                                                    (int32_t)c->slots[s->root].tensor->dtype, err);
            if (st != ONNXM_OK)
                return st;
        }
    }
    return ONNXM_OK;
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

/* ------------------------------------------------------------------ memory */

/* The action of step s in this run: the caller may have supplied its output. */
static const plan_action *action(const run_ctx *c, const plan_step *s)
{
    return &s->act[s->output != MODEL_NONE && c->caller_out[s->output]];
}

/* Bytes held at once, counted two ways: [0] in the arena's blocks (what
 * the cap counts), [1] in the tensors' own bytes (for the message). */
typedef struct {
    size_t live, peak;
} tally;

static void hold(tally t[2], size_t nbytes)
{
    size_t bytes[2] = {onnxm_arena_block_size(nbytes), nbytes};
    for (int i = 0; i < 2; i++) {
        t[i].live = t[i].live > SIZE_MAX - bytes[i] ? SIZE_MAX : t[i].live + bytes[i];
        t[i].peak = t[i].live > t[i].peak ? t[i].live : t[i].peak;
    }
}

static void drop(tally t[2], size_t nbytes)
{
    size_t bytes[2] = {onnxm_arena_block_size(nbytes), nbytes};
    for (int i = 0; i < 2; i++)
        if (t[i].live != SIZE_MAX) /* saturated: refused anyway */
            t[i].live -= bytes[i];
}

/* The most bytes the run holds at once: the steps' actions in order, then
 * the outputs that are copies.  Reserved before anything is allocated. */
static onnxm_status reserve_memory(run_ctx *c, onnxm_error *err)
{
    const onnxm_model *m = c->m;
    tally t[2] = {{0, 0}, {0, 0}};
    if (c->res.arena == NULL || onnxm_arena_memory_limit(c->res.arena) == 0)
        return ONNXM_OK; /* no cap: nothing to reserve */
    for (size_t k = 0; k < m->n_nodes; k++) {
        const plan_step *s = &m->steps[k];
        const plan_action *a = action(c, s);
        size_t n = shape_of(c, s->root)->nbytes;
        if (a->dst == PLAN_DST_NEW)
            hold(t, n);
        if (a->release_in)
            drop(t, n);
        if (a->release_out)
            drop(t, n);
    }
    for (size_t j = 0; j < m->n_outputs; j++)
        if (!c->caller_out[j] && m->outputs[j].is_copy)
            hold(t, shape_of(c, m->outputs[j].value)->nbytes);
    return onnxm_arena_reserve(c->res.arena, t[0].peak, t[1].peak, "the run", &c->res, err);
}

static onnxm_status new_tensor(run_ctx *c, const onnxm_tensor *like, onnxm_tensor **out,
                               onnxm_error *err)
{
    if (c->res.arena != NULL)
        return onnxm_arena_alloc_like(&c->res, like, out, err);
    return onnxm_tensor_alloc(like->dtype, like->rank, like->dims, 0, out, err);
}

static void release(run_ctx *c, value_slot *s)
{
    onnxm_tensor_free_in(s->owned, c->res.arena != NULL ? &c->res : NULL);
    s->owned = NULL;
    s->tensor = NULL;
}

/* ------------------------------------------------------------------- steps */

static onnxm_status run_step(run_ctx *c, const plan_step *s, onnxm_error *err)
{
    const plan_action *a = action(c, s);
    value_slot *in = &c->slots[s->in], *out = &c->slots[s->out];
    const onnxm_tensor *x = in->tensor;
    const void *x_data = x->data;
    onnxm_tensor *y;
    if (a->dst == PLAN_DST_CALLER) {
        y = c->outputs[s->output];
    } else if (a->dst == PLAN_DST_INPUT) {
        y = in->owned;
        in->owned = NULL;
        in->tensor = NULL;
        out->owned = y;
    } else {
        onnxm_status st = new_tensor(c, x, &y, err);
        if (st != ONNXM_OK)
            return st;
        out->owned = y;
    }
    out->tensor = y;
    onnxm_kernel_ref k = s->kernel;
    if (k.fn == NULL) /* untyped input: its type was checked in this run's bind */
        onnxm_kernel_resolve(ONNXM_ISA_AUTO, c->m->nodes[s->node].op, x->dtype, &k);
    /* In place, ordinary stores: each line was just read into the cache,
     * and a streaming store to a cached line must first evict it. */
    if (y->data == x_data)
        k.fn_nt = NULL;
    onnxm_kernel_run(&k, c->pool, x_data, y->data, y->count);
    if (a->release_in)
        release(c, in);
    if (a->release_out)
        release(c, out);
    return ONNXM_OK;
}

/* ------------------------------------------------------------ a chain, tiled */

/* A chain whose tensors leave the caches (above the 2 MiB L2 of a core
 * with room to spare) runs tile by tile: every step over one tile of
 * CHAIN_TILE bytes, which stays in L1, before the next tile.  Step by
 * step, each of N steps reads and writes the whole tensor in memory; tiled,
 * the run reads its input once and writes its output once, with streaming
 * stores from the tile (the output is not read again by the run).  Each
 * element goes through the same steps in the same order either way: the
 * results are identical. */
#define CHAIN_TILED_MIN_BYTES ((size_t)8 << 20)
#define CHAIN_TILE 16384

typedef struct {
    const onnxm_model *m;
    const unsigned char *x;
    unsigned char *y;
    size_t esize;
    int stream; /* the last step may use streaming stores into y */
} chain_job;

static void chain_chunk(void *ctx, size_t begin, size_t len)
{
    const chain_job *j = ctx;
    const plan_step *steps = j->m->steps;
    size_t n_steps = j->m->n_nodes, per_tile = CHAIN_TILE / j->esize;
    _Alignas(64) unsigned char tile[CHAIN_TILE];
    for (size_t at = begin; at < begin + len; at += per_tile) {
        size_t n = begin + len - at < per_tile ? begin + len - at : per_tile;
        const onnxm_kernel_ref *last = &steps[n_steps - 1].kernel;
        unsigned char *y = j->y + at * j->esize;
        steps[0].kernel.fn(j->x + at * j->esize, tile, n);
        for (size_t k = 1; k + 1 < n_steps; k++)
            steps[k].kernel.fn(tile, tile, n);
        /* streaming stores need y 64-byte aligned: chunks and tiles start
         * at multiples of 64 elements, so y + at is when y is */
        if (j->stream)
            last->fn_nt(tile, y, n);
        else
            last->fn(tile, y, n);
    }
}

static onnxm_status run_chain_tiled(run_ctx *c, onnxm_error *err)
{
    const onnxm_model *m = c->m;
    const plan_step *first = &m->steps[0], *last = &m->steps[m->n_nodes - 1];
    value_slot *out = &c->slots[last->out];
    const onnxm_tensor *x = c->slots[first->in].tensor;
    onnxm_tensor *y;
    if (c->caller_out[last->output]) {
        y = c->outputs[last->output];
    } else {
        onnxm_status st = new_tensor(c, x, &y, err);
        if (st != ONNXM_OK)
            return st;
        out->owned = y;
    }
    out->tensor = y;
    chain_job job = {m, x->data, y->data, first->kernel.esize,
                     last->kernel.fn_nt != NULL && (uintptr_t)y->data % 64 == 0};
    size_t n = y->count, min_part = 1;
    for (size_t k = 0; k < m->n_nodes; k++)
        if (m->steps[k].kernel.min_per_thread > min_part)
            min_part = m->steps[k].kernel.min_per_thread;
    size_t threads = onnxm_threadpool_size(c->pool), parts = n / min_part;
    if (parts > threads)
        parts = threads;
    if (parts <= 1)
        chain_chunk(&job, 0, n);
    else
        onnxm_threadpool_run_split(c->pool, parts, onnxm_split_plan(n, parts, min_part),
                                   chain_chunk, &job);
    return ONNXM_OK;
}

/* ----------------------------------------------------------------- outputs */

static onnxm_status fill_output(run_ctx *c, size_t j, onnxm_error *err)
{
    const model_io *io = &c->m->outputs[j];
    value_slot *s = &c->slots[io->value];
    if (c->caller_out[j]) {
        /* Already there unless it is a copy of another tensor. */
        if (s->tensor != c->outputs[j] && s->tensor->nbytes > 0)
            memcpy(c->outputs[j]->data, s->tensor->data, s->tensor->nbytes);
        return ONNXM_OK;
    }
    onnxm_status st = ONNXM_OK;
    if (s->owned != NULL && !io->is_copy) {
        c->outputs[j] = s->owned;
        s->owned = NULL; /* s->tensor stays valid: outputs[j] holds it */
    } else {
        st = onnxm_tensor_copy(s->tensor, c->res.arena, c->res.arena != NULL ? &c->res : NULL,
                               &c->outputs[j], err);
    }
    /* A block reused from the last run's output has its name already. */
    const char *name = c->m->values[io->value].name;
    if (st == ONNXM_OK && strcmp(onnxm_tensor_name(c->outputs[j]), name) != 0)
        st = onnxm_tensor_set_name(c->outputs[j], name, err);
    return st;
}

/* On failure, what the run created is released; the caller's stays. */
static void drop_library_outputs(run_ctx *c)
{
    for (size_t j = 0; j < c->m->n_outputs; j++)
        if (!c->caller_out[j]) {
            onnxm_tensor_free_in(c->outputs[j], c->res.arena != NULL ? &c->res : NULL);
            c->outputs[j] = NULL;
        }
}

/* ---------------------------------------------------------------- the run */

static onnxm_status run_all(run_ctx *c, size_t n_inputs, const char *const *input_names,
                            const onnxm_tensor *const *inputs, onnxm_error *err)
{
    onnxm_status st = bind_inputs(c, n_inputs, input_names, inputs, err);
    if (st == ONNXM_OK)
        st = check_untyped_steps(c, err);
    if (st == ONNXM_OK)
        st = check_caller_outputs(c, err);
    if (st == ONNXM_OK)
        st = reserve_memory(c, err);
    if (st == ONNXM_OK && c->m->chain &&
        c->slots[c->m->steps[0].in].tensor->nbytes >= CHAIN_TILED_MIN_BYTES)
        st = run_chain_tiled(c, err);
    else
        for (size_t k = 0; st == ONNXM_OK && k < c->m->n_nodes; k++)
            st = run_step(c, &c->m->steps[k], err);
    for (size_t j = 0; st == ONNXM_OK && j < c->m->n_outputs; j++)
        st = fill_output(c, j, err);
    for (size_t v = 0; v < c->m->n_values; v++)
        if (c->slots[v].owned != NULL)
            release(c, &c->slots[v]);
    if (st != ONNXM_OK)
        drop_library_outputs(c);
    if (c->res.arena != NULL)
        onnxm_arena_unreserve(&c->res);
    return st;
}

onnxm_status model_run(const onnxm_model *m, onnxm_threadpool *pool, onnxm_arena *arena,
                       size_t n_inputs, const char *const *input_names,
                       const onnxm_tensor *const *inputs, onnxm_tensor **outputs,
                       onnxm_error *err)
{
    value_slot stack_slots[RUN_STACK_VALUES];
    unsigned char stack_given[RUN_STACK_VALUES];
    if (m == NULL || (n_inputs > 0 && (input_names == NULL || inputs == NULL)) ||
        (outputs == NULL && m->n_outputs > 0))
        return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT, "run: NULL argument");
    run_ctx c = {m, pool, {arena, 0}, stack_slots, outputs, stack_given};
    void *heap = NULL;
    if (m->n_values > RUN_STACK_VALUES || m->n_outputs > RUN_STACK_VALUES) {
        /* One block: slots, then the per-output flags. */
        heap = calloc(1, m->n_values * sizeof *c.slots + m->n_outputs + 1);
        if (heap == NULL)
            return onnxm_fail(err, ONNXM_ERR_OUT_OF_MEMORY, "out of memory running the model");
        c.slots = heap;
        c.caller_out = (unsigned char *)(c.slots + m->n_values);
    }
    for (size_t j = 0; j < m->n_outputs; j++)
        c.caller_out[j] = outputs[j] != NULL;
    onnxm_status st = run_all(&c, n_inputs, input_names, inputs, err);
    free(heap);
    return st;
}
