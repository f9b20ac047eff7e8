# -*- Python -*-
# lit configuration for the revseq test suite.

import os
import shutil

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
config.substitutions.append(
    ("%mlir_runner_utils", os.path.join(config.llvm_lib_dir, "libmlir_runner_utils.so")))
config.substitutions.append(
    ("%mlir_c_runner_utils", os.path.join(config.llvm_lib_dir, "libmlir_c_runner_utils.so")))
config.substitutions.append(("%libomp", os.path.join(config.llvm_lib_dir, "libomp.so")))
config.substitutions.append(("%revseq_src_root", config.revseq_src_root))
# numpy comes from Debian's python3-numpy, installed for /usr/bin/python3.
config.substitutions.append(("%python", "/usr/bin/python3"))

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
llvm_config.use_default_substitutions()

# Upstream's FileCheck strictness.
config.environment["FILECHECK_OPTS"] = "-enable-var-scope --allow-unused-prefixes=false"

llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
llvm_config.with_environment("PATH", config.revseq_tools_dir, append_path=True)

tools = ["revseq-opt", "mlir-runner", "mlir-translate"]
llvm_config.add_tool_substitutions(tools, [config.revseq_tools_dir, config.llvm_tools_dir])

# Optional tools become lit features so tests that need them report
# UNSUPPORTED when they are missing instead of passing silently.
if shutil.which("ptxas") or os.path.exists("/usr/local/cuda/bin/ptxas"):
    config.available_features.add("ptxas")
if shutil.which("nvidia-smi") and os.path.exists("/dev/nvidia0"):
    config.available_features.add("gpu")
if shutil.which("spirv-val"):
    config.available_features.add("spirv-tools")
