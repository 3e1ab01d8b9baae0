/* testutil.c -- see testutil.h. */
#define _POSIX_C_SOURCE 200809L
#include "testutil.h"
#include "tu_kernels.h"

#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

const onnxm_dtype tu_all_dtypes[TU_DTYPE_COUNT] = {ONNXM_FLOAT16, ONNXM_BFLOAT16, ONNXM_FLOAT,
                                                   ONNXM_DOUBLE};

int tu_named_isas(onnxm_isa out[TU_ISA_COUNT])
{
    int n = 0;
    for (int i = ONNXM_ISA_AUTO + 1; i < 64 && n < TU_ISA_COUNT; i++)
        if (strcmp(onnxm_isa_name((onnxm_isa)i), "unknown") != 0)
            out[n++] = (onnxm_isa)i;
    return n;
}

int tu_in_run(onnxm_op op, onnxm_dtype dtype)
{
    const char *tune = getenv("ONNXM_TUNE");
    if (tune == NULL || *tune == '\0')
        return 1;
    size_t nk;
    const tu_kernel *k = tu_kernel_list(&nk);
    for (size_t j = 0; j < nk; j++)
        if (k[j].op == op && k[j].dtype == dtype && k[j].div)
            return 1;
    return 0;
}

int tu_supported_isas(onnxm_isa out[TU_ISA_COUNT])
{
    size_t nk;
    const tu_kernel *k = tu_kernel_list(&nk);
    int n = 0;
    for (size_t j = 0; j < nk; j++) {
        int seen = 0;
        for (int i = 0; i < n; i++)
            seen |= out[i] == k[j].isa;
        if (!seen && onnxm_isa_supported(k[j].isa) && n < TU_ISA_COUNT)
            out[n++] = k[j].isa;
    }
    onnxm_isa named[TU_ISA_COUNT];
    int nn = tu_named_isas(named);
    for (int i = 0; i < nn; i++) {
        int listed = 0, have = 0;
        for (size_t j = 0; j < nk; j++)
            listed |= k[j].isa == named[i];
        for (int m = 0; m < n; m++)
            have |= out[m] == named[i];
        if (have)
            continue;
        if (onnxm_isa_supported(named[i]) && named[i] != ONNXM_ISA_AUTO) {
            /* the dispatcher offers it, the list does not: kernels no
             * test would run */
            printf("FAIL: %s is supported but has no kernels in the kernel list\n",
                   onnxm_isa_name(named[i]));
            abort();
        }
        printf("skipped %s: %s\n", onnxm_isa_name(named[i]),
               listed ? "not supported by this CPU" : "not compiled in this build");
    }
    return n;
}

int tu_dtype_index(onnxm_dtype dtype)
{
    for (int i = 0; i < TU_DTYPE_COUNT; i++)
        if (tu_all_dtypes[i] == dtype)
            return i;
    return -1;
}

uint64_t tu_load(onnxm_dtype dtype, const void *buf, size_t i)
{
    const unsigned char *p = buf;
    switch (onnxm_dtype_size(dtype)) {
    case 2: { uint16_t v; memcpy(&v, p + 2 * i, 2); return v; }
    case 4: { uint32_t v; memcpy(&v, p + 4 * i, 4); return v; }
    default: { uint64_t v; memcpy(&v, p + 8 * i, 8); return v; }
    }
}

void tu_store(onnxm_dtype dtype, void *buf, size_t i, uint64_t bits)
{
    unsigned char *p = buf;
    switch (onnxm_dtype_size(dtype)) {
    case 2: { uint16_t v = (uint16_t)bits; memcpy(p + 2 * i, &v, 2); break; }
    case 4: { uint32_t v = (uint32_t)bits; memcpy(p + 4 * i, &v, 4); break; }
    default: memcpy(p + 8 * i, &bits, 8); break;
    }
}

const char *tu_hex(onnxm_dtype dtype, uint64_t bits, char *buf)
{
    snprintf(buf, 24, "0x%0*llx", (int)onnxm_dtype_size(dtype) * 2, (unsigned long long)bits);
    return buf;
}

const char *tu_show(onnxm_dtype dtype, uint64_t bits, char *buf)
{
    char h[24];
    snprintf(buf, 64, "%s (%.17g)", tu_hex(dtype, bits, h), oracle_to_double(dtype, bits));
    return buf;
}

