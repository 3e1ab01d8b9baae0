/* unary.c -- the kernel entry points and instruction-set dispatch.
 *
 * The ISA for ONNXM_ISA_AUTO is chosen once per process: the best one that
 * is compiled in and that the CPU and OS support, or a lower one named by
 * the environment variable ONNXM_ISA (scalar, avx2, avx512, avx512bf16, or
 * the old name avx512fp16 for the last, on x86-64; scalar or neon on
 * AArch64; a request above what the machine has is ignored).  The choice is cached in an atomic; two
 * threads racing to compute it compute the same value.
 *
 * On AVX-512 the float Asinh and Acos kernels come in two variants that
 * compute the same bits (kernel_bodies.h, "the divider variant"): the
 * default takes some square roots by Newton steps on the FMA ports, the
 * divider variant takes all of them with vsqrtpd.  The variant is chosen
 * once per process too: the divider on AMD cores of family 0x19 and later
 * (Zen 4 and Zen 5, the AMD cores with AVX-512), the default on every other
 * CPU (it was tuned on Intel Sapphire Rapids).  On Zen 4 a 512-bit FMA
 * occupies both 256-bit halves of the FMA pipes, so moving work from the
 * divider to them loses; Zen 5 has full-width pipes, and there the divider
 * variant measured faster too, if by less (bench/README.md, both CPUs).  ONNXM_TUNE=divider or
 * ONNXM_TUNE=newton in the environment overrides the choice, so that
 * either variant can be run and tested on any AVX-512 CPU.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/cpu.h"
#include "core/threadpool.h"
#include "kernels/kernels.h"

static int divider_choice(void)
{
    const char *s = getenv("ONNXM_TUNE");
    if (s != NULL && strcmp(s, "divider") == 0)
        return 1;
    if (s != NULL && strcmp(s, "newton") == 0)
        return 0;
    onnxm_cpu_features f = onnxm_cpu_detect();
    return f.x86_amd && f.x86_family >= 0x19;
}

int onnxm_kernels_divider_chosen(void)
{
    static atomic_int cached = 0; /* 0 = not chosen yet; else 1 + choice */
    int v = atomic_load_explicit(&cached, memory_order_relaxed);
    if (v == 0) {
        v = 1 + divider_choice();
        atomic_store_explicit(&cached, v, memory_order_relaxed);
    }
    return v - 1;
}

static const onnxm_kernel_table *isa_table(onnxm_isa isa)
{
    switch (isa) {
    case ONNXM_ISA_SCALAR: return &onnxm_kernels_scalar;
#if defined(ONNXM_HAVE_AVX2)
    case ONNXM_ISA_AVX2: return &onnxm_kernels_avx2;
#endif
#if defined(ONNXM_HAVE_AVX512)
    case ONNXM_ISA_AVX512:
        return onnxm_kernels_divider_chosen() ? &onnxm_kernels_avx512_div : &onnxm_kernels_avx512;
#endif
#if defined(ONNXM_HAVE_AVX512BF16)
    case ONNXM_ISA_AVX512_BF16:
        return onnxm_kernels_divider_chosen() ? &onnxm_kernels_avx512bf16_div : &onnxm_kernels_avx512bf16;
#endif
#if defined(ONNXM_HAVE_NEON)
    case ONNXM_ISA_NEON: return &onnxm_kernels_neon;
#endif
    default: return NULL;
    }
}

/* The streaming-store variants of an ISA's kernels, or NULL (NEON has
 * none).  Only the kernels that stream are in it (kernels.h,
 * ONNXM_STREAMS); the other slots are NULL.  The divider variants do not
 * stream, so there is one such table per ISA. */
static const onnxm_kernel_table *isa_stream_table(onnxm_isa isa)
{
    switch (isa) {
#if defined(ONNXM_HAVE_AVX2)
    case ONNXM_ISA_AVX2: return &onnxm_kernels_avx2_nt;
#endif
#if defined(ONNXM_HAVE_AVX512)
    case ONNXM_ISA_AVX512: return &onnxm_kernels_avx512_nt;
#endif
#if defined(ONNXM_HAVE_AVX512BF16)
    case ONNXM_ISA_AVX512_BF16: return &onnxm_kernels_avx512bf16_nt;
#endif
    default: return NULL;
    }
}

