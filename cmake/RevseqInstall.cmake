# RevseqInstall.cmake - what `cmake --install` puts under the prefix.
#
#   revseq_install_tool(<target>)
#
# installs an executable into bin/ and exports it into the Revseq package as
# an imported target of the same name (tools/*/CMakeLists.txt call it; a new
# tool joins with one call). revseq_install_package() (top-level
# CMakeLists.txt, after every library and tool) installs the headers, the
# export set and the package files. Every installed path is relative to the
# prefix, so an installation may be moved; see docs/CMake.md.

include_guard(GLOBAL)
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(REVSEQ_INSTALL_LIBDIR lib${LLVM_LIBDIR_SUFFIX})
set(REVSEQ_INSTALL_PACKAGE_DIR ${REVSEQ_INSTALL_LIBDIR}/cmake/revseq)

function(revseq_install_tool target)
  # libMLIR.so is not on the default search path (Debian: llvm-22/lib).
  set_property(TARGET ${target} APPEND PROPERTY INSTALL_RPATH
    "${LLVM_LIBRARY_DIR}")
  install(TARGETS ${target}
    EXPORT MLIRTargets
    RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
    COMPONENT ${target})
  set_property(GLOBAL APPEND PROPERTY REVSEQ_INSTALLED_TOOLS ${target})
endfunction()

function(_revseq_install_headers)
  set(exclude)
  if(NOT REVSEQ_ENABLE_ONNX)
    # Only installed with the library behind it (Npy.h always is).
    set(exclude PATTERN "ONNX.h" EXCLUDE)
  endif()
  install(DIRECTORY include/revseq include/revseq-c
    DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
    COMPONENT revseq-headers
    FILES_MATCHING PATTERN "*.h" PATTERN "*.td" ${exclude})
  install(DIRECTORY ${PROJECT_BINARY_DIR}/include/revseq
                    ${PROJECT_BINARY_DIR}/include/revseq-c
    DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
    COMPONENT revseq-headers
    FILES_MATCHING PATTERN "*.inc" PATTERN "*.h"
    PATTERN "CMakeFiles" EXCLUDE)
endfunction()

function(revseq_install_package)
  _revseq_install_headers()
  install(EXPORT MLIRTargets
    FILE RevseqTargets.cmake
    DESTINATION ${REVSEQ_INSTALL_PACKAGE_DIR}
    COMPONENT revseq-cmake-exports)
  get_property(libraries GLOBAL PROPERTY MLIR_EXPORTS)
  foreach(target IN LISTS libraries)
    target_include_directories(${target} INTERFACE
      $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
  endforeach()
  get_property(tools GLOBAL PROPERTY REVSEQ_INSTALLED_TOOLS)
  set(REVSEQ_EXPORTED_TARGETS ${libraries} ${tools})
  set(REVSEQ_INSTALLED_TOOLS ${tools})

  set(dir ${PROJECT_BINARY_DIR}/${REVSEQ_INSTALL_PACKAGE_DIR})
  configure_package_config_file(cmake/RevseqConfig.cmake.in
    ${dir}/RevseqConfig.cmake
    INSTALL_DESTINATION ${REVSEQ_INSTALL_PACKAGE_DIR}
    PATH_VARS CMAKE_INSTALL_INCLUDEDIR CMAKE_INSTALL_BINDIR
              REVSEQ_INSTALL_LIBDIR)
  # find_package(Revseq X.Y) accepts X.Z with Z >= Y and refuses another
  # major version; see docs/CMake.md, "Versions".
  write_basic_package_version_file(${dir}/RevseqConfigVersion.cmake
    VERSION ${PROJECT_VERSION}
    COMPATIBILITY SameMajorVersion)
  install(FILES
    ${dir}/RevseqConfig.cmake
    ${dir}/RevseqConfigVersion.cmake
    ${PROJECT_SOURCE_DIR}/cmake/RevseqKernel.cmake
    DESTINATION ${REVSEQ_INSTALL_PACKAGE_DIR}
    COMPONENT revseq-cmake-exports)
endfunction()
