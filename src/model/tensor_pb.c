/* tensor_pb.c -- tensors as ONNX TensorProto (.pb files, initializers). */
#include "model/proto_tensor.h"

#include <stdlib.h>
#include <string.h>

/* The typed field each onnxm dtype is stored in when raw_data is absent
 * (ONNX: float16/bfloat16 go in int32_data as their 16-bit patterns). */
static size_t typed_value_count(const Onnx__TensorProto *tp, onnxm_dtype dtype,
                                const char **field)
{
    switch (dtype) {
    case ONNXM_FLOAT: *field = "float_data"; return tp->n_float_data;
    case ONNXM_DOUBLE: *field = "double_data"; return tp->n_double_data;
    default: *field = "int32_data"; return tp->n_int32_data;
    }
}

/* A typed field that holds values but does not belong to this dtype: a
 * writer mixed things up, and silently reading nothing would hide it. */
static const char *misplaced_field(const Onnx__TensorProto *tp, onnxm_dtype dtype)
{
    if (tp->n_float_data > 0 && dtype != ONNXM_FLOAT)
        return "float_data";
    if (tp->n_double_data > 0 && dtype != ONNXM_DOUBLE)
        return "double_data";
    if (tp->n_int32_data > 0 && dtype != ONNXM_FLOAT16 && dtype != ONNXM_BFLOAT16)
        return "int32_data";
    if (tp->n_int64_data > 0)
        return "int64_data";
    if (tp->n_uint64_data > 0)
        return "uint64_data";
    if (tp->n_string_data > 0)
        return "string_data";
    return NULL;
}

static void fill_from_typed_field(onnxm_tensor *t, const Onnx__TensorProto *tp)
{
    switch (t->dtype) {
    case ONNXM_FLOAT:
        memcpy(t->data, tp->float_data, t->count * sizeof(float));
        break;
    case ONNXM_DOUBLE:
        memcpy(t->data, tp->double_data, t->count * sizeof(double));
        break;
    default: {
        /* The low 16 bits are the pattern; writers store it zero-extended. */
        uint16_t *dst = t->data;
        for (size_t i = 0; i < t->count; i++)
            dst[i] = (uint16_t)((uint32_t)tp->int32_data[i] & 0xFFFFu);
        break;
    }
    }
}

static onnxm_status check_tensor_proto_kind(const Onnx__TensorProto *tp, onnxm_error *err)
{
    char buf[32];
    int32_t code = tp->has_data_type ? tp->data_type : 0;
    if (onnxm_dtype_size(code) == 0)
        return onnxm_fail(err, ONNXM_ERR_UNSUPPORTED_TYPE,
                          "tensor element type %s is not supported "
                          "(onnxm runs float16, bfloat16, float, double)",
                          onnxm_onnx_type_name(code, buf, sizeof buf));
    if ((tp->has_data_location && tp->data_location == ONNX__TENSOR_PROTO__DATA_LOCATION__EXTERNAL) ||
        tp->n_external_data > 0)
        return onnxm_fail(err, ONNXM_ERR_PARSE,
                          "tensor data stored in an external file is not supported yet");
    if (tp->segment != NULL)
        return onnxm_fail(err, ONNXM_ERR_PARSE, "segmented tensors are not supported");
    if (tp->n_dims > ONNXM_MAX_RANK)
        return onnxm_fail(err, ONNXM_ERR_LIMIT, "tensor rank %zu exceeds the maximum %d",
                          tp->n_dims, ONNXM_MAX_RANK);
    return ONNXM_OK;
}

/* Checks that the data present holds exactly t->count values. */
static onnxm_status check_value_count(const onnxm_tensor *t, const Onnx__TensorProto *tp,
                                      onnxm_error *err)
{
    char dims[128];
    const char *field;
    const char *other = misplaced_field(tp, t->dtype);
    onnxm_dims_string(t->rank, t->dims, dims, sizeof dims);
    if (tp->has_raw_data) {
        if (other != NULL || typed_value_count(tp, t->dtype, &field) > 0)
            return onnxm_fail(err, ONNXM_ERR_PARSE,
                              "tensor has both raw_data and a typed data field");
        if (tp->raw_data.len != t->nbytes)
            return onnxm_fail(err, ONNXM_ERR_PARSE,
                              "%s tensor of shape %s needs %zu bytes of raw_data "
                              "(%zu values), the file has %zu bytes",
                              onnxm_dtype_name(t->dtype), dims, t->nbytes, t->count,
                              tp->raw_data.len);
        return ONNXM_OK;
    }
    if (other != NULL)
        return onnxm_fail(err, ONNXM_ERR_PARSE, "%s tensor stores its values in %s",
                          onnxm_dtype_name(t->dtype), other);
    size_t n = typed_value_count(tp, t->dtype, &field);
    if (n != t->count)
        return onnxm_fail(err, ONNXM_ERR_PARSE,
                          "%s tensor of shape %s needs %zu values, %s has %zu",
                          onnxm_dtype_name(t->dtype), dims, t->count, field, n);
    return ONNXM_OK;
}

