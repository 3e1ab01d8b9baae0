/* test_external_data.c -- initializers whose data lives in another file:
 * read (small) and mapped (large) ranges give the right values, a large
 * range is a mapping of the file (not a copy), and every way out of the
 * model's directory or the file is refused with its status and message:
 * an absolute path, '..' in any component, a symlinked file, a symlinked
 * intermediate directory (leading out or not), a FIFO.  CTest runs it
 * twice: as is (openat2 where the kernel has it) and with
 * ONNXM_TEST_EXTERNAL_WALK=1 (the component-by-component fallback). */
#define _GNU_SOURCE /* mkdtemp, symlink, mkfifo, syscall */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <linux/fs.h> /* RENAME_EXCHANGE */
#include <sys/syscall.h>
#include <unistd.h>

#include "model_builder.h"
#include "model_testutil.h"

static char root[64];      /* mkdtemp: <root>/model holds the models */
static char model_dir[128];
static char outside[128];  /* <root>/outside: not the model's directory */

#define N_BIG 100000 /* 400 KB of floats: mapped */
#define N_SMALL 16   /* read */

static void path_in(char *buf, size_t size, const char *dir, const char *name)
{
    snprintf(buf, size, "%s/%s", dir, name);
}

static void write_floats(const char *dir, const char *name, size_t n, float offset)
{
    char path[256];
    float *x = malloc(n * sizeof *x);
    for (size_t i = 0; i < n; i++)
        x[i] = offset + (float)i;
    path_in(path, sizeof path, dir, name);
    MT_CHECK(mb_write_file(path, x, n * sizeof *x) == 0, "wrote %s", path);
    free(x);
}

/* Writes <model_dir>/<file> for y = Sqrt(w) with w as described. */
static void write_model(const char *file, size_t n, const char *location, const char *offset,
                        const char *length)
{
    mb_external_spec w = {"w", ONNXM_FLOAT, {1, {(int64_t)n}}, location, offset, length};
    size_t size;
    char path[256];
    unsigned char *buf = mb_external(ONNXM_OP_SQRT, &w, &size);
    path_in(path, sizeof path, model_dir, file);
    MT_CHECK(buf != NULL && mb_write_file(path, buf, size) == 0, "wrote %s", path);
    free(buf);
}

static onnxm_status load(const char *file, size_t limit, onnxm_session **s, onnxm_error *err)
{
    char path[256];
    onnxm_session_options opts;
    onnxm_session_options_init(&opts);
    opts.memory_limit = limit;
    path_in(path, sizeof path, model_dir, file);
    *s = NULL;
    return onnxm_session_create_file(path, &opts, s, err);
}

/* Runs the session and checks y[i] = sqrt(offset + i) for the first n. */
static void check_values(onnxm_session *s, size_t n, float offset, const char *what)
{
    onnxm_tensor *y = NULL;
    onnxm_error err = {0};
    MT_OK(what, onnxm_session_run(s, 0, NULL, NULL, &y, &err), &err);
    if (y == NULL)
        return;
    MT_CHECK(onnxm_tensor_count(y) == n, "%s: %zu values", what, onnxm_tensor_count(y));
    const float *got = onnxm_tensor_data(y);
    size_t bad = 0;
    for (size_t i = 0; i < n && i < onnxm_tensor_count(y); i++) {
        float want, xi = offset + (float)i;
        onnxm_unary(ONNXM_OP_SQRT, ONNXM_FLOAT, &xi, &want, 1);
        bad += memcmp(&got[i], &want, sizeof want) != 0;
    }
    MT_CHECK(bad == 0, "%s: %zu wrong values", what, bad);
    onnxm_tensor_free(y);
}

/* 1 if this process maps a file whose path ends in name. */
static int is_mapped(const char *name)
{
    char line[1024];
    int found = 0;
    FILE *f = fopen("/proc/self/maps", "r");
    if (f == NULL)
        return -1;
    while (!found && fgets(line, sizeof line, f) != NULL) {
        size_t n = strlen(line), m = strlen(name);
        while (n > 0 && line[n - 1] == '\n')
            line[--n] = '\0';
        found = n >= m && strcmp(line + n - m, name) == 0;
    }
    fclose(f);
    return found;
}

