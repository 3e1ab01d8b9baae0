/* accurate_mp.h -- the multi-limb arithmetic of the accurate path and each
 * operator's evaluation at n limbs (n = 2, 4, 8: the Ziv levels 1, 2, 3),
 * included by accurate.c (level 1, every helper inlined into one function
 * per operator: the level the kernels' open lanes take) and by
 * accurate_levels.c (levels 2 and 3, which almost no input reaches: compiled
 * once for any n, with the compiler's own inlining, so that the build does
 * not pay for two more fully inlined copies of every operator).  The includer
 * defines ACC_INLINE.
 *
 * Method.  Ziv's strategy on one small multi-limb floating-point type
 * (acc_mp: sign, exponent, n limbs of 64 bits, truncating operations),
 * evaluated at n = 2 (level 1, 128 bits), then n = 4 (level 2), then
 * n = 8 (level 3).  Each level computes an approximation Y of f(x) with a
 * proved relative error bound eps_n (below), then a rounding test: if the
 * interval Y(1 +- eps_n) holds no midpoint of two doubles, the rounding of
 * Y to nearest is the correct rounding of f(x); otherwise the next level.
 * asinh(x), acos(x) and exp(x) are transcendental for every nonzero
 * algebraic x (every double) other than acos(1), log(x) for every
 * positive algebraic x other than 1 (e^log(x) = x), and tanh(x) for every
 * nonzero algebraic x (e^2x = (1 + t)/(1 - t) would be algebraic for an
 * algebraic t = tanh x) (Lindemann-Weierstrass: e^y
 * algebraic for algebraic y != 0 is impossible, and e^asinh(x) = x +
 * sqrt(x^2 + 1), e^(i acos x) = x + i sqrt(1 - x^2) are algebraic), so
 * f(x) is never a midpoint (a rational number) and the test passes at a
 * high enough precision.  Level 1 decides all but about 2^-64 of random inputs and
 * every known hard input (the hardest known Acos input needs about 2^-112;
 * eps_1 <= 2^-119); level 3 (eps_3 <= 2^-503) returns its nearest rounding
 * even when its test fails, which needs a double whose f(x) lies within
 * about 2^-500 (relative) of a midpoint: none is known or, by the usual
 * probabilistic estimate for 2^64 inputs (about 2^-(53+64) expected for the
 * worst), expected; it is not excluded by an exhaustive search.
 *
 * Arithmetic (acc_mp).  A nonzero value is (-1)^s 0.m 2^e with the n-limb
 * mantissa m normalized (top bit set), so |v| in [2^(e-1), 2^e); zero has
 * m[0] = 0.  Products are exact and then truncated to n limbs; sums are
 * formed with one guard limb, the smaller operand's shifted-out bits below
 * the guard limb truncated (exact when the exponents differ by <= 1), then
 * normalized and truncated.  Each operation's result r thus satisfies
 *     |r - exact| < 2^(e_r - 64n) (1 + 2^-62) <= u+ |exact|,
 *     u = 2^(1-64n),  u+ = u (1 + 2^-62),
 * (truncation toward zero: |r| <= |exact|; the guard-limb loss is
 * < 2^-64 of an ulp of the larger operand, < 2^-62 ulp of the result).  The
 * constants (gen_accurate.py, checked by tests/c/test_accurate.c against
 * MPFR) are exact values truncated to 512 bits; their leading n limbs have
 * relative error < u.
 *
 * Lemma H (Horner).  P(s) = sum_{k=0..K} c_k (+-s)^k with c_0 = 1 and
 * 1 >= c_k > c_(k+1) > 0 (gen_accurate.py asserts it), |s| <= 2^-8,
 * evaluated by h_K = c_K, h_k = c_k + (+-s) h_(k+1).  Exactly, every h_k
 * lies in [c_k (1 - 1.01 |s|), c_k (1 + 1.01 |s|)] (induction, using
 * c_(k+1) <= c_k), so 0 < h_k <= 1.004 < 2: acc_horner works in unsigned
 * fixed point with the unit u (H = h 2^(64n-1)), where the sums are exact
 * and only the products (< u each), the coefficients (< u each) and |s|
 * (< u) are truncated.  The error E_k of h_k obeys E_k <= 2u + |s| E_(k+1),
 * so E_0 <= 2u/(1 - 2^-8) <= 2.01 u, plus |s|'s truncation moving P by
 * <= u max|P'| <= 0.51 u (c_1 <= 1/2), plus a relative error rho <= 1.01 u
 * of the acc_mp s (moving P by <= |s| rho max|P'| < 0.005 u), relative to
 * P >= 0.996: 2.55 u.  With the dropped tail (below u 2^-8 for the term
 * counts used) P is had to relative error 2.6 u.
 *
 * Square root (acc_sqrt), v > 0.  y0 = 1/sqrt(d) in double from the top 53
 * bits of v (d in [1/2, 2), exponent made even): relative error
 * delta_0 <= 2^-52 (truncation of v) / 2 + 2 roundings of 2^-53 < 2^-51.
 * Newton's step y' = y + y (1 - v y^2)/2 maps y = (1 + delta)/sqrt(v) to
 * (1 - 1.5 delta^2 - 0.5 delta^3)/sqrt(v) exactly; its five truncated
 * operations add at most 2.05 u (the two in v y^2 enter 1 - v y^2
 * absolutely, about 2u, halved; the product y (.) is on a term of size
 * delta; the last sum adds u+), so
 *     delta' <= 1.5 delta^2 + 0.5 |delta|^3 + 2.05 u.
 * Steps: 2 for n = 2 (delta: 2^-51 -> 2^-100.4 -> 2.1u), 3 for n = 4
 * (-> 2^-199.8 -> 2.1u), 4 for n = 8 (-> 2^-398.6 -> 2.1u).  sqrt(v) = v y,
 * one more product: relative error <= 3.2 u; used as 3.5 u.
 *
 * Rounding test.  |Y - f| <= eps |f| <= eps |Y| / (1 - eps) < 2 C (1 + 2 eps)
 * units of 2^(e_Y - 64n) when eps = C u; so with E = 2C + 1 such units, the
 * result is decided unless the bits of Y below the 53rd lie within E units
 * of the half (a midpoint).  A result just above a power of two whose exact
 * value is below it is no exception: the nearest midpoint below 2^e is
 * 2^(e-55) away, far beyond E units.  Asinh and Acos results are never
 * subnormal (asinh of a normal |x| >= 2^-27 is >= 2^-28; acos >= acos(1 -
 * 2^-53) > 2^-27); Exp's are, and acc_round rounds them to the subnormal
 * grid with the same test.
 */
#ifndef ONNXM_KERNELS_ACCURATE_MP_H
#define ONNXM_KERNELS_ACCURATE_MP_H

#include <math.h>
#include <stdint.h>
#include <string.h>

#include "kernels/vec/vec_scalar.h"
#include "kernels/alg/gelu_tiny.h"
#include "kernels/nan.h"

#ifndef ACC_INLINE
#error "define ACC_INLINE before including accurate_mp.h"
#endif

#define ACC_MAXL 8
/* 1 <= n <= ACC_MAXL, told to the compiler where n is not a constant
 * (accurate_levels.c): the limb loops then run at least once. */
#define ACC_ASSUME_N(n)                                                                            \
    do {                                                                                           \
        if ((n) < 1 || (n) > ACC_MAXL)                                                             \
            __builtin_unreachable();                                                               \
    } while (0)
typedef unsigned __int128 acc_u128;

/* A positive constant 0.m 2^e, 512 bits (gen_accurate.py). */
typedef struct {
    int32_t e;
    uint64_t m[ACC_MAXL];
} acc_const;

/* A series coefficient c in (0, 1], fixed point: floor(c 2^511). */
typedef struct {
    uint64_t m[ACC_MAXL];
} acc_fix;

/* (-1)^s 0.m 2^e, m[0] >= 2^63; zero iff m[0] == 0.  Only m[0..n-1] used. */
typedef struct {
    int s;
    int32_t e;
    uint64_t m[ACC_MAXL];
} acc_mp;

/* ------------------------------------------------------------ constants */

