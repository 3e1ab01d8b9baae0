/* arena.c -- onnxm_arena: tensors whose blocks are kept and reused.
 *
 * Why: a run that returns a 64 MiB tensor from malloc gets a fresh mapping
 * every time, and the kernel then faults and zeroes it 4 KiB at a time --
 * several times the cost of computing the tensor.  An arena keeps freed
 * blocks, still mapped and faulted in, and gives them to the next request
 * of the same size class.
 *
 * Size classes: multiples of 64 bytes up to 1 KiB (classes 0-15), then
 * eight per power of two: (2^e, 2^(e+1)] in steps of 2^(e-3), so a block is
 * at most 1/8 larger than the request.  A request maps to exactly one class
 * and every block of a class has that class's size, so reuse is an O(1)
 * pop and the byte counts below are exact.  Blocks under 256 KiB come from
 * aligned_alloc (64-byte aligned); larger ones are mapped (their classes are
 * whole pages), from 2 MiB up aligned to 2 MiB and advised for transparent
 * huge pages, so that a 64 MiB output is 32 huge-page faults once rather
 * than 16,384 small ones per run.
 *
 * A cached block keeps its onnxm_tensor handle (and the handle its name
 * buffer): reusing one allocates nothing.  Cached blocks sit on two lists,
 * their class's (newest first: the most recently used memory is the most
 * likely to be in cache) and one across all classes (newest first; the
 * oldest go back to the system first when the cache is over its limit).
 *
 * Accounting, all under one mutex: in_use (blocks held by tensors), cached,
 * reserved (what runs in progress may still allocate; runs reserve only
 * under a cap, so without one it stays 0 and a run takes the mutex only to
 * allocate and release its blocks).  With a cap,
 * in_use + reserved <= cap always (a reservation that would break it is
 * refused), and in_use + cached <= cap: a new block first gives back as
 * many cached ones as it needs room for (a reused one moves from cached to
 * in use and changes nothing).  A run's reservation is its plan's peak, so
 * its allocations never fail on the cap once it has started.
 *
 * Lifetime: handles (the creator, each session sharing it) and blocks held
 * by tensors both keep the arena alive.  When the last handle goes, the
 * cache is emptied and later frees return blocks to the system; when the
 * last block goes too, the arena itself is freed. */
#include "tensor/tensor_internal.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SMALL_CLASSES 16                  /* 64, 128, ..., 1024 bytes */
#define SUBCLASSES 8                      /* per power of two above 1 KiB */
#define MAX_CLASS_LOG2 62                 /* classes up to 2^62 bytes */
#define N_CLASSES (SMALL_CLASSES + (MAX_CLASS_LOG2 - 10) * SUBCLASSES)
#define MAP_MIN ((size_t)256 << 10)       /* mapped from this size up (whole pages) */

struct onnxm_arena {
    pthread_mutex_t lock;
    size_t memory_limit; /* 0: none */
    size_t cache_limit;  /* ONNXM_ARENA_CACHE_* or bytes */
    size_t in_use, cached, reserved, peak_in_use;
    size_t blocks_in_use, blocks_cached;
    uint64_t allocations, reuses;
    size_t handles;      /* creator + sessions sharing it */
    onnxm_tensor *bins[N_CLASSES];
    onnxm_tensor *newest, *oldest; /* the cache in order of release */
};

/* ------------------------------------------------------------ size classes */

static unsigned log2_floor(size_t v) /* v > 0 */
{
    return (unsigned)(sizeof(unsigned long long) * 8 - 1) - (unsigned)__builtin_clzll(v);
}

/* Class index of a request, N_CLASSES if none is large enough. */
static unsigned class_of(size_t nbytes)
{
    if (nbytes <= 1024)
        return nbytes == 0 ? 0 : (unsigned)((nbytes - 1) / 64);
    unsigned e = log2_floor(nbytes - 1); /* 2^e < nbytes <= 2^(e+1), e >= 10 */
    if (e >= MAX_CLASS_LOG2)
        return N_CLASSES;
    /* in steps of 2^(e-3) the request is 9..16 steps: subclass 0..7 */
    size_t step = (size_t)1 << (e - 3);
    size_t k = (nbytes - 1) / step + 1;
    return SMALL_CLASSES + (e - 10) * SUBCLASSES + (unsigned)(k - 9);
}

static size_t class_size(unsigned c)
{
    if (c < SMALL_CLASSES)
        return (size_t)(c + 1) * 64;
    unsigned e = 10 + (c - SMALL_CLASSES) / SUBCLASSES, sub = (c - SMALL_CLASSES) % SUBCLASSES;
    return (size_t)(9 + sub) << (e - 3);
}

