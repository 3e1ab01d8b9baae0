/* acos_dd.h -- Acos in double-double, the fast path of correctly rounded
 * double Acos: for every x in [-1, 1], hi + lo is within ALG_ACOS_DD_EPS
 * (2^-68) of acos(x), relative to |hi|, and |lo| < 2^-50.4 |hi|, so the
 * kernel's rounding test on [hi + lo - EPS |hi|, hi + lo + EPS |hi|]
 * settles all but ~2^-14 of the lanes; it sends the others (and |x| > 1,
 * NaN, where hi is NaN) to the accurate path.
 *
 * Method: acos.h's reduction, carried in double-double.  With
 * asin(t) = t U(z), z = t^2, U(z) = asin(sqrt z)/sqrt z = 1 + W(z), every
 * lane computes
 *     acos(x) = A + (G + G_l) U(z)
 *   |x| < 1/2:  A = pi/2, G = -x, G_l = 0, z = x^2 = zh + zl exactly (fma);
 *   |x| >= 1/2: z = (1 - |x|)/2 exactly (one fma), zl = 0, s = RN(sqrt z),
 *               b = 2 sign(x), A = pi/2 - b pi/4 (0 or pi), G = b s,
 *               G_l = b sl, sl = (z - s^2)/(2s) (z - s^2 exact by fma, one
 *               division; the 2^-600 added to 2s keeps 0/0 out at x = +-1
 *               and vanishes elsewhere, s >= 2^-27).  sqrt(z) = s + sl to
 *               2^-106 relative (the dropped -sl^2/(2s)), so (G + G_l) U
 *               is 2 asin(sqrt z) with nothing dropped (acos.h drops G_l W,
 *               2^-56.4 relative: too much here).
 * P = (G + G_l)(uh + ul) is one double-double product: ph = RN(G uh), its
 * error exact by fma, and G ul + G_l uh in double (the dropped G_l ul is
 * 2^-106 |G|).  A + ph is split by FastTwoSum (|A| > |ph|: |ph| <= pi/6
 * where A = pi/2, <= pi/3 where A = pi; or A = 0), and A's low part is
 * A pi_lo/pi_hi.  Carrying U = 1 + W, rather than W and then G + G W,
 * saves two FastTwoSums: the 1 is in the table's a0.
 *
 * U(z), z in [0, 1/4], in 16 pieces: j = round(60 z) (one fma, z 60 +
 * 1.5 2^52, whose low bits are j; vd_lookup16_2 reads 4 of them), dz =
 * z - zt_j exactly (zt_j = RN(j/60): Sterbenz for j >= 1, zt_0 = 0),
 * |dz| <= 1/120 (dz <= 0 for j = 15, zt_15 = 1/4), and the degree-9
 * Taylor polynomial of U at zt_j,
 *     U = (a0h + a0l) + (a1h + a1l) dz + dz^2 Q(dz),  Q = a2 + dz R,
 *     R = a3 + a4 dz + ... + a9 dz^6,
 * a0 = U(zt_j) and a1 double-doubles, the rest doubles: 13 numbers per
 * piece, in one table of the vector API's 16-piece layout
 * (vec/vec_table16.h: columns for AVX-512's vpermt2pd, rows for AVX2's
 * row loads), read in pairs by vd_lookup16_2 (gen_poly.py acos_dd: the polynomial with these coefficients is within
 * 2^-70.87 of U on every piece).  Why pieces: one polynomial on [0, 1/4]
 * needs degree 16 and its first four terms in double-double (three
 * double-double Horner steps: ~30% more operations); here only a0 + a1 dz
 * is, the first omitted term a10 dz^10 is ~2^-72, and the coefficients
 * cost one permute each (AVX-512) or two loads, an insert and an unpack
 * (AVX2).  R by Estrin (dz^2, dz^4: three fmas deep
 * instead of six; its roundings are scaled by dz in Q), then Q = a2 + dz R
 * by one fma, so that Q has one rounding at its own size, as Horner's.
 * a1h dz = t + te exactly (fma); uh + ue = a0h + t (FastTwoSum: a0h >= 1
 * > |t|); zl U'(z) = zl (a1h + 2 a2 dz) (the dropped 3 a3 dz^2 zl is
 * below 2^-71.3); a last FastTwoSum normalises uh + ul (|ul| <= 2^-53).
 *
 * Error bound, relative to y = acos(x).  |G/y| < 1 on every branch (x <
 * 1/2: |x|/acos(x) < 0.48; x >= 1/2: 2s/(2 asin s) <= 0.955; x <= -1/2:
 * 2s/(pi - 2 asin s) < 0.48), so U's absolute error counts once:
 *   the pieces' polynomials                                   2^-70.87
 *   Q's roundings: its fma's ulp(Q)/2 <= 2^-57 (Q in [0.075, 0.121]),
 *     R's (R < 0.1: three roundings of <= 2^-57 on the way to R, the
 *     others scaled by dz^2 or dz^4) times |dz| <= 2^-6.9: 2^-57 +
 *     2^-62.3, times dz^2 <= 2^-13.81                        2^-70.77
 *   dz^2's rounding (2^-53 of |dz^2 Q| <= 2^-16.8)            2^-69.8
 *   the fma adding dz^2 Q to ul (|ul| < 2^-16.6: ulp/2 <= 2^-70)  2^-70
 *   zl U' (dropped 3 a3 dz^2 zl)                               2^-71.3
 *   ul's other sums (terms < 2^-50), P's two roundings (of terms
 *     < 3.2 2^-53 |G|) and the dropped G_l ul, lo's sums, sl's
 *     division (3 2^-53 of |sl| <= 2^-53 s), sqrt's -sl^2/(2s), pi's
 *     and pi/2's two-double error (2^-107)                   < 2^-90
 *   in all < 3.69 2^-70 = 2^-68.11: ALG_ACOS_DD_EPS = 2^-68.
 *   |lo| <= |he| + 2^-53 |A| + |npl| < (1 + 1.5 + 3.2) 2^-53 |hi|
 *   (|A| <= 1.5 hi, |G| <= hi).  Measured max 2^-68.72
 *   (tests/c/test_dd_cores.c).
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
/* the proved bound on |lo|, in ulps of hi: |lo| < (1 + 1.5 + 3.2) 2^-53
 * |hi| (top of the file) and |hi| < 2^53 ulp(hi) */
