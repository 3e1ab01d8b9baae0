/* gelu_dd.h -- Gelu (approximate "none") in double-double, the fast path
 * of correctly rounded double Gelu: for every double x with
 * ALG_GELU_TINY_F64 = 2^-54 <= |x| and ALG_GELU_DD_XMIN = -37.04 <= x <
 * ALG_GELU_DD_SAT = 8.29, hi + lo is within 2^-70.6 of gelu(x), relative
 * to |hi|, and |lo| <= ulp(hi)/2, so the kernel's rounding test on
 * [hi + lo -+ ALG_GELU_DD_EPS |hi|] (EPS = 2^-69) settles all but ~2^-15.5
 * of those lanes.  Selects, exact: hi = x for x >= ALG_GELU_DD_SAT (+inf
 * included: an infinite hi goes to the accurate path), hi = x/2 or its
 * tie broken upwards for 0 < |x| < 2^-54 (alg_gelu_tiny_f64), lo = 0.
 * Every other lane gets hi = NaN and takes the accurate path (accurate.c,
 * onnxm_gelu_accurate, correctly rounded for every double and the owner
 * of the special values): NaN, -inf, +-0 and the tiny rule's -0 (the
 * rounding test would lose the sign of a zero hi), and x < XMIN (results
 * below 2^-991: the subnormal results from x = -37.616 down, the zeros
 * from x = -38.58, and the band of normal results just above them, where
 * Exp's core, whose range ends at -686, is not used).
 *
 * Method.  gelu(x) = x Phi(x), Phi the normal distribution function; with
 * a = |x| and P = Phi(-a) = erfc(a/sqrt2)/2 (0 < P <= 1/2):
 *   y = x P (x < 0),   y = x (1 - P) (x > 0),
 * so 1 + erf is never formed, and 1 - P >= 1/2 moves P's relative error
 * to y at most unchanged (|d(1 - P)|/(1 - P) <= P/(1 - P) |dP/P|).  One
 * function of a serves both signs (no erf core beside it):
 *   P = e^-z G(a)/2,  z = a^2/2,  G(a) = g(a) = erfc(a/sqrt2) e^(a^2/2)
 *     (entire, g(0) = 1, ~ sqrt(2/pi)/a as a grows: Mills' ratio times
 *     sqrt(2/pi)),
 *   z = zh + zl exactly: zh = RN(a^2)/2, -zl = (RN(a^2) - a^2)/2 by one
 *     fma (a >= 2^-54 keeps a^2 and its error normal; halving is exact);
 *   e^-z = e^-zh e^-zl: e^-zh = eh + el by Exp's double-double core
 *     (alg_exp_dd_n, within 9.65 2^-85 relative, |el| <= ulp(eh)/2, hi =
 *     NaN below -686: a > 37.04 and NaN), e^-zl = 1 + d, d = RN(-zl +
 *     zl^2/2) (|zl| <= ulp(zh)/2 <= 2^-43.6; the dropped cube < 2^-132,
 *     d's rounding < 2^-96.6), (eh, el) = FastTwoSum(eh, RN(eh d + el))
 *     (its rounding < 2^-96.6, el d dropped < 2^-95.6): e^-z within
 *     9.70 2^-85;
 *   G by 16 pieces of degree 16 (gen_poly.py gelu_dd), piece j:
 *     j = 0..13 (a < 7, j = RN(2a - 1/2) by one fma and the 1.5 2^52
 *       shifter, a in [j/2, (j+1)/2] up to the ties, which both pieces'
 *       fits cover): G = g(c_j + w), w = a - c_j, c_j = j/2 + 1/4:
 *       exact (Sterbenz) but for j = 0, a < 1/8, where wh = RN(a - c_0)
 *       and wl = a - (wh + c_0) is its exact error (FastTwoSum, |c_0| >
 *       a), |wl| <= 2^-56; wl = 0 elsewhere (wh + c_j = a exactly);
 *     j = 14 (7 <= a < 12) and 15 (a >= 12): G = F(v) = a g(a), a
 *       polynomial in w = v - c_j, v = 1/a = vh + vl (vh = RN(1/a), vl =
 *       vh RN(1 - a vh), the fma's residual exact: within 2^-104 v), c_14
 *       = 29/256, c_15 = 7/128; wh = vh - c_j is exact (j = 14: Sterbenz;
 *       j = 15: vh and c_15 are multiples of 2^-58, v >= 2^-6, and
 *       |wh| < 2^-5), wl = vl, |wl| <= 2^-55.8; then g = F v;
 *     coefficients b6..b16 (table B) by double Horner in wh, then b5..b0
 *     (double-doubles, table A) by Erf's double-double step with the
 *     double-double w (alg_erf_dd_step2: (H, L) = b_k + (wh + wl)(H, L)),
 *     the centre c_j read from table A.
 *   P = (eh + el)(G) / 2, then S = P (x < 0) or 1 - P (x > 0, by
 *     FastTwoSum: 1 > P), y = x S: yh + ye = x Sh exactly (fma), yl =
 *     RN(RN(x Sl) + ye), (hi, lo) = FastTwoSum(yh, yl), exact, |lo| <=
 *     ulp(hi)/2.
 *   The double-double products (G v, e^-z G, x S) are not renormalized:
 *     each keeps its low part below 2^-51 of the high one and adds < 2^-103
 *     relative (the roundings of its low sum and the dropped lo lo).
 *
 * Error bound, relative to |y|:
 *   G: the fit <= 2^-74.25 (the worst piece, j = 1; every piece's in
 *     gen_poly.py's output, with the stored numbers); the double Horner
 *     part <= 2^-70.89 (the worst piece, j = 0: 2^-53 sum_k |h_k| |w|^k
 *     over its six roundings' partial sums, and the part's derivative
 *     times |wl|, relative to G, gen_poly.py gelu_dd); the six
 *     double-double steps (each rounds terms of size 2^-52 |H| three times
 *     and drops L wl, < 2^-104 |H|) < 2^-100; v's error and the product
 *     by v < 2^-102.  In all < 2^-70.87 + 2^-74.25 < 2^-70.66.
 *   e^-z: 9.70 2^-85 < 2^-81.7.  The products and S: < 2^-100.
 *   Near XMIN (|y| >= 2^-991.0 at x = XMIN: e^-686 sqrt(2/pi)/2), the low
 *     parts of e^-z G, of S and of y may be subnormal: six roundings of at
 *     most 2^-1075 absolute, 2^-84 |y| each: < 2^-81.4.
 *   So < 2^-70.66 + 2^-81 < 2^-70.6 |y|, and hi + lo = yh + yl exactly.
 *   The rounding test (kernel_bodies.h) needs EPS above that by the
 *     roundings of e = RN(|hi| EPS) and of lo -+ e: 2^-100 |hi| where they
 *     are normal, and 2^-1075 <= 2^-84 |hi| each where they are subnormal
 *     (|hi| < 2^-953), two on either side: < 2^-70.55 < ALG_GELU_DD_EPS =
 *     2^-69, a margin of 2^1.5.
 *   Measured: tests/c/test_dd_cores.c (every vector path; docs/accuracy.md).
 *
 * Saturation: ALG_GELU_DD_SAT = 0x1.095b059d67c4dp+3 (8.292...) is the
 * smallest double with erfc(x/sqrt2) < 2^-53 (gen_special_table.py checks
 * it and its predecessor with mpmath): y = x (1 - erfc/2) lies above the
 * midpoint x (1 - 2^-54) below x, so y rounds to x.  Below it (x >= 7)
 * the far pieces compute it.  ALG_GELU_DD_XMIN = -0x1.2852fb49899ccp+5 is
 * the smallest double with RN(x^2)/2 <= 686 (Exp's core's range,
 * ALG_EXP_DD_XMIN): every x below it gets eh = NaN from alg_exp_dd_n.
 * Tiny x: |x| < 2^-54 takes alg_gelu_tiny_f64 (gelu_tiny.h: exact).
 *
 * The float kernels' double core (alg_gelu_core, gelu.h) rounds hi.
 */
