//===- GPUPipeline.cpp - revseq GPU pipelines: tensors to gpu.binary ------===//

#include "revseq/Pipelines/GPUPipeline.h"

#include "revseq/Conversion/Passes.h"
#include "revseq/Pipelines/Pipelines.h"
#include "revseq/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/LLVMIR/Transforms/RequestCWrappers.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Target/LLVM/ROCDL/Utils.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <unistd.h>

using namespace mlir;

/// gpu-module-to-binary links AMDGPU objects with `<toolkit>/llvm/bin/ld.lld`
/// (toolkit: `$ROCM_PATH`, else /opt/rocm). Without such a linker there,
/// returns a directory of that shape whose `ld.lld` is LLVM's own (Debian's
/// lld-22, or `ld.lld-22` on the PATH), so hsaco is produced without a ROCm
/// install; an empty string (upstream's default) when there is nothing
/// better to offer.
static std::string defaultROCmToolkit() {
  SmallString<128> rocmLinker(ROCDL::getROCMPath());
  llvm::sys::path::append(rocmLinker, "llvm", "bin", "ld.lld");
  if (llvm::sys::fs::can_execute(rocmLinker))
    return "";
  std::string linker = REVSEQ_LLVM_TOOLS_DIR "/ld.lld";
  if (!llvm::sys::fs::can_execute(linker)) {
    llvm::ErrorOr<std::string> found = llvm::sys::findProgramByName(
        "ld.lld-" + std::to_string(LLVM_VERSION_MAJOR));
    if (!found)
      return "";
    linker = *found;
  }
  // <tmp>/revseq-rocm-<uid>/llvm/bin/ld.lld -> linker.
  SmallString<128> toolkit;
  llvm::sys::path::system_temp_directory(/*ErasedOnReboot=*/true, toolkit);
  llvm::sys::path::append(toolkit, "revseq-rocm-" + std::to_string(::getuid()));
  SmallString<128> link(toolkit);
  llvm::sys::path::append(link, "llvm", "bin");
  if (llvm::sys::fs::create_directories(link))
    return "";
  llvm::sys::path::append(link, "ld.lld");
  if (!llvm::sys::fs::can_execute(link)) {
    // A stale link is replaced; a pipeline running at the same time may
    // make the same link first, which is as good.
    (void)llvm::sys::fs::remove(link);
    (void)llvm::sys::fs::create_link(linker, link);
  }
  return llvm::sys::fs::can_execute(link) ? std::string(toolkit) : "";
}

/// Tensors to buffers as in the CPU pipeline (revseq ops fused with their
/// elementwise neighbours unless `fuse` is off), then the memref forms of
/// the revseq ops become gpu.launch kernels writing the buffers
/// bufferization chose (the ones the GPU lowering does not take become
/// linalg), the parallel linalg ops (the fused loops among them) become
/// kernels too, and the buffers kernels use move to the device. For
/// `spirv`: scalar kernels only (SPIR-V vectors have at most 4 lanes
/// without the Vector16 capability), and no arithmetic on i1, f16 or bf16
/// (the kernels move 16-bit floats as integers, and OpenCL has no i1
/// buffers).
template <typename Options>
static void addBufferAndKernelStages(OpPassManager &pm, const Options &options,
                                     bool spirv) {
  revseq::addTensorPasses(pm, {options.fuse, options.runtimeChecks});
  revseq::addBufferizationPasses(pm);
  revseq::ConvertRevseqToGPUOptions toGPU;
  toGPU.runtimeChecks = options.runtimeChecks;
  toGPU.blockSize = options.blockSize;
  toGPU.maxBlocks = options.maxBlocks;
  toGPU.vectorBytes = spirv ? 0 : revseq::RevseqGPUOptions().vectorBytes;
  toGPU.narrowIndex = options.narrowIndex;
  toGPU.gatherTileBytes = options.gatherTileBytes;
  pm.addPass(revseq::createConvertRevseqToGPU(toGPU));
  revseq::ConvertRevseqToLinalgOptions toLinalg;
  toLinalg.runtimeChecks = options.runtimeChecks;
  pm.addPass(revseq::createConvertRevseqToLinalg(toLinalg));
  revseq::ConvertParallelLinalgToGPUOptions parallel;
  parallel.blockSize = options.blockSize;
  parallel.maxBlocks = options.maxBlocks;
  parallel.narrowIndex = options.narrowIndex;
  parallel.narrowTypes = !spirv;
  pm.addPass(revseq::createConvertParallelLinalgToGPU(parallel));
  // Buffers kernels use live on the device; copies only where host code
  // reads or writes them.
  revseq::GPUDeviceBuffersOptions placement;
  placement.deviceBuffers = options.deviceBuffers;
  pm.addNestedPass<func::FuncOp>(revseq::createGPUDeviceBuffers(placement));
}

