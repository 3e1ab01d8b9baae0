/* slow_inputs.c -- the float inputs only the slow path settles.
 *
 * Scans all 2^32 floats and prints those whose Asinh or Acos the double
 * core (alg/asinh.h, alg/acos.h) cannot settle with round.h's float test:
 * the lanes the kernels' third tier (src/kernels/slow.c) computes.  Its
 * output is tests/c/testutil.c's tu_f32_slow list.  Portable C (the scalar
 * vector API), so the list does not depend on the build machine; a few
 * minutes on one core.  Run: build/tools/onnxm_slow_inputs */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "kernels/vec/vec_scalar.h"
#include "kernels/alg/dd.h"
#include "kernels/alg/round.h"
#include "kernels/alg/log.h"
#include "kernels/alg/asinh.h"
#include "kernels/alg/acos.h"

int main(void)
{
    unsigned long count[2] = {0, 0};
    for (uint64_t b = 0; b < (1ull << 32); b++) {
        uint32_t u = (uint32_t)b;
        float f;
        memcpy(&f, &u, 4);
        if (!isfinite(f))
            continue;
        double x = f;
        /* a double core's result is within 0.69 ulp of double: h = 2 */
        if (!vd_round_ok_f32(alg_asinh_core(x), 2)) {
            printf("    {ONNXM_OP_ASINH, 0x%08xu}, /* %a */\n", (unsigned)u, x);
            count[0]++;
        }
        if (fabs(x) <= 1.0 && !vd_round_ok_f32(alg_acos_core(x), 2)) {
            printf("    {ONNXM_OP_ACOS, 0x%08xu}, /* %a */\n", (unsigned)u, x);
            count[1]++;
        }
    }
    printf("/* Asinh %lu, Acos %lu of 2^32 floats */\n", count[0], count[1]);
    return 0;
}