#define ALG_ACOS_DD_LO_ULPS 5.7
/* the inputs where the core changes branch or regime, for the tests
 * (test_cr_double and test_dd_cores add their neighbourhoods): |x| = 1/2,
 * the domain's end, and 3/4 (z = 1/8, 60 z = 7.5: the one boundary
 * between two of U's pieces that is a double; |dz| = 1/120 there) */
#define ALG_ACOS_DD_EDGES {0.5, 1.0, 0.75}
/* vectors per step of the kernel loop (alg/dd.h): three spill */
#define ALG_ACOS_DD_GROUP 2

/* gen_poly.py acos_dd: per piece j, zt_j and U's Taylor coefficients at
 * zt_j, in the order of ALG_ACOS_DD_ZT... (pairs read together by
 * vd_lookup16_2: zt a2, a3 a4, a5 a6, a7 a8, a9 a1h, a0h a0l, a1l) */
#define ALG_ACOS_DD_PIECES(X) \
    X(0x0.0p+0, 0x1.3333333333333p-4, 0x1.6db6db6db6db7p-5, 0x1.f1c71c71c71c7p-6, \
      0x1.6e8ba2e8ba2e9p-6, 0x1.1c4ec4ec4ec4fp-6, 0x1.c99999999999ap-7, 0x1.7a87878787878p-7, \
      0x1.3fde50d79435ep-7, 0x1.5555555555555p-3, 0x1.0000000000000p+0, 0x0.0p+0, \
      0x1.5555555555555p-57) \
    X(0x1.1111111111111p-6, 0x1.3c8df9a9dd160p-4, 0x1.7ed456ac3bf2ep-5, 0x1.08c5e25d49b64p-5, \
      0x1.8c5c8f2e120adp-6, 0x1.38899ef7e54e1p-6, 0x1.ff6da786e5952p-7, 0x1.ae23461eb80cep-7, \
      0x1.7193e15f760b5p-7, 0x1.5a87db90577b9p-3, 0x1.00b76c6912dacp+0, 0x1.7720daa8d4f42p-57, \
      -0x1.77b38ef6f8597p-59) \
    X(0x1.1111111111111p-5, 0x1.4659c44153237p-4, 0x1.910bda9df4c42p-5, 0x1.19f5e2476ebcbp-5, \
      0x1.ad2a22c252e04p-6, 0x1.581e441832161p-6, 0x1.1e54d75f1f517p-6, 0x1.e9d73ea0054b9p-7, \
      0x1.ac0f1928d3a26p-7, 0x1.5fe33a18b29c0p-3, 0x1.0171a93dfcef1p+0, 0x1.82af1c446130fp-54, \
      -0x1.98e313ed044bep-59) \
    X(0x1.999999999999ap-5, 0x1.509de981a5f8fp-4, 0x1.a474c04b2404ep-5, 0x1.2c954829a3371p-5, \
      0x1.d14ff47afc031p-6, 0x1.7b83d187185cap-6, 0x1.413cecc1eb76ap-6, 0x1.178a4bda5f336p-6, \
      0x1.f10d5cc925695p-7, 0x1.656962948febep-3, 0x1.022ecccac0afdp+0, 0x1.47d2280c2ff8bp-55, \
      -0x1.90c7d104c7e4dp-60) \
    X(0x1.1111111111111p-4, 0x1.5b625cd9aab3ap-4, 0x1.b928c260c95cbp-5, 0x1.40c9e1ef9b688p-5, \
      0x1.f93671738167bp-6, 0x1.a3446dc9850aap-6, 0x1.692027153d786p-6, 0x1.3fcb328ff1d9dp-6, \
      0x1.2157426bcd24fp-6, 0x1.6b1c674278248p-3, 0x1.02eeee6d5daa8p+0, -0x1.9922f571fa07cp-57, \
      0x1.cd45f74f009bbp-57) \
    X(0x1.5555555555555p-4, 0x1.66afbec57861ep-4, 0x1.cf44479236534p-5, 0x1.56be24e93cee1p-5, \
      0x1.12aa77a2b1d1cp-5, 0x1.d000bda1ea834p-6, 0x1.96d00ce83f51dp-6, 0x1.6eb9144e48710p-6, \
      0x1.51c67a07b3783p-6, 0x1.70fe7db890c3bp-3, 0x1.03b226a7eb547p+0, -0x1.bdf88bc92b204p-54, \
      -0x1.d5accea7e3efdp-58) \
    X(0x1.999999999999ap-4, 0x1.728f6ef213c7fp-4, 0x1.e6e6b79a56a40p-5, 0x1.6ea1d983934dep-5, \
      0x1.2b1a0fbcf606ep-5, 0x1.013a06dece8ebp-5, 0x1.cb4548a2c220dp-6, 0x1.a596336b7bf15p-6, \
      0x1.8b6e14a560001p-6, 0x1.771201ece7dfcp-3, 0x1.04788f343e022p+0, -0x1.732ff61920334p-55, \
      0x1.9df6d667e8ce2p-62) \
    X(0x1.ddddddddddddep-4, 0x1.7f0ba0a7b69bfp-4, 0x1.00196e4e05204p-4, 0x1.88aae3844a891p-5, \
      0x1.46387c21ca9b3p-5, 0x1.1dbcad2390113p-5, 0x1.03d3f15b8075bp-5, 0x1.e5e9363d633b2p-6, \
      0x1.d047db42e5657p-6, 0x1.7d59798fe3bcep-3, 0x1.054243193f5e3p+0, -0x1.e285768f72861p-54, \
      -0x1.7fe63e902a3a4p-59) \
    X(0x1.1111111111111p-3, 0x1.8c2f71d051d4cp-4, 0x1.0da7a97a4da3dp-4, 0x1.a5162c29aa4f4p-5, \
      0x1.6460159540907p-5, 0x1.3e08b3f4e4fc4p-5, 0x1.26acb4edcd18fp-5, 0x1.18c6acf9d1cf1p-5, \
      0x1.116348d14203ap-5, 0x1.83d797c33ddf0p-3, 0x1.060f5ec228e40p+0, 0x1.5e2e1bdce96d0p-54, \
      -0x1.389a6c10bfa46p-57) \
    X(0x1.3333333333333p-3, 0x1.9a0704fe6b048p-4, 0x1.1c3384fc5175ep-4, 0x1.c428b4b5e579ap-5, \
      0x1.85f92410ed4c0p-5, 0x1.62b5178bf023dp-5, 0x1.4f00c4dc26950p-5, 0x1.45637309fd54cp-5, \
      0x1.42fb05303528dp-5, 0x1.8a8f41397cb2ep-3, 0x1.06e00017d4d77p+0, 0x1.06003a162281dp-56, \
      -0x1.3978c46736e4dp-57) \
    X(0x1.5555555555555p-3, 0x1.a89f9ee9c06c2p-4, 0x1.2bd4ec475c730p-4, 0x1.e630d956e31fap-5, \
      0x1.ab7c5964145c0p-5, 0x1.8c73f5b610e33p-5, 0x1.7dceda9b5d3dbp-5, 0x1.7a2e8dc2560cep-5, \
      0x1.7ed24d745ae98p-5, 0x1.918390cbade8bp-3, 0x1.07b4469c61082p+0, -0x1.9a6e47abaf75ep-56, \
      -0x1.afdc22d9629cap-57) \
    X(0x1.7777777777777p-3, 0x1.b807c7ebd1c36p-4, 0x1.3ca69498a4516p-4, 0x1.05c3e70edaea4p-4, \
      0x1.d575cc6880e65p-5, 0x1.bc181b7afbd60p-5, 0x1.b44a5cfd855d7p-5, 0x1.b8dd9efb069edp-5, \
      0x1.c74c783cba8cep-5, 0x1.98b7dc95436b7p-3, 0x1.088c538966955p+0, -0x1.985c7f09bd223p-54, \
      0x1.07cc6be78bf53p-61) \
    X(0x1.999999999999ap-3, 0x1.c84f721f456c4p-4, 0x1.4ec660cc3bdd8p-4, 0x1.1a49b0f529830p-4, \
      0x1.024449151eb13p-4, 0x1.f29bdada8e756p-5, 0x1.f3e7a92e11ad7p-5, 0x1.01c6b73eb5fddp-4, \
      0x1.0fb6152637c5cp-4, 0x1.a02fbba8758fep-3, 0x1.096849f113035p+0, -0x1.3a423f450d51dp-54, \
      -0x1.d9b60a31cb204p-57) \
    X(0x1.bbbbbbbbbbbbcp-3, 0x1.d98824e31394ap-4, 0x1.6255d59747bbbp-4, 0x1.30e40af7a9859p-4, \
      0x1.1cb98cf0091eep-4, 0x1.1894bea69444ep-4, 0x1.1f35c7fdbeb2ep-4, 0x1.2e6e8e104d8c5p-4, \
      0x1.4580b8cc9bbc2p-4, 0x1.a7ef0c7082497p-3, 0x1.0a484ee27987cp+0, -0x1.13814de29e586p-54, \
      0x1.4f8ea4d603ab7p-57) \
    X(0x1.ddddddddddddep-3, 0x1.ebc52ea6980ddp-4, 0x1.777aa143c823fp-4, 0x1.49d5cdf32e247p-4, \
      0x1.3a8a3d19597d7p-4, 0x1.3c92dffa80b81p-4, 0x1.4aff7a8b8b170p-4, 0x1.6408a4a0a66a8p-4, \
      0x1.87734e51b6a54p-4, 0x1.aff9fbdaa317ep-3, 0x1.0b2c89917fbb6p+0, -0x1.0c8755b59bc6ap-54, \
      -0x1.43db8fbf6d94ap-58) \
    X(0x1.0000000000000p-2, 0x1.ff1bde0fa3ca3p-4, 0x1.8e5f3ab69f6abp-4, 0x1.656be8b63a4dfp-4, \
      0x1.5c39755d8f6abp-4, 0x1.661e733020405p-4, 0x1.7ea3e4ff6f5ffp-4, 0x1.a4a0e6bd0fa18p-4, \
      0x1.d8a87d857bb68p-4, 0x1.b8550d62bfb6dp-3, 0x1.0c152382d7366p+0, -0x1.ee6913347c2a6p-54, \
      -0x1.d10aec3f116d5p-57)