#ifndef ONNXM_ALG_GELU_DD_H
#define ONNXM_ALG_GELU_DD_H

#include "kernels/alg/dd.h"
#include "kernels/alg/erf_dd.h" /* alg_erf_dd_step2 */
#include "kernels/alg/exp_dd.h"
#include "kernels/alg/fast.h" /* ALG_EACH */
#include "kernels/alg/gelu_tiny.h"

#define ALG_GELU_DD_EPS 0x1p-69
/* vectors per step of the kernel loop (alg/dd.h) */
#define ALG_GELU_DD_GROUP 3
#define ALG_GELU_DD_SAT 0x1.095b059d67c4dp+3
#define ALG_GELU_DD_XMIN -0x1.2852fb49899ccp+5
/* the proved bound on |lo|, in ulps of hi (the last FastTwoSum) */
#define ALG_GELU_DD_LO_ULPS 0.5
/* the saturation threshold, the tiny bound, the core's range end (XMIN),
 * the pieces' switches (|x| = 1/8, where w turns inexact in piece 0; 7 and
 * 12, the far pieces), where results turn subnormal (-37.616) and zero
 * (-38.580), the accurate path's branch points (x = -8; z = 1 at |x| =
 * sqrt2); the tests take each one's neighbourhood with both signs */
#define ALG_GELU_DD_EDGES                                                                          \
    {ALG_GELU_DD_SAT, ALG_GELU_TINY_F64, ALG_GELU_DD_XMIN, 0.125, 7.0, 12.0, -8.0,                  \
     0x1.6a09e667f3bcdp+0, -0x1.2ced4c5dd8ab5p+5, -0x1.34a4208ec1ea4p+5}

