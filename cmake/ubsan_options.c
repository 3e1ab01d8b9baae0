/* ubsan_options.c -- linked into every program of the
 * sanitizer builds (ONNXM_SANITIZE, ONNXM_FUZZ; CMakeLists.txt), never
 * into a release build.
 *
 * Those builds compile UBSan's pointer-overflow checks recoverable
 * (-fsanitize-recover=pointer-overflow): made fatal at compile time, they
 * make clang's loop passes (IndVarSimplify) take minutes over the kernels.
 * UBSan reads this hook at start-up: halt_on_error=1 makes a recoverable
 * report end the program all the same, with the exit status UBSan reports
 * with, however the program was started (CTest, pytest, libFuzzer, by
 * hand); UBSAN_OPTIONS in the environment still overrides it. */
const char *__ubsan_default_options(void);
const char *__ubsan_default_options(void) { return "halt_on_error=1:print_stacktrace=1"; }