LogicalResult revseq::buildGPUPipeline(
    OpPassManager &pm, const GPUPipelineOptions &options,
    function_ref<LogicalResult(const Twine &)> errorHandler) {
  StringRef target = options.target;
  if (target != "nvvm" && target != "rocdl" && target != "spirv")
    return errorHandler("revseq-gpu-pipeline: target must be nvvm, rocdl or "
                        "spirv, not '" +
                        target + "'");
  std::string format = options.format;
  if (format.empty())
    format = target == "nvvm" ? "fatbin" : "bin";
  if (format != "isa" && format != "bin" && format != "fatbin")
    return errorHandler("revseq-gpu-pipeline: format must be isa, bin or "
                        "fatbin, not '" +
                        format + "'");
  if (format == "fatbin" && target != "nvvm")
    return errorHandler("revseq-gpu-pipeline: format=fatbin needs "
                        "target=nvvm");

  addBufferAndKernelStages(pm, options, /*spirv=*/target == "spirv");
  // Folds the host-side size arithmetic, so that static sizes and strides
  // reach the kernels as constants (outlining sinks constants).
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  revseq::addLinalgToLoopsPasses(pm);

  // Static sizes and strides become constants inside the kernels (outlining
  // alone passes them as parameters, so every div/rem would be by a
  // run-time value).
  // No canonicalization after this: it would hoist the constants out again.
  if (target == "spirv")
    pm.addPass(revseq::createRevseqGPUMove16BitFloatsAsIntegers());
  pm.addPass(createGpuLaunchSinkIndexComputationsPass());
  // Kernels: outline every gpu.launch into a gpu.module for the target.
  pm.addPass(createGpuKernelOutliningPass());
  if (target == "nvvm") {
    GpuNVVMAttachTargetOptions attach;
    attach.chip =
        options.chip.empty() ? std::string("sm_80") : options.chip.getValue();
    attach.features = options.features;
    attach.optLevel = options.optLevel;
    pm.addPass(createGpuNVVMAttachTarget(attach));
    pm.addNestedPass<gpu::GPUModuleOp>(createSCFToControlFlowPass());
    ConvertGpuOpsToNVVMOpsOptions toNVVM;
    toNVVM.indexBitwidth = 64;
    pm.addNestedPass<gpu::GPUModuleOp>(createConvertGpuOpsToNVVMOps(toNVVM));
  } else if (target == "rocdl") {
    GpuROCDLAttachTargetOptions attach;
    attach.chip =
        options.chip.empty() ? std::string("gfx942") : options.chip.getValue();
    attach.features = options.features;
    attach.optLevel = options.optLevel;
    pm.addPass(createGpuROCDLAttachTarget(attach));
    pm.addNestedPass<gpu::GPUModuleOp>(createSCFToControlFlowPass());
    ConvertGpuOpsToROCDLOpsOptions toROCDL;
    toROCDL.chipset = attach.chip;
    toROCDL.indexBitwidth = 64;
    pm.addNestedPass<gpu::GPUModuleOp>(createConvertGpuOpsToROCDLOps(toROCDL));
  } else {
    // OpenCL-style kernels: physical 64-bit pointers for the 1-D buffers.
    GpuSPIRVAttachTargetOptions attach;
    attach.spirvVersion = "v1.0";
    // No Float16: OpenCL does not allow it, and the kernels move 16-bit
    // floats as i16 (revseq-gpu-move-16bit-floats-as-integers).
    attach.spirvCapabilities = {"Addresses",     "Float64", "Int8",
                                "Int16",         "Int64",   "Kernel",
                                "GenericPointer"};
    attach.clientApi = "OpenCL";
    pm.addPass(createGpuSPIRVAttachTarget(attach));
    revseq::AttachSPIRVEntryPointABIOptions abi;
    abi.blockSize = options.blockSize;
    pm.addNestedPass<gpu::GPUModuleOp>(
        revseq::createAttachSPIRVEntryPointABI(abi));
    // Workgroup buffers (the gather layouts' tiles) as allocations, which
    // convert-gpu-to-spirv turns into Workgroup variables.
    pm.addNestedPass<gpu::GPUModuleOp>(
        revseq::createGPUWorkgroupBuffersToAllocs());
    if (failed(parsePassPipeline(
            "convert-gpu-to-spirv{use-64bit-index=true},"
            "gpu.module(spirv.module(spirv-lower-abi-attrs,spirv-update-vce))",
            pm, llvm::errs())))
      return errorHandler("revseq-gpu-pipeline: the SPIR-V passes are not "
                          "registered");
  }
  pm.addPass(createReconcileUnrealizedCastsPass());
  GpuModuleToBinaryPassOptions toBinary;
  toBinary.compilationTarget = format;
  toBinary.toolkitPath = options.toolkit;
  if (target == "rocdl" && format != "isa" && toBinary.toolkitPath.empty())
    toBinary.toolkitPath = defaultROCmToolkit();
  pm.addPass(createGpuModuleToBinaryPass(toBinary));

  // Host: launches and copies become mgpu* runtime calls on one stream per
  // function, waited for before the host reads a result.
  pm.addNestedPass<func::FuncOp>(createGpuAsyncRegionPass());
  pm.addNestedPass<func::FuncOp>(createSCFToControlFlowPass());
  pm.addPass(revseq::createLowerAssertsToStderr());
  if (options.emitCInterface)
    pm.addNestedPass<func::FuncOp>(LLVM::createLLVMRequestCWrappersPass());
  GpuToLLVMConversionPassOptions toLLVM;
  toLLVM.kernelBarePtrCallConv = target == "spirv";
  pm.addPass(createGpuToLLVMConversionPass(toLLVM));
  pm.addPass(createConvertToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  return success();
}

void revseq::buildGPUEmulationPipeline(
    OpPassManager &pm, const GPUEmulationPipelineOptions &options) {
  addBufferAndKernelStages(pm, options, /*spirv=*/false);
  GPUHostEmulationOptions emulation;
  emulation.deferDeallocation = false;
  pm.addPass(createGPUHostEmulation(emulation));
  CPUPipelineOptions cpu;
  cpu.runtimeChecks = options.runtimeChecks;
  cpu.emitCInterface = options.emitCInterface;
  cpu.vectorize = false;
  addLoopsToLLVMPasses(pm, cpu);
}

void revseq::registerGPUPipelines() {
  registerPassPipeline(
      "revseq-gpu-pipeline",
      "Lower revseq and upstream tensor code to LLVM host code launching "
      "gpu.binary kernels (nvvm, rocdl or spirv)",
      [](OpPassManager &pm, StringRef optionsStr,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        GPUPipelineOptions options;
        if (failed(options.parseFromString(optionsStr)))
          return failure();
        return buildGPUPipeline(pm, options, errorHandler);
      },
      [](function_ref<void(const detail::PassOptions &)> optHandler) {
        optHandler(GPUPipelineOptions());
      });
  PassPipelineRegistration<GPUEmulationPipelineOptions>(
      "revseq-gpu-emulation-pipeline",
      "Lower revseq ops to the kernels of revseq-gpu-pipeline and run them "
      "on the host (every gpu.launch becomes loops over block and thread "
      "ids), then continue as revseq-cpu-pipeline",
      buildGPUEmulationPipeline);
}
