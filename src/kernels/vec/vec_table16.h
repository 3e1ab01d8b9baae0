/* vec_table16.h -- tables of 16 pieces of up to 16 doubles each (one
 * polynomial's coefficients per piece), stored as the ISA's vd_lookup16_2
 * reads them, from one list of the numbers.
 *
 * PIECES(X) expands X(c_0, ..., c_{K-1}) once per piece j = 0, ..., 15,
 * K <= 16.  VEC_TABLE16(PIECES) is the initializer of a double[16][16]:
 *   VEC_TABLE16_ROWS (AVX2): row-major, c_k of piece j at [j][k]; a
 *       lookup reads each lane's row (two 16-byte loads per coefficient
 *       pair and lane pair, vec_avx2.h);
 *   otherwise: column-major, c_k of piece j at [k][j]; a lookup is
 *       vd_lookup16 over column k (one vpermt2pd on AVX-512).
 * Unused slots are 0.  VEC_TABLE16_ALIGN: rows start on cache lines, and
 * the row loads need 16-byte alignment.
 *
 * vd_lookup16_2(t, k, j, &c0, &c1), k even: c0 = c_k, c1 = c_{k+1} of
 * piece j mod 16 in each lane; the unused one of a pair costs nothing
 * once the compiler drops it. */
#ifndef ONNXM_VEC_TABLE16_H
#define ONNXM_VEC_TABLE16_H

#define VEC_TABLE16_ALIGN __attribute__((aligned(64)))

/* c_k of one piece's list, 0 past its end (the column layout) */
#define VEC_T16_PICK(k, ...) VEC_T16_PICK_(k, __VA_ARGS__, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
#define VEC_T16_PICK_(k, ...) VEC_T16_PK##k(__VA_ARGS__)
#define VEC_T16_PK0(a0, ...) a0
#define VEC_T16_PK1(a0, a1, ...) a1
#define VEC_T16_PK2(a0, a1, a2, ...) a2
#define VEC_T16_PK3(a0, a1, a2, a3, ...) a3
#define VEC_T16_PK4(a0, a1, a2, a3, a4, ...) a4
#define VEC_T16_PK5(a0, a1, a2, a3, a4, a5, ...) a5
#define VEC_T16_PK6(a0, a1, a2, a3, a4, a5, a6, ...) a6
#define VEC_T16_PK7(a0, a1, a2, a3, a4, a5, a6, a7, ...) a7
#define VEC_T16_PK8(a0, a1, a2, a3, a4, a5, a6, a7, a8, ...) a8
#define VEC_T16_PK9(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, ...) a9
#define VEC_T16_PK10(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, ...) a10
#define VEC_T16_PK11(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, ...) a11
#define VEC_T16_PK12(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, ...) a12
#define VEC_T16_PK13(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, ...) a13
#define VEC_T16_PK14(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, ...) a14
#define VEC_T16_PK15(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, ...) a15

#if VEC_TABLE16_ROWS
#define VEC_T16_ROW(...) {__VA_ARGS__},
#define VEC_TABLE16(PIECES) {PIECES(VEC_T16_ROW)}
#else
#define VEC_T16_C0(...) VEC_T16_PICK(0, __VA_ARGS__),
#define VEC_T16_C1(...) VEC_T16_PICK(1, __VA_ARGS__),
#define VEC_T16_C2(...) VEC_T16_PICK(2, __VA_ARGS__),
#define VEC_T16_C3(...) VEC_T16_PICK(3, __VA_ARGS__),
#define VEC_T16_C4(...) VEC_T16_PICK(4, __VA_ARGS__),
#define VEC_T16_C5(...) VEC_T16_PICK(5, __VA_ARGS__),
#define VEC_T16_C6(...) VEC_T16_PICK(6, __VA_ARGS__),
#define VEC_T16_C7(...) VEC_T16_PICK(7, __VA_ARGS__),
#define VEC_T16_C8(...) VEC_T16_PICK(8, __VA_ARGS__),
#define VEC_T16_C9(...) VEC_T16_PICK(9, __VA_ARGS__),
#define VEC_T16_C10(...) VEC_T16_PICK(10, __VA_ARGS__),
#define VEC_T16_C11(...) VEC_T16_PICK(11, __VA_ARGS__),
#define VEC_T16_C12(...) VEC_T16_PICK(12, __VA_ARGS__),
#define VEC_T16_C13(...) VEC_T16_PICK(13, __VA_ARGS__),
#define VEC_T16_C14(...) VEC_T16_PICK(14, __VA_ARGS__),
#define VEC_T16_C15(...) VEC_T16_PICK(15, __VA_ARGS__),
#define VEC_TABLE16(PIECES)                                                                       \
    {{PIECES(VEC_T16_C0)}, {PIECES(VEC_T16_C1)}, {PIECES(VEC_T16_C2)}, {PIECES(VEC_T16_C3)},          \
     {PIECES(VEC_T16_C4)}, {PIECES(VEC_T16_C5)}, {PIECES(VEC_T16_C6)}, {PIECES(VEC_T16_C7)},          \
     {PIECES(VEC_T16_C8)}, {PIECES(VEC_T16_C9)}, {PIECES(VEC_T16_C10)}, {PIECES(VEC_T16_C11)},        \
     {PIECES(VEC_T16_C12)}, {PIECES(VEC_T16_C13)}, {PIECES(VEC_T16_C14)}, {PIECES(VEC_T16_C15)}}
static inline void vd_lookup16_2(const double *t, int k, vi j, vd *c0, vd *c1)
{
    *c0 = vd_lookup16(t + 16 * k, j);
    *c1 = vd_lookup16(t + 16 * (k + 1), j);
}
#endif

#endif
