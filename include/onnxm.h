/* onnxm.h -- public API of onnxm: exact, fast ONNX element-wise operators.
 *
 * Two layers share this header:
 *   - the kernel layer (libonnxm_kernels): element-wise operators on
 *     contiguous buffers; depends on libc and libm only;
 *   - the model layer (libonnxm): loads ONNX models (protobuf-c), checks them
 *     and runs them.
 *
 * Conventions (after zstd):
 *   - every public name starts with onnxm_ / ONNXM_;
 *   - functions that can fail return an onnxm_status; ONNXM_OK is 0 and the
 *     other values are stable; onnxm_status_string() names each one;
 *   - functions that can fail for a reason worth a sentence take an optional
 *     onnxm_error* (may be NULL) that receives a message naming what was
 *     wrong (node, op, version, type, expected vs. got);
 *   - handles are opaque; every *_free() accepts NULL;
 *   - no function aborts, prints, or keeps global mutable state; none changes
 *     the floating-point environment (rounding mode, FTZ/DAZ).
 */
#ifndef ONNXM_H
#define ONNXM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(_WIN32) && defined(ONNXM_BUILD_SHARED)
#define ONNXM_API __declspec(dllexport)
#elif defined(__GNUC__)
#define ONNXM_API __attribute__((visibility("default")))
#else
#define ONNXM_API
#endif

/* ---------------------------------------------------------------- version */
#define ONNXM_VERSION_MAJOR 0
#define ONNXM_VERSION_MINOR 2
#define ONNXM_VERSION_PATCH 0
#define ONNXM_VERSION_NUMBER \
    (ONNXM_VERSION_MAJOR * 10000 + ONNXM_VERSION_MINOR * 100 + ONNXM_VERSION_PATCH)
#define ONNXM_STRINGIFY_(x) #x
#define ONNXM_STRINGIFY(x) ONNXM_STRINGIFY_(x)
#define ONNXM_VERSION_STRING                                               \
    ONNXM_STRINGIFY(ONNXM_VERSION_MAJOR) "." ONNXM_STRINGIFY(ONNXM_VERSION_MINOR) "." \
    ONNXM_STRINGIFY(ONNXM_VERSION_PATCH)

/** @return ONNXM_VERSION_NUMBER of the library actually linked. */
ONNXM_API unsigned onnxm_version_number(void);
/** @return ONNXM_VERSION_STRING of the library actually linked. */
ONNXM_API const char *onnxm_version_string(void);

/* ----------------------------------------------------------------- status */
/* Explicit values: they are part of the ABI and never change meaning. */
typedef enum {
    ONNXM_OK = 0,
    ONNXM_ERR_INVALID_ARGUMENT = 1, /* NULL where a value is needed, bad enum */
    ONNXM_ERR_OUT_OF_MEMORY = 2,
    ONNXM_ERR_IO = 3,               /* a file could not be opened or read */
    ONNXM_ERR_PARSE = 4,            /* malformed protobuf, .npy or tensor */
    ONNXM_ERR_INVALID_MODEL = 5,    /* graph structure: cycle, dangling input */
    ONNXM_ERR_UNSUPPORTED_OP = 6,   /* unknown op, or not defined at the opset */
    ONNXM_ERR_UNSUPPORTED_TYPE = 7, /* type not allowed by the op's version */
    ONNXM_ERR_TYPE_MISMATCH = 8,    /* input's type differs from the declared one */
    ONNXM_ERR_SHAPE_MISMATCH = 9,   /* input's shape differs from the declared one */
    ONNXM_ERR_LIMIT = 10,           /* size overflow or a configured cap exceeded */
    ONNXM_ERR_UNSUPPORTED_ISA = 11, /* requested ISA not available on this CPU */
    ONNXM_ERR_INTERNAL = 12
} onnxm_status;

/** @return a short, static description of a status code ("ok", ...). */
ONNXM_API const char *onnxm_status_string(onnxm_status status);

/* A caller-owned error record: status plus a message naming what was wrong. */
#define ONNXM_ERROR_MESSAGE_SIZE 512
typedef struct onnxm_error {
    onnxm_status status;
    char message[ONNXM_ERROR_MESSAGE_SIZE];
} onnxm_error;

/* ----------------------------------------------------------- element types */
/* Values are ONNX's TensorProto.DataType codes. */
typedef enum {
    ONNXM_FLOAT = 1,
    ONNXM_FLOAT16 = 10,
    ONNXM_DOUBLE = 11,
    ONNXM_BFLOAT16 = 16
} onnxm_dtype;

/* float16 and bfloat16 are distinct structs so that they cannot be mixed by
 * accident; both hold the IEEE/bfloat16 bit pattern. */