/* BEGIN gen_accurate.py (do not edit: python3 src/kernels/gen_accurate.py --write) */
static const acc_const acc_ln2 = {0, {0xb17217f7d1cf79abu, 0xc9e3b39803f2f6afu, 0x40f343267298b62du, 0x8a0d175b8baafa2bu, 0xe7b876206debac98u, 0x559552fb4afa1b10u, 0xed2eae35c1382144u, 0x27573b291169b825u}};
static const acc_const acc_pi = {2, {0xc90fdaa22168c234u, 0xc4c6628b80dc1cd1u, 0x29024e088a67cc74u, 0x020bbea63b139b22u, 0x514a08798e3404ddu, 0xef9519b3cd3a431bu, 0x302b0a6df25f1437u, 0x4fe1356d6d51c245u}};
static const acc_const acc_pio2 = {1, {0xc90fdaa22168c234u, 0xc4c6628b80dc1cd1u, 0x29024e088a67cc74u, 0x020bbea63b139b22u, 0x514a08798e3404ddu, 0xef9519b3cd3a431bu, 0x302b0a6df25f1437u, 0x4fe1356d6d51c245u}};
static const acc_const acc_2_sqrtpi = {1, {0x906eba8214db688du, 0x71d48a7f6bfec344u, 0x1409a0ebac3e7517u, 0x39a15830cce620b0u, 0xc0759cf859270f11u, 0x40c036096cc79aebu, 0xbd1f4eee48e1ca78u, 0x74f76f877ffec251u}};
static const acc_const acc_rsqrt2pi = {-1, {0xcc42299ea1b28468u, 0x7e59e2805d5c717fu, 0xa7053e60a24e0db1u, 0x808e369004c73a5du, 0x3bf158aa88fa7b6eu, 0x47eba75766e9d11bu, 0xd6284ef2e17c2a26u, 0x4f1d32688be119ffu}};
static const acc_const acc_gelu_a = {1, {0xcc42299ea1b28468u, 0x7e59e2805d5c717fu, 0xa7053e60a24e0db1u, 0x808e369004c73a5du, 0x3bf158aa88fa7b6eu, 0x47eba75766e9d11bu, 0xd6284ef2e17c2a26u, 0x4f1d32688be119ffu}};
static const acc_const acc_gelu_b = {-3, {0x922279526c5a57a4u, 0xdef1758b8e3e1a65u, 0xa10c0bc1c6f0c6e8u, 0xbafb00d210b0884fu, 0xeefb4026f0d3cf21u, 0xdd26efeb7c079431u, 0x0ef4d2004d10f7d1u, 0x25b80307a9ca06f2u}};
/* |w r_j - 1| <= 0.00194933 = 2^-9.0028 for w in [1 + j/256, 1 + (j+1)/256) */
static const double acc_log_r[256] = {
    0x1.ff00800000000p-1, 0x1.fd04800000000p-1, 0x1.fb0c600000000p-1, 0x1.f918200000000p-1,
    0x1.f727c00000000p-1, 0x1.f53b400000000p-1, 0x1.f352600000000p-1, 0x1.f16d400000000p-1,
    0x1.ef8be00000000p-1, 0x1.edae000000000p-1, 0x1.ebd3c00000000p-1, 0x1.e9fd200000000p-1,
    0x1.e82a000000000p-1, 0x1.e65a400000000p-1, 0x1.e48e000000000p-1, 0x1.e2c5200000000p-1,
    0x1.e0ff800000000p-1, 0x1.df3d400000000p-1, 0x1.dd7e600000000p-1, 0x1.dbc2a00000000p-1,
    0x1.da0a200000000p-1, 0x1.d854e00000000p-1, 0x1.d6a2c00000000p-1, 0x1.d4f3a00000000p-1,
    0x1.d347a00000000p-1, 0x1.d19ec00000000p-1, 0x1.cff8c00000000p-1, 0x1.ce55c00000000p-1,
    0x1.ccb5c00000000p-1, 0x1.cb18a00000000p-1, 0x1.c97e600000000p-1, 0x1.c7e7200000000p-1,
    0x1.c652800000000p-1, 0x1.c4c0c00000000p-1, 0x1.c331c00000000p-1, 0x1.c1a5800000000p-1,
    0x1.c01c000000000p-1, 0x1.be95200000000p-1, 0x1.bd11000000000p-1, 0x1.bb8f600000000p-1,
    0x1.ba10600000000p-1, 0x1.b894000000000p-1, 0x1.b71a200000000p-1, 0x1.b5a2e00000000p-1,
    0x1.b42e000000000p-1, 0x1.b2bba00000000p-1, 0x1.b14bc00000000p-1, 0x1.afde400000000p-1,
    0x1.ae73200000000p-1, 0x1.ad0a800000000p-1, 0x1.aba4200000000p-1, 0x1.aa40200000000p-1,
    0x1.a8de600000000p-1, 0x1.a77f000000000p-1, 0x1.a621c00000000p-1, 0x1.a4c6e00000000p-1,
    0x1.a36e200000000p-1, 0x1.a217a00000000p-1, 0x1.a0c3600000000p-1, 0x1.9f71400000000p-1,
    0x1.9e21200000000p-1, 0x1.9cd3400000000p-1, 0x1.9b87600000000p-1, 0x1.9a3dc00000000p-1,
    0x1.98f6000000000p-1, 0x1.97b0600000000p-1, 0x1.966cc00000000p-1, 0x1.952b200000000p-1,
    0x1.93eb800000000p-1, 0x1.92ade00000000p-1, 0x1.9172200000000p-1, 0x1.9038400000000p-1,
    0x1.8f00600000000p-1, 0x1.8dca600000000p-1, 0x1.8c96400000000p-1, 0x1.8b64000000000p-1,
    0x1.8a33a00000000p-1, 0x1.8905000000000p-1, 0x1.87d8400000000p-1, 0x1.86ad400000000p-1,
    0x1.8584000000000p-1, 0x1.845c800000000p-1, 0x1.8336e00000000p-1, 0x1.8212e00000000p-1,
    0x1.80f0a00000000p-1, 0x1.7fd0000000000p-1, 0x1.7eb1200000000p-1, 0x1.7d93e00000000p-1,
    0x1.7c78600000000p-1, 0x1.7b5e800000000p-1, 0x1.7a46400000000p-1, 0x1.792f800000000p-1,
    0x1.781a800000000p-1, 0x1.7707000000000p-1, 0x1.75f5000000000p-1, 0x1.74e4c00000000p-1,
    0x1.73d5e00000000p-1, 0x1.72c8a00000000p-1, 0x1.71bce00000000p-1, 0x1.70b2a00000000p-1,
    0x1.6fa9e00000000p-1, 0x1.6ea2800000000p-1, 0x1.6d9cc00000000p-1, 0x1.6c98600000000p-1,
    0x1.6b95800000000p-1, 0x1.6a94000000000p-1, 0x1.6994000000000p-1, 0x1.6895400000000p-1,
    0x1.6798000000000p-1, 0x1.669c400000000p-1, 0x1.65a1c00000000p-1, 0x1.64a8a00000000p-1,
    0x1.63b0c00000000p-1, 0x1.62ba600000000p-1, 0x1.61c5400000000p-1, 0x1.60d1800000000p-1,
    0x1.5fdf000000000p-1, 0x1.5eede00000000p-1, 0x1.5dfe000000000p-1, 0x1.5d0f600000000p-1,
    0x1.5c22000000000p-1, 0x1.5b35e00000000p-1, 0x1.5a4b200000000p-1, 0x1.5961800000000p-1,
    0x1.5879200000000p-1, 0x1.5792000000000p-1, 0x1.56ac000000000p-1, 0x1.55c7400000000p-1,
    0x1.54e3c00000000p-1, 0x1.5401600000000p-1, 0x1.5320200000000p-1, 0x1.5240200000000p-1,
    0x1.5161400000000p-1, 0x1.5083800000000p-1, 0x1.4fa6e00000000p-1, 0x1.4ecb600000000p-1,
    0x1.4df1000000000p-1, 0x1.4d17c00000000p-1, 0x1.4c3fa00000000p-1, 0x1.4b68800000000p-1,
    0x1.4a92800000000p-1, 0x1.49bda00000000p-1, 0x1.48e9e00000000p-1, 0x1.4817200000000p-1,
    0x1.4745600000000p-1, 0x1.4674a00000000p-1, 0x1.45a5000000000p-1, 0x1.44d6800000000p-1,
    0x1.4408e00000000p-1, 0x1.433c400000000p-1, 0x1.4270c00000000p-1, 0x1.41a6200000000p-1,
    0x1.40dca00000000p-1, 0x1.4014000000000p-1, 0x1.3f4c600000000p-1, 0x1.3e85c00000000p-1,
    0x1.3dc0200000000p-1, 0x1.3cfb600000000p-1, 0x1.3c37a00000000p-1, 0x1.3b74c00000000p-1,
    0x1.3ab2e00000000p-1, 0x1.39f1e00000000p-1, 0x1.3931e00000000p-1, 0x1.3872c00000000p-1,
    0x1.37b4800000000p-1, 0x1.36f7400000000p-1, 0x1.363ac00000000p-1, 0x1.357f400000000p-1,
    0x1.34c4a00000000p-1, 0x1.340ae00000000p-1, 0x1.3351e00000000p-1, 0x1.3299e00000000p-1,
    0x1.31e2c00000000p-1, 0x1.312c600000000p-1, 0x1.3076e00000000p-1, 0x1.2fc2400000000p-1,
    0x1.2f0e800000000p-1, 0x1.2e5b800000000p-1, 0x1.2da9600000000p-1, 0x1.2cf8200000000p-1,
    0x1.2c47800000000p-1, 0x1.2b97e00000000p-1, 0x1.2ae9000000000p-1, 0x1.2a3ae00000000p-1,
    0x1.298d800000000p-1, 0x1.28e1000000000p-1, 0x1.2835400000000p-1, 0x1.278a400000000p-1,
    0x1.26e0000000000p-1, 0x1.2636a00000000p-1, 0x1.258de00000000p-1, 0x1.24e6000000000p-1,
    0x1.243ec00000000p-1, 0x1.2398600000000p-1, 0x1.22f2a00000000p-1, 0x1.224da00000000p-1,
    0x1.21a9800000000p-1, 0x1.2105e00000000p-1, 0x1.2063200000000p-1, 0x1.1fc1000000000p-1,
    0x1.1f1fa00000000p-1, 0x1.1e7f000000000p-1, 0x1.1ddf000000000p-1, 0x1.1d3fc00000000p-1,
    0x1.1ca1400000000p-1, 0x1.1c03600000000p-1, 0x1.1b66200000000p-1, 0x1.1ac9a00000000p-1,
    0x1.1a2dc00000000p-1, 0x1.1992800000000p-1, 0x1.18f8000000000p-1, 0x1.185e200000000p-1,
    0x1.17c5000000000p-1, 0x1.172c800000000p-1, 0x1.1694800000000p-1, 0x1.15fd400000000p-1,
    0x1.1566a00000000p-1, 0x1.14d0c00000000p-1, 0x1.143b600000000p-1, 0x1.13a6a00000000p-1,
    0x1.1312800000000p-1, 0x1.127f000000000p-1, 0x1.11ec400000000p-1, 0x1.115a000000000p-1,
    0x1.10c8600000000p-1, 0x1.1037400000000p-1, 0x1.0fa6e00000000p-1, 0x1.0f17000000000p-1,
    0x1.0e87c00000000p-1, 0x1.0df9200000000p-1, 0x1.0d6b200000000p-1, 0x1.0cdda00000000p-1,
    0x1.0c50c00000000p-1, 0x1.0bc4600000000p-1, 0x1.0b38a00000000p-1, 0x1.0aad800000000p-1,
    0x1.0a22e00000000p-1, 0x1.0998c00000000p-1, 0x1.090f400000000p-1, 0x1.0886600000000p-1,
    0x1.07fe000000000p-1, 0x1.0776200000000p-1, 0x1.06eec00000000p-1, 0x1.0668000000000p-1,
    0x1.05e1e00000000p-1, 0x1.055c200000000p-1, 0x1.04d7000000000p-1, 0x1.0452600000000p-1,
    0x1.03ce400000000p-1, 0x1.034ac00000000p-1, 0x1.02c7a00000000p-1, 0x1.0245200000000p-1,
    0x1.01c3200000000p-1, 0x1.0141a00000000p-1, 0x1.00c0a00000000p-1, 0x1.0040200000000p-1,
};
static const acc_const acc_log_minus_log_r[256] = {
    {-9, {0xffbfd54d588b33c5u, 0x3c1ed52728e00e3fu, 0x8fb623c467356e78u, 0x754ec233fab0c2fcu, 0xf22e9df580ae0007u, 0xc8aa1018bdb7bf55u, 0xf148d0841c3d96dfu, 0xa54cd65ac6004d2cu}},
    {-7, {0xbf6edf5ec44d9d35u, 0xc4e3b0ac2fd52b7fu, 0x152aee2bddc15895u, 0xbf67eb1e5e7fc170u, 0xb9c04751207648fcu, 0xd454a0a4d753a06eu, 0xf8e767d1cf94ad65u, 0x917974bf5c995798u}},
    {-6, {0x9f396ce92d47cfc0u, 0x1dfeb2ce2789bfdeu, 0x00db32ec22b24c28u, 0xed7d380b94d313abu, 0x144b5a698facac82u, 0x2f69512487fb4c1fu, 0x1f1cfee3ad769dccu, 0x54e0a81516eea750u}},
    {-6, {0xde7cfb63a5efe619u, 0x9600923221543c1fu, 0xe1175bb6c0296c07u, 0x1da8efb8baa74721u, 0x7112b12e3d5b3646u, 0x7ffd55670e51eb18u, 0x2168058d45bcdcafu, 0x4a1546f904ffbba4u}},
    {-5, {0x8ec0915cfa104637u, 0xa6bffcc7faa974e2u, 0x4fb4c462f546a959u, 0x56112c546f60efbau, 0xd8e086b24cb4e830u, 0x307e05f0815c08e7u, 0x1cbd9b4704f0f111u, 0xc1802211d21188bcu}},
    {-5, {0xae22748dc726549cu, 0xdac82f7a1e32b5cdu, 0xd0eb396edf19e209u, 0x50ddacb5edfe44bau, 0xdc2aa58f2a2e8a69u, 0x88b4c7fed87aaa00u, 0xf4775de2c8294d90u, 0x4bf5d8c8d25293c0u}},
    {-5, {0xcd67c3a8e74de66bu, 0x588b342d2081b747u, 0x395d51a20525985cu, 0x2650b8f771b99b6au, 0x9c3f265f04a8bfd4u, 0x497aa241670e3273u, 0xb5bced694bba0118u, 0x827e9679074b4436u}},
    {-5, {0xec8dfd62a463af20u, 0xd3e34095307d1ef6u, 0xe0a73183580ed0ebu, 0x9f4ef35212e5ce94u, 0x8fda74103a81cb0au, 0xf1092169ed401c59u, 0xdcbc79c5a877e39cu, 0x6127b98e1bc26590u}},
    {-4, {0x85ca5460cb3c75b4u, 0x37af79d3a311ba49u, 0x92202d2f06d89a07u, 0xcf44a3073db98cf3u, 0xb4a946a82a798f2cu, 0xf429d9279f632d4bu, 0x659d76e5c7d5488au, 0xebbb1edc2c779221u}},
    {-4, {0x953fb910a83598c7u, 0xa2ca43b0cc7f1f79u, 0x067a2ef344dcc91eu, 0xb90301aeba2c4a28u, 0x5b39e7a9824026b8u, 0x49ba5941821cd1bfu, 0x9a19bfe773e47c2cu, 0x9de1b5cc40f27a4fu}},
    {-4, {0xa4a5eb1a6eb1abd1u, 0x22d33228e1a9143du, 0x8bd5a1fccc3209dbu, 0x1edc11978f55102bu, 0x46f12f1fb710f96eu, 0xd6b4d5334cd35aa8u, 0x227ac228aec67daeu, 0x0eb1328a02164df1u}},
    {-4, {0xb3fcb004a5ef03f3u, 0xe8b1a2c0d4459f5au, 0xc4102dcd2ee24548u, 0xf3a1415cd2608f39u, 0x887466c6833fcb78u, 0x342e12817bb8f3e4u, 0x3145ee0503295014u, 0xe62e0ca16bc2a4e4u}},
    {-4, {0xc344d98421087711u, 0xfa2a56ef75ed510au, 0xe0447c7b59091f70u, 0x14423cb0d69b2e0fu, 0xe7316f4e7772fce2u, 0xb8a38e3228ff8365u, 0xe9db983623b59e9du, 0x18ba7418df437d4bu}},
    {-4, {0xd27f3cfd1e9cefb5u, 0xf30f1865041f2fa4u, 0x8f38424aa7734e43u, 0x20f233df2f9d9becu, 0x725c5ac93a0b05cdu, 0xe97d5d54ba5e6baeu, 0xb9e24275f086bd17u, 0x1e258600f4a16484u}},
    {-4, {0xe1aa968491eb6661u, 0x5ea6d538affa509au, 0xdf184c380a19e22fu, 0xbfa8cae5cf214bcau, 0xd363ed3fdace6eb0u, 0x06a887862e92f800u, 0x67bd22538a736dd6u, 0x91e5076dca3d3412u}},
    {-4, {0xf0c7bce13cdd4fc3u, 0x483ef89c494baa86u, 0x33f81c8d2276ef2cu, 0x85a561a645b98c16u, 0xbb5f69d38c4e0554u, 0x905a59cdf3c7f38eu, 0x6b4290f523b5c406u, 0xa510e92b1e0b977au}},
    {-4, {0xffd78a8cdd2039bbu, 0x896e2f2264b2f04fu, 0xac1ebfa07b9f3040u, 0x31e1f885d0a52367u, 0x6c3a0fbc569c5639u, 0x63945e1895243740u, 0xce477fc5e85a9031u, 0xe055de3031a60e68u}},
    {-3, {0x876c5d5aaa3bf462u, 0x0b5043652e77ea47u, 0xa73241d467bce0bbu, 0x72c1c1e4e6fa4d97u, 0x3a374ed675e9ba7eu, 0xad5f2c0c5e9ac678u, 0x3f2b84230dbb22acu, 0x968403fe5d0c5619u}},
    {-3, {0x8ee58b5ed8cde37au, 0xf287a6b750a54a34u, 0x6efb4f91be2a41ecu, 0x2cc2f6b38d625b6fu, 0xaf9f254f075ef4c9u, 0xac5dc68cb1292f34u, 0x8b9b682cc806d050u, 0xc90739e0830f092cu}},
    {-3, {0x9658475faf952019u, 0x10455389907e506fu, 0x11079f251f9ed520u, 0x2c7fa9e2485823feu, 0xe94e7d69f93c256au, 0x75a6a144649d5c4du, 0xce0318197083bf16u, 0xe8a3a098e157d3e6u}},
    {-3, {0x9dc3ee858ec5a0afu, 0x75ba1205b9b5c75bu, 0x0dda6882101a5aa0u, 0x74e506c58980ed47u, 0xb8315f2841e5be2cu, 0x679a741db7e09be6u, 0x3a6e63996d6cb420u, 0x6c6b3d262ee9149fu}},
    {-3, {0xa52866950d82a97bu, 0x3dac6b220e89f25eu, 0x1d45b65027000870u, 0x3385fd6eb5bbfadbu, 0x657073a3521afa53u, 0x6ade369ba792e1dau, 0x6bc742b447fd9dd8u, 0xaffa6f28c6e36b14u}},
    {-3, {0xac86206f81a1c677u, 0x3eb2ef67a2503400u, 0xbf18f6cf19d271f5u, 0xfcb52540a393e991u, 0x9e33d8a6750e8dacu, 0xa6d3fcaed5dd116eu, 0x0e5907feb8e6353au, 0x9bb578eceac7ec62u}},
    {-3, {0xb3dd8ed3760fc592u, 0xe1e6464c54ccf6d9u, 0x64c86e24d29ce390u, 0xe392e88884fcc9fbu, 0x8414003288471179u, 0x084a6c0c7ab87a9bu, 0x5ee80b21a7fd9227u, 0x606409e7d91fc858u}},
    {-3, {0xbb2e0ddd360b8320u, 0x13a62850558e48bau, 0xbc5480a2e7708a86u, 0x44875911d24fa717u, 0x071d605193c92355u, 0x152958e692558a76u, 0xa03a11ce48cf2f3cu, 0x1156f825bb0b1c7bu}},
    {-3, {0xc277844742455591u, 0x671ee2bc25990810u, 0x196a1d19e41cb2dau, 0xe8d7278037a44b27u, 0x6684cfcd20a21369u, 0xfd44ac1e81845a71u, 0x2773b014c7d0bea4u, 0xe0b298759bda9651u}},
    {-3, {0xc9baf32acaf6f21bu, 0x9c0645cd18b43d6cu, 0xc557dfac16a558bbu, 0xb7fbec7fb5ec39f6u, 0x5aa5178eed6f27cfu, 0xc10b16c143cff0bbu, 0x97e45aa64df44749u, 0xd1a596208536deceu}},
    {-3, {0xd0f7b640314824bcu, 0xb0c90da810383981u, 0xfdd3d8cb28940957u, 0xe0cd5799944d449cu, 0x885e6344b83b57b9u, 0x5cd4ea3649eae43du, 0xb0451517ab3e0e72u, 0xbd63edf3832bebecu}},
    {-3, {0xd82db55f7230f62cu, 0x305dca82840d41f4u, 0xa37683795b96256bu, 0x45826292f11020b7u, 0x50a6cbfe3c6d5d88u, 0x3398b9fe91fe2c55u, 0x54f51f44ec0a9a6du, 0xffedca44d0e4dc50u}},
    {-3, {0xdf5d6700a396953bu, 0x6c7f39610b092ddau, 0xeefcab0cee41ba93u, 0x82e79b4647a3696au, 0x8bd379033da9ddb9u, 0x90c3f098e5adc4afu, 0x051252426b7a26c5u, 0x22bbb589ffbc34d0u}},
    {-3, {0xe686b43c61d37b74u, 0xb619c336fd588400u, 0x42ef7e30a02daa02u, 0xea2b42e8c8b8889du, 0x7db8cd7f7d389189u, 0x6a8fda6e27bf0300u, 0xde7ba5129793ad2fu, 0x174309ad7e289a43u}},
    {-3, {0xeda8f64c3fd76cbcu, 0xed0469f516a2d6eau, 0x7306f5d3ea32c0c5u, 0x366d66c82bad526bu, 0x7c3d8183177db3f9u, 0x1e91e3308916a10au, 0x24725382b3cdc161u, 0xf881cb20bee71f8eu}},
    {-3, {0xf4c5c54b38d0cba4u, 0xb4ac75b8b125a90cu, 0xc135cac9f1a3c36eu, 0xe256417857da88cbu, 0xe9232594f6cef57bu, 0xab31294d760d90c3u, 0x060718894e86c4bau, 0x48bded39bda4f014u}},
    {-3, {0xfbdbeb761c1e3a78u, 0x83b93ec073c1b8f5u, 0x798131f4092125f5u, 0x2771def810916384u, 0xd5307060a1a0fbcfu, 0x7de234c8df87a6edu, 0x2ee85b7f05ba5a4eu, 0x3d1d25a494ed8490u}},
    {-2, {0x8175f155fa2de906u, 0xa8f5b618d9b536c8u, 0x635a4f9423d37f9eu, 0x9b82226edc90fc43u, 0x3ffb71cd989473ddu, 0xd0ffe368d68552c6u, 0x009238fc276081e7u, 0x21f65ddeffd2a62cu}},
    {-2, {0x84faca77391f61f6u, 0x76c2632460921fd2u, 0x75fd01757d0c6c51u, 0x76fc37b4be906f82u, 0x3590d7c9d0c14e93u, 0x58a72a498c0ae4b8u, 0x8e49b69059cf428bu, 0x748409772f2cf82bu}},
    {-2, {0x887c761129cf898fu, 0x7ae28f480d2c5708u, 0xb36cb80e24ac4828u, 0x983c48eeb79ce7a7u, 0xd611ba07736d067fu, 0x051e29ea37479113u, 0xe46292cf4afdc494u, 0x6a53af63fc2e7355u}},
    {-2, {0x8bfb3267e54f0c75u, 0xf0a09ff63a006ac8u, 0x926bfeead6d9beebu, 0x9e64b692b9129374u, 0x65c9b4721ec1c260u, 0x0cb8263fe5741da7u, 0x97229bb65da707b6u, 0x75e762f2fac126b8u}},
    {-2, {0x8f76ab716e7f3561u, 0x747cc4af7e235932u, 0x96a32ecc75d039f5u, 0x3f46e24f86b11d67u, 0xb230f9fe577e1a53u, 0xa970b1fcefa460d8u, 0x020863f1b2f4c8f3u, 0x4a1ad2d550396de4u}},
    {-2, {0x92ef69b5e356ca95u, 0x3c6b6e783f265f35u, 0x105dc6b79d7c6e0bu, 0x76a9ef58ce9a8d78u, 0xff4c8f76f69b646cu, 0x0204b027f9f140b9u, 0x24ee26b90902d368u, 0xdd88441a7636ff3du}},
    {-2, {0x9665194fafb958bau, 0x2b5074faeedac998u, 0x2f3090d50caf8c1au, 0x09e2bc7a056e9ff0u, 0xaa638ae53373d87bu, 0xdc85ea0756780a24u, 0x4f2843e0422d22eeu, 0x8ec9bcfa324945a5u}},
    {-2, {0x99d7afabb8747b32u, 0x8d4f1fe892943bbeu, 0xb247bf2ec63328d9u, 0xa9e7507c0bbf045du, 0x9b8ad464c14efb93u, 0xed3ec60f079a32e3u, 0x57d2ba4987370451u, 0x18b1df156b1c6e57u}},
    {-2, {0x9d476cc98d4a9c38u, 0x14e3afb967ab2690u, 0x83a2295575c899f1u, 0xbbefc5e1667fbf98u, 0xf8c30bcbb8634ba3u, 0x91370667ce932e92u, 0x0f77e9b8e8c2da87u, 0x0f873609c72c020du}},
    {-2, {0xa0b3fbdb94334ff0u, 0x7c47d08d1d40e8b5u, 0x70170503342db117u, 0xbc30a59316907407u, 0xf0afcce035415130u, 0x06b49f3f88c22924u, 0x8f222eb596011466u, 0xa9e3b04eece6ddbcu}},
    {-2, {0xa41de867371f6a52u, 0x726a0e141ef1f460u, 0x9b599e232e8c4c3cu, 0x005025c3d71cb157u, 0xf5165109ce5e2f01u, 0xb6ea0ddd82c079e9u, 0x4372abf503c47e40u, 0x4aa43a69560f3ed1u}},
    {-2, {0xa784ddc5119e80b4u, 0x4ebb715562fbcb04u, 0x012625b4826d4aefu, 0x89f62bab62b98497u, 0x5f44322eb4c39dcau, 0x1c6318a8b46aad87u, 0xa0b1ba969738070cu, 0xaa1d89e303ae8a27u}},
    {-2, {0xaae8d1e1196e4853u, 0x745d8a4c2425631cu, 0xbded19419cb0fb02u, 0xb997af7b565bf014u, 0x8a873fd78d812ff5u, 0x2344aa8073537d1fu, 0x70c2dc62679a14d7u, 0xd0ba7c44d6768ac9u}},
    {-2, {0xae4a067acb9aabadu, 0xd1cd48d51787af50u, 0x841519c75ccb2c04u, 0x171e2cb20c8bff29u, 0x0f2e434a4a769440u, 0xf859609002c36435u, 0xdfdc7d750cbc059fu, 0x59dc9f76127fa43fu}},
    {-2, {0xb1a8722555c1d604u, 0x3b39168545ba7bccu, 0xfe818cab02fe18c0u, 0x08e5fa092c9588ffu, 0x82ee6d35cacbb3fcu, 0x0226bf3fd7c67913u, 0x7dc374e4afeb78e8u, 0xb7435cdd2457fdc3u}},
    {-2, {0xb503bf07bd7497e0u, 0xc49faa0c4e4b0378u, 0xd3ce1cbf62dff3b1u, 0x9229708e2ef76741u, 0xb8502026226aadafu, 0xb303c3bbc7ebc69eu, 0x9faac35cc8ec8586u, 0xf9f13d45e887ef1fu}},
    {-2, {0xb85c7c1d0d53b613u, 0xdaa42265a82e0918u, 0x6144f0ae436f3127u, 0xe20a319ec66fe114u, 0x99b5215636db7616u, 0x3404be960fad678bu, 0xceb42954fecdcfb1u, 0xce6d75fd6d08372cu}},
    {-2, {0xbbb253b4791df2c7u, 0xedc65fa9454bf0edu, 0xee812cf4d26ac8dbu, 0x7ae2323ab8fef04eu, 0xaa161423f2074a0bu, 0xba99c18762df85feu, 0x29218565925e9365u, 0xd2d47eae93f8547bu}},
    {-2, {0xbf0589518621bafcu, 0x368c33103bc99894u, 0x6e7e82524d8ee8d2u, 0x75044b463aa93805u, 0x188bce5c08e7074du, 0x70d3ab010cea238fu, 0x392a9ec4e9576f46u, 0xfdd2eed2a0e4e2c5u}},
    {-2, {0xc255c6ac32c0e953u, 0xc1d753b114742089u, 0x09d31c9660e9db0cu, 0x75238d321222b3d2u, 0xfd37c82d9fb58621u, 0x021915627539e542u, 0x4b65bb2584b9c6f9u, 0x27799a9fadcb3745u}},
    {-2, {0xc5a39d511b9d0bf5u, 0x0e02ffc50108852du, 0x20932125fa96011bu, 0xf95d49d96954df9eu, 0xeda4c393a2d98cd7u, 0xa47495aa7aa59929u, 0x4661d8f7ea6d4d2bu, 0x572d4d2fe05c6605u}},
    {-2, {0xc8ee6941a061ea2au, 0xf9e5e5194cf291b0u, 0x7c5c9b075b0700dau, 0x32d29314a96cc961u, 0xa1a6e8af5d004342u, 0x8b61736898551e2du, 0x97e59965ede7ca14u, 0x6ccf930ab527910du}},
    {-2, {0xcc36bcf40ca72f59u, 0x555e269b96ab2cbau, 0x38ba8c3f78df6f3cu, 0x4900121f73c49bf9u, 0x9ff2442ed10c2eb2u, 0xbdeca9c062b1e0a4u, 0x84a7be6679eba02eu, 0x8c978158143ff171u}},
    {-2, {0xcf7c41b3b56bd714u, 0x1ee1e8901d3ee6b9u, 0xd3e4f387e093074fu, 0x9d9282bd6ed57b54u, 0xe7a0fd394c34f5e1u, 0xd9a4c02735c41e5au, 0xb27af0456997c964u, 0x8acbfaddf59af61du}},
    {-2, {0xd2beee61227d2fa3u, 0x0dab032430fabfb6u, 0x0a6bbf43d9207887u, 0xfbbefd449e4dfef9u, 0xff4f467949023a61u, 0x8cef66cf7da11e7cu, 0x6cc63e5e45f23055u, 0xa93dd6645a5c726bu}},
    {-2, {0xd5ff08b2313b2e27u, 0x107d8d62f4468e85u, 0xe79a67c23f02670au, 0x33482a1467d20400u, 0x8b5b3b05a0085907u, 0xba886dd7d1a501b5u, 0xc8e51ed5a7abaf06u, 0x311b8271e17389bcu}},
    {-2, {0xd93cd75231d79e56u, 0xd9d1ffa6ec5c6abau, 0x288e3c7a20f194b3u, 0x4e20ace5dbb30745u, 0x9a7096e57427b11cu, 0xd14a9d8d42065c30u, 0x5ec95e92ef918574u, 0x66651532f2c7ce71u}},
    {-2, {0xdc77b3c21061d6ccu, 0xc85e38d584536008u, 0x16edeaec3dab4704u, 0x0b23d5871cfe0aa0u, 0xdfe37ab53e749520u, 0x1b8aa9109fe71646u, 0x636347a8fbc733a5u, 0x6385c1cce81214f4u}},
    {-2, {0xdfb033f872dcbdd7u, 0x12033efcbb6c8a4au, 0xd2d9821065230546u, 0x8ca7062177aa4c04u, 0x60194266e6814273u, 0xe400cda3c06d75d3u, 0x71a41406d13a98ceu, 0x1015a4b50835ae72u}},
    {-2, {0xe2e5b061d7b3c738u, 0x9461544d8571f474u, 0xaba1a7efc581eae2u, 0x8776a6691eb16c7eu, 0x9f65df750f26e0cau, 0x0e0c75ddbce2b9f6u, 0x3c6364f2f72a3355u, 0xd8c010490db6cb2eu}},
    {-2, {0xe6191000bb349207u, 0x499fc4a3b5f56314u, 0xf33096940eec715fu, 0x4a3f7948bb6956bdu, 0x3b9085b34c63e359u, 0x8bc6bc9b4e84f77bu, 0x9a38109f74bcfd6fu, 0x4b850306252b3b8eu}},
    {-2, {0xe949aaedb59f5ebfu, 0xb5cdbe8538bde28du, 0xf419b27fac8e077cu, 0x575b6cb29ee6f737u, 0x25ba631312485ea7u, 0x243a8084d933b121u, 0x2b6a46f0ea3e5a07u, 0x96fcd9928427b4b3u}},
    {-2, {0xec77c91798eaf1a0u, 0x3c9b4dd1ca2d72f7u, 0x42667cee5005a234u, 0x7376cd0db1bc5622u, 0x465e3cd5288637bfu, 0xea5ec4213631f2b4u, 0x5ce5a31136152f9bu, 0xbe1f31a1b7bd2cc7u}},
    {-2, {0xefa36283916a0a8au, 0xc3116e39c692898au, 0x7def9b1b3dacdba7u, 0xcbeff56d76f633a9u, 0x29e1bbfcc5545e47u, 0x5cc3d85f70b9576du, 0xcb9e1d3d59ccc4f4u, 0x34189c8a871db952u}},
    {-2, {0xf2cc6f2d43f87e5au, 0x0fa6b3bbf686919fu, 0x0be3a5c7b524a1c5u, 0x862935b9ddae541eu, 0x286e9e53122ce6a9u, 0x3f9ff7f58af3b621u, 0x63135e52e373badbu, 0x74fe50a25e75c529u}},
    {-2, {0xf5f2e706eca6a3d4u, 0x2933f24bde578237u, 0x786dc0d0a8d398d9u, 0x223ea09b69a930b0u, 0xa322da7fdc719a9eu, 0x283d73969eb68c67u, 0x665f3aeacb52f715u, 0xd1f73f1c51747fe1u}},
    {-2, {0xf917139978e24f41u, 0xf86c6b10ad3a81ddu, 0x44c5abec1aede666u, 0x9da5b8020cd94792u, 0x3190c31143a71442u, 0x9475269fa5a5a04du, 0x419a13b3a80e75adu, 0x7eb11c7c08e5a50eu}},
    {-2, {0xfc38ed84aab56a0bu, 0x03b5069a40d89459u, 0x2c8b5f7e014f2b5fu, 0xd0c1d2d49d451958u, 0xc9f82073535dc398u, 0xd576d642b72ab4bbu, 0xc4a3367fcd9872f1u, 0xbb3e2b4aedbccb55u}},
    {-2, {0xff581b3f3049f75cu, 0x783f5f04eb8b6c76u, 0x5424712ff63f1e7cu, 0x703390adba9ba156u, 0xa2be51ffbd9758dfu, 0xa7b84db0429a0201u, 0x83810efa516351dfu, 0x2b5a5799e60e9d71u}},
    {-1, {0x813a737b6120de28u, 0xaa5de9ddc964f14eu, 0xdcfca648f75da295u, 0xf10e23df5370836eu, 0x74ad3a0506cc117cu, 0xe9f0e5e406c5019bu, 0x77069d1eb3df9e07u, 0xb99e81479c94f043u}},
    {-1, {0x82c7a4981f685832u, 0x9bf2b2d8bb66b272u, 0x1297f6071af6dae7u, 0x20d7d8bf7ab44f4au, 0x4e764f3057ee202bu, 0xc5ea8a1a10404570u, 0x38480037b63010afu, 0xa037b3d9f10063d8u}},
    {-1, {0x84539d33e2be783au, 0x8235f0fcf83774dbu, 0xf91da86c3506a8b3u, 0xfa4a7a3b4c55936fu, 0xb47c12be1b29adb8u, 0xf7084c11aab107dcu, 0x421c64ecbb542a15u, 0x7b2d605d64939fcfu}},
    {-1, {0x85de598869523498u, 0xd42063cc36dc8b1fu, 0x7ba0b6d7a273970du, 0x8245c742ef8f1297u, 0x7072c4e3a3370593u, 0xcd9532fb357b698eu, 0x0a84f6fbfd1ed737u, 0x3394fcd243344ff9u}},
    {-1, {0x8767ff7b2bf0338au, 0xd412ad570b0708ebu, 0xf2e770ded14ba7ccu, 0x5ab6685e22adf188u, 0xa916fa6bfc9816fdu, 0xbacdcb7e29983494u, 0x0e2ae66efc61fa9eu, 0xce856b96eb3cffa8u}},
    {-1, {0x88f061cd6d22c106u, 0x324eec3710305ed0u, 0xa63c490eed284623u, 0x9e4973baee4d1c63u, 0xca1fe585f6fd445bu, 0xe0902ac11f59dd7fu, 0x324a9101cee15b1eu, 0xbb176792f7f2c957u}},
    {-1, {0x8a77a69c436f89b2u, 0x7ca35f6b588eda88u, 0xf50d9771c3d06162u, 0xfb426315c30ad3b8u, 0x4806f60f6df09638u, 0x940589b7e51ce52du, 0xfe6422c37513fee8u, 0x7d0168da8a0ea265u}},
    {-1, {0x8bfdca70a84beae8u, 0xb0c1084d28f63e33u, 0x28ba56451d34323eu, 0x09f0051976b6e475u, 0x50b64e6efcc0aedau, 0xa952a6e200e7c365u, 0xf8ef4f525f5fdab3u, 0x144cacc611d9ee3au}},
    {-1, {0x8d82c9cf84062973u, 0xe64ef213d1faf759u, 0x0bb9203a6c28eafdu, 0x5decd12bed9f23a5u, 0x891ace34e0b39d89u, 0x5b9a2b1c6649aa0du, 0x81b467a11d4a4edau, 0x8fa2fb955fdc5f3au}},
    {-1, {0x8f0676e9b8ef9c24u, 0x2f73cbbe86cac748u, 0xb7cf3bbd37820ea1u, 0xbe9eaea55b810c38u, 0x98ee46fa935642efu, 0xe0303bb8878e997au, 0x051a1ecd461a439fu, 0x818248ce443f4c7cu}},
    {-1, {0x908922bc30c09d31u, 0x48a5f60b6aaf4e59u, 0x3dc6b1fe6d63818eu, 0x65eecd3812e4d562u, 0x473d2bcebfd9bc9du, 0x71b72039d9c0f87cu, 0xc211c1fb61ab12ddu, 0x9c768e35c2c8a897u}},
    {-1, {0x920a9f8fe8c92a3du, 0xb50b8b4f069b85edu, 0x490f08fbbd15b871u, 0x855d7c0e06efa1b1u, 0x495ee93cd2375953u, 0x9048df72af55d6e8u, 0xcdf385a27f636ff2u, 0x3740c63de26d7600u}},
    {-1, {0x938b1489fc39e9e4u, 0x16d574921632bc06u, 0x79fb9266092221f5u, 0x08c5050086d162d4u, 0xd25d15f1ff51832fu, 0x23aa221fd6ce75f2u, 0x0ffa310f8ea3cbe8u, 0x4227858212b17bddu}},
    {-1, {0x950a53abb16976c1u, 0x75051930d0cb2be3u, 0xfeffd4a068478038u, 0xc2124e82a46c1450u, 0x1e139637e203a7acu, 0xaedb03e938908761u, 0x65003c1fcfb72b16u, 0x8df526473be70599u}},
    {-1, {0x968884528499b106u, 0xeaf25cc6f657038eu, 0x2fc4f2308ae31c0du, 0x1fc8a7d78e26f4f3u, 0xe0aa77ee17f66db6u, 0x1f4f24febe5da5a2u, 0x3b2d883dd463e0f2u, 0xc59ed7866323bfbcu}},
    {-1, {0x9805783831aa58edu, 0x18c695595455bf9cu, 0x00ee54bd509c05fau, 0xe3ab0f176cc1ba03u, 0x0c5905c0cc8118f1u, 0x887608841d4733dau, 0xa9619ae03c47777cu, 0x5893f8b37e8aa5dau}},
    {-1, {0x998156f2c34406fbu, 0x380ac22fa9d16636u, 0xf7b4b9185a7b47afu, 0x2d1ba592f0760e4cu, 0x68501f93e8f5958fu, 0x3924fdd9d5332a8cu, 0x9bfcef6a485d9570u, 0xbee71a687f2ae2d0u}},
    {-1, {0x9afc1d4499bed940u, 0x18029ac8bd288485u, 0x9fe90abbd40bd372u, 0x38f46c8c468db528u, 0xc49e5c8450215d46u, 0x20916a4744616cf1u, 0x2071fa8b90ea1ca5u, 0xa1be5986a9c6c1e2u}},
    {-1, {0x9c75f35c76a14982u, 0xf654f76d31bc32ffu, 0x6028e3f6a162ed63u, 0xf47d4c12903b3e47u, 0x24417412b7a5f12au, 0xa5ec4afca82b9b41u, 0xf6587d443ba97ec3u, 0x397d5d37b8e69f4au}},
    {-1, {0x9dee7f358ab7f494u, 0x7f718865b7da5ce3u, 0x0a39804b5c25d14cu, 0x695dc96cdd0cfe07u, 0xa6107d9b989ec8feu, 0x9abea800b0afe4ddu, 0x9ec4baf78ab5d0a1u, 0x95929cd573b28d97u}},
    {-1, {0x9f6614877b2f0f5du, 0x7802640c3b174b5au, 0x6ddcfa11ed0f319cu, 0x14c25f25f4c5d285u, 0x91bc01f83162b303u, 0xe1f77b1c1db873d0u, 0xf7c2eee925ec59bfu, 0x8a10d96e75e11affu}},
    {-1, {0xa0dcb066709b82e1u, 0x0e8a32254a0f8e56u, 0xcfff33b9882df392u, 0x4d3b06215635c4a5u, 0x59ca130cd6edee52u, 0x18b7863cada01c6fu, 0xc254c0f54762021fu, 0xa9a455faff9ccdbfu}},
    {-1, {0xa251f8031e98c54eu, 0x9c3fd1810844ceb7u, 0xd74433a4982cf722u, 0xdfebaaf4c389141eu, 0x74531db252f7279fu, 0x5439d912c28d420au, 0x4d6f1f14e511f7ebu, 0xe81ec921030bb792u}},
    {-1, {0xa3c66bdacd9f10dbu, 0xf0e267428f19c288u, 0x937a6465f87852d0u, 0x2486960f5e7aa4bau, 0xc361ab540c9cf52du, 0x08165219509d9665u, 0x8d83a9ee72ebbaa9u, 0x9fc6694f36197eddu}},
    {-1, {0xa539b0f767e0b3d5u, 0xec9b198a35d63005u, 0x90cf44b0eeb3ef38u, 0x039d473507f42a90u, 0x54cf23676867de55u, 0x405822a6723e60c8u, 0xd9d4b25f301beb47u, 0xc056ec067aa0ded2u}},
    {-1, {0xa6abf04f7f391b65u, 0xe8f54719d99c2fbfu, 0xa8816a2b35cc39aau, 0x6af14a05f0bfe783u, 0x65f9baf8e2dc0110u, 0x46eeab718bc249fdu, 0x7fbb581193f7709du, 0x00e4edc051faa7e4u}},
    {-1, {0xa81d26e659111176u, 0x4f71aeff019b128du, 0x3a2286147ab0144au, 0xc521f89f5355e3ccu, 0xbf5d46caea86851au, 0x08349366651b2256u, 0xb795c24b68af3372u, 0xdf83794e1848c620u}},
    {-1, {0xa98d51bbf77f7cb5u, 0x890b14407738f2e1u, 0x204e32794c490fa8u, 0xd0e7f642cb960e27u, 0xecebda2b4edab79bu, 0x89d40154b9e45536u, 0x58ea943957c58f19u, 0xb23c681c561bb9bau}},
    {-1, {0xaafc9a7d224a50deu, 0x3e18bdaead09a5cbu, 0xbb0d04c7a4a441cau, 0x9d91b8cbae08970cu, 0xa77ed9c24562d1e3u, 0xf88aa8b586f7df44u, 0x942a82e735d108a2u, 0x496f4664838786dcu}},
    {-1, {0xac6aa4e37019a2f3u, 0x087e5cc183a31feeu, 0x705c571ac070bc28u, 0x27bd842ac17745f9u, 0xa5fc2856de522077u, 0xe97166ddfea32d83u, 0xd7166c9b5c082fd7u, 0xf5d4e4c36b7784c6u}},
    {-1, {0xadd7c76550df846eu, 0x1aba1a3f9b854821u, 0x4e79d318df788079u, 0x42b8f40d413850edu, 0xad1e8b11bb811827u, 0x6625afcdad2a2fc6u, 0xc9b752b8636904a4u, 0x587a95a7002cd974u}},
    {-1, {0xaf43d24614b5b3a3u, 0x054d7234ee44b152u, 0x022766ff5ef1293eu, 0xa9b16fce673c0c3du, 0x5ca2d165a1790defu, 0x5e3c7122af9a06c7u, 0xe367beb98047f315u, 0x44a1c60ba0929a87u}},
    {-1, {0xb0aeefa5f60ae3e5u, 0x4908ad0406eca1f6u, 0xf856657d05da9059u, 0x06fc3c23d01c468fu, 0x84a97ee27b1f74adu, 0x8218d56fd29a666au, 0x2617050c49f916b3u, 0xa736fdf8c8ad6e6cu}},
    {-1, {0xb218ef82228efc03u, 0x0e03bc8ee326bd91u, 0xccf29b76a831629au, 0x229d9bbc30c30365u, 0x67665ff87c9e900au, 0x62b958792ec0776bu, 0xea013e982fc4990eu, 0x352930ee9a2340c5u}},
    {-1, {0xb38229a4c251ce25u, 0xe55160f84660beeeu, 0x20eb886b65ea33aeu, 0x943fdbd3ad25aa1du, 0x110e18bd2106b053u, 0x503c9f241d4bce25u, 0xbd84d7f6c9a23799u, 0x0deeb4dd02dae277u}},
    {-1, {0xb4ea40950215637eu, 0x19dabd7ea2fb6ae2u, 0x189895194822be13u, 0x48794ad5e6e9b881u, 0x0d24821136158731u, 0x1b2901b746b14220u, 0x67fedbcd6ffad279u, 0x93c8895f7e37b08fu}},
    {-1, {0xb65131371abe643fu, 0xb53c3f12938b790du, 0x9c0e19b85862f9f7u, 0xa8b5f57143c05e66u, 0xcd91fd50c447e534u, 0x7469225dd3235bbau, 0xad754a8d4201d42au, 0x7887d573d9a025ebu}},
    {-1, {0xb7b7540c59600957u, 0x48d3c3eba08ee3b1u, 0x06b72f29de9b3e65u, 0xabf3e94c71b330aeu, 0x06ffc59acbe04873u, 0x7508810aec0fffcau, 0x2bc0f611ca8b083eu, 0x0fdd8a40bbeeb648u}},
    {-1, {0xb91c78c328553d92u, 0xe25251ffa2193186u, 0xd9d4b138242c6f70u, 0x29db1fa446ba7491u, 0x453610fb62d1e1d8u, 0x76c1b1c861d86ae4u, 0x2dcc5a5da6812051u, 0x1ca55bef8e73936au}},
    {-1, {0xba80caa716335931u, 0x06a9fc4e43939bdau, 0xa06bbae7267e549cu, 0x7d2fe60f62d79ce1u, 0x8bd7b688820888a4u, 0xe367d5dfce3554d6u, 0xcfebcb6b9270ff8bu, 0xf906b137de49b0fcu}},
    {-1, {0xbbe3eaf0ddc93cbcu, 0xd73e94eb5c86cd3cu, 0xd6e9ef3d752f61e0u, 0x8ee4f00776dd8e17u, 0x8567e2e8209a0cc7u, 0x399af325c9685fcfu, 0xb30a0100400bb8deu, 0xf9db1d6da8e41277u}},
    {-1, {0xbd4633166fb5f1fau, 0xef5e47efe1e4af3au, 0x76673000ae43602au, 0x999f0dbcfa47eefbu, 0x0f094bea4c7037a5u, 0x09731ddd94442a0du, 0xb90e5f69ea427cbcu, 0x22a9e2df58544b88u}},
    {-1, {0xbea7723af76a53e6u, 0xfafe82892c9e7f84u, 0xe5f1ad6bbf0a532cu, 0x7604dd87b066f578u, 0x01f8b96db08a75a6u, 0xbfed21c27e5dc31cu, 0x0311e3058ccbd303u, 0xb6c7e557d1972d20u}},
    {-1, {0xc007d41ee4ab679fu, 0xd55391519464fd40u, 0x5bab304d824ad9f5u, 0x8b4949dd29639f68u, 0xc1d4d8bf87803c0du, 0x24af61cfcc279fb0u, 0xc0be94b3aa87bf7bu, 0x59669cabc560ba45u}},
    {-1, {0xc167279ff2a01d0eu, 0x807a34517caacf25u, 0x32782d097a3ceb3eu, 0xb20c636ba49d1f60u, 0x71a54a007627df78u, 0x76f56131fa383403u, 0x8e730a4898683d79u, 0x8035a0fcdfa01811u}},
    {-1, {0xc2c598b92ebc556au, 0x6fa13bb2d5632151u, 0xf96b0ec572889165u, 0x0d42be432e25bf74u, 0xa5408980e25f0e6du, 0x654c14b04d9391c0u, 0x0fa079617a16539eu, 0x65aee2142db38abbu}},
    {-1, {0xc42324f3005d6e12u, 0xf9c966a9192973d8u, 0xaa9dbdef28e1a31fu, 0x46d250001d28b441u, 0x0092edb809a42315u, 0x5fd7e3249c5c5948u, 0xdd1393a0da060727u, 0x796c13bfccdf55b0u}},
    {-1, {0xc57fc9d330bc3f47u, 0x4fb4d02538606bceu, 0xb0085751fab80d1du, 0x996ee9f9628a4a38u, 0x2cdcc2c0bbbd4661u, 0xc530d3a6e4b1c9dbu, 0x81788353e57c7f10u, 0x211b5c8f278ec2f3u}},
    {-1, {0xc6db84dcf16bb77du, 0x15622af7f3ca687bu, 0x7ccdcec76f82c26bu, 0xf00c0eb583f74b3fu, 0x12f6c415a49c6a6au, 0xc2f33a81adc213edu, 0xdd1ffcf20519d536u, 0xa4098ec423994778u}},
    {-1, {0xc8362440e2931730u, 0xf258760ce30a0c45u, 0x808eb93ae1a5f519u, 0xec4053d51b4dab3fu, 0x86a7a95018d8dde2u, 0x2ed0d741b5f74bc3u, 0x63d3b6c16af66dfbu, 0x6da21e18fb492bcdu}},
    {-1, {0xc99003fd1aaf190du, 0x4cec5549eff066e1u, 0xf3876c7ba80b7a21u, 0x0e974e35e5748fe0u, 0x6c75dfb73ff1d1c7u, 0xb7e5d333db344920u, 0x842709c8b0a31fc2u, 0xfd6d37bc55a77bd7u}},
    {-1, {0xcae8f25d2e60913cu, 0x105798108165d182u, 0xabac913f8fae8c8bu, 0x4d80684de1c380b4u, 0x09b82389cce02b86u, 0x8477256aa0501b89u, 0x0d4632e08481d554u, 0xa03649c032c20eb6u}},
    {-1, {0xcc40ecda3591c063u, 0x35076358f843a065u, 0x758a5dc42cff6839u, 0x500eeecd01e17fd4u, 0xaf279803df568f96u, 0xfe78a38694056d72u, 0xe13077bf85188217u, 0x435345bda3a7c74du}},
    {-1, {0xcd9820bad1b1f8e5u, 0xe9e497aa12005029u, 0xb9094e35a5634c38u, 0x6e88ce6c6516d3ecu, 0xfc607ab58561808au, 0x15206928a8f66761u, 0x8521cbd07f420000u, 0x8d0f25485eabd52bu}},
    {-1, {0xceee5be3373d55dfu, 0x98745a318c0dc878u, 0xd585fc62e280040cu, 0x2b8640a51f61bf47u, 0xb104d5bb5c6079f1u, 0xd7320207c6b1a021u, 0x08f7932b6acf36b4u, 0x61afdf960b91d0beu}},
    {-1, {0xd0439bc531389960u, 0x35f68e6c5ee38926u, 0x7e48a607ebab72d3u, 0x7721becca332bb7cu, 0x91a7e493bfb91628u, 0x1534daa2e9887b7fu, 0xd48da0fd3033d9d0u, 0x422b637c4050e95eu}},
    {-1, {0xd1980e002824abd8u, 0x69ddf48cae96959eu, 0x5e52daf35f5a4116u, 0xa47493245ee44a06u, 0x1d5f3261fed0e663u, 0x75b320bef7d75de8u, 0xa9aa87e6da417a1bu, 0x18750e17a02fcbc2u}},
    {-1, {0xd2ebb0612961bee0u, 0xf146df02d34c2acdu, 0xfd584acc5cd6d607u, 0x3d214813fc8d5860u, 0x255e73b0d1614330u, 0x169ca4ec93969d2au, 0x072c3b841f3fff7eu, 0x2331092fa883432bu}},
    {-1, {0xd43e5042edd0552fu, 0xa5696c01d58a39e2u, 0x8223c0ac47d166f7u, 0x1b87d57e180c4d3du, 0xd27c229eacc2ebeeu, 0xc4a9e098bff2a21cu, 0x4057ab4929fd7ec5u, 0x5456d610510e5a52u}},
    {-1, {0xd5901b9ddd79e649u, 0xb2f654ecbacce73cu, 0x3985564114791528u, 0xe62365ba3c60e011u, 0x2c0b711e07212e0bu, 0x3c116cbdf0b02774u, 0xc18c4fb26683f4d2u, 0x2d0d3df138c1ef58u}},
    {-1, {0xd6e1103817a49d54u, 0xd2303f13513657abu, 0x0e63cc906ca35283u, 0x07ad890561701fb0u, 0xbea0c4bddff8cce4u, 0xa958fbd90fbc7867u, 0x02408fef2c782c4fu, 0xb8fc7f927aa024d4u}},
    {-1, {0xd8312bd578c918f1u, 0xc94c27516fba7fb6u, 0xa5a38bd5f5f72f27u, 0x0ccfe6923d152674u, 0x6cc72c639975fafdu, 0x939ce503e594bf0au, 0xa7d4c92f4bcff306u, 0x5a85d80219c8c1b2u}},
    {-1, {0xd9806c37a01c284du, 0x423fda27f453235fu, 0xdd37d7d101793c85u, 0x0ede4570e739b500u, 0x9f0627577a2e3df2u, 0x5eb5dffae9283384u, 0x6093239a1431e921u, 0xab101639363b786du}},
    {-1, {0xdacecf1df53e2315u, 0x73a4930bbaec7e10u, 0x916146d5ffe61a50u, 0x948fe9cd16ece490u, 0xe530477d61cc372au, 0xeb0bfb9023b59822u, 0x8f244b912c650a81u, 0x26068e8869952f4du}},
    {-1, {0xdc1c5245ae1027f3u, 0x4fc1df6b0faa04ebu, 0x92e410212396f0a5u, 0xa30e6043f84bbbecu, 0x19fd6615359c8656u, 0xc8d42f750d58ae73u, 0x4c6d091054a0f36fu, 0xc6619f3176f56f19u}},
    {-1, {0xdd68f369d4af8bd3u, 0x0c5b90668f3a5378u, 0x4a1c07790bb5dc84u, 0xbbfa0d802094f10cu, 0x62433568ff4a6e0au, 0xc030a3dccc670f53u, 0xc1824934ac1d91ccu, 0xec7074e16c10352du}},
    {-1, {0xdeb4e1b34c94fcb6u, 0x065e6f436c2bf234u, 0xe46b6fe15b15b2c9u, 0x2de0ad78549a9affu, 0x724bb5b27911830cu, 0x0c2cfe2d74639992u, 0x772710e3f97ba3c0u, 0x17b3345df851a9bbu}},
    {-1, {0xdfffe9a8d91d466au, 0xbbb3c9a5ab82a722u, 0x79b4abacc0f1599bu, 0x6ec65c58000efac5u, 0x5bc728b7756de031u, 0x611536c8536c5d1eu, 0x6c5c2ca1ae38abdcu, 0x193b5bad5a722e53u}},
    {-1, {0xe14a08ff20dc5f99u, 0xd7f3fecf548cf897u, 0xda85f1249f700a93u, 0x5208458125a3a03au, 0x4e1cbb0c285680d9u, 0x62c76c6f0fb1a477u, 0x814b6fa6187bea15u, 0x206f0e7b96e9be1fu}},
    {-1, {0xe2933d68b6b5027bu, 0x9ec24d7f57638667u, 0xe2f3660d2bdcf801u, 0xb1c3bba26189285fu, 0xed884719929284d5u, 0xddd140b344126dcau, 0xdccdf4575b7b49e8u, 0x5eca8649aadc6fc5u}},
    {-1, {0xe3dbb6861bf3584bu, 0x0838fa368a1d08d9u, 0x5b622aa483e2c15fu, 0xe6952876be44f9e7u, 0x6257f6d5e8fb75e4u, 0x9e427cc6e6b97b07u, 0x28a1f1e2d3bf7bddu, 0x2a8e958ecd1d62b2u}},
    {-1, {0xe5237265c5ba1261u, 0xe8576d9e006a3a29u, 0xc9e8c75adfa65e6fu, 0x9ea66e92d8baf4f6u, 0x99429854e9b4f849u, 0xf8090c73f645b5aau, 0xde77f93bcb64dc3au, 0x86fd5c0933696c78u}},
    {-1, {0xe66a6f1425b471c6u, 0xb7d4352568f0f2abu, 0x114b7a6108310050u, 0x8676be2713225289u, 0x6be7cee960c8bdceu, 0x26c9ecfeab957f4fu, 0x762bf9fee5d5b5c5u, 0x2846e0677a52de35u}},
    {-1, {0xe7b0784ba9b5dc21u, 0x457e255743f1f8cau, 0xa2409f01e2a307e8u, 0xce679f3668cac4c2u, 0x53bd2816f5d3ce9bu, 0x9529714757428d7cu, 0xecc913dba9b49847u, 0x0655c4c35f6ae79fu}},
    {-1, {0xe8f58bb4c627af0fu, 0x476f801fd36088e7u, 0x287dffdd24924aedu, 0x10edd1439a9b02d4u, 0x65ba7d206c3e1395u, 0x4a97ff0b1d4f8fccu, 0x310819811c87ca5fu, 0xb4702ecac8900f53u}},
    {-1, {0xea3a0c15f6f77c94u, 0x9347d878d571cdf9u, 0x21faf791f2431ad7u, 0x3ecfdb1193cc776au, 0x81fd675c3fd47e2fu, 0x7bae04480fb1c6f2u, 0x43646fdf1d110f24u, 0x963c561379665cd1u}},
    {-1, {0xeb7dc523c88469e5u, 0xe640a9043d6ee3eeu, 0x133f48320800610au, 0xa08a106766f10eeeu, 0xb73f89d18862e3e6u, 0x7a734974a1a5790fu, 0xe38990a1aa8a7d81u, 0x1714c1c2a873999fu}},
    {-1, {0xecc08210d7e162a7u, 0x5deff13e8ab0a362u, 0x30f2fd1a18743f16u, 0xc9cc6df63e7a59eau, 0xef669cd09a0d72e5u, 0xf54208952d0e21a8u, 0x076177a78b0d0403u, 0x5a8076efdc4d420fu}},
    {-1, {0xee02a65ddc0de03au, 0x54332b72faadc4f8u, 0x15266c79d932caa5u, 0x056835af375df475u, 0x1e0b82285fe39dbeu, 0x91538cd9e5512a3cu, 0xaa41e763cfc26debu, 0x9aaec43b424a3787u}},
    {-1, {0xef43ca49a7652242u, 0x7135c41a4449f079u, 0xc977b771df567cedu, 0x19cc24ace8ec6bbbu, 0x0bd5ffc2703cedbcu, 0xc8c28833874d75fau, 0xb8aae0a4435bd70cu, 0x9a98291fac90debcu}},
    {-1, {0xf08451d12e8c41f5u, 0xebab2b16441b8828u, 0x5f89174dc1d047f0u, 0x9ed1f4994990810bu, 0x84c4ad4c16adb80au, 0xed7a339537e080d0u, 0x19b56a81de8882a9u, 0xe385b7eaa1376ed3u}},
    {-1, {0xf1c407ff8c7bee6eu, 0x13ab76c76d77e84au, 0x3d57f64b955bf0d7u, 0x978cb191b2e69502u, 0xbbb14f09c078cfa9u, 0xf238372fd7c635f5u, 0x8ca48388fdf9745eu, 0xebfe38a86c4aece8u}},
    {-1, {0xf302eace064a5874u, 0x2c64b0897b308102u, 0x5483e76c8dd2f26du, 0xc95c27f711bdc850u, 0x1a8847362dea2d35u, 0x90648cc117649ec0u, 0x708dd6b3d494dcddu, 0x5a1269a3cbea50b3u}},
    {-1, {0xf440f834114a39c5u, 0x3b6132072be4201fu, 0xce5c9b6c520b9fbbu, 0xf2a915175b57018fu, 0x1c91ba8a2cda5f7au, 0xdaf14680207ee76eu, 0xedb567251245563fu, 0x4e2807e095464cc8u}},
    {-1, {0xf57e61d754f9d57au, 0x68676283e258da7bu, 0x54da8c4f0f3a4dbau, 0xa98248805f34d354u, 0xa1eb916a246c2feeu, 0xf483bac6695c0b8bu, 0x6acc2d103c35a0efu, 0xd17c600e3020a74du}},
    {-1, {0xf6baf23bb3766ec3u, 0x7563e7f72420e820u, 0xb334d69438922a4fu, 0x85d13118e6afd9e1u, 0x4fe7d0b5718da1f6u, 0xebbb9cd095d89e63u, 0x3bbc4cbb7bf00614u, 0x10e6037136709111u}},
    {-1, {0xf7f6db434951a90du, 0x2ac7cb8c06e8f1dcu, 0x5fe2762af1979e5cu, 0x88b9df20414e67e7u, 0xaffdf4b2fc2f27ebu, 0xb81a2087ca18ca14u, 0x5517701ec50d789du, 0x983b8bcdd761d6e7u}},
    {-1, {0xf931e72e75e51f07u, 0x66d114d6ad859c07u, 0xb4fa6b93b0b6270cu, 0xe6e9dbb6e9b29c2bu, 0x6e1a9ee8e5de0e3fu, 0xedfcd10035f2fb15u, 0x781f3e6e20426841u, 0x341515512597ac8au}},
    {-1, {0xfa6c481bdcd449b5u, 0xd5063b10406a060au, 0x96ace43f07307eb1u, 0x4466ce71b7b45020u, 0x109aa436fbae4aa9u, 0xef72c953168edaf6u, 0x8f2a28acf8b095ecu, 0x527a06f9399fab90u}},
    {-1, {0xfba5c8086b76c539u, 0x3b9ba4c5d2e66102u, 0x0f9b001931f5b012u, 0xf97ea2a9ca361cf3u, 0x3daa958de2e91262u, 0x9519274a03b8dbc6u, 0x6c54c6952549ba11u, 0xd05f01bbbeb5b905u}},
    {-1, {0xfcde994f5d0c469cu, 0x0c58a722ba6a3b67u, 0x1a4f431ec03bcb81u, 0x068aeaced34159a3u, 0xfdaa80366bc5fcb3u, 0x01ffeb739aed3bd9u, 0x0ed34393f341b30eu, 0xecfe08c295cf6411u}},
    {-1, {0xfe16ba3a3e7c549fu, 0x22b1d7830159d446u, 0xb7e84263f67c9832u, 0x66b9a5ea06d54ebau, 0x1f94229c98f1736du, 0x91e4aedc8fe08489u, 0x691b4e0a37340049u, 0x67a84e639b6b34fau}},
    {-1, {0xff4df460f3767999u, 0xcf55770450bcb149u, 0x1b2cac562042fa23u, 0x51ab4293c5367985u, 0x83b2312862b0ab1au, 0x75ff6c6c692e3edeu, 0xbbc88af86eea9d71u, 0x4693c3715e69f594u}},
    {0, {0x804257a4dba8ffc7u, 0x9129c38b1901e0deu, 0x7f8db8a9c40341e7u, 0xa7ed69bd9d1dbfe4u, 0xfad486a925279315u, 0xb1912346310a3785u, 0x76db7ba196220d57u, 0xda1227982a30a1f8u}},
    {0, {0x80dd3fdc932dd0abu, 0xf434544c27cc0719u, 0x3264a3f3bee950aeu, 0xd7bfd3efcc7802a0u, 0xef7fb81a11dbe662u, 0xfe46b9f02af33b6au, 0xeff2c7a5b66b5565u, 0xcb5c8f2d872dbd46u}},
    {0, {0x8177cc511ea4dbc6u, 0x8aa799e19d7de209u, 0xd7ab24f623275cdbu, 0x18ebf2438656f85au, 0xb5f5d558686ee2d1u, 0xbfef34a7824eb4adu, 0x9ea6caa353040088u, 0x302fa4177b5d153eu}},
    {0, {0x8211fc232f59002au, 0x68c9dc6ccfd9e3dfu, 0x19bcee02cd995cfau, 0xe6bb49ae4c135a2fu, 0xd5d308b79c82cae9u, 0xce94a78b38d2c342u, 0x49fea1b2ddbb6f0bu, 0xd04c4a146bc2331eu}},
    {0, {0x82abe91aab64508du, 0x049216312cae6af8u, 0xf01c806d5a447e01u, 0x7b7a5748505027bdu, 0x44a24aa49ab1f8a2u, 0x884fa71e2da9a658u, 0xa38bdbbedeafc825u, 0x2b8d52e1063053f2u}},
    {0, {0x83455d16af5c6ef3u, 0x4d5d21e5069caf7du, 0x296e2be9c17ba1acu, 0x101b1bd37a70cb6au, 0x98e6bd3fd605b474u, 0xdc1c11d41866e397u, 0x2d12933f1f0550c3u, 0xb5f3491d5b480d7fu}},
    {0, {0x83de71cd915d5ffbu, 0x8751e6598a87e2f5u, 0xbd3de94b616e9fd4u, 0xa37f6c102c4d922eu, 0x9ca55284e330c70du, 0x8b740906b0f3c615u, 0xd76746721e8c0beeu, 0x629257e1feb51bafu}},
    {0, {0x84774134e1358454u, 0x54c50620c08a23d8u, 0x7a6c6d89aaa7c8cbu, 0x8498e90fd97ae947u, 0x5906ed847b1c5cd7u, 0xdc8b395939cb5d74u, 0x2be90283c97e09b0u, 0x6730c250f269272fu}},
    {0, {0x850fafb16b5e704bu, 0x747796dbed179390u, 0x4d71aa7043a9f9e9u, 0x4e89763345a2c96au, 0x1103f953b09c494cu, 0xbfb240bb9012370bu, 0x5b750b53fb4836efu, 0x83f3f22b60c72134u}},
    {0, {0x85a7bc5f39d91039u, 0x4664d5ff9a1136b3u, 0x7a1cb7723881f16cu, 0x843e64d9fd298c32u, 0xb8cc19b90a6d21c0u, 0xbf12a9af1c61b5edu, 0x8e86bc54007b72beu, 0x6629e0b16fcc6d49u}},
    {0, {0x863f66599729a8b1u, 0x6151fd9d30fb2138u, 0x3d49343c06bfae98u, 0x8b2373a81cbd19c6u, 0x98637742841e4a42u, 0x2e1bbe51587bf6c0u, 0xd74c7378a525029eu, 0x62b1ba53de9b4a28u}},
    {0, {0x86d6c7d30fdf082cu, 0xdcb52364d7a5d81bu, 0x196034da604a3561u, 0x0dbf13ea5be40530u, 0x9344a4de18c51da3u, 0x091891d527128600u, 0xd4e990a4babfbedau, 0x6798483ad59e1250u}},
    {0, {0x876dc4ed730051c5u, 0xd673b759869577d1u, 0x60306105f6ce3ce8u, 0xb42563148caa08b7u, 0x0e273f64d8ed3758u, 0x93572390b176dd95u, 0x2e88c694a13dc96au, 0x189ae577d45f318bu}},
    {0, {0x88045cc1d5e18f0du, 0x8a9ab914b423a71au, 0x16ec0f4ca7599503u, 0xd5d8cea3bb8bb1cbu, 0x5b33fb5010a6d864u, 0xf1b224595731764fu, 0x15f3b1a514732fe0u, 0xd976ac36732dfaf4u}},
    {0, {0x889ac4f89351ee20u, 0xd6beb8e9650a08fdu, 0xe44af94d266ff3a2u, 0x970151f33afe9570u, 0xd52f6995d788e773u, 0xf0b49f77da9807dfu, 0x73df88e284a524c4u, 0x184f77d0f07b055cu}},
    {0, {0x8930ab014fe9f96cu, 0x19ac99a3d80d58beu, 0x773fbcfdf6a168b7u, 0xe2584cb5681eeebbu, 0x0da3b66fc922e824u, 0xb0fcb8d586985713u, 0x8d8cd063c7134764u, 0xdcc296aad4eb061bu}},
    {0, {0x89c64492faa242dcu, 0xe13acbf41efce57bu, 0x7565ac7ce7061d15u, 0xb0bd80bdf25cc57du, 0x06a51af1321cd772u, 0x2266f1d5bba44cd9u, 0xab46f265f6224138u, 0xacb678d04b32c62cu}},
    {0, {0x8a5b90f3cd165ebau, 0xe650e3d6a16b2acfu, 0x5e0a7e7136d8ba46u, 0x57c319fbea2b8769u, 0xfd48184ac13e1c26u, 0x4873f5c94adffd15u, 0xfca876a4d32f96a9u, 0x0cf7bf35c4f4280fu}},
    {0, {0x8af08f694faa8f88u, 0xc7c5072a4b179659u, 0x1b3a7db27bde8474u, 0xf846df023d61b6efu, 0xd579a161375d340cu, 0x2217a96979951fb3u, 0xdea1d0de9825c80du, 0x3b41c8bb252ff9f7u}},
    {0, {0x8b8523a059c5967bu, 0x84c96ab49c1526d2u, 0xa1891fd424d70b9au, 0x157424c178219c36u, 0x9411a0d3721c87c5u, 0xc63bee2685fd3382u, 0x7db8aecb44f7e015u, 0x7e4be7e81bfe57c0u}},
    {0, {0x8c19685513263f45u, 0x44b68c06a295cf91u, 0x5c2d09dc7219e140u, 0x0ba3c51564e573b9u, 0x5893eba55edae79du, 0x6688809f5b8e6b73u, 0x57e627783555a9b4u, 0x05664b5af59f6a1eu}},
    {0, {0x8cad5ccaf6113cc1u, 0xf8a747705414a0f1u, 0x51587d3e72abbb6fu, 0x3bf47bf56320b510u, 0xe46c7cbf6f20249du, 0x4aa9176d3a6de9bbu, 0x5fba8633203a813fu, 0x1f6bdfb371ad8947u}},
    {0, {0x8d410044d10ab3cau, 0xf3df2943d5463543u, 0xa23b435716a831b4u, 0xedb5fd0a97ceacdfu, 0xfb61dc29f617e9d1u, 0x237760602ef1cdfeu, 0x1e9c695a4c15197fu, 0xe5a04b00e20c069du}},
    {0, {0x8dd4362cc77e9fe7u, 0x69b21d5daf1fac9bu, 0x7166eb32dad94c0au, 0x03b946f881d40bcdu, 0xeca47f26461565edu, 0x51f37c6dd85931cbu, 0xb16ec1d199fa9ae1u, 0x51a4bf91a9b54cd9u}},
    {0, {0x8e67356454459787u, 0xdbc9529eef8a86a4u, 0xddd6a58b9a88795fu, 0x9f7a7798383d4297u, 0x20e18b7de5f0ae6au, 0x462eb3b3755c3cc7u, 0xd9239b43948b2060u, 0x79c59384f3dbbd9eu}},
    {0, {0x8ef9c56c4ab314aau, 0x5b00bd2ff97c8a4fu, 0x393c75aef48f3213u, 0x48b7978d383638f2u, 0xc4df296133652c58u, 0xb7461db5857783f0u, 0xc09b86a7868b076fu, 0xc93a753777fa14a4u}},
    {0, {0x8f8c1d64d8100fe0u, 0xcb07845bb57b68e2u, 0xf367234c0575cea1u, 0x0bab9c1ff8c11dbau, 0xdde30f557f887657u, 0xe5ccfbb1826e4242u, 0x12138ff03cf415dbu, 0x44893ecc6510dba3u}},
    {0, {0x901e048d84f788e5u, 0x4e4b7045f2947fa4u, 0xcc66a6897edb5045u, 0x2dd530d47effd805u, 0x0eed75b7075ed080u, 0xbc49b36af4b0d092u, 0x8c8cb3216853a7f0u, 0x2b2b5ad4463b3388u}},
    {0, {0x90afb24537446b85u, 0xc4b5a9d55390af9bu, 0x77ec9601550afec8u, 0xd2f5c03f1f20d526u, 0x0c46e5f8a29cced1u, 0x172c601338f7d48du, 0x9fbfe60d69b9f906u, 0x47c8167750ec6298u}},
    {0, {0x914109c23356dda1u, 0x7d0f2880e3def2f9u, 0x84c6d5ccb86eca81u, 0x851c68b30df0334eu, 0x1d381cb26bdfc061u, 0x3819217514273d99u, 0xe7906b03b767703eu, 0x7417021b194983d5u}},
    {0, {0x91d1edfa1cac0a12u, 0xeb9f126926bc4420u, 0xd1734211cb6e8663u, 0x2681445176198322u, 0x362491c7105df90fu, 0xbeb0a6669aaa3dd9u, 0x84b00a15086d33b5u, 0x706b74477cac8478u}},
    {0, {0x9262b301f882b9aeu, 0x8787475c1f346052u, 0xf2f466d74dfb22eeu, 0xb204a5cc021d0735u, 0xa52fce07b2f14757u, 0xdee5512780d8088fu, 0xcbb6b69b031e89a4u, 0xb74c89e315327b23u}},
    {0, {0x92f3033e2ea3ee91u, 0x67c206e9daf90480u, 0xa6d87a0648a1bb85u, 0x254a81a3d4e559f2u, 0xdc03c9207f1e3b6cu, 0xece2b39bb34d28a6u, 0x4988d6245f8913b5u, 0x4caf3f0cb358d48cu}},
    {0, {0x938316aa8bacc8feu, 0x6fd3b95f89bdf1a8u, 0xe440d2f2f9983bf7u, 0x1e58abf60c5c6292u, 0x269af753d4a43b75u, 0xf4311f9eaa02244eu, 0x77e47a8859045371u, 0x390e53a4e17c1743u}},
    {0, {0x9412d02a401afc95u, 0x431ff2878a5add16u, 0xe9c9036fb64e9a6bu, 0xe9a9921dc43437fau, 0x047af5f249d3837cu, 0x9ba96fdc0bcda826u, 0xf8f7b8dae01159ecu, 0x6153ccc41ed1c697u}},
    {0, {0x94a22ef7e3c71988u, 0xbdb5f716f8163e4du, 0xc3080ec338c9e723u, 0x2cc50e1f1234b933u, 0x72d26053c8e9be7bu, 0x1cd99c51d284bcedu, 0xd98be5483014db4bu, 0xe5fb310d307ad972u}},
    {0, {0x95314ef577ca909cu, 0xb4314b7fb14fb3e2u, 0x321329ca1fc8eef5u, 0xd1808958501368b3u, 0xcf28f1cc5a6e9af5u, 0x3757088526b9752au, 0x3ecec56c22daaf8du, 0x0c8d1825f9415525u}},
    {0, {0x95c012d464928dd5u, 0x17597c3a6d3d0326u, 0xc8e4c8ab9bd01f09u, 0x36142c70fc1da5ceu, 0x4869e94b5c8005e2u, 0xfce6240f9eceaf99u, 0x230217c0329bc579u, 0xe1784745285e5866u}},
    {0, {0x964e79cd7eeefdddu, 0xa242381475ae52aeu, 0xeffcde9b431123f2u, 0x45b3a9a8413fd666u, 0x4e5b77d1aefd8c18u, 0x32981e3f71610565u, 0xa39fc8c8c5a3ea2au, 0x7b36b936c3a588bbu}},
    {0, {0x96dc9ff1072b3450u, 0xdc28761a5815dc39u, 0x5f0e52dcabef71a0u, 0xa9dc543fce5d729du, 0xf31f38fc2c24c02au, 0x455ce22916b752cau, 0x5c4c25014ac7251du, 0x78b9bb03c0b865e3u}},
    {0, {0x976a84a6aa52e268u, 0xa313a52543eef38au, 0x4ee0e4b143dea12au, 0x4de433700184056du, 0x331a20e0b6315bd4u, 0xf917aba5d7d9e7f5u, 0xaf76b57aad4f6141u, 0x0dae1bdb02e24a32u}},
    {0, {0x97f80a5d8526c297u, 0x81866202d3fda5e3u, 0xd4e6b40a564cb9fbu, 0x95c4d4b8bed8216du, 0x4c922b885bedef5cu, 0x0472232d9f77b464u, 0xbfd1250856ffe3f4u, 0xde21bd5d5fe4fbd6u}},
    {0, {0x98854d54231999c8u, 0xa81a34c3a51ee37du, 0x6495ab6e4ea75129u, 0x75ad607ee59312a9u, 0x78a8df4624e868b2u, 0xce59303db68416acu, 0x97749f8d909e274fu, 0x3688fbb5bc642888u}},
    {0, {0x99124cf081c8f3c7u, 0x8eddbbe970d0ffd8u, 0x5e26842bfa3873a3u, 0x352a6132471935ceu, 0xe9723db84d4a577au, 0x537c781afba743e5u, 0x4949257889aa2fefu, 0x0ddc8f7d50a26807u}},
    {0, {0x999eeb700f6db120u, 0xd8c8abab1b6c6b92u, 0x965f0709f1d1a63bu, 0x707a357d7443ec8au, 0x12976abcd55090c9u, 0x8c6c6de059f8f947u, 0xfd6747fbb77755edu, 0x0e3fe69287cf702bu}},
    {0, {0x9a2b453fafc69aa1u, 0x02ea0eb464f7187eu, 0x2c48eb6315591a03u, 0xb987eba7c8cb84c7u, 0x4981c673828de59fu, 0x9bbfc4041afb2c5du, 0x4abb090d12cfe935u, 0x9ec74f0d31085cb8u}},
    {0, {0x9ab73c7bb9510bc4u, 0x26613988e28c5323u, 0x9ce21beec5a2ab06u, 0x498748a3dc5a9ba9u, 0x1f1fc37ee7f4bf78u, 0xdc15e4f67e4319cfu, 0x00a384034f44226cu, 0x745c8afa3bbe2cb8u}},
    {0, {0x9b42edaffabf8872u, 0xab27d0c75b63786bu, 0x5fe3594529b32e02u, 0x07d81cee5a74cd1eu, 0x715c4fa47a3c0af4u, 0x2424de2630f877f3u, 0xa6e93d4409ee3366u, 0x8f7d312176b26933u}},
    {0, {0x9bce75a7b71d4638u, 0x3e21410b4a186f31u, 0x382250283c31558du, 0x4aa20381187226fcu, 0x158cd148776e99b0u, 0xb693c6a890f9a32au, 0xaf68780297440c2au, 0x9cd5a5473a7b20c5u}},
    {0, {0x9c599905abdefc0eu, 0xf33372596df410a8u, 0x930093d2462be6d5u, 0x0e306f5689e757c8u, 0x2c0535204d86db60u, 0x6ac8510f13d04ab4u, 0x91f1a130a8170880u, 0x907d8c9a09ba0c11u}},
    {0, {0x9ce474840efa2c72u, 0x525eb8621b13182au, 0x0aaeabd0a076aaafu, 0x4c7b93dc8f57985du, 0xde12d7724ff5489eu, 0x70bc7ca27f552a9fu, 0x6c0f7d578c082606u, 0x94ca072a19094efdu}},
    {0, {0x9d6ee9ec90dff366u, 0x3511a36d4f9b355au, 0x8eb6f74df09d83fdu, 0xcb094f3ace7d74eeu, 0x5698eb375dddd296u, 0x23fd88724260c180u, 0xffc874e5fa76d127u, 0xf485ad3b90341437u}},
    {0, {0x9df933c05d4ef7bau, 0x3bd88b7614bcf5a9u, 0xb60e90ded421d028u, 0xb427a881d26b3e53u, 0xb028048910e5b684u, 0x38baf61b96aeb752u, 0x19272075e8e9da67u, 0xab594148031ead11u}},
    {0, {0x9e8333d81dcce1c7u, 0xee743de18ecb9b19u, 0x2c664aeff7209049u, 0x01fc2390c650ae0au, 0x1e45d43a1663b77du, 0x5f9b7b3073da2098u, 0x0985f78559e88daeu, 0x9d98468904fc3cddu}},
    {0, {0x9f0ce993f92f2237u, 0x0c83579c40413b3eu, 0x8c23c8ba7c6c1cb1u, 0x989f24616d1e530au, 0x5d39fa863af2d14du, 0xafce2648db30f4acu, 0xcf038b5e0c837381u, 0x426148eecb126393u}},
    {0, {0x9f9654539523368bu, 0x1e1ac7e814ef3e27u, 0x713dad29c6e473a9u, 0x08fffa193662fa5fu, 0x1a575fab02603217u, 0xb4d7fd75cfe9e568u, 0xfc0d5b705285206cu, 0x2d164154d39e998bu}},
    {0, {0xa01f558e16cd258fu, 0x4567074b79d6ae1bu, 0xd4e793ed2f05af15u, 0x98f362a8f120bfc2u, 0xec749a473311990eu, 0x0c284cd9a8521f99u, 0x4fd2318b1ddcc364u, 0xdc14700851af9419u}},
    {0, {0xa0a8286225ae82d6u, 0xa75ea4268a74b90eu, 0x3bfa7e1e7327f3beu, 0xc7f42dcb9e8c7ea2u, 0x9c7420b5ea9e844bu, 0xf21bdee6d4758ed0u, 0x1780a8bb1083aeb5u, 0x7194f84dd31b462fu}},
    {0, {0xa130ae55ead45659u, 0x650c40a713297fd2u, 0xf1de3c244525c630u, 0xa7cd632de936df64u, 0x66a529164b339d89u, 0x28db20bccb02be55u, 0xeb7278010ad96af5u, 0x2d9da013d48b4b9du}},
    {0, {0xa1b904df1224b0deu, 0x300855e7cfb813d9u, 0xe8adfed4d67c9af0u, 0xb0755faee08479ccu, 0xdbb2a62ea2642924u, 0xf29aab803a1938d3u, 0x79d35d0ef039aaaau, 0xc43d2f9cd3036da7u}},
    {0, {0xa240ef3acc23c928u, 0x387a12d6ce62ce39u, 0xa06d2099bbc72aabu, 0x6e79635a4940f226u, 0x973bc41841c1f41cu, 0x2c60a066896d66d0u, 0x91bcaa31ee1dd03cu, 0xe65824176f4c23dbu}},
    {0, {0xa2c8a905cf014a09u, 0x8f36c849a81e2d75u, 0x5cfdcf3dddb9f10au, 0x3b9fb38da0b5d1dcu, 0x3c5c4ae5fc93bf29u, 0xd18a57f8d97ceab8u, 0xb51a88255223fbb6u, 0x85704ef51fb102c8u}},
    {0, {0xa35013845671f30eu, 0x092d37ffd2edc060u, 0xaf4cb0c056670f55u, 0x3888a9236c33cfd7u, 0x2648912a3147216du, 0x521632aeef1f3317u, 0x6e6929380c1be867u, 0x161078a70540007cu}},
    {0, {0xa3d72e12257e2c57u, 0x1a72374546e2c164u, 0x05e09727181d9431u, 0x035449a6e0d15006u, 0xf733dd5086319878u, 0x79d60e6301cb27cbu, 0x64f1c0ca112e411cu, 0xfd3b8255f45484dcu}},
    {0, {0xa45df80a88525477u, 0x2d2779c29615f872u, 0xdc16c7ff41c5d59bu, 0x9c2c5a817cf053bcu, 0xf01ee2d1dd834d3du, 0x75aa7df38c6df401u, 0x3e1d144bfa4c1a86u, 0x7e5d742c14777e5bu}},
    {0, {0xa4e48f405322e8bcu, 0xedb36a3b12d560f8u, 0x6ad6e87bead7b3d9u, 0x4607dd98b14827a9u, 0x49c3a795e6f4c973u, 0xcf31e5684900e5d6u, 0x3e6d0e5f7b332396u, 0xb7e6be9f28385342u}},
    {0, {0xa56ad4b5e5a7abebu, 0x664e477e80f7ba0fu, 0xe32dbc05e339e773u, 0xbd4659ce522ce9d0u, 0x9521d244d54a19c0u, 0x618a7991f6441e5du, 0x82c4013042031e37u, 0xe6d3c61937352ebdu}},
    {0, {0xa5f0e65d295c7c3bu, 0x537cdc0c2ac6b88bu, 0x08884690eb33dc01u, 0x3265557703d95b3au, 0x90c3ac99557b46d6u, 0xc28740f505629c3bu, 0x6a4e09d7d2dcdc19u, 0x74ae1b90252d8b41u}},
    {0, {0xa676a5179557dff9u, 0x0a0c87932dcde0feu, 0x44bd5dd49e88471bu, 0x148d2bfae6c1676du, 0x9f368e5d4a604638u, 0xf5f02ae6147a6358u, 0xb121bbcbe24f2f5cu, 0xeca49236689c9c33u}},
    {0, {0xa6fc103e2d3b1450u, 0xfa639e4ea9f26db9u, 0xa851a4dd6f9f064cu, 0xd92fbd2e6903f3e8u, 0x7eee050d3f91f422u, 0xeef94e6ae8f315bau, 0xb3ec5cb4ef67446eu, 0xb090ab9fcecd46bcu}},
    {0, {0xa78145f181bfd0dcu, 0x4ef290be9b8000a4u, 0x3867b4d6c970e030u, 0x7f207fb666fcaa3eu, 0x36b6e7dee72b103bu, 0x2e772fe691565f2bu, 0x35b422be2b17fd38u, 0xd6973b2dd2b52d75u}},
    {0, {0xa80645b9b3add365u, 0x37a0ffeef669167bu, 0x107084007f82095du, 0x45b2c69abffa22fau, 0x479b6bfcb6747dbfu, 0x0fb391772592afeeu, 0xa868d7d2d376e071u, 0xff37c5967053a4c7u}},
    {0, {0xa88af03673c3a564u, 0x71ec8ad9fb36cfcfu, 0xfd7894aa3d593723u, 0x68f019e540e05a6eu, 0x37b838ea4794b8beu, 0xb843f008b290c3b5u, 0xa423926e83e4a407u, 0x6a63abf2fa0fc592u}},
    {0, {0xa90f44bf03133204u, 0x0650cfecb6fddcc2u, 0x04a6833fc474564du, 0xc4b9289f8b45e90bu, 0xb139c07951e076c1u, 0xcbb0aaf140e4f436u, 0xff3d2a0ae72f1db3u, 0x3f2eb5137e53c8f5u}},
    {0, {0xa99361b2343d843au, 0x5d0b4d5fd1e367b2u, 0x8ac237d71c17bb44u, 0x932edd31fd4921a4u, 0xe774ef9fc7a2898du, 0x45e87944a525fc1au, 0xcf3d3daa122fc84fu, 0xf4c48bde5f93fa5bu}},
    {0, {0xaa1746966c064e46u, 0x88be7d0fb983da0fu, 0x8c119a82f10d974du, 0x2b74486771f21f26u, 0xf40485770125b197u, 0x9aa5a6de359e8f1cu, 0x82de16437f71da0au, 0x4158cb32abf5e853u}},
    {0, {0xaa9af2f1a44c18a9u, 0x5efcafbd01fe099bu, 0x6066b3c72ff8e41eu, 0x1ed8e6e81ca79ba5u, 0x4c4b6fd7c3627d2fu, 0x5d6dc28d163203bfu, 0x10d972ebb780ed4du, 0xffae1705fda2cea5u}},
    {0, {0xab1e471169705c4eu, 0x1dcc1abc437ee1c6u, 0x1298d8cf37953fc9u, 0xd3ba3f9c9840f1b7u, 0xcb5535816268e0a1u, 0x2bc2e3214638ac0au, 0x1c4504a29c59fffbu, 0x68aad2d3a9ee4701u}},
    {0, {0xaba1424ade252322u, 0x36f7c2f19b079d6du, 0x771e374b00d25f02u, 0x1e9e3abf9152caa0u, 0xa74505006a4aa20bu, 0x3d6544c4c63ce5b2u, 0xf5eb3d83f38eda22u, 0xbc2c1db5bcaaccbdu}},
    {0, {0xac2422a2ba08cf9eu, 0xf0c2989b1baa4ea9u, 0x0610f4ca2dc26891u, 0xc751f3fd48c6d8c1u, 0x679c35725635a580u, 0xe10c364e7c77ffeau, 0x87bdd9f8a58bb842u, 0x5fec8cc2d6341839u}},
    {0, {0xaca6a8fd4d07b946u, 0x3970bdfdc77d16b9u, 0xa94e8a2488dc34a7u, 0x8bec7c10c59b7b03u, 0x98f8fa3a3d482a20u, 0x66bed7214cd95576u, 0xb053a90b71e1c7fdu, 0x69507da0ade43d83u}},
    {0, {0xad28f4267db16ee5u, 0xc8bfe75e24b03eb7u, 0xb5d73a9a3b1afbd5u, 0xaabcc009d10d881cu, 0x70fc20fd0679e2d6u, 0xc70777b63252e7e7u, 0x310a33a1baeb4fc9u, 0xd5adb42e6835f213u}},
    {0, {0xadab03a1cb7820b4u, 0xa354ac8c7fd7e33fu, 0xa87a4ddc2c41f234u, 0x45f1bad2f5202483u, 0xb79223a8c9e812f2u, 0xb035cdc9ffb76b78u, 0x669c681116f74278u, 0xd06d60b4badc60d1u}},
    {0, {0xae2cb75a4f443de5u, 0x305ea9cdf82ec3b2u, 0xc367a62e11df68ffu, 0x952271528c10c910u, 0x4e0fba98c82bba53u, 0x8486c227da4d0d7du, 0xafda70183b1d2612u, 0x6d1426fac36211cfu}},
    {0, {0xaeae4df2bb33d90au, 0xddc08923b1481d5au, 0xa8a9b3387217732eu, 0x9bcf5a59b61d9feau, 0x5693304db09bd29au, 0x670a26fa46936c09u, 0xcfab2fe38d14c35cu, 0x5b91ec8edf048687u}},
    {0, {0xaf2f87ad5dfb38b9u, 0x735faaa6adbc7925u, 0xe65daa10333befdfu, 0xa088315349d0cae6u, 0xbb292d05af445532u, 0x7352228c5165a0a1u, 0x75ec0a11968920cdu, 0x1bc009d537df9f6cu}},
    {0, {0xafb083a421246e1fu, 0x56e7a450c03bdf69u, 0xa0697d91284e507au, 0xa04dffa50a6bc050u, 0x8a1290630899ad0au, 0x0308fa00e5139c58u, 0x1a3880546595872fu, 0x3442e475273f1649u}},
    {0, {0xb03141588aa97babu, 0xc593eec6296bb15eu, 0x22b42efa9b46fbe4u, 0xd2256443bef4198du, 0x694e30aac297d028u, 0xbc57a406907bbe65u, 0x521c581ff437acd6u, 0x374049d87235b0b3u}},
    {0, {0xb0b1c04bbdfbe7c3u, 0x9dbfdb0f411bd5a0u, 0xa66b4c186d0f8319u, 0x2fef45572c2b1b3eu, 0x91956675bc741843u, 0x0e82bdbf70ce642eu, 0x29d67d2339c5863eu, 0xdfd39f84d704a120u}},
    {0, {0xb131fffe7cb997a1u, 0xaf2b687538db65bdu, 0xcbf72b6a751c2ea5u, 0xbfbd907358c93422u, 0x272ec25db569a613u, 0x80fd273515ed3e9cu, 0x20d8e0aa0a12d693u, 0xf38751f376e92f23u}},
};
static const acc_const acc_asin_c[33] = {
    {0, {0}},
    {-5, {0x8001555eef4a6089u, 0x8669366fd1bbfcb3u, 0xd83a373da3dfb038u, 0xfa06d00a1aee53d0u, 0xb53134fa50595f08u, 0xc5af37a3f6ff44d4u, 0x4d3ea27f1a81b580u, 0xd195f94df2bb70eau}},
    {-4, {0x800555ef05ce40ebu, 0x6ca2a8df1f492715u, 0x57098ec103578198u, 0xa226a088625689e2u, 0x0d0f56a921193a04u, 0x7ef33b14eb7d3cc4u, 0x08f21f47c1251e9du, 0xa3454de2d6761c15u}},
    {-4, {0xc012048fed854980u, 0x650020adbca37df4u, 0xd05d6e4768f8e641u, 0x105724924e47f681u, 0xadad5d3c633a064eu, 0x652bcbda27b3fa61u, 0x45f71a6f3c477c08u, 0x5157669a6024dd9au}},
    {-3, {0x80155ef4a9b0ca30u, 0x5c5b8dbbdda4afabu, 0xaadf5b4e95c1c10eu, 0xa62b26be5274cc23u, 0xf0c3fe3d17818772u, 0x8f653fe112b5a212u, 0xc7afdf8c6cb3779eu, 0xd3f808e64fb6af68u}},
    {-3, {0xa029c8120737ea3du, 0xa02b206f2e3a32b1u, 0x63fb0297496b8062u, 0xc822909ac0bd278fu, 0x1054cbcdbb35043cu, 0xc1c9162fc9c641b7u, 0x69c08a754d927638u, 0x18e018a92aa8aaa6u}},
    {-3, {0xc04849489f2970e7u, 0xb58fcdf7d8acc5dcu, 0x284da8b52458d175u, 0xa9146d51f62a45eau, 0x57462376e98e0cecu, 0xf3e2ae8406c07557u, 0x739472a0d8e4795bu, 0xd225716fd2280c35u}},
    {-3, {0xe072f407b8b96bb1u, 0xdd75178005fb4c09u, 0xbb1b06cb5b156768u, 0xed3a2ca01efcce8fu, 0xd443e85949f3efcfu, 0x704f63dd956b9883u, 0xc3a99b9f24ca3921u, 0xb769ef2c255f49dcu}},
    {-2, {0x8055f06094f0f05fu, 0x3ac3b92750a701d8u, 0xfec8e04d0b256c1cu, 0xb1daa1f3a203fd3cu, 0x9f534dd55d269c29u, 0x33cb23a13f12ae27u, 0x041b1b247c979d4bu, 0x19b101cc5d947dd3u}},
    {-2, {0x907a98184660fc25u, 0x38d9694f89748a2cu, 0xe02a730ac55450cbu, 0x7d04a2e1b84b3368u, 0xdb1ac052c59f1071u, 0x55cde08a42cd67b5u, 0x2af5ad92b9b309f0u, 0x93f91a13a45dc604u}},
    {-2, {0xa0a8865808a116eau, 0x298ae7f1257b93f7u, 0xe48a2e4033d1daf2u, 0x52cb282833735fcbu, 0x71ebdc9f232e7d11u, 0xc94df52276cbba0fu, 0xc849bde6d19bdcafu, 0x5e8f0b39cc3303ecu}},
    {-2, {0xb0e0d5ceaae97cd4u, 0xb904289e138f825fu, 0x7b5e56e4548c150fu, 0xcd746ad90ee4a865u, 0xaab35d16cf1b7a78u, 0x52595bbe1b3a6cd3u, 0xbe279b78321f3038u, 0x83c8b2e5cc81a946u}},
    {-2, {0xc124a76873c7dd77u, 0x87b2d0b05a22498au, 0x48143a6d67703f3bu, 0xf48b0a8a708a395bu, 0xaa3a8f99e7d5c365u, 0x09f7a4049d149cd1u, 0xcff39aa8b4fe5b46u, 0xe68adc94bd48b297u}},
    {-2, {0xd1752315a4cc6d5cu, 0x56d66aac51f455fdu, 0x57b5cb315979d899u, 0x06fbaeda8eb06053u, 0x40f757b69cc64823u, 0xa76017ebf0cd2645u, 0x5894ac62c1e9b904u, 0xe469e8166a94110eu}},
    {-2, {0xe1d3789d57425511u, 0x8c5de02e87d62d19u, 0x3ec561315eaae345u, 0x674f488429b750e4u, 0x0f55280a12a12ae5u, 0x92e3ee88f43340f5u, 0xcd806e75b1514e04u, 0x25bb2c91d56dbfe2u}},
    {-2, {0xf240e07e7389a01cu, 0x9bcb7ab7132b14c0u, 0xed8bea4b1ef9f0fcu, 0xffcc355b7b50dcfcu, 0x9cb58377073cc4a4u, 0xef58af6c4a0828ddu, 0x19d17f7ab26f257eu, 0xbb9e213367591412u}},
    {-1, {0x815f4e705c3e68f2u, 0xe84ed17078211dfdu, 0x2ea46683f6f9f1d1u, 0xbdb45ba6238a21bdu, 0x1c6661ae843ffe44u, 0x505bd15ef6b6ec1au, 0xaab30d331bf4f84au, 0xc8d34acad1e354dau}},
    {-1, {0x89a6fd4c028a3488u, 0x3b0b6a75a3cba4f2u, 0xcdb15000d9d1a9c9u, 0x4d0184ea312083ebu, 0xc0ef7bfe5b4dcdb9u, 0x5ac2e5726399e535u, 0x223ca5125e1aa8b6u, 0x6e61eeea950751cau}},
    {-1, {0x91f8291e2ee15853u, 0xf099d28f5ac7c1bdu, 0xa08c5c3835ddaf09u, 0x19d73dec68fabfe0u, 0x552f3d27596e9dfbu, 0xcd130999c9c10258u, 0x251d9e5aaca07b59u, 0xef02aaa601f9968eu}},
    {-1, {0x9a5384acbd55851eu, 0x1d91d1bacf6b0d52u, 0x2fcdcb51c1cf9c2au, 0x93834dc400a8483au, 0xf142df0ab12a4612u, 0x9b389fc30a20f168u, 0x85d4eb1c8f0298dbu, 0x51d3f6bc96d63b63u}},
    {-1, {0xa2b9c9dc87155363u, 0xec9a653fd30700aeu, 0x359baf364196a02du, 0x8894a07435ac8435u, 0x41060c3463805b71u, 0x77af1e3e2f97e1b8u, 0xfb2f390bae858fd3u, 0x11b71acc5bd1ce1du}},
    {-1, {0xab2bba65b3780c75u, 0x9114c74663d46f21u, 0xe8cdf143fea9b7ddu, 0x59f73fc2b233e1c0u, 0x4c746fafd1b8c783u, 0xb59c5e45539b44cdu, 0x1a43cd8ffceb4da5u, 0x7b6ffccc748ab08bu}},
    {-1, {0xb3aa20994cc373a0u, 0x4fda5765db3b122du, 0xf72a77c0f4eedd92u, 0xec9954633a994828u, 0x69ae6206ad8a3608u, 0x3a11d9786a136bedu, 0x54d4b77bbd9b767cu, 0x9c504abdaf28bbe8u}},
    {-1, {0xbc35d03a7f7c9518u, 0x9cdde0dead986c7du, 0x5d7158bcf39509edu, 0x0cc0d53bf29f2a10u, 0x993ebe33746f22aeu, 0x704dd7ecf3cb43c3u, 0x6866ece2e3cb3acbu, 0xfa2d189b26bdf8a2u}},
    {-1, {0xc4cfa76e4b169827u, 0xd232e036f8dafa79u, 0x2dd9880e54c22baeu, 0x9b933ed61674b60eu, 0x5935067cb8db9007u, 0xe72abfd7eeb85e05u, 0x32c8af32785c5aa0u, 0x8d9ebbc482f03eaau}},
    {-1, {0xcd788fc4dd30e351u, 0x098482db9d0a15f8u, 0xd890e15a17602d7eu, 0xf09e34e94724d192u, 0xe701efbe9aba664fu, 0xcf670beb2241a916u, 0xa441645c85ba1220u, 0x7824fe8fdd8a91e2u}},
    {-1, {0xd6317f6059549397u, 0x3f340a5e23ea32c7u, 0x9160069699320e3au, 0xf2b18a8bd0d885d8u, 0x565ccb93d66fb46du, 0xf269c8411be0d2e9u, 0x1029032d65b71663u, 0x5480f44505937228u}},
    {-1, {0xdefb7a3d734823cfu, 0x7fceca8e8479a441u, 0x1f213ff9e36916ffu, 0x943a62f2687553ebu, 0x5495ae87a9fda625u, 0xf1cc032426445bc6u, 0xb5907d01e1fdb755u, 0x12819961dc4e0e11u}},
    {-1, {0xe7d793a307f4f674u, 0x08a0caa08dd02055u, 0xcaac359c4ada31e4u, 0xd6aa6a66f433d8d5u, 0x3031eab42dfa9a32u, 0x1b9282387fc35e68u, 0x7d89c8b2a9e97d3cu, 0x2f71e1adc9343f7cu}},
    {-1, {0xf0c6efbed0835753u, 0xfeb189a594245fa4u, 0x47ead02f9ce4277fu, 0x7cf7605145b7384bu, 0xe8a52a5143c5c30du, 0x70c712fe06488ad4u, 0x8269df9a644469dcu, 0xd203a2e13da9d635u}},
    {-1, {0xf9cac5766ef79f01u, 0xf65367ac43d3de38u, 0xe96a97b85acb88f4u, 0x34558851e295e2e9u, 0xb67b34f3d99938c0u, 0x90ab43c6cfb5e229u, 0xece70521f1b007f8u, 0x202bd826cad88a73u}},
    {0, {0x8172303abc2d09d1u, 0xc9139aa7a358f2c7u, 0x89c4b0c424e280d7u, 0x0aab6f8f75b5a236u, 0xe8756500bca5283cu, 0x482d84fadf1bd653u, 0xe5bdfce324abb145u, 0xd980065d562abd70u}},
    {0, {0x860a91c16b9b2c23u, 0x2dd99707ab3d688bu, 0x70ac3405b19a884du, 0x56b27f197cb7bcc1u, 0x8b86b0510978033eu, 0x9fb8bbcd337c2cbcu, 0xcac75c494c3f62cfu, 0x8a96239e48e12c2eu}},
};
static const acc_const acc_asin_sqrt1mc2[33] = {
    {1, {0x8000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u}},
    {0, {0xfff7ffdffefff5ffu, 0x8ffabfbdfca5d34du, 0xa01f3034a29a352du, 0x17541228e97aa455u, 0x312d9970858a249cu, 0x4098f69160d648cdu, 0x0eed525a76232d2du, 0x834d35009eae42d5u}},
    {0, {0xffdffdffbff5fe3fu, 0xabef7ca54d19fbcau, 0xb45657cefcf6df86u, 0x0b3e3b1cf4dbce0fu, 0xde010d56554fca54u, 0x7a05a088e4126e92u, 0x861bebfa3cd1cc59u, 0xf3e80b4051d4597du}},
    {0, {0xffb7f5dd25ff50ebu, 0x6a754d52b4a59f6au, 0x0f3ad75d1dabb3edu, 0x5160a3bbf54e1185u, 0x92a32160502f245cu, 0x5703cb4f3b1722f3u, 0x334ab35e486ec84du, 0x1134f04d5e19c920u}},
    {0, {0xff7fdfeff5f8fabbu, 0xdca3329e3153244du, 0xf9ded44be14c4db1u, 0x1b93eec186409fc1u, 0x4f742e3de5d8eb3au, 0xde13faab5d14b36au, 0xcae15c4aba75848eu, 0xae7740283199c7c5u}},
    {0, {0xff37b1a2bb23b7efu, 0x077f9fe90f6db9cau, 0x685320898fcabfdcu, 0x5052fe941dc5582cu, 0x3bdf43ad21a1cecfu, 0x4c2a2301dff10319u, 0x01b5560ad091348eu, 0xfcab659a5352b8e1u}},
    {0, {0xfedf5d48be1faa58u, 0x0d0348d4aab46c9eu, 0xc0bddc0488d8a0bdu, 0x44559fdb9a24aa18u, 0xdc776a1c0f95132au, 0x86d1e93d9d916b6au, 0x50091c2388599e09u, 0xce4c0d3fea0eca7bu}},
    {0, {0xfe76d210f7eda7d3u, 0x60bec7cff22a449eu, 0x6ad911cf8ac3e477u, 0xe7a001175b6ffa2au, 0xcd25fff25583c596u, 0x6e51b65c37a42d02u, 0x02c0159183720229u, 0x55872b3052509bcau}},
    {0, {0xfdfdfbf5e3aaf49au, 0xad7ef64be94dcc4fu, 0xfbecff6e4d18833eu, 0xb553be9f75513d6fu, 0xdd623834bab8efd1u, 0x0dbc23994f96cd80u, 0x81f08c8dfeae8ccdu, 0xc9793871cfa789cbu}},
    {0, {0xfd74c3aa0a4bfb33u, 0x0f089262be807060u, 0x3921c76c25cfd68fu, 0x478d8b2bf2f1f45fu, 0xec71bc5abd34582au, 0x63fa8d7fb930d00cu, 0x12185fdc5a2fca9eu, 0xc05015b723321d51u}},
    {0, {0xfcdb0e811b9283a7u, 0x94722ba34872b9feu, 0x0a3e0c372d46c4c2u, 0x2d9e4bf7fa92f49fu, 0x1f16b1db2d007cfeu, 0xb8be990e75bf0e10u, 0x80da0deaf17c749au, 0xf053397272eddf62u}},
    {0, {0xfc30be555eb7b1cdu, 0x851109c41932fd51u, 0x9bc7bd3af6364341u, 0x4f2f6f1aedd94248u, 0x0f75170c095d44bdu, 0x8a0c9ffbb5f32634u, 0x1ecae84d061da61du, 0x293eb2dbbedf81f3u}},
    {0, {0xfb75b1693b98657fu, 0xc4d46bc6398a49a5u, 0x6f66d174b4beb16fu, 0x0665c95a60f1f8deu, 0xc7f229e217fac8a3u, 0x4aa99fd347248c7bu, 0xf58ee7482b379dcau, 0x2d70f91e19a987e9u}},
    {0, {0xfaa9c24492740973u, 0x77b3e691f20c266cu, 0x40a029a2829225a5u, 0x3ae0188411319a8eu, 0x5c3f9cf311bfdfe2u, 0x52beb363bbaebb01u, 0xacc991c8c6d67ed6u, 0xddb5dc4db739e130u}},
    {0, {0xf9ccc78d8c4362d6u, 0xd336def105c1aef1u, 0x6630121de9627e2au, 0xdaac56b374052ee4u, 0x99943abde037b412u, 0xfcc2b8c5ab2267c9u, 0x310dcf2aed25c2f2u, 0x7514836d1b4c4dddu}},
    {0, {0xf8de93dc80162156u, 0xe59d2cf3bc2fa0dfu, 0xe306bb1d73969d86u, 0x5003e86232cbf099u, 0xbe57b0f22977c432u, 0xb89855e2f897a4c1u, 0x0ee2b6b1857db297u, 0x42eb18a1abac6145u}},
    {0, {0xf7def58a7a76cd8bu, 0xd7403c83f0f447f4u, 0x9626d0c4a47adc63u, 0xafca879f6c95dde9u, 0x85951aca8366ea74u, 0xd9a3c66fbe155b66u, 0x008b7938b405fa8bu, 0xdd5cb0ed44219203u}},
    {0, {0xf6cdb679e2331833u, 0x807ccdf3553b181bu, 0xb5b3eae79d58b349u, 0x3655b0fd24c23da0u, 0x2fedfb0101825adfu, 0xfb6db352f62c2c98u, 0xb177c51d3ce8ce72u, 0x810c5b4f528c9aa8u}},
    {0, {0xf5aa9bd8a1a6cc7cu, 0xfe5702f19e7befb5u, 0xfc171434841f805du, 0xb86362823f5e7744u, 0xa83bd5dc5c8f6b61u, 0x5f6add66917ab5aeu, 0x593f7ccd705c75aeu, 0x244a9cdf41715b87u}},
    {0, {0xf47565db24487da6u, 0x377a10feb8baa5eau, 0x492479ceb2c9c2aau, 0x493993b934f313bau, 0x82f35b04dfc63de0u, 0x7980d9c657502adfu, 0xe685c4a14a073a19u, 0xfa77e36753ae3a78u}},
    {0, {0xf32dcf6f5d1c6f22u, 0x466d70b9e4e34956u, 0xc87dfd51e7011f5eu, 0xd02befe8b0554d1du, 0x28fcf452337c922eu, 0x6ac1af39676bd7a8u, 0x82b2b66310327fdbu, 0x711d4d3a58099362u}},
    {0, {0xf1d38de6eb1eedcbu, 0x36ff26f57c866a0du, 0x3069433ef99941b0u, 0xde1e99c555ce1dcau, 0x6e6f540ed9afd46du, 0x893de7e925f2e383u, 0x55742115c51e38e3u, 0xdf496203ff8a9886u}},
    {0, {0xf06650974bc4a59du, 0x25ca6410951adcdcu, 0xdb0af86c2915efe9u, 0x712752a938f0cef3u, 0xf270d37d071ceb92u, 0x5265fd2f8060de87u, 0x2cd62001d79e77c7u, 0x76b426e59479ae8cu}},
    {0, {0xeee5c06ee042d721u, 0x01450143a13ab413u, 0xe3729b1fc3f74a72u, 0xb31885b6efe86b57u, 0x3db26a25ab0e43deu, 0xab367b4d4bff3fc6u, 0x6de16ab4398ea585u, 0x85b63c1537106a09u}},
    {0, {0xed517f7d570ebfb0u, 0x07c7f02ee9af0f00u, 0xc284f21d5d63f190u, 0xc7eaa179b0e64098u, 0x06c5747ea11df932u, 0x269441dd22175a1du, 0x74576868836de350u, 0xe7e901e65f9ff001u}},
    {0, {0xeba9286dce3c923cu, 0x4ef363a527962ca9u, 0x7cd20e5bd408f9e9u, 0x00c5e3f41c84b9aeu, 0x0b7587509a2cd163u, 0x21675ce87610f1ccu, 0xaac524d21360fc81u, 0xaf89d49737e2c40au}},
    {0, {0xe9ec4df0bb039154u, 0xfe1c5f17366c019du, 0x1b975b467b3290fdu, 0x856ded276d6cce32u, 0xeca5e89b8fc4fdddu, 0xf09ad2f6f323f5acu, 0xe0c601112dea2e3au, 0xc50bd6b5cec382d8u}},
    {0, {0xe81a7a134c10a293u, 0x2b14652774980faau, 0x096fed5f9129e0efu, 0x4130df8879675590u, 0x4370be65890b0cb3u, 0xe223958a02e9623au, 0x5372b11a164ace00u, 0x12564cb795a17a5du}},
    {0, {0xe6332d8194310dc8u, 0xab6592c0fd71a6deu, 0xbda37d8f4733e0a5u, 0xbfb6ee79cd9471a0u, 0xc7c4351e3a38f5d9u, 0x732ab3e2341e1b46u, 0x952dab865c1f2199u, 0x62b4358947cd4615u}},
    {0, {0xe435deb04d12ff76u, 0x92400e6dcd64030bu, 0x3dde957f4bbc5f48u, 0xdfc5f12c9b731d92u, 0x72a6533f2603180bu, 0x08bd2112938fe3b5u, 0xf7b4bef60dc9b925u, 0x9645654e4f325893u}},
    {0, {0xe221f8ea69157710u, 0xac8996d0d0de1ee2u, 0x79709859570b3e60u, 0xe9bd08dc5ed7d5b5u, 0x4b63bd44680a854cu, 0x47505e6dc2acb33eu, 0xbf43e72d39977976u, 0x30ebfc48b1059575u}},
    {0, {0xdff6db3df09d945eu, 0x88295803d194877fu, 0xa660d600ae781868u, 0xf0756f93a61e8bc1u, 0x4b0b487c03d24e6fu, 0xd12eca1961fe8323u, 0x20e86ff269537a68u, 0xb504875de46805f8u}},
    {0, {0xddb3d742c265539du, 0x92ba16b83c5c1dc4u, 0x92ec1a6629ed23ccu, 0x639053243722d371u, 0x2485e7ecaf78aedeu, 0xd4c98557091147c3u, 0xe6267926d1d0f634u, 0x686699d00d6cd1c1u}},
};
/* ln2/256 - C1, C1 = 0x1.62e42fefa39efp-9 = RN(ln2/256) */
static const acc_const acc_ln2_256_lo = {-63, {0xd5e4f1d9cc01f97bu, 0x57a079a193394c5bu, 0x16c5068badc5d57du, 0x15f3dc3b1036f5d6u, 0x4c2acaa97da57d0du, 0x887697571ae09c10u, 0xa213ab9d9488b4dcu, 0x129f4b650b112574u}};
/* 2^(j/16), j = 0..15 */
static const acc_const acc_exp2_16[16] = {
    {1, {0x8000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u}},
    {1, {0x85aac367cc487b14u, 0xc5c95b8c2154c1b2u, 0x148a0459e7585151u, 0x5d42b362af1ee859u, 0x7835af9ab4e6355cu, 0x82dc9bf3421840d1u, 0x9837c3d41306ac68u, 0xb92194ee6ef9e52cu}},
    {1, {0x8b95c1e3ea8bd6e6u, 0xfbe4628758a53c90u, 0x1aa84ffbebac349fu, 0x91e135ee84a3f733u, 0xb4f28c879a524bd4u, 0x9994fac7f4ea654bu, 0x91c07593adb9ffdbu, 0xbc98f6df0efb2afcu}},
    {1, {0x91c3d373ab11c336u, 0x0fd6d8e0ae5ac9d8u, 0x1942b34816fb4f26u, 0xf1203caf65bfb9b9u, 0x4e0d990c27c43643u, 0x23b504fb5dadbb25u, 0x3d60ad2550c927a1u, 0x6b5c31794e75b928u}},
    {1, {0x9837f0518db8a96fu, 0x46ad23182e42f6f6u, 0x5e139a1b14fa8178u, 0xd78b65cbefa7bb6fu, 0xbe47c34d380250a8u, 0x4e9f94ee0c90dbbdu, 0x64cd7b2407d29ae2u, 0x5e7a833e6f457adfu}},
    {1, {0x9ef5326091a111adu, 0xa0911f09ebb9fdd1u, 0x65c15c122133e2a2u, 0x21f977fe7c7fa117u, 0xcd12e5ada91eef7bu, 0xa264696b6f6e2b1cu, 0x0179900af0c3911du, 0x2461803d4410d52fu}},
    {1, {0xa5fed6a9b15138eau, 0x1cbd7f621710701bu, 0x1dd170ace2bcfc17u, 0x2589c98a8290d3f0u, 0x5343b4a0330a8052u, 0xad35e8e58c5ce4f4u, 0xe90c99d7fca1f615u, 0x2b3c1eb60abddab6u}},
    {1, {0xad583eea42a14ac6u, 0x4980a8c8f59a2ec4u, 0x6be409407034fdedu, 0xb165f141833a67dau, 0x458fd5f44e26a7a7u, 0x739a3d061fea7592u, 0xb264c408511ae5edu, 0x8402ba439746c42cu}},
    {1, {0xb504f333f9de6484u, 0x597d89b3754abe9fu, 0x1d6f60ba893ba84cu, 0xed17ac8583339915u, 0x4afc83043ab8a2c3u, 0xa8b1fe6fdc83db39u, 0x0f74a85e439c7b4au, 0x780487363dfa2768u}},
    {1, {0xbd08a39f580c36beu, 0xa8811fb66d0faf7au, 0x15b34bbcb0298f41u, 0x0d9a4be023ece031u, 0x9b985f3a0eae1c1du, 0x283c66db56df97f8u, 0x7d5cef5a3563b696u, 0xe95e047845b13686u}},
    {1, {0xc5672a115506daddu, 0x3e2ad0c964dd9f37u, 0x6b0f939998251a36u, 0xc7686006e4e6c092u, 0xbb2068be237512dfu, 0xefba190ed1a58a51u, 0xad16f010303d3b4eu, 0xa3dd79e8801c9770u}},
    {1, {0xce248c151f8480e3u, 0xe235838f95f2c6edu, 0x6f28610b8c36485au, 0x2bbd398af35c079fu, 0x1b8343088bbdadd4u, 0xcd8caebc5d894c26u, 0x6d528920630d67d4u, 0xfd1086466ea643beu}},
    {1, {0xd744fccad69d6af4u, 0x39a68bb9902d3fdeu, 0x1d733af522058b16u, 0xb5c13ada0e778299u, 0xefb01fda334bca9au, 0x81247458fb61e576u, 0x71b057a47ac6cc84u, 0x1ff761625afa0357u}},
    {1, {0xe0ccdeec2a94e111u, 0x065895048dd333cau, 0x224b251b33092002u, 0x1cb99d3f1ff298a2u, 0x188081fe7062f61eu, 0xf44e17262da49b5du, 0x3ebfe66d1c779893u, 0xadcd05ac7fd6c101u}},
    {1, {0xeac0c6e7dd24392eu, 0xd02d75b3706e54fau, 0xc4faace043b7f91cu, 0x17d8d1e8ca31880au, 0xb338fcd2ac2ffbc8u, 0x091482854d819e44u, 0x32f161aed85bfcc7u, 0x6e501ad2fc30682au}},
    {1, {0xf5257d152486cc2cu, 0x7b9d0c7aed980fc3u, 0x6f510308677709f5u, 0xbdd80329364aa29fu, 0xd22dd036f1906094u, 0x29f075f23730e918u, 0x69ecef1f9bc9a8c8u, 0x7d90542a6db34f93u}},
};
/* 2^(j/256), j = 0..15 */
static const acc_const acc_exp2_256[16] = {
    {1, {0x8000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u}},
    {1, {0x8058d7d2d5e5f6b0u, 0x94d589f608ee4aa2u, 0x2adc0c3f864ba0f5u, 0x9dc70119154b8f9au, 0x26e67e2d8e5503b9u, 0xca79a31d6e8bc56au, 0x378ab07393d2008du, 0xce45f5e5e48a92d5u}},
    {1, {0x80b1ed4fd999ab6cu, 0x25335719b6e6fd20u, 0x01f60261b05f1202u, 0x03c355acba4df4f9u, 0xec4b9758fa9c6247u, 0x76952fdb4c855999u, 0x193ca081d5aa93b2u, 0x444e3384696bac60u}},
    {1, {0x810b40a1d81406d4u, 0x0cef03ab14a6654fu, 0xa9c9ffc2ca67ffdeu, 0xada5b6f36036c859u, 0xd589769863ae8a08u, 0xc84223edda402f4au, 0x3a6756f9241a4633u, 0x964f6f6374fd8c30u}},
    {1, {0x8164d1f3bc030773u, 0x7be56527bd14def4u, 0x9eb851655e2e5c4du, 0xd08075ac1f200e4cu, 0x3cd150681ee711a9u, 0x7fc5ac2d6a544e1eu, 0x878674f594642799u, 0xaa83b474b4039c87u}},
    {1, {0x81bea1708dde6055u, 0xa047bab784691313u, 0xd5abd77e8e1d3a02u, 0x08c5286417cced25u, 0x82f4c8d03bbe688bu, 0xc882d0af296f511cu, 0xe4a208c6527de4a6u, 0xfc3dd5020abd514eu}},
    {1, {0x8218af4373fc25ebu, 0x9c7cd106d23f3768u, 0x205da5fe02d7b22au, 0xf4dd226b00abd888u, 0x138a4aad3c0f3e12u, 0x3754c9c2bc963954u, 0x6010d33a44fd5ee5u, 0x5f321f5f26ee8b63u}},
    {1, {0x8272fb97b2a5894cu, 0x3793aa0d08c818fbu, 0x352354079f8705c1u, 0x3238bcc83c11c14au, 0xa7dd135d4b7e0e95u, 0x6b765e9a2ae57314u, 0x5b985d49dad7267fu, 0x692801e4fb01d794u}},
    {1, {0x82cd8698ac2ba1d7u, 0x3e2a475b46520bffu, 0x29f1a4afbefa5d7cu, 0x2502f15067378a17u, 0x1a0a663aa00992eau, 0xd31a9b212c31da89u, 0x84cc3f6da6eec1c9u, 0xd60088fa82b50d91u}},
    {1, {0x83285071e0fc4546u, 0x90950cc78d29f056u, 0xff36264c3caa8a43u, 0x1f3022a9ea01f849u, 0x519941acdd783627u, 0x6b4d898788b86134u, 0x100b2d464deec04fu, 0x23d25989ca6910cau}},
    {1, {0x8383594eefb6ee36u, 0xe201d4ec3d93f683u, 0xe5c5849563af188bu, 0xa9635773515ea75du, 0xf5558ebccf95c3b6u, 0xc86c989939b50cd9u, 0x1a986d7f4f712ec5u, 0x711c2254a7dfdcf2u}},
    {1, {0x83dea15b9541b132u, 0x334544586ffe6d47u, 0x2af66c991b2a1028u, 0xce8dd8666bb1afd2u, 0x4a752f9b6227c9ecu, 0xbd862ebb45ce5ca4u, 0x8fc7c353044168a7u, 0x0065470dfa3cea24u}},
    {1, {0x843a28c3acde4046u, 0x1af92eca13fd1582u, 0x0d96b414ec4c9d06u, 0x806bddad09d9c4a3u, 0x799ec21b604140c6u, 0xfd266c5c8bf4aba3u, 0x21b97d5c215b76f6u, 0x61ad284983f131dcu}},
    {1, {0x8495efb3303efd2fu, 0xf38ffeb805e14189u, 0xff8d63ef80157021u, 0xf8e7028f144f0fd1u, 0x5b101d7958c76ca3u, 0x3368f8ee89833938u, 0x5abb50bbdd4b908cu, 0x7d94b1a31335aedau}},
    {1, {0x84f1f656379c1a29u, 0x0f03062c26b5ba5du, 0x17011ed39873fe65u, 0xbab5e16c50dfceb9u, 0x96338641e0eea725u, 0x3d395f04d2bd9f7du, 0x9ea44dd5b0d724e6u, 0x0f8d143756c5eb7cu}},
    {1, {0x854e3cd8f9c8c95du, 0x16c873d1d378c1c9u, 0xa23f7708cf218f12u, 0xdbdfa04f28c0d353u, 0xde22aaddf23ffefdu, 0x5e8fad02600e4223u, 0x7ef3f38e638398c5u, 0xc9b998424b576f79u}},
};
/* (2k)! / (4^k (k!)^2 (2k + 1)), floor(c 2^511): asin(w) = sum_k c_k w^(2k+1), asinh with
 * (-1)^k */
