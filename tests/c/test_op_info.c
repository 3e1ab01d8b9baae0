/* test_op_info -- onnxm_op_count / onnxm_op_get_info / onnxm_op_max_ulps
 * against the operator pages (shared/spec: Sqrt 1, 6, 13; Reciprocal 1, 6,
 * 13; Asinh 9, 22; Acos 7, 22; Exp 1, 6, 13; Log 1, 6, 13; Erf 9, 13 (9 also
 * lists integer types, which onnxm does not implement); bfloat16 only from 13
 * and 22)
 * and against the
 * accuracy the header promises, written here independently of
 * onnxm_ops.def; and the arguments the functions refuse. */
#include <stdio.h>
#include <string.h>

#include "onnxm.h"

static int failures;
#define CHECK(c)                                                                   \
    do {                                                                           \
        if (!(c)) {                                                                \
            fprintf(stderr, "%s:%d: CHECK(%s) failed\n", __FILE__, __LINE__, #c); \
            failures++;                                                            \
        }                                                                          \
    } while (0)

#define F16 ONNXM_TYPE_BIT(ONNXM_FLOAT16)
#define BF16 ONNXM_TYPE_BIT(ONNXM_BFLOAT16)
#define F32 ONNXM_TYPE_BIT(ONNXM_FLOAT)
#define F64 ONNXM_TYPE_BIT(ONNXM_DOUBLE)

static const struct {
    const char *name;
    int ieee;
    int n;
    int since[3];
    unsigned types[3];
} want[] = {
    {"Sqrt", 1, 3, {1, 6, 13}, {F16 | F32 | F64, F16 | F32 | F64, F16 | BF16 | F32 | F64}},
    {"Reciprocal", 1, 3, {1, 6, 13}, {F16 | F32 | F64, F16 | F32 | F64, F16 | BF16 | F32 | F64}},
    {"Asinh", 0, 2, {9, 22}, {F16 | F32 | F64, F16 | BF16 | F32 | F64}},
    {"Acos", 0, 2, {7, 22}, {F16 | F32 | F64, F16 | BF16 | F32 | F64}},
    {"Exp", 0, 3, {1, 6, 13}, {F16 | F32 | F64, F16 | F32 | F64, F16 | BF16 | F32 | F64}},
    {"Log", 0, 3, {1, 6, 13}, {F16 | F32 | F64, F16 | F32 | F64, F16 | BF16 | F32 | F64}},
    {"Erf", 0, 2, {9, 13}, {F16 | F32 | F64, F16 | BF16 | F32 | F64}},
};

int main(void)
{
    const int nwant = (int)(sizeof want / sizeof want[0]);
    CHECK(onnxm_op_count() == nwant);
    for (int w = 0; w < nwant; w++) {
        int op = 0;
        while (op < onnxm_op_count() && strcmp(onnxm_op_name((onnxm_op)op), want[w].name) != 0)
            op++;
        CHECK(op < onnxm_op_count());
        if (op == onnxm_op_count())
            continue;
        onnxm_op_info info;
        memset(&info, 0xA5, sizeof info);
        CHECK(onnxm_op_get_info((onnxm_op)op, &info) == ONNXM_OK);
        CHECK(strcmp(info.name, want[w].name) == 0);
        CHECK(info.op_class == (want[w].ieee ? ONNXM_CLASS_IEEE : ONNXM_CLASS_ELEMENTARY));
        CHECK(info.version_count == want[w].n);
        for (int v = 0; v < want[w].n && v < info.version_count; v++) {
            CHECK(info.since_version[v] == want[w].since[v]);
            CHECK(info.type_mask[v] == want[w].types[v]);
        }
        /* the header: every operator correctly rounded in every type */
        static const onnxm_dtype narrow[] = {ONNXM_FLOAT16, ONNXM_BFLOAT16, ONNXM_FLOAT};
        for (int d = 0; d < 3; d++) {
            double u = -1;
            CHECK(onnxm_op_max_ulps((onnxm_op)op, narrow[d], &u) == ONNXM_OK && u == 0.5);
        }
        double u = -1;
        CHECK(onnxm_op_max_ulps((onnxm_op)op, ONNXM_DOUBLE, &u) == ONNXM_OK);
        CHECK(u == 0.5);
        CHECK(info.max_ulps_f64 == u);
        CHECK(onnxm_op_max_ulps((onnxm_op)op, (onnxm_dtype)7 /* INT64 */, &u) ==
              ONNXM_ERR_UNSUPPORTED_TYPE);
        CHECK(onnxm_op_max_ulps((onnxm_op)op, ONNXM_FLOAT, NULL) == ONNXM_ERR_INVALID_ARGUMENT);
        CHECK(onnxm_op_get_info((onnxm_op)op, NULL) == ONNXM_ERR_INVALID_ARGUMENT);
    }
    onnxm_op_info info;
    double u;
    CHECK(onnxm_op_get_info((onnxm_op)onnxm_op_count(), &info) == ONNXM_ERR_INVALID_ARGUMENT);
    CHECK(onnxm_op_get_info((onnxm_op)-1, &info) == ONNXM_ERR_INVALID_ARGUMENT);
    CHECK(onnxm_op_max_ulps((onnxm_op)onnxm_op_count(), ONNXM_FLOAT, &u) ==
          ONNXM_ERR_INVALID_ARGUMENT);
    if (failures)
        fprintf(stderr, "test_op_info: %d failures\n", failures);
    else
        printf("test_op_info: %d operators as the operator pages give them\n", nwant);
    return failures != 0;
}
