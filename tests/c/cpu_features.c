/* cpu_features -- what the CPU detection (src/core/cpu.c) found and which
 * ISA paths the dispatcher offers, one "name value" per line, for
 * tests/python/test_cpu_features.py to compare with what the CPU (or the
 * CPU model qemu emulates) is documented to have:
 *
 *   arch aarch64
 *   feature asimd 1          (every onnxm_cpu_features field)
 *   isa scalar 1             (every ISA the library knows: supported here?)
 *   selected scalar          (what ONNXM_ISA_AUTO resolves to)
 *   x86 0 0 0                (x86-64: AMD?, display family, model)
 *   tune newton              (the float Asinh/Acos variant: divider or newton)
 */
#include <stdio.h>
#include <string.h>

#include "core/cpu.h"
#include "kernels/kernels.h"
#include "onnxm.h"

int main(void)
{
#if defined(__x86_64__)
    puts("arch x86_64");
#elif defined(__aarch64__)
    puts("arch aarch64");
#else
    puts("arch other");
#endif
    onnxm_cpu_features f = onnxm_cpu_detect();
#define FEATURE(name) printf("feature %s %d\n", #name, f.name != 0)
    FEATURE(avx2);
    FEATURE(avx512);
    FEATURE(avx512_fp16);
    FEATURE(avx512_bf16);
    FEATURE(asimd);
    FEATURE(asimd_fp16);
    FEATURE(bf16);
    FEATURE(sve);
    FEATURE(sve2);
#undef FEATURE
    /* every ISA onnxm_isa_name knows, so that a new one is listed as soon
     * as it is named */
    for (int i = ONNXM_ISA_SCALAR; strcmp(onnxm_isa_name((onnxm_isa)i), "unknown") != 0; i++)
        printf("isa %s %d\n", onnxm_isa_name((onnxm_isa)i), onnxm_isa_supported((onnxm_isa)i));
    printf("selected %s\n", onnxm_isa_name(onnxm_isa_selected()));
    printf("x86 %d %d %d\n", f.x86_amd, f.x86_family, f.x86_model);
    printf("tune %s\n", onnxm_kernels_divider_chosen() ? "divider" : "newton");
    return 0;
}