static void test_reads(void)
{
    onnxm_session *s;
    onnxm_error err = {0};
    write_model("big.onnx", N_BIG, "weights_big.bin", NULL, NULL);
    MT_OK("load mapped", load("big.onnx", 0, &s, &err), &err);
    MT_CHECK(is_mapped("/weights_big.bin") == 1, "a large range is a mapping of the file");
    check_values(s, N_BIG, 0.0f, "run mapped");
    onnxm_session_free(s);
    MT_CHECK(is_mapped("/weights_big.bin") == 0, "mapping released with the model");

    /* offset 4 bytes = 1 float in, misaligned for the page: 2nd element on */
    write_model("small.onnx", N_SMALL, "./weights_small.bin", "4", "64" /* 16 floats */);
    MT_OK("load read", load("small.onnx", 0, &s, &err), &err);
    check_values(s, N_SMALL, 1.0f, "run read, offset, './' first");
    onnxm_session_free(s);

    write_model("nested.onnx", N_SMALL, "sub//deeper/./weights_sub.bin", NULL, NULL);
    MT_OK("load from a subdirectory", load("nested.onnx", 0, &s, &err), &err);
    check_values(s, N_SMALL, 5.0f, "run nested");
    onnxm_session_free(s);

    /* From a buffer: only with a directory given. */
    size_t size;
    mb_external_spec w = {"w", ONNXM_FLOAT, {1, {N_SMALL}}, "weights_small.bin", NULL, NULL};
    unsigned char *buf = mb_external(ONNXM_OP_SQRT, &w, &size);
    onnxm_session_options opts;
    onnxm_session_options_init(&opts);
    MT_EXPECT("buffer without a directory", onnxm_session_create_buffer(buf, size, &opts, &s, &err),
              &err, ONNXM_ERR_INVALID_ARGUMENT, "initializer 'w'",
              "only be read for a model loaded from a file");
    opts.external_data_dir = model_dir;
    MT_OK("buffer with external_data_dir", onnxm_session_create_buffer(buf, size, &opts, &s, &err),
          &err);
    check_values(s, N_SMALL, 0.0f, "run buffer model");
    onnxm_session_free(s);
    free(buf);
}

static void expect_refused(const char *what, const char *location, const char *offset,
                           const char *length, size_t limit, onnxm_status want, const char *msg)
{
    onnxm_session *s;
    onnxm_error err = {0};
    write_model("refused.onnx", N_SMALL, location, offset, length);
    MT_EXPECT(what, load("refused.onnx", limit, &s, &err), &err, want, "initializer 'w'", msg);
    MT_CHECK(s == NULL, "%s: no session", what);
}

