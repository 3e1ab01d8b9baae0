/* model_testutil.h -- checks shared by the model-layer C tests: a failed
 * check prints where and why and counts; main returns the count. */
#ifndef ONNXM_TESTS_MODEL_TESTUTIL_H
#define ONNXM_TESTS_MODEL_TESTUTIL_H

#include <stdio.h>
#include <string.h>

#include "onnxm.h"

extern int mt_failures;

#define MT_CHECK(cond, ...)                                                 \
    do {                                                                    \
        if (!(cond)) {                                                      \
            mt_failures++;                                                  \
            printf("FAIL %s:%d: %s: ", __FILE__, __LINE__, #cond);          \
            printf(__VA_ARGS__);                                            \
            printf("\n");                                                   \
        }                                                                   \
    } while (0)

/* A call returned `want` and its message contains each of the substrings
 * (NULL-terminated list). */
void mt_expect_status(const char *what, onnxm_status got, const onnxm_error *err,
                      onnxm_status want, const char *const *substrings, const char *file,
                      int line);
#define MT_EXPECT(what, got, err, want, ...)                                          \
    mt_expect_status(what, got, err, want, (const char *const[]){__VA_ARGS__, NULL}, \
                     __FILE__, __LINE__)
#define MT_OK(what, got, err) mt_expect_status(what, got, err, ONNXM_OK, NULL, __FILE__, __LINE__)

/* Seconds on a monotonic clock. */
double mt_now(void);

#endif
