/* kernels_avx512bf16.c -- kernel_bodies.h on AVX-512 with AVX512-BF16
 * (vcvtneps2bf16 for bfloat16 results; compiled with -mavx512bf16, used
 * only when the CPU and OS support it). */
#include "kernels/vec/vec_avx512.h"
#include "kernels/kernel_bodies.h"
