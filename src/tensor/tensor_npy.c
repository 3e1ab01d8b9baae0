/* tensor_npy.c -- tensors in NumPy's .npy format (versions 1.0, 2.0, 3.0).
 *
 * Format: "\x93NUMPY", major, minor, header length (uint16 LE for 1.0,
 * uint32 LE for 2.0/3.0), then a Python dict literal
 *     {'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }
 * padded with spaces and a final '\n', then the raw array data, in C
 * (row-major) order or, with 'fortran_order': True, column-major -- what
 * np.save writes for any F-contiguous array, such as a transpose.  Those
 * are read as numpy's loader does: transposed into the tensor's C order.
 *
 * bfloat16 has no NumPy type code: ml_dtypes' bfloat16 arrays are saved by
 * np.save with descr '<V2' (2 opaque bytes), so '<V2'/'|V2' are read as
 * bfloat16 and bfloat16 is written as '<V2' -- np.load(...).view(
 * ml_dtypes.bfloat16) recovers the values.  The descr 'bfloat16' is read too.
 */
#include "tensor/tensor_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const unsigned char npy_magic[6] = {0x93, 'N', 'U', 'M', 'P', 'Y'};

/* ---------------------------------------------------------------- reading */

typedef struct {
    const char *p, *end;
} cursor;

static void skip_spaces(cursor *c)
{
    while (c->p < c->end && (*c->p == ' ' || *c->p == '\t' || *c->p == '\n' || *c->p == '\r'))
        c->p++;
}

static int accept_char(cursor *c, char ch)
{
    skip_spaces(c);
    if (c->p < c->end && *c->p == ch) {
        c->p++;
        return 1;
    }
    return 0;
}

/* A quoted Python string without escapes (all numpy writes); 0 if absent or
 * longer than the buffer. */
static int parse_string(cursor *c, char *buf, size_t size)
{
    skip_spaces(c);
    if (c->p >= c->end || (*c->p != '\'' && *c->p != '"'))
        return 0;
    char quote = *c->p++;
    size_t len = 0;
    while (c->p < c->end && *c->p != quote) {
        if (*c->p == '\\' || len + 1 >= size)
            return 0;
        buf[len++] = *c->p++;
    }
    if (c->p >= c->end)
        return 0;
    c->p++;
    buf[len] = '\0';
    return 1;
}

static int accept_word(cursor *c, const char *word)
{
    size_t len = strlen(word);
    skip_spaces(c);
    if ((size_t)(c->end - c->p) >= len && memcmp(c->p, word, len) == 0) {
        c->p += len;
        return 1;
    }
    return 0;
}

/* A non-negative decimal integer (Python may append 'L' in old files). */
static int parse_dim(cursor *c, int64_t *value)
{
    int64_t v = 0;
    int digits = 0;
    skip_spaces(c);
    while (c->p < c->end && *c->p >= '0' && *c->p <= '9') {
        int d = *c->p++ - '0';
        if (v > (INT64_MAX - d) / 10)
            return 0;
        v = v * 10 + d;
        digits++;
    }
    if (c->p < c->end && *c->p == 'L')
        c->p++;
    *value = v;
    return digits > 0;
}

/* "()", "(3,)", "(2, 3)" and "(2, 3,)". */
static onnxm_status parse_shape(cursor *c, int64_t *dims, size_t *rank, onnxm_error *err)
{
    *rank = 0;
    if (!accept_char(c, '('))
        return onnxm_fail(err, ONNXM_ERR_PARSE, ".npy header: 'shape' is not a tuple");
    while (!accept_char(c, ')')) {
        if (*rank == ONNXM_MAX_RANK)
            return onnxm_fail(err, ONNXM_ERR_LIMIT, ".npy header: rank exceeds the maximum %d",
                              ONNXM_MAX_RANK);
        if (!parse_dim(c, &dims[*rank]))
            return onnxm_fail(err, ONNXM_ERR_PARSE,
                              ".npy header: 'shape' holds something other than sizes");
        ++*rank;
        if (!accept_char(c, ',')) {
            if (!accept_char(c, ')'))
                return onnxm_fail(err, ONNXM_ERR_PARSE, ".npy header: malformed 'shape'");
            break;
        }
    }
    return ONNXM_OK;
}

