/* kernels_avx512_nt.c -- the kernels of kernel_bodies.h that stream
 * (kernels.h, ONNXM_STREAMS), on AVX-512 with non-temporal stores, used
 * for outputs larger than the caches (see unary.c). */
#define VEC_STREAM 1
#include "kernels/vec/vec_avx512.h"
#include "kernels/kernel_bodies.h"
