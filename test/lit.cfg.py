# -*- Python -*-
# lit configuration for the revseq test suite.

import os
import subprocess

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "REVSEQ"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".py"]
config.excludes = ["CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.revseq_obj_root, "test")

config.substitutions.append(("%PATH%", config.environment["PATH"]))
# Paths of tools and libraries come from CMake (lit.site.cfg.py.in).
config.substitutions.append(("%mlir_runner_utils", config.mlir_runner_utils))
config.substitutions.append(("%mlir_c_runner_utils", config.mlir_c_runner_utils))
config.substitutions.append(("%libomp", config.libomp))
config.substitutions.append(("%revseq_src_root", config.revseq_src_root))
config.substitutions.append(
    ("%revseq_cuda_runtime", os.path.join(config.revseq_lib_dir, "librevseq_cuda_runtime.so")))
config.substitutions.append(
    ("%revseq_opencl_runtime", os.path.join(config.revseq_lib_dir, "librevseq_opencl_runtime.so")))
config.substitutions.append(("%revseq_obj_root", config.revseq_obj_root))
# tools/revseq-plugin: the dialect and passes for Debian's stock mlir-opt.
config.substitutions.append(
    ("%revseq_plugin", os.path.join(config.revseq_lib_dir, "RevseqPlugin.so")))
# The project's version (top-level CMakeLists.txt), for test/Install.
_major, _minor = config.revseq_version.split(".")[:2]
config.substitutions.append(("%revseq_version", config.revseq_version))
config.substitutions.append(("%revseq_major_minor", f"{_major}.{_minor}"))
config.substitutions.append(("%revseq_next_major", f"{int(_major) + 1}.0"))
# The Python with numpy (REVSEQ_TEST_PYTHON; Debian's python3-numpy is
# installed for /usr/bin/python3).
config.substitutions.append(("%python", config.python_executable))

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
llvm_config.use_default_substitutions()

# Upstream's FileCheck strictness.
config.environment["FILECHECK_OPTS"] = "-enable-var-scope --allow-unused-prefixes=false"

llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
llvm_config.with_environment("PATH", config.revseq_tools_dir, append_path=True)

# mlir-opt is Debian's stock driver (test/Tools/revseq-plugin loads the plugin).
tools = ["revseq-opt", "revseq-lsp-server", "revseq-reduce", "mlir-opt", "mlir-runner", "mlir-translate"]
llvm_config.add_tool_substitutions(tools, [config.revseq_tools_dir, config.llvm_tools_dir])


def _append_to_path(tool):
    """Makes `tool` found by its name, after everything already on the PATH."""
    paths = config.environment["PATH"].split(os.pathsep)
    if os.path.dirname(tool) not in paths:
        config.environment["PATH"] = os.pathsep.join(paths + [os.path.dirname(tool)])


# Optional tools become lit features so tests that need them report
# UNSUPPORTED when they are missing instead of passing silently.
if config.ptxas:
    config.available_features.add("ptxas")
    # ptxas and fatbinary for the tests and for gpu-module-to-binary.
    llvm_config.with_environment("PATH", os.path.dirname(config.ptxas), append_path=True)
if config.nvidia_smi and os.path.exists("/dev/nvidia0"):
    config.available_features.add("gpu")
# PoCL (Debian's pocl-opencl-icd) runs the spirv target's kernels on the CPU
# through runtime/OpenCLRuntimeWrappers.cpp; it takes them as LLVM 15
# bitcode from llvm-spirv-15. Its compiled kernels are cached in the build
# tree, so that a rerun does not compile them again (about 2 s a program).
# Not in a sanitizer build: its instrumented runtime library cannot be
# loaded into Debian's mlir-runner.
_icd = os.environ.get("OCL_ICD_VENDORS", config.opencl_vendors)
_icd_names = os.listdir(_icd) if os.path.isdir(_icd) else [os.path.basename(_icd)]
if (
    any("pocl" in name for name in _icd_names)
    and not getattr(config, "revseq_sanitizers", "")
    and config.llvm_spirv
    and os.path.exists(os.path.join(config.revseq_lib_dir, "librevseq_opencl_runtime.so"))
):
    config.available_features.add("opencl-pocl")
    # The runtime runs llvm-spirv-15 from the PATH.
    _append_to_path(config.llvm_spirv)
    config.environment["POCL_CACHE_DIR"] = os.path.join(config.revseq_obj_root, "test", "pocl-cache")
    llvm_config.with_system_environment(["OCL_ICD_VENDORS", "REVSEQ_OPENCL_PLATFORM"])
if config.spirv_val:
    config.available_features.add("spirv-tools")
    _append_to_path(config.spirv_val)
# LLVM's own ld.lld (Debian's lld-22), which revseq-gpu-pipeline links
# AMDGPU objects with when there is no ROCm install.
if config.ld_lld:
    config.available_features.add("ld.lld")
# test/Install configures and builds a downstream CMake project.
if config.cmake and config.ninja:
    config.available_features.add("cmake")
    _append_to_path(config.cmake)
    _append_to_path(config.ninja)
# The ONNX importer is built when libonnx-dev is installed; the importer
# tests write their models with Debian's python3-onnx.
if os.path.exists(os.path.join(config.revseq_tools_dir, "revseq-translate")):
    config.available_features.add("onnx")
# revseq-opt built with the test dialect (REVSEQ_INCLUDE_TESTS):
# test/Dialect/Test.
if getattr(config, "revseq_include_tests", False):
    config.available_features.add("revseq-test-dialect")
if os.path.exists(os.path.join(config.revseq_tools_dir, "revseq-run")):
    config.available_features.add("revseq-run")
# Test programs outside revseq-opt: built by `ninja revseq-test-depends`
# (check-revseq builds them too).
if os.path.exists(os.path.join(config.revseq_tools_dir, "revseq-capi-test")):
    config.available_features.add("capi")
# A sanitizer build (utils/check-sanitizers.sh) installs instrumented
# libraries, which only a consumer built with the same compiler and flags
# can link.
if getattr(config, "revseq_sanitizers", ""):
    config.available_features.add("sanitizers")
# A heap allocation larger than the machine's memory and swap fails (malloc
# returns NULL) unless the kernel overcommits without limit
# (vm.overcommit_memory = 1), where a test that asks for 4 TiB would get it
# and run into the OOM killer instead.
try:
    with open("/proc/sys/vm/overcommit_memory") as f:
        if f.read().strip() != "1":
            config.available_features.add("malloc-fails-beyond-memory")
except OSError:
    pass
if subprocess.run([config.python_executable, "-c", "import onnx"],
                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0:
    config.available_features.add("python-onnx")