/* piece j: b0h b0l ... b5h b5l c_j (A), b6 .. b16 (B) (gen_poly.py
 * gelu_dd; the comment: the fit's and the double Horner part's relative
 * errors) */
#define ALG_GELU_DD_PIECES_A(X) \
    X(0x1.a7f808169e570p-1, 0x1.321648ec65d38p-55, -0x1.2e8651379bcf4p-1, -0x1.e7b86929644b5p-55, 0x1.5c5673c8b7633p-2, 0x1.704eb0cdd57b1p-57, -0x1.594f58fe0683dp-3, -0x1.cf432df1413d5p-57, 0x1.312c88a8f692cp-4, -0x1.f98033acbee23p-58, -0x1.eb760ca7d91a7p-6, 0x1.d74429cab1b06p-63, 0x1.0000000000000p-2) /*  0: fit 2^-74.70, Horner 2^-70.89 */ \
    X(0x1.3370237bca626p-1, 0x1.5b5ccb581f89cp-58, -0x1.63e07140d7368p-2, -0x1.3ae4f73b0b439p-59, 0x1.5bf7f206f35bep-3, 0x1.ca8abf537aff5p-60, -0x1.2c849dfda5456p-4, -0x1.7122b6ae670afp-58, 0x1.d68c6d8faac3bp-6, 0x1.6426f8dede6a4p-60, -0x1.53aa0f1deecd8p-7, 0x1.8957c2437dfc2p-62, 0x1.8000000000000p-1) /*  1: fit 2^-74.25, Horner 2^-72.22 */ \
    X(0x1.d898de09c6f19p-2, 0x1.d6ac48da9b5e4p-56, -0x1.c49321dc9c383p-3, 0x1.c7b21cbaffd1dp-57, 0x1.7b79d1bfca9d0p-4, -0x1.1908f5eb23d01p-58, -0x1.1f33fe5ba772cp-5, 0x1.74298c3281293p-59, 0x1.8ff2a58d03ea9p-7, -0x1.7951dfb94f6e4p-63, -0x1.038d10ff56c22p-8, -0x1.9a58e248d8d7ep-62, 0x1.4000000000000p+0) /*  2: fit 2^-78.25, Horner 2^-73.40 */ \
    X(0x1.7b5abd2fd03adp-2, 0x1.800e52e98304cp-57, -0x1.3253b6cdb4c64p-3, -0x1.871cf0fd064afp-60, 0x1.bd45f4ef48357p-5, -0x1.ab0016fae3cf0p-59, -0x1.2962f462b87d0p-6, -0x1.ca4c4e153a4a8p-60, 0x1.721ebe31cd900p-8, 0x1.890c238745454p-62, -0x1.b17803c2fb5ffp-10, -0x1.9ae9eeabb0589p-64, 0x1.c000000000000p+0) /*  3: fit 2^-77.05, Horner 2^-74.51 */ \
    X(0x1.3aadddf19e980p-2, -0x1.a4235d20a0b3bp-57, -0x1.b405cc6b87d06p-4, -0x1.049888e17104ap-58, 0x1.15aa6bd488cb1p-5, 0x1.b58834fca9ee1p-61, -0x1.49badda1251fdp-7, -0x1.6eef839504fbfp-61, 0x1.70c53ca78fa4ap-9, 0x1.7c6897267c139p-63, -0x1.87595809410a4p-11, -0x1.3ce244a8c5ff8p-65, 0x1.2000000000000p+1) /*  4: fit 2^-76.46, Horner 2^-75.54 */ \
    X(0x1.0bb968cded93fp-2, 0x1.188df3f4c6335p-62, -0x1.432b1910e5ccfp-4, -0x1.71c1013f79599p-58, 0x1.6c5e3c927cb84p-6, -0x1.ce93ca99a18e4p-60, -0x1.838c5241004c5p-8, 0x1.59d8434620705p-64, 0x1.87b71017320f1p-10, -0x1.4c4f12d32594ap-64, -0x1.7a617d69c6064p-12, -0x1.a068aa4404a4cp-66, 0x1.6000000000000p+1) /*  5: fit 2^-79.04, Horner 2^-76.50 */ \
    X(0x1.d0b31c082543cp-3, -0x1.fa9e33c6acfbdp-57, -0x1.ef2cc76a51e03p-5, -0x1.fbf6e001a31f9p-60, 0x1.f2f5d00e15ec7p-7, -0x1.1f4fdd99e0c8cp-63, -0x1.dec5a1fa0055ep-9, 0x1.467a2ffa9d7a9p-66, 0x1.b7d4f1cbd69aap-11, 0x1.6570654454d9bp-65, -0x1.8481f80e064d8p-13, -0x1.d5256f53b3e0bp-70, 0x1.a000000000000p+1) /*  6: fit 2^-77.71, Horner 2^-77.39 */ \
    X(0x1.99c2b6db3b3a0p-3, -0x1.f9a402f2d631ap-58, -0x1.85dc7cfbbdeadp-5, 0x1.ebbf1ad905e2cp-59, 0x1.62200d79c96f0p-7, 0x1.03127a797de78p-62, -0x1.34a2573305b92p-9, -0x1.1e065b2053e31p-64, 0x1.031f6ee7d045cp-11, 0x1.ede17637fc925p-65, -0x1.a48594a476316p-14, 0x1.b129a0a65f839p-71, 0x1.e000000000000p+1) /*  7: fit 2^-79.94, Horner 2^-78.22 */ \
    X(0x1.6e0409710781ap-3, 0x1.8b681fc4edeaep-59, -0x1.3a009352b6b4dp-5, -0x1.66f09018ace64p-60, 0x1.031b67492b0c1p-7, -0x1.bd5c49ef77699p-62, -0x1.9ccf90dfb5004p-10, 0x1.549bac522c3aap-64, 0x1.3e691292971f7p-12, -0x1.4dd69d721320bp-66, -0x1.dccc54194f924p-15, 0x1.5bffcf18434fbp-69, 0x1.1000000000000p+2) /*  8: fit 2^-79.59, Horner 2^-79.00 */ \
    X(0x1.4a7249909b035p-3, 0x1.df2f08f62e185p-58, -0x1.01c9be18b5115p-5, -0x1.7bb3f9f087df7p-59, 0x1.852b7d343febep-8, -0x1.34e345381e26ap-62, -0x1.1cff2811f68ddp-10, -0x1.97942a077e7a6p-65, 0x1.95e3ecf7591b8p-13, 0x1.91d23b95db1e7p-68, -0x1.19987bfa3dbccp-15, 0x1.1e7ef9d15a945p-69, 0x1.3000000000000p+2) /*  9: fit 2^-82.76, Horner 2^-79.72 */ \
    X(0x1.2d01fec27390ap-3, -0x1.015ceffeeecfdp-57, -0x1.ae369bc176e78p-6, -0x1.8249fbf57a7c2p-61, 0x1.2ae288b7d88aep-8, -0x1.d36abccbf45d6p-70, -0x1.948dae01c7629p-11, 0x1.2f9012b73b4b2p-65, 0x1.0b2c74356d91ap-13, 0x1.2b1a0d2b310b2p-67, -0x1.58e2231763af4p-16, -0x1.c7130d3d9c9ccp-70, 0x1.5000000000000p+2) /* 10: fit 2^-84.42, Horner 2^-80.40 */ \
    X(0x1.1445a52cb7b7cp-3, -0x1.debe16e94854fp-57, -0x1.6c06b99f699dfp-6, -0x1.1c1b7825be74cp-61, 0x1.d419f84479c65p-9, -0x1.35fd85bd4a75bp-64, -0x1.262b4c976ba47p-11, 0x1.b219b0320d0b2p-69, 0x1.69ddd156784f7p-14, -0x1.9ff2eef6e5083p-68, -0x1.b43181a9dbc49p-17, -0x1.9457f3c5d1ec1p-71, 0x1.7000000000000p+2) /* 11: fit 2^-81.17, Horner 2^-81.04 */ \
    X(0x1.fe6e5e311bedcp-4, 0x1.1a8c3738851b8p-59, -0x1.37c334dcb2692p-6, -0x1.7819d7caf27d8p-61, 0x1.74d5b9845297cp-9, -0x1.88e14fa5f902bp-63, -0x1.b504fe717d8cdp-12, 0x1.59673d7d41e6cp-70, 0x1.f69d2bba881b8p-15, -0x1.803bd1ca70a6dp-69, -0x1.1bdae831ae2f0p-17, -0x1.1f1f4b5587270p-72, 0x1.9000000000000p+2) /* 12: fit 2^-81.96, Horner 2^-81.64 */ \
    X(0x1.da2cad4855d33p-4, 0x1.067d4bf689709p-58, -0x1.0dd421075f5aap-6, 0x1.275164d87d8c3p-60, 0x1.2d6b58be4ea4ep-9, -0x1.ca56770aa449bp-65, -0x1.4acbd891154abp-12, 0x1.e2edf6f836dedp-66, 0x1.64f5a03e4ade0p-15, 0x1.38cb6aa1c1a02p-71, -0x1.7b07ab06b4c46p-18, 0x1.fcac04a6236c7p-75, 0x1.b000000000000p+2) /* 13: fit 2^-83.30, Horner 2^-82.21 */ \
    X(0x1.9376e6d3ca1cbp-1, 0x1.b287f264f06bep-59, -0x1.582b32547b393p-3, 0x1.8e90f9e1d44e5p-57, -0x1.4724fe1635208p-1, 0x1.df1b8c7818022p-55, 0x1.9d2580f3515f6p-1, -0x1.56790cf488557p-55, 0x1.9bdfea0c9578dp-1, 0x1.8d2c2754e143bp-56, -0x1.e089ce879fb8ap+1, -0x1.02c27973a6ccep-53, 0x1.d000000000000p-4) /* 14: fit 2^-82.39, Horner 2^-80.61 */ \
    X(0x1.974e51ccb2eabp-1, 0x1.8cb6025212e54p-55, -0x1.5f2d9336fa176p-4, -0x1.9c84e506e4c0fp-58, -0x1.835108a456adap-1, -0x1.2f326a1514620p-63, 0x1.f24fbdabe5330p-2, -0x1.3524527e0f457p-56, 0x1.e7bfc9180eb0cp+0, -0x1.a641e3f5caf81p-56, -0x1.9f39d18582a44p+1, 0x1.94fcdd5af0b1fp-53, 0x1.c000000000000p-5) /* 15: fit 2^-81.02, Horner 2^-80.11 */
