/* error.c -- filling the caller's onnxm_error record. */
#include "tensor/tensor_internal.h"

#include <stdio.h>
#include <string.h>

onnxm_status onnxm_fail(onnxm_error *err, onnxm_status status, const char *fmt, ...)
{
    if (err != NULL) {
        va_list ap;
        va_start(ap, fmt);
        err->status = status;
        vsnprintf(err->message, sizeof err->message, fmt, ap);
        va_end(ap);
    }
    return status;
}

onnxm_status onnxm_fail_context(onnxm_error *err, onnxm_status status, const char *fmt, ...)
{
    if (err != NULL) {
        char prefix[ONNXM_ERROR_MESSAGE_SIZE];
        char old[ONNXM_ERROR_MESSAGE_SIZE];
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(prefix, sizeof prefix, fmt, ap);
        va_end(ap);
        memcpy(old, err->message, sizeof old);
        old[sizeof old - 1] = '\0';
        err->status = status;
        /* Assembled by hand: the result is cut at the buffer's end, which
         * snprintf("%s: %s") would also do but -Wformat-truncation flags. */
        size_t cap = sizeof err->message - 1, used = 0;
        const char *parts[3] = {prefix, ": ", old};
        for (size_t i = 0; i < 3; i++) {
            size_t len = strlen(parts[i]);
            if (len > cap - used)
                len = cap - used;
            memcpy(err->message + used, parts[i], len);
            used += len;
        }
        err->message[used] = '\0';
    }
    return status;
}

const char *onnxm_onnx_type_name(int32_t code, char *buf, size_t size)
{
    /* Indexed by TensorProto.DataType; the names are ONNX's, lower-cased. */
    static const char *const names[] = {
        "undefined", "float", "uint8", "int8", "uint16", "int16", "int32",
        "int64", "string", "bool", "float16", "double", "uint32", "uint64",
        "complex64", "complex128", "bfloat16", "float8e4m3fn", "float8e4m3fnuz",
        "float8e5m2", "float8e5m2fnuz", "uint4", "int4", "float4e2m1", "float8e8m0",
    };
    if (code >= 0 && (size_t)code < sizeof names / sizeof names[0])
        return names[code];
    snprintf(buf, size, "data type %ld", (long)code);
    return buf;
}
