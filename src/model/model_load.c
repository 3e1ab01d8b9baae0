/* model_load.c -- onnxm_model_load_*: parse the ModelProto, read the opset
 * imports, then build and check the graph (model_graph.c) and plan its runs
 * (model_plan.c). */
#include "model/model.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int is_default_domain(const char *domain)
{
    return domain == NULL || domain[0] == '\0' || strcmp(domain, "ai.onnx") == 0;
}

/* The opset of the default domain.  IR versions before 3 had no
 * opset_import and meant opset 1; otherwise a model without an import for
 * the default domain gets opset 0, and any node in it is refused. */
static onnxm_status read_default_opset(onnxm_model *m, onnxm_error *err)
{
    const Onnx__ModelProto *mp = m->proto;
    int found = 0;
    m->opset = 0;
    for (size_t i = 0; i < mp->n_opset_import; i++) {
        const Onnx__OperatorSetIdProto *os = mp->opset_import[i];
        if (!is_default_domain(os->domain))
            continue;
        int64_t v = os->has_version ? os->version : 0;
        if (v <= 0)
            return onnxm_fail(err, ONNXM_ERR_INVALID_MODEL,
                              "opset import for the default domain has version %lld",
                              (long long)v);
        if (found && v != m->opset)
            return onnxm_fail(err, ONNXM_ERR_INVALID_MODEL,
                              "conflicting opset imports for the default domain: %lld and %lld",
                              (long long)m->opset, (long long)v);
        m->opset = v;
        found = 1;
    }
    if (!found && mp->n_opset_import == 0 && mp->has_ir_version && mp->ir_version < 3)
        m->opset = 1;
    return ONNXM_OK;
}

/* ------------------------------------------------------------------ loading */

void onnxm_session_options_init(onnxm_session_options *opts)
{
    if (opts != NULL)
        memset(opts, 0, sizeof *opts);
}

static char *copy_string(const char *s)
{
    size_t n = strlen(s) + 1;
    char *c = malloc(n);
    if (c != NULL)
        memcpy(c, s, n);
    return c;
}

/* Parses, then builds; dir (may be NULL) is where external data is read. */
static onnxm_status load_model(const void *data, size_t size, const char *dir, size_t limit,
                               onnxm_model **out, onnxm_error *err)
{
    onnxm_model *m = calloc(1, sizeof *m);
    if (m == NULL)
        return onnxm_fail(err, ONNXM_ERR_OUT_OF_MEMORY, "out of memory loading a model");
    pb_budget_init(&m->budget, &m->pb_alloc, limit);
    onnxm_status st = ONNXM_OK;
    if (dir != NULL && (m->dir = copy_string(dir)) == NULL)
        st = onnxm_fail(err, ONNXM_ERR_OUT_OF_MEMORY, "out of memory loading a model");
    if (st == ONNXM_OK)
        m->proto = onnx__model_proto__unpack(&m->pb_alloc, size, data);
    if (st == ONNXM_OK && m->proto == NULL)
        st = m->budget.exceeded
                 ? onnxm_fail(err, ONNXM_ERR_LIMIT,
                              "parsing the model (%zu bytes) needs more than the memory limit "
                              "of %zu bytes",
                              size, limit)
                 : onnxm_fail(err, ONNXM_ERR_PARSE,
                              "not a valid ONNX model: protobuf parsing failed (%zu bytes)", size);
    if (st == ONNXM_OK)
        st = read_default_opset(m, err);
    if (st == ONNXM_OK && m->proto->graph == NULL)
        st = onnxm_fail(err, ONNXM_ERR_INVALID_MODEL, "model has no graph");
    if (st == ONNXM_OK)
        st = model_build_graph(m, err);
    if (st == ONNXM_OK)
        st = model_build_plan(m, err);
    if (st != ONNXM_OK) {
        onnxm_model_free(m);
        return st;
    }
    *out = m;
    return ONNXM_OK;
}

onnxm_status onnxm_model_load_buffer_opts(const void *data, size_t size,
                                          const onnxm_session_options *opts, onnxm_model **out,
                                          onnxm_error *err)
{
    if (out == NULL || (data == NULL && size > 0))
        return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT, "onnxm_model_load_buffer: NULL argument");
    *out = NULL;
    size_t limit = opts != NULL ? opts->memory_limit : 0;
    onnxm_status st = onnxm_check_memory_cap(size, 0, limit, "the model buffer", err);
    if (st != ONNXM_OK)
        return st;
    return load_model(data, size, opts != NULL ? opts->external_data_dir : NULL, limit, out, err);
}

onnxm_status onnxm_model_load_buffer(const void *data, size_t size, onnxm_model **out,
                                     onnxm_error *err)
{
    return onnxm_model_load_buffer_opts(data, size, NULL, out, err);
}

/* The directory part of path ("." if none), in a new string. */
static char *directory_of(const char *path)
{
    const char *slash = strrchr(path, '/');
    if (slash == NULL)
        return copy_string(".");
    size_t n = slash == path ? 1 : (size_t)(slash - path);
    char *d = malloc(n + 1);
    if (d != NULL) {
        memcpy(d, path, n);
        d[n] = '\0';
    }
    return d;
}

onnxm_status onnxm_model_load_file_opts(const char *path, const onnxm_session_options *opts,
                                        onnxm_model **out, onnxm_error *err)
{
    onnxm_file_bytes fb;
    if (out == NULL || path == NULL)
        return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT, "onnxm_model_load_file: NULL argument");
    *out = NULL;
    size_t limit = opts != NULL ? opts->memory_limit : 0;
    char *dir = directory_of(path);
    if (dir == NULL)
        return onnxm_fail(err, ONNXM_ERR_OUT_OF_MEMORY, "out of memory loading '%s'", path);
    /* Mapped, not read: the parse copies what it keeps, so the file's
     * pages are only borrowed from the page cache while it runs. */
    onnxm_status st = onnxm_file_open_bytes(path, limit, &fb, err);
    if (st == ONNXM_OK) {
        st = load_model(fb.data, fb.size, dir, limit, out, err);
        onnxm_file_close_bytes(&fb);
        if (st != ONNXM_OK)
            onnxm_fail_context(err, st, "'%s'", path);
    }
    free(dir);
    return st;
}

onnxm_status onnxm_model_load_file(const char *path, onnxm_model **out, onnxm_error *err)
{
    return onnxm_model_load_file_opts(path, NULL, out, err);
}

static void free_io_shapes(model_io *io, size_t n)
{
    for (size_t i = 0; io != NULL && i < n; i++) {
        free(io[i].shape.dims);
        free((void *)io[i].shape.params);
    }
}

void onnxm_model_free(onnxm_model *m)
{
    if (m == NULL)
        return;
    for (size_t i = 0; m->values != NULL && i < m->n_values; i++)
        onnxm_tensor_free(m->values[i].initializer);
    free(m->values);
    name_map_free(&m->names);
    free(m->nodes);
    free(m->steps);
    free_io_shapes(m->inputs, m->n_inputs);
    free(m->inputs);
    free(m->required);
    free_io_shapes(m->outputs, m->n_outputs);
    free(m->outputs);
    if (m->proto != NULL)
        onnx__model_proto__free_unpacked(m->proto, &m->pb_alloc);
    free(m->dir);
    free(m);
}
