/* ops.c -- operator names and versions, all derived from onnxm_ops.def. */
#include "core/ops.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const onnxm_op_desc op_descs[ONNXM_OP_COUNT] = {
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, F64_ULPS, LOOP, TABLE16, MIN_PER_THREAD) \
    [ONNXM_OP_##ENUM] = {NAME, CLASS, F64_ULPS, LOOP, TABLE16, MIN_PER_THREAD},
#include "onnxm_ops.def"
};

/* The ONNXM_OP_INPUTS rows, by operator.  Every operator has exactly one:
 * a second row for one op is an overriding initializer (-Werror), and the
 * count below must equal the number of operators. */
typedef struct {
    onnxm_input_distribution distribution;
    double low, high;
} op_inputs_row;
static const op_inputs_row op_inputs[ONNXM_OP_COUNT] = {
#define ONNXM_OP_INPUTS(ENUM, DISTRIBUTION, LOW, HIGH) [ONNXM_OP_##ENUM] = {DISTRIBUTION, LOW, HIGH},
#include "onnxm_ops.def"
};
enum {
    OP_INPUTS_ROWS = 0
#define ONNXM_OP_INPUTS(ENUM, ...) +1
#include "onnxm_ops.def"
};
_Static_assert((int)OP_INPUTS_ROWS == (int)ONNXM_OP_COUNT,
               "onnxm_ops.def: every operator needs one ONNXM_OP_INPUTS row");

