/* prefetch.h -- how far ahead the kernels (kernel_bodies.h) prefetch their
 * input, and the prefetches of one group of vectors.  Included after a
 * vec/vec_<isa>.h (vec_prefetch, VD_LANES); bench/costs.c uses the same
 * macro so that its loops prefetch as the kernels do. */
#ifndef ONNXM_KERNELS_PREFETCH_H
#define ONNXM_KERNELS_PREFETCH_H

/* Software prefetch distance of the input, in bytes.  The hardware
 * prefetchers of the machine measured here do not run far enough ahead for
 * compute-bound kernels with streaming stores.  At 16M elements, one thread,
 * AVX-512, medians of 9 (without -> with): double Acos 644 -> 860 Melem/s,
 * double Asinh 451 -> 492, float Acos 953 -> 1,046, float Asinh 767 -> 800;
 * Sqrt and Reciprocal unchanged (memory-bound either way); 8 KiB measured
 * the same.  A prefetch past the end of the input never faults. */
#define KB_PREFETCH 4096

/* Prefetches of a group of G vectors of T starting at p, KB_PREFETCH bytes
 * ahead: one per 64-byte line (a group spans at most two lines). */
#define KB_PREFETCH_GROUP(T, p, G)                                           \
    do {                                                                     \
        vec_prefetch((const char *)(p) + KB_PREFETCH);                       \
        if ((G) * VD_LANES * sizeof(T) > 64)                                 \
            vec_prefetch((const char *)(p) + 64 + KB_PREFETCH);              \
    } while (0)

#endif
