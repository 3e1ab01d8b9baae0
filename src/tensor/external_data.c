/* external_data.c -- TensorProto data_location = EXTERNAL: the tensor's
 * bytes live in another file, named by the external_data entries
 *   location  path relative to the model's directory (required)
 *   offset    byte offset in that file (default 0)
 *   length    byte count (default: the tensor's size)
 * (checksum and unknown keys are ignored, as ONNX does).
 *
 * A model is untrusted input, so the location is confined to the model's
 * directory: an absolute path is refused, so is a ".." that climbs above the
 * directory (checked on the text, before touching the file system), and so
 * is any path whose real path -- symlinks resolved -- is outside the
 * directory's real path.  The file must be a regular file and the range
 * must lie inside it.
 *
 * Large ranges are mapped read-only (the tensor owns the mapping; its pages
 * are the page cache's, never copied); small ones are read with pread, so a
 * model with thousands of tiny external tensors does not use thousands of
 * mappings.  A big-endian host always reads (and swaps). */
#define _XOPEN_SOURCE 700 /* realpath, pread */
#include "tensor/proto_tensor.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/* Ranges from this size up are mapped rather than read. */
#define EXTERNAL_MAP_MIN ((size_t)1 << 16)

typedef struct {
    const char *location;
    uint64_t offset;
    uint64_t length;
    int has_length;
} external_ref;

/* A decimal byte count: digits only, no sign, no overflow. */
static int parse_u64(const char *s, uint64_t *out)
{
    uint64_t v = 0;
    if (s == NULL || *s == '\0')
        return 0;
    for (; *s != '\0'; s++) {
        if (*s < '0' || *s > '9' || v > (UINT64_MAX - (uint64_t)(*s - '0')) / 10)
            return 0;
        v = v * 10 + (uint64_t)(*s - '0');
    }
    *out = v;
    return 1;
}

static onnxm_status read_ref(const Onnx__TensorProto *tp, external_ref *ref, onnxm_error *err)
{
    memset(ref, 0, sizeof *ref);
    for (size_t i = 0; i < tp->n_external_data; i++) {
        const char *key = tp->external_data[i]->key, *value = tp->external_data[i]->value;
        if (key == NULL)
            continue;
        if (strcmp(key, "location") == 0) {
            ref->location = value;
        } else if (strcmp(key, "offset") == 0 || strcmp(key, "length") == 0) {
            int is_length = key[0] == 'l';
            if (!parse_u64(value, is_length ? &ref->length : &ref->offset))
                return onnxm_fail(err, ONNXM_ERR_PARSE,
                                  "external data %s '%s' is not a byte count", key,
                                  value != NULL ? value : "");
            ref->has_length |= is_length;
        }
    }
    if (ref->location == NULL || ref->location[0] == '\0')
        return onnxm_fail(err, ONNXM_ERR_PARSE, "external data has no location");
    return ONNXM_OK;
}

/* The textual checks: relative, and no ".." climbing above the start. */
static onnxm_status check_location_text(const char *loc, onnxm_error *err)
{
    if (loc[0] == '/')
        return onnxm_fail(err, ONNXM_ERR_INVALID_MODEL,
                          "external data location '%s' is an absolute path (it must be "
                          "relative to the model's directory)",
                          loc);
    long depth = 0;
    for (const char *p = loc; *p != '\0';) {
        size_t len = strcspn(p, "/");
        if (len == 2 && p[0] == '.' && p[1] == '.')
            depth--;
        else if (len > 0 && !(len == 1 && p[0] == '.'))
            depth++;
        if (depth < 0)
            return onnxm_fail(err, ONNXM_ERR_INVALID_MODEL,
                              "external data location '%s' leaves the model's directory", loc);
        p += len;
        while (*p == '/')
            p++;
    }
    return ONNXM_OK;
}

/* "dir/loc" in a new string, NULL if out of memory. */
static char *join_path(const char *dir, const char *loc)
{
    size_t a = strlen(dir), b = strlen(loc);
    char *s = malloc(a + b + 2);
    if (s != NULL) {
        memcpy(s, dir, a);
        s[a] = '/';
        memcpy(s + a + 1, loc, b + 1);
    }
    return s;
}

