/* tensor.c -- the onnxm_tensor handle: creation, accessors, copies. */
#include "tensor/tensor_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

onnxm_status onnxm_shape_size(onnxm_dtype dtype, size_t rank, const int64_t *dims,
                              size_t *count, size_t *nbytes, onnxm_error *err)
{
    size_t elem = onnxm_dtype_size(dtype);
    size_t n = 1;
    if (elem == 0)
        return onnxm_fail(err, ONNXM_ERR_UNSUPPORTED_TYPE, "unsupported element type %d",
                          (int)dtype);
    if (rank > ONNXM_MAX_RANK)
        return onnxm_fail(err, ONNXM_ERR_LIMIT, "rank %zu exceeds the maximum %d", rank,
                          ONNXM_MAX_RANK);
    if (rank > 0 && dims == NULL)
        return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT, "dims is NULL for rank %zu", rank);
    for (size_t i = 0; i < rank; i++) {
        if (dims[i] < 0)
            return onnxm_fail(err, ONNXM_ERR_PARSE, "dimension %zu is negative (%lld)", i,
                              (long long)dims[i]);
        /* A zero dim makes the product 0 whatever follows, but the later
         * dims must still be valid; keep multiplying only while nonzero. */
        if ((uint64_t)dims[i] > SIZE_MAX)
            return onnxm_fail(err, ONNXM_ERR_LIMIT, "dimension %zu (%lld) is too large", i,
                              (long long)dims[i]);
        size_t d = (size_t)dims[i];
        if (n != 0 && d != 0 && n > SIZE_MAX / d)
            return onnxm_fail(err, ONNXM_ERR_LIMIT, "shape element count overflows size_t");
        n *= d;
    }
    if (n > SIZE_MAX / elem)
        return onnxm_fail(err, ONNXM_ERR_LIMIT, "tensor byte size overflows size_t");
    *count = n;
    *nbytes = n * elem;
    return ONNXM_OK;
}

/* The handle's size rounded up so that inline data starts 64-byte aligned
 * in a 64-byte aligned block: a vector load then never spans two cache
 * lines (malloc's 16-byte alignment cost ~25% on memory-bound kernels). */
#define TENSOR_HEADER_SIZE ((sizeof(struct onnxm_tensor) + 63) / 64 * 64)

/* From this size up, data lives in a mapping of its own (huge pages). */
#define TENSOR_MAP_MIN ((size_t)2 << 20)

void onnxm_tensor_set_shape(onnxm_tensor *t, onnxm_dtype dtype, size_t rank, const int64_t *dims,
                            size_t count, size_t nbytes)
{
    t->dtype = dtype;
    t->rank = rank;
    if (rank > 0)
        memcpy(t->dims, dims, rank * sizeof dims[0]);
    t->count = count;
    t->nbytes = nbytes;
}

/* A new handle: everything zero but the shape. */
static void set_shape(onnxm_tensor *t, onnxm_dtype dtype, size_t rank, const int64_t *dims,
                      size_t count, size_t nbytes)
{
    memset(t, 0, sizeof *t);
    onnxm_tensor_set_shape(t, dtype, rank, dims, count, nbytes);
}

onnxm_status onnxm_tensor_alloc(onnxm_dtype dtype, size_t rank, const int64_t *dims, int zero,
                                onnxm_tensor **out, onnxm_error *err)
{
    size_t count, nbytes;
    onnxm_status st;
    if (out == NULL)
        return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT, "onnxm_tensor_create: out is NULL");
    *out = NULL;
    st = onnxm_shape_size(dtype, rank, dims, &count, &nbytes, err);
    if (st != ONNXM_OK)
        return st;
    if (nbytes > SIZE_MAX - TENSOR_HEADER_SIZE - 63)
        return onnxm_fail(err, ONNXM_ERR_LIMIT, "tensor of %zu bytes is too large", nbytes);
    onnxm_tensor *t;
    if (nbytes >= TENSOR_MAP_MIN) {
        /* A mapping is zero-filled already. */
        size_t size = nbytes;
        void *data = onnxm_map_anonymous(&size);
        t = data != NULL ? malloc(sizeof *t) : NULL;
        if (t == NULL) {
            onnxm_unmap(data, size);
            return onnxm_fail(err, ONNXM_ERR_OUT_OF_MEMORY, "out of memory allocating %zu bytes",
                              nbytes);
        }
        set_shape(t, dtype, rank, dims, count, nbytes);
        t->storage = TENSOR_MAPPED;
        t->map_base = t->data = data;
        t->map_size = size;
        *out = t;
        return ONNXM_OK;
    }
    /* Handle and data in one block: one allocation per tensor.  The data is
     * never NULL, even for an empty tensor. */
    size_t total = (TENSOR_HEADER_SIZE + nbytes + 63) / 64 * 64;
    t = aligned_alloc(64, total);
    if (t == NULL)
        return onnxm_fail(err, ONNXM_ERR_OUT_OF_MEMORY, "out of memory allocating %zu bytes",
                          nbytes);
    set_shape(t, dtype, rank, dims, count, nbytes);
    t->storage = TENSOR_INLINE;
    t->data = (unsigned char *)t + TENSOR_HEADER_SIZE;
    if (zero)
        memset(t->data, 0, nbytes);
    *out = t;
    return ONNXM_OK;
}

onnxm_status onnxm_tensor_create(onnxm_dtype dtype, size_t rank, const int64_t *dims,
                                 onnxm_tensor **out, onnxm_error *err)
{
    return onnxm_tensor_alloc(dtype, rank, dims, 1, out, err);
}