size_t onnxm_arena_block_size(size_t nbytes)
{
    unsigned c = class_of(nbytes);
    return c < N_CLASSES ? class_size(c) : SIZE_MAX;
}

/* --------------------------------------------------------- system memory */

static void *map_block(size_t size)
{
    if (size < MAP_MIN)
        return aligned_alloc(64, size);
    size_t mapped = size; /* a class from MAP_MIN up is whole pages: unchanged */
    return onnxm_map_anonymous(&mapped);
}

static void unmap_block(void *p, size_t size)
{
    if (size < MAP_MIN)
        free(p);
    else
        onnxm_unmap(p, size);
}

/* A handle and its block go back to the system. */
static void destroy_tensor(onnxm_tensor *t)
{
    unmap_block(t->data, t->block_size);
    free(t->name);
    free(t);
}

/* --------------------------------------------------------------- the cache */

static void cache_unlink(onnxm_arena *a, onnxm_tensor *t)
{
    if (t->bin_prev != NULL)
        t->bin_prev->bin_next = t->bin_next;
    else
        a->bins[t->block_class] = t->bin_next;
    if (t->bin_next != NULL)
        t->bin_next->bin_prev = t->bin_prev;
    if (t->lru_prev != NULL)
        t->lru_prev->lru_next = t->lru_next;
    else
        a->newest = t->lru_next;
    if (t->lru_next != NULL)
        t->lru_next->lru_prev = t->lru_prev;
    else
        a->oldest = t->lru_prev;
    a->cached -= t->block_size;
    a->blocks_cached--;
}

static void cache_push(onnxm_arena *a, onnxm_tensor *t)
{
    t->bin_prev = NULL;
    t->bin_next = a->bins[t->block_class];
    if (t->bin_next != NULL)
        t->bin_next->bin_prev = t;
    a->bins[t->block_class] = t;
    t->lru_prev = NULL;
    t->lru_next = a->newest;
    if (a->newest != NULL)
        a->newest->lru_prev = t;
    else
        a->oldest = t;
    a->newest = t;
    a->cached += t->block_size;
    a->blocks_cached++;
}

/* The most bytes the cache may hold now. */
static size_t cache_room(const onnxm_arena *a)
{
    size_t room = a->cache_limit == ONNXM_ARENA_CACHE_AUTO ? a->peak_in_use : a->cache_limit;
    if (a->handles == 0)
        return 0; /* nobody can ask for a block again */
    if (a->memory_limit != 0) {
        /* What runs have reserved is not counted: a run may well reuse a
         * cached block, and a new block makes room when it is mapped. */
        size_t under_cap = a->in_use < a->memory_limit ? a->memory_limit - a->in_use : 0;
        room = room < under_cap ? room : under_cap;
    }
    return room;
}

/* Gives back the oldest cached blocks until the cache fits its room; the
 * victims are returned as a list (lru_next) to be freed after unlocking. */
static onnxm_tensor *cache_shrink(onnxm_arena *a, size_t room)
{
    onnxm_tensor *victims = NULL;
    while (a->cached > room) {
        onnxm_tensor *t = a->oldest;
        cache_unlink(a, t);
        t->lru_next = victims;
        victims = t;
    }
    return victims;
}

static size_t destroy_list(onnxm_tensor *victims)
{
    size_t bytes = 0;
    while (victims != NULL) {
        onnxm_tensor *next = victims->lru_next;
        bytes += victims->block_size;
        destroy_tensor(victims);
        victims = next;
    }
    return bytes;
}

/* --------------------------------------------------------------- lifetime */

void onnxm_arena_options_init(onnxm_arena_options *opts)
{
    if (opts != NULL)
        memset(opts, 0, sizeof *opts);
}

onnxm_status onnxm_arena_create(const onnxm_arena_options *opts, onnxm_arena **out)
{
    if (out == NULL)
        return ONNXM_ERR_INVALID_ARGUMENT;
    *out = NULL;
    onnxm_arena *a = calloc(1, sizeof *a);
    if (a == NULL)
        return ONNXM_ERR_OUT_OF_MEMORY;
    if (pthread_mutex_init(&a->lock, NULL) != 0) {
        free(a);
        return ONNXM_ERR_INTERNAL;
    }
    if (opts != NULL) {
        a->memory_limit = opts->memory_limit;
        a->cache_limit = opts->cache_limit;
    }
    a->handles = 1;
    *out = a;
    return ONNXM_OK;
}

static void destroy_arena(onnxm_arena *a)
{
    pthread_mutex_destroy(&a->lock);
    free(a);
}

