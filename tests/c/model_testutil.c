/* model_testutil.c -- see model_testutil.h. */
#define _POSIX_C_SOURCE 200809L
#include "model_testutil.h"

#include <time.h>

int mt_failures;

void mt_expect_status(const char *what, onnxm_status got, const onnxm_error *err,
                      onnxm_status want, const char *const *substrings, const char *file,
                      int line)
{
    const char *msg = err != NULL ? err->message : "";
    int ok = got == want;
    for (size_t i = 0; ok && substrings != NULL && substrings[i] != NULL; i++)
        ok = strstr(msg, substrings[i]) != NULL;
    if (ok) {
        if (want != ONNXM_OK)
            printf("ok   %s: %s: %s\n", what, onnxm_status_string(got), msg);
        return;
    }
    mt_failures++;
    printf("FAIL %s:%d: %s: expected %s", file, line, what, onnxm_status_string(want));
    for (size_t i = 0; substrings != NULL && substrings[i] != NULL; i++)
        printf(" with '%s'", substrings[i]);
    printf(", got %s: %s\n", onnxm_status_string(got), got != ONNXM_OK ? msg : "");
}

double mt_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}