static const acc_fix acc_asin_coef[65] = {
    {{0x8000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u}},
    {{0x1555555555555555u, 0x5555555555555555u, 0x5555555555555555u, 0x5555555555555555u, 0x5555555555555555u, 0x5555555555555555u, 0x5555555555555555u, 0x5555555555555555u}},
    {{0x0999999999999999u, 0x9999999999999999u, 0x9999999999999999u, 0x9999999999999999u, 0x9999999999999999u, 0x9999999999999999u, 0x9999999999999999u, 0x9999999999999999u}},
    {{0x05b6db6db6db6db6u, 0xdb6db6db6db6db6du, 0xb6db6db6db6db6dbu, 0x6db6db6db6db6db6u, 0xdb6db6db6db6db6du, 0xb6db6db6db6db6dbu, 0x6db6db6db6db6db6u, 0xdb6db6db6db6db6du}},
    {{0x03e38e38e38e38e3u, 0x8e38e38e38e38e38u, 0xe38e38e38e38e38eu, 0x38e38e38e38e38e3u, 0x8e38e38e38e38e38u, 0xe38e38e38e38e38eu, 0x38e38e38e38e38e3u, 0x8e38e38e38e38e38u}},
    {{0x02dd1745d1745d17u, 0x45d1745d1745d174u, 0x5d1745d1745d1745u, 0xd1745d1745d1745du, 0x1745d1745d1745d1u, 0x745d1745d1745d17u, 0x45d1745d1745d174u, 0x5d1745d1745d1745u}},
    {{0x02389d89d89d89d8u, 0x9d89d89d89d89d89u, 0xd89d89d89d89d89du, 0x89d89d89d89d89d8u, 0x9d89d89d89d89d89u, 0xd89d89d89d89d89du, 0x89d89d89d89d89d8u, 0x9d89d89d89d89d89u}},
    {{0x01c9999999999999u, 0x9999999999999999u, 0x9999999999999999u, 0x9999999999999999u, 0x9999999999999999u, 0x9999999999999999u, 0x9999999999999999u, 0x9999999999999999u}},
    {{0x017a878787878787u, 0x8787878787878787u, 0x8787878787878787u, 0x8787878787878787u, 0x8787878787878787u, 0x8787878787878787u, 0x8787878787878787u, 0x8787878787878787u}},
    {{0x013fde50d79435e5u, 0x0d79435e50d79435u, 0xe50d79435e50d794u, 0x35e50d79435e50d7u, 0x9435e50d79435e50u, 0xd79435e50d79435eu, 0x50d79435e50d7943u, 0x5e50d79435e50d79u}},
    {{0x0112ef3cf3cf3cf3u, 0xcf3cf3cf3cf3cf3cu, 0xf3cf3cf3cf3cf3cfu, 0x3cf3cf3cf3cf3cf3u, 0xcf3cf3cf3cf3cf3cu, 0xf3cf3cf3cf3cf3cfu, 0x3cf3cf3cf3cf3cf3u, 0xcf3cf3cf3cf3cf3cu}},
    {{0x00ef9de9bd37a6f4u, 0xde9bd37a6f4de9bdu, 0x37a6f4de9bd37a6fu, 0x4de9bd37a6f4de9bu, 0xd37a6f4de9bd37a6u, 0xf4de9bd37a6f4de9u, 0xbd37a6f4de9bd37au, 0x6f4de9bd37a6f4deu}},
    {{0x00d3431eb851eb85u, 0x1eb851eb851eb851u, 0xeb851eb851eb851eu, 0xb851eb851eb851ebu, 0x851eb851eb851eb8u, 0x51eb851eb851eb85u, 0x1eb851eb851eb851u, 0xeb851eb851eb851eu}},
    {{0x00bc16ed097b425eu, 0xd097b425ed097b42u, 0x5ed097b425ed097bu, 0x425ed097b425ed09u, 0x7b425ed097b425edu, 0x097b425ed097b425u, 0xed097b425ed097b4u, 0x25ed097b425ed097u}},
    {{0x00a8dd18469ee584u, 0x69ee58469ee58469u, 0xee58469ee58469eeu, 0x58469ee58469ee58u, 0x469ee58469ee5846u, 0x9ee58469ee58469eu, 0xe58469ee58469ee5u, 0x8469ee58469ee584u}},
    {{0x0098b41def7bdef7u, 0xbdef7bdef7bdef7bu, 0xdef7bdef7bdef7bdu, 0xef7bdef7bdef7bdeu, 0xf7bdef7bdef7bdefu, 0x7bdef7bdef7bdef7u, 0xbdef7bdef7bdef7bu, 0xdef7bdef7bdef7bdu}},
    {{0x008af74ea2e8ba2eu, 0x8ba2e8ba2e8ba2e8u, 0xba2e8ba2e8ba2e8bu, 0xa2e8ba2e8ba2e8bau, 0x2e8ba2e8ba2e8ba2u, 0xe8ba2e8ba2e8ba2eu, 0x8ba2e8ba2e8ba2e8u, 0xba2e8ba2e8ba2e8bu}},
    {{0x007f2be3edb6db6du, 0xb6db6db6db6db6dbu, 0x6db6db6db6db6db6u, 0xdb6db6db6db6db6du, 0xb6db6db6db6db6dbu, 0x6db6db6db6db6db6u, 0xdb6db6db6db6db6du, 0xb6db6db6db6db6dbu}},
    {{0x0074f4aa383759f2u, 0x2983759f22983759u, 0xf22983759f229837u, 0x59f22983759f2298u, 0x3759f22983759f22u, 0x983759f22983759fu, 0x22983759f2298375u, 0x9f22983759f22983u}},
    {{0x006c09bd5ec4ec4eu, 0xc4ec4ec4ec4ec4ecu, 0x4ec4ec4ec4ec4ec4u, 0xec4ec4ec4ec4ec4eu, 0xc4ec4ec4ec4ec4ecu, 0x4ec4ec4ec4ec4ec4u, 0xec4ec4ec4ec4ec4eu, 0xc4ec4ec4ec4ec4ecu}},
    {{0x006432ddfd831f38u, 0x31f3831f3831f383u, 0x1f3831f3831f3831u, 0xf3831f3831f3831fu, 0x3831f3831f3831f3u, 0x831f3831f3831f38u, 0x31f3831f3831f383u, 0x1f3831f3831f3831u}},
    {{0x005d4379935f417du, 0x05f417d05f417d05u, 0xf417d05f417d05f4u, 0x17d05f417d05f417u, 0xd05f417d05f417d0u, 0x5f417d05f417d05fu, 0x417d05f417d05f41u, 0x7d05f417d05f417du}},
    {{0x005717d5bbeaaaaau, 0xaaaaaaaaaaaaaaaau, 0xaaaaaaaaaaaaaaaau, 0xaaaaaaaaaaaaaaaau, 0xaaaaaaaaaaaaaaaau, 0xaaaaaaaaaaaaaaaau, 0xaaaaaaaaaaaaaaaau, 0xaaaaaaaaaaaaaaaau}},
    {{0x00519302543df51bu, 0x3bea3677d46cefa8u, 0xd9df51b3bea3677du, 0x46cefa8d9df51b3bu, 0xea3677d46cefa8d9u, 0xdf51b3bea3677d46u, 0xcefa8d9df51b3beau, 0x3677d46cefa8d9dfu}},
    {{0x004c9d561b17cbc1u, 0x4e5e0a72f0539782u, 0x9cbc14e5e0a72f05u, 0x397829cbc14e5e0au, 0x72f05397829cbc14u, 0xe5e0a72f05397829u, 0xcbc14e5e0a72f053u, 0x97829cbc14e5e0a7u}},
    {{0x0048234d5c2b9696u, 0x9696969696969696u, 0x9696969696969696u, 0x9696969696969696u, 0x9696969696969696u, 0x9696969696969696u, 0x9696969696969696u, 0x9696969696969696u}},
    {{0x004414af17ea5826u, 0xa439f656f1826a43u, 0x9f656f1826a439f6u, 0x56f1826a439f656fu, 0x1826a439f656f182u, 0x6a439f656f1826a4u, 0x39f656f1826a439fu, 0x656f1826a439f656u}},
    {{0x004063e58f08a6fbu, 0x586fb586fb586fb5u, 0x86fb586fb586fb58u, 0x6fb586fb586fb586u, 0xfb586fb586fb586fu, 0xb586fb586fb586fbu, 0x586fb586fb586fb5u, 0x86fb586fb586fb58u}},
    {{0x003d057cc1b224fbu, 0x823ee08fb823ee08u, 0xfb823ee08fb823eeu, 0x08fb823ee08fb823u, 0xee08fb823ee08fb8u, 0x23ee08fb823ee08fu, 0xb823ee08fb823ee0u, 0x8fb823ee08fb823eu}},
    {{0x0039efbd4b6dd05fu, 0x75270d0456c797ddu, 0x49c34115b1e5f752u, 0x70d0456c797dd49cu, 0x34115b1e5f75270du, 0x0456c797dd49c341u, 0x15b1e5f75270d045u, 0x6c797dd49c34115bu}},
    {{0x00371a5caccf9cd8u, 0x2192e29f79b47582u, 0x192e29f79b475821u, 0x92e29f79b4758219u, 0x2e29f79b47582192u, 0xe29f79b47582192eu, 0x29f79b47582192e2u, 0x9f79b47582192e29u}},
    {{0x00347e3df0426fdcu, 0x71c71c71c71c71c7u, 0x1c71c71c71c71c71u, 0xc71c71c71c71c71cu, 0x71c71c71c71c71c7u, 0x1c71c71c71c71c71u, 0xc71c71c71c71c71cu, 0x71c71c71c71c71c7u}},
    {{0x0032153ee8fb72b9u, 0xa56a56a56a56a56au, 0x56a56a56a56a56a5u, 0x6a56a56a56a56a56u, 0xa56a56a56a56a56au, 0x56a56a56a56a56a5u, 0x6a56a56a56a56a56u, 0xa56a56a56a56a56au}},
    {{0x002fda0f3da9806du, 0xdf85bb39503d2263u, 0x57e16ece540f4898u, 0xd5f85bb39503d226u, 0x357e16ece540f489u, 0x8d5f85bb39503d22u, 0x6357e16ece540f48u, 0x98d5f85bb39503d2u}},
    {{0x002dc80f20884070u, 0x1a6f4de9bd37a6f4u, 0xde9bd37a6f4de9bdu, 0x37a6f4de9bd37a6fu, 0x4de9bd37a6f4de9bu, 0xd37a6f4de9bd37a6u, 0xf4de9bd37a6f4de9u, 0xbd37a6f4de9bd37au}},
    {{0x002bdb3417b2036bu, 0x7df8c9ea5dbf193du, 0x4bb7e327a976fc64u, 0xf52edf8c9ea5dbf1u, 0x93d4bb7e327a976fu, 0xc64f52edf8c9ea5du, 0xbf193d4bb7e327a9u, 0x76fc64f52edf8c9eu}},
    {{0x002a0ff29848e17au, 0x5581c0e070381c0eu, 0x070381c0e070381cu, 0x0e070381c0e07038u, 0x1c0e070381c0e070u, 0x381c0e070381c0e0u, 0x70381c0e070381c0u, 0xe070381c0e070381u}},
    {{0x0028632b7ea9cbadu, 0x230da740da740da7u, 0x40da740da740da74u, 0x0da740da740da740u, 0xda740da740da740du, 0xa740da740da740dau, 0x740da740da740da7u, 0x40da740da740da74u}},
    {{0x0026d21ca3e08a6cu, 0xcecba2e8ba2e8ba2u, 0xe8ba2e8ba2e8ba2eu, 0x8ba2e8ba2e8ba2e8u, 0xba2e8ba2e8ba2e8bu, 0xa2e8ba2e8ba2e8bau, 0x2e8ba2e8ba2e8ba2u, 0xe8ba2e8ba2e8ba2eu}},
    {{0x00255a53f9a93aa8u, 0xc17df984dc5abbf3u, 0x09b8b577e613716au, 0xefcc26e2d5df984du, 0xc5abbf309b8b577eu, 0x613716aefcc26e2du, 0x5df984dc5abbf309u, 0xb8b577e613716aefu}},
    {{0x0023f9a4b5c944dcu, 0x729cc3f35ba78194u, 0x8b0fcd6e9e06522cu, 0x3f35ba781948b0fcu, 0xd6e9e06522c3f35bu, 0xa781948b0fcd6e9eu, 0x06522c3f35ba7819u, 0x48b0fcd6e9e06522u}},
    {{0x0022ae1e2dd9c214u, 0xd4f25f9d4d1bc250u, 0x3159721ed7e75346u, 0xf0940c565c87b5f9u, 0xd4d1bc2503159721u, 0xed7e75346f0940c5u, 0x65c87b5f9d4d1bc2u, 0x503159721ed7e753u}},
    {{0x002176041783d540u, 0xc62583c3c3c3c3c3u, 0xc3c3c3c3c3c3c3c3u, 0xc3c3c3c3c3c3c3c3u, 0xc3c3c3c3c3c3c3c3u, 0xc3c3c3c3c3c3c3c3u, 0xc3c3c3c3c3c3c3c3u, 0xc3c3c3c3c3c3c3c3u}},
    {{0x00204fc7eff9b17eu, 0xb3fb19611a7b9611u, 0xa7b9611a7b9611a7u, 0xb9611a7b9611a7b9u, 0x611a7b9611a7b961u, 0x1a7b9611a7b9611au, 0x7b9611a7b9611a7bu, 0x9611a7b9611a7b96u}},
    {{0x001f3a03591c2915u, 0x48acaf81702e05c0u, 0xb81702e05c0b8170u, 0x2e05c0b81702e05cu, 0x0b81702e05c0b817u, 0x02e05c0b81702e05u, 0xc0b81702e05c0b81u, 0x702e05c0b81702e0u}},
    {{0x001e337343f5c1f5u, 0x7bc4f56276276276u, 0x2762762762762762u, 0x7627627627627627u, 0x6276276276276276u, 0x2762762762762762u, 0x7627627627627627u, 0x6276276276276276u}},
    {{0x001d3af3c78ce2e4u, 0x0c776325294a5294u, 0xa5294a5294a5294au, 0x5294a5294a5294a5u, 0x294a5294a5294a52u, 0x94a5294a5294a529u, 0x4a5294a5294a5294u, 0xa5294a5294a5294au}},
    {{0x001c4f7c88f08b5eu, 0x29a8aa4d79435e50u, 0xd79435e50d79435eu, 0x50d79435e50d7943u, 0x5e50d79435e50d79u, 0x435e50d79435e50du, 0x79435e50d79435e5u, 0x0d79435e50d79435u}},
    {{0x001b701d9e1f038du, 0xb513707d8151d07eu, 0xae2f8151d07eae2fu, 0x8151d07eae2f8151u, 0xd07eae2f8151d07eu, 0xae2f8151d07eae2fu, 0x8151d07eae2f8151u, 0xd07eae2f8151d07eu}},
    {{0x001a9bfcd93a26fdu, 0x1437ecd445d1745du, 0x1745d1745d1745d1u, 0x745d1745d1745d17u, 0x45d1745d1745d174u, 0x5d1745d1745d1745u, 0xd1745d1745d1745du, 0x1745d1745d1745d1u}},
    {{0x0019d2536c996199u, 0xfc05b49ed81446f8u, 0x6562d9faee41e6a7u, 0x4981446f86562d9fu, 0xaee41e6a74981446u, 0xf86562d9faee41e6u, 0xa74981446f86562du, 0x9faee41e6a749814u}},
    {{0x0019126bdad380c2u, 0x919ae8e84dfb0774u, 0xd0c6d5bf60ee9a18u, 0xdab7ec1dd3431b56u, 0xfd83ba68636adfb0u, 0x774d0c6d5bf60ee9u, 0xa18dab7ec1dd3431u, 0xb56fd83ba68636adu}},
    {{0x00185ba027ef48d6u, 0x88a1062474750750u, 0x7507507507507507u, 0x5075075075075075u, 0x0750750750750750u, 0x7507507507507507u, 0x5075075075075075u, 0x0750750750750750u}},
    {{0x0017ad5842a041b9u, 0x4a2033db865fb370u, 0x72d753bd02647c69u, 0x456217ecdc1cb5d4u, 0xef40991f1a515885u, 0xfb37072d753bd026u, 0x47c69456217ecdc1u, 0xcb5d4ef40991f1a5u}},
    {{0x001707089ddf7dc4u, 0x7e649a78515812c9u, 0xfb4d812c9fb4d812u, 0xc9fb4d812c9fb4d8u, 0x12c9fb4d812c9fb4u, 0xd812c9fb4d812c9fu, 0xb4d812c9fb4d812cu, 0x9fb4d812c9fb4d81u}},
    {{0x00166830f45c9d3eu, 0xf2946bf4a2aeb3e4u, 0x5306eb3e45306eb3u, 0xe45306eb3e45306eu, 0xb3e45306eb3e4530u, 0x6eb3e45306eb3e45u, 0x306eb3e45306eb3eu, 0x45306eb3e45306ebu}},
    {{0x0015d05b303d708cu, 0x3068140fb7b38121u, 0xfb78121fb78121fbu, 0x78121fb78121fb78u, 0x121fb78121fb7812u, 0x1fb78121fb78121fu, 0xb78121fb78121fb7u, 0x8121fb78121fb781u}},
    {{0x00153f1a72738864u, 0x4ce81fe1758ca4bau, 0xfdc61f2a4bafdc61u, 0xf2a4bafdc61f2a4bu, 0xafdc61f2a4bafdc6u, 0x1f2a4bafdc61f2a4u, 0xbafdc61f2a4bafdcu, 0x61f2a4bafdc61f2au}},
    {{0x0014b40a359e1cd7u, 0x4947d1f4ccf38690u, 0x6906906906906906u, 0x9069069069069069u, 0x0690690690690690u, 0x6906906906906906u, 0x9069069069069069u, 0x0690690690690690u}},
    {{0x00142ecd8901ed55u, 0xcb3afc222f88960cu, 0xe8560ce8560ce856u, 0x0ce8560ce8560ce8u, 0x560ce8560ce8560cu, 0xe8560ce8560ce856u, 0x0ce8560ce8560ce8u, 0x560ce8560ce8560cu}},
    {{0x0013af0e609ce854u, 0xbf8606dc4c4ba4f5u, 0x6be69c8fde261528u, 0x32c6e043b3d5af9au, 0x723f789854a0cb1bu, 0x810ecf56be69c8fdu, 0xe26152832c6e043bu, 0x3d5af9a723f78985u}},
    {{0x0013347cf7c47504u, 0xed911d3670ca4c95u, 0xda895da895da895du, 0xa895da895da895dau, 0x895da895da895da8u, 0x95da895da895da89u, 0x5da895da895da895u, 0xda895da895da895du}},
    {{0x0012becf4416594fu, 0xe037933f75c97ca9u, 0xfbe76c8b43958106u, 0x24dd2f1a9fbe76c8u, 0xb4395810624dd2f1u, 0xa9fbe76c8b439581u, 0x0624dd2f1a9fbe76u, 0xc8b4395810624dd2u}},
    {{0x00124dc076d00a00u, 0x6340eba7c281907du, 0xfbf7efdfbf7efdfbu, 0xf7efdfbf7efdfbf7u, 0xefdfbf7efdfbf7efu, 0xdfbf7efdfbf7efdfu, 0xbf7efdfbf7efdfbfu, 0x7efdfbf7efdfbf7eu}},
    {{0x0011e1108ae0e351u, 0xe5e9a1b95f57e479u, 0x53594d653594d653u, 0x594d653594d65359u, 0x4d653594d653594du, 0x653594d653594d65u, 0x3594d653594d6535u, 0x94d653594d653594u}},
};
/* 1/(m + 1), floor(c 2^511): log1p(t) = t sum_m (-1)^m t^m/(m + 1) */
static const acc_fix acc_log1p_coef[65] = {
    {{0x8000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u}},
    {{0x4000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u}},
    {{0x2aaaaaaaaaaaaaaau, 0xaaaaaaaaaaaaaaaau, 0xaaaaaaaaaaaaaaaau, 0xaaaaaaaaaaaaaaaau, 0xaaaaaaaaaaaaaaaau, 0xaaaaaaaaaaaaaaaau, 0xaaaaaaaaaaaaaaaau, 0xaaaaaaaaaaaaaaaau}},
    {{0x2000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u}},
    {{0x1999999999999999u, 0x9999999999999999u, 0x9999999999999999u, 0x9999999999999999u, 0x9999999999999999u, 0x9999999999999999u, 0x9999999999999999u, 0x9999999999999999u}},
    {{0x1555555555555555u, 0x5555555555555555u, 0x5555555555555555u, 0x5555555555555555u, 0x5555555555555555u, 0x5555555555555555u, 0x5555555555555555u, 0x5555555555555555u}},
    {{0x1249249249249249u, 0x2492492492492492u, 0x4924924924924924u, 0x9249249249249249u, 0x2492492492492492u, 0x4924924924924924u, 0x9249249249249249u, 0x2492492492492492u}},
    {{0x1000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u}},
    {{0x0e38e38e38e38e38u, 0xe38e38e38e38e38eu, 0x38e38e38e38e38e3u, 0x8e38e38e38e38e38u, 0xe38e38e38e38e38eu, 0x38e38e38e38e38e3u, 0x8e38e38e38e38e38u, 0xe38e38e38e38e38eu}},
    {{0x0cccccccccccccccu, 0xccccccccccccccccu, 0xccccccccccccccccu, 0xccccccccccccccccu, 0xccccccccccccccccu, 0xccccccccccccccccu, 0xccccccccccccccccu, 0xccccccccccccccccu}},
    {{0x0ba2e8ba2e8ba2e8u, 0xba2e8ba2e8ba2e8bu, 0xa2e8ba2e8ba2e8bau, 0x2e8ba2e8ba2e8ba2u, 0xe8ba2e8ba2e8ba2eu, 0x8ba2e8ba2e8ba2e8u, 0xba2e8ba2e8ba2e8bu, 0xa2e8ba2e8ba2e8bau}},
    {{0x0aaaaaaaaaaaaaaau, 0xaaaaaaaaaaaaaaaau, 0xaaaaaaaaaaaaaaaau, 0xaaaaaaaaaaaaaaaau, 0xaaaaaaaaaaaaaaaau, 0xaaaaaaaaaaaaaaaau, 0xaaaaaaaaaaaaaaaau, 0xaaaaaaaaaaaaaaaau}},
    {{0x09d89d89d89d89d8u, 0x9d89d89d89d89d89u, 0xd89d89d89d89d89du, 0x89d89d89d89d89d8u, 0x9d89d89d89d89d89u, 0xd89d89d89d89d89du, 0x89d89d89d89d89d8u, 0x9d89d89d89d89d89u}},
    {{0x0924924924924924u, 0x9249249249249249u, 0x2492492492492492u, 0x4924924924924924u, 0x9249249249249249u, 0x2492492492492492u, 0x4924924924924924u, 0x9249249249249249u}},
    {{0x0888888888888888u, 0x8888888888888888u, 0x8888888888888888u, 0x8888888888888888u, 0x8888888888888888u, 0x8888888888888888u, 0x8888888888888888u, 0x8888888888888888u}},
    {{0x0800000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u}},
    {{0x0787878787878787u, 0x8787878787878787u, 0x8787878787878787u, 0x8787878787878787u, 0x8787878787878787u, 0x8787878787878787u, 0x8787878787878787u, 0x8787878787878787u}},
    {{0x071c71c71c71c71cu, 0x71c71c71c71c71c7u, 0x1c71c71c71c71c71u, 0xc71c71c71c71c71cu, 0x71c71c71c71c71c7u, 0x1c71c71c71c71c71u, 0xc71c71c71c71c71cu, 0x71c71c71c71c71c7u}},
    {{0x06bca1af286bca1au, 0xf286bca1af286bcau, 0x1af286bca1af286bu, 0xca1af286bca1af28u, 0x6bca1af286bca1afu, 0x286bca1af286bca1u, 0xaf286bca1af286bcu, 0xa1af286bca1af286u}},
    {{0x0666666666666666u, 0x6666666666666666u, 0x6666666666666666u, 0x6666666666666666u, 0x6666666666666666u, 0x6666666666666666u, 0x6666666666666666u, 0x6666666666666666u}},
    {{0x0618618618618618u, 0x6186186186186186u, 0x1861861861861861u, 0x8618618618618618u, 0x6186186186186186u, 0x1861861861861861u, 0x8618618618618618u, 0x6186186186186186u}},
    {{0x05d1745d1745d174u, 0x5d1745d1745d1745u, 0xd1745d1745d1745du, 0x1745d1745d1745d1u, 0x745d1745d1745d17u, 0x45d1745d1745d174u, 0x5d1745d1745d1745u, 0xd1745d1745d1745du}},
    {{0x0590b21642c8590bu, 0x21642c8590b21642u, 0xc8590b21642c8590u, 0xb21642c8590b2164u, 0x2c8590b21642c859u, 0x0b21642c8590b216u, 0x42c8590b21642c85u, 0x90b21642c8590b21u}},
    {{0x0555555555555555u, 0x5555555555555555u, 0x5555555555555555u, 0x5555555555555555u, 0x5555555555555555u, 0x5555555555555555u, 0x5555555555555555u, 0x5555555555555555u}},
    {{0x051eb851eb851eb8u, 0x51eb851eb851eb85u, 0x1eb851eb851eb851u, 0xeb851eb851eb851eu, 0xb851eb851eb851ebu, 0x851eb851eb851eb8u, 0x51eb851eb851eb85u, 0x1eb851eb851eb851u}},
    {{0x04ec4ec4ec4ec4ecu, 0x4ec4ec4ec4ec4ec4u, 0xec4ec4ec4ec4ec4eu, 0xc4ec4ec4ec4ec4ecu, 0x4ec4ec4ec4ec4ec4u, 0xec4ec4ec4ec4ec4eu, 0xc4ec4ec4ec4ec4ecu, 0x4ec4ec4ec4ec4ec4u}},
    {{0x04bda12f684bda12u, 0xf684bda12f684bdau, 0x12f684bda12f684bu, 0xda12f684bda12f68u, 0x4bda12f684bda12fu, 0x684bda12f684bda1u, 0x2f684bda12f684bdu, 0xa12f684bda12f684u}},
    {{0x0492492492492492u, 0x4924924924924924u, 0x9249249249249249u, 0x2492492492492492u, 0x4924924924924924u, 0x9249249249249249u, 0x2492492492492492u, 0x4924924924924924u}},
    {{0x0469ee58469ee584u, 0x69ee58469ee58469u, 0xee58469ee58469eeu, 0x58469ee58469ee58u, 0x469ee58469ee5846u, 0x9ee58469ee58469eu, 0xe58469ee58469ee5u, 0x8469ee58469ee584u}},
    {{0x0444444444444444u, 0x4444444444444444u, 0x4444444444444444u, 0x4444444444444444u, 0x4444444444444444u, 0x4444444444444444u, 0x4444444444444444u, 0x4444444444444444u}},
    {{0x0421084210842108u, 0x4210842108421084u, 0x2108421084210842u, 0x1084210842108421u, 0x0842108421084210u, 0x8421084210842108u, 0x4210842108421084u, 0x2108421084210842u}},
    {{0x0400000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u}},
    {{0x03e0f83e0f83e0f8u, 0x3e0f83e0f83e0f83u, 0xe0f83e0f83e0f83eu, 0x0f83e0f83e0f83e0u, 0xf83e0f83e0f83e0fu, 0x83e0f83e0f83e0f8u, 0x3e0f83e0f83e0f83u, 0xe0f83e0f83e0f83eu}},
    {{0x03c3c3c3c3c3c3c3u, 0xc3c3c3c3c3c3c3c3u, 0xc3c3c3c3c3c3c3c3u, 0xc3c3c3c3c3c3c3c3u, 0xc3c3c3c3c3c3c3c3u, 0xc3c3c3c3c3c3c3c3u, 0xc3c3c3c3c3c3c3c3u, 0xc3c3c3c3c3c3c3c3u}},
    {{0x03a83a83a83a83a8u, 0x3a83a83a83a83a83u, 0xa83a83a83a83a83au, 0x83a83a83a83a83a8u, 0x3a83a83a83a83a83u, 0xa83a83a83a83a83au, 0x83a83a83a83a83a8u, 0x3a83a83a83a83a83u}},
    {{0x038e38e38e38e38eu, 0x38e38e38e38e38e3u, 0x8e38e38e38e38e38u, 0xe38e38e38e38e38eu, 0x38e38e38e38e38e3u, 0x8e38e38e38e38e38u, 0xe38e38e38e38e38eu, 0x38e38e38e38e38e3u}},
    {{0x03759f22983759f2u, 0x2983759f22983759u, 0xf22983759f229837u, 0x59f22983759f2298u, 0x3759f22983759f22u, 0x983759f22983759fu, 0x22983759f2298375u, 0x9f22983759f22983u}},
    {{0x035e50d79435e50du, 0x79435e50d79435e5u, 0x0d79435e50d79435u, 0xe50d79435e50d794u, 0x35e50d79435e50d7u, 0x9435e50d79435e50u, 0xd79435e50d79435eu, 0x50d79435e50d7943u}},
    {{0x0348348348348348u, 0x3483483483483483u, 0x4834834834834834u, 0x8348348348348348u, 0x3483483483483483u, 0x4834834834834834u, 0x8348348348348348u, 0x3483483483483483u}},
    {{0x0333333333333333u, 0x3333333333333333u, 0x3333333333333333u, 0x3333333333333333u, 0x3333333333333333u, 0x3333333333333333u, 0x3333333333333333u, 0x3333333333333333u}},
    {{0x031f3831f3831f38u, 0x31f3831f3831f383u, 0x1f3831f3831f3831u, 0xf3831f3831f3831fu, 0x3831f3831f3831f3u, 0x831f3831f3831f38u, 0x31f3831f3831f383u, 0x1f3831f3831f3831u}},
    {{0x030c30c30c30c30cu, 0x30c30c30c30c30c3u, 0x0c30c30c30c30c30u, 0xc30c30c30c30c30cu, 0x30c30c30c30c30c3u, 0x0c30c30c30c30c30u, 0xc30c30c30c30c30cu, 0x30c30c30c30c30c3u}},
    {{0x02fa0be82fa0be82u, 0xfa0be82fa0be82fau, 0x0be82fa0be82fa0bu, 0xe82fa0be82fa0be8u, 0x2fa0be82fa0be82fu, 0xa0be82fa0be82fa0u, 0xbe82fa0be82fa0beu, 0x82fa0be82fa0be82u}},
    {{0x02e8ba2e8ba2e8bau, 0x2e8ba2e8ba2e8ba2u, 0xe8ba2e8ba2e8ba2eu, 0x8ba2e8ba2e8ba2e8u, 0xba2e8ba2e8ba2e8bu, 0xa2e8ba2e8ba2e8bau, 0x2e8ba2e8ba2e8ba2u, 0xe8ba2e8ba2e8ba2eu}},
    {{0x02d82d82d82d82d8u, 0x2d82d82d82d82d82u, 0xd82d82d82d82d82du, 0x82d82d82d82d82d8u, 0x2d82d82d82d82d82u, 0xd82d82d82d82d82du, 0x82d82d82d82d82d8u, 0x2d82d82d82d82d82u}},
    {{0x02c8590b21642c85u, 0x90b21642c8590b21u, 0x642c8590b21642c8u, 0x590b21642c8590b2u, 0x1642c8590b21642cu, 0x8590b21642c8590bu, 0x21642c8590b21642u, 0xc8590b21642c8590u}},
    {{0x02b9310572620ae4u, 0xc415c9882b931057u, 0x2620ae4c415c9882u, 0xb9310572620ae4c4u, 0x15c9882b93105726u, 0x20ae4c415c9882b9u, 0x310572620ae4c415u, 0xc9882b9310572620u}},
    {{0x02aaaaaaaaaaaaaau, 0xaaaaaaaaaaaaaaaau, 0xaaaaaaaaaaaaaaaau, 0xaaaaaaaaaaaaaaaau, 0xaaaaaaaaaaaaaaaau, 0xaaaaaaaaaaaaaaaau, 0xaaaaaaaaaaaaaaaau, 0xaaaaaaaaaaaaaaaau}},
    {{0x029cbc14e5e0a72fu, 0x05397829cbc14e5eu, 0x0a72f05397829cbcu, 0x14e5e0a72f053978u, 0x29cbc14e5e0a72f0u, 0x5397829cbc14e5e0u, 0xa72f05397829cbc1u, 0x4e5e0a72f0539782u}},
    {{0x028f5c28f5c28f5cu, 0x28f5c28f5c28f5c2u, 0x8f5c28f5c28f5c28u, 0xf5c28f5c28f5c28fu, 0x5c28f5c28f5c28f5u, 0xc28f5c28f5c28f5cu, 0x28f5c28f5c28f5c2u, 0x8f5c28f5c28f5c28u}},
    {{0x0282828282828282u, 0x8282828282828282u, 0x8282828282828282u, 0x8282828282828282u, 0x8282828282828282u, 0x8282828282828282u, 0x8282828282828282u, 0x8282828282828282u}},
    {{0x0276276276276276u, 0x2762762762762762u, 0x7627627627627627u, 0x6276276276276276u, 0x2762762762762762u, 0x7627627627627627u, 0x6276276276276276u, 0x2762762762762762u}},
    {{0x026a439f656f1826u, 0xa439f656f1826a43u, 0x9f656f1826a439f6u, 0x56f1826a439f656fu, 0x1826a439f656f182u, 0x6a439f656f1826a4u, 0x39f656f1826a439fu, 0x656f1826a439f656u}},
    {{0x025ed097b425ed09u, 0x7b425ed097b425edu, 0x097b425ed097b425u, 0xed097b425ed097b4u, 0x25ed097b425ed097u, 0xb425ed097b425ed0u, 0x97b425ed097b425eu, 0xd097b425ed097b42u}},
    {{0x0253c8253c8253c8u, 0x253c8253c8253c82u, 0x53c8253c8253c825u, 0x3c8253c8253c8253u, 0xc8253c8253c8253cu, 0x8253c8253c8253c8u, 0x253c8253c8253c82u, 0x53c8253c8253c825u}},
    {{0x0249249249249249u, 0x2492492492492492u, 0x4924924924924924u, 0x9249249249249249u, 0x2492492492492492u, 0x4924924924924924u, 0x9249249249249249u, 0x2492492492492492u}},
    {{0x023ee08fb823ee08u, 0xfb823ee08fb823eeu, 0x08fb823ee08fb823u, 0xee08fb823ee08fb8u, 0x23ee08fb823ee08fu, 0xb823ee08fb823ee0u, 0x8fb823ee08fb823eu, 0xe08fb823ee08fb82u}},
    {{0x0234f72c234f72c2u, 0x34f72c234f72c234u, 0xf72c234f72c234f7u, 0x2c234f72c234f72cu, 0x234f72c234f72c23u, 0x4f72c234f72c234fu, 0x72c234f72c234f72u, 0xc234f72c234f72c2u}},
    {{0x022b63cbeea4e1a0u, 0x8ad8f2fba9386822u, 0xb63cbeea4e1a08adu, 0x8f2fba9386822b63u, 0xcbeea4e1a08ad8f2u, 0xfba9386822b63cbeu, 0xea4e1a08ad8f2fbau, 0x9386822b63cbeea4u}},
    {{0x0222222222222222u, 0x2222222222222222u, 0x2222222222222222u, 0x2222222222222222u, 0x2222222222222222u, 0x2222222222222222u, 0x2222222222222222u, 0x2222222222222222u}},
    {{0x02192e29f79b4758u, 0x2192e29f79b47582u, 0x192e29f79b475821u, 0x92e29f79b4758219u, 0x2e29f79b47582192u, 0xe29f79b47582192eu, 0x29f79b47582192e2u, 0x9f79b47582192e29u}},
    {{0x0210842108421084u, 0x2108421084210842u, 0x1084210842108421u, 0x0842108421084210u, 0x8421084210842108u, 0x4210842108421084u, 0x2108421084210842u, 0x1084210842108421u}},
    {{0x0208208208208208u, 0x2082082082082082u, 0x0820820820820820u, 0x8208208208208208u, 0x2082082082082082u, 0x0820820820820820u, 0x8208208208208208u, 0x2082082082082082u}},
    {{0x0200000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u}},
    {{0x01f81f81f81f81f8u, 0x1f81f81f81f81f81u, 0xf81f81f81f81f81fu, 0x81f81f81f81f81f8u, 0x1f81f81f81f81f81u, 0xf81f81f81f81f81fu, 0x81f81f81f81f81f8u, 0x1f81f81f81f81f81u}},
};
/* 1/(k + 1)!, floor(c 2^511): expm1(r) = r sum_k r^k/(k + 1)! */
static const acc_fix acc_exp_coef[65] = {
    {{0x8000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u}},
    {{0x4000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u}},
    {{0x1555555555555555u, 0x5555555555555555u, 0x5555555555555555u, 0x5555555555555555u, 0x5555555555555555u, 0x5555555555555555u, 0x5555555555555555u, 0x5555555555555555u}},
    {{0x0555555555555555u, 0x5555555555555555u, 0x5555555555555555u, 0x5555555555555555u, 0x5555555555555555u, 0x5555555555555555u, 0x5555555555555555u, 0x5555555555555555u}},
    {{0x0111111111111111u, 0x1111111111111111u, 0x1111111111111111u, 0x1111111111111111u, 0x1111111111111111u, 0x1111111111111111u, 0x1111111111111111u, 0x1111111111111111u}},
    {{0x002d82d82d82d82du, 0x82d82d82d82d82d8u, 0x2d82d82d82d82d82u, 0xd82d82d82d82d82du, 0x82d82d82d82d82d8u, 0x2d82d82d82d82d82u, 0xd82d82d82d82d82du, 0x82d82d82d82d82d8u}},
    {{0x0006806806806806u, 0x8068068068068068u, 0x0680680680680680u, 0x6806806806806806u, 0x8068068068068068u, 0x0680680680680680u, 0x6806806806806806u, 0x8068068068068068u}},
    {{0x0000d00d00d00d00u, 0xd00d00d00d00d00du, 0x00d00d00d00d00d0u, 0x0d00d00d00d00d00u, 0xd00d00d00d00d00du, 0x00d00d00d00d00d0u, 0x0d00d00d00d00d00u, 0xd00d00d00d00d00du}},
    {{0x0000171de3a556c7u, 0x338faac1c88e5001u, 0x71de3a556c7338fau, 0xac1c88e500171de3u, 0xa556c7338faac1c8u, 0x8e500171de3a556cu, 0x7338faac1c88e500u, 0x171de3a556c7338fu}},
    {{0x0000024fc9f6ef13u, 0xeb8e5de02da7d4ccu, 0xf1c96c3bbe0b85b2u, 0xaacfa74a199be963u, 0x9088ad8527f779c7u, 0x416e668b6305d557u, 0xa51f4c446940e3b3u, 0x3582fd2a22471ec1u}},
    {{0x00000035cc8acfeau, 0x89c71fce8fc9706fu, 0xb8e3c4056e5e236du, 0x5558b21e0253fdf1u, 0xc7523e51ec5c50e3u, 0x9195ac3b378c2aaau, 0xe077357a953471cau, 0x793a741b1a638e6eu}},
    {{0x000000047bb63bfeu, 0x3625ed5136a61eb3u, 0xfa12fb0073dd2d9eu, 0x71c7642d2adc5529u, 0x7b46da86d3b25c12u, 0xf6cc7904ef4bae38u, 0xe809ef1f8c6f097bu, 0x8a1a345797884bdeu}},
    {{0x000000005849184eu, 0xa1b425f28e0cc748u, 0xebda134ecdd5efd1u, 0x1c71cca1034c068du, 0x097b9aa7e8e655dau, 0x12fc094f2619838eu, 0x393bd751322fed09u, 0x80c6f05581cf684cu}},
    {{0x00000000064e5d2au, 0x301f27482eb7c517u, 0x7e8f93aa3346236au, 0x5d75d7c25baa0077u, 0xc9d1f8c2d9c74f46u, 0x6f1200aa39941baeu, 0xbaf1fd1815deda12u, 0xf6e9a373d26a3e4eu}},
    {{0x00000000006b9fcfu, 0x9ccee07c476195acu, 0x3ba32bfa47af57b1u, 0xc1f6ca1e061c666eu, 0x62c9bb4030a6e326u, 0xd4346671bf92683eu, 0xd9435523bd30fd78u, 0xbb20a47f3029375au}},
    {{0x000000000006b9fcu, 0xf9ccee07c476195au, 0xc3ba32bfa47af57bu, 0x1c1f6ca1e061c666u, 0xe62c9bb4030a6e32u, 0x6d4346671bf92683u, 0xed9435523bd30fd7u, 0x8bb20a47f3029375u}},
    {{0x000000000000654bu, 0x1dc0c2b529ac9814u, 0x65ddc6bffa9dd234u, 0x6b10e845c1e7a242u, 0x49c663830f3cd94eu, 0x42a99abac5690243u, 0xfeea99b98b0c6a57u, 0xf928973168a5cc70u}},
    {{0x00000000000005a0u, 0x9e18ee5f65deec01u, 0x221a8b0aaa5e19e6u, 0x77b9d403e01b173cu, 0x925221f90f119a4bu, 0x757b334343db2acau, 0xe37ecfa6c09d225au, 0x38824149db25a7cdu}},
    {{0x000000000000004bu, 0xd26d1a05055c9328u, 0x7b0edee59d2d5fadu, 0xd06818a1e35fbddau, 0xc4552a358787a9ceu, 0x13a82b1e7cd5a3efu, 0xbb219f23b94ba37eu, 0x02f961c084cc164eu}},
    {{0x0000000000000003u, 0xca8574804044a0f5u, 0x395a57f1e17577fbu, 0xe405346e7e91964au, 0xf037754f79f9fbb0u, 0xb42ecef4b97114ffu, 0x2fc1ae5b62dd61c6u, 0x4cf2de7cd3709ab7u}},
    {{0x0000000000000000u, 0x2e371dedb9eae317u, 0xde28df9dcdc8a430u, 0x90f40eafeda568aeu, 0x3c33671c2a613cbfu, 0x458852ff768b7ae7u, 0x948f517210e5f877u, 0x283c53bccd1dbe39u}},
    {{0x0000000000000000u, 0x0219c72db6ff0a52u, 0x8a19216fe671d8eau, 0xef50e96516703ef0u, 0xa5a53ede5f046b7du, 0x0ecc03c5cb34e2adu, 0x6f7ae0cb00c4a291u, 0x0d771b1437de715fu}},
    {{0x0000000000000000u, 0x001761b413163819u, 0xd97b8704dd7f6279u, 0x84d6ff0465264584u, 0xe5cf884c736f7f1bu, 0xb2baf5089987dd55u, 0x7426bbdc4df249d9u, 0xc8eeeaea9e4152d7u}},
    {{0x0000000000000000u, 0x0000f96780cb97abu, 0xbe6525a033e54ec5u, 0x10339ff58436ed90u, 0x343dfb032f79faa1u, 0x277274e05bbafe8eu, 0x3a2c47d3d894c313u, 0xbdb49f1f1bed6373u}},
    {{0x0000000000000000u, 0x000009f9e66e8b2fu, 0xd46a722520cbbb78u, 0x85c49fff94a60980u, 0xa5edffcced6b4777u, 0x160ed1799d44eb76u, 0x543f3612b6be453eu, 0x3ac9c8ecc3ad55e5u}},
    {{0x0000000000000000u, 0x000000623a17f1a9u, 0x39668e3c8142e9acu, 0x052519d89968d8fbu, 0x1a12fffe0921aa22u, 0x1e63080e860c7f35u, 0xc829d0d955cc3dbdu, 0x786a38f569fcd212u}},
    {{0x0000000000000000u, 0x00000003a356385bu, 0x99d464153431e2bau, 0x84ee6940e93cc5aau, 0x7c3997b4134d1943u, 0xa24f850a04f6fb3au, 0xe17cced8a45ce5d7u, 0x9c29dc2f03eceb56u}},
    {{0x0000000000000000u, 0x000000002143144cu, 0x6a10ba6e78b8a386u, 0xa951a8549a9d9958u, 0x5fdd7c466e675330u, 0x2139b2773708d21du, 0x880d99ac4f035159u, 0xfc6f3593f6ff518cu}},
    {{0x0000000000000000u, 0x0000000001259f98u, 0xb4358ad7abe30e77u, 0x66f1291d666f5d90u, 0x49ed27987f64aa97u, 0xba866741e76a3c35u, 0xfbdd289c02b97e64u, 0x34d7b26634a7b35du}},
    {{0x0000000000000000u, 0x000000000009c996u, 0x2823eb0730656f6au, 0x614c4e2ba58c3edau, 0x2498f8c959946c16u, 0x1fd147b565949b9bu, 0x66431af422396214u, 0x682952bf23e374e9u}},
    {{0x0000000000000000u, 0x00000000000050d3u, 0x4b9e0fd6f10b87b9u, 0x1be9aff0e44ed8bcu, 0xb6dba4edb8912cc6u, 0xe8408eb345575fdbu, 0xb8f9e81864336642u, 0xb90997507d07565au}},
    {{0x0000000000000000u, 0x0000000000000286u, 0x9a5cf07eb7885c3du, 0xc8df4d7f872276c5u, 0xe5b6dd276dc48966u, 0x374204759a2abafeu, 0xddc7cf40c3219b32u, 0x15c84cba83e83ab2u}},
    {{0x0000000000000000u, 0x0000000000000013u, 0x981254dd0d51b538u, 0x2cdffa974227d50du, 0xc124925687348048u, 0xea66d958e5a43436u, 0x44c7fe85d75e1bf9u, 0xc29976b05192ac72u}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x9388118e07ebd09fu, 0xc515a57ceb5b8644u, 0x2b53e62fb8aeb87au, 0x9d7b7edcf7b20189u, 0x2023fff4e0aff1c3u, 0x94c847416bcf9ba9u}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x04371671c5b647cau, 0x0cf1fd69f8188eceu, 0xbf68cc0ffdf65d0au, 0xd14cabda6d7a1d4du, 0x0f8bffffaea5f0f6u, 0xf59f527e3647c29eu}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x001df983290c2ca9u, 0x2b06b8d12a7275beu, 0xa1c2e9395546d7eau, 0xf797768d2db52b7bu, 0x078afffffdbd7f95u, 0x150b89670fbae1d9u}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x0000cf6468e4a742u, 0xd7a63c58ae1ec4e9u, 0x79fe5954939a2182u, 0xe418d9b0c9e24d48u, 0x83a9cf914c0c0a5du, 0xf9a65da8d6e9600cu}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x000005752b2e7030u, 0xeaba44f4dc293b13u, 0x9e2860aaa591879eu, 0x64517efdea5d88c5u, 0x46d54f914c1b43a4u, 0x28410276f82e9000u}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x00000023d3289349u, 0x759bc02088ed5d69u, 0x87565e6045e2e938u, 0x92fb8689caeeb4bcu, 0xda6e7ec215a4cd38u, 0xb8d3b7dbaa775906u}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x00000000e5476a15u, 0x09571800d0392255u, 0xd6955bf59b58df6eu, 0x36dfe35d0b792aebu, 0x1f0f8ff80d5751eeu, 0x37d217cbe442fbd3u}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x0000000005979870u, 0xe7409031f8973f46u, 0xc6cb72a216854a21u, 0xe85ce0150047a363u, 0x64a8f7060cd02db4u, 0xa3b3f417b4658943u}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x00000000002215eau, 0x4ea61bd06d89b244u, 0xbb9721349f032c6eu, 0x85884e7a67a02e8eu, 0x8e964f063d41e8b5u, 0x10169200907c5281u}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x000000000000caedu, 0xa292bf28916e5d72u, 0xb6f79b901b830cf0u, 0xb5b5c64a49da0cfdu, 0x5c9e494796430569u, 0x6b897482fd6819bbu}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x000000000000049cu, 0xac6c0ffb1a93f67cu, 0xc9f9fdb7a388cbeeu, 0x32acdbc781adaed7u, 0x3677f60771f5e308u, 0x36cec2a5e2d9a37eu}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x000000000000001au, 0x3cb8722206478e02u, 0xc5e91c64cabec5f4u, 0x3a03d75f74a8d65fu, 0xce02aa71f1773defu, 0x1da9928c383db9adu}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x9204027b2ca88316u, 0x52372792e30425b1u, 0xd4bd4d07a3ed68d5u, 0x8f9be25063dba2bcu, 0xd9b03545d4b36dc6u}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x031b51c1424fd736u, 0xf168a9b16c51ca55u, 0x7c5b2d36a171fcc8u, 0xa10351120d04ac50u, 0x45fe4d63873fbb86u}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x001091b406b6ff26u, 0x7a5cd8de5cec5ee1u, 0xc7ec90f1235d0a99u, 0x835abc5b0af018ecu, 0x56caa19cbd7bfe92u}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x00005690bc37fac2u, 0x176528ff5043848cu, 0x71cb5bc63a30eb51u, 0x80118674cbfa7372u, 0x899ba541e485248au}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x000001bb36f6e12cu, 0xd78205f0a0534536u, 0x0246a08e345d236du, 0x2666c0210e51cf1bu, 0xe4083ba009b0be2bu}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x00000008b0c395fbu, 0xdc119bb96c8e2e88u, 0x96a20325ecf2c475u, 0x97575919bf069fabu, 0x36aad3fe1e4ec279u}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x000000002ac8af31u, 0x26b191c390db5982u, 0xa06f6c5e448e83c7u, 0x2f37d567e13647feu, 0x5e96fa3b0a6dd282u}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000cea788u, 0x2c33a6fa079036d2u, 0x29ab28afaa59a1e1u, 0xf2667cc7ff6b49cfu, 0xaad7607eb2e9ebd2u}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x000000000003d3b1u, 0xeddb07d53907694fu, 0xbe66b9a470311138u, 0x5514dc6284bae02eu, 0x8329ea154f2a41ffu}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x00000000000011d0u, 0x08faac5c502a0691u, 0xbda4c6ddc0e04f70u, 0xbbba8fa4b3493746u, 0xa9f2cc66c995b6bau}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000051u, 0x6ddfe7a63849e4b0u, 0x5119ccb1ac964a8fu, 0xba359dfe5ea14eb3u, 0x8c2d7a81d5e2ac67u}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000001u, 0x6db793c887b96fcdu, 0x32d38a53f58ddd60u, 0xd65ac3e50626c280u, 0xe7830b21b766c8a3u}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x064e331986c0fd83u, 0x89b432efcadab8c8u, 0x4a510360a36a996cu, 0x274d4b39f5ebb402u}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x001b5bfc17fa97d2u, 0x802a1ae5b0ff5e40u, 0x23f8b1f49ef920f9u, 0x27b78c1f5af2a397u}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x000074bbab10f9ffu, 0x3dde9183d4044192u, 0x22bb9c90e08426f3u, 0x15fecade63a62d64u}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x000001e9e56d649fu, 0x7685bf3cea4b9c5au, 0x86dd4e1b8e2c2236u, 0x587de1c07f8904f0u}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x00000007e6cc1644u, 0xa2f1a41de2bf27aeu, 0xe1249a08b3d76be8u, 0x1a339428441f1cfbu}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x00000000201b9ed4u, 0x641c376e304c2d54u, 0x0bb35fe7c1d6b891u, 0xe808f219052510b6u}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000806e7bu, 0x519070ddb8c130b5u, 0x502ecd7f9f075ae2u, 0x47a023c864149442u}},
    {{0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x000000000001f9d2u, 0xa2bb5471b0227ad7u, 0x77632e7c0e431126u, 0xed68dd1ab6b57c5fu}},
};
/* END gen_accurate.py */

