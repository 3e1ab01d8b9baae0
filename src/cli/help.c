/* help.c -- the text of `onnxm help`, and the same text as the onnxm(1)
 * man page (`onnxm help --man`, which the build writes to onnxm.1).
 *
 * The text is written once, in the tables below; both renderings walk the
 * same tables, so the man page says what the help says, no more and no
 * less (tests/python/test_install.py compares the two word for word). */
#include "cli/cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* In a command's text, this line stands for the tolerance table of
 * cli_compare.c (cli_tolerances), written out by expand(). */
#define TOLERANCES "@TOLERANCES@"

static const char summary[] =
    "run, test and time ONNX models of element-wise operators, correctly rounded";

/* One command: its synopsis (lines after the first continue the command
 * line) and its description, broken into lines as `onnxm help` prints them. */
typedef struct {
    const char *synopsis;
    const char *text;
} help_command;

static const help_command commands[] = {
    {"onnxm run MODEL -i NAME=FILE ... -o DIR [--format pb|npy]\n"
     "[--memory-limit BYTES] [--threads N]",
     "Runs MODEL.  Each -i gives one graph input, by name, from a .pb\n"
     "(TensorProto) or .npy file (NAME is split at the last '=').  Each\n"
     "graph output is written to DIR/<output name>.npy (default) or .pb;\n"
     "DIR is created if missing, unsafe characters in names become '_'.\n"
     "--memory-limit (K/M/G suffixes) refuses a model, input or run that\n"
     "would need more; --threads N splits large tensors over N threads.\n"
     "External tensor data is read relative to MODEL's directory."},
    {"onnxm test DIR ...",
     "Runs ONNX backend test cases: every directory under DIR (searched\n"
     "recursively, in sorted order) holding model.onnx and\n"
     "test_data_set_*/input_K.pb, output_K.pb.  Prints 'PASS <case>' or\n"
     "'FAIL <case>: <reason>' per case and finally 'N passed, M failed'.\n"
     "Outputs must have the expected type and shape; values match when\n"
     "|got - expected| <= atol + rtol*|expected| with (rtol, atol) =\n"
     TOLERANCES ";\n"
     "NaN matches NaN, infinities must be equal."},
    {"onnxm info MODEL",
     "Prints the IR version, opset imports, inputs, outputs and the nodes\n"
     "in execution order with their resolved operator version and type,\n"
     "and each node's attributes (name=value; those it leaves out with\n"
     "their defaults, marked (default); a legacy one marked (ignored))."},
    {"onnxm perf MODEL [-i NAME=FILE ...] [--threads N] [--iterations N] [--json]",
     "Times N runs (default 100, after warm-up) of MODEL on the given inputs\n"
     "or on random values in [0, 1) of the declared shapes; prints median and\n"
     "p90 latency of those (the steady state: each run's outputs come from\n"
     "the session's memory, reused; runs under 20 us are timed in batches of\n"
     "at least 20 us, per-run time = batch time / runs), the first run's\n"
     "latency apart (it maps that memory), and throughput (Melem/s of\n"
     "outputs, GB/s read + written).\n"
     "--threads 0 (default) uses every core; --json prints one JSON object."},
    {"onnxm ops [--json]",
     "Lists the operators this build implements: each ONNX version, the\n"
     "element types it allows, the bound on its error (correctly rounded,\n"
     "or double within a bound in ulps) and the attributes it accepts, each\n"
     "with its type, allowed values and default.  --json prints one JSON\n"
     "object: {\"ops\": [{\"name\", \"class\" (ieee or elementary), \"max_ulps\"\n"
     "per type, \"versions\": [{\"since\", \"types\", \"attributes\" (names),\n"
     "\"attribute_info\": [{\"name\", \"type\", \"ignored\", \"default\",\n"
     "\"values\"}]}]}]}."},
    {"onnxm help [--man] | --help | -h",
     "Prints this text; with --man, as the onnxm(1) man page in roff."},
    {"onnxm --version",
     "Prints the version of onnxm."},
};

static const char exit_status[] =
    "0 success, 1 failure (bad model or data, failed test),\n"
    "2 bad command line.";

/* 1e-05 -> "1e-5": the shortest exact form of the table's values. */
static void format_tolerance(double v, char *buf, size_t size)
{
    char m[32];
    int e = 0;
    snprintf(m, sizeof m, "%.0e", v);
    char *x = strchr(m, 'e');
    if (x != NULL && strtod(m, NULL) == v) {
        e = atoi(x + 1);
        *x = '\0';
        snprintf(buf, size, "%.15se%d", m, e);
    } else {
        snprintf(buf, size, "%.17g", v);
    }
}