static const onnxm_attr_info attr_rows[ONNXM_ATTR_COUNT] = {
#define ONNXM_ATTR(ATTR, NAME, TYPE, IGNORED, DEFAULT, VALUES) \
    [ONNXM_ATTR_INDEX_##ATTR] = {NAME, TYPE, IGNORED, DEFAULT, VALUES},
#include "onnxm_ops.def"
};

/* The ONNXM_FORM rows, and a last row that is none (so that a list
 * without forms still compiles). */
typedef struct {
    onnxm_op form, of;
    int attr; /* ONNXM_ATTR_INDEX_* */
    const char *value;
} op_form_row;
static const op_form_row op_forms[] = {
#define ONNXM_FORM(FORM, OP, ATTR, VALUE) {ONNXM_OP_##FORM, ONNXM_OP_##OP, ONNXM_ATTR_INDEX_##ATTR, VALUE},
#include "onnxm_ops.def"
    {ONNXM_OP_COUNT, ONNXM_OP_COUNT, -1, NULL}};

static const op_form_row *form_row(onnxm_op op)
{
    for (const op_form_row *f = op_forms; f->value != NULL; f++)
        if (f->form == op)
            return f;
    return NULL;
}

onnxm_op onnxm_op_base(onnxm_op op)
{
    const op_form_row *f = form_row(op);
    return f != NULL ? f->of : op;
}

onnxm_op onnxm_op_form_for(onnxm_op op, int attr, const char *value, size_t len)
{
    for (const op_form_row *f = op_forms; f->value != NULL; f++)
        if (f->of == op && f->attr == attr && strlen(f->value) == len &&
            memcmp(f->value, value, len) == 0)
            return f->form;
    return op;
}

static const onnxm_op_version op_versions[] = {
#define ONNXM_OP_VERSION(ENUM, SINCE, TYPES, ATTRS) {ONNXM_OP_##ENUM, SINCE, TYPES, ATTRS},
#include "onnxm_ops.def"
};

const char *onnxm_op_name(onnxm_op op)
{
    return (unsigned)op < ONNXM_OP_COUNT ? op_descs[op].name : NULL;
}

static const char *const op_kernels[ONNXM_OP_COUNT] = {
#define ONNXM_OP(ENUM, NAME, KERNEL, ...) [ONNXM_OP_##ENUM] = #KERNEL,
#include "onnxm_ops.def"
};

const char *onnxm_op_kernel_name(onnxm_op op)
{
    return (unsigned)op < ONNXM_OP_COUNT ? op_kernels[op] : NULL;
}

int onnxm_op_label(onnxm_op op, char *buf, size_t size)
{
    if ((unsigned)op >= ONNXM_OP_COUNT || (buf == NULL && size > 0))
        return -1;
    const op_form_row *f = form_row(op);
    if (f == NULL)
        return snprintf(buf, size, "%s", op_descs[op].name);
    return snprintf(buf, size, "%s(%s=%s)", op_descs[op].name, attr_rows[f->attr].name, f->value);
}

const onnxm_op_desc *onnxm_op_desc_of(onnxm_op op)
{
    return &op_descs[op];
}

int onnxm_op_count(void)
{
    return ONNXM_OP_COUNT;
}

onnxm_status onnxm_op_get_info(onnxm_op op, onnxm_op_info *info)
{
    if ((unsigned)op >= ONNXM_OP_COUNT || info == NULL)
        return ONNXM_ERR_INVALID_ARGUMENT;
    memset(info, 0, sizeof *info);
    info->name = op_descs[op].name;
    info->op_class = op_descs[op].op_class;
    info->max_ulps_f64 = op_descs[op].max_ulps_f64;
    info->inputs.distribution = op_inputs[op].distribution;
    info->inputs.low = op_inputs[op].low;
    info->inputs.high = op_inputs[op].high;
    const op_form_row *f = form_row(op);
    info->form_of = f != NULL ? (int)f->of : -1;
    info->form_attribute = f != NULL ? attr_rows[f->attr].name : NULL;
    info->form_value = f != NULL ? f->value : NULL;
    onnxm_op base = onnxm_op_base(op);
    for (size_t i = 0; i < sizeof op_versions / sizeof op_versions[0]; i++) {
        if (op_versions[i].op != base || info->version_count == ONNXM_OP_MAX_VERSIONS)
            continue;
        unsigned mask = 0;
        static const int dtypes[] = {ONNXM_FLOAT16, ONNXM_BFLOAT16, ONNXM_FLOAT, ONNXM_DOUBLE};
        for (int d = 0; d < 4; d++)
            if (op_versions[i].types & onnxm_dtype_bit(dtypes[d]))
                mask |= ONNXM_TYPE_BIT(dtypes[d]);
        info->since_version[info->version_count] = op_versions[i].since_version;
        info->type_mask[info->version_count] = mask;
        info->version_count++;
    }
    return ONNXM_OK;
}

onnxm_status onnxm_op_max_ulps(onnxm_op op, onnxm_dtype dtype, double *ulps)
{
    if ((unsigned)op >= ONNXM_OP_COUNT || ulps == NULL)
        return ONNXM_ERR_INVALID_ARGUMENT;
    unsigned bit = onnxm_dtype_bit(dtype), any = 0;
    onnxm_op base = onnxm_op_base(op);
    for (size_t i = 0; i < sizeof op_versions / sizeof op_versions[0]; i++)
        if (op_versions[i].op == base)
            any |= op_versions[i].types;
    if (bit == 0 || !(any & bit))
        return ONNXM_ERR_UNSUPPORTED_TYPE;
    *ulps = dtype == ONNXM_DOUBLE ? op_descs[op].max_ulps_f64 : 0.5;
    return ONNXM_OK;
}

onnxm_op onnxm_op_lookup(const char *name)
{
    if (name != NULL)
        for (int i = 0; i < ONNXM_OP_COUNT; i++)
            if (strcmp(op_descs[i].name, name) == 0 && form_row((onnxm_op)i) == NULL)
                return (onnxm_op)i;
    return ONNXM_OP_COUNT;
}

const onnxm_op_version *onnxm_op_resolve(onnxm_op op, int64_t opset)
{
    const onnxm_op_version *best = NULL;
    op = onnxm_op_base(op);
    for (size_t i = 0; i < sizeof op_versions / sizeof op_versions[0]; i++)
        if (op_versions[i].op == op && op_versions[i].since_version <= opset &&
            (best == NULL || op_versions[i].since_version > best->since_version))
            best = &op_versions[i];
    return best;
}

const onnxm_op_version *onnxm_op_versions(size_t *count)
{
    if (count != NULL)
        *count = sizeof op_versions / sizeof op_versions[0];
    return op_versions;
}


/* A version row names only attributes that have a row, and two attributes
 * of one version never share a name (checked by test_op_info). */
int onnxm_attr_find(unsigned mask, const char *name)
{
    for (int i = 0; name != NULL && i < ONNXM_ATTR_COUNT; i++)
        if ((mask & (1u << i)) && strcmp(attr_rows[i].name, name) == 0)
            return i;
    return -1;
}

const onnxm_attr_info *onnxm_attr_row(int i)
{
    return &attr_rows[i];
}

int onnxm_attr_value_allowed(const onnxm_attr_info *a, const char *value, size_t len)
{
    if (a->values == NULL)
        return 1;
    for (const char *p = a->values;;) {
        const char *bar = strchr(p, '|');
        size_t n = bar != NULL ? (size_t)(bar - p) : strlen(p);
        if (n == len && (len == 0 || memcmp(p, value, len) == 0))
            return 1;
        if (bar == NULL)
            return 0;
        p = bar + 1;
    }
}

const char *onnxm_attr_type_name(int type)
{
    switch (type) {
    case ONNXM_ATTR_FLOAT: return "float";
    case ONNXM_ATTR_INT: return "int";
    case ONNXM_ATTR_STRING: return "string";
    case ONNXM_ATTR_INTS: return "ints";
    default: return "another type";
    }
}

static const onnxm_op_version *version_row(onnxm_op op, int since_version)
{
    op = onnxm_op_base(op);
    for (size_t i = 0; i < sizeof op_versions / sizeof op_versions[0]; i++)
        if (op_versions[i].op == op && op_versions[i].since_version == since_version)
            return &op_versions[i];
    return NULL;
}

size_t onnxm_op_attribute_count(onnxm_op op, int since_version)
{
    const onnxm_op_version *v = version_row(op, since_version);
    size_t n = 0;
    for (int i = 0; v != NULL && i < ONNXM_ATTR_COUNT; i++)
        n += (v->attributes >> i) & 1u;
    return n;
}

onnxm_status onnxm_op_attribute(onnxm_op op, int since_version, size_t i, onnxm_attr_info *info)
{
    const onnxm_op_version *v = version_row(op, since_version);
    if (v == NULL || info == NULL)
        return ONNXM_ERR_INVALID_ARGUMENT;
    for (int a = 0; a < ONNXM_ATTR_COUNT; a++)
        if (((v->attributes >> a) & 1u) && i-- == 0) {
            *info = attr_rows[a];
            return ONNXM_OK;
        }
    return ONNXM_ERR_INVALID_ARGUMENT;
}

int onnxm_dtype_index(int dtype)
{
    switch (dtype) {
    case ONNXM_FLOAT16: return ONNXM_DT_F16;
    case ONNXM_BFLOAT16: return ONNXM_DT_BF16;
    case ONNXM_FLOAT: return ONNXM_DT_F32;
    case ONNXM_DOUBLE: return ONNXM_DT_F64;
    default: return -1;
    }
}

unsigned onnxm_dtype_bit(int dtype)
{
    int i = onnxm_dtype_index(dtype);
    return i < 0 ? 0u : 1u << i;
}

size_t onnxm_dtype_size(int dtype)
{
    switch (dtype) {
    case ONNXM_FLOAT16:
    case ONNXM_BFLOAT16: return 2;
    case ONNXM_FLOAT: return 4;
    case ONNXM_DOUBLE: return 8;
    default: return 0;
    }
}

const char *onnxm_dtype_name(int dtype)
{
    switch (dtype) {
    case ONNXM_FLOAT16: return "float16";
    case ONNXM_BFLOAT16: return "bfloat16";
    case ONNXM_FLOAT: return "float";
    case ONNXM_DOUBLE: return "double";
    default: return "unknown";
    }
}

/* value, text, as a number of the attribute's type: all of it, finite */
static int number_ok(int type, const char *value)
{
    char *end;
    errno = 0;
    if (type == ONNXM_ATTR_FLOAT) {
        double v = strtod(value, &end);
        return end != value && *end == '\0' && errno == 0 && isfinite(v);
    }
    if (type == ONNXM_ATTR_INT) {
        (void)strtoll(value, &end, 10);
        return end != value && *end == '\0' && errno == 0;
    }
    return 0;
}

onnxm_status onnxm_op_select(onnxm_op op, const onnxm_attr_value *attrs, size_t n, onnxm_op *out)
{
    if ((unsigned)op >= ONNXM_OP_COUNT || form_row(op) != NULL || out == NULL ||
        (attrs == NULL && n > 0))
        return ONNXM_ERR_INVALID_ARGUMENT;
    unsigned accepted = 0; /* what some version of op accepts */
    for (size_t i = 0; i < sizeof op_versions / sizeof op_versions[0]; i++)
        if (op_versions[i].op == op)
            accepted |= op_versions[i].attributes;
    onnxm_op chosen = op;
    for (size_t i = 0; i < n; i++) {
        int row = onnxm_attr_find(accepted, attrs[i].name);
        if (row < 0 || attrs[i].value == NULL)
            return ONNXM_ERR_INVALID_ARGUMENT;
        for (size_t j = 0; j < i; j++)
            if (strcmp(attrs[j].name, attrs[i].name) == 0)
                return ONNXM_ERR_INVALID_ARGUMENT;
        const onnxm_attr_info *a = &attr_rows[row];
        const char *v = attrs[i].value;
        if (a->ignored)
            continue;
        if (a->type == ONNXM_ATTR_STRING ? !onnxm_attr_value_allowed(a, v, strlen(v))
                                         : !number_ok((int)a->type, v))
            return ONNXM_ERR_INVALID_ARGUMENT;
        onnxm_op f = onnxm_op_form_for(op, row, v, strlen(v));
        if (f != op)
            chosen = f;
    }
    *out = chosen;
    return ONNXM_OK;
}
