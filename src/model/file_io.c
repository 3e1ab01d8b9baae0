/* file_io.c -- whole-file reads and writes, byte-order helpers. */
#include "model/model_internal.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

onnxm_status onnxm_read_whole_file(const char *path, unsigned char **data, size_t *size,
                                   onnxm_error *err)
{
    FILE *f;
    unsigned char *buf = NULL;
    size_t cap = 0, len = 0;
    *data = NULL;
    *size = 0;
    if (path == NULL)
        return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT, "path is NULL");
    f = fopen(path, "rb");
    if (f == NULL)
        return onnxm_fail(err, ONNXM_ERR_IO, "cannot open '%s': %s", path, strerror(errno));
    /* The size from fseek/ftell is only a hint for the first allocation
     * (+1 so that end of file is seen without growing); reading continues
     * in growing chunks, which works for pipes and files that change. */
    if (fseek(f, 0, SEEK_END) == 0) {
        long hint = ftell(f);
        if (hint >= 0 && (unsigned long)hint < SIZE_MAX)
            cap = (size_t)hint + 1;
        rewind(f);
        if (cap > 0 && (buf = malloc(cap)) == NULL)
            cap = 0;
    }
    for (;;) {
        if (len == cap) {
            size_t new_cap = cap < 65536 ? 65536 : cap * 2;
            unsigned char *p;
            if (new_cap < cap || (p = realloc(buf, new_cap)) == NULL) {
                free(buf);
                fclose(f);
                return onnxm_fail(err, ONNXM_ERR_OUT_OF_MEMORY, "out of memory reading '%s'",
                                  path);
            }
            buf = p;
            cap = new_cap;
        }
        size_t got = fread(buf + len, 1, cap - len, f);
        len += got;
        if (got == 0)
            break;
    }
    if (ferror(f)) {
        int e = errno;
        free(buf);
        fclose(f);
        return onnxm_fail(err, ONNXM_ERR_IO, "cannot read '%s': %s", path, strerror(e));
    }
    fclose(f);
    *data = buf;
    *size = len;
    return ONNXM_OK;
}

onnxm_status onnxm_write_file_parts(const char *path, const void *head, size_t head_size,
                                   const void *body, size_t body_size, onnxm_error *err)
{
    FILE *f = fopen(path, "wb");
    if (f == NULL)
        return onnxm_fail(err, ONNXM_ERR_IO, "cannot create '%s': %s", path, strerror(errno));
    int ok = (head_size == 0 || fwrite(head, 1, head_size, f) == head_size) &&
             (body_size == 0 || fwrite(body, 1, body_size, f) == body_size);
    int write_errno = errno;
    /* fclose flushes: its failure is a write failure too (disk full). */
    if (fclose(f) != 0 || !ok)
        return onnxm_fail(err, ONNXM_ERR_IO, "cannot write '%s': %s", path,
                          strerror(!ok ? write_errno : errno));
    return ONNXM_OK;
}

onnxm_status onnxm_write_whole_file(const char *path, const void *data, size_t size,
                                    onnxm_error *err)
{
    return onnxm_write_file_parts(path, data, size, NULL, 0, err);
}

int onnxm_host_is_little_endian(void)
{
    const uint16_t probe = 1;
    unsigned char first;
    memcpy(&first, &probe, 1);
    return first == 1;
}

/* Copies count elements of elem_size bytes, reversing each element's bytes
 * when the host is big-endian (files are always little-endian). */
static void copy_swapping_if_big_endian(unsigned char *dst, const unsigned char *src,
                                        size_t count, size_t elem_size)
{
    if (onnxm_host_is_little_endian()) {
        if (count > 0)
            memcpy(dst, src, count * elem_size);
        return;
    }
    for (size_t i = 0; i < count; i++)
        for (size_t b = 0; b < elem_size; b++)
            dst[i * elem_size + b] = src[i * elem_size + elem_size - 1 - b];
}

void onnxm_copy_from_le(void *dst, const unsigned char *src, size_t count, size_t elem_size)
{
    copy_swapping_if_big_endian(dst, src, count, elem_size);
}

void onnxm_copy_to_le(unsigned char *dst, const void *src, size_t count, size_t elem_size)
{
    copy_swapping_if_big_endian(dst, src, count, elem_size);
}
