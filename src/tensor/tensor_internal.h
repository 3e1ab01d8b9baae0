/* tensor_internal.h -- the tensor layer (src/tensor/): the onnxm_tensor
 * handle, error records, file and byte-order helpers.  Used by the files of
 * src/tensor/ and by the model layer above it (src/model/), never the other
 * way round.
 *
 * Nothing here is public: the CLI uses only include/onnxm.h. */
#ifndef ONNXM_TENSOR_INTERNAL_H
#define ONNXM_TENSOR_INTERNAL_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include "onnxm.h"

#if defined(__GNUC__)
#define ONNXM_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define ONNXM_PRINTF(f, a)
#endif

/* ------------------------------------------------------------------ errors */

/* Records status and a formatted message in err (if not NULL); returns status
 * so that callers can write `return onnxm_fail(err, ONNXM_ERR_PARSE, ...)`. */
onnxm_status onnxm_fail(onnxm_error *err, onnxm_status status, const char *fmt, ...)
    ONNXM_PRINTF(3, 4);

/* Prepends "context: " to the message already in err (keeps the status), so
 * that an error found deep down reads "input.pb: dims need 6 values, ...". */
onnxm_status onnxm_fail_context(onnxm_error *err, onnxm_status status, const char *fmt, ...)
    ONNXM_PRINTF(3, 4);

/* Name of any ONNX TensorProto.DataType code ("int64", "float8e4m3fn"), for
 * messages that refuse a type onnxm does not run; "data type <n>" if the
 * code is unknown (written into buf). */
const char *onnxm_onnx_type_name(int32_t code, char *buf, size_t size);

/* ----------------------------------------------------------------- tensors */

/* Where a tensor's data lives, which decides how it is freed. */
typedef enum {
    TENSOR_INLINE, /* in the same allocation as the handle */
    TENSOR_VIEW,   /* caller-owned memory (onnxm_tensor_wrap): never freed */
    TENSOR_MAPPED, /* a mapping -- of a file (external data), or a large tensor's own
                    * memory (onnxm_map_anonymous): munmap'd */
    TENSOR_ARENA   /* a block of an onnxm_arena (arena.c): given back to it */
} tensor_storage;

struct onnxm_tensor {
    onnxm_dtype dtype;
    size_t rank;
    int64_t dims[ONNXM_MAX_RANK];
    size_t count;  /* product of dims, checked against overflow */
    size_t nbytes; /* count * element size, checked */
    void *data;    /* never NULL, even when count is 0 */
    char *name;    /* NULL when unnamed (onnxm_tensor_name gives "") */
    size_t name_cap; /* bytes allocated for name: kept when an arena reuses the handle */
    tensor_storage storage;
    void *map_base; /* TENSOR_MAPPED: what to munmap */
    size_t map_size;
    /* TENSOR_ARENA: the block (data), its size class, and the arena's lists
     * of cached blocks (a cached block keeps its handle, so a run that
     * reuses one allocates nothing at all). */
    struct onnxm_arena *arena;
    size_t block_size;
    unsigned block_class;
    struct onnxm_tensor *bin_prev, *bin_next; /* same size class, newest first */
    struct onnxm_tensor *lru_prev, *lru_next; /* every cached block, newest first */
};

/* A new tensor whose data is left uninitialised when zero is 0 (the
 * run's intermediates: a kernel overwrites every element). */
onnxm_status onnxm_tensor_alloc(onnxm_dtype dtype, size_t rank, const int64_t *dims, int zero,
                                onnxm_tensor **out, onnxm_error *err);

/* Sets type, shape, count and byte size (checked by the caller with
 * onnxm_shape_size), leaving the rest of the handle as it is. */
void onnxm_tensor_set_shape(onnxm_tensor *t, onnxm_dtype dtype, size_t rank, const int64_t *dims,
                            size_t count, size_t nbytes);

/* Element count and byte size of a shape; ONNXM_ERR_LIMIT if the product
 * does not fit size_t, ONNXM_ERR_PARSE for a negative dim. */
onnxm_status onnxm_shape_size(onnxm_dtype dtype, size_t rank, const int64_t *dims,
                              size_t *count, size_t *nbytes, onnxm_error *err);

/* Sets the tensor's name (copied); NULL means "". */
onnxm_status onnxm_tensor_set_name(onnxm_tensor *t, const char *name, onnxm_error *err);

/* A new tensor with the same type, shape, data and name; from arena when
 * not NULL (within the reservation r, which may be NULL: arena.c). */
struct onnxm_arena_reservation;
onnxm_status onnxm_tensor_copy(const onnxm_tensor *src, onnxm_arena *arena,
                               struct onnxm_arena_reservation *r, onnxm_tensor **out,
                               onnxm_error *err);

/* Writes "[2,3]" / "[]" into buf (always terminated); returns buf. */
const char *onnxm_dims_string(size_t rank, const int64_t *dims, char *buf, size_t size);

/* ------------------------------------------------------------------ arenas */

/* What a run holds of an arena's memory cap (arena.c): a run first
 * reserves the most bytes it will hold at once (from its plan), then
 * allocates and releases blocks within that; what it has not used goes
 * back when it ends.  With no cap there is nothing to reserve. */
typedef struct onnxm_arena_reservation {
    onnxm_arena *arena;
    size_t left; /* bytes reserved and not yet allocated */
} onnxm_arena_reservation;

