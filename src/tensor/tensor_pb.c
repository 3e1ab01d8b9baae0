/* tensor_pb.c -- tensors as ONNX TensorProto (.pb files, initializers). */
#include "tensor/pb_budget.h"
#include "tensor/proto_tensor.h"

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
    /* An empty field is a NULL array: memcpy may not be given one, even
     * for 0 bytes (found by fuzz_model, fuzz/regressions/model/). */
    if (t->count == 0)
        return;
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

static int is_external(const Onnx__TensorProto *tp)
{
    return tp->has_data_location &&
           tp->data_location == ONNX__TENSOR_PROTO__DATA_LOCATION__EXTERNAL;
}

/* External data excludes any data in the proto itself, and needs a
 * directory to be read from. */
static onnxm_status check_external(const Onnx__TensorProto *tp, const proto_tensor_opts *opts,
                                   onnxm_error *err)
{
    if (!is_external(tp)) {
        if (tp->n_external_data > 0)
            return onnxm_fail(err, ONNXM_ERR_PARSE,
                              "tensor has external_data entries but data_location is not "
                              "EXTERNAL");
        return ONNXM_OK;
    }
    if (tp->has_raw_data || tp->n_float_data > 0 || tp->n_double_data > 0 ||
        tp->n_int32_data > 0 || tp->n_int64_data > 0 || tp->n_uint64_data > 0 ||
        tp->n_string_data > 0)
        return onnxm_fail(err, ONNXM_ERR_PARSE,
                          "tensor has external data and also data in the file itself");
    if (opts == NULL || opts->external_dir == NULL)
        return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT,
                          "tensor data stored in an external file can only be read for a "
                          "model loaded from a file, or from a buffer with "
                          "external_data_dir set");
    return ONNXM_OK;
}

onnxm_status onnxm_tensor_from_proto(const Onnx__TensorProto *tp, const proto_tensor_opts *opts,
                                     onnxm_tensor **out, onnxm_error *err)
{
    /* The shape, the value count and the cap are checked before anything
     * is allocated, so that a tiny file claiming huge dims cannot make us
     * reserve gigabytes first. */
    onnxm_tensor shape = {0};
    onnxm_tensor *t = NULL;
    onnxm_status st = check_tensor_proto_kind(tp, err);
    *out = NULL;
    if (st == ONNXM_OK)
        st = check_external(tp, opts, err);
    if (st != ONNXM_OK)
        return st;
    shape.dtype = (onnxm_dtype)tp->data_type;
    shape.rank = tp->n_dims;
    if (tp->n_dims > 0)
        memcpy(shape.dims, tp->dims, tp->n_dims * sizeof tp->dims[0]);
    st = onnxm_shape_size(shape.dtype, shape.rank, shape.dims, &shape.count, &shape.nbytes, err);
    if (st == ONNXM_OK)
        st = onnxm_check_memory_cap(shape.nbytes, opts != NULL ? opts->held : 0,
                                    opts != NULL ? opts->max_bytes : 0, "tensor", err);
    if (st == ONNXM_OK && is_external(tp))
        st = onnxm_tensor_read_external(tp, &shape, opts->external_dir, &t, err);
    else if (st == ONNXM_OK)
        st = check_value_count(&shape, tp, err);
    if (st == ONNXM_OK && t == NULL) {
        st = onnxm_tensor_alloc(shape.dtype, shape.rank, shape.dims, 0, &t, err);
        if (st == ONNXM_OK && tp->has_raw_data)
            onnxm_copy_from_le(t->data, tp->raw_data.data, t->count, onnxm_dtype_size(t->dtype));
        else if (st == ONNXM_OK)
            fill_from_typed_field(t, tp);
    }
    if (st == ONNXM_OK)
        st = onnxm_tensor_set_name(t, tp->name, err);
    if (st != ONNXM_OK) {
        onnxm_tensor_free(t);
        return st;
    }
    *out = t;
    return ONNXM_OK;
}