void onnxm_arena_retain(onnxm_arena *a)
{
    pthread_mutex_lock(&a->lock);
    a->handles++;
    pthread_mutex_unlock(&a->lock);
}

void onnxm_arena_free(onnxm_arena *a)
{
    if (a == NULL)
        return;
    pthread_mutex_lock(&a->lock);
    a->handles--;
    onnxm_tensor *victims = a->handles == 0 ? cache_shrink(a, 0) : NULL;
    int last = a->handles == 0 && a->blocks_in_use == 0;
    pthread_mutex_unlock(&a->lock);
    destroy_list(victims);
    if (last)
        destroy_arena(a);
}

size_t onnxm_arena_trim(onnxm_arena *a)
{
    if (a == NULL)
        return 0;
    pthread_mutex_lock(&a->lock);
    onnxm_tensor *victims = cache_shrink(a, 0);
    pthread_mutex_unlock(&a->lock);
    return destroy_list(victims);
}

void onnxm_arena_get_stats(const onnxm_arena *ca, onnxm_arena_stats *stats)
{
    if (stats == NULL)
        return;
    memset(stats, 0, sizeof *stats);
    if (ca == NULL)
        return;
    onnxm_arena *a = (onnxm_arena *)ca; /* the lock only: nothing else changes */
    pthread_mutex_lock(&a->lock);
    stats->in_use = a->in_use;
    stats->cached = a->cached;
    stats->reserved = a->reserved;
    stats->peak_in_use = a->peak_in_use;
    stats->blocks_in_use = a->blocks_in_use;
    stats->blocks_cached = a->blocks_cached;
    stats->allocations = a->allocations;
    stats->reuses = a->reuses;
    pthread_mutex_unlock(&a->lock);
}

/* ----------------------------------------------------------- reservations */

onnxm_status onnxm_arena_reserve(onnxm_arena *a, size_t bytes, size_t tensor_bytes,
                                 const char *what, onnxm_arena_reservation *r, onnxm_error *err)
{
    r->arena = a;
    r->left = 0;
    if (a->memory_limit == 0)
        return ONNXM_OK; /* no cap to keep: nothing to reserve (the limit is fixed at create) */
    pthread_mutex_lock(&a->lock);
    size_t held = a->in_use + a->reserved, limit = a->memory_limit;
    int fits = limit == 0 || (held <= limit && bytes <= limit - held);
    if (fits) {
        a->reserved += bytes;
        r->left = bytes;
    }
    pthread_mutex_unlock(&a->lock);
    if (fits)
        return ONNXM_OK;
    char blocks[64] = "";
    if (tensor_bytes != bytes)
        snprintf(blocks, sizeof blocks, " (%zu in arena blocks)", bytes);
    if (held == 0)
        return onnxm_fail(err, ONNXM_ERR_LIMIT,
                          "%s needs %zu bytes%s, more than the memory limit of %zu bytes", what,
                          tensor_bytes, blocks, limit);
    return onnxm_fail(err, ONNXM_ERR_LIMIT,
                      "%s needs %zu bytes%s; with the %zu bytes already held that exceeds the "
                      "memory limit of %zu bytes",
                      what, tensor_bytes, blocks, held, limit);
}

void onnxm_arena_unreserve(onnxm_arena_reservation *r)
{
    if (r->arena == NULL || r->left == 0)
        return;
    pthread_mutex_lock(&r->arena->lock);
    r->arena->reserved -= r->left;
    pthread_mutex_unlock(&r->arena->lock);
    r->left = 0;
}

/* ------------------------------------------------------------ allocation */

/* Takes size bytes of r (a run's reservation covers every block it
 * allocates; a request beyond one -- a caller's own -- is checked against
 * the cap here); *from_r tells which. */
static onnxm_status take_bytes(onnxm_arena *a, onnxm_arena_reservation *r, size_t size,
                               int *from_r, onnxm_error *err)
{
    *from_r = r->left >= size;
    if (*from_r) {
        r->left -= size;
        a->reserved -= size;
        return ONNXM_OK;
    }
    return onnxm_check_memory_cap(size, a->in_use + a->reserved, a->memory_limit, "the tensor",
                                  err);
}

size_t onnxm_arena_memory_limit(const onnxm_arena *a) { return a->memory_limit; }