typedef struct {
    onnxm_dtype dtype;
    int big_endian; /* data bytes must be reversed per element */
    int fortran;    /* data in column-major order */
    size_t rank;
    int64_t dims[ONNXM_MAX_RANK];
} npy_header;

static onnxm_status dtype_from_descr(const char *descr, npy_header *h, onnxm_error *err)
{
    static const struct {
        const char *code;
        onnxm_dtype dtype;
    } codes[] = {{"f2", ONNXM_FLOAT16}, {"f4", ONNXM_FLOAT}, {"f8", ONNXM_DOUBLE},
                 {"V2", ONNXM_BFLOAT16}};
    if (strcmp(descr, "bfloat16") == 0) {
        h->dtype = ONNXM_BFLOAT16;
        h->big_endian = 0;
        return ONNXM_OK;
    }
    /* Byte order: '<' little, '>' big, '|' not applicable (only valid for
     * opaque V2), '=' the writer's native order, taken as little-endian as
     * nearly every machine that writes .npy is. */
    char order = descr[0];
    for (size_t i = 0; order != '\0' && i < sizeof codes / sizeof codes[0]; i++)
        if (strcmp(descr + 1, codes[i].code) == 0 &&
            (order == '<' || order == '>' || order == '=' ||
             (order == '|' && codes[i].dtype == ONNXM_BFLOAT16))) {
            h->dtype = codes[i].dtype;
            h->big_endian = order == '>';
            return ONNXM_OK;
        }
    return onnxm_fail(err, ONNXM_ERR_UNSUPPORTED_TYPE,
                      ".npy element type '%s' is not supported (onnxm reads '<f2', '<f4', "
                      "'<f8', and bfloat16 as '<V2')",
                      descr);
}

static onnxm_status parse_header_entry(cursor *c, const char *key, npy_header *h,
                                       int *seen, onnxm_error *err)
{
    char value[64];
    if (strcmp(key, "descr") == 0) {
        if (!parse_string(c, value, sizeof value))
            return onnxm_fail(err, ONNXM_ERR_UNSUPPORTED_TYPE,
                              ".npy header: 'descr' is not a simple type string "
                              "(structured arrays are not supported)");
        *seen |= 1;
        return dtype_from_descr(value, h, err);
    }
    if (strcmp(key, "fortran_order") == 0) {
        *seen |= 2;
        if (accept_word(c, "False"))
            return ONNXM_OK;
        if (accept_word(c, "True")) {
            h->fortran = 1;
            return ONNXM_OK;
        }
        return onnxm_fail(err, ONNXM_ERR_PARSE, ".npy header: 'fortran_order' is not a bool");
    }
    if (strcmp(key, "shape") == 0) {
        *seen |= 4;
        return parse_shape(c, h->dims, &h->rank, err);
    }
    return onnxm_fail(err, ONNXM_ERR_PARSE, ".npy header: unexpected key '%s'", key);
}

static onnxm_status parse_header_dict(const char *text, size_t len, npy_header *h,
                                      onnxm_error *err)
{
    cursor c = {text, text + len};
    int seen = 0;
    if (!accept_char(&c, '{'))
        return onnxm_fail(err, ONNXM_ERR_PARSE, ".npy header is not a dict");
    while (!accept_char(&c, '}')) {
        char key[32];
        if (!parse_string(&c, key, sizeof key) || !accept_char(&c, ':'))
            return onnxm_fail(err, ONNXM_ERR_PARSE, ".npy header: malformed dict");
        onnxm_status st = parse_header_entry(&c, key, h, &seen, err);
        if (st != ONNXM_OK)
            return st;
        if (!accept_char(&c, ',')) {
            if (!accept_char(&c, '}'))
                return onnxm_fail(err, ONNXM_ERR_PARSE, ".npy header: malformed dict");
            break;
        }
    }
    skip_spaces(&c);
    if (c.p != c.end)
        return onnxm_fail(err, ONNXM_ERR_PARSE, ".npy header: text after the dict");
    if (seen != 7)
        return onnxm_fail(err, ONNXM_ERR_PARSE,
                          ".npy header lacks %s", !(seen & 1) ? "'descr'"
                                                  : !(seen & 2) ? "'fortran_order'"
                                                                : "'shape'");
    return ONNXM_OK;
}

