/* erf_dd.h -- Erf in double-double, the fast path of correctly rounded
 * double Erf: for every double x with 2^-968 <= |x| < ALG_ERF_DD_XSAT,
 * hi + lo is within 2^-65.8 of erf(x), relative to |hi|, |lo| <= ulp(hi)/2,
 * so the kernel's rounding test on [hi + lo -+ EPS |hi|] (EPS = 2^-65)
 * settles all but ~2^-11.5 of lanes.  From ALG_ERF_DD_XSAT up (+-inf
 * included) hi = +-1, lo = 0 exactly, by a select: erf(x) rounds to +-1
 * there.  Every other lane (|x| < 2^-968, where the low parts would be
 * subnormal, +-0 and NaN) gets hi = NaN and goes to the accurate path
 * (accurate.c), which owns the special values.
 *
 * Computed on |x|, the sign applied to hi and lo last (exactly odd).
 *
 * Saturation: ALG_ERF_DD_XSAT = 0x1.7afb48dc96627p+2 (5.9215...) is the
 * smallest double with erfc(x) < 2^-54, i.e. erf(x) above the midpoint 1 -
 * 2^-54 between 1 - 2^-53 and 1 (gen_special_table.py checks it and its
 * predecessor with mpmath), so erf(x) rounds to 1 from there up.
 *
 * Method, three branches, all computed, one selected per lane:
 *   pieces (1/4 < |x| < 4; j = RN(4|x| - 1/2) in 1..15, as alg/erf.h):
 *     erf(|x|) = sum_{k=0..16} a_k t^k, t = |x| - (j + 1/2)/4 exact
 *     (Sterbenz), |t| <= 1/8; a0..a4 double-doubles (table A), a5..a16
 *     doubles (tables A and B; gen_poly.py erf_dd: relative error <=
 *     2^-71.56 with the stored numbers).  q = a5 + ... + a16 t^11 by
 *     double Horner, then (H, L) = a_k + t (H, L) for k = 4..0 in
 *     double-double: t H = p + pe exactly (fma), a_k,hi + p = s + e by
 *     TwoSum, L' = e + (a_k,lo + (pe + t L)).
 *   small (|x| <= 1/4, j = 0): erf(x) = x (c + q0 u + q1 u^2 + u^3 Q(u)),
 *     u = x^2 = uh + ul exactly (fma), c = 2/sqrt(pi), q0 = -c/3, q1 =
 *     c/10 double-doubles, Q of degree 6 (relative error of the whole <=
 *     2^-73.03); the same double-double Horner steps in u (products by uh
 *     split exactly, ul's terms added to the low part), then x (H + L).
 *   far (4 <= |x| < XSAT): erf(x) = 1 - erfc(x), erfc(x) = exp(-x^2) R(x),
 *     R of degree 12 in |x| - 5 on [4, 6] (relative error <= 2^-44.39),
 *     x^2 = zh + zl exactly, exp(-zh) by alg/exp.h's double core (< 0.52
 *     ulp: 2^-52.9), times (1 - zl) (|zl| <= 2^-49, so e^-zl = 1 - zl
 *     within 2^-99).  erfc(x) <= erfc(4) = 2^-26.1, so erfc's relative
 *     error of < 2^-44.3 is < 2^-70.4 absolutely, relative to erf >= 1 -
 *     2^-26; hi + lo = 1 - erfc by FastTwoSum (exact).
 *
 * Error bound, relative to erf(|x|):
 *   pieces: the fit 2^-71.56; q's Horner roundings (<= 2^-51 |q| in all)
 *     times |t|^5 <= 2^-15, with |q| <= 0.2 (gen_poly.py erf_dd's
 *     coefficients: |a5| <= 0.113, the rest times |t| much smaller):
 *     2^-68.3 absolutely; each double-double step adds <= 2^-104 |H| (the
 *     roundings of pe + t L, of a_k,lo + . and of e + .: terms of size
 *     2^-52 |H|), five steps; the result is >= erf(1/4) = 0.2763: relative
 *     < 2^-68.3 / 0.2763 + 2^-71.56 + 2^-100 < 2^-66.1.
 *   small: the fit 2^-73.03; Q's roundings (2^-51 |Q|, |u^3 Q| <= 2^-17.2
 *     relative to P >= 1.105): 2^-68.3; the steps 2^-100; the last product
 *     2^-104: < 2^-68.
 *   far: < 2^-70.4 (above).
 *   The final FastTwoSum (hi, lo) is exact, and the sign exact; where lo
 *   is near the subnormal range (|x| >= 2^-968 keeps |lo| >= 2^-1022
 *   unless lo is 0) nothing is lost.  So < 2^-66.1 |hi| (1 + 2^-52); the
 *   rounding test's own roundings (kernel_bodies.h) add < 2^-100: EPS =
 *   2^-65 leaves a margin of 2^1.1.
 */