static const double alg_acos_dd_tab[16][16] VEC_TABLE16_ALIGN = VEC_TABLE16(ALG_ACOS_DD_PIECES);
enum {
    ALG_ACOS_DD_ZT, ALG_ACOS_DD_A2, ALG_ACOS_DD_A3, ALG_ACOS_DD_A4, ALG_ACOS_DD_A5, ALG_ACOS_DD_A6, ALG_ACOS_DD_A7,
    ALG_ACOS_DD_A8, ALG_ACOS_DD_A9, ALG_ACOS_DD_A1H, ALG_ACOS_DD_A0H, ALG_ACOS_DD_A0L, ALG_ACOS_DD_A1L
};

/* always inlined: past GCC's size limit, a call would pass hi and lo
 * through memory and reload every constant per vector.  n vectors
 * (n <= ALG_DD_GROUP), each step over all of them before the next: the
 * core is a long dependency chain (the square root, the division, the
 * polynomial), and two independent chains side by side in program order
 * keep the pipes full where one leaves them waiting (the kernel's loop
 * takes ALG_ACOS_DD_GROUP: kernel_bodies.h). */
static inline __attribute__((always_inline)) void alg_acos_dd_n(int n, const vd *x, vd *hi, vd *lo)
{
    const double *tab = &alg_acos_dd_tab[0][0];
    vd a[ALG_DD_GROUP], zb[ALG_DD_GROUP], zh[ALG_DD_GROUP], nzl[ALG_DD_GROUP], s[ALG_DD_GROUP];
    vd b[ALG_DD_GROUP], g[ALG_DD_GROUP], ngl[ALG_DD_GROUP], A[ALG_DD_GROUP], dz[ALG_DD_GROUP];
    vd d2[ALG_DD_GROUP], d4[ALG_DD_GROUP], q[ALG_DD_GROUP], r[ALG_DD_GROUP], a1[ALG_DD_GROUP];
    vd ul[ALG_DD_GROUP], uh[ALG_DD_GROUP], t[ALG_DD_GROUP], he[ALG_DD_GROUP], npl[ALG_DD_GROUP];
    vd zt[ALG_DD_GROUP], a2[ALG_DD_GROUP], c0, c1;
    vm small[ALG_DD_GROUP];
    vi j[ALG_DD_GROUP];
    ALG_EACH(u, n) a[u] = vd_abs(x[u]);
    ALG_EACH(u, n) small[u] = vd_lt(a[u], vd_set(0.5));
    ALG_EACH(u, n) zb[u] = vd_fma(a[u], vd_set(-0.5), vd_set(0.5)); /* (1 - a)/2, exact */
    /* zh = x^2 in small lanes, zb elsewhere (the min: acos.h) */
    ALG_EACH(u, n) zh[u] = vd_sel_min(small[u], vd_mul(x[u], x[u]), zb[u]);
    ALG_EACH(u, n) s[u] = vd_sqrt(zb[u]);
    /* U(z) on piece j = round(60 z) */
    ALG_EACH(u, n) j[u] = vd_bits(vd_fma(zh[u], vd_set(60.0), vd_set(0x1.8p52)));
    ALG_EACH(u, n) vd_lookup16_2(tab, ALG_ACOS_DD_ZT, j[u], &zt[u], &a2[u]);
    ALG_EACH(u, n) dz[u] = vd_sub(zh[u], zt[u]); /* exact */
    ALG_EACH(u, n) nzl[u] = vd_zero_if(vm_not(small[u]), vd_fnma(x[u], x[u], zh[u])); /* -zl, exact */
    ALG_EACH(u, n) d2[u] = vd_mul(dz[u], dz[u]);
    ALG_EACH(u, n) d4[u] = vd_mul(d2[u], d2[u]);
    /* Q = a2 + dz R, R = a3 + ... + a9 dz^6 by Estrin (r, q), its
     * roundings scaled by dz; each pair of coefficients read where used */
    ALG_EACH(u, n) vd_lookup16_2(tab, ALG_ACOS_DD_A3, j[u], &c0, &c1), r[u] = vd_fma(c1, dz[u], c0);
    ALG_EACH(u, n) vd_lookup16_2(tab, ALG_ACOS_DD_A5, j[u], &c0, &c1), q[u] = vd_fma(c1, dz[u], c0);
    ALG_EACH(u, n) vd_lookup16_2(tab, ALG_ACOS_DD_A7, j[u], &c0, &c1), t[u] = vd_fma(c1, dz[u], c0);
    ALG_EACH(u, n) vd_lookup16_2(tab, ALG_ACOS_DD_A9, j[u], &c0, &a1[u]), t[u] = vd_fma(c0, d2[u], t[u]);
    ALG_EACH(u, n) r[u] = vd_fma(q[u], d2[u], r[u]);
    ALG_EACH(u, n) r[u] = vd_fma(t[u], d4[u], r[u]);
    ALG_EACH(u, n) q[u] = vd_fma(r[u], dz[u], a2[u]);
    /* s + sl = sqrt(zb); ngl = -G_l = b (s^2 - zb)/(2s) */
    ALG_EACH(u, n) t[u] = vd_fma(s[u], s[u], vd_fma(a[u], vd_set(0.5), vd_set(-0.5))); /* s^2 - zb, exact */
    ALG_EACH(u, n) b[u] = vd_copysign(vd_set(2.0), x[u]);
    ALG_EACH(u, n) g[u] = vd_sel(small[u], vd_sub(vd_set(0.0), x[u]), vd_mul(b[u], s[u]));
    ALG_EACH(u, n) ngl[u] = vd_zero_if(small[u], vd_div(vd_mul(t[u], b[u]), vd_fma(s[u], vd_set(2.0), vd_set(0x1p-600))));
    ALG_EACH(u, n) A[u] = vd_fma_unless(small[u], b[u], vd_set(-0.5 * ONNXM_PIO2_HI), vd_set(ONNXM_PIO2_HI));
    /* uh + ul = (a0h + a0l) + (a1h + a1l) dz + dz^2 Q + zl U'(z) */
    ALG_EACH(u, n) t[u] = vd_mul(a1[u], dz[u]);
    ALG_EACH(u, n) ul[u] = vd_fnma(a1[u], dz[u], t[u]); /* -te = t - a1h dz, exact */
    /* a0h + t: FastTwoSum, a0h >= 1 > |t| */
    ALG_EACH(u, n) {
        vd_lookup16_2(tab, ALG_ACOS_DD_A0H, j[u], &c0, &c1);
        uh[u] = vd_add(c0, t[u]);
        ul[u] = vd_sub(vd_add(vd_sub(c0, uh[u]), t[u]), ul[u]);
        ul[u] = vd_add(ul[u], c1);
    }
    ALG_EACH(u, n) vd_lookup16_2(tab, ALG_ACOS_DD_A1L, j[u], &c0, &c1), ul[u] = vd_fma(c0, dz[u], ul[u]);
    ALG_EACH(u, n) ul[u] = vd_fnma(nzl[u], vd_fma(vd_add(dz[u], dz[u]), a2[u], a1[u]), ul[u]);
    ALG_EACH(u, n) ul[u] = vd_fma(d2[u], q[u], ul[u]);
    ALG_EACH(u, n) uh[u] = dd_fast_two_sum(uh[u], ul[u], &ul[u]); /* |ul| <= ulp(uh)/2 */
    /* P = (G + G_l) U: ph = RN(G uh), npl = -(G uh - ph + G ul + G_l uh) */
    ALG_EACH(u, n) t[u] = vd_mul(g[u], uh[u]);
    ALG_EACH(u, n) npl[u] = vd_fma(ngl[u], uh[u], vd_fnma(g[u], ul[u], vd_fnma(g[u], uh[u], t[u])));
    /* A + P: FastTwoSum, |A| > |ph| or A = 0 */
    ALG_EACH(u, n) hi[u] = dd_fast_two_sum(A[u], t[u], &he[u]);
    ALG_EACH(u, n) lo[u] = vd_sub(vd_fma(A[u], vd_set(ONNXM_PI_LO / ONNXM_PI_HI), he[u]), npl[u]);
}

/* one vector (the tests and benches) */
static inline __attribute__((always_inline)) vd alg_acos_dd(vd x, vd *lo)
{
    vd hi;
    alg_acos_dd_n(1, &x, &hi, lo);
    return hi;
}

#endif
