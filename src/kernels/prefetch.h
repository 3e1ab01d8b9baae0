/* prefetch.h -- how far ahead the kernels (kernel_bodies.h) prefetch their
 * input, and the prefetches of one group of vectors.  Included after a
 * vec/vec_<isa>.h (vec_prefetch, VD_LANES, VEC_ISA_NT); the kernels' loops
 * use KB_PREFETCH (the streaming IEEE loop KB_PREFETCH_STREAM) and
 * kb_prefetch_group, and so do bench/costs.c's loops, so that they
 * prefetch as the kernels do. */
#ifndef ONNXM_KERNELS_PREFETCH_H
#define ONNXM_KERNELS_PREFETCH_H

/* Software prefetch distance of the input, in bytes.  The hardware
 * prefetchers of the machine measured here do not run far enough ahead for
 * compute-bound kernels with streaming stores: out of the caches, the
 * prefetch makes the double and float Asinh/Acos kernels faster, and (on
 * the Intel Xeon first measured) leaves Sqrt and Reciprocal unchanged;
 * 8 KiB measured the same (bench/README.md, "Kernel design history").  A
 * prefetch past the end of the input never faults. */
#define KB_PREFETCH 4096

/* The distance of the IEEE operations' loop (kb_loop_plain) in the
 * streaming variants.  Those run only on outputs larger than the caches
 * (unary.c), so their input comes from memory, and a loop bound by memory
 * rather than by the divider wants more of its input lines in flight than
 * KB_PREFETCH keeps: on the AMD EPYC measured (family 0x1A), 16 KiB made
 * the float and double Sqrt and Reciprocal kernels faster at 16M
 * elements.  The ordinary-store
 * variants, which see inputs in L2 and L3, keep KB_PREFETCH: there the
 * longer distance was slower (bench/README.md, "Kernel design history"). */
#define KB_PREFETCH_STREAM 16384

/* Prefetches of a group of vectors spanning `bytes` from p, KB_PREFETCH
 * bytes ahead: one per 64-byte line (bytes is a constant after inlining,
 * so the loop unrolls: one to three lines). */
static inline __attribute__((always_inline)) void kb_prefetch_group(const void *p, size_t bytes)
{
    for (size_t b = 0; b < bytes; b += 64)
        vec_prefetch((const char *)p + b + KB_PREFETCH);
}

#endif