#ifndef ONNXM_ALG_ERF_DD_H
#define ONNXM_ALG_ERF_DD_H

#include "kernels/alg/dd.h"
#include "kernels/alg/exp.h" /* alg_exp_core */
#include "kernels/alg/fast.h" /* ALG_EACH */

#define ALG_ERF_DD_EPS 0x1p-65
#define ALG_ERF_DD_GROUP 2
#define ALG_ERF_DD_XSAT 0x1.7afb48dc96627p+2
#define ALG_ERF_DD_XMIN 0x1p-968
/* the last FastTwoSum */
#define ALG_ERF_DD_LO_ULPS 0.5
/* the saturation threshold, the branches' switches (1/4, 4), the smallest
 * |x| of the core, and where results turn subnormal (2^-1022 / c) */
#define ALG_ERF_DD_EDGES {ALG_ERF_DD_XSAT, 0.25, 4.0, ALG_ERF_DD_XMIN, 0x1.c5bf891b4ef6cp-1023}

/* pieces j = 1..15: a0h a0l a1h a1l a2h a2l a3h a3l a4h a4l a5..a10 (A),
 * a11..a16 (B) (gen_poly.py erf_dd) */
#define ALG_ERF_DD_PIECES_A(X) \
    X(0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0) /*  0: unused */ \
    X(0x1.9dd0d2b721f39p-2, -0x1.1671c021d14c4p-56, 0x1.f5f0cdaf15313p-1, 0x1.dff2ae4c5402bp-60, -0x1.78749a434fe4ep-2, -0x1.0b3faf4d2702fp-56, -0x1.e106c51d1ef9dp-3, 0x1.c627f080a6893p-59, 0x1.5529abcd00677p-3, -0x1.3762c101914bcp-59, 0x1.7488b8a7f1ba8p-5, -0x1.9a7945cd872e3p-5, -0x1.65c10b838991bp-8, 0x1.709ab615c2d26p-7, 0x1.0422b56f7ae8ep-13, -0x1.075688ffbc7f8p-9) /*  1: 2^-71.56 */ \
    X(0x1.3f196dcd0f135p-1, -0x1.f25f4f6fdf70bp-56, 0x1.86e9694134b9ep-1, -0x1.3bda1266acd55p-55, -0x1.e8a3c39181e85p-2, -0x1.d4bda198d1bb2p-58, -0x1.c8105021682e3p-5, 0x1.6ffbe6f4652f1p-59, 0x1.6963c8a39d692p-3, 0x1.cc0666d7965fep-57, -0x1.c1242dfffc502p-6, -0x1.52b2668e8627dp-5, 0x1.c7cd9c1ca7099p-7, 0x1.b62f4a748413cp-8, -0x1.dc3b46fd2d8f9p-9, -0x1.81148d82485b2p-11) /*  2: 2^-73.32 */ \
    X(0x1.91724951b8fc6p-1, -0x1.27912dd352f8bp-55, 0x1.0cab61f084b93p-1, 0x1.098a50bdc45afp-56, -0x1.d62beb64e8441p-2, -0x1.e85907536330ap-56, 0x1.7c9d756a115bbp-4, 0x1.9b4d6d4484c2ap-60, 0x1.cc60567d78c2bp-4, -0x1.c38466d9f2dd9p-59, -0x1.1350f4b222ac7p-4, -0x1.53bb4a5af4fbep-7, 0x1.30ac21937fab3p-6, -0x1.e3f4d17a9a6a5p-10, -0x1.aae22e161f60ep-9, 0x1.d6e44e4b6ab22p-11) /*  3: 2^-73.20 */ \
    X(0x1.c6dad2829ec62p-1, -0x1.ab76d4cba3d05p-57, 0x1.45e99bcbb7915p-2, 0x1.7bcd002dba6ebp-56, -0x1.6ea6cf452e838p-2, -0x1.5a35098322556p-59, 0x1.4cb3cf0aa0b9bp-3, 0x1.32465f3750badp-58, 0x1.ca5083167a246p-6, 0x1.b02675b8f1fb9p-63, -0x1.f65d15f1cf8d7p-5, 0x1.fd1c6c11eda72p-7, 0x1.3acc78420ebd2p-7, -0x1.8b43c43f20622p-8, -0x1.79b04d139fdfep-12, 0x1.2e527649ce071p-10) /*  4: 2^-75.68 */ \
    X(0x1.e5768c3b4a3fcp-1, 0x1.8b62674f89890p-57, 0x1.5ce595c455b0ap-3, 0x1.c317412c99f3fp-59, -0x1.dfbbadedf5d2ep-3, 0x1.93c007ed17025p-59, 0x1.4374d82e04c67p-3, -0x1.2cc80d876a60ap-57, -0x1.f3b8d52d35665p-6, -0x1.2e0cdfbf9f4d7p-61, -0x1.f572c4c8c7b0cp-6, 0x1.6b16f52c58b2bp-6, -0x1.73ffa9b8595a5p-10, -0x1.1740474706b09p-8, 0x1.9da3d48ff7f5fp-10, 0x1.534f6c4e8c209p-12) /*  5: 2^-74.52 */ \
    X(0x1.f4f693b67bd77p-1, -0x1.3a1ee1406c356p-56, 0x1.499d478bca735p-4, 0x1.31c424dc6897dp-60, -0x1.0bcfca21947dbp-3, -0x1.f86f57b81f6a0p-59, 0x1.d6631e1a28e9ep-4, 0x1.a254a7f671b74p-58, -0x1.974c03686729dp-5, -0x1.ff92ac4a751a4p-60, -0x1.17d430bd57df1p-9, 0x1.d857f2c4bc9b6p-7, -0x1.954ab0f57a21fp-8, -0x1.2e43eef270f6dp-11, 0x1.71cd7855c8d9ap-10, -0x1.75457224307b0p-12) /*  6: 2^-78.18 */ \
    X(0x1.fbe61eef4cf6ap-1, 0x1.15ded88667618p-55, 0x1.12ceb37ff9bc3p-5, 0x1.a3b0b1ab69599p-59, -0x1.01a1c847fa207p-4, -0x1.92eb4bf90d25ep-59, 0x1.143d1c6f4f093p-4, 0x1.8212714df26f8p-60, -0x1.5a316520b81bap-5, 0x1.5153c5134cb11p-59, 0x1.779b1e57043ccp-7, 0x1.0d099c7b29ddep-8, -0x1.42fcbaa85e936p-8, 0x1.76ff57db4457cp-10, 0x1.7bda7965ef962p-12, -0x1.991c209f7cca6p-12) /*  7: 2^-76.57 */ \
    X(0x1.fea4218d6594ap-1, -0x1.e3333d8f7d98cp-58, 0x1.94624e78e0fafp-7, -0x1.41864c4860cb9p-61, -0x1.ada873606f0aap-6, 0x1.959eab65f8a64p-60, 0x1.0ea475da3be7fp-5, -0x1.672d5c3629b81p-61, -0x1.afe553fa44f40p-6, 0x1.6f7d7d7133e1ap-61, 0x1.9973b489fa221p-7, -0x1.dd78ee1541167p-10, -0x1.ea03bb24933d5p-10, 0x1.6aa2c0b920d80p-10, -0x1.2fdb2fd001636p-12, -0x1.01788a2afa9b7p-13) /*  8: 2^-76.22 */ \
    X(0x1.ff9960f3eb327p-1, -0x1.08b1ca6e97f80p-56, 0x1.06918b6355624p-8, 0x1.21b45e08c4a90p-62, -0x1.37ccd585f564bp-7, -0x1.6018d58c63e19p-63, 0x1.c1ec102e364f1p-7, -0x1.498ede1c341e9p-62, -0x1.ae59615f8eb1ap-7, -0x1.3434f8b573b0cp-61, 0x1.11dae47350dddp-7, -0x1.982b274b81788p-9, 0x1.0283e0b81be06p-13, 0x1.377c452e8897fp-11, -0x1.61ec70a6e11a7p-12, 0x1.cae81a7e09fe9p-15) /*  9: 2^-75.23 */ \
    X(0x1.ffe514bbdc197p-1, -0x1.cd963345b5c6dp-58, 0x1.2ce898809244ep-10, 0x1.092b4b6ec1614p-64, -0x1.8af14828bffa7p-9, 0x1.23f736b0e32cep-63, 0x1.407fbd18f1201p-8, -0x1.404e5a7c14ecdp-62, -0x1.62d4c6d49c7b0p-8, 0x1.bc8ca764f6caep-63, 0x1.146c4b3e28c45p-8, -0x1.267f3bc3eb5a4p-9, 0x1.64f891b0c9b0ap-11, 0x1.229ef0be9e260p-15, -0x1.4006bb88b0d69p-13, 0x1.3631d47d81f37p-14) /* 10: 2^-77.03 */ \
    X(0x1.fff9ba420e834p-1, 0x1.1379ec5aa630ep-56, 0x1.30538fbb77ecdp-12, 0x1.8c5f8d15b62b2p-69, -0x1.b5781e9d7c647p-11, 0x1.f18dffd1fe512p-66, 0x1.89e17c074d373p-10, -0x1.1d9567bfaad23p-64, -0x1.ed4ac7daea43ep-10, -0x1.cf68c5e577074p-64, 0x1.c11f27065ca3fp-10, -0x1.2add1ce773e8ep-10, 0x1.151f7854a4879p-11, -0x1.1c63ff42002c6p-13, -0x1.0ec4b79f28ccep-16, 0x1.181449991ee12p-15) /* 11: 2^-78.55 */ \
    X(0x1.fffeb3ebb267bp-1, 0x1.e47f697047cbap-57, 0x1.0f9e1b4dd36dfp-14, -0x1.3fed4aac7caeep-71, -0x1.a8670aa99a5bcp-13, -0x1.818398494d684p-67, 0x1.a3737e2a2f2bcp-12, 0x1.3f64810d3bf2ep-66, -0x1.24544f02d2a7ep-11, -0x1.65bb7e26e32b8p-67, 0x1.2e7e763d3371bp-11, -0x1.da496e53546cfp-12, 0x1.176cf6641d889p-12, -0x1.d2ac6c8cdd0b6p-14, 0x1.aafdbd33956c6p-16, 0x1.03f2f283dcaedp-18) /* 12: 2^-81.97 */ \
    X(0x1.ffffc316d9ed0p-1, -0x1.8b32f44f46b3bp-55, 0x1.abe09e9144b5ep-17, 0x1.30824d24bf5f5p-71, -0x1.690585ca91f98p-15, 0x1.bf117713bada8p-69, 0x1.84522fe8815bcp-14, -0x1.5fafd58ac258dp-70, -0x1.298f8d45f650ap-13, 0x1.41f2defb17b4dp-69, 0x1.577577885f857p-13, -0x1.330aab77d471cp-13, 0x1.ac9997dd04b2fp-14, -0x1.cc1578b9af64fp-15, 0x1.64c530bfa8273p-16, -0x1.34f0301aa856fp-18) /* 13: 2^-82.42 */ \
    X(0x1.fffff618c3da6p-1, -0x1.19309ce23aa3ep-58, 0x1.296a70f414053p-19, 0x1.036bc7222a200p-74, -0x1.0d88765d3224bp-17, -0x1.558dea3b04678p-71, 0x1.394b1fa67116dp-16, -0x1.9aea55e2ef80ap-72, -0x1.05760ad1bcf9ap-15, 0x1.05ae9b6d4c6c5p-69, 0x1.4c1fe48a5aa67p-15, -0x1.4b98203383ad0p-15, 0x1.085c0f8220981p-15, -0x1.510a3c05c71e4p-16, 0x1.516554a3d133ap-17, -0x1.f31a25c7eaf6ap-19) /* 14: 2^-83.43 */ \
    X(0x1.fffffe92ced93p-1, -0x1.d2db2ecfe14aep-55, 0x1.6ce1aa3fd7bddp-22, 0x1.bf170279dc0f4p-80, -0x1.617a9cedd8ffep-20, -0x1.ec4623ed66d97p-76, 0x1.b95fa39b39f7fp-19, 0x1.dad3b41cd66c9p-77, -0x1.8e1fc41538bd9p-18, 0x1.cc8d48f647415p-72, 0x1.137172180139ep-17, -0x1.2eb290b1828d3p-17, 0x1.0d8c35cb0101bp-17, -0x1.88856a3663383p-18, 0x1.d25c45f8ac4bfp-19, -0x1.bbbb87536751ap-20) /* 15: 2^-85.34 */
