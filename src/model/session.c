/* session.c -- onnxm_session: a loaded model plus how to run it (threads,
 * the arena its runs allocate from, under the memory cap), shared by every
 * run; and the older entry points onnxm_model_run[_pool], which are the
 * same engine without a session (plain allocations, no cap). */
#include "model/model.h"

#include <stdlib.h>
#include <string.h>

struct onnxm_session {
    const onnxm_model *model;
    onnxm_model *owned_model;     /* set when the session loaded it */
    onnxm_threadpool *pool;       /* NULL: calling thread only */
    onnxm_threadpool *owned_pool; /* set when the session started it */
    onnxm_arena *arena;           /* the session holds one handle on it */
};

onnxm_status onnxm_session_create(const onnxm_model *m, const onnxm_session_options *opts,
                                  onnxm_session **out, onnxm_error *err)
{
    if (out == NULL || m == NULL)
        return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT, "onnxm_session_create: NULL argument");
    *out = NULL;
    onnxm_session *s = calloc(1, sizeof *s);
    if (s == NULL)
        return onnxm_fail(err, ONNXM_ERR_OUT_OF_MEMORY, "out of memory creating a session");
    s->model = m;
    onnxm_arena_options ao;
    onnxm_arena_options_init(&ao);
    if (opts != NULL) {
        ao.memory_limit = opts->memory_limit;
        ao.cache_limit = opts->arena_cache_limit;
    }
    if (opts != NULL && opts->arena != NULL) {
        s->arena = opts->arena;
        onnxm_arena_retain(s->arena);
    } else if (onnxm_arena_create(&ao, &s->arena) != ONNXM_OK) {
        free(s);
        return onnxm_fail(err, ONNXM_ERR_OUT_OF_MEMORY, "out of memory creating a session");
    }
    if (opts != NULL) {
        s->pool = opts->pool;
        if (s->pool == NULL && opts->threads > 1) {
            onnxm_status st = onnxm_threadpool_create(opts->threads, &s->owned_pool);
            if (st != ONNXM_OK) {
                onnxm_arena_free(s->arena);
                free(s);
                return onnxm_fail(err, st, "cannot start a pool of %zu threads: %s",
                                  opts->threads, onnxm_status_string(st));
            }
            s->pool = s->owned_pool;
        }
    }
    *out = s;
    return ONNXM_OK;
}

/* Takes ownership of m (freed on failure too). */
static onnxm_status session_owning(onnxm_model *m, const onnxm_session_options *opts,
                                   onnxm_session **out, onnxm_error *err)
{
    onnxm_status st = onnxm_session_create(m, opts, out, err);
    if (st != ONNXM_OK) {
        onnxm_model_free(m);
        return st;
    }
    (*out)->owned_model = m;
    return ONNXM_OK;
}

onnxm_status onnxm_session_create_file(const char *path, const onnxm_session_options *opts,
                                       onnxm_session **out, onnxm_error *err)
{
    onnxm_model *m;
    if (out == NULL)
        return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT, "onnxm_session_create_file: NULL argument");
    *out = NULL;
    onnxm_status st = onnxm_model_load_file_opts(path, opts, &m, err);
    return st == ONNXM_OK ? session_owning(m, opts, out, err) : st;
}

onnxm_status onnxm_session_create_buffer(const void *data, size_t size,
                                         const onnxm_session_options *opts, onnxm_session **out,
                                         onnxm_error *err)
{
    onnxm_model *m;
    if (out == NULL)
        return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT,
                          "onnxm_session_create_buffer: NULL argument");
    *out = NULL;
    onnxm_status st = onnxm_model_load_buffer_opts(data, size, opts, &m, err);
    return st == ONNXM_OK ? session_owning(m, opts, out, err) : st;
}

void onnxm_session_free(onnxm_session *s)
{
    if (s == NULL)
        return;
    onnxm_threadpool_free(s->owned_pool);
    onnxm_model_free(s->owned_model);
    onnxm_arena_free(s->arena);
    free(s);
}

onnxm_arena *onnxm_session_arena(const onnxm_session *s) { return s != NULL ? s->arena : NULL; }

size_t onnxm_session_trim(const onnxm_session *s)
{
    return s != NULL ? onnxm_arena_trim(s->arena) : 0;
}

const onnxm_model *onnxm_session_model(const onnxm_session *s)
{
    return s != NULL ? s->model : NULL;
}

onnxm_status onnxm_session_run(const onnxm_session *s, size_t n_inputs,
                               const char *const *input_names, const onnxm_tensor *const *inputs,
                               onnxm_tensor **outputs, onnxm_error *err)
{
    if (s == NULL)
        return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT, "onnxm_session_run: session is NULL");
    return model_run(s->model, s->pool, s->arena, n_inputs, input_names, inputs, outputs, err);
}

/* Views of plain buffers live on the stack up to this many inputs or
 * outputs, so a small run makes no handle at all. */
#define RUN_BUFFERS_STACK 8

/* A view of b in t (which the caller provides): onnxm_tensor_wrap() without
 * the allocation.  name: the input's, or NULL for output j. */