/* ------------------------------------------------------------ arithmetic */

ACC_INLINE void acc_set_const(acc_mp *r, const acc_const *c, int s, int n)
{
    r->s = s;
    r->e = c->e;
    for (int i = 0; i < n; i++)
        r->m[i] = c->m[i];
}

/* Exact: every double (subnormals included) fits one limb. */
ACC_INLINE void acc_set_d(acc_mp *r, double x, int n)
{
    uint64_t b;
    memcpy(&b, &x, 8);
    int ex = (int)(b >> 52) & 0x7ff;
    uint64_t f = b & ((UINT64_C(1) << 52) - 1);
    r->s = (int)(b >> 63);
    if (ex == 0) {
        if (f == 0) {
            r->m[0] = 0;
            r->e = 0;
        } else { /* f 2^-1074 */
            int lz = __builtin_clzll(f);
            r->m[0] = f << lz;
            r->e = -1010 - lz;
        }
    } else { /* (2^52 + f) 2^(ex-1075) */
        r->m[0] = (f | (UINT64_C(1) << 52)) << 11;
        r->e = ex - 1022;
    }
    for (int i = 1; i < n; i++)
        r->m[i] = 0;
}

/* r = a b: the 2n-limb product, normalized (one shift at most), truncated. */
ACC_INLINE void acc_mul(acc_mp *r, const acc_mp *a, const acc_mp *b, int n)
{
    ACC_ASSUME_N(n);
    if (a->m[0] == 0 || b->m[0] == 0) {
        for (int i = 0; i < n; i++)
            r->m[i] = 0;
        r->e = 0;
        r->s = 0;
        return;
    }
    uint64_t p[2 * ACC_MAXL + 1]; /* little-endian: p[k] weighs 2^(64k) */
    for (int k = 0; k < 2 * n; k++)
        p[k] = 0;
    for (int i = 0; i < n; i++) {
        uint64_t ai = a->m[n - 1 - i], carry = 0;
        for (int j = 0; j < n; j++) {
            acc_u128 t = (acc_u128)ai * b->m[n - 1 - j] + p[i + j] + carry;
            p[i + j] = (uint64_t)t;
            carry = (uint64_t)(t >> 64);
        }
        p[i + n] = carry;
    }
    int e = a->e + b->e;
    r->s = a->s ^ b->s;
    if (p[2 * n - 1] >> 63) {
        for (int k = 0; k < n; k++)
            r->m[k] = p[2 * n - 1 - k];
    } else { /* product in [2^(128n-2), 2^(128n-1)) */
        e -= 1;
        for (int k = 0; k < n; k++)
            r->m[k] = (p[2 * n - 1 - k] << 1) | (p[2 * n - 2 - k] >> 63);
    }
    r->e = e;
}

