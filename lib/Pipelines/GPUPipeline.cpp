//===- GPUPipeline.cpp - revseq GPU pipelines: tensors to gpu.binary ------===//

#include "revseq/Pipelines/GPUPipeline.h"

#include "revseq/Codegen/CPU/Passes.h"
#include "revseq/Codegen/GPU/Passes.h"
#include "revseq/Conversion/Passes.h"
#include "revseq/Pipelines/Pipelines.h"
#include "revseq/Transforms/Passes.h"

#include "mlir/Conversion/GPUToSPIRV/GPUToSPIRVPass.h"
#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/LLVMIR/Transforms/RequestCWrappers.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"
#include "mlir/Dialect/SPIRV/Transforms/Passes.h"
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
using revseq::GPUFormat;
using revseq::GPUPipelineOptions;
using revseq::GPUTarget;

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
/// kernels too, and the buffers kernels use move to the device (copies
/// only where host code reads or writes them). `spirv`: see
/// GPUKernelOptions.
template <typename Options>
static void addBufferAndKernelStages(OpPassManager &pm, const Options &options,
                                     bool spirv) {
  revseq::addTensorPasses(pm, options.getTensorStageOptions());
  revseq::addBufferizationPasses(pm);
  pm.addPass(
      revseq::createConvertRevseqToGPU(options.getRevseqToGPUOptions(spirv)));
  pm.addPass(
      revseq::createConvertRevseqToLinalg(options.getRevseqToLinalgOptions()));
  pm.addPass(revseq::createConvertParallelLinalgToGPU(
      options.getParallelLinalgToGPUOptions(spirv)));
  pm.addNestedPass<func::FuncOp>(
      revseq::createGPUDeviceBuffers(options.getDeviceBuffersOptions()));
}

/// Kernel math for the target: static sizes and strides become constants
/// inside the kernels (outlining alone passes them as parameters, so every
/// div/rem would be by a run-time value); then every gpu.launch is outlined
/// into one gpu.module (`oneKernelModule`) or a gpu.module of its own, and
/// identical kernels of a gpu.module become one (`deduplicateKernels`). No
/// canonicalization after this: it would hoist the constants out again.
static void addOutliningStages(OpPassManager &pm,
                               const GPUPipelineOptions &options) {
  GPUTarget target = options.target;
  // Folds the host-side size arithmetic, so that static sizes and strides
  // reach the kernels as constants (outlining sinks constants).
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  // SPIR-V indexes a buffer of dynamic shape along one dim only; the
  // collapsed buffers lower with the others in the next passes.
  if (target == GPUTarget::SPIRV)
    pm.addNestedPass<func::FuncOp>(revseq::createGPULinearizeDynamicBuffers());
  revseq::addLinalgToLoopsPasses(pm);
  if (target == GPUTarget::SPIRV)
    pm.addPass(revseq::createRevseqGPUMove16BitFloatsAsIntegers());
  pm.addPass(createGpuLaunchSinkIndexComputationsPass());
  // SPIR-V has no type for a buffer of a static size 0.
  if (target == GPUTarget::SPIRV)
    pm.addNestedPass<func::FuncOp>(revseq::createGPUDynamicEmptyBuffers());
  if (options.oneKernelModule)
    pm.addPass(revseq::createGPUKernelModule());
  pm.addPass(createGpuKernelOutliningPass());
  if (options.deduplicateKernels)
    pm.addPass(revseq::createGPUDeduplicateKernels());
}

/// The attach-target options of NVVM or ROCDL: the chip `options` names,
/// else `defaultChip`, and its features and optimisation level.
template <typename AttachOptions>
static AttachOptions getAttachOptions(const GPUPipelineOptions &options,
                                      StringRef defaultChip) {
  AttachOptions attach;
  attach.chip =
      options.chip.empty() ? defaultChip.str() : options.chip.getValue();
  attach.features = options.features;
  attach.optLevel = options.optLevel;
  return attach;
}

static void addNVVMDeviceStages(OpPassManager &pm,
                                const GPUPipelineOptions &options) {
  pm.addPass(createGpuNVVMAttachTarget(
      getAttachOptions<GpuNVVMAttachTargetOptions>(options, "sm_80")));
  pm.addNestedPass<gpu::GPUModuleOp>(createSCFToControlFlowPass());
  ConvertGpuOpsToNVVMOpsOptions toNVVM;
  toNVVM.indexBitwidth = 64;
  pm.addNestedPass<gpu::GPUModuleOp>(createConvertGpuOpsToNVVMOps(toNVVM));
}

static void addROCDLDeviceStages(OpPassManager &pm,
                                 const GPUPipelineOptions &options) {
  auto attach =
      getAttachOptions<GpuROCDLAttachTargetOptions>(options, "gfx942");
  pm.addPass(createGpuROCDLAttachTarget(attach));
  pm.addNestedPass<gpu::GPUModuleOp>(createSCFToControlFlowPass());
  ConvertGpuOpsToROCDLOpsOptions toROCDL;
  toROCDL.chipset = attach.chip;
  toROCDL.indexBitwidth = 64;
  pm.addNestedPass<gpu::GPUModuleOp>(createConvertGpuOpsToROCDLOps(toROCDL));
}

