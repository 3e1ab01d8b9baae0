/* convert.h -- exact float16/bfloat16 <-> float conversions in portable C.
 *
 * Widening (16 -> 32 bits) is exact.  Narrowing rounds to nearest, ties to
 * even, keeps subnormals, sends overflow to infinity, and turns every NaN
 * into a quiet NaN of the same sign (payload's high bits kept).  No
 * floating-point operation is used, so the result does not depend on the
 * caller's rounding mode or FTZ/DAZ settings.
 */
#ifndef ONNXM_KERNELS_CONVERT_H
#define ONNXM_KERNELS_CONVERT_H

#include <stdint.h>
#include <string.h>

static inline float onnxm_f32_from_bits(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static inline uint32_t onnxm_f32_bits(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }

static inline float onnxm_f16_to_f32(uint16_t h)
{
    uint32_t sign = (uint32_t)(h & 0x8000u) << 16;
    uint32_t exp = (h >> 10) & 0x1fu, mant = h & 0x3ffu;
    if (exp == 0x1f) /* inf or NaN: payload moves to the top of float's */
        return onnxm_f32_from_bits(sign | 0x7f800000u | (mant << 13));
    if (exp != 0) /* normal: rebias 15 -> 127 */
        return onnxm_f32_from_bits(sign | ((exp + 112u) << 23) | (mant << 13));
    if (mant == 0)
        return onnxm_f32_from_bits(sign);
    /* subnormal mant * 2^-24: normalise so the leading 1 sits at bit 10 */
    int shift = 0;
    while ((mant & 0x400u) == 0) {
        mant <<= 1;
        shift++;
    }
    return onnxm_f32_from_bits(sign | ((uint32_t)(113 - shift) << 23) | ((mant & 0x3ffu) << 13));
}

static inline float onnxm_bf16_to_f32(uint16_t h) { return onnxm_f32_from_bits((uint32_t)h << 16); }

static inline uint16_t onnxm_f32_to_f16(float f)
{
    uint32_t bits = onnxm_f32_bits(f);
    uint16_t sign = (uint16_t)((bits >> 16) & 0x8000u);
    uint32_t abs = bits & 0x7fffffffu;
    if (abs > 0x7f800000u) /* NaN: quiet it, keep the payload's top bits */
        return (uint16_t)(sign | 0x7e00u | ((abs >> 13) & 0x3ffu));
    if (abs >= 0x477ff000u) /* >= 65520 = midpoint of 65504 and 2^16: inf */
        return (uint16_t)(sign | 0x7c00u);
    if (abs >= 0x38800000u) { /* >= 2^-14: normal float16, drop 13 bits */
        uint32_t r = abs - 0x38000000u; /* rebias exponent 127 -> 15 */
        r += 0x0fffu + ((r >> 13) & 1u); /* round to nearest, ties to even */
        return (uint16_t)(sign | (r >> 13));
    }
    uint32_t e = abs >> 23;
    if (e < 102) /* < 2^-25, half the smallest subnormal: rounds to 0 */
        return sign;
    /* subnormal float16: value = m * 2^(e-150), quantum 2^-24 */
    uint32_t m = (abs & 0x7fffffu) | 0x800000u;
    uint32_t shift = 126 - e; /* 14 .. 24 */
    uint32_t r = m >> shift, rem = m & ((1u << shift) - 1), half = 1u << (shift - 1);
    if (rem > half || (rem == half && (r & 1u)))
        r++;
    return (uint16_t)(sign | r); /* r == 0x400 is the smallest normal: right */
}

static inline uint16_t onnxm_f32_to_bf16(float f)
{
    uint32_t bits = onnxm_f32_bits(f);
    if ((bits & 0x7fffffffu) > 0x7f800000u) /* NaN: quiet */
        return (uint16_t)((bits >> 16) | 0x40u);
    /* round to nearest even on the bit pattern: correct across subnormals
     * (same quantum) and carries into the exponent, up to inf */
    bits += 0x7fffu + ((bits >> 16) & 1u);
    return (uint16_t)(bits >> 16);
}

#endif