/* |a| >= |b| ?  Both nonzero. */
ACC_INLINE int acc_ge_mag(const acc_mp *a, const acc_mp *b, int n)
{
    if (a->e != b->e)
        return a->e > b->e;
    for (int i = 0; i < n; i++)
        if (a->m[i] != b->m[i])
            return a->m[i] > b->m[i];
    return 1;
}

/* r = a + b (signed), one guard limb (see the top of the file). */
ACC_INLINE void acc_add(acc_mp *r, const acc_mp *a, const acc_mp *b, int n)
{
    if (b->m[0] == 0) {
        *r = *a;
        return;
    }
    if (a->m[0] == 0) {
        *r = *b;
        return;
    }
    const acc_mp *x = a, *y = b;
    if (!acc_ge_mag(a, b, n)) {
        x = b;
        y = a;
    }
    /* big-endian n + 1 limbs: z = x's mantissa and a zero guard limb,
     * w = y's shifted right by d bits (bits below the guard truncated) */
    uint64_t z[ACC_MAXL + 1], w[ACC_MAXL + 1];
    for (int i = 0; i < n; i++)
        z[i] = x->m[i];
    z[n] = 0;
    for (int i = 0; i <= n; i++)
        w[i] = 0;
    int64_t d = (int64_t)x->e - y->e;
    if (d < 64 * (int64_t)(n + 1)) {
        int q = (int)(d >> 6), sh = (int)(d & 63);
        for (int i = 0; i < n && i + q <= n; i++) {
            if (sh == 0) {
                w[i + q] |= y->m[i];
            } else {
                w[i + q] |= y->m[i] >> sh;
                if (i + q + 1 <= n)
                    w[i + q + 1] |= y->m[i] << (64 - sh);
            }
        }
    }
    int e = x->e;
    if (x->s == y->s) {
        uint64_t c = 0;
        for (int i = n; i >= 0; i--) {
            acc_u128 t = (acc_u128)z[i] + w[i] + c;
            z[i] = (uint64_t)t;
            c = (uint64_t)(t >> 64);
        }
        if (c) { /* carry out: shift right one bit */
            for (int i = n; i > 0; i--)
                z[i] = (z[i] >> 1) | (z[i - 1] << 63);
            z[0] = (z[0] >> 1) | (UINT64_C(1) << 63);
            e += 1;
        }
    } else {
        uint64_t br = 0;
        for (int i = n; i >= 0; i--) {
            uint64_t zi = z[i], t = zi - w[i] - br;
            br = (zi < w[i]) || (zi - w[i] < br);
            z[i] = t;
        }
    }
    /* normalize: leading zero limbs, then bits */
    int k = 0;
    while (k <= n && z[k] == 0)
        k++;
    if (k > n) {
        for (int i = 0; i < n; i++)
            r->m[i] = 0;
        r->e = 0;
        r->s = 0;
        return;
    }
    int lz = __builtin_clzll(z[k]);
    r->s = x->s;
    r->e = e - 64 * k - lz;
    for (int i = 0; i < n; i++) {
        uint64_t hi = i + k <= n ? z[i + k] : 0, lo = i + k + 1 <= n ? z[i + k + 1] : 0;
        r->m[i] = lz ? (hi << lz) | (lo >> (64 - lz)) : hi;
    }
}

