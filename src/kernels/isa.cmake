# isa.cmake -- per-ISA kernel files: the same kernel_bodies.h compiled with
# each instruction set's flags.  The rest of the library is built for the
# baseline target, so a binary built here runs on any x86-64 and picks the
# best path at run time (src/kernels/unary.c).
include(CheckCCompilerFlag)
if(CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|AMD64|amd64")
  check_c_compiler_flag("-mavx2 -mfma -mf16c" ONNXM_CC_AVX2)
  check_c_compiler_flag("-mavx512f -mavx512bw -mavx512vl -mavx512dq" ONNXM_CC_AVX512)
  check_c_compiler_flag("-mavx512f -mavx512bw -mavx512vl -mavx512dq -mavx512fp16" ONNXM_CC_AVX512FP16)
  if(ONNXM_CC_AVX2)
    set_source_files_properties(${CMAKE_CURRENT_SOURCE_DIR}/src/kernels/kernels_avx2.c
      ${CMAKE_CURRENT_SOURCE_DIR}/src/kernels/kernels_avx2_nt.c
      PROPERTIES COMPILE_OPTIONS "-mavx2;-mfma;-mf16c")
    target_compile_definitions(onnxm_kernels PUBLIC ONNXM_HAVE_AVX2)
  else()
    set_source_files_properties(${CMAKE_CURRENT_SOURCE_DIR}/src/kernels/kernels_avx2.c
      ${CMAKE_CURRENT_SOURCE_DIR}/src/kernels/kernels_avx2_nt.c PROPERTIES HEADER_FILE_ONLY ON)
  endif()
  if(ONNXM_CC_AVX512)
    set_source_files_properties(${CMAKE_CURRENT_SOURCE_DIR}/src/kernels/kernels_avx512.c
      ${CMAKE_CURRENT_SOURCE_DIR}/src/kernels/kernels_avx512_nt.c
      PROPERTIES COMPILE_OPTIONS "-mavx512f;-mavx512bw;-mavx512vl;-mavx512dq;-mfma;-mf16c")
    target_compile_definitions(onnxm_kernels PUBLIC ONNXM_HAVE_AVX512)
  else()
    set_source_files_properties(${CMAKE_CURRENT_SOURCE_DIR}/src/kernels/kernels_avx512.c
      ${CMAKE_CURRENT_SOURCE_DIR}/src/kernels/kernels_avx512_nt.c PROPERTIES HEADER_FILE_ONLY ON)
  endif()
  if(ONNXM_CC_AVX512 AND ONNXM_CC_AVX512FP16)
    set_source_files_properties(${CMAKE_CURRENT_SOURCE_DIR}/src/kernels/kernels_avx512fp16.c
      ${CMAKE_CURRENT_SOURCE_DIR}/src/kernels/kernels_avx512fp16_nt.c
      PROPERTIES COMPILE_OPTIONS "-mavx512f;-mavx512bw;-mavx512vl;-mavx512dq;-mavx512fp16;-mfma;-mf16c")
    target_compile_definitions(onnxm_kernels PUBLIC ONNXM_HAVE_AVX512FP16)
  else()
    set_source_files_properties(${CMAKE_CURRENT_SOURCE_DIR}/src/kernels/kernels_avx512fp16.c
      ${CMAKE_CURRENT_SOURCE_DIR}/src/kernels/kernels_avx512fp16_nt.c PROPERTIES HEADER_FILE_ONLY ON)
  endif()
else()
  set_source_files_properties(${CMAKE_CURRENT_SOURCE_DIR}/src/kernels/kernels_avx512fp16.c
    ${CMAKE_CURRENT_SOURCE_DIR}/src/kernels/kernels_avx512fp16_nt.c
    ${CMAKE_CURRENT_SOURCE_DIR}/src/kernels/kernels_avx2.c
    ${CMAKE_CURRENT_SOURCE_DIR}/src/kernels/kernels_avx2_nt.c
    ${CMAKE_CURRENT_SOURCE_DIR}/src/kernels/kernels_avx512.c
    ${CMAKE_CURRENT_SOURCE_DIR}/src/kernels/kernels_avx512_nt.c PROPERTIES HEADER_FILE_ONLY ON)
endif()
