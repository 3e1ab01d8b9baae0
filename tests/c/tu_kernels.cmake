# tu_kernels.cmake -- onnxm_tu_kernels(<target>): compiles tests/c/tu_kernels.c
# (the enumerated kernels) into <target>.  Where a kernel source defines
# onnxm_kernel_list() -- the kernel layer's own list -- it is used
# (TU_HAVE_KERNEL_LIST); otherwise the per-ISA tables are read.
file(GLOB _tu_kernel_sources ${PROJECT_SOURCE_DIR}/src/kernels/*.c)
set(ONNXM_TU_HAVE_KERNEL_LIST OFF)
foreach(_f IN LISTS _tu_kernel_sources)
  file(STRINGS ${_f} _hit REGEX "onnxm_kernel_list\\(size_t[^;]*$")
  if(_hit)
    set(ONNXM_TU_HAVE_KERNEL_LIST ON)
  endif()
endforeach()

function(onnxm_tu_kernels target)
  target_sources(${target} PRIVATE ${PROJECT_SOURCE_DIR}/tests/c/tu_kernels.c)
  target_include_directories(${target} PRIVATE ${PROJECT_SOURCE_DIR}/tests/c ${PROJECT_SOURCE_DIR}/src)
  if(ONNXM_TU_HAVE_KERNEL_LIST)
    target_compile_definitions(${target} PRIVATE TU_HAVE_KERNEL_LIST)
  endif()
endfunction()