ACC_INLINE void acc_neg(acc_mp *r)
{
    r->s ^= 1;
}

/* r = sqrt(v), v > 0: relative error <= 3.5 u (top of the file). */
ACC_INLINE void acc_sqrt(acc_mp *r, const acc_mp *v, int n)
{
    int e = v->e;
    double d = (double)(v->m[0] >> 11) * 0x1p-53; /* [1/2, 1) */
    if (e % 2 != 0) {
        d *= 2;
        e -= 1;
    }
    acc_mp y, q, c, one;
    acc_set_d(&y, 1.0 / sqrt(d), n);
    y.e -= e / 2;
    acc_set_d(&one, 1.0, n);
    int steps = n <= 2 ? 2 : n <= 4 ? 3 : 4;
    for (int i = 0; i < steps; i++) {
        acc_mul(&q, &y, &y, n);
        acc_mul(&q, v, &q, n);
        acc_neg(&q);
        acc_add(&q, &one, &q, n); /* 1 - v y^2 */
        acc_mul(&c, &y, &q, n);
        c.e -= 1;
        acc_add(&y, &y, &c, n);
    }
    acc_mul(r, v, &y, n);
}

/* r = sum_{k=0..K} c[k] (-s)^k if alternating, else sum c[k] s^k, for
 * |s| <= 2^-8 (Lemma H): in fixed point, H = h 2^(64n-1) on n limbs, so
 * every h of Horner's rule (all in (0, 1.004], Lemma H) has its absolute
 * error in units of u; the sums are exact, each product truncated. */
