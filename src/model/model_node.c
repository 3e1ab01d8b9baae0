/* model_node.c -- resolving one NodeProto to an onnxm operator version, and
 * the per-version checks (domain, attributes, arity, element type). */
#include "model/model.h"

#include <stdio.h>
#include <string.h>

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

/* "float16, float, double" for the ONNXM_T_* bits of a version. */
static const char *type_list(unsigned types, char *buf, size_t size)
{
    static const onnxm_dtype order[] = {ONNXM_FLOAT16, ONNXM_BFLOAT16, ONNXM_FLOAT, ONNXM_DOUBLE};
    size_t used = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < sizeof order / sizeof order[0]; i++)
        if (types & onnxm_dtype_bit(order[i])) {
            int n = snprintf(buf + used, size - used, "%s%s", used ? ", " : "",
                             onnxm_dtype_name(order[i]));
            if (n < 0 || (size_t)n >= size - used)
                break;
            used += (size_t)n;
        }
    return buf;
}

/* "Sqrt, Reciprocal, Asinh, Acos", derived from the operator list. */
static const char *op_list(char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int op = 0; op < ONNXM_OP_COUNT; op++) {
        int n = snprintf(buf + used, size - used, "%s%s", used ? ", " : "",
                         onnxm_op_name((onnxm_op)op));
        if (n < 0 || (size_t)n >= size - used)
            break;
        used += (size_t)n;
    }
    return buf;
}

static int first_version(onnxm_op op)
{
    size_t n;
    const onnxm_op_version *v = onnxm_op_versions(&n);
    int first = 0;
    for (size_t i = 0; i < n; i++)
        if (v[i].op == op && (first == 0 || v[i].since_version < first))
            first = v[i].since_version;
    return first;
}

static onnxm_status resolve_op(const onnxm_model *m, const Onnx__NodeProto *p, const char *label,
                               model_node *node, onnxm_error *err)
{
    char ops[128];
    const char *domain = p->domain != NULL ? p->domain : "";
    if (domain[0] != '\0' && strcmp(domain, "ai.onnx") != 0)
        return onnxm_fail(err, ONNXM_ERR_UNSUPPORTED_OP,
                          "%s: domain '%s' is not supported (onnxm runs the default ONNX "
                          "domain only)",
                          label, domain);
    node->op = onnxm_op_lookup(p->op_type);
    if (node->op == ONNXM_OP_COUNT)
        return onnxm_fail(err, ONNXM_ERR_UNSUPPORTED_OP,
                          "%s: unknown op '%s' (onnxm runs %s)", label,
                          p->op_type != NULL ? p->op_type : "", op_list(ops, sizeof ops));
    if (m->opset <= 0)
        return onnxm_fail(err, ONNXM_ERR_INVALID_MODEL,
                          "%s: the model imports no opset for the default domain", label);
    node->version = onnxm_op_resolve(node->op, m->opset);
    if (node->version == NULL)
        return onnxm_fail(err, ONNXM_ERR_UNSUPPORTED_OP,
                          "%s: %s is not defined at opset %lld (it first appears in opset %d)",
                          label, onnxm_op_name(node->op), (long long)m->opset,
                          first_version(node->op));
    return ONNXM_OK;
}

static onnxm_status check_attributes(const onnxm_model *m, const Onnx__NodeProto *p,
                                     const char *label, const model_node *node, onnxm_error *err)
{
    for (size_t i = 0; i < p->n_attribute; i++) {
        const char *name = p->attribute[i]->name != NULL ? p->attribute[i]->name : "";
        unsigned bit = onnxm_attribute_bit(name);
        if (bit == 0 || !(node->version->attributes & bit))
            return onnxm_fail(err, ONNXM_ERR_INVALID_MODEL,
                              "%s: %s-%d (opset %lld) has no attribute '%s'", label,
                              onnxm_op_name(node->op), node->version->since_version,
                              (long long)m->opset, name);
    }
    return ONNXM_OK;
}

/* Every onnxm operator is unary: one input, one output, both named (an
 * empty name would mean an omitted optional one, which these ops lack). */
static onnxm_status check_arity(const onnxm_model *m, const Onnx__NodeProto *p, const char *label,
                                const model_node *node, onnxm_error *err)
{
    const char *what = NULL;
    size_t got = 0;
    if (p->n_input != 1 || p->input[0][0] == '\0') {
        what = "input";
        got = p->n_input == 1 ? 0 : p->n_input;
    } else if (p->n_output != 1 || p->output[0][0] == '\0') {
        what = "output";
        got = p->n_output == 1 ? 0 : p->n_output;
    }
    if (what != NULL)
        return onnxm_fail(err, ONNXM_ERR_INVALID_MODEL,
                          "%s: %s-%d (opset %lld) takes exactly 1 %s, the node has %zu", label,
                          onnxm_op_name(node->op), node->version->since_version,
                          (long long)m->opset, what, got);
    return ONNXM_OK;
}

onnxm_status model_resolve_node(const onnxm_model *m, const Onnx__NodeProto *proto,
                                size_t file_index, model_node *node, onnxm_error *err)
{
    char label[160];
    model_node_label(proto, file_index, label, sizeof label);
    node->proto = proto;
    node->file_index = file_index;
    node->input = node->output = MODEL_NONE;
    node->elem_type = 0;
    onnxm_status st = resolve_op(m, proto, label, node, err);
    if (st == ONNXM_OK)
        st = check_attributes(m, proto, label, node, err);
    if (st == ONNXM_OK)
        st = check_arity(m, proto, label, node, err);
    return st;
}

onnxm_status model_check_node_type(const onnxm_model *m, const model_node *node,
                                   int32_t elem_type, onnxm_error *err)
{
    char label[160], allowed[64], tbuf[32];
    if (onnxm_dtype_bit(elem_type) & node->version->types)
        return ONNXM_OK;
    return onnxm_fail(err, ONNXM_ERR_UNSUPPORTED_TYPE,
                      "%s: %s-%d (opset %lld) does not accept type %s (allowed: %s)",
                      model_node_label(node->proto, node->file_index, label, sizeof label),
                      onnxm_op_name(node->op), node->version->since_version,
                      (long long)m->opset, model_type_name(elem_type, tbuf, sizeof tbuf),
                      type_list(node->version->types, allowed, sizeof allowed));
}
