/* cli_info.c -- `onnxm info MODEL`. */
#include "cli/cli.h"
#include "model/model_ext.h"

#include <stdio.h>
#include <string.h>

/* "float [2,N,3]", "float (shape unknown)", symbolic dims by name. */
static void print_value_info(const onnxm_value_info *vi, const char *note)
{
    printf("  %s: %s", vi->name, vi->dtype != 0 ? onnxm_dtype_name(vi->dtype) : "(type unknown)");
    if (vi->rank < 0) {
        printf(" (shape unknown)");
    } else {
        printf(" [");
        for (int64_t d = 0; d < vi->rank; d++) {
            const char *param = vi->dim_params != NULL ? vi->dim_params[d] : NULL;
            if (d > 0)
                printf(",");
            if (param != NULL)
                printf("%s", param);
            else if (vi->dims[d] < 0)
                printf("?");
            else
                printf("%lld", (long long)vi->dims[d]);
        }
        printf("]");
    }
    printf("%s\n", note);
}

static void print_opsets(const onnxm_model *m)
{
    printf("opset_import:");
    for (size_t i = 0; i < onnxm_model_opset_count(m); i++) {
        const char *domain;
        int64_t version;
        if (onnxm_model_opset(m, i, &domain, &version) == ONNXM_OK)
            printf("%s%s=%lld", i ? ", " : " ", domain[0] ? domain : "ai.onnx",
                   (long long)version);
    }
    printf("\n");
}

static void print_io(const onnxm_model *m)
{
    onnxm_value_info vi;
    printf("inputs:\n");
    for (size_t i = 0; i < onnxm_model_input_count(m); i++)
        if (onnxm_model_input_info(m, i, &vi) == ONNXM_OK)
            print_value_info(&vi, "");
    for (size_t i = 0; i < onnxm_model_default_input_count(m); i++)
        if (onnxm_model_default_input_info(m, i, &vi) == ONNXM_OK)
            print_value_info(&vi, " (optional: initializer default)");
    printf("outputs:\n");
    for (size_t i = 0; i < onnxm_model_output_count(m); i++)
        if (onnxm_model_output_info(m, i, &vi) == ONNXM_OK)
            print_value_info(&vi, "");
}

/* "  approximate=tanh": the attributes the node gives, then those of its
 * version it leaves out, with their defaults ("approximate=none (default)");
 * a legacy attribute's value is shown as given and marked ignored. */
static void print_node_attributes(const onnxm_model *m, size_t i, onnxm_op op, int since)
{
    char value[128];
    const char *aname;
    size_t n = onnxm_model_node_attribute_count(m, i);
    for (size_t j = 0; j < n; j++)
        if (onnxm_model_node_attribute(m, i, j, &aname, value, sizeof value) == ONNXM_OK) {
            onnxm_attr_info a = {0}, row;
            for (size_t k = 0; k < onnxm_op_attribute_count(op, since); k++)
                if (onnxm_op_attribute(op, since, k, &row) == ONNXM_OK &&
                    strcmp(row.name, aname) == 0) {
                    a = row;
                    break;
                }
            printf("  %s=%s%s", aname, value, a.ignored ? " (ignored)" : "");
        }
    for (size_t k = 0; k < onnxm_op_attribute_count(op, since); k++) {
        onnxm_attr_info a;
        int given = 0;
        if (onnxm_op_attribute(op, since, k, &a) != ONNXM_OK || a.default_value == NULL)
            continue;
        for (size_t j = 0; j < n && !given; j++)
            given = onnxm_model_node_attribute(m, i, j, &aname, NULL, 0) == ONNXM_OK &&
                    strcmp(aname, a.name) == 0;
        if (!given)
            printf("  %s=%s (default)", a.name, a.default_value);
    }
}

static void print_nodes(const onnxm_model *m)
{
    printf("nodes (execution order):\n");
    for (size_t i = 0; i < onnxm_model_node_count(m); i++) {
        const char *name;
        onnxm_op op;
        int since;
        onnxm_dtype dtype;
        if (onnxm_model_node(m, i, &name, &op, &since, &dtype) != ONNXM_OK)
            continue;
        printf("  %zu: %s-%d %s%s%s", i, onnxm_op_name(op), since,
               dtype != 0 ? onnxm_dtype_name(dtype) : "(type known at run time)",
               name[0] ? "  name=" : "", name);
        print_node_attributes(m, i, op, since);
        putchar('\n');
    }
}

int cli_info(int argc, char **argv)
{
    onnxm_model *m;
    onnxm_error err = {0};
    if (argc != 2)
        return cli_usage_error(argc < 2 ? "info: missing MODEL" : "info: too many arguments");
    if (argv[1][0] == '-')
        return cli_usage_error("info: unknown option '%s'", argv[1]);
    if (onnxm_model_load_file(argv[1], &m, &err) != ONNXM_OK)
        return cli_error("%s", err.message);
    printf("model: %s\n", argv[1]);
    printf("ir_version: %lld\n", (long long)onnxm_model_ir_version(m));
    print_opsets(m);
    print_io(m);
    if (onnxm_model_initializer_count(m) > 0)
        printf("initializers: %zu\n", onnxm_model_initializer_count(m));
    print_nodes(m);
    onnxm_model_free(m);
    return CLI_OK;
}
