/* cli_util.c -- messages, paths, element access for the CLI. */
#define _POSIX_C_SOURCE 200809L
#include "cli/cli.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static int vreport(int status, const char *fmt, va_list ap)
{
    fputs("onnxm: error: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    return status;
}

int cli_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int st = vreport(CLI_FAILED, fmt, ap);
    va_end(ap);
    return st;
}

int cli_usage_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int st = vreport(CLI_USAGE, fmt, ap);
    va_end(ap);
    fputs("Try 'onnxm help' for usage.\n", stderr);
    return st;
}

/* binary16: 1 sign, 5 exponent (bias 15), 10 fraction bits. */
static double half_to_double(uint16_t h)
{
    int sign = h >> 15, exp = (h >> 10) & 0x1F, frac = h & 0x3FF;
    double v;
    if (exp == 0x1F)
        v = frac != 0 ? NAN : INFINITY;
    else if (exp == 0)
        v = ldexp(frac, -24); /* subnormal: frac * 2^-14 * 2^-10 */
    else
        v = ldexp(frac | 0x400, exp - 25);
    return sign ? -v : v;
}

/* bfloat16 is the top half of a binary32. */
static double bfloat16_to_double(uint16_t b)
{
    uint32_t bits = (uint32_t)b << 16;
    float f;
    memcpy(&f, &bits, sizeof f);
    return f;
}

double cli_tensor_value(const onnxm_tensor *t, size_t i)
{
    const void *data = onnxm_tensor_data_const(t);
    switch (onnxm_tensor_dtype(t)) {
    case ONNXM_FLOAT16: return half_to_double(((const uint16_t *)data)[i]);
    case ONNXM_BFLOAT16: return bfloat16_to_double(((const uint16_t *)data)[i]);
    case ONNXM_FLOAT: return ((const float *)data)[i];
    case ONNXM_DOUBLE: return ((const double *)data)[i];
    }
    return NAN;
}

const char *cli_dims_string(const int64_t *dims, size_t rank, char *buf, size_t size)
{
    size_t used = 0;
    int n = snprintf(buf, size, "[");
    for (size_t i = 0; n >= 0 && (size_t)n < size - used && i <= rank; i++) {
        used += (size_t)n;
        if (i == rank)
            n = snprintf(buf + used, size - used, "]");
        else
            n = snprintf(buf + used, size - used, "%s%lld", i ? "," : "", (long long)dims[i]);
    }
    return buf;
}

char *cli_path_join(const char *dir, const char *name)
{
    size_t a = strlen(dir), b = strlen(name);
    int slash = a > 0 && dir[a - 1] != '/';
    char *p = malloc(a + (size_t)slash + b + 1);
    if (p == NULL)
        return NULL;
    memcpy(p, dir, a);
    if (slash)
        p[a] = '/';
    memcpy(p + a + (size_t)slash, name, b + 1);
    return p;
}

int cli_make_dirs(const char *path)
{
    char *copy = path[0] != '\0' ? strdup(path) : NULL;
    struct stat sb;
    if (path[0] == '\0') {
        errno = ENOENT;
        return -1;
    }
    if (copy == NULL) {
        errno = ENOMEM;
        return -1;
    }
    /* Create each prefix in turn; an existing directory is fine. */
    for (char *p = copy + 1;; p++) {
        if (*p != '/' && *p != '\0')
            continue;
        char saved = *p;
        *p = '\0';
        if (mkdir(copy, 0777) != 0 && errno != EEXIST) {
            free(copy);
            return -1;
        }
        *p = saved;
        if (saved == '\0')
            break;
    }
    int ok = stat(copy, &sb) == 0 && S_ISDIR(sb.st_mode);
    free(copy);
    if (!ok)
        errno = ENOTDIR;
    return ok ? 0 : -1;
}

/* Options taking a value accept "-o DIR", "--output DIR" and "--output=DIR". */
const char *cli_option_value(int argc, char **argv, int *i, const char *opt)
{
    size_t len = strlen(opt);
    if (strncmp(argv[*i], opt, len) == 0 && argv[*i][len] == '=')
        return argv[*i] + len + 1;
    if (*i + 1 >= argc)
        return NULL;
    return argv[++*i];
}

int cli_is_option(const char *arg, const char *short_name, const char *long_name)
{
    size_t len = strlen(long_name);
    return (short_name != NULL && strcmp(arg, short_name) == 0) ||
           (strncmp(arg, long_name, len) == 0 && (arg[len] == '\0' || arg[len] == '='));
}

int cli_parse_size(const char *s, size_t *out)
{
    size_t v = 0, scale = 1;
    if (s == NULL || *s < '0' || *s > '9')
        return -1;
    for (; *s >= '0' && *s <= '9'; s++) {
        if (v > (SIZE_MAX - (size_t)(*s - '0')) / 10)
            return -1;
        v = v * 10 + (size_t)(*s - '0');
    }
    switch (*s) {
    case '\0': break;
    case 'k': case 'K': scale = (size_t)1 << 10; s++; break;
    case 'm': case 'M': scale = (size_t)1 << 20; s++; break;
    case 'g': case 'G': scale = (size_t)1 << 30; s++; break;
    default: return -1;
    }
    if (*s != '\0' || (v != 0 && v > SIZE_MAX / scale))
        return -1;
    *out = v * scale;
    return 0;
}
