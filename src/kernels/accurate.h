/* accurate.h -- correctly rounded double Asinh, Acos, Exp, Log, Sigmoid, Tanh and Erf, scalar, for every
 * double input: the accurate path behind the vector kernels' rounding test.
 *
 * The kernels call these for the few lanes (about 1e-4 to 1e-3) whose fast
 * result lies too close to a rounding boundary to decide.  Portable C11 +
 * libm (unsigned __int128 for the limb products); no global state, no
 * allocation, the floating-point environment is never touched.  Method,
 * bounds and their derivation: accurate.c.
 */
#ifndef ONNXM_KERNELS_ACCURATE_H
#define ONNXM_KERNELS_ACCURATE_H

/* asinh(x) correctly rounded (nearest, ties to even) for every double x.
 * asinh(+-0) = +-0, asinh(+-inf) = +-inf, subnormal x gives x, NaN gives
 * x + x (quieted, payload and sign kept). */
double onnxm_asinh_accurate(double x);

/* acos(x) correctly rounded (nearest, ties to even) for every double x.
 * acos(1) = +0, acos(-1) = RN(pi), NaN gives x + x, |x| > 1 (infinities
 * included) gives the NaN with bits 0xfff8000000000000. */
double onnxm_acos_accurate(double x);

/* exp(x) correctly rounded (nearest, ties to even) for every double x,
 * subnormal results included (rounded once, to the subnormal grid).
 * exp(+-0) = 1, exp(+inf) = +inf, exp(-inf) = +0, x > 0x1.62e42fefa39efp+9
 * gives +inf, x < -0x1.74910d52d3051p+9 gives +0, NaN gives x + x. */
double onnxm_exp_accurate(double x);

/* log(x) correctly rounded (nearest, ties to even) for every double x.
 * log(1) = +0, log(+-0) = -inf, log(+inf) = +inf, x < 0 (-inf included)
 * gives the NaN with bits 0xfff8000000000000, NaN gives x + x. */
double onnxm_log_accurate(double x);

/* sigmoid(x) = 1/(1 + exp(-x)) correctly rounded (nearest, ties to even)
 * for every double x.  x >= 0x1.2b708872320e2p+5 (+inf included) gives 1,
 * x < -0x1.74910d52d3051p+9 (-inf included) gives +0, |x| <= 2^-54 gives
 * 1/2, NaN gives x + x. */
double onnxm_sigmoid_accurate(double x);
/* tanh(x) correctly rounded (nearest, ties to even) for every double x,
 * exactly odd.  tanh(+-0) = +-0, tanh(+-inf) = +-1, NaN gives x + x. */
double onnxm_tanh_accurate(double x);

/* erf(x) correctly rounded (nearest, ties to even) for every double x.
 * erf(+-0) = +-0, erf(+-inf) = +-1, NaN gives x + x; exactly odd. */
double onnxm_erf_accurate(double x);

/* gelu(x) = x/2 (1 + erf(x/sqrt2)) (Gelu, approximate "none") correctly
 * rounded (nearest, ties to even) for every double x.  gelu(+-0) = +-0,
 * gelu(+inf) = +inf, gelu(-inf) = -0 (the limit), NaN gives x + x. */
double onnxm_gelu_accurate(double x);

/* Gelu with approximate = "tanh", x/2 (1 + tanh(sqrt(2/pi) (x + 0.044715
 * x^3))), correctly rounded (nearest, ties to even) for every double x.
 * x >= 0x1.c948c2609e415p+2 (+inf included) gives x, x <
 * -0x1.58c0d225444bbp+4 (-inf included) gives -0, |x| <= 2^-55 gives x/2
 * (rounded upward where it is a tie), NaN gives x + x. */
double onnxm_gelu_tanh_accurate(double x);

/* One precision level alone, for the tests: evaluates with `limbs` limbs of
 * 64 bits (2, 4 or 8: the levels 1, 2 and 3 the functions above try in
 * turn) and applies that level's rounding test.  Returns 1 and stores the
 * correctly rounded result in *y when the test decides it, else returns 0
 * (*y then holds the level's nearest rounding, not guaranteed).  Special
 * inputs (those answered before any evaluation) return 1.  Any other
 * `limbs` returns -1. */
int onnxm_asinh_accurate_level(double x, int limbs, double *y);
int onnxm_acos_accurate_level(double x, int limbs, double *y);
int onnxm_exp_accurate_level(double x, int limbs, double *y);
int onnxm_log_accurate_level(double x, int limbs, double *y);
int onnxm_sigmoid_accurate_level(double x, int limbs, double *y);
int onnxm_tanh_accurate_level(double x, int limbs, double *y);
int onnxm_erf_accurate_level(double x, int limbs, double *y);
int onnxm_gelu_accurate_level(double x, int limbs, double *y);
int onnxm_gelu_tanh_accurate_level(double x, int limbs, double *y);

#endif
