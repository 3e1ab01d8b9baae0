/* kernels.h -- kernel tables, one per instruction set, and the list of
 * every kernel. */
#ifndef ONNXM_KERNELS_KERNELS_H
#define ONNXM_KERNELS_KERNELS_H

#include <stddef.h>

#include "core/ops.h"

/* y[i] = op(x[i]), i < n; contiguous, any alignment, y == x allowed. */
typedef void (*onnxm_kernel_fn)(const void *x, void *y, size_t n);

typedef struct onnxm_kernel_table {
    onnxm_kernel_fn fn[ONNXM_OP_COUNT][ONNXM_DT_COUNT];
} onnxm_kernel_table;

/* Which kernels have a streaming-store variant (_nt), the one place this
 * is decided: from an onnxm_ops.def row's CLASS and TABLE16 columns and a
 * type suffix t (f16, bf16, f32, f64).  The IEEE operations, every type,
 * and the float16/bfloat16 table kernels run near the memory rate, so on
 * outputs larger than the caches writing around them (which saves the
 * read-for-ownership of every output line) pays.  The float and double
 * kernels of the elementary functions compute at a third of the copy rate
 * or less; for them streaming stores measured 0-8% slower than ordinary
 * ones at 16M elements on AMD Zen 5, alone and paired with libmvec
 * (bench/README.md, "Streaming stores for the elementary float and double
 * kernels"), so they have none.
 * Expands to the token 1 or 0: kernel_bodies.h pastes it to choose which
 * kernels the streaming files define, and it is a constant expression
 * (ONNXM_KERNEL_NT_ENTRIES, onnxm_kernel_streams). */
#define ONNXM_STREAMS(CLASS, TABLE16, t) ONNXM_STREAMS_##CLASS(TABLE16, t)
#define ONNXM_STREAMS_ONNXM_CLASS_IEEE(TABLE16, t) 1
#define ONNXM_STREAMS_ONNXM_CLASS_ELEMENTARY(TABLE16, t) ONNXM_STREAMS_TABLE16_##TABLE16##_##t
#define ONNXM_STREAMS_TABLE16_1_f16 1
#define ONNXM_STREAMS_TABLE16_1_bf16 1
#define ONNXM_STREAMS_TABLE16_1_f32 0
#define ONNXM_STREAMS_TABLE16_1_f64 0
#define ONNXM_STREAMS_TABLE16_0_f16 0
#define ONNXM_STREAMS_TABLE16_0_bf16 0
#define ONNXM_STREAMS_TABLE16_0_f32 0
#define ONNXM_STREAMS_TABLE16_0_f64 0

/* @return 1 if the kernels of op for dtype have streaming-store variants
 * (ONNXM_STREAMS) on the ISAs that have any (x86-64's vector ISAs), else 0 */
int onnxm_kernel_streams(onnxm_op op, onnxm_dtype dtype);

/* Each ISA's kernels, per op and dtype index (kernel_bodies.h). */
extern const onnxm_kernel_table onnxm_kernels_scalar;
/* *_nt: the kernels that stream (ONNXM_STREAMS), with non-temporal stores
 * (y must be 64-byte aligned); NULL in every other slot. */
#if defined(ONNXM_HAVE_AVX2)
extern const onnxm_kernel_table onnxm_kernels_avx2, onnxm_kernels_avx2_nt;
#endif
#if defined(ONNXM_HAVE_AVX512)
extern const onnxm_kernel_table onnxm_kernels_avx512, onnxm_kernels_avx512_nt;
extern const onnxm_kernel_table onnxm_kernels_avx512_div;
#endif
#if defined(ONNXM_HAVE_AVX512BF16)
extern const onnxm_kernel_table onnxm_kernels_avx512bf16, onnxm_kernels_avx512bf16_nt;
extern const onnxm_kernel_table onnxm_kernels_avx512bf16_div;
#endif
#if defined(ONNXM_HAVE_NEON)
extern const onnxm_kernel_table onnxm_kernels_neon; /* no streaming variant */
#endif

/* Every compiled kernel, one entry per (op, dtype, ISA, store kind): the
 * kernels of every ISA this build compiled (whether or not this CPU can run
 * them: check onnxm_isa_supported(isa) before calling fn) and the
 * streaming-store variants of those that stream (ONNXM_STREAMS; nt = 1:
 * non-temporal stores, y must be 64-byte aligned; computes the same bits
 * as the nt = 0 kernel).  name is the function's symbol, e.g.
 * "onnxm_sqrt_f32__avx512_nt", as nm, gdb and perf show it.  Ordered by
 * isa, then nt, then div, then op, then dt; static storage, never NULL. */