onnxm_status onnxm_tensor_from_proto(const Onnx__TensorProto *tp, onnxm_tensor **out,
                                     onnxm_error *err)
{
    /* The shape and the value count are checked before anything is
     * allocated, so that a tiny file claiming huge dims cannot make us
     * reserve gigabytes first. */
    onnxm_tensor shape = {0};
    onnxm_tensor *t = NULL;
    onnxm_status st = check_tensor_proto_kind(tp, err);
    *out = NULL;
    if (st != ONNXM_OK)
        return st;
    shape.dtype = (onnxm_dtype)tp->data_type;
    shape.rank = tp->n_dims;
    if (tp->n_dims > 0)
        memcpy(shape.dims, tp->dims, tp->n_dims * sizeof tp->dims[0]);
    st = onnxm_shape_size(shape.dtype, shape.rank, shape.dims, &shape.count, &shape.nbytes, err);
    if (st == ONNXM_OK)
        st = check_value_count(&shape, tp, err);
    if (st == ONNXM_OK)
        st = onnxm_tensor_create(shape.dtype, shape.rank, shape.dims, &t, err);
    if (st == ONNXM_OK)
        st = onnxm_tensor_set_name(t, tp->name, err);
    if (st != ONNXM_OK) {
        onnxm_tensor_free(t);
        return st;
    }
    if (tp->has_raw_data)
        onnxm_copy_from_le(t->data, tp->raw_data.data, t->count, onnxm_dtype_size(t->dtype));
    else
        fill_from_typed_field(t, tp);
    *out = t;
    return ONNXM_OK;
}

onnxm_status onnxm_tensor_from_pb(const unsigned char *data, size_t size, onnxm_tensor **out,
                                  onnxm_error *err)
{
    Onnx__TensorProto *tp = onnx__tensor_proto__unpack(NULL, size, data);
    *out = NULL;
    if (tp == NULL)
        return onnxm_fail(err, ONNXM_ERR_PARSE, "not a valid ONNX TensorProto (%zu bytes)",
                          size);
    onnxm_status st = onnxm_tensor_from_proto(tp, out, err);
    onnx__tensor_proto__free_unpacked(tp, NULL);
    return st;
}

onnxm_status onnxm_tensor_write_pb(const onnxm_tensor *t, const char *name, const char *path,
                                   onnxm_error *err)
{
    Onnx__TensorProto tp = ONNX__TENSOR_PROTO__INIT;
    int64_t dims[ONNXM_MAX_RANK];
    if (t == NULL || path == NULL)
        return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT, "onnxm_tensor_write_pb: NULL argument");
    size_t elem = onnxm_dtype_size(t->dtype);
    unsigned char *raw = malloc(t->nbytes > 0 ? t->nbytes : 1);
    if (raw == NULL)
        return onnxm_fail(err, ONNXM_ERR_OUT_OF_MEMORY, "out of memory writing '%s'", path);
    onnxm_copy_to_le(raw, t->data, t->count, elem);
    memcpy(dims, t->dims, sizeof dims);
    tp.n_dims = t->rank;
    tp.dims = dims;
    tp.has_data_type = 1;
    tp.data_type = (int32_t)t->dtype;
    tp.name = (char *)(name != NULL ? name : t->name); /* protobuf-c wants non-const */
    tp.has_raw_data = 1;
    tp.raw_data.len = t->nbytes;
    tp.raw_data.data = raw;
    size_t len = onnx__tensor_proto__get_packed_size(&tp);
    unsigned char *buf = malloc(len > 0 ? len : 1);
    if (buf == NULL) {
        free(raw);
        return onnxm_fail(err, ONNXM_ERR_OUT_OF_MEMORY, "out of memory writing '%s'", path);
    }
    onnx__tensor_proto__pack(&tp, buf);
    onnxm_status st = onnxm_write_whole_file(path, buf, len, err);
    free(buf);
    free(raw);
    return st;
}
