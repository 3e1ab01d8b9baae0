/* cpu.c -- CPU feature detection.
 *
 * x86-64: CPUID for what the core implements and XGETBV for what the OS
 * saves on context switch.  A CPU may report AVX-512 while the OS does not
 * enable the ZMM state (XCR0 bits 5-7); using it then faults, so both are
 * required.
 *
 * AArch64: the HWCAP words the kernel passes in the auxiliary vector.  They
 * are the kernel's statement of what it lets user space run, which is what
 * matters: the ID registers describe the core, and the kernel may hide a
 * feature it does not support (SVE on a kernel without its context
 * switching).  Reading ID_AA64* from user space also only works where the
 * kernel emulates it (HWCAP_CPUID), so HWCAP is the portable source. */
#include "core/cpu.h"

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>

static unsigned long long read_xcr0(void)
{
    unsigned eax, edx;
    __asm__ volatile("xgetbv" : "=a"(eax), "=d"(edx) : "c"(0));
    return ((unsigned long long)edx << 32) | eax;
}

onnxm_cpu_features onnxm_cpu_detect(void)
{
    onnxm_cpu_features f = {0};
    unsigned a, b, c, d;
    if (!__get_cpuid(0, &a, &b, &c, &d))
        return f;
    /* "AuthenticAMD" in EBX, EDX, ECX */
    f.x86_amd = b == 0x68747541u && d == 0x69746e65u && c == 0x444d4163u;
    if (!__get_cpuid(1, &a, &b, &c, &d))
        return f;
    /* display family and model (Intel SDM and AMD APM, CPUID Fn1 EAX): the
     * extended family is added when the base family is 0xf, and the
     * extended model is prefixed when the family is 0x6 or 0xf or more */
    unsigned fam = (a >> 8) & 0xf, mod = (a >> 4) & 0xf;
    if (fam == 0xf)
        fam += (a >> 20) & 0xff;
    if (fam == 0x6 || fam >= 0xf)
        mod |= ((a >> 16) & 0xf) << 4;
    f.x86_family = (int)fam;
    f.x86_model = (int)mod;
    int fma = (c >> 12) & 1, osxsave = (c >> 27) & 1, avx = (c >> 28) & 1, f16c = (c >> 29) & 1;
    if (!osxsave || !avx)
        return f;
    unsigned long long xcr0 = read_xcr0();
    int ymm_ok = (xcr0 & 0x6) == 0x6;    /* SSE and AVX state */
    int zmm_ok = (xcr0 & 0xe6) == 0xe6;  /* + opmask, ZMM_Hi256, Hi16_ZMM */
    if (__get_cpuid_max(0, 0) < 7)
        return f;
    __cpuid_count(7, 0, a, b, c, d);
    int avx2 = (b >> 5) & 1;
    int avx512f = (b >> 16) & 1, avx512dq = (b >> 17) & 1, avx512bw = (b >> 30) & 1,
        avx512vl = (b >> 31) & 1;
    int avx512fp16 = (d >> 23) & 1;
    f.avx2 = ymm_ok && avx2 && fma && f16c;
    f.avx512 = f.avx2 && zmm_ok && avx512f && avx512dq && avx512bw && avx512vl;
    f.avx512_fp16 = f.avx512 && avx512fp16;
    __cpuid_count(7, 1, a, b, c, d);
    f.avx512_bf16 = f.avx512 && ((a >> 5) & 1);
    return f;
}
#elif defined(__aarch64__) && defined(__linux__)
#include <sys/auxv.h>

onnxm_cpu_features onnxm_cpu_detect(void)
{
    onnxm_cpu_features f = {0};
    unsigned long hw = getauxval(AT_HWCAP), hw2 = getauxval(AT_HWCAP2); /* 0 if absent */
    /* FP and ASIMD are architecturally required for AArch64 Linux user
     * space, but a kernel that does not report them gets no NEON path. */
    f.asimd = (hw & HWCAP_FP) && (hw & HWCAP_ASIMD);
    f.asimd_fp16 = f.asimd && (hw & HWCAP_FPHP) && (hw & HWCAP_ASIMDHP);
    f.bf16 = f.asimd && (hw2 & HWCAP2_BF16);
    f.sve = f.asimd && (hw & HWCAP_SVE);
    f.sve2 = f.sve && (hw2 & HWCAP2_SVE2);
    return f;
}
#else
onnxm_cpu_features onnxm_cpu_detect(void)
{
    onnxm_cpu_features f = {0};
    return f;
}
#endif
