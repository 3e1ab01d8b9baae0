/* cpu.h -- which instruction sets this CPU and OS can run. */
#ifndef ONNXM_CORE_CPU_H
#define ONNXM_CORE_CPU_H

typedef struct onnxm_cpu_features {
    int avx2;        /* AVX2 + FMA + F16C, with OS-saved YMM state */
    int avx512;      /* AVX-512 F/BW/VL/DQ, with OS-saved ZMM/opmask state */
    int avx512_fp16; /* AVX512-FP16 */
    int avx512_bf16; /* AVX512-BF16 */
} onnxm_cpu_features;

/* Reads CPUID and XGETBV; all zero on other architectures. */
onnxm_cpu_features onnxm_cpu_detect(void);

#endif
