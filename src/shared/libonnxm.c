/* libonnxm.c -- the one source of the shared library libonnxm.so.
 *
 * The library's code is the static libraries onnxm and onnxm_kernels, linked
 * in whole (see CMakeLists.txt, "shared library"); this file only gives the
 * target a translation unit of its own and checks at compile time that the
 * header and the library agree on the version the Python package reads
 * through onnxm_version_string(). */
#include "onnxm.h"

_Static_assert(ONNXM_VERSION_NUMBER ==
                   ONNXM_VERSION_MAJOR * 10000 + ONNXM_VERSION_MINOR * 100 + ONNXM_VERSION_PATCH,
               "ONNXM_VERSION_NUMBER out of step with its parts");