uint64_t tu_rand(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

const tu_slow_input tu_f32_slow[TU_F32_SLOW_COUNT] = {
    {ONNXM_OP_ASINH, 0x3fe1a91fu}, /* 0x1.c3523ep+0 */
    {ONNXM_OP_ASINH, 0x4041409bu}, /* 0x1.828136p+1 */
    {ONNXM_OP_ASINH, 0x4bdd65a5u}, /* 0x1.bacb4ap+24 */
    {ONNXM_OP_ASINH, 0x4ce04ebeu}, /* 0x1.c09d7cp+26 */
    {ONNXM_OP_ASINH, 0x4e05f412u}, /* 0x1.0be824p+29 */
    {ONNXM_OP_ASINH, 0x5e68984eu}, /* 0x1.d1309cp+61 */
    {ONNXM_OP_ASINH, 0x655890d3u}, /* 0x1.b121a6p+75 */
    {ONNXM_OP_ASINH, 0x6628c860u}, /* 0x1.5190cp+77 */
    {ONNXM_OP_ASINH, 0x662bbd63u}, /* 0x1.577ac6p+77 */
    {ONNXM_OP_ASINH, 0x6eb1a8ecu}, /* 0x1.6351d8p+94 */
    {ONNXM_OP_ASINH, 0x7967ec37u}, /* 0x1.cfd86ep+115 */
    {ONNXM_OP_ASINH, 0xbfe1a91fu}, /* -0x1.c3523ep+0 */
    {ONNXM_OP_ASINH, 0xc041409bu}, /* -0x1.828136p+1 */
    {ONNXM_OP_ASINH, 0xcbdd65a5u}, /* -0x1.bacb4ap+24 */
    {ONNXM_OP_ASINH, 0xcce04ebeu}, /* -0x1.c09d7cp+26 */
    {ONNXM_OP_ASINH, 0xce05f412u}, /* -0x1.0be824p+29 */
    {ONNXM_OP_ASINH, 0xde68984eu}, /* -0x1.d1309cp+61 */
    {ONNXM_OP_ASINH, 0xe55890d3u}, /* -0x1.b121a6p+75 */
    {ONNXM_OP_ASINH, 0xe628c860u}, /* -0x1.5190cp+77 */
    {ONNXM_OP_ASINH, 0xe62bbd63u}, /* -0x1.577ac6p+77 */
    {ONNXM_OP_ASINH, 0xeeb1a8ecu}, /* -0x1.6351d8p+94 */
    {ONNXM_OP_ASINH, 0xf967ec37u}, /* -0x1.cfd86ep+115 */
    {ONNXM_OP_ACOS, 0x328885a3u}, /* 0x1.110b46p-26 */
    {ONNXM_OP_ACOS, 0x39826222u}, /* 0x1.04c444p-12 */
    {ONNXM_OP_ACOS, 0xbc406ccdu}, /* -0x1.80d99ap-7 */
    {ONNXM_OP_EXP, 0xc16912cdu}, /* -0x1.d2259ap+3 */
    {ONNXM_OP_LOG, 0x0dc8bba4u}, /* 0x1.917748p-100 */
    {ONNXM_OP_LOG, 0x111c87f8u}, /* 0x1.390ffp-93 */
    {ONNXM_OP_LOG, 0x1f116ab8u}, /* 0x1.22d57p-65 */
    {ONNXM_OP_LOG, 0x29e6126bu}, /* 0x1.cc24d6p-44 */
    {ONNXM_OP_LOG, 0x29fd22f8u}, /* 0x1.fa45fp-44 */
    {ONNXM_OP_LOG, 0x2c4c24b7u}, /* 0x1.98496ep-39 */
    {ONNXM_OP_LOG, 0x38dcbe38u}, /* 0x1.b97c7p-14 */
    {ONNXM_OP_LOG, 0x3bf86ef0u}, /* 0x1.f0ddep-8 */
    {ONNXM_OP_LOG, 0x3c413d3au}, /* 0x1.827a74p-7 */
    {ONNXM_OP_LOG, 0x41178febu}, /* 0x1.2f1fd6p+3 */
    {ONNXM_OP_LOG, 0x464d5b2bu}, /* 0x1.9ab656p+13 */
    {ONNXM_OP_LOG, 0x4665a9a6u}, /* 0x1.cb534cp+13 */
    {ONNXM_OP_LOG, 0x4c5d65a5u}, /* 0x1.bacb4ap+25 */
    {ONNXM_OP_LOG, 0x4d604ebeu}, /* 0x1.c09d7cp+27 */
    {ONNXM_OP_LOG, 0x4e85f412u}, /* 0x1.0be824p+30 */
    {ONNXM_OP_LOG, 0x5ee8984eu}, /* 0x1.d1309cp+62 */
    {ONNXM_OP_LOG, 0x65d890d3u}, /* 0x1.b121a6p+76 */
    {ONNXM_OP_LOG, 0x66a8c860u}, /* 0x1.5190cp+78 */
    {ONNXM_OP_LOG, 0x66abbd63u}, /* 0x1.577ac6p+78 */
    {ONNXM_OP_LOG, 0x6f31a8ecu}, /* 0x1.6351d8p+95 */
    {ONNXM_OP_LOG, 0x79e7ec37u}, /* 0x1.cfd86ep+116 */
    {ONNXM_OP_SIGMOID, 0x34000000u}, /* 0x1p-23 */
    {ONNXM_OP_SIGMOID, 0x34c00000u}, /* 0x1.8p-22 */
    {ONNXM_OP_SIGMOID, 0x35200000u}, /* 0x1.4p-21 */
    {ONNXM_OP_SIGMOID, 0x35600000u}, /* 0x1.cp-21 */
    {ONNXM_OP_SIGMOID, 0x35900000u}, /* 0x1.2p-20 */
    {ONNXM_OP_SIGMOID, 0x35b00000u}, /* 0x1.6p-20 */
    {ONNXM_OP_SIGMOID, 0x35d00000u}, /* 0x1.ap-20 */
    {ONNXM_OP_SIGMOID, 0x35f00000u}, /* 0x1.ep-20 */
    {ONNXM_OP_SIGMOID, 0x36080000u}, /* 0x1.1p-19 */
    {ONNXM_OP_SIGMOID, 0x36180000u}, /* 0x1.3p-19 */
    {ONNXM_OP_SIGMOID, 0x36280000u}, /* 0x1.5p-19 */
    {ONNXM_OP_SIGMOID, 0x36380000u}, /* 0x1.7p-19 */
    {ONNXM_OP_SIGMOID, 0x36480000u}, /* 0x1.9p-19 */
    {ONNXM_OP_SIGMOID, 0x36580000u}, /* 0x1.bp-19 */
    {ONNXM_OP_SIGMOID, 0x36680000u}, /* 0x1.dp-19 */
    {ONNXM_OP_SIGMOID, 0x36780000u}, /* 0x1.fp-19 */
    {ONNXM_OP_SIGMOID, 0x36840000u}, /* 0x1.08p-18 */
    {ONNXM_OP_SIGMOID, 0x368c0000u}, /* 0x1.18p-18 */
    {ONNXM_OP_SIGMOID, 0x36940000u}, /* 0x1.28p-18 */
    {ONNXM_OP_SIGMOID, 0x369c0000u}, /* 0x1.38p-18 */
    {ONNXM_OP_SIGMOID, 0x36a40000u}, /* 0x1.48p-18 */
    {ONNXM_OP_SIGMOID, 0x36ac0000u}, /* 0x1.58p-18 */
    {ONNXM_OP_SIGMOID, 0x36b40000u}, /* 0x1.68p-18 */
    {ONNXM_OP_SIGMOID, 0x36bc0000u}, /* 0x1.78p-18 */
    {ONNXM_OP_SIGMOID, 0x36c40000u}, /* 0x1.88p-18 */
    {ONNXM_OP_SIGMOID, 0x36cc0000u}, /* 0x1.98p-18 */
    {ONNXM_OP_SIGMOID, 0x36d40000u}, /* 0x1.a8p-18 */
    {ONNXM_OP_SIGMOID, 0x36dc0000u}, /* 0x1.b8p-18 */
    {ONNXM_OP_SIGMOID, 0x36e40000u}, /* 0x1.c8p-18 */
    {ONNXM_OP_SIGMOID, 0x36ec0000u}, /* 0x1.d8p-18 */
    {ONNXM_OP_SIGMOID, 0x36f40000u}, /* 0x1.e8p-18 */
    {ONNXM_OP_SIGMOID, 0x36fc0000u}, /* 0x1.f8p-18 */
    {ONNXM_OP_SIGMOID, 0x37020000u}, /* 0x1.04p-17 */
    {ONNXM_OP_SIGMOID, 0x37060000u}, /* 0x1.0cp-17 */
    {ONNXM_OP_SIGMOID, 0x370a0000u}, /* 0x1.14p-17 */
    {ONNXM_OP_SIGMOID, 0x370e0000u}, /* 0x1.1cp-17 */
    {ONNXM_OP_SIGMOID, 0x37120000u}, /* 0x1.24p-17 */
    {ONNXM_OP_SIGMOID, 0x37160000u}, /* 0x1.2cp-17 */
    {ONNXM_OP_SIGMOID, 0x371a0000u}, /* 0x1.34p-17 */
    {ONNXM_OP_SIGMOID, 0x371e0000u}, /* 0x1.3cp-17 */
    {ONNXM_OP_SIGMOID, 0x37220000u}, /* 0x1.44p-17 */
    {ONNXM_OP_SIGMOID, 0x37260000u}, /* 0x1.4cp-17 */
    {ONNXM_OP_SIGMOID, 0x372a0000u}, /* 0x1.54p-17 */
    {ONNXM_OP_SIGMOID, 0x372e0000u}, /* 0x1.5cp-17 */
    {ONNXM_OP_SIGMOID, 0x37320000u}, /* 0x1.64p-17 */
    {ONNXM_OP_SIGMOID, 0x37360000u}, /* 0x1.6cp-17 */
    {ONNXM_OP_SIGMOID, 0x373a0000u}, /* 0x1.74p-17 */
    {ONNXM_OP_SIGMOID, 0x373e0000u}, /* 0x1.7cp-17 */
    {ONNXM_OP_SIGMOID, 0x37420000u}, /* 0x1.84p-17 */
    {ONNXM_OP_SIGMOID, 0x37460000u}, /* 0x1.8cp-17 */
    {ONNXM_OP_SIGMOID, 0x374a0000u}, /* 0x1.94p-17 */
    {ONNXM_OP_SIGMOID, 0x374e0000u}, /* 0x1.9cp-17 */
    {ONNXM_OP_SIGMOID, 0x37520000u}, /* 0x1.a4p-17 */
    {ONNXM_OP_SIGMOID, 0x37560000u}, /* 0x1.acp-17 */
    {ONNXM_OP_SIGMOID, 0x375a0000u}, /* 0x1.b4p-17 */
    {ONNXM_OP_SIGMOID, 0x375e0000u}, /* 0x1.bcp-17 */
    {ONNXM_OP_SIGMOID, 0x37620000u}, /* 0x1.c4p-17 */
    {ONNXM_OP_SIGMOID, 0x37660000u}, /* 0x1.ccp-17 */
    {ONNXM_OP_SIGMOID, 0x376a0000u}, /* 0x1.d4p-17 */
    {ONNXM_OP_SIGMOID, 0x376e0000u}, /* 0x1.dcp-17 */
    {ONNXM_OP_SIGMOID, 0x37720000u}, /* 0x1.e4p-17 */
    {ONNXM_OP_SIGMOID, 0x37760000u}, /* 0x1.ecp-17 */
    {ONNXM_OP_SIGMOID, 0x377a0000u}, /* 0x1.f4p-17 */
    {ONNXM_OP_SIGMOID, 0x377e0000u}, /* 0x1.fcp-17 */
    {ONNXM_OP_SIGMOID, 0x37810000u}, /* 0x1.02p-16 */
    {ONNXM_OP_SIGMOID, 0x37830000u}, /* 0x1.06p-16 */
    {ONNXM_OP_SIGMOID, 0x37850000u}, /* 0x1.0ap-16 */
    {ONNXM_OP_SIGMOID, 0x37870000u}, /* 0x1.0ep-16 */
    {ONNXM_OP_SIGMOID, 0x37890000u}, /* 0x1.12p-16 */
    {ONNXM_OP_SIGMOID, 0x378b0000u}, /* 0x1.16p-16 */
    {ONNXM_OP_SIGMOID, 0x378d0000u}, /* 0x1.1ap-16 */
    {ONNXM_OP_SIGMOID, 0x378f0000u}, /* 0x1.1ep-16 */
    {ONNXM_OP_SIGMOID, 0x37910000u}, /* 0x1.22p-16 */
    {ONNXM_OP_SIGMOID, 0x37930000u}, /* 0x1.26p-16 */
    {ONNXM_OP_SIGMOID, 0x37950000u}, /* 0x1.2ap-16 */
    {ONNXM_OP_SIGMOID, 0x37970000u}, /* 0x1.2ep-16 */
    {ONNXM_OP_SIGMOID, 0x37990000u}, /* 0x1.32p-16 */
    {ONNXM_OP_SIGMOID, 0x379b0000u}, /* 0x1.36p-16 */
    {ONNXM_OP_SIGMOID, 0x379d0000u}, /* 0x1.3ap-16 */
    {ONNXM_OP_SIGMOID, 0x379f0000u}, /* 0x1.3ep-16 */
    {ONNXM_OP_SIGMOID, 0x37a10000u}, /* 0x1.42p-16 */
    {ONNXM_OP_SIGMOID, 0x37a30000u}, /* 0x1.46p-16 */
    {ONNXM_OP_SIGMOID, 0x37a50000u}, /* 0x1.4ap-16 */
    {ONNXM_OP_SIGMOID, 0x37a70000u}, /* 0x1.4ep-16 */
    {ONNXM_OP_SIGMOID, 0x37a90000u}, /* 0x1.52p-16 */
    {ONNXM_OP_SIGMOID, 0x37ab0000u}, /* 0x1.56p-16 */
    {ONNXM_OP_SIGMOID, 0x37ad0000u}, /* 0x1.5ap-16 */
    {ONNXM_OP_SIGMOID, 0x37af0000u}, /* 0x1.5ep-16 */
    {ONNXM_OP_SIGMOID, 0x37b10000u}, /* 0x1.62p-16 */
    {ONNXM_OP_SIGMOID, 0x37b30000u}, /* 0x1.66p-16 */
    {ONNXM_OP_SIGMOID, 0x37b50000u}, /* 0x1.6ap-16 */
    {ONNXM_OP_SIGMOID, 0x37b70000u}, /* 0x1.6ep-16 */
    {ONNXM_OP_SIGMOID, 0x37b90000u}, /* 0x1.72p-16 */
    {ONNXM_OP_SIGMOID, 0x37bb0000u}, /* 0x1.76p-16 */
    {ONNXM_OP_SIGMOID, 0x37bd0000u}, /* 0x1.7ap-16 */
    {ONNXM_OP_SIGMOID, 0x37bf0000u}, /* 0x1.7ep-16 */
    {ONNXM_OP_SIGMOID, 0x37c10000u}, /* 0x1.82p-16 */
    {ONNXM_OP_SIGMOID, 0x37c30000u}, /* 0x1.86p-16 */
    {ONNXM_OP_SIGMOID, 0x37c50000u}, /* 0x1.8ap-16 */
    {ONNXM_OP_SIGMOID, 0x3b128604u}, /* 0x1.250c08p-9 */
    {ONNXM_OP_SIGMOID, 0x3d21bc81u}, /* 0x1.437902p-5 */
    {ONNXM_OP_SIGMOID, 0xb3800000u}, /* -0x1p-24 */
    {ONNXM_OP_SIGMOID, 0xb4400000u}, /* -0x1.8p-23 */
    {ONNXM_OP_SIGMOID, 0xb4a00000u}, /* -0x1.4p-22 */
    {ONNXM_OP_SIGMOID, 0xb4e00000u}, /* -0x1.cp-22 */
    {ONNXM_OP_SIGMOID, 0xb5100000u}, /* -0x1.2p-21 */
    {ONNXM_OP_SIGMOID, 0xb5300000u}, /* -0x1.6p-21 */
    {ONNXM_OP_SIGMOID, 0xb5500000u}, /* -0x1.ap-21 */
    {ONNXM_OP_SIGMOID, 0xb5700000u}, /* -0x1.ep-21 */
    {ONNXM_OP_SIGMOID, 0xb5880000u}, /* -0x1.1p-20 */
    {ONNXM_OP_SIGMOID, 0xb5980000u}, /* -0x1.3p-20 */
    {ONNXM_OP_SIGMOID, 0xb5a80000u}, /* -0x1.5p-20 */
    {ONNXM_OP_SIGMOID, 0xb5b80000u}, /* -0x1.7p-20 */
    {ONNXM_OP_SIGMOID, 0xb5c80000u}, /* -0x1.9p-20 */
    {ONNXM_OP_SIGMOID, 0xb5d80000u}, /* -0x1.bp-20 */
    {ONNXM_OP_SIGMOID, 0xb5e80000u}, /* -0x1.dp-20 */
    {ONNXM_OP_SIGMOID, 0xb5f80000u}, /* -0x1.fp-20 */
    {ONNXM_OP_SIGMOID, 0xb6040000u}, /* -0x1.08p-19 */
    {ONNXM_OP_SIGMOID, 0xb60c0000u}, /* -0x1.18p-19 */
    {ONNXM_OP_SIGMOID, 0xb6140000u}, /* -0x1.28p-19 */
    {ONNXM_OP_SIGMOID, 0xb61c0000u}, /* -0x1.38p-19 */
    {ONNXM_OP_SIGMOID, 0xb6240000u}, /* -0x1.48p-19 */
    {ONNXM_OP_SIGMOID, 0xb62c0000u}, /* -0x1.58p-19 */
    {ONNXM_OP_SIGMOID, 0xb6340000u}, /* -0x1.68p-19 */
    {ONNXM_OP_SIGMOID, 0xb63c0000u}, /* -0x1.78p-19 */
    {ONNXM_OP_SIGMOID, 0xb6440000u}, /* -0x1.88p-19 */
    {ONNXM_OP_SIGMOID, 0xb64c0000u}, /* -0x1.98p-19 */
    {ONNXM_OP_SIGMOID, 0xb6540000u}, /* -0x1.a8p-19 */
    {ONNXM_OP_SIGMOID, 0xb65c0000u}, /* -0x1.b8p-19 */
    {ONNXM_OP_SIGMOID, 0xb6640000u}, /* -0x1.c8p-19 */
    {ONNXM_OP_SIGMOID, 0xb66c0000u}, /* -0x1.d8p-19 */
    {ONNXM_OP_SIGMOID, 0xb6740000u}, /* -0x1.e8p-19 */
    {ONNXM_OP_SIGMOID, 0xb67c0000u}, /* -0x1.f8p-19 */
    {ONNXM_OP_SIGMOID, 0xb6820000u}, /* -0x1.04p-18 */
    {ONNXM_OP_SIGMOID, 0xb6860000u}, /* -0x1.0cp-18 */
    {ONNXM_OP_SIGMOID, 0xb68a0000u}, /* -0x1.14p-18 */
    {ONNXM_OP_SIGMOID, 0xb68e0000u}, /* -0x1.1cp-18 */
    {ONNXM_OP_SIGMOID, 0xb6920000u}, /* -0x1.24p-18 */
    {ONNXM_OP_SIGMOID, 0xb6960000u}, /* -0x1.2cp-18 */
    {ONNXM_OP_SIGMOID, 0xb69a0000u}, /* -0x1.34p-18 */
    {ONNXM_OP_SIGMOID, 0xb69e0000u}, /* -0x1.3cp-18 */
    {ONNXM_OP_SIGMOID, 0xb6a20000u}, /* -0x1.44p-18 */
    {ONNXM_OP_SIGMOID, 0xb6a60000u}, /* -0x1.4cp-18 */
    {ONNXM_OP_SIGMOID, 0xb6aa0000u}, /* -0x1.54p-18 */
    {ONNXM_OP_SIGMOID, 0xb6ae0000u}, /* -0x1.5cp-18 */
    {ONNXM_OP_SIGMOID, 0xb6b20000u}, /* -0x1.64p-18 */
    {ONNXM_OP_SIGMOID, 0xb6b60000u}, /* -0x1.6cp-18 */
    {ONNXM_OP_SIGMOID, 0xb6ba0000u}, /* -0x1.74p-18 */
    {ONNXM_OP_SIGMOID, 0xb6be0000u}, /* -0x1.7cp-18 */
    {ONNXM_OP_SIGMOID, 0xb6c20000u}, /* -0x1.84p-18 */
    {ONNXM_OP_SIGMOID, 0xb6c60000u}, /* -0x1.8cp-18 */
    {ONNXM_OP_SIGMOID, 0xb6ca0000u}, /* -0x1.94p-18 */
    {ONNXM_OP_SIGMOID, 0xb6ce0000u}, /* -0x1.9cp-18 */
    {ONNXM_OP_SIGMOID, 0xb6d20000u}, /* -0x1.a4p-18 */
    {ONNXM_OP_SIGMOID, 0xb6d60000u}, /* -0x1.acp-18 */
    {ONNXM_OP_SIGMOID, 0xb6da0000u}, /* -0x1.b4p-18 */
    {ONNXM_OP_SIGMOID, 0xb6de0000u}, /* -0x1.bcp-18 */
    {ONNXM_OP_SIGMOID, 0xb6e20000u}, /* -0x1.c4p-18 */
    {ONNXM_OP_SIGMOID, 0xb6e60000u}, /* -0x1.ccp-18 */
    {ONNXM_OP_SIGMOID, 0xb6ea0000u}, /* -0x1.d4p-18 */
    {ONNXM_OP_SIGMOID, 0xb6ee0000u}, /* -0x1.dcp-18 */
    {ONNXM_OP_SIGMOID, 0xb6f20000u}, /* -0x1.e4p-18 */
    {ONNXM_OP_SIGMOID, 0xb6f60000u}, /* -0x1.ecp-18 */
    {ONNXM_OP_SIGMOID, 0xb6fa0000u}, /* -0x1.f4p-18 */
    {ONNXM_OP_SIGMOID, 0xb6fe0000u}, /* -0x1.fcp-18 */
    {ONNXM_OP_SIGMOID, 0xb7010000u}, /* -0x1.02p-17 */
    {ONNXM_OP_SIGMOID, 0xb7030000u}, /* -0x1.06p-17 */
    {ONNXM_OP_SIGMOID, 0xb7050000u}, /* -0x1.0ap-17 */
    {ONNXM_OP_SIGMOID, 0xb7070000u}, /* -0x1.0ep-17 */
    {ONNXM_OP_SIGMOID, 0xb7090000u}, /* -0x1.12p-17 */
    {ONNXM_OP_SIGMOID, 0xb70b0000u}, /* -0x1.16p-17 */
    {ONNXM_OP_SIGMOID, 0xb70d0000u}, /* -0x1.1ap-17 */
    {ONNXM_OP_SIGMOID, 0xb70f0000u}, /* -0x1.1ep-17 */
    {ONNXM_OP_SIGMOID, 0xb7110000u}, /* -0x1.22p-17 */
    {ONNXM_OP_SIGMOID, 0xb7130000u}, /* -0x1.26p-17 */
    {ONNXM_OP_SIGMOID, 0xb7150000u}, /* -0x1.2ap-17 */
    {ONNXM_OP_SIGMOID, 0xb7170000u}, /* -0x1.2ep-17 */
    {ONNXM_OP_SIGMOID, 0xb7190000u}, /* -0x1.32p-17 */
    {ONNXM_OP_SIGMOID, 0xb71b0000u}, /* -0x1.36p-17 */
    {ONNXM_OP_SIGMOID, 0xb71d0000u}, /* -0x1.3ap-17 */
    {ONNXM_OP_SIGMOID, 0xb71f0000u}, /* -0x1.3ep-17 */
    {ONNXM_OP_SIGMOID, 0xb7210000u}, /* -0x1.42p-17 */
    {ONNXM_OP_SIGMOID, 0xb7230000u}, /* -0x1.46p-17 */
    {ONNXM_OP_SIGMOID, 0xb7250000u}, /* -0x1.4ap-17 */
    {ONNXM_OP_SIGMOID, 0xb7270000u}, /* -0x1.4ep-17 */
    {ONNXM_OP_SIGMOID, 0xb7290000u}, /* -0x1.52p-17 */
    {ONNXM_OP_SIGMOID, 0xb72b0000u}, /* -0x1.56p-17 */
    {ONNXM_OP_SIGMOID, 0xb72d0000u}, /* -0x1.5ap-17 */
    {ONNXM_OP_SIGMOID, 0xb72f0000u}, /* -0x1.5ep-17 */
    {ONNXM_OP_SIGMOID, 0xb7310000u}, /* -0x1.62p-17 */
    {ONNXM_OP_SIGMOID, 0xb7330000u}, /* -0x1.66p-17 */
    {ONNXM_OP_SIGMOID, 0xb7350000u}, /* -0x1.6ap-17 */
    {ONNXM_OP_SIGMOID, 0xb7370000u}, /* -0x1.6ep-17 */
    {ONNXM_OP_SIGMOID, 0xb7390000u}, /* -0x1.72p-17 */
    {ONNXM_OP_SIGMOID, 0xb73b0000u}, /* -0x1.76p-17 */
    {ONNXM_OP_SIGMOID, 0xb73d0000u}, /* -0x1.7ap-17 */
    {ONNXM_OP_SIGMOID, 0xb73f0000u}, /* -0x1.7ep-17 */
    {ONNXM_OP_SIGMOID, 0xb7410000u}, /* -0x1.82p-17 */
    {ONNXM_OP_SIGMOID, 0xb7430000u}, /* -0x1.86p-17 */
    {ONNXM_OP_SIGMOID, 0xb7450000u}, /* -0x1.8ap-17 */
    {ONNXM_OP_SIGMOID, 0xb7470000u}, /* -0x1.8ep-17 */
    {ONNXM_OP_SIGMOID, 0xb7490000u}, /* -0x1.92p-17 */
    {ONNXM_OP_SIGMOID, 0xb74b0000u}, /* -0x1.96p-17 */
    {ONNXM_OP_SIGMOID, 0xb74d0000u}, /* -0x1.9ap-17 */
    {ONNXM_OP_SIGMOID, 0xb74f0000u}, /* -0x1.9ep-17 */
    {ONNXM_OP_SIGMOID, 0xb7510000u}, /* -0x1.a2p-17 */
    {ONNXM_OP_SIGMOID, 0xb7530000u}, /* -0x1.a6p-17 */
    {ONNXM_OP_SIGMOID, 0xb7550000u}, /* -0x1.aap-17 */
    {ONNXM_OP_SIGMOID, 0xb7570000u}, /* -0x1.aep-17 */
    {ONNXM_OP_SIGMOID, 0xb7590000u}, /* -0x1.b2p-17 */
    {ONNXM_OP_SIGMOID, 0xb75b0000u}, /* -0x1.b6p-17 */
    {ONNXM_OP_SIGMOID, 0xb75d0000u}, /* -0x1.bap-17 */
    {ONNXM_OP_SIGMOID, 0xb75f0000u}, /* -0x1.bep-17 */
    {ONNXM_OP_SIGMOID, 0xb7610000u}, /* -0x1.c2p-17 */
    {ONNXM_OP_SIGMOID, 0xb7630000u}, /* -0x1.c6p-17 */
    {ONNXM_OP_SIGMOID, 0xb7650000u}, /* -0x1.cap-17 */
    {ONNXM_OP_SIGMOID, 0xb7670000u}, /* -0x1.cep-17 */
    {ONNXM_OP_SIGMOID, 0xb7690000u}, /* -0x1.d2p-17 */
    {ONNXM_OP_SIGMOID, 0xb76b0000u}, /* -0x1.d6p-17 */
    {ONNXM_OP_SIGMOID, 0xb76d0000u}, /* -0x1.dap-17 */
    {ONNXM_OP_SIGMOID, 0xb76f0000u}, /* -0x1.dep-17 */
    {ONNXM_OP_SIGMOID, 0xb7710000u}, /* -0x1.e2p-17 */
    {ONNXM_OP_SIGMOID, 0xb7730000u}, /* -0x1.e6p-17 */
    {ONNXM_OP_SIGMOID, 0xb7750000u}, /* -0x1.eap-17 */
    {ONNXM_OP_SIGMOID, 0xb7770000u}, /* -0x1.eep-17 */
    {ONNXM_OP_SIGMOID, 0xb7790000u}, /* -0x1.f2p-17 */
    {ONNXM_OP_SIGMOID, 0xb77b0000u}, /* -0x1.f6p-17 */
    {ONNXM_OP_SIGMOID, 0xb77d0000u}, /* -0x1.fap-17 */
    {ONNXM_OP_SIGMOID, 0xb77f0000u}, /* -0x1.fep-17 */
    {ONNXM_OP_SIGMOID, 0xb7808000u}, /* -0x1.01p-16 */
    {ONNXM_OP_SIGMOID, 0xb7818000u}, /* -0x1.03p-16 */
    {ONNXM_OP_SIGMOID, 0xb7828000u}, /* -0x1.05p-16 */
    {ONNXM_OP_SIGMOID, 0xb7838000u}, /* -0x1.07p-16 */
    {ONNXM_OP_SIGMOID, 0xb7848000u}, /* -0x1.09p-16 */
    {ONNXM_OP_SIGMOID, 0xba928601u}, /* -0x1.250c02p-10 */
    {ONNXM_OP_SIGMOID, 0xbe104170u}, /* -0x1.2082ep-3 */
    {ONNXM_OP_ERF, 0x3940ead6u}, /* 0x1.81d5acp-13 */
    {ONNXM_OP_ERF, 0xb940ead6u}, /* -0x1.81d5acp-13 */
    {ONNXM_OP_GELU, 0x37b0a46fu}, /* 0x1.6148dep-16 */
    {ONNXM_OP_GELU, 0x38ca1be2u}, /* 0x1.9437c4p-14 */
    {ONNXM_OP_GELU, 0xb7b0a46fu}, /* -0x1.6148dep-16 */
};

size_t tu_gen_inputs(onnxm_dtype dtype, uint64_t *out, size_t n, uint64_t seed)
{
    const oracle_format *f = oracle_format_of(dtype);
    const uint64_t sign = 1ull << (f->bits - 1);
    const uint64_t mmask = (1ull << (f->p - 1)) - 1;
    const uint64_t maxbiased = (1ull << (f->bits - f->p)) - 1; /* inf/NaN exponent */
    const uint64_t all = f->bits == 64 ? ~0ull : (1ull << f->bits) - 1;
    const uint64_t inf = maxbiased << (f->p - 1);
    const uint64_t one = (uint64_t)f->emax << (f->p - 1), half = one - (1ull << (f->p - 1));
    uint64_t st = seed;
    size_t k = 0;
#define PUT(v)                    \
    do {                          \
        if (k < n)                \
            out[k++] = (v) & all; \
    } while (0)
    /* zeros, infinities, quiet and signalling NaNs of both signs with payloads */
    uint64_t specials[] = {0, inf, inf | 1ull << (f->p - 2), inf | 1, inf | mmask,
                           inf | 1ull << (f->p - 2) | 1, inf | (mmask >> 1)};
    for (size_t i = 0; i < sizeof specials / sizeof specials[0]; i++) {
        PUT(specials[i]);
        PUT(specials[i] | sign);
    }
    /* every binade, both signs: ends, near-ends, middle, random interior */
    const int per_binade = f->bits == 64 ? 24 : 56;
    for (uint64_t e = 0; e < maxbiased; e++)
        for (int s = 0; s < 2; s++) {
            uint64_t b = (s ? sign : 0) | e << (f->p - 1);
            uint64_t ends[] = {0, 1, 2, 3, mmask / 2, mmask / 2 + 1, mmask - 2, mmask - 1, mmask};
            for (size_t i = 0; i < sizeof ends / sizeof ends[0]; i++)
                PUT(b | ends[i]);
            for (int i = 0; i < per_binade; i++)
                PUT(b | (tu_rand(&st) & mmask));
        }
    /* subnormal ends and neighbourhoods of +-1 and +-1/2 (k ulps either side) */
    for (uint64_t i = 1; i <= 1000; i++)
        for (int s = 0; s < 2; s++) {
            uint64_t sg = s ? sign : 0;
            PUT(sg | i);
            PUT(sg | (mmask + 1 - i));
            PUT(sg | (one + i));
            PUT(sg | (one - i));
            PUT(sg | (half + i));
            PUT(sg | (half - i));
        }
    /* squares of integers (exact square roots) and small integers */
    for (uint64_t i = 1; i <= 4096; i++) {
        double d = (double)(i * i), v = (double)i;
        double vals[] = {d, v, 1.0 / v};
        for (int j = 0; j < 3; j++) {
            /* encode exactly representable values only: skip others */
            uint64_t bits;
            if (dtype == ONNXM_DOUBLE) {
                memcpy(&bits, &vals[j], 8);
            } else {
                float fl = (float)vals[j];
                if ((double)fl != vals[j])
                    continue;
                uint32_t u;
                memcpy(&u, &fl, 4);
                if (dtype == ONNXM_FLOAT)
                    bits = u;
                else if (dtype == ONNXM_BFLOAT16 && (u & 0xffff) == 0)
                    bits = u >> 16;
                else
                    continue; /* float16 is covered exhaustively elsewhere */
            }
            PUT(bits);
        }
    }
    if (dtype == ONNXM_FLOAT)
        for (size_t i = 0; i < TU_F32_SLOW_COUNT; i++)
            PUT(tu_f32_slow[i].bits);
#undef PUT
    size_t structured = k;
    while (k < n)
        out[k++] = tu_rand(&st) & all;
    return structured;
}

double tu_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

unsigned tu_threads(void)
{
    const char *env = getenv("ONNXM_TEST_THREADS");
    long n = env != NULL ? strtol(env, NULL, 10) : sysconf(_SC_NPROCESSORS_ONLN);
    if (n < 1)
        n = 1;
    if (n > 256)
        n = 256;
    return (unsigned)n;
}

typedef struct {
    size_t n, chunk;
    atomic_size_t next;
    void (*fn)(void *, size_t, size_t);
    void *ctx;
} pf_job;

static void *pf_worker(void *arg)
{
    pf_job *j = arg;
    for (;;) {
        size_t b = atomic_fetch_add(&j->next, j->chunk);
        if (b >= j->n)
            break;
        size_t e = b + j->chunk < j->n ? b + j->chunk : j->n;
        j->fn(j->ctx, b, e);
    }
    oracle_thread_done();
    return NULL;
}

void tu_parallel_for(size_t n, size_t chunk, void (*fn)(void *ctx, size_t begin, size_t end),
                     void *ctx)
{
    pf_job j = {.n = n, .chunk = chunk ? chunk : 1, .fn = fn, .ctx = ctx};
    atomic_init(&j.next, 0);
    unsigned t = tu_threads();
    pthread_t th[256];
    unsigned started = 0;
    for (unsigned i = 1; i < t; i++)
        if (pthread_create(&th[started], NULL, pf_worker, &j) == 0)
            started++;
    /* the calling thread works too, but keeps its MPFR caches */
    for (;;) {
        size_t b = atomic_fetch_add(&j.next, j.chunk);
        if (b >= j.n)
            break;
        size_t e = b + j.chunk < j.n ? b + j.chunk : j.n;
        fn(ctx, b, e);
    }
    for (unsigned i = 0; i < started; i++)
        pthread_join(th[i], NULL);
}

static pthread_mutex_t fail_lock = PTHREAD_MUTEX_INITIALIZER;

void tu_fail(tu_report *r, onnxm_dtype dtype, const char *what, uint64_t x, uint64_t got,
             uint64_t expected)
{
    /* locked: the ulp checks of test_sampled64 report from worker threads */
    pthread_mutex_lock(&fail_lock);
    if (r->count++ < TU_SHOW_FIRST) {
        char a[64], b[64], c[64];
        printf("    %s: input %s got %s expected %s\n", what, tu_show(dtype, x, a),
               tu_show(dtype, got, b), tu_show(dtype, expected, c));
    }
    pthread_mutex_unlock(&fail_lock);
}

double *tu_read_doubles(const char *path, size_t *n)
{
    FILE *f = fopen(path, "r");
    if (f == NULL)
        return NULL;
    size_t cap = 1 << 16, len = 0;
    double *x = malloc(cap * sizeof *x);
    char line[128];
    while (x != NULL && fgets(line, sizeof line, f) != NULL) {
        char *end;
        double v = strtod(line, &end);
        if (end == line)
            continue; /* blank line */
        if (len == cap) {
            double *bigger = realloc(x, (cap *= 2) * sizeof *x);
            if (bigger == NULL) {
                free(x);
                x = NULL;
                break;
            }
            x = bigger;
        }
        x[len++] = v;
    }
    fclose(f);
    *n = len;
    return x;
}
