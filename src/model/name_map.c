/* name_map.c -- see name_map.h. */
#include "model/name_map.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* FNV-1a: short, well spread for identifier-like names. */
static size_t hash_name(const char *s)
{
    uint64_t h = 14695981039346656037u;
    for (; *s != '\0'; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211u;
    return (size_t)h;
}

onnxm_status name_map_init(name_map *map, size_t max_keys)
{
    size_t cap = 16;
    memset(map, 0, sizeof *map);
    while (cap / 2 < max_keys) {
        if (cap > SIZE_MAX / 2 / sizeof(size_t))
            return ONNXM_ERR_LIMIT;
        cap *= 2;
    }
    map->keys = calloc(cap, sizeof map->keys[0]);
    map->indices = calloc(cap, sizeof map->indices[0]);
    if (map->keys == NULL || map->indices == NULL) {
        name_map_free(map);
        return ONNXM_ERR_OUT_OF_MEMORY;
    }
    map->capacity = cap;
    return ONNXM_OK;
}

void name_map_free(name_map *map)
{
    free(map->keys);
    free(map->indices);
    memset(map, 0, sizeof *map);
}

size_t name_map_find(const name_map *map, const char *key)
{
    if (map->capacity == 0)
        return SIZE_MAX;
    size_t mask = map->capacity - 1;
    for (size_t i = hash_name(key) & mask;; i = (i + 1) & mask) {
        if (map->keys[i] == NULL)
            return SIZE_MAX;
        if (strcmp(map->keys[i], key) == 0)
            return map->indices[i];
    }
}

void name_map_insert(name_map *map, const char *key, size_t index)
{
    size_t mask = map->capacity - 1;
    size_t i = hash_name(key) & mask;
    while (map->keys[i] != NULL)
        i = (i + 1) & mask;
    map->keys[i] = key;
    map->indices[i] = index;
}