typedef struct { uint16_t bits; } onnxm_float16;
typedef struct { uint16_t bits; } onnxm_bfloat16;

/** @return bytes per element, or 0 for a value that is not an onnxm_dtype. */
ONNXM_API size_t onnxm_dtype_size(int dtype);
/** @return "float16", "bfloat16", "float", "double", or "unknown". */
ONNXM_API const char *onnxm_dtype_name(int dtype);

/* -------------------------------------------------------------- operators */
typedef enum {
#define ONNXM_OP(ENUM, NAME, KERNEL, ...) ONNXM_OP_##ENUM,
#include "onnxm_ops.def"
    ONNXM_OP_COUNT
} onnxm_op;

/** @return the ONNX name of an operator ("Sqrt"; a form's is its operator's,
 *  "Gelu"), or NULL if out of range. */
ONNXM_API const char *onnxm_op_name(onnxm_op op);
/** @return the name of op's kernels, unique to each op and form ("sqrt",
 *  "gelu", "gelu_tanh"; the kernel symbols are onnxm_<it>_<type>__<isa>),
 *  or NULL if out of range.  Tools that select a form take this name. */
ONNXM_API const char *onnxm_op_kernel_name(onnxm_op op);
/** Writes op's label into buf (size bytes, terminated, truncated if need
 *  be): its ONNX name, and for a form the attribute value that selects it,
 *  "Gelu(approximate=tanh)" -- what a table row or a message names.
 * @return the label's length (as snprintf: size or more where truncated),
 *         or -1 if op is out of range. */
ONNXM_API int onnxm_op_label(onnxm_op op, char *buf, size_t size);

/** How an operator's results relate to the exact value. */
typedef enum {
    ONNXM_CLASS_IEEE = 0,      /* an IEEE basic operation (square root, division):
                                  correctly rounded in every type */
    ONNXM_CLASS_ELEMENTARY = 1 /* an elementary function: correctly rounded in
                                  every type too, by a fast core, a rounding
                                  test and an exact path for the rare rest */
} onnxm_op_class;

/** The bit of an element type in onnxm_op_info.type_mask. */
#define ONNXM_TYPE_BIT(dtype) (1u << (unsigned)(dtype))
/** The most ONNX versions one operator has in onnxm_op_info. */
#define ONNXM_OP_MAX_VERSIONS 4

/** How the inputs a model typically feeds an operator are spread
 * (onnxm_op_info.inputs): what the benchmarks and comparisons draw. */
typedef enum {
    ONNXM_INPUTS_UNIFORM = 0,    /* uniform on [low, high] */
    ONNXM_INPUTS_LOG_UNIFORM = 1 /* 2^u, u uniform on [log2 low, log2 high]; 0 < low */
} onnxm_input_distribution;

/** What onnxm implements of an operator (from the one list, onnxm_ops.def). */
typedef struct {
    const char *name;        /* ONNX name, "Sqrt" */
    onnxm_op_class op_class; /* see onnxm_op_class */
    double max_ulps_f64;     /* proved bound on the double error, in ulps (0.5: correctly rounded) */
    int version_count;       /* ONNX versions implemented, 1..ONNXM_OP_MAX_VERSIONS */
    int since_version[ONNXM_OP_MAX_VERSIONS]; /* increasing */
    unsigned type_mask[ONNXM_OP_MAX_VERSIONS]; /* ONNXM_TYPE_BIT of each type the version allows */
    struct {
        onnxm_input_distribution distribution;
        double low, high;
    } inputs;                /* typical inputs (a benchmark's), not the domain */
    /* A form of another operator (onnxm_ops.def's ONNXM_FORM): the kernel
     * of operator form_of for a node whose attribute form_attribute has
     * the value form_value (Gelu approximate="tanh").  name, versions and
     * types are form_of's.  For an operator itself: form_of = -1 and both
     * strings NULL. */
    int form_of;
    const char *form_attribute;
    const char *form_value;
} onnxm_op_info;

/** @return the number of operators and forms: onnxm_op values are 0 .. count-1
 *  (a form, onnxm_op_info.form_of >= 0, is one operator's kernel for one
 *  attribute value; onnxm_op_select() picks it). */
ONNXM_API int onnxm_op_count(void);
/** Fills *info for op.
 * @return ONNXM_OK, or ONNXM_ERR_INVALID_ARGUMENT (op out of range, info NULL). */
ONNXM_API onnxm_status onnxm_op_get_info(onnxm_op op, onnxm_op_info *info);
/** The bound on op's error in dtype, in ulps of dtype: 0.5 where results are
 * correctly rounded.
 * @return ONNXM_OK, ONNXM_ERR_INVALID_ARGUMENT (op out of range, ulps NULL) or
 *         ONNXM_ERR_UNSUPPORTED_TYPE (no version of op allows dtype). */
