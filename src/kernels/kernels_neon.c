/* kernels_neon.c -- kernel_bodies.h on AArch64 Advanced SIMD (NEON), part
 * of every AArch64 build (Advanced SIMD is in the base architecture; the
 * dispatcher still checks HWCAP_ASIMD).  No streaming variant: see
 * vec_neon.h. */
#include "kernels/vec/vec_neon.h"
#include "kernels/kernel_bodies.h"
