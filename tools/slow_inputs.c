/* slow_inputs.c -- the float inputs only the slow path settles.
 *
 * Scans all 2^32 floats and prints those whose elementary function (every
 * ONNXM_CLASS_ELEMENTARY operator of onnxm_ops.def, tests/c/tu_cores.h) the
 * double core (alg/<op>.h) cannot settle with round.h's float test, among
 * the inputs its fast path takes (alg_<op>_fast_ok) and leaves open: the lanes the
 * kernels' third tier (src/kernels/slow.c) computes.  Its output is
 * tests/c/testutil.c's tu_f32_slow list.  Portable C (the scalar vector
 * API), so the list does not depend on the build machine; a few minutes on
 * one core.  Run: build/tools/onnxm_slow_inputs [OP ...] (ONNX names: only
 * those operators' lines, e.g. Erf; all of them by default) */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "kernels/vec/vec_scalar.h"
#include "kernels/alg/dd.h"
#include "kernels/alg/round.h"
#include "kernels/alg/ops.h" /* every operator's cores */
#include "kernels/alg/fast.h"
#include "tu_cores.h"

int main(int argc, char **argv)
{
    unsigned long count[TU_CORE_COUNT + 1] = {0};
    int use[TU_CORE_COUNT + 1];
    for (size_t i = 0; i < TU_CORE_COUNT; i++) {
        use[i] = argc < 2;
        for (int a = 1; a < argc; a++)
            use[i] |= strcmp(argv[a], tu_cores[i].name) == 0;
    }
    for (uint64_t b = 0; b < (1ull << 32); b++) {
        uint32_t u = (uint32_t)b;
        float f;
        memcpy(&f, &u, 4);
        if (!isfinite(f))
            continue;
        double x = f;
        for (size_t i = 0; i < TU_CORE_COUNT; i++) {
            /* a double core's result is within 0.69 ulp of double: h = 2.
             * The kernels ask it only where the fast core's test fails,
             * and a lane that test settles (>= 2^17 units of y from every
             * midpoint, y within 2^16 units of the result) leaves the
             * double core >= 2^16 - 1 units away, settled too: skipping
             * it changes no line of the list and spares Erf's double
             * core (the slow path, lane by lane) 2^32 calls. */
            if (use[i] && tu_cores[i].ok(x) && !vd_round_ok_f32(tu_cores[i].fast(x), ONNXM_FAST_ERR_ULPS) &&
                !vd_round_ok_f32(tu_cores[i].core(x), 2)) {
                printf("    {ONNXM_OP_%s, 0x%08xu}, /* %a */\n", tu_cores[i].enum_name, (unsigned)u, x);
                count[i]++;
            }
        }
    }
    printf("/*");
    for (size_t i = 0, k = 0; i < TU_CORE_COUNT; i++)
        if (use[i])
            printf("%s %s %lu", k++ ? "," : "", tu_cores[i].name, count[i]);
    printf(" of 2^32 floats */\n");
    return 0;
}
