//===- GPUPipeline.h - revseq GPU pipelines ---------------------*- C++ -*-===//

#ifndef REVSEQ_PIPELINES_GPUPIPELINE_H
#define REVSEQ_PIPELINES_GPUPIPELINE_H

#include "revseq/Codegen/CPU/Passes.h"
#include "revseq/Codegen/GPU/Passes.h"
#include "revseq/Conversion/Passes.h"
#include "revseq/Pipelines/Pipelines.h"
#include "revseq/Transforms/Passes.h"

#include "mlir/Pass/PassOptions.h"

namespace mlir {
class OpPassManager;
namespace revseq {

/// Options shared by `revseq-gpu-pipeline` and
/// `revseq-gpu-emulation-pipeline`.
template <typename Derived>
struct GPUKernelOptions : public PassPipelineOptions<Derived> {
  using Base = PassPipelineOptions<Derived>;
  typename Base::template Option<bool> runtimeChecks{
      *this, "runtime-checks", llvm::cl::desc(kRuntimeChecksDescription),
      llvm::cl::init(RevseqLoweringOptions().runtimeChecks)};
  typename Base::template Option<bool> fuse{
      *this, "fuse",
      llvm::cl::desc("Fuse revseq ops with their elementwise neighbours "
                     "(revseq-fuse-elementwise): one kernel and no "
                     "intermediate buffer for the pair"),
      llvm::cl::init(true)};
  typename Base::template Option<bool> fuseGathers{
      *this, "fuse-gathers", llvm::cl::desc(kFuseGathersDescription),
      llvm::cl::init(false)};
  typename Base::template Option<bool> inPlace{
      *this, "in-place", llvm::cl::desc(kInPlaceDescription),
      llvm::cl::init(false)};
  typename Base::template Option<bool> emitCInterface{
      *this, "emit-c-interface",
      llvm::cl::desc("Give every host function a C-callable `_mlir_ciface_` "
                     "wrapper taking memref descriptors by pointer"),
      llvm::cl::init(false)};
  typename Base::template Option<int64_t> blockSize{
      *this, "block-size", llvm::cl::desc("Threads per block (1-D blocks)"),
      llvm::cl::init(RevseqGPUOptions().blockSize)};
  typename Base::template Option<int64_t> maxBlocks{
      *this, "max-blocks",
      llvm::cl::desc("Most blocks per launch; the grid-stride loop covers "
                     "the remaining elements"),
      llvm::cl::init(RevseqGPUOptions().maxBlocks)};
  typename Base::template Option<int64_t> elementsPerThread{
      *this, "elements-per-thread",
      llvm::cl::desc("Points each thread of the elementwise and fused "
                     "kernels (convert-parallel-linalg-to-gpu) takes per "
                     "grid-stride step, all loaded before any is stored, in "
                     "[1, 16]"),
      llvm::cl::init(RevseqGPUOptions().elementsPerThread)};
  typename Base::template Option<bool> deviceBuffers{
      *this, "device-buffers",
      llvm::cl::desc("The memref arguments and returned allocations of "
                     "public functions are device memory: no copies between "
                     "host and device except for host code that reads them"),
      llvm::cl::init(false)};
  typename Base::template Option<bool> narrowIndex{
      *this, "narrow-index",
      llvm::cl::desc("Also emit each kernel with 32-bit index math, used "
                     "when every index its grid-stride loop reaches is below "
                     "2^31"),
      llvm::cl::init(RevseqGPUOptions().narrowIndex)};
  typename Base::template Option<int64_t> gatherTileBytes{
      *this, "gather-tile-bytes",
      llvm::cl::desc("Workgroup memory per block of the gather layouts' "
                     "tiles of rows, in [0, 49152]; tiles of whole columns "
                     "take up to 49152 (0: no tiles, read the sources "
                     "straight from global memory)"),
      llvm::cl::init(RevseqGPUOptions().gatherTileBytes)};

