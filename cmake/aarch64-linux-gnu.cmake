# aarch64-linux-gnu.cmake -- CMake toolchain file: onnxm for 64-bit Arm Linux,
# cross-compiled on an x86-64 Debian/Ubuntu machine (make test-aarch64).
#
#   cmake -S . -B build-aarch64 -DCMAKE_TOOLCHAIN_FILE=cmake/aarch64-linux-gnu.cmake
#
# What it needs (scripts/deps.sh --aarch64 installs it): Debian's cross
# compiler (gcc-aarch64-linux-gnu, whose C library lives in
# /usr/aarch64-linux-gnu), the arm64 multiarch libraries onnxm links
# (libprotobuf-c-dev:arm64, and libmpfr-dev:arm64 + libgmp-dev:arm64 for the
# tests' oracle, in /usr/lib/aarch64-linux-gnu), and qemu-user to run what
# was built: the build-time generators (the float16/bfloat16 tables, the man
# page) and, through CTest, the tests.  Build-time tools that only read
# source files (protoc-c) are the host's.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(ONNXM_CROSS_TRIPLET aarch64-linux-gnu)

if(NOT CMAKE_C_COMPILER)
  set(CMAKE_C_COMPILER ${ONNXM_CROSS_TRIPLET}-gcc)
endif()

# Headers and libraries: the cross C library's root, then the multiarch
# paths of the host root (/usr/include, /usr/lib/aarch64-linux-gnu), never
# the host's own libraries; programs (protoc-c, qemu) are the host's.
set(CMAKE_FIND_ROOT_PATH /usr/${ONNXM_CROSS_TRIPLET} /)
set(CMAKE_LIBRARY_ARCHITECTURE ${ONNXM_CROSS_TRIPLET})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE BOTH)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# pkg-config (libprotobuf-c.pc) must describe the arm64 library: only the
# multiarch and architecture-independent directories are searched.
set(ENV{PKG_CONFIG_LIBDIR} /usr/lib/${ONNXM_CROSS_TRIPLET}/pkgconfig:/usr/share/pkgconfig)
set(ENV{PKG_CONFIG_PATH} "")

# Every program built here runs through qemu-user (CMake puts the emulator
# in front of custom commands that run a target and of add_test() commands,
# so CTest, and tests/python/test_c_suite.py, which reads CTest's commands,
# run the tests under it).  The programs run on the arm64 multiarch runtime:
# the loader /lib/ld-linux-aarch64.so.1 and libc from libc6:arm64 (which
# libmpfr6:arm64 and libprotobuf-c1:arm64 depend on), the libraries from
# /usr/lib/aarch64-linux-gnu -- the layout of a Debian arm64 system.  Not
# `qemu-aarch64 -L /usr/aarch64-linux-gnu`: that loader is the cross
# toolchain's (libc6-arm64-cross), which then loads the multiarch libc.so.6
# of another build, and a loader and a libc of different builds do not
# work together (the first pthread_create never returns).  The compiler
# still links against the cross toolchain's libc; it is the same glibc
# release.  -cpu max: every architecture feature qemu emulates (Advanced
# SIMD, FP16, SVE); ONNXM_QEMU_CPU names another CPU model.
set(ONNXM_QEMU_CPU max CACHE STRING "qemu-aarch64 -cpu model the tests run on")
if(NOT CMAKE_CROSSCOMPILING_EMULATOR)
  find_program(ONNXM_QEMU_AARCH64 NAMES qemu-aarch64 qemu-aarch64-static)
  if(ONNXM_QEMU_AARCH64)
    set(CMAKE_CROSSCOMPILING_EMULATOR ${ONNXM_QEMU_AARCH64} -cpu ${ONNXM_QEMU_CPU})
  else()
    message(FATAL_ERROR "qemu-aarch64 not found: the build runs its table generator, and CTest "
                        "its tests, through it (apt install qemu-user, or scripts/deps.sh "
                        "--aarch64); or name another runner with -DCMAKE_CROSSCOMPILING_EMULATOR=")
  endif()
endif()