static void test_refusals(void)
{
    char abs_path[256];
    path_in(abs_path, sizeof abs_path, model_dir, "weights_small.bin");
    expect_refused("absolute path", abs_path, NULL, NULL, 0, ONNXM_ERR_INVALID_MODEL,
                   "is an absolute path");
    /* '..' in the first, a middle and the last component, climbing out or not */
    static const char *const dotdot[][2] = {
        {"../outside/w.bin", "'../outside/w.bin' leaves the model's directory"},
        {"sub/../../outside/w.bin", "leaves the model's directory"},
        {"..", "'..' leaves the model's directory"},
        {"sub/../weights_small.bin", "'sub/../weights_small.bin' has a '..' component"},
        {"sub//..//weights_small.bin", "has a '..' component"},
        {"sub/deeper/..", "'sub/deeper/..' has a '..' component"}};
    for (size_t i = 0; i < sizeof dotdot / sizeof dotdot[0]; i++)
        expect_refused("'..' component", dotdot[i][0], NULL, NULL, 0, ONNXM_ERR_INVALID_MODEL,
                       dotdot[i][1]);
    static const char *const links[] = {"link_out.bin", "link_inside.bin", "dir_out/w.bin",
                                        "dir_inside/deeper/weights_sub.bin",
                                        "sub/deeper_link/weights_sub.bin", "sub/link_up"};
    for (size_t i = 0; i < sizeof links / sizeof links[0]; i++)
        expect_refused("symlink on the way", links[i], NULL, NULL, 0, ONNXM_ERR_INVALID_MODEL,
                       "is or goes through a symbolic link, which is refused");
    expect_refused("a FIFO (refused, not waited on)", "fifo", NULL, NULL, 0,
                   ONNXM_ERR_INVALID_MODEL, "is not a regular file");
    expect_refused("a file as a directory", "weights_small.bin/w.bin", NULL, NULL, 0,
                   ONNXM_ERR_IO, "cannot open external data file");
    expect_refused("range beyond the end", "weights_small.bin", "32", NULL, 0,
                   ONNXM_ERR_INVALID_MODEL, "is beyond the end of 'weights_small.bin' (68 bytes)");
    expect_refused("offset beyond the end", "weights_small.bin", "1000", "64", 0,
                   ONNXM_ERR_INVALID_MODEL, "beyond the end");
    expect_refused("huge offset", "weights_small.bin", "18446744073709551615", "64", 0,
                   ONNXM_ERR_INVALID_MODEL, "beyond the end");
    expect_refused("length mismatch", "weights_small.bin", NULL, "60", 0, ONNXM_ERR_PARSE,
                   "needs 64 bytes of external data, length is 60");
    expect_refused("bad offset", "weights_small.bin", "12x", NULL, 0, ONNXM_ERR_PARSE,
                   "offset '12x' is not a byte count");
    expect_refused("missing file", "nope.bin", NULL, NULL, 0, ONNXM_ERR_IO,
                   "cannot open external data file");
    expect_refused("a directory", "sub", NULL, NULL, 0, ONNXM_ERR_INVALID_MODEL,
                   "is not a regular file");
    expect_refused("no location", NULL, NULL, NULL, 0, ONNXM_ERR_PARSE,
                   "external data has no location");
    onnxm_session *s;
    onnxm_error err = {0};
    MT_EXPECT("over the memory cap", load("big.onnx", 65536, &s, &err), &err, ONNXM_ERR_LIMIT,
              "initializer 'w'", "tensor needs 400000 bytes", "memory limit of 65536 bytes");
}

/* A directory on the way swapped for a link to outside, and back, as fast
 * as possible while the model loads again and again: a load may fail (it
 * met the link), but it must never read the outside file. */
static atomic_int stop_swapping;

static void *swapper(void *arg)
{
    (void)arg;
    char a[256], b[256];
    path_in(a, sizeof a, model_dir, "swap");
    path_in(b, sizeof b, model_dir, "swap_alt");
    while (!atomic_load(&stop_swapping))
        syscall(SYS_renameat2, AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE);
    return NULL;
}

static void test_swap_race(void)
{
    char dir[256], link[256];
    path_in(dir, sizeof dir, model_dir, "swap");
    path_in(link, sizeof link, model_dir, "swap_alt");
    mkdir(dir, 0700);
    write_floats(dir, "w.bin", N_SMALL, 99.0f); /* y[1] = sqrt(100) = 10 */
    MT_CHECK(symlink(outside, link) == 0, "symlink");
    if (syscall(SYS_renameat2, AT_FDCWD, dir, AT_FDCWD, link, RENAME_EXCHANGE) != 0 ||
        syscall(SYS_renameat2, AT_FDCWD, dir, AT_FDCWD, link, RENAME_EXCHANGE) != 0) {
        printf("info swap race: not run (renameat2 RENAME_EXCHANGE: %s)\n", strerror(errno));
        return;
    }
    write_model("swap.onnx", N_SMALL, "swap/w.bin", NULL, NULL);
    pthread_t th;
    atomic_store(&stop_swapping, 0);
    pthread_create(&th, NULL, swapper, NULL);
    size_t loads = 0, refused = 0, outside_read = 0;
    double end = mt_now() + 1.0;
    while (mt_now() < end) {
        onnxm_session *s;
        onnxm_error err = {0};
        loads++;
        if (load("swap.onnx", 0, &s, &err) != ONNXM_OK) {
            refused++;
            continue;
        }
        onnxm_tensor *y = NULL;
        if (onnxm_session_run(s, 0, NULL, NULL, &y, &err) == ONNXM_OK) {
            /* inside: 99, 100, ... so y[1] = 10; outside: 0, 1, ... */
            outside_read += ((const float *)onnxm_tensor_data(y))[1] != 10.0f;
            onnxm_tensor_free(y);
        }
        onnxm_session_free(s);
    }
    atomic_store(&stop_swapping, 1);
    pthread_join(th, NULL);
    printf("info swap race: %zu loads, %zu refused on the link, %zu read outside\n", loads,
           refused, outside_read);
    MT_CHECK(outside_read == 0, "a load read the file outside the model's directory");
    MT_CHECK(refused < loads, "some loads went through the directory");
}

