//===- Utils.h - the revseq ops' semantics as IR builders -------*- C++ -*-===//
//
// The index math of the revseq ops (docs/Semantics.md) and their run-time
// checks, emitted once here from each op's IndexMapOpInterface so that
// fusion, tiling and every lowering (linalg, vector, GPU) compute the same
// indices and stop on the same conditions with the same messages.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_DIALECT_REVSEQ_UTILS_UTILS_H
#define REVSEQ_DIALECT_REVSEQ_UTILS_UTILS_H

#include "revseq/Dialect/Revseq/IR/RevseqIndexMap.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Value.h"

namespace mlir::linalg {
class LinalgOp;
} // namespace mlir::linalg

namespace mlir::revseq {

class IndexMapOpInterface;

enum class ReverseMode : uint32_t;

/// Options shared by the revseq lowerings and fusion. The passes and pipelines
/// take their defaults from here.
struct RevseqLoweringOptions {
  /// Emit `revseq.check`s for out-of-range lengths, axes and masks.
  bool runtimeChecks = false;
};

/// The help text of every pipeline's `runtime-checks` option, word for
/// word the passes' (RevseqOptionText in Support/PassOptions.td;
/// test/Tools/option-texts.test compares them).
inline constexpr const char *kRuntimeChecksDescription =
    "Stop with a message on out-of-range lengths, axes and masks instead of "
    "clamping or ignoring them";

//===----------------------------------------------------------------------===//
// Index math
//===----------------------------------------------------------------------===//

/// Emits a loop nest over [0, ubs) (unit steps) calling `body` with the
/// induction variables.
void buildIndexLoopNest(
    OpBuilder &b, Location loc, ArrayRef<Value> ubs,
    function_ref<void(OpBuilder &, Location, ValueRange)> body);

/// Returns every dim of the ranked tensor or memref `value`: static ones as
/// attributes, dynamic ones as `tensor.dim` / `memref.dim`.
SmallVector<OpFoldResult> getMixedDimSizes(OpBuilder &b, Location loc,
                                           Value value);

/// Returns every dim of the ranked tensor or memref `value` as an index
/// value.
SmallVector<Value> getDimSizes(OpBuilder &b, Location loc, Value value);

/// The identity-layout memref `buffer` (rank at least 1) viewed as 1-D: a
/// `memref.collapse_shape` whose size is dynamic as soon as one dim is
/// (even next to a static 0); `buffer` itself when it is 1-D.
Value collapseToFlat(OpBuilder &b, Location loc, Value buffer);

/// Reads the element at `indices` of the ranked tensor or memref `shaped`.
Value extractElement(OpBuilder &b, Location loc, Value shaped,
                     ValueRange indices);

/// Reads the signless integer `value` (any width) as signed and converts it
/// to i64, saturating values outside the i64 range.
Value saturateToI64(OpBuilder &b, Location loc, Value value);

/// Returns `clamp(length, 0, size)` in the type of `size`; `length` is a
/// signless integer of any width read as signed, `size` an index or a
/// non-negative integer of at most 64 bits.
Value clampLength(OpBuilder &b, Location loc, Value length, Value size);

/// Returns `pos < length ? length - 1 - pos : pos` (values of one index or
/// integer type).
Value mirrorBelow(OpBuilder &b, Location loc, Value pos, Value length);

/// Returns `size - 1 - pos` (values of one index or integer type).
Value mirror(OpBuilder &b, Location loc, Value pos, Value size);

/// An `scf.if` without results whose branches `thenBody` and `elseBody`
/// fill.
void buildIfElse(OpBuilder &b, Location loc, Value condition,
                 function_ref<void(OpBuilder &, Location)> thenBody,
                 function_ref<void(OpBuilder &, Location)> elseBody);

//===----------------------------------------------------------------------===//
// Checks and operand preparation
//===----------------------------------------------------------------------===//

/// The name of `op`'s value form, which the run-time checks' messages name
/// for both forms: the destination-passing form is how the pipelines lower
/// the same op. Other ops: their name.
StringRef getUserFacingName(Operation *op);

/// Emits the run-time checks of the revseq op `op` (either form, any
/// IndexMapOpInterface op) on its tensor or memref operands `operands`, as
/// its index map implies: the size rules the verifier could not decide
/// (always) and, with `options.runtimeChecks`, the value rules. Each failing
/// check stops the program with a message naming the rule.
void emitRuntimeChecks(OpBuilder &b, Operation *op, ValueRange operands,
                       const RevseqLoweringOptions &options);

/// One i1 per dim of a rank-`rank` input: whether `reverse_dynamic`
/// reverses it, read from the tensor or memref `axes` in `mode`. Index
/// values outside [-rank, rank) name no dim and missing mask flags are false
/// (or fail the run-time checks that `emitRuntimeChecks` emits).
SmallVector<Value> computeReverseFlags(OpBuilder &b, Location loc, int64_t rank,
                                       ReverseMode mode, Value axes,
                                       const RevseqLoweringOptions &options);

/// The buffer or tensor a lowering of `op` writes: `init` for a
/// destination-passing form, a new `tensor.empty` for a value form.
Value getDestination(OpBuilder &b, Operation *op);

//===----------------------------------------------------------------------===//
// Index maps
//===----------------------------------------------------------------------===//

/// The values of `map` that do not depend on the output index, emitted once
/// before a loop over it: for DynamicAxes one i1 per dim (whether it is
/// reversed, see computeReverseFlags), else nothing. `rank` is the input's.
SmallVector<Value> emitIndexMapInvariants(OpBuilder &b, Location loc,
                                          const ReverseIndexMap &map,
                                          int64_t rank,
                                          const RevseqLoweringOptions &options);

/// The index into a prefix map's `lengths` of the length of the output
/// index `ivs`: `map.lengthsMap` applied, each constant result an index
/// constant created here, in order.
SmallVector<Value> getLengthsIndex(OpBuilder &b, Location loc,
                                   const ReverseIndexMap &map, ValueRange ivs);

/// Emits the size rules of the lengths of the `Prefix` op `op` that its
/// index map implies (ReverseIndexMap::getLengthsSourceDim): lengths dim
/// `j`, of size `lengthsSize(j)`, has the size `inputSize(d)` of the input
/// dim `d` it follows, or 1. A `revseq.check` with the op's message
/// (getLengthsSizeMessage) per rule not decided at compile time, after
/// every expected size is read, in the order of lengths' dims.
void emitLengthsSizeChecks(
    OpBuilder &b, Location loc, IndexMapOpInterface op,
    function_ref<OpFoldResult(int64_t inputDim)> inputSize,
    function_ref<OpFoldResult(int64_t lengthsDim)> lengthsSize);

/// The slice of a prefix map's `lengths` that the tile at `offsets` and
/// `sizes` of the output reads: along each lengths dim, the tile's offset and
/// size of the input dim it follows, or the constant and size 1.
void getLengthsTileSlice(Builder &b, const ReverseIndexMap &map,
                         ArrayRef<OpFoldResult> offsets,
                         ArrayRef<OpFoldResult> sizes,
                         SmallVectorImpl<OpFoldResult> &lengthsOffsets,
                         SmallVectorImpl<OpFoldResult> &lengthsSizes);

/// The input index that the output index `ivs` reads under `map`, for an
/// input of sizes `sizes` and the values `emitIndexMapInvariants` returned.
/// Lengths are clamped to [0, T], so the index is in bounds for any operand
/// value.
SmallVector<Value> emitSourceIndices(OpBuilder &b, Location loc,
                                     const ReverseIndexMap &map, ValueRange ivs,
                                     ArrayRef<Value> sizes,
                                     ValueRange invariants);

/// Computes `op` into `dest` (a tensor or memref shaped like its input) as a
/// `linalg.generic` whose body reads the input at the source index of each
/// output index (tensor.extract or memref.load); returns its result, or
/// null for a memref. Emits no run-time check (see emitRuntimeChecks).
Value buildIndexMapGeneric(OpBuilder &b, IndexMapOpInterface op, Value dest,
                           const RevseqLoweringOptions &options);
/// The same with the values of `op`'s index map that
/// emitIndexMapInvariants returned, emitted by the caller. With `offsets`,
/// `dest` holds only the block of `op`'s result that starts there (a
/// `tensor.extract_slice` of it, unit strides): its point `i` is the
/// result's `offsets + i`.
Value buildIndexMapGeneric(OpBuilder &b, IndexMapOpInterface op, Value dest,
                           ValueRange invariants,
                           ArrayRef<OpFoldResult> offsets = {});

/// The indices at which the elementwise linalg op `op` reads `operand` (a
/// projected-permutation map) at the point `ivs`.
SmallVector<Value> getOperandIndicesAt(linalg::LinalgOp op, OpOperand &operand,
                                       ValueRange ivs);

/// Emits the body of the elementwise linalg op `op` at the point `ivs` (one
/// index per loop): each used block argument is its operand read at the
/// operand's map applied to `ivs` (`tensor.extract` or `memref.load`; a
/// scalar operand is itself), `linalg.index d` is `ivs[d]`, the other ops
/// are cloned. Returns the yielded values.
SmallVector<Value> emitGenericBodyAt(OpBuilder &b, linalg::LinalgOp op,
                                     ValueRange ivs);

//===----------------------------------------------------------------------===//
// In place
//===----------------------------------------------------------------------===//

/// Whether `op` is a revseq op that reverses a buffer in place: a
/// destination-passing form on memrefs whose destination is its input (the
/// same SSA value). A destination that is another value must not overlap
/// the input (docs/Semantics.md).
bool isInPlaceForm(Operation *op);

/// A loop nest of an in-place reverse: the points in [lbs, ubs) (unit
/// steps), whose first mirrored coordinate is along `axis` (below its
/// middle, or for a prefix map below the middle of its length).
struct SwapNest {
  SmallVector<Value> lbs;
  SmallVector<Value> ubs;
  int64_t axis = 0;
};

/// The loop nests of `map`'s in-place reverse of a buffer of sizes `sizes`
/// (`invariants` from emitIndexMapInvariants): each pair of distinct
/// elements the op exchanges is one point `p` of one nest, with `p`'s
/// source index (emitSourceIndices) the other element, where
/// emitSwapCondition holds; no element is in two pairs, so the points may
/// run in any order and on any number of threads.
SmallVector<SwapNest> getSwapNests(OpBuilder &b, Location loc,
                                   const ReverseIndexMap &map,
                                   ArrayRef<Value> sizes,
                                   ValueRange invariants);

/// Whether the point `ivs` of a swap nest, whose source index is `source`,
/// swaps: for a prefix map, whether it lies below the middle of its length;
/// null where every point swaps.
Value emitSwapCondition(OpBuilder &b, Location loc, const ReverseIndexMap &map,
                        ValueRange ivs, ValueRange source);

/// Exchanges the elements at `first` and `second` of the memref `buffer`,
/// where the i1 `condition` holds when there is one.
void emitSwap(OpBuilder &b, Location loc, Value buffer, ValueRange first,
              ValueRange second, Value condition = Value());

/// The body of buildPrefixRowSwapLoops: swaps the row at `row` (the indices
/// of every dim but the innermost) with the row at `mirrored`.
using PrefixSwapBodyFn = function_ref<void(
    OpBuilder &, Location, ArrayRef<Value> row, ArrayRef<Value> mirrored)>;

/// The loops of a prefix map's in-place reverse that moves rows whole (the
/// sequence axis not innermost, lengths not varying along the innermost
/// dim), on a buffer of sizes `sizes`: an `scf.parallel` over every dim but
/// the sequence axis and the innermost, and in it a loop over the sequence
/// coordinates `t < L / 2` of the point's own length L, calling `body` with
/// the rows at `t` and at `L - 1 - t`. No row is in two pairs, and each
/// iteration of the parallel loop owns its pairs.
void buildPrefixRowSwapLoops(OpBuilder &b, Location loc,
                             const ReverseIndexMap &map, ArrayRef<Value> sizes,
                             PrefixSwapBodyFn body);

/// Reverses the input of the in-place form `op` (isInPlaceForm) in its own
/// buffer: one `scf.parallel` per swap nest. Emits no run-time check (see
/// emitRuntimeChecks).
void buildInPlaceSwapLoops(OpBuilder &b, IndexMapOpInterface op,
                           const RevseqLoweringOptions &options);

} // namespace mlir::revseq

#endif // REVSEQ_DIALECT_REVSEQ_UTILS_UTILS_H
