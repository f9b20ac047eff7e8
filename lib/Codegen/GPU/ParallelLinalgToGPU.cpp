//===- ParallelLinalgToGPU.cpp - parallel linalg ops as GPU kernels -------===//
//
// The elementwise code around revseq ops, and the loops that
// revseq-fuse-elementwise makes of a revseq op and its consumer or
// producer, run on the device as one grid-stride kernel each: the iteration
// space is walked as a flat index, like the revseq kernels' outputs
// (GridStride.h), each index delinearized into the loop coordinates, and
// the op's body runs there with its operands loaded and its results stored
// through the indexing maps. A fused reverse thereby costs no launch and no
// intermediate buffer of its own.
//
//===----------------------------------------------------------------------===//

#include "revseq/Codegen/GPU/RevseqToGPU.h"

#include "GridStride.h"
#include "GroupAccess.h"

#include "revseq/Codegen/Common/Buffers.h"
#include "revseq/Dialect/Revseq/Utils/Utils.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;
using namespace mlir::revseq;
using namespace mlir::revseq::gpu_detail;

/// An element type the kernel computes with: a kernel element type, and
/// with `narrowTypes` also i1, f16 and bf16.
static bool isComputedType(Type type, bool narrowTypes) {
  if (!isKernelElementType(type))
    return false;
  return narrowTypes || !(type.isInteger(1) || type.isF16() || type.isBF16());
}

/// A memref a kernel can address: a computed element type, and the
/// identity layout or a strided view (a subview: an extract_slice input, a
/// tile) of a buffer with the identity layout, which
/// revseq-gpu-device-buffers can copy between host and device; the view is
/// addressed through its base buffer.
static bool isKernelBuffer(Value buffer, bool narrowTypes) {
  auto memref = dyn_cast<MemRefType>(buffer.getType());
  if (!memref || !isComputedType(memref.getElementType(), narrowTypes))
    return false;
  if (memref.getLayout().isIdentity())
    return true;
  auto root = dyn_cast<MemRefType>(getViewRoot(buffer).getType());
  return isa<StridedLayoutAttr>(memref.getLayout()) && root &&
         root.getLayout().isIdentity();
}

/// An operand of the op itself: a kernel buffer, or a scalar (a fill
/// value) the kernel receives as a parameter.
static bool isKernelOperand(Value operand, bool narrowTypes) {
  Type type = operand.getType();
  if (isa<MemRefType>(type))
    return isKernelBuffer(operand, narrowTypes);
  return type.isIntOrIndexOrFloat() && isComputedType(type, narrowTypes);
}

/// The body runs on the device: no memory effects other than loads from
/// kernel buffers.
static bool isKernelBody(Block &body, bool narrowTypes) {
  WalkResult result = body.walk([&](Operation *inner) {
    if (auto load = dyn_cast<memref::LoadOp>(inner))
      return isKernelBuffer(load.getMemRef(), narrowTypes)
                 ? WalkResult::advance()
                 : WalkResult::interrupt();
    if (isa<linalg::YieldOp, linalg::IndexOp>(inner) ||
        isMemoryEffectFree(inner))
      return WalkResult::advance();
    return WalkResult::interrupt();
  });
  return !result.wasInterrupted();
}

bool revseq::isParallelLinalgGPULowerable(Operation *op, bool narrowTypes) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || !linalgOp.hasPureBufferSemantics() ||
      linalgOp.getNumLoops() < 1 ||
      linalgOp.getNumLoops() != linalgOp.getNumParallelLoops())
    return false;
  if (!llvm::all_of(op->getOperands(), [&](Value operand) {
        return isKernelOperand(operand, narrowTypes);
      }))
    return false;
  for (OpOperand &init : linalgOp.getDpsInitsMutable())
    if (!linalgOp.getMatchingIndexingMap(&init).isPermutation())
      return false;
  return isKernelBody(*linalgOp.getBlock(), narrowTypes);
}