/* The bytes of the block that holds nbytes (its size class); SIZE_MAX if
 * no block can. */
size_t onnxm_arena_block_size(size_t nbytes);

/* Reserves `bytes` of blocks for a run, whose tensors need tensor_bytes
 * (`what` names it in the message: "the run"); ONNXM_ERR_LIMIT if the
 * blocks in use plus the other runs' reservations leave less than that
 * under the cap (cached blocks do not count: they make room as needed). */
onnxm_status onnxm_arena_reserve(onnxm_arena *a, size_t bytes, size_t tensor_bytes,
                                 const char *what, onnxm_arena_reservation *r, onnxm_error *err);
/* Gives back what r has left. */
void onnxm_arena_unreserve(onnxm_arena_reservation *r);

/* The arena's memory cap in bytes, 0 for none (fixed when it is created). */
size_t onnxm_arena_memory_limit(const onnxm_arena *a);

/* An uninitialised tensor in a block of r's arena, counted against r. */
onnxm_status onnxm_arena_alloc(onnxm_arena_reservation *r, onnxm_dtype dtype, size_t rank,
                               const int64_t *dims, onnxm_tensor **out, onnxm_error *err);
/* The same with the shape of an existing tensor (already validated), and
 * the name left as the block's last holder set it: for a run, which names
 * what it hands out. */
onnxm_status onnxm_arena_alloc_like(onnxm_arena_reservation *r, const onnxm_tensor *like,
                                    onnxm_tensor **out, onnxm_error *err);
/* Returns an arena tensor's block to its arena (r: the run that held it,
 * whose reservation grows back; NULL for a tensor the caller held). */
void onnxm_arena_release(onnxm_tensor *t, onnxm_arena_reservation *r);

/* Frees t, giving an arena block back within r (NULL: as onnxm_tensor_free). */
void onnxm_tensor_free_in(onnxm_tensor *t, onnxm_arena_reservation *r);

/* One more handle on a (a session sharing it); onnxm_arena_free drops one. */
void onnxm_arena_retain(onnxm_arena *a);

/* ------------------------------------------------------------ file helpers */

/* A file's bytes, read-only: a private mapping for regular files (no
 * copy, pages shared with the page cache), a heap buffer otherwise (pipes).
 * max_bytes (0: none) refuses a larger file with ONNXM_ERR_LIMIT before
 * anything is read. */
typedef struct {
    const unsigned char *data;
    size_t size;
    void *map_base; /* set if mapped */
    unsigned char *heap;
} onnxm_file_bytes;

onnxm_status onnxm_file_open_bytes(const char *path, size_t max_bytes, onnxm_file_bytes *fb,
                                   onnxm_error *err);
void onnxm_file_close_bytes(onnxm_file_bytes *fb);

/* munmap, or nothing on a platform without mappings. */
void onnxm_unmap(void *base, size_t size);

/* Fresh anonymous memory for a large tensor: *size bytes rounded up to whole
 * pages (the rounded size is stored back), from 2 MiB up aligned to 2 MiB
 * and advised for transparent huge pages (madvise(MADV_HUGEPAGE): a 64 MiB
 * tensor is then 32 page faults, not 16,384, and its accesses miss the TLB
 * less); NULL if the system refuses.  onnxm_unmap(p, *size) frees it. */
void *onnxm_map_anonymous(size_t *size);

/* Reads a whole file into a new buffer (caller frees); ONNXM_ERR_IO with
 * the path and the system's reason on failure. */
onnxm_status onnxm_read_whole_file(const char *path, unsigned char **data, size_t *size,
                                   onnxm_error *err);
/* Writes size bytes to path (created or truncated). */
onnxm_status onnxm_write_whole_file(const char *path, const void *data, size_t size,
                                    onnxm_error *err);

/* Writes head then body (either may be empty) to path. */
onnxm_status onnxm_write_file_parts(const char *path, const void *head, size_t head_size,
                                   const void *body, size_t body_size, onnxm_error *err);

/* Tensor decoding by format; messages do not name the file (the caller adds it). */
/* max_bytes (0: none) refuses a tensor whose data would need more, before
 * it is allocated. */
onnxm_status onnxm_tensor_from_pb(const unsigned char *data, size_t size, size_t max_bytes,
                                  onnxm_tensor **out, onnxm_error *err);
onnxm_status onnxm_tensor_from_npy(const unsigned char *data, size_t size, size_t max_bytes,
                                   onnxm_tensor **out, onnxm_error *err);

/* ONNXM_ERR_LIMIT naming `what` if `need` more bytes on top of `held`
 * would exceed `limit` (0: no cap). */
onnxm_status onnxm_check_memory_cap(size_t need, size_t held, size_t limit, const char *what,
                                    onnxm_error *err);

/* Little-endian byte order helpers: the host may be either. */
int onnxm_host_is_little_endian(void);
void onnxm_copy_from_le(void *dst, const unsigned char *src, size_t count, size_t elem_size);
/* count elements of elem_size bytes, each one's bytes reversed when swap. */
void onnxm_copy_elements(unsigned char *dst, const unsigned char *src, size_t count,
                         size_t elem_size, int swap);
void onnxm_copy_to_le(unsigned char *dst, const void *src, size_t count, size_t elem_size);

#endif
