/* name_map.h -- string -> index hash map for graph value names.
 *
 * Open addressing with linear probing; keys are borrowed (not copied), so
 * they must outlive the map.  Graphs can have many thousands of values, so
 * lookups must not be linear scans. */
#ifndef ONNXM_NAME_MAP_H
#define ONNXM_NAME_MAP_H

#include <stddef.h>

#include "onnxm.h"

typedef struct {
    size_t capacity; /* power of two, at least twice the number of keys */
    const char **keys;
    size_t *indices;
} name_map;

/* Room for up to max_keys keys; ONNXM_ERR_OUT_OF_MEMORY / ONNXM_ERR_LIMIT. */
onnxm_status name_map_init(name_map *map, size_t max_keys);
void name_map_free(name_map *map);
/* The index stored for key, or SIZE_MAX. */
size_t name_map_find(const name_map *map, const char *key);
/* Adds key -> index; the caller checks first that key is absent and that
 * no more than max_keys keys are added. */
void name_map_insert(name_map *map, const char *key, size_t index);

#endif
