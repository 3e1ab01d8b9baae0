/* onnxm.c -- the onnxm command-line tool: dispatch, help, version.  The help
 * text and the man page are in help.c. */
#include "cli/cli.h"

#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    if (argc < 2)
        return cli_usage_error("missing command");
    const char *cmd = argv[1];
    if (strcmp(cmd, "help") == 0 || strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0) {
        if (argc == 3 && strcmp(cmd, "help") == 0 && strcmp(argv[2], "--man") == 0) {
            cli_help_man();
            return CLI_OK;
        }
        if (argc > 2)
            return cli_usage_error("unexpected argument '%s' after %s", argv[2], cmd);
        cli_help_text();
        return CLI_OK;
    }
    if (strcmp(cmd, "--version") == 0 || strcmp(cmd, "version") == 0) {
        printf("onnxm %s\n", onnxm_version_string());
        return CLI_OK;
    }
    if (strcmp(cmd, "run") == 0)
        return cli_run(argc - 1, argv + 1);
    if (strcmp(cmd, "test") == 0)
        return cli_test(argc - 1, argv + 1);
    if (strcmp(cmd, "perf") == 0)
        return cli_perf(argc - 1, argv + 1);
    if (strcmp(cmd, "info") == 0)
        return cli_info(argc - 1, argv + 1);
    if (strcmp(cmd, "ops") == 0)
        return cli_ops(argc - 1, argv + 1);
    return cli_usage_error("unknown command '%s'", cmd);
}
