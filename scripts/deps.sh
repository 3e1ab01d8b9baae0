#!/usr/bin/env bash
# deps.sh -- install the system packages onnxm needs to build and test, if any
# is missing (Debian/Ubuntu).  Runs apt-get only when something is missing, so
# it is fast and needs no privileges on a machine that already has them.
set -euo pipefail

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

missing=()
for p in "${packages[@]}"; do
    # "install ok installed" only; a removed-but-configured package is missing.
    if ! dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q '^install ok installed$'; then
        missing+=("$p")
    fi
done

if [ ${#missing[@]} -eq 0 ]; then
    echo "deps: all system packages present"
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
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