ACC_INLINE void acc_horner(acc_mp *r, const acc_mp *s, const acc_fix *c, int K, int alternating,
                           int n)
{
    ACC_ASSUME_N(n);
    uint64_t S[ACC_MAXL], H[ACC_MAXL];
    /* S = |s| 2^(64n-1) truncated: |s| = 0.m 2^e, S = m 2^(e-1), e <= -7 */
    int d = 1 - s->e;
    for (int i = 0; i < n; i++)
        S[i] = 0;
    if (s->m[0] != 0 && d >= 1 && d < 64 * n) {
        int q = d >> 6, b = d & 63;
        for (int i = 0; i + q < n; i++) {
            S[i + q] |= b ? s->m[i] >> b : s->m[i];
            if (b && i + q + 1 < n)
                S[i + q + 1] |= s->m[i] << (64 - b);
        }
    }
    int neg = s->s ^ alternating; /* the sign of the s in h = c_k + s h */
    for (int i = 0; i < n; i++)
        H[i] = c[K].m[i];
    for (int k = K - 1; k >= 0; k--) {
        uint64_t p[2 * ACC_MAXL]; /* little-endian S H */
        for (int i = 0; i < 2 * n; i++)
            p[i] = 0;
        for (int i = 0; i < n; i++) {
            uint64_t si = S[n - 1 - i], carry = 0;
            for (int j = 0; j < n; j++) {
                acc_u128 t = (acc_u128)si * H[n - 1 - j] + p[i + j] + carry;
                p[i + j] = (uint64_t)t;
                carry = (uint64_t)(t >> 64);
            }
            p[i + n] = carry;
        }
        /* T = S H 2^-(64n-1): little-endian limb i of T is bits 64(i + n - 1) + 63 up */
        uint64_t cb = 0;
        for (int i = 0; i < n; i++) {
            uint64_t ti = (p[i + n - 1] >> 63) | (p[i + n] << 1), ck = c[k].m[n - 1 - i];
            if (neg) {
                H[n - 1 - i] = ck - ti - cb;
                cb = (ck < ti) || (ck - ti < cb);
            } else {
                acc_u128 t = (acc_u128)ck + ti + cb;
                H[n - 1 - i] = (uint64_t)t;
                cb = (uint64_t)(t >> 64);
            }
        }
    }
    /* back to acc_mp: H > 0; value H 2^(1-64n) = 0.(H << L) 2^(1-L) */
    int k = 0;
    while (k < n - 1 && H[k] == 0)
        k++;
    int lz = __builtin_clzll(H[k]);
    r->s = 0;
    r->e = 1 - 64 * k - lz;
    for (int i = 0; i < n; i++) {
        uint64_t hi = i + k < n ? H[i + k] : 0, lo = i + k + 1 < n ? H[i + k + 1] : 0;
        r->m[i] = lz ? (hi << lz) | (lo >> (64 - lz)) : hi;
    }
}

/* Rounds Y (nonzero, |Y| < 2^1024) to nearest on the grid of doubles;
 * returns 1 if the rounding test (E units, top of the file) decides it.
 * With |Y| in [2^(e-1), 2^e), the grid's quantum is 2^(e-53) in the normal
 * range and 2^-1074 below it, so Y keeps s = min(53, e + 1074) bits and is
 * rounded once, directly to that grid (a subnormal result is never rounded
 * to 53 bits first); s = 0 is |Y| in [2^-1075, 2^-1074), where the
 * candidates are 0 and 2^-1074 and the midpoint is 2^-1075, the bottom of
 * the binade.  The midpoint test is the same at every s: the bits below
 * the kept ones within E units of one half.  s < 0 (|Y| < 2^-1075) gives
 * 0, undecided (no caller gets there: exp_special answers those inputs). */
ACC_INLINE int acc_round(const acc_mp *y, uint64_t E, int n, double *out)
{
    int s = y->e + 1074 < 53 ? y->e + 1074 : 53;
    if (s < 0) {
        *out = y->s ? -0.0 : 0.0;
        return 0;
    }
    int sh = 64 - s; /* 11 in the normal range, up to 64 */
    uint64_t m0 = y->m[0];
    uint64_t half = UINT64_C(1) << (sh - 1);
    uint64_t rem0 = sh == 64 ? m0 : m0 & ((UINT64_C(1) << sh) - 1);
    int open = 0;
    if (rem0 == half) { /* just above the midpoint: within E units? */
        open = 1;
        for (int i = 1; i < n - 1; i++)
            if (y->m[i] != 0)
                open = 0;
        if (y->m[n - 1] > E)
            open = 0;
    } else if (rem0 == half - 1) { /* just below: 2^(64(n-1)) - low <= E? */
        open = 1;
        for (int i = 1; i < n - 1; i++)
            if (y->m[i] != ~UINT64_C(0))
                open = 0;
        if (y->m[n - 1] == 0 || (uint64_t)(-y->m[n - 1]) > E)
            open = 0;
    }
    uint64_t mant = (sh == 64 ? 0 : m0 >> sh) + (rem0 >= half); /* 2^s is exact too */
    double v = ldexp((double)mant, y->e - s);
    *out = y->s ? -v : v;
    return !open;
}

/* ------------------------------------------------------------ log */

/* r = log(v), v > 0 (Asinh's v >= 1 + 2^-4; Log's x away from 1, below), v = 2^k w, w in [1, 2).
 *
 * Method.  j = the top 8 fraction bits of w, r_j = 1/(1 + (j + 1/2)/256)
 * rounded to 20 bits (acc_log_r, exact in one limb), so
 *     log v = k ln2 + (-log r_j) + log1p(t),  t = w r_j - 1,
 * |t| <= 2^-9.002 (gen_accurate.py computes the maximum), and
 * log1p(t) = t P(t), P(t) = sum_{m=0..8n} (-1)^m t^m/(m + 1) by Lemma H (the
 * tail is below |t|^(8n+1) < 2^(-72n - 9), far below u).  No division.
 *
 * Error (absolute), the input v taken as exact:
 *   t: p = w r_j within u+ (1 + 2^-9), then p - 1 within u |t|: |dt| <=
 *      1.005 u, so log1p moves by <= 1.01 u;
 *   t P(t): relative 2.6 u + u+ on |log1p(t)| < 2^-8.9: 0.01 u;
 *   -log r_j truncated (< ln 2 + 2^-8): 0.70 u; the sum with t P: 0.70 u;
 *   k ln2: ln2 truncated and the product, 2.01 u k ln2; the last sum u+ |L|.
 * In all <= 2.42 u + 2.01 u k ln2 + u+ |L| (k ln2 and the last sum only
 * when k != 0).
 */
ACC_INLINE void acc_log(acc_mp *r, const acc_mp *v, int n)
{
    int k = v->e - 1;
    int j = (int)((v->m[0] >> 55) & 0xff);
    acc_mp w = *v, rj, t, p, one;
    w.e = 1;
    acc_set_d(&rj, acc_log_r[j], n);
    acc_mul(&t, &w, &rj, n);
    acc_set_d(&one, -1.0, n);
    acc_add(&t, &t, &one, n);
    acc_horner(&p, &t, acc_log1p_coef, 8 * n, 1, n);
    acc_mul(&p, &t, &p, n);
    acc_set_const(r, &acc_log_minus_log_r[j], 0, n);
    acc_add(r, r, &p, n);
    if (k != 0) {
        acc_mp kk, l2;
        acc_set_d(&kk, (double)k, n);
        acc_set_const(&l2, &acc_ln2, 0, n);
        acc_mul(&kk, &kk, &l2, n);
        acc_add(r, r, &kk, n);
    }
}

/* ------------------------------------------------------------ asinh */

/* asinh(x) for 2^-27 <= |x| < 2^1024 at n limbs, rounded, with the test.
 *
 * Method.  a = |x|, the sign restored at the end (asinh is odd).
 *   a < 2^-4: the series asinh(a) = a sum_{k=0..8n} (-1)^k c_k a^(2k),
 *     c_k = (2k)!/(4^k (k!)^2 (2k + 1)) (acc_asin_coef), s = a^2 <= 2^-8:
 *     Lemma H, dropped tail < s^(8n+1) < 2^(-64n-8).  Relative error
 *     2.6 u (P) + u+ (the product by a) + the tail: <= 3.7 u.
 *   a >= 2^-4: v = a + sqrt(a^2 + 1), asinh(a) = log v (acc_log; v is
 *     never near 1, so there is no cancellation to avoid).  a^2 + 1 within
 *     2 u+ (each rounding is relative to a term no larger than the sum),
 *     its square root within u+ + 3.5 u, the sum of two positive terms
 *     adds u+: |v/V - 1| <= 5.71 u, so log v is off by <= 5.71 u.  With
 *     acc_log's error, the absolute error is <= 8.13 u + 2.01 u k ln2 + u+ L:
 *     for k = 0, L >= asinh(2^-4) = 0.0624, relative <= 131.2 u; for k >= 1,
 *     L >= k ln2 >= 0.693, relative <= 14.8 u.
 *   Huge a: a^2 keeps its exponent (no overflow in acc_mp) and the 1 falls
 *   below the guard limb, covered by the same bound.
 * eps_n = 2^8 u = 2^(9-64n): eps_1 = 2^-119, eps_2 = 2^-247, eps_3 = 2^-503
 * (the bound above, 131.2 u, with a margin of 1.9 for the second-order
 * terms the sums above drop).
 */
#define ACC_ASINH_C 256
ACC_INLINE void asinh_value(acc_mp *res, double x, int n)
{
    acc_mp a, r;
    acc_set_d(&a, fabs(x), n);
    if (fabs(x) < 0x1p-4) {
        acc_mp s;
        acc_mul(&s, &a, &a, n);
        acc_horner(&r, &s, acc_asin_coef, 8 * n, 1, n);
        acc_mul(&r, &a, &r, n);
    } else {
        acc_mp q, one, v;
        acc_mul(&q, &a, &a, n);
        acc_set_d(&one, 1.0, n);
        acc_add(&q, &q, &one, n);
        acc_sqrt(&v, &q, n);
        acc_add(&v, &a, &v, n);
        acc_log(&r, &v, n);
    }
    r.s = x < 0;
    *res = r;
}

ACC_INLINE int asinh_eval(double x, int n, double *y)
{
    acc_mp r;
    asinh_value(&r, x, n);
    return acc_round(&r, 2 * ACC_ASINH_C + 1, n, y);
}

/* ------------------------------------------------------------ acos */

/* r = asin(z), z = 0 or 2^-1075 < z <= 1/2 (1 + 4u) (an acc_mp input).
 *
 * Method.  j = round(64 z) (from z's top 53 bits), c = j/64, so
 * |z - c| <= 1/128 + 2^-54, and
 *     asin z = asin c + asin w,  w = z sqrt(1 - c^2) - c sqrt(1 - z^2)
 * (w = sin(asin z - asin c)), with asin c and sqrt(1 - c^2) from the table
 * (acc_asin_c, acc_asin_sqrt1mc2).  |asin z - asin c| <= |z - c| /
 * sqrt(1 - (1/2 + 1/128)^2) <= 0.00903, so w^2 <= 2^-13.5 and
 * asin w = w sum_{k=0..5n} c_k w^(2k) (Lemma H; tail < 2^(-67n-13) < u).
 * For j = 0, w = z exactly.  No division.
 *
 * Error.  j = 0: relative 2.6 u + u+ <= 3.7 u.  j >= 1 (so z >= 1/128 and
 * c <= 2z): 1 - z^2 >= 3/4 within 1.35 u, its square root within 4.2 u;
 * A = z sqrt(1 - c^2) within 2.02 u (|A| <= z), B = c sqrt(1 - z^2) within
 * 5.3 u (|B| <= 2z): w within 12.7 u z + 1.01 u |w| absolutely, asin w
 * likewise (its derivative <= 1.0001), plus its own 3.7 u relative on
 * |asin w| <= 0.00903; asin c truncated: u (asin z + 0.00903); the last sum
 * u+ asin z.  Dividing by asin z >= z >= 1/128 (the terms u times 0.0516 at
 * most become 6.6 u): relative error <= 22 u.
 */
ACC_INLINE void acc_asin(acc_mp *r, const acc_mp *z, int n)
{
    if (z->m[0] == 0) {
        *r = *z;
        return;
    }
    double zd = ldexp((double)(z->m[0] >> 11), z->e - 53);
    int j = (int)(zd * 64 + 0.5);
    acc_mp w, s, q;
    if (j == 0) {
        w = *z;
    } else {
        acc_mp sz, one, b, c;
        acc_mul(&s, z, z, n);
        acc_neg(&s);
        acc_set_d(&one, 1.0, n);
        acc_add(&s, &one, &s, n);
        acc_sqrt(&sz, &s, n);
        acc_set_const(&c, &acc_asin_sqrt1mc2[j], 0, n);
        acc_mul(&w, z, &c, n);
        acc_set_d(&c, j * 0x1p-6, n);
        acc_mul(&b, &sz, &c, n);
        acc_neg(&b);
        acc_add(&w, &w, &b, n);
    }
    acc_mul(&s, &w, &w, n);
    acc_horner(&q, &s, acc_asin_coef, 5 * n, 0, n);
    acc_mul(r, &w, &q, n);
    if (j != 0) {
        acc_mp c;
        acc_set_const(&c, &acc_asin_c[j], 0, n);
        acc_add(r, &c, r, n);
    }
}

/* acos(x) for |x| < 1 at n limbs, rounded, with the test.
 *
 * Method (a = |x|):
 *   a <= 1/2:  acos x = pi/2 - asin x.  asin a within 22 u (x exact),
 *     <= pi/6: the result >= pi/3 is within (pi/2 u + 11.6 u)/(pi/3) + u+
 *     <= 13.6 u.
 *   a > 1/2:  z = sqrt(d), d = (1 - a)/2 exact in double (Sterbenz, then a
 *     halving; d < 1/4); acos a = 2 asin z, acos(-a) = pi - 2 asin z.
 *     z within 3.5 u; asin's condition number z/(sqrt(1 - z^2) asin z) <=
 *     1.103 on [0, 1/2]: 2 asin z within 22 u + 3.87 u <= 26 u; pi - 2 asin z
 *     >= 2pi/3 within (pi u + (pi/3) 26 u)/(2pi/3) + u+ <= 15.6 u.
 *   Near x = 1 the result ~ sqrt(2 (1 - x)) keeps its relative accuracy: d
 *   is exact and asin z relative.
 * eps_n = 2^6 u = 2^(7-64n): eps_1 = 2^-121, eps_2 = 2^-249, eps_3 = 2^-505
 * (the worst bound above, 26 u, with a margin of 2.4).
 */
#define ACC_ACOS_C 64
ACC_INLINE void acos_value(acc_mp *r, double x, int n)
{
    double a = fabs(x);
    acc_mp z, as, c;
    if (a <= 0.5) {
        acc_set_d(&z, a, n);
        acc_asin(&as, &z, n);
        as.s = x > 0; /* - asin x */
        acc_set_const(&c, &acc_pio2, 0, n);
        acc_add(r, &c, &as, n);
    } else {
        acc_set_d(&z, (1 - a) * 0.5, n);
        acc_sqrt(&z, &z, n);
        acc_asin(&as, &z, n);
        as.e += 1;
        if (x < 0) {
            acc_neg(&as);
            acc_set_const(&c, &acc_pi, 0, n);
            acc_add(r, &c, &as, n);
        } else {
            *r = as;
        }
    }
}

ACC_INLINE int acos_eval(double x, int n, double *y)
{
    acc_mp r;
    acos_value(&r, x, n);
    return acc_round(&r, 2 * ACC_ACOS_C + 1, n, y);
}

/* ------------------------------------------------------------ exp */

/* exp(x) for 2^-54 < |x|, -745.14 < x < 709.79 (exp_special answers the
 * rest) at n limbs, rounded, with the test.
 *
 * Method.  x = k ln2/256 + r, exp(x) = 2^e 2^(a/16) 2^(b/256) exp(r):
 *   k = round(x 256/ln2) in double (the 1.5 2^52 shifter after one
 *     rounded product: |x 256/ln2 - k| <= 1/2 + 2^-34, |k| < 2^18.1),
 *     e = floor(k/256), a = (k mod 256) >> 4, b = k mod 16;
 *   r = r1 - k C2: r1 = x - k C1 by one fma, exact (C1 = RN(ln2/256) =
 *     0x1.62e42fefa39efp-9; k != 0 needs |x| > 2^-10, so x and k C1 are
 *     multiples of 2^-62, and |r1| < 2^-9), C2 = ln2/256 - C1 to 512 bits
 *     (acc_ln2_256_lo, ~2^-63.26); |r| <= (1/2 + 2^-34) ln2/256 < 2^-9.52;
 *   exp(r) = 1 + r P(r), P(r) = sum_{k=0..K} r^k/(k + 1)! (acc_exp_coef:
 *     c_0 = 1, c_1 = 1/2, decreasing, so Lemma H holds with |r| <= 2^-8),
 *     K = 5n + 2: the dropped tail is below 2|r|^(K+1)/(K + 2)! < 2^-160,
 *     2^-298, 2^-591 for n = 2, 4, 8, far below u 2^-8;
 *   2^(a/16), 2^(b/256): acc_exp2_16, acc_exp2_256 (512 bits); the power
 *     2^e goes into the exponent, exactly (acc_mp's exponent has room for
 *     every e, subnormal results included; acc_round rounds them once).
 * No division, no cancellation: exp(r) >= e^-2^-9.52 = 0.99864.
 *
 * Error, relative:
 *   r: k C2 (|k C2| < 2^-45.1) within 2.01 u (C2 truncated, the product),
 *     r1 - k C2 within u+ |r|: |dr| <= u (2^-9.52 + 2^-44) = 0.0014 u
 *     absolute, which moves exp(r) by 0.0014 u relative;
 *   r P: P within 2.6 u (Lemma H, whose allowance for the error of s,
 *     |s| 1.01 u, covers dr), the product u+: absolute (3.6 u + 0.0014 u)
 *     |r| 1.0007 < 0.0064 u;
 *   1 + r P: u+; with r P's absolute error, relative to exp(r) >= 0.99864:
 *     < 1.01 u;
 *   the two table values truncated (u each) and the two products (u+
 *   each): 4 u.
 * In all < 5.02 u: eps_n = 8 u = 2^(4-64n): eps_1 = 2^-124, eps_2 =
 * 2^-252, eps_3 = 2^-508 (a margin of 1.59 over the bound above for the
 * second-order terms it drops).  Subnormal results keep this relative
 * bound: Y is an acc_mp whatever its exponent; only acc_round sees the
 * grid.
 */
#define ACC_EXP_C 8
#define ACC_EXP_C1 0x1.62e42fefa39efp-9
/* exp(kd ln2/256 + r1) for an integer kd (|kd| < 2^18) and r1 = x - kd C1
 * (exact, |r1| <= (1/2 + 2^-33) ln2/256 + 2^-44): exp_value's steps from
 * r on, shared with exp_value_mp (Gelu tanh's multi-limb argument). */
ACC_INLINE void exp_reduced(acc_mp *y, double kd, acc_mp *r, int n)
{
    int k = (int)kd;
    int j = k & 255; /* k mod 256, two's complement */
    int e = (k - j) / 256;
    acc_mp p, t, c;
    if (k != 0) {
        acc_set_d(&p, -kd, n);
        acc_set_const(&c, &acc_ln2_256_lo, 0, n);
        acc_mul(&p, &p, &c, n);
        acc_add(r, r, &p, n);
    }
    acc_horner(&p, r, acc_exp_coef, 5 * n + 2, 0, n);
    acc_mul(&p, r, &p, n);
    acc_set_d(&c, 1.0, n);
    acc_add(&p, &c, &p, n); /* exp(r) */
    acc_set_const(&t, &acc_exp2_16[j >> 4], 0, n);
    acc_set_const(&c, &acc_exp2_256[j & 15], 0, n);
    acc_mul(&t, &t, &c, n);
    acc_mul(y, &t, &p, n);
    y->e += e;
}

ACC_INLINE void exp_value(acc_mp *y, double x, int n)
{
    double kd = (x * 0x1.71547652b82fep+8 + 0x1.8p52) - 0x1.8p52;
    acc_mp r;
    acc_set_d(&r, fma(-kd, ACC_EXP_C1, x), n); /* exact */
    exp_reduced(y, kd, &r, n);
}

/* exp(x) for an acc_mp x with |x| <= 750 (n >= 2): exp_value's method with
 * r1 = x - kd C1 formed in acc_mp.  kd from x's leading 53 bits (truncated,
 * 2^-52 relative: |x 256/ln2 - kd| <= 1/2 + 2^-33); kd C1 is exact in two
 * limbs (18 + 53 bits), and x - kd C1 is exact: kd = 0 leaves x; otherwise
 * |x| >= ln2/512 (1 - 2^-33) and |x - kd C1| <= C1 (1/2 + 2^-33), so the
 * exponents of x and kd C1 differ by at most one (acc_add is exact there).
 * So exp_value's bound holds relative to exp(x) for the x given: 5.02 u. */
ACC_INLINE void exp_value_mp(acc_mp *y, const acc_mp *x, int n)
{
    double xd = ldexp((double)(x->m[0] >> 11), x->e - 53);
    if (x->s)
        xd = -xd;
    double kd = (xd * 0x1.71547652b82fep+8 + 0x1.8p52) - 0x1.8p52;
    acc_mp r = *x, t, c;
    if (kd != 0.0) {
        acc_set_d(&t, -kd, n);
        acc_set_d(&c, ACC_EXP_C1, n);
        acc_mul(&t, &t, &c, n);
        acc_add(&r, x, &t, n);
    }
    exp_reduced(y, kd, &r, n);
}

ACC_INLINE int exp_eval(double x, int n, double *y)
{
    acc_mp r;
    exp_value(&r, x, n);
    return acc_round(&r, 2 * ACC_EXP_C + 1, n, y);
}

/* ------------------------------------------------------------ log (Log) */

/* log(x) for finite x > 0, x != 1 (log_special answers the rest), at n
 * limbs, rounded, with the test.
 *
 * Method.
 *   |x - 1| <= 2^-8: t = x - 1 (exact in double, Sterbenz), log x =
 *     log1p(t) = t P(t) as in acc_log (Lemma H, |t| <= 2^-8), with no
 *     table and no k ln2, so every error is relative to t however small
 *     log x is: 2.6 u (P) + u+ (the product): <= 3.61 u.
 *   otherwise: acc_log(x) (exact input; subnormal x is exact in one limb,
 *     k down to -1074).  Its absolute error <= 2.42 u + 2.01 u |k| ln2 +
 *     u+ |L|, relative to |L| = |log x|:
 *       k = 0, x > 1 + 2^-8: L >= log(1 + 2^-8) > 2^-8.003: <= 622 u;
 *       k = -1, x < 1 - 2^-8: |L| > 2^-7.997, 3.82 u / |L| + u: <= 976 u;
 *       k >= 1: L >= ln2: <= 6.6 u; k <= -2: |L| >= (|k| - 1) ln2:
 *       <= 8.6 u.
 * eps_n = 2^11 u = 2^(12-64n): eps_1 = 2^-116, eps_2 = 2^-244, eps_3 =
 * 2^-500 (a margin of 2.09 over 976 u).  Results are never subnormal
 * (|log x| >= log1p(2^-52) > 2^-53 for x != 1).
 */
#define ACC_LOG_C 2048
ACC_INLINE void log_value(acc_mp *res, double x, int n)
{
    acc_mp t;
    if (fabs(x - 1.0) <= 0x1p-8) {
        acc_mp p;
        acc_set_d(&t, x - 1.0, n);
        acc_horner(&p, &t, acc_log1p_coef, 8 * n, 1, n);
        acc_mul(res, &t, &p, n);
    } else {
        acc_set_d(&t, x, n);
        acc_log(res, &t, n);
    }
}

ACC_INLINE int log_eval(double x, int n, double *y)
{
    acc_mp r;
    log_value(&r, x, n);
    return acc_round(&r, 2 * ACC_LOG_C + 1, n, y);
}

/* ------------------------------------------------------------ 1/v */

/* r = 1/v, v > 0, by Newton's iteration from a double (Sigmoid and Tanh).
 * y0 = 1/d in double from the top 53 bits of v (d in [1/2, 1)): relative
 * error delta_0 <= 2^-53 (v truncated) + 2^-53 (the division) < 2^-51.
 * The step y' = y + y (1 - v y) maps y = (1 + delta)/v to (1 - delta^2)/v
 * exactly; its four truncated operations add at most 2.05 u (v y: u+,
 * entering 1 - v y absolutely as about u; 1 - v y itself is exact, its
 * operands within a factor 2 of each other; y (.) is a product on a term
 * of size delta; the last sum adds u+), so delta' <= delta^2 + 2.05 u.
 * Steps: 2 for n = 2 (2^-51 -> 2^-102 -> 2.1 u), 3 for n = 4, 4 for n = 8
 * (as acc_sqrt): relative error <= 2.1 u. */
ACC_INLINE void acc_recip(acc_mp *r, const acc_mp *v, int n)
{
    double d = (double)(v->m[0] >> 11) * 0x1p-53; /* [1/2, 1) */
    acc_mp y, q, c, one;
    acc_set_d(&y, 1.0 / d, n);
    y.e -= v->e;
    acc_set_d(&one, 1.0, n);
    int steps = n <= 2 ? 2 : n <= 4 ? 3 : 4;
    for (int i = 0; i < steps; i++) {
        acc_mul(&q, v, &y, n);
        acc_neg(&q);
        acc_add(&q, &one, &q, n); /* 1 - v y */
        acc_mul(&c, &y, &q, n);
        acc_add(&y, &y, &c, n);
    }
    *r = y;
}

/* ------------------------------------------------------------ sigmoid */

/* sigmoid(x) for 2^-54 < |x|, -745.13 <= x < 37.43 (sigmoid_special
 * answers the rest) at n limbs, rounded, with the test.
 *
 * Method.  E = exp(-|x|) by exp_value (-|x| is in its range), D = 1 + E,
 * sigmoid(x) = 1/D (x > 0) or E/D (x < 0), as alg/sigmoid.h: no
 * cancellation, E > 0.
 * Error, relative:
 *   E: 5.02 u (exp_value);
 *   D: E's error times E/(1 + E) <= 1/2, and the sum's u+: 3.52 u;
 *   1/D: acc_recip's 2.1 u and D's 3.52 u: 5.63 u (+ second order);
 *   x > 0: 5.63 u; x < 0: E (1/D), 5.02 u + 5.63 u + u+: 11.66 u.
 * eps_n = 16 u = 2^(5-64n): eps_1 = 2^-123, eps_2 = 2^-251, eps_3 = 2^-507
 * (a margin of 1.37 over 11.66 u for the dropped second-order terms).
 * Subnormal results (x < -708.39) keep the relative bound (exp_value's
 * acc_mp exponent holds them); acc_round rounds them once.
 */