#define ALG_ERF_DD_PIECES_B(X) \
    X(0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0) \
    X(0x1.e96b9a557be43p-14, 0x1.378ce75570232p-12, -0x1.19d244f6bbf91p-15, -0x1.39907b129bbdap-15, 0x1.90d48fb81dfa7p-18, 0x1.0ff686656c59bp-18) \
    X(0x1.63796bfcc7e24p-11, 0x1.5512209ace156p-15, -0x1.a16faffd54f25p-14, 0x1.d906663e074c4p-19, 0x1.90e378caa71aep-17, -0x1.66a03cecd7c4bp-20) \
    X(0x1.9900081474a56p-12, -0x1.94ae3ffb23e25p-13, -0x1.e7126fb03e8aep-16, 0x1.e7c9edab4d6f5p-16, 0x1.e0e824e867998p-23, -0x1.c75c0319de7e8p-19) \
    X(-0x1.731a06efddb5ep-13, -0x1.28de968bab763p-13, 0x1.9ed9e8076a29fp-15, 0x1.67ab4143bb1afp-17, -0x1.0176f42e406a7p-17, -0x1.6be23e4ebca97p-23) \
    X(-0x1.6392df3046f79p-12, 0x1.e1332ddb4d24fp-16, 0x1.5e437d08c97ebp-15, -0x1.921adff6edcf4p-17, -0x1.8eca7ddeb4f9bp-19, 0x1.fcdb085d4d521p-20) \
    X(-0x1.07892f71166f6p-13, 0x1.70f93e16211d9p-14, -0x1.1e8d1ba15cf9fp-18, -0x1.63fb1a54f98e3p-17, 0x1.7796f5e6f0167p-19, 0x1.648132db95e99p-21) \
    X(0x1.353eea2188ce1p-14, 0x1.2e9cb6faabdbdp-15, -0x1.5d06d32963b19p-16, 0x1.b5af3d213dc9ap-21, 0x1.3d4a9641cd080p-19, -0x1.5a3ab0b3339d2p-21) \
    X(0x1.8dd7ababe59fbp-14, -0x1.f70c68fcee66fp-17, -0x1.1c65fd9081126p-17, 0x1.3155e1bd97444p-18, -0x1.ee9d3b3cb1fb5p-23, -0x1.f47e7b820a880p-22) \
    X(0x1.0927689af00abp-15, -0x1.5cf9e56e6ec11p-16, 0x1.a5c4c5a51830cp-19, 0x1.c21a244e4fa30p-20, -0x1.eb18bd4b0e4f8p-21, 0x1.44a8ca1506a8bp-24) \
    X(-0x1.5a7e17af30729p-17, -0x1.c0ce5b7caab76p-18, 0x1.16fadabd21f5cp-18, -0x1.6b7476109481dp-21, -0x1.2bc2ebc9e0ef7p-22, 0x1.6bb16b9924ec6p-23) \
    X(-0x1.f1015175b8752p-17, 0x1.119cf939060afp-19, 0x1.3eb1eef271d36p-20, -0x1.961a342d392c1p-21, 0x1.2f04296b6ec28p-23, 0x1.3f9c7d2c1eabap-25) \
    X(-0x1.ab2ef5bdcbd38p-18, 0x1.6e35d7ff3353cp-19, -0x1.bc97ecf64a02fp-22, -0x1.77b711dea7344p-23, 0x1.0a259df82534dp-23, -0x1.dde49e53bb00dp-26) \
    X(-0x1.5f92acd1c91d9p-21, 0x1.1e1d7e180ad9cp-20, -0x1.ef1655de208dap-22, 0x1.5f1ee088956cep-24, 0x1.62548fa2439fap-26, -0x1.36eae1c97b734p-26) \
    X(0x1.b0737ed212fafp-21, 0x1.49b56a4101777p-24, -0x1.4fe4cc982bd6dp-23, 0x1.3068968389100p-24, -0x1.fa6b18a78fa87p-27, -0x1.b00a9cc96d58dp-30) \
    X(0x1.40015fff7c0ddp-21, -0x1.20d2ac2f1d646p-23, -0x1.0aa6ebc445fd6p-28, 0x1.559a5da7af6b2p-26, -0x1.5085b3a8e21c0p-27, 0x1.4ae03a572ec4bp-29)
