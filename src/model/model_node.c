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
        if (onnxm_op_base((onnxm_op)op) != (onnxm_op)op)
            continue; /* a form: its operator is listed */
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

/* The type a node gives an attribute: its type field, or where a model of
 * IR version 1 leaves that out, the field it sets (0: none is set). */
static int given_type(const Onnx__AttributeProto *a)
{
    if (a->has_type && a->type != ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__UNDEFINED)
        return (int)a->type;
    if (a->n_ints > 0)
        return ONNXM_ATTR_INTS;
    if (a->has_s)
        return ONNXM_ATTR_STRING;
    if (a->has_f)
        return ONNXM_ATTR_FLOAT;
    if (a->has_i)
        return ONNXM_ATTR_INT;
    if (a->n_floats > 0 || a->n_strings > 0 || a->t != NULL || a->has_g || a->n_tensors > 0 ||
        a->n_graphs > 0)
        return -1; /* a type no onnxm operator takes */
    return 0;
}

/* value as printable text, at most 40 bytes, for a message */
static const char *printable(const ProtobufCBinaryData *v, char *buf, size_t size)
{
    size_t n = v->len < size - 4 ? v->len : size - 4, i;
    for (i = 0; i < n && i < 40; i++)
        buf[i] = v->data[i] >= 0x20 && v->data[i] < 0x7f ? (char)v->data[i] : '?';
    if (i < v->len)
        buf[i++] = '.', buf[i++] = '.', buf[i++] = '.';
    buf[i] = '\0';
    return buf;
}

/* Each attribute of the node against the version's ONNXM_ATTR rows: a name
 * the version accepts, given once, of the row's type, with an allowed value
 * (a legacy attribute: its type only; an empty list of ints has no field
 * set, and is taken for one). */
static onnxm_status check_attributes(const onnxm_model *m, const Onnx__NodeProto *p,
                                     const char *label, const model_node *node, onnxm_error *err)
{
    const char *op = onnxm_op_name(node->op);
    int since = node->version->since_version;
    for (size_t i = 0; i < p->n_attribute; i++) {
        const Onnx__AttributeProto *a = p->attribute[i];
        const char *name = a->name != NULL ? a->name : "";
        int row = onnxm_attr_find(node->version->attributes, name);
        if (row < 0)
            return onnxm_fail(err, ONNXM_ERR_INVALID_MODEL,
                              "%s: %s-%d (opset %lld) has no attribute '%s'", label, op, since,
                              (long long)m->opset, name);
        for (size_t j = 0; j < i; j++)
            if (p->attribute[j]->name != NULL && strcmp(p->attribute[j]->name, name) == 0)
                return onnxm_fail(err, ONNXM_ERR_INVALID_MODEL,
                                  "%s: %s-%d: attribute '%s' is given twice", label, op, since,
                                  name);
        const onnxm_attr_info *want = onnxm_attr_row(row);
        int type = given_type(a);
        if (type != (int)want->type && !(type == 0 && want->type == ONNXM_ATTR_INTS))
            return onnxm_fail(err, ONNXM_ERR_INVALID_MODEL,
                              "%s: %s-%d: attribute '%s' must be a %s, the node gives %s", label,
                              op, since, name, onnxm_attr_type_name((int)want->type),
                              type == 0 ? "no value" : onnxm_attr_type_name(type));
        if (want->type == ONNXM_ATTR_STRING &&
            !onnxm_attr_value_allowed(want, (const char *)a->s.data, a->s.len)) {
            char buf[48];
            return onnxm_fail(err, ONNXM_ERR_INVALID_MODEL,
                              "%s: %s-%d: attribute %s \"%s\" is not one of the values allowed "
                              "(%s)",
                              label, op, since, name, printable(&a->s, buf, sizeof buf),
                              want->values);
        }
    }
    return ONNXM_OK;
}

/* The kernel of the node: the form of its operator that a checked string
 * attribute selects (onnxm_ops.def's ONNXM_FORM rows: Gelu with
 * approximate "tanh"), or the operator's own.  The run plan resolves the
 * kernel of node->op once (model_plan.c). */
static void select_form(const Onnx__NodeProto *p, model_node *node)
{
    for (size_t i = 0; i < p->n_attribute; i++) {
        const Onnx__AttributeProto *a = p->attribute[i];
        int row = onnxm_attr_find(node->version->attributes, a->name);
        if (row >= 0 && onnxm_attr_row(row)->type == ONNXM_ATTR_STRING)
            node->op = onnxm_op_form_for(node->op, row, (const char *)a->s.data, a->s.len);
    }
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
        select_form(proto, node);
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
