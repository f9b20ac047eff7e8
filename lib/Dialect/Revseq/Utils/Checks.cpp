//===- Checks.cpp - run-time checks and reverse_dynamic flags -------------===//

#include "revseq/Dialect/Revseq/Utils/Utils.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;
using namespace mlir::revseq;

/// Emits `revseq.check(lo <= value <= hi, message(values))` for a signed
/// i64 `value`.
static void assertInRange(OpBuilder &b, Location loc, Value value, int64_t lo,
                          Value hi, const Twine &message, ValueRange values) {
  Value loValue = arith::ConstantIntOp::create(b, loc, b.getI64Type(), lo);
  Value aboveLo =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, value, loValue);
  Value belowHi =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sle, value, hi);
  Value inRange = arith::AndIOp::create(b, loc, aboveLo, belowHi);
  CheckOp::create(b, loc, inRange, message.str(), values);
}

StringRef revseq::getUserFacingName(Operation *op) {
  StringRef name = op->getName().getStringRef();
  name.consume_back("_into");
  return name;
}

/// Asserts that every element of `lengths` is in [0, size]; a failure
/// reports the element's index, its value (saturated to i64) and `size`.
static void assertLengthsInRange(OpBuilder &b, Location loc, Value lengths,
                                 Value size, StringRef opName) {
  int64_t rank = cast<ShapedType>(lengths.getType()).getRank();
  SmallVector<StringRef> placeholders(rank, "{}");
  std::string message =
      (opName + ": lengths[" + llvm::join(placeholders, ", ") +
       "] = {} is outside [0, T] = [0, {}] (runtime-checks)")
          .str();
  buildIndexLoopNest(
      b, loc, getDimSizes(b, loc, lengths),
      [&](OpBuilder &lb, Location ll, ValueRange ivs) {
        Value length =
            saturateToI64(lb, ll, extractElement(lb, ll, lengths, ivs));
        Value sizeI64 =
            arith::IndexCastOp::create(lb, ll, lb.getI64Type(), size);
        SmallVector<Value> values(ivs);
        values.append({length, sizeI64});
        assertInRange(lb, ll, length, 0, sizeI64, message, values);
      });
}

/// Checks of a `Prefix` map on the operands `input` and `lengths`: the
/// lengths size rules, and with `options.runtimeChecks` the lengths' values.
static void emitPrefixChecks(OpBuilder &b, IndexMapOpInterface op,
                             const ReverseIndexMap &map, Value input,
                             Value lengths,
                             const RevseqLoweringOptions &options) {
  Location loc = op->getLoc();
  SmallVector<Value> sizes = getDimSizes(b, loc, input);
  SmallVector<OpFoldResult> lengthsSizes =
      getAsOpFoldResult(getDimSizes(b, loc, lengths));
  emitLengthsSizeChecks(
      b, loc, op, [&](int64_t d) { return getAsOpFoldResult(sizes[d]); },
      [&](int64_t j) { return lengthsSizes[j]; });
  if (options.runtimeChecks)
    assertLengthsInRange(b, loc, lengths, sizes[map.seqAxis],
                         getUserFacingName(op));
}

/// Checks of a `DynamicAxes` map on the operand `axes`: with
/// `options.runtimeChecks`, the size of a dynamic mask (index values are
/// checked while the flags are computed).
static void emitDynamicAxesChecks(OpBuilder &b, IndexMapOpInterface op,
                                  const ReverseIndexMap &map, Value axes,
                                  const RevseqLoweringOptions &options) {
  if (!options.runtimeChecks || map.mode != ReverseMode::mask ||
      !cast<ShapedType>(map.axesOperand.getType()).isDynamicDim(0))
    return;
  Location loc = op->getLoc();
  Value count = getDimSizes(b, loc, axes)[0];
  int64_t rank = cast<ShapedType>(op.getMappedInput().getType()).getRank();
  createSizeCheck(b, loc, count, b.getIndexAttr(rank),
                  "revseq.reverse_dynamic: the mask length ({}) differs from "
                  "the input rank ({}) (reverse_dynamic_c6)");
}