int main(void)
{
    char path[256], target[256];
    snprintf(root, sizeof root, "/tmp/onnxm_extXXXXXX");
    if (mkdtemp(root) == NULL) {
        perror("mkdtemp");
        return 1;
    }
    path_in(model_dir, sizeof model_dir, root, "model");
    path_in(outside, sizeof outside, root, "outside");
    mkdir(model_dir, 0700);
    mkdir(outside, 0700);
    path_in(path, sizeof path, model_dir, "sub");
    mkdir(path, 0700);
    write_floats(model_dir, "weights_big.bin", N_BIG, 0.0f);
    write_floats(model_dir, "weights_small.bin", N_SMALL + 1, 0.0f); /* 68 bytes */
    write_floats(outside, "w.bin", N_SMALL, 0.0f);
    path_in(path, sizeof path, model_dir, "link_inside.bin");
    MT_CHECK(symlink("weights_small.bin", path) == 0, "symlink");
    path_in(path, sizeof path, model_dir, "link_out.bin");
    path_in(target, sizeof target, outside, "w.bin");
    MT_CHECK(symlink(target, path) == 0, "symlink");
    path_in(path, sizeof path, model_dir, "dir_out");
    MT_CHECK(symlink(outside, path) == 0, "symlink");
    path_in(path, sizeof path, model_dir, "sub/deeper");
    mkdir(path, 0700);
    write_floats(path, "weights_sub.bin", N_SMALL, 5.0f);
    path_in(path, sizeof path, model_dir, "dir_inside");
    MT_CHECK(symlink("sub", path) == 0, "symlink");
    path_in(path, sizeof path, model_dir, "sub/deeper_link");
    MT_CHECK(symlink("deeper", path) == 0, "symlink");
    path_in(path, sizeof path, model_dir, "sub/link_up");
    MT_CHECK(symlink("../weights_small.bin", path) == 0, "symlink");
    path_in(path, sizeof path, model_dir, "fifo");
    MT_CHECK(mkfifo(path, 0600) == 0, "mkfifo");

    const char *walk = getenv("ONNXM_TEST_EXTERNAL_WALK");
    int forced = walk != NULL && strcmp(walk, "1") == 0;
#ifdef SYS_openat2
    /* Does this kernel have openat2?  An invalid call tells: EFAULT (it
     * read the arguments) or ENOSYS/EPERM (absent or filtered). */
    errno = 0;
    long r = syscall(SYS_openat2, AT_FDCWD, NULL, NULL, (size_t)0);
    int have = r < 0 && errno != ENOSYS && errno != EPERM;
#else
    int have = 0;
#endif
    printf("info external data opened by %s\n",
           forced ? "the openat walk (ONNXM_TEST_EXTERNAL_WALK=1)"
           : have ? "openat2 (RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS)"
                  : "the openat walk (this kernel has no usable openat2)");

    test_reads();
    test_refusals();
    test_swap_race();

    char cmd[160];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", root);
    if (system(cmd) != 0)
        printf("warning: could not remove %s\n", root);
    printf("%s: %d failure(s)\n", mt_failures ? "FAILED" : "PASSED", mt_failures);
    return mt_failures != 0;
}