#define ACC_SIGMOID_C 16
ACC_INLINE void sigmoid_value(acc_mp *res, double x, int n)
{
    acc_mp e, d, one;
    exp_value(&e, -fabs(x), n);
    acc_set_d(&one, 1.0, n);
    acc_add(&d, &one, &e, n);
    acc_recip(res, &d, n);
    if (x < 0.0)
        acc_mul(res, res, &e, n);
}

ACC_INLINE int sigmoid_eval(double x, int n, double *y)
{
    acc_mp r;
    sigmoid_value(&r, x, n);
    return acc_round(&r, 2 * ACC_SIGMOID_C + 1, n, y);
}

/* ------------------------------------------------------------ tanh */

/* tanh(x) for 2^-27 <= |x| <= 22 (tanh_special answers the rest), at n
 * limbs, rounded, with the test.
 *
 * Method.  tanh(a) = E/(E + 2), a = |x|, E = expm1(z), z = 2a (exact):
 *   k = round(z 256/ln2) as in exp_value;
 *   k = 0 (z < ln2/512 (1 + 2^-34)): E = z P(z), exp_value's series
 *     without its leading 1 (Lemma H, |z| <= 2^-9.5): 2.6 u + u+ = 3.61 u,
 *     relative to E, however small;
 *   k != 0: E = exp(z) - 1 with exp_value (5.02 u relative to exp(z)):
 *     z >= ln2/512 (1 - 2^-34) there, so exp(z)/expm1(z) <= 739.6 and E is
 *     within 5.02 u 739.6 + u+ < 3714 u;
 *   D = E + 2: E's error times E/(E + 2) <= 1, plus u+;
 *   R = 1/D: 2.1 u (acc_recip), taken as 3 u; tanh = E R: u+.
 * A relative error e of E moves E/(E + 2) by at most e (1 + e) (d log t /
 * d log E = 2/(E + 2) <= 1), and D's share of it is that same e (the
 * error enters D as E e, numerator and denominator together), so the
 * result is within 3714 u + u+ (D) + 3 u + u+ < 3720 u: eps_n = 2^12 u =
 * 2^(13-64n): eps_1 = 2^-115, eps_2 = 2^-243, eps_3 = 2^-499 (a margin of
 * 1.1 for the second-order terms).  Results are never subnormal
 * (|tanh x| >= tanh(2^-27) > 2^-28).
 */
#define ACC_TANH_C 4096
ACC_INLINE void tanh_value(acc_mp *res, double x, int n)
{
    double z = 2.0 * fabs(x);
    double kd = (z * 0x1.71547652b82fep+8 + 0x1.8p52) - 0x1.8p52;
    acc_mp e, c, d;
    if (kd == 0.0) {
        acc_mp p;
        acc_set_d(&e, z, n);
        acc_horner(&p, &e, acc_exp_coef, 5 * n + 2, 0, n);
        acc_mul(&e, &e, &p, n);
    } else {
        exp_value(&e, z, n);
        acc_set_d(&c, -1.0, n);
        acc_add(&e, &e, &c, n);
    }
    acc_set_d(&c, 2.0, n);
    acc_add(&d, &e, &c, n);
    acc_recip(&d, &d, n);
    acc_mul(res, &e, &d, n);
    res->s = x < 0;
}

ACC_INLINE int tanh_eval(double x, int n, double *y)
{
    acc_mp r;
    tanh_value(&r, x, n);
    return acc_round(&r, 2 * ACC_TANH_C + 1, n, y);
}

/* ------------------------------------------------------------ erf (Erf) */

/* r = a / d for a nonzero, 1 <= d < 2^32: long division of the n limbs
 * and one more (zero) limb, then normalized (the quotient's top limb is
 * >= 2^63 / d > 0, so one shift by its leading zeros) and truncated:
 * |r - a/d| < 2^(e_r - 64n) <= u+ |a/d|, as the other operations. */
ACC_INLINE void acc_div_small(acc_mp *r, const acc_mp *a, uint32_t d, int n)
{
    ACC_ASSUME_N(n);
    uint64_t q[ACC_MAXL + 1], rem = 0;
    for (int i = 0; i <= n; i++) {
        acc_u128 cur = ((acc_u128)rem << 64) | (i < n ? a->m[i] : 0);
        q[i] = (uint64_t)(cur / d);
        rem = (uint64_t)(cur % d);
    }
    int lz = __builtin_clzll(q[0]);
    r->s = a->s;
    r->e = a->e - lz;
    for (int i = 0; i < n; i++)
        r->m[i] = lz ? (q[i] << lz) | (q[i + 1] >> (64 - lz)) : q[i];
}

/* erf(|x|) for 0 < |x| < 6 at n limbs (erf_special answers the rest),
 * the sign applied after.  c = 2/sqrt(pi) (acc_2_sqrtpi), z = x^2 (exact:
 * the product of two one-limb values in n >= 2 limbs).
 *
 * Method.
 *   |x| < 1: the Taylor series erf(x) = c x S, S = sum_k (-1)^k T_k/(2k+1),
 *     T_k = z^k/k! (T_k = T_(k-1) z / k: a product and a division);
 *     z < 1, so the terms decrease, S >= 1 - z/3 >= 2/3, every partial
 *     sum is in (0, 1], and the tail after a term a_k is below a_k.
 *   1 <= |x| < 6: erf(x) = c x e^-z B, B = sum_k b_k, b_0 = 1, b_k =
 *     b_(k-1) 2z/(2k+1) (the series of e^z erf(x)/(c x), 1F1(1; 3/2; z)):
 *     positive terms, so no cancellation whatever z (the alternating series
 *     would cancel up to e^z ~ 2^52 here).  z = zh + zl as doubles (zh =
 *     RN(x^2), zl by fma, |zl| <= 2^-48 for zh < 36), e^-z = exp(-zh)
 *     e^-zl: exp_value(-zh), and e^-zl = 1 + s P(s), s = -zl, by Lemma H
 *     with acc_exp_coef (|s| <= 2^-8).
 *   Both loops stop at the first term below 2^(e_S - 64n - 6) (S's
 *   exponent), the positive one only once 2z/(2k+3) <= 1/2, so that its
 *   tail is below the last term: the tail is < u 2^-6 |S|.  At most 320
 *   terms (292 at n = 8, |x| < 6; the alternating series: 98).
 *
 * Error, relative (u = 2^(1-64n)):
 *   |x| < 1: T_k is within 2k u+ (k products, k divisions), a_k =
 *     T_k/(2k+1) within (2k+1) u+, which is u+ T_k absolutely, and
 *     sum_k T_k = e^z < e; K <= 100 sums of partial sums <= 1: K u+.  So
 *     <= (e + 100) u+ absolutely, relative to S >= 2/3: 155 u; the
 *     products by c (truncated: u) and x: 158 u.
 *   1 <= |x| < 6: b_k within 2k u+ <= 640 u, the sums K u+ (<= 320 u):
 *     B within 960 u; e^-z: exp_value 5.02 u, e^-zl 2.6 u + u+, the
 *     product u+; the products by B, c (truncated) and x: < 12 u in all.
 *   Both < 980 u: eps_n = 2^10 u = 2^(11-64n): eps_1 = 2^-117, eps_2 =
 *   2^-245, eps_3 = 2^-501.  Results are never subnormal above |x| =
 *   2^-1022 / c; below, Y keeps its relative bound and acc_round rounds
 *   it once to the subnormal grid (as Exp's).
 * erf(x) is not known to be transcendental at every nonzero double x
 * (no theorem covers it as Lindemann-Weierstrass covers exp), so the
 * termination argument at the top of the file is not proved for Erf; a
 * double whose erf lay within 2^-500 of a midpoint would get level 3's
 * nearest rounding (none is known, and the hard-input file is checked).
 */
#define ACC_ERF_C 1024
/* The series of both branches, shared with Gelu (gelu_value): erf(t) for
 * t = xm c / (2/sqrt(pi)) >= 0 with z = t^2 given exactly as an acc_mp
 * and as zh + zl (doubles, zl exact), small = z < 1 (the Taylor branch):
 * res = c xm S (small) or c xm e^-z B.  Erf passes xm = |x|, z = x^2,
 * c = 2/sqrt(pi); Gelu passes xm = |x|, z = x^2/2, c = sqrt(2/pi) (t =
 * |x|/sqrt2: c xm = (2/sqrt(pi)) t).  The bound above holds for every
 * z < 36 (t < 6), the products by c and xm included. */
ACC_INLINE void erf_series(acc_mp *res, const acc_mp *xm, const acc_mp *z, double zh, double zl, int small,
                           const acc_mp *c, int n)
{
    acc_mp t, a, s, cc;
    acc_set_d(&s, 1.0, n);
    acc_set_d(&t, 1.0, n);
    if (small) {
        for (uint32_t k = 1; k <= 320; k++) {
            acc_mul(&t, &t, z, n);
            acc_div_small(&t, &t, k, n);
            acc_div_small(&a, &t, 2 * k + 1, n);
            a.s = (int)(k & 1);
            acc_add(&s, &s, &a, n);
            if (a.e < s.e - 64 * n - 6)
                break;
        }
        acc_mul(&s, &s, c, n);
        acc_mul(res, &s, xm, n);
        return;
    }
    acc_mp z2 = *z, e1, e2;
    z2.e += 1; /* 2z */
    for (uint32_t k = 1; k <= 320; k++) {
        acc_mul(&t, &t, &z2, n);
        acc_div_small(&t, &t, 2 * k + 1, n);
        acc_add(&s, &s, &t, n);
        if (t.e < s.e - 64 * n - 6 && 4.0 * zh <= 2.0 * k + 3.0)
            break;
    }
    exp_value(&e1, -zh, n);
    acc_set_d(&a, -zl, n);
    if (a.m[0] != 0) {
        acc_horner(&e2, &a, acc_exp_coef, 5 * n + 2, 0, n);
        acc_mul(&e2, &a, &e2, n);
        acc_set_d(&cc, 1.0, n);
        acc_add(&e2, &cc, &e2, n); /* e^-zl */
        acc_mul(&e1, &e1, &e2, n);
    }
    acc_mul(&s, &s, &e1, n);
    acc_mul(&s, &s, c, n);
    acc_mul(res, &s, xm, n);
}

ACC_INLINE void erf_value(acc_mp *res, double ax, int n)
{
    acc_mp xm, z, c;
    acc_set_d(&xm, ax, n);
    acc_mul(&z, &xm, &xm, n); /* exact */
    acc_set_const(&c, &acc_2_sqrtpi, 0, n);
    double zh = ax * ax, zl = fma(ax, ax, -zh);
    erf_series(res, &xm, &z, zh, zl, ax < 1.0, &c, n);
}

ACC_INLINE int erf_eval(double x, int n, double *y)
{
    acc_mp r;
    erf_value(&r, fabs(x), n);
    r.s = x < 0.0;
    return acc_round(&r, 2 * ACC_ERF_C + 1, n, y);
}

/* ------------------------------------------------------------ gelu (Gelu) */

/* gelu(x) = x/2 (1 + erf(x/sqrt2)) = x Phi(x) (approximate "none") for
 * finite x with 2^-54 <= |x|, ACC_GELU_XZ < x < ACC_GELU_SAT
 * (gelu_special answers the rest), at n limbs, rounded, with the test.
 * a = |x|, t = a/sqrt2, z = t^2 = a^2/2 exactly (the two-limb square of a,
 * its exponent less one), zh = RN(a^2)/2 and zl = (a^2 - RN(a^2))/2 (fma,
 * exact: a >= 2^-54, and halving is exact).  No t is ever formed: erf(t)
 * = sqrt(2/pi) a S(z), with sqrt(2/pi) = 2/sqrt(2 pi) (acc_rsqrt2pi, its
 * exponent plus one).
 *
 * Method.
 *   x > -8: y = x/2 (1 + s erf(t)), s = sign(x), erf(t) by erf_series
 *     (Erf's series: Taylor for z < 1, e^-z 1F1(1; 3/2; z) above; t < 6
 *     since x < ACC_GELU_SAT = 8.29 and x > -8).
 *   x <= -8: y = -a Phi(-a) = -a phi(a) R(a), phi(a) = e^-z/sqrt(2 pi), R
 *     Mills' ratio (1 - Phi(a))/phi(a) by Laplace's continued fraction
 *       R(a) = 1/(a + 1/(a + 2/(a + 3/(a + ...)))):
 *     partial numerators beta_1 = 1, beta_k = k - 1, denominators a, the
 *     convergents C_N = A_N/B_N by the forward recurrence A_N = a A_(N-1)
 *     + beta_N A_(N-2) from (A_-1, A_0) = (1, 0), (B_-1, B_0) = (0, 1): all
 *     terms positive, no cancellation.  A fraction with positive elements
 *     has its odd convergents above R and its even ones below, so |R - C_N|
 *     <= |C_(N+1) - C_N| = N!/(B_N B_(N+1)) = rho_N, and R >= C_2 =
 *     a/(a^2 + 1).  rho_N is followed in double through the ratios b_N =
 *     B_N/B_(N-1) = a + beta_N/b_(N-1) (b_1 = a): rho_0 = 1/a, rho_N =
 *     rho_(N-1) N/(b_N b_(N+1)); the loop stops at the first N with rho_N
 *     <= 2^-(64n+7) C_2 (the doubles' roundings, < 2^-42 relative over the
 *     <= 700 steps, are covered by a factor 2).  For a >= 8 that is N <=
 *     59, 179, 603 at n = 2, 4, 8 (fewer as a grows: 21, 50, 125 at a =
 *     27).  e^-z = exp_value(-zh) e^-zl as in erf_series (exp_value's
 *     reduction is exact for zh < 745.1: |k| < 2^18.1).
 *
 * Error, relative (u = 2^(1-64n)):
 *   x > -8: erf(t) within 980 u (Erf's bound: the series, the products by
 *     c and a; c = 2 acc_rsqrt2pi is truncated as 2/sqrt(pi) is).  x > 0:
 *     1 + erf(t) >= 1 keeps 980 u; x < 0: 1 - erf(t) = erfc(t) amplifies
 *     it to 980 u erf(t)/erfc(t) < 980 u/erfc(t).  The sum (u+) and the
 *     product by x/2 (u+): C_x = 983 (x >= 0), 980/erfc(t) + 3 (x < 0).
 *   x <= -8: A_N and B_N within 2.01 N u each (a step's two truncated
 *     products and sum of positive terms add 2.01 u to the larger of the
 *     two errors before it); acc_recip(B_N) 2.1 u and the product u+:
 *     C_N within 4.02 N u + 3.2 u; the truncation rho_N <= u/256 R; e^-z
 *     within 5.02 u (exp_value) + 2.6 u + u+ (e^-zl) + u+; the products
 *     by 1/sqrt(2 pi) (truncated: u + u+) and a (u+): C_x = 4.02 N + 14.3,
 *     taken as 4.1 N + 16 for the second-order terms.
 * So the rounding test's bound depends on x: C_x (above) in units of u, E
 * = 2 C_x + 1 units (acc_round).  For -8 < x < 0, erfc(t) comes from
 * libm's erfc (within 2^-50 relative), C_x = ceil(990/erfc(t)) + 3 <=
 * 2^59.5 (erfc(8/sqrt2) = 2^-49.5): eps_1 <= 2^-67.5 at x = -8, 2^-117 at
 * x = -0.01; eps_3 <= 2^-451.5.  x >= 0: eps_1 = 2^-117, eps_3 =
 * 2^-501.  x <= -8: eps_1 <= 2^-118, eps_3 <= 2^-499.
 * Results: |y| >= 2^-1075 (ACC_GELU_XZ), subnormal below x = -37.6 (the
 * acc_mp exponent holds them; acc_round rounds once to the grid).
 * Gelu is not known to be transcendental at every double x (erf is not,
 * see Erf above), so level 3's nearest rounding, if its test fails, is not
 * proved correct either; it needs an x whose gelu(x) lies within 2^-451
 * of a midpoint.
 */
#define ACC_GELU_SAT 0x1.095b059d67c4dp+3 /* smallest double with erfc(x/sqrt2) < 2^-53 */
#define ACC_GELU_XZ -0x1.34a4208ec1ea4p+5 /* largest double with |gelu(x)| < 2^-1075 */
ACC_INLINE void gelu_value(acc_mp *res, double x, int n, uint64_t *C)
{
    double a = fabs(x);
    acc_mp xm, z, c, r;
    acc_set_d(&xm, a, n);
    acc_mul(&z, &xm, &xm, n); /* exact */
    z.e -= 1;                 /* a^2/2 */
    double zsq = a * a, zh = 0.5 * zsq, zl = 0.5 * fma(a, a, -zsq);
    if (x > -8.0) {
        acc_set_const(&c, &acc_rsqrt2pi, 0, n);
        c.e += 1; /* sqrt(2/pi) */
        erf_series(&r, &xm, &z, zh, zl, zh < 1.0, &c, n);
        r.s = x < 0.0;
        acc_set_d(&c, 1.0, n);
        acc_add(&r, &c, &r, n); /* 1 + s erf(t) */
        acc_set_d(&c, 0.5 * x, n);
        acc_mul(res, &r, &c, n);
        *C = x >= 0.0 ? 983 : (uint64_t)ceil(990.0 / erfc(a * 0x1.6a09e667f3bcdp-1)) + 3;
        return;
    }
    /* x <= -8: the continued fraction */
    acc_mp am = {0}, A0 = {0}, A1 = {0}, B0 = {0}, B1 = {0}, t1 = {0}, t2 = {0}, k = {0};
    acc_set_d(&am, a, n);
    acc_set_d(&A0, 1.0, n); /* A_-1 */
    acc_set_d(&A1, 0.0, n); /* A_0 */
    acc_set_d(&B0, 0.0, n); /* B_-1 */
    acc_set_d(&B1, 1.0, n); /* B_0 */
    double c2 = a / fma(a, a, 1.0), stop = ldexp(c2, -(64 * n + 7));
    double rho = 1.0 / a, bN = a;
    uint32_t N = 0;
    for (;;) {
        N++;
        double beta = N == 1 ? 1.0 : (double)(N - 1);
        acc_set_d(&k, beta, n);
        acc_mul(&t1, &am, &A1, n);
        acc_mul(&t2, &k, &A0, n);
        A0 = A1;
        acc_add(&A1, &t1, &t2, n);
        acc_mul(&t1, &am, &B1, n);
        acc_mul(&t2, &k, &B0, n);
        B0 = B1;
        acc_add(&B1, &t1, &t2, n);
        /* rho_N = rho_(N-1) N/(b_N b_(N+1)), b_N the ratio B_N/B_(N-1) */
        if (N > 1)
            bN = a + beta / bN;
        double bN1 = a + (double)N / bN;
        rho *= (double)N / (bN * bN1);
        if (rho <= stop || N >= 4096)
            break;
    }
    acc_recip(&t1, &B1, n);
    acc_mul(&r, &A1, &t1, n); /* R(a) */
    acc_mp e1, e2;
    exp_value(&e1, -zh, n);
    acc_set_d(&t2, -zl, n);
    if (t2.m[0] != 0) {
        acc_horner(&e2, &t2, acc_exp_coef, 5 * n + 2, 0, n);
        acc_mul(&e2, &t2, &e2, n);
        acc_set_d(&c, 1.0, n);
        acc_add(&e2, &c, &e2, n); /* e^-zl */
        acc_mul(&e1, &e1, &e2, n);
    }
    acc_mul(&r, &r, &e1, n);
    acc_set_const(&c, &acc_rsqrt2pi, 0, n);
    acc_mul(&r, &r, &c, n);
    acc_mul(res, &r, &am, n);
    res->s = 1;
    *C = (uint64_t)(4.1 * N) + 16;
}

ACC_INLINE int gelu_eval(double x, int n, double *y)
{
    acc_mp r;
    uint64_t C;
    gelu_value(&r, x, n, &C);
    return acc_round(&r, 2 * C + 1, n, y);
}

/* ------------------------------------------------------------ gelu tanh */

/* gelu_tanh(x) = x sigmoid(w), w = a x + b x^3 (alg/gelu_tanh.h), for
 * 2^-55 < |x|, -21.55 <= x < 7.145 (gelu_tanh_special answers the rest),
 * at n >= 2 limbs, rounded, with the test.
 *
 * Method.  t = w(z) = z (a + b z^2), z = -|x| <= 0 (acc_gelu_a, acc_gelu_b:
 * gen_accurate.py, 512 bits), E = e^t by exp_value_mp, D = 1 + E, y = x/D
 * (x > 0) or x E/D (x < 0), as sigmoid_value: no cancellation (E > 0,
 * a + b z^2 > 0).
 * Error, relative:
 *   t: z^2 exact (106 bits in n >= 2 limbs); b z^2: b truncated (u) and
 *     the product (u+); a + b z^2: a truncated (u), the sum (u+), of two
 *     positive terms: 3.02 u; z (.): u+: 4.03 u of |t|, i.e. 4.03 u |t|
 *     absolute, |t| <= 748.3 (x >= -21.55; x < 7.145 keeps t >= -37.5):
 *     < 3016 u, which moves E by that much, relatively;
 *   E: 5.02 u (exp_value_mp) and t's 3016 u: 3021 u;
 *   D: E's error times E/(1 + E) <= 1/2, and the sum's u+: 1512 u;
 *   1/D: acc_recip's 2.1 u and D's: 1515 u; x > 0: and the product by x
 *   (u+): 1516 u; x < 0: E (1/D) x, 3021 + 1515 + 2 u+: 4539 u.
 * eps_n = 8192 u = 2^(14-64n): eps_1 = 2^-114, eps_2 = 2^-242, eps_3 =
 * 2^-498 (a margin of 1.8 over 4539 u for the dropped second-order terms).
 * Subnormal results (x < -21.17) keep the relative bound; acc_round rounds
 * them once.  gelu_tanh(x) is never a midpoint: x sigmoid(w) algebraic
 * for an algebraic x != 0 would make e^-w algebraic, w != 0 algebraic. */
#define ACC_GELU_TANH_C 8192
ACC_INLINE void gelu_tanh_value(acc_mp *res, double x, int n)
{
    acc_mp z, u, c, t, e, d, one;
    acc_set_d(&z, -fabs(x), n);
    acc_mul(&u, &z, &z, n);
    acc_set_const(&c, &acc_gelu_b, 0, n);
    acc_mul(&u, &c, &u, n);
    acc_set_const(&c, &acc_gelu_a, 0, n);
    acc_add(&c, &c, &u, n);
    acc_mul(&t, &z, &c, n);
    exp_value_mp(&e, &t, n);
    acc_set_d(&one, 1.0, n);
    acc_add(&d, &one, &e, n);
    acc_recip(res, &d, n);
    if (x < 0.0)
        acc_mul(res, res, &e, n);
    acc_set_d(&z, x, n);
    acc_mul(res, res, &z, n);
}

ACC_INLINE int gelu_tanh_eval(double x, int n, double *y)
{
    acc_mp r;
    gelu_tanh_value(&r, x, n);
    return acc_round(&r, 2 * ACC_GELU_TANH_C + 1, n, y);
}

/* ------------------------------------------------------------ special inputs */
/* Each returns 1 with *y set for the inputs its operator decides without
 * evaluating (accurate.c calls it first), else 0. */
/* Special inputs: returns 1 with *y set, else 0 (x then in the evaluated
 * range: 2^-27 <= |x| < inf). */
static inline int asinh_special(double x, double *y)
{
    double a = fabs(x);
    if (!(a < INFINITY)) { /* NaN: quieted, payload and sign kept; +-inf */
        *y = x + x;
        return 1;
    }
    /* |x| < 2^-27 (zeros and subnormals included): asinh x = x (1 - x^2/6
     * + ...) lies within |x| 2^-56.5 of x, below half an ulp of x on either
     * side (>= |x| 2^-54), so x is the correctly rounded result. */
    if (a < 0x1p-27) {
        *y = x;
        return 1;
    }
    return 0;
}

static inline int acos_special(double x, double *y)
{
    double a = fabs(x);
    if (x != x) {
        *y = x + x;
        return 1;
    }
    if (a >= 1) {
        if (x == 1) {
            *y = 0.0;
        } else if (x == -1) {
            *y = 0x1.921fb54442d18p+1; /* RN(pi) */
        } else {
            *y = onnxm_default_nan();
        }
        return 1;
    }
    return 0;
}

/* exp's special inputs.  NaN: x + x (quieted, payload and sign kept).
 * x > 0x1.62e42fefa39efp+9 (+inf included): +inf, since exp(x) exceeds the
 * midpoint 2^1024 - 2^970 between DBL_MAX and 2^1024 exactly there (and
 * below it for that double: tests/c/test_accurate.c checks both against
 * MPFR).  x < -0x1.74910d52d3051p+9 (-inf included): +0, since exp(x) <
 * 2^-1075, half the smallest subnormal, exactly there (the test checks
 * it too).  |x| <= 2^-54 (zeros and subnormals included): 1, since 1 - 2^-54
 * <= 1 + x < exp(x) < 1 + x + x^2 < 1 + 2^-53 for x != 0, strictly
 * between the midpoints around 1 (exp(+-0) = 1 exactly). */
static inline int exp_special(double x, double *y)
{
    if (x != x) {
        *y = x + x;
        return 1;
    }
    if (x > 0x1.62e42fefa39efp+9) {
        *y = INFINITY;
        return 1;
    }
    if (x < -0x1.74910d52d3051p+9) {
        *y = 0.0;
        return 1;
    }
    if (fabs(x) <= 0x1p-54) {
        *y = 1.0;
        return 1;
    }
    return 0;
}

/* log's special inputs.  NaN: x + x (quieted, payload and sign kept).
 * +-0: -inf.  x < 0 (-inf included): the default NaN.  +inf: +inf.
 * x = 1: +0 exactly. */
static inline int log_special(double x, double *y)
{
    if (x != x) {
        *y = x + x;
        return 1;
    }
    if (x == 0.0) {
        *y = -INFINITY;
        return 1;
    }
    if (x < 0.0) {
        *y = onnxm_default_nan();
        return 1;
    }
    if (x == INFINITY) {
        *y = INFINITY;
        return 1;
    }
    if (x == 1.0) {
        *y = 0.0;
        return 1;
    }
    return 0;
}

/* tanh's special inputs.  NaN: x + x (quieted, payload and sign kept).
 * |x| > 22 (+-inf included): +-1, since 1 - tanh|x| < 2e^-44 < 2^-62,
 * below the midpoint 1 - 2^-54.  |x| < 2^-27 (zeros and subnormals
 * included): x, since tanh x = x (1 - x^2/3 + ...) lies within |x|^3/3 <
 * 2^-55.58 |x| of x, inside half an ulp of x on either side (>= 2^-54 |x|
 * below a power of two, 2^-53 |x| (1 - 2^-53) elsewhere). */
static inline int tanh_special(double x, double *y)
{
    double a = fabs(x);
    if (x != x) {
        *y = x + x;
        return 1;
    }
    if (a > 22.0) {
        *y = copysign(1.0, x);
        return 1;
    }
    if (a < 0x1p-27) {
        *y = x;
        return 1;
    }
    return 0;
}

/* erf's special inputs.  NaN: x + x (quieted, payload and sign kept).
 * +-0: +-0.  |x| >= 6 (+-inf included): +-1, since erfc(6) < 2^-55 is
 * below half an ulp of 1 from below (the double threshold is
 * 0x1.7afb48dc96627p+2 = 5.9215...; the series answers up to 6). */
static inline int erf_special(double x, double *y)
{
    if (x != x) {
        *y = x + x;
        return 1;
    }
    if (x == 0.0) {
        *y = x;
        return 1;
    }
    if (fabs(x) >= 6.0) {
        *y = copysign(1.0, x);
        return 1;
    }
    return 0;
}

/* gelu's special inputs.  NaN: x + x (quieted, payload and sign kept).
 * +-0: +-0.  0 < |x| < 2^-54: alg/gelu_tiny.h's rule, x/2, or where x/2
 * is a tie (a subnormal x with an odd last bit) (x + 2^-1074)/2 with x's
 * sign.  x >= ACC_GELU_SAT (+inf included): x, since y = x (1 - erfc/2)
 * with erfc(x/sqrt2)/2 < 2^-54 lies above the midpoint x (1 - 2^-54)
 * (below a power of two the ulp halves; elsewhere the midpoint is lower).
 * x <= ACC_GELU_XZ (-inf included): -0, |gelu(x)| < 2^-1075 (the limit at
 * -inf is -0, not the NaN of -inf * 0). */
static inline int gelu_special(double x, double *y)
{
    if (x != x) {
        *y = x + x;
        return 1;
    }
    if (fabs(x) < ALG_GELU_TINY_F64) {
        *y = alg_gelu_tiny_f64(x);
        return 1;
    }
    if (x >= ACC_GELU_SAT) {
        *y = x;
        return 1;
    }
    if (x <= ACC_GELU_XZ) {
        *y = -0.0;
        return 1;
    }
    return 0;
}

/* sigmoid's special inputs.  NaN: x + x (quieted, payload and sign kept).
 * x >= 0x1.2b708872320e2p+5 (+inf included): 1, since sigmoid(x) > 1 -
 * 2^-54, the midpoint below 1, exactly from there (x > ln(2^54 - 1); the
 * double below is under it: tests/c/test_accurate.c checks both against
 * MPFR).  x < -0x1.74910d52d3051p+9 (-inf included): +0, since
 * sigmoid(x) < exp(x) < 2^-1075 there (exp_special).  |x| <= 2^-54 (zeros
 * and subnormals included): 1/2, since |sigmoid(x) - 1/2| < |x|/4 <= 2^-56,
 * inside the midpoints 1/2 - 2^-55 and 1/2 + 2^-54 around 1/2. */
static inline int sigmoid_special(double x, double *y)
{
    if (x != x) {
        *y = x + x;
        return 1;
    }
    if (x >= 0x1.2b708872320e2p+5) {
        *y = 1.0;
        return 1;
    }
    if (x < -0x1.74910d52d3051p+9) {
        *y = 0.0;
        return 1;
    }
    if (fabs(x) <= 0x1p-54) {
        *y = 0.5;
        return 1;
    }
    return 0;
}

/* gelu_tanh's special inputs.  NaN: x + x (quieted, payload and sign
 * kept).  x >= 0x1.c948c2609e415p+2 (7.145, +inf included): x, since
 * sigmoid(w) > 1 - 2^-54 exactly from there (mpmath) puts y = x (1 - d),
 * 0 < d < 2^-54, above x's lower midpoint (x (1 - 2^-54) at a power of
 * two, x - ulp/2 below it otherwise).  x < -0x1.58c0d225444bbp+4 (-21.55,
 * -inf included): -0, since |y| < 2^-1075 exactly there (mpmath; the
 * limit at -inf, not 0 inf).  |x| <= 2^-55 (zeros and subnormals
 * included): the tiny rule, alg/gelu_tiny.h.  tests/c/test_accurate.c
 * checks each threshold and its neighbour against MPFR. */
static inline int gelu_tanh_special(double x, double *y)
{
    if (x != x) {
        *y = x + x;
        return 1;
    }
    if (x >= 0x1.c948c2609e415p+2) {
        *y = x;
        return 1;
    }
    if (x < -0x1.58c0d225444bbp+4) {
        *y = -0.0;
        return 1;
    }
    if (fabs(x) <= 0x1p-55) { /* alg/gelu_tiny.h's rule: x/2, or the tie broken upward */
        *y = alg_gelu_tiny_f64(x);
        return 1;
    }
    return 0;
}

#endif