/// OpenCL-style kernels: physical 64-bit pointers for the 1-D buffers.
static LogicalResult
addSPIRVDeviceStages(OpPassManager &pm, const GPUPipelineOptions &options,
                     function_ref<LogicalResult(const Twine &)> errorHandler) {
  GpuSPIRVAttachTargetOptions attach;
  attach.spirvVersion = "v1.0";
  // No Float16: OpenCL does not allow it, and the kernels move 16-bit
  // floats as i16 (revseq-gpu-move-16bit-floats-as-integers).
  attach.spirvCapabilities = {"Addresses", "Float64", "Int8",          "Int16",
                              "Int64",     "Kernel",  "GenericPointer"};
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
  // Upstream declares no C++ options for use-64bit-index.
  std::unique_ptr<Pass> toSPIRV = createConvertGPUToSPIRVPass();
  if (failed(toSPIRV->initializeOptions("use-64bit-index=true", errorHandler)))
    return failure();
  pm.addPass(std::move(toSPIRV));
  OpPassManager &spirvModule =
      pm.nest<gpu::GPUModuleOp>().nest<spirv::ModuleOp>();
  // Upstream's scf.for conversion leaves the results of a loop that runs no
  // iteration undefined (llvm/llvm-project#211981).
  spirvModule.addPass(revseq::createSPIRVInitLoopResults());
  spirvModule.addPass(spirv::createSPIRVLowerABIAttributesPass());
  spirvModule.addPass(spirv::createSPIRVUpdateVCEPass());
  return success();
}

/// gpu-module-to-binary's `format` name.
static StringRef getFormatName(GPUFormat format, GPUTarget target) {
  switch (format) {
  case GPUFormat::ISA:
    return "isa";
  case GPUFormat::Bin:
    return "bin";
  case GPUFormat::Fatbin:
    return "fatbin";
  case GPUFormat::Default:
    break;
  }
  return target == GPUTarget::NVVM ? "fatbin" : "bin";
}

/// Device code to `gpu.binary`s. For `rocdl` with `bin` and no toolkit,
/// LLVM's own ld.lld where no ROCm linker is installed.
static void addBinaryStage(OpPassManager &pm,
                           const GPUPipelineOptions &options) {
  GpuModuleToBinaryPassOptions toBinary;
  toBinary.compilationTarget =
      getFormatName(options.format, options.target).str();
  toBinary.toolkitPath = options.toolkit;
  if (options.target == GPUTarget::ROCDL &&
      toBinary.compilationTarget != "isa" && toBinary.toolkitPath.empty())
    toBinary.toolkitPath = defaultROCmToolkit();
  pm.addPass(createGpuModuleToBinaryPass(toBinary));
}

/// Host: launches and copies become mgpu* runtime calls on one stream per
/// function, waited for before the host reads a result.
static void addHostStages(OpPassManager &pm,
                          const GPUPipelineOptions &options) {
  pm.addNestedPass<func::FuncOp>(createGpuAsyncRegionPass());
  // Host and device allocations fail with a message. After the async
  // region: a check before it would be a host op that waits for the stream.
  if (options.runtimeChecks)
    pm.addNestedPass<func::FuncOp>(revseq::createCheckAllocations());
  pm.addNestedPass<func::FuncOp>(createSCFToControlFlowPass());
  pm.addPass(revseq::createLowerAssertsToStderr());
  if (options.emitCInterface)
    pm.addNestedPass<func::FuncOp>(LLVM::createLLVMRequestCWrappersPass());
  GpuToLLVMConversionPassOptions toLLVM;
  toLLVM.kernelBarePtrCallConv = options.target == GPUTarget::SPIRV;
  pm.addPass(createGpuToLLVMConversionPass(toLLVM));
  pm.addPass(createConvertToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

LogicalResult revseq::buildGPUPipeline(
    OpPassManager &pm, const GPUPipelineOptions &options,
    function_ref<LogicalResult(const Twine &)> errorHandler) {
  GPUTarget target = options.target;
  if (options.format == GPUFormat::Fatbin && target != GPUTarget::NVVM)
    return errorHandler("revseq-gpu-pipeline: format=fatbin needs "
                        "target=nvvm");
  // Common: tensors to buffers, kernels, outlined gpu.modules.
  addBufferAndKernelStages(pm, options, /*spirv=*/target == GPUTarget::SPIRV);
  addOutliningStages(pm, options);
  // Device.
  if (target == GPUTarget::NVVM)
    addNVVMDeviceStages(pm, options);
  else if (target == GPUTarget::ROCDL)
    addROCDLDeviceStages(pm, options);
  else if (failed(addSPIRVDeviceStages(pm, options, errorHandler)))
    return failure();
  pm.addPass(createReconcileUnrealizedCastsPass());
  addBinaryStage(pm, options);
  // Host.
  addHostStages(pm, options);
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
