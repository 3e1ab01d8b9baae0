/* tu_kernels.c -- see tu_kernels.h. */
#include "tu_kernels.h"

#include <stdlib.h>

#include "kernels/kernels.h"

/* The kernel layer's list, copied once into the tests' own type (which
 * keeps the tests' headers free of the kernel layer's internals). */
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
        entries[i] = (tu_kernel){e[i].op, e[i].dtype, e[i].isa, e[i].nt, e[i].div, e[i].name, e[i].fn};
    count = n;
}

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
        if (k[i].op == op && k[i].dtype == dtype && k[i].isa == isa && k[i].nt == nt && !k[i].div)
            return &k[i];
    return NULL;
}

int tu_kernel_wants_nt(onnxm_isa isa, onnxm_op op, onnxm_dtype dtype)
{
    if (!onnxm_kernel_streams(op, dtype))
        return 0;
#if defined(__x86_64__)
    if (isa != ONNXM_ISA_SCALAR)
        return 1;
#endif
    size_t nk;
    const tu_kernel *k = tu_kernel_list(&nk);
    for (size_t j = 0; j < nk; j++)
        if (k[j].isa == isa && k[j].nt)
            return 1;
    return 0;
}

tu_kernel_fn tu_kernel_dispatched_nt(onnxm_isa isa, onnxm_op op, onnxm_dtype dtype)
{
    onnxm_kernel_ref ref;
    if (onnxm_kernel_resolve(isa, op, dtype, &ref) != ONNXM_OK)
        return NULL;
    return ref.fn_nt;
}
