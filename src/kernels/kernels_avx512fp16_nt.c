/* kernels_avx512fp16_nt.c -- kernel_bodies.h on AVX-512 with AVX512-FP16 conversions for
 * float16 data and non-temporal stores (compiled with -mavx512fp16; used only
 * when the CPU and OS support it). */
#define VEC_STREAM 1
#include "kernels/vec/vec_avx512.h"
#include "kernels/kernel_bodies.h"