/* 1 if path (a real path) is dir (a real path) or inside it. */
static int is_inside(const char *path, const char *dir)
{
    size_t n = strlen(dir);
    if (n == 1 && dir[0] == '/')
        return 1;
    return strncmp(path, dir, n) == 0 && (path[n] == '/' || path[n] == '\0');
}

/* The check above resolves paths and then opens one: a directory on the
 * way could be swapped for a symlink in between.  So, where the kernel can
 * say which file a descriptor refers to (Linux: /proc/self/fd), the file
 * actually opened is checked again; elsewhere the check above stands. */
static onnxm_status check_opened(int fd, const char *loc, const char *real_dir, onnxm_error *err)
{
#ifdef __linux__
    char link[64], actual[PATH_MAX];
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t n = readlink(link, actual, sizeof actual - 1);
    if (n <= 0 || (size_t)n >= sizeof actual - 1)
        return ONNXM_OK; /* no /proc: the path check is all there is */
    actual[n] = '\0';
    if (!is_inside(actual, real_dir))
        return onnxm_fail(err, ONNXM_ERR_INVALID_MODEL,
                          "external data location '%s' opened '%s', outside the model's "
                          "directory '%s' (changed while it was opened?)",
                          loc, actual, real_dir);
#else
    (void)fd;
    (void)loc;
    (void)real_dir;
    (void)err;
#endif
    return ONNXM_OK;
}

/* Opens the location for reading once both real paths agree that it is in
 * dir.  O_NOFOLLOW on the resolved path: its last component cannot have
 * become a symlink since it was resolved. */
static onnxm_status open_confined(const char *dir, const char *loc, int *fd, onnxm_error *err)
{
    char real_dir[PATH_MAX], real_file[PATH_MAX];
    onnxm_status st = ONNXM_OK;
    char *joined = join_path(dir, loc);
    *fd = -1;
    if (joined == NULL)
        return onnxm_fail(err, ONNXM_ERR_OUT_OF_MEMORY, "out of memory opening external data");
    if (realpath(dir, real_dir) == NULL)
        st = onnxm_fail(err, ONNXM_ERR_IO, "cannot resolve the model's directory '%s': %s", dir,
                        strerror(errno));
    else if (realpath(joined, real_file) == NULL)
        st = onnxm_fail(err, ONNXM_ERR_IO, "cannot open external data file '%s': %s", joined,
                        strerror(errno));
    else if (!is_inside(real_file, real_dir))
        st = onnxm_fail(err, ONNXM_ERR_INVALID_MODEL,
                        "external data location '%s' resolves to '%s', outside the model's "
                        "directory '%s' (symlink?)",
                        loc, real_file, real_dir);
    else if ((*fd = open(real_file, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)) < 0)
        st = onnxm_fail(err, ONNXM_ERR_IO, "cannot open external data file '%s': %s", joined,
                        strerror(errno));
    else
        st = check_opened(*fd, loc, real_dir, err);
    if (st != ONNXM_OK && *fd >= 0) {
        close(*fd);
        *fd = -1;
    }
    free(joined);
    return st;
}

static onnxm_status check_range(const external_ref *ref, const onnxm_tensor *shape,
                                const struct stat *sb, onnxm_error *err)
{
    uint64_t size = (uint64_t)sb->st_size;
    uint64_t length = ref->has_length ? ref->length : (uint64_t)shape->nbytes;
    if (!S_ISREG(sb->st_mode))
        return onnxm_fail(err, ONNXM_ERR_INVALID_MODEL,
                          "external data location '%s' is not a regular file", ref->location);
    if (ref->offset > size || length > size - ref->offset)
        return onnxm_fail(err, ONNXM_ERR_INVALID_MODEL,
                          "external data range [%llu, %llu + %llu) is beyond the end of '%s' "
                          "(%llu bytes)",
                          (unsigned long long)ref->offset, (unsigned long long)ref->offset,
                          (unsigned long long)length, ref->location, (unsigned long long)size);
    if (length != (uint64_t)shape->nbytes)
        return onnxm_fail(err, ONNXM_ERR_PARSE,
                          "%s tensor needs %zu bytes of external data, length is %llu",
                          onnxm_dtype_name(shape->dtype), shape->nbytes,
                          (unsigned long long)length);
    return ONNXM_OK;
}

