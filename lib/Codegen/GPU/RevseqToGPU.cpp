//===- RevseqToGPU.cpp - lower revseq ops to grid-stride gpu.launch -------===//
//
// Each memref form of an op with an index map (IndexMapOpInterface)
// becomes (after bufferization): the run-time checks and the DynamicAxes
// flags on the host (the shared RevseqCommon code) and one gpu.launch, on
// the flattened buffers bufferization chose, whose threads walk the
// flattened output with a grid-stride loop. Where the buffers live is
// decided afterwards by revseq-gpu-device-buffers, so a chain of kernels
// keeps its tensors on the device. Thread k of the grid writes output
// elements k, k + grid, ...: consecutive threads write consecutive elements
// of the innermost dimension (coalesced stores), any element count works
// with any grid, and the index math is `index` (64 bits on every GPU
// target), so counts above 2^31 are exact; with narrowIndex a second launch
// computes in i32 (32-bit division is several times cheaper), chosen on the
// host for smaller tensors. The source element is found from the output's
// linear index by adding, for each dimension that moves, the change of its
// coordinate times its stride; the clamped-length semantics come from
// clampLength/mirrorBelow/mirror, so no operand value can make a kernel
// read out of bounds.
//
// This file holds which ops the lowering takes (isGPULowerable, from the
// op's buffers and its index map) and its patterns, one for every op: the
// kernels are OpKernels.cpp's, their index math KernelIndexMap.cpp's, the
// in-place swaps InPlaceSwap.cpp's.
//
//===----------------------------------------------------------------------===//

#include "revseq/Codegen/GPU/RevseqToGPU.h"

#include "OpKernels.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::revseq;
using namespace mlir::revseq::gpu_detail;

bool revseq::isGPULowerable(Operation *op) {
  auto dstOp = dyn_cast<DestinationStyleOpInterface>(op);
  if (!dstOp || !dstOp.hasPureBufferSemantics())
    return false;
  auto mapOp = dyn_cast<IndexMapOpInterface>(op);
  if (!mapOp)
    return false;
  // The kernels address the buffers as flat arrays.
  for (Value operand : op->getOperands())
    if (auto type = dyn_cast<MemRefType>(operand.getType());
        type && !type.getLayout().isIdentity())
      return false;
  auto input = cast<MemRefType>(mapOp.getMappedInput().getType());
  if (input.getRank() < 1 || !isKernelElementType(input.getElementType()))
    return false;
  ReverseIndexMap map = mapOp.getIndexMap();
  if (!isKernelIndexMap(map))
    return false;
  // Lengths are read by the kernels; DynamicAxes' axes on the host.
  if (map.kind == ReverseIndexMap::Kind::Prefix)
    return isKernelElementType(
        cast<MemRefType>(map.lengths.getType()).getElementType());
  return true;
}

namespace {

/// The pattern base of the memref forms of every op with an index map.
using IndexMapGPUPattern =
    RevseqLoweringPattern<IndexMapOpInterface, RevseqGPUOptions,
                          OpInterfaceRewritePattern<IndexMapOpInterface>>;

/// Every memref form but the in-place ones InPlaceSwap.cpp lowers: the
/// OpKernels of its index map write its destination.
struct IndexMapGPULowering : public IndexMapGPUPattern {
  using IndexMapGPUPattern::IndexMapGPUPattern;

  /// The in-place forms of the gather layouts too (the others are
  /// InPlaceSwap.cpp's).
  bool accepts(IndexMapOpInterface op) const final {
    return isGPULowerable(op) && (!isInPlaceForm(op) || op.hasLengthPerLane());
  }

  Value lower(OpBuilder &b, IndexMapOpInterface op, Value dest,
              ArrayRef<Value> sizes) const final {
    OpKernels(options).lower(b, op, dest, sizes);
    return Value();
  }
};

/// A memref form whose input, or whose lengths (of a Prefix map), has a
/// static size-0 dim writes no element: only its run-time checks remain,
/// and no kernel is launched (a kernel over a `memref<0xT>` has no SPIR-V
/// type to take it). The lengths' sizes are the input's but along the
/// sequence axis (the size checks that remain stop the program otherwise),
/// so a size-0 dim of the lengths is one of the input. Before the kernels'
/// patterns.
struct EmptyOpLowering : public IndexMapGPUPattern {
  EmptyOpLowering(MLIRContext *context, const RevseqGPUOptions &options)
      : IndexMapGPUPattern(context, options, /*benefit=*/2) {}

  bool accepts(IndexMapOpInterface op) const final {
    if (!isGPULowerable(op))
      return false;
    SmallVector<Value, 2> operands = {op.getMappedInput()};
    ReverseIndexMap map = op.getIndexMap();
    if (map.kind == ReverseIndexMap::Kind::Prefix)
      operands.push_back(map.lengths);
    return llvm::any_of(operands, [](Value operand) {
      return llvm::is_contained(cast<MemRefType>(operand.getType()).getShape(),
                                0);
    });
  }

  Value lower(OpBuilder &, IndexMapOpInterface, Value,
              ArrayRef<Value>) const final {
    return Value();
  }
};

} // namespace

void revseq::populateRevseqToGPUPatterns(RewritePatternSet &patterns,
                                         const RevseqGPUOptions &options) {
  patterns.add<EmptyOpLowering, IndexMapGPULowering>(patterns.getContext(),
                                                     options);
  populateRevseqInPlaceToGPUPatterns(patterns, options);
}

void revseq::configureRevseqToGPUTarget(ConversionTarget &target) {
  // The ops with an index map of any dialect; every other op stays.
  target.markUnknownOpDynamicallyLegal(
      [](Operation *op) { return !isGPULowerable(op); });
}