/* text with TOLERANCES replaced by "float16 (1e-3, 1e-5), ..." from
 * cli_tolerances, broken into lines of at most 70 characters. */
static const char *expand(const char *text, char *buf, size_t size)
{
    const char *mark = strstr(text, TOLERANCES);
    if (mark == NULL)
        return text;
    size_t len = (size_t)(mark - text), line = 0;
    if (len >= size)
        return text;
    memcpy(buf, text, len);
    for (size_t i = 0; i < cli_tolerance_count; i++) {
        char r[32], a[32], item[96];
        format_tolerance(cli_tolerances[i].tol.rtol, r, sizeof r);
        format_tolerance(cli_tolerances[i].tol.atol, a, sizeof a);
        int n = snprintf(item, sizeof item, "%s (%s, %s)%s", onnxm_dtype_name(cli_tolerances[i].dtype),
                         r, a, i + 1 < cli_tolerance_count ? "," : "");
        if (line > 0 && line + 1 + (size_t)n > 70) {
            if (len + 1 < size)
                buf[len++] = '\n';
            line = 0;
        } else if (line > 0) {
            if (len + 1 < size)
                buf[len++] = ' ';
            line++;
        }
        if (len + (size_t)n < size) {
            memcpy(buf + len, item, (size_t)n);
            len += (size_t)n;
        }
        line += (size_t)n;
    }
    snprintf(buf + len, size - len, "%s", mark + strlen(TOLERANCES));
    return buf;
}

/* Each line of text (lines split at '\n') on stdout, after `indent`, or
 * after `first` for the first line when first is not NULL. */
static void print_lines(const char *text, const char *first, const char *indent)
{
    for (int line = 0; *text; line++) {
        size_t n = strcspn(text, "\n");
        printf("%s%.*s\n", line == 0 && first ? first : indent, (int)n, text);
        text += n + (text[n] == '\n');
    }
}

void cli_help_text(void)
{
    printf("onnxm - %s\n", summary);
    puts("Usage:");
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        print_lines(commands[i].synopsis, "  ", "            ");
        char buf[2048];
        print_lines(expand(commands[i].text, buf, sizeof buf), NULL, "      ");
    }
    print_lines(exit_status, "Exit status: ", "");
}

/* n bytes of s as roff text: a backslash becomes \e and a hyphen \- (a
 * minus, so that options copy and paste), and a line that would start with
 * a control character ('.' or ') is protected by \&. */
static void roff(const char *s, size_t n, int line_start)
{
    if (line_start && n > 0 && (s[0] == '.' || s[0] == '\''))
        fputs("\\&", stdout);
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '\\')
            fputs("\\e", stdout);
        else if (s[i] == '-')
            fputs("\\-", stdout);
        else
            putchar(s[i]);
    }
}

/* Each line of text as one roff input line. */
static void roff_lines(const char *text)
{
    while (*text) {
        size_t n = strcspn(text, "\n");
        roff(text, n, 1);
        putchar('\n');
        text += n + (text[n] == '\n');
    }
}

/* The synopsis on one line (its lines joined by spaces), in bold; the
 * \fB before it keeps a leading '.' from being read as a request. */
static void roff_synopsis(const char *synopsis)
{
    fputs("\\fB", stdout);
    for (int line = 0; *synopsis; line++) {
        size_t n = strcspn(synopsis, "\n");
        if (line > 0)
            putchar(' ');
        roff(synopsis, n, 0);
        synopsis += n + (synopsis[n] == '\n');
    }
    fputs("\\fR\n", stdout);
}

void cli_help_man(void)
{
    /* no date: the page is the same for every build of one version */
    printf(".TH ONNXM 1 \"\" \"onnxm %s\" \"User Commands\"\n", onnxm_version_string());
    fputs(".SH NAME\nonnxm \\- ", stdout);
    roff_lines(summary);
    puts(".SH SYNOPSIS");
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        puts(".PP");
        roff_synopsis(commands[i].synopsis);
    }
    puts(".SH COMMANDS");
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        puts(".TP");
        roff_synopsis(commands[i].synopsis);
        char buf[2048];
        roff_lines(expand(commands[i].text, buf, sizeof buf));
    }
    puts(".SH EXIT STATUS");
    roff_lines(exit_status);
}
