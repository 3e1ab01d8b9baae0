/* cpu.h -- which instruction sets this CPU and OS can run. */
#ifndef ONNXM_CORE_CPU_H
#define ONNXM_CORE_CPU_H

typedef struct onnxm_cpu_features {
    /* x86-64, from CPUID and XGETBV */
    int avx2;        /* AVX2 + FMA + F16C, with OS-saved YMM state */
    int avx512;      /* AVX-512 F/BW/VL/DQ, with OS-saved ZMM/opmask state */
    int avx512_fp16; /* AVX512-FP16 (reported; no kernel needs it) */
    int avx512_bf16; /* AVX512-BF16, with avx512: ISA level 4 (ONNXM_ISA_AVX512_BF16) */
    /* the microarchitecture, for the choices that depend on it (unary.c) */
    int x86_amd;    /* CPUID vendor "AuthenticAMD" */
    int x86_family; /* CPUID display family (base + extended), e.g. 0x19 for AMD Zen 3/4 */
    int x86_model;  /* CPUID display model (extended model folded in) */
    /* AArch64, from what the kernel reports (getauxval AT_HWCAP/AT_HWCAP2) */
    int asimd;       /* FP and Advanced SIMD (NEON): HWCAP_FP and HWCAP_ASIMD */
    int asimd_fp16;  /* half-precision arithmetic, scalar and vector: HWCAP_FPHP, HWCAP_ASIMDHP */
    int bf16;        /* BFloat16 instructions (BFCVT, BFCVTN): HWCAP2_BF16 */
    int sve;         /* SVE: HWCAP_SVE */
    int sve2;        /* SVE2: HWCAP2_SVE2 */
} onnxm_cpu_features;

/* What this CPU and OS support; the other architecture's fields are 0 (all
 * of them on any other architecture). */
onnxm_cpu_features onnxm_cpu_detect(void);

#endif
