/* acos_dd.h -- Acos in double-double, the fast path of correctly rounded
 * double Acos: for every x in [-1, 1], hi + lo is within ALG_ACOS_DD_EPS
 * (2^-68) of acos(x), relative to |hi|, and |lo| < 4 ulp(hi), so the
 * kernel's rounding test on [hi + lo - EPS |hi|, hi + lo + EPS |hi|]
 * settles all but ~2^-14 of the lanes; it sends the others (and |x| > 1,
 * NaN, where hi is NaN) to the accurate path.
 *
 * Method: acos.h's reduction, carried in double-double.  With
 * asin(t) = t (1 + W(z)), z = t^2, W(z) = asin(sqrt z)/sqrt z - 1, every
 * lane computes
 *     acos(x) = A + G + G_l + (G + G_l) W(z)
 *   |x| < 1/2:  A = pi/2, G = -x, G_l = 0, z = x^2 = zh + zl exactly (fma);
 *   |x| >= 1/2: z = (1 - |x|)/2 exactly (one fma), zl = 0, s = RN(sqrt z),
 *               b = 2 sign(x), A = pi/2 - b pi/4 (0 or pi), G = b s,
 *               G_l = b sl, sl = (z - s^2)/(2s) (z - s^2 exact by fma, one
 *               division; the 2^-600 added to 2s keeps 0/0 out at x = +-1
 *               and vanishes elsewhere, s >= 2^-27).  sqrt(z) = s + sl to
 *               2^-106 relative (the dropped -sl^2/(2s)), so (G + G_l)(1 +
 *               W) is 2 asin(sqrt z) with nothing dropped (acos.h drops
 *               G_l W, 2^-56.4 relative: too much here).
 * A's low part is A pi_lo/pi_hi; A + G is split by FastTwoSum (|A| >= |G|
 * or A = 0), and so is (A + G) + th (|th| < 0.048 |A + G|).
 *
 * W(z), z in [0, 1/4], |W| <= 0.0472, in 16 pieces: j = round(60 z) (one
 * fma, z 60 + 1.5 2^52, whose low bits are j; vd_lookup16 reads 4 of
 * them), dz = z - zt_j exactly (zt_j = RN(j/60): Sterbenz for j >= 1, zt_0
 * = 0), |dz| <= 1/120, and the degree-9 Taylor polynomial of W at zt_j,
 *     W = (a0h + a0l) + (a1h + a1l) dz + dz^2 Q(dz),  Q = a2 + ... + a9 dz^7,
 * a0 and a1 double-doubles, the rest doubles, 13 tables (gen_poly.py
 * acos_dd: the polynomial with these coefficients is within 2^-70.87 of W
 * on every piece).  Why pieces: one polynomial on [0, 1/4] needs degree 16
 * and its first four terms in double-double (three double-double Horner
 * steps: ~30% more operations); here only a0 + a1 dz is, the first
 * omitted term a10 dz^10 is ~2^-72, and the coefficients cost one
 * permute each.  a1h dz = p1 + p1e exactly (fma); wh + we = a0h + p1
 * (FastTwoSum: a0h = 0 for j = 0, and a0h >= W(1/60) > 2^-8.5 > |p1| for
 * j >= 1); zl W'(z) = zl (a1h + 2 a2 dz) (the dropped 3 a3 dz^2 zl is
 * below 2^-71.3); a last FastTwoSum normalises wh + wl.  T = (G + G_l) W
 * = th + tl likewise (th = G wh exactly split by fma).
 *
 * Error bound, relative to y = acos(x).  |G/y| < 1 on every branch (x <
 * 1/2: |x|/acos(x) < 0.48; x >= 1/2: 2s/(2 asin s) <= 0.955; x <= -1/2:
 * 2s/(pi - 2 asin s) < 0.48), so W's absolute error counts once:
 *   the pieces' polynomials                                   2^-70.87
 *   Q's roundings (the last ulp(Q)/2 <= 2^-57, Q in [0.075, 0.134], the
 *     earlier ones scaled by dz) times dz^2 <= 2^-13.81       2^-70.8
 *   dz^2's rounding (2^-53 of |dz^2 Q| <= 2^-16.7)            2^-69.7
 *   the fma adding dz^2 Q to wl (|wl| < 2^-16.6: ulp/2 <= 2^-70)  2^-70
 *   zl W' (dropped 3 a3 dz^2 zl)                               2^-71.3
 *   wl's other sums (terms < 2^-50), T's product and sums, lo's sums,
 *     sl's division (3 2^-53 of |sl| <= 2^-53 s), sqrt's -sl^2/(2s), pi's
 *     and pi/2's two-double error (2^-107)                   < 2^-90
 *   in all < 3.76 2^-70 = 2^-68.09: ALG_ACOS_DD_EPS = 2^-68.
 *   Measured max 2^-68.9 (tests/c/test_dd_cores.c).
 * Special cases: acos(1) = +0 (hi = lo = +0: every term is +0),
 * acos(-1) = pi (hi + lo = pi_hi + pi_lo), |x| > 1 (inf included): z < 0,
 * s = NaN, hi = NaN; NaN: hi = NaN (the index of such lanes is garbage,
 * and harmless: any 4 bits name a table entry).
 */