/// The indices `map` gives at loop coordinates `ivs`.
static SmallVector<Value> applyMap(OpBuilder &b, Location loc, AffineMap map,
                                   ArrayRef<Value> ivs) {
  SmallVector<Value> indices;
  for (AffineExpr expr : map.getResults()) {
    if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
      indices.push_back(ivs[dim.getPosition()]);
      continue;
    }
    if (auto constant = dyn_cast<AffineConstantExpr>(expr)) {
      indices.push_back(
          arith::ConstantIndexOp::create(b, loc, constant.getValue()));
      continue;
    }
    AffineMap single = AffineMap::get(map.getNumDims(), 0, expr);
    indices.push_back(affine::AffineApplyOp::create(b, loc, single, ivs));
  }
  return indices;
}

namespace {
/// The kernels address every buffer as a flat 1-D array, as the revseq
/// kernels do (SPIR-V's OpenCL lowering takes no dynamic multi-dimensional
/// memrefs): each buffer is collapsed on the host (collapseToFlat), and
/// its indices are linearized with its sizes in the kernel. A buffer with a
/// strided layout (a subview: an extract_slice input, a tile of upstream
/// tiling) is addressed through its base buffer, viewed as 1-D from the
/// base's start, at offset + sum(index * stride).
class FlatBuffers {
public:
  /// Flat views of the memref operands of `op` and of the buffers its body
  /// loads from, built before the launch.
  FlatBuffers(OpBuilder &b, Location loc, linalg::LinalgOp op) {
    for (Value operand : op->getOperands())
      add(b, loc, operand);
    op.getBlock()->walk([&](memref::LoadOp load) {
      if (!op->isAncestor(load.getMemRef().getParentBlock()->getParentOp()))
        add(b, loc, load.getMemRef());
    });
  }

  /// Whether `buffer` has a flat view.
  bool contains(Value buffer) const { return views.count(buffer); }

  /// The flat view of `buffer`.
  Value getFlat(Value buffer) const { return views.at(buffer).flat; }

  /// Whether `buffer` is addressed through its strides.
  bool isStrided(Value buffer) const { return views.at(buffer).isStrided(); }

  /// The index into the flat view of `buffer[indices]`: row-major,
  /// (i0 * size1 + i1) * size2 + ...; none for a rank-0 buffer; offset +
  /// i0 * stride0 + i1 * stride1 + ... for a strided one.
  SmallVector<Value> linearize(OpBuilder &b, Location loc, Value buffer,
                               ValueRange indices) const {
    const FlatBufferView &view = views.at(buffer);
    if (view.isStrided()) {
      Value index = view.offset;
      for (auto [i, stride] : llvm::zip_equal(indices, view.strides))
        index = arith::AddIOp::create(b, loc, index,
                                      arith::MulIOp::create(b, loc, i, stride));
      return {index};
    }
    if (indices.empty())
      return {};
    return {linearizeRowMajor(b, loc, indices, view.sizes)};
  }

private:
  void add(OpBuilder &b, Location loc, Value buffer) {
    if (!isa<MemRefType>(buffer.getType()) || views.count(buffer))
      return;
    views.try_emplace(buffer, getFlatBufferView(b, loc, buffer));
  }

  llvm::DenseMap<Value, FlatBufferView> views;
};
} // namespace

namespace {
/// One point of `op`'s iteration space: its loop coordinates `ivs` and
/// flat index `linear`.
struct Point {
  SmallVector<Value> ivs;
  Value linear;
};
} // namespace

/// The flat index into `operand`'s buffer at `point`. An operand with the
/// identity indexing map has the iteration space's shape, so its flat
/// index is the point's own.
static SmallVector<Value> flatIndex(OpBuilder &b, Location loc,
                                    linalg::LinalgOp op,
                                    const FlatBuffers &buffers,
                                    OpOperand &operand, const Point &point) {
  AffineMap map = op.getMatchingIndexingMap(&operand);
  if (map.isIdentity() && !buffers.isStrided(operand.get()))
    return {point.linear};
  return buffers.linearize(b, loc, operand.get(),
                           applyMap(b, loc, map, point.ivs));
}

