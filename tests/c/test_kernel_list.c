/* test_kernel_list -- the enumerated kernels (tu_kernels.h, the kernel
 * layer's list) against the library's public entry points:
 *   1. every ISA in the list has exactly one plain kernel per operator and
 *      type, and exactly one streaming-store (_nt) kernel per operator and
 *      type that streams (tu_kernel_wants_nt: the kernel layer's rule,
 *      onnxm_kernel_streams) and none for the others; on x86-64 every ISA
 *      but the scalar one has them (AArch64's NEON has none: the
 *      dispatcher uses its plain kernels for large tensors too); names are
 *      unique, start with onnxm_<op>_ and end in _nt exactly for the
 *      streaming ones;
 *   1b. the divider variants (kernel_bodies.h): each AVX-512 ISA (and any
 *      ISA that lists one) has exactly one per elementary operator, float
 *      only, plain only, named ..._div, and no other;
 *   2. every ISA this CPU supports is in the list (tu_supported_isas);
 *   3. each kernel of a supported ISA gives, on specials and random bits,
 *      the bits onnxm_unary_isa gives for the same ISA, operator and type:
 *      the list holds the kernels the dispatcher runs, so tests and the
 *      fuzz target that iterate it test what users call;
 *   4. for large outputs the dispatcher takes, on each supported ISA, the
 *      listed streaming kernel of each operator and type that has one, and
 *      no streaming kernel for the others (tu_kernel_dispatched_nt). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "tu_kernels.h"

#define N 300

static const char *const kernel_names[ONNXM_OP_COUNT] = {
#define ONNXM_OP(ENUM, NAME, KERNEL, ...) [ONNXM_OP_##ENUM] = #KERNEL,
#include "onnxm_ops.def"
};

static int count_of(const tu_kernel *k, size_t nk, onnxm_op op, onnxm_dtype dt, onnxm_isa isa, int nt,
                    int div)
{
    int c = 0;
    for (size_t j = 0; j < nk; j++)
        c += k[j].op == op && k[j].dtype == dt && k[j].isa == isa && k[j].nt == nt && k[j].div == div;
    return c;
}

/* whether isa must have divider variants: the AVX-512 levels on x86-64,
 * and any ISA that lists one (all or nothing) */
static int wants_div(const tu_kernel *k, size_t nk, onnxm_isa isa)
{
#if defined(__x86_64__)
    if (isa == ONNXM_ISA_AVX512 || isa == ONNXM_ISA_AVX512_BF16)
        return 1;
#endif
    for (size_t j = 0; j < nk; j++)
        if (k[j].isa == isa && k[j].div)
            return 1;
    return 0;
}

