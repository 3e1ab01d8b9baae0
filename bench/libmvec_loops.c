/* libmvec_loops.c -- the "libmvec" column of `make bench`: glibc's vector
 * math library, AVX-512 variants (_ZGVeN16v_asinhf, _ZGVeN8v_acos, ...),
 * the fast SIMD peer that issue 3's speed targets name.  libmvec is not
 * correctly rounded (its float asinh/acos are documented to within 4 ulp);
 * this column is speed only.
 *
 * The functions are looked up with dlopen/dlsym at run time, so the
 * benchmark builds and runs where libmvec (glibc >= 2.35) or AVX-512 is
 * missing: the cell then says why.  Only the elementary functions (Asinh,
 * Acos) on float and double have libmvec functions.  Each call takes one vector (16 floats or 8
 * doubles); a tail is padded through a small buffer.
 */
#define _GNU_SOURCE
#include "libmvec_loops.h"

#include "onnxm.h"

#if defined(__x86_64__) && defined(__GNUC__)
#include <dlfcn.h>
#include <immintrin.h>
#include <stdio.h>
#include <string.h>

typedef __m512 (*vf16_fn)(__m512);
typedef __m512d (*vd8_fn)(__m512d);

static vf16_fn f32_fn[ONNXM_OP_COUNT];
static vd8_fn f64_fn[ONNXM_OP_COUNT];

#define LOOP(T, W, FN, VEC, LOAD, STORE)                                    \
    const T *x = xv;                                                        \
    T *y = yv;                                                              \
    size_t i = 0;                                                           \
    for (; i + (W) <= n; i += (W))                                          \
        STORE(y + i, FN(LOAD(x + i)));                                      \
    if (i < n) {                                                            \
        T xb[W] = {0}, yb[W];                                               \
        memcpy(xb, x + i, (n - i) * sizeof(T));                             \
        STORE(yb, FN(LOAD(xb)));                                            \
        memcpy(y + i, yb, (n - i) * sizeof(T));                             \
    }

/* One float and one double loop per operator of onnxm_ops.def, calling
 * the libmvec function looked up for it (f32_fn/f64_fn). */
#define ONNXM_OP(ENUM, NAME, KERNEL, ...)                                                         \
    __attribute__((target("avx512f"))) static void KERNEL##_f32(const void *xv, void *yv, size_t n) \
    {                                                                                              \
        LOOP(float, 16, f32_fn[ONNXM_OP_##ENUM], __m512, _mm512_loadu_ps, _mm512_storeu_ps)        \
    }                                                                                              \
    __attribute__((target("avx512f"))) static void KERNEL##_f64(const void *xv, void *yv, size_t n) \
    {                                                                                              \
        LOOP(double, 8, f64_fn[ONNXM_OP_##ENUM], __m512d, _mm512_loadu_pd, _mm512_storeu_pd)       \
    }
#include "onnxm_ops.def"

static const struct {
    const char *libm; /* the C library's name of the function: "asinh" */
    onnxm_kernel_fn f32, f64;
} loops[ONNXM_OP_COUNT] = {
#define ONNXM_OP(ENUM, NAME, KERNEL, ...) [ONNXM_OP_##ENUM] = {#KERNEL, KERNEL##_f32, KERNEL##_f64},
#include "onnxm_ops.def"
};

onnxm_kernel_fn bench_libmvec_loop(onnxm_op op, onnxm_dtype dtype, const char **why)
{
    static void *lib;
    onnxm_op_info info;
    /* libmvec has the elementary functions (by their libm names), not the
     * IEEE operations */
    if (onnxm_op_get_info(op, &info) != ONNXM_OK || info.op_class != ONNXM_CLASS_ELEMENTARY ||
        !(dtype == ONNXM_FLOAT || dtype == ONNXM_DOUBLE)) {
        *why = "no libmvec function";
        return NULL;
    }
    if (!onnxm_isa_supported(ONNXM_ISA_AVX512)) {
        *why = "CPU lacks AVX-512";
        return NULL;
    }
    if (!lib)
        lib = dlopen("libmvec.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        *why = "libmvec.so.1 not found";
        return NULL;
    }
    /* the x86-64 vector ABI's names: _ZGVeN16v_asinhf, _ZGVeN8v_asinh */
    char name[64];
    snprintf(name, sizeof name, dtype == ONNXM_FLOAT ? "_ZGVeN16v_%sf" : "_ZGVeN8v_%s", loops[op].libm);
    void *sym = dlsym(lib, name);
    if (!sym) {
        *why = "libmvec lacks the function";
        return NULL;
    }
    if (dtype == ONNXM_FLOAT) {
        memcpy(&f32_fn[op], &sym, sizeof sym);
        return loops[op].f32;
    }
    memcpy(&f64_fn[op], &sym, sizeof sym);
    return loops[op].f64;
}
#else
onnxm_kernel_fn bench_libmvec_loop(onnxm_op op, onnxm_dtype dtype, const char **why)
{
    (void)op, (void)dtype;
    *why = "not x86-64";
    return NULL;
}
#endif
