/* pb_budget.h -- a protobuf-c allocator that counts what it hands out and
 * refuses to go past a memory cap.
 *
 * A few bytes on the wire can ask for much more memory once unpacked: an
 * empty NodeProto is 2 bytes and its struct ~100, a packed int64 of 0 is
 * 1 byte and unpacks to 8.  So the size of a model or tensor file alone
 * does not bound its parse; parsing through this allocator does, and a
 * refused allocation makes protobuf-c fail cleanly (unpack returns NULL),
 * after which `exceeded` tells a cap from a malformed message. */
#ifndef ONNXM_PB_BUDGET_H
#define ONNXM_PB_BUDGET_H

#include <stddef.h>

#include <protobuf-c/protobuf-c.h>

typedef struct {
    size_t used;  /* bytes currently allocated, headers included */
    size_t limit; /* 0: none */
    int exceeded; /* an allocation was refused for the cap */
} pb_budget;

/* Sets *b to an empty budget of `limit` bytes and *a to allocate from it. */
void pb_budget_init(pb_budget *b, ProtobufCAllocator *a, size_t limit);
/* Frees p (NULL: nothing), allocated from b, and counts it back. */
void pb_budget_free(pb_budget *b, void *p);

#endif
