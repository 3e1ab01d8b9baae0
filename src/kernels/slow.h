/* slow.h -- correctly rounded Asinh, Acos, Exp, Log, Sigmoid, Tanh, Erf and Gelu for the rare hard inputs.
 *
 * The fast kernels evaluate in double and send a lane here only when the
 * rounding test in alg/round.h cannot decide the result even from the
 * double core's (about 2^-28 of float inputs).  These functions evaluate in double-double arithmetic with
 * relative error below 2^-100 and round once to the target format.
 * Compiled once, in portable C, and shared by every instruction-set path.
 */
#ifndef ONNXM_KERNELS_SLOW_H
#define ONNXM_KERNELS_SLOW_H

/* Target formats, as (precision p, minimum exponent emin). */
#define ONNXM_FMT_F32 24, -126
#define ONNXM_FMT_F16 11, -14
#define ONNXM_FMT_BF16 8, -126

/* op(x) correctly rounded to the format with p significant bits and minimum
 * exponent emin, returned as the double holding that value exactly.
 * x must be a value of that format (as a double); results never overflow. */
double onnxm_asinh_slow(double x, int p, int emin);
double onnxm_acos_slow(double x, int p, int emin);
double onnxm_exp_slow(double x, int p, int emin);
/* log(x), x > 0 (the other inputs give the special values of alg/log.h) */
double onnxm_log_slow(double x, int p, int emin);
/* sigmoid(x), x >= -104 (below, alg/sigmoid.h's special values) */
double onnxm_sigmoid_slow(double x, int p, int emin);
/* tanh(x), every x (NaN gives x + x) */
double onnxm_tanh_slow(double x, int p, int emin);
/* erf(x), every x (+-0, +-inf and NaN included) */
double onnxm_erf_slow(double x, int p, int emin);
/* gelu(x) = x/2 (1 + erf(x/sqrt2)) (Gelu, approximate "none"), x >= -15
 * (below, alg/gelu.h's special values) */
double onnxm_gelu_slow(double x, int p, int emin);
/* Gelu with approximate = "tanh", every x (NaN gives x + x) */
double onnxm_gelu_tanh_slow(double x, int p, int emin);

/* exp(x) rounded to odd on the multiples of 2^qe: the odd multiple R 2^qe
 * next to exp(x), which is never such a multiple for x != 0 (exp(0) = 1
 * is returned as it is).  Where 2^qe is at most a quarter of every
 * target's quantum, each target's round to nearest of it is that of
 * exp(x) (alg/exp.h: the float-subnormal results, qe = -151).  x finite,
 * exp(x) < 2^(qe + 53). */
double onnxm_exp_slow_odd(double x, int qe);
/* gelu(x) rounded to odd on the multiples of 2^qe, the same way, for x
 * < -4 with |gelu(x)| < 2^(qe + 53) (alg/gelu.h: the float-subnormal
 * results, qe = -151). */
double onnxm_gelu_slow_odd(double x, int qe);
/* The same for Gelu tanh, x in [-16, -2^-300] (its results are negative:
 * -R 2^qe, R the odd integer next to |y| 2^-qe); |y| < 2^(qe + 53). */
double onnxm_gelu_tanh_slow_odd(double x, int qe);

#endif
