/* status.c -- status strings and the library version. */
#include "onnxm.h"

unsigned onnxm_version_number(void) { return ONNXM_VERSION_NUMBER; }
const char *onnxm_version_string(void) { return ONNXM_VERSION_STRING; }

const char *onnxm_status_string(onnxm_status status)
{
    switch (status) {
    case ONNXM_OK: return "ok";
    case ONNXM_ERR_INVALID_ARGUMENT: return "invalid argument";
    case ONNXM_ERR_OUT_OF_MEMORY: return "out of memory";
    case ONNXM_ERR_IO: return "I/O error";
    case ONNXM_ERR_PARSE: return "parse error";
    case ONNXM_ERR_INVALID_MODEL: return "invalid model";
    case ONNXM_ERR_UNSUPPORTED_OP: return "unsupported operator";
    case ONNXM_ERR_UNSUPPORTED_TYPE: return "unsupported type";
    case ONNXM_ERR_TYPE_MISMATCH: return "type mismatch";
    case ONNXM_ERR_SHAPE_MISMATCH: return "shape mismatch";
    case ONNXM_ERR_LIMIT: return "limit exceeded";
    case ONNXM_ERR_UNSUPPORTED_ISA: return "instruction set not supported by this CPU";
    case ONNXM_ERR_INTERNAL: return "internal error";
    }
    return "unknown status";
}
