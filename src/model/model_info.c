/* model_info.c -- read-only introspection of a loaded model. */
#include "model/model.h"
#include "model/model_ext.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

size_t onnxm_model_input_count(const onnxm_model *m) { return m != NULL ? m->n_required : 0; }
size_t onnxm_model_output_count(const onnxm_model *m) { return m != NULL ? m->n_outputs : 0; }

/* Declared type/shape where given, else what the graph implies. */
static void fill_info(const onnxm_model *m, const model_io *io, onnxm_value_info *info)
{
    const model_value *v = &m->values[io->value];
    const model_shape *shape = io->shape.rank >= 0 ? &io->shape : v->shape;
    info->name = v->name;
    info->dtype = (onnxm_dtype)(io->elem_type != 0 ? io->elem_type : v->elem_type);
    info->rank = shape->rank;
    info->dims = shape->dims;
    info->dim_params = shape->params;
}

onnxm_status onnxm_model_input_info(const onnxm_model *m, size_t i, onnxm_value_info *info)
{
    if (m == NULL || info == NULL || i >= m->n_required)
        return ONNXM_ERR_INVALID_ARGUMENT;
    fill_info(m, &m->inputs[m->required[i]], info);
    return ONNXM_OK;
}

onnxm_status onnxm_model_output_info(const onnxm_model *m, size_t i, onnxm_value_info *info)
{
    if (m == NULL || info == NULL || i >= m->n_outputs)
        return ONNXM_ERR_INVALID_ARGUMENT;
    fill_info(m, &m->outputs[i], info);
    return ONNXM_OK;
}

size_t onnxm_model_opset_count(const onnxm_model *m)
{
    return m != NULL ? m->proto->n_opset_import : 0;
}

onnxm_status onnxm_model_opset(const onnxm_model *m, size_t i, const char **domain,
                               int64_t *version)
{
    if (m == NULL || i >= m->proto->n_opset_import)
        return ONNXM_ERR_INVALID_ARGUMENT;
    const Onnx__OperatorSetIdProto *os = m->proto->opset_import[i];
    if (domain != NULL)
        *domain = os->domain != NULL ? os->domain : "";
    if (version != NULL)
        *version = os->has_version ? os->version : 0;
    return ONNXM_OK;
}

size_t onnxm_model_node_count(const onnxm_model *m) { return m != NULL ? m->n_nodes : 0; }

onnxm_status onnxm_model_node(const onnxm_model *m, size_t i, const char **name, onnxm_op *op,
                              int *since_version, onnxm_dtype *dtype)
{
    if (m == NULL || i >= m->n_nodes)
        return ONNXM_ERR_INVALID_ARGUMENT;
    const model_node *node = &m->nodes[i];
    if (name != NULL)
        *name = node->proto->name != NULL ? node->proto->name : "";
    if (op != NULL)
        *op = node->op;
    if (since_version != NULL)
        *since_version = node->version->since_version;
    /* 0 when the type is only known at run time (untyped graph input). */
    if (dtype != NULL)
        *dtype = (onnxm_dtype)node->elem_type;
    return ONNXM_OK;
}

size_t onnxm_model_node_attribute_count(const onnxm_model *m, size_t i)
{
    return m != NULL && i < m->n_nodes ? m->nodes[i].proto->n_attribute : 0;
}

/* Appends to a bounded buffer; once full, the end is "...". */
typedef struct {
    char *buf;
    size_t size, len;
} text_buf;

static void tb_add(text_buf *t, const char *fmt, ...)
{
    if (t->size == 0 || t->len >= t->size)
        return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(t->buf + t->len, t->size - t->len, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= t->size - t->len) {
        t->len = t->size;
        if (t->size >= 4)
            memcpy(t->buf + t->size - 4, "...", 4);
    } else {
        t->len += (size_t)n;
    }
}

onnxm_status onnxm_model_node_attribute(const onnxm_model *m, size_t i, size_t j,
                                        const char **name, char *value, size_t size)
{
    if (m == NULL || i >= m->n_nodes || j >= m->nodes[i].proto->n_attribute ||
        (value == NULL && size > 0))
        return ONNXM_ERR_INVALID_ARGUMENT;
    const Onnx__AttributeProto *a = m->nodes[i].proto->attribute[j];
    if (name != NULL)
        *name = a->name != NULL ? a->name : "";
    text_buf t = {value, size, 0};
    if (size > 0)
        value[0] = '\0';
    /* the loader admitted only the types of the attribute rows (ints,
     * string, float, int); an empty list of ints sets no field */
    if (a->has_s) {
        for (size_t k = 0; k < a->s.len; k++)
            tb_add(&t, "%c", a->s.data[k] >= 0x20 && a->s.data[k] < 0x7f ? a->s.data[k] : '?');
    } else if (a->has_f) {
        tb_add(&t, "%.9g", (double)a->f);
    } else if (a->has_i) {
        tb_add(&t, "%lld", (long long)a->i);
    } else {
        tb_add(&t, "[");
        for (size_t k = 0; k < a->n_ints; k++)
            tb_add(&t, "%s%lld", k ? ", " : "", (long long)a->ints[k]);
        tb_add(&t, "]");
    }
    return ONNXM_OK;
}

static const char *text(const char *s) { return s != NULL ? s : ""; }

onnxm_status onnxm_model_get_metadata(const onnxm_model *m, onnxm_model_metadata *md)
{
    if (m == NULL || md == NULL)
        return ONNXM_ERR_INVALID_ARGUMENT;
    const Onnx__ModelProto *p = m->proto;
    md->producer_name = text(p->producer_name);
    md->producer_version = text(p->producer_version);
    md->domain = text(p->domain);
    md->doc_string = text(p->doc_string);
    md->graph_name = text(p->graph->name);
    md->graph_doc_string = text(p->graph->doc_string);
    md->model_version = p->has_model_version ? p->model_version : 0;
    md->ir_version = p->has_ir_version ? p->ir_version : 0;
    md->n_props = p->n_metadata_props;
    return ONNXM_OK;
}

onnxm_status onnxm_model_metadata_prop(const onnxm_model *m, size_t i, const char **key,
                                       const char **value)
{
    if (m == NULL || i >= m->proto->n_metadata_props)
        return ONNXM_ERR_INVALID_ARGUMENT;
    const Onnx__StringStringEntryProto *e = m->proto->metadata_props[i];
    if (key != NULL)
        *key = text(e->key);
    if (value != NULL)
        *value = text(e->value);
    return ONNXM_OK;
}

/* ------------------------------------------- extensions (model_ext.h) */

int64_t onnxm_model_ir_version(const onnxm_model *m)
{
    return m != NULL && m->proto->has_ir_version ? m->proto->ir_version : 0;
}

size_t onnxm_model_default_input_count(const onnxm_model *m)
{
    return m != NULL ? m->n_inputs - m->n_required : 0;
}

onnxm_status onnxm_model_default_input_info(const onnxm_model *m, size_t i,
                                            onnxm_value_info *info)
{
    if (m == NULL || info == NULL)
        return ONNXM_ERR_INVALID_ARGUMENT;
    for (size_t k = 0; k < m->n_inputs; k++)
        if (m->values[m->inputs[k].value].initializer != NULL && i-- == 0) {
            fill_info(m, &m->inputs[k], info);
            return ONNXM_OK;
        }
    return ONNXM_ERR_INVALID_ARGUMENT;
}

size_t onnxm_model_initializer_count(const onnxm_model *m)
{
    return m != NULL && m->proto->graph != NULL ? m->proto->graph->n_initializer : 0;
}
