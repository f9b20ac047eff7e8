# RevseqKernel.cmake - ahead-of-time compilation of revseq kernels.
#
#   revseq_add_kernel_library(<target>
#     SOURCES a.mlir [b.mlir ...]
#     [PIPELINE_OPTIONS "emit-c-interface=true ..."]
#     [MCPU <cpu>]              # default: native (the build machine's CPU)
#     [LLC_FLAGS <flag> ...]    # appended after -O3 -filetype=obj -relocation-model=pic
#     [OPENMP]                  # link libomp; implied by num-threads=<n> with n > 1
#     [DEPENDS <target-or-file> ...])
#
# Every source goes through
#
#   revseq-opt --revseq-cpu-pipeline="<PIPELINE_OPTIONS>"
#   mlir-translate --mlir-to-llvmir
#   llc -O3 -filetype=obj -relocation-model=pic -mcpu=<MCPU> <LLC_FLAGS>
#
# into one object file; <target> is a static library of those objects. Link
# it and declare the `_mlir_ciface_<fn>` functions (docs/AOT.md) to call the
# kernels from C or C++. Without `emit-c-interface=true` only the expanded
# ABI (`<fn>` taking every descriptor field as a separate argument) exists.
#
# Tools: the `revseq-opt` target (built here or imported by
# find_package(Revseq), which includes this file), else revseq-opt on the
# PATH; mlir-translate and llc from LLVM_TOOLS_BINARY_DIR (set by
# find_package(MLIR)), else <tool>-<LLVM major> (Debian's llc-22) on the
# PATH. REVSEQ_OPT_EXECUTABLE, MLIR_TRANSLATE_EXECUTABLE and LLC_EXECUTABLE
# override them.
#
# Intermediate files (<name>.llvm.mlir, <name>.ll, <name>.o) are kept in
# ${CMAKE_CURRENT_BINARY_DIR}/<target>.kernels/ for inspection.

include_guard(GLOBAL)

# LLVM's own tool first (LLVM_TOOLS_BINARY_DIR, from find_package(LLVM) or
# find_package(MLIR)), then Debian's versioned name (llc-22) on the PATH.
function(_revseq_kernel_tool var name)
  if(${var})
    return()
  endif()
  find_program(${var} NAMES ${name} HINTS "${LLVM_TOOLS_BINARY_DIR}"
               NO_DEFAULT_PATH)
  if(NOT ${var} AND LLVM_VERSION_MAJOR)
    find_program(${var} NAMES ${name}-${LLVM_VERSION_MAJOR})
  endif()
  if(NOT ${var})
    message(FATAL_ERROR "revseq_add_kernel_library: no ${name}; "
      "find_package(MLIR) first or set ${var}")
  endif()
  set(${var} "${${var}}" PARENT_SCOPE)
endfunction()

function(revseq_add_kernel_library target)
  cmake_parse_arguments(ARG "OPENMP" "MCPU;PIPELINE_OPTIONS"
                        "SOURCES;LLC_FLAGS;DEPENDS" ${ARGN})
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR
      "revseq_add_kernel_library: unknown arguments ${ARG_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT ARG_SOURCES)
    message(FATAL_ERROR "revseq_add_kernel_library(${target}): no SOURCES")
  endif()
  if(NOT DEFINED ARG_MCPU)
    set(ARG_MCPU native)
  endif()

  # revseq-opt: prefer the in-tree target so kernels rebuild with it.
  set(opt_depends "")
  if(REVSEQ_OPT_EXECUTABLE)
    set(opt "${REVSEQ_OPT_EXECUTABLE}")
  elseif(TARGET revseq-opt)
    # In-tree or imported (find_package(Revseq)); only a target built here
    # is a build dependency.
    set(opt "$<TARGET_FILE:revseq-opt>")
    get_target_property(opt_imported revseq-opt IMPORTED)
    if(NOT opt_imported)
      set(opt_depends revseq-opt)
    endif()
  else()
    find_program(REVSEQ_OPT_EXECUTABLE revseq-opt REQUIRED)
    set(opt "${REVSEQ_OPT_EXECUTABLE}")
  endif()
  _revseq_kernel_tool(MLIR_TRANSLATE_EXECUTABLE mlir-translate)
  _revseq_kernel_tool(LLC_EXECUTABLE llc)

  set(llc_flags -O3 -filetype=obj -relocation-model=pic)
  if(ARG_MCPU)
    list(APPEND llc_flags "-mcpu=${ARG_MCPU}")
  endif()
  list(APPEND llc_flags ${ARG_LLC_FLAGS})

  set(dir "${CMAKE_CURRENT_BINARY_DIR}/${target}.kernels")
  file(MAKE_DIRECTORY "${dir}")
  set(objects "")
  foreach(src IN LISTS ARG_SOURCES)
    get_filename_component(src "${src}" ABSOLUTE
                           BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    get_filename_component(name "${src}" NAME_WE)
    set(lowered "${dir}/${name}.llvm.mlir")
    set(ll "${dir}/${name}.ll")
    set(obj "${dir}/${name}${CMAKE_C_OUTPUT_EXTENSION}")
    if(NOT CMAKE_C_OUTPUT_EXTENSION)
      set(obj "${dir}/${name}.o")
    endif()
    add_custom_command(
      OUTPUT "${obj}"
      BYPRODUCTS "${lowered}" "${ll}"
      COMMAND "${opt}" "${src}"
              "--revseq-cpu-pipeline=${ARG_PIPELINE_OPTIONS}" -o "${lowered}"
      COMMAND "${MLIR_TRANSLATE_EXECUTABLE}" --mlir-to-llvmir "${lowered}"
              -o "${ll}"
      COMMAND "${LLC_EXECUTABLE}" ${llc_flags} "${ll}" -o "${obj}"
      DEPENDS "${src}" ${opt_depends} ${ARG_DEPENDS}
      COMMENT "Compiling revseq kernel ${name} (${target})"
      VERBATIM)
    list(APPEND objects "${obj}")
  endforeach()

  set_source_files_properties(${objects} PROPERTIES
    EXTERNAL_OBJECT TRUE GENERATED TRUE)
  add_library(${target} STATIC ${objects})
  set_target_properties(${target} PROPERTIES LINKER_LANGUAGE C)

  # Kernels parallelised through scf-to-openmp call into libomp.
  set(openmp ${ARG_OPENMP})
  if(ARG_PIPELINE_OPTIONS MATCHES "num-threads=([0-9]+)")
    if(CMAKE_MATCH_1 GREATER 1)
      set(openmp TRUE)
    endif()
  endif()
  if(openmp)
    find_library(REVSEQ_LIBOMP NAMES omp HINTS "${LLVM_LIBRARY_DIR}" REQUIRED)
    target_link_libraries(${target} INTERFACE "${REVSEQ_LIBOMP}")
  endif()
endfunction()
