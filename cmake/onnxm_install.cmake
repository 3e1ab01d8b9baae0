# onnxm_install.cmake -- what `cmake --install` (and `make install`) puts
# under the prefix, and the installed static archives it needs.  Included
# from the top-level CMakeLists.txt after the library targets.
#
#   include/onnxm.h, include/onnxm_ops.def
#   lib/libonnxm.so.X.Y.Z          (soname libonnxm.so.<ONNXM_SOVERSION>), libonnxm.a
#   lib/libonnxm_kernels.so.X.Y.Z  (libc, libm, threads only), libonnxm_kernels.a
#   lib/pkgconfig/onnxm.pc, onnxm-kernels.pc
#   lib/cmake/onnxm/onnxmConfig.cmake, onnxmConfigVersion.cmake, onnxmTargets*.cmake
#   bin/onnxm, share/man/man1/onnxm.1
#   share/doc/onnxm/LICENSE          (CMAKE_INSTALL_DOCDIR)
#
# The directories are GNUInstallDirs' (lib/<multiarch> for a /usr prefix on
# Debian).  Components: "runtime" (shared libraries, CLI, man page, the
# licence) and "development" (headers, archives, the libonnxm.so links,
# pkg-config and CMake files), the split of a Debian libonnxmX /
# libonnxm-dev pair.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

# ---------------------------------------------------------------- Python wheel
# pip install . / make wheel (scikit-build-core): only libonnxm.so, beside
# the package, under the name python/onnxm/_lib.py loads (no symlinks: a
# wheel cannot hold them).  With protobuf-c linked in, its licence goes along.
if(SKBUILD)
  install(FILES $<TARGET_FILE:onnxm_shared> DESTINATION onnxm RENAME libonnxm.so)
  if(ONNXM_PROTOBUF_C_STATIC)
    find_file(ONNXM_PROTOBUF_C_COPYRIGHT copyright
              PATHS /usr/share/doc/libprotobuf-c-dev /usr/share/doc/libprotobuf-c1 NO_DEFAULT_PATH)
    if(ONNXM_PROTOBUF_C_COPYRIGHT)
      install(FILES ${ONNXM_PROTOBUF_C_COPYRIGHT} DESTINATION onnxm RENAME LICENSE.protobuf-c)
    else()
      message(WARNING "protobuf-c's copyright file not found: the wheel goes without it")
    endif()
  endif()
  return()
endif()

# ---------------------------------------------------------------- static archives
# libonnxm.a and libonnxm_kernels.a as installed: the in-tree archives
# partially linked (ld -r) into one object each, in which every global
# symbol but the public API is then made local (objcopy
# --keep-global-symbols, from the list the version scripts come from).  So
# a program that links the archive sees what a program that links the .so
# sees: the model layer's helpers (model_run, name_map_*) and the generated
# protobuf-c code (onnx__*, which a program with its own onnx.proto would
# also define) cannot clash with the program's symbols.  libonnxm.a holds
# the kernels too, as libonnxm.so does, because the model layer calls kernel
# helpers that neither archive exports.
# onnxm_static_library(<target> <output name> <export list> <archives...>)
function(onnxm_static_library target output exports)
  set(obj ${CMAKE_BINARY_DIR}/gen/${output}.o)
  set(files "")
  foreach(lib IN LISTS ARGN)
    list(APPEND files $<TARGET_FILE:${lib}>)
  endforeach()
  add_custom_command(
    OUTPUT ${obj}
    COMMAND ${CMAKE_LINKER} -r -o ${obj} --whole-archive ${files} --no-whole-archive
    COMMAND ${CMAKE_OBJCOPY} --keep-global-symbols=${CMAKE_BINARY_DIR}/gen/${exports}.syms ${obj}
    DEPENDS ${ARGN} ${CMAKE_BINARY_DIR}/gen/${exports}.syms
    COMMENT "lib${output}.a: ${ARGN} with the API of ${exports} only"
    VERBATIM)
  add_library(${target} STATIC ${obj})
  set_target_properties(${target} PROPERTIES OUTPUT_NAME ${output} LINKER_LANGUAGE C)
  target_include_directories(${target} INTERFACE $<BUILD_INTERFACE:${CMAKE_SOURCE_DIR}/include>)
  target_link_libraries(${target} INTERFACE m Threads::Threads)
endfunction()
onnxm_static_library(onnxm_static onnxm libonnxm onnxm onnxm_kernels)
target_link_libraries(onnxm_static INTERFACE $<LINK_ONLY:PkgConfig::onnxm_protobuf_c>)
onnxm_static_library(onnxm_kernels_static onnxm_kernels libonnxm_kernels onnxm_kernels)

