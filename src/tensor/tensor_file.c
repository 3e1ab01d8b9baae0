/* tensor_file.c -- onnxm_tensor_read_file: picks the format by extension. */
#include "tensor/tensor_internal.h"

#include <stdlib.h>
#include <string.h>

/* Case-insensitive ("X.NPY" too); suffix is lower-case ASCII. */
static int has_suffix(const char *s, const char *suffix)
{
    size_t n = strlen(s), m = strlen(suffix);
    if (n < m)
        return 0;
    for (size_t i = 0; i < m; i++) {
        char c = s[n - m + i];
        if (c >= 'A' && c <= 'Z')
            c = (char)(c - 'A' + 'a');
        if (c != suffix[i])
            return 0;
    }
    return 1;
}

onnxm_status onnxm_tensor_read_file_limit(const char *path, size_t max_bytes,
                                          onnxm_tensor **out, onnxm_error *err)
{
    onnxm_status (*decode)(const unsigned char *, size_t, size_t, onnxm_tensor **,
                           onnxm_error *);
    onnxm_file_bytes fb;
    if (out == NULL || path == NULL)
        return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT, "onnxm_tensor_read_file: NULL argument");
    *out = NULL;
    if (has_suffix(path, ".pb"))
        decode = onnxm_tensor_from_pb;
    else if (has_suffix(path, ".npy"))
        decode = onnxm_tensor_from_npy;
    else
        return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT,
                          "'%s': tensor files must end in .pb (TensorProto) or .npy", path);
    /* The file is mapped, not read into a buffer: while it is decoded, the
     * process holds the tensor plus page-cache pages, not two heap copies. */
    onnxm_status st = onnxm_file_open_bytes(path, max_bytes, &fb, err);
    if (st != ONNXM_OK)
        return st;
    st = decode(fb.data, fb.size, max_bytes, out, err);
    onnxm_file_close_bytes(&fb);
    if (st != ONNXM_OK)
        return onnxm_fail_context(err, st, "'%s'", path);
    return ONNXM_OK;
}

onnxm_status onnxm_tensor_read_file(const char *path, onnxm_tensor **out, onnxm_error *err)
{
    return onnxm_tensor_read_file_limit(path, 0, out, err);
}
