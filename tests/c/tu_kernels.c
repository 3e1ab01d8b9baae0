/* tu_kernels.c -- see tu_kernels.h. */
#include "tu_kernels.h"

#include <stdio.h>
#include <stdlib.h>

#include "kernels/kernels.h"

#if defined(TU_HAVE_KERNEL_LIST)

/* The kernel layer's list, copied once into the tests' own type. */
static tu_kernel *entries;
static size_t count;

static void build(void)
{
    size_t n = 0;
    const onnxm_kernel_entry *e = onnxm_kernel_list(&n);
    entries = calloc(n + 1, sizeof *entries);
    if (entries == NULL)
        abort();
    for (size_t i = 0; i < n; i++)
        entries[i] = (tu_kernel){e[i].op, e[i].dtype, e[i].isa, e[i].nt, e[i].name, e[i].fn};
    count = n;
}

#else

/* Until the kernel layer enumerates its kernels: the per-ISA tables the
 * dispatcher uses (kernels.h), each compiled ISA's plain and streaming-
 * store table.  The names follow the kernel layer's naming convention. */
static const struct {
    onnxm_isa isa;
    int nt;
    const onnxm_kernel_table *table;
} tables[] = {
    {ONNXM_ISA_SCALAR, 0, &onnxm_kernels_scalar},
#if defined(ONNXM_HAVE_AVX2)
    {ONNXM_ISA_AVX2, 0, &onnxm_kernels_avx2},
    {ONNXM_ISA_AVX2, 1, &onnxm_kernels_avx2_nt},
#endif
#if defined(ONNXM_HAVE_AVX512)
    {ONNXM_ISA_AVX512, 0, &onnxm_kernels_avx512},
    {ONNXM_ISA_AVX512, 1, &onnxm_kernels_avx512_nt},
#endif
#if defined(ONNXM_HAVE_AVX512FP16)
    {ONNXM_ISA_AVX512_FP16, 0, &onnxm_kernels_avx512fp16},
    {ONNXM_ISA_AVX512_FP16, 1, &onnxm_kernels_avx512fp16_nt},
#endif
};
#define N_TABLES (sizeof tables / sizeof tables[0])

static const char *const kernel_names[ONNXM_OP_COUNT] = {
#define ONNXM_OP(ENUM, NAME, KERNEL, ...) [ONNXM_OP_##ENUM] = #KERNEL,
#include "onnxm_ops.def"
};
static const onnxm_dtype dt_of[ONNXM_DT_COUNT] = {
    [ONNXM_DT_F16] = ONNXM_FLOAT16, [ONNXM_DT_BF16] = ONNXM_BFLOAT16,
    [ONNXM_DT_F32] = ONNXM_FLOAT, [ONNXM_DT_F64] = ONNXM_DOUBLE};
static const char *const dt_names[ONNXM_DT_COUNT] = {
    [ONNXM_DT_F16] = "f16", [ONNXM_DT_BF16] = "bf16", [ONNXM_DT_F32] = "f32", [ONNXM_DT_F64] = "f64"};

static tu_kernel entries[N_TABLES * ONNXM_OP_COUNT * ONNXM_DT_COUNT];
static char names[N_TABLES * ONNXM_OP_COUNT * ONNXM_DT_COUNT][64];
static size_t count;

static void build(void)
{
    for (size_t t = 0; t < N_TABLES; t++)
        for (int op = 0; op < ONNXM_OP_COUNT; op++)
            for (int d = 0; d < ONNXM_DT_COUNT; d++) {
                if (tables[t].table->fn[op][d] == NULL)
                    continue;
                snprintf(names[count], sizeof names[count], "onnxm_%s_%s__%s%s", kernel_names[op],
                         dt_names[d], onnxm_isa_name(tables[t].isa), tables[t].nt ? "_nt" : "");
                entries[count] = (tu_kernel){(onnxm_op)op, dt_of[d], tables[t].isa, tables[t].nt,
                                             names[count], tables[t].table->fn[op][d]};
                count++;
            }
}

#endif

const tu_kernel *tu_kernel_list(size_t *n)
{
    /* built on first use; the tests call this before starting threads */
    static int built;
    if (!built) {
        build();
        built = 1;
    }
    *n = count;
    return entries;
}

const tu_kernel *tu_kernel_find(onnxm_op op, onnxm_dtype dtype, onnxm_isa isa, int nt)
{
    size_t n;
    const tu_kernel *k = tu_kernel_list(&n);
    for (size_t i = 0; i < n; i++)
        if (k[i].op == op && k[i].dtype == dtype && k[i].isa == isa && k[i].nt == nt)
            return &k[i];
    return NULL;
}