  /// The options of the passes the pipelines run, as these options set
  /// them; `spirv` for OpenCL-style SPIR-V kernels (scalar accesses only:
  /// SPIR-V vectors have at most 4 lanes without the Vector16 capability;
  /// no arithmetic on i1, f16 or bf16).
  TensorStageOptions getTensorStageOptions() const {
    return {fuse, runtimeChecks, inPlace, fuseGathers};
  }
  ConvertRevseqToGPUOptions getRevseqToGPUOptions(bool spirv) const {
    ConvertRevseqToGPUOptions result;
    result.runtimeChecks = runtimeChecks;
    result.blockSize = blockSize;
    result.maxBlocks = maxBlocks;
    result.vectorBytes = spirv ? 0 : RevseqGPUOptions().vectorBytes;
    result.narrowIndex = narrowIndex;
    result.gatherTileBytes = gatherTileBytes;
    return result;
  }
  ConvertRevseqToLinalgOptions getRevseqToLinalgOptions() const {
    ConvertRevseqToLinalgOptions result;
    result.runtimeChecks = runtimeChecks;
    return result;
  }
  ConvertParallelLinalgToGPUOptions
  getParallelLinalgToGPUOptions(bool spirv) const {
    ConvertParallelLinalgToGPUOptions result;
    result.blockSize = blockSize;
    result.maxBlocks = maxBlocks;
    result.narrowIndex = narrowIndex;
    result.elementsPerThread = elementsPerThread;
    result.narrowTypes = !spirv;
    return result;
  }
  GPUDeviceBuffersOptions getDeviceBuffersOptions() const {
    GPUDeviceBuffersOptions result;
    result.deviceBuffers = deviceBuffers;
    return result;
  }
};

/// The device code `revseq-gpu-pipeline` produces.
enum class GPUTarget { NVVM, ROCDL, SPIRV };

/// The form of the kernels in each `gpu.binary`; `Default` is `Fatbin` for
/// NVVM and `Bin` otherwise.
enum class GPUFormat { Default, ISA, Bin, Fatbin };

/// Options of `revseq-gpu-pipeline`.
struct GPUPipelineOptions : public GPUKernelOptions<GPUPipelineOptions> {
  Option<GPUTarget> target{
      *this, "target", llvm::cl::desc("Kernel target"),
      llvm::cl::init(GPUTarget::NVVM),
      llvm::cl::values(
          clEnumValN(GPUTarget::NVVM, "nvvm", "NVIDIA (PTX, cubin, fatbin)"),
          clEnumValN(GPUTarget::ROCDL, "rocdl", "AMD (AMDGPU, hsaco)"),
          clEnumValN(GPUTarget::SPIRV, "spirv",
                     "OpenCL-style SPIR-V kernels"))};
  Option<std::string> chip{
      *this, "chip",
      llvm::cl::desc("GPU architecture (default: sm_80 for nvvm, gfx942 "
                     "for rocdl; unused for spirv)"),
      llvm::cl::init("")};
  Option<std::string> features{
      *this, "features",
      llvm::cl::desc("Target features (nvvm: PTX version such as +ptx80; "
                     "rocdl: such as +wavefrontsize64)"),
      llvm::cl::init("")};
  Option<unsigned> optLevel{*this, "opt-level",
                            llvm::cl::desc("Device code optimisation level"),
                            llvm::cl::init(3)};
  Option<GPUFormat> format{
      *this, "format", llvm::cl::desc("Kernel object format"),
      llvm::cl::init(GPUFormat::Default),
      llvm::cl::values(
          clEnumValN(GPUFormat::Default, "default",
                     "fatbin for nvvm, bin otherwise"),
          clEnumValN(GPUFormat::ISA, "isa", "PTX / AMDGPU assembly / SPIR-V"),
          clEnumValN(GPUFormat::Bin, "bin", "cubin / hsaco / SPIR-V"),
          clEnumValN(GPUFormat::Fatbin, "fatbin", "CUDA fatbin (nvvm only)"))};
  Option<std::string> toolkit{
      *this, "toolkit",
      llvm::cl::desc("CUDA or ROCm toolkit path for bin and fatbin "
                     "(default: found by gpu-module-to-binary)"),
      llvm::cl::init("")};
  Option<bool> oneKernelModule{
      *this, "one-kernel-module",
      llvm::cl::desc("Outline every kernel into one gpu.module "
                     "(revseq_kernels): one device object, compiled once; "
                     "false: one gpu.module per kernel"),
      llvm::cl::init(true)};
  Option<bool> deduplicateKernels{
      *this, "deduplicate-kernels",
      llvm::cl::desc("Compile identical kernels of a gpu.module once "
                     "(revseq-gpu-deduplicate-kernels); false: one kernel "
                     "per launch"),
      llvm::cl::init(true)};
};

/// Options of `revseq-gpu-emulation-pipeline`.
struct GPUEmulationPipelineOptions
    : public GPUKernelOptions<GPUEmulationPipelineOptions> {};

/// Lowers a module of functions on tensors to host code in the LLVM dialect
/// launching `gpu.binary` kernels through the upstream GPU runtime ABI
/// (`mgpu*`; runtime/ implements it for CUDA). Reports a bad option value
/// through `errorHandler` and returns its result.
LogicalResult
buildGPUPipeline(OpPassManager &pm, const GPUPipelineOptions &options,
                 function_ref<LogicalResult(const Twine &)> errorHandler);

/// The kernels of `revseq-gpu-pipeline` run on the host: every `gpu.launch`
/// becomes loops over block and thread ids, then the CPU pipeline.
void buildGPUEmulationPipeline(OpPassManager &pm,
                               const GPUEmulationPipelineOptions &options);

/// Registers `revseq-gpu-pipeline` and `revseq-gpu-emulation-pipeline`.
void registerGPUPipelines();

} // namespace revseq
} // namespace mlir

#endif // REVSEQ_PIPELINES_GPUPIPELINE_H