ONNXM_API onnxm_status onnxm_op_max_ulps(onnxm_op op, onnxm_dtype dtype, double *ulps);

/** The type of an operator attribute: ONNX's AttributeProto.AttributeType
 * codes, of the types onnxm's operators take. */
typedef enum {
    ONNXM_ATTR_FLOAT = 1,
    ONNXM_ATTR_INT = 2,
    ONNXM_ATTR_STRING = 3,
    ONNXM_ATTR_INTS = 7
} onnxm_attr_type;

/** An attribute an operator version accepts (onnxm_ops.def's ONNXM_ATTR rows). */
typedef struct {
    const char *name;          /* "approximate" */
    onnxm_attr_type type;      /* the type a node must give it */
    int ignored;               /* nonzero: a legacy attribute, accepted and without effect */
    const char *default_value; /* the value of a node that leaves it out, as text; NULL: none */
    const char *values;        /* the allowed values, '|'-separated ("none|tanh"); NULL: any */
} onnxm_attr_info;

/** @return how many attributes version `since_version` of op accepts (0 for
 *  an op or version onnxm does not have). */
ONNXM_API size_t onnxm_op_attribute_count(onnxm_op op, int since_version);
/** Fills *info with the i-th attribute of version `since_version` of op (the
 *  strings are static).
 * @return ONNXM_OK, or ONNXM_ERR_INVALID_ARGUMENT (no such op, version or i;
 *         info NULL). */
ONNXM_API onnxm_status onnxm_op_attribute(onnxm_op op, int since_version, size_t i,
                                          onnxm_attr_info *info);

/** An attribute given to an operator, its value as text, as a model would
 *  give it and `onnxm info` prints it ("tanh", "0.01"). */
typedef struct {
    const char *name;  /* "approximate" */
    const char *value; /* "tanh" */
} onnxm_attr_value;

/** The onnxm_op that computes op for a node carrying these attributes, for
 *  onnxm_unary() and its kind: op itself, or the form of op that an
 *  attribute's value selects (Gelu with approximate "tanh": the tanh form).
 *  Each attribute is checked as the model loader checks a node's: a name
 *  some version of op accepts, given once, a value of its type and, where
 *  the attribute lists its values, one of them; a legacy attribute
 *  (onnxm_attr_info.ignored) is accepted with any value.  Call it once and
 *  keep *out: onnxm_unary() does not check attributes again.
 * @return ONNXM_OK, or ONNXM_ERR_INVALID_ARGUMENT (op out of range or itself
 *         a form, out NULL, attrs NULL with n > 0, or an attribute refused;
 *         nothing is written to *out then). */
ONNXM_API onnxm_status onnxm_op_select(onnxm_op op, const onnxm_attr_value *attrs, size_t n,
                                       onnxm_op *out);

/* ------------------------------------------------------------ instruction sets */
typedef enum {
    ONNXM_ISA_AUTO = 0,   /* best available, or ONNXM_ISA from the environment */
    ONNXM_ISA_SCALAR = 1, /* portable C */
    ONNXM_ISA_AVX2 = 2,   /* AVX2 + FMA + F16C */
    ONNXM_ISA_AVX512 = 3, /* AVX-512 F/BW/VL/DQ */
    ONNXM_ISA_AVX512_BF16 = 4, /* AVX-512 + AVX512-BF16 (vcvtneps2bf16 for bfloat16 results) */
    ONNXM_ISA_AVX512_FP16 = ONNXM_ISA_AVX512_BF16, /* the old name of level 4, kept for callers */
    ONNXM_ISA_NEON = 5    /* AArch64 Advanced SIMD (NEON) */
} onnxm_isa;

/** @return "auto", "scalar", "avx2", "avx512", "avx512bf16", "neon", or "unknown".
 *  (ONNXM_ISA in the environment also accepts "avx512fp16", level 4's old name.) */
ONNXM_API const char *onnxm_isa_name(onnxm_isa isa);
/** @return nonzero if this CPU and OS can run kernels for `isa`. */
ONNXM_API int onnxm_isa_supported(onnxm_isa isa);
/** @return the ISA that ONNXM_ISA_AUTO resolves to in this process. */
ONNXM_API onnxm_isa onnxm_isa_selected(void);

