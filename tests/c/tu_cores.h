/* tu_cores.h -- the double-precision cores of every elementary function
 * (the descriptor's ONNXM_CLASS_ELEMENTARY rows of onnxm_ops.def), as
 * scalar functions, for test_fast_cores and tools/slow_inputs.c.
 *
 * Include after kernels/vec/vec_scalar.h and the alg/ headers.  One row
 * per elementary operator, derived from the .def: for an operator with
 * KERNEL k, alg/<k>.h and alg/fast.h provide alg_k_core (the double core),
 * alg_k_fast_n (the fast float-input core, n vectors, with its domain
 * masks; nr selects the FMA-only square root), alg_k_fast / alg_k_fast_nr,
 * alg_k_fast_ok (the inputs the fast path handles) and alg_k_slow (the
 * slow path).  IEEE operations
 * (Sqrt, Reciprocal) have no cores and no row. */
#ifndef ONNXM_TESTS_TU_CORES_H
#define ONNXM_TESTS_TU_CORES_H

#include "onnxm.h"

typedef struct {
    onnxm_op op;
    const char *name;           /* "Asinh" */
    const char *enum_name;      /* "ASINH", as in ONNXM_OP_ASINH */
    double (*core)(double);     /* alg_<k>_core */
    double (*fast)(double);     /* alg_<k>_fast */
    double (*fast_nr)(double);  /* alg_<k>_fast_nr */
    vm (*dom)(double);          /* the fast core's domain mask, as the hot path sees it */
    vm (*ok)(double);           /* alg_<k>_fast_ok */
    double (*slow)(double, int, int); /* alg_<k>_slow: correctly rounded to p bits, emin */
} tu_core;

/* The CLASS column picks the rows: TU_CORE_IF_<class>(...) keeps its
 * arguments for elementary functions only. */
#define TU_CORE_IF_ONNXM_CLASS_IEEE(...)
#define TU_CORE_IF_ONNXM_CLASS_ELEMENTARY(...) __VA_ARGS__

#define ONNXM_OP(ENUM, NAME, K, CLASS, ...)                                                      \
    TU_CORE_IF_##CLASS(                                                                          \
        static double tu_##K##_core(double x) { return alg_##K##_core(x); }                      \
        static double tu_##K##_fast(double x) { return alg_##K##_fast(x); }                      \
        static double tu_##K##_fast_nr(double x) { return alg_##K##_fast_nr(x); }                \
        static vm tu_##K##_dom(double x)                                                         \
        {                                                                                        \
            vd y;                                                                                \
            vm d;                                                                                \
            alg_##K##_fast_n(1, &x, &y, &d, 1);                                                  \
            return d;                                                                            \
        }                                                                                        \
        static vm tu_##K##_ok(double x) { return alg_##K##_fast_ok(x); }                        \
        static double tu_##K##_slow(double x, int p, int emin) { return alg_##K##_slow(x, p, emin); })
#include "onnxm_ops.def"

static const tu_core tu_cores[] = {
#define ONNXM_OP(ENUM, NAME, K, CLASS, ...)                                                      \
    TU_CORE_IF_##CLASS({ONNXM_OP_##ENUM, NAME, #ENUM, tu_##K##_core, tu_##K##_fast,             \
                        tu_##K##_fast_nr, tu_##K##_dom, tu_##K##_ok, tu_##K##_slow},)
#include "onnxm_ops.def"
};
#define TU_CORE_COUNT (sizeof tu_cores / sizeof tu_cores[0])

/* The row of op, NULL for an operator without cores. */
static inline const tu_core *tu_core_of(onnxm_op op)
{
    for (size_t i = 0; i < TU_CORE_COUNT; i++)
        if (tu_cores[i].op == op)
            return &tu_cores[i];
    return NULL;
}

#endif
