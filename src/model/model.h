/* model.h -- the loaded model: values, nodes in execution order, graph
 * inputs and outputs.  Private to src/model/. */
#ifndef ONNXM_MODEL_H
#define ONNXM_MODEL_H

#include "core/ops.h"
#include "kernels/kernels.h"
#include "tensor/tensor_internal.h"
#include "model/name_map.h"
#include "tensor/pb_budget.h"
#include "onnxm_onnx.pb-c.h"

#define MODEL_NONE SIZE_MAX /* "no node" / "no value" */

/* A shape as declared by a ValueInfoProto or taken from an initializer. */
typedef struct {
    int64_t rank;              /* -1: unknown */
    int64_t *dims;             /* -1 for a symbolic or unknown dim */
    const char *const *params; /* dim_param per dim, NULL for numeric ones */
} model_shape;

/* One named value of the graph: a graph input, an initializer (possibly
 * also a graph input, then the caller may override it), or a node output. */
typedef struct {
    const char *name;          /* points into the kept ModelProto */
    int is_input;
    int is_output;             /* listed in graph.output */
    onnxm_tensor *initializer; /* owned; NULL if not an initializer */
    size_t producer;           /* node (execution order) or MODEL_NONE */
    size_t last_use;           /* last node reading it, or MODEL_NONE */
    int32_t elem_type;         /* ONNX code, 0 while unknown */
    const model_shape *shape;  /* best known shape, never NULL */
    model_shape own_shape;     /* for initializers: their dims */
    size_t root;               /* the graph input or initializer whose shape
                                * and type this value has (element-wise ops) */
    size_t input_index;        /* in onnxm_model.inputs, or MODEL_NONE */
    size_t output_index;       /* first graph output it is, or MODEL_NONE */
} model_value;

typedef struct {
    const Onnx__NodeProto *proto;
    size_t file_index;         /* position in graph.node, for messages */
    onnxm_op op;
    const onnxm_op_version *version;
    size_t input, output;      /* value indices */
    int32_t elem_type;         /* ONNX code, 0 if only known at run time */
} model_node;

/* A graph input or output with what its ValueInfoProto declares. */
typedef struct {
    size_t value;
    int32_t elem_type; /* declared, 0 if not */
    model_shape shape; /* declared, rank -1 if not */
    unsigned char is_copy; /* outputs: not written by a node into its own
                            * tensor (an input or initializer passed
                            * through, or a value listed twice): copied */
} model_io;

/* ------------------------------------------------------------- the plan */

/* Where a step writes, and what it releases after (model_plan.c). */
enum { PLAN_DST_NEW, PLAN_DST_INPUT, PLAN_DST_CALLER };
typedef struct {
    unsigned char dst;         /* PLAN_DST_*: a new block, the input's block
                                * (in place), the caller's tensor */
    unsigned char release_in;  /* the input's block goes back after the step */
    unsigned char release_out; /* the output's block goes back after the step */
} plan_action;

/* One step of the run plan, made at load: a node with its kernel resolved
 * (ISA chosen once), the value slots it reads and writes, and what it does
 * with memory.  act[0] holds when the step's output is the run's to
 * allocate, act[1] when it goes into a tensor the caller supplied (only
 * steps that write a graph output have one). */
typedef struct {
    onnxm_kernel_ref kernel;   /* .fn NULL: the input's type is only known
                                * at run (untyped graph input) */
    size_t node;               /* in m->nodes, for messages */
    size_t in, out;            /* value slots */
    size_t root;               /* the value whose bound tensor has this step's
                                * type and shape (element-wise: the input's) */
    size_t output;             /* graph output the caller may supply, or MODEL_NONE */
    plan_action act[2];
} plan_step;



struct onnxm_model {
    Onnx__ModelProto *proto; /* kept: names point into it */
    ProtobufCAllocator pb_alloc; /* proto's allocator (counts into budget) */
    pb_budget budget;        /* counts the proto against the memory cap */
    char *dir;               /* external data directory, NULL: refused */
    size_t data_bytes;       /* bytes of initializer data held */
    int64_t opset;           /* of the default domain ("" / "ai.onnx") */

    size_t n_values;
    model_value *values;
    name_map names;          /* value name -> index */

    size_t n_nodes;
    model_node *nodes;       /* in execution order once sorted */
    plan_step *steps;        /* n_nodes, the run plan (model_plan.c) */
    int untyped_steps;       /* some steps resolve their kernel at run */
    int chain;               /* the steps are one chain (model_plan.c) */

    size_t n_inputs;
    model_io *inputs;        /* all graph inputs, file order */
    size_t n_required;
    size_t *required;        /* indices into inputs[] without a default */
    size_t n_outputs;
    model_io *outputs;
};

/* The files of the model layer call one way: model_load.c (parse, opset)
 * -> model_graph.c (values, sort, types) -> model_node.c (one node: op,
 * version, checks, and the messages that name nodes and types); the plan,
 * run and session files sit on top and call into graph and node only. */

/* "node 'name' (#3, Sqrt)" or "node #3 (Sqrt)" for messages (model_node.c). */
const char *model_node_label(const Onnx__NodeProto *node, size_t index, char *buf, size_t size);

/* Element-type name for messages: onnxm's or ONNX's name for the code
 * (model_node.c). */
const char *model_type_name(int32_t code, char *buf, size_t size);

/* Builds values, nodes, inputs and outputs from model->proto->graph, sorts
 * the nodes, propagates and checks element types (model_graph.c).
 * Initializers count against m->budget. */
onnxm_status model_build_graph(onnxm_model *m, onnxm_error *err);

/* Makes the run plan m->steps from the checked graph (model_plan.c). */
onnxm_status model_build_plan(onnxm_model *m, onnxm_error *err);

/* Resolves one node's op and version from the opset and checks its domain,
 * attributes and input/output counts (model_node.c). */
onnxm_status model_resolve_node(const onnxm_model *m, const Onnx__NodeProto *proto,
                                size_t file_index, model_node *node, onnxm_error *err);

/* One run (model_run.c): the engine behind onnxm_session_run and
 * onnxm_model_run[_pool].  Intermediates and library-owned outputs come
 * from arena (its cap applies), or from plain allocations when it is NULL. */
onnxm_status model_run(const onnxm_model *m, onnxm_threadpool *pool, onnxm_arena *arena,
                       size_t n_inputs, const char *const *input_names,
                       const onnxm_tensor *const *inputs, onnxm_tensor **outputs,
                       onnxm_error *err);

/* Checks that a node's version accepts elem_type; ONNXM_ERR_UNSUPPORTED_TYPE
 * with node, op, version, opset and type named otherwise. */
onnxm_status model_check_node_type(const onnxm_model *m, const model_node *node,
                                   int32_t elem_type, onnxm_error *err);

#endif