/* Finds the header text and the start of the data. */
static onnxm_status split_npy(const unsigned char *data, size_t size, const char **header,
                              size_t *header_len, size_t *data_offset, onnxm_error *err)
{
    size_t prefix;
    size_t len;
    if (size < 10 || memcmp(data, npy_magic, sizeof npy_magic) != 0)
        return onnxm_fail(err, ONNXM_ERR_PARSE, "not a .npy file (bad magic)");
    switch (data[6]) {
    case 1:
        prefix = 10;
        len = (size_t)data[8] | (size_t)data[9] << 8;
        break;
    case 2:
    case 3:
        if (size < 12)
            return onnxm_fail(err, ONNXM_ERR_PARSE, ".npy file is truncated in its header");
        prefix = 12;
        len = (size_t)data[8] | (size_t)data[9] << 8 | (size_t)data[10] << 16 |
              (size_t)data[11] << 24;
        break;
    default:
        return onnxm_fail(err, ONNXM_ERR_PARSE, ".npy format version %u.%u is not supported",
                          data[6], data[7]);
    }
    if (len > size - prefix)
        return onnxm_fail(err, ONNXM_ERR_PARSE,
                          ".npy file is truncated: header needs %zu bytes, %zu present", len,
                          size - prefix);
    *header = (const char *)data + prefix;
    *header_len = len;
    *data_offset = prefix + len;
    return ONNXM_OK;
}

/* Column-major src to row-major dst (count > 0 elements of the shape
 * dims, rank >= 2).  In the file, element (i0, ..., i_{r-1}) is at
 * i0 + d0 * (i1 + d1 * (i2 + ...)): stride[k] = d0 * ... * d_{k-1}.  dst
 * is filled in order, last index fastest, each row of the last dimension
 * a strided gather of src. */
static void fortran_to_c(unsigned char *dst, const unsigned char *src, size_t rank,
                         const int64_t *dims, size_t count, size_t elem, int swap)
{
    size_t stride[ONNXM_MAX_RANK], idx[ONNXM_MAX_RANK] = {0};
    size_t row = (size_t)dims[rank - 1];
    if (count == 0)
        return;
    stride[0] = 1;
    for (size_t k = 1; k < rank; k++)
        stride[k] = stride[k - 1] * (size_t)dims[k - 1];
    size_t step = stride[rank - 1] * elem, base = 0; /* base: src offset of idx (elements) */
    for (size_t done = 0; done < count; done += row) {
        const unsigned char *s = src + base * elem;
        for (size_t i = 0; i < row; i++, s += step, dst += elem)
            onnxm_copy_elements(dst, s, 1, elem, swap);
        /* next row: bump idx[rank-2], carrying into the dims before it */
        for (size_t k = rank - 1; k-- > 0;) {
            base += stride[k];
            if (++idx[k] < (size_t)dims[k])
                break;
            base -= stride[k] * (size_t)dims[k];
            idx[k] = 0;
        }
    }
}

