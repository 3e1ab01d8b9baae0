/* kernels_avx512.c -- kernel_bodies.h on AVX-512 F/BW/VL/DQ (compiled with
 * those flags; called only when the CPU and OS support them). */
#include "kernels/vec/vec_avx512.h"
#include "kernels/kernel_bodies.h"