static const double alg_erf_dd_tab_a[16][16] VEC_TABLE16_ALIGN = VEC_TABLE16(ALG_ERF_DD_PIECES_A);
static const double alg_erf_dd_tab_b[16][16] VEC_TABLE16_ALIGN = VEC_TABLE16(ALG_ERF_DD_PIECES_B);

/* s + e = a + b exactly (TwoSum: no order needed) */
static inline vd alg_erf_dd_two_sum(vd a, vd b, vd *e)
{
    vd s = vd_add(a, b);
    vd bb = vd_sub(s, a);
    *e = vd_add(vd_sub(a, vd_sub(s, bb)), vd_sub(b, bb));
    return s;
}

/* (H, L) = (ah + al) + m (H, L), m a double, as the top of the file */
static inline void alg_erf_dd_step(vd ah, vd al, vd m, vd *H, vd *L)
{
    vd p = vd_mul(*H, m);
    vd npe = vd_fnma(*H, m, p); /* p - H m, exact */
    vd low = vd_sub(vd_fma(*L, m, al), npe);
    vd e, s = alg_erf_dd_two_sum(ah, p, &e);
    *H = s;
    *L = vd_add(e, low);
}
/* the same with m = uh + ul (ul's terms into the low part) */
static inline void alg_erf_dd_step2(vd ah, vd al, vd uh, vd ul, vd *H, vd *L)
{
    vd p = vd_mul(*H, uh);
    vd npe = vd_fnma(*H, uh, p);
    vd low = vd_sub(vd_fma(*L, uh, vd_fma(*H, ul, al)), npe);
    vd e, s = alg_erf_dd_two_sum(ah, p, &e);
    *H = s;
    *L = vd_add(e, low);
}