#define ALG_GELU_DD_PIECES_B(X) \
    X(0x1.6df18a7df6ab4p-7, -0x1.fd646864b53c5p-9, 0x1.4e1b43f7addf4p-10, -0x1.9fab8e1956f72p-12, 0x1.ed00de81859eep-14, -0x1.17e57c4555339p-15, 0x1.315826f7e4036p-17, -0x1.40f79abdad73fp-19, 0x1.4601c5cb815dbp-21, -0x1.45698c4eb68a9p-23, 0x1.3647b8c550f92p-25) \
    X(0x1.c990dfdb419dap-9, -0x1.22234f058439ap-10, 0x1.5cc3a23931b55p-12, -0x1.8f8bc82b11cd0p-14, 0x1.b628ade2f0fd5p-16, -0x1.cda8fc5b76827p-18, 0x1.d4cc07964d194p-20, -0x1.cbfa118746f75p-22, 0x1.b529b245288c9p-24, -0x1.9884ff5d41261p-26, 0x1.6e13e68d9b94bp-28) \
    X(0x1.3cf8a3e73cec1p-10, -0x1.6ed9faeb9ba3bp-12, 0x1.94a90afb39c88p-14, -0x1.ab5e7f14744a8p-16, 0x1.b1c59ed0d7b78p-18, -0x1.a8757603d39b0p-20, 0x1.91813e72f8f32p-22, -0x1.6ff69f8b7bdefp-24, 0x1.476bca6972aa7p-26, -0x1.1ea73f1337048p-28, 0x1.e30a5a4b295b5p-31) \
    X(0x1.e145f6cbfee54p-12, -0x1.fd83365f64d57p-14, 0x1.025c8f0243428p-15, -0x1.f7e7823255cd2p-18, 0x1.da0621adf4899p-20, -0x1.af4cda308f287p-22, 0x1.7c70b296aa880p-24, -0x1.45f688e7fef00p-26, 0x1.0fc9a9af94be9p-28, -0x1.be46081b92407p-31, 0x1.61c5b7439d023p-33) \
    X(0x1.8c5d485b9d7cfp-13, -0x1.80e690c3eef93p-15, 0x1.67b72ddace8abp-17, -0x1.448d61b9a9e14p-19, 0x1.1b72a49c30d78p-21, -0x1.e05411bf06e75p-24, 0x1.8b9d5871c28dbp-26, -0x1.3d4646305da02p-28, 0x1.f04e328249629p-31, -0x1.7e893f0f40136p-33, 0x1.1d8f28a200438p-35) \
    X(0x1.5ee01a51451c9p-14, -0x1.397eac28ea670p-16, 0x1.0eb207ea481c7p-18, -0x1.c4f2c28d0e982p-21, 0x1.6ffb7684a2ac2p-23, -0x1.22da02bb0e3f0p-25, 0x1.c00ee5735fdbep-28, -0x1.50ce6e17ef957p-30, 0x1.eed642c51d70cp-33, -0x1.66881445534afp-35, 0x1.f8948e5be981dp-38) \
    X(0x1.4b1e40abd949dp-15, -0x1.111575bc56578p-17, 0x1.b4f3440b4cbbbp-20, -0x1.53d07937b4dc2p-22, 0x1.015c9c15ea05dp-24, -0x1.7c3dc23974478p-27, 0x1.125eba52ab651p-29, -0x1.833abae9c45fap-32, 0x1.0b8c18c5da0e9p-34, -0x1.6cf7604561bd8p-37, 0x1.e4bee2c3ed1f5p-40) \
    X(0x1.4aaf068e84a36p-16, -0x1.f92b66d62d0b8p-19, 0x1.778ab9687e325p-21, -0x1.102d10075a4bfp-23, 0x1.8134bad155fb7p-26, -0x1.0a8101db1e838p-28, 0x1.68f4c4d19a53cp-31, -0x1.df08ed90dd6ecp-34, 0x1.37c6b1004810dp-36, -0x1.90f7c5ab511dep-39, 0x1.f740cbcc4a1b9p-42) \
    X(0x1.5b42ca1b6f33ep-17, -0x1.ecf3f3ee74384p-20, 0x1.5584c21305e73p-22, -0x1.ce8a4d40b6ca1p-25, 0x1.328a834e86e77p-27, -0x1.8e14bfcb9d26fp-30, 0x1.fafd49c112d1fp-33, -0x1.3ce6a8e29c3b1p-35, 0x1.8533132ffd9d9p-38, -0x1.d8a6a2d63fac8p-41, 0x1.18abb77d25667p-43) \
    X(0x1.7d4f33f6543ccp-18, -0x1.f89f9c9222093p-21, 0x1.46c1bbfe40267p-23, -0x1.9e93bd9d1c160p-26, 0x1.01ecd7b6174b9p-28, -0x1.3b073ebb66b39p-31, 0x1.7a02e3cef60a7p-34, -0x1.bdf27cd85a269p-37, 0x1.02cd3c0564014p-39, -0x1.29439a901bc2bp-42, 0x1.4e8c41fad076bp-45) \
    X(0x1.b3ab3740d6f14p-19, -0x1.0d9a685f42e0cp-21, 0x1.4742390f3caf0p-24, -0x1.85f8869725695p-27, 0x1.c89404b33e08ap-30, -0x1.06cfad4becab6p-32, 0x1.29b3d98480c4cp-35, -0x1.4c075075c4f82p-38, 0x1.6cd3ce550a74dp-41, -0x1.8cfe7309ca8c7p-44, 0x1.a7ff83baa133ap-47) \
    X(0x1.01e140c20c8b4p-19, -0x1.2b63397b07f00p-22, 0x1.558f7b8cf6ba3p-25, -0x1.7f39930c26d02p-28, 0x1.a7270be7b16f7p-31, -0x1.cc200ebb5a27cp-34, 0x1.ed00082e56508p-37, -0x1.0462075e19663p-39, 0x1.0f4e0ce36fe2cp-42, -0x1.1826352fd7b91p-45, 0x1.1c5d5fee05b70p-48) \
    X(0x1.3b2604ef7fb57p-20, -0x1.582f9560a854ep-23, 0x1.7206c1dfe19c5p-26, -0x1.87d77f61c2271p-29, 0x1.98f5c2498561ap-32, -0x1.a4e5cf4294681p-35, 0x1.ab612d7122afep-38, -0x1.ac575ff7902b8p-41, 0x1.a7eec0b014571p-44, -0x1.a0132fd9aeec6p-47, 0x1.91fb489004503p-50) \
    X(0x1.8c4c54b16e58bp-21, -0x1.984269bffce9ap-24, 0x1.9ea25bbb879eep-27, -0x1.9f5f7445631c1p-30, 0x1.9aa53d9fcdf1ep-33, -0x1.90d1a4a08c600p-36, 0x1.826c8f203fe8bp-39, -0x1.701d45e1c8b5ap-42, 0x1.5aa1953796632p-45, -0x1.43e098dfa5b77p-48, 0x1.2a435e1407014p-51) \
    X(0x1.3be0f8e93bc81p+1, 0x1.b22952f12ed5cp+3, -0x1.3f0add60b81c5p+5, 0x1.ea4497b547512p+1, 0x1.fedaad4c4e97ap+7, -0x1.4e8b91844c8ccp+9, -0x1.6fc94dff33344p+7, 0x1.7a5f2d140058fp+12, -0x1.0219859c3413fp+14, -0x1.7c703a62e255ap+12, 0x1.5719c3b4fea9ep+17) \
    X(-0x1.8bf912acee011p+2, 0x1.898d6edadf49bp+4, 0x1.78fb8ee24f8abp+3, -0x1.8a9e9da0ecdc2p+7, 0x1.75bc14a8ff34dp+7, 0x1.778260c9a761bp+10, -0x1.147d6192e1b3bp+12, -0x1.f62f06639aed0p+12, 0x1.055bf80510913p+16, -0x1.0478418f22e24p+15, -0x1.6f74f35aeec7bp+19)