static onnxm_status buffer_view(const onnxm_buffer *b, onnxm_tensor *t, const char *name,
                                size_t j, onnxm_error *err)
{
    size_t count, nbytes;
    memset(t, 0, sizeof *t);
    onnxm_status st = onnxm_shape_size(b->dtype, b->rank, b->dims, &count, &nbytes, err);
    if (st == ONNXM_OK && b->data == NULL && nbytes > 0)
        st = onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT, "data is NULL for %zu bytes", nbytes);
    if (st != ONNXM_OK)
        return name != NULL ? onnxm_fail_context(err, st, "input '%s'", name)
                            : onnxm_fail_context(err, st, "output %zu", j);
    onnxm_tensor_set_shape(t, b->dtype, b->rank, b->dims, count, nbytes);
    t->storage = TENSOR_VIEW;
    t->data = b->data != NULL ? b->data : (void *)t;
    return ONNXM_OK;
}

onnxm_status onnxm_session_run_buffers(const onnxm_session *s, size_t n_inputs,
                                       const char *const *input_names, const onnxm_buffer *inputs,
                                       onnxm_buffer *outputs, onnxm_error *err)
{
    if (s == NULL || (n_inputs > 0 && (input_names == NULL || inputs == NULL)) ||
        (s->model->n_outputs > 0 && outputs == NULL))
        return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT,
                          "onnxm_session_run_buffers: NULL argument");
    size_t n_out = s->model->n_outputs;
    for (size_t j = 0; j < n_out; j++)
        outputs[j].tensor = NULL;

    onnxm_tensor in_stack[RUN_BUFFERS_STACK], out_stack[RUN_BUFFERS_STACK];
    const onnxm_tensor *in_ptr_stack[RUN_BUFFERS_STACK];
    onnxm_tensor *out_ptr_stack[RUN_BUFFERS_STACK];
    onnxm_tensor *in_views = in_stack, *out_views = out_stack;
    const onnxm_tensor **in_ptrs = in_ptr_stack;
    onnxm_tensor **out_ptrs = out_ptr_stack;
    void *heap = NULL;
    if (n_inputs > RUN_BUFFERS_STACK || n_out > RUN_BUFFERS_STACK) {
        size_t n = n_inputs > n_out ? n_inputs : n_out;
        heap = calloc(n, 2 * (sizeof(onnxm_tensor) + sizeof(onnxm_tensor *)));
        if (heap == NULL)
            return onnxm_fail(err, ONNXM_ERR_OUT_OF_MEMORY, "out of memory binding %zu buffers", n);
        in_views = heap;
        out_views = in_views + n;
        in_ptrs = (const onnxm_tensor **)(out_views + n);
        out_ptrs = (onnxm_tensor **)(in_ptrs + n);
    }

    onnxm_status st = ONNXM_OK;
    for (size_t i = 0; st == ONNXM_OK && i < n_inputs; i++) {
        st = buffer_view(&inputs[i], &in_views[i],
                         input_names[i] != NULL ? input_names[i] : "(NULL)", i, err);
        in_ptrs[i] = &in_views[i];
    }
    for (size_t j = 0; st == ONNXM_OK && j < n_out; j++) {
        out_ptrs[j] = NULL;
        if (outputs[j].data != NULL) {
            st = buffer_view(&outputs[j], &out_views[j], NULL, j, err);
            out_ptrs[j] = &out_views[j];
        }
    }
    if (st == ONNXM_OK)
        st = model_run(s->model, s->pool, s->arena, n_inputs, input_names, in_ptrs, out_ptrs,
                       err);
    if (st == ONNXM_OK)
        for (size_t j = 0; j < n_out; j++) {
            onnxm_tensor *t = out_ptrs[j];
            if (t == &out_views[j])
                continue;
            outputs[j].tensor = t;
            outputs[j].data = t->data;
            outputs[j].dtype = t->dtype;
            outputs[j].rank = t->rank;
            memcpy(outputs[j].dims, t->dims, t->rank * sizeof t->dims[0]);
        }
    free(heap);
    return st;
}

/* The older API: every output is a new tensor, whatever the array held. */
onnxm_status onnxm_model_run_pool(const onnxm_model *m, onnxm_threadpool *pool, size_t n_inputs,
                                  const char *const *input_names,
                                  const onnxm_tensor *const *inputs, onnxm_tensor **outputs,
                                  onnxm_error *err)
{
    if (m != NULL && outputs != NULL)
        for (size_t j = 0; j < m->n_outputs; j++)
            outputs[j] = NULL;
    return model_run(m, pool, NULL, n_inputs, input_names, inputs, outputs, err);
}

onnxm_status onnxm_model_run(const onnxm_model *m, size_t n_inputs,
                             const char *const *input_names, const onnxm_tensor *const *inputs,
                             onnxm_tensor **outputs, onnxm_error *err)
{
    return onnxm_model_run_pool(m, NULL, n_inputs, input_names, inputs, outputs, err);
}
