/* cli.h -- shared by the files of the onnxm command-line tool. */
#ifndef ONNXM_CLI_H
#define ONNXM_CLI_H

#include <stddef.h>

#include "onnxm.h"

/* Exit statuses: 1 for a failure at run time (bad model, missing file,
 * failed test), 2 for a command line that does not parse. */
enum { CLI_OK = 0, CLI_FAILED = 1, CLI_USAGE = 2 };

#if defined(__GNUC__)
#define CLI_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define CLI_PRINTF(f, a)
#endif

/* "onnxm: error: <message>" on stderr; return CLI_FAILED / CLI_USAGE so
 * that commands can `return cli_error(...)`. */
int cli_error(const char *fmt, ...) CLI_PRINTF(1, 2);
int cli_usage_error(const char *fmt, ...) CLI_PRINTF(1, 2);

/* `onnxm help` on stdout: as text, or as the onnxm(1) man page in roff. */
void cli_help_text(void);
void cli_help_man(void);

/* The commands; argv[0] is the command name. */
int cli_run(int argc, char **argv);
int cli_info(int argc, char **argv);
int cli_test(int argc, char **argv);
int cli_perf(int argc, char **argv);
int cli_ops(int argc, char **argv);

/* ------------------------------------------------------------ utilities */

/* Option parsing: cli_is_option matches "-o", "--output" or "--output=..";
 * cli_option_value returns the value of "--opt=V" or of the next argument
 * (advancing *i), NULL if there is none. */
int cli_is_option(const char *arg, const char *short_name, const char *long_name);
const char *cli_option_value(int argc, char **argv, int *i, const char *opt);

/* Element i of t as a double (float16/bfloat16 widened exactly). */
double cli_tensor_value(const onnxm_tensor *t, size_t i);

/* Writes "[2,3]" into buf. */
const char *cli_dims_string(const int64_t *dims, size_t rank, char *buf, size_t size);

/* dir + "/" + name in a new string (caller frees), NULL if out of memory. */
char *cli_path_join(const char *dir, const char *name);

/* A byte count: digits with an optional K, M or G suffix (powers of 1024);
 * 0 on success, -1 if malformed or too large. */
int cli_parse_size(const char *s, size_t *out);

/* mkdir -p; 0 on success, -1 with errno set. */
int cli_make_dirs(const char *path);

/* ----------------------------------------------------------- comparison */

/* Tolerance used by `onnxm test` for one element type. */
typedef struct {
    double rtol, atol;
} cli_tolerance;

/* The tolerance of each element type, in the order `onnxm help` lists them. */
typedef struct {
    onnxm_dtype dtype;
    cli_tolerance tol;
} cli_dtype_tolerance;
extern const cli_dtype_tolerance cli_tolerances[];
extern const size_t cli_tolerance_count;

cli_tolerance cli_tolerance_for(onnxm_dtype dtype);

/* 1 if got matches expected (same dtype, same shape, every element within
 * tolerance); else 0 with the first difference described in why. */
int cli_compare_tensors(const onnxm_tensor *got, const onnxm_tensor *expected, char *why,
                        size_t why_size);

#endif