onnxm_status onnxm_tensor_from_npy(const unsigned char *data, size_t size, size_t max_bytes,
                                   onnxm_tensor **out, onnxm_error *err)
{
    npy_header h = {0};
    const char *header = NULL;
    size_t header_len = 0, offset = 0, count = 0, nbytes = 0;
    *out = NULL;
    onnxm_status st = split_npy(data, size, &header, &header_len, &offset, err);
    if (st == ONNXM_OK)
        st = parse_header_dict(header, header_len, &h, err);
    if (st == ONNXM_OK)
        st = onnxm_shape_size(h.dtype, h.rank, h.dims, &count, &nbytes, err);
    if (st != ONNXM_OK)
        return st;
    if (size - offset != nbytes) {
        char dims[128];
        return onnxm_fail(err, ONNXM_ERR_PARSE,
                          ".npy %s array of shape %s needs %zu data bytes, the file has %zu%s",
                          onnxm_dtype_name(h.dtype),
                          onnxm_dims_string(h.rank, h.dims, dims, sizeof dims), nbytes,
                          size - offset, size - offset < nbytes ? " (truncated)" : "");
    }
    st = onnxm_check_memory_cap(nbytes, 0, max_bytes, ".npy array", err);
    if (st == ONNXM_OK)
        st = onnxm_tensor_alloc(h.dtype, h.rank, h.dims, 0, out, err);
    if (st != ONNXM_OK)
        return st;
    size_t elem = onnxm_dtype_size(h.dtype);
    /* File order is the reverse of the host's: reverse each element. */
    int swap = h.big_endian == onnxm_host_is_little_endian();
    if (h.fortran && h.rank > 1)
        fortran_to_c((*out)->data, data + offset, h.rank, h.dims, count, elem, swap);
    else
        onnxm_copy_elements((*out)->data, data + offset, count, elem, swap);
    return ONNXM_OK;
}

/* ---------------------------------------------------------------- writing */

static const char *npy_descr(onnxm_dtype dtype)
{
    switch (dtype) {
    case ONNXM_FLOAT16: return "<f2";
    case ONNXM_FLOAT: return "<f4";
    case ONNXM_DOUBLE: return "<f8";
    default: return "<V2"; /* bfloat16, as np.save writes ml_dtypes.bfloat16 */
    }
}

/* The dict text as np.save writes it, e.g. "(3,)" for rank 1. */
static void format_header_dict(const onnxm_tensor *t, char *buf, size_t size)
{
    size_t used = (size_t)snprintf(buf, size, "{'descr': '%s', 'fortran_order': False, 'shape': (",
                                   npy_descr(t->dtype));
    for (size_t i = 0; i < t->rank && used < size; i++)
        used += (size_t)snprintf(buf + used, size - used, "%s%lld%s", i ? " " : "",
                                 (long long)t->dims[i],
                                 (t->rank == 1 || i + 1 < t->rank) ? "," : "");
    if (used < size)
        snprintf(buf + used, size - used, "), }");
}

onnxm_status onnxm_tensor_write_npy(const onnxm_tensor *t, const char *path, onnxm_error *err)
{
    /* 16 dims of at most 19 digits plus separators fit easily. */
    char dict[640];
    if (t == NULL || path == NULL)
        return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT,
                          "onnxm_tensor_write_npy: NULL argument");
    format_header_dict(t, dict, sizeof dict);
    /* Version 1.0 (the dict is always short); the header is padded with
     * spaces so that the data starts at a multiple of 64 bytes, as numpy
     * does, and ends with '\n'. */
    size_t dict_len = strlen(dict);
    size_t total = 10 + dict_len + 1;
    size_t padded = (total + 63) / 64 * 64;
    size_t header_len = padded - 10;
    unsigned char header[704];
    memcpy(header, npy_magic, sizeof npy_magic);
    header[6] = 1;
    header[7] = 0;
    header[8] = (unsigned char)(header_len & 0xFF);
    header[9] = (unsigned char)(header_len >> 8);
    memcpy(header + 10, dict, dict_len);
    memset(header + 10 + dict_len, ' ', padded - 10 - dict_len - 1);
    header[padded - 1] = '\n';
    /* The data goes out straight from the tensor on little-endian hosts;
     * only a big-endian host needs a byte-swapped copy. */
    if (onnxm_host_is_little_endian())
        return onnxm_write_file_parts(path, header, padded, t->data, t->nbytes, err);
    unsigned char *le = malloc(t->nbytes > 0 ? t->nbytes : 1);
    if (le == NULL)
        return onnxm_fail(err, ONNXM_ERR_OUT_OF_MEMORY, "out of memory writing '%s'", path);
    onnxm_copy_to_le(le, t->data, t->count, onnxm_dtype_size(t->dtype));
    onnxm_status st = onnxm_write_file_parts(path, header, padded, le, t->nbytes, err);
    free(le);
    return st;
}
