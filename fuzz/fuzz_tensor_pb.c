/* fuzz_tensor_pb.c -- libFuzzer target: a TensorProto (.pb tensor file)
 * from untrusted bytes is decoded under a memory cap; a decoded tensor's
 * data is read in full. */
#include <stdint.h>

#include "fuzz_common.h"
#include "tensor/tensor_internal.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    onnxm_tensor *t = NULL;
    onnxm_error err;
    if (onnxm_tensor_from_pb(data, size, FUZZ_MEMORY_LIMIT, &t, &err) != ONNXM_OK) {
        fuzz_check_error(&err);
        return 0;
    }
    fuzz_check_string(onnxm_tensor_name(t));
    const unsigned char *p = onnxm_tensor_data_const(t);
    unsigned sum = 0;
    for (size_t i = 0; i < t->nbytes; i++)
        sum += p[i];
    onnxm_tensor_free(t);
    return (int)(sum & 0); /* libFuzzer wants 0; the sum keeps the reads */
}
