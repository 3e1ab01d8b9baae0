/* cli_ops.c -- `onnxm ops [--json]`: the operators this build implements,
 * their ONNX versions, element types, attributes and exactness, as the
 * library reports them (onnxm_op_get_info, onnxm_op_max_ulps).
 *
 * The JSON form is what the test suite and the benchmarks read instead of
 * parsing include/onnxm_ops.def: one object
 *   {"ops": [{"name": "Sqrt", "op": 0, "class": "ieee" | "elementary",
 *             "max_ulps": {"float16": 0.5, ...},   (types of any version)
 *             "forms": [{"attribute": "approximate", "value": "tanh",
 *                        "label": "Gelu(approximate=tanh)", "op": 10,
 *                        "class": ..., "max_ulps": {...}, "inputs": {...}}],
 *             "versions": [{"since": 1, "types": ["float16", ...],
 *                           "attributes": ["consumed_inputs"],
 *                           "attribute_info": [{"name": "consumed_inputs",
 *                               "type": "ints", "ignored": true,
 *                               "default": null, "values": null}]}, ...],
 *             "inputs": {"distribution": "uniform" | "log-uniform",
 *                        "low": -20, "high": 10}}, ...]}
 * ("op": the onnxm_op value; "forms": the kernels of other values of an
 * attribute (onnxm_ops.def's ONNXM_FORM rows), which are not listed as
 * operators; "values": the allowed values of a string attribute, null for any;
 * "inputs": the typical inputs the benchmarks draw, onnxm_ops.def's
 * ONNXM_OP_INPUTS row).
 * Type names are onnxm_dtype_name's.  The CLI runs wherever the library
 * does, a cross build under its emulator included, so the table comes from
 * the build under test, not from a header. */
#include "cli/cli.h"
#include "core/ops.h"

#include <stdio.h>
#include <string.h>

/* onnxm_dtype values in the order types are listed. */
static const onnxm_dtype dtypes[] = {ONNXM_FLOAT16, ONNXM_BFLOAT16, ONNXM_FLOAT, ONNXM_DOUBLE};
#define N_DTYPES (sizeof dtypes / sizeof dtypes[0])

static void print_types_json(unsigned mask)
{
    const char *sep = "";
    putchar('[');
    for (size_t d = 0; d < N_DTYPES; d++)
        if (mask & ONNXM_TYPE_BIT(dtypes[d])) {
            printf("%s\"%s\"", sep, onnxm_dtype_name(dtypes[d]));
            sep = ", ";
        }
    putchar(']');
}

/* s as a JSON string (the attribute rows' strings are plain ASCII, no quotes) */
static void print_json_string(const char *s)
{
    if (s == NULL)
        fputs("null", stdout);
    else
        printf("\"%s\"", s);
}

static void print_attributes_json(onnxm_op op, int since)
{
    const char *sep = "";
    size_t n = onnxm_op_attribute_count(op, since);
    onnxm_attr_info a;
    putchar('[');
    for (size_t i = 0; i < n; i++)
        if (onnxm_op_attribute(op, since, i, &a) == ONNXM_OK) {
            printf("%s\"%s\"", sep, a.name);
            sep = ", ";
        }
    printf("], \"attribute_info\": [");
    sep = "";
    for (size_t i = 0; i < n; i++)
        if (onnxm_op_attribute(op, since, i, &a) == ONNXM_OK) {
            printf("%s{\"name\": \"%s\", \"type\": \"%s\", \"ignored\": %s, \"default\": ", sep,
                   a.name, onnxm_attr_type_name((int)a.type), a.ignored ? "true" : "false");
            print_json_string(a.default_value);
            printf(", \"values\": ");
            if (a.values == NULL) {
                fputs("null", stdout);
            } else { /* "none|tanh" -> ["none", "tanh"] */
                putchar('[');
                for (const char *p = a.values;;) {
                    const char *bar = strchr(p, '|');
                    int len = bar != NULL ? (int)(bar - p) : (int)strlen(p);
                    printf("\"%.*s\"%s", len, p, bar != NULL ? ", " : "");
                    if (bar == NULL)
                        break;
                    p = bar + 1;
                }
                putchar(']');
            }
            putchar('}');
            sep = ", ";
        }
    putchar(']');
}

/* "  approximate: string, none (default) | tanh; consumed_inputs: ints, ignored" */
static void print_attributes_text(onnxm_op op, int since)
{
    size_t n = onnxm_op_attribute_count(op, since);
    onnxm_attr_info a;
    for (size_t i = 0; i < n; i++) {
        if (onnxm_op_attribute(op, since, i, &a) != ONNXM_OK)
            continue;
        printf("%s%s: %s", i ? "; " : "  attributes: ", a.name, onnxm_attr_type_name((int)a.type));
        if (a.ignored)
            printf(", ignored");
        if (a.values != NULL) {
            printf(",");
            for (const char *p = a.values;;) {
                const char *bar = strchr(p, '|');
                int len = bar != NULL ? (int)(bar - p) : (int)strlen(p);
                int dflt = a.default_value != NULL && (int)strlen(a.default_value) == len &&
                           strncmp(p, a.default_value, (size_t)len) == 0;
                printf(" %.*s%s%s", len, p, dflt ? " (default)" : "", bar != NULL ? " |" : "");
                if (bar == NULL)
                    break;
                p = bar + 1;
            }
        } else if (a.default_value != NULL) {
            printf(", default %s", a.default_value);
        }
    }
}