/* Outputs of at least this many bytes are written with non-temporal stores:
 * they would not stay in the caches anyway, and writing around the caches
 * saves the read-for-ownership of every output line (the machine's L2 is
 * 2 MiB per core; a few MiB of output still benefits from ordinary stores;
 * bench/README.md, "Kernel design history"). */
#define ONNXM_STREAM_MIN_BYTES ((size_t)8 << 20)

/* Runs one kernel call; with `stream`, the 64-byte-aligned bulk of y goes
 * through the streaming variant and the unaligned head through the normal
 * one.  Both variants compute identical values. */
static void run_kernel(const onnxm_kernel_ref *k, const void *x, void *y, size_t n, int stream)
{
    uintptr_t addr = (uintptr_t)y;
    if (!stream || k->fn_nt == NULL || addr % k->esize != 0) {
        k->fn(x, y, n);
        return;
    }
    size_t head = ((64 - addr % 64) % 64) / k->esize;
    if (head > n)
        head = n;
    if (head > 0)
        k->fn(x, y, head);
    k->fn_nt((const unsigned char *)x + head * k->esize, (unsigned char *)y + head * k->esize,
             n - head);
}

/* Bit i set: ISA i can run here.  CPUID is read once per process and the
 * answer cached: under a hypervisor each CPUID traps (tens of
 * microseconds), far too slow to repeat per kernel call.  Racing threads
 * compute and store the same value. */
static unsigned supported_mask(void)
{
    static atomic_uint cached = 0; /* 0 = not computed; bit 31 marks computed */
    unsigned v = atomic_load_explicit(&cached, memory_order_relaxed);
    if (v == 0) {
        onnxm_cpu_features f = onnxm_cpu_detect();
        v = 1u << 31 | 1u << ONNXM_ISA_SCALAR;
        if (f.avx2 && isa_table(ONNXM_ISA_AVX2) != NULL)
            v |= 1u << ONNXM_ISA_AVX2;
        if (f.avx512 && isa_table(ONNXM_ISA_AVX512) != NULL)
            v |= 1u << ONNXM_ISA_AVX512;
        /* what kernels_avx512bf16*.c are compiled for: AVX-512 F/BW/VL/DQ
         * (f.avx512) and AVX512-BF16 (f.avx512_bf16 implies f.avx512) */
        if (f.avx512_bf16 && isa_table(ONNXM_ISA_AVX512_BF16) != NULL)
            v |= 1u << ONNXM_ISA_AVX512_BF16;
        if (f.asimd && isa_table(ONNXM_ISA_NEON) != NULL)
            v |= 1u << ONNXM_ISA_NEON;
        atomic_store_explicit(&cached, v, memory_order_relaxed);
    }
    return v;
}

int onnxm_isa_supported(onnxm_isa isa)
{
    if (isa < ONNXM_ISA_SCALAR || isa > ONNXM_ISA_NEON)
        return 0;
    return (supported_mask() >> isa) & 1u;
}

static onnxm_isa isa_from_name(const char *s)
{
    if (s == NULL) return ONNXM_ISA_AUTO;
    if (strcmp(s, "scalar") == 0) return ONNXM_ISA_SCALAR;
    if (strcmp(s, "avx2") == 0) return ONNXM_ISA_AVX2;
    if (strcmp(s, "avx512") == 0) return ONNXM_ISA_AVX512;
    if (strcmp(s, "avx512bf16") == 0) return ONNXM_ISA_AVX512_BF16;
    if (strcmp(s, "avx512fp16") == 0) return ONNXM_ISA_AVX512_BF16; /* the old name */
    if (strcmp(s, "neon") == 0) return ONNXM_ISA_NEON;
    return ONNXM_ISA_AUTO;
}