/* A block for nbytes, its handle's shape set; the name is the caller's. */
static onnxm_status arena_alloc_shape(onnxm_arena_reservation *r, onnxm_dtype dtype, size_t rank,
                                      const int64_t *dims, size_t count, size_t nbytes,
                                      onnxm_tensor **out, onnxm_error *err)
{
    onnxm_arena *a = r->arena;
    onnxm_status st;
    *out = NULL;
    unsigned c = class_of(nbytes);
    if (c >= N_CLASSES)
        return onnxm_fail(err, ONNXM_ERR_LIMIT, "tensor of %zu bytes is too large", nbytes);
    size_t size = class_size(c);

    int from_r;
    pthread_mutex_lock(&a->lock);
    st = take_bytes(a, r, size, &from_r, err);
    onnxm_tensor *t = NULL, *victims = NULL;
    if (st == ONNXM_OK) {
        t = a->bins[c];
        if (t != NULL) {
            cache_unlink(a, t);
            a->reuses++;
        }
        a->in_use += size;
        a->blocks_in_use++;
        a->peak_in_use = a->in_use > a->peak_in_use ? a->in_use : a->peak_in_use;
        /* a new block may need room under the cap: the cache makes it */
        if (t == NULL)
            victims = cache_shrink(a, cache_room(a));
    }
    pthread_mutex_unlock(&a->lock);
    destroy_list(victims);
    if (st != ONNXM_OK)
        return st;

    if (t == NULL) {
        void *block = map_block(size);
        t = block != NULL ? calloc(1, sizeof *t) : NULL;
        if (t == NULL) {
            if (block != NULL)
                unmap_block(block, size);
            pthread_mutex_lock(&a->lock);
            a->in_use -= size;
            a->blocks_in_use--;
            if (from_r) { /* undo take_bytes */
                r->left += size;
                a->reserved += size;
            }
            pthread_mutex_unlock(&a->lock);
            return onnxm_fail(err, ONNXM_ERR_OUT_OF_MEMORY, "out of memory allocating %zu bytes",
                              size);
        }
        pthread_mutex_lock(&a->lock);
        a->allocations++;
        pthread_mutex_unlock(&a->lock);
        t->data = block;
        t->arena = a;
        t->block_size = size;
        t->block_class = c;
        t->storage = TENSOR_ARENA;
    }
    onnxm_tensor_set_shape(t, dtype, rank, dims, count, nbytes);
    *out = t;
    return ONNXM_OK;
}

onnxm_status onnxm_arena_alloc(onnxm_arena_reservation *r, onnxm_dtype dtype, size_t rank,
                               const int64_t *dims, onnxm_tensor **out, onnxm_error *err)
{
    size_t count, nbytes;
    *out = NULL;
    onnxm_status st = onnxm_shape_size(dtype, rank, dims, &count, &nbytes, err);
    if (st == ONNXM_OK)
        st = arena_alloc_shape(r, dtype, rank, dims, count, nbytes, out, err);
    if (st == ONNXM_OK && (*out)->name != NULL)
        (*out)->name[0] = '\0';
    return st;
}

onnxm_status onnxm_arena_alloc_like(onnxm_arena_reservation *r, const onnxm_tensor *like,
                                    onnxm_tensor **out, onnxm_error *err)
{
    return arena_alloc_shape(r, like->dtype, like->rank, like->dims, like->count, like->nbytes,
                             out, err);
}

void onnxm_arena_release(onnxm_tensor *t, onnxm_arena_reservation *r)
{
    onnxm_arena *a = t->arena;
    pthread_mutex_lock(&a->lock);
    a->in_use -= t->block_size;
    a->blocks_in_use--;
    if (r != NULL && r->arena == a && a->memory_limit != 0) {
        /* the run may allocate as much again: its plan's peak counts it */
        r->left += t->block_size;
        a->reserved += t->block_size;
    }
    onnxm_tensor *victims = NULL;
    int keep = t->block_size <= cache_room(a);
    if (keep) {
        cache_push(a, t);
        victims = cache_shrink(a, cache_room(a));
    }
    int last = a->handles == 0 && a->blocks_in_use == 0;
    pthread_mutex_unlock(&a->lock);
    if (!keep)
        destroy_tensor(t);
    destroy_list(victims);
    if (last)
        destroy_arena(a);
}

onnxm_status onnxm_arena_tensor(onnxm_arena *a, onnxm_dtype dtype, size_t rank,
                                const int64_t *dims, onnxm_tensor **out, onnxm_error *err)
{
    if (out == NULL)
        return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT, "onnxm_arena_tensor: out is NULL");
    *out = NULL;
    if (a == NULL)
        return onnxm_fail(err, ONNXM_ERR_INVALID_ARGUMENT, "onnxm_arena_tensor: arena is NULL");
    onnxm_arena_reservation none = {a, 0};
    return onnxm_arena_alloc(&none, dtype, rank, dims, out, err);
}