/* ---------------------------------------------------------------- kernels */
/**
 * y[i] = op(x[i]) for i in [0, n).
 * x and y are contiguous arrays of n elements of `dtype` (float16/bfloat16 as
 * their 16-bit patterns); any alignment; y == x (in place) is allowed, other
 * overlaps are not.  Every result is correctly rounded (round to nearest
 * even), in every type: onnxm_op_max_ulps() gives 0.5 for each.
 * @return ONNXM_OK, ONNXM_ERR_INVALID_ARGUMENT (NULL buffer with n > 0, bad op)
 *         or ONNXM_ERR_UNSUPPORTED_TYPE.
 */
ONNXM_API onnxm_status onnxm_unary(onnxm_op op, onnxm_dtype dtype,
                                   const void *x, void *y, size_t n);

/** As onnxm_unary(), forcing an instruction set (tests, benchmarks).
 *  @return ONNXM_ERR_UNSUPPORTED_ISA if the CPU lacks it. */
ONNXM_API onnxm_status onnxm_unary_isa(onnxm_isa isa, onnxm_op op, onnxm_dtype dtype,
                                       const void *x, void *y, size_t n);

/* ---------------------------------------------------------------- threads */
typedef struct onnxm_threadpool onnxm_threadpool;

/** Starts a pool of `threads` threads in all, the calling thread included
 *  (threads - 1 workers are started here, once; runs only wake them).
 *  threads == 0 means the number of CPUs this process may run on. */
ONNXM_API onnxm_status onnxm_threadpool_create(size_t threads, onnxm_threadpool **out);
/** Stops and joins the workers.  NULL is accepted. */
ONNXM_API void onnxm_threadpool_free(onnxm_threadpool *pool);
/** @return the pool's thread count (1 for NULL). */
ONNXM_API size_t onnxm_threadpool_size(const onnxm_threadpool *pool);

/**
 * As onnxm_unary_isa(), with large n split into contiguous chunks that the
 * pool's threads claim in turn (up to 8 per thread, so a thread slowed by
 * other load does less of the work).  pool may be NULL (calling thread
 * only).  Fewer threads are used when a part would hold less than a minimum
 * amount of work (so a small tensor never pays for a wake-up).  Results are
 * identical for any thread count.  Calls on the same pool from several
 * threads are serialised.
 */
ONNXM_API onnxm_status onnxm_unary_pool(onnxm_threadpool *pool, onnxm_isa isa, onnxm_op op,
                                        onnxm_dtype dtype, const void *x, void *y, size_t n);

/* ==========================================================================
 * Model layer: libonnxm only.  Everything above this banner is the kernel
 * layer, which libonnxm_kernels exports too; CMakeLists.txt derives both
 * libraries' export lists from this header, split here.
 * ========================================================================== */

/* ---------------------------------------------------------------- tensors */
#define ONNXM_MAX_RANK 16

typedef struct onnxm_tensor onnxm_tensor;

/** Allocates a zero-filled tensor; dims may be NULL when rank is 0.
 *  Refuses (ONNXM_ERR_LIMIT) dims whose product overflows size_t. */
ONNXM_API onnxm_status onnxm_tensor_create(onnxm_dtype dtype, size_t rank,
                                           const int64_t *dims, onnxm_tensor **out,
                                           onnxm_error *err);
ONNXM_API void onnxm_tensor_free(onnxm_tensor *t);
ONNXM_API onnxm_dtype onnxm_tensor_dtype(const onnxm_tensor *t);
ONNXM_API size_t onnxm_tensor_rank(const onnxm_tensor *t);
ONNXM_API const int64_t *onnxm_tensor_dims(const onnxm_tensor *t);
ONNXM_API size_t onnxm_tensor_count(const onnxm_tensor *t); /* elements */
ONNXM_API void *onnxm_tensor_data(onnxm_tensor *t);
ONNXM_API const void *onnxm_tensor_data_const(const onnxm_tensor *t);
/** Tensor name from a TensorProto file, or "" ; never NULL. */
ONNXM_API const char *onnxm_tensor_name(const onnxm_tensor *t);

/** A tensor that refers to caller-owned memory without copying it: a view
 *  of `data` (count * element size bytes, any alignment) with the given
 *  shape.  onnxm_tensor_free() frees the handle, never `data`; the caller
 *  keeps `data` alive while the view is used.  Views are how a caller runs
 *  a session on its own buffers (inputs, and outputs written in place).
 *  Refuses (ONNXM_ERR_LIMIT) dims whose product overflows size_t. */
ONNXM_API onnxm_status onnxm_tensor_wrap(onnxm_dtype dtype, size_t rank, const int64_t *dims,
                                         void *data, onnxm_tensor **out, onnxm_error *err);

/** Reads a tensor from a file: ONNX TensorProto if the name ends in ".pb",
 *  NumPy format if it ends in ".npy". */