int main(void)
{
    size_t nk;
    const tu_kernel *k = tu_kernel_list(&nk);
    int failures = 0;
    printf("test_kernel_list: %zu kernels\n", nk);
    if (nk == 0) {
        printf("  FAIL: the kernel list is empty\n");
        return 1;
    }
    /* 1. completeness and names */
    for (size_t j = 0; j < nk; j++) {
        int first_of_isa = 1; /* check each ISA's completeness once */
        for (size_t i = 0; i < j; i++)
            first_of_isa &= k[i].isa != k[j].isa;
        for (int op = 0; first_of_isa && op < ONNXM_OP_COUNT; op++)
            for (int d = 0; d < TU_DTYPE_COUNT; d++)
                for (int nt = 0; nt <= 1; nt++) {
                    int c = count_of(k, nk, (onnxm_op)op, tu_all_dtypes[d], k[j].isa, nt, 0);
                    int want = nt ? tu_kernel_wants_nt(k[j].isa, (onnxm_op)op, tu_all_dtypes[d]) : 1;
                    if (c != want) {
                        printf("  FAIL: %d %s%s kernels of %s %s, want %d\n", c, onnxm_isa_name(k[j].isa),
                               nt ? " streaming" : "", onnxm_op_name((onnxm_op)op),
                               onnxm_dtype_name(tu_all_dtypes[d]), want);
                        failures++;
                    }
                    onnxm_op_info info;
                    int elem = onnxm_op_get_info((onnxm_op)op, &info) == ONNXM_OK &&
                               info.op_class == ONNXM_CLASS_ELEMENTARY;
                    want = !nt && wants_div(k, nk, k[j].isa) && elem && tu_all_dtypes[d] == ONNXM_FLOAT;
                    c = count_of(k, nk, (onnxm_op)op, tu_all_dtypes[d], k[j].isa, nt, 1);
                    if (c != want) {
                        printf("  FAIL: %d %s%s divider variants of %s %s, want %d\n", c,
                               onnxm_isa_name(k[j].isa), nt ? " streaming" : "",
                               onnxm_op_name((onnxm_op)op), onnxm_dtype_name(tu_all_dtypes[d]), want);
                        failures++;
                    }
                }
        char prefix[64];
        snprintf(prefix, sizeof prefix, "onnxm_%s_", kernel_names[k[j].op]);
        size_t len = strlen(k[j].name);
        int ends_nt = len > 3 && strcmp(k[j].name + len - 3, "_nt") == 0;
        size_t base = len - (ends_nt ? 3 : 0); /* the name without _nt */
        int ends_div = base > 4 && strncmp(k[j].name + base - 4, "_div", 4) == 0;
        if (strncmp(k[j].name, prefix, strlen(prefix)) != 0 || strstr(k[j].name, "__") == NULL ||
            ends_nt != k[j].nt || ends_div != k[j].div || k[j].fn == NULL) {
            printf("  FAIL: entry %zu: name '%s' (nt %d, div %d)\n", j, k[j].name, k[j].nt, k[j].div);
            failures++;
        }
        for (size_t i = 0; i < j; i++)
            if (strcmp(k[i].name, k[j].name) == 0) {
                printf("  FAIL: '%s' twice\n", k[j].name);
                failures++;
            }
    }
    /* 2. (aborts if a supported ISA is missing) */
    onnxm_isa isas[TU_ISA_COUNT];
    int nisa = tu_supported_isas(isas);
    /* 3. the same bits as the dispatcher */
    static uint64_t xs[N];
    static unsigned char x[N * 8], want[N * 8], got[N * 8 + 64];
    unsigned char *y = got + (64 - (uintptr_t)got % 64) % 64; /* 64-byte aligned, for _nt */
    size_t checked = 0;
    for (int d = 0; d < TU_DTYPE_COUNT; d++) {
        onnxm_dtype dt = tu_all_dtypes[d];
        size_t es = onnxm_dtype_size(dt);
        tu_gen_inputs(dt, xs, N, 0x6b6c697374ull);
        for (size_t i = 0; i < N; i++)
            tu_store(dt, x, i, xs[i]);
        for (size_t j = 0; j < nk; j++) {
            if (k[j].dtype != dt || !onnxm_isa_supported(k[j].isa))
                continue;
            if (onnxm_unary_isa(k[j].isa, k[j].op, dt, x, want, N) != ONNXM_OK) {
                printf("  FAIL: onnxm_unary_isa refuses %s\n", k[j].name);
                failures++;
                continue;
            }
            memset(y, 0xa5, N * es);
            k[j].fn(x, y, N);
            checked++;
            if (memcmp(y, want, N * es) != 0) {
                size_t i = 0;
                while (tu_load(dt, y, i) == tu_load(dt, want, i))
                    i++;
                char a[24], b[24], c[24];
                printf("  FAIL: %s x = %s: %s, onnxm_unary_isa: %s\n", k[j].name,
                       tu_hex(dt, xs[i], a), tu_hex(dt, tu_load(dt, y, i), b),
                       tu_hex(dt, tu_load(dt, want, i), c));
                failures++;
            }
        }
    }
    printf("  %d ISA(s) run here; %zu kernels compared with onnxm_unary_isa\n", nisa, checked);
    /* 4. the streaming kernels the dispatcher takes */
    size_t streaming = 0;
    for (int i = 0; i < nisa; i++)
        for (int op = 0; op < ONNXM_OP_COUNT; op++)
            for (int d = 0; d < TU_DTYPE_COUNT; d++) {
                onnxm_dtype dt = tu_all_dtypes[d];
                const tu_kernel *listed = tu_kernel_find((onnxm_op)op, dt, isas[i], 1);
                tu_kernel_fn want = tu_kernel_wants_nt(isas[i], (onnxm_op)op, dt) && listed ? listed->fn : NULL;
                tu_kernel_fn got = tu_kernel_dispatched_nt(isas[i], (onnxm_op)op, dt);
                streaming += got != NULL;
                if (got != want) {
                    printf("  FAIL: %s %s %s: the dispatcher's streaming kernel is %s, want %s\n",
                           onnxm_isa_name(isas[i]), onnxm_op_name((onnxm_op)op), onnxm_dtype_name(dt),
                           got ? "a kernel" : "none", want ? listed->name : "none");
                    failures++;
                }
            }
    printf("  %zu streaming kernels taken by the dispatcher for large outputs\n", streaming);
    printf("test_kernel_list: %s\n", failures ? "FAILED" : "passed");
    return failures ? 1 : 0;
}