#ifndef ONNXM_ALG_ACOS_DD_H
#define ONNXM_ALG_ACOS_DD_H

#include "kernels/alg/acos.h"
#include "kernels/alg/dd.h"

#define ALG_ACOS_DD_EPS 0x1p-68

/* gen_poly.py acos_dd: per piece j, zt_j and W's Taylor coefficients at zt_j */
static const double alg_acos_dd_tab[13][16] = {
    /* zt */ {
        0x0.0p+0, 0x1.1111111111111p-6, 0x1.1111111111111p-5, 0x1.999999999999ap-5,
        0x1.1111111111111p-4, 0x1.5555555555555p-4, 0x1.999999999999ap-4, 0x1.ddddddddddddep-4,
        0x1.1111111111111p-3, 0x1.3333333333333p-3, 0x1.5555555555555p-3, 0x1.7777777777777p-3,
        0x1.999999999999ap-3, 0x1.bbbbbbbbbbbbcp-3, 0x1.ddddddddddddep-3, 0x1.0000000000000p-2,
    },
    /* a0h */ {
        0x0.0p+0, 0x1.6ed8d225b5817p-9, 0x1.71a93dfcef161p-8, 0x1.1766656057e94p-7,
        0x1.777736aed53fap-7, 0x1.d91353f5aa348p-7, 0x1.1e23cd0f80874p-6, 0x1.5090c64fd78a2p-6,
        0x1.83d7b08a39016p-6, 0x1.b80005f535dc4p-6, 0x1.ed11a7184207ap-6, 0x1.118a712cd2a93p-5,
        0x1.2d093e2260696p-5, 0x1.4909dc4f30f77p-5, 0x1.6591322ff76b8p-5, 0x1.82a4705ae6cb1p-5,
    },
    /* a0l */ {
        0x0.0p+0, 0x1.c836aa353d072p-63, -0x1.50e3bb9ecf0d4p-62, 0x1.f48a030bfe2dep-61,
        -0x1.922f571fa07b8p-61, 0x1.03ba1b6a6fe0cp-61, 0x1.9a013cdbf9975p-60, -0x1.42bb47b94307fp-61,
        -0x1.d1e423169300bp-62, 0x1.800e8588a0753p-62, -0x1.a6e47abaf75dep-60, 0x1.e8e03d90b7758p-60,
        0x1.6f702ebcab8a6p-60, 0x1.8fd643ac34f3fp-59, -0x1.90eab6b378d44p-59, -0x1.cd22668f854c3p-59,
    },
    /* a1h */ {
        0x1.5555555555555p-3, 0x1.5a87db90577b9p-3, 0x1.5fe33a18b29c0p-3, 0x1.656962948febep-3,
        0x1.6b1c674278248p-3, 0x1.70fe7db890c3bp-3, 0x1.771201ece7dfcp-3, 0x1.7d59798fe3bcep-3,
        0x1.83d797c33ddf0p-3, 0x1.8a8f41397cb2ep-3, 0x1.918390cbade8bp-3, 0x1.98b7dc95436b7p-3,
        0x1.a02fbba8758fep-3, 0x1.a7ef0c7082497p-3, 0x1.aff9fbdaa317ep-3, 0x1.b8550d62bfb6dp-3,
    },
    /* a1l */ {
        0x1.5555555555555p-57, -0x1.77b38ef6f8597p-59, -0x1.98e313ed044bep-59, -0x1.90c7d104c7e4dp-60,
        0x1.cd45f74f009bbp-57, -0x1.d5accea7e3efdp-58, 0x1.9df6d667e8ce2p-62, -0x1.7fe63e902a3a4p-59,
        -0x1.389a6c10bfa46p-57, -0x1.3978c46736e4dp-57, -0x1.afdc22d9629cap-57, 0x1.07cc6be78bf53p-61,
        -0x1.d9b60a31cb204p-57, 0x1.4f8ea4d603ab7p-57, -0x1.43db8fbf6d94ap-58, -0x1.d10aec3f116d5p-57,
    },
    /* a2 */ {
        0x1.3333333333333p-4, 0x1.3c8df9a9dd160p-4, 0x1.4659c44153237p-4, 0x1.509de981a5f8fp-4,
        0x1.5b625cd9aab3ap-4, 0x1.66afbec57861ep-4, 0x1.728f6ef213c7fp-4, 0x1.7f0ba0a7b69bfp-4,
        0x1.8c2f71d051d4cp-4, 0x1.9a0704fe6b048p-4, 0x1.a89f9ee9c06c2p-4, 0x1.b807c7ebd1c36p-4,
        0x1.c84f721f456c4p-4, 0x1.d98824e31394ap-4, 0x1.ebc52ea6980ddp-4, 0x1.ff1bde0fa3ca3p-4,
    },
    /* a3 */ {
        0x1.6db6db6db6db7p-5, 0x1.7ed456ac3bf2ep-5, 0x1.910bda9df4c42p-5, 0x1.a474c04b2404ep-5,
        0x1.b928c260c95cbp-5, 0x1.cf44479236534p-5, 0x1.e6e6b79a56a40p-5, 0x1.00196e4e05204p-4,
        0x1.0da7a97a4da3dp-4, 0x1.1c3384fc5175ep-4, 0x1.2bd4ec475c730p-4, 0x1.3ca69498a4516p-4,
        0x1.4ec660cc3bdd8p-4, 0x1.6255d59747bbbp-4, 0x1.777aa143c823fp-4, 0x1.8e5f3ab69f6abp-4,
    },
    /* a4 */ {
        0x1.f1c71c71c71c7p-6, 0x1.08c5e25d49b64p-5, 0x1.19f5e2476ebcbp-5, 0x1.2c954829a3371p-5,
        0x1.40c9e1ef9b688p-5, 0x1.56be24e93cee1p-5, 0x1.6ea1d983934dep-5, 0x1.88aae3844a891p-5,
        0x1.a5162c29aa4f4p-5, 0x1.c428b4b5e579ap-5, 0x1.e630d956e31fap-5, 0x1.05c3e70edaea4p-4,
        0x1.1a49b0f529830p-4, 0x1.30e40af7a9859p-4, 0x1.49d5cdf32e247p-4, 0x1.656be8b63a4dfp-4,
    },
    /* a5 */ {
        0x1.6e8ba2e8ba2e9p-6, 0x1.8c5c8f2e120adp-6, 0x1.ad2a22c252e04p-6, 0x1.d14ff47afc031p-6,
        0x1.f93671738167bp-6, 0x1.12aa77a2b1d1cp-5, 0x1.2b1a0fbcf606ep-5, 0x1.46387c21ca9b3p-5,
        0x1.6460159540907p-5, 0x1.85f92410ed4c0p-5, 0x1.ab7c5964145c0p-5, 0x1.d575cc6880e65p-5,
        0x1.024449151eb13p-4, 0x1.1cb98cf0091eep-4, 0x1.3a8a3d19597d7p-4, 0x1.5c39755d8f6abp-4,
    },
    /* a6 */ {
        0x1.1c4ec4ec4ec4fp-6, 0x1.38899ef7e54e1p-6, 0x1.581e441832161p-6, 0x1.7b83d187185cap-6,
        0x1.a3446dc9850aap-6, 0x1.d000bda1ea834p-6, 0x1.013a06dece8ebp-5, 0x1.1dbcad2390113p-5,
        0x1.3e08b3f4e4fc4p-5, 0x1.62b5178bf023dp-5, 0x1.8c73f5b610e33p-5, 0x1.bc181b7afbd60p-5,
        0x1.f29bdada8e756p-5, 0x1.1894bea69444ep-4, 0x1.3c92dffa80b81p-4, 0x1.661e733020405p-4,
    },
    /* a7 */ {
        0x1.c99999999999ap-7, 0x1.ff6da786e5952p-7, 0x1.1e54d75f1f517p-6, 0x1.413cecc1eb76ap-6,
        0x1.692027153d786p-6, 0x1.96d00ce83f51dp-6, 0x1.cb4548a2c220dp-6, 0x1.03d3f15b8075bp-5,
        0x1.26acb4edcd18fp-5, 0x1.4f00c4dc26950p-5, 0x1.7dceda9b5d3dbp-5, 0x1.b44a5cfd855d7p-5,
        0x1.f3e7a92e11ad7p-5, 0x1.1f35c7fdbeb2ep-4, 0x1.4aff7a8b8b170p-4, 0x1.7ea3e4ff6f5ffp-4,
    },
    /* a8 */ {
        0x1.7a87878787878p-7, 0x1.ae23461eb80cep-7, 0x1.e9d73ea0054b9p-7, 0x1.178a4bda5f336p-6,
        0x1.3fcb328ff1d9dp-6, 0x1.6eb9144e48710p-6, 0x1.a596336b7bf15p-6, 0x1.e5e9363d633b2p-6,
        0x1.18c6acf9d1cf1p-5, 0x1.45637309fd54cp-5, 0x1.7a2e8dc2560cep-5, 0x1.b8dd9efb069edp-5,
        0x1.01c6b73eb5fddp-4, 0x1.2e6e8e104d8c5p-4, 0x1.6408a4a0a66a8p-4, 0x1.a4a0e6bd0fa18p-4,
    },
    /* a9 */ {
        0x1.3fde50d79435ep-7, 0x1.7193e15f760b5p-7, 0x1.ac0f1928d3a26p-7, 0x1.f10d5cc925695p-7,
        0x1.2157426bcd24fp-6, 0x1.51c67a07b3783p-6, 0x1.8b6e14a560001p-6, 0x1.d047db42e5657p-6,
        0x1.116348d14203ap-5, 0x1.42fb05303528dp-5, 0x1.7ed24d745ae98p-5, 0x1.c74c783cba8cep-5,
        0x1.0fb6152637c5cp-4, 0x1.4580b8cc9bbc2p-4, 0x1.87734e51b6a54p-4, 0x1.d8a87d857bb68p-4,
    },
};
enum { ALG_ACOS_DD_ZT, ALG_ACOS_DD_A0H, ALG_ACOS_DD_A0L, ALG_ACOS_DD_A1H, ALG_ACOS_DD_A1L, ALG_ACOS_DD_A2 };