ONNXM_API onnxm_status onnxm_tensor_read_file(const char *path, onnxm_tensor **out,
                                              onnxm_error *err);
/** As onnxm_tensor_read_file(), refusing (ONNXM_ERR_LIMIT, before
 *  allocating) a file or tensor larger than max_bytes (0: no limit), and a
 *  TensorProto whose parse alone would need more than max_bytes. */
ONNXM_API onnxm_status onnxm_tensor_read_file_limit(const char *path, size_t max_bytes,
                                                    onnxm_tensor **out, onnxm_error *err);
/** Writes a tensor as an ONNX TensorProto (.pb) with the given name. */
ONNXM_API onnxm_status onnxm_tensor_write_pb(const onnxm_tensor *t, const char *name,
                                             const char *path, onnxm_error *err);
/** Writes a tensor in NumPy .npy format (bfloat16 as numpy's '<V2'... see docs). */
ONNXM_API onnxm_status onnxm_tensor_write_npy(const onnxm_tensor *t, const char *path,
                                              onnxm_error *err);

/* ------------------------------------------------------------------ arenas */
/* An arena hands out tensors whose memory it takes back and reuses: a
 * tensor it made goes back to it on onnxm_tensor_free(), and a later
 * request of the same size class gets that block again, already mapped and
 * faulted in, so that a steady stream of same-sized requests touches no new
 * pages.  A block is never handed out again while the tensor that holds it
 * is alive.  Every session owns one (or shares one given in its options)
 * for the intermediates and outputs of its runs.
 *
 * Blocks are sized by class (multiples of 64 bytes up to 1 KiB, then eight
 * classes per power of two: at most 1/8 more than asked for); blocks from
 * 256 KiB up are mapped from the system, from 2 MiB up aligned to 2 MiB and
 * advised for transparent huge pages (madvise(MADV_HUGEPAGE) where the
 * system has it), and they stay mapped while cached.
 *
 * An arena is thread-safe (any number of threads may allocate and free at
 * once) and reference-counted: the tensors it made stay valid after
 * onnxm_arena_free() (and after the session that owned it is freed); their
 * blocks are then returned to the system as they are freed. */
typedef struct onnxm_arena onnxm_arena;

/* cache_limit values: automatic (the most bytes in use at once so far, so a
 * steady load keeps what it needs and no more), nothing, no limit. */
#define ONNXM_ARENA_CACHE_AUTO ((size_t)0)
#define ONNXM_ARENA_CACHE_NONE ((size_t)1)
#define ONNXM_ARENA_CACHE_UNLIMITED SIZE_MAX

typedef struct onnxm_arena_options {
    /* Cap on the bytes the arena holds, in use and cached, 0 for none; a
     * request over it first gives cached blocks back, then fails with
     * ONNXM_ERR_LIMIT. */
    size_t memory_limit;
    /* Bytes of freed blocks kept for reuse (ONNXM_ARENA_CACHE_*, or a byte
     * count); beyond it the least recently freed go back to the system. */
    size_t cache_limit;
} onnxm_arena_options;

/** Sets the defaults: no cap, ONNXM_ARENA_CACHE_AUTO.  NULL is accepted. */
ONNXM_API void onnxm_arena_options_init(onnxm_arena_options *opts);
/** A new arena (opts NULL: the defaults).
 *  @return ONNXM_OK, ONNXM_ERR_INVALID_ARGUMENT, ONNXM_ERR_OUT_OF_MEMORY. */
ONNXM_API onnxm_status onnxm_arena_create(const onnxm_arena_options *opts, onnxm_arena **out);
/** Drops the caller's handle: cached blocks go back to the system at once,
 *  tensors still held stay valid.  NULL is accepted. */
ONNXM_API void onnxm_arena_free(onnxm_arena *a);
/** A tensor in a block of the arena, contents uninitialised (a reused
 *  block holds what its last tensor left).  onnxm_tensor_free() gives the
 *  block back.
 *  @return ONNXM_OK, ONNXM_ERR_LIMIT (the arena's cap, or a size that
 *          overflows), ONNXM_ERR_OUT_OF_MEMORY, ONNXM_ERR_INVALID_ARGUMENT. */
ONNXM_API onnxm_status onnxm_arena_tensor(onnxm_arena *a, onnxm_dtype dtype, size_t rank,
                                          const int64_t *dims, onnxm_tensor **out,
                                          onnxm_error *err);
/** Gives every cached block back to the system; blocks in use are kept.
 *  @return the bytes given back (0 for NULL). */
ONNXM_API size_t onnxm_arena_trim(onnxm_arena *a);