typedef struct onnxm_kernel_entry {
    onnxm_op op;
    int dt;             /* ONNXM_DT_* (core/ops.h): index of the element type */
    onnxm_dtype dtype;  /* the same type as an ONNX dtype (ONNXM_FLOAT16, ...) */
    onnxm_isa isa;      /* ONNXM_ISA_SCALAR .. ; never ONNXM_ISA_AUTO */
    int nt;             /* 1: streaming-store variant (y 64-byte aligned) */
    int div;            /* 1: the divider variant of an AVX-512 float Asinh/Acos
                         * kernel (kernel_bodies.h); the same bits as div = 0 */
    const char *name;   /* "onnxm_<op>_<f16|bf16|f32|f64>__<isa>[_div|_nt]" */
    onnxm_kernel_fn fn;
} onnxm_kernel_entry;

/* The divider variants (div = 1): one per elementary row (float), in each
 * AVX-512 ISA's plain table (they do not stream: ONNXM_STREAMS).  Which variant the dispatcher
 * runs is chosen once per process (unary.c): the divider on AMD's AVX-512
 * cores (family 0x19 and later), the default elsewhere; the environment
 * variable ONNXM_TUNE (divider, newton) overrides it. */
enum {
    ONNXM_DIV_ENTRIES = 0
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, ...) + ((CLASS) == ONNXM_CLASS_ELEMENTARY)
#include "onnxm_ops.def"
};
/* @return 1 if the dispatcher runs the divider variants, else 0 */
int onnxm_kernels_divider_chosen(void);

/* @return the table of every compiled kernel; *n receives its length. */
const onnxm_kernel_entry *onnxm_kernel_list(size_t *n);

/* Each ISA's part of that list (kernel_bodies.h): ONNXM_OP_COUNT *
 * ONNXM_DT_COUNT plain kernels, and for the streaming files the kernels
 * that stream. */
#define ONNXM_KERNEL_ENTRIES (ONNXM_OP_COUNT * ONNXM_DT_COUNT)
enum {
    ONNXM_KERNEL_NT_ENTRIES = 0
#define ONNXM_OP(ENUM, NAME, KERNEL, CLASS, F64_ULPS, LOOP, TABLE16, ...)                           \
    + ONNXM_STREAMS(CLASS, TABLE16, f16) + ONNXM_STREAMS(CLASS, TABLE16, bf16)                       \
        + ONNXM_STREAMS(CLASS, TABLE16, f32) + ONNXM_STREAMS(CLASS, TABLE16, f64)
#include "onnxm_ops.def"
};
extern const onnxm_kernel_entry onnxm_kernel_entries_scalar[ONNXM_KERNEL_ENTRIES];
#if defined(ONNXM_HAVE_AVX2)
extern const onnxm_kernel_entry onnxm_kernel_entries_avx2[ONNXM_KERNEL_ENTRIES],
    onnxm_kernel_entries_avx2_nt[ONNXM_KERNEL_NT_ENTRIES];
#endif
#if defined(ONNXM_HAVE_AVX512)
extern const onnxm_kernel_entry onnxm_kernel_entries_avx512[ONNXM_KERNEL_ENTRIES],
    onnxm_kernel_entries_avx512_nt[ONNXM_KERNEL_NT_ENTRIES];
extern const onnxm_kernel_entry onnxm_kernel_entries_avx512_div[ONNXM_DIV_ENTRIES];
#endif
#if defined(ONNXM_HAVE_AVX512BF16)
extern const onnxm_kernel_entry onnxm_kernel_entries_avx512bf16[ONNXM_KERNEL_ENTRIES],
    onnxm_kernel_entries_avx512bf16_nt[ONNXM_KERNEL_NT_ENTRIES];
extern const onnxm_kernel_entry onnxm_kernel_entries_avx512bf16_div[ONNXM_DIV_ENTRIES];
#endif
#if defined(ONNXM_HAVE_NEON)
extern const onnxm_kernel_entry onnxm_kernel_entries_neon[ONNXM_KERNEL_ENTRIES];
#endif

/* A kernel resolved once, for callers that run it many times (the model
 * layer's plan, made when a model is loaded): the function for one op and
 * dtype on one ISA, its streaming-store variant, the element size and the
 * smallest part worth giving a thread. */
typedef struct onnxm_kernel_ref {
    onnxm_kernel_fn fn;    /* ordinary stores */
    onnxm_kernel_fn fn_nt; /* non-temporal stores (y 64-byte aligned), NULL if the
                            * kernel does not stream (ONNXM_STREAMS) or the ISA has none */
    size_t esize;          /* bytes per element */
    size_t min_per_thread; /* elements */
} onnxm_kernel_ref;

/* Resolves op x dtype on isa (ONNXM_ISA_AUTO: onnxm_isa_selected()).
 * @return ONNXM_OK, or what onnxm_unary_isa() returns for these arguments. */
onnxm_status onnxm_kernel_resolve(onnxm_isa isa, onnxm_op op, onnxm_dtype dtype,
                                  onnxm_kernel_ref *out);

/* y = op(x) for n elements with a resolved kernel, split across pool's
 * threads exactly as onnxm_unary_pool() does (pool may be NULL).  Nothing
 * is validated again: x and y are non-NULL when n > 0. */
void onnxm_kernel_run(const onnxm_kernel_ref *k, onnxm_threadpool *pool, const void *x, void *y,
                      size_t n);

#endif