/* Maps [offset, offset + nbytes) of fd into a tensor that owns the mapping
 * (mmap offsets must be page-aligned: the mapping starts earlier). */
static onnxm_status map_range(int fd, const external_ref *ref, const onnxm_tensor *shape,
                              onnxm_tensor **out, onnxm_error *err)
{
    long page = sysconf(_SC_PAGESIZE);
    uint64_t start = ref->offset - ref->offset % (uint64_t)(page > 0 ? page : 4096);
    size_t lead = (size_t)(ref->offset - start);
    size_t map_size = lead + shape->nbytes;
    void *base = mmap(NULL, map_size, PROT_READ, MAP_PRIVATE, fd, (off_t)start);
    if (base == MAP_FAILED)
        return onnxm_fail(err, ONNXM_ERR_IO, "cannot map external data '%s': %s", ref->location,
                          strerror(errno));
    onnxm_tensor *t = malloc(sizeof *t);
    if (t == NULL) {
        munmap(base, map_size);
        return onnxm_fail(err, ONNXM_ERR_OUT_OF_MEMORY, "out of memory mapping external data");
    }
    *t = *shape;
    t->name = NULL;
    t->name_cap = 0;
    t->storage = TENSOR_MAPPED;
    t->map_base = base;
    t->map_size = map_size;
    t->data = (unsigned char *)base + lead;
    *out = t;
    return ONNXM_OK;
}

/* Reads the range into a new tensor, converting from little-endian. */
static onnxm_status read_range(int fd, const external_ref *ref, const onnxm_tensor *shape,
                               onnxm_tensor **out, onnxm_error *err)
{
    onnxm_status st = onnxm_tensor_alloc(shape->dtype, shape->rank, shape->dims, 0, out, err);
    if (st != ONNXM_OK)
        return st;
    unsigned char *dst = (*out)->data;
    size_t done = 0;
    while (done < shape->nbytes) {
        ssize_t got = pread(fd, dst + done, shape->nbytes - done, (off_t)(ref->offset + done));
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0) {
            onnxm_tensor_free(*out);
            *out = NULL;
            return onnxm_fail(err, ONNXM_ERR_IO, "cannot read external data '%s': %s",
                              ref->location, got < 0 ? strerror(errno) : "file shrank");
        }
        done += (size_t)got;
    }
    /* In place: the swap helper copies element by element when it swaps,
     * and on a little-endian host nothing needs doing at all. */
    if (!onnxm_host_is_little_endian()) {
        size_t elem = onnxm_dtype_size(shape->dtype);
        for (size_t i = 0; i < shape->count; i++)
            for (size_t b = 0; b < elem / 2; b++) {
                unsigned char tmp = dst[i * elem + b];
                dst[i * elem + b] = dst[i * elem + elem - 1 - b];
                dst[i * elem + elem - 1 - b] = tmp;
            }
    }
    return ONNXM_OK;
}

onnxm_status onnxm_tensor_read_external(const Onnx__TensorProto *tp, const onnxm_tensor *shape,
                                        const char *dir, onnxm_tensor **out, onnxm_error *err)
{
    external_ref ref;
    struct stat sb;
    int fd = -1;
    *out = NULL;
    onnxm_status st = read_ref(tp, &ref, err);
    if (st == ONNXM_OK)
        st = check_location_text(ref.location, err);
    if (st == ONNXM_OK)
        st = open_confined(dir, ref.location, &fd, err);
    if (st == ONNXM_OK && fstat(fd, &sb) != 0)
        st = onnxm_fail(err, ONNXM_ERR_IO, "cannot stat external data '%s': %s", ref.location,
                        strerror(errno));
    if (st == ONNXM_OK)
        st = check_range(&ref, shape, &sb, err);
    if (st == ONNXM_OK) {
        if (shape->nbytes >= EXTERNAL_MAP_MIN && onnxm_host_is_little_endian())
            st = map_range(fd, &ref, shape, out, err);
        else
            st = read_range(fd, &ref, shape, out, err);
    }
    if (fd >= 0)
        close(fd);
    return st;
}