typedef struct onnxm_arena_stats {
    size_t in_use;        /* bytes of blocks held by tensors (callers' or runs') */
    size_t cached;        /* bytes of freed blocks kept for reuse */
    size_t reserved;      /* bytes runs in progress have reserved, not yet used */
    size_t peak_in_use;   /* the most bytes in use at once */
    size_t blocks_in_use, blocks_cached;
    uint64_t allocations; /* blocks obtained from the system */
    uint64_t reuses;      /* requests served from the cache */
} onnxm_arena_stats;

/** Fills *stats (zeros for a NULL arena). */
ONNXM_API void onnxm_arena_get_stats(const onnxm_arena *a, onnxm_arena_stats *stats);

/* ------------------------------------------------------------------ models */
typedef struct onnxm_model onnxm_model;

/** Loads, validates and plans a model: every node resolved to an operator
 *  version from the model's opset import, types checked, graph sorted. */
ONNXM_API onnxm_status onnxm_model_load_file(const char *path, onnxm_model **out,
                                             onnxm_error *err);
ONNXM_API onnxm_status onnxm_model_load_buffer(const void *data, size_t size,
                                               onnxm_model **out, onnxm_error *err);
ONNXM_API void onnxm_model_free(onnxm_model *m);

/* Description of a graph input or output.  dims[i] is -1 for a symbolic or
 * unknown dimension (dim_param names it); rank is -1 if the shape is unknown. */
typedef struct onnxm_value_info {
    const char *name;
    onnxm_dtype dtype;
    int64_t rank;
    const int64_t *dims;
    const char *const *dim_params; /* NULL entries for numeric dims */
} onnxm_value_info;

ONNXM_API size_t onnxm_model_input_count(const onnxm_model *m);
ONNXM_API size_t onnxm_model_output_count(const onnxm_model *m);
ONNXM_API onnxm_status onnxm_model_input_info(const onnxm_model *m, size_t i,
                                              onnxm_value_info *info);
ONNXM_API onnxm_status onnxm_model_output_info(const onnxm_model *m, size_t i,
                                               onnxm_value_info *info);

/** Runs the model.  inputs[i] is the tensor for the graph input named
 *  input_names[i]; every graph input that is not an initializer must be
 *  given.  On success outputs[j] receives a new tensor (caller frees) for the
 *  j-th graph output, in graph order; outputs must have room for
 *  onnxm_model_output_count() pointers. */
ONNXM_API onnxm_status onnxm_model_run(const onnxm_model *m, size_t n_inputs,
                                       const char *const *input_names,
                                       const onnxm_tensor *const *inputs,
                                       onnxm_tensor **outputs, onnxm_error *err);

/** As onnxm_model_run(), with each node's kernel split across `pool`'s
 *  threads when its tensor is large enough (pool may be NULL). */
ONNXM_API onnxm_status onnxm_model_run_pool(const onnxm_model *m, onnxm_threadpool *pool,
                                            size_t n_inputs, const char *const *input_names,
                                            const onnxm_tensor *const *inputs,
                                            onnxm_tensor **outputs, onnxm_error *err);

/* --------------------------------------------------------------- sessions */
/* A session is a loaded model ready to run many times, from any number of
 * threads at once: onnxm_session_run() takes a const session.  The model's
 * run plan was made at load (each node's kernel resolved, its buffers and
 * in-place writes decided); a run binds its inputs, checks them and runs
 * the plan.  Intermediates and library-owned outputs come from the
 * session's arena (see arenas above), so a run repeated on same-sized
 * inputs reuses the blocks of the last one instead of touching new memory.
 * No function keeps global mutable state. */
typedef struct onnxm_session onnxm_session;

typedef struct onnxm_session_options {
    /* Threads for large tensors: 0 or 1 runs kernels on the calling thread
     * only; n > 1 starts a pool of n threads owned by the session.  A pool
     * serialises the runs that use it; runs whose tensors are too small to
     * split never touch it (no lock), so small requests from many threads
     * proceed in parallel. */
    size_t threads;
    /* A pool to use instead of starting one (borrowed: it must outlive the
     * session); overrides `threads`. */
    onnxm_threadpool *pool;
    /* Memory cap in bytes, 0 for none.  At load: the parsed model plus its
     * initializers (external data included).  At run: the session's arena
     * -- blocks in use (by runs in progress and by outputs the caller still
     * holds) plus cached blocks; a run reserves the most its plan will hold
     * at once before anything is allocated, cached blocks are given back to
     * make room, and a run that still does not fit is refused with
     * ONNXM_ERR_LIMIT. */
    size_t memory_limit;
    /* Directory that external tensor data (TensorProto data_location =
     * EXTERNAL) is read from when a model is loaded from a buffer; NULL
     * refuses external data there.  Models loaded from a file read it
     * relative to the file's own directory and ignore this. */
    const char *external_data_dir;
    /* Bytes of freed blocks the session's arena keeps for reuse:
     * ONNXM_ARENA_CACHE_AUTO (the default: as much as was in use at once),
     * ONNXM_ARENA_CACHE_NONE (every block goes back to the system when
     * released), ONNXM_ARENA_CACHE_UNLIMITED, or a byte count. */
    size_t arena_cache_limit;
    /* An arena to share instead of the session's own (the session holds a
     * handle on it, so it may be freed first); its own cap and cache limit
     * then apply to runs, and memory_limit to the load only. */
    onnxm_arena *arena;
} onnxm_session_options;