onnxm_status onnxm_tensor_from_pb(const unsigned char *data, size_t size, size_t max_bytes,
                                  onnxm_tensor **out, onnxm_error *err)
{
    /* A tensor file is a single tensor: its data may not live elsewhere.
     * The parse counts against max_bytes on its own (a packed int64 of 0
     * is 1 byte in the file and 8 once unpacked), and the tensor too: the
     * decode holds at most the file's mapping plus twice the cap. */
    proto_tensor_opts opts = {NULL, 0, max_bytes};
    pb_budget budget;
    ProtobufCAllocator alloc;
    pb_budget_init(&budget, &alloc, max_bytes);
    Onnx__TensorProto *tp = onnx__tensor_proto__unpack(&alloc, size, data);
    *out = NULL;
    if (tp == NULL && budget.exceeded)
        return onnxm_fail(err, ONNXM_ERR_LIMIT,
                          "parsing the TensorProto (%zu bytes) needs more than the memory limit "
                          "of %zu bytes",
                          size, max_bytes);
    if (tp == NULL)
        return onnxm_fail(err, ONNXM_ERR_PARSE, "not a valid ONNX TensorProto (%zu bytes)",
                          size);
    onnxm_status st = onnxm_tensor_from_proto(tp, &opts, out, err);
    onnx__tensor_proto__free_unpacked(tp, &alloc);
    return st;
}

/* Appends a protobuf varint; returns the bytes written (at most 10). */
static size_t put_varint(unsigned char *p, uint64_t v)
{
    size_t n = 0;
    while (v >= 0x80) {
        p[n++] = (unsigned char)(v | 0x80);
        v >>= 7;
    }
    p[n++] = (unsigned char)v;
    return n;
}

onnxm_status onnxm_tensor_write_pb(const onnxm_tensor *t, const char *name, const char *path,
                                   onnxm_error *err)
{
    Onnx__TensorProto tp = ONNX__TENSOR_PROTO__INIT;
    int64_t dims[ONNXM_MAX_RANK];
    if (t == NULL || path == NULL)
        return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT, "onnxm_tensor_write_pb: NULL argument");
    memcpy(dims, t->dims, sizeof dims);
    tp.n_dims = t->rank;
    tp.dims = dims;
    tp.has_data_type = 1;
    tp.data_type = (int32_t)t->dtype;
    /* protobuf-c wants non-const */
    tp.name = (char *)(name != NULL ? name : onnxm_tensor_name(t));
    /* Everything but raw_data is packed by protobuf-c; raw_data (field 9,
     * length-delimited) is appended by hand and written straight from the
     * tensor, so that a large output is not copied twice on its way out.
     * Fields may come in any order on the wire. */
    size_t len = onnx__tensor_proto__get_packed_size(&tp);
    unsigned char *head = malloc(len + 11);
    if (head == NULL)
        return onnxm_fail(err, ONNXM_ERR_OUT_OF_MEMORY, "out of memory writing '%s'", path);
    onnx__tensor_proto__pack(&tp, head);
    head[len++] = (9 << 3) | 2;
    len += put_varint(head + len, t->nbytes);
    onnxm_status st;
    if (onnxm_host_is_little_endian()) {
        st = onnxm_write_file_parts(path, head, len, t->data, t->nbytes, err);
    } else {
        unsigned char *raw = malloc(t->nbytes > 0 ? t->nbytes : 1);
        st = raw == NULL ? onnxm_fail(err, ONNXM_ERR_OUT_OF_MEMORY, "out of memory writing '%s'",
                                      path)
                         : ONNXM_OK;
        if (raw != NULL) {
            onnxm_copy_to_le(raw, t->data, t->count, onnxm_dtype_size(t->dtype));
            st = onnxm_write_file_parts(path, head, len, raw, t->nbytes, err);
        }
        free(raw);
    }
    free(head);
    return st;
}
