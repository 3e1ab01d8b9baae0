/* external_data.c -- TensorProto data_location = EXTERNAL: the tensor's
 * bytes live in another file, named by the external_data entries
 *   location  path relative to the model's directory (required)
 *   offset    byte offset in that file (default 0)
 *   length    byte count (default: the tensor's size)
 * (checksum and unknown keys are ignored, as ONNX does).
 *
 * A model is untrusted input, so the location is confined to the model's
 * directory.  On the text, before touching the file system: an absolute
 * path is refused, and so is any ".." component (ONNX's checker refuses
 * them too).  Then the file is opened relative to a descriptor of the
 * model's directory with no symbolic link followed anywhere on the way, in
 * one step the file system cannot change under: a directory swapped for a
 * link between a check and the open cannot lead out, because there is no
 * separate check.  Where the kernel has openat2 (Linux 5.6+), that is
 * RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS; where it lacks it (ENOSYS) or a
 * sandbox filters it (EPERM), each component is opened in turn with
 * openat(O_NOFOLLOW), intermediate ones also with O_DIRECTORY.  (Symbolic
 * links are refused even where they would stay inside: whether one does
 * cannot be decided without a race.)  The file must be a regular file --
 * it is opened with O_NONBLOCK, so a FIFO cannot hang the load -- and the
 * range must lie inside it.
 *
 * Large ranges are mapped read-only (the tensor owns the mapping; its pages
 * are the page cache's, never copied); small ones are read with pread, so a
 * model with thousands of tiny external tensors does not use thousands of
 * mappings.  A big-endian host always reads (and swaps). */
#define _GNU_SOURCE /* pread, syscall */
#include "tensor/proto_tensor.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/syscall.h>
#endif
#if defined(__linux__) && defined(SYS_openat2)
#include <linux/openat2.h>
#define HAVE_OPENAT2 1
#endif

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

/* The textual checks: relative, and no ".." component (one that climbs
 * above the directory is named as such). */
static onnxm_status check_location_text(const char *loc, onnxm_error *err)
{
    if (loc[0] == '/')
        return onnxm_fail(err, ONNXM_ERR_INVALID_MODEL,
                          "external data location '%s' is an absolute path (it must be "
                          "relative to the model's directory)",
                          loc);
    long depth = 0;
    int dotdot = 0;
    for (const char *p = loc; *p != '\0';) {
        size_t len = strcspn(p, "/");
        if (len == 2 && p[0] == '.' && p[1] == '.') {
            dotdot = 1;
            if (--depth < 0)
                return onnxm_fail(err, ONNXM_ERR_INVALID_MODEL,
                                  "external data location '%s' leaves the model's directory",
                                  loc);
        } else if (len > 0 && !(len == 1 && p[0] == '.')) {
            depth++;
        }
        p += len;
        while (*p == '/')
            p++;
    }
    if (dotdot)
        return onnxm_fail(err, ONNXM_ERR_INVALID_MODEL,
                          "external data location '%s' has a '..' component, which is refused "
                          "(whether it stays inside the model's directory depends on links)",
                          loc);
    return ONNXM_OK;
}

/* The fallback: one component at a time from dirfd, none followed if it
 * is a link; -1 with errno set on failure. */
static int open_walk(int dirfd, const char *loc, int flags)
{
    char name[256];
    int fd = dirfd;
    const char *p = loc;
    for (;;) {
        size_t len = strcspn(p, "/");
        const char *next = p + len;
        while (*next == '/')
            next++;
        int last = *next == '\0';
        if (len >= sizeof name) {
            if (fd != dirfd)
                close(fd);
            errno = ENAMETOOLONG;
            return -1;
        }
        if (len == 0 || (len == 1 && p[0] == '.')) {
            name[0] = '.'; /* "", "." and "./" stay where they are */
            name[1] = '\0';
        } else {
            memcpy(name, p, len);
            name[len] = '\0';
        }
        int sub = openat(fd, name, last ? flags : O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        int saved = errno;
        struct stat sb;
        /* O_DIRECTORY | O_NOFOLLOW on a link says ENOTDIR: tell a link from
         * a file (the open has refused either way; this only names it) */
        if (sub < 0 && saved == ENOTDIR && !last &&
            fstatat(fd, name, &sb, AT_SYMLINK_NOFOLLOW) == 0 && S_ISLNK(sb.st_mode))
            saved = ELOOP;
        if (fd != dirfd)
            close(fd);
        errno = saved;
        if (sub < 0 || last)
            return sub;
        fd = sub;
        p = next;
    }
}

/* Opens loc beneath dirfd with no symlink followed; -1 with errno set.
 * ONNXM_TEST_EXTERNAL_WALK=1 takes the fallback even where openat2 works
 * (the tests run both). */
static int open_beneath(int dirfd, const char *loc)
{
    int flags = O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC;
#ifdef HAVE_OPENAT2
    const char *force = getenv("ONNXM_TEST_EXTERNAL_WALK");
    if (force == NULL || strcmp(force, "1") != 0) {
        struct open_how how;
        memset(&how, 0, sizeof how);
        how.flags = (uint64_t)flags;
        how.resolve = RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS;
        long fd = syscall(SYS_openat2, dirfd, loc, &how, sizeof how);
        if (fd >= 0 || (errno != ENOSYS && errno != EPERM))
            return (int)fd;
    }
#endif
    return open_walk(dirfd, loc, flags);
}

static onnxm_status open_confined(const char *dir, const char *loc, int *fd, onnxm_error *err)
{
    *fd = -1;
    int dirfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dirfd < 0)
        return onnxm_fail(err, ONNXM_ERR_IO, "cannot open the model's directory '%s': %s", dir,
                          strerror(errno));
    *fd = open_beneath(dirfd, loc);
    int e = errno;
    close(dirfd);
    if (*fd >= 0)
        return ONNXM_OK;
    /* ELOOP: a link on the way (O_NOFOLLOW, RESOLVE_NO_SYMLINKS); EXDEV:
     * openat2 saw the path leave the directory */
    if (e == ELOOP || e == EXDEV)
        return onnxm_fail(err, ONNXM_ERR_INVALID_MODEL,
                          "external data location '%s' is or goes through a symbolic link, "
                          "which is refused (a link could lead outside the model's directory)",
                          loc);
    return onnxm_fail(err, ONNXM_ERR_IO, "cannot open external data file '%s' in '%s': %s", loc,
                      dir, strerror(e));
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
