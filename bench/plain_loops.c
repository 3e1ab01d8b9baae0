/* plain_loops.c -- the "plain" column of `make bench`: the bare AVX-512
 * instruction loop for Sqrt and Reciprocal, the reference of the
 * targets for those ops (at 65,536 elements, >= 0.9x this loop; at 16M,
 * >= 0.75 of min(copy, this loop in cache)).  Per 16 floats or 8 doubles:
 * load, widen (float16: vcvtph2ps; bfloat16: a 16-bit shift), vsqrtps /
 * vdivps (vsqrtpd / vdivpd for double), narrow (vcvtps2ph; bfloat16:
 * vcvtneps2bf16, which needs AVX512-BF16), and an ordinary store.
 *
 * It is not a correct kernel: vcvtneps2bf16 flushes subnormal bfloat16
 * results (Reciprocal of |x| > 2^126) to zero, and no tail or special case
 * is handled beyond what the instructions do.  n is taken as a multiple of
 * the vector width (the benchmark's sizes are; a tail is left unwritten).
 * Speed only. */
#include "plain_loops.h"

#include "onnxm.h"

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && __GNUC__ >= 10
#include <immintrin.h>

#define T512 __attribute__((target("avx512f,avx512bw,avx512vl,avx512dq")))
#define T512BF __attribute__((target("avx512f,avx512bw,avx512vl,avx512dq,avx512bf16")))

static inline T512 __m512 load_f16(const uint16_t *p) { return _mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)p)); }
static inline T512 void store_f16(uint16_t *p, __m512 v)
{
    _mm256_storeu_si256((__m256i *)p, _mm512_cvtps_ph(v, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
}
static inline T512 __m512 load_bf16(const uint16_t *p)
{
    return _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_cvtepu16_epi32(_mm256_loadu_si256((const __m256i *)p)), 16));
}
static inline T512BF void store_bf16(uint16_t *p, __m512 v)
{
    __m256bh h = _mm512_cvtneps_pbh(v);
    _mm256_storeu_si256((__m256i *)p, (__m256i)h);
}
#define SQRT_PS(v) _mm512_sqrt_ps(v)
#define RECIP_PS(v) _mm512_div_ps(_mm512_set1_ps(1.0f), v)
#define SQRT_PD(v) _mm512_sqrt_pd(v)
#define RECIP_PD(v) _mm512_div_pd(_mm512_set1_pd(1.0), v)

#define PLAIN(name, ATTR, T, W, LOAD, OP, STORE)                         \
    static ATTR void name(const void *xv, void *yv, size_t n)           \
    {                                                                   \
        const T *x = xv;                                                \
        T *y = yv;                                                      \
        for (size_t i = 0; i + (W) <= n; i += (W))                      \
            STORE(y + i, OP(LOAD(x + i)));                              \
    }
PLAIN(sqrt_f16, T512, uint16_t, 16, load_f16, SQRT_PS, store_f16)
PLAIN(recip_f16, T512, uint16_t, 16, load_f16, RECIP_PS, store_f16)
PLAIN(sqrt_bf16, T512BF, uint16_t, 16, load_bf16, SQRT_PS, store_bf16)
PLAIN(recip_bf16, T512BF, uint16_t, 16, load_bf16, RECIP_PS, store_bf16)
PLAIN(sqrt_f32, T512, float, 16, _mm512_loadu_ps, SQRT_PS, _mm512_storeu_ps)
PLAIN(recip_f32, T512, float, 16, _mm512_loadu_ps, RECIP_PS, _mm512_storeu_ps)
PLAIN(sqrt_f64, T512, double, 8, _mm512_loadu_pd, SQRT_PD, _mm512_storeu_pd)
PLAIN(recip_f64, T512, double, 8, _mm512_loadu_pd, RECIP_PD, _mm512_storeu_pd)

onnxm_kernel_fn bench_plain_loop(onnxm_op op, onnxm_dtype dtype, const char **why)
{
    if (op != ONNXM_OP_SQRT && op != ONNXM_OP_RECIPROCAL) {
        *why = "no single instruction";
        return NULL;
    }
    if (!onnxm_isa_supported(ONNXM_ISA_AVX512)) {
        *why = "CPU lacks AVX-512";
        return NULL;
    }
    int s = op == ONNXM_OP_SQRT;
    switch (dtype) {
    case ONNXM_FLOAT16: return s ? sqrt_f16 : recip_f16;
    case ONNXM_BFLOAT16:
        __builtin_cpu_init();
        if (!__builtin_cpu_supports("avx512bf16")) {
            *why = "CPU lacks AVX512-BF16";
            return NULL;
        }
        return s ? sqrt_bf16 : recip_bf16;
    case ONNXM_FLOAT: return s ? sqrt_f32 : recip_f32;
    case ONNXM_DOUBLE: return s ? sqrt_f64 : recip_f64;
    }
    *why = "unknown type";
    return NULL;
}
#else
onnxm_kernel_fn bench_plain_loop(onnxm_op op, onnxm_dtype dtype, const char **why)
{
    (void)op, (void)dtype;
    *why = "compiled only by GCC >= 10 for x86-64";
    return NULL;
}
#endif