static inline __attribute__((always_inline)) void alg_erf_dd1(vd x, vd *hi, vd *lo)
{
    vd ax = vd_abs(x);
    vd tj = vd_add(vd_fma(ax, vd_set(4.0), vd_set(-0.5)), vd_set(ALG_ERF_SHIFT));
    vd jd = vd_sub(tj, vd_set(ALG_ERF_SHIFT));
    vi jb = vd_bits(tj);
    /* pieces */
    vd t = vd_sub(ax, vd_fma(jd, vd_set(0.25), vd_set(0.125)));
    vd c0, c1, H, L;
    const double *A = &alg_erf_dd_tab_a[0][0], *B = &alg_erf_dd_tab_b[0][0];
    vd_lookup16_2(B, 4, jb, &c0, &c1);
    H = vd_fma(c1, t, c0);
    vd_lookup16_2(B, 2, jb, &c0, &c1);
    H = vd_fma(H, t, c1);
    H = vd_fma(H, t, c0);
    vd_lookup16_2(B, 0, jb, &c0, &c1);
    H = vd_fma(H, t, c1);
    H = vd_fma(H, t, c0);
    vd_lookup16_2(A, 14, jb, &c0, &c1);
    H = vd_fma(H, t, c1);
    H = vd_fma(H, t, c0);
    vd_lookup16_2(A, 12, jb, &c0, &c1);
    H = vd_fma(H, t, c1);
    H = vd_fma(H, t, c0);
    vd_lookup16_2(A, 10, jb, &c0, &c1);
    H = vd_fma(H, t, c1);
    H = vd_fma(H, t, c0); /* q = a5 + ... + a16 t^11 */
    L = vd_set(0.0);
    for (int k = 8; k >= 0; k -= 2) {
        vd_lookup16_2(A, k, jb, &c0, &c1);
        alg_erf_dd_step(c0, c1, t, &H, &L);
    }
    /* small: x (c + q0 u + q1 u^2 + u^3 Q(u)) */
    vd uh = vd_mul(ax, ax);
    vd ul = vd_sub(vd_set(0.0), vd_fnma(ax, ax, uh)); /* x^2 - uh, exact */
    vd sq = vd_set(-0x1.5892f48c00fb1p-23);
    sq = vd_fma(sq, uh, vd_set(0x1.b9d3efe1c393bp-20));
    sq = vd_fma(sq, uh, vd_set(-0x1.f4d242947e824p-17));
    sq = vd_fma(sq, uh, vd_set(0x1.f9a326e7c64b0p-14));
    sq = vd_fma(sq, uh, vd_set(-0x1.c02db4003abdcp-11));
    sq = vd_fma(sq, uh, vd_set(0x1.565bcd0e6a533p-8));
    sq = vd_fma(sq, uh, vd_set(-0x1.b82ce31288b51p-6));
    vd SH = sq, SL = vd_set(0.0);
    alg_erf_dd_step2(vd_set(0x1.ce2f21a042be2p-4), vd_set(-0x1.2871bc5e00766p-58), uh, ul, &SH, &SL);  /* q1 */
    alg_erf_dd_step2(vd_set(-0x1.812746b0379e7p-2), vd_set(0x1.ee12e49cab700p-57), uh, ul, &SH, &SL); /* q0 */
    alg_erf_dd_step2(vd_set(0x1.20dd750429b6dp+0), vd_set(0x1.1ae3a914fed80p-56), uh, ul, &SH, &SL);  /* c */
    vd sp = vd_mul(ax, SH);
    vd sl = vd_sub(vd_mul(ax, SL), vd_fnma(ax, SH, sp)); /* x SL + (x SH - sp) */
    /* far: 1 - exp(-x^2) (1 - zl) R(|x| - 5) */
    vd s5 = vd_sub(ax, vd_set(5.0));
    vd rr = vd_set(0x1.0242576ca6f4bp-33);
    rr = vd_fma(rr, s5, vd_set(-0x1.880ec4f463a8fp-31));
    rr = vd_fma(rr, s5, vd_set(0x1.0bee7255284c8p-28));
    rr = vd_fma(rr, s5, vd_set(-0x1.8c5b40aac857bp-26));
    rr = vd_fma(rr, s5, vd_set(0x1.228e91a6a8f0ap-23));
    rr = vd_fma(rr, s5, vd_set(-0x1.a31f98e1e7863p-21));
    rr = vd_fma(rr, s5, vd_set(0x1.2a410b943652bp-18));
    rr = vd_fma(rr, s5, vd_set(-0x1.a2a80e3e03843p-16));
    rr = vd_fma(rr, s5, vd_set(0x1.219f2c3cf2cb5p-13));
    rr = vd_fma(rr, s5, vd_set(-0x1.8abc1995f751cp-11));
    rr = vd_fma(rr, s5, vd_set(0x1.08cf82b797514p-8));
    rr = vd_fma(rr, s5, vd_set(-0x1.5d843497d0ae3p-6));
    rr = vd_fma(rr, s5, vd_set(0x1.c57239e943d1ap-4));
    vd zl = vd_sub(vd_set(0.0), vd_fnma(ax, ax, uh)); /* x^2 - uh */
    vd ec = vd_mul(vd_mul(alg_exp_core(vd_sub(vd_set(0.0), uh)), vd_sub(vd_set(1.0), zl)), rr);
    vd fe, fh = dd_fast_two_sum(vd_set(1.0), vd_sub(vd_set(0.0), ec), &fe);
    /* select, then one FastTwoSum for |lo| <= ulp(hi)/2 */
    vm small = vd_eq(jd, vd_set(0.0)), far = vd_ge(ax, vd_set(4.0));
    vd h = vd_sel(far, fh, vd_sel(small, sp, H));
    vd l = vd_sel(far, fe, vd_sel(small, sl, L));
    vd e, s = dd_fast_two_sum(h, l, &e);
    vm sat = vd_ge(ax, vd_set(ALG_ERF_DD_XSAT));
    s = vd_sel(sat, vd_set(1.0), s);
    e = vd_zero_if(sat, e);
    vm in = vd_ge(ax, vd_set(ALG_ERF_DD_XMIN)); /* NaN fails */
    vd sg = vd_copysign(vd_set(1.0), x);
    *hi = vd_sel(in, vd_mul(s, sg), vd_set(NAN));
    *lo = vd_mul(e, sg);
}

static inline __attribute__((always_inline)) void alg_erf_dd_n(int n, const vd *x, vd *hi, vd *lo)
{
    ALG_EACH(u, n) alg_erf_dd1(x[u], &hi[u], &lo[u]);
}

/* one vector (the tests and benches) */
static inline __attribute__((always_inline)) vd alg_erf_dd(vd x, vd *lo)
{
    vd hi;
    alg_erf_dd_n(1, &x, &hi, lo);
    return hi;
}

#endif
