/* pb_budget.c -- see pb_budget.h. */
#include "tensor/pb_budget.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Each block is prefixed by its size so that free can count it back; 16
 * bytes keep the caller's pointer aligned for any type. */
#define BUDGET_HEADER 16

static void *budget_alloc(void *data, size_t size)
{
    pb_budget *b = data;
    if (size > SIZE_MAX - BUDGET_HEADER - b->used)
        return NULL;
    if (b->limit != 0 && b->used + size + BUDGET_HEADER > b->limit) {
        b->exceeded = 1;
        return NULL;
    }
    unsigned char *p = malloc(size + BUDGET_HEADER);
    if (p == NULL)
        return NULL;
    memcpy(p, &size, sizeof size);
    b->used += size + BUDGET_HEADER;
    return p + BUDGET_HEADER;
}

void pb_budget_free(pb_budget *b, void *ptr)
{
    size_t size;
    if (ptr == NULL)
        return;
    unsigned char *p = (unsigned char *)ptr - BUDGET_HEADER;
    memcpy(&size, p, sizeof size);
    b->used -= size + BUDGET_HEADER;
    free(p);
}

static void budget_free(void *data, void *ptr) { pb_budget_free(data, ptr); }

void pb_budget_init(pb_budget *b, ProtobufCAllocator *a, size_t limit)
{
    b->used = 0;
    b->limit = limit;
    b->exceeded = 0;
    a->alloc = budget_alloc;
    a->free = budget_free;
    a->allocator_data = b;
}