/// The values `op` yields at `point`: the used operands loaded, the body
/// cloned (its loads from flat views).
static SmallVector<Value> emitPointValues(OpBuilder &b, Location loc,
                                          linalg::LinalgOp op,
                                          const FlatBuffers &buffers,
                                          const Point &point) {
  IRMapping mapping;
  for (OpOperand &operand : op->getOpOperands()) {
    BlockArgument arg = op.getMatchingBlockArgument(&operand);
    if (arg.use_empty())
      continue;
    if (!isa<MemRefType>(operand.get().getType())) {
      mapping.map(arg, operand.get());
      continue;
    }
    Value element = loadElement(b, loc, buffers.getFlat(operand.get()),
                                flatIndex(b, loc, op, buffers, operand, point));
    mapping.map(arg, element);
  }
  Block *body = op.getBlock();
  for (Operation &inner : body->without_terminator()) {
    if (auto index = dyn_cast<linalg::IndexOp>(inner)) {
      mapping.map(index.getResult(), point.ivs[index.getDim()]);
      continue;
    }
    auto load = dyn_cast<memref::LoadOp>(inner);
    if (load && buffers.contains(load.getMemRef())) {
      SmallVector<Value> indices =
          llvm::map_to_vector(load.getIndices(), [&](Value v) {
            return mapping.lookupOrDefault(v);
          });
      Value element =
          loadElement(b, loc, buffers.getFlat(load.getMemRef()),
                      buffers.linearize(b, loc, load.getMemRef(), indices));
      mapping.map(load.getResult(), element);
      continue;
    }
    b.clone(inner, mapping);
  }
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  return llvm::map_to_vector(
      yield.getValues(), [&](Value v) { return mapping.lookupOrDefault(v); });
}

/// Stores `values` (what `op` yields at `point`) through the outputs' maps.
static void emitPointStores(OpBuilder &b, Location loc, linalg::LinalgOp op,
                            const FlatBuffers &buffers, const Point &point,
                            ValueRange values) {
  for (auto [value, init] : llvm::zip_equal(values, op.getDpsInitsMutable()))
    storeElement(b, loc, value, buffers.getFlat(init.get()),
                 flatIndex(b, loc, op, buffers, init, point));
}

namespace {
struct ParallelLinalgToGPU
    : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  ParallelLinalgToGPU(MLIRContext *context, const RevseqGPUOptions &options,
                      bool narrowTypes)
      : OpInterfaceRewritePattern(context), options(options),
        narrowTypes(narrowTypes) {}

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (!isParallelLinalgGPULowerable(op, narrowTypes))
      return rewriter.notifyMatchFailure(op, "not a parallel kernel");
    Location loc = op.getLoc();
    SmallVector<Value> sizes;
    for (Range range : op.createLoopRanges(rewriter, loc))
      sizes.push_back(
          getValueOrCreateConstantIndexOp(rewriter, loc, range.size));
    Shape shape;
    Value count = shape.setRowMajor(rewriter, loc, sizes);
    FlatBuffers buffers(rewriter, loc, op);
    // All points of a thread's step are loaded and computed before any is
    // stored: their loads are independent and may all be in flight.
    auto body = [&](OpBuilder &b, Location l, const Shape &typed,
                    ValueRange linears) {
      SmallVector<Point> points;
      SmallVector<SmallVector<Value>> values;
      for (Value linear : linears) {
        Point point;
        for (int64_t d = 0, e = typed.sizes.size(); d < e; ++d)
          point.ivs.push_back(toIndex(b, l, typed.coordinate(b, l, linear, d)));
        point.linear = toIndex(b, l, linear);
        values.push_back(emitPointValues(b, l, op, buffers, point));
        points.push_back(std::move(point));
      }
      for (auto [point, pointValues] : llvm::zip_equal(points, values))
        emitPointStores(b, l, op, buffers, point, pointValues);
    };
    launchUnrolledGridStride(rewriter, loc, options, shape, count,
                             options.elementsPerThread, body);
    rewriter.eraseOp(op);
    return success();
  }

  RevseqGPUOptions options;
  bool narrowTypes;
};
} // namespace

void revseq::populateParallelLinalgToGPUPatterns(
    RewritePatternSet &patterns, const RevseqGPUOptions &options,
    bool narrowTypes) {
  patterns.add<ParallelLinalgToGPU>(patterns.getContext(), options,
                                    narrowTypes);
}