/* always inlined: past GCC's size limit, a call would pass lo through memory and
 * reload every constant per vector */
static inline __attribute__((always_inline)) vd alg_acos_dd(vd x, vd *lo)
{
    const vd zero = vd_set(0.0);
    vd a = vd_abs(x);
    vm small = vd_lt(a, vd_set(0.5));
    vd zb = vd_fma(a, vd_set(-0.5), vd_set(0.5)); /* (1 - a)/2, exact */
    /* zh = x^2 in small lanes, zb elsewhere (the min: acos.h) */
    vd zh = vd_sel_min(small, vd_mul(x, x), zb);
    vd nzl = vd_zero_if(vm_not(small), vd_fnma(x, x, zh)); /* -zl = zh - x^2, exact */

    /* s + sl = sqrt(zb); ngl = -G_l = b (s^2 - zb)/(2s) */
    vd s = vd_sqrt(zb);
    vd res = vd_fma(s, s, vd_fma(a, vd_set(0.5), vd_set(-0.5))); /* s^2 - zb, exact */
    vd b = vd_copysign(vd_set(2.0), x);
    vd g = vd_sel(small, vd_sub(zero, x), vd_mul(b, s));
    vd ngl = vd_zero_if(small, vd_div(vd_mul(res, b), vd_fma(s, vd_set(2.0), vd_set(0x1p-600))));
    vd A = vd_fma_unless(small, b, vd_set(-0.5 * ONNXM_PIO2_HI), vd_set(ONNXM_PIO2_HI));

    /* W(z) on piece j = round(60 z) */
    const double(*tab)[16] = alg_acos_dd_tab;
    vi j = vd_bits(vd_fma(zh, vd_set(60.0), vd_set(0x1.8p52)));
    vd dz = vd_sub(zh, vd_lookup16(tab[ALG_ACOS_DD_ZT], j)); /* exact */
    vd q = vd_lookup16(tab[ALG_ACOS_DD_A2 + 7], j);
    for (int k = 6; k >= 1; k--)
        q = vd_fma(q, dz, vd_lookup16(tab[ALG_ACOS_DD_A2 + k], j));
    vd a2 = vd_lookup16(tab[ALG_ACOS_DD_A2], j);
    q = vd_fma(q, dz, a2);
    vd a0h = vd_lookup16(tab[ALG_ACOS_DD_A0H], j), a1h = vd_lookup16(tab[ALG_ACOS_DD_A1H], j);
    vd p1 = vd_mul(a1h, dz);
    vd np1e = vd_fnma(a1h, dz, p1); /* p1 - a1h dz, exact */
    vd wh = vd_add(a0h, p1);
    vd wl = vd_add(vd_sub(a0h, wh), p1); /* FastTwoSum */
    wl = vd_add(vd_sub(wl, np1e), vd_lookup16(tab[ALG_ACOS_DD_A0L], j));
    wl = vd_fma(vd_lookup16(tab[ALG_ACOS_DD_A1L], j), dz, wl);
    wl = vd_fnma(nzl, vd_fma(vd_add(dz, dz), a2, a1h), wl); /* + zl W'(z) */
    wl = vd_fma(vd_mul(dz, dz), q, wl);
    wh = dd_fast_two_sum(wh, wl, &wl); /* |wl| <= ulp(wh)/2 */

    /* T = (G + G_l) W */
    vd th = vd_mul(g, wh);
    vd tl = vd_sub(vd_fnma(ngl, wh, vd_mul(g, wl)), vd_fnma(g, wh, th));

    vd he, h = dd_fast_two_sum(A, g, &he); /* |A| >= |G| or A = 0 */
    vd e2, hi = dd_fast_two_sum(h, th, &e2);
    vd l = vd_fma(A, vd_set(ONNXM_PI_LO / ONNXM_PI_HI), vd_sub(he, ngl));
    l = vd_add(l, tl);
    *lo = vd_add(l, e2);
    return hi;
}

#endif