/** Sets the defaults: calling thread only, no memory cap, no external data
 *  directory, an arena of the session's own with ONNXM_ARENA_CACHE_AUTO.
 *  A NULL options pointer means the same everywhere. */
ONNXM_API void onnxm_session_options_init(onnxm_session_options *opts);

/** As onnxm_model_load_file/_buffer, with the memory cap and external data
 *  directory of opts (NULL: defaults). */
ONNXM_API onnxm_status onnxm_model_load_file_opts(const char *path,
                                                  const onnxm_session_options *opts,
                                                  onnxm_model **out, onnxm_error *err);
ONNXM_API onnxm_status onnxm_model_load_buffer_opts(const void *data, size_t size,
                                                    const onnxm_session_options *opts,
                                                    onnxm_model **out, onnxm_error *err);

/** A session over an already loaded model (borrowed: the model must
 *  outlive the session; several sessions may share one model). */
ONNXM_API onnxm_status onnxm_session_create(const onnxm_model *m,
                                            const onnxm_session_options *opts,
                                            onnxm_session **out, onnxm_error *err);
/** Loads a model from a file or a memory buffer into a session that owns
 *  it.  External data of a file model is read from the file's directory. */
ONNXM_API onnxm_status onnxm_session_create_file(const char *path,
                                                 const onnxm_session_options *opts,
                                                 onnxm_session **out, onnxm_error *err);
ONNXM_API onnxm_status onnxm_session_create_buffer(const void *data, size_t size,
                                                   const onnxm_session_options *opts,
                                                   onnxm_session **out, onnxm_error *err);
/** Frees the session (and the model and pool it owns) and drops its handle
 *  on its arena: tensors its runs returned stay valid until freed.  NULL is
 *  accepted.  No run may be in progress. */
ONNXM_API void onnxm_session_free(onnxm_session *s);
/** The session's model, for onnxm_model_input_info() and friends. */
ONNXM_API const onnxm_model *onnxm_session_model(const onnxm_session *s);
/** The session's arena (borrowed), for onnxm_arena_get_stats(); NULL for a
 *  NULL session. */
ONNXM_API onnxm_arena *onnxm_session_arena(const onnxm_session *s);
/** Gives the cached blocks of the session's arena back to the system (as
 *  onnxm_arena_trim()); safe while other threads run the session.
 *  @return the bytes given back. */
ONNXM_API size_t onnxm_session_trim(const onnxm_session *s);

/**
 * Runs the model once.  Safe to call from several threads at once on the
 * same session.
 *
 * inputs[i] is the tensor for the graph input named input_names[i] (a view
 * made with onnxm_tensor_wrap() avoids any copy); every graph input without
 * a default must be given.  outputs has onnxm_model_output_count() entries
 * in graph order:
 *   - outputs[j] == NULL: the run stores a new tensor there (caller frees);
 *   - outputs[j] != NULL: a caller-owned tensor (e.g. a view) of the output's
 *     exact type and shape that the result is written into; it must not
 *     overlap any input.  A run of a one-node model into caller-owned
 *     outputs allocates nothing.
 * On failure the tensors the run created are freed and their entries reset
 * to NULL; caller-owned outputs stay the caller's, contents unspecified.
 * @return ONNXM_OK; ONNXM_ERR_INVALID_ARGUMENT (unknown, missing or repeated
 *         input), ONNXM_ERR_TYPE_MISMATCH / ONNXM_ERR_SHAPE_MISMATCH (input
 *         or caller output not as declared, with expected and got),
 *         ONNXM_ERR_UNSUPPORTED_TYPE (an untyped input the node's version
 *         does not accept; node named), ONNXM_ERR_LIMIT (memory cap),
 *         ONNXM_ERR_OUT_OF_MEMORY.
 */
ONNXM_API onnxm_status onnxm_session_run(const onnxm_session *s, size_t n_inputs,
                                         const char *const *input_names,
                                         const onnxm_tensor *const *inputs,
                                         onnxm_tensor **outputs, onnxm_error *err);

