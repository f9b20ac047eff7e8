//===- IndexMap.cpp - IR for the index map of a revseq op -----------------===//

#include "revseq/Dialect/Revseq/Utils/Utils.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace mlir::revseq;

SmallVector<Value>
revseq::emitIndexMapInvariants(OpBuilder &b, Location loc,
                               const ReverseIndexMap &map, int64_t rank,
                               const RevseqLoweringOptions &options) {
  if (map.kind != ReverseIndexMap::Kind::DynamicAxes)
    return {};
  return computeReverseFlags(b, loc, rank, map.mode, map.axesOperand, options);
}

SmallVector<Value> revseq::getLengthsIndex(OpBuilder &b, Location loc,
                                           const ReverseIndexMap &map,
                                           ValueRange ivs) {
  SmallVector<Value> indices;
  for (AffineExpr expr : map.lengthsMap.getResults()) {
    if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
      indices.push_back(ivs[dim.getPosition()]);
      continue;
    }
    int64_t constant = cast<AffineConstantExpr>(expr).getValue();
    indices.push_back(arith::ConstantIndexOp::create(b, loc, constant));
  }
  return indices;
}

SmallVector<Value> revseq::emitSourceIndices(OpBuilder &b, Location loc,
                                             const ReverseIndexMap &map,
                                             ValueRange ivs,
                                             ArrayRef<Value> sizes,
                                             ValueRange invariants) {
  SmallVector<Value> source(ivs);
  switch (map.kind) {
  case ReverseIndexMap::Kind::Axes:
    for (int64_t d : map.axes)
      source[d] = mirror(b, loc, ivs[d], sizes[d]);
    break;
  case ReverseIndexMap::Kind::DynamicAxes:
    for (auto [d, flag] : llvm::enumerate(invariants)) {
      Value mirrored = mirror(b, loc, ivs[d], sizes[d]);
      source[d] = arith::SelectOp::create(b, loc, flag, mirrored, ivs[d]);
    }
    break;
  case ReverseIndexMap::Kind::Prefix: {
    SmallVector<Value> at = getLengthsIndex(b, loc, map, ivs);
    Value raw = extractElement(b, loc, map.lengths, at);
    Value length = clampLength(b, loc, raw, sizes[map.seqAxis]);
    source[map.seqAxis] = mirrorBelow(b, loc, ivs[map.seqAxis], length);
    break;
  }
  }
  return source;
}

Value revseq::buildIndexMapGeneric(OpBuilder &b, IndexMapOpInterface op,
                                   Value dest,
                                   const RevseqLoweringOptions &options) {
  int64_t rank = cast<ShapedType>(dest.getType()).getRank();
  SmallVector<Value> invariants =
      emitIndexMapInvariants(b, op->getLoc(), op.getIndexMap(), rank, options);
  return buildIndexMapGeneric(b, op, dest, invariants);
}

Value revseq::buildIndexMapGeneric(OpBuilder &b, IndexMapOpInterface op,
                                   Value dest, ValueRange invariants,
                                   ArrayRef<OpFoldResult> offsets) {
  Location loc = op->getLoc();
  Value input = op.getMappedInput();
  ReverseIndexMap map = op.getIndexMap();
  int64_t rank = cast<ShapedType>(dest.getType()).getRank();
  // The whole destination has the input's shape (c2, checked at run time
  // where dynamic); a block of the result is mirrored within the input's.
  SmallVector<Value> sizes =
      getDimSizes(b, loc, offsets.empty() ? dest : input);
  SmallVector<Value> starts = llvm::map_to_vector(offsets, [&](OpFoldResult o) {
    return getValueOrCreateConstantIndexOp(b, loc, o);
  });
  SmallVector<AffineMap> maps = {b.getMultiDimIdentityMap(rank)};
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  SmallVector<Type, 1> resultTypes;
  if (isa<RankedTensorType>(dest.getType()))
    resultTypes.push_back(dest.getType());
  auto generic = linalg::GenericOp::create(
      b, loc, resultTypes, ValueRange{}, ValueRange{dest}, maps, iterators,
      [&](OpBuilder &nb, Location nl, ValueRange) {
        SmallVector<Value> ivs;
        for (int64_t d = 0; d < rank; ++d) {
          Value iv = linalg::IndexOp::create(nb, nl, d);
          if (!starts.empty() && !isConstantIntValue(offsets[d], 0))
            iv = arith::AddIOp::create(nb, nl, starts[d], iv);
          ivs.push_back(iv);
        }
        SmallVector<Value> source =
            emitSourceIndices(nb, nl, map, ivs, sizes, invariants);
        Value element = extractElement(nb, nl, input, source);
        linalg::YieldOp::create(nb, nl, element);
      });
  return generic->getNumResults() ? generic.getResult(0) : Value();
}

SmallVector<Value> revseq::getOperandIndicesAt(linalg::LinalgOp op,
                                               OpOperand &operand,
                                               ValueRange ivs) {
  AffineMap map = op.getMatchingIndexingMap(&operand);
  return llvm::map_to_vector(map.getResults(), [&](AffineExpr expr) {
    return ivs[cast<AffineDimExpr>(expr).getPosition()];
  });
}

SmallVector<Value> revseq::emitGenericBodyAt(OpBuilder &b, linalg::LinalgOp op,
                                             ValueRange ivs) {
  IRMapping mapping;
  Block *body = op.getBlock();
  for (OpOperand &operand : op->getOpOperands()) {
    BlockArgument arg = body->getArgument(operand.getOperandNumber());
    if (arg.use_empty())
      continue;
    if (!isa<ShapedType>(operand.get().getType())) {
      mapping.map(arg, operand.get());
      continue;
    }
    SmallVector<Value> at = getOperandIndicesAt(op, operand, ivs);
    mapping.map(arg, extractElement(b, op.getLoc(), operand.get(), at));
  }
  for (Operation &inner : body->without_terminator()) {
    if (auto index = dyn_cast<linalg::IndexOp>(inner)) {
      mapping.map(index.getResult(), ivs[index.getDim()]);
      continue;
    }
    b.clone(inner, mapping);
  }
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  return llvm::map_to_vector(
      yield.getValues(), [&](Value v) { return mapping.lookupOrDefault(v); });
}
