# tu_kernels.cmake -- onnxm_tu_kernels(<target>): compiles tests/c/tu_kernels.c
# (the kernel layer's onnxm_kernel_list, enumerated for the tests, tools and
# the fuzz target) into <target>.
function(onnxm_tu_kernels target)
  target_sources(${target} PRIVATE ${PROJECT_SOURCE_DIR}/tests/c/tu_kernels.c)
  target_include_directories(${target} PRIVATE ${PROJECT_SOURCE_DIR}/tests/c ${PROJECT_SOURCE_DIR}/src)
endfunction()