# ---------------------------------------------------------------- headers, libraries, CLI
install(FILES include/onnxm.h include/onnxm_ops.def
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT development)
# onnxm::onnxm_static, onnxm::kernels_static (and _shared): the names the
# package's onnxm::onnxm and onnxm::kernels point at (onnxmConfig.cmake.in)
set_target_properties(onnxm_static PROPERTIES EXPORT_NAME onnxm_static)
set_target_properties(onnxm_kernels_static PROPERTIES EXPORT_NAME kernels_static)
set(ONNXM_INSTALLED_LIBRARIES onnxm_static onnxm_kernels_static)
if(ONNXM_SHARED)
  set_target_properties(onnxm_shared PROPERTIES EXPORT_NAME onnxm_shared)
  set_target_properties(onnxm_kernels_shared PROPERTIES EXPORT_NAME kernels_shared)
  list(APPEND ONNXM_INSTALLED_LIBRARIES onnxm_shared onnxm_kernels_shared)
endif()
install(TARGETS ${ONNXM_INSTALLED_LIBRARIES} EXPORT onnxmTargets
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT runtime
                NAMELINK_COMPONENT development
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT development
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(TARGETS onnxm_cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT runtime)
install(FILES ${CMAKE_BINARY_DIR}/onnxm.1
        DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT runtime)
# the MIT licence, which every copy must carry (the wheel's is its
# .dist-info/licenses/LICENSE, from pyproject's license-files)
install(FILES LICENSE DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT runtime)

# ---------------------------------------------------------------- pkg-config
# Written at install time, so that prefix= is the prefix actually installed
# to (cmake --install --prefix P), not the one configured; absolute paths,
# as Debian's .pc files have.  DESTDIR is a staging root and stays out.
# configure_file writes straight into the destination, not into the build
# tree first: two installs of one build tree to two prefixes at once (the
# test suite's workers do that) would otherwise race on the same file.
install(CODE "
  set(PROJECT_VERSION \"${PROJECT_VERSION}\")
  set(ONNXM_PC_PREFIX \"\${CMAKE_INSTALL_PREFIX}\")
  if(IS_ABSOLUTE \"${CMAKE_INSTALL_LIBDIR}\")
    set(ONNXM_PC_LIBDIR \"${CMAKE_INSTALL_LIBDIR}\")
    set(onnxm_pc_dest \"\$ENV{DESTDIR}${CMAKE_INSTALL_LIBDIR}/pkgconfig\")
  else()
    set(ONNXM_PC_LIBDIR \"\\\${exec_prefix}/${CMAKE_INSTALL_LIBDIR}\")
    set(onnxm_pc_dest \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_LIBDIR}/pkgconfig\")
  endif()
  if(IS_ABSOLUTE \"${CMAKE_INSTALL_INCLUDEDIR}\")
    set(ONNXM_PC_INCLUDEDIR \"${CMAKE_INSTALL_INCLUDEDIR}\")
  else()
    set(ONNXM_PC_INCLUDEDIR \"\\\${prefix}/${CMAKE_INSTALL_INCLUDEDIR}\")
  endif()
  foreach(pc onnxm onnxm-kernels)
    message(STATUS \"Installing: \${onnxm_pc_dest}/\${pc}.pc\")
    configure_file(\"${CMAKE_SOURCE_DIR}/cmake/\${pc}.pc.in\" \"\${onnxm_pc_dest}/\${pc}.pc\" @ONLY)
    list(APPEND CMAKE_INSTALL_MANIFEST_FILES \"\${onnxm_pc_dest}/\${pc}.pc\")
  endforeach()
" COMPONENT development)

# ---------------------------------------------------------------- CMake package
# find_package(onnxm 0.2 REQUIRED) -> onnxm::onnxm, onnxm::kernels.  In the
# architecture-dependent libdir: the targets name lib paths, and the version
# file checks the pointer size.
set(ONNXM_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/onnxm)
configure_package_config_file(cmake/onnxmConfig.cmake.in ${CMAKE_BINARY_DIR}/gen/onnxmConfig.cmake
                              INSTALL_DESTINATION ${ONNXM_CMAKE_DIR})
write_basic_package_version_file(${CMAKE_BINARY_DIR}/gen/onnxmConfigVersion.cmake
                                 VERSION ${PROJECT_VERSION}
                                 COMPATIBILITY ${ONNXM_VERSION_COMPATIBILITY})
install(EXPORT onnxmTargets NAMESPACE onnxm:: DESTINATION ${ONNXM_CMAKE_DIR}
        COMPONENT development)
install(FILES ${CMAKE_BINARY_DIR}/gen/onnxmConfig.cmake ${CMAKE_BINARY_DIR}/gen/onnxmConfigVersion.cmake
        DESTINATION ${ONNXM_CMAKE_DIR} COMPONENT development)