/* The ISAs of one architecture are levels, each enum value above the ones
 * it supersedes (x86-64: scalar < avx2 < avx512 < avx512bf16; AArch64:
 * scalar < neon); a request is honoured if it is supported and below the
 * best (a request for another architecture's ISA is not supported). */
static onnxm_isa choose_isa(void)
{
    onnxm_isa best = ONNXM_ISA_SCALAR;
    for (int i = ONNXM_ISA_AVX2; i <= ONNXM_ISA_NEON; i++)
        if (onnxm_isa_supported((onnxm_isa)i))
            best = (onnxm_isa)i;
    onnxm_isa want = isa_from_name(getenv("ONNXM_ISA"));
    if (want != ONNXM_ISA_AUTO && want < best && onnxm_isa_supported(want))
        best = want;
    return best;
}

onnxm_isa onnxm_isa_selected(void)
{
    static atomic_int cached = 0; /* 0 = not chosen yet (ONNXM_ISA_AUTO) */
    int v = atomic_load_explicit(&cached, memory_order_relaxed);
    if (v == 0) {
        v = (int)choose_isa();
        atomic_store_explicit(&cached, v, memory_order_relaxed);
    }
    return (onnxm_isa)v;
}

const char *onnxm_isa_name(onnxm_isa isa)
{
    switch (isa) {
    case ONNXM_ISA_AUTO: return "auto";
    case ONNXM_ISA_SCALAR: return "scalar";
    case ONNXM_ISA_AVX2: return "avx2";
    case ONNXM_ISA_AVX512: return "avx512";
    case ONNXM_ISA_AVX512_BF16: return "avx512bf16";
    case ONNXM_ISA_NEON: return "neon";
    }
    return "unknown";
}

/* The list is the ISA files' entries end to end, gathered once (room for
 * every ISA of either architecture). */
static onnxm_kernel_entry kernel_list[5 * ONNXM_KERNEL_ENTRIES + 3 * ONNXM_KERNEL_NT_ENTRIES +
                                      2 * ONNXM_DIV_ENTRIES];
static size_t kernel_list_n;
static pthread_once_t kernel_list_once = PTHREAD_ONCE_INIT;

static void kernel_list_add_n(const onnxm_kernel_entry *e, size_t n)
{
    memcpy(kernel_list + kernel_list_n, e, n * sizeof *e);
    kernel_list_n += n;
}
static void kernel_list_add(const onnxm_kernel_entry *e) { kernel_list_add_n(e, ONNXM_KERNEL_ENTRIES); }

static void kernel_list_build(void)
{
    kernel_list_add(onnxm_kernel_entries_scalar);
#if defined(ONNXM_HAVE_AVX2)
    kernel_list_add(onnxm_kernel_entries_avx2);
    kernel_list_add_n(onnxm_kernel_entries_avx2_nt, ONNXM_KERNEL_NT_ENTRIES);
#endif
#if defined(ONNXM_HAVE_AVX512)
    kernel_list_add(onnxm_kernel_entries_avx512);
    kernel_list_add_n(onnxm_kernel_entries_avx512_nt, ONNXM_KERNEL_NT_ENTRIES);
    kernel_list_add_n(onnxm_kernel_entries_avx512_div, ONNXM_DIV_ENTRIES);
#endif
#if defined(ONNXM_HAVE_AVX512BF16)
    kernel_list_add(onnxm_kernel_entries_avx512bf16);
    kernel_list_add_n(onnxm_kernel_entries_avx512bf16_nt, ONNXM_KERNEL_NT_ENTRIES);
    kernel_list_add_n(onnxm_kernel_entries_avx512bf16_div, ONNXM_DIV_ENTRIES);
#endif
#if defined(ONNXM_HAVE_NEON)
    kernel_list_add(onnxm_kernel_entries_neon);
#endif
}

const onnxm_kernel_entry *onnxm_kernel_list(size_t *n)
{
    pthread_once(&kernel_list_once, kernel_list_build);
    *n = kernel_list_n;
    return kernel_list;
}

