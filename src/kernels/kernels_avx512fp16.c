/* kernels_avx512fp16.c -- kernel_bodies.h on AVX-512 with AVX512-FP16 conversions for
 * float16 data (compiled with -mavx512fp16; used only
 * when the CPU and OS support it). */
#include "kernels/vec/vec_avx512.h"
#include "kernels/kernel_bodies.h"
