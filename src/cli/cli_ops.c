/* cli_ops.c -- `onnxm ops [--json]`: the operators this build implements,
 * their ONNX versions, element types, attributes and exactness, as the
 * library reports them (onnxm_op_get_info, onnxm_op_max_ulps).
 *
 * The JSON form is what the test suite and the benchmarks read instead of
 * parsing include/onnxm_ops.def: one object
 *   {"ops": [{"name": "Sqrt", "class": "ieee" | "elementary",
 *             "max_ulps": {"float16": 0.5, ...},   (types of any version)
 *             "versions": [{"since": 1, "types": ["float16", ...],
 *                           "attributes": ["consumed_inputs"]}, ...],
 *             "inputs": {"distribution": "uniform" | "log-uniform",
 *                        "low": -20, "high": 10}}, ...]}
 * ("inputs": the typical inputs the benchmarks draw, onnxm_ops.def's
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

/* The attributes a version row accepts.  The public onnxm_op_info has no
 * attribute field, so these come from the library's version rows. */
static unsigned version_attributes(onnxm_op op, int since)
{
    size_t n;
    const onnxm_op_version *v = onnxm_op_versions(&n);
    for (size_t i = 0; i < n; i++)
        if (v[i].op == op && v[i].since_version == since)
            return v[i].attributes;
    return 0;
}

static const char *const attribute_names[] = {"consumed_inputs"};
#define N_ATTRIBUTES (sizeof attribute_names / sizeof attribute_names[0])

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

static void print_attributes_json(unsigned attrs)
{
    const char *sep = "";
    putchar('[');
    for (size_t a = 0; a < N_ATTRIBUTES; a++)
        if (attrs & onnxm_attribute_bit(attribute_names[a])) {
            printf("%s\"%s\"", sep, attribute_names[a]);
            sep = ", ";
        }
    putchar(']');
}

static const char *class_name(onnxm_op_class c)
{
    return c == ONNXM_CLASS_IEEE ? "ieee" : "elementary";
}

static int print_json(void)
{
    puts("{\"ops\": [");
    for (int op = 0; op < onnxm_op_count(); op++) {
        onnxm_op_info info;
        if (onnxm_op_get_info((onnxm_op)op, &info) != ONNXM_OK)
            return cli_error("ops: no information on operator %d", op);
        printf("  {\"name\": \"%s\", \"class\": \"%s\",\n   \"max_ulps\": {", info.name,
               class_name(info.op_class));
        const char *sep = "";
        for (size_t d = 0; d < N_DTYPES; d++) {
            double u;
            if (onnxm_op_max_ulps((onnxm_op)op, dtypes[d], &u) != ONNXM_OK)
                continue;
            /* %.17g: the bound exactly as the library holds it */
            printf("%s\"%s\": %.17g", sep, onnxm_dtype_name(dtypes[d]), u);
            sep = ", ";
        }
        printf("},\n   \"versions\": [");
        for (int v = 0; v < info.version_count; v++) {
            printf("%s{\"since\": %d, \"types\": ", v ? ",\n                " : "",
                   info.since_version[v]);
            print_types_json(info.type_mask[v]);
            printf(", \"attributes\": ");
            print_attributes_json(version_attributes((onnxm_op)op, info.since_version[v]));
            putchar('}');
        }
        /* %.17g: the bounds exactly, so that a reader draws what C draws */
        printf("],\n   \"inputs\": {\"distribution\": \"%s\", \"low\": %.17g, \"high\": %.17g}}%s\n",
               info.inputs.distribution == ONNXM_INPUTS_LOG_UNIFORM ? "log-uniform" : "uniform",
               info.inputs.low, info.inputs.high, op + 1 < onnxm_op_count() ? "," : "");
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
                printf("  correctly rounded\n");
            else
                printf("  correctly rounded; double within %.2f ulp\n", info.max_ulps_f64);
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
