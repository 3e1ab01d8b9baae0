/* kernels_avx2.c -- kernel_bodies.h on AVX2 + FMA + F16C (compiled with
 * -mavx2 -mfma -mf16c; called only when the CPU and OS support them). */
#include "kernels/vec/vec_avx2.h"
#include "kernels/kernel_bodies.h"