onnxm_status onnxm_tensor_wrap(onnxm_dtype dtype, size_t rank, const int64_t *dims, void *data,
                               onnxm_tensor **out, onnxm_error *err)
{
    size_t count, nbytes;
    if (out == NULL)
        return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT, "onnxm_tensor_wrap: out is NULL");
    *out = NULL;
    onnxm_status st = onnxm_shape_size(dtype, rank, dims, &count, &nbytes, err);
    if (st != ONNXM_OK)
        return st;
    if (data == NULL && nbytes > 0)
        return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT,
                          "onnxm_tensor_wrap: data is NULL for %zu bytes", nbytes);
    onnxm_tensor *t = malloc(sizeof *t);
    if (t == NULL)
        return onnxm_fail(err, ONNXM_ERR_OUT_OF_MEMORY, "out of memory wrapping a tensor");
    set_shape(t, dtype, rank, dims, count, nbytes);
    t->storage = TENSOR_VIEW;
    /* An empty view still gets a valid pointer (the handle itself). */
    t->data = data != NULL ? data : (void *)t;
    *out = t;
    return ONNXM_OK;
}

void onnxm_tensor_free_in(onnxm_tensor *t, onnxm_arena_reservation *r)
{
    if (t == NULL)
        return;
    if (t->storage == TENSOR_ARENA) {
        onnxm_arena_release(t, r); /* handle and name kept with the block */
        return;
    }
    if (t->storage == TENSOR_MAPPED)
        onnxm_unmap(t->map_base, t->map_size);
    free(t->name);
    free(t);
}

void onnxm_tensor_free(onnxm_tensor *t) { onnxm_tensor_free_in(t, NULL); }

onnxm_dtype onnxm_tensor_dtype(const onnxm_tensor *t) { return t != NULL ? t->dtype : 0; }
size_t onnxm_tensor_rank(const onnxm_tensor *t) { return t != NULL ? t->rank : 0; }
const int64_t *onnxm_tensor_dims(const onnxm_tensor *t) { return t != NULL ? t->dims : NULL; }
size_t onnxm_tensor_count(const onnxm_tensor *t) { return t != NULL ? t->count : 0; }
void *onnxm_tensor_data(onnxm_tensor *t) { return t != NULL ? t->data : NULL; }
const void *onnxm_tensor_data_const(const onnxm_tensor *t) { return t != NULL ? t->data : NULL; }
const char *onnxm_tensor_name(const onnxm_tensor *t)
{
    return t != NULL && t->name != NULL ? t->name : "";
}

onnxm_status onnxm_check_memory_cap(size_t need, size_t held, size_t limit, const char *what,
                                    onnxm_error *err)
{
    if (limit == 0 || (held <= limit && need <= limit - held))
        return ONNXM_OK;
    if (held == 0)
        return onnxm_fail(err, ONNXM_ERR_LIMIT,
                          "%s needs %zu bytes, more than the memory limit of %zu bytes", what,
                          need, limit);
    return onnxm_fail(err, ONNXM_ERR_LIMIT,
                      "%s needs %zu bytes; with the %zu bytes already held that exceeds the "
                      "memory limit of %zu bytes",
                      what, need, held, limit);
}

onnxm_status onnxm_tensor_set_name(onnxm_tensor *t, const char *name, onnxm_error *err)
{
    size_t len = name != NULL ? strlen(name) : 0;
    /* The buffer is kept and reused while it is large enough (an arena's
     * handle names its run's output every run); an empty name needs none. */
    if (len + 1 > t->name_cap && len > 0) {
        char *copy = malloc(len + 1);
        if (copy == NULL)
            return onnxm_fail(err, ONNXM_ERR_OUT_OF_MEMORY, "out of memory copying a tensor name");
        free(t->name);
        t->name = copy;
        t->name_cap = len + 1;
    }
    if (t->name != NULL)
        memmove(t->name, len > 0 ? name : "", len + 1);
    return ONNXM_OK;
}

onnxm_status onnxm_tensor_copy(const onnxm_tensor *src, onnxm_arena *arena,
                               onnxm_arena_reservation *r, onnxm_tensor **out, onnxm_error *err)
{
    onnxm_arena_reservation none = {arena, 0};
    onnxm_status st = arena != NULL
                          ? onnxm_arena_alloc(r != NULL ? r : &none, src->dtype, src->rank,
                                              src->dims, out, err)
                          : onnxm_tensor_alloc(src->dtype, src->rank, src->dims, 0, out, err);
    if (st != ONNXM_OK)
        return st;
    if (src->nbytes > 0)
        memcpy((*out)->data, src->data, src->nbytes);
    st = onnxm_tensor_set_name(*out, onnxm_tensor_name(src), err);
    if (st != ONNXM_OK) {
        onnxm_tensor_free_in(*out, r);
        *out = NULL;
    }
    return st;
}

const char *onnxm_dims_string(size_t rank, const int64_t *dims, char *buf, size_t size)
{
    size_t used = 0;
    if (size == 0)
        return buf;
    buf[0] = '\0';
    /* Each piece is appended only while it fits; a long shape is cut short,
     * which is fine for a message. */
    for (size_t i = 0; i <= rank; i++) {
        char piece[32];
        if (i == rank)
            snprintf(piece, sizeof piece, "]");
        else
            snprintf(piece, sizeof piece, "%s%lld", i ? "," : "", (long long)dims[i]);
        size_t len = strlen(piece);
        if (i == 0 && used + 1 < size)
            buf[used++] = '[';
        if (used + len >= size)
            break;
        memcpy(buf + used, piece, len + 1);
        used += len;
    }
    buf[used < size ? used : size - 1] = '\0';
    return buf;
}
