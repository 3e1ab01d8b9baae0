/* test_op_info -- onnxm_op_count / onnxm_op_get_info / onnxm_op_max_ulps
 * against the operator pages (shared/spec: Sqrt 1, 6, 13; Reciprocal 1, 6,
 * 13; Asinh 9, 22; Acos 7, 22; Exp 1, 6, 13; Log 1, 6, 13; Sigmoid 1, 6, 13;
 * Tanh 1, 6, 13; Erf 9, 13 (9 also lists integer types, which onnxm does
 * not implement); Gelu 20, with its tanh form (want_forms); bfloat16 only
 * from 13 and 22), their attributes
 * (onnxm_op_attribute), the typical inputs the benchmarks draw (the
 * reasons for each range are in onnxm_ops.def's header) and against the
 * accuracy the header promises, written here independently of
 * onnxm_ops.def; and the arguments the functions refuse. */
#include <stdio.h>
#include <string.h>

#include "core/ops.h" /* onnxm_attr_value_allowed: the loader's value check */
#include "onnxm.h"

static int failures;
#define CHECK(c)                                                                   \
    do {                                                                           \
        if (!(c)) {                                                                \
            fprintf(stderr, "%s:%d: CHECK(%s) failed\n", __FILE__, __LINE__, #c); \
            failures++;                                                            \
        }                                                                          \
    } while (0)

#define F16 ONNXM_TYPE_BIT(ONNXM_FLOAT16)
#define BF16 ONNXM_TYPE_BIT(ONNXM_BFLOAT16)
#define F32 ONNXM_TYPE_BIT(ONNXM_FLOAT)
#define F64 ONNXM_TYPE_BIT(ONNXM_DOUBLE)

static const struct {
    const char *name;
    int ieee;
    int n;
    int since[3];
    unsigned types[3];
    onnxm_input_distribution dist; /* typical inputs: uniform or log-uniform on [lo, hi] */
    double lo, hi;
} want[] = {
    {"Sqrt", 1, 3, {1, 6, 13}, {F16 | F32 | F64, F16 | F32 | F64, F16 | BF16 | F32 | F64},
     ONNXM_INPUTS_LOG_UNIFORM, 1.0 / 256, 256.0},
    {"Reciprocal", 1, 3, {1, 6, 13}, {F16 | F32 | F64, F16 | F32 | F64, F16 | BF16 | F32 | F64},
     ONNXM_INPUTS_LOG_UNIFORM, 1.0 / 256, 256.0},
    {"Asinh", 0, 2, {9, 22}, {F16 | F32 | F64, F16 | BF16 | F32 | F64},
     ONNXM_INPUTS_LOG_UNIFORM, 1.0 / 256, 256.0},
    {"Acos", 0, 2, {7, 22}, {F16 | F32 | F64, F16 | BF16 | F32 | F64},
     ONNXM_INPUTS_UNIFORM, -1.0, 1.0},
    {"Exp", 0, 3, {1, 6, 13}, {F16 | F32 | F64, F16 | F32 | F64, F16 | BF16 | F32 | F64},
     ONNXM_INPUTS_UNIFORM, -20.0, 10.0},
    {"Log", 0, 3, {1, 6, 13}, {F16 | F32 | F64, F16 | F32 | F64, F16 | BF16 | F32 | F64},
     ONNXM_INPUTS_LOG_UNIFORM, 1.0 / 1048576, 1024.0},
    {"Sigmoid", 0, 3, {1, 6, 13}, {F16 | F32 | F64, F16 | F32 | F64, F16 | BF16 | F32 | F64},
     ONNXM_INPUTS_UNIFORM, -8.0, 8.0},
    {"Tanh", 0, 3, {1, 6, 13}, {F16 | F32 | F64, F16 | F32 | F64, F16 | BF16 | F32 | F64},
     ONNXM_INPUTS_UNIFORM, -8.0, 8.0},
    {"Erf", 0, 2, {9, 13}, {F16 | F32 | F64, F16 | BF16 | F32 | F64},
     ONNXM_INPUTS_UNIFORM, -4.0, 4.0},
    {"Gelu", 0, 1, {20}, {F16 | BF16 | F32 | F64}, ONNXM_INPUTS_UNIFORM, -8.0, 8.0},
};

/* The attributes of each version, from the operator pages: every version
 * not listed here takes none.  consumed_inputs (version 1 of Sqrt,
 * Reciprocal, Exp, Log, Sigmoid, Tanh) is legacy: accepted, of type ints, ignored. */
static const struct {
    const char *op;
    int since;
    const char *name;
    onnxm_attr_type type;
    int ignored;
    const char *default_value, *values; /* NULL: none */
} want_attrs[] = {
    {"Sqrt", 1, "consumed_inputs", ONNXM_ATTR_INTS, 1, NULL, NULL},
    {"Reciprocal", 1, "consumed_inputs", ONNXM_ATTR_INTS, 1, NULL, NULL},
    {"Exp", 1, "consumed_inputs", ONNXM_ATTR_INTS, 1, NULL, NULL},
    {"Log", 1, "consumed_inputs", ONNXM_ATTR_INTS, 1, NULL, NULL},
    {"Sigmoid", 1, "consumed_inputs", ONNXM_ATTR_INTS, 1, NULL, NULL},
    {"Tanh", 1, "consumed_inputs", ONNXM_ATTR_INTS, 1, NULL, NULL},
    {"Gelu", 20, "approximate", ONNXM_ATTR_STRING, 0, "none", "none|tanh"},
};

static int same_text(const char *a, const char *b)
{
    return a == NULL ? b == NULL : b != NULL && strcmp(a, b) == 0;
}

/* onnxm_op_attribute_count / onnxm_op_attribute of every version against
 * want_attrs, and the arguments they refuse. */
static void check_attributes(void)
{
    const int nattrs = (int)(sizeof want_attrs / sizeof want_attrs[0]);
    int seen = 0;
    for (int op = 0; op < onnxm_op_count(); op++) {
        onnxm_op_info info;
        if (onnxm_op_get_info((onnxm_op)op, &info) != ONNXM_OK || info.form_of >= 0)
            continue; /* a form has its operator's attributes: check_forms */
        for (int v = 0; v < info.version_count; v++) {
            int since = info.since_version[v];
            size_t n = onnxm_op_attribute_count((onnxm_op)op, since), listed = 0;
            for (int w = 0; w < nattrs; w++)
                listed += strcmp(want_attrs[w].op, info.name) == 0 && want_attrs[w].since == since;
            CHECK(n == listed);
            for (size_t i = 0; i < n; i++) {
                onnxm_attr_info a;
                memset(&a, 0xA5, sizeof a);
                CHECK(onnxm_op_attribute((onnxm_op)op, since, i, &a) == ONNXM_OK);
                int w = 0;
                while (w < nattrs && !(strcmp(want_attrs[w].op, info.name) == 0 &&
                                       want_attrs[w].since == since &&
                                       strcmp(want_attrs[w].name, a.name) == 0))
                    w++;
                CHECK(w < nattrs);
                if (w == nattrs)
                    continue;
                seen++;
                CHECK(a.type == want_attrs[w].type);
                CHECK(a.ignored == want_attrs[w].ignored);
                CHECK(same_text(a.default_value, want_attrs[w].default_value));
                CHECK(same_text(a.values, want_attrs[w].values));
                /* no two attributes of a version share a name (the loader finds
                 * an attribute by name within its version) */
                for (size_t j = 0; j < i; j++) {
                    onnxm_attr_info b;
                    CHECK(onnxm_op_attribute((onnxm_op)op, since, j, &b) == ONNXM_OK &&
                          strcmp(a.name, b.name) != 0);
                }
            }
            onnxm_attr_info a;
            CHECK(onnxm_op_attribute((onnxm_op)op, since, n, &a) == ONNXM_ERR_INVALID_ARGUMENT);
            CHECK(onnxm_op_attribute((onnxm_op)op, since, 0, NULL) == ONNXM_ERR_INVALID_ARGUMENT);
        }
        /* a version the operator does not have */
        onnxm_attr_info a;
        CHECK(onnxm_op_attribute_count((onnxm_op)op, 2) == 0 || info.since_version[0] == 2);
        CHECK(onnxm_op_attribute((onnxm_op)op, 0, 0, &a) == ONNXM_ERR_INVALID_ARGUMENT);
    }
    CHECK(seen == nattrs); /* every listed attribute is the library's */
    /* the value check of a string attribute with a list of values, and of
     * one without (any value) */
    const onnxm_attr_info choice = {"approximate", ONNXM_ATTR_STRING, 0, "none", "none|tanh"};
    const onnxm_attr_info any = {"any", ONNXM_ATTR_STRING, 0, NULL, NULL};
    CHECK(onnxm_attr_value_allowed(&choice, "none", 4));
    CHECK(onnxm_attr_value_allowed(&choice, "tanh", 4));
    CHECK(!onnxm_attr_value_allowed(&choice, "fast", 4));
    CHECK(!onnxm_attr_value_allowed(&choice, "non", 3));
    CHECK(!onnxm_attr_value_allowed(&choice, "tanhx", 5));
    CHECK(!onnxm_attr_value_allowed(&choice, "none|tanh", 9));
    CHECK(!onnxm_attr_value_allowed(&choice, "", 0));
    CHECK(!onnxm_attr_value_allowed(&choice, "tanh\0", 5)); /* the bytes, not a C string */
    CHECK(onnxm_attr_value_allowed(&any, "fast", 4));
    onnxm_attr_info a;
    CHECK(onnxm_op_attribute_count((onnxm_op)onnxm_op_count(), 1) == 0);
    CHECK(onnxm_op_attribute((onnxm_op)onnxm_op_count(), 1, 0, &a) == ONNXM_ERR_INVALID_ARGUMENT);
    CHECK(onnxm_op_attribute((onnxm_op)-1, 1, 0, &a) == ONNXM_ERR_INVALID_ARGUMENT);
}

/* The forms, from the operator pages: an attribute value that makes the
 * operator another function, and so another kernel (onnxm_op_select). */
static const struct {
    const char *op, *attribute, *value;
} want_forms[] = {
    {"Gelu", "approximate", "tanh"}, /* Gelu-20: the tanh approximation */
};
#define NFORMS ((int)(sizeof want_forms / sizeof want_forms[0]))

/* Each form: its facts are its operator's but its kernel's own, it is the
 * op onnxm_op_select gives for its value, and onnxm_op_select refuses
 * what the loader refuses. */
static void check_forms(void)
{
    int found = 0;
    for (int f = 0; f < onnxm_op_count(); f++) {
        onnxm_op_info fi, bi;
        memset(&fi, 0xA5, sizeof fi);
        CHECK(onnxm_op_get_info((onnxm_op)f, &fi) == ONNXM_OK);
        char label[64], want_label[64];
        CHECK(onnxm_op_label((onnxm_op)f, label, sizeof label) == (int)strlen(label));
        if (fi.form_of < 0) {
            CHECK(fi.form_attribute == NULL && fi.form_value == NULL);
            CHECK(strcmp(label, fi.name) == 0);
            continue;
        }
        int w = 0;
        while (w < NFORMS && !(strcmp(want_forms[w].op, fi.name) == 0 &&
                               same_text(want_forms[w].attribute, fi.form_attribute) &&
                               same_text(want_forms[w].value, fi.form_value)))
            w++;
        CHECK(w < NFORMS);
        if (w == NFORMS)
            continue;
        found++;
        snprintf(want_label, sizeof want_label, "%s(%s=%s)", want_forms[w].op,
                 want_forms[w].attribute, want_forms[w].value);
        CHECK(strcmp(label, want_label) == 0);
        char small[5];
        CHECK(onnxm_op_label((onnxm_op)f, small, sizeof small) == (int)strlen(want_label) &&
              strncmp(small, want_label, 4) == 0 && small[4] == '\0');
        onnxm_op base = (onnxm_op)fi.form_of;
        CHECK(fi.form_of < onnxm_op_count() && fi.form_of != f);
        CHECK(onnxm_op_get_info(base, &bi) == ONNXM_OK && bi.form_of < 0);
        CHECK(strcmp(onnxm_op_name((onnxm_op)f), onnxm_op_name(base)) == 0);
        CHECK(fi.version_count == bi.version_count);
        for (int v = 0; v < bi.version_count; v++) {
            CHECK(fi.since_version[v] == bi.since_version[v]);
            CHECK(fi.type_mask[v] == bi.type_mask[v]);
            CHECK(onnxm_op_attribute_count((onnxm_op)f, bi.since_version[v]) ==
                  onnxm_op_attribute_count(base, bi.since_version[v]));
        }
        double u;
        CHECK(onnxm_op_max_ulps((onnxm_op)f, ONNXM_DOUBLE, &u) == ONNXM_OK && u == 0.5);
        /* the value selects the form; the default, and no attribute, the operator */
        onnxm_op out = ONNXM_OP_COUNT;
        onnxm_attr_value given = {fi.form_attribute, fi.form_value};
        CHECK(onnxm_op_select(base, &given, 1, &out) == ONNXM_OK && out == (onnxm_op)f);
        out = ONNXM_OP_COUNT;
        CHECK(onnxm_op_select(base, NULL, 0, &out) == ONNXM_OK && out == base);
        onnxm_attr_info a;
        for (size_t i = 0; i < onnxm_op_attribute_count(base, bi.since_version[0]); i++)
            if (onnxm_op_attribute(base, bi.since_version[0], i, &a) == ONNXM_OK &&
                strcmp(a.name, fi.form_attribute) == 0 && a.default_value != NULL) {
                onnxm_attr_value dflt = {a.name, a.default_value};
                out = ONNXM_OP_COUNT;
                CHECK(onnxm_op_select(base, &dflt, 1, &out) == ONNXM_OK && out == base);
            }
        /* refused, leaving *out alone: a value not listed, an unknown
         * attribute, one given twice, a form as the operator, no out */
        onnxm_attr_value bad[] = {{fi.form_attribute, "fast"}};
        onnxm_attr_value unknown[] = {{"alpha", "1"}};
        onnxm_attr_value twice[] = {given, given};
        onnxm_attr_value null_value[] = {{fi.form_attribute, NULL}};
        out = ONNXM_OP_COUNT;
        CHECK(onnxm_op_select(base, bad, 1, &out) == ONNXM_ERR_INVALID_ARGUMENT);
        CHECK(onnxm_op_select(base, unknown, 1, &out) == ONNXM_ERR_INVALID_ARGUMENT);
        CHECK(onnxm_op_select(base, twice, 2, &out) == ONNXM_ERR_INVALID_ARGUMENT);
        CHECK(onnxm_op_select(base, null_value, 1, &out) == ONNXM_ERR_INVALID_ARGUMENT);
        CHECK(onnxm_op_select((onnxm_op)f, NULL, 0, &out) == ONNXM_ERR_INVALID_ARGUMENT);
        CHECK(onnxm_op_select(base, NULL, 1, &out) == ONNXM_ERR_INVALID_ARGUMENT);
        CHECK(out == ONNXM_OP_COUNT);
        CHECK(onnxm_op_select(base, &given, 1, NULL) == ONNXM_ERR_INVALID_ARGUMENT);
    }
    CHECK(found == NFORMS);
    /* every value a string attribute lists is computed by some kernel: the
     * default by the operator's row, each other by a form (a listed value
     * without one would run the operator's function instead) */
    for (int op = 0; op < onnxm_op_count(); op++) {
        onnxm_op_info info;
        if (onnxm_op_get_info((onnxm_op)op, &info) != ONNXM_OK || info.form_of >= 0)
            continue;
        for (int v = 0; v < info.version_count; v++)
            for (size_t i = 0; i < onnxm_op_attribute_count((onnxm_op)op, info.since_version[v]);
                 i++) {
                onnxm_attr_info a;
                if (onnxm_op_attribute((onnxm_op)op, info.since_version[v], i, &a) != ONNXM_OK ||
                    a.type != ONNXM_ATTR_STRING || a.values == NULL || a.ignored)
                    continue;
                for (const char *p = a.values;;) {
                    const char *bar = strchr(p, '|');
                    char value[64];
                    snprintf(value, sizeof value, "%.*s", bar ? (int)(bar - p) : (int)strlen(p), p);
                    onnxm_attr_value given = {a.name, value};
                    onnxm_op out = ONNXM_OP_COUNT;
                    CHECK(onnxm_op_select((onnxm_op)op, &given, 1, &out) == ONNXM_OK);
                    CHECK((out == (onnxm_op)op) == same_text(value, a.default_value));
                    if (bar == NULL)
                        break;
                    p = bar + 1;
                }
            }
    }
    /* an operator without attributes takes none, a legacy one any value */
    onnxm_op out;
    onnxm_attr_value legacy = {"consumed_inputs", "[1]"}, none = {"approximate", "tanh"};
    CHECK(onnxm_op_select(ONNXM_OP_SQRT, &legacy, 1, &out) == ONNXM_OK && out == ONNXM_OP_SQRT);
    CHECK(onnxm_op_select(ONNXM_OP_SQRT, &none, 1, &out) == ONNXM_ERR_INVALID_ARGUMENT);
    CHECK(onnxm_op_select((onnxm_op)onnxm_op_count(), NULL, 0, &out) ==
          ONNXM_ERR_INVALID_ARGUMENT);
    char label[8];
    CHECK(onnxm_op_label((onnxm_op)onnxm_op_count(), label, sizeof label) == -1);
    CHECK(onnxm_op_label(ONNXM_OP_SQRT, NULL, 1) == -1);
    CHECK(onnxm_op_label(ONNXM_OP_SQRT, NULL, 0) == 4);
}

int main(void)
{
    const int nwant = (int)(sizeof want / sizeof want[0]);
    CHECK(onnxm_op_count() == nwant + NFORMS);
    for (int w = 0; w < nwant; w++) {
        int op = 0;
        while (op < onnxm_op_count() && strcmp(onnxm_op_name((onnxm_op)op), want[w].name) != 0)
            op++;
        CHECK(op < onnxm_op_count());
        if (op == onnxm_op_count())
            continue;
        onnxm_op_info info;
        memset(&info, 0xA5, sizeof info);
        CHECK(onnxm_op_get_info((onnxm_op)op, &info) == ONNXM_OK);
        CHECK(strcmp(info.name, want[w].name) == 0);
        CHECK(info.op_class == (want[w].ieee ? ONNXM_CLASS_IEEE : ONNXM_CLASS_ELEMENTARY));
        CHECK(info.version_count == want[w].n);
        for (int v = 0; v < want[w].n && v < info.version_count; v++) {
            CHECK(info.since_version[v] == want[w].since[v]);
            CHECK(info.type_mask[v] == want[w].types[v]);
        }
        CHECK(info.inputs.distribution == want[w].dist);
        CHECK(info.inputs.low == want[w].lo && info.inputs.high == want[w].hi);
        /* a log-uniform range must be positive: log2 of its bounds is drawn */
        CHECK(info.inputs.low < info.inputs.high &&
              (info.inputs.distribution == ONNXM_INPUTS_UNIFORM || info.inputs.low > 0));
        /* the header: every operator correctly rounded in every type */
        static const onnxm_dtype narrow[] = {ONNXM_FLOAT16, ONNXM_BFLOAT16, ONNXM_FLOAT};
        for (int d = 0; d < 3; d++) {
            double u = -1;
            CHECK(onnxm_op_max_ulps((onnxm_op)op, narrow[d], &u) == ONNXM_OK && u == 0.5);
        }
        double u = -1;
        CHECK(onnxm_op_max_ulps((onnxm_op)op, ONNXM_DOUBLE, &u) == ONNXM_OK);
        CHECK(u == 0.5);
        CHECK(info.max_ulps_f64 == u);
        CHECK(onnxm_op_max_ulps((onnxm_op)op, (onnxm_dtype)7 /* INT64 */, &u) ==
              ONNXM_ERR_UNSUPPORTED_TYPE);
        CHECK(onnxm_op_max_ulps((onnxm_op)op, ONNXM_FLOAT, NULL) == ONNXM_ERR_INVALID_ARGUMENT);
        CHECK(onnxm_op_get_info((onnxm_op)op, NULL) == ONNXM_ERR_INVALID_ARGUMENT);
    }
    check_attributes();
    check_forms();
    onnxm_op_info info;
    double u;
    CHECK(onnxm_op_get_info((onnxm_op)onnxm_op_count(), &info) == ONNXM_ERR_INVALID_ARGUMENT);
    CHECK(onnxm_op_get_info((onnxm_op)-1, &info) == ONNXM_ERR_INVALID_ARGUMENT);
    CHECK(onnxm_op_max_ulps((onnxm_op)onnxm_op_count(), ONNXM_FLOAT, &u) ==
          ONNXM_ERR_INVALID_ARGUMENT);
    if (failures)
        fprintf(stderr, "test_op_info: %d failures\n", failures);
    else
        printf("test_op_info: %d operators as the operator pages give them\n", nwant);
    return failures != 0;
}
