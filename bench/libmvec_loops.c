/* libmvec_loops.c -- the "libmvec" columns of `make bench`: glibc's vector
 * math library, AVX-512 variants (_ZGVeN16v_asinhf, _ZGVeN8v_acos, ...),
 * the fast SIMD peer that the speed targets name, and its AVX2 variants
 * (_ZGVdN8v_asinhf, _ZGVdN4v_acos, ...), the peer of onnxm's AVX2 path.
 * libmvec is not correctly rounded (its float asinh/acos are documented
 * to within 4 ulp); these columns are speed only.
 *
 * The functions are looked up with dlopen/dlsym at run time, so the
 * benchmark builds and runs where libmvec (glibc >= 2.35), AVX-512 or AVX2
 * is missing: the cell then says why.  Only the elementary functions
 * (Asinh, Acos) on float and double have libmvec functions.  Each call
 * takes one vector (16 floats or 8 doubles on AVX-512, 8 or 4 on AVX2); a
 * tail is padded through a small buffer.
 */
#define _GNU_SOURCE
#include "libmvec_loops.h"

#include "onnxm.h"

#if defined(__x86_64__) && defined(__GNUC__)
#include <dlfcn.h>
#include <immintrin.h>
#include <stdio.h>
#include <string.h>

/* the vector ABI's ISA letters: 'e' AVX-512 (zmm), 'd' AVX2 (ymm) */
enum { V_AVX512, V_AVX2, V_COUNT };

typedef __m512 (*vf16_fn)(__m512);
typedef __m512d (*vd8_fn)(__m512d);
typedef __m256 (*vf8_fn)(__m256);
typedef __m256d (*vd4_fn)(__m256d);

static vf16_fn f32_fn[ONNXM_OP_COUNT];
static vd8_fn f64_fn[ONNXM_OP_COUNT];
static vf8_fn f32_avx2_fn[ONNXM_OP_COUNT];
static vd4_fn f64_avx2_fn[ONNXM_OP_COUNT];

#define LOOP(T, W, FN, LOAD, STORE)                                         \
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

/* One float and one double loop per operator of onnxm_ops.def and vector
 * ISA, calling the libmvec function looked up for it (f32_fn ...). */
#define ONNXM_OP(ENUM, NAME, KERNEL, ...)                                                         \
    __attribute__((target("avx512f"))) static void KERNEL##_f32(const void *xv, void *yv, size_t n) \
    {                                                                                              \
        LOOP(float, 16, f32_fn[ONNXM_OP_##ENUM], _mm512_loadu_ps, _mm512_storeu_ps)                \
    }                                                                                              \
    __attribute__((target("avx512f"))) static void KERNEL##_f64(const void *xv, void *yv, size_t n) \
    {                                                                                              \
        LOOP(double, 8, f64_fn[ONNXM_OP_##ENUM], _mm512_loadu_pd, _mm512_storeu_pd)                \
    }                                                                                              \
    __attribute__((target("avx2,fma"))) static void KERNEL##_f32_avx2(const void *xv, void *yv,    \
                                                                        size_t n)                  \
    {                                                                                              \
        LOOP(float, 8, f32_avx2_fn[ONNXM_OP_##ENUM], _mm256_loadu_ps, _mm256_storeu_ps)            \
    }                                                                                              \
    __attribute__((target("avx2,fma"))) static void KERNEL##_f64_avx2(const void *xv, void *yv,    \
                                                                        size_t n)                  \
    {                                                                                              \
        LOOP(double, 4, f64_avx2_fn[ONNXM_OP_##ENUM], _mm256_loadu_pd, _mm256_storeu_pd)           \
    }
#include "onnxm_ops.def"

static const struct {
    const char *libm; /* the C library's name of the function: "asinh" */
    onnxm_kernel_fn f32[V_COUNT], f64[V_COUNT];
} loops[ONNXM_OP_COUNT] = {
#define ONNXM_OP(ENUM, NAME, KERNEL, ...) \
    [ONNXM_OP_##ENUM] = {#KERNEL, {KERNEL##_f32, KERNEL##_f32_avx2}, {KERNEL##_f64, KERNEL##_f64_avx2}},
#include "onnxm_ops.def"
};

/* The loop of op/dtype on vector ISA v, its libmvec function looked up
 * into the table the loop calls through, or NULL with *why. */
static onnxm_kernel_fn libmvec_loop(int v, onnxm_op op, onnxm_dtype dtype, const char **why)
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
    /* onnxm's AVX2 level is AVX2 + FMA + F16C with the OS saving ymm state,
     * which covers what libmvec's 'd' variants need (AVX2, FMA) */
    if (!onnxm_isa_supported(v == V_AVX512 ? ONNXM_ISA_AVX512 : ONNXM_ISA_AVX2)) {
        *why = v == V_AVX512 ? "CPU lacks AVX-512" : "CPU lacks AVX2 and FMA";
        return NULL;
    }
    if (!lib)
        lib = dlopen("libmvec.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        *why = "libmvec.so.1 not found";
        return NULL;
    }
    /* the x86-64 vector ABI's names: _ZGVeN16v_asinhf, _ZGVeN8v_asinh,
     * _ZGVdN8v_asinhf, _ZGVdN4v_asinh */
    char name[64];
    int lanes = (v == V_AVX512 ? 16 : 8) / (dtype == ONNXM_FLOAT ? 1 : 2);
    snprintf(name, sizeof name, "_ZGV%cN%dv_%s%s", v == V_AVX512 ? 'e' : 'd', lanes,
             loops[op].libm, dtype == ONNXM_FLOAT ? "f" : "");
    void *sym = dlsym(lib, name);
    if (!sym) {
        *why = "libmvec lacks the function";
        return NULL;
    }
    if (dtype == ONNXM_FLOAT) {
        memcpy(v == V_AVX512 ? (void *)&f32_fn[op] : (void *)&f32_avx2_fn[op], &sym, sizeof sym);
        return loops[op].f32[v];
    }
    memcpy(v == V_AVX512 ? (void *)&f64_fn[op] : (void *)&f64_avx2_fn[op], &sym, sizeof sym);
    return loops[op].f64[v];
}

onnxm_kernel_fn bench_libmvec_loop(onnxm_op op, onnxm_dtype dtype, const char **why)
{
    return libmvec_loop(V_AVX512, op, dtype, why);
}

onnxm_kernel_fn bench_libmvec_avx2_loop(onnxm_op op, onnxm_dtype dtype, const char **why)
{
    return libmvec_loop(V_AVX2, op, dtype, why);
}
#else
onnxm_kernel_fn bench_libmvec_loop(onnxm_op op, onnxm_dtype dtype, const char **why)
{
    (void)op, (void)dtype;
    *why = "not x86-64";
    return NULL;
}

onnxm_kernel_fn bench_libmvec_avx2_loop(onnxm_op op, onnxm_dtype dtype, const char **why)
{
    return bench_libmvec_loop(op, dtype, why);
}
#endif