/* A tensor as plain values, for callers that hold arrays rather than
 * onnxm_tensor handles (language bindings): onnxm_session_run_buffers()
 * binds, runs and hands back every output in one call, with no handle to
 * make or free per input. */
typedef struct onnxm_buffer {
    void *data;        /* the elements in C order (any alignment) */
    onnxm_dtype dtype;
    size_t rank;
    int64_t dims[ONNXM_MAX_RANK];
    /* Outputs the run allocated: the tensor that owns data (an arena block
     * of the session's), which the caller frees with onnxm_tensor_free();
     * NULL otherwise. */
    onnxm_tensor *tensor;
} onnxm_buffer;

/**
 * onnxm_session_run() on plain buffers.  inputs[i] describes the graph
 * input named input_names[i] (the memory is borrowed, never copied).
 * outputs has onnxm_model_output_count() entries in graph order:
 *   - outputs[j].data == NULL: the run allocates the output and fills in
 *     data, dtype, rank, dims and tensor;
 *   - outputs[j].data != NULL: the caller's memory of the given dtype, rank
 *     and dims, which the result is written into (tensor is set to NULL).
 * Same checks, errors and thread safety as onnxm_session_run(); on failure
 * every tensor field is NULL (nothing to free).
 */
ONNXM_API onnxm_status onnxm_session_run_buffers(const onnxm_session *s, size_t n_inputs,
                                                 const char *const *input_names,
                                                 const onnxm_buffer *inputs,
                                                 onnxm_buffer *outputs, onnxm_error *err);

/* Introspection used by `onnxm info`. */
ONNXM_API size_t onnxm_model_opset_count(const onnxm_model *m);
ONNXM_API onnxm_status onnxm_model_opset(const onnxm_model *m, size_t i,
                                         const char **domain, int64_t *version);
ONNXM_API size_t onnxm_model_node_count(const onnxm_model *m);
/** Node i in execution order: its name, op (the form its attributes select,
 *  where they select one: onnxm_op_select()), resolved version and element
 *  type. */
ONNXM_API onnxm_status onnxm_model_node(const onnxm_model *m, size_t i, const char **name,
                                        onnxm_op *op, int *since_version,
                                        onnxm_dtype *dtype);
/** How many attributes node i (execution order) carries in the model. */
ONNXM_API size_t onnxm_model_node_attribute_count(const onnxm_model *m, size_t i);
/** The j-th attribute of node i as the model gives it (each was checked at
 * load against onnxm_op_attribute()): its name (borrowed from the model) and
 * its value as text into value[size] ("tanh", "0.5", "[0, 1]"), cut short
 * with "..." where it does not fit.
 * @return ONNXM_OK, or ONNXM_ERR_INVALID_ARGUMENT (no such node or
 *         attribute; value NULL with size > 0). */
ONNXM_API onnxm_status onnxm_model_node_attribute(const onnxm_model *m, size_t i, size_t j,
                                                  const char **name, char *value, size_t size);

/* What the model says about itself (onnxruntime's get_modelmeta()).  The
 * strings are borrowed from the model (valid while it lives), "" where
 * the file has none. */
typedef struct onnxm_model_metadata {
    const char *producer_name, *producer_version;
    const char *domain;
    const char *doc_string;       /* ModelProto.doc_string: the description */
    const char *graph_name;
    const char *graph_doc_string; /* GraphProto.doc_string */
    int64_t model_version;        /* 0 if absent */
    int64_t ir_version;           /* 0 if absent */
    size_t n_props;               /* custom metadata_props entries */
} onnxm_model_metadata;

/** Fills *md.  @return ONNXM_ERR_INVALID_ARGUMENT for a NULL argument. */
ONNXM_API onnxm_status onnxm_model_get_metadata(const onnxm_model *m, onnxm_model_metadata *md);
/** The i-th custom metadata entry (file order; a key may repeat).
 *  @return ONNXM_ERR_INVALID_ARGUMENT if i >= md.n_props. */
ONNXM_API onnxm_status onnxm_model_metadata_prop(const onnxm_model *m, size_t i,
                                                 const char **key, const char **value);

/* Graph inputs that have an initializer as default value: these are not
 * counted by onnxm_model_input_count(), but a run accepts them by name to
 * override the default (onnxruntime's get_overridable_initializers()). */
ONNXM_API size_t onnxm_model_default_input_count(const onnxm_model *m);
ONNXM_API onnxm_status onnxm_model_default_input_info(const onnxm_model *m, size_t i,
                                                      onnxm_value_info *info);

#ifdef __cplusplus
}
#endif
#endif /* ONNXM_H */
