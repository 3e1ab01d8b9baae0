/* fuzz_common.h -- shared by the fuzz targets: the memory cap they run
 * under and checks that messages are well-formed. */
#ifndef ONNXM_FUZZ_COMMON_H
#define ONNXM_FUZZ_COMMON_H

#include <stdlib.h>
#include <string.h>

#include "onnxm.h"

/* Below libFuzzer's default -rss_limit_mb (2048), so a hostile input is
 * refused by onnxm's own cap rather than reported as an out-of-memory. */
#define FUZZ_MEMORY_LIMIT ((size_t)256 << 20)

/* Reads every byte of a string the library returned (ASan catches a
 * dangling or unterminated one). */
static inline void fuzz_check_string(const char *s)
{
    if (s == NULL || strlen(s) > ((size_t)1 << 30))
        abort();
}

/* A failure's message is terminated, non-empty, and its status not OK. */
static inline void fuzz_check_error(const onnxm_error *err)
{
    if (err->status == ONNXM_OK || memchr(err->message, '\0', sizeof err->message) == NULL ||
        err->message[0] == '\0')
        abort();
}

#endif
