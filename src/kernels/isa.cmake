# isa.cmake -- per-ISA kernel files: the same kernel_bodies.h compiled with
# each instruction set's flags (kernels_<isa>.c, and kernels_<isa>_nt.c: the
# kernels that stream, with streaming stores).  The rest of the library is built for the baseline
# target, so a binary built here runs on any x86-64 and picks the best path
# at run time (src/kernels/unary.c).  An ISA the compiler cannot target, or
# any ISA on another architecture, is left out (its files are not compiled)
# and the dispatcher never offers it.  AArch64 has one vector ISA, Advanced
# SIMD (kernels_neon.c), which is in its base architecture: no flags, no
# streaming variant.
include(CheckCCompilerFlag)

# onnxm_isa(<file stem> <ONNXM_HAVE_ macro> <flags...>)
function(onnxm_isa stem have)
  set(files ${CMAKE_CURRENT_SOURCE_DIR}/src/kernels/kernels_${stem}.c
            ${CMAKE_CURRENT_SOURCE_DIR}/src/kernels/kernels_${stem}_nt.c)
  string(REPLACE ";" " " flag_string "${ARGN}")
  set(ok FALSE)
  if(CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|AMD64|amd64")
    check_c_compiler_flag("${flag_string}" ONNXM_CC_${have})
    set(ok ${ONNXM_CC_${have}})
  endif()
  if(ok)
    set_source_files_properties(${files} PROPERTIES COMPILE_OPTIONS "${ARGN}")
    target_compile_definitions(onnxm_kernels PUBLIC ONNXM_HAVE_${have})
  else()
    set_source_files_properties(${files} PROPERTIES HEADER_FILE_ONLY ON)
  endif()
endfunction()

onnxm_isa(avx2 AVX2 -mavx2 -mfma -mf16c)
onnxm_isa(avx512 AVX512 -mavx512f -mavx512bw -mavx512vl -mavx512dq -mfma -mf16c)
onnxm_isa(avx512bf16 AVX512BF16 -mavx512f -mavx512bw -mavx512vl -mavx512dq -mavx512bf16 -mfma -mf16c)

# AArch64: Advanced SIMD.  Elsewhere kernels_neon.c is not compiled.
set(onnxm_neon_file ${CMAKE_CURRENT_SOURCE_DIR}/src/kernels/kernels_neon.c)
if(CMAKE_SYSTEM_PROCESSOR MATCHES "aarch64|arm64|ARM64")
  target_compile_definitions(onnxm_kernels PUBLIC ONNXM_HAVE_NEON)
else()
  set_source_files_properties(${onnxm_neon_file} PROPERTIES HEADER_FILE_ONLY ON)
endif()
