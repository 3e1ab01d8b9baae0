/* ops.h -- the algorithm file of every operator in include/onnxm_ops.def,
 * one line each: kernel_bodies.h wires the kernels from them (the
 * interface is in alg/fast.h).  Included after a vec/vec_<isa>.h. */
#ifndef ONNXM_ALG_OPS_H
#define ONNXM_ALG_OPS_H

#include "kernels/alg/sqrt.h"
#include "kernels/alg/reciprocal.h"
#include "kernels/alg/asinh.h"
#include "kernels/alg/acos.h"
#include "kernels/alg/exp.h"
#include "kernels/alg/log.h"
#include "kernels/alg/sigmoid.h"
#include "kernels/alg/tanh.h"
#include "kernels/alg/erf.h"
#include "kernels/alg/gelu.h"
#include "kernels/alg/gelu_tanh.h"
#include "kernels/alg/asinh_dd.h"
#include "kernels/alg/acos_dd.h"
#include "kernels/alg/exp_dd.h"
#include "kernels/alg/log_dd.h"
#include "kernels/alg/sigmoid_dd.h"
#include "kernels/alg/tanh_dd.h"
#include "kernels/alg/erf_dd.h"
#include "kernels/alg/gelu_dd.h"
#include "kernels/alg/gelu_tanh_dd.h"

#endif