void revseq::emitRuntimeChecks(OpBuilder &b, Operation *op, ValueRange operands,
                               const RevseqLoweringOptions &options) {
  auto indexMapOp = dyn_cast<IndexMapOpInterface>(op);
  if (!indexMapOp)
    return;
  ReverseIndexMap map = indexMapOp.getIndexMap();
  switch (map.kind) {
  case ReverseIndexMap::Kind::Axes:
    return;
  case ReverseIndexMap::Kind::DynamicAxes:
    return emitDynamicAxesChecks(b, indexMapOp, map, operands[1], options);
  case ReverseIndexMap::Kind::Prefix:
    return emitPrefixChecks(b, indexMapOp, map, operands[0], operands[1],
                            options);
  }
}

/// Flags from axis numbers: an OR over the values of "names dim d".
static SmallVector<Value>
computeIndexFlags(OpBuilder &b, Location loc, int64_t rank, Value axes,
                  const RevseqLoweringOptions &options) {
  Type i64 = b.getI64Type();
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value count = getDimSizes(b, loc, axes)[0];
  SmallVector<Value> init(rank, arith::ConstantIntOp::create(b, loc, 0, 1));
  auto loop = scf::ForOp::create(
      b, loc, zero, count, one, init,
      [&](OpBuilder &lb, Location ll, Value k, ValueRange flags) {
        Value axis = saturateToI64(lb, ll, extractElement(lb, ll, axes, k));
        Value rankValue = arith::ConstantIntOp::create(lb, ll, i64, rank);
        if (options.runtimeChecks)
          assertInRange(lb, ll, axis, -rank,
                        arith::ConstantIntOp::create(lb, ll, i64, rank - 1),
                        "revseq.reverse_dynamic: axes[{}] = {} is outside "
                        "[-rank, rank) = [" +
                            Twine(-rank) + ", " + Twine(rank) +
                            ") (reverse_dynamic_c7)",
                        ValueRange{k, axis});
        Value negative =
            arith::CmpIOp::create(lb, ll, arith::CmpIPredicate::slt, axis,
                                  arith::ConstantIntOp::create(lb, ll, i64, 0));
        Value normalized = arith::SelectOp::create(
            lb, ll, negative, arith::AddIOp::create(lb, ll, axis, rankValue),
            axis);
        SmallVector<Value> updated;
        for (auto [d, flag] : llvm::enumerate(flags)) {
          Value names = arith::CmpIOp::create(
              lb, ll, arith::CmpIPredicate::eq, normalized,
              arith::ConstantIntOp::create(lb, ll, i64, d));
          updated.push_back(arith::OrIOp::create(lb, ll, flag, names));
        }
        scf::YieldOp::create(lb, ll, updated);
      });
  return SmallVector<Value>(loop.getResults());
}

/// Flags read from a mask; a dynamic mask is read only where it has an
/// element.
static SmallVector<Value> computeMaskFlags(OpBuilder &b, Location loc,
                                           int64_t rank, Value mask,
                                           bool staticMask) {
  Value count = getDimSizes(b, loc, mask)[0];
  SmallVector<Value> flags;
  for (int64_t d = 0; d < rank; ++d) {
    Value index = arith::ConstantIndexOp::create(b, loc, d);
    if (staticMask) {
      flags.push_back(extractElement(b, loc, mask, index));
      continue;
    }
    Value present =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, index, count);
    auto ifOp = scf::IfOp::create(
        b, loc, present,
        [&](OpBuilder &tb, Location tl) {
          scf::YieldOp::create(tb, tl,
                               ValueRange{extractElement(tb, tl, mask, index)});
        },
        [&](OpBuilder &eb, Location el) {
          scf::YieldOp::create(
              eb, el, ValueRange{arith::ConstantIntOp::create(eb, el, 0, 1)});
        });
    flags.push_back(ifOp.getResult(0));
  }
  return flags;
}

SmallVector<Value>
revseq::computeReverseFlags(OpBuilder &b, Location loc, int64_t rank,
                            ReverseMode mode, Value axes,
                            const RevseqLoweringOptions &options) {
  if (mode == ReverseMode::index)
    return computeIndexFlags(b, loc, rank, axes, options);
  return computeMaskFlags(b, loc, rank, axes,
                          !cast<ShapedType>(axes.getType()).isDynamicDim(0));
}
