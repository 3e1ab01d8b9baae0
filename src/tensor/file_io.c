/* file_io.c -- whole-file reads (mapped where possible) and writes,
 * byte-order helpers. */
#define _GNU_SOURCE /* MAP_ANONYMOUS, MADV_HUGEPAGE */
#include "tensor/tensor_internal.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

void onnxm_unmap(void *base, size_t size)
{
    if (base != NULL)
        munmap(base, size);
}

#define HUGE_PAGE ((size_t)2 << 20) /* x86-64 and arm64 with 4 KiB base pages */

void *onnxm_map_anonymous(size_t *size)
{
    long page = sysconf(_SC_PAGESIZE);
    size_t ps = page > 0 ? (size_t)page : 4096, n = *size;
    if (n > SIZE_MAX - HUGE_PAGE - ps)
        return NULL;
    n = (n + ps - 1) / ps * ps;
    if (n < HUGE_PAGE) {
        void *p = mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        *size = n;
        return p == MAP_FAILED ? NULL : p;
    }
    /* 2 MiB alignment: map a huge page more and cut the ends off. */
    size_t span = n + HUGE_PAGE;
    unsigned char *p = mmap(NULL, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
                            -1, 0);
    if (p == MAP_FAILED)
        return NULL;
    size_t lead = (HUGE_PAGE - (uintptr_t)p % HUGE_PAGE) % HUGE_PAGE;
    if (lead > 0)
        munmap(p, lead);
    munmap(p + lead + n, span - lead - n);
    p += lead;
#ifdef MADV_HUGEPAGE
    madvise(p, n, MADV_HUGEPAGE); /* advice only: refused is fine */
#endif
    *size = n;
    return p;
}

/* Maps a regular file read-only; 1 if done, 0 to fall back to reading
 * (not a regular file, empty, or mmap refused), -1 with err set if the
 * file is over max_bytes. */
static int map_regular_file(int fd, const char *path, size_t max_bytes, onnxm_file_bytes *fb,
                            onnxm_error *err)
{
    struct stat sb;
    if (fstat(fd, &sb) != 0 || !S_ISREG(sb.st_mode) || sb.st_size <= 0)
        return 0;
    if ((uint64_t)sb.st_size > SIZE_MAX ||
        (max_bytes != 0 && (uint64_t)sb.st_size > (uint64_t)max_bytes)) {
        onnxm_fail(err, ONNXM_ERR_LIMIT,
                   "'%s' is %lld bytes, more than the memory limit of %zu bytes", path,
                   (long long)sb.st_size, max_bytes);
        return -1;
    }
    void *p = mmap(NULL, (size_t)sb.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (p == MAP_FAILED)
        return 0;
    fb->data = p;
    fb->size = (size_t)sb.st_size;
    fb->map_base = p;
    return 1;
}

onnxm_status onnxm_file_open_bytes(const char *path, size_t max_bytes, onnxm_file_bytes *fb,
                                   onnxm_error *err)
{
    memset(fb, 0, sizeof *fb);
    if (path == NULL)
        return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT, "path is NULL");
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return onnxm_fail(err, ONNXM_ERR_IO, "cannot open '%s': %s", path, strerror(errno));
    int mapped = map_regular_file(fd, path, max_bytes, fb, err);
    close(fd);
    if (mapped < 0)
        return ONNXM_ERR_LIMIT;
    if (mapped > 0)
        return ONNXM_OK;
    size_t size;
    onnxm_status st = onnxm_read_whole_file(path, &fb->heap, &size, err);
    if (st != ONNXM_OK)
        return st;
    fb->data = fb->heap;
    fb->size = size;
    if (max_bytes != 0 && size > max_bytes) {
        onnxm_file_close_bytes(fb);
        return onnxm_fail(err, ONNXM_ERR_LIMIT,
                          "'%s' is %zu bytes, more than the memory limit of %zu bytes", path,
                          size, max_bytes);
    }
    return ONNXM_OK;
}

void onnxm_file_close_bytes(onnxm_file_bytes *fb)
{
    onnxm_unmap(fb->map_base, fb->size);
    free(fb->heap);
    memset(fb, 0, sizeof *fb);
}

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

/* Not a reverse-then-copy in place: that would be a memcpy of a buffer onto
 * itself. */
void onnxm_copy_elements(unsigned char *dst, const unsigned char *src, size_t count,
                         size_t elem_size, int swap)
{
    if (!swap) {
        if (count > 0)
            memcpy(dst, src, count * elem_size);
        return;
    }
    for (size_t i = 0; i < count; i++)
        for (size_t b = 0; b < elem_size; b++)
            dst[i * elem_size + b] = src[i * elem_size + elem_size - 1 - b];
}

/* Files are always little-endian: a big-endian host swaps. */
static void copy_swapping_if_big_endian(unsigned char *dst, const unsigned char *src,
                                        size_t count, size_t elem_size)
{
    onnxm_copy_elements(dst, src, count, elem_size, !onnxm_host_is_little_endian());
}

void onnxm_copy_from_le(void *dst, const unsigned char *src, size_t count, size_t elem_size)
{
    copy_swapping_if_big_endian(dst, src, count, elem_size);
}

void onnxm_copy_to_le(unsigned char *dst, const void *src, size_t count, size_t elem_size)
{
    copy_swapping_if_big_endian(dst, src, count, elem_size);
}
