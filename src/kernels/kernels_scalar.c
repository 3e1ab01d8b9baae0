/* kernels_scalar.c -- the portable path: kernel_bodies.h with one lane. */
#include "kernels/vec/vec_scalar.h"
#include "kernels/kernel_bodies.h"