static const char *class_name(onnxm_op_class c)
{
    return c == ONNXM_CLASS_IEEE ? "ieee" : "elementary";
}

/* {"float16": 0.5, ...}: op's bound in each type it has */
static void print_max_ulps_json(onnxm_op op)
{
    const char *sep = "";
    putchar('{');
    for (size_t d = 0; d < N_DTYPES; d++) {
        double u;
        if (onnxm_op_max_ulps(op, dtypes[d], &u) != ONNXM_OK)
            continue;
        /* %.17g: the bound exactly as the library holds it */
        printf("%s\"%s\": %.17g", sep, onnxm_dtype_name(dtypes[d]), u);
        sep = ", ";
    }
    putchar('}');
}

/* The forms of op (onnxm_op_info.form_of == op), as a JSON list: each its
 * attribute and value, the onnxm_op that computes it, class and bounds. */
static void print_forms_json(onnxm_op op)
{
    const char *sep = "";
    printf("[");
    for (int f = 0; f < onnxm_op_count(); f++) {
        onnxm_op_info fi;
        if (onnxm_op_get_info((onnxm_op)f, &fi) != ONNXM_OK || fi.form_of != (int)op)
            continue;
        char label[96];
        onnxm_op_label((onnxm_op)f, label, sizeof label);
        printf("%s{\"attribute\": \"%s\", \"value\": \"%s\", \"label\": \"%s\", \"op\": %d, "
               "\"class\": \"%s\",\n              \"max_ulps\": ",
               sep, fi.form_attribute, fi.form_value, label, f, class_name(fi.op_class));
        print_max_ulps_json((onnxm_op)f);
        printf(",\n              \"inputs\": {\"distribution\": \"%s\", \"low\": %.17g, \"high\": %.17g}}",
               fi.inputs.distribution == ONNXM_INPUTS_LOG_UNIFORM ? "log-uniform" : "uniform",
               fi.inputs.low, fi.inputs.high);
        sep = ",\n             ";
    }
    printf("]");
}

/* Each operator once, with its forms (ONNXM_FORM rows) inside it: a form
 * is a kernel of the operator, not an operator of its own.  "op" is the
 * onnxm_op value. */
static int print_json(void)
{
    puts("{\"ops\": [");
    int last = onnxm_op_count() - 1;
    while (last > 0) { /* the last operator that is not a form, for the commas */
        onnxm_op_info li;
        if (onnxm_op_get_info((onnxm_op)last, &li) == ONNXM_OK && li.form_of < 0)
            break;
        last--;
    }
    for (int op = 0; op < onnxm_op_count(); op++) {
        onnxm_op_info info;
        if (onnxm_op_get_info((onnxm_op)op, &info) != ONNXM_OK)
            return cli_error("ops: no information on operator %d", op);
        if (info.form_of >= 0)
            continue;
        printf("  {\"name\": \"%s\", \"op\": %d, \"class\": \"%s\",\n   \"max_ulps\": ",
               info.name, op, class_name(info.op_class));
        print_max_ulps_json((onnxm_op)op);
        printf(",\n   \"forms\": ");
        print_forms_json((onnxm_op)op);
        printf(",\n   \"versions\": [");
        for (int v = 0; v < info.version_count; v++) {
            printf("%s{\"since\": %d, \"types\": ", v ? ",\n                " : "",
                   info.since_version[v]);
            print_types_json(info.type_mask[v]);
            printf(", \"attributes\": ");
            print_attributes_json((onnxm_op)op, info.since_version[v]);
            putchar('}');
        }
        /* %.17g: the bounds exactly, so that a reader draws what C draws */
        printf("],\n   \"inputs\": {\"distribution\": \"%s\", \"low\": %.17g, \"high\": %.17g}}%s\n",
               info.inputs.distribution == ONNXM_INPUTS_LOG_UNIFORM ? "log-uniform" : "uniform",
               info.inputs.low, info.inputs.high, op < last ? "," : "");
    }
    puts("]}");
    return CLI_OK;
}

/* One line per operator version: "Sqrt  13  float16 bfloat16 float double
 * exact" -- for people; scripts read --json. */
static int print_text(void)
{
    for (int op = 0; op < onnxm_op_count(); op++) {
        onnxm_op_info info;
        if (onnxm_op_get_info((onnxm_op)op, &info) != ONNXM_OK)
            return cli_error("ops: no information on operator %d", op);
        for (int v = 0; v < info.version_count; v++) {
            printf("%-12s %3d ", info.name, info.since_version[v]);
            for (size_t d = 0; d < N_DTYPES; d++)
                printf(" %-8s", info.type_mask[v] & ONNXM_TYPE_BIT(dtypes[d])
                                    ? onnxm_dtype_name(dtypes[d])
                                    : "-");
            if (info.op_class == ONNXM_CLASS_IEEE)
                printf("  correctly rounded");
            else
                printf("  correctly rounded; double within %.2f ulp", info.max_ulps_f64);
            if (info.form_of >= 0)
                printf("  (%s=%s)", info.form_attribute, info.form_value);
            else
                print_attributes_text((onnxm_op)op, info.since_version[v]);
            putchar('\n');
        }
    }
    return CLI_OK;
}

int cli_ops(int argc, char **argv)
{
    int json = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0)
            json = 1;
        else
            return cli_usage_error("ops: unexpected argument '%s'", argv[i]);
    }
    return json ? print_json() : print_text();
}
