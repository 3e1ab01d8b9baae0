/* onnxm.c -- the onnxm command-line tool: dispatch, help, version. */
#include "cli/cli.h"

#include <stdio.h>
#include <string.h>

static const char usage_text[] =
    "Usage:\n"
    "  onnxm run MODEL -i NAME=FILE ... -o DIR [--format pb|npy]\n"
    "            [--memory-limit BYTES] [--threads N]\n"
    "      Runs MODEL.  Each -i gives one graph input from a .pb (TensorProto) or\n"
    "      .npy file; NAME= may be left out when the model has one input.  Each\n"
    "      graph output is written to DIR/<output name>.npy (default) or .pb;\n"
    "      DIR is created if missing, unsafe characters in names become '_'.\n"
    "      --memory-limit (K/M/G suffixes) refuses a model, input or run that\n"
    "      would need more; --threads N splits large tensors over N threads.\n"
    "      External tensor data is read relative to MODEL's directory.\n"
    "  onnxm test DIR ...\n"
    "      Runs ONNX backend test cases: every directory under DIR (searched\n"
    "      recursively, in sorted order) holding model.onnx and\n"
    "      test_data_set_*/input_K.pb, output_K.pb.  Prints 'PASS <case>' or\n"
    "      'FAIL <case>: <reason>' per case and finally 'N passed, M failed'.\n"
    "      Outputs must have the expected type and shape; values match when\n"
    "      |got - expected| <= atol + rtol*|expected| with (rtol, atol) =\n"
    "      float16 (1e-3, 1e-5), bfloat16 (8e-3, 1e-5), float (1e-5, 1e-6),\n"
    "      double (1e-12, 1e-15); NaN matches NaN, infinities must be equal.\n"
    "  onnxm info MODEL\n"
    "      Prints the IR version, opset imports, inputs, outputs and the nodes\n"
    "      in execution order with their resolved operator version and type.\n"
    "  onnxm perf MODEL [-i NAME=FILE ...] [--threads N] [--iterations N] [--json]\n"
    "      Times N runs (default 100, after warm-up) of MODEL on the given inputs\n"
    "      or on random values in [0, 1) of the declared shapes; prints median and\n"
    "      p90 latency of those (the steady state: each run's outputs come from\n"
    "      the session's memory, reused), the first run's latency apart (it maps\n"
    "      that memory), and throughput (Melem/s of outputs, GB/s read + written).\n"
    "      --threads 0 (default) uses every core; --json prints one JSON object.\n"
    "  onnxm help | --help | -h\n"
    "  onnxm --version\n"
    "Exit status: 0 success, 1 failure (bad model or data, failed test),\n"
    "2 bad command line.\n";

int main(int argc, char **argv)
{
    if (argc < 2)
        return cli_usage_error("missing command");
    const char *cmd = argv[1];
    if (strcmp(cmd, "help") == 0 || strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0) {
        fputs(usage_text, stdout);
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
    return cli_usage_error("unknown command '%s'", cmd);
}