static const double alg_gelu_dd_tab_a[16][16] VEC_TABLE16_ALIGN = VEC_TABLE16(ALG_GELU_DD_PIECES_A);
static const double alg_gelu_dd_tab_b[16][16] VEC_TABLE16_ALIGN = VEC_TABLE16(ALG_GELU_DD_PIECES_B);

/* hi + lo ~ gelu(x) for n <= ALG_DD_GROUP vectors (the kernel's hook). */
static inline __attribute__((always_inline)) void alg_gelu_dd_n(int n, const vd *x, vd *hi, vd *lo)
{
    enum { G = ALG_DD_GROUP };
    vd a[G], sq[G], th[G], nzl[G], eh[G], el[G], d[G], jt[G], vh[G], vl[G], wh[G], wl[G], c[G], c1[G];
    vd H[G], L[G], ph[G], pl[G], sh[G], sl[G], yh[G], yl[G];
    vm far[G];
    vi jb[G];
    const vd shifter = vd_set(0x1.8p52);
    const double *A = &alg_gelu_dd_tab_a[0][0], *B = &alg_gelu_dd_tab_b[0][0];
    ALG_EACH(u, n) a[u] = vd_abs(x[u]);
    /* e^-z, z = a^2/2 = zh + zl */
    ALG_EACH(u, n) sq[u] = vd_mul(a[u], a[u]);
    ALG_EACH(u, n) th[u] = vd_mul(sq[u], vd_set(-0.5));                    /* -zh */
    ALG_EACH(u, n) nzl[u] = vd_mul(vd_fnma(a[u], a[u], sq[u]), vd_set(0.5)); /* -zl, exact */
    alg_exp_dd_n(n, th, eh, el); /* NaN for a > 37.04 and NaN */
    ALG_EACH(u, n) d[u] = vd_fma(vd_mul(nzl[u], vd_set(0.5)), nzl[u], nzl[u]);
    ALG_EACH(u, n) eh[u] = dd_fast_two_sum(eh[u], vd_fma(eh[u], d[u], el[u]), &el[u]);
    /* the piece: RN(2a - 1/2) up to 14, 15 from a >= 12 */
    ALG_EACH(u, n) jt[u] = vd_min(vd_add(vd_fma(a[u], vd_set(2.0), vd_set(-0.5)), shifter), vd_set(0x1.8p52 + 14.0));
    ALG_EACH(u, n) jt[u] = vd_sel(vd_ge(a[u], vd_set(12.0)), vd_set(0x1.8p52 + 15.0), jt[u]);
    ALG_EACH(u, n) jb[u] = vd_bits(jt[u]);
    ALG_EACH(u, n) far[u] = vd_ge(a[u], vd_set(7.0));
    /* v = 1/a = vh + vl (a >= 1 on the far lanes; max keeps the others finite) */
    ALG_EACH(u, n) c1[u] = vd_max(a[u], vd_set(1.0));
    ALG_EACH(u, n) vh[u] = vd_div(vd_set(1.0), c1[u]);
    ALG_EACH(u, n) vl[u] = vd_mul(vh[u], vd_fnma(c1[u], vh[u], vd_set(1.0)));
    /* w = wh + wl */
    ALG_EACH(u, n) vd_lookup16_2(A, 12, jb[u], &c[u], &c1[u]);
    ALG_EACH(u, n) wh[u] = vd_sub(vd_sel(far[u], vh[u], a[u]), c[u]);
    ALG_EACH(u, n) wl[u] = vd_sel(far[u], vl[u], vd_sub(a[u], vd_add(wh[u], c[u])));
    /* G: b16 .. b6 in double, b5 .. b0 in double-double */
    ALG_EACH(u, n) vd_lookup16_2(B, 10, jb[u], &H[u], &c1[u]);
    for (int k = 8; k >= 0; k -= 2)
        ALG_EACH(u, n) {
            vd_lookup16_2(B, k, jb[u], &c[u], &c1[u]);
            H[u] = vd_fma(vd_fma(H[u], wh[u], c1[u]), wh[u], c[u]);
        }
    ALG_EACH(u, n) L[u] = vd_set(0.0);
    for (int k = 10; k >= 0; k -= 2)
        ALG_EACH(u, n) {
            vd_lookup16_2(A, k, jb[u], &c[u], &c1[u]);
            alg_erf_dd_step2(c[u], c1[u], wh[u], wl[u], &H[u], &L[u]);
        }
    /* far: g = F v */
    ALG_EACH(u, n) {
        vd mh = vd_sel(far[u], vh[u], vd_set(1.0)), ml = vd_zero_unless(far[u], vl[u]);
        vd p = vd_mul(H[u], mh);
        L[u] = vd_sub(vd_fma(L[u], mh, vd_mul(H[u], ml)), vd_fnma(H[u], mh, p)); /* + (H mh - p) */
        H[u] = p;
    }
    /* P = e^-z G / 2 */
    ALG_EACH(u, n) ph[u] = vd_mul(eh[u], H[u]);
    ALG_EACH(u, n) pl[u] = vd_sub(vd_fma(el[u], H[u], vd_mul(eh[u], L[u])), vd_fnma(eh[u], H[u], ph[u]));
    ALG_EACH(u, n) ph[u] = vd_mul(ph[u], vd_set(0.5));
    ALG_EACH(u, n) pl[u] = vd_mul(pl[u], vd_set(0.5));
    /* S = P (x < 0) or 1 - P */
    ALG_EACH(u, n) {
        vm neg = vd_lt(x[u], vd_set(0.0));
        vd e, s = dd_fast_two_sum(vd_set(1.0), vd_sub(vd_set(0.0), ph[u]), &e);
        sh[u] = vd_sel(neg, ph[u], s);
        sl[u] = vd_sel(neg, pl[u], vd_sub(e, pl[u]));
    }
    /* y = x S */
    ALG_EACH(u, n) yh[u] = vd_mul(x[u], sh[u]);
    ALG_EACH(u, n) yl[u] = vd_sub(vd_mul(x[u], sl[u]), vd_fnma(x[u], sh[u], yh[u])); /* yh - x sh exact */
    ALG_EACH(u, n) {
        hi[u] = dd_fast_two_sum(yh[u], yl[u], &lo[u]);
        vm sat = vd_ge(x[u], vd_set(ALG_GELU_DD_SAT));
        vm tiny = vd_lt(a[u], vd_set(ALG_GELU_TINY_F64));
        vd t = alg_gelu_tiny_f64(x[u]);
        t = vd_sel(vd_eq(t, vd_set(0.0)), vd_set(NAN), t); /* +-0 and the tiny rule's -0 */
        hi[u] = vd_sel(sat, x[u], vd_sel(tiny, t, hi[u]));
        lo[u] = vd_zero_if(vm_or(sat, tiny), lo[u]);
    }
}

/* one vector (the tests and benches) */
static inline __attribute__((always_inline)) vd alg_gelu_dd(vd x, vd *lo)
{
    vd hi;
    alg_gelu_dd_n(1, &x, &hi, lo);
    return hi;
}

#endif
