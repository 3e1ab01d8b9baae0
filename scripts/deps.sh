#!/usr/bin/env bash
# deps.sh -- install the system packages onnxm needs to build and test, if any
# is missing (Debian/Ubuntu).  Runs apt-get only when something is missing, so
# it is fast and needs no privileges on a machine that already has them.
#   scripts/deps.sh            the native build and tests (make test)
#   scripts/deps.sh --aarch64  the cross build for 64-bit Arm and its tests
#                              under qemu-user (make test-aarch64)
set -euo pipefail

target=native label=
case "${1:-}" in
    "") ;;
    --aarch64) target=aarch64 label=" (aarch64)" ;;
    *) echo "usage: $0 [--aarch64]" >&2; exit 2 ;;
esac

packages=(
    build-essential    # C compiler, make
    cmake
    pkg-config
    libprotobuf-c-dev  # protobuf-c runtime (ONNX model parsing)
    protobuf-c-compiler
    libmpfr-dev        # the tests' correctly rounded oracle
    libgmp-dev
    python3-venv       # .venv for the Python test runner
    clang              # the libFuzzer targets (make fuzz, make test)
    libclang-rt-14-dev # libFuzzer and the sanitizer runtimes for clang
    time               # GNU time: peak RSS of onnxm run (bench/peak_rss.py)
    xz-utils           # make tarball (git archive --format=tar.xz)
    groff-base         # tests: the man page rendered as text (test_install.py)
    man-db             # tests: man --warnings, the man page lint
)
if [ "$target" = aarch64 ]; then
    # cmake/aarch64-linux-gnu.cmake: the cross compiler and its C library,
    # the arm64 multiarch libraries onnxm links (and their runtime, libc6:arm64,
    # which the tests run on), and the emulator.  The native packages above
    # stay needed: protoc-c, cmake and the test venv run on the host.
    packages=(
        gcc-aarch64-linux-gnu
        libc6-dev-arm64-cross
        "qemu-user|qemu-user-static"  # either provides qemu-aarch64
        libc6:arm64
        libprotobuf-c-dev:arm64
        libmpfr-dev:arm64
        libgmp-dev:arm64
    )
fi

installed() {
    # "install ok installed" only; a removed-but-configured package is missing.
    dpkg-query -W -f='${Status}\n' "$1" 2>/dev/null | grep -q '^install ok installed$'
}

missing=()
for alternatives in "${packages[@]}"; do
    found=
    IFS='|' read -r -a names <<<"$alternatives"
    for p in "${names[@]}"; do
        if installed "$p"; then
            found=1
            break
        fi
    done
    [ -n "$found" ] || missing+=("${names[0]}")
done

foreign_missing=
if [ "$target" = aarch64 ] && ! dpkg --print-foreign-architectures | grep -qx arm64; then
    foreign_missing=arm64
fi

if [ ${#missing[@]} -eq 0 ] && [ -z "$foreign_missing" ]; then
    echo "deps: all system packages present${label}"
    exit 0
fi

echo "deps: installing ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
    sudo=()
elif command -v sudo >/dev/null 2>&1; then
    sudo=(sudo -n)  # never prompt: CI has no stdin
else
    echo "deps: error: need root or sudo to install: ${missing[*]}" >&2
    exit 1
fi

export DEBIAN_FRONTEND=noninteractive
if [ -n "$foreign_missing" ]; then
    # the :arm64 packages come from the same mirrors, once dpkg accepts the
    # architecture (apt-get update then fetches its package lists)
    echo "deps: dpkg --add-architecture $foreign_missing"
    "${sudo[@]}" dpkg --add-architecture "$foreign_missing"
fi
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
