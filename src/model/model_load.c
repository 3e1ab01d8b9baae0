/* model_load.c -- onnxm_model_load_*: parse the ModelProto, read the opset
 * imports, then build and check the graph (model_graph.c). */
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

void model_proto_free(onnxm_model *m, void *p) { pb_budget_free(&m->budget, p); }

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

onnxm_status model_read_value_info(const Onnx__ValueInfoProto *vi, const char *role,
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

/* ---------------------------------------------------------------- messages */

const char *model_node_label(const Onnx__NodeProto *node, size_t index, char *buf, size_t size)
{
    const char *op = node->op_type != NULL ? node->op_type : "?";
    if (node->name != NULL && node->name[0] != '\0')
        snprintf(buf, size, "node '%s' (#%zu, %s)", node->name, index, op);
    else
        snprintf(buf, size, "node #%zu (%s)", index, op);
    return buf;
}

const char *model_type_name(int32_t code, char *buf, size_t size)
{
    return onnxm_onnx_type_name(code, buf, size);
}