static const unsigned char stream_rule[ONNXM_OP_COUNT][ONNXM_DT_COUNT] = {
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, F64_ULPS, LOOP, TABLE16, ...)                           \
    [ONNXM_OP_##ENUM] = {ONNXM_STREAMS(CLASS, TABLE16, f16), ONNXM_STREAMS(CLASS, TABLE16, bf16),    \
                         ONNXM_STREAMS(CLASS, TABLE16, f32), ONNXM_STREAMS(CLASS, TABLE16, f64)},
#include "onnxm_ops.def"
};

int onnxm_kernel_streams(onnxm_op op, onnxm_dtype dtype)
{
    int t = onnxm_dtype_index(dtype);
    return (unsigned)op < ONNXM_OP_COUNT && t >= 0 && stream_rule[op][t];
}

onnxm_status onnxm_kernel_resolve(onnxm_isa isa, onnxm_op op, onnxm_dtype dtype,
                                  onnxm_kernel_ref *out)
{
    if ((unsigned)op >= ONNXM_OP_COUNT)
        return ONNXM_ERR_INVALID_ARGUMENT;
    int t = onnxm_dtype_index(dtype);
    if (t < 0)
        return ONNXM_ERR_UNSUPPORTED_TYPE;
    if (isa == ONNXM_ISA_AUTO)
        isa = onnxm_isa_selected();
    else if (!onnxm_isa_supported(isa))
        return ONNXM_ERR_UNSUPPORTED_ISA;
    const onnxm_kernel_table *nt = isa_stream_table(isa);
    out->fn = isa_table(isa)->fn[op][t];
    out->fn_nt = nt != NULL ? nt->fn[op][t] : NULL; /* NULL where it does not stream */
    out->esize = onnxm_dtype_size(dtype);
    out->min_per_thread = onnxm_op_desc_of(op)->min_per_thread;
    return ONNXM_OK;
}

typedef struct {
    const onnxm_kernel_ref *k;
    int stream;
    const unsigned char *x;
    unsigned char *y;
} split_job;

static void split_chunk(void *ctx, size_t begin, size_t len)
{
    const split_job *j = ctx;
    size_t es = j->k->esize;
    run_kernel(j->k, j->x + begin * es, j->y + begin * es, len, j->stream);
}

void onnxm_kernel_run(const onnxm_kernel_ref *k, onnxm_threadpool *pool, const void *x, void *y,
                      size_t n)
{
    size_t parts = n / k->min_per_thread;
    size_t threads = onnxm_threadpool_size(pool);
    int stream = n * k->esize >= ONNXM_STREAM_MIN_BYTES;
    if (parts > threads)
        parts = threads;
    if (parts <= 1) {
        if (n > 0)
            run_kernel(k, x, y, n, stream);
        return;
    }
    split_job job = {k, stream, x, y};
    onnxm_threadpool_run_split(pool, parts, onnxm_split_plan(n, parts, k->min_per_thread),
                               split_chunk, &job);
}

onnxm_status onnxm_unary_pool(onnxm_threadpool *pool, onnxm_isa isa, onnxm_op op,
                              onnxm_dtype dtype, const void *x, void *y, size_t n)
{
    onnxm_kernel_ref k;
    onnxm_status st = onnxm_kernel_resolve(isa, op, dtype, &k);
    if (st != ONNXM_OK)
        return st;
    if (n > 0 && (x == NULL || y == NULL))
        return ONNXM_ERR_INVALID_ARGUMENT;
    onnxm_kernel_run(&k, pool, x, y, n);
    return ONNXM_OK;
}

onnxm_status onnxm_unary_isa(onnxm_isa isa, onnxm_op op, onnxm_dtype dtype, const void *x,
                             void *y, size_t n)
{
    return onnxm_unary_pool(NULL, isa, op, dtype, x, y, n);
}

onnxm_status onnxm_unary(onnxm_op op, onnxm_dtype dtype, const void *x, void *y, size_t n)
{
    return onnxm_unary_isa(ONNXM_ISA_AUTO, op, dtype, x, y, n);
}
