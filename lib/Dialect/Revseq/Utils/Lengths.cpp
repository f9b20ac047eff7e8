//===- Lengths.cpp - the size rules and tile slice of a prefix map's lengths =//
//
// What a `Prefix` index map says of its `lengths` operand, read off
// `lengthsMap` (ReverseIndexMap::getLengthsSourceDim): the sizes lengths must
// have, which the run-time checks and tiling assert, and the slice of it
// that a tile of the output reads.
//
//===----------------------------------------------------------------------===//

#include "revseq/Dialect/Revseq/Utils/Utils.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

using namespace mlir;
using namespace mlir::revseq;

void revseq::emitLengthsSizeChecks(
    OpBuilder &b, Location loc, IndexMapOpInterface op,
    function_ref<OpFoldResult(int64_t inputDim)> inputSize,
    function_ref<OpFoldResult(int64_t lengthsDim)> lengthsSize) {
  ReverseIndexMap map = op.getIndexMap();
  int64_t numRules = map.lengthsMap.getNumResults();
  SmallVector<OpFoldResult> expected;
  for (int64_t j = 0; j < numRules; ++j) {
    std::optional<int64_t> inputDim = map.getLengthsSourceDim(j);
    expected.push_back(inputDim ? inputSize(*inputDim) : b.getIndexAttr(1));
  }
  for (int64_t j = 0; j < numRules; ++j) {
    OpFoldResult size = lengthsSize(j);
    createSizeCheck(b, loc, size, expected[j],
                    op.getLengthsSizeMessage(j, map.getLengthsSourceDim(j)));
  }
}

void revseq::getLengthsTileSlice(Builder &b, const ReverseIndexMap &map,
                                 ArrayRef<OpFoldResult> offsets,
                                 ArrayRef<OpFoldResult> sizes,
                                 SmallVectorImpl<OpFoldResult> &lengthsOffsets,
                                 SmallVectorImpl<OpFoldResult> &lengthsSizes) {
  for (int64_t j = 0, e = map.lengthsMap.getNumResults(); j < e; ++j) {
    if (std::optional<int64_t> inputDim = map.getLengthsSourceDim(j)) {
      lengthsOffsets.push_back(offsets[*inputDim]);
      lengthsSizes.push_back(sizes[*inputDim]);
      continue;
    }
    int64_t constant =
        cast<AffineConstantExpr>(map.lengthsMap.getResult(j)).getValue();
    lengthsOffsets.push_back(b.getIndexAttr(constant));
    lengthsSizes.push_back(b.getIndexAttr(1));
  }
}
