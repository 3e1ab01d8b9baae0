/* libonnxm.c -- the one source of the shared libraries libonnxm.so and
 * libonnxm_kernels.so.
 *
 * Their code is the in-tree static libraries (onnxm and onnxm_kernels, or
 * onnxm_kernels alone), linked in whole (see CMakeLists.txt, "shared
 * libraries"); this file only gives each target a translation unit of its
 * own and checks at compile time that the header's version macros agree
 * with each other (the soname and the Python package's version come from
 * them). */
#include "onnxm.h"

_Static_assert(ONNXM_VERSION_NUMBER ==
                   ONNXM_VERSION_MAJOR * 10000 + ONNXM_VERSION_MINOR * 100 + ONNXM_VERSION_PATCH,
               "ONNXM_VERSION_NUMBER out of step with its parts");
